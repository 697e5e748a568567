//! # newsroom-ii
//!
//! The Intelligent Interface (II) protocol of character generators: Chyron's Lyric/Duet "Intelligent
//! Interface", also spoken by other vendors' II emulations (CasparCG's `CII` server). Pure: no sockets,
//! no clocks; the `devices` service writes the bytes of [`Command::encode`] to its TCP connection and
//! feeds what comes back to a [`LineDecoder`]. docs/devices.md lists the commands and their sources.
//!
//! ## The wire (as Newsroom speaks it)
//! - A command is tokens separated by `\`, ended by `\\` and CR LF: `V\5\13\1\1\100\0\Ana\Reporter\\`.
//! - There is no escape: a `\` inside a value would end the token, two would end the command, CR or LF
//!   would end the line. Values holding them (or other control characters) are refused
//!   ([`EncodeError`]); an empty value is sent as one space so it cannot make `\\` early.
//! - Text is UTF-8 or ISO-8859-1 ([`Charset`], the device's first registered charset).
//! - The device answers each command with a line: `*` (done) or an error code in hex (`4191`); a
//!   Telnet-style server greets with a banner line first ([`Reply`]).
//!
//! ## Layout
//! - [`charset`]: the text encodings and their names in the registry.
//! - [`command`]: the commands Newsroom sends and their encoding.
//! - [`reply`]: the device's lines cut out of a byte stream, and what each means.

pub mod charset;
pub mod command;
pub mod reply;

pub use charset::Charset;
pub use command::{Command, EncodeError};
pub use reply::{LineDecoder, Reply};
