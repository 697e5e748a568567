//! On air and sign-off through the API: display status with stop times that re-anchor timing, the
//! displayed rundown that refuses changes, approvals, private stories, and the rundown log.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, story_ids, story_in};

async fn display_status_runs_the_show(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let r = app.demo_rundown(&token).await;
    let rid = r["id"].as_i64().unwrap();
    let a = story_ids(&r["blocks"][0]);
    let b = story_ids(&r["blocks"][1]);
    let standby = story_ids(r["blocks"].as_array().unwrap().last().unwrap());
    let (app_ref, token_ref) = (&app, &token);
    let put = move |path: String, body: Value| async move {
        app_ref.send(Method::PUT, token_ref, &path, body).await
    };

    // PLAY the first story: the show goes on air.
    let (status, r) = put(
        "/api/stories/display_status".into(),
        json!({"ids": [a[0]], "status": "PLAY"}),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(story_in(&r, a[0])["displayStatus"], "PLAY");
    assert_eq!(r["displayStatus"], "PLAY");
    assert!(story_in(&r, a[0])["stopTime"].is_null());

    // PLAY the third with updatePrevious: the first and second stop, with a stop time.
    let (_, r) = put(
        "/api/stories/display_status".into(),
        json!({"ids": [a[2]], "status": "PLAY", "updatePrevious": true}),
    )
    .await;
    for id in [a[0], a[1]] {
        assert_eq!(story_in(&r, id)["displayStatus"], "STOP");
        assert!(story_in(&r, id)["stopTime"].is_string());
    }
    assert_eq!(story_in(&r, a[2])["displayStatus"], "PLAY");
    // Front times re-anchor at the last stop time: the story on air starts when the one before stopped.
    assert_eq!(
        story_in(&r, a[2])["timing"]["progressive"],
        story_in(&r, a[1])["stopTime"]
    );
    let not_displayed = r["timing"]["notDisplayedProduction"].clone();

    // Only one item may be PLAY; standby stories never go on air; unknown status refused.
    let (status, body) = put(
        "/api/stories/display_status".into(),
        json!({"ids": [b[0], b[1]], "status": "PLAY"}),
    )
    .await;
    assert_eq!((status, body["code"].as_str()), (422, Some("validation")));
    let (status, _) = put(
        "/api/stories/display_status".into(),
        json!({"ids": [standby[0]], "status": "PLAY"}),
    )
    .await;
    assert_eq!(status, 422);
    let (status, _) = put(
        "/api/stories/display_status".into(),
        json!({"ids": [a[0]], "status": "GO"}),
    )
    .await;
    assert_eq!(status, 422);

    // A block stopped in cascade stops its stories and its break; the playing story stops.
    let block_a = r["blocks"][0]["id"].as_i64().unwrap();
    let (_, r) = put(
        "/api/blocks/display_status".into(),
        json!({"ids": [block_a], "status": "STOP", "cascade": true}),
    )
    .await;
    assert!(
        a.iter()
            .all(|id| story_in(&r, *id)["displayStatus"] == "STOP")
    );
    assert_eq!(r["blocks"][0]["displayStatus"], "STOP");
    assert!(r["blocks"][0]["stopTime"].is_string());
    assert_ne!(
        r["timing"]["notDisplayedProduction"], not_displayed,
        "aired stories leave the not-displayed sum"
    );

    // BLANK undoes a mistake.
    let (_, r) = put(
        "/api/stories/display_status".into(),
        json!({"ids": [a[0]], "status": "BLANK"}),
    )
    .await;
    assert_eq!(story_in(&r, a[0])["displayStatus"], "BLANK");
    assert!(story_in(&r, a[0])["stopTime"].is_null());

    // The show is over: STOP the rundown. It is displayed and refuses every change.
    let (_, r) = put(
        format!("/api/rundowns/{rid}/display_status"),
        json!({"status": "STOP"}),
    )
    .await;
    assert_eq!(
        (r["displayStatus"].as_str(), r["displayed"].as_bool()),
        (Some("STOP"), Some(true))
    );
    let revision = r["revision"].as_i64().unwrap();
    let refused = [
        app.patch(
            &token,
            &format!("/api/stories/{}", b[0]),
            "slug",
            "LATE CHANGE".into(),
        )
        .await,
        app.send(
            Method::POST,
            &token,
            &format!("/api/rundowns/{rid}/blocks"),
            json!({"name": "Z"}),
        )
        .await,
        app.send(
            Method::DELETE,
            &token,
            &format!("/api/stories/{}", b[0]),
            Value::Null,
        )
        .await,
        put(
            format!("/api/rundowns/{rid}/approve"),
            json!({"flag": true}),
        )
        .await,
        put(
            "/api/stories/display_status".into(),
            json!({"ids": [b[0]], "status": "PLAY"}),
        )
        .await,
    ];
    for (status, body) in refused {
        assert_eq!(
            (status, body["code"].as_str()),
            (409, Some("rundown_displayed")),
            "{body}"
        );
        assert_eq!(body["message"], "A displayed rundown cannot be changed.");
    }
    assert_eq!(
        app.demo_rundown(&token).await["revision"].as_i64().unwrap(),
        revision
    );
    // Reopening it allows changes again.
    let (status, r) = put(
        format!("/api/rundowns/{rid}/display_status"),
        json!({"status": "BLANK"}),
    )
    .await;
    assert_eq!((status, r["displayed"].as_bool()), (200, Some(false)));
    assert_eq!(
        app.patch(
            &token,
            &format!("/api/stories/{}", b[0]),
            "slug",
            "LATE CHANGE".into()
        )
        .await
        .0,
        200
    );

    // The viewer may watch but not run the show.
    let viewer = app.login("viewer").await;
    let (status, _) = app
        .send(
            Method::PUT,
            &viewer,
            "/api/stories/display_status",
            json!({"ids": [a[0]], "status": "PLAY"}),
        )
        .await;
    assert_eq!(status, 403);
    app.stop().await;
}

async fn approvals_private_stories_and_the_log(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let r = app.demo_rundown(&token).await;
    let rid = r["id"].as_i64().unwrap();
    let block_b = r["blocks"][1]["id"].as_i64().unwrap();
    let b = story_ids(&r["blocks"][1]);
    let (app_ref, token_ref) = (&app, &token);
    let put = move |path: String, body: Value| async move {
        app_ref.send(Method::PUT, token_ref, &path, body).await
    };

    let (status, r) = put(
        format!("/api/blocks/{block_b}/approve"),
        json!({"flag": true}),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert!(b.iter().all(|id| story_in(&r, *id)["approved"] == true));
    let (_, r) = put(
        format!("/api/rundowns/{rid}/approve"),
        json!({"flag": false}),
    )
    .await;
    assert_eq!(
        r["timing"]["approvedProduction"], "PT0S",
        "nothing approved, nothing counted"
    );
    let (_, r) = put(
        format!("/api/stories/{}/approve", b[0]),
        json!({"flag": true}),
    )
    .await;
    assert_eq!(story_in(&r, b[0])["approved"], true);

    // An approved story cannot be made private; an unapproved one can, and then its block cannot go.
    let (status, body) = app
        .patch(
            &token,
            &format!("/api/stories/{}", b[0]),
            "private",
            true.into(),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (422, Some("validation")));
    assert_eq!(body["fields"]["private"]["code"], "approved_private");
    let (status, s) = app
        .patch(
            &token,
            &format!("/api/stories/{}", b[1]),
            "private",
            true.into(),
        )
        .await;
    assert_eq!((status, s["private"].as_bool()), (200, Some(true)));
    let (status, body) = app
        .send(
            Method::DELETE,
            &token,
            &format!("/api/blocks/{block_b}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("block_has_private_stories"))
    );

    // The log has every change, newest first, with who and what; it filters and pages.
    let (status, log) = app
        .get(&token, &format!("/api/rundowns/{rid}/logs?size=3"))
        .await;
    assert_eq!(status, 200, "{log}");
    let lines = log["data"].as_array().unwrap();
    assert_eq!(lines.len(), 3);
    assert_eq!(log["total"], 4, "four changes were made, two were refused");
    assert_eq!(lines[0]["nickname"], "producer");
    assert_eq!(lines[0]["action"], "UPDATE");
    assert!(
        lines[0]["description"]
            .as_str()
            .unwrap()
            .contains("private"),
        "{}",
        lines[0]
    );
    assert!(lines[0]["at"].as_str().unwrap().ends_with('Z'));
    let (_, approvals) = app
        .get(
            &token,
            &format!("/api/rundowns/{rid}/logs?actions=APPROVE,DISAPPROVE"),
        )
        .await;
    let actions: Vec<&str> = approvals["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["APPROVE", "DISAPPROVE", "APPROVE"]);
    let (_, found) = app
        .get(
            &token,
            &format!("/api/rundowns/{rid}/logs?description=block%20B"),
        )
        .await;
    assert_eq!(found["total"], 1, "{found}");
    let (_, page2) = app
        .get(&token, &format!("/api/rundowns/{rid}/logs?size=3&page=1"))
        .await;
    assert_ne!(page2["data"][0]["id"], lines[0]["id"]);
    app.stop().await;
}

both_modes!(
    display_status_runs_the_show,
    approvals_private_stories_and_the_log
);

/// Commands that change nothing leave no trace; unknown log actions are refused.
async fn no_op_commands_change_nothing(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let token = app.login("producer").await;
    let r = app.demo_rundown(&token).await;
    let (rid, revision) = (r["id"].as_i64().unwrap(), r["revision"].as_i64().unwrap());
    let story = story_ids(&r["blocks"][0])[0];
    let (status, same) = app
        .send(
            Method::PUT,
            &token,
            "/api/stories/display_status",
            json!({"ids": [story], "status": "BLANK"}),
        )
        .await;
    assert_eq!((status, same["revision"].as_i64()), (200, Some(revision)));
    let (_, same) = app
        .send(
            Method::PUT,
            &token,
            &format!("/api/rundowns/{rid}/display_status"),
            json!({"status": "BLANK"}),
        )
        .await;
    assert_eq!(same["revision"].as_i64(), Some(revision));
    let slug = r["blocks"][0]["stories"][0]["slug"].clone();
    let (status, same) = app
        .patch(&token, &format!("/api/stories/{story}"), "slug", slug)
        .await;
    assert_eq!(status, 200);
    assert_eq!(same["slug"], r["blocks"][0]["stories"][0]["slug"]);
    assert_eq!(
        app.demo_rundown(&token).await["revision"].as_i64(),
        Some(revision),
        "a patch to the same value changes nothing"
    );
    let (_, log) = app.get(&token, &format!("/api/rundowns/{rid}/logs")).await;
    assert_eq!(log["total"], 0);
    let (status, body) = app
        .get(&token, &format!("/api/rundowns/{rid}/logs?actions=FOO"))
        .await;
    assert_eq!((status, body["code"].as_str()), (422, Some("validation")));
    assert!(body["fields"]["actions"]["code"].is_string());
    app.stop().await;
}

both_modes!(no_op_commands_change_nothing);
