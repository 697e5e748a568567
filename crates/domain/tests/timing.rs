//! The timing engine against timing.md's worked example, and property tests of its invariants.

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::{Block, Parts, Rundown, Story, parse_date};
use newsroom_domain::time::{Duration, TimeOfDay};
use newsroom_domain::timing::{self, RundownTiming};
use proptest::prelude::*;

fn d(text: &str) -> Duration {
    Duration::parse_iso(text).unwrap()
}

fn t(text: &str) -> TimeOfDay {
    TimeOfDay::parse(text).unwrap()
}

fn story(id: i64, block: i64, head: Duration, approved: bool) -> Story {
    let mut s = Story::new(
        BlockId::from_db(block),
        RundownId::from_db(1),
        format!("S{id}"),
    );
    (s.id, s.estimated, s.parts.head, s.approved) = (StoryId::from_db(id), head, head, approved);
    s
}

fn block(id: i64, stand_by: bool, commercial: Duration, stories: Vec<Story>) -> Block {
    Block {
        id: BlockId::from_db(id),
        rundown_id: RundownId::from_db(1),
        name: format!("B{id}"),
        stand_by,
        commercial,
        stop_time: None,
        display_status: DisplayStatus::Blank,
        position: 0,
        stories,
    }
}

fn rundown(start: &str, end: &str, production: Option<Duration>, blocks: Vec<Block>) -> Rundown {
    Rundown {
        id: RundownId::from_db(1),
        program_id: ProgramId::from_db(1),
        program_name: "Evening News".into(),
        date: parse_date("date", "2026-11-22").unwrap(),
        start: t(start),
        end: t(end),
        production,
        device_integration: false,
        display_status: DisplayStatus::Blank,
        revision: newsroom_domain::rundown::Revision::from_db(0),
        blocks,
    }
}

/// timing.md, "Worked example".
fn worked_example() -> Rundown {
    let mut a2 = story(2, 1, d("PT2M"), false);
    a2.parts = Parts {
        head: d("PT30S"),
        off: d("PT30S"),
        vt: d("PT45S"),
        link: d("PT15S"),
    };
    rundown(
        "19:00:00",
        "19:30:00",
        Some(d("PT25M")),
        vec![
            block(
                1,
                false,
                d("PT2M"),
                vec![story(1, 1, d("PT1M30S"), true), a2],
            ),
            block(2, false, d("PT0S"), vec![story(3, 2, d("PT3M"), true)]),
            block(9, true, d("PT0S"), vec![story(4, 9, d("PT5M"), false)]),
        ],
    )
}

fn sid(n: i64) -> StoryId {
    StoryId::from_db(n)
}

#[test]
fn worked_example_rundown_figures() {
    let tm = timing::compute(&worked_example());
    assert_eq!(tm.duration.to_iso(), "PT30M");
    assert_eq!(tm.commercial_total.to_iso(), "PT2M");
    assert_eq!(tm.full_production.to_iso(), "PT6M30S");
    assert_eq!(tm.approved_production.to_iso(), "PT4M30S");
    assert_eq!(tm.full_total.to_iso(), "PT8M30S");
    assert_eq!(tm.approved_total.to_iso(), "PT6M30S");
    assert_eq!(tm.full_diff.to_iso(), "-PT21M30S");
    assert_eq!(tm.approved_diff.to_iso(), "-PT23M30S");
    assert_eq!(tm.production_full_diff.unwrap().to_iso(), "-PT18M30S");
    assert_eq!(tm.production_approved_diff.unwrap().to_iso(), "-PT20M30S");
}

#[test]
fn worked_example_item_figures() {
    let tm = timing::compute(&worked_example());
    let a1 = tm.story(sid(1)).unwrap().figures.unwrap();
    assert_eq!(a1.accumulated.to_iso(), "PT1M30S");
    assert_eq!(a1.progressive.to_string(), "19:00:00");
    assert_eq!(a1.expected_end.to_string(), "19:01:30");
    assert_eq!(a1.regressive.to_string(), "19:21:30");

    let a2 = tm.story(sid(2)).unwrap();
    assert_eq!(a2.total.to_iso(), "PT2M");
    let a2 = a2.figures.unwrap();
    assert_eq!(a2.accumulated.to_iso(), "PT3M30S");
    assert_eq!(a2.progressive.to_string(), "19:01:30");
    assert_eq!(a2.expected_end.to_string(), "19:03:30");
    assert_eq!(a2.regressive.to_string(), "19:23:00");
    assert_eq!(a2.progressive_approved.to_string(), "19:01:30");
    assert_eq!(a2.regressive_approved.to_string(), "19:25:00");

    let brk = tm
        .block(BlockId::from_db(1))
        .unwrap()
        .commercial_break
        .unwrap();
    assert_eq!(brk.progressive.to_string(), "19:03:30");
    assert_eq!(brk.expected_end.to_string(), "19:05:30");
    assert_eq!(brk.regressive.to_string(), "19:25:00");

    let b1 = tm.story(sid(3)).unwrap().figures.unwrap();
    assert_eq!(b1.progressive.to_string(), "19:05:30");
    assert_eq!(b1.expected_end.to_string(), "19:08:30");
    assert_eq!(b1.regressive.to_string(), "19:27:00");

    // The standby block counts for nothing and gets no figures.
    let s1 = tm.story(sid(4)).unwrap();
    assert_eq!(s1.total.to_iso(), "PT5M");
    assert_eq!(s1.figures, None);
    assert_eq!(tm.block(BlockId::from_db(9)).unwrap().figures, None);
}

#[test]
fn worked_example_block_figures() {
    let tm = timing::compute(&worked_example());
    let a = tm.block(BlockId::from_db(1)).unwrap();
    assert_eq!(a.full_production.to_iso(), "PT3M30S");
    assert_eq!(a.approved_production.to_iso(), "PT1M30S");
    let f = a.figures.unwrap();
    assert_eq!(f.accumulated.to_iso(), "PT5M30S");
    assert_eq!(f.progressive.to_string(), "19:00:00");
    assert_eq!(f.regressive.to_string(), "19:21:30");
    assert_eq!(f.expected_end.to_string(), "19:05:30");
    let b = tm.block(BlockId::from_db(2)).unwrap().figures.unwrap();
    assert_eq!(b.block_accumulated.to_iso(), "PT3M");
    assert_eq!(b.accumulated.to_iso(), "PT8M30S");
}

#[test]
fn stop_time_re_anchors_front_times() {
    let mut r = worked_example();
    r.blocks[0].stories[0].stop_time = Some(t("19:02:10"));
    let tm = timing::compute(&r);
    assert_eq!(
        tm.story(sid(2))
            .unwrap()
            .figures
            .unwrap()
            .progressive
            .to_string(),
        "19:02:10"
    );
    assert_eq!(
        tm.story(sid(3))
            .unwrap()
            .figures
            .unwrap()
            .progressive
            .to_string(),
        "19:06:10"
    );
    // Back times do not move; the story that has run leaves the not-displayed sums.
    assert_eq!(
        tm.story(sid(3))
            .unwrap()
            .figures
            .unwrap()
            .regressive
            .to_string(),
        "19:27:00"
    );
    assert_eq!(tm.not_displayed_production.to_iso(), "PT5M");
    assert_eq!(tm.not_displayed_approved_production.to_iso(), "PT3M");
}

#[test]
fn manual_time_and_ignore_duration() {
    let mut r = worked_example();
    r.blocks[0].stories[0].manual_time = Some(d("PT10S"));
    r.blocks[1].stories[0].ignore_duration = true;
    let tm = timing::compute(&r);
    assert_eq!(tm.story(sid(1)).unwrap().total.to_iso(), "PT10S");
    assert_eq!(tm.story(sid(3)).unwrap().total.to_iso(), "PT3M");
    assert_eq!(tm.full_production.to_iso(), "PT2M10S");
}

#[test]
fn a_show_past_midnight_wraps() {
    let r = rundown(
        "23:50:00",
        "00:20:00",
        None,
        vec![block(
            1,
            false,
            d("PT0S"),
            vec![story(1, 1, d("PT15M"), true), story(2, 1, d("PT1M"), true)],
        )],
    );
    let tm = timing::compute(&r);
    assert_eq!(tm.duration.to_iso(), "PT30M");
    assert_eq!(
        tm.story(sid(2))
            .unwrap()
            .figures
            .unwrap()
            .progressive
            .to_string(),
        "00:05:00"
    );
    assert_eq!(tm.production_full_diff, None);
}

fn arb_rundown() -> impl Strategy<Value = Rundown> {
    let arb_story = (
        0i64..600,
        0i64..600,
        any::<bool>(),
        prop::option::weighted(0.1, 0i64..300),
        any::<bool>(),
    );
    let arb_block = (prop::collection::vec(arb_story, 0..6), 0i64..240);
    (
        prop::collection::vec(arb_block, 1..6),
        prop::collection::vec((0i64..600, any::<bool>()), 0..4),
        0u32..86_400,
        60u32..7_200,
    )
        .prop_map(|(blocks, standby, start, len)| {
            let mut next = 0;
            let mut out = Vec::new();
            for (bi, (stories, c)) in blocks.into_iter().enumerate() {
                let bid = bi as i64 + 1;
                let stories = stories
                    .into_iter()
                    .map(|(head, vt, approved, manual, ignore)| {
                        next += 1;
                        let mut s = story(next, bid, d("PT0S"), approved);
                        s.parts.head = Duration::from_secs(head);
                        s.parts.vt = Duration::from_secs(vt);
                        s.estimated = Duration::from_secs(head);
                        s.manual_time = manual.map(Duration::from_secs);
                        s.ignore_duration = ignore && next % 3 == 0;
                        s
                    })
                    .collect();
                out.push(block(bid, false, Duration::from_secs(c), stories));
            }
            let sb = standby
                .into_iter()
                .map(|(secs, approved)| {
                    next += 1;
                    story(next, 99, Duration::from_secs(secs), approved)
                })
                .collect();
            out.push(block(99, true, Duration::from_secs(60), sb));
            let start = TimeOfDay::from_secs(start).unwrap();
            let end = TimeOfDay::from_secs((start.secs() + len) % 86_400).unwrap();
            rundown(
                &start.to_string(),
                &end.to_string(),
                Some(Duration::from_secs(600)),
                out,
            )
        })
}

fn all_items(tm: &RundownTiming) -> Vec<newsroom_domain::timing::ItemFigures> {
    let mut v = Vec::new();
    for b in &tm.blocks {
        v.extend(b.stories.iter().filter_map(|s| s.figures));
        v.extend(b.commercial_break);
    }
    v
}

proptest! {
    #[test]
    fn totals_add_up(r in arb_rundown()) {
        let tm = timing::compute(&r);
        prop_assert_eq!(tm.full_total, tm.full_production + tm.commercial_total);
        prop_assert_eq!(tm.approved_total, tm.approved_production + tm.commercial_total);
        prop_assert!(tm.approved_production <= tm.full_production);
        prop_assert_eq!(tm.full_diff, tm.full_total - tm.duration);
        let items = all_items(&tm);
        prop_assert_eq!(items.last().unwrap().accumulated, tm.full_total);
        let per_block: Duration = tm.blocks.iter().filter_map(|b| b.figures).map(|f| f.block_accumulated).sum();
        prop_assert_eq!(per_block, tm.full_total);
    }

    #[test]
    fn without_stop_times_front_and_back_times_keep_a_constant_gap(r in arb_rundown()) {
        let tm = timing::compute(&r);
        let items = all_items(&tm);
        let gap = tm.duration - tm.full_total; // -fullDiff
        for w in items.windows(2) {
            prop_assert_eq!(w[0].expected_end, w[1].progressive);
            prop_assert!(w[0].progressive <= w[1].progressive);
        }
        for f in &items {
            prop_assert_eq!(f.regressive - f.progressive, gap);
        }
        let first = items.first().unwrap();
        prop_assert_eq!(first.progressive.time_of_day(), r.start);
        prop_assert_eq!(items.last().unwrap().expected_end - first.progressive, tm.full_total);
    }

    #[test]
    fn the_standby_block_changes_no_figure(r in arb_rundown()) {
        let tm = timing::compute(&r);
        let mut without = r.clone();
        without.blocks.last_mut().unwrap().stories.clear();
        without.blocks.last_mut().unwrap().commercial = Duration::from_secs(999);
        let tm2 = timing::compute(&without);
        prop_assert_eq!(tm.full_total, tm2.full_total);
        prop_assert_eq!(tm.approved_total, tm2.approved_total);
        prop_assert_eq!(all_items(&tm), all_items(&tm2));
    }

    #[test]
    fn when_everything_is_approved_the_variants_agree(r in arb_rundown()) {
        let mut r = r;
        for b in &mut r.blocks { for s in &mut b.stories { s.approved = true; } }
        let tm = timing::compute(&r);
        prop_assert_eq!(tm.approved_total, tm.full_total);
        for f in all_items(&tm) {
            prop_assert_eq!(f.progressive, f.progressive_approved);
            prop_assert_eq!(f.regressive, f.regressive_approved);
            prop_assert_eq!(f.expected_end, f.expected_approved_end);
        }
    }
}
