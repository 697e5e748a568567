//! Media and CG items of a story (web.md section 6 "story: ... media, cgs"; section 7 "Stories: media
//! list, add, remove, placeholder, ignore, sync; cg list").
//!
//! A **media item** names an object of a media device (MAM or playout: a clip, a still, a sound): its
//! MOS `objID`, slug and duration as the device announced them. A **CG item** is a graphic: a
//! template of a CG device with a value for each of its fields. In MOS running orders each item is an
//! `<item>` of its story (MOS 2.8.5 section 4.3, `itemID` = the item id).
//!
//! Rule of the story's VT (our decision, docs/api-design.md "Story items"): while a story has media
//! items, its VT is the sum of the parts of them the story uses (between the marks in and out),
//! leaving out the ones marked `ignore`, rounded to the second; it is recomputed on every media add, remove, ignore and sync. A story without media keeps the
//! VT typed by hand.

use std::collections::HashSet;

use serde_json::Value;

use crate::error::{FieldCode, FieldError, FieldMessage};
use crate::time::Duration;

/// Longest slug of an item, in characters.
pub const ITEM_SLUG_MAX: usize = 128;
/// Longest CG field value, in characters.
pub const CG_VALUE_MAX: usize = 500;
/// Most items a story holds.
pub const ITEMS_MAX: usize = 100;

/// What an item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = StoryItemKind))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ItemKind {
    /// A media object of a MAM or playout device.
    Media,
    /// A graphic: a CG template with field values.
    Cg,
}

impl ItemKind {
    /// `MEDIA` or `CG`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ItemKind::Media => "MEDIA",
            ItemKind::Cg => "CG",
        }
    }

    /// Reads `MEDIA` or `CG` (any case).
    pub fn parse(text: &str) -> Option<ItemKind> {
        match text.to_ascii_uppercase().as_str() {
            "MEDIA" => Some(ItemKind::Media),
            "CG" => Some(ItemKind::Cg),
            _ => None,
        }
    }
}

/// One field of a CG item: the template's field name and the text to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CgField {
    /// The template field's name.
    pub name: String,
    /// The text.
    pub value: String,
}

/// A media or CG item of a story.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoryItem {
    /// Key (0 until saved); the MOS `itemID`.
    pub id: i64,
    /// Media or CG.
    pub kind: ItemKind,
    /// The device holding the object (media) or showing the graphic (CG).
    pub device_id: i64,
    /// Media: the device's object id (MOS `objID`). CG: empty.
    pub object_id: String,
    /// Media: the object's slug. CG: the template's name and the first field, for lists.
    pub slug: String,
    /// Media: the object's length in milliseconds, when known. CG: none.
    pub duration_ms: Option<i64>,
    /// Media: left out of the story's VT.
    pub ignore: bool,
    /// Media: a placeholder Newsroom asked the asset manager to create, waiting for material.
    pub placeholder: bool,
    /// CG: the template's id in its device.
    pub template_id: Option<i64>,
    /// CG: the template's name.
    pub template_name: String,
    /// CG: one value per template field, in the template's order.
    pub fields: Vec<CgField>,
    /// Media: the mark in, in milliseconds from the object's start (the part the story uses).
    pub mark_in_ms: Option<i64>,
    /// Media: the mark out, in milliseconds from the object's start.
    pub mark_out_ms: Option<i64>,
    /// Media: the object's MOS timebase (`objTB`, units a second; 0: unknown), to write the marks
    /// as `itemEdStart` / `itemEdDur` (MOS 2.8.5 section 4.3, item).
    pub timebase: u32,
}

impl StoryItem {
    /// A media item of object `object_id` on `device_id`.
    pub fn media(device_id: i64, object_id: &str, slug: &str, duration_ms: Option<i64>) -> Self {
        StoryItem {
            id: 0,
            kind: ItemKind::Media,
            device_id,
            object_id: object_id.to_string(),
            slug: clip(slug, ITEM_SLUG_MAX),
            duration_ms: duration_ms.filter(|d| *d >= 0),
            ignore: false,
            placeholder: false,
            template_id: None,
            template_name: String::new(),
            fields: vec![],
            mark_in_ms: None,
            mark_out_ms: None,
            timebase: 0,
        }
    }

    /// A CG item of a template; the slug is made from the template name and the first value.
    pub fn cg(device_id: i64, template: &CgTemplate, fields: Vec<CgField>) -> Self {
        let mut item = StoryItem {
            id: 0,
            kind: ItemKind::Cg,
            device_id,
            object_id: String::new(),
            slug: String::new(),
            duration_ms: None,
            ignore: false,
            placeholder: false,
            template_id: Some(template.id),
            template_name: template.name.clone(),
            fields,
            mark_in_ms: None,
            mark_out_ms: None,
            timebase: 0,
        };
        item.slug = item.cg_slug();
        item
    }

    fn cg_slug(&self) -> String {
        let first = self
            .fields
            .iter()
            .map(|f| f.value.trim())
            .find(|v| !v.is_empty());
        clip(
            &match first {
                Some(v) => format!("{}: {v}", self.template_name),
                None => self.template_name.clone(),
            },
            ITEM_SLUG_MAX,
        )
    }

    /// Media: the length the story uses, in ms: from the mark in (or the start) to the mark out (or
    /// the end); `None` when neither a mark out nor the object's length is known.
    pub fn used_ms(&self) -> Option<i64> {
        let end = self.mark_out_ms.or(self.duration_ms)?;
        Some((end - self.mark_in_ms.unwrap_or(0)).max(0))
    }

    /// Sets the marks of a media item (ms; `None` clears one). Refused, with a field message, when a
    /// mark is negative, past the object's end, or the mark out is not after the mark in.
    pub fn set_marks(
        &mut self,
        mark_in_ms: Option<i64>,
        mark_out_ms: Option<i64>,
    ) -> Result<(), FieldError> {
        for (field, mark) in [("markIn", mark_in_ms), ("markOut", mark_out_ms)] {
            if let Some(m) = mark {
                if m < 0 {
                    return Err(FieldError::new(field, FieldCode::NotNegative));
                }
                if self.duration_ms.is_some_and(|d| m > d) {
                    return Err(FieldError::new(field, FieldCode::MarkPastEnd));
                }
            }
        }
        if let (Some(a), Some(b)) = (mark_in_ms, mark_out_ms)
            && b <= a
        {
            return Err(FieldError::new("markOut", FieldCode::MarkOrder));
        }
        self.mark_in_ms = mark_in_ms;
        self.mark_out_ms = mark_out_ms;
        Ok(())
    }

    /// Checks the characters of the item's texts ([`crate::text`]): a field error on `objId`, `slug`,
    /// `templateName` or `fields.<name>` names the first one refused.
    pub fn check_text(&self) -> Result<(), FieldError> {
        crate::text::check("objId", &self.object_id)?;
        crate::text::check("slug", &self.slug)?;
        crate::text::check("templateName", &self.template_name)?;
        for f in &self.fields {
            let field = format!("fields.{}", f.name);
            crate::text::check(&field, &f.name)?;
            crate::text::check(&field, &f.value)?;
        }
        Ok(())
    }

    /// Replaces a CG item's values (the slug follows).
    pub fn set_fields(&mut self, fields: Vec<CgField>) {
        self.fields = fields;
        self.slug = self.cg_slug();
    }
}

fn clip(text: &str, max: usize) -> String {
    text.trim().chars().take(max).collect()
}

/// A CG template as its device declares it: id, name and field names in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CgTemplate {
    /// Id within the device.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Field names in order.
    pub fields: Vec<String>,
}

impl CgTemplate {
    /// Reads `{"name": "value", ...}` (or `[{"name", "value"}]`) against the template: every
    /// template field gets a value (missing ones are empty), in the template's order. An unknown
    /// field name or a value that is not text, is longer than [`CG_VALUE_MAX`] or holds a character
    /// [`crate::text`] refuses is a field error on `fields.<name>`.
    pub fn values(&self, input: &Value) -> Result<Vec<CgField>, Vec<FieldError>> {
        let mut given: Vec<(String, &Value)> = match input {
            Value::Null => vec![],
            Value::Object(map) => map.iter().map(|(k, v)| (k.clone(), v)).collect(),
            Value::Array(list) => list
                .iter()
                .map(|f| {
                    (
                        f.get("name")
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string(),
                        f.get("value").unwrap_or(&Value::Null),
                    )
                })
                .collect(),
            _ => {
                return Err(vec![FieldError::new("fields", FieldCode::Invalid)]);
            }
        };
        let mut errors = vec![];
        let known: HashSet<&str> = self.fields.iter().map(String::as_str).collect();
        for (name, _) in &given {
            if !known.contains(name.as_str()) {
                errors.push(FieldError::new(
                    &format!("fields.{name}"),
                    FieldMessage::from(FieldCode::TemplateField)
                        .with("template", self.name.clone())
                        .with("name", name.clone()),
                ));
            }
        }
        let mut out = Vec::with_capacity(self.fields.len());
        for name in &self.fields {
            let value = match given.iter().position(|(n, _)| n == name) {
                Some(i) => given.swap_remove(i).1,
                None => &Value::Null,
            };
            let text = match value {
                Value::Null => String::new(),
                Value::String(s) => s.clone(),
                Value::Number(n) => n.to_string(),
                _ => {
                    errors.push(FieldError::new(
                        &format!("fields.{name}"),
                        FieldCode::Invalid,
                    ));
                    continue;
                }
            };
            if text.chars().count() > CG_VALUE_MAX {
                errors.push(FieldError::new(
                    &format!("fields.{name}"),
                    FieldMessage::too_long(CG_VALUE_MAX),
                ));
                continue;
            }
            if let Err(e) = crate::text::check(&format!("fields.{name}"), &text) {
                errors.push(e);
                continue;
            }
            out.push(CgField {
                name: name.clone(),
                value: text,
            });
        }
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(errors)
        }
    }
}

/// Why an item change was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ItemError {
    /// The same object of the same device is already an item of the story (web.md section 6:
    /// "Duplicates are rejected for ... media already added").
    #[error("media already added")]
    Duplicate,
    /// The story holds [`ITEMS_MAX`] items.
    #[error("a story holds at most {ITEMS_MAX} items")]
    TooMany,
    /// No item with that id in the story.
    #[error("no such item")]
    NotFound,
    /// A value the item cannot take (marks outside the media).
    #[error("{}: {}", .0.field, .0.message)]
    Invalid(FieldError),
}

/// The items of a story, in order, with the rules that keep them consistent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Items(pub Vec<StoryItem>);

impl Items {
    /// Appends an item (media: once per object and device).
    pub fn add(&mut self, item: StoryItem) -> Result<(), ItemError> {
        if self.0.len() >= ITEMS_MAX {
            return Err(ItemError::TooMany);
        }
        if item.kind == ItemKind::Media
            && self.0.iter().any(|i| {
                i.kind == ItemKind::Media
                    && i.device_id == item.device_id
                    && i.object_id == item.object_id
            })
        {
            return Err(ItemError::Duplicate);
        }
        self.0.push(item);
        Ok(())
    }

    /// The item with this id.
    pub fn get_mut(&mut self, id: i64) -> Result<&mut StoryItem, ItemError> {
        self.0
            .iter_mut()
            .find(|i| i.id == id)
            .ok_or(ItemError::NotFound)
    }

    /// Removes the item with this id and returns it.
    pub fn remove(&mut self, id: i64) -> Result<StoryItem, ItemError> {
        let at = self
            .0
            .iter()
            .position(|i| i.id == id)
            .ok_or(ItemError::NotFound)?;
        Ok(self.0.remove(at))
    }

    /// Moves the item with this id to `position` among the story's items (past the end: last).
    pub fn move_to(&mut self, id: i64, position: usize) -> Result<(), ItemError> {
        let item = self.remove(id)?;
        let at = position.min(self.0.len());
        self.0.insert(at, item);
        Ok(())
    }

    /// True when any item is media.
    pub fn has_media(&self) -> bool {
        self.0.iter().any(|i| i.kind == ItemKind::Media)
    }

    /// The story's VT by the rule of this module: the sum of the counted media lengths (between their
    /// marks, [`StoryItem::used_ms`]) rounded to the second; `None` when the story has no media (the
    /// hand-typed VT stays).
    pub fn media_vt(&self) -> Option<Duration> {
        if !self.has_media() {
            return None;
        }
        let ms: i64 = self
            .0
            .iter()
            .filter(|i| i.kind == ItemKind::Media && !i.ignore)
            .filter_map(StoryItem::used_ms)
            .sum();
        Some(Duration::from_secs((ms + 500) / 1000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn lower_third() -> CgTemplate {
        CgTemplate {
            id: 7,
            name: "Lower third".into(),
            fields: vec!["name".into(), "title".into()],
        }
    }

    #[test]
    fn cg_values_and_item_texts_refuse_control_characters() {
        let e = lower_third()
            .values(&serde_json::json!({"name": "Ana\u{1}"}))
            .unwrap_err();
        assert_eq!(
            (e[0].field.as_str(), e[0].message.code),
            ("fields.name", FieldCode::Character)
        );
        let item = StoryItem::media(1, "CLIP\u{0}", "Fire", None);
        assert_eq!(item.check_text().unwrap_err().field, "objId");
        let item = StoryItem::media(1, "CLIP", "Fire\u{1b}", None);
        assert_eq!(item.check_text().unwrap_err().field, "slug");
        assert!(
            StoryItem::media(1, "CLIP", "Fire\tin the port", None)
                .check_text()
                .is_ok()
        );
    }

    #[test]
    fn values_follow_the_template_order_and_fill_missing_fields() {
        let v = lower_third()
            .values(&json!({"title": "Mayor", "name": "Ana Lima"}))
            .unwrap();
        assert_eq!(
            v,
            vec![
                CgField {
                    name: "name".into(),
                    value: "Ana Lima".into()
                },
                CgField {
                    name: "title".into(),
                    value: "Mayor".into()
                },
            ]
        );
        let v = lower_third()
            .values(&json!([{"name": "name", "value": "Rui"}]))
            .unwrap();
        assert_eq!(v[1].value, "");
    }

    #[test]
    fn unknown_fields_and_long_values_are_field_errors() {
        let errors = lower_third()
            .values(&json!({"nme": "x", "title": "y".repeat(CG_VALUE_MAX + 1)}))
            .unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, vec!["fields.nme", "fields.title"]);
        assert!(lower_third().values(&json!({"name": [1]})).is_err());
        assert!(lower_third().values(&json!("text")).is_err());
    }

    #[test]
    fn cg_slug_is_template_and_first_value() {
        let t = lower_third();
        let mut item = StoryItem::cg(3, &t, t.values(&json!({"name": "Ana"})).unwrap());
        assert_eq!(item.slug, "Lower third: Ana");
        item.set_fields(t.values(&json!({"title": "Mayor"})).unwrap());
        assert_eq!(item.slug, "Lower third: Mayor");
        item.set_fields(t.values(&json!({})).unwrap());
        assert_eq!(item.slug, "Lower third");
    }

    #[test]
    fn media_once_per_device_object() {
        let mut items = Items::default();
        items
            .add(StoryItem::media(1, "CLIP1", "Fire", Some(1000)))
            .unwrap();
        assert_eq!(
            items.add(StoryItem::media(1, "CLIP1", "Fire again", None)),
            Err(ItemError::Duplicate)
        );
        items
            .add(StoryItem::media(2, "CLIP1", "Fire", None))
            .unwrap();
        let t = lower_third();
        items.add(StoryItem::cg(3, &t, vec![])).unwrap();
        items.add(StoryItem::cg(3, &t, vec![])).unwrap();
        assert_eq!(items.0.len(), 4);
    }

    #[test]
    fn vt_is_the_sum_of_counted_media_rounded_and_none_without_media() {
        let mut items = Items::default();
        assert_eq!(items.media_vt(), None);
        items
            .add(StoryItem::media(1, "A", "a", Some(30_400)))
            .unwrap();
        items
            .add(StoryItem::media(1, "B", "b", Some(12_200)))
            .unwrap();
        items.add(StoryItem::media(1, "C", "c", None)).unwrap();
        for (i, item) in items.0.iter_mut().enumerate() {
            item.id = i as i64 + 1;
        }
        assert_eq!(items.media_vt(), Some(Duration::from_secs(43)));
        items.get_mut(2).unwrap().ignore = true;
        assert_eq!(items.media_vt(), Some(Duration::from_secs(30)));
        items.remove(1).unwrap();
        assert_eq!(items.media_vt(), Some(Duration::ZERO));
        items.remove(2).unwrap();
        items.remove(3).unwrap();
        assert_eq!(items.media_vt(), None);
        assert_eq!(items.remove(9), Err(ItemError::NotFound));
    }

    #[test]
    fn a_story_holds_at_most_items_max() {
        let mut items = Items::default();
        for n in 0..ITEMS_MAX {
            items
                .add(StoryItem::media(1, &n.to_string(), "x", None))
                .unwrap();
        }
        assert_eq!(
            items.add(StoryItem::media(1, "last", "x", None)),
            Err(ItemError::TooMany)
        );
    }

    #[test]
    fn marks_choose_the_part_of_the_media_the_vt_counts() {
        let mut items = Items::default();
        items
            .add(StoryItem::media(1, "A", "a", Some(60_000)))
            .unwrap();
        items.0[0].id = 1;
        let a = items.get_mut(1).unwrap();
        a.set_marks(Some(10_000), Some(40_500)).unwrap();
        assert_eq!(a.used_ms(), Some(30_500));
        assert_eq!(items.media_vt(), Some(Duration::from_secs(31)));
        let a = items.get_mut(1).unwrap();
        a.set_marks(Some(45_000), None).unwrap();
        assert_eq!(a.used_ms(), Some(15_000));
        for (mark_in, mark_out, field) in [
            (Some(-1), None, "markIn"),
            (None, Some(61_000), "markOut"),
            (Some(20_000), Some(20_000), "markOut"),
        ] {
            let before = a.clone();
            assert_eq!(a.set_marks(mark_in, mark_out).unwrap_err().field, field);
            assert_eq!(*a, before, "a refused change keeps the marks");
        }
        // Unknown length: only the marks bound it.
        let mut b = StoryItem::media(1, "B", "b", None);
        assert_eq!(b.used_ms(), None);
        b.set_marks(Some(1_000), Some(6_000)).unwrap();
        assert_eq!(b.used_ms(), Some(5_000));
    }
}
