//! Reportages (news reports) through REST, the documents service behind the gateway (issue 13;
//! docs/adr/0003-documents.md, "Reportages"): sections with their reading times, the page filter,
//! approval (and what takes it away), writing one from an assignment, states, the trash, edit locks,
//! revisions, the general search and `/topic/reportages`.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn me(app: &TestApp, token: &str) -> i64 {
    let (status, me) = app.get(token, "/api/users/me").await;
    me["id"]
        .as_i64()
        .unwrap_or_else(|| panic!("GET /api/users/me: {status} {me}"))
}

fn paragraph(text: &str) -> Value {
    json!({"type": "paragraph", "children": [{"text": text}]})
}

/// Sections of the given kinds and texts.
fn sections(parts: &[(&str, &str)]) -> Value {
    Value::Array(
        parts
            .iter()
            .map(|(kind, text)| json!({"kind": kind, "content": [paragraph(text)]}))
            .collect(),
    )
}

fn slugs(page: &Value) -> Vec<&str> {
    page["data"]
        .as_array()
        .unwrap_or_else(|| panic!("a page: {page}"))
        .iter()
        .map(|r| r["slug"].as_str().unwrap())
        .collect()
}

async fn reportages_are_written_filtered_and_approved(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let reporter = app.login("reporter").await;
    let producer = app.login("producer").await;
    let editor = app.login("editor").await;
    let viewer = app.login("viewer").await;
    let guest = app.login("guest").await;
    let rita = me(&app, &reporter).await;
    let day = "2031-09-02";

    // A reporter writes a package: the lead and the footnote are the presenter's words, the off the
    // reporter's voice, the interview recorded sound (not read).
    let body = json!({
        "slug": " RIVER FLOODS ", "date": day, "programIds": [1], "reporterIds": [rita],
        "sections": sections(&[
            ("LEAD", "The river rose two metres overnight in the north of the city"),
            ("OFF", "Families left their homes before dawn carrying what they could"),
            ("INTERVIEW", "We lost everything we had"),
            ("FOOTNOTE", "Schools stay shut tomorrow"),
        ]),
    });
    let (status, floods) = app
        .send(Method::POST, &reporter, "/api/reportages", body.clone())
        .await;
    assert_eq!(status, 201, "{floods}");
    let id = floods["id"].as_i64().unwrap();
    assert!(id >= 1_000_000_000_000, "{floods}");
    assert_eq!(
        (
            &floods["slug"],
            &floods["state"],
            &floods["approved"],
            &floods["owner"]["nickname"],
            &floods["revision"],
            &floods["assignmentId"],
        ),
        (
            &json!("RIVER FLOODS"),
            &json!("PRODUCING"),
            &json!(false),
            &json!("reporter"),
            &json!(1),
            &Value::Null,
        )
    );
    assert_eq!(
        floods["sections"], body["sections"],
        "sections kept as written"
    );
    // 12 + 4 presenter words, 10 reporter words, at 180 a minute, rounded up to the second.
    assert_eq!(
        (&floods["presenterTime"], &floods["reporterTime"]),
        (&json!("PT6S"), &json!("PT4S"))
    );

    // Bad input: every field problem at once; nothing saved.
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "", "date": "soon", "programIds": [],
                   "sections": [{"kind": "DANCE", "content": []}]}),
        )
        .await;
    assert_eq!((status, &e["code"]), (422, &json!("validation")), "{e}");
    for field in ["slug", "date", "programIds", "sections"] {
        assert!(e["fields"][field].is_object(), "{field}: {e}");
    }
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "X", "date": day, "programIds": [1], "assignmentId": 999_999_999_999_999_i64}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["assignmentId"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
    let (status, _) = app
        .send(Method::POST, &viewer, "/api/reportages", body.clone())
        .await;
    assert_eq!(status, 403, "a reader writes no reportage");
    let (status, _) = app
        .get(&guest, "/api/reportages/pageFilter?allPrograms=true")
        .await;
    assert_eq!(status, 403);

    // The producer writes two more; the page filter of web.md section 3.
    for (slug, program, text) in [
        ("HARBOUR STRIKE", 1, "Dockers meet at nine"),
        ("COUNCIL BUDGET", 2, "The council votes the budget"),
    ] {
        let (status, r) = app
            .send(
                Method::POST,
                &producer,
                "/api/reportages",
                json!({"slug": slug, "date": day, "programIds": [program],
                       "sections": sections(&[("OFF", text)])}),
            )
            .await;
        assert_eq!(status, 201, "{r}");
    }
    let page = |query: &str| {
        let (app, viewer) = (&app, &viewer);
        let path = format!("/api/reportages/pageFilter?date={day}&{query}");
        async move {
            let (status, p) = app.get(viewer, &path).await;
            assert_eq!(status, 200, "{path}: {p}");
            p
        }
    };
    let all = page("allPrograms=true").await;
    assert_eq!(all["total"], json!(3), "{all}");
    assert_eq!(
        slugs(&page("programId=1").await),
        vec!["RIVER FLOODS", "HARBOUR STRIKE"]
    );
    // allPrograms wins over a program; ids of 0 or less and blank texts are no condition.
    assert_eq!(
        page("programId=2&allPrograms=true").await["total"],
        json!(3)
    );
    assert_eq!(
        page("programId=0&reporterId=-1&slug=&content=").await["total"],
        json!(3)
    );
    assert_eq!(
        slugs(&page(&format!("reporterId={rita}")).await),
        vec!["RIVER FLOODS"]
    );
    assert_eq!(
        slugs(&page("content=DOCKERS").await),
        vec!["HARBOUR STRIKE"],
        "content looks in the sections' text"
    );
    assert_eq!(slugs(&page("slug=budget").await), vec!["COUNCIL BUDGET"]);
    let first = page("allPrograms=true&offset=0&size=2").await;
    let second = page("allPrograms=true&offset=2&size=2").await;
    assert_eq!(
        (slugs(&first).len(), slugs(&second).len(), &second["total"]),
        (2, 1, &json!(3))
    );
    let (status, e) = app.get(&viewer, "/api/reportages/pageFilter?size=0").await;
    assert_eq!(
        (status, &e["fields"]["size"]["code"]),
        (422, &json!("range"))
    );

    // Approval is the editor's (NEWS_REPORT admin); a writer may not approve.
    let approve = json!({"ids": [id]});
    let (status, _) = app
        .send(
            Method::PUT,
            &reporter,
            "/api/reportages/approve",
            approve.clone(),
        )
        .await;
    assert_eq!(status, 403);
    let (status, list) = app
        .send(
            Method::PUT,
            &editor,
            "/api/reportages/approve",
            approve.clone(),
        )
        .await;
    assert_eq!(
        (status, &list[0]["approved"], &list[0]["revision"]),
        (200, &json!(true), &json!(2)),
        "{list}"
    );

    // A change of who works on it keeps the approval; making it private does not pass; a change of
    // its text takes the approval away.
    let doc = format!("/api/reportages/{id}");
    let mut change = body.clone();
    change["editorIds"] = json!([me(&app, &editor).await]);
    change["revision"] = json!(2);
    let (status, kept) = app.send(Method::PUT, &reporter, &doc, change.clone()).await;
    assert_eq!(
        (status, &kept["approved"], &kept["revision"]),
        (200, &json!(true), &json!(3)),
        "{kept}"
    );
    change["revision"] = json!(3);
    change["private"] = json!(true);
    let (status, e) = app.send(Method::PUT, &reporter, &doc, change.clone()).await;
    assert_eq!(
        (status, &e["fields"]["private"]["code"]),
        (422, &json!("approved_private")),
        "{e}"
    );
    change["private"] = json!(false);
    change["sections"][1]["content"][0]["children"][0]["text"] =
        json!("Families left their homes at dawn");
    let (status, changed) = app.send(Method::PUT, &reporter, &doc, change.clone()).await;
    assert_eq!(
        (status, &changed["approved"], &changed["revision"]),
        (200, &json!(false), &json!(4)),
        "{changed}"
    );
    let (status, e) = app.send(Method::PUT, &reporter, &doc, change.clone()).await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("conflict")),
        "a stale revision"
    );

    // A private reportage is not approved, even by an editor it is shared with; who it is not
    // shared with does not see it at all.
    let ed = me(&app, &editor).await;
    let (status, private) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "SOURCE", "date": day, "programIds": [1], "private": true,
                   "allowedUserIds": [ed]}),
        )
        .await;
    assert_eq!(status, 201, "{private}");
    let private_id = private["id"].as_i64().unwrap();
    let (status, e) = app
        .send(
            Method::PUT,
            &editor,
            "/api/reportages/approve",
            json!({"ids": [id, private_id]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["ids"]["code"]),
        (422, &json!("approved_private")),
        "{e}"
    );
    assert_eq!(
        app.get(&editor, &doc).await.1["approved"],
        json!(false),
        "all or none"
    );
    assert_eq!(
        app.get(&producer, &format!("/api/reportages/{private_id}"))
            .await
            .0,
        404
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/reportages/approve",
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(
        status, 403,
        "a producer writes reportages but does not approve them"
    );
    // Disapproval; states for several at once.
    app.send(
        Method::PUT,
        &editor,
        "/api/reportages/approve",
        approve.clone(),
    )
    .await;
    let (status, list) = app
        .send(Method::PUT, &editor, "/api/reportages/disapprove", approve)
        .await;
    assert_eq!((status, &list[0]["approved"]), (200, &json!(false)));
    let (status, list) = app
        .send(
            Method::PATCH,
            &reporter,
            "/api/reportages/states",
            json!({"ids": [id], "state": "EDITING"}),
        )
        .await;
    assert_eq!(
        (status, &list[0]["state"]),
        (200, &json!("EDITING")),
        "{list}"
    );
    app.stop().await;
}

async fn a_reportage_is_written_from_an_assignment(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let rita = me(&app, &reporter).await;
    let paula = me(&app, &producer).await;
    let (status, a) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "BRIDGE REOPENS", "date": "2031-09-03", "programIds": [1, 2],
                   "reporterIds": [rita], "content": "Talk to the mayor.\n\nFilm the first cars."}),
        )
        .await;
    assert_eq!(status, 201, "{a}");
    let assignment = a["id"].as_i64().unwrap();
    let (status, r) = app
        .send(
            Method::POST,
            &reporter,
            &format!("/api/reportages/assignment/{assignment}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(
        (
            &r["slug"],
            &r["date"],
            &r["programIds"],
            &r["reporterIds"],
            &r["assignmentId"],
            &r["owner"]["nickname"],
        ),
        (
            &json!("BRIDGE REOPENS"),
            &json!("2031-09-03"),
            &json!([1, 2]),
            &json!([rita]),
            &json!(assignment),
            &json!("reporter"),
        )
    );
    assert_eq!(
        r["sections"],
        json!([{"kind": "LEAD", "content": []},
               {"kind": "OFF", "content": [paragraph("Talk to the mayor."), paragraph("Film the first cars.")]}])
    );

    // A private assignment of the producer's, shared with the reporter: the reportage stays private
    // among the same people, its author now the reporter.
    let (status, a) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "WHISTLEBLOWER", "date": "2031-09-03", "programIds": [1],
                   "private": true, "allowedUserIds": [rita]}),
        )
        .await;
    assert_eq!(status, 201, "{a}");
    let secret = a["id"].as_i64().unwrap();
    let (status, r) = app
        .send(
            Method::POST,
            &reporter,
            &format!("/api/reportages/assignment/{secret}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 201, "{r}");
    assert_eq!(
        (&r["private"], &r["allowedUserIds"]),
        (&json!(true), &json!([paula]))
    );
    // Nobody else may write from it, nor see that it exists; an unknown assignment is not found.
    let (status, _) = app
        .send(
            Method::POST,
            &editor,
            &format!("/api/reportages/assignment/{secret}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .send(
            Method::POST,
            &editor,
            "/api/reportages/assignment/1000000999999",
            Value::Null,
        )
        .await;
    assert_eq!(status, 404);
    app.stop().await;
}

async fn reportages_are_locked_trashed_revised_and_found(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let producer = app.login("producer").await;

    // The editor follows the reportages live.
    let mut live = Client::connect(&app, &editor).await;
    live.send("SUBSCRIBE\nid:rep\ndestination:/topic/reportages\nreceipt:r\n\n\0")
        .await;
    let f = live.next().await.expect("RECEIPT");
    assert_eq!(f.command, Command::Receipt, "{f:?}");
    let mut next = async || {
        let f = live.next().await.expect("MESSAGE");
        assert_eq!(f.get("destination"), Some("/topic/reportages"), "{f:?}");
        let v: Value = serde_json::from_slice(&f.body).unwrap();
        (v["event"].as_str().unwrap().to_owned(), v)
    };

    let key = format!("zq{}", std::process::id());
    let body = json!({"slug": "MARKET FIRE", "date": "2031-09-04", "programIds": [1],
        "sections": sections(&[("OFF", &format!("Firefighters fought the blaze ({key}) for hours"))])});
    let (status, r) = app
        .send(Method::POST, &reporter, "/api/reportages", body.clone())
        .await;
    assert_eq!(status, 201, "{r}");
    let id = r["id"].as_i64().unwrap();
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["entity"], &ev["data"]["slug"]),
        ("created", &json!("reportage"), &json!("MARKET FIRE"))
    );
    // A private reportage of the reporter's never reaches the editor.
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "PRIVATE NOTE", "date": "2031-09-04", "programIds": [1], "private": true}),
        )
        .await;
    assert_eq!(status, 201);

    // Found by a word of a section, at once, by who may read reportages.
    let (status, hits) = app
        .get(&producer, &format!("/api/search?q={key}&kinds=REPORTAGE"))
        .await;
    assert_eq!(status, 200, "{hits}");
    assert_eq!(
        (
            &hits["total"],
            &hits["data"][0]["id"],
            &hits["data"][0]["kind"]
        ),
        (&json!(1), &json!(id), &json!("REPORTAGE")),
        "{hits}"
    );

    // Edited under the documents' edit lock: the reporter's tab holds it, the editor takes it over,
    // the reporter's save is refused and the lock events reach the topic.
    let (doc, lock) = (format!("/api/reportages/{id}"), format!("/api/locks/{id}"));
    let (status, held) = app
        .send(
            Method::PUT,
            &reporter,
            &lock,
            json!({"uuid": "tab-r", "renew": false}),
        )
        .await;
    assert_eq!(
        (status, &held["nickname"]),
        (200, &json!("reporter")),
        "{held}"
    );
    assert_eq!(next().await.0, "lock");
    let (status, e) = app
        .send(
            Method::DELETE,
            &editor,
            &format!("/api/reportages?ids={id}"),
            Value::Null,
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")), "{e}");
    let (status, taken) = app
        .send(
            Method::PUT,
            &editor,
            &format!("{lock}/take_over"),
            json!({"uuid": "tab-e"}),
        )
        .await;
    assert_eq!(
        (status, &taken["nickname"]),
        (200, &json!("editor")),
        "{taken}"
    );
    assert_eq!(next().await.0, "take_over");
    let mut change = body.clone();
    change["sections"] = sections(&[("OFF", "Firefighters fought the blaze for six hours")]);
    change["revision"] = json!(1);
    change["lockUuid"] = json!("tab-r");
    let (status, e) = app.send(Method::PUT, &reporter, &doc, change.clone()).await;
    assert_eq!((status, &e["code"]), (409, &json!("lock_lost")), "{e}");
    change["lockUuid"] = json!("tab-e");
    let (status, saved) = app.send(Method::PUT, &editor, &doc, change.clone()).await;
    assert_eq!((status, &saved["revision"]), (200, &json!(2)), "{saved}");
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["data"]["revision"]),
        ("updated", &json!(2))
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &editor,
            &format!("{lock}?uuid=tab-e"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(next().await.0, "unlock");

    // The old words are no longer found, the new ones are.
    let (_, hits) = app
        .get(&producer, &format!("/api/search?q={key}&kinds=REPORTAGE"))
        .await;
    assert_eq!(hits["total"], json!(0), "{hits}");

    // Every change is a revision; the diff shows the section's text, labelled by kind.
    let (status, revs) = app.get(&reporter, &format!("{doc}/revisions")).await;
    assert_eq!(status, 200, "{revs}");
    assert_eq!(revs.as_array().unwrap().len(), 2, "{revs}");
    let (status, rev) = app.get(&reporter, &format!("{doc}/revisions/1")).await;
    assert_eq!(status, 200, "{rev}");
    let lines: Vec<(String, String)> = rev["diff"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["op"].as_str().unwrap_or_default().to_owned(),
                l["text"].as_str().unwrap_or_default().trim_end().to_owned(),
            )
        })
        .collect();
    assert!(
        lines.iter().any(|(_, t)| t == "[OFF]"),
        "sections are labelled: {rev}"
    );
    assert!(
        lines
            .iter()
            .any(|(tag, t)| tag == "insert" && t.contains("six hours")),
        "{rev}"
    );

    // The trash: out of lists and search, listed in the trash, restored whole.
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/reportages?ids={id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(next().await.0, "deleted");
    assert_eq!(app.get(&reporter, &doc).await.0, 404);
    let (_, trash) = app.get(&reporter, "/api/reportages/excluded").await;
    assert_eq!(slugs(&trash), vec!["MARKET FIRE"], "{trash}");
    let (status, list) = app
        .send(
            Method::PUT,
            &reporter,
            "/api/reportages/restore",
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!((status, &list[0]["revision"]), (200, &json!(4)), "{list}");
    assert_eq!(next().await.0, "restored");
    let (status, back) = app.get(&editor, &doc).await;
    assert_eq!((status, &back["sections"]), (200, &change["sections"]));
    let (_, hits) = app
        .get(
            &producer,
            "/api/search?q=six%20hours&kinds=REPORTAGE&mode=PHRASE",
        )
        .await;
    assert_eq!(
        hits["data"][0]["id"],
        json!(id),
        "restored and found: {hits}"
    );
    app.stop().await;
}

/// A story of tonight's rundown made from a reportage and from an assignment (web.md section 7,
/// "create from assignments, news and reportages"): the presenter's parts read on camera, the package
/// played with each section's kind as a comment, the guideline as information for the crew.
async fn stories_are_made_from_documents(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let (status, rundown) = app
        .get(
            &producer,
            &format!("/api/rundowns?date={}&programId=1", app.today()),
        )
        .await;
    assert_eq!(status, 200, "{rundown}");
    let block = rundown["blocks"][0]["id"].as_i64().unwrap();
    let (status, r) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "RIVER FLOODS", "date": app.today(), "programIds": [1],
            "sections": sections(&[
                ("LEAD", "The river rose overnight"),
                ("OFF", "Families left before dawn"),
                ("INTERVIEW", "We lost everything"),
                ("FOOTNOTE", "Schools stay shut"),
            ])}),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    let reportage = r["id"].as_i64().unwrap();
    let path = format!("/api/blocks/{block}/stories/fromDocument");
    let (status, story) = app
        .send(
            Method::POST,
            &producer,
            &path,
            json!({"documentId": reportage, "position": 0}),
        )
        .await;
    assert_eq!(status, 201, "{story}");
    assert_eq!(story["slug"], json!("RIVER FLOODS"));
    // It links back, is a package, and its times come from the text: the lead and the footnote
    // (seven words at 180 a minute: 2.3 s, rounded up) are its head, the reporter's four words
    // over pictures (1.3 s) its VT; the interview is recorded sound, not counted.
    assert_eq!(
        story["source"],
        json!({"documentId": reportage, "kind": "REPORTAGE"})
    );
    assert_eq!(
        (&story["type"], &story["head"], &story["off"], &story["vt"]),
        (
            &json!("PACKAGE"),
            &json!("PT3S"),
            &json!("PT0S"),
            &json!("PT2S")
        ),
        "{story}"
    );
    let story_id = story["id"].as_i64().unwrap();
    let (status, rundown) = app
        .get(
            &producer,
            &format!("/api/rundowns?date={}&programId=1", app.today()),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        rundown["blocks"][0]["stories"][0]["id"],
        json!(story_id),
        "first in its block, as asked"
    );
    assert_eq!(
        rundown["blocks"][0]["stories"][0]["source"]["documentId"],
        json!(reportage),
        "the rundown shows the link too"
    );
    let (status, doc) = app
        .get(&producer, &format!("/api/stories/{story_id}"))
        .await;
    assert_eq!(status, 200, "{doc}");
    let kinds: Vec<&str> = doc["script"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["ON_CAMERA", "PLAYBACK", "ON_CAMERA"], "{doc}");
    assert_eq!(
        doc["script"][1]["content"][0]["children"],
        json!([{"text": "[OFF] ", "comment": true}, {"text": "Families left before dawn"}])
    );

    // From an assignment: its guideline for the crew.
    let (status, a) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "BRIDGE", "date": app.today(), "programIds": [1], "content": "Film the first cars."}),
        )
        .await;
    assert_eq!(status, 201, "{a}");
    let (status, story) = app
        .send(
            Method::POST,
            &producer,
            &path,
            json!({"documentId": a["id"]}),
        )
        .await;
    assert_eq!(status, 201, "{story}");
    assert_eq!(
        (&story["source"], &story["type"], &story["head"]),
        (
            &json!({"documentId": a["id"], "kind": "ASSIGNMENT"}),
            &json!("TEXT"),
            &json!("PT0S")
        ),
        "a reader to be written: the guideline is not read on air"
    );
    let (_, doc) = app
        .get(&producer, &format!("/api/stories/{}", story["id"]))
        .await;
    assert_eq!(
        (
            &doc["script"][0]["kind"],
            &doc["script"][0]["content"][0]["children"][0]["text"]
        ),
        (&json!("INFORMATION"), &json!("Film the first cars."))
    );

    // Refused, nothing made: a reporter does not write rundowns; a private reportage of someone
    // else is not found; neither is a block.
    let count = |r: &Value| r["blocks"][0]["stories"].as_array().unwrap().len();
    let before = count(
        &app.get(
            &producer,
            &format!("/api/rundowns?date={}&programId=1", app.today()),
        )
        .await
        .1,
    );
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            &path,
            json!({"documentId": reportage}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, private) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages",
            json!({"slug": "NOTES", "date": app.today(), "programIds": [1], "private": true}),
        )
        .await;
    assert_eq!(status, 201, "{private}");
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            &path,
            json!({"documentId": private["id"]}),
        )
        .await;
    assert_eq!(status, 404);
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/blocks/987654321/stories/fromDocument",
            json!({"documentId": reportage}),
        )
        .await;
    assert_eq!(status, 404, "{e}");
    let after = count(
        &app.get(
            &producer,
            &format!("/api/rundowns?date={}&programId=1", app.today()),
        )
        .await
        .1,
    );
    assert_eq!(before, after);
    app.stop().await;
}

/// Copy, counter and e-mail of reportages (web.md section 7, "News reports: ... states, copy, email,
/// counter"), the assignments' rules over the document base: a copy is the copier's, PRODUCING and
/// unapproved, all or none; the counter counts what the caller may see; a mail carries the sections
/// as text in the installation's words (comments left out), a private reportage only to who may see it.
async fn reportages_are_copied_counted_and_mailed(mode: Mode) {
    use newsroom_test_support::smtp::SmtpServer;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let viewer = app.login("viewer").await;
    let (rita, eddie) = (me(&app, &reporter).await, me(&app, &editor).await);
    let (day, next) = ("2031-10-06", "2031-10-07");
    let mut floods_sections = sections(&[
        ("LEAD", "The river rose two metres overnight"),
        ("OFF", "Families left before dawn"),
        ("INTERVIEW", "We lost everything"),
    ]);
    floods_sections[1]["content"][0]["children"]
        .as_array_mut()
        .unwrap()
        .push(json!({"text": " (check the figure)", "comment": true}));
    let mut made = Vec::new();
    for body in [
        json!({"slug": "RIVER FLOODS", "date": day, "programIds": [1], "reporterIds": [rita],
               "editorIds": [eddie], "sections": floods_sections}),
        json!({"slug": "SOURCE TIP", "date": day, "programIds": [1], "reporterIds": [rita],
               "editorIds": [eddie], "private": true, "sections": sections(&[("OFF", "Call back after 6")])}),
    ] {
        let (status, r) = app
            .send(Method::POST, &reporter, "/api/reportages", body)
            .await;
        assert_eq!(status, 201, "{r}");
        made.push(r["id"].as_i64().unwrap());
    }
    let (floods, tip) = (made[0], made[1]);
    let (status, _) = app
        .send(
            Method::PUT,
            &editor,
            "/api/reportages/approve",
            json!({"ids": [floods]}),
        )
        .await;
    assert_eq!(status, 200);

    // The counter: what each may see, by state.
    let counter = |token: &str, date: &str| {
        let (app, token) = (&app, token.to_owned());
        let path = format!("/api/reportages/counter?date={date}&allPrograms=true");
        async move {
            let (status, c) = app.get(&token, &path).await;
            assert_eq!(status, 200, "{c}");
            (
                c["total"].as_i64().unwrap(),
                c["byState"]["PRODUCING"].as_i64().unwrap(),
            )
        }
    };
    assert_eq!(counter(&reporter, day).await, (2, 2));
    assert_eq!(
        counter(&editor, day).await,
        (1, 1),
        "the private one is not the editor's"
    );
    let (status, e) = app
        .get(&reporter, "/api/reportages/counter?date=soon")
        .await;
    assert_eq!(
        (status, &e["fields"]["date"]["code"]),
        (422, &json!("date")),
        "{e}"
    );

    // Copies: the copier's, PRODUCING, not approved, the sections as they were.
    let copy = |ids: &[i64], programs: Value, date: &str| json!({"ids": ids, "programsIds": programs, "date": date});
    let (status, _) = app
        .send(
            Method::POST,
            &viewer,
            "/api/reportages/copy",
            copy(&[floods], json!([]), next),
        )
        .await;
    assert_eq!(status, 403, "a reader copies nothing");
    let (status, _) = app
        .send(
            Method::POST,
            &editor,
            "/api/reportages/copy",
            copy(&[floods, tip], json!([]), next),
        )
        .await;
    assert_eq!(status, 404, "one not the editor's to see: none copied");
    assert_eq!(counter(&editor, next).await, (0, 0));
    let (status, copies) = app
        .send(
            Method::POST,
            &editor,
            "/api/reportages/copy",
            copy(&[floods], json!([]), next),
        )
        .await;
    assert_eq!(status, 201, "{copies}");
    let c = &copies[0];
    assert_ne!(c["id"], json!(floods));
    assert_eq!(
        (
            &c["slug"],
            &c["date"],
            &c["state"],
            &c["approved"],
            &c["owner"]["nickname"],
            &c["programIds"]
        ),
        (
            &json!("RIVER FLOODS"),
            &json!(next),
            &json!("PRODUCING"),
            &json!(false),
            &json!("editor"),
            &json!([1])
        )
    );
    assert_eq!(c["sections"], floods_sections);
    let (status, copies) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages/copy",
            copy(&[tip], json!([]), next),
        )
        .await;
    assert_eq!(status, 201, "{copies}");
    assert_eq!(
        copies[0]["private"], true,
        "a private reportage's copy stays private"
    );
    assert_eq!(counter(&reporter, next).await, (2, 2));
    assert_eq!(counter(&editor, next).await, (1, 1));
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages/copy",
            copy(&[floods], json!([]), "12/10/2031"),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["date"]["code"]),
        (422, &json!("date")),
        "{e}"
    );

    // By e-mail, through a real SMTP server.
    let mail = |ids: &[i64], grouped: bool| {
        json!({"ids": ids, "usersIds": [], "groupedEmail": grouped, "includeEditors": true,
               "includeReporters": true})
    };
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages/email",
            mail(&made, false),
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("mail_not_configured")),
        "{e}"
    );
    let smtp = SmtpServer::start(None);
    app.use_mail_server(&admin, smtp.port).await;
    let (status, _) = app
        .send(
            Method::POST,
            &viewer,
            "/api/reportages/email",
            mail(&made, false),
        )
        .await;
    assert_eq!(status, 403);
    let (status, r) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reportages/email",
            mail(&made, false),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    let mut both = vec![rita, eddie];
    both.sort_unstable();
    assert_eq!(
        (&r["mails"], &r["sentTo"], &r["notMailed"]),
        (&json!(2), &json!(both), &json!([]))
    );
    let got = smtp.wait_for(2, std::time::Duration::from_secs(5));
    assert_eq!(got.len(), 2);
    let floods_mail = got
        .iter()
        .find(|m| {
            m.raw
                .contains("Subject: News report: RIVER FLOODS (2031-10-06)")
        })
        .unwrap_or_else(|| panic!("the floods mail: {got:?}"));
    let mut to = floods_mail.rcpt_tos.clone();
    to.sort();
    assert_eq!(to, ["editor@newsroom.example", "reporter@newsroom.example"]);
    for line in [
        "Reporters: Rita Reporter",
        "Indications: Approved for air",
        "[LEAD]",
        "The river rose two metres overnight",
        "[OFF]",
        "Families left before dawn",
        "[SOT]",
        "We lost everything",
    ] {
        assert!(
            floods_mail.raw.contains(line),
            "{line} in {}",
            floods_mail.raw
        );
    }
    assert!(
        !floods_mail.raw.contains("check the figure"),
        "comments are not mailed"
    );
    let tip_mail = got
        .iter()
        .find(|m| {
            m.raw
                .contains("Subject: News report: SOURCE TIP (2031-10-06)")
        })
        .unwrap_or_else(|| panic!("the tip mail: {got:?}"));
    assert_eq!(
        tip_mail.rcpt_tos,
        ["reporter@newsroom.example"],
        "the private one to its owner only"
    );
    app.stop().await;
}

/// A reportage's graphics (web.md section 2, `/reportages/editCg/{id}`): CG items checked against
/// the CG device's template, changed one at a time on the reportage as stored (a save of its text
/// keeps them, an approval stays), refused while another session edits it, found by the general
/// search, and the CG items of the story made from it.
async fn graphics_go_with_the_reportage_to_air(mode: Mode) {
    use newsroom_test_support::devices::DeviceBuilder;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let producer = app.login("producer").await;
    let viewer = app.login("viewer").await;
    let (status, cg) = app
        .send(
            Method::POST,
            &admin,
            "/api/devices",
            DeviceBuilder::mos("Graphics", "CG", "cg.reportages.mos")
                .disabled()
                .template(4, "Lower third", ["name", "title"])
                .template(5, "Place", ["place"])
                .json(),
        )
        .await;
    assert_eq!(status, 201, "{cg}");
    let cg = cg["id"].as_i64().unwrap();
    let body = json!({"slug": "DAM BREAK", "date": app.today(), "programIds": [1],
        "sections": sections(&[("LEAD", "The dam gave way at dawn"), ("OFF", "Water reached the square")])});
    let (status, r) = app
        .send(Method::POST, &reporter, "/api/reportages", body.clone())
        .await;
    assert_eq!((status, &r["graphics"]), (201, &json!([])), "{r}");
    let id = r["id"].as_i64().unwrap();
    let doc = format!("/api/reportages/{id}");
    let cgs = format!("{doc}/cgs");

    // Bad input: a clear 422 on the field, nothing added; a reader adds nothing.
    for (bad, field) in [
        (json!({"deviceId": cg, "templateId": 9}), "templateId"),
        (
            json!({"deviceId": cg, "templateId": 4, "fields": {"nme": "Ana"}}),
            "fields.nme",
        ),
        (
            json!({"deviceId": cg, "templateId": 4, "fields": {"name": "x".repeat(501)}}),
            "fields.name",
        ),
    ] {
        let (status, e) = app.send(Method::POST, &reporter, &cgs, bad).await;
        assert_eq!(status, 422, "{e}");
        assert!(e["fields"][field]["code"].is_string(), "{field}: {e}");
    }
    let lower_third =
        json!({"deviceId": cg, "templateId": 4, "fields": {"title": "Mayor", "name": "Ana Lima"}});
    let (status, _) = app
        .send(Method::POST, &viewer, &cgs, lower_third.clone())
        .await;
    assert_eq!(status, 403, "a viewer reads reportages and writes none");
    let (_, now) = app.get(&reporter, &doc).await;
    assert_eq!(
        (&now["graphics"], &now["revision"]),
        (&json!([]), &json!(1)),
        "{now}"
    );

    // Approved, then two graphics: in order, named by template and first value; the approval stays.
    let (status, _) = app
        .send(
            Method::PUT,
            &editor,
            "/api/reportages/approve",
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, r) = app.send(Method::POST, &reporter, &cgs, lower_third).await;
    assert_eq!(status, 200, "{r}");
    let (status, r) = app
        .send(
            Method::POST,
            &reporter,
            &cgs,
            json!({"deviceId": cg, "templateId": 5, "fields": {"place": "Vale do Rio"}}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    let slugs = |r: &Value| -> Vec<String> {
        r["graphics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["slug"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(slugs(&r), ["Lower third: Ana Lima", "Place: Vale do Rio"]);
    assert_eq!(
        (
            &r["graphics"][0]["kind"],
            &r["graphics"][0]["fields"],
            &r["approved"]
        ),
        (
            &json!("CG"),
            &json!([{"name": "name", "value": "Ana Lima"}, {"name": "title", "value": "Mayor"}]),
            &json!(true)
        ),
        "{r}"
    );
    let (ana, place) = (
        r["graphics"][0]["id"].as_i64().unwrap(),
        r["graphics"][1]["id"].as_i64().unwrap(),
    );

    // New values, checked against the template; moved; an unknown graphic is 404.
    let (status, r) = app
        .send(
            Method::PUT,
            &reporter,
            &format!("{cgs}/{ana}"),
            json!({"fields": {"name": "Ana Lima Souza", "title": "Mayor of Vale"}}),
        )
        .await;
    assert_eq!(
        (status, &r["graphics"][0]["slug"]),
        (200, &json!("Lower third: Ana Lima Souza")),
        "{r}"
    );
    let (status, e) = app
        .send(
            Method::PUT,
            &reporter,
            &format!("{cgs}/{ana}"),
            json!({"fields": {"place": "x"}}),
        )
        .await;
    assert_eq!(status, 422, "a field of another template: {e}");
    let (status, r) = app
        .send(
            Method::PUT,
            &reporter,
            &format!("{cgs}/{place}/position"),
            json!({"position": 0}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(
        slugs(&r),
        ["Place: Vale do Rio", "Lower third: Ana Lima Souza"]
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("{cgs}/999"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 404);

    // A save of the text keeps the graphics (a client never sends them).
    let (status, held) = app
        .send(
            Method::PUT,
            &reporter,
            &format!("/api/locks/{id}"),
            json!({"uuid": "tab-1"}),
        )
        .await;
    assert_eq!(status, 200, "{held}");
    let mut save = body.clone();
    save["revision"] = r["revision"].clone();
    save["lockUuid"] = json!("tab-1");
    save["sections"] = sections(&[
        ("LEAD", "The dam gave way before dawn"),
        ("OFF", "Water reached the square"),
    ]);
    let (status, saved) = app.send(Method::PUT, &reporter, &doc, save).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        slugs(&saved),
        ["Place: Vale do Rio", "Lower third: Ana Lima Souza"]
    );

    // While the reporter edits it, another session changes no graphic.
    let (status, e) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("{cgs}/{place}"),
            Value::Null,
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")), "{e}");
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/locks/{id}?uuid=tab-1"),
            Value::Null,
        )
        .await;
    assert!(status == 200 || status == 204, "unlock: {status}");

    // The general search finds it by a name its lower third shows.
    let (_, hits) = app
        .get(&producer, "/api/search?q=Souza&kinds=REPORTAGE")
        .await;
    assert_eq!(hits["data"][0]["id"], json!(id), "{hits}");

    // Made a story of tonight's rundown, the graphics are its CG items, in order.
    let rundown = app.demo_rundown(&producer).await;
    let block = rundown["blocks"][0]["id"].as_i64().unwrap();
    let (status, story) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/blocks/{block}/stories/fromDocument"),
            json!({"documentId": id}),
        )
        .await;
    assert_eq!(status, 201, "{story}");
    let items: Vec<(&str, &str)> = story["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["kind"].as_str().unwrap(), i["slug"].as_str().unwrap()))
        .collect();
    assert_eq!(
        items,
        [
            ("CG", "Place: Vale do Rio"),
            ("CG", "Lower third: Ana Lima Souza")
        ],
        "{story}"
    );
    assert_eq!(story["items"][1]["deviceId"], json!(cg));

    // Removed: gone from the reportage, the story keeps its own.
    let (status, r) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("{cgs}/{place}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, slugs(&r)),
        (200, vec!["Lower third: Ana Lima Souza".to_owned()]),
        "{r}"
    );
    app.stop().await;
}

both_modes!(
    reportages_are_copied_counted_and_mailed,
    stories_are_made_from_documents,
    reportages_are_written_filtered_and_approved,
    a_reportage_is_written_from_an_assignment,
    reportages_are_locked_trashed_revised_and_found,
    graphics_go_with_the_reportage_to_air
);
