//! The access log (web.md section 6: "The access log can be filtered by login or by ip"): logins,
//! failed and throttled attempts, logouts, ended sessions. Administration of the newsroom (ADMIN read).

use axum::Json;
use axum::extract::State;
use newsroom_proto::auth::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::AdminRead;
use crate::backends::Reply;
use crate::dto::auth::{AccessLogEntry, AccessLogPage};
use crate::error::{ApiQuery, ApiResult, ErrorBody};

/// The filter and page of the access log.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AccessLogQuery {
    /// Login names containing this (case-insensitive).
    #[serde(default)]
    pub login: String,
    /// Addresses starting with this.
    #[serde(default)]
    pub ip: String,
    /// Zero-based page (default 0).
    #[serde(default)]
    pub page: u32,
    /// Page size (default 25, at most 500).
    pub size: Option<u32>,
}

/// A page of the access log, newest first.
#[utoipa::path(get, path = "/api/access_logs", tag = "users", params(AccessLogQuery),
    responses((status = 200, body = AccessLogPage), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_ADMIN_READ"])))]
pub async fn access_logs(
    State(s): State<AppState>,
    _: AdminRead,
    ApiQuery(q): ApiQuery<AccessLogQuery>,
) -> ApiResult<Json<AccessLogPage>> {
    let size = super::users::page_size(q.page, q.size)?;
    let page = s
        .auth()
        .list_access_log(pb::AccessLogQuery {
            login: q.login,
            ip: q.ip,
            page: q.page,
            size,
        })
        .await
        .reply()?;
    Ok(Json(AccessLogPage {
        data: page
            .entries
            .into_iter()
            .map(AccessLogEntry::try_from)
            .collect::<Result<_, _>>()?,
        total: page.total,
    }))
}
