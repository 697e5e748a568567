//! WS devices against a web service written here (axum): it records every request with its JSON body
//! and `Authorization` header, answers `GET /api/health`, refuses a CG command for template 999 with
//! 422, and can be taken down (every route answers 503) and brought back. Newsroom must show its state,
//! POST CG commands to it, PUT the running order of a rundown with device integration after every
//! edit (with the rundown's revision), deliver what it could not while the device was down once it is
//! back, DELETE it when integration is turned off, and refuse commands at once while it is down.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderMap, Method as HttpMethod, StatusCode, Uri};
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{Mode, TestApp, aired_story_ids};
use crate::ii::{unreachable_cg, wait_state};

/// One request the device received.
#[derive(Debug, Clone)]
struct Received {
    method: String,
    path: String,
    auth: String,
    body: Value,
}

#[derive(Clone, Default)]
struct Service {
    received: Arc<Mutex<Vec<Received>>>,
    down: Arc<AtomicBool>,
}

impl Service {
    async fn start() -> (Service, String) {
        let service = Service::default();
        let s = service.clone();
        let app = axum::Router::new().fallback(
            move |method: HttpMethod, uri: Uri, headers: HeaderMap, body: Bytes| {
                let s = s.clone();
                async move {
                    if s.down.load(Ordering::SeqCst) {
                        return StatusCode::SERVICE_UNAVAILABLE;
                    }
                    if uri.path() == "/api/health" {
                        return StatusCode::OK;
                    }
                    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                    let refuse = body["template"]["id"] == 999;
                    s.received.lock().unwrap().push(Received {
                        method: method.to_string(),
                        path: uri.path().to_string(),
                        auth: headers
                            .get("authorization")
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or_default()
                            .to_string(),
                        body,
                    });
                    if refuse {
                        StatusCode::UNPROCESSABLE_ENTITY
                    } else {
                        StatusCode::OK
                    }
                }
            },
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}/api/", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await });
        (service, base)
    }

    /// The first request received that `pred` accepts (waiting 10 s at most); it and every request
    /// before it are taken.
    async fn expect(&self, what: &str, pred: impl Fn(&Received) -> bool) -> Received {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            {
                let mut got = self.received.lock().unwrap();
                if let Some(i) = got.iter().position(&pred) {
                    let r = got[i].clone();
                    got.drain(..=i);
                    return r;
                }
                assert!(Instant::now() < deadline, "no {what}; received: {got:#?}");
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    fn count(&self) -> usize {
        self.received.lock().unwrap().len()
    }
}

fn ids_of(running_order: &Value) -> Vec<i64> {
    running_order["stories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect()
}

pub async fn ws_device_gets_running_orders_and_cg(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let (device, base) = Service::start().await;

    // The URL must be http(s).
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "Web CG", "type": "CG", "protocol": "WS", "wsUrl": "ftp://x/"}),
        )
        .await;
    assert_eq!(
        (status, &body["fields"]["wsUrl"]["code"].is_string()),
        (422, &true),
        "{body}"
    );

    let (status, d) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            json!({"name": "Web CG", "type": "CG", "protocol": "WS", "vendor": "Test", "wsUrl": base,
                   "username": "newsroom", "password": "s3cret", "enabled": true,
                   "templates": [{"id": 100, "name": "Lower third", "fields": ["Name", "Role"]},
                                 {"id": 999, "name": "Refused", "fields": []}]}),
        )
        .await;
    assert_eq!(status, 201, "{d}");
    assert_eq!(d["followsRundowns"], true);
    let id = d["id"].as_i64().unwrap();
    let cg_path = format!("/api/devices/{id}/cg");
    wait_state(&app, &admin, id, "CONNECTED").await;

    // A CG command is one POST with the template, every field in order, and the story.
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &cg_path,
            json!({"action": "take", "templateId": 100, "fields": [{"name": "Name", "value": "Ana Souza"}], "storyId": 12}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["protocol"], "WS");
    let post = device.expect("POST /cg", |r| r.path == "/api/cg").await;
    assert_eq!(post.method, "POST");
    assert_eq!(
        post.body,
        json!({"action": "take", "template": {"id": 100, "name": "Lower third"},
               "fields": [{"name": "Name", "value": "Ana Souza"}, {"name": "Role", "value": ""}], "storyId": 12})
    );
    // HTTP Basic with the device's credentials: base64("newsroom:s3cret").
    assert_eq!(post.auth, "Basic bmV3c3Jvb206czNjcmV0");
    // The device refuses one: 502, nothing else changes.
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &cg_path,
            json!({"action": "cue", "templateId": 999}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (502, Some("device_refused")),
        "{body}"
    );
    device
        .expect("the refused POST", |r| r.path == "/api/cg")
        .await;
    // An unknown template never leaves Newsroom.
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &cg_path,
            json!({"action": "cue", "templateId": 5}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["fields"]["templateId"]["code"].is_string(), "{body}");

    // Device integration on: the running order, whole, with the rundown's revision.
    let r = app.demo_rundown(&admin).await;
    let ro = r["id"].as_i64().unwrap();
    let ro_path = format!("/api/running-orders/{ro}");
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{ro}/device/enable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let put = device
        .expect("PUT running order", |r| r.path == ro_path)
        .await;
    assert_eq!(put.method, "PUT");
    assert_eq!(put.auth, "Basic bmV3c3Jvb206czNjcmV0");
    let r = app.demo_rundown(&admin).await;
    assert_eq!(ids_of(&put.body), aired_story_ids(&r));
    assert_eq!(put.body["rundownId"], ro);
    assert_eq!(put.body["date"], r["date"]);
    let first = &r["blocks"][0]["stories"][0];
    assert_eq!(put.body["stories"][0]["slug"], first["slug"]);
    assert_eq!(put.body["stories"][0]["page"], first["page"]);
    let mut revision = put.body["revision"].as_i64().unwrap();

    // An edit: the running order again, with the new story and a higher revision.
    let block_a = r["blocks"][0]["id"].as_i64().unwrap();
    let inserted = app.insert_story(&admin, block_a, "WS INSERT", 0).await;
    let put = device
        .expect("PUT after the insert", |r| {
            r.path == ro_path && ids_of(&r.body).contains(&inserted)
        })
        .await;
    assert!(
        put.body["revision"].as_i64().unwrap() > revision,
        "{}",
        put.body
    );
    assert_eq!(
        ids_of(&put.body),
        aired_story_ids(&app.demo_rundown(&admin).await)
    );
    // A CG item of the story for this device: the running order again, the item in its story.
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/stories/{inserted}/cgs"),
            json!({"deviceId": id, "templateId": 100, "fields": {"Name": "Ana Souza"}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let put = device
        .expect("PUT with the CG item", |r| {
            r.path == ro_path
                && r.body["stories"][0]["items"]
                    .as_array()
                    .is_some_and(|i| !i.is_empty())
        })
        .await;
    let item = &put.body["stories"][0]["items"][0];
    assert_eq!(put.body["stories"][0]["id"], inserted);
    assert_eq!(
        (&item["kind"], &item["deviceId"]),
        (&json!("CG"), &json!(id)),
        "{item}"
    );
    assert_eq!(item["template"], json!({"id": 100, "name": "Lower third"}));
    assert_eq!(
        item["fields"],
        json!([{"name": "Name", "value": "Ana Souza"}, {"name": "Role", "value": ""}])
    );
    revision = put.body["revision"].as_i64().unwrap();

    // Down: the state says so, CG commands are refused at once, edits wait.
    device.down.store(true, Ordering::SeqCst);
    wait_state(&app, &admin, id, "UNREACHABLE").await;
    let took = unreachable_cg(&app, &admin, &cg_path, json!({"action": "clear"})).await;
    assert!(took < Duration::from_millis(500), "answered at once");
    let while_down = app.insert_story(&admin, block_a, "WHILE DOWN", 1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(device.count(), 0, "nothing reached the device while down");

    // Back: connected again, and the running order it missed arrives.
    device.down.store(false, Ordering::SeqCst);
    wait_state(&app, &admin, id, "CONNECTED").await;
    let put = device
        .expect("the running order missed while down", |r| {
            r.path == ro_path && ids_of(&r.body).contains(&while_down)
        })
        .await;
    assert!(put.body["revision"].as_i64().unwrap() > revision);
    assert_eq!(
        ids_of(&put.body),
        aired_story_ids(&app.demo_rundown(&admin).await)
    );
    let (status, body) = app
        .send(Method::POST, &admin, &cg_path, json!({"action": "clear"}))
        .await;
    assert_eq!(status, 200, "{body}");
    let clear = device.expect("POST clear", |r| r.path == "/api/cg").await;
    assert_eq!(clear.body, json!({"action": "clear", "fields": []}));

    // Integration off: the device drops the running order.
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/rundowns/{ro}/device/disable"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let delete = device
        .expect("DELETE running order", |r| r.method == "DELETE")
        .await;
    assert_eq!(delete.path, ro_path);

    // Credits: the program's CG device is this web service; they go as JSON.
    let producer = app.login("producer").await;
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            "/api/programs/1/cg",
            json!({"deviceId": id}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let r = app.demo_rundown(&producer).await;
    let rid = r["id"].as_i64().unwrap();
    let first = r["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let (status, _) = app
        .patch(
            &producer,
            &format!("/api/stories/{first}"),
            "reporter",
            json!("Ana Souza"),
        )
        .await;
    assert_eq!(status, 200);
    let (status, sent) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/rundowns/{rid}/credits"),
            json!({}),
        )
        .await;
    assert_eq!(
        (status, sent["device"].as_str()),
        (200, Some("Web CG")),
        "{sent}"
    );
    let credits = device
        .expect("POST credits", |r| r.path == "/api/credits")
        .await;
    assert_eq!(credits.body["rundownId"], rid);
    assert_eq!(credits.body["sentBy"], "producer");
    let names: usize = credits.body["credits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["names"].as_array().unwrap().len())
        .sum();
    assert_eq!(
        names as i64,
        sent["names"].as_i64().unwrap(),
        "{}",
        credits.body
    );
    assert!(
        credits.body["credits"].to_string().contains("Ana Souza"),
        "{}",
        credits.body
    );
    // The service down: "Credits sending failure."
    device.down.store(true, Ordering::SeqCst);
    let (status, body) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/rundowns/{rid}/credits"),
            json!({}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (502, Some("credits_failed")),
        "{body}"
    );
    app.stop().await;
}

crate::both_modes!(ws_device_gets_running_orders_and_cg);
