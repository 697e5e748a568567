//! A fresh installation (issue 10, "First start"): one administrator with a one-time password, shown
//! once; the first login asks for a new password; later starts create nothing.

use std::sync::Arc;

use newsroom_auth::service::{AuthError, Client};
use newsroom_auth::sessions::MemorySessions;
use newsroom_auth::store::{AuthStore, PasswordChange, UserRecord};
use newsroom_auth::{AuthService, JwtSecret};

async fn fresh() -> (
    AuthService<newsroom_auth::store::SeaStore>,
    std::path::PathBuf,
) {
    let dir = std::env::temp_dir().join(format!("newsroom-auth-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.join("auth.db").display());
    let service = newsroom_auth::open(
        &url,
        Arc::new(MemorySessions::default()),
        JwtSecret::new("a test key of at least thirty-two bytes"),
    )
    .await
    .unwrap();
    (service, dir)
}

#[tokio::test]
async fn the_first_start_makes_one_administrator_with_a_one_time_password() {
    let (service, dir) = fresh().await;
    let password = service.bootstrap().await.unwrap().expect("a password");
    assert!(password.len() >= 16, "{password}");
    assert_eq!(service.bootstrap().await.unwrap(), None, "only once");

    assert!(matches!(
        service.login("admin", "wrong", &Client::default()).await,
        Err(AuthError::AuthenticationFailed)
    ));
    assert!(matches!(
        service.login("admin", &password, &Client::default()).await,
        Err(AuthError::PasswordChangeRequired)
    ));
    let login = service
        .change_password(
            "admin",
            &password,
            "my own password",
            "my own password",
            &Client::default(),
        )
        .await
        .unwrap();
    assert!(login.user.permissions.allows(
        newsroom_domain::permission::Area::User,
        newsroom_domain::permission::Level::Admin
    ));
    assert!(service.authenticate(&login.token).await.is_ok());
    // The one-time password is gone; the new one works; the prompt is over.
    assert!(
        service
            .login("admin", &password, &Client::default())
            .await
            .is_err()
    );
    service
        .login("admin", "my own password", &Client::default())
        .await
        .unwrap();
    assert!(matches!(
        service
            .change_password(
                "admin",
                "my own password",
                "a third password",
                "a third password",
                &Client::default(),
            )
            .await,
        Err(AuthError::PasswordAlreadySet)
    ));
    std::fs::remove_dir_all(dir).unwrap();
}

async fn find(service: &AuthService<newsroom_auth::store::SeaStore>, login: &str) -> UserRecord {
    service.store().find_by_login(login).await.unwrap().unwrap()
}

/// Moves the time the user's password was set `seconds` back.
async fn backdate(
    service: &AuthService<newsroom_auth::store::SeaStore>,
    login: &str,
    seconds: i64,
) {
    let u = find(service, login).await;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    service
        .store()
        .set_password(
            u.id,
            PasswordChange {
                hash: u.password_hash,
                must_change: false,
                at: now - seconds,
            },
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn a_password_past_its_days_must_be_replaced() {
    let (service, dir) = fresh().await;
    let password = service.bootstrap().await.unwrap().unwrap();
    service
        .change_password(
            "admin",
            &password,
            "my own password",
            "my own password",
            &Client::default(),
        )
        .await
        .unwrap();
    let admin = find(&service, "admin").await;
    let mut input = newsroom_auth::service::UserInput {
        name: admin.name.clone(),
        nickname: admin.nickname.clone(),
        email: admin.email.clone(),
        expiration_days: 1,
        active: true,
        group_ids: admin.group_ids.clone(),
        ..Default::default()
    };
    service.update_user(admin.id, input.clone()).await.unwrap();
    // Still within its day.
    service
        .login("admin", "my own password", &Client::default())
        .await
        .unwrap();
    // Set two days ago: expired.
    backdate(&service, "admin", 2 * 86_400).await;
    assert!(matches!(
        service
            .login("admin", "my own password", &Client::default())
            .await,
        Err(AuthError::PasswordExpired)
    ));
    service
        .change_password(
            "admin",
            "my own password",
            "a fresh password",
            "a fresh password",
            &Client::default(),
        )
        .await
        .unwrap();
    // 0 days: never expires.
    input.expiration_days = 0;
    service.update_user(admin.id, input).await.unwrap();
    backdate(&service, "admin", 4000 * 86_400).await;
    service
        .login("admin", "a fresh password", &Client::default())
        .await
        .unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}
