//! Productions (checklists; web.md sections 3 and 7: "Productions: GET /api/productions (date,
//! onlyNotDone); GET .../filter ...; PATCH .../{id} (single field); DELETE /api/productions (ids)";
//! decisions in docs/adr/0003-documents.md, "Productions"). Readers need PRODUCTION read, changes
//! PRODUCTION write, the settings PRODUCTION admin; private productions are seen by their owner and
//! allowed users only (404 for anyone else). Edit locks are the documents' (`/api/locks/{id}`).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::DocumentId;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{ProductionAdmin, ProductionRead, ProductionWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::documents::{EmailIn, EmailReport, StatesIn};
use crate::dto::productions::{
    GridEmailIn, MailProductionIn, Production, ProductionConfig, ProductionIn, ProductionPage,
    ProductionRevision, RestoreProductionsIn, productions,
};
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};
use crate::routes::documents::assignments::PageQuery;

/// `?date=&programId=&allPrograms=&onlyNotDone=`: a day's productions.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductionDayQuery {
    /// YYYY-MM-DD.
    pub date: String,
    /// One program (0 or less, or `allPrograms`: every program the caller may see).
    #[serde(default)]
    pub program_id: i64,
    /// Every program the caller may see.
    #[serde(default)]
    pub all_programs: bool,
    /// Leave out the productions whose every task is DONE (a checklist without tasks is not done).
    #[serde(default)]
    pub only_not_done: bool,
}

/// A day's productions the caller may see (web.md section 7, "GET /api/productions (date,
/// onlyNotDone)"), in id order; of one program or of all the caller's.
#[utoipa::path(get, path = "/api/productions", tag = "productions", params(ProductionDayQuery),
    responses((status = 200, body = Vec<Production>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn list_productions(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiQuery(q): ApiQuery<ProductionDayQuery>,
) -> ApiResult<Json<Vec<Production>>> {
    let list = s
        .documents()
        .list_productions(pb::ProductionDayRequest {
            day: Some(pb::DayRequest {
                date: q.date,
                program_id: q.program_id,
                all_programs: q.all_programs,
                viewer_id: user.user.id,
            }),
            only_not_done: q.only_not_done,
        })
        .await
        .reply()?;
    Ok(Json(productions(list.productions)?))
}

/// Creates a production, PRODUCING, owned by the caller (422 with field messages).
#[utoipa::path(post, path = "/api/productions", tag = "productions", request_body = ProductionIn,
    responses((status = 201, body = Production), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn create_production(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiJson(b): ApiJson<ProductionIn>,
) -> ApiResult<(StatusCode, Json<Production>)> {
    let p = s
        .documents()
        .create_production(pb::CreateProductionRequest {
            fields: Some(b.fields()),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(p.try_into()?)))
}

/// Replaces a production (web.md section 7: "PUT /api/productions", its `id` in the body, 422
/// `required` on `id` without it); `revision` must be the current one (409 otherwise); only its
/// owner may change `private` and `allowedUserIds` (403); 409 `lock_lost` while another editor
/// instance holds its edit lock.
#[utoipa::path(put, path = "/api/productions", tag = "productions", request_body = ProductionIn,
    responses((status = 200, body = Production), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn update_production(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiJson(b): ApiJson<ProductionIn>,
) -> ApiResult<Json<Production>> {
    let Some(id) = b.id else {
        return Err(ApiError::field("id", newsroom_domain::FieldCode::Required));
    };
    let (revision, lock_uuid) = (b.revision, b.lock_uuid.clone());
    let p = s
        .documents()
        .update_production(pb::UpdateProductionRequest {
            id: id.get(),
            revision,
            fields: Some(b.fields()),
            actor: Some(user.actor()),
            lock_uuid,
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// Moves productions to the trash, all or none (404 when one is unknown, already there or not the
/// caller's to see; 409 `locked` while another user edits one).
#[utoipa::path(delete, path = "/api/productions", tag = "productions", params(IdsQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn delete_productions(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_productions(pb::IdsRequest {
            ids: q.ids()?,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// `?slug=&content=&producerId=&programId=&date=&page=0&size=25`: the production filter (web.md
/// section 7: "filter fields, page 0, size 25"). Blank texts and ids of 0 or less mean no such
/// condition.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductionFilterQuery {
    /// Slug containing this (case-insensitive).
    #[serde(default)]
    pub slug: String,
    /// Location, notes, a task, an appointment or a resource containing this.
    #[serde(default)]
    pub content: String,
    /// Naming this producer.
    #[serde(default)]
    pub producer_id: i64,
    /// For this program.
    #[serde(default)]
    pub program_id: i64,
    /// Of this day (YYYY-MM-DD); absent: any day.
    #[serde(default)]
    pub date: String,
    /// The page, from 0.
    #[serde(default)]
    pub page: i64,
    /// Per page, 1 to 100 (default 25).
    #[serde(default = "default_size")]
    pub size: i64,
}

fn default_size() -> i64 {
    25
}

/// A page of productions matching the filter, newest day first (`{data, total}`).
#[utoipa::path(get, path = "/api/productions/filter", tag = "productions", params(ProductionFilterQuery),
    responses((status = 200, body = ProductionPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn filter_productions(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiQuery(q): ApiQuery<ProductionFilterQuery>,
) -> ApiResult<Json<ProductionPage>> {
    if q.page < 0 {
        return Err(ApiError::field(
            "page",
            newsroom_domain::FieldCode::NotNegative,
        ));
    }
    let page = s
        .documents()
        .filter_productions(pb::ProductionFilter {
            slug: q.slug,
            content: q.content,
            producer_id: q.producer_id,
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

/// One production (404 for an unknown one, one in the trash, or a private one of someone else).
#[utoipa::path(get, path = "/api/productions/{id}", tag = "productions",
    responses((status = 200, body = Production), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn get_production(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Production>> {
    let p = s
        .documents()
        .get_production(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// Changes one field of a production (web.md section 7, "PATCH .../{id} (single field)"):
/// `{"field": "tasks", "value": [{"description": "Drone permit", "status": "DONE"}]}` ticks a task;
/// any field of the body of `POST` but `id`, `revision` and `lockUuid`. No revision is asked: it
/// lands on the current one. 409 `locked` while someone else (another login session) edits it; 403
/// for `private` or `allowedUserIds` by someone but its owner; 422 keyed by the field.
#[utoipa::path(patch, path = "/api/productions/{id}", tag = "productions",
    request_body = crate::dto::rundowns::FieldPatch,
    responses((status = 200, body = Production), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn patch_production(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<crate::dto::rundowns::FieldPatch>,
) -> ApiResult<Json<Production>> {
    let p = s
        .documents()
        .patch_production(pb::PatchProductionRequest {
            id,
            field: b.field,
            value_json: b.value.to_string(),
            actor: Some(user.actor()),
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// The productions made from an assignment that the caller may see, oldest first (404 for an
/// assignment they may not see, as for one that does not exist).
#[utoipa::path(get, path = "/api/productions/assignment/{id}", tag = "productions",
    responses((status = 200, body = Vec<Production>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn assignment_productions(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<Production>>> {
    let list = s
        .documents()
        .list_assignment_productions(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(productions(list.productions)?))
}

/// Makes the checklist of an assignment (web.md section 7, "POST .../assignment/{id}"): its slug,
/// day, programs, producers, reporters, vehicles and sharing, its content as the notes, the desk's
/// default tasks (`/api/productions/config`) and a link back. 404 for an assignment the caller may
/// not see.
#[utoipa::path(post, path = "/api/productions/assignment/{id}", tag = "productions",
    responses((status = 201, body = Production), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn production_from_assignment(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<(StatusCode, Json<Production>)> {
    let p = s
        .documents()
        .create_production_from_assignment(pb::FromAssignmentRequest {
            assignment_id: id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(p.try_into()?)))
}

/// One state for several productions, all or none.
#[utoipa::path(patch, path = "/api/productions/states", tag = "productions", request_body = StatesIn,
    responses((status = 200, body = Vec<Production>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn set_production_states(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiJson(b): ApiJson<StatesIn>,
) -> ApiResult<Json<Vec<Production>>> {
    let list = s
        .documents()
        .set_production_states(pb::SetStatesRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            state: b.state.to_pb().into(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(productions(list.productions)?))
}

/// The trash: deleted productions the caller may see, newest deletion first (`{data, total}`).
#[utoipa::path(get, path = "/api/productions/excluded", tag = "productions", params(PageQuery),
    responses((status = 200, body = ProductionPage)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn excluded_productions(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<ProductionPage>> {
    let page = s
        .documents()
        .list_excluded_productions(pb::ExcludedRequest {
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Brings productions back from the trash, all or none; with a `date`, each one of another day is
/// then moved to it with its times at the same hours (422 `date` for a bad day, nothing restored).
#[utoipa::path(put, path = "/api/productions/restore", tag = "productions", request_body = RestoreProductionsIn,
    responses((status = 200, body = Vec<Production>), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn restore_productions(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiJson(b): ApiJson<RestoreProductionsIn>,
) -> ApiResult<Json<Vec<Production>>> {
    let list = s
        .documents()
        .restore_productions(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok(Json(productions(list.productions)?))
}

/// The revisions of a production, newest first (every change keeps one).
#[utoipa::path(get, path = "/api/productions/{id}/revisions", tag = "productions",
    responses((status = 200, body = Vec<crate::dto::rundowns::RevisionSummary>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn production_revisions(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<crate::dto::rundowns::RevisionSummary>>> {
    let list = s
        .documents()
        .list_production_revisions(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(list.revisions.into_iter().map(Into::into).collect()))
}

/// One revision of a production with the line diff from it to the production now.
#[utoipa::path(get, path = "/api/productions/{id}/revisions/{rev}", tag = "productions",
    responses((status = 200, body = ProductionRevision), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn production_revision(
    State(s): State<AppState>,
    ProductionRead(user): ProductionRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<ProductionRevision>> {
    let r = s
        .documents()
        .get_production_revision(pb::DocumentRevisionRef {
            id,
            number: rev,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// The settings of productions: the tasks a checklist made from an assignment starts with.
#[utoipa::path(get, path = "/api/productions/config", tag = "productions",
    responses((status = 200, body = ProductionConfig)),
    security(("session" = ["ROLE_PRODUCTION_READ"])))]
pub async fn get_production_config(
    State(s): State<AppState>,
    ProductionRead(_user): ProductionRead,
) -> ApiResult<Json<ProductionConfig>> {
    let c = s
        .documents()
        .get_production_config(pb::ConfigRequest {})
        .await
        .reply()?;
    Ok(Json(ProductionConfig {
        default_tasks: c.default_tasks,
    }))
}

/// Saves the settings of productions (PRODUCTION admin; web.md section 7 names both `POST` and
/// `PUT .../config`, which do the same). 422 on `defaultTasks`.
#[utoipa::path(put, path = "/api/productions/config", tag = "productions", request_body = ProductionConfig,
    responses((status = 200, body = ProductionConfig), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_ADMIN"])))]
pub async fn put_production_config(
    State(s): State<AppState>,
    ProductionAdmin(user): ProductionAdmin,
    ApiJson(b): ApiJson<ProductionConfig>,
) -> ApiResult<Json<ProductionConfig>> {
    let c = s
        .documents()
        .set_production_config(pb::SetProductionConfigRequest {
            config: Some(pb::ProductionConfig {
                default_tasks: b.default_tasks,
            }),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(ProductionConfig {
        default_tasks: c.default_tasks,
    }))
}

/// The same as `PUT /api/productions/config`.
#[utoipa::path(post, path = "/api/productions/config", tag = "productions", request_body = ProductionConfig,
    responses((status = 200, body = ProductionConfig), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_ADMIN"])))]
pub async fn post_production_config(
    state: State<AppState>,
    admin: ProductionAdmin,
    body: ApiJson<ProductionConfig>,
) -> ApiResult<Json<ProductionConfig>> {
    put_production_config(state, admin, body).await
}

/// Mails one production to its crew (web.md section 7, "POST .../{id}/mail"): its producers and
/// reporters, and the users of `usersIds`, one mail each as `POST .../email` writes it. A private
/// production goes only to its owner and allowed users among them. 404 when the caller may not see
/// it or it is in the trash; 409 `mail_not_configured`; 502 `mail_failed`.
#[utoipa::path(post, path = "/api/productions/{id}/mail", tag = "productions", request_body = MailProductionIn,
    params(("id" = i64, Path, description = "The production")),
    responses((status = 200, body = EmailReport), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 502, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn mail_production(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<MailProductionIn>,
) -> ApiResult<Json<EmailReport>> {
    let r = s
        .documents()
        .email_productions(b.into_pb(id, user.actor()))
        .await
        .reply()?;
    Ok(Json(r.into()))
}

/// Mails the day's productions as one grid (web.md section 7, "POST .../email/grid (date,
/// usersIds)"): every checklist of `date` the caller may see, two lines each in the order of their
/// departure (crew times in the station's time, slug; location, tasks done, producers, reporters),
/// one mail per set of recipients who may see the same ones. A day without productions sends
/// nothing (`mails` 0). 422 for a bad `date` or no `usersIds`; 409 `mail_not_configured`; 502
/// `mail_failed`.
#[utoipa::path(post, path = "/api/productions/email/grid", tag = "productions", request_body = GridEmailIn,
    responses((status = 200, body = EmailReport), (status = 422, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 502, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn email_production_grid(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiJson(b): ApiJson<GridEmailIn>,
) -> ApiResult<Json<EmailReport>> {
    let r = s
        .documents()
        .email_production_grid(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok(Json(r.into()))
}

/// Mails productions through the installation's mail server (web.md section 7, "POST .../email
/// (ids, usersIds)"), as assignments are mailed: to `usersIds`, and to each one's reporters when
/// asked (`includeReporters`; a production names no editors); one mail per production or one per set
/// of recipients (`groupedEmail`): its people, location, departure and return in the station's time,
/// resources, the tasks with their state, the appointments and the notes. A private production
/// goes only to its owner and allowed users. 404 when one id is unknown, in the trash or not the
/// caller's to see; 409 `mail_not_configured`; 502 `mail_failed`.
#[utoipa::path(post, path = "/api/productions/email", tag = "productions", request_body = EmailIn,
    responses((status = 200, body = EmailReport), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 502, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PRODUCTION_WRITE"])))]
pub async fn email_productions(
    State(s): State<AppState>,
    ProductionWrite(user): ProductionWrite,
    ApiJson(b): ApiJson<EmailIn>,
) -> ApiResult<Json<EmailReport>> {
    let r = s
        .documents()
        .email_productions(b.into_pb(user.actor()))
        .await
        .reply()?;
    Ok(Json(r.into()))
}
