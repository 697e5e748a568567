//! Teams (web.md section 7: "Teams: load; list by date (includeRecentDeactivations); day_used;
//! create; one_day_change; forward_change; update; delete with date"; docs/adr/0003-documents.md,
//! "Teams"). Any logged-in user reads them (assignment forms and pages name teams); writers of teams
//! (ROLE_TEAM_WRITE) change them. A day is `?date=YYYY-MM-DD`, today (UTC) when absent.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AuthUser, TeamWrite};
use crate::backends::Reply;
use crate::dto::documents::{UsageCount, usage_counts};
use crate::dto::teams::{ShiftIn, Team, TeamIn, TeamRename};
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult};

/// `?date=&includeRecentDeactivations=`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct TeamDayQuery {
    /// YYYY-MM-DD; today (UTC) when absent.
    #[serde(default)]
    pub date: Option<String>,
    /// Also the teams deleted in the 30 days before `date`, each as it was on its last day (an
    /// older assignment still shows its team).
    #[serde(default)]
    pub include_recent_deactivations: bool,
}

impl TeamDayQuery {
    fn day(&self) -> String {
        self.date.clone().unwrap_or_else(|| {
            chrono::Utc::now()
                .date_naive()
                .format("%Y-%m-%d")
                .to_string()
        })
    }
}

/// The teams that exist on a day, by name, as they are that day.
#[utoipa::path(get, path = "/api/teams", tag = "teams", params(TeamDayQuery),
    responses((status = 200, body = Vec<Team>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn list_teams(
    State(s): State<AppState>,
    _user: AuthUser,
    ApiQuery(q): ApiQuery<TeamDayQuery>,
) -> ApiResult<Json<Vec<Team>>> {
    let list = s
        .documents()
        .list_teams(pb::TeamsRequest {
            date: q.day(),
            include_recent_deactivations: q.include_recent_deactivations,
        })
        .await
        .reply()?;
    Ok(Json(
        list.items
            .into_iter()
            .map(Team::try_from)
            .collect::<Result<_, _>>()?,
    ))
}

/// A new team, from its first day (`date`) on: 409 `conflict` for a name a team has (whatever the
/// letter case); 422 with field messages (name, date, start, end, members, notes).
#[utoipa::path(post, path = "/api/teams", tag = "teams", request_body = TeamIn,
    responses((status = 201, body = Team), (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_TEAM_WRITE"])))]
pub async fn create_team(
    State(s): State<AppState>,
    TeamWrite(user): TeamWrite,
    ApiJson(b): ApiJson<TeamIn>,
) -> ApiResult<(StatusCode, Json<Team>)> {
    let (name, shift) = b.into_pb();
    let team = s
        .documents()
        .create_team(pb::CreateTeamRequest {
            name,
            shift: Some(shift),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok((StatusCode::CREATED, Json(team.try_into()?)))
}

/// How many assignments of a day (not in the trash) send each team that any sends.
#[utoipa::path(get, path = "/api/teams/day_used", tag = "teams", params(TeamDayQuery),
    responses((status = 200, body = Vec<UsageCount>), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn teams_day_used(
    State(s): State<AppState>,
    _user: AuthUser,
    ApiQuery(q): ApiQuery<TeamDayQuery>,
) -> ApiResult<Json<Vec<UsageCount>>> {
    let u = s
        .documents()
        .count_teams_used(pb::TeamsRequest {
            date: q.day(),
            include_recent_deactivations: false,
        })
        .await
        .reply()?;
    Ok(Json(usage_counts(u)))
}

/// A team as it is on a day (404 when it does not exist that day).
#[utoipa::path(get, path = "/api/teams/{id}", tag = "teams", params(("id" = i64, Path), TeamDayQuery),
    responses((status = 200, body = Team), (status = 404, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn get_team(
    State(s): State<AppState>,
    _user: AuthUser,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<TeamDayQuery>,
) -> ApiResult<Json<Team>> {
    let team = s
        .documents()
        .get_team(pb::TeamRef { id, date: q.day() })
        .await
        .reply()?;
    Ok(Json(team.try_into()?))
}

/// Renames a team (every day alike); answered as it is on its first day. 404, 409 `conflict`, 422.
#[utoipa::path(put, path = "/api/teams/{id}", tag = "teams", params(("id" = i64, Path)), request_body = TeamRename,
    responses((status = 200, body = Team), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_TEAM_WRITE"])))]
pub async fn rename_team(
    State(s): State<AppState>,
    TeamWrite(user): TeamWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<TeamRename>,
) -> ApiResult<Json<Team>> {
    let team = s
        .documents()
        .rename_team(pb::RenameTeamRequest {
            id,
            name: b.name,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(team.try_into()?))
}

/// Deletes a team from a day on (`date`, today when absent): it stays on the days before and in
/// their assignments; a team with no day before it goes altogether. 409 `team_in_use` ("This team
/// could not be deleted as it is being used in a document.") while an assignment of that day or
/// later, trash included, sends it; 404.
#[utoipa::path(delete, path = "/api/teams/{id}", tag = "teams", params(("id" = i64, Path), TeamDayQuery),
    responses((status = 204), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_TEAM_WRITE"])))]
pub async fn delete_team(
    State(s): State<AppState>,
    TeamWrite(user): TeamWrite,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<TeamDayQuery>,
) -> ApiResult<StatusCode> {
    s.documents()
        .delete_team(pb::DeleteTeamRequest {
            id,
            date: q.day(),
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(StatusCode::NO_CONTENT)
}

async fn change(
    s: &AppState,
    user: &AuthUser,
    id: i64,
    b: ShiftIn,
    one_day: bool,
) -> ApiResult<Json<Team>> {
    let team = s
        .documents()
        .change_team(pb::ChangeTeamRequest {
            id,
            shift: Some(b.into_pb()),
            one_day,
            actor: Some(user.actor()),
        })
        .await
        .reply()?;
    Ok(Json(team.try_into()?))
}

/// Changes a team on `date` alone (a one-day change; a second one of the same day replaces it);
/// answered as it is that day. 404; 409 `conflict` when changed at the same moment; 422 (`date`
/// `invalid` on or after the day it was deleted from).
#[utoipa::path(put, path = "/api/teams/{id}/one_day_change", tag = "teams", params(("id" = i64, Path)), request_body = ShiftIn,
    responses((status = 200, body = Team), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_TEAM_WRITE"])))]
pub async fn one_day_change(
    State(s): State<AppState>,
    TeamWrite(user): TeamWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ShiftIn>,
) -> ApiResult<Json<Team>> {
    change(&s, &user, id, b, true).await
}

/// Changes a team from `date` on: later changes "from a day on" give way to it, and so does the
/// one-day change of `date`; one-day changes of later days stay. Answered as it is on `date`.
/// Errors as `one_day_change`.
#[utoipa::path(put, path = "/api/teams/{id}/forward_change", tag = "teams", params(("id" = i64, Path)), request_body = ShiftIn,
    responses((status = 200, body = Team), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = ["ROLE_TEAM_WRITE"])))]
pub async fn forward_change(
    State(s): State<AppState>,
    TeamWrite(user): TeamWrite,
    ApiPath(id): ApiPath<i64>,
    ApiJson(b): ApiJson<ShiftIn>,
) -> ApiResult<Json<Team>> {
    change(&s, &user, id, b, false).await
}
