//! Media and CG items of stories (newsroom_domain::items; web.md section 7 "Stories: media list, add,
//! remove, placeholder, ignore, sync; cg list"). The gateway resolves what lives in the devices service
//! (the media object, the CG template) and hands over a complete item; this service keeps the items
//! in order, refuses duplicates, keeps the story's VT equal to its media and publishes the story change.

use newsroom_domain::ids::StoryId;
use newsroom_domain::items::{CgField, ItemError, ItemKind, Items, StoryItem};
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::Story;
use newsroom_domain::{FieldCode, FieldError, FieldMessage};

use super::{Actor, Change, Log, Result, RundownError, RundownService, Snapshot};
use crate::store::Store;

/// A change of one item (fields left `None` stay as they are).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ItemUpdate {
    /// Media: leave it out of the VT.
    pub ignore: Option<bool>,
    /// CG: new values (already checked against the template).
    pub fields: Option<Vec<CgField>>,
    /// Media: the object's slug and length (ms) as the device announces them now (sync).
    pub media: Option<(String, Option<i64>)>,
    /// Media: marks in and out (ms; `None` clears one), checked against the object's length.
    pub marks: Option<(Option<i64>, Option<i64>)>,
    /// A new place among the story's items.
    pub position: Option<usize>,
}

impl From<ItemError> for RundownError {
    fn from(e: ItemError) -> Self {
        match e {
            ItemError::Duplicate => RundownError::Conflict,
            ItemError::NotFound => RundownError::NotFound,
            ItemError::TooMany => FieldError::new(
                "items",
                FieldMessage::from(FieldCode::TooMany)
                    .with("max", newsroom_domain::items::ITEMS_MAX),
            )
            .into(),
            ItemError::Invalid(f) => f.into(),
        }
    }
}

fn what(item: &StoryItem) -> &'static str {
    match item.kind {
        ItemKind::Media => "media",
        ItemKind::Cg => "CG",
    }
}

impl<S: Store> RundownService<S> {
    /// Adds an item at the end of a story's items. Refused: a media object already in the story (409),
    /// a story of a displayed rundown, more than `ITEMS_MAX` items (422).
    pub async fn add_item(
        &self,
        story: StoryId,
        item: StoryItem,
        actor: &Actor,
    ) -> Result<(Snapshot, StoryId)> {
        let item = checked_item(item)?;
        let description = format!("{} {} added", what(&item), item.slug);
        self.edit_items(story, actor, description, |items| {
            items.add(StoryItem { id: 0, ..item })
        })
        .await
    }

    /// Changes an item: `ignore` and marks (media), `fields` (CG), or the slug and length a sync
    /// brought. Marks out of the media, or a mark out before the mark in, are a 422.
    pub async fn update_item(
        &self,
        story: StoryId,
        item_id: i64,
        update: ItemUpdate,
        actor: &Actor,
    ) -> Result<(Snapshot, StoryId)> {
        self.edit_items(story, actor, String::new(), |items| {
            let item = items.get_mut(item_id)?;
            if let Some(ignore) = update.ignore {
                item.ignore = ignore;
            }
            if let Some(fields) = update.fields {
                item.set_fields(fields);
            }
            if let Some((slug, duration_ms)) = update.media {
                if !slug.trim().is_empty() {
                    item.slug = slug;
                }
                item.duration_ms = duration_ms;
            }
            item.check_text().map_err(ItemError::Invalid)?;
            if let Some((mark_in, mark_out)) = update.marks {
                if item.kind != ItemKind::Media {
                    return Err(ItemError::Invalid(FieldError::new(
                        "itemId",
                        FieldCode::MarksMediaOnly,
                    )));
                }
                item.set_marks(mark_in, mark_out)
                    .map_err(ItemError::Invalid)?;
            }
            if let Some(position) = update.position {
                items.move_to(item_id, position)?;
            }
            Ok(())
        })
        .await
    }

    /// Removes an item (of kind `kind` when given: `NotFound` for an item of another kind).
    pub async fn remove_item(
        &self,
        story: StoryId,
        item_id: i64,
        kind: Option<ItemKind>,
        actor: &Actor,
    ) -> Result<(Snapshot, StoryId)> {
        self.edit_items(story, actor, String::new(), |items| {
            if kind.is_some_and(|k| !items.0.iter().any(|i| i.id == item_id && i.kind == k)) {
                return Err(ItemError::NotFound);
            }
            items.remove(item_id).map(|_| ())
        })
        .await
    }

    /// Loads the story, applies `change` to its items, recomputes its VT, saves, publishes and logs.
    /// Nothing changes: no revision, no event.
    async fn edit_items(
        &self,
        story: StoryId,
        actor: &Actor,
        description: String,
        change: impl FnOnce(&mut Items) -> std::result::Result<(), ItemError>,
    ) -> Result<(Snapshot, StoryId)> {
        let story_id = story;
        let rundown = self.rundown_of_story(story_id).await?;
        let _guard = self.lock(rundown).await;
        let r = self.editable(rundown).await?;
        let before: Story = r.story(story_id).ok_or(RundownError::NotFound)?.clone();
        let mut items = Items(before.items.clone());
        change(&mut items)?;
        let mut after = before.clone();
        if let Some(vt) = items.media_vt() {
            after.parts.vt = vt;
        }
        let log = Log::new(LogAction::Update, describe(&before, &items, description));
        after.items = items.0;
        if after == before {
            return Ok((self.snapshot(rundown).await?, story_id));
        }
        self.store.save_items(&after).await?;
        Ok((
            self.finish(rundown, Change::StoryUpdated(story_id), actor, log)
                .await?,
            story_id,
        ))
    }
}

/// The log line: what the caller said, or what changed between the old and the new items.
fn describe(before: &Story, after: &Items, said: String) -> String {
    let text = if !said.is_empty() {
        said
    } else if let Some(gone) = before
        .items
        .iter()
        .find(|i| !after.0.iter().any(|a| a.id == i.id))
    {
        format!("{} {} removed", what(gone), gone.slug)
    } else if let Some(changed) = after
        .0
        .iter()
        .find(|a| !before.items.iter().any(|b| b == *a))
    {
        format!("{} {} changed", what(changed), changed.slug)
    } else {
        "items unchanged".into()
    };
    format!("Story {}: {text}", before.slug)
}

/// A new item as a story keeps it: a device, an object (media) or a template (CG), text a MOS
/// message can carry, and a graphic's slug made from its template and values.
///
/// # Errors
/// [`RundownError::Validation`]: `deviceId`, `objId`, `templateId` required; the text's field.
pub(crate) fn checked_item(mut item: StoryItem) -> Result<StoryItem> {
    let mut errors = vec![];
    if item.device_id <= 0 {
        errors.push(FieldError::new("deviceId", FieldCode::Required));
    }
    match item.kind {
        ItemKind::Media if item.object_id.trim().is_empty() => {
            errors.push(FieldError::new("objId", FieldCode::Required));
        }
        ItemKind::Cg if item.template_id.is_none() => {
            errors.push(FieldError::new("templateId", FieldCode::Required));
        }
        _ => {}
    }
    if let Err(e) = item.check_text() {
        errors.push(e);
    }
    if !errors.is_empty() {
        let mut fields = newsroom_domain::FieldErrors::default();
        for e in errors {
            fields.insert(e.field, e.message);
        }
        return Err(RundownError::Validation(fields));
    }
    if item.kind == ItemKind::Cg {
        // The slug of a graphic is made from its template and values.
        let fields = std::mem::take(&mut item.fields);
        item.set_fields(fields);
    }
    Ok(StoryItem { id: 0, ..item })
}
