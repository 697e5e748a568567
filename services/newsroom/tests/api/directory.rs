//! The directory service (issue 10; web.md sections 3, 4 and 8) against a real OpenLDAP slapd
//! (`newsroom_test_support::ldap`): settings with the bind password sealed at rest and never
//! returned, the connection test, directory users logging in by a bind, the synchronisation (users
//! created with mapped groups, deactivated when the directory drops them, local users untouched,
//! one at a time) and a directory that is down.

use std::time::{Duration, Instant};

use newsroom_test_support::ldap::{self, Slapd};
use reqwest::Method;
use sea_orm::{ConnectionTrait, Database, Statement};
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

/// How long a synchronisation of a handful of users may take before the test fails.
const SYNC_LIMIT: Duration = Duration::from_secs(60);

/// ana (editors), bruno (producers), carla (no group), and an entry with the local user `admin`'s
/// login.
fn directory_ldif() -> String {
    [
        ldap::base_ldif(),
        ldap::person("ana", "Ana Lima", "ana@newsroom.test", "ana-directory-pw"),
        ldap::person("bruno", "Bruno Reis", "bruno@newsroom.test", "bruno-pw-123"),
        ldap::person("carla", "Carla Dias", "carla@newsroom.test", "carla-pw-123"),
        ldap::person(
            "admin",
            "Directory Admin",
            "admin@newsroom.test",
            "other-pw",
        ),
        ldap::group("editors", &["ana"]),
        ldap::group("producers", &["bruno"]),
    ]
    .concat()
}

/// The settings for `url`, mapping `editors` and `producers` to `groups`.
fn settings(url: &str, groups: (i64, i64)) -> Value {
    json!({
        "enabled": true,
        "url": url,
        "startTls": false,
        "bindDn": ldap::ROOT_DN,
        "bindPassword": ldap::ROOT_PASSWORD,
        "baseDn": ldap::SUFFIX,
        "userFilter": "(objectClass=inetOrgPerson)",
        "loginAttribute": "uid",
        "nameAttribute": "cn",
        "emailAttribute": "mail",
        "groupMappings": [
            {"directoryGroup": ldap::group_dn("editors"), "groupId": groups.0},
            {"directoryGroup": ldap::group_dn("producers"), "groupId": groups.1},
        ],
    })
}

/// Creates the two mapped groups, saves the settings for `slapd`; the groups' ids.
async fn configure(app: &TestApp, admin: &str, url: &str) -> (i64, i64) {
    let editors = app
        .create_group(admin, "Directory editors", json!({"RUNDOWN": "WRITE"}))
        .await;
    let producers = app
        .create_group(admin, "Directory producers", json!({"PROGRAM": "WRITE"}))
        .await;
    let (status, saved) = app
        .send(
            Method::PUT,
            admin,
            "/api/directory/config",
            settings(url, (editors, producers)),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    (editors, producers)
}

/// Starts a synchronisation and waits (bounded) until it has finished; its report.
async fn synchronise(app: &TestApp, admin: &str) -> Value {
    let (status, started) = app
        .send(Method::POST, admin, "/api/directory/sync", Value::Null)
        .await;
    assert_eq!(status, 202, "{started}");
    assert_eq!(started["running"], true, "{started}");
    finished(app, admin).await
}

/// Polls the synchronisation's status until it runs no more; its last report.
async fn finished(app: &TestApp, admin: &str) -> Value {
    let deadline = Instant::now() + SYNC_LIMIT;
    loop {
        let (status, s) = app.get(admin, "/api/directory/sync").await;
        assert_eq!(status, 200, "{s}");
        if s["running"] == false {
            assert!(s["last"]["finishedAt"].is_string(), "{s}");
            return s["last"].clone();
        }
        assert!(
            Instant::now() < deadline,
            "the synchronisation had not finished after {SYNC_LIMIT:?}: {s}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn login(app: &TestApp, user: &str, password: &str) -> (u16, Value) {
    app.form_login(&[("username", user), ("password", password)])
        .await
}

/// The user `nickname` as administrators list them.
async fn user(app: &TestApp, admin: &str, nickname: &str) -> Value {
    let (status, users) = app.get(admin, "/api/users").await;
    assert_eq!(status, 200, "{users}");
    users
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["nickname"] == nickname)
        .cloned()
        .unwrap_or_else(|| panic!("no user {nickname}"))
}

/// The bind password as the auth database holds it.
async fn stored_bind_password(app: &TestApp) -> String {
    let url = match &app.data_dir {
        Some(dir) => format!("sqlite://{}?mode=ro", dir.join("auth.db").display()),
        None => app.databases[0].url(),
    };
    let db = Database::connect(url).await.expect("the auth database");
    let row = db
        .query_one_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT bind_password FROM directory_settings",
        ))
        .await
        .expect("reading the settings")
        .expect("the settings row");
    row.try_get::<String>("", "bind_password").unwrap()
}

async fn directory_users_log_in_by_a_bind(mode: Mode) {
    let slapd = Slapd::start(&directory_ldif()).await;
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;

    let (status, blank) = app.get(&admin, "/api/directory/config").await;
    assert_eq!(status, 200, "{blank}");
    assert_eq!(
        (&blank["enabled"], &blank["passwordSet"], &blank["url"]),
        (&json!(false), &json!(false), &json!(""))
    );
    let (status, body) = app
        .send(Method::POST, &admin, "/api/directory/test", Value::Null)
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("directory_not_configured"))
    );

    let (editors, _) = configure(&app, &admin, &slapd.url()).await;
    let (_, config) = app.get(&admin, "/api/directory/config").await;
    assert_eq!(config["passwordSet"], true, "{config}");
    assert!(config.get("bindPassword").is_none(), "{config}");
    let sealed = stored_bind_password(&app).await;
    assert!(
        sealed.starts_with("enc:v1:") && !sealed.contains(ldap::ROOT_PASSWORD),
        "the bind password is sealed at rest: {sealed}"
    );
    // Saved again without a password: the stored one is kept (the test still binds).
    let mut again = settings(&slapd.url(), (editors, editors));
    again.as_object_mut().unwrap().remove("bindPassword");
    let (status, saved) = app
        .send(Method::PUT, &admin, "/api/directory/config", again)
        .await;
    assert_eq!(
        (status, &saved["passwordSet"]),
        (200, &json!(true)),
        "{saved}"
    );
    let (status, test) = app
        .send(Method::POST, &admin, "/api/directory/test", Value::Null)
        .await;
    assert_eq!(status, 200, "{test}");
    assert_eq!(
        test,
        json!({"ok": true, "users": 4, "failedStep": null, "error": null})
    );

    // An administrator creates a directory user: no password is stored, the directory checks it.
    let (status, ana) = app
        .send(
            Method::POST,
            &admin,
            "/api/users",
            json!({"name": "Ana Lima", "nickname": "ana", "email": "ana@newsroom.test",
                   "directoryUser": true, "groupIds": [editors]}),
        )
        .await;
    assert_eq!(status, 201, "{ana}");
    assert_eq!(ana["mustChangePassword"], false, "{ana}");

    let (status, body) = login(&app, "ana", "ana-directory-pw").await;
    assert_eq!(status, 200, "{body}");
    let token = body["token"].as_str().unwrap().to_owned();
    let (_, me) = app.get(&token, "/api/users/me").await;
    assert!(
        me["roles"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r == "ROLE_RUNDOWN_WRITE"),
        "{me}"
    );
    // By e-mail too, as local users do.
    assert_eq!(
        login(&app, "ana@newsroom.test", "ana-directory-pw").await.0,
        200
    );

    // A wrong password, an empty one (an anonymous bind would succeed) and a login the directory
    // does not have are the usual 401.
    for password in ["wrong-password", ""] {
        let (status, body) = login(&app, "ana", password).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (401, Some("authentication_failed")),
            "{password:?}: {body}"
        );
    }
    let (status, dora) = app
        .send(
            Method::POST,
            &admin,
            "/api/users",
            json!({"name": "Dora", "nickname": "dora", "email": "dora@newsroom.test",
                   "directoryUser": true}),
        )
        .await;
    assert_eq!(status, 201, "{dora}");
    let (status, body) = login(&app, "dora", "anything-at-all").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("authentication_failed"))
    );
    let (status, log) = app.get(&admin, "/api/access_logs?login=ana&size=50").await;
    assert_eq!(status, 200, "{log}");
    let failed = log["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "LOGIN_FAILED")
        .count();
    assert_eq!(failed, 2, "the access log has the failed attempts: {log}");

    // Deactivated in Newsroom, a directory user cannot log in, whatever the directory says.
    let ana_id = ana["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/users?ids={ana_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, body) = login(&app, "ana", "ana-directory-pw").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("authentication_failed"))
    );
    assert_eq!(app.get(&token, "/api/users/me").await.0, 401);

    app.stop().await;
}

async fn synchronisation_follows_the_directory(mode: Mode) {
    let slapd = Slapd::start(&directory_ldif()).await;
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let (status, body) = app
        .send(Method::POST, &admin, "/api/directory/sync", Value::Null)
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("directory_not_configured"))
    );
    let (editors, producers) = configure(&app, &admin, &slapd.url()).await;
    let (status, idle) = app.get(&admin, "/api/directory/sync").await;
    assert_eq!(
        (status, idle),
        (200, json!({"running": false, "last": null}))
    );

    let report = synchronise(&app, &admin).await;
    assert_eq!(
        (
            &report["created"],
            &report["updated"],
            &report["deactivated"],
            &report["skipped"],
            &report["error"]
        ),
        (&json!(3), &json!(0), &json!(0), &json!(1), &Value::Null),
        "{report}"
    );
    let ana = user(&app, &admin, "ana").await;
    assert_eq!(
        (
            &ana["name"],
            &ana["email"],
            &ana["directoryUser"],
            &ana["active"]
        ),
        (
            &json!("Ana Lima"),
            &json!("ana@newsroom.test"),
            &json!(true),
            &json!(true)
        )
    );
    assert_eq!(ana["groupIds"], json!([editors]), "{ana}");
    assert_eq!(
        user(&app, &admin, "bruno").await["groupIds"],
        json!([producers])
    );
    assert_eq!(user(&app, &admin, "carla").await["groupIds"], json!([]));
    // The local admin is untouched: same name, still a local user, still logs in.
    let local = user(&app, &admin, "admin").await;
    assert_eq!(
        (&local["name"], &local["directoryUser"]),
        (&json!("Ana Admin"), &json!(false))
    );
    let (status, body) = login(&app, "bruno", "bruno-pw-123").await;
    assert_eq!(status, 200, "imported users log in: {body}");
    let bruno_token = body["token"].as_str().unwrap().to_owned();

    // carla is renamed and joins the editors; bruno leaves the directory. The next synchronisation
    // updates her and deactivates him (his session ends).
    slapd.modify(&format!(
        "dn: {}\nchangetype: modify\nreplace: cn\ncn: Carla Dias Souza\n\n\
         dn: {}\nchangetype: modify\nadd: member\nmember: {}\n",
        ldap::person_dn("carla"),
        ldap::group_dn("editors"),
        ldap::person_dn("carla")
    ));
    slapd.delete(&ldap::group_dn("producers"));
    slapd.delete(&ldap::person_dn("bruno"));
    let report = synchronise(&app, &admin).await;
    assert_eq!(
        (
            &report["created"],
            &report["updated"],
            &report["deactivated"]
        ),
        (&json!(0), &json!(1), &json!(1)),
        "{report}"
    );
    let carla = user(&app, &admin, "carla").await;
    assert_eq!(
        (&carla["name"], &carla["groupIds"]),
        (&json!("Carla Dias Souza"), &json!([editors])),
        "{carla}"
    );
    assert_eq!(user(&app, &admin, "bruno").await["active"], false);
    assert_eq!(user(&app, &admin, "ana").await["active"], true);
    assert_eq!(user(&app, &admin, "admin").await["active"], true);
    assert_eq!(app.get(&bruno_token, "/api/users/me").await.0, 401);
    let (status, body) = login(&app, "bruno", "bruno-pw-123").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("authentication_failed"))
    );
    assert_eq!(login(&app, "admin", "admin").await.0, 200);

    app.stop().await;
}

/// A directory that accepts connections and never answers: a synchronisation against it runs until
/// the connection is closed, so a second one is certainly refused meanwhile.
async fn a_second_synchronisation_waits_for_the_first(mode: Mode) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("ldap://{}", listener.local_addr().unwrap());
    let (close, closed) = tokio::sync::oneshot::channel::<()>();
    let silent = tokio::spawn(async move {
        let (socket, _) = listener.accept().await.unwrap();
        let _ = closed.await;
        drop(socket);
    });
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    configure(&app, &admin, &url).await;

    let (status, first) = app
        .send(Method::POST, &admin, "/api/directory/sync", Value::Null)
        .await;
    assert_eq!(status, 202, "{first}");
    let (status, second) = app
        .send(Method::POST, &admin, "/api/directory/sync", Value::Null)
        .await;
    assert_eq!(
        (status, second["code"].as_str(), second["message"].as_str()),
        (
            409,
            Some("sync_in_progress"),
            Some("Synchronisation already in progress.")
        ),
        "{second}"
    );
    let (_, running) = app.get(&admin, "/api/directory/sync").await;
    assert_eq!(running["running"], true, "{running}");
    assert!(running["last"]["finishedAt"].is_null(), "{running}");

    // The directory hangs up: the synchronisation fails, changes nothing, and says why.
    close.send(()).unwrap();
    silent.await.unwrap();
    let report = finished(&app, &admin).await;
    assert!(report["error"].is_string(), "{report}");
    assert_eq!(
        (&report["created"], &report["deactivated"]),
        (&json!(0), &json!(0)),
        "{report}"
    );
    app.stop().await;
}

async fn a_directory_that_is_down_gives_a_clear_error(mode: Mode) {
    let mut slapd = Slapd::start(&directory_ldif()).await;
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let (editors, producers) = configure(&app, &admin, &slapd.url()).await;
    assert_eq!(synchronise(&app, &admin).await["created"], 3);
    assert_eq!(login(&app, "carla", "carla-pw-123").await.0, 200);

    // A wrong service password: the test says the bind failed.
    let mut wrong = settings(&slapd.url(), (editors, producers));
    wrong["bindPassword"] = json!("not-the-password");
    let (status, _) = app
        .send(Method::PUT, &admin, "/api/directory/config", wrong)
        .await;
    assert_eq!(status, 200);
    let (_, test) = app
        .send(Method::POST, &admin, "/api/directory/test", Value::Null)
        .await;
    assert_eq!(
        (&test["ok"], &test["failedStep"]),
        (&json!(false), &json!("BIND")),
        "{test}"
    );
    assert!(
        test["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{test}"
    );
    let (status, body) = login(&app, "carla", "carla-pw-123").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (503, Some("directory_unavailable")),
        "{body}"
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            "/api/directory/config",
            settings(&slapd.url(), (editors, producers)),
        )
        .await;
    assert_eq!(status, 200);

    // The directory goes down.
    slapd.kill();
    let (status, body) = login(&app, "carla", "carla-pw-123").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (503, Some("directory_unavailable")),
        "{body}"
    );
    let (_, test) = app
        .send(Method::POST, &admin, "/api/directory/test", Value::Null)
        .await;
    assert_eq!(
        (&test["ok"], &test["users"], &test["failedStep"]),
        (&json!(false), &json!(0), &json!("CONNECT")),
        "{test}"
    );
    // A synchronisation fails and changes nothing: carla stays active.
    let report = synchronise(&app, &admin).await;
    assert!(report["error"].is_string(), "{report}");
    assert_eq!(report["deactivated"], 0, "{report}");
    assert_eq!(user(&app, &admin, "carla").await["active"], true);
    // Local users still log in.
    assert_eq!(login(&app, "admin", "admin").await.0, 200);
    assert_eq!(login(&app, "editor", "editor").await.0, 200);

    // Disabled, the directory is not asked at all: directory users get the same clear error.
    let mut disabled = settings("ldap://127.0.0.1:9", (editors, producers));
    disabled["enabled"] = json!(false);
    let (status, _) = app
        .send(Method::PUT, &admin, "/api/directory/config", disabled)
        .await;
    assert_eq!(status, 200);
    let (status, body) = login(&app, "carla", "carla-pw-123").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (503, Some("directory_unavailable"))
    );
    app.stop().await;
}

async fn settings_are_checked(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let mut bad = settings("http://dc1.example.org", (987_654, 987_654));
    bad["userFilter"] = json!("objectClass=person");
    bad["baseDn"] = json!("");
    let (status, body) = app
        .send(Method::PUT, &admin, "/api/directory/config", bad)
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("validation")),
        "{body}"
    );
    let fields = &body["fields"];
    assert_eq!(fields["url"]["code"], "ldap_url", "{body}");
    assert_eq!(fields["userFilter"]["code"], "ldap_filter", "{body}");
    assert_eq!(fields["baseDn"]["code"], "required", "{body}");
    assert_eq!(
        fields["groupMappings[0].groupId"]["code"], "unknown_group",
        "{body}"
    );
    let mut tls_twice = settings("ldaps://dc1.example.org", (1, 1));
    tls_twice["startTls"] = json!(true);
    let (status, body) = app
        .send(Method::PUT, &admin, "/api/directory/config", tls_twice)
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["fields"]["startTls"]["code"], "invalid", "{body}");
    // Only administrators of the administration reach the settings.
    let editor = app.login("editor").await;
    assert_eq!(app.get(&editor, "/api/directory/config").await.0, 403);
    app.stop().await;
}

/// A directory with a size limit (Active Directory's MaxPageSize, OpenLDAP's `sizelimit`): the service
/// account may read 10 entries per search, the directory lists 40 users; the sync reads them page by
/// page (RFC 2696) and imports every one.
async fn a_large_directory_is_read_page_by_page(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let mut ldif = vec![ldap::base_ldif()];
    for i in 0..40 {
        ldif.push(ldap::person(
            &format!("reporter{i:02}"),
            &format!("Reporter {i:02}"),
            &format!("reporter{i:02}@newsroom.test"),
            "a-password-1",
        ));
    }
    ldif.push(ldap::person(
        "svc",
        "Service",
        "svc@newsroom.test",
        "svc-password",
    ));
    let limits = format!(
        "limits dn.exact=\"{}\" size.soft=10 size.hard=10 size.prtotal=unlimited",
        ldap::person_dn("svc")
    );
    let slapd = Slapd::start_with(&ldif.concat(), &limits).await;
    let mut s = settings(&slapd.url(), (1, 1));
    s["bindDn"] = json!(ldap::person_dn("svc"));
    s["bindPassword"] = json!("svc-password");
    s["groupMappings"] = json!([]);
    let (status, saved) = app
        .send(Method::PUT, &admin, "/api/directory/config", s)
        .await;
    assert_eq!(status, 200, "{saved}");
    let (status, test) = app
        .send(Method::POST, &admin, "/api/directory/test", Value::Null)
        .await;
    assert_eq!((status, &test["ok"]), (200, &json!(true)), "{test}");
    assert_eq!(test["users"], 41, "{test}");
    let report = synchronise(&app, &admin).await;
    assert_eq!(report["error"], Value::Null, "{report}");
    assert_eq!(report["created"], 41, "{report}");
    assert_eq!(
        user(&app, &admin, "reporter39").await["name"],
        "Reporter 39"
    );
    app.stop().await;
}

both_modes!(
    a_large_directory_is_read_page_by_page,
    directory_users_log_in_by_a_bind,
    synchronisation_follows_the_directory,
    a_second_synchronisation_waits_for_the_first,
    a_directory_that_is_down_gives_a_clear_error,
    settings_are_checked
);
