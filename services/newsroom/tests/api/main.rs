//! Integration tests of the whole newsroom through its REST and STOMP faces, each run against both
//! modes (embedded: SQLite + in-process bus; distributed: PostgreSQL + NATS JetStream + Redis + gRPC
//! over TCP). One binary, as zero-to-production does it.

mod helpers;

mod auth;
mod bad_input;
mod ii;
mod items;
mod live;
mod locks;
mod mos;
mod mos4;
mod mos_profiles;
mod paste;
mod permissions;
mod stomp;
mod stories;
mod templates;
mod timing;
mod ws_device;

use helpers::Mode;

/// Runs an `async fn(Mode)` test once per mode: `<name>::embedded` and `<name>::distributed`. The
/// distributed one fails at once without its servers (`newsroom_test_support::servers::require`);
/// `just test` filters those tests out, and says so, on a machine without them.
#[macro_export]
macro_rules! both_modes {
    ($($name:ident),+ $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn embedded() {
                super::$name($crate::Mode::Embedded).await
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn distributed() {
                newsroom_test_support::servers::require().await;
                super::$name($crate::Mode::Distributed).await
            }
        }
    )+};
}
