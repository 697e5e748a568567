//! Graphics: the CG items of stories, the CG list of a rundown (web.md section 2, "cg list"), and CG
//! commands sent to a device (docs/devices.md, "CG commands"). The devices service checks values
//! against the device's templates.

use axum::Json;
use axum::extract::State;
use newsroom_proto::devices::v1 as dpb;
use newsroom_proto::rundowns::v1 as pb;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite, StoryRead, StoryWrite};
use crate::backends::Reply;
use crate::dto::devices::{CgCommandIn, CgFieldsIn, CgItemIn, CgRow, CgSent, all};
use crate::dto::rundowns::{Story, StoryItem};
use crate::error::{ApiError, ApiJson, ApiPath, ApiResult};
use newsroom_domain::ErrorCode;

/// A story's CG items.
#[utoipa::path(get, path = "/api/stories/{id}/cgs", tag = "stories", responses((status = 200, body = Vec<StoryItem>)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn list_cgs(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<StoryItem>>> {
    let story = s
        .rundowns()
        .get_story_document(pb::StoryRef { id })
        .await
        .reply()?
        .story
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound))?;
    let cgs = story
        .items
        .into_iter()
        .filter(|i| i.kind() == pb::ItemKind::Cg)
        .collect();
    Ok(Json(all(cgs)?))
}

/// Adds a graphic: a template of a CG device with its values (422 for a device that is not CG, a
/// template it does not have, or a field the template does not have).
#[utoipa::path(post, path = "/api/stories/{id}/cgs", tag = "stories", request_body = CgItemIn,
    responses((status = 200, body = Story), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn add_cg(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<CgItemIn>,
) -> ApiResult<Json<Story>> {
    let req = dpb::AddCgItemRequest {
        story_id: id,
        device_id: b.device_id,
        template_id: b.template_id,
        fields_json: b.fields.to_string(),
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.devices().add_cg_item(req).await.reply()?.try_into()?,
    ))
}

/// Changes the values of a CG item (404 for an item that is not a CG item of the story).
#[utoipa::path(put, path = "/api/stories/{id}/cgs/{itemId}", tag = "stories", request_body = CgFieldsIn,
    responses((status = 200, body = Story), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn update_cg(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<CgFieldsIn>,
) -> ApiResult<Json<Story>> {
    let req = dpb::UpdateCgItemRequest {
        story_id: id,
        item_id,
        fields_json: b.fields.to_string(),
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.devices().update_cg_item(req).await.reply()?.try_into()?,
    ))
}

/// Removes a CG item (404 for an item that is not a CG item).
#[utoipa::path(delete, path = "/api/stories/{id}/cgs/{itemId}", tag = "stories", responses((status = 200, body = Story)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn remove_cg(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<Story>> {
    super::media::remove_item(&s, &user, id, item_id, pb::ItemKind::Cg).await
}

/// The CG list of a rundown (web.md section 2, "cg list"): every CG item of its stories in show
/// order, the standby block last.
#[utoipa::path(get, path = "/api/rundowns/{id}/cgs", tag = "rundowns", responses((status = 200, body = Vec<CgRow>)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn rundown_cgs(
    State(s): State<AppState>,
    _: RundownRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<CgRow>>> {
    let req = dpb::RundownCgsRequest { rundown_id: id };
    Ok(Json(all(s
        .devices()
        .list_rundown_cgs(req)
        .await
        .reply()?
        .rows)?))
}

/// Sends a CG template with field values to a CG device of any protocol (docs/devices.md): II
/// (template read with the values, take, clear over TCP) or WS (a JSON POST). 422 with field messages
/// (`action`, `deviceId`, `templateId`, `fields`, `fields.<name>`) for an unknown action, template or
/// field, a value the device cannot take, a device that is not a CG, or a MOS one (MOS CG items travel
/// in the running order); 503 `device_unreachable` at once when the device is not connected; 502
/// `device_refused` when it answers with an error. Nothing is sent when the request is refused.
#[utoipa::path(post, path = "/api/devices/{id}/cg", tag = "devices", request_body = CgCommandIn,
    responses((status = 200, body = CgSent), (status = 422, body = crate::error::ErrorBody),
        (status = 502, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn send_cg(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<CgCommandIn>,
) -> ApiResult<Json<CgSent>> {
    let req = dpb::SendCgRequest {
        device_id: id,
        action: b.action_pb().into(),
        template_id: b.template_id,
        fields: b
            .fields
            .into_iter()
            .map(|f| dpb::CgField {
                name: f.name,
                value: f.value,
            })
            .collect(),
        story_id: b.story_id,
        nickname: user.actor().nickname,
    };
    Ok(Json(s.devices().send_cg(req).await.reply()?.try_into()?))
}
