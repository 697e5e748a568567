//! Story texts and their revisions.

use std::collections::HashMap;

use newsroom_domain::ids::{ProgramId, RundownId, StoryId};
use newsroom_domain::rundown::Revision;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, NotSet, QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::store::entities::{rundowns, stories, story_revisions, story_texts};
use crate::store::{
    SearchStory, StoreError, StorySelection, StoryText, StoryTextStore, TextRevision,
};

use super::rows::{Row, encode, stamp};
use super::{SeaStore, db_err};

fn text_of(t: story_texts::Model) -> Result<StoryText, StoreError> {
    Ok(StoryText {
        script: Row {
            table: "story_texts",
            id: t.story_id,
        }
        .json("script", &t.script)?,
        footnote: t.footnote,
        cue_in: t.cue_in,
        cue_out: t.cue_out,
    })
}

impl StoryTextStore for SeaStore {
    async fn search_stories(
        &self,
        selection: StorySelection,
        limit: u64,
    ) -> Result<Vec<SearchStory>, StoreError> {
        let mut find = stories::Entity::find().filter(stories::Column::Id.gt(selection.after));
        if let Some(ids) = selection.rundowns {
            find = find.filter(stories::Column::RundownId.is_in(ids));
        }
        let rows = find
            .order_by_asc(stories::Column::Id)
            .limit(limit)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let mut rundown_ids: Vec<i64> = rows.iter().map(|r| r.rundown_id).collect();
        rundown_ids.sort_unstable();
        rundown_ids.dedup();
        let days: HashMap<i64, (i64, String)> = rundowns::Entity::find()
            .filter(rundowns::Column::Id.is_in(rundown_ids))
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|r| (r.id, (r.program_id, r.date)))
            .collect();
        let mut texts: HashMap<i64, StoryText> = HashMap::new();
        for t in story_texts::Entity::find()
            .filter(story_texts::Column::StoryId.is_in(ids.clone()))
            .all(&self.db)
            .await
            .map_err(db_err)?
        {
            texts.insert(t.story_id, text_of(t)?);
        }
        let authors: HashMap<i64, (i64, String)> = story_revisions::Entity::find()
            .filter(story_revisions::Column::StoryId.is_in(ids))
            .filter(story_revisions::Column::Number.eq(1))
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|r| (r.story_id, (r.user_id, r.nickname)))
            .collect();
        rows.into_iter()
            .filter_map(|r| {
                let (program, date) = days.get(&r.rundown_id)?;
                Some((r, *program, date.clone()))
            })
            .map(|(r, program, date)| {
                let row = Row {
                    table: "rundowns",
                    id: r.rundown_id,
                };
                Ok(SearchStory {
                    id: StoryId::from_db(r.id),
                    date: newsroom_domain::rundown::parse_date("date", &date)
                        .map_err(|_| row.corrupt(format!("date {date:?}")))?,
                    program_id: ProgramId::from_db(r.drawer_program_id.unwrap_or(program)),
                    text: texts.remove(&r.id).unwrap_or_default(),
                    author: authors.get(&r.id).cloned(),
                    slug: r.slug,
                    approved: r.approved,
                    private: r.private,
                    deleted: r.deleted_at.is_some(),
                })
            })
            .collect()
    }

    async fn story_text(&self, story: StoryId) -> Result<StoryText, StoreError> {
        let Some(t) = story_texts::Entity::find_by_id(story.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
        else {
            return Ok(StoryText::default());
        };
        text_of(t)
    }

    async fn save_story_text(
        &self,
        rundown: Option<RundownId>,
        story: StoryId,
        rev: TextRevision,
    ) -> Result<(i32, Option<Revision>), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let script = encode("a script", &rev.text.script)?;
        let row = story_texts::ActiveModel {
            story_id: Set(story.get()),
            script: Set(script.clone()),
            footnote: Set(rev.text.footnote.clone()),
            cue_in: Set(rev.text.cue_in.clone()),
            cue_out: Set(rev.text.cue_out.clone()),
        };
        if story_texts::Entity::find_by_id(story.get())
            .one(txn)
            .await
            .map_err(db_err)?
            .is_some()
        {
            row.update(txn).await.map_err(db_err)?;
        } else {
            row.insert(txn).await.map_err(db_err)?;
        }
        let last = story_revisions::Entity::find()
            .filter(story_revisions::Column::StoryId.eq(story.get()))
            .order_by_desc(story_revisions::Column::Number)
            .one(txn)
            .await
            .map_err(db_err)?
            .map_or(0, |r| r.number);
        story_revisions::ActiveModel {
            id: NotSet,
            story_id: Set(story.get()),
            number: Set(last + 1),
            at: Set(stamp(rev.at)),
            user_id: Set(rev.user_id),
            nickname: Set(rev.nickname),
            slug: Set(rev.slug),
            script: Set(script),
            footnote: Set(rev.text.footnote),
            cue_in: Set(rev.text.cue_in),
            cue_out: Set(rev.text.cue_out),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
        let revision = match rundown {
            Some(r) => Some(w.commit(r).await?),
            None => w.commit_unchanged().await.map(|()| None)?,
        };
        Ok((last + 1, revision))
    }

    async fn revisions(&self, story: StoryId) -> Result<Vec<TextRevision>, StoreError> {
        story_revisions::Entity::find()
            .filter(story_revisions::Column::StoryId.eq(story.get()))
            .order_by_desc(story_revisions::Column::Number)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|r| {
                let row = Row {
                    table: "story_revisions",
                    id: r.id,
                };
                Ok(TextRevision {
                    number: r.number,
                    at: row.timestamp("at", &r.at)?,
                    user_id: r.user_id,
                    nickname: r.nickname,
                    slug: r.slug,
                    text: StoryText {
                        script: row.json("script", &r.script)?,
                        footnote: r.footnote,
                        cue_in: r.cue_in,
                        cue_out: r.cue_out,
                    },
                })
            })
            .collect()
    }
}
