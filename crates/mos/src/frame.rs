//! Cutting a socket's byte stream into MOS messages (MOS 2.8.5 §1.3: every message is one `<mos>`
//! element in UCS-2 big-endian, messages follow each other with nothing in between).
//!
//! [`FrameDecoder`] is fed whatever a read returned ([`FrameDecoder::push`]) and hands out whole
//! messages as `String`s ([`FrameDecoder::next_frame`]). It is lenient where peers differ: a byte-order
//! mark, UTF-8 or UTF-16LE instead of UTF-16BE (detected per message), whitespace or junk between
//! messages (skipped and reported). It is bounded: a message longer than the limit is dropped with
//! [`FrameError::Oversized`] and the stream resynchronises on the next `<mos>`.

/// The largest message accepted by default: 4 MiB of bytes on the wire (a 2.8.5 `roCreate` of a long
/// show with story bodies is a few hundred KiB).
pub const DEFAULT_MAX_FRAME: usize = 4 * 1024 * 1024;

/// The text encodings a peer may use for one message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UCS-2 / UTF-16 big-endian: the spec's encoding.
    Utf16Be,
    /// UTF-16 little-endian: seen from Windows peers that forget the byte order.
    Utf16Le,
    /// UTF-8: some test tools and 4.0-style peers.
    Utf8,
}

impl Encoding {
    fn pattern(self, ascii: &str) -> Vec<u8> {
        match self {
            Encoding::Utf8 => ascii.as_bytes().to_vec(),
            Encoding::Utf16Be => ascii.bytes().flat_map(|b| [0, b]).collect(),
            Encoding::Utf16Le => ascii.bytes().flat_map(|b| [b, 0]).collect(),
        }
    }

    fn decode(self, bytes: &[u8]) -> Result<String, FrameError> {
        match self {
            Encoding::Utf8 => {
                String::from_utf8(bytes.to_vec()).map_err(|_| FrameError::BadEncoding)
            }
            Encoding::Utf16Be | Encoding::Utf16Le => {
                let units = bytes.chunks_exact(2).map(|c| match self {
                    Encoding::Utf16Be => u16::from_be_bytes([c[0], c[1]]),
                    _ => u16::from_le_bytes([c[0], c[1]]),
                });
                char::decode_utf16(units)
                    .collect::<Result<String, _>>()
                    .map_err(|_| FrameError::BadEncoding)
            }
        }
    }
}

/// Why bytes were dropped from the stream. The decoder goes on after each; the caller logs it and,
/// where the spec has a reply for it, answers (a NACK for a message it could not read).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// Bytes that were not part of any `<mos>` message.
    #[error("{0} bytes outside any <mos> message skipped")]
    Junk(usize),
    /// A message longer than the decoder's limit; its bytes were dropped.
    #[error("message longer than {limit} bytes dropped")]
    Oversized {
        /// The decoder's limit in bytes.
        limit: usize,
    },
    /// A message whose bytes are not valid in its encoding (lone UTF-16 surrogates, bad UTF-8).
    #[error("message is not valid UTF-16BE/UTF-8 text")]
    BadEncoding,
}

/// The stream state of one socket. See the module documentation.
#[derive(Debug)]
pub struct FrameDecoder {
    buf: Vec<u8>,
    max: usize,
    /// Where the current message starts and its encoding, once its `<mos>` was seen.
    current: Option<(usize, Encoding)>,
    /// How far the end-tag search got in the current message (bytes from its start).
    scanned: usize,
    /// The encoding of the last message: breaks the tie between UTF-16BE and UTF-16LE readings of
    /// the same bytes one byte apart.
    last: Encoding,
}

impl Default for FrameDecoder {
    fn default() -> Self {
        Self::new(DEFAULT_MAX_FRAME)
    }
}

const ENCODINGS: [Encoding; 3] = [Encoding::Utf16Be, Encoding::Utf16Le, Encoding::Utf8];

impl FrameDecoder {
    /// A decoder accepting messages up to `max` bytes on the wire.
    pub fn new(max: usize) -> Self {
        Self {
            buf: Vec::new(),
            max,
            current: None,
            scanned: 0,
            last: Encoding::Utf16Be,
        }
    }

    /// Changes the longest message accepted from now on (a peer that proved who it is may send
    /// longer ones than a stranger).
    pub fn set_max(&mut self, max: usize) {
        self.max = max;
    }

    /// Appends bytes read from the socket.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// Bytes held that are not yet a whole message (a peer that stopped mid-message leaves some).
    pub fn pending(&self) -> usize {
        self.buf.len()
    }

    /// The next whole message, an error about dropped bytes, or `None` when more bytes are needed.
    /// Call it until it returns `None` after every [`push`](Self::push).
    pub fn next_frame(&mut self) -> Option<Result<String, FrameError>> {
        loop {
            let Some((start, enc)) = self.current else {
                match self.find_start() {
                    Some((at, enc)) => {
                        let junk = self.buf[..at].iter().filter(|b| !is_filler(**b)).count();
                        self.buf.drain(..at);
                        self.current = Some((0, enc));
                        self.last = enc;
                        self.scanned = 0;
                        if junk > 0 {
                            return Some(Err(FrameError::Junk(at)));
                        }
                        continue;
                    }
                    None => {
                        // Keep a tail that could be the beginning of a split `<mos>`.
                        let keep = 10.min(self.buf.len());
                        let drop = self.buf.len() - keep;
                        let junk = self.buf[..drop].iter().filter(|b| !is_filler(**b)).count();
                        self.buf.drain(..drop);
                        if junk > 0 {
                            return Some(Err(FrameError::Junk(drop)));
                        }
                        return None;
                    }
                }
            };
            let end_tag = enc.pattern("</mos>");
            let from = start + self.scanned;
            if let Some(pos) = find_aligned(&self.buf[from..], &end_tag, unit(enc)) {
                let end = from + pos + end_tag.len();
                let bytes: Vec<u8> = self.buf.drain(..end).collect();
                self.current = None;
                self.scanned = 0;
                if bytes.len() > self.max {
                    return Some(Err(FrameError::Oversized { limit: self.max }));
                }
                return Some(enc.decode(&bytes[start..]));
            }
            let len = self.buf.len() - start;
            if len > self.max {
                // Drop the message; resynchronise on the next `<mos>` after its start.
                self.buf.drain(..start + 2);
                self.current = None;
                self.scanned = 0;
                return Some(Err(FrameError::Oversized { limit: self.max }));
            }
            // The end tag may straddle the next read: rescan its length back.
            self.scanned = len.saturating_sub(end_tag.len()) / unit(enc) * unit(enc);
            return None;
        }
    }

    /// The earliest `<mos>` (or `<mos ` with attributes) in any encoding.
    fn find_start(&self) -> Option<(usize, Encoding)> {
        let found: Vec<(usize, Encoding)> = ENCODINGS
            .iter()
            .filter_map(|enc| -> Option<(usize, Encoding)> {
                let open = enc.pattern("<mos");
                let mut from = 0;
                while let Some(pos) = find(&self.buf[from..], &open) {
                    let at = from + pos;
                    let next = self
                        .buf
                        .get(at + open.len()..at + open.len() + unit(*enc))?;
                    let ch = match enc {
                        Encoding::Utf16Be => next[1],
                        _ => next[0],
                    };
                    if ch == b'>' || ch.is_ascii_whitespace() {
                        return Some((at, *enc));
                    }
                    from = at + 1;
                }
                None
            })
            .collect();
        let first = found.iter().min_by_key(|(at, _)| *at).copied()?;
        let same_bytes = |(at, _): &&(usize, Encoding)| at.abs_diff(first.0) <= 1;
        found
            .iter()
            .filter(same_bytes)
            .find(|(_, enc)| *enc == self.last)
            .copied()
            .or(Some(first))
    }
}

/// Whitespace, NUL and byte-order-mark bytes between messages are not reported as junk.
fn is_filler(b: u8) -> bool {
    b == 0
        || b.is_ascii_whitespace()
        || b == 0xFE
        || b == 0xFF
        || b == 0xEF
        || b == 0xBB
        || b == 0xBF
}

fn unit(enc: Encoding) -> usize {
    match enc {
        Encoding::Utf8 => 1,
        _ => 2,
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Finds `needle` at an offset that is a multiple of `align` (a UTF-16 code unit boundary).
fn find_aligned(hay: &[u8], needle: &[u8], align: usize) -> Option<usize> {
    let mut from = 0;
    while let Some(pos) = find(&hay[from..], needle) {
        let at = from + pos;
        if at % align == 0 {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// A message as the spec sends it: UTF-16 big-endian, no byte-order mark.
pub fn encode_utf16be(xml: &str) -> Vec<u8> {
    xml.encode_utf16().flat_map(u16::to_be_bytes).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(dec: &mut FrameDecoder) -> Vec<Result<String, FrameError>> {
        std::iter::from_fn(|| dec.next_frame()).collect()
    }

    #[test]
    fn one_message_in_single_bytes() {
        let wire = encode_utf16be("<mos><heartbeat/></mos>");
        let mut dec = FrameDecoder::default();
        let mut got = vec![];
        for b in &wire {
            dec.push(&[*b]);
            got.extend(frames(&mut dec));
        }
        assert_eq!(got, vec![Ok("<mos><heartbeat/></mos>".to_string())]);
        assert_eq!(dec.pending(), 0);
    }

    #[test]
    fn several_messages_in_one_read_with_junk_between() {
        let mut wire = encode_utf16be("<mos><a/></mos>");
        wire.extend(encode_utf16be("garbage"));
        wire.extend(encode_utf16be("\r\n<mos><b>x</b></mos>"));
        let mut dec = FrameDecoder::default();
        dec.push(&wire);
        let got = frames(&mut dec);
        assert_eq!(got.len(), 3, "{got:?}");
        assert_eq!(got[0], Ok("<mos><a/></mos>".into()));
        assert!(matches!(got[1], Err(FrameError::Junk(_))));
        assert_eq!(got[2], Ok("<mos><b>x</b></mos>".into()));
    }

    #[test]
    fn utf8_and_utf16le_peers_are_read() {
        let mut dec = FrameDecoder::default();
        dec.push("<mos><ü/></mos>".as_bytes());
        let le: Vec<u8> = "<mos><é/></mos>"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        dec.push(&le);
        assert_eq!(
            frames(&mut dec),
            vec![Ok("<mos><ü/></mos>".into()), Ok("<mos><é/></mos>".into())]
        );
    }

    #[test]
    fn oversized_message_is_dropped_and_the_next_one_read() {
        let mut dec = FrameDecoder::new(200);
        dec.push(&encode_utf16be("<mos><x>"));
        dec.push(&encode_utf16be(&"a".repeat(300)));
        let got = frames(&mut dec);
        assert_eq!(got[0], Err(FrameError::Oversized { limit: 200 }));
        assert!(got.iter().all(Result::is_err), "{got:?}");
        assert!(dec.pending() < 20, "the dropped bytes are not kept");
        dec.push(&encode_utf16be("</x></mos><mos><ok/></mos>"));
        let got = frames(&mut dec);
        assert_eq!(
            got.last(),
            Some(&Ok("<mos><ok/></mos>".to_string())),
            "{got:?}"
        );
        assert!(dec.pending() < 10);
    }

    #[test]
    fn lone_surrogate_is_a_bad_encoding() {
        let mut wire = encode_utf16be("<mos>");
        wire.extend([0xD8, 0x00]);
        wire.extend(encode_utf16be("</mos>"));
        let mut dec = FrameDecoder::default();
        dec.push(&wire);
        assert_eq!(frames(&mut dec), vec![Err(FrameError::BadEncoding)]);
    }

    #[test]
    fn a_mosid_tag_is_not_a_message_start() {
        let mut dec = FrameDecoder::default();
        dec.push(&encode_utf16be("<mosID>x</mosID><mos><a/></mos>"));
        let got = frames(&mut dec);
        assert_eq!(got.last(), Some(&Ok("<mos><a/></mos>".to_string())));
    }
}
