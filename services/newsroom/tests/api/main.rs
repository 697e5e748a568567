//! Integration tests of the whole newsroom through its REST and STOMP faces, each run against both
//! modes (embedded: SQLite + in-process bus; distributed: PostgreSQL + NATS JetStream + Redis + gRPC
//! over TCP). One binary, as zero-to-production does it.

mod helpers;

mod access;
mod assignments;
mod auth;
mod bad_input;
mod contacts;
mod directory;
mod files;
mod ii;
mod installation;
mod items;
mod live;
mod locks;
mod mail;
mod mos;
mod mos4;
mod mos_profiles;
mod paste;
mod permissions;
mod productions;
mod programs;
mod proposals;
mod rbac;
mod references;
mod reportages;
mod reports;
mod rounds;
mod rundown_settings;
mod search;
mod security;
mod stomp;
mod stories;
mod teams;
mod templates;
mod timing;
mod users;
mod ws_device;

use helpers::Mode;

/// Runs an `async fn(Mode)` test once per mode: `<name>::embedded` and `<name>::distributed`. The
/// distributed one fails at once without its servers (`newsroom_test_support::servers::require`);
/// `just test` filters those tests out, and says so, on a machine without them. A scenario that has
/// not ended after [`HANG`] fails as hung, so a stuck test names itself instead of stalling the run.
#[macro_export]
macro_rules! both_modes {
    ($($name:ident),+ $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn embedded() {
                $crate::within_hang_guard(super::$name($crate::Mode::Embedded)).await
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn distributed() {
                newsroom_test_support::servers::require().await;
                $crate::within_hang_guard(super::$name($crate::Mode::Distributed)).await
            }
        }
    )+};
}

/// How long a scenario may run before it counts as hung: far beyond the slowest one (about a minute
/// on a loaded 2-core machine). A guard against a stuck run, not a speed goal.
pub const HANG: std::time::Duration = std::time::Duration::from_secs(600);

/// Runs a scenario, failing it when it has not ended after [`HANG`].
pub async fn within_hang_guard(scenario: impl std::future::Future<Output = ()>) {
    tokio::time::timeout(HANG, scenario)
        .await
        .expect("the scenario hung: it had not ended after ten minutes");
}
