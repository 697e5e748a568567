//! Media and CG items of stories (web.md section 7, "Stories: media list, add, remove, placeholder,
//! ignore, sync (updateDb); cg list"; section 6 "media: status absent, empty, ready").
//!
//! The media objects and CG templates live in the devices service, the items in the rundowns service:
//! these routes look the object or template up, then hand the rundowns service a complete item. A
//! media item's `status` is read from the device's media when listed: `ready`, `empty` (a placeholder
//! or an object without material) or `absent` ("Media not found in the asset manager.").

use std::collections::HashMap;

use axum::Json;
use axum::extract::State;
use newsroom_proto::devices::v1 as dpb;
use newsroom_proto::rundowns::v1 as pb;
use serde::{Deserialize, Serialize};

use crate::AppState;
use crate::auth::{AdminWrite, AuthUser, RundownRead, RundownWrite, StoryRead, StoryWrite};
use crate::backends::Reply;
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};
use newsroom_domain::FieldCode;

/// A media item with the device's current status of its object.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MediaItemOut {
    /// The item.
    pub item: pb::StoryItem,
    /// absent, empty or ready.
    pub status: String,
    /// The device's name.
    pub device: String,
}

/// `{"deviceId", "objId"}`: a media object of a MAM or playout device.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MediaIn {
    /// The device.
    pub device_id: i64,
    /// The object's id on the device (MOS objID).
    pub obj_id: String,
}

/// `{"deviceId", "slug", "duration"}`: a placeholder to create in the asset manager.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlaceholderIn {
    /// A MOS MAM or playout device.
    pub device_id: i64,
    /// The object's slug.
    pub slug: String,
    /// Planned length, ISO-8601 (`PT1M30S`); absent: unknown.
    #[serde(default)]
    pub duration: Option<String>,
}

/// `{"ignore": true}`: leave a media item out of the story's VT.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IgnoreIn {
    /// Left out of the VT.
    pub ignore: bool,
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

/// `{"deviceId", "templateId", "fields": {"name": "value"}}`: a graphic of a CG device's template.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CgIn {
    /// The CG device.
    pub device_id: i64,
    /// The template's id in the device.
    pub template_id: i64,
    /// Field name -> text (or `[{"name", "value"}]`); missing fields are empty.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub fields: serde_json::Value,
}

/// `{"fields": {"name": "value"}}`: new values of a CG item.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CgFieldsIn {
    /// Field name -> text.
    #[schema(value_type = Object)]
    pub fields: serde_json::Value,
}

/// One row of a rundown's CG list: the story and its CG item.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CgRowOut {
    /// The block's name.
    pub block: String,
    /// The story.
    pub story_id: i64,
    /// Its page.
    pub page: String,
    /// Its slug.
    pub slug: String,
    /// The CG item.
    pub item: pb::StoryItem,
    /// The CG device's name.
    pub device: String,
    /// The CG device's protocol (MOS, II, WS).
    pub protocol: String,
}

async fn story(s: &AppState, id: i64) -> ApiResult<pb::Story> {
    s.rundowns()
        .get_story_document(pb::StoryRef { id })
        .await
        .reply()?
        .story
        .ok_or_else(|| ApiError::new(newsroom_domain::ErrorCode::NotFound))
}

async fn devices(s: &AppState) -> ApiResult<HashMap<i64, dpb::Device>> {
    Ok(s.devices()
        .list_devices(dpb::ListDevicesRequest {})
        .await
        .reply()?
        .devices
        .into_iter()
        .map(|d| (d.id, d))
        .collect())
}

async fn media_of(s: &AppState, device_id: i64) -> ApiResult<Vec<dpb::Media>> {
    Ok(s.devices()
        .list_media(dpb::ListMediaRequest { device_id })
        .await
        .reply()?
        .media)
}

/// The media items of a story with the status of each object now.
async fn media_items(
    s: &AppState,
    st: &pb::Story,
    names: &HashMap<i64, dpb::Device>,
) -> ApiResult<Vec<(pb::StoryItem, Option<dpb::Media>, String)>> {
    let mut media: HashMap<i64, Vec<dpb::Media>> = HashMap::new();
    let mut out = vec![];
    for i in st.items.iter().filter(|i| i.kind == "MEDIA") {
        if let std::collections::hash_map::Entry::Vacant(e) = media.entry(i.device_id) {
            e.insert(media_of(s, i.device_id).await?);
        }
        let found = media[&i.device_id]
            .iter()
            .find(|m| m.obj_id == i.object_id)
            .cloned();
        let device = names
            .get(&i.device_id)
            .and_then(|d| d.spec.as_ref())
            .map(|d| d.name.clone())
            .unwrap_or_default();
        out.push((i.clone(), found, device));
    }
    Ok(out)
}

fn media_out(list: Vec<(pb::StoryItem, Option<dpb::Media>, String)>) -> Vec<MediaItemOut> {
    list.into_iter()
        .map(|(item, m, device)| MediaItemOut {
            item,
            status: m.map_or_else(|| "absent".into(), |m| m.status),
            device,
        })
        .collect()
}

/// A story's media items, each with its object's status on the device.
#[utoipa::path(get, path = "/api/stories/{id}/media", tag = "stories", responses((status = 200, body = Vec<MediaItemOut>)))]
pub async fn list_media(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<MediaItemOut>>> {
    let st = story(&s, id).await?;
    Ok(Json(media_out(
        media_items(&s, &st, &devices(&s).await?).await?,
    )))
}

/// Adds a media object of a device to a story; the story's VT becomes the sum of its media. 422
/// "Media not found in the asset manager." for an object the device never announced; 409 when it is
/// already in the story.
#[utoipa::path(post, path = "/api/stories/{id}/media", tag = "stories", request_body = MediaIn,
    responses((status = 200, body = pb::Story), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<MediaIn>,
) -> ApiResult<Json<pb::Story>> {
    let obj = b.obj_id.trim();
    let m = media_of(&s, b.device_id)
        .await?
        .into_iter()
        .find(|m| m.device_id == b.device_id && m.obj_id == obj)
        .ok_or_else(|| ApiError::field("objId", FieldCode::MediaNotFound))?;
    let item = media_item(m, false);
    add(&s, &user, id, item).await
}

/// The item of a media object (`placeholder`: created by Newsroom in the asset manager).
fn media_item(m: dpb::Media, placeholder: bool) -> pb::StoryItem {
    pb::StoryItem {
        kind: "MEDIA".into(),
        device_id: m.device_id,
        object_id: m.obj_id,
        slug: m.slug,
        duration_ms: Some(m.duration_ms).filter(|d| *d > 0),
        placeholder,
        timebase: m.timebase,
        ..Default::default()
    }
}

async fn add(
    s: &AppState,
    user: &AuthUser,
    id: i64,
    item: pb::StoryItem,
) -> ApiResult<Json<pb::Story>> {
    Ok(Json(
        s.rundowns()
            .add_story_item(pb::StoryItemRequest {
                story_id: id,
                item: Some(item),
                actor: Some(user.actor()),
            })
            .await
            .reply()?,
    ))
}

async fn remove(
    s: &AppState,
    user: &AuthUser,
    id: i64,
    item_id: i64,
    kind: &str,
) -> ApiResult<Json<pb::Story>> {
    let st = story(s, id).await?;
    if !st.items.iter().any(|i| i.id == item_id && i.kind == kind) {
        return Err(ApiError::new(newsroom_domain::ErrorCode::NotFound));
    }
    Ok(Json(
        s.rundowns()
            .remove_story_item(pb::StoryItemRef {
                story_id: id,
                item_id,
                actor: Some(user.actor()),
            })
            .await
            .reply()?,
    ))
}

/// Removes a media item (the VT follows the media left).
#[utoipa::path(delete, path = "/api/stories/{id}/media/{itemId}", tag = "stories", responses((status = 200, body = pb::Story)))]
pub async fn remove_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<pb::Story>> {
    remove(&s, &user, id, item_id, "MEDIA").await
}

/// Leaves a media item out of the story's VT, or counts it again.
#[utoipa::path(put, path = "/api/stories/{id}/media/{itemId}/ignore", tag = "stories", request_body = IgnoreIn, responses((status = 200, body = pb::Story)))]
pub async fn ignore_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<IgnoreIn>,
) -> ApiResult<Json<pb::Story>> {
    update(
        &s,
        pb::UpdateStoryItemRequest {
            ignore: Some(b.ignore),
            ..item_change(id, item_id, &user)
        },
    )
    .await
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

async fn update(s: &AppState, req: pb::UpdateStoryItemRequest) -> ApiResult<Json<pb::Story>> {
    Ok(Json(s.rundowns().update_story_item(req).await.reply()?))
}

/// `{"markIn": 5000, "markOut": 25000}`: the part of a media item the story uses, in milliseconds
/// from the object's start; `null` (or absent) clears a mark.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MarksIn {
    /// Mark in (ms).
    #[serde(default)]
    pub mark_in: Option<i64>,
    /// Mark out (ms).
    #[serde(default)]
    pub mark_out: Option<i64>,
}

/// Sets the marks of a media item: the VT counts the part between them, and MOS devices get them as
/// `itemEdStart` / `itemEdDur`. 422 on `markIn` / `markOut` for marks outside the media or a mark out
/// before the mark in.
#[utoipa::path(put, path = "/api/stories/{id}/media/{itemId}/marks", tag = "stories", request_body = MarksIn,
    responses((status = 200, body = pb::Story), (status = 422, body = crate::error::ErrorBody)))]
pub async fn media_marks(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<MarksIn>,
) -> ApiResult<Json<pb::Story>> {
    update(
        &s,
        pb::UpdateStoryItemRequest {
            set_marks: true,
            mark_in_ms: b.mark_in,
            mark_out_ms: b.mark_out,
            ..item_change(id, item_id, &user)
        },
    )
    .await
}

/// `{"position": 0}`: a new place among the story's items (0: first).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PositionIn {
    /// The new index; past the end: last.
    pub position: u32,
}

/// Moves a media or CG item among its story's items (MOS devices get a SWAP or MOVE of the item).
#[utoipa::path(put, path = "/api/stories/{id}/items/{itemId}/position", tag = "stories", request_body = PositionIn,
    responses((status = 200, body = pb::Story), (status = 404, body = crate::error::ErrorBody)))]
pub async fn move_item(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<PositionIn>,
) -> ApiResult<Json<pb::Story>> {
    update(
        &s,
        pb::UpdateStoryItemRequest {
            position: Some(b.position.min(i32::MAX as u32) as i32),
            ..item_change(id, item_id, &user)
        },
    )
    .await
}

/// Asks a MOS asset manager to create a placeholder object (mosObjCreate) and adds it to the story
/// (status `empty` until the material arrives). 503 "Device unreachable" when the device is down or
/// refuses.
#[utoipa::path(post, path = "/api/stories/{id}/media/placeholder", tag = "stories", request_body = PlaceholderIn,
    responses((status = 200, body = pb::Story), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)))]
pub async fn placeholder(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<PlaceholderIn>,
) -> ApiResult<Json<pb::Story>> {
    let duration_ms = match b
        .duration
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        None => 0,
        Some(d) => match newsroom_domain::time::Duration::parse_iso(d) {
            Ok(d) if !d.is_negative() => d.as_secs() * 1000,
            _ => {
                return Err(ApiError::field("duration", FieldCode::Duration));
            }
        },
    };
    // The story must exist before anything is created on the device.
    story(&s, id).await?;
    let m = s
        .devices()
        .create_placeholder(dpb::PlaceholderRequest {
            device_id: b.device_id,
            slug: b.slug,
            duration_ms,
            nickname: user.user.nickname.clone(),
        })
        .await
        .reply()?;
    let item = media_item(m, true);
    add(&s, &user, id, item).await
}

/// Asks the devices for a story's media objects again (mosReqObj, MOS profile 1; 503 "Device
/// unreachable" when one is down): with `updateDb=true` the slugs and lengths that changed are saved
/// (and the VT follows). Answers the items with their status.
#[utoipa::path(post, path = "/api/stories/{id}/media/sync", tag = "stories", params(SyncQuery), responses((status = 200, body = Vec<MediaItemOut>)))]
pub async fn sync_media(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<SyncQuery>,
) -> ApiResult<Json<Vec<MediaItemOut>>> {
    let st = story(&s, id).await?;
    // Ask each MOS device for its objects again (mosReqObj): what it answers is saved as media, what
    // it no longer knows becomes absent.
    let mut asked: HashMap<i64, Vec<String>> = HashMap::new();
    for i in st.items.iter().filter(|i| i.kind == "MEDIA") {
        asked
            .entry(i.device_id)
            .or_default()
            .push(i.object_id.clone());
    }
    let all = devices(&s).await?;
    for (device_id, obj_ids) in asked {
        let mos = all
            .get(&device_id)
            .and_then(|d| d.spec.as_ref())
            .is_some_and(|d| d.protocol == "MOS");
        if mos {
            s.devices()
                .refresh_media(dpb::RefreshMediaRequest { device_id, obj_ids })
                .await?;
        }
    }
    let mut list = media_items(&s, &st, &all).await?;
    if q.update_db {
        for (item, m, _) in &mut list {
            let Some(m) = m else { continue };
            let duration = Some(m.duration_ms).filter(|d| *d > 0);
            if m.slug != item.slug || duration != item.duration_ms {
                let Json(saved) = update(
                    &s,
                    pb::UpdateStoryItemRequest {
                        set_media: true,
                        slug: m.slug.clone(),
                        duration_ms: duration,
                        ..item_change(id, item.id, &user)
                    },
                )
                .await?;
                // The item as saved, without reading the story again.
                if let Some(x) = saved.items.into_iter().find(|x| x.id == item.id) {
                    *item = x;
                }
            }
        }
    }
    Ok(Json(media_out(list)))
}

/// The CG templates of a device (for the story editor; `fields` in order).
#[utoipa::path(get, path = "/api/devices/{id}/templates", tag = "devices", responses((status = 200, body = Vec<dpb::DeviceTemplate>)))]
pub async fn device_templates(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<dpb::DeviceTemplate>>> {
    let d = s
        .devices()
        .get_device(dpb::DeviceRef { id })
        .await
        .reply()?;
    Ok(Json(d.spec.map(|d| d.templates).unwrap_or_default()))
}

/// A template: `{"id", "name", "fields": ["name", "title"]}` (`id` 0 or absent on create: the next
/// free one).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TemplateIn {
    /// Id within the device.
    #[serde(default)]
    pub id: i64,
    /// Name (unique in the device).
    pub name: String,
    /// Field names in order.
    #[serde(default)]
    pub fields: Vec<String>,
}

/// One CG template of a device.
#[utoipa::path(get, path = "/api/devices/{id}/templates/{templateId}", tag = "devices", responses((status = 200, body = dpb::DeviceTemplate), (status = 404, body = crate::error::ErrorBody)))]
pub async fn device_template(
    State(s): State<AppState>,
    u: StoryRead,
    ApiPath((id, template_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<dpb::DeviceTemplate>> {
    let Json(all) = device_templates(State(s), u, ApiPath(id)).await?;
    all.into_iter()
        .find(|t| t.id == template_id)
        .map(Json)
        .ok_or_else(|| ApiError::new(newsroom_domain::ErrorCode::NotFound))
}

async fn save_template(
    s: &AppState,
    device_id: i64,
    template: dpb::DeviceTemplate,
    create: bool,
) -> ApiResult<Json<dpb::DeviceTemplate>> {
    Ok(Json(
        s.devices()
            .save_template(dpb::SaveTemplateRequest {
                device_id,
                template: Some(template),
                create,
            })
            .await
            .reply()?,
    ))
}

/// Adds a CG template to a device (administrators). 409 for an id in use; 422 (`templates`) for a
/// blank or duplicate name or field.
#[utoipa::path(post, path = "/api/devices/{id}/templates", tag = "devices", request_body = TemplateIn,
    responses((status = 201, body = dpb::DeviceTemplate), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create_template(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<TemplateIn>,
) -> ApiResult<(axum::http::StatusCode, Json<dpb::DeviceTemplate>)> {
    let t = dpb::DeviceTemplate {
        id: b.id,
        name: b.name,
        fields: b.fields,
    };
    Ok((
        axum::http::StatusCode::CREATED,
        save_template(&s, id, t, true).await?,
    ))
}

/// Replaces a CG template of a device (administrators).
#[utoipa::path(put, path = "/api/devices/{id}/templates/{templateId}", tag = "devices", request_body = TemplateIn,
    responses((status = 200, body = dpb::DeviceTemplate), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_template(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath((id, template_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<TemplateIn>,
) -> ApiResult<Json<dpb::DeviceTemplate>> {
    let t = dpb::DeviceTemplate {
        id: template_id,
        name: b.name,
        fields: b.fields,
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
    responses((status = 204), (status = 422, body = crate::error::ErrorBody)))]
pub async fn delete_templates(
    State(s): State<AppState>,
    _: AdminWrite,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<TemplateIdsQuery>,
) -> ApiResult<axum::http::StatusCode> {
    let ids = q
        .template_ids
        .split(',')
        .map(|x| x.trim().parse::<i64>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| ApiError::field("templateIds", FieldCode::IdList))?;
    s.devices()
        .delete_templates(dpb::DeleteTemplatesRequest {
            device_id: id,
            template_ids: ids,
        })
        .await?;
    Ok(axum::http::StatusCode::NO_CONTENT)
}

/// The template `template_id` of a CG device, with the values of `fields` checked against it.
async fn cg_values(
    s: &AppState,
    device_id: i64,
    template_id: i64,
    fields: &serde_json::Value,
) -> ApiResult<(dpb::DeviceTemplate, Vec<pb::CgField>)> {
    let device = devices(s)
        .await?
        .remove(&device_id)
        .and_then(|d| d.spec)
        .filter(|d| d.r#type == "CG")
        .ok_or_else(|| ApiError::field("deviceId", FieldCode::NotCgDevice))?;
    let t = device
        .templates
        .into_iter()
        .find(|t| t.id == template_id)
        .ok_or_else(|| ApiError::field("templateId", FieldCode::TemplateUnknown))?;
    let template = newsroom_domain::items::CgTemplate {
        id: t.id,
        name: t.name.clone(),
        fields: t.fields.clone(),
    };
    let values = template.values(fields).map_err(|errors| ApiError {
        code: newsroom_domain::ErrorCode::Validation,
        fields: Some(errors.into_iter().map(|e| (e.field, e.message)).collect()),
    })?;
    Ok((
        t,
        values
            .into_iter()
            .map(|f| pb::CgField {
                name: f.name,
                value: f.value,
            })
            .collect(),
    ))
}

/// A story's CG items.
#[utoipa::path(get, path = "/api/stories/{id}/cgs", tag = "stories", responses((status = 200, body = Vec<pb::StoryItem>)))]
pub async fn list_cgs(
    State(s): State<AppState>,
    _: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<pb::StoryItem>>> {
    let st = story(&s, id).await?;
    Ok(Json(
        st.items.into_iter().filter(|i| i.kind == "CG").collect(),
    ))
}

/// Adds a graphic: a template of a CG device with its values (422 for a device that is not CG, a
/// template it does not have, or a field the template does not have).
#[utoipa::path(post, path = "/api/stories/{id}/cgs", tag = "stories", request_body = CgIn,
    responses((status = 200, body = pb::Story), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_cg(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<CgIn>,
) -> ApiResult<Json<pb::Story>> {
    let (t, fields) = cg_values(&s, b.device_id, b.template_id, &b.fields).await?;
    let item = pb::StoryItem {
        kind: "CG".into(),
        device_id: b.device_id,
        template_id: Some(t.id),
        template_name: t.name,
        fields,
        ..Default::default()
    };
    add(&s, &user, id, item).await
}

/// Changes the values of a CG item.
#[utoipa::path(put, path = "/api/stories/{id}/cgs/{itemId}", tag = "stories", request_body = CgFieldsIn,
    responses((status = 200, body = pb::Story), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_cg(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<CgFieldsIn>,
) -> ApiResult<Json<pb::Story>> {
    let st = story(&s, id).await?;
    let item = st
        .items
        .iter()
        .find(|i| i.id == item_id && i.kind == "CG")
        .ok_or_else(|| ApiError::new(newsroom_domain::ErrorCode::NotFound))?;
    let (_, fields) = cg_values(
        &s,
        item.device_id,
        item.template_id.unwrap_or_default(),
        &b.fields,
    )
    .await?;
    update(
        &s,
        pb::UpdateStoryItemRequest {
            story_id: id,
            item_id,
            set_fields: true,
            fields,
            actor: Some(user.actor()),
            ..Default::default()
        },
    )
    .await
}

/// Removes a CG item.
#[utoipa::path(delete, path = "/api/stories/{id}/cgs/{itemId}", tag = "stories", responses((status = 200, body = pb::Story)))]
pub async fn remove_cg(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
) -> ApiResult<Json<pb::Story>> {
    remove(&s, &user, id, item_id, "CG").await
}

/// The CG list of a rundown (web.md section 2, "cg list"): every CG item of its stories in show
/// order, the standby block last.
#[utoipa::path(get, path = "/api/rundowns/{id}/cgs", tag = "rundowns", responses((status = 200, body = Vec<CgRowOut>)))]
pub async fn rundown_cgs(
    State(s): State<AppState>,
    _: RundownRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<CgRowOut>>> {
    let r = s
        .rundowns()
        .get_rundown_by_id(pb::RundownId { id })
        .await
        .reply()?;
    let names = devices(&s).await?;
    let mut out = vec![];
    for b in &r.blocks {
        for st in &b.stories {
            for i in st.items.iter().filter(|i| i.kind == "CG") {
                let spec = names.get(&i.device_id).and_then(|d| d.spec.as_ref());
                out.push(CgRowOut {
                    block: b.name.clone(),
                    story_id: st.id,
                    page: st.page.clone(),
                    slug: st.slug.clone(),
                    item: i.clone(),
                    device: spec.map(|d| d.name.clone()).unwrap_or_default(),
                    protocol: spec.map(|d| d.protocol.clone()).unwrap_or_default(),
                });
            }
        }
    }
    Ok(Json(out))
}

/// `{"command": "EXECUTE"}`: READY (cue), EXECUTE (take), PAUSE, STOP or SIGNAL.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CtrlIn {
    /// The roCtrl command.
    pub command: String,
}

/// Cues, takes, pauses or stops an item of a rundown on its MOS device (roCtrl, MOS profile 5); answers
/// when the device acknowledged it. 422 for an unknown command or an item of a device that is not
/// MOS; 503 "Device unreachable" when the device is down, does not hold the running order (device
/// integration off) or refuses.
#[utoipa::path(post, path = "/api/rundowns/{id}/items/{itemId}/ctrl", tag = "rundowns", request_body = CtrlIn,
    responses((status = 200, body = dpb::ItemControlResponse), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)))]
pub async fn item_ctrl(
    State(s): State<AppState>,
    _: RundownWrite,
    ApiPath((id, item_id)): ApiPath<(i64, i64)>,
    ApiJson(b): ApiJson<CtrlIn>,
) -> ApiResult<Json<dpb::ItemControlResponse>> {
    Ok(Json(
        s.devices()
            .item_control(dpb::ItemControlRequest {
                rundown_id: id,
                item_id,
                command: b.command,
            })
            .await
            .reply()?,
    ))
}

/// Asks a MOS device for every object it holds (mosReqAll, profile 1): it acknowledges, then sends
/// them (mosListAll), which the media list shows as they arrive. 503 "Device unreachable" when it is
/// down or refuses.
#[utoipa::path(post, path = "/api/devices/{id}/media/sync", tag = "devices",
    responses((status = 200, body = dpb::RequestAllMediaResponse), (status = 503, body = crate::error::ErrorBody)))]
pub async fn device_media_sync(
    State(s): State<AppState>,
    _: RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<dpb::RequestAllMediaResponse>> {
    Ok(Json(
        s.devices()
            .request_all_media(dpb::DeviceRef { id })
            .await
            .reply()?,
    ))
}

/// `?q=fire`: free text to search a device's objects by.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// The text.
    #[serde(default)]
    pub q: String,
}

/// What a device search found.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchOut {
    /// The objects found (saved as media, so they can be added to stories).
    pub media: Vec<dpb::Media>,
    /// How many the device found in all.
    pub total: i64,
}

/// Searches a MOS asset manager's objects (mosReqObjList on its query port, MOS profile 3); the
/// objects found become media. 422 for a device without searches, 503 "Device unreachable".
#[utoipa::path(get, path = "/api/devices/{id}/media/search", tag = "devices", params(SearchQuery),
    responses((status = 200, body = SearchOut), (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody)))]
pub async fn device_media_search(
    State(s): State<AppState>,
    StoryRead(user): StoryRead,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<SearchQuery>,
) -> ApiResult<Json<SearchOut>> {
    if q.q.trim().is_empty() {
        return Err(ApiError::field("q", FieldCode::Required));
    }
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
    Ok(Json(SearchOut {
        media: found.media,
        total: found.total,
    }))
}
