//! Stories in their blocks: insert, update, items, moves, approvals, paste; the items of stories.

use newsroom_domain::ids::{BlockId, RundownId, StoryId};
use newsroom_domain::items::StoryItem;
use newsroom_domain::rundown::{Revision, Story};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, NotSet, QueryFilter, QueryOrder,
    Set,
};

use crate::store::entities::{stories, story_items, story_texts};
use crate::store::{NewStory, Placed, StoreError, StoryStore};

use super::rows::{FieldRow, encode, item_of, secs, story_columns, story_row, tod_secs};
use super::write::{renumber_stories, story_ids};
use super::{SeaStore, db_err};

/// The items of these stories, in order, by story id.
pub(super) async fn items_of<C: ConnectionTrait>(
    db: &C,
    stories: &[i64],
) -> Result<std::collections::HashMap<i64, Vec<StoryItem>>, StoreError> {
    let mut out: std::collections::HashMap<i64, Vec<StoryItem>> = Default::default();
    for chunk in stories.chunks(500) {
        let rows = story_items::Entity::find()
            .filter(story_items::Column::StoryId.is_in(chunk.iter().copied()))
            .order_by_asc(story_items::Column::Position)
            .order_by_asc(story_items::Column::Id)
            .all(db)
            .await
            .map_err(db_err)?;
        for m in rows {
            out.entry(m.story_id).or_default().push(item_of(m)?);
        }
    }
    Ok(out)
}

/// Replaces the items of a story by `items` (ids kept; new items, id 0, get one).
pub(super) async fn write_items<C: ConnectionTrait>(
    txn: &C,
    story: i64,
    items: &[StoryItem],
) -> Result<(), StoreError> {
    story_items::Entity::delete_many()
        .filter(story_items::Column::StoryId.eq(story))
        .exec(txn)
        .await
        .map_err(db_err)?;
    for (position, i) in items.iter().enumerate() {
        let fields: Vec<FieldRow> = i
            .fields
            .iter()
            .map(|f| FieldRow {
                name: f.name.clone(),
                value: f.value.clone(),
            })
            .collect();
        story_items::ActiveModel {
            id: if i.id > 0 { Set(i.id) } else { NotSet },
            story_id: Set(story),
            position: Set(position as i32),
            kind: Set(i.kind.as_str().to_owned()),
            device_id: Set(i.device_id),
            object_id: Set(i.object_id.clone()),
            slug: Set(i.slug.clone()),
            duration_ms: Set(i.duration_ms),
            ignore_duration: Set(i.ignore),
            placeholder: Set(i.placeholder),
            template_id: Set(i.template_id),
            template_name: Set(i.template_name.clone()),
            fields: Set(encode("a CG item's fields", &fields)?),
            mark_in_ms: Set(i.mark_in_ms),
            mark_out_ms: Set(i.mark_out_ms),
            timebase: Set(i.timebase as i32),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

impl StoryStore for SeaStore {
    async fn insert_story(
        &self,
        rundown: RundownId,
        block: BlockId,
        n: NewStory,
    ) -> Result<(StoryId, Revision), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let mut order = story_ids(txn, block.get()).await?;
        let m = story_row(&n.story, block.get(), rundown.get(), order.len() as i32)
            .insert(txn)
            .await
            .map_err(db_err)?;
        if !n.story.items.is_empty() {
            write_items(txn, m.id, &n.story.items).await?;
        }
        let at = n
            .position
            .map_or(order.len(), |p| (Ord::max(p, 0) as usize).min(order.len()));
        order.insert(at, m.id);
        renumber_stories(txn, &order).await?;
        let rev = w.commit(rundown).await?;
        Ok((StoryId::from_db(m.id), rev))
    }

    async fn update_story(&self, s: &Story) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::ActiveModel {
            id: Set(s.id.get()),
            ..story_columns(s)
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        w.commit(s.rundown_id).await
    }

    async fn save_items(&self, s: &Story) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::ActiveModel {
            id: Set(s.id.get()),
            vt_secs: Set(secs(s.parts.vt)),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        write_items(txn, s.id.get(), &s.items).await?;
        w.commit(s.rundown_id).await
    }

    async fn move_story(
        &self,
        rundown: RundownId,
        story: StoryId,
        target: BlockId,
        orders: &[(BlockId, Vec<StoryId>)],
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        stories::ActiveModel {
            id: Set(story.get()),
            block_id: Set(target.get()),
            ..Default::default()
        }
        .update(txn)
        .await
        .map_err(db_err)?;
        for (_, order) in orders {
            let raw: Vec<i64> = order.iter().map(|s| s.get()).collect();
            renumber_stories(txn, &raw).await?;
        }
        w.commit(rundown).await
    }

    async fn set_approved(
        &self,
        rundown: RundownId,
        ids: &[StoryId],
        approved: bool,
    ) -> Result<Revision, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let raw: Vec<i64> = ids.iter().map(|s| s.get()).collect();
        stories::Entity::update_many()
            .col_expr(stories::Column::Approved, Expr::value(approved))
            .filter(stories::Column::Id.is_in(raw))
            .filter(stories::Column::RundownId.eq(rundown.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        w.commit(rundown).await
    }

    async fn place_stories(
        &self,
        rundown: RundownId,
        target: BlockId,
        at: usize,
        placed: Vec<Placed>,
    ) -> Result<(Vec<StoryId>, Vec<RundownId>), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let mut ids = Vec::with_capacity(placed.len());
        let mut left_blocks: Vec<i64> = Vec::new();
        let mut changed = vec![rundown];
        for p in placed {
            match p {
                Placed::Move(s) => {
                    let Some(row) = stories::Entity::find_by_id(s.id.get())
                        .filter(stories::Column::DeletedAt.is_null())
                        .one(txn)
                        .await
                        .map_err(db_err)?
                    else {
                        return Err(StoreError::NotFound);
                    };
                    if row.drawer_program_id.is_none() {
                        if row.block_id != target.get() {
                            left_blocks.push(row.block_id);
                        }
                        let from = RundownId::from_db(row.rundown_id);
                        if !changed.contains(&from) {
                            changed.push(from);
                        }
                    }
                    stories::ActiveModel {
                        id: Set(s.id.get()),
                        block_id: Set(target.get()),
                        rundown_id: Set(rundown.get()),
                        display_status: Set(s.display_status.as_str().to_owned()),
                        stop_secs: Set(s.stop_time.map(tod_secs)),
                        drawer_program_id: Set(None),
                        drawer_at: Set(None),
                        drawer_by: Set(None),
                        ..Default::default()
                    }
                    .update(txn)
                    .await
                    .map_err(db_err)?;
                    ids.push(s.id.get());
                }
                Placed::Copy { from, story } => {
                    let items: Vec<StoryItem> = items_of(txn, &[from.get()])
                        .await?
                        .remove(&from.get())
                        .unwrap_or_default()
                        .into_iter()
                        .map(|i| StoryItem { id: 0, ..i })
                        .collect();
                    let m = story_row(&story, target.get(), rundown.get(), -1)
                        .insert(txn)
                        .await
                        .map_err(db_err)?;
                    write_items(txn, m.id, &items).await?;
                    if let Some(t) = story_texts::Entity::find_by_id(from.get())
                        .one(txn)
                        .await
                        .map_err(db_err)?
                    {
                        story_texts::ActiveModel {
                            story_id: Set(m.id),
                            script: Set(t.script),
                            footnote: Set(t.footnote),
                            cue_in: Set(t.cue_in),
                            cue_out: Set(t.cue_out),
                        }
                        .insert(txn)
                        .await
                        .map_err(db_err)?;
                    }
                    ids.push(m.id);
                }
            }
        }
        left_blocks.sort_unstable();
        left_blocks.dedup();
        for b in left_blocks {
            let order = story_ids(txn, b).await?;
            renumber_stories(txn, &order).await?;
        }
        let mut order: Vec<i64> = story_ids(txn, target.get())
            .await?
            .into_iter()
            .filter(|s| !ids.contains(s))
            .collect();
        let at = at.min(order.len());
        order.splice(at..at, ids.iter().copied());
        renumber_stories(txn, &order).await?;
        w.commit_all(&changed).await?;
        Ok((ids.into_iter().map(StoryId::from_db).collect(), changed))
    }
}
