//! The installation (issue 10; web.md sections 3, 5, 7, 8; mobile.md section 1): the branch
//! configuration every client reads without a session, the languages, branches with unique names and
//! addresses, and the licence: forged and expired files refused, its limit of concurrent logins
//! (administrators exempt), an expired licence keeping everyone but administrators out, and the
//! near-expiry warning.

use chrono::{Days, Utc};
use newsroom_domain::licence::{LicenceKind, LicenceTerms};
use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp, test_licence_key};

async fn get_public(app: &TestApp, path: &str) -> (u16, Value) {
    let res = reqwest::get(app.url(path)).await.unwrap();
    (
        res.status().as_u16(),
        res.json().await.unwrap_or(Value::Null),
    )
}

async fn branch_configuration_and_branches(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;

    // Read before anyone logs in: the login page and the mobile app speak its language.
    let (status, config) = get_public(&app, "/api/branch/config").await;
    assert_eq!(status, 200);
    assert_eq!(
        config,
        json!({"locale": "en_US", "branchName": "Newsroom", "loginDomain": ""})
    );
    assert_eq!(
        get_public(&app, "/api/branch/locales").await,
        (200, json!(["en_US", "es_ES", "pt_BR"]))
    );

    // Saving needs BRANCH write, and every field is checked.
    let good =
        json!({"locale": "pt_BR", "branchName": "TV Norte", "loginDomain": "@TVNorte.com.br"});
    assert_eq!(
        app.send(Method::PUT, &producer, "/api/branch/config", good.clone())
            .await
            .0,
        403
    );
    let (status, body) = app
        .send(
            Method::PUT,
            &admin,
            "/api/branch/config",
            json!({"locale": "fr_FR", "branchName": " ", "loginDomain": "tv norte"}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    let fields = &body["fields"];
    assert_eq!(fields["locale"]["code"], "one_of");
    assert_eq!(fields["branchName"]["code"], "required");
    assert_eq!(fields["loginDomain"]["code"], "domain");
    assert_eq!(get_public(&app, "/api/branch/config").await.1, config);

    let (status, saved) = app
        .send(Method::PUT, &admin, "/api/branch/config", good)
        .await;
    assert_eq!(status, 200, "{saved}");
    let expected =
        json!({"locale": "pt_BR", "branchName": "TV Norte", "loginDomain": "tvnorte.com.br"});
    assert_eq!(saved, expected);
    assert_eq!(get_public(&app, "/api/branch/config").await.1, expected);

    // Branches: names and addresses unique, case-insensitively (web.md section 5).
    let (status, north) = app
        .send(
            Method::POST,
            &admin,
            "/api/branches",
            json!({"name": "Manaus", "address": "Av. Djalma Batista 1000, Manaus", "locale": "pt_BR"}),
        )
        .await;
    assert_eq!(status, 201, "{north}");
    let (status, south) = app
        .send(
            Method::POST,
            &admin,
            "/api/branches",
            json!({"name": "Buenos Aires", "address": "Av. Corrientes 500", "locale": "es_ES"}),
        )
        .await;
    assert_eq!(status, 201, "{south}");
    for clash in [
        json!({"name": "MANAUS", "address": "elsewhere", "locale": "pt_BR"}),
        json!({"name": "Belém", "address": "av. djalma batista 1000, manaus", "locale": "pt_BR"}),
    ] {
        let (status, body) = app.send(Method::POST, &admin, "/api/branches", clash).await;
        assert_eq!((status, &body["code"]), (409, &json!("conflict")), "{body}");
        assert_eq!(
            body["message"],
            "The data entered by you conflicts with another existing record."
        );
    }
    let (status, body) = app
        .send(
            Method::POST,
            &admin,
            "/api/branches",
            json!({"name": "", "address": "x".repeat(301), "locale": "xx"}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["fields"]["name"]["code"], "required");
    assert_eq!(body["fields"]["address"]["code"], "too_long");
    assert_eq!(body["fields"]["locale"]["code"], "one_of");

    let id = north["id"].as_i64().unwrap();
    let (status, renamed) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/branches/{id}"),
            json!({"name": "Manaus Studio", "address": "Av. Djalma Batista 1000, Manaus", "locale": "pt_BR"}),
        )
        .await;
    assert_eq!((status, &renamed["name"]), (200, &json!("Manaus Studio")));
    // Renaming onto another branch's name is a clash and changes nothing.
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/branches/{id}"),
            json!({"name": "buenos aires", "address": "Av. Djalma Batista 1000, Manaus", "locale": "pt_BR"}),
        )
        .await;
    assert_eq!(status, 409);
    // Reading needs BRANCH read: the producer has none.
    assert_eq!(app.get(&producer, "/api/branches").await.0, 403);
    let (_, list) = app.get(&admin, "/api/branches").await;
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Buenos Aires", "Manaus Studio"]);
    assert_eq!(
        app.send(
            Method::DELETE,
            &admin,
            &format!("/api/branches/{id}"),
            Value::Null
        )
        .await
        .0,
        204
    );
    assert_eq!(
        app.send(
            Method::DELETE,
            &admin,
            &format!("/api/branches/{id}"),
            Value::Null
        )
        .await
        .0,
        404
    );
    assert_eq!(
        app.get(&admin, "/api/branches")
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        1
    );
    app.stop().await;
}

fn licence_file(max_users: u32, expiration: Option<chrono::NaiveDate>) -> String {
    let terms = LicenceTerms {
        id: "LIC-2026-0042".into(),
        client_id: "TV Norte".into(),
        kind: if expiration.is_some() {
            LicenceKind::Period
        } else {
            LicenceKind::Lifetime
        },
        expiration,
        max_users,
    };
    newsroom_auth::issue_licence(&test_licence_key(), &terms)
}

async fn install(app: &TestApp, admin: &str, file: &str) -> (u16, Value) {
    app.send(Method::PUT, admin, "/api/licence", json!({"file": file}))
        .await
}

async fn login_code(app: &TestApp, user: &str) -> (u16, Option<String>) {
    let (status, body) = app
        .form_login(&[("username", user), ("password", user)])
        .await;
    (status, body["code"].as_str().map(str::to_owned))
}

async fn the_licence_caps_logins_and_expires(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;

    // The community edition: no licence, no limit.
    let (status, l) = app.get(&admin, "/api/licence").await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(
        (&l["status"], &l["id"], &l["maxUsers"]),
        (&json!("COMMUNITY"), &Value::Null, &json!(0))
    );
    let producer = app.login("producer").await;
    assert_eq!(app.get(&producer, "/api/licence").await.0, 403);

    // Forged, not a licence, or already expired: refused, nothing installed.
    let genuine = licence_file(2, None);
    let mut forged: Value = serde_json::from_str(&genuine).unwrap();
    let more = LicenceTerms {
        id: "LIC-2026-0042".into(),
        client_id: "TV Norte".into(),
        kind: LicenceKind::Lifetime,
        expiration: None,
        max_users: 9999,
    };
    forged["payload"] = json!(base64::Engine::encode(
        &base64::engine::general_purpose::STANDARD,
        serde_json::to_vec(&more).unwrap()
    ));
    let yesterday = Utc::now().date_naive() - Days::new(1);
    for (file, code) in [
        (forged.to_string(), "licence_invalid"),
        ("hello".to_owned(), "licence_invalid"),
        (licence_file(5, Some(yesterday)), "licence_expired"),
    ] {
        let (status, body) = install(&app, &admin, &file).await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["fields"]["licence"]["code"], code);
    }
    assert_eq!(
        app.get(&admin, "/api/licence").await.1["status"],
        "COMMUNITY"
    );

    // A genuine licence of two concurrent logins. Administrators are never refused (they must
    // always get in to end sessions or install a licence), but their sessions take seats.
    let (status, l) = install(&app, &admin, &genuine).await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(
        (
            &l["status"],
            &l["id"],
            &l["clientId"],
            &l["type"],
            &l["maxUsers"],
            &l["expiration"]
        ),
        (
            &json!("ACTIVE"),
            &json!("LIC-2026-0042"),
            &json!("TV Norte"),
            &json!("LIFETIME"),
            &json!(2),
            &Value::Null
        )
    );
    // Two sessions are open (the admin's and the producer's): the licence is full.
    assert_eq!(
        login_code(&app, "editor").await,
        (403, Some("max_logins".into()))
    );
    let (status, body) = app
        .form_login(&[("username", "editor"), ("password", "editor")])
        .await;
    assert_eq!(
        (status, body["message"].as_str()),
        (403, Some("Maximum limit of logins reached!"))
    );
    // An administrator still logs in; a logout frees a seat.
    assert_eq!(login_code(&app, "admin").await.0, 200);
    assert_eq!(app.get(&admin, "/api/licence").await.1["activeUsers"], 3);
    let res = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .bearer_auth(&producer)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    assert_eq!(app.get(&admin, "/api/licence").await.1["activeUsers"], 2);
    // Administrators' sessions count as seats (two open now): the editor still waits.
    assert_eq!(login_code(&app, "editor").await.0, 403);
    // Removing the licence is the community edition again: no limit.
    let (status, l) = app
        .send(Method::DELETE, &admin, "/api/licence", Value::Null)
        .await;
    assert_eq!((status, &l["status"]), (200, &json!("COMMUNITY")));
    assert_eq!(login_code(&app, "editor").await.0, 200);

    // Within the warning days: EXPIRING with the days left (the last day counted).
    let soon = Utc::now().date_naive() + Days::new(9);
    let (status, l) = install(&app, &admin, &licence_file(0, Some(soon))).await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(
        (&l["status"], &l["daysLeft"], &l["warningDays"], &l["type"]),
        (&json!("EXPIRING"), &json!(10), &json!(30), &json!("PERIOD"))
    );
    assert_eq!(login_code(&app, "viewer").await.0, 200);
    app.stop().await;
}

both_modes!(
    branch_configuration_and_branches,
    the_licence_caps_logins_and_expires
);
