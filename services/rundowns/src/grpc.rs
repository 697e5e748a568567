//! The `newsroom.rundowns.v1.Rundowns` gRPC server: protobuf in, [`RundownService`] calls, protobuf out.

use std::sync::Arc;

use chrono::NaiveDate;
use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId, TemplateId};
use newsroom_domain::items::ItemKind;
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{
    BlockPatch, Presenter, RundownPatch, StoryPatch, StorySource, TemplateName, parse_date,
};
use newsroom_domain::script::Script;
use newsroom_domain::search::DocumentKind;
use newsroom_domain::time::Duration;
use newsroom_domain::{ErrorCode, FieldCode, FieldError, FieldMessage};
use newsroom_proto::errors;
use newsroom_proto::rundowns::v1 as pb;
use tonic::{Request, Response, Status};

use crate::service::{
    Actor, ApprovalScope, ItemUpdate, RundownError, RundownService, Snapshot, StoryOrigin,
};
use crate::store::{LogFilter, Store};
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

/// A program id from the wire (not positive: no such program).
/// Longest program name.
const PROGRAM_NAME_MAX: usize = 120;

/// A program as entered, checked field by field (name; start and end `HH:mm:ss`; production
/// ISO-8601).
fn program_in(p: pb::ProgramInput) -> Result<crate::store::NewProgram, RundownError> {
    use newsroom_domain::time::{Duration, TimeOfDay};
    use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};
    let mut fields = FieldErrors::new();
    let name = p.name.trim().to_owned();
    if name.is_empty() {
        fields.insert("name".to_owned(), FieldCode::Required.into());
    } else if name.chars().count() > PROGRAM_NAME_MAX {
        fields.insert("name".to_owned(), FieldMessage::too_long(PROGRAM_NAME_MAX));
    } else if name
        .chars()
        .any(|c| c.is_control() || !newsroom_domain::text::allowed(c))
    {
        fields.insert("name".to_owned(), FieldCode::SingleLine.into());
    }
    let mut time = |field: &str, text: &str| {
        TimeOfDay::parse(text).unwrap_or_else(|_| {
            fields.insert(field.to_owned(), FieldCode::TimeOfDay.into());
            TimeOfDay::default()
        })
    };
    let (start, end) = (time("start", &p.start), time("end", &p.end));
    let production = match p.production.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => match Duration::parse_iso(text) {
            Ok(d) => Some(d),
            Err(_) => {
                fields.insert("production".to_owned(), FieldCode::Duration.into());
                None
            }
        },
    };
    if !fields.is_empty() {
        return Err(RundownError::Validation(fields));
    }
    let s = p.settings.unwrap_or_default();
    Ok(crate::store::NewProgram {
        name,
        start,
        end,
        production,
        settings: newsroom_domain::rundown::ProgramSettings {
            active: s.active,
            legacy_mode: s.legacy_mode,
            drawer: s.drawer,
            editors: s.editors,
            image_editors: s.image_editors,
            announcers: s.announcers,
            allowed_groups: s.allowed_groups,
        },
    })
}

fn program_id(raw: i64) -> Result<ProgramId, RundownError> {
    ProgramId::parse(raw).ok_or(RundownError::NotFound)
}

/// A `YYYY-MM-DD` date from the wire (field error on `date`).
fn date(raw: &str) -> Result<NaiveDate, RundownError> {
    Ok(parse_date("date", raw)?)
}

/// A rundown id from the wire (not positive: no such rundown).
fn rundown_id(raw: i64) -> Result<RundownId, RundownError> {
    RundownId::parse(raw).ok_or(RundownError::RundownNotFound)
}

/// A block id from the wire (not positive: no such block).
fn block_id(raw: i64) -> Result<BlockId, RundownError> {
    BlockId::parse(raw).ok_or(RundownError::NotFound)
}

/// A story id from the wire (not positive: no such story).
fn story_id(raw: i64) -> Result<StoryId, RundownError> {
    StoryId::parse(raw).ok_or(RundownError::NotFound)
}

/// A display status from the wire (UNSPECIFIED: field error on `status`).
fn display_status(p: pb::DisplayStatus) -> Result<DisplayStatus, RundownError> {
    newsroom_proto::convert::display_status_in(p).ok_or_else(|| {
        FieldError::new("status", FieldMessage::one_of(&["PLAY", "STOP", "BLANK"])).into()
    })
}

/// Story ids from the wire (one not positive: field error on `ids`).
fn story_id_list(raw: &[i64]) -> Result<Vec<StoryId>, RundownError> {
    raw.iter()
        .map(|i| StoryId::parse(*i))
        .collect::<Option<_>>()
        .ok_or_else(|| FieldError::new("ids", FieldCode::Invalid).into())
}

/// An optional template id from the wire (not positive: field error on `templateId`).
fn template_id(raw: Option<i64>) -> Result<Option<TemplateId>, RundownError> {
    raw.map(|t| {
        TemplateId::parse(t).ok_or_else(|| {
            RundownError::from(FieldError::new("templateId", FieldCode::TemplateUnknown))
        })
    })
    .transpose()
}

/// A script from its JSON (field error on `script`).
fn script(script_json: &str) -> Result<Script, RundownError> {
    let value: serde_json::Value = serde_json::from_str(script_json)
        .map_err(|_| RundownError::from(FieldError::new("script", FieldCode::Script)))?;
    Ok(Script::parse(&value)?)
}

/// A patch's `value_json` (invalid JSON: a field error on `value`).
fn value(value_json: &str) -> Result<serde_json::Value, RundownError> {
    serde_json::from_str(value_json)
        .map_err(|_| FieldError::new("value", FieldCode::Invalid).into())
}

/// An item kind filter: UNSPECIFIED is any kind.
fn item_kind(kind: pb::ItemKind) -> Result<Option<ItemKind>, RundownError> {
    Ok(newsroom_proto::convert::item_kind_in(kind))
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
impl<S: Store> pb::rundowns_server::Rundowns for RundownsGrpc<S> {
    async fn list_programs(
        &self,
        req: Request<pb::ListProgramsRequest>,
    ) -> Reply<pb::ListProgramsResponse> {
        let r = req.into_inner();
        let programs = self.service.list_programs(r.include_inactive).await?;
        let mut out: Vec<pb::Program> = programs.iter().map(view::program).collect();
        if r.with_staff {
            let staff = self.service.staff_of(&programs).await?;
            for (p, s) in out.iter_mut().zip(&staff) {
                p.staff = Some(view::staff(s));
            }
        }
        Ok(Response::new(pb::ListProgramsResponse { programs: out }))
    }

    async fn list_program_staff(&self, req: Request<pb::ProgramRef>) -> Reply<pb::ProgramStaff> {
        let staff = self
            .service
            .program_staff(program_id(req.into_inner().id)?)
            .await?;
        Ok(Response::new(view::staff(&staff)))
    }

    async fn get_program(&self, req: Request<pb::ProgramRef>) -> Reply<pb::Program> {
        let p = self
            .service
            .program(program_id(req.into_inner().id)?)
            .await?;
        Ok(Response::new(view::program(&p)))
    }

    async fn create_program(&self, req: Request<pb::ProgramInput>) -> Reply<pb::Program> {
        let p = self
            .service
            .create_program(program_in(req.into_inner())?)
            .await?;
        Ok(Response::new(view::program(&p)))
    }

    async fn update_program(&self, req: Request<pb::UpdateProgramRequest>) -> Reply<pb::Program> {
        let r = req.into_inner();
        let id = program_id(r.id)?;
        let p = self
            .service
            .update_program(id, program_in(r.program.unwrap_or_default())?)
            .await?;
        Ok(Response::new(view::program(&p)))
    }

    async fn delete_program(
        &self,
        req: Request<pb::ProgramRef>,
    ) -> Reply<pb::DeleteProgramResponse> {
        self.service
            .delete_program(program_id(req.into_inner().id)?)
            .await?;
        Ok(Response::new(pb::DeleteProgramResponse {}))
    }

    async fn check_rundown(&self, req: Request<pb::RundownKey>) -> Reply<pb::CheckRundownResponse> {
        let k = req.into_inner();
        let date = date(&k.date)?;
        let e = self
            .service
            .check(ProgramId::parse(k.program_id), date)
            .await?;
        Ok(Response::new(pb::CheckRundownResponse {
            status: existence(e).into(),
        }))
    }

    async fn get_rundown(&self, req: Request<pb::RundownKey>) -> Reply<pb::Rundown> {
        let k = req.into_inner();
        let date = date(&k.date)?;
        let program = ProgramId::parse(k.program_id).ok_or(RundownError::RundownNotFound)?;
        Ok(whole(self.service.get(program, date).await?))
    }

    async fn set_program_cg(&self, req: Request<pb::SetProgramCgRequest>) -> Reply<pb::Program> {
        let r = req.into_inner();
        let p = self
            .service
            .set_program_cg(program_id(r.program_id)?, r.device_id)
            .await?;
        Ok(Response::new(view::program(&p)))
    }

    async fn list_presenters(&self, req: Request<pb::ProgramRef>) -> Reply<pb::PresenterList> {
        let list = self
            .service
            .presenters(program_id(req.into_inner().id)?)
            .await?;
        Ok(Response::new(presenter_list(list)))
    }

    async fn set_presenters(
        &self,
        req: Request<pb::SetPresentersRequest>,
    ) -> Reply<pb::PresenterList> {
        let r = req.into_inner();
        let list = self
            .service
            .set_presenters(
                program_id(r.program_id)?,
                Presenter::parse_list(&value(&r.value_json)?).map_err(RundownError::from)?,
            )
            .await?;
        Ok(Response::new(presenter_list(list)))
    }

    async fn get_rundown_by_id(&self, req: Request<pb::RundownId>) -> Reply<pb::Rundown> {
        let id = req.into_inner().id;
        Ok(whole(self.service.get_by_id(rundown_id(id)?).await?))
    }

    async fn create_rundown(&self, req: Request<pb::CreateRundownRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        // The date is checked before the program is looked up (422 before 404).
        let date = date(&r.date)?;
        let program = program_id(r.program_id)?;
        let template = template_id(r.template_id)?;
        Ok(whole(
            self.service
                .create(program, date, template, &actor(r.actor))
                .await?,
        ))
    }

    async fn patch_rundown(&self, req: Request<pb::PatchRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .patch_rundown(
                    rundown_id(r.id)?,
                    RundownPatch::parse(&r.field, &value(&r.value_json)?)
                        .map_err(RundownError::from)?,
                    &actor(r.actor),
                )
                .await?,
        ))
    }

    async fn create_block(&self, req: Request<pb::CreateBlockRequest>) -> Reply<pb::Block> {
        let r = req.into_inner();
        let (s, id) = self
            .service
            .create_block(rundown_id(r.rundown_id)?, &r.name, &actor(r.actor))
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
            .patch_block(
                block_id(r.id)?,
                BlockPatch::parse(&r.field, &value(&r.value_json)?).map_err(RundownError::from)?,
                &actor(r.actor),
            )
            .await?;
        let b = s
            .rundown
            .block(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::block(b, &s.timing)))
    }

    async fn delete_block(&self, req: Request<pb::DeleteRequest>) -> Reply<pb::DeleteResponse> {
        let r = req.into_inner();
        self.service
            .delete_block(block_id(r.id)?, &actor(r.actor))
            .await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn reorder_blocks(&self, req: Request<pb::ReorderBlocksRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let rundown = rundown_id(r.rundown_id)?;
        let blocks = r
            .blocks_ids
            .iter()
            .map(|i| BlockId::parse(*i))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| RundownError::from(FieldError::new("blocksIds", FieldCode::Invalid)))?;
        Ok(whole(
            self.service
                .reorder_blocks(rundown, &blocks, &actor(r.actor))
                .await?,
        ))
    }

    async fn create_story(&self, req: Request<pb::CreateStoryRequest>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let origin = match r.source {
            None => None,
            Some(source) => Some(StoryOrigin {
                source: StorySource {
                    document_id: source.document_id,
                    kind: DocumentKind::parse(&source.kind).ok_or_else(|| {
                        RundownError::from(FieldError::new("source.kind", FieldCode::Invalid))
                    })?,
                },
                script: if r.script_json.is_empty() {
                    Script::default()
                } else {
                    script(&r.script_json)?
                },
                vt: if r.vt.is_empty() {
                    Duration::ZERO
                } else {
                    Duration::parse_iso(&r.vt)
                        .ok()
                        .filter(|d| !d.is_negative())
                        .ok_or_else(|| {
                            RundownError::from(FieldError::new("vt", FieldCode::Invalid))
                        })?
                },
                items: r
                    .items
                    .into_iter()
                    .map(|i| {
                        let kind =
                            newsroom_proto::convert::item_kind_in(i.kind()).ok_or_else(|| {
                                RundownError::from(FieldError::new(
                                    "items",
                                    FieldMessage::one_of(&["MEDIA", "CG"]),
                                ))
                            })?;
                        Ok(view::item_in(i, kind))
                    })
                    .collect::<Result<Vec<_>, RundownError>>()?,
            }),
        };
        let (s, id) = self
            .service
            .create_story(
                block_id(r.block_id)?,
                &r.slug,
                r.position,
                origin,
                &actor(r.actor),
            )
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
            .patch_story(
                story_id(r.id)?,
                StoryPatch::parse(&r.field, &value(&r.value_json)?).map_err(RundownError::from)?,
                &actor(r.actor),
            )
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
            .move_story(
                story_id(r.id)?,
                block_id(r.block_id)?,
                r.position,
                &actor(r.actor),
            )
            .await?;
        let story = s
            .rundown
            .story(id)
            .ok_or_else(|| Status::from(RundownError::NotFound))?;
        Ok(Response::new(view::story(story, &s.timing)))
    }

    async fn add_story_item(&self, req: Request<pb::StoryItemRequest>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let item = r.item.unwrap_or_default();
        let kind = newsroom_proto::convert::item_kind_in(item.kind()).ok_or_else(|| {
            RundownError::from(FieldError::new(
                "kind",
                FieldMessage::one_of(&["MEDIA", "CG"]),
            ))
        })?;
        let item = view::item_in(item, kind);
        let result = self
            .service
            .add_item(story_id(r.story_id)?, item, &actor(r.actor))
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
            .update_item(story_id(r.story_id)?, r.item_id, update, &actor(r.actor))
            .await;
        story_reply(result)
    }

    async fn remove_story_item(&self, req: Request<pb::StoryItemRef>) -> Reply<pb::Story> {
        let r = req.into_inner();
        let result = self
            .service
            .remove_item(
                story_id(r.story_id)?,
                r.item_id,
                item_kind(r.kind())?,
                &actor(r.actor),
            )
            .await;
        story_reply(result)
    }

    async fn delete_story(&self, req: Request<pb::DeleteRequest>) -> Reply<pb::DeleteResponse> {
        let r = req.into_inner();
        self.service
            .delete_story(story_id(r.id)?, &actor(r.actor))
            .await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn set_story_display(&self, req: Request<pb::StoryDisplayRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .set_story_display(
                &r.ids
                    .iter()
                    .filter_map(|i| StoryId::parse(*i))
                    .collect::<Vec<_>>(),
                display_status(r.status())?,
                r.update_previous,
                &actor(r.actor),
            )
            .await?;
        Ok(whole(s))
    }

    async fn set_block_display(&self, req: Request<pb::BlockDisplayRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .set_block_display(
                &r.ids
                    .iter()
                    .filter_map(|i| BlockId::parse(*i))
                    .collect::<Vec<_>>(),
                display_status(r.status())?,
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
                .set_rundown_display(
                    rundown_id(r.id)?,
                    display_status(r.status())?,
                    &actor(r.actor),
                )
                .await?,
        ))
    }

    async fn approve(&self, req: Request<pb::ApproveRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let scope = match r.level() {
            pb::ApprovalLevel::Rundown => ApprovalScope::Rundown(rundown_id(r.id)?),
            pb::ApprovalLevel::Block => ApprovalScope::Block(block_id(r.id)?),
            pb::ApprovalLevel::Story => ApprovalScope::Story(story_id(r.id)?),
            pb::ApprovalLevel::Unspecified => {
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

    async fn undo_log(&self, req: Request<pb::UndoLogRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let rundown = RundownId::parse(r.rundown_id).ok_or(RundownError::RundownNotFound)?;
        Ok(whole(
            self.service
                .undo_log(rundown, r.log_id, &actor(r.actor))
                .await?,
        ))
    }

    async fn list_logs(&self, req: Request<pb::ListLogsRequest>) -> Reply<pb::LogPage> {
        /// The last page asked for (a billion: far past any log).
        const LOG_PAGE_MAX: u64 = 1_000_000_000;
        let r = req.into_inner();
        let rundown = RundownId::parse(r.rundown_id).ok_or(RundownError::RundownNotFound)?;
        // The raw values: prost's `actions()` would skip one it does not know.
        let actions = r
            .actions
            .iter()
            .map(|a| {
                pb::LogAction::try_from(*a)
                    .ok()
                    .and_then(newsroom_proto::convert::log_action_in)
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| {
                let names = LogAction::ALL.map(LogAction::as_str);
                RundownError::from(FieldError::new("actions", FieldMessage::one_of(&names)))
            })?;
        if !(1..=200).contains(&r.size) {
            return Err(
                RundownError::from(FieldError::new("size", FieldMessage::range(1, 200))).into(),
            );
        }
        if r.page > LOG_PAGE_MAX {
            let range = FieldMessage::range(0, LOG_PAGE_MAX.cast_signed());
            return Err(RundownError::from(FieldError::new("page", range)).into());
        }
        let filter = LogFilter {
            description: r.description,
            actions,
            page: r.page,
            size: r.size,
        };
        let page = self.service.logs(rundown, filter).await?;
        Ok(Response::new(pb::LogPage {
            data: page.data.into_iter().map(view::log_entry).collect(),
            total: page.total,
        }))
    }

    async fn save_template(&self, req: Request<pb::SaveTemplateRequest>) -> Reply<pb::Template> {
        let r = req.into_inner();
        // The name is checked before the rundown is looked up (422 before 404).
        let name = TemplateName::parse("name", &r.name).map_err(RundownError::from)?;
        let t = self
            .service
            .save_template(
                rundown_id(r.rundown_id)?,
                name,
                r.overwrite,
                &actor(r.actor),
            )
            .await?;
        Ok(Response::new(view::template(&t)))
    }

    async fn list_templates(
        &self,
        req: Request<pb::ListTemplatesRequest>,
    ) -> Reply<pb::ListTemplatesResponse> {
        let ts = self
            .service
            .list_templates(
                ProgramId::parse(req.into_inner().program_id).ok_or(RundownError::NotFound)?,
            )
            .await?;
        Ok(Response::new(pb::ListTemplatesResponse {
            templates: ts.iter().map(view::template).collect(),
        }))
    }

    async fn delete_template(&self, req: Request<pb::DeleteRequest>) -> Reply<pb::DeleteResponse> {
        let id = TemplateId::parse(req.into_inner().id).ok_or(RundownError::NotFound)?;
        self.service.delete_template(id).await?;
        Ok(Response::new(pb::DeleteResponse {}))
    }

    async fn recreate_rundown(&self, req: Request<pb::RecreateRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .recreate(
                    rundown_id(r.rundown_id)?,
                    template_id(r.template_id)?,
                    &actor(r.actor),
                )
                .await?,
        ))
    }

    async fn repaginate(&self, req: Request<pb::RepaginateRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        Ok(whole(
            self.service
                .repaginate(rundown_id(r.rundown_id)?, &actor(r.actor))
                .await?,
        ))
    }

    async fn get_settings(&self, _: Request<pb::SettingsRequest>) -> Reply<pb::RundownSettings> {
        Ok(Response::new(view::settings(
            &self.service.settings().await?,
        )))
    }

    async fn set_settings(&self, req: Request<pb::RundownSettings>) -> Reply<pb::RundownSettings> {
        let r = req.into_inner();
        let lock_after_end = match r.lock_after_end.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(iso) => Some(
                newsroom_domain::time::Duration::parse_iso(iso).map_err(|_| {
                    RundownError::from(newsroom_domain::FieldError::new(
                        "lockAfterEnd",
                        newsroom_domain::FieldCode::Duration,
                    ))
                })?,
            ),
        };
        let s = newsroom_domain::rundown_settings::RundownSettings {
            lock_after_end,
            trash_retention_days: r.trash_retention_days,
            log_retention_days: r.log_retention_days,
            version_retention_days: r.version_retention_days,
        };
        Ok(Response::new(view::settings(
            &self.service.set_settings(s).await?,
        )))
    }

    async fn get_story_document(&self, req: Request<pb::StoryRef>) -> Reply<pb::StoryDocument> {
        let d = self
            .service
            .story_document(story_id(req.into_inner().id)?)
            .await?;
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
                story_id(r.id)?,
                script(&r.script_json)?,
                &r.footnote,
                &r.cue_in,
                &r.cue_out,
                &r.lock_uuid,
                &r.lock_session,
                &actor(r.actor),
            )
            .await?;
        view::document(&d)
            .map(Response::new)
            .ok_or_else(|| Status::from(RundownError::NotFound))
    }

    async fn list_revisions(&self, req: Request<pb::StoryRef>) -> Reply<pb::RevisionList> {
        let revs = self
            .service
            .revisions(story_id(req.into_inner().id)?)
            .await?;
        Ok(Response::new(pb::RevisionList {
            revisions: revs.iter().map(view::revision_summary).collect(),
        }))
    }

    async fn get_revision(&self, req: Request<pb::RevisionRef>) -> Reply<pb::RevisionView> {
        let r = req.into_inner();
        let (rev, lines) = self
            .service
            .revision(story_id(r.story_id)?, r.number)
            .await?;
        Ok(Response::new(pb::RevisionView {
            summary: Some(view::revision_summary(&rev)),
            script_json: serde_json::to_string(&rev.text.script).unwrap_or_else(|_| "[]".into()),
            footnote: rev.text.footnote,
            cue_in: rev.text.cue_in,
            cue_out: rev.text.cue_out,
            diff: newsroom_proto::convert::diff_lines(lines),
        }))
    }

    async fn list_trash(&self, req: Request<pb::ListTrashRequest>) -> Reply<pb::TrashList> {
        let items = self
            .service
            .trash(rundown_id(req.into_inner().rundown_id)?)
            .await?;
        let stories = items
            .into_iter()
            .map(|t| pb::TrashedStory {
                story: Some(view::trashed_story(&t.story)),
                deleted_at: view::timestamp(t.deleted_at),
                deleted_by: t.deleted_by,
            })
            .collect();
        Ok(Response::new(pb::TrashList { stories }))
    }

    async fn list_search_stories(
        &self,
        req: Request<pb::SearchStoriesRequest>,
    ) -> Reply<pb::SearchStoryList> {
        let r = req.into_inner();
        let selection = crate::store::StorySelection {
            after: r.after_id,
            rundowns: (!r.rundown_ids.is_empty()).then_some(r.rundown_ids),
        };
        let limit = u64::try_from(r.limit).unwrap_or(0);
        let found = self.service.search_stories(selection, limit).await?;
        let stories = found
            .into_iter()
            .map(|s| {
                let mut text = s.text.script.plain_text();
                for extra in [&s.text.footnote, &s.text.cue_in, &s.text.cue_out] {
                    if !extra.is_empty() {
                        text.push('\n');
                        text.push_str(extra);
                    }
                }
                pb::SearchStory {
                    id: s.id.get(),
                    slug: s.slug,
                    text,
                    date: s.date.format("%Y-%m-%d").to_string(),
                    program_id: s.program_id.get(),
                    approved: s.approved,
                    private: s.private,
                    deleted: s.deleted,
                    author: s
                        .author
                        .map(|(user_id, nickname)| pb::Actor { user_id, nickname }),
                }
            })
            .collect();
        Ok(Response::new(pb::SearchStoryList { stories }))
    }

    async fn restore_stories(
        &self,
        req: Request<pb::RestoreRequest>,
    ) -> Reply<pb::RestoreResponse> {
        let r = req.into_inner();
        let ids = r
            .ids
            .iter()
            .map(|i| story_id(*i))
            .collect::<Result<Vec<_>, _>>()?;
        let n = self.service.restore(&ids, &actor(r.actor)).await?;
        Ok(Response::new(pb::RestoreResponse { restored: n as i32 }))
    }

    async fn paste_stories(&self, req: Request<pb::PasteStoriesRequest>) -> Reply<pb::Rundown> {
        let r = req.into_inner();
        let s = self
            .service
            .paste(
                &story_id_list(&r.ids)?,
                block_id(r.target_block_id)?,
                r.position,
                r.cut,
                &actor(r.actor),
            )
            .await?;
        Ok(whole(s))
    }

    async fn send_to_drawer(&self, req: Request<pb::DrawerIdsRequest>) -> Reply<pb::DrawerCount> {
        let r = req.into_inner();
        let n = self
            .service
            .send_to_drawer(&story_id_list(&r.ids)?, &actor(r.actor))
            .await?;
        Ok(Response::new(pb::DrawerCount { count: n as i32 }))
    }

    async fn list_drawer(&self, req: Request<pb::ListDrawerRequest>) -> Reply<pb::DrawerList> {
        let program =
            ProgramId::parse(req.into_inner().program_id).ok_or(RundownError::NotFound)?;
        let stories = self.service.drawer(program).await?;
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
            .remove_from_drawer(&story_id_list(&r.ids)?, &actor(r.actor))
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
                &story_id_list(&r.ids)?,
                rundown_id(r.rundown_id)?,
                block_id(r.target_block_id)?,
                r.target_story_id
                    .map(|t| {
                        StoryId::parse(t).ok_or_else(|| {
                            RundownError::from(FieldError::new(
                                "targetStoryId",
                                FieldCode::StoryNotInBlock,
                            ))
                        })
                    })
                    .transpose()?,
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
                story_id(r.story_id)?,
                &r.uuid,
                &r.session,
                match (r.take_over, r.renew) {
                    (true, _) => crate::service::LockTake::TakeOver,
                    (false, true) => crate::service::LockTake::Renew,
                    (false, false) => crate::service::LockTake::Take,
                },
                &actor(r.actor),
            )
            .await?;
        Ok(Response::new(crate::service::lock_view(&l, true)))
    }

    async fn release_lock(&self, req: Request<pb::LockRequest>) -> Reply<pb::DeleteResponse> {
        let r = req.into_inner();
        self.service
            .release_lock(story_id(r.story_id)?, &r.uuid, &r.session)
            .await?;
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

/// Whether a rundown exists, on the wire.
fn existence(e: crate::service::Existence) -> pb::Existence {
    use crate::service::Existence;
    match e {
        Existence::Exist => pb::Existence::Exist,
        Existence::CanCreate => pb::Existence::CanCreate,
        Existence::CantCreate => pb::Existence::CantCreate,
    }
}
