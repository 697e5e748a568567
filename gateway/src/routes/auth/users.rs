//! Users (web.md section 7, "Authentication and users"): the registry for administrators, the pickers
//! every document screen needs, "my data", deactivation, restore, password resets and ending a user's
//! sessions. Permissions: reading needs USER read, changing USER write; group membership and ending
//! sessions need USER admin (they change what someone may do); the pickers and "my data" only a
//! session.

use std::collections::BTreeSet;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::{GroupId, UserId};
use newsroom_domain::permission::{Area, Level};
use newsroom_proto::auth::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AuthUser, UserAdmin, UserRead, UserWrite};
use crate::backends::Reply;
use crate::dto::IdsQuery;
use crate::dto::auth::{MyDataIn, OneTimePassword, UserAccount, UserIn, UserPage, UserPick};
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult, ErrorBody};

/// Default page size of the user filter (web.md section 9).
pub const PAGE_SIZE: u32 = 25;
/// Largest page of the user filter.
pub const PAGE_SIZE_MAX: u32 = 500;

/// The page size asked for (default [`PAGE_SIZE`]), after checking the page (0 to `i32::MAX`, as the
/// document says) and the size (1 to [`PAGE_SIZE_MAX`]): 422 with the field otherwise.
pub fn page_size(page: u32, size: Option<u32>) -> ApiResult<u32> {
    use newsroom_domain::FieldMessage;
    if i32::try_from(page).is_err() {
        let max = i64::from(i32::MAX);
        return Err(ApiError::field("page", FieldMessage::range(0, max)));
    }
    let size = size.unwrap_or(PAGE_SIZE);
    if !(1..=PAGE_SIZE_MAX).contains(&size) {
        let max = i64::from(PAGE_SIZE_MAX);
        return Err(ApiError::field("size", FieldMessage::range(1, max)));
    }
    Ok(size)
}

async fn query_users(s: &AppState, req: pb::ListUsersRequest) -> ApiResult<pb::UserPage> {
    s.auth().list_users(req).await.reply()
}

async fn picks(
    s: &AppState,
    picker: pb::UserPicker,
    group_id: i64,
) -> ApiResult<Json<Vec<UserPick>>> {
    let page = query_users(
        s,
        pb::ListUsersRequest {
            active_only: true,
            picker: picker.into(),
            group_id,
            ..Default::default()
        },
    )
    .await?;
    Ok(Json(page.users.into_iter().map(Into::into).collect()))
}

/// Every user, active or not, by name.
#[utoipa::path(get, path = "/api/users", tag = "users",
    responses((status = 200, body = Vec<UserAccount>), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_USER_READ"])))]
pub async fn list_users(
    State(s): State<AppState>,
    _: UserRead,
) -> ApiResult<Json<Vec<UserAccount>>> {
    let page = query_users(&s, pb::ListUsersRequest::default()).await?;
    Ok(Json(page.users.into_iter().map(Into::into).collect()))
}

/// The user filter's query.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct FilterQuery {
    /// Part of the name, login name or e-mail; empty: everyone.
    #[serde(default)]
    pub filter: String,
    /// Only active users.
    #[serde(default)]
    pub active_only: bool,
    /// Zero-based page (default 0).
    #[serde(default)]
    pub page: u32,
    /// Page size (default 25, at most 500).
    pub size: Option<u32>,
}

/// One page of the users whose name, login name or e-mail contains `filter`.
#[utoipa::path(get, path = "/api/users/filter", tag = "users", params(FilterQuery),
    responses((status = 200, body = UserPage), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_READ"])))]
pub async fn filter_users(
    State(s): State<AppState>,
    _: UserRead,
    ApiQuery(q): ApiQuery<FilterQuery>,
) -> ApiResult<Json<UserPage>> {
    let size = page_size(q.page, q.size)?;
    let page = query_users(
        &s,
        pb::ListUsersRequest {
            filter: q.filter,
            active_only: q.active_only,
            page: q.page,
            size,
            ..Default::default()
        },
    )
    .await?;
    Ok(Json(UserPage {
        data: page.users.into_iter().map(Into::into).collect(),
        total: page.total,
    }))
}

/// `?groupId=`: a group, or every active user without it.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ActiveQuery {
    /// Only this group's members.
    pub group_id: Option<GroupId>,
}

/// Active users (of a group), for pickers.
#[utoipa::path(get, path = "/api/users/active", tag = "users", params(ActiveQuery),
    responses((status = 200, body = Vec<UserPick>)),
    security(("session" = [])))]
pub async fn active_users(
    State(s): State<AppState>,
    _: AuthUser,
    ApiQuery(q): ApiQuery<ActiveQuery>,
) -> ApiResult<Json<Vec<UserPick>>> {
    picks(
        &s,
        pb::UserPicker::Unspecified,
        q.group_id.map_or(0, |g| g.get()),
    )
    .await
}

/// Active members of groups marked "editors".
#[utoipa::path(get, path = "/api/users/editors", tag = "users", responses((status = 200, body = Vec<UserPick>)),
    security(("session" = [])))]
pub async fn editors(State(s): State<AppState>, _: AuthUser) -> ApiResult<Json<Vec<UserPick>>> {
    picks(&s, pb::UserPicker::Editors, 0).await
}

/// Active members of groups marked "image editors".
#[utoipa::path(get, path = "/api/users/image_editors", tag = "users", responses((status = 200, body = Vec<UserPick>)),
    security(("session" = [])))]
pub async fn image_editors(
    State(s): State<AppState>,
    _: AuthUser,
) -> ApiResult<Json<Vec<UserPick>>> {
    picks(&s, pb::UserPicker::ImageEditors, 0).await
}

/// Active members of groups marked "producers".
#[utoipa::path(get, path = "/api/users/producers", tag = "users", responses((status = 200, body = Vec<UserPick>)),
    security(("session" = [])))]
pub async fn producers(State(s): State<AppState>, _: AuthUser) -> ApiResult<Json<Vec<UserPick>>> {
    picks(&s, pb::UserPicker::Producers, 0).await
}

/// Active members of groups marked "reporters".
#[utoipa::path(get, path = "/api/users/reporters", tag = "users", responses((status = 200, body = Vec<UserPick>)),
    security(("session" = [])))]
pub async fn reporters(State(s): State<AppState>, _: AuthUser) -> ApiResult<Json<Vec<UserPick>>> {
    picks(&s, pb::UserPicker::Reporters, 0).await
}

/// One user.
#[utoipa::path(get, path = "/api/users/{id}", tag = "users",
    responses((status = 200, body = UserAccount), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("session" = ["ROLE_USER_READ"])))]
pub async fn get_user(
    State(s): State<AppState>,
    _: UserRead,
    ApiPath(id): ApiPath<UserId>,
) -> ApiResult<Json<UserAccount>> {
    let u = s
        .auth()
        .get_user(pb::UserRef { id: id.get() })
        .await
        .reply()?;
    Ok(Json(u.into()))
}

/// Group membership is a permission change: only user administrators make it.
fn may_assign(caller: &AuthUser, before: &[GroupId], after: &[GroupId]) -> ApiResult<()> {
    let (b, a): (BTreeSet<_>, BTreeSet<_>) = (before.iter().collect(), after.iter().collect());
    if b != a {
        caller.require(Area::User, Level::Admin)?;
    }
    Ok(())
}

/// Creates a user with a one-time password (they choose their own at the first login).
#[utoipa::path(post, path = "/api/users", tag = "users", request_body = UserIn,
    responses((status = 201, body = UserAccount), (status = 403, body = ErrorBody),
        (status = 409, description = "conflict: the login name or e-mail is taken", body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_WRITE"])))]
pub async fn create_user(
    State(s): State<AppState>,
    UserWrite(caller): UserWrite,
    ApiJson(body): ApiJson<UserIn>,
) -> ApiResult<(StatusCode, Json<UserAccount>)> {
    may_assign(&caller, &[], &body.group_ids)?;
    let u = s
        .auth()
        .create_user(pb::UserInput::from(body))
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(u.into())))
}

/// Replaces a user's fields; a password given is one-time. Changed groups or a deactivation end the
/// user's sessions.
#[utoipa::path(put, path = "/api/users/{id}", tag = "users", request_body = UserIn,
    responses((status = 200, body = UserAccount), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "conflict, last_administrator", body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_WRITE"])))]
pub async fn update_user(
    State(s): State<AppState>,
    UserWrite(caller): UserWrite,
    ApiPath(id): ApiPath<UserId>,
    ApiJson(body): ApiJson<UserIn>,
) -> ApiResult<Json<UserAccount>> {
    let before = s
        .auth()
        .get_user(pb::UserRef { id: id.get() })
        .await
        .reply()?;
    let before: Vec<GroupId> = before.group_ids.into_iter().map(GroupId::from_db).collect();
    may_assign(&caller, &before, &body.group_ids)?;
    let u = s
        .auth()
        .update_user(pb::UpdateUserRequest {
            id: id.get(),
            user: Some(body.into()),
        })
        .await
        .reply()?;
    Ok(Json(u.into()))
}

/// "My data": the caller's name, login name, e-mail and (with the current password) password.
#[utoipa::path(put, path = "/api/users/me", tag = "users", request_body = MyDataIn,
    responses((status = 200, body = UserAccount), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = [])))]
pub async fn update_me(
    State(s): State<AppState>,
    caller: AuthUser,
    ApiJson(body): ApiJson<MyDataIn>,
) -> ApiResult<Json<UserAccount>> {
    let u = s
        .auth()
        .update_self(pb::UpdateSelfRequest {
            id: caller.user.id,
            name: body.name,
            nickname: body.nickname,
            email: body.email,
            current_password: body.current_password,
            password: body.password,
            password_confirmation: body.password_confirmation,
        })
        .await
        .reply()?;
    Ok(Json(u.into()))
}

async fn set_active(s: &AppState, q: &IdsQuery, active: bool) -> ApiResult<StatusCode> {
    let ids = q.ids()?;
    s.auth()
        .set_users_active(pb::SetUsersActiveRequest { ids, active })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// Deactivates users ("delete": users are kept with what they wrote, and can be restored); their
/// sessions end.
#[utoipa::path(delete, path = "/api/users", tag = "users", params(IdsQuery),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "last_administrator", body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_WRITE"])))]
pub async fn deactivate_users(
    State(s): State<AppState>,
    _: UserWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    set_active(&s, &q, false).await
}

/// Restores (reactivates) users.
#[utoipa::path(put, path = "/api/users/restore", tag = "users", params(IdsQuery),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_USER_WRITE"])))]
pub async fn restore_users(
    State(s): State<AppState>,
    _: UserWrite,
    ApiQuery(q): ApiQuery<IdsQuery>,
) -> ApiResult<StatusCode> {
    set_active(&s, &q, true).await
}

/// Records that the caller has seen the notices up to now.
#[utoipa::path(post, path = "/api/users/register_last_notice", tag = "users", responses((status = 204)),
    security(("session" = [])))]
pub async fn register_last_notice(
    State(s): State<AppState>,
    caller: AuthUser,
) -> ApiResult<StatusCode> {
    s.auth()
        .register_last_notice(pb::UserRef { id: caller.user.id })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// Gives the user a new one-time password (answered once, to hand over) and ends their sessions.
#[utoipa::path(post, path = "/api/users/{id}/reset_password", tag = "users",
    responses((status = 200, body = OneTimePassword), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 422, description = "a directory user has no password here", body = ErrorBody)),
    security(("session" = ["ROLE_USER_WRITE"])))]
pub async fn reset_password(
    State(s): State<AppState>,
    _: UserWrite,
    ApiPath(id): ApiPath<UserId>,
) -> ApiResult<Json<OneTimePassword>> {
    let out = s
        .auth()
        .reset_password(pb::UserRef { id: id.get() })
        .await
        .reply()?;
    Ok(Json(OneTimePassword {
        password: out.password,
    }))
}

/// Ends every session of the user: their requests answer 401 and their websockets close within a
/// second (web.md section 6).
#[utoipa::path(delete, path = "/api/users/{id}/session", tag = "users",
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("session" = ["ROLE_USER_ADMIN"])))]
pub async fn end_session(
    State(s): State<AppState>,
    _: UserAdmin,
    ApiPath(id): ApiPath<UserId>,
) -> ApiResult<StatusCode> {
    s.auth()
        .end_sessions(pb::UserRef { id: id.get() })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}
