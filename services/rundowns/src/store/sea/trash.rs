//! The trash of a rundown and the drawer of a program.

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::Revision;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::store::entities::stories;
use crate::store::{DrawerStory, StoreError, TrashStore, TrashedStory};

use super::rows::{drawer_of, stamp, trashed_of};
use super::write::{renumber_stories, story_ids};
use super::{SeaStore, db_err};

impl TrashStore for SeaStore {
    async fn delete_story(
        &self,
        rundown: RundownId,
        id: StoryId,
        by: &str,
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let Some(s) = stories::Entity::find_by_id(id.get())
            .one(txn)
            .await
            .map_err(db_err)?
        else {
            return Err(StoreError::NotFound);
        };
        // To the trash: kept with its text and revisions until restored (or its block is deleted).
        stories::ActiveModel {
            id: Set(id.get()),
            deleted_at: Set(Some(stamp(chrono::Utc::now()))),
            deleted_by: Set(Some(by.to_owned())),
            position: Set(-1),
            display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
            stop_secs: Set(None),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        let order = story_ids(txn, s.block_id).await?;
        renumber_stories(txn, &order).await?;
        w.commit(rundown).await
    }

    async fn trashed_story_rundown(&self, id: StoryId) -> Result<Option<RundownId>, StoreError> {
        Ok(stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DeletedAt.is_not_null())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|s| RundownId::from_db(s.rundown_id)))
    }

    async fn trash(&self, rundown: RundownId) -> Result<Vec<TrashedStory>, StoreError> {
        stories::Entity::find()
            .filter(stories::Column::RundownId.eq(rundown.get()))
            .filter(stories::Column::DeletedAt.is_not_null())
            .order_by_desc(stories::Column::DeletedAt)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(trashed_of)
            .collect()
    }

    async fn restore_story(&self, id: StoryId) -> Result<(RundownId, Revision), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let s = stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DeletedAt.is_not_null())
            .one(txn)
            .await
            .map_err(db_err)?
            .ok_or(StoreError::NotFound)?;
        let mut order = story_ids(txn, s.block_id).await?;
        stories::ActiveModel {
            id: Set(id.get()),
            deleted_at: Set(None),
            deleted_by: Set(None),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        order.push(id.get());
        renumber_stories(txn, &order).await?;
        let rundown = RundownId::from_db(s.rundown_id);
        let rev = w.commit(rundown).await?;
        Ok((rundown, rev))
    }

    async fn send_to_drawer(
        &self,
        program: ProgramId,
        ids: &[StoryId],
        by: &str,
    ) -> Result<Vec<RundownId>, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let now = stamp(chrono::Utc::now());
        let (mut blocks, mut changed) = (Vec::new(), Vec::new());
        for id in ids {
            let Some(row) = stories::Entity::find_by_id(id.get())
                .filter(stories::Column::DeletedAt.is_null())
                .filter(stories::Column::DrawerProgramId.is_null())
                .one(txn)
                .await
                .map_err(db_err)?
            else {
                return Err(StoreError::NotFound);
            };
            stories::ActiveModel {
                id: Set(id.get()),
                drawer_program_id: Set(Some(program.get())),
                drawer_at: Set(Some(now.clone())),
                drawer_by: Set(Some(by.to_owned())),
                position: Set(-1),
                display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
                stop_secs: Set(None),
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(db_err)?;
            if !blocks.contains(&row.block_id) {
                blocks.push(row.block_id);
            }
            let r = RundownId::from_db(row.rundown_id);
            if !changed.contains(&r) {
                changed.push(r);
            }
        }
        for b in blocks {
            let order = story_ids(txn, b).await?;
            renumber_stories(txn, &order).await?;
        }
        w.commit_all(&changed).await?;
        Ok(changed)
    }

    async fn drawer(&self, program: ProgramId) -> Result<Vec<DrawerStory>, StoreError> {
        stories::Entity::find()
            .filter(stories::Column::DrawerProgramId.eq(program.get()))
            .filter(stories::Column::DeletedAt.is_null())
            .order_by_desc(stories::Column::DrawerAt)
            .order_by_desc(stories::Column::Id)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(drawer_of)
            .collect()
    }

    async fn drawer_story(&self, id: StoryId) -> Result<Option<DrawerStory>, StoreError> {
        stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DrawerProgramId.is_not_null())
            .filter(stories::Column::DeletedAt.is_null())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(drawer_of)
            .transpose()
    }

    async fn drawer_to_trash(&self, ids: &[StoryId], by: &str) -> Result<(), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let now = stamp(chrono::Utc::now());
        for id in ids {
            let res = stories::Entity::update_many()
                .col_expr(stories::Column::DrawerProgramId, Expr::value(None::<i64>))
                .col_expr(stories::Column::DrawerAt, Expr::value(None::<String>))
                .col_expr(stories::Column::DrawerBy, Expr::value(None::<String>))
                .col_expr(stories::Column::DeletedAt, Expr::value(now.clone()))
                .col_expr(stories::Column::DeletedBy, Expr::value(by.to_owned()))
                .filter(stories::Column::Id.eq(id.get()))
                .filter(stories::Column::DrawerProgramId.is_not_null())
                .filter(stories::Column::DeletedAt.is_null())
                .exec(txn)
                .await
                .map_err(db_err)?;
            if res.rows_affected == 0 {
                return Err(StoreError::NotFound);
            }
        }
        w.commit_unchanged().await
    }
}
