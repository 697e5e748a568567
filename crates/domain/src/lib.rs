//! # newsroom-domain
//!
//! The pure heart of Newsroom: no IO, no async, no database. Everything here is deterministic and
//! unit-tested; services and the gateway wrap it with transport and storage.
//!
//! ## Layout
//! - [`time`]: [`time::Duration`] (ISO-8601, whole seconds) and [`time::TimeOfDay`] (`HH:mm:ss`).
//! - [`ids`]: typed IDs (a `StoryId` cannot be passed as a `BlockId`).
//! - [`permission`]: areas x levels and the `ROLE_<AREA>_<LEVEL>` strings (web.md section 6).
//! - [`rundown`]: rundown, block and story entities, their constrained fields and field patches.
//! - [`timing`]: the one implementation of `../shared/spec/timing.md`.
//! - [`items`]: media and CG items of stories, and the VT their media give.
//! - [`script`]: a story's script (rich text items) and its reading time.
//! - [`template`]: rundown templates, repagination.
//! - [`display`]: display status (BLANK / PLAY / STOP) and the stop times it sets.
//! - [`document`]: document states and the assignment's fields and visibility rules.
//! - [`team`]: teams (crews) and their schedule by day, one-day and forward changes.
//! - [`reportage`]: reportages (news reports): sections, reading time, from an assignment.
//! - [`log`]: the actions of a rundown's log.
//! - [`branch`]: branches, the clients' languages and the installation's configuration.
//! - [`licence`]: what a verified licence grants and whether a login is admitted.
//! - [`lock`]: the holder tag clients see for an edit lock.
//! - [`text`]: the characters every text field may hold (what XML 1.0 allows).
//! - [`error`]: the error code table shared by every service and the gateway.

pub mod branch;
pub mod contact;
pub mod display;
pub mod document;
pub mod error;
pub mod ids;
pub mod items;
pub mod licence;
pub mod lock;
pub mod log;
pub mod permission;
pub mod production;
pub mod proposal;
pub mod reference;
pub mod report;
pub mod reportage;
pub mod revision;
pub mod round;
pub mod rundown;
pub mod rundown_settings;
pub mod script;
pub mod search;
pub mod team;
pub mod template;
pub mod text;
pub mod time;
pub mod timing;

pub use error::{ErrorCode, FieldCode, FieldError, FieldErrors, FieldMessage};
