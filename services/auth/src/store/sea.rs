//! The sea-orm implementation of [`AuthStore`].

use newsroom_domain::ids::{GroupId, UserId};
use newsroom_domain::permission::{Area, Level, Permissions};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, Set, SqlErr, TransactionTrait,
};

use super::entities::{group_permissions, groups, user_groups, users};
use super::{AuthStore, NewUser, StoreError, UserRecord};

/// Users and groups in a SQL database.
#[derive(Clone)]
pub struct SeaStore {
    db: DatabaseConnection,
}

fn db_err(e: DbErr) -> StoreError {
    match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(m)) => StoreError::Duplicate(m),
        _ => StoreError::Database(e.to_string()),
    }
}

impl SeaStore {
    /// Wraps a connection.
    pub fn new(db: DatabaseConnection) -> Self {
        SeaStore { db }
    }

    /// Brings the schema up to date.
    ///
    /// # Errors
    /// When a migration fails.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        newsroom_platform::migrate(&self.db, "auth", super::migrations::ALL).await
    }

    async fn record(&self, u: users::Model) -> Result<UserRecord, StoreError> {
        let group_ids: Vec<i64> = user_groups::Entity::find()
            .filter(user_groups::Column::UserId.eq(u.id))
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|g| g.group_id)
            .collect();
        let grants = group_permissions::Entity::find()
            .filter(group_permissions::Column::GroupId.is_in(group_ids))
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let mut permissions = Permissions::none();
        for g in grants {
            // A row this build does not know (a newer area) is skipped, not fatal.
            if let (Ok(area), Ok(level)) = (g.area.parse::<Area>(), g.level.parse::<Level>()) {
                permissions.grant(area, level);
            }
        }
        Ok(UserRecord {
            id: UserId::from_db(u.id),
            name: u.name,
            nickname: u.nickname,
            email: u.email,
            password_hash: u.password_hash,
            active: u.active,
            permissions,
        })
    }
}

impl AuthStore for SeaStore {
    async fn find_by_login(&self, login: &str) -> Result<Option<UserRecord>, StoreError> {
        let login = login.trim().to_lowercase();
        let lower = |c: users::Column| Expr::expr(Func::lower(Expr::col(c)));
        let found = users::Entity::find()
            .filter(
                Condition::any()
                    .add(ExprTrait::eq(lower(users::Column::Nickname), login.clone()))
                    .add(ExprTrait::eq(lower(users::Column::Email), login)),
            )
            .one(&self.db)
            .await
            .map_err(db_err)?;
        match found {
            Some(u) => Ok(Some(self.record(u).await?)),
            None => Ok(None),
        }
    }

    async fn find(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        match users::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
        {
            Some(u) => Ok(Some(self.record(u).await?)),
            None => Ok(None),
        }
    }

    async fn count_users(&self) -> Result<u64, StoreError> {
        users::Entity::find().count(&self.db).await.map_err(db_err)
    }

    async fn create_group(
        &self,
        name: &str,
        permissions: &Permissions,
    ) -> Result<GroupId, StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let g = groups::ActiveModel {
            name: Set(name.to_owned()),
            ..Default::default()
        }
        .insert(&txn)
        .await
        .map_err(db_err)?;
        for (area, level) in permissions.entries() {
            group_permissions::ActiveModel {
                group_id: Set(g.id),
                area: Set(area.as_str().to_owned()),
                level: Set(level.as_str().to_owned()),
            }
            .insert(&txn)
            .await
            .map_err(db_err)?;
        }
        txn.commit().await.map_err(db_err)?;
        Ok(GroupId::from_db(g.id))
    }

    async fn create_user(&self, user: NewUser) -> Result<UserId, StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let u = users::ActiveModel {
            name: Set(user.name),
            nickname: Set(user.nickname),
            email: Set(user.email),
            password_hash: Set(user.password_hash),
            active: Set(true),
            ..Default::default()
        }
        .insert(&txn)
        .await
        .map_err(db_err)?;
        for g in user.groups {
            user_groups::ActiveModel {
                user_id: Set(u.id),
                group_id: Set(g.get()),
            }
            .insert(&txn)
            .await
            .map_err(db_err)?;
        }
        txn.commit().await.map_err(db_err)?;
        Ok(UserId::from_db(u.id))
    }
}
