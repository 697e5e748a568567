//! The directory service (LDAP / Active Directory; issue 10; web.md sections 1, 4 and 8): its
//! settings, the connection test and the synchronisation of directory users. Every route needs
//! ADMIN at admin level (ROLE_ADMIN_ADMIN): the settings name the service account, and a
//! synchronisation creates users and puts them in groups, so it grants permissions.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::auth::v1 as pb;

use crate::AppState;
use crate::auth::AdminAdmin;
use crate::backends::Reply;
use crate::dto::auth::{DirectoryConfig, DirectoryConfigIn, DirectorySync, DirectoryTest};
use crate::error::{ApiJson, ApiResult, ErrorBody};

/// The settings (defaults before they are first saved); the bind password is never returned.
#[utoipa::path(get, path = "/api/directory/config", tag = "directory",
    responses((status = 200, body = DirectoryConfig), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn get_directory_config(
    State(s): State<AppState>,
    _: AdminAdmin,
) -> ApiResult<Json<DirectoryConfig>> {
    let d = s.auth().get_directory_config(pb::Empty {}).await.reply()?;
    Ok(Json(d.into()))
}

/// Replaces the settings; an omitted or `null` `bindPassword` keeps the stored one.
#[utoipa::path(put, path = "/api/directory/config", tag = "directory", request_body = DirectoryConfigIn,
    responses((status = 200, body = DirectoryConfig), (status = 403, body = ErrorBody),
        (status = 422, description = "validation: url (ldap_url), startTls, baseDn, userFilter (ldap_filter), \
            the attributes, groupMappings[i].directoryGroup, groupMappings[i].groupId (unknown_group)", body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn put_directory_config(
    State(s): State<AppState>,
    _: AdminAdmin,
    ApiJson(body): ApiJson<DirectoryConfigIn>,
) -> ApiResult<Json<DirectoryConfig>> {
    let d = s
        .auth()
        .save_directory_config(pb::DirectoryConfigInput::from(body))
        .await
        .reply()?;
    Ok(Json(d.into()))
}

/// Tests the saved settings (enabled or not): binds as the service account and counts the users the
/// filter finds, or says which step failed and why (200 either way).
#[utoipa::path(post, path = "/api/directory/test", tag = "directory",
    responses((status = 200, body = DirectoryTest), (status = 403, body = ErrorBody),
        (status = 409, description = "directory_not_configured", body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn test_directory(
    State(s): State<AppState>,
    _: AdminAdmin,
) -> ApiResult<Json<DirectoryTest>> {
    let t = s.auth().test_directory(pb::Empty {}).await.reply()?;
    Ok(Json(t.try_into()?))
}

/// Starts a synchronisation of directory users in the background (202); `GET /api/directory/sync`
/// tells when it has finished.
#[utoipa::path(post, path = "/api/directory/sync", tag = "directory",
    responses((status = 202, body = DirectorySync), (status = 403, body = ErrorBody),
        (status = 409, description = "sync_in_progress (\"Synchronisation already in progress.\"), \
            directory_not_configured", body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn start_directory_sync(
    State(s): State<AppState>,
    _: AdminAdmin,
) -> ApiResult<(StatusCode, Json<DirectorySync>)> {
    let status = s.auth().start_directory_sync(pb::Empty {}).await.reply()?;
    Ok((StatusCode::ACCEPTED, Json(status.into())))
}

/// Whether a synchronisation runs, and the last one's report.
#[utoipa::path(get, path = "/api/directory/sync", tag = "directory",
    responses((status = 200, body = DirectorySync), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn get_directory_sync(
    State(s): State<AppState>,
    _: AdminAdmin,
) -> ApiResult<Json<DirectorySync>> {
    let status = s.auth().get_directory_sync(pb::Empty {}).await.reply()?;
    Ok(Json(status.into()))
}
