//! # newsroom-auth
//!
//! Who is who and who may do what: users (argon2id password hashes), groups granting a level per area
//! (web.md section 6), and sessions. A login yields a JWT (HS256) whose `jti` names a session kept in
//! a [`sessions::SessionStore`] (Redis when distributed, memory when embedded), so a logout or an
//! administrator revokes it at once even though the token has not expired.
//!
//! ## Layout
//! - [`grpc`]: the `newsroom.auth.v1.Auth` server (tonic `Status` stays there);
//! - [`service`]: login, logout, authenticate, the demo seed;
//! - [`store`]: the [`store::AuthStore`] trait and its sea-orm implementation (SQLite and PostgreSQL);
//! - [`sessions`]: session stores;
//! - [`directory`]: the directory service (LDAP / Active Directory) over `ldap3`: the connection
//!   test, the users a synchronisation reads, the bind of a directory user's login.
//! - [`run`]: the distributed-mode server on a given listener; [`spawn_retention`] prunes the
//!   access log to its retention.

pub mod directory;
pub mod grpc;
pub mod service;
pub mod sessions;
pub mod store;
pub mod throttle;

use std::future::Future;
use std::sync::Arc;

use anyhow::Context;
use newsroom_proto::auth::v1::auth_server::AuthServer;

pub use service::{AuthService, AuthSettings, JwtSecret, LicenceKey, issue_licence};

/// On a fresh installation, creates the administrator (`admin`, group "Administrators") and logs the
/// one-time password once ([`AuthService::bootstrap`]); on later starts does nothing.
///
/// # Errors
/// When storage fails.
pub async fn first_start(service: &AuthService<store::SeaStore>) -> anyhow::Result<()> {
    if let Some(password) = service
        .bootstrap()
        .await
        .context("creating the administrator")?
    {
        tracing::warn!(
            login = "admin",
            password = %password,
            "first start: log in as admin with this one-time password; you will choose your own at \
             the first login (it is shown only this once)"
        );
    }
    Ok(())
}

/// Connects to `database_url`, migrates, and returns the service over the sea-orm store.
///
/// # Errors
/// When the database cannot be opened or migrated.
pub async fn open(
    database_url: &str,
    sessions: Arc<dyn sessions::SessionStore>,
    secret: JwtSecret,
) -> anyhow::Result<AuthService<store::SeaStore>> {
    let db = newsroom_platform::connect_database(database_url).await?;
    let store = store::SeaStore::new(db);
    store
        .migrate()
        .await
        .context("migrating the auth database")?;
    Ok(AuthService::new(store, sessions, secret))
}

/// How often the access log is pruned to its retention.
pub const PRUNE_PERIOD: std::time::Duration = std::time::Duration::from_secs(3600);

/// Starts the task that prunes the access log to its retention ([`AuthService::prune_access_log`]) at
/// once and then every [`PRUNE_PERIOD`]; it ends when the service is dropped.
pub fn spawn_retention<S: store::AuthStore>(
    service: &Arc<AuthService<S>>,
) -> tokio::task::JoinHandle<()> {
    let weak = Arc::downgrade(service);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(PRUNE_PERIOD);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let Some(service) = weak.upgrade() else {
                return;
            };
            if let Err(e) = service.prune_access_log().await {
                tracing::warn!(error = %e, "pruning the access log failed");
            }
        }
    })
}

/// Serves the auth gRPC API on `listener` until `shutdown` completes, with the retention task.
///
/// # Errors
/// When the server fails.
pub async fn run(
    service: AuthService<store::SeaStore>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let service = Arc::new(service);
    let retention = spawn_retention(&service);
    let served = newsroom_platform::serve_grpc(
        AuthServer::new(grpc::AuthGrpc::shared(service)),
        listener,
        shutdown,
    )
    .await;
    retention.abort();
    served
}
