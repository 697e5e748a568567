//! The door (issue 10, "Sessions and logs"; issue 11, point 1): login attempts are throttled per
//! login name (429 with Retry-After, the same for known and unknown names), and every login, failed
//! or throttled attempt, logout and ended session is in the access log, filtered by login or address.

use reqwest::Method;
use serde_json::Value;

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn attempt(app: &TestApp, login: &str, password: &str, forwarded: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(app.url("/api/authentication"))
        .header("x-forwarded-for", forwarded)
        .header("user-agent", "access-test/1.0")
        .form(&[("username", login), ("password", password)])
        .send()
        .await
        .unwrap()
}

async fn attempts_are_throttled_and_the_door_is_logged(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    // The default allowance of one login name is 10 attempts a minute.
    for _ in 0..10 {
        let res = attempt(&app, "producer", "wrong", "198.51.100.4").await;
        assert_eq!(res.status(), 401);
    }
    let res = attempt(&app, "producer", "producer", "203.0.113.7").await;
    assert_eq!(res.status(), 429);
    let wait: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "Retry-After: {wait}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], "too_many_attempts");
    // Unknown names are throttled alike (nothing tells which names exist).
    for _ in 0..10 {
        attempt(&app, "nobody-here", "x", "198.51.100.4").await;
    }
    assert_eq!(
        attempt(&app, "nobody-here", "x", "198.51.100.4")
            .await
            .status(),
        429
    );
    // Another login name has its own allowance.
    let editor = app.login("editor").await;
    let admin = app.login("admin").await;

    // The log, newest first, filtered by login; the address is the forwarded one (the tests'
    // loopback is a trusted proxy).
    let (status, page) = app.get(&admin, "/api/access_logs?login=PRODUCER").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["total"], 11, "{page}");
    let first = &page["data"][0];
    assert_eq!(
        (
            first["event"].as_str(),
            first["ip"].as_str(),
            first["userAgent"].as_str()
        ),
        (
            Some("THROTTLED"),
            Some("203.0.113.7"),
            Some("access-test/1.0")
        )
    );
    assert!(first["at"].as_str().unwrap().ends_with('Z'));
    assert!(
        page["data"].as_array().unwrap()[1..]
            .iter()
            .all(|e| e["event"] == "LOGIN_FAILED" && e["ip"] == "198.51.100.4"),
        "{page}"
    );
    let (_, page) = app
        .get(&admin, "/api/access_logs?ip=203.0.113&size=5")
        .await;
    assert_eq!(page["total"], 1, "{page}");
    // Logout and an ended session are there too.
    let res = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .bearer_auth(&editor)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let viewer = app.login("viewer").await;
    let (_, me) = app.get(&viewer, "/api/users/me").await;
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/users/{}/session", me["id"]),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (_, page) = app.get(&admin, "/api/access_logs?login=editor").await;
    let events: Vec<&str> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["event"].as_str())
        .collect();
    assert_eq!(events, ["LOGOUT", "LOGIN"], "{page}");
    let (_, page) = app.get(&admin, "/api/access_logs?login=viewer").await;
    assert_eq!(page["data"][0]["event"], "SESSION_ENDED", "{page}");
    // Administration only.
    assert_eq!(app.get(&viewer, "/api/access_logs").await.0, 401);
    let producer_token = app.login("viewer").await;
    assert_eq!(app.get(&producer_token, "/api/access_logs").await.0, 403);
    app.stop().await;
}

both_modes!(attempts_are_throttled_and_the_door_is_logged);
