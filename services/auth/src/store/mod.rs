//! Storage of users, groups and their permissions, behind [`AuthStore`]. The one implementation,
//! [`SeaStore`], runs on SQLite and PostgreSQL.

mod entities;
mod migrations;
mod sea;

use std::future::Future;

use newsroom_domain::ids::{GroupId, UserId};
use newsroom_domain::permission::Permissions;

pub use sea::SeaStore;

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique value (login name, e-mail, group name) is taken.
    #[error("duplicate: {0}")]
    Duplicate(String),
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
    /// argon2id PHC string.
    pub password_hash: String,
    /// Inactive users cannot log in.
    pub active: bool,
    /// The union of the user's groups' permissions.
    pub permissions: Permissions,
}

/// A user to create.
#[derive(Debug, Clone)]
pub struct NewUser {
    /// Full name.
    pub name: String,
    /// Login name (unique).
    pub nickname: String,
    /// E-mail (unique).
    pub email: String,
    /// argon2id PHC string.
    pub password_hash: String,
    /// Groups to join.
    pub groups: Vec<GroupId>,
}

/// What the auth service needs from storage.
pub trait AuthStore: Send + Sync + 'static {
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
    /// Creates a group granting `permissions`.
    fn create_group(
        &self,
        name: &str,
        permissions: &Permissions,
    ) -> impl Future<Output = Result<GroupId, StoreError>> + Send;
    /// Creates a user.
    fn create_user(&self, user: NewUser)
    -> impl Future<Output = Result<UserId, StoreError>> + Send;
}
