//! REST shapes of reports (web.md section 3, "report: categories, events"; decisions in
//! docs/adr/0003-documents.md, "Reports and rounds").

use newsroom_domain::ids::{DocumentId, ProgramId, UserId};
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::documents::{DocumentState, DocumentTopicEvent, Owner, TopicViewer, WireDocumentEvent};
use super::{known, required};
use crate::error::ApiError;

/// One event of a report: something that happened, when and where, and who said so.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportEvent {
    /// When it happened: RFC 3339 with its offset (answered in UTC).
    pub time: String,
    /// Its category (`/api/reports/categories`; 422 `unknown_value` on `events` for one that does
    /// not exist); null: none.
    #[serde(default)]
    pub category_id: Option<i64>,
    /// Where: one line, at most 500 characters, may be empty.
    #[serde(default)]
    pub place: String,
    /// What happened: plain text, 1 to 10,000 characters.
    pub text: String,
    /// Who was heard: one line, at most 500 characters, may be empty.
    #[serde(default)]
    pub sources: String,
}

/// A report: the account of a day's coverage or of a shift, as a summary and timed events.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// From 10^12 up (never a story's id).
    pub id: DocumentId,
    /// One line.
    pub slug: String,
    /// YYYY-MM-DD: the day it accounts for.
    pub date: String,
    /// The programs it is for.
    pub program_ids: Vec<ProgramId>,
    /// Seen only by its owner and `allowedUserIds`.
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<UserId>,
    /// The assignment it accounts for, if any.
    pub assignment_id: Option<DocumentId>,
    /// The account in a few lines (plain text).
    pub summary: String,
    /// The events, in time order.
    pub events: Vec<ReportEvent>,
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

impl TryFrom<pb::Report> for Report {
    type Error = ApiError;

    fn try_from(r: pb::Report) -> Result<Self, ApiError> {
        let f = required(r.fields, "report fields")?;
        let owner = required(r.owner, "report owner")?;
        let events = serde_json::from_str(if f.events_json.is_empty() {
            "[]"
        } else {
            &f.events_json
        })
        .map_err(|e| {
            tracing::error!(error = %e, "the documents service sent report events that do not read");
            ApiError::new(newsroom_domain::ErrorCode::Internal)
        })?;
        Ok(Report {
            id: DocumentId::from_db(r.id),
            slug: f.slug,
            date: f.date,
            program_ids: f.program_ids.into_iter().map(ProgramId::from_db).collect(),
            private: f.private,
            allowed_user_ids: f
                .allowed_user_ids
                .into_iter()
                .map(UserId::from_db)
                .collect(),
            assignment_id: (f.assignment_id > 0).then(|| DocumentId::from_db(f.assignment_id)),
            summary: f.summary,
            events,
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

/// Reports from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn reports(list: Vec<pb::Report>) -> Result<Vec<Report>, ApiError> {
    list.into_iter().map(Report::try_from).collect()
}

/// A report as a client writes it (create; update with `revision` and `lockUuid`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportIn {
    /// One line, 1 to 200 characters.
    pub slug: String,
    /// YYYY-MM-DD.
    pub date: String,
    /// At least one program the caller may see.
    pub program_ids: Vec<i64>,
    /// Only its owner may change it.
    #[serde(default)]
    pub private: bool,
    /// Only its owner may change them.
    #[serde(default)]
    pub allowed_user_ids: Vec<i64>,
    /// The assignment it accounts for (one the caller may see; 422 `unknown_value` otherwise).
    #[serde(default)]
    pub assignment_id: Option<i64>,
    /// Plain text, at most 100,000 characters.
    #[serde(default)]
    pub summary: String,
    /// At most 200 (422 `too_many`); sorted by time when saved.
    #[serde(default)]
    pub events: Vec<ReportEvent>,
    /// Files the caller may read (ids from `POST /api/files/single`).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// The revision the change is based on (updates only; 409 when it is not the current one).
    #[serde(default)]
    pub revision: i64,
    /// The editor instance saving (updates only; `PUT /api/locks/{id}`): 409 `lock_lost` when
    /// another one holds the report's edit lock.
    #[serde(default)]
    pub lock_uuid: String,
}

impl ReportIn {
    /// The fields as the service takes them.
    pub fn fields(self) -> pb::ReportFields {
        pb::ReportFields {
            events_json: serde_json::to_string(&self.events).unwrap_or_default(),
            slug: self.slug,
            date: self.date,
            program_ids: self.program_ids,
            private: self.private,
            allowed_user_ids: self.allowed_user_ids,
            // An id of 0 or less names no assignment: kept negative so the service says so.
            assignment_id: match self.assignment_id {
                None => 0,
                Some(i) if i > 0 => i,
                Some(_) => -1,
            },
            summary: self.summary,
            attachment_ids: self.attachment_ids,
        }
    }
}

/// A page of reports (`{data, total}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportPage {
    /// The page.
    pub data: Vec<Report>,
    /// How many match in all.
    pub total: i64,
}

impl TryFrom<pb::ReportPage> for ReportPage {
    type Error = ApiError;

    fn try_from(p: pb::ReportPage) -> Result<Self, ApiError> {
        Ok(ReportPage {
            data: reports(p.data)?,
            total: p.total,
        })
    }
}

/// A report as it was after a change, with the line diff from it to the report now: `Label:
/// value` lines with names in place of ids (Slug, Date, State, Programs, Categories, Private,
/// Allowed users, Attachments, Trash), then `Summary:` and `Events:` (each event's time in UTC and
/// place, its text, `Sources:`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportRevision {
    /// Number, when, who, the slug then.
    pub summary: crate::dto::rundowns::RevisionSummary,
    /// Its state then.
    pub state: DocumentState,
    /// Whether it was in the trash then.
    pub deleted: bool,
    /// From this revision to the report now.
    pub diff: Vec<crate::dto::rundowns::DiffLine>,
}

impl TryFrom<pb::ReportRevision> for ReportRevision {
    type Error = ApiError;

    fn try_from(r: pb::ReportRevision) -> Result<Self, ApiError> {
        Ok(ReportRevision {
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

/// A report event as `viewer` may see it (`/topic/reports`, docs/asyncapi.yaml `ReportEvent`).
pub fn report_event(
    ev: pb::ReportEvent,
    viewer: &TopicViewer,
) -> Option<DocumentTopicEvent<Report>> {
    let r = ev.report?;
    let f = r.fields.clone()?;
    let owner = r.owner.as_ref().map_or(0, |o| o.user_id);
    let wire = WireDocumentEvent {
        event: ev.event,
        id: r.id,
        now: (f.private, owner, &f.allowed_user_ids, &f.program_ids),
        before: ev.before.as_ref(),
        lock: ev.lock,
    };
    DocumentTopicEvent::for_viewer("report", wire, viewer, || Report::try_from(r).ok())
}
