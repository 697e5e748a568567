//! # newsroom-stomp
//!
//! STOMP 1.2 frames (<https://stomp.github.io/stomp-specification-1.2.html>), without IO:
//! [`frame`] (what a frame is and how it is written) -> [`parse`] (reading frames from a buffer that
//! fills up chunk by chunk, bounded by a largest frame). The gateway's websocket sessions use it;
//! so do the tests' STOMP clients, and the `frames` fuzz target (`crates/stomp/fuzz`).

pub mod frame;
pub mod parse;
