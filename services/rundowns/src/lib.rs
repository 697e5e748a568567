//! # newsroom-rundowns
//!
//! Programs, rundowns, blocks and stories: the rules of web.md sections 3-5 for the rundown slice,
//! live timing from `newsroom_domain::timing`, and an event on the bus for every change
//! (`newsroom.rundowns.<id>.events`, protobuf `RundownEvent`).
//!
//! ## Layout
//! - [`grpc`]: the `newsroom.rundowns.v1.Rundowns` server: wire values (ids, field patches, JSON,
//!   dates, statuses) are parsed there into domain types, field errors raised there, and tonic
//!   `Status` stays there;
//! - [`service`]: the rules over typed values, the revision/publish sequence, the demo seed;
//! - [`store`]: one trait per concern ([`store::ProgramStore`], [`store::RundownStore`], ...), all of
//!   them [`store::Store`], and the sea-orm implementation; a stored value no write makes is
//!   [`store::StoreError::Corrupt`], never a default;
//! - [`view`]: domain values as protobuf messages;
//! - [`spawn_lock_sweeper`]: announcing the expiries of story edit locks (`newsroom_locks` keeps them);
//! - [`people`]: the names of a program's staff, asked of the auth service;
//! - [`open`] and [`run`]: start-up and the distributed-mode server.
//!
//! Tests: `tests/rundowns/` is one binary: `store` (the sea-orm store on SQLite; `..._distributed` on
//! PostgreSQL), `service` (the rules on an in-memory store and the in-process bus, answers and events
//! checked), `grpc` (the edge called in process).

pub mod grpc;
pub mod people;
pub mod service;
pub mod store;
pub mod view;

use std::future::Future;
use std::sync::{Arc, Weak};
use std::time::Duration;

use anyhow::Context;
use newsroom_bus::SharedBus;
use newsroom_proto::rundowns::v1::rundowns_server::RundownsServer;

pub use service::RundownService;

/// Connects to `database_url`, migrates, and returns the service over the sea-orm store.
///
/// # Errors
/// When the database cannot be opened or migrated.
pub async fn open(
    database_url: &str,
    bus: SharedBus,
) -> anyhow::Result<RundownService<store::SeaStore>> {
    let db = newsroom_platform::connect_database(database_url).await?;
    let store = store::SeaStore::new(db);
    store
        .migrate()
        .await
        .context("migrating the rundowns database")?;
    Ok(RundownService::new(store, bus))
}

/// Starts the task that announces expired edit locks ([`RundownService::sweep_expired_locks`]) every
/// [`newsroom_locks::sweep_period`]; it ends when the service is dropped (or the returned handle aborted).
pub fn spawn_lock_sweeper<S: store::Store>(
    service: &Arc<RundownService<S>>,
) -> tokio::task::JoinHandle<()> {
    newsroom_locks::spawn_sweeper(service, service.lock_ttl(), |service| async move {
        if let Err(e) = service.sweep_expired_locks().await {
            tracing::warn!(error = %e, "sweeping expired edit locks failed");
        }
    })
}

/// How often [`spawn_housekeeping`] looks for rundowns to lock; the trash and logs are purged every
/// 60th time (an hour).
pub const HOUSEKEEPING_PERIOD: Duration = Duration::from_secs(60);

/// Starts the task that locks rundowns their interval after their end
/// ([`RundownService::lock_overdue`]) every [`HOUSEKEEPING_PERIOD`] and purges the trash and logs
/// past their retention ([`RundownService::purge`]) every hour, the first time at once; it ends when
/// the service is dropped. With several replicas each does it: both are idempotent.
pub fn spawn_housekeeping<S: store::Store>(
    service: &Arc<RundownService<S>>,
) -> tokio::task::JoinHandle<()> {
    let weak: Weak<RundownService<S>> = Arc::downgrade(service);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(HOUSEKEEPING_PERIOD);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        for round in 0u64.. {
            tick.tick().await;
            let Some(service) = weak.upgrade() else {
                return;
            };
            let now = chrono::Utc::now();
            if let Err(e) = service.lock_overdue(now).await {
                tracing::warn!(error = %e, "locking rundowns after their end failed");
            }
            if round % 60 == 0
                && let Err(e) = service.purge(now).await
            {
                tracing::warn!(error = %e, "purging the trash and logs failed");
            }
        }
    })
}

/// Serves the rundowns gRPC API on `listener` until `shutdown` completes, with the lock sweeper and
/// the housekeeping.
///
/// # Errors
/// When the server fails.
pub async fn run(
    service: Arc<RundownService<store::SeaStore>>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let sweeper = spawn_lock_sweeper(&service);
    let housekeeping = spawn_housekeeping(&service);
    let served = newsroom_platform::serve_grpc(
        newsroom_proto::caller::CallerScope(RundownsServer::new(grpc::RundownsGrpc::new(service))),
        listener,
        shutdown,
    )
    .await;
    sweeper.abort();
    housekeeping.abort();
    served
}
