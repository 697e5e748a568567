//! Spawns the whole newsroom for a test, in either mode, on port 0:
//! - `Mode::Embedded`: SQLite files in a fresh temp dir, in-process bus and sessions, in-memory gRPC;
//! - `Mode::Distributed`: fresh PostgreSQL databases, NATS JetStream, Redis sessions, and the services
//!   serving gRPC on real TCP ports that the gateway dials, as the separate processes do.
//!
//! Distributed mode needs the servers of the development machine (PostgreSQL 127.0.0.1:5432 with
//! trust, NATS :4222 with JetStream, Redis :6379); override with NEWSROOM_TEST_PG, NEWSROOM_TEST_NATS,
//! NEWSROOM_TEST_REDIS.

use std::sync::Arc;

use newsroom::EmbeddedConfig;
use newsroom_auth::JwtSecret;
use newsroom_auth::sessions::RedisSessions;
use newsroom_bus::NatsBus;
use newsroom_gateway::{AppState, Backends, GatewayConfig, backends};
use newsroom_test_support::servers::{self, TestDatabase};
use serde_json::{Value, json};
use tokio::sync::oneshot;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Embedded,
    Distributed,
}

pub struct TestApp {
    pub base: String,
    pub addr: std::net::SocketAddr,
    pub http: reqwest::Client,
    pub data_dir: Option<std::path::PathBuf>,
    pub databases: Vec<TestDatabase>,
    /// The devices service's MOS side (its bound ports, its ncsID).
    pub ncs: std::sync::Arc<newsroom_devices::Ncs>,
    /// The day the demo rundowns were made for: a test that runs across midnight still asks for
    /// the show that exists.
    day: chrono::NaiveDate,
    stop: Vec<oneshot::Sender<()>>,
}

async fn listener() -> tokio::net::TcpListener {
    tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind port 0")
}

fn stopper(
    stop: &mut Vec<oneshot::Sender<()>>,
) -> impl std::future::Future<Output = ()> + Send + 'static {
    let (tx, rx) = oneshot::channel::<()>();
    stop.push(tx);
    async move {
        let _ = rx.await;
    }
}

/// The auth settings of test apps: the defaults, except that one address (the tests' loopback) may
/// try many logins a minute, since a test logs in many users; one login name keeps the default 10.
pub fn test_auth_settings() -> newsroom_auth::AuthSettings {
    newsroom_auth::AuthSettings {
        login_attempts_per_address: 10_000,
        licence_public_key: Some(newsroom_auth::LicenceKey::from_signing(&test_licence_key())),
        ..Default::default()
    }
}

/// The tests' licence vendor: a fixed key made here (the real vendor's private key is never in the
/// repository); test apps verify licences with its public half.
pub fn test_licence_key() -> ed25519_dalek::SigningKey {
    ed25519_dalek::SigningKey::from_bytes(&[42u8; 32])
}

/// MOS ports on free loopback ports, short timeouts: tests run side by side.
static TEST_KEY: std::sync::OnceLock<newsroom_platform::secret::SecretKey> =
    std::sync::OnceLock::new();

pub fn test_mos_config() -> newsroom_devices::NcsConfig {
    newsroom_devices::NcsConfig {
        ncs_id: "newsroom.test.ncs".into(),
        lower_listen: "127.0.0.1:0".into(),
        upper_listen: "127.0.0.1:0".into(),
        query_listen: "127.0.0.1:0".into(),
        ack_timeout: std::time::Duration::from_secs(3),
        heartbeat: std::time::Duration::from_secs(2),
        mos4_listen: "127.0.0.1:0".into(),
        mos4_tls: newsroom_devices::mos::ws::TlsSetting::SelfSigned { dir: None },
        keep_alive: std::time::Duration::from_secs(1),
        ii_reply_timeout: std::time::Duration::from_millis(1000),
        ws_timeout: std::time::Duration::from_millis(1000),
        ws_poll: std::time::Duration::from_millis(200),
        // One key per test process: a restarted newsroom reads what it sealed before.
        secret_key: Some(
            TEST_KEY
                .get_or_init(newsroom_platform::secret::SecretKey::generate)
                .clone(),
        ),
        limits: newsroom_devices::mos::PortLimits::default(),
    }
}

impl TestApp {
    pub async fn spawn(mode: Mode) -> TestApp {
        Self::spawn_on(mode, None).await
    }

    /// Spawns embedded mode on an existing data directory (restart tests).
    pub async fn spawn_on(mode: Mode, data_dir: Option<std::path::PathBuf>) -> TestApp {
        Self::spawn_with(mode, data_dir, newsroom_locks::LOCK_TTL, test_mos_config()).await
    }

    /// Spawns with these MOS settings (the NCS port limits' tests).
    pub async fn spawn_with_mos(mode: Mode, mos: newsroom_devices::NcsConfig) -> TestApp {
        Self::spawn_with(mode, None, newsroom_locks::LOCK_TTL, mos).await
    }

    /// Spawns with edit locks living `lock_ttl` without renewal (expiry tests).
    pub async fn spawn_with_lock_ttl(mode: Mode, lock_ttl: std::time::Duration) -> TestApp {
        Self::spawn_with(mode, None, lock_ttl, test_mos_config()).await
    }

    async fn spawn_with(
        mode: Mode,
        data_dir: Option<std::path::PathBuf>,
        lock_ttl: std::time::Duration,
        mos: newsroom_devices::NcsConfig,
    ) -> TestApp {
        let mut stop = Vec::new();
        let mut databases = Vec::new();
        let day = chrono::Local::now().date_naive();
        let (state, data_dir, ncs) = match mode {
            Mode::Embedded => {
                let dir = data_dir.unwrap_or_else(|| {
                    std::env::temp_dir().join(format!("newsroom-test-{}", uuid::Uuid::new_v4()))
                });
                let started = newsroom::start(&EmbeddedConfig {
                    data_dir: dir.clone(),
                    jwt_secret: None,
                    demo: Some(day),
                    mos: mos.clone(),
                    lock_ttl,
                    auth: test_auth_settings(),
                })
                .await
                .expect("embedded start");
                (started.state, Some(dir), started.ncs)
            }
            Mode::Distributed => {
                let id = uuid::Uuid::new_v4().simple().to_string();
                let (auth_db, rundowns_db, devices_db, documents_db) = (
                    TestDatabase::create(&id, "auth").await,
                    TestDatabase::create(&id, "rundowns").await,
                    TestDatabase::create(&id, "devices").await,
                    TestDatabase::create(&id, "documents").await,
                );
                let bus = Arc::new(
                    // Each test on its own subjects: tests running side by side use the same
                    // rundown ids and would see each other's events.
                    NatsBus::connect_namespaced(&servers::nats_url(), &format!("test-{id}"))
                        .await
                        .expect("NATS reachable"),
                );
                // Sessions on their own keys too: user ids repeat across the tests' databases, and a
                // test ending its user 7's sessions must not end another test's user 7's.
                let sessions = Arc::new(
                    RedisSessions::connect(&servers::redis_url())
                        .await
                        .expect("Redis reachable")
                        // Each test's sessions apart: user ids repeat across tests, and the licence
                        // counts the open sessions.
                        .with_prefix(&format!("newsroom-test-{id}")),
                );
                let auth = newsroom_auth::open(
                    &auth_db.url(),
                    sessions,
                    JwtSecret::new(format!("test-secret-{id}")),
                )
                .await
                .expect("auth open")
                .with_bus(bus.clone())
                .with_settings(test_auth_settings())
                .with_secret_key(test_mos_config().secret_key);
                auth.seed_demo().await.expect("seed users");
                let locks = Arc::new(
                    newsroom_locks::RedisLocks::connect(&servers::redis_url(), "stories")
                        .await
                        .expect("Redis reachable")
                        .namespaced(&format!("test-{id}"))
                        .with_ttl(lock_ttl),
                );
                let (auth_l, rundowns_l) = (listener().await, listener().await);
                let (auth_url, rundowns_url) = (
                    format!("http://{}", auth_l.local_addr().unwrap()),
                    format!("http://{}", rundowns_l.local_addr().unwrap()),
                );
                let rundowns = Arc::new(
                    newsroom_rundowns::open(&rundowns_db.url(), bus.clone())
                        .await
                        .expect("rundowns open")
                        .with_locks(locks)
                        .with_people(backends::remote(&auth_url).unwrap()),
                );
                rundowns.seed_demo(day).await.expect("seed rundowns");
                tokio::spawn(newsroom_auth::run(auth, auth_l, stopper(&mut stop)));
                tokio::spawn(newsroom_rundowns::run(
                    rundowns,
                    rundowns_l,
                    stopper(&mut stop),
                ));
                let ncs = newsroom_devices::open(
                    &devices_db.url(),
                    mos.clone(),
                    backends::remote(&rundowns_url).unwrap(),
                    bus.clone(),
                )
                .await
                .expect("devices open");
                let devices_l = listener().await;
                let devices_url = format!("http://{}", devices_l.local_addr().unwrap());
                tokio::spawn(newsroom_devices::run(
                    ncs.clone(),
                    devices_l,
                    stopper(&mut stop),
                ));
                let documents = Arc::new(
                    newsroom_documents::open(
                        &documents_db.url(),
                        backends::remote(&auth_url).unwrap(),
                        backends::remote(&rundowns_url).unwrap(),
                        bus.clone(),
                    )
                    .await
                    .expect("documents open")
                    .with_devices(backends::remote(&devices_url).unwrap())
                    .with_locks(Arc::new(
                        newsroom_locks::RedisLocks::connect(&servers::redis_url(), "documents")
                            .await
                            .expect("Redis reachable")
                            .namespaced(&format!("test-{id}"))
                            .with_ttl(lock_ttl),
                    ))
                    .with_files(
                        newsroom_documents::files::directory(
                            &std::env::temp_dir().join(format!("newsroom-files-{id}")),
                        )
                        .expect("a files directory"),
                    ),
                );
                newsroom_documents::locking::spawn_lock_sweeper(&documents);
                newsroom_documents::search::spawn_indexer(&documents);
                documents.seed_demo().await.expect("seed reference data");
                let documents_l = listener().await;
                let documents_url = format!("http://{}", documents_l.local_addr().unwrap());
                tokio::spawn(newsroom_documents::run(
                    documents,
                    documents_l,
                    stopper(&mut stop),
                ));
                let backends = Backends::new(
                    backends::remote(&auth_url).unwrap(),
                    backends::remote(&rundowns_url).unwrap(),
                    backends::remote(&devices_url).unwrap(),
                    backends::remote(&documents_url).unwrap(),
                );
                databases = vec![auth_db, rundowns_db, devices_db, documents_db];
                (AppState::new(backends, bus), None, ncs)
            }
        };
        // Websockets are checked again only every 30 s (the default): a revoked session must end
        // them through the bus event `newsroom.auth.sessions.ended`, as in production.
        let l = listener().await;
        let addr = l.local_addr().unwrap();
        let shutdown = stopper(&mut stop);
        tokio::spawn(async move {
            newsroom_gateway::serve(
                l,
                state,
                &GatewayConfig {
                    web_dir: None,
                    trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
                    secure_cookie: false,
                    allowed_origins: Vec::new(),
                },
                shutdown,
            )
            .await
        });
        let http = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        TestApp {
            ncs,
            base: format!("http://{addr}"),
            addr,
            http,
            data_dir,
            databases,
            day,
            stop,
        }
    }

    /// The demo's day (`YYYY-MM-DD`): today when the app started.
    pub fn today(&self) -> String {
        self.day.format("%Y-%m-%d").to_string()
    }

    /// Stops the servers and drops the test databases.
    pub async fn stop(mut self) {
        for s in self.stop.drain(..) {
            let _ = s.send(());
        }
        for db in &self.databases {
            db.drop_now().await;
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// Points the installation's mail server at a plain SMTP server on loopback `port` (as
    /// `admin`), sending as "TV Norte Desk" <desk@tvnorte.example>.
    pub async fn use_mail_server(&self, admin: &str, port: u16) {
        let (status, m) = self
            .send(
                reqwest::Method::PUT,
                admin,
                "/api/mail/config",
                json!({"host": "127.0.0.1", "port": port, "security": "NONE", "username": "",
                       "sender": "desk@tvnorte.example", "senderName": "TV Norte Desk"}),
            )
            .await;
        assert_eq!(status, 200, "{m}");
    }

    /// Logs in (password = login for demo users) and returns the token.
    pub async fn login(&self, user: &str) -> String {
        let res = self
            .http
            .post(self.url("/api/authentication"))
            .form(&[("username", user), ("password", user)])
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "login {user}");
        res.json::<Value>().await.unwrap()["token"]
            .as_str()
            .unwrap()
            .to_owned()
    }

    /// Posts the login form as given (first-access fields included); the status and body.
    pub async fn form_login(&self, form: &[(&str, &str)]) -> (u16, Value) {
        let res = reqwest::Client::new()
            .post(self.url("/api/authentication"))
            .form(form)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// Creates a group granting `permissions` (`{"RUNDOWN": "WRITE"}`), whose members are reporters.
    pub async fn create_group(&self, admin: &str, name: &str, permissions: Value) -> i64 {
        let (status, g) = self
            .send(
                reqwest::Method::POST,
                admin,
                "/api/groups",
                json!({"name": name, "permissions": permissions, "reporters": true}),
            )
            .await;
        assert_eq!(status, 201, "{g}");
        g["id"].as_i64().unwrap()
    }

    /// Creates `nickname` (e-mail `<nickname>@tv.example.org`) in `groups` with the one-time password
    /// `one-time-1`.
    pub async fn create_user(&self, admin: &str, nickname: &str, groups: &[i64]) -> i64 {
        let (status, u) = self
            .send(
                reqwest::Method::POST,
                admin,
                "/api/users",
                json!({"name": format!("{nickname} Name"), "nickname": nickname,
                       "email": format!("{nickname}@tv.example.org"), "password": "one-time-1",
                       "passwordConfirmation": "one-time-1", "groupIds": groups}),
            )
            .await;
        assert_eq!(status, 201, "{u}");
        assert_eq!(u["mustChangePassword"], true);
        u["id"].as_i64().unwrap()
    }

    /// Logs a user created by [`TestApp::create_user`] in for the first time: the one-time password
    /// asks for a new one, `new_password` is set; returns the token.
    pub async fn first_access(&self, nickname: &str, new_password: &str) -> String {
        let (status, body) = self
            .form_login(&[("username", nickname), ("password", "one-time-1")])
            .await;
        assert_eq!(
            (status, body["code"].as_str()),
            (401, Some("password_change_required"))
        );
        let (status, body) = self
            .form_login(&[
                ("username", nickname),
                ("password", "one-time-1"),
                ("isResetPassword", "true"),
                ("newPassword", new_password),
                ("newPasswordConfirmation", new_password),
            ])
            .await;
        assert_eq!(status, 200, "{body}");
        body["token"].as_str().unwrap().to_owned()
    }

    pub async fn get(&self, token: &str, path: &str) -> (u16, Value) {
        let res = reqwest::Client::new()
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    pub async fn send(
        &self,
        method: reqwest::Method,
        token: &str,
        path: &str,
        body: Value,
    ) -> (u16, Value) {
        let res = reqwest::Client::new()
            .request(method, self.url(path))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    pub async fn patch(&self, token: &str, path: &str, field: &str, value: Value) -> (u16, Value) {
        self.send(
            reqwest::Method::PATCH,
            token,
            path,
            json!({"field": field, "value": value}),
        )
        .await
    }

    /// Today's demo rundown of program 1.
    pub async fn demo_rundown(&self, token: &str) -> Value {
        let (status, body) = self
            .get(
                token,
                &format!("/api/rundowns?date={}&programId=1", self.today()),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        body
    }
}

/// The story `id` anywhere in a rundown's JSON.
pub fn story_in(r: &Value, id: i64) -> &Value {
    r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|b| b["stories"].as_array().unwrap())
        .find(|s| s["id"] == id)
        .unwrap_or_else(|| panic!("story {id} not in the rundown"))
}

/// The story ids of a block's JSON, in order.
pub fn story_ids(block: &Value) -> Vec<i64> {
    block["stories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect()
}

/// Story ids of a rundown's JSON outside the standby block, in running order (what devices get).
pub fn aired_story_ids(r: &Value) -> Vec<i64> {
    r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["standBy"] != true)
        .flat_map(|b| b["stories"].as_array().unwrap())
        .map(|s| s["id"].as_i64().unwrap())
        .collect()
}

impl TestApp {
    /// Creates a story with `slug` at `position` of a block through the REST API; returns its id.
    pub async fn insert_story(&self, token: &str, block: i64, slug: &str, position: i64) -> i64 {
        let (status, s) = self
            .send(
                reqwest::Method::POST,
                token,
                &format!("/api/blocks/{block}/stories"),
                json!({"slug": slug, "position": position}),
            )
            .await;
        assert_eq!(status, 201, "{s}");
        s["id"].as_i64().unwrap()
    }
}
