//! # newsroom-documents
//!
//! The documents service (issue 13; docs/adr/0003-documents.md): every document kind but stories.
//! Built so far: assignments (guidelines) with who sees them (private documents, programs restricted
//! to groups), revisions as optimistic concurrency, states, the trash, edit locks (the shared rules of
//! `newsroom_locks`, [`locking`]), copies, the counter, the state-lock setting, and an event on the bus
//! for every change and lock ([`events`]), reference data ([`references`]: classifications,
//! editorials, types, vehicles), the desk's default grouping, revisions with a diff
//! ([`revisions`]) and the general search ([`search`]: an index per replica fed by the bus);
//! reportages ([`reportages`]) on the same document base ([`kinds`] says what differs by kind),
//! productions, files, and teams with their schedule ([`teams`]). To come: reports, rounds.
//!
//! ## Layout
//! - [`grpc`]: the `newsroom.documents.v1.Documents` server: wire values parsed into domain types,
//!   tonic `Status` stays there;
//! - [`service`]: the rules over typed values;
//! - [`store`]: [`store::DocumentStore`], [`store::ReferenceStore`] and their sea-orm
//!   implementation (ids from 10^12);
//! - [`directory`]: the programs the caller may see and the users that exist, asked of the rundowns
//!   and auth services;
//! - [`open`] and [`run`]: start-up and the distributed-mode server.
//!
//! Tests: the whole newsroom through REST in both modes (`services/newsroom/tests/api/assignments.rs`).

pub mod contacts;
pub mod directory;
pub mod events;
pub mod files;
pub mod graphics;
pub mod grpc;
pub mod housekeeping;
pub mod kinds;
pub mod locking;
pub mod mail;
pub mod productions;
pub mod proposals;
pub mod references;
pub mod reportages;
pub mod reports;
pub mod revisions;
pub mod rounds;
pub mod search;
pub mod service;
pub mod store;
pub mod stories;
pub mod teams;
mod wire;

use std::future::Future;
use std::sync::Arc;

use anyhow::Context;
use newsroom_proto::documents::v1::documents_server::DocumentsServer;
use newsroom_proto::transport::Transport;

pub use service::DocumentService;

/// Connects to `database_url`, migrates, and returns the service, asking `auth` and `rundowns`
/// (transports to those services) about users and programs, and publishing its events on `bus`.
///
/// # Errors
/// When the database cannot be opened or migrated.
pub async fn open(
    database_url: &str,
    auth: Transport,
    rundowns: Transport,
    bus: newsroom_bus::SharedBus,
) -> anyhow::Result<DocumentService<store::SeaStore>> {
    let db = newsroom_platform::connect_database(database_url).await?;
    let store = store::SeaStore::new(db);
    store
        .migrate()
        .await
        .context("migrating the documents database")?;
    let index = newsroom_search::SearchIndex::new().context("creating the search index")?;
    Ok(DocumentService::new(
        store,
        directory::Directory::new(auth, rundowns),
        bus,
        index,
    ))
}

/// The gRPC server of `service`, reading the caller from the request metadata.
pub fn server(
    service: Arc<DocumentService<store::SeaStore>>,
) -> newsroom_proto::caller::CallerScope<DocumentsServer<grpc::DocumentsGrpc<store::SeaStore>>> {
    newsroom_proto::caller::CallerScope(DocumentsServer::new(grpc::DocumentsGrpc::new(service)))
}

/// Serves the documents gRPC API on `listener` until `shutdown` completes.
///
/// # Errors
/// When the server fails.
pub async fn run(
    service: Arc<DocumentService<store::SeaStore>>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    newsroom_platform::serve_grpc(server(service), listener, shutdown).await
}
