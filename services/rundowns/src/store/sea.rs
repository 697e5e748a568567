//! The sea-orm implementation of [`RundownStore`].

use chrono::NaiveDate;
use newsroom_domain::display::{DisplayChange, DisplayStatus, Item};
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::items::{CgField, ItemKind, StoryItem};
use newsroom_domain::rundown::{
    Block, Parts, Presenter, Program, Rundown, Story, StoryInfo, StoryKind, StoryStatus,
};
use newsroom_domain::time::{Duration, TimeOfDay};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    AccessMode, ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, DbBackend, DbErr, EntityTrait, IsolationLevel, NotSet, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, SqlErr, TransactionTrait,
};

use super::entities::{
    blocks, program_presenters, programs, rundown_logs, rundowns, stories, story_items,
    story_revisions, story_texts, templates,
};
use super::{
    DrawerStory, LogEntry, LogFilter, NewBlock, NewProgram, NewStory, Placed, RundownHeader,
    RundownStore, StoreError, TemplateRecord, TrashedStory,
};
use super::{Revision, StoryText};
use newsroom_domain::template::TemplateBlock;

/// Programs and rundowns in a SQL database.
#[derive(Clone)]
pub struct SeaStore {
    db: DatabaseConnection,
}

fn db_err(e: DbErr) -> StoreError {
    match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(m)) => StoreError::Duplicate(m),
        _ => StoreError::Database(e),
    }
}

/// The row a value is read from, to name it when the value is corrupt.
#[derive(Debug, Clone, Copy)]
struct Row {
    table: &'static str,
    id: i64,
}

impl Row {
    fn corrupt(self, detail: impl Into<String>) -> StoreError {
        StoreError::Corrupt {
            table: self.table,
            id: self.id,
            detail: detail.into(),
        }
    }

    /// A time of day kept as seconds after midnight.
    fn time(self, column: &str, secs: i64) -> Result<TimeOfDay, StoreError> {
        u32::try_from(secs)
            .ok()
            .and_then(TimeOfDay::from_secs)
            .ok_or_else(|| self.corrupt(format!("{column}: {secs} is no time of day")))
    }

    /// A display status kept as its wire form.
    fn status(self, column: &str, raw: &str) -> Result<DisplayStatus, StoreError> {
        DisplayStatus::parse(raw)
            .ok_or_else(|| self.corrupt(format!("{column}: {raw:?} is no display status")))
    }

    /// A value parsed from its stored text.
    fn parse<T>(
        self,
        column: &str,
        raw: &str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Result<T, StoreError> {
        parse(raw).ok_or_else(|| self.corrupt(format!("{column}: {raw:?} is unknown")))
    }

    /// A value kept as JSON.
    fn json<T: serde::de::DeserializeOwned>(
        self,
        column: &str,
        raw: &str,
    ) -> Result<T, StoreError> {
        serde_json::from_str(raw).map_err(|e| self.corrupt(format!("{column}: {e}")))
    }

    /// A nullable column that must be set in this row.
    fn set<T>(self, column: &str, value: Option<T>) -> Result<T, StoreError> {
        value.ok_or_else(|| self.corrupt(format!("{column} is not set")))
    }
}

fn encode<T: serde::Serialize>(what: &'static str, value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|source| StoreError::Encode { what, source })
}

fn secs(d: Duration) -> i64 {
    d.as_secs()
}

fn dur(s: i64) -> Duration {
    Duration::from_secs(s)
}

fn tod_secs(t: TimeOfDay) -> i64 {
    i64::from(t.secs())
}

fn program_of(p: programs::Model) -> Result<Program, StoreError> {
    let row = Row {
        table: "programs",
        id: p.id,
    };
    Ok(Program {
        id: ProgramId::from_db(p.id),
        name: p.name,
        start: row.time("start_secs", p.start_secs)?,
        end: row.time("end_secs", p.end_secs)?,
        production: p.production_secs.map(dur),
        cg_device: p.cg_device_id,
    })
}

fn story_of(s: stories::Model) -> Result<Story, StoreError> {
    let row = Row {
        table: "stories",
        id: s.id,
    };
    Ok(Story {
        id: StoryId::from_db(s.id),
        block_id: BlockId::from_db(s.block_id),
        rundown_id: RundownId::from_db(s.rundown_id),
        slug: s.slug,
        page: s.page,
        estimated: dur(s.estimated_secs),
        parts: Parts {
            head: dur(s.head_secs),
            off: dur(s.off_secs),
            vt: dur(s.vt_secs),
            link: dur(s.link_secs),
        },
        manual_time: s.manual_secs.map(dur),
        ignore_duration: s.ignore_duration,
        approved: s.approved,
        stop_time: s.stop_secs.map(|t| row.time("stop_secs", t)).transpose()?,
        display_status: row.status("display_status", &s.display_status)?,
        private: s.private,
        position: s.position,
        info: StoryInfo {
            kind: row.parse("kind", &s.kind, StoryKind::parse)?,
            status: row.parse("status", &s.status, StoryStatus::parse)?,
            reporter: s.reporter,
            editor: s.editor,
            image_editor: s.image_editor,
            presenter: s.presenter,
        },
        items: vec![],
    })
}

/// A CG value as the `fields` column keeps it: JSON `[{"name", "value"}]`.
#[derive(serde::Serialize, serde::Deserialize)]
struct FieldRow {
    name: String,
    value: String,
}

fn item_of(m: story_items::Model) -> Result<StoryItem, StoreError> {
    let row = Row {
        table: "story_items",
        id: m.id,
    };
    let fields: Vec<FieldRow> = row.json("fields", &m.fields)?;
    Ok(StoryItem {
        id: m.id,
        kind: row.parse("kind", &m.kind, ItemKind::parse)?,
        device_id: m.device_id,
        object_id: m.object_id,
        slug: m.slug,
        duration_ms: m.duration_ms,
        ignore: m.ignore_duration,
        placeholder: m.placeholder,
        template_id: m.template_id,
        template_name: m.template_name,
        fields: fields
            .into_iter()
            .map(|f| CgField {
                name: f.name,
                value: f.value,
            })
            .collect(),
        mark_in_ms: m.mark_in_ms,
        mark_out_ms: m.mark_out_ms,
        timebase: u32::try_from(m.timebase)
            .map_err(|_| row.corrupt(format!("timebase: {} is negative", m.timebase)))?,
    })
}

/// The items of these stories, in order, by story id.
async fn items_of<C: ConnectionTrait>(
    db: &C,
    stories: &[i64],
) -> Result<std::collections::HashMap<i64, Vec<StoryItem>>, StoreError> {
    let mut out: std::collections::HashMap<i64, Vec<StoryItem>> = Default::default();
    for chunk in stories.chunks(500) {
        let rows = story_items::Entity::find()
            .filter(story_items::Column::StoryId.is_in(chunk.iter().copied()))
            .order_by_asc(story_items::Column::Position)
            .order_by_asc(story_items::Column::Id)
            .all(db)
            .await
            .map_err(db_err)?;
        for m in rows {
            out.entry(m.story_id).or_default().push(item_of(m)?);
        }
    }
    Ok(out)
}

/// Replaces the items of a story by `items` (ids kept; new items, id 0, get one).
async fn write_items<C: ConnectionTrait>(
    txn: &C,
    story: i64,
    items: &[StoryItem],
) -> Result<(), StoreError> {
    story_items::Entity::delete_many()
        .filter(story_items::Column::StoryId.eq(story))
        .exec(txn)
        .await
        .map_err(db_err)?;
    for (position, i) in items.iter().enumerate() {
        let fields: Vec<FieldRow> = i
            .fields
            .iter()
            .map(|f| FieldRow {
                name: f.name.clone(),
                value: f.value.clone(),
            })
            .collect();
        story_items::ActiveModel {
            id: if i.id > 0 { Set(i.id) } else { NotSet },
            story_id: Set(story),
            position: Set(position as i32),
            kind: Set(i.kind.as_str().to_owned()),
            device_id: Set(i.device_id),
            object_id: Set(i.object_id.clone()),
            slug: Set(i.slug.clone()),
            duration_ms: Set(i.duration_ms),
            ignore_duration: Set(i.ignore),
            placeholder: Set(i.placeholder),
            template_id: Set(i.template_id),
            template_name: Set(i.template_name.clone()),
            fields: Set(encode("a CG item's fields", &fields)?),
            mark_in_ms: Set(i.mark_in_ms),
            mark_out_ms: Set(i.mark_out_ms),
            timebase: Set(i.timebase as i32),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

fn drawer_of(m: stories::Model) -> Result<DrawerStory, StoreError> {
    let row = Row {
        table: "stories",
        id: m.id,
    };
    Ok(DrawerStory {
        program_id: ProgramId::from_db(row.set("drawer_program_id", m.drawer_program_id)?),
        sent_at: row.set("drawer_at", m.drawer_at.clone())?,
        sent_by: row.set("drawer_by", m.drawer_by.clone())?,
        story: story_of(m)?,
    })
}

fn trashed_of(m: stories::Model) -> Result<TrashedStory, StoreError> {
    let row = Row {
        table: "stories",
        id: m.id,
    };
    Ok(TrashedStory {
        deleted_at: row.set("deleted_at", m.deleted_at.clone())?,
        deleted_by: row.set("deleted_by", m.deleted_by.clone())?,
        story: story_of(m)?,
    })
}

/// A transaction that writes rundowns: every commit names the rundowns it changed, whose revisions it
/// increments in the same transaction (so an event and the saved state always agree).
struct Write {
    txn: DatabaseTransaction,
}

impl Write {
    /// Increments `rundown`'s revision, commits, and returns the new revision.
    async fn commit(self, rundown: RundownId) -> Result<i64, StoreError> {
        let rev = bump(&self.txn, rundown).await?;
        self.txn.commit().await.map_err(db_err)?;
        Ok(rev)
    }

    /// Increments the revision of each of `rundowns` and commits.
    async fn commit_all(self, rundowns: &[RundownId]) -> Result<(), StoreError> {
        for r in rundowns {
            bump(&self.txn, *r).await?;
        }
        self.txn.commit().await.map_err(db_err)
    }

    /// Commits a write that changes no rundown's content (a program's presenters, a new rundown at
    /// revision 1, a drawer story going to the trash).
    async fn commit_unchanged(self) -> Result<(), StoreError> {
        self.txn.commit().await.map_err(db_err)
    }
}

/// Increments the rundown's revision inside `txn` and returns it.
async fn bump<C: ConnectionTrait>(txn: &C, rundown: RundownId) -> Result<i64, StoreError> {
    let res = rundowns::Entity::update_many()
        .col_expr(
            rundowns::Column::Revision,
            Expr::col(rundowns::Column::Revision).add(1),
        )
        .filter(rundowns::Column::Id.eq(rundown.get()))
        .exec(txn)
        .await
        .map_err(db_err)?;
    if res.rows_affected == 0 {
        return Err(StoreError::NotFound);
    }
    rundowns::Entity::find_by_id(rundown.get())
        .one(txn)
        .await
        .map_err(db_err)?
        .map(|r| r.revision)
        .ok_or(StoreError::NotFound)
}

/// Rewrites the positions of `ids` as 0, 1, 2, ... (blocks of a rundown).
async fn renumber_blocks<C: ConnectionTrait>(txn: &C, ids: &[i64]) -> Result<(), StoreError> {
    for (i, id) in ids.iter().enumerate() {
        blocks::ActiveModel {
            id: Set(*id),
            position: Set(i as i32),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

/// Rewrites the positions of `ids` as 0, 1, 2, ... (stories of a block).
async fn renumber_stories<C: ConnectionTrait>(txn: &C, ids: &[i64]) -> Result<(), StoreError> {
    for (i, id) in ids.iter().enumerate() {
        stories::ActiveModel {
            id: Set(*id),
            position: Set(i as i32),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

async fn block_ids<C: ConnectionTrait>(
    txn: &C,
    rundown: RundownId,
) -> Result<Vec<blocks::Model>, StoreError> {
    blocks::Entity::find()
        .filter(blocks::Column::RundownId.eq(rundown.get()))
        .order_by_asc(blocks::Column::Position)
        .order_by_asc(blocks::Column::Id)
        .all(txn)
        .await
        .map_err(db_err)
}

async fn story_ids<C: ConnectionTrait>(txn: &C, block: i64) -> Result<Vec<i64>, StoreError> {
    Ok(stories::Entity::find()
        .filter(stories::Column::BlockId.eq(block))
        .filter(stories::Column::DeletedAt.is_null())
        .filter(stories::Column::DrawerProgramId.is_null())
        .order_by_asc(stories::Column::Position)
        .order_by_asc(stories::Column::Id)
        .all(txn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|s| s.id)
        .collect())
}

/// The columns of a story's content: every field of a [`Story`] but its key, place, trash and drawer
/// (the one mapping of a story to its row; [`story_of`] is the other way).
fn story_columns(s: &Story) -> stories::ActiveModel {
    stories::ActiveModel {
        slug: Set(s.slug.clone()),
        page: Set(s.page.clone()),
        estimated_secs: Set(secs(s.estimated)),
        head_secs: Set(secs(s.parts.head)),
        off_secs: Set(secs(s.parts.off)),
        vt_secs: Set(secs(s.parts.vt)),
        link_secs: Set(secs(s.parts.link)),
        manual_secs: Set(s.manual_time.map(secs)),
        ignore_duration: Set(s.ignore_duration),
        approved: Set(s.approved),
        stop_secs: Set(s.stop_time.map(tod_secs)),
        display_status: Set(s.display_status.as_str().to_owned()),
        private: Set(s.private),
        kind: Set(s.info.kind.as_str().to_owned()),
        status: Set(s.info.status.as_str().to_owned()),
        reporter: Set(s.info.reporter.clone()),
        editor: Set(s.info.editor.clone()),
        image_editor: Set(s.info.image_editor.clone()),
        presenter: Set(s.info.presenter.clone()),
        ..Default::default()
    }
}

/// A new story's row: its content at `position` of `block`, in no trash and no drawer.
fn story_row(s: &Story, block: i64, rundown: i64, position: i32) -> stories::ActiveModel {
    stories::ActiveModel {
        id: NotSet,
        block_id: Set(block),
        rundown_id: Set(rundown),
        position: Set(position),
        deleted_at: Set(None),
        deleted_by: Set(None),
        drawer_program_id: Set(None),
        drawer_at: Set(None),
        drawer_by: Set(None),
        ..story_columns(s)
    }
}

/// A new block's row at `position`, BLANK.
fn block_row(b: &NewBlock, rundown: RundownId, position: usize) -> blocks::ActiveModel {
    blocks::ActiveModel {
        id: NotSet,
        rundown_id: Set(rundown.get()),
        name: Set(b.name.clone()),
        stand_by: Set(b.stand_by),
        commercial_secs: Set(secs(b.commercial)),
        stop_secs: Set(None),
        position: Set(position as i32),
        display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
    }
}

/// Inserts blocks with their stories, in order, at positions 0, 1, 2, ...
async fn insert_blocks<C: ConnectionTrait>(
    txn: &C,
    rundown: RundownId,
    new_blocks: Vec<NewBlock>,
) -> Result<(), StoreError> {
    for (i, b) in new_blocks.into_iter().enumerate() {
        let block = block_row(&b, rundown, i)
            .insert(txn)
            .await
            .map_err(db_err)?;
        for (p, s) in b.stories.into_iter().enumerate() {
            story_row(&s, block.id, rundown.get(), p as i32)
                .insert(txn)
                .await
                .map_err(db_err)?;
        }
    }
    Ok(())
}

fn template_of(t: templates::Model) -> Result<TemplateRecord, StoreError> {
    let blocks = Row {
        table: "templates",
        id: t.id,
    }
    .json("content", &t.content)?;
    Ok(TemplateRecord {
        id: t.id,
        program_id: ProgramId::from_db(t.program_id),
        name: t.name,
        blocks,
    })
}

/// A whole rundown read through `db` (one transaction, so that the reads agree).
async fn load_rundown<C: ConnectionTrait>(
    db: &C,
    id: RundownId,
) -> Result<Option<Rundown>, StoreError> {
    let Some(r) = rundowns::Entity::find_by_id(id.get())
        .one(db)
        .await
        .map_err(db_err)?
    else {
        return Ok(None);
    };
    let program = programs::Entity::find_by_id(r.program_id)
        .one(db)
        .await
        .map_err(db_err)?;
    let mut all_stories = stories::Entity::find()
        .filter(stories::Column::RundownId.eq(r.id))
        .filter(stories::Column::DeletedAt.is_null())
        .filter(stories::Column::DrawerProgramId.is_null())
        .order_by_asc(stories::Column::Position)
        .order_by_asc(stories::Column::Id)
        .all(db)
        .await
        .map_err(db_err)?;
    let ids: Vec<i64> = all_stories.iter().map(|s| s.id).collect();
    let mut items = items_of(db, &ids).await?;
    let mut blocks = Vec::new();
    for b in block_ids(db, id).await? {
        let block_row = Row {
            table: "blocks",
            id: b.id,
        };
        let (mine, rest): (Vec<_>, Vec<_>) =
            all_stories.drain(..).partition(|s| s.block_id == b.id);
        all_stories = rest;
        let mut stories = Vec::with_capacity(mine.len());
        for m in mine {
            let id = m.id;
            let mut s = story_of(m)?;
            // A story without items has no row in `story_items`.
            s.items = items.remove(&id).unwrap_or_default();
            stories.push(s);
        }
        blocks.push(Block {
            id: BlockId::from_db(b.id),
            rundown_id: id,
            name: b.name,
            stand_by: b.stand_by,
            commercial: dur(b.commercial_secs),
            stop_time: b
                .stop_secs
                .map(|t| block_row.time("stop_secs", t))
                .transpose()?,
            display_status: block_row.status("display_status", &b.display_status)?,
            position: b.position,
            stories,
        });
    }
    let row = Row {
        table: "rundowns",
        id: r.id,
    };
    let date = NaiveDate::parse_from_str(&r.date, "%Y-%m-%d")
        .map_err(|e| row.corrupt(format!("date: {e}")))?;
    let program = row.set("program_id (no such program)", program)?;
    Ok(Some(Rundown {
        id,
        program_id: ProgramId::from_db(r.program_id),
        program_name: program.name,
        date,
        start: row.time("start_secs", r.start_secs)?,
        end: row.time("end_secs", r.end_secs)?,
        production: r.production_secs.map(dur),
        device_integration: r.device_integration,
        display_status: row.status("display_status", &r.display_status)?,
        revision: r.revision,
        blocks,
    }))
}

impl SeaStore {
    /// Wraps a connection.
    pub fn new(db: DatabaseConnection) -> Self {
        SeaStore { db }
    }

    /// Brings the schema up to date.
    ///
    /// # Errors
    /// When a migration fails.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        newsroom_platform::migrate(&self.db, "rundowns", super::migrations::ALL).await
    }

    /// Begins a write; see [`Write`].
    async fn write(&self) -> Result<Write, StoreError> {
        Ok(Write {
            txn: self.db.begin().await.map_err(db_err)?,
        })
    }

    /// A read-only transaction that sees one snapshot of the database: REPEATABLE READ on
    /// PostgreSQL; on SQLite every transaction already reads one snapshot.
    async fn read_txn(&self) -> Result<DatabaseTransaction, StoreError> {
        match self.db.get_database_backend() {
            DbBackend::Postgres => self
                .db
                .begin_with_config(
                    Some(IsolationLevel::RepeatableRead),
                    Some(AccessMode::ReadOnly),
                )
                .await
                .map_err(db_err),
            _ => self.db.begin().await.map_err(db_err),
        }
    }
}

impl RundownStore for SeaStore {
    async fn list_programs(&self) -> Result<Vec<Program>, StoreError> {
        programs::Entity::find()
            .order_by_asc(programs::Column::Id)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(program_of)
            .collect()
    }

    async fn program(&self, id: ProgramId) -> Result<Option<Program>, StoreError> {
        programs::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(program_of)
            .transpose()
    }

    async fn presenters(&self, program: ProgramId) -> Result<Vec<Presenter>, StoreError> {
        program_presenters::Entity::find()
            .filter(program_presenters::Column::ProgramId.eq(program.get()))
            .order_by_asc(program_presenters::Column::Position)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|p| {
                Ok(Presenter {
                    words_per_minute: u32::try_from(p.words_per_minute).map_err(|_| {
                        Row {
                            table: "program_presenters",
                            id: p.program_id,
                        }
                        .corrupt(format!("words_per_minute: {}", p.words_per_minute))
                    })?,
                    name: p.name,
                })
            })
            .collect()
    }

    async fn set_presenters(
        &self,
        program: ProgramId,
        presenters: &[Presenter],
    ) -> Result<(), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        program_presenters::Entity::delete_many()
            .filter(program_presenters::Column::ProgramId.eq(program.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        for (i, p) in presenters.iter().enumerate() {
            program_presenters::ActiveModel {
                program_id: Set(program.get()),
                position: Set(i as i32),
                name: Set(p.name.clone()),
                words_per_minute: Set(p.words_per_minute as i32),
            }
            .insert(txn)
            .await
            .map_err(db_err)?;
        }
        w.commit_unchanged().await
    }

    async fn set_program_cg(
        &self,
        program: ProgramId,
        device: Option<i64>,
    ) -> Result<(), StoreError> {
        programs::Entity::update_many()
            .col_expr(programs::Column::CgDeviceId, Expr::value(device))
            .filter(programs::Column::Id.eq(program.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(())
    }

    async fn create_program(&self, p: NewProgram) -> Result<ProgramId, StoreError> {
        let m = programs::ActiveModel {
            id: NotSet,
            name: Set(p.name),
            start_secs: Set(tod_secs(p.start)),
            end_secs: Set(tod_secs(p.end)),
            production_secs: Set(p.production.map(secs)),
            cg_device_id: Set(None),
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(ProgramId::from_db(m.id))
    }

    async fn find_rundown(
        &self,
        program: ProgramId,
        date: NaiveDate,
    ) -> Result<Option<RundownId>, StoreError> {
        Ok(rundowns::Entity::find()
            .filter(rundowns::Column::ProgramId.eq(program.get()))
            .filter(rundowns::Column::Date.eq(date.format("%Y-%m-%d").to_string()))
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|r| RundownId::from_db(r.id)))
    }

    async fn load_rundown(&self, id: RundownId) -> Result<Option<Rundown>, StoreError> {
        // One snapshot for the header, blocks, stories and items: read apart, a write landing between
        // two reads would give a rundown whose header and stories disagree.
        let txn = self.read_txn().await?;
        let rundown = load_rundown(&txn, id).await?;
        txn.commit().await.map_err(db_err)?;
        Ok(rundown)
    }

    async fn block_rundown(&self, id: BlockId) -> Result<Option<RundownId>, StoreError> {
        Ok(blocks::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|b| RundownId::from_db(b.rundown_id)))
    }

    async fn story_rundown(&self, id: StoryId) -> Result<Option<RundownId>, StoreError> {
        Ok(stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DeletedAt.is_null())
            .filter(stories::Column::DrawerProgramId.is_null())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|s| RundownId::from_db(s.rundown_id)))
    }

    async fn create_rundown(
        &self,
        program: &Program,
        date: NaiveDate,
        new_blocks: Vec<NewBlock>,
    ) -> Result<RundownId, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let r = rundowns::ActiveModel {
            id: NotSet,
            program_id: Set(program.id.get()),
            date: Set(date.format("%Y-%m-%d").to_string()),
            start_secs: Set(tod_secs(program.start)),
            end_secs: Set(tod_secs(program.end)),
            production_secs: Set(program.production.map(secs)),
            device_integration: Set(false),
            displayed: Set(false),
            revision: Set(1),
            display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
        insert_blocks(txn, RundownId::from_db(r.id), new_blocks).await?;
        w.commit_unchanged().await?;
        Ok(RundownId::from_db(r.id))
    }

    async fn replace_blocks(
        &self,
        rundown: RundownId,
        new_blocks: Vec<NewBlock>,
    ) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::Entity::delete_many()
            .filter(stories::Column::RundownId.eq(rundown.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        blocks::Entity::delete_many()
            .filter(blocks::Column::RundownId.eq(rundown.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        insert_blocks(txn, rundown, new_blocks).await?;
        w.commit(rundown).await
    }

    async fn set_pages(
        &self,
        rundown: RundownId,
        pages: &[(StoryId, String)],
    ) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        for (id, page) in pages {
            stories::ActiveModel {
                id: Set(id.get()),
                page: Set(page.clone()),
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(db_err)?;
        }
        w.commit(rundown).await
    }

    async fn save_template(
        &self,
        program: ProgramId,
        name: &str,
        blocks: &[TemplateBlock],
    ) -> Result<i64, StoreError> {
        let content = encode("a template's blocks", &blocks)?;
        let m = templates::ActiveModel {
            id: NotSet,
            program_id: Set(program.get()),
            name: Set(name.to_owned()),
            content: Set(content),
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(m.id)
    }

    async fn list_templates(&self, program: ProgramId) -> Result<Vec<TemplateRecord>, StoreError> {
        templates::Entity::find()
            .filter(templates::Column::ProgramId.eq(program.get()))
            .order_by_asc(templates::Column::Name)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(template_of)
            .collect()
    }

    async fn template(&self, id: i64) -> Result<Option<TemplateRecord>, StoreError> {
        templates::Entity::find_by_id(id)
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(template_of)
            .transpose()
    }

    async fn delete_template(&self, id: i64) -> Result<bool, StoreError> {
        Ok(templates::Entity::delete_by_id(id)
            .exec(&self.db)
            .await
            .map_err(db_err)?
            .rows_affected
            > 0)
    }

    async fn story_text(&self, story: StoryId) -> Result<StoryText, StoreError> {
        let Some(t) = story_texts::Entity::find_by_id(story.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
        else {
            return Ok(StoryText::default());
        };
        Ok(StoryText {
            script: Row {
                table: "story_texts",
                id: t.story_id,
            }
            .json("script", &t.script)?,
            footnote: t.footnote,
            cue_in: t.cue_in,
            cue_out: t.cue_out,
        })
    }

    async fn save_story_text(
        &self,
        rundown: Option<RundownId>,
        story: StoryId,
        rev: Revision,
    ) -> Result<(i32, i64), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let script = encode("a script", &rev.text.script)?;
        let row = story_texts::ActiveModel {
            story_id: Set(story.get()),
            script: Set(script.clone()),
            footnote: Set(rev.text.footnote.clone()),
            cue_in: Set(rev.text.cue_in.clone()),
            cue_out: Set(rev.text.cue_out.clone()),
        };
        if story_texts::Entity::find_by_id(story.get())
            .one(txn)
            .await
            .map_err(db_err)?
            .is_some()
        {
            row.update(txn).await.map_err(db_err)?;
        } else {
            row.insert(txn).await.map_err(db_err)?;
        }
        let last = story_revisions::Entity::find()
            .filter(story_revisions::Column::StoryId.eq(story.get()))
            .order_by_desc(story_revisions::Column::Number)
            .one(txn)
            .await
            .map_err(db_err)?
            .map_or(0, |r| r.number);
        story_revisions::ActiveModel {
            id: NotSet,
            story_id: Set(story.get()),
            number: Set(last + 1),
            at: Set(rev.at),
            user_id: Set(rev.user_id),
            nickname: Set(rev.nickname),
            slug: Set(rev.slug),
            script: Set(script),
            footnote: Set(rev.text.footnote),
            cue_in: Set(rev.text.cue_in),
            cue_out: Set(rev.text.cue_out),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
        let revision = match rundown {
            Some(r) => w.commit(r).await?,
            None => w.commit_unchanged().await.map(|()| 0)?,
        };
        Ok((last + 1, revision))
    }

    async fn revisions(&self, story: StoryId) -> Result<Vec<Revision>, StoreError> {
        story_revisions::Entity::find()
            .filter(story_revisions::Column::StoryId.eq(story.get()))
            .order_by_desc(story_revisions::Column::Number)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|r| {
                Ok(Revision {
                    number: r.number,
                    at: r.at,
                    user_id: r.user_id,
                    nickname: r.nickname,
                    slug: r.slug,
                    text: StoryText {
                        script: Row {
                            table: "story_revisions",
                            id: r.id,
                        }
                        .json("script", &r.script)?,
                        footnote: r.footnote,
                        cue_in: r.cue_in,
                        cue_out: r.cue_out,
                    },
                })
            })
            .collect()
    }

    async fn update_rundown(&self, id: RundownId, h: RundownHeader) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        rundowns::ActiveModel {
            id: Set(id.get()),
            date: Set(h.date.format("%Y-%m-%d").to_string()),
            start_secs: Set(tod_secs(h.start)),
            end_secs: Set(tod_secs(h.end)),
            production_secs: Set(h.production.map(secs)),
            device_integration: Set(h.device_integration),
            displayed: Set(h.display_status == DisplayStatus::Stop),
            display_status: Set(h.display_status.as_str().to_owned()),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        w.commit(id).await
    }

    async fn insert_block(
        &self,
        rundown: RundownId,
        b: NewBlock,
    ) -> Result<(BlockId, i64), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let existing = block_ids(txn, rundown).await?;
        let m = block_row(&b, rundown, existing.len())
            .insert(txn)
            .await
            .map_err(db_err)?;
        // The new block goes before the standby block(s), which stay last.
        let mut order: Vec<i64> = existing
            .iter()
            .filter(|x| !x.stand_by)
            .map(|x| x.id)
            .collect();
        order.push(m.id);
        order.extend(existing.iter().filter(|x| x.stand_by).map(|x| x.id));
        renumber_blocks(txn, &order).await?;
        let rev = w.commit(rundown).await?;
        Ok((BlockId::from_db(m.id), rev))
    }

    async fn update_block(&self, b: &Block) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        blocks::ActiveModel {
            id: Set(b.id.get()),
            name: Set(b.name.clone()),
            commercial_secs: Set(secs(b.commercial)),
            stop_secs: Set(b.stop_time.map(tod_secs)),
            display_status: Set(b.display_status.as_str().to_owned()),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        w.commit(b.rundown_id).await
    }

    async fn delete_block(&self, rundown: RundownId, id: BlockId) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        // Stories in a drawer outlive the block they came from: they now come from the standby block.
        if let Some(standby) = block_ids(txn, rundown)
            .await?
            .into_iter()
            .find(|b| b.stand_by && b.id != id.get())
        {
            stories::Entity::update_many()
                .col_expr(stories::Column::BlockId, Expr::value(standby.id))
                .filter(stories::Column::BlockId.eq(id.get()))
                .filter(stories::Column::DrawerProgramId.is_not_null())
                .exec(txn)
                .await
                .map_err(db_err)?;
        }
        stories::Entity::delete_many()
            .filter(stories::Column::BlockId.eq(id.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        let res = blocks::Entity::delete_by_id(id.get())
            .exec(txn)
            .await
            .map_err(db_err)?;
        if res.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        let order: Vec<i64> = block_ids(txn, rundown)
            .await?
            .into_iter()
            .map(|b| b.id)
            .collect();
        renumber_blocks(txn, &order).await?;
        w.commit(rundown).await
    }

    async fn order_blocks(&self, rundown: RundownId, ids: &[BlockId]) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let raw: Vec<i64> = ids.iter().map(|b| b.get()).collect();
        renumber_blocks(txn, &raw).await?;
        w.commit(rundown).await
    }

    async fn insert_story(
        &self,
        rundown: RundownId,
        block: BlockId,
        n: NewStory,
    ) -> Result<(StoryId, i64), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let mut order = story_ids(txn, block.get()).await?;
        let m = story_row(&n.story, block.get(), rundown.get(), order.len() as i32)
            .insert(txn)
            .await
            .map_err(db_err)?;
        if !n.story.items.is_empty() {
            write_items(txn, m.id, &n.story.items).await?;
        }
        let at = n
            .position
            .map_or(order.len(), |p| (Ord::max(p, 0) as usize).min(order.len()));
        order.insert(at, m.id);
        renumber_stories(txn, &order).await?;
        let rev = w.commit(rundown).await?;
        Ok((StoryId::from_db(m.id), rev))
    }

    async fn update_story(&self, s: &Story) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::ActiveModel {
            id: Set(s.id.get()),
            ..story_columns(s)
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        w.commit(s.rundown_id).await
    }

    async fn save_items(&self, s: &Story) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::ActiveModel {
            id: Set(s.id.get()),
            vt_secs: Set(secs(s.parts.vt)),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        write_items(txn, s.id.get(), &s.items).await?;
        w.commit(s.rundown_id).await
    }

    async fn move_story(
        &self,
        rundown: RundownId,
        story: StoryId,
        target: BlockId,
        orders: &[(BlockId, Vec<StoryId>)],
    ) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::ActiveModel {
            id: Set(story.get()),
            block_id: Set(target.get()),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        for (_, order) in orders {
            let raw: Vec<i64> = order.iter().map(|s| s.get()).collect();
            renumber_stories(txn, &raw).await?;
        }
        w.commit(rundown).await
    }

    async fn apply_display(
        &self,
        rundown: RundownId,
        change: &DisplayChange,
        rundown_status: Option<DisplayStatus>,
    ) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        for (item, st, stop) in change {
            let (status, stop) = (Set(st.as_str().to_owned()), Set(stop.map(tod_secs)));
            match item {
                Item::Story(id) => {
                    stories::ActiveModel {
                        id: Set(id.get()),
                        display_status: status,
                        stop_secs: stop,
                        ..Default::default()
                    }
                    .update(txn)
                    .await
                    .map_err(db_err)?;
                }
                Item::Break(id) => {
                    blocks::ActiveModel {
                        id: Set(id.get()),
                        display_status: status,
                        stop_secs: stop,
                        ..Default::default()
                    }
                    .update(txn)
                    .await
                    .map_err(db_err)?;
                }
            }
        }
        if let Some(st) = rundown_status {
            rundowns::ActiveModel {
                id: Set(rundown.get()),
                display_status: Set(st.as_str().to_owned()),
                displayed: Set(st == DisplayStatus::Stop),
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(db_err)?;
        }
        w.commit(rundown).await
    }

    async fn set_approved(
        &self,
        rundown: RundownId,
        ids: &[StoryId],
        approved: bool,
    ) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let raw: Vec<i64> = ids.iter().map(|s| s.get()).collect();
        stories::Entity::update_many()
            .col_expr(stories::Column::Approved, Expr::value(approved))
            .filter(stories::Column::Id.is_in(raw))
            .filter(stories::Column::RundownId.eq(rundown.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        w.commit(rundown).await
    }

    async fn add_log(&self, rundown: RundownId, e: LogEntry) -> Result<(), StoreError> {
        rundown_logs::ActiveModel {
            id: NotSet,
            rundown_id: Set(rundown.get()),
            at: Set(e.at),
            user_id: Set(e.user_id),
            nickname: Set(e.nickname),
            action: Set(e.action),
            description: Set(e.description),
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(())
    }

    async fn list_logs(
        &self,
        rundown: RundownId,
        f: LogFilter,
    ) -> Result<(Vec<LogEntry>, u64), StoreError> {
        let mut q =
            rundown_logs::Entity::find().filter(rundown_logs::Column::RundownId.eq(rundown.get()));
        if !f.description.trim().is_empty() {
            let needle = format!("%{}%", f.description.trim().to_lowercase());
            q = q.filter(ExprTrait::like(
                Expr::expr(Func::lower(Expr::col(rundown_logs::Column::Description))),
                needle,
            ));
        }
        if !f.actions.is_empty() {
            q = q.filter(rundown_logs::Column::Action.is_in(f.actions));
        }
        let total = q.clone().count(&self.db).await.map_err(db_err)?;
        let rows = q
            .order_by_desc(rundown_logs::Column::Id)
            .offset(f.page * f.size)
            .limit(f.size)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        Ok((
            rows.into_iter()
                .map(|r| LogEntry {
                    id: r.id,
                    at: r.at,
                    user_id: r.user_id,
                    nickname: r.nickname,
                    action: r.action,
                    description: r.description,
                })
                .collect(),
            total,
        ))
    }

    async fn delete_story(
        &self,
        rundown: RundownId,
        id: StoryId,
        by: &str,
    ) -> Result<i64, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let Some(s) = stories::Entity::find_by_id(id.get())
            .one(txn)
            .await
            .map_err(db_err)?
        else {
            return Err(StoreError::NotFound);
        };
        // To the trash: kept with its text and revisions until restored (or its block is deleted).
        stories::ActiveModel {
            id: Set(id.get()),
            deleted_at: Set(Some(
                chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            )),
            deleted_by: Set(Some(by.to_owned())),
            position: Set(-1),
            display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
            stop_secs: Set(None),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        let order = story_ids(txn, s.block_id).await?;
        renumber_stories(txn, &order).await?;
        w.commit(rundown).await
    }

    async fn trashed_story_rundown(&self, id: StoryId) -> Result<Option<RundownId>, StoreError> {
        Ok(stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DeletedAt.is_not_null())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|s| RundownId::from_db(s.rundown_id)))
    }

    async fn trash(&self, rundown: RundownId) -> Result<Vec<TrashedStory>, StoreError> {
        stories::Entity::find()
            .filter(stories::Column::RundownId.eq(rundown.get()))
            .filter(stories::Column::DeletedAt.is_not_null())
            .order_by_desc(stories::Column::DeletedAt)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(trashed_of)
            .collect()
    }

    async fn place_stories(
        &self,
        rundown: RundownId,
        target: BlockId,
        at: usize,
        placed: Vec<Placed>,
    ) -> Result<(Vec<StoryId>, Vec<RundownId>), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let mut ids = Vec::with_capacity(placed.len());
        let mut left_blocks: Vec<i64> = Vec::new();
        let mut changed = vec![rundown];
        for p in placed {
            match p {
                Placed::Move(s) => {
                    let Some(row) = stories::Entity::find_by_id(s.id.get())
                        .filter(stories::Column::DeletedAt.is_null())
                        .one(txn)
                        .await
                        .map_err(db_err)?
                    else {
                        return Err(StoreError::NotFound);
                    };
                    if row.drawer_program_id.is_none() {
                        if row.block_id != target.get() {
                            left_blocks.push(row.block_id);
                        }
                        let from = RundownId::from_db(row.rundown_id);
                        if !changed.contains(&from) {
                            changed.push(from);
                        }
                    }
                    stories::ActiveModel {
                        id: Set(s.id.get()),
                        block_id: Set(target.get()),
                        rundown_id: Set(rundown.get()),
                        display_status: Set(s.display_status.as_str().to_owned()),
                        stop_secs: Set(s.stop_time.map(tod_secs)),
                        drawer_program_id: Set(None),
                        drawer_at: Set(None),
                        drawer_by: Set(None),
                        ..Default::default()
                    }
                    .update(txn)
                    .await
                    .map_err(db_err)?;
                    ids.push(s.id.get());
                }
                Placed::Copy { from, story } => {
                    let items: Vec<StoryItem> = items_of(txn, &[from.get()])
                        .await?
                        .remove(&from.get())
                        .unwrap_or_default()
                        .into_iter()
                        .map(|i| StoryItem { id: 0, ..i })
                        .collect();
                    let m = story_row(&story, target.get(), rundown.get(), -1)
                        .insert(txn)
                        .await
                        .map_err(db_err)?;
                    write_items(txn, m.id, &items).await?;
                    if let Some(t) = story_texts::Entity::find_by_id(from.get())
                        .one(txn)
                        .await
                        .map_err(db_err)?
                    {
                        story_texts::ActiveModel {
                            story_id: Set(m.id),
                            script: Set(t.script),
                            footnote: Set(t.footnote),
                            cue_in: Set(t.cue_in),
                            cue_out: Set(t.cue_out),
                        }
                        .insert(txn)
                        .await
                        .map_err(db_err)?;
                    }
                    ids.push(m.id);
                }
            }
        }
        left_blocks.sort_unstable();
        left_blocks.dedup();
        for b in left_blocks {
            let order = story_ids(txn, b).await?;
            renumber_stories(txn, &order).await?;
        }
        let mut order: Vec<i64> = story_ids(txn, target.get())
            .await?
            .into_iter()
            .filter(|s| !ids.contains(s))
            .collect();
        let at = at.min(order.len());
        order.splice(at..at, ids.iter().copied());
        renumber_stories(txn, &order).await?;
        w.commit_all(&changed).await?;
        Ok((ids.into_iter().map(StoryId::from_db).collect(), changed))
    }

    async fn send_to_drawer(
        &self,
        program: ProgramId,
        ids: &[StoryId],
        by: &str,
    ) -> Result<Vec<RundownId>, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        let (mut blocks, mut changed) = (Vec::new(), Vec::new());
        for id in ids {
            let Some(row) = stories::Entity::find_by_id(id.get())
                .filter(stories::Column::DeletedAt.is_null())
                .filter(stories::Column::DrawerProgramId.is_null())
                .one(txn)
                .await
                .map_err(db_err)?
            else {
                return Err(StoreError::NotFound);
            };
            stories::ActiveModel {
                id: Set(id.get()),
                drawer_program_id: Set(Some(program.get())),
                drawer_at: Set(Some(now.clone())),
                drawer_by: Set(Some(by.to_owned())),
                position: Set(-1),
                display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
                stop_secs: Set(None),
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(db_err)?;
            if !blocks.contains(&row.block_id) {
                blocks.push(row.block_id);
            }
            let r = RundownId::from_db(row.rundown_id);
            if !changed.contains(&r) {
                changed.push(r);
            }
        }
        for b in blocks {
            let order = story_ids(txn, b).await?;
            renumber_stories(txn, &order).await?;
        }
        w.commit_all(&changed).await?;
        Ok(changed)
    }

    async fn drawer(&self, program: ProgramId) -> Result<Vec<DrawerStory>, StoreError> {
        stories::Entity::find()
            .filter(stories::Column::DrawerProgramId.eq(program.get()))
            .filter(stories::Column::DeletedAt.is_null())
            .order_by_desc(stories::Column::DrawerAt)
            .order_by_desc(stories::Column::Id)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(drawer_of)
            .collect()
    }

    async fn drawer_story(&self, id: StoryId) -> Result<Option<DrawerStory>, StoreError> {
        stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DrawerProgramId.is_not_null())
            .filter(stories::Column::DeletedAt.is_null())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(drawer_of)
            .transpose()
    }

    async fn drawer_to_trash(&self, ids: &[StoryId], by: &str) -> Result<(), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        for id in ids {
            let res = stories::Entity::update_many()
                .col_expr(stories::Column::DrawerProgramId, Expr::value(None::<i64>))
                .col_expr(stories::Column::DrawerAt, Expr::value(None::<String>))
                .col_expr(stories::Column::DrawerBy, Expr::value(None::<String>))
                .col_expr(stories::Column::DeletedAt, Expr::value(now.clone()))
                .col_expr(stories::Column::DeletedBy, Expr::value(by.to_owned()))
                .filter(stories::Column::Id.eq(id.get()))
                .filter(stories::Column::DrawerProgramId.is_not_null())
                .filter(stories::Column::DeletedAt.is_null())
                .exec(txn)
                .await
                .map_err(db_err)?;
            if res.rows_affected == 0 {
                return Err(StoreError::NotFound);
            }
        }
        w.commit_unchanged().await
    }

    async fn restore_story(&self, id: StoryId) -> Result<(RundownId, i64), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let s = stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DeletedAt.is_not_null())
            .one(txn)
            .await
            .map_err(db_err)?
            .ok_or(StoreError::NotFound)?;
        let mut order = story_ids(txn, s.block_id).await?;
        stories::ActiveModel {
            id: Set(id.get()),
            deleted_at: Set(None),
            deleted_by: Set(None),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        order.push(id.get());
        renumber_stories(txn, &order).await?;
        let rundown = RundownId::from_db(s.rundown_id);
        let rev = w.commit(rundown).await?;
        Ok((rundown, rev))
    }
}
