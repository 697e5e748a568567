//! REST shapes of productions (checklists; web.md sections 3 and 7; decisions in
//! docs/adr/0003-documents.md, "Productions").

use newsroom_domain::ids::{DocumentId, ProgramId, UserId};
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::documents::{DocumentState, DocumentTopicEvent, Owner, TopicViewer, WireDocumentEvent};
use super::{known, required};
use crate::error::ApiError;

/// Where a task stands (mobile.md section 9).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskStatus {
    /// Not started.
    New,
    /// Someone is on it.
    Producing,
    /// Done.
    Done,
}

/// One task of a checklist.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Task {
    /// One line, 1 to 500 characters.
    pub description: String,
    /// Where it stands (default NEW).
    #[serde(default = "new_task")]
    pub status: TaskStatus,
}

fn new_task() -> TaskStatus {
    TaskStatus::New
}

/// One appointment on location.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Appointment {
    /// RFC 3339 (answered in UTC).
    pub time: String,
    /// One line, 1 to 500 characters.
    pub description: String,
}

/// A production (checklist): what has to be done before a story can be shot, who produces it, what
/// it takes, when the crew leaves and is back, and the appointments on location.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Production {
    /// From 10^12 up (never a story's id).
    pub id: DocumentId,
    /// One line.
    pub slug: String,
    /// YYYY-MM-DD: the day it is for.
    pub date: String,
    /// The programs it is for.
    pub program_ids: Vec<ProgramId>,
    /// Who produces it.
    pub producer_ids: Vec<UserId>,
    /// The crew's reporters.
    pub reporter_ids: Vec<UserId>,
    /// The vehicles (outlets) it is for (`/api/vehicles`), as its assignment's.
    pub vehicle_ids: Vec<i64>,
    /// Seen only by its owner and `allowedUserIds`.
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<UserId>,
    /// The assignment it produces, if any.
    pub assignment_id: Option<DocumentId>,
    /// Where the crew goes (may be empty).
    pub location: String,
    /// When the crew leaves the station (RFC 3339, UTC), if set.
    pub departure: Option<String>,
    /// When the crew is back at the station (RFC 3339, UTC), if set.
    pub arrival: Option<String>,
    /// The appointments on location, in time order.
    pub schedule: Vec<Appointment>,
    /// The checklist, in the producer's order.
    pub tasks: Vec<Task>,
    /// How many tasks are DONE.
    pub tasks_done: i64,
    /// Other resources (equipment, people outside the newsroom), one line each.
    pub resources: Vec<String>,
    /// Notes for the crew (plain text).
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

fn users(ids: Vec<i64>) -> Vec<UserId> {
    ids.into_iter().map(UserId::from_db).collect()
}

fn json<T: serde::de::DeserializeOwned>(raw: &str, what: &str) -> Result<T, ApiError> {
    serde_json::from_str(if raw.is_empty() { "[]" } else { raw }).map_err(|e| {
        tracing::error!(error = %e, what, "the documents service sent a production list that does not read");
        ApiError::new(newsroom_domain::ErrorCode::Internal)
    })
}

fn time(raw: String) -> Option<String> {
    (!raw.is_empty()).then_some(raw)
}

impl TryFrom<pb::Production> for Production {
    type Error = ApiError;

    fn try_from(p: pb::Production) -> Result<Self, ApiError> {
        let f = required(p.fields, "production fields")?;
        let owner = required(p.owner, "production owner")?;
        Ok(Production {
            id: DocumentId::from_db(p.id),
            schedule: json(&f.schedule_json, "schedule")?,
            tasks: json(&f.tasks_json, "tasks")?,
            tasks_done: p.tasks_done,
            slug: f.slug,
            date: f.date,
            program_ids: f.program_ids.into_iter().map(ProgramId::from_db).collect(),
            producer_ids: users(f.producer_ids),
            reporter_ids: users(f.reporter_ids),
            vehicle_ids: f.vehicle_ids,
            private: f.private,
            allowed_user_ids: users(f.allowed_user_ids),
            assignment_id: (f.assignment_id > 0).then(|| DocumentId::from_db(f.assignment_id)),
            location: f.location,
            departure: time(f.departure),
            arrival: time(f.arrival),
            resources: f.resources,
            notes: f.notes,
            attachment_ids: f.attachment_ids,
            state: known(p.state, DocumentState::from_pb, "document state")?,
            owner: Owner {
                id: UserId::from_db(owner.user_id),
                nickname: owner.nickname,
            },
            revision: p.revision,
            created_at: p.created_at,
            updated_at: p.updated_at,
            deleted_at: time(p.deleted_at),
        })
    }
}

/// Productions from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn productions(list: Vec<pb::Production>) -> Result<Vec<Production>, ApiError> {
    list.into_iter().map(Production::try_from).collect()
}

/// A production as a client writes it (create; update with `id`, `revision` and `lockUuid`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProductionIn {
    /// The production to replace (updates only: `PUT /api/productions`).
    #[serde(default)]
    pub id: Option<DocumentId>,
    /// One line, 1 to 200 characters.
    pub slug: String,
    /// YYYY-MM-DD.
    pub date: String,
    /// At least one program the caller may see.
    pub program_ids: Vec<i64>,
    /// Users (at most 100, each once).
    #[serde(default)]
    pub producer_ids: Vec<i64>,
    /// Users.
    #[serde(default)]
    pub reporter_ids: Vec<i64>,
    /// Vehicles that exist (422 `unknown_value` otherwise).
    #[serde(default)]
    pub vehicle_ids: Vec<i64>,
    /// Only its owner may change it.
    #[serde(default)]
    pub private: bool,
    /// Only its owner may change them.
    #[serde(default)]
    pub allowed_user_ids: Vec<i64>,
    /// The assignment it produces (one the caller may see; 422 `unknown_value` otherwise).
    #[serde(default)]
    pub assignment_id: Option<i64>,
    /// One line, at most 500 characters.
    #[serde(default)]
    pub location: String,
    /// RFC 3339 with its offset (kept in UTC); absent or empty: not set (422 `invalid`).
    #[serde(default)]
    pub departure: Option<String>,
    /// RFC 3339, not before `departure` (422 `date_order`: "The start date cannot be greater than
    /// the end date.").
    #[serde(default)]
    pub arrival: Option<String>,
    /// At most 200 (422 `too_many`), each line 1 to 500 characters.
    #[serde(default)]
    pub schedule: Vec<Appointment>,
    /// At most 200, each line 1 to 500 characters.
    #[serde(default)]
    pub tasks: Vec<Task>,
    /// At most 200, each line 1 to 500 characters.
    #[serde(default)]
    pub resources: Vec<String>,
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
    /// another one holds the production's edit lock.
    #[serde(default)]
    pub lock_uuid: String,
}

impl ProductionIn {
    /// The fields as the service takes them.
    pub fn fields(self) -> pb::ProductionFields {
        pb::ProductionFields {
            schedule_json: serde_json::to_string(&self.schedule).unwrap_or_default(),
            tasks_json: serde_json::to_string(&self.tasks).unwrap_or_default(),
            slug: self.slug,
            date: self.date,
            program_ids: self.program_ids,
            producer_ids: self.producer_ids,
            reporter_ids: self.reporter_ids,
            vehicle_ids: self.vehicle_ids,
            private: self.private,
            allowed_user_ids: self.allowed_user_ids,
            // An id of 0 or less names no assignment: kept negative so the service says so.
            assignment_id: match self.assignment_id {
                None => 0,
                Some(i) if i > 0 => i,
                Some(_) => -1,
            },
            location: self.location,
            departure: self.departure.unwrap_or_default(),
            arrival: self.arrival.unwrap_or_default(),
            resources: self.resources,
            notes: self.notes,
            attachment_ids: self.attachment_ids,
        }
    }
}

/// A page of productions (`{data, total}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ProductionPage {
    /// The page.
    pub data: Vec<Production>,
    /// How many match in all.
    pub total: i64,
}

impl TryFrom<pb::ProductionPage> for ProductionPage {
    type Error = ApiError;

    fn try_from(p: pb::ProductionPage) -> Result<Self, ApiError> {
        Ok(ProductionPage {
            data: productions(p.data)?,
            total: p.total,
        })
    }
}

/// A production as it was after a change, with the line diff from it to the production now:
/// `Label: value` lines with names in place of ids (Slug, Date, State, Programs, Producers,
/// Reporters, Vehicles, Location, Departure, Arrival, Resources, Private, Allowed users,
/// Attachments, Trash), then `Tasks:` (`[x]` done, `[~]` producing, `[ ]` new), `Schedule:` and
/// `Notes:`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductionRevision {
    /// Number, when, who, the slug then.
    pub summary: crate::dto::rundowns::RevisionSummary,
    /// Its state then.
    pub state: DocumentState,
    /// Whether it was in the trash then.
    pub deleted: bool,
    /// From this revision to the production now.
    pub diff: Vec<crate::dto::rundowns::DiffLine>,
}

impl TryFrom<pb::ProductionRevision> for ProductionRevision {
    type Error = ApiError;

    fn try_from(r: pb::ProductionRevision) -> Result<Self, ApiError> {
        Ok(ProductionRevision {
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

/// The settings of productions.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProductionConfig {
    /// The tasks a checklist made from an assignment starts with (NEW), in order; at most 200, one
    /// line of 1 to 500 characters each (422 on `defaultTasks`).
    pub default_tasks: Vec<String>,
}

/// A production event as `viewer` may see it (`/topic/productions`, docs/asyncapi.yaml
/// `ProductionEvent`).
pub fn production_event(
    ev: pb::ProductionEvent,
    viewer: &TopicViewer,
) -> Option<DocumentTopicEvent<Production>> {
    let p = ev.production?;
    let f = p.fields.clone()?;
    let owner = p.owner.as_ref().map_or(0, |o| o.user_id);
    let wire = WireDocumentEvent {
        event: ev.event,
        id: p.id,
        now: (f.private, owner, &f.allowed_user_ids, &f.program_ids),
        before: ev.before.as_ref(),
        lock: ev.lock,
    };
    DocumentTopicEvent::for_viewer("production", wire, viewer, || Production::try_from(p).ok())
}

/// Productions to bring back from the trash (web.md section 7, "PUT .../restore (ids, date)").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RestoreProductionsIn {
    /// The productions (all restored or none).
    pub ids: Vec<DocumentId>,
    /// YYYY-MM-DD: each one of another day is moved to it, its departure, arrival and appointments
    /// at the same hours (a second revision); absent or empty: each keeps its day.
    #[serde(default)]
    pub date: String,
}

impl RestoreProductionsIn {
    /// The call that restores them on behalf of `actor`.
    pub fn into_pb(
        self,
        actor: newsroom_proto::rundowns::v1::Actor,
    ) -> pb::RestoreProductionsRequest {
        pb::RestoreProductionsRequest {
            ids: self.ids.into_iter().map(DocumentId::get).collect(),
            date: self.date,
            actor: Some(actor),
        }
    }
}

/// Who else gets a production mailed to its crew (web.md section 7, "POST .../{id}/mail").
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MailProductionIn {
    /// Users to mail it to besides its producers and reporters (may be empty).
    #[serde(default)]
    pub users_ids: Vec<UserId>,
}

impl MailProductionIn {
    /// The call that mails production `id` to its producers, its reporters and these users.
    pub fn into_pb(self, id: i64, actor: newsroom_proto::rundowns::v1::Actor) -> pb::EmailRequest {
        pb::EmailRequest {
            ids: vec![id],
            user_ids: self.users_ids.into_iter().map(UserId::get).collect(),
            include_producers: true,
            include_reporters: true,
            actor: Some(actor),
            ..pb::EmailRequest::default()
        }
    }
}

/// The day's productions as one grid by mail (web.md section 7, "POST .../email/grid (date,
/// usersIds)").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GridEmailIn {
    /// The day (YYYY-MM-DD).
    pub date: String,
    /// Who gets it (1 to 500 users).
    pub users_ids: Vec<UserId>,
}

impl GridEmailIn {
    /// The call that mails the grid on behalf of `actor`.
    pub fn into_pb(
        self,
        actor: newsroom_proto::rundowns::v1::Actor,
    ) -> pb::ProductionGridEmailRequest {
        pb::ProductionGridEmailRequest {
            date: self.date,
            user_ids: self.users_ids.into_iter().map(UserId::get).collect(),
            actor: Some(actor),
        }
    }
}
