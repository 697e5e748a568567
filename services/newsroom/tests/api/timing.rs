//! The rundown built through the API reproduces timing.md's worked example, and edits move the figures.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, story_ids, story_in};

/// Adds a story with one part duration set, returns its id.
async fn story(
    app: &TestApp,
    token: &str,
    block: i64,
    slug: &str,
    part: &str,
    value: &str,
    approved: bool,
) -> i64 {
    let (status, s) = app
        .send(
            Method::POST,
            token,
            &format!("/api/blocks/{block}/stories"),
            json!({"slug": slug}),
        )
        .await;
    assert_eq!(status, 201, "{s}");
    let id = s["id"].as_i64().unwrap();
    assert_eq!(
        app.patch(token, &format!("/api/stories/{id}"), part, value.into())
            .await
            .0,
        200
    );
    if approved {
        assert_eq!(
            app.patch(
                token,
                &format!("/api/stories/{id}"),
                "approved",
                true.into()
            )
            .await
            .0,
            200
        );
    }
    id
}

/// Program 1 (Evening News) runs 19:00-19:30 with P = PT25M, like timing.md's example.
async fn worked_example_through_the_api(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let date = "2031-01-15";
    let (status, body) = app
        .get(
            &token,
            &format!("/api/rundowns/exists?date={date}&programId=1"),
        )
        .await;
    assert_eq!((status, body["status"].as_str()), (200, Some("CAN_CREATE")));
    let (status, r) = app
        .send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": date, "programId": 1}),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    let rid = r["id"].as_i64().unwrap();
    let blocks = r["blocks"].as_array().unwrap();
    assert_eq!(blocks.len(), 2);
    assert_eq!(blocks[1]["standBy"], true);
    let (a, standby) = (
        blocks[0]["id"].as_i64().unwrap(),
        blocks[1]["id"].as_i64().unwrap(),
    );

    assert_eq!(
        app.patch(
            &token,
            &format!("/api/blocks/{a}"),
            "commercial",
            "PT2M".into()
        )
        .await
        .0,
        200
    );
    let a1 = story(&app, &token, a, "a1", "head", "PT1M30S", true).await;
    let a2 = story(&app, &token, a, "a2", "vt", "PT2M", false).await;
    let (status, b) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{rid}/blocks"),
            json!({"name": "B"}),
        )
        .await;
    assert_eq!(status, 201);
    let b = b["id"].as_i64().unwrap();
    let b1 = story(&app, &token, b, "b1", "head", "PT3M", true).await;
    story(&app, &token, standby, "s1", "head", "PT5M", false).await;

    let (_, r) = app
        .get(&token, &format!("/api/rundowns?date={date}&programId=1"))
        .await;
    let names: Vec<&str> = r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["A", "B", "Standby"],
        "the new block goes before the standby block"
    );
    let t = &r["timing"];
    for (k, v) in [
        ("duration", "PT30M"),
        ("commercialTotal", "PT2M"),
        ("fullProduction", "PT6M30S"),
        ("approvedProduction", "PT4M30S"),
        ("fullTotal", "PT8M30S"),
        ("approvedTotal", "PT6M30S"),
        ("fullDiff", "-PT21M30S"),
        ("approvedDiff", "-PT23M30S"),
        ("productionFullDiff", "-PT18M30S"),
        ("productionApprovedDiff", "-PT20M30S"),
    ] {
        assert_eq!(t[k], v, "{k}");
    }
    let f = |id: i64, k: &str| {
        story_in(&r, id)["timing"][k]
            .as_str()
            .unwrap_or("absent")
            .to_owned()
    };
    assert_eq!(
        [
            f(a1, "accumulated"),
            f(a1, "progressive"),
            f(a1, "expectedEnd"),
            f(a1, "regressive")
        ],
        ["PT1M30S", "19:00:00", "19:01:30", "19:21:30"]
    );
    assert_eq!(
        [
            f(a2, "accumulated"),
            f(a2, "progressive"),
            f(a2, "expectedEnd"),
            f(a2, "regressive")
        ],
        ["PT3M30S", "19:01:30", "19:03:30", "19:23:00"]
    );
    assert_eq!(
        [f(a2, "progressiveApproved"), f(a2, "regressiveApproved")],
        ["19:01:30", "19:25:00"]
    );
    assert_eq!(
        [
            f(b1, "progressive"),
            f(b1, "expectedEnd"),
            f(b1, "regressive")
        ],
        ["19:05:30", "19:08:30", "19:27:00"]
    );
    let brk = &r["blocks"][0]["timing"]["commercialBreak"];
    assert_eq!(
        [&brk["progressive"], &brk["expectedEnd"], &brk["regressive"]],
        ["19:03:30", "19:05:30", "19:25:00"]
    );
    let sb = &r["blocks"][2]["stories"][0]["timing"];
    assert_eq!(sb["total"], "PT5M");
    assert!(sb["progressive"].is_null(), "standby items get no figures");

    // a1 ran long: front times re-anchor at its stop time.
    let (status, s) = app
        .patch(
            &token,
            &format!("/api/stories/{a1}"),
            "stopTime",
            "19:02:10".into(),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    let (_, r) = app
        .get(&token, &format!("/api/rundowns?date={date}&programId=1"))
        .await;
    assert_eq!(story_in(&r, a2)["timing"]["progressive"], "19:02:10");
    assert_eq!(story_in(&r, b1)["timing"]["progressive"], "19:06:10");

    // Reorder: B before A; deleting a story and a block updates the figures.
    let (status, r) = app
        .send(
            Method::PUT,
            &token,
            &format!("/api/rundowns/{rid}/blocks/order"),
            json!({"blocksIds": [b, a]}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["blocks"][0]["id"], b);
    assert_eq!(r["blocks"][2]["standBy"], true);
    assert_eq!(
        app.send(
            Method::DELETE,
            &token,
            &format!("/api/stories/{a2}"),
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
            &format!("/api/blocks/{b}"),
            Value::Null
        )
        .await
        .0,
        204
    );
    let (_, r) = app
        .get(&token, &format!("/api/rundowns?date={date}&programId=1"))
        .await;
    assert_eq!(r["timing"]["fullProduction"], "PT1M30S");
    assert_eq!(r["blocks"].as_array().unwrap().len(), 2);
    app.stop().await;
}

/// The demo rundown is a real show: blocks with breaks, a dozen stories or more, some approved, and a
/// standby block with a story.
async fn demo_rundown_is_a_realistic_show(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("viewer").await;
    let r = app.demo_rundown(&token).await;
    let blocks = r["blocks"].as_array().unwrap();
    let stories: Vec<&Value> = blocks
        .iter()
        .flat_map(|b| b["stories"].as_array().unwrap())
        .collect();
    assert!(
        blocks.len() >= 3 && stories.len() >= 12,
        "{} blocks, {} stories",
        blocks.len(),
        stories.len()
    );
    assert!(blocks.iter().filter(|b| b["commercial"] != "PT0S").count() >= 2);
    assert!(
        stories.iter().any(|s| s["approved"] == true)
            && stories.iter().any(|s| s["approved"] == false)
    );
    let last = blocks.last().unwrap();
    assert_eq!(last["standBy"], true);
    assert!(!last["stories"].as_array().unwrap().is_empty());
    app.stop().await;
}

both_modes!(
    worked_example_through_the_api,
    demo_rundown_is_a_realistic_show
);

/// Stories move within and across blocks of their rundown; a block of another rundown is refused.
async fn stories_move_and_the_timing_follows(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let r = app.demo_rundown(&token).await;
    let (a, b) = (&r["blocks"][0], &r["blocks"][1]);
    let first = a["stories"][0]["id"].as_i64().unwrap();
    let second = a["stories"][1]["id"].as_i64().unwrap();
    let b_id = b["id"].as_i64().unwrap();
    let b_first = b["stories"][0]["id"].as_i64().unwrap();

    let (status, s) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/stories/{first}/move"),
            json!({"blockId": b_id, "position": 1}),
        )
        .await;
    assert_eq!(status, 200, "{s}");
    assert_eq!(
        (s["blockId"].as_i64(), s["position"].as_i64()),
        (Some(b_id), Some(1))
    );
    let after = app.demo_rundown(&token).await;
    assert_eq!(
        story_ids(&after["blocks"][0])[0],
        second,
        "the block it left closes up"
    );
    assert_eq!(&story_ids(&after["blocks"][1])[..2], &[b_first, first]);
    let positions: Vec<i64> = after["blocks"][1]["stories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["position"].as_i64().unwrap())
        .collect();
    assert_eq!(positions, (0..positions.len() as i64).collect::<Vec<_>>());
    assert_eq!(
        story_in(&after, second)["timing"]["progressive"],
        "19:00:00",
        "the new first story starts the show"
    );
    assert_eq!(
        after["revision"].as_i64().unwrap(),
        r["revision"].as_i64().unwrap() + 1
    );

    // Past the end means at the end; within one block works too.
    let (status, s) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/stories/{first}/move"),
            json!({"blockId": b_id, "position": 99}),
        )
        .await;
    assert_eq!(
        (status, s["position"].as_i64()),
        (200, Some(story_ids(&after["blocks"][1]).len() as i64 - 1))
    );

    // A block of another rundown is refused and nothing changes.
    let (_, other) = app
        .send(
            Method::POST,
            &token,
            "/api/rundowns",
            json!({"date": "2031-04-01", "programId": 1}),
        )
        .await;
    let foreign = other["blocks"][0]["id"].as_i64().unwrap();
    let before = app.demo_rundown(&token).await;
    let (status, body) = app
        .send(
            Method::POST,
            &token,
            &format!("/api/stories/{first}/move"),
            json!({"blockId": foreign, "position": 0}),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("validation")),
        "{body}"
    );
    assert!(body["fields"]["blockId"]["code"].is_string());
    let (status, _) = app
        .send(
            Method::POST,
            &token,
            "/api/stories/999999/move",
            json!({"blockId": b_id, "position": 0}),
        )
        .await;
    assert_eq!(status, 404);
    assert_eq!(app.demo_rundown(&token).await, before);
    app.stop().await;
}

both_modes!(stories_move_and_the_timing_follows);
