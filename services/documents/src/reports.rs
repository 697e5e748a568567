//! The rules of reports (web.md section 3: "report: categories, events"; docs/adr/0003-documents.md
//! "Reports and rounds"): what a valid report is, one begun from an assignment, a day's reports, the
//! filter and a single-field patch. Visibility, states, the trash, edit locks, events and revisions
//! are the document base's, shared with every kind ([`crate::service`]).

use chrono::{NaiveDate, Utc};
use newsroom_domain::document::AssignmentFields;
use newsroom_domain::reference::ReferenceKind;
use newsroom_domain::report::{ReportDraft, ReportFields, event_time, from_assignment};

use crate::service::{
    Actor, DocumentService, DocumentsError, Page, Result, check_size, keep_in_sight, text,
};
use crate::store::{DocumentQuery, Store, StoredReport, Viewer};

/// The report filter: blank texts and ids of 0 or less mean no such condition.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReportFilter {
    /// Slug containing this.
    pub slug: String,
    /// The summary or an event's place, text or sources containing this.
    pub content: String,
    /// With an event of this category (<= 0: any).
    pub category_id: i64,
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
    /// Checks a draft of a report: its own rules, what it names (programs, people, categories,
    /// files), and the assignment it names (one the actor may see).
    async fn check_report(&self, draft: &ReportDraft, viewer: &Viewer) -> Result<ReportFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        self.check_named(&fields, viewer).await?;
        self.check_assignment_link(fields.assignment_id, viewer)
            .await?;
        Ok(fields)
    }

    /// Creates a report owned by `actor`, PRODUCING.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`ReportDraft::check`], `unknown_program`,
    /// `unknown_user`, `unknown_value` on `events` for a category that does not exist and on
    /// `assignmentId` for an assignment the actor may not see), [`DocumentsError::Unavailable`].
    pub async fn create_report(&self, draft: &ReportDraft, actor: &Actor) -> Result<StoredReport> {
        let viewer = self.viewer(actor.user_id).await?;
        let fields = self.check_report(draft, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// Begins the report of assignment `id` ([`from_assignment`]), owned by `actor`: its content
    /// as the first event, now (or at noon of its day when written on another day). A private
    /// assignment's report stays private among the same people, the assignment's owner keeping
    /// sight of it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an assignment the actor may not see (or in the trash);
    /// [`DocumentsError::Invalid`] when one of its programs is no longer the actor's.
    pub async fn report_from_assignment(&self, id: i64, actor: &Actor) -> Result<StoredReport> {
        let viewer = self.viewer(actor.user_id).await?;
        let assignment = self.seen::<AssignmentFields>(id, &viewer).await?;
        let at = event_time(assignment.fields.date, Utc::now());
        let mut fields = from_assignment(&assignment.fields, id, at);
        keep_in_sight(
            fields.private,
            &mut fields.allowed_user_ids,
            assignment.owner.0,
            actor,
        );
        self.check_named(&fields, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// One report as `user` may see it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id, one in the trash, or one the user may not see.
    pub async fn get_report(&self, id: i64, user: i64) -> Result<StoredReport> {
        let viewer = self.viewer(user).await?;
        self.seen(id, &viewer).await
    }

    /// The reports made from assignment `id` that `user` may see, oldest first.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an assignment the user may not see (or in the trash);
    /// [`DocumentsError::Unavailable`].
    pub async fn assignment_reports(&self, id: i64, user: i64) -> Result<Vec<StoredReport>> {
        let viewer = self.viewer(user).await?;
        self.seen::<AssignmentFields>(id, &viewer).await?;
        let query = DocumentQuery {
            assignment: Some(id),
            ..DocumentQuery::default()
        };
        let mut found = self.store.find(&viewer, &query).await?.0;
        found.sort_by_key(|r| r.id);
        Ok(found)
    }

    /// Replaces a report's fields at `revision`, from editor instance `lock` (uuid, session).
    ///
    /// # Errors
    /// As [`create_report`](Self::create_report); [`DocumentsError::NotFound`];
    /// [`DocumentsError::Conflict`] when `revision` is not the current one;
    /// [`DocumentsError::Forbidden`] when someone but its owner changes who may see it;
    /// [`DocumentsError::LockLost`] when another editor instance holds its edit lock.
    pub async fn update_report(
        &self,
        id: i64,
        revision: i64,
        draft: &ReportDraft,
        lock: (&str, &str),
        actor: &Actor,
    ) -> Result<StoredReport> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ReportFields>(id, &viewer).await?;
        self.locks.check(id, lock.0, lock.1).await?;
        let fields = self.check_report(draft, &viewer).await?;
        Self::may_share(&current, &fields, actor)?;
        self.save_changed(&current, revision, &fields, actor).await
    }

    /// Changes one field of a report (`events` with the whole list, `summary`...), as a phone adds
    /// an event from the field. Refused while another login session holds its edit lock.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] as [`get_report`](Self::get_report);
    /// [`DocumentsError::Locked`] while another session edits it; [`DocumentsError::Invalid`]
    /// keyed by the field; [`DocumentsError::Forbidden`] for `private` or `allowedUserIds` by
    /// someone but its owner; [`DocumentsError::Conflict`] when it changed meanwhile.
    pub async fn patch_report(
        &self,
        id: i64,
        field: &str,
        value: &serde_json::Value,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredReport> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ReportFields>(id, &viewer).await?;
        self.patchable(id, session).await?;
        let mut draft = ReportDraft::of(&current.fields);
        draft.patch(field, value).map_err(DocumentsError::Invalid)?;
        let fields = self.check_report(&draft, &viewer).await?;
        Self::may_share(&current, &fields, actor)?;
        let saved = self
            .save_changed(&current, current.revision, &fields, actor)
            .await?;
        tracing::info!(id, field, by = %actor.nickname, "report field changed");
        Ok(saved)
    }

    /// A page of the reports matching `filter` the user may see, newest day first.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] for a size out of 1 to [`PAGE_MAX`](crate::service::PAGE_MAX);
    /// [`DocumentsError::Unavailable`].
    pub async fn report_page(
        &self,
        filter: &ReportFilter,
        user: i64,
    ) -> Result<Page<ReportFields>> {
        check_size(filter.size)?;
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
            date: filter.date,
            slug: text(&filter.slug),
            content: text(&filter.content),
            program: (filter.program_id > 0).then_some(filter.program_id),
            reference: (filter.category_id > 0)
                .then_some((ReferenceKind::ReportCategory, filter.category_id)),
            offset: filter.offset,
            size: Some(filter.size),
            ..DocumentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }
}
