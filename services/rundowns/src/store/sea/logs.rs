//! Rundown logs.

use newsroom_domain::ids::RundownId;
use newsroom_domain::log::LogAction;
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, NotSet, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait,
};

use crate::store::entities::rundown_logs;
use crate::store::{LogEntry, LogFilter, LogStore, StoreError};

use super::rows::{Row, encode, stamp};
use super::{SeaStore, db_err};

impl LogStore for SeaStore {
    async fn add_log(&self, rundown: RundownId, e: LogEntry) -> Result<(), StoreError> {
        rundown_logs::ActiveModel {
            id: NotSet,
            rundown_id: Set(rundown.get()),
            at: Set(stamp(e.at)),
            user_id: Set(e.user_id),
            nickname: Set(e.nickname),
            action: Set(e.action.as_str().to_owned()),
            description: Set(e.description),
            undo: Set(e
                .undo
                .as_ref()
                .map(|u| encode("a log line's undo", u))
                .transpose()?),
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(())
    }

    async fn take_undo(
        &self,
        rundown: RundownId,
        log: i64,
    ) -> Result<Option<newsroom_domain::log::Undo>, StoreError> {
        let txn = self.db.begin().await.map_err(db_err)?;
        let Some(r) = rundown_logs::Entity::find_by_id(log)
            .filter(rundown_logs::Column::RundownId.eq(rundown.get()))
            .one(&txn)
            .await
            .map_err(db_err)?
        else {
            return Ok(None);
        };
        let Some(raw) = r.undo.clone() else {
            return Ok(None);
        };
        let undo = Row {
            table: "rundown_logs",
            id: r.id,
        }
        .json("undo", &raw)?;
        // Only the caller that clears it gets it: two undos at once undo once.
        let cleared = rundown_logs::Entity::update_many()
            .col_expr(
                rundown_logs::Column::Undo,
                Expr::value(Option::<String>::None),
            )
            .filter(rundown_logs::Column::Id.eq(log))
            .filter(rundown_logs::Column::Undo.is_not_null())
            .exec(&txn)
            .await
            .map_err(db_err)?;
        txn.commit().await.map_err(db_err)?;
        Ok((cleared.rows_affected == 1).then_some(undo))
    }

    async fn list_logs(
        &self,
        rundown: RundownId,
        f: LogFilter,
    ) -> Result<(Vec<LogEntry>, u64), StoreError> {
        let mut q =
            rundown_logs::Entity::find().filter(rundown_logs::Column::RundownId.eq(rundown.get()));
        if !f.description.trim().is_empty() {
            let needle = format!("%{}%", f.description.trim().to_lowercase());
            q = q.filter(ExprTrait::like(
                Expr::expr(Func::lower(Expr::col(rundown_logs::Column::Description))),
                needle,
            ));
        }
        if !f.actions.is_empty() {
            q = q.filter(rundown_logs::Column::Action.is_in(f.actions.iter().map(|a| a.as_str())));
        }
        let total = q.clone().count(&self.db).await.map_err(db_err)?;
        let rows = q
            .order_by_desc(rundown_logs::Column::Id)
            // A page past any line is empty, however far (the databases take a signed 64-bit offset).
            .offset(std::cmp::Ord::min(
                f.page.saturating_mul(f.size),
                i64::MAX.unsigned_abs(),
            ))
            .limit(f.size)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let entries = rows
            .into_iter()
            .map(|r| {
                let row = Row {
                    table: "rundown_logs",
                    id: r.id,
                };
                Ok(LogEntry {
                    id: r.id,
                    at: row.timestamp("at", &r.at)?,
                    user_id: r.user_id,
                    nickname: r.nickname,
                    action: row.parse("action", &r.action, LogAction::parse)?,
                    description: r.description,
                    undo: r.undo.as_deref().map(|u| row.json("undo", u)).transpose()?,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok((entries, total))
    }
}
