//! The rules of productions (checklists; web.md sections 3 and 7, docs/adr/0003-documents.md
//! "Productions"): what a valid checklist is, one made for an assignment with the desk's usual
//! tasks, a day's checklists (those not done yet), the filter, a single-field patch (ticking a task)
//! and the settings. Visibility, states, the trash, edit locks, events and revisions are the
//! document base's, shared with every kind ([`crate::service`]).

use chrono::NaiveDate;
use newsroom_domain::document::AssignmentFields;
use newsroom_domain::production::{
    ENTRIES_MAX, ProductionDraft, ProductionFields, check_line, from_assignment,
};
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};

use crate::service::{
    Actor, DocumentService, DocumentsError, Page, Result, check_size, keep_in_sight, text,
};
use crate::store::{DocumentQuery, Store, StoreError, StoredProduction, Viewer};

/// The settings key of [`ProductionConfig::default_tasks`] (a JSON list of strings).
const DEFAULT_TASKS: &str = "productions.defaultTasks";

/// The settings of productions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProductionConfig {
    /// The tasks a checklist made from an assignment starts with (NEW), in order; one line each.
    pub default_tasks: Vec<String>,
}

/// The production filter (web.md section 7: "filter fields, page 0, size 25"): blank texts and
/// ids of 0 or less mean no such condition.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProductionFilter {
    /// Slug containing this.
    pub slug: String,
    /// Location, notes, a task, an appointment or a resource containing this.
    pub content: String,
    /// Naming this producer (<= 0: any).
    pub producer_id: i64,
    /// For this program (<= 0: any).
    pub program_id: i64,
    /// Of this day (`None`: any).
    pub date: Option<NaiveDate>,
    /// Skip this many.
    pub offset: u64,
    /// At most this many, 1 to [`PAGE_MAX`](crate::service::PAGE_MAX).
    pub size: u64,
}

impl<S: Store> DocumentService<S> {
    /// Checks a draft of a production: its own rules, what it names, and the assignment it names
    /// (one the actor may see).
    async fn check_production(
        &self,
        draft: &ProductionDraft,
        viewer: &Viewer,
    ) -> Result<ProductionFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        self.check_named(&fields, viewer).await?;
        self.check_assignment_link(fields.assignment_id, viewer)
            .await?;
        Ok(fields)
    }

    /// Creates a production owned by `actor`, PRODUCING.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`ProductionDraft::check`], `unknown_program`,
    /// `unknown_user`, `unknown_value` for a vehicle that does not exist or an assignment the actor
    /// may not see), [`DocumentsError::Unavailable`].
    pub async fn create_production(
        &self,
        draft: &ProductionDraft,
        actor: &Actor,
    ) -> Result<StoredProduction> {
        let viewer = self.viewer(actor.user_id).await?;
        let fields = self.check_production(draft, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// Makes the checklist of assignment `id` ([`from_assignment`] with the desk's default tasks),
    /// owned by `actor`. A private assignment's checklist stays private among the same people, the
    /// assignment's owner keeping sight of it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an assignment the actor may not see (or in the trash);
    /// [`DocumentsError::Invalid`] when one of its programs is no longer the actor's.
    pub async fn production_from_assignment(
        &self,
        id: i64,
        actor: &Actor,
    ) -> Result<StoredProduction> {
        let viewer = self.viewer(actor.user_id).await?;
        let assignment = self.seen::<AssignmentFields>(id, &viewer).await?;
        let config = self.production_config().await?;
        let mut fields = from_assignment(&assignment.fields, id, &config.default_tasks);
        keep_in_sight(
            fields.private,
            &mut fields.allowed_user_ids,
            assignment.owner.0,
            actor,
        );
        self.check_named(&fields, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// One production as `user` may see it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id, one in the trash, or one the user may not see.
    pub async fn get_production(&self, id: i64, user: i64) -> Result<StoredProduction> {
        let viewer = self.viewer(user).await?;
        self.seen(id, &viewer).await
    }

    /// The productions made from assignment `id` that `user` may see, oldest first.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an assignment the user may not see (or in the trash);
    /// [`DocumentsError::Unavailable`].
    pub async fn assignment_productions(
        &self,
        id: i64,
        user: i64,
    ) -> Result<Vec<StoredProduction>> {
        let viewer = self.viewer(user).await?;
        self.seen::<AssignmentFields>(id, &viewer).await?;
        let query = DocumentQuery {
            assignment: Some(id),
            ..DocumentQuery::default()
        };
        let mut found = self.store.find(&viewer, &query).await?.0;
        found.sort_by_key(|p| p.id);
        Ok(found)
    }

    /// Replaces a production's fields at `revision`, from editor instance `lock` (uuid, session).
    ///
    /// # Errors
    /// As [`create_production`](Self::create_production); [`DocumentsError::NotFound`];
    /// [`DocumentsError::Conflict`] when `revision` is not the current one;
    /// [`DocumentsError::Forbidden`] when someone but its owner changes who may see it;
    /// [`DocumentsError::LockLost`] when another editor instance holds its edit lock.
    pub async fn update_production(
        &self,
        id: i64,
        revision: i64,
        draft: &ProductionDraft,
        lock: (&str, &str),
        actor: &Actor,
    ) -> Result<StoredProduction> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ProductionFields>(id, &viewer).await?;
        self.locks.check(id, lock.0, lock.1).await?;
        let fields = self.check_production(draft, &viewer).await?;
        Self::may_share(&current, &fields, actor)?;
        self.save_changed(&current, revision, &fields, actor).await
    }

    /// Changes one field of a production (web.md section 7: "PATCH .../{id} (single field)"), as
    /// a checklist is ticked from the list or a phone: `tasks` with the whole list, `location`,
    /// `departure`... Refused while another login session holds its edit lock; the holder's own
    /// session may patch.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] as [`get_production`](Self::get_production);
    /// [`DocumentsError::Locked`] while another session edits it; [`DocumentsError::Invalid`]
    /// keyed by the field (`unknown_field`, `invalid`, and the checks of
    /// [`create_production`](Self::create_production)); [`DocumentsError::Forbidden`] for
    /// `private` or `allowedUserIds` by someone but its owner; [`DocumentsError::Conflict`] when it
    /// changed between the read and the write.
    pub async fn patch_production(
        &self,
        id: i64,
        field: &str,
        value: &serde_json::Value,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredProduction> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ProductionFields>(id, &viewer).await?;
        self.patchable(id, session).await?;
        let mut draft = ProductionDraft::of(&current.fields);
        draft.patch(field, value).map_err(DocumentsError::Invalid)?;
        let fields = self.check_production(&draft, &viewer).await?;
        Self::may_share(&current, &fields, actor)?;
        let saved = self
            .save_changed(&current, current.revision, &fields, actor)
            .await?;
        tracing::info!(id, field, by = %actor.nickname, "production field changed");
        Ok(saved)
    }

    /// Restores productions from the trash (web.md section 7: "PUT .../restore (ids, date)"); with
    /// a `day`, each one not of that day is then moved to it ([`ProductionFields::moved_to`]: its
    /// times keep their hour), a second revision, so a checklist of another day serves again.
    ///
    /// # Errors
    /// The errors of the document base's restore ([`trash`](Self::trash));
    /// [`DocumentsError::Conflict`] when one changed between the restore and the move.
    pub async fn restore_productions(
        &self,
        ids: &[i64],
        day: Option<NaiveDate>,
        actor: &Actor,
    ) -> Result<Vec<StoredProduction>> {
        let restored = self.trash::<ProductionFields>(ids, true, actor).await?;
        let Some(day) = day else {
            return Ok(restored);
        };
        let mut out = Vec::with_capacity(restored.len());
        for p in restored {
            if p.fields.date == day {
                out.push(p);
            } else {
                let moved = p.fields.moved_to(day);
                out.push(self.save_changed(&p, p.revision, &moved, actor).await?);
            }
        }
        tracing::info!(?ids, %day, by = %actor.nickname, "productions restored onto a day");
        Ok(out)
    }

    /// Mails the day's productions as one grid (web.md section 7: "POST .../email/grid (date,
    /// usersIds)"; [`crate::mail::render_grid`]): the checklists of `date` in every program the
    /// caller may see, to `user_ids`, one mail per set of recipients who may see the same ones (a
    /// private checklist only to its owner and allowed users). A day without productions sends
    /// nothing.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`]: `date` not a date, `usersIds` empty, not positive and distinct
    /// or too many; the mail errors of [`email`](Self::email).
    pub async fn email_production_grid(
        &self,
        date: &str,
        user_ids: &[i64],
        actor: &Actor,
    ) -> Result<crate::service::EmailReport> {
        let mut errors = FieldErrors::new();
        let day = NaiveDate::parse_from_str(date.trim(), "%Y-%m-%d")
            .map_err(|_| errors.insert("date".into(), FieldCode::Date.into()))
            .ok();
        newsroom_domain::document::check_ids("usersIds", user_ids, true, &mut errors);
        let Some(day) = day.filter(|_| errors.is_empty()) else {
            return Err(DocumentsError::Invalid(errors));
        };
        let day_list = self
            .productions_of_day(day, 0, true, false, actor.user_id)
            .await?;
        let list: Vec<&StoredProduction> = day_list.iter().collect();
        let who = crate::mail::Recipients {
            user_ids: user_ids.to_vec(),
            ..crate::mail::Recipients::default()
        };
        let report = self
            .send_mails(&list, &who, true, crate::mail::render_grid)
            .await?;
        tracing::info!(%day, productions = list.len(), mails = report.mails, by = %actor.nickname, "productions grid mailed");
        Ok(report)
    }

    /// The productions of a day `user` may see (of one program, or of all theirs), leaving out
    /// those done ([`ProductionFields::done`]) when `only_not_done`.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn productions_of_day(
        &self,
        date: NaiveDate,
        program_id: i64,
        all_programs: bool,
        only_not_done: bool,
        user: i64,
    ) -> Result<Vec<StoredProduction>> {
        let mut list = self
            .by_date::<ProductionFields>(date, program_id, all_programs, user)
            .await?;
        if only_not_done {
            list.retain(|p| !p.fields.done());
        }
        Ok(list)
    }

    /// A page of the productions matching `filter` the user may see, newest day first.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] for a size out of 1 to [`PAGE_MAX`](crate::service::PAGE_MAX);
    /// [`DocumentsError::Unavailable`].
    pub async fn production_page(
        &self,
        filter: &ProductionFilter,
        user: i64,
    ) -> Result<Page<ProductionFields>> {
        check_size(filter.size)?;
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
            date: filter.date,
            slug: text(&filter.slug),
            content: text(&filter.content),
            producer: (filter.producer_id > 0).then_some(filter.producer_id),
            program: (filter.program_id > 0).then_some(filter.program_id),
            offset: filter.offset,
            size: Some(filter.size),
            ..DocumentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }

    /// The settings of productions (no default tasks until saved).
    ///
    /// # Errors
    /// When storage fails or holds what it should not.
    pub async fn production_config(&self) -> Result<ProductionConfig> {
        let Some(raw) = self.store.setting(DEFAULT_TASKS).await? else {
            return Ok(ProductionConfig::default());
        };
        let default_tasks = serde_json::from_str(&raw).map_err(|_| {
            DocumentsError::Store(StoreError::Corrupt {
                id: 0,
                detail: format!("document_settings {DEFAULT_TASKS} = {raw:?}"),
            })
        })?;
        Ok(ProductionConfig { default_tasks })
    }

    /// Saves the settings of productions (the gateway lets PRODUCTION admins only call it); each
    /// task trimmed.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] on `defaultTasks`: over [`ENTRIES_MAX`] (`too_many`), or a task
    /// as [`check_line`] refuses it (`required`, `too_long`, `single_line`, `character`).
    pub async fn set_production_config(
        &self,
        config: ProductionConfig,
        actor: &Actor,
    ) -> Result<ProductionConfig> {
        let tasks: Vec<String> = config
            .default_tasks
            .iter()
            .map(|t| t.trim().to_owned())
            .collect();
        let mut errors = FieldErrors::new();
        if tasks.len() > ENTRIES_MAX {
            errors.insert(
                "defaultTasks".into(),
                FieldMessage::from(FieldCode::TooMany).with("max", ENTRIES_MAX),
            );
        } else {
            for t in &tasks {
                check_line("defaultTasks", t, &mut errors);
            }
        }
        if !errors.is_empty() {
            return Err(DocumentsError::Invalid(errors));
        }
        let raw = serde_json::to_string(&tasks)
            .map_err(|e| DocumentsError::Unavailable(format!("default tasks: {e}")))?;
        self.store.set_setting(DEFAULT_TASKS, &raw).await?;
        tracing::info!(tasks = tasks.len(), by = %actor.nickname, "production settings saved");
        Ok(ProductionConfig {
            default_tasks: tasks,
        })
    }
}
