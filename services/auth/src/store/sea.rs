//! The sea-orm implementation of [`AuthStore`].

use std::collections::BTreeMap;

use newsroom_domain::ids::{BranchId, GroupId, UserId};
use newsroom_domain::permission::{Area, Level, Permissions};
use newsroom_platform::like;
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, SqlErr,
    TransactionTrait,
};

use super::entities::{
    access_log, branches, directory_group_mappings, directory_settings, directory_syncs,
    group_categories, group_permissions, groups, settings, user_groups, users,
};
use super::{
    AccessEntry, AccessEvent, AccessQuery, AuthStore, BranchFields, BranchRecord, DirectoryRecord,
    DirectoryStore, GroupFields, GroupMapping, GroupRecord, PasswordChange, Picker, StoreError,
    SyncReport, UserFields, UserQuery, UserRecord,
};

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

/// The permissions granted by the rows of `group_permissions` (a row this build does not know, a
/// newer area, is skipped, not fatal).
fn grants(rows: &[group_permissions::Model]) -> Permissions {
    let mut permissions = Permissions::none();
    for g in rows {
        if let (Ok(area), Ok(level)) = (g.area.parse::<Area>(), g.level.parse::<Level>()) {
            permissions.grant(area, level);
        }
    }
    permissions
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

    /// The records of `rows`, with their groups and permissions, in the order given.
    async fn records(&self, rows: Vec<users::Model>) -> Result<Vec<UserRecord>, StoreError> {
        let ids: Vec<i64> = rows.iter().map(|u| u.id).collect();
        let memberships = user_groups::Entity::find()
            .filter(user_groups::Column::UserId.is_in(ids))
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let group_ids: Vec<i64> = memberships.iter().map(|m| m.group_id).collect();
        let mut by_group: BTreeMap<i64, Vec<group_permissions::Model>> = BTreeMap::new();
        for g in group_permissions::Entity::find()
            .filter(group_permissions::Column::GroupId.is_in(group_ids))
            .all(&self.db)
            .await
            .map_err(db_err)?
        {
            by_group.entry(g.group_id).or_default().push(g);
        }
        Ok(rows
            .into_iter()
            .map(|u| {
                let mut groups: Vec<i64> = memberships
                    .iter()
                    .filter(|m| m.user_id == u.id)
                    .map(|m| m.group_id)
                    .collect();
                groups.sort_unstable();
                let permissions = Permissions::union(
                    groups
                        .iter()
                        .map(|g| grants(by_group.get(g).map_or(&[][..], Vec::as_slice)))
                        .collect::<Vec<_>>()
                        .iter(),
                );
                UserRecord {
                    id: UserId::from_db(u.id),
                    name: u.name,
                    nickname: u.nickname,
                    email: u.email,
                    password_hash: u.password_hash,
                    active: u.active,
                    directory_user: u.directory_user,
                    expiration_days: Ord::max(u.expiration_days, 0) as u32,
                    must_change_password: u.must_change_password,
                    password_changed_at: u.password_changed_at,
                    last_notice_at: u.last_notice_at,
                    last_login_at: u.last_login_at,
                    group_ids: groups.into_iter().map(GroupId::from_db).collect(),
                    permissions,
                }
            })
            .collect())
    }

    async fn one(&self, row: Option<users::Model>) -> Result<Option<UserRecord>, StoreError> {
        match row {
            Some(u) => Ok(self.records(vec![u]).await?.pop()),
            None => Ok(None),
        }
    }

    /// The ids of the members of groups with `picker` set.
    async fn picker_members(&self, picker: Picker) -> Result<Vec<i64>, StoreError> {
        let column = match picker {
            Picker::Editors => groups::Column::Editors,
            Picker::ImageEditors => groups::Column::ImageEditors,
            Picker::Producers => groups::Column::Producers,
            Picker::Reporters => groups::Column::Reporters,
        };
        let group_ids: Vec<i64> = groups::Entity::find()
            .filter(column.eq(true))
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|g| g.id)
            .collect();
        self.members(group_ids).await
    }

    async fn members(&self, group_ids: Vec<i64>) -> Result<Vec<i64>, StoreError> {
        Ok(user_groups::Entity::find()
            .filter(user_groups::Column::GroupId.is_in(group_ids))
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|m| m.user_id)
            .collect())
    }

    async fn group_records(
        &self,
        rows: Vec<groups::Model>,
    ) -> Result<Vec<GroupRecord>, StoreError> {
        let ids: Vec<i64> = rows.iter().map(|g| g.id).collect();
        let permissions = group_permissions::Entity::find()
            .filter(group_permissions::Column::GroupId.is_in(ids.clone()))
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let categories = group_categories::Entity::find()
            .filter(group_categories::Column::GroupId.is_in(ids.clone()))
            .order_by_asc(group_categories::Column::Position)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let members = user_groups::Entity::find()
            .filter(user_groups::Column::GroupId.is_in(ids))
            .all(&self.db)
            .await
            .map_err(db_err)?;
        Ok(rows
            .into_iter()
            .map(|g| {
                let own: Vec<_> = permissions
                    .iter()
                    .filter(|p| p.group_id == g.id)
                    .cloned()
                    .collect();
                GroupRecord {
                    id: GroupId::from_db(g.id),
                    user_count: members.iter().filter(|m| m.group_id == g.id).count() as u64,
                    fields: GroupFields {
                        permissions: grants(&own),
                        editors: g.editors,
                        image_editors: g.image_editors,
                        producers: g.producers,
                        reporters: g.reporters,
                        categories: categories
                            .iter()
                            .filter(|c| c.group_id == g.id)
                            .map(|c| c.name.clone())
                            .collect(),
                        name: g.name,
                    },
                }
            })
            .collect())
    }
}

async fn write_memberships(
    txn: &impl ConnectionTrait,
    user: i64,
    groups: &[GroupId],
) -> Result<(), StoreError> {
    user_groups::Entity::delete_many()
        .filter(user_groups::Column::UserId.eq(user))
        .exec(txn)
        .await
        .map_err(db_err)?;
    let mut seen = std::collections::BTreeSet::new();
    for g in groups.iter().filter(|g| seen.insert(g.get())) {
        user_groups::ActiveModel {
            user_id: Set(user),
            group_id: Set(g.get()),
        }
        .insert(txn)
        .await
        .map_err(|e| match e.sql_err() {
            // The group does not exist (foreign key).
            Some(SqlErr::ForeignKeyConstraintViolation(_)) => StoreError::NotFound,
            _ => db_err(e),
        })?;
    }
    Ok(())
}

async fn write_group_details(
    txn: &impl ConnectionTrait,
    id: i64,
    group: &GroupFields,
) -> Result<(), StoreError> {
    group_permissions::Entity::delete_many()
        .filter(group_permissions::Column::GroupId.eq(id))
        .exec(txn)
        .await
        .map_err(db_err)?;
    group_categories::Entity::delete_many()
        .filter(group_categories::Column::GroupId.eq(id))
        .exec(txn)
        .await
        .map_err(db_err)?;
    for (area, level) in group.permissions.entries() {
        group_permissions::ActiveModel {
            group_id: Set(id),
            area: Set(area.as_str().to_owned()),
            level: Set(level.as_str().to_owned()),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
    }
    for (position, name) in group.categories.iter().enumerate() {
        group_categories::ActiveModel {
            group_id: Set(id),
            position: Set(position as i32),
            name: Set(name.clone()),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

fn user_model(user: &UserFields) -> users::ActiveModel {
    users::ActiveModel {
        name: Set(user.name.clone()),
        nickname: Set(user.nickname.clone()),
        email: Set(user.email.clone()),
        active: Set(user.active),
        directory_user: Set(user.directory_user),
        expiration_days: Set(Ord::min(user.expiration_days, i32::MAX as u32) as i32),
        ..Default::default()
    }
}

fn with_password(
    mut m: users::ActiveModel,
    password: Option<PasswordChange>,
) -> users::ActiveModel {
    if let Some(p) = password {
        m.password_hash = Set(p.hash);
        m.must_change_password = Set(p.must_change);
        m.password_changed_at = Set(p.at);
    }
    m
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
        self.one(found).await
    }

    async fn find(&self, id: UserId) -> Result<Option<UserRecord>, StoreError> {
        let found = users::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?;
        self.one(found).await
    }

    async fn count_users(&self) -> Result<u64, StoreError> {
        users::Entity::find().count(&self.db).await.map_err(db_err)
    }

    async fn list_users(&self, query: &UserQuery) -> Result<(Vec<UserRecord>, u64), StoreError> {
        let mut select = users::Entity::find();
        let filter = query.filter.trim().to_lowercase();
        if !filter.is_empty() {
            let like =
                |c: users::Column| Expr::expr(Func::lower(Expr::col(c))).like(like(&filter, true));
            select = select.filter(
                Condition::any()
                    .add(like(users::Column::Name))
                    .add(like(users::Column::Nickname))
                    .add(like(users::Column::Email)),
            );
        }
        if query.active_only {
            select = select.filter(users::Column::Active.eq(true));
        }
        if let Some(g) = query.group {
            select = select.filter(users::Column::Id.is_in(self.members(vec![g.get()]).await?));
        }
        if let Some(p) = query.picker {
            select = select.filter(users::Column::Id.is_in(self.picker_members(p).await?));
        }
        if let Some(ids) = &query.ids {
            select = select.filter(users::Column::Id.is_in(ids.iter().map(|id| id.get())));
        }
        let select = select
            .order_by_asc(users::Column::Name)
            .order_by_asc(users::Column::Id);
        let total = select.clone().count(&self.db).await.map_err(db_err)?;
        let rows = match query.size {
            Some(size) => select
                .offset(std::cmp::Ord::min(
                    query.page.saturating_mul(size),
                    i64::MAX.unsigned_abs(),
                ))
                .limit(size)
                .all(&self.db)
                .await
                .map_err(db_err)?,
            None => select.all(&self.db).await.map_err(db_err)?,
        };
        Ok((self.records(rows).await?, total))
    }

    async fn create_user(
        &self,
        user: UserFields,
        password: Option<PasswordChange>,
    ) -> Result<UserId, StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let mut model = with_password(user_model(&user), password);
        if model.password_hash.is_not_set() {
            model.password_hash = Set(String::new());
        }
        let u = model.insert(&txn).await.map_err(db_err)?;
        write_memberships(&txn, u.id, &user.groups).await?;
        txn.commit().await.map_err(db_err)?;
        Ok(UserId::from_db(u.id))
    }

    async fn update_user(
        &self,
        id: UserId,
        user: UserFields,
        password: Option<PasswordChange>,
    ) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let model = with_password(user_model(&user), password);
        let changed = users::Entity::update_many()
            .set(model)
            .filter(users::Column::Id.eq(id.get()))
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if changed.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        write_memberships(&txn, id.get(), &user.groups).await?;
        txn.commit().await.map_err(db_err)
    }

    async fn set_password(&self, id: UserId, password: PasswordChange) -> Result<(), StoreError> {
        let model = with_password(<users::ActiveModel as Default>::default(), Some(password));
        let changed = users::Entity::update_many()
            .set(model)
            .filter(users::Column::Id.eq(id.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        if changed.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn set_active(&self, ids: &[UserId], active: bool) -> Result<(), StoreError> {
        let ids: std::collections::BTreeSet<i64> = ids.iter().map(|i| i.get()).collect();
        let txn = self.db.begin().await.map_err(db_err)?;
        let changed = users::Entity::update_many()
            .col_expr(users::Column::Active, Expr::value(active))
            .filter(users::Column::Id.is_in(ids.iter().copied()))
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if changed.rows_affected != ids.len() as u64 {
            // Some id is unknown: nothing changes.
            txn.rollback().await.map_err(db_err)?;
            return Err(StoreError::NotFound);
        }
        txn.commit().await.map_err(db_err)
    }

    async fn touch_login(&self, id: UserId, at: i64) -> Result<(), StoreError> {
        users::Entity::update_many()
            .col_expr(users::Column::LastLoginAt, Expr::value(at))
            .filter(users::Column::Id.eq(id.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(())
    }

    async fn set_last_notice(&self, id: UserId, at: i64) -> Result<(), StoreError> {
        let changed = users::Entity::update_many()
            .col_expr(users::Column::LastNoticeAt, Expr::value(at))
            .filter(users::Column::Id.eq(id.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        if changed.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn groups(&self) -> Result<Vec<GroupRecord>, StoreError> {
        let rows = groups::Entity::find()
            .order_by_asc(groups::Column::Name)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        self.group_records(rows).await
    }

    async fn group(&self, id: GroupId) -> Result<Option<GroupRecord>, StoreError> {
        let Some(row) = groups::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
        else {
            return Ok(None);
        };
        Ok(self.group_records(vec![row]).await?.pop())
    }

    async fn create_group(&self, group: &GroupFields) -> Result<GroupId, StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let g = groups::ActiveModel {
            name: Set(group.name.clone()),
            editors: Set(group.editors),
            image_editors: Set(group.image_editors),
            producers: Set(group.producers),
            reporters: Set(group.reporters),
            ..Default::default()
        }
        .insert(&txn)
        .await
        .map_err(db_err)?;
        write_group_details(&txn, g.id, group).await?;
        txn.commit().await.map_err(db_err)?;
        Ok(GroupId::from_db(g.id))
    }

    async fn update_group(&self, id: GroupId, group: &GroupFields) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let changed = groups::Entity::update_many()
            .set(groups::ActiveModel {
                name: Set(group.name.clone()),
                editors: Set(group.editors),
                image_editors: Set(group.image_editors),
                producers: Set(group.producers),
                reporters: Set(group.reporters),
                ..Default::default()
            })
            .filter(groups::Column::Id.eq(id.get()))
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if changed.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        write_group_details(&txn, id.get(), group).await?;
        txn.commit().await.map_err(db_err)
    }

    async fn delete_group(&self, id: GroupId) -> Result<bool, StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let members = user_groups::Entity::find()
            .filter(user_groups::Column::GroupId.eq(id.get()))
            .count(&txn)
            .await
            .map_err(db_err)?;
        if members > 0 {
            return Ok(false);
        }
        let deleted = groups::Entity::delete_by_id(id.get())
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if deleted.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        txn.commit().await.map_err(db_err)?;
        Ok(true)
    }

    async fn record_access(&self, e: AccessEntry) -> Result<(), StoreError> {
        access_log::ActiveModel {
            at: Set(e.at),
            event: Set(e.event.as_str().to_owned()),
            login: Set(e.login.chars().take(254).collect()),
            user_id: Set(e.user.map(|u| u.get())),
            ip: Set(e.ip),
            user_agent: Set(e.user_agent.chars().take(300).collect()),
            ..Default::default()
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(())
    }

    async fn prune_access_log(&self, before: i64) -> Result<u64, StoreError> {
        let gone = access_log::Entity::delete_many()
            .filter(access_log::Column::At.lt(before))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(gone.rows_affected)
    }

    async fn access_log(&self, q: &AccessQuery) -> Result<(Vec<AccessEntry>, u64), StoreError> {
        let mut select = access_log::Entity::find();
        let login = q.login.trim().to_lowercase();
        if !login.is_empty() {
            select = select.filter(
                Expr::expr(Func::lower(Expr::col(access_log::Column::Login)))
                    .like(like(&login, true)),
            );
        }
        let ip = q.ip.trim();
        if !ip.is_empty() {
            select = select.filter(Expr::col(access_log::Column::Ip).like(like(ip, false)));
        }
        let select = select
            .order_by_desc(access_log::Column::At)
            .order_by_desc(access_log::Column::Id);
        let total = select.clone().count(&self.db).await.map_err(db_err)?;
        let rows = select
            .offset(std::cmp::Ord::min(
                q.page.saturating_mul(q.size),
                i64::MAX.unsigned_abs(),
            ))
            .limit(q.size)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let entries = rows
            .into_iter()
            .map(|r| {
                let event = AccessEvent::ALL
                    .into_iter()
                    .find(|e| e.as_str() == r.event)
                    .ok_or_else(|| {
                        StoreError::Database(format!("access_log {}: event {:?}", r.id, r.event))
                    })?;
                Ok(AccessEntry {
                    at: r.at,
                    event,
                    login: r.login,
                    user: r.user_id.map(UserId::from_db),
                    ip: r.ip,
                    user_agent: r.user_agent,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok((entries, total))
    }

    async fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(settings::Entity::find_by_id(key.to_owned())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|m| m.value))
    }

    async fn put_setting(&self, key: &str, value: Option<String>) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        settings::Entity::delete_by_id(key.to_owned())
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if let Some(value) = value {
            settings::ActiveModel {
                key: Set(key.to_owned()),
                value: Set(value),
            }
            .insert(&txn)
            .await
            .map_err(db_err)?;
        }
        txn.commit().await.map_err(db_err)
    }

    async fn branches(&self) -> Result<Vec<BranchRecord>, StoreError> {
        branches::Entity::find()
            .order_by_asc(branches::Column::Name)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|b| {
                let locale = b
                    .locale
                    .parse()
                    .map_err(|e| StoreError::Database(format!("branches {}: {e}", b.id)))?;
                Ok(BranchRecord {
                    id: BranchId::from_db(b.id),
                    fields: BranchFields {
                        name: b.name,
                        address: b.address,
                        locale,
                    },
                })
            })
            .collect()
    }

    async fn create_branch(&self, branch: &BranchFields) -> Result<BranchId, StoreError> {
        let b = branches::ActiveModel {
            name: Set(branch.name.clone()),
            address: Set(branch.address.clone()),
            locale: Set(branch.locale.as_str().to_owned()),
            ..Default::default()
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(BranchId::from_db(b.id))
    }

    async fn update_branch(&self, id: BranchId, branch: &BranchFields) -> Result<(), StoreError> {
        let changed = branches::Entity::update_many()
            .col_expr(branches::Column::Name, Expr::value(branch.name.clone()))
            .col_expr(
                branches::Column::Address,
                Expr::value(branch.address.clone()),
            )
            .col_expr(
                branches::Column::Locale,
                Expr::value(branch.locale.as_str().to_owned()),
            )
            .filter(branches::Column::Id.eq(id.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        if changed.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn delete_branch(&self, id: BranchId) -> Result<(), StoreError> {
        let gone = branches::Entity::delete_by_id(id.get())
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        if gone.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }
}

/// The one row of the single-record tables.
const ONLY: i64 = 1;

fn count(n: i32) -> u32 {
    u32::try_from(n).unwrap_or(0)
}

fn column(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

impl DirectoryStore for SeaStore {
    async fn directory(&self) -> Result<Option<DirectoryRecord>, StoreError> {
        let Some(row) = directory_settings::Entity::find_by_id(ONLY)
            .one(&self.db)
            .await
            .map_err(db_err)?
        else {
            return Ok(None);
        };
        let mappings = directory_group_mappings::Entity::find()
            .order_by_asc(directory_group_mappings::Column::Position)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        Ok(Some(DirectoryRecord {
            enabled: row.enabled,
            url: row.url,
            starttls: row.starttls,
            bind_dn: row.bind_dn,
            bind_password: row.bind_password,
            base_dn: row.base_dn,
            user_filter: row.user_filter,
            login_attribute: row.login_attribute,
            name_attribute: row.name_attribute,
            email_attribute: row.email_attribute,
            group_mappings: mappings
                .into_iter()
                .map(|m| GroupMapping {
                    directory_group: m.directory_group,
                    group: GroupId::from_db(m.group_id),
                })
                .collect(),
        }))
    }

    async fn save_directory(&self, r: &DirectoryRecord) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        directory_settings::Entity::delete_many()
            .exec(&txn)
            .await
            .map_err(db_err)?;
        directory_group_mappings::Entity::delete_many()
            .exec(&txn)
            .await
            .map_err(db_err)?;
        directory_settings::ActiveModel {
            id: Set(ONLY),
            enabled: Set(r.enabled),
            url: Set(r.url.clone()),
            starttls: Set(r.starttls),
            bind_dn: Set(r.bind_dn.clone()),
            bind_password: Set(r.bind_password.clone()),
            base_dn: Set(r.base_dn.clone()),
            user_filter: Set(r.user_filter.clone()),
            login_attribute: Set(r.login_attribute.clone()),
            name_attribute: Set(r.name_attribute.clone()),
            email_attribute: Set(r.email_attribute.clone()),
        }
        .insert(&txn)
        .await
        .map_err(db_err)?;
        for (position, m) in r.group_mappings.iter().enumerate() {
            directory_group_mappings::ActiveModel {
                position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
                directory_group: Set(m.directory_group.clone()),
                group_id: Set(m.group.get()),
            }
            .insert(&txn)
            .await
            .map_err(|e| match e.sql_err() {
                Some(SqlErr::ForeignKeyConstraintViolation(_)) => StoreError::NotFound,
                _ => db_err(e),
            })?;
        }
        txn.commit().await.map_err(db_err)
    }

    async fn last_sync(&self) -> Result<Option<SyncReport>, StoreError> {
        let row = directory_syncs::Entity::find_by_id(ONLY)
            .one(&self.db)
            .await
            .map_err(db_err)?;
        Ok(row.map(|r| SyncReport {
            started_at: r.started_at,
            finished_at: r.finished_at,
            created: count(r.created),
            updated: count(r.updated),
            deactivated: count(r.deactivated),
            skipped: count(r.skipped),
            error: r.error,
        }))
    }

    async fn save_sync(&self, r: &SyncReport) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        directory_syncs::Entity::delete_many()
            .exec(&txn)
            .await
            .map_err(db_err)?;
        directory_syncs::ActiveModel {
            id: Set(ONLY),
            started_at: Set(r.started_at),
            finished_at: Set(r.finished_at),
            created: Set(column(r.created)),
            updated: Set(column(r.updated)),
            deactivated: Set(column(r.deactivated)),
            skipped: Set(column(r.skipped)),
            error: Set(r.error.chars().take(2000).collect()),
        }
        .insert(&txn)
        .await
        .map_err(db_err)?;
        txn.commit().await.map_err(db_err)
    }
}
