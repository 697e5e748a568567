//! What a character generator sends back: lines ended by CR LF (a bare LF is accepted), each one a
//! [`Reply`]. [`LineDecoder`] cuts them out of a byte stream that arrives in pieces of any size and
//! bounds what it keeps, so a device that never ends a line cannot exhaust memory.

use crate::Charset;

/// The longest line kept, in bytes; the rest of a longer line is dropped (and reported once).
pub const MAX_LINE: usize = 4096;

/// One line from the device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// `*`: the command was carried out.
    Done,
    /// An error code in hex (`4191`: the command format is incorrect), upper case.
    Error(String),
    /// The greeting of a Telnet-style II server (`Welcome to the ... Intelligent Interface ...`).
    Banner(String),
    /// The server serves another client already (`... already in use`).
    InUse(String),
    /// Anything else (kept for the log).
    Other(String),
}

impl Reply {
    /// Reads one line (without its CR LF). Blank lines are `None`.
    pub fn parse(line: &str) -> Option<Reply> {
        let line = line.trim();
        if line.is_empty() {
            return None;
        }
        Some(if line == "*" {
            Reply::Done
        } else if (4..=8).contains(&line.len()) && line.chars().all(|c| c.is_ascii_hexdigit()) {
            Reply::Error(line.to_ascii_uppercase())
        } else if line.to_ascii_lowercase().contains("already in use") {
            Reply::InUse(line.to_string())
        } else if line.to_ascii_lowercase().starts_with("welcome") {
            Reply::Banner(line.to_string())
        } else {
            Reply::Other(line.to_string())
        })
    }

    /// What a few common error codes mean (Chyron's II error table), for logs and the admin screen.
    pub fn describe(code: &str) -> Option<&'static str> {
        let code = code.trim_start_matches('0');
        Some(match code {
            "4190" => "the command does not end with \\\\",
            "4191" => "the command format is wrong",
            "4192" => "an invalid operation was requested",
            "412C" => "the message (template) does not exist",
            "412E" => "the field is not valid",
            "4130" => "a field holds too much data",
            "41C5" => "invalid frame buffer",
            "41D1" => "no Intelligent Interface option on the machine",
            "41D4" => "invalid field number",
            _ => return None,
        })
    }
}

/// Cuts a byte stream into lines.
#[derive(Debug, Default)]
pub struct LineDecoder {
    buf: Vec<u8>,
    /// Bytes of the line not yet ended, at the end of `buf`.
    line: usize,
    /// Dropping the rest of an over-long line.
    skipping: bool,
    /// Lines cut short since the last call to [`take_dropped`](Self::take_dropped).
    dropped: usize,
}

impl LineDecoder {
    /// Adds bytes read from the socket.
    pub fn push(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if b == b'\n' {
                // The end of a line (of a dropped one too: it reads as an empty line).
                self.skipping = false;
                self.line = 0;
                self.buf.push(b);
            } else if self.skipping {
                // Still inside the dropped line.
            } else if self.line >= MAX_LINE {
                // Keep the complete lines before it; drop this one up to its end.
                self.buf.truncate(self.buf.len() - self.line);
                self.line = 0;
                self.skipping = true;
                self.dropped += 1;
            } else {
                self.buf.push(b);
                self.line += 1;
            }
        }
    }

    /// The next complete line (CR LF or LF removed), decoded with `charset`.
    pub fn next_line(&mut self, charset: Charset) -> Option<String> {
        let end = self.buf.iter().position(|b| *b == b'\n')?;
        let mut line: Vec<u8> = self.buf.drain(..=end).collect();
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        Some(charset.decode(&line))
    }

    /// How many over-long lines were cut short since the last call.
    pub fn take_dropped(&mut self) -> usize {
        std::mem::take(&mut self.dropped)
    }

    /// Bytes held (a line not yet ended included); never more than a few [`MAX_LINE`]s.
    pub fn pending(&self) -> usize {
        self.buf.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies() {
        assert_eq!(Reply::parse("*"), Some(Reply::Done));
        assert_eq!(Reply::parse(" 412c "), Some(Reply::Error("412C".into())));
        assert_eq!(
            Reply::parse("000041d7"),
            Some(Reply::Error("000041D7".into()))
        );
        assert!(matches!(
            Reply::parse("Welcome to the ChyronHego Intelligent Interface Telnet Server on LYRIC1"),
            Some(Reply::Banner(_))
        ));
        assert!(matches!(
            Reply::parse("Port 23 already in use by 10.0.0.9"),
            Some(Reply::InUse(_))
        ));
        assert_eq!(Reply::parse("   "), None);
        assert_eq!(Reply::parse("hello"), Some(Reply::Other("hello".into())));
        assert_eq!(
            Reply::describe("0000412C"),
            Some("the message (template) does not exist")
        );
    }

    #[test]
    fn lines_across_reads() {
        let mut d = LineDecoder::default();
        d.push(b"Welcome\r");
        assert_eq!(d.next_line(Charset::Utf8), None);
        d.push(b"\n*\r\n41");
        assert_eq!(d.next_line(Charset::Utf8).as_deref(), Some("Welcome"));
        assert_eq!(d.next_line(Charset::Utf8).as_deref(), Some("*"));
        assert_eq!(d.next_line(Charset::Utf8), None);
        d.push(b"91\n");
        assert_eq!(d.next_line(Charset::Utf8).as_deref(), Some("4191"));
    }

    #[test]
    fn an_endless_line_is_bounded_and_the_stream_recovers() {
        let mut d = LineDecoder::default();
        d.push(b"*\r\n");
        d.push(&vec![b'x'; MAX_LINE * 3]);
        assert!(d.pending() <= MAX_LINE + 3);
        d.push(b"yyy\r\n*\r\n");
        assert_eq!(d.next_line(Charset::Utf8).as_deref(), Some("*"));
        assert_eq!(d.next_line(Charset::Utf8).as_deref(), Some(""));
        assert_eq!(d.next_line(Charset::Utf8).as_deref(), Some("*"));
        assert_eq!(d.take_dropped(), 1);
    }
}
