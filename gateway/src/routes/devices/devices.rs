//! Devices (web.md section 6 "device", section 7 "Device templates", "Rundowns: device create, ready,
//! replace, enable, disable"): the registry with each device's live connection state, media from MOS
//! devices, and the device calls on a rundown.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::devices::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AdminRead, AdminWrite, RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// A device: `{"name", "type": "PLAYOUT", "protocol": "MOS", "vendor", "plugin": "none", "host",
/// "mosId", "lowerPort": 10540, "upperPort": 10541, "queryPort": 10542, "profiles": [0,1,2],
/// "channels": [], "paths": [], "charsets": [], "templates": [{"id", "name", "fields"}], "enabled",
/// "mosVersion": "2.8.5", "wsUrl", "passive", "username", "password", "port"}` (`mosVersion` to
/// `password` for MOS 4.0; `port` for II, 23 when 0 or absent; a WS device's `wsUrl` is its http(s)
/// base URL and `username`/`password` its Basic credentials). MOS ports 0 or absent: the MOS defaults.
#[derive(Deserialize, serde::Serialize, utoipa::ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct DeviceIn {
    /// Unique name.
    pub name: String,
    /// CC, CG, MAM, PLAYOUT, TP.
    pub r#type: String,
    /// MOS, II, WS.
    pub protocol: String,
    /// Vendor.
    pub vendor: String,
    /// activex, html, none.
    pub plugin: String,
    /// Host name or address.
    pub host: String,
    /// The device's MOS ID.
    pub mos_id: String,
    /// MOS lower port.
    pub lower_port: i32,
    /// MOS upper port.
    pub upper_port: i32,
    /// MOS query port.
    pub query_port: i32,
    /// MOS profiles 0-7.
    pub profiles: Vec<i32>,
    /// Channels.
    pub channels: Vec<String>,
    /// Media paths.
    pub paths: Vec<String>,
    /// Character sets.
    pub charsets: Vec<String>,
    /// CG templates.
    pub templates: Vec<TemplateIn>,
    /// Connect and send running orders.
    pub enabled: bool,
    /// MOS version: `2.8.5` (TCP, default) or `4.0` (WebSocket).
    pub mos_version: String,
    /// MOS 4.0: the device's `ws://` / `wss://` URL Newsroom dials (not needed in passive mode).
    pub ws_url: String,
    /// MOS 4.0 passive mode: the device dials Newsroom's MOS 4.0 port instead.
    pub passive: bool,
    /// MOS 4.0 HTTP Basic user name (both directions).
    pub username: String,
    /// MOS 4.0 HTTP Basic password: write only, never returned (`hasPassword` says whether one is
    /// stored); on update, absent or empty keeps the stored one.
    #[schema(write_only)]
    pub password: String,
    /// II: the Intelligent Interface TCP port (0 or absent: 23).
    pub port: i32,
    /// For updates: the revision the change is based on (409 when stale).
    pub revision: i64,
}

/// A CG template: `{"id", "name", "fields": ["name", "role"]}`.
#[derive(Deserialize, serde::Serialize, utoipa::ToSchema, Default)]
#[serde(default, deny_unknown_fields)]
pub struct TemplateIn {
    /// Id in the device.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Field names.
    pub fields: Vec<String>,
}

impl DeviceIn {
    fn into_pb(self) -> (pb::DeviceInput, i64) {
        let revision = self.revision;
        (
            pb::DeviceInput {
                name: self.name,
                r#type: self.r#type,
                protocol: self.protocol,
                vendor: self.vendor,
                plugin: self.plugin,
                host: self.host,
                mos_id: self.mos_id,
                lower_port: self.lower_port,
                upper_port: self.upper_port,
                query_port: self.query_port,
                profiles: self.profiles,
                channels: self.channels,
                paths: self.paths,
                charsets: self.charsets,
                templates: self
                    .templates
                    .into_iter()
                    .map(|t| pb::DeviceTemplate {
                        id: t.id,
                        name: t.name,
                        fields: t.fields,
                    })
                    .collect(),
                enabled: self.enabled,
                mos_version: self.mos_version,
                ws_url: self.ws_url,
                passive: self.passive,
                username: self.username,
                password: self.password,
                port: self.port,
            },
            revision,
        )
    }
}

/// Every device with its connection state (`connection.state`: CONNECTED, CONNECTING, UNREACHABLE,
/// DISABLED).
#[utoipa::path(get, path = "/api/devices", tag = "devices", responses((status = 200, body = Vec<pb::Device>)))]
pub async fn list_devices(
    State(s): State<AppState>,
    _: AdminRead,
) -> ApiResult<Json<Vec<pb::Device>>> {
    Ok(Json(
        s.devices()
            .list_devices(pb::ListDevicesRequest {})
            .await
            .reply()?
            .devices,
    ))
}

/// Registers a device (422 with field messages; 409 when the name or MOS ID is taken).
#[utoipa::path(post, path = "/api/devices", tag = "devices", request_body = DeviceIn,
    responses((status = 201, body = pb::Device), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create_device(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiJson(b): ApiJson<DeviceIn>,
) -> ApiResult<(StatusCode, Json<pb::Device>)> {
    let (input, _) = b.into_pb();
    Ok((
        StatusCode::CREATED,
        Json(s.devices().create_device(input).await.reply()?),
    ))
}

/// One device.
#[utoipa::path(get, path = "/api/devices/{id}", tag = "devices", responses((status = 200, body = pb::Device)))]
pub async fn get_device(
    State(s): State<AppState>,
    _: AdminRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<pb::Device>> {
    Ok(Json(
        s.devices().get_device(pb::DeviceRef { id }).await.reply()?,
    ))
}

/// Replaces a device; `revision` must be the current one (409 otherwise).
#[utoipa::path(put, path = "/api/devices/{id}", tag = "devices", request_body = DeviceIn,
    responses((status = 200, body = pb::Device), (status = 409, body = crate::error::ErrorBody)))]
pub async fn update_device(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<DeviceIn>,
) -> ApiResult<Json<pb::Device>> {
    let (input, revision) = b.into_pb();
    let req = pb::UpdateDeviceRequest {
        id,
        spec: Some(input),
        revision,
    };
    Ok(Json(s.devices().update_device(req).await.reply()?))
}

/// Deletes a device and its media.
#[utoipa::path(delete, path = "/api/devices/{id}", tag = "devices", responses((status = 204)))]
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
    Ok(if n == 0 {
        StatusCode::NOT_FOUND
    } else {
        StatusCode::NO_CONTENT
    })
}

/// A device's name, type and connection state, for screens of users who are not administrators (the
/// rundown's "Device unreachable" notice).
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeviceStatus {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// CC, CG, MAM, PLAYOUT, TP.
    pub r#type: String,
    /// MOS, II, WS.
    pub protocol: String,
    /// Whether it gets the running orders of rundowns with device integration on.
    pub follows_rundowns: bool,
    /// CONNECTED, CONNECTING, UNREACHABLE, DISABLED.
    pub state: String,
    /// What the last failure was.
    pub last_error: String,
}

/// The connection state of every device, for any user who may read rundowns.
#[utoipa::path(get, path = "/api/devices/status", tag = "devices", responses((status = 200, body = Vec<DeviceStatus>)))]
pub async fn device_status(
    State(s): State<AppState>,
    _: RundownRead,
) -> ApiResult<Json<Vec<DeviceStatus>>> {
    let devices = s
        .devices()
        .list_devices(pb::ListDevicesRequest {})
        .await
        .reply()?
        .devices;
    Ok(Json(
        devices
            .into_iter()
            .map(|d| {
                let spec = d.spec.unwrap_or_default();
                let conn = d.connection.unwrap_or_default();
                DeviceStatus {
                    id: d.id,
                    name: spec.name,
                    r#type: spec.r#type,
                    protocol: spec.protocol,
                    follows_rundowns: d.follows_rundowns,
                    state: conn.state,
                    last_error: conn.last_error,
                }
            })
            .collect(),
    ))
}

/// `?deviceId=N` (absent: every device).
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MediaQuery {
    /// The device.
    #[serde(default)]
    pub device_id: i64,
}

/// Media (MOS objects) announced by MAM and playout devices, newest first; `status` absent, empty or
/// ready.
#[utoipa::path(get, path = "/api/devices/media", tag = "devices", params(MediaQuery), responses((status = 200, body = Vec<pb::Media>)))]
pub async fn list_media(
    State(s): State<AppState>,
    _: RundownRead,
    ApiQuery(q): ApiQuery<MediaQuery>,
) -> ApiResult<Json<Vec<pb::Media>>> {
    Ok(Json(
        s.devices()
            .list_media(pb::ListMediaRequest {
                device_id: q.device_id,
            })
            .await
            .reply()?
            .media,
    ))
}

/// A device call on a rundown: `create` / `replace` (send the whole running order again), `ready`
/// (roReadyToAir), `enable` / `disable` (device integration). 503 "Device unreachable: <names>" at once
/// when a device that follows the rundowns is not connected (`replace` still queues the running order
/// for when it is back).
#[utoipa::path(put, path = "/api/rundowns/{id}/device/{action}", tag = "devices",
    responses((status = 200, body = pb::RundownDeviceActionResponse), (status = 503, body = crate::error::ErrorBody)))]
pub async fn rundown_device_action(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath((id, action)): ApiPath<(i64, String)>,
) -> ApiResult<Json<pb::RundownDeviceActionResponse>> {
    let actor = user.actor();
    let req = pb::RundownDeviceActionRequest {
        rundown_id: id,
        action,
        user_id: actor.user_id,
        nickname: actor.nickname,
    };
    Ok(Json(s.devices().rundown_device_action(req).await.reply()?))
}

/// Sends the rundown's credits (presenters, reporters, editors, image editors of its aired stories) to
/// its program's CG device. 502 `credits_failed` ("Credits sending failure.") when the program has no CG
/// device, or it is unreachable or refuses.
#[utoipa::path(post, path = "/api/rundowns/{id}/credits", tag = "devices",
    responses((status = 200, body = pb::SendCreditsResponse), (status = 502, body = crate::error::ErrorBody)))]
pub async fn send_credits(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<pb::SendCreditsResponse>> {
    let req = pb::SendCreditsRequest {
        rundown_id: id,
        nickname: user.actor().nickname,
    };
    Ok(Json(s.devices().send_credits(req).await.reply()?))
}

/// `{"deviceId": 3}` or `{"deviceId": null}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProgramCgIn {
    /// A device of type CG; null unlinks.
    pub device_id: Option<i64>,
}

/// Names a program's CG device (where its credits go); 422 `deviceId` when it is not a CG device.
/// Administrators only.
#[utoipa::path(put, path = "/api/programs/{id}/cg", tag = "devices", request_body = ProgramCgIn,
    responses((status = 200, body = newsroom_proto::rundowns::v1::Program), (status = 422, body = crate::error::ErrorBody)))]
pub async fn set_program_cg(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ProgramCgIn>,
) -> ApiResult<Json<newsroom_proto::rundowns::v1::Program>> {
    if let Some(device) = b.device_id {
        let found = s.devices().get_device(pb::DeviceRef { id: device }).await;
        let is_cg = found
            .as_ref()
            .is_ok_and(|d| d.get_ref().spec.as_ref().is_some_and(|x| x.r#type == "CG"));
        if !is_cg {
            return Err(crate::error::ApiError::field(
                "deviceId",
                newsroom_domain::FieldCode::NotCgDevice,
            ));
        }
    }
    let req = newsroom_proto::rundowns::v1::SetProgramCgRequest {
        program_id: id,
        device_id: b.device_id,
    };
    Ok(Json(s.rundowns().set_program_cg(req).await.reply()?))
}

/// A field value: `{"name": "Name", "value": "Ana Souza"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CgFieldIn {
    /// The template's field name.
    pub name: String,
    /// The value.
    #[serde(default)]
    pub value: String,
}

/// A CG command: `{"action": "cue"|"take"|"clear", "templateId": 100, "fields": [{"name", "value"}],
/// "storyId": 12}`; `templateId` may be left out for `clear`, `storyId` always.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CgIn {
    /// cue (load, not shown), take (show), clear (take the output off).
    pub action: String,
    /// The device's template.
    #[serde(default)]
    pub template_id: Option<i64>,
    /// Values by field name; fields left out are sent empty.
    #[serde(default)]
    pub fields: Vec<CgFieldIn>,
    /// The story whose CG item this is.
    #[serde(default)]
    pub story_id: Option<i64>,
}

/// Sends a CG template with field values to a CG device of any protocol (docs/devices.md): II
/// (template read with the values, take, clear over TCP) or WS (a JSON POST). 422 with field messages
/// (`action`, `deviceId`, `templateId`, `fields`, `fields.<name>`) for an unknown action, template or
/// field, a value the device cannot take, a device that is not a CG, or a MOS one (MOS CG items travel
/// in the running order); 503 `device_unreachable` at once when the device is not connected; 502
/// `device_refused` when it answers with an error. Nothing is sent when the request is refused.
#[utoipa::path(post, path = "/api/devices/{id}/cg", tag = "devices", request_body = CgIn,
    responses((status = 200, body = pb::SendCgResponse), (status = 422, body = crate::error::ErrorBody),
        (status = 502, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)))]
pub async fn send_cg(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<CgIn>,
) -> ApiResult<Json<pb::SendCgResponse>> {
    let req = pb::SendCgRequest {
        device_id: id,
        action: b.action,
        template_id: b.template_id,
        fields: b
            .fields
            .into_iter()
            .map(|f| pb::CgField {
                name: f.name,
                value: f.value,
            })
            .collect(),
        story_id: b.story_id,
        nickname: user.actor().nickname,
    };
    Ok(Json(s.devices().send_cg(req).await.reply()?))
}
