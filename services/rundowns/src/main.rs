//! `newsroom-rundowns`: the rundowns service as its own process (distributed mode).

use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use newsroom_bus::NatsArgs;
use newsroom_locks::RedisLocks;
use newsroom_platform::{AUTH, RUNDOWNS, RedisArgs, ServiceArgs};

/// The rundowns service: programs, rundowns, blocks, stories and timing over gRPC; events on NATS.
#[derive(Parser)]
#[command(version)]
struct Config {
    #[command(flatten)]
    service: ServiceArgs,
    /// Seed the demo programs and today's demo rundowns into an empty database.
    #[arg(long, env = "NEWSROOM_DEMO")]
    demo: bool,
    /// Story edit locks.
    #[command(flatten)]
    redis: RedisArgs,
    #[command(flatten)]
    nats: NatsArgs,
    /// Edit lock settings.
    #[command(flatten)]
    locks: newsroom_locks::LockArgs,
    /// The auth service, which names programs' staff [default: http://127.0.0.1:50051].
    #[arg(long, env = "NEWSROOM_AUTH_URL")]
    auth_url: Option<String>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    let bus = cfg.nats.connect().await.context("connecting to NATS")?;
    let locks = Arc::new(
        RedisLocks::connect(&cfg.redis.redis_url, "stories")
            .await
            .context("connecting to Redis")?
            .with_ttl(cfg.locks.ttl()),
    );
    let service = Arc::new(
        newsroom_rundowns::open(&cfg.service.database_url(RUNDOWNS), bus)
            .await?
            .with_locks(locks)
            .with_people(newsroom_proto::transport::remote(
                &cfg.auth_url.clone().unwrap_or_else(|| AUTH.local_url()),
            )?),
    );
    if cfg.demo {
        service
            .seed_demo(chrono::Local::now().date_naive())
            .await
            .context("seeding demo rundowns")?;
    }
    let listener = newsroom_platform::bind(&cfg.service.listen(RUNDOWNS), RUNDOWNS).await?;
    newsroom_rundowns::run(service, listener, newsroom_platform::shutdown_signal()).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_settings_are_consistent() {
        use clap::CommandFactory;
        super::Config::command().debug_assert();
    }
}
