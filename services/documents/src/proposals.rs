//! Assignment proposals ([`newsroom_domain::proposal`]; docs/adr/0003-documents.md "Proposals"):
//! a pitch is written and changed by its writer (or a moderator, ASSIGNMENT_PROPOSAL admin) while
//! it is pending, then accepted into an assignment or declined by the desk. Visibility (the
//! programs), the trash, revisions and events are the document base's ([`crate::service`]).

use chrono::Utc;
use newsroom_domain::document::{AssignmentFields, DocumentFields};
use newsroom_domain::proposal::{ProposalDraft, ProposalError, ProposalFields};
use newsroom_domain::search::DocumentKind;

use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::{Store, StoreError, StoredAssignment, StoredDocument, Viewer};

/// A proposal as stored.
pub type StoredProposal = StoredDocument<ProposalFields>;

impl From<ProposalError> for DocumentsError {
    fn from(e: ProposalError) -> Self {
        match e {
            ProposalError::Answered => DocumentsError::ProposalAnswered,
        }
    }
}

impl<S: Store> DocumentService<S> {
    async fn check_proposal(
        &self,
        draft: &ProposalDraft,
        viewer: &Viewer,
    ) -> Result<ProposalFields> {
        let fields = draft.check().map_err(DocumentsError::Invalid)?;
        self.check_named(&fields, viewer).await?;
        Ok(fields)
    }

    /// Sends a proposal to the desk: PENDING, owned by `actor`.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (field codes as [`ProposalDraft::check`], `unknown_program`
    /// for a program the actor may not see); [`DocumentsError::Unavailable`].
    pub async fn create_proposal(
        &self,
        draft: &ProposalDraft,
        actor: &Actor,
    ) -> Result<StoredProposal> {
        let viewer = self.viewer(actor.user_id).await?;
        let fields = self.check_proposal(draft, &viewer).await?;
        self.save_new(fields, actor).await
    }

    /// One proposal as `user` may see it.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] for an unknown id, one in the trash, or one of programs the
    /// user may not see.
    pub async fn get_proposal(&self, id: i64, user: i64) -> Result<StoredProposal> {
        let viewer = self.viewer(user).await?;
        self.seen(id, &viewer).await
    }

    /// Replaces a pending proposal's text at `revision`: its writer's, or anyone's for a
    /// `moderator`.
    ///
    /// # Errors
    /// As [`create_proposal`](Self::create_proposal); [`DocumentsError::NotFound`];
    /// [`DocumentsError::Forbidden`] for someone else's without `moderator`;
    /// [`DocumentsError::ProposalAnswered`] once accepted or declined;
    /// [`DocumentsError::Conflict`] when `revision` is not the current one.
    pub async fn update_proposal(
        &self,
        id: i64,
        revision: i64,
        draft: &ProposalDraft,
        moderator: bool,
        actor: &Actor,
    ) -> Result<StoredProposal> {
        let viewer = self.viewer(actor.user_id).await?;
        let current = self.seen::<ProposalFields>(id, &viewer).await?;
        if current.owner.0 != actor.user_id && !moderator {
            return Err(DocumentsError::Forbidden);
        }
        let fields = current
            .fields
            .changed(self.check_proposal(draft, &viewer).await?)?;
        self.save_changed(&current, revision, &fields, actor).await
    }

    /// Moves proposals to the trash, or back (`restore`), all or none: the actor's own, or any
    /// for a `moderator` (so what a moderator trashed stays there unless a moderator brings it
    /// back).
    ///
    /// # Errors
    /// As [`trash`](Self::trash); [`DocumentsError::Forbidden`] (none moved) when one is
    /// someone else's without `moderator`.
    pub async fn trash_proposals(
        &self,
        ids: &[i64],
        restore: bool,
        moderator: bool,
        actor: &Actor,
    ) -> Result<Vec<StoredProposal>> {
        if !moderator {
            let viewer = self.viewer(actor.user_id).await?;
            let current = self
                .all_seen::<ProposalFields>(ids, restore, &viewer)
                .await?;
            if current.iter().any(|p| p.owner.0 != actor.user_id) {
                return Err(DocumentsError::Forbidden);
            }
        }
        self.trash::<ProposalFields>(ids, restore, actor).await
    }

    /// Declines a pending proposal with the desk's `answer`. The caller must be able to read
    /// proposals (the gateway lets assignment writers call it).
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`]; then [`DocumentsError::Forbidden`] without
    /// ASSIGNMENT_PROPOSAL read; [`DocumentsError::ProposalAnswered`]; [`DocumentsError::Invalid`] on `answer`;
    /// [`DocumentsError::Conflict`] after [`CHANGE_ATTEMPTS`](crate::service::CHANGE_ATTEMPTS)
    /// lost races.
    pub async fn decline_proposal(
        &self,
        id: i64,
        answer: &str,
        actor: &Actor,
    ) -> Result<StoredProposal> {
        let by = (actor.user_id, actor.nickname.as_str());
        self.change_stored::<ProposalFields>(
            id,
            "",
            actor,
            crate::service::Change {
                names_checked: false,
                keep_approval: false,
            },
            |current| {
                Self::reads_proposals()?;
                current
                    .declined(answer, by, Utc::now())?
                    .map_err(DocumentsError::Invalid)
            },
        )
        .await
    }

    /// Makes the assignment of a pending proposal ([`ProposalFields::assignment`]), owned by
    /// `actor`, and marks the proposal ACCEPTED naming it: one transaction, so neither is saved
    /// without the other.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`]; then [`DocumentsError::Forbidden`] without
    /// ASSIGNMENT_PROPOSAL read; [`DocumentsError::ProposalAnswered`]; [`DocumentsError::Invalid`] (`unknown_program`) when
    /// a program of it is not the actor's; [`DocumentsError::Conflict`] when it changed meanwhile.
    pub async fn assignment_from_proposal(
        &self,
        id: i64,
        actor: &Actor,
    ) -> Result<(StoredAssignment, StoredProposal)> {
        let viewer = self.viewer(actor.user_id).await?;
        let proposal = self.seen::<ProposalFields>(id, &viewer).await?;
        Self::reads_proposals()?;
        let mut accepted =
            proposal
                .fields
                .accepted(0, (actor.user_id, &actor.nickname), Utc::now())?;
        let assignment: AssignmentFields = proposal.fields.assignment(proposal.owner.0);
        self.check_named(&assignment, &viewer).await?;
        let linked = move |ids: Vec<i64>| {
            accepted.assignment_id = ids.first().copied();
            accepted
        };
        let (mut made, saved) = match self
            .store
            .create_from::<AssignmentFields, ProposalFields>(
                std::slice::from_ref(&assignment),
                (actor.user_id, &actor.nickname),
                (id, proposal.revision),
                Box::new(linked),
                Utc::now(),
            )
            .await
        {
            Err(StoreError::Stale(now)) => return Err(DocumentsError::Conflict(now)),
            other => other?,
        };
        tracing::info!(proposal = id, slug = %proposal.fields.slug(), by = %actor.nickname, "assignment made from a proposal");
        self.announce("created", &made, None).await;
        self.announce("updated", std::slice::from_ref(&saved), Some(&proposal))
            .await;
        let made = made
            .pop()
            .ok_or(DocumentsError::Store(StoreError::NotFound))?;
        Ok((made, saved))
    }

    /// Refuses a caller who may not read proposals (the desk answers only what it may read).
    fn reads_proposals() -> Result<()> {
        if newsroom_proto::caller::current()
            .is_some_and(|c| !c.may_read(DocumentKind::Proposal.area().as_str()))
        {
            Err(DocumentsError::Forbidden)
        } else {
            Ok(())
        }
    }
}
