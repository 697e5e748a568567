//! On-air control and sign-off (web.md sections 4 and 7): display status of stories, blocks and
//! rundowns, approvals, and the rundown log.

use axum::Json;
use axum::extract::State;
use newsroom_domain::ids::BlockId;
use newsroom_domain::log::LogAction;
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::dto::rundowns::{
    ApproveIn, BlockDisplayIn, LogPage, Rundown, StatusIn, StoryDisplayIn, raw_ids,
};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?description=&actions=UPDATE,MOVE&page=0&size=25`.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LogQuery {
    /// Only lines whose description contains this.
    #[serde(default)]
    pub description: String,
    /// Comma-separated actions: CREATE, UPDATE, DELETE, MOVE, APPROVE, DISAPPROVE, DISPLAY.
    #[serde(default)]
    pub actions: String,
    /// Page from 0.
    #[serde(default)]
    #[param(maximum = 1_000_000_000)]
    pub page: u64,
    /// Lines per page (default 25, 1 to 200; 422 otherwise).
    #[serde(default = "default_size")]
    #[param(minimum = 1, maximum = 200)]
    pub size: u64,
}

fn default_size() -> u64 {
    25
}

/// Sets the display status of stories; returns the rundown with its new timing.
#[utoipa::path(put, path = "/api/stories/display_status", tag = "live", request_body = StoryDisplayIn,
    responses((status = 200, body = Rundown), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn story_display(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<StoryDisplayIn>,
) -> ApiResult<Json<Rundown>> {
    let req = pb::StoryDisplayRequest {
        ids: raw_ids(b.ids),
        status: newsroom_proto::convert::display_status(b.status).into(),
        update_previous: b.update_previous,
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.rundowns()
            .set_story_display(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

/// Sets the display status of blocks' breaks (and with `cascade` their stories).
#[utoipa::path(put, path = "/api/blocks/display_status", tag = "live", request_body = BlockDisplayIn,
    responses((status = 200, body = Rundown), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn block_display(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<BlockDisplayIn>,
) -> ApiResult<Json<Rundown>> {
    let req = pb::BlockDisplayRequest {
        ids: b.ids.into_iter().map(BlockId::get).collect(),
        status: newsroom_proto::convert::display_status(b.status).into(),
        cascade: b.cascade,
        update_previous: b.update_previous,
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.rundowns()
            .set_block_display(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

/// Sets the rundown's own display status (STOP: displayed, no more changes).
#[utoipa::path(put, path = "/api/rundowns/{id}/display_status", tag = "live", request_body = StatusIn,
    responses((status = 200, body = Rundown)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn rundown_display(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StatusIn>,
) -> ApiResult<Json<Rundown>> {
    let req = pb::RundownDisplayRequest {
        id,
        status: newsroom_proto::convert::display_status(b.status).into(),
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.rundowns()
            .set_rundown_display(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

async fn approve(
    s: AppState,
    user: crate::auth::AuthUser,
    level: pb::ApprovalLevel,
    id: i64,
    flag: bool,
) -> ApiResult<Json<Rundown>> {
    let req = pb::ApproveRequest {
        level: level.into(),
        id,
        flag,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().approve(req).await.reply()?.try_into()?))
}

/// Approves (flag true) or disapproves every story of the rundown.
#[utoipa::path(put, path = "/api/rundowns/{id}/approve", tag = "live", request_body = ApproveIn,
    responses((status = 200, body = Rundown), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn approve_rundown(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ApproveIn>,
) -> ApiResult<Json<Rundown>> {
    approve(s, user, pb::ApprovalLevel::Rundown, id, b.flag).await
}

/// Approves or disapproves every story of the block.
#[utoipa::path(put, path = "/api/blocks/{id}/approve", tag = "live", request_body = ApproveIn,
    responses((status = 200, body = Rundown)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn approve_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ApproveIn>,
) -> ApiResult<Json<Rundown>> {
    approve(s, user, pb::ApprovalLevel::Block, id, b.flag).await
}

/// Approves or disapproves one story.
#[utoipa::path(put, path = "/api/stories/{id}/approve", tag = "live", request_body = ApproveIn,
    responses((status = 200, body = Rundown)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn approve_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ApproveIn>,
) -> ApiResult<Json<Rundown>> {
    approve(s, user, pb::ApprovalLevel::Story, id, b.flag).await
}

/// A page of the rundown's log, newest first: `{"data": [...], "total": n}`.
#[utoipa::path(get, path = "/api/rundowns/{id}/logs", tag = "live", params(LogQuery),
    responses((status = 200, body = LogPage)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn logs(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<LogQuery>,
) -> ApiResult<Json<LogPage>> {
    let actions = q
        .actions
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            // An unknown action goes as UNSPECIFIED: the service refuses it (field `actions`).
            LogAction::parse(&a.to_uppercase())
                .map_or(
                    pb::LogAction::Unspecified,
                    newsroom_proto::convert::log_action,
                )
                .into()
        })
        .collect();
    let req = pb::ListLogsRequest {
        rundown_id: id,
        description: q.description,
        actions,
        page: q.page,
        size: q.size,
    };
    Ok(Json(s.rundowns().list_logs(req).await.reply()?.try_into()?))
}

/// Undoes a line of the rundown's log: a repagination's pages come back (for the stories still in the
/// rundown); the whole rundown at its new revision. 409 `conflict` for a line that cannot be undone
/// or was already.
#[utoipa::path(post, path = "/api/rundowns/{id}/logs/{logId}/undo", tag = "live",
    params(("id" = i64, Path, description = "The rundown"), ("logId" = i64, Path, description = "The log line")),
    responses((status = 200, body = Rundown), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn undo_log(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath((id, log_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<Rundown>> {
    let req = pb::UndoLogRequest {
        rundown_id: id,
        log_id,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().undo_log(req).await.reply()?.try_into()?))
}
