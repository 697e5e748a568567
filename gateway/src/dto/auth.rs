//! REST shapes of the auth service: the login form and its answer, the current user and the roles.

use newsroom_domain::ids::UserId;
use newsroom_domain::permission::Permissions;
use newsroom_proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};

/// The login form (`application/x-www-form-urlencoded`).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginForm {
    /// Login name or e-mail.
    pub username: String,
    /// Password.
    pub password: String,
    /// Password reset flow (not built yet; ignored).
    #[serde(default)]
    pub is_reset_password: Option<String>,
}

/// A successful login.
#[derive(Serialize, utoipa::ToSchema)]
pub struct TokenOut {
    /// The session token (a JWT); also set as the HttpOnly `newsroom_token` cookie.
    pub token: String,
}

/// The current user.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct User {
    /// Key.
    pub id: UserId,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// Roles, expanded: a write role brings its read role, an admin role both (web.md section 6).
    #[schema(value_type = Vec<RoleSchema>)]
    pub roles: Vec<String>,
}

impl From<pb::User> for User {
    fn from(u: pb::User) -> Self {
        User {
            id: UserId::from_db(u.id),
            name: u.name,
            nickname: u.nickname,
            roles: u.roles,
        }
    }
}

/// The `ROLE_<AREA>_<LEVEL>` strings of web.md section 6, listed in the OpenAPI document as `Role`.
pub struct RoleSchema;

impl utoipa::PartialSchema for RoleSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(Permissions::all_authorities()))
            .into()
    }
}

impl utoipa::ToSchema for RoleSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "Role".into()
    }
}
