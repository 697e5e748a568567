//! # newsroom-rundowns
//!
//! Programs, rundowns, blocks and stories: the rules of web.md sections 3-5 for the rundown slice,
//! live timing from `newsroom_domain::timing`, and an event on the bus for every change
//! (`newsroom.rundowns.<id>.events`, protobuf `RundownEvent`).
//!
//! ## Layout
//! - [`grpc`]: the `newsroom.rundowns.v1.Rundowns` server (tonic `Status` stays there);
//! - [`service`]: the rules, the revision/publish sequence, the demo seed;
//! - [`store`]: the [`store::RundownStore`] trait and its sea-orm implementation;
//! - [`view`]: domain values as protobuf messages;
//! - [`locks`]: story edit locks in memory or Redis.
//! - [`open`] and [`run`]: start-up and the distributed-mode server.

pub mod grpc;
pub mod locks;
pub mod service;
pub mod store;
pub mod view;

use std::future::Future;
use std::sync::Arc;

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

/// Serves the rundowns gRPC API on `listener` until `shutdown` completes.
///
/// # Errors
/// When the server fails.
pub async fn run(
    service: Arc<RundownService<store::SeaStore>>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (reporter, health_service) = tonic_health::server::health_reporter();
    reporter
        .set_serving::<RundownsServer<grpc::RundownsGrpc<store::SeaStore>>>()
        .await;
    tonic::transport::Server::builder()
        .add_service(health_service)
        .add_service(RundownsServer::new(grpc::RundownsGrpc::new(service)))
        .serve_with_incoming_shutdown(
            tokio_stream::wrappers::TcpListenerStream::new(listener),
            shutdown,
        )
        .await
        .context("rundowns gRPC server")
}
