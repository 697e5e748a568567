//! Rundowns, blocks and stories: create, read, field patches, moves, deletes (web.md section 7,
//! "Rundowns"; docs/api-design.md).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::{BlockId, TemplateId};
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::dto::rundowns::{
    Block, BlockIn, BlocksOrderIn, Existence, ExistenceOut, FieldPatch, Rundown, RundownIn, Story,
    StoryIn, StoryMoveIn,
};
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

/// Whether the rundown of a program on a date exists or may be created by this user.
#[utoipa::path(get, path = "/api/rundowns/exists", tag = "rundowns", params(RundownQuery),
    responses((status = 200, body = ExistenceOut), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
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
    let mut answer = ExistenceOut::try_from(out)?;
    if answer.status == Existence::CanCreate && !may_create {
        answer.status = Existence::CantCreate;
    }
    Ok(Json(answer))
}

/// The rundown of a program on a date, with blocks, stories and timing.
#[utoipa::path(get, path = "/api/rundowns", tag = "rundowns", params(RundownQuery),
    responses((status = 200, body = Rundown), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn get_rundown(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiQuery(q): ApiQuery<RundownQuery>,
) -> ApiResult<Json<Rundown>> {
    let out = s
        .rundowns()
        .get_rundown(pb::RundownKey {
            date: q.date,
            program_id: q.program_id,
        })
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}

/// Creates a rundown with block "A" and the standby block.
#[utoipa::path(post, path = "/api/rundowns", tag = "rundowns", request_body = RundownIn,
    responses((status = 201, body = Rundown), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn create_rundown(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(body): ApiJson<RundownIn>,
) -> ApiResult<(StatusCode, Json<Rundown>)> {
    let out = s
        .rundowns()
        .create_rundown(pb::CreateRundownRequest {
            date: body.date,
            program_id: body.program_id.get(),
            template_id: body.template_id.map(TemplateId::get),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(out.try_into()?)))
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
    responses((status = 200, body = Rundown), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn patch_rundown(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(p): ApiJson<FieldPatch>,
) -> ApiResult<Json<Rundown>> {
    let out = s
        .rundowns()
        .patch_rundown(patch(id, p, &user))
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}

/// Adds a block before the standby block.
#[utoipa::path(post, path = "/api/rundowns/{id}/blocks", tag = "rundowns", request_body = BlockIn,
    responses((status = 201, body = Block)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn create_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<BlockIn>,
) -> ApiResult<(StatusCode, Json<Block>)> {
    let out = s
        .rundowns()
        .create_block(pb::CreateBlockRequest {
            rundown_id: id,
            name: b.name,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(out.try_into()?)))
}

/// Reorders the blocks; the standby block stays last.
#[utoipa::path(put, path = "/api/rundowns/{id}/blocks/order", tag = "rundowns", request_body = BlocksOrderIn,
    responses((status = 200, body = Rundown), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn reorder_blocks(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<BlocksOrderIn>,
) -> ApiResult<Json<Rundown>> {
    let out = s
        .rundowns()
        .reorder_blocks(pb::ReorderBlocksRequest {
            rundown_id: id,
            blocks_ids: b.blocks_ids.into_iter().map(BlockId::get).collect(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}

/// Changes one block field: name, commercial, stopTime.
#[utoipa::path(patch, path = "/api/blocks/{id}", tag = "rundowns", request_body = FieldPatch,
    responses((status = 200, body = Block), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn patch_block(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(p): ApiJson<FieldPatch>,
) -> ApiResult<Json<Block>> {
    let out = s
        .rundowns()
        .patch_block(patch(id, p, &user))
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}

/// Deletes a block and its stories (never the standby block).
#[utoipa::path(delete, path = "/api/blocks/{id}", tag = "rundowns",
    responses((status = 204), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
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
    responses((status = 201, body = Story), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn create_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StoryIn>,
) -> ApiResult<(StatusCode, Json<Story>)> {
    let out = s
        .rundowns()
        .create_story(pb::CreateStoryRequest {
            block_id: id,
            slug: b.slug,
            position: b.position,
            actor: Some(user.actor()),
            ..Default::default()
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(out.try_into()?)))
}

/// Changes one story field: slug, page, estimated, head, off, vt, link, manualTime, ignoreDuration,
/// approved, stopTime.
#[utoipa::path(patch, path = "/api/stories/{id}", tag = "rundowns", request_body = FieldPatch,
    responses((status = 200, body = Story), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn patch_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(p): ApiJson<FieldPatch>,
) -> ApiResult<Json<Story>> {
    let out = s
        .rundowns()
        .patch_story(patch(id, p, &user))
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}

/// Deletes a story.
#[utoipa::path(delete, path = "/api/stories/{id}", tag = "rundowns", responses((status = 204)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
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
    responses((status = 200, body = Story), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn move_story(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(m): ApiJson<StoryMoveIn>,
) -> ApiResult<Json<Story>> {
    let out = s
        .rundowns()
        .move_story(pb::MoveStoryRequest {
            id,
            block_id: m.block_id.get(),
            position: m.position.unwrap_or(i32::MAX),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}
