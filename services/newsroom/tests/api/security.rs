//! Hardening (issue 11): browser security headers on every answer, the login answer kept out of
//! caches, a malformed login form answered as JSON like every other error, the embedded data
//! directory readable by its owner only, and the MOS ports closed to strangers (points 2 and 3).

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn answers_carry_the_browser_security_headers(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let http = reqwest::Client::new();
    let res = http.get(app.url("/api/users/me")).send().await.unwrap();
    assert_eq!(res.status(), 401);
    let h = res.headers();
    let csp = h["content-security-policy"].to_str().unwrap();
    for directive in [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'self'",
        "connect-src 'self'",
    ] {
        assert!(csp.contains(directive), "{directive} missing from {csp}");
    }
    assert_eq!(h["x-frame-options"], "SAMEORIGIN");
    assert_eq!(h["x-content-type-options"], "nosniff");
    assert_eq!(h["referrer-policy"], "same-origin");

    // The login answer carries a credential: no cache keeps it; the cookie is HttpOnly.
    let res = http
        .post(app.url("/api/authentication"))
        .form(&[("username", "viewer"), ("password", "viewer")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let cookie = res.headers()["set-cookie"].to_str().unwrap();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(
        !cookie.contains("Secure"),
        "plain HTTP by default: {cookie}"
    );

    // A login that is not a form: the JSON error shape, not plain text.
    let res = http
        .post(app.url("/api/authentication"))
        .header("content-type", "text/plain")
        .body("username=viewer")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 422);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["code"], "validation");
    assert_eq!(body["fields"]["body"]["code"], "malformed");
    app.stop().await;
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_embedded_data_directory_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt as _;
    let app = TestApp::spawn(Mode::Embedded).await;
    let dir = app.data_dir.clone().expect("embedded data directory");
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&dir), 0o700, "{}", dir.display());
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_file() {
            files += 1;
            assert_eq!(
                mode(&path) & 0o077,
                0,
                "{} is readable by others",
                path.display()
            );
        }
    }
    assert!(files >= 4, "databases and keys in {}", dir.display());
    for db in ["auth.db", "rundowns.db", "devices.db"] {
        assert_eq!(mode(&dir.join(db)), 0o600, "{db}");
    }
    app.stop().await;
}

/// Cross-site requests (issue 11, point 6): with only the session cookie and another site's `Origin`,
/// a change, a logout, a login and a websocket upgrade are refused; the same from Newsroom's own
/// origin, and API clients without `Origin`, go through.
async fn cross_site_requests_are_refused(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let rid = app.demo_rundown(&producer).await["id"].as_i64().unwrap();
    let own = format!("http://{}", app.addr);
    let http = reqwest::Client::new();
    let cookie = format!("newsroom_token={producer}");
    let patch = |origin: &str| {
        http.patch(app.url(&format!("/api/rundowns/{rid}")))
            .header("cookie", &cookie)
            .header("origin", origin)
            .json(&serde_json::json!({"field": "production", "value": "PT20M"}))
    };
    let res = patch("http://evil.example").send().await.unwrap();
    assert_eq!(res.status(), 403);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["code"], "forbidden");
    // A cross-site page that hides its Origin still says where it comes from.
    let res = http
        .post(app.url(&format!("/api/rundowns/{rid}/repaginate")))
        .header("cookie", &cookie)
        .header("sec-fetch-site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    // Login CSRF and a forced logout.
    let res = http
        .post(app.url("/api/authentication"))
        .header("origin", "http://evil.example")
        .form(&[("username", "viewer"), ("password", "viewer")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    let res = http
        .post(app.url("/api/logout"))
        .header("cookie", &cookie)
        .header("origin", "http://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    assert_eq!(
        app.get(&producer, "/api/users/me").await.0,
        200,
        "still logged in"
    );
    // The websocket upgrade from another site.
    let res = http
        .get(app.url("/ws"))
        .header("origin", "http://evil.example")
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .header("sec-websocket-protocol", "v12.stomp")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    // From Newsroom's own origin, and from an API client without Origin: allowed.
    assert_eq!(patch(&own).send().await.unwrap().status(), 200);
    let res = http
        .patch(app.url(&format!("/api/rundowns/{rid}")))
        .bearer_auth(&producer)
        .json(&serde_json::json!({"field": "production", "value": "PT20M"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    app.stop().await;
}

/// A message to the NCS from `mos_id`, UTF-16BE as MOS 2.8.5 sends it.
fn mos_message(app: &TestApp, mos_id: &str, id: u32, body: &str) -> Vec<u8> {
    crate::mos4::utf16be(&format!(
        "<mos><mosID>{mos_id}</mosID><ncsID>{}</ncsID><messageID>{id}</messageID>{body}</mos>",
        app.ncs.ncs_id()
    ))
}

/// The next message on `sock`, or `None` when Newsroom closed it (or said nothing for `secs`).
async fn mos_reply(sock: &mut tokio::net::TcpStream, secs: u64) -> Option<String> {
    use tokio::io::AsyncReadExt;
    let mut buf = vec![];
    let until = tokio::time::Instant::now() + std::time::Duration::from_secs(secs);
    loop {
        let text = crate::mos4::from_utf16be(&buf[..buf.len() - buf.len() % 2]);
        if let Some(end) = text.find("</mos>") {
            return Some(text[..end + 6].trim_start().to_owned());
        }
        let mut chunk = [0u8; 4096];
        match tokio::time::timeout_at(until, sock.read(&mut chunk)).await {
            Ok(Ok(0) | Err(_)) | Err(_) => return None,
            Ok(Ok(n)) => buf.extend_from_slice(&chunk[..n]),
        }
    }
}

/// Points 2 and 3: a MOS ID that is no registered, enabled device gets a NACK for everything, reads
/// included (its roReq used to get the whole running order); a stranger's message may not be long;
/// connections are capped per address and closed when idle (2 s in tests).
async fn mos_ports_refuse_strangers(mode: Mode) {
    use reqwest::Method;
    use serde_json::json;
    use tokio::io::AsyncWriteExt;
    use tokio::net::TcpStream;

    let mut mos = crate::helpers::test_mos_config();
    mos.limits.idle_timeout = std::time::Duration::from_secs(2);
    let app = TestApp::spawn_with_mos(mode, mos).await;
    let admin = app.login("admin").await;
    let r = app.demo_rundown(&admin).await;
    let ro = r["id"].as_i64().unwrap();
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{ro}/device/enable"),
            json!({}),
        )
        .await;
    assert!(status < 300, "{status} {body}");
    let (lower, upper) = app.ncs.ports();
    let (lower, upper) = (lower.unwrap(), upper.unwrap());

    let mut sock = TcpStream::connect(upper).await.unwrap();
    let ask = format!("<roReq><roID>{ro}</roID></roReq>");
    sock.write_all(&mos_message(&app, "stranger.mos", 7, &ask))
        .await
        .unwrap();
    let reply = mos_reply(&mut sock, 10).await.expect("an answer");
    assert_eq!(crate::mos4::message_name(&reply), "roAck", "{reply}");
    assert!(
        crate::mos4::tag(&reply, "roStatus").is_some_and(|s| s.contains("unknown MOS ID")),
        "{reply}"
    );
    assert_eq!(crate::mos4::tag(&reply, "messageID"), Some("7"));
    assert!(
        !reply.contains("<story>"),
        "no running order for a stranger"
    );

    let mut low = TcpStream::connect(lower).await.unwrap();
    low.write_all(&mos_message(&app, "stranger.mos", 8, "<heartbeat/>"))
        .await
        .unwrap();
    let reply = mos_reply(&mut low, 10).await.expect("an answer");
    assert_eq!(crate::mos4::tag(&reply, "status"), Some("NACK"), "{reply}");

    // A stranger's 100 KiB message is dropped unread (no answer); a short one still gets its NACK.
    let padding = format!("<heartbeat/><!--{}-->", "x".repeat(50 * 1024));
    low.write_all(&mos_message(&app, "stranger.mos", 9, &padding))
        .await
        .unwrap();
    low.write_all(&mos_message(&app, "stranger.mos", 10, "<heartbeat/>"))
        .await
        .unwrap();
    let reply = mos_reply(&mut low, 10).await.expect("an answer");
    assert_eq!(crate::mos4::tag(&reply, "messageID"), Some("10"), "{reply}");

    // Eight connections from one address; the ninth is closed at once.
    let mut held = vec![sock, low];
    for _ in 0..6 {
        held.push(TcpStream::connect(lower).await.unwrap());
    }
    let mut ninth = TcpStream::connect(upper).await.unwrap();
    assert_eq!(mos_reply(&mut ninth, 5).await, None, "the ninth is closed");
    let mut buf = [0u8; 16];
    use tokio::io::AsyncReadExt;
    let closed =
        tokio::time::timeout(std::time::Duration::from_secs(1), ninth.read(&mut buf)).await;
    assert!(
        matches!(closed, Ok(Ok(0) | Err(_))),
        "closed, not silent: {closed:?}"
    );

    // Idle: every one of them is closed after 2 s without a byte, and the places come back.
    for mut s in held {
        let r = tokio::time::timeout(std::time::Duration::from_secs(10), s.read(&mut buf)).await;
        assert!(matches!(r, Ok(Ok(0) | Err(_))), "closed when idle: {r:?}");
    }
    let mut again = TcpStream::connect(lower).await.unwrap();
    again
        .write_all(&mos_message(&app, "stranger.mos", 11, "<heartbeat/>"))
        .await
        .unwrap();
    assert!(mos_reply(&mut again, 10).await.is_some(), "a place again");
    app.stop().await;
}

both_modes!(
    answers_carry_the_browser_security_headers,
    cross_site_requests_are_refused,
    mos_ports_refuse_strangers
);
