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
//! - this module: [`Ncs`], the registry of live links and device states, and the worker per device
//!   that keeps the device's copy of each running order in step with the rundowns.

pub mod link;
pub mod running_order;
pub mod server;
pub mod story_action;
pub mod story_body;
pub mod ws;

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

/// Settings of the NCS side. Every one has an env var in the binaries (`NEWSROOM_MOS_*`).
#[derive(Debug, Clone)]
pub struct NcsConfig {
    /// Newsroom's MOS ID (`ncsID` of every message), default `newsroom.ncs`.
    pub ncs_id: String,
    /// The NCS lower port address devices connect to (default `0.0.0.0:10540`).
    pub lower_listen: String,
    /// The NCS upper port address (default `0.0.0.0:10541`).
    pub upper_listen: String,
    /// The NCS query port address (default `0.0.0.0:10542`; profile 3 peers connect there too).
    pub query_listen: String,
    /// How long to wait for a reply before sending again (default 10 s).
    pub ack_timeout: Duration,
    /// Heartbeat interval on idle sockets (default 15 s).
    pub heartbeat: Duration,
    /// MOS 4.0: the WebSocket port devices dial (default `0.0.0.0:10543`); empty: none.
    pub mos4_listen: String,
    /// MOS 4.0: the port's TLS.
    pub mos4_tls: ws::TlsSetting,
    /// MOS 4.0: keepAlive interval on idle connections (default 30 s); a connection silent for three
    /// intervals is dropped and dialled again.
    pub keep_alive: Duration,
    /// II devices: how long a device has to answer a command (default 5000 ms).
    pub ii_reply_timeout: Duration,
    /// WS devices: the limit of each HTTP call (default 5000 ms).
    pub ws_timeout: Duration,
    /// WS devices: how often `GET {base}/health` is asked (default 5000 ms).
    pub ws_poll: Duration,
    /// Seals device passwords at rest ([`crate::secret`]); `None`: stored as given.
    pub secret_key: Option<crate::secret::SecretKey>,
}

impl Default for NcsConfig {
    fn default() -> Self {
        Self {
            ncs_id: "newsroom.ncs".into(),
            lower_listen: "0.0.0.0:10540".into(),
            upper_listen: "0.0.0.0:10541".into(),
            query_listen: "0.0.0.0:10542".into(),
            ack_timeout: Duration::from_secs(10),
            heartbeat: Duration::from_secs(15),
            mos4_listen: "0.0.0.0:10543".into(),
            mos4_tls: ws::TlsSetting::SelfSigned { dir: None },
            keep_alive: Duration::from_secs(30),
            ii_reply_timeout: Duration::from_millis(5000),
            ws_timeout: Duration::from_millis(5000),
            ws_poll: Duration::from_millis(5000),
            secret_key: None,
        }
    }
}

/// The MOS settings as command-line flags and `NEWSROOM_MOS_*` env vars, shared by the `newsroom` and
/// `newsroom-devices` binaries (`#[command(flatten)]`).
#[derive(Debug, Clone, clap::Args)]
pub struct MosArgs {
    /// Newsroom's MOS ID (the `ncsID` devices address).
    #[arg(long, env = "NEWSROOM_MOS_NCS_ID", default_value = "newsroom.ncs")]
    pub mos_ncs_id: String,
    /// The MOS lower port devices connect to.
    #[arg(
        long,
        env = "NEWSROOM_MOS_LOWER_LISTEN",
        default_value = "0.0.0.0:10540"
    )]
    pub mos_lower_listen: String,
    /// The MOS upper port devices connect to.
    #[arg(
        long,
        env = "NEWSROOM_MOS_UPPER_LISTEN",
        default_value = "0.0.0.0:10541"
    )]
    pub mos_upper_listen: String,
    /// The MOS query port devices connect to (profile 3).
    #[arg(
        long,
        env = "NEWSROOM_MOS_QUERY_LISTEN",
        default_value = "0.0.0.0:10542"
    )]
    pub mos_query_listen: String,
    /// Seconds to wait for a MOS reply before sending again.
    #[arg(long, env = "NEWSROOM_MOS_ACK_TIMEOUT", default_value_t = 10)]
    pub mos_ack_timeout: u64,
    /// Seconds between heartbeats on idle MOS sockets.
    #[arg(long, env = "NEWSROOM_MOS_HEARTBEAT", default_value_t = 15)]
    pub mos_heartbeat: u64,
    /// MOS 4.0: the WebSocket (HTTPS) port devices dial; empty turns it off.
    #[arg(long, env = "NEWSROOM_MOS4_LISTEN", default_value = "0.0.0.0:10543")]
    pub mos4_listen: String,
    /// MOS 4.0: `on` (HTTPS, the default) or `off` (plain ws://, only behind a TLS-terminating proxy).
    #[arg(long, env = "NEWSROOM_MOS4_TLS", default_value = "on")]
    pub mos4_tls: String,
    /// MOS 4.0: PEM certificate chain of the port; unset: a self-signed certificate (kept in the data
    /// directory in embedded mode, made at each start otherwise).
    #[arg(long, env = "NEWSROOM_MOS4_CERT")]
    pub mos4_cert: Option<std::path::PathBuf>,
    /// MOS 4.0: PEM private key of that certificate.
    #[arg(long, env = "NEWSROOM_MOS4_KEY")]
    pub mos4_key: Option<std::path::PathBuf>,
    /// MOS 4.0: seconds between keepAlive messages on idle connections.
    #[arg(long, env = "NEWSROOM_MOS4_KEEP_ALIVE", default_value_t = 30)]
    pub mos4_keep_alive: u64,
    /// II devices: milliseconds a character generator has to answer a command.
    #[arg(long, env = "NEWSROOM_II_REPLY_TIMEOUT", default_value_t = 5000)]
    pub ii_reply_timeout: u64,
    /// WS devices: milliseconds each HTTP call to a web-service device may take.
    #[arg(long, env = "NEWSROOM_WS_TIMEOUT", default_value_t = 5000)]
    pub ws_timeout: u64,
    /// WS devices: milliseconds between health checks (`GET {base}/health`).
    #[arg(long, env = "NEWSROOM_WS_POLL", default_value_t = 5000)]
    pub ws_poll: u64,
    /// The key that seals device passwords at rest: 32 bytes, base64 (`openssl rand -base64 32`).
    /// Unset: generated into the data directory (embedded), or passwords stored as given.
    #[arg(long, env = "NEWSROOM_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
}

impl MosArgs {
    /// The NCS settings; `data_dir` is where a generated MOS 4.0 certificate is kept (`None`: in
    /// memory, a new one at each start).
    ///
    /// # Errors
    /// When `NEWSROOM_MOS4_TLS` is neither `on` nor `off`, or only one of certificate and key is set.
    pub fn config(&self, data_dir: Option<&std::path::Path>) -> Result<NcsConfig, String> {
        let mos4_tls = match (self.mos4_tls.trim(), &self.mos4_cert, &self.mos4_key) {
            ("off", _, _) => ws::TlsSetting::Off,
            ("on", Some(cert), Some(key)) => ws::TlsSetting::Files {
                cert: cert.clone(),
                key: key.clone(),
            },
            ("on", None, None) => ws::TlsSetting::SelfSigned {
                dir: data_dir.map(std::path::Path::to_path_buf),
            },
            ("on", _, _) => {
                return Err("set both NEWSROOM_MOS4_CERT and NEWSROOM_MOS4_KEY, or neither".into());
            }
            (other, _, _) => return Err(format!("NEWSROOM_MOS4_TLS is on or off, not {other}")),
        };
        // An empty NEWSROOM_SECRET_KEY (compose passes one through) counts as unset.
        let given = self.secret_key.as_deref().filter(|k| !k.trim().is_empty());
        let secret_key = match (given, data_dir) {
            (Some(k), _) => Some(crate::secret::SecretKey::parse(k)?),
            (None, Some(dir)) => Some(key_file(&dir.join("devices.key"))?),
            (None, None) => None,
        };
        Ok(NcsConfig {
            ncs_id: self.mos_ncs_id.clone(),
            lower_listen: self.mos_lower_listen.clone(),
            upper_listen: self.mos_upper_listen.clone(),
            query_listen: self.mos_query_listen.clone(),
            ack_timeout: Duration::from_secs(self.mos_ack_timeout),
            heartbeat: Duration::from_secs(self.mos_heartbeat),
            mos4_listen: self.mos4_listen.clone(),
            mos4_tls,
            keep_alive: Duration::from_secs(self.mos4_keep_alive.max(1)),
            ii_reply_timeout: Duration::from_millis(self.ii_reply_timeout.max(1)),
            ws_timeout: Duration::from_millis(self.ws_timeout.max(1)),
            ws_poll: Duration::from_millis(self.ws_poll.max(100)),
            secret_key,
        })
    }
}

/// The key kept in `path`, made the first time (readable by its owner only).
fn key_file(path: &std::path::Path) -> Result<crate::secret::SecretKey, String> {
    if let Ok(text) = std::fs::read_to_string(path) {
        return crate::secret::SecretKey::parse(&text)
            .map_err(|e| format!("{}: {e}", path.display()));
    }
    let key = crate::secret::SecretKey::generate();
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, key.to_base64()).map_err(|e| format!("{}: {e}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
    }
    Ok(key)
}

/// What a link reports.
pub enum LinkEvent {
    /// Connected.
    Connected,
    /// A reply or message arrived.
    Seen,
    /// Could not connect, or the connection broke.
    Failed(String),
}

/// The live state of a device, as users see it.
#[derive(Debug, Clone, Default)]
pub struct DeviceState {
    /// CONNECTED, CONNECTING, UNREACHABLE, DISABLED.
    pub state: String,
    /// RFC 3339 UTC of the last message from the device.
    pub last_seen: Option<String>,
    /// The last failure.
    pub last_error: Option<String>,
    lower_up: bool,
    upper_up: bool,
}

/// A command to a device's running-order worker.
enum Sync {
    /// Bring the device's copy of this rundown up to date (or delete it when `None`: gone or device
    /// integration disabled); the story ids whose text or fields changed (their scripts are sent
    /// again to teleprompter and caption devices).
    Rundown(i64, Option<Arc<rpb::Rundown>>, Vec<i64>),
    /// Forget the device's copy and send the whole running order again (after a NACK).
    Resync(i64),
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
                state: "DISABLED".into(),
                ..Default::default()
            };
        }
        self.states
            .lock()
            .expect("states")
            .get(&device.id)
            .cloned()
            .unwrap_or_else(|| DeviceState {
                state: "CONNECTING".into(),
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
            state: "CONNECTING".into(),
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
            "CONNECTED"
        } else if s.last_error.is_some() {
            "UNREACHABLE"
        } else {
            "CONNECTING"
        }
        .into();
    }

    /// A state change of a device with one connection (II, WS): CONNECTED after `Connected` or `Seen`,
    /// UNREACHABLE after `Failed` ("Device unreachable" logged when it was up, or the reason changed).
    pub(crate) fn single_link_event(&self, device_id: i64, ev: LinkEvent) {
        let mut states = self.states.lock().expect("states");
        let s = states.entry(device_id).or_insert_with(|| DeviceState {
            state: "CONNECTING".into(),
            ..Default::default()
        });
        let now = || Some(chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true));
        match ev {
            LinkEvent::Connected | LinkEvent::Seen => {
                if s.state == "UNREACHABLE" {
                    tracing::info!(device = device_id, "device reachable again");
                }
                s.state = "CONNECTED".into();
                s.last_error = None;
                s.last_seen = now();
            }
            LinkEvent::Failed(e) => {
                if s.state != "UNREACHABLE" || s.last_error.as_deref() != Some(e.as_str()) {
                    tracing::warn!(device = device_id, "Device unreachable: {e}");
                }
                s.state = "UNREACHABLE".into();
                s.last_error = Some(e);
            }
        }
    }

    pub(crate) fn device_seen(&self, device_id: i64) {
        let mut states = self.states.lock().expect("states");
        let s = states.entry(device_id).or_insert_with(|| DeviceState {
            state: "CONNECTING".into(),
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
    /// When the device is not live or the link shut down.
    pub async fn send(&self, device_id: i64, body: Body) -> Result<Body, String> {
        let (tx, rx) = oneshot::channel();
        {
            let live = self.live.lock().expect("live");
            let l = live.get(&device_id).ok_or("device not connected")?;
            let q = match body.port() {
                newsroom_mos::message::Port::Lower => &l.lower,
                newsroom_mos::message::Port::Query => l
                    .query
                    .as_ref()
                    .ok_or("the device offers no query port (MOS profile 3)")?,
                newsroom_mos::message::Port::Upper => &l.upper,
            };
            q.send(link::Outgoing { body, reply: tx })
                .map_err(|_| "link closed")?;
        }
        rx.await.map_err(|_| "link closed".to_string())?
    }

    /// [`send`](Self::send) for a caller that waits for the answer: given up ("no reply") after the
    /// three tries a link makes (three ack timeouts, and a second more).
    pub(crate) async fn request(&self, device_id: i64, body: Body) -> Result<Body, String> {
        let wait = self.ack_timeout() * 3 + Duration::from_secs(1);
        tokio::time::timeout(wait, self.send(device_id, body))
            .await
            .map_err(|_| "no reply".to_string())?
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

/// Keeps one device's copies of the running orders in step: roCreate the first time, element
/// actions for changes, roDelete when a rundown goes or its integration is disabled, roReplace after
/// a NACK. Commands for the same rundown that queue up while a send is in flight are merged.
async fn worker(ncs: Arc<Ncs>, device: Device, mut rx: mpsc::UnboundedReceiver<Sync>) {
    let mut held: HashMap<i64, RunningOrder> = HashMap::new();
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = rx.try_recv() {
            batch.push(more);
        }
        // The latest state per rundown, with every story touched meanwhile.
        let mut latest: Vec<Pending> = vec![];
        for cmd in batch {
            let (id, r, resync, mut touched) = match cmd {
                Sync::Rundown(id, r, touched) => (id, r, false, touched),
                Sync::Resync(id) => match ncs.running_order(id).await {
                    Ok(found) => (
                        id,
                        found
                            .map(|(r, _)| Arc::new(r))
                            .filter(|r| r.device_integration),
                        true,
                        vec![],
                    ),
                    Err(e) => {
                        tracing::warn!(device = device.id, rundown = id, "resync: {e}");
                        continue;
                    }
                },
            };
            let mut resync = resync;
            if let Some(i) = latest.iter().position(|(x, ..)| *x == id) {
                let (_, _, was_resync, was_touched) = latest.remove(i);
                touched.extend(was_touched);
                resync |= was_resync;
            }
            latest.push((id, r, resync, touched));
        }
        for (id, rundown, resync, touched) in latest {
            if resync {
                held.remove(&id);
            }
            sync_one(&ncs, &device, &mut held, id, rundown, &touched).await;
        }
    }
}

/// A rundown to bring up to date on a device: id, its state (`None`: drop it), whether to send it whole
/// again, and the stories touched.
type Pending = (i64, Option<Arc<rpb::Rundown>>, bool, Vec<i64>);

async fn sync_one(
    ncs: &Ncs,
    device: &Device,
    held: &mut HashMap<i64, RunningOrder>,
    id: i64,
    rundown: Option<Arc<rpb::Rundown>>,
    touched: &[i64],
) {
    let ok = |reply: &Result<Body, String>| matches!(reply, Ok(Body::RoAck(a)) if a.is_ok());
    let Some(r) = rundown else {
        if held.remove(&id).is_some() {
            let reply = ncs
                .send(
                    device.id,
                    Body::RoDelete {
                        ro_id: id.to_string(),
                    },
                )
                .await;
            log_reply(device, "roDelete", id, &reply);
        }
        return;
    };
    let next = running_order::from_rundown(&r, None, &|id| ncs.mos_id(id));
    match held.get_mut(&id) {
        None => {
            let reply = ncs.send(device.id, Body::RoCreate(next.clone())).await;
            log_reply(device, "roCreate", id, &reply);
            let mut sent = ok(&reply);
            if !sent {
                // A device that already had it (after our restart) NACKs a roCreate: replace it.
                let reply = ncs.send(device.id, Body::RoReplace(next.clone())).await;
                log_reply(device, "roReplace", id, &reply);
                sent = ok(&reply);
            }
            if sent {
                send_scripts(ncs, device, &next, |_| true).await;
                held.insert(id, next);
            }
        }
        Some(prev) => {
            let mut inserted: Vec<String> = vec![];
            let mut replaced = false;
            if running_order::metadata_changed(prev, &next) {
                // The running order's own fields (slug, start, length): roMetadataReplace (§4.2.1).
                let meta = RunningOrder {
                    stories: vec![],
                    ..next.clone()
                };
                let reply = ncs.send(device.id, Body::RoMetadataReplace(meta)).await;
                log_reply(device, "roMetadataReplace", id, &reply);
                if ok(&reply) {
                    *prev = RunningOrder {
                        stories: std::mem::take(&mut prev.stories),
                        ..next.clone()
                    };
                }
            }
            for action in running_order::diff(prev, &next) {
                let reply = ncs
                    .send(device.id, Body::RoElementAction(action.clone()))
                    .await;
                log_reply(device, "roElementAction", id, &reply);
                if ok(&reply) && running_order::apply(prev, &action).is_ok() {
                    if action.operation == "INSERT" {
                        inserted.extend(action.stories.iter().map(|s| s.story_id.clone()));
                    }
                    continue;
                }
                let reply = ncs.send(device.id, Body::RoReplace(next.clone())).await;
                log_reply(device, "roReplace", id, &reply);
                if !ok(&reply) {
                    held.remove(&id);
                    return;
                }
                *prev = next.clone();
                replaced = true;
                break;
            }
            let touched: Vec<String> = touched.iter().map(i64::to_string).collect();
            send_scripts(ncs, device, &next, |s| {
                replaced || inserted.contains(s) || touched.contains(s)
            })
            .await;
        }
    }
}

/// roStorySend of the stories `which` accepts, to teleprompter and caption devices with profile 4:
/// each story's script as a `storyBody` ([`story_body::from_script`]).
async fn send_scripts(
    ncs: &Ncs,
    device: &Device,
    ro: &RunningOrder,
    which: impl Fn(&String) -> bool,
) {
    if !device.spec.wants_scripts() {
        return;
    }
    for story in ro.stories.iter().filter(|s| which(&s.story_id)) {
        let Ok(story_id) = story.story_id.parse::<i64>() else {
            continue;
        };
        let doc = match ncs
            .rundowns
            .clone()
            .get_story_document(rpb::StoryRef { id: story_id })
            .await
        {
            Ok(d) => d.into_inner(),
            Err(e) => {
                tracing::warn!(
                    device = device.id,
                    story = story_id,
                    "script not read: {}",
                    e.message()
                );
                continue;
            }
        };
        let script = serde_json::from_str(&doc.script_json)
            .ok()
            .and_then(|v| newsroom_domain::script::Script::parse(&v).ok())
            .unwrap_or_default();
        let body = Body::RoStorySend(newsroom_mos::message::StorySend {
            ro_id: ro.ro_id.clone(),
            story_id: story.story_id.clone(),
            story_slug: story.story_slug.clone(),
            story_num: story.story_num.clone(),
            body: story_body::from_script(&script),
            external: vec![],
        });
        let reply = ncs.send(device.id, body).await;
        log_reply(device, "roStorySend", story_id, &reply);
    }
}

fn log_reply(device: &Device, what: &str, rundown: i64, reply: &Result<Body, String>) {
    match reply {
        Ok(Body::RoAck(a)) if a.is_ok() => {
            tracing::info!(device = device.id, rundown, "{what} acknowledged")
        }
        Ok(Body::RoAck(a)) => {
            tracing::warn!(device = device.id, rundown, status = %a.ro_status, "{what} refused by the device")
        }
        Ok(other) => tracing::warn!(
            device = device.id,
            rundown,
            reply = other.name(),
            "{what}: unexpected reply"
        ),
        Err(e) => tracing::warn!(device = device.id, rundown, "{what} not delivered: {e}"),
    }
}
