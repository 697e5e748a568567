//! The rundown rules over any [`RundownStore`]: every change is checked, saved with a new revision,
//! its timing recomputed and the change published on the bus, in that order, one change at a time per
//! rundown (so events leave in revision order).

mod demo;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::NaiveDate;
use newsroom_bus::{SharedBus, subjects};
use newsroom_domain::error::field_message;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::{
    BlockName, BlockPatch, FieldError, MoveError, Parts, Program, ReorderError, Rundown,
    RundownPatch, Slug, Story, StoryPatch, parse_date,
};
use newsroom_domain::time::Duration;
use newsroom_domain::timing::{self, RundownTiming};
use newsroom_domain::{ErrorCode, FieldErrors};
use newsroom_proto::rundowns::v1 as pb;
use prost::Message as _;

use crate::store::{NewBlock, NewStory, RundownHeader, RundownStore, StoreError};
use crate::view;

/// Why a rundown call failed.
#[derive(Debug, thiserror::Error)]
pub enum RundownError {
    /// No such program, block or story.
    #[error("not found")]
    NotFound,
    /// No rundown for that program and date.
    #[error("rundown not found")]
    RundownNotFound,
    /// The rundown already exists.
    #[error("conflict")]
    Conflict,
    /// Another rundown of the program has the target date.
    #[error("rundown date already exists")]
    RundownDateExists,
    /// Invalid input.
    #[error("invalid input: {0:?}")]
    Validation(FieldErrors),
    /// The standby block was to be moved or deleted.
    #[error("the standby block cannot be moved or deleted")]
    StandbyFixed,
    /// The date was to move earlier.
    #[error("a rundown date cannot move earlier")]
    DateEarlier,
    /// Storage failed.
    #[error(transparent)]
    Store(StoreError),
}

impl From<StoreError> for RundownError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound => RundownError::NotFound,
            StoreError::Duplicate(_) => RundownError::Conflict,
            e => RundownError::Store(e),
        }
    }
}

impl From<FieldError> for RundownError {
    fn from(e: FieldError) -> Self {
        RundownError::Validation(e.into_fields())
    }
}

impl RundownError {
    /// The code clients see.
    pub fn code(&self) -> ErrorCode {
        match self {
            RundownError::NotFound => ErrorCode::NotFound,
            RundownError::RundownNotFound => ErrorCode::RundownNotFound,
            RundownError::Conflict => ErrorCode::Conflict,
            RundownError::RundownDateExists => ErrorCode::RundownDateExists,
            RundownError::Validation(_) => ErrorCode::Validation,
            RundownError::StandbyFixed => ErrorCode::StandbyFixed,
            RundownError::DateEarlier => ErrorCode::DateEarlier,
            RundownError::Store(_) => ErrorCode::Internal,
        }
    }
}

/// Shorthand.
pub type Result<T, E = RundownError> = std::result::Result<T, E>;

/// Whether a rundown exists or may be created (mobile.md section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existence {
    /// `EXIST`.
    Exist,
    /// `CAN_CREATE`.
    CanCreate,
    /// `CANT_CREATE`: the program does not exist.
    CantCreate,
}

impl Existence {
    /// The wire form.
    pub fn as_str(self) -> &'static str {
        match self {
            Existence::Exist => "EXIST",
            Existence::CanCreate => "CAN_CREATE",
            Existence::CantCreate => "CANT_CREATE",
        }
    }
}

/// A rundown as saved, with its timing.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The rundown.
    pub rundown: Rundown,
    /// Its figures.
    pub timing: RundownTiming,
}

/// What changed, for the event.
#[derive(Debug, Clone, Copy)]
enum Change {
    RundownUpdated,
    BlockCreated(BlockId),
    BlockUpdated(BlockId),
    BlockDeleted(BlockId),
    BlocksMoved,
    StoryCreated(StoryId),
    StoryUpdated(StoryId),
    StoryMoved(StoryId),
    StoryDeleted(StoryId, BlockId),
}

/// The rundowns service.
pub struct RundownService<S> {
    store: S,
    bus: SharedBus,
    locks: Mutex<HashMap<RundownId, Arc<tokio::sync::Mutex<()>>>>,
}

fn parse_value(value_json: &str) -> Result<serde_json::Value> {
    serde_json::from_str(value_json)
        .map_err(|_| FieldError::new("value", field_message::INVALID).into())
}

fn date(raw: &str) -> Result<NaiveDate> {
    Ok(parse_date("date", raw)?)
}

impl<S: RundownStore> RundownService<S> {
    /// A service over `store`, publishing on `bus`.
    pub fn new(store: S, bus: SharedBus) -> Self {
        RundownService {
            store,
            bus,
            locks: Mutex::default(),
        }
    }

    /// The store.
    pub fn store(&self) -> &S {
        &self.store
    }

    async fn lock(&self, id: RundownId) -> tokio::sync::OwnedMutexGuard<()> {
        let m = {
            let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
            locks.entry(id).or_default().clone()
        };
        m.lock_owned().await
    }

    async fn snapshot(&self, id: RundownId) -> Result<Snapshot> {
        let rundown = self
            .store
            .load_rundown(id)
            .await?
            .ok_or(RundownError::RundownNotFound)?;
        let timing = timing::compute(&rundown);
        Ok(Snapshot { rundown, timing })
    }

    async fn publish(&self, snap: &Snapshot, change: Change) {
        use pb::rundown_event::Data;
        let (r, t) = (&snap.rundown, &snap.timing);
        let (event, entity, data) = match change {
            Change::RundownUpdated => (
                "updated",
                "rundown",
                Some(Data::Rundown(view::rundown(r, t, false))),
            ),
            Change::BlockCreated(id) | Change::BlockUpdated(id) => (
                if matches!(change, Change::BlockCreated(_)) {
                    "created"
                } else {
                    "updated"
                },
                "block",
                r.block(id).map(|b| Data::Block(view::block(b, t))),
            ),
            Change::BlockDeleted(id) => (
                "deleted",
                "block",
                Some(Data::Deleted(pb::Deleted {
                    id: id.get(),
                    block_id: None,
                })),
            ),
            Change::BlocksMoved => (
                "moved",
                "block",
                Some(Data::Order(pb::BlocksOrder {
                    blocks_ids: r.blocks.iter().map(|b| b.id.get()).collect(),
                })),
            ),
            Change::StoryCreated(id) | Change::StoryUpdated(id) | Change::StoryMoved(id) => (
                match change {
                    Change::StoryCreated(_) => "created",
                    Change::StoryMoved(_) => "moved",
                    _ => "updated",
                },
                "story",
                r.story(id).map(|s| Data::Story(view::story(s, t))),
            ),
            Change::StoryDeleted(id, block) => (
                "deleted",
                "story",
                Some(Data::Deleted(pb::Deleted {
                    id: id.get(),
                    block_id: Some(block.get()),
                })),
            ),
        };
        let ev = pb::RundownEvent {
            rundown_id: r.id.get(),
            revision: r.revision,
            event: event.to_owned(),
            entity: entity.to_owned(),
            data,
            timing: Some(view::snapshot(t)),
        };
        let subject = subjects::rundown_events(r.id.get());
        // The change is saved; a lost event shows as a revision gap and clients reload.
        if let Err(e) = self.bus.publish(subject, ev.encode_to_vec().into()).await {
            tracing::error!(error = %e, rundown = %r.id, revision = r.revision, "publishing a rundown event failed");
        }
    }

    /// Every program.
    pub async fn list_programs(&self) -> Result<Vec<Program>> {
        Ok(self.store.list_programs().await?)
    }

    /// EXIST, CAN_CREATE or CANT_CREATE for a program and a `YYYY-MM-DD` date.
    pub async fn check(&self, program_id: i64, raw_date: &str) -> Result<Existence> {
        let date = date(raw_date)?;
        let Some(program) = ProgramId::parse(program_id) else {
            return Ok(Existence::CantCreate);
        };
        if self.store.program(program).await?.is_none() {
            return Ok(Existence::CantCreate);
        }
        Ok(match self.store.find_rundown(program, date).await? {
            Some(_) => Existence::Exist,
            None => Existence::CanCreate,
        })
    }

    /// The rundown of a program on a date.
    pub async fn get(&self, program_id: i64, raw_date: &str) -> Result<Snapshot> {
        let date = date(raw_date)?;
        let program = ProgramId::parse(program_id).ok_or(RundownError::RundownNotFound)?;
        let id = self
            .store
            .find_rundown(program, date)
            .await?
            .ok_or(RundownError::RundownNotFound)?;
        self.snapshot(id).await
    }

    /// Creates the rundown of a program on a date, with block "A" and the standby block.
    pub async fn create(
        &self,
        program_id: i64,
        raw_date: &str,
        template: Option<i64>,
    ) -> Result<Snapshot> {
        let date = date(raw_date)?;
        if template.is_some() {
            return Err(FieldError::new("templateId", "Templates are not available yet.").into());
        }
        let program = ProgramId::parse(program_id).ok_or(RundownError::NotFound)?;
        let program = self
            .store
            .program(program)
            .await?
            .ok_or(RundownError::NotFound)?;
        if self.store.find_rundown(program.id, date).await?.is_some() {
            return Err(RundownError::Conflict);
        }
        let blocks = vec![
            NewBlock {
                name: "A".into(),
                stand_by: false,
                commercial: Duration::ZERO,
            },
            NewBlock {
                name: "Standby".into(),
                stand_by: true,
                commercial: Duration::ZERO,
            },
        ];
        let id = self.store.create_rundown(&program, date, blocks).await?;
        self.snapshot(id).await
    }

    /// Changes one rundown field.
    pub async fn patch_rundown(&self, id: i64, field: &str, value_json: &str) -> Result<Snapshot> {
        let id = RundownId::parse(id).ok_or(RundownError::RundownNotFound)?;
        let patch = RundownPatch::parse(field, &parse_value(value_json)?)?;
        let _guard = self.lock(id).await;
        let mut r = self.snapshot(id).await?.rundown;
        if let RundownPatch::Date(new) = &patch {
            RundownPatch::check_date(r.date, *new).map_err(|_| RundownError::DateEarlier)?;
            if let Some(other) = self.store.find_rundown(r.program_id, *new).await? {
                if other != id {
                    return Err(RundownError::RundownDateExists);
                }
            }
        }
        patch.apply(&mut r);
        let header = RundownHeader {
            date: r.date,
            start: r.start,
            end: r.end,
            production: r.production,
            device_integration: r.device_integration,
        };
        self.store
            .update_rundown(id, header)
            .await
            .map_err(|e| match e {
                StoreError::Duplicate(_) => RundownError::RundownDateExists,
                e => e.into(),
            })?;
        let snap = self.snapshot(id).await?;
        self.publish(&snap, Change::RundownUpdated).await;
        Ok(snap)
    }

    /// Adds a block before the standby block; an empty name gets the next letter (A, B, ...).
    pub async fn create_block(&self, rundown_id: i64, name: &str) -> Result<(Snapshot, BlockId)> {
        let id = RundownId::parse(rundown_id).ok_or(RundownError::RundownNotFound)?;
        let _guard = self.lock(id).await;
        let r = self.snapshot(id).await?.rundown;
        let name = if name.trim().is_empty() {
            let n = r.blocks.iter().filter(|b| !b.stand_by).count();
            char::from_u32('A' as u32 + (n as u32 % 26))
                .unwrap_or('A')
                .to_string()
        } else {
            BlockName::parse("name", name)?.into_inner()
        };
        let (block, _) = self
            .store
            .insert_block(
                id,
                NewBlock {
                    name,
                    stand_by: false,
                    commercial: Duration::ZERO,
                },
            )
            .await?;
        let snap = self.snapshot(id).await?;
        self.publish(&snap, Change::BlockCreated(block)).await;
        Ok((snap, block))
    }

    /// Changes one block field.
    pub async fn patch_block(
        &self,
        id: i64,
        field: &str,
        value_json: &str,
    ) -> Result<(Snapshot, BlockId)> {
        let block_id = BlockId::parse(id).ok_or(RundownError::NotFound)?;
        let patch = BlockPatch::parse(field, &parse_value(value_json)?)?;
        let rundown = self
            .store
            .block_rundown(block_id)
            .await?
            .ok_or(RundownError::NotFound)?;
        let _guard = self.lock(rundown).await;
        let r = self.snapshot(rundown).await?.rundown;
        let mut block = r.block(block_id).ok_or(RundownError::NotFound)?.clone();
        patch.apply(&mut block);
        self.store.update_block(&block).await?;
        let snap = self.snapshot(rundown).await?;
        self.publish(&snap, Change::BlockUpdated(block_id)).await;
        Ok((snap, block_id))
    }

    /// Deletes a block and its stories; the standby block cannot be deleted.
    pub async fn delete_block(&self, id: i64) -> Result<()> {
        let block_id = BlockId::parse(id).ok_or(RundownError::NotFound)?;
        let rundown = self
            .store
            .block_rundown(block_id)
            .await?
            .ok_or(RundownError::NotFound)?;
        let _guard = self.lock(rundown).await;
        let r = self.snapshot(rundown).await?.rundown;
        if r.block(block_id).ok_or(RundownError::NotFound)?.stand_by {
            return Err(RundownError::StandbyFixed);
        }
        self.store.delete_block(rundown, block_id).await?;
        let snap = self.snapshot(rundown).await?;
        self.publish(&snap, Change::BlockDeleted(block_id)).await;
        Ok(())
    }

    /// Sets the order of the non-standby blocks; the standby block stays last.
    pub async fn reorder_blocks(&self, rundown_id: i64, ids: &[i64]) -> Result<Snapshot> {
        let id = RundownId::parse(rundown_id).ok_or(RundownError::RundownNotFound)?;
        let ids: Vec<BlockId> = ids
            .iter()
            .map(|i| BlockId::parse(*i))
            .collect::<Option<_>>()
            .ok_or_else(|| {
                RundownError::from(FieldError::new("blocksIds", field_message::INVALID))
            })?;
        let _guard = self.lock(id).await;
        let r = self.snapshot(id).await?.rundown;
        let order = r.reorder_blocks(&ids).map_err(|e| match e {
            ReorderError::StandbyMoved => RundownError::StandbyFixed,
            ReorderError::NotTheBlocks => {
                FieldError::new("blocksIds", field_message::INVALID).into()
            }
        })?;
        self.store.order_blocks(id, &order).await?;
        let snap = self.snapshot(id).await?;
        self.publish(&snap, Change::BlocksMoved).await;
        Ok(snap)
    }

    /// Adds a story to a block at `position` (or at the end); a blank slug becomes "NEW STORY".
    pub async fn create_story(
        &self,
        block_id: i64,
        slug: &str,
        position: Option<i32>,
    ) -> Result<(Snapshot, StoryId)> {
        let block_id = BlockId::parse(block_id).ok_or(RundownError::NotFound)?;
        let slug = if slug.trim().is_empty() {
            "NEW STORY"
        } else {
            slug
        };
        let slug = Slug::parse("slug", slug)?;
        let rundown = self
            .store
            .block_rundown(block_id)
            .await?
            .ok_or(RundownError::NotFound)?;
        let _guard = self.lock(rundown).await;
        let story = Story {
            id: StoryId::from_db(1),
            block_id,
            rundown_id: rundown,
            slug: slug.into_inner(),
            page: String::new(),
            estimated: Duration::ZERO,
            parts: Parts::default(),
            manual_time: None,
            ignore_duration: false,
            approved: false,
            stop_time: None,
            position: 0,
        };
        let (story_id, _) = self
            .store
            .insert_story(rundown, block_id, NewStory { story, position })
            .await?;
        let snap = self.snapshot(rundown).await?;
        self.publish(&snap, Change::StoryCreated(story_id)).await;
        Ok((snap, story_id))
    }

    /// Changes one story field.
    pub async fn patch_story(
        &self,
        id: i64,
        field: &str,
        value_json: &str,
    ) -> Result<(Snapshot, StoryId)> {
        let story_id = StoryId::parse(id).ok_or(RundownError::NotFound)?;
        let patch = StoryPatch::parse(field, &parse_value(value_json)?)?;
        let rundown = self
            .store
            .story_rundown(story_id)
            .await?
            .ok_or(RundownError::NotFound)?;
        let _guard = self.lock(rundown).await;
        let r = self.snapshot(rundown).await?.rundown;
        let mut story = r.story(story_id).ok_or(RundownError::NotFound)?.clone();
        patch.apply(&mut story);
        self.store.update_story(&story).await?;
        let snap = self.snapshot(rundown).await?;
        self.publish(&snap, Change::StoryUpdated(story_id)).await;
        Ok((snap, story_id))
    }

    /// Moves a story to `position` of block `block_id` of the same rundown.
    pub async fn move_story(
        &self,
        id: i64,
        block_id: i64,
        position: i32,
    ) -> Result<(Snapshot, StoryId)> {
        let story_id = StoryId::parse(id).ok_or(RundownError::NotFound)?;
        let target = BlockId::parse(block_id).ok_or(RundownError::NotFound)?;
        let rundown = self
            .store
            .story_rundown(story_id)
            .await?
            .ok_or(RundownError::NotFound)?;
        if self
            .store
            .block_rundown(target)
            .await?
            .ok_or(RundownError::NotFound)?
            != rundown
        {
            return Err(FieldError::new("blockId", "The block belongs to another rundown.").into());
        }
        let _guard = self.lock(rundown).await;
        let r = self.snapshot(rundown).await?.rundown;
        let plan = r
            .move_story(story_id, target, position)
            .map_err(|e| match e {
                MoveError::StoryNotHere => RundownError::NotFound,
                MoveError::BlockNotHere => {
                    FieldError::new("blockId", "The block belongs to another rundown.").into()
                }
            })?;
        self.store
            .move_story(rundown, story_id, target, &plan)
            .await?;
        let snap = self.snapshot(rundown).await?;
        self.publish(&snap, Change::StoryMoved(story_id)).await;
        Ok((snap, story_id))
    }

    /// Deletes a story.
    pub async fn delete_story(&self, id: i64) -> Result<()> {
        let story_id = StoryId::parse(id).ok_or(RundownError::NotFound)?;
        let rundown = self
            .store
            .story_rundown(story_id)
            .await?
            .ok_or(RundownError::NotFound)?;
        let _guard = self.lock(rundown).await;
        let r = self.snapshot(rundown).await?.rundown;
        let block = r.story(story_id).ok_or(RundownError::NotFound)?.block_id;
        self.store.delete_story(rundown, story_id).await?;
        let snap = self.snapshot(rundown).await?;
        self.publish(&snap, Change::StoryDeleted(story_id, block))
            .await;
        Ok(())
    }
}
