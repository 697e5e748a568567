//! # newsroom-test-support
//!
//! What Newsroom's tests share, and nothing a running newsroom needs (a dev-dependency only; it
//! depends on no service crate, so every service can use it in its own tests).
//!
//! ## Layout
//! - [`servers`]: the PostgreSQL, NATS and Redis servers of the distributed-mode tests ([`servers::require`]
//!   fails a test at once, with the command to start them, when one is missing) and fresh
//!   PostgreSQL databases ([`servers::TestDatabase`]);
//! - [`rundowns`]: typed builders of rundown layouts and stories ([`rundowns::RundownBuilder`],
//!   [`rundowns::StoryBuilder`]), domain values any store or API can take;
//! - [`devices`]: [`devices::DeviceBuilder`], a device as `POST /api/devices` takes it;
//! - [`ldap`]: a real OpenLDAP `slapd` on a free loopback port with users and groups loaded from an
//!   LDIF ([`ldap::Slapd`]), for the directory-service tests.
//! - [`smtp`]: [`smtp::SmtpServer`], a real SMTP server (aiosmtpd) for the mail tests.
//!
//! Distributed-mode tests are named `...::distributed`; the test recipe (`just test-rust`) filters them
//! out, and says so, on a machine without the servers (never in CI), so a skipped test is reported as
//! filtered out, never as passed.

pub mod devices;
pub mod ldap;
pub mod rundowns;
pub mod s3;
pub mod servers;
pub mod smtp;
