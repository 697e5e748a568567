//! The rundown timing engine: the one implementation of `../shared/spec/timing.md`.
//!
//! [`compute`] walks the non-standby items in air order (each block's stories, then its commercial
//! break as one more item) and returns every figure of the rundown, its blocks and its stories. It is
//! pure and cheap (one pass forward, one backward), so services recompute the whole rundown after every
//! change and clients only display the result.
//!
//! Decisions where timing.md leaves room (docs/architecture.md):
//! - a block's `stopTime` is the stop time of its break item (the block finished when its break did);
//! - a `stopTime` earlier than the rundown start is on the next day, like the end;
//! - the standby block's own sums (fullEstimated, ...) are computed over its stories for display, but
//!   enter no rundown figure, and its items get no figures at all;
//! - `ignoreDuration` zeroes a story in every sum, its `estimated` included.

use crate::ids::{BlockId, StoryId};
use crate::rundown::Rundown;
use crate::time::{Clock, Duration, TimeOfDay};

/// Figures of one item (story or break) on the show's timeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemFigures {
    /// Running sum of durations up to and including the item.
    pub accumulated: Duration,
    /// The same, restarting at each block (the per-block option).
    pub block_accumulated: Duration,
    /// Front time: when the item is expected to start.
    pub progressive: Clock,
    /// Front time counting only approved stories (breaks always count).
    pub progressive_approved: Clock,
    /// Back time: when the item must start for the show to end on time.
    pub regressive: Clock,
    /// Back time counting only approved stories.
    pub regressive_approved: Clock,
    /// `progressive` + the item's duration.
    pub expected_end: Clock,
    /// `progressiveApproved` + the item's approved duration.
    pub expected_approved_end: Clock,
}

/// Figures of one story.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoryTiming {
    /// The story.
    pub id: StoryId,
    /// `manualTime`, or head + off + vt + link (shown even when the story is ignored).
    pub total: Duration,
    /// Timeline figures; `None` in the standby block.
    pub figures: Option<ItemFigures>,
}

/// Figures of one block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockTiming {
    /// The block.
    pub id: BlockId,
    /// Sum of `estimated` over its stories.
    pub full_estimated: Duration,
    /// Sum of `total` over its stories.
    pub full_production: Duration,
    /// Sum of `total` over its approved stories.
    pub approved_production: Duration,
    /// Its break's duration C.
    pub commercial: Duration,
    /// Block figures: accumulated after its break, front/back times of its first item, expected end
    /// of its break. `None` for the standby block.
    pub figures: Option<ItemFigures>,
    /// Figures of its break row. `None` for the standby block.
    pub commercial_break: Option<ItemFigures>,
    /// Its stories' figures, in order.
    pub stories: Vec<StoryTiming>,
}

/// Every figure of a rundown (timing.md, "Rundown figures"), with its blocks' and stories'.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RundownTiming {
    /// E - S.
    pub duration: Duration,
    /// Sum of C over non-standby blocks.
    pub commercial_total: Duration,
    /// Sum of `estimated` over stories of non-standby blocks.
    pub full_estimated: Duration,
    /// Sum of `total` over stories of non-standby blocks.
    pub full_production: Duration,
    /// Sum of `total` over approved stories of non-standby blocks.
    pub approved_production: Duration,
    /// fullProduction + commercialTotal.
    pub full_total: Duration,
    /// approvedProduction + commercialTotal.
    pub approved_total: Duration,
    /// fullTotal - duration (positive: over time).
    pub full_diff: Duration,
    /// approvedTotal - duration.
    pub approved_diff: Duration,
    /// fullProduction - P; `None` without P.
    pub production_full_diff: Option<Duration>,
    /// approvedProduction - P; `None` without P.
    pub production_approved_diff: Option<Duration>,
    /// Sum of C over non-standby blocks with no stopTime.
    pub not_displayed_commercial: Duration,
    /// Sum of `total` over stories with no stopTime in non-standby blocks.
    pub not_displayed_production: Duration,
    /// The same, approved stories only.
    pub not_displayed_approved_production: Duration,
    /// Per block, in order.
    pub blocks: Vec<BlockTiming>,
}

struct Item {
    d: Duration,
    a: Duration,
    stop: Option<Clock>,
}

/// Computes every figure of `rundown` (timing.md).
pub fn compute(rundown: &Rundown) -> RundownTiming {
    let start = Clock::from_secs(i64::from(rundown.start.secs()));
    let on_timeline = |t: TimeOfDay| {
        let c = Clock::from_secs(i64::from(t.secs()));
        if c < start {
            c + Duration::from_secs(86_400)
        } else {
            c
        }
    };
    let end = on_timeline(rundown.end);

    // Items in air order: stories then the break, for each non-standby block.
    let mut items = Vec::new();
    for block in rundown.blocks.iter().filter(|b| !b.stand_by) {
        for s in &block.stories {
            let d = if s.ignore_duration {
                Duration::ZERO
            } else {
                s.total()
            };
            items.push(Item {
                d,
                a: if s.approved { d } else { Duration::ZERO },
                stop: s.stop_time.map(on_timeline),
            });
        }
        items.push(Item {
            d: block.commercial,
            a: block.commercial,
            stop: block.stop_time.map(on_timeline),
        });
    }

    // Backward pass: what remains from each item to the end.
    let mut remaining: Vec<(Duration, Duration)> =
        vec![(Duration::ZERO, Duration::ZERO); items.len() + 1];
    for i in (0..items.len()).rev() {
        remaining[i] = (
            remaining[i + 1].0 + items[i].d,
            remaining[i + 1].1 + items[i].a,
        );
    }

    // Forward pass, block by block.
    let (mut front, mut front_a) = (start, start);
    let mut accumulated = Duration::ZERO;
    let mut idx = 0;
    let mut next_figures = |block_acc: &mut Duration| {
        let it = &items[idx];
        accumulated += it.d;
        *block_acc += it.d;
        let f = ItemFigures {
            accumulated,
            block_accumulated: *block_acc,
            progressive: front,
            progressive_approved: front_a,
            regressive: end - remaining[idx].0,
            regressive_approved: end - remaining[idx].1,
            expected_end: front + it.d,
            expected_approved_end: front_a + it.a,
        };
        match it.stop {
            Some(stop) => (front, front_a) = (stop, stop),
            None => (front, front_a) = (front + it.d, front_a + it.a),
        }
        idx += 1;
        f
    };

    let mut blocks = Vec::with_capacity(rundown.blocks.len());
    let mut t = RundownTiming {
        duration: end - start,
        commercial_total: Duration::ZERO,
        full_estimated: Duration::ZERO,
        full_production: Duration::ZERO,
        approved_production: Duration::ZERO,
        full_total: Duration::ZERO,
        approved_total: Duration::ZERO,
        full_diff: Duration::ZERO,
        approved_diff: Duration::ZERO,
        production_full_diff: None,
        production_approved_diff: None,
        not_displayed_commercial: Duration::ZERO,
        not_displayed_production: Duration::ZERO,
        not_displayed_approved_production: Duration::ZERO,
        blocks: Vec::new(),
    };
    for block in &rundown.blocks {
        let mut bt = BlockTiming {
            id: block.id,
            full_estimated: Duration::ZERO,
            full_production: Duration::ZERO,
            approved_production: Duration::ZERO,
            commercial: block.commercial,
            figures: None,
            commercial_break: None,
            stories: Vec::with_capacity(block.stories.len()),
        };
        let mut block_acc = Duration::ZERO;
        for s in &block.stories {
            let counted = if s.ignore_duration {
                Duration::ZERO
            } else {
                s.total()
            };
            let estimated = if s.ignore_duration {
                Duration::ZERO
            } else {
                s.estimated
            };
            bt.full_estimated += estimated;
            bt.full_production += counted;
            if s.approved {
                bt.approved_production += counted;
            }
            let figures = (!block.stand_by).then(|| next_figures(&mut block_acc));
            if !block.stand_by {
                t.full_estimated += estimated;
                t.full_production += counted;
                if s.approved {
                    t.approved_production += counted;
                }
                if s.stop_time.is_none() {
                    t.not_displayed_production += counted;
                    if s.approved {
                        t.not_displayed_approved_production += counted;
                    }
                }
            }
            bt.stories.push(StoryTiming {
                id: s.id,
                total: s.total(),
                figures,
            });
        }
        if !block.stand_by {
            let brk = next_figures(&mut block_acc);
            let first = bt.stories.first().and_then(|s| s.figures).unwrap_or(brk);
            bt.figures = Some(ItemFigures {
                accumulated: brk.accumulated,
                block_accumulated: brk.block_accumulated,
                progressive: first.progressive,
                progressive_approved: first.progressive_approved,
                regressive: first.regressive,
                regressive_approved: first.regressive_approved,
                expected_end: brk.expected_end,
                expected_approved_end: brk.expected_approved_end,
            });
            bt.commercial_break = Some(brk);
            t.commercial_total += block.commercial;
            if block.stop_time.is_none() {
                t.not_displayed_commercial += block.commercial;
            }
        }
        blocks.push(bt);
    }
    t.full_total = t.full_production + t.commercial_total;
    t.approved_total = t.approved_production + t.commercial_total;
    t.full_diff = t.full_total - t.duration;
    t.approved_diff = t.approved_total - t.duration;
    t.production_full_diff = rundown.production.map(|p| t.full_production - p);
    t.production_approved_diff = rundown.production.map(|p| t.approved_production - p);
    t.blocks = blocks;
    t
}

impl RundownTiming {
    /// The figures of one story.
    pub fn story(&self, id: StoryId) -> Option<&StoryTiming> {
        self.blocks
            .iter()
            .flat_map(|b| &b.stories)
            .find(|s| s.id == id)
    }

    /// The figures of one block.
    pub fn block(&self, id: BlockId) -> Option<&BlockTiming> {
        self.blocks.iter().find(|b| b.id == id)
    }
}
