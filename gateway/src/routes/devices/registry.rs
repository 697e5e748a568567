//! The device registry (web.md section 6 "device", section 7 "Device templates"): devices with their
//! live connection state, their CG templates, and a program's CG device.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::ProgramId;
use newsroom_proto::devices::v1 as pb;
use newsroom_proto::rundowns::v1 as rpb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AdminRead, AdminWrite, RundownRead, StoryRead};
use crate::backends::Reply;
use crate::dto::devices::{
    Device, DeviceIn, DeviceStatus, DeviceTemplate, DeviceTemplateIn, ProgramCgIn, all,
};
use crate::dto::rundowns::Program;
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};
use newsroom_domain::{ErrorCode, FieldCode};

async fn devices(s: &AppState) -> ApiResult<Vec<Device>> {
    all(s
        .devices()
        .list_devices(pb::ListDevicesRequest {})
        .await
        .reply()?
        .devices)
}

/// Every device with its connection state (`connection.state`: CONNECTED, CONNECTING, UNREACHABLE,
/// DISABLED).
#[utoipa::path(get, path = "/api/devices", tag = "devices", responses((status = 200, body = Vec<Device>)),
    security(("session" = ["ROLE_ADMIN_READ"])))]
pub async fn list_devices(State(s): State<AppState>, _: AdminRead) -> ApiResult<Json<Vec<Device>>> {
    Ok(Json(devices(&s).await?))
}

/// Registers a device (422 with field messages; 409 when the name or MOS ID is taken).
#[utoipa::path(post, path = "/api/devices", tag = "devices", request_body = DeviceIn,
    responses((status = 201, body = Device), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn create_device(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiJson(b): ApiJson<DeviceIn>,
) -> ApiResult<(StatusCode, Json<Device>)> {
    let (input, _) = b.into_pb();
    let d = s.devices().create_device(input).await.reply()?;
    Ok((StatusCode::CREATED, Json(d.try_into()?)))
}

/// One device.
#[utoipa::path(get, path = "/api/devices/{id}", tag = "devices", responses((status = 200, body = Device)),
    security(("session" = ["ROLE_ADMIN_READ"])))]
pub async fn get_device(
    State(s): State<AppState>,
    _: AdminRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Device>> {
    let d = s.devices().get_device(pb::DeviceRef { id }).await.reply()?;
    Ok(Json(d.try_into()?))
}

/// Replaces a device; `revision` must be the current one (409 otherwise).
#[utoipa::path(put, path = "/api/devices/{id}", tag = "devices", request_body = DeviceIn,
    responses((status = 200, body = Device), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn update_device(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<DeviceIn>,
) -> ApiResult<Json<Device>> {
    let (input, revision) = b.into_pb();
    let req = pb::UpdateDeviceRequest {
        id,
        spec: Some(input),
        revision,
    };
    Ok(Json(
        s.devices().update_device(req).await.reply()?.try_into()?,
    ))
}

/// Deletes a device and its media (409 for a program's CG device, 404 for none).
#[utoipa::path(delete, path = "/api/devices/{id}", tag = "devices", responses((status = 204), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn delete_device(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    let n = s
        .devices()
        .delete_devices(pb::DeleteDevicesRequest { ids: vec![id] })
        .await
        .reply()?
        .deleted;
    if n == 0 {
        return Err(ApiError::new(ErrorCode::NotFound));
    }
    Ok(StatusCode::NO_CONTENT)
}

/// The connection state of every device, for any user who may read rundowns.
#[utoipa::path(get, path = "/api/devices/status", tag = "devices", responses((status = 200, body = Vec<DeviceStatus>)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn device_status(
    State(s): State<AppState>,
    _: RundownRead,
) -> ApiResult<Json<Vec<DeviceStatus>>> {
    let list = devices(&s).await?;
    Ok(Json(list.into_iter().map(Into::into).collect()))
}

/// The playout devices a program's rundowns go to (type PLAYOUT, following rundowns), by name, with
/// their connection state; 403 for a program the caller's groups may not see.
#[utoipa::path(get, path = "/api/programs/{id}/playout", tag = "programs",
    responses((status = 200, body = Vec<DeviceStatus>), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn program_playout(
    State(s): State<AppState>,
    _: RundownRead,
    ApiPath(id): ApiPath<ProgramId>,
) -> ApiResult<Json<Vec<DeviceStatus>>> {
    let list = s
        .devices()
        .list_program_playout(rpb::ProgramRef { id: id.get() })
        .await
        .reply()?;
    list.devices
        .into_iter()
        .map(|d| Device::try_from(d).map(DeviceStatus::from))
        .collect::<Result<_, _>>()
        .map(Json)
}

/// Names a program's CG device (where its credits go); 422 `deviceId` when it is not a CG device.
/// Administrators only.
#[utoipa::path(put, path = "/api/programs/{id}/cg", tag = "devices", request_body = ProgramCgIn,
    responses((status = 200, body = Program), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PROGRAM_WRITE"])))]
pub async fn set_program_cg(
    State(s): State<AppState>,
    _: crate::auth::ProgramWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ProgramCgIn>,
) -> ApiResult<Json<Program>> {
    let req = newsroom_proto::rundowns::v1::SetProgramCgRequest {
        program_id: id,
        device_id: b.device_id,
    };
    Ok(Json(
        s.devices().set_program_cg(req).await.reply()?.try_into()?,
    ))
}

/// The CG templates of a device (for the story editor; `fields` in order).
#[utoipa::path(get, path = "/api/devices/{id}/templates", tag = "devices", responses((status = 200, body = Vec<DeviceTemplate>)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn device_templates(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<DeviceTemplate>>> {
    Ok(Json(templates(&s, id).await?))
}

async fn templates(s: &AppState, id: i64) -> ApiResult<Vec<DeviceTemplate>> {
    let d = s.devices().get_device(pb::DeviceRef { id }).await.reply()?;
    Ok(d.spec
        .map(|d| d.templates.into_iter().map(Into::into).collect())
        .unwrap_or_default())
}

/// One CG template of a device.
#[utoipa::path(get, path = "/api/devices/{id}/templates/{templateId}", tag = "devices", responses((status = 200, body = DeviceTemplate), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn device_template(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath((id, template_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<DeviceTemplate>> {
    templates(&s, id)
        .await?
        .into_iter()
        .find(|t| t.id == template_id)
        .map(Json)
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound))
}

async fn save_template(
    s: &AppState,
    device_id: i64,
    template: pb::DeviceTemplate,
    create: bool,
) -> ApiResult<Json<DeviceTemplate>> {
    let req = pb::SaveTemplateRequest {
        device_id,
        template: Some(template),
        create,
    };
    Ok(Json(s.devices().save_template(req).await.reply()?.into()))
}

/// Adds a CG template to a device (administrators). 409 for an id in use; 422 (`templates`) for a
/// blank or duplicate name or field.
#[utoipa::path(post, path = "/api/devices/{id}/templates", tag = "devices", request_body = DeviceTemplateIn,
    responses((status = 201, body = DeviceTemplate), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn create_template(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<DeviceTemplateIn>,
) -> ApiResult<(StatusCode, Json<DeviceTemplate>)> {
    Ok((
        StatusCode::CREATED,
        save_template(&s, id, b.into(), true).await?,
    ))
}

/// Replaces a CG template of a device (administrators).
#[utoipa::path(put, path = "/api/devices/{id}/templates/{templateId}", tag = "devices", request_body = DeviceTemplateIn,
    responses((status = 200, body = DeviceTemplate), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn update_template(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath((id, template_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<DeviceTemplateIn>,
) -> ApiResult<Json<DeviceTemplate>> {
    let t = pb::DeviceTemplate {
        id: template_id,
        ..b.into()
    };
    save_template(&s, id, t, false).await
}

/// `?templateIds=1,2`: the templates to delete.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TemplateIdsQuery {
    /// Comma-separated ids.
    pub template_ids: String,
}

/// Deletes CG templates of a device by id (administrators); 204 even when none matched.
#[utoipa::path(delete, path = "/api/devices/{id}/templates", tag = "devices", params(TemplateIdsQuery),
    responses((status = 204), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn delete_templates(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<TemplateIdsQuery>,
) -> ApiResult<StatusCode> {
    let ids = q
        .template_ids
        .split(',')
        .map(|x| x.trim().parse::<i64>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| ApiError::field("templateIds", FieldCode::IdList))?;
    s.devices()
        .delete_templates(pb::DeleteTemplatesRequest {
            device_id: id,
            template_ids: ids,
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
