//! Templates, recreate and repaginate through the API.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

fn slugs(r: &Value) -> Vec<Vec<String>> {
    r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            b["stories"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["slug"].as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

async fn templates_recreate_and_repaginate(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let demo = app.demo_rundown(&token).await;
    let rid = demo["id"].as_i64().unwrap();

    // Save today's show as a template of its program; the name is unique per program.
    let (status, t) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{rid}/template"),
            json!({"name": "Weekday"}),
        )
        .await;
    assert_eq!(status, 201, "{t}");
    assert_eq!(
        t["blocks"].as_u64().unwrap() as usize,
        demo["blocks"].as_array().unwrap().len()
    );
    let (status, body) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{rid}/template"),
            json!({"name": "Weekday"}),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (409, Some("conflict")));
    let (status, body) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{rid}/template"),
            json!({"name": " "}),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (422, Some("validation")));
    let (_, list) = app.get(&token, "/api/programs/1/templates").await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    let tid = t["id"].as_i64().unwrap();

    // Create tomorrow's show from it: same running order, nothing approved, all BLANK.
    let (status, r) = app
        .send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": "2031-06-02", "programId": 1, "templateId": tid}),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(slugs(&r), slugs(&demo));
    assert_eq!(
        r["timing"]["fullProduction"],
        demo["timing"]["fullProduction"]
    );
    assert_eq!(r["timing"]["approvedProduction"], "PT0S");
    // A template of another program is refused.
    let (status, body) = app
        .send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": "2031-06-02", "programId": 2, "templateId": tid}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("validation")),
        "{body}"
    );
    assert!(body["fields"]["templateId"]["code"].is_string());

    // Recreate: refused while the rundown has stories; an empty one is rebuilt from the template.
    let (status, body) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{rid}/recreate"),
            json!({}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("rundown_not_empty"))
    );
    assert_eq!(body["message"], "Only an empty rundown can be recreated.");
    let (_, empty) = app
        .send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": "2031-06-03", "programId": 1}),
        )
        .await;
    let eid = empty["id"].as_i64().unwrap();
    let (status, rebuilt) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{eid}/recreate"),
            json!({"templateId": tid}),
        )
        .await;
    assert_eq!(status, 200, "{rebuilt}");
    assert_eq!(slugs(&rebuilt), slugs(&demo));

    // Repaginate: scramble the pages, then A1, A2, ... per block; standby stories get none.
    let first = rebuilt["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let standby = rebuilt["blocks"].as_array().unwrap().last().unwrap()["stories"][0]["id"]
        .as_i64()
        .unwrap();
    app.patch(
        &token,
        &format!("/api/stories/{first}"),
        "page",
        "Z9".into(),
    )
    .await;
    app.patch(
        &token,
        &format!("/api/stories/{standby}"),
        "page",
        "S1".into(),
    )
    .await;
    let (status, paged) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{eid}/repaginate"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 200, "{paged}");
    let pages: Vec<Vec<String>> = paged["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            b["stories"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["page"].as_str().unwrap().to_owned())
                .collect()
        })
        .collect();
    assert_eq!(pages[0][..2], ["A1", "A2"]);
    assert_eq!(pages[1][0], "B1");
    assert!(pages.last().unwrap().iter().all(String::is_empty));
    let revision = paged["revision"].as_i64().unwrap();
    let (_, again) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{eid}/repaginate"),
            Value::Null,
        )
        .await;
    assert_eq!(
        again["revision"].as_i64().unwrap(),
        revision,
        "nothing to renumber, nothing changes"
    );

    // Undone from the log: the pages before come back, once.
    let (_, logs) = app
        .get(&token, &format!("/api/rundowns/{eid}/logs?page=0&size=20"))
        .await;
    let line = logs["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| {
            l["description"]
                .as_str()
                .unwrap()
                .starts_with("Repaginated")
        })
        .unwrap_or_else(|| panic!("a repagination line: {logs}"))
        .clone();
    assert_eq!(line["undoable"], true, "{line}");
    let undo = format!("/api/rundowns/{eid}/logs/{}/undo", line["id"]);
    let (status, back) = app.send(Method::POST, &token, &undo, Value::Null).await;
    assert_eq!(status, 200, "{back}");
    let page_of = |r: &Value, id: i64| {
        r["blocks"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|b| b["stories"].as_array().unwrap())
            .find(|s| s["id"] == id)
            .unwrap()["page"]
            .clone()
    };
    assert_eq!(
        (page_of(&back, first), page_of(&back, standby)),
        (json!("Z9"), json!("S1"))
    );
    assert!(back["revision"].as_i64().unwrap() > revision);
    let (status, body) = app.send(Method::POST, &token, &undo, Value::Null).await;
    assert_eq!((status, &body["code"]), (409, &json!("conflict")), "once");
    let (_, logs) = app
        .get(&token, &format!("/api/rundowns/{eid}/logs?page=0&size=20"))
        .await;
    let newest = &logs["data"][0];
    assert!(
        newest["description"]
            .as_str()
            .unwrap()
            .starts_with("Repagination undone"),
        "{logs}"
    );
    assert_eq!(newest["undoable"], false);

    assert_eq!(
        app.send(
            Method::DELETE,
            &token,
            &format!("/api/templates/{tid}"),
            Value::Null
        )
        .await
        .0,
        204
    );
    assert_eq!(
        app.send(
            Method::DELETE,
            &token,
            &format!("/api/templates/{tid}"),
            Value::Null
        )
        .await
        .0,
        404
    );
    app.stop().await;
}

both_modes!(templates_recreate_and_repaginate);
