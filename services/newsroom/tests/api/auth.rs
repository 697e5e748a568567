//! Login, the current user, logout (issue 2, point 2; web.md section 7).

use serde_json::Value;

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn login_me_logout(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    for (user, password) in [("producer", "wrong"), ("nobody", "nobody"), ("", "")] {
        let res = app
            .http
            .post(app.url("/api/authentication"))
            .form(&[("username", user), ("password", password)])
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 401);
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["code"], "authentication_failed");
        assert_eq!(
            body["message"],
            "Authentication failed. Check your credentials."
        );
    }

    // The cookie store of app.http keeps the HttpOnly cookie set at login.
    let res = app
        .http
        .post(app.url("/api/authentication"))
        .form(&[("username", "PRODUCER"), ("password", "producer")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(
        cookie.starts_with("newsroom_token=") && cookie.contains("HttpOnly"),
        "{cookie}"
    );
    let token = res.json::<Value>().await.unwrap()["token"]
        .as_str()
        .unwrap()
        .to_owned();

    let me: Value = app
        .http
        .get(app.url("/api/users/me"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["nickname"], "producer");
    assert_eq!(me["name"], "Paula Producer");
    let roles: Vec<&str> = me["roles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(
        roles.contains(&"ROLE_RUNDOWN_WRITE") && roles.contains(&"ROLE_RUNDOWN_READ"),
        "{roles:?}"
    );

    let (status, me2) = app.get(&token, "/api/users/me").await;
    assert_eq!(status, 200);
    assert_eq!(me2, me);

    let (status, all) = app.get(&token, "/api/authorities").await;
    assert_eq!(status, 200);
    assert!(
        all.as_array()
            .unwrap()
            .iter()
            .any(|r| r == "ROLE_RUNDOWN_ADMIN")
    );

    let res = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let (status, body) = app.get(&token, "/api/users/me").await;
    assert_eq!(status, 401);
    assert_eq!(body["code"], "session_expired");
    // A forged token is refused the same way.
    let (status, _) = app.get(&format!("{token}x"), "/api/users/me").await;
    assert_eq!(status, 401);
    app.stop().await;
}

async fn openapi_document(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let doc: Value = reqwest::get(app.url("/api/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        doc["openapi"].as_str().unwrap().starts_with("3.1"),
        "{}",
        doc["openapi"]
    );
    for path in [
        "/api/authentication",
        "/api/rundowns",
        "/api/stories/{id}",
        "/api/rundowns/{id}/blocks/order",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} missing");
    }
    assert!(doc["components"]["schemas"]["Rundown"].is_object());
    app.stop().await;
}

both_modes!(login_me_logout, openapi_document);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embedded_data_survive_a_restart() {
    let app = TestApp::spawn(Mode::Embedded).await;
    let token = app.login("producer").await;
    let rundown = app.demo_rundown(&token).await;
    let story = rundown["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let (status, _) = app
        .patch(
            &token,
            &format!("/api/stories/{story}"),
            "slug",
            "KEPT ACROSS RESTARTS".into(),
        )
        .await;
    assert_eq!(status, 200);
    let dir = app.data_dir.clone();
    app.stop().await;

    let again = TestApp::spawn_on(Mode::Embedded, dir).await;
    let token = again.login("producer").await;
    let rundown = again.demo_rundown(&token).await;
    assert_eq!(
        rundown["blocks"][0]["stories"][0]["slug"],
        "KEPT ACROSS RESTARTS"
    );
    again.stop().await;
}
