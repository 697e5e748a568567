//! The Redis session store against a real Redis: sessions open, close and expire per installation
//! prefix, a user's sessions end together, and the open count (the licence's limit) sees exactly the
//! installation's own open sessions.

use std::time::Duration;

use newsroom_auth::sessions::{RedisSessions, SessionStore};
use newsroom_domain::ids::UserId;
use newsroom_test_support::servers;

async fn store(prefix: &str) -> RedisSessions {
    RedisSessions::connect(&servers::redis_url())
        .await
        .expect("Redis reachable")
        .with_prefix(prefix)
}

#[tokio::test]
async fn sessions_are_counted_per_installation_and_end_per_user() {
    servers::require().await;
    let id = uuid::Uuid::new_v4().simple().to_string();
    let a = store(&format!("newsroom-test-{id}-a")).await;
    let b = store(&format!("newsroom-test-{id}-b")).await;
    let (u1, u2) = (UserId::from_db(1), UserId::from_db(2));
    let hour = Duration::from_secs(3600);

    a.open("a-1", u1, hour).await.unwrap();
    a.open("a-2", u1, hour).await.unwrap();
    a.open("a-3", u2, hour).await.unwrap();
    b.open("b-1", u1, hour).await.unwrap();
    assert_eq!(a.count_open().await.unwrap(), 3);
    assert_eq!(b.count_open().await.unwrap(), 1);

    // Ending user 1 in installation a leaves installation b's user 1 alone.
    assert_eq!(a.close_user(u1).await.unwrap(), 2);
    assert!(!a.is_open("a-1").await.unwrap());
    assert!(a.is_open("a-3").await.unwrap());
    assert!(b.is_open("b-1").await.unwrap());
    assert_eq!(a.count_open().await.unwrap(), 1);
    assert_eq!(b.count_open().await.unwrap(), 1);

    a.close("a-3").await.unwrap();
    assert_eq!(a.count_open().await.unwrap(), 0);

    // An expired session is neither open nor counted.
    b.open("b-short", u2, Duration::from_secs(1)).await.unwrap();
    assert_eq!(b.count_open().await.unwrap(), 2);
    tokio::time::sleep(Duration::from_millis(2100)).await;
    assert!(!b.is_open("b-short").await.unwrap());
    assert_eq!(b.count_open().await.unwrap(), 1);
    b.close_user(u1).await.unwrap();
}
