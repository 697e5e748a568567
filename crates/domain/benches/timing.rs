//! `just bench`: how long the timing engine takes for rundowns of growing size (ns per full
//! recomputation, median of several runs). No assertion: numbers to compare between changes.

use std::hint::black_box;
use std::time::Instant;

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::{Block, Parts, Rundown, Story, parse_date};
use newsroom_domain::time::{Duration, TimeOfDay};
use newsroom_domain::timing;

fn rundown(blocks: i64, stories_per_block: i64) -> Rundown {
    let mut next = 0;
    let blocks = (0..=blocks)
        .map(|b| Block {
            id: BlockId::from_db(b + 1),
            rundown_id: RundownId::from_db(1),
            name: format!("B{b}"),
            stand_by: b == blocks,
            commercial: Duration::from_secs(120),
            stop_time: None,
            display_status: DisplayStatus::Blank,
            position: b as i32,
            stories: (0..stories_per_block)
                .map(|i| {
                    next += 1;
                    Story {
                        id: StoryId::from_db(next),
                        block_id: BlockId::from_db(b + 1),
                        rundown_id: RundownId::from_db(1),
                        slug: format!("STORY {next}"),
                        page: String::new(),
                        estimated: Duration::from_secs(60),
                        parts: Parts {
                            head: Duration::from_secs(20),
                            vt: Duration::from_secs(40 + i),
                            ..Parts::default()
                        },
                        manual_time: None,
                        ignore_duration: false,
                        approved: i % 2 == 0,
                        stop_time: None,
                        display_status: DisplayStatus::Blank,
                        private: false,
                        position: i as i32,
                        info: Default::default(),
                        items: vec![],
                    }
                })
                .collect(),
        })
        .collect();
    Rundown {
        id: RundownId::from_db(1),
        program_id: ProgramId::from_db(1),
        program_name: "Bench".into(),
        date: parse_date("date", "2026-11-22").unwrap(),
        start: TimeOfDay::parse("19:00:00").unwrap(),
        end: TimeOfDay::parse("20:00:00").unwrap(),
        production: Some(Duration::from_secs(3000)),
        device_integration: false,
        display_status: DisplayStatus::Blank,
        revision: newsroom_domain::rundown::Revision::FIRST,
        blocks,
    }
}

fn main() {
    for (blocks, per) in [(5, 4), (10, 10), (20, 25), (50, 40)] {
        let r = rundown(blocks, per);
        let iters = 2_000;
        let mut runs: Vec<u128> = (0..7)
            .map(|_| {
                let t = Instant::now();
                for _ in 0..iters {
                    black_box(timing::compute(black_box(&r)));
                }
                t.elapsed().as_nanos() / iters
            })
            .collect();
        runs.sort();
        println!(
            "timing::compute  {:>4} stories: {:>9} ns/iter (median of 7)",
            blocks * per,
            runs[3]
        );
    }
}
