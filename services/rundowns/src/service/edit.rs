//! Rundowns, blocks and stories: create, field patches, moves and deletes (web.md sections 4, 5, 7).

use chrono::NaiveDate;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId, TemplateId};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{
    BlockName, BlockPatch, MoveError, Presenter, Program, ReorderError, RundownPatch, Slug, Story,
    StoryPatch, StorySource,
};
use newsroom_domain::script::{DEFAULT_WORDS_PER_MINUTE, Script};
use newsroom_domain::time::Duration;
use newsroom_domain::{FieldCode, FieldError};

use super::templates::new_blocks;
use super::{Actor, Change, Existence, Log, Result, RundownError, RundownService, Snapshot};
use crate::store::{
    NewBlock, NewProgram, NewStory, RundownHeader, Store, StoreError, StoryText, TextRevision,
};

/// What a story made from a document starts with (web.md section 7, "Stories: ... create from
/// assignments, news and reportages"): the link back, the script the document's kind writes, and
/// the package's estimated length.
#[derive(Debug, Clone)]
pub struct StoryOrigin {
    /// The document.
    pub source: StorySource,
    /// Its script, already checked.
    pub script: Script,
    /// Estimated VT (a reportage's reporter voice); zero for none.
    pub vt: Duration,
    /// Its graphics, the story's first items (checked as [`RundownService::add_item`] checks one).
    pub items: Vec<newsroom_domain::items::StoryItem>,
}

/// A value as the log shows it: at most 80 characters, `null` for none.
fn shown(value: impl std::fmt::Display) -> String {
    value.to_string().chars().take(80).collect()
}

fn shown_opt<T: std::fmt::Display>(value: &Option<T>) -> String {
    value.as_ref().map_or_else(|| "null".to_owned(), shown)
}

/// The wire name of a rundown patch's field and its value, for the log.
fn describe_rundown(p: &RundownPatch) -> (&'static str, String) {
    match p {
        RundownPatch::Start(v) => ("start", shown(v)),
        RundownPatch::End(v) => ("end", shown(v)),
        RundownPatch::Production(v) => ("production", shown_opt(v)),
        RundownPatch::Date(v) => ("date", shown(v)),
        RundownPatch::DeviceIntegration(v) => ("deviceIntegration", shown(v)),
    }
}

/// The wire name of a block patch's field and its value, for the log.
fn describe_block(p: &BlockPatch) -> (&'static str, String) {
    match p {
        BlockPatch::Name(v) => ("name", shown(v.as_str())),
        BlockPatch::Commercial(v) => ("commercial", shown(v)),
        BlockPatch::StopTime(v) => ("stopTime", shown_opt(v)),
    }
}

/// The wire name of a story patch's field and its value, for the log.
fn describe_story(p: &StoryPatch) -> (&'static str, String) {
    match p {
        StoryPatch::Slug(v) => ("slug", shown(v.as_str())),
        StoryPatch::Page(v) => ("page", shown(v.as_str())),
        StoryPatch::Estimated(v) => ("estimated", shown(v)),
        StoryPatch::Head(v) => ("head", shown(v)),
        StoryPatch::Off(v) => ("off", shown(v)),
        StoryPatch::Vt(v) => ("vt", shown(v)),
        StoryPatch::Link(v) => ("link", shown(v)),
        StoryPatch::ManualTime(v) => ("manualTime", shown_opt(v)),
        StoryPatch::IgnoreDuration(v) => ("ignoreDuration", shown(v)),
        StoryPatch::Approved(v) => ("approved", shown(v)),
        StoryPatch::StopTime(v) => ("stopTime", shown_opt(v)),
        StoryPatch::Private(v) => ("private", shown(v)),
        StoryPatch::Kind(v) => ("type", shown(v.as_str())),
        StoryPatch::Status(v) => ("status", shown(v.as_str())),
        StoryPatch::Reporter(v) => ("reporter", shown_opt(v)),
        StoryPatch::Editor(v) => ("editor", shown_opt(v)),
        StoryPatch::ImageEditor(v) => ("imageEditor", shown_opt(v)),
        StoryPatch::Presenter(v) => ("presenter", shown_opt(v)),
        StoryPatch::Company(v) => ("company", shown_opt(v)),
    }
}

impl<S: Store> RundownService<S> {
    pub(super) async fn rundown_of_block(&self, id: BlockId) -> Result<RundownId> {
        self.store
            .block_rundown(id)
            .await?
            .ok_or(RundownError::NotFound)
    }

    pub(super) async fn rundown_of_story(&self, id: StoryId) -> Result<RundownId> {
        self.store
            .story_rundown(id)
            .await?
            .ok_or(RundownError::NotFound)
    }

    /// The programs the caller may see (every one for calls of the system), active ones only
    /// unless `include_inactive`.
    pub async fn list_programs(&self, include_inactive: bool) -> Result<Vec<Program>> {
        let caller = newsroom_proto::caller::current();
        Ok(self
            .store
            .list_programs()
            .await?
            .into_iter()
            .filter(|p| include_inactive || p.settings.active)
            .filter(|p| {
                caller
                    .as_ref()
                    .is_none_or(|c| c.may_see(&p.settings.allowed_groups))
            })
            .collect())
    }

    /// One program the caller may see.
    ///
    /// # Errors
    /// [`RundownError::NotFound`], [`RundownError::Forbidden`].
    pub async fn program(&self, id: ProgramId) -> Result<Program> {
        self.visible_program(id).await
    }

    /// A program's staff by name (the auth service names them); `Forbidden` as [`Self::program`].
    pub async fn program_staff(&self, id: ProgramId) -> Result<crate::people::Staff> {
        let p = self.visible_program(id).await?;
        let mut staff = self.staff_of(std::slice::from_ref(&p)).await?;
        Ok(staff.pop().unwrap_or_default())
    }

    /// The staff of each of `programs`, in their order, asked of the auth service in one call.
    pub async fn staff_of(&self, programs: &[Program]) -> Result<Vec<crate::people::Staff>> {
        let people = self.people.as_ref().ok_or_else(|| {
            RundownError::Unavailable("no auth service to name the staff".to_owned())
        })?;
        let ids: Vec<i64> = programs
            .iter()
            .flat_map(|p| crate::people::ids_of(&p.settings))
            .collect();
        let named = people.named(&ids).await?;
        Ok(programs
            .iter()
            .map(|p| crate::people::staff_of(&p.settings, &named))
            .collect())
    }

    /// Creates a program (a taken name is a conflict: web.md section 5).
    pub async fn create_program(&self, p: NewProgram) -> Result<Program> {
        let id = self.store.create_program(p).await?;
        self.program(id).await
    }

    /// Replaces a program's name, times and settings.
    pub async fn update_program(&self, id: ProgramId, p: NewProgram) -> Result<Program> {
        self.store.update_program(id, p).await?;
        self.program(id).await
    }

    /// Deletes a program without content; one with rundowns, templates or drawer stories is only
    /// disabled ([`RundownError::ProgramHasContent`], web.md section 5).
    pub async fn delete_program(&self, id: ProgramId) -> Result<()> {
        if self.store.delete_program(id).await? {
            Ok(())
        } else {
            Err(RundownError::ProgramHasContent)
        }
    }

    /// EXIST, CAN_CREATE or CANT_CREATE for a program and a date (`program` None: an id that names
    /// no program).
    pub async fn check(&self, program: Option<ProgramId>, date: NaiveDate) -> Result<Existence> {
        let Some(program) = program else {
            return Ok(Existence::CantCreate);
        };
        if self.store.program(program).await?.is_none() {
            return Ok(Existence::CantCreate);
        }
        self.may_see(program).await?;
        Ok(match self.store.find_rundown(program, date).await? {
            Some(_) => Existence::Exist,
            None => Existence::CanCreate,
        })
    }

    /// The rundown of a program on a date. A program the caller may not see is
    /// [`RundownError::Forbidden`] whether or not it has a rundown that day (the answer must not tell).
    pub async fn get(&self, program: ProgramId, date: NaiveDate) -> Result<Snapshot> {
        match self.may_see(program).await {
            Err(RundownError::NotFound) => return Err(RundownError::RundownNotFound),
            other => other?,
        }
        let id = self
            .store
            .find_rundown(program, date)
            .await?
            .ok_or(RundownError::RundownNotFound)?;
        self.snapshot(id).await
    }

    /// A program's presenters with their reading rates.
    pub async fn presenters(&self, program: ProgramId) -> Result<Vec<Presenter>> {
        self.visible_program(program).await?;
        Ok(self.store.presenters(program).await?)
    }

    /// Replaces a program's presenters.
    pub async fn set_presenters(
        &self,
        program: ProgramId,
        list: Vec<Presenter>,
    ) -> Result<Vec<Presenter>> {
        self.visible_program(program).await?;
        self.store.set_presenters(program, &list).await?;
        Ok(list)
    }

    /// Links a program to its CG device (`None` unlinks it). The gateway checks the device is a CG.
    pub async fn set_program_cg(&self, program: ProgramId, device: Option<i64>) -> Result<Program> {
        self.visible_program(program).await?;
        self.store.set_program_cg(program, device).await?;
        self.store
            .program(program)
            .await?
            .ok_or(RundownError::NotFound)
    }

    /// The rundown with this id.
    pub async fn get_by_id(&self, id: RundownId) -> Result<Snapshot> {
        self.snapshot(id).await
    }

    /// Creates the rundown of a program on a date from a template of the program, or with block "A"
    /// and the standby block.
    pub async fn create(
        &self,
        program: ProgramId,
        date: NaiveDate,
        template: Option<TemplateId>,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let program = self.visible_program(program).await?;
        if self.store.find_rundown(program.id, date).await?.is_some() {
            return Err(RundownError::Conflict);
        }
        let (layout, from) = self.layout(template, program.id).await?;
        let blocks = new_blocks(&layout);
        let id = self.store.create_rundown(&program, date, blocks).await?;
        let log = Log::new(
            LogAction::Create,
            format!("Rundown of {} for {date} created{from}", program.name),
        );
        self.finish(id, Change::RundownUpdated, actor, log).await
    }

    /// Changes one rundown field (`DateEarlier`, `RundownDateExists` for a date change refused).
    pub async fn patch_rundown(
        &self,
        id: RundownId,
        patch: RundownPatch,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let (field, value) = describe_rundown(&patch);
        let _guard = self.lock(id).await;
        let mut r = self.editable(id).await?;
        if let RundownPatch::Date(new) = &patch {
            RundownPatch::check_date(r.date, *new).map_err(|_| RundownError::DateEarlier)?;
            if self
                .store
                .find_rundown(r.program_id, *new)
                .await?
                .is_some_and(|other| other != id)
            {
                return Err(RundownError::RundownDateExists);
            }
        }
        let before = r.clone();
        patch.apply(&mut r);
        if r == before {
            return self.snapshot(id).await;
        }
        let header = RundownHeader {
            date: r.date,
            start: r.start,
            end: r.end,
            production: r.production,
            device_integration: r.device_integration,
            display_status: r.display_status,
        };
        self.store
            .update_rundown(id, header)
            .await
            .map_err(|e| match e {
                StoreError::Duplicate(_) => RundownError::RundownDateExists,
                e => e.into(),
            })?;
        let log = Log::new(LogAction::Update, format!("Rundown {field} set to {value}"));
        self.finish(id, Change::RundownUpdated, actor, log).await
    }

    /// Adds a block before the standby block; an empty name gets the next letter (A, B, ...).
    pub async fn create_block(
        &self,
        id: RundownId,
        name: &str,
        actor: &Actor,
    ) -> Result<(Snapshot, BlockId)> {
        let _guard = self.lock(id).await;
        let r = self.editable(id).await?;
        let name = if name.trim().is_empty() {
            let n = r.blocks.iter().filter(|b| !b.stand_by).count();
            char::from_u32('A' as u32 + (n as u32 % 26))
                .unwrap_or('A')
                .to_string()
        } else {
            BlockName::parse("name", name)?.into_inner()
        };
        let new = NewBlock {
            name: name.clone(),
            stand_by: false,
            commercial: Duration::ZERO,
            stories: Vec::new(),
        };
        let (block, _) = self.store.insert_block(id, new).await?;
        let log = Log::new(LogAction::Create, format!("Block {name} created"));
        Ok((
            self.finish(id, Change::BlockCreated(block), actor, log)
                .await?,
            block,
        ))
    }

    /// Changes one block field.
    pub async fn patch_block(
        &self,
        block_id: BlockId,
        patch: BlockPatch,
        actor: &Actor,
    ) -> Result<(Snapshot, BlockId)> {
        let (field, value) = describe_block(&patch);
        let rundown = self.rundown_of_block(block_id).await?;
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let mut block = r.block(block_id).ok_or(RundownError::NotFound)?.clone();
        let before = block.clone();
        patch.apply(&mut block);
        if block == before {
            return Ok((self.snapshot(rundown).await?, block_id));
        }
        self.store.update_block(&block).await?;
        let log = Log::new(
            LogAction::Update,
            format!("Block {}: {field} set to {value}", block.name),
        );
        Ok((
            self.finish(rundown, Change::BlockUpdated(block_id), actor, log)
                .await?,
            block_id,
        ))
    }

    /// Deletes a block and its stories; never the standby block, nor a block with private stories or
    /// with a story another user is editing ([`RundownError::Locked`]).
    pub async fn delete_block(&self, block_id: BlockId, actor: &Actor) -> Result<()> {
        let rundown = self.rundown_of_block(block_id).await?;
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let block = r.block(block_id).ok_or(RundownError::NotFound)?;
        if block.stand_by {
            return Err(RundownError::StandbyFixed);
        }
        if block.stories.iter().any(|s| s.private) {
            return Err(RundownError::BlockHasPrivateStories);
        }
        for s in &block.stories {
            self.not_edited_by_others(s.id, actor).await?;
        }
        let log = Log::new(
            LogAction::Delete,
            format!(
                "Block {} deleted with {} stories",
                block.name,
                block.stories.len()
            ),
        );
        self.store.delete_block(rundown, block_id).await?;
        self.finish(rundown, Change::BlockDeleted(block_id), actor, log)
            .await?;
        Ok(())
    }

    /// Sets the order of the non-standby blocks; the standby block stays last (field error on
    /// `blocksIds` when `ids` are not the rundown's blocks).
    pub async fn reorder_blocks(
        &self,
        id: RundownId,
        ids: &[BlockId],
        actor: &Actor,
    ) -> Result<Snapshot> {
        let invalid = || RundownError::from(FieldError::new("blocksIds", FieldCode::Invalid));
        let _guard = self.lock(id).await;
        let r = self.editable(id).await?;
        let order = r.reorder_blocks(ids).map_err(|e| match e {
            ReorderError::StandbyMoved => RundownError::StandbyFixed,
            ReorderError::NotTheBlocks => invalid(),
        })?;
        self.store.order_blocks(id, &order).await?;
        let names: Vec<&str> = order
            .iter()
            .filter_map(|b| r.block(*b))
            .map(|b| b.name.as_str())
            .collect();
        let log = Log::new(
            LogAction::Move,
            format!("Blocks reordered: {}", names.join(", ")),
        );
        self.finish(id, Change::BlocksMoved, actor, log).await
    }

    /// Creates a story in block `block_id` (at `position`, or last), empty or, with `origin`, made
    /// from a document: linked back to it, of the type it implies, its script saved as the first
    /// revision, its head and off from that script's reading time at the default rate (no presenter
    /// is chosen yet) and its VT from the origin's estimate, all in one change of the rundown.
    ///
    /// # Errors
    /// A field error on `slug`; [`RundownError::NotFound`] for an unknown block; the rundown's
    /// editability errors (on air, locked).
    pub async fn create_story(
        &self,
        block_id: BlockId,
        slug: &str,
        position: Option<i32>,
        mut origin: Option<StoryOrigin>,
        actor: &Actor,
    ) -> Result<(Snapshot, StoryId)> {
        let slug = Slug::parse(
            "slug",
            if slug.trim().is_empty() {
                "NEW STORY"
            } else {
                slug
            },
        )?
        .into_inner();
        let rundown = self.rundown_of_block(block_id).await?;
        let _guard = self.lock(rundown).await;
        self.editable(rundown).await?;
        let mut story = Story::new(block_id, rundown, slug.clone());
        let mut message = format!("Story {slug} created");
        if let Some(o) = origin.as_mut() {
            let reading = o.script.reading_time(DEFAULT_WORDS_PER_MINUTE);
            story.info.source = Some(o.source);
            story.info.kind = o.source.story_kind();
            story.parts.head = reading.head;
            story.parts.off = reading.off;
            story.parts.vt = o.vt;
            let mut items = newsroom_domain::items::Items::default();
            for item in std::mem::take(&mut o.items) {
                items
                    .add(super::items::checked_item(item)?)
                    .map_err(RundownError::from)?;
            }
            story.items = items.0;
            message = format!(
                "{message} from {} {}",
                o.source.kind.as_str().to_lowercase(),
                o.source.document_id
            );
        }
        let (story_id, _) = self
            .store
            .insert_story(rundown, block_id, NewStory { story, position })
            .await?;
        if let Some(o) = origin {
            let text = StoryText {
                script: o.script,
                ..StoryText::default()
            };
            let revision = TextRevision {
                number: 0,
                at: chrono::Utc::now(),
                user_id: actor.user_id,
                nickname: actor.nickname.clone(),
                slug: slug.clone(),
                text,
            };
            self.store
                .save_story_text(Some(rundown), story_id, revision)
                .await?;
        }
        let log = Log::new(LogAction::Create, message);
        Ok((
            self.finish(rundown, Change::StoryCreated(story_id), actor, log)
                .await?,
            story_id,
        ))
    }

    /// Changes one story field. An approved story cannot be made private (web.md section 4), a
    /// presenter must be one of the program's (field errors `ApprovedPrivate`, `PresenterUnknown`).
    pub async fn patch_story(
        &self,
        story_id: StoryId,
        patch: StoryPatch,
        actor: &Actor,
    ) -> Result<(Snapshot, StoryId)> {
        let (field, value) = describe_story(&patch);
        let rundown = self.rundown_of_story(story_id).await?;
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let mut story = r.story(story_id).ok_or(RundownError::NotFound)?.clone();
        if patch == StoryPatch::Private(true) && story.approved {
            return Err(FieldError::new("private", FieldCode::ApprovedPrivate).into());
        }
        if let StoryPatch::Presenter(Some(name)) = &patch {
            let presenters = self.store.presenters(r.program_id).await?;
            if !presenters.iter().any(|p| p.name == *name) {
                return Err(FieldError::new("presenter", FieldCode::PresenterUnknown).into());
            }
        }
        let change = match patch {
            StoryPatch::Approved(a) => Change::StoryApproval(story_id, a),
            _ => Change::StoryUpdated(story_id),
        };
        let log = Log::new(
            if matches!(change, Change::StoryApproval(_, true)) {
                LogAction::Approve
            } else if matches!(change, Change::StoryApproval(..)) {
                LogAction::Disapprove
            } else {
                LogAction::Update
            },
            format!("Story {}: {field} set to {value}", story.slug),
        );
        let before = story.clone();
        patch.apply(&mut story);
        if story == before {
            // Nothing changes: no revision, no event, no log line.
            return Ok((self.snapshot(rundown).await?, story_id));
        }
        self.store.update_story(&story).await?;
        Ok((self.finish(rundown, change, actor, log).await?, story_id))
    }

    /// Moves a story to `position` of block `block_id` of the same rundown.
    pub async fn move_story(
        &self,
        story_id: StoryId,
        target: BlockId,
        position: i32,
        actor: &Actor,
    ) -> Result<(Snapshot, StoryId)> {
        let rundown = self.rundown_of_story(story_id).await?;
        let elsewhere =
            || RundownError::from(FieldError::new("blockId", FieldCode::BlockElsewhere));
        if self.rundown_of_block(target).await? != rundown {
            return Err(elsewhere());
        }
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let plan = r
            .move_story(story_id, target, position)
            .map_err(|e| match e {
                MoveError::StoryNotHere => RundownError::NotFound,
                MoveError::BlockNotHere => elsewhere(),
            })?;
        let unchanged = plan.len() == 1
            && r.block(target)
                .is_some_and(|b| b.stories.iter().map(|s| s.id).eq(plan[0].1.iter().copied()));
        if unchanged {
            // Already there: no new revision, no event, no log line.
            return Ok((self.snapshot(rundown).await?, story_id));
        }
        self.store
            .move_story(rundown, story_id, target, &plan)
            .await?;
        let (slug, to) = (
            r.story(story_id).map(|s| s.slug.clone()),
            r.block(target).map(|b| b.name.clone()),
        );
        let log = Log::new(
            LogAction::Move,
            format!(
                "Story {} moved to block {} at {}",
                slug.unwrap_or_default(),
                to.unwrap_or_default(),
                position + 1
            ),
        );
        Ok((
            self.finish(rundown, Change::StoryMoved(story_id), actor, log)
                .await?,
            story_id,
        ))
    }

    /// A story another user holds the edit lock of cannot be deleted (web.md section 5: "documents in
    /// edition"): [`RundownError::Locked`]; the holder's own tabs and a take-over first may.
    async fn not_edited_by_others(&self, story: StoryId, actor: &Actor) -> Result<()> {
        match self.locks.get(story.get()).await? {
            Some(l) if l.user_id != actor.user_id => Err(RundownError::Locked),
            _ => Ok(()),
        }
    }

    /// Deletes a story (to the trash); `Locked` while another user edits it.
    pub async fn delete_story(&self, story_id: StoryId, actor: &Actor) -> Result<()> {
        let rundown = self.rundown_of_story(story_id).await?;
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let story = r.story(story_id).ok_or(RundownError::NotFound)?;
        self.not_edited_by_others(story_id, actor).await?;
        let (block, log) = (
            story.block_id,
            Log::new(
                LogAction::Delete,
                format!("Story {} moved to the trash", story.slug),
            ),
        );
        self.store
            .delete_story(rundown, story_id, &actor.nickname)
            .await?;
        // A story in the trash is edited by no one.
        if let Err(e) = self.locks.forget(story_id.get()).await {
            tracing::warn!(error = %e, "releasing the lock of a deleted story failed");
        }
        self.finish(rundown, Change::StoryDeleted(story_id, block), actor, log)
            .await?;
        Ok(())
    }
}
