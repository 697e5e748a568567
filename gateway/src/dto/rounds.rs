//! REST shapes of rounds (web.md section 3, "round: segments, institutions"; decisions in
//! docs/adr/0003-documents.md, "Reports and rounds").

use newsroom_domain::ids::{DocumentId, ProgramId, UserId};
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::documents::{DocumentState, DocumentTopicEvent, Owner, TopicViewer, WireDocumentEvent};
use super::{known, required};
use crate::error::ApiError;

/// What a call gave.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Outcome {
    /// Not called yet, or no answer.
    Pending,
    /// Called: nothing to report.
    NothingNew,
    /// Called: there is a story (it may become an assignment).
    News,
}

fn pending() -> Outcome {
    Outcome::Pending
}

/// One institution called in a round.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundEntry {
    /// The institution (`/api/institutions`; 422 `unknown_value` on `entries` for one that does not
    /// exist); once per round (422 `duplicate`), so it names the entry.
    pub institution_id: i64,
    /// When it was called: RFC 3339 with its offset (answered in UTC); null while pending.
    #[serde(default)]
    pub called_at: Option<String>,
    /// Who answered: one line, at most 500 characters, may be empty.
    #[serde(default)]
    pub answered_by: String,
    /// What they said: plain text, at most 10,000 characters; required for news.
    #[serde(default)]
    pub text: String,
    /// What the call gave (default PENDING).
    #[serde(default = "pending")]
    pub outcome: Outcome,
    /// The assignment made from it (`POST /api/assignments/round/{id}`); the round keeps it
    /// whatever a client sends.
    #[serde(default)]
    pub assignment_id: Option<i64>,
}

/// One call noted on its own (`PUT /api/rounds/{id}/entries/{institutionId}`): an entry's call
/// without its institution (the path names it) and its assignment (the round keeps it).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundCall {
    /// When it was called: RFC 3339 with its offset (answered in UTC); null while pending.
    #[serde(default)]
    pub called_at: Option<String>,
    /// Who answered: one line, at most 500 characters, may be empty.
    #[serde(default)]
    pub answered_by: String,
    /// What they said: plain text, at most 10,000 characters; required for news.
    #[serde(default)]
    pub text: String,
    /// What the call gave (default PENDING).
    #[serde(default = "pending")]
    pub outcome: Outcome,
}

/// A round: the desk's calls to the institutions it checks for news, one entry per institution.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Round {
    /// From 10^12 up (never a story's id).
    pub id: DocumentId,
    /// One line.
    pub slug: String,
    /// YYYY-MM-DD: the day of the round.
    pub date: String,
    /// The shift ("Morning", "Night"; may be empty).
    pub shift: String,
    /// The programs it is for.
    pub program_ids: Vec<ProgramId>,
    /// Seen only by its owner and `allowedUserIds`.
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<UserId>,
    /// The calls, in the desk's order.
    pub entries: Vec<RoundEntry>,
    /// Notes (plain text).
    pub notes: String,
    /// Files attached, in order (`GET /api/files?ids=`).
    pub attachment_ids: Vec<i64>,
    /// Its state.
    pub state: DocumentState,
    /// Who created it.
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

impl TryFrom<pb::Round> for Round {
    type Error = ApiError;

    fn try_from(r: pb::Round) -> Result<Self, ApiError> {
        let f = required(r.fields, "round fields")?;
        let owner = required(r.owner, "round owner")?;
        let entries = serde_json::from_str(if f.entries_json.is_empty() {
            "[]"
        } else {
            &f.entries_json
        })
        .map_err(|e| {
            tracing::error!(error = %e, "the documents service sent round entries that do not read");
            ApiError::new(newsroom_domain::ErrorCode::Internal)
        })?;
        Ok(Round {
            id: DocumentId::from_db(r.id),
            slug: f.slug,
            date: f.date,
            shift: f.shift,
            program_ids: f.program_ids.into_iter().map(ProgramId::from_db).collect(),
            private: f.private,
            allowed_user_ids: f
                .allowed_user_ids
                .into_iter()
                .map(UserId::from_db)
                .collect(),
            entries,
            notes: f.notes,
            attachment_ids: f.attachment_ids,
            state: known(r.state, DocumentState::from_pb, "document state")?,
            owner: Owner {
                id: UserId::from_db(owner.user_id),
                nickname: owner.nickname,
            },
            revision: r.revision,
            created_at: r.created_at,
            updated_at: r.updated_at,
            deleted_at: (!r.deleted_at.is_empty()).then_some(r.deleted_at),
        })
    }
}

/// Rounds from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn rounds(list: Vec<pb::Round>) -> Result<Vec<Round>, ApiError> {
    list.into_iter().map(Round::try_from).collect()
}

/// A round as a client writes it (create; update with `revision` and `lockUuid`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundIn {
    /// One line, 1 to 200 characters.
    pub slug: String,
    /// YYYY-MM-DD.
    pub date: String,
    /// One line, at most 500 characters.
    #[serde(default)]
    pub shift: String,
    /// At least one program the caller may see.
    pub program_ids: Vec<i64>,
    /// Only its owner may change it.
    #[serde(default)]
    pub private: bool,
    /// Only its owner may change them.
    #[serde(default)]
    pub allowed_user_ids: Vec<i64>,
    /// At most 200 (422 `too_many`), in the desk's order.
    #[serde(default)]
    pub entries: Vec<RoundEntry>,
    /// Plain text, at most 100,000 characters.
    #[serde(default)]
    pub notes: String,
    /// Files the caller may read (ids from `POST /api/files/single`).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// The revision the change is based on (updates only; 409 when it is not the current one).
    #[serde(default)]
    pub revision: i64,
    /// The editor instance saving (updates only; `PUT /api/locks/{id}`): 409 `lock_lost` when
    /// another one holds the round's edit lock.
    #[serde(default)]
    pub lock_uuid: String,
}

impl RoundIn {
    /// The fields as the service takes them.
    pub fn fields(self) -> pb::RoundFields {
        pb::RoundFields {
            entries_json: serde_json::to_string(&self.entries).unwrap_or_default(),
            slug: self.slug,
            date: self.date,
            shift: self.shift,
            program_ids: self.program_ids,
            private: self.private,
            allowed_user_ids: self.allowed_user_ids,
            notes: self.notes,
            attachment_ids: self.attachment_ids,
        }
    }
}

/// A page of rounds (`{data, total}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct RoundPage {
    /// The page.
    pub data: Vec<Round>,
    /// How many match in all.
    pub total: i64,
}

impl TryFrom<pb::RoundPage> for RoundPage {
    type Error = ApiError;

    fn try_from(p: pb::RoundPage) -> Result<Self, ApiError> {
        Ok(RoundPage {
            data: rounds(p.data)?,
            total: p.total,
        })
    }
}

/// A round as it was after a change, with the line diff from it to the round now: `Label: value`
/// lines with names in place of ids (Slug, Date, State, Shift, Programs, Private, Allowed users,
/// Attachments, Trash), then `Calls:` (each entry's institution id, outcome, time in UTC and who
/// answered, then its text) and `Notes:`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoundRevision {
    /// Number, when, who, the slug then.
    pub summary: crate::dto::rundowns::RevisionSummary,
    /// Its state then.
    pub state: DocumentState,
    /// Whether it was in the trash then.
    pub deleted: bool,
    /// From this revision to the round now.
    pub diff: Vec<crate::dto::rundowns::DiffLine>,
}

impl TryFrom<pb::RoundRevision> for RoundRevision {
    type Error = ApiError;

    fn try_from(r: pb::RoundRevision) -> Result<Self, ApiError> {
        Ok(RoundRevision {
            summary: required(r.summary, "revision summary")?.into(),
            state: known(r.state, DocumentState::from_pb, "document state")?,
            deleted: r.deleted,
            diff: r
                .diff
                .into_iter()
                .map(crate::dto::rundowns::DiffLine::try_from)
                .collect::<Result<_, _>>()?,
        })
    }
}

/// A round event as `viewer` may see it (`/topic/rounds`, docs/asyncapi.yaml `RoundEvent`).
pub fn round_event(ev: pb::RoundEvent, viewer: &TopicViewer) -> Option<DocumentTopicEvent<Round>> {
    let r = ev.round?;
    let f = r.fields.clone()?;
    let owner = r.owner.as_ref().map_or(0, |o| o.user_id);
    let wire = WireDocumentEvent {
        event: ev.event,
        id: r.id,
        now: (f.private, owner, &f.allowed_user_ids, &f.program_ids),
        before: ev.before.as_ref(),
        lock: ev.lock,
    };
    DocumentTopicEvent::for_viewer("round", wire, viewer, || Round::try_from(r).ok())
}

/// Assignments to make from a round's entries with news.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FromRoundIn {
    /// The entries, by their institution ids: each in the round, with news, without its assignment
    /// yet (422 on `entryIds`: `unknown_value`, `invalid`, `duplicate`).
    pub entry_ids: Vec<i64>,
}

/// What a round's entries became: the assignments, in the order asked, and the round with each
/// entry naming its assignment.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FromRoundOut {
    /// The assignments made.
    pub assignments: Vec<crate::dto::documents::Assignment>,
    /// The round now.
    pub round: Round,
}
