//! The rundown rules, called on the service directly: an in-memory SQLite store and the in-process
//! bus, every answer and every event checked (no polling, no sleeps).

use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::NaiveDate;
use futures::stream::BoxStream;
use futures::{FutureExt, StreamExt};
use newsroom_bus::{InProcessBus, Message, SharedBus, subjects};
use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{Rundown, StoryPatch, TemplateName};
use newsroom_domain::time::{Duration, TimeOfDay};
use newsroom_domain::{ErrorCode, FieldCode};
use newsroom_proto::errors::ServiceError;
use newsroom_proto::rundowns::v1 as pb;
use newsroom_rundowns::RundownService;
use newsroom_rundowns::service::{Actor, ApprovalScope, LockTake, RundownError};
use newsroom_rundowns::store::{
    LogFilter, NewBlock, NewProgram, ProgramStore, RundownStore, SeaStore,
};
use newsroom_test_support::rundowns::{RundownBuilder, StoryBuilder};
use prost::Message as _;

/// A rundown on the service, and the events of that rundown from the moment it was created.
pub(crate) struct Desk {
    pub(crate) service: RundownService<SeaStore>,
    pub(crate) rundown: RundownId,
    pub(crate) program: ProgramId,
    events: BoxStream<'static, Message>,
}

fn ana() -> Actor {
    Actor {
        user_id: 7,
        nickname: "ana".into(),
    }
}

fn bob() -> Actor {
    Actor {
        user_id: 8,
        nickname: "bob".into(),
    }
}

/// A service over a new in-memory database holding one rundown of `layout` (saved through the store,
/// so it publishes nothing), and a subscription to its events.
pub(crate) async fn desk(layout: RundownBuilder) -> Desk {
    let db = newsroom_platform::connect_database("sqlite::memory:")
        .await
        .expect("connect");
    let store = SeaStore::new(db);
    store.migrate().await.expect("migrate");
    let program = store
        .create_program(NewProgram {
            name: "Evening News".into(),
            start: TimeOfDay::from_hms(18, 0, 0).expect("time"),
            end: TimeOfDay::from_hms(18, 30, 0).expect("time"),
            production: None,
            settings: Default::default(),
        })
        .await
        .expect("program");
    let p = store
        .program(program)
        .await
        .expect("read")
        .expect("program");
    let blocks = layout
        .build()
        .into_iter()
        .map(|b| NewBlock {
            name: b.name,
            stand_by: b.stand_by,
            commercial: b.commercial,
            stories: b.stories,
        })
        .collect();
    let rundown = store
        .create_rundown(
            &p,
            NaiveDate::from_ymd_opt(2026, 3, 2).expect("date"),
            blocks,
        )
        .await
        .expect("rundown");
    let bus: SharedBus = Arc::new(InProcessBus::new(256));
    let events = bus
        .subscribe(subjects::rundown_events(rundown.get()))
        .await
        .expect("subscribe");
    Desk {
        service: RundownService::new(store, bus),
        rundown,
        program,
        events,
    }
}

impl Desk {
    async fn rundown(&self) -> Rundown {
        self.service
            .get_by_id(self.rundown)
            .await
            .expect("rundown")
            .rundown
    }

    /// The id of the story with this slug.
    pub(crate) async fn story(&self, slug: &str) -> StoryId {
        self.rundown()
            .await
            .blocks
            .iter()
            .flat_map(|b| &b.stories)
            .find(|s| s.slug == slug)
            .unwrap_or_else(|| panic!("no story {slug}"))
            .id
    }

    /// The id of the block with this name.
    pub(crate) async fn block(&self, name: &str) -> BlockId {
        self.rundown()
            .await
            .blocks
            .iter()
            .find(|b| b.name == name)
            .unwrap_or_else(|| panic!("no block {name}"))
            .id
    }

    /// The next event published (the service publishes before it answers, so it is there).
    async fn event(&mut self) -> pb::RundownEvent {
        let m = tokio::time::timeout(StdDuration::from_secs(2), self.events.next())
            .await
            .expect("an event was published")
            .expect("the bus is open");
        pb::RundownEvent::decode(m.payload).expect("a RundownEvent")
    }

    /// No event is waiting.
    fn no_event(&mut self) {
        assert!(
            self.events.next().now_or_never().is_none(),
            "an unexpected event was published"
        );
    }
}

/// Slugs per block, in order.
fn slugs(r: &Rundown) -> Vec<(String, Vec<String>)> {
    r.blocks
        .iter()
        .map(|b| {
            (
                b.name.clone(),
                b.stories.iter().map(|s| s.slug.clone()).collect(),
            )
        })
        .collect()
}

fn positions(r: &Rundown) -> Vec<Vec<i32>> {
    r.blocks
        .iter()
        .map(|b| b.stories.iter().map(|s| s.position).collect())
        .collect()
}

pub(crate) fn two_blocks() -> RundownBuilder {
    RundownBuilder::new()
        .block(
            "A",
            [
                StoryBuilder::new("FIRE").head(10).vt(50),
                StoryBuilder::new("FLOOD").head(20),
            ],
        )
        .block("B", [StoryBuilder::new("SPORT").head(30)])
}

fn secs(s: i64) -> Duration {
    Duration::from_secs(s)
}

#[tokio::test]
async fn a_story_moved_to_another_block_renumbers_both_and_repaginates() {
    let mut d = desk(two_blocks()).await;
    let (fire, b) = (d.story("FIRE").await, d.block("B").await);
    let before = d.rundown().await.revision.get();

    let (s, moved) = d
        .service
        .move_story(fire, b, 1, &ana())
        .await
        .expect("moved");

    assert_eq!(moved, fire);
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        slugs(&s.rundown),
        vec![
            ("A".into(), strings(&["FLOOD"])),
            ("B".into(), strings(&["SPORT", "FIRE"])),
            ("Standby".into(), vec![]),
        ]
    );
    assert_eq!(positions(&s.rundown), vec![vec![0], vec![0, 1], vec![]]);
    assert_eq!(s.rundown.revision.get(), before + 1);
    let ev = d.event().await;
    assert_eq!(
        (ev.event(), ev.entity()),
        (pb::EventKind::Moved, pb::EventEntity::Story)
    );
    assert_eq!(ev.revision, before + 1);

    let s = d
        .service
        .repaginate(d.rundown, &ana())
        .await
        .expect("repaginated");
    let pages: Vec<(&str, &str)> = s
        .rundown
        .blocks
        .iter()
        .flat_map(|b| &b.stories)
        .map(|s| (s.slug.as_str(), s.page.as_str()))
        .collect();
    assert_eq!(
        pages,
        vec![("FLOOD", "A1"), ("SPORT", "B1"), ("FIRE", "B2")]
    );
}

#[tokio::test]
async fn a_move_to_where_the_story_is_changes_nothing() {
    let mut d = desk(two_blocks()).await;
    let (fire, a) = (d.story("FIRE").await, d.block("A").await);
    let before = d.rundown().await.revision.get();
    let (s, _) = d
        .service
        .move_story(fire, a, 0, &ana())
        .await
        .expect("no move");
    assert_eq!(s.rundown.revision.get(), before);
    d.no_event();
}

#[tokio::test]
async fn a_rundown_with_stories_cannot_be_recreated() {
    let d = desk(two_blocks()).await;
    let e = d
        .service
        .recreate(d.rundown, None, &ana())
        .await
        .expect_err("not empty");
    assert_eq!(e.code(), ErrorCode::RundownNotEmpty);
}

#[tokio::test]
async fn a_duration_change_recomputes_the_timing_and_is_published() {
    let mut d = desk(two_blocks()).await;
    let flood = d.story("FLOOD").await;
    let before = d.service.get_by_id(d.rundown).await.expect("get");
    // FIRE 60 + FLOOD 20 + SPORT 30.
    assert_eq!(before.timing.full_production, secs(110));

    let (s, _) = d
        .service
        .patch_story(flood, StoryPatch::Vt(secs(40)), &ana())
        .await
        .expect("patched");

    assert_eq!(s.timing.full_production, secs(150));
    assert_eq!(s.rundown.story(flood).expect("story").total(), secs(60));
    let ev = d.event().await;
    assert_eq!(
        (ev.event(), ev.entity()),
        (pb::EventKind::Updated, pb::EventEntity::Story)
    );
    assert_eq!(ev.revision, before.rundown.revision.get() + 1);
    let timing = ev.timing.expect("the event carries the timing");
    let figures = timing.rundown.expect("rundown figures");
    assert_eq!(figures.full_production, "PT2M30S");
}

#[tokio::test]
async fn a_patch_that_changes_nothing_is_neither_saved_nor_published() {
    let mut d = desk(two_blocks()).await;
    let flood = d.story("FLOOD").await;
    let before = d.rundown().await.revision.get();
    let (s, _) = d
        .service
        .patch_story(flood, StoryPatch::Head(secs(20)), &ana())
        .await
        .expect("patched");
    assert_eq!(s.rundown.revision.get(), before);
    d.no_event();
}

#[tokio::test]
async fn approving_a_block_approves_its_stories_and_an_approved_story_cannot_go_private() {
    let mut d = desk(two_blocks()).await;
    let a = d.block("A").await;
    let s = d
        .service
        .approve(ApprovalScope::Block(a), true, &ana())
        .await
        .expect("approved");
    let block = s.rundown.block(a).expect("block");
    assert!(block.stories.iter().all(|s| s.approved));
    assert!(
        s.rundown.blocks[1].stories.iter().all(|s| !s.approved),
        "block B untouched"
    );
    // FIRE 60 + FLOOD 20 approved.
    assert_eq!(s.timing.approved_production, secs(80));
    let ev = d.event().await;
    assert_eq!(ev.revision, s.rundown.revision.get());

    let fire = d.story("FIRE").await;
    let e = d
        .service
        .patch_story(fire, StoryPatch::Private(true), &ana())
        .await
        .expect_err("approved stories stay public");
    assert_eq!(e.code(), ErrorCode::Validation);
    assert_eq!(
        e.fields().expect("field errors")["private"].code,
        FieldCode::ApprovedPrivate
    );
    d.no_event();
}

#[tokio::test]
async fn play_stop_and_a_displayed_rundown_refuses_changes() {
    let mut d = desk(two_blocks()).await;
    let (fire, flood) = (d.story("FIRE").await, d.story("FLOOD").await);

    let s = d
        .service
        .set_story_display(&[fire], DisplayStatus::Play, false, &ana())
        .await
        .expect("on air");
    assert_eq!(
        s.rundown.story(fire).expect("fire").display_status,
        DisplayStatus::Play
    );
    assert_eq!(
        s.rundown.display_status,
        DisplayStatus::Play,
        "the first story on air puts the show on air"
    );

    let s = d
        .service
        .set_story_display(&[flood], DisplayStatus::Play, true, &ana())
        .await
        .expect("next on air");
    let fire_now = s.rundown.story(fire).expect("fire");
    assert_eq!(fire_now.display_status, DisplayStatus::Stop);
    assert!(
        fire_now.stop_time.is_some(),
        "a stopped story has its stop time"
    );
    assert_eq!(
        s.rundown.story(flood).expect("flood").display_status,
        DisplayStatus::Play
    );

    let s = d
        .service
        .set_rundown_display(d.rundown, DisplayStatus::Stop, &ana())
        .await
        .expect("displayed");
    assert_eq!(s.rundown.display_status, DisplayStatus::Stop);
    let e = d
        .service
        .patch_story(fire, StoryPatch::Head(secs(5)), &ana())
        .await
        .expect_err("a displayed rundown is read only");
    assert_eq!(e.code(), ErrorCode::RundownDisplayed);

    let revisions: Vec<i64> = vec![
        d.event().await.revision,
        d.event().await.revision,
        d.event().await.revision,
    ];
    assert_eq!(
        revisions,
        vec![
            s.rundown.revision.get() - 2,
            s.rundown.revision.get() - 1,
            s.rundown.revision.get()
        ]
    );
    d.no_event();
}

#[tokio::test]
async fn a_lock_is_taken_over_only_when_asked() {
    let mut d = desk(two_blocks()).await;
    let fire = d.story("FIRE").await;
    d.service
        .take_lock(fire, "tab-1", "session-a", LockTake::Take, &ana())
        .await
        .expect("locked");
    assert_eq!(d.event().await.event(), pb::EventKind::Lock);

    let e = d
        .service
        .take_lock(fire, "tab-2", "session-b", LockTake::Take, &bob())
        .await
        .expect_err("held by ana");
    assert!(matches!(e, RundownError::Locked), "{e:?}");
    assert_eq!(e.code(), ErrorCode::Locked);
    d.no_event();

    let lock = d
        .service
        .take_lock(fire, "tab-2", "session-b", LockTake::TakeOver, &bob())
        .await
        .expect("taken over");
    assert_eq!(
        (lock.nickname.as_str(), lock.uuid.as_str()),
        ("bob", "tab-2")
    );
    assert_eq!(d.event().await.event(), pb::EventKind::TakeOver);
    let held = d
        .service
        .story_lock(fire)
        .await
        .expect("read")
        .expect("held");
    assert_eq!(held.user_id, 8);
}

/// A tab that closes releases its lock while a renewal of it may still be on the wire; the renewal that
/// arrives after the release must not take the lock again for a tab that is gone.
#[tokio::test]
async fn a_renewal_after_the_release_takes_nothing() {
    let mut d = desk(two_blocks()).await;
    let fire = d.story("FIRE").await;
    d.service
        .take_lock(fire, "tab-1", "session-a", LockTake::Take, &ana())
        .await
        .expect("locked");
    assert_eq!(d.event().await.event(), pb::EventKind::Lock);
    let renewed = d
        .service
        .take_lock(fire, "tab-1", "session-a", LockTake::Renew, &ana())
        .await
        .expect("renewed while held");
    assert_eq!(renewed.uuid, "tab-1");
    d.no_event();

    d.service
        .release_lock(fire, "tab-1", "session-a")
        .await
        .expect("released");
    assert_eq!(d.event().await.event(), pb::EventKind::Unlock);
    let e = d
        .service
        .take_lock(fire, "tab-1", "session-a", LockTake::Renew, &ana())
        .await
        .expect_err("free: nothing to renew");
    assert_eq!(e.code(), ErrorCode::LockLost);
    assert!(
        d.service.story_lock(fire).await.expect("read").is_none(),
        "still free"
    );
    d.no_event();

    // Someone else's lock is not renewed either; a plain take of a free lock still works.
    d.service
        .take_lock(fire, "tab-2", "session-b", LockTake::Take, &bob())
        .await
        .expect("bob takes it");
    assert_eq!(d.event().await.event(), pb::EventKind::Lock);
    let e = d
        .service
        .take_lock(fire, "tab-1", "session-a", LockTake::Renew, &ana())
        .await
        .expect_err("bob's");
    assert_eq!(e.code(), ErrorCode::Locked);
}

#[tokio::test]
async fn a_rundown_locks_itself_after_its_end_and_the_trash_is_purged() {
    use chrono::TimeZone;
    use newsroom_domain::rundown_settings::RundownSettings;
    use newsroom_proto::caller::{CALLER, Caller};

    let mut d = desk(two_blocks()).await;
    let s = d
        .service
        .set_settings(RundownSettings {
            lock_after_end: Some(Duration::from_secs(3600)),
            trash_retention_days: 7,
            log_retention_days: 0,
            version_retention_days: 3,
        })
        .await
        .expect("saved");
    assert_eq!(d.service.settings().await.expect("read"), s);
    let r = d.rundown().await;
    let at = s.lock_at(r.date, r.start, r.end).expect("a lock time");
    assert_eq!(at.to_string(), "2026-03-02 19:30:00", "18:30 and an hour");
    let at = chrono::Local
        .from_local_datetime(&at)
        .earliest()
        .expect("a station time")
        .with_timezone(&chrono::Utc);
    let hours = chrono::TimeDelta::hours;

    assert_eq!(
        d.service
            .lock_overdue(at - chrono::TimeDelta::seconds(1))
            .await
            .expect("sweep"),
        0
    );
    assert_eq!(d.rundown().await.display_status, DisplayStatus::Blank);
    assert_eq!(d.service.lock_overdue(at).await.expect("sweep"), 1);
    assert_eq!(d.rundown().await.display_status, DisplayStatus::Stop);
    assert_eq!(d.event().await.event(), pb::EventKind::Updated);
    assert_eq!(
        d.service.lock_overdue(at + hours(1)).await.expect("sweep"),
        0,
        "locked once"
    );

    // Past its lock time, a producer may not reopen it; a rundown administrator may, and then it
    // stays open.
    let caller = |rundown_admin| Caller {
        groups: vec![],
        all_programs: false,
        rundown_admin,
        assignment_admin: false,
        writes: Vec::new(),
        reads: Vec::new(),
    };
    let e = CALLER
        .scope(
            caller(false),
            d.service
                .set_rundown_display(d.rundown, DisplayStatus::Blank, &ana()),
        )
        .await
        .expect_err("not an administrator");
    assert_eq!(e.code(), ErrorCode::Forbidden);
    CALLER
        .scope(
            caller(true),
            d.service
                .set_rundown_display(d.rundown, DisplayStatus::Blank, &ana()),
        )
        .await
        .expect("reopened");
    assert_eq!(
        d.service.lock_overdue(at + hours(2)).await.expect("sweep"),
        0,
        "reopened late: not locked again"
    );

    // Versions are kept 3 days, each story's latest always: two saves of FLOOD's text.
    let flood = d.story("FLOOD").await;
    for text in ["Water rising.", "Water rising fast."] {
        d.service
            .save_story_text(
                flood,
                newsroom_domain::script::Script::default(),
                text,
                "",
                "",
                "",
                "",
                &ana(),
            )
            .await
            .expect("saved");
    }
    let numbers = |revisions: Vec<newsroom_rundowns::store::TextRevision>| {
        revisions.iter().map(|r| r.number).collect::<Vec<_>>()
    };
    let before = numbers(d.service.revisions(flood).await.expect("revisions"));
    assert_eq!(before.len(), 2, "{before:?}");
    // The trash keeps a deleted story 7 days; logs are kept forever (0).
    let fire = d.story("FIRE").await;
    d.service.delete_story(fire, &ana()).await.expect("deleted");
    let now = chrono::Utc::now();
    assert_eq!(d.service.purge(now).await.expect("purge"), (0, 0, 0));
    assert_eq!(d.service.trash(d.rundown).await.expect("trash").len(), 1);
    assert_eq!(
        d.service
            .purge(now + chrono::TimeDelta::days(4))
            .await
            .expect("purge"),
        (0, 0, 1),
        "the older version goes, the latest stays"
    );
    assert_eq!(
        numbers(d.service.revisions(flood).await.expect("revisions")),
        [before.iter().copied().max().unwrap()]
    );
    assert_eq!(
        d.service
            .purge(now + chrono::TimeDelta::days(8))
            .await
            .expect("purge"),
        (1, 0, 0)
    );
    assert!(d.service.trash(d.rundown).await.expect("trash").is_empty());
}

#[tokio::test]
async fn a_story_someone_else_edits_cannot_be_deleted() {
    let d = desk(two_blocks()).await;
    let (fire, a) = (d.story("FIRE").await, d.block("A").await);
    d.service
        .take_lock(fire, "tab-1", "session-a", LockTake::Take, &ana())
        .await
        .expect("locked");
    let e = d
        .service
        .delete_story(fire, &bob())
        .await
        .expect_err("ana edits it");
    assert_eq!(e.code(), ErrorCode::Locked);
    let e = d
        .service
        .delete_block(a, &bob())
        .await
        .expect_err("its block neither");
    assert_eq!(e.code(), ErrorCode::Locked);
    assert!(d.rundown().await.story(fire).is_some(), "nothing deleted");

    // A take-over first (announced to ana), then the story may go.
    d.service
        .take_lock(fire, "tab-2", "session-b", LockTake::TakeOver, &bob())
        .await
        .expect("taken over");
    d.service.delete_story(fire, &bob()).await.expect("deleted");
    assert!(d.rundown().await.story(fire).is_none());
}

#[tokio::test]
async fn a_story_goes_to_the_drawer_and_is_pasted_back_into_another_block() {
    let mut d = desk(two_blocks()).await;
    let (fire, b) = (d.story("FIRE").await, d.block("B").await);
    let started = chrono::Utc::now() - chrono::TimeDelta::seconds(1);
    let sent = d
        .service
        .send_to_drawer(&[fire], &ana())
        .await
        .expect("sent");
    assert_eq!(sent, 1);
    let r = d.rundown().await;
    assert!(r.story(fire).is_none(), "it left the rundown");
    assert_eq!(positions(&r)[0], vec![0], "block A renumbered");
    let drawer = d.service.drawer(d.program).await.expect("drawer");
    assert_eq!(drawer.len(), 1);
    assert_eq!(drawer[0].story.id, fire);
    assert_eq!(drawer[0].sent_by, "ana");
    assert!(drawer[0].sent_at >= started && drawer[0].sent_at <= chrono::Utc::now());
    let ev = d.event().await;
    assert_eq!(ev.revision, r.revision.get());

    let s = d
        .service
        .move_from_drawer(&[fire], d.rundown, b, None, true, &ana())
        .await
        .expect("pasted");
    assert_eq!(
        slugs(&s.rundown)[1],
        ("B".into(), vec!["SPORT".to_owned(), "FIRE".to_owned()])
    );
    assert_eq!(
        s.rundown.story(fire).expect("same story, same id").total(),
        secs(60)
    );
    assert!(
        d.service
            .drawer(d.program)
            .await
            .expect("drawer")
            .is_empty()
    );
    assert_eq!(d.event().await.revision, s.rundown.revision.get());
}

#[tokio::test]
async fn events_leave_in_revision_order_under_concurrent_changes() {
    let mut d = desk(two_blocks()).await;
    let stories = [
        d.story("FIRE").await,
        d.story("FLOOD").await,
        d.story("SPORT").await,
    ];
    let start = d.rundown().await.revision.get();
    let service = &d.service;
    let changes = stories.iter().enumerate().map(|(i, id)| async move {
        service
            .patch_story(*id, StoryPatch::Estimated(secs(100 + i as i64)), &ana())
            .await
            .expect("patched")
    });
    futures::future::join_all(changes).await;
    let mut revisions = Vec::new();
    for _ in 0..3 {
        revisions.push(d.event().await.revision);
    }
    assert_eq!(revisions, vec![start + 1, start + 2, start + 3]);
    d.no_event();
}

#[tokio::test]
async fn each_change_is_logged_with_its_action_and_the_log_filters_by_action() {
    let d = desk(two_blocks()).await;
    let (fire, b) = (d.story("FIRE").await, d.block("B").await);
    let started = chrono::Utc::now() - chrono::TimeDelta::seconds(1);
    d.service
        .patch_story(fire, StoryPatch::Vt(secs(90)), &ana())
        .await
        .expect("patched");
    d.service
        .move_story(fire, b, 0, &bob())
        .await
        .expect("moved");

    let all = d
        .service
        .logs(
            d.rundown,
            LogFilter {
                size: 50,
                ..LogFilter::default()
            },
        )
        .await
        .expect("log");
    assert_eq!(all.total, 2);
    let actions: Vec<LogAction> = all.data.iter().map(|e| e.action).collect();
    assert_eq!(
        actions,
        vec![LogAction::Move, LogAction::Update],
        "newest first"
    );
    assert_eq!(all.data[1].description, "Story FIRE: vt set to PT1M30S");
    assert_eq!(all.data[0].nickname, "bob");
    assert!(all.data.iter().all(|e| e.at >= started));

    let moves = d
        .service
        .logs(
            d.rundown,
            LogFilter {
                actions: vec![LogAction::Move],
                ..LogFilter::default()
            },
        )
        .await
        .expect("log");
    assert_eq!(moves.total, 1);
    assert_eq!(moves.data[0].action, LogAction::Move);
}

#[tokio::test]
async fn a_template_is_saved_listed_and_deleted_once() {
    let d = desk(two_blocks()).await;
    let name = TemplateName::parse("name", "Weekday").expect("name");
    let t = d
        .service
        .save_template(d.rundown, name.clone(), false, &ana())
        .await
        .expect("saved");
    assert_eq!(t.blocks.len(), 3, "A, B and the standby block");
    let listed = d.service.list_templates(d.program).await.expect("list");
    assert_eq!(listed.iter().map(|t| t.id).collect::<Vec<_>>(), vec![t.id]);

    let again = d
        .service
        .save_template(d.rundown, name.clone(), false, &ana())
        .await
        .expect_err("the name is taken");
    assert_eq!(again.code(), ErrorCode::Conflict);

    // Overwriting replaces the blocks of that template, same id, still one template.
    let b = d.block("B").await;
    d.service
        .delete_block(b, &ana())
        .await
        .expect("a block less");
    let replaced = d
        .service
        .save_template(d.rundown, name, true, &ana())
        .await
        .expect("overwritten");
    assert_eq!(replaced.id, t.id);
    let listed = d.service.list_templates(d.program).await.expect("list");
    assert_eq!(listed.len(), 1);
    assert_eq!(
        listed[0].blocks.len(),
        2,
        "the new layout: one block and the standby block"
    );

    d.service.delete_template(t.id).await.expect("deleted");
    let gone = d
        .service
        .delete_template(t.id)
        .await
        .expect_err("already gone");
    assert_eq!(gone.code(), ErrorCode::NotFound);
    assert!(
        d.service
            .list_templates(d.program)
            .await
            .expect("list")
            .is_empty()
    );
}
