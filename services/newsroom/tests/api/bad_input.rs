//! Bad input gets a clear 4xx with the spec's message and changes nothing (issue 2, "Bad input").

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, today};

async fn refused_changes_leave_the_rundown_untouched(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let before = app.demo_rundown(&token).await;
    let rid = before["id"].as_i64().unwrap();
    let story = before["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let standby = before["blocks"].as_array().unwrap().last().unwrap()["id"]
        .as_i64()
        .unwrap();
    let s = format!("/api/stories/{story}");

    let expect = |(status, body): (u16, Value), want: u16, code: &str| {
        assert_eq!(status, want, "{body}");
        assert_eq!(body["code"], code, "{body}");
        body
    };
    let b = expect(
        app.patch(&token, &s, "colour", "red".into()).await,
        422,
        "validation",
    );
    assert_eq!(
        b["message"],
        "There are required fields blank or invalid values were filled."
    );
    assert!(b["fields"]["field"]["code"].is_string());
    expect(
        app.patch(&token, &s, "approved", "yes".into()).await,
        422,
        "validation",
    );
    expect(
        app.patch(&token, &s, "estimated", 90.into()).await,
        422,
        "validation",
    );
    expect(
        app.patch(&token, &s, "estimated", "1:30".into()).await,
        422,
        "validation",
    );
    expect(
        app.patch(&token, &s, "slug", "   ".into()).await,
        422,
        "validation",
    );
    expect(
        app.send(Method::PATCH, &token, &s, json!({"field": "slug"}))
            .await,
        422,
        "validation",
    );
    expect(
        app.send(
            Method::PATCH,
            &token,
            &s,
            json!({"field": "slug", "value": "x", "extra": 1}),
        )
        .await,
        422,
        "validation",
    );
    expect(
        app.patch(&token, "/api/stories/999999", "slug", "X".into())
            .await,
        404,
        "not_found",
    );

    expect(
        app.get(&token, "/api/rundowns?date=22-11-2026&programId=1")
            .await,
        422,
        "validation",
    );
    expect(
        app.get(&token, "/api/rundowns?date=2026-02-30&programId=1")
            .await,
        422,
        "validation",
    );
    expect(
        app.get(&token, "/api/rundowns?date=2026-11-22&programId=abc")
            .await,
        422,
        "validation",
    );
    expect(
        app.get(&token, "/api/rundowns?date=2031-02-01&programId=1")
            .await,
        404,
        "rundown_not_found",
    );

    let order = format!("/api/rundowns/{rid}/blocks/order");
    let mut ids: Vec<i64> = before["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["id"].as_i64().unwrap())
        .collect();
    let b = expect(
        app.send(
            Method::PUT,
            &token,
            &order,
            json!({"blocksIds": ids.clone()}),
        )
        .await,
        422,
        "standby_fixed",
    );
    assert_eq!(
        b["message"],
        "The standby block is always last and cannot be moved."
    );
    ids.pop();
    ids.pop();
    expect(
        app.send(
            Method::PUT,
            &token,
            &order,
            json!({"blocksIds": ids.clone()}),
        )
        .await,
        422,
        "validation",
    );
    expect(
        app.send(
            Method::DELETE,
            &token,
            &format!("/api/blocks/{standby}"),
            Value::Null,
        )
        .await,
        422,
        "standby_fixed",
    );

    // A block of another rundown cannot be ordered into this one.
    let (_, other) = app
        .send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": "2031-03-01", "programId": 1}),
        )
        .await;
    let foreign = other["blocks"][0]["id"].as_i64().unwrap();
    let mut with_foreign: Vec<i64> = before["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["standBy"] == false)
        .map(|b| b["id"].as_i64().unwrap())
        .collect();
    with_foreign[0] = foreign;
    expect(
        app.send(
            Method::PUT,
            &token,
            &order,
            json!({"blocksIds": with_foreign}),
        )
        .await,
        422,
        "validation",
    );

    // Dates: never earlier; never onto another rundown's date; creating twice is a conflict.
    let r = format!("/api/rundowns/{rid}");
    let b = expect(
        app.patch(&token, &r, "date", "2020-01-01".into()).await,
        422,
        "date_earlier",
    );
    assert_eq!(
        b["message"],
        "A rundown date cannot move to an earlier date."
    );
    let b = expect(
        app.patch(&token, &r, "date", "2031-03-01".into()).await,
        409,
        "rundown_date_exists",
    );
    assert_eq!(b["message"], "Rundown date already exists.");
    let b = expect(
        app.send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": today(), "programId": 1}),
        )
        .await,
        409,
        "conflict",
    );
    assert_eq!(
        b["message"],
        "The data entered by you conflicts with another existing record."
    );
    expect(
        app.patch(&token, &r, "date", "tomorrow".into()).await,
        422,
        "validation",
    );

    let res = reqwest::Client::new()
        .patch(app.url(&s))
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 422);

    assert_eq!(
        app.demo_rundown(&token).await,
        before,
        "a refused change must change nothing"
    );
    app.stop().await;
}

both_modes!(refused_changes_leave_the_rundown_untouched);
