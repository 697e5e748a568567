//! Templates, recreate and repaginate (web.md section 7, "Rundowns": templates, recreate, repaginate).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::ids::TemplateId;
use newsroom_proto::rundowns::v1 as pb;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::dto::rundowns::{RecreateIn, Rundown, Template, TemplateIn};
use crate::error::{ApiJson, ApiPath, ApiResult};

/// Saves the rundown's running order as a template of its program (409 for a name the program already
/// uses, unless `overwrite`).
#[utoipa::path(post, path = "/api/rundowns/{id}/template", tag = "templates", request_body = TemplateIn,
    responses((status = 201, body = Template), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn save_template(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<TemplateIn>,
) -> ApiResult<(StatusCode, Json<Template>)> {
    let req = pb::SaveTemplateRequest {
        rundown_id: id,
        name: b.name,
        actor: Some(user.actor()),
        overwrite: b.overwrite,
    };
    Ok((
        StatusCode::CREATED,
        Json(s.rundowns().save_template(req).await.reply()?.into()),
    ))
}

/// The templates of a program, by name.
#[utoipa::path(get, path = "/api/programs/{id}/templates", tag = "templates",
    responses((status = 200, body = Vec<Template>)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn list_templates(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<Template>>> {
    let out = s
        .rundowns()
        .list_templates(pb::ListTemplatesRequest { program_id: id })
        .await
        .reply()?;
    Ok(Json(out.templates.into_iter().map(Into::into).collect()))
}

/// Deletes a template.
#[utoipa::path(delete, path = "/api/templates/{id}", tag = "templates", responses((status = 204), (status = 404)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn delete_template(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    s.rundowns()
        .delete_template(pb::DeleteRequest {
            id,
            actor: Some(user.actor()),
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Rebuilds an empty rundown from a template or the default layout (409 `rundown_not_empty`).
#[utoipa::path(post, path = "/api/rundowns/{id}/recreate", tag = "templates", request_body = RecreateIn,
    responses((status = 200, body = Rundown), (status = 409, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn recreate(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<RecreateIn>,
) -> ApiResult<Json<Rundown>> {
    let req = pb::RecreateRequest {
        rundown_id: id,
        template_id: b.template_id.map(TemplateId::get),
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.rundowns()
            .recreate_rundown(req)
            .await
            .reply()?
            .try_into()?,
    ))
}

/// Renumbers the pages per block: A1, A2, B1, ... (standby stories get none).
#[utoipa::path(post, path = "/api/rundowns/{id}/repaginate", tag = "templates", responses((status = 200, body = Rundown)),
    security(("session" = ["ROLE_RUNDOWN_WRITE"])))]
pub async fn repaginate(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Rundown>> {
    let req = pb::RepaginateRequest {
        rundown_id: id,
        actor: Some(user.actor()),
    };
    Ok(Json(
        s.rundowns().repaginate(req).await.reply()?.try_into()?,
    ))
}
