//! Reference data through REST (issue 13; web.md section 7: classifications, editorials, types,
//! vehicles with list, usage_count, create, update, delete; docs/adr/0003-documents.md): unique names
//! per list, a vehicle's medium, assignments naming them, a value in use kept from deletion (even
//! against a save racing the deletion), and the desk's default grouping.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap_or_else(|| panic!("a list: {list}"))
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect()
}

async fn reference_data_labels_assignments_and_stays_while_used(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let add = |path: &'static str, body: Value| {
        let (app, admin) = (&app, &admin);
        async move { app.send(Method::POST, admin, path, body).await }
    };

    // The registrations of the admin area: names unique in their list whatever the letter case.
    let (status, hard) = add("/api/classifications", json!({"name": " Court ruling "})).await;
    assert_eq!(status, 201, "{hard}");
    assert_eq!(hard["name"], "Court ruling");
    assert!(hard.get("medium").is_none(), "{hard}");
    let hard_id = hard["id"].as_i64().unwrap();
    let (status, feature) = add("/api/classifications", json!({"name": "Profile"})).await;
    assert_eq!(status, 201, "{feature}");
    let (status, e) = add("/api/classifications", json!({"name": "COURT RULING"})).await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");
    // The same name in another list is another value.
    let (status, politics) = add("/api/editorials", json!({"name": "Court ruling"})).await;
    assert_eq!(status, 201, "{politics}");
    let (status, e) = add("/api/editorials", json!({"name": "  "})).await;
    assert_eq!(
        (status, &e["fields"]["name"]["code"]),
        (422, &json!("required")),
        "{e}"
    );
    let (status, e) = add("/api/types", json!({"name": "Stakeout", "medium": "TV"})).await;
    assert_eq!(
        (status, &e["fields"]["medium"]["code"]),
        (422, &json!("unknown_field")),
        "only vehicles have a medium: {e}"
    );
    let (status, live) = add("/api/types", json!({"name": "Stakeout"})).await;
    assert_eq!(status, 201, "{live}");
    let (status, tv) = add(
        "/api/vehicles",
        json!({"name": "Channel 4", "medium": "TV"}),
    )
    .await;
    assert_eq!((status, &tv["medium"]), (201, &json!("TV")), "{tv}");
    let (status, site) = add("/api/vehicles", json!({"name": "channel4.example"})).await;
    assert_eq!(status, 201, "{site}");
    let (status, _) = add(
        "/api/vehicles",
        json!({"name": "Gazette", "medium": "TELEGRAPH"}),
    )
    .await;
    assert_eq!(status, 422, "a medium outside NEWSPAPER, RADIO, TV, WEB");

    // Anyone logged in reads them, by name; only the admin area writes them.
    let (status, list) = app.get(&reporter, "/api/classifications").await;
    assert_eq!(status, 200);
    let listed = names(&list);
    let mut by_name = listed.clone();
    by_name.sort_by_key(|n| n.to_lowercase());
    assert_eq!(listed, by_name, "by name");
    assert!(
        listed.contains(&"Court ruling") && listed.contains(&"Profile"),
        "{list}"
    );
    // The demo installation comes with a desk's usual lists.
    assert!(names(&app.get(&reporter, "/api/editorials").await.1).contains(&"Politics"));
    assert!(names(&app.get(&reporter, "/api/types").await.1).contains(&"VO/SOT"));
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/classifications",
            json!({"name": "Opinion"}),
        )
        .await;
    assert_eq!(status, 403);
    let anonymous = reqwest::get(app.url("/api/vehicles")).await.unwrap();
    assert_eq!(anonymous.status(), 401);

    // An assignment names them; an id that is not a value of that list is refused by field.
    let (tv_id, site_id) = (tv["id"].as_i64().unwrap(), site["id"].as_i64().unwrap());
    let assignment = |classification: Value, vehicles: Value| {
        json!({"slug": "BRIDGE REOPENS", "date": "2031-05-02", "programIds": [1],
               "classificationId": classification, "editorialId": politics["id"],
               "typeId": live["id"], "vehicleIds": vehicles})
    };
    let (status, bridge) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            assignment(json!(hard_id), json!([tv_id, site_id])),
        )
        .await;
    assert_eq!(status, 201, "{bridge}");
    assert_eq!(
        (
            &bridge["classificationId"],
            &bridge["editorialId"],
            &bridge["typeId"],
            &bridge["vehicleIds"]
        ),
        (
            &json!(hard_id),
            &politics["id"],
            &live["id"],
            &json!([tv_id, site_id])
        )
    );
    let bridge_id = bridge["id"].as_i64().unwrap();
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            assignment(json!(987_654), json!([hard_id])),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(
        e["fields"]["classificationId"]["code"], "unknown_value",
        "{e}"
    );
    assert_eq!(
        e["fields"]["vehicleIds"],
        json!({"code": "unknown_value", "params": {"value": hard_id}}),
        "a classification is no vehicle: {e}"
    );
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            assignment(json!(-3), json!([])),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["classificationId"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );

    // How much each is used; a value in use stays, renamed it still labels the assignment.
    let (status, usage) = app.get(&admin, "/api/classifications/usage_count").await;
    assert_eq!((status, usage), (200, json!([{"id": hard_id, "count": 1}])));
    let one = format!("/api/classifications/{hard_id}");
    let (status, e) = app.send(Method::DELETE, &admin, &one, Value::Null).await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("reference_in_use")),
        "{e}"
    );
    let (status, renamed) = app
        .send(Method::PUT, &admin, &one, json!({"name": "Trial"}))
        .await;
    assert_eq!(
        (status, &renamed["name"]),
        (200, &json!("Trial")),
        "{renamed}"
    );
    let (status, e) = app
        .send(Method::PUT, &admin, &one, json!({"name": "profile"}))
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("conflict")),
        "renamed onto another: {e}"
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            "/api/classifications/987654",
            json!({"name": "Nothing"}),
        )
        .await;
    assert_eq!(status, 404);
    assert_eq!(
        app.get(&producer, &format!("/api/assignments/{bridge_id}"))
            .await
            .1["classificationId"],
        json!(hard_id)
    );

    // In the trash the assignment still names it (a restore brings it back whole).
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/assignments?ids={bridge_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        app.send(Method::DELETE, &admin, &one, Value::Null).await.0,
        409
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/assignments/restore",
            json!({"ids": [bridge_id]}),
        )
        .await;
    assert_eq!(status, 200);

    // Cleared by a field patch, it can go; gone, it is gone.
    let (status, patched) = app
        .send(
            Method::PATCH,
            &producer,
            &format!("/api/assignments/{bridge_id}"),
            json!({"field": "classificationId", "value": null}),
        )
        .await;
    assert_eq!(
        (status, &patched["classificationId"]),
        (200, &Value::Null),
        "{patched}"
    );
    let (status, _) = app.send(Method::DELETE, &admin, &one, Value::Null).await;
    assert_eq!(status, 204);
    assert_eq!(
        app.send(Method::DELETE, &admin, &one, Value::Null).await.0,
        404
    );
    let left = app.get(&admin, "/api/classifications").await.1;
    assert!(
        names(&left).contains(&"Profile") && !names(&left).contains(&"Trial"),
        "{left}"
    );
    assert_eq!(
        app.get(&admin, "/api/classifications/usage_count").await.1,
        json!([])
    );
    let (status, e) = app
        .send(
            Method::PATCH,
            &producer,
            &format!("/api/assignments/{bridge_id}"),
            json!({"field": "classificationId", "value": hard_id}),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["classificationId"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
}

async fn a_value_deleted_while_an_assignment_names_it_is_never_lost(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    // Each round races a deletion of a fresh value against an assignment naming it: one of the two
    // wins, never both (an assignment naming a value that is gone), never neither.
    for round in 0..12 {
        let (status, v) = app
            .send(
                Method::POST,
                &admin,
                "/api/editorials",
                json!({"name": format!("Desk {round}")}),
            )
            .await;
        assert_eq!(status, 201, "{v}");
        let id = v["id"].as_i64().unwrap();
        let path = format!("/api/editorials/{id}");
        let delete = app.send(Method::DELETE, &admin, &path, Value::Null);
        let create = app.send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": format!("RACE {round}"), "date": "2031-05-03", "programIds": [1], "editorialId": id}),
        );
        let ((deleted, d), (created, c)) = tokio::join!(delete, create);
        match (deleted, created) {
            (204, 422) => assert_eq!(c["fields"]["editorialId"]["code"], "unknown_value", "{c}"),
            (409, 201) => {
                assert_eq!(d["code"], "reference_in_use", "{d}");
                let (_, usage) = app.get(&admin, "/api/editorials/usage_count").await;
                assert!(
                    usage
                        .as_array()
                        .unwrap()
                        .contains(&json!({"id": id, "count": 1})),
                    "{usage}"
                );
            }
            other => panic!("round {round}: delete and create answered {other:?}: {d} {c}"),
        }
    }
}

async fn the_desk_has_a_default_grouping(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let (status, groupings) = app.get(&producer, "/api/assignments/groupings").await;
    assert_eq!(status, 200);
    assert_eq!(
        groupings,
        json!([
            "SUMMARY",
            "PROGRAM",
            "STATUS",
            "PRODUCER",
            "REPORTER",
            "EDITOR",
            "VEHICLE",
            "EDITORIAL",
            "CLASSIFICATION",
            "TEAM"
        ])
    );
    let config = || app.get(&producer, "/api/assignments/config");
    assert_eq!(
        config().await.1,
        json!({"stateLock": false, "defaultGrouping": "SUMMARY"})
    );
    let put = |body: Value| app.send(Method::PUT, &admin, "/api/assignments/config", body);
    let (status, saved) = put(json!({"stateLock": false, "defaultGrouping": "REPORTER"})).await;
    assert_eq!(
        (status, &saved["defaultGrouping"]),
        (200, &json!("REPORTER")),
        "{saved}"
    );
    // A save without a grouping keeps the one set.
    let (status, _) = put(json!({"stateLock": true})).await;
    assert_eq!(status, 200);
    assert_eq!(
        config().await.1,
        json!({"stateLock": true, "defaultGrouping": "REPORTER"})
    );
    let (status, _) = put(json!({"stateLock": true, "defaultGrouping": "WEATHER"})).await;
    assert_eq!(status, 422);
    assert_eq!(config().await.1["defaultGrouping"], "REPORTER");
}

/// `/topic/references` (docs/asyncapi.yaml, `ReferenceEvent`): any session follows the lists; every
/// addition, rename and deletion arrives in order, as JSON, with the list's REST name.
async fn changes_of_reference_data_reach_every_session(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    // A guest reads no document, yet reads the lists (any session does).
    let guest = app.login("guest").await;
    let mut c = Client::connect(&app, &guest).await;
    c.send("SUBSCRIBE\nid:refs\ndestination:/topic/references\nreceipt:r\n\n\0")
        .await;
    let f = c.next().await.expect("RECEIPT");
    assert_eq!(f.command, Command::Receipt, "{f:?}");
    let mut next = async || {
        let f = c.next().await.expect("MESSAGE");
        assert_eq!(f.command, Command::Message, "{f:?}");
        assert_eq!(f.get("destination"), Some("/topic/references"));
        serde_json::from_slice::<Value>(&f.body).unwrap()
    };

    let (status, van) = app
        .send(
            Method::POST,
            &admin,
            "/api/vehicles",
            json!({"name": "Van 3", "medium": "TV"}),
        )
        .await;
    assert_eq!(status, 201, "{van}");
    let id = van["id"].as_i64().unwrap();
    assert_eq!(
        next().await,
        json!({"event": "created", "entity": "reference", "kind": "vehicles", "id": id,
               "data": {"id": id, "name": "Van 3", "medium": "TV"}})
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/vehicles/{id}"),
            json!({"name": "Van 4", "medium": "TV"}),
        )
        .await;
    assert_eq!(status, 200);
    let ev = next().await;
    assert_eq!(
        (&ev["event"], &ev["data"]["name"]),
        (&json!("updated"), &json!("Van 4")),
        "{ev}"
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/vehicles/{id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        next().await,
        json!({"event": "deleted", "entity": "reference", "kind": "vehicles", "id": id, "data": null})
    );
    // A refused change announces nothing: the next message is the next change.
    let (status, _) = app
        .send(Method::POST, &admin, "/api/types", json!({"name": "  "}))
        .await;
    assert_eq!(status, 422);
    let (status, _) = app
        .send(Method::POST, &admin, "/api/types", json!({"name": "Drone"}))
        .await;
    assert_eq!(status, 201);
    let ev = next().await;
    assert_eq!(
        (&ev["event"], &ev["kind"], &ev["data"]["name"]),
        (&json!("created"), &json!("types"), &json!("Drone")),
        "{ev}"
    );
}

/// The round's lists (web.md section 3, "round: segments, institutions"; section 5, duplicates
/// rejected for institution and segment): an institution is in a segment that exists, with a phone
/// and a person to ask for; a segment with institutions is kept from deletion.
async fn the_round_calls_institutions_grouped_in_segments(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let add = |path: &'static str, body: Value| {
        let (app, admin) = (&app, &admin);
        async move { app.send(Method::POST, admin, path, body).await }
    };

    let (status, transport) = add("/api/segments", json!({"name": " Transport "})).await;
    assert_eq!(status, 201, "{transport}");
    assert_eq!(transport["name"], "Transport");
    assert!(transport.get("segmentId").is_none(), "{transport}");
    let segment = transport["id"].as_i64().unwrap();
    let (status, e) = add("/api/segments", json!({"name": "TRANSPORT"})).await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");

    let port = json!({"name": "Port Authority", "segmentId": segment,
                      "phone": " +55 (13) 3202-6565 ", "contact": "Press office"});
    let (status, inst) = add("/api/institutions", port.clone()).await;
    assert_eq!(status, 201, "{inst}");
    assert_eq!(
        (&inst["segmentId"], &inst["phone"], &inst["contact"]),
        (
            &json!(segment),
            &json!("+55 (13) 3202-6565"),
            &json!("Press office")
        )
    );
    let inst_id = inst["id"].as_i64().unwrap();
    let (status, e) = add(
        "/api/institutions",
        json!({"name": "port authority", "segmentId": segment}),
    )
    .await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");
    for (body, field, code) in [
        (json!({"name": "Airport"}), "segmentId", "required"),
        (
            json!({"name": "Airport", "segmentId": 999_999_999}),
            "segmentId",
            "unknown_value",
        ),
        (
            json!({"name": "Airport", "segmentId": segment, "phone": "ask Joe"}),
            "phone",
            "invalid",
        ),
    ] {
        let (status, e) = add("/api/institutions", body.clone()).await;
        assert_eq!(
            (status, &e["fields"][field]["code"]),
            (422, &json!(code)),
            "{body}: {e}"
        );
    }
    let (status, e) = add(
        "/api/classifications",
        json!({"name": "Traffic", "phone": "190"}),
    )
    .await;
    assert_eq!(
        (status, &e["fields"]["phone"]["code"]),
        (422, &json!("unknown_field")),
        "{e}"
    );
    // Any session reads them; the administration writes them.
    let (status, list) = app.get(&reporter, "/api/institutions").await;
    assert_eq!(status, 200);
    assert!(names(&list).contains(&"Port Authority"), "{list}");
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/segments",
            json!({"name": "Sports"}),
        )
        .await;
    assert_eq!(status, 403);

    // A segment counts its institutions and is kept while it has one.
    let (_, usage) = app.get(&admin, "/api/segments/usage_count").await;
    assert!(
        usage
            .as_array()
            .unwrap()
            .contains(&json!({"id": segment, "count": 1})),
        "{usage}"
    );
    let delete = async |path: String| app.send(Method::DELETE, &admin, &path, Value::Null).await;
    let (status, e) = delete(format!("/api/segments/{segment}")).await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("reference_in_use")),
        "{e}"
    );
    let (status, moved) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/institutions/{inst_id}"),
            json!({"name": "Port Authority", "segmentId": segment, "phone": "", "contact": ""}),
        )
        .await;
    assert_eq!((status, &moved["phone"]), (200, &json!("")), "{moved}");
    assert_eq!(delete(format!("/api/institutions/{inst_id}")).await.0, 204);
    assert_eq!(delete(format!("/api/segments/{segment}")).await.0, 204);
}

both_modes!(
    the_round_calls_institutions_grouped_in_segments,
    changes_of_reference_data_reach_every_session,
    reference_data_labels_assignments_and_stays_while_used,
    a_value_deleted_while_an_assignment_names_it_is_never_lost,
    the_desk_has_a_default_grouping
);
