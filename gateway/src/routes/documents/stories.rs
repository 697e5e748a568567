//! A rundown's story made from a document (web.md section 7, "Stories: ... create from assignments,
//! news and reportages"; docs/adr/0003-documents.md): the documents service reads the document as the
//! caller may see it and has the rundowns service make the story on the caller's behalf.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::DocumentId;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::RundownWrite;
use crate::backends::Reply;
use crate::dto::rundowns::Story;
use crate::error::{ApiJson, ApiPath, ApiResult};

/// The document a story is made from, and where it goes.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryFromDocumentIn {
    /// An assignment or a reportage the caller may see and whose kind they may read.
    pub document_id: DocumentId,
    /// Index in the block; absent: at the end.
    #[serde(default)]
    pub position: Option<i32>,
}

/// Adds a story to a block made from a document: its slug, and its script as the kind writes it
/// (an assignment's guideline as an INFORMATION item; a reportage's lead and footnote as ON_CAMERA
/// items, its package's sections as one PLAYBACK item, each headed by its kind as a comment). 404 for
/// a document the caller may not see, 403 for a kind they may not read; the rundown's refusals as
/// adding a story (a rundown on air, 404 for a block).
#[utoipa::path(post, path = "/api/blocks/{id}/stories/fromDocument", tag = "rundowns",
    request_body = StoryFromDocumentIn,
    responses((status = 201, body = Story), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn story_from_document(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<StoryFromDocumentIn>,
) -> ApiResult<(StatusCode, Json<Story>)> {
    let story = s
        .documents()
        .create_story_from_document(pb::StoryFromDocumentRequest {
            document_id: b.document_id.get(),
            block_id: id,
            position: b.position,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(story.try_into()?)))
}
