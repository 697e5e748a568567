//! The whole read path of a STOMP websocket: arbitrary bytes, cut into messages of arbitrary sizes,
//! go through the frame reader as the gateway's sessions feed it. Nothing may panic; the buffer stays
//! bounded by the largest frame (a frame in progress beyond it is refused); and every frame read is
//! written by the writer and read back the same (the writer adds `content-length` to a body that had
//! none, nothing else).
#![no_main]

use bytes::BytesMut;
use libfuzzer_sys::fuzz_target;
use newsroom_stomp::frame::Frame;
use newsroom_stomp::parse::{Parsed, parse};

const LIMIT: usize = 4096;

fuzz_target!(|data: &[u8]| {
    let Some((&cut, rest)) = data.split_first() else {
        return;
    };
    let step = usize::from(cut % 64) + 1;
    let mut buf = BytesMut::new();
    'read: for chunk in rest.chunks(step) {
        buf.extend_from_slice(chunk);
        loop {
            match parse(&mut buf, LIMIT) {
                Ok(Some(Parsed::Frame(frame))) => round_trip(&frame),
                Ok(Some(Parsed::Heartbeat)) => {}
                Ok(None) => break,
                // The session answers with an ERROR frame and closes.
                Err(_) => break 'read,
            }
        }
        assert!(buf.len() <= LIMIT + step, "buffer bounded: {} bytes", buf.len());
    }
});

fn round_trip(frame: &Frame) {
    let mut wire = BytesMut::from(&frame.encode()[..]);
    let again = match parse(&mut wire, usize::MAX) {
        Ok(Some(Parsed::Frame(f))) => f,
        other => panic!("a frame the writer wrote is not read back: {other:?} for {frame:?}"),
    };
    assert!(wire.is_empty(), "bytes left after the frame written");
    let mut expected = frame.clone();
    if !frame.body.is_empty() && frame.get("content-length").is_none() {
        expected = expected.header("content-length", frame.body.len().to_string());
    }
    assert_eq!(again, expected, "write/read round trip");
}
