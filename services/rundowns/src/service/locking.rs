//! Edit locks of stories (issue 3, "Locks"): opening a story to edit takes its lock; others see the
//! holder; take-over moves it and tells the previous editor at once (a `take_over` event); a release or
//! the holder's logout frees it; a lock not renewed within the store's TTL expires, and the sweeper
//! ([`RundownService::sweep_expired_locks`], run by [`crate::spawn_lock_sweeper`]) announces it with the
//! `unlock` event a release sends, so the padlock clears in every browser. A text
//! save from an editor instance that no longer holds the lock is refused (`lock_lost`), so the client
//! keeps its unsaved text instead of silently overwriting someone else's.
//!
//! A lock belongs to one editor instance (a browser tab's `uuid`) of one session (the gateway's key of
//! the caller's token; a device's own name for MOS story actions): both must match to renew, release
//! or save, so a uuid seen in a list or an event takes nothing from another session (issue 11,
//! point 8); only a take-over moves a lock, and it is announced.
//!
//! Lock events (`lock`, `unlock`, `take_over`) go on the rundown's topic but change nothing in the
//! rundown: they carry its current revision and no timing. A story in a drawer is locked the same way;
//! its events go on the topic of the rundown it came from, which its editor follows.

use newsroom_bus::subjects;
use newsroom_domain::ids::StoryId;
use newsroom_proto::rundowns::v1 as pb;
use prost::Message as _;

use newsroom_locks::{Editor, Lock, LockRefused, LockTake, Taken};

use super::{Actor, Result, RundownError, RundownService};
use crate::store::Store;

impl From<LockRefused> for RundownError {
    fn from(e: LockRefused) -> Self {
        match e {
            LockRefused::Locked => RundownError::Locked,
            LockRefused::Lost => RundownError::LockLost,
            LockRefused::BadUuid => {
                newsroom_domain::FieldError::new("uuid", newsroom_domain::FieldCode::Required)
                    .into()
            }
            LockRefused::Store(e) => RundownError::Locks(e),
        }
    }
}

pub use newsroom_proto::convert::lock_view;

impl<S: Store> RundownService<S> {
    async fn publish_lock(
        &self,
        story: StoryId,
        event: pb::EventKind,
        lock: pb::StoryLock,
    ) -> Result<()> {
        let rundown = self.lock_topic(story).await?;
        let revision = self
            .load_rundown(rundown)
            .await?
            .map_or(0, |r| r.revision.get());
        let ev = pb::RundownEvent {
            rundown_id: rundown.get(),
            revision,
            event: event.into(),
            entity: pb::EventEntity::Story.into(),
            data: Some(pb::rundown_event::Data::Lock(lock)),
            timing: None,
        };
        if let Err(e) = self
            .bus
            .publish(
                subjects::rundown_events(rundown.get()),
                ev.encode_to_vec().into(),
            )
            .await
        {
            tracing::error!(error = %e, "publishing a lock event failed");
        }
        Ok(())
    }

    /// How long a lock lives without renewal.
    pub fn lock_ttl(&self) -> std::time::Duration {
        self.locks.ttl()
    }

    /// The lock of a story, if any.
    pub async fn story_lock(&self, story: StoryId) -> Result<Option<Lock>> {
        Ok(self.locks.get(story.get()).await?)
    }

    /// Takes or renews a story's lock for editor instance `uuid` of `session`, as `how` says.
    ///
    /// # Errors
    /// [`RundownError::Locked`] when another editor instance (another tab, or the same uuid from
    /// another session) holds it and `how` is not [`LockTake::TakeOver`]; [`RundownError::LockLost`]
    /// when `how` is [`LockTake::Renew`] and the lock is free.
    pub async fn take_lock(
        &self,
        story: StoryId,
        uuid: &str,
        session: &str,
        how: LockTake,
        actor: &Actor,
    ) -> Result<Lock> {
        let rundown = self.lock_topic(story).await?;
        // Under the rundown's guard: a story someone edits cannot be deleted (`delete_story` checks
        // its lock under the same guard).
        let _guard = self.lock(rundown).await;
        let who = Editor {
            user_id: actor.user_id,
            nickname: &actor.nickname,
            uuid,
            session,
        };
        let (lock, taken) = self.locks.take(story.get(), who, how).await?;
        let event = match taken {
            Taken::Renewed => None,
            Taken::Locked => Some(pb::EventKind::Lock),
            Taken::TookOver => Some(pb::EventKind::TakeOver),
        };
        if let Some(event) = event {
            self.publish_lock(story, event, lock_view(&lock, true))
                .await?;
        }
        Ok(lock)
    }

    /// Releases a story's lock if editor instance `uuid` of `session` holds it (otherwise nothing).
    pub async fn release_lock(&self, story: StoryId, uuid: &str, session: &str) -> Result<()> {
        if let Some(l) = self.locks.release(story.get(), uuid, session).await? {
            self.publish_lock(story, pb::EventKind::Unlock, lock_view(&l, false))
                .await?;
        }
        Ok(())
    }

    /// Every lock.
    pub async fn list_locks(&self) -> Result<Vec<Lock>> {
        Ok(self.locks.all().await?)
    }

    /// Releases every lock of a session (its holder logged out); returns how many.
    pub async fn release_session_locks(&self, session: &str) -> Result<usize> {
        let released = self.locks.release_session(session).await?;
        for l in &released {
            if let Some(story) = StoryId::parse(l.id) {
                // The story may have been deleted meanwhile: the lock goes all the same.
                let _ = self
                    .publish_lock(story, pb::EventKind::Unlock, lock_view(l, false))
                    .await;
            }
        }
        Ok(released.len())
    }

    /// Announces the locks that expired since the last sweep with an `unlock` event each (nobody
    /// released them), unless the story has been locked again meanwhile (its `lock` event told
    /// already); returns how many were announced. With several replicas sharing Redis, each expiry is
    /// announced by one of them.
    pub async fn sweep_expired_locks(&self) -> Result<usize> {
        let mut announced = 0;
        for l in self.locks.take_expired().await? {
            let Some(story) = StoryId::parse(l.id) else {
                continue;
            };
            // The story may have been deleted meanwhile: nothing to tell then.
            if self
                .publish_lock(story, pb::EventKind::Unlock, lock_view(&l, false))
                .await
                .is_ok()
            {
                tracing::info!(story = l.id, holder = %l.nickname, "edit lock expired");
                announced += 1;
            }
        }
        Ok(announced)
    }

    /// Refuses a save from `uuid` of `session` when another editor instance holds the story's lock.
    pub(super) async fn check_lock(&self, story: StoryId, uuid: &str, session: &str) -> Result<()> {
        Ok(self.locks.check(story.get(), uuid, session).await?)
    }
}
