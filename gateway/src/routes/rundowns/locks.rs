//! Edit locks of stories and documents (web.md section 7, "Locks"): take or renew, take over, release,
//! list. Each browser tab editing one has its own `uuid`; a lock belongs to that tab and to the session
//! of the token, so the holder's logout frees it.
//!
//! One surface for both, routed by id (docs/adr/0003-documents.md): ids from
//! [`FIRST_DOCUMENT_ID`] (10^12) are documents, kept by the documents service and needing the write
//! level of the document's kind (ASSIGNMENT, NEWS_REPORT: the gateway asks for either, the service
//! for the kind's own); below, stories, kept by the rundowns service and needing STORY write.

use axum::Json;
use axum::extract::FromRequestParts;
use axum::extract::State;
use axum::http::StatusCode;
use axum::http::request::Parts;
use newsroom_proto::rundowns::v1 as pb;

use newsroom_domain::document::FIRST_DOCUMENT_ID;
use newsroom_domain::permission::{Area, Level};

use crate::AppState;
use crate::auth::{AuthUser, StoryRead};
use crate::backends::Reply;
use crate::dto::rundowns::{LockIn, StoryLock, UuidIn};
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};

/// The session key of a token: its last characters (from the signature), enough to tell sessions
/// apart, useless to forge one.
pub fn session_key(token: &str) -> String {
    token
        .chars()
        .rev()
        .take(24)
        .collect::<String>()
        .chars()
        .rev()
        .collect()
}

/// The areas of the documents service's kinds (assignments, reportages): a writer of any may ask
/// for a document's lock, and may read the documents' locks with the stories'.
const DOCUMENT_AREAS: [Area; 5] = [
    Area::Assignment,
    Area::NewsReport,
    Area::Production,
    Area::Report,
    Area::Round,
];

/// Whether `id` names a document of the documents service (else a story).
fn is_document(id: i64) -> bool {
    id >= FIRST_DOCUMENT_ID
}

/// A caller who may lock the `{id}` of the path: STORY write for a story, a document kind's write
/// for a document. Checked before the body is read, so a caller with neither gets 403 whatever they send.
pub struct LockWriter {
    user: AuthUser,
    id: i64,
}

impl FromRequestParts<AppState> for LockWriter {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        let documents = || {
            DOCUMENT_AREAS
                .iter()
                .find_map(|a| user.require(*a, Level::Write).ok())
                .ok_or_else(|| ApiError::new(newsroom_domain::ErrorCode::Forbidden))
        };
        if user.require(Area::Story, Level::Write).is_err() {
            documents()?;
        }
        let ApiPath(id) = ApiPath::<i64>::from_request_parts(parts, state).await?;
        if is_document(id) {
            // The documents service checks the area of the document's kind (the caller's writes).
            documents()?;
        } else {
            user.require(Area::Story, Level::Write)?;
        }
        Ok(LockWriter { user, id })
    }
}

pub(crate) async fn take(
    s: &AppState,
    user: &AuthUser,
    story_id: i64,
    uuid: String,
    take_over: bool,
    renew: bool,
) -> ApiResult<StoryLock> {
    let req = pb::LockRequest {
        story_id,
        uuid,
        session: session_key(&user.token),
        take_over,
        renew,
        actor: Some(user.actor()),
    };
    let lock = if is_document(story_id) {
        s.documents().take_lock(req).await.reply()?
    } else {
        s.rundowns().take_lock(req).await.reply()?
    };
    Ok(lock.into())
}

/// Takes or renews the edit lock of a story (409 `locked` when another editor holds it; with `renew`,
/// 409 `lock_lost` when it is free). It expires `ttl` (an ISO-8601 duration in the answer,
/// `NEWSROOM_LOCK_TTL_SECS`, default two minutes) after the last renewal, which is announced with an
/// `unlock` event: renew it at about a third of `ttl`.
#[utoipa::path(put, path = "/api/locks/{id}", tag = "locks", request_body = LockIn,
    responses((status = 200, body = StoryLock), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn take_lock(
    State(s): State<AppState>,
    LockWriter { user, id }: LockWriter,
    ApiJson(b): ApiJson<LockIn>,
) -> ApiResult<Json<StoryLock>> {
    Ok(Json(take(&s, &user, id, b.uuid, false, b.renew).await?))
}

/// Takes the lock over from its holder, who is told at once (a `take_over` event).
#[utoipa::path(put, path = "/api/locks/{id}/take_over", tag = "locks", request_body = UuidIn,
    responses((status = 200, body = StoryLock)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn take_over(
    State(s): State<AppState>,
    LockWriter { user, id }: LockWriter,
    ApiJson(b): ApiJson<UuidIn>,
) -> ApiResult<Json<StoryLock>> {
    Ok(Json(take(&s, &user, id, b.uuid, true, false).await?))
}

/// Releases the lock if this editor instance holds it (idempotent).
#[utoipa::path(delete, path = "/api/locks/{id}", tag = "locks", params(UuidIn), responses((status = 204)),
    security(("session" = ["ROLE_STORY_WRITE"])))]
pub async fn release_lock(
    State(s): State<AppState>,
    LockWriter { user, id }: LockWriter,
    ApiQuery(q): ApiQuery<UuidIn>,
) -> ApiResult<StatusCode> {
    let req = pb::LockRequest {
        story_id: id,
        uuid: q.uuid,
        session: session_key(&user.token),
        take_over: false,
        renew: false,
        actor: Some(user.actor()),
    };
    if is_document(id) {
        s.documents().release_lock(req).await?;
    } else {
        s.rundowns().release_lock(req).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Every current lock.
#[utoipa::path(get, path = "/api/locks", tag = "locks", responses((status = 200, body = Vec<StoryLock>)),
    security(("session" = ["ROLE_STORY_READ"])))]
pub async fn list_locks(
    State(s): State<AppState>,
    StoryRead(user): StoryRead,
) -> ApiResult<Json<Vec<StoryLock>>> {
    let mut locks = s
        .rundowns()
        .list_locks(pb::ListLocksRequest {})
        .await
        .reply()?
        .locks;
    // The documents' too, for a user who may read them.
    if DOCUMENT_AREAS
        .iter()
        .any(|a| user.require(*a, Level::Read).is_ok())
    {
        let documents = s.documents().list_locks(pb::ListLocksRequest {}).await;
        locks.extend(documents.reply()?.locks);
    }
    Ok(Json(locks.into_iter().map(Into::into).collect()))
}
