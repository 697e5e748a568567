//! The RBAC matrix (issue 10; web.md section 6): every operation of the OpenAPI document names the
//! one role it needs (`security: [{"session": ["ROLE_<AREA>_<LEVEL>"]}]`), any session
//! (`[{"session": []}]`) or none (`[{}]`). Each operation is called by a user holding nothing, and by
//! users holding exactly read, write and admin on its area: below the level it answers 403, at or
//! above it passes the door (any answer but 401 and 403: a missing record or body then answers 404
//! or 422, which is the point: nothing is changed). An operation without a rule fails the test.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

const LEVELS: [&str; 3] = ["READ", "WRITE", "ADMIN"];

/// What an operation asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Rule {
    /// No session (`security: [{}]`).
    Public,
    /// Any session.
    Session,
    /// This area at this level or above.
    Role(String, usize),
}

fn rule_of(method: &str, path: &str, op: &Value) -> Rule {
    let security = op["security"]
        .as_array()
        .unwrap_or_else(|| panic!("{method} {path} has no permission rule (security)"));
    assert_eq!(security.len(), 1, "{method} {path}: one rule");
    let Some(scopes) = security[0].get("session") else {
        assert_eq!(security[0], json!({}), "{method} {path}");
        return Rule::Public;
    };
    let scopes = scopes.as_array().unwrap();
    match scopes.as_slice() {
        [] => Rule::Session,
        [role] => {
            let role = role.as_str().unwrap();
            let (area, level) = role
                .strip_prefix("ROLE_")
                .and_then(|r| r.rsplit_once('_'))
                .unwrap_or_else(|| panic!("{method} {path}: {role} is no role"));
            let level = LEVELS
                .iter()
                .position(|l| *l == level)
                .unwrap_or_else(|| panic!("{method} {path}: {role} has no level"));
            Rule::Role(area.to_owned(), level)
        }
        _ => panic!("{method} {path}: one role, not {scopes:?}"),
    }
}

/// The path with every `{param}` replaced by an id nothing has.
fn concrete(path: &str) -> String {
    let mut out = String::new();
    let mut rest = path;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..].find('}').unwrap() + open;
        out.push_str("987654");
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

async fn call(app: &TestApp, method: &str, path: &str, token: Option<&str>) -> u16 {
    let method: Method = method.to_uppercase().parse().unwrap();
    let mut req = reqwest::Client::new().request(method.clone(), app.url(&concrete(path)));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if matches!(method, Method::POST | Method::PUT | Method::PATCH) {
        req = req.json(&json!({}));
    }
    req.send().await.unwrap().status().as_u16()
}

/// A user whose one group grants `permissions`, logged in.
async fn holder(app: &TestApp, admin: &str, name: &str, permissions: Value) -> String {
    let group = app.create_group(admin, name, permissions).await;
    let nickname = name.to_lowercase().replace(' ', "-");
    app.create_user(admin, &nickname, &[group]).await;
    app.first_access(&nickname, "rbac password").await
}

async fn every_route_answers_every_level_as_its_rule_says(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let doc: Value = reqwest::get(app.url("/api/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mut operations = Vec::new();
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            operations.push((method.clone(), path.clone(), rule_of(method, path, op)));
        }
    }
    assert!(operations.len() > 90, "{} operations", operations.len());
    let areas: BTreeSet<String> = operations
        .iter()
        .filter_map(|(_, _, r)| match r {
            Rule::Role(a, _) => Some(a.clone()),
            _ => None,
        })
        .collect();
    let nobody = holder(&app, &admin, "Rbac Nothing", json!({})).await;
    let mut holders: BTreeMap<(String, usize), String> = BTreeMap::new();
    for area in &areas {
        for (i, level) in LEVELS.iter().enumerate() {
            let token = holder(
                &app,
                &admin,
                &format!("Rbac {area} {level}"),
                json!({ area.as_str(): level }),
            )
            .await;
            holders.insert((area.clone(), i), token);
        }
    }

    let mut wrong = Vec::new();
    for (method, path, rule) in &operations {
        // 0: passes the door, 401: no session, 403: forbidden.
        let mut check = |who: &str, status: u16, expect: u16| {
            let ok = match expect {
                0 => status != 401 && status != 403,
                e => status == e,
            };
            if !ok {
                wrong.push(format!(
                    "{method} {path} as {who}: {status}, expected {expect}"
                ));
            }
        };
        let anonymous = call(&app, method, path, None).await;
        match rule {
            Rule::Public => check("anonymous", anonymous, 0),
            Rule::Session => {
                check("anonymous", anonymous, 401);
                let status = call(&app, method, path, Some(&nobody)).await;
                check("a user with no permission", status, 0);
            }
            Rule::Role(area, need) => {
                check("anonymous", anonymous, 401);
                let status = call(&app, method, path, Some(&nobody)).await;
                check("a user with no permission", status, 403);
                for (i, level) in LEVELS.iter().enumerate() {
                    let token = &holders[&(area.clone(), i)];
                    let status = call(&app, method, path, Some(token)).await;
                    check(
                        &format!("{area} {level}"),
                        status,
                        if i >= *need { 0 } else { 403 },
                    );
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} answers break their rule:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    app.stop().await;
}

both_modes!(every_route_answers_every_level_as_its_rule_says);
