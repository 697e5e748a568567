//! The device calls of a rundown (web.md section 7, "Rundowns: device create, ready, replace, enable,
//! disable; credits"): its running order on the devices, its credits, and roCtrl for its items (MOS
//! profile 5).

use axum::Json;
use axum::extract::State;
use newsroom_proto::devices::v1 as pb;

use crate::AppState;
use crate::auth::RundownWrite;
use crate::backends::Reply;
use crate::dto::devices::{CreditsSent, CtrlIn, DeviceAck, RundownDeviceAction, rundown_action};
use crate::error::{ApiJson, ApiPath, ApiResult};

/// A device call on a rundown: `create` / `replace` (send the whole running order again), `ready`
/// (roReadyToAir), `enable` / `disable` (device integration). 503 "Device unreachable: <names>" at once
/// when a device that follows the rundowns is not connected (`replace` still queues the running order
/// for when it is back).
#[utoipa::path(put, path = "/api/rundowns/{id}/device/{action}", tag = "devices",
    responses((status = 200, body = RundownDeviceAction), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn rundown_device_action(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath((id, action)): ApiPath<(i64, String)>,
) -> ApiResult<Json<RundownDeviceAction>> {
    let actor = user.actor();
    let req = pb::RundownDeviceActionRequest {
        rundown_id: id,
        action: rundown_action(&action).into(),
        user_id: actor.user_id,
        nickname: actor.nickname,
    };
    let r = s.devices().rundown_device_action(req).await.reply()?;
    Ok(Json(RundownDeviceAction { devices: r.devices }))
}

/// Sends the rundown's credits (presenters, reporters, editors, image editors of its aired stories) to
/// its program's CG device. 409 `no_cg_device` when the program has none (a setting to make, not a
/// failure); 502 `credits_failed` ("Credits sending failure.") when the device is unreachable or refuses.
#[utoipa::path(post, path = "/api/rundowns/{id}/credits", tag = "devices",
    responses((status = 200, body = CreditsSent), (status = 409, body = crate::error::ErrorBody),
        (status = 502, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn send_credits(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<CreditsSent>> {
    let req = pb::SendCreditsRequest {
        rundown_id: id,
        nickname: user.actor().nickname,
    };
    Ok(Json(s.devices().send_credits(req).await.reply()?.into()))
}

/// Cues, takes, pauses or stops an item of a rundown on its MOS device (roCtrl, MOS profile 5); answers
/// when the device acknowledged it. 422 for an unknown command or an item of a device that is not
/// MOS; 503 "Device unreachable" when the device is down, does not hold the running order (device
/// integration off) or refuses.
#[utoipa::path(post, path = "/api/rundowns/{id}/items/{itemId}/ctrl", tag = "rundowns", request_body = CtrlIn,
    responses((status = 200, body = DeviceAck), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn item_ctrl(
    State(s): State<AppState>,
    _: RundownWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<CtrlIn>,
) -> ApiResult<Json<DeviceAck>> {
    let req = pb::ItemControlRequest {
        rundown_id: id,
        item_id,
        command: b.command,
    };
    let r = s.devices().item_control(req).await.reply()?;
    Ok(Json(DeviceAck { device: r.device }))
}
