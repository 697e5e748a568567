//! Stories as documents: script with reading time, revisions with diffs, the trash.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, story_ids};

fn para(text: &str) -> Value {
    json!({"type": "paragraph", "children": [{"text": text}]})
}

async fn scripts_revisions_and_the_trash(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let r = app.demo_rundown(&producer).await;
    let rid = r["id"].as_i64().unwrap();
    let block = &r["blocks"][0];
    let story = story_ids(block)[1];
    let doc_path = format!("/api/stories/{story}");

    // A story never written has an empty script; the document says where it is.
    let (status, doc) = app.get(&editor, &doc_path).await;
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["script"], json!([]));
    assert_eq!(
        (doc["revision"].as_i64(), doc["programId"].as_i64()),
        (Some(0), Some(1))
    );
    assert_eq!(doc["rundownDate"], r["date"]);
    assert_eq!(doc["story"]["id"], story);

    // The editor (story write, rundown read) writes the script; reading time follows the words read.
    let script = json!([
        {"kind": "ON_CAMERA", "content": [para("Good evening. The city council voted tonight on the budget."),
            {"type": "paragraph", "children": [{"text": "Councillors argued for hours", "bold": true}, {"text": " check name spelling", "comment": true}]}]},
        {"kind": "VO", "content": [para("Crowds gathered outside city hall before the vote.")]},
        {"kind": "NOTE", "content": [para("Graphic of the vote ready at 18:45")]}
    ]);
    let text = |s: &Value| json!({"script": s, "footnote": "Source: council minutes", "cueIn": "The vote was", "cueOut": "on Monday"});
    let (status, saved) = app
        .send(
            Method::PUT,
            &editor,
            &format!("{doc_path}/text"),
            text(&script),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["revision"], 1);
    assert_eq!(saved["script"], script);
    assert_eq!(
        saved["readingTime"]["headWords"], 14,
        "comments and notes are not read"
    );
    assert_eq!(saved["readingTime"]["offWords"], 8);
    assert_eq!(saved["readingTime"]["head"], "PT5S");
    assert_eq!(saved["cueIn"], "The vote was");

    // A second save; the first revision shows the change as a line diff.
    let mut changed = script.clone();
    changed[0]["content"][0] =
        para("Good evening. The city council passed the budget tonight, seven votes to two.");
    let (_, saved2) = app
        .send(
            Method::PUT,
            &editor,
            &format!("{doc_path}/text"),
            text(&changed),
        )
        .await;
    assert_eq!(saved2["revision"], 2);
    let (_, revs) = app.get(&producer, &format!("{doc_path}/revisions")).await;
    let numbers: Vec<i64> = revs
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["number"].as_i64().unwrap())
        .collect();
    assert_eq!(numbers, [2, 1]);
    assert_eq!(revs[0]["nickname"], "editor");
    let (status, rev1) = app.get(&producer, &format!("{doc_path}/revisions/1")).await;
    assert_eq!(status, 200, "{rev1}");
    assert_eq!(rev1["script"], script);
    let ops: Vec<(String, String)> = rev1["diff"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["op"] != "equal")
        .map(|l| {
            (
                l["op"].as_str().unwrap().to_owned(),
                l["text"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        ops,
        [
            (
                "delete".to_owned(),
                "Good evening. The city council voted tonight on the budget.".to_owned()
            ),
            (
                "insert".to_owned(),
                "Good evening. The city council passed the budget tonight, seven votes to two."
                    .to_owned()
            ),
        ]
    );
    assert_eq!(
        app.get(&producer, &format!("{doc_path}/revisions/9"))
            .await
            .0,
        404
    );

    // Bad scripts are refused and nothing is saved; a viewer cannot write.
    for bad in [
        json!([{"kind": "DANCE", "content": []}]),
        json!({"kind": "TEXT"}),
        json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "x", "color": "red"}]}]}]),
    ] {
        let (status, body) = app
            .send(
                Method::PUT,
                &editor,
                &format!("{doc_path}/text"),
                text(&bad),
            )
            .await;
        assert_eq!(
            (status, body["code"].as_str()),
            (422, Some("validation")),
            "{bad}: {body}"
        );
        assert!(body["fields"]["script"]["code"].is_string());
    }
    let viewer = app.login("viewer").await;
    assert_eq!(
        app.send(
            Method::PUT,
            &viewer,
            &format!("{doc_path}/text"),
            text(&script)
        )
        .await
        .0,
        403
    );
    assert_eq!(app.get(&producer, &doc_path).await.1["revision"], 2);

    // The trash: a deleted story leaves the rundown, waits in the trash, and comes back with its text.
    assert_eq!(
        app.send(Method::DELETE, &producer, &doc_path, Value::Null)
            .await
            .0,
        204
    );
    let after = app.demo_rundown(&producer).await;
    assert!(!story_ids(&after["blocks"][0]).contains(&story));
    assert_eq!(app.get(&editor, &doc_path).await.0, 404);
    let (_, trash) = app
        .get(&producer, &format!("/api/stories/excluded?rundownId={rid}"))
        .await;
    assert_eq!(trash.as_array().unwrap().len(), 1, "{trash}");
    assert_eq!(
        (
            trash[0]["story"]["id"].as_i64(),
            trash[0]["deletedBy"].as_str()
        ),
        (Some(story), Some("producer"))
    );
    let (status, body) = app
        .send(
            Method::PUT,
            &producer,
            "/api/stories/restore",
            json!({"ids": [story]}),
        )
        .await;
    assert_eq!(
        (status, body["restored"].as_i64()),
        (200, Some(1)),
        "{body}"
    );
    let back = app.demo_rundown(&producer).await;
    assert_eq!(
        *story_ids(&back["blocks"][0]).last().unwrap(),
        story,
        "restored at the end of its block"
    );
    assert_eq!(app.get(&editor, &doc_path).await.1["script"], changed);
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            "/api/stories/restore",
            json!({"ids": [story]})
        )
        .await
        .0,
        404
    );
    let (_, trash) = app
        .get(&producer, &format!("/api/stories/excluded?rundownId={rid}"))
        .await;
    assert_eq!(trash, json!([]));
    app.stop().await;
}

/// Type, status and crew of a story: patched one field at a time, kept, refused with the field's
/// message when bad (and nothing changes).
async fn type_status_and_crew(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let r = app.demo_rundown(&producer).await;
    let story = story_ids(&r["blocks"][0])[0];
    let path = format!("/api/stories/{story}");
    assert_eq!(
        crate::helpers::story_in(&r, story)["type"],
        "TEXT",
        "a new story is a reader"
    );
    assert_eq!(crate::helpers::story_in(&r, story)["status"], "DRAFT");
    for (field, value) in [
        ("type", json!("VO_SOT")),
        ("status", json!("READY")),
        ("reporter", json!("  Ana Souza ")),
        ("editor", json!("Carlos Díaz")),
        ("imageEditor", json!("Lee Park")),
        ("company", json!("TV Norte (affiliate)")),
    ] {
        let (status, body) = app.patch(&producer, &path, field, value).await;
        assert_eq!(status, 200, "{field}: {body}");
    }
    let after = app.demo_rundown(&producer).await;
    let s = crate::helpers::story_in(&after, story);
    assert_eq!(
        (
            s["type"].as_str(),
            s["status"].as_str(),
            s["reporter"].as_str(),
            s["editor"].as_str(),
            s["imageEditor"].as_str()
        ),
        (
            Some("VO_SOT"),
            Some("READY"),
            Some("Ana Souza"),
            Some("Carlos Díaz"),
            Some("Lee Park")
        )
    );
    assert_eq!(s["company"], "TV Norte (affiliate)");
    // Refused, with the field's message, and nothing changes.
    for (field, value) in [
        ("type", json!("PODCAST")),
        ("status", json!(3)),
        ("reporter", json!("x".repeat(101))),
        ("company", json!("line\u{1}break")),
    ] {
        let (status, body) = app.patch(&producer, &path, field, value).await;
        assert_eq!(status, 422, "{field}: {body}");
        assert!(body["fields"][field]["code"].is_string(), "{field}: {body}");
    }
    // An empty name or null clears it.
    assert_eq!(
        app.patch(&producer, &path, "editor", json!(" ")).await.0,
        200
    );
    assert_eq!(
        app.patch(&producer, &path, "reporter", Value::Null).await.0,
        200
    );
    let last = app.demo_rundown(&producer).await;
    let s = crate::helpers::story_in(&last, story);
    assert_eq!(
        (
            s["type"].as_str(),
            s["reporter"].as_str(),
            s["editor"].as_str()
        ),
        (Some("VO_SOT"), None, None)
    );
    assert_eq!(s["imageEditor"], "Lee Park");
    assert_eq!(
        s["company"], "TV Norte (affiliate)",
        "kept through the refusals"
    );
    app.stop().await;
}

/// Per-presenter reading rates: a program lists its presenters with their words a minute; a story's
/// presenter (one of them) sets the rate of its reading time.
async fn presenters_set_the_reading_rate(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let (status, list) = app.get(&producer, "/api/programs/1/presenters").await;
    assert_eq!(status, 200, "{list}");
    assert!(
        !list.as_array().unwrap().is_empty(),
        "the demo program has presenters"
    );
    let slow = json!([{"name": "Ana Slow", "wordsPerMinute": 120}, {"name": "Bo Fast", "wordsPerMinute": 240}]);
    assert_eq!(
        app.send(
            Method::PUT,
            &producer,
            "/api/programs/1/presenters",
            slow.clone()
        )
        .await
        .0,
        403
    );
    for bad in [
        json!([{"name": "X", "wordsPerMinute": 20}]),
        json!([{"name": "", "wordsPerMinute": 150}]),
        json!([{"name": "Y", "wordsPerMinute": 150}, {"name": "y", "wordsPerMinute": 160}]),
    ] {
        let (status, body) = app
            .send(Method::PUT, &admin, "/api/programs/1/presenters", bad)
            .await;
        assert_eq!(status, 422, "{body}");
        assert!(body["fields"]["presenters"]["code"].is_string(), "{body}");
    }
    let (status, saved) = app
        .send(Method::PUT, &admin, "/api/programs/1/presenters", slow)
        .await;
    assert_eq!(status, 200, "{saved}");

    // 60 words on camera: 20 s at the default 180 words a minute.
    let r = app.demo_rundown(&producer).await;
    let story = story_ids(&r["blocks"][0])[2];
    let words = vec!["word"; 60].join(" ");
    let script = json!([{"kind": "ON_CAMERA", "content": [para(&words)]}]);
    let (status, doc) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/stories/{story}/text"),
            json!({"script": script, "footnote": "", "cueIn": "", "cueOut": ""}),
        )
        .await;
    assert_eq!(status, 200, "{doc}");
    assert_eq!(
        (
            doc["readingTime"]["wordsPerMinute"].as_i64(),
            doc["readingTime"]["head"].as_str()
        ),
        (Some(180), Some("PT20S"))
    );
    let path = format!("/api/stories/{story}");
    let (status, body) = app
        .patch(&producer, &path, "presenter", json!("Nobody"))
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["fields"]["presenter"]["code"].is_string());
    assert_eq!(
        app.patch(&producer, &path, "presenter", json!("Ana Slow"))
            .await
            .0,
        200
    );
    let (_, doc) = app.get(&producer, &path).await;
    assert_eq!(doc["story"]["presenter"], "Ana Slow");
    assert_eq!(
        (
            doc["readingTime"]["wordsPerMinute"].as_i64(),
            doc["readingTime"]["head"].as_str()
        ),
        (Some(120), Some("PT30S"))
    );
    assert_eq!(
        app.patch(&producer, &path, "presenter", json!("Bo Fast"))
            .await
            .0,
        200
    );
    let (_, doc) = app.get(&producer, &path).await;
    assert_eq!(
        (
            doc["readingTime"]["wordsPerMinute"].as_i64(),
            doc["readingTime"]["head"].as_str()
        ),
        (Some(240), Some("PT15S"))
    );
    app.stop().await;
}

both_modes!(
    scripts_revisions_and_the_trash,
    type_status_and_crew,
    presenters_set_the_reading_rate
);
