//! Rundowns and their blocks: the whole rundown read in one snapshot, header and block writes, display status.

use chrono::NaiveDate;
use newsroom_domain::display::{DisplayChange, DisplayStatus, Item};
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::{Block, Program, Revision, Rundown};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, NotSet, QueryFilter, QueryOrder,
    Set,
};

use crate::store::entities::{blocks, programs, rundowns, stories};
use crate::store::{NewBlock, RundownHeader, RundownStore, StoreError};

use super::rows::{Row, block_row, dur, secs, story_of, story_row, tod_secs};
use super::stories::items_of;
use super::write::{block_ids, renumber_blocks};
use super::{SeaStore, db_err};

/// Inserts blocks with their stories, in order, at positions 0, 1, 2, ...
async fn insert_blocks<C: ConnectionTrait>(
    txn: &C,
    rundown: RundownId,
    new_blocks: Vec<NewBlock>,
) -> Result<(), StoreError> {
    for (i, b) in new_blocks.into_iter().enumerate() {
        let block = block_row(&b, rundown, i)
            .insert(txn)
            .await
            .map_err(db_err)?;
        for (p, s) in b.stories.into_iter().enumerate() {
            story_row(&s, block.id, rundown.get(), p as i32)
                .insert(txn)
                .await
                .map_err(db_err)?;
        }
    }
    Ok(())
}

/// A whole rundown read through `db` (one transaction, so that the reads agree).
async fn load_rundown<C: ConnectionTrait>(
    db: &C,
    id: RundownId,
) -> Result<Option<Rundown>, StoreError> {
    let Some(r) = rundowns::Entity::find_by_id(id.get())
        .one(db)
        .await
        .map_err(db_err)?
    else {
        return Ok(None);
    };
    let program = programs::Entity::find_by_id(r.program_id)
        .one(db)
        .await
        .map_err(db_err)?;
    let mut all_stories = stories::Entity::find()
        .filter(stories::Column::RundownId.eq(r.id))
        .filter(stories::Column::DeletedAt.is_null())
        .filter(stories::Column::DrawerProgramId.is_null())
        .order_by_asc(stories::Column::Position)
        .order_by_asc(stories::Column::Id)
        .all(db)
        .await
        .map_err(db_err)?;
    let ids: Vec<i64> = all_stories.iter().map(|s| s.id).collect();
    let mut items = items_of(db, &ids).await?;
    let mut blocks = Vec::new();
    for b in block_ids(db, id).await? {
        let block_row = Row {
            table: "blocks",
            id: b.id,
        };
        let (mine, rest): (Vec<_>, Vec<_>) =
            all_stories.drain(..).partition(|s| s.block_id == b.id);
        all_stories = rest;
        let mut stories = Vec::with_capacity(mine.len());
        for m in mine {
            let id = m.id;
            let mut s = story_of(m)?;
            // A story without items has no row in `story_items`.
            s.items = items.remove(&id).unwrap_or_default();
            stories.push(s);
        }
        blocks.push(Block {
            id: BlockId::from_db(b.id),
            rundown_id: id,
            name: b.name,
            stand_by: b.stand_by,
            commercial: dur(b.commercial_secs),
            stop_time: b
                .stop_secs
                .map(|t| block_row.time("stop_secs", t))
                .transpose()?,
            display_status: block_row.status("display_status", &b.display_status)?,
            position: b.position,
            stories,
        });
    }
    let row = Row {
        table: "rundowns",
        id: r.id,
    };
    let date = NaiveDate::parse_from_str(&r.date, "%Y-%m-%d")
        .map_err(|e| row.corrupt(format!("date: {e}")))?;
    let program = row.set("program_id (no such program)", program)?;
    Ok(Some(Rundown {
        id,
        program_id: ProgramId::from_db(r.program_id),
        program_name: program.name,
        date,
        start: row.time("start_secs", r.start_secs)?,
        end: row.time("end_secs", r.end_secs)?,
        production: r.production_secs.map(dur),
        device_integration: r.device_integration,
        display_status: row.status("display_status", &r.display_status)?,
        revision: Revision::from_db(r.revision),
        blocks,
    }))
}

impl RundownStore for SeaStore {
    async fn find_rundown(
        &self,
        program: ProgramId,
        date: NaiveDate,
    ) -> Result<Option<RundownId>, StoreError> {
        Ok(rundowns::Entity::find()
            .filter(rundowns::Column::ProgramId.eq(program.get()))
            .filter(rundowns::Column::Date.eq(date.format("%Y-%m-%d").to_string()))
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|r| RundownId::from_db(r.id)))
    }

    async fn load_rundown(&self, id: RundownId) -> Result<Option<Rundown>, StoreError> {
        // One snapshot for the header, blocks, stories and items: read apart, a write landing between
        // two reads would give a rundown whose header and stories disagree.
        let txn = self.read_txn().await?;
        let rundown = load_rundown(&txn, id).await?;
        txn.commit().await.map_err(db_err)?;
        Ok(rundown)
    }

    async fn block_rundown(&self, id: BlockId) -> Result<Option<RundownId>, StoreError> {
        Ok(blocks::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|b| RundownId::from_db(b.rundown_id)))
    }

    async fn story_rundown(&self, id: StoryId) -> Result<Option<RundownId>, StoreError> {
        Ok(stories::Entity::find_by_id(id.get())
            .filter(stories::Column::DeletedAt.is_null())
            .filter(stories::Column::DrawerProgramId.is_null())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(|s| RundownId::from_db(s.rundown_id)))
    }

    async fn create_rundown(
        &self,
        program: &Program,
        date: NaiveDate,
        new_blocks: Vec<NewBlock>,
    ) -> Result<RundownId, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let r = rundowns::ActiveModel {
            id: NotSet,
            program_id: Set(program.id.get()),
            date: Set(date.format("%Y-%m-%d").to_string()),
            start_secs: Set(tod_secs(program.start)),
            end_secs: Set(tod_secs(program.end)),
            production_secs: Set(program.production.map(secs)),
            device_integration: Set(false),
            displayed: Set(false),
            revision: Set(Revision::FIRST.get()),
            display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
            reopened_late: Set(false),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
        insert_blocks(txn, RundownId::from_db(r.id), new_blocks).await?;
        w.commit_unchanged().await?;
        Ok(RundownId::from_db(r.id))
    }

    async fn replace_blocks(
        &self,
        rundown: RundownId,
        new_blocks: Vec<NewBlock>,
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::Entity::delete_many()
            .filter(stories::Column::RundownId.eq(rundown.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        blocks::Entity::delete_many()
            .filter(blocks::Column::RundownId.eq(rundown.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        insert_blocks(txn, rundown, new_blocks).await?;
        w.commit(rundown).await
    }

    async fn set_pages(
        &self,
        rundown: RundownId,
        pages: &[(StoryId, String)],
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        for (id, page) in pages {
            stories::ActiveModel {
                id: Set(id.get()),
                page: Set(page.clone()),
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(db_err)?;
        }
        w.commit(rundown).await
    }

    async fn update_rundown(
        &self,
        id: RundownId,
        h: RundownHeader,
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        rundowns::ActiveModel {
            id: Set(id.get()),
            date: Set(h.date.format("%Y-%m-%d").to_string()),
            start_secs: Set(tod_secs(h.start)),
            end_secs: Set(tod_secs(h.end)),
            production_secs: Set(h.production.map(secs)),
            device_integration: Set(h.device_integration),
            displayed: Set(h.display_status == DisplayStatus::Stop),
            display_status: Set(h.display_status.as_str().to_owned()),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        w.commit(id).await
    }

    async fn insert_block(
        &self,
        rundown: RundownId,
        b: NewBlock,
    ) -> Result<(BlockId, Revision), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let existing = block_ids(txn, rundown).await?;
        let m = block_row(&b, rundown, existing.len())
            .insert(txn)
            .await
            .map_err(db_err)?;
        // The new block goes before the standby block(s), which stay last.
        let mut order: Vec<i64> = existing
            .iter()
            .filter(|x| !x.stand_by)
            .map(|x| x.id)
            .collect();
        order.push(m.id);
        order.extend(existing.iter().filter(|x| x.stand_by).map(|x| x.id));
        renumber_blocks(txn, &order).await?;
        let rev = w.commit(rundown).await?;
        Ok((BlockId::from_db(m.id), rev))
    }

    async fn update_block(&self, b: &Block) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        blocks::ActiveModel {
            id: Set(b.id.get()),
            name: Set(b.name.clone()),
            commercial_secs: Set(secs(b.commercial)),
            stop_secs: Set(b.stop_time.map(tod_secs)),
            display_status: Set(b.display_status.as_str().to_owned()),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        w.commit(b.rundown_id).await
    }

    async fn delete_block(&self, rundown: RundownId, id: BlockId) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        // Stories in a drawer outlive the block they came from: they now come from the standby block.
        if let Some(standby) = block_ids(txn, rundown)
            .await?
            .into_iter()
            .find(|b| b.stand_by && b.id != id.get())
        {
            stories::Entity::update_many()
                .col_expr(stories::Column::BlockId, Expr::value(standby.id))
                .filter(stories::Column::BlockId.eq(id.get()))
                .filter(stories::Column::DrawerProgramId.is_not_null())
                .exec(txn)
                .await
                .map_err(db_err)?;
        }
        stories::Entity::delete_many()
            .filter(stories::Column::BlockId.eq(id.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        let res = blocks::Entity::delete_by_id(id.get())
            .exec(txn)
            .await
            .map_err(db_err)?;
        if res.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        let order: Vec<i64> = block_ids(txn, rundown)
            .await?
            .into_iter()
            .map(|b| b.id)
            .collect();
        renumber_blocks(txn, &order).await?;
        w.commit(rundown).await
    }

    async fn order_blocks(
        &self,
        rundown: RundownId,
        ids: &[BlockId],
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let raw: Vec<i64> = ids.iter().map(|b| b.get()).collect();
        renumber_blocks(txn, &raw).await?;
        w.commit(rundown).await
    }

    async fn apply_display(
        &self,
        rundown: RundownId,
        change: &DisplayChange,
        rundown_status: Option<DisplayStatus>,
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        for (item, st, stop) in change {
            let (status, stop) = (Set(st.as_str().to_owned()), Set(stop.map(tod_secs)));
            match item {
                Item::Story(id) => {
                    stories::ActiveModel {
                        id: Set(id.get()),
                        display_status: status,
                        stop_secs: stop,
                        ..Default::default()
                    }
                    .update(txn)
                    .await
                    .map_err(db_err)?;
                }
                Item::Break(id) => {
                    blocks::ActiveModel {
                        id: Set(id.get()),
                        display_status: status,
                        stop_secs: stop,
                        ..Default::default()
                    }
                    .update(txn)
                    .await
                    .map_err(db_err)?;
                }
            }
        }
        if let Some(st) = rundown_status {
            rundowns::ActiveModel {
                id: Set(rundown.get()),
                display_status: Set(st.as_str().to_owned()),
                displayed: Set(st == DisplayStatus::Stop),
                ..Default::default()
            }
            .update(txn)
            .await
            .map_err(db_err)?;
        }
        w.commit(rundown).await
    }
}
