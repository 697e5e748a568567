//! MOS 4.0: the MOS messages of 2.8.5 over one WebSocket connection per device (docs/mos.md, "MOS 4.0").
//!
//! - **One connection, three channels.** What the 2.8.5 lower, upper and query ports carried travels on
//!   one connection, both ways; each message names its channel (`mom`, `ro`, `aux`) in a `<channel>`
//!   header element ([`Channel`]). A message without one is put on the channel of its kind. One message
//!   of ours is in flight per channel, as on a 2.8.5 port; its reply is matched by channel and
//!   messageID, and a message unanswered after the ack timeout is sent again with the same messageID
//!   (three times per connection, then the connection is dropped and the message kept for the next).
//! - **Frames.** Each message is one binary frame holding the message in UTF-16BE, the bytes a 2.8.5
//!   port carries. Binary frames in any encoding [`FrameDecoder`] detects, and text frames (UTF-8), are
//!   read too.
//! - **Security.** HTTPS (rustls); HTTP Basic credentials per device, in both directions; a device may
//!   only speak for its own mosID on its connection.
//! - **Who dials.** Newsroom dials the device's `wsUrl`, or, in passive mode (the device is behind a
//!   firewall), waits for the device to dial Newsroom's MOS 4.0 port ([`serve`]). Whichever side dialled,
//!   the session is the same ([`session`]); a newer connection of the device replaces the older one.
//! - **Liveness.** A heartbeat right after connecting; then a `keepAlive` whenever the connection was idle
//!   for the keepAlive interval (never answered: its arrival is the proof). A connection silent for three
//!   intervals is dropped.
//!
//! Incoming requests are answered by the same core as 2.8.5 ([`super::server::handle`]).

use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use base64::Engine as _;
use futures::{SinkExt as _, StreamExt as _};
use newsroom_mos::message::{Body, Channel, Envelope};
use newsroom_mos::{FrameDecoder, encode_utf16be, parse_message, write_message};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;
use tokio_tungstenite::tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tokio_tungstenite::tungstenite::http;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use super::link::{Outgoing, Target};
use super::{LinkEvent, Ncs};
use crate::registry::Device;

/// The path devices dial on Newsroom's MOS 4.0 port: `wss://<newsroom>:10543/mos`.
pub const PATH: &str = "/mos";

/// File names of the generated certificate in the data directory.
const CERT_FILE: &str = "mos4-cert.pem";
const KEY_FILE: &str = "mos4-key.pem";

/// TLS of Newsroom's MOS 4.0 port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TlsSetting {
    /// HTTPS with a self-signed certificate for `localhost` and this host's name, generated once and
    /// kept in `dir` (`mos4-cert.pem`, `mos4-key.pem`), or made anew at each start when `None`.
    SelfSigned {
        /// Where the certificate is kept.
        dir: Option<PathBuf>,
    },
    /// HTTPS with this PEM certificate chain and private key.
    Files {
        /// Certificate chain (PEM).
        cert: PathBuf,
        /// Private key (PEM, PKCS#8, PKCS#1 or SEC1).
        key: PathBuf,
    },
    /// Plain `ws://`: only behind a proxy that terminates TLS.
    Off,
}

/// Newsroom's bound MOS 4.0 port.
#[derive(Debug, Clone)]
pub struct Mos4Port {
    /// The bound address.
    pub addr: std::net::SocketAddr,
    /// The DER of the certificate served (`None` without TLS), e.g. for a device to pin.
    pub certificate: Option<Vec<u8>>,
}

/// Any byte stream a WebSocket runs over: TCP, or TLS over TCP, either side.
pub trait Io: AsyncRead + AsyncWrite + Unpin + Send {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send> Io for T {}

/// One MOS 4.0 WebSocket connection, whichever side dialled.
pub type WsConn = WebSocketStream<Box<dyn Io>>;

fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default()
        .max_message_size(Some(newsroom_mos::frame::DEFAULT_MAX_FRAME))
        .max_frame_size(Some(newsroom_mos::frame::DEFAULT_MAX_FRAME))
}

fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// Loads or makes the port's certificate; `None` without TLS. Returns the acceptor and the DER of the
/// leaf certificate.
///
/// # Errors
/// When given files cannot be read, or a generated certificate cannot be written.
pub fn tls_acceptor(
    setting: &TlsSetting,
) -> anyhow::Result<Option<(tokio_rustls::TlsAcceptor, Vec<u8>)>> {
    use rustls::pki_types::pem::PemObject as _;
    use rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let (certs, key): (Vec<CertificateDer<'static>>, PrivateKeyDer<'static>) = match setting {
        TlsSetting::Off => return Ok(None),
        TlsSetting::Files { cert, key } => (
            CertificateDer::pem_file_iter(cert)
                .with_context(|| format!("reading {}", cert.display()))?
                .collect::<Result<_, _>>()
                .with_context(|| format!("reading {}", cert.display()))?,
            PrivateKeyDer::from_pem_file(key)
                .with_context(|| format!("reading {}", key.display()))?,
        ),
        TlsSetting::SelfSigned { dir } => {
            let (cert_pem, key_pem) = self_signed(dir.as_deref())?;
            (
                CertificateDer::pem_slice_iter(cert_pem.as_bytes())
                    .collect::<Result<_, _>>()
                    .context("generated certificate")?,
                PrivateKeyDer::from_pem_slice(key_pem.as_bytes()).context("generated key")?,
            )
        }
    };
    let leaf = certs
        .first()
        .context("no certificate in the file")?
        .to_vec();
    let config = rustls::ServerConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .context("TLS versions")?
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .context("certificate and key do not match")?;
    Ok(Some((
        tokio_rustls::TlsAcceptor::from(Arc::new(config)),
        leaf,
    )))
}

/// The PEM certificate and key of the self-signed certificate, read from `dir` or made (and saved
/// there, the key with mode 0600).
fn self_signed(dir: Option<&Path>) -> anyhow::Result<(String, String)> {
    if let Some(dir) = dir
        && let (Ok(c), Ok(k)) = (
            std::fs::read_to_string(dir.join(CERT_FILE)),
            std::fs::read_to_string(dir.join(KEY_FILE)),
        )
    {
        return Ok((c, k));
    }
    let mut names = vec!["localhost".to_string(), "127.0.0.1".to_string()];
    if let Ok(h) = std::env::var("HOSTNAME")
        && !h.is_empty()
    {
        names.push(h);
    }
    let made = rcgen::generate_simple_self_signed(names).context("making a certificate")?;
    let (cert, key) = (made.cert.pem(), made.signing_key.serialize_pem());
    if let Some(dir) = dir {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        let key_path = dir.join(KEY_FILE);
        std::fs::write(&key_path, &key)
            .with_context(|| format!("writing {}", key_path.display()))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            std::fs::set_permissions(&key_path, std::fs::Permissions::from_mode(0o600))
                .with_context(|| format!("protecting {}", key_path.display()))?;
        }
        let cert_path = dir.join(CERT_FILE);
        std::fs::write(&cert_path, &cert)
            .with_context(|| format!("writing {}", cert_path.display()))?;
        tracing::info!(path = %cert_path.display(), "MOS 4.0: self-signed certificate made");
    }
    Ok((cert, key))
}

/// Binds the MOS 4.0 port and serves it in the background; records it in `ncs` (see
/// [`Ncs::mos4_port`]). An empty address turns MOS 4.0 listening off; a port in use is logged, not
/// fatal (Newsroom still dials devices that are not in passive mode).
///
/// # Errors
/// When the TLS certificate cannot be loaded or made (fail fast at start).
pub async fn listen(ncs: &Arc<Ncs>) -> anyhow::Result<()> {
    let addr = ncs.cfg.mos4_listen.trim().to_string();
    if addr.is_empty() {
        return Ok(());
    }
    let tls = tls_acceptor(&ncs.cfg.mos4_tls).context("MOS 4.0 TLS")?;
    let listener = match TcpListener::bind(&addr).await {
        Ok(l) => l,
        Err(e) => {
            tracing::error!(
                addr,
                "MOS 4.0 port unavailable ({e}): devices in passive mode cannot connect; set NEWSROOM_MOS4_LISTEN"
            );
            return Ok(());
        }
    };
    let bound = listener.local_addr().context("MOS 4.0 port address")?;
    let (acceptor, certificate) = match tls {
        Some((a, c)) => (Some(a), Some(c)),
        None => (None, None),
    };
    tracing::info!(addr = %bound, tls = acceptor.is_some(), "MOS 4.0 port listening");
    let _ = ncs.mos4.set(Mos4Port {
        addr: bound,
        certificate,
    });
    tokio::spawn(serve(ncs.clone(), listener, acceptor));
    Ok(())
}

/// Accepts MOS 4.0 connections on `listener` until the task is dropped: TLS (when `acceptor` is set),
/// the WebSocket handshake on [`PATH`] with HTTP Basic credentials of a registered MOS 4.0 device (401
/// otherwise), then the connection is handed to that device's session.
pub async fn serve(
    ncs: Arc<Ncs>,
    listener: TcpListener,
    acceptor: Option<tokio_rustls::TlsAcceptor>,
) {
    loop {
        match listener.accept().await {
            Ok((tcp, peer)) => {
                let (ncs, acceptor) = (ncs.clone(), acceptor.clone());
                tokio::spawn(async move {
                    if let Err(e) = accept(&ncs, tcp, acceptor).await {
                        tracing::warn!(%peer, "MOS 4.0 connection refused: {e}");
                    }
                });
            }
            Err(e) => {
                tracing::warn!("MOS 4.0 accept: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

async fn accept(
    ncs: &Arc<Ncs>,
    tcp: TcpStream,
    acceptor: Option<tokio_rustls::TlsAcceptor>,
) -> Result<(), String> {
    let _ = tcp.set_nodelay(true);
    let io: Box<dyn Io> = match acceptor {
        Some(a) => Box::new(
            tokio::time::timeout(Duration::from_secs(10), a.accept(tcp))
                .await
                .map_err(|_| "TLS handshake timed out".to_string())?
                .map_err(|e| format!("TLS: {e}"))?,
        ),
        None => Box::new(tcp),
    };
    let mut who: Option<Device> = None;
    #[expect(
        clippy::result_large_err,
        reason = "the shape tungstenite's handshake callback asks for"
    )]
    let check = |req: &Request, resp: Response| -> Result<Response, ErrorResponse> {
        if req.uri().path() != PATH {
            return Err(refusal(http::StatusCode::NOT_FOUND));
        }
        let device = basic_credentials(req.headers())
            .and_then(|(user, password)| ncs.mos4_device_by_credentials(&user, &password));
        match device {
            Some(d) => {
                who = Some(d);
                Ok(resp)
            }
            None => Err(refusal(http::StatusCode::UNAUTHORIZED)),
        }
    };
    let ws = tokio::time::timeout(
        Duration::from_secs(10),
        tokio_tungstenite::accept_hdr_async_with_config(io, check, Some(ws_config())),
    )
    .await
    .map_err(|_| "WebSocket handshake timed out".to_string())?
    .map_err(|e| format!("handshake: {e}"))?;
    let device = who.ok_or("no device")?;
    tracing::info!(device = device.id, mos_id = %device.spec.mos_id, "MOS 4.0 device connected");
    if ncs.hand_over(device.id, ws) {
        Ok(())
    } else {
        Err(format!("device {} is no longer live", device.id))
    }
}

fn refusal(status: http::StatusCode) -> ErrorResponse {
    let mut r = http::Response::new(Some(
        status.canonical_reason().unwrap_or("refused").to_string(),
    ));
    *r.status_mut() = status;
    if status == http::StatusCode::UNAUTHORIZED {
        r.headers_mut().insert(
            http::header::WWW_AUTHENTICATE,
            http::HeaderValue::from_static("Basic realm=\"Newsroom MOS\", charset=\"UTF-8\""),
        );
    }
    r
}

/// `Authorization: Basic base64(user:password)` (RFC 7617), or `None`.
fn basic_credentials(headers: &http::HeaderMap) -> Option<(String, String)> {
    let value = headers.get(http::header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(token.trim())
        .ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (user, password) = text.split_once(':')?;
    Some((user.to_string(), password.to_string()))
}

fn basic_header(user: &str, password: &str) -> String {
    let token = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
    format!("Basic {token}")
}

/// Dials a device's `wsUrl` with its credentials. Certificates are not checked against a CA: the MOS
/// Group allows self-signed and untrusted ones (docs/mos.md says what that means).
async fn dial(device: &Device) -> Result<WsConn, String> {
    let url = device.spec.ws_url.trim();
    let mut req = url
        .into_client_request()
        .map_err(|e| format!("{url}: {e}"))?;
    if let Some(user) = &device.spec.username {
        let password = device
            .spec
            .password
            .as_ref()
            .map(|p| p.expose())
            .unwrap_or("");
        let value = http::HeaderValue::from_str(&basic_header(user, password))
            .map_err(|_| "credentials cannot be sent in a header".to_string())?;
        req.headers_mut().insert(http::header::AUTHORIZATION, value);
    }
    let secure = req.uri().scheme_str() == Some("wss");
    let host = req
        .uri()
        .host()
        .ok_or_else(|| format!("{url}: no host"))?
        .trim_matches(['[', ']'])
        .to_string();
    let port = req
        .uri()
        .port_u16()
        .unwrap_or(if secure { 443 } else { 80 });
    let tcp = tokio::time::timeout(
        Duration::from_secs(5),
        TcpStream::connect((host.as_str(), port)),
    )
    .await
    .map_err(|_| format!("{url}: connect timed out"))?
    .map_err(|e| format!("{url}: {e}"))?;
    let _ = tcp.set_nodelay(true);
    let io: Box<dyn Io> = if secure {
        let config = rustls::ClientConfig::builder_with_provider(provider())
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(AnyCertificate(provider())))
            .with_no_client_auth();
        let name = rustls::pki_types::ServerName::try_from(host.clone())
            .map_err(|e| format!("{url}: {e}"))?;
        Box::new(
            tokio_rustls::TlsConnector::from(Arc::new(config))
                .connect(name, tcp)
                .await
                .map_err(|e| format!("{url}: TLS: {e}"))?,
        )
    } else {
        Box::new(tcp)
    };
    let (ws, _) = tokio_tungstenite::client_async_with_config(req, io, Some(ws_config()))
        .await
        .map_err(|e| match e {
            tokio_tungstenite::tungstenite::Error::Http(r)
                if r.status() == http::StatusCode::UNAUTHORIZED =>
            {
                format!("{url}: the device refused the credentials (401)")
            }
            e => format!("{url}: {e}"),
        })?;
    Ok(ws)
}

/// Accepts the device's certificate whatever signed it, still checking the handshake signatures.
#[derive(Debug)]
struct AnyCertificate(Arc<rustls::crypto::CryptoProvider>);

impl rustls::client::danger::ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &rustls::pki_types::CertificateDer<'_>,
        _intermediates: &[rustls::pki_types::CertificateDer<'_>],
        _server_name: &rustls::pki_types::ServerName<'_>,
        _ocsp_response: &[u8],
        _now: rustls::pki_types::UnixTime,
    ) -> Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        Ok(rustls::client::danger::ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

/// A message of ours waiting for its reply.
struct InFlight {
    out: Outgoing,
    id: u32,
    tries: u32,
    deadline: Instant,
}

/// Messages not yet sent, per channel, with the messageID of an earlier try (kept across connections).
type Queues = HashMap<Channel, VecDeque<(Outgoing, Option<u32>)>>;

enum End {
    /// The device was removed or changed: stop.
    Closed,
    /// The connection broke; dial again (or wait for the device).
    Broken(String),
    /// The device dialled again: go on with the new connection.
    Replaced(Box<WsConn>),
}

/// Runs a MOS 4.0 device until it is removed or changed: obtains connections (dialling, or waiting for
/// the device in passive mode), and runs each until it breaks. `rx` carries every message Newsroom
/// sends the device; `incoming` the connections the device dialled.
pub(crate) async fn session(
    ncs: Arc<Ncs>,
    device: Device,
    mut rx: mpsc::UnboundedReceiver<Outgoing>,
    mut incoming: mpsc::UnboundedReceiver<WsConn>,
) {
    let target = Target {
        device_id: device.id,
        addr: device.spec.ws_url.clone(),
        mos_id: device.spec.mos_id.clone(),
        port: "ws",
    };
    let mut queues: Queues = HashMap::new();
    let mut backoff = Duration::from_millis(200);
    let mut next: Option<WsConn> = None;
    loop {
        let conn = match next.take() {
            Some(c) => c,
            None if device.spec.passive => match incoming.recv().await {
                Some(c) => c,
                None => return,
            },
            None => {
                tokio::select! {
                    c = incoming.recv() => match c {
                        Some(c) => c,
                        None => return,
                    },
                    r = dial(&device) => match r {
                        Ok(c) => c,
                        Err(e) => {
                            ncs.link_event(&target, LinkEvent::Failed(e));
                            tokio::select! {
                                () = tokio::time::sleep(backoff) => {}
                                c = incoming.recv() => match c {
                                    Some(c) => next = Some(c),
                                    None => return,
                                },
                            }
                            backoff = (backoff * 2).min(Duration::from_secs(5));
                            continue;
                        }
                    },
                }
            }
        };
        backoff = Duration::from_millis(200);
        ncs.link_event(&target, LinkEvent::Connected);
        tracing::info!(device = device.id, "MOS 4.0 session connected");
        match run(
            &ncs,
            &device,
            &target,
            conn,
            &mut rx,
            &mut incoming,
            &mut queues,
        )
        .await
        {
            End::Closed => return,
            End::Broken(e) => {
                tracing::warn!(device = device.id, "MOS 4.0 connection lost: {e}");
                ncs.link_event(&target, LinkEvent::Failed(e));
            }
            End::Replaced(c) => {
                tracing::info!(
                    device = device.id,
                    "MOS 4.0: the device connected again; the older connection is closed"
                );
                next = Some(*c);
            }
        }
    }
}

fn envelope(ncs: &Ncs, device: &Device, id: Option<u32>, channel: Channel, body: Body) -> Envelope {
    Envelope {
        mos_id: device.spec.mos_id.clone(),
        ncs_id: ncs.cfg.ncs_id.clone(),
        message_id: id,
        channel: Some(channel),
        body,
    }
}

async fn send(ws: &mut WsConn, env: &Envelope) -> Result<(), String> {
    ws.send(Message::Binary(encode_utf16be(&write_message(env)).into()))
        .await
        .map_err(|e| format!("write: {e}"))
}

/// The messages one frame holds (normally one).
fn messages(frame: Message) -> Result<Vec<Envelope>, String> {
    let texts = match frame {
        Message::Text(t) => vec![t.as_str().to_string()],
        Message::Binary(b) => {
            let mut dec = FrameDecoder::default();
            dec.push(&b);
            let mut out = vec![];
            while let Some(f) = dec.next_frame() {
                match f {
                    Ok(t) => out.push(t),
                    Err(e) => tracing::warn!("MOS 4.0 frame: {e}"),
                }
            }
            if dec.pending() > 0 {
                tracing::warn!(
                    bytes = dec.pending(),
                    "MOS 4.0 frame ends mid-message; dropped"
                );
            }
            out
        }
        _ => vec![],
    };
    Ok(texts
        .iter()
        .filter_map(|t| match parse_message(t) {
            Ok(env) => Some(env),
            Err(e) => {
                tracing::warn!("unreadable MOS 4.0 message: {e}");
                None
            }
        })
        .collect())
}

fn next_id_fallback(id: Result<u32, crate::registry::DevicesError>) -> Result<u32, String> {
    id.map_err(|e| format!("message ID: {e}"))
}

#[expect(clippy::too_many_lines, reason = "one select loop reads best whole")]
async fn run(
    ncs: &Arc<Ncs>,
    device: &Device,
    target: &Target,
    mut ws: WsConn,
    rx: &mut mpsc::UnboundedReceiver<Outgoing>,
    incoming: &mut mpsc::UnboundedReceiver<WsConn>,
    queues: &mut Queues,
) -> End {
    let keep_alive = ncs.cfg.keep_alive;
    let mut flight: HashMap<Channel, InFlight> = HashMap::new();
    // A heartbeat first (its reply proves the MOS layer, not only the socket); nobody waits for it.
    let (hb, _) = tokio::sync::oneshot::channel();
    queues.entry(Channel::Mom).or_default().push_front((
        Outgoing {
            body: Body::Heartbeat {
                time: Some(newsroom_mos::time::format_time(chrono::Utc::now())),
            },
            reply: hb,
        },
        None,
    ));
    let (mut last_rx, mut last_tx) = (Instant::now(), Instant::now());
    let requeue = |flight: &mut HashMap<Channel, InFlight>, queues: &mut Queues| {
        for (ch, f) in flight.drain() {
            queues
                .entry(ch)
                .or_default()
                .push_front((f.out, Some(f.id)));
        }
    };
    loop {
        // Start the next message on every idle channel.
        for ch in Channel::ALL {
            if flight.contains_key(&ch) {
                continue;
            }
            let Some((out, id)) = queues.get_mut(&ch).and_then(VecDeque::pop_front) else {
                continue;
            };
            let id = match id {
                Some(id) => id,
                None => match next_id_fallback(ncs.store.next_message_id(device.id).await) {
                    Ok(id) => id,
                    Err(e) => {
                        let _ = out.reply.send(Err(super::link::LinkError::MessageId(e)));
                        continue;
                    }
                },
            };
            let env = envelope(ncs, device, Some(id), ch, out.body.clone());
            if let Err(e) = send(&mut ws, &env).await {
                queues.entry(ch).or_default().push_front((out, Some(id)));
                requeue(&mut flight, queues);
                return End::Broken(e);
            }
            last_tx = Instant::now();
            flight.insert(
                ch,
                InFlight {
                    out,
                    id,
                    tries: 1,
                    deadline: Instant::now() + ncs.cfg.ack_timeout,
                },
            );
        }
        let wake = flight
            .values()
            .map(|f| f.deadline)
            .chain([last_tx + keep_alive, last_rx + keep_alive * 3])
            .min()
            .unwrap_or_else(|| Instant::now() + keep_alive);
        tokio::select! {
            m = rx.recv() => match m {
                Some(m) => queues
                    .entry(m.body.port().channel())
                    .or_default()
                    .push_back((m, None)),
                None => {
                    let _ = ws.close(None).await;
                    return End::Closed;
                }
            },
            c = incoming.recv() => {
                requeue(&mut flight, queues);
                let _ = ws.close(None).await;
                return match c {
                    Some(c) => End::Replaced(Box::new(c)),
                    None => End::Closed,
                };
            }
            frame = ws.next() => {
                let frame = match frame {
                    Some(Ok(Message::Close(_))) | None => {
                        requeue(&mut flight, queues);
                        return End::Broken("closed by the device".into());
                    }
                    Some(Err(e)) => {
                        requeue(&mut flight, queues);
                        return End::Broken(format!("read: {e}"));
                    }
                    Some(Ok(f)) => f,
                };
                last_rx = Instant::now();
                let envs = match messages(frame) {
                    Ok(e) => e,
                    Err(e) => {
                        tracing::warn!(device = device.id, "{e}");
                        continue;
                    }
                };
                for env in envs {
                    if let Err(e) = on_message(ncs, device, target, &mut ws, &mut flight, env).await {
                        requeue(&mut flight, queues);
                        return End::Broken(e);
                    }
                    last_tx = Instant::now();
                }
            }
            () = tokio::time::sleep_until(wake) => {
                let now = Instant::now();
                if now >= last_rx + keep_alive * 3 {
                    requeue(&mut flight, queues);
                    return End::Broken(format!("nothing received for {} s", (keep_alive * 3).as_secs()));
                }
                for (ch, f) in &mut flight {
                    if f.deadline > now {
                        continue;
                    }
                    tracing::warn!(device = device.id, channel = ch.as_str(), id = f.id, attempt = f.tries, message = f.out.body.name(), "no reply from the MOS device");
                    if f.tries >= 3 {
                        let why = format!("no reply to {} {} after 3 tries", f.out.body.name(), f.id);
                        requeue(&mut flight, queues);
                        return End::Broken(why);
                    }
                    f.tries += 1;
                    f.deadline = now + ncs.cfg.ack_timeout;
                    let env = envelope(ncs, device, Some(f.id), *ch, f.out.body.clone());
                    if let Err(e) = send(&mut ws, &env).await {
                        requeue(&mut flight, queues);
                        return End::Broken(e);
                    }
                    last_tx = now;
                }
                if now >= last_tx + keep_alive {
                    let id = ncs.store.next_message_id(device.id).await.ok();
                    let env = envelope(ncs, device, id, Channel::Mom, Body::KeepAlive);
                    if let Err(e) = send(&mut ws, &env).await {
                        requeue(&mut flight, queues);
                        return End::Broken(e);
                    }
                    last_tx = now;
                }
            }
        }
    }
}

/// One message from the device: the reply to one of ours in flight, or a request answered by the
/// shared core ([`super::server::handle`]) on the channel it came on.
async fn on_message(
    ncs: &Arc<Ncs>,
    device: &Device,
    target: &Target,
    ws: &mut WsConn,
    flight: &mut HashMap<Channel, InFlight>,
    env: Envelope,
) -> Result<(), String> {
    let channel = env.channel.unwrap_or_else(|| env.body.port().channel());
    let answers =
        |f: &InFlight| env.body.answers(&f.out.body) && env.message_id.is_none_or(|id| id == f.id);
    let hit = if flight.get(&channel).is_some_and(answers) {
        Some(channel)
    } else {
        // A reply on another channel than ours, matched by its messageID.
        flight
            .iter()
            .find(|(_, f)| answers(f) && env.message_id == Some(f.id))
            .map(|(c, _)| *c)
    };
    if let Some(ch) = hit
        && let Some(f) = flight.remove(&ch)
    {
        ncs.link_event(target, LinkEvent::Seen);
        let _ = f.out.reply.send(Ok(env.body));
        return Ok(());
    }
    if env.body.is_reply() {
        tracing::info!(
            device = device.id,
            message = env.body.name(),
            id = env.message_id,
            "MOS 4.0 reply to nothing in flight; ignored"
        );
        return Ok(());
    }
    ncs.link_event(target, LinkEvent::Seen);
    if !env.mos_id.is_empty() && env.mos_id != device.spec.mos_id {
        tracing::warn!(device = device.id, claimed = %env.mos_id, "MOS 4.0 message for another mosID refused");
        let mut reply = super::server::refusal(
            ncs,
            &env.body,
            &format!("this connection speaks for {} only", device.spec.mos_id),
        );
        reply.message_id = env.message_id;
        reply.mos_id = device.spec.mos_id.clone();
        reply.channel = Some(channel);
        return send(ws, &reply).await;
    }
    if let Some(mut reply) = super::server::handle(ncs, env).await {
        reply.channel = Some(channel);
        if let Body::ListMachInfo(m) = &mut reply.body {
            m.mos_rev = "4.0".into();
        }
        send(ws, &reply).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_credentials_are_read_per_rfc_7617() {
        let mut h = http::HeaderMap::new();
        h.insert(
            http::header::AUTHORIZATION,
            basic_header("tp1", "s3cr:et").parse().unwrap(),
        );
        assert_eq!(
            basic_credentials(&h),
            Some(("tp1".into(), "s3cr:et".into()))
        );
        h.insert(http::header::AUTHORIZATION, "Bearer abc".parse().unwrap());
        assert_eq!(basic_credentials(&h), None);
        h.insert(http::header::AUTHORIZATION, "Basic !!!".parse().unwrap());
        assert_eq!(basic_credentials(&h), None);
    }

    #[test]
    fn a_self_signed_certificate_is_made_once_and_kept() {
        let dir = std::env::temp_dir().join(format!("mos4-cert-{}", std::process::id()));
        let a = tls_acceptor(&TlsSetting::SelfSigned {
            dir: Some(dir.clone()),
        })
        .unwrap()
        .unwrap()
        .1;
        let b = tls_acceptor(&TlsSetting::SelfSigned {
            dir: Some(dir.clone()),
        })
        .unwrap()
        .unwrap()
        .1;
        assert_eq!(a, b, "the same certificate after a restart");
        let _ = std::fs::remove_dir_all(dir);
    }
}
