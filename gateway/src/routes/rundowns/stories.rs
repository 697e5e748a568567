//! Stories as documents (web.md sections 3 and 7, "Stories": load, update, revisions): the script,
//! footnote and cues, reading time, and revisions with a diff.

use axum::Json;
use axum::extract::State;
use newsroom_proto::rundowns::v1 as pb;
use serde::{Deserialize, Serialize};

use crate::AppState;
use crate::auth::{StoryRead, StoryWrite};
use crate::backends::Reply;
use crate::error::{ApiError, ApiJson, ApiPath, ApiResult};

/// A story with its text, as the editor opens it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoryDocumentOut {
    /// The story with its timing.
    pub story: Option<pb::Story>,
    /// `[{kind, content: [{type: "paragraph", children: [{text, comment, color, bold, italic, underline}]}]}]`;
    /// kinds ON_CAMERA, ART, HEADING, INFORMATION, PLAYBACK, NOTE, VO, SOUNDUP, TEASER, TEXT.
    #[schema(value_type = Vec<Object>)]
    pub script: serde_json::Value,
    /// A footnote for the newsroom.
    pub footnote: String,
    /// Cue in.
    pub cue_in: String,
    /// Cue out.
    pub cue_out: String,
    /// Reading time of the presenter's parts.
    pub reading_time: Option<pb::ReadingTime>,
    /// Latest revision number (0: never saved).
    pub revision: i32,
    /// The rundown's date, program and revision, to open the story in context (for a story in a
    /// drawer: no date, the drawer's program, and the revision of the rundown it came from).
    pub rundown_date: String,
    /// Program id.
    pub program_id: i64,
    /// Program name.
    pub program_name: String,
    /// The rundown's revision when this was read.
    pub rundown_revision: i64,
    /// Who holds the edit lock, if anyone.
    pub lock: Option<pb::StoryLock>,
    /// The drawer holding the story (`{programId, programName, sentAt, sentBy}`), or null: in a rundown.
    pub drawer: Option<pb::DrawerPlace>,
}

fn document(d: pb::StoryDocument) -> StoryDocumentOut {
    StoryDocumentOut {
        story: d.story,
        script: serde_json::from_str(&d.script_json).unwrap_or_else(|_| serde_json::json!([])),
        footnote: d.footnote,
        cue_in: d.cue_in,
        cue_out: d.cue_out,
        reading_time: d.reading_time,
        revision: d.revision,
        rundown_date: d.rundown_date,
        program_id: d.program_id,
        program_name: d.program_name,
        rundown_revision: d.rundown_revision,
        lock: d.lock,
        drawer: d.drawer,
    }
}

/// The text to save.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryTextIn {
    /// The script (see [`StoryDocumentOut::script`]).
    #[schema(value_type = Vec<Object>)]
    pub script: serde_json::Value,
    /// Footnote (up to 2000 characters).
    #[serde(default)]
    pub footnote: String,
    /// Cue in (up to 200 characters).
    #[serde(default)]
    pub cue_in: String,
    /// Cue out (up to 200 characters).
    #[serde(default)]
    pub cue_out: String,
    /// The editor instance saving (its lock); refused with 409 `lock_lost` when another holds it.
    #[serde(default)]
    pub lock_uuid: String,
}

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

/// A revision with its diff to the current text.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionOut {
    /// Number, when, who, slug.
    pub summary: Option<pb::RevisionSummary>,
    /// The script of that revision.
    #[schema(value_type = Vec<Object>)]
    pub script: serde_json::Value,
    /// Footnote.
    pub footnote: String,
    /// Cue in.
    pub cue_in: String,
    /// Cue out.
    pub cue_out: String,
    /// Line diff from this revision to the current text: `[{op: equal|insert|delete, text}]`.
    pub diff: Vec<pb::DiffLine>,
}

/// Opens a story with its text (`/story/{id}` in the web app); with `?lock=true&uuid=` it also takes
/// the edit lock (409 `locked` when another editor holds it).
#[utoipa::path(get, path = "/api/stories/{id}", tag = "stories", params(OpenQuery),
    responses((status = 200, body = StoryDocumentOut), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn get_story(
    State(s): State<AppState>,
    StoryRead(user): StoryRead,
    ApiPath(id): ApiPath<i64>,
    crate::error::ApiQuery(q): crate::error::ApiQuery<OpenQuery>,
) -> ApiResult<Json<StoryDocumentOut>> {
    if q.lock {
        user.require(
            newsroom_domain::permission::Area::Story,
            newsroom_domain::permission::Level::Write,
        )?;
        super::locks::take(&s, &user, id, q.uuid, false).await?;
    }
    Ok(Json(document(
        s.rundowns()
            .get_story_document(pb::StoryRef { id })
            .await
            .reply()?,
    )))
}

/// Saves a story's script, footnote and cues; every save keeps a revision.
#[utoipa::path(put, path = "/api/stories/{id}/text", tag = "stories", request_body = StoryTextIn,
    responses((status = 200, body = StoryDocumentOut), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn save_text(
    State(s): State<AppState>,
    StoryWrite(user): StoryWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StoryTextIn>,
) -> ApiResult<Json<StoryDocumentOut>> {
    if !b.script.is_array() {
        return Err(ApiError::field(
            "script",
            newsroom_domain::FieldCode::Script,
        ));
    }
    let req = pb::SaveStoryTextRequest {
        id,
        script_json: b.script.to_string(),
        footnote: b.footnote,
        cue_in: b.cue_in,
        cue_out: b.cue_out,
        lock_uuid: b.lock_uuid,
        actor: Some(user.actor()),
    };
    Ok(Json(document(
        s.rundowns().save_story_text(req).await.reply()?,
    )))
}

/// A story's revisions, newest first.
#[utoipa::path(get, path = "/api/stories/{id}/revisions", tag = "stories", responses((status = 200, body = Vec<pb::RevisionSummary>)))]
pub async fn revisions(
    State(s): State<AppState>,
    _u: StoryRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<pb::RevisionSummary>>> {
    Ok(Json(
        s.rundowns()
            .list_revisions(pb::StoryRef { id })
            .await
            .reply()?
            .revisions,
    ))
}

/// One revision with its diff to the current text.
#[utoipa::path(get, path = "/api/stories/{id}/revisions/{rev}", tag = "stories", responses((status = 200, body = RevisionOut)))]
pub async fn revision(
    State(s): State<AppState>,
    _u: StoryRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<RevisionOut>> {
    let v = s
        .rundowns()
        .get_revision(pb::RevisionRef {
            story_id: id,
            number: rev,
        })
        .await
        .reply()?;
    Ok(Json(RevisionOut {
        summary: v.summary,
        script: serde_json::from_str(&v.script_json).unwrap_or_else(|_| serde_json::json!([])),
        footnote: v.footnote,
        cue_in: v.cue_in,
        cue_out: v.cue_out,
        diff: v.diff,
    }))
}

/// `?rundownId=N`.
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct TrashQuery {
    /// The rundown whose trash to list.
    pub rundown_id: i64,
}

/// `{"ids": [...]}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IdsIn {
    /// Story ids.
    pub ids: Vec<i64>,
}

/// The trash of a rundown: its deleted ("excluded") stories, newest first.
#[utoipa::path(get, path = "/api/stories/excluded", tag = "stories", params(TrashQuery),
    responses((status = 200, body = Vec<pb::TrashedStory>)))]
pub async fn excluded(
    State(s): State<AppState>,
    _u: crate::auth::RundownRead,
    crate::error::ApiQuery(q): crate::error::ApiQuery<TrashQuery>,
) -> ApiResult<Json<Vec<pb::TrashedStory>>> {
    let out = s
        .rundowns()
        .list_trash(pb::ListTrashRequest {
            rundown_id: q.rundown_id,
        })
        .await
        .reply()?;
    Ok(Json(out.stories))
}

/// Restores trashed stories to the end of their blocks: `{"restored": n}`.
#[utoipa::path(put, path = "/api/stories/restore", tag = "stories", request_body = IdsIn,
    responses((status = 200, body = pb::RestoreResponse), (status = 404, body = crate::error::ErrorBody)))]
pub async fn restore(
    State(s): State<AppState>,
    crate::auth::RundownWrite(user): crate::auth::RundownWrite,
    ApiJson(b): ApiJson<IdsIn>,
) -> ApiResult<Json<pb::RestoreResponse>> {
    let out = s
        .rundowns()
        .restore_stories(pb::RestoreRequest {
            ids: b.ids,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(out))
}
