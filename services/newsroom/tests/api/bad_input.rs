//! Bad input gets a clear 4xx with the spec's message and changes nothing (issue 2, "Bad input").

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

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
            json!({"date": app.today(), "programId": 1}),
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

/// Issue 11, point 4: a control character (U+0001, U+0000, U+001B, ...) in a text field is a 422 that
/// names the field and the code point, and nothing is saved: such a slug used to reach the MOS running
/// order raw, where a strict XML parser refused the whole running order.
async fn control_characters_are_refused_with_the_field(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let before = app.demo_rundown(&token).await;
    let block = before["blocks"][0]["id"].as_i64().unwrap();
    let story = before["blocks"][0]["stories"][0]["id"].as_i64().unwrap();
    let s = format!("/api/stories/{story}");
    let revision = |doc: (u16, Value)| doc.1["revision"].as_i64().unwrap();
    let first_revision = revision(app.get(&token, &s).await);
    let refused = |(status, body): (u16, Value), field: &str, ch: &str| {
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["code"], "validation", "{body}");
        assert_eq!(body["fields"][field]["code"], "character", "{body}");
        assert_eq!(body["fields"][field]["params"]["ch"], ch, "{body}");
    };
    for (c, ch) in [
        ('\u{1}', "U+0001"),
        ('\0', "U+0000"),
        ('\u{1b}', "U+001B"),
        ('\u{ffff}', "U+FFFF"),
    ] {
        let slug = format!("FIRE{c} IN THE PORT");
        refused(app.patch(&token, &s, "slug", slug.into()).await, "slug", ch);
    }
    refused(
        app.patch(&token, &s, "page", "A\u{7}".into()).await,
        "page",
        "U+0007",
    );
    refused(
        app.patch(&token, &s, "reporter", "Ana\u{1b}[31m".into())
            .await,
        "reporter",
        "U+001B",
    );
    refused(
        app.patch(
            &token,
            &format!("/api/blocks/{block}"),
            "name",
            "B\u{2}".into(),
        )
        .await,
        "name",
        "U+0002",
    );
    let script = json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "Good\u{1}evening"}]}]}]);
    refused(
        app.send(
            Method::PUT,
            &token,
            &format!("{s}/text"),
            json!({"script": script, "footnote": "", "cueIn": "", "cueOut": ""}),
        )
        .await,
        "script",
        "U+0001",
    );
    refused(
        app.send(
            Method::PUT,
            &token,
            &format!("{s}/text"),
            json!({"script": [], "footnote": "a\u{0}", "cueIn": "", "cueOut": ""}),
        )
        .await,
        "footnote",
        "U+0000",
    );
    assert_eq!(
        app.demo_rundown(&token).await,
        before,
        "a refused change must change nothing"
    );
    assert_eq!(revision(app.get(&token, &s).await), first_revision);
    // Tab and line breaks are text: a script keeps them.
    let script = json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "Good\tevening\nand welcome"}]}]}]);
    let (status, saved) = app
        .send(
            Method::PUT,
            &token,
            &format!("{s}/text"),
            json!({"script": script, "footnote": "", "cueIn": "", "cueOut": ""}),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["script"], script);
    assert_eq!(saved["revision"].as_i64(), Some(first_revision + 1));
    app.stop().await;
}

/// Found by the API fuzzer (schemathesis): a page far past the end used to overflow the offset and drop
/// the connection. A page in range past the end is empty; a page or size out of the documented range
/// is refused, not clamped.
async fn a_page_far_past_the_end_is_empty(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let r = app.demo_rundown(&admin).await;
    let logs = format!("/api/rundowns/{}/logs", r["id"]);
    for path in [
        format!("{logs}?page=1000000000&size=200"),
        "/api/users/filter?page=2147483647&size=500".to_owned(),
        "/api/access_logs?page=2147483647&size=500".to_owned(),
    ] {
        let (status, body) = app.get(&admin, &path).await;
        assert_eq!(status, 200, "{path}: {body}");
        assert_eq!(body["data"], json!([]), "{path}");
    }
    for query in [
        "page=9223372036854775808",
        "page=1000000001",
        "size=0",
        "size=201",
        "size=18446744073709551615",
    ]
    .map(|q| format!("{logs}?{q}"))
    .into_iter()
    .chain(
        [
            "/api/users/filter?page=2147483648",
            "/api/access_logs?page=2147483648",
        ]
        .map(String::from),
    ) {
        let path = query;
        let (status, body) = app.get(&admin, &path).await;
        assert!(status == 422 || status == 400, "{path}: {status} {body}");
    }
    app.stop().await;
}

both_modes!(
    refused_changes_leave_the_rundown_untouched,
    control_characters_are_refused_with_the_field,
    a_page_far_past_the_end_is_empty
);
