//! # newsroom-platform
//!
//! What every Newsroom binary does at start-up, in one place:
//! - [`init_tracing`]: structured logs on stderr, filtered by `RUST_LOG` (default `info`);
//! - [`shutdown_signal`]: a future that completes on Ctrl-C or SIGTERM, for graceful shutdown;
//! - [`connect_database`]: a sea-orm connection to SQLite (embedded mode) or PostgreSQL (distributed);
//! - [`migrate`]: the versioned SQL migrations of a service; [`like`]: a literal LIKE pattern;
//! - [`secret`]: [`secret::SecretKey`], which seals secrets kept at rest (device and directory
//!   passwords);
//! - [`service`]: every service's settings ([`ServiceArgs`], [`RedisArgs`]), [`bind`] and
//!   [`serve_grpc`] (its API beside the gRPC health service);
//! - [`slots`]: counted places for long-lived connections (per user, per address, in all).
//!
//! OpenTelemetry export is not wired yet (see deploy/README.md).

pub mod secret;
pub mod service;
pub mod slots;

use std::time::Duration;

use anyhow::Context;
use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection};

pub use service::{
    AGENCY, AUTH, CHAT, DEVICES, DOCUMENTS, RUNDOWNS, RedisArgs, ServiceArgs, ServiceName, bind,
    serve_grpc,
};

/// Installs the global tracing subscriber once; later calls are no-ops (tests call it repeatedly).
pub fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .try_init();
}

/// Completes when the process is asked to stop (Ctrl-C or SIGTERM).
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
    tracing::info!("shutdown requested");
}

/// Connects to `url`: `sqlite://path/file.db?mode=rwc` or `postgres://user@host:port/db`.
///
/// SQLite gets foreign keys, WAL and a busy timeout, and a single connection (SQLite has one writer).
///
/// # Errors
/// When the database cannot be reached or opened.
pub async fn connect_database(url: &str) -> anyhow::Result<DatabaseConnection> {
    let sqlite = url.starts_with("sqlite:");
    let mut opts = ConnectOptions::new(url.to_owned());
    opts.sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10));
    if sqlite {
        opts.max_connections(1).min_connections(1);
    } else {
        opts.max_connections(10);
    }
    if url.starts_with("postgres") {
        ensure_postgres_database(url).await?;
    }
    let db = Database::connect(opts)
        .await
        .with_context(|| format!("connecting to {}", redact(url)))?;
    if sqlite {
        for pragma in [
            "PRAGMA foreign_keys = ON",
            "PRAGMA journal_mode = WAL",
            "PRAGMA busy_timeout = 5000",
        ] {
            db.execute_unprepared(pragma)
                .await
                .with_context(|| pragma.to_owned())?;
        }
    }
    Ok(db)
}

/// Creates the PostgreSQL database named in `url` when it does not exist yet (a first start, a new
/// test), connecting to the server's `postgres` database to do so.
async fn ensure_postgres_database(url: &str) -> anyhow::Result<()> {
    let (base, rest) = url
        .rsplit_once('/')
        .context("a PostgreSQL URL names its database")?;
    let name = rest.split('?').next().unwrap_or_default();
    anyhow::ensure!(
        !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
        "database name {name:?} must be letters, digits and underscores"
    );
    if Database::connect(url).await.is_ok() {
        return Ok(());
    }
    let admin = Database::connect(format!("{base}/postgres"))
        .await
        .with_context(|| format!("connecting to {}", redact(&format!("{base}/postgres"))))?;
    match admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
    {
        Ok(_) => tracing::info!(database = name, "database created"),
        // Another process created it meanwhile.
        Err(e) if e.to_string().contains("already exists") => {}
        Err(e) => return Err(e).with_context(|| format!("creating database {name}")),
    }
    Ok(())
}

/// `url` without its password, for logs.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let creds = &url[s + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{}:***{}", &url[..s + 3], user, &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn first_id_statements_name_a_table_and_a_positive_id() {
        assert_eq!(
            super::first_id("FIRST ID documents 1000000000000"),
            Some(("documents", 1_000_000_000_000))
        );
        assert_eq!(super::first_id("FIRST ID docs; DROP 5"), None);
        assert_eq!(super::first_id("FIRST ID documents 0"), None);
        assert_eq!(super::first_id("CREATE TABLE x (id {id})"), None);
    }

    #[test]
    fn redact_hides_passwords_only() {
        assert_eq!(
            super::redact("postgres://u:secret@h/db"),
            "postgres://u:***@h/db"
        );
        assert_eq!(super::redact("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(super::redact("sqlite://x.db"), "sqlite://x.db");
    }
}

/// One versioned schema change: a name and SQL statements separated by `;`. The text `{id}` stands for
/// an auto-increment 64-bit primary key (`BIGSERIAL PRIMARY KEY` on PostgreSQL, `INTEGER PRIMARY KEY
/// AUTOINCREMENT` on SQLite); the statement `FIRST ID <table> <n>` makes the empty table's next id
/// `n` (its sequence on PostgreSQL, `sqlite_sequence` on SQLite); everything else must be SQL both
/// engines accept.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// Unique and ordered, e.g. `0001_users`.
    pub version: &'static str,
    /// The statements.
    pub sql: &'static str,
}

/// A LIKE pattern matching `text` literally (`%`, `_` and `\\` escaped with `\\`): anywhere in the
/// value (`anywhere`) or at its start. Lower-case both sides for a case-insensitive match (SQLite's
/// `lower` folds ASCII only).
pub fn like(text: &str, anywhere: bool) -> sea_orm::sea_query::LikeExpr {
    let text = text
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    let pattern = if anywhere {
        format!("%{text}%")
    } else {
        format!("{text}%")
    };
    sea_orm::sea_query::LikeExpr::new(pattern).escape('\\')
}

/// `FIRST ID <table> <n>`: the table (a plain name) and its first id.
fn first_id(stmt: &str) -> Option<(&str, i64)> {
    let rest = stmt.strip_prefix("FIRST ID ")?;
    let (table, n) = rest.split_once(' ')?;
    let ok = !table.is_empty()
        && table
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_');
    let n = n.trim().parse::<i64>().ok().filter(|n| *n > 0)?;
    ok.then_some((table, n))
}

/// Applies the `migrations` of `service` not applied yet, each in its own transaction, in order, and
/// records them in `schema_migrations` (docs/adr/0001-sql-migrations.md says why not sea-orm-migration).
///
/// # Errors
/// When a statement fails; that migration is rolled back and start-up must stop.
pub async fn migrate(
    db: &DatabaseConnection,
    service: &str,
    migrations: &[Migration],
) -> anyhow::Result<()> {
    use sea_orm::{DbBackend, Statement, TransactionTrait};
    let backend = db.get_database_backend();
    db.execute_unprepared(
        "CREATE TABLE IF NOT EXISTS schema_migrations (service TEXT NOT NULL, version TEXT NOT NULL, \
         PRIMARY KEY (service, version))",
    )
    .await
    .context("creating schema_migrations")?;
    let id = match backend {
        DbBackend::Postgres => "BIGSERIAL PRIMARY KEY",
        _ => "INTEGER PRIMARY KEY AUTOINCREMENT",
    };
    for m in migrations {
        let applied = db
            .query_one_raw(Statement::from_sql_and_values(
                backend,
                match backend {
                    DbBackend::Postgres => {
                        "SELECT 1 AS x FROM schema_migrations WHERE service = $1 AND version = $2"
                    }
                    _ => "SELECT 1 AS x FROM schema_migrations WHERE service = ? AND version = ?",
                },
                [service.into(), m.version.into()],
            ))
            .await
            .context("reading schema_migrations")?
            .is_some();
        if applied {
            continue;
        }
        let txn = db.begin().await.context("starting a migration")?;
        for stmt in m.sql.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let sql = match first_id(stmt) {
                Some((table, first)) => match backend {
                    DbBackend::Postgres => format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', 'id'), {})",
                        first - 1
                    ),
                    _ => format!(
                        "INSERT INTO sqlite_sequence (name, seq) VALUES ('{table}', {})",
                        first - 1
                    ),
                },
                None => stmt.replace("{id}", id),
            };
            txn.execute_unprepared(&sql)
                .await
                .with_context(|| format!("migration {service}/{}: {stmt}", m.version))?;
        }
        txn.execute_raw(Statement::from_sql_and_values(
            backend,
            match backend {
                DbBackend::Postgres => {
                    "INSERT INTO schema_migrations (service, version) VALUES ($1, $2)"
                }
                _ => "INSERT INTO schema_migrations (service, version) VALUES (?, ?)",
            },
            [service.into(), m.version.into()],
        ))
        .await
        .context("recording a migration")?;
        txn.commit().await.context("committing a migration")?;
        tracing::info!(service, version = m.version, "migration applied");
    }
    Ok(())
}
