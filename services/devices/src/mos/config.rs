//! The NCS settings: [`NcsConfig`], and [`MosArgs`], the flags and `NEWSROOM_MOS_*` env vars that
//! make one (ports, timeouts, MOS 4.0 TLS, the key that seals device passwords).

use std::time::Duration;

use super::ws;

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
    /// Seals device passwords at rest ([`newsroom_platform::secret`]); `None`: stored as given.
    pub secret_key: Option<newsroom_platform::secret::SecretKey>,
    /// The NCS ports' limits on devices connecting in (docs/security.md, "MOS ports").
    pub limits: PortLimits,
}

/// What one peer, and all of them, may hold on the NCS 2.8.5 ports (lower, upper and query together).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortLimits {
    /// Open connections in all (default 64); one more is closed at once and logged.
    pub max_connections: usize,
    /// Open connections from one IP address (default 8).
    pub max_per_address: usize,
    /// A connection that sends nothing this long is closed (default 300 s); devices reconnect when
    /// they next have something to say, and MOS heartbeats keep a busy one open.
    pub idle_timeout: Duration,
    /// The longest message in progress before the connection has brought one message from a
    /// registered, enabled device (default 64 KiB); after that, 4 MiB.
    pub unverified_max_message: usize,
}

impl Default for PortLimits {
    fn default() -> Self {
        Self {
            max_connections: 64,
            max_per_address: 8,
            idle_timeout: Duration::from_secs(300),
            unverified_max_message: 64 * 1024,
        }
    }
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
            limits: PortLimits::default(),
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
    /// Open connections in all on the NCS ports (lower, upper, query).
    #[arg(long, env = "NEWSROOM_MOS_MAX_CONNECTIONS", default_value_t = 64)]
    pub mos_max_connections: usize,
    /// Open connections from one IP address on the NCS ports.
    #[arg(
        long,
        env = "NEWSROOM_MOS_MAX_CONNECTIONS_PER_ADDRESS",
        default_value_t = 8
    )]
    pub mos_max_connections_per_address: usize,
    /// Seconds a device connection may stay silent before it is closed.
    #[arg(long, env = "NEWSROOM_MOS_IDLE_TIMEOUT", default_value_t = 300)]
    pub mos_idle_timeout: u64,
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
            (Some(k), _) => Some(newsroom_platform::secret::SecretKey::parse(k)?),
            (None, Some(dir)) => Some(newsroom_platform::secret::SecretKey::load_or_create(
                &dir.join("devices.key"),
            )?),
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
            limits: PortLimits {
                max_connections: self.mos_max_connections.max(1),
                max_per_address: self.mos_max_connections_per_address.max(1),
                idle_timeout: Duration::from_secs(self.mos_idle_timeout.max(1)),
                ..PortLimits::default()
            },
        })
    }
}
