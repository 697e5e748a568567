//! The parser alone on arbitrary text (what a WebSocket text frame or a decoded frame holds): no panic,
//! and what it reads survives a write/read round trip.
#![no_main]

use libfuzzer_sys::fuzz_target;
use newsroom_mos::{parse_message, write_message};

fuzz_target!(|text: &str| {
    if let Ok(env) = parse_message(text) {
        let again =
            parse_message(&write_message(&env)).expect("a message Newsroom writes is read back");
        assert_eq!(again, env, "write/read round trip");
    }
});
