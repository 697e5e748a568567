//! Assignments (guidelines) through REST, the documents service behind the gateway (issue 13;
//! docs/adr/0003-documents.md): create, list by date and program, filter with paging, update with
//! revisions, private assignments, programs restricted to groups, states, the trash, edit locks.

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

fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap_or_else(|| panic!("a list: {list}"))
        .iter()
        .map(|a| a["id"].as_i64().unwrap())
        .collect()
}

async fn assignments_are_planned_listed_and_filtered(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let rita = me(&app, &reporter).await;
    let paula = me(&app, &producer).await;
    let day = "2031-03-14";

    // A producer plans an assignment: PRODUCING, owned by them, an id no story can have.
    let (status, fire) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": " FIRE DOWNTOWN ", "content": "Talk to the fire chief.", "date": day,
                   "programIds": [1], "producerIds": [paula], "reporterIds": [rita], "priority": true}),
        )
        .await;
    assert_eq!(status, 201, "{fire}");
    let fire_id = fire["id"].as_i64().unwrap();
    assert!(fire_id >= 1_000_000_000_000, "{fire}");
    assert_eq!(
        (
            &fire["slug"],
            &fire["state"],
            &fire["owner"]["nickname"],
            &fire["revision"],
            &fire["reporterIds"],
            &fire["priority"],
            &fire["pending"]
        ),
        (
            &json!("FIRE DOWNTOWN"),
            &json!("PRODUCING"),
            &json!("producer"),
            &json!(1),
            &json!([rita]),
            &json!(true),
            &json!(false)
        )
    );
    let (status, flood) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "FLOOD WARNING", "content": "River levels", "date": day, "programIds": [2]}),
        )
        .await;
    assert_eq!(status, 201, "{flood}");
    let flood_id = flood["id"].as_i64().unwrap();
    app.send(
        Method::POST,
        &producer,
        "/api/assignments",
        json!({"slug": "ELECTION DEBATE", "date": "2031-03-15", "programIds": [1]}),
    )
    .await;

    // Readers list the day, of one program or of all; the reporter may read but not write.
    let day_of = |program: i64, all: bool| {
        format!("/api/assignments?date={day}&programId={program}&allPrograms={all}")
    };
    assert_eq!(
        ids(&app.get(&reporter, &day_of(1, false)).await.1),
        vec![fire_id]
    );
    assert_eq!(
        ids(&app.get(&reporter, &day_of(1, true)).await.1),
        vec![fire_id, flood_id]
    );
    assert_eq!(
        ids(&app.get(&reporter, &day_of(0, false)).await.1),
        vec![fire_id, flood_id]
    );
    assert_eq!(
        app.get(&reporter, &format!("/api/assignments/{fire_id}"))
            .await
            .1["slug"],
        "FIRE DOWNTOWN"
    );
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            "/api/assignments",
            json!({"slug": "X", "date": day, "programIds": [1]}),
        )
        .await;
    assert_eq!(status, 403);
    let guest = app.login("guest").await;
    assert_eq!(app.get(&guest, &day_of(1, false)).await.0, 403);

    // The filter: slug and content case-insensitive, ids of 0 or less and blank texts mean nothing,
    // a page and the total.
    let filter = |q: &str| format!("/api/assignments/filter?{q}");
    let (_, page) = app.get(&reporter, &filter("slug=fire")).await;
    assert_eq!(
        (ids(&page["data"]), &page["total"]),
        (vec![fire_id], &json!(1))
    );
    let (_, page) = app
        .get(&reporter, &filter("content=RIVER&programId=0"))
        .await;
    assert_eq!(ids(&page["data"]), vec![flood_id]);
    let (_, page) = app
        .get(&reporter, &filter(&format!("producerId={paula}")))
        .await;
    assert_eq!(ids(&page["data"]), vec![fire_id]);
    let (_, page) = app
        .get(&reporter, &filter("slug=%20&producerId=-1&offset=1&size=1"))
        .await;
    assert_eq!(
        (page["data"].as_array().unwrap().len(), &page["total"]),
        (1, &json!(3))
    );
    // Newest date first: the debate of the 15th leads.
    let (_, page) = app.get(&reporter, &filter("size=15")).await;
    assert_eq!(page["data"][0]["slug"], "ELECTION DEBATE");
    // A literal % matches only itself.
    let (_, page) = app.get(&reporter, &filter("slug=%25")).await;
    assert_eq!(page["total"], 0);
    app.stop().await;
}

async fn assignments_change_by_revision_and_keep_private_ones_private(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let admin = app.login("admin").await;
    let reporter = app.login("reporter").await;
    let rita = me(&app, &reporter).await;
    let day = "2031-04-01";
    let body = |slug: &str, revision: i64| json!({"slug": slug, "date": day, "programIds": [1], "revision": revision});
    let (_, a) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            body("COUNCIL", 0),
        )
        .await;
    let id = a["id"].as_i64().unwrap();
    let path = format!("/api/assignments/{id}");

    // An update at the current revision; a second one from the same old revision is a conflict and
    // changes nothing.
    let (status, v2) = app
        .send(Method::PUT, &admin, &path, body("COUNCIL VOTE", 1))
        .await;
    assert_eq!((status, &v2["revision"]), (200, &json!(2)), "{v2}");
    let (status, e) = app
        .send(Method::PUT, &producer, &path, body("COUNCIL MEETING", 1))
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")));
    assert_eq!(app.get(&producer, &path).await.1["slug"], "COUNCIL VOTE");

    // Only the owner makes it private and names who else sees it; others then get 404.
    let mut private = body("COUNCIL VOTE", 2);
    private["private"] = json!(true);
    private["allowedUserIds"] = json!([rita]);
    let (status, e) = app.send(Method::PUT, &admin, &path, private.clone()).await;
    assert_eq!((status, &e["code"]), (403, &json!("forbidden")));
    let (status, p) = app.send(Method::PUT, &producer, &path, private).await;
    assert_eq!((status, &p["private"]), (200, &json!(true)), "{p}");
    let editor = app.login("editor").await;
    assert_eq!(app.get(&editor, &path).await.0, 404);
    assert_eq!(app.get(&reporter, &path).await.0, 200);
    assert!(
        !ids(&app
            .get(&editor, &format!("/api/assignments?date={day}"))
            .await
            .1)
        .contains(&id)
    );
    let (_, page) = app
        .get(&editor, "/api/assignments/filter?slug=council")
        .await;
    assert_eq!(
        page["total"], 0,
        "the total counts only what the viewer may see"
    );

    // A program restricted to another group hides its assignments and cannot be named.
    let night = app
        .create_group(
            &admin,
            "Night desk",
            json!({"RUNDOWN": "WRITE", "ASSIGNMENT": "WRITE"}),
        )
        .await;
    let (status, late) = app
        .send(
            Method::POST,
            &admin,
            "/api/programs",
            json!({"name": "Late Desk", "start": "23:30:00", "end": "00:15:00", "allowedGroups": [night]}),
        )
        .await;
    assert_eq!(status, 201, "{late}");
    let late = late["id"].as_i64().unwrap();
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "NIGHT", "date": day, "programIds": [late], "reporterIds": [999_999]}),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(e["fields"]["programIds"]["code"], "unknown_program", "{e}");
    assert_eq!(e["fields"]["reporterIds"]["code"], "unknown_user", "{e}");
    let (status, hidden) = app
        .send(
            Method::POST,
            &admin,
            "/api/assignments",
            json!({"slug": "NIGHT", "date": day, "programIds": [late]}),
        )
        .await;
    assert_eq!(status, 201, "{hidden}");
    let hidden = hidden["id"].as_i64().unwrap();
    assert_eq!(
        app.get(&producer, &format!("/api/assignments/{hidden}"))
            .await
            .0,
        404
    );
    assert!(
        ids(&app
            .get(&admin, &format!("/api/assignments?date={day}"))
            .await
            .1)
        .contains(&hidden)
    );

    // Bad input: every field named at once, nothing saved.
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "", "date": "01/04/2031", "programIds": [], "editorIds": [3, 3]}),
        )
        .await;
    assert_eq!(status, 422);
    let codes: Vec<(&str, &str)> = e["fields"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.as_str(), v["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        codes,
        vec![
            ("date", "date"),
            ("editorIds", "duplicate"),
            ("programIds", "required"),
            ("slug", "required")
        ]
    );
    app.stop().await;
}

async fn assignment_states_and_the_trash(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let day = "2031-05-02";
    let mut made = Vec::new();
    for slug in ["ONE", "TWO", "THREE"] {
        let (_, a) = app
            .send(
                Method::POST,
                &producer,
                "/api/assignments",
                json!({"slug": slug, "date": day, "programIds": [1]}),
            )
            .await;
        made.push(a["id"].as_i64().unwrap());
    }

    // One state for several; an unknown id among them changes none.
    let (status, list) = app
        .send(
            Method::PATCH,
            &producer,
            "/api/assignments/states",
            json!({"ids": [made[0], made[1]], "state": "COVERING"}),
        )
        .await;
    assert_eq!(status, 200, "{list}");
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .all(|a| a["state"] == "COVERING" && a["revision"] == 2)
    );
    let (status, _) = app
        .send(
            Method::PATCH,
            &producer,
            "/api/assignments/states",
            json!({"ids": [made[2], 1_000_999_999_999i64], "state": "COMPLETED"}),
        )
        .await;
    assert_eq!(status, 404);
    let three = format!("/api/assignments/{}", made[2]);
    assert_eq!(app.get(&producer, &three).await.1["state"], "PRODUCING");
    let (status, e) = app
        .send(
            Method::PATCH,
            &producer,
            "/api/assignments/states",
            json!({"ids": [made[2]], "state": "DONE"}),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    let (status, _) = app
        .send(
            Method::PATCH,
            &reporter,
            "/api/assignments/states",
            json!({"ids": [made[2]], "state": "COMPLETED"}),
        )
        .await;
    assert_eq!(status, 403);

    // To the trash and back; the trash lists it, the day does not.
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/assignments?ids={},{}", made[0], made[2]),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(app.get(&producer, &three).await.0, 404);
    assert_eq!(
        ids(&app
            .get(&reporter, &format!("/api/assignments?date={day}"))
            .await
            .1),
        vec![made[1]]
    );
    let (_, trash) = app.get(&reporter, "/api/assignments/excluded").await;
    assert_eq!(trash["total"], 2, "{trash}");
    assert!(trash["data"][0]["deletedAt"].is_string());
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/assignments?ids={}", made[0]),
            Value::Null,
        )
        .await;
    assert_eq!(status, 404, "already in the trash");
    let (status, back) = app
        .send(
            Method::PUT,
            &producer,
            "/api/assignments/restore",
            json!({"ids": [made[2]]}),
        )
        .await;
    assert_eq!(
        (status, &back[0]["deletedAt"]),
        (200, &Value::Null),
        "{back}"
    );
    assert_eq!(
        ids(&app
            .get(&reporter, &format!("/api/assignments?date={day}"))
            .await
            .1),
        vec![made[1], made[2]]
    );
    let (status, e) = app
        .send(
            Method::DELETE,
            &producer,
            "/api/assignments?ids=a,1",
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["ids"]["code"]),
        (422, &json!("id_list"))
    );
    app.stop().await;
}

/// Assignments are locked through the same `/api/locks` calls and rules as stories (crates/locks):
/// the holder alone saves, another user's deletion is refused, a take-over moves the lock, a renewal
/// of a lock the tab no longer holds takes nothing, a logout frees the session's locks, and a
/// document the caller may not see cannot be locked.
async fn assignments_are_edited_under_a_lock(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let admin = app.login("admin").await;
    let editor = app.login("editor").await;
    let body = json!({"slug": "COUNCIL VOTE", "content": "Budget", "date": "2031-05-02", "programIds": [1]});
    let (status, a) = app
        .send(Method::POST, &producer, "/api/assignments", body.clone())
        .await;
    assert_eq!(status, 201, "{a}");
    let id = a["id"].as_i64().unwrap();
    let (doc, lock) = (format!("/api/assignments/{id}"), format!("/api/locks/{id}"));
    let take = |uuid: &str, renew: bool| json!({"uuid": uuid, "renew": renew});

    // The producer's tab takes it; the administrator is refused, and sees who holds it.
    let (status, held) = app
        .send(Method::PUT, &producer, &lock, take("tab-1", false))
        .await;
    assert_eq!(status, 200, "{held}");
    assert_eq!(
        (&held["storyId"], &held["nickname"], &held["locked"]),
        (&json!(id), &json!("producer"), &json!(true))
    );
    let tag = crate::locks::holder_of(&held);
    let (status, e) = app
        .send(Method::PUT, &admin, &lock, take("adm", false))
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")));
    let (_, all) = app.get(&admin, "/api/locks").await;
    let listed: Vec<&Value> = all
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["storyId"] == json!(id))
        .collect();
    assert_eq!(listed.len(), 1, "{all}");
    assert_eq!(listed[0]["holder"], json!(tag));

    // Only the holder saves; another user's save and deletion are refused and change nothing.
    let mut change = body.clone();
    change["slug"] = json!("COUNCIL VOTE LIVE");
    change["revision"] = json!(1);
    let (status, e) = app.send(Method::PUT, &admin, &doc, change.clone()).await;
    assert_eq!((status, &e["code"]), (409, &json!("lock_lost")), "{e}");
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/assignments?ids={id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(app.get(&admin, &doc).await.1["slug"], json!("COUNCIL VOTE"));
    change["lockUuid"] = json!("tab-1");
    let (status, saved) = app.send(Method::PUT, &producer, &doc, change.clone()).await;
    assert_eq!((status, &saved["revision"]), (200, &json!(2)), "{saved}");

    // A user who may only read assignments locks nothing.
    let (status, _) = app
        .send(Method::PUT, &editor, &lock, take("ed", false))
        .await;
    assert_eq!(status, 403);

    // The administrator takes it over: the producer's save and renewal are refused now.
    let (status, taken) = app
        .send(
            Method::PUT,
            &admin,
            &format!("{lock}/take_over"),
            json!({"uuid": "adm"}),
        )
        .await;
    assert_eq!(
        (status, &taken["nickname"]),
        (200, &json!("admin")),
        "{taken}"
    );
    change["revision"] = json!(2);
    let (status, e) = app.send(Method::PUT, &producer, &doc, change.clone()).await;
    assert_eq!((status, &e["code"]), (409, &json!("lock_lost")));
    let (status, e) = app
        .send(Method::PUT, &producer, &lock, take("tab-1", true))
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")));

    // Released, a renewal that arrives late takes nothing; a logout frees its session's locks.
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("{lock}?uuid=adm"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, e) = app
        .send(Method::PUT, &admin, &lock, take("adm", true))
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("lock_lost")));
    let (status, _) = app
        .send(Method::PUT, &admin, &lock, take("adm-2", false))
        .await;
    assert_eq!(status, 200);
    let res = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let (_, all) = app.get(&producer, "/api/locks").await;
    assert!(
        !all.as_array()
            .unwrap()
            .iter()
            .any(|l| l["storyId"] == json!(id)),
        "freed by the logout: {all}"
    );

    // A private assignment of the producer, or none at all, cannot be locked by someone else.
    let mut private = body.clone();
    private["private"] = json!(true);
    let (_, p) = app
        .send(Method::POST, &producer, "/api/assignments", private)
        .await;
    let other = app.login("admin").await;
    let (status, _) = app
        .send(
            Method::PUT,
            &other,
            &format!("/api/locks/{}", p["id"]),
            take("x", false),
        )
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .send(
            Method::PUT,
            &other,
            "/api/locks/1999999999999",
            take("x", false),
        )
        .await;
    assert_eq!(status, 404);
    app.stop().await;
}

/// Copy (web.md section 7, "copy (ids, programsIds, date)") and the counter of a day: copies are the
/// copier's, PRODUCING, in the order asked, with their original's programs unless others are named; a
/// private one stays among the same people and its author; all or none; the counter counts what
/// the caller may see, by state.
async fn assignments_are_copied_and_counted(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let admin = app.login("admin").await;
    let editor = app.login("editor").await;
    let (paula, rita) = (me(&app, &producer).await, me(&app, &reporter).await);
    let (day, next, later) = ("2031-06-10", "2031-06-11", "2031-06-12");
    let create = |body: Value| {
        let app = &app;
        let producer = &producer;
        async move {
            let (status, a) = app
                .send(Method::POST, producer, "/api/assignments", body)
                .await;
            assert_eq!(status, 201, "{a}");
            a
        }
    };
    let harbour = create(
        json!({"slug": "HARBOUR STRIKE", "content": "Dockers meet at 9.",
        "date": day, "programIds": [1, 2], "reporterIds": [rita], "priority": true}),
    )
    .await;
    let tip = create(
        json!({"slug": "ANONYMOUS TIP", "content": "Call back after 6.",
        "date": day, "programIds": [1], "private": true, "allowedUserIds": [rita]}),
    )
    .await;
    let (h, t) = (harbour["id"].as_i64().unwrap(), tip["id"].as_i64().unwrap());
    let copy = |ids: Vec<i64>, programs: Value, date: &str| json!({"ids": ids, "programsIds": programs, "date": date});

    // A reader copies nothing.
    let (status, _) = app
        .send(
            Method::POST,
            &reporter,
            "/api/assignments/copy",
            copy(vec![h], json!([]), next),
        )
        .await;
    assert_eq!(status, 403);

    // The producer copies both to the next day, in the order asked (the tip first).
    let (status, copies) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/copy",
            copy(vec![t, h], json!([]), next),
        )
        .await;
    assert_eq!(status, 201, "{copies}");
    let copies = copies.as_array().unwrap().clone();
    assert_eq!(copies.len(), 2);
    let (tip2, harbour2) = (&copies[0], &copies[1]);
    for c in &copies {
        assert!(c["id"].as_i64().unwrap() > h.max(t), "a new id: {c}");
        assert_eq!(
            (&c["date"], &c["state"], &c["owner"]["id"], &c["revision"]),
            (&json!(next), &json!("PRODUCING"), &json!(paula), &json!(1)),
            "{c}"
        );
    }
    assert_eq!(
        (
            &tip2["slug"],
            &tip2["private"],
            &tip2["allowedUserIds"],
            &tip2["programIds"]
        ),
        (
            &json!("ANONYMOUS TIP"),
            &json!(true),
            &json!([rita]),
            &json!([1])
        )
    );
    assert_eq!(
        (
            &harbour2["content"],
            &harbour2["reporterIds"],
            &harbour2["priority"],
            &harbour2["programIds"]
        ),
        (
            &json!("Dockers meet at 9."),
            &json!([rita]),
            &json!(true),
            &json!([1, 2])
        )
    );

    // The administrator copies the harbour to program 2 only; the originals stay as they were.
    let (status, mine) = app
        .send(
            Method::POST,
            &admin,
            "/api/assignments/copy",
            copy(vec![h], json!([2]), next),
        )
        .await;
    assert_eq!(status, 201, "{mine}");
    assert_eq!(
        (&mine[0]["programIds"], &mine[0]["owner"]["nickname"]),
        (&json!([2]), &json!("admin"))
    );
    let original = app.get(&producer, &format!("/api/assignments/{h}")).await.1;
    assert_eq!(
        (&original["date"], &original["revision"]),
        (&json!(day), &json!(1))
    );

    // All or none: an unknown id, or one the caller may not see, copies nothing; bad fields are named.
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/copy",
            copy(vec![h, 1_999_999_999_999], json!([]), later),
        )
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .send(
            Method::POST,
            &editor,
            "/api/assignments/copy",
            copy(vec![h, t], json!([]), later),
        )
        .await;
    assert_eq!(status, 403, "the editor only reads assignments");
    let (status, _) = app
        .send(
            Method::POST,
            &admin,
            "/api/assignments/copy",
            copy(vec![h, t], json!([]), later),
        )
        .await;
    assert_eq!(
        status, 404,
        "the tip is private to the producer and the reporter"
    );
    let later_day = format!("/api/assignments?date={later}&allPrograms=true");
    assert_eq!(app.get(&producer, &later_day).await.1, json!([]));
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/copy",
            copy(vec![h], json!([0]), "12/06/2031"),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(e["fields"]["date"]["code"], "date", "{e}");
    assert_eq!(e["fields"]["programsIds"]["code"], "invalid", "{e}");
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/copy",
            copy(vec![], json!([]), later),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["ids"]["code"]),
        (422, &json!("required")),
        "{e}"
    );

    // The counter of the next day: what each caller may see, by state.
    let harbour2_id = harbour2["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::PATCH,
            &producer,
            "/api/assignments/states",
            json!({"ids": [harbour2_id], "state": "COVERING"}),
        )
        .await;
    assert_eq!(status, 200);
    let counter = format!("/api/assignments/counter?date={next}&allPrograms=true");
    let (status, c) = app.get(&reporter, &counter).await;
    assert_eq!(status, 200, "{c}");
    assert_eq!(c["total"], 3, "{c}");
    assert_eq!(
        c["byState"],
        json!({"PRODUCING": 2, "COVERING": 1, "COMPLETED": 0, "INTERRUPTED": 0, "EDITING": 0})
    );
    assert_eq!(
        app.get(&editor, &counter).await.1["total"],
        2,
        "the private copy is not the editor's"
    );
    let of_two = format!("/api/assignments/counter?date={next}&programId=2");
    assert_eq!(app.get(&reporter, &of_two).await.1["total"], 2);
    assert_eq!(
        app.get(&reporter, "/api/assignments/counter?date=soon")
            .await
            .0,
        422
    );
    app.stop().await;
}

/// The state-lock setting (web.md section 3): off by default; an ASSIGNMENT admin turns it on; then a
/// COMPLETED or INTERRUPTED assignment refuses edits, its edit lock, deletion and a state change by
/// a writer (409 `document_state_locked`, nothing changed), until an administrator changes its state.
async fn the_state_lock_closes_completed_assignments(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let admin = app.login("admin").await;
    let config = "/api/assignments/config";
    assert_eq!(
        app.get(&producer, config).await.1,
        json!({"stateLock": false, "defaultGrouping": "SUMMARY"})
    );
    let (status, _) = app
        .send(Method::PUT, &producer, config, json!({"stateLock": true}))
        .await;
    assert_eq!(status, 403);
    for bad in [
        json!({"stateLock": "yes"}),
        json!({}),
        json!({"stateLock": true, "x": 1}),
    ] {
        let (status, _) = app.send(Method::PUT, &admin, config, bad.clone()).await;
        assert_eq!(status, 422, "{bad}");
    }

    let body = json!({"slug": "BRIDGE REOPENS", "content": "Ribbon at noon.", "date": "2031-07-01", "programIds": [1]});
    let (_, a) = app
        .send(Method::POST, &producer, "/api/assignments", body.clone())
        .await;
    let id = a["id"].as_i64().unwrap();
    let doc = format!("/api/assignments/{id}");
    let states = |state: &str| json!({"ids": [id], "state": state});
    let (status, _) = app
        .send(
            Method::PATCH,
            &producer,
            "/api/assignments/states",
            states("COMPLETED"),
        )
        .await;
    assert_eq!(status, 200);

    // Off: a completed assignment is still edited.
    let mut change = body.clone();
    change["content"] = json!("Ribbon at one.");
    change["revision"] = json!(2);
    let (status, saved) = app.send(Method::PUT, &producer, &doc, change.clone()).await;
    assert_eq!(status, 200, "{saved}");

    // On: every change is refused with the code, and nothing changes.
    let (status, c) = app
        .send(Method::PUT, &admin, config, json!({"stateLock": true}))
        .await;
    assert_eq!(
        (status, c),
        (
            200,
            json!({"stateLock": true, "defaultGrouping": "SUMMARY"})
        )
    );
    assert_eq!(
        app.get(&producer, config).await.1,
        json!({"stateLock": true, "defaultGrouping": "SUMMARY"})
    );
    change["content"] = json!("Cancelled.");
    change["revision"] = json!(3);
    let closed = |(status, e): (u16, Value)| {
        assert_eq!(
            (status, &e["code"]),
            (409, &json!("document_state_locked")),
            "{e}"
        );
        assert_eq!(
            e["message"],
            "This document is completed or interrupted and cannot be changed."
        );
    };
    closed(app.send(Method::PUT, &producer, &doc, change.clone()).await);
    closed(
        app.send(
            Method::PUT,
            &producer,
            &format!("/api/locks/{id}"),
            json!({"uuid": "t", "renew": false}),
        )
        .await,
    );
    closed(
        app.send(
            Method::DELETE,
            &producer,
            &format!("/api/assignments?ids={id}"),
            Value::Null,
        )
        .await,
    );
    closed(
        app.send(
            Method::PATCH,
            &producer,
            "/api/assignments/states",
            states("PRODUCING"),
        )
        .await,
    );
    let kept = app.get(&producer, &doc).await.1;
    assert_eq!(
        (&kept["content"], &kept["state"], &kept["revision"]),
        (&json!("Ribbon at one."), &json!("COMPLETED"), &json!(3))
    );

    // An administrator reopens it; then the producer edits it again.
    let (status, _) = app
        .send(
            Method::PATCH,
            &admin,
            "/api/assignments/states",
            states("COVERING"),
        )
        .await;
    assert_eq!(status, 200);
    change["revision"] = json!(4);
    let (status, saved) = app.send(Method::PUT, &producer, &doc, change.clone()).await;
    assert_eq!(
        (status, &saved["content"]),
        (200, &json!("Cancelled.")),
        "{saved}"
    );
    app.stop().await;
}

/// The next MESSAGE of `/topic/assignments`, its JSON body.
async fn next_event(c: &mut crate::stomp::Client) -> Value {
    use newsroom_gateway::stomp::frame::Command;
    let f = c.next().await.expect("MESSAGE");
    assert_eq!(f.command, Command::Message, "{f:?}");
    assert_eq!(f.get("destination"), Some("/topic/assignments"));
    serde_json::from_slice::<Value>(&f.body).unwrap()
}

/// `/topic/assignments` (docs/adr/0003-documents.md): every change and lock event reaches the
/// subscribers who may see the assignment, in order, as JSON; a private one only its owner and
/// allowed users; one made private reaches who saw it as `hidden`, with nothing of it but its id.
async fn assignment_events_reach_who_may_see_them(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let admin = app.login("admin").await;
    let rita = me(&app, &reporter).await;
    let subscribe = |token: String| {
        let app = &app;
        async move {
            let mut c = Client::connect(app, &token).await;
            c.send("SUBSCRIBE\nid:docs\ndestination:/topic/assignments\nreceipt:r\n\n\0")
                .await;
            let f = c.next().await.expect("RECEIPT");
            assert_eq!(
                (f.command, f.get("receipt-id")),
                (Command::Receipt, Some("r")),
                "{f:?}"
            );
            c
        }
    };
    let seen = |v: &Value| {
        (
            v["event"].as_str().unwrap().to_owned(),
            v["id"].as_i64().unwrap(),
        )
    };
    let (mut r, mut e) = (
        subscribe(reporter.clone()).await,
        subscribe(editor.clone()).await,
    );
    let guest = app.login("guest").await;
    let mut g = Client::connect(&app, &guest).await;
    g.send("SUBSCRIBE\nid:docs\ndestination:/topic/assignments\n\n\0")
        .await;
    let f = g.next().await.expect("ERROR");
    assert_eq!(
        (f.command, f.get("message")),
        (Command::Error, Some("forbidden"))
    );

    let create = |body: Value| {
        let (app, producer) = (&app, &producer);
        async move {
            let (status, a) = app
                .send(Method::POST, producer, "/api/assignments", body)
                .await;
            assert_eq!(status, 201, "{a}");
            a["id"].as_i64().unwrap()
        }
    };
    let day = "2031-08-01";
    let public = create(json!({"slug": "HARBOUR", "date": day, "programIds": [1]})).await;
    let shared = create(json!({"slug": "SOURCE", "date": day, "programIds": [1], "private": true, "allowedUserIds": [rita]})).await;
    let ev = next_event(&mut r).await;
    assert_eq!(seen(&ev), ("created".into(), public));
    assert_eq!(
        (&ev["entity"], &ev["data"]["slug"], &ev["lock"]),
        (&json!("assignment"), &json!("HARBOUR"), &Value::Null)
    );
    assert_eq!(seen(&next_event(&mut r).await), ("created".into(), shared));
    assert_eq!(seen(&next_event(&mut e).await), ("created".into(), public));

    // Lock events: taken, taken over, released.
    let lock = format!("/api/locks/{public}");
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &lock,
            json!({"uuid": "p1", "renew": false}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("{lock}/take_over"),
            json!({"uuid": "a1"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("{lock}?uuid=a1"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    for c in [&mut r, &mut e] {
        let taken = next_event(c).await;
        assert_eq!(seen(&taken), ("lock".into(), public));
        assert_eq!(
            (&taken["lock"]["nickname"], &taken["lock"]["locked"]),
            (&json!("producer"), &json!(true))
        );
        let over = next_event(c).await;
        assert_eq!(seen(&over), ("take_over".into(), public));
        assert_eq!(over["lock"]["nickname"], "admin");
        assert_ne!(over["lock"]["holder"], taken["lock"]["holder"]);
        let freed = next_event(c).await;
        assert_eq!(
            (seen(&freed), &freed["lock"]["locked"]),
            (("unlock".into(), public), &json!(false))
        );
    }

    // Made private (to the producer alone): who saw it is told it is gone, and nothing more of it.
    let (status, _) = app
        .send(Method::PUT, &producer, &format!("/api/assignments/{public}"),
            json!({"slug": "HARBOUR SECRET", "date": day, "programIds": [1], "private": true, "revision": 1}))
        .await;
    assert_eq!(status, 200);
    for c in [&mut r, &mut e] {
        let gone = next_event(c).await;
        assert_eq!(seen(&gone), ("hidden".into(), public));
        assert_eq!(
            (&gone["data"], &gone["lock"]),
            (&Value::Null, &Value::Null),
            "{gone}"
        );
    }

    // The shared one goes to the trash: the reporter hears it; the editor never heard of it, and its
    // next event is the next one it may see.
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/assignments?ids={shared}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let trashed = next_event(&mut r).await;
    assert_eq!(seen(&trashed), ("deleted".into(), shared));
    assert!(trashed["data"]["deletedAt"].is_string(), "{trashed}");
    let last = create(json!({"slug": "MARKET", "date": day, "programIds": [1]})).await;
    assert_eq!(seen(&next_event(&mut e).await), ("created".into(), last));
    assert_eq!(seen(&next_event(&mut r).await), ("created".into(), last));
    app.stop().await;
}

both_modes!(
    assignment_events_reach_who_may_see_them,
    assignments_are_planned_listed_and_filtered,
    assignments_change_by_revision_and_keep_private_ones_private,
    assignment_states_and_the_trash,
    assignments_are_edited_under_a_lock,
    assignments_are_copied_and_counted,
    the_state_lock_closes_completed_assignments
);

/// Assignments by e-mail (web.md section 7, "email"), through a real SMTP server (aiosmtpd): refused
/// until a mail server is set up; then one mail per assignment (or one per set of recipients),
/// written in the installation's language with names, to the chosen users and each one's editors and
/// reporters; a private assignment only to who may see it.
async fn assignments_are_mailed(mode: Mode) {
    use newsroom_test_support::smtp::SmtpServer;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let editor = app.login("editor").await;
    let (rita, eddie) = (me(&app, &reporter).await, me(&app, &editor).await);
    let day = "2031-09-01";
    let mut made = Vec::new();
    for body in [
        json!({"slug": "PORT STRIKE", "content": "Dockers meet at 9.", "date": day, "programIds": [1],
               "editorIds": [eddie], "reporterIds": [rita], "priority": true}),
        json!({"slug": "ANONYMOUS TIP", "content": "Call back after 6.", "date": day, "programIds": [1],
               "editorIds": [eddie], "reporterIds": [rita], "private": true, "allowedUserIds": [rita]}),
    ] {
        let (status, a) = app
            .send(Method::POST, &producer, "/api/assignments", body)
            .await;
        assert_eq!(status, 201, "{a}");
        made.push(a["id"].as_i64().unwrap());
    }
    let mail = |ids: &[i64], users: Value, grouped: bool| {
        json!({"ids": ids, "usersIds": users, "groupedEmail": grouped, "includeEditors": true,
               "includeReporters": true, "includeTeams": false})
    };
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(&made, json!([]), false),
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("mail_not_configured")),
        "{e}"
    );

    let smtp = SmtpServer::start(None);
    app.use_mail_server(&admin, smtp.port).await;
    assert_eq!(
        app.send(
            Method::POST,
            &reporter,
            "/api/assignments/email",
            mail(&made, json!([]), false)
        )
        .await
        .0,
        403
    );

    // One mail per assignment: the strike to its editor and reporter, the private tip to the reporter
    // alone (the editor is not allowed to see it).
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(&made, json!([]), false),
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
    let recipients = |m: &newsroom_test_support::smtp::Received| {
        let mut to = m.rcpt_tos.clone();
        to.sort();
        to
    };
    assert_eq!(
        recipients(&got[0]),
        ["editor@newsroom.example", "reporter@newsroom.example"]
    );
    assert!(
        got[0]
            .raw
            .contains("Subject: Assignment: PORT STRIKE (2031-09-01)"),
        "{}",
        got[0].raw
    );
    for line in [
        "Editors: Eddie Editor",
        "Reporters: Rita Reporter",
        "Indications: Priority",
        "Dockers meet at 9.",
    ] {
        assert!(got[0].raw.contains(line), "{line} in {}", got[0].raw);
    }
    assert_eq!(recipients(&got[1]), ["reporter@newsroom.example"]);
    assert!(
        got[1]
            .raw
            .contains("Subject: Assignment: ANONYMOUS TIP (2031-09-01)"),
        "{}",
        got[1].raw
    );
    assert!(got.iter().all(|m| m.mail_from == "desk@tvnorte.example"));

    // Grouped, and the viewer chosen too: one mail per set of recipients, in the installation's
    // language (Portuguese here).
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            "/api/branch/config",
            json!({"locale": "pt_BR", "branchName": "TV Norte", "loginDomain": ""}),
        )
        .await;
    assert_eq!(status, 200);
    let viewer = app.login("viewer").await;
    let victor = me(&app, &viewer).await;
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(&made, json!([victor]), true),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["mails"], 2, "{r}");
    let got = smtp.wait_for(4, std::time::Duration::from_secs(5));
    let grouped = &got[2..];
    let for_rita = grouped
        .iter()
        .find(|m| m.rcpt_tos == ["reporter@newsroom.example"])
        .unwrap_or_else(|| panic!("a mail for the reporter alone: {grouped:?}"));
    assert!(
        for_rita.raw.contains("Subject: Pautas (2): 2031-09-01"),
        "{}",
        for_rita.raw
    );
    let others = grouped
        .iter()
        .find(|m| m.rcpt_tos.len() == 2)
        .expect("the editor's and the viewer's");
    assert!(
        others
            .raw
            .contains("Subject: Pauta: PORT STRIKE (2031-09-01)"),
        "{}",
        others.raw
    );

    // Bad input is named; an unknown assignment mails nothing.
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(&made, json!([0]), false),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["usersIds"]["code"]),
        (422, &json!("invalid")),
        "{e}"
    );
    let (status, e) = app
        .send(Method::POST, &producer, "/api/assignments/email",
            json!({"ids": made, "usersIds": [], "includeEditors": false, "includeReporters": false}))
        .await;
    assert_eq!(
        (status, &e["fields"]["usersIds"]["code"]),
        (422, &json!("required")),
        "{e}"
    );
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(&[1_999_999_999_999], json!([]), false),
        )
        .await;
    assert_eq!(status, 404);
    assert_eq!(smtp.received().len(), 4, "nothing more was sent");
    app.stop().await;
}

both_modes!(assignments_are_mailed);

/// One field at a time (web.md section 7, "field patch (id, field, value)"): each patch lands on the
/// current revision; a field that cannot be patched or a bad value is named; while another session
/// edits the assignment, a patch is refused; the editing session itself may patch.
async fn one_field_is_patched(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let admin = app.login("admin").await;
    let reporter = app.login("reporter").await;
    let rita = me(&app, &reporter).await;
    let (status, a) = app
        .send(Method::POST, &producer, "/api/assignments",
            json!({"slug": "CITY HALL", "content": "Budget.", "date": "2031-10-01", "programIds": [1]}))
        .await;
    assert_eq!(status, 201, "{a}");
    let doc = format!("/api/assignments/{}", a["id"]);
    let patch = |field: &str, value: Value| json!({"field": field, "value": value});

    let (status, p) = app
        .send(
            Method::PATCH,
            &producer,
            &doc,
            patch("reporterIds", json!([rita])),
        )
        .await;
    assert_eq!(
        (status, &p["reporterIds"], &p["revision"]),
        (200, &json!([rita]), &json!(2)),
        "{p}"
    );
    let (status, p) = app
        .send(
            Method::PATCH,
            &producer,
            &doc,
            patch("pending", json!(true)),
        )
        .await;
    assert_eq!(
        (status, &p["pending"], &p["revision"], &p["slug"]),
        (200, &json!(true), &json!(3), &json!("CITY HALL"))
    );

    for (field, value, code) in [
        ("private", json!(true), "unknown_field"),
        ("slug", json!(""), "required"),
        ("slug", json!(7), "invalid"),
        ("date", json!("tomorrow"), "date"),
        ("programIds", json!([999]), "unknown_program"),
    ] {
        let (status, e) = app
            .send(Method::PATCH, &producer, &doc, patch(field, value.clone()))
            .await;
        assert_eq!(
            (status, &e["fields"][field]["code"]),
            (422, &json!(code)),
            "{field} = {value}: {e}"
        );
    }
    assert_eq!(
        app.send(
            Method::PATCH,
            &reporter,
            &doc,
            patch("pending", json!(false))
        )
        .await
        .0,
        403
    );

    // The administrator edits it: the producer's patch waits; the administrator's own session may patch.
    let lock = format!("/api/locks/{}", a["id"]);
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &lock,
            json!({"uuid": "adm", "renew": false}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, e) = app
        .send(
            Method::PATCH,
            &producer,
            &doc,
            patch("priority", json!(true)),
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("locked")), "{e}");
    let (status, p) = app
        .send(Method::PATCH, &admin, &doc, patch("priority", json!(true)))
        .await;
    assert_eq!(
        (status, &p["priority"], &p["revision"]),
        (200, &json!(true), &json!(4)),
        "{p}"
    );
    let now = app.get(&producer, &doc).await.1;
    assert_eq!(
        (&now["revision"], &now["pending"], &now["reporterIds"]),
        (&json!(4), &json!(true), &json!([rita]))
    );
    app.stop().await;
}

both_modes!(one_field_is_patched);

/// Revisions (web.md section 3, the document base's "revisions"): every change keeps one, with who
/// and when; a revision shows the line diff from it to the assignment now, with names in place of ids;
/// the trash keeps the history; a private assignment's history is as hidden as the assignment.
async fn every_change_is_a_revision_with_its_diff(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let admin = app.login("admin").await;
    let reporter = app.login("reporter").await;
    let (_, rita) = app.get(&reporter, "/api/users/me").await;
    let (status, a) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "PORT STRIKE", "content": "Dockers meet at 9.", "date": "2031-06-02",
                   "programIds": [1]}),
        )
        .await;
    assert_eq!(status, 201, "{a}");
    let id = a["id"].as_i64().unwrap();
    let path = format!("/api/assignments/{id}");
    let mut change = a.clone();
    change["content"] = json!("Dockers meet at 9.\nThe union speaks at 10.");
    change["reporterIds"] = json!([rita["id"]]);
    for key in [
        "id",
        "state",
        "owner",
        "createdAt",
        "updatedAt",
        "deletedAt",
    ] {
        change.as_object_mut().unwrap().remove(key);
    }
    let (status, e) = app.send(Method::PUT, &producer, &path, change).await;
    assert_eq!(status, 200, "{e}");
    assert_eq!(
        app.patch(&producer, &path, "priority", json!(true)).await.0,
        200
    );
    let (status, _) = app
        .send(
            Method::PATCH,
            &admin,
            "/api/assignments/states",
            json!({"ids": [id], "state": "COVERING"}),
        )
        .await;
    assert_eq!(status, 200);
    let trash = format!("/api/assignments?ids={id}");
    assert_eq!(
        app.send(Method::DELETE, &producer, &trash, Value::Null)
            .await
            .0,
        204
    );
    let (status, history) = app.get(&producer, &format!("{path}/revisions")).await;
    assert_eq!(status, 200, "the trash keeps the history: {history}");
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/assignments/restore",
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(status, 200);

    // Newest first, each with who made it.
    let (status, history) = app.get(&reporter, &format!("{path}/revisions")).await;
    assert_eq!(status, 200, "{history}");
    let who: Vec<(i64, &str)> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["number"].as_i64().unwrap(),
                r["nickname"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        who,
        vec![
            (6, "producer"),
            (5, "producer"),
            (4, "admin"),
            (3, "producer"),
            (2, "producer"),
            (1, "producer")
        ]
    );
    assert_eq!(history[0]["slug"], "PORT STRIKE");

    // The first one against now: what was added since, names in place of ids.
    let (status, first) = app.get(&producer, &format!("{path}/revisions/1")).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(
        (&first["state"], &first["deleted"]),
        (&json!("PRODUCING"), &json!(false))
    );
    let lines = |op: &str| -> Vec<String> {
        first["diff"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["op"] == op)
            .map(|l| l["text"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(lines("delete"), vec!["State: PRODUCING", "Priority: no"]);
    assert_eq!(
        lines("insert"),
        vec![
            "State: COVERING".to_owned(),
            format!("Reporters: {}", rita["name"].as_str().unwrap()),
            "Priority: yes".to_owned(),
            "The union speaks at 10.".to_owned(),
        ]
    );
    assert!(
        lines("equal").contains(&"Programs: Evening News".to_owned()),
        "{first}"
    );
    // The trashed one says so; the latest is the assignment now.
    let (_, trashed) = app.get(&producer, &format!("{path}/revisions/5")).await;
    assert_eq!(trashed["deleted"], true);
    assert!(
        trashed["diff"]
            .as_array()
            .unwrap()
            .contains(&json!({"op": "delete", "text": "Trash: yes"})),
        "{trashed}"
    );
    let (_, latest) = app.get(&producer, &format!("{path}/revisions/6")).await;
    assert!(
        latest["diff"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["op"] == "equal"),
        "{latest}"
    );
    assert_eq!(
        app.get(&producer, &format!("{path}/revisions/99")).await.0,
        404
    );

    // A private one's history is hidden as it is.
    let (_, secret) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "SOURCE", "date": "2031-06-02", "programIds": [1], "private": true}),
        )
        .await;
    let secret = secret["id"].as_i64().unwrap();
    assert_eq!(
        app.get(&reporter, &format!("/api/assignments/{secret}/revisions"))
            .await
            .0,
        404
    );
    assert_eq!(
        app.get(&reporter, &format!("/api/assignments/{secret}/revisions/1"))
            .await
            .0,
        404
    );
    assert_eq!(
        app.get(&producer, &format!("/api/assignments/{secret}/revisions"))
            .await
            .1[0]["number"],
        1
    );
}

both_modes!(every_change_is_a_revision_with_its_diff);
