//! The sea-orm store itself.

use chrono::NaiveDate;
use newsroom_domain::ids::{BlockId, RundownId};
use newsroom_domain::rundown::{Program, Story};
use newsroom_domain::time::TimeOfDay;
use newsroom_rundowns::store::{
    LogFilter, LogStore, NewBlock, NewProgram, ProgramStore, RundownStore, SeaStore, StoreError,
    StoryStore, TrashStore,
};
use newsroom_test_support::servers::{self, TestDatabase};
use sea_orm::{ConnectionTrait, DatabaseConnection};

/// A store on a new in-memory SQLite database, and a connection to that database.
async fn sqlite_store() -> (SeaStore, DatabaseConnection) {
    let conn = newsroom_platform::connect_database("sqlite::memory:")
        .await
        .expect("connect");
    let store = SeaStore::new(conn.clone());
    store.migrate().await.expect("migrate");
    (store, conn)
}

/// A store on a fresh PostgreSQL database.
async fn postgres_store(suffix: &str) -> (SeaStore, TestDatabase) {
    servers::require().await;
    let db = TestDatabase::create(&uuid_like(), suffix).await;
    let conn = newsroom_platform::connect_database(&db.url())
        .await
        .expect("connect");
    let store = SeaStore::new(conn);
    store.migrate().await.expect("migrate");
    (store, db)
}

fn uuid_like() -> String {
    format!(
        "{}_{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos()
    )
}

/// A rundown of one block with one story, slug "0", at revision 1.
async fn one_story_rundown(store: &SeaStore) -> RundownId {
    let id = store
        .create_program(NewProgram {
            name: "Evening News".into(),
            start: TimeOfDay::from_secs(18 * 3600).expect("time"),
            end: TimeOfDay::from_secs(19 * 3600).expect("time"),
            production: None,
            settings: Default::default(),
        })
        .await
        .expect("program");
    let program: Program = store.program(id).await.expect("read").expect("program");
    let story = Story::new(BlockId::from_db(1), RundownId::from_db(1), "0");
    store
        .create_rundown(
            &program,
            NaiveDate::from_ymd_opt(2026, 1, 1).expect("date"),
            vec![NewBlock {
                name: "A".into(),
                stand_by: false,
                commercial: Default::default(),
                stories: vec![story],
            }],
        )
        .await
        .expect("rundown")
}

/// Named `...::distributed` so that `just test` leaves it out where PostgreSQL is missing.
mod a_rundown_is_read_in_one_snapshot {
    use super::*;

    /// A rundown read while it is written is one saved state: the header's revision and the story
    /// written in the same transaction agree (each write sets the slug to the number of writes so
    /// far and bumps the revision once, from 1).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn distributed() {
        let (store, db) = postgres_store("torn_read").await;
        let id = one_story_rundown(&store).await;
        let writer = {
            let store = store.clone();
            tokio::spawn(async move {
                for n in 1..=300 {
                    let r = store
                        .load_rundown(id)
                        .await
                        .expect("load")
                        .expect("rundown");
                    let mut s = r.blocks[0].stories[0].clone();
                    s.slug = n.to_string();
                    store.update_story(&s).await.expect("write");
                }
            })
        };
        let mut reads = 0;
        while !writer.is_finished() {
            let r = store
                .load_rundown(id)
                .await
                .expect("load")
                .expect("rundown");
            let slug: i64 = r.blocks[0].stories[0].slug.parse().expect("number");
            // The writer reads between writes too: a revision is 1 + the writes before it.
            assert_eq!(
                slug,
                r.revision.get() - 1,
                "header at revision {} but the story of another revision",
                r.revision
            );
            reads += 1;
        }
        writer.await.expect("writer");
        assert!(reads > 0);
        db.drop_now().await;
    }
}

/// Writes `sql` behind the store's back (a row no write of the service makes).
async fn corrupt(db: &DatabaseConnection, sql: &str) {
    db.execute_unprepared(sql).await.expect("raw update");
}

fn corrupt_row(e: StoreError) -> (&'static str, i64) {
    match e {
        StoreError::Corrupt { table, id, .. } => (table, id),
        e => panic!("expected a corrupt row, got {e:?}"),
    }
}

#[tokio::test]
async fn a_bad_display_status_is_corrupt_not_blank() {
    let (store, db) = sqlite_store().await;
    let id = one_story_rundown(&store).await;
    corrupt(
        &db,
        &format!("UPDATE rundowns SET display_status = 'ON AIR' WHERE id = {id}"),
    )
    .await;
    let e = store.load_rundown(id).await.expect_err("a corrupt rundown");
    assert_eq!(corrupt_row(e), ("rundowns", id.get()));
}

#[tokio::test]
async fn bad_story_columns_are_corrupt() {
    for (column, value) in [
        ("display_status", "'GONE'"),
        ("kind", "'NOVEL'"),
        ("status", "'MAYBE'"),
        ("stop_secs", "90000"),
    ] {
        let (store, db) = sqlite_store().await;
        let id = one_story_rundown(&store).await;
        let story = store
            .load_rundown(id)
            .await
            .expect("load")
            .expect("rundown")
            .blocks[0]
            .stories[0]
            .id;
        corrupt(
            &db,
            &format!("UPDATE stories SET {column} = {value} WHERE id = {story}"),
        )
        .await;
        let e = store.load_rundown(id).await.expect_err(column);
        assert_eq!(corrupt_row(e), ("stories", story.get()), "{column}");
    }
}

#[tokio::test]
async fn a_drawer_story_without_its_send_time_is_corrupt() {
    let (store, db) = sqlite_store().await;
    let id = one_story_rundown(&store).await;
    let r = store
        .load_rundown(id)
        .await
        .expect("load")
        .expect("rundown");
    let story = r.blocks[0].stories[0].id;
    store
        .send_to_drawer(r.program_id, &[story], "ana")
        .await
        .expect("to the drawer");
    assert_eq!(store.drawer(r.program_id).await.expect("drawer").len(), 1);
    corrupt(
        &db,
        &format!("UPDATE stories SET drawer_at = NULL WHERE id = {story}"),
    )
    .await;
    let e = store.drawer(r.program_id).await.expect_err("corrupt");
    assert_eq!(corrupt_row(e), ("stories", story.get()));
}

#[tokio::test]
async fn a_log_line_with_an_unknown_action_is_corrupt() {
    let (store, db) = sqlite_store().await;
    let id = one_story_rundown(&store).await;
    corrupt(
        &db,
        &format!(
            "INSERT INTO rundown_logs (rundown_id, at, user_id, nickname, action, description) \
             VALUES ({id}, '2026-01-01T10:00:00Z', 1, 'ana', 'RENAME', 'x')"
        ),
    )
    .await;
    let e = store
        .list_logs(
            id,
            LogFilter {
                size: 10,
                ..LogFilter::default()
            },
        )
        .await
        .expect_err("corrupt");
    assert_eq!(corrupt_row(e).0, "rundown_logs");
}

#[tokio::test]
async fn a_trashed_story_without_a_deletion_time_is_corrupt() {
    let (store, db) = sqlite_store().await;
    let id = one_story_rundown(&store).await;
    let story = store
        .load_rundown(id)
        .await
        .expect("load")
        .expect("rundown")
        .blocks[0]
        .stories[0]
        .id;
    store.delete_story(id, story, "ana").await.expect("trashed");
    assert_eq!(store.trash(id).await.expect("trash").len(), 1);
    corrupt(
        &db,
        &format!("UPDATE stories SET deleted_at = 'yesterday' WHERE id = {story}"),
    )
    .await;
    let e = store.trash(id).await.expect_err("corrupt");
    assert_eq!(corrupt_row(e), ("stories", story.get()));
}
