//! Contacts through REST, the documents service behind the gateway (issue 14;
//! docs/adr/0005-people-and-time.md, "Contacts"): numbers of three countries checked and formatted
//! for each, bad input named at its entry, groups as reference data (one in use stays), the
//! filter by words, numbers and group, private and hidden contacts, revisions and the trash.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

fn names(page: &Value) -> Vec<&str> {
    page["data"]
        .as_array()
        .unwrap_or_else(|| panic!("a page: {page}"))
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect()
}

async fn the_agenda_keeps_sources_with_their_numbers(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let guest = app.login("guest").await;
    let viewer = app.login("viewer").await;

    // A group, as the other lists: administrators make them.
    let (status, group) = app
        .send(
            Method::POST,
            &admin,
            "/api/contacts/groups",
            json!({"name": "Civil defence"}),
        )
        .await;
    assert_eq!(status, 201, "{group}");
    let group_id = group["id"].as_i64().unwrap();

    // Numbers of three countries, each read for its own.
    let ana = json!({
        "name": "Ana Souza", "company": "Defesa Civil", "profession": "Press officer",
        "emails": [{"address": "ana@defesacivil.example.br", "label": "work"}],
        "numbers": [
            {"type": "CELL_PHONE", "country": "BR", "number": "(11) 91234-5678"},
            {"type": "WORK", "country": "es", "number": "912 34 56 78", "label": "Madrid office"},
            {"type": "FAX", "country": "US", "number": "+1 202-555-0143"}
        ],
        "groupIds": [group_id], "notes": "Answers after 6 pm."
    });
    let (status, made) = app
        .send(Method::POST, &producer, "/api/contacts", ana.clone())
        .await;
    assert_eq!(status, 201, "{made}");
    let read: Vec<(&Value, &Value, &Value)> = made["numbers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (&n["country"], &n["international"], &n["e164"]))
        .collect();
    assert_eq!(
        read,
        vec![
            (
                &json!("BR"),
                &json!("+55 11 91234-5678"),
                &json!("+5511912345678")
            ),
            (
                &json!("ES"),
                &json!("+34 912 34 56 78"),
                &json!("+34912345678")
            ),
            (
                &json!("US"),
                &json!("+1 202-555-0143"),
                &json!("+12025550143")
            ),
        ],
        "{made}"
    );
    assert_eq!(
        (
            &made["persistent"],
            &made["owner"]["nickname"],
            &made["revision"]
        ),
        (&json!(true), &json!("producer"), &json!(1))
    );
    let id = made["id"].as_i64().unwrap();

    // Bad input: each fault at its entry, nothing saved; who may not write is refused.
    let mut bad = ana.clone();
    bad["numbers"] = json!([
        {"type": "CELL_PHONE", "country": "BR", "number": "123"},
        {"type": "WORK", "country": "ZZ", "number": "555 0100"}
    ]);
    bad["emails"] = json!([{"address": "not an address"}]);
    bad["groupIds"] = json!([987654]);
    let (status, e) = app
        .send(Method::POST, &producer, "/api/contacts", bad)
        .await;
    assert_eq!((status, &e["code"]), (422, &json!("validation")), "{e}");
    for (field, code) in [
        ("numbers[0].number", "invalid"),
        ("numbers[1].country", "invalid"),
        ("emails[0].address", "email"),
    ] {
        assert_eq!(e["fields"][field]["code"], json!(code), "{field}: {e}");
    }
    let mut unknown_group = ana.clone();
    unknown_group["groupIds"] = json!([987654]);
    let (status, e) = app
        .send(Method::POST, &producer, "/api/contacts", unknown_group)
        .await;
    assert_eq!(
        (status, &e["fields"]["groupIds"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
    let (status, _) = app
        .send(Method::POST, &guest, "/api/contacts", ana.clone())
        .await;
    assert_eq!(status, 403, "a guest reads contacts only");
    let (status, _) = app.get(&viewer, "/api/contacts/filter").await;
    assert_eq!(status, 403, "a viewer has no contacts");
    let (_, all) = app.get(&guest, "/api/contacts/filter").await;
    assert_eq!((names(&all), &all["total"]), (vec!["Ana Souza"], &json!(1)));

    // Found by a word of any field, by the digits of a number, by group.
    for words in [
        "defesa",
        "ANA%40DEFESACIVIL",
        "912345678",
        "madrid",
        "6%20pm",
    ] {
        let (_, page) = app
            .get(&guest, &format!("/api/contacts/filter?words={words}"))
            .await;
        assert_eq!(names(&page), vec!["Ana Souza"], "{words}: {page}");
    }
    let (_, none) = app
        .get(&guest, "/api/contacts/filter?words=defesa%20police")
        .await;
    assert_eq!(none["total"], json!(0), "every word: {none}");
    let (_, grouped) = app
        .get(&guest, &format!("/api/contacts/filter?groupId={group_id}"))
        .await;
    assert_eq!(names(&grouped), vec!["Ana Souza"]);

    // Private ones are their owner's; hidden ones stay out of the agenda.
    let (status, own) = app
        .send(
            Method::POST,
            &reporter,
            "/api/contacts",
            json!({"name": "Bruno Lima", "private": true,
                   "numbers": [{"type": "CELL_PHONE", "country": "BR", "number": "21 98765-4321"}]}),
        )
        .await;
    assert_eq!(status, 201, "{own}");
    let own_id = own["id"].as_i64().unwrap();
    let (status, _) = app.get(&producer, &format!("/api/contacts/{own_id}")).await;
    assert_eq!(status, 404, "someone else's private contact");
    let (_, theirs) = app.get(&producer, "/api/contacts/filter").await;
    assert_eq!(names(&theirs), vec!["Ana Souza"]);
    let (_, mine) = app.get(&reporter, "/api/contacts/filter").await;
    assert_eq!(names(&mine), vec!["Ana Souza", "Bruno Lima"]);
    let (status, hidden) = app
        .send(
            Method::POST,
            &reporter,
            "/api/contacts",
            json!({"name": "Carla (witness)", "persistent": false}),
        )
        .await;
    assert_eq!(status, 201, "{hidden}");
    let (_, agenda) = app.get(&reporter, "/api/contacts/filter").await;
    assert_eq!(names(&agenda), vec!["Ana Souza", "Bruno Lima"]);
    let (_, hidden_list) = app.get(&reporter, "/api/contacts/hidden").await;
    assert_eq!(names(&hidden_list), vec!["Carla (witness)"]);

    // Changes at the revision read; only the owner makes one private.
    let one = format!("/api/contacts/{id}");
    let mut changed = ana.clone();
    changed["profession"] = json!("Spokesperson");
    changed["revision"] = json!(1);
    let (status, saved) = app
        .send(Method::PUT, &reporter, &one, changed.clone())
        .await;
    assert_eq!(
        (status, &saved["profession"], &saved["revision"]),
        (200, &json!("Spokesperson"), &json!(2)),
        "{saved}"
    );
    let (status, e) = app
        .send(Method::PUT, &producer, &one, changed.clone())
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");
    changed["revision"] = json!(i64::MAX);
    let (status, e) = app.send(Method::PUT, &producer, &one, changed).await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("conflict")),
        "the largest revision is no revision: {e}"
    );
    let mut private = ana.clone();
    private["private"] = json!(true);
    private["revision"] = json!(2);
    let (status, _) = app.send(Method::PUT, &reporter, &one, private).await;
    assert_eq!(status, 403, "only its owner makes it private");

    // The group in use stays; its usage counts the contact.
    let (_, usage) = app.get(&admin, "/api/contacts/groups/usage_count").await;
    assert_eq!(usage, json!([{"id": group_id, "count": 1}]));
    let (status, e) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/contacts/groups/{group_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, &e["code"]),
        (409, &json!("reference_in_use")),
        "{e}"
    );

    // The trash and back.
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/contacts?ids={id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, _) = app.get(&guest, &one).await;
    assert_eq!(status, 404);
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/contacts?ids={own_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 404, "someone else's private contact is not trashed");
    let (_, trash) = app.get(&guest, "/api/contacts/excluded").await;
    assert_eq!(names(&trash), vec!["Ana Souza"]);
    let (status, back) = app
        .send(
            Method::PUT,
            &producer,
            "/api/contacts/restore",
            json!({"ids": [id]}),
        )
        .await;
    assert_eq!(
        (status, &back[0]["profession"]),
        (200, &json!("Spokesperson")),
        "{back}"
    );

    // The regions of numbers, with their calling codes.
    let (status, countries) = app.get(&guest, "/api/contacts/numbers/countries").await;
    assert_eq!(status, 200);
    assert!(
        countries
            .as_array()
            .unwrap()
            .contains(&json!({"country": "BR", "callingCode": 55})),
        "{countries}"
    );
    app.stop().await;
}

both_modes!(the_agenda_keeps_sources_with_their_numbers);
