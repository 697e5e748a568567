//! `newsroom-gateway`: the gateway as its own process (distributed mode).

use std::path::PathBuf;

use anyhow::Context;
use clap::Parser;
use newsroom_bus::NatsArgs;
use newsroom_gateway::{AppState, Backends, GatewayConfig, backends};
use newsroom_platform::{AUTH, DEVICES, DOCUMENTS, RUNDOWNS};

/// The gateway: REST, STOMP over websocket and the web app, in front of the services.
#[derive(Parser)]
#[command(version)]
struct Config {
    /// Address to listen on.
    #[arg(long, env = "NEWSROOM_LISTEN", default_value = "0.0.0.0:8080")]
    listen: String,
    /// URL of the auth service [default: http://127.0.0.1:50051].
    #[arg(long, env = "NEWSROOM_AUTH_URL")]
    auth_url: Option<String>,
    /// URL of the rundowns service [default: http://127.0.0.1:50052].
    #[arg(long, env = "NEWSROOM_RUNDOWNS_URL")]
    rundowns_url: Option<String>,
    /// URL of the devices service [default: http://127.0.0.1:50053].
    #[arg(long, env = "NEWSROOM_DEVICES_URL")]
    devices_url: Option<String>,
    /// URL of the documents service [default: http://127.0.0.1:50054].
    #[arg(long, env = "NEWSROOM_DOCUMENTS_URL")]
    documents_url: Option<String>,
    #[command(flatten)]
    nats: NatsArgs,
    /// Directory of the built web app.
    #[arg(long, env = "NEWSROOM_WEB_DIR", default_value = "web/dist")]
    web_dir: PathBuf,
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
    /// Print the OpenAPI document of the REST API (docs/openapi.json) and exit.
    #[arg(long)]
    print_openapi: bool,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cfg = Config::parse();
    if cfg.print_openapi {
        println!("{}", newsroom_gateway::openapi_json());
        return Ok(());
    }
    newsroom_platform::init_tracing();
    let bus = cfg.nats.connect().await.context("connecting to NATS")?;
    let url = |set: Option<String>, service: newsroom_platform::ServiceName| {
        backends::remote(&set.unwrap_or_else(|| service.local_url()))
    };
    let state = AppState::new(
        Backends::new(
            url(cfg.auth_url, AUTH)?,
            url(cfg.rundowns_url, RUNDOWNS)?,
            url(cfg.devices_url, DEVICES)?,
            url(cfg.documents_url, DOCUMENTS)?,
        ),
        bus,
    );
    let listener = tokio::net::TcpListener::bind(&cfg.listen)
        .await
        .with_context(|| format!("binding {}", cfg.listen))?;
    tracing::info!(addr = %listener.local_addr()?, "gateway listening");
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
