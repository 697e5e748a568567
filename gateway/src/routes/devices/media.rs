//! Media: MOS objects of MAM and playout devices (profiles 1 and 3), and the media items of stories
//! (web.md section 7, "Stories: media list, add, remove, placeholder, ignore, sync (updateDb)";
//! section 6, "media: status absent, empty, ready"). The devices service checks the objects and hands
//! the rundowns service complete items; item changes that need no device go to the rundowns service.

use axum::Json;
use axum::extract::State;
use newsroom_proto::devices::v1 as dpb;
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AuthUser, RundownRead, RundownWrite, StoryRead, StoryWrite};
use crate::backends::Reply;
use crate::dto::devices::{
    DeviceAck, IgnoreIn, MarksIn, Media, MediaIn, MediaItem, MediaSearch, PlaceholderIn,
    PositionIn, all,
};
use crate::dto::rundowns::Story;
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?deviceId=N` (absent: every device).
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MediaQuery {
    /// The device.
    #[serde(default)]
    pub device_id: i64,
}

/// Media (MOS objects) announced by MAM and playout devices, newest first.
#[utoipa::path(get, path = "/api/devices/media", tag = "devices", operation_id = "list_device_media",
    params(MediaQuery), responses((status = 200, body = Vec<Media>)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list_media(
    State(s): State<AppState>,
    _: RundownRead,
    ApiQuery(q): ApiQuery<MediaQuery>,
) -> ApiResult<Json<Vec<Media>>> {
    let req = dpb::ListMediaRequest {
        device_id: q.device_id,
    };
    Ok(Json(all(s.devices().list_media(req).await.reply()?.media)?))
}

/// Asks a MOS device for every object it holds (mosReqAll, profile 1): it acknowledges, then sends
/// them (mosListAll), which the media list shows as they arrive. 503 "Device unreachable" when it is
/// down or refuses.
#[utoipa::path(post, path = "/api/devices/{id}/media/sync", tag = "devices",
    responses((status = 200, body = DeviceAck), (status = 503, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn device_media_sync(
    State(s): State<AppState>,
    _: RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<DeviceAck>> {
    let r = s
        .devices()
        .request_all_media(dpb::DeviceRef { id })
        .await
        .reply()?;
    Ok(Json(DeviceAck { device: r.device }))
}

/// `?q=fire`: free text to search a device's objects by.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// The text.
    #[serde(default)]
    pub q: String,
}

/// Searches a MOS asset manager's objects (mosReqObjList on its query port, MOS profile 3); the
/// objects found become media. 422 for a blank text or a device without searches, 503 "Device
/// unreachable".
#[utoipa::path(get, path = "/api/devices/{id}/media/search", tag = "devices", params(SearchQuery),
    responses((status = 200, body = MediaSearch), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn device_media_search(
    State(s): State<AppState>,
    StoryRead(user): StoryRead,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<SearchQuery>,
) -> ApiResult<Json<MediaSearch>> {
    let found = s
        .devices()
        .search_media(dpb::SearchMediaRequest {
            device_id: id,
            text: q.q,
            username: user.user.nickname.clone(),
            max: 50,
        })
        .await
        .reply()?;
    Ok(Json(MediaSearch {
        media: all(found.media)?,
        total: found.total,
    }))
}

/// A story's media items, each with its object's status on the device.
#[utoipa::path(get, path = "/api/stories/{id}/media", tag = "stories", operation_id = "list_story_media",
    responses((status = 200, body = Vec<MediaItem>)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn story_media(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<MediaItem>>> {
    let req = dpb::StoryMediaRequest { story_id: id };
    Ok(Json(all(s
        .devices()
        .list_story_media(req)
        .await
        .reply()?
        .items)?))
}

/// Adds a media object of a device to a story; the story's VT becomes the sum of its media. 422
/// "Media not found in the asset manager." for an object the device never announced; 409 when it is
/// already in the story.
#[utoipa::path(post, path = "/api/stories/{id}/media", tag = "stories", request_body = MediaIn,
    responses((status = 200, body = Story), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn add_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<MediaIn>,
) -> ApiResult<Json<Story>> {
    let req = dpb::AddMediaItemRequest {
        story_id: id,
        device_id: b.device_id,
        obj_id: b.obj_id,
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.devices().add_media_item(req).await.reply()?.try_into()?,
    ))
}

/// Asks a MOS asset manager to create a placeholder object (mosObjCreate) and adds it to the story
/// (status `empty` until the material arrives). 422 (`duration`, `slug`, `deviceId`); 503 "Device
/// unreachable" when the device is down or refuses.
#[utoipa::path(post, path = "/api/stories/{id}/media/placeholder", tag = "stories", request_body = PlaceholderIn,
    responses((status = 200, body = Story), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn placeholder(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<PlaceholderIn>,
) -> ApiResult<Json<Story>> {
    let req = dpb::AddPlaceholderItemRequest {
        story_id: id,
        device_id: b.device_id,
        slug: b.slug,
        duration: b.duration.unwrap_or_default(),
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.devices()
            .add_placeholder_item(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

/// `?updateDb=true`: save the slugs and lengths the devices announce now.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SyncQuery {
    /// Save what changed (otherwise only report it).
    #[serde(default)]
    pub update_db: bool,
}

/// Asks the devices for a story's media objects again (mosReqObj, MOS profile 1; 503 "Device
/// unreachable" when one is down): with `updateDb=true` the slugs and lengths that changed are saved
/// (and the VT follows). Answers the items with their status.
#[utoipa::path(post, path = "/api/stories/{id}/media/sync", tag = "stories", params(SyncQuery), responses((status = 200, body = Vec<MediaItem>)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn sync_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<SyncQuery>,
) -> ApiResult<Json<Vec<MediaItem>>> {
    let req = dpb::SyncStoryMediaRequest {
        story_id: id,
        update_db: q.update_db,
        actor: Some(user.actor()),
    };
    Ok(Json(all(s
        .devices()
        .sync_story_media(req)
        .await
        .reply()?
        .items)?))
}

/// Removes a media item (the VT follows the media left); 404 for an item that is not media.
#[utoipa::path(delete, path = "/api/stories/{id}/media/{itemId}", tag = "stories", responses((status = 200, body = Story)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn remove_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<Story>> {
    remove_item(&s, &user, id, item_id, pb::ItemKind::Media).await
}

/// Removes item `item_id` of kind `kind` (MEDIA, CG) from story `id`.
pub(super) async fn remove_item(
    s: &AppState,
    user: &AuthUser,
    id: i64,
    item_id: i64,
    kind: pb::ItemKind,
) -> ApiResult<Json<Story>> {
    let req = pb::StoryItemRef {
        story_id: id,
        item_id,
        actor: Some(user.actor()),
        kind: kind.into(),
    };
    Ok(Json(
        s.rundowns()
            .remove_story_item(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

/// A change of item `item_id` of story `id` by `user`, nothing set yet.
fn item_change(id: i64, item_id: i64, user: &AuthUser) -> pb::UpdateStoryItemRequest {
    pb::UpdateStoryItemRequest {
        story_id: id,
        item_id,
        actor: Some(user.actor()),
        ..Default::default()
    }
}

async fn update(s: &AppState, req: pb::UpdateStoryItemRequest) -> ApiResult<Json<Story>> {
    Ok(Json(
        s.rundowns()
            .update_story_item(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

/// Leaves a media item out of the story's VT, or counts it again.
#[utoipa::path(put, path = "/api/stories/{id}/media/{itemId}/ignore", tag = "stories", request_body = IgnoreIn, responses((status = 200, body = Story)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn ignore_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<IgnoreIn>,
) -> ApiResult<Json<Story>> {
    let req = pb::UpdateStoryItemRequest {
        ignore: Some(b.ignore),
        ..item_change(id, item_id, &user)
    };
    update(&s, req).await
}

/// Sets the marks of a media item: the VT counts the part between them, and MOS devices get them as
/// `itemEdStart` / `itemEdDur`. 422 on `markIn` / `markOut` for marks outside the media or a mark out
/// before the mark in.
#[utoipa::path(put, path = "/api/stories/{id}/media/{itemId}/marks", tag = "stories", request_body = MarksIn,
    responses((status = 200, body = Story), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn media_marks(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<MarksIn>,
) -> ApiResult<Json<Story>> {
    let req = pb::UpdateStoryItemRequest {
        set_marks: true,
        mark_in_ms: b.mark_in,
        mark_out_ms: b.mark_out,
        ..item_change(id, item_id, &user)
    };
    update(&s, req).await
}

/// Moves a media or CG item among its story's items (MOS devices get a SWAP or MOVE of the item).
#[utoipa::path(put, path = "/api/stories/{id}/items/{itemId}/position", tag = "stories", request_body = PositionIn,
    responses((status = 200, body = Story), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn move_item(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<PositionIn>,
) -> ApiResult<Json<Story>> {
    let req = pb::UpdateStoryItemRequest {
        position: Some(b.position.min(i32::MAX as u32) as i32),
        ..item_change(id, item_id, &user)
    };
    update(&s, req).await
}
