//! `newsroom-rundowns`: the rundowns service as its own process (distributed mode).

use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use newsroom_bus::NatsBus;
use newsroom_rundowns::locks::RedisLocks;

/// The rundowns service: programs, rundowns, blocks, stories and timing over gRPC; events on NATS.
#[derive(Parser)]
#[command(version)]
struct Config {
    /// Address of the gRPC server.
    #[arg(long, env = "NEWSROOM_GRPC_LISTEN", default_value = "0.0.0.0:50052")]
    listen: String,
    /// PostgreSQL (or SQLite) URL of the rundowns database; the database must exist.
    #[arg(
        long,
        env = "NEWSROOM_DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/newsroom_rundowns"
    )]
    database_url: String,
    /// Redis URL for story edit locks.
    #[arg(
        long,
        env = "NEWSROOM_REDIS_URL",
        default_value = "redis://127.0.0.1:6379"
    )]
    redis_url: String,
    /// NATS URL (JetStream enabled).
    #[arg(
        long,
        env = "NEWSROOM_NATS_URL",
        default_value = "nats://127.0.0.1:4222"
    )]
    nats_url: String,
    /// Seed the demo programs and today's demo rundowns.
    #[arg(long, env = "NEWSROOM_DEMO")]
    demo: bool,
    /// Edit lock settings.
    #[command(flatten)]
    locks: newsroom_rundowns::locks::LockArgs,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    let bus = Arc::new(
        NatsBus::connect(&cfg.nats_url)
            .await
            .context("connecting to NATS")?,
    );
    let locks = Arc::new(
        RedisLocks::connect(&cfg.redis_url)
            .await
            .context("connecting to Redis")?
            .with_ttl(cfg.locks.ttl()),
    );
    let service = Arc::new(
        newsroom_rundowns::open(&cfg.database_url, bus)
            .await?
            .with_locks(locks),
    );
    if cfg.demo {
        service
            .seed_demo(chrono::Local::now().date_naive())
            .await
            .context("seeding demo rundowns")?;
    }
    let listener = tokio::net::TcpListener::bind(&cfg.listen)
        .await
        .with_context(|| format!("binding {}", cfg.listen))?;
    tracing::info!(addr = %cfg.listen, "rundowns service listening");
    newsroom_rundowns::run(service, listener, newsroom_platform::shutdown_signal()).await
}
