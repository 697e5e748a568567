//! On-air control and sign-off: display status of stories, blocks and the rundown (PLAY / STOP /
//! BLANK, with stop times that re-anchor timing), approvals of a rundown, a block or a story, and the
//! rundown's log (web.md sections 4 and 7).

use newsroom_domain::display::{DisplayError, DisplayStatus, Item, Target};
use newsroom_domain::ids::{BlockId, RundownId, StoryId};
use newsroom_domain::log::LogAction;
use newsroom_domain::time::TimeOfDay;
use newsroom_domain::{FieldCode, FieldError};
use newsroom_proto::rundowns::v1 as pb;

use super::{Actor, Change, Log, Result, RundownError, RundownService, Snapshot};
use crate::store::{LogEntry, LogFilter, Store};

/// What an approval applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApprovalScope {
    /// Every story of the rundown.
    Rundown(RundownId),
    /// Every story of the block.
    Block(BlockId),
    /// One story.
    Story(StoryId),
}

/// One page of a rundown's log.
#[derive(Debug, Clone)]
pub struct LogPage {
    /// The lines, newest first.
    pub data: Vec<LogEntry>,
    /// How many lines match in all.
    pub total: u64,
}

/// The station's wall clock, for stop times.
fn now() -> TimeOfDay {
    use chrono::Timelike;
    TimeOfDay::from_secs(chrono::Local::now().time().num_seconds_from_midnight())
        .unwrap_or_default()
}

fn display_error(e: DisplayError) -> RundownError {
    match e {
        DisplayError::NotHere => FieldError::new("ids", FieldCode::NotOneRundown).into(),
        DisplayError::Standby => FieldError::new("ids", FieldCode::StandbyOffAir).into(),
        DisplayError::OnePlay => FieldError::new("ids", FieldCode::OneOnAir).into(),
    }
}

impl<S: Store> RundownService<S> {
    async fn apply_display(
        &self,
        rundown: RundownId,
        targets: &[Target],
        st: DisplayStatus,
        update_previous: bool,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let change = r
            .set_display(targets, st, update_previous, now())
            .map_err(display_error)?;
        // The first item on air puts the show on air.
        let show = (st == DisplayStatus::Play && r.display_status == DisplayStatus::Blank)
            .then_some(DisplayStatus::Play);
        if change.is_empty() && show.is_none() {
            // Nothing changes: no revision, no event, no log line.
            return self.snapshot(rundown).await;
        }
        self.store.apply_display(rundown, &change, show).await?;
        let names: Vec<String> = change
            .iter()
            .map(|(item, s, _)| match item {
                Item::Story(id) => format!(
                    "{} {}",
                    r.story(*id).map_or("?", |x| x.slug.as_str()),
                    s.as_str()
                ),
                Item::Break(id) => format!(
                    "break of {} {}",
                    r.block(*id).map_or("?", |b| b.name.as_str()),
                    s.as_str()
                ),
            })
            .collect();
        let log = Log::new(
            LogAction::Display,
            format!("Display status: {}", names.join(", ")),
        );
        self.finish(
            rundown,
            Change::RundownWhole(pb::EventKind::Updated),
            actor,
            log,
        )
        .await
    }

    /// Sets the display status of stories (web.md section 7: ids, status, updatePrevious).
    pub async fn set_story_display(
        &self,
        ids: &[StoryId],
        st: DisplayStatus,
        update_previous: bool,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let first = *ids
            .first()
            .ok_or_else(|| display_error(DisplayError::NotHere))?;
        let rundown = self
            .store
            .story_rundown(first)
            .await?
            .ok_or(RundownError::NotFound)?;
        let targets: Vec<Target> = ids.iter().copied().map(Target::Story).collect();
        self.apply_display(rundown, &targets, st, update_previous, actor)
            .await
    }

    /// Sets the display status of blocks' breaks; with `cascade`, of their stories too.
    pub async fn set_block_display(
        &self,
        ids: &[BlockId],
        st: DisplayStatus,
        cascade: bool,
        update_previous: bool,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let first = *ids
            .first()
            .ok_or_else(|| display_error(DisplayError::NotHere))?;
        let rundown = self
            .store
            .block_rundown(first)
            .await?
            .ok_or(RundownError::NotFound)?;
        let targets: Vec<Target> = ids
            .iter()
            .map(|&id| Target::Block { id, cascade })
            .collect();
        self.apply_display(rundown, &targets, st, update_previous, actor)
            .await
    }

    /// Sets the rundown's own status: PLAY (on air), STOP (displayed: the show is over and the rundown
    /// can no longer be changed; the item on air stops now) or BLANK (reopened; after the rundown's
    /// lock time only by a rundown administrator: `Forbidden`).
    pub async fn set_rundown_display(
        &self,
        id: RundownId,
        st: DisplayStatus,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let _guard = self.lock(id).await;
        let r = self.snapshot(id).await?.rundown;
        if r.display_status == st {
            return self.snapshot(id).await;
        }
        if r.display_status == DisplayStatus::Stop && st != DisplayStatus::Stop {
            self.check_reopen(&r, chrono::Utc::now()).await?;
        }
        let change = if st == DisplayStatus::Stop {
            let playing: Vec<Target> = r
                .air_items()
                .into_iter()
                .filter(|(_, s, _)| *s == DisplayStatus::Play)
                .map(|(item, _, _)| match item {
                    Item::Story(s) => Target::Story(s),
                    Item::Break(b) => Target::Block {
                        id: b,
                        cascade: false,
                    },
                })
                .collect();
            if playing.is_empty() {
                Vec::new()
            } else {
                r.set_display(&playing, DisplayStatus::Stop, false, now())
                    .map_err(display_error)?
            }
        } else {
            Vec::new()
        };
        self.store.apply_display(id, &change, Some(st)).await?;
        let log = Log::new(
            LogAction::Display,
            format!("Rundown display status set to {}", st.as_str()),
        );
        self.finish(id, Change::RundownWhole(pb::EventKind::Updated), actor, log)
            .await
    }

    /// Approves or disapproves every story of a rundown or a block, or one story.
    pub async fn approve(
        &self,
        scope: ApprovalScope,
        approved: bool,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let rundown = match scope {
            ApprovalScope::Rundown(id) => id,
            ApprovalScope::Block(id) => self
                .store
                .block_rundown(id)
                .await?
                .ok_or(RundownError::NotFound)?,
            ApprovalScope::Story(id) => self
                .store
                .story_rundown(id)
                .await?
                .ok_or(RundownError::NotFound)?,
        };
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let (stories, what, change): (Vec<StoryId>, String, Change) = match scope {
            ApprovalScope::Rundown(_) => (
                r.blocks
                    .iter()
                    .flat_map(|b| &b.stories)
                    .map(|s| s.id)
                    .collect(),
                "the rundown".into(),
                Change::RundownWhole(if approved {
                    pb::EventKind::Approved
                } else {
                    pb::EventKind::Disapproved
                }),
            ),
            ApprovalScope::Block(id) => {
                let b = r.block(id).ok_or(RundownError::NotFound)?;
                (
                    b.stories.iter().map(|s| s.id).collect(),
                    format!("block {}", b.name),
                    Change::RundownWhole(if approved {
                        pb::EventKind::Approved
                    } else {
                        pb::EventKind::Disapproved
                    }),
                )
            }
            ApprovalScope::Story(id) => {
                let s = r.story(id).ok_or(RundownError::NotFound)?;
                (
                    vec![s.id],
                    format!("story {}", s.slug),
                    Change::StoryApproval(s.id, approved),
                )
            }
        };
        self.store.set_approved(rundown, &stories, approved).await?;
        let log = Log::new(
            if approved {
                LogAction::Approve
            } else {
                LogAction::Disapprove
            },
            format!(
                "{} {what}",
                if approved { "Approved" } else { "Disapproved" }
            ),
        );
        self.finish(rundown, change, actor, log).await
    }

    /// A page of the rundown's log, newest first (web.md section 7: description, actions, page, size;
    /// the caller checked the size, 1 to 200).
    pub async fn logs(&self, id: RundownId, filter: LogFilter) -> Result<LogPage> {
        self.load_rundown(id)
            .await?
            .ok_or(RundownError::RundownNotFound)?;
        let (data, total) = self.store.list_logs(id, filter).await?;
        Ok(LogPage { data, total })
    }
}
