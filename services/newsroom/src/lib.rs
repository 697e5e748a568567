//! # newsroom (embedded)
//!
//! The composition root of embedded mode: the auth, rundowns, devices and documents services on SQLite files under one data
//! directory, an in-process bus, in-memory sessions, and the gateway calling the services through their
//! gRPC servers in memory ([`newsroom_gateway::backends::in_process`]), so embedded and distributed
//! modes run the same code; only transport and storage differ.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;
use newsroom_auth::JwtSecret;
use newsroom_auth::sessions::MemorySessions;
use newsroom_bus::InProcessBus;
use newsroom_gateway::{AppState, Backends, backends};
use newsroom_proto::auth::v1::auth_server::AuthServer;
use newsroom_proto::caller::CallerScope;
use newsroom_proto::devices::v1::devices_server::DevicesServer;
use newsroom_proto::rundowns::v1::rundowns_server::RundownsServer;

/// Settings of the embedded newsroom.
#[derive(Debug, Clone)]
pub struct EmbeddedConfig {
    /// Where the SQLite files and the generated token key live.
    pub data_dir: PathBuf,
    /// Token key; `None`: generated once and kept in `data_dir/jwt.secret`.
    pub jwt_secret: Option<String>,
    /// Seed demo users, programs and the demo programs' rundowns of this day (`--demo`: the local
    /// day at start); `None`: no demo data.
    pub demo: Option<chrono::NaiveDate>,
    /// The MOS NCS side (ports, IDs, timeouts).
    pub mos: newsroom_devices::NcsConfig,
    /// How long a story's edit lock lives without renewal (`NEWSROOM_LOCK_TTL_SECS`).
    pub lock_ttl: std::time::Duration,
    /// The password policy.
    pub auth: newsroom_auth::AuthSettings,
}

/// The running embedded newsroom: the gateway's state and the MOS NCS (for its bound ports).
pub struct Embedded {
    /// Serve this with `newsroom_gateway::serve`.
    pub state: AppState,
    /// The devices service's NCS.
    pub ncs: std::sync::Arc<newsroom_devices::Ncs>,
}

/// Reads the token key from `dir/jwt.secret`, creating it (256 random bits, mode 0600) the first time.
fn jwt_secret(dir: &Path) -> anyhow::Result<String> {
    let path = dir.join("jwt.secret");
    if let Ok(s) = std::fs::read_to_string(&path)
        && s.trim().len() >= 32
    {
        return Ok(s.trim().to_owned());
    }
    let secret = format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    );
    std::fs::write(&path, &secret).with_context(|| format!("writing {}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))
            .with_context(|| format!("protecting {}", path.display()))?;
    }
    Ok(secret)
}

/// The databases of the embedded newsroom: created here, readable by their owner only, before SQLite
/// opens them (its journal files take the database's mode).
const DATABASES: [&str; 4] = ["auth.db", "rundowns.db", "devices.db", "documents.db"];

/// Keeps the data directory to its owner: the directory 0700, every file in it 0600 (password hashes,
/// sealed device passwords, the token key, the MOS 4.0 TLS key), the databases created so before
/// SQLite makes them with the process's umask.
fn protect_data_dir(dir: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt as _, PermissionsExt as _};
        let only_owner = |path: &Path, mode: u32| {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
                .with_context(|| format!("protecting {}", path.display()))
        };
        only_owner(dir, 0o700)?;
        for name in DATABASES {
            let path = dir.join(name);
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .mode(0o600)
                .open(&path)
                .with_context(|| format!("creating {}", path.display()))?;
        }
        for entry in std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
            let path = entry.context("reading the data directory")?.path();
            if path.is_file() {
                only_owner(&path, 0o600)?;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = (dir, DATABASES);
    Ok(())
}

fn sqlite_url(dir: &Path, name: &str) -> String {
    format!("sqlite://{}?mode=rwc", dir.join(name).display())
}

/// Opens every service on the data directory and returns the gateway's state.
///
/// # Errors
/// When the data directory or a database cannot be opened.
pub async fn start(cfg: &EmbeddedConfig) -> anyhow::Result<Embedded> {
    std::fs::create_dir_all(&cfg.data_dir)
        .with_context(|| format!("creating {}", cfg.data_dir.display()))?;
    protect_data_dir(&cfg.data_dir)?;
    let secret = match &cfg.jwt_secret {
        Some(s) => s.clone(),
        None => jwt_secret(&cfg.data_dir)?,
    };
    let bus = Arc::new(InProcessBus::default());
    let auth = newsroom_auth::open(
        &sqlite_url(&cfg.data_dir, "auth.db"),
        Arc::new(MemorySessions::default()),
        JwtSecret::new(secret),
    )
    .await?
    .with_bus(bus.clone())
    .with_settings(cfg.auth.clone())
    // The installation's one key (NEWSROOM_SECRET_KEY or the data directory's `devices.key`).
    .with_secret_key(cfg.mos.secret_key.clone());
    let auth = Arc::new(auth);
    let auth_transport = backends::in_process(AuthServer::new(
        newsroom_auth::grpc::AuthGrpc::shared(auth.clone()),
    ));
    let rundowns = Arc::new(
        newsroom_rundowns::open(&sqlite_url(&cfg.data_dir, "rundowns.db"), bus.clone())
            .await?
            .with_lock_ttl(cfg.lock_ttl)
            .with_people(auth_transport.clone()),
    );
    newsroom_rundowns::spawn_lock_sweeper(&rundowns);
    newsroom_rundowns::spawn_housekeeping(&rundowns);
    if cfg.demo.is_none() {
        newsroom_auth::first_start(&auth).await?;
    }
    if let Some(day) = cfg.demo {
        auth.seed_demo().await.context("seeding demo users")?;
        rundowns
            .seed_demo(day)
            .await
            .context("seeding demo rundowns")?;
    }
    let rundowns_transport = backends::in_process(CallerScope(RundownsServer::new(
        newsroom_rundowns::grpc::RundownsGrpc::new(rundowns),
    )));
    let ncs = newsroom_devices::open(
        &sqlite_url(&cfg.data_dir, "devices.db"),
        cfg.mos.clone(),
        rundowns_transport.clone(),
        bus.clone(),
    )
    .await?;
    newsroom_auth::spawn_retention(&auth);
    let devices_transport = backends::in_process(CallerScope(DevicesServer::new(
        newsroom_devices::grpc::DevicesGrpc::new(ncs.clone()),
    )));
    let documents = Arc::new(
        newsroom_documents::open(
            &sqlite_url(&cfg.data_dir, "documents.db"),
            auth_transport.clone(),
            rundowns_transport.clone(),
            bus.clone(),
        )
        .await?
        .with_locks(Arc::new(newsroom_locks::MemoryLocks::new(cfg.lock_ttl)))
        .with_devices(devices_transport.clone())
        .with_files(newsroom_documents::files::directory(
            &cfg.data_dir.join("files"),
        )?),
    );
    newsroom_documents::locking::spawn_lock_sweeper(&documents);
    newsroom_documents::search::spawn_indexer(&documents);
    newsroom_documents::housekeeping::spawn_housekeeping(&documents);
    if cfg.demo.is_some() {
        documents
            .seed_demo()
            .await
            .context("seeding demo reference data")?;
    }
    let backends = Backends::new(
        auth_transport,
        rundowns_transport,
        devices_transport,
        backends::in_process(newsroom_documents::server(documents)),
    );
    Ok(Embedded {
        state: AppState::new(backends, bus),
        ncs,
    })
}
