//! The sea-orm implementation of the store traits, one file per concern:
//!
//! - `programs`, `rundowns`, `stories`, `text`, `templates`, `logs`, `trash`: one trait each;
//! - `rows`: each table's row to its domain value and back ([`StoreError::Corrupt`] for a value
//!   no write makes);
//! - `write`: the `Write` transaction that bumps revisions, and the ordering helpers;
//! - here: the connection and its transactions.

mod housekeeping;
mod logs;
mod programs;
mod rows;
mod rundowns;
mod stories;
mod templates;
mod text;
mod trash;
mod write;

use sea_orm::{
    AccessMode, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr, IsolationLevel, SqlErr,
    TransactionTrait,
};

use crate::store::StoreError;
use write::Write;

/// Programs and rundowns in a SQL database.
#[derive(Clone)]
pub struct SeaStore {
    db: DatabaseConnection,
}

fn db_err(e: DbErr) -> StoreError {
    match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(m)) => StoreError::Duplicate(m),
        _ => StoreError::Database(e),
    }
}

impl SeaStore {
    /// Wraps a connection.
    pub fn new(db: DatabaseConnection) -> Self {
        SeaStore { db }
    }

    /// Brings the schema up to date.
    ///
    /// # Errors
    /// When a migration fails.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        newsroom_platform::migrate(&self.db, "rundowns", super::migrations::ALL).await
    }

    /// Begins a write; see [`Write`].
    async fn write(&self) -> Result<Write, StoreError> {
        Ok(Write {
            txn: self.db.begin().await.map_err(db_err)?,
        })
    }

    /// A read-only transaction that sees one snapshot of the database: REPEATABLE READ on
    /// PostgreSQL; on SQLite every transaction already reads one snapshot.
    async fn read_txn(&self) -> Result<DatabaseTransaction, StoreError> {
        match self.db.get_database_backend() {
            DbBackend::Postgres => self
                .db
                .begin_with_config(
                    Some(IsolationLevel::RepeatableRead),
                    Some(AccessMode::ReadOnly),
                )
                .await
                .map_err(db_err),
            _ => self.db.begin().await.map_err(db_err),
        }
    }
}
