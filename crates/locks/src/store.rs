//! Where locks live: [`MemoryLocks`] (embedded mode) and [`RedisLocks`] (distributed mode: key
//! `newsroom:lock:<scope>:id:<id>`, JSON value, expiring with the TTL; beside it a sorted set of expiry
//! times and a hash of the locks, so that exactly one replica notices each expiry). A lock lasts its
//! store's TTL ([`LockArgs`], `NEWSROOM_LOCK_TTL_SECS`, default [`LOCK_TTL`]) unless its holder renews
//! it, so a closed laptop does not keep a document locked.
//!
//! Nobody releases an expired lock, so each store also hands out, once, the locks that ran out
//! ([`LockStore::take_expired`]); the owning service's sweeper announces them with the `unlock` event a
//! release sends.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

/// How long a lock lives without renewal, by default.
pub const LOCK_TTL: Duration = Duration::from_secs(120);

/// The lock settings as a command-line flag and env var, shared by the `newsroom`, `newsroom-rundowns`
/// and `newsroom-documents` binaries.
#[derive(Debug, Clone, clap::Args)]
pub struct LockArgs {
    /// Seconds an edit lock lives without renewal (clients renew at about a third of it).
    #[arg(long = "lock-ttl-secs", env = "NEWSROOM_LOCK_TTL_SECS", default_value_t = LOCK_TTL.as_secs(),
        value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub lock_ttl_secs: u64,
}

impl LockArgs {
    /// The TTL.
    pub fn ttl(&self) -> Duration {
        Duration::from_secs(self.lock_ttl_secs)
    }
}

/// The edit lock of a story or a document (their ids never meet: documents count from 10^12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lock {
    /// The story or document.
    #[serde(alias = "id")]
    pub id: i64,
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
    /// How long it lives without renewal, in ms (the store's TTL when it was taken).
    #[serde(default)]
    pub ttl_ms: u64,
}

/// A lock store failure.
#[derive(Debug, thiserror::Error)]
#[error("lock store: {0}")]
pub struct LockError(pub String);

/// Where locks live.
#[async_trait]
pub trait LockStore: Send + Sync + 'static {
    /// How long a lock lives after its last [`put`](LockStore::put).
    fn ttl(&self) -> Duration;
    /// The lock of a story or document, if any and not expired.
    async fn get(&self, id: i64) -> Result<Option<Lock>, LockError>;
    /// Sets (or replaces) a lock for [`ttl`](LockStore::ttl).
    async fn put(&self, lock: &Lock) -> Result<(), LockError>;
    /// Removes a lock (a release: it will not be reported as expired).
    async fn delete(&self, id: i64) -> Result<(), LockError>;
    /// Every lock.
    async fn all(&self) -> Result<Vec<Lock>, LockError>;
    /// The locks that expired (were neither renewed nor deleted) since the last call, each handed out
    /// once, to one caller, even when several replicas share the store.
    async fn take_expired(&self) -> Result<Vec<Lock>, LockError>;
}

/// Locks in memory (embedded mode).
pub struct MemoryLocks {
    ttl: Duration,
    state: Mutex<MemoryState>,
}

#[derive(Default)]
struct MemoryState {
    locks: HashMap<i64, (Lock, Instant)>,
    expired: Vec<Lock>,
}

impl Default for MemoryLocks {
    fn default() -> Self {
        MemoryLocks::new(LOCK_TTL)
    }
}

impl MemoryLocks {
    /// Locks living `ttl` without renewal.
    pub fn new(ttl: Duration) -> Self {
        MemoryLocks {
            ttl,
            state: Mutex::default(),
        }
    }

    fn with<T>(&self, f: impl FnOnce(&mut MemoryState) -> T) -> Result<T, LockError> {
        let mut m = self.state.lock().map_err(|e| LockError(e.to_string()))?;
        let now = Instant::now();
        let gone: Vec<i64> = m
            .locks
            .iter()
            .filter(|(_, (_, until))| *until <= now)
            .map(|(id, _)| *id)
            .collect();
        for id in gone {
            if let Some((lock, _)) = m.locks.remove(&id) {
                m.expired.push(lock);
            }
        }
        Ok(f(&mut m))
    }
}

#[async_trait]
impl LockStore for MemoryLocks {
    fn ttl(&self) -> Duration {
        self.ttl
    }

    async fn get(&self, id: i64) -> Result<Option<Lock>, LockError> {
        self.with(|m| m.locks.get(&id).map(|(l, _)| l.clone()))
    }

    async fn put(&self, lock: &Lock) -> Result<(), LockError> {
        let until = Instant::now() + self.ttl;
        self.with(|m| {
            m.locks.insert(lock.id, (lock.clone(), until));
        })
    }

    async fn delete(&self, id: i64) -> Result<(), LockError> {
        self.with(|m| {
            m.locks.remove(&id);
        })
    }

    async fn all(&self) -> Result<Vec<Lock>, LockError> {
        self.with(|m| m.locks.values().map(|(l, _)| l.clone()).collect())
    }

    async fn take_expired(&self) -> Result<Vec<Lock>, LockError> {
        self.with(|m| std::mem::take(&mut m.expired))
    }
}

/// Locks in Redis (distributed mode), shared by every replica.
///
/// Keys under the prefix (`newsroom:lock:<scope>:` or `newsroom:<namespace>:lock:<scope>:`): `id:<id>`
/// the lock (expiring), `expiry` a sorted set of ids by expiry time (ms since the epoch), `held` a hash
/// of the locks by id. The last two outlive the lock so that its expiry can be noticed.
#[derive(Clone)]
pub struct RedisLocks {
    conn: redis::aio::ConnectionManager,
    prefix: String,
    scope: String,
    ttl: Duration,
}

/// Takes the ids whose expiry time passed: those whose lock key is gone are removed and returned (their
/// JSON); those renewed meanwhile get their new expiry. Atomic, so one replica gets each.
/// KEYS: expiry set, held hash. ARGV: now in ms, the lock key prefix.
const TAKE_EXPIRED: &str = r"
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 500)) do
  local left = redis.call('PTTL', ARGV[2] .. id)
  if left > 0 then
    redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + left, id)
  else
    redis.call('ZREM', KEYS[1], id)
    local v = redis.call('HGET', KEYS[2], id)
    redis.call('HDEL', KEYS[2], id)
    if v then table.insert(out, v) end
  end
end
return out
";

impl RedisLocks {
    /// Connects to `url` (e.g. `redis://127.0.0.1:6379`) for the locks of one service, `scope`
    /// (`stories`, `documents`): each service sweeps and lists its own. Locks live [`LOCK_TTL`] until
    /// [`with_ttl`](Self::with_ttl) says otherwise.
    ///
    /// # Errors
    /// When Redis cannot be reached.
    pub async fn connect(url: &str, scope: &str) -> Result<Self, LockError> {
        let client = redis::Client::open(url).map_err(|e| LockError(e.to_string()))?;
        let conn = redis::aio::ConnectionManager::new(client)
            .await
            .map_err(|e| LockError(e.to_string()))?;
        Ok(RedisLocks {
            conn,
            prefix: format!("newsroom:lock:{scope}:"),
            scope: scope.to_owned(),
            ttl: LOCK_TTL,
        })
    }

    /// Keeps this installation's locks under `newsroom:<namespace>:lock:<scope>:` (several newsrooms,
    /// or tests, sharing one Redis).
    pub fn namespaced(mut self, namespace: &str) -> Self {
        self.prefix = format!("newsroom:{namespace}:lock:{}:", self.scope);
        self
    }

    /// Locks live `ttl` without renewal (whole seconds, at least one).
    pub fn with_ttl(mut self, ttl: Duration) -> Self {
        self.ttl = ttl.max(Duration::from_secs(1));
        self
    }

    fn key(&self, id: i64) -> String {
        format!("{}id:{id}", self.prefix)
    }

    fn expiry_key(&self) -> String {
        format!("{}expiry", self.prefix)
    }

    fn held_key(&self) -> String {
        format!("{}held", self.prefix)
    }
}

fn err(e: impl std::fmt::Display) -> LockError {
    LockError(e.to_string())
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

#[async_trait]
impl LockStore for RedisLocks {
    fn ttl(&self) -> Duration {
        self.ttl
    }

    async fn get(&self, id: i64) -> Result<Option<Lock>, LockError> {
        let mut c = self.conn.clone();
        let v: Option<String> = redis::cmd("GET")
            .arg(self.key(id))
            .query_async(&mut c)
            .await
            .map_err(err)?;
        v.map(|v| serde_json::from_str(&v).map_err(err)).transpose()
    }

    async fn put(&self, lock: &Lock) -> Result<(), LockError> {
        let mut c = self.conn.clone();
        let v = serde_json::to_string(lock).map_err(err)?;
        redis::pipe()
            .atomic()
            .cmd("SET")
            .arg(self.key(lock.id))
            .arg(&v)
            .arg("PX")
            .arg(self.ttl.as_millis() as u64)
            .ignore()
            .cmd("HSET")
            .arg(self.held_key())
            .arg(lock.id)
            .arg(&v)
            .ignore()
            .cmd("ZADD")
            .arg(self.expiry_key())
            .arg(now_ms() + self.ttl.as_millis() as u64)
            .arg(lock.id)
            .ignore()
            .query_async::<()>(&mut c)
            .await
            .map_err(err)
    }

    async fn delete(&self, id: i64) -> Result<(), LockError> {
        let mut c = self.conn.clone();
        redis::pipe()
            .atomic()
            .cmd("DEL")
            .arg(self.key(id))
            .ignore()
            .cmd("HDEL")
            .arg(self.held_key())
            .arg(id)
            .ignore()
            .cmd("ZREM")
            .arg(self.expiry_key())
            .arg(id)
            .ignore()
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
                .arg(format!("{}id:*", self.prefix))
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

    async fn take_expired(&self) -> Result<Vec<Lock>, LockError> {
        let mut c = self.conn.clone();
        let gone: Vec<String> = redis::cmd("EVAL")
            .arg(TAKE_EXPIRED)
            .arg(2)
            .arg(self.expiry_key())
            .arg(self.held_key())
            .arg(now_ms())
            .arg(format!("{}id:", self.prefix))
            .query_async(&mut c)
            .await
            .map_err(err)?;
        Ok(gone
            .iter()
            .filter_map(|v| serde_json::from_str(v).ok())
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lock(id: i64, uuid: &str) -> Lock {
        Lock {
            id,
            user_id: 1,
            nickname: "editor".into(),
            uuid: uuid.into(),
            session: "s".into(),
            since: "2026-01-01T00:00:00Z".into(),
            ttl_ms: 50,
        }
    }

    #[tokio::test]
    async fn memory_locks_report_each_expiry_once_and_never_a_release() {
        let store = MemoryLocks::new(Duration::from_millis(50));
        store.put(&lock(1, "a")).await.unwrap();
        store.put(&lock(2, "b")).await.unwrap();
        store.delete(2).await.unwrap();
        assert!(store.take_expired().await.unwrap().is_empty());
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert_eq!(store.get(1).await.unwrap(), None);
        assert_eq!(store.take_expired().await.unwrap(), vec![lock(1, "a")]);
        assert!(store.take_expired().await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_renewed_memory_lock_does_not_expire() {
        let store = MemoryLocks::new(Duration::from_millis(80));
        store.put(&lock(1, "a")).await.unwrap();
        for _ in 0..4 {
            tokio::time::sleep(Duration::from_millis(30)).await;
            store.put(&lock(1, "a")).await.unwrap();
        }
        assert!(store.get(1).await.unwrap().is_some());
        assert!(store.take_expired().await.unwrap().is_empty());
    }
}
