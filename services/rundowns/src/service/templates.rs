//! Templates, recreate and repaginate (web.md sections 1, 4 and 7): save a rundown's running order as
//! a template of its program, create or recreate a rundown from one (recreate only when the rundown
//! is empty), and renumber the pages of a rundown per block (A1, A2, B1, ...).

use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId, TemplateId};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::TemplateName;
use newsroom_domain::template::{TemplateBlock, check_layout, default_layout};
use newsroom_domain::{FieldCode, FieldError};
use newsroom_proto::rundowns::v1 as pb;

use super::{Actor, Change, Log, Result, RundownError, RundownService, Snapshot};
use crate::store::{NewBlock, Store, StoreError, TemplateRecord};

/// Blocks and stories to save for a layout (ids and places are assigned by the store).
pub(super) fn new_blocks(layout: &[TemplateBlock]) -> Vec<NewBlock> {
    layout
        .iter()
        .map(|b| NewBlock {
            name: b.name.clone(),
            stand_by: b.stand_by,
            commercial: b.commercial,
            stories: b
                .stories
                .iter()
                .map(|s| s.to_story(BlockId::from_db(1), RundownId::from_db(1)))
                .collect(),
        })
        .collect()
}

impl<S: Store> RundownService<S> {
    /// The layout to build a rundown of `program` with: the template's (which must be the program's),
    /// or the default; and a note for the log.
    pub(super) async fn layout(
        &self,
        template: Option<TemplateId>,
        program: ProgramId,
    ) -> Result<(Vec<TemplateBlock>, String)> {
        let Some(id) = template else {
            return Ok((default_layout(), String::new()));
        };
        let t = self
            .store
            .template(id)
            .await?
            .filter(|t| t.program_id == program);
        let t = t.ok_or_else(|| {
            RundownError::from(FieldError::new("templateId", FieldCode::TemplateUnknown))
        })?;
        check_layout(&t.blocks)?;
        Ok((t.blocks, format!(" from template {}", t.name)))
    }

    /// Saves the rundown's running order as a template of its program: `Conflict` for a name the
    /// program already uses, unless `overwrite` (that template's blocks are replaced, its id kept).
    pub async fn save_template(
        &self,
        id: RundownId,
        name: TemplateName,
        overwrite: bool,
        actor: &Actor,
    ) -> Result<TemplateRecord> {
        let name = name.into_inner();
        let r = self.snapshot(id).await?.rundown;
        let blocks = r.to_template();
        let tid = self
            .store
            .save_template(r.program_id, &name, &blocks, overwrite)
            .await
            .map_err(|e| match e {
                StoreError::Duplicate(_) => RundownError::Conflict,
                e => e.into(),
            })?;
        let verb = if overwrite { "Replaced" } else { "Saved as" };
        let log = Log::new(LogAction::Create, format!("{verb} template {name}"));
        // The rundown itself does not change: a log line, no revision, no event.
        self.write_log(id, actor, log).await;
        Ok(TemplateRecord {
            id: tid,
            program_id: r.program_id,
            name,
            blocks,
        })
    }

    /// A program's templates.
    pub async fn list_templates(&self, program: ProgramId) -> Result<Vec<TemplateRecord>> {
        self.visible_program(program).await?;
        Ok(self.store.list_templates(program).await?)
    }

    /// Deletes a template (rundowns made from it are not affected).
    pub async fn delete_template(&self, id: TemplateId) -> Result<()> {
        if self.store.delete_template(id).await? {
            Ok(())
        } else {
            Err(RundownError::NotFound)
        }
    }

    /// Rebuilds an empty rundown from a template of its program, or from the default layout.
    pub async fn recreate(
        &self,
        id: RundownId,
        template: Option<TemplateId>,
        actor: &Actor,
    ) -> Result<Snapshot> {
        let _guard = self.lock(id).await;
        let r = self.editable(id).await?;
        if !r.is_empty() {
            return Err(RundownError::NotEmpty);
        }
        let (layout, from) = self.layout(template, r.program_id).await?;
        self.store.replace_blocks(id, new_blocks(&layout)).await?;
        let log = Log::new(LogAction::Create, format!("Rundown recreated{from}"));
        self.finish(id, Change::RundownWhole(pb::EventKind::Updated), actor, log)
            .await
    }

    /// Undoes log line `log` of rundown `id` (a repagination: the pages before it come back, for the
    /// stories still in the rundown); `Conflict` when the line cannot be undone or was already.
    pub async fn undo_log(&self, id: RundownId, log: i64, actor: &Actor) -> Result<Snapshot> {
        let _guard = self.lock(id).await;
        let r = self.editable(id).await?;
        let undo = self
            .store
            .take_undo(id, log)
            .await?
            .ok_or(RundownError::Conflict)?;
        match undo {
            newsroom_domain::log::Undo::Pages(pages) => {
                let pages: Vec<(StoryId, String)> = pages
                    .into_iter()
                    .filter_map(|(s, page)| StoryId::parse(s).map(|s| (s, page)))
                    .filter(|(s, _)| r.story(*s).is_some())
                    .collect();
                self.store.set_pages(id, &pages).await?;
                let log = Log::new(
                    LogAction::Update,
                    format!("Repagination undone ({} pages back)", pages.len()),
                );
                self.finish(id, Change::RundownWhole(pb::EventKind::Updated), actor, log)
                    .await
            }
        }
    }

    /// Renumbers the pages per block (A1, A2, B1, ...; standby stories get none).
    pub async fn repaginate(&self, id: RundownId, actor: &Actor) -> Result<Snapshot> {
        let _guard = self.lock(id).await;
        let r = self.editable(id).await?;
        let pages = r.pages();
        if pages.is_empty() {
            return self.snapshot(id).await;
        }
        let before = pages
            .iter()
            .filter_map(|(s, _)| r.story(*s).map(|story| (s.get(), story.page.clone())))
            .collect();
        self.store.set_pages(id, &pages).await?;
        let log = Log::new(
            LogAction::Update,
            format!("Repaginated ({} pages changed)", pages.len()),
        )
        .with_undo(newsroom_domain::log::Undo::Pages(before));
        self.finish(id, Change::RundownWhole(pb::EventKind::Updated), actor, log)
            .await
    }
}
