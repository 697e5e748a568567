//! The program registry and programs restricted to groups (issue 10; web.md sections 3, 5 and 6): a
//! program names the groups that may see it; everyone else gets 403 for it, its rundowns, stories and
//! websocket topic, and does not find it in the list. Duplicates, bad times, a program with content.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};
use crate::stomp::Client;

async fn programs_are_registered_and_restricted_to_their_groups(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let night = app
        .create_group(
            &admin,
            "Night team",
            json!({"RUNDOWN": "WRITE", "STORY": "WRITE"}),
        )
        .await;
    app.create_user(&admin, "owl", &[night]).await;
    let owl = app.first_access("owl", "night owl pass").await;

    let (status, p) = app
        .send(
            Method::POST,
            &admin,
            "/api/programs",
            json!({"name": "Late Show", "start": "23:30:00", "end": "00:15:00",
                   "production": "PT40M", "allowedGroups": [night], "legacyMode": true}),
        )
        .await;
    assert_eq!(status, 201, "{p}");
    let id = p["id"].as_i64().unwrap();
    assert_eq!(
        (
            &p["active"],
            &p["drawer"],
            &p["legacyMode"],
            &p["allowedGroups"]
        ),
        (&json!(true), &json!(true), &json!(true), &json!([night]))
    );
    let listed = |list: &Value| list.as_array().unwrap().iter().any(|p| p["id"] == id);
    assert!(listed(&app.get(&owl, "/api/programs").await.1));
    assert!(!listed(&app.get(&producer, "/api/programs").await.1));
    assert_eq!(app.get(&owl, &format!("/api/programs/{id}")).await.0, 200);
    assert_eq!(
        app.get(&producer, &format!("/api/programs/{id}")).await.0,
        403
    );
    // Whether it has a rundown on a day is not told either: 403 before one exists.
    assert_eq!(
        app.get(
            &producer,
            &format!("/api/rundowns?date={}&programId={id}", app.today())
        )
        .await
        .0,
        403
    );

    // Its rundown and stories: the night team works; the producer is turned away at every door.
    let (status, r) = app
        .send(
            Method::POST,
            &owl,
            "/api/rundowns",
            json!({"date": app.today(), "programId": id}),
        )
        .await;
    assert_eq!(status, 201, "{r}");
    let rundown = r["id"].as_i64().unwrap();
    let block = r["blocks"][0]["id"].as_i64().unwrap();
    let story = app.insert_story(&owl, block, "OWL STORY", 0).await;
    let path = format!("/api/rundowns?date={}&programId={id}", app.today());
    assert_eq!(app.get(&owl, &path).await.0, 200);
    let (status, body) = app.get(&producer, &path).await;
    assert_eq!((status, body["code"].as_str()), (403, Some("forbidden")));
    assert_eq!(
        app.get(&producer, &format!("/api/stories/{story}")).await.0,
        403
    );
    let (status, _) = app
        .patch(
            &producer,
            &format!("/api/stories/{story}"),
            "slug",
            "HIJACK".into(),
        )
        .await;
    assert_eq!(status, 403);
    let (_, doc) = app.get(&owl, &format!("/api/stories/{story}")).await;
    assert_eq!(doc["story"]["slug"], "OWL STORY", "{doc}");
    let mut ws = Client::connect(&app, &producer).await;
    ws.send(&format!(
        "SUBSCRIBE\nid:s\ndestination:/topic/rundowns/{rundown}\nreceipt:r\n\n\0"
    ))
    .await;
    let f = ws.next().await.unwrap();
    assert_eq!(f.get("message"), Some("forbidden"), "{f:?}");
    // Program administrators see every program.
    assert!(listed(&app.get(&admin, "/api/programs").await.1));
    assert_eq!(app.get(&admin, &path).await.0, 200);

    // Opened to everyone: the producer sees it.
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/programs/{id}"),
            json!({"name": "Late Show", "start": "23:30:00", "end": "00:15:00"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(app.get(&producer, &path).await.0, 200);

    // A program with content is only disabled; an empty one goes.
    let (status, body) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/programs/{id}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("program_has_content"))
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/programs/{id}"),
            json!({"name": "Late Show", "start": "23:30:00", "end": "00:15:00", "active": false}),
        )
        .await;
    assert_eq!(status, 200);
    assert!(!listed(&app.get(&admin, "/api/programs").await.1));
    assert!(listed(&app.get(&admin, "/api/programs?all=true").await.1));
    let (_, empty) = app
        .send(
            Method::POST,
            &admin,
            "/api/programs",
            json!({"name": "Pilot", "start": "12:00:00", "end": "12:30:00"}),
        )
        .await;
    let empty = empty["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/programs/{empty}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        app.get(&admin, &format!("/api/programs/{empty}")).await.0,
        404
    );
    app.stop().await;
}

async fn bad_programs_are_refused(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let (_, before) = app.get(&admin, "/api/programs?all=true").await;
    let name = before[0]["name"].as_str().unwrap().to_owned();
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            "/api/programs",
            json!({"name": name, "start": "10:00:00", "end": "11:00:00"}),
        )
        .await;
    assert_eq!(
        (status, body["message"].as_str()),
        (
            409,
            Some("The data entered by you conflicts with another existing record.")
        )
    );
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            "/api/programs",
            json!({"name": " ", "start": "25:00:00", "end": "11h", "production": "forty"}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    for (field, code) in [
        ("name", "required"),
        ("start", "time_of_day"),
        ("end", "time_of_day"),
        ("production", "duration"),
    ] {
        assert_eq!(body["fields"][field]["code"], code, "{body}");
    }
    let producer = app.login("producer").await;
    let (status, _) = app
        .send(
            Method::POST,
            &producer,
            "/api/programs",
            json!({"name": "Mine", "start": "10:00:00", "end": "11:00:00"}),
        )
        .await;
    assert_eq!(status, 403);
    assert_eq!(app.get(&admin, "/api/programs?all=true").await.1, before);
    app.stop().await;
}

/// The program calls of web.md section 7 beside the registry: `editors`, `imageEditors` (the pickers:
/// active users only), `withUsers` (every role named, deactivated users flagged) and `playout`; all
/// behind the program's allowed groups.
async fn a_program_names_its_staff_and_its_playout_devices(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let desk = app
        .create_group(
            &admin,
            "Morning desk",
            json!({"RUNDOWN": "WRITE", "STORY": "WRITE"}),
        )
        .await;
    let ed = app.create_user(&admin, "morning.ed", &[desk]).await;
    let cut = app.create_user(&admin, "morning.cut", &[desk]).await;
    let gone = app.create_user(&admin, "morning.gone", &[desk]).await;
    let anchor = app.create_user(&admin, "morning.anchor", &[desk]).await;
    let ed_token = app.first_access("morning.ed", "morning ed pass").await;
    let (status, p) = app
        .send(
            Method::POST,
            &admin,
            "/api/programs",
            json!({"name": "Morning Show", "start": "06:00:00", "end": "08:00:00",
                   "editors": [ed], "imageEditors": [gone, cut], "announcers": [anchor],
                   "allowedGroups": [desk]}),
        )
        .await;
    assert_eq!(status, 201, "{p}");
    let id = p["id"].as_i64().unwrap();
    assert!(p.get("staff").is_none(), "staff only when asked: {p}");

    let names = |list: &Value| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|u| u["nickname"].as_str().unwrap().to_owned())
            .collect()
    };
    let (status, editors) = app
        .get(&ed_token, &format!("/api/programs/{id}/editors"))
        .await;
    assert_eq!(status, 200, "{editors}");
    assert_eq!(editors[0]["name"], "morning.ed Name");
    assert_eq!(names(&editors), ["morning.ed"]);
    let image = format!("/api/programs/{id}/imageEditors");
    let nickname = |user: &Value| {
        if *user == json!(gone) {
            "morning.gone"
        } else {
            "morning.cut"
        }
    };
    let stored: Vec<&str> = p["imageEditors"]
        .as_array()
        .unwrap()
        .iter()
        .map(nickname)
        .collect();
    assert_eq!(stored.len(), 2);
    assert_eq!(
        names(&app.get(&ed_token, &image).await.1),
        stored,
        "in the program's order"
    );

    // A deactivated user leaves the picker but stays named in the registry, flagged.
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/users?ids={gone}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(names(&app.get(&ed_token, &image).await.1), ["morning.cut"]);
    let (status, all) = app.get(&admin, "/api/programs?withUsers=true").await;
    assert_eq!(status, 200, "{all}");
    let morning = all
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap();
    let staff = &morning["staff"];
    assert_eq!(names(&staff["editors"]), ["morning.ed"]);
    assert_eq!(names(&staff["announcers"]), ["morning.anchor"]);
    assert_eq!(names(&staff["imageEditors"]), stored);
    let active = |nick: &str| {
        staff["imageEditors"]
            .as_array()
            .unwrap()
            .iter()
            .find(|u| u["nickname"] == nick)
            .unwrap()["active"]
            .clone()
    };
    assert_eq!(
        (active("morning.gone"), active("morning.cut")),
        (json!(false), json!(true))
    );
    let every = all.as_array().unwrap();
    assert!(every.iter().all(|p| p["staff"].is_object()), "{all}");

    // Playout: enabled PLAYOUT devices that follow rundowns, by name; not a MAM, not a disabled one.
    for (name, kind, enabled) in [
        ("Playout B", "PLAYOUT", true),
        ("Playout A", "PLAYOUT", true),
        ("Playout off", "PLAYOUT", false),
        ("Archive", "MAM", true),
    ] {
        let (status, d) = app
            .send(
                Method::POST,
                &admin,
                "/api/devices",
                json!({"name": name, "type": kind, "protocol": "WS", "vendor": "Test",
                       "wsUrl": "http://127.0.0.1:9/", "enabled": enabled}),
            )
            .await;
        assert_eq!(status, 201, "{d}");
    }
    let (status, playout) = app
        .get(&ed_token, &format!("/api/programs/{id}/playout"))
        .await;
    assert_eq!(status, 200, "{playout}");
    let device_names: Vec<&str> = playout
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(device_names, ["Playout A", "Playout B"]);
    assert_eq!(playout[0]["type"], "PLAYOUT");

    // Behind the program's groups, like the program itself.
    for path in ["editors", "imageEditors", "playout"] {
        let (status, body) = app
            .get(&producer, &format!("/api/programs/{id}/{path}"))
            .await;
        assert_eq!(
            (status, &body["code"]),
            (403, &json!("forbidden")),
            "{path}"
        );
    }
    assert_eq!(app.get(&admin, "/api/programs/999999/editors").await.0, 404);
    assert_eq!(app.get(&admin, "/api/programs/999999/playout").await.0, 404);
    app.stop().await;
}

both_modes!(
    programs_are_registered_and_restricted_to_their_groups,
    bad_programs_are_refused,
    a_program_names_its_staff_and_its_playout_devices
);
