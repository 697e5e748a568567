//! Rounds (web.md section 3, "round: segments, institutions"; section 7, assignments "create from
//! ... round"; paths decided in docs/adr/0003-documents.md, "Reports and rounds"): a day's list,
//! the filter, load, create, update, a single-field patch, states, the trash, revisions, and
//! assignments made from its entries with news. Readers need ROUND read, changes ROUND write;
//! private rounds are seen by their owner and allowed users only (404 for anyone else). Edit locks
//! are the documents' (`/api/locks/{id}`); the institutions and their segments are reference data
//! (`/api/institutions`, `/api/segments`).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::DocumentId;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AssignmentWrite, RoundRead, RoundWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::documents::{DocumentIdsIn, StatesIn};
use crate::dto::rounds::{
    FromRoundIn, FromRoundOut, Round, RoundCall, RoundIn, RoundPage, RoundRevision, rounds,
};
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};
use crate::routes::documents::assignments::{ByDateQuery, PageQuery};

/// A day's rounds the caller may see, in id order; of one program or of all the caller's.
#[utoipa::path(get, path = "/api/rounds", tag = "rounds", params(ByDateQuery),
    responses((status = 200, body = Vec<Round>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_READ"])))]
pub async fn list_rounds(
    State(s): State<AppState>,
    RoundRead(user): RoundRead,
    ApiQuery(q): ApiQuery<ByDateQuery>,
) -> ApiResult<Json<Vec<Round>>> {
    let list = s
        .documents()
        .list_rounds(q.day(user.user.id))
        .await
        .reply()?;
    Ok(Json(rounds(list.rounds)?))
}

/// Creates a round, PRODUCING, owned by the caller (422 with field messages).
#[utoipa::path(post, path = "/api/rounds", tag = "rounds", request_body = RoundIn,
    responses((status = 201, body = Round), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn create_round(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiJson(b): ApiJson<RoundIn>,
) -> ApiResult<(StatusCode, Json<Round>)> {
    let r = s
        .documents()
        .create_round(pb::CreateRoundRequest {
            fields: Some(b.fields()),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(r.try_into()?)))
}

/// Moves rounds to the trash, all or none (404 when one is unknown, already there or not the
/// caller's to see; 409 `locked` while another user edits one).
#[utoipa::path(delete, path = "/api/rounds", tag = "rounds", params(IdsQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn delete_rounds(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_rounds(pb::IdsRequest {
            ids: q.ids()?,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// `?slug=&content=&institutionId=&programId=&date=&page=0&size=15`: the round filter. Blank texts
/// and ids of 0 or less mean no such condition.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RoundFilterQuery {
    /// Slug containing this (case-insensitive).
    #[serde(default)]
    pub slug: String,
    /// The shift, the notes, or an entry's answer or text containing this.
    #[serde(default)]
    pub content: String,
    /// Calling this institution.
    #[serde(default)]
    pub institution_id: i64,
    /// For this program.
    #[serde(default)]
    pub program_id: i64,
    /// Of this day (YYYY-MM-DD); absent: any day.
    #[serde(default)]
    pub date: String,
    /// The page, from 0.
    #[serde(default)]
    pub page: i64,
    /// Per page, 1 to 100 (default 15, as the other document lists).
    #[serde(default = "default_size")]
    pub size: i64,
}

fn default_size() -> i64 {
    15
}

/// A page of rounds matching the filter, newest day first (`{data, total}`).
#[utoipa::path(get, path = "/api/rounds/filter", tag = "rounds", params(RoundFilterQuery),
    responses((status = 200, body = RoundPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_READ"])))]
pub async fn filter_rounds(
    State(s): State<AppState>,
    RoundRead(user): RoundRead,
    ApiQuery(q): ApiQuery<RoundFilterQuery>,
) -> ApiResult<Json<RoundPage>> {
    if q.page < 0 {
        return Err(ApiError::field(
            "page",
            newsroom_domain::FieldCode::NotNegative,
        ));
    }
    let page = s
        .documents()
        .filter_rounds(pb::RoundFilter {
            slug: q.slug,
            content: q.content,
            institution_id: q.institution_id,
            program_id: q.program_id,
            date: q.date,
            offset: q.page.saturating_mul(q.size.max(0)),
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// One round (404 for an unknown one, one in the trash, or a private one of someone else).
#[utoipa::path(get, path = "/api/rounds/{id}", tag = "rounds",
    responses((status = 200, body = Round), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_READ"])))]
pub async fn get_round(
    State(s): State<AppState>,
    RoundRead(user): RoundRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Round>> {
    let r = s
        .documents()
        .get_round(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Replaces a round; `revision` must be the current one (409 otherwise); only its owner may
/// change `private` and `allowedUserIds` (403); 409 `lock_lost` while another editor instance holds
/// its edit lock.
#[utoipa::path(put, path = "/api/rounds/{id}", tag = "rounds", request_body = RoundIn,
    responses((status = 200, body = Round), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn update_round(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<RoundIn>,
) -> ApiResult<Json<Round>> {
    let (revision, lock_uuid) = (b.revision, b.lock_uuid.clone());
    let r = s
        .documents()
        .update_round(pb::UpdateRoundRequest {
            id,
            revision,
            fields: Some(b.fields()),
            actor: Some(user.actor()),
            lock_uuid,
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Changes one field of a round: `{"field": "entries", "value": [...]}` notes a call from a
/// phone (the entries' assignments stay as the round has them); any field of the body of `POST` but `revision` and `lockUuid`. No revision is asked: it
/// lands on the current one. 409 `locked` while someone else (another login session) edits it; 403
/// for `private` or `allowedUserIds` by someone but its owner; 422 keyed by the field.
#[utoipa::path(patch, path = "/api/rounds/{id}", tag = "rounds",
    request_body = crate::dto::rundowns::FieldPatch,
    responses((status = 200, body = Round), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn patch_round(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<crate::dto::rundowns::FieldPatch>,
) -> ApiResult<Json<Round>> {
    let r = s
        .documents()
        .patch_round(pb::PatchRoundRequest {
            id,
            field: b.field,
            value_json: b.value.to_string(),
            actor: Some(user.actor()),
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Notes one call: the entry of institution `institutionId` says this call (added last when the
/// round does not call that institution yet), the other entries stay as stored, so two desks noting
/// different calls at once both keep theirs; its assignment stays. No revision is asked: it lands on
/// the current one. 409 `locked` while someone else (another login session) edits the round; 422 on
/// `entries` (an institution that does not exist: `unknown_value`; news without a text: `required`;
/// a text too long).
#[utoipa::path(put, path = "/api/rounds/{id}/entries/{institutionId}", tag = "rounds",
    params(("id" = i64, Path, description = "The round."),
        ("institutionId" = i64, Path, description = "The institution called.")),
    request_body = RoundCall,
    responses((status = 200, body = Round), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn note_round_call(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiPath((id, institution_id)): ApiPath<(i64, i64)>,
    ApiJson(call): ApiJson<RoundCall>,
) -> ApiResult<Json<Round>> {
    let call_json = serde_json::to_string(&call).map_err(|e| {
        tracing::error!(error = %e, "a round call does not write as JSON");
        ApiError::new(newsroom_domain::ErrorCode::Internal)
    })?;
    let r = s
        .documents()
        .note_round_call(pb::NoteRoundCallRequest {
            id,
            institution_id,
            call_json,
            actor: Some(user.actor()),
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// One state for several rounds, all or none.
#[utoipa::path(patch, path = "/api/rounds/states", tag = "rounds", request_body = StatesIn,
    responses((status = 200, body = Vec<Round>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn set_round_states(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiJson(b): ApiJson<StatesIn>,
) -> ApiResult<Json<Vec<Round>>> {
    let list = s
        .documents()
        .set_round_states(pb::SetStatesRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            state: b.state.to_pb().into(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(rounds(list.rounds)?))
}

/// The trash: deleted rounds the caller may see, newest deletion first (`{data, total}`).
#[utoipa::path(get, path = "/api/rounds/excluded", tag = "rounds", params(PageQuery),
    responses((status = 200, body = RoundPage)),
    security(("session" = ["ROLE_ROUND_READ"])))]
pub async fn excluded_rounds(
    State(s): State<AppState>,
    RoundRead(user): RoundRead,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<RoundPage>> {
    let page = s
        .documents()
        .list_excluded_rounds(pb::ExcludedRequest {
            offset: q.offset,
            size: q.size,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// Brings rounds back from the trash, all or none (web.md section 7, "Reports: ... restore").
#[utoipa::path(put, path = "/api/rounds/restore", tag = "rounds", request_body = DocumentIdsIn,
    responses((status = 200, body = Vec<Round>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_WRITE"])))]
pub async fn restore_rounds(
    State(s): State<AppState>,
    RoundWrite(user): RoundWrite,
    ApiJson(b): ApiJson<DocumentIdsIn>,
) -> ApiResult<Json<Vec<Round>>> {
    let list = s
        .documents()
        .restore_rounds(pb::IdsRequest {
            ids: b.ids.into_iter().map(DocumentId::get).collect(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(rounds(list.rounds)?))
}

/// The revisions of a round, newest first (every change keeps one).
#[utoipa::path(get, path = "/api/rounds/{id}/revisions", tag = "rounds",
    responses((status = 200, body = Vec<crate::dto::rundowns::RevisionSummary>), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_READ"])))]
pub async fn round_revisions(
    State(s): State<AppState>,
    RoundRead(user): RoundRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<crate::dto::rundowns::RevisionSummary>>> {
    let list = s
        .documents()
        .list_round_revisions(pb::DocumentRef {
            id,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(list.revisions.into_iter().map(Into::into).collect()))
}

/// One revision of a round with the line diff from it to the round now.
#[utoipa::path(get, path = "/api/rounds/{id}/revisions/{rev}", tag = "rounds",
    responses((status = 200, body = RoundRevision), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ROUND_READ"])))]
pub async fn round_revision(
    State(s): State<AppState>,
    RoundRead(user): RoundRead,
    ApiPath((id, rev)): ApiPath<(i64, i32)>,
) -> ApiResult<Json<RoundRevision>> {
    let r = s
        .documents()
        .get_round_revision(pb::DocumentRevisionRef {
            id,
            number: rev,
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}

/// Makes an assignment of each entry of a round with news (web.md section 7, assignments "create
/// from ... round"; ASSIGNMENT write, and ROUND read for the round): the institution's name as its
/// slug, the entry's text and who said it as its content, the round's day, programs and sharing;
/// each entry then names its assignment, all in one change. 404 for a round the caller may not
/// see; 403 without ROUND read; 409 `locked` while another session edits the round, `conflict` when
/// it changed meanwhile; 422 on `entryIds` for an entry the round does not call
/// (`unknown_value`), without news (`invalid`) or already made into one (`duplicate`).
#[utoipa::path(post, path = "/api/assignments/round/{id}", tag = "assignments", request_body = FromRoundIn,
    params(("id" = i64, Path, description = "The round")),
    responses((status = 201, body = FromRoundOut), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_ASSIGNMENT_WRITE"])))]
pub async fn assignments_from_round(
    State(s): State<AppState>,
    AssignmentWrite(user): AssignmentWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<FromRoundIn>,
) -> ApiResult<(StatusCode, Json<FromRoundOut>)> {
    let out = s
        .documents()
        .create_assignments_from_round(pb::FromRoundRequest {
            round_id: id,
            entry_ids: b.entry_ids,
            actor: Some(user.actor()),
            lock_session: crate::routes::rundowns::locks::session_key(&user.token),
        })
        .await
        .reply()?;
    let round = crate::dto::required(out.round, "round")?.try_into()?;
    Ok((
        StatusCode::CREATED,
        Json(FromRoundOut {
            assignments: crate::dto::documents::assignments(out.assignments)?,
            round,
        }),
    ))
}
