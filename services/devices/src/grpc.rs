//! The `newsroom.devices.v1.Devices` gRPC server: protobuf in, one [`DevicesService`] call, protobuf
//! out. Errors become a `Status` here, once ([`newsroom_proto::errors::to_status`]).

use std::sync::Arc;

use newsroom_proto::devices::v1 as pb;
use newsroom_proto::devices::v1::devices_server::Devices;
use newsroom_proto::rundowns::v1 as rpb;
use tonic::{Request, Response, Status};

use crate::cg::Action;
use crate::mos::{ConnectionState, Ncs};
use crate::registry::{Device, DeviceSpec, DevicesError, Protocol, Template};
use crate::service::{DevicesService, Media, RundownAction};

type Reply<T> = Result<Response<T>, Status>;

impl From<DevicesError> for Status {
    fn from(e: DevicesError) -> Self {
        newsroom_proto::errors::to_status(&e)
    }
}

/// The gRPC face of the devices service.
pub struct DevicesGrpc {
    service: DevicesService,
}

impl DevicesGrpc {
    /// A server for the service over `ncs`.
    pub fn new(ncs: Arc<Ncs>) -> Self {
        Self {
            service: DevicesService::new(ncs),
        }
    }

    fn view(&self, d: &Device) -> pb::Device {
        let s = self.service.state(d);
        pb::Device {
            id: d.id,
            spec: Some(d.spec.to_pb()),
            revision: d.revision,
            follows_rundowns: d.spec.follows_rundowns(),
            has_password: d.spec.password.is_some(),
            connection: Some(pb::DeviceConnection {
                state: connection_state(s.state).into(),
                last_seen: s.last_seen.unwrap_or_default(),
                last_error: s.last_error.unwrap_or_default(),
            }),
        }
    }
}

fn spec(input: Option<pb::DeviceInput>) -> Result<DeviceSpec, DevicesError> {
    DeviceSpec::from_pb(input.unwrap_or_default())
}

/// The acting user, or the service itself.
fn actor(a: Option<rpb::Actor>) -> rpb::Actor {
    a.unwrap_or_default()
}

fn media_pb(m: Media) -> pb::Media {
    pb::Media {
        device_id: m.device_id,
        obj_id: m.doc.obj_id,
        slug: m.doc.slug,
        obj_type: m.doc.obj_type,
        duration_ms: m.doc.duration_ms,
        status: m.doc.status.to_pb().into(),
        paths: m.doc.paths,
        updated: m.updated,
        timebase: m.doc.timebase as i32,
    }
}

fn media_list(list: Vec<Media>) -> Response<pb::MediaList> {
    Response::new(pb::MediaList {
        media: list.into_iter().map(media_pb).collect(),
    })
}

fn story_media(list: Vec<crate::service::StoryMedia>) -> Response<pb::StoryMediaList> {
    Response::new(pb::StoryMediaList {
        items: list
            .into_iter()
            .map(|m| pb::StoryMedia {
                item: Some(m.item),
                status: m.status.to_pb().into(),
                device: m.device,
            })
            .collect(),
    })
}

fn connection_state(s: ConnectionState) -> pb::ConnectionState {
    match s {
        ConnectionState::Connected => pb::ConnectionState::Connected,
        ConnectionState::Connecting => pb::ConnectionState::Connecting,
        ConnectionState::Unreachable => pb::ConnectionState::Unreachable,
        ConnectionState::Disabled => pb::ConnectionState::Disabled,
    }
}

fn cg_action(a: pb::CgAction) -> Option<Action> {
    match a {
        pb::CgAction::Unspecified => None,
        pb::CgAction::Cue => Some(Action::Cue),
        pb::CgAction::Take => Some(Action::Take),
        pb::CgAction::Clear => Some(Action::Clear),
    }
}

fn cg_action_pb(a: Action) -> pb::CgAction {
    match a {
        Action::Cue => pb::CgAction::Cue,
        Action::Take => pb::CgAction::Take,
        Action::Clear => pb::CgAction::Clear,
    }
}

fn template_pb(t: Template) -> pb::DeviceTemplate {
    pb::DeviceTemplate {
        id: t.id,
        name: t.name,
        fields: t.fields,
    }
}

#[tonic::async_trait]
impl Devices for DevicesGrpc {
    async fn list_devices(&self, _: Request<pb::ListDevicesRequest>) -> Reply<pb::DeviceList> {
        let devices = self.service.list().await?;
        Ok(Response::new(pb::DeviceList {
            devices: devices.iter().map(|d| self.view(d)).collect(),
        }))
    }

    async fn get_device(&self, req: Request<pb::DeviceRef>) -> Reply<pb::Device> {
        let d = self.service.get(req.into_inner().id).await?;
        Ok(Response::new(self.view(&d)))
    }

    async fn create_device(&self, req: Request<pb::DeviceInput>) -> Reply<pb::Device> {
        let d = self.service.create(&spec(Some(req.into_inner()))?).await?;
        Ok(Response::new(self.view(&d)))
    }

    async fn update_device(&self, req: Request<pb::UpdateDeviceRequest>) -> Reply<pb::Device> {
        let r = req.into_inner();
        let d = self.service.update(r.id, spec(r.spec)?, r.revision).await?;
        Ok(Response::new(self.view(&d)))
    }

    async fn delete_devices(
        &self,
        req: Request<pb::DeleteDevicesRequest>,
    ) -> Reply<pb::DeleteDevicesResponse> {
        let n = self.service.delete(&req.into_inner().ids).await?;
        Ok(Response::new(pb::DeleteDevicesResponse {
            deleted: n as i32,
        }))
    }

    async fn list_media(&self, req: Request<pb::ListMediaRequest>) -> Reply<pb::MediaList> {
        Ok(media_list(
            self.service.media(req.into_inner().device_id).await?,
        ))
    }

    async fn send_credits(
        &self,
        req: Request<pb::SendCreditsRequest>,
    ) -> Reply<pb::SendCreditsResponse> {
        let r = req.into_inner();
        let sent = self.service.send_credits(r.rundown_id, &r.nickname).await?;
        Ok(Response::new(pb::SendCreditsResponse {
            device: sent.device,
            names: sent.names as i32,
            obj_id: sent.obj_id,
        }))
    }

    async fn refresh_media(&self, req: Request<pb::RefreshMediaRequest>) -> Reply<pb::MediaList> {
        let r = req.into_inner();
        Ok(media_list(
            self.service.refresh_media(r.device_id, &r.obj_ids).await?,
        ))
    }

    async fn save_template(
        &self,
        req: Request<pb::SaveTemplateRequest>,
    ) -> Reply<pb::DeviceTemplate> {
        let r = req.into_inner();
        let t = r.template.unwrap_or_default();
        let template = Template {
            id: t.id,
            name: t.name,
            fields: t.fields,
        };
        let saved = self
            .service
            .save_template(r.device_id, template, r.create)
            .await?;
        Ok(Response::new(template_pb(saved)))
    }

    async fn delete_templates(
        &self,
        req: Request<pb::DeleteTemplatesRequest>,
    ) -> Reply<pb::DeleteDevicesResponse> {
        let r = req.into_inner();
        let n = self
            .service
            .delete_templates(r.device_id, &r.template_ids)
            .await?;
        Ok(Response::new(pb::DeleteDevicesResponse {
            deleted: n as i32,
        }))
    }

    async fn search_media(
        &self,
        req: Request<pb::SearchMediaRequest>,
    ) -> Reply<pb::SearchMediaResponse> {
        let r = req.into_inner();
        let username = Some(r.username).filter(|u| !u.is_empty());
        let (media, total) = self
            .service
            .search_media(r.device_id, &r.text, username, r.max.max(0) as u64)
            .await?;
        Ok(Response::new(pb::SearchMediaResponse {
            media: media.into_iter().map(media_pb).collect(),
            total,
        }))
    }

    async fn request_all_media(
        &self,
        req: Request<pb::DeviceRef>,
    ) -> Reply<pb::RequestAllMediaResponse> {
        let device = self.service.request_all_media(req.into_inner().id).await?;
        Ok(Response::new(pb::RequestAllMediaResponse { device }))
    }

    async fn item_control(
        &self,
        req: Request<pb::ItemControlRequest>,
    ) -> Reply<pb::ItemControlResponse> {
        let r = req.into_inner();
        let device = self
            .service
            .item_control(r.rundown_id, r.item_id, &r.command)
            .await?;
        Ok(Response::new(pb::ItemControlResponse { device }))
    }

    async fn create_placeholder(&self, req: Request<pb::PlaceholderRequest>) -> Reply<pb::Media> {
        let r = req.into_inner();
        let m = self
            .service
            .create_placeholder(r.device_id, &r.slug, r.duration_ms, &r.nickname)
            .await?;
        Ok(Response::new(media_pb(m)))
    }

    async fn rundown_device_action(
        &self,
        req: Request<pb::RundownDeviceActionRequest>,
    ) -> Reply<pb::RundownDeviceActionResponse> {
        let r = req.into_inner();
        let action = RundownAction::from_pb(r.action())?;
        let actor = rpb::Actor {
            user_id: r.user_id,
            nickname: r.nickname,
        };
        let n = self
            .service
            .rundown_device_action(r.rundown_id, action, actor)
            .await?;
        Ok(Response::new(pb::RundownDeviceActionResponse {
            devices: n as i32,
        }))
    }

    async fn send_cg(&self, req: Request<pb::SendCgRequest>) -> Reply<pb::SendCgResponse> {
        let r = req.into_inner();
        let request = crate::cg::Request {
            action: cg_action(r.action()),
            template_id: r.template_id,
            fields: r.fields.into_iter().map(|f| (f.name, f.value)).collect(),
            story_id: r.story_id,
        };
        let sent = self
            .service
            .send_cg(r.device_id, &request, &r.nickname)
            .await?;
        Ok(Response::new(pb::SendCgResponse {
            device: sent.device,
            action: cg_action_pb(sent.action).into(),
            protocol: sent.protocol.to_pb().into(),
        }))
    }

    async fn list_story_media(
        &self,
        req: Request<pb::StoryMediaRequest>,
    ) -> Reply<pb::StoryMediaList> {
        Ok(story_media(
            self.service.story_media(req.into_inner().story_id).await?,
        ))
    }

    async fn sync_story_media(
        &self,
        req: Request<pb::SyncStoryMediaRequest>,
    ) -> Reply<pb::StoryMediaList> {
        let r = req.into_inner();
        Ok(story_media(
            self.service
                .sync_story_media(r.story_id, r.update_db, actor(r.actor))
                .await?,
        ))
    }

    async fn add_media_item(&self, req: Request<pb::AddMediaItemRequest>) -> Reply<rpb::Story> {
        let r = req.into_inner();
        let story = self
            .service
            .add_media_item(r.story_id, r.device_id, &r.obj_id, actor(r.actor))
            .await?;
        Ok(Response::new(story))
    }

    async fn add_placeholder_item(
        &self,
        req: Request<pb::AddPlaceholderItemRequest>,
    ) -> Reply<rpb::Story> {
        let r = req.into_inner();
        let story = self
            .service
            .add_placeholder_item(
                r.story_id,
                r.device_id,
                &r.slug,
                &r.duration,
                actor(r.actor),
            )
            .await?;
        Ok(Response::new(story))
    }

    async fn add_cg_item(&self, req: Request<pb::AddCgItemRequest>) -> Reply<rpb::Story> {
        let r = req.into_inner();
        let story = self
            .service
            .add_cg_item(
                r.story_id,
                r.device_id,
                r.template_id,
                &r.fields_json,
                actor(r.actor),
            )
            .await?;
        Ok(Response::new(story))
    }

    async fn check_cg_item(&self, req: Request<pb::CheckCgItemRequest>) -> Reply<rpb::StoryItem> {
        let r = req.into_inner();
        let item = self
            .service
            .cg_item(r.device_id, r.template_id, &r.fields_json)
            .await?;
        Ok(Response::new(item))
    }

    async fn update_cg_item(&self, req: Request<pb::UpdateCgItemRequest>) -> Reply<rpb::Story> {
        let r = req.into_inner();
        let story = self
            .service
            .update_cg_item(r.story_id, r.item_id, &r.fields_json, actor(r.actor))
            .await?;
        Ok(Response::new(story))
    }

    async fn list_rundown_cgs(
        &self,
        req: Request<pb::RundownCgsRequest>,
    ) -> Reply<pb::RundownCgList> {
        let rows = self
            .service
            .rundown_cgs(req.into_inner().rundown_id)
            .await?;
        Ok(Response::new(pb::RundownCgList {
            rows: rows
                .into_iter()
                .map(|r| pb::RundownCg {
                    block: r.block,
                    story_id: r.story_id,
                    page: r.page,
                    slug: r.slug,
                    item: Some(r.item),
                    device: r.device,
                    protocol: r
                        .protocol
                        .map_or(pb::Protocol::Unspecified, Protocol::to_pb)
                        .into(),
                })
                .collect(),
        }))
    }

    async fn list_program_playout(&self, req: Request<rpb::ProgramRef>) -> Reply<pb::DeviceList> {
        let devices = self.service.program_playout(req.into_inner().id).await?;
        Ok(Response::new(pb::DeviceList {
            devices: devices.iter().map(|d| self.view(d)).collect(),
        }))
    }

    async fn set_program_cg(&self, req: Request<rpb::SetProgramCgRequest>) -> Reply<rpb::Program> {
        let r = req.into_inner();
        let program = self
            .service
            .set_program_cg(r.program_id, r.device_id)
            .await?;
        Ok(Response::new(program))
    }
}
