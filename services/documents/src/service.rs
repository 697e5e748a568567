//! The rules of assignments (web.md sections 3-5; the decisions where the spec is silent in
//! docs/adr/0003-documents.md): who sees what (private documents, programs restricted to groups),
//! what a valid assignment is, optimistic concurrency by revision, states, the trash.

use chrono::{NaiveDate, Utc};
use newsroom_domain::document::{
    AssignmentConfig, AssignmentDraft, AssignmentFields, DocumentFields, DocumentState, check_ids,
    copy_fields,
};
use newsroom_domain::{ErrorCode, FieldCode, FieldErrors, FieldMessage};

use crate::directory::Directory;
use crate::kinds::ServiceKind;
use crate::store::{DocumentQuery, Store, StoreError, StoredAssignment, StoredDocument, Viewer};

/// Who does something: a user id and login name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// The auth service's id.
    pub user_id: i64,
    /// Login name, kept as the owner's name.
    pub nickname: String,
}

/// Why a call failed.
#[derive(Debug, thiserror::Error)]
pub enum DocumentsError {
    /// No such document, in the trash, or private and not the viewer's.
    #[error("not found")]
    NotFound,
    /// Changed by someone else since the revision the caller read (409).
    #[error("changed meanwhile: the current revision is {0}")]
    Conflict(i64),
    /// Only the owner may share a document or make it public or private (403).
    #[error("only the owner may change who sees a document")]
    Forbidden,
    /// Invalid fields (422).
    #[error("invalid input")]
    Invalid(FieldErrors),
    /// Someone else is editing it: a deletion, or a take of its lock, is refused (409 `locked`).
    #[error("being edited by someone else")]
    Locked,
    /// A save from an editor instance that does not hold the lock (409 `lock_lost`).
    #[error("edit lock lost")]
    LockLost,
    /// The state-lock setting is on and the assignment is COMPLETED or INTERRUPTED (409
    /// `document_state_locked`).
    #[error("completed or interrupted, with the state-lock on")]
    StateLocked,
    /// An assignment proposal accepted or declined already (409 `proposal_answered`).
    #[error("the proposal has been answered")]
    ProposalAnswered,
    /// A value of reference data of that name exists in its kind (409 `conflict`).
    #[error("a value of that name exists")]
    Duplicate,
    /// A value of reference data that documents name (409 `reference_in_use`).
    #[error("named by {0} documents")]
    InUse(u64),
    /// A file a document (trash included) attaches (409 `file_in_use`).
    #[error("attached to a document")]
    FileInUse,
    /// A team that an assignment of the day of its deletion or later sends (409 `team_in_use`).
    #[error("sent by an assignment")]
    TeamInUse,
    /// No mail server is set up (409 `mail_not_configured`).
    #[error("no mail server")]
    MailNotConfigured,
    /// The mail server refused or could not be reached (502 `mail_failed`); its words.
    #[error("mail not sent: {0}")]
    MailFailed(String),
    /// The edit-lock store failed (500).
    #[error("edit locks")]
    Locks(#[from] newsroom_locks::LockError),
    /// A service this call needs did not answer (503).
    #[error("unavailable: {0}")]
    Unavailable(String),
    /// A service called on the caller's behalf refused (a rundown on air, a block not found, ...):
    /// its code and field errors, passed on as they came.
    #[error("refused: {0:?}")]
    Passed(ErrorCode, Option<FieldErrors>),
    /// Storage failed (500).
    #[error("storage")]
    Store(#[source] StoreError),
    /// The search index failed (500).
    #[error("search")]
    Search(#[from] newsroom_search::SearchError),
    /// A file past its limit (413 `file_too_large`; [`crate::files`]).
    #[error("file too large")]
    FileTooLarge,
    /// The file object store failed (500): its words.
    #[error("file storage: {0}")]
    Files(String),
}

impl From<StoreError> for DocumentsError {
    /// The store's refusals that a caller can act on become theirs; the rest stays a storage error.
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Duplicate => DocumentsError::Duplicate,
            StoreError::InUse(n) => DocumentsError::InUse(n),
            StoreError::TeamInUse(_) => DocumentsError::TeamInUse,
            StoreError::UnknownReference { kind, id } => {
                DocumentsError::Invalid(FieldErrors::from([(
                    crate::references::field_of(kind).to_owned(),
                    FieldMessage::from(FieldCode::UnknownValue).with("value", id),
                )]))
            }
            StoreError::UnknownTeam(id) => DocumentsError::Invalid(FieldErrors::from([(
                "teamIds".to_owned(),
                FieldMessage::from(FieldCode::UnknownValue).with("value", id),
            )])),
            e => DocumentsError::Store(e),
        }
    }
}

impl newsroom_proto::errors::ServiceError for DocumentsError {
    fn code(&self) -> ErrorCode {
        match self {
            DocumentsError::NotFound | DocumentsError::Store(StoreError::NotFound) => {
                ErrorCode::NotFound
            }
            DocumentsError::Conflict(_)
            | DocumentsError::Duplicate
            | DocumentsError::Store(StoreError::Stale(_)) => ErrorCode::Conflict,
            DocumentsError::InUse(_) => ErrorCode::ReferenceInUse,
            DocumentsError::FileInUse => ErrorCode::FileInUse,
            DocumentsError::TeamInUse => ErrorCode::TeamInUse,
            DocumentsError::Forbidden => ErrorCode::Forbidden,
            DocumentsError::Invalid(_) => ErrorCode::Validation,
            DocumentsError::Locked => ErrorCode::Locked,
            DocumentsError::LockLost => ErrorCode::LockLost,
            DocumentsError::StateLocked => ErrorCode::DocumentStateLocked,
            DocumentsError::ProposalAnswered => ErrorCode::ProposalAnswered,
            DocumentsError::Unavailable(_) => ErrorCode::Unavailable,
            DocumentsError::MailNotConfigured => ErrorCode::MailNotConfigured,
            DocumentsError::MailFailed(_) => ErrorCode::MailFailed,
            DocumentsError::FileTooLarge => ErrorCode::FileTooLarge,
            DocumentsError::Passed(code, _) => *code,
            DocumentsError::Store(_)
            | DocumentsError::Locks(_)
            | DocumentsError::Search(_)
            | DocumentsError::Files(_) => ErrorCode::Internal,
        }
    }

    fn fields(&self) -> Option<&FieldErrors> {
        match self {
            DocumentsError::Invalid(f) | DocumentsError::Passed(_, Some(f)) => Some(f),
            _ => None,
        }
    }
}

/// Result of the service.
pub type Result<T> = std::result::Result<T, DocumentsError>;

/// A page of a list of documents of one kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<F = newsroom_domain::document::AssignmentFields> {
    /// The documents of the page.
    pub data: Vec<StoredDocument<F>>,
    /// How many match in all.
    pub total: u64,
}

/// The filter of web.md section 3 ("guideline filter: slug, content, producerId, programId") with
/// its paging (section 5): blank texts and ids of 0 or less mean no such condition.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Slug containing this.
    pub slug: String,
    /// Content containing this.
    pub content: String,
    /// Naming this producer (<= 0: any).
    pub producer_id: i64,
    /// For this program (<= 0: any).
    pub program_id: i64,
    /// Skip this many (0 or more).
    pub offset: u64,
    /// At most this many, 1 to 100.
    pub size: u64,
}

/// Most assignments on one page.
pub const PAGE_MAX: u64 = 100;
/// Most assignments one call changes (states, trash, copy).
pub const IDS_MAX: usize = 500;

/// How many times [`DocumentService::change_stored`] makes its change on the document as stored
/// when other changes keep landing first.
pub const CHANGE_ATTEMPTS: u32 = 5;

/// How [`DocumentService::change_stored`] saves a change.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Change {
    /// The programs, people and reference values the changed fields name are checked again
    /// ([`DocumentService::check_named`]): the change may name new ones.
    pub names_checked: bool,
    /// An approval stays.
    pub keep_approval: bool,
}

/// What mailing assignments did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EmailReport {
    /// Mails the server accepted.
    pub mails: u64,
    /// Users mailed, ascending.
    pub sent_to: Vec<i64>,
    /// Users meant to get something who got nothing (no address, inactive, unknown, or a private
    /// assignment not theirs to see), ascending.
    pub not_mailed: Vec<i64>,
}

/// How many assignments of a day there are, in all and by state (web.md section 7, "counter").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counter {
    /// Every assignment of the day the viewer may see.
    pub total: u64,
    /// How many are in each state, every state listed (in [`DocumentState::ALL`] order).
    pub by_state: Vec<(DocumentState, u64)>,
}

/// The documents service over a store.
pub struct DocumentService<S> {
    pub(crate) store: S,
    pub(crate) directory: Directory,
    pub(crate) locks: std::sync::Arc<newsroom_locks::Locker>,
    pub(crate) bus: newsroom_bus::SharedBus,
    pub(crate) search: crate::search::SearchState,
    /// Where file bytes live ([`crate::files`]); none: file calls fail until [`Self::with_files`].
    pub(crate) files: Option<std::sync::Arc<dyn object_store::ObjectStore>>,
}

/// A filter's text trimmed, or `None` when blank (no such condition).
pub(crate) fn text(s: &str) -> Option<String> {
    let t = s.trim();
    (!t.is_empty()).then(|| t.to_owned())
}

/// Keeps a document written by `actor` from a private one of `source_owner` among the same people:
/// the actor, now its owner, leaves the allowed users and the source's owner joins them.
pub(crate) fn keep_in_sight(
    private: bool,
    allowed_user_ids: &mut Vec<i64>,
    source_owner: i64,
    actor: &Actor,
) {
    if private && source_owner != actor.user_id {
        allowed_user_ids.retain(|u| *u != actor.user_id);
        if !allowed_user_ids.contains(&source_owner) {
            allowed_user_ids.push(source_owner);
        }
    }
}

impl<S: Store> DocumentService<S> {
    /// The service over `store`, asking `directory` about programs and users, announcing its changes
    /// on `bus` ([`crate::events`]), answering searches from `index` ([`crate::search`]).
    pub fn new(
        store: S,
        directory: Directory,
        bus: newsroom_bus::SharedBus,
        index: newsroom_search::SearchIndex,
    ) -> Self {
        Self {
            store,
            directory,
            bus,
            search: crate::search::SearchState::new(index),
            files: None,
            locks: std::sync::Arc::new(newsroom_locks::Locker::new(std::sync::Arc::new(
                newsroom_locks::MemoryLocks::default(),
            ))),
        }
    }

    /// Keeps file bytes in `objects` ([`crate::files::FilesArgs::open`]).
    pub fn with_files(mut self, objects: std::sync::Arc<dyn object_store::ObjectStore>) -> Self {
        self.files = Some(objects);
        self
    }

    /// Checks reportages' graphics with the devices service behind `devices` (without it, a graphic
    /// cannot be added or changed).
    #[must_use]
    pub fn with_devices(mut self, devices: newsroom_proto::transport::Transport) -> Self {
        self.directory = self.directory.with_devices(devices);
        self
    }

    /// Keeps edit locks in `locks` (memory with another TTL, or Redis when distributed).
    pub fn with_locks(mut self, locks: std::sync::Arc<dyn newsroom_locks::LockStore>) -> Self {
        self.locks = std::sync::Arc::new(newsroom_locks::Locker::new(locks));
        self
    }

    pub(crate) async fn viewer(&self, user: i64) -> Result<Viewer> {
        Ok(Viewer {
            user,
            programs: self.directory.programs().await?,
        })
    }

    /// Whether `viewer` may see `a`: its privacy, and one of its programs theirs.
    pub(crate) fn visible<F: DocumentFields>(viewer: &Viewer, a: &StoredDocument<F>) -> bool {
        a.fields.seen_by(a.owner.0, viewer.user)
            && viewer
                .programs
                .as_ref()
                .is_none_or(|mine| a.fields.program_ids().iter().any(|p| mine.contains(p)))
    }

    /// Checks a draft: its own rules, then what [`check_named`](Self::check_named) checks.
    async fn check(&self, draft: &AssignmentDraft, viewer: &Viewer) -> Result<AssignmentFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        self.check_named(&fields, viewer).await?;
        Ok(fields)
    }

    /// Refuses a link to an assignment the viewer may not see (or that does not exist).
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (`unknown_value` on `assignmentId`).
    pub(crate) async fn check_assignment_link(
        &self,
        assignment: Option<i64>,
        viewer: &Viewer,
    ) -> Result<()> {
        match assignment {
            Some(id) if self.seen::<AssignmentFields>(id, viewer).await.is_err() => {
                Err(DocumentsError::Invalid(FieldErrors::from([(
                    "assignmentId".into(),
                    FieldMessage::from(FieldCode::UnknownValue).with("value", id),
                )])))
            }
            _ => Ok(()),
        }
    }

    /// Saves a new document of kind `F` owned by `actor` and announces it.
    ///
    /// # Errors
    /// When storage fails.
    pub(crate) async fn save_new<F: ServiceKind>(
        &self,
        fields: F,
        actor: &Actor,
    ) -> Result<StoredDocument<F>> {
        let saved = self
            .store
            .create(
                std::slice::from_ref(&fields),
                (actor.user_id, &actor.nickname),
                Utc::now(),
            )
            .await?
            .pop()
            .ok_or(DocumentsError::Store(StoreError::NotFound))?;
        tracing::info!(kind = F::NOUN, id = saved.id, slug = %saved.fields.slug(), by = %actor.nickname, "document created");
        self.announce("created", std::slice::from_ref(&saved), None)
            .await;
        Ok(saved)
    }

    /// Makes `change` on the fields of document `id` as stored, as `actor` sees it, and saves the
    /// fields it answers at that revision (with `rule`); when another change landed in
    /// between, makes it again on the new one, at most [`CHANGE_ATTEMPTS`] times. For changes that
    /// merge into what is stored (one round call, one graphic), so two people changing different
    /// parts at once both keep theirs and no client sends a revision. Refused while another login
    /// session than `session` holds its edit lock.
    ///
    /// # Errors
    /// What `change` answers; [`DocumentsError::NotFound`]; [`DocumentsError::Locked`];
    /// [`DocumentsError::Conflict`] after [`CHANGE_ATTEMPTS`] lost races; storage errors.
    pub(crate) async fn change_stored<F: ServiceKind>(
        &self,
        id: i64,
        session: &str,
        actor: &Actor,
        rule: Change,
        mut change: impl FnMut(&F) -> Result<F> + Send,
    ) -> Result<StoredDocument<F>> {
        let viewer = self.viewer(actor.user_id).await?;
        let by = (actor.user_id, actor.nickname.as_str());
        let mut attempt = 1;
        loop {
            let current = self.seen::<F>(id, &viewer).await?;
            self.patchable(id, session).await?;
            let fields = change(&current.fields)?;
            if rule.names_checked {
                self.check_named(&fields, &viewer).await?;
            }
            match self
                .store
                .update(
                    id,
                    current.revision,
                    &fields,
                    rule.keep_approval,
                    by,
                    Utc::now(),
                )
                .await
            {
                Err(StoreError::Stale(_)) if attempt < CHANGE_ATTEMPTS => attempt += 1,
                Err(StoreError::Stale(now)) => return Err(DocumentsError::Conflict(now)),
                other => {
                    let saved = other?;
                    self.announce("updated", std::slice::from_ref(&saved), Some(&current))
                        .await;
                    return Ok(saved);
                }
            }
        }
    }

    /// Saves `fields` over `current` at `revision` and announces the change.
    ///
    /// # Errors
    /// [`DocumentsError::Conflict`] when `revision` is not the current one; storage errors.
    pub(crate) async fn save_changed<F: ServiceKind>(
        &self,
        current: &StoredDocument<F>,
        revision: i64,
        fields: &F,
        actor: &Actor,
    ) -> Result<StoredDocument<F>> {
        let by = (actor.user_id, actor.nickname.as_str());
        let saved = match self
            .store
            .update(current.id, revision, fields, false, by, Utc::now())
            .await
        {
            Err(StoreError::Stale(now)) => return Err(DocumentsError::Conflict(now)),
            other => other?,
        };
        self.announce("updated", std::slice::from_ref(&saved), Some(current))
            .await;
        Ok(saved)
    }

    /// Refuses a single-field patch of document `id` while another login session than `session`
    /// holds its edit lock (a tab of the holder's own session may patch).
    ///
    /// # Errors
    /// [`DocumentsError::Locked`]; lock store errors.
    pub(crate) async fn patchable(&self, id: i64, session: &str) -> Result<()> {
        if self
            .locks
            .get(id)
            .await?
            .is_some_and(|l| l.session != session)
        {
            return Err(DocumentsError::Locked);
        }
        Ok(())
    }

    /// Checks what checked fields of any kind name: programs the caller may see, users that exist,
    /// values of reference data that exist.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] with `unknown_program`, `unknown_user` or `unknown_value`;
    /// [`DocumentsError::Unavailable`].
    pub(crate) async fn check_named<F: ServiceKind>(
        &self,
        fields: &F,
        viewer: &Viewer,
    ) -> Result<()> {
        let mut errors = FieldErrors::new();
        if let Some(mine) = &viewer.programs
            && let Some(bad) = fields.program_ids().iter().find(|p| !mine.contains(p))
        {
            errors.insert(
                "programIds".into(),
                FieldMessage::from(FieldCode::UnknownProgram).with("value", *bad),
            );
        }
        let known = self.directory.known_users(&fields.user_ids()).await?;
        for (name, ids) in fields.people() {
            if let Some(bad) = ids.iter().find(|id| !known.contains(id)) {
                errors.insert(
                    name.into(),
                    FieldMessage::from(FieldCode::UnknownUser).with("value", *bad),
                );
            }
        }
        let attached = fields.attachment_ids();
        if !attached.is_empty() {
            let readable = self
                .readable_files(attached, viewer.user, Some(viewer))
                .await?;
            if let Some(bad) = attached
                .iter()
                .find(|id| !readable.iter().any(|f| f.id == **id))
            {
                // A file that does not exist or that the user may not read: attaching it would
                // show it to the document's readers.
                errors.insert(
                    "attachmentIds".into(),
                    FieldMessage::from(FieldCode::UnknownValue).with("value", *bad),
                );
            }
        }
        for (kind, ids) in crate::store::Kind::references(fields) {
            if ids.is_empty() {
                continue;
            }
            let found = self.store.existing(kind, &ids).await?;
            if let Some(bad) = ids.iter().find(|id| !found.contains(id)) {
                errors.insert(
                    crate::references::field_of(kind).into(),
                    FieldMessage::from(FieldCode::UnknownValue).with("value", *bad),
                );
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(DocumentsError::Invalid(errors))
        }
    }

    /// Refuses a change of who may see `current` (privacy, allowed users) by anyone but its owner.
    ///
    /// # Errors
    /// [`DocumentsError::Forbidden`].
    pub(crate) fn may_share<F: DocumentFields>(
        current: &StoredDocument<F>,
        fields: &F,
        actor: &Actor,
    ) -> Result<()> {
        let set = |ids: &[i64]| {
            ids.iter()
                .copied()
                .collect::<std::collections::BTreeSet<_>>()
        };
        let sharing_changed = fields.private() != current.fields.private()
            || set(fields.allowed_user_ids()) != set(current.fields.allowed_user_ids());
        if sharing_changed && current.owner.0 != actor.user_id {
            Err(DocumentsError::Forbidden)
        } else {
            Ok(())
        }
    }

    /// Creates an assignment owned by `actor`, PRODUCING.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`AssignmentDraft::check`], `unknown_program`,
    /// `unknown_user`), [`DocumentsError::Unavailable`].
    pub async fn create(&self, draft: &AssignmentDraft, actor: &Actor) -> Result<StoredAssignment> {
        let viewer = self.viewer(actor.user_id).await?;
        let fields = self.check(draft, &viewer).await?;
        let saved = self
            .store
            .create(
                std::slice::from_ref(&fields),
                (actor.user_id, &actor.nickname),
                Utc::now(),
            )
            .await?
            .pop()
            .ok_or(DocumentsError::Store(StoreError::NotFound))?;
        tracing::info!(id = saved.id, slug = %saved.fields.slug, by = %actor.nickname, "assignment created");
        self.announce("created", std::slice::from_ref(&saved), None)
            .await;
        Ok(saved)
    }

    /// Whether `viewer` may see document `id` of the stored `kind`, out of the trash: where a
    /// kind read from the store (a lock's document, a file's attaching document) meets its fields.
    ///
    /// # Errors
    /// As [`seen`](Self::seen); [`DocumentsError::NotFound`] for a story (not kept here).
    pub(crate) async fn seen_kind(
        &self,
        kind: newsroom_domain::search::DocumentKind,
        id: i64,
        viewer: &Viewer,
    ) -> Result<()> {
        use newsroom_domain::search::DocumentKind as K;
        match kind {
            K::Assignment => self.seen::<AssignmentFields>(id, viewer).await.map(drop),
            K::Reportage => self
                .seen::<newsroom_domain::reportage::ReportageFields>(id, viewer)
                .await
                .map(drop),
            K::Production => self
                .seen::<newsroom_domain::production::ProductionFields>(id, viewer)
                .await
                .map(drop),
            K::Report => self
                .seen::<newsroom_domain::report::ReportFields>(id, viewer)
                .await
                .map(drop),
            K::Round => self
                .seen::<newsroom_domain::round::RoundFields>(id, viewer)
                .await
                .map(drop),
            K::Proposal => self
                .seen::<newsroom_domain::proposal::ProposalFields>(id, viewer)
                .await
                .map(drop),
            K::Story => Err(DocumentsError::NotFound),
        }
    }

    /// A document of kind `F` `viewer` may see, out of the trash.
    pub(crate) async fn seen<F: ServiceKind>(
        &self,
        id: i64,
        viewer: &Viewer,
    ) -> Result<StoredDocument<F>> {
        match self.store.get::<F>(&[id]).await?.pop() {
            Some(a) if a.deleted_at.is_none() && Self::visible(viewer, &a) => Ok(a),
            _ => Err(DocumentsError::NotFound),
        }
    }

    /// One assignment as `user` may see it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id, one in the trash, or one the user may not see.
    pub async fn get(&self, id: i64, user: i64) -> Result<StoredAssignment> {
        let viewer = self.viewer(user).await?;
        self.seen(id, &viewer).await
    }

    /// Replaces an assignment's fields at `revision`, from editor instance `lock` (uuid, session;
    /// empty when the client holds no lock).
    ///
    /// # Errors
    /// As [`create`](Self::create); [`DocumentsError::NotFound`] as [`get`](Self::get);
    /// [`DocumentsError::Conflict`] when `revision` is not the current one;
    /// [`DocumentsError::Forbidden`] when someone but its owner changes who may see it;
    /// [`DocumentsError::LockLost`] when another editor instance holds its edit lock.
    pub async fn update(
        &self,
        id: i64,
        revision: i64,
        draft: &AssignmentDraft,
        lock: (&str, &str),
        actor: &Actor,
    ) -> Result<StoredAssignment> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<AssignmentFields>(id, &viewer).await?;
        self.open_to_change(&[&current]).await?;
        self.locks.check(id, lock.0, lock.1).await?;
        let fields = self.check(draft, &viewer).await?;
        Self::may_share(&current, &fields, actor)?;
        self.save_changed(&current, revision, &fields, actor).await
    }

    /// Changes one field of an assignment (web.md section 7, "field patch (id, field, value)"; the
    /// fields of [`newsroom_domain::document::PATCHABLE`]), with no revision asked: the change lands
    /// on the current one. A tab of the same login session may patch while that session holds the
    /// edit lock; anyone else is refused while someone edits it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] as [`get`](Self::get); [`DocumentsError::StateLocked`];
    /// [`DocumentsError::Locked`] while another session holds its edit lock;
    /// [`DocumentsError::Invalid`] keyed by the field (`unknown_field`, `invalid`, and the checks
    /// of [`create`](Self::create)); [`DocumentsError::Conflict`] when it changed between the read
    /// and the write.
    pub async fn patch(
        &self,
        id: i64,
        field: &str,
        value: &serde_json::Value,
        session: &str,
        actor: &Actor,
    ) -> Result<StoredAssignment> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<AssignmentFields>(id, &viewer).await?;
        self.open_to_change(&[&current]).await?;
        self.patchable(id, session).await?;
        let mut draft = AssignmentDraft::of(&current.fields);
        draft.patch(field, value).map_err(DocumentsError::Invalid)?;
        let fields = self.check(&draft, &viewer).await?;
        let saved = self
            .save_changed(&current, current.revision, &fields, actor)
            .await?;
        tracing::info!(id, field, by = %actor.nickname, "assignment field changed");
        Ok(saved)
    }

    /// The documents of kind `F` of `date` the user may see: of one program (`program_id` > 0 and
    /// not `all_programs`), else of every program they may see; in date and id order.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn by_date<F: ServiceKind>(
        &self,
        date: NaiveDate,
        program_id: i64,
        all_programs: bool,
        user: i64,
    ) -> Result<Vec<StoredDocument<F>>> {
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
            date: Some(date),
            program: (program_id > 0 && !all_programs).then_some(program_id),
            ..DocumentQuery::default()
        };
        Ok(self.store.find(&viewer, &query).await?.0)
    }

    /// A page of the assignments matching `filter` the user may see, newest date first.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] for a size out of 1 to [`PAGE_MAX`]; [`DocumentsError::Unavailable`].
    pub async fn filter(&self, filter: &Filter, user: i64) -> Result<Page> {
        check_size(filter.size)?;
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
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

    /// Checks that `viewer` may see each of `ids` (in the trash when `deleted`); the documents, each
    /// once, in the order of `ids`.
    pub(crate) async fn all_seen<F: ServiceKind>(
        &self,
        ids: &[i64],
        deleted: bool,
        viewer: &Viewer,
    ) -> Result<Vec<StoredDocument<F>>> {
        if ids.is_empty() || ids.len() > IDS_MAX {
            let problem = if ids.is_empty() {
                FieldCode::Required.into()
            } else {
                FieldMessage::from(FieldCode::TooMany).with("max", IDS_MAX)
            };
            return Err(DocumentsError::Invalid(FieldErrors::from([(
                "ids".into(),
                problem,
            )])));
        }
        let mut wanted: Vec<i64> = Vec::with_capacity(ids.len());
        for id in ids {
            if !wanted.contains(id) {
                wanted.push(*id);
            }
        }
        let mut found = self.store.get::<F>(&wanted).await?;
        let all_there = found.len() == wanted.len()
            && found
                .iter()
                .all(|a| a.deleted_at.is_some() == deleted && Self::visible(viewer, a));
        if !all_there {
            return Err(DocumentsError::NotFound);
        }
        found.sort_by_key(|a| wanted.iter().position(|id| *id == a.id));
        Ok(found)
    }

    /// Sets the state of several documents of kind `F` at once (web.md section 7, "states patch").
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] when one is unknown, in the trash or not the actor's to see
    /// (then none changes); [`DocumentsError::Invalid`] for no ids;
    /// [`DocumentsError::StateLocked`] for an assignment the state-lock closes (but to an
    /// ASSIGNMENT admin).
    pub async fn set_states<F: ServiceKind>(
        &self,
        ids: &[i64],
        state: DocumentState,
        actor: &Actor,
    ) -> Result<Vec<StoredDocument<F>>> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.all_seen::<F>(ids, false, &viewer).await?;
        let admin = newsroom_proto::caller::current().is_none_or(|c| c.assignment_admin);
        if !admin {
            self.open_to_change(&current.iter().collect::<Vec<_>>())
                .await?;
        }
        let by = (actor.user_id, actor.nickname.as_str());
        let saved = self
            .store
            .set_state::<F>(ids, state, by, Utc::now())
            .await?;
        tracing::info!(kind = F::NOUN, ?ids, state = state.as_str(), by = %actor.nickname, "document states set");
        self.announce("updated", &saved, None).await;
        Ok(saved)
    }

    /// Moves documents of kind `F` to the trash, or back (`restore`). A document another user is
    /// editing (holds its lock) is not deleted (web.md section 5, "documents in edition"); a deleted
    /// one is edited by no one.
    ///
    /// # Errors
    /// As [`set_states`](Self::set_states), the trash taken into account; [`DocumentsError::Locked`]
    /// (none deleted) when another user holds the lock of one.
    pub async fn trash<F: ServiceKind>(
        &self,
        ids: &[i64],
        restore: bool,
        actor: &Actor,
    ) -> Result<Vec<StoredDocument<F>>> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.all_seen::<F>(ids, restore, &viewer).await?;
        if !restore {
            self.open_to_change(&current.iter().collect::<Vec<_>>())
                .await?;
            for id in ids {
                if self
                    .locks
                    .get(*id)
                    .await?
                    .is_some_and(|l| l.user_id != actor.user_id)
                {
                    return Err(DocumentsError::Locked);
                }
            }
        }
        let by = (actor.user_id, actor.nickname.as_str());
        let saved = self
            .store
            .set_deleted::<F>(ids, !restore, by, Utc::now())
            .await?;
        if !restore {
            for id in ids {
                self.locks.forget(*id).await?;
            }
        }
        tracing::info!(kind = F::NOUN, ?ids, restore, by = %actor.nickname, "documents trashed or restored");
        let event = if restore { "restored" } else { "deleted" };
        self.announce(event, &saved, None).await;
        Ok(saved)
    }

    /// A page of the trash of kind `F` the user may see, newest deletion first.
    ///
    /// # Errors
    /// As [`filter`](Self::filter).
    pub async fn excluded<F: ServiceKind>(
        &self,
        offset: u64,
        size: u64,
        user: i64,
    ) -> Result<Page<F>> {
        check_size(size)?;
        let viewer = self.viewer(user).await?;
        let query = DocumentQuery {
            deleted: true,
            offset,
            size: Some(size),
            ..DocumentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }
}

impl<S: Store> DocumentService<S> {
    /// Refuses a change to any of `assignments` that the state-lock setting closes (other kinds
    /// are never closed: [`ServiceKind::STATE_LOCKED`]).
    ///
    /// # Errors
    /// [`DocumentsError::StateLocked`].
    pub(crate) async fn open_to_change<F: ServiceKind>(
        &self,
        assignments: &[&StoredDocument<F>],
    ) -> Result<()> {
        if !F::STATE_LOCKED || assignments.is_empty() {
            return Ok(());
        }
        let config = self.store.config().await?;
        if assignments.iter().any(|a| config.locks(a.state)) {
            Err(DocumentsError::StateLocked)
        } else {
            Ok(())
        }
    }

    /// The settings of assignments.
    ///
    /// # Errors
    /// When storage fails.
    pub async fn config(&self) -> Result<AssignmentConfig> {
        Ok(self.store.config().await?)
    }

    /// Saves the settings of assignments (the gateway lets ASSIGNMENT admins only call it).
    ///
    /// # Errors
    /// When storage fails.
    pub async fn set_config(
        &self,
        config: AssignmentConfig,
        actor: &Actor,
    ) -> Result<AssignmentConfig> {
        self.store.set_config(config).await?;
        tracing::info!(
            state_lock = config.state_lock,
            default_grouping = config.default_grouping.as_str(),
            by = %actor.nickname,
            "assignment settings saved"
        );
        Ok(config)
    }

    /// Copies documents of kind `F` to `date` (`YYYY-MM-DD`) and `programs` (empty: each keeps its
    /// own), one new PRODUCING, unapproved document owned by `actor` for each of `ids`, in the order
    /// of `ids`, all or none ([`copy_fields`] says what a copy keeps).
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`]: `ids` empty or over [`IDS_MAX`], `date` not a date, `programIds`
    /// not positive and distinct, over [`LIST_MAX`](newsroom_domain::document::LIST_MAX), or naming a program the actor may not see
    /// (`unknown_program`); [`DocumentsError::NotFound`] when one of `ids` is unknown, in the trash
    /// or not the actor's to see (then none is copied).
    pub async fn copy<F: ServiceKind>(
        &self,
        ids: &[i64],
        programs: &[i64],
        date: &str,
        actor: &Actor,
    ) -> Result<Vec<StoredDocument<F>>> {
        let viewer = self.viewer(actor.user_id).await?;
        let mut errors = FieldErrors::new();
        let day = chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").ok();
        if day.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        check_ids("programsIds", programs, false, &mut errors);
        if !errors.contains_key("programsIds")
            && let Some(mine) = &viewer.programs
            && let Some(bad) = programs.iter().find(|p| !mine.contains(p))
        {
            errors.insert(
                "programsIds".into(),
                FieldMessage::from(FieldCode::UnknownProgram).with("value", *bad),
            );
        }
        let Some(day) = day.filter(|_| errors.is_empty()) else {
            return Err(DocumentsError::Invalid(errors));
        };
        let copies: Vec<F> = self
            .all_seen::<F>(ids, false, &viewer)
            .await?
            .iter()
            .map(|a| copy_fields(&a.fields, a.owner.0, actor.user_id, day, programs))
            .collect();
        let saved = self
            .store
            .create(&copies, (actor.user_id, &actor.nickname), Utc::now())
            .await?;
        tracing::info!(kind = F::NOUN, ?ids, %day, by = %actor.nickname, "documents copied");
        self.announce("created", &saved, None).await;
        Ok(saved)
    }

    /// Mails documents `ids` of kind `F` to `who` (see [`crate::mail::plan`]), in the installation's language,
    /// through the auth service's mail server; stops at the first mail the server does not take.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`]: `ids` as for [`set_states`](Self::set_states), `usersIds` not
    /// positive and distinct or over [`LIST_MAX`](newsroom_domain::document::LIST_MAX), or nobody to mail (no user chosen, no producers,
    /// editors or reporters included); [`DocumentsError::NotFound`] as for `set_states`;
    /// [`DocumentsError::MailNotConfigured`]; [`DocumentsError::MailFailed`] (mails sent before it
    /// stay sent); [`DocumentsError::Unavailable`].
    pub async fn email<F: ServiceKind + crate::mail::Mailed>(
        &self,
        ids: &[i64],
        who: &crate::mail::Recipients,
        grouped: bool,
        actor: &Actor,
    ) -> Result<EmailReport> {
        let viewer = self.viewer(actor.user_id).await?;
        let mut errors = FieldErrors::new();
        check_ids("usersIds", &who.user_ids, false, &mut errors);
        if errors.is_empty()
            && who.user_ids.is_empty()
            && !who.include_producers
            && !who.include_editors
            && !who.include_reporters
            && !who.include_teams
        {
            errors.insert("usersIds".into(), FieldCode::Required.into());
        }
        if !errors.is_empty() {
            return Err(DocumentsError::Invalid(errors));
        }
        let found = self.all_seen::<F>(ids, false, &viewer).await?;
        let list: Vec<&StoredDocument<F>> = found.iter().collect();
        let mut who = who.clone();
        if who.include_teams {
            who.team_members = self.team_members(&list).await?;
        }
        let who = &who;
        let report = self
            .send_mails(&list, who, grouped, crate::mail::render)
            .await?;
        tracing::info!(kind = F::NOUN, ?ids, mails = report.mails, by = %actor.nickname, "documents mailed");
        Ok(report)
    }

    /// Sends `list` to `who` as [`crate::mail::plan`] groups it, each mail written by `render`
    /// (subject and text from the documents it carries, the program and user names, the locale),
    /// through the auth service's mail server; stops at the first mail the server does not take.
    ///
    /// # Errors
    /// [`DocumentsError::MailNotConfigured`]; [`DocumentsError::MailFailed`] (mails sent before it
    /// stay sent); [`DocumentsError::Unavailable`].
    pub(crate) async fn send_mails<F: ServiceKind>(
        &self,
        list: &[&StoredDocument<F>],
        who: &crate::mail::Recipients,
        grouped: bool,
        render: impl Fn(&[&StoredDocument<F>], &crate::mail::MailNames, &str) -> (String, String),
    ) -> Result<EmailReport> {
        let mails = crate::mail::plan(list, who, grouped);
        let people: Vec<i64> = list.iter().flat_map(|a| a.fields.user_ids()).collect();
        let names = crate::mail::MailNames {
            programs: self.directory.program_names().await?,
            users: self.directory.user_names(&people).await?,
            teams: self
                .store
                .teams()
                .await?
                .into_iter()
                .map(|t| (t.id, t.name))
                .collect(),
        };
        let locale = self.directory.locale().await?;
        let mut report = EmailReport::default();
        let (mut sent, mut not) = (
            std::collections::BTreeSet::new(),
            std::collections::BTreeSet::new(),
        );
        for m in &mails {
            let carried: Vec<&StoredDocument<F>> = m.documents.iter().map(|i| list[*i]).collect();
            let (subject, text) = render(&carried, &names, &locale);
            let r = self.directory.mail_users(&m.to, &subject, &text).await?;
            match r.outcome.as_str() {
                "SENT" => report.mails += 1,
                "NO_RECIPIENTS" => {}
                "NOT_CONFIGURED" => return Err(DocumentsError::MailNotConfigured),
                _ => {
                    tracing::warn!(kind = F::NOUN, outcome = %r.outcome, detail = %r.detail, "documents not mailed");
                    return Err(DocumentsError::MailFailed(r.detail));
                }
            }
            sent.extend(r.sent_to);
            not.extend(r.without_address);
        }
        // Who was meant to get something and got nothing (a private document not theirs to see).
        let mut meant: std::collections::BTreeSet<i64> = who.user_ids.iter().copied().collect();
        for d in list {
            meant.extend(crate::mail::meant_for(d, who));
        }
        not.extend(meant.into_iter().filter(|u| !sent.contains(u)));
        not.retain(|u| !sent.contains(u));
        report.sent_to = sent.into_iter().collect();
        report.not_mailed = not.into_iter().collect();
        Ok(report)
    }

    /// How many documents of kind `F` of `date` the user may see, in all and by state; of one
    /// program (`program_id` > 0 and not `all_programs`), else of every program they may see.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn counter<F: ServiceKind>(
        &self,
        date: NaiveDate,
        program_id: i64,
        all_programs: bool,
        user: i64,
    ) -> Result<Counter> {
        let day = self
            .by_date::<F>(date, program_id, all_programs, user)
            .await?;
        let by_state = DocumentState::ALL
            .into_iter()
            .map(|s| (s, day.iter().filter(|a| a.state == s).count() as u64))
            .collect();
        Ok(Counter {
            total: day.len() as u64,
            by_state,
        })
    }
}

pub(crate) fn check_size(size: u64) -> Result<()> {
    if (1..=PAGE_MAX).contains(&size) {
        Ok(())
    } else {
        let range = FieldMessage::range(1, PAGE_MAX.cast_signed());
        Err(DocumentsError::Invalid(FieldErrors::from([(
            "size".into(),
            range,
        )])))
    }
}
