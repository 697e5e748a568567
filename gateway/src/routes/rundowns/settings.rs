//! The rundown desk's settings (web.md section 7, "Rundowns: config"; section 9, "Rundown settings",
//! "Retention settings"): read by every rundown user (the clients show when a rundown locks itself),
//! changed by rundown administrators.

use axum::Json;
use axum::extract::State;
use newsroom_proto::rundowns::v1 as pb;
use serde::{Deserialize, Serialize};

use crate::AppState;
use crate::auth::{RundownAdmin, RundownRead};
use crate::backends::Reply;
use crate::error::{ApiJson, ApiResult, ErrorBody};

/// The rundown desk's settings.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RundownConfig {
    /// How long after its planned end a rundown locks itself (displayed; reopening it then needs
    /// RUNDOWN admin), ISO-8601 (`PT2H`, at most `P7D`); null or absent: never (the default).
    #[serde(default)]
    pub lock_after_end: Option<String>,
    /// Days a deleted story or document stays in the trash before it is purged (0-3650; 0: forever;
    /// default 30).
    pub trash_retention_days: u32,
    /// Days rundown log lines are kept (0-3650; 0: forever; default 365).
    pub log_retention_days: u32,
    /// Days versions (revisions) of stories and documents are kept, each one's latest always kept
    /// (0-3650; 0: forever, the default).
    pub version_retention_days: u32,
}

impl From<pb::RundownSettings> for RundownConfig {
    fn from(s: pb::RundownSettings) -> Self {
        RundownConfig {
            lock_after_end: s.lock_after_end,
            trash_retention_days: s.trash_retention_days,
            log_retention_days: s.log_retention_days,
            version_retention_days: s.version_retention_days,
        }
    }
}

/// The rundown desk's settings.
#[utoipa::path(get, path = "/api/rundowns/config", tag = "rundowns",
    responses((status = 200, body = RundownConfig)),
    security(("session" = ["ROLE_RUNDOWN_READ"])))]
pub async fn get_config(
    State(s): State<AppState>,
    _: RundownRead,
) -> ApiResult<Json<RundownConfig>> {
    let out = s
        .rundowns()
        .get_settings(pb::SettingsRequest {})
        .await
        .reply()?;
    Ok(Json(out.into()))
}

/// Replaces the rundown desk's settings (422 with the fields out of range).
#[utoipa::path(put, path = "/api/rundowns/config", tag = "rundowns", request_body = RundownConfig,
    responses((status = 200, body = RundownConfig), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("session" = ["ROLE_RUNDOWN_ADMIN"])))]
pub async fn put_config(
    State(s): State<AppState>,
    _: RundownAdmin,
    ApiJson(b): ApiJson<RundownConfig>,
) -> ApiResult<Json<RundownConfig>> {
    let out = s
        .rundowns()
        .set_settings(pb::RundownSettings {
            lock_after_end: b.lock_after_end,
            trash_retention_days: b.trash_retention_days,
            log_retention_days: b.log_retention_days,
            version_retention_days: b.version_retention_days,
        })
        .await
        .reply()?;
    Ok(Json(out.into()))
}
