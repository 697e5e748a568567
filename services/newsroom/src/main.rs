//! `newsroom`: the whole newsroom in one process (embedded mode), serving the web app.

use std::path::PathBuf;

use anyhow::Context;
use clap::Parser;
use newsroom::EmbeddedConfig;
use newsroom_gateway::GatewayConfig;

/// Newsroom, embedded: every service and the gateway in one process, on SQLite.
#[derive(Parser)]
#[command(version)]
struct Config {
    /// Address to listen on (use 0.0.0.0:8080 to serve other machines).
    #[arg(long, env = "NEWSROOM_LISTEN", default_value = "127.0.0.1:8080")]
    listen: String,
    /// Directory of the databases (created if missing).
    #[arg(long, env = "NEWSROOM_DATA_DIR", default_value = ".newsroom-data")]
    data_dir: PathBuf,
    /// Directory of the built web app.
    #[arg(long, env = "NEWSROOM_WEB_DIR", default_value = "web/dist")]
    web_dir: PathBuf,
    /// Key that signs session tokens; default: generated and kept in the data directory.
    #[arg(long, env = "NEWSROOM_JWT_SECRET", hide_env_values = true)]
    jwt_secret: Option<String>,
    /// Seed the demo users, programs and today's rundowns (README, "Demo users").
    #[arg(long, env = "NEWSROOM_DEMO")]
    demo: bool,
    /// MOS settings.
    #[command(flatten)]
    mos: newsroom_devices::MosArgs,
    /// Edit lock settings.
    #[command(flatten)]
    locks: newsroom_locks::LockArgs,
    /// Password policy.
    #[command(flatten)]
    auth: newsroom_auth::AuthSettings,
    /// Reverse proxies whose X-Forwarded-For names the client (comma-separated addresses).
    #[arg(long, env = "NEWSROOM_TRUSTED_PROXIES", value_delimiter = ',')]
    trusted_proxies: Vec<std::net::IpAddr>,
    /// Mark the session cookie Secure: set it when browsers reach Newsroom over HTTPS (a TLS proxy).
    #[arg(long, env = "NEWSROOM_SECURE_COOKIE")]
    secure_cookie: bool,
    /// Web origins allowed besides the request's own host (comma-separated, e.g.
    /// https://newsroom.example.org): for a proxy that rewrites Host.
    #[arg(long, env = "NEWSROOM_ALLOWED_ORIGINS", value_delimiter = ',')]
    allowed_origins: Vec<String>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    let state = newsroom::start(&EmbeddedConfig {
        data_dir: cfg.data_dir.clone(),
        jwt_secret: cfg.jwt_secret,
        demo: cfg.demo.then(|| chrono::Local::now().date_naive()),
        mos: cfg
            .mos
            .config(Some(&cfg.data_dir))
            .map_err(anyhow::Error::msg)?,
        lock_ttl: cfg.locks.ttl(),
        auth: cfg.auth,
    })
    .await?
    .state;
    let listener = tokio::net::TcpListener::bind(&cfg.listen)
        .await
        .with_context(|| format!("binding {}", cfg.listen))?;
    tracing::info!(url = %format!("http://{}", listener.local_addr()?), data = %cfg.data_dir.display(), "newsroom is up");
    newsroom_gateway::serve(
        listener,
        state,
        &GatewayConfig {
            web_dir: Some(cfg.web_dir),
            trusted_proxies: cfg.trusted_proxies,
            secure_cookie: cfg.secure_cookie,
            allowed_origins: cfg.allowed_origins,
        },
        newsroom_platform::shutdown_signal(),
    )
    .await
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_settings_are_consistent() {
        use clap::CommandFactory;
        super::Config::command().debug_assert();
    }
}
