//! `newsroom-auth`: the auth service as its own process (distributed mode).

use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use newsroom_auth::JwtSecret;
use newsroom_auth::sessions::RedisSessions;

/// The auth service: users, groups, permissions and sessions over gRPC.
#[derive(Parser)]
#[command(version)]
struct Config {
    /// Address of the gRPC server.
    #[arg(long, env = "NEWSROOM_GRPC_LISTEN", default_value = "0.0.0.0:50051")]
    listen: String,
    /// PostgreSQL (or SQLite) URL of the auth database; the database must exist.
    #[arg(
        long,
        env = "NEWSROOM_DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/newsroom_auth"
    )]
    database_url: String,
    /// Redis URL for sessions.
    #[arg(
        long,
        env = "NEWSROOM_REDIS_URL",
        default_value = "redis://127.0.0.1:6379"
    )]
    redis_url: String,
    /// Key that signs session tokens; the gateway never sees it.
    #[arg(long, env = "NEWSROOM_JWT_SECRET", hide_env_values = true)]
    jwt_secret: String,
    /// Seed the demo users into an empty database.
    #[arg(long, env = "NEWSROOM_DEMO")]
    demo: bool,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    anyhow::ensure!(
        cfg.jwt_secret.len() >= 32,
        "NEWSROOM_JWT_SECRET must be at least 32 characters"
    );
    let sessions = Arc::new(
        RedisSessions::connect(&cfg.redis_url)
            .await
            .context("connecting to Redis")?,
    );
    let service =
        newsroom_auth::open(&cfg.database_url, sessions, JwtSecret::new(cfg.jwt_secret)).await?;
    if cfg.demo {
        service.seed_demo().await.context("seeding demo users")?;
    }
    let listener = tokio::net::TcpListener::bind(&cfg.listen)
        .await
        .with_context(|| format!("binding {}", cfg.listen))?;
    tracing::info!(addr = %cfg.listen, "auth service listening");
    newsroom_auth::run(service, listener, newsroom_platform::shutdown_signal()).await
}
