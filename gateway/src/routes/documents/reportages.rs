//! Reportages (news reports; web.md sections 2-3 and 7; paths in docs/adr/0003-documents.md,
//! "Reportages"): the page filter, load, create (also from an assignment), update, states, approval,
//! the trash, revisions, copy, counter and e-mail. Readers need NEWS_REPORT read, changes NEWS_REPORT write, approval
//! NEWS_REPORT admin; private reportages are seen by their owner and allowed users only (404 for
//! anyone else). Edit locks are the documents' (`/api/locks/{id}`).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::DocumentId;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{NewsReportAdmin, NewsReportRead, NewsReportWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::documents::{
    CopyIn, DocumentCounter, DocumentIdsIn, EmailIn, EmailReport, StatesIn,
};
use crate::dto::reportages::{
    Reportage, ReportageIn, ReportagePage, ReportageRevision, reportages,
};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};
use crate::routes::documents::assignments::{ByDateQuery, PageQuery};

/// `?slug=&content=&reporterId=&programId=&allPrograms=&date=&offset=0&size=15`: the reportage
/// filter of web.md section 3 with its paging (section 5). Blank texts and ids of 0 or less mean no
/// such condition; `allPrograms` (the client sends it when no program is chosen) wins over
/// `programId`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReportageFilterQuery {
    /// Slug containing this (case-insensitive).
    #[serde(default)]
    pub slug: String,
    /// Text of a section containing this (case-insensitive).
    #[serde(default)]
    pub content: String,
    /// Naming this reporter.
    #[serde(default)]
    pub reporter_id: i64,
    /// For this program.
    #[serde(default)]
    pub program_id: i64,
    /// Every program the caller may see.
    #[serde(default)]
    pub all_programs: bool,
    /// Of this day (YYYY-MM-DD); absent: any day.
    #[serde(default)]
    pub date: String,
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

/// A page of reportages matching the filter, newest day first (`{data, total}`; web.md section 7,
/// "News reports: pageFilter").
#[utoipa::path(get, path = "/api/reportages/pageFilter", tag = "reportages", params(ReportageFilterQuery),
    responses((status = 200, body = ReportagePage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_READ"])))]
pub async fn page_filter(
    State(s): State<AppState>,
    NewsReportRead(user): NewsReportRead,
    ApiQuery(q): ApiQuery<ReportageFilterQuery>,
) -> ApiResult<Json<ReportagePage>> {
    let page = s
        .documents()
        .filter_reportages(pb::ReportageFilter {
            slug: q.slug,
            content: q.content,
            reporter_id: q.reporter_id,
            program_id: q.program_id,
            all_programs: q.all_programs,
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
            date: q.date,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Creates a reportage, PRODUCING and not approved, owned by the caller (422 with field messages).
#[utoipa::path(post, path = "/api/reportages", tag = "reportages", request_body = ReportageIn,
    responses((status = 201, body = Reportage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn create_reportage(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiJson(b): ApiJson<ReportageIn>,
) -> ApiResult<(StatusCode, Json<Reportage>)> {
    let (fields, _, _) = b.fields();
    let r = s
        .documents()
        .create_reportage(pb::CreateReportageRequest {
            fields: Some(fields),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(r.try_into()?)))
}

/// Moves reportages to the trash, all or none (web.md section 7: "delete takes an array of ids"; 404
/// when one is unknown, already there or not the caller's to see; 409 `locked` while another user
/// edits one).
#[utoipa::path(delete, path = "/api/reportages", tag = "reportages", params(IdsQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn delete_reportages(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_reportages(pb::IdsRequest {
            ids: q.ids()?,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// Writes a new reportage from an assignment (web.md section 7, "create from assignment"): its
/// slug, day, programs, reporters, editors and sharing, its content as a first OFF section, and a
/// link back (`assignmentId`). NEWS_REPORT write, as web.md section 2 asks only REPORT write to write
/// a report from an assignment (`/assignments/newReport/{id}`); 404 for an assignment the caller may
/// not see (private, or of a program not theirs).
#[utoipa::path(post, path = "/api/reportages/assignment/{id}", tag = "reportages",
    responses((status = 201, body = Reportage), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn from_assignment(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<(StatusCode, Json<Reportage>)> {
    let r = s
        .documents()
        .create_reportage_from_assignment(pb::FromAssignmentRequest {
            assignment_id: id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(r.try_into()?)))
}

/// One reportage (404 for an unknown one, one in the trash, or a private one of someone else).
#[utoipa::path(get, path = "/api/reportages/{id}", tag = "reportages",
    responses((status = 200, body = Reportage), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_READ"])))]
pub async fn get_reportage(
    State(s): State<AppState>,
    NewsReportRead(user): NewsReportRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Reportage>> {
    let r = s
        .documents()
        .get_reportage(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Replaces a reportage; `revision` must be the current one (409 otherwise); only its owner may
/// change `private` and `allowedUserIds` (403); 409 `lock_lost` while another editor instance holds
/// its edit lock. A change of its slug, day, programs or sections takes its approval away.
#[utoipa::path(put, path = "/api/reportages/{id}", tag = "reportages", request_body = ReportageIn,
    responses((status = 200, body = Reportage), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn update_reportage(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ReportageIn>,
) -> ApiResult<Json<Reportage>> {
    let (fields, revision, lock_uuid) = b.fields();
    let r = s
        .documents()
        .update_reportage(pb::UpdateReportageRequest {
            id,
            revision,
            fields: Some(fields),
            actor: Some(user.actor()),
            lock_uuid,
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// One state for several reportages, all or none (web.md section 7, "News reports: ... states").
#[utoipa::path(patch, path = "/api/reportages/states", tag = "reportages", request_body = StatesIn,
    responses((status = 200, body = Vec<Reportage>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn set_reportage_states(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiJson(b): ApiJson<StatesIn>,
) -> ApiResult<Json<Vec<Reportage>>> {
    let list = s
        .documents()
        .set_reportage_states(pb::SetStatesRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            state: b.state.to_pb().into(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(reportages(list.reportages)?))
}

async fn approve(
    s: &AppState,
    user: &crate::auth::AuthUser,
    ids: Vec<DocumentId>,
    approved: bool,
) -> ApiResult<Json<Vec<Reportage>>> {
    let list = s
        .documents()
        .approve_reportages(pb::ApproveRequest {
            ids: ids.into_iter().map(DocumentId::get).collect(),
            approved,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(reportages(list.reportages)?))
}

/// Approves reportages for air, all or none (web.md section 7, "approve and disapprove"; NEWS_REPORT
/// admin, the chief editor). A private reportage is not approved (422 `approved_private` on `ids`).
#[utoipa::path(put, path = "/api/reportages/approve", tag = "reportages", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Reportage>), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_ADMIN"])))]
pub async fn approve_reportages(
    State(s): State<AppState>,
    NewsReportAdmin(user): NewsReportAdmin,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Reportage>>> {
    approve(&s, &user, b.ids, true).await
}

/// Takes reportages' approval away, all or none (NEWS_REPORT admin).
#[utoipa::path(put, path = "/api/reportages/disapprove", tag = "reportages", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Reportage>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_ADMIN"])))]
pub async fn disapprove_reportages(
    State(s): State<AppState>,
    NewsReportAdmin(user): NewsReportAdmin,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Reportage>>> {
    approve(&s, &user, b.ids, false).await
}

/// The trash: deleted reportages the caller may see, newest deletion first (`{data, total}`).
#[utoipa::path(get, path = "/api/reportages/excluded", tag = "reportages", params(PageQuery),
    responses((status = 200, body = ReportagePage)),
    security(("session" = ["ROLE_NEWS_REPORT_READ"])))]
pub async fn excluded_reportages(
    State(s): State<AppState>,
    NewsReportRead(user): NewsReportRead,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<ReportagePage>> {
    let page = s
        .documents()
        .list_excluded_reportages(pb::ExcludedRequest {
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Brings reportages back from the trash, all or none.
#[utoipa::path(put, path = "/api/reportages/restore", tag = "reportages", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Reportage>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn restore_reportages(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Reportage>>> {
    let list = s
        .documents()
        .restore_reportages(pb::IdsRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(reportages(list.reportages)?))
}

/// The revisions of a reportage, newest first (every change keeps one: create, edit, state,
/// approval, trash, restore).
#[utoipa::path(get, path = "/api/reportages/{id}/revisions", tag = "reportages",
    responses((status = 200, body = Vec<crate::dto::rundowns::RevisionSummary>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_READ"])))]
pub async fn reportage_revisions(
    State(s): State<AppState>,
    NewsReportRead(user): NewsReportRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<crate::dto::rundowns::RevisionSummary>>> {
    let list = s
        .documents()
        .list_reportage_revisions(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(list.revisions.into_iter().map(Into::into).collect()))
}

/// One revision of a reportage with the line diff from it to the reportage now.
#[utoipa::path(get, path = "/api/reportages/{id}/revisions/{rev}", tag = "reportages",
    responses((status = 200, body = ReportageRevision), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_READ"])))]
pub async fn reportage_revision(
    State(s): State<AppState>,
    NewsReportRead(user): NewsReportRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<ReportageRevision>> {
    let r = s
        .documents()
        .get_reportage_revision(pb::DocumentRevisionRef {
            id,
            number: rev,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Copies reportages to a day and, optionally, other programs (web.md section 7, "News reports: ...
/// copy"), as assignments are copied: one new PRODUCING, unapproved reportage owned by the caller for
/// each id, all or none, keeping slug, sections, people and the assignment it came from; a private
/// one stays private among the same people and its original's author. 404 when one id is unknown, in
/// the trash or not the caller's to see; 422 for a bad `date` or `programsIds` (`unknown_program`).
#[utoipa::path(post, path = "/api/reportages/copy", tag = "reportages", request_body = CopyIn,
    responses((status = 201, body = Vec<Reportage>), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn copy_reportages(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiJson(b): ApiJson<CopyIn>,
) -> ApiResult<(StatusCode, Json<Vec<Reportage>>)> {
    let list = s
        .documents()
        .copy_reportages(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(reportages(list.reportages)?)))
}

/// How many reportages of a day the caller may see, in all and by state (web.md section 7, "News
/// reports: ... counter"); of one program or of every program the caller may see.
#[utoipa::path(get, path = "/api/reportages/counter", tag = "reportages", params(ByDateQuery),
    responses((status = 200, body = DocumentCounter), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_READ"])))]
pub async fn count_reportages(
    State(s): State<AppState>,
    NewsReportRead(user): NewsReportRead,
    ApiQuery(q): ApiQuery<ByDateQuery>,
) -> ApiResult<Json<DocumentCounter>> {
    let c = s
        .documents()
        .count_reportages(q.day(user.user.id))
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// Mails reportages through the installation's mail server (web.md section 7, "News reports: ...
/// email"), as assignments are mailed: to `usersIds`, and to each one's editors and reporters when
/// asked; one mail per reportage or one per set of recipients (`groupedEmail`), its sections as text
/// (editorial comments left out). A private reportage goes only to its owner and allowed users.
/// 404 as for the states; 409 `mail_not_configured`; 502 `mail_failed`.
#[utoipa::path(post, path = "/api/reportages/email", tag = "reportages", request_body = EmailIn,
    responses((status = 200, body = EmailReport), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 502, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn email_reportages(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiJson(b): ApiJson<EmailIn>,
) -> ApiResult<Json<EmailReport>> {
    let r = s
        .documents()
        .email_reportages(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok(Json(r.into()))
}
