//! Edit locks of documents (issue 13, "The document base"): the rules and stores stories use
//! (`newsroom_locks`), through the same `/api/locks` calls; the gateway sends ids from 10^12 here.
//! Only a document the caller may see can be locked (another one is not found), and a save from an
//! editor instance that does not hold the lock is refused (`lock_lost`, in
//! [`DocumentService::update`]). Every take, take-over and release (by its holder, a logout, or expiry)
//! is announced on the bus ([`crate::events`]), so the editor taken over learns it at once.

use std::sync::Arc;

use newsroom_domain::document::AssignmentFields;
use newsroom_domain::search::DocumentKind;
use newsroom_locks::{Editor, Lock, LockRefused, LockTake, Taken};

use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::Store;

impl From<LockRefused> for DocumentsError {
    fn from(e: LockRefused) -> Self {
        match e {
            LockRefused::Locked => DocumentsError::Locked,
            LockRefused::Lost => DocumentsError::LockLost,
            LockRefused::BadUuid => {
                DocumentsError::Invalid(newsroom_domain::FieldErrors::from([(
                    "uuid".into(),
                    newsroom_domain::FieldCode::Required.into(),
                )]))
            }
            LockRefused::Store(e) => DocumentsError::Locks(e),
        }
    }
}

impl<S: Store> DocumentService<S> {
    /// How long a lock lives without renewal.
    pub fn lock_ttl(&self) -> std::time::Duration {
        self.locks.ttl()
    }

    /// Takes, renews or takes over the edit lock of document `id` for editor instance `uuid` of
    /// `session`, as `how` says.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for a document the actor may not see (or in the trash);
    /// [`DocumentsError::Forbidden`] when the caller may not write documents of its kind;
    /// [`DocumentsError::Locked`] when another editor instance holds it (without a take-over);
    /// [`DocumentsError::LockLost`] for a renewal of a free lock; [`DocumentsError::Invalid`] for an
    /// empty or too long `uuid`; [`DocumentsError::StateLocked`] for a take (not a renewal) of an
    /// assignment the state-lock closes.
    pub async fn take_lock(
        &self,
        id: i64,
        uuid: &str,
        session: &str,
        how: LockTake,
        actor: &Actor,
    ) -> Result<Lock> {
        let viewer = self.viewer(actor.user_id).await?;
        let kind = self.store.kind_of(id).await?;
        // The gateway lets a writer of any document kind through; the kind's own area decides.
        if let Some(kind) = kind
            && newsroom_proto::caller::current().is_some_and(|c| !c.may_write(kind.area().as_str()))
        {
            return Err(DocumentsError::Forbidden);
        }
        match kind {
            Some(DocumentKind::Assignment) => {
                let current = self.seen::<AssignmentFields>(id, &viewer).await?;
                if how != LockTake::Renew {
                    // Nobody edits what the state-lock closes; a renewal only keeps what was taken.
                    self.open_to_change(&[&current]).await?;
                }
            }
            Some(kind) => self.seen_kind(kind, id, &viewer).await?,
            None => return Err(DocumentsError::NotFound),
        }
        let who = Editor {
            user_id: actor.user_id,
            nickname: &actor.nickname,
            uuid,
            session,
        };
        let (lock, taken) = self.locks.take(id, who, how).await?;
        if taken != Taken::Renewed {
            tracing::info!(document = id, holder = %actor.nickname, ?taken, "document edit lock");
        }
        match taken {
            Taken::Renewed => {}
            Taken::Locked => self.announce_lock("lock", &lock, true).await,
            Taken::TookOver => self.announce_lock("take_over", &lock, true).await,
        }
        Ok(lock)
    }

    /// Releases document `id`'s lock if editor instance `uuid` of `session` holds it (otherwise
    /// nothing).
    ///
    /// # Errors
    /// When the lock store fails.
    pub async fn release_lock(&self, id: i64, uuid: &str, session: &str) -> Result<()> {
        if let Some(released) = self.locks.release(id, uuid, session).await? {
            self.announce_lock("unlock", &released, false).await;
        }
        Ok(())
    }

    /// Every document lock.
    ///
    /// # Errors
    /// When the lock store fails.
    pub async fn list_locks(&self) -> Result<Vec<Lock>> {
        Ok(self.locks.all().await?)
    }

    /// Releases every document lock of a session (its holder logged out); returns how many.
    ///
    /// # Errors
    /// When the lock store fails.
    pub async fn release_session_locks(&self, session: &str) -> Result<usize> {
        let released = self.locks.release_session(session).await?;
        for l in &released {
            self.announce_lock("unlock", l, false).await;
        }
        Ok(released.len())
    }
}

/// Starts the task that collects expired document locks every [`newsroom_locks::sweep_period`] and
/// announces each with `unlock`; it ends when the service is dropped.
pub fn spawn_lock_sweeper<S: Store + 'static>(
    service: &Arc<DocumentService<S>>,
) -> tokio::task::JoinHandle<()> {
    newsroom_locks::spawn_sweeper(service, service.lock_ttl(), |service| async move {
        match service.locks.take_expired().await {
            Ok(gone) => {
                for l in gone {
                    tracing::info!(document = l.id, holder = %l.nickname, "document edit lock expired");
                    service.announce_lock("unlock", &l, false).await;
                }
            }
            Err(e) => tracing::warn!(error = %e, "sweeping expired document locks failed"),
        }
    })
}
