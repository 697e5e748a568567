//! The rundown desk's settings (issue 12; web.md section 9): `GET/PUT /api/rundowns/config` (lock
//! after the end, trash and log retention), and a rundown past its lock time reopened only by a rundown
//! administrator. The lock sweeper and the purge themselves are tested on the service
//! (`services/rundowns/tests/rundowns/service.rs`), where the clock can be given.

use reqwest::Method;
use serde_json::json;

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn settings_and_reopening_after_the_lock_time(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let defaults = json!({"lockAfterEnd": null, "trashRetentionDays": 30, "logRetentionDays": 365,
        "versionRetentionDays": 0});
    assert_eq!(
        app.get(&producer, "/api/rundowns/config").await,
        (200, defaults.clone())
    );

    let set = json!({"lockAfterEnd": "PT1H", "trashRetentionDays": 7, "logRetentionDays": 0,
        "versionRetentionDays": 90});
    let (status, _) = app
        .send(Method::PUT, &producer, "/api/rundowns/config", set.clone())
        .await;
    assert_eq!(status, 403, "rundown administrators only");
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            "/api/rundowns/config",
            json!({"lockAfterEnd": "soon", "trashRetentionDays": 4000, "logRetentionDays": 1,
                "versionRetentionDays": 1}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["fields"]["lockAfterEnd"]["code"], "duration", "{body}");
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            "/api/rundowns/config",
            json!({"lockAfterEnd": "P8D", "trashRetentionDays": 4000, "logRetentionDays": 1,
                "versionRetentionDays": 3651}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["fields"]["lockAfterEnd"]["code"], "range", "{body}");
    assert_eq!(
        body["fields"]["trashRetentionDays"]["code"], "range",
        "{body}"
    );
    assert_eq!(
        body["fields"]["versionRetentionDays"]["code"], "range",
        "{body}"
    );
    assert_eq!(
        app.get(&producer, "/api/rundowns/config").await.1,
        defaults,
        "nothing saved"
    );
    let (status, saved) = app
        .send(Method::PUT, &admin, "/api/rundowns/config", set.clone())
        .await;
    assert_eq!((status, &saved), (200, &set));
    assert_eq!(app.get(&producer, "/api/rundowns/config").await.1, set);

    // Yesterday's rundown is past its lock time (its end and an hour). The producer ends the show and
    // may not reopen it; an administrator may.
    let today = app.demo_rundown(&producer).await;
    let program = today["programId"].as_i64().unwrap();
    let yesterday = (chrono::Local::now().date_naive() - chrono::TimeDelta::days(1))
        .format("%Y-%m-%d")
        .to_string();
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            "/api/rundowns",
            json!({"date": yesterday, "programId": program}),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    let id = r["id"].as_i64().unwrap();
    let display = |token: &str, status: &str| {
        let path = format!("/api/rundowns/{id}/display_status");
        let (token, body) = (token.to_owned(), json!({ "status": status }));
        let app = &app;
        async move { app.send(Method::PUT, &token, &path, body).await }
    };
    assert_eq!(display(&producer, "STOP").await.0, 200);
    let (status, body) = display(&producer, "BLANK").await;
    assert_eq!(
        (status, &body["code"]),
        (403, &json!("forbidden")),
        "{body}"
    );
    let path = format!("/api/rundowns?date={yesterday}&programId={program}");
    assert_eq!(app.get(&producer, &path).await.1["displayStatus"], "STOP");
    let (status, body) = display(&admin, "BLANK").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["displayStatus"], "BLANK");

    app.stop().await;
}

both_modes!(settings_and_reopening_after_the_lock_time);
