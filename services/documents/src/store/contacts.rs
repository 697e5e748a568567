//! Storage of contacts (crate::contacts; docs/adr/0005-people-and-time.md "Contacts"): one row per
//! contact with its fields as JSON, the columns its lists filter and sort by (name, the words of
//! the filter, privacy, agenda, trash), and one link row per contact group it is in, so a group's
//! usage is counted with an index.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use newsroom_domain::contact::ContactFields;
use newsroom_domain::reference::name_key;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};

use super::{SeaStore, StoreError, references, stamp, time};
use newsroom_domain::reference::ReferenceKind;
use sea_orm::ConnectionTrait;

pub(super) mod rows {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "contacts")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub name_key: String,
        pub words: String,
        pub body: String,
        pub private: bool,
        pub persistent: bool,
        pub owner_id: i64,
        pub owner_nickname: String,
        pub revision: i64,
        pub created_at: String,
        pub updated_at: String,
        pub deleted_at: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub(super) mod groups {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "contact_group_links")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub contact_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub group_id: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A contact as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredContact {
    /// Its id.
    pub id: i64,
    /// What it says.
    pub fields: ContactFields,
    /// Who made it (user id and login name).
    pub owner: (i64, String),
    /// 1 when created, one more for every change.
    pub revision: i64,
    /// When it was created and last changed.
    pub created_at: DateTime<Utc>,
    /// See `created_at`.
    pub updated_at: DateTime<Utc>,
    /// When it went to the trash.
    pub deleted_at: Option<DateTime<Utc>>,
}

/// Which contacts a list asks for, as seen by `user` (private ones are their owner's).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContactQuery {
    /// The reader.
    pub user: i64,
    /// Words the name, company, profession, e-mails, numbers or notes contain (any letter case);
    /// empty: any.
    pub words: String,
    /// In this contact group.
    pub group: Option<i64>,
    /// In the agenda (true) or the hidden ones (false).
    pub persistent: bool,
    /// In the trash (true) or not.
    pub deleted: bool,
    /// Skip this many.
    pub offset: u64,
    /// At most this many.
    pub size: u64,
}

/// Writes the group links of contact `id` anew, each group checked to exist under a shared lock
/// on its row until the write commits: a deletion of the group waits for it, then counts this
/// contact ([`group_uses`]).
async fn link_groups(
    db: &impl ConnectionTrait,
    id: i64,
    group_ids: &[i64],
) -> Result<(), StoreError> {
    groups::Entity::delete_many()
        .filter(groups::Column::ContactId.eq(id))
        .exec(db)
        .await?;
    if group_ids.is_empty() {
        return Ok(());
    }
    let kind = ReferenceKind::ContactGroup;
    let found: Vec<i64> = references::Entity::find()
        .select_only()
        .column(references::Column::Id)
        .filter(references::Column::Kind.eq(kind.as_str()))
        .filter(references::Column::Id.is_in(group_ids.to_vec()))
        .lock_shared()
        .into_tuple()
        .all(db)
        .await?;
    if let Some(gone) = group_ids.iter().find(|g| !found.contains(g)) {
        return Err(StoreError::UnknownReference { kind, id: *gone });
    }
    for g in group_ids {
        groups::ActiveModel {
            contact_id: Set(id),
            group_id: Set(*g),
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

/// How many contacts (trash included) are in group `id` (what keeps it from deletion).
pub(super) async fn group_uses(db: &impl ConnectionTrait, id: i64) -> Result<u64, StoreError> {
    Ok(groups::Entity::find()
        .filter(groups::Column::GroupId.eq(id))
        .count(db)
        .await?)
}

/// The words a contact is found by: every field in lower case, the numbers also as digits only.
fn words_of(f: &ContactFields) -> String {
    let mut all = vec![
        f.name.clone(),
        f.company.clone(),
        f.profession.clone(),
        f.notes.clone(),
    ];
    for e in &f.emails {
        all.push(e.address.clone());
        all.push(e.label.clone());
    }
    for n in &f.numbers {
        all.push(n.number.clone());
        all.push(n.e164.clone());
        all.push(n.number.chars().filter(char::is_ascii_digit).collect());
        all.push(n.label.clone());
    }
    all.retain(|w| !w.is_empty());
    all.join("\n").to_lowercase()
}

fn contact_of(m: rows::Model) -> Result<StoredContact, StoreError> {
    let corrupt = |detail: String| StoreError::Corrupt { id: m.id, detail };
    let fields: ContactFields =
        serde_json::from_str(&m.body).map_err(|e| corrupt(format!("contact body: {e}")))?;
    let at = |raw: &str| time(raw).ok_or_else(|| corrupt(format!("contact time {raw:?}")));
    Ok(StoredContact {
        id: m.id,
        owner: (m.owner_id, m.owner_nickname.clone()),
        revision: m.revision,
        created_at: at(&m.created_at)?,
        updated_at: at(&m.updated_at)?,
        deleted_at: m.deleted_at.as_deref().map(at).transpose()?,
        fields,
    })
}

fn body(id: i64, f: &ContactFields) -> Result<String, StoreError> {
    serde_json::to_string(f).map_err(|e| StoreError::Corrupt {
        id,
        detail: format!("contact body: {e}"),
    })
}

/// Where contacts live (docs/adr/0005-people-and-time.md, "Contacts").
#[async_trait]
pub trait ContactStore: Send + Sync + 'static {
    /// Saves a new contact of `owner` (user id, login name).
    async fn add_contact(
        &self,
        fields: &ContactFields,
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<StoredContact, StoreError>;
    /// One contact, in the trash or not ([`StoreError::NotFound`]).
    async fn contact(&self, id: i64) -> Result<StoredContact, StoreError>;
    /// Saves `fields` over contact `id` at `revision` ([`StoreError::Stale`] when it changed
    /// meanwhile; [`StoreError::NotFound`]).
    async fn change_contact(
        &self,
        id: i64,
        revision: i64,
        fields: &ContactFields,
        now: DateTime<Utc>,
    ) -> Result<StoredContact, StoreError>;
    /// Moves contacts to the trash (`deleted`) or back, all or none.
    async fn set_contacts_deleted(
        &self,
        ids: &[i64],
        deleted: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredContact>, StoreError>;
    /// A page of the contacts `query` asks for, by name, and how many there are in all.
    async fn find_contacts(
        &self,
        query: &ContactQuery,
    ) -> Result<(Vec<StoredContact>, u64), StoreError>;
    /// How many contacts (trash included) are in each group that has any.
    async fn contact_group_usage(&self) -> Result<Vec<(i64, u64)>, StoreError>;
}

#[async_trait]
impl ContactStore for SeaStore {
    async fn add_contact(
        &self,
        fields: &ContactFields,
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<StoredContact, StoreError> {
        let txn = self.db.begin().await?;
        let row = rows::ActiveModel {
            name: Set(fields.name.clone()),
            name_key: Set(name_key(&fields.name)),
            words: Set(words_of(fields)),
            body: Set(body(0, fields)?),
            private: Set(fields.private),
            persistent: Set(fields.persistent),
            owner_id: Set(owner.0),
            owner_nickname: Set(owner.1.to_owned()),
            revision: Set(1),
            created_at: Set(stamp(now)),
            updated_at: Set(stamp(now)),
            deleted_at: Set(None),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        link_groups(&txn, row.id, &fields.group_ids).await?;
        txn.commit().await?;
        contact_of(row)
    }

    async fn contact(&self, id: i64) -> Result<StoredContact, StoreError> {
        rows::Entity::find_by_id(id)
            .one(&self.db)
            .await?
            .ok_or(StoreError::NotFound)
            .and_then(contact_of)
    }

    async fn change_contact(
        &self,
        id: i64,
        revision: i64,
        fields: &ContactFields,
        now: DateTime<Utc>,
    ) -> Result<StoredContact, StoreError> {
        // A revision no contact has (the largest number included) changes nothing.
        let next = revision.saturating_add(1);
        let txn = self.db.begin().await?;
        let done = rows::Entity::update_many()
            .col_expr(rows::Column::Name, Expr::value(fields.name.clone()))
            .col_expr(rows::Column::NameKey, Expr::value(name_key(&fields.name)))
            .col_expr(rows::Column::Words, Expr::value(words_of(fields)))
            .col_expr(rows::Column::Body, Expr::value(body(id, fields)?))
            .col_expr(rows::Column::Private, Expr::value(fields.private))
            .col_expr(rows::Column::Persistent, Expr::value(fields.persistent))
            .col_expr(rows::Column::Revision, Expr::value(next))
            .col_expr(rows::Column::UpdatedAt, Expr::value(stamp(now)))
            .filter(rows::Column::Id.eq(id))
            .filter(rows::Column::Revision.eq(revision))
            .filter(rows::Column::DeletedAt.is_null())
            .exec(&txn)
            .await?;
        if done.rows_affected == 0 {
            drop(txn);
            let now = self.contact(id).await?;
            if now.deleted_at.is_some() {
                return Err(StoreError::NotFound);
            }
            return Err(StoreError::Stale(now.revision));
        }
        link_groups(&txn, id, &fields.group_ids).await?;
        txn.commit().await?;
        self.contact(id).await
    }

    async fn set_contacts_deleted(
        &self,
        ids: &[i64],
        deleted: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredContact>, StoreError> {
        let txn = self.db.begin().await?;
        let done = rows::Entity::update_many()
            .col_expr(
                rows::Column::DeletedAt,
                Expr::value(deleted.then(|| stamp(now))),
            )
            .col_expr(rows::Column::UpdatedAt, Expr::value(stamp(now)))
            .filter(rows::Column::Id.is_in(ids.to_vec()))
            .filter(if deleted {
                rows::Column::DeletedAt.is_null()
            } else {
                rows::Column::DeletedAt.is_not_null()
            })
            .exec(&txn)
            .await?;
        if done.rows_affected != ids.len() as u64 {
            return Err(StoreError::NotFound);
        }
        txn.commit().await?;
        rows::Entity::find()
            .filter(rows::Column::Id.is_in(ids.to_vec()))
            .order_by_asc(rows::Column::Id)
            .all(&self.db)
            .await?
            .into_iter()
            .map(contact_of)
            .collect()
    }

    async fn find_contacts(
        &self,
        query: &ContactQuery,
    ) -> Result<(Vec<StoredContact>, u64), StoreError> {
        let mut select = rows::Entity::find()
            .filter(
                Condition::any()
                    .add(rows::Column::Private.eq(false))
                    .add(rows::Column::OwnerId.eq(query.user)),
            )
            .filter(rows::Column::Persistent.eq(query.persistent))
            .filter(if query.deleted {
                rows::Column::DeletedAt.is_not_null()
            } else {
                rows::Column::DeletedAt.is_null()
            });
        for word in query.words.split_whitespace() {
            select = select.filter(rows::Column::Words.contains(word.to_lowercase()));
        }
        if let Some(group) = query.group {
            let members: Vec<i64> = groups::Entity::find()
                .select_only()
                .column(groups::Column::ContactId)
                .filter(groups::Column::GroupId.eq(group))
                .into_tuple()
                .all(&self.db)
                .await?;
            select = select.filter(rows::Column::Id.is_in(members));
        }
        let total = select.clone().count(&self.db).await?;
        let page = select
            .order_by_asc(rows::Column::NameKey)
            .order_by_asc(rows::Column::Id)
            .offset(query.offset)
            .limit(query.size)
            .all(&self.db)
            .await?
            .into_iter()
            .map(contact_of)
            .collect::<Result<Vec<_>, _>>()?;
        Ok((page, total))
    }

    async fn contact_group_usage(&self) -> Result<Vec<(i64, u64)>, StoreError> {
        let counts: Vec<(i64, i64)> = groups::Entity::find()
            .select_only()
            .column(groups::Column::GroupId)
            .column_as(groups::Column::ContactId.count(), "uses")
            .group_by(groups::Column::GroupId)
            .order_by_asc(groups::Column::GroupId)
            .into_tuple()
            .all(&self.db)
            .await?;
        Ok(counts
            .into_iter()
            .map(|(id, n)| (id, n.unsigned_abs()))
            .collect())
    }
}
