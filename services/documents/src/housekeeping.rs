//! The documents' housekeeping (web.md section 9, "Retention settings in days: ... document trash,
//! ... document versions"; issue 13): documents in the trash longer than the trash retention are
//! deleted for good, and versions older than the version retention are deleted, each document's
//! latest kept. The retentions are the newsroom's, shared with stories: the rundown desk's
//! `trashRetentionDays` and `versionRetentionDays` (`/api/rundowns/config`), read from the rundowns
//! service at every sweep, so a change applies at the next one.

use std::sync::{Arc, Weak};
use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::service::{DocumentService, Result};
use crate::store::Store;

/// How often [`spawn_housekeeping`] purges the trash.
pub const PURGE_PERIOD: Duration = Duration::from_secs(3600);
/// How soon it tries again after a failure.
const RETRY_AFTER: Duration = Duration::from_secs(60);

/// The retentions the housekeeping applies, in days; 0: forever.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retention {
    /// Days deleted documents stay in the trash.
    pub trash_days: u32,
    /// Days versions are kept (each document's latest always).
    pub version_days: u32,
}

impl<S: Store> DocumentService<S> {
    /// Deletes for good the documents put in the trash more than `days` days before `now` (0: none),
    /// with their links and revisions; answers how many. A story made from one keeps its link,
    /// which then answers 404 like any deleted document.
    ///
    /// # Errors
    /// [`crate::service::DocumentsError::Unavailable`] when storage fails.
    pub async fn purge_trash(&self, now: DateTime<Utc>, days: u32) -> Result<u64> {
        if days == 0 {
            return Ok(0);
        }
        let purged = self
            .store
            .purge_trash(now - chrono::TimeDelta::days(i64::from(days)))
            .await?;
        if purged > 0 {
            tracing::info!(purged, days, "documents past the trash retention purged");
        }
        Ok(purged)
    }

    /// Deletes the versions saved more than `days` days before `now` (0: none), each document's
    /// latest kept; answers how many.
    ///
    /// # Errors
    /// [`crate::service::DocumentsError::Unavailable`] when storage fails.
    pub async fn purge_versions(&self, now: DateTime<Utc>, days: u32) -> Result<u64> {
        if days == 0 {
            return Ok(0);
        }
        let purged = self
            .store
            .purge_versions(now - chrono::TimeDelta::days(i64::from(days)))
            .await?;
        if purged > 0 {
            tracing::info!(
                purged,
                days,
                "document versions past their retention purged"
            );
        }
        Ok(purged)
    }

    /// Applies `retention` at `now`: the trash, then the versions, then the files no document
    /// names any more ([`purge_orphan_files`](Self::purge_orphan_files)).
    ///
    /// # Errors
    /// As [`purge_trash`](Self::purge_trash).
    pub async fn sweep(&self, now: DateTime<Utc>, retention: Retention) -> Result<()> {
        self.purge_trash(now, retention.trash_days).await?;
        self.purge_versions(now, retention.version_days).await?;
        self.purge_orphan_files(now).await?;
        Ok(())
    }
}

/// Starts the task that purges the trash and the versions past their retention every [`PURGE_PERIOD`], the first time
/// at once (a minute after a failure, as when the rundowns service is not up yet); it ends when the
/// service is dropped. With several replicas each does it: deleting what is already gone is nothing.
pub fn spawn_housekeeping<S: Store>(
    service: &Arc<DocumentService<S>>,
) -> tokio::task::JoinHandle<()> {
    let weak: Weak<DocumentService<S>> = Arc::downgrade(service);
    tokio::spawn(async move {
        loop {
            let Some(service) = weak.upgrade() else {
                return;
            };
            let purged = match service.directory.retention_days().await {
                Ok(retention) => service.sweep(Utc::now(), retention).await,
                Err(e) => Err(e),
            };
            drop(service);
            let wait = match purged {
                Ok(_) => PURGE_PERIOD,
                Err(e) => {
                    tracing::warn!(error = %e, "purging the documents' trash and versions failed");
                    RETRY_AFTER
                }
            };
            tokio::time::sleep(wait).await;
        }
    })
}
