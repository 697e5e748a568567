//! `newsroom-documents`: the documents service as its own process (distributed mode).

use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use newsroom_locks::RedisLocks;
use newsroom_platform::{AUTH, DEVICES, DOCUMENTS, RUNDOWNS, RedisArgs, ServiceArgs};

/// The documents service: assignments and their edit locks over gRPC, their events on NATS.
#[derive(Parser)]
#[command(version)]
struct Config {
    #[command(flatten)]
    service: ServiceArgs,
    /// Seed the demo reference data (classifications, editorials, types, vehicles) into empty lists.
    #[arg(long, env = "NEWSROOM_DEMO")]
    demo: bool,
    /// Document edit locks.
    #[command(flatten)]
    redis: RedisArgs,
    /// Edit lock settings.
    #[command(flatten)]
    locks: newsroom_locks::LockArgs,
    /// Where file bytes live.
    #[command(flatten)]
    files: newsroom_documents::files::FilesArgs,
    /// The bus its events go out on.
    #[command(flatten)]
    nats: newsroom_bus::NatsArgs,
    /// The auth service, which knows the users [default: http://127.0.0.1:50051].
    #[arg(long, env = "NEWSROOM_AUTH_URL")]
    auth_url: Option<String>,
    /// The rundowns service, which knows the programs [default: http://127.0.0.1:50052].
    #[arg(long, env = "NEWSROOM_RUNDOWNS_URL")]
    rundowns_url: Option<String>,
    /// The devices service, which checks a reportage's graphics against its CG templates
    /// [default: http://127.0.0.1:50053].
    #[arg(long, env = "NEWSROOM_DEVICES_URL")]
    devices_url: Option<String>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    let auth = newsroom_proto::transport::remote(
        &cfg.auth_url.clone().unwrap_or_else(|| AUTH.local_url()),
    )?;
    let rundowns = newsroom_proto::transport::remote(
        &cfg.rundowns_url
            .clone()
            .unwrap_or_else(|| RUNDOWNS.local_url()),
    )?;
    let devices = newsroom_proto::transport::remote(
        &cfg.devices_url
            .clone()
            .unwrap_or_else(|| DEVICES.local_url()),
    )?;
    let locks = Arc::new(
        RedisLocks::connect(&cfg.redis.redis_url, "documents")
            .await
            .context("connecting to Redis")?
            .with_ttl(cfg.locks.ttl()),
    );
    let bus = cfg.nats.connect().await.context("connecting to NATS")?;
    let service = Arc::new(
        newsroom_documents::open(&cfg.service.database_url(DOCUMENTS), auth, rundowns, bus)
            .await?
            .with_locks(locks)
            .with_devices(devices)
            .with_files(cfg.files.open().context("opening the file storage")?),
    );
    newsroom_documents::locking::spawn_lock_sweeper(&service);
    newsroom_documents::search::spawn_indexer(&service);
    newsroom_documents::housekeeping::spawn_housekeeping(&service);
    if cfg.demo {
        service
            .seed_demo()
            .await
            .context("seeding demo reference data")?;
    }
    let listener = newsroom_platform::bind(&cfg.service.listen(DOCUMENTS), DOCUMENTS).await?;
    newsroom_documents::run(service, listener, newsroom_platform::shutdown_signal()).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_settings_are_consistent() {
        use clap::CommandFactory;
        super::Config::command().debug_assert();
    }
}
