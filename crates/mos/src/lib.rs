//! # newsroom-mos
//!
//! The MOS Protocol message core shared by the 2.8.5 TCP transport and the 4.0 WebSocket transport of
//! the `devices` service. Pure: no sockets, no clocks, no tasks; the transports feed bytes in and take
//! bytes out. References are to the MOS Protocol 2.8.5 specification (<https://mosprotocol.com>).
//!
//! ## Layout (cut like mini-redis: bytes -> frames -> tree -> messages)
//! - [`frame`]: the byte stream of one socket cut into `<mos>...</mos>` messages: UCS-2 / UTF-16BE
//!   (the spec's encoding, §1.3), tolerant of partial reads, several messages per read, junk between
//!   messages, a UTF-8 or UTF-16LE peer; bounded so an oversized message cannot exhaust memory.
//! - [`xml`]: a small element tree over quick-xml that keeps the raw text of every element, so
//!   `mosExternalMetadata` and story bodies pass through byte for byte.
//! - [`message`]: the typed messages (profiles 0-4) and [`message::Envelope`].
//! - [`parse`]: tree -> message, lenient (`YES`/`NO` and `true`/`false`, missing `messageID` from older
//!   peers, IDs with `;` and `\`, element names in any case, unknown elements ignored).
//! - [`write`]: message -> XML, strict: DTD element order, escaped text, MOS time format.
//! - [`time`]: MOS times (`2009-04-11T17:20:42,000Z`) and durations (`hh:mm:ss`, timebase units).

pub mod frame;
pub mod message;
pub mod parse;
pub mod time;
pub mod write;
pub mod xml;

pub use frame::{FrameDecoder, FrameError, encode_utf16be};
pub use message::{Body, Envelope};
pub use parse::{ParseError, parse_message};
pub use write::write_message;
