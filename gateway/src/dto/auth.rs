//! REST shapes of the auth service: the login form and its answer, the current user and the roles,
//! users and groups (web.md sections 3 and 7).

use std::collections::BTreeMap;

use newsroom_domain::ids::{GroupId, UserId};
use newsroom_domain::permission::{Area, Level, Permissions};
use newsroom_proto::auth::v1 as pb;
use newsroom_proto::convert;
use serde::{Deserialize, Serialize};

/// The login form (`application/x-www-form-urlencoded`).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginForm {
    /// Login name or e-mail.
    pub username: String,
    /// Password.
    pub password: String,
    /// `true`: the "new password" prompt of a first access or an expired password; `password` is the
    /// current (one-time) password and `newPassword` replaces it.
    #[serde(default)]
    pub is_reset_password: Option<String>,
    /// The new password (with `isResetPassword`).
    #[serde(default)]
    pub new_password: Option<String>,
    /// The new password again.
    #[serde(default)]
    pub new_password_confirmation: Option<String>,
}

/// A successful login.
#[derive(Serialize, utoipa::ToSchema)]
pub struct TokenOut {
    /// The session token (a JWT); also set as the HttpOnly `newsroom_token` cookie.
    pub token: String,
}

/// The current user.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct User {
    /// Key.
    pub id: UserId,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// E-mail.
    pub email: String,
    /// The groups the user belongs to.
    pub group_ids: Vec<GroupId>,
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
            email: u.email,
            group_ids: u.group_ids.into_iter().map(GroupId::from_db).collect(),
            roles: u.roles,
        }
    }
}

/// UTC seconds as an ISO-8601 instant (`2026-11-25T08:00:00Z`); 0 (never) as `None`.
fn instant(seconds: i64) -> Option<String> {
    (seconds > 0)
        .then(|| chrono::DateTime::from_timestamp(seconds, 0))
        .flatten()
        .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

/// A user as administrators see them (never a password).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserAccount {
    /// Key.
    pub id: UserId,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// E-mail.
    pub email: String,
    /// May log in; a deactivated ("deleted") user is kept, with what they wrote.
    pub active: bool,
    /// Logs in by a directory-service (LDAP) bind.
    pub directory_user: bool,
    /// Days a password lasts; 0: it never expires (web.md section 5).
    pub expiration_days: u32,
    /// The groups.
    pub group_ids: Vec<GroupId>,
    /// The next login asks for a new password (first access, reset).
    pub must_change_password: bool,
    /// When the password was last set (UTC, ISO-8601); null: never.
    pub password_changed_at: Option<String>,
    /// Last login (UTC, ISO-8601); null: never.
    pub last_login_at: Option<String>,
    /// When the user last saw the notices (UTC, ISO-8601); null: never.
    pub last_notice_at: Option<String>,
}

impl From<pb::UserDetail> for UserAccount {
    fn from(u: pb::UserDetail) -> Self {
        UserAccount {
            id: UserId::from_db(u.id),
            name: u.name,
            nickname: u.nickname,
            email: u.email,
            active: u.active,
            directory_user: u.directory_user,
            expiration_days: u.expiration_days,
            group_ids: u.group_ids.into_iter().map(GroupId::from_db).collect(),
            must_change_password: u.must_change_password,
            password_changed_at: instant(u.password_changed_at),
            last_login_at: instant(u.last_login_at),
            last_notice_at: instant(u.last_notice_at),
        }
    }
}

/// A page of users (`GET /api/users/filter`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UserPage {
    /// The users of the page, by name.
    pub data: Vec<UserAccount>,
    /// How many users match in all.
    pub total: u64,
}

/// A user in a picker (editors, producers, reporters, a group's active users).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UserPick {
    /// Key.
    pub id: UserId,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
}

impl From<pb::UserDetail> for UserPick {
    fn from(u: pb::UserDetail) -> Self {
        UserPick {
            id: UserId::from_db(u.id),
            name: u.name,
            nickname: u.nickname,
        }
    }
}

fn yes() -> bool {
    true
}

/// A user as an administrator enters them.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UserIn {
    /// Full name (required, at most 120 characters).
    pub name: String,
    /// Login name (required, unique, no spaces, at most 60 characters).
    pub nickname: String,
    /// E-mail (required, unique).
    pub email: String,
    /// A one-time password the user replaces at the first login; required on create (except for
    /// directory users), empty on update keeps the current one.
    #[serde(default)]
    pub password: String,
    /// The same password again.
    #[serde(default)]
    pub password_confirmation: String,
    /// Days a password lasts; 0 (default): it never expires.
    #[serde(default)]
    pub expiration_days: u32,
    /// Logs in by a directory-service bind.
    #[serde(default)]
    pub directory_user: bool,
    /// May log in (default true).
    #[serde(default = "yes")]
    pub active: bool,
    /// Groups (assigning groups needs user administration).
    #[serde(default)]
    pub group_ids: Vec<GroupId>,
}

impl From<UserIn> for pb::UserInput {
    fn from(u: UserIn) -> Self {
        pb::UserInput {
            name: u.name,
            nickname: u.nickname,
            email: u.email,
            password: u.password,
            password_confirmation: u.password_confirmation,
            expiration_days: u.expiration_days,
            directory_user: u.directory_user,
            active: u.active,
            group_ids: u.group_ids.iter().map(|g| g.get()).collect(),
        }
    }
}

/// "My data": what users change about themselves.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MyDataIn {
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// E-mail.
    pub email: String,
    /// The current password (to set a new one).
    #[serde(default)]
    pub current_password: String,
    /// A new password; empty keeps the current one.
    #[serde(default)]
    pub password: String,
    /// The new password again.
    #[serde(default)]
    pub password_confirmation: String,
}

/// A one-time password to hand to the user (shown once).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct OneTimePassword {
    /// The password; the user chooses their own at the next login.
    pub password: String,
}

/// A group's id and name (the program registry's choice of allowed groups).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupPick {
    /// Key.
    pub id: GroupId,
    /// Name.
    pub name: String,
}

/// A group: a level per area (every one of the 24, `NONE` included) and the pickers its members
/// appear in.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Group {
    /// Key.
    pub id: GroupId,
    /// Name (unique).
    pub name: String,
    /// Level per area, every area listed.
    pub permissions: BTreeMap<Area, Level>,
    /// Members are editors.
    pub editors: bool,
    /// Members are image editors.
    pub image_editors: bool,
    /// Members are producers.
    pub producers: bool,
    /// Members are reporters.
    pub reporters: bool,
    /// Report categories.
    pub categories: Vec<String>,
    /// Members, active or not.
    pub user_count: u64,
}

impl TryFrom<pb::Group> for Group {
    type Error = crate::error::ApiError;

    fn try_from(g: pb::Group) -> Result<Self, Self::Error> {
        let mut permissions: BTreeMap<Area, Level> =
            Area::ALL.iter().map(|a| (*a, Level::None)).collect();
        for p in &g.permissions {
            let area = super::known(p.area, convert::area_in, "Permission.area")?;
            let level = super::known(p.level, convert::level_in, "Permission.level")?;
            permissions.insert(area, level);
        }
        Ok(Group {
            id: GroupId::from_db(g.id),
            name: g.name,
            permissions,
            editors: g.editors,
            image_editors: g.image_editors,
            producers: g.producers,
            reporters: g.reporters,
            categories: g.categories,
            user_count: g.user_count,
        })
    }
}

/// A group as an administrator enters it.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GroupIn {
    /// Name (required, unique).
    pub name: String,
    /// Level per area; areas left out are `NONE`.
    #[serde(default)]
    pub permissions: BTreeMap<Area, Level>,
    /// Members are editors.
    #[serde(default)]
    pub editors: bool,
    /// Members are image editors.
    #[serde(default)]
    pub image_editors: bool,
    /// Members are producers.
    #[serde(default)]
    pub producers: bool,
    /// Members are reporters.
    #[serde(default)]
    pub reporters: bool,
    /// Report categories.
    #[serde(default)]
    pub categories: Vec<String>,
}

impl From<GroupIn> for pb::GroupInput {
    fn from(g: GroupIn) -> Self {
        pb::GroupInput {
            name: g.name,
            permissions: g
                .permissions
                .into_iter()
                .filter(|(_, l)| *l != Level::None)
                .map(|(a, l)| pb::Permission {
                    area: convert::area(a).into(),
                    level: convert::level(l).into(),
                })
                .collect(),
            editors: g.editors,
            image_editors: g.image_editors,
            producers: g.producers,
            reporters: g.reporters,
            categories: g.categories,
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

/// What happened at the door.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AccessEvent {
    /// A successful login.
    Login,
    /// A wrong login name or password, or an inactive user.
    LoginFailed,
    /// Refused before any check: too many attempts.
    Throttled,
    /// A logout.
    Logout,
    /// Sessions ended by an administrator or a change of the user.
    SessionEnded,
    /// A new password chosen at the login.
    PasswordChanged,
}

fn access_event_in(e: pb::AccessEvent) -> Option<AccessEvent> {
    Some(match e {
        pb::AccessEvent::Unspecified => return None,
        pb::AccessEvent::Login => AccessEvent::Login,
        pb::AccessEvent::LoginFailed => AccessEvent::LoginFailed,
        pb::AccessEvent::Throttled => AccessEvent::Throttled,
        pb::AccessEvent::Logout => AccessEvent::Logout,
        pb::AccessEvent::SessionEnded => AccessEvent::SessionEnded,
        pb::AccessEvent::PasswordChanged => AccessEvent::PasswordChanged,
    })
}

/// One line of the access log.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccessLogEntry {
    /// When (UTC, ISO-8601).
    pub at: String,
    /// What happened.
    pub event: AccessEvent,
    /// The login name as typed.
    pub login: String,
    /// The user, when known.
    pub user_id: Option<UserId>,
    /// The client's address (X-Forwarded-For only from trusted proxies); empty: unknown.
    pub ip: String,
    /// The client's browser.
    pub user_agent: String,
}

impl TryFrom<pb::AccessLogEntry> for AccessLogEntry {
    type Error = crate::error::ApiError;

    fn try_from(e: pb::AccessLogEntry) -> Result<Self, Self::Error> {
        Ok(AccessLogEntry {
            at: instant(e.at).unwrap_or_default(),
            event: super::known(e.event, access_event_in, "AccessLogEntry.event")?,
            login: e.login,
            user_id: (e.user_id > 0).then(|| UserId::from_db(e.user_id)),
            ip: e.ip,
            user_agent: e.user_agent,
        })
    }
}

/// A page of the access log, newest first.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AccessLogPage {
    /// The lines of the page.
    pub data: Vec<AccessLogEntry>,
    /// How many lines match in all.
    pub total: u64,
}

fn default_login_attribute() -> String {
    "uid".to_owned()
}

fn default_name_attribute() -> String {
    "cn".to_owned()
}

fn default_email_attribute() -> String {
    "mail".to_owned()
}

/// A directory group and the Newsroom group its members get.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DirectoryGroupMapping {
    /// A group's DN (its `member` / `uniqueMember` values count), or a value of the users'
    /// `memberOf` (Active Directory): `cn=editors,ou=groups,dc=example,dc=org`.
    pub directory_group: String,
    /// The Newsroom group its members get.
    pub group_id: GroupId,
}

/// The directory service's settings (LDAP / Active Directory; issue 10). The bind password is never
/// returned: `passwordSet` says whether one is stored.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DirectoryConfig {
    /// Directory users may log in (by a bind against the directory).
    pub enabled: bool,
    /// `ldap://host[:port]` or `ldaps://host[:port]`; empty: never saved.
    pub url: String,
    /// StartTLS on an `ldap://` connection.
    pub start_tls: bool,
    /// The service account's DN; empty: anonymous.
    pub bind_dn: String,
    /// A bind password is stored (sealed at rest).
    pub password_set: bool,
    /// Where users are searched (subtree).
    pub base_dn: String,
    /// The LDAP filter that finds users, e.g. `(objectClass=inetOrgPerson)`.
    pub user_filter: String,
    /// The attribute holding the login name (`uid`; `sAMAccountName` on Active Directory).
    pub login_attribute: String,
    /// The attribute holding the full name (`cn`, `displayName`).
    pub name_attribute: String,
    /// The attribute holding the e-mail address (`mail`).
    pub email_attribute: String,
    /// Directory groups and the Newsroom groups they grant, in order.
    pub group_mappings: Vec<DirectoryGroupMapping>,
}

impl From<pb::DirectoryConfig> for DirectoryConfig {
    fn from(d: pb::DirectoryConfig) -> Self {
        DirectoryConfig {
            enabled: d.enabled,
            url: d.url,
            start_tls: d.starttls,
            bind_dn: d.bind_dn,
            password_set: d.password_set,
            base_dn: d.base_dn,
            user_filter: d.user_filter,
            login_attribute: d.login_attribute,
            name_attribute: d.name_attribute,
            email_attribute: d.email_attribute,
            group_mappings: d
                .group_mappings
                .into_iter()
                .map(|m| DirectoryGroupMapping {
                    directory_group: m.directory_group,
                    group_id: GroupId::from_db(m.group_id),
                })
                .collect(),
        }
    }
}

/// New settings of the directory service.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DirectoryConfigIn {
    /// Directory users may log in (default false).
    #[serde(default)]
    pub enabled: bool,
    /// `ldap://host[:port]` or `ldaps://host[:port]` (required).
    pub url: String,
    /// StartTLS on an `ldap://` connection (default false; refused with `ldaps://`).
    #[serde(default)]
    pub start_tls: bool,
    /// The service account's DN; empty (default): anonymous.
    #[serde(default)]
    pub bind_dn: String,
    /// The service account's password: omitted or `null` keeps the stored one, `""` removes it.
    #[serde(default)]
    pub bind_password: Option<String>,
    /// Where users are searched (required).
    pub base_dn: String,
    /// The LDAP filter that finds users (required), e.g. `(objectClass=inetOrgPerson)`.
    pub user_filter: String,
    /// Login name attribute (default `uid`).
    #[serde(default = "default_login_attribute")]
    pub login_attribute: String,
    /// Full name attribute (default `cn`).
    #[serde(default = "default_name_attribute")]
    pub name_attribute: String,
    /// E-mail attribute (default `mail`).
    #[serde(default = "default_email_attribute")]
    pub email_attribute: String,
    /// Directory groups and the Newsroom groups they grant (default none).
    #[serde(default)]
    pub group_mappings: Vec<DirectoryGroupMapping>,
}

impl From<DirectoryConfigIn> for pb::DirectoryConfigInput {
    fn from(d: DirectoryConfigIn) -> Self {
        pb::DirectoryConfigInput {
            enabled: d.enabled,
            url: d.url,
            starttls: d.start_tls,
            bind_dn: d.bind_dn,
            bind_password: d.bind_password,
            base_dn: d.base_dn,
            user_filter: d.user_filter,
            login_attribute: d.login_attribute,
            name_attribute: d.name_attribute,
            email_attribute: d.email_attribute,
            group_mappings: d
                .group_mappings
                .into_iter()
                .map(|m| pb::DirectoryGroupMapping {
                    directory_group: m.directory_group,
                    group_id: m.group_id.get(),
                })
                .collect(),
        }
    }
}

/// The step of a connection test that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DirectoryStep {
    /// Reaching the server (TCP, TLS, StartTLS).
    Connect,
    /// The service account's bind (wrong DN or password).
    Bind,
    /// The search (base DN, filter).
    Search,
}

/// The outcome of a connection test.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DirectoryTest {
    /// The service account bound and the search ran.
    pub ok: bool,
    /// How many users the filter finds (0 when not `ok`).
    pub users: u64,
    /// The step that failed; `null` when `ok`.
    pub failed_step: Option<DirectoryStep>,
    /// What the directory or the network said (English, for the administrator); `null` when `ok`.
    pub error: Option<String>,
}

impl TryFrom<pb::DirectoryTestResult> for DirectoryTest {
    type Error = crate::error::ApiError;

    fn try_from(t: pb::DirectoryTestResult) -> Result<Self, Self::Error> {
        let failed_step = if t.ok {
            None
        } else {
            Some(super::known(
                t.failed_step,
                |s: pb::DirectoryStep| match s {
                    pb::DirectoryStep::Unspecified => None,
                    pb::DirectoryStep::Connect => Some(DirectoryStep::Connect),
                    pb::DirectoryStep::Bind => Some(DirectoryStep::Bind),
                    pb::DirectoryStep::Search => Some(DirectoryStep::Search),
                },
                "directory step",
            )?)
        };
        Ok(DirectoryTest {
            ok: t.ok,
            users: t.users,
            failed_step,
            error: (!t.ok).then_some(t.error),
        })
    }
}

/// The report of a synchronisation of directory users.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DirectorySyncReport {
    /// When it started (ISO-8601 instant, UTC).
    pub started_at: String,
    /// When it finished; `null` while it runs (or when the service stopped during it).
    pub finished_at: Option<String>,
    /// Directory users created.
    pub created: u32,
    /// Directory users whose name, e-mail or mapped groups changed.
    pub updated: u32,
    /// Directory users deactivated: the directory no longer lists them.
    pub deactivated: u32,
    /// Entries left alone: no valid login or e-mail, or the login or e-mail of a local user.
    pub skipped: u32,
    /// Why it failed (nothing was changed then); `null` when it succeeded or still runs.
    pub error: Option<String>,
}

/// Whether a synchronisation runs, and the last one's report.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DirectorySync {
    /// A synchronisation is running (web.md section 4: an in-progress state).
    pub running: bool,
    /// The last synchronisation (the running one while it runs); `null`: none yet.
    pub last: Option<DirectorySyncReport>,
}

impl From<pb::DirectorySyncStatus> for DirectorySync {
    fn from(s: pb::DirectorySyncStatus) -> Self {
        DirectorySync {
            running: s.running,
            last: s.last.map(|r| DirectorySyncReport {
                started_at: instant(r.started_at).unwrap_or_default(),
                finished_at: instant(r.finished_at),
                created: r.created,
                updated: r.updated,
                deactivated: r.deactivated,
                skipped: r.skipped,
                error: (!r.error.is_empty()).then_some(r.error),
            }),
        }
    }
}
