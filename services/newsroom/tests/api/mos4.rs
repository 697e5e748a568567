//! MOS 4.0 against a peer Newsroom did not write. No open 4.0 peer exists, so this file is one: a
//! device written from the 4.0 rules in docs/mos.md straight on tokio-tungstenite and rustls, with
//! hand-written XML and none of Newsroom's MOS code (not `newsroom-mos`, not the devices service's
//! transport). It checks HTTPS with Newsroom's certificate, HTTP Basic auth (and its refusal),
//! heartbeat and keepAlive, roCreate and roElementAction after REST changes, roElementStat PLAY, and
//! both ways of connecting: the device dialling Newsroom (passive mode) and Newsroom dialling it.

use std::sync::Arc;
use std::time::Duration;

use base64::Engine as _;
use futures::{SinkExt as _, StreamExt as _};
use newsroom_test_support::devices::DeviceBuilder;
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;
use tokio_tungstenite::tungstenite::{Message, http};

use crate::helpers::{Mode, TestApp, story_in};

/// A MOS 4.0 device: one WebSocket, messages as UTF-16BE binary frames, `<channel>` in the header.
struct Device<S> {
    ws: WebSocketStream<S>,
    mos_id: String,
    ncs_id: String,
    next_id: u32,
    /// keepAlive messages received from Newsroom.
    keep_alives: u32,
    /// roStorySend messages acknowledged on the way.
    scripts: u32,
    /// Messages read while looking for another one.
    seen: Vec<String>,
}

pub(crate) fn utf16be(xml: &str) -> Vec<u8> {
    xml.encode_utf16().flat_map(u16::to_be_bytes).collect()
}

pub(crate) fn from_utf16be(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|c| u16::from_be_bytes([c[0], c[1]]))
        .collect();
    String::from_utf16(&units).expect("UTF-16BE from Newsroom")
}

/// The text of the first `<name>` element.
pub(crate) fn tag<'a>(xml: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("<{name}>");
    let start = xml.find(&open)? + open.len();
    let end = xml[start..].find(&format!("</{name}>"))? + start;
    Some(&xml[start..end])
}

/// Every `<name>` element's text, in order.
pub(crate) fn tags(xml: &str, name: &str) -> Vec<String> {
    let (open, close) = (format!("<{name}>"), format!("</{name}>"));
    let mut out = vec![];
    let mut rest = xml;
    while let Some(i) = rest.find(&open) {
        rest = &rest[i + open.len()..];
        let Some(j) = rest.find(&close) else { break };
        out.push(rest[..j].to_string());
        rest = &rest[j..];
    }
    out
}

/// The name of the message element: the first element after the header.
pub(crate) fn message_name(xml: &str) -> String {
    let header = ["mos", "mosID", "ncsID", "messageID", "channel"];
    let mut rest = xml;
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        if rest.starts_with('/') {
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !header.contains(&name.as_str()) {
            return name;
        }
    }
    String::new()
}

impl<S: AsyncRead + AsyncWrite + Unpin> Device<S> {
    fn new(ws: WebSocketStream<S>, mos_id: &str, ncs_id: &str) -> Self {
        Device {
            ws,
            mos_id: mos_id.into(),
            ncs_id: ncs_id.into(),
            next_id: 1000,
            keep_alives: 0,
            scripts: 0,
            seen: vec![],
        }
    }

    async fn write(&mut self, xml: String) {
        self.ws
            .send(Message::Binary(utf16be(&xml).into()))
            .await
            .expect("send to Newsroom");
    }

    /// Sends a message on `channel` with a new messageID; returns the ID.
    async fn send(&mut self, channel: &str, body: &str) -> u32 {
        self.next_id += 1;
        let id = self.next_id;
        let xml = format!(
            "<mos><mosID>{}</mosID><ncsID>{}</ncsID><messageID>{id}</messageID><channel>{channel}</channel>{body}</mos>",
            self.mos_id, self.ncs_id
        );
        self.write(xml).await;
        id
    }

    /// Answers a request from Newsroom: same messageID and channel.
    async fn reply(&mut self, to: &str, body: &str) {
        let xml = format!(
            "<mos><mosID>{}</mosID><ncsID>{}</ncsID><messageID>{}</messageID><channel>{}</channel>{body}</mos>",
            self.mos_id,
            self.ncs_id,
            tag(to, "messageID").expect("Newsroom sends a messageID"),
            tag(to, "channel").expect("Newsroom names the channel"),
        );
        self.write(xml).await;
    }

    /// The next message named `name` that `pred` accepts. Newsroom's heartbeats are answered and its
    /// keepAlives counted on the way; other messages are kept for later.
    async fn expect(&mut self, name: &str, pred: impl Fn(&str) -> bool) -> String {
        if let Some(i) = self
            .seen
            .iter()
            .position(|m| message_name(m) == name && pred(m))
        {
            return self.seen.remove(i);
        }
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let frame = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("no {name} from Newsroom; seen {:#?}", self.seen))
                .expect("connection open")
                .expect("a frame");
            let xml = match frame {
                Message::Binary(b) => from_utf16be(&b),
                Message::Text(t) => t.to_string(),
                _ => continue,
            };
            assert!(
                matches!(tag(&xml, "channel"), Some("mom" | "ro" | "aux")),
                "every 4.0 message names its channel: {xml}"
            );
            let got = message_name(&xml);
            if got == "keepAlive" {
                self.keep_alives += 1;
            }
            if got == name && pred(&xml) {
                return xml;
            }
            if got == "heartbeat" && name != "heartbeat" {
                let time = "<heartbeat><time>2026-01-01T00:00:00,000Z</time></heartbeat>";
                self.reply(&xml, time).await;
                continue;
            }
            if got == "roStorySend" && name != "roStorySend" {
                // A teleprompter gets every story's script after the roCreate: acknowledge each, as
                // Newsroom sends the next only then.
                let ro = tag(&xml, "roID").unwrap_or_default().to_string();
                self.reply(
                    &xml,
                    &format!("<roAck><roID>{ro}</roID><roStatus>OK</roStatus></roAck>"),
                )
                .await;
                self.scripts += 1;
                continue;
            }
            if got != "keepAlive" {
                self.seen.push(xml);
            }
        }
    }
}

fn basic(user: &str, password: &str) -> String {
    format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"))
    )
}

/// Connects to Newsroom's MOS 4.0 port over TLS, trusting only Newsroom's own certificate (checked
/// for the name `localhost`), with `authorization` as the Basic credentials.
async fn dial_newsroom(
    app: &TestApp,
    authorization: Option<String>,
) -> Result<
    WebSocketStream<tokio_rustls::client::TlsStream<tokio::net::TcpStream>>,
    tokio_tungstenite::tungstenite::Error,
> {
    let port = app.ncs.mos4_port().expect("MOS 4.0 port bound");
    let der = port.certificate.clone().expect("served over TLS");
    let mut roots = rustls::RootCertStore::empty();
    roots.add(der.into()).expect("Newsroom's certificate");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let tcp = tokio::net::TcpStream::connect(port.addr).await.unwrap();
    let tls = tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect("localhost".try_into().unwrap(), tcp)
        .await
        .expect("TLS with Newsroom's certificate");
    let mut req = format!("wss://localhost:{}/mos", port.addr.port())
        .into_client_request()
        .unwrap();
    if let Some(a) = authorization {
        req.headers_mut()
            .insert(http::header::AUTHORIZATION, a.parse().unwrap());
    }
    tokio_tungstenite::client_async(req, tls)
        .await
        .map(|(ws, _)| ws)
}

fn aired_ids(r: &Value) -> Vec<String> {
    crate::helpers::aired_story_ids(r)
        .iter()
        .map(i64::to_string)
        .collect()
}

async fn wait_connected(app: &TestApp, admin: &str, device_id: i64) {
    let mut d = Value::Null;
    for _ in 0..100 {
        d = app.get(admin, &format!("/api/devices/{device_id}")).await.1;
        if d["connection"]["state"] == "CONNECTED" {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("device not CONNECTED: {d}");
}

/// Enables device integration on the demo rundown, then checks the roCreate, an insert through REST
/// and the roElementAction it makes, and roElementStat PLAY from the device.
async fn running_order_round<S: AsyncRead + AsyncWrite + Unpin>(
    app: &TestApp,
    admin: &str,
    dev: &mut Device<S>,
) {
    let r = app.demo_rundown(admin).await;
    let ro_id = r["id"].as_i64().unwrap().to_string();
    let (status, body) = app
        .send(
            Method::PUT,
            admin,
            &format!("/api/rundowns/{ro_id}/device/enable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let create = dev.expect("roCreate", |_| true).await;
    assert_eq!(tag(&create, "channel"), Some("ro"));
    assert_eq!(tag(&create, "roID"), Some(ro_id.as_str()));
    assert_eq!(tags(&create, "storyID"), aired_ids(&r));
    dev.reply(
        &create,
        &format!("<roAck><roID>{ro_id}</roID><roStatus>OK</roStatus></roAck>"),
    )
    .await;

    // A story inserted through the REST API reaches the device as roElementAction INSERT.
    let block_a = r["blocks"][0]["id"].as_i64().unwrap();
    let (status, s) = app
        .send(
            Method::POST,
            admin,
            &format!("/api/blocks/{block_a}/stories"),
            json!({"slug": "MOS4 INSERT", "position": 0}),
        )
        .await;
    assert_eq!(status, 201, "{s}");
    let new_id = s["id"].as_i64().unwrap().to_string();
    let action = dev
        .expect("roElementAction", |m| m.contains("operation=\"INSERT\""))
        .await;
    assert_eq!(tag(&action, "channel"), Some("ro"));
    assert_eq!(tags(&action, "storyID")[1], new_id, "{action}");
    assert_eq!(tag(&action, "storySlug"), Some("MOS4 INSERT"));
    dev.reply(
        &action,
        &format!("<roAck><roID>{ro_id}</roID><roStatus>OK</roStatus></roAck>"),
    )
    .await;

    // roElementStat PLAY from the device sets the story's display status.
    let story = r["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let id = dev
        .send(
            "ro",
            &format!("<roElementStat element=\"STORY\"><roID>{ro_id}</roID><storyID>{story}</storyID><status>PLAY</status><time>2026-01-01T19:00:00,000Z</time></roElementStat>"),
        )
        .await;
    let ack = dev
        .expect("roAck", |m| tag(m, "messageID") == Some(&id.to_string()))
        .await;
    assert_eq!(tag(&ack, "roStatus"), Some("OK"), "{ack}");
    assert_eq!(tag(&ack, "channel"), Some("ro"));
    let r = app.demo_rundown(admin).await;
    assert_eq!(story_in(&r, story)["displayStatus"], "PLAY");
}

pub async fn mos4_device_dials_newsroom(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let mos_id = format!("tp4.{}.mos", uuid::Uuid::new_v4().simple());
    let (status, device) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Prompter 4", "TP", &mos_id)
                .mos4_passive("tp4", "s3cret!")
                .profiles([0, 1, 2, 4])
                .json(),
        )
        .await;
    assert_eq!(status, 201, "{device}");
    assert!(
        device["spec"].get("password").is_none(),
        "the password is never returned: {device}"
    );
    assert_eq!(device["hasPassword"], true);
    assert_eq!(device["spec"]["mosVersion"], "4.0");
    let device_id = device["id"].as_i64().unwrap();

    // Wrong or missing credentials are refused at the handshake with 401.
    for auth in [
        Some(basic("tp4", "wrong")),
        Some(basic("nobody", "s3cret!")),
        None,
    ] {
        match dial_newsroom(&app, auth.clone()).await {
            Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
                assert_eq!(r.status(), 401, "{auth:?}");
                assert!(r.headers().contains_key("www-authenticate"));
            }
            other => panic!("{auth:?} accepted: {:?}", other.map(|_| ())),
        }
    }

    let ws = dial_newsroom(&app, Some(basic("tp4", "s3cret!")))
        .await
        .expect("the device's credentials are accepted");
    let mut dev = Device::new(ws, &mos_id, app.ncs.ncs_id());

    // Newsroom opens with a heartbeat on the mom channel; the device answers it.
    let hb = dev.expect("heartbeat", |_| true).await;
    assert_eq!(tag(&hb, "channel"), Some("mom"));
    assert_eq!(tag(&hb, "mosID"), Some(mos_id.as_str()));
    dev.reply(
        &hb,
        "<heartbeat><time>2026-01-01T00:00:00,000Z</time></heartbeat>",
    )
    .await;
    // The device's heartbeat is answered with the same messageID on the same channel.
    let id = dev
        .send(
            "mom",
            "<heartbeat><time>2026-01-01T00:00:01,000Z</time></heartbeat>",
        )
        .await;
    let answer = dev
        .expect("heartbeat", |m| {
            tag(m, "messageID") == Some(&id.to_string())
        })
        .await;
    assert_eq!(tag(&answer, "channel"), Some("mom"));
    // keepAlive both ways: the device's is taken silently; Newsroom sends its own when idle (1 s in
    // tests).
    dev.send("mom", "<keepAlive/>").await;
    let ka = dev.expect("keepAlive", |_| true).await;
    assert_eq!(tag(&ka, "channel"), Some("mom"));
    wait_connected(&app, &admin, device_id).await;

    // listMachInfo names MOS 4.0.
    let id = dev.send("mom", "<reqMachInfo/>").await;
    let info = dev
        .expect("listMachInfo", |m| {
            tag(m, "messageID") == Some(&id.to_string())
        })
        .await;
    assert_eq!(tag(&info, "mosRev"), Some("4.0"));

    running_order_round(&app, &admin, &mut dev).await;
    assert!(
        dev.scripts > 0,
        "the teleprompter got the scripts (roStorySend) over 4.0 too"
    );

    // The connection speaks for its own device only.
    dev.next_id += 1;
    let id = dev.next_id;
    dev.write(format!(
        "<mos><mosID>someone.else.mos</mosID><ncsID>{}</ncsID><messageID>{id}</messageID><channel>ro</channel><roReq><roID>1</roID></roReq></mos>",
        app.ncs.ncs_id()
    ))
    .await;
    let nack = dev
        .expect("roAck", |m| tag(m, "messageID") == Some(&id.to_string()))
        .await;
    assert_ne!(tag(&nack, "roStatus"), Some("OK"), "{nack}");

    let _ = dev.ws.close(None).await;
    app.stop().await;
}

pub async fn mos4_newsroom_dials_the_device(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let mos_id = format!("playout4.{}.mos", uuid::Uuid::new_v4().simple());
    // The device: a plain WebSocket server on loopback that checks Newsroom's Basic credentials.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (status, device) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "Playout 4", "type": "PLAYOUT", "protocol": "MOS", "mosVersion": "4.0",
                   "host": "127.0.0.1", "wsUrl": format!("ws://127.0.0.1:{port}/mos"),
                   "mosId": mos_id, "username": "ncs", "password": "pl4yout",
                   "profiles": [0, 1, 2], "enabled": true}),
        )
        .await;
    assert_eq!(status, 201, "{device}");
    let device_id = device["id"].as_i64().unwrap();
    let expected = basic("ncs", "pl4yout");
    let ws = loop {
        let (tcp, _) = tokio::time::timeout(Duration::from_secs(10), listener.accept())
            .await
            .expect("Newsroom dials the device")
            .unwrap();
        let mut presented = None;
        #[expect(
            clippy::result_large_err,
            reason = "the shape tungstenite's handshake callback asks for"
        )]
        let check =
            |req: &tokio_tungstenite::tungstenite::handshake::server::Request,
             resp: tokio_tungstenite::tungstenite::handshake::server::Response| {
                presented = req
                    .headers()
                    .get("authorization")
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_string);
                assert_eq!(req.uri().path(), "/mos");
                Ok(resp)
            };
        if let Ok(ws) = tokio_tungstenite::accept_hdr_async(tcp, check).await {
            assert_eq!(presented.as_deref(), Some(expected.as_str()));
            break ws;
        }
    };
    let mut dev = Device::new(ws, &mos_id, app.ncs.ncs_id());
    let hb = dev.expect("heartbeat", |_| true).await;
    dev.reply(
        &hb,
        "<heartbeat><time>2026-01-01T00:00:00,000Z</time></heartbeat>",
    )
    .await;
    wait_connected(&app, &admin, device_id).await;
    running_order_round(&app, &admin, &mut dev).await;
    assert!(dev.keep_alives <= 20, "keepAlive only when idle");
    let _ = dev.ws.close(None).await;
    app.stop().await;
}

crate::both_modes!(mos4_device_dials_newsroom, mos4_newsroom_dials_the_device);
