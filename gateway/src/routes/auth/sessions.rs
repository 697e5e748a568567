//! Authentication and the current user (web.md section 7, "Authentication and users"): login (with
//! the "new password" prompt of a first access or an expired password), logout, the current user.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use newsroom_domain::permission::Permissions;
use newsroom_proto::auth::v1 as pb;

use crate::AppState;
use crate::auth::{AuthUser, COOKIE, ClientInfo, token_of};
use crate::backends::Reply;
use crate::dto::auth::{LoginForm, TokenOut, User};
use crate::error::{ApiError, ApiForm, ApiResult};

fn cookie(token: &str, max_age: i64, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}={token}; HttpOnly; SameSite=Lax; Path=/; Max-Age={max_age}{secure}")
}

/// Logs in with a login name and password. A right password that must be replaced answers 401
/// `password_change_required` (first access, reset) or `password_expired`; the client then sends the
/// form again with `isResetPassword=true`, `newPassword` and `newPasswordConfirmation`. That form for
/// an account that needs no new password answers 409 `password_already_set`.
#[utoipa::path(post, path = "/api/authentication", tag = "auth",
    request_body(content = LoginForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = TokenOut),
        (status = 401, description = "authentication_failed, password_change_required, password_expired", body = crate::error::ErrorBody),
        (status = 409, description = "password_already_set", body = crate::error::ErrorBody),
        (status = 422, description = "newPassword, newPasswordConfirmation", body = crate::error::ErrorBody)),
    security(()))]
pub async fn login(
    State(state): State<AppState>,
    ClientInfo(client): ClientInfo,
    ApiForm(form): ApiForm<LoginForm>,
) -> ApiResult<Response> {
    let out = if form.is_reset_password.as_deref() == Some("true") {
        state
            .auth()
            .change_password(pb::ChangePasswordRequest {
                username: form.username,
                password: form.password,
                new_password: form.new_password.unwrap_or_default(),
                new_password_confirmation: form.new_password_confirmation.unwrap_or_default(),
                client: Some(client),
            })
            .await
            .reply()?
    } else {
        state
            .auth()
            .login(pb::LoginRequest {
                username: form.username,
                password: form.password,
                client: Some(client),
            })
            .await
            .reply()?
    };
    let max_age = (out.expires_at - now()).max(0);
    // The token is a credential: no cache (browser, proxy) may keep the answer.
    let headers = [
        (
            header::SET_COOKIE,
            cookie(&out.token, max_age, state.secure_cookie),
        ),
        (header::CACHE_CONTROL, "no-store".to_owned()),
    ];
    Ok((headers, Json(TokenOut { token: out.token })).into_response())
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Ends the session of the token (or cookie) and clears the cookie.
#[utoipa::path(post, path = "/api/logout", tag = "auth", responses((status = 204)),
    security(()))]
pub async fn logout(
    State(state): State<AppState>,
    ClientInfo(client): ClientInfo,
    headers: HeaderMap,
) -> ApiResult<Response> {
    if let Some(token) = token_of(&headers) {
        // The session's edit locks go with it (best effort: they expire anyway).
        let session = crate::routes::rundowns::locks::session_key(&token);
        let session = newsroom_proto::rundowns::v1::SessionRef { session };
        let (mut rundowns, mut documents) = (state.rundowns(), state.documents());
        let (stories, documents) = tokio::join!(
            rundowns.release_session_locks(session.clone()),
            documents.release_session_locks(session),
        );
        if let Err(e) = stories.map(drop).and(documents.map(drop)) {
            tracing::warn!(error = %e, "releasing the session's locks failed");
        }
        state
            .auth()
            .logout(pb::LogoutRequest {
                token,
                client: Some(client),
            })
            .await?;
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, cookie("", 0, state.secure_cookie))],
    )
        .into_response())
}

/// The current user: `{id, name, nickname, roles}`.
#[utoipa::path(get, path = "/api/users/me", tag = "auth",
    responses((status = 200, body = User), (status = 401, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn me(user: AuthUser) -> Json<User> {
    Json(user.user.into())
}

/// Every role that exists (`ROLE_<AREA>_<LEVEL>`).
#[utoipa::path(get, path = "/api/authorities", tag = "auth", responses((status = 200, body = Vec<crate::dto::auth::RoleSchema>)),
    security(("session" = [])))]
pub async fn authorities(_user: AuthUser) -> Result<Json<Vec<String>>, ApiError> {
    Ok(Json(Permissions::all_authorities()))
}
