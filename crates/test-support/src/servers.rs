//! The development servers of the distributed-mode tests: PostgreSQL (127.0.0.1:5432, trust), NATS with
//! JetStream (:4222) and Redis (:6379), each overridable (`NEWSROOM_TEST_PG`, `NEWSROOM_TEST_NATS`,
//! `NEWSROOM_TEST_REDIS`).

use sea_orm::{ConnectionTrait, Database};

fn env_or(key: &str, default: &str) -> String {
    std::env::var(key).unwrap_or_else(|_| default.to_owned())
}

/// PostgreSQL's base URL, without a database: `postgres://postgres@127.0.0.1:5432`.
pub fn postgres_url() -> String {
    env_or("NEWSROOM_TEST_PG", "postgres://postgres@127.0.0.1:5432")
}

/// NATS: `nats://127.0.0.1:4222`.
pub fn nats_url() -> String {
    env_or("NEWSROOM_TEST_NATS", "nats://127.0.0.1:4222")
}

/// Redis: `redis://127.0.0.1:6379`.
pub fn redis_url() -> String {
    env_or("NEWSROOM_TEST_REDIS", "redis://127.0.0.1:6379")
}

/// `host:port` of a server URL (`scheme://[user@]host:port[/...]`).
fn address(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let rest = rest.rsplit_once('@').map_or(rest, |(_, r)| r);
    rest.split('/').next().unwrap_or(rest).to_owned()
}

/// The servers that do not answer, by name, each with its address.
pub async fn missing() -> Vec<String> {
    let mut out = vec![];
    for (name, url) in [
        ("PostgreSQL", postgres_url()),
        ("NATS", nats_url()),
        ("Redis", redis_url()),
    ] {
        let addr = address(&url);
        if tokio::net::TcpStream::connect(&addr).await.is_err() {
            out.push(format!("{name} at {addr}"));
        }
    }
    out
}

/// Fails the calling test at once when a server is missing, saying which and how to run without them.
/// A distributed-mode test calls it first: it never passes without having run.
///
/// # Panics
/// When PostgreSQL, NATS or Redis does not answer.
pub async fn require() {
    let missing = missing().await;
    assert!(
        missing.is_empty(),
        "distributed-mode test without its servers: {} not reachable. Start them (README, \"Working on \
         it\"), or run `just test`, which leaves the distributed-mode tests out, and says so, when the \
         servers are missing.",
        missing.join(", ")
    );
}

/// A fresh PostgreSQL database for one test, dropped by [`TestDatabase::drop_now`].
pub struct TestDatabase {
    /// Its name (`newsroom_test_<uuid>_<suffix>`).
    pub name: String,
}

impl TestDatabase {
    /// Creates `newsroom_test_<id>_<suffix>`.
    ///
    /// # Panics
    /// When PostgreSQL cannot be reached or refuses.
    pub async fn create(id: &str, suffix: &str) -> TestDatabase {
        let name = format!("newsroom_test_{id}_{suffix}");
        let admin = Database::connect(format!("{}/postgres", postgres_url()))
            .await
            .expect("PostgreSQL reachable");
        admin
            .execute_unprepared(&format!("CREATE DATABASE {name}"))
            .await
            .expect("create test database");
        TestDatabase { name }
    }

    /// Its URL.
    pub fn url(&self) -> String {
        format!("{}/{}", postgres_url(), self.name)
    }

    /// Drops it (connections still open are closed).
    pub async fn drop_now(&self) {
        if let Ok(admin) = Database::connect(format!("{}/postgres", postgres_url())).await {
            let _ = admin
                .execute_unprepared(&format!(
                    "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                    self.name
                ))
                .await;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn addresses_of_server_urls() {
        assert_eq!(
            super::address("postgres://postgres@127.0.0.1:5432"),
            "127.0.0.1:5432"
        );
        assert_eq!(super::address("nats://127.0.0.1:4222"), "127.0.0.1:4222");
        assert_eq!(super::address("redis://h:6379/0"), "h:6379");
    }
}
