//! Settings and the sweepers' work: rundowns still open, the trash and logs past their retention.

use chrono::{DateTime, NaiveDate, Utc};
use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::RundownId;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};

use crate::store::entities::{rundown_logs, rundowns, settings, stories, story_revisions};
use crate::store::{HousekeepingStore, OpenRundown, StoreError};

use super::rows::{Row, stamp};
use super::{SeaStore, db_err};

impl HousekeepingStore for SeaStore {
    async fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(settings::Entity::find_by_id(key.to_owned())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|m| m.value))
    }

    async fn put_settings(&self, values: &[(&str, String)]) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        for (key, value) in values {
            settings::Entity::delete_by_id((*key).to_owned())
                .exec(&txn)
                .await
                .map_err(db_err)?;
            settings::ActiveModel {
                key: Set((*key).to_owned()),
                value: Set(value.clone()),
            }
            .insert(&txn)
            .await
            .map_err(db_err)?;
        }
        txn.commit().await.map_err(db_err)
    }

    async fn open_rundowns(&self, since: NaiveDate) -> Result<Vec<OpenRundown>, StoreError> {
        let rows = rundowns::Entity::find()
            .filter(rundowns::Column::Date.gte(since.format("%Y-%m-%d").to_string()))
            .filter(rundowns::Column::DisplayStatus.ne(DisplayStatus::Stop.as_str()))
            .filter(rundowns::Column::ReopenedLate.eq(false))
            .all(&self.db)
            .await
            .map_err(db_err)?;
        rows.into_iter()
            .map(|r| {
                let row = Row {
                    table: "rundowns",
                    id: r.id,
                };
                Ok(OpenRundown {
                    id: RundownId::from_db(r.id),
                    date: row.parse("date", &r.date, |d| {
                        NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()
                    })?,
                    start: row.time("start_secs", r.start_secs)?,
                    end: row.time("end_secs", r.end_secs)?,
                })
            })
            .collect()
    }

    async fn set_reopened_late(&self, id: RundownId, late: bool) -> Result<(), StoreError> {
        rundowns::Entity::update_many()
            .col_expr(
                rundowns::Column::ReopenedLate,
                sea_orm::sea_query::Expr::value(late),
            )
            .filter(rundowns::Column::Id.eq(id.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(())
    }

    async fn reopened_late(&self, id: RundownId) -> Result<bool, StoreError> {
        Ok(rundowns::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .is_some_and(|r| r.reopened_late))
    }

    async fn purge_trash(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        let done = stories::Entity::delete_many()
            .filter(stories::Column::DeletedAt.is_not_null())
            .filter(stories::Column::DeletedAt.lt(stamp(before)))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(done.rows_affected)
    }

    async fn purge_versions(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        use sea_orm::sea_query::{Alias, Expr, ExprTrait, Query};
        let later = Alias::new("later");
        // A later revision of the same story exists: this one is not the latest.
        let superseded = Expr::exists(
            Query::select()
                .expr(Expr::val(1))
                .from_as(story_revisions::Entity, later.clone())
                .and_where(
                    Expr::col((later.clone(), story_revisions::Column::StoryId))
                        .equals((story_revisions::Entity, story_revisions::Column::StoryId)),
                )
                .and_where(
                    Expr::col((later, story_revisions::Column::Number)).gt(Expr::col((
                        story_revisions::Entity,
                        story_revisions::Column::Number,
                    ))),
                )
                .to_owned(),
        );
        let done = story_revisions::Entity::delete_many()
            .filter(story_revisions::Column::At.lt(stamp(before)))
            .filter(superseded)
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(done.rows_affected)
    }

    async fn purge_logs(&self, before: DateTime<Utc>) -> Result<u64, StoreError> {
        let done = rundown_logs::Entity::delete_many()
            .filter(rundown_logs::Column::At.lt(stamp(before)))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(done.rows_affected)
    }
}
