//! Assignments (guidelines; web.md sections 2-5 and 7; paths in docs/adr/0003-documents.md): list
//! by date, filter, load, create, update, states, the trash. Readers need ASSIGNMENT read, changes
//! ASSIGNMENT write; private assignments are seen by their owner and allowed users only (404 for
//! anyone else: their existence is not told).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::document::Grouping;
use newsroom_domain::ids::DocumentId;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AssignmentAdmin, AssignmentRead, AssignmentWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::documents::{
    Assignment, AssignmentConfig, AssignmentIn, AssignmentPage, AssignmentRevision, CopyIn,
    DocumentCounter, DocumentIdsIn, EmailIn, EmailReport, StatesIn, assignments,
};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?date=&programId=&allPrograms=`: the documents of a day (assignments, reports, rounds,
/// proposals; reportages' counter).
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ByDateQuery {
    /// YYYY-MM-DD.
    pub date: String,
    /// One program (0 or less, or `allPrograms`: every program the caller may see).
    #[serde(default)]
    pub program_id: i64,
    /// Every program the caller may see.
    #[serde(default)]
    pub all_programs: bool,
}

impl ByDateQuery {
    /// The day's call for `viewer`.
    pub fn day(self, viewer: i64) -> pb::DayRequest {
        pb::DayRequest {
            date: self.date,
            program_id: self.program_id,
            all_programs: self.all_programs,
            viewer_id: viewer,
        }
    }
}

/// The assignments of a day (web.md section 7, "list by date (programId, allPrograms)"), ordered by
/// id; of one program, or of every program the caller may see.
#[utoipa::path(get, path = "/api/assignments", tag = "assignments", params(ByDateQuery),
    responses((status = 200, body = Vec<Assignment>)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn list_assignments(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiQuery(q): ApiQuery<ByDateQuery>,
) -> ApiResult<Json<Vec<Assignment>>> {
    let list = s
        .documents()
        .list_assignments(q.day(user.user.id))
        .await
        .reply()?;
    Ok(Json(assignments(list.assignments)?))
}

/// Creates an assignment, PRODUCING, owned by the caller (422 with field messages: a program the
/// caller may not see is `unknown_program`, a user nobody knows `unknown_user`).
#[utoipa::path(post, path = "/api/assignments", tag = "assignments", request_body = AssignmentIn,
    responses((status = 201, body = Assignment), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn create_assignment(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiJson(b): ApiJson<AssignmentIn>,
) -> ApiResult<(StatusCode, Json<Assignment>)> {
    let (fields, _, _) = b.fields();
    let a = s
        .documents()
        .create_assignment(pb::CreateAssignmentRequest {
            fields: Some(fields),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(a.try_into()?)))
}

/// Moves assignments to the trash, all or none (404 when one is unknown, already there or not the
/// caller's to see).
#[utoipa::path(delete, path = "/api/assignments", tag = "assignments", params(IdsQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn delete_assignments(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_assignments(pb::IdsRequest {
            ids: q.ids()?,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// `?slug=&content=&producerId=&programId=&offset=0&size=15`: the guideline filter of web.md
/// section 3 with its paging (section 5): blank texts and ids of 0 or less mean no such condition.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FilterQuery {
    /// Slug containing this (case-insensitive).
    #[serde(default)]
    pub slug: String,
    /// Content containing this (case-insensitive).
    #[serde(default)]
    pub content: String,
    /// Naming this producer.
    #[serde(default)]
    pub producer_id: i64,
    /// For this program.
    #[serde(default)]
    pub program_id: i64,
    /// Skip this many (default 0).
    #[serde(default)]
    pub offset: i64,
    /// At most this many, 1 to 100 (default 15).
    #[serde(default = "default_size")]
    pub size: i64,
}

fn default_size() -> i64 {
    15
}

/// A page of assignments matching the filter, newest date first (`{data, total}`).
#[utoipa::path(get, path = "/api/assignments/filter", tag = "assignments", params(FilterQuery),
    responses((status = 200, body = AssignmentPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn filter_assignments(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiQuery(q): ApiQuery<FilterQuery>,
) -> ApiResult<Json<AssignmentPage>> {
    let page = s
        .documents()
        .filter_assignments(pb::AssignmentFilter {
            slug: q.slug,
            content: q.content,
            producer_id: q.producer_id,
            program_id: q.program_id,
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// One state for several assignments, all or none (web.md section 7, "states patch (ids, state)").
#[utoipa::path(patch, path = "/api/assignments/states", tag = "assignments", request_body = StatesIn,
    responses((status = 200, body = Vec<Assignment>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn set_states(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiJson(b): ApiJson<StatesIn>,
) -> ApiResult<Json<Vec<Assignment>>> {
    let list = s
        .documents()
        .set_assignment_states(pb::SetStatesRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            state: b.state.to_pb().into(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(assignments(list.assignments)?))
}

/// `?offset=0&size=15`: a page of the trash.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// Skip this many (default 0).
    #[serde(default)]
    pub offset: i64,
    /// At most this many, 1 to 100 (default 15).
    #[serde(default = "default_size")]
    pub size: i64,
}

/// The trash: deleted assignments the caller may see, newest deletion first (`{data, total}`).
#[utoipa::path(get, path = "/api/assignments/excluded", tag = "assignments", params(PageQuery),
    responses((status = 200, body = AssignmentPage)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn excluded_assignments(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<AssignmentPage>> {
    let page = s
        .documents()
        .list_excluded_assignments(pb::ExcludedRequest {
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Brings assignments back from the trash, all or none.
#[utoipa::path(put, path = "/api/assignments/restore", tag = "assignments", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Assignment>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn restore_assignments(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Assignment>>> {
    let list = s
        .documents()
        .restore_assignments(pb::IdsRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(assignments(list.assignments)?))
}

/// One assignment (404 for an unknown one, one in the trash, or a private one of someone else).
#[utoipa::path(get, path = "/api/assignments/{id}", tag = "assignments",
    responses((status = 200, body = Assignment)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn get_assignment(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Assignment>> {
    let a = s
        .documents()
        .get_assignment(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(a.try_into()?))
}

/// Replaces an assignment; `revision` must be the current one (409 otherwise); only its owner may
/// change `private` and `allowedUserIds` (403); while another editor instance holds its edit lock, 409
/// `lock_lost` (send `lockUuid`, the instance's, when it holds the lock).
#[utoipa::path(put, path = "/api/assignments/{id}", tag = "assignments", request_body = AssignmentIn,
    responses((status = 200, body = Assignment), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn update_assignment(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<AssignmentIn>,
) -> ApiResult<Json<Assignment>> {
    let (fields, revision, lock_uuid) = b.fields();
    let a = s
        .documents()
        .update_assignment(pb::UpdateAssignmentRequest {
            id,
            revision,
            fields: Some(fields),
            actor: Some(user.actor()),
            lock_uuid,
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(a.try_into()?))
}

/// Copies assignments to a day and, optionally, other programs (web.md section 7, "copy (ids,
/// programsIds, date)"): one new PRODUCING assignment owned by the caller for each id, all or none.
/// A copy keeps slug, content, people and indications; a private one stays private among the same
/// people and its original's author (docs/adr/0003-documents.md). 404 when one id is unknown, in the
/// trash or not the caller's to see; 422 for a bad `date` or `programsIds` (`unknown_program`).
#[utoipa::path(post, path = "/api/assignments/copy", tag = "assignments", request_body = CopyIn,
    responses((status = 201, body = Vec<Assignment>), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn copy_assignments(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiJson(b): ApiJson<CopyIn>,
) -> ApiResult<(StatusCode, Json<Vec<Assignment>>)> {
    let list = s
        .documents()
        .copy_assignments(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(assignments(list.assignments)?)))
}

/// How many assignments of a day the caller may see, in all and by state (web.md section 7,
/// "counter"); of one program or of every program the caller may see, as the day's list.
#[utoipa::path(get, path = "/api/assignments/counter", tag = "assignments", params(ByDateQuery),
    responses((status = 200, body = DocumentCounter), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn count_assignments(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiQuery(q): ApiQuery<ByDateQuery>,
) -> ApiResult<Json<DocumentCounter>> {
    let c = s
        .documents()
        .count_assignments(q.day(user.user.id))
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// The settings of assignments (the state-lock; web.md section 3), for every assignment reader.
#[utoipa::path(get, path = "/api/assignments/config", tag = "assignments",
    responses((status = 200, body = AssignmentConfig)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn get_assignment_config(
    State(s): State<AppState>,
    AssignmentRead(_user): AssignmentRead,
) -> ApiResult<Json<AssignmentConfig>> {
    let c = s
        .documents()
        .get_assignment_config(pb::ConfigRequest {})
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// Saves the settings of assignments (ASSIGNMENT admin).
#[utoipa::path(put, path = "/api/assignments/config", tag = "assignments", request_body = AssignmentConfig,
    responses((status = 200, body = AssignmentConfig)),
    security(("session" = ["ROLE_ASSIGNMENT_ADMIN"])))]
pub async fn put_assignment_config(
    State(s): State<AppState>,
    AssignmentAdmin(user): AssignmentAdmin,
    ApiJson(b): ApiJson<AssignmentConfig>,
) -> ApiResult<Json<AssignmentConfig>> {
    let c = s
        .documents()
        .set_assignment_config(pb::SetConfigRequest {
            config: Some(pb::AssignmentConfig {
                state_lock: b.state_lock,
                default_grouping: b
                    .default_grouping
                    .map(Grouping::as_str)
                    .unwrap_or_default()
                    .to_owned(),
            }),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// Mails assignments through the installation's mail server (web.md section 7, "email"): to
/// `usersIds`, and to each one's editors and reporters when asked; one mail per assignment, or one per
/// set of recipients (`groupedEmail`), in the installation's language. A private assignment goes only
/// to its owner and allowed users. 404 as for the states; 409 `mail_not_configured`; 502
/// `mail_failed` (the server refused it or could not be reached).
#[utoipa::path(post, path = "/api/assignments/email", tag = "assignments", request_body = EmailIn,
    responses((status = 200, body = EmailReport), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 502, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn email_assignments(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiJson(b): ApiJson<EmailIn>,
) -> ApiResult<Json<EmailReport>> {
    let r = s
        .documents()
        .email_assignments(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok(Json(r.into()))
}

/// Changes one field of an assignment (web.md section 7, "field patch (id, field, value)"):
/// `{"field": "reporterIds", "value": [4]}`; the fields `slug`, `content`, `date`, `programIds`,
/// `producerIds`, `editorIds`, `reporterIds`, `priority`, `pending`, `classificationId`,
/// `editorialId`, `typeId`, `vehicleIds`, `teamIds` (who may see it changes only with the whole
/// assignment, `PUT`). No revision is asked: it lands on the current one. 409 `locked` while
/// someone else (another login session) edits it; 409 `document_state_locked` under the state-lock;
/// 422 keyed by the field.
#[utoipa::path(patch, path = "/api/assignments/{id}", tag = "assignments",
    request_body = crate::dto::rundowns::FieldPatch,
    responses((status = 200, body = Assignment), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn patch_assignment(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<crate::dto::rundowns::FieldPatch>,
) -> ApiResult<Json<Assignment>> {
    let a = s
        .documents()
        .patch_assignment(pb::PatchAssignmentRequest {
            id,
            field: b.field,
            value_json: b.value.to_string(),
            actor: Some(user.actor()),
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(a.try_into()?))
}

/// The groupings of a day's assignments the desk offers (web.md section 7, "load groupings"), in
/// order; the default is in the settings (`GET /api/assignments/config`, `defaultGrouping`).
#[utoipa::path(get, path = "/api/assignments/groupings", tag = "assignments",
    responses((status = 200, body = Vec<Grouping>)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn assignment_groupings(_reader: AssignmentRead) -> Json<Vec<Grouping>> {
    Json(Grouping::ALL.to_vec())
}

/// The revisions of an assignment, newest first (web.md section 3, the document base's revisions):
/// every change keeps one (create, edit, field patch, state, trash, restore); 404 as for loading it
/// (an assignment in the trash keeps its history).
#[utoipa::path(get, path = "/api/assignments/{id}/revisions", tag = "assignments",
    responses((status = 200, body = Vec<crate::dto::rundowns::RevisionSummary>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn assignment_revisions(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<crate::dto::rundowns::RevisionSummary>>> {
    let list = s
        .documents()
        .list_assignment_revisions(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(list.revisions.into_iter().map(Into::into).collect()))
}

/// One revision of an assignment with the line diff from it to the assignment now (404 for a
/// revision not kept).
#[utoipa::path(get, path = "/api/assignments/{id}/revisions/{rev}", tag = "assignments",
    responses((status = 200, body = AssignmentRevision), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_READ"])))]
pub async fn assignment_revision(
    State(s): State<AppState>,
    AssignmentRead(user): AssignmentRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<AssignmentRevision>> {
    let r = s
        .documents()
        .get_assignment_revision(pb::DocumentRevisionRef {
            id,
            number: rev,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}
