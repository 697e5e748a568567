//! Edit locks, one implementation for stories (the rundowns service) and every other document kind
//! (the documents service): issue 3 "Locks", issue 13 "The document base".
//!
//! A lock belongs to one editor instance (a browser tab's `uuid`, or a MOS device's name) of one
//! session (the gateway's key of the caller's token): both must match to renew, release or save, so a
//! uuid seen in a list or an event takes nothing from another session; only a take-over moves a lock
//! (the rules: [`newsroom_domain::lock::decide`]). A lock not renewed within the store's TTL expires.
//!
//! [`Locker`] applies the rules on a [`LockStore`] and says what happened; the owning service announces
//! it on its own topic (`lock`, `unlock`, `take_over`). Steps on one id never interleave (a striped
//! guard), so a renewal read before a release's delete cannot put the lock back after the `unlock`.

mod store;

use std::sync::Arc;

pub use newsroom_domain::lock::{LockTake, Refusal, Taken};
pub use store::{LOCK_TTL, Lock, LockArgs, LockError, LockStore, MemoryLocks, RedisLocks};

/// Why a take or a save was refused.
#[derive(Debug, thiserror::Error)]
pub enum LockRefused {
    /// Another editor instance holds it (409 `locked`).
    #[error("another editor holds the lock")]
    Locked,
    /// The lock is no longer this instance's (409 `lock_lost`).
    #[error("the edit lock is no longer this editor's")]
    Lost,
    /// The `uuid` is empty or longer than 64 characters (422 on field `uuid`).
    #[error("a uuid of 1-64 characters is required")]
    BadUuid,
    /// The store failed.
    #[error(transparent)]
    Store(#[from] LockError),
}

/// Who asks for a lock.
#[derive(Debug, Clone, Copy)]
pub struct Editor<'a> {
    /// The user.
    pub user_id: i64,
    /// Their login name, shown to others.
    pub nickname: &'a str,
    /// The editor instance (a browser tab), 1-64 characters.
    pub uuid: &'a str,
    /// The session key the gateway derives from the token.
    pub session: &'a str,
}

/// How often a service's sweeper looks for expired locks: a tenth of the TTL, between 100 ms and 5 s,
/// so an expiry shows at most that late.
pub fn sweep_period(ttl: std::time::Duration) -> std::time::Duration {
    (ttl / 10).clamp(
        std::time::Duration::from_millis(100),
        std::time::Duration::from_secs(5),
    )
}

/// Starts the task that calls `sweep` with `owner` (a service) every [`sweep_period`] of `ttl`, to
/// collect and announce expired locks; it ends when `owner` is dropped (or the handle aborted).
pub fn spawn_sweeper<T, F, Fut>(
    owner: &Arc<T>,
    ttl: std::time::Duration,
    sweep: F,
) -> tokio::task::JoinHandle<()>
where
    T: Send + Sync + 'static,
    F: Fn(Arc<T>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    let weak = Arc::downgrade(owner);
    let period = sweep_period(ttl);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(period);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let Some(owner) = weak.upgrade() else {
                return;
            };
            sweep(owner).await;
        }
    })
}

/// How many guards the ids share (an id's guard is `id % STRIPES`).
const STRIPES: usize = 64;

/// The lock rules over a store.
pub struct Locker {
    store: Arc<dyn LockStore>,
    stripes: Box<[tokio::sync::Mutex<()>]>,
}

impl Locker {
    /// The rules over `store`.
    pub fn new(store: Arc<dyn LockStore>) -> Self {
        Locker {
            store,
            stripes: (0..STRIPES).map(|_| tokio::sync::Mutex::new(())).collect(),
        }
    }

    async fn guard(&self, id: i64) -> tokio::sync::MutexGuard<'_, ()> {
        let i = usize::try_from(id.rem_euclid(STRIPES as i64)).unwrap_or(0);
        self.stripes[i].lock().await
    }

    /// How long a lock lives without renewal.
    pub fn ttl(&self) -> std::time::Duration {
        self.store.ttl()
    }

    /// The lock of `id`, if any.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn get(&self, id: i64) -> Result<Option<Lock>, LockError> {
        self.store.get(id).await
    }

    /// Every lock of the store.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn all(&self) -> Result<Vec<Lock>, LockError> {
        self.store.all().await
    }

    /// Takes, renews or takes over the lock of `id` for `who`, as `how` says; returns the lock and
    /// what to announce. A renewal keeps the lock's `since`.
    ///
    /// # Errors
    /// [`LockRefused::Locked`], [`LockRefused::Lost`] by the rules of
    /// [`newsroom_domain::lock::decide`]; [`LockRefused::BadUuid`]; a store failure.
    pub async fn take(
        &self,
        id: i64,
        who: Editor<'_>,
        how: LockTake,
    ) -> Result<(Lock, Taken), LockRefused> {
        if who.uuid.trim().is_empty() || who.uuid.len() > 64 {
            return Err(LockRefused::BadUuid);
        }
        let _guard = self.guard(id).await;
        let current = self.store.get(id).await?;
        let taken = newsroom_domain::lock::decide(
            current
                .as_ref()
                .map(|l| (l.uuid.as_str(), l.session.as_str())),
            who.uuid,
            who.session,
            how,
        )
        .map_err(|r| match r {
            Refusal::Locked => LockRefused::Locked,
            Refusal::Lost => LockRefused::Lost,
        })?;
        let lock = Lock {
            id,
            user_id: who.user_id,
            nickname: who.nickname.to_owned(),
            uuid: who.uuid.to_owned(),
            session: who.session.to_owned(),
            since: match (&current, taken) {
                (Some(l), Taken::Renewed) => l.since.clone(),
                _ => chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            },
            ttl_ms: u64::try_from(self.store.ttl().as_millis()).unwrap_or(u64::MAX),
        };
        self.store.put(&lock).await?;
        Ok((lock, taken))
    }

    /// Releases the lock of `id` if editor instance `uuid` of `session` holds it; returns the released
    /// lock (to announce with `unlock`), or `None` when it held nothing.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn release(
        &self,
        id: i64,
        uuid: &str,
        session: &str,
    ) -> Result<Option<Lock>, LockError> {
        let _guard = self.guard(id).await;
        match self.store.get(id).await? {
            Some(l) if l.uuid == uuid && l.session == session => {
                self.store.delete(id).await?;
                Ok(Some(l))
            }
            _ => Ok(None),
        }
    }

    /// Drops the lock of `id` whoever holds it (the document went to the trash: nobody edits it).
    ///
    /// # Errors
    /// When the store fails.
    pub async fn forget(&self, id: i64) -> Result<(), LockError> {
        let _guard = self.guard(id).await;
        self.store.delete(id).await
    }

    /// Refuses a save of `id` from `uuid` of `session` when another editor instance holds its lock
    /// (a free lock lets the save through: nobody else is editing).
    ///
    /// # Errors
    /// [`LockRefused::Lost`]; a store failure.
    pub async fn check(&self, id: i64, uuid: &str, session: &str) -> Result<(), LockRefused> {
        match self.store.get(id).await? {
            Some(l) if !(l.uuid == uuid && l.session == session) => Err(LockRefused::Lost),
            _ => Ok(()),
        }
    }

    /// Releases every lock of `session` (its holder logged out); returns them, to announce.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn release_session(&self, session: &str) -> Result<Vec<Lock>, LockError> {
        let mut released = Vec::new();
        for l in self.store.all().await? {
            if l.session != session {
                continue;
            }
            let _guard = self.guard(l.id).await;
            // Taken over meanwhile: no longer this session's.
            if self
                .store
                .get(l.id)
                .await?
                .is_some_and(|now| now.session == session)
            {
                self.store.delete(l.id).await?;
                released.push(l);
            }
        }
        Ok(released)
    }

    /// The locks that expired since the last call and were not taken again meanwhile (their `lock`
    /// event told already), to announce with `unlock`; with several replicas sharing Redis, each
    /// expiry goes to one of them.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn take_expired(&self) -> Result<Vec<Lock>, LockError> {
        let mut out = Vec::new();
        for l in self.store.take_expired().await? {
            if self.store.get(l.id).await?.is_none() {
                out.push(l);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who<'a>(uuid: &'a str, session: &'a str) -> Editor<'a> {
        Editor {
            user_id: 7,
            nickname: "ana",
            uuid,
            session,
        }
    }

    #[tokio::test]
    async fn take_renew_take_over_release() {
        let l = Locker::new(Arc::new(MemoryLocks::default()));
        let (lock, taken) = l.take(1, who("tab-1", "a"), LockTake::Take).await.unwrap();
        assert_eq!((taken, lock.uuid.as_str()), (Taken::Locked, "tab-1"));
        let (again, taken) = l.take(1, who("tab-1", "a"), LockTake::Renew).await.unwrap();
        assert_eq!((taken, again.since), (Taken::Renewed, lock.since));
        assert!(matches!(
            l.take(1, who("tab-2", "b"), LockTake::Take).await,
            Err(LockRefused::Locked)
        ));
        assert!(matches!(
            l.check(1, "tab-2", "b").await,
            Err(LockRefused::Lost)
        ));
        let (_, taken) = l
            .take(1, who("tab-2", "b"), LockTake::TakeOver)
            .await
            .unwrap();
        assert_eq!(taken, Taken::TookOver);
        assert!(
            l.release(1, "tab-1", "a").await.unwrap().is_none(),
            "not tab-1's now"
        );
        assert!(l.release(1, "tab-2", "b").await.unwrap().is_some());
        assert!(matches!(
            l.take(1, who("tab-2", "b"), LockTake::Renew).await,
            Err(LockRefused::Lost)
        ));
        assert!(l.get(1).await.unwrap().is_none());
        assert!(matches!(
            l.take(1, who(" ", "b"), LockTake::Take).await,
            Err(LockRefused::BadUuid)
        ));
    }

    #[tokio::test]
    async fn a_logout_releases_its_session_only() {
        let l = Locker::new(Arc::new(MemoryLocks::default()));
        l.take(1, who("t", "a"), LockTake::Take).await.unwrap();
        l.take(2, who("t", "b"), LockTake::Take).await.unwrap();
        l.take(3, who("u", "a"), LockTake::Take).await.unwrap();
        let mut gone: Vec<i64> = l
            .release_session("a")
            .await
            .unwrap()
            .iter()
            .map(|l| l.id)
            .collect();
        gone.sort_unstable();
        assert_eq!(gone, vec![1, 3]);
        assert_eq!(l.all().await.unwrap().len(), 1);
    }

    /// A renewal and a release racing on Redis, where every step waits for the network: whichever
    /// comes first, the lock ends free, as the release announced. Without the guard, a renewal that
    /// read the lock before the release deleted it put it back (failed within 500 rounds).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_renewal_racing_the_release_leaves_the_lock_free() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_nanos();
        let store = RedisLocks::connect(&newsroom_test_support::servers::redis_url(), "race")
            .await
            .expect("Redis reachable")
            .namespaced(&format!("test-{}-{nanos}", std::process::id()));
        let l = Arc::new(Locker::new(Arc::new(store)));
        for round in 0..1000 {
            l.take(5, who("tab-1", "a"), LockTake::Take)
                .await
                .expect("taken");
            let (l1, l2) = (l.clone(), l.clone());
            let renewal =
                tokio::spawn(async move { l1.take(5, who("tab-1", "a"), LockTake::Renew).await });
            let release = tokio::spawn(async move { l2.release(5, "tab-1", "a").await });
            assert!(
                release.await.expect("joined").expect("released").is_some(),
                "round {round}"
            );
            if let Err(e) = renewal.await.expect("joined") {
                assert!(matches!(e, LockRefused::Lost), "round {round}: {e:?}");
            }
            assert!(
                l.get(5).await.expect("read").is_none(),
                "round {round}: the lock came back after its release"
            );
        }
    }
}
