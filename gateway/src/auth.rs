//! Who is calling: the token from `Authorization: Bearer` or the `newsroom_token` cookie, resolved by
//! the auth service; and the permission checks that handlers take as arguments
//! (`RundownWrite(user)`: web.md section 6).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use newsroom_domain::ErrorCode;
use newsroom_domain::permission::{Area, Level, Permissions};
use newsroom_proto::auth::v1 as pb;

use crate::AppState;
use crate::backends::Reply;
use crate::error::ApiError;

/// The session cookie set at login.
pub const COOKIE: &str = "newsroom_token";

/// The token of a request: the bearer header first, then the cookie.
pub fn token_of(headers: &http::HeaderMap) -> Option<String> {
    if let Some(v) = headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        && let Some(t) = v.strip_prefix("Bearer ")
    {
        return Some(t.trim().to_owned());
    }
    cookie_token(headers)
}

/// The token in the `newsroom_token` cookie.
pub fn cookie_token(headers: &http::HeaderMap) -> Option<String> {
    headers
        .get_all(http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.to_owned())
        .filter(|v| !v.is_empty())
}

/// Where a request comes from: the peer address, or, when the peer is a trusted proxy, the last
/// address of `X-Forwarded-For` that is not one (proxies append, so earlier entries are the client's
/// own claims); and the `User-Agent`. Never fails.
#[derive(Debug, Clone, Default)]
pub struct ClientInfo(pub pb::Client);

impl FromRequestParts<AppState> for ClientInfo {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map(|c| c.0.ip());
        let trusted = |ip: &std::net::IpAddr| state.trusted_proxies.contains(ip);
        let mut ip = peer;
        if peer.as_ref().is_some_and(trusted) {
            let forwarded: Vec<std::net::IpAddr> = parts
                .headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|a| a.trim().parse().ok())
                .collect();
            if let Some(client) = forwarded.iter().rev().find(|a| !trusted(a)) {
                ip = Some(*client);
            }
        }
        let user_agent = parts
            .headers
            .get(http::header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .chars()
            .take(300)
            .collect();
        Ok(ClientInfo(pb::Client {
            ip: ip.map(|i| i.to_string()).unwrap_or_default(),
            user_agent,
        }))
    }
}

/// An authenticated caller.
#[derive(Debug, Clone)]
pub struct AuthUser {
    /// The user as the auth service describes them.
    pub user: pb::User,
    /// The token the request carried.
    pub token: String,
    /// The user's permissions, read back from the expanded roles.
    pub permissions: Permissions,
}

impl AuthUser {
    /// Resolves a token through the auth service.
    ///
    /// # Errors
    /// `session_expired` when the token is not valid.
    pub async fn resolve(state: &AppState, token: String) -> Result<AuthUser, ApiError> {
        let user = state
            .auth()
            .authenticate(pb::AuthenticateRequest {
                token: token.clone(),
            })
            .await
            .reply()?;
        let permissions =
            Permissions::from_roles(&user.roles).map_err(|_| ApiError::new(ErrorCode::Internal))?;
        Ok(AuthUser {
            user,
            token,
            permissions,
        })
    }

    /// Fails with 403 unless the user holds `level` on `area`.
    ///
    /// # Errors
    /// `forbidden`.
    pub fn require(&self, area: Area, level: Level) -> Result<(), ApiError> {
        if self.permissions.allows(area, level) {
            Ok(())
        } else {
            Err(ApiError::new(ErrorCode::Forbidden))
        }
    }

    /// The caller the services see for this user: their groups, whether they see every program
    /// (PROGRAM admin), whether they administer rundowns (RUNDOWN admin) and assignments
    /// (ASSIGNMENT admin), and the areas they may write.
    pub fn caller(&self) -> newsroom_proto::caller::Caller {
        newsroom_proto::caller::Caller {
            groups: self.user.group_ids.clone(),
            all_programs: self.permissions.allows(Area::Program, Level::Admin),
            rundown_admin: self.permissions.allows(Area::Rundown, Level::Admin),
            assignment_admin: self.permissions.allows(Area::Assignment, Level::Admin),
            writes: self.areas(Level::Write),
            reads: self.areas(Level::Read),
        }
    }

    /// The role names of the areas this user holds at `level` or above.
    fn areas(&self, level: Level) -> Vec<String> {
        Area::ALL
            .iter()
            .filter(|a| self.permissions.allows(**a, level))
            .map(|a| a.as_str().to_owned())
            .collect()
    }

    /// The actor of a change, for the services' logs.
    pub fn actor(&self) -> newsroom_proto::rundowns::v1::Actor {
        newsroom_proto::rundowns::v1::Actor {
            user_id: self.user.id,
            nickname: self.user.nickname.clone(),
        }
    }
}

/// Resolves the session of an API request once, when it carries a token, keeps the user for the
/// handler's extractors, and runs the request inside its [`newsroom_proto::caller::CALLER`], so
/// every service call made for it says whose it is (programs restricted to groups: web.md
/// section 6). A request without a valid session runs as is; its extractor answers 401.
pub async fn scope_caller(
    axum::extract::State(state): axum::extract::State<AppState>,
    mut req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    if let Some(token) = token_of(req.headers())
        && let Ok(user) = AuthUser::resolve(&state, token).await
    {
        let caller = user.caller();
        req.extensions_mut().insert(user);
        return newsroom_proto::caller::CALLER
            .scope(caller, next.run(req))
            .await;
    }
    next.run(req).await
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<AuthUser>() {
            return Ok(user.clone());
        }
        let token =
            token_of(&parts.headers).ok_or_else(|| ApiError::new(ErrorCode::SessionExpired))?;
        AuthUser::resolve(state, token).await
    }
}

macro_rules! permission {
    ($(#[$doc:meta])* $name:ident, $area:expr, $level:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $name(pub AuthUser);

        impl FromRequestParts<AppState> for $name {
            type Rejection = ApiError;

            async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
                let user = AuthUser::from_request_parts(parts, state).await?;
                user.require($area, $level)?;
                Ok($name(user))
            }
        }
    };
}

permission!(
    /// A caller who may read assignments (ROLE_ASSIGNMENT_READ).
    AssignmentRead, Area::Assignment, Level::Read
);
permission!(
    /// A caller who may write assignments (ROLE_ASSIGNMENT_WRITE).
    AssignmentWrite, Area::Assignment, Level::Write
);
permission!(
    /// A caller who administers assignments (ROLE_ASSIGNMENT_ADMIN): their settings (state-lock).
    AssignmentAdmin, Area::Assignment, Level::Admin
);
permission!(
    /// A caller who may upload files (ROLE_MEDIA_WRITE).
    MediaWrite, Area::Media, Level::Write
);
permission!(
    /// A caller who may read productions (ROLE_PRODUCTION_READ).
    ProductionRead, Area::Production, Level::Read
);
permission!(
    /// A caller who may write productions (ROLE_PRODUCTION_WRITE).
    ProductionWrite, Area::Production, Level::Write
);
permission!(
    /// A caller who administers productions (ROLE_PRODUCTION_ADMIN): their settings.
    ProductionAdmin, Area::Production, Level::Admin
);
permission!(
    /// A caller who may read reports (ROLE_REPORT_READ).
    ReportRead, Area::Report, Level::Read
);
permission!(
    /// A caller who may write reports (ROLE_REPORT_WRITE).
    ReportWrite, Area::Report, Level::Write
);
permission!(
    /// A caller who may read assignment proposals (ROLE_ASSIGNMENT_PROPOSAL_READ).
    ProposalRead, Area::AssignmentProposal, Level::Read
);
permission!(
    /// A caller who may write assignment proposals (ROLE_ASSIGNMENT_PROPOSAL_WRITE).
    ProposalWrite, Area::AssignmentProposal, Level::Write
);
permission!(
    /// A caller who may read contacts (ROLE_CONTACT_READ).
    ContactRead, Area::Contact, Level::Read
);
permission!(
    /// A caller who may write contacts (ROLE_CONTACT_WRITE).
    ContactWrite, Area::Contact, Level::Write
);
permission!(
    /// A caller who may read rounds (ROLE_ROUND_READ).
    RoundRead, Area::Round, Level::Read
);
permission!(
    /// A caller who may write rounds (ROLE_ROUND_WRITE).
    RoundWrite, Area::Round, Level::Write
);
permission!(
    /// A caller who may read reportages (ROLE_NEWS_REPORT_READ).
    NewsReportRead, Area::NewsReport, Level::Read
);
permission!(
    /// A caller who may write reportages (ROLE_NEWS_REPORT_WRITE).
    NewsReportWrite, Area::NewsReport, Level::Write
);
permission!(
    /// A caller who administers reportages (ROLE_NEWS_REPORT_ADMIN): approves them for air.
    NewsReportAdmin, Area::NewsReport, Level::Admin
);
permission!(
    /// A caller who may change teams and their schedule (ROLE_TEAM_WRITE).
    TeamWrite, Area::Team, Level::Write
);
permission!(
    /// A caller with read access to rundowns (ROLE_RUNDOWN_READ).
    RundownRead, Area::Rundown, Level::Read
);
permission!(
    /// A caller with write access to rundowns (ROLE_RUNDOWN_WRITE).
    RundownWrite, Area::Rundown, Level::Write
);
permission!(
    /// A caller who may read stories (ROLE_STORY_READ).
    StoryRead, Area::Story, Level::Read
);
permission!(
    /// A caller who may write stories (ROLE_STORY_WRITE).
    StoryWrite, Area::Story, Level::Write
);
permission!(
    /// A caller who may see the administration (devices registry): ROLE_ADMIN_READ.
    AdminRead, Area::Admin, Level::Read
);
permission!(
    /// A caller who may change the administration (register devices): ROLE_ADMIN_WRITE.
    AdminWrite, Area::Admin, Level::Write
);
permission!(
    /// A caller who administers the installation (licence, mail server, directory service):
    /// ROLE_ADMIN_ADMIN.
    AdminAdmin, Area::Admin, Level::Admin
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bearer_wins_over_cookie() {
        let mut h = http::HeaderMap::new();
        h.insert(
            http::header::COOKIE,
            "a=1; newsroom_token=cookie".parse().unwrap(),
        );
        assert_eq!(token_of(&h).as_deref(), Some("cookie"));
        h.insert(
            http::header::AUTHORIZATION,
            "Bearer header".parse().unwrap(),
        );
        assert_eq!(token_of(&h).as_deref(), Some("header"));
    }
}
permission!(
    /// A caller who may see users and groups (ROLE_USER_READ).
    UserRead, Area::User, Level::Read
);
permission!(
    /// A caller who may create, edit, deactivate and restore users, reset their passwords
    /// (ROLE_USER_WRITE).
    UserWrite, Area::User, Level::Write
);
permission!(
    /// A caller who administers users: groups, permissions, group membership, ending sessions
    /// (ROLE_USER_ADMIN).
    UserAdmin, Area::User, Level::Admin
);
permission!(
    /// A caller who may see branches (ROLE_BRANCH_READ).
    BranchRead, Area::Branch, Level::Read
);
permission!(
    /// A caller who may change branches and the branch configuration (ROLE_BRANCH_WRITE).
    BranchWrite, Area::Branch, Level::Write
);
permission!(
    /// A caller who may change programs (presenters, CG device): ROLE_PROGRAM_WRITE.
    ProgramWrite, Area::Program, Level::Write
);
permission!(
    /// A caller who may read the program registry (ROLE_PROGRAM_READ).
    ProgramRead, Area::Program, Level::Read
);
permission!(
    /// A caller who administers rundowns (ROLE_RUNDOWN_ADMIN): their settings, reopening late.
    RundownAdmin, Area::Rundown, Level::Admin
);
