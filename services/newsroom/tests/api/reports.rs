//! Reports through REST and STOMP, the documents service behind the gateway (issue 13;
//! docs/adr/0003-documents.md, "Reports and rounds"): one begun from an assignment, events with
//! categories (reference data a category in use keeps), bad input, an event added by a
//! single-field patch, the day's list, the filter by category and words, edit locks, revisions,
//! privacy, the trash, the general search and `/topic/reports`.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

fn slugs(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap_or_else(|| panic!("a list: {list}"))
        .iter()
        .map(|p| p["slug"].as_str().unwrap())
        .collect()
}

async fn a_shift_report_is_written_from_an_assignment_and_kept(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let viewer = app.login("viewer").await;
    let day = "2031-11-03";

    // The editor follows the reports live (REPORT read).
    let mut live = Client::connect(&app, &editor).await;
    live.send("SUBSCRIBE\nid:r\ndestination:/topic/reports\nreceipt:r\n\n\0")
        .await;
    let f = live.next().await.expect("RECEIPT");
    assert_eq!(f.command, Command::Receipt, "{f:?}");
    let mut next = async || {
        let f = live.next().await.expect("MESSAGE");
        assert_eq!(f.get("destination"), Some("/topic/reports"), "{f:?}");
        let v: Value = serde_json::from_slice(&f.body).unwrap();
        (v["event"].as_str().unwrap().to_owned(), v)
    };

    // The categories are reference data: any session reads them, admins change them.
    let (status, cats) = app.get(&reporter, "/api/reports/categories").await;
    assert_eq!(status, 200, "{cats}");
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/reports/categories",
            json!({"name": "Weather"}),
        )
        .await;
    assert_eq!(status, 403, "only admins change the lists");
    let (status, weather) = app
        .send(
            Method::POST,
            &admin,
            "/api/reports/categories",
            json!({"name": "Weather"}),
        )
        .await;
    assert_eq!(status, 201, "{weather}");
    let weather = weather["id"].as_i64().unwrap();
    let (status, e) = app
        .send(
            Method::POST,
            &admin,
            "/api/reports/categories",
            json!({"name": "WEATHER"}),
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");
    let (_, police) = app
        .send(
            Method::POST,
            &admin,
            "/api/reports/categories",
            json!({"name": "Police beat"}),
        )
        .await;
    let police = police["id"].as_i64().unwrap();

    // A report begun from an assignment: its slug, day, programs and its content as an event.
    let (status, assignment) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "NIGHT SHIFT", "date": day, "programIds": [1],
                   "content": "Check the police stations overnight."}),
        )
        .await;
    assert_eq!(status, 201, "{assignment}");
    let assignment_id = assignment["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::POST,
            &editor,
            &format!("/api/reports/assignment/{assignment_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 403, "a reader begins no report");
    let (status, made) = app
        .send(
            Method::POST,
            &reporter,
            &format!("/api/reports/assignment/{assignment_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_i64().unwrap();
    assert_eq!(
        (
            &made["slug"],
            &made["date"],
            &made["assignmentId"],
            &made["programIds"],
            &made["events"][0]["text"],
            &made["events"][0]["time"],
            &made["state"],
        ),
        (
            &json!("NIGHT SHIFT"),
            &json!(day),
            &json!(assignment_id),
            &json!([1]),
            &json!("Check the police stations overnight."),
            &json!(format!("{day}T12:00:00Z")),
            &json!("PRODUCING"),
        ),
        "a report written on another day puts the event at noon of its day: {made}"
    );
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["entity"], &ev["id"]),
        ("created", &json!("report"), &json!(id))
    );
    let (status, of_assignment) = app
        .get(&editor, &format!("/api/reports/assignment/{assignment_id}"))
        .await;
    assert_eq!((status, slugs(&of_assignment)), (200, vec!["NIGHT SHIFT"]));

    // Bad input: every problem at once, nothing saved.
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reports",
            json!({"slug": "", "date": "03/11/2031", "programIds": [],
                   "events": [{"time": "at dawn", "text": "x"}]}),
        )
        .await;
    assert_eq!((status, &e["code"]), (422, &json!("validation")), "{e}");
    for (field, code) in [
        ("slug", "required"),
        ("date", "date"),
        ("programIds", "required"),
    ] {
        assert_eq!(e["fields"][field]["code"], json!(code), "{e}");
    }
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reports",
            json!({"slug": "X", "date": day, "programIds": [1],
                   "events": [{"time": "2031-11-03T01:00:00Z", "text": "x", "categoryId": 999_999_999}]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["events"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reports",
            json!({"slug": "X", "date": day, "programIds": [1],
                   "events": [{"time": "2031-11-03T01:00:00Z", "text": "  "}]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["events"]["code"]),
        (422, &json!("required")),
        "{e}"
    );
    let (status, _) = app
        .get(
            &viewer,
            &format!("/api/reports?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(status, 403, "the viewers' group reads no reports");

    // Written in full: events in time order, in UTC, trimmed.
    let (status, storm) = app
        .send(
            Method::POST,
            &reporter,
            "/api/reports",
            json!({"slug": "STORM NIGHT", "date": day, "programIds": [1],
                   "summary": "Heavy rain all night.",
                   "events": [
                     {"time": "2031-11-03T04:40:00-03:00", "categoryId": police,
                      "place": " Ring road ", "text": "Two cars crashed in the flood.",
                      "sources": "Highway police"},
                     {"time": "2031-11-03T02:15:00Z", "categoryId": weather,
                      "text": "Hail over the north side."}]}),
        )
        .await;
    assert_eq!(status, 201, "{storm}");
    assert_eq!(
        (
            &storm["events"][0]["text"],
            &storm["events"][1]["time"],
            &storm["events"][1]["place"],
        ),
        (
            &json!("Hail over the north side."),
            &json!("2031-11-03T07:40:00Z"),
            &json!("Ring road"),
        )
    );
    let storm_id = storm["id"].as_i64().unwrap();
    let _ = next().await;

    // A category a report names is not deleted; one no report names is.
    let (status, usage) = app.get(&admin, "/api/reports/categories/usage_count").await;
    assert_eq!(status, 200, "{usage}");
    assert!(
        usage
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["id"] == json!(weather) && u["count"] == json!(1)),
        "{usage}"
    );
    let (status, e) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/reports/categories/{weather}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("reference_in_use")),
        "{e}"
    );

    // An event added from the field is a patch of `events`; the editor sees it live.
    let doc = format!("/api/reports/{id}");
    let mut events = made["events"].as_array().unwrap().clone();
    events.push(
        json!({"time": format!("{day}T23:10:00Z"), "categoryId": police,
                       "place": "Central station", "text": "Nothing new at the station.",
                       "sources": "Duty officer"}),
    );
    let (status, r) = app.patch(&reporter, &doc, "events", json!(events)).await;
    assert_eq!(
        (status, r["events"].as_array().map(Vec::len)),
        (200, Some(2)),
        "{r}"
    );
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["data"]["events"][1]["sources"]),
        ("updated", &json!("Duty officer"))
    );
    let (status, e) = app.patch(&reporter, &doc, "tasks", json!([])).await;
    assert_eq!(
        (status, &e["fields"]["tasks"]["code"]),
        (422, &json!("unknown_field")),
        "{e}"
    );
    let (status, _) = app.patch(&editor, &doc, "summary", json!("x")).await;
    assert_eq!(status, 403, "readers write nothing");

    // The day's list and the filter, by category and by the words of an event.
    let (status, all) = app
        .get(
            &editor,
            &format!("/api/reports?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(
        (status, slugs(&all)),
        (200, vec!["NIGHT SHIFT", "STORM NIGHT"])
    );
    let (status, page) = app
        .get(
            &editor,
            &format!("/api/reports/filter?categoryId={weather}"),
        )
        .await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(
        (&page["total"], slugs(&page["data"])),
        (&json!(1), vec!["STORM NIGHT"])
    );
    let (_, page) = app
        .get(&editor, "/api/reports/filter?content=DUTY%20officer&page=0")
        .await;
    assert_eq!(
        (&page["total"], slugs(&page["data"])),
        (&json!(1), vec!["NIGHT SHIFT"])
    );
    let (status, _) = app.get(&editor, "/api/reports/filter?page=-1").await;
    assert_eq!(status, 422);

    // Edited under the documents' edit lock, with its revision.
    let (status, held) = app
        .send(
            Method::PUT,
            &reporter,
            &format!("/api/locks/{storm_id}"),
            json!({"uuid": "tab-1"}),
        )
        .await;
    assert_eq!(status, 200, "{held}");
    assert_eq!(next().await.0, "lock");
    let body = json!({"slug": "STORM NIGHT", "date": day, "programIds": [1],
        "summary": "Heavy rain and hail all night.", "events": storm["events"],
        "revision": storm["revision"], "lockUuid": "tab-1"});
    let storm_doc = format!("/api/reports/{storm_id}");
    let (status, edited) = app
        .send(Method::PUT, &reporter, &storm_doc, body.clone())
        .await;
    assert_eq!(
        (status, &edited["summary"]),
        (200, &json!("Heavy rain and hail all night.")),
        "{edited}"
    );
    assert_eq!(next().await.0, "updated");
    let (status, e) = app.send(Method::PUT, &reporter, &storm_doc, body).await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");
    let (status, e) = app
        .patch(&producer, &storm_doc, "summary", json!("Mine now"))
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")), "{e}");
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/locks/{storm_id}?uuid=tab-1"),
            Value::Null,
        )
        .await;
    assert!(status == 200 || status == 204, "unlock: {status}");
    assert_eq!(next().await.0, "unlock");

    // Every change is a revision; the diff names the categories and shows the summary changed.
    let (status, revs) = app.get(&editor, &format!("{storm_doc}/revisions")).await;
    assert_eq!(
        (status, revs.as_array().map(Vec::len)),
        (200, Some(2)),
        "{revs}"
    );
    let (status, rev) = app.get(&editor, &format!("{storm_doc}/revisions/1")).await;
    assert_eq!(status, 200, "{rev}");
    let text = |op: &str| -> Vec<String> {
        rev["diff"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["op"] == op)
            .map(|l| l["text"].as_str().unwrap_or_default().trim_end().to_owned())
            .collect()
    };
    assert!(
        text("equal").contains(&"Categories: Weather, Police beat".to_owned()),
        "{rev}"
    );
    assert!(
        text("insert").contains(&"Heavy rain and hail all night.".to_owned()),
        "{rev}"
    );

    // Found by the general search by the words of an event.
    let (status, hits) = app
        .get(&producer, "/api/search?q=hail%20north&kinds=REPORT")
        .await;
    assert_eq!(status, 200, "{hits}");
    assert_eq!(
        (
            &hits["total"],
            &hits["data"][0]["id"],
            &hits["data"][0]["kind"]
        ),
        (&json!(1), &json!(storm_id), &json!("REPORT")),
        "{hits}"
    );

    // Private: only its owner shares it; anyone else gets 404, and the editor who saw it learns
    // only its id.
    let (status, e) = app.patch(&producer, &doc, "private", json!(true)).await;
    assert_eq!(status, 403, "only the owner makes it private: {e}");
    let (status, r) = app.patch(&reporter, &doc, "private", json!(true)).await;
    assert_eq!((status, &r["private"]), (200, &json!(true)), "{r}");
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["id"], &ev["data"]),
        ("hidden", &json!(id), &Value::Null)
    );
    let (status, _) = app.get(&editor, &doc).await;
    assert_eq!(status, 404, "a private report of someone else");

    // The trash and back; states for several at once.
    let (status, _) = app
        .send(
            Method::DELETE,
            &reporter,
            &format!("/api/reports?ids={storm_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(next().await.0, "deleted");
    let (status, _) = app.get(&editor, &storm_doc).await;
    assert_eq!(status, 404);
    let (_, trash) = app.get(&editor, "/api/reports/excluded").await;
    assert_eq!(slugs(&trash["data"]), vec!["STORM NIGHT"], "{trash}");
    let (status, e) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/reports/categories/{weather}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("reference_in_use")),
        "a report in the trash still names its category: {e}"
    );
    let (status, back) = app
        .send(
            Method::PUT,
            &reporter,
            "/api/reports/restore",
            json!({"ids": [storm_id]}),
        )
        .await;
    assert_eq!(
        (status, &back[0]["summary"]),
        (200, &json!("Heavy rain and hail all night.")),
        "{back}"
    );
    let (status, states) = app
        .send(
            Method::PATCH,
            &reporter,
            "/api/reports/states",
            json!({"ids": [id, storm_id], "state": "COMPLETED"}),
        )
        .await;
    assert_eq!(
        (status, &states[0]["state"], &states[1]["state"]),
        (200, &json!("COMPLETED"), &json!("COMPLETED")),
        "{states}"
    );
    app.stop().await;
}

both_modes!(a_shift_report_is_written_from_an_assignment_and_kept);
