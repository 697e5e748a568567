//! Storage of documents: one `documents` table for the base every kind shares (slug, state, owner,
//! privacy, revision, trash) and `document_links` for the ids a document names (programs, producers,
//! editors, reporters, allowed users), so lists filter by any of them with an index. Ids start at
//! 10^12 (docs/adr/0003-documents.md). sea-orm types never leave this module.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use newsroom_domain::document::{
    AssignmentConfig, AssignmentFields, DocumentFields, DocumentState, FIRST_DOCUMENT_ID, Grouping,
};
use newsroom_domain::production::ProductionFields;
use newsroom_domain::reference::{Medium, ReferenceFields, ReferenceKind, name_key};
use newsroom_domain::report::ReportFields;
use newsroom_domain::reportage::ReportageFields;
use newsroom_domain::round::RoundFields;
use newsroom_domain::search::DocumentKind;
use newsroom_platform::{Migration, like};
use sea_orm::sea_query::{Expr, ExprTrait, Func, Query};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection,
    DatabaseTransaction, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set, SqlErr, TransactionTrait,
};

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
    Migration {
        version: "0003_reference_items",
        sql: "
CREATE TABLE reference_items (
    id {id},
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    medium TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX reference_items_kind_name ON reference_items (kind, name_key);
",
    },
    Migration {
        version: "0004_document_revisions",
        sql: "
CREATE TABLE document_revisions (
    document_id BIGINT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    revision BIGINT NOT NULL,
    snapshot TEXT NOT NULL,
    author_id BIGINT NOT NULL,
    author_nickname TEXT NOT NULL,
    saved_at TEXT NOT NULL,
    PRIMARY KEY (document_id, revision)
);
",
    },
    Migration {
        version: "0005_document_body",
        sql: "
ALTER TABLE documents ADD COLUMN body TEXT;
ALTER TABLE documents ADD COLUMN approved BOOLEAN NOT NULL DEFAULT FALSE;
",
    },
    Migration {
        // Files (crate::files): the record; the bytes are in the object store under `object_key`.
        version: "0006_files",
        sql: "
CREATE TABLE files (
    id {id},
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size BIGINT NOT NULL,
    width INTEGER,
    height INTEGER,
    owner_id BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    object_key TEXT NOT NULL UNIQUE
);
CREATE INDEX files_owner ON files (owner_id);
",
    },
    Migration {
        // Teams (crate::teams; store::teams): the schedule as JSON, `ends` the first day without it.
        version: "0007_teams",
        sql: "
CREATE TABLE teams (
    id {id},
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    schedule TEXT NOT NULL,
    ends TEXT,
    revision BIGINT NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
",
    },
    Migration {
        // Institutions of the round (a segment, a phone, a person to ask for).
        version: "0008_institutions",
        sql: "
ALTER TABLE reference_items ADD COLUMN segment_id BIGINT;
ALTER TABLE reference_items ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE reference_items ADD COLUMN contact TEXT NOT NULL DEFAULT '';
CREATE INDEX reference_items_segment ON reference_items (segment_id);
",
    },
    Migration {
        // Contacts (crate::contacts; store::contacts): the fields as JSON, the columns lists
        // filter and sort by, and the groups each is in (docs/adr/0005-people-and-time.md).
        version: "0009_contacts",
        sql: "
CREATE TABLE contacts (
    id {id},
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    words TEXT NOT NULL,
    body TEXT NOT NULL,
    private BOOLEAN NOT NULL DEFAULT FALSE,
    persistent BOOLEAN NOT NULL DEFAULT TRUE,
    owner_id BIGINT NOT NULL,
    owner_nickname TEXT NOT NULL,
    revision BIGINT NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    deleted_at TEXT
);
CREATE INDEX contacts_name ON contacts (persistent, name_key);
CREATE TABLE contact_group_links (
    contact_id BIGINT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    group_id BIGINT NOT NULL,
    PRIMARY KEY (contact_id, group_id)
);
CREATE INDEX contact_group_links_group ON contact_group_links (group_id);
",
    },
];

/// The settings key of [`AssignmentConfig::state_lock`] (`true` or `false`).
const STATE_LOCK: &str = "assignments.stateLock";
/// The settings key of [`AssignmentConfig::default_grouping`] (a [`Grouping`] name).
const DEFAULT_GROUPING: &str = "assignments.defaultGrouping";

mod files {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "files")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub content_type: String,
        pub size: i64,
        pub width: Option<i32>,
        pub height: Option<i32>,
        pub owner_id: i64,
        pub created_at: String,
        pub object_key: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

mod revisions {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "document_revisions")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub document_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub revision: i64,
        pub snapshot: String,
        pub author_id: i64,
        pub author_nickname: String,
        pub saved_at: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A revision as kept: every field, the state, the approval and whether it was in the trash (JSON
/// in `document_revisions.snapshot`, camelCase as the API names them).
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[serde(bound(
    serialize = "F: serde::Serialize",
    deserialize = "F: serde::de::DeserializeOwned"
))]
struct Snapshot<F> {
    #[serde(flatten)]
    fields: F,
    state: DocumentState,
    deleted: bool,
    #[serde(default)]
    approved: bool,
}

impl<F: Kind> Snapshot<F> {
    fn of(a: &StoredDocument<F>) -> Self {
        Snapshot {
            fields: a.fields.clone(),
            state: a.state,
            deleted: a.deleted_at.is_some(),
            approved: a.approved,
        }
    }
}

mod references {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "reference_items")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub kind: String,
        pub name: String,
        pub name_key: String,
        pub medium: Option<String>,
        pub created_at: String,
        pub updated_at: String,
        pub segment_id: Option<i64>,
        pub phone: String,
        pub contact: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

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
        pub body: Option<String>,
        pub approved: bool,
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
const ASSIGNMENT: &str = "ASSIGNMENT";
const FILE: &str = "FILE";

mod contacts;
mod teams;
pub use contacts::{ContactQuery, ContactStore, StoredContact};
pub use teams::{StoredTeam, TeamStore};

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row to change does not exist, or is in the trash (or, for a restore, is not).
    #[error("not found")]
    NotFound,
    /// The row changed since the revision the caller read.
    #[error("revision {0} is not the current one")]
    Stale(i64),
    /// A value of reference data of that name (letter case aside) exists in its kind.
    #[error("duplicate name")]
    Duplicate,
    /// A value of reference data is named by this many documents (trash included).
    #[error("named by {0} documents")]
    InUse(u64),
    /// A document names a value of reference data that does not exist (deleted meanwhile).
    #[error("unknown {} {id}", kind.as_str())]
    UnknownReference {
        /// Its kind.
        kind: ReferenceKind,
        /// The id named.
        id: i64,
    },
    /// A team is sent by this many assignments (trash included) of the day of its deletion or later.
    #[error("sent by {0} assignments")]
    TeamInUse(u64),
    /// An assignment sends a team that does not exist on its day (deleted from a day on, or
    /// never made).
    #[error("unknown team {0}")]
    UnknownTeam(i64),
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
        match e.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(_)) => StoreError::Duplicate,
            _ => StoreError::Database(e),
        }
    }
}

/// A document of one kind as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredDocument<F> {
    /// From 10^12 up.
    pub id: i64,
    /// What it says.
    pub fields: F,
    /// Its state.
    pub state: DocumentState,
    /// Approved for air (reportages; an assignment is never approved).
    pub approved: bool,
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

/// An assignment as stored.
pub type StoredAssignment = StoredDocument<AssignmentFields>;
/// A reportage as stored.
pub type StoredReportage = StoredDocument<ReportageFields>;
/// A production (checklist) as stored.
pub type StoredProduction = StoredDocument<ProductionFields>;
/// A report as stored.
pub type StoredReport = StoredDocument<ReportFields>;
/// A round as stored.
pub type StoredRound = StoredDocument<RoundFields>;

/// A revision of a document: what it was after a change, who made the change and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRevision<F> {
    /// The revision number (the document's `revision` after that change).
    pub number: i64,
    /// Its fields then.
    pub fields: F,
    /// Its state then.
    pub state: DocumentState,
    /// Whether it was approved then.
    pub approved: bool,
    /// Whether it was in the trash then.
    pub deleted: bool,
    /// Who made the change (user id and login name).
    pub by: (i64, String),
    /// When.
    pub at: DateTime<Utc>,
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

/// A page of documents of one kind matching all of the given conditions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DocumentQuery {
    /// Of this day.
    pub date: Option<NaiveDate>,
    /// Slug containing this (case-insensitive, ASCII).
    pub slug: Option<String>,
    /// Content containing this (case-insensitive, ASCII).
    pub content: Option<String>,
    /// Naming this producer.
    pub producer: Option<i64>,
    /// Naming this reporter.
    pub reporter: Option<i64>,
    /// For this program.
    pub program: Option<i64>,
    /// Made from this assignment.
    pub assignment: Option<i64>,
    /// Naming this value of reference data (a report's event category).
    pub reference: Option<(ReferenceKind, i64)>,
    /// In the trash (true) or not.
    pub deleted: bool,
    /// Skip this many.
    pub offset: u64,
    /// At most this many (`None`: all).
    pub size: Option<u64>,
}

/// The columns a kind writes besides the base every kind shares (slug, date, privacy) and its links.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Columns {
    /// The text the `content` filter looks in.
    pub content: String,
    /// Indication: priority (assignments).
    pub priority: bool,
    /// Indication: pending (assignments).
    pub pending: bool,
    /// The kind's fields as JSON, when the columns and links do not hold them all.
    pub body: Option<String>,
}

/// A row as a kind reads its fields back.
#[derive(Debug, Clone, Copy)]
pub struct Row<'a> {
    /// The slug column.
    pub slug: &'a str,
    /// The content column.
    pub content: &'a str,
    /// The date column.
    pub date: NaiveDate,
    /// The private column.
    pub private: bool,
    /// The priority column.
    pub priority: bool,
    /// The pending column.
    pub pending: bool,
    /// The body column.
    pub body: Option<&'a str>,
}

/// A kind of document this store keeps in the `documents` table: how its fields map to the
/// columns and links (the links index what lists filter by: programs, people, reference data).
pub trait Kind:
    DocumentFields + Clone + serde::Serialize + serde::de::DeserializeOwned + Send + Sync + 'static
{
    /// The `kind` column (and the search index's kind).
    const KIND: DocumentKind;
    /// The columns it writes.
    fn columns(&self) -> Columns;
    /// The ids it names, by role, each list in its order.
    fn links(&self) -> Vec<(&'static str, Vec<i64>)>;
    /// The reference data it names, by kind (each checked to exist when saved).
    fn references(&self) -> Vec<(ReferenceKind, Vec<i64>)> {
        Vec::new()
    }
    /// Its fields from `row` and its links by role.
    ///
    /// # Errors
    /// What is wrong with the row.
    fn read(row: Row<'_>, links: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String>;
    /// The teams it sends and the day they must exist on (assignments); checked as it is written.
    fn teams_sent(&self) -> Option<(NaiveDate, &[i64])> {
        None
    }
}

impl Kind for AssignmentFields {
    const KIND: DocumentKind = DocumentKind::Assignment;

    fn columns(&self) -> Columns {
        Columns {
            content: self.content.clone(),
            priority: self.priority,
            pending: self.pending,
            body: None,
        }
    }

    fn links(&self) -> Vec<(&'static str, Vec<i64>)> {
        let mut all = vec![
            (PROGRAM, self.program_ids.clone()),
            (PRODUCER, self.producer_ids.clone()),
            (EDITOR, self.editor_ids.clone()),
            (REPORTER, self.reporter_ids.clone()),
            (ALLOWED, self.allowed_user_ids.clone()),
            (FILE, self.attachment_ids.clone()),
            (teams::TEAM, self.team_ids.clone()),
        ];
        all.extend(
            AssignmentFields::references(self)
                .into_iter()
                .map(|(k, ids)| (k.as_str(), ids)),
        );
        all
    }

    fn references(&self) -> Vec<(ReferenceKind, Vec<i64>)> {
        AssignmentFields::references(self).into()
    }

    fn read(row: Row<'_>, of: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String> {
        Ok(AssignmentFields {
            slug: row.slug.to_owned(),
            content: row.content.to_owned(),
            date: row.date,
            program_ids: of(PROGRAM),
            producer_ids: of(PRODUCER),
            editor_ids: of(EDITOR),
            reporter_ids: of(REPORTER),
            private: row.private,
            allowed_user_ids: of(ALLOWED),
            priority: row.priority,
            pending: row.pending,
            classification_id: of(ReferenceKind::Classification.as_str()).pop(),
            editorial_id: of(ReferenceKind::Editorial.as_str()).pop(),
            type_id: of(ReferenceKind::Type.as_str()).pop(),
            vehicle_ids: of(ReferenceKind::Vehicle.as_str()),
            attachment_ids: of(FILE),
            team_ids: of(teams::TEAM),
        })
    }

    fn teams_sent(&self) -> Option<(NaiveDate, &[i64])> {
        Some((self.date, &self.team_ids))
    }
}

impl Kind for ReportageFields {
    const KIND: DocumentKind = DocumentKind::Reportage;

    fn columns(&self) -> Columns {
        Columns {
            content: self.plain_text(),
            body: serde_json::to_string(self).ok(),
            ..Columns::default()
        }
    }

    fn links(&self) -> Vec<(&'static str, Vec<i64>)> {
        vec![
            (PROGRAM, self.program_ids.clone()),
            (EDITOR, self.editor_ids.clone()),
            (REPORTER, self.reporter_ids.clone()),
            (ALLOWED, self.allowed_user_ids.clone()),
            (ASSIGNMENT, self.assignment_id.into_iter().collect()),
            (FILE, self.attachment_ids.clone()),
        ]
    }

    fn read(row: Row<'_>, _: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String> {
        let body = row.body.ok_or("a reportage without body")?;
        serde_json::from_str(body).map_err(|e| format!("body: {e}"))
    }
}

impl Kind for ProductionFields {
    const KIND: DocumentKind = DocumentKind::Production;

    fn columns(&self) -> Columns {
        Columns {
            content: self.plain_text(),
            body: serde_json::to_string(self).ok(),
            ..Columns::default()
        }
    }

    fn links(&self) -> Vec<(&'static str, Vec<i64>)> {
        vec![
            (PROGRAM, self.program_ids.clone()),
            (PRODUCER, self.producer_ids.clone()),
            (REPORTER, self.reporter_ids.clone()),
            (ALLOWED, self.allowed_user_ids.clone()),
            (ASSIGNMENT, self.assignment_id.into_iter().collect()),
            (FILE, self.attachment_ids.clone()),
            (ReferenceKind::Vehicle.as_str(), self.vehicle_ids.clone()),
        ]
    }

    fn references(&self) -> Vec<(ReferenceKind, Vec<i64>)> {
        vec![(ReferenceKind::Vehicle, self.vehicle_ids.clone())]
    }

    fn read(row: Row<'_>, _: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String> {
        let body = row.body.ok_or("a production without body")?;
        serde_json::from_str(body).map_err(|e| format!("body: {e}"))
    }
}

impl Kind for ReportFields {
    const KIND: DocumentKind = DocumentKind::Report;

    fn columns(&self) -> Columns {
        Columns {
            content: self.plain_text(),
            body: serde_json::to_string(self).ok(),
            ..Columns::default()
        }
    }

    fn links(&self) -> Vec<(&'static str, Vec<i64>)> {
        vec![
            (PROGRAM, self.program_ids.clone()),
            (ALLOWED, self.allowed_user_ids.clone()),
            (ASSIGNMENT, self.assignment_id.into_iter().collect()),
            (FILE, self.attachment_ids.clone()),
            (ReferenceKind::ReportCategory.as_str(), self.category_ids()),
        ]
    }

    fn references(&self) -> Vec<(ReferenceKind, Vec<i64>)> {
        vec![(ReferenceKind::ReportCategory, self.category_ids())]
    }

    fn read(row: Row<'_>, _: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String> {
        let body = row.body.ok_or("a report without body")?;
        serde_json::from_str(body).map_err(|e| format!("body: {e}"))
    }
}

impl Kind for RoundFields {
    const KIND: DocumentKind = DocumentKind::Round;

    fn columns(&self) -> Columns {
        Columns {
            content: self.plain_text(),
            body: serde_json::to_string(self).ok(),
            ..Columns::default()
        }
    }

    fn links(&self) -> Vec<(&'static str, Vec<i64>)> {
        vec![
            (PROGRAM, self.program_ids.clone()),
            (ALLOWED, self.allowed_user_ids.clone()),
            (FILE, self.attachment_ids.clone()),
            (ReferenceKind::Institution.as_str(), self.institution_ids()),
        ]
    }

    fn references(&self) -> Vec<(ReferenceKind, Vec<i64>)> {
        vec![(ReferenceKind::Institution, self.institution_ids())]
    }

    fn read(row: Row<'_>, _: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String> {
        let body = row.body.ok_or("a round without body")?;
        serde_json::from_str(body).map_err(|e| format!("body: {e}"))
    }
}

/// Where documents live, every kind in one table.
#[async_trait]
pub trait DocumentStore: Send + Sync + 'static {
    /// Saves new documents (PRODUCING, not approved, revision 1) of `owner`, all or none, in the
    /// order given.
    async fn create<F: Kind>(
        &self,
        fields: &[F],
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError>;
    /// Saves new documents of kind `F` as [`create`](Self::create) does and, in the same
    /// transaction, replaces the fields of document `source` (at its `revision`, changed by
    /// `owner`) with what `then` makes of the saved ones' ids (in order): all or none. (A round's entries name
    /// the assignments made from them, [`newsroom_domain::round`].)
    async fn create_from<F: Kind, G: Kind>(
        &self,
        fields: &[F],
        owner: (i64, &str),
        source: (i64, i64),
        then: Box<dyn FnOnce(Vec<i64>) -> G + Send>,
        now: DateTime<Utc>,
    ) -> Result<(Vec<StoredDocument<F>>, StoredDocument<G>), StoreError>;
    /// The documents of kind `F` of `ids` that exist, in the trash or not, in no particular order.
    async fn get<F: Kind>(&self, ids: &[i64]) -> Result<Vec<StoredDocument<F>>, StoreError>;
    /// Deletes for good the documents (every kind) put in the trash before `before`, with their
    /// links and revisions, all or none; answers how many.
    async fn purge_trash(&self, before: DateTime<Utc>) -> Result<u64, StoreError>;
    /// Deletes the revisions saved before `before`, each document's latest kept; answers how many.
    async fn purge_versions(&self, before: DateTime<Utc>) -> Result<u64, StoreError>;
    /// The kind of document `id`, if it exists (in the trash or not).
    async fn kind_of(&self, id: i64) -> Result<Option<DocumentKind>, StoreError>;
    /// Replaces the fields of a document not in the trash at `revision` ([`StoreError::Stale`]),
    /// changed `by` a user (id, login name); its approval stays when `keep_approval`, else goes.
    async fn update<F: Kind>(
        &self,
        id: i64,
        revision: i64,
        fields: &F,
        keep_approval: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<StoredDocument<F>, StoreError>;
    /// The documents of kind `F` `viewer` may see that match `query`, ordered by date (newest
    /// first) then id, and how many match in all.
    async fn find<F: Kind>(
        &self,
        viewer: &Viewer,
        query: &DocumentQuery,
    ) -> Result<(Vec<StoredDocument<F>>, u64), StoreError>;
    /// Sets the state of every one of `ids` (none in the trash), all or nothing, `by` a user.
    async fn set_state<F: Kind>(
        &self,
        ids: &[i64],
        state: DocumentState,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError>;
    /// Approves (or disapproves) every one of `ids` (none in the trash), all or nothing, `by` a user.
    async fn set_approved<F: Kind>(
        &self,
        ids: &[i64],
        approved: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError>;
    /// Moves `ids` to the trash (`deleted`) or back, all or nothing ([`StoreError::NotFound`] when
    /// one is unknown or already where it would go), `by` a user.
    async fn set_deleted<F: Kind>(
        &self,
        ids: &[i64],
        deleted: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError>;
    /// Every document of kind `F`, in the trash or not, whoever may see it, by id from the first
    /// above `after`, at most `limit` (the search index's rebuild reads them all this way).
    async fn every<F: Kind>(
        &self,
        after: i64,
        limit: u64,
    ) -> Result<Vec<StoredDocument<F>>, StoreError>;
    /// The revisions of a document of kind `F` kept since revisions were kept, newest first (every
    /// change makes one: create, edit, field patch, state, approval, trash, restore).
    async fn revisions<F: Kind>(&self, id: i64) -> Result<Vec<StoredRevision<F>>, StoreError>;
    /// The settings of assignments (the defaults until saved).
    async fn config(&self) -> Result<AssignmentConfig, StoreError>;
    /// Saves the settings of assignments.
    async fn set_config(&self, config: AssignmentConfig) -> Result<(), StoreError>;
    /// The value of setting `key` (`productions.defaultTasks`, ...), if saved.
    async fn setting(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Saves setting `key`.
    async fn set_setting(&self, key: &str, value: &str) -> Result<(), StoreError>;
}

/// A value of reference data as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredReference {
    /// Its id (one sequence for every kind).
    pub id: i64,
    /// Its kind.
    pub kind: ReferenceKind,
    /// Its name and medium.
    pub fields: ReferenceFields,
}

/// Where reference data lives (docs/adr/0003-documents.md, "Reference data").
#[async_trait]
pub trait ReferenceStore: Send + Sync + 'static {
    /// Every value of `kind`, by name.
    async fn references(&self, kind: ReferenceKind) -> Result<Vec<StoredReference>, StoreError>;
    /// Of `ids`, those that are values of `kind`.
    async fn existing(&self, kind: ReferenceKind, ids: &[i64]) -> Result<Vec<i64>, StoreError>;
    /// How many documents (trash included) name each value of `kind` that any names.
    async fn usage(&self, kind: ReferenceKind) -> Result<Vec<(i64, u64)>, StoreError>;
    /// Saves a new value ([`StoreError::Duplicate`] for a name its kind has).
    async fn add_reference(
        &self,
        kind: ReferenceKind,
        fields: &ReferenceFields,
        now: DateTime<Utc>,
    ) -> Result<StoredReference, StoreError>;
    /// Renames a value ([`StoreError::NotFound`], [`StoreError::Duplicate`]).
    async fn change_reference(
        &self,
        kind: ReferenceKind,
        id: i64,
        fields: &ReferenceFields,
        now: DateTime<Utc>,
    ) -> Result<StoredReference, StoreError>;
    /// Deletes a value no document names ([`StoreError::NotFound`], [`StoreError::InUse`]). A
    /// document saved at the same time either sees the value gone or keeps it from deletion: the
    /// two take the value's row lock (PostgreSQL; SQLite has one writer).
    async fn remove_reference(&self, kind: ReferenceKind, id: i64) -> Result<(), StoreError>;
}

/// Where file records live ([`crate::files`]).
#[async_trait]
pub trait FileStore: Send + Sync + 'static {
    /// Saves a new file's record; answers it with its id.
    async fn add_file(
        &self,
        file: &crate::files::StoredFile,
    ) -> Result<crate::files::StoredFile, StoreError>;
    /// The records of the files of `ids` that exist, in no particular order.
    async fn files(&self, ids: &[i64]) -> Result<Vec<crate::files::StoredFile>, StoreError>;
    /// The documents not in the trash that attach each of `files`: `(file id, document id, kind)`.
    async fn attaching(&self, files: &[i64]) -> Result<Vec<(i64, i64, DocumentKind)>, StoreError>;
    /// The files no document names (trash included), uploaded before `before`.
    async fn orphan_files(
        &self,
        before: DateTime<Utc>,
    ) -> Result<Vec<crate::files::StoredFile>, StoreError>;
    /// Deletes the records of `ids` that no document names (trash included), so a file a document
    /// names is never lost; answers the ids deleted.
    async fn remove_orphans(&self, ids: &[i64]) -> Result<Vec<i64>, StoreError>;
}

/// No document (trash included) names the file of the row.
fn unattached() -> sea_orm::sea_query::SimpleExpr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(links::Entity)
            .and_where(
                Expr::col((links::Entity, links::Column::RefId))
                    .equals((files::Entity, files::Column::Id)),
            )
            .and_where(Expr::col((links::Entity, links::Column::Role)).eq(FILE))
            .to_owned(),
    )
    .not()
}

/// Every store the documents service needs.
pub trait Store: DocumentStore + ReferenceStore + FileStore + TeamStore + ContactStore {}

impl<T: DocumentStore + ReferenceStore + FileStore + TeamStore + ContactStore> Store for T {}

fn file_of(m: files::Model) -> Result<crate::files::StoredFile, StoreError> {
    let corrupt = |detail: String| StoreError::Corrupt { id: m.id, detail };
    let pixels = match (m.width, m.height) {
        (Some(w), Some(h)) => Some((
            u32::try_from(w).map_err(|_| corrupt(format!("width {w}")))?,
            u32::try_from(h).map_err(|_| corrupt(format!("height {h}")))?,
        )),
        _ => None,
    };
    Ok(crate::files::StoredFile {
        id: m.id,
        created_at: time(&m.created_at)
            .ok_or_else(|| corrupt(format!("created_at {:?}", m.created_at)))?,
        name: m.name,
        content_type: m.content_type,
        size: m.size,
        pixels,
        owner_id: m.owner_id,
        key: m.object_key,
    })
}

#[async_trait]
impl FileStore for SeaStore {
    async fn add_file(
        &self,
        f: &crate::files::StoredFile,
    ) -> Result<crate::files::StoredFile, StoreError> {
        let px = |v: u32| i32::try_from(v).unwrap_or(i32::MAX);
        let saved = files::ActiveModel {
            name: Set(f.name.clone()),
            content_type: Set(f.content_type.clone()),
            size: Set(f.size),
            width: Set(f.pixels.map(|p| px(p.0))),
            height: Set(f.pixels.map(|p| px(p.1))),
            owner_id: Set(f.owner_id),
            created_at: Set(stamp(f.created_at)),
            object_key: Set(f.key.clone()),
            ..Default::default()
        }
        .insert(&self.db)
        .await?;
        file_of(saved)
    }

    async fn files(&self, ids: &[i64]) -> Result<Vec<crate::files::StoredFile>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        files::Entity::find()
            .filter(files::Column::Id.is_in(ids.iter().copied()))
            .all(&self.db)
            .await?
            .into_iter()
            .map(file_of)
            .collect()
    }

    async fn orphan_files(
        &self,
        before: DateTime<Utc>,
    ) -> Result<Vec<crate::files::StoredFile>, StoreError> {
        files::Entity::find()
            .filter(files::Column::CreatedAt.lt(stamp(before)))
            .filter(unattached())
            .all(&self.db)
            .await?
            .into_iter()
            .map(file_of)
            .collect()
    }

    async fn remove_orphans(&self, ids: &[i64]) -> Result<Vec<i64>, StoreError> {
        // One statement per file, each guarded by "no document names it", so a file a document
        // attaches meanwhile stays whole and the answer is exactly what went (SQLite has no
        // DELETE ... RETURNING through the ORM).
        let mut gone = Vec::new();
        for id in ids {
            let deleted = files::Entity::delete_many()
                .filter(files::Column::Id.eq(*id))
                .filter(unattached())
                .exec(&self.db)
                .await?
                .rows_affected;
            if deleted > 0 {
                gone.push(*id);
            }
        }
        Ok(gone)
    }

    async fn attaching(&self, files: &[i64]) -> Result<Vec<(i64, i64, DocumentKind)>, StoreError> {
        if files.is_empty() {
            return Ok(Vec::new());
        }
        let links: Vec<(i64, i64)> = links::Entity::find()
            .select_only()
            .column(links::Column::RefId)
            .column(links::Column::DocumentId)
            .filter(links::Column::Role.eq(FILE))
            .filter(links::Column::RefId.is_in(files.iter().copied()))
            .into_tuple()
            .all(&self.db)
            .await?;
        let documents: Vec<(i64, String)> = documents::Entity::find()
            .select_only()
            .column(documents::Column::Id)
            .column(documents::Column::Kind)
            .filter(documents::Column::Id.is_in(links.iter().map(|l| l.1)))
            .filter(documents::Column::DeletedAt.is_null())
            .into_tuple()
            .all(&self.db)
            .await?;
        let mut out = Vec::new();
        for (file, document) in links {
            if let Some((_, kind)) = documents.iter().find(|d| d.0 == document) {
                let kind = DocumentKind::parse(kind).ok_or(StoreError::Corrupt {
                    id: document,
                    detail: format!("kind {kind:?}"),
                })?;
                out.push((file, document, kind));
            }
        }
        Ok(out)
    }
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

    async fn load<F: Kind>(
        db: &impl ConnectionTrait,
        rows: Vec<documents::Model>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
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
                let row = Row {
                    slug: &r.slug,
                    content: &r.content,
                    date,
                    private: r.private,
                    priority: r.priority,
                    pending: r.pending,
                    body: r.body.as_deref(),
                };
                let fields = F::read(row, &mut of).map_err(corrupt)?;
                Ok(StoredDocument {
                    id: r.id,
                    fields,
                    state,
                    approved: r.approved,
                    owner: (r.owner_id, r.owner_nickname.clone()),
                    revision: r.revision,
                    created_at,
                    updated_at,
                    deleted_at,
                })
            })
            .collect()
    }

    async fn write_links<F: Kind>(
        db: &impl ConnectionTrait,
        id: i64,
        fields: &F,
    ) -> Result<(), StoreError> {
        links::Entity::delete_many()
            .filter(links::Column::DocumentId.eq(id))
            .exec(db)
            .await?;
        if let Some((day, ids)) = fields.teams_sent() {
            teams::check_sent(db, day, ids).await?;
        }
        for (kind, ids) in &fields.references() {
            if ids.is_empty() {
                continue;
            }
            // Shared row locks: a deletion of one of them waits for this transaction, then counts
            // this document (ReferenceStore::remove_reference).
            let found: Vec<i64> = references::Entity::find()
                .select_only()
                .column(references::Column::Id)
                .filter(references::Column::Kind.eq(kind.as_str()))
                .filter(references::Column::Id.is_in(ids.clone()))
                .lock_shared()
                .into_tuple()
                .all(db)
                .await?;
            if let Some(gone) = ids.iter().find(|i| !found.contains(i)) {
                return Err(StoreError::UnknownReference {
                    kind: *kind,
                    id: *gone,
                });
            }
        }
        let rows: Vec<links::ActiveModel> = fields
            .links()
            .into_iter()
            .flat_map(|(role, ids)| {
                ids.into_iter()
                    .enumerate()
                    .map(move |(i, r)| links::ActiveModel {
                        document_id: Set(id),
                        role: Set(role.to_owned()),
                        ref_id: Set(r),
                        position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
                    })
            })
            .collect();
        if !rows.is_empty() {
            links::Entity::insert_many(rows).exec(db).await?;
        }
        Ok(())
    }

    /// Keeps each of `saved` as its current revision, made `by` a user at `now`.
    async fn record<F: Kind>(
        db: &impl ConnectionTrait,
        saved: &[StoredDocument<F>],
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let rows = saved
            .iter()
            .map(|a| {
                let snapshot =
                    serde_json::to_string(&Snapshot::of(a)).map_err(|e| StoreError::Corrupt {
                        id: a.id,
                        detail: format!("revision snapshot: {e}"),
                    })?;
                Ok(revisions::ActiveModel {
                    document_id: Set(a.id),
                    revision: Set(a.revision),
                    snapshot: Set(snapshot),
                    author_id: Set(by.0),
                    author_nickname: Set(by.1.to_owned()),
                    saved_at: Set(stamp(now)),
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        if !rows.is_empty() {
            revisions::Entity::insert_many(rows).exec(db).await?;
        }
        Ok(())
    }

    async fn one<F: Kind>(
        db: &impl ConnectionTrait,
        id: i64,
    ) -> Result<StoredDocument<F>, StoreError> {
        let row = documents::Entity::find_by_id(id)
            .filter(documents::Column::Kind.eq(F::KIND.as_str()))
            .one(db)
            .await?
            .ok_or(StoreError::NotFound)?;
        Self::load(db, vec![row])
            .await?
            .pop()
            .ok_or(StoreError::NotFound)
    }

    /// The rows of `ids` (all of them of kind `F`, in or out of the trash as `deleted` says), or
    /// [`StoreError::NotFound`].
    async fn all_of<F: Kind>(
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
            .filter(documents::Column::Kind.eq(F::KIND.as_str()))
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
    #[allow(clippy::too_many_arguments)]
    async fn change<F: Kind>(
        &self,
        ids: &[i64],
        deleted: bool,
        (column, value): (documents::Column, Expr),
        deleted_after: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let txn = self.db.begin().await?;
        Self::all_of::<F>(&txn, ids, deleted).await?;
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
        let rows = Self::all_of::<F>(&txn, ids, deleted_after).await?;
        let saved = Self::load(&txn, rows).await?;
        Self::record(&txn, &saved, by, now).await?;
        txn.commit().await?;
        Ok(saved)
    }
}

/// Whether the document of the row names one of `refs` as `role`: a correlated `EXISTS`, which
/// looks up each candidate row's links by the primary key (a day's list reads a few hundred rows),
/// where `id IN (SELECT ...)` would first list every document naming them (`just bench`).
fn linked(role: &str, refs: impl IntoIterator<Item = i64>) -> sea_orm::sea_query::SimpleExpr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(links::Entity)
            .and_where(
                Expr::col((links::Entity, links::Column::DocumentId))
                    .equals((documents::Entity, documents::Column::Id)),
            )
            .and_where(Expr::col((links::Entity, links::Column::Role)).eq(role))
            .and_where(Expr::col((links::Entity, links::Column::RefId)).is_in(refs))
            .to_owned(),
    )
}

impl SeaStore {
    /// [`DocumentStore::create`] in transaction `txn`.
    async fn create_in<F: Kind>(
        txn: &DatabaseTransaction,
        fields: &[F],
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let mut saved = Vec::with_capacity(fields.len());
        for fields in fields {
            let columns = fields.columns();
            let row = documents::ActiveModel {
                kind: Set(F::KIND.as_str().to_owned()),
                slug: Set(fields.slug().to_owned()),
                content: Set(columns.content),
                date: Set(fields.date().format("%Y-%m-%d").to_string()),
                state: Set(DocumentState::Producing.as_str().to_owned()),
                private: Set(fields.private()),
                priority: Set(columns.priority),
                pending: Set(columns.pending),
                owner_id: Set(owner.0),
                owner_nickname: Set(owner.1.to_owned()),
                revision: Set(1),
                created_at: Set(stamp(now)),
                updated_at: Set(stamp(now)),
                deleted_at: Set(None),
                body: Set(columns.body),
                approved: Set(false),
                ..Default::default()
            }
            .insert(txn)
            .await?;
            debug_assert!(row.id >= FIRST_DOCUMENT_ID, "documents start at 10^12");
            Self::write_links(txn, row.id, fields).await?;
            saved.push(Self::one::<F>(txn, row.id).await?);
        }
        Self::record(txn, &saved, owner, now).await?;
        Ok(saved)
    }

    /// [`DocumentStore::update`] in transaction `txn` (`(id, revision)`).
    async fn update_in<F: Kind>(
        txn: &DatabaseTransaction,
        (id, revision): (i64, i64),
        fields: &F,
        keep_approval: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<StoredDocument<F>, StoreError> {
        let columns = fields.columns();
        let mut update = documents::Entity::update_many()
            .col_expr(
                documents::Column::Slug,
                Expr::value(fields.slug().to_owned()),
            )
            .col_expr(documents::Column::Content, Expr::value(columns.content))
            .col_expr(
                documents::Column::Date,
                Expr::value(fields.date().format("%Y-%m-%d").to_string()),
            )
            .col_expr(documents::Column::Private, Expr::value(fields.private()))
            .col_expr(documents::Column::Priority, Expr::value(columns.priority))
            .col_expr(documents::Column::Pending, Expr::value(columns.pending))
            .col_expr(documents::Column::Body, Expr::value(columns.body))
            .col_expr(documents::Column::UpdatedAt, Expr::value(stamp(now)))
            .col_expr(
                documents::Column::Revision,
                Expr::col(documents::Column::Revision).add(1),
            );
        if !keep_approval {
            update = update.col_expr(documents::Column::Approved, Expr::value(false));
        }
        let done = update
            .filter(documents::Column::Id.eq(id))
            .filter(documents::Column::Kind.eq(F::KIND.as_str()))
            .filter(documents::Column::DeletedAt.is_null())
            .filter(documents::Column::Revision.eq(revision))
            .exec(txn)
            .await?;
        if done.rows_affected == 0 {
            let current = Self::all_of::<F>(txn, &[id], false).await?;
            return Err(StoreError::Stale(current[0].revision));
        }
        Self::write_links(txn, id, fields).await?;
        let saved = Self::one::<F>(txn, id).await?;
        Self::record(txn, std::slice::from_ref(&saved), by, now).await?;
        Ok(saved)
    }
}

#[async_trait]
impl DocumentStore for SeaStore {
    async fn create<F: Kind>(
        &self,
        fields: &[F],
        owner: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let txn = self.db.begin().await?;
        let saved = Self::create_in(&txn, fields, owner, now).await?;
        txn.commit().await?;
        Ok(saved)
    }

    async fn create_from<F: Kind, G: Kind>(
        &self,
        fields: &[F],
        owner: (i64, &str),
        source: (i64, i64),
        then: Box<dyn FnOnce(Vec<i64>) -> G + Send>,
        now: DateTime<Utc>,
    ) -> Result<(Vec<StoredDocument<F>>, StoredDocument<G>), StoreError> {
        let txn = self.db.begin().await?;
        let saved = Self::create_in(&txn, fields, owner, now).await?;
        let changed = then(saved.iter().map(|d| d.id).collect());
        let source = Self::update_in(&txn, source, &changed, false, owner, now).await?;
        txn.commit().await?;
        Ok((saved, source))
    }

    async fn get<F: Kind>(&self, ids: &[i64]) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let rows = documents::Entity::find()
            .filter(documents::Column::Id.is_in(ids.to_vec()))
            .filter(documents::Column::Kind.eq(F::KIND.as_str()))
            .all(&self.db)
            .await?;
        Self::load(&self.db, rows).await
    }

    async fn purge_trash(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        let txn = self.db.begin().await?;
        let ids: Vec<i64> = documents::Entity::find()
            .select_only()
            .column(documents::Column::Id)
            .filter(documents::Column::DeletedAt.lt(stamp(before)))
            .into_tuple()
            .all(&txn)
            .await?;
        for chunk in ids.chunks(500) {
            let chunk = chunk.iter().copied();
            links::Entity::delete_many()
                .filter(links::Column::DocumentId.is_in(chunk.clone()))
                .exec(&txn)
                .await?;
            revisions::Entity::delete_many()
                .filter(revisions::Column::DocumentId.is_in(chunk.clone()))
                .exec(&txn)
                .await?;
            documents::Entity::delete_many()
                .filter(documents::Column::Id.is_in(chunk))
                .exec(&txn)
                .await?;
        }
        txn.commit().await?;
        Ok(ids.len() as u64)
    }

    async fn purge_versions(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        let later = sea_orm::sea_query::Alias::new("later");
        // A later revision of the same document exists: this one is not the latest.
        let superseded = Expr::exists(
            Query::select()
                .expr(Expr::val(1))
                .from_as(revisions::Entity, later.clone())
                .and_where(
                    Expr::col((later.clone(), revisions::Column::DocumentId))
                        .equals((revisions::Entity, revisions::Column::DocumentId)),
                )
                .and_where(
                    Expr::col((later, revisions::Column::Revision))
                        .gt(Expr::col((revisions::Entity, revisions::Column::Revision))),
                )
                .to_owned(),
        );
        let done = revisions::Entity::delete_many()
            .filter(revisions::Column::SavedAt.lt(stamp(before)))
            .filter(superseded)
            .exec(&self.db)
            .await?;
        Ok(done.rows_affected)
    }

    async fn kind_of(&self, id: i64) -> Result<Option<DocumentKind>, StoreError> {
        let kind: Option<String> = documents::Entity::find_by_id(id)
            .select_only()
            .column(documents::Column::Kind)
            .into_tuple()
            .one(&self.db)
            .await?;
        kind.map(|k| {
            DocumentKind::parse(&k).ok_or(StoreError::Corrupt {
                id,
                detail: format!("kind {k:?}"),
            })
        })
        .transpose()
    }

    async fn update<F: Kind>(
        &self,
        id: i64,
        revision: i64,
        fields: &F,
        keep_approval: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<StoredDocument<F>, StoreError> {
        let txn = self.db.begin().await?;
        let saved = Self::update_in(&txn, (id, revision), fields, keep_approval, by, now).await?;
        txn.commit().await?;
        Ok(saved)
    }

    async fn find<F: Kind>(
        &self,
        viewer: &Viewer,
        query: &DocumentQuery,
    ) -> Result<(Vec<StoredDocument<F>>, u64), StoreError> {
        let mut select = documents::Entity::find()
            .filter(documents::Column::Kind.eq(F::KIND.as_str()))
            .filter(if query.deleted {
                documents::Column::DeletedAt.is_not_null()
            } else {
                documents::Column::DeletedAt.is_null()
            })
            .filter(
                Condition::any()
                    .add(documents::Column::Private.eq(false))
                    .add(documents::Column::OwnerId.eq(viewer.user))
                    .add(linked(ALLOWED, [viewer.user])),
            );
        if let Some(programs) = &viewer.programs {
            select = select.filter(linked(PROGRAM, programs.iter().copied()));
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
            select = select.filter(linked(PRODUCER, [producer]));
        }
        if let Some(reporter) = query.reporter {
            select = select.filter(linked(REPORTER, [reporter]));
        }
        if let Some(program) = query.program {
            select = select.filter(linked(PROGRAM, [program]));
        }
        if let Some(assignment) = query.assignment {
            select = select.filter(linked(ASSIGNMENT, [assignment]));
        }
        if let Some((kind, id)) = query.reference {
            select = select.filter(linked(kind.as_str(), [id]));
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

    async fn set_state<F: Kind>(
        &self,
        ids: &[i64],
        state: DocumentState,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let state = (documents::Column::State, Expr::value(state.as_str()));
        self.change(ids, false, state, false, by, now).await
    }

    async fn set_approved<F: Kind>(
        &self,
        ids: &[i64],
        approved: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let approval = (documents::Column::Approved, Expr::value(approved));
        self.change(ids, false, approval, false, by, now).await
    }

    async fn set_deleted<F: Kind>(
        &self,
        ids: &[i64],
        deleted: bool,
        by: (i64, &str),
        now: DateTime<Utc>,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let when = (
            documents::Column::DeletedAt,
            Expr::value(deleted.then(|| stamp(now))),
        );
        self.change(ids, !deleted, when, deleted, by, now).await
    }

    async fn every<F: Kind>(
        &self,
        after: i64,
        limit: u64,
    ) -> Result<Vec<StoredDocument<F>>, StoreError> {
        let rows = documents::Entity::find()
            .filter(documents::Column::Kind.eq(F::KIND.as_str()))
            .filter(documents::Column::Id.gt(after))
            .order_by_asc(documents::Column::Id)
            .limit(limit)
            .all(&self.db)
            .await?;
        Self::load(&self.db, rows).await
    }

    async fn revisions<F: Kind>(&self, id: i64) -> Result<Vec<StoredRevision<F>>, StoreError> {
        revisions::Entity::find()
            .filter(revisions::Column::DocumentId.eq(id))
            .order_by_desc(revisions::Column::Revision)
            .all(&self.db)
            .await?
            .into_iter()
            .map(|r| {
                let corrupt = |detail: String| StoreError::Corrupt { id, detail };
                let snapshot: Snapshot<F> = serde_json::from_str(&r.snapshot)
                    .map_err(|e| corrupt(format!("revision {} snapshot: {e}", r.revision)))?;
                let at = time(&r.saved_at)
                    .ok_or_else(|| corrupt(format!("revision saved_at {:?}", r.saved_at)))?;
                Ok(StoredRevision {
                    number: r.revision,
                    fields: snapshot.fields,
                    state: snapshot.state,
                    approved: snapshot.approved,
                    deleted: snapshot.deleted,
                    by: (r.author_id, r.author_nickname),
                    at,
                })
            })
            .collect()
    }

    async fn config(&self) -> Result<AssignmentConfig, StoreError> {
        let rows = settings::Entity::find()
            .filter(settings::Column::Key.is_in([STATE_LOCK, DEFAULT_GROUPING]))
            .all(&self.db)
            .await?;
        let value = |key: &str| rows.iter().find(|r| r.key == key).map(|r| r.value.as_str());
        let corrupt = |key: &str, value: &str| StoreError::Corrupt {
            id: 0,
            detail: format!("document_settings {key} = {value:?}"),
        };
        let state_lock = match value(STATE_LOCK) {
            None | Some("false") => false,
            Some("true") => true,
            Some(other) => return Err(corrupt(STATE_LOCK, other)),
        };
        let default_grouping = match value(DEFAULT_GROUPING) {
            None => Grouping::default(),
            Some(raw) => Grouping::parse(raw).ok_or_else(|| corrupt(DEFAULT_GROUPING, raw))?,
        };
        Ok(AssignmentConfig {
            state_lock,
            default_grouping,
        })
    }

    async fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(settings::Entity::find_by_id(key.to_owned())
            .one(&self.db)
            .await?
            .map(|r| r.value))
    }

    async fn set_setting(&self, key: &str, value: &str) -> Result<(), StoreError> {
        settings::Entity::insert(settings::ActiveModel {
            key: Set(key.to_owned()),
            value: Set(value.to_owned()),
        })
        .on_conflict(
            sea_orm::sea_query::OnConflict::column(settings::Column::Key)
                .update_column(settings::Column::Value)
                .to_owned(),
        )
        .exec(&self.db)
        .await?;
        Ok(())
    }

    async fn set_config(&self, config: AssignmentConfig) -> Result<(), StoreError> {
        let rows = [
            (STATE_LOCK, config.state_lock.to_string()),
            (
                DEFAULT_GROUPING,
                config.default_grouping.as_str().to_owned(),
            ),
        ]
        .map(|(key, value)| settings::ActiveModel {
            key: Set(key.to_owned()),
            value: Set(value),
        });
        settings::Entity::insert_many(rows)
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

impl SeaStore {
    /// An institution's segment must exist; a shared lock on its row keeps it until the write
    /// commits (its deletion waits, then counts this institution).
    async fn check_segment(
        db: &impl ConnectionTrait,
        fields: &ReferenceFields,
    ) -> Result<(), StoreError> {
        let Some(segment) = fields.segment_id else {
            return Ok(());
        };
        let found = references::Entity::find_by_id(segment)
            .filter(references::Column::Kind.eq(ReferenceKind::Segment.as_str()))
            .lock_shared()
            .one(db)
            .await?;
        if found.is_none() {
            return Err(StoreError::UnknownReference {
                kind: ReferenceKind::Segment,
                id: segment,
            });
        }
        Ok(())
    }

    fn reference(row: references::Model) -> Result<StoredReference, StoreError> {
        let corrupt = |detail: String| StoreError::Corrupt { id: row.id, detail };
        let kind = ReferenceKind::parse(&row.kind)
            .ok_or_else(|| corrupt(format!("reference kind {:?}", row.kind)))?;
        let medium = match &row.medium {
            None => None,
            Some(m) => Some(Medium::parse(m).ok_or_else(|| corrupt(format!("medium {m:?}")))?),
        };
        Ok(StoredReference {
            id: row.id,
            kind,
            fields: ReferenceFields {
                name: row.name,
                medium,
                segment_id: row.segment_id,
                phone: row.phone,
                contact: row.contact,
            },
        })
    }
}

#[async_trait]
impl ReferenceStore for SeaStore {
    async fn references(&self, kind: ReferenceKind) -> Result<Vec<StoredReference>, StoreError> {
        references::Entity::find()
            .filter(references::Column::Kind.eq(kind.as_str()))
            .order_by_asc(references::Column::NameKey)
            .order_by_asc(references::Column::Id)
            .all(&self.db)
            .await?
            .into_iter()
            .map(Self::reference)
            .collect()
    }

    async fn existing(&self, kind: ReferenceKind, ids: &[i64]) -> Result<Vec<i64>, StoreError> {
        Ok(references::Entity::find()
            .select_only()
            .column(references::Column::Id)
            .filter(references::Column::Kind.eq(kind.as_str()))
            .filter(references::Column::Id.is_in(ids.to_vec()))
            .into_tuple()
            .all(&self.db)
            .await?)
    }

    async fn usage(&self, kind: ReferenceKind) -> Result<Vec<(i64, u64)>, StoreError> {
        if kind == ReferenceKind::ContactGroup {
            // A group is named by the contacts in it.
            return self.contact_group_usage().await;
        }
        if kind == ReferenceKind::Segment {
            // A segment is named by its institutions.
            let counts: Vec<(Option<i64>, i64)> = references::Entity::find()
                .select_only()
                .column(references::Column::SegmentId)
                .column_as(references::Column::Id.count(), "uses")
                .filter(references::Column::SegmentId.is_not_null())
                .group_by(references::Column::SegmentId)
                .order_by_asc(references::Column::SegmentId)
                .into_tuple()
                .all(&self.db)
                .await?;
            return Ok(counts
                .into_iter()
                .filter_map(|(id, n)| Some((id?, n.unsigned_abs())))
                .collect());
        }
        let counts: Vec<(i64, i64)> = links::Entity::find()
            .select_only()
            .column(links::Column::RefId)
            .column_as(links::Column::DocumentId.count(), "uses")
            .filter(links::Column::Role.eq(kind.as_str()))
            .group_by(links::Column::RefId)
            .order_by_asc(links::Column::RefId)
            .into_tuple()
            .all(&self.db)
            .await?;
        Ok(counts
            .into_iter()
            .map(|(id, n)| (id, n.unsigned_abs()))
            .collect())
    }

    async fn add_reference(
        &self,
        kind: ReferenceKind,
        fields: &ReferenceFields,
        now: DateTime<Utc>,
    ) -> Result<StoredReference, StoreError> {
        let txn = self.db.begin().await?;
        Self::check_segment(&txn, fields).await?;
        let row = references::ActiveModel {
            kind: Set(kind.as_str().to_owned()),
            name: Set(fields.name.clone()),
            name_key: Set(name_key(&fields.name)),
            medium: Set(fields.medium.map(|m| m.as_str().to_owned())),
            created_at: Set(stamp(now)),
            updated_at: Set(stamp(now)),
            segment_id: Set(fields.segment_id),
            phone: Set(fields.phone.clone()),
            contact: Set(fields.contact.clone()),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        txn.commit().await?;
        Self::reference(row)
    }

    async fn change_reference(
        &self,
        kind: ReferenceKind,
        id: i64,
        fields: &ReferenceFields,
        now: DateTime<Utc>,
    ) -> Result<StoredReference, StoreError> {
        let txn = self.db.begin().await?;
        Self::check_segment(&txn, fields).await?;
        let done = references::Entity::update_many()
            .col_expr(
                references::Column::SegmentId,
                Expr::value(fields.segment_id),
            )
            .col_expr(references::Column::Phone, Expr::value(fields.phone.clone()))
            .col_expr(
                references::Column::Contact,
                Expr::value(fields.contact.clone()),
            )
            .col_expr(references::Column::Name, Expr::value(fields.name.clone()))
            .col_expr(
                references::Column::NameKey,
                Expr::value(name_key(&fields.name)),
            )
            .col_expr(
                references::Column::Medium,
                Expr::value(fields.medium.map(|m| m.as_str().to_owned())),
            )
            .col_expr(references::Column::UpdatedAt, Expr::value(stamp(now)))
            .filter(references::Column::Id.eq(id))
            .filter(references::Column::Kind.eq(kind.as_str()))
            .exec(&txn)
            .await?;
        if done.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        let row = references::Entity::find_by_id(id)
            .one(&txn)
            .await?
            .ok_or(StoreError::NotFound)?;
        txn.commit().await?;
        Self::reference(row)
    }

    async fn remove_reference(&self, kind: ReferenceKind, id: i64) -> Result<(), StoreError> {
        let txn = self.db.begin().await?;
        // The row lock first: a document being saved with this value holds a shared lock on it
        // until it commits, so the count below (a new statement) sees its link.
        references::Entity::find_by_id(id)
            .filter(references::Column::Kind.eq(kind.as_str()))
            .lock_exclusive()
            .one(&txn)
            .await?
            .ok_or(StoreError::NotFound)?;
        let uses = links::Entity::find()
            .filter(links::Column::Role.eq(kind.as_str()))
            .filter(links::Column::RefId.eq(id))
            .count(&txn)
            .await?
            + contacts::group_uses(&txn, id).await?
            + references::Entity::find()
                .filter(references::Column::SegmentId.eq(id))
                .count(&txn)
                .await?;
        if uses > 0 {
            return Err(StoreError::InUse(uses));
        }
        references::Entity::delete_by_id(id).exec(&txn).await?;
        txn.commit().await?;
        Ok(())
    }
}

impl Kind for newsroom_domain::proposal::ProposalFields {
    const KIND: DocumentKind = DocumentKind::Proposal;

    fn columns(&self) -> Columns {
        Columns {
            content: self.content.clone(),
            body: serde_json::to_string(self).ok(),
            ..Columns::default()
        }
    }

    fn links(&self) -> Vec<(&'static str, Vec<i64>)> {
        vec![
            (PROGRAM, self.program_ids.clone()),
            (ASSIGNMENT, self.assignment_id.into_iter().collect()),
            (FILE, self.attachment_ids.clone()),
        ]
    }

    fn read(row: Row<'_>, _: &mut dyn FnMut(&str) -> Vec<i64>) -> Result<Self, String> {
        let body = row.body.ok_or("a proposal without body")?;
        serde_json::from_str(body).map_err(|e| format!("body: {e}"))
    }
}
