//! II devices against a character generator written here: a TCP server that greets like Chyron's
//! Intelligent Interface Telnet server, records every byte it receives, answers each command line
//! with `*` (or with the error code `412C`, "no such message", for template 999 it does not have),
//! and can be stopped and started again on the same port. Newsroom must show the connection's state
//! (up, down, up again), put cue / take / clear on the wire byte for byte, and refuse bad requests
//! (unknown template or field, a value that would break the framing, a MOS CG device, the device
//! down) with the right error without sending anything.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use newsroom_test_support::devices::DeviceBuilder;
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use crate::helpers::{Mode, TestApp};

/// The character generator: what it received, and its server task (aborted to take it down).
struct Cg {
    port: u16,
    received: Arc<Mutex<Vec<u8>>>,
    /// Records without answering (a device that hangs).
    silent: Arc<AtomicBool>,
    server: Option<JoinHandle<()>>,
}

impl Cg {
    async fn start() -> Cg {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let mut cg = Cg {
            port,
            received: Arc::default(),
            silent: Arc::default(),
            server: None,
        };
        cg.serve(listener);
        cg
    }

    fn serve(&mut self, listener: TcpListener) {
        let received = self.received.clone();
        let silent = self.silent.clone();
        self.server = Some(tokio::spawn(async move {
            // Aborting this task drops the listener; the connections are aborted with it.
            struct AbortAll(Vec<JoinHandle<()>>);
            impl Drop for AbortAll {
                fn drop(&mut self) {
                    for c in &self.0 {
                        c.abort();
                    }
                }
            }
            let mut guard = AbortAll(vec![]);
            loop {
                let Ok((mut sock, _)) = listener.accept().await else {
                    return;
                };
                let received = received.clone();
                let silent = silent.clone();
                guard.0.push(tokio::spawn(async move {
                    let _ = sock
                        .write_all(
                            b"Welcome to the Test Intelligent Interface Telnet Server on CG1\r\n",
                        )
                        .await;
                    let mut line = vec![];
                    let mut buf = [0u8; 1024];
                    loop {
                        let n = match sock.read(&mut buf).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => n,
                        };
                        received.lock().unwrap().extend_from_slice(&buf[..n]);
                        for &b in &buf[..n] {
                            line.push(b);
                            if line.ends_with(b"\r\n") && silent.load(Ordering::SeqCst) {
                                line.clear();
                            } else if line.ends_with(b"\r\n") {
                                let answer: &[u8] = if line.windows(5).any(|w| w == b"\\999\\") {
                                    b"412C\r\n"
                                } else {
                                    b"*\r\n"
                                };
                                let _ = sock.write_all(answer).await;
                                line.clear();
                            }
                        }
                    }
                }));
            }
        }));
    }

    /// Takes the server down: the listener and every connection close.
    fn stop(&mut self) {
        if let Some(s) = self.server.take() {
            s.abort();
        }
    }

    /// Brings it back on the same port.
    async fn restart(&mut self) {
        let listener = TcpListener::bind(("127.0.0.1", self.port)).await.unwrap();
        self.serve(listener);
    }

    /// Waits until `n` bytes arrived (or 5 s) and takes them.
    async fn take(&self, n: usize) -> Vec<u8> {
        let deadline = Instant::now() + Duration::from_secs(5);
        while self.received.lock().unwrap().len() < n && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        std::mem::take(&mut *self.received.lock().unwrap())
    }
}

impl Drop for Cg {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Polls the device until its state is `want` (10 s at most); returns the device's JSON.
pub async fn wait_state(app: &TestApp, admin: &str, id: i64, want: &str) -> Value {
    let mut last = Value::Null;
    for _ in 0..100 {
        let (_, d) = app.get(admin, &format!("/api/devices/{id}")).await;
        if d["connection"]["state"] == want {
            return d;
        }
        last = d;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("device {id} never {want}: {last}");
}

/// Sends a CG command that must be answered 503 `device_unreachable` ("Device unreachable."); returns
/// how long the answer took.
pub async fn unreachable_cg(app: &TestApp, token: &str, path: &str, body: Value) -> Duration {
    let started = Instant::now();
    let (status, answer) = app.send(Method::POST, token, path, body).await;
    assert_eq!(
        (status, answer["code"].as_str(), answer["message"].as_str()),
        (503, Some("device_unreachable"), Some("Device unreachable.")),
        "{answer}"
    );
    started.elapsed()
}

fn cg(action: &str, template: Option<i64>, fields: Value) -> Value {
    let mut body = json!({"action": action, "fields": fields, "storyId": 12});
    if let Some(t) = template {
        body["templateId"] = t.into();
    }
    body
}

/// The only key of a 422's field messages.
fn field_of(body: &Value) -> String {
    let fields = body["fields"].as_object().expect("field messages");
    assert_eq!(fields.len(), 1, "{body}");
    fields.keys().next().unwrap().clone()
}

pub async fn ii_device_cues_takes_and_clears(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let mut lyric = Cg::start().await;

    let (status, device) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "Lyric 1", "type": "CG", "protocol": "II", "vendor": "Chyron",
                   "host": "127.0.0.1", "port": lyric.port, "charsets": ["ISO-8859-1"], "enabled": true,
                   "templates": [{"id": 100, "name": "Lower third", "fields": ["Name", "Role"]},
                                 {"id": 999, "name": "Not on the CG", "fields": []}]}),
        )
        .await;
    assert_eq!(status, 201, "{device}");
    assert_eq!(device["spec"]["port"], lyric.port);
    let id = device["id"].as_i64().unwrap();
    let path = format!("/api/devices/{id}/cg");
    let up = wait_state(&app, &admin, id, "CONNECTED").await;
    assert!(up["connection"]["lastSeen"].is_string(), "{up}");
    // Users who run the show see it too.
    let viewer = app.login("viewer").await;
    let (_, all) = app.get(&viewer, "/api/devices/status").await;
    assert_eq!(all[0]["state"], "CONNECTED", "{all}");
    assert_eq!(all[0]["protocol"], "II");

    // Cue, take, clear: byte for byte, in the device's charset (ISO-8859-1).
    let fields =
        json!([{"name": "Role", "value": "Repórter"}, {"name": "Name", "value": "Ana Souza"}]);
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &path,
            cg("cue", Some(100), fields.clone()),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"device": "Lyric 1", "action": "cue", "protocol": "II"})
    );
    let cue = b"V\\5\\13\\1\\1\\100\\0\\Ana Souza\\Rep\xf3rter\\\\\r\n";
    assert_eq!(lyric.take(cue.len()).await, cue);
    let (status, body) = app
        .send(Method::POST, &admin, &path, cg("take", Some(100), fields))
        .await;
    assert_eq!(status, 200, "{body}");
    let take = b"V\\5\\13\\1\\1\\100\\1\\Ana Souza\\Rep\xf3rter\\\\\r\n";
    assert_eq!(lyric.take(take.len()).await, take);
    // A field left out goes empty, as one space (an empty token would end the command early).
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &path,
            cg("take", Some(100), json!([{"name": "Name", "value": "Bia"}])),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let take = b"V\\5\\13\\1\\1\\100\\1\\Bia\\ \\\\\r\n";
    assert_eq!(lyric.take(take.len()).await, take);
    let (status, body) = app
        .send(Method::POST, &admin, &path, cg("clear", None, json!([])))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(lyric.take(7).await, b"Y\\\xfe\\\\\r\n");

    // Refused before anything is sent.
    let refused = [
        (cg("take", Some(7), json!([])), "templateId"),
        (cg("take", None, json!([])), "templateId"),
        (cg("play", Some(100), json!([])), "action"),
        (
            cg("take", Some(100), json!([{"name": "Title", "value": "x"}])),
            "fields",
        ),
        (
            cg(
                "take",
                Some(100),
                json!([{"name": "Name", "value": "a\\b"}]),
            ),
            "fields.Name",
        ),
        (
            cg(
                "take",
                Some(100),
                json!([{"name": "Name", "value": "two\r\nlines"}]),
            ),
            "fields.Name",
        ),
        (
            cg("take", Some(100), json!([{"name": "Role", "value": "€ 5"}])),
            "fields.Role",
        ),
    ];
    for (req, field) in refused {
        let (status, body) = app.send(Method::POST, &admin, &path, req.clone()).await;
        assert_eq!(status, 422, "{req} -> {body}");
        assert_eq!(body["code"], "validation");
        assert_eq!(field_of(&body), field, "{req} -> {body}");
    }
    // Only users who may write rundowns send CG commands.
    let (status, _) = app
        .send(Method::POST, &viewer, &path, cg("clear", None, json!([])))
        .await;
    assert_eq!(status, 403);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        lyric.take(0).await.is_empty(),
        "refused requests sent nothing"
    );

    // The device answers an error code: 502, and the link stays up.
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &path,
            cg("take", Some(999), json!([])),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (502, Some("device_refused")),
        "{body}"
    );
    assert_eq!(lyric.take(20).await, b"V\\5\\13\\1\\1\\999\\1\\\\\r\n");
    wait_state(&app, &admin, id, "CONNECTED").await;

    // A device that stops answering: 503 after the reply timeout (1 s in tests), and the link dials
    // again by itself.
    lyric.silent.store(true, Ordering::SeqCst);
    let took = unreachable_cg(&app, &admin, &path, cg("clear", None, json!([]))).await;
    assert!(took >= Duration::from_millis(900), "waited for the reply");
    assert_eq!(lyric.take(7).await, b"Y\\\xfe\\\\\r\n");
    lyric.silent.store(false, Ordering::SeqCst);
    wait_state(&app, &admin, id, "CONNECTED").await;
    let (status, body) = app
        .send(Method::POST, &admin, &path, cg("clear", None, json!([])))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(lyric.take(7).await, b"Y\\\xfe\\\\\r\n");

    // Down: the state says so, with the reason, and a take is refused at once.
    lyric.stop();
    let down = wait_state(&app, &admin, id, "UNREACHABLE").await;
    assert!(
        down["connection"]["lastError"]
            .as_str()
            .unwrap()
            .contains(&lyric.port.to_string()),
        "{down}"
    );
    let took = unreachable_cg(&app, &admin, &path, cg("take", Some(100), json!([]))).await;
    assert!(took < Duration::from_millis(500), "answered at once");
    let (_, all) = app.get(&viewer, "/api/devices/status").await;
    assert_eq!(all[0]["state"], "UNREACHABLE", "{all}");

    // Back: the link dials again by itself, and commands flow.
    lyric.restart().await;
    wait_state(&app, &admin, id, "CONNECTED").await;
    let (status, body) = app
        .send(Method::POST, &admin, &path, cg("clear", None, json!([])))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        lyric.take(7).await,
        b"Y\\\xfe\\\\\r\n",
        "nothing queued while down was sent"
    );

    // Disabled: no connection, and commands are refused.
    let mut spec = device["spec"].clone();
    spec["enabled"] = false.into();
    spec["revision"] = 1.into();
    let (status, body) = app
        .send(Method::PUT, &admin, &format!("/api/devices/{id}"), spec)
        .await;
    assert_eq!(status, 200, "{body}");
    wait_state(&app, &admin, id, "DISABLED").await;
    unreachable_cg(&app, &admin, &path, cg("clear", None, json!([]))).await;
    app.stop().await;
}

/// The registry's rules for II devices, and the CG entry point's answer for devices of other kinds.
pub async fn ii_registry_and_cg_rules(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let device = |v: Value| {
        let mut base =
            json!({"name": "CG", "type": "CG", "protocol": "II", "host": "cg1", "enabled": false});
        for (k, x) in v.as_object().unwrap() {
            base[k] = x.clone();
        }
        base
    };
    // The default port is 23 (Chyron's II Telnet server).
    let (status, d) = app
        .send(Method::POST, &admin, "/api/devices", device(json!({})))
        .await;
    assert_eq!(status, 201, "{d}");
    assert_eq!(d["spec"]["port"], 23);
    assert_eq!(d["connection"]["state"], "DISABLED");
    for (bad, field) in [
        (json!({"name": "CG 2", "host": ""}), "host"),
        (json!({"name": "CG 2", "port": 70000}), "port"),
        (
            json!({"name": "CG 2", "charsets": ["UTF-16BE"]}),
            "charsets",
        ),
    ] {
        let (status, body) = app
            .send(Method::POST, &admin, "/api/devices", device(bad.clone()))
            .await;
        assert_eq!(status, 422, "{bad} -> {body}");
        assert_eq!(field_of(&body), field, "{bad} -> {body}");
    }
    // MOS CG devices take their CG items in the running order; other types are not CGs.
    let (status, mos) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Mos CG", "CG", "cg.mos")
                .disabled()
                .template(1, "L3", ["Name"])
                .json(),
        )
        .await;
    assert_eq!(status, 201, "{mos}");
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/devices/{}/cg", mos["id"]),
            cg("take", Some(1), json!([])),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["fields"]["deviceId"]["code"], "mos_cg_in_running_order",
        "{body}"
    );
    let (status, tp) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            device(json!({"name": "Prompter", "type": "TP"})),
        )
        .await;
    assert_eq!(status, 201, "{tp}");
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/devices/{}/cg", tp["id"]),
            cg("clear", None, json!([])),
        )
        .await;
    assert_eq!(
        (status, field_of(&body)),
        (422, "deviceId".to_string()),
        "{body}"
    );
    let (status, _) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices/99999/cg",
            cg("clear", None, json!([])),
        )
        .await;
    assert_eq!(status, 404);
    app.stop().await;
}

crate::both_modes!(ii_device_cues_takes_and_clears, ii_registry_and_cg_rules);
