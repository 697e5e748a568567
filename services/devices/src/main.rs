//! `newsroom-devices`: the devices service as its own process (distributed mode).

use anyhow::Context;
use clap::Parser;
use newsroom_bus::NatsArgs;
use newsroom_platform::{DEVICES, RUNDOWNS, ServiceArgs};

/// The devices service: device registry over gRPC, MOS NCS ports, rundown events from NATS.
#[derive(Parser)]
#[command(version)]
struct Config {
    #[command(flatten)]
    service: ServiceArgs,
    #[command(flatten)]
    nats: NatsArgs,
    /// The rundowns service [default: http://127.0.0.1:50052].
    #[arg(long, env = "NEWSROOM_RUNDOWNS_URL")]
    rundowns_url: Option<String>,
    /// MOS settings.
    #[command(flatten)]
    mos: newsroom_devices::MosArgs,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    newsroom_platform::init_tracing();
    let cfg = Config::parse();
    let bus = cfg.nats.connect().await.context("connecting to NATS")?;
    let ncs_cfg = cfg.mos.config(None).map_err(anyhow::Error::msg)?;
    let rundowns_url = cfg.rundowns_url.unwrap_or_else(|| RUNDOWNS.local_url());
    let rundowns = newsroom_proto::transport::remote(&rundowns_url)?;
    let ncs =
        newsroom_devices::open(&cfg.service.database_url(DEVICES), ncs_cfg, rundowns, bus).await?;
    let listener = newsroom_platform::bind(&cfg.service.listen(DEVICES), DEVICES).await?;
    newsroom_devices::run(ncs, listener, newsroom_platform::shutdown_signal()).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_settings_are_consistent() {
        use clap::CommandFactory;
        super::Config::command().debug_assert();
    }
}
