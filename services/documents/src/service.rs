//! The rules of assignments (web.md sections 3-5; the decisions where the spec is silent in
//! docs/adr/0003-documents.md): who sees what (private documents, programs restricted to groups),
//! what a valid assignment is, optimistic concurrency by revision, states, the trash.

use chrono::{NaiveDate, Utc};
use newsroom_domain::document::{AssignmentDraft, AssignmentFields, DocumentState, may_see};
use newsroom_domain::{ErrorCode, FieldCode, FieldErrors, FieldMessage};

use crate::directory::Directory;
use crate::store::{AssignmentQuery, AssignmentStore, StoreError, StoredAssignment, Viewer};

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
    /// The edit-lock store failed (500).
    #[error("edit locks")]
    Locks(#[from] newsroom_locks::LockError),
    /// A service this call needs did not answer (503).
    #[error("unavailable: {0}")]
    Unavailable(String),
    /// Storage failed (500).
    #[error("storage")]
    Store(#[from] StoreError),
}

impl newsroom_proto::errors::ServiceError for DocumentsError {
    fn code(&self) -> ErrorCode {
        match self {
            DocumentsError::NotFound | DocumentsError::Store(StoreError::NotFound) => {
                ErrorCode::NotFound
            }
            DocumentsError::Conflict(_) | DocumentsError::Store(StoreError::Stale(_)) => {
                ErrorCode::Conflict
            }
            DocumentsError::Forbidden => ErrorCode::Forbidden,
            DocumentsError::Invalid(_) => ErrorCode::Validation,
            DocumentsError::Locked => ErrorCode::Locked,
            DocumentsError::LockLost => ErrorCode::LockLost,
            DocumentsError::Unavailable(_) => ErrorCode::Unavailable,
            DocumentsError::Store(_) | DocumentsError::Locks(_) => ErrorCode::Internal,
        }
    }

    fn fields(&self) -> Option<&FieldErrors> {
        match self {
            DocumentsError::Invalid(f) => Some(f),
            _ => None,
        }
    }
}

/// Result of the service.
pub type Result<T> = std::result::Result<T, DocumentsError>;

/// A page of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The assignments of the page.
    pub data: Vec<StoredAssignment>,
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
/// Most assignments one call changes (states, trash).
pub const IDS_MAX: usize = 500;

/// The documents service over a store.
pub struct DocumentService<S> {
    store: S,
    directory: Directory,
    pub(crate) locks: std::sync::Arc<newsroom_locks::Locker>,
}

fn text(s: &str) -> Option<String> {
    let t = s.trim();
    (!t.is_empty()).then(|| t.to_owned())
}

impl<S: AssignmentStore> DocumentService<S> {
    /// The service over `store`, asking `directory` about programs and users.
    pub fn new(store: S, directory: Directory) -> Self {
        Self {
            store,
            directory,
            locks: std::sync::Arc::new(newsroom_locks::Locker::new(std::sync::Arc::new(
                newsroom_locks::MemoryLocks::default(),
            ))),
        }
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

    fn visible(viewer: &Viewer, a: &StoredAssignment) -> bool {
        may_see(
            a.fields.private,
            a.owner.0,
            &a.fields.allowed_user_ids,
            viewer.user,
        ) && viewer
            .programs
            .as_ref()
            .is_none_or(|mine| a.fields.program_ids.iter().any(|p| mine.contains(p)))
    }

    /// Checks a draft: its own rules, then programs the caller may see and users that exist.
    async fn check(&self, draft: &AssignmentDraft, viewer: &Viewer) -> Result<AssignmentFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        let mut errors = FieldErrors::new();
        if let Some(mine) = &viewer.programs
            && let Some(bad) = fields.program_ids.iter().find(|p| !mine.contains(p))
        {
            errors.insert(
                "programIds".into(),
                FieldMessage::from(FieldCode::UnknownProgram).with("value", *bad),
            );
        }
        let known = self.directory.known_users(&fields.user_ids()).await?;
        for (name, ids) in [
            ("producerIds", &fields.producer_ids),
            ("editorIds", &fields.editor_ids),
            ("reporterIds", &fields.reporter_ids),
            ("allowedUserIds", &fields.allowed_user_ids),
        ] {
            if let Some(bad) = ids.iter().find(|id| !known.contains(id)) {
                errors.insert(
                    name.into(),
                    FieldMessage::from(FieldCode::UnknownUser).with("value", *bad),
                );
            }
        }
        if errors.is_empty() {
            Ok(fields)
        } else {
            Err(DocumentsError::Invalid(errors))
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
            .create(&fields, (actor.user_id, &actor.nickname), Utc::now())
            .await?;
        tracing::info!(id = saved.id, slug = %saved.fields.slug, by = %actor.nickname, "assignment created");
        Ok(saved)
    }

    /// An assignment `viewer` may see, out of the trash.
    pub(crate) async fn seen(&self, id: i64, viewer: &Viewer) -> Result<StoredAssignment> {
        match self.store.get(&[id]).await?.pop() {
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
        let current = self.seen(id, &viewer).await?;
        self.locks.check(id, lock.0, lock.1).await?;
        let fields = self.check(draft, &viewer).await?;
        let set = |ids: &[i64]| {
            ids.iter()
                .copied()
                .collect::<std::collections::BTreeSet<_>>()
        };
        let sharing_changed = fields.private != current.fields.private
            || set(&fields.allowed_user_ids) != set(&current.fields.allowed_user_ids);
        if sharing_changed && current.owner.0 != actor.user_id {
            return Err(DocumentsError::Forbidden);
        }
        match self.store.update(id, revision, &fields, Utc::now()).await {
            Err(StoreError::Stale(now)) => Err(DocumentsError::Conflict(now)),
            other => Ok(other?),
        }
    }

    /// The assignments of `date` the user may see: of one program (`program_id` > 0 and not
    /// `all_programs`), else of every program they may see; in date and id order.
    ///
    /// # Errors
    /// [`DocumentsError::Unavailable`].
    pub async fn by_date(
        &self,
        date: NaiveDate,
        program_id: i64,
        all_programs: bool,
        user: i64,
    ) -> Result<Vec<StoredAssignment>> {
        let viewer = self.viewer(user).await?;
        let query = AssignmentQuery {
            date: Some(date),
            program: (program_id > 0 && !all_programs).then_some(program_id),
            ..AssignmentQuery::default()
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
        let query = AssignmentQuery {
            slug: text(&filter.slug),
            content: text(&filter.content),
            producer: (filter.producer_id > 0).then_some(filter.producer_id),
            program: (filter.program_id > 0).then_some(filter.program_id),
            offset: filter.offset,
            size: Some(filter.size),
            ..AssignmentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }

    /// Checks that `actor` may see each of `ids` (in the trash when `deleted`).
    async fn all_seen(&self, ids: &[i64], deleted: bool, viewer: &Viewer) -> Result<()> {
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
        let mut wanted = ids.to_vec();
        wanted.sort_unstable();
        wanted.dedup();
        let found = self.store.get(&wanted).await?;
        let all_there = found.len() == wanted.len()
            && found
                .iter()
                .all(|a| a.deleted_at.is_some() == deleted && Self::visible(viewer, a));
        if all_there {
            Ok(())
        } else {
            Err(DocumentsError::NotFound)
        }
    }

    /// Sets the state of several assignments at once (web.md section 7, "states patch").
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] when one is unknown, in the trash or not the actor's to see
    /// (then none changes); [`DocumentsError::Invalid`] for no ids.
    pub async fn set_states(
        &self,
        ids: &[i64],
        state: DocumentState,
        actor: &Actor,
    ) -> Result<Vec<StoredAssignment>> {
        let viewer = self.viewer(actor.user_id).await?;
        self.all_seen(ids, false, &viewer).await?;
        let saved = self.store.set_state(ids, state, Utc::now()).await?;
        tracing::info!(?ids, state = state.as_str(), by = %actor.nickname, "assignment states set");
        Ok(saved)
    }

    /// Moves assignments to the trash, or back (`restore`). An assignment another user is editing
    /// (holds its lock) is not deleted (web.md section 5, "documents in edition"); a deleted one is
    /// edited by no one.
    ///
    /// # Errors
    /// As [`set_states`](Self::set_states), the trash taken into account; [`DocumentsError::Locked`]
    /// (none deleted) when another user holds the lock of one.
    pub async fn trash(
        &self,
        ids: &[i64],
        restore: bool,
        actor: &Actor,
    ) -> Result<Vec<StoredAssignment>> {
        let viewer = self.viewer(actor.user_id).await?;
        self.all_seen(ids, restore, &viewer).await?;
        if !restore {
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
        let saved = self.store.set_deleted(ids, !restore, Utc::now()).await?;
        if !restore {
            for id in ids {
                self.locks.forget(*id).await?;
            }
        }
        tracing::info!(?ids, restore, by = %actor.nickname, "assignments trashed or restored");
        Ok(saved)
    }

    /// A page of the trash the user may see, newest deletion first.
    ///
    /// # Errors
    /// As [`filter`](Self::filter).
    pub async fn excluded(&self, offset: u64, size: u64, user: i64) -> Result<Page> {
        check_size(size)?;
        let viewer = self.viewer(user).await?;
        let query = AssignmentQuery {
            deleted: true,
            offset,
            size: Some(size),
            ..AssignmentQuery::default()
        };
        let (data, total) = self.store.find(&viewer, &query).await?;
        Ok(Page { data, total })
    }
}

fn check_size(size: u64) -> Result<()> {
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
