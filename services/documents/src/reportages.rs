//! The rules of reportages (news reports; web.md sections 2-3, docs/adr/0003-documents.md
//! "Reportages"): what a valid reportage is, writing one from an assignment, the page filter of
//! web.md section 3, and approval. Visibility, states, the trash, edit locks, events and revisions
//! are the document base's, shared with assignments ([`crate::service`]).

use chrono::{NaiveDate, Utc};
use newsroom_domain::document::AssignmentFields;
use newsroom_domain::reportage::{ReportageDraft, ReportageFields, from_assignment};
use newsroom_domain::{FieldCode, FieldErrors};

use crate::service::{
    Actor, DocumentService, DocumentsError, Page, Result, check_size, keep_in_sight, text,
};
use crate::store::{DocumentQuery, Store, StoreError, StoredReportage};

/// The reportage filter of web.md section 3 ("reportage filter: slug, content, reporterId,
/// programId, allPrograms") with its paging (section 5: offset 0, size 15): blank texts and ids of 0
/// or less mean no such condition; `all_programs` wins over `program_id` (section 5: "allPrograms
/// as true when no program is chosen").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReportageFilter {
    /// Slug containing this.
    pub slug: String,
    /// Text of a section containing this.
    pub content: String,
    /// Naming this reporter (<= 0: any).
    pub reporter_id: i64,
    /// For this program (<= 0: any).
    pub program_id: i64,
    /// Every program the viewer may see.
    pub all_programs: bool,
    /// Of this day (`None`: any).
    pub date: Option<NaiveDate>,
    /// Skip this many.
    pub offset: u64,
    /// At most this many, 1 to [`PAGE_MAX`](crate::service::PAGE_MAX).
    pub size: u64,
}

impl<S: Store> DocumentService<S> {
    /// Checks a draft of a reportage: its own rules, what it names, and the assignment it names
    /// (one the actor may see).
    async fn check_reportage(
        &self,
        draft: &ReportageDraft,
        viewer: &crate::store::Viewer,
    ) -> Result<ReportageFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        self.check_named(&fields, viewer).await?;
        self.check_assignment_link(fields.assignment_id, viewer)
            .await?;
        Ok(fields)
    }

    /// Creates a reportage owned by `actor`, PRODUCING, not approved.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`ReportageDraft::check`], `unknown_program`,
    /// `unknown_user`, `unknown_value` for an assignment the actor may not see),
    /// [`DocumentsError::Unavailable`].
    pub async fn create_reportage(
        &self,
        draft: &ReportageDraft,
        actor: &Actor,
    ) -> Result<StoredReportage> {
        let viewer = self.viewer(actor.user_id).await?;
        let fields = self.check_reportage(draft, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// Writes a new reportage from assignment `id` ([`from_assignment`]), owned by `actor`.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an assignment the actor may not see (or in the trash);
    /// [`DocumentsError::Invalid`] when one of its programs is no longer the actor's.
    pub async fn reportage_from_assignment(
        &self,
        id: i64,
        actor: &Actor,
    ) -> Result<StoredReportage> {
        let viewer = self.viewer(actor.user_id).await?;
        let assignment = self.seen::<AssignmentFields>(id, &viewer).await?;
        let mut fields = from_assignment(&assignment.fields, id);
        keep_in_sight(
            fields.private,
            &mut fields.allowed_user_ids,
            assignment.owner.0,
            actor,
        );
        self.check_named(&fields, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// One reportage as `user` may see it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id, one in the trash, or one the user may not see.
    pub async fn get_reportage(&self, id: i64, user: i64) -> Result<StoredReportage> {
        let viewer = self.viewer(user).await?;
        self.seen(id, &viewer).await
    }

    /// Replaces a reportage's fields at `revision`, from editor instance `lock` (uuid, session); its
    /// graphics stay as stored ([`crate::graphics`] changes them). A change of what goes on air
    /// (slug, day, programs, sections) takes its approval away.
    ///
    /// # Errors
    /// As [`create_reportage`](Self::create_reportage); [`DocumentsError::NotFound`];
    /// [`DocumentsError::Conflict`] when `revision` is not the current one;
    /// [`DocumentsError::Forbidden`] when someone but its owner changes who may see it;
    /// [`DocumentsError::LockLost`] when another editor instance holds its edit lock;
    /// [`DocumentsError::Invalid`] (`approved_private`) when an approved reportage is made private.
    pub async fn update_reportage(
        &self,
        id: i64,
        revision: i64,
        draft: &ReportageDraft,
        lock: (&str, &str),
        actor: &Actor,
    ) -> Result<StoredReportage> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ReportageFields>(id, &viewer).await?;
        self.locks.check(id, lock.0, lock.1).await?;
        let fields = self
            .check_reportage(draft, &viewer)
            .await?
            .keep_graphics_of(&current.fields);
        Self::may_share(&current, &fields, actor)?;
        let keep_approval = !fields.changes_text_of(&current.fields);
        if current.approved && keep_approval && fields.private && !current.fields.private {
            return Err(DocumentsError::Invalid(FieldErrors::from([(
                "private".into(),
                FieldCode::ApprovedPrivate.into(),
            )])));
        }
        let by = (actor.user_id, actor.nickname.as_str());
        let saved = match self
            .store
            .update(id, revision, &fields, keep_approval, by, Utc::now())
            .await
        {
            Err(StoreError::Stale(now)) => return Err(DocumentsError::Conflict(now)),
            other => other?,
        };
        if current.approved && !saved.approved {
            tracing::info!(id, by = %actor.nickname, "reportage changed: approval taken away");
        }
        self.announce("updated", std::slice::from_ref(&saved), Some(&current))
            .await;
        Ok(saved)
    }

    /// A page of the reportages matching `filter` the user may see, newest day first.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] for a size out of 1 to [`PAGE_MAX`](crate::service::PAGE_MAX);
    /// [`DocumentsError::Unavailable`].
    pub async fn reportage_page(
        &self,
        filter: &ReportageFilter,
        user: i64,
    ) -> Result<Page<ReportageFields>> {
        check_size(filter.size)?;
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
            date: filter.date,
            slug: text(&filter.slug),
            content: text(&filter.content),
            reporter: (filter.reporter_id > 0).then_some(filter.reporter_id),
            program: (filter.program_id > 0 && !filter.all_programs).then_some(filter.program_id),
            offset: filter.offset,
            size: Some(filter.size),
            ..DocumentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }

    /// Approves (or disapproves) reportages, all or none. An approved reportage goes to air as
    /// written; a private one is not approved (web.md section 4: "an approved story cannot be made
    /// private", the same rule the other way round).
    ///
    /// # Errors
    /// As [`set_states`](Self::set_states); [`DocumentsError::Invalid`] (`approved_private` on
    /// `ids`) when approving a private reportage.
    pub async fn approve_reportages(
        &self,
        ids: &[i64],
        approved: bool,
        actor: &Actor,
    ) -> Result<Vec<StoredReportage>> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self
            .all_seen::<ReportageFields>(ids, false, &viewer)
            .await?;
        if approved && current.iter().any(|r| r.fields.private) {
            return Err(DocumentsError::Invalid(FieldErrors::from([(
                "ids".into(),
                FieldCode::ApprovedPrivate.into(),
            )])));
        }
        let by = (actor.user_id, actor.nickname.as_str());
        let saved = self
            .store
            .set_approved::<ReportageFields>(ids, approved, by, Utc::now())
            .await?;
        tracing::info!(?ids, approved, by = %actor.nickname, "reportages approved or disapproved");
        self.announce("updated", &saved, None).await;
        Ok(saved)
    }
}
