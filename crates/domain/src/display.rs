//! Display status (web.md section 4; mobile.md section 4, "Playout commands"): every story and every
//! block's break is BLANK (not aired yet), PLAY (on air now) or STOP (displayed: it has aired). Setting
//! it fixes the item's `stopTime`, which re-anchors the front times of what follows (timing.md).
//!
//! Rules, as a control room uses them:
//! - one item is on air at a time: PLAY on an item stops the one that was playing, at `now`;
//! - STOP gives an item `stopTime = now` (an item already stopped keeps its time);
//! - BLANK clears the status and the stop time (a mistake undone);
//! - `updatePrevious` also stops every earlier item of the show that is still BLANK or PLAY, at `now`
//!   (the producer took a story late, skipping the cue of the ones before);
//! - a block target with `cascade` gives its stories the same status (for PLAY: its break goes on air
//!   and its stories stop);
//! - items of the standby block never go on air: move them into the show first.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::ids::{BlockId, StoryId};
use crate::rundown::Rundown;
use crate::time::TimeOfDay;

/// The display status of a story, a block's break or a rundown.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DisplayStatus {
    /// Not aired yet.
    #[default]
    Blank,
    /// On air now.
    Play,
    /// Displayed: it has aired.
    Stop,
}

impl DisplayStatus {
    /// `BLANK`, `PLAY`, `STOP`.
    pub const fn as_str(self) -> &'static str {
        match self {
            DisplayStatus::Blank => "BLANK",
            DisplayStatus::Play => "PLAY",
            DisplayStatus::Stop => "STOP",
        }
    }

    /// Parses the wire form.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "BLANK" => Some(DisplayStatus::Blank),
            "PLAY" => Some(DisplayStatus::Play),
            "STOP" => Some(DisplayStatus::Stop),
            _ => None,
        }
    }
}

/// An item of the show on the timeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Item {
    /// A story.
    Story(StoryId),
    /// The break at the end of a block.
    Break(BlockId),
}

/// What a display command targets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// One story.
    Story(StoryId),
    /// A block's break; with `cascade`, its stories too.
    Block {
        /// The block.
        id: BlockId,
        /// Also its stories.
        cascade: bool,
    },
}

/// Why a display command was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DisplayError {
    /// No target, or a target not in this rundown.
    #[error("the items are not in this rundown")]
    NotHere,
    /// A standby item cannot be on air or displayed.
    #[error("stories of the standby block cannot go on air")]
    Standby,
    /// PLAY names more than one item.
    #[error("only one item can be on air")]
    OnePlay,
}

/// The new status and stop time of every item that changes.
pub type DisplayChange = Vec<(Item, DisplayStatus, Option<TimeOfDay>)>;

impl Rundown {
    /// The non-standby items in air order with their status and stop time.
    pub fn air_items(&self) -> Vec<(Item, DisplayStatus, Option<TimeOfDay>)> {
        let mut out = Vec::new();
        for b in self.blocks.iter().filter(|b| !b.stand_by) {
            out.extend(
                b.stories
                    .iter()
                    .map(|s| (Item::Story(s.id), s.display_status, s.stop_time)),
            );
            out.push((Item::Break(b.id), b.display_status, b.stop_time));
        }
        out
    }

    /// Plans a display command (module docs); returns only the items that change.
    ///
    /// # Errors
    /// [`DisplayError`].
    pub fn set_display(
        &self,
        targets: &[Target],
        status: DisplayStatus,
        update_previous: bool,
        now: TimeOfDay,
    ) -> Result<DisplayChange, DisplayError> {
        let mut items: Vec<Item> = Vec::new();
        for t in targets {
            match *t {
                Target::Story(id) => {
                    let story = self.story(id).ok_or(DisplayError::NotHere)?;
                    if self.block(story.block_id).is_some_and(|b| b.stand_by) {
                        return Err(DisplayError::Standby);
                    }
                    items.push(Item::Story(id));
                }
                Target::Block { id, cascade } => {
                    let block = self.block(id).ok_or(DisplayError::NotHere)?;
                    if block.stand_by {
                        return Err(DisplayError::Standby);
                    }
                    if cascade {
                        items.extend(block.stories.iter().map(|s| Item::Story(s.id)));
                    }
                    items.push(Item::Break(id));
                }
            }
        }
        if items.is_empty() {
            return Err(DisplayError::NotHere);
        }
        let air = self.air_items();
        let index: HashMap<Item, usize> = air
            .iter()
            .enumerate()
            .map(|(i, (it, _, _))| (*it, i))
            .collect();
        let mut state: Vec<(DisplayStatus, Option<TimeOfDay>)> =
            air.iter().map(|(_, s, t)| (*s, *t)).collect();
        let stop = |st: &mut (DisplayStatus, Option<TimeOfDay>)| {
            if !(st.0 == DisplayStatus::Stop && st.1.is_some()) {
                *st = (DisplayStatus::Stop, Some(now));
            }
        };
        let positions: Vec<usize> = items.iter().filter_map(|i| index.get(i).copied()).collect();
        match status {
            DisplayStatus::Play => {
                // With cascade, the block's stories stop and its break goes on air.
                let on_air = *positions.last().ok_or(DisplayError::NotHere)?;
                let cascaded =
                    targets.len() == 1 && matches!(targets[0], Target::Block { cascade: true, .. });
                if positions.len() > 1 && !cascaded {
                    return Err(DisplayError::OnePlay);
                }
                for (i, st) in state.iter_mut().enumerate() {
                    let before = i < on_air;
                    if i != on_air
                        && (st.0 == DisplayStatus::Play
                            || (before && update_previous && st.0 == DisplayStatus::Blank)
                            || (cascaded && positions.contains(&i)))
                    {
                        stop(st);
                    }
                }
                state[on_air] = (DisplayStatus::Play, None);
            }
            DisplayStatus::Stop => {
                let last = positions
                    .iter()
                    .copied()
                    .max()
                    .ok_or(DisplayError::NotHere)?;
                for (i, st) in state.iter_mut().enumerate() {
                    if positions.contains(&i)
                        || (update_previous && i < last && st.0 != DisplayStatus::Stop)
                    {
                        stop(st);
                    }
                }
            }
            DisplayStatus::Blank => {
                for p in &positions {
                    state[*p] = (DisplayStatus::Blank, None);
                }
            }
        }
        Ok(air
            .iter()
            .zip(state)
            .filter(|((_, s, t), (ns, nt))| s != ns || t != nt)
            .map(|((it, _, _), (ns, nt))| (*it, ns, nt))
            .collect())
    }
}
