//! The installation: the branch configuration every client reads (no session needed: the login page
//! and the mobile app speak its language before anyone logs in), the languages, the branches (BRANCH
//! read / write), the licence (ADMIN read to see it, ADMIN admin to change it) and the mail server
//! (ADMIN admin).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::branch::Locale;
use newsroom_domain::ids::BranchId;
use newsroom_proto::auth::v1 as pb;

use crate::AppState;
use crate::auth::{AdminAdmin, AdminRead, BranchRead, BranchWrite};
use crate::backends::Reply;
use crate::dto::installation::{
    Branch, BranchConfig, BranchConfigIn, BranchIn, Licence, LicenceIn, MailConfig, MailConfigIn,
    MailResult, TestMailIn,
};
use crate::error::{ApiJson, ApiPath, ApiResult, ErrorBody};

/// The installation's configuration: language, name, mobile login domain (mobile.md section 1).
#[utoipa::path(get, path = "/api/branch/config", tag = "installation",
    responses((status = 200, body = BranchConfig)),
    security(()))]
pub async fn get_branch_config(State(s): State<AppState>) -> ApiResult<Json<BranchConfig>> {
    let c = s.auth().get_branch_config(pb::Empty {}).await.reply()?;
    Ok(Json(c.try_into()?))
}

/// Saves the installation's configuration.
#[utoipa::path(put, path = "/api/branch/config", tag = "installation", request_body = BranchConfigIn,
    responses((status = 200, body = BranchConfig), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_BRANCH_WRITE"])))]
pub async fn put_branch_config(
    State(s): State<AppState>,
    _: BranchWrite,
    ApiJson(body): ApiJson<BranchConfigIn>,
) -> ApiResult<Json<BranchConfig>> {
    let c = s
        .auth()
        .set_branch_config(pb::BranchConfig::from(body))
        .await
        .reply()?;
    Ok(Json(c.try_into()?))
}

/// The languages the clients speak: `["en_US", "es_ES", "pt_BR"]`.
#[utoipa::path(get, path = "/api/branch/locales", tag = "installation",
    responses((status = 200, body = Vec<Locale>)),
    security(()))]
pub async fn branch_locales() -> Json<Vec<Locale>> {
    Json(Locale::ALL.to_vec())
}

/// Every branch, by name.
#[utoipa::path(get, path = "/api/branches", tag = "installation",
    responses((status = 200, body = Vec<Branch>), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_BRANCH_READ"])))]
pub async fn list_branches(
    State(s): State<AppState>,
    _: BranchRead,
) -> ApiResult<Json<Vec<Branch>>> {
    let out = s.auth().list_branches(pb::Empty {}).await.reply()?;
    out.branches
        .into_iter()
        .map(Branch::try_from)
        .collect::<Result<_, _>>()
        .map(Json)
}

/// Creates a branch.
#[utoipa::path(post, path = "/api/branches", tag = "installation", request_body = BranchIn,
    responses((status = 201, body = Branch), (status = 403, body = ErrorBody),
        (status = 409, description = "conflict: the name or address is in use", body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_BRANCH_WRITE"])))]
pub async fn create_branch(
    State(s): State<AppState>,
    _: BranchWrite,
    ApiJson(body): ApiJson<BranchIn>,
) -> ApiResult<(StatusCode, Json<Branch>)> {
    let b = s
        .auth()
        .create_branch(pb::BranchInput::from(body))
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(b.try_into()?)))
}

/// Replaces a branch.
#[utoipa::path(put, path = "/api/branches/{id}", tag = "installation", request_body = BranchIn,
    responses((status = 200, body = Branch), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_BRANCH_WRITE"])))]
pub async fn update_branch(
    State(s): State<AppState>,
    _: BranchWrite,
    ApiPath(id): ApiPath<BranchId>,
    ApiJson(body): ApiJson<BranchIn>,
) -> ApiResult<Json<Branch>> {
    let b = s
        .auth()
        .update_branch(pb::UpdateBranchRequest {
            id: id.get(),
            branch: Some(body.into()),
        })
        .await
        .reply()?;
    Ok(Json(b.try_into()?))
}

/// Deletes a branch.
#[utoipa::path(delete, path = "/api/branches/{id}", tag = "installation",
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("session" = ["ROLE_BRANCH_WRITE"])))]
pub async fn delete_branch(
    State(s): State<AppState>,
    _: BranchWrite,
    ApiPath(id): ApiPath<BranchId>,
) -> ApiResult<StatusCode> {
    s.auth()
        .delete_branch(pb::BranchRef { id: id.get() })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

/// The licence, its status today and the sessions open now.
#[utoipa::path(get, path = "/api/licence", tag = "installation",
    responses((status = 200, body = Licence), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_READ"])))]
pub async fn get_licence(State(s): State<AppState>, _: AdminRead) -> ApiResult<Json<Licence>> {
    let l = s.auth().get_licence(pb::Empty {}).await.reply()?;
    Ok(Json(l.try_into()?))
}

/// Installs a licence file (replacing the one installed).
#[utoipa::path(put, path = "/api/licence", tag = "installation", request_body = LicenceIn,
    responses((status = 200, body = Licence), (status = 403, body = ErrorBody),
        (status = 422, description = "field licence: licence_invalid, licence_expired", body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn install_licence(
    State(s): State<AppState>,
    _: AdminAdmin,
    ApiJson(body): ApiJson<LicenceIn>,
) -> ApiResult<Json<Licence>> {
    let l = s
        .auth()
        .install_licence(pb::LicenceFile { file: body.file })
        .await
        .reply()?;
    Ok(Json(l.try_into()?))
}

/// Removes the licence: the unlimited community edition.
#[utoipa::path(delete, path = "/api/licence", tag = "installation",
    responses((status = 200, body = Licence), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn remove_licence(State(s): State<AppState>, _: AdminAdmin) -> ApiResult<Json<Licence>> {
    let l = s.auth().remove_licence(pb::Empty {}).await.reply()?;
    Ok(Json(l.try_into()?))
}

/// The mail server (never its password).
#[utoipa::path(get, path = "/api/mail/config", tag = "installation",
    responses((status = 200, body = MailConfig), (status = 403, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn get_mail_config(
    State(s): State<AppState>,
    _: AdminAdmin,
) -> ApiResult<Json<MailConfig>> {
    let m = s.auth().get_mail_config(pb::Empty {}).await.reply()?;
    Ok(Json(m.try_into()?))
}

/// Saves the mail server; the password is sealed at rest.
#[utoipa::path(put, path = "/api/mail/config", tag = "installation", request_body = MailConfigIn,
    responses((status = 200, body = MailConfig), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn put_mail_config(
    State(s): State<AppState>,
    _: AdminAdmin,
    ApiJson(body): ApiJson<MailConfigIn>,
) -> ApiResult<Json<MailConfig>> {
    let m = s
        .auth()
        .set_mail_config(pb::MailConfigInput::from(body))
        .await
        .reply()?;
    Ok(Json(m.try_into()?))
}

/// Sends a test mail through the saved mail server: 200 with the outcome whatever the server said.
#[utoipa::path(post, path = "/api/mail/test", tag = "installation", request_body = TestMailIn,
    responses((status = 200, body = MailResult), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_ADMIN"])))]
pub async fn send_test_mail(
    State(s): State<AppState>,
    _: AdminAdmin,
    ApiJson(body): ApiJson<TestMailIn>,
) -> ApiResult<Json<MailResult>> {
    let r = s
        .auth()
        .send_test_mail(pb::TestMailRequest { to: body.to })
        .await
        .reply()?;
    Ok(Json(r.try_into()?))
}
