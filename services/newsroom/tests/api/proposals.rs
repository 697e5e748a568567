//! Assignment proposals through REST and STOMP, the documents service behind the gateway (issue 13;
//! docs/adr/0003-documents.md, "Proposals"): a reporter pitches, the desk accepts one into an
//! assignment and declines another with an answer; an answered proposal changes no more; only
//! its writer (or a moderator) changes or trashes it; bad input; the trash; the general search
//! and `/topic/proposals`.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn the_desk_answers_proposals(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let viewer = app.login("viewer").await;
    let day = "2031-12-04";

    // The producer's desk follows the proposals live.
    let mut live = Client::connect(&app, &producer).await;
    live.send("SUBSCRIBE\nid:p\ndestination:/topic/proposals\nreceipt:p\n\n\0")
        .await;
    let f = live.next().await.expect("RECEIPT");
    assert_eq!(f.command, Command::Receipt, "{f:?}");
    let mut next = async || {
        let f = live.next().await.expect("MESSAGE");
        assert_eq!(f.get("destination"), Some("/topic/proposals"), "{f:?}");
        let v: Value = serde_json::from_slice(&f.body).unwrap();
        (v["event"].as_str().unwrap().to_owned(), v)
    };

    // Bad input: every field named at once, nothing saved; a viewer has no proposals at all.
    let (status, e) = app
        .send(
            Method::POST,
            &reporter,
            "/api/proposals",
            json!({"slug": " ", "date": "04/12/2031", "programIds": [], "content": "x"}),
        )
        .await;
    assert_eq!((status, &e["code"]), (422, &json!("validation")), "{e}");
    for field in ["slug", "date", "programIds"] {
        assert!(e["fields"][field].is_object(), "{field} named: {e}");
    }
    let pitch = json!({"slug": "FLOODED MARKET", "date": day, "programIds": [1],
                       "content": "Stallholders say the drains were never cleaned."});
    let (status, _) = app
        .send(Method::POST, &viewer, "/api/proposals", pitch.clone())
        .await;
    assert_eq!(status, 403, "a viewer pitches nothing");
    let (status, _) = app
        .get(
            &viewer,
            &format!("/api/proposals?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(status, 403, "nor reads the proposals");

    // The reporter pitches two; the desk sees them arrive.
    let (status, flood) = app
        .send(Method::POST, &reporter, "/api/proposals", pitch)
        .await;
    assert_eq!(status, 201, "{flood}");
    assert_eq!(
        (
            &flood["status"],
            &flood["owner"]["nickname"],
            &flood["answeredBy"],
            &flood["assignmentId"]
        ),
        (
            &json!("PENDING"),
            &json!("reporter"),
            &Value::Null,
            &Value::Null
        ),
        "{flood}"
    );
    let flood_id = flood["id"].as_i64().unwrap();
    let reporter_id = flood["owner"]["id"].as_i64().unwrap();
    let (event, ev) = next().await;
    assert_eq!((event.as_str(), &ev["id"]), ("created", &json!(flood_id)));
    let (status, bridge) = app
        .send(
            Method::POST,
            &reporter,
            "/api/proposals",
            json!({"slug": "OLD BRIDGE", "date": day, "programIds": [1],
                   "content": "The old bridge turns 100."}),
        )
        .await;
    assert_eq!(status, 201, "{bridge}");
    let bridge_id = bridge["id"].as_i64().unwrap();
    assert_eq!(next().await.0, "created");

    // Only its writer changes it, at the revision read.
    let doc = format!("/api/proposals/{flood_id}");
    let change = |revision: i64, content: &str| {
        json!({"slug": "FLOODED MARKET", "date": day, "programIds": [1],
               "content": content, "revision": revision})
    };
    let (status, e) = app
        .send(Method::PUT, &editor, &doc, change(1, "Mine now."))
        .await;
    assert_eq!(status, 403, "not the editor's pitch: {e}");
    let (status, changed) = app
        .send(
            Method::PUT,
            &reporter,
            &doc,
            change(
                1,
                "Stallholders say the drains were never cleaned. Council to answer.",
            ),
        )
        .await;
    assert_eq!(
        (status, &changed["revision"]),
        (200, &json!(2)),
        "{changed}"
    );
    assert_eq!(next().await.0, "updated");
    let (status, e) = app
        .send(
            Method::PUT,
            &reporter,
            &doc,
            change(1, "From a stale page."),
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");

    // The desk answers: a reporter may not; the producer declines one with an answer.
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            &format!("/api/assignments/proposal/{flood_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 403, "a reporter makes no assignment");
    let group = app
        .create_group(
            &admin,
            "Desk without proposals",
            json!({"ASSIGNMENT": "WRITE"}),
        )
        .await;
    app.create_user(&admin, "blind-desk", &[group]).await;
    let blind = app.first_access("blind-desk", "blind desk password").await;
    for path in [
        format!("/api/assignments/proposal/{flood_id}"),
        format!("/api/proposals/{flood_id}/decline"),
    ] {
        let (status, e) = app.send(Method::POST, &blind, &path, json!({})).await;
        assert_eq!(
            (status, &e["code"]),
            (403, &json!("forbidden")),
            "assignment write alone does not answer proposals: {path} {e}"
        );
    }
    let decline = format!("/api/proposals/{bridge_id}/decline");
    let (status, _) = app
        .send(Method::POST, &reporter, &decline, json!({"answer": "no"}))
        .await;
    assert_eq!(status, 403, "nor answers");
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            &decline,
            json!({"answer": "x".repeat(2001)}),
        )
        .await;
    assert_eq!((status, &e["code"]), (422, &json!("validation")), "{e}");
    let (status, declined) = app
        .send(
            Method::POST,
            &producer,
            &decline,
            json!({"answer": " Covered last week. "}),
        )
        .await;
    assert_eq!(status, 200, "{declined}");
    assert_eq!(
        (
            &declined["status"],
            &declined["answer"],
            &declined["answeredBy"]["nickname"]
        ),
        (
            &json!("DECLINED"),
            &json!("Covered last week."),
            &json!("producer")
        ),
        "{declined}"
    );
    assert!(declined["answeredAt"].is_string(), "{declined}");
    assert_eq!(next().await.0, "updated");
    let (_, seen) = app
        .get(&reporter, &format!("/api/proposals/{bridge_id}"))
        .await;
    assert_eq!(
        seen["answer"],
        json!("Covered last week."),
        "the writer reads it"
    );
    for (path, body) in [
        (decline.clone(), json!({"answer": "again"})),
        (
            format!("/api/assignments/proposal/{bridge_id}"),
            Value::Null,
        ),
    ] {
        let (status, e) = app.send(Method::POST, &producer, &path, body).await;
        assert_eq!(
            (status, &e["code"]),
            (409, &json!("proposal_answered")),
            "{path}: {e}"
        );
    }
    let (status, e) = app
        .send(
            Method::PUT,
            &reporter,
            &format!("/api/proposals/{bridge_id}"),
            json!({"slug": "OLD BRIDGE", "date": day, "programIds": [1],
                   "content": "Please?", "revision": 2}),
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("proposal_answered")),
        "{e}"
    );

    // The producer accepts the other: the assignment and the proposal naming it, once.
    let (status, made) = app
        .send(
            Method::POST,
            &producer,
            &format!("/api/assignments/proposal/{flood_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 201, "{made}");
    let assignment = &made["assignment"];
    assert_eq!(
        (
            &assignment["slug"],
            &assignment["content"],
            &assignment["date"],
            &assignment["programIds"],
            &assignment["producerIds"],
            &assignment["state"]
        ),
        (
            &json!("FLOODED MARKET"),
            &json!("Stallholders say the drains were never cleaned. Council to answer."),
            &json!(day),
            &json!([1]),
            &json!([reporter_id]),
            &json!("PRODUCING")
        ),
        "{made}"
    );
    let assignment_id = assignment["id"].as_i64().unwrap();
    assert_eq!(
        (
            &made["proposal"]["status"],
            &made["proposal"]["assignmentId"]
        ),
        (&json!("ACCEPTED"), &json!(assignment_id)),
        "{made}"
    );
    assert_eq!(next().await.0, "updated");
    let (status, e) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/assignments/proposal/{flood_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("proposal_answered")),
        "{e}"
    );
    let (_, of_day) = app
        .get(
            &producer,
            &format!("/api/assignments?date={day}&allPrograms=true"),
        )
        .await;
    let ids: Vec<&Value> = of_day
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["id"])
        .collect();
    assert_eq!(ids, vec![&json!(assignment_id)], "one assignment: {of_day}");

    // The day's list, as every writer sees it.
    let (status, list) = app
        .get(
            &editor,
            &format!("/api/proposals?date={day}&allPrograms=true"),
        )
        .await;
    assert_eq!(status, 200, "{list}");
    let statuses: Vec<(&Value, &Value)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (&p["slug"], &p["status"]))
        .collect();
    assert_eq!(
        statuses,
        vec![
            (&json!("FLOODED MARKET"), &json!("ACCEPTED")),
            (&json!("OLD BRIDGE"), &json!("DECLINED"))
        ],
        "{list}"
    );

    // Found by the general search.
    let (status, hits) = app
        .get(&producer, "/api/search?q=drains&kinds=PROPOSAL")
        .await;
    assert_eq!(status, 200, "{hits}");
    assert_eq!(
        (
            &hits["total"],
            &hits["data"][0]["id"],
            &hits["data"][0]["state"]
        ),
        (&json!(1), &json!(flood_id), &json!("ACCEPTED")),
        "a proposal is found with its status: {hits}"
    );

    // The trash: not someone else's, but a moderator's; back by a moderator only, the writer's
    // own by the writer.
    let trash = format!("/api/proposals?ids={bridge_id}");
    let (status, _) = app.send(Method::DELETE, &editor, &trash, Value::Null).await;
    assert_eq!(status, 403, "not the editor's");
    let (status, _) = app.send(Method::DELETE, &admin, &trash, Value::Null).await;
    assert_eq!(status, 204);
    assert_eq!(next().await.0, "deleted");
    let (status, _) = app
        .get(&reporter, &format!("/api/proposals/{bridge_id}"))
        .await;
    assert_eq!(status, 404);
    let (_, excluded) = app.get(&reporter, "/api/proposals/excluded").await;
    assert_eq!(
        (&excluded["total"], &excluded["data"][0]["slug"]),
        (&json!(1), &json!("OLD BRIDGE")),
        "{excluded}"
    );
    let restore = json!({"ids": [bridge_id]});
    let (status, _) = app
        .send(
            Method::PUT,
            &editor,
            "/api/proposals/restore",
            restore.clone(),
        )
        .await;
    assert_eq!(status, 403, "not the editor's");
    let (status, back) = app
        .send(
            Method::PUT,
            &admin,
            "/api/proposals/restore",
            restore.clone(),
        )
        .await;
    assert_eq!(
        (status, &back[0]["status"]),
        (200, &json!("DECLINED")),
        "{back}"
    );
    assert_eq!(next().await.0, "restored");
    let (status, _) = app
        .send(Method::DELETE, &reporter, &trash, Value::Null)
        .await;
    assert_eq!(status, 204, "the writer trashes their own");
    assert_eq!(next().await.0, "deleted");
    let (status, _) = app
        .send(Method::PUT, &reporter, "/api/proposals/restore", restore)
        .await;
    assert_eq!(status, 200, "and brings it back");
    assert_eq!(next().await.0, "restored");
    app.stop().await;
}

both_modes!(the_desk_answers_proposals);
