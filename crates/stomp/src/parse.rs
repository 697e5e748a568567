//! Reading STOMP 1.2 frames from a byte buffer that fills up chunk by chunk (a websocket message may
//! hold part of a frame, one frame, several frames, or heart-beat EOLs).

use bytes::{Buf, BytesMut};

use crate::frame::{Command, Frame};

/// What one step of reading found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parsed {
    /// A whole frame.
    Frame(Frame),
    /// A heart-beat (a lone EOL between frames).
    Heartbeat,
}

/// Why the bytes are no STOMP frame. The session answers with an ERROR frame and closes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The command line is no STOMP command.
    #[error("unknown command {0:?}")]
    BadCommand(String),
    /// A header line without a colon.
    #[error("malformed header line {0:?}")]
    BadHeader(String),
    /// An escape other than `\\`, `\n`, `\r`, `\c` (STOMP 1.2: a fatal protocol error).
    #[error("undefined escape sequence in header {0:?}")]
    BadEscape(String),
    /// Headers or command are not UTF-8.
    #[error("frame headers are not UTF-8")]
    BadUtf8,
    /// `content-length` is not a number.
    #[error("invalid content-length {0:?}")]
    BadContentLength(String),
    /// The body of `content-length` octets is not followed by NUL.
    #[error("frame body is not terminated by NUL")]
    MissingNul,
    /// The frame exceeds the size limit.
    #[error("frame larger than {0} bytes")]
    TooLarge(usize),
}

fn unescape(raw: &str) -> Result<String, ParseError> {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('c') => out.push(':'),
            _ => return Err(ParseError::BadEscape(raw.to_owned())),
        }
    }
    Ok(out)
}

/// Reads the next frame or heart-beat from `buf`, consuming its bytes; `Ok(None)` when `buf` holds
/// only the beginning of a frame. Frames larger than `max_frame` bytes are refused, so a peer cannot
/// make the buffer grow without bound.
pub fn parse(buf: &mut BytesMut, max_frame: usize) -> Result<Option<Parsed>, ParseError> {
    match buf.first() {
        None => return Ok(None),
        Some(b'\n') => {
            buf.advance(1);
            return Ok(Some(Parsed::Heartbeat));
        }
        Some(b'\r') => {
            return match buf.get(1) {
                None => Ok(None),
                Some(b'\n') => {
                    buf.advance(2);
                    Ok(Some(Parsed::Heartbeat))
                }
                Some(_) => Err(ParseError::BadCommand("\r".into())),
            };
        }
        Some(_) => {}
    }
    // Find the blank line that ends the headers.
    let mut lines: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    let header_end = loop {
        // Lenient: a NUL right after the last header line, without the blank line, ends a frame with
        // no body (the STOMP 1.2 specification's own DISCONNECT and RECEIPT examples are written so).
        if !lines.is_empty() && buf.get(start) == Some(&0) {
            break start;
        }
        let Some(nl) = buf[start..].iter().position(|b| *b == b'\n') else {
            if buf.len() > max_frame {
                return Err(ParseError::TooLarge(max_frame));
            }
            return Ok(None);
        };
        let end = start + nl;
        let line_end = if end > start && buf[end - 1] == b'\r' {
            end - 1
        } else {
            end
        };
        if line_end == start && !lines.is_empty() {
            break end + 1;
        }
        lines.push((start, line_end));
        start = end + 1;
        if start > max_frame {
            return Err(ParseError::TooLarge(max_frame));
        }
    };
    let text =
        |(a, b): (usize, usize)| std::str::from_utf8(&buf[a..b]).map_err(|_| ParseError::BadUtf8);
    let command_line = text(lines[0])?;
    let command = Command::parse(command_line)
        .ok_or_else(|| ParseError::BadCommand(command_line.to_owned()))?;
    let escaped = !matches!(
        command,
        Command::Connect | Command::Stomp | Command::Connected
    );
    let mut headers = Vec::with_capacity(lines.len() - 1);
    for l in &lines[1..] {
        let line = text(*l)?;
        let (k, v) = line
            .split_once(':')
            .ok_or_else(|| ParseError::BadHeader(line.to_owned()))?;
        if escaped {
            headers.push((unescape(k)?, unescape(v)?));
        } else if line.contains('\r') {
            // CONNECT and CONNECTED cannot escape: a CR there could not be told from the line's end.
            return Err(ParseError::BadHeader(line.to_owned()));
        } else {
            headers.push((k.to_owned(), v.to_owned()));
        }
    }
    let length = headers
        .iter()
        .find(|(k, _)| k == "content-length")
        .map(|(_, v)| v.clone());
    let body_end = match length {
        Some(v) => {
            let n: usize = v
                .trim()
                .parse()
                .map_err(|_| ParseError::BadContentLength(v.clone()))?;
            if header_end + n > max_frame {
                return Err(ParseError::TooLarge(max_frame));
            }
            if buf.len() < header_end + n + 1 {
                return Ok(None);
            }
            if buf[header_end + n] != 0 {
                return Err(ParseError::MissingNul);
            }
            header_end + n
        }
        None => match buf[header_end..].iter().position(|b| *b == 0) {
            // The limit holds however the frame arrived, its NUL in the same message or not.
            Some(p) if header_end + p > max_frame => return Err(ParseError::TooLarge(max_frame)),
            Some(p) => header_end + p,
            None if buf.len() > max_frame => return Err(ParseError::TooLarge(max_frame)),
            None => return Ok(None),
        },
    };
    let mut frame_bytes = buf.split_to(body_end + 1);
    frame_bytes.truncate(body_end);
    let body = frame_bytes.split_off(header_end).freeze();
    Ok(Some(Parsed::Frame(Frame {
        command,
        headers,
        body,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8]) -> Result<Vec<Parsed>, ParseError> {
        let mut buf = BytesMut::from(input);
        let mut out = Vec::new();
        while let Some(p) = parse(&mut buf, 1 << 16)? {
            out.push(p);
        }
        Ok(out)
    }

    #[test]
    fn a_frame_over_the_limit_is_refused_even_when_complete() {
        let mut big = b"SEND\ndestination:/app/prompter/1\n\n".to_vec();
        big.extend(std::iter::repeat_n(b'x', 70_000));
        big.push(0);
        assert_eq!(all(&big), Err(ParseError::TooLarge(1 << 16)));
        let mut connect = b"CONNECT\naccept-version:1.2\nx:".to_vec();
        connect.extend(std::iter::repeat_n(b'y', 70_000));
        connect.extend(b"\n\n\0");
        assert_eq!(all(&connect), Err(ParseError::TooLarge(1 << 16)));
    }

    /// The `frames` fuzz target's first find (issue 11, point 15): a CONNECT-family header ending in
    /// CR was read as `\r\r\r`, written back, and read again as `\r\r`. Such frames cannot escape,
    /// so a CR in their headers is refused; the same header escaped elsewhere reads back whole.
    #[test]
    fn a_cr_in_an_unescaped_header_is_refused() {
        assert_eq!(
            all(b"STOMP\n:15!!\n\r\r:\r\r\r\r\n\0"),
            Err(ParseError::BadHeader("\r\r:\r\r\r".into()))
        );
        assert!(all(b"CONNECT\nlogin:a\rb\n\n\0").is_err());
        let Ok(frames) = all(b"SEND\nx:\\r\\r\r\n\n\0") else {
            panic!("an escaped CR is read");
        };
        let [Parsed::Frame(f)] = &frames[..] else {
            panic!("one frame: {frames:?}");
        };
        assert_eq!(f.get("x"), Some("\r\r"));
        assert_eq!(all(&f.encode()), Ok(frames.clone()));
    }

    #[test]
    fn refuses_garbage_commands_headers_and_escapes() {
        assert_eq!(
            all(b"HELLO\n\n\0"),
            Err(ParseError::BadCommand("HELLO".into()))
        );
        assert!(matches!(
            all(b"SEND\nnocolon\n\n\0"),
            Err(ParseError::BadHeader(_))
        ));
        assert!(matches!(
            all(b"SEND\nd:a\\tb\n\n\0"),
            Err(ParseError::BadEscape(_))
        ));
        assert!(matches!(
            all(b"SEND\ncontent-length:x\n\n\0"),
            Err(ParseError::BadContentLength(_))
        ));
        assert_eq!(
            all(b"SEND\ncontent-length:2\n\nabc\0"),
            Err(ParseError::MissingNul)
        );
    }

    #[test]
    fn bounds_the_buffer() {
        let mut buf = BytesMut::from(&[b'A'; 100][..]);
        assert_eq!(parse(&mut buf, 50), Err(ParseError::TooLarge(50)));
        let mut buf = BytesMut::from(&b"SEND\ncontent-length:999\n\n"[..]);
        assert_eq!(parse(&mut buf, 50), Err(ParseError::TooLarge(50)));
    }

    #[test]
    fn a_frame_without_the_blank_line_is_read_leniently() {
        let got = all(b"DISCONNECT\nreceipt:77\n\0").unwrap();
        assert_eq!(got.len(), 1);
        let Parsed::Frame(f) = &got[0] else {
            panic!("no frame")
        };
        assert_eq!(
            (f.command, f.get("receipt")),
            (Command::Disconnect, Some("77"))
        );
        assert!(f.body.is_empty());
    }

    #[test]
    fn connect_headers_are_taken_literally() {
        let got = all(b"CONNECT\npasscode:a\\cb\n\n\0").unwrap();
        let Parsed::Frame(f) = &got[0] else {
            panic!("no frame")
        };
        assert_eq!(f.get("passcode"), Some("a\\cb"));
    }
}
