//! Programs, rundowns, blocks and stories (web.md section 7, "Rundowns"; docs/api-design.md).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::rundowns::v1 as pb;
use serde::{Deserialize, Serialize};

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?date=YYYY-MM-DD&programId=N`.
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RundownQuery {
    /// Air date, `YYYY-MM-DD`.
    pub date: String,
    /// The program.
    pub program_id: i64,
}

/// `{"status": "EXIST" | "CAN_CREATE" | "CANT_CREATE"}`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ExistenceOut {
    /// EXIST, CAN_CREATE or CANT_CREATE.
    pub status: String,
}

/// A new rundown.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RundownIn {
    /// Air date, `YYYY-MM-DD`.
    pub date: String,
    /// The program.
    pub program_id: i64,
    /// A template (templates are not built yet: must be absent or null).
    #[serde(default)]
    pub template_id: Option<i64>,
}

/// A field patch: `{"field": "estimated", "value": "PT1M30S"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FieldPatch {
    /// The field (camelCase).
    pub field: String,
    /// The new value, typed as the field needs (string, boolean, null).
    #[schema(value_type = Object)]
    pub value: serde_json::Value,
}

/// A new block.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BlockIn {
    /// Name; empty: the next letter.
    #[serde(default)]
    pub name: String,
}

/// A new block order.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlocksOrderIn {
    /// Every non-standby block of the rundown, in the new order.
    pub blocks_ids: Vec<i64>,
}

/// A new story.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StoryIn {
    /// Slug; empty: "NEW STORY".
    #[serde(default)]
    pub slug: String,
    /// Index in the block; null: at the end.
    #[serde(default)]
    pub position: Option<i32>,
}

/// Where a story goes.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryMoveIn {
    /// The target block (of the same rundown).
    pub block_id: i64,
    /// Index in the target block, counted after the story is taken out; past the end or absent: at
    /// the end.
    #[serde(default)]
    pub position: Option<i32>,
}

/// Every program.
#[utoipa::path(get, path = "/api/programs", tag = "rundowns", responses((status = 200, body = Vec<pb::Program>)))]
pub async fn list_programs(
    State(s): State<AppState>,
    _u: RundownRead,
) -> ApiResult<Json<Vec<pb::Program>>> {
    let out = s
        .rundowns()
        .list_programs(pb::ListProgramsRequest {})
        .await
        .reply()?;
    Ok(Json(out.programs))
}

/// A program's presenters and their reading rates (words a minute): the story editor's presenter
/// choices; a story's presenter sets the rate of its reading time.
#[utoipa::path(get, path = "/api/programs/{id}/presenters", tag = "rundowns", responses((status = 200, body = Vec<pb::Presenter>)))]
pub async fn list_presenters(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<pb::Presenter>>> {
    let out = s
        .rundowns()
        .list_presenters(pb::ProgramRef { id })
        .await
        .reply()?;
    Ok(Json(out.presenters))
}

/// Replaces a program's presenters: `[{"name": "Maria Costa", "wordsPerMinute": 165}]` (names unique,
/// 1-100 characters; rates 80-300; at most 30). Administrators only; 422 on field `presenters`.
#[utoipa::path(put, path = "/api/programs/{id}/presenters", tag = "rundowns", request_body = Vec<pb::Presenter>,
    responses((status = 200, body = Vec<pb::Presenter>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn set_presenters(
    State(s): State<AppState>,
    _u: crate::auth::AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(value): ApiJson<serde_json::Value>,
) -> ApiResult<Json<Vec<pb::Presenter>>> {
    let req = pb::SetPresentersRequest {
        program_id: id,
        value_json: value.to_string(),
    };
    let out = s.rundowns().set_presenters(req).await.reply()?;
    Ok(Json(out.presenters))
}

/// Whether the rundown of a program on a date exists or may be created by this user.
#[utoipa::path(get, path = "/api/rundowns/exists", tag = "rundowns", params(RundownQuery),
    responses((status = 200, body = ExistenceOut), (status = 422, body = crate::error::ErrorBody)))]
pub async fn check_rundown(
    State(s): State<AppState>,
    RundownRead(user): RundownRead,
    ApiQuery(q): ApiQuery<RundownQuery>,
) -> ApiResult<Json<ExistenceOut>> {
    let out = s
        .rundowns()
        .check_rundown(pb::RundownKey {
            date: q.date,
            program_id: q.program_id,
        })
        .await
        .reply()?;
    let may_create = user
        .require(
            newsroom_domain::permission::Area::Rundown,
            newsroom_domain::permission::Level::Write,
        )
        .is_ok();
    let status = if out.status == "CAN_CREATE" && !may_create {
        "CANT_CREATE".to_owned()
    } else {
        out.status
    };
    Ok(Json(ExistenceOut { status }))
}

/// The rundown of a program on a date, with blocks, stories and timing.
#[utoipa::path(get, path = "/api/rundowns", tag = "rundowns", params(RundownQuery),
    responses((status = 200, body = pb::Rundown), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn get_rundown(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiQuery(q): ApiQuery<RundownQuery>,
) -> ApiResult<Json<pb::Rundown>> {
    let out = s
        .rundowns()
        .get_rundown(pb::RundownKey {
            date: q.date,
            program_id: q.program_id,
        })
        .await
        .reply()?;
    Ok(Json(out))
}

/// Creates a rundown with block "A" and the standby block.
#[utoipa::path(post, path = "/api/rundowns", tag = "rundowns", request_body = RundownIn,
    responses((status = 201, body = pb::Rundown), (status = 409, body = crate::error::ErrorBody)))]
pub async fn create_rundown(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(body): ApiJson<RundownIn>,
) -> ApiResult<(StatusCode, Json<pb::Rundown>)> {
    let out = s
        .rundowns()
        .create_rundown(pb::CreateRundownRequest {
            date: body.date,
            program_id: body.program_id,
            template_id: body.template_id,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(out)))
}

fn patch(id: i64, p: FieldPatch, user: &crate::auth::AuthUser) -> pb::PatchRequest {
    pb::PatchRequest {
        id,
        field: p.field,
        value_json: p.value.to_string(),
        actor: Some(user.actor()),
    }
}

/// Changes one rundown field: start, end, production, date, deviceIntegration.
#[utoipa::path(patch, path = "/api/rundowns/{id}", tag = "rundowns", request_body = FieldPatch,
    responses((status = 200, body = pb::Rundown), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn patch_rundown(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(p): ApiJson<FieldPatch>,
) -> ApiResult<Json<pb::Rundown>> {
    Ok(Json(
        s.rundowns()
            .patch_rundown(patch(id, p, &user))
            .await
            .reply()?,
    ))
}

/// Adds a block before the standby block.
#[utoipa::path(post, path = "/api/rundowns/{id}/blocks", tag = "rundowns", request_body = BlockIn,
    responses((status = 201, body = pb::Block)))]
pub async fn create_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<BlockIn>,
) -> ApiResult<(StatusCode, Json<pb::Block>)> {
    let out = s
        .rundowns()
        .create_block(pb::CreateBlockRequest {
            rundown_id: id,
            name: b.name,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(out)))
}

/// Reorders the blocks; the standby block stays last.
#[utoipa::path(put, path = "/api/rundowns/{id}/blocks/order", tag = "rundowns", request_body = BlocksOrderIn,
    responses((status = 200, body = pb::Rundown), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reorder_blocks(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<BlocksOrderIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let out = s
        .rundowns()
        .reorder_blocks(pb::ReorderBlocksRequest {
            rundown_id: id,
            blocks_ids: b.blocks_ids,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}

/// Changes one block field: name, commercial, stopTime.
#[utoipa::path(patch, path = "/api/blocks/{id}", tag = "rundowns", request_body = FieldPatch,
    responses((status = 200, body = pb::Block), (status = 422, body = crate::error::ErrorBody)))]
pub async fn patch_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(p): ApiJson<FieldPatch>,
) -> ApiResult<Json<pb::Block>> {
    Ok(Json(
        s.rundowns()
            .patch_block(patch(id, p, &user))
            .await
            .reply()?,
    ))
}

/// Deletes a block and its stories (never the standby block).
#[utoipa::path(delete, path = "/api/blocks/{id}", tag = "rundowns",
    responses((status = 204), (status = 422, body = crate::error::ErrorBody)))]
pub async fn delete_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    s.rundowns()
        .delete_block(pb::DeleteRequest {
            id,
            actor: Some(user.actor()),
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Adds a story to a block.
#[utoipa::path(post, path = "/api/blocks/{id}/stories", tag = "rundowns", request_body = StoryIn,
    responses((status = 201, body = pb::Story), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StoryIn>,
) -> ApiResult<(StatusCode, Json<pb::Story>)> {
    let out = s
        .rundowns()
        .create_story(pb::CreateStoryRequest {
            block_id: id,
            slug: b.slug,
            position: b.position,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(out)))
}

/// Changes one story field: slug, page, estimated, head, off, vt, link, manualTime, ignoreDuration,
/// approved, stopTime.
#[utoipa::path(patch, path = "/api/stories/{id}", tag = "rundowns", request_body = FieldPatch,
    responses((status = 200, body = pb::Story), (status = 422, body = crate::error::ErrorBody)))]
pub async fn patch_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(p): ApiJson<FieldPatch>,
) -> ApiResult<Json<pb::Story>> {
    Ok(Json(
        s.rundowns()
            .patch_story(patch(id, p, &user))
            .await
            .reply()?,
    ))
}

/// Deletes a story.
#[utoipa::path(delete, path = "/api/stories/{id}", tag = "rundowns", responses((status = 204)))]
pub async fn delete_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    s.rundowns()
        .delete_story(pb::DeleteRequest {
            id,
            actor: Some(user.actor()),
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Moves a story to a position of a block of the same rundown.
#[utoipa::path(post, path = "/api/stories/{id}/move", tag = "rundowns", request_body = StoryMoveIn,
    responses((status = 200, body = pb::Story), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn move_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(m): ApiJson<StoryMoveIn>,
) -> ApiResult<Json<pb::Story>> {
    let out = s
        .rundowns()
        .move_story(pb::MoveStoryRequest {
            id,
            block_id: m.block_id,
            position: m.position.unwrap_or(i32::MAX),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}
