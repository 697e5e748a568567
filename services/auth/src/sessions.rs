//! Session stores: a session is open from login until logout, revocation or expiry. The token's `jti`
//! is the session key.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use newsroom_domain::ids::UserId;

/// A session store failure (the store is unreachable).
#[derive(Debug, thiserror::Error)]
#[error("session store: {0}")]
pub struct SessionError(pub String);

/// Where open sessions live.
#[async_trait]
pub trait SessionStore: Send + Sync + 'static {
    /// Opens session `jti` of `user` for `ttl`.
    async fn open(&self, jti: &str, user: UserId, ttl: Duration) -> Result<(), SessionError>;
    /// True while the session is open and not expired.
    async fn is_open(&self, jti: &str) -> Result<bool, SessionError>;
    /// Closes the session (idempotent).
    async fn close(&self, jti: &str) -> Result<(), SessionError>;
    /// Closes every session of `user`; returns how many were open.
    async fn close_user(&self, user: UserId) -> Result<u64, SessionError>;
    /// How many sessions are open (for the licence's limit of concurrent logins).
    async fn count_open(&self) -> Result<u64, SessionError>;
}

/// Sessions in process memory (embedded mode): they end with the process, so users log in again after
/// a restart.
#[derive(Default)]
pub struct MemorySessions {
    open: Mutex<HashMap<String, (UserId, Instant)>>,
}

#[async_trait]
impl SessionStore for MemorySessions {
    async fn open(&self, jti: &str, user: UserId, ttl: Duration) -> Result<(), SessionError> {
        let mut open = self.open.lock().map_err(|e| SessionError(e.to_string()))?;
        let now = Instant::now();
        open.retain(|_, (_, until)| *until > now);
        open.insert(jti.to_owned(), (user, now + ttl));
        Ok(())
    }

    async fn is_open(&self, jti: &str) -> Result<bool, SessionError> {
        let open = self.open.lock().map_err(|e| SessionError(e.to_string()))?;
        Ok(open
            .get(jti)
            .is_some_and(|(_, until)| *until > Instant::now()))
    }

    async fn close(&self, jti: &str) -> Result<(), SessionError> {
        self.open
            .lock()
            .map_err(|e| SessionError(e.to_string()))?
            .remove(jti);
        Ok(())
    }

    async fn close_user(&self, user: UserId) -> Result<u64, SessionError> {
        let mut open = self.open.lock().map_err(|e| SessionError(e.to_string()))?;
        let before = open.len();
        let now = Instant::now();
        open.retain(|_, (u, until)| *u != user && *until > now);
        Ok((before - open.len()) as u64)
    }

    async fn count_open(&self) -> Result<u64, SessionError> {
        let open = self.open.lock().map_err(|e| SessionError(e.to_string()))?;
        let now = Instant::now();
        Ok(open.values().filter(|(_, until)| *until > now).count() as u64)
    }
}

/// Sessions in Redis (distributed mode): key `newsroom:session:<jti>` = user id, with the token's TTL,
/// so every auth replica sees the same sessions and a logout is effective everywhere at once. The set
/// `newsroom:user-sessions:<user id>` lists a user's session ids (expiring with the longest of them), so
/// an administrator can end them all. [`RedisSessions::namespaced`] puts both under
/// `newsroom:<namespace>:` (several newsrooms, or tests, sharing one Redis: user ids repeat across
/// databases, and ending one user's sessions must not end another's).
#[derive(Clone)]
pub struct RedisSessions {
    conn: redis::aio::ConnectionManager,
    prefix: String,
}

impl RedisSessions {
    /// Connects to `url` (e.g. `redis://127.0.0.1:6379`).
    ///
    /// # Errors
    /// When Redis cannot be reached.
    pub async fn connect(url: &str) -> Result<Self, SessionError> {
        let client = redis::Client::open(url).map_err(|e| SessionError(e.to_string()))?;
        let conn = redis::aio::ConnectionManager::new(client)
            .await
            .map_err(|e| SessionError(e.to_string()))?;
        Ok(RedisSessions {
            conn,
            prefix: "newsroom:".to_owned(),
        })
    }

    /// Keeps this installation's sessions under `newsroom:<namespace>:` (the `newsroom-auth` binary
    /// sets none).
    #[must_use]
    pub fn namespaced(mut self, namespace: &str) -> Self {
        self.prefix = format!("newsroom:{namespace}:");
        self
    }

    fn key(&self, jti: &str) -> String {
        format!("{}session:{jti}", self.prefix)
    }

    fn user_key(&self, user: UserId) -> String {
        format!("{}user-sessions:{}", self.prefix, user.get())
    }
}

#[async_trait]
impl SessionStore for RedisSessions {
    async fn open(&self, jti: &str, user: UserId, ttl: Duration) -> Result<(), SessionError> {
        let mut c = self.conn.clone();
        let ttl = ttl.as_secs().max(1);
        redis::pipe()
            .atomic()
            .cmd("SET")
            .arg(self.key(jti))
            .arg(user.get())
            .arg("EX")
            .arg(ttl)
            .ignore()
            .cmd("SADD")
            .arg(self.user_key(user))
            .arg(jti)
            .ignore()
            .cmd("EXPIRE")
            .arg(self.user_key(user))
            .arg(ttl)
            .arg("GT")
            .ignore()
            .cmd("EXPIRE")
            .arg(self.user_key(user))
            .arg(ttl)
            .arg("NX")
            .ignore()
            .query_async::<()>(&mut c)
            .await
            .map_err(|e| SessionError(e.to_string()))
    }

    async fn is_open(&self, jti: &str) -> Result<bool, SessionError> {
        let mut c = self.conn.clone();
        let n: i64 = redis::cmd("EXISTS")
            .arg(self.key(jti))
            .query_async(&mut c)
            .await
            .map_err(|e| SessionError(e.to_string()))?;
        Ok(n > 0)
    }

    async fn close(&self, jti: &str) -> Result<(), SessionError> {
        let mut c = self.conn.clone();
        redis::cmd("DEL")
            .arg(self.key(jti))
            .query_async::<()>(&mut c)
            .await
            .map_err(|e| SessionError(e.to_string()))
    }

    async fn close_user(&self, user: UserId) -> Result<u64, SessionError> {
        let mut c = self.conn.clone();
        let jtis: Vec<String> = redis::cmd("SMEMBERS")
            .arg(self.user_key(user))
            .query_async(&mut c)
            .await
            .map_err(|e| SessionError(e.to_string()))?;
        let mut del = redis::cmd("DEL");
        del.arg(self.user_key(user));
        for j in &jtis {
            del.arg(self.key(j));
        }
        let removed: u64 = del
            .query_async(&mut c)
            .await
            .map_err(|e| SessionError(e.to_string()))?;
        // The set itself was one of the keys removed (when it existed).
        Ok(removed.saturating_sub(u64::from(!jtis.is_empty())))
    }

    async fn count_open(&self) -> Result<u64, SessionError> {
        let mut c = self.conn.clone();
        let mut cursor: u64 = 0;
        let mut n = 0u64;
        loop {
            let (next, keys): (u64, Vec<String>) = redis::cmd("SCAN")
                .arg(cursor)
                .arg("MATCH")
                .arg(format!("{}session:*", self.prefix))
                .arg("COUNT")
                .arg(1000)
                .query_async(&mut c)
                .await
                .map_err(|e| SessionError(e.to_string()))?;
            n += keys.len() as u64;
            if next == 0 {
                return Ok(n);
            }
            cursor = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn memory_sessions_open_close_and_expire() {
        let s = MemorySessions::default();
        let u = UserId::from_db(1);
        s.open("a", u, Duration::from_secs(60)).await.unwrap();
        s.open("b", u, Duration::from_millis(1)).await.unwrap();
        tokio::time::sleep(Duration::from_millis(5)).await;
        assert!(s.is_open("a").await.unwrap());
        assert!(!s.is_open("b").await.unwrap());
        s.close("a").await.unwrap();
        assert!(!s.is_open("a").await.unwrap());
    }

    #[tokio::test]
    async fn memory_sessions_end_all_of_one_user() {
        let s = MemorySessions::default();
        let (a, b) = (UserId::from_db(1), UserId::from_db(2));
        s.open("a1", a, Duration::from_secs(60)).await.unwrap();
        s.open("a2", a, Duration::from_secs(60)).await.unwrap();
        s.open("b1", b, Duration::from_secs(60)).await.unwrap();
        assert_eq!(s.count_open().await.unwrap(), 3);
        assert_eq!(s.close_user(a).await.unwrap(), 2);
        assert!(!s.is_open("a1").await.unwrap());
        assert!(!s.is_open("a2").await.unwrap());
        assert!(s.is_open("b1").await.unwrap());
        assert_eq!(s.count_open().await.unwrap(), 1);
    }
}
