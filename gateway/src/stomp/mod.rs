//! STOMP 1.2 over the websocket at `/ws` (docs/asyncapi.yaml): frames are read and written by
//! `newsroom-stomp` ([`frame`], [`parse`], re-exported here); [`session`] is one client's connection
//! (CONNECT, SUBSCRIBE, heart-beats, fan-out from the bus).

pub use newsroom_stomp::{frame, parse};
pub mod session;

pub use session::serve;
