//! Writes: the [`Write`] transaction that bumps the revisions of the rundowns it changed, and the
//! helpers that keep blocks and stories in order.

use newsroom_domain::ids::RundownId;
use newsroom_domain::rundown::Revision;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter,
    QueryOrder, Set,
};

use crate::store::StoreError;
use crate::store::entities::{blocks, rundowns, stories};

use super::db_err;

/// A transaction that writes rundowns: every commit names the rundowns it changed, whose revisions it
/// increments in the same transaction (so an event and the saved state always agree).
pub(super) struct Write {
    pub(super) txn: DatabaseTransaction,
}

impl Write {
    /// Increments `rundown`'s revision, commits, and returns the new revision.
    pub(super) async fn commit(self, rundown: RundownId) -> Result<Revision, StoreError> {
        let rev = bump(&self.txn, rundown).await?;
        self.txn.commit().await.map_err(db_err)?;
        Ok(rev)
    }

    /// Increments the revision of each of `rundowns` and commits.
    pub(super) async fn commit_all(self, rundowns: &[RundownId]) -> Result<(), StoreError> {
        for r in rundowns {
            bump(&self.txn, *r).await?;
        }
        self.txn.commit().await.map_err(db_err)
    }

    /// Commits a write that changes no rundown's content (a program's presenters, a new rundown at
    /// revision 1, a drawer story going to the trash).
    pub(super) async fn commit_unchanged(self) -> Result<(), StoreError> {
        self.txn.commit().await.map_err(db_err)
    }
}

/// Increments the rundown's revision inside `txn` and returns it.
pub(super) async fn bump<C: ConnectionTrait>(
    txn: &C,
    rundown: RundownId,
) -> Result<Revision, StoreError> {
    let res = rundowns::Entity::update_many()
        .col_expr(
            rundowns::Column::Revision,
            Expr::col(rundowns::Column::Revision).add(1),
        )
        .filter(rundowns::Column::Id.eq(rundown.get()))
        .exec(txn)
        .await
        .map_err(db_err)?;
    if res.rows_affected == 0 {
        return Err(StoreError::NotFound);
    }
    rundowns::Entity::find_by_id(rundown.get())
        .one(txn)
        .await
        .map_err(db_err)?
        .map(|r| Revision::from_db(r.revision))
        .ok_or(StoreError::NotFound)
}

/// Rewrites the positions of `ids` as 0, 1, 2, ... (blocks of a rundown).
pub(super) async fn renumber_blocks<C: ConnectionTrait>(
    txn: &C,
    ids: &[i64],
) -> Result<(), StoreError> {
    for (i, id) in ids.iter().enumerate() {
        blocks::ActiveModel {
            id: Set(*id),
            position: Set(i as i32),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

/// Rewrites the positions of `ids` as 0, 1, 2, ... (stories of a block).
pub(super) async fn renumber_stories<C: ConnectionTrait>(
    txn: &C,
    ids: &[i64],
) -> Result<(), StoreError> {
    for (i, id) in ids.iter().enumerate() {
        stories::ActiveModel {
            id: Set(*id),
            position: Set(i as i32),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

pub(super) async fn block_ids<C: ConnectionTrait>(
    txn: &C,
    rundown: RundownId,
) -> Result<Vec<blocks::Model>, StoreError> {
    blocks::Entity::find()
        .filter(blocks::Column::RundownId.eq(rundown.get()))
        .order_by_asc(blocks::Column::Position)
        .order_by_asc(blocks::Column::Id)
        .all(txn)
        .await
        .map_err(db_err)
}

pub(super) async fn story_ids<C: ConnectionTrait>(
    txn: &C,
    block: i64,
) -> Result<Vec<i64>, StoreError> {
    Ok(stories::Entity::find()
        .filter(stories::Column::BlockId.eq(block))
        .filter(stories::Column::DeletedAt.is_null())
        .filter(stories::Column::DrawerProgramId.is_null())
        .order_by_asc(stories::Column::Position)
        .order_by_asc(stories::Column::Id)
        .all(txn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|s| s.id)
        .collect())
}
