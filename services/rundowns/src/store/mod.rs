//! Storage of programs, rundowns, blocks and stories behind one trait per concern ([`ProgramStore`],
//! [`RundownStore`], [`StoryStore`], [`StoryTextStore`], [`TemplateStore`], [`LogStore`],
//! [`TrashStore`]), all of them [`Store`]; the one implementation, [`SeaStore`], runs on SQLite and
//! PostgreSQL.
//!
//! Every change of a rundown's content runs in one transaction that also increments the rundown's
//! `revision` and returns the new value, so an event and the saved state always agree.

mod entities;
mod migrations;
mod sea;

use std::future::Future;

use chrono::{DateTime, NaiveDate, Utc};
use newsroom_domain::display::{DisplayChange, DisplayStatus};
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId, TemplateId};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{Block, Presenter, Program, Revision, Rundown, Story};
use newsroom_domain::script::Script;
use newsroom_domain::template::TemplateBlock;
use newsroom_domain::time::{Duration, TimeOfDay};

pub use sea::SeaStore;

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique key is taken (a rundown for that program and date, a program name).
    #[error("duplicate: {0}")]
    Duplicate(String),
    /// The row to change does not exist (any more).
    #[error("not found")]
    NotFound,
    /// The database failed (the driver's error is the source).
    #[error("database")]
    Database(#[source] sea_orm::DbErr),
    /// A stored row holds a value no write of this service makes (a display status that is none of
    /// BLANK, PLAY, STOP; a time of day past 23:59:59; JSON that does not parse; a drawer or trash
    /// column left empty): it is reported, never read as a default.
    #[error("corrupt row {id} of table {table}: {detail}")]
    Corrupt {
        /// The table.
        table: &'static str,
        /// The row's key.
        id: i64,
        /// Which column, and what is wrong with it.
        detail: String,
    },
    /// A value could not be encoded for storage.
    #[error("encoding {what}")]
    Encode {
        /// What was encoded.
        what: &'static str,
        /// Why it failed.
        #[source]
        source: serde_json::Error,
    },
}

/// A program to create.
#[derive(Debug, Clone)]
pub struct NewProgram {
    /// Name (unique).
    pub name: String,
    /// Planned start.
    pub start: TimeOfDay,
    /// Planned end.
    pub end: TimeOfDay,
    /// Planned production.
    pub production: Option<Duration>,
    /// State, staff, allowed groups.
    pub settings: newsroom_domain::rundown::ProgramSettings,
}

/// A block to create.
#[derive(Debug, Clone)]
pub struct NewBlock {
    /// Name.
    pub name: String,
    /// Standby block.
    pub stand_by: bool,
    /// Break duration.
    pub commercial: Duration,
    /// Its stories, in order (ids and places are assigned when saved).
    pub stories: Vec<Story>,
}

/// The text of a story: script, footnote and cues (kept apart from the rundown's rows, so loading a
/// rundown never loads every script).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoryText {
    /// The script.
    pub script: Script,
    /// A footnote for the newsroom.
    pub footnote: String,
    /// The words that start the VT or bite (cue in).
    pub cue_in: String,
    /// The words that end it (cue out).
    pub cue_out: String,
}

/// One saved revision of a story's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextRevision {
    /// 1, 2, 3, ... per story.
    pub number: i32,
    /// When (kept to the second).
    pub at: DateTime<Utc>,
    /// Who saved it.
    pub user_id: i64,
    /// Their login name.
    pub nickname: String,
    /// The slug at that time.
    pub slug: String,
    /// The text.
    pub text: StoryText,
}

/// A story in the trash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrashedStory {
    /// The story as it was (its block is where it returns to).
    pub story: Story,
    /// When (kept to the second).
    pub deleted_at: DateTime<Utc>,
    /// Who deleted it.
    pub deleted_by: String,
}

/// A story waiting in a program's drawer, outside any rundown (web.md sections 3 and 7, "drawer").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawerStory {
    /// The story as it was when sent (its block and rundown are where it came from).
    pub story: Story,
    /// The program whose drawer holds it.
    pub program_id: ProgramId,
    /// When it was sent (kept to the second).
    pub sent_at: DateTime<Utc>,
    /// Who sent it.
    pub sent_by: String,
}

/// A story to put into a block by [`StoryStore::place_stories`].
#[derive(Debug, Clone)]
pub enum Placed {
    /// This story itself (from a rundown or the drawer) with its fields as they are to be written
    /// (display status and stop time); it keeps its id, text and revisions.
    Move(Story),
    /// A new story with these fields and a copy of the text of story `from` (no revisions).
    Copy {
        /// The story whose text is copied.
        from: StoryId,
        /// The new story's fields (id, block, rundown and position ignored).
        story: Story,
    },
}

/// A saved template of a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateRecord {
    /// Key.
    pub id: TemplateId,
    /// Its program.
    pub program_id: ProgramId,
    /// Name, unique per program.
    pub name: String,
    /// The running order.
    pub blocks: Vec<TemplateBlock>,
}

/// A story to create (durations and flags as a [`Story`] has them).
#[derive(Debug, Clone)]
pub struct NewStory {
    /// The story's content; its id, block, rundown and position are ignored.
    pub story: Story,
    /// Index in the block; `None`: at the end.
    pub position: Option<i32>,
}

/// The rundown header fields that [`RundownStore::update_rundown`] writes.
#[derive(Debug, Clone)]
pub struct RundownHeader {
    /// Air date.
    pub date: NaiveDate,
    /// Planned start.
    pub start: TimeOfDay,
    /// Planned end.
    pub end: TimeOfDay,
    /// Planned production.
    pub production: Option<Duration>,
    /// Device integration enabled.
    pub device_integration: bool,
    /// BLANK, PLAY or STOP (displayed).
    pub display_status: DisplayStatus,
}

/// One line of a rundown's log (web.md section 7, "logs").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// Key (0 before it is saved).
    pub id: i64,
    /// When (kept to the second).
    pub at: DateTime<Utc>,
    /// Who.
    pub user_id: i64,
    /// Their login name.
    pub nickname: String,
    /// What kind of change.
    pub action: LogAction,
    /// What, in words.
    pub description: String,
    /// What undoing it puts back; `None`: it cannot be undone (or was).
    pub undo: Option<newsroom_domain::log::Undo>,
}

/// Which log lines to list; the default is the first page of 25 lines of every action.
#[derive(Debug, Clone)]
pub struct LogFilter {
    /// Only lines whose description contains this (case-insensitive); empty: all.
    pub description: String,
    /// Only these actions; empty: all.
    pub actions: Vec<LogAction>,
    /// Page index from 0.
    pub page: u64,
    /// Lines per page (1 to 200: the gRPC layer refuses others).
    pub size: u64,
}

impl Default for LogFilter {
    fn default() -> Self {
        Self {
            description: String::new(),
            actions: Vec::new(),
            page: 0,
            size: 25,
        }
    }
}

/// Everything the rundowns service needs from storage: one bound for the service, implemented for every
/// type that implements each concern's trait.
pub trait Store:
    ProgramStore
    + RundownStore
    + StoryStore
    + StoryTextStore
    + TemplateStore
    + LogStore
    + TrashStore
    + HousekeepingStore
{
}

impl<T> Store for T where
    T: ProgramStore
        + RundownStore
        + StoryStore
        + StoryTextStore
        + TemplateStore
        + LogStore
        + TrashStore
        + HousekeepingStore
{
}

/// A rundown still open to changes, as the lock sweeper sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenRundown {
    /// Key.
    pub id: RundownId,
    /// Its day.
    pub date: NaiveDate,
    /// Its planned start and end (an end before the start is on the next day).
    pub start: TimeOfDay,
    /// See `start`.
    pub end: TimeOfDay,
}

/// The service's settings (key/value) and the work its sweepers do: rundowns to lock after their
/// end, the trash and logs past their retention.
pub trait HousekeepingStore: Send + Sync + 'static {
    /// A setting's stored value.
    fn setting(&self, key: &str)
    -> impl Future<Output = Result<Option<String>, StoreError>> + Send;
    /// Stores settings, all or none.
    fn put_settings(
        &self,
        values: &[(&str, String)],
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Rundowns dated `since` or later that are not displayed (STOP) and were not reopened late.
    fn open_rundowns(
        &self,
        since: NaiveDate,
    ) -> impl Future<Output = Result<Vec<OpenRundown>, StoreError>> + Send;
    /// Marks a rundown reopened after its lock time (or clears the mark).
    fn set_reopened_late(
        &self,
        id: RundownId,
        late: bool,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Whether a rundown was reopened after its lock time.
    fn reopened_late(&self, id: RundownId)
    -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Deletes stories trashed before `before` (with their texts, revisions and items); how many.
    fn purge_trash(
        &self,
        before: DateTime<Utc>,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// Deletes rundown log lines written before `before`; how many.
    fn purge_logs(
        &self,
        before: DateTime<Utc>,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// Deletes story revisions saved before `before`, each story's latest kept; how many.
    fn purge_versions(
        &self,
        before: DateTime<Utc>,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
}

/// Programs and their presenters.
pub trait ProgramStore: Send + Sync + 'static {
    /// Every program, by name.
    fn list_programs(&self) -> impl Future<Output = Result<Vec<Program>, StoreError>> + Send;
    /// One program.
    fn program(
        &self,
        id: ProgramId,
    ) -> impl Future<Output = Result<Option<Program>, StoreError>> + Send;
    /// A program's presenters, in their order.
    fn presenters(
        &self,
        program: ProgramId,
    ) -> impl Future<Output = Result<Vec<Presenter>, StoreError>> + Send;
    /// Replaces a program's presenters.
    fn set_presenters(
        &self,
        program: ProgramId,
        presenters: &[Presenter],
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Links a program to its CG device (`None`: none).
    fn set_program_cg(
        &self,
        program: ProgramId,
        device: Option<i64>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Creates a program.
    fn create_program(
        &self,
        p: NewProgram,
    ) -> impl Future<Output = Result<ProgramId, StoreError>> + Send;
    /// Replaces a program's name, times and settings (presenters and CG device stay).
    fn update_program(
        &self,
        id: ProgramId,
        p: NewProgram,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Deletes a program without content (rundowns, templates, drawer stories); `false`, and nothing
    /// deleted, when it has some.
    fn delete_program(
        &self,
        id: ProgramId,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
}

/// Rundowns and their blocks. Methods that change a rundown return its new revision.
pub trait RundownStore: Send + Sync + 'static {
    /// The rundown of a program on a date.
    fn find_rundown(
        &self,
        program: ProgramId,
        date: NaiveDate,
    ) -> impl Future<Output = Result<Option<RundownId>, StoreError>> + Send;
    /// A whole rundown with its blocks and stories in order.
    fn load_rundown(
        &self,
        id: RundownId,
    ) -> impl Future<Output = Result<Option<Rundown>, StoreError>> + Send;
    /// The rundown a block belongs to.
    fn block_rundown(
        &self,
        id: BlockId,
    ) -> impl Future<Output = Result<Option<RundownId>, StoreError>> + Send;
    /// The rundown a story belongs to.
    fn story_rundown(
        &self,
        id: StoryId,
    ) -> impl Future<Output = Result<Option<RundownId>, StoreError>> + Send;
    /// Creates a rundown with `blocks` (in order) at revision 1.
    fn create_rundown(
        &self,
        program: &Program,
        date: NaiveDate,
        blocks: Vec<NewBlock>,
    ) -> impl Future<Output = Result<RundownId, StoreError>> + Send;
    /// Replaces every block and story of a rundown (recreate).
    fn replace_blocks(
        &self,
        rundown: RundownId,
        blocks: Vec<NewBlock>,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Writes page numbers.
    fn set_pages(
        &self,
        rundown: RundownId,
        pages: &[(StoryId, String)],
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Writes the header fields.
    fn update_rundown(
        &self,
        id: RundownId,
        header: RundownHeader,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Inserts a block just before the standby block.
    fn insert_block(
        &self,
        rundown: RundownId,
        block: NewBlock,
    ) -> impl Future<Output = Result<(BlockId, Revision), StoreError>> + Send;
    /// Writes a block's name, commercial and stop time.
    fn update_block(
        &self,
        block: &Block,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Deletes a block and its stories.
    fn delete_block(
        &self,
        rundown: RundownId,
        id: BlockId,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Sets the block order (`ids`: every block of the rundown).
    fn order_blocks(
        &self,
        rundown: RundownId,
        ids: &[BlockId],
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Writes the display status and stop time of items, and optionally the rundown's own status.
    fn apply_display(
        &self,
        rundown: RundownId,
        change: &DisplayChange,
        rundown_status: Option<DisplayStatus>,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
}

/// Stories in their blocks. Methods that change a rundown return its new revision.
pub trait StoryStore: Send + Sync + 'static {
    /// Inserts a story into a block.
    fn insert_story(
        &self,
        rundown: RundownId,
        block: BlockId,
        story: NewStory,
    ) -> impl Future<Output = Result<(StoryId, Revision), StoreError>> + Send;
    /// Writes every field of a story but its place.
    fn update_story(
        &self,
        story: &Story,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Writes a story's items (replacing the ones stored) and its VT; returns the rundown revision.
    fn save_items(
        &self,
        story: &Story,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Puts `story` into `target` and writes the given story orders (each block's stories, in order).
    fn move_story(
        &self,
        rundown: RundownId,
        story: StoryId,
        target: BlockId,
        orders: &[(BlockId, Vec<StoryId>)],
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Sets `approved` on stories.
    fn set_approved(
        &self,
        rundown: RundownId,
        stories: &[StoryId],
        approved: bool,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// Puts `stories` into block `target` of rundown `rundown` at index `at` of the block's other
    /// stories (past the end: at the end), in one transaction: moved stories leave their blocks (or the
    /// drawer), copies are created. Bumps the revision of the target rundown and of every rundown a
    /// story left. Returns the ids placed, in order (copies get new ids), and the rundowns changed.
    fn place_stories(
        &self,
        rundown: RundownId,
        target: BlockId,
        at: usize,
        stories: Vec<Placed>,
    ) -> impl Future<Output = Result<(Vec<StoryId>, Vec<RundownId>), StoreError>> + Send;
}

/// Which stories [`StoryTextStore::search_stories`] reads: those with an id above `after`, of
/// `rundowns` when given (the trash and the drawer included: a change of those rundowns), else of
/// every rundown (the search index's rebuild pages through them all).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StorySelection {
    /// Ids above this one.
    pub after: i64,
    /// Of these rundowns only.
    pub rundowns: Option<Vec<i64>>,
}

/// A story as the general search indexes it (docs/adr/0004-search.md, "Stories").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchStory {
    /// Its id.
    pub id: StoryId,
    /// Its slug.
    pub slug: String,
    /// Its text (empty when never written).
    pub text: StoryText,
    /// Its rundown's day.
    pub date: NaiveDate,
    /// Its rundown's program, or the program whose drawer holds it.
    pub program_id: ProgramId,
    /// Approved by the producer.
    pub approved: bool,
    /// Private to its owners.
    pub private: bool,
    /// In the trash.
    pub deleted: bool,
    /// Who first wrote its text (user id and login name), if anyone has.
    pub author: Option<(i64, String)>,
}

/// The texts of stories and their revisions (apart from the rundown's rows, so loading a rundown
/// never loads every script).
pub trait StoryTextStore: Send + Sync + 'static {
    /// The stories of `selection` with their texts, by id, at most `limit`.
    fn search_stories(
        &self,
        selection: StorySelection,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<SearchStory>, StoreError>> + Send;
    /// A story's text; the empty text when it has never been written.
    fn story_text(
        &self,
        story: StoryId,
    ) -> impl Future<Output = Result<StoryText, StoreError>> + Send;
    /// Saves a story's text and keeps it as the next revision (`revision.number` is assigned here);
    /// returns the revision number and the rundown's new revision (`rundown` None: a story in a
    /// drawer: no rundown changes, None).
    fn save_story_text(
        &self,
        rundown: Option<RundownId>,
        story: StoryId,
        revision: TextRevision,
    ) -> impl Future<Output = Result<(i32, Option<Revision>), StoreError>> + Send;
    /// A story's revisions, newest first.
    fn revisions(
        &self,
        story: StoryId,
    ) -> impl Future<Output = Result<Vec<TextRevision>, StoreError>> + Send;
}

/// Templates of programs.
pub trait TemplateStore: Send + Sync + 'static {
    /// Saves a template: `Duplicate` for a name the program already uses, unless `overwrite`, which
    /// replaces that template's blocks in place (same id).
    fn save_template(
        &self,
        program: ProgramId,
        name: &str,
        blocks: &[TemplateBlock],
        overwrite: bool,
    ) -> impl Future<Output = Result<TemplateId, StoreError>> + Send;
    /// A program's templates, by name.
    fn list_templates(
        &self,
        program: ProgramId,
    ) -> impl Future<Output = Result<Vec<TemplateRecord>, StoreError>> + Send;
    /// One template.
    fn template(
        &self,
        id: TemplateId,
    ) -> impl Future<Output = Result<Option<TemplateRecord>, StoreError>> + Send;
    /// Deletes a template; false when there was none.
    fn delete_template(
        &self,
        id: TemplateId,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
}

/// Rundown logs (web.md section 7, "logs").
pub trait LogStore: Send + Sync + 'static {
    /// Appends a log line.
    fn add_log(
        &self,
        rundown: RundownId,
        entry: LogEntry,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Takes what undoing log line `log` of `rundown` puts back, so it is undone once: `None` when
    /// it has nothing (any more).
    fn take_undo(
        &self,
        rundown: RundownId,
        log: i64,
    ) -> impl Future<Output = Result<Option<newsroom_domain::log::Undo>, StoreError>> + Send;
    /// A page of log lines, newest first, and how many match in all.
    fn list_logs(
        &self,
        rundown: RundownId,
        filter: LogFilter,
    ) -> impl Future<Output = Result<(Vec<LogEntry>, u64), StoreError>> + Send;
}

/// The trash of a rundown and the drawer of a program (web.md sections 3 and 7).
pub trait TrashStore: Send + Sync + 'static {
    /// Moves a story to the trash (it leaves the rundown; its text and revisions are kept).
    fn delete_story(
        &self,
        rundown: RundownId,
        id: StoryId,
        by: &str,
    ) -> impl Future<Output = Result<Revision, StoreError>> + Send;
    /// The rundown of a trashed story.
    fn trashed_story_rundown(
        &self,
        id: StoryId,
    ) -> impl Future<Output = Result<Option<RundownId>, StoreError>> + Send;
    /// The trashed stories of a rundown, newest first.
    fn trash(
        &self,
        rundown: RundownId,
    ) -> impl Future<Output = Result<Vec<TrashedStory>, StoreError>> + Send;
    /// Puts a trashed story back at the end of its block; returns its rundown and the new revision.
    fn restore_story(
        &self,
        id: StoryId,
    ) -> impl Future<Output = Result<(RundownId, Revision), StoreError>> + Send;
    /// Sends stories to the drawer of `program`: they leave their rundowns (display status cleared),
    /// keeping their text and revisions. Bumps each rundown left; returns them.
    fn send_to_drawer(
        &self,
        program: ProgramId,
        stories: &[StoryId],
        by: &str,
    ) -> impl Future<Output = Result<Vec<RundownId>, StoreError>> + Send;
    /// A program's drawer, newest first.
    fn drawer(
        &self,
        program: ProgramId,
    ) -> impl Future<Output = Result<Vec<DrawerStory>, StoreError>> + Send;
    /// One story of any drawer.
    fn drawer_story(
        &self,
        id: StoryId,
    ) -> impl Future<Output = Result<Option<DrawerStory>, StoreError>> + Send;
    /// Moves stories from the drawer to the trash of the rundown they came from.
    fn drawer_to_trash(
        &self,
        stories: &[StoryId],
        by: &str,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}
