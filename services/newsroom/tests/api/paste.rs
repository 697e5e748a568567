//! Cut, copy and paste of stories across rundowns, and the drawer of a program: each rule's allowed
//! case, and its refused case with the code, after which nothing has changed.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, story_ids};
use crate::locks::{holder_of, next_lock_event};
use crate::stomp::Client;

async fn rundown_of(app: &TestApp, token: &str, program: i64) -> Value {
    let (status, r) = app
        .get(
            token,
            &format!("/api/rundowns?date={}&programId={program}", app.today()),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    r
}

fn all_ids(r: &Value) -> Vec<i64> {
    r["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(story_ids)
        .collect()
}

fn para(text: &str) -> Value {
    json!([{"kind": "ON_CAMERA", "content": [{"type": "paragraph", "children": [{"text": text}]}]}])
}

/// Subscribes to a rundown's topic and waits for the receipt.
async fn subscribe(c: &mut Client, rid: i64) {
    c.send(&format!(
        "SUBSCRIBE\nid:s{rid}\ndestination:/topic/rundowns/{rid}\nreceipt:r{rid}\n\n\0"
    ))
    .await;
    let f = c.next().await.expect("RECEIPT");
    assert_eq!(
        f.get("receipt-id").map(str::to_owned),
        Some(format!("r{rid}"))
    );
}

/// The next MESSAGE body.
async fn message(c: &mut Client) -> Value {
    let f = c.next().await.expect("MESSAGE");
    serde_json::from_slice(&f.body).unwrap()
}

async fn display(app: &TestApp, token: &str, rid: i64, status: &str) {
    let (code, body) = app
        .send(
            Method::PUT,
            token,
            &format!("/api/rundowns/{rid}/display_status"),
            json!({"status": status}),
        )
        .await;
    assert_eq!(code, 200, "{body}");
}

async fn cut_copy_and_paste_across_rundowns(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let r1 = rundown_of(&app, &producer, 1).await;
    let r2 = rundown_of(&app, &producer, 2).await;
    let (rid1, rid2) = (r1["id"].as_i64().unwrap(), r2["id"].as_i64().unwrap());
    let (rev1, rev2) = (
        r1["revision"].as_i64().unwrap(),
        r2["revision"].as_i64().unwrap(),
    );
    let cut = story_ids(&r1["blocks"][0])[0];
    let slug = r1["blocks"][0]["stories"][0]["slug"].clone();
    let target = r2["blocks"][0]["id"].as_i64().unwrap();

    // The story has a text with a revision; both screens listen.
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/stories/{cut}/text"),
            json!({"script": para("Good evening.")}),
        )
        .await;
    assert_eq!(status, 200);
    let rev1 = rev1 + 1;
    let mut ws = Client::connect(&app, &producer).await;
    subscribe(&mut ws, rid1).await;
    subscribe(&mut ws, rid2).await;

    // Cut into the first block of program 2's rundown, at the top.
    let (status, out) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [cut], "targetBlockId": target, "position": 0, "cut": true}),
        )
        .await;
    assert_eq!(status, 200, "{out}");
    assert_eq!(out["id"], rid2);
    assert_eq!(out["revision"], rev2 + 1);
    assert_eq!(story_ids(&out["blocks"][0])[0], cut);
    assert_eq!(out["blocks"][0]["stories"][0]["slug"], slug);
    let after1 = rundown_of(&app, &producer, 1).await;
    assert_eq!(after1["revision"], rev1 + 1);
    assert!(!all_ids(&after1).contains(&cut));
    // Its text and revisions went with it; the document now names program 2.
    let (_, doc) = app.get(&producer, &format!("/api/stories/{cut}")).await;
    assert_eq!(doc["script"], para("Good evening."));
    assert_eq!(doc["programId"], 2);
    let (_, revs) = app
        .get(&producer, &format!("/api/stories/{cut}/revisions"))
        .await;
    assert_eq!(revs.as_array().unwrap().len(), 1);
    // Each screen gets its event: deleted on the rundown left, created on the other.
    let (a, b) = (message(&mut ws).await, message(&mut ws).await);
    let (left, came) = if a["rundownId"] == rid1 {
        (a, b)
    } else {
        (b, a)
    };
    assert_eq!(
        (&left["event"], &left["entity"], &left["data"]["id"]),
        (&json!("deleted"), &json!("story"), &json!(cut))
    );
    assert_eq!(left["revision"], rev1 + 1);
    assert_eq!(
        (&came["event"], &came["data"]["id"]),
        (&json!("created"), &json!(cut))
    );
    assert_eq!(came["revision"], rev2 + 1);

    // Copy two approved stories of program 1 to the end of that block: new ids, same slugs and
    // text, not approved, BLANK; the originals stay, and program 1's rundown does not change.
    let originals = story_ids(&after1["blocks"][0]);
    let (a, b) = (originals[0], originals[1]);
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/stories/{a}/approve"),
            json!({"flag": true}),
        )
        .await;
    assert_eq!(status, 200);
    let r1 = rundown_of(&app, &producer, 1).await;
    let (status, out) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [a, b], "targetBlockId": target, "cut": false}),
        )
        .await;
    assert_eq!(status, 200, "{out}");
    let ids = story_ids(&out["blocks"][0]);
    let copies = &ids[ids.len() - 2..];
    assert!(!copies.contains(&a) && !copies.contains(&b));
    let stories = out["blocks"][0]["stories"].as_array().unwrap();
    let first_copy = &stories[stories.len() - 2];
    assert_eq!(first_copy["slug"], r1["blocks"][0]["stories"][0]["slug"]);
    assert_eq!(
        first_copy["estimated"],
        r1["blocks"][0]["stories"][0]["estimated"]
    );
    assert_eq!(
        (&first_copy["approved"], &first_copy["displayStatus"]),
        (&json!(false), &json!("BLANK"))
    );
    assert_eq!(
        rundown_of(&app, &producer, 1).await,
        r1,
        "a copy leaves its rundown alone"
    );
    assert_eq!(message(&mut ws).await["event"], "approved");
    let came = message(&mut ws).await;
    assert_eq!(
        (&came["rundownId"], &came["event"], &came["entity"]),
        (&json!(rid2), &json!("updated"), &json!("rundown")),
        "several stories: the whole rundown"
    );

    // Refused: empty or repeated ids (422 on ids), an unknown story or block (404), a viewer (403).
    for (body, code, status) in [
        (
            json!({"ids": [], "targetBlockId": target, "cut": true}),
            "validation",
            422,
        ),
        (
            json!({"ids": [a, a], "targetBlockId": target, "cut": true}),
            "validation",
            422,
        ),
        (
            json!({"ids": [999_999], "targetBlockId": target, "cut": true}),
            "not_found",
            404,
        ),
        (
            json!({"ids": [a], "targetBlockId": 999_999, "cut": true}),
            "not_found",
            404,
        ),
    ] {
        let (s, e) = app
            .send(Method::POST, &producer, "/api/stories/paste", body)
            .await;
        assert_eq!((s, e["code"].as_str()), (status, Some(code)), "{e}");
    }
    let viewer = app.login("viewer").await;
    let (s, _) = app
        .send(
            Method::POST,
            &viewer,
            "/api/stories/paste",
            json!({"ids": [a], "targetBlockId": target, "cut": true}),
        )
        .await;
    assert_eq!(s, 403);

    // A displayed rundown takes nothing and gives nothing: 409 both ways, nothing changes.
    display(&app, &producer, rid2, "STOP").await;
    let (r1, r2) = (
        rundown_of(&app, &producer, 1).await,
        rundown_of(&app, &producer, 2).await,
    );
    let (s, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [a], "targetBlockId": target, "cut": true}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (409, Some("rundown_displayed")));
    let back = r1["blocks"][0]["id"].as_i64().unwrap();
    let (s, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [cut], "targetBlockId": back, "cut": true}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (409, Some("rundown_displayed")));
    assert_eq!(rundown_of(&app, &producer, 1).await, r1);
    assert_eq!(rundown_of(&app, &producer, 2).await, r2);
    // Copying out of a displayed rundown is allowed: it does not change it.
    let (s, out) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [cut], "targetBlockId": back, "position": 0, "cut": false}),
        )
        .await;
    assert_eq!(s, 200, "{out}");
    assert_eq!(out["blocks"][0]["stories"][0]["slug"], slug);
    assert_eq!(rundown_of(&app, &producer, 2).await, r2);
    display(&app, &producer, rid2, "BLANK").await;

    // A story on air arrives BLANK in another rundown; pasting where it already is changes nothing.
    let onair = story_ids(&r1["blocks"][1])[0];
    let (s, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/stories/display_status",
            json!({"ids": [onair], "status": "PLAY", "updatePrevious": false}),
        )
        .await;
    assert_eq!(s, 200);
    let (s, out) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [onair], "targetBlockId": target, "position": 0, "cut": true}),
        )
        .await;
    assert_eq!(s, 200, "{out}");
    assert_eq!(out["blocks"][0]["stories"][0]["displayStatus"], "BLANK");
    let (s, same) = app
        .send(
            Method::POST,
            &producer,
            "/api/stories/paste",
            json!({"ids": [onair], "targetBlockId": target, "position": 0, "cut": true}),
        )
        .await;
    assert_eq!((s, &same["revision"]), (200, &out["revision"]));
    app.stop().await;
}

async fn the_drawer(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let r1 = rundown_of(&app, &producer, 1).await;
    let r2 = rundown_of(&app, &producer, 2).await;
    let (rid1, rid2) = (r1["id"].as_i64().unwrap(), r2["id"].as_i64().unwrap());
    let block_a = r1["blocks"][0]["id"].as_i64().unwrap();
    let sent = story_ids(&r1["blocks"][0])[0];
    let (s, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/stories/{sent}/text"),
            json!({"script": para("Waiting in the drawer.")}),
        )
        .await;
    assert_eq!(s, 200);
    let r1 = rundown_of(&app, &producer, 1).await;
    let mut ws = Client::connect(&app, &producer).await;
    subscribe(&mut ws, rid1).await;

    // Send to the drawer: it leaves the rundown (a `story deleted` event) and waits in program 1's.
    let (s, out) = app
        .send(
            Method::PUT,
            &producer,
            "/api/documents/drawer",
            json!({"ids": [sent]}),
        )
        .await;
    assert_eq!((s, &out["count"]), (200, &json!(1)), "{out}");
    let ev = message(&mut ws).await;
    assert_eq!(
        (&ev["event"], &ev["data"]["id"]),
        (&json!("deleted"), &json!(sent))
    );
    assert_eq!(ev["revision"], r1["revision"].as_i64().unwrap() + 1);
    let after = rundown_of(&app, &producer, 1).await;
    assert!(!all_ids(&after).contains(&sent));
    let (s, drawer) = app
        .get(&producer, "/api/documents/drawer?programId=1")
        .await;
    assert_eq!(s, 200, "{drawer}");
    assert_eq!(drawer.as_array().unwrap().len(), 1);
    assert_eq!(
        (
            &drawer[0]["story"]["id"],
            &drawer[0]["sentBy"],
            &drawer[0]["programId"]
        ),
        (&json!(sent), &json!("producer"), &json!(1))
    );
    let (_, other) = app
        .get(&producer, "/api/documents/drawer?programId=2")
        .await;
    assert_eq!(other, json!([]));
    assert_eq!(
        app.get(&producer, "/api/documents/drawer?programId=999")
            .await
            .0,
        404
    );

    // Move a copy in before a story of block A, keeping it in the drawer.
    let before = story_ids(&after["blocks"][0])[1];
    let (s, out) = app
        .send(
            Method::POST,
            &producer,
            "/api/documents/drawer/move",
            json!({"ids": [sent], "rundownId": rid1, "targetBlockId": block_a,
                   "targetStoryId": before, "removeFromDrawer": false}),
        )
        .await;
    assert_eq!(s, 200, "{out}");
    let ids = story_ids(&out["blocks"][0]);
    let copy = ids[1];
    assert_ne!(copy, sent);
    assert_eq!(ids[2], before);
    let (_, doc) = app.get(&producer, &format!("/api/stories/{copy}")).await;
    assert_eq!(doc["script"], para("Waiting in the drawer."));
    let (_, drawer) = app
        .get(&producer, "/api/documents/drawer?programId=1")
        .await;
    assert_eq!(drawer.as_array().unwrap().len(), 1);

    // Refused: a block of another rundown, a story not in the block (422), a story not in a drawer
    // (404), a displayed rundown (409); the drawer and the rundowns stay as they were.
    let block2 = r2["blocks"][0]["id"].as_i64().unwrap();
    let r1 = rundown_of(&app, &producer, 1).await;
    for (body, status, code, field) in [
        (
            json!({"ids": [sent], "rundownId": rid1, "targetBlockId": block2}),
            422,
            "validation",
            Some("targetBlockId"),
        ),
        (
            json!({"ids": [sent], "rundownId": rid2, "targetBlockId": block2, "targetStoryId": before}),
            422,
            "validation",
            Some("targetStoryId"),
        ),
        (
            json!({"ids": [before], "rundownId": rid1, "targetBlockId": block_a}),
            404,
            "not_found",
            None,
        ),
    ] {
        let (s, e) = app
            .send(Method::POST, &producer, "/api/documents/drawer/move", body)
            .await;
        assert_eq!((s, e["code"].as_str()), (status, Some(code)), "{e}");
        if let Some(f) = field {
            assert!(e["fields"][f]["code"].is_string(), "{e}");
        }
    }
    display(&app, &producer, rid2, "STOP").await;
    let r2 = rundown_of(&app, &producer, 2).await;
    let (s, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/documents/drawer/move",
            json!({"ids": [sent], "rundownId": rid2, "targetBlockId": block2}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (409, Some("rundown_displayed")));
    let moved_out = story_ids(&r2["blocks"][0])[0];
    let (s, e) = app
        .send(
            Method::PUT,
            &producer,
            "/api/documents/drawer",
            json!({"ids": [moved_out]}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (409, Some("rundown_displayed")));
    assert_eq!(rundown_of(&app, &producer, 2).await, r2);
    assert_eq!(rundown_of(&app, &producer, 1).await, r1);
    let (_, drawer) = app
        .get(&producer, "/api/documents/drawer?programId=1")
        .await;
    assert_eq!(drawer.as_array().unwrap().len(), 1);
    display(&app, &producer, rid2, "BLANK").await;

    // Move it out for good, into program 2's rundown at the end: same id, text kept, drawer empty.
    let (s, out) = app
        .send(
            Method::POST,
            &producer,
            "/api/documents/drawer/move",
            json!({"ids": [sent], "rundownId": rid2, "targetBlockId": block2, "removeFromDrawer": true}),
        )
        .await;
    assert_eq!(s, 200, "{out}");
    assert_eq!(story_ids(&out["blocks"][0]).last(), Some(&sent));
    let (_, drawer) = app
        .get(&producer, "/api/documents/drawer?programId=1")
        .await;
    assert_eq!(drawer, json!([]));
    let (_, doc) = app.get(&producer, &format!("/api/stories/{sent}")).await;
    assert_eq!(doc["script"], para("Waiting in the drawer."));

    // A drawer story outlives the block it came from; removing it puts it in the trash.
    let r1 = rundown_of(&app, &producer, 1).await;
    let (block_b, gone) = (
        r1["blocks"][1]["id"].as_i64().unwrap(),
        story_ids(&r1["blocks"][1])[0],
    );
    let (s, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/documents/drawer",
            json!({"ids": [gone]}),
        )
        .await;
    assert_eq!(s, 200);
    let (s, e) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/blocks/{block_b}"),
            json!(null),
        )
        .await;
    assert_eq!(s, 204, "{e}");
    let (_, drawer) = app
        .get(&producer, "/api/documents/drawer?programId=1")
        .await;
    assert_eq!(drawer[0]["story"]["id"], gone);
    let (s, e) = app
        .send(
            Method::DELETE,
            &producer,
            "/api/documents/drawer",
            json!({"ids": [before]}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (404, Some("not_found")));
    let (s, out) = app
        .send(
            Method::DELETE,
            &producer,
            "/api/documents/drawer",
            json!({"ids": [gone]}),
        )
        .await;
    assert_eq!((s, &out["count"]), (200, &json!(1)), "{out}");
    let (_, drawer) = app
        .get(&producer, "/api/documents/drawer?programId=1")
        .await;
    assert_eq!(drawer, json!([]));
    let (_, trash) = app
        .get(
            &producer,
            &format!("/api/stories/excluded?rundownId={rid1}"),
        )
        .await;
    assert!(
        trash
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["story"]["id"] == gone),
        "{trash}"
    );
    app.stop().await;
}

/// A story in the drawer opens in the story editor: the drawer's program instead of a rundown, its text
/// editable under the usual lock rules (lock events on the topic of the rundown it came from), saves
/// kept as revisions without changing any rundown.
async fn drawer_stories_open_in_the_editor(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let r1 = rundown_of(&app, &producer, 1).await;
    let rid1 = r1["id"].as_i64().unwrap();
    let story = story_ids(&r1["blocks"][0])[0];
    let doc = format!("/api/stories/{story}");
    // Unique editor instances: distributed tests running side by side share NATS and rundown ids.
    let tab = format!("drawer-{}", uuid::Uuid::new_v4().simple());
    let text = |uuid: &str, words: &str| json!({"script": para(words), "lockUuid": uuid});
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            &format!("{doc}/text"),
            text("", "Before the drawer.")
        )
        .await
        .0,
        200
    );
    let (s, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/documents/drawer",
            json!({"ids": [story]}),
        )
        .await;
    assert_eq!(s, 200);
    let mut ws = Client::connect(&app, &producer).await;
    subscribe(&mut ws, rid1).await;
    let revision_before = rundown_of(&app, &producer, 1).await["revision"].clone();

    // Opened: the drawer's program, no rundown date, the text and its revisions kept.
    let (s, d) = app.get(&producer, &doc).await;
    assert_eq!(s, 200, "{d}");
    assert_eq!(
        (
            &d["drawer"]["programId"],
            &d["drawer"]["programName"],
            &d["drawer"]["sentBy"]
        ),
        (&json!(1), &json!("Evening News"), &json!("producer"))
    );
    assert_eq!(
        (&d["rundownDate"], &d["programId"]),
        (&json!(""), &json!(1))
    );
    assert_eq!(d["story"]["id"], story);
    assert_eq!(
        d["script"][0]["content"][0]["children"][0]["text"],
        "Before the drawer."
    );
    assert_eq!(d["revision"], 1);
    assert!(d["lock"].is_null());

    // The editor takes the lock (the event goes on the topic of the rundown it came from); others
    // cannot take it nor save.
    let (s, d) = app
        .get(&editor, &format!("{doc}?lock=true&uuid={tab}"))
        .await;
    assert_eq!((s, &d["lock"]["nickname"]), (200, &json!("editor")), "{d}");
    let tab_tag = holder_of(&d["lock"]);
    let ev = next_lock_event(&mut ws, "lock", &tab_tag).await;
    assert_eq!(ev["data"]["storyId"], story);
    let (s, body) = app
        .get(&producer, &format!("{doc}?lock=true&uuid=tab-9"))
        .await;
    assert_eq!((s, body["code"].as_str()), (409, Some("locked")));
    let (s, body) = app
        .send(
            Method::PUT,
            &producer,
            &format!("{doc}/text"),
            text("tab-9", "Overwrite."),
        )
        .await;
    assert_eq!((s, body["code"].as_str()), (409, Some("lock_lost")));

    // The holder saves: a revision, still in the drawer, and no rundown changed.
    let (s, saved) = app
        .send(
            Method::PUT,
            &editor,
            &format!("{doc}/text"),
            text(&tab, "Edited in the drawer."),
        )
        .await;
    assert_eq!(s, 200, "{saved}");
    assert_eq!(
        (&saved["revision"], &saved["drawer"]["programId"]),
        (&json!(2), &json!(1))
    );
    assert_eq!(
        rundown_of(&app, &producer, 1).await["revision"],
        revision_before
    );
    let (_, revs) = app.get(&producer, &format!("{doc}/revisions")).await;
    assert_eq!(revs.as_array().unwrap().len(), 2);
    assert_eq!(
        app.send(
            Method::DELETE,
            &editor,
            &format!("/api/locks/{story}?uuid={tab}"),
            Value::Null
        )
        .await
        .0,
        204
    );
    let ev = next_lock_event(&mut ws, "unlock", &tab_tag).await;
    assert_eq!(ev["data"]["storyId"], story);

    // Back in the rundown it opens in its rundown again, with the edited text.
    let block = r1["blocks"][0]["id"].as_i64().unwrap();
    let (s, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/documents/drawer/move",
            json!({"ids": [story], "rundownId": rid1, "targetBlockId": block, "targetStoryId": null, "removeFromDrawer": true}),
        )
        .await;
    assert_eq!(s, 200);
    let (_, d) = app.get(&producer, &doc).await;
    assert!(d["drawer"].is_null(), "{d}");
    assert_eq!(d["rundownDate"], app.today());
    assert_eq!(
        d["script"][0]["content"][0]["children"][0]["text"],
        "Edited in the drawer."
    );
    app.stop().await;
}

both_modes!(
    cut_copy_and_paste_across_rundowns,
    the_drawer,
    drawer_stories_open_in_the_editor
);
