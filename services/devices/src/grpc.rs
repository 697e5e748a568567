//! The `newsroom.devices.v1.Devices` gRPC server: registry calls, media, rundown device actions.

use std::sync::Arc;

use newsroom_domain::{FieldCode, FieldMessage};
use newsroom_mos::message::Body;
use newsroom_proto::devices::v1 as pb;
use newsroom_proto::devices::v1::devices_server::Devices;
use newsroom_proto::rundowns::v1 as rpb;
use tonic::{Request, Response, Status};

use crate::mos::Ncs;
use crate::registry::{Device, DeviceSpec, DevicesError};

type Reply<T> = Result<Response<T>, Status>;

/// The server over the NCS (which holds the store).
pub struct DevicesGrpc {
    ncs: Arc<Ncs>,
    /// The search schema each device named in its mosListSearchableSchema (profile 3), asked once.
    schemas: Arc<std::sync::Mutex<std::collections::HashMap<i64, String>>>,
}

impl DevicesGrpc {
    /// A server for `ncs`.
    pub fn new(ncs: Arc<Ncs>) -> Self {
        Self {
            ncs,
            schemas: Arc::default(),
        }
    }

    fn view(&self, d: &Device) -> pb::Device {
        let s = self.ncs.state(d);
        pb::Device {
            id: d.id,
            spec: Some(d.spec.to_pb()),
            revision: d.revision,
            follows_rundowns: d.spec.follows_rundowns(),
            has_password: d.spec.password.is_some(),
            connection: Some(pb::DeviceConnection {
                state: s.state,
                last_seen: s.last_seen.unwrap_or_default(),
                last_error: s.last_error.unwrap_or_default(),
            }),
        }
    }

    /// Every program, with its CG device.
    async fn programs(&self) -> Result<Vec<rpb::Program>, Status> {
        let list = self
            .ncs
            .rundowns
            .clone()
            .list_programs(rpb::ListProgramsRequest {})
            .await?;
        Ok(list.into_inner().programs)
    }

    /// A MOS device that is connected now: `invalid_input` for another protocol, `unavailable`
    /// ("Device unreachable") when it is down.
    async fn connected_mos(&self, id: i64) -> Result<Device, Status> {
        let device = self.ncs.store.get(id).await.map_err(|e| e.status())?;
        if device.spec.protocol != "MOS" {
            return Err(DevicesError::field("deviceId", FieldCode::NotMos).status());
        }
        if self.ncs.state(&device).state != "CONNECTED" {
            return Err(unreachable(&device, "not connected"));
        }
        Ok(device)
    }

    /// Saves a changed spec of `device` (at its revision) and reconnects what changed.
    async fn save_spec(&self, device: &Device, spec: &DeviceSpec) -> Result<(), Status> {
        self.ncs
            .store
            .update(device.id, spec, device.revision)
            .await
            .map_err(|e| e.status())?;
        self.ncs.refresh().await.map_err(|e| e.status())
    }

    async fn refreshed(&self, d: Device) -> Reply<pb::Device> {
        self.ncs.refresh().await.map_err(|e| e.status())?;
        Ok(Response::new(self.view(&d)))
    }
}

fn spec(input: Option<pb::DeviceInput>) -> Result<DeviceSpec, Status> {
    DeviceSpec::from_pb(input.unwrap_or_default()).map_err(|e| e.status())
}

#[tonic::async_trait]
impl Devices for DevicesGrpc {
    async fn list_devices(&self, _: Request<pb::ListDevicesRequest>) -> Reply<pb::DeviceList> {
        let devices = self.ncs.store.list().await.map_err(|e| e.status())?;
        Ok(Response::new(pb::DeviceList {
            devices: devices.iter().map(|d| self.view(d)).collect(),
        }))
    }

    async fn get_device(&self, req: Request<pb::DeviceRef>) -> Reply<pb::Device> {
        let d = self
            .ncs
            .store
            .get(req.into_inner().id)
            .await
            .map_err(|e| e.status())?;
        Ok(Response::new(self.view(&d)))
    }

    async fn create_device(&self, req: Request<pb::DeviceInput>) -> Reply<pb::Device> {
        let spec = spec(Some(req.into_inner()))?;
        let d = self.ncs.store.create(&spec).await.map_err(|e| e.status())?;
        tracing::info!(device = d.id, name = %d.spec.name, "device registered");
        self.refreshed(d).await
    }

    async fn update_device(&self, req: Request<pb::UpdateDeviceRequest>) -> Reply<pb::Device> {
        let r = req.into_inner();
        let stored = self.ncs.store.get(r.id).await.map_err(|e| e.status())?;
        let spec = spec(r.spec)?.keeping_password_of(&stored.spec);
        let d = self
            .ncs
            .store
            .update(r.id, &spec, r.revision)
            .await
            .map_err(|e| e.status())?;
        self.refreshed(d).await
    }

    async fn delete_devices(
        &self,
        req: Request<pb::DeleteDevicesRequest>,
    ) -> Reply<pb::DeleteDevicesResponse> {
        let ids = req.into_inner().ids;
        // A device linked to a program (its CG device) cannot be deleted (web.md section 6).
        let programs = self.programs().await?;
        if let Some(p) = programs
            .iter()
            .find(|p| p.cg_device_id.is_some_and(|d| ids.contains(&d)))
        {
            return Err(DevicesError::Conflict(format!(
                "the device is the CG device of {}",
                p.name
            ))
            .status());
        }
        let n = self.ncs.store.delete(&ids).await.map_err(|e| e.status())?;
        self.ncs.refresh().await.map_err(|e| e.status())?;
        Ok(Response::new(pb::DeleteDevicesResponse {
            deleted: n as i32,
        }))
    }

    async fn list_media(&self, req: Request<pb::ListMediaRequest>) -> Reply<pb::MediaList> {
        let media = self
            .ncs
            .store
            .media(req.into_inner().device_id)
            .await
            .map_err(|e| e.status())?;
        Ok(Response::new(pb::MediaList {
            media: media
                .into_iter()
                .map(|(device_id, m, updated)| media_pb(device_id, m, updated))
                .collect(),
        }))
    }

    async fn send_credits(
        &self,
        req: Request<pb::SendCreditsRequest>,
    ) -> Reply<pb::SendCreditsResponse> {
        let r = req.into_inner();
        let failed = |why: String| DevicesError::CreditsFailed(why).status();
        let Some((rundown, _)) = self.ncs.running_order(r.rundown_id).await? else {
            return Err(DevicesError::NotFound.status());
        };
        let programs = self.programs().await?;
        let device_id = programs
            .iter()
            .find(|p| p.id == rundown.program_id)
            .and_then(|p| p.cg_device_id)
            .ok_or_else(|| failed(format!("{} has no CG device", rundown.program_name)))?;
        let device = self
            .ncs
            .store
            .get(device_id)
            .await
            .map_err(|e| e.status())?;
        if self.ncs.state(&device).state != "CONNECTED" {
            return Err(failed(format!("Device unreachable: {}", device.spec.name)));
        }
        let credits = crate::credits::of_rundown(&rundown);
        let names = credits.names();
        if device.spec.protocol == "WS" {
            // A web-service CG: the credits as JSON (docs/devices.md).
            let link = self
                .ncs
                .ws_link(device.id)
                .ok_or_else(|| failed(format!("{}: no link", device.spec.name)))?;
            let body = crate::credits::json(&rundown, &credits, &r.nickname);
            return match link.send_credits(&self.ncs, &body).await {
                Ok(()) => Ok(Response::new(pb::SendCreditsResponse {
                    device: device.spec.name,
                    names: names as i32,
                    obj_id: String::new(),
                })),
                Err(crate::ii::Failure::Unreachable(why) | crate::ii::Failure::Refused(why)) => {
                    Err(failed(format!("{}: {why}", device.spec.name)))
                }
            };
        }
        if device.spec.protocol != "MOS" {
            return Err(failed(format!(
                "{} is an {} device: credits go to MOS or WS character generators",
                device.spec.name, device.spec.protocol
            )));
        }
        let body = Body::MosObjCreate(crate::credits::mos_object(&rundown, &credits, &r.nickname));
        let reply = self
            .ncs
            .request(device.id, body)
            .await
            .map_err(|e| failed(format!("{}: {e}", device.spec.name)))?;
        match reply {
            Body::MosAck(a) if a.status.eq_ignore_ascii_case("ACK") => {
                tracing::info!(
                    rundown = r.rundown_id,
                    device = device.id,
                    names,
                    "credits sent"
                );
                Ok(Response::new(pb::SendCreditsResponse {
                    device: device.spec.name,
                    names: names as i32,
                    obj_id: a.obj_id,
                }))
            }
            Body::MosAck(a) => Err(failed(format!(
                "{} refused: {}",
                device.spec.name,
                a.status_description.unwrap_or(a.status)
            ))),
            other => Err(failed(format!(
                "{} answered {}",
                device.spec.name,
                other.name()
            ))),
        }
    }

    async fn refresh_media(&self, req: Request<pb::RefreshMediaRequest>) -> Reply<pb::MediaList> {
        let r = req.into_inner();
        let device = self.connected_mos(r.device_id).await?;
        for obj_id in &r.obj_ids {
            let body = Body::MosReqObj {
                obj_id: obj_id.clone(),
            };
            match self.ncs.request(device.id, body).await {
                Ok(Body::MosObj(obj)) => {
                    crate::mos::server::save_media(&self.ncs, Some(&device), &[obj])
                        .await
                        .map_err(|e| DevicesError::Unavailable(e).status())?;
                }
                Ok(Body::MosAck(a)) if !a.status.eq_ignore_ascii_case("ACK") => {
                    // The device does not know it: media not found in the asset manager.
                    self.ncs
                        .store
                        .mark_absent(device.id, obj_id)
                        .await
                        .map_err(|e| e.status())?;
                }
                Ok(other) => {
                    tracing::info!(device = device.id, obj = %obj_id, answer = other.name(), "mosReqObj answered without the object");
                }
                Err(e) => return Err(unreachable(&device, e)),
            }
        }
        let media = self
            .ncs
            .store
            .media(device.id)
            .await
            .map_err(|e| e.status())?;
        Ok(Response::new(pb::MediaList {
            media: media
                .into_iter()
                .filter(|(_, m, _)| r.obj_ids.contains(&m.obj_id))
                .map(|(device_id, m, updated)| media_pb(device_id, m, updated))
                .collect(),
        }))
    }

    async fn save_template(
        &self,
        req: Request<pb::SaveTemplateRequest>,
    ) -> Reply<pb::DeviceTemplate> {
        let r = req.into_inner();
        let t = r.template.unwrap_or_default();
        let device = self
            .ncs
            .store
            .get(r.device_id)
            .await
            .map_err(|e| e.status())?;
        let mut spec = device.spec.clone();
        let mut template = crate::registry::Template {
            id: t.id,
            name: t.name.trim().to_string(),
            fields: t.fields.iter().map(|f| f.trim().to_string()).collect(),
        };
        let at = spec.templates.iter().position(|x| x.id == template.id);
        match (r.create, at) {
            (true, _) if template.id == 0 => {
                template.id = spec.templates.iter().map(|x| x.id).max().unwrap_or(0) + 1;
                spec.templates.push(template.clone());
            }
            (true, Some(_)) => {
                return Err(DevicesError::Conflict(format!(
                    "template {} exists in {}",
                    template.id, device.spec.name
                ))
                .status());
            }
            (true, None) => spec.templates.push(template.clone()),
            (false, Some(i)) => spec.templates[i] = template.clone(),
            (false, None) => return Err(DevicesError::NotFound.status()),
        }
        let mut errors = newsroom_domain::FieldErrors::default();
        crate::registry::check_templates(&spec.templates, &mut errors);
        if !errors.is_empty() {
            return Err(DevicesError::Invalid(errors).status());
        }
        self.save_spec(&device, &spec).await?;
        Ok(Response::new(pb::DeviceTemplate {
            id: template.id,
            name: template.name,
            fields: template.fields,
        }))
    }

    async fn delete_templates(
        &self,
        req: Request<pb::DeleteTemplatesRequest>,
    ) -> Reply<pb::DeleteDevicesResponse> {
        let r = req.into_inner();
        let device = self
            .ncs
            .store
            .get(r.device_id)
            .await
            .map_err(|e| e.status())?;
        let mut spec = device.spec.clone();
        let before = spec.templates.len();
        spec.templates.retain(|t| !r.template_ids.contains(&t.id));
        let deleted = before - spec.templates.len();
        if deleted > 0 {
            self.save_spec(&device, &spec).await?;
        }
        Ok(Response::new(pb::DeleteDevicesResponse {
            deleted: deleted as i32,
        }))
    }

    async fn search_media(
        &self,
        req: Request<pb::SearchMediaRequest>,
    ) -> Reply<pb::SearchMediaResponse> {
        let r = req.into_inner();
        let device = self.connected_mos(r.device_id).await?;
        if !device.spec.profiles.contains(&3) {
            return Err(DevicesError::field("deviceId", FieldCode::NoSearch).status());
        }
        let max = if r.max > 0 { r.max.min(500) } else { 50 } as u64;
        let username = Some(r.username).filter(|u| !u.is_empty());
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
        let text = r.text.trim().to_string();
        let body = Body::MosReqObjList(newsroom_mos::message::ObjListRequest {
            username,
            query_id: uuid::Uuid::new_v4().simple().to_string(),
            list_return_start: Some(1),
            list_return_end: Some(max),
            general_search: Some(text.clone()),
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
        crate::mos::server::save_media(&self.ncs, Some(&device), &list.objs)
            .await
            .map_err(|e| DevicesError::Unavailable(e).status())?;
        let found: Vec<&str> = list.objs.iter().map(|o| o.obj_id.as_str()).collect();
        let media = self
            .ncs
            .store
            .media(device.id)
            .await
            .map_err(|e| e.status())?;
        let mut out: Vec<pb::Media> = media
            .into_iter()
            .filter(|(_, m, _)| found.contains(&m.obj_id.as_str()))
            .map(|(device_id, m, updated)| media_pb(device_id, m, updated))
            .collect();
        // In the device's order.
        out.sort_by_key(|m| found.iter().position(|o| *o == m.obj_id));
        Ok(Response::new(pb::SearchMediaResponse {
            total: list.list_return_total.unwrap_or(out.len() as u64) as i64,
            media: out,
        }))
    }

    async fn request_all_media(
        &self,
        req: Request<pb::DeviceRef>,
    ) -> Reply<pb::RequestAllMediaResponse> {
        let device = self.connected_mos(req.into_inner().id).await?;
        match self
            .ncs
            .request(device.id, Body::MosReqAll { pause: 0 })
            .await
        {
            Ok(Body::MosAck(a)) if a.status.eq_ignore_ascii_case("ACK") => {
                Ok(Response::new(pb::RequestAllMediaResponse {
                    device: device.spec.name.clone(),
                }))
            }
            Ok(Body::MosAck(a)) => Err(refused(&device, a.status_description.unwrap_or(a.status))),
            Ok(other) => Err(answered(&device, &other)),
            Err(e) => Err(unreachable(&device, e)),
        }
    }

    async fn item_control(
        &self,
        req: Request<pb::ItemControlRequest>,
    ) -> Reply<pb::ItemControlResponse> {
        let r = req.into_inner();
        let command = r.command.trim().to_ascii_uppercase();
        if !newsroom_mos::message::RO_CTRL_COMMANDS.contains(&command.as_str()) {
            return Err(DevicesError::field(
                "command",
                FieldMessage::one_of(&newsroom_mos::message::RO_CTRL_COMMANDS),
            )
            .status());
        }
        let Some((rundown, _)) = self.ncs.running_order(r.rundown_id).await? else {
            return Err(DevicesError::NotFound.status());
        };
        let (story, item) = rundown
            .blocks
            .iter()
            .flat_map(|b| b.stories.iter())
            .find_map(|s| s.items.iter().find(|i| i.id == r.item_id).map(|i| (s, i)))
            .ok_or_else(|| DevicesError::NotFound.status())?;
        let device = self
            .ncs
            .store
            .get(item.device_id)
            .await
            .map_err(|e| e.status())?;
        if device.spec.protocol != "MOS" {
            return Err(DevicesError::field("itemId", FieldCode::NotMos).status());
        }
        if !rundown.device_integration || !device.spec.follows_rundowns() {
            return Err(unreachable(&device, "it does not hold the running order"));
        }
        if self.ncs.state(&device).state != "CONNECTED" {
            return Err(unreachable(&device, "not connected"));
        }
        let body = Body::RoCtrl(newsroom_mos::message::RoCtrl {
            ro_id: rundown.id.to_string(),
            story_id: story.id.to_string(),
            item_id: item.id.to_string(),
            command: command.clone(),
            external: vec![],
        });
        match self.ncs.request(device.id, body).await {
            Ok(Body::RoAck(a)) if a.is_ok() => {
                tracing::info!(
                    device = device.id,
                    item = item.id,
                    command,
                    "roCtrl acknowledged"
                );
                Ok(Response::new(pb::ItemControlResponse {
                    device: device.spec.name.clone(),
                }))
            }
            Ok(Body::RoAck(a)) => Err(refused(&device, a.ro_status)),
            Ok(other) => Err(answered(&device, &other)),
            Err(e) => Err(unreachable(&device, e)),
        }
    }

    async fn create_placeholder(&self, req: Request<pb::PlaceholderRequest>) -> Reply<pb::Media> {
        let r = req.into_inner();
        let device = self
            .ncs
            .store
            .get(r.device_id)
            .await
            .map_err(|e| e.status())?;
        let mut fields = newsroom_domain::FieldErrors::default();
        if device.spec.protocol != "MOS"
            || !matches!(device.spec.r#type.as_str(), "MAM" | "PLAYOUT")
        {
            fields.insert("deviceId".into(), FieldCode::NotMediaDevice.into());
        }
        let slug = r.slug.trim().to_string();
        if slug.is_empty() {
            fields.insert("slug".into(), FieldCode::Required.into());
        }
        if !fields.is_empty() {
            return Err(DevicesError::Invalid(fields).status());
        }
        if self.ncs.state(&device).state != "CONNECTED" {
            return Err(unreachable(&device, "not connected"));
        }
        // Milliseconds in a 1000 timebase: objDur is exact.
        let body = Body::MosObjCreate(newsroom_mos::message::MosObj {
            obj_slug: slug.clone(),
            obj_type: Some("VIDEO".into()),
            obj_tb: 1000,
            obj_dur: r.duration_ms.max(0) as u64,
            created_by: Some(r.nickname.clone()).filter(|c| !c.is_empty()),
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
        let doc = crate::store::MediaDoc {
            obj_id,
            slug,
            obj_type: "VIDEO".into(),
            duration_ms: r.duration_ms.max(0),
            status: "empty".into(),
            paths: vec![],
            timebase: 1000,
        };
        let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        self.ncs
            .store
            .put_media(device.id, &doc, &now)
            .await
            .map_err(|e| e.status())?;
        tracing::info!(device = device.id, obj = %doc.obj_id, "placeholder created");
        Ok(Response::new(pb::Media {
            device_id: device.id,
            obj_id: doc.obj_id,
            slug: doc.slug,
            obj_type: doc.obj_type,
            duration_ms: doc.duration_ms,
            status: doc.status,
            paths: doc.paths,
            updated: now,
            timebase: 1000,
        }))
    }

    async fn rundown_device_action(
        &self,
        req: Request<pb::RundownDeviceActionRequest>,
    ) -> Reply<pb::RundownDeviceActionResponse> {
        let r = req.into_inner();
        let devices: Vec<Device> = self
            .ncs
            .store
            .list()
            .await
            .map_err(|e| e.status())?
            .into_iter()
            .filter(|d| d.spec.follows_rundowns())
            .collect();
        let mut rundowns = self.ncs.rundowns.clone();
        // Answer at once for devices that are down: a queued message waits for the device to come back.
        let unreachable: Vec<&str> = devices
            .iter()
            .filter(|d| self.ncs.state(d).state != "CONNECTED")
            .map(|d| d.spec.name.as_str())
            .collect();
        let down = |what: &str| {
            DevicesError::Unavailable(format!(
                "Device unreachable: {}{what}",
                unreachable.join(", ")
            ))
            .status()
        };
        match r.action.as_str() {
            "enable" | "disable" => {
                let patch = rpb::PatchRequest {
                    id: r.rundown_id,
                    field: "deviceIntegration".into(),
                    value_json: (r.action == "enable").to_string(),
                    actor: Some(rpb::Actor {
                        user_id: r.user_id,
                        nickname: if r.nickname.is_empty() {
                            "devices".into()
                        } else {
                            r.nickname.clone()
                        },
                    }),
                };
                rundowns.patch_rundown(patch).await?;
            }
            "create" | "replace" => {
                for d in &devices {
                    if d.spec.protocol == "WS" {
                        self.ncs.resync_ws(d.id, r.rundown_id).await;
                    } else {
                        self.ncs.resync(d.id, r.rundown_id);
                    }
                }
                if !unreachable.is_empty() {
                    return Err(down(" (the running order goes out when it is back)"));
                }
            }
            "ready" => {
                // roReadyToAir is MOS's: only MOS devices must be up.
                if devices
                    .iter()
                    .any(|d| d.spec.protocol == "MOS" && self.ncs.state(d).state != "CONNECTED")
                {
                    return Err(down(""));
                }
                // roReadyToAir is MOS's; WS devices have the running order already.
                for d in devices.iter().filter(|d| d.spec.protocol == "MOS") {
                    let body = Body::RoReadyToAir {
                        ro_id: r.rundown_id.to_string(),
                        ro_air: "READY".into(),
                    };
                    if let Err(e) = self.ncs.request(d.id, body).await {
                        return Err(DevicesError::Unavailable(format!(
                            "Device unreachable: {} ({e})",
                            d.spec.name
                        ))
                        .status());
                    }
                }
            }
            other => {
                let _ = other;
                return Err(DevicesError::field(
                    "action",
                    FieldMessage::one_of(&["create", "replace", "ready", "enable", "disable"]),
                )
                .status());
            }
        }
        Ok(Response::new(pb::RundownDeviceActionResponse {
            devices: devices.len() as i32,
        }))
    }

    async fn send_cg(&self, req: Request<pb::SendCgRequest>) -> Reply<pb::SendCgResponse> {
        let r = req.into_inner();
        let device = self
            .ncs
            .store
            .get(r.device_id)
            .await
            .map_err(|e| e.status())?;
        let request = crate::cg::Request {
            action: r.action,
            template_id: r.template_id,
            fields: r.fields.into_iter().map(|f| (f.name, f.value)).collect(),
            story_id: r.story_id,
        };
        let plan = crate::cg::plan(&device, &request).map_err(|e| e.status())?;
        let name = &device.spec.name;
        // A device that is down is answered at once: nothing waits for it to come back.
        let state = self.ncs.state(&device);
        if state.state != "CONNECTED" {
            let why = state.last_error.unwrap_or(state.state);
            return Err(DevicesError::DeviceUnreachable(format!("{name}: {why}")).status());
        }
        let failed = |f: crate::ii::Failure| match f {
            crate::ii::Failure::Unreachable(why) => {
                DevicesError::DeviceUnreachable(format!("{name}: {why}")).status()
            }
            crate::ii::Failure::Refused(why) => {
                DevicesError::DeviceRefused(format!("{name}: {why}")).status()
            }
        };
        let not_live = || DevicesError::DeviceUnreachable(format!("{name}: no link")).status();
        let action = match plan {
            crate::cg::Plan::Ii { action, bytes } => {
                let link = self.ncs.ii_link(device.id).ok_or_else(not_live)?;
                let (tx, rx) = tokio::sync::oneshot::channel();
                link.send(crate::ii::Outgoing {
                    bytes,
                    name: action.as_str(),
                    reply: tx,
                })
                .map_err(|_| not_live())?;
                rx.await.map_err(|_| not_live())?.map_err(failed)?;
                action.as_str()
            }
            crate::cg::Plan::Ws(json) => {
                let link = self.ncs.ws_link(device.id).ok_or_else(not_live)?;
                link.send_cg(&self.ncs, &json).await.map_err(failed)?;
                crate::cg::Action::parse(&json.action).map_or("cg", |a| a.as_str())
            }
        };
        tracing::info!(
            device = device.id,
            action,
            template = ?request.template_id,
            story = ?request.story_id,
            by = %r.nickname,
            "CG command sent"
        );
        Ok(Response::new(pb::SendCgResponse {
            device: device.spec.name.clone(),
            action: action.into(),
            protocol: device.spec.protocol.clone(),
        }))
    }
}

/// A media record as the API gives it.
fn media_pb(device_id: i64, m: crate::store::MediaDoc, updated: String) -> pb::Media {
    pb::Media {
        device_id,
        obj_id: m.obj_id,
        slug: m.slug,
        obj_type: m.obj_type,
        duration_ms: m.duration_ms,
        status: m.status,
        paths: m.paths,
        updated,
        timebase: m.timebase as i32,
    }
}

/// A device that answered a request with a NACK (502 `device_refused`, with its reason).
fn refused(device: &Device, why: String) -> Status {
    DevicesError::DeviceRefused(format!("{}: {why}", device.spec.name)).status()
}

/// A device that is down or did not answer (503 `device_unreachable`, with the reason).
fn unreachable(device: &Device, why: impl std::fmt::Display) -> Status {
    DevicesError::DeviceUnreachable(format!("{} ({why})", device.spec.name)).status()
}

/// A device that answered with another message than the one asked for.
fn answered(device: &Device, other: &Body) -> Status {
    unreachable(device, format!("answered {}", other.name()))
}
