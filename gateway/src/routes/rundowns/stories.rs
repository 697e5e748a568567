//! Stories as documents (web.md sections 3 and 7, "Stories": load, update, revisions): the script,
//! footnote and cues, reading time, revisions with a diff, and the trash.

use axum::Json;
use axum::extract::State;
use newsroom_domain::permission::{Area, Level};
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite, StoryRead, StoryWrite};
use crate::backends::Reply;
use crate::dto::rundowns::{
    Revision, RevisionSummary, StoryDocument, StoryIdsIn, StoryTextIn, TrashedStory, raw_ids,
};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?lock=true&uuid=...`: open for editing, taking the lock.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OpenQuery {
    /// Take the edit lock (needs story write).
    #[serde(default)]
    pub lock: bool,
    /// The editor instance (one per browser tab), with `lock`.
    #[serde(default)]
    pub uuid: String,
}

/// Opens a story with its text (`/story/{id}` in the web app); with `?lock=true&uuid=` it also takes
/// the edit lock (409 `locked` when another editor holds it).
#[utoipa::path(get, path = "/api/stories/{id}", tag = "stories", params(OpenQuery),
    responses((status = 200, body = StoryDocument), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn get_story(
    State(s): State<AppState>,
    StoryRead(user): StoryRead,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<OpenQuery>,
) -> ApiResult<Json<StoryDocument>> {
    if q.lock {
        user.require(Area::Story, Level::Write)?;
        super::locks::take(&s, &user, id, q.uuid, false, false).await?;
    }
    let doc = s
        .rundowns()
        .get_story_document(pb::StoryRef { id })
        .await
        .reply()?;
    Ok(Json(doc.try_into()?))
}

/// Saves a story's script, footnote and cues; every save keeps a revision.
#[utoipa::path(put, path = "/api/stories/{id}/text", tag = "stories", request_body = StoryTextIn,
    responses((status = 200, body = StoryDocument), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn save_text(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StoryTextIn>,
) -> ApiResult<Json<StoryDocument>> {
    let req = pb::SaveStoryTextRequest {
        id,
        script_json: b.script.to_string(),
        footnote: b.footnote,
        cue_in: b.cue_in,
        cue_out: b.cue_out,
        lock_uuid: b.lock_uuid,
        lock_session: super::locks::session_key(&user.token),
        actor: Some(user.actor()),
    };
    let doc = s.rundowns().save_story_text(req).await.reply()?;
    Ok(Json(doc.try_into()?))
}

/// A story's revisions, newest first.
#[utoipa::path(get, path = "/api/stories/{id}/revisions", tag = "stories", responses((status = 200, body = Vec<RevisionSummary>)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn revisions(
    State(s): State<AppState>,
    _u: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<RevisionSummary>>> {
    let list = s
        .rundowns()
        .list_revisions(pb::StoryRef { id })
        .await
        .reply()?;
    Ok(Json(list.revisions.into_iter().map(Into::into).collect()))
}

/// One revision with its diff to the current text.
#[utoipa::path(get, path = "/api/stories/{id}/revisions/{rev}", tag = "stories", responses((status = 200, body = Revision)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn revision(
    State(s): State<AppState>,
    _u: StoryRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<Revision>> {
    let v = s
        .rundowns()
        .get_revision(pb::RevisionRef {
            story_id: id,
            number: rev,
        })
        .await
        .reply()?;
    Ok(Json(v.try_into()?))
}

/// `?rundownId=N`.
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct TrashQuery {
    /// The rundown whose trash to list.
    pub rundown_id: i64,
}

/// The trash of a rundown: its deleted ("excluded") stories, newest first.
#[utoipa::path(get, path = "/api/stories/excluded", tag = "stories", params(TrashQuery),
    responses((status = 200, body = Vec<TrashedStory>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn excluded(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiQuery(q): ApiQuery<TrashQuery>,
) -> ApiResult<Json<Vec<TrashedStory>>> {
    let out = s
        .rundowns()
        .list_trash(pb::ListTrashRequest {
            rundown_id: q.rundown_id,
        })
        .await
        .reply()?;
    let stories = out.stories.into_iter().map(TrashedStory::try_from);
    Ok(Json(stories.collect::<Result<_, _>>()?))
}

/// Restores trashed stories to the end of their blocks: `{"restored": n}`.
#[utoipa::path(put, path = "/api/stories/restore", tag = "stories", request_body = StoryIdsIn,
    responses((status = 200, body = crate::dto::rundowns::RestoreOut), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn restore(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiJson(b): ApiJson<StoryIdsIn>,
) -> ApiResult<Json<crate::dto::rundowns::RestoreOut>> {
    let out = s
        .rundowns()
        .restore_stories(pb::RestoreRequest {
            ids: raw_ids(b.ids),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(crate::dto::rundowns::RestoreOut {
        restored: out.restored,
    }))
}
