//! Cut, copy and paste of stories across blocks and rundowns, and the drawer of a program where
//! stories wait outside any rundown (web.md sections 6 and 7: "move and paste stories", "drawer").
//! The rules are in docs/api-design.md ("Paste and the drawer").

use axum::Json;
use axum::extract::State;
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use super::stories::IdsIn;
use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::error::{ApiJson, ApiQuery, ApiResult};

/// `{"ids", "targetBlockId", "position", "cut"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasteIn {
    /// The stories, in the order they are to take in the target block.
    pub ids: Vec<i64>,
    /// The block to paste into (of any rundown).
    pub target_block_id: i64,
    /// Index in the target block, counted after cut stories are taken out; null or past the end: at
    /// the end.
    #[serde(default)]
    pub position: Option<i32>,
    /// True: move the stories themselves (same ids, text, revisions, fields); false: paste copies
    /// (new ids, same fields and text, not approved, BLANK).
    #[serde(default)]
    pub cut: bool,
}

/// Pastes stories (cut or copied) into a block of any rundown; answers the target rundown. Both
/// rundowns get a new revision and their events.
#[utoipa::path(post, path = "/api/stories/paste", tag = "rundowns", request_body = PasteIn,
    responses((status = 200, body = pb::Rundown), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn paste(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<PasteIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let out = s
        .rundowns()
        .paste_stories(pb::PasteStoriesRequest {
            ids: b.ids,
            target_block_id: b.target_block_id,
            position: b.position,
            cut: b.cut,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}

/// `?programId=N`.
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DrawerQuery {
    /// The program whose drawer to list.
    pub program_id: i64,
}

/// A program's drawer, newest first.
#[utoipa::path(get, path = "/api/documents/drawer", tag = "rundowns", params(DrawerQuery),
    responses((status = 200, body = Vec<pb::DrawerStory>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn list(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiQuery(q): ApiQuery<DrawerQuery>,
) -> ApiResult<Json<Vec<pb::DrawerStory>>> {
    let out = s
        .rundowns()
        .list_drawer(pb::ListDrawerRequest {
            program_id: q.program_id,
        })
        .await
        .reply()?;
    Ok(Json(out.stories))
}

/// Sends stories to the drawer of their rundown's program: `{"count": n}`.
#[utoipa::path(put, path = "/api/documents/drawer", tag = "rundowns", request_body = IdsIn,
    responses((status = 200, body = pb::DrawerCount), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)))]
pub async fn send(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<IdsIn>,
) -> ApiResult<Json<pb::DrawerCount>> {
    let out = s
        .rundowns()
        .send_to_drawer(pb::DrawerIdsRequest {
            ids: b.ids,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}

/// Removes stories from the drawer to the trash of the rundown each came from: `{"count": n}`.
#[utoipa::path(delete, path = "/api/documents/drawer", tag = "rundowns", request_body = IdsIn,
    responses((status = 200, body = pb::DrawerCount), (status = 404, body = crate::error::ErrorBody)))]
pub async fn remove(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<IdsIn>,
) -> ApiResult<Json<pb::DrawerCount>> {
    let out = s
        .rundowns()
        .remove_from_drawer(pb::DrawerIdsRequest {
            ids: b.ids,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}

/// `{"ids", "rundownId", "targetBlockId", "targetStoryId", "removeFromDrawer"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawerMoveIn {
    /// Stories of a drawer, in the order they are to take.
    pub ids: Vec<i64>,
    /// The rundown to move them into.
    pub rundown_id: i64,
    /// A block of that rundown.
    pub target_block_id: i64,
    /// Before this story of the block; null: at the end.
    #[serde(default)]
    pub target_story_id: Option<i64>,
    /// False: copies go into the rundown and the drawer keeps the stories (default true).
    #[serde(default = "yes")]
    pub remove_from_drawer: bool,
}

fn yes() -> bool {
    true
}

/// Moves stories from the drawer into a rundown block; answers the rundown.
#[utoipa::path(post, path = "/api/documents/drawer/move", tag = "rundowns", request_body = DrawerMoveIn,
    responses((status = 200, body = pb::Rundown), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn move_into(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<DrawerMoveIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let out = s
        .rundowns()
        .move_from_drawer(pb::MoveFromDrawerRequest {
            ids: b.ids,
            rundown_id: b.rundown_id,
            target_block_id: b.target_block_id,
            target_story_id: b.target_story_id,
            remove_from_drawer: b.remove_from_drawer,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}
