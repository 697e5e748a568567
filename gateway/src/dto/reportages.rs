//! REST shapes of reportages (news reports; web.md sections 3 and 7; paths in
//! docs/adr/0003-documents.md, "Reportages").

use newsroom_domain::ids::{DocumentId, ProgramId, UserId};
use newsroom_domain::time::Duration;
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::documents::{DocumentState, DocumentTopicEvent, Owner, TopicViewer, WireDocumentEvent};
use super::{known, required};
use crate::error::ApiError;

/// A reportage: the script of a recorded package (its sections) and the studio's lead and footnote.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Reportage {
    /// From 10^12 up (never a story's id).
    pub id: DocumentId,
    /// One line.
    pub slug: String,
    /// YYYY-MM-DD: the day it is for.
    pub date: String,
    /// The programs it is for.
    pub program_ids: Vec<ProgramId>,
    /// Its reporters.
    pub reporter_ids: Vec<UserId>,
    /// Its editors.
    pub editor_ids: Vec<UserId>,
    /// Seen only by its owner and `allowedUserIds`.
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<UserId>,
    /// The assignment it was written from, if any.
    pub assignment_id: Option<DocumentId>,
    /// Its sections in air order: `[{kind, content: [{type: "paragraph", children: [{text, comment,
    /// color, bold, italic, underline}]}]}]`, `kind` one of LEAD, OPENING, OFF, INTERVIEW,
    /// APPEARANCE, CLOSURE, FOOTNOTE (lead and footnote are the presenter's, read in the studio).
    #[schema(value_type = Vec<Object>)]
    pub sections: serde_json::Value,
    /// Files attached, in order (`GET /api/files?ids=` gives their names and links; whoever may
    /// see the reportage may read them).
    pub attachment_ids: Vec<i64>,
    /// Its graphics in air order (`/api/reportages/{id}/cgs`): CG items as a story's (kind CG; ids
    /// unique within the reportage); a story made from it gets them as its CG items. A save of the
    /// reportage keeps them as they are.
    pub graphics: Vec<super::rundowns::StoryItem>,
    /// Its state.
    pub state: DocumentState,
    /// Approved for air; a change of its slug, day, programs or sections takes the approval away.
    pub approved: bool,
    /// The presenter's reading time of the lead and footnote (ISO-8601, at 180 words a minute).
    pub presenter_time: String,
    /// The reporter's voice in the package (opening, off, appearance, closure), same rate.
    pub reporter_time: String,
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

fn users(ids: Vec<i64>) -> Vec<UserId> {
    ids.into_iter().map(UserId::from_db).collect()
}

fn sections(json: &str) -> Result<serde_json::Value, ApiError> {
    serde_json::from_str(json).map_err(|e| {
        tracing::error!(error = %e, "the documents service sent sections that are not JSON");
        ApiError::new(newsroom_domain::ErrorCode::Internal)
    })
}

impl TryFrom<pb::Reportage> for Reportage {
    type Error = ApiError;

    fn try_from(r: pb::Reportage) -> Result<Self, ApiError> {
        let f = required(r.fields, "reportage fields")?;
        let owner = required(r.owner, "reportage owner")?;
        Ok(Reportage {
            id: DocumentId::from_db(r.id),
            sections: sections(&f.sections_json)?,
            slug: f.slug,
            date: f.date,
            program_ids: f.program_ids.into_iter().map(ProgramId::from_db).collect(),
            reporter_ids: users(f.reporter_ids),
            editor_ids: users(f.editor_ids),
            private: f.private,
            allowed_user_ids: users(f.allowed_user_ids),
            assignment_id: (f.assignment_id > 0).then(|| DocumentId::from_db(f.assignment_id)),
            attachment_ids: f.attachment_ids,
            graphics: r
                .graphics
                .into_iter()
                .map(super::rundowns::StoryItem::try_from)
                .collect::<Result<_, _>>()?,
            state: known(r.state, DocumentState::from_pb, "document state")?,
            approved: r.approved,
            presenter_time: Duration::from_secs(r.presenter_secs).to_string(),
            reporter_time: Duration::from_secs(r.reporter_secs).to_string(),
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

/// Reportages from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn reportages(list: Vec<pb::Reportage>) -> Result<Vec<Reportage>, ApiError> {
    list.into_iter().map(Reportage::try_from).collect()
}

/// A reportage as a client writes it (create, and update with `revision`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportageIn {
    /// One line, 1 to 200 characters.
    pub slug: String,
    /// YYYY-MM-DD.
    pub date: String,
    /// At least one program the caller may see.
    pub program_ids: Vec<i64>,
    /// Users (at most 100, each once).
    #[serde(default)]
    pub reporter_ids: Vec<i64>,
    /// Users.
    #[serde(default)]
    pub editor_ids: Vec<i64>,
    /// Only its owner may change it; an approved reportage cannot be made private (422
    /// `approved_private`).
    #[serde(default)]
    pub private: bool,
    /// Only its owner may change them.
    #[serde(default)]
    pub allowed_user_ids: Vec<i64>,
    /// The assignment it is written from (one the caller may see; 422 `unknown_value` otherwise).
    #[serde(default)]
    pub assignment_id: Option<i64>,
    /// See [`Reportage::sections`]; at most 100 sections and 100,000 characters (422 `script`,
    /// `too_many`, `too_long`, `color`, `character` on `sections`).
    #[serde(default)]
    #[schema(value_type = Vec<Object>)]
    pub sections: serde_json::Value,
    /// Files attached, in order (ids from `POST /api/files/single`): each one the caller may read
    /// (422 `unknown_value` on `attachmentIds` otherwise), at most 100, each once.
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// The revision the change is based on (updates only; 409 when it is not the current one).
    #[serde(default)]
    pub revision: i64,
    /// The editor instance saving (updates only; `PUT /api/locks/{id}`): 409 `lock_lost` when another
    /// one holds the reportage's edit lock.
    #[serde(default)]
    pub lock_uuid: String,
}

impl ReportageIn {
    /// The fields as the service takes them, the revision and the lock uuid.
    pub fn fields(self) -> (pb::ReportageFields, i64, String) {
        let sections_json = if self.sections.is_null() {
            String::new()
        } else {
            self.sections.to_string()
        };
        (
            pb::ReportageFields {
                slug: self.slug,
                date: self.date,
                program_ids: self.program_ids,
                reporter_ids: self.reporter_ids,
                editor_ids: self.editor_ids,
                private: self.private,
                allowed_user_ids: self.allowed_user_ids,
                // An id of 0 or less names no assignment: kept negative so the service says so.
                assignment_id: match self.assignment_id {
                    None => 0,
                    Some(i) if i > 0 => i,
                    Some(_) => -1,
                },
                sections_json,
                attachment_ids: self.attachment_ids,
            },
            self.revision,
            self.lock_uuid,
        )
    }
}

/// A page of reportages (web.md section 7: "page-filter reportages (filter, offset, size; answer has
/// data and total)").
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportagePage {
    /// The page.
    pub data: Vec<Reportage>,
    /// How many match in all.
    pub total: i64,
}

impl TryFrom<pb::ReportagePage> for ReportagePage {
    type Error = ApiError;

    fn try_from(p: pb::ReportagePage) -> Result<Self, ApiError> {
        Ok(ReportagePage {
            data: reportages(p.data)?,
            total: p.total,
        })
    }
}

/// A reportage as it was after a change, with the line diff from it to the reportage now:
/// `Label: value` lines with names in place of ids (Slug, Date, State, Programs, Reporters, Editors,
/// Private, Allowed users, Approved, Trash), then each section as `[KIND]` and its paragraphs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportageRevision {
    /// Number, when, who, the slug then.
    pub summary: crate::dto::rundowns::RevisionSummary,
    /// Its state then.
    pub state: DocumentState,
    /// Whether it was approved then.
    pub approved: bool,
    /// Whether it was in the trash then.
    pub deleted: bool,
    /// From this revision to the reportage now.
    pub diff: Vec<crate::dto::rundowns::DiffLine>,
}

impl TryFrom<pb::ReportageRevision> for ReportageRevision {
    type Error = ApiError;

    fn try_from(r: pb::ReportageRevision) -> Result<Self, ApiError> {
        Ok(ReportageRevision {
            summary: required(r.summary, "revision summary")?.into(),
            state: known(r.state, DocumentState::from_pb, "document state")?,
            approved: r.approved,
            deleted: r.deleted,
            diff: r
                .diff
                .into_iter()
                .map(crate::dto::rundowns::DiffLine::try_from)
                .collect::<Result<_, _>>()?,
        })
    }
}

/// A reportage event as `viewer` may see it (`/topic/reportages`, docs/asyncapi.yaml
/// `ReportageEvent`).
pub fn reportage_event(
    ev: pb::ReportageEvent,
    viewer: &TopicViewer,
) -> Option<DocumentTopicEvent<Reportage>> {
    let r = ev.reportage?;
    let f = r.fields.clone()?;
    let owner = r.owner.as_ref().map_or(0, |o| o.user_id);
    let wire = WireDocumentEvent {
        event: ev.event,
        id: r.id,
        now: (f.private, owner, &f.allowed_user_ids, &f.program_ids),
        before: ev.before.as_ref(),
        lock: ev.lock,
    };
    DocumentTopicEvent::for_viewer("reportage", wire, viewer, || Reportage::try_from(r).ok())
}
