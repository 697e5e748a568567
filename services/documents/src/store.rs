//! Storage of documents: one `documents` table for the base every kind shares (slug, state, owner,
//! privacy, revision, trash) and `document_links` for the ids a document names (programs, producers,
//! editors, reporters, allowed users), so lists filter by any of them with an index. Ids start at
//! 10^12 (docs/adr/0003-documents.md). sea-orm types never leave this module.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use newsroom_domain::document::{
    AssignmentConfig, AssignmentFields, DocumentState, FIRST_DOCUMENT_ID,
};
use newsroom_platform::{Migration, like};
use sea_orm::sea_query::{Expr, ExprTrait, Func, Query};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};

/// The kind of every row this store writes today.
const ASSIGNMENT: &str = "ASSIGNMENT";

/// The schema (see [`newsroom_platform::migrate`]).
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        version: "0001_documents",
        sql: "
CREATE TABLE documents (
    id {id},
    kind TEXT NOT NULL,
    slug TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL,
    state TEXT NOT NULL,
    private BOOLEAN NOT NULL DEFAULT FALSE,
    priority BOOLEAN NOT NULL DEFAULT FALSE,
    pending BOOLEAN NOT NULL DEFAULT FALSE,
    owner_id BIGINT NOT NULL,
    owner_nickname TEXT NOT NULL,
    revision BIGINT NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    deleted_at TEXT
);
CREATE INDEX documents_kind_date ON documents (kind, date);
CREATE TABLE document_links (
    document_id BIGINT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    ref_id BIGINT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (document_id, role, ref_id)
);
CREATE INDEX document_links_ref ON document_links (role, ref_id);
FIRST ID documents 1000000000000
",
    },
    Migration {
        version: "0002_document_settings",
        sql: "
CREATE TABLE document_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
",
    },
];

/// The settings key of [`AssignmentConfig::state_lock`] (`true` or `false`).
const STATE_LOCK: &str = "assignments.stateLock";

mod settings {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "document_settings")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub key: String,
        pub value: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

mod documents {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "documents")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub kind: String,
        pub slug: String,
        pub content: String,
        pub date: String,
        pub state: String,
        pub private: bool,
        pub priority: bool,
        pub pending: bool,
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

mod links {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "document_links")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub document_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub role: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub ref_id: i64,
        pub position: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// What a document names by id, by role (the `role` column).
const PROGRAM: &str = "PROGRAM";
const PRODUCER: &str = "PRODUCER";
const EDITOR: &str = "EDITOR";
const REPORTER: &str = "REPORTER";
const ALLOWED: &str = "ALLOWED";

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row to change does not exist, or is in the trash (or, for a restore, is not).
    #[error("not found")]
    NotFound,
    /// The row changed since the revision the caller read.
    #[error("revision {0} is not the current one")]
    Stale(i64),
    /// The database failed (the driver's error is the source).
    #[error("database")]
    Database(#[source] DbErr),
    /// A stored row holds a value no write of this service makes: reported, never read as a default.
    #[error("corrupt row {id} of table documents: {detail}")]
    Corrupt {
        /// The row's key.
        id: i64,
        /// Which column, and what is wrong with it.
        detail: String,
    },
}

impl From<DbErr> for StoreError {
    fn from(e: DbErr) -> Self {
        StoreError::Database(e)
    }
}

/// An assignment as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAssignment {
    /// From 10^12 up.
    pub id: i64,
    /// What it says.
    pub fields: AssignmentFields,
    /// Its state.
    pub state: DocumentState,
    /// Who created it (user id and login name).
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

/// Who reads: the user (private documents) and the programs they may see (`None`: every program,
/// a call of the system itself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Viewer {
    /// The user's id.
    pub user: i64,
    /// The program ids they may see.
    pub programs: Option<Vec<i64>>,
}

/// A page of assignments matching all of the given conditions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AssignmentQuery {
    /// Of this day.
    pub date: Option<NaiveDate>,
    /// Slug containing this (case-insensitive, ASCII).
    pub slug: Option<String>,
    /// Content containing this (case-insensitive, ASCII).
    pub content: Option<String>,
    /// Naming this producer.
    pub producer: Option<i64>,
    /// For this program.
    pub program: Option<i64>,
    /// In the trash (true) or not.
    pub deleted: bool,
    /// Skip this many.
    pub offset: u64,
    /// At most this many (`None`: all).
    pub size: Option<u64>,
}

/// Where assignments live.
#[async_trait]
pub trait AssignmentStore: Send + Sync + 'static {
    /// Saves new assignments (PRODUCING, revision 1) of `owner`, all or none, in the order given.
    async fn create(
        &self,
        fields: &[AssignmentFields],
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError>;
    /// The assignments of `ids` that exist, in the trash or not, in no particular order.
    async fn get(&self, ids: &[i64]) -> Result<Vec<StoredAssignment>, StoreError>;
    /// Replaces the fields of an assignment not in the trash at `revision` ([`StoreError::Stale`]).
    async fn update(
        &self,
        id: i64,
        revision: i64,
        fields: &AssignmentFields,
        now: DateTime<Utc>,
    ) -> Result<StoredAssignment, StoreError>;
    /// The assignments `viewer` may see that match `query`, ordered by date (newest first) then id,
    /// and how many match in all.
    async fn find(
        &self,
        viewer: &Viewer,
        query: &AssignmentQuery,
    ) -> Result<(Vec<StoredAssignment>, u64), StoreError>;
    /// Sets the state of every one of `ids` (none in the trash), all or nothing.
    async fn set_state(
        &self,
        ids: &[i64],
        state: DocumentState,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError>;
    /// Moves `ids` to the trash (`deleted`) or back, all or nothing ([`StoreError::NotFound`] when
    /// one is unknown or already where it would go).
    async fn set_deleted(
        &self,
        ids: &[i64],
        deleted: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError>;
    /// The settings of assignments (the defaults until saved).
    async fn config(&self) -> Result<AssignmentConfig, StoreError>;
    /// Saves the settings of assignments.
    async fn set_config(&self, config: AssignmentConfig) -> Result<(), StoreError>;
}

/// Documents in a SQL database (SQLite embedded, PostgreSQL distributed).
#[derive(Clone)]
pub struct SeaStore {
    db: DatabaseConnection,
}

fn time(s: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(s)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

fn stamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

impl SeaStore {
    /// A store over `db` (migrate it first).
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Applies the schema.
    ///
    /// # Errors
    /// When a migration fails.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        newsroom_platform::migrate(&self.db, "documents", MIGRATIONS).await
    }

    async fn load(
        db: &impl ConnectionTrait,
        rows: Vec<documents::Model>,
    ) -> Result<Vec<StoredAssignment>, StoreError> {
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let all = links::Entity::find()
            .filter(links::Column::DocumentId.is_in(ids))
            .order_by_asc(links::Column::Position)
            .all(db)
            .await?;
        // Each document's ids by role, in their order, gathered once (a day may list hundreds).
        let mut named: HashMap<(i64, String), Vec<i64>> = HashMap::new();
        for l in all {
            named
                .entry((l.document_id, l.role))
                .or_default()
                .push(l.ref_id);
        }
        rows.into_iter()
            .map(|r| {
                let mut of =
                    |role: &str| named.remove(&(r.id, role.to_owned())).unwrap_or_default();
                let corrupt = |detail: String| StoreError::Corrupt { id: r.id, detail };
                let date = NaiveDate::parse_from_str(&r.date, "%Y-%m-%d")
                    .map_err(|_| corrupt(format!("date {:?}", r.date)))?;
                let state = DocumentState::parse(&r.state)
                    .ok_or_else(|| corrupt(format!("state {:?}", r.state)))?;
                let created_at = time(&r.created_at)
                    .ok_or_else(|| corrupt(format!("created_at {:?}", r.created_at)))?;
                let updated_at = time(&r.updated_at)
                    .ok_or_else(|| corrupt(format!("updated_at {:?}", r.updated_at)))?;
                let deleted_at = match &r.deleted_at {
                    None => None,
                    Some(d) => Some(time(d).ok_or_else(|| corrupt(format!("deleted_at {d:?}")))?),
                };
                Ok(StoredAssignment {
                    id: r.id,
                    fields: AssignmentFields {
                        slug: r.slug.clone(),
                        content: r.content.clone(),
                        date,
                        program_ids: of(PROGRAM),
                        producer_ids: of(PRODUCER),
                        editor_ids: of(EDITOR),
                        reporter_ids: of(REPORTER),
                        private: r.private,
                        allowed_user_ids: of(ALLOWED),
                        priority: r.priority,
                        pending: r.pending,
                    },
                    state,
                    owner: (r.owner_id, r.owner_nickname.clone()),
                    revision: r.revision,
                    created_at,
                    updated_at,
                    deleted_at,
                })
            })
            .collect()
    }

    async fn write_links(
        db: &impl ConnectionTrait,
        id: i64,
        fields: &AssignmentFields,
    ) -> Result<(), StoreError> {
        links::Entity::delete_many()
            .filter(links::Column::DocumentId.eq(id))
            .exec(db)
            .await?;
        let rows: Vec<links::ActiveModel> = [
            (PROGRAM, &fields.program_ids),
            (PRODUCER, &fields.producer_ids),
            (EDITOR, &fields.editor_ids),
            (REPORTER, &fields.reporter_ids),
            (ALLOWED, &fields.allowed_user_ids),
        ]
        .into_iter()
        .flat_map(|(role, ids)| {
            ids.iter()
                .enumerate()
                .map(move |(i, r)| links::ActiveModel {
                    document_id: Set(id),
                    role: Set(role.to_owned()),
                    ref_id: Set(*r),
                    position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
                })
        })
        .collect();
        if !rows.is_empty() {
            links::Entity::insert_many(rows).exec(db).await?;
        }
        Ok(())
    }

    async fn one(db: &impl ConnectionTrait, id: i64) -> Result<StoredAssignment, StoreError> {
        let row = documents::Entity::find_by_id(id)
            .filter(documents::Column::Kind.eq(ASSIGNMENT))
            .one(db)
            .await?
            .ok_or(StoreError::NotFound)?;
        Self::load(db, vec![row])
            .await?
            .pop()
            .ok_or(StoreError::NotFound)
    }

    /// The rows of `ids` (all of them assignments, in or out of the trash as `deleted` says), or
    /// [`StoreError::NotFound`].
    async fn all_of(
        db: &impl ConnectionTrait,
        ids: &[i64],
        deleted: bool,
    ) -> Result<Vec<documents::Model>, StoreError> {
        let mut unique = ids.to_vec();
        unique.sort_unstable();
        unique.dedup();
        let trash = if deleted {
            documents::Column::DeletedAt.is_not_null()
        } else {
            documents::Column::DeletedAt.is_null()
        };
        let rows = documents::Entity::find()
            .filter(documents::Column::Id.is_in(unique.clone()))
            .filter(documents::Column::Kind.eq(ASSIGNMENT))
            .filter(trash)
            .all(db)
            .await?;
        if rows.len() == unique.len() {
            Ok(rows)
        } else {
            Err(StoreError::NotFound)
        }
    }

    /// Sets `column` of every one of `ids` (each in the trash or not as `deleted` says, else
    /// [`StoreError::NotFound`] and nothing changes), with a new revision; the rows as they are then
    /// (in the trash or not as `deleted_after` says).
    async fn change(
        &self,
        ids: &[i64],
        deleted: bool,
        (column, value): (documents::Column, Expr),
        deleted_after: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError> {
        let txn = self.db.begin().await?;
        Self::all_of(&txn, ids, deleted).await?;
        documents::Entity::update_many()
            .col_expr(column, value)
            .col_expr(documents::Column::UpdatedAt, Expr::value(stamp(now)))
            .col_expr(
                documents::Column::Revision,
                Expr::col(documents::Column::Revision).add(1),
            )
            .filter(documents::Column::Id.is_in(ids.to_vec()))
            .exec(&txn)
            .await?;
        let rows = Self::all_of(&txn, ids, deleted_after).await?;
        let saved = Self::load(&txn, rows).await?;
        txn.commit().await?;
        Ok(saved)
    }
}

fn linked(role: &str, refs: impl IntoIterator<Item = i64>) -> sea_orm::sea_query::SelectStatement {
    Query::select()
        .column(links::Column::DocumentId)
        .from(links::Entity)
        .and_where(links::Column::Role.eq(role))
        .and_where(links::Column::RefId.is_in(refs))
        .to_owned()
}

#[async_trait]
impl AssignmentStore for SeaStore {
    async fn create(
        &self,
        fields: &[AssignmentFields],
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError> {
        let txn = self.db.begin().await?;
        let mut saved = Vec::with_capacity(fields.len());
        for fields in fields {
            let row = documents::ActiveModel {
                kind: Set(ASSIGNMENT.to_owned()),
                slug: Set(fields.slug.clone()),
                content: Set(fields.content.clone()),
                date: Set(fields.date.format("%Y-%m-%d").to_string()),
                state: Set(DocumentState::Producing.as_str().to_owned()),
                private: Set(fields.private),
                priority: Set(fields.priority),
                pending: Set(fields.pending),
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
            debug_assert!(row.id >= FIRST_DOCUMENT_ID, "documents start at 10^12");
            Self::write_links(&txn, row.id, fields).await?;
            saved.push(Self::one(&txn, row.id).await?);
        }
        txn.commit().await?;
        Ok(saved)
    }

    async fn get(&self, ids: &[i64]) -> Result<Vec<StoredAssignment>, StoreError> {
        let rows = documents::Entity::find()
            .filter(documents::Column::Id.is_in(ids.to_vec()))
            .filter(documents::Column::Kind.eq(ASSIGNMENT))
            .all(&self.db)
            .await?;
        Self::load(&self.db, rows).await
    }

    async fn update(
        &self,
        id: i64,
        revision: i64,
        fields: &AssignmentFields,
        now: DateTime<Utc>,
    ) -> Result<StoredAssignment, StoreError> {
        let txn = self.db.begin().await?;
        let done = documents::Entity::update_many()
            .col_expr(documents::Column::Slug, Expr::value(fields.slug.clone()))
            .col_expr(
                documents::Column::Content,
                Expr::value(fields.content.clone()),
            )
            .col_expr(
                documents::Column::Date,
                Expr::value(fields.date.format("%Y-%m-%d").to_string()),
            )
            .col_expr(documents::Column::Private, Expr::value(fields.private))
            .col_expr(documents::Column::Priority, Expr::value(fields.priority))
            .col_expr(documents::Column::Pending, Expr::value(fields.pending))
            .col_expr(documents::Column::UpdatedAt, Expr::value(stamp(now)))
            .col_expr(
                documents::Column::Revision,
                Expr::col(documents::Column::Revision).add(1),
            )
            .filter(documents::Column::Id.eq(id))
            .filter(documents::Column::Kind.eq(ASSIGNMENT))
            .filter(documents::Column::DeletedAt.is_null())
            .filter(documents::Column::Revision.eq(revision))
            .exec(&txn)
            .await?;
        if done.rows_affected == 0 {
            let current = Self::all_of(&txn, &[id], false).await?;
            return Err(StoreError::Stale(current[0].revision));
        }
        Self::write_links(&txn, id, fields).await?;
        let saved = Self::one(&txn, id).await?;
        txn.commit().await?;
        Ok(saved)
    }

    async fn find(
        &self,
        viewer: &Viewer,
        query: &AssignmentQuery,
    ) -> Result<(Vec<StoredAssignment>, u64), StoreError> {
        let mut select = documents::Entity::find()
            .filter(documents::Column::Kind.eq(ASSIGNMENT))
            .filter(if query.deleted {
                documents::Column::DeletedAt.is_not_null()
            } else {
                documents::Column::DeletedAt.is_null()
            })
            .filter(
                Condition::any()
                    .add(documents::Column::Private.eq(false))
                    .add(documents::Column::OwnerId.eq(viewer.user))
                    .add(documents::Column::Id.in_subquery(linked(ALLOWED, [viewer.user]))),
            );
        if let Some(programs) = &viewer.programs {
            select = select.filter(
                documents::Column::Id.in_subquery(linked(PROGRAM, programs.iter().copied())),
            );
        }
        if let Some(date) = query.date {
            select = select.filter(documents::Column::Date.eq(date.format("%Y-%m-%d").to_string()));
        }
        let lower = |c: documents::Column| Expr::expr(Func::lower(Expr::col(c)));
        if let Some(slug) = &query.slug {
            select = select
                .filter(lower(documents::Column::Slug).like(like(&slug.to_lowercase(), true)));
        }
        if let Some(content) = &query.content {
            select = select.filter(
                lower(documents::Column::Content).like(like(&content.to_lowercase(), true)),
            );
        }
        if let Some(producer) = query.producer {
            select = select.filter(documents::Column::Id.in_subquery(linked(PRODUCER, [producer])));
        }
        if let Some(program) = query.program {
            select = select.filter(documents::Column::Id.in_subquery(linked(PROGRAM, [program])));
        }
        let select = if query.deleted {
            select.order_by_desc(documents::Column::DeletedAt)
        } else {
            select.order_by_desc(documents::Column::Date)
        }
        .order_by_asc(documents::Column::Id);
        let total = select.clone().count(&self.db).await?;
        // SQLite takes no OFFSET without a LIMIT.
        let page = match query.size {
            Some(size) => select.offset(query.offset).limit(size),
            None if query.offset == 0 => select,
            None => select.offset(query.offset).limit(i64::MAX.unsigned_abs()),
        };
        let rows = page.all(&self.db).await?;
        Ok((Self::load(&self.db, rows).await?, total))
    }

    async fn set_state(
        &self,
        ids: &[i64],
        state: DocumentState,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError> {
        let state = (documents::Column::State, Expr::value(state.as_str()));
        self.change(ids, false, state, false, now).await
    }

    async fn set_deleted(
        &self,
        ids: &[i64],
        deleted: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredAssignment>, StoreError> {
        let when = (
            documents::Column::DeletedAt,
            Expr::value(deleted.then(|| stamp(now))),
        );
        self.change(ids, !deleted, when, deleted, now).await
    }

    async fn config(&self) -> Result<AssignmentConfig, StoreError> {
        let row = settings::Entity::find_by_id(STATE_LOCK.to_owned())
            .one(&self.db)
            .await?;
        let state_lock = match row.as_ref().map(|r| r.value.as_str()) {
            None | Some("false") => false,
            Some("true") => true,
            Some(other) => {
                return Err(StoreError::Corrupt {
                    id: 0,
                    detail: format!("document_settings {STATE_LOCK} = {other:?}"),
                });
            }
        };
        Ok(AssignmentConfig { state_lock })
    }

    async fn set_config(&self, config: AssignmentConfig) -> Result<(), StoreError> {
        let row = settings::ActiveModel {
            key: Set(STATE_LOCK.to_owned()),
            value: Set(config.state_lock.to_string()),
        };
        settings::Entity::insert(row)
            .on_conflict(
                sea_orm::sea_query::OnConflict::column(settings::Column::Key)
                    .update_column(settings::Column::Value)
                    .to_owned(),
            )
            .exec(&self.db)
            .await?;
        Ok(())
    }
}
