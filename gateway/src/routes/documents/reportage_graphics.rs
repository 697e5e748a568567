//! A reportage's graphics (web.md section 2, `/reportages/editCg/{id}` "edit graphics"; decisions in
//! docs/adr/0003-documents.md, "Reportages"): CG items as a story's, added, changed, removed and
//! moved one at a time on the reportage as stored (no revision is sent; a save of the reportage's text
//! keeps them). The devices service checks the values against the CG device's template. Each answers
//! the reportage. NEWS_REPORT write; 404 for a reportage the caller may not see or an unknown graphic;
//! 409 `locked` while someone else (another login session) edits the reportage.

use axum::Json;
use axum::extract::State;
use newsroom_proto::documents::v1 as pb;

use crate::AppState;
use crate::auth::NewsReportWrite;
use crate::backends::Reply;
use crate::dto::devices::{CgFieldsIn, CgItemIn, PositionIn};
use crate::dto::reportages::Reportage;
use crate::error::{ApiJson, ApiPath, ApiResult};
use crate::routes::rundowns::locks::session_key;

/// Adds a graphic, last: a template of a CG device with its values (422: `deviceId` not a CG device,
/// `templateId` unknown, `fields.<name>` not in the template or too long, `graphics` too many).
#[utoipa::path(post, path = "/api/reportages/{id}/cgs", tag = "reportages", request_body = CgItemIn,
    responses((status = 200, body = Reportage), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn add_graphic(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<CgItemIn>,
) -> ApiResult<Json<Reportage>> {
    let r = s
        .documents()
        .add_reportage_graphic(pb::AddGraphicRequest {
            id,
            device_id: b.device_id,
            template_id: b.template_id,
            fields_json: b.fields.to_string(),
            actor: Some(user.actor()),
            lock_session: session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Gives a graphic new values, checked against its template (422 as when added).
#[utoipa::path(put, path = "/api/reportages/{id}/cgs/{itemId}", tag = "reportages", request_body = CgFieldsIn,
    responses((status = 200, body = Reportage), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn update_graphic(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiPath((id, graphic_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<CgFieldsIn>,
) -> ApiResult<Json<Reportage>> {
    let r = s
        .documents()
        .update_reportage_graphic(pb::UpdateGraphicRequest {
            id,
            graphic_id,
            fields_json: b.fields.to_string(),
            actor: Some(user.actor()),
            lock_session: session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Removes a graphic.
#[utoipa::path(delete, path = "/api/reportages/{id}/cgs/{itemId}", tag = "reportages",
    responses((status = 200, body = Reportage), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn remove_graphic(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiPath((id, graphic_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<Reportage>> {
    let r = s
        .documents()
        .remove_reportage_graphic(pb::GraphicRef {
            id,
            graphic_id,
            actor: Some(user.actor()),
            lock_session: session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Moves a graphic among the reportage's graphics (0: first; past the end: last).
#[utoipa::path(put, path = "/api/reportages/{id}/cgs/{itemId}/position", tag = "reportages", request_body = PositionIn,
    responses((status = 200, body = Reportage), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_NEWS_REPORT_WRITE"])))]
pub async fn move_graphic(
    State(s): State<AppState>,
    NewsReportWrite(user): NewsReportWrite,
    ApiPath((id, graphic_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<PositionIn>,
) -> ApiResult<Json<Reportage>> {
    let r = s
        .documents()
        .move_reportage_graphic(pb::MoveGraphicRequest {
            id,
            graphic_id,
            position: i32::try_from(b.position).unwrap_or(i32::MAX),
            actor: Some(user.actor()),
            lock_session: session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}
