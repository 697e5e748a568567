//! Story texts and their revisions.

use newsroom_domain::ids::{RundownId, StoryId};
use newsroom_domain::rundown::Revision;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, NotSet, QueryFilter, QueryOrder, Set};

use crate::store::entities::{story_revisions, story_texts};
use crate::store::{StoreError, StoryText, StoryTextStore, TextRevision};

use super::rows::{Row, encode, stamp};
use super::{SeaStore, db_err};

impl StoryTextStore for SeaStore {
    async fn story_text(&self, story: StoryId) -> Result<StoryText, StoreError> {
        let Some(t) = story_texts::Entity::find_by_id(story.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
        else {
            return Ok(StoryText::default());
        };
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
