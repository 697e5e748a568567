//! Templates, recreate and repaginate (web.md section 7, "Rundowns": templates, recreate, repaginate).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::rundowns::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{RundownRead, RundownWrite};
use crate::backends::Reply;
use crate::error::{ApiJson, ApiPath, ApiResult};

/// `{"name": "Weekday"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TemplateIn {
    /// Name, unique per program (1-80 characters).
    pub name: String,
}

/// `{"templateId": 3}` or `{}` for the default layout.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecreateIn {
    /// A template of the rundown's program; absent: block "A" and the standby block.
    #[serde(default)]
    pub template_id: Option<i64>,
}

/// Saves the rundown's running order as a template of its program.
#[utoipa::path(post, path = "/api/rundowns/{id}/template", tag = "templates", request_body = TemplateIn,
    responses((status = 201, body = pb::Template), (status = 409, body = crate::error::ErrorBody)))]
pub async fn save_template(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<TemplateIn>,
) -> ApiResult<(StatusCode, Json<pb::Template>)> {
    let req = pb::SaveTemplateRequest {
        rundown_id: id,
        name: b.name,
        actor: Some(user.actor()),
    };
    Ok((
        StatusCode::CREATED,
        Json(s.rundowns().save_template(req).await.reply()?),
    ))
}

/// The templates of a program, by name.
#[utoipa::path(get, path = "/api/programs/{id}/templates", tag = "templates",
    responses((status = 200, body = Vec<pb::Template>)))]
pub async fn list_templates(
    State(s): State<AppState>,
    _u: RundownRead,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<Vec<pb::Template>>> {
    let out = s
        .rundowns()
        .list_templates(pb::ListTemplatesRequest { program_id: id })
        .await
        .reply()?;
    Ok(Json(out.templates))
}

/// Deletes a template.
#[utoipa::path(delete, path = "/api/templates/{id}", tag = "templates", responses((status = 204), (status = 404)))]
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
    responses((status = 200, body = pb::Rundown), (status = 409, body = crate::error::ErrorBody)))]
pub async fn recreate(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<RecreateIn>,
) -> ApiResult<Json<pb::Rundown>> {
    let req = pb::RecreateRequest {
        rundown_id: id,
        template_id: b.template_id,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().recreate_rundown(req).await.reply()?))
}

/// Renumbers the pages per block: A1, A2, B1, ... (standby stories get none).
#[utoipa::path(post, path = "/api/rundowns/{id}/repaginate", tag = "templates", responses((status = 200, body = pb::Rundown)))]
pub async fn repaginate(
    State(s): State<AppState>,
    RundownWrite(user): RundownWrite,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<pb::Rundown>> {
    let req = pb::RepaginateRequest {
        rundown_id: id,
        actor: Some(user.actor()),
    };
    Ok(Json(s.rundowns().repaginate(req).await.reply()?))
}
