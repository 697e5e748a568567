//! STOMP 1.2 frames (STOMP 1.2 specification, "STOMP Frames"): a command, headers and a body, and how
//! a frame is written on the wire (header escaping, `content-length`, the NUL terminator).

use bytes::Bytes;

/// A frame's command. Client commands arrive, server commands leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Client: open the session (also sent as `STOMP`).
    Connect,
    /// Client: `STOMP`, the 1.2 spelling of CONNECT.
    Stomp,
    /// Client: send a message.
    Send,
    /// Client: subscribe.
    Subscribe,
    /// Client: unsubscribe.
    Unsubscribe,
    /// Client: acknowledge.
    Ack,
    /// Client: negative acknowledge.
    Nack,
    /// Client: begin a transaction.
    Begin,
    /// Client: commit a transaction.
    Commit,
    /// Client: abort a transaction.
    Abort,
    /// Client: close the session.
    Disconnect,
    /// Server: session open.
    Connected,
    /// Server: a message for a subscription.
    Message,
    /// Server: a receipt.
    Receipt,
    /// Server: an error; the connection closes after it.
    Error,
}

impl Command {
    /// Parses a command line; `None` for anything else.
    pub fn parse(s: &str) -> Option<Command> {
        Some(match s {
            "CONNECT" => Command::Connect,
            "STOMP" => Command::Stomp,
            "SEND" => Command::Send,
            "SUBSCRIBE" => Command::Subscribe,
            "UNSUBSCRIBE" => Command::Unsubscribe,
            "ACK" => Command::Ack,
            "NACK" => Command::Nack,
            "BEGIN" => Command::Begin,
            "COMMIT" => Command::Commit,
            "ABORT" => Command::Abort,
            "DISCONNECT" => Command::Disconnect,
            "CONNECTED" => Command::Connected,
            "MESSAGE" => Command::Message,
            "RECEIPT" => Command::Receipt,
            "ERROR" => Command::Error,
            _ => return None,
        })
    }

    /// The command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Command::Connect => "CONNECT",
            Command::Stomp => "STOMP",
            Command::Send => "SEND",
            Command::Subscribe => "SUBSCRIBE",
            Command::Unsubscribe => "UNSUBSCRIBE",
            Command::Ack => "ACK",
            Command::Nack => "NACK",
            Command::Begin => "BEGIN",
            Command::Commit => "COMMIT",
            Command::Abort => "ABORT",
            Command::Disconnect => "DISCONNECT",
            Command::Connected => "CONNECTED",
            Command::Message => "MESSAGE",
            Command::Receipt => "RECEIPT",
            Command::Error => "ERROR",
        }
    }

    /// CONNECT and CONNECTED frames do not escape headers (STOMP 1.2, "Value Encoding").
    fn escapes_headers(self) -> bool {
        !matches!(self, Command::Connect | Command::Stomp | Command::Connected)
    }
}

/// One frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The command.
    pub command: Command,
    /// Headers in wire order; repeated names are kept, the first one counts.
    pub headers: Vec<(String, String)>,
    /// The body (bytes; JSON text for Newsroom's messages).
    pub body: Bytes,
}

impl Frame {
    /// A frame without headers or body.
    pub fn new(command: Command) -> Self {
        Frame {
            command,
            headers: Vec::new(),
            body: Bytes::new(),
        }
    }

    /// Adds a header.
    pub fn header(mut self, name: &str, value: impl Into<String>) -> Self {
        self.headers.push((name.to_owned(), value.into()));
        self
    }

    /// Sets the body.
    pub fn body(mut self, body: impl Into<Bytes>) -> Self {
        self.body = body.into();
        self
    }

    /// The first value of header `name` (STOMP 1.2: the first occurrence wins).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The wire form: escaped headers, `content-length` when there is a body, a NUL at the end.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + self.body.len());
        out.extend_from_slice(self.command.as_str().as_bytes());
        out.push(b'\n');
        let esc = self.command.escapes_headers();
        let mut has_length = false;
        for (k, v) in &self.headers {
            has_length |= k == "content-length";
            if esc {
                push_escaped(&mut out, k);
                out.push(b':');
                push_escaped(&mut out, v);
            } else {
                push_raw(&mut out, k, true);
                out.push(b':');
                push_raw(&mut out, v, false);
            }
            out.push(b'\n');
        }
        if !self.body.is_empty() && !has_length {
            out.extend_from_slice(format!("content-length:{}\n", self.body.len()).as_bytes());
        }
        out.push(b'\n');
        out.extend_from_slice(&self.body);
        out.push(0);
        out
    }
}

/// A header of CONNECT or CONNECTED, which STOMP 1.2 does not escape: CR and LF (and a colon in a
/// `name`) cannot be written so that they read back, so they are left out; the reader refuses a CR
/// there (a fuzzed frame showed a trailing one read back shorter).
fn push_raw(out: &mut Vec<u8>, s: &str, name: bool) {
    out.extend(
        s.bytes()
            .filter(|b| !(matches!(b, b'\r' | b'\n') || (name && *b == b':'))),
    );
}

fn push_escaped(out: &mut Vec<u8>, s: &str) {
    for c in s.chars() {
        match c {
            '\\' => out.extend_from_slice(b"\\\\"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            ':' => out.extend_from_slice(b"\\c"),
            c => {
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
}

/// Escapes a header value as STOMP 1.2 requires outside CONNECT/CONNECTED.
pub fn escape(s: &str) -> String {
    let mut out = Vec::new();
    push_escaped(&mut out, s);
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_with_content_length_and_nul() {
        let f = Frame::new(Command::Message)
            .header("destination", "/topic/a:b")
            .body("hi");
        assert_eq!(
            f.encode(),
            b"MESSAGE\ndestination:/topic/a\\cb\ncontent-length:2\n\nhi\0"
        );
    }

    #[test]
    fn connected_headers_are_not_escaped() {
        let f = Frame::new(Command::Connected).header("server", "Newsroom/0.1:x");
        assert_eq!(f.encode(), b"CONNECTED\nserver:Newsroom/0.1:x\n\n\0");
    }

    #[test]
    fn connected_headers_leave_out_what_they_cannot_carry() {
        let f = Frame::new(Command::Connected)
            .header("user-name", "ana\r\r")
            .header("a:b", "line\nbreak");
        assert_eq!(f.encode(), b"CONNECTED\nuser-name:ana\nab:linebreak\n\n\0");
    }
}
