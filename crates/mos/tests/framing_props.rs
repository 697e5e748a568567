//! Properties of the framing and the parser on arbitrary input: however TCP cuts a stream of
//! messages, the same messages come out in order; arbitrary bytes and text never panic.

use newsroom_mos::{FrameDecoder, encode_utf16be, parse_message};
use proptest::prelude::*;

fn message() -> impl Strategy<Value = String> {
    // Text with markup-looking characters, non-ASCII and characters outside the BMP (surrogate pairs);
    // never empty (a roReq without roID is refused, rightly).
    "[a-zA-Z0-9 ;\\\\<>&é€𝄞]{0,40}".prop_map(|t| {
        let t = t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        format!("<mos><mosID>a</mosID><ncsID>b</ncsID><messageID>1</messageID><roReq><roID>R{t}</roID></roReq></mos>")
    })
}

proptest! {
    #[test]
    fn any_cutting_of_the_stream_gives_the_same_messages(msgs in prop::collection::vec(message(), 1..6), cuts in prop::collection::vec(1usize..50, 0..40)) {
        let wire: Vec<u8> = msgs.iter().flat_map(|m| encode_utf16be(m)).collect();
        let mut dec = FrameDecoder::default();
        let mut got = vec![];
        let mut at: usize = 0;
        for c in cuts.iter().chain(std::iter::once(&usize::MAX)) {
            let end = at.saturating_add(*c).min(wire.len());
            dec.push(&wire[at..end]);
            at = end;
            while let Some(f) = dec.next_frame() {
                got.push(f.expect("a whole message"));
            }
            if at == wire.len() { break; }
        }
        prop_assert_eq!(&got, &msgs);
        for m in &got {
            prop_assert!(parse_message(m).is_ok());
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic_and_stay_bounded(chunks in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..300), 0..20)) {
        let mut dec = FrameDecoder::new(1024);
        for c in &chunks {
            dec.push(c);
            while let Some(f) = dec.next_frame() {
                if let Ok(text) = f {
                    let _ = parse_message(&text);
                }
            }
            prop_assert!(dec.pending() <= 1024 + 300, "buffer bounded: {}", dec.pending());
        }
    }

    #[test]
    fn arbitrary_text_never_panics_the_parser(text in "\\PC{0,200}") {
        let _ = parse_message(&text);
        let _ = parse_message(&format!("<mos>{text}</mos>"));
    }
}
