//! REST routes under `/api`, one module per backend service, each contributing its own router with
//! its OpenAPI description; [`api`] merges them. A handler authenticates (an extractor of
//! [`crate::auth`]), translates its DTOs (`crate::dto`), calls one service and answers.

pub mod auth;
pub mod devices;
pub mod documents;
pub mod rundowns;

use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::AppState;

/// The OpenAPI document's header.
#[derive(OpenApi)]
#[openapi(
    info(title = "Newsroom API", description = "REST API of the Newsroom gateway (docs/api-design.md). \
        Durations are ISO-8601 (PT1M30S), times HH:mm:ss, dates YYYY-MM-DD."),
    tags((name = "auth", description = "Sessions and the current user"),
         (name = "users", description = "Users, groups and their permissions"),
         (name = "installation", description = "Branches, the branch configuration, the licence, the mail server"),
         (name = "directory", description = "The directory service (LDAP / Active Directory): settings, test, synchronisation of users"),
         (name = "programs", description = "Programs: the registry, allowed groups, presenters"),
         (name = "rundowns", description = "Programs, rundowns, blocks and stories with timing"),
         (name = "live", description = "Display status, approvals and the rundown log"),
         (name = "templates", description = "Rundown templates, recreate and repaginate"),
         (name = "stories", description = "Stories as documents: script, reading time, revisions"),
         (name = "locks", description = "Story edit locks with take-over"),
         (name = "devices", description = "Control-room devices, their media, CG templates and commands"),
         (name = "assignments", description = "Assignments (guidelines): list by date, filter, states, the trash"),
         (name = "reportages", description = "Reportages (news reports): sections, page filter, approval, states, the trash"),
         (name = "productions", description = "Productions (checklists): tasks, producers, resources, departure and arrival, the schedule on location"),
         (name = "files", description = "Files: uploads (images with thumbnails), their source and thumbnail URLs")),
    modifiers(&SessionScheme)
)]
struct ApiDoc;

/// The `session` security scheme every operation names: the token of `POST /api/authentication` as
/// `Authorization: Bearer` (or the `newsroom_token` cookie). An operation's scopes are the one role
/// it needs (`ROLE_<AREA>_<LEVEL>`, web.md section 6); no scope: any session; `security: [{}]`: no
/// session. The RBAC matrix test (services/newsroom/tests/api/rbac.rs) holds every route to it.
struct SessionScheme;

impl utoipa::Modify for SessionScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme(
                "session",
                SecurityScheme::Http(
                    HttpBuilder::new()
                        .scheme(HttpAuthScheme::Bearer)
                        .bearer_format("JWT")
                        .build(),
                ),
            );
    }
}

/// Every `/api` route with its OpenAPI description.
pub fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(auth::router())
        .merge(rundowns::router())
        .merge(devices::router())
        .merge(documents::router())
}
