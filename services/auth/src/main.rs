//! `newsroom-auth`: the auth service as its own process (distributed mode).

use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use newsroom_auth::JwtSecret;
use newsroom_auth::sessions::RedisSessions;
use newsroom_platform::{AUTH, RedisArgs, ServiceArgs};

/// The auth service: users, groups, permissions and sessions over gRPC.
#[derive(Parser)]
#[command(version)]
struct Config {
    #[command(flatten)]
    service: ServiceArgs,
    /// Seed the demo users into an empty database.
    #[arg(long, env = "NEWSROOM_DEMO")]
    demo: bool,
    /// Sessions.
    #[command(flatten)]
    redis: RedisArgs,
    /// The bus (tells gateways when sessions end).
    #[command(flatten)]
    nats: newsroom_bus::NatsArgs,
    /// Password policy.
    #[command(flatten)]
    auth: newsroom_auth::AuthSettings,
    /// Key that signs session tokens (at least 32 characters); the gateway never sees it.
    #[arg(long, env = "NEWSROOM_JWT_SECRET", hide_env_values = true)]
    jwt_secret: String,
    /// The key that seals the directory service's bind password at rest: 32 bytes, base64
    /// (`openssl rand -base64 32`), the same as the devices service's. Unset: stored as given.
    #[arg(long, env = "NEWSROOM_SECRET_KEY", hide_env_values = true)]
    secret_key: Option<String>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    anyhow::ensure!(
        cfg.jwt_secret.len() >= 32,
        "NEWSROOM_JWT_SECRET must be at least 32 characters"
    );
    // An empty NEWSROOM_SECRET_KEY (compose passes one through) counts as unset.
    let secret_key = cfg
        .secret_key
        .as_deref()
        .filter(|k| !k.trim().is_empty())
        .map(newsroom_platform::secret::SecretKey::parse)
        .transpose()
        .map_err(anyhow::Error::msg)?;
    let sessions = Arc::new(
        RedisSessions::connect(&cfg.redis.redis_url)
            .await
            .context("connecting to Redis")?,
    );
    let service = newsroom_auth::open(
        &cfg.service.database_url(AUTH),
        sessions,
        JwtSecret::new(cfg.jwt_secret),
    )
    .await?
    .with_bus(cfg.nats.connect().await.context("connecting to NATS")?)
    .with_settings(cfg.auth)
    .with_secret_key(secret_key);
    if cfg.demo {
        service.seed_demo().await.context("seeding demo users")?;
    } else {
        newsroom_auth::first_start(&service).await?;
    }
    let listener = newsroom_platform::bind(&cfg.service.listen(AUTH), AUTH).await?;
    newsroom_auth::run(service, listener, newsroom_platform::shutdown_signal()).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_settings_are_consistent() {
        use clap::CommandFactory;
        super::Config::command().debug_assert();
    }
}
