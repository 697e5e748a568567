//! Programs (web.md sections 3 and 7): the registry (name, times, state, staff, allowed groups) and
//! the presenters with their reading rates. Reading needs RUNDOWN read (every rundown screen lists
//! programs); changing needs PROGRAM write. A program restricted to groups is invisible to others
//! (the rundowns service checks it on every call: newsroom_proto::caller).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::{ProgramId, UserId};
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{ProgramWrite, RundownRead};
use crate::backends::Reply;
use crate::dto::auth::UserPick;
use crate::dto::rundowns::{Presenter, Program, ProgramIn};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult, ErrorBody};

/// `?all=true`: disabled programs too; `?withUsers=true`: each with its staff by name.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct ProgramsQuery {
    /// Disabled programs too (the registry); default: active ones only.
    #[serde(default)]
    pub all: bool,
    /// Each program with `staff`: its editors, image editors and announcers by name.
    #[serde(default)]
    pub with_users: bool,
}

/// The programs the caller's groups may see (web.md section 6: a program names its allowed groups;
/// none, everyone), by id; active ones only unless `all`.
#[utoipa::path(get, path = "/api/programs", tag = "programs", params(ProgramsQuery),
    responses((status = 200, body = Vec<Program>)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list_programs(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiQuery(q): ApiQuery<ProgramsQuery>,
) -> ApiResult<Json<Vec<Program>>> {
    let out = s
        .rundowns()
        .list_programs(pb::ListProgramsRequest {
            include_inactive: q.all,
            with_staff: q.with_users,
        })
        .await
        .reply()?;
    out.programs
        .into_iter()
        .map(Program::try_from)
        .collect::<Result<_, _>>()
        .map(Json)
}

/// One program (403 when the caller's groups may not see it).
#[utoipa::path(get, path = "/api/programs/{id}", tag = "programs",
    responses((status = 200, body = Program), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn get_program(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<ProgramId>,
) -> ApiResult<Json<Program>> {
    let p = s
        .rundowns()
        .get_program(pb::ProgramRef { id: id.get() })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// Creates a program (409 for a taken name).
#[utoipa::path(post, path = "/api/programs", tag = "programs", request_body = ProgramIn,
    responses((status = 201, body = Program), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_PROGRAM_WRITE"])))]
pub async fn create_program(
    State(s): State<AppState>,
    _u: ProgramWrite,
    ApiJson(body): ApiJson<ProgramIn>,
) -> ApiResult<(StatusCode, Json<Program>)> {
    let p = s
        .rundowns()
        .create_program(pb::ProgramInput::from(body))
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(p.try_into()?)))
}

/// Replaces a program's name, times and settings (presenters and CG device have their own calls).
#[utoipa::path(put, path = "/api/programs/{id}", tag = "programs", request_body = ProgramIn,
    responses((status = 200, body = Program), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_PROGRAM_WRITE"])))]
pub async fn update_program(
    State(s): State<AppState>,
    _u: ProgramWrite,
    ApiPath(id): ApiPath<ProgramId>,
    ApiJson(body): ApiJson<ProgramIn>,
) -> ApiResult<Json<Program>> {
    let p = s
        .rundowns()
        .update_program(pb::UpdateProgramRequest {
            id: id.get(),
            program: Some(body.into()),
        })
        .await
        .reply()?;
    Ok(Json(p.try_into()?))
}

/// Deletes a program without content; one with rundowns, templates or drawer stories answers 409
/// `program_has_content` (disable it instead: `active: false`).
#[utoipa::path(delete, path = "/api/programs/{id}", tag = "programs",
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)),
    security(("session" = ["ROLE_PROGRAM_WRITE"])))]
pub async fn delete_program(
    State(s): State<AppState>,
    _u: ProgramWrite,
    ApiPath(id): ApiPath<ProgramId>,
) -> ApiResult<StatusCode> {
    s.rundowns()
        .delete_program(pb::ProgramRef { id: id.get() })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// A program's presenters and their reading rates (words a minute): the story editor's presenter
/// choices; a story's presenter sets the rate of its reading time.
#[utoipa::path(get, path = "/api/programs/{id}/presenters", tag = "programs", responses((status = 200, body = Vec<Presenter>)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list_presenters(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<Presenter>>> {
    let out = s
        .rundowns()
        .list_presenters(pb::ProgramRef { id })
        .await
        .reply()?;
    Ok(Json(out.presenters.into_iter().map(Into::into).collect()))
}

/// A program's active editors by name (the pickers of its stories and documents).
#[utoipa::path(get, path = "/api/programs/{id}/editors", tag = "programs",
    responses((status = 200, body = Vec<UserPick>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list_editors(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<ProgramId>,
) -> ApiResult<Json<Vec<UserPick>>> {
    Ok(Json(active(staff(&s, id).await?.editors)))
}

/// A program's active image editors by name.
#[utoipa::path(get, path = "/api/programs/{id}/imageEditors", tag = "programs",
    responses((status = 200, body = Vec<UserPick>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list_image_editors(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<ProgramId>,
) -> ApiResult<Json<Vec<UserPick>>> {
    Ok(Json(active(staff(&s, id).await?.image_editors)))
}

async fn staff(s: &AppState, id: ProgramId) -> ApiResult<pb::ProgramStaff> {
    s.rundowns()
        .list_program_staff(pb::ProgramRef { id: id.get() })
        .await
        .reply()
}

/// The active ones, as picks.
fn active(people: Vec<pb::Person>) -> Vec<UserPick> {
    people
        .into_iter()
        .filter(|p| p.active)
        .map(|p| UserPick {
            id: UserId::from_db(p.id),
            name: p.name,
            nickname: p.nickname,
        })
        .collect()
}

/// Replaces a program's presenters: `[{"name": "Maria Costa", "wordsPerMinute": 165}]` (names unique,
/// 1-100 characters; rates 80-300; at most 30). Administrators only; 422 on field `presenters`.
#[utoipa::path(put, path = "/api/programs/{id}/presenters", tag = "programs", request_body = Vec<Presenter>,
    responses((status = 200, body = Vec<Presenter>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_PROGRAM_WRITE"])))]
pub async fn set_presenters(
    State(s): State<AppState>,
    _u: ProgramWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(value): ApiJson<serde_json::Value>,
) -> ApiResult<Json<Vec<Presenter>>> {
    let req = pb::SetPresentersRequest {
        program_id: id,
        value_json: value.to_string(),
    };
    let out = s.rundowns().set_presenters(req).await.reply()?;
    Ok(Json(out.presenters.into_iter().map(Into::into).collect()))
}
