//! Areas x levels at the door (web.md section 6).

use reqwest::Method;
use serde_json::json;

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn each_role_gets_what_it_may(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let path = format!("/api/rundowns?date={}&programId=1", app.today());

    let (status, body) = app.get("", &path).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("session_expired"))
    );

    let guest = app.login("guest").await;
    let (status, body) = app.get(&guest, &path).await;
    assert_eq!((status, body["code"].as_str()), (403, Some("forbidden")));
    assert_eq!(body["message"], "You do not have the required permission.");

    let viewer = app.login("viewer").await;
    let r = app.demo_rundown(&viewer).await;
    let story = r["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let (status, _) = app
        .patch(
            &viewer,
            &format!("/api/stories/{story}"),
            "slug",
            "NOPE".into(),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send(
            Method::POST,
            &viewer,
            "/api/rundowns",
            json!({"date": "2031-05-05", "programId": 1}),
        )
        .await;
    assert_eq!(status, 403);
    let (_, e) = app
        .get(&viewer, "/api/rundowns/exists?date=2031-05-05&programId=1")
        .await;
    assert_eq!(e["status"], "CANT_CREATE");

    let producer = app.login("producer").await;
    let (_, e) = app
        .get(
            &producer,
            "/api/rundowns/exists?date=2031-05-05&programId=1",
        )
        .await;
    assert_eq!(e["status"], "CAN_CREATE");
    let (_, e) = app
        .get(
            &producer,
            "/api/rundowns/exists?date=2031-05-05&programId=99",
        )
        .await;
    assert_eq!(e["status"], "CANT_CREATE");
    let (_, e) = app
        .get(
            &producer,
            &format!("/api/rundowns/exists?date={}&programId=1", app.today()),
        )
        .await;
    assert_eq!(e["status"], "EXIST");

    let (status, body) = app.get(&producer, "/api/no-such-thing").await;
    assert_eq!((status, body["code"].as_str()), (404, Some("not_found")));
    app.stop().await;
}

both_modes!(each_role_gets_what_it_may);
