//! The access log keeps its lines for the retention of the settings (web.md section 9, "retention in
//! months: user logs"): older lines are pruned, newer ones and the logins of today stay; 0 keeps all.

use std::sync::Arc;

use newsroom_auth::service::Client;
use newsroom_auth::sessions::MemorySessions;
use newsroom_auth::store::{AccessEntry, AccessEvent, AccessQuery, AuthStore};
use newsroom_auth::{AuthService, AuthSettings, JwtSecret};

async fn service(months: u32) -> AuthService<newsroom_auth::store::SeaStore> {
    let dir = std::env::temp_dir().join(format!("newsroom-auth-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.join("auth.db").display());
    newsroom_auth::open(
        &url,
        Arc::new(MemorySessions::default()),
        JwtSecret::new("a test key of at least thirty-two bytes"),
    )
    .await
    .unwrap()
    .with_settings(AuthSettings {
        user_log_retention_months: months,
        ..AuthSettings::default()
    })
}

fn line(days_ago: i64, login: &str) -> AccessEntry {
    AccessEntry {
        at: chrono::Utc::now().timestamp() - days_ago * 86_400,
        event: AccessEvent::LoginFailed,
        login: login.to_owned(),
        user: None,
        ip: "192.0.2.7".to_owned(),
        user_agent: String::new(),
    }
}

async fn logins(s: &AuthService<newsroom_auth::store::SeaStore>) -> Vec<String> {
    let (lines, _) = s
        .access_log(&AccessQuery {
            size: 100,
            ..AccessQuery::default()
        })
        .await
        .unwrap();
    let mut out: Vec<String> = lines.into_iter().map(|l| l.login).collect();
    out.sort();
    out
}

#[tokio::test]
async fn lines_older_than_the_retention_are_pruned() {
    let s = service(3).await;
    for (days, login) in [(400, "ancient"), (100, "old"), (80, "recent"), (0, "today")] {
        s.store().record_access(line(days, login)).await.unwrap();
    }
    // A login through the door is logged too, and kept.
    let _ = s.login("nobody", "wrong", &Client::default()).await;
    assert_eq!(s.prune_access_log().await.unwrap(), 2);
    assert_eq!(logins(&s).await, ["nobody", "recent", "today"]);
    assert_eq!(s.prune_access_log().await.unwrap(), 0);
}

#[tokio::test]
async fn a_retention_of_zero_keeps_everything() {
    let s = service(0).await;
    s.store()
        .record_access(line(4000, "ancient"))
        .await
        .unwrap();
    assert_eq!(s.prune_access_log().await.unwrap(), 0);
    assert_eq!(logins(&s).await, ["ancient"]);
}
