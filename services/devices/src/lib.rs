//! # newsroom-devices
//!
//! The control-room devices of web.md sections 1, 3 and 7: the device registry (type CC/CG/MAM/
//! PLAYOUT/TP, protocol MOS/II/WS, ports, profiles, templates), the MOS newsroom (NCS) gateway
//! that keeps devices in step with the rundowns whose device integration is enabled, and the II
//! (character generators over TCP) and WS (JSON over HTTP) devices (docs/devices.md).
//!
//! ## Layout
//! - [`registry`]: what a device is, its validation, and this service's error enum.
//! - [`store`]: the devices database (registry, media, MOS message IDs).
//! - [`mos`]: the NCS side of MOS 2.8.5 over TCP and MOS 4.0 over WebSocket (links, own ports,
//!   running-order sync, one message core).
//! - [`ii`]: the TCP link of each II device (Intelligent Interface, `crates/ii` the codec).
//! - [`webservice`]: WS devices: health poll, running orders and CG commands as JSON over HTTP.
//! - [`cg`]: the common entry point of CG commands (cue, take, clear), whatever the protocol.
//! - [`service`]: the rules of every call (registry, media, commands, story items), on
//!   [`registry::DevicesError`].
//! - [`rundowns`]: the rundowns service as this one calls it.
//! - [`grpc`]: the `newsroom.devices.v1.Devices` server: protobuf in, one service call, protobuf out.
//! - [`open`], [`follow_rundowns`], [`run`]: start-up, the bus subscription, the distributed server.

pub mod cg;
pub mod credits;
pub mod grpc;
pub mod ii;
pub mod mos;
pub mod registry;
pub mod rundowns;
pub mod service;
pub mod store;
pub mod webservice;

use std::future::Future;
use std::sync::Arc;

use anyhow::Context;
use futures::StreamExt;
use newsroom_bus::SharedBus;
use newsroom_proto::devices::v1::devices_server::DevicesServer;
use newsroom_proto::rundowns::v1 as rpb;
use newsroom_proto::rundowns::v1::rundowns_client::RundownsClient;
use newsroom_proto::transport::Transport;
use prost::Message as _;

pub use mos::{MosArgs, Ncs, NcsConfig};

/// Opens the database, migrates, binds the NCS ports (see [`bind`]), connects to the registered devices and follows
/// the rundowns on `bus`.
///
/// # Errors
/// When the database cannot be opened or the bus subscription fails.
pub async fn open(
    database_url: &str,
    cfg: NcsConfig,
    rundowns: Transport,
    bus: SharedBus,
) -> anyhow::Result<Arc<Ncs>> {
    let db = newsroom_platform::connect_database(database_url).await?;
    if cfg.secret_key.is_none() {
        tracing::warn!(
            "NEWSROOM_SECRET_KEY is not set: device passwords (MOS 4.0, WS) are stored as given"
        );
    }
    let store = store::Store::new(db).with_key(cfg.secret_key.clone());
    store
        .migrate()
        .await
        .context("migrating the devices database")?;
    let cfg_query = cfg.query_listen.clone();
    let lower = bind(&cfg.lower_listen, "lower").await;
    let upper = bind(&cfg.upper_listen, "upper").await;
    let ports = (
        lower.as_ref().and_then(|l| l.local_addr().ok()),
        upper.as_ref().and_then(|l| l.local_addr().ok()),
    );
    let ncs = Ncs::new(
        cfg,
        store,
        RundownsClient::new(newsroom_proto::caller::propagate(rundowns)),
        ports,
    );
    if let Some(l) = lower {
        tokio::spawn(mos::server::serve(ncs.clone(), l, "lower"));
    }
    if let Some(l) = upper {
        tokio::spawn(mos::server::serve(ncs.clone(), l, "upper"));
    }
    if let Some(l) = bind(&cfg_query, "query").await {
        if let Ok(addr) = l.local_addr() {
            ncs.set_query_port(addr);
        }
        tokio::spawn(mos::server::serve(ncs.clone(), l, "query"));
    }
    mos::ws::listen(&ncs).await?;
    ncs.refresh().await?;
    let subscription = bus
        .subscribe(newsroom_bus::subjects::ALL_RUNDOWN_EVENTS.to_string())
        .await?;
    tokio::spawn(follow_rundowns(ncs.clone(), subscription));
    Ok(ncs)
}

/// Binds an NCS port. A port in use is logged, not fatal: Newsroom still connects out to devices;
/// only devices connecting in (status, media) wait until it is free and Newsroom restarts.
async fn bind(addr: &str, port: &str) -> Option<tokio::net::TcpListener> {
    match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => {
            tracing::info!(port, addr = %l.local_addr().map(|a| a.to_string()).unwrap_or_default(), "MOS NCS port listening");
            Some(l)
        }
        Err(e) => {
            tracing::error!(
                port,
                addr,
                "MOS NCS port unavailable ({e}): devices cannot connect to Newsroom; set NEWSROOM_MOS_{}_LISTEN",
                port.to_uppercase()
            );
            None
        }
    }
}

/// Turns rundown events into running-order syncs: the rundown is fetched once per burst of events and
/// handed to every device's worker. Lock events change nothing and are skipped.
pub async fn follow_rundowns(
    ncs: Arc<Ncs>,
    mut events: futures::stream::BoxStream<'static, newsroom_bus::Message>,
) {
    while let Some(first) = events.next().await {
        // Rundowns changed, each with the stories whose events came (their scripts may have changed).
        let mut dirty: Vec<(i64, Vec<i64>)> = vec![];
        let mut note = |m: newsroom_bus::Message| {
            let Ok(ev) = rpb::RundownEvent::decode(m.payload) else {
                return;
            };
            if matches!(
                ev.event(),
                rpb::EventKind::Lock | rpb::EventKind::Unlock | rpb::EventKind::TakeOver
            ) {
                return;
            }
            let i = match dirty.iter().position(|(id, _)| *id == ev.rundown_id) {
                Some(i) => i,
                None => {
                    dirty.push((ev.rundown_id, vec![]));
                    dirty.len() - 1
                }
            };
            if let Some(rpb::rundown_event::Data::Story(s)) = ev.data
                && !dirty[i].1.contains(&s.id)
            {
                dirty[i].1.push(s.id);
            }
        };
        note(first);
        // Merge the burst a single edit makes (story, block and rundown events).
        while let Ok(Some(m)) =
            tokio::time::timeout(std::time::Duration::from_millis(30), events.next()).await
        {
            note(m);
        }
        // No device gets running orders: reading the rundowns would be wasted work on every edit.
        if !ncs.follows_any() {
            continue;
        }
        for (id, stories) in dirty {
            match ncs.running_order(id).await {
                Ok(Some((r, _))) => {
                    let on = r.device_integration;
                    ncs.rundown_changed(id, on.then(|| Arc::new(r)), &stories);
                }
                Ok(None) => ncs.rundown_changed(id, None, &[]),
                Err(e) => tracing::warn!(rundown = id, "rundown not read for the devices: {e}"),
            }
        }
    }
}

/// Serves the devices gRPC API on `listener` until `shutdown` completes.
///
/// # Errors
/// When the server fails.
pub async fn run(
    ncs: Arc<Ncs>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    newsroom_platform::serve_grpc(
        newsroom_proto::caller::CallerScope(DevicesServer::new(grpc::DevicesGrpc::new(ncs))),
        listener,
        shutdown,
    )
    .await
}
