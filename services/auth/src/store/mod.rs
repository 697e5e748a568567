//! Storage of users, groups and their permissions, behind [`AuthStore`]. The one implementation,
//! [`SeaStore`], runs on SQLite and PostgreSQL.

mod entities;
mod migrations;
mod sea;

use std::future::Future;

use newsroom_domain::branch::Locale;
use newsroom_domain::ids::{BranchId, GroupId, UserId};
use newsroom_domain::permission::Permissions;

pub use sea::SeaStore;

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique value (login name, e-mail, group name) is taken; the text names the constraint.
    #[error("duplicate: {0}")]
    Duplicate(String),
    /// No such user or group.
    #[error("not found")]
    NotFound,
    /// The database failed.
    #[error("database: {0}")]
    Database(String),
}

/// A user with what they may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    /// Key.
    pub id: UserId,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// E-mail address.
    pub email: String,
    /// argon2id PHC string; empty for directory users and users without a password yet.
    pub password_hash: String,
    /// Inactive users cannot log in.
    pub active: bool,
    /// Logs in by a directory-service bind.
    pub directory_user: bool,
    /// Days a password lasts; 0: forever (web.md section 5).
    pub expiration_days: u32,
    /// The next login must choose a new password.
    pub must_change_password: bool,
    /// When the password was last set, seconds since the Unix epoch (UTC); 0: never.
    pub password_changed_at: i64,
    /// When the user last saw the notices (UTC seconds); 0: never.
    pub last_notice_at: i64,
    /// Last successful login (UTC seconds); 0: never.
    pub last_login_at: i64,
    /// The groups the user belongs to, ascending.
    pub group_ids: Vec<GroupId>,
    /// The union of the user's groups' permissions.
    pub permissions: Permissions,
}

/// A user's stored fields, to create or replace (the id and the timestamps aside).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserFields {
    /// Full name.
    pub name: String,
    /// Login name (unique, case-insensitive).
    pub nickname: String,
    /// E-mail (unique, case-insensitive).
    pub email: String,
    /// Logs in by a directory-service bind.
    pub directory_user: bool,
    /// Days a password lasts; 0: forever.
    pub expiration_days: u32,
    /// May log in.
    pub active: bool,
    /// Groups to belong to.
    pub groups: Vec<GroupId>,
}

/// A new password for a user.
#[derive(Debug, Clone)]
pub struct PasswordChange {
    /// argon2id PHC string.
    pub hash: String,
    /// The next login must choose another (a one-time password).
    pub must_change: bool,
    /// When it was set (UTC seconds).
    pub at: i64,
}

/// Which users to list.
#[derive(Debug, Clone, Default)]
pub struct UserQuery {
    /// Part of the name, nickname or e-mail (case-insensitive); empty: any.
    pub filter: String,
    /// Only active users.
    pub active_only: bool,
    /// Only members of this group.
    pub group: Option<GroupId>,
    /// Only members of a group with this picker flag.
    pub picker: Option<Picker>,
    /// Only these users; `None`: no such filter (`Some(vec![])` matches nobody).
    pub ids: Option<Vec<UserId>>,
    /// Zero-based page.
    pub page: u64,
    /// Page size; `None`: every match.
    pub size: Option<u64>,
}

/// The pickers a group's members appear in (a group "holds" editors, producers, reporters: web.md
/// section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picker {
    /// Story and document editors.
    Editors,
    /// Image editors.
    ImageEditors,
    /// Producers.
    Producers,
    /// Reporters.
    Reporters,
}

/// A group's stored fields.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GroupFields {
    /// Name (unique).
    pub name: String,
    /// Level per area; areas left out are none.
    pub permissions: Permissions,
    /// Members are editors.
    pub editors: bool,
    /// Members are image editors.
    pub image_editors: bool,
    /// Members are producers.
    pub producers: bool,
    /// Members are reporters.
    pub reporters: bool,
    /// Report categories of the group, in order.
    pub categories: Vec<String>,
}

/// A group as stored, with its member count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupRecord {
    /// Key.
    pub id: GroupId,
    /// Its fields.
    pub fields: GroupFields,
    /// How many users (active or not) belong to it.
    pub user_count: u64,
}

/// What happened at the door (web.md section 6, "access log").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessEvent {
    /// A successful login.
    Login,
    /// A wrong login name or password (or an inactive user).
    LoginFailed,
    /// Refused before any check: too many attempts.
    Throttled,
    /// A logout.
    Logout,
    /// Sessions ended by an administrator or a change of the user (groups, state, password).
    SessionEnded,
    /// A new password chosen at the login (first access, expired).
    PasswordChanged,
}

impl AccessEvent {
    /// Every event.
    pub const ALL: [AccessEvent; 6] = [
        AccessEvent::Login,
        AccessEvent::LoginFailed,
        AccessEvent::Throttled,
        AccessEvent::Logout,
        AccessEvent::SessionEnded,
        AccessEvent::PasswordChanged,
    ];

    /// The stored and wire name (`LOGIN_FAILED`).
    pub const fn as_str(self) -> &'static str {
        match self {
            AccessEvent::Login => "LOGIN",
            AccessEvent::LoginFailed => "LOGIN_FAILED",
            AccessEvent::Throttled => "THROTTLED",
            AccessEvent::Logout => "LOGOUT",
            AccessEvent::SessionEnded => "SESSION_ENDED",
            AccessEvent::PasswordChanged => "PASSWORD_CHANGED",
        }
    }
}

/// One line of the access log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessEntry {
    /// UTC seconds.
    pub at: i64,
    /// What happened.
    pub event: AccessEvent,
    /// The login name as typed (or the user's, for events without a form).
    pub login: String,
    /// The user, when known.
    pub user: Option<UserId>,
    /// The client's address (empty: unknown).
    pub ip: String,
    /// The client's `User-Agent` (at most 300 characters kept).
    pub user_agent: String,
}

/// Which access log lines to read.
#[derive(Debug, Clone, Default)]
pub struct AccessQuery {
    /// Login names containing this (case-insensitive); empty: any.
    pub login: String,
    /// Addresses starting with this; empty: any.
    pub ip: String,
    /// Zero-based page.
    pub page: u64,
    /// Page size.
    pub size: u64,
}

/// A branch's stored fields (web.md section 3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BranchFields {
    /// Name (unique, case-insensitive).
    pub name: String,
    /// Postal address (unique, case-insensitive).
    pub address: String,
    /// The language it works in.
    pub locale: Locale,
}

/// A branch as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BranchRecord {
    /// Key.
    pub id: BranchId,
    /// Its fields.
    pub fields: BranchFields,
}

/// The keys of the installation's settings (one JSON or text value each).
pub mod setting {
    /// The branch configuration (JSON `BranchConfig`).
    pub const BRANCH_CONFIG: &str = "branch_config";
    /// The installed licence file, as uploaded.
    pub const LICENCE: &str = "licence";
    /// The mail server (JSON, its password sealed).
    pub const MAIL: &str = "mail";
}

/// The directory service's settings as stored (one record; issue 10).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DirectoryRecord {
    /// Directory users may log in (a bind against the directory).
    pub enabled: bool,
    /// `ldap://host[:port]` or `ldaps://host[:port]`.
    pub url: String,
    /// StartTLS on an `ldap://` connection.
    pub starttls: bool,
    /// The service account's DN; empty: an anonymous search.
    pub bind_dn: String,
    /// The service account's password, sealed (`enc:v1:`, `newsroom_platform::secret`) or, without a
    /// key, as given; empty: none.
    pub bind_password: String,
    /// Where users are searched (subtree).
    pub base_dn: String,
    /// The LDAP filter that finds users, e.g. `(objectClass=inetOrgPerson)`.
    pub user_filter: String,
    /// The attribute holding the login name (`uid`, `sAMAccountName`).
    pub login_attribute: String,
    /// The attribute holding the full name (`cn`, `displayName`).
    pub name_attribute: String,
    /// The attribute holding the e-mail address (`mail`).
    pub email_attribute: String,
    /// Directory groups and the Newsroom group each grants, in order.
    pub group_mappings: Vec<GroupMapping>,
}

/// A directory group and the Newsroom group its members get.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupMapping {
    /// A group's DN (its `member`/`uniqueMember` list counts), or a value of the users' `memberOf`.
    pub directory_group: String,
    /// The Newsroom group.
    pub group: GroupId,
}

/// The outcome of a synchronisation of directory users.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyncReport {
    /// When it started, UTC seconds.
    pub started_at: i64,
    /// When it finished, UTC seconds; 0: still running (or the process stopped meanwhile).
    pub finished_at: i64,
    /// Directory users created.
    pub created: u32,
    /// Directory users whose name, e-mail or mapped groups changed.
    pub updated: u32,
    /// Directory users deactivated because the directory no longer lists them.
    pub deactivated: u32,
    /// Entries left alone: no login or e-mail, invalid values, or the login or e-mail of a local user.
    pub skipped: u32,
    /// Why it failed (nothing was changed then); empty: it succeeded.
    pub error: String,
}

/// Storage of the directory service's settings and of the last synchronisation.
pub trait DirectoryStore: Send + Sync + 'static {
    /// The settings; `None` until first saved.
    fn directory(&self)
    -> impl Future<Output = Result<Option<DirectoryRecord>, StoreError>> + Send;
    /// Replaces the settings (one transaction); an unknown group is [`StoreError::NotFound`].
    fn save_directory(
        &self,
        record: &DirectoryRecord,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// The last synchronisation's report; `None`: none ran yet.
    fn last_sync(&self) -> impl Future<Output = Result<Option<SyncReport>, StoreError>> + Send;
    /// Replaces the last synchronisation's report.
    fn save_sync(&self, report: &SyncReport)
    -> impl Future<Output = Result<(), StoreError>> + Send;
}

/// What the auth service needs from storage. Every write is one transaction.
pub trait AuthStore: DirectoryStore + Send + Sync + 'static {
    /// The user whose login name or e-mail is `login` (case-insensitive).
    fn find_by_login(
        &self,
        login: &str,
    ) -> impl Future<Output = Result<Option<UserRecord>, StoreError>> + Send;
    /// The user with this id.
    fn find(
        &self,
        id: UserId,
    ) -> impl Future<Output = Result<Option<UserRecord>, StoreError>> + Send;
    /// How many users exist.
    fn count_users(&self) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// One page of the users matching `query`, by name, and how many match in all.
    fn list_users(
        &self,
        query: &UserQuery,
    ) -> impl Future<Output = Result<(Vec<UserRecord>, u64), StoreError>> + Send;
    /// Creates a user with `password` (none: no password yet, e.g. a directory user).
    fn create_user(
        &self,
        user: UserFields,
        password: Option<PasswordChange>,
    ) -> impl Future<Output = Result<UserId, StoreError>> + Send;
    /// Replaces a user's fields and groups, and their password when `password` is given.
    fn update_user(
        &self,
        id: UserId,
        user: UserFields,
        password: Option<PasswordChange>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Sets a user's password.
    fn set_password(
        &self,
        id: UserId,
        password: PasswordChange,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Activates or deactivates users; unknown ids are [`StoreError::NotFound`] and nothing changes.
    fn set_active(
        &self,
        ids: &[UserId],
        active: bool,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Records a successful login (`at`, UTC seconds).
    fn touch_login(
        &self,
        id: UserId,
        at: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Records that the user saw the notices at `at` (UTC seconds).
    fn set_last_notice(
        &self,
        id: UserId,
        at: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Every group, by name.
    fn groups(&self) -> impl Future<Output = Result<Vec<GroupRecord>, StoreError>> + Send;
    /// One group.
    fn group(
        &self,
        id: GroupId,
    ) -> impl Future<Output = Result<Option<GroupRecord>, StoreError>> + Send;
    /// Creates a group.
    fn create_group(
        &self,
        group: &GroupFields,
    ) -> impl Future<Output = Result<GroupId, StoreError>> + Send;
    /// Replaces a group's fields and permissions.
    fn update_group(
        &self,
        id: GroupId,
        group: &GroupFields,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Deletes a group that has no members ([`StoreError::Duplicate`] never; the caller checks the
    /// members first, in the same call: a group that gained a member meanwhile is not deleted and the
    /// answer is `false`).
    fn delete_group(&self, id: GroupId) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Appends a line to the access log.
    fn record_access(
        &self,
        entry: AccessEntry,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// A page of the access log, newest first, and how many lines match.
    fn access_log(
        &self,
        query: &AccessQuery,
    ) -> impl Future<Output = Result<(Vec<AccessEntry>, u64), StoreError>> + Send;
    /// Deletes the access log's lines older than `before` (UTC seconds); how many went.
    fn prune_access_log(&self, before: i64)
    -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// The value of an installation setting ([`setting`]), if set.
    fn setting(&self, key: &str)
    -> impl Future<Output = Result<Option<String>, StoreError>> + Send;
    /// Sets (`Some`) or removes (`None`) an installation setting.
    fn put_setting(
        &self,
        key: &str,
        value: Option<String>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Every branch, by name.
    fn branches(&self) -> impl Future<Output = Result<Vec<BranchRecord>, StoreError>> + Send;
    /// Creates a branch ([`StoreError::Duplicate`] for a name or address in use).
    fn create_branch(
        &self,
        branch: &BranchFields,
    ) -> impl Future<Output = Result<BranchId, StoreError>> + Send;
    /// Replaces a branch's fields ([`StoreError::NotFound`], [`StoreError::Duplicate`]).
    fn update_branch(
        &self,
        id: BranchId,
        branch: &BranchFields,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Deletes a branch ([`StoreError::NotFound`]).
    fn delete_branch(&self, id: BranchId) -> impl Future<Output = Result<(), StoreError>> + Send;
}
