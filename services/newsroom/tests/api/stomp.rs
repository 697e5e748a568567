//! STOMP 1.2 at /ws with a raw websocket client: one MESSAGE per change, in order, with the changed
//! entity and the new timing; ERROR frames (and a closed connection) for bad frames, bad tokens and
//! forbidden or unknown destinations, while the server keeps running. The real @stomp/stompjs client
//! is exercised by web/e2e.

use std::time::Duration;

use bytes::BytesMut;
use futures::{SinkExt, StreamExt};
use newsroom_gateway::stomp::frame::{Command, Frame};
use newsroom_gateway::stomp::parse::{Parsed, parse};
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

pub struct Client {
    ws: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    buf: BytesMut,
}

impl Client {
    pub async fn open(app: &TestApp) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/ws", app.addr))
            .await
            .expect("websocket");
        Client {
            ws,
            buf: BytesMut::new(),
        }
    }

    pub async fn send(&mut self, raw: &str) {
        self.ws.send(Message::text(raw)).await.unwrap();
    }

    /// The next frame, or `None` once the server has closed the connection.
    pub async fn next(&mut self) -> Option<Frame> {
        loop {
            if let Some(p) = parse(&mut self.buf, 1 << 20).expect("server frames parse") {
                match p {
                    Parsed::Frame(f) => return Some(f),
                    Parsed::Heartbeat => continue,
                }
            }
            let msg = tokio::time::timeout(Duration::from_secs(10), self.ws.next())
                .await
                .expect("a frame within 10 s");
            match msg {
                Some(Ok(Message::Text(t))) => self.buf.extend_from_slice(t.as_bytes()),
                Some(Ok(Message::Binary(b))) => self.buf.extend_from_slice(&b),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    pub async fn connect(app: &TestApp, token: &str) -> Client {
        let mut c = Client::open(app).await;
        c.send(&format!(
            "CONNECT\naccept-version:1.1,1.2\nhost:newsroom\npasscode:{token}\nheart-beat:0,0\n\n\0"
        ))
        .await;
        let f = c.next().await.expect("CONNECTED");
        assert_eq!(f.command, Command::Connected, "{f:?}");
        assert_eq!(f.get("version"), Some("1.2"));
        c
    }

    async fn expect_error_and_close(&mut self, message: &str) {
        let f = self.next().await.expect("ERROR frame");
        assert_eq!(f.command, Command::Error, "{f:?}");
        assert_eq!(f.get("message"), Some(message), "{f:?}");
        assert!(
            self.next().await.is_none(),
            "the connection closes after ERROR"
        );
    }
}

async fn one_message_per_change_in_order(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let r = app.demo_rundown(&producer).await;
    let (rid, revision) = (r["id"].as_i64().unwrap(), r["revision"].as_i64().unwrap());
    let story = r["blocks"][1]["stories"][0]["id"].as_i64().unwrap();

    let mut c = Client::connect(&app, &editor).await;
    c.send(&format!(
        "SUBSCRIBE\nid:sub-0\ndestination:/topic/rundowns/{rid}\nreceipt:r1\n\n\0"
    ))
    .await;
    let f = c.next().await.unwrap();
    assert_eq!(
        (f.command, f.get("receipt-id")),
        (Command::Receipt, Some("r1"))
    );

    for (i, value) in ["PT1M", "PT2M", "PT3M"].into_iter().enumerate() {
        let (status, _) = app
            .patch(
                &producer,
                &format!("/api/stories/{story}"),
                "head",
                value.into(),
            )
            .await;
        assert_eq!(status, 200);
        let _ = i;
    }
    let mut last = revision;
    for value in ["PT1M", "PT2M", "PT3M"] {
        let f = c.next().await.expect("MESSAGE");
        assert_eq!(f.command, Command::Message);
        assert_eq!(f.get("subscription"), Some("sub-0"));
        assert_eq!(
            f.get("destination").map(str::to_owned),
            Some(format!("/topic/rundowns/{rid}"))
        );
        assert_eq!(f.get("content-type"), Some("application/json"));
        let body: Value = serde_json::from_slice(&f.body).unwrap();
        assert_eq!(
            body["revision"].as_i64().unwrap(),
            last + 1,
            "messages arrive in revision order"
        );
        last += 1;
        assert_eq!(
            (body["event"].as_str(), body["entity"].as_str()),
            (Some("updated"), Some("story"))
        );
        assert_eq!(body["data"]["id"], story);
        assert_eq!(body["data"]["head"], value);
        assert!(body["timing"]["rundown"]["fullProduction"].is_string());
        assert_eq!(
            body["timing"]["stories"][story.to_string()]["total"],
            body["data"]["timing"]["total"]
        );
    }
    let (_, now) = app
        .get(
            &producer,
            &format!("/api/rundowns?date={}&programId=1", app.today()),
        )
        .await;
    assert_eq!(
        now["revision"].as_i64().unwrap(),
        last,
        "REST and the stream agree on the revision"
    );

    // UNSUBSCRIBE stops the stream; DISCONNECT with a receipt ends the session politely.
    c.send("UNSUBSCRIBE\nid:sub-0\nreceipt:r2\n\n\0").await;
    assert_eq!(c.next().await.unwrap().get("receipt-id"), Some("r2"));
    app.patch(
        &producer,
        &format!("/api/stories/{story}"),
        "head",
        "PT4M".into(),
    )
    .await;
    c.send("DISCONNECT\nreceipt:bye\n\n\0").await;
    let f = c.next().await.unwrap();
    assert_eq!(
        (f.command, f.get("receipt-id")),
        (Command::Receipt, Some("bye")),
        "no MESSAGE after UNSUBSCRIBE"
    );
    app.stop().await;
}

async fn bad_frames_and_destinations_get_error_frames(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let guest = app.login("guest").await;
    let editor = app.login("editor").await;

    let mut c = Client::open(&app).await;
    c.send("HELLO\n\n\0").await;
    c.expect_error_and_close("malformed frame").await;

    let mut c = Client::open(&app).await;
    c.send("CONNECT\naccept-version:1.2\npasscode:not-a-token\n\n\0")
        .await;
    c.expect_error_and_close("session_expired").await;

    let mut c = Client::open(&app).await;
    c.send("CONNECT\naccept-version:1.0\n\n\0").await;
    c.expect_error_and_close("unsupported version").await;

    let mut c = Client::open(&app).await;
    c.send("SUBSCRIBE\nid:1\ndestination:/topic/rundowns/1\n\n\0")
        .await;
    c.expect_error_and_close("not connected").await;

    let mut c = Client::connect(&app, &guest).await;
    c.send("SUBSCRIBE\nid:1\ndestination:/topic/rundowns/1\n\n\0")
        .await;
    c.expect_error_and_close("forbidden").await;

    let mut c = Client::connect(&app, &editor).await;
    c.send("SUBSCRIBE\nid:1\ndestination:/queue/secrets\n\n\0")
        .await;
    c.expect_error_and_close("not_found").await;

    let mut c = Client::connect(&app, &editor).await;
    c.send("SUBSCRIBE\nid:1\ndestination:/topic/rundowns/1\nbad\\q:x\n\n\0")
        .await;
    c.expect_error_and_close("malformed frame").await;

    // The Authorization header works as well as the passcode, and the server is still serving.
    let mut c = Client::open(&app).await;
    c.send(&format!(
        "CONNECT\naccept-version:1.2\nAuthorization:Bearer {editor}\n\n\0"
    ))
    .await;
    assert_eq!(c.next().await.unwrap().command, Command::Connected);
    assert_eq!(
        reqwest::get(app.url("/healthz")).await.unwrap().status(),
        200
    );
    app.stop().await;
}

both_modes!(
    one_message_per_change_in_order,
    bad_frames_and_destinations_get_error_frames
);

/// Logging out ends the websocket of that session too.
async fn a_revoked_session_closes_its_websocket(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let editor = app.login("editor").await;
    let mut c = Client::connect(&app, &editor).await;
    c.send("SUBSCRIBE\nid:s\ndestination:/topic/rundowns/1\nreceipt:r\n\n\0")
        .await;
    assert_eq!(c.next().await.unwrap().command, Command::Receipt);
    let res = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .bearer_auth(&editor)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    c.expect_error_and_close("session_expired").await;
    app.stop().await;
}

both_modes!(a_revoked_session_closes_its_websocket);

/// The teleprompter's remote control: a command SENT to /app/prompter/{id} reaches every display
/// subscribed to /topic/prompter/{id}, with its sender and nothing else; bad commands, and commands
/// from a read-only viewer, get an ERROR.
async fn prompter_commands_are_relayed(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let rid = app.demo_rundown(&producer).await["id"].as_i64().unwrap();

    let mut display = Client::connect(&app, &editor).await;
    display
        .send(&format!(
            "SUBSCRIBE\nid:p\ndestination:/topic/prompter/{rid}\nreceipt:r\n\n\0"
        ))
        .await;
    assert_eq!(display.next().await.unwrap().command, Command::Receipt);

    let mut remote = Client::connect(&app, &producer).await;
    let body = r#"{"command":"speed","value":4}"#;
    remote
        .send(&format!("SEND\ndestination:/app/prompter/{rid}\ncontent-type:application/json\nreceipt:s\ncontent-length:{}\n\n{body}\0", body.len()))
        .await;
    assert_eq!(remote.next().await.unwrap().get("receipt-id"), Some("s"));
    let f = display.next().await.expect("the command");
    assert_eq!(f.command, Command::Message);
    let v: Value = serde_json::from_slice(&f.body).unwrap();
    assert_eq!(
        (
            v["command"].as_str(),
            v["value"].as_i64(),
            v["from"].as_str()
        ),
        (Some("speed"), Some(4), Some("producer"))
    );

    // A read-only viewer watches the prompter but cannot drive it (issue 11, point 11).
    let viewer = app.login("viewer").await;
    let mut watcher = Client::connect(&app, &viewer).await;
    watcher
        .send(&format!(
            "SEND\ndestination:/app/prompter/{rid}\n\n{{\"command\":\"play\"}}\0"
        ))
        .await;
    watcher.expect_error_and_close("forbidden").await;
    // Extra fields are not relayed, and the sender cannot be forged.
    let body = r#"{"command":"story","value":7,"from":"the director","script":"<b>x</b>"}"#;
    remote
        .send(&format!(
            "SEND\ndestination:/app/prompter/{rid}\nreceipt:t\ncontent-length:{}\n\n{body}\0",
            body.len()
        ))
        .await;
    assert_eq!(remote.next().await.unwrap().get("receipt-id"), Some("t"));
    let f = display.next().await.expect("the second command");
    let v: Value = serde_json::from_slice(&f.body).unwrap();
    assert_eq!(
        v,
        serde_json::json!({"command": "story", "value": 7, "from": "producer"})
    );

    remote
        .send(&format!(
            "SEND\ndestination:/app/prompter/{rid}\n\n{{\"command\":\"launch\"}}\0"
        ))
        .await;
    remote.expect_error_and_close("invalid command").await;
    let mut other = Client::connect(&app, &producer).await;
    other
        .send("SEND\ndestination:/topic/rundowns/1\n\n{}\0")
        .await;
    other.expect_error_and_close("not_found").await;
    app.stop().await;
}

both_modes!(prompter_commands_are_relayed);

/// Limits (issue 11, points 9 and 10): a frame over 64 KiB is refused even when it arrives whole in
/// one message, a connection holds at most 64 subscriptions, and a user at most 32 connections per
/// gateway (a closed one gives its place back).
async fn connections_and_frames_are_bounded(mode: Mode) {
    use newsroom_gateway::stomp::session::{MAX_CONNECTIONS_PER_USER, MAX_SUBSCRIPTIONS};
    let app = TestApp::spawn(mode).await;
    let viewer = app.login("viewer").await;
    let rid = app.demo_rundown(&viewer).await["id"].as_i64().unwrap();

    // A 100 KB SEND with its NUL in the same message.
    let mut big = Client::connect(&app, &viewer).await;
    big.send(&format!(
        "SEND\ndestination:/app/prompter/{rid}\n\n{}\0",
        "x".repeat(100_000)
    ))
    .await;
    big.expect_error_and_close("malformed frame").await;

    let mut c = Client::connect(&app, &viewer).await;
    for i in 0..MAX_SUBSCRIPTIONS {
        c.send(&format!(
            "SUBSCRIBE\nid:s{i}\ndestination:/topic/rundowns/{rid}\nreceipt:r{i}\n\n\0"
        ))
        .await;
        assert_eq!(c.next().await.unwrap().command, Command::Receipt, "{i}");
    }
    c.send(&format!(
        "SUBSCRIBE\nid:one-more\ndestination:/topic/rundowns/{rid}\n\n\0"
    ))
    .await;
    c.expect_error_and_close("too many subscriptions").await;

    let mut open = Vec::new();
    for _ in 0..MAX_CONNECTIONS_PER_USER {
        open.push(Client::connect(&app, &viewer).await);
    }
    let mut extra = Client::open(&app).await;
    extra
        .send(&format!(
            "CONNECT\naccept-version:1.2\nhost:newsroom\npasscode:{viewer}\nheart-beat:0,0\n\n\0"
        ))
        .await;
    extra.expect_error_and_close("too many connections").await;
    // Another user is not counted against the viewer.
    let producer = app.login("producer").await;
    drop(Client::connect(&app, &producer).await);
    // A closed connection gives its place back (the gateway sees the close at once; the next
    // CONNECT is read after it).
    let mut closing = open.pop().unwrap();
    closing.send("DISCONNECT\nreceipt:bye\n\n\0").await;
    assert_eq!(closing.next().await.unwrap().get("receipt-id"), Some("bye"));
    assert!(closing.next().await.is_none(), "closed after DISCONNECT");
    drop(Client::connect(&app, &viewer).await);
    app.stop().await;
}

both_modes!(connections_and_frames_are_bounded);
