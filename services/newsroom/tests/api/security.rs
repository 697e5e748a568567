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

both_modes!(answers_carry_the_browser_security_headers);
