//! Property tests of the II codec: whatever the field values, a command either is refused or reads
//! back as exactly the values sent, with its terminator only at the end; lines come out of a stream
//! cut anywhere, and no input makes the decoder grow without bound.

use newsroom_ii::reply::MAX_LINE;
use newsroom_ii::{Charset, Command, LineDecoder};
use proptest::prelude::*;

fn charset() -> impl Strategy<Value = Charset> {
    prop_oneof![Just(Charset::Utf8), Just(Charset::Latin1)]
}

/// Values mixing plain text with the characters that matter: `\`, CR, LF, tab, `þ`, `€`, emoji.
fn value() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            6 => "[a-zA-Z0-9 .,:'-]",
            1 => Just("\\".to_string()),
            1 => Just("\r".to_string()),
            1 => Just("\n".to_string()),
            1 => Just("\t".to_string()),
            1 => Just("ã".to_string()),
            1 => Just("þ".to_string()),
            1 => Just("€".to_string()),
            1 => Just("🎬".to_string()),
        ],
        0..12,
    )
    .prop_map(|parts| parts.concat())
}

fn decode(charset: Charset, bytes: &[u8]) -> String {
    charset.decode(bytes)
}

proptest! {
    #[test]
    fn a_command_is_refused_or_reads_back_exactly(
        charset in charset(),
        buffer in 0u8..12,
        message in any::<u32>(),
        display in any::<bool>(),
        fields in prop::collection::vec(value(), 0..6),
    ) {
        let cmd = Command::Read { buffer, message, display, fields: fields.clone() };
        let breaks = |v: &String| v.chars().any(|c| c == '\\' || c.is_control() || !charset.can_encode(c));
        match cmd.encode(charset) {
            Err(_) => prop_assert!(buffer > 9 || fields.iter().any(breaks)),
            Ok(wire) => {
                prop_assert!(buffer <= 9 && !fields.iter().any(breaks));
                prop_assert!(wire.ends_with(b"\\\\\r\n"));
                let body = &wire[..wire.len() - 4];
                prop_assert!(!body.contains(&b'\r') && !body.contains(&b'\n'));
                prop_assert!(!body.windows(2).any(|w| w == b"\\\\"), "terminator mid-command");
                let text = decode(charset, body);
                let tokens: Vec<&str> = text.split('\\').collect();
                let display = if display { "1" } else { "0" };
                let (buffer, message) = (buffer.to_string(), message.to_string());
                let head = ["V", "5", "13", "1", buffer.as_str(), message.as_str(), display];
                prop_assert_eq!(&tokens[..7], &head[..]);
                let sent: Vec<String> = fields.iter().map(|f| if f.is_empty() { " ".to_string() } else { f.clone() }).collect();
                prop_assert_eq!(tokens[7..].to_vec(), sent);
            }
        }
    }

    #[test]
    fn lines_survive_any_cut(
        lines in prop::collection::vec("[ -~]{0,40}", 0..10),
        cuts in prop::collection::vec(1usize..16, 1..40),
        lf_only in any::<bool>(),
    ) {
        let eol = if lf_only { "\n" } else { "\r\n" };
        let stream: String = lines.iter().map(|l| format!("{l}{eol}")).collect();
        let bytes = stream.as_bytes();
        let mut d = LineDecoder::default();
        let mut out = vec![];
        let (mut at, mut i) = (0, 0);
        while at < bytes.len() {
            let n = cuts[i % cuts.len()].min(bytes.len() - at);
            d.push(&bytes[at..at + n]);
            at += n;
            i += 1;
            while let Some(l) = d.next_line(Charset::Utf8) {
                out.push(l);
            }
        }
        // A line ending in CR before its LF loses that CR: the printable lines here never do.
        prop_assert_eq!(out, lines);
        prop_assert_eq!(d.pending(), 0);
    }

    #[test]
    fn any_bytes_keep_the_decoder_bounded(
        chunks in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..(MAX_LINE * 2)), 0..6),
    ) {
        let mut d = LineDecoder::default();
        for c in &chunks {
            d.push(c);
            // Reading every complete line after each read leaves at most one unfinished line.
            while d.next_line(Charset::Latin1).is_some() {}
            prop_assert!(d.pending() <= MAX_LINE);
        }
    }
}
