//! MOS objects as media (MOS profiles 1 and 3; web.md section 6, "media: status absent, empty,
//! ready"): what devices announced, asked for again, searched, and placeholders created for material
//! still to come.

use newsroom_domain::{FieldCode, FieldErrors};
use newsroom_mos::message::{Body, MosObj, ObjListRequest};

use super::{DevicesService, Result, answered, refused, unreachable};
use crate::registry::DevicesError;
use crate::store::MediaDoc;

/// A media record: a device's object as Newsroom keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Media {
    /// The device.
    pub device_id: i64,
    /// The object.
    pub doc: MediaDoc,
    /// When it was last saved, RFC 3339 UTC.
    pub updated: String,
}

impl DevicesService {
    /// The media of a device (0: every device), newest first.
    ///
    /// # Errors
    /// [`DevicesError::Store`].
    pub async fn media(&self, device_id: i64) -> Result<Vec<Media>> {
        Ok(self
            .ncs
            .store
            .media(device_id)
            .await?
            .into_iter()
            .map(|(device_id, doc, updated)| Media {
                device_id,
                doc,
                updated,
            })
            .collect())
    }

    /// Profile 1: asks a MOS device for each object again (mosReqObj); what it answers is saved,
    /// an object it does not know becomes `absent`. Answers those objects' media now.
    ///
    /// # Errors
    /// `Invalid` (`deviceId`) for a device that is not MOS, `DeviceUnreachable` when it is down.
    pub async fn refresh_media(&self, device_id: i64, obj_ids: &[String]) -> Result<Vec<Media>> {
        let device = self.connected_mos(device_id).await?;
        for obj_id in obj_ids {
            let body = Body::MosReqObj {
                obj_id: obj_id.clone(),
            };
            match self.ncs.request(device.id, body).await {
                Ok(Body::MosObj(obj)) => {
                    crate::mos::server::save_media(&self.ncs, &device, &[obj])
                        .await
                        .map_err(DevicesError::Unavailable)?;
                }
                Ok(Body::MosAck(a)) if !a.status.eq_ignore_ascii_case("ACK") => {
                    // The device does not know it: media not found in the asset manager.
                    self.ncs.store.mark_absent(device.id, obj_id).await?;
                }
                Ok(other) => {
                    tracing::info!(device = device.id, obj = %obj_id, answer = other.name(), "mosReqObj answered without the object");
                }
                Err(e) => return Err(unreachable(&device, e)),
            }
        }
        let mut media = self.media(device.id).await?;
        media.retain(|m| obj_ids.contains(&m.doc.obj_id));
        Ok(media)
    }

    /// Profile 1: asks a MOS device for every object (mosReqAll, pause 0); once it acks, it sends
    /// mosListAll, saved as media when it arrives. Answers the device's name.
    ///
    /// # Errors
    /// `DeviceUnreachable`, `DeviceRefused`.
    pub async fn request_all_media(&self, device_id: i64) -> Result<String> {
        let device = self.connected_mos(device_id).await?;
        match self
            .ncs
            .request(device.id, Body::MosReqAll { pause: 0 })
            .await
        {
            Ok(Body::MosAck(a)) if a.status.eq_ignore_ascii_case("ACK") => Ok(device.spec.name),
            Ok(Body::MosAck(a)) => Err(refused(&device, a.status_description.unwrap_or(a.status))),
            Ok(other) => Err(answered(&device, &other)),
            Err(e) => Err(unreachable(&device, e)),
        }
    }

    /// Profile 3: searches a MOS device's objects (mosReqObjList with `generalSearch`, on the query
    /// port, at most `max` (0: 50, at most 500)); the objects found are saved as media. Answers them
    /// in the device's order with the device's total.
    ///
    /// # Errors
    /// `Invalid` (`q` blank, `deviceId` a device without searches), `DeviceUnreachable`,
    /// `DeviceRefused`.
    pub async fn search_media(
        &self,
        device_id: i64,
        text: &str,
        username: Option<String>,
        max: u64,
    ) -> Result<(Vec<Media>, i64)> {
        if text.trim().is_empty() {
            return Err(DevicesError::field("q", FieldCode::Required));
        }
        let device = self.connected_mos(device_id).await?;
        if !device.spec.profiles.contains(&3) {
            return Err(DevicesError::field("deviceId", FieldCode::NoSearch));
        }
        let max = if max > 0 { max.min(500) } else { 50 };
        // The schema the device searches by (mosReqSearchableSchema, asked once per device).
        let known = self
            .schemas
            .lock()
            .expect("schemas")
            .get(&device.id)
            .cloned();
        let schema = match known {
            Some(s) => s,
            None => {
                let ask = Body::MosReqSearchableSchema {
                    username: username.clone(),
                };
                match self.ncs.request(device.id, ask).await {
                    Ok(Body::MosListSearchableSchema { schemas, .. }) => {
                        let first = schemas.into_iter().next().unwrap_or_default();
                        self.schemas
                            .lock()
                            .expect("schemas")
                            .insert(device.id, first.clone());
                        first
                    }
                    Ok(_) => String::new(),
                    Err(e) => return Err(unreachable(&device, e)),
                }
            }
        };
        let body = Body::MosReqObjList(ObjListRequest {
            username,
            query_id: uuid::Uuid::new_v4().simple().to_string(),
            list_return_start: Some(1),
            list_return_end: Some(max),
            general_search: Some(text.trim().to_string()),
            mos_schema: Some(schema).filter(|s| !s.is_empty()),
            search_groups: vec![],
        });
        let list = match self.ncs.request(device.id, body).await {
            Ok(Body::MosObjList(l)) => l,
            Ok(Body::MosAck(a)) => {
                return Err(refused(&device, a.status_description.unwrap_or(a.status)));
            }
            Ok(other) => return Err(answered(&device, &other)),
            Err(e) => return Err(unreachable(&device, e)),
        };
        crate::mos::server::save_media(&self.ncs, &device, &list.objs)
            .await
            .map_err(DevicesError::Unavailable)?;
        let found: Vec<&str> = list.objs.iter().map(|o| o.obj_id.as_str()).collect();
        let mut out = self.media(device.id).await?;
        out.retain(|m| found.contains(&m.doc.obj_id.as_str()));
        // In the device's order.
        out.sort_by_key(|m| found.iter().position(|o| *o == m.doc.obj_id));
        let total = list.list_return_total.unwrap_or(out.len() as u64) as i64;
        Ok((out, total))
    }

    /// Profile 3: asks a MOS MAM or playout device to create a placeholder object (mosObjCreate) of
    /// `duration_ms` (0: unknown) for material still to come; the objID it answers is kept as media
    /// with status `empty`.
    ///
    /// # Errors
    /// `Invalid` (`deviceId` not a MOS MAM or playout, `slug` blank), `DeviceUnreachable`,
    /// `DeviceRefused`.
    pub async fn create_placeholder(
        &self,
        device_id: i64,
        slug: &str,
        duration_ms: i64,
        nickname: &str,
    ) -> Result<Media> {
        let device = self.ncs.store.get(device_id).await?;
        let mut fields = FieldErrors::default();
        if device.spec.protocol != crate::registry::Protocol::Mos
            || !matches!(
                device.spec.r#type,
                crate::registry::DeviceType::Mam | crate::registry::DeviceType::Playout
            )
        {
            fields.insert("deviceId".into(), FieldCode::NotMediaDevice.into());
        }
        let slug = slug.trim().to_string();
        if slug.is_empty() {
            fields.insert("slug".into(), FieldCode::Required.into());
        }
        if !fields.is_empty() {
            return Err(DevicesError::Invalid(fields));
        }
        if !self.connected(&device) {
            return Err(unreachable(&device, "not connected"));
        }
        let duration_ms = duration_ms.max(0);
        // Milliseconds in a 1000 timebase: objDur is exact.
        let body = Body::MosObjCreate(MosObj {
            obj_slug: slug.clone(),
            obj_type: Some("VIDEO".into()),
            obj_tb: 1000,
            obj_dur: duration_ms as u64,
            created_by: Some(nickname.to_string()).filter(|c| !c.is_empty()),
            ..Default::default()
        });
        let reply = self
            .ncs
            .request(device.id, body)
            .await
            .map_err(|e| unreachable(&device, e))?;
        let obj_id = match reply {
            Body::MosAck(a) if a.status.eq_ignore_ascii_case("ACK") && !a.obj_id.is_empty() => {
                a.obj_id
            }
            Body::MosAck(a) => {
                return Err(refused(&device, a.status_description.unwrap_or(a.status)));
            }
            other => return Err(answered(&device, &other)),
        };
        let doc = MediaDoc {
            obj_id,
            slug,
            obj_type: "VIDEO".into(),
            duration_ms,
            status: crate::store::MediaStatus::Empty,
            paths: vec![],
            timebase: 1000,
        };
        let updated = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        self.ncs.store.put_media(device.id, &doc, &updated).await?;
        tracing::info!(device = device.id, obj = %doc.obj_id, "placeholder created");
        Ok(Media {
            device_id: device.id,
            doc,
            updated,
        })
    }
}
