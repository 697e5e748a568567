//! REST shapes of assignment proposals (web.md section 4, area "assignment proposal"; section 7,
//! assignments "create from proposal"; decisions in docs/adr/0003-documents.md, "Proposals").

use newsroom_domain::ids::{DocumentId, ProgramId, UserId};
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::documents::{DocumentTopicEvent, Owner, TopicViewer, WireDocumentEvent};
use super::required;
use crate::error::ApiError;

/// Where a proposal stands with the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ProposalStatus {
    /// Sent, not answered yet.
    Pending,
    /// Made an assignment (`assignmentId`).
    Accepted,
    /// Turned down, with the desk's `answer`.
    Declined,
}

/// A proposal: a pitch to the desk, before it is an assignment.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Proposal {
    /// From 10^12 up (never a story's id).
    pub id: DocumentId,
    /// One line.
    pub slug: String,
    /// YYYY-MM-DD: the day it is suggested for.
    pub date: String,
    /// The programs it is suggested to.
    pub program_ids: Vec<ProgramId>,
    /// The pitch (plain text).
    pub content: String,
    /// Files attached, in order (`GET /api/files?ids=`).
    pub attachment_ids: Vec<i64>,
    /// Where it stands.
    pub status: ProposalStatus,
    /// The desk's answer ('' when none).
    pub answer: String,
    /// Who accepted or declined it; null while pending.
    pub answered_by: Option<Owner>,
    /// When (RFC 3339, UTC); null while pending.
    pub answered_at: Option<String>,
    /// The assignment made of it, once accepted.
    pub assignment_id: Option<DocumentId>,
    /// Who proposed it.
    pub owner: Owner,
    /// 1 when created, one more for every change; send it back with an update.
    pub revision: i64,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC.
    pub updated_at: String,
    /// RFC 3339, UTC, while in the trash.
    pub deleted_at: Option<String>,
}

fn owner(a: newsroom_proto::rundowns::v1::Actor) -> Owner {
    Owner {
        id: UserId::from_db(a.user_id),
        nickname: a.nickname,
    }
}

impl TryFrom<pb::Proposal> for Proposal {
    type Error = ApiError;

    fn try_from(p: pb::Proposal) -> Result<Self, ApiError> {
        let f = required(p.fields, "proposal fields")?;
        let status = match p.status.as_str() {
            "PENDING" => ProposalStatus::Pending,
            "ACCEPTED" => ProposalStatus::Accepted,
            "DECLINED" => ProposalStatus::Declined,
            other => {
                tracing::error!(
                    status = other,
                    "the documents service sent an unknown proposal status"
                );
                return Err(ApiError::new(newsroom_domain::ErrorCode::Internal));
            }
        };
        Ok(Proposal {
            id: DocumentId::from_db(p.id),
            slug: f.slug,
            date: f.date,
            program_ids: f.program_ids.into_iter().map(ProgramId::from_db).collect(),
            content: f.content,
            attachment_ids: f.attachment_ids,
            status,
            answer: p.answer,
            answered_by: p.answered_by.map(owner),
            answered_at: (!p.answered_at.is_empty()).then_some(p.answered_at),
            assignment_id: (p.assignment_id > 0).then(|| DocumentId::from_db(p.assignment_id)),
            owner: owner(required(p.owner, "proposal owner")?),
            revision: p.revision,
            created_at: p.created_at,
            updated_at: p.updated_at,
            deleted_at: (!p.deleted_at.is_empty()).then_some(p.deleted_at),
        })
    }
}

/// Proposals from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn proposals(list: Vec<pb::Proposal>) -> Result<Vec<Proposal>, ApiError> {
    list.into_iter().map(Proposal::try_from).collect()
}

/// A proposal as its writer sends it (create; update with `revision`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProposalIn {
    /// One line, 1 to 200 characters.
    pub slug: String,
    /// YYYY-MM-DD: the day it is suggested for.
    pub date: String,
    /// At least one program the caller may see.
    pub program_ids: Vec<i64>,
    /// The pitch: plain text, at most 100,000 characters.
    #[serde(default)]
    pub content: String,
    /// Files attached (ids of `/api/files`).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// With an update: the revision it is based on (409 `conflict` when it is not the current one).
    #[serde(default)]
    pub revision: i64,
}

impl ProposalIn {
    /// The wire form of its fields.
    pub fn fields(self) -> pb::ProposalDraft {
        pb::ProposalDraft {
            slug: self.slug,
            date: self.date,
            program_ids: self.program_ids,
            content: self.content,
            attachment_ids: self.attachment_ids,
        }
    }
}

/// The desk's answer when it declines a proposal.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeclineIn {
    /// Why (plain text, at most 2,000 characters; may be empty).
    #[serde(default)]
    pub answer: String,
}

/// A page of proposals (the trash).
#[derive(Debug, Serialize, ToSchema)]
pub struct ProposalPage {
    /// This page.
    pub data: Vec<Proposal>,
    /// How many in all.
    pub total: i64,
}

impl TryFrom<pb::ProposalPage> for ProposalPage {
    type Error = ApiError;

    fn try_from(p: pb::ProposalPage) -> Result<Self, ApiError> {
        Ok(ProposalPage {
            data: proposals(p.data)?,
            total: p.total,
        })
    }
}

/// What accepting a proposal made: the assignment, and the proposal naming it.
#[derive(Debug, Serialize, ToSchema)]
pub struct FromProposalReply {
    /// The assignment made.
    pub assignment: crate::dto::documents::Assignment,
    /// The proposal, now ACCEPTED.
    pub proposal: Proposal,
}

/// A proposal event as `viewer` may see it (`/topic/proposals`, docs/asyncapi.yaml
/// `ProposalEvent`).
pub fn proposal_event(
    ev: pb::ProposalEvent,
    viewer: &TopicViewer,
) -> Option<DocumentTopicEvent<Proposal>> {
    let p = ev.proposal?;
    let f = p.fields.clone()?;
    let owner = p.owner.as_ref().map_or(0, |o| o.user_id);
    let wire = WireDocumentEvent {
        event: ev.event,
        id: p.id,
        now: (false, owner, &[], &f.program_ids),
        before: ev.before.as_ref(),
        lock: ev.lock,
    };
    DocumentTopicEvent::for_viewer("proposal", wire, viewer, || Proposal::try_from(p).ok())
}
