//! Cut, copy and paste of stories across blocks and rundowns, and the drawer of a program where
//! stories wait outside any rundown (web.md sections 6 and 7: "move and paste stories", "drawer").
//! The rules are in docs/api-design.md ("Paste and the drawer").

use axum::Json;
use axum::extract::State;
use newsroom_domain::ids::StoryId;
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::dto::rundowns::{
    DrawerCount, DrawerMoveIn, DrawerStory, PasteIn, Rundown, StoryIdsIn, raw_ids,
};
use crate::error::{ApiJson, ApiQuery, ApiResult};

/// Pastes stories (cut or copied) into a block of any rundown; answers the target rundown. Both
/// rundowns get a new revision and their events.
#[utoipa::path(post, path = "/api/stories/paste", tag = "rundowns", request_body = PasteIn,
    responses((status = 200, body = Rundown), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn paste(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<PasteIn>,
) -> ApiResult<Json<Rundown>> {
    let out = s
        .rundowns()
        .paste_stories(pb::PasteStoriesRequest {
            ids: raw_ids(b.ids),
            target_block_id: b.target_block_id.get(),
            position: b.position,
            cut: b.cut,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
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
    responses((status = 200, body = Vec<DrawerStory>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiQuery(q): ApiQuery<DrawerQuery>,
) -> ApiResult<Json<Vec<DrawerStory>>> {
    let out = s
        .rundowns()
        .list_drawer(pb::ListDrawerRequest {
            program_id: q.program_id,
        })
        .await
        .reply()?;
    let stories = out.stories.into_iter().map(DrawerStory::try_from);
    Ok(Json(stories.collect::<Result<_, _>>()?))
}

/// Sends stories to the drawer of their rundown's program: `{"count": n}`.
#[utoipa::path(put, path = "/api/documents/drawer", tag = "rundowns", request_body = StoryIdsIn,
    responses((status = 200, body = DrawerCount), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn send(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<StoryIdsIn>,
) -> ApiResult<Json<DrawerCount>> {
    let out = s
        .rundowns()
        .send_to_drawer(pb::DrawerIdsRequest {
            ids: raw_ids(b.ids),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out.into()))
}

/// Removes stories from the drawer to the trash of the rundown each came from: `{"count": n}`.
#[utoipa::path(delete, path = "/api/documents/drawer", tag = "rundowns", request_body = StoryIdsIn,
    responses((status = 200, body = DrawerCount), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn remove(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<StoryIdsIn>,
) -> ApiResult<Json<DrawerCount>> {
    let out = s
        .rundowns()
        .remove_from_drawer(pb::DrawerIdsRequest {
            ids: raw_ids(b.ids),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out.into()))
}

/// Moves stories from the drawer into a rundown block; answers the rundown.
#[utoipa::path(post, path = "/api/documents/drawer/move", tag = "rundowns", request_body = DrawerMoveIn,
    responses((status = 200, body = Rundown), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn move_into(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<DrawerMoveIn>,
) -> ApiResult<Json<Rundown>> {
    let out = s
        .rundowns()
        .move_from_drawer(pb::MoveFromDrawerRequest {
            ids: raw_ids(b.ids),
            rundown_id: b.rundown_id.get(),
            target_block_id: b.target_block_id.get(),
            target_story_id: b.target_story_id.map(StoryId::get),
            remove_from_drawer: b.remove_from_drawer,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out.try_into()?))
}
