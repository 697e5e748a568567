//! The `newsroom.rundowns.v1.Rundowns` gRPC server: protobuf in, [`RundownService`] calls, protobuf out.

use std::sync::Arc;

use newsroom_domain::ErrorCode;
use newsroom_proto::errors;
use newsroom_proto::rundowns::v1 as pb;
use tonic::{Request, Response, Status};

use crate::service::{Actor, ApprovalScope, ItemUpdate, RundownError, RundownService, Snapshot};
use crate::store::{LogFilter, RundownStore};
use crate::view;

/// The gRPC face of the rundowns service.
pub struct RundownsGrpc<S> {
    service: Arc<RundownService<S>>,
}

impl<S> RundownsGrpc<S> {
    /// Serves a shared `service`.
    pub fn new(service: Arc<RundownService<S>>) -> Self {
        RundownsGrpc { service }
    }
}

impl From<RundownError> for Status {
    fn from(e: RundownError) -> Self {
        errors::to_status(&e)
    }
}

fn actor(a: Option<pb::Actor>) -> Actor {
    a.map_or_else(Actor::system, |a| Actor {
        user_id: a.user_id,
        nickname: a.nickname,
    })
}

/// An item kind filter: empty is any kind, else MEDIA or CG (`kind` field error otherwise).
fn item_kind(kind: &str) -> Result<Option<newsroom_domain::items::ItemKind>, Status> {
    if kind.is_empty() {
        return Ok(None);
    }
    newsroom_domain::items::ItemKind::parse(kind)
        .map(Some)
        .ok_or_else(|| {
            RundownError::Validation(newsroom_domain::FieldErrors::from([(
                "kind".to_string(),
                newsroom_domain::FieldMessage::one_of(&["MEDIA", "CG"]),
            )]))
            .into()
        })
}

fn whole(s: Snapshot) -> Response<pb::Rundown> {
    Response::new(view::rundown(&s.rundown, &s.timing, true))
}

type Reply<T> = Result<Response<T>, Status>;

/// The changed story of a story-changing call, with its figures.
fn story_reply(
    result: Result<(Snapshot, newsroom_domain::ids::StoryId), RundownError>,
) -> Reply<pb::Story> {
    let (s, id) = result?;
    let story = s
        .rundown
        .story(id)
        .ok_or_else(|| Status::from(RundownError::NotFound))?;
    Ok(Response::new(view::story(story, &s.timing)))
}

#[tonic::async_trait]
impl<S: RundownStore> pb::rundowns_server::Rundowns for RundownsGrpc<S> {
    async fn list_programs(
        &self,
        _: Request<pb::ListProgramsRequest>,
    ) -> Reply<pb::ListProgramsResponse> {
        let programs = self.service.list_programs().await?;
        Ok(Response::new(pb::ListProgramsResponse {
            programs: programs.iter().map(view::program).collect(),
        }))
    }

    async fn check_rundown(&self, req: Request<pb::RundownKey>) -> Reply<pb::CheckRundownResponse> {
        let k = req.into_inner();
        let e = self.service.check(k.program_id, &k.date).await?;
        Ok(Response::new(pb::CheckRundownResponse {
            status: e.as_str().to_owned(),
        }))
    }

    async fn get_rundown(&self, req: Request<pb::RundownKey>) -> Reply<pb::Rundown> {
        let k = req.into_inner();
        Ok(whole(self.service.get(k.program_id, &k.date).await?))
    }

    async fn set_program_cg(&self, req: Request<pb::SetProgramCgRequest>) -> Reply<pb::Program> {
        let r = req.into_inner();
        let p = self
            .service
            .set_program_cg(r.program_id, r.device_id)
            .await?;
        Ok(Response::new(view::program(&p)))
    }

    async fn list_presenters(&self, req: Request<pb::ProgramRef>) -> Reply<pb::PresenterList> {
        let list = self.service.presenters(req.into_inner().id).await?;
        Ok(Response::new(presenter_list(list)))
    }

    async fn set_presenters(
        &self,
        req: Request<pb::SetPresentersRequest>,
    ) -> Reply<pb::PresenterList> {
        let r = req.into_inner();
        let list = self
            .service
            .set_presenters(r.program_id, &r.value_json)
            .await?;
        Ok(Response::new(presenter_list(list)))
    }

    async fn get_rundown_by_id(&self, req: Request<pb::RundownId>) -> Reply<pb::Rundown> {
        let id = req.into_inner().id;
        Ok(whole(self.service.get_by_id(id).await?))
    }

    async fn create_rundown(&self, req: Request<pb::CreateRundownRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .create(r.program_id, &r.date, r.template_id, &actor(r.actor))
                .await?,
        ))
    }

    async fn patch_rundown(&self, req: Request<pb::PatchRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .patch_rundown(r.id, &r.field, &r.value_json, &actor(r.actor))
                .await?,
        ))
    }

    async fn create_block(&self, req: Request<pb::CreateBlockRequest>) -> Reply<pb::Block> {
        let r = req.into_inner();
        let (s, id) = self
            .service
            .create_block(r.rundown_id, &r.name, &actor(r.actor))
            .await?;
        let b = s
            .rundown
            .block(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::block(b, &s.timing)))
    }

    async fn patch_block(&self, req: Request<pb::PatchRequest>) -> Reply<pb::Block> {
        let r = req.into_inner();
        let (s, id) = self
            .service
            .patch_block(r.id, &r.field, &r.value_json, &actor(r.actor))
            .await?;
        let b = s
            .rundown
            .block(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::block(b, &s.timing)))
    }

    async fn delete_block(&self, req: Request<pb::DeleteRequest>) -> Reply<pb::DeleteResponse> {
        let r = req.into_inner();
        self.service.delete_block(r.id, &actor(r.actor)).await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn reorder_blocks(&self, req: Request<pb::ReorderBlocksRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .reorder_blocks(r.rundown_id, &r.blocks_ids, &actor(r.actor))
                .await?,
        ))
    }

    async fn create_story(&self, req: Request<pb::CreateStoryRequest>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let (s, id) = self
            .service
            .create_story(r.block_id, &r.slug, r.position, &actor(r.actor))
            .await?;
        let story = s
            .rundown
            .story(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::story(story, &s.timing)))
    }

    async fn patch_story(&self, req: Request<pb::PatchRequest>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let (s, id) = self
            .service
            .patch_story(r.id, &r.field, &r.value_json, &actor(r.actor))
            .await?;
        let story = s
            .rundown
            .story(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::story(story, &s.timing)))
    }

    async fn move_story(&self, req: Request<pb::MoveStoryRequest>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let (s, id) = self
            .service
            .move_story(r.id, r.block_id, r.position, &actor(r.actor))
            .await?;
        let story = s
            .rundown
            .story(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::story(story, &s.timing)))
    }

    async fn add_story_item(&self, req: Request<pb::StoryItemRequest>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let item = view::item_in(r.item.unwrap_or_default());
        let result = self
            .service
            .add_item(r.story_id, item, &actor(r.actor))
            .await;
        story_reply(result)
    }

    async fn update_story_item(
        &self,
        req: Request<pb::UpdateStoryItemRequest>,
    ) -> Reply<pb::Story> {
        let r = req.into_inner();
        let update = ItemUpdate {
            ignore: r.ignore,
            fields: r
                .set_fields
                .then(|| r.fields.into_iter().map(view::cg_field_in).collect()),
            media: r.set_media.then_some((r.slug, r.duration_ms)),
            marks: r.set_marks.then_some((r.mark_in_ms, r.mark_out_ms)),
            position: r.position.map(|p| p.max(0) as usize),
        };
        let result = self
            .service
            .update_item(r.story_id, r.item_id, update, &actor(r.actor))
            .await;
        story_reply(result)
    }

    async fn remove_story_item(&self, req: Request<pb::StoryItemRef>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let result = self
            .service
            .remove_item(r.story_id, r.item_id, item_kind(&r.kind)?, &actor(r.actor))
            .await;
        story_reply(result)
    }

    async fn delete_story(&self, req: Request<pb::DeleteRequest>) -> Reply<pb::DeleteResponse> {
        let r = req.into_inner();
        self.service.delete_story(r.id, &actor(r.actor)).await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn set_story_display(&self, req: Request<pb::StoryDisplayRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .set_story_display(&r.ids, &r.status, r.update_previous, &actor(r.actor))
            .await?;
        Ok(whole(s))
    }

    async fn set_block_display(&self, req: Request<pb::BlockDisplayRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .set_block_display(
                &r.ids,
                &r.status,
                r.cascade,
                r.update_previous,
                &actor(r.actor),
            )
            .await?;
        Ok(whole(s))
    }

    async fn set_rundown_display(
        &self,
        req: Request<pb::RundownDisplayRequest>,
    ) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .set_rundown_display(r.id, &r.status, &actor(r.actor))
                .await?,
        ))
    }

    async fn approve(&self, req: Request<pb::ApproveRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let scope = match r.level.as_str() {
            "rundown" => ApprovalScope::Rundown(r.id),
            "block" => ApprovalScope::Block(r.id),
            "story" => ApprovalScope::Story(r.id),
            _ => {
                return Err(errors::status(
                    ErrorCode::Validation,
                    "unknown approval level",
                    None,
                ));
            }
        };
        Ok(whole(
            self.service.approve(scope, r.flag, &actor(r.actor)).await?,
        ))
    }

    async fn list_logs(&self, req: Request<pb::ListLogsRequest>) -> Reply<pb::LogPage> {
        let r = req.into_inner();
        let filter = LogFilter {
            description: r.description,
            actions: r.actions,
            page: r.page,
            size: r.size,
        };
        let page = self.service.logs(r.rundown_id, filter).await?;
        Ok(Response::new(pb::LogPage {
            data: page.data.into_iter().map(view::log_entry).collect(),
            total: page.total,
        }))
    }

    async fn save_template(&self, req: Request<pb::SaveTemplateRequest>) -> Reply<pb::Template> {
        let r = req.into_inner();
        let t = self
            .service
            .save_template(r.rundown_id, &r.name, &actor(r.actor))
            .await?;
        Ok(Response::new(view::template(&t)))
    }

    async fn list_templates(
        &self,
        req: Request<pb::ListTemplatesRequest>,
    ) -> Reply<pb::ListTemplatesResponse> {
        let ts = self
            .service
            .list_templates(req.into_inner().program_id)
            .await?;
        Ok(Response::new(pb::ListTemplatesResponse {
            templates: ts.iter().map(view::template).collect(),
        }))
    }

    async fn delete_template(&self, req: Request<pb::DeleteRequest>) -> Reply<pb::DeleteResponse> {
        self.service.delete_template(req.into_inner().id).await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn recreate_rundown(&self, req: Request<pb::RecreateRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .recreate(r.rundown_id, r.template_id, &actor(r.actor))
                .await?,
        ))
    }

    async fn repaginate(&self, req: Request<pb::RepaginateRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .repaginate(r.rundown_id, &actor(r.actor))
                .await?,
        ))
    }

    async fn get_story_document(&self, req: Request<pb::StoryRef>) -> Reply<pb::StoryDocument> {
        let d = self.service.story_document(req.into_inner().id).await?;
        view::document(&d)
            .map(Response::new)
            .ok_or_else(|| Status::from(RundownError::NotFound))
    }

    async fn save_story_text(
        &self,
        req: Request<pb::SaveStoryTextRequest>,
    ) -> Reply<pb::StoryDocument> {
        let r = req.into_inner();
        let d = self
            .service
            .save_story_text(
                r.id,
                &r.script_json,
                &r.footnote,
                &r.cue_in,
                &r.cue_out,
                &r.lock_uuid,
                &actor(r.actor),
            )
            .await?;
        view::document(&d)
            .map(Response::new)
            .ok_or_else(|| Status::from(RundownError::NotFound))
    }

    async fn list_revisions(&self, req: Request<pb::StoryRef>) -> Reply<pb::RevisionList> {
        let revs = self.service.revisions(req.into_inner().id).await?;
        Ok(Response::new(pb::RevisionList {
            revisions: revs.iter().map(view::revision_summary).collect(),
        }))
    }

    async fn get_revision(&self, req: Request<pb::RevisionRef>) -> Reply<pb::RevisionView> {
        let r = req.into_inner();
        let (rev, lines) = self.service.revision(r.story_id, r.number).await?;
        Ok(Response::new(pb::RevisionView {
            summary: Some(view::revision_summary(&rev)),
            script_json: serde_json::to_string(&rev.text.script).unwrap_or_else(|_| "[]".into()),
            footnote: rev.text.footnote,
            cue_in: rev.text.cue_in,
            cue_out: rev.text.cue_out,
            diff: lines
                .into_iter()
                .map(|l| pb::DiffLine {
                    op: l.op.to_owned(),
                    text: l.text,
                })
                .collect(),
        }))
    }

    async fn list_trash(&self, req: Request<pb::ListTrashRequest>) -> Reply<pb::TrashList> {
        let items = self.service.trash(req.into_inner().rundown_id).await?;
        let stories = items
            .into_iter()
            .map(|t| pb::TrashedStory {
                story: Some(view::trashed_story(&t.story)),
                deleted_at: t.deleted_at,
                deleted_by: t.deleted_by,
            })
            .collect();
        Ok(Response::new(pb::TrashList { stories }))
    }

    async fn restore_stories(
        &self,
        req: Request<pb::RestoreRequest>,
    ) -> Reply<pb::RestoreResponse> {
        let r = req.into_inner();
        let n = self.service.restore(&r.ids, &actor(r.actor)).await?;
        Ok(Response::new(pb::RestoreResponse { restored: n as i32 }))
    }

    async fn paste_stories(&self, req: Request<pb::PasteStoriesRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .paste(
                &r.ids,
                r.target_block_id,
                r.position,
                r.cut,
                &actor(r.actor),
            )
            .await?;
        Ok(whole(s))
    }

    async fn send_to_drawer(&self, req: Request<pb::DrawerIdsRequest>) -> Reply<pb::DrawerCount> {
        let r = req.into_inner();
        let n = self.service.send_to_drawer(&r.ids, &actor(r.actor)).await?;
        Ok(Response::new(pb::DrawerCount { count: n as i32 }))
    }

    async fn list_drawer(&self, req: Request<pb::ListDrawerRequest>) -> Reply<pb::DrawerList> {
        let stories = self.service.drawer(req.into_inner().program_id).await?;
        Ok(Response::new(pb::DrawerList {
            stories: stories.iter().map(view::drawer_story).collect(),
        }))
    }

    async fn remove_from_drawer(
        &self,
        req: Request<pb::DrawerIdsRequest>,
    ) -> Reply<pb::DrawerCount> {
        let r = req.into_inner();
        let n = self
            .service
            .remove_from_drawer(&r.ids, &actor(r.actor))
            .await?;
        Ok(Response::new(pb::DrawerCount { count: n as i32 }))
    }

    async fn move_from_drawer(
        &self,
        req: Request<pb::MoveFromDrawerRequest>,
    ) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .move_from_drawer(
                &r.ids,
                r.rundown_id,
                r.target_block_id,
                r.target_story_id,
                r.remove_from_drawer,
                &actor(r.actor),
            )
            .await?;
        Ok(whole(s))
    }

    async fn take_lock(&self, req: Request<pb::LockRequest>) -> Reply<pb::StoryLock> {
        let r = req.into_inner();
        let l = self
            .service
            .take_lock(
                r.story_id,
                &r.uuid,
                &r.session,
                r.take_over,
                &actor(r.actor),
            )
            .await?;
        Ok(Response::new(crate::service::lock_view(&l, true)))
    }

    async fn release_lock(&self, req: Request<pb::LockRequest>) -> Reply<pb::DeleteResponse> {
        let r = req.into_inner();
        self.service.release_lock(r.story_id, &r.uuid).await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn list_locks(&self, _: Request<pb::ListLocksRequest>) -> Reply<pb::LockList> {
        let locks = self.service.list_locks().await?;
        Ok(Response::new(pb::LockList {
            locks: locks
                .iter()
                .map(|l| crate::service::lock_view(l, true))
                .collect(),
        }))
    }

    async fn release_session_locks(
        &self,
        req: Request<pb::SessionRef>,
    ) -> Reply<pb::ReleasedLocks> {
        let n = self
            .service
            .release_session_locks(&req.into_inner().session)
            .await?;
        Ok(Response::new(pb::ReleasedLocks { released: n as i32 }))
    }
}

fn presenter_list(list: Vec<newsroom_domain::rundown::Presenter>) -> pb::PresenterList {
    pb::PresenterList {
        presenters: list
            .into_iter()
            .map(|p| pb::Presenter {
                name: p.name,
                words_per_minute: p.words_per_minute as i32,
            })
            .collect(),
    }
}
