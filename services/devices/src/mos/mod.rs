//! The MOS newsroom (NCS) side: MOS 2.8.5 over TCP and MOS 4.0 over WebSocket, one message core.
//!
//! ## Layout
//! - [`server`]: the transport-free core: [`server::handle`] answers one message from a device
//!   (heartbeats, machine info, objects, roElementStat, roReq) whichever transport brought it; and the
//!   2.8.5 NCS lower and upper ports that feed it.
//! - [`link`]: 2.8.5 outbound connections to each device's lower and upper ports, one message in
//!   flight, retries with the same messageID, heartbeats on idle sockets.
//! - [`ws`]: MOS 4.0: one WebSocket connection per device carrying the mom / ro / aux channels both
//!   ways, dialled by Newsroom or, in passive mode, by the device; TLS, HTTP Basic auth, keepAlive.
//! - [`running_order`]: rundown -> running order, and the element actions between two of them.
//! - `worker`: the worker per device that keeps the device's copy of each running order in step
//!   with the rundowns (and sends teleprompter scripts, profile 4).
//! - [`MosArgs`], [`NcsConfig`]: the settings.
//! - this module: [`Ncs`], the registry of live links (MOS, II, WS) and device states.

mod config;
pub mod link;
pub mod running_order;
pub mod server;
pub mod story_action;
pub mod story_body;
mod worker;
pub mod ws;

pub use config::{MosArgs, NcsConfig, PortLimits};
pub use link::LinkError;
use worker::{Sync, worker};

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use newsroom_mos::message::{Body, RunningOrder};
use newsroom_proto::rundowns::v1 as rpb;
use newsroom_proto::rundowns::v1::rundowns_client::RundownsClient;
use newsroom_proto::transport::Transport;
use tokio::sync::{mpsc, oneshot};

use crate::registry::Device;
use crate::store::Store;

/// What a link reports.
pub enum LinkEvent {
    /// Connected.
    Connected,
    /// A reply or message arrived.
    Seen,
    /// Could not connect, or the connection broke.
    Failed(String),
}

/// Where a device's connection stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ConnectionState {
    /// Up: messages flow (MOS 2.8.5: both the lower and the upper link).
    Connected,
    /// Dialling or waiting for the device.
    #[default]
    Connecting,
    /// Down; `last_error` says why.
    Unreachable,
    /// Not enabled: Newsroom does not connect.
    Disabled,
}

/// The live state of a device, as users see it.
#[derive(Debug, Clone, Default)]
pub struct DeviceState {
    /// Where its connection stands.
    pub state: ConnectionState,
    /// RFC 3339 UTC of the last message from the device.
    pub last_seen: Option<String>,
    /// The last failure.
    pub last_error: Option<String>,
    lower_up: bool,
    upper_up: bool,
}

struct Live {
    device: Device,
    /// Where lower-port (mom) messages go: the 2.8.5 lower link, or the MOS 4.0 session.
    lower: mpsc::UnboundedSender<link::Outgoing>,
    /// Where upper-port (ro) messages go: the 2.8.5 upper link, or the same MOS 4.0 session.
    upper: mpsc::UnboundedSender<link::Outgoing>,
    /// Where query-port (aux) messages go (profile 3 searches): the 2.8.5 query link of a device
    /// registered with profile 3, or the MOS 4.0 session; `None`: the device offers no searches.
    query: Option<mpsc::UnboundedSender<link::Outgoing>>,
    sync: mpsc::UnboundedSender<Sync>,
    /// MOS 4.0: hands connections the device dialled to its session.
    incoming: Option<mpsc::UnboundedSender<ws::WsConn>>,
}

/// The live link of a device of another protocol than MOS.
enum Other {
    /// II: the queue of its TCP link ([`crate::ii`]).
    Ii {
        device: Box<Device>,
        tx: mpsc::UnboundedSender<crate::ii::Outgoing>,
    },
    /// WS: its HTTP client and running-order worker ([`crate::webservice`]).
    Ws(Arc<crate::webservice::WsLink>),
}

impl Other {
    fn device(&self) -> &Device {
        match self {
            Other::Ii { device, .. } => device,
            Other::Ws(l) => l.device(),
        }
    }
}

/// The NCS: links to every enabled device (MOS, II, WS) and their states.
pub struct Ncs {
    pub(crate) cfg: NcsConfig,
    pub(crate) store: Store,
    pub(crate) rundowns: RundownsClient<Transport>,
    live: Mutex<HashMap<i64, Live>>,
    /// II and WS devices.
    others: Mutex<HashMap<i64, Other>>,
    states: Mutex<HashMap<i64, DeviceState>>,
    /// Rundowns with device integration on, as the rundown events said since start (roReqAll).
    integrated: Mutex<std::collections::BTreeSet<i64>>,
    /// The MOS ID of each MOS device, by device id (for the items of running orders).
    mos_ids: Mutex<HashMap<i64, String>>,
    ports: (Option<std::net::SocketAddr>, Option<std::net::SocketAddr>),
    query_port: std::sync::OnceLock<std::net::SocketAddr>,
    mos4: std::sync::OnceLock<ws::Mos4Port>,
    /// Connections open on the NCS 2.8.5 ports.
    pub(crate) connections: newsroom_platform::slots::Slots<std::net::IpAddr>,
}

impl Ncs {
    /// A new NCS; call [`refresh`](Self::refresh) to connect to the registered devices.
    pub fn new(
        cfg: NcsConfig,
        store: Store,
        rundowns: RundownsClient<Transport>,
        ports: (Option<std::net::SocketAddr>, Option<std::net::SocketAddr>),
    ) -> Arc<Self> {
        Arc::new(Self {
            cfg,
            store,
            rundowns,
            live: Mutex::default(),
            others: Mutex::default(),
            states: Mutex::default(),
            integrated: Mutex::default(),
            mos_ids: Mutex::default(),
            ports,
            query_port: std::sync::OnceLock::new(),
            mos4: std::sync::OnceLock::new(),
            connections: Default::default(),
        })
    }

    /// The bound MOS 4.0 port and its certificate, once [`ws::listen`] bound it.
    pub fn mos4_port(&self) -> Option<&ws::Mos4Port> {
        self.mos4.get()
    }

    /// The bound NCS query port (`None` when it was in use).
    pub fn query_port(&self) -> Option<std::net::SocketAddr> {
        self.query_port.get().copied()
    }

    pub(crate) fn set_query_port(&self, addr: std::net::SocketAddr) {
        let _ = self.query_port.set(addr);
    }

    /// The bound NCS lower and upper ports (`None` when the port was in use).
    pub fn ports(&self) -> (Option<std::net::SocketAddr>, Option<std::net::SocketAddr>) {
        self.ports
    }

    /// The running orders Newsroom sends devices (rundowns with device integration on), headers only,
    /// for roReqAll (MOS 2.8.5 §4.4.1).
    pub(crate) async fn running_orders(&self) -> Vec<RunningOrder> {
        let ids: Vec<i64> = self
            .integrated
            .lock()
            .expect("integrated")
            .iter()
            .copied()
            .collect();
        let mut out = vec![];
        for id in ids {
            if let Ok(Some((r, mut ro))) = self.running_order(id).await
                && r.device_integration
            {
                ro.stories.clear();
                out.push(ro);
            }
        }
        out
    }

    /// How long a link waits for each reply.
    pub fn ack_timeout(&self) -> Duration {
        self.cfg.ack_timeout
    }

    /// Newsroom's MOS ID.
    pub fn ncs_id(&self) -> &str {
        &self.cfg.ncs_id
    }

    /// The device's live state (DISABLED for devices without links).
    pub fn state(&self, device: &Device) -> DeviceState {
        if !device.spec.enabled {
            return DeviceState {
                state: ConnectionState::Disabled,
                ..Default::default()
            };
        }
        self.states
            .lock()
            .expect("states")
            .get(&device.id)
            .cloned()
            .unwrap_or_else(|| DeviceState {
                state: ConnectionState::Connecting,
                ..Default::default()
            })
    }

    pub(crate) fn link_event(&self, t: &link::Target, ev: LinkEvent) {
        if t.port == "query" {
            // The query port serves searches only: its state is logged, not the device's state.
            if let LinkEvent::Failed(e) = ev {
                tracing::info!(device = t.device_id, "MOS query port unreachable: {e}");
            }
            return;
        }
        let mut states = self.states.lock().expect("states");
        let s = states.entry(t.device_id).or_insert_with(|| DeviceState {
            state: ConnectionState::Connecting,
            ..Default::default()
        });
        let both = t.port == "ws";
        let up = if t.port == "lower" {
            &mut s.lower_up
        } else {
            &mut s.upper_up
        };
        match ev {
            LinkEvent::Connected => {
                *up = true;
                if both {
                    s.lower_up = true;
                }
                s.last_error = None;
            }
            LinkEvent::Seen => {
                *up = true;
                if both {
                    s.lower_up = true;
                }
                s.last_seen =
                    Some(chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true));
            }
            LinkEvent::Failed(e) => {
                if *up || s.last_error.as_deref() != Some(e.as_str()) {
                    tracing::warn!(
                        device = t.device_id,
                        port = t.port,
                        "Device unreachable: {e}"
                    );
                }
                *up = false;
                if both {
                    s.lower_up = false;
                }
                s.last_error = Some(e);
            }
        }
        s.state = if s.lower_up && s.upper_up {
            ConnectionState::Connected
        } else if s.last_error.is_some() {
            ConnectionState::Unreachable
        } else {
            ConnectionState::Connecting
        };
    }

    /// A state change of a device with one connection (II, WS): CONNECTED after `Connected` or `Seen`,
    /// UNREACHABLE after `Failed` ("Device unreachable" logged when it was up, or the reason changed).
    pub(crate) fn single_link_event(&self, device_id: i64, ev: LinkEvent) {
        let mut states = self.states.lock().expect("states");
        let s = states.entry(device_id).or_insert_with(|| DeviceState {
            state: ConnectionState::Connecting,
            ..Default::default()
        });
        let now = || Some(chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true));
        match ev {
            LinkEvent::Connected | LinkEvent::Seen => {
                if s.state == ConnectionState::Unreachable {
                    tracing::info!(device = device_id, "device reachable again");
                }
                s.state = ConnectionState::Connected;
                s.last_error = None;
                s.last_seen = now();
            }
            LinkEvent::Failed(e) => {
                if s.state != ConnectionState::Unreachable
                    || s.last_error.as_deref() != Some(e.as_str())
                {
                    tracing::warn!(device = device_id, "Device unreachable: {e}");
                }
                s.state = ConnectionState::Unreachable;
                s.last_error = Some(e);
            }
        }
    }

    pub(crate) fn device_seen(&self, device_id: i64) {
        let mut states = self.states.lock().expect("states");
        let s = states.entry(device_id).or_insert_with(|| DeviceState {
            state: ConnectionState::Connecting,
            ..Default::default()
        });
        s.last_seen = Some(chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true));
    }

    /// Starts links for new or changed enabled MOS devices and stops those of removed, disabled or
    /// changed ones. Call after every registry change.
    ///
    /// # Errors
    /// When the registry cannot be read.
    pub async fn refresh(self: &Arc<Self>) -> Result<(), crate::registry::DevicesError> {
        let devices = self.store.list().await?;
        self.refresh_others(&devices);
        *self.mos_ids.lock().expect("mos ids") = devices
            .iter()
            .filter(|d| d.spec.protocol == crate::registry::Protocol::Mos)
            .map(|d| (d.id, d.spec.mos_id.clone()))
            .collect();
        let mut live = self.live.lock().expect("live");
        live.retain(|id, l| {
            devices
                .iter()
                .any(|d| d.id == *id && d.spec == l.device.spec && d.spec.enabled)
        });
        let others = self.others.lock().expect("others");
        self.states
            .lock()
            .expect("states")
            .retain(|id, _| live.contains_key(id) || others.contains_key(id));
        drop(others);
        for d in devices {
            if !(d.spec.enabled && d.spec.protocol == crate::registry::Protocol::Mos)
                || live.contains_key(&d.id)
            {
                continue;
            }
            let (lower, lower_rx) = mpsc::unbounded_channel();
            let (sync, sync_rx) = mpsc::unbounded_channel();
            let target = |port: &'static str, p: u16| link::Target {
                device_id: d.id,
                addr: format!("{}:{p}", d.spec.host),
                mos_id: d.spec.mos_id.clone(),
                port,
            };
            let searches = d.spec.profiles.contains(&3);
            let (upper, incoming, query) = match d.spec.link() {
                crate::registry::Link::Mos4 { .. } => {
                    // One session carries every channel: every queue is its queue.
                    let (incoming, incoming_rx) = mpsc::unbounded_channel();
                    tokio::spawn(ws::session(self.clone(), d.clone(), lower_rx, incoming_rx));
                    (
                        lower.clone(),
                        Some(incoming),
                        searches.then(|| lower.clone()),
                    )
                }
                crate::registry::Link::Mos285 {
                    lower: lower_port,
                    upper: upper_port,
                    query: query_port,
                    ..
                } => {
                    let query = searches.then(|| {
                        let (query, query_rx) = mpsc::unbounded_channel();
                        tokio::spawn(link::run(
                            self.clone(),
                            target("query", query_port),
                            query_rx,
                        ));
                        query
                    });
                    let (upper, upper_rx) = mpsc::unbounded_channel();
                    tokio::spawn(link::run(
                        self.clone(),
                        target("lower", lower_port),
                        lower_rx,
                    ));
                    tokio::spawn(link::run(
                        self.clone(),
                        target("upper", upper_port),
                        upper_rx,
                    ));
                    (upper, None, query)
                }
                crate::registry::Link::Ii { .. } | crate::registry::Link::Ws { .. } => continue,
            };
            if d.spec.follows_rundowns() {
                tokio::spawn(worker(self.clone(), d.clone(), sync_rx));
            }
            live.insert(
                d.id,
                Live {
                    device: d,
                    lower,
                    upper,
                    query,
                    sync,
                    incoming,
                },
            );
        }
        Ok(())
    }

    /// Starts the links of new or changed enabled II and WS devices; drops those of removed, disabled
    /// or changed ones (their tasks end when their queues close).
    fn refresh_others(self: &Arc<Self>, devices: &[Device]) {
        let mut others = self.others.lock().expect("others");
        others.retain(|id, o| {
            devices
                .iter()
                .any(|d| d.id == *id && d.spec == o.device().spec && d.spec.enabled)
        });
        for d in devices {
            if !d.spec.enabled || others.contains_key(&d.id) {
                continue;
            }
            let link = match d.spec.protocol {
                crate::registry::Protocol::Ii => {
                    let (tx, rx) = mpsc::unbounded_channel();
                    tokio::spawn(crate::ii::run(
                        self.clone(),
                        d.clone(),
                        self.cfg.ii_reply_timeout,
                        rx,
                    ));
                    Other::Ii {
                        device: Box::new(d.clone()),
                        tx,
                    }
                }
                crate::registry::Protocol::Ws => match crate::webservice::WsLink::start(
                    self,
                    d.clone(),
                    self.cfg.ws_timeout,
                    self.cfg.ws_poll,
                ) {
                    Ok(l) => Other::Ws(l),
                    Err(e) => {
                        self.single_link_event(
                            d.id,
                            LinkEvent::Failed(format!("HTTP client: {e}")),
                        );
                        continue;
                    }
                },
                crate::registry::Protocol::Mos => continue,
            };
            others.insert(d.id, link);
        }
    }

    /// The queue of a live II device's link.
    pub(crate) fn ii_link(
        &self,
        device_id: i64,
    ) -> Option<mpsc::UnboundedSender<crate::ii::Outgoing>> {
        match self.others.lock().expect("others").get(&device_id) {
            Some(Other::Ii { tx, .. }) => Some(tx.clone()),
            _ => None,
        }
    }

    /// A live WS device.
    pub(crate) fn ws_link(&self, device_id: i64) -> Option<Arc<crate::webservice::WsLink>> {
        match self.others.lock().expect("others").get(&device_id) {
            Some(Other::Ws(l)) => Some(l.clone()),
            _ => None,
        }
    }

    /// The live device with this MOS ID (messages from devices are matched by their `mosID`).
    pub(crate) fn device_by_mos_id(&self, mos_id: &str) -> Option<Device> {
        self.live
            .lock()
            .expect("live")
            .values()
            .find(|l| l.device.spec.mos_id == mos_id)
            .map(|l| l.device.clone())
    }

    /// The live MOS 4.0 device whose HTTP Basic credentials these are (`None`: no such device, or a
    /// wrong password). The password is compared in constant time and never logged.
    pub(crate) fn mos4_device_by_credentials(&self, user: &str, password: &str) -> Option<Device> {
        self.live
            .lock()
            .expect("live")
            .values()
            .find(|l| {
                l.device.spec.is_mos4()
                    && l.device.spec.username.as_deref() == Some(user)
                    && l.device
                        .spec
                        .password
                        .as_ref()
                        .is_some_and(|p| p.matches(password))
            })
            .map(|l| l.device.clone())
    }

    /// Hands a WebSocket connection a MOS 4.0 device dialled to that device's session; false when the
    /// device is no longer live.
    pub(crate) fn hand_over(&self, device_id: i64, conn: ws::WsConn) -> bool {
        self.live
            .lock()
            .expect("live")
            .get(&device_id)
            .and_then(|l| l.incoming.as_ref())
            .is_some_and(|tx| tx.send(conn).is_ok())
    }

    /// Sends a message to a device on the port its kind goes to and waits for the reply.
    ///
    /// # Errors
    /// [`LinkError::NotConnected`], [`LinkError::NoQueryPort`], [`LinkError::Closed`].
    pub async fn send(&self, device_id: i64, body: Body) -> Result<Body, LinkError> {
        let (tx, rx) = oneshot::channel();
        {
            let live = self.live.lock().expect("live");
            let l = live.get(&device_id).ok_or(LinkError::NotConnected)?;
            let q = match body.port() {
                newsroom_mos::message::Port::Lower => &l.lower,
                newsroom_mos::message::Port::Query => {
                    l.query.as_ref().ok_or(LinkError::NoQueryPort)?
                }
                newsroom_mos::message::Port::Upper => &l.upper,
            };
            q.send(link::Outgoing { body, reply: tx })
                .map_err(|_| LinkError::Closed)?;
        }
        rx.await.map_err(|_| LinkError::Closed)?
    }

    /// [`send`](Self::send) for a caller that waits for the answer: given up ("no reply") after the
    /// three tries a link makes (three ack timeouts, and a second more).
    pub(crate) async fn request(&self, device_id: i64, body: Body) -> Result<Body, LinkError> {
        let wait = self.ack_timeout() * 3 + Duration::from_secs(1);
        tokio::time::timeout(wait, self.send(device_id, body))
            .await
            .map_err(|_| LinkError::NoReply)?
    }

    /// Tells every rundown-following device that a rundown changed (`None`: it is gone or its device
    /// integration is off).
    pub fn rundown_changed(
        &self,
        rundown_id: i64,
        rundown: Option<Arc<rpb::Rundown>>,
        stories: &[i64],
    ) {
        {
            let mut on = self.integrated.lock().expect("integrated");
            if rundown.is_some() {
                on.insert(rundown_id);
            } else {
                on.remove(&rundown_id);
            }
        }
        for l in self.live.lock().expect("live").values() {
            let _ = l
                .sync
                .send(Sync::Rundown(rundown_id, rundown.clone(), stories.to_vec()));
        }
        for o in self.others.lock().expect("others").values() {
            if let Other::Ws(l) = o {
                l.rundown_changed(rundown_id, rundown.clone());
            }
        }
    }

    /// Whether any live device gets running orders (otherwise rundown events need no work here).
    pub fn follows_any(&self) -> bool {
        self.live
            .lock()
            .expect("live")
            .values()
            .any(|l| l.device.spec.follows_rundowns())
            || self
                .others
                .lock()
                .expect("others")
                .values()
                .any(|o| o.device().spec.follows_rundowns())
    }

    /// The MOS ID of a MOS device.
    pub(crate) fn mos_id(&self, device_id: i64) -> Option<String> {
        self.mos_ids
            .lock()
            .expect("mos ids")
            .get(&device_id)
            .cloned()
    }

    /// Asks a device's worker to send a running order whole again.
    pub(crate) fn resync(&self, device_id: i64, rundown_id: i64) {
        if let Some(l) = self.live.lock().expect("live").get(&device_id) {
            let _ = l.sync.send(Sync::Resync(rundown_id));
        }
    }

    /// Sends a WS device a running order whole again (`PUT`, or `DELETE` when integration is off).
    pub(crate) async fn resync_ws(&self, device_id: i64, rundown_id: i64) {
        if let Some(l) = self.ws_link(device_id) {
            match self.running_order(rundown_id).await {
                Ok(found) => l.rundown_changed(
                    rundown_id,
                    found
                        .map(|(r, _)| Arc::new(r))
                        .filter(|r| r.device_integration),
                ),
                Err(e) => tracing::warn!(device = device_id, rundown = rundown_id, "resync: {e}"),
            }
        }
    }

    /// The running order of a rundown, fetched now.
    pub(crate) async fn running_order(
        &self,
        rundown_id: i64,
    ) -> Result<Option<(rpb::Rundown, RunningOrder)>, crate::registry::DevicesError> {
        match self
            .rundowns
            .clone()
            .get_rundown_by_id(rpb::RundownId { id: rundown_id })
            .await
        {
            Ok(r) => {
                let r = r.into_inner();
                let ro = running_order::from_rundown(&r, None, &|id| self.mos_id(id));
                Ok(Some((r, ro)))
            }
            Err(s) if s.code() == tonic::Code::NotFound => Ok(None),
            Err(s) => Err(crate::rundowns::remote(s)),
        }
    }
}
