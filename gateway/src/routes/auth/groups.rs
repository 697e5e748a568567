//! Groups and their permissions (web.md sections 3, 5 and 6). Reading needs USER read (their names
//! alone, PROGRAM read: programs name their allowed groups); every change needs USER admin (it
//! changes what people may do). Saving a group's permissions ends its members'
//! sessions.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::GroupId;
use newsroom_proto::auth::v1 as pb;

use crate::AppState;
use crate::auth::{ProgramRead, UserAdmin, UserRead};
use crate::backends::Reply;
use crate::dto::auth::{Group, GroupIn, GroupPick};
use crate::error::{ApiJson, ApiPath, ApiResult, ErrorBody};

/// Every group, by name, with a level for every area.
#[utoipa::path(get, path = "/api/groups", tag = "users",
    responses((status = 200, body = Vec<Group>), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_USER_READ"])))]
pub async fn list_groups(State(s): State<AppState>, _: UserRead) -> ApiResult<Json<Vec<Group>>> {
    let out = s.auth().list_groups(pb::Empty {}).await.reply()?;
    Ok(Json(
        out.groups
            .into_iter()
            .map(Group::try_from)
            .collect::<Result<_, _>>()?,
    ))
}

/// Every group's id and name, by name: the "allowed groups" of the program registry, for program
/// administrators who may not read users and groups.
#[utoipa::path(get, path = "/api/groups/picks", tag = "users",
    responses((status = 200, body = Vec<GroupPick>), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_PROGRAM_READ"])))]
pub async fn group_picks(
    State(s): State<AppState>,
    _: ProgramRead,
) -> ApiResult<Json<Vec<GroupPick>>> {
    let out = s.auth().list_groups(pb::Empty {}).await.reply()?;
    Ok(Json(
        out.groups
            .into_iter()
            .map(|g| GroupPick {
                id: GroupId::from_db(g.id),
                name: g.name,
            })
            .collect(),
    ))
}

/// One group.
#[utoipa::path(get, path = "/api/groups/{id}", tag = "users",
    responses((status = 200, body = Group), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("session" = ["ROLE_USER_READ"])))]
pub async fn get_group(
    State(s): State<AppState>,
    _: UserRead,
    ApiPath(id): ApiPath<GroupId>,
) -> ApiResult<Json<Group>> {
    let g = s
        .auth()
        .get_group(pb::GroupRef { id: id.get() })
        .await
        .reply()?;
    Ok(Json(g.try_into()?))
}

/// Creates a group.
#[utoipa::path(post, path = "/api/groups", tag = "users", request_body = GroupIn,
    responses((status = 201, body = Group), (status = 403, body = ErrorBody),
        (status = 409, description = "conflict: the name is taken", body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_ADMIN"])))]
pub async fn create_group(
    State(s): State<AppState>,
    _: UserAdmin,
    ApiJson(body): ApiJson<GroupIn>,
) -> ApiResult<(StatusCode, Json<Group>)> {
    let g = s
        .auth()
        .create_group(pb::GroupInput::from(body))
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(g.try_into()?)))
}

/// Replaces a group; changed permissions end its members' sessions (they log in again).
#[utoipa::path(put, path = "/api/groups/{id}", tag = "users", request_body = GroupIn,
    responses((status = 200, body = Group), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "conflict, last_administrator", body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_ADMIN"])))]
pub async fn update_group(
    State(s): State<AppState>,
    _: UserAdmin,
    ApiPath(id): ApiPath<GroupId>,
    ApiJson(body): ApiJson<GroupIn>,
) -> ApiResult<Json<Group>> {
    let g = s
        .auth()
        .update_group(pb::UpdateGroupRequest {
            id: id.get(),
            group: Some(body.into()),
        })
        .await
        .reply()?;
    Ok(Json(g.try_into()?))
}

/// Deletes a group without members (409 `group_has_users` otherwise).
#[utoipa::path(delete, path = "/api/groups/{id}", tag = "users",
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "group_has_users", body = ErrorBody)),
    security(("session" = ["ROLE_USER_ADMIN"])))]
pub async fn delete_group(
    State(s): State<AppState>,
    _: UserAdmin,
    ApiPath(id): ApiPath<GroupId>,
) -> ApiResult<StatusCode> {
    s.auth()
        .delete_group(pb::GroupRef { id: id.get() })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}
