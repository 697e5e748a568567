//! `newsroom-devices`: the devices service as its own process (distributed mode).

use anyhow::Context;
use clap::Parser;
use newsroom_bus::NatsBus;

/// The devices service: device registry over gRPC, MOS NCS ports, rundown events from NATS.
#[derive(Parser)]
#[command(version)]
struct Config {
    /// Address of the gRPC server.
    #[arg(long, env = "NEWSROOM_GRPC_LISTEN", default_value = "0.0.0.0:50053")]
    listen: String,
    /// PostgreSQL (or SQLite) URL of the devices database.
    #[arg(
        long,
        env = "NEWSROOM_DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/newsroom_devices"
    )]
    database_url: String,
    /// NATS URL (JetStream enabled).
    #[arg(
        long,
        env = "NEWSROOM_NATS_URL",
        default_value = "nats://127.0.0.1:4222"
    )]
    nats_url: String,
    /// The rundowns service.
    #[arg(
        long,
        env = "NEWSROOM_RUNDOWNS_URL",
        default_value = "http://127.0.0.1:50052"
    )]
    rundowns_url: String,
    /// MOS settings.
    #[command(flatten)]
    mos: newsroom_devices::MosArgs,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    let bus = std::sync::Arc::new(
        NatsBus::connect(&cfg.nats_url)
            .await
            .context("connecting to NATS")?,
    );
    let ncs_cfg = cfg.mos.config(None).map_err(anyhow::Error::msg)?;
    let rundowns = newsroom_proto::transport::remote(&cfg.rundowns_url)?;
    let ncs = newsroom_devices::open(&cfg.database_url, ncs_cfg, rundowns, bus).await?;
    let listener = tokio::net::TcpListener::bind(&cfg.listen)
        .await
        .with_context(|| format!("binding {}", cfg.listen))?;
    tracing::info!(addr = %cfg.listen, "devices service listening");
    newsroom_devices::run(ncs, listener, newsroom_platform::shutdown_signal()).await
}
