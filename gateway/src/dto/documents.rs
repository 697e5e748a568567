//! REST shapes of the documents service: assignments (guidelines; web.md sections 3 and 7; the
//! calls' paths in docs/adr/0003-documents.md).

use newsroom_domain::ids::{DocumentId, ProgramId, UserId};
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use newsroom_domain::document::Grouping;
use newsroom_domain::reference::Medium;

use super::{by_name, known, required};
use crate::error::ApiError;

/// A document's state (web.md section 4; mobile.md section 4). A new assignment is PRODUCING; any
/// state may follow any other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DocumentState {
    /// Being produced.
    Producing,
    /// Being covered in the field.
    Covering,
    /// Done.
    Completed,
    /// Dropped before it was done.
    Interrupted,
    /// Being edited.
    Editing,
}

impl DocumentState {
    pub(crate) fn from_pb(s: pb::DocumentState) -> Option<Self> {
        match s {
            pb::DocumentState::Producing => Some(Self::Producing),
            pb::DocumentState::Covering => Some(Self::Covering),
            pb::DocumentState::Completed => Some(Self::Completed),
            pb::DocumentState::Interrupted => Some(Self::Interrupted),
            pb::DocumentState::Editing => Some(Self::Editing),
            pb::DocumentState::Unspecified => None,
        }
    }

    /// The proto value.
    pub fn to_pb(self) -> pb::DocumentState {
        match self {
            Self::Producing => pb::DocumentState::Producing,
            Self::Covering => pb::DocumentState::Covering,
            Self::Completed => pb::DocumentState::Completed,
            Self::Interrupted => pb::DocumentState::Interrupted,
            Self::Editing => pb::DocumentState::Editing,
        }
    }
}

/// Who created a document.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Owner {
    /// The user.
    pub id: UserId,
    /// Their login name.
    pub nickname: String,
}

/// An assignment (guideline): what to cover, on which day, for which programs, by whom.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Assignment {
    /// From 10^12 up (never a story's id).
    pub id: DocumentId,
    /// One line.
    pub slug: String,
    /// The guideline itself, plain text.
    pub content: String,
    /// YYYY-MM-DD.
    pub date: String,
    /// The programs it is for.
    pub program_ids: Vec<ProgramId>,
    /// Its producers.
    pub producer_ids: Vec<UserId>,
    /// Its editors.
    pub editor_ids: Vec<UserId>,
    /// Its reporters.
    pub reporter_ids: Vec<UserId>,
    /// Seen only by its owner and `allowedUserIds`.
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<UserId>,
    /// Indication: priority.
    pub priority: bool,
    /// Indication: pending.
    pub pending: bool,
    /// Its classification (`GET /api/classifications`), if any.
    pub classification_id: Option<i64>,
    /// Its editorial (`GET /api/editorials`), if any.
    pub editorial_id: Option<i64>,
    /// Its type of coverage (`GET /api/types`), if any.
    pub type_id: Option<i64>,
    /// The vehicles it is for (`GET /api/vehicles`).
    pub vehicle_ids: Vec<i64>,
    /// Files attached, in order (`GET /api/files?ids=` gives their names and links; whoever may
    /// see the assignment may read them).
    pub attachment_ids: Vec<i64>,
    /// The teams sent (`GET /api/teams?date=` its date).
    pub team_ids: Vec<i64>,
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

impl TryFrom<pb::Assignment> for Assignment {
    type Error = ApiError;

    fn try_from(a: pb::Assignment) -> Result<Self, ApiError> {
        let f = required(a.fields, "assignment fields")?;
        let owner = required(a.owner, "assignment owner")?;
        Ok(Assignment {
            id: DocumentId::from_db(a.id),
            slug: f.slug,
            content: f.content,
            date: f.date,
            program_ids: f.program_ids.into_iter().map(ProgramId::from_db).collect(),
            producer_ids: users(f.producer_ids),
            editor_ids: users(f.editor_ids),
            reporter_ids: users(f.reporter_ids),
            private: f.private,
            allowed_user_ids: users(f.allowed_user_ids),
            priority: f.priority,
            pending: f.pending,
            classification_id: (f.classification_id > 0).then_some(f.classification_id),
            editorial_id: (f.editorial_id > 0).then_some(f.editorial_id),
            type_id: (f.type_id > 0).then_some(f.type_id),
            vehicle_ids: f.vehicle_ids,
            attachment_ids: f.attachment_ids,
            team_ids: f.team_ids,
            state: known(a.state, DocumentState::from_pb, "document state")?,
            owner: Owner {
                id: UserId::from_db(owner.user_id),
                nickname: owner.nickname,
            },
            revision: a.revision,
            created_at: a.created_at,
            updated_at: a.updated_at,
            deleted_at: (!a.deleted_at.is_empty()).then_some(a.deleted_at),
        })
    }
}

/// Assignments from a list answer.
///
/// # Errors
/// An internal error when the service sent a value the gateway does not know.
pub fn assignments(list: Vec<pb::Assignment>) -> Result<Vec<Assignment>, ApiError> {
    list.into_iter().map(Assignment::try_from).collect()
}

/// An assignment as a client writes it (create, and update with `revision`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AssignmentIn {
    /// One line, 1 to 200 characters.
    pub slug: String,
    /// Plain text, at most 100,000 characters.
    #[serde(default)]
    pub content: String,
    /// YYYY-MM-DD.
    pub date: String,
    /// At least one program the caller may see.
    pub program_ids: Vec<i64>,
    /// Users (at most 100 each list, each once).
    #[serde(default)]
    pub producer_ids: Vec<i64>,
    /// Users.
    #[serde(default)]
    pub editor_ids: Vec<i64>,
    /// Users.
    #[serde(default)]
    pub reporter_ids: Vec<i64>,
    /// Only its owner may change it.
    #[serde(default)]
    pub private: bool,
    /// Only its owner may change them.
    #[serde(default)]
    pub allowed_user_ids: Vec<i64>,
    /// Indication: priority.
    #[serde(default)]
    pub priority: bool,
    /// Indication: pending.
    #[serde(default)]
    pub pending: bool,
    /// A classification's id; null or absent: none (422 `unknown_value` for one that does not exist).
    #[serde(default)]
    pub classification_id: Option<i64>,
    /// An editorial's id; null or absent: none.
    #[serde(default)]
    pub editorial_id: Option<i64>,
    /// A type's id; null or absent: none.
    #[serde(default)]
    pub type_id: Option<i64>,
    /// Vehicles' ids (each once).
    #[serde(default)]
    pub vehicle_ids: Vec<i64>,
    /// Files attached, in order (ids from `POST /api/files/single`): each one the caller may read
    /// (422 `unknown_value` on `attachmentIds` otherwise), at most 100, each once.
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// The teams sent, each once, each existing on `date` (422 `unknown_value` on `teamIds`
    /// otherwise; `GET /api/teams?date=`).
    #[serde(default)]
    pub team_ids: Vec<i64>,
    /// The revision the change is based on (updates only; 409 when it is not the current one).
    #[serde(default)]
    pub revision: i64,
    /// The editor instance saving (updates only; `PUT /api/locks/{id}`): 409 `lock_lost` when another
    /// one holds the assignment's edit lock. Empty or absent: none.
    #[serde(default)]
    pub lock_uuid: String,
}

impl AssignmentIn {
    /// The fields as the service takes them.
    pub fn fields(self) -> (pb::AssignmentFields, i64, String) {
        (
            pb::AssignmentFields {
                slug: self.slug,
                content: self.content,
                date: self.date,
                program_ids: self.program_ids,
                producer_ids: self.producer_ids,
                editor_ids: self.editor_ids,
                reporter_ids: self.reporter_ids,
                private: self.private,
                allowed_user_ids: self.allowed_user_ids,
                priority: self.priority,
                pending: self.pending,
                classification_id: reference_id(self.classification_id),
                editorial_id: reference_id(self.editorial_id),
                type_id: reference_id(self.type_id),
                vehicle_ids: self.vehicle_ids,
                attachment_ids: self.attachment_ids,
                team_ids: self.team_ids,
            },
            self.revision,
            self.lock_uuid,
        )
    }
}

/// A reference id as the service takes it: null is none (0); an id of 0 or less names no value and
/// stays negative, so the service answers `unknown_value` instead of reading it as none.
fn reference_id(id: Option<i64>) -> i64 {
    match id {
        None => 0,
        Some(i) if i > 0 => i,
        Some(_) => -1,
    }
}

/// A page of assignments (web.md section 7: "answer has data and total").
#[derive(Debug, Serialize, ToSchema)]
pub struct AssignmentPage {
    /// The page.
    pub data: Vec<Assignment>,
    /// How many match in all.
    pub total: i64,
}

impl TryFrom<pb::AssignmentPage> for AssignmentPage {
    type Error = ApiError;

    fn try_from(p: pb::AssignmentPage) -> Result<Self, ApiError> {
        Ok(AssignmentPage {
            data: assignments(p.data)?,
            total: p.total,
        })
    }
}

/// One state for several assignments (web.md section 7, "states patch (ids, state)").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatesIn {
    /// The assignments.
    pub ids: Vec<DocumentId>,
    /// Their new state.
    pub state: DocumentState,
}

/// Assignments to restore from the trash.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DocumentIdsIn {
    /// The assignments.
    pub ids: Vec<DocumentId>,
}

/// Copies of assignments or reportages for another day (web.md section 7, "copy (ids, programsIds,
/// date)").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CopyIn {
    /// The documents to copy (1 to 500), copied in this order.
    pub ids: Vec<DocumentId>,
    /// The programs of the copies; empty or absent: each copy keeps its original's programs.
    #[serde(default)]
    pub programs_ids: Vec<ProgramId>,
    /// The day of the copies, `YYYY-MM-DD`.
    pub date: String,
}

impl CopyIn {
    /// The call that copies them on behalf of `actor`.
    pub fn into_pb(self, actor: newsroom_proto::rundowns::v1::Actor) -> pb::CopyRequest {
        pb::CopyRequest {
            ids: self.ids.into_iter().map(DocumentId::get).collect(),
            program_ids: self.programs_ids.into_iter().map(ProgramId::get).collect(),
            date: self.date,
            actor: Some(actor),
        }
    }
}

/// How many documents of a day the caller may see (web.md section 7, "counter" of assignments and
/// of news reports).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentCounter {
    /// Every one of the day.
    pub total: i64,
    /// How many in each state; every state is named, 0 included.
    pub by_state: std::collections::BTreeMap<String, i64>,
}

impl TryFrom<pb::DocumentCounter> for DocumentCounter {
    type Error = ApiError;

    fn try_from(c: pb::DocumentCounter) -> Result<Self, ApiError> {
        let mut by_state = std::collections::BTreeMap::new();
        for s in c.by_state {
            let state = known(s.state, DocumentState::from_pb, "document state")?;
            let name = serde_json::to_value(state)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            by_state.insert(name, s.count);
        }
        Ok(DocumentCounter {
            total: c.total,
            by_state,
        })
    }
}

/// The settings of assignments (web.md section 3, the state-lock setting; section 4, the desk's
/// default grouping).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AssignmentConfig {
    /// When true, COMPLETED and INTERRUPTED assignments cannot be edited, locked for editing or
    /// deleted (409 `document_state_locked`); only an ASSIGNMENT administrator changes their state.
    pub state_lock: bool,
    /// How the desk groups a day's list until a user picks another (SUMMARY, a flat list, until set). Absent in a
    /// `PUT`: unchanged.
    #[serde(default)]
    pub default_grouping: Option<Grouping>,
}

impl TryFrom<pb::AssignmentConfig> for AssignmentConfig {
    type Error = ApiError;

    fn try_from(c: pb::AssignmentConfig) -> Result<Self, ApiError> {
        Ok(AssignmentConfig {
            state_lock: c.state_lock,
            default_grouping: Some(by_name(&c.default_grouping, Grouping::parse, "grouping")?),
        })
    }
}

/// A value of reference data (a classification, editorial, type, vehicle, or the round's segment
/// or institution).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceItem {
    /// Its id.
    pub id: i64,
    /// Its name (unique in its list whatever the letter case).
    pub name: String,
    /// A vehicle's medium; absent for the other kinds and for a vehicle without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub medium: Option<Medium>,
    /// An institution's segment (`GET /api/segments`); absent for the other kinds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub segment_id: Option<i64>,
    /// An institution's phone; absent for the other kinds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    /// An institution's person to ask for; absent for the other kinds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contact: Option<String>,
}

impl TryFrom<pb::ReferenceItem> for ReferenceItem {
    type Error = ApiError;

    fn try_from(r: pb::ReferenceItem) -> Result<Self, ApiError> {
        let medium = if r.medium.is_empty() {
            None
        } else {
            Some(by_name(&r.medium, Medium::parse, "medium")?)
        };
        let institution = r.kind == i32::from(pb::ReferenceKind::Institution);
        Ok(ReferenceItem {
            id: r.id,
            name: r.name,
            medium,
            segment_id: institution.then_some(r.segment_id),
            phone: institution.then_some(r.phone),
            contact: institution.then_some(r.contact),
        })
    }
}

/// A MESSAGE of `/topic/references` (docs/asyncapi.yaml, `ReferenceEvent`): a value of reference data
/// was `created`, `updated` (renamed) or `deleted`; `kind` names its list as the REST paths do.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceTopicEvent {
    /// `created`, `updated` or `deleted`.
    pub event: String,
    /// Always `reference`.
    pub entity: &'static str,
    /// `classifications`, `editorials`, `types`, `vehicles`, `segments` or `institutions`.
    pub kind: &'static str,
    /// The value's id.
    pub id: i64,
    /// The value as it is now; null for `deleted`.
    pub data: Option<ReferenceItem>,
}

impl TryFrom<pb::ReferenceEvent> for ReferenceTopicEvent {
    type Error = ApiError;

    fn try_from(e: pb::ReferenceEvent) -> Result<Self, ApiError> {
        let kind = match pb::ReferenceKind::try_from(e.kind) {
            Ok(pb::ReferenceKind::Classification) => "classifications",
            Ok(pb::ReferenceKind::Editorial) => "editorials",
            Ok(pb::ReferenceKind::Type) => "types",
            Ok(pb::ReferenceKind::Vehicle) => "vehicles",
            Ok(pb::ReferenceKind::Segment) => "segments",
            Ok(pb::ReferenceKind::Institution) => "institutions",
            Ok(pb::ReferenceKind::ReportCategory) => "report_categories",
            Ok(pb::ReferenceKind::ContactGroup) => "contact_groups",
            _ => {
                tracing::error!(kind = e.kind, "a reference event of no known kind");
                return Err(ApiError::new(newsroom_domain::ErrorCode::Internal));
            }
        };
        Ok(ReferenceTopicEvent {
            event: e.event,
            entity: "reference",
            kind,
            id: e.id,
            data: e.item.map(ReferenceItem::try_from).transpose()?,
        })
    }
}

/// A value as a client writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReferenceIn {
    /// 1 to 100 characters, one line.
    pub name: String,
    /// Vehicles only (422 `unknown_field` for another kind); absent or null: none.
    #[serde(default)]
    pub medium: Option<Medium>,
    /// Institutions only, required for one (422 `required`; `unknown_value` for a segment that
    /// does not exist; `unknown_field` for another kind).
    #[serde(default)]
    pub segment_id: Option<i64>,
    /// Institutions only: digits, spaces and `+ ( ) - .`, at most 40 characters.
    #[serde(default)]
    pub phone: Option<String>,
    /// Institutions only: one line of at most 100 characters.
    #[serde(default)]
    pub contact: Option<String>,
}

impl ReferenceIn {
    /// The medium as the service takes it (empty: none).
    pub fn medium(&self) -> String {
        self.medium
            .map(Medium::as_str)
            .unwrap_or_default()
            .to_owned()
    }
}

/// How many documents name a value (trash included); values no document names are left out.
#[derive(Debug, Serialize, ToSchema)]
pub struct UsageCount {
    /// The value's id.
    pub id: i64,
    /// Documents naming it.
    pub count: i64,
}

/// The service's usage counts in their REST shape.
pub fn usage_counts(u: pb::ReferenceUsage) -> Vec<UsageCount> {
    u.counts
        .into_iter()
        .map(|c| UsageCount {
            id: c.id,
            count: c.count,
        })
        .collect()
}

/// Who reads the assignments topic: the user and the programs they may see (`None`: every program).
#[derive(Debug, Clone)]
pub struct TopicViewer {
    /// The subscriber's user id.
    pub user_id: i64,
    /// The program ids they may see; `None`: all (PROGRAM admin).
    pub programs: Option<std::collections::HashSet<i64>>,
}

/// What a subscriber of a documents topic gets of one event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sight {
    /// The whole event: they may see the document now.
    Whole,
    /// `hidden`: they could see it before this change and can no longer.
    Hidden,
    /// Nothing.
    Nothing,
}

impl TopicViewer {
    /// What `viewer` gets of an event of a document now as `f` says (private, owner, allowed users,
    /// programs) and, for an update that changed who sees it, as `before` said (the same rule as the
    /// service's reads: docs/adr/0003-documents.md).
    pub fn sight(
        &self,
        (private, owner, allowed, programs): (bool, i64, &[i64], &[i64]),
        before: Option<&pb::Visibility>,
    ) -> Sight {
        let now = self.sees(private, owner, allowed, programs);
        let before = before.map_or(now, |b| {
            self.sees(b.private, b.owner_id, &b.allowed_user_ids, &b.program_ids)
        });
        match (now, before) {
            (true, _) => Sight::Whole,
            (false, true) => Sight::Hidden,
            (false, false) => Sight::Nothing,
        }
    }

    fn sees(&self, private: bool, owner: i64, allowed: &[i64], programs: &[i64]) -> bool {
        newsroom_domain::document::may_see(private, owner, allowed, self.user_id)
            && self
                .programs
                .as_ref()
                .is_none_or(|mine| programs.iter().any(|p| mine.contains(p)))
    }
}

/// A MESSAGE of a documents topic (docs/asyncapi.yaml, `AssignmentEvent` on `/topic/assignments`,
/// `ReportageEvent` on `/topic/reportages`): a change (`created`, `updated`, `deleted` to the trash,
/// `restored`; `data` the document), an edit-lock event (`lock`, `take_over`, `unlock`; `lock` the
/// lock), or `hidden` (a document the subscriber saw is no longer theirs to see: made private, moved
/// to a program they may not see; only its `id`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentTopicEvent<T> {
    /// What happened.
    pub event: String,
    /// The kind: `assignment`, `reportage`.
    pub entity: &'static str,
    /// The document's id.
    pub id: DocumentId,
    /// The document as it is now (changes and lock events; null for `hidden`).
    pub data: Option<T>,
    /// The lock (lock events only).
    pub lock: Option<super::rundowns::StoryLock>,
}

/// What the bus says of one document event, before it is shaped for a subscriber.
pub struct WireDocumentEvent<'a> {
    /// `created`, `updated`, ...
    pub event: String,
    /// The document's id.
    pub id: i64,
    /// Who may see it now: private, owner, allowed users, programs.
    pub now: (bool, i64, &'a [i64], &'a [i64]),
    /// Who could see it before an update that changed that.
    pub before: Option<&'a pb::Visibility>,
    /// The lock of a lock event.
    pub lock: Option<newsroom_proto::rundowns::v1::StoryLock>,
}

impl<T> DocumentTopicEvent<T> {
    /// The event as `viewer` may see it ([`TopicViewer::sight`]): all of it (`data()` the document's
    /// REST shape), `hidden`, or nothing.
    pub fn for_viewer(
        entity: &'static str,
        ev: WireDocumentEvent<'_>,
        viewer: &TopicViewer,
        data: impl FnOnce() -> Option<T>,
    ) -> Option<Self> {
        let id = DocumentId::from_db(ev.id);
        match viewer.sight(ev.now, ev.before) {
            Sight::Whole => Some(DocumentTopicEvent {
                event: ev.event,
                entity,
                id,
                data: Some(data()?),
                lock: ev.lock.map(Into::into),
            }),
            Sight::Hidden => Some(DocumentTopicEvent {
                event: "hidden".into(),
                entity,
                id,
                data: None,
                lock: None,
            }),
            Sight::Nothing => None,
        }
    }
}

/// An assignment event as `viewer` may see it.
pub fn assignment_event(
    ev: pb::AssignmentEvent,
    viewer: &TopicViewer,
) -> Option<DocumentTopicEvent<Assignment>> {
    let a = ev.assignment?;
    let f = a.fields.clone()?;
    let owner = a.owner.as_ref().map_or(0, |o| o.user_id);
    let wire = WireDocumentEvent {
        event: ev.event,
        id: a.id,
        now: (f.private, owner, &f.allowed_user_ids, &f.program_ids),
        before: ev.before.as_ref(),
        lock: ev.lock,
    };
    DocumentTopicEvent::for_viewer("assignment", wire, viewer, || Assignment::try_from(a).ok())
}

/// Assignments to mail (web.md section 7, "email (ids, usersIds, groupedEmail, includeEditors,
/// includeReporters, includeTeams)").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EmailIn {
    /// The documents (1 to 500), in this order in a grouped mail.
    pub ids: Vec<DocumentId>,
    /// Users to mail them to (at their e-mail addresses).
    #[serde(default)]
    pub users_ids: Vec<UserId>,
    /// One mail per set of recipients with every document they get, instead of one per document.
    #[serde(default)]
    pub grouped_email: bool,
    /// Each document's editors get it too.
    #[serde(default)]
    pub include_editors: bool,
    /// Each document's reporters get it too.
    #[serde(default)]
    pub include_reporters: bool,
    /// Accepted for the spec's sake; teams are not kept yet, so it adds nobody.
    #[serde(default)]
    pub include_teams: bool,
}

impl EmailIn {
    /// The call that mails them on behalf of `actor`.
    pub fn into_pb(self, actor: newsroom_proto::rundowns::v1::Actor) -> pb::EmailRequest {
        pb::EmailRequest {
            ids: self.ids.into_iter().map(DocumentId::get).collect(),
            user_ids: self.users_ids.into_iter().map(UserId::get).collect(),
            grouped: self.grouped_email,
            include_editors: self.include_editors,
            include_reporters: self.include_reporters,
            include_teams: self.include_teams,
            include_producers: false,
            actor: Some(actor),
        }
    }
}

/// What mailing documents did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailReport {
    /// Mails the mail server accepted.
    pub mails: i64,
    /// Users mailed.
    pub sent_to: Vec<UserId>,
    /// Users meant to get something who got nothing: no e-mail address, inactive, unknown, or not
    /// allowed to see the private documents they were to get.
    pub not_mailed: Vec<UserId>,
}

impl From<pb::EmailReport> for EmailReport {
    fn from(r: pb::EmailReport) -> Self {
        EmailReport {
            mails: r.mails,
            sent_to: users(r.sent_to),
            not_mailed: users(r.not_mailed),
        }
    }
}

/// An assignment as it was after a change (`GET /api/assignments/{id}/revisions/{rev}`), with the line
/// diff from it to the assignment now: `Label: value` lines with names in place of ids (Slug, Date,
/// State, Programs, Editorial, Classification, Type, Vehicles, Producers, Editors, Reporters,
/// Priority, Pending, Private, Allowed users, Trash), then `Content:` and its lines.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentRevision {
    /// Number, when, who, the slug then.
    pub summary: crate::dto::rundowns::RevisionSummary,
    /// Its state then.
    pub state: DocumentState,
    /// Whether it was in the trash then.
    pub deleted: bool,
    /// From this revision to the assignment now.
    pub diff: Vec<crate::dto::rundowns::DiffLine>,
}

impl TryFrom<pb::AssignmentRevision> for AssignmentRevision {
    type Error = ApiError;

    fn try_from(r: pb::AssignmentRevision) -> Result<Self, ApiError> {
        Ok(AssignmentRevision {
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
