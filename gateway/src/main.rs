//! `newsroom-gateway`: the gateway as its own process (distributed mode).

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use newsroom_bus::NatsBus;
use newsroom_gateway::{AppState, Backends, GatewayConfig, backends};

/// The gateway: REST, STOMP over websocket and the web app, in front of the services.
#[derive(Parser)]
#[command(version)]
struct Config {
    /// Address to listen on.
    #[arg(long, env = "NEWSROOM_LISTEN", default_value = "0.0.0.0:8080")]
    listen: String,
    /// URL of the auth service.
    #[arg(
        long,
        env = "NEWSROOM_AUTH_URL",
        default_value = "http://127.0.0.1:50051"
    )]
    auth_url: String,
    /// URL of the rundowns service.
    #[arg(
        long,
        env = "NEWSROOM_RUNDOWNS_URL",
        default_value = "http://127.0.0.1:50052"
    )]
    rundowns_url: String,
    /// URL of the devices service.
    #[arg(
        long,
        env = "NEWSROOM_DEVICES_URL",
        default_value = "http://127.0.0.1:50053"
    )]
    devices_url: String,
    /// NATS URL.
    #[arg(
        long,
        env = "NEWSROOM_NATS_URL",
        default_value = "nats://127.0.0.1:4222"
    )]
    nats_url: String,
    /// Directory of the built web app.
    #[arg(long, env = "NEWSROOM_WEB_DIR", default_value = "web/dist")]
    web_dir: PathBuf,
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
    let state = AppState::new(
        Backends::new(
            backends::remote(&cfg.auth_url)?,
            backends::remote(&cfg.rundowns_url)?,
            backends::remote(&cfg.devices_url)?,
        ),
        bus,
    );
    let listener = tokio::net::TcpListener::bind(&cfg.listen)
        .await
        .with_context(|| format!("binding {}", cfg.listen))?;
    tracing::info!(addr = %cfg.listen, "gateway listening");
    newsroom_gateway::serve(
        listener,
        state,
        &GatewayConfig {
            web_dir: Some(cfg.web_dir),
        },
        newsroom_platform::shutdown_signal(),
    )
    .await
}
