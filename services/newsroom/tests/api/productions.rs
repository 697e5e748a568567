//! Productions (checklists) through REST and STOMP, the documents service behind the gateway (issue
//! 13; docs/adr/0003-documents.md, "Productions"): one made for an assignment with the desk's
//! default tasks, bad input, ticking tasks by a single-field patch, the day's list with
//! `onlyNotDone`, the filter, edit locks, revisions, the trash, the general search and
//! `/topic/productions`.

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

fn ticked(p: &Value, done: &[bool]) -> Value {
    let tasks = p["tasks"].as_array().unwrap();
    Value::Array(
        tasks
            .iter()
            .zip(done)
            .map(|(t, d)| {
                json!({"description": t["description"],
                       "status": if *d { "DONE" } else { "NEW" }})
            })
            .collect(),
    )
}

async fn a_checklist_is_made_for_an_assignment_and_ticked(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let viewer = app.login("viewer").await;
    let day = "2031-10-14";

    // The reporter follows the checklists live (PRODUCTION read).
    let mut live = Client::connect(&app, &reporter).await;
    live.send("SUBSCRIBE\nid:p\ndestination:/topic/productions\nreceipt:r\n\n\0")
        .await;
    let f = live.next().await.expect("RECEIPT");
    assert_eq!(f.command, Command::Receipt, "{f:?}");
    let mut next = async || {
        let f = live.next().await.expect("MESSAGE");
        assert_eq!(f.get("destination"), Some("/topic/productions"), "{f:?}");
        let v: Value = serde_json::from_slice(&f.body).unwrap();
        (v["event"].as_str().unwrap().to_owned(), v)
    };

    // The desk's usual checklist: only a PRODUCTION admin sets it; lines are trimmed.
    let (status, e) = app
        .send(
            Method::PUT,
            &producer,
            "/api/productions/config",
            json!({"defaultTasks": ["x"]}),
        )
        .await;
    assert_eq!(status, 403, "{e}");
    let (status, e) = app
        .send(
            Method::PUT,
            &admin,
            "/api/productions/config",
            json!({"defaultTasks": ["Book the interview", "two\nlines"]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["defaultTasks"]["code"]),
        (422, &json!("single_line")),
        "{e}"
    );
    let (status, config) = app
        .send(
            Method::PUT,
            &admin,
            "/api/productions/config",
            json!({"defaultTasks": [" Book the interview ", "Filming permit"]}),
        )
        .await;
    assert_eq!(status, 200, "{config}");
    let (_, config) = app.get(&reporter, "/api/productions/config").await;
    assert_eq!(
        config["defaultTasks"],
        json!(["Book the interview", "Filming permit"])
    );

    // An assignment of the producer's; its checklist takes its slug, day, people and content.
    let producer_id = app.get(&producer, "/api/users/me").await.1["id"]
        .as_i64()
        .unwrap();
    let (status, assignment) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "BRIDGE REPAIRS", "date": day, "programIds": [1],
                   "producerIds": [producer_id], "content": "Cracks in the old bridge."}),
        )
        .await;
    assert_eq!(status, 201, "{assignment}");
    let assignment_id = assignment["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            &format!("/api/productions/assignment/{assignment_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 403, "a reader makes no checklist");
    let (status, made) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/productions/assignment/{assignment_id}"),
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
            &made["producerIds"],
            &made["notes"],
            &made["tasksDone"],
            &made["state"],
        ),
        (
            &json!("BRIDGE REPAIRS"),
            &json!(day),
            &json!(assignment_id),
            &json!([producer_id]),
            &json!("Cracks in the old bridge."),
            &json!(0),
            &json!("PRODUCING"),
        )
    );
    assert_eq!(
        made["tasks"],
        json!([{"description": "Book the interview", "status": "NEW"},
               {"description": "Filming permit", "status": "NEW"}])
    );
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["entity"], &ev["id"]),
        ("created", &json!("production"), &json!(id))
    );
    let (status, of_assignment) = app
        .get(
            &reporter,
            &format!("/api/productions/assignment/{assignment_id}"),
        )
        .await;
    assert_eq!(
        (status, slugs(&of_assignment)),
        (200, vec!["BRIDGE REPAIRS"])
    );
    let (status, _) = app
        .get(&reporter, "/api/productions/assignment/1000000999999")
        .await;
    assert_eq!(status, 404, "an assignment that is not there");

    // Bad input: every problem at once, nothing saved.
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions",
            json!({"slug": "X", "date": day, "programIds": [1],
                   "departure": "2031-10-14T15:00:00Z", "arrival": "2031-10-14T09:00:00-03:00",
                   "resources": ["drone", ""], "vehicleIds": [999_999_999],
                   "schedule": [{"time": "nine o'clock", "description": "Mayor"}]}),
        )
        .await;
    assert_eq!((status, &e["code"]), (422, &json!("validation")), "{e}");
    for (field, code) in [
        ("arrival", "date_order"),
        ("resources", "required"),
        ("schedule", "invalid"),
    ] {
        assert_eq!(e["fields"][field]["code"], json!(code), "{e}");
    }
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions",
            json!({"slug": "X", "date": day, "programIds": [1], "vehicleIds": [999_999_999]}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["vehicleIds"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
    let (status, _) = app
        .get(
            &viewer,
            &format!("/api/productions?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(status, 403, "the viewers' group reads no productions");

    // Written in full: times kept in UTC, appointments in time order.
    let (status, crew) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions",
            json!({"slug": "HARBOUR CREW", "date": day, "programIds": [1],
                   "location": " Pier 3 ", "departure": "2031-10-14T08:30:00-03:00",
                   "arrival": "2031-10-14T16:00:00Z", "resources": ["LiveU backpack"],
                   "schedule": [{"time": "2031-10-14T14:00:00Z", "description": "Dockers' union"},
                                {"time": "2031-10-14T12:30:00Z", "description": "Port authority"}],
                   "tasks": [{"description": "Harbour pass", "status": "PRODUCING"}]}),
        )
        .await;
    assert_eq!(status, 201, "{crew}");
    assert_eq!(
        (
            &crew["location"],
            &crew["departure"],
            &crew["schedule"][0]["description"],
            &crew["tasks"][0]["status"],
        ),
        (
            &json!("Pier 3"),
            &json!("2031-10-14T11:30:00Z"),
            &json!("Port authority"),
            &json!("PRODUCING"),
        )
    );
    let crew_id = crew["id"].as_i64().unwrap();
    let _ = next().await;

    // Ticking a task is a patch of `tasks`; the progress follows, and the reporter sees it live.
    let doc = format!("/api/productions/{id}");
    let (status, p) = app
        .patch(&producer, &doc, "tasks", ticked(&made, &[true, false]))
        .await;
    assert_eq!((status, &p["tasksDone"]), (200, &json!(1)), "{p}");
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["data"]["tasksDone"]),
        ("updated", &json!(1))
    );
    let (status, e) = app.patch(&producer, &doc, "owner", json!(2)).await;
    assert_eq!(
        (status, &e["fields"]["owner"]["code"]),
        (422, &json!("unknown_field")),
        "{e}"
    );
    let (status, _) = app
        .patch(&reporter, &doc, "tasks", ticked(&made, &[true, true]))
        .await;
    assert_eq!(status, 403, "readers tick nothing");

    // The day's list, all or only what is not done yet.
    let list = format!("/api/productions?date={day}&allPrograms=true");
    let (status, all) = app.get(&reporter, &list).await;
    assert_eq!(
        (status, slugs(&all)),
        (200, vec!["BRIDGE REPAIRS", "HARBOUR CREW"])
    );
    let (status, p) = app
        .patch(&producer, &doc, "tasks", ticked(&made, &[true, true]))
        .await;
    assert_eq!((status, &p["tasksDone"]), (200, &json!(2)), "{p}");
    let _ = next().await;
    let (_, open) = app
        .get(&reporter, &format!("{list}&onlyNotDone=true"))
        .await;
    assert_eq!(
        slugs(&open),
        vec!["HARBOUR CREW"],
        "a done checklist drops out"
    );

    // The filter (web.md section 7: page 0, size 25) by the words of a task, and by producer.
    let (status, page) = app
        .get(
            &reporter,
            "/api/productions/filter?content=harbour%20PASS&page=0",
        )
        .await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(
        (&page["total"], &page["data"][0]["id"]),
        (&json!(1), &json!(crew_id))
    );
    let (_, page) = app
        .get(
            &reporter,
            &format!("/api/productions/filter?producerId={producer_id}&date={day}&size=1&page=0"),
        )
        .await;
    assert_eq!(
        (&page["total"], slugs(&page["data"])),
        (&json!(1), vec!["BRIDGE REPAIRS"])
    );
    let (status, _) = app.get(&reporter, "/api/productions/filter?page=-1").await;
    assert_eq!(status, 422);

    // Edited under the documents' edit lock: the whole body with its id and revision.
    let (status, held) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/locks/{crew_id}"),
            json!({"uuid": "tab-1"}),
        )
        .await;
    assert_eq!(status, 200, "{held}");
    assert_eq!(next().await.0, "lock");
    let mut body = json!({"id": crew_id, "slug": "HARBOUR CREW", "date": day, "programIds": [1],
        "location": "Pier 4", "tasks": crew["tasks"], "revision": crew["revision"],
        "lockUuid": "tab-1"});
    let (status, edited) = app
        .send(Method::PUT, &producer, "/api/productions", body.clone())
        .await;
    assert_eq!(
        (status, &edited["location"]),
        (200, &json!("Pier 4")),
        "{edited}"
    );
    let (event, ev) = next().await;
    assert_eq!(
        (event.as_str(), &ev["data"]["location"]),
        ("updated", &json!("Pier 4"))
    );
    let (status, e) = app
        .send(Method::PUT, &producer, "/api/productions", body.clone())
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("conflict")),
        "stale: {e}"
    );
    let (status, e) = app
        .patch(
            &admin,
            &format!("/api/productions/{crew_id}"),
            "location",
            json!("Pier 9"),
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")), "{e}");
    body["id"] = Value::Null;
    let (status, e) = app
        .send(Method::PUT, &producer, "/api/productions", body)
        .await;
    assert_eq!(
        (status, &e["fields"]["id"]["code"]),
        (422, &json!("required")),
        "{e}"
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/locks/{crew_id}?uuid=tab-1"),
            Value::Null,
        )
        .await;
    assert!(status == 200 || status == 204, "unlock: {status}");

    // Every change is a revision; the diff shows the tasks ticked.
    let (status, revs) = app.get(&reporter, &format!("{doc}/revisions")).await;
    assert_eq!(
        (status, revs.as_array().map(Vec::len)),
        (200, Some(3)),
        "{revs}"
    );
    let (status, rev) = app.get(&reporter, &format!("{doc}/revisions/1")).await;
    assert_eq!(status, 200, "{rev}");
    let inserted: Vec<&str> = rev["diff"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["op"] == "insert")
        .map(|l| l["text"].as_str().unwrap_or_default().trim_end())
        .collect();
    assert!(inserted.contains(&"[x] Filming permit"), "{rev}");

    // Found by the general search by the words of its tasks.
    let (status, hits) = app
        .get(&producer, "/api/search?q=harbour%20pass&kinds=PRODUCTION")
        .await;
    assert_eq!(status, 200, "{hits}");
    assert_eq!(
        (
            &hits["total"],
            &hits["data"][0]["id"],
            &hits["data"][0]["kind"]
        ),
        (&json!(1), &json!(crew_id), &json!("PRODUCTION")),
        "{hits}"
    );

    // The trash and back; states for several at once.
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/productions?ids={crew_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, gone) = app
        .get(&reporter, &format!("/api/productions/{crew_id}"))
        .await;
    assert_eq!(status, 404, "{gone}");
    let (_, trash) = app.get(&reporter, "/api/productions/excluded").await;
    assert_eq!(trash["total"], json!(1), "{trash}");
    let (status, back) = app
        .send(
            Method::PUT,
            &producer,
            "/api/productions/restore",
            json!({"ids": [crew_id]}),
        )
        .await;
    assert_eq!(
        (status, &back[0]["location"]),
        (200, &json!("Pier 4")),
        "{back}"
    );
    let (status, states) = app
        .send(
            Method::PATCH,
            &producer,
            "/api/productions/states",
            json!({"ids": [id, crew_id], "state": "COMPLETED"}),
        )
        .await;
    assert_eq!(
        (status, &states[0]["state"], &states[1]["state"]),
        (200, &json!("COMPLETED"), &json!("COMPLETED")),
        "{states}"
    );
    app.stop().await;
}

async fn a_private_checklist_stays_with_its_people_and_is_mailed_to_them(mode: Mode) {
    use newsroom_test_support::smtp::SmtpServer;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let rita = app.get(&reporter, "/api/users/me").await.1["id"]
        .as_i64()
        .unwrap();
    let eddie = app.get(&editor, "/api/users/me").await.1["id"]
        .as_i64()
        .unwrap();
    let paula = app.get(&producer, "/api/users/me").await.1["id"]
        .as_i64()
        .unwrap();
    let day = "2031-10-15";
    let (status, p) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions",
            json!({"slug": "SOURCE MEETING", "date": day, "programIds": [1], "private": true,
                   "allowedUserIds": [rita], "location": "Cafe Central",
                   "producerIds": [paula], "reporterIds": [rita],
                   "departure": "2031-10-15T13:15:00Z",
                   "tasks": [{"description": "Meet the source"},
                             {"description": "Hidden microphone", "status": "DONE"}]}),
        )
        .await;
    assert_eq!(status, 201, "{p}");
    let id = p["id"].as_i64().unwrap();
    let (status, _) = app.get(&reporter, &format!("/api/productions/{id}")).await;
    assert_eq!(status, 200, "an allowed user sees it");
    let (status, _) = app.get(&editor, &format!("/api/productions/{id}")).await;
    assert_eq!(status, 404, "nobody else does");
    let (_, day_list) = app
        .get(
            &editor,
            &format!("/api/productions?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(day_list, json!([]));
    let (_, hits) = app
        .get(&editor, "/api/search?q=source%20meeting&kinds=PRODUCTION")
        .await;
    assert_eq!(hits["total"], json!(0), "{hits}");

    // Mailed to the reporter and the editor: only the reporter, who may see it, gets it.
    let smtp = SmtpServer::start(None);
    app.use_mail_server(&admin, smtp.port).await;
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions/email",
            json!({"ids": [id], "usersIds": [rita, eddie]}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(
        (&r["mails"], &r["sentTo"], &r["notMailed"]),
        (&json!(1), &json!([rita]), &json!([eddie]))
    );
    let got = smtp.wait_for(1, std::time::Duration::from_secs(5));
    let mail = got
        .iter()
        .find(|m| {
            m.raw
                .contains("Subject: Production: SOURCE MEETING (2031-10-15)")
        })
        .unwrap_or_else(|| panic!("the mail: {got:?}"));
    assert_eq!(mail.rcpt_tos, ["reporter@newsroom.example"]);
    // The departure in the station's time (the process's TZ), the tasks with their state.
    let departure = chrono::DateTime::parse_from_rfc3339("2031-10-15T13:15:00Z")
        .unwrap()
        .with_timezone(&chrono::Local)
        .format("Departure: 2031-10-15 %H:%M")
        .to_string();
    for line in [
        "Location: Cafe Central",
        departure.as_str(),
        "[ ] Meet the source (to do)",
        "[x] Hidden microphone (done)",
    ] {
        assert!(mail.raw.contains(line), "{line} in {}", mail.raw);
    }

    // Mailed to its crew (its producer and reporter) and the editor, who may not see it.
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/productions/{id}/mail"),
            json!({"usersIds": [eddie]}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    let mut crew = vec![paula, rita];
    crew.sort_unstable();
    assert_eq!(
        (&r["mails"], &r["sentTo"], &r["notMailed"]),
        (&json!(1), &json!(crew), &json!([eddie])),
        "{r}"
    );
    let got = smtp.wait_for(2, std::time::Duration::from_secs(5));
    let mut to = got[1].rcpt_tos.clone();
    to.sort_unstable();
    assert_eq!(
        to,
        ["producer@newsroom.example", "reporter@newsroom.example"]
    );
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            &format!("/api/productions/{id}/mail"),
            json!({}),
        )
        .await;
    assert_eq!(status, 403, "mailing needs PRODUCTION write");

    // To the trash, and back onto another day: its departure at the same hour, its tasks as they
    // were; a bad day restores nothing.
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/productions?ids={id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, e) = app
        .send(
            Method::PUT,
            &producer,
            "/api/productions/restore",
            json!({"ids": [id], "date": "20/10/2031"}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["date"]["code"]),
        (422, &json!("date")),
        "{e}"
    );
    let (status, _) = app.get(&producer, &format!("/api/productions/{id}")).await;
    assert_eq!(status, 404, "still in the trash");
    let (status, back) = app
        .send(
            Method::PUT,
            &producer,
            "/api/productions/restore",
            json!({"ids": [id], "date": "2031-10-20"}),
        )
        .await;
    assert_eq!(status, 200, "{back}");
    assert_eq!(
        (
            &back[0]["date"],
            &back[0]["departure"],
            &back[0]["tasks"][1]["status"]
        ),
        (
            &json!("2031-10-20"),
            &json!("2031-10-20T13:15:00Z"),
            &json!("DONE")
        ),
        "{back}"
    );
    let (_, moved_day) = app
        .get(
            &producer,
            "/api/productions?date=2031-10-20&allPrograms=true",
        )
        .await;
    assert_eq!(moved_day[0]["id"], json!(id), "{moved_day}");

    // The day's grid by mail: the reporter, allowed to see the private one, gets both in one mail,
    // in the order of their departure; the editor gets the public one alone.
    let (status, bridge) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions",
            json!({"slug": "BRIDGE WORKS", "date": "2031-10-20", "programIds": [1],
                   "location": "North bridge", "departure": "2031-10-20T08:00:00Z",
                   "tasks": [{"description": "Helmets", "status": "DONE"}, {"description": "Permit"}]}),
        )
        .await;
    assert_eq!(status, 201, "{bridge}");
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions/email/grid",
            json!({"date": "2031-13-01", "usersIds": []}),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(
        (
            &e["fields"]["date"]["code"],
            &e["fields"]["usersIds"]["code"]
        ),
        (&json!("date"), &json!("required")),
        "{e}"
    );
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            "/api/productions/email/grid",
            json!({"date": "2031-10-20", "usersIds": [rita, eddie]}),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    let mut both = vec![rita, eddie];
    both.sort_unstable();
    assert_eq!(
        (&r["mails"], &r["sentTo"], &r["notMailed"]),
        (&json!(2), &json!(both), &json!([])),
        "{r}"
    );
    let got = smtp.wait_for(4, std::time::Duration::from_secs(5));
    let grid_of = |to: &str| {
        got.iter()
            .skip(2)
            .find(|m| m.rcpt_tos == [to])
            .unwrap_or_else(|| panic!("a grid for {to}: {got:?}"))
            .raw
            .clone()
    };
    let rita_grid = grid_of("reporter@newsroom.example");
    assert!(
        rita_grid.contains("Subject: Productions: 2031-10-20 (2)"),
        "{rita_grid}"
    );
    let (bridge_at, source_at) = (
        rita_grid.find("BRIDGE WORKS").expect("the bridge"),
        rita_grid.find("SOURCE MEETING").expect("the meeting"),
    );
    assert!(bridge_at < source_at, "by departure: {rita_grid}");
    assert!(
        rita_grid.contains("Location: North bridge | Tasks: 1/2"),
        "{rita_grid}"
    );
    let eddie_grid = grid_of("editor@newsroom.example");
    assert!(
        eddie_grid.contains("Subject: Productions: 2031-10-20 (1)")
            && !eddie_grid.contains("SOURCE MEETING"),
        "{eddie_grid}"
    );
    app.stop().await;
}

both_modes!(
    a_checklist_is_made_for_an_assignment_and_ticked,
    a_private_checklist_stays_with_its_people_and_is_mailed_to_them
);
