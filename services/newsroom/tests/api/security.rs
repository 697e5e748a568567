//! Hardening (issue 11): browser security headers on every answer, the login answer kept out of
//! caches, a malformed login form answered as JSON like every other error, and the embedded data
//! directory readable by its owner only.

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

both_modes!(
    answers_carry_the_browser_security_headers,
    cross_site_requests_are_refused
);
