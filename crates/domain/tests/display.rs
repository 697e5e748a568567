//! Display status rules (crates/domain/src/display.rs) on a small rundown.

use newsroom_domain::display::{DisplayError, DisplayStatus, Item, Target};
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::{Block, Rundown, Story, parse_date};
use newsroom_domain::time::{Duration, TimeOfDay};
use newsroom_domain::timing;

use DisplayStatus::{Blank, Play, Stop};

fn t(s: &str) -> TimeOfDay {
    TimeOfDay::parse(s).unwrap()
}

fn story(id: i64, block: i64) -> Story {
    let mut s = Story::new(
        BlockId::from_db(block),
        RundownId::from_db(1),
        format!("S{id}"),
    );
    (s.id, s.approved, s.parts.head) = (StoryId::from_db(id), true, Duration::from_secs(60));
    s
}

fn block(id: i64, stand_by: bool, stories: Vec<Story>) -> Block {
    Block {
        id: BlockId::from_db(id),
        rundown_id: RundownId::from_db(1),
        name: format!("B{id}"),
        stand_by,
        commercial: Duration::from_secs(30),
        stop_time: None,
        display_status: Blank,
        position: 0,
        stories,
    }
}

/// Block 1: stories 1, 2, 3; block 2: story 4; standby 9: story 5.
fn show() -> Rundown {
    Rundown {
        id: RundownId::from_db(1),
        program_id: ProgramId::from_db(1),
        program_name: "Show".into(),
        date: parse_date("date", "2026-11-22").unwrap(),
        start: t("19:00:00"),
        end: t("19:30:00"),
        production: None,
        device_integration: false,
        display_status: Blank,
        revision: newsroom_domain::rundown::Revision::FIRST,
        blocks: vec![
            block(1, false, vec![story(1, 1), story(2, 1), story(3, 1)]),
            block(2, false, vec![story(4, 2)]),
            block(9, true, vec![story(5, 9)]),
        ],
    }
}

/// Applies a change to the rundown, as the store would.
fn apply(r: &mut Rundown, change: &[(Item, DisplayStatus, Option<TimeOfDay>)]) {
    for (item, st, stop) in change {
        for b in &mut r.blocks {
            if *item == Item::Break(b.id) {
                (b.display_status, b.stop_time) = (*st, *stop);
            }
            for s in &mut b.stories {
                if *item == Item::Story(s.id) {
                    (s.display_status, s.stop_time) = (*st, *stop);
                }
            }
        }
    }
}

fn s(id: i64) -> Target {
    Target::Story(StoryId::from_db(id))
}

fn status_of(r: &Rundown, id: i64) -> (DisplayStatus, Option<TimeOfDay>) {
    let st = r.story(StoryId::from_db(id)).unwrap();
    (st.display_status, st.stop_time)
}

#[test]
fn play_stops_the_item_on_air_and_reanchors_timing() {
    let mut r = show();
    let c = r.set_display(&[s(1)], Play, false, t("19:00:05")).unwrap();
    assert_eq!(c, vec![(Item::Story(StoryId::from_db(1)), Play, None)]);
    apply(&mut r, &c);
    let c = r.set_display(&[s(2)], Play, false, t("19:01:40")).unwrap();
    apply(&mut r, &c);
    assert_eq!(status_of(&r, 1), (Stop, Some(t("19:01:40"))));
    assert_eq!(status_of(&r, 2), (Play, None));
    let tm = timing::compute(&r);
    assert_eq!(
        tm.story(StoryId::from_db(2))
            .unwrap()
            .figures
            .unwrap()
            .progressive
            .to_string(),
        "19:01:40"
    );
}

#[test]
fn update_previous_stops_every_earlier_item_still_blank() {
    let mut r = show();
    let c = r.set_display(&[s(4)], Play, true, t("19:05:00")).unwrap();
    apply(&mut r, &c);
    for id in [1, 2, 3] {
        assert_eq!(status_of(&r, id), (Stop, Some(t("19:05:00"))));
    }
    assert_eq!(
        r.blocks[0].display_status, Stop,
        "the break of block 1 aired too"
    );
    assert_eq!(status_of(&r, 4), (Play, None));
    assert_eq!(status_of(&r, 5), (Blank, None), "standby is never touched");
}

#[test]
fn stop_keeps_an_earlier_stop_time_and_blank_clears_it() {
    let mut r = show();
    let c = r.set_display(&[s(1)], Stop, false, t("19:01:00")).unwrap();
    apply(&mut r, &c);
    let c = r
        .set_display(&[s(1), s(2)], Stop, false, t("19:02:00"))
        .unwrap();
    apply(&mut r, &c);
    assert_eq!(status_of(&r, 1), (Stop, Some(t("19:01:00"))));
    assert_eq!(status_of(&r, 2), (Stop, Some(t("19:02:00"))));
    let c = r.set_display(&[s(1)], Blank, false, t("19:03:00")).unwrap();
    apply(&mut r, &c);
    assert_eq!(status_of(&r, 1), (Blank, None));
    assert_eq!(
        r.set_display(&[s(2)], Stop, false, t("19:09:00")).unwrap(),
        vec![],
        "no change, nothing to write"
    );
}

#[test]
fn cascade_and_refusals() {
    let mut r = show();
    let b1 = Target::Block {
        id: BlockId::from_db(1),
        cascade: true,
    };
    let c = r.set_display(&[b1], Stop, false, t("19:04:00")).unwrap();
    apply(&mut r, &c);
    assert!((1..=3).all(|id| status_of(&r, id).0 == Stop));
    assert_eq!(r.blocks[0].stop_time, Some(t("19:04:00")));

    assert_eq!(
        r.set_display(&[s(5)], Play, false, t("19:05:00")),
        Err(DisplayError::Standby)
    );
    assert_eq!(
        r.set_display(&[s(2), s(4)], Play, false, t("19:05:00")),
        Err(DisplayError::OnePlay)
    );
    assert_eq!(
        r.set_display(&[s(77)], Stop, false, t("19:05:00")),
        Err(DisplayError::NotHere)
    );
    assert_eq!(
        r.set_display(&[], Stop, false, t("19:05:00")),
        Err(DisplayError::NotHere)
    );
    assert_eq!(DisplayStatus::parse("PLAY"), Some(Play));
    assert_eq!(DisplayStatus::parse("play"), None);
}
