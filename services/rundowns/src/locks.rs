//! Edit locks of stories (web.md sections 3-4, issue 3 "Locks"): who is editing which story, from which
//! browser tab (`uuid`) and session. A lock lasts [`LOCK_TTL`] unless its holder renews it, so a closed
//! laptop does not keep a story locked; a logout releases its session's locks at once.
//!
//! Two stores: [`MemoryLocks`] (embedded mode) and [`RedisLocks`] (distributed mode: key
//! `newsroom:lock:story:<id>`, JSON value, expiring with the TTL).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

/// How long a lock lives without renewal.
pub const LOCK_TTL: Duration = Duration::from_secs(120);

/// A story's edit lock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lock {
    /// The story.
    pub story_id: i64,
    /// The holder.
    pub user_id: i64,
    /// The holder's login name.
    pub nickname: String,
    /// The holder's editor instance (one per browser tab).
    pub uuid: String,
    /// The holder's session (a key the gateway derives from the token).
    pub session: String,
    /// Since when, RFC 3339 UTC.
    pub since: String,
}

/// A lock store failure.
#[derive(Debug, thiserror::Error)]
#[error("lock store: {0}")]
pub struct LockError(pub String);

/// Where locks live.
#[async_trait]
pub trait LockStore: Send + Sync + 'static {
    /// The lock of a story, if any and not expired.
    async fn get(&self, story_id: i64) -> Result<Option<Lock>, LockError>;
    /// Sets (or replaces) a lock for [`LOCK_TTL`].
    async fn put(&self, lock: &Lock) -> Result<(), LockError>;
    /// Removes a story's lock.
    async fn delete(&self, story_id: i64) -> Result<(), LockError>;
    /// Every lock.
    async fn all(&self) -> Result<Vec<Lock>, LockError>;
}

/// Locks in memory (embedded mode).
#[derive(Default)]
pub struct MemoryLocks {
    locks: Mutex<HashMap<i64, (Lock, Instant)>>,
}

impl MemoryLocks {
    fn with<T>(
        &self,
        f: impl FnOnce(&mut HashMap<i64, (Lock, Instant)>) -> T,
    ) -> Result<T, LockError> {
        let mut m = self.locks.lock().map_err(|e| LockError(e.to_string()))?;
        let now = Instant::now();
        m.retain(|_, (_, until)| *until > now);
        Ok(f(&mut m))
    }
}

#[async_trait]
impl LockStore for MemoryLocks {
    async fn get(&self, story_id: i64) -> Result<Option<Lock>, LockError> {
        self.with(|m| m.get(&story_id).map(|(l, _)| l.clone()))
    }

    async fn put(&self, lock: &Lock) -> Result<(), LockError> {
        self.with(|m| {
            m.insert(lock.story_id, (lock.clone(), Instant::now() + LOCK_TTL));
        })
    }

    async fn delete(&self, story_id: i64) -> Result<(), LockError> {
        self.with(|m| {
            m.remove(&story_id);
        })
    }

    async fn all(&self) -> Result<Vec<Lock>, LockError> {
        self.with(|m| m.values().map(|(l, _)| l.clone()).collect())
    }
}

/// Locks in Redis (distributed mode), shared by every replica.
#[derive(Clone)]
pub struct RedisLocks {
    conn: redis::aio::ConnectionManager,
    prefix: String,
}

impl RedisLocks {
    /// Connects to `url` (e.g. `redis://127.0.0.1:6379`).
    ///
    /// # Errors
    /// When Redis cannot be reached.
    pub async fn connect(url: &str) -> Result<Self, LockError> {
        let client = redis::Client::open(url).map_err(|e| LockError(e.to_string()))?;
        let conn = redis::aio::ConnectionManager::new(client)
            .await
            .map_err(|e| LockError(e.to_string()))?;
        Ok(RedisLocks {
            conn,
            prefix: "newsroom:lock:story:".into(),
        })
    }

    /// Keeps this installation's locks under `newsroom:<namespace>:lock:story:` (several newsrooms, or
    /// tests, sharing one Redis).
    pub fn namespaced(mut self, namespace: &str) -> Self {
        self.prefix = format!("newsroom:{namespace}:lock:story:");
        self
    }

    fn key(&self, story_id: i64) -> String {
        format!("{}{story_id}", self.prefix)
    }
}

fn err(e: impl std::fmt::Display) -> LockError {
    LockError(e.to_string())
}

#[async_trait]
impl LockStore for RedisLocks {
    async fn get(&self, story_id: i64) -> Result<Option<Lock>, LockError> {
        let mut c = self.conn.clone();
        let v: Option<String> = redis::cmd("GET")
            .arg(self.key(story_id))
            .query_async(&mut c)
            .await
            .map_err(err)?;
        v.map(|v| serde_json::from_str(&v).map_err(err)).transpose()
    }

    async fn put(&self, lock: &Lock) -> Result<(), LockError> {
        let mut c = self.conn.clone();
        let v = serde_json::to_string(lock).map_err(err)?;
        redis::cmd("SET")
            .arg(self.key(lock.story_id))
            .arg(v)
            .arg("EX")
            .arg(LOCK_TTL.as_secs())
            .query_async::<()>(&mut c)
            .await
            .map_err(err)
    }

    async fn delete(&self, story_id: i64) -> Result<(), LockError> {
        let mut c = self.conn.clone();
        redis::cmd("DEL")
            .arg(self.key(story_id))
            .query_async::<()>(&mut c)
            .await
            .map_err(err)
    }

    async fn all(&self) -> Result<Vec<Lock>, LockError> {
        let mut c = self.conn.clone();
        let mut keys: Vec<String> = Vec::new();
        let mut cursor: u64 = 0;
        loop {
            let (next, batch): (u64, Vec<String>) = redis::cmd("SCAN")
                .arg(cursor)
                .arg("MATCH")
                .arg(format!("{}*", self.prefix))
                .arg("COUNT")
                .arg(500)
                .query_async(&mut c)
                .await
                .map_err(err)?;
            keys.extend(batch);
            if next == 0 {
                break;
            }
            cursor = next;
        }
        let mut out = Vec::new();
        for k in keys {
            let v: Option<String> = redis::cmd("GET")
                .arg(&k)
                .query_async(&mut c)
                .await
                .map_err(err)?;
            if let Some(v) = v {
                out.push(serde_json::from_str(&v).map_err(err)?);
            }
        }
        Ok(out)
    }
}
