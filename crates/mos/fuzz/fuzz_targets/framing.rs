//! The whole read path of a MOS socket: arbitrary bytes, cut into reads of arbitrary sizes, go through
//! the frame decoder; every message it hands out goes through the parser, and every parsed message must
//! survive a write and a second read unchanged. Nothing may panic, and the decoder's buffer must stay
//! bounded by its limit.
#![no_main]

use libfuzzer_sys::fuzz_target;
use newsroom_mos::{FrameDecoder, parse_message, write_message};

const LIMIT: usize = 4096;

fuzz_target!(|data: &[u8]| {
    let Some((&cut, rest)) = data.split_first() else {
        return;
    };
    let step = usize::from(cut % 64) + 1;
    let mut dec = FrameDecoder::new(LIMIT);
    for chunk in rest.chunks(step) {
        dec.push(chunk);
        while let Some(frame) = dec.next_frame() {
            if let Ok(text) = frame
                && let Ok(env) = parse_message(&text)
            {
                let again = parse_message(&write_message(&env))
                    .expect("a message Newsroom writes is read back");
                assert_eq!(again, env, "write/read round trip");
            }
        }
        assert!(dec.pending() <= LIMIT + 64, "decoder buffer bounded");
    }
});
