//! Users, groups and permissions administered through the API (issue 10; web.md sections 3, 5, 6
//! and 7): one-time passwords and the first-access prompt, duplicates and field errors, sessions that
//! end when permissions change or an administrator ends them, deactivation and restore, the last
//! administrator, groups with users, the pickers.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};
use crate::stomp::Client;

fn field_code<'a>(body: &'a Value, field: &str) -> Option<&'a str> {
    body["fields"][field]["code"].as_str()
}

async fn an_administrator_builds_the_newsroom(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let desk = app
        .create_group(
            &admin,
            "Night desk",
            json!({"RUNDOWN": "WRITE", "STORY": "READ", "CHAT": "READ"}),
        )
        .await;
    let (_, g) = app.get(&admin, &format!("/api/groups/{desk}")).await;
    assert_eq!(g["permissions"].as_object().unwrap().len(), 24, "{g}");
    assert_eq!(g["permissions"]["RUNDOWN"], "WRITE");
    assert_eq!(g["permissions"]["USER"], "NONE");
    let nina = app.create_user(&admin, "nina", &[desk]).await;

    // First access: the one-time password asks for a new one, under the policy.
    let (status, body) = app
        .form_login(&[
            ("username", "nina"),
            ("password", "one-time-1"),
            ("isResetPassword", "true"),
            ("newPassword", "short"),
            ("newPasswordConfirmation", "shorT"),
        ])
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(field_code(&body, "newPassword"), Some("too_short"));
    assert_eq!(body["fields"]["newPassword"]["params"]["min"], 8);
    assert_eq!(
        field_code(&body, "newPasswordConfirmation"),
        Some("password_mismatch")
    );
    let token = app.first_access("nina", "night shift 22").await;
    let (status, me) = app.get(&token, "/api/users/me").await;
    assert_eq!(status, 200);
    assert_eq!(me["id"], nina);
    let roles: Vec<&str> = me["roles"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(roles.contains(&"ROLE_RUNDOWN_WRITE") && roles.contains(&"ROLE_STORY_READ"));
    assert!(!roles.contains(&"ROLE_STORY_WRITE") && !roles.contains(&"ROLE_USER_READ"));
    // The prompt again, now that the password is set.
    let (status, body) = app
        .form_login(&[
            ("username", "nina"),
            ("password", "night shift 22"),
            ("isResetPassword", "true"),
            ("newPassword", "another one 33"),
            ("newPasswordConfirmation", "another one 33"),
        ])
        .await;
    assert_eq!(
        (status, body["message"].as_str()),
        (
            409,
            Some("Password reset not possible because it is already set.")
        )
    );
    // What the group allows, and nothing more.
    assert_eq!(app.get(&token, "/api/programs").await.0, 200);
    assert_eq!(app.get(&token, "/api/users").await.0, 403);
    assert_eq!(app.get(&token, "/api/groups").await.0, 403);
    let (status, reporters) = app.get(&token, "/api/users/reporters").await;
    assert_eq!(status, 200);
    assert!(
        reporters
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["id"] == nina),
        "{reporters}"
    );

    // Saving the group's permissions ends its members' sessions, websockets included.
    let mut ws = Client::connect(&app, &token).await;
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/groups/{desk}"),
            json!({"name": "Night desk", "permissions": {"RUNDOWN": "READ"}}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(app.get(&token, "/api/users/me").await.0, 401);
    let f = ws.next().await.expect("an ERROR frame before the close");
    assert_eq!(f.get("message"), Some("session_expired"), "{f:?}");
    let token = app_login(&app, "nina", "night shift 22").await;
    let (_, me) = app.get(&token, "/api/users/me").await;
    assert!(
        !me["roles"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r == "ROLE_RUNDOWN_WRITE"),
        "{me}"
    );

    // An administrator ends her session.
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/users/{nina}/session"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(app.get(&token, "/api/users/me").await.0, 401);

    // Deactivated ("deleted"), she cannot log in; restored, she can.
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/users?ids={nina}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (status, _) = app
        .form_login(&[("username", "nina"), ("password", "night shift 22")])
        .await;
    assert_eq!(status, 401);
    let (_, page) = app
        .get(&admin, "/api/users/filter?filter=NINA&activeOnly=true")
        .await;
    assert_eq!(page["total"], 0, "{page}");
    let (_, page) = app.get(&admin, "/api/users/filter?filter=NINA").await;
    assert_eq!(
        (page["total"].as_u64(), page["data"][0]["active"].as_bool()),
        (Some(1), Some(false))
    );
    let (status, _) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/users/restore?ids={nina}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    app_login(&app, "nina", "night shift 22").await;

    // A group with users stays; an empty one goes.
    let (status, body) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/groups/{desk}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("group_has_users"))
    );
    let empty = app.create_group(&admin, "Weekend", json!({})).await;
    let (status, _) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/groups/{empty}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        app.get(&admin, &format!("/api/groups/{empty}")).await.0,
        404
    );

    // A reset password is one-time again, and ends the sessions.
    let (status, otp) = app
        .send(
            Method::POST,
            &admin,
            &format!("/api/users/{nina}/reset_password"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 200);
    let otp = otp["password"].as_str().unwrap().to_owned();
    assert!(otp.len() >= 12, "{otp}");
    let (status, body) = app
        .form_login(&[("username", "nina"), ("password", &otp)])
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (401, Some("password_change_required"))
    );
    app.stop().await;
}

async fn app_login(app: &TestApp, user: &str, password: &str) -> String {
    let (status, body) = app
        .form_login(&[("username", user), ("password", password)])
        .await;
    assert_eq!(status, 200, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

async fn bad_input_is_refused_and_nothing_changes(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let user = |nickname: &str, email: &str, password: &str, confirmation: &str| {
        json!({"name": "Someone", "nickname": nickname, "email": email,
               "password": password, "passwordConfirmation": confirmation})
    };
    for (body, field, code) in [
        (
            user("", "a@b.org", "long enough", "long enough"),
            "nickname",
            "required",
        ),
        (
            user("two words", "a@b.org", "long enough", "long enough"),
            "nickname",
            "character",
        ),
        (
            user("ok", "not an e-mail", "long enough", "long enough"),
            "email",
            "email",
        ),
        (
            user("ok", "a@b.org", "short", "short"),
            "password",
            "too_short",
        ),
        (
            user("ok", "a@b.org", "long enough", "long enougH"),
            "passwordConfirmation",
            "password_mismatch",
        ),
        (user("ok", "a@b.org", "", ""), "password", "required"),
    ] {
        let (status, out) = app
            .send(Method::POST, &admin, "/api/users", body.clone())
            .await;
        assert_eq!(status, 422, "{body} -> {out}");
        assert_eq!(field_code(&out, field), Some(code), "{body} -> {out}");
    }
    let (status, out) = app
        .send(Method::POST, &admin, "/api/users", json!({"name": "x", "nickname": "x", "email": "x@y.org", "password": "long enough", "passwordConfirmation": "long enough", "groupIds": [999999]}))
        .await;
    assert_eq!(
        (status, field_code(&out, "groupIds")),
        (422, Some("unknown_group"))
    );
    // Duplicates: login name and e-mail, whatever the case.
    for (nickname, email) in [
        ("PRODUCER", "new@tv.example.org"),
        ("newbie", "Producer@Newsroom.Example"),
    ] {
        let (status, out) = app
            .send(
                Method::POST,
                &admin,
                "/api/users",
                user(nickname, email, "long enough", "long enough"),
            )
            .await;
        assert_eq!(status, 409, "{out}");
        assert_eq!(
            out["message"],
            "The data entered by you conflicts with another existing record."
        );
    }
    let (status, out) = app
        .send(
            Method::POST,
            &admin,
            "/api/groups",
            json!({"name": "Producers"}),
        )
        .await;
    assert_eq!((status, out["code"].as_str()), (409, Some("conflict")));
    let (status, out) = app
        .send(
            Method::POST,
            &admin,
            "/api/groups",
            json!({"name": "x", "permissions": {"RUNDOWN": "ALL"}}),
        )
        .await;
    assert_eq!(status, 422, "{out}");

    // The last administrator can neither go nor lose the administration.
    let (_, me) = app.get(&admin, "/api/users/me").await;
    let admin_id = me["id"].as_i64().unwrap();
    let (status, out) = app
        .send(
            Method::DELETE,
            &admin,
            &format!("/api/users?ids={admin_id}"),
            Value::Null,
        )
        .await;
    assert_eq!(
        (status, out["code"].as_str()),
        (409, Some("last_administrator"))
    );
    let admin_group = me["groupIds"][0].as_i64().unwrap();
    let (status, out) = app
        .send(
            Method::PUT,
            &admin,
            &format!("/api/groups/{admin_group}"),
            json!({"name": "Administrators", "permissions": {"USER": "WRITE"}}),
        )
        .await;
    assert_eq!(
        (status, out["code"].as_str()),
        (409, Some("last_administrator"))
    );
    // Nothing of it was saved: the administrator still administers.
    assert_eq!(app.get(&admin, "/api/groups").await.0, 200);
    let (_, g) = app.get(&admin, &format!("/api/groups/{admin_group}")).await;
    assert_eq!(g["permissions"]["USER"], "ADMIN");

    // Pages of the filter.
    let (_, page) = app.get(&admin, "/api/users/filter?size=2&page=1").await;
    assert_eq!(page["total"], 6, "{page}");
    assert_eq!(page["data"].as_array().unwrap().len(), 2);
    let (status, _) = app.get(&admin, "/api/users/filter?size=0").await;
    assert_eq!(status, 422);
    app.stop().await;
}

async fn group_membership_needs_user_administration(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let clerks = app
        .create_group(&admin, "Clerks", json!({"USER": "WRITE"}))
        .await;
    app.create_user(&admin, "clerk", &[clerks]).await;
    let clerk = app.first_access("clerk", "clerk password").await;
    // A user writer registers people, but may not hand out groups (permissions).
    let (status, out) = app
        .send(Method::POST, &clerk, "/api/users", json!({"name": "New", "nickname": "new1", "email": "new1@tv.example.org", "password": "long enough", "passwordConfirmation": "long enough", "groupIds": [clerks]}))
        .await;
    assert_eq!(status, 403, "{out}");
    let (status, out) = app
        .send(Method::POST, &clerk, "/api/users", json!({"name": "New", "nickname": "new1", "email": "new1@tv.example.org", "password": "long enough", "passwordConfirmation": "long enough"}))
        .await;
    assert_eq!(status, 201, "{out}");
    let id = out["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::PUT,
            &clerk,
            &format!("/api/users/{id}"),
            json!({"name": "New Name", "nickname": "new1", "email": "new1@tv.example.org"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = app
        .send(Method::PUT, &clerk, &format!("/api/users/{id}"), json!({"name": "New Name", "nickname": "new1", "email": "new1@tv.example.org", "groupIds": [clerks]}))
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send(
            Method::POST,
            &clerk,
            "/api/groups",
            json!({"name": "Mine", "permissions": {"ADMIN": "ADMIN"}}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send(
            Method::DELETE,
            &clerk,
            &format!("/api/users/{id}/session"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 403);

    // My data: the current password guards a new one.
    let (status, out) = app
        .send(Method::PUT, &clerk, "/api/users/me", json!({"name": "Clerk Kent", "nickname": "clerk", "email": "clerk@tv.example.org", "currentPassword": "wrong", "password": "newer password", "passwordConfirmation": "newer password"}))
        .await;
    assert_eq!(
        (status, field_code(&out, "currentPassword")),
        (422, Some("wrong_password"))
    );
    let (status, out) = app
        .send(Method::PUT, &clerk, "/api/users/me", json!({"name": "Clerk Kent", "nickname": "clerk", "email": "clerk@tv.example.org", "currentPassword": "clerk password", "password": "newer password", "passwordConfirmation": "newer password"}))
        .await;
    assert_eq!(status, 200, "{out}");
    assert_eq!(out["name"], "Clerk Kent");
    app_login(&app, "clerk", "newer password").await;
    app.stop().await;
}

both_modes!(
    an_administrator_builds_the_newsroom,
    bad_input_is_refused_and_nothing_changes,
    group_membership_needs_user_administration
);
