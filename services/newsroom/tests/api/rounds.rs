//! Rounds through REST and STOMP, the documents service behind the gateway (issue 13;
//! docs/adr/0003-documents.md, "Reports and rounds"): the desk's calls to the demo's institutions,
//! bad input, a call noted by a single-field patch and calls noted one by one at once, entries with news made into assignments (one
//! change, never twice, the link kept whatever a client sends), an institution in use, the filter,
//! the trash, the general search and `/topic/rounds`.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

/// The ids of the demo's police station, fire brigade, hospital and court.
async fn demo_institutions(app: &TestApp, token: &str) -> [i64; 4] {
    let (_, institutions) = app.get(token, "/api/institutions").await;
    [
        "Central Police Station",
        "Fire Brigade",
        "General Hospital",
        "Court of Justice",
    ]
    .map(|name| {
        institutions
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {institutions}"))["id"]
            .as_i64()
            .unwrap()
    })
}

async fn a_morning_round_turns_its_news_into_assignments(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let viewer = app.login("viewer").await;
    let day = "2031-12-01";

    // The editor follows the rounds live (ROUND read).
    let mut live = Client::connect(&app, &editor).await;
    live.send("SUBSCRIBE\nid:r\ndestination:/topic/rounds\nreceipt:r\n\n\0")
        .await;
    let f = live.next().await.expect("RECEIPT");
    assert_eq!(f.command, Command::Receipt, "{f:?}");
    let mut next = async || {
        let f = live.next().await.expect("MESSAGE");
        assert_eq!(f.get("destination"), Some("/topic/rounds"), "{f:?}");
        let v: Value = serde_json::from_slice(&f.body).unwrap();
        (v["event"].as_str().unwrap().to_owned(), v)
    };

    // The demo's institutions, each in a segment.
    let [police, fire, hospital, _] = demo_institutions(&app, &producer).await;

    // Bad input: every problem at once, nothing saved.
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/rounds",
            json!({"slug": "MORNING ROUND", "date": day, "programIds": [1],
                   "entries": [{"institutionId": police}, {"institutionId": police}]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["entries"]["code"]),
        (422, &json!("duplicate")),
        "{e}"
    );
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/rounds",
            json!({"slug": "MORNING ROUND", "date": day, "programIds": [1],
                   "entries": [{"institutionId": 999_999_999}]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["entries"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/rounds",
            json!({"slug": "MORNING ROUND", "date": day, "programIds": [1],
                   "entries": [{"institutionId": police, "outcome": "NEWS"}]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["entries"]["code"]),
        (422, &json!("required")),
        "news says what: {e}"
    );
    let (status, _) = app
        .get(&viewer, &format!("/api/rounds?date={day}&allPrograms=true"))
        .await;
    assert_eq!(status, 403, "the viewers' group reads no rounds");

    // The round: every institution pending; a forged assignment link is dropped.
    let (status, round) = app
        .send(
            Method::POST,
            &producer,
            "/api/rounds",
            json!({"slug": "MORNING ROUND", "date": day, "shift": " Morning ", "programIds": [1],
                   "entries": [{"institutionId": police, "assignmentId": 1000000000001_i64},
                               {"institutionId": fire}, {"institutionId": hospital}]}),
        )
        .await;
    assert_eq!(status, 201, "{round}");
    assert_eq!(
        (
            &round["shift"],
            &round["entries"][0]["outcome"],
            &round["entries"][0]["assignmentId"]
        ),
        (&json!("Morning"), &json!("PENDING"), &Value::Null)
    );
    let id = round["id"].as_i64().unwrap();
    let doc = format!("/api/rounds/{id}");
    assert_eq!(next().await.0, "created");

    // The calls, noted as they are made: a patch of the entries.
    let entries = json!([
        {"institutionId": police, "calledAt": format!("{day}T09:05:00Z"), "answeredBy": "Sgt. Lima",
         "text": "Two arrests after the market robbery.", "outcome": "NEWS"},
        {"institutionId": fire, "calledAt": format!("{day}T09:10:00Z"), "answeredBy": "Press office",
         "outcome": "NOTHING_NEW"},
        {"institutionId": hospital, "calledAt": format!("{day}T09:20:00Z"),
         "text": "The burn unit reopens today.", "outcome": "NEWS"}]);
    let (status, r) = app.patch(&producer, &doc, "entries", entries.clone()).await;
    assert_eq!(
        (status, &r["entries"][0]["outcome"]),
        (200, &json!("NEWS")),
        "{r}"
    );
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["data"]["entries"][2]["text"]),
        ("updated", &json!("The burn unit reopens today."))
    );
    let (status, _) = app.patch(&editor, &doc, "notes", json!("x")).await;
    assert_eq!(status, 403, "readers note no calls");

    // News becomes assignments: one change, the entries naming them.
    let from = format!("/api/assignments/round/{id}");
    for (ids, code) in [
        (json!([fire]), "invalid"),
        (json!([999_999_999]), "unknown_value"),
        (json!([police, police]), "duplicate"),
        (json!([]), "required"),
    ] {
        let (status, e) = app
            .send(Method::POST, &producer, &from, json!({"entryIds": ids}))
            .await;
        assert_eq!(
            (status, &e["fields"]["entryIds"]["code"]),
            (422, &json!(code)),
            "{ids}: {e}"
        );
    }
    let (status, _) = app
        .send(Method::POST, &editor, &from, json!({"entryIds": [police]}))
        .await;
    assert_eq!(status, 403, "an editor reads assignments and writes none");
    let (status, made) = app
        .send(
            Method::POST,
            &producer,
            &from,
            json!({"entryIds": [hospital, police]}),
        )
        .await;
    assert_eq!(status, 201, "{made}");
    let assignments = made["assignments"].as_array().unwrap();
    assert_eq!(
        (
            &assignments[0]["slug"],
            &assignments[0]["date"],
            &assignments[1]["slug"],
            &assignments[1]["content"],
        ),
        (
            &json!("General Hospital"),
            &json!(day),
            &json!("Central Police Station"),
            &json!("Two arrests after the market robbery.\n\nCentral Police Station: Sgt. Lima"),
        ),
        "{made}"
    );
    let police_assignment = assignments[1]["id"].clone();
    assert_eq!(
        made["round"]["entries"][0]["assignmentId"],
        police_assignment
    );
    assert_eq!(
        made["round"]["entries"][2]["assignmentId"],
        assignments[0]["id"]
    );
    assert_eq!(made["round"]["entries"][1]["assignmentId"], Value::Null);
    assert_eq!(next().await.0, "updated");
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            &from,
            json!({"entryIds": [police]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["entryIds"]["code"]),
        (422, &json!("duplicate")),
        "never twice: {e}"
    );
    let (_, desk) = app
        .get(
            &editor,
            &format!("/api/assignments?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(desk.as_array().map(Vec::len), Some(2), "{desk}");

    // A later save without the links keeps them.
    let (status, r) = app.patch(&producer, &doc, "entries", entries).await;
    assert_eq!(
        (status, &r["entries"][0]["assignmentId"]),
        (200, &police_assignment),
        "{r}"
    );
    let _ = next().await;

    // An institution a round calls is not deleted.
    let (status, e) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/institutions/{fire}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("reference_in_use")),
        "{e}"
    );

    // The filter by institution and by words; the general search.
    let (status, page) = app
        .get(&editor, &format!("/api/rounds/filter?institutionId={fire}"))
        .await;
    assert_eq!(
        (status, &page["total"], &page["data"][0]["id"]),
        (200, &json!(1), &json!(id)),
        "{page}"
    );
    let (_, page) = app
        .get(&editor, "/api/rounds/filter?content=burn%20UNIT")
        .await;
    assert_eq!(page["total"], json!(1), "{page}");
    let (status, hits) = app
        .get(&producer, "/api/search?q=burn%20unit&kinds=ROUND")
        .await;
    assert_eq!(
        (status, &hits["total"], &hits["data"][0]["id"]),
        (200, &json!(1), &json!(id)),
        "{hits}"
    );

    // Revisions, the trash and back.
    let (status, revs) = app.get(&editor, &format!("{doc}/revisions")).await;
    assert_eq!(
        (status, revs.as_array().map(Vec::len)),
        (200, Some(4)),
        "{revs}"
    );
    let (status, rev) = app.get(&editor, &format!("{doc}/revisions/1")).await;
    assert_eq!(status, 200, "{rev}");
    assert!(
        rev["diff"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["op"] == "insert" && l["text"] == "The burn unit reopens today."),
        "{rev}"
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/rounds?ids={id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(next().await.0, "deleted");
    let (status, _) = app.get(&editor, &doc).await;
    assert_eq!(status, 404);
    let (status, back) = app
        .send(
            Method::PUT,
            &producer,
            "/api/rounds/restore",
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(
        (status, &back[0]["entries"][0]["assignmentId"]),
        (200, &police_assignment),
        "{back}"
    );
    app.stop().await;
}

both_modes!(a_morning_round_turns_its_news_into_assignments);

/// Calls noted one by one (`PUT /api/rounds/{id}/entries/{institutionId}`) by two desks at once:
/// each changes its own entry only, so none is lost, whatever order they land in.
async fn calls_noted_at_once_are_all_kept(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let day = "2031-12-02";
    let [police, fire, hospital, court] = demo_institutions(&app, &producer).await;
    let (status, round) = app
        .send(
            Method::POST,
            &producer,
            "/api/rounds",
            json!({"slug": "NIGHT ROUND", "date": day, "shift": "Night", "programIds": [1],
                   "entries": [{"institutionId": police}, {"institutionId": fire},
                               {"institutionId": hospital}]}),
        )
        .await;
    assert_eq!(status, 201, "{round}");
    let id = round["id"].as_i64().unwrap();
    let call = |institution: i64| format!("/api/rounds/{id}/entries/{institution}");

    // Three calls at once from two desks, one of them an institution the round did not call yet.
    let (police_call, fire_call, court_call) = (call(police), call(fire), call(court));
    let (a, b, c) = tokio::join!(
        app.send(
            Method::PUT,
            &producer,
            &police_call,
            json!({"calledAt": format!("{day}T22:05:00-03:00"), "answeredBy": "Sgt. Lima",
                   "text": "A car chase on the ring road.", "outcome": "NEWS"}),
        ),
        app.send(
            Method::PUT,
            &admin,
            &fire_call,
            json!({"calledAt": format!("{day}T23:10:00Z"), "outcome": "NOTHING_NEW"}),
        ),
        app.send(
            Method::PUT,
            &admin,
            &court_call,
            json!({"answeredBy": "Clerk", "text": "Verdict due at nine.", "outcome": "NEWS"}),
        ),
    );
    assert_eq!((a.0, b.0, c.0), (200, 200, 200), "{a:?} {b:?} {c:?}");
    let (_, now) = app.get(&editor, &format!("/api/rounds/{id}")).await;
    let entries = now["entries"].as_array().unwrap();
    let of = |institution: i64| {
        entries
            .iter()
            .find(|e| e["institutionId"] == institution)
            .unwrap_or_else(|| panic!("{institution} in {now}"))
    };
    assert_eq!(entries.len(), 4, "{now}");
    assert_eq!(
        entries[..3]
            .iter()
            .map(|e| e["institutionId"].as_i64().unwrap())
            .collect::<Vec<_>>(),
        vec![police, fire, hospital],
        "the round's order kept, the new call last: {now}"
    );
    assert_eq!(
        (&of(police)["outcome"], &of(police)["calledAt"]),
        (&json!("NEWS"), &json!("2031-12-03T01:05:00Z")),
        "in UTC: {now}"
    );
    assert_eq!(of(fire)["outcome"], json!("NOTHING_NEW"));
    assert_eq!(of(hospital)["outcome"], json!("PENDING"));
    assert_eq!(of(court)["text"], json!("Verdict due at nine."));
    assert_eq!(now["revision"], json!(4), "one revision a call: {now}");

    // News made into an assignment stays linked when the call is noted again.
    let (status, made) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/assignments/round/{id}"),
            json!({"entryIds": [court]}),
        )
        .await;
    assert_eq!(status, 201, "{made}");
    let linked = made["assignments"][0]["id"].clone();
    let (status, r) = app
        .send(
            Method::PUT,
            &producer,
            &court_call,
            json!({"answeredBy": "Clerk", "text": "Verdict moved to ten.", "outcome": "NEWS"}),
        )
        .await;
    assert_eq!(
        (
            status,
            &r["entries"][3]["assignmentId"],
            &r["entries"][3]["text"]
        ),
        (200, &linked, &json!("Verdict moved to ten.")),
        "{r}"
    );

    // Bad input: a clear 4xx, nothing changed.
    for (institution, body, code) in [
        (hospital, json!({"outcome": "NEWS"}), "required"),
        (
            999_999_999,
            json!({"outcome": "NOTHING_NEW"}),
            "unknown_value",
        ),
        (hospital, json!({"text": "x".repeat(10_001)}), "too_long"),
    ] {
        let (status, e) = app
            .send(Method::PUT, &producer, &call(institution), body)
            .await;
        assert_eq!(
            (status, &e["fields"]["entries"]["code"]),
            (422, &json!(code)),
            "{e}"
        );
    }
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &call(hospital),
            json!({"outcome": "NEWS", "text": "x", "assignmentId": 5}),
        )
        .await;
    assert_eq!(status, 422, "the link is the service's to set");
    let (status, _) = app
        .send(
            Method::PUT,
            &editor,
            &call(hospital),
            json!({"outcome": "NOTHING_NEW"}),
        )
        .await;
    assert_eq!(status, 403, "readers note no calls");
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/rounds/999999999999/entries/{hospital}"),
            json!({"outcome": "NOTHING_NEW"}),
        )
        .await;
    assert_eq!(status, 404);

    // While someone else edits the round, no call is noted over them.
    let (status, held) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/locks/{id}"),
            json!({"uuid": "tab-1"}),
        )
        .await;
    assert_eq!(status, 200, "{held}");
    let (status, e) = app
        .send(
            Method::PUT,
            &producer,
            &call(hospital),
            json!({"outcome": "NOTHING_NEW"}),
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")), "{e}");
    let (_, after) = app.get(&editor, &format!("/api/rounds/{id}")).await;
    assert_eq!(
        (&after["revision"], &after["entries"][2]["outcome"]),
        (&json!(6), &json!("PENDING")),
        "nothing saved by the refusals: {after}"
    );
    app.stop().await;
}

both_modes!(calls_noted_at_once_are_all_kept);
