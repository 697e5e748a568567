//! Cut, copy and paste of stories within and across blocks and rundowns, and the drawer of a program
//! where stories wait outside any rundown (web.md sections 3, 6 and 7: "move and paste stories",
//! "drawer"). The rules are in `docs/architecture.md` ("Decisions where the spec is silent").

use newsroom_proto::rundowns::v1 as pb;
use std::collections::HashSet;

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{Rundown, Story};
use newsroom_domain::{FieldCode, FieldError};

use super::{Actor, Change, Log, Result, RundownError, RundownService, Snapshot};
use crate::store::{DrawerStory, Placed, Store};

/// Checks a list of stories to act on (422 on `ids` when empty or repeated).
fn story_ids(ids: &[StoryId]) -> Result<Vec<StoryId>> {
    let distinct: HashSet<_> = ids.iter().collect();
    if ids.is_empty() || distinct.len() != ids.len() {
        return Err(FieldError::new("ids", FieldCode::Invalid).into());
    }
    Ok(ids.to_vec())
}

/// The stories of `r` in a block, by id.
fn block_order(r: &Rundown, block: BlockId) -> Vec<StoryId> {
    r.block(block)
        .map(|b| b.stories.iter().map(|s| s.id).collect())
        .unwrap_or_default()
}

/// A story arriving in another rundown, or in a standby block, arrives BLANK: its airing belonged
/// to the show it left, and standby stories never go on air.
fn arriving(mut s: Story, reset: bool) -> Story {
    if reset {
        s.display_status = DisplayStatus::Blank;
        s.stop_time = None;
    }
    s
}

/// A pasted copy: new id, same fields, not approved, BLANK.
fn copy_of(s: &Story) -> Story {
    let mut c = s.clone();
    c.approved = false;
    c.display_status = DisplayStatus::Blank;
    c.stop_time = None;
    c
}

impl<S: Store> RundownService<S> {
    /// Takes the mutexes of several rundowns, in id order (so two changes never wait on each other).
    async fn lock_all(&self, ids: &[RundownId]) -> Vec<tokio::sync::OwnedMutexGuard<()>> {
        let mut sorted = ids.to_vec();
        sorted.sort_unstable_by_key(|r| r.get());
        sorted.dedup();
        let mut guards = Vec::with_capacity(sorted.len());
        for id in sorted {
            guards.push(self.lock(id).await);
        }
        guards
    }

    /// The target block's rundown, loaded to change it (404 `not_found`, 409 `rundown_displayed`).
    async fn target(&self, block: BlockId) -> Result<(BlockId, RundownId)> {
        Ok((block, self.rundown_of_block(block).await?))
    }

    /// Publishes, for a rundown that `gone` stories left, one `story deleted` event (one story) or the
    /// whole rundown (several), and logs it.
    async fn finish_left(
        &self,
        rundown: RundownId,
        gone: &[&Story],
        actor: &Actor,
        why: &str,
    ) -> Result<()> {
        let slugs: Vec<&str> = gone.iter().map(|s| s.slug.as_str()).collect();
        let change = match gone {
            [one] => Change::StoryDeleted(one.id, one.block_id),
            _ => Change::RundownWhole(pb::EventKind::Updated),
        };
        let log = Log::new(
            LogAction::Move,
            format!("Stories {} {why}", slugs.join(", ")),
        );
        self.finish(rundown, change, actor, log).await?;
        Ok(())
    }

    /// Publishes, for the rundown that received `placed` stories, one `story created` (or `moved`
    /// within the rundown) event for one story, or the whole rundown for several, and logs it.
    async fn finish_arrived(
        &self,
        rundown: RundownId,
        placed: &[StoryId],
        moved_here: bool,
        actor: &Actor,
        description: String,
    ) -> Result<Snapshot> {
        let change = match placed {
            [one] if moved_here => Change::StoryMoved(*one),
            [one] => Change::StoryCreated(*one),
            _ => Change::RundownWhole(pb::EventKind::Updated),
        };
        let action = if moved_here {
            LogAction::Move
        } else {
            LogAction::Create
        };
        self.finish(rundown, change, actor, Log::new(action, description))
            .await
    }

    /// Pastes stories into block `target_block` at `position` (counted after cut stories are taken
    /// out; `None` or past the end: at the end). `cut`: the stories themselves move, from any
    /// rundown, keeping id, text, revisions and fields; otherwise copies are made (new ids, same
    /// fields and text, not approved, BLANK). Returns the target rundown.
    ///
    /// Refused with 409 `rundown_displayed` when the target rundown, or (cut) a rundown a story
    /// leaves, is displayed; 404 for an unknown block or story; 422 on `ids`.
    pub async fn paste(
        &self,
        ids: &[StoryId],
        target_block: BlockId,
        position: Option<i32>,
        cut: bool,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let ids = story_ids(ids)?;
        let (block, target) = self.target(target_block).await?;
        let mut sources = Vec::with_capacity(ids.len());
        for id in &ids {
            sources.push(self.rundown_of_story(*id).await?);
        }
        let mut involved = sources.clone();
        involved.push(target);
        let _guards = self.lock_all(&involved).await;
        let t = self.editable(target).await?;
        let standby = t.block(block).ok_or(RundownError::NotFound)?.stand_by;
        let mut loaded: Vec<Rundown> = vec![t.clone()];
        for r in &sources {
            if !loaded.iter().any(|l| l.id == *r) {
                let l = if cut {
                    self.editable(*r).await?
                } else {
                    self.snapshot(*r).await?.rundown
                };
                loaded.push(l);
            }
        }
        let mut stories = Vec::with_capacity(ids.len());
        for id in &ids {
            let s = loaded
                .iter()
                .find_map(|r| r.story(*id))
                .ok_or(RundownError::NotFound)?;
            stories.push(s.clone());
        }
        let at = position.map_or(usize::MAX, |p| usize::try_from(p.max(0)).unwrap_or(0));
        if cut && sources.iter().all(|r| *r == target) {
            let mut order: Vec<StoryId> = block_order(&t, block)
                .into_iter()
                .filter(|s| !ids.contains(s))
                .collect();
            let i = at.min(order.len());
            order.splice(i..i, ids.iter().copied());
            if order == block_order(&t, block) {
                // Already there: no revision, no event, no log line.
                return self.snapshot(target).await;
            }
        }
        let placed = stories
            .iter()
            .map(|s| {
                if cut {
                    Placed::Move(arriving(s.clone(), standby || s.rundown_id != target))
                } else {
                    Placed::Copy {
                        from: s.id,
                        story: copy_of(s),
                    }
                }
            })
            .collect();
        let (new_ids, _) = self.store.place_stories(target, block, at, placed).await?;
        if cut {
            for r in loaded.iter().filter(|r| r.id != target) {
                let gone: Vec<&Story> = stories.iter().filter(|s| s.rundown_id == r.id).collect();
                self.finish_left(r.id, &gone, actor, "moved to another rundown")
                    .await?;
            }
        }
        let block_name = t.block(block).map(|b| b.name.clone()).unwrap_or_default();
        let slugs: Vec<&str> = stories.iter().map(|s| s.slug.as_str()).collect();
        let moved_here = cut && sources.iter().all(|r| *r == target);
        let what = if cut { "pasted (cut)" } else { "pasted (copy)" };
        self.finish_arrived(
            target,
            &new_ids,
            moved_here,
            actor,
            format!(
                "Stories {} {what} into block {block_name}",
                slugs.join(", ")
            ),
        )
        .await
    }

    /// Sends stories to their program's drawer: each leaves its rundown (refused with 409
    /// `rundown_displayed` while that rundown is displayed), keeping its text and revisions.
    /// Returns how many were sent.
    pub async fn send_to_drawer(&self, ids: &[StoryId], actor: &Actor) -> Result<usize> {
        let ids = story_ids(ids)?;
        let mut sources = Vec::with_capacity(ids.len());
        for id in &ids {
            sources.push(self.rundown_of_story(*id).await?);
        }
        let _guards = self.lock_all(&sources).await;
        let mut loaded: Vec<Rundown> = Vec::new();
        for r in &sources {
            if !loaded.iter().any(|l| l.id == *r) {
                loaded.push(self.editable(*r).await?);
            }
        }
        let mut stories = Vec::with_capacity(ids.len());
        for id in &ids {
            let (r, s) = loaded
                .iter()
                .find_map(|r| r.story(*id).map(|s| (r, s)))
                .ok_or(RundownError::NotFound)?;
            stories.push((r.program_id, s.clone()));
        }
        // Each story goes to the drawer of its own rundown's program.
        for program in loaded.iter().map(|r| r.program_id).collect::<HashSet<_>>() {
            let mine: Vec<StoryId> = stories
                .iter()
                .filter(|(p, _)| *p == program)
                .map(|(_, s)| s.id)
                .collect();
            self.store
                .send_to_drawer(program, &mine, &actor.nickname)
                .await?;
        }
        for r in &loaded {
            let gone: Vec<&Story> = stories
                .iter()
                .map(|(_, s)| s)
                .filter(|s| s.rundown_id == r.id)
                .collect();
            self.finish_left(r.id, &gone, actor, "sent to the drawer")
                .await?;
        }
        Ok(ids.len())
    }

    /// A program's drawer, newest first (404 for an unknown program).
    pub async fn drawer(&self, program: ProgramId) -> Result<Vec<DrawerStory>> {
        self.visible_program(program).await?;
        Ok(self.store.drawer(program).await?)
    }

    /// Moves stories from the drawer to the trash of the rundown each came from (404 for a story
    /// not in a drawer). Rundowns do not change: no event.
    pub async fn remove_from_drawer(&self, ids: &[StoryId], actor: &Actor) -> Result<usize> {
        let ids = story_ids(ids)?;
        for id in &ids {
            self.store
                .drawer_story(*id)
                .await?
                .ok_or(RundownError::NotFound)?;
        }
        self.store.drawer_to_trash(&ids, &actor.nickname).await?;
        Ok(ids.len())
    }

    /// Moves stories from the drawer into block `target_block` of rundown `rundown_id`, before
    /// `target_story` (a story of that block) or at the end; with `remove_from_drawer` false, copies
    /// go into the rundown and the drawer keeps the stories. Returns the rundown.
    ///
    /// 404 for a story not in a drawer or an unknown rundown or block; 422 on `targetBlockId` for a
    /// block of another rundown, on `targetStoryId` for a story not in that block; 409
    /// `rundown_displayed` while the rundown is displayed.
    pub async fn move_from_drawer(
        &self,
        ids: &[StoryId],
        rundown: RundownId,
        target_block: BlockId,
        target_story: Option<StoryId>,
        remove_from_drawer: bool,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let ids = story_ids(ids)?;
        let (block, of) = self.target(target_block).await?;
        if of != rundown {
            return Err(FieldError::new("targetBlockId", FieldCode::BlockElsewhere).into());
        }
        let mut stories = Vec::with_capacity(ids.len());
        for id in &ids {
            let d = self
                .store
                .drawer_story(*id)
                .await?
                .ok_or(RundownError::NotFound)?;
            stories.push(d.story);
        }
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let order = block_order(&r, block);
        let at = match target_story {
            None => order.len(),
            Some(t) => order
                .iter()
                .position(|s| *s == t)
                .ok_or_else(|| FieldError::new("targetStoryId", FieldCode::StoryNotInBlock))?,
        };
        let placed = stories
            .iter()
            .map(|s| {
                if remove_from_drawer {
                    Placed::Move(arriving(s.clone(), true))
                } else {
                    Placed::Copy {
                        from: s.id,
                        story: copy_of(s),
                    }
                }
            })
            .collect();
        let (new_ids, _) = self.store.place_stories(rundown, block, at, placed).await?;
        let block_name = r.block(block).map(|b| b.name.clone()).unwrap_or_default();
        let slugs: Vec<&str> = stories.iter().map(|s| s.slug.as_str()).collect();
        self.finish_arrived(
            rundown,
            &new_ids,
            false,
            actor,
            format!(
                "Stories {} moved from the drawer into block {block_name}",
                slugs.join(", ")
            ),
        )
        .await
    }
}
