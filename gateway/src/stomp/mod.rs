//! STOMP 1.2 over the websocket at `/ws` (docs/asyncapi.yaml), cut by layer as mini-redis is:
//! [`frame`] (what a frame is and how it is written) -> [`parse`] (reading frames from bytes) ->
//! [`session`] (one client's connection: CONNECT, SUBSCRIBE, heart-beats, fan-out from the bus).

pub mod frame;
pub mod parse;
pub mod session;

pub use session::serve;
