//! Storage of teams (crate::teams): one row per team with its whole schedule as JSON (a team has
//! tens of changes a year; the schedule is read and written whole) and the day it ends. The
//! assignments that send a team name it in `document_links` (role `TEAM`), so a deletion counts
//! them and a list of a day counts them with an index.

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use newsroom_domain::reference::name_key;
use newsroom_domain::search::DocumentKind;
use newsroom_domain::team::{Schedule, exists_on};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set, TransactionTrait,
};

use super::{SeaStore, StoreError, documents, links, stamp};

/// The role of an assignment's link to a team it sends.
pub(super) const TEAM: &str = "TEAM";

pub(super) mod rows {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "teams")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub name_key: String,
        pub schedule: String,
        pub ends: Option<String>,
        pub revision: i64,
        pub created_at: String,
        pub updated_at: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A team as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTeam {
    /// Its id.
    pub id: i64,
    /// Its name (unique whatever the letter case).
    pub name: String,
    /// Its changes by day.
    pub schedule: Schedule,
    /// Its first day without it, once deleted from a day on.
    pub ends: Option<NaiveDate>,
    /// 1 when created, one more for every change (a change made from an older one is refused).
    pub revision: i64,
}

const DAY: &str = "%Y-%m-%d";

fn team_of(m: rows::Model) -> Result<StoredTeam, StoreError> {
    let corrupt = |detail: String| StoreError::Corrupt { id: m.id, detail };
    let schedule: Schedule =
        serde_json::from_str(&m.schedule).map_err(|e| corrupt(format!("team schedule: {e}")))?;
    let ends = match &m.ends {
        None => None,
        Some(d) => Some(
            NaiveDate::parse_from_str(d, DAY).map_err(|_| corrupt(format!("team ends {d:?}")))?,
        ),
    };
    Ok(StoredTeam {
        id: m.id,
        name: m.name,
        schedule,
        ends,
        revision: m.revision,
    })
}

fn json(id: i64, schedule: &Schedule) -> Result<String, StoreError> {
    serde_json::to_string(schedule).map_err(|e| StoreError::Corrupt {
        id,
        detail: format!("team schedule: {e}"),
    })
}

/// Checks, inside a document's write, that every team of `ids` exists on `day`, holding a shared
/// lock on their rows until the write commits: a deletion of one of them from a day on waits for
/// it, then counts this document ([`TeamStore::end_team`]).
pub(super) async fn check_sent(
    db: &impl ConnectionTrait,
    day: NaiveDate,
    ids: &[i64],
) -> Result<(), StoreError> {
    if ids.is_empty() {
        return Ok(());
    }
    let rows = rows::Entity::find()
        .filter(rows::Column::Id.is_in(ids.to_vec()))
        .lock_shared()
        .all(db)
        .await?;
    let found = rows
        .into_iter()
        .map(team_of)
        .collect::<Result<Vec<_>, _>>()?;
    for id in ids {
        let there = found
            .iter()
            .any(|t| t.id == *id && exists_on(&t.schedule, t.ends, day));
        if !there {
            return Err(StoreError::UnknownTeam(*id));
        }
    }
    Ok(())
}

/// Where teams live (docs/adr/0003-documents.md, "Teams").
#[async_trait]
pub trait TeamStore: Send + Sync + 'static {
    /// Every team, by name.
    async fn teams(&self) -> Result<Vec<StoredTeam>, StoreError>;
    /// One team ([`StoreError::NotFound`]).
    async fn team(&self, id: i64) -> Result<StoredTeam, StoreError>;
    /// Saves a new team ([`StoreError::Duplicate`] for a name a team has).
    async fn add_team(
        &self,
        name: &str,
        schedule: &Schedule,
        now: DateTime<Utc>,
    ) -> Result<StoredTeam, StoreError>;
    /// Saves `team`'s name and schedule over its revision `team.revision` ([`StoreError::Stale`]
    /// when someone saved it meanwhile, [`StoreError::Duplicate`], [`StoreError::NotFound`]).
    async fn change_team(
        &self,
        team: &StoredTeam,
        now: DateTime<Utc>,
    ) -> Result<StoredTeam, StoreError>;
    /// Ends team `id` before `day` with what is left of its `schedule` (removing the team when
    /// `None`: nothing is left), over revision `revision`; [`StoreError::TeamInUse`] with how many
    /// assignments (trash included) of `day` or later send it.
    async fn end_team(
        &self,
        id: i64,
        revision: i64,
        day: NaiveDate,
        schedule: Option<&Schedule>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError>;
    /// How many assignments of `day` (not in the trash) send each team that any sends.
    async fn teams_used_on(&self, day: NaiveDate) -> Result<Vec<(i64, u64)>, StoreError>;
}

#[async_trait]
impl TeamStore for SeaStore {
    async fn teams(&self) -> Result<Vec<StoredTeam>, StoreError> {
        rows::Entity::find()
            .order_by_asc(rows::Column::NameKey)
            .order_by_asc(rows::Column::Id)
            .all(&self.db)
            .await?
            .into_iter()
            .map(team_of)
            .collect()
    }

    async fn team(&self, id: i64) -> Result<StoredTeam, StoreError> {
        rows::Entity::find_by_id(id)
            .one(&self.db)
            .await?
            .ok_or(StoreError::NotFound)
            .and_then(team_of)
    }

    async fn add_team(
        &self,
        name: &str,
        schedule: &Schedule,
        now: DateTime<Utc>,
    ) -> Result<StoredTeam, StoreError> {
        let row = rows::ActiveModel {
            name: Set(name.to_owned()),
            name_key: Set(name_key(name)),
            schedule: Set(json(0, schedule)?),
            ends: Set(None),
            revision: Set(1),
            created_at: Set(stamp(now)),
            updated_at: Set(stamp(now)),
            ..Default::default()
        }
        .insert(&self.db)
        .await?;
        team_of(row)
    }

    async fn change_team(
        &self,
        team: &StoredTeam,
        now: DateTime<Utc>,
    ) -> Result<StoredTeam, StoreError> {
        let done = rows::Entity::update_many()
            .col_expr(rows::Column::Name, Expr::value(team.name.clone()))
            .col_expr(rows::Column::NameKey, Expr::value(name_key(&team.name)))
            .col_expr(
                rows::Column::Schedule,
                Expr::value(json(team.id, &team.schedule)?),
            )
            .col_expr(
                rows::Column::Revision,
                Expr::value(team.revision.saturating_add(1)),
            )
            .col_expr(rows::Column::UpdatedAt, Expr::value(stamp(now)))
            .filter(rows::Column::Id.eq(team.id))
            .filter(rows::Column::Revision.eq(team.revision))
            .exec(&self.db)
            .await?;
        if done.rows_affected == 0 {
            let now = self.team(team.id).await?;
            return Err(StoreError::Stale(now.revision));
        }
        self.team(team.id).await
    }

    async fn end_team(
        &self,
        id: i64,
        revision: i64,
        day: NaiveDate,
        schedule: Option<&Schedule>,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let txn = self.db.begin().await?;
        // The row lock first: an assignment being saved with this team holds a shared lock on it
        // until it commits, so the count below (a new statement) sees its link.
        let row = rows::Entity::find_by_id(id)
            .lock_exclusive()
            .one(&txn)
            .await?
            .ok_or(StoreError::NotFound)?;
        if row.revision != revision {
            return Err(StoreError::Stale(row.revision));
        }
        let sending: Vec<i64> = links::Entity::find()
            .select_only()
            .column(links::Column::DocumentId)
            .filter(links::Column::Role.eq(TEAM))
            .filter(links::Column::RefId.eq(id))
            .into_tuple()
            .all(&txn)
            .await?;
        let uses = if sending.is_empty() {
            0
        } else {
            documents::Entity::find()
                .filter(documents::Column::Id.is_in(sending))
                .filter(documents::Column::Kind.eq(DocumentKind::Assignment.as_str()))
                .filter(documents::Column::Date.gte(day.format(DAY).to_string()))
                .count(&txn)
                .await?
        };
        if uses > 0 {
            return Err(StoreError::TeamInUse(uses));
        }
        match schedule {
            None => {
                rows::Entity::delete_by_id(id).exec(&txn).await?;
            }
            Some(s) => {
                rows::Entity::update_many()
                    .col_expr(rows::Column::Schedule, Expr::value(json(id, s)?))
                    .col_expr(rows::Column::Ends, Expr::value(day.format(DAY).to_string()))
                    .col_expr(rows::Column::Revision, Expr::value(revision + 1))
                    .col_expr(rows::Column::UpdatedAt, Expr::value(stamp(now)))
                    .filter(rows::Column::Id.eq(id))
                    .exec(&txn)
                    .await?;
            }
        }
        txn.commit().await?;
        Ok(())
    }

    async fn teams_used_on(&self, day: NaiveDate) -> Result<Vec<(i64, u64)>, StoreError> {
        let of_day: Vec<i64> = documents::Entity::find()
            .select_only()
            .column(documents::Column::Id)
            .filter(documents::Column::Kind.eq(DocumentKind::Assignment.as_str()))
            .filter(documents::Column::Date.eq(day.format(DAY).to_string()))
            .filter(documents::Column::DeletedAt.is_null())
            .into_tuple()
            .all(&self.db)
            .await?;
        if of_day.is_empty() {
            return Ok(Vec::new());
        }
        let counts: Vec<(i64, i64)> = links::Entity::find()
            .select_only()
            .column(links::Column::RefId)
            .column_as(links::Column::DocumentId.count(), "uses")
            .filter(links::Column::Role.eq(TEAM))
            .filter(links::Column::DocumentId.is_in(of_day))
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
}
