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

/// True when the distributed servers answer; outside CI a machine without them skips those tests.
pub async fn distributed_available() -> bool {
    let ok = tokio::net::TcpStream::connect("127.0.0.1:5432")
        .await
        .is_ok()
        && tokio::net::TcpStream::connect("127.0.0.1:4222")
            .await
            .is_ok()
        && tokio::net::TcpStream::connect("127.0.0.1:6379")
            .await
            .is_ok();
    if !ok {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have PostgreSQL, NATS and Redis running"
        );
        eprintln!(
            "SKIPPED: PostgreSQL/NATS/Redis not reachable on 127.0.0.1; distributed-mode test not run"
        );
    }
    ok
}

/// Runs an `async fn(Mode)` test once per mode.
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
                if $crate::distributed_available().await {
                    super::$name($crate::Mode::Distributed).await
                }
            }
        }
    )+};
}
