//! Story items backed by a device (web.md section 7, "Stories: media list, add, remove, placeholder,
//! ignore, sync (updateDb); cg list"; section 6, "media: status absent, empty, ready").
//!
//! The media objects and CG templates live in this service, the items in the rundowns service: each
//! call here checks the object or the template, then hands the rundowns service a complete item,
//! whose own rules (media once per story, locks, at most 100 items) and errors pass through.

use std::collections::HashMap;

use newsroom_domain::items::CgTemplate;
use newsroom_domain::time::Duration;
use newsroom_domain::{FieldCode, FieldErrors};
use newsroom_proto::rundowns::v1 as rpb;

use super::{DevicesService, Media, Result};
use crate::registry::{Device, DevicesError, Template};
use crate::store::MediaStatus;

/// A media item of a story with its object's status now.
#[derive(Debug, Clone, PartialEq)]
pub struct StoryMedia {
    /// The item.
    pub item: rpb::StoryItem,
    /// The object's state (`Absent` when the device has no record of it).
    pub status: MediaStatus,
    /// The device's name (empty for a device deleted since).
    pub device: String,
}

/// One row of a rundown's CG list.
#[derive(Debug, Clone, PartialEq)]
pub struct RundownCg {
    /// The block's name.
    pub block: String,
    /// The story, its page and slug.
    pub story_id: i64,
    /// Its page.
    pub page: String,
    /// Its slug.
    pub slug: String,
    /// The CG item.
    pub item: rpb::StoryItem,
    /// The CG device's name (empty for a device deleted since).
    pub device: String,
    /// Its protocol (None for a device deleted since).
    pub protocol: Option<crate::registry::Protocol>,
}

const MEDIA: rpb::ItemKind = rpb::ItemKind::Media;
const CG: rpb::ItemKind = rpb::ItemKind::Cg;

impl DevicesService {
    /// A story's media items, each with its object's status on its device now.
    ///
    /// # Errors
    /// [`DevicesError::Remote`] (`not_found` for no story), [`DevicesError::Store`].
    pub async fn story_media(&self, story_id: i64) -> Result<Vec<StoryMedia>> {
        let story = self.rundowns.story(story_id).await?;
        let found = self.with_status(&story, &self.devices().await?).await?;
        Ok(found.into_iter().map(Into::into).collect())
    }

    /// Asks each MOS device for the story's objects again (mosReqObj, profile 1): what it answers is
    /// saved as media, what it no longer knows becomes `absent`. With `update_db` the slugs and
    /// lengths that changed are saved on the items (the VT follows). Answers the items with their
    /// status.
    ///
    /// # Errors
    /// `DeviceUnreachable` when a MOS device of the story is down; [`DevicesError::Remote`].
    pub async fn sync_story_media(
        &self,
        story_id: i64,
        update_db: bool,
        actor: rpb::Actor,
    ) -> Result<Vec<StoryMedia>> {
        let story = self.rundowns.story(story_id).await?;
        let mut asked: HashMap<i64, Vec<String>> = HashMap::new();
        for i in story.items.iter().filter(|i| i.kind() == MEDIA) {
            asked
                .entry(i.device_id)
                .or_default()
                .push(i.object_id.clone());
        }
        let devices = self.devices().await?;
        for (device_id, obj_ids) in asked {
            if devices
                .get(&device_id)
                .is_some_and(|d| d.spec.protocol == crate::registry::Protocol::Mos)
            {
                self.refresh_media(device_id, &obj_ids).await?;
            }
        }
        let mut list = self.with_status(&story, &devices).await?;
        if update_db {
            for m in &mut list {
                let Some(media) = m.media.as_ref() else {
                    continue;
                };
                let duration = Some(media.doc.duration_ms).filter(|d| *d > 0);
                if media.doc.slug == m.item.slug && duration == m.item.duration_ms {
                    continue;
                }
                let saved = self
                    .rundowns
                    .update_item(rpb::UpdateStoryItemRequest {
                        story_id,
                        item_id: m.item.id,
                        set_media: true,
                        slug: media.doc.slug.clone(),
                        duration_ms: duration,
                        actor: Some(actor.clone()),
                        ..Default::default()
                    })
                    .await?;
                // The item as saved, without reading the story again.
                if let Some(x) = saved.items.into_iter().find(|x| x.id == m.item.id) {
                    m.item = x;
                }
            }
        }
        Ok(list.into_iter().map(Into::into).collect())
    }

    /// Adds a media object a device announced to a story; the story's VT becomes the sum of its
    /// media. Answers the story as saved.
    ///
    /// # Errors
    /// `Invalid` (`objId`: media_not_found) for an object the device never announced;
    /// [`DevicesError::Remote`] (`conflict` when it is already in the story).
    pub async fn add_media_item(
        &self,
        story_id: i64,
        device_id: i64,
        obj_id: &str,
        actor: rpb::Actor,
    ) -> Result<rpb::Story> {
        let obj_id = obj_id.trim();
        let media = self
            .media(device_id)
            .await?
            .into_iter()
            .find(|m| m.device_id == device_id && m.doc.obj_id == obj_id)
            .ok_or_else(|| DevicesError::field("objId", FieldCode::MediaNotFound))?;
        self.rundowns
            .add_item(story_id, media_item(media, false), Some(actor))
            .await
    }

    /// Creates a placeholder of `duration` (ISO-8601, empty: unknown) on a MOS MAM or playout
    /// device and adds it to the story (status `empty` until the material arrives). The story must
    /// exist before anything is created on the device.
    ///
    /// # Errors
    /// `Invalid` (`duration`, and [`create_placeholder`](Self::create_placeholder)'s),
    /// `DeviceUnreachable`, `DeviceRefused`, [`DevicesError::Remote`].
    pub async fn add_placeholder_item(
        &self,
        story_id: i64,
        device_id: i64,
        slug: &str,
        duration: &str,
        actor: rpb::Actor,
    ) -> Result<rpb::Story> {
        let duration_ms = match duration.trim() {
            "" => 0,
            d => match Duration::parse_iso(d) {
                Ok(d) if !d.is_negative() => d.as_secs() * 1000,
                _ => return Err(DevicesError::field("duration", FieldCode::Duration)),
            },
        };
        self.rundowns.story(story_id).await?;
        let media = self
            .create_placeholder(device_id, slug, duration_ms, &actor.nickname)
            .await?;
        self.rundowns
            .add_item(story_id, media_item(media, true), Some(actor))
            .await
    }

    /// Adds a graphic: a template of a CG device with its values (`fields_json`: `{"name": "value"}`
    /// or `[{"name", "value"}]`; fields left out are empty). Answers the story as saved.
    ///
    /// # Errors
    /// `Invalid`: `deviceId` (not a CG device), `templateId` (unknown), `fields` / `fields.<name>`
    /// (not JSON, not in the template, too long); [`DevicesError::Remote`].
    pub async fn add_cg_item(
        &self,
        story_id: i64,
        device_id: i64,
        template_id: i64,
        fields_json: &str,
        actor: rpb::Actor,
    ) -> Result<rpb::Story> {
        let item = self.cg_item(device_id, template_id, fields_json).await?;
        self.rundowns.add_item(story_id, item, Some(actor)).await
    }

    /// A CG item of template `template_id` of CG device `device_id` with the values of
    /// `fields_json`, checked against the template and kept nowhere (id 0): a story's item to be,
    /// or a reportage's graphic, which the documents service keeps.
    ///
    /// # Errors
    /// As [`add_cg_item`](Self::add_cg_item).
    pub async fn cg_item(
        &self,
        device_id: i64,
        template_id: i64,
        fields_json: &str,
    ) -> Result<rpb::StoryItem> {
        let (template, fields) = self.cg_values(device_id, template_id, fields_json).await?;
        Ok(rpb::StoryItem {
            kind: CG.into(),
            device_id,
            template_id: Some(template.id),
            template_name: template.name,
            fields,
            ..Default::default()
        })
    }

    /// Replaces the values of a CG item, checked against its template.
    ///
    /// # Errors
    /// `NotFound` for an item that is not a CG item of the story; as
    /// [`add_cg_item`](Self::add_cg_item).
    pub async fn update_cg_item(
        &self,
        story_id: i64,
        item_id: i64,
        fields_json: &str,
        actor: rpb::Actor,
    ) -> Result<rpb::Story> {
        let story = self.rundowns.story(story_id).await?;
        let item = story
            .items
            .iter()
            .find(|i| i.id == item_id && i.kind() == CG)
            .ok_or(DevicesError::NotFound)?;
        let template_id = item.template_id.unwrap_or_default();
        let (_, fields) = self
            .cg_values(item.device_id, template_id, fields_json)
            .await?;
        self.rundowns
            .update_item(rpb::UpdateStoryItemRequest {
                story_id,
                item_id,
                set_fields: true,
                fields,
                actor: Some(actor),
                ..Default::default()
            })
            .await
    }

    /// The CG list of a rundown (web.md section 2, "cg list"): every CG item of its stories in show
    /// order, the standby block last, with its device's name and protocol.
    ///
    /// # Errors
    /// [`DevicesError::Remote`] (`not_found` for no rundown), [`DevicesError::Store`].
    pub async fn rundown_cgs(&self, rundown_id: i64) -> Result<Vec<RundownCg>> {
        let rundown = self.rundowns.rundown(rundown_id).await?;
        let devices = self.devices().await?;
        let mut out = vec![];
        for b in &rundown.blocks {
            for st in &b.stories {
                for i in st.items.iter().filter(|i| i.kind() == CG) {
                    let device = devices.get(&i.device_id);
                    out.push(RundownCg {
                        block: b.name.clone(),
                        story_id: st.id,
                        page: st.page.clone(),
                        slug: st.slug.clone(),
                        item: i.clone(),
                        device: device.map(|d| d.spec.name.clone()).unwrap_or_default(),
                        protocol: device.map(|d| d.spec.protocol),
                    });
                }
            }
        }
        Ok(out)
    }

    /// Every device by id.
    async fn devices(&self) -> Result<HashMap<i64, Device>> {
        Ok(self
            .ncs
            .store
            .list()
            .await?
            .into_iter()
            .map(|d| (d.id, d))
            .collect())
    }

    /// The media items of `story` with the media record of each object, if the device has one.
    async fn with_status(
        &self,
        story: &rpb::Story,
        devices: &HashMap<i64, Device>,
    ) -> Result<Vec<Found>> {
        let mut media: HashMap<i64, Vec<Media>> = HashMap::new();
        let mut out = vec![];
        for i in story.items.iter().filter(|i| i.kind() == MEDIA) {
            if let std::collections::hash_map::Entry::Vacant(e) = media.entry(i.device_id) {
                e.insert(self.media(i.device_id).await?);
            }
            let found = media[&i.device_id]
                .iter()
                .find(|m| m.doc.obj_id == i.object_id)
                .cloned();
            out.push(Found {
                item: i.clone(),
                media: found,
                device: devices
                    .get(&i.device_id)
                    .map(|d| d.spec.name.clone())
                    .unwrap_or_default(),
            });
        }
        Ok(out)
    }

    /// The template `template_id` of the CG device `device_id`, with the values of `fields_json`
    /// checked against it.
    async fn cg_values(
        &self,
        device_id: i64,
        template_id: i64,
        fields_json: &str,
    ) -> Result<(Template, Vec<rpb::CgField>)> {
        let not_cg = || DevicesError::field("deviceId", FieldCode::NotCgDevice);
        let device = match self.ncs.store.get(device_id).await {
            Ok(d) if d.spec.r#type == crate::registry::DeviceType::Cg => d,
            Ok(_) | Err(DevicesError::NotFound) => return Err(not_cg()),
            Err(e) => return Err(e),
        };
        let t = device
            .spec
            .templates
            .into_iter()
            .find(|t| t.id == template_id)
            .ok_or_else(|| DevicesError::field("templateId", FieldCode::TemplateUnknown))?;
        let input: serde_json::Value = match fields_json.trim() {
            "" => serde_json::Value::Null,
            text => serde_json::from_str(text)
                .map_err(|_| DevicesError::field("fields", FieldCode::Malformed))?,
        };
        let template = CgTemplate {
            id: t.id,
            name: t.name.clone(),
            fields: t.fields.clone(),
        };
        let values = template.values(&input).map_err(|errors| {
            DevicesError::Invalid(
                errors
                    .into_iter()
                    .map(|e| (e.field, e.message))
                    .collect::<FieldErrors>(),
            )
        })?;
        let fields = values
            .into_iter()
            .map(|f| rpb::CgField {
                name: f.name,
                value: f.value,
            })
            .collect();
        Ok((t, fields))
    }
}

/// A media item with its object's record, if the device has one.
struct Found {
    item: rpb::StoryItem,
    media: Option<Media>,
    device: String,
}

impl From<Found> for StoryMedia {
    fn from(f: Found) -> Self {
        StoryMedia {
            status: f.media.map_or(MediaStatus::Absent, |m| m.doc.status),
            item: f.item,
            device: f.device,
        }
    }
}

/// The item of a media object (`placeholder`: created by Newsroom in the asset manager).
fn media_item(m: Media, placeholder: bool) -> rpb::StoryItem {
    rpb::StoryItem {
        kind: MEDIA.into(),
        device_id: m.device_id,
        object_id: m.doc.obj_id,
        slug: m.doc.slug,
        duration_ms: Some(m.doc.duration_ms).filter(|d| *d > 0),
        placeholder,
        timebase: m.doc.timebase as i32,
        ..Default::default()
    }
}
