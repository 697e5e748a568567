//! The rundown rules over any [`Store`]: every change is checked, saved with a new revision,
//! its timing recomputed, the change published on the bus and written to the rundown's log, in that
//! order, one change at a time per rundown (so events leave in revision order).
//!
//! - [`edit`](self): rundowns, blocks and stories (create, patch, move, delete);
//! - `live`: display status, approvals and the log;
//! - `templates`: templates, recreate, repaginate;
//! - `items`: media and CG items of stories;
//! - `paste`: cut, copy and paste of stories across rundowns, and the drawer;
//! - `demo`: the demo seed.

mod demo;
mod document;
mod edit;
mod items;
mod live;
mod locking;
mod paste;
mod settings;
mod templates;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use newsroom_bus::{SharedBus, subjects};
use newsroom_domain::FieldError;
use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, RundownId, StoryId};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::Rundown;
use newsroom_domain::timing::{self, RundownTiming};
use newsroom_domain::{ErrorCode, FieldErrors};
use newsroom_proto::rundowns::v1 as pb;
use prost::Message as _;

use crate::store::{LogEntry, Store, StoreError};
use crate::view;

pub use document::{StoryDocument, StoryPlace};
pub use edit::StoryOrigin;
pub use items::ItemUpdate;
pub use live::{ApprovalScope, LogPage};
pub use locking::lock_view;
pub use newsroom_domain::revision::{DiffLine, DiffOp};
pub use newsroom_locks::LockTake;

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
    /// The rundown is displayed (has aired): it cannot be changed.
    #[error("the rundown is displayed")]
    Displayed,
    /// Only an empty rundown can be recreated.
    #[error("the rundown is not empty")]
    NotEmpty,
    /// Another editor holds the story's lock.
    #[error("the story is locked by another editor")]
    Locked,
    /// The editor lost the story's lock; the save was refused.
    #[error("edit lock lost")]
    LockLost,
    /// A block holding private stories was to be deleted.
    #[error("the block has private stories")]
    BlockHasPrivateStories,
    /// The caller's groups may not see the program (web.md section 6).
    #[error("the program is restricted to other groups")]
    Forbidden,
    /// A program with rundowns, templates or drawer stories can only be disabled.
    #[error("the program has content")]
    ProgramHasContent,
    /// Storage failed (a corrupt row included).
    #[error("storage")]
    Store(#[source] StoreError),
    /// The edit-lock store failed.
    #[error("edit locks")]
    Locks(#[from] newsroom_locks::LockError),
    /// A service this one asks (the auth service, for names) did not answer; the detail is logged.
    #[error("a service did not answer: {0}")]
    Unavailable(String),
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

impl newsroom_proto::errors::ServiceError for RundownError {
    fn fields(&self) -> Option<&FieldErrors> {
        match self {
            RundownError::Validation(f) => Some(f),
            _ => None,
        }
    }

    fn code(&self) -> ErrorCode {
        match self {
            RundownError::NotFound => ErrorCode::NotFound,
            RundownError::RundownNotFound => ErrorCode::RundownNotFound,
            RundownError::Conflict => ErrorCode::Conflict,
            RundownError::RundownDateExists => ErrorCode::RundownDateExists,
            RundownError::Validation(_) => ErrorCode::Validation,
            RundownError::StandbyFixed => ErrorCode::StandbyFixed,
            RundownError::DateEarlier => ErrorCode::DateEarlier,
            RundownError::Displayed => ErrorCode::RundownDisplayed,
            RundownError::BlockHasPrivateStories => ErrorCode::BlockHasPrivateStories,
            RundownError::NotEmpty => ErrorCode::RundownNotEmpty,
            RundownError::Locked => ErrorCode::Locked,
            RundownError::LockLost => ErrorCode::LockLost,
            RundownError::Forbidden => ErrorCode::Forbidden,
            RundownError::ProgramHasContent => ErrorCode::ProgramHasContent,
            RundownError::Store(_) | RundownError::Locks(_) => ErrorCode::Internal,
            RundownError::Unavailable(_) => ErrorCode::Unavailable,
        }
    }
}

/// Shorthand.
pub type Result<T, E = RundownError> = std::result::Result<T, E>;

/// Who asks for a change, for the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// The user's id (0: the system).
    pub user_id: i64,
    /// Their login name.
    pub nickname: String,
}

impl Actor {
    /// Changes made by Newsroom itself (seeds, devices).
    pub fn system() -> Self {
        Actor {
            user_id: 0,
            nickname: "system".into(),
        }
    }
}

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

/// What changed, for the event (docs/api-design.md, "Websocket").
#[derive(Debug, Clone, Copy)]
enum Change {
    /// The header fields: data is the rundown without blocks.
    RundownUpdated,
    /// Many items at once (display status, approvals): data is the whole rundown; `event` names it.
    RundownWhole(pb::EventKind),
    BlockCreated(BlockId),
    BlockUpdated(BlockId),
    BlockDeleted(BlockId),
    BlocksMoved,
    StoryCreated(StoryId),
    StoryUpdated(StoryId),
    /// `approved` / `disapproved` of one story.
    StoryApproval(StoryId, bool),
    StoryMoved(StoryId),
    StoryDeleted(StoryId, BlockId),
}

/// A change to log: its action and description, and what undoing it puts back.
struct Log {
    action: LogAction,
    description: String,
    undo: Option<newsroom_domain::log::Undo>,
}

impl Log {
    fn new(action: LogAction, description: impl Into<String>) -> Self {
        Log {
            action,
            description: description.into(),
            undo: None,
        }
    }

    fn with_undo(mut self, undo: newsroom_domain::log::Undo) -> Self {
        self.undo = Some(undo);
        self
    }
}

/// The rundowns service.
pub struct RundownService<S> {
    store: S,
    bus: SharedBus,
    locks: Arc<newsroom_locks::Locker>,
    rundown_locks: Mutex<HashMap<RundownId, Arc<tokio::sync::Mutex<()>>>>,
    people: Option<crate::people::People>,
}

impl<S: Store> RundownService<S> {
    /// A service over `store`, publishing on `bus`.
    pub fn new(store: S, bus: SharedBus) -> Self {
        RundownService {
            store,
            bus,
            locks: Arc::new(newsroom_locks::Locker::new(Arc::new(
                newsroom_locks::MemoryLocks::default(),
            ))),
            rundown_locks: Mutex::default(),
            people: None,
        }
    }

    /// Names programs' staff by asking the auth service behind `auth`; without it, the staff calls
    /// answer [`RundownError::Unavailable`].
    pub fn with_people(mut self, auth: newsroom_proto::transport::Transport) -> Self {
        self.people = Some(crate::people::People::new(auth));
        self
    }

    /// Keeps edit locks in memory, living `ttl` without renewal (embedded mode).
    pub fn with_lock_ttl(self, ttl: std::time::Duration) -> Self {
        self.with_locks(Arc::new(newsroom_locks::MemoryLocks::new(ttl)))
    }

    /// Keeps edit locks in `locks` (Redis when distributed) instead of memory.
    pub fn with_locks(mut self, locks: Arc<dyn newsroom_locks::LockStore>) -> Self {
        self.locks = Arc::new(newsroom_locks::Locker::new(locks));
        self
    }

    /// The store.
    pub fn store(&self) -> &S {
        &self.store
    }

    async fn lock(&self, id: RundownId) -> tokio::sync::OwnedMutexGuard<()> {
        let m = {
            let mut locks = self.rundown_locks.lock().unwrap_or_else(|p| p.into_inner());
            locks.entry(id).or_default().clone()
        };
        m.lock_owned().await
    }

    /// Fails with [`RundownError::Forbidden`] when the caller of the current request
    /// (`newsroom_proto::caller`) may not see `program`; calls of the system itself may.
    async fn may_see(&self, program: newsroom_domain::ids::ProgramId) -> Result<()> {
        // The system and program administrators see every program: no program to load (this runs
        // on every rundown read and change).
        if newsroom_proto::caller::current().is_none_or(|c| c.all_programs) {
            return Ok(());
        }
        self.visible_program(program).await.map(drop)
    }

    /// A program the caller may see ([`RundownError::NotFound`], [`RundownError::Forbidden`]).
    async fn visible_program(
        &self,
        id: newsroom_domain::ids::ProgramId,
    ) -> Result<newsroom_domain::rundown::Program> {
        let p = self
            .store
            .program(id)
            .await?
            .ok_or(RundownError::NotFound)?;
        if newsroom_proto::caller::current().is_some_and(|c| !c.may_see(&p.settings.allowed_groups))
        {
            return Err(RundownError::Forbidden);
        }
        Ok(p)
    }

    /// A whole rundown, when the caller may see its program (every read and change of a rundown,
    /// its blocks and stories, loads it through here).
    async fn load_rundown(&self, id: RundownId) -> Result<Option<Rundown>> {
        let Some(rundown) = self.store.load_rundown(id).await? else {
            return Ok(None);
        };
        self.may_see(rundown.program_id).await?;
        Ok(Some(rundown))
    }

    async fn snapshot(&self, id: RundownId) -> Result<Snapshot> {
        let rundown = self
            .load_rundown(id)
            .await?
            .ok_or(RundownError::RundownNotFound)?;
        let timing = timing::compute(&rundown);
        Ok(Snapshot { rundown, timing })
    }

    /// Loads a rundown to change it: refused while it is displayed (web.md section 4).
    async fn editable(&self, id: RundownId) -> Result<Rundown> {
        let r = self.snapshot(id).await?.rundown;
        if r.display_status == DisplayStatus::Stop {
            return Err(RundownError::Displayed);
        }
        Ok(r)
    }

    /// After a saved change: reloads the rundown with its timing, publishes the event, writes the log.
    async fn finish(
        &self,
        id: RundownId,
        change: Change,
        actor: &Actor,
        log: Log,
    ) -> Result<Snapshot> {
        let snap = self.snapshot(id).await?;
        self.publish(&snap, change).await;
        self.write_log(id, actor, log).await;
        Ok(snap)
    }

    /// Writes a line of the rundown's log (a failure is logged, never fatal: the change is saved).
    async fn write_log(&self, id: RundownId, actor: &Actor, log: Log) {
        let entry = LogEntry {
            id: 0,
            at: chrono::Utc::now(),
            user_id: actor.user_id,
            nickname: actor.nickname.clone(),
            action: log.action,
            description: log.description,
            undo: log.undo,
        };
        if let Err(e) = self.store.add_log(id, entry).await {
            tracing::error!(error = %e, rundown = %id, "writing the rundown log failed");
        }
    }

    async fn publish(&self, snap: &Snapshot, change: Change) {
        use pb::rundown_event::Data;
        let (r, t) = (&snap.rundown, &snap.timing);
        let deleted = |id: i64, block: Option<i64>| {
            Some(Data::Deleted(pb::Deleted {
                id,
                block_id: block,
            }))
        };
        let (event, entity, data) = match change {
            Change::RundownUpdated => (
                pb::EventKind::Updated,
                pb::EventEntity::Rundown,
                Some(Data::Rundown(view::rundown(r, t, false))),
            ),
            Change::RundownWhole(event) => (
                event,
                pb::EventEntity::Rundown,
                Some(Data::Rundown(view::rundown(r, t, true))),
            ),
            Change::BlockCreated(id) => (
                pb::EventKind::Created,
                pb::EventEntity::Block,
                r.block(id).map(|b| Data::Block(view::block(b, t))),
            ),
            Change::BlockUpdated(id) => (
                pb::EventKind::Updated,
                pb::EventEntity::Block,
                r.block(id).map(|b| Data::Block(view::block(b, t))),
            ),
            Change::BlockDeleted(id) => (
                pb::EventKind::Deleted,
                pb::EventEntity::Block,
                deleted(id.get(), None),
            ),
            Change::BlocksMoved => (
                pb::EventKind::Moved,
                pb::EventEntity::Block,
                Some(Data::Order(pb::BlocksOrder {
                    blocks_ids: r.blocks.iter().map(|b| b.id.get()).collect(),
                })),
            ),
            Change::StoryCreated(id) => (
                pb::EventKind::Created,
                pb::EventEntity::Story,
                r.story(id).map(|s| Data::Story(view::story(s, t))),
            ),
            Change::StoryUpdated(id) => (
                pb::EventKind::Updated,
                pb::EventEntity::Story,
                r.story(id).map(|s| Data::Story(view::story(s, t))),
            ),
            Change::StoryMoved(id) => (
                pb::EventKind::Moved,
                pb::EventEntity::Story,
                r.story(id).map(|s| Data::Story(view::story(s, t))),
            ),
            Change::StoryApproval(id, approved) => (
                if approved {
                    pb::EventKind::Approved
                } else {
                    pb::EventKind::Disapproved
                },
                pb::EventEntity::Story,
                r.story(id).map(|s| Data::Story(view::story(s, t))),
            ),
            Change::StoryDeleted(id, block) => (
                pb::EventKind::Deleted,
                pb::EventEntity::Story,
                deleted(id.get(), Some(block.get())),
            ),
        };
        let ev = pb::RundownEvent {
            rundown_id: r.id.get(),
            revision: r.revision.get(),
            event: event.into(),
            entity: entity.into(),
            data,
            timing: Some(view::snapshot(t)),
        };
        let subject = subjects::rundown_events(r.id.get());
        // The change is saved; a lost event shows as a revision gap and clients reload.
        if let Err(e) = self.bus.publish(subject, ev.encode_to_vec().into()).await {
            tracing::error!(error = %e, rundown = %r.id, revision = r.revision.get(), "publishing a rundown event failed");
        }
    }
}
