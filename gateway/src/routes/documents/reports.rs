//! Reports (web.md section 3, "report: categories, events"; section 7, "Reports: categories,
//! restore, revisions, private, sharing, config"; paths decided in docs/adr/0003-documents.md,
//! "Reports and rounds"): a day's list, the filter, load, create (also from an assignment), update,
//! a single-field patch, states, the trash and revisions. Readers need REPORT read, changes REPORT
//! write; private reports are seen by their owner and allowed users only (404 for anyone else).
//! Edit locks are the documents' (`/api/locks/{id}`); the categories are reference data
//! (`/api/reports/categories`, [`crate::routes::documents::references`]).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::DocumentId;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{ReportRead, ReportWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::documents::{DocumentIdsIn, StatesIn};
use crate::dto::reports::{Report, ReportIn, ReportPage, ReportRevision, reports};
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};
use crate::routes::documents::assignments::{ByDateQuery, PageQuery};

/// A day's reports the caller may see, in id order; of one program or of all the caller's.
#[utoipa::path(get, path = "/api/reports", tag = "reports", params(ByDateQuery),
    responses((status = 200, body = Vec<Report>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn list_reports(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiQuery(q): ApiQuery<ByDateQuery>,
) -> ApiResult<Json<Vec<Report>>> {
    let list = s
        .documents()
        .list_reports(q.day(user.user.id))
        .await
        .reply()?;
    Ok(Json(reports(list.reports)?))
}

/// Creates a report, PRODUCING, owned by the caller (422 with field messages).
#[utoipa::path(post, path = "/api/reports", tag = "reports", request_body = ReportIn,
    responses((status = 201, body = Report), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn create_report(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiJson(b): ApiJson<ReportIn>,
) -> ApiResult<(StatusCode, Json<Report>)> {
    let r = s
        .documents()
        .create_report(pb::CreateReportRequest {
            fields: Some(b.fields()),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(r.try_into()?)))
}

/// Moves reports to the trash, all or none (404 when one is unknown, already there or not the
/// caller's to see; 409 `locked` while another user edits one).
#[utoipa::path(delete, path = "/api/reports", tag = "reports", params(IdsQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn delete_reports(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_reports(pb::IdsRequest {
            ids: q.ids()?,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// `?slug=&content=&categoryId=&programId=&date=&page=0&size=15`: the report filter. Blank texts
/// and ids of 0 or less mean no such condition.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReportFilterQuery {
    /// Slug containing this (case-insensitive).
    #[serde(default)]
    pub slug: String,
    /// The summary or an event's place, text or sources containing this.
    #[serde(default)]
    pub content: String,
    /// With an event of this category.
    #[serde(default)]
    pub category_id: i64,
    /// For this program.
    #[serde(default)]
    pub program_id: i64,
    /// Of this day (YYYY-MM-DD); absent: any day.
    #[serde(default)]
    pub date: String,
    /// The page, from 0.
    #[serde(default)]
    pub page: i64,
    /// Per page, 1 to 100 (default 15, as the other document lists).
    #[serde(default = "default_size")]
    pub size: i64,
}

fn default_size() -> i64 {
    15
}

/// A page of reports matching the filter, newest day first (`{data, total}`).
#[utoipa::path(get, path = "/api/reports/filter", tag = "reports", params(ReportFilterQuery),
    responses((status = 200, body = ReportPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn filter_reports(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiQuery(q): ApiQuery<ReportFilterQuery>,
) -> ApiResult<Json<ReportPage>> {
    if q.page < 0 {
        return Err(ApiError::field(
            "page",
            newsroom_domain::FieldCode::NotNegative,
        ));
    }
    let page = s
        .documents()
        .filter_reports(pb::ReportFilter {
            slug: q.slug,
            content: q.content,
            category_id: q.category_id,
            program_id: q.program_id,
            date: q.date,
            offset: q.page.saturating_mul(q.size.max(0)),
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// One report (404 for an unknown one, one in the trash, or a private one of someone else).
#[utoipa::path(get, path = "/api/reports/{id}", tag = "reports",
    responses((status = 200, body = Report), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn get_report(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Report>> {
    let r = s
        .documents()
        .get_report(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Replaces a report; `revision` must be the current one (409 otherwise); only its owner may
/// change `private` and `allowedUserIds` (403); 409 `lock_lost` while another editor instance holds
/// its edit lock.
#[utoipa::path(put, path = "/api/reports/{id}", tag = "reports", request_body = ReportIn,
    responses((status = 200, body = Report), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn update_report(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ReportIn>,
) -> ApiResult<Json<Report>> {
    let (revision, lock_uuid) = (b.revision, b.lock_uuid.clone());
    let r = s
        .documents()
        .update_report(pb::UpdateReportRequest {
            id,
            revision,
            fields: Some(b.fields()),
            actor: Some(user.actor()),
            lock_uuid,
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Changes one field of a report: `{"field": "events", "value": [...]}` adds an event from a
/// phone; any field of the body of `POST` but `revision` and `lockUuid`. No revision is asked: it
/// lands on the current one. 409 `locked` while someone else (another login session) edits it; 403
/// for `private` or `allowedUserIds` by someone but its owner; 422 keyed by the field.
#[utoipa::path(patch, path = "/api/reports/{id}", tag = "reports",
    request_body = crate::dto::rundowns::FieldPatch,
    responses((status = 200, body = Report), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn patch_report(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<crate::dto::rundowns::FieldPatch>,
) -> ApiResult<Json<Report>> {
    let r = s
        .documents()
        .patch_report(pb::PatchReportRequest {
            id,
            field: b.field,
            value_json: b.value.to_string(),
            actor: Some(user.actor()),
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// The reports made from an assignment that the caller may see, oldest first (404 for an
/// assignment they may not see, as for one that does not exist).
#[utoipa::path(get, path = "/api/reports/assignment/{id}", tag = "reports",
    responses((status = 200, body = Vec<Report>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn assignment_reports(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<Report>>> {
    let list = s
        .documents()
        .list_assignment_reports(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(reports(list.reports)?))
}

/// Begins the report of an assignment (web.md section 2, `/assignments/newReport/{id}`, "create a
/// report from an assignment", report write): its slug, day, programs, sharing and files, and one
/// event holding its content, now (at noon UTC of its day when made on another day). 404 for an
/// assignment the caller may not see.
#[utoipa::path(post, path = "/api/reports/assignment/{id}", tag = "reports",
    responses((status = 201, body = Report), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn report_from_assignment(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<(StatusCode, Json<Report>)> {
    let r = s
        .documents()
        .create_report_from_assignment(pb::FromAssignmentRequest {
            assignment_id: id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(r.try_into()?)))
}

/// One state for several reports, all or none.
#[utoipa::path(patch, path = "/api/reports/states", tag = "reports", request_body = StatesIn,
    responses((status = 200, body = Vec<Report>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn set_report_states(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiJson(b): ApiJson<StatesIn>,
) -> ApiResult<Json<Vec<Report>>> {
    let list = s
        .documents()
        .set_report_states(pb::SetStatesRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            state: b.state.to_pb().into(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(reports(list.reports)?))
}

/// The trash: deleted reports the caller may see, newest deletion first (`{data, total}`).
#[utoipa::path(get, path = "/api/reports/excluded", tag = "reports", params(PageQuery),
    responses((status = 200, body = ReportPage)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn excluded_reports(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<ReportPage>> {
    let page = s
        .documents()
        .list_excluded_reports(pb::ExcludedRequest {
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Brings reports back from the trash, all or none (web.md section 7, "Reports: ... restore").
#[utoipa::path(put, path = "/api/reports/restore", tag = "reports", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Report>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_WRITE"])))]
pub async fn restore_reports(
    State(s): State<AppState>,
    ReportWrite(user): ReportWrite,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Report>>> {
    let list = s
        .documents()
        .restore_reports(pb::IdsRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(reports(list.reports)?))
}

/// The revisions of a report, newest first (every change keeps one).
#[utoipa::path(get, path = "/api/reports/{id}/revisions", tag = "reports",
    responses((status = 200, body = Vec<crate::dto::rundowns::RevisionSummary>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn report_revisions(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<crate::dto::rundowns::RevisionSummary>>> {
    let list = s
        .documents()
        .list_report_revisions(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(list.revisions.into_iter().map(Into::into).collect()))
}

/// One revision of a report with the line diff from it to the report now.
#[utoipa::path(get, path = "/api/reports/{id}/revisions/{rev}", tag = "reports",
    responses((status = 200, body = ReportRevision), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_REPORT_READ"])))]
pub async fn report_revision(
    State(s): State<AppState>,
    ReportRead(user): ReportRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<ReportRevision>> {
    let r = s
        .documents()
        .get_report_revision(pb::DocumentRevisionRef {
            id,
            number: rev,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}
