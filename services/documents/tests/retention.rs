//! The trash and the versions past their retention (issue 13: "the trash ... retention from
//! settings"; web.md section 9, "document trash, ... document versions";
//! `newsroom_documents::housekeeping`): documents of every kind trashed longer ago than the
//! retention are deleted for good with their links and revisions; those trashed later, and those
//! not in the trash, stay; versions older than theirs go, each document's latest kept; 0 days keeps
//! everything. On SQLite (embedded) and PostgreSQL (distributed), the two databases the service
//! runs on.

use chrono::{NaiveDate, TimeDelta, Utc};
use newsroom_documents::DocumentService;
use newsroom_documents::store::{DocumentStore, SeaStore};
use newsroom_domain::document::{AssignmentFields, DocumentFields};
use newsroom_domain::reportage::ReportageFields;
use newsroom_test_support::servers::TestDatabase;

fn assignment(slug: &str) -> AssignmentFields {
    AssignmentFields {
        slug: slug.into(),
        content: "Call the council.".into(),
        date: NaiveDate::from_ymd_opt(2031, 3, 2).unwrap(),
        program_ids: vec![1],
        producer_ids: vec![2],
        editor_ids: vec![],
        reporter_ids: vec![4],
        private: false,
        allowed_user_ids: vec![],
        priority: false,
        pending: false,
        classification_id: None,
        editorial_id: None,
        type_id: None,
        vehicle_ids: vec![],
        attachment_ids: vec![],
        team_ids: vec![],
    }
}

fn reportage(slug: &str) -> ReportageFields {
    ReportageFields {
        slug: slug.into(),
        date: NaiveDate::from_ymd_opt(2031, 3, 2).unwrap(),
        program_ids: vec![1],
        reporter_ids: vec![4],
        editor_ids: vec![],
        private: false,
        allowed_user_ids: vec![],
        assignment_id: None,
        sections: vec![],
        attachment_ids: vec![],
        graphics: vec![],
    }
}

async fn purges_what_is_past_the_retention(url: &str) {
    let db = newsroom_platform::connect_database(url).await.unwrap();
    let store = SeaStore::new(db);
    store.migrate().await.unwrap();
    let nowhere = || newsroom_proto::transport::remote("http://127.0.0.1:9").unwrap();
    let service = DocumentService::new(
        store.clone(),
        newsroom_documents::directory::Directory::new(nowhere(), nowhere()),
        std::sync::Arc::new(newsroom_bus::InProcessBus::default()),
        newsroom_search::SearchIndex::new().unwrap(),
    );
    let by = (2, "producer");
    let t0 = Utc::now();
    let made = store
        .create(
            &[assignment("OLD"), assignment("RECENT"), assignment("KEPT")],
            by,
            t0,
        )
        .await
        .unwrap();
    let (old, recent, kept) = (made[0].id, made[1].id, made[2].id);
    let old_reportage = store
        .create(&[reportage("OLD PACKAGE")], by, t0)
        .await
        .unwrap()[0]
        .id;
    // Revisions beyond the first, so the purges have revisions to remove.
    store
        .update(old, 1, &assignment("OLD, CHANGED"), false, by, t0)
        .await
        .unwrap();
    for (revision, slug) in [(1, "KEPT, CHANGED"), (2, "KEPT, CHANGED AGAIN")] {
        store
            .update(kept, revision, &assignment(slug), false, by, t0)
            .await
            .unwrap();
    }
    store
        .set_deleted::<AssignmentFields>(&[old], true, by, t0)
        .await
        .unwrap();
    store
        .set_deleted::<ReportageFields>(&[old_reportage], true, by, t0)
        .await
        .unwrap();
    store
        .set_deleted::<AssignmentFields>(&[recent], true, by, t0 + TimeDelta::days(20))
        .await
        .unwrap();

    // 0 days: the trash is kept until restored.
    assert_eq!(
        service
            .purge_trash(t0 + TimeDelta::days(400), 0)
            .await
            .unwrap(),
        0
    );
    // 30 days after the first deletions, not yet.
    assert_eq!(
        service
            .purge_trash(t0 + TimeDelta::days(29), 30)
            .await
            .unwrap(),
        0
    );
    // 31 days after: both kinds deleted then go; the later deletion and the live one stay.
    assert_eq!(
        service
            .purge_trash(t0 + TimeDelta::days(31), 30)
            .await
            .unwrap(),
        2
    );
    assert!(
        store
            .get::<AssignmentFields>(&[old])
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .get::<ReportageFields>(&[old_reportage])
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .revisions::<AssignmentFields>(old)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(store.kind_of(old).await.unwrap(), None);
    let left = store
        .get::<AssignmentFields>(&[recent, kept])
        .await
        .unwrap();
    let mut slugs: Vec<&str> = left.iter().map(|a| a.fields.slug()).collect();
    slugs.sort_unstable();
    assert_eq!(slugs, ["KEPT, CHANGED AGAIN", "RECENT"]);
    assert_eq!(
        left.iter()
            .find(|a| a.id == kept)
            .unwrap()
            .fields
            .reporter_ids,
        [4],
        "links kept"
    );
    // Again: nothing more to purge until the later one's time.
    assert_eq!(
        service
            .purge_trash(t0 + TimeDelta::days(31), 30)
            .await
            .unwrap(),
        0
    );

    // Versions: kept forever at 0; at 3 days, what was saved before goes, each one's latest stays
    // (KEPT's first two; RECENT's first, its trashing at day 20 being its latest).
    let numbers = |id: i64| {
        let store = store.clone();
        async move {
            let mut n: Vec<i64> = store
                .revisions::<AssignmentFields>(id)
                .await
                .unwrap()
                .iter()
                .map(|r| r.number)
                .collect();
            n.sort_unstable();
            n
        }
    };
    assert_eq!(numbers(kept).await, [1, 2, 3]);
    assert_eq!(numbers(recent).await, [1, 2]);
    assert_eq!(
        service
            .purge_versions(t0 + TimeDelta::days(400), 0)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        service
            .purge_versions(t0 + TimeDelta::days(2), 3)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        service
            .purge_versions(t0 + TimeDelta::days(10), 3)
            .await
            .unwrap(),
        3
    );
    assert_eq!(numbers(kept).await, [3]);
    assert_eq!(numbers(recent).await, [2]);
    assert_eq!(
        service
            .purge_versions(t0 + TimeDelta::days(400), 3)
            .await
            .unwrap(),
        0,
        "the latest stay"
    );
    assert_eq!(
        service
            .purge_trash(t0 + TimeDelta::days(51), 30)
            .await
            .unwrap(),
        1
    );
}

/// Files no document names (uploads never attached, files of documents purged from the trash)
/// go a day after their upload, bytes and thumbnail with them; attached ones stay, a trashed
/// document keeping its files until it is purged.
async fn purges_files_no_document_names(url: &str) {
    use newsroom_documents::files::{ORPHAN_HOURS, StoredFile};
    use newsroom_documents::store::FileStore;
    use object_store::{ObjectStore, ObjectStoreExt, PutPayload, path::Path};

    let db = newsroom_platform::connect_database(url).await.unwrap();
    let store = SeaStore::new(db);
    store.migrate().await.unwrap();
    let nowhere = || newsroom_proto::transport::remote("http://127.0.0.1:9").unwrap();
    let objects: std::sync::Arc<dyn ObjectStore> =
        std::sync::Arc::new(object_store::memory::InMemory::new());
    let service = DocumentService::new(
        store.clone(),
        newsroom_documents::directory::Directory::new(nowhere(), nowhere()),
        std::sync::Arc::new(newsroom_bus::InProcessBus::default()),
        newsroom_search::SearchIndex::new().unwrap(),
    )
    .with_files(objects.clone());
    let t0 = Utc::now();
    let add = async |key: &str, photo: bool, at| {
        let f = store
            .add_file(&StoredFile {
                id: 0,
                name: format!("{key}.jpg"),
                content_type: "image/jpeg".into(),
                size: 3,
                pixels: photo.then_some((4, 3)),
                owner_id: 4,
                created_at: at,
                key: key.into(),
            })
            .await
            .unwrap();
        objects
            .put(
                &Path::from(format!("files/{key}")),
                PutPayload::from_static(b"abc"),
            )
            .await
            .unwrap();
        if photo {
            objects
                .put(
                    &Path::from(format!("thumbnails/{key}")),
                    PutPayload::from_static(b"t"),
                )
                .await
                .unwrap();
        }
        f.id
    };
    let abandoned = add("abandoned", true, t0).await;
    let attached = add("attached", false, t0).await;
    let fresh = add("fresh", false, t0 + TimeDelta::hours(2)).await;
    let with_file = AssignmentFields {
        attachment_ids: vec![attached],
        ..assignment("WITH A FILE")
    };
    let doc = store
        .create(&[with_file], (4, "reporter"), t0)
        .await
        .unwrap()[0]
        .id;
    store
        .set_deleted::<AssignmentFields>(&[doc], true, (4, "reporter"), t0)
        .await
        .unwrap();
    let exists = |key: &'static str| {
        let objects = objects.clone();
        async move {
            objects
                .head(&Path::from(format!("files/{key}")))
                .await
                .is_ok()
        }
    };

    // Within a day of its upload nothing goes; a day after, the upload never attached goes, bytes
    // and thumbnail; the file of a document in the trash stays.
    let within = t0 + TimeDelta::hours(ORPHAN_HOURS) - TimeDelta::minutes(1);
    assert_eq!(service.purge_orphan_files(within).await.unwrap(), 0);
    let after = t0 + TimeDelta::hours(ORPHAN_HOURS + 1);
    assert_eq!(service.purge_orphan_files(after).await.unwrap(), 1);
    let left: Vec<i64> = {
        let mut ids: Vec<i64> = store
            .files(&[abandoned, attached, fresh])
            .await
            .unwrap()
            .iter()
            .map(|f| f.id)
            .collect();
        ids.sort_unstable();
        ids
    };
    assert_eq!(left, [attached, fresh]);
    assert!(!exists("abandoned").await);
    assert!(
        objects
            .head(&Path::from("thumbnails/abandoned"))
            .await
            .is_err()
    );
    assert!(exists("attached").await && exists("fresh").await);

    // The document purged from the trash, its file goes at the next sweep.
    assert_eq!(service.purge_trash(after, 1).await.unwrap(), 1);
    assert_eq!(service.purge_orphan_files(after).await.unwrap(), 1);
    assert!(!exists("attached").await);
    assert!(store.files(&[attached]).await.unwrap().is_empty());
}

#[tokio::test]
async fn files_no_document_names_are_purged_on_sqlite() {
    let dir = std::env::temp_dir().join(format!("newsroom-orphans-test-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    purges_files_no_document_names(&format!(
        "sqlite://{}?mode=rwc",
        dir.join("documents.db").display()
    ))
    .await;
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn files_no_document_names_are_purged_on_postgresql() {
    let db = TestDatabase::create(&uuid::Uuid::new_v4().simple().to_string(), "orphans").await;
    purges_files_no_document_names(&db.url()).await;
    db.drop_now().await;
}

#[tokio::test]
async fn the_trash_and_versions_are_purged_past_their_retention_on_sqlite() {
    let dir =
        std::env::temp_dir().join(format!("newsroom-retention-test-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    purges_what_is_past_the_retention(&format!(
        "sqlite://{}?mode=rwc",
        dir.join("documents.db").display()
    ))
    .await;
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn the_trash_and_versions_are_purged_past_their_retention_on_postgresql() {
    let db = TestDatabase::create(&uuid::Uuid::new_v4().simple().to_string(), "retention").await;
    purges_what_is_past_the_retention(&db.url()).await;
    db.drop_now().await;
}
