//! The general search (docs/adr/0004-search.md): `GET /api/search` for any session (the results are
//! of the kinds the caller's areas let them read, among the documents they may see; 403 when they
//! may read no kind asked for), and the index's status and rebuild for the administration.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use newsroom_domain::search::DocumentKind;
use newsroom_proto::documents::v1 as pb;
use serde::Deserialize;

use crate::AppState;
use crate::auth::{AdminRead, AdminWrite, AuthUser};
use crate::backends::Reply;
use crate::dto::search::{SearchPage, SearchStatus};
use crate::error::{ApiQuery, ApiResult};

/// `?q=&mode=&kinds=&programId=&state=&from=&to=&authorId=&offset=0&size=15`: blank texts and ids
/// of 0 or less mean no such condition (web.md section 5).
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// The words (at most 500 characters). Blank with `from` or `to`: every document of that
    /// period the caller may see, newest day first (the archive); blank without them is 422.
    #[serde(default)]
    pub q: String,
    /// FUZZY (misspellings too), MUST (every word), PHRASE (the words in order) or SHOULD (any
    /// word, the default).
    #[serde(default)]
    pub mode: String,
    /// Comma-separated kinds (ASSIGNMENT, PRODUCTION, REPORTAGE, REPORT, ROUND, STORY); empty:
    /// every kind the caller may read.
    #[serde(default)]
    pub kinds: String,
    /// One program.
    #[serde(default)]
    pub program_id: i64,
    /// One state (PRODUCING, ...).
    #[serde(default)]
    pub state: String,
    /// From this day (YYYY-MM-DD), inclusive.
    #[serde(default)]
    pub from: String,
    /// To this day (YYYY-MM-DD), inclusive; before `from` is 422 `date_order`.
    #[serde(default)]
    pub to: String,
    /// Written by this user.
    #[serde(default)]
    pub author_id: i64,
    /// Results to skip (0 to 10000).
    #[serde(default)]
    #[param(minimum = 0, maximum = 10000)]
    pub offset: i64,
    /// Results on the page (1 to 100; 0 or absent: 15).
    #[serde(default)]
    #[param(minimum = 0, maximum = 100)]
    pub size: i64,
}

/// Searches every document kind and stories (mobile.md section 4's modes), best first, with
/// highlighted slugs and excerpts (422 with field messages for a bad search).
#[utoipa::path(get, path = "/api/search", tag = "search", params(SearchQuery),
    responses((status = 200, body = SearchPage), (status = 422, body = crate::error::ErrorBody)),
    security(("session" = [])))]
pub async fn search(
    State(s): State<AppState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<SearchQuery>,
) -> ApiResult<Json<SearchPage>> {
    let page = s
        .documents()
        .search(pb::SearchRequest {
            q: q.q,
            mode: q.mode,
            kinds: q
                .kinds
                .split(',')
                .map(str::trim)
                .filter(|k| !k.is_empty())
                .map(str::to_owned)
                .collect(),
            program_id: q.program_id,
            state: q.state,
            from: q.from,
            to: q.to,
            author_id: q.author_id,
            offset: q.offset,
            size: q.size,
            readable_kinds: DocumentKind::readable(&user.permissions)
                .into_iter()
                .map(|k| k.as_str().to_owned())
                .collect(),
            viewer_id: user.user.id,
        })
        .await
        .reply()?;
    Ok(Json(page.try_into()?))
}

/// How the search index stands (web.md section 4: the rebuild is an in-progress state).
#[utoipa::path(get, path = "/api/search/status", tag = "search",
    responses((status = 200, body = SearchStatus)),
    security(("session" = ["ROLE_ADMIN_READ"])))]
pub async fn search_status(
    State(s): State<AppState>,
    _admin: AdminRead,
) -> ApiResult<Json<SearchStatus>> {
    let status = s
        .documents()
        .get_search_status(pb::SearchStatusRequest {})
        .await
        .reply()?;
    Ok(Json(status.into()))
}

/// Rebuilds the search index from the database (202: it runs on; the status says when it is done).
#[utoipa::path(post, path = "/api/search/rebuild", tag = "search",
    responses((status = 202, body = SearchStatus)),
    security(("session" = ["ROLE_ADMIN_WRITE"])))]
pub async fn rebuild_search(
    State(s): State<AppState>,
    _admin: AdminWrite,
) -> ApiResult<(StatusCode, Json<SearchStatus>)> {
    let status = s
        .documents()
        .rebuild_search(pb::SearchStatusRequest {})
        .await
        .reply()?;
    Ok((StatusCode::ACCEPTED, Json(status.into())))
}
