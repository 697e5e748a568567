//! On-air control and sign-off (web.md sections 4 and 7): display status of stories, blocks and
//! rundowns, approvals, and the rundown log.

use axum::Json;
use axum::extract::State;
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `{"ids": [...], "status": "PLAY"|"STOP"|"BLANK", "updatePrevious": false}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryDisplayIn {
    /// Stories of one rundown (PLAY: exactly one).
    pub ids: Vec<i64>,
    /// PLAY (on air), STOP (displayed) or BLANK.
    pub status: String,
    /// Also stop every earlier item still BLANK or PLAY.
    #[serde(default)]
    pub update_previous: bool,
}

/// `{"ids": [...], "status", "cascade": false, "updatePrevious": false}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlockDisplayIn {
    /// Blocks of one rundown; the status applies to their breaks.
    pub ids: Vec<i64>,
    /// PLAY, STOP or BLANK.
    pub status: String,
    /// Give the blocks' stories the same status.
    #[serde(default)]
    pub cascade: bool,
    /// Also stop every earlier item still BLANK or PLAY.
    #[serde(default)]
    pub update_previous: bool,
}

/// `{"status": "PLAY"|"STOP"|"BLANK"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusIn {
    /// PLAY (on air), STOP (displayed: locked) or BLANK (reopened).
    pub status: String,
}

/// `{"flag": true}`: approve; false: disapprove.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApproveIn {
    /// Approve (true) or disapprove (false).
    pub flag: bool,
}

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
    pub page: u64,
    /// Lines per page (default 25, at most 200).
    #[serde(default = "default_size")]
    pub size: u64,
}

fn default_size() -> u64 {
    25
}

/// Sets the display status of stories; returns the rundown with its new timing.
#[utoipa::path(put, path = "/api/stories/display_status", tag = "live", request_body = StoryDisplayIn,
    responses((status = 200, body = pb::Rundown), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn story_display(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<StoryDisplayIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let req = pb::StoryDisplayRequest {
        ids: b.ids,
        status: b.status,
        update_previous: b.update_previous,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().set_story_display(req).await.reply()?))
}

/// Sets the display status of blocks' breaks (and with `cascade` their stories).
#[utoipa::path(put, path = "/api/blocks/display_status", tag = "live", request_body = BlockDisplayIn,
    responses((status = 200, body = pb::Rundown), (status = 422, body = crate::error::ErrorBody)))]
pub async fn block_display(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<BlockDisplayIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let req = pb::BlockDisplayRequest {
        ids: b.ids,
        status: b.status,
        cascade: b.cascade,
        update_previous: b.update_previous,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().set_block_display(req).await.reply()?))
}

/// Sets the rundown's own display status (STOP: displayed, no more changes).
#[utoipa::path(put, path = "/api/rundowns/{id}/display_status", tag = "live", request_body = StatusIn,
    responses((status = 200, body = pb::Rundown)))]
pub async fn rundown_display(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StatusIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let req = pb::RundownDisplayRequest {
        id,
        status: b.status,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().set_rundown_display(req).await.reply()?))
}

async fn approve(
    s: AppState,
    user: crate::auth::AuthUser,
    level: &str,
    id: i64,
    flag: bool,
) -> ApiResult<Json<pb::Rundown>> {
    let req = pb::ApproveRequest {
        level: level.to_owned(),
        id,
        flag,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().approve(req).await.reply()?))
}

/// Approves (flag true) or disapproves every story of the rundown.
#[utoipa::path(put, path = "/api/rundowns/{id}/approve", tag = "live", request_body = ApproveIn,
    responses((status = 200, body = pb::Rundown), (status = 409, body = crate::error::ErrorBody)))]
pub async fn approve_rundown(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ApproveIn>,
) -> ApiResult<Json<pb::Rundown>> {
    approve(s, user, "rundown", id, b.flag).await
}

/// Approves or disapproves every story of the block.
#[utoipa::path(put, path = "/api/blocks/{id}/approve", tag = "live", request_body = ApproveIn,
    responses((status = 200, body = pb::Rundown)))]
pub async fn approve_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ApproveIn>,
) -> ApiResult<Json<pb::Rundown>> {
    approve(s, user, "block", id, b.flag).await
}

/// Approves or disapproves one story.
#[utoipa::path(put, path = "/api/stories/{id}/approve", tag = "live", request_body = ApproveIn,
    responses((status = 200, body = pb::Rundown)))]
pub async fn approve_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ApproveIn>,
) -> ApiResult<Json<pb::Rundown>> {
    approve(s, user, "story", id, b.flag).await
}

/// A page of the rundown's log, newest first: `{"data": [...], "total": n}`.
#[utoipa::path(get, path = "/api/rundowns/{id}/logs", tag = "live", params(LogQuery),
    responses((status = 200, body = pb::LogPage)))]
pub async fn logs(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<LogQuery>,
) -> ApiResult<Json<pb::LogPage>> {
    let actions = q
        .actions
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(str::to_uppercase)
        .collect();
    let req = pb::ListLogsRequest {
        rundown_id: id,
        description: q.description,
        actions,
        page: q.page,
        size: q.size,
    };
    Ok(Json(s.rundowns().list_logs(req).await.reply()?))
}
