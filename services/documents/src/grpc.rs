//! The `newsroom.documents.v1.Documents` server: wire values are parsed here into domain types (dates,
//! states, drafts), field errors raised here, and results converted back. Errors become a `Status`
//! here, once ([`newsroom_proto::errors::to_status`]).

use std::sync::Arc;

use chrono::NaiveDate;
use newsroom_domain::document::{
    AssignmentConfig, AssignmentDraft, AssignmentFields, DocumentFields, DocumentState, Grouping,
};
use newsroom_domain::production::{ProductionDraft, ProductionFields};
use newsroom_domain::proposal::{ProposalDraft, ProposalFields};
use newsroom_domain::reference::{ReferenceDraft, ReferenceKind};
use newsroom_domain::report::{ReportDraft, ReportFields};
use newsroom_domain::reportage::{ReportageDraft, ReportageFields};
use newsroom_domain::round::{RoundDraft, RoundFields};
use newsroom_domain::search::{DocumentKind, SearchDraft};
use newsroom_domain::team::{Member, ShiftDraft};
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};
use newsroom_proto::documents::v1 as pb;
use newsroom_proto::documents::v1::documents_server::Documents;
use newsroom_proto::rundowns::v1 as rpb;
use tonic::{Request, Response, Status};

use newsroom_proto::convert::lock_view;

use crate::kinds::ServiceKind;
use crate::productions::{ProductionConfig, ProductionFilter};
use crate::reportages::ReportageFilter;
use crate::reports::ReportFilter;
use crate::rounds::RoundFilter;
use crate::service::{Actor, DocumentService, DocumentsError, Filter, Page};
use crate::store::{
    Store, StoredAssignment, StoredProduction, StoredReport, StoredReportage, StoredRevision,
    StoredRound,
};
use crate::wire::{
    contact_view, fields_out, production_fields_out, production_view, proposal_view, reference_out,
    report_fields_out, report_view, reportage_fields_out, reportage_view, round_fields_out,
    round_view, state_out, team_out, view,
};

type Reply<T> = Result<Response<T>, Status>;

impl From<DocumentsError> for Status {
    fn from(e: DocumentsError) -> Self {
        newsroom_proto::errors::to_status(&e)
    }
}

/// The gRPC face of a [`DocumentService`].
pub struct DocumentsGrpc<S> {
    service: Arc<DocumentService<S>>,
}

impl<S> DocumentsGrpc<S> {
    /// Serves `service`.
    pub fn new(service: Arc<DocumentService<S>>) -> Self {
        Self { service }
    }
}

impl<S: Store> DocumentsGrpc<S> {
    /// How many documents of kind `F` of a day the viewer may see, in all and by state.
    async fn count<F: ServiceKind>(
        &self,
        r: pb::DayRequest,
    ) -> Result<pb::DocumentCounter, DocumentsError> {
        let date = NaiveDate::parse_from_str(&r.date, "%Y-%m-%d")
            .map_err(|_| invalid("date", FieldCode::Date))?;
        let c = self
            .service
            .counter::<F>(date, r.program_id, r.all_programs, r.viewer_id)
            .await?;
        let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        Ok(pb::DocumentCounter {
            total: count(c.total),
            by_state: c
                .by_state
                .into_iter()
                .map(|(state, n)| pb::StateCount {
                    state: state_out(state).into(),
                    count: count(n),
                })
                .collect(),
        })
    }

    /// Mails documents of kind `F` ([`DocumentService::email`]).
    async fn email<F: ServiceKind + crate::mail::Mailed>(
        &self,
        r: pb::EmailRequest,
    ) -> Result<pb::EmailReport, DocumentsError> {
        let actor = actor(r.actor)?;
        let who = crate::mail::Recipients {
            user_ids: r.user_ids,
            include_producers: r.include_producers,
            include_editors: r.include_editors,
            include_reporters: r.include_reporters,
            include_teams: r.include_teams,
            team_members: std::collections::HashMap::new(),
        };
        let report = self
            .service
            .email::<F>(&r.ids, &who, r.grouped, &actor)
            .await?;
        Ok(email_report(report))
    }
}

fn email_report(report: crate::service::EmailReport) -> pb::EmailReport {
    pb::EmailReport {
        mails: i64::try_from(report.mails).unwrap_or(i64::MAX),
        sent_to: report.sent_to,
        not_mailed: report.not_mailed,
    }
}

fn invalid(field: &str, message: impl Into<FieldMessage>) -> DocumentsError {
    DocumentsError::Invalid(FieldErrors::from([(field.to_owned(), message.into())]))
}

fn actor(a: Option<rpb::Actor>) -> Result<Actor, DocumentsError> {
    let a = a.ok_or_else(|| invalid("actor", FieldCode::Required))?;
    Ok(Actor {
        user_id: a.user_id,
        nickname: a.nickname,
    })
}

fn draft(f: Option<pb::AssignmentFields>) -> AssignmentDraft {
    let f = f.unwrap_or_default();
    AssignmentDraft {
        slug: f.slug,
        content: f.content,
        date: f.date,
        program_ids: f.program_ids,
        producer_ids: f.producer_ids,
        editor_ids: f.editor_ids,
        reporter_ids: f.reporter_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        priority: f.priority,
        pending: f.pending,
        classification_id: f.classification_id,
        editorial_id: f.editorial_id,
        type_id: f.type_id,
        vehicle_ids: f.vehicle_ids,
        attachment_ids: f.attachment_ids,
        team_ids: f.team_ids,
    }
}

fn revision_summary<F: DocumentFields>(r: &StoredRevision<F>) -> rpb::RevisionSummary {
    rpb::RevisionSummary {
        number: i32::try_from(r.number).unwrap_or(i32::MAX),
        at: r.at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        user_id: r.by.0,
        nickname: r.by.1.clone(),
        slug: r.fields.slug().to_owned(),
    }
}

fn reportage_draft(f: Option<pb::ReportageFields>) -> Result<ReportageDraft, DocumentsError> {
    let f = f.unwrap_or_default();
    let sections = if f.sections_json.trim().is_empty() {
        serde_json::Value::Null
    } else {
        serde_json::from_str(&f.sections_json)
            .map_err(|_| invalid("sections", FieldCode::Script))?
    };
    Ok(ReportageDraft {
        slug: f.slug,
        date: f.date,
        program_ids: f.program_ids,
        reporter_ids: f.reporter_ids,
        editor_ids: f.editor_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        assignment_id: f.assignment_id,
        sections,
        attachment_ids: f.attachment_ids,
    })
}

fn reportages(v: Vec<StoredReportage>) -> pb::ReportageList {
    pb::ReportageList {
        reportages: v.into_iter().map(reportage_view).collect(),
    }
}

fn reportage_page(p: Page<ReportageFields>) -> pb::ReportagePage {
    pb::ReportagePage {
        data: p.data.into_iter().map(reportage_view).collect(),
        total: i64::try_from(p.total).unwrap_or(i64::MAX),
    }
}

fn json_or_null(raw: &str, field: &str) -> Result<serde_json::Value, DocumentsError> {
    if raw.trim().is_empty() {
        Ok(serde_json::Value::Null)
    } else {
        serde_json::from_str(raw).map_err(|_| invalid(field, FieldCode::Invalid))
    }
}

fn production_draft(f: Option<pb::ProductionFields>) -> Result<ProductionDraft, DocumentsError> {
    let f = f.unwrap_or_default();
    Ok(ProductionDraft {
        schedule: json_or_null(&f.schedule_json, "schedule")?,
        tasks: json_or_null(&f.tasks_json, "tasks")?,
        slug: f.slug,
        date: f.date,
        program_ids: f.program_ids,
        producer_ids: f.producer_ids,
        reporter_ids: f.reporter_ids,
        vehicle_ids: f.vehicle_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        assignment_id: f.assignment_id,
        location: f.location,
        departure: f.departure,
        arrival: f.arrival,
        resources: f.resources,
        notes: f.notes,
        attachment_ids: f.attachment_ids,
    })
}

fn report_draft(f: Option<pb::ReportFields>) -> Result<ReportDraft, DocumentsError> {
    let f = f.unwrap_or_default();
    Ok(ReportDraft {
        events: json_or_null(&f.events_json, "events")?,
        slug: f.slug,
        date: f.date,
        program_ids: f.program_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        assignment_id: f.assignment_id,
        summary: f.summary,
        attachment_ids: f.attachment_ids,
    })
}

fn round_draft(f: Option<pb::RoundFields>) -> Result<RoundDraft, DocumentsError> {
    let f = f.unwrap_or_default();
    Ok(RoundDraft {
        entries: json_or_null(&f.entries_json, "entries")?,
        slug: f.slug,
        date: f.date,
        shift: f.shift,
        program_ids: f.program_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        notes: f.notes,
        attachment_ids: f.attachment_ids,
    })
}

fn proposal_draft(f: Option<pb::ProposalDraft>) -> ProposalDraft {
    let f = f.unwrap_or_default();
    ProposalDraft {
        slug: f.slug,
        date: f.date,
        program_ids: f.program_ids,
        content: f.content,
        attachment_ids: f.attachment_ids,
    }
}

fn proposals(v: Vec<crate::proposals::StoredProposal>) -> pb::ProposalList {
    pb::ProposalList {
        proposals: v.into_iter().map(proposal_view).collect(),
    }
}

fn contact_draft(f: Option<pb::ContactDraft>) -> newsroom_domain::contact::ContactDraft {
    let f = f.unwrap_or_default();
    newsroom_domain::contact::ContactDraft {
        name: f.name,
        company: f.company,
        profession: f.profession,
        emails: f.emails.into_iter().map(|e| (e.address, e.label)).collect(),
        numbers: f
            .numbers
            .into_iter()
            .map(|n| newsroom_domain::contact::NumberDraft {
                kind: n.r#type,
                country: n.country,
                label: n.label,
                number: n.number,
            })
            .collect(),
        notes: f.notes,
        group_ids: f.group_ids,
        private: f.private,
        persistent: f.persistent,
    }
}

fn contacts(v: Vec<crate::store::StoredContact>) -> pb::ContactList {
    pb::ContactList {
        contacts: v.into_iter().map(contact_view).collect(),
    }
}

fn rounds(v: Vec<StoredRound>) -> pb::RoundList {
    pb::RoundList {
        rounds: v.into_iter().map(round_view).collect(),
    }
}

fn round_page(p: Page<RoundFields>) -> pb::RoundPage {
    pb::RoundPage {
        data: p.data.into_iter().map(round_view).collect(),
        total: i64::try_from(p.total).unwrap_or(i64::MAX),
    }
}

fn reports(v: Vec<StoredReport>) -> pb::ReportList {
    pb::ReportList {
        reports: v.into_iter().map(report_view).collect(),
    }
}

fn report_page(p: Page<ReportFields>) -> pb::ReportPage {
    pb::ReportPage {
        data: p.data.into_iter().map(report_view).collect(),
        total: i64::try_from(p.total).unwrap_or(i64::MAX),
    }
}

fn productions(v: Vec<StoredProduction>) -> pb::ProductionList {
    pb::ProductionList {
        productions: v.into_iter().map(production_view).collect(),
    }
}

fn production_page(p: Page<ProductionFields>) -> pb::ProductionPage {
    pb::ProductionPage {
        data: p.data.into_iter().map(production_view).collect(),
        total: i64::try_from(p.total).unwrap_or(i64::MAX),
    }
}

fn optional_date(raw: &str) -> Result<Option<NaiveDate>, DocumentsError> {
    if raw.is_empty() {
        return Ok(None);
    }
    NaiveDate::parse_from_str(raw, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| invalid("date", FieldCode::Date))
}

fn reference_draft(r: pb::SaveReferenceRequest) -> ReferenceDraft {
    ReferenceDraft {
        name: r.name,
        medium: r.medium,
        segment_id: r.segment_id,
        phone: r.phone,
        contact: r.contact,
    }
}

/// `(id, count)` pairs as the wire's usage counts.
fn usage_out(counts: Vec<(i64, u64)>) -> pb::ReferenceUsage {
    pb::ReferenceUsage {
        counts: counts
            .into_iter()
            .map(|(id, n)| pb::UsageCount {
                id,
                count: i64::try_from(n).unwrap_or(i64::MAX),
            })
            .collect(),
    }
}

fn required_date(raw: &str) -> Result<NaiveDate, DocumentsError> {
    optional_date(raw)?.ok_or_else(|| invalid("date", FieldCode::Date))
}

fn shift_draft(s: Option<pb::TeamShift>) -> ShiftDraft {
    let s = s.unwrap_or_default();
    ShiftDraft {
        date: s.date,
        start: s.start,
        end: s.end,
        members: s
            .members
            .into_iter()
            .map(|m| Member {
                user_id: m.user_id,
                function: m.function,
            })
            .collect(),
        notes: s.notes,
    }
}

fn kind_in(raw: i32) -> Result<ReferenceKind, DocumentsError> {
    match pb::ReferenceKind::try_from(raw) {
        Ok(pb::ReferenceKind::Classification) => Ok(ReferenceKind::Classification),
        Ok(pb::ReferenceKind::Editorial) => Ok(ReferenceKind::Editorial),
        Ok(pb::ReferenceKind::Type) => Ok(ReferenceKind::Type),
        Ok(pb::ReferenceKind::Vehicle) => Ok(ReferenceKind::Vehicle),
        Ok(pb::ReferenceKind::Segment) => Ok(ReferenceKind::Segment),
        Ok(pb::ReferenceKind::Institution) => Ok(ReferenceKind::Institution),
        Ok(pb::ReferenceKind::ReportCategory) => Ok(ReferenceKind::ReportCategory),
        Ok(pb::ReferenceKind::ContactGroup) => Ok(ReferenceKind::ContactGroup),
        _ => Err(invalid(
            "kind",
            FieldMessage::one_of(&ReferenceKind::ALL.map(ReferenceKind::as_str)),
        )),
    }
}

fn config_out(c: AssignmentConfig) -> pb::AssignmentConfig {
    pb::AssignmentConfig {
        state_lock: c.state_lock,
        default_grouping: c.default_grouping.as_str().to_owned(),
    }
}

fn state_in(raw: i32) -> Result<DocumentState, DocumentsError> {
    match pb::DocumentState::try_from(raw) {
        Ok(pb::DocumentState::Producing) => Ok(DocumentState::Producing),
        Ok(pb::DocumentState::Covering) => Ok(DocumentState::Covering),
        Ok(pb::DocumentState::Completed) => Ok(DocumentState::Completed),
        Ok(pb::DocumentState::Interrupted) => Ok(DocumentState::Interrupted),
        Ok(pb::DocumentState::Editing) => Ok(DocumentState::Editing),
        _ => Err(invalid(
            "state",
            FieldMessage::one_of(&DocumentState::ALL.map(DocumentState::as_str)),
        )),
    }
}

fn list(v: Vec<StoredAssignment>) -> pb::AssignmentList {
    pb::AssignmentList {
        assignments: v.into_iter().map(view).collect(),
    }
}

fn page(p: Page) -> pb::AssignmentPage {
    pb::AssignmentPage {
        data: p.data.into_iter().map(view).collect(),
        total: i64::try_from(p.total).unwrap_or(i64::MAX),
    }
}

fn offset(raw: i64) -> Result<u64, DocumentsError> {
    u64::try_from(raw).map_err(|_| invalid("offset", FieldCode::NotNegative))
}

fn size(raw: i64) -> u64 {
    // Out of range sizes are refused by the service with the allowed range.
    u64::try_from(raw).unwrap_or(0)
}

#[tonic::async_trait]
impl<S: Store> Documents for DocumentsGrpc<S> {
    async fn create_assignment(
        &self,
        req: Request<pb::CreateAssignmentRequest>,
    ) -> Reply<pb::Assignment> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let a = self.service.create(&draft(r.fields), &actor).await?;
        Ok(Response::new(view(a)))
    }

    async fn get_assignment(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Assignment> {
        let r = req.into_inner();
        Ok(Response::new(view(
            self.service.get(r.id, r.viewer_id).await?,
        )))
    }

    async fn update_assignment(
        &self,
        req: Request<pb::UpdateAssignmentRequest>,
    ) -> Reply<pb::Assignment> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let a = self
            .service
            .update(
                r.id,
                r.revision,
                &draft(r.fields),
                (&r.lock_uuid, &r.lock_session),
                &actor,
            )
            .await?;
        Ok(Response::new(view(a)))
    }

    async fn patch_assignment(
        &self,
        req: Request<pb::PatchAssignmentRequest>,
    ) -> Reply<pb::Assignment> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let value: serde_json::Value = serde_json::from_str(&r.value_json)
            .map_err(|_| invalid(&r.field, FieldCode::Invalid))?;
        let a = self
            .service
            .patch(r.id, &r.field, &value, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(view(a)))
    }

    async fn list_assignments(&self, req: Request<pb::DayRequest>) -> Reply<pb::AssignmentList> {
        let r = req.into_inner();
        let date = NaiveDate::parse_from_str(&r.date, "%Y-%m-%d")
            .map_err(|_| invalid("date", FieldCode::Date))?;
        let found = self
            .service
            .by_date::<AssignmentFields>(date, r.program_id, r.all_programs, r.viewer_id)
            .await?;
        Ok(Response::new(list(found)))
    }

    async fn filter_assignments(
        &self,
        req: Request<pb::AssignmentFilter>,
    ) -> Reply<pb::AssignmentPage> {
        let r = req.into_inner();
        let filter = Filter {
            slug: r.slug,
            content: r.content,
            producer_id: r.producer_id,
            program_id: r.program_id,
            offset: offset(r.offset)?,
            size: size(r.size),
        };
        Ok(Response::new(page(
            self.service.filter(&filter, r.viewer_id).await?,
        )))
    }

    async fn set_assignment_states(
        &self,
        req: Request<pb::SetStatesRequest>,
    ) -> Reply<pb::AssignmentList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let state = state_in(r.state)?;
        Ok(Response::new(list(
            self.service
                .set_states::<AssignmentFields>(&r.ids, state, &actor)
                .await?,
        )))
    }

    async fn delete_assignments(&self, req: Request<pb::IdsRequest>) -> Reply<pb::AssignmentList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(list(
            self.service
                .trash::<AssignmentFields>(&r.ids, false, &actor)
                .await?,
        )))
    }

    async fn list_excluded_assignments(
        &self,
        req: Request<pb::ExcludedRequest>,
    ) -> Reply<pb::AssignmentPage> {
        let r = req.into_inner();
        let p = self
            .service
            .excluded::<AssignmentFields>(offset(r.offset)?, size(r.size), r.viewer_id)
            .await?;
        Ok(Response::new(page(p)))
    }

    async fn restore_assignments(&self, req: Request<pb::IdsRequest>) -> Reply<pb::AssignmentList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(list(
            self.service
                .trash::<AssignmentFields>(&r.ids, true, &actor)
                .await?,
        )))
    }

    async fn copy_assignments(&self, req: Request<pb::CopyRequest>) -> Reply<pb::AssignmentList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let copies = self
            .service
            .copy::<AssignmentFields>(&r.ids, &r.program_ids, &r.date, &actor)
            .await?;
        Ok(Response::new(list(copies)))
    }

    async fn email_assignments(&self, req: Request<pb::EmailRequest>) -> Reply<pb::EmailReport> {
        Ok(Response::new(
            self.email::<AssignmentFields>(req.into_inner()).await?,
        ))
    }

    async fn count_assignments(&self, req: Request<pb::DayRequest>) -> Reply<pb::DocumentCounter> {
        Ok(Response::new(
            self.count::<AssignmentFields>(req.into_inner()).await?,
        ))
    }

    async fn get_assignment_config(
        &self,
        _req: Request<pb::ConfigRequest>,
    ) -> Reply<pb::AssignmentConfig> {
        Ok(Response::new(config_out(self.service.config().await?)))
    }

    async fn set_assignment_config(
        &self,
        req: Request<pb::SetConfigRequest>,
    ) -> Reply<pb::AssignmentConfig> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let wanted = r.config.unwrap_or_default();
        let default_grouping = if wanted.default_grouping.is_empty() {
            self.service.config().await?.default_grouping
        } else {
            Grouping::parse(&wanted.default_grouping).ok_or_else(|| {
                invalid(
                    "defaultGrouping",
                    FieldMessage::one_of(&Grouping::ALL.map(Grouping::as_str)),
                )
            })?
        };
        let config = AssignmentConfig {
            state_lock: wanted.state_lock,
            default_grouping,
        };
        let c = self.service.set_config(config, &actor).await?;
        Ok(Response::new(config_out(c)))
    }

    async fn list_assignment_revisions(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<rpb::RevisionList> {
        let r = req.into_inner();
        let list = self
            .service
            .revisions::<AssignmentFields>(r.id, r.viewer_id)
            .await?;
        Ok(Response::new(rpb::RevisionList {
            revisions: list.iter().map(revision_summary).collect(),
        }))
    }

    async fn get_assignment_revision(
        &self,
        req: Request<pb::DocumentRevisionRef>,
    ) -> Reply<pb::AssignmentRevision> {
        let r = req.into_inner();
        let v = self
            .service
            .revision::<AssignmentFields>(r.id, i64::from(r.number), r.viewer_id)
            .await?;
        let rev = v.revision;
        Ok(Response::new(pb::AssignmentRevision {
            summary: Some(revision_summary(&rev)),
            state: state_out(rev.state).into(),
            deleted: rev.deleted,
            fields: Some(fields_out(rev.fields)),
            diff: newsroom_proto::convert::diff_lines(v.diff),
        }))
    }

    async fn create_reportage(
        &self,
        req: Request<pb::CreateReportageRequest>,
    ) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = reportage_draft(r.fields)?;
        let saved = self.service.create_reportage(&draft, &actor).await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn create_reportage_from_assignment(
        &self,
        req: Request<pb::FromAssignmentRequest>,
    ) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .reportage_from_assignment(r.assignment_id, &actor)
            .await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn get_reportage(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        Ok(Response::new(reportage_view(
            self.service.get_reportage(r.id, r.viewer_id).await?,
        )))
    }

    async fn update_reportage(
        &self,
        req: Request<pb::UpdateReportageRequest>,
    ) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = reportage_draft(r.fields)?;
        let saved = self
            .service
            .update_reportage(
                r.id,
                r.revision,
                &draft,
                (&r.lock_uuid, &r.lock_session),
                &actor,
            )
            .await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn add_reportage_graphic(
        &self,
        req: Request<pb::AddGraphicRequest>,
    ) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .add_reportage_graphic(
                r.id,
                (r.device_id, r.template_id),
                &r.fields_json,
                &r.lock_session,
                &actor,
            )
            .await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn update_reportage_graphic(
        &self,
        req: Request<pb::UpdateGraphicRequest>,
    ) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .update_reportage_graphic(r.id, r.graphic_id, &r.fields_json, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn remove_reportage_graphic(&self, req: Request<pb::GraphicRef>) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .remove_reportage_graphic(r.id, r.graphic_id, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn move_reportage_graphic(
        &self,
        req: Request<pb::MoveGraphicRequest>,
    ) -> Reply<pb::Reportage> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .move_reportage_graphic(
                r.id,
                r.graphic_id,
                usize::try_from(r.position.max(0)).unwrap_or(0),
                &r.lock_session,
                &actor,
            )
            .await?;
        Ok(Response::new(reportage_view(saved)))
    }

    async fn filter_reportages(
        &self,
        req: Request<pb::ReportageFilter>,
    ) -> Reply<pb::ReportagePage> {
        let r = req.into_inner();
        let date = if r.date.is_empty() {
            None
        } else {
            Some(
                NaiveDate::parse_from_str(&r.date, "%Y-%m-%d")
                    .map_err(|_| invalid("date", FieldCode::Date))?,
            )
        };
        let filter = ReportageFilter {
            slug: r.slug,
            content: r.content,
            reporter_id: r.reporter_id,
            program_id: r.program_id,
            all_programs: r.all_programs,
            date,
            offset: offset(r.offset)?,
            size: size(r.size),
        };
        Ok(Response::new(reportage_page(
            self.service.reportage_page(&filter, r.viewer_id).await?,
        )))
    }

    async fn set_reportage_states(
        &self,
        req: Request<pb::SetStatesRequest>,
    ) -> Reply<pb::ReportageList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let state = state_in(r.state)?;
        Ok(Response::new(reportages(
            self.service
                .set_states::<ReportageFields>(&r.ids, state, &actor)
                .await?,
        )))
    }

    async fn approve_reportages(
        &self,
        req: Request<pb::ApproveRequest>,
    ) -> Reply<pb::ReportageList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(reportages(
            self.service
                .approve_reportages(&r.ids, r.approved, &actor)
                .await?,
        )))
    }

    async fn delete_reportages(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ReportageList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(reportages(
            self.service
                .trash::<ReportageFields>(&r.ids, false, &actor)
                .await?,
        )))
    }

    async fn list_excluded_reportages(
        &self,
        req: Request<pb::ExcludedRequest>,
    ) -> Reply<pb::ReportagePage> {
        let r = req.into_inner();
        let p = self
            .service
            .excluded::<ReportageFields>(offset(r.offset)?, size(r.size), r.viewer_id)
            .await?;
        Ok(Response::new(reportage_page(p)))
    }

    async fn restore_reportages(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ReportageList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(reportages(
            self.service
                .trash::<ReportageFields>(&r.ids, true, &actor)
                .await?,
        )))
    }

    async fn list_reportage_revisions(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<rpb::RevisionList> {
        let r = req.into_inner();
        let list = self
            .service
            .revisions::<ReportageFields>(r.id, r.viewer_id)
            .await?;
        Ok(Response::new(rpb::RevisionList {
            revisions: list.iter().map(revision_summary).collect(),
        }))
    }

    async fn get_reportage_revision(
        &self,
        req: Request<pb::DocumentRevisionRef>,
    ) -> Reply<pb::ReportageRevision> {
        let r = req.into_inner();
        let v = self
            .service
            .revision::<ReportageFields>(r.id, i64::from(r.number), r.viewer_id)
            .await?;
        let rev = v.revision;
        Ok(Response::new(pb::ReportageRevision {
            summary: Some(revision_summary(&rev)),
            state: state_out(rev.state).into(),
            deleted: rev.deleted,
            approved: rev.approved,
            fields: Some(reportage_fields_out(rev.fields)),
            diff: newsroom_proto::convert::diff_lines(v.diff),
        }))
    }

    async fn create_round(&self, req: Request<pb::CreateRoundRequest>) -> Reply<pb::Round> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = round_draft(r.fields)?;
        let saved = self.service.create_round(&draft, &actor).await?;
        Ok(Response::new(round_view(saved)))
    }

    async fn get_round(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Round> {
        let r = req.into_inner();
        Ok(Response::new(round_view(
            self.service.get_round(r.id, r.viewer_id).await?,
        )))
    }

    async fn update_round(&self, req: Request<pb::UpdateRoundRequest>) -> Reply<pb::Round> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = round_draft(r.fields)?;
        let saved = self
            .service
            .update_round(
                r.id,
                r.revision,
                &draft,
                (&r.lock_uuid, &r.lock_session),
                &actor,
            )
            .await?;
        Ok(Response::new(round_view(saved)))
    }

    async fn patch_round(&self, req: Request<pb::PatchRoundRequest>) -> Reply<pb::Round> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let value: serde_json::Value = serde_json::from_str(&r.value_json)
            .map_err(|_| invalid(&r.field, FieldCode::Invalid))?;
        let saved = self
            .service
            .patch_round(r.id, &r.field, &value, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(round_view(saved)))
    }

    async fn note_round_call(&self, req: Request<pb::NoteRoundCallRequest>) -> Reply<pb::Round> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let call: serde_json::Value = serde_json::from_str(&r.call_json)
            .map_err(|_| invalid("entries", FieldCode::Invalid))?;
        let saved = self
            .service
            .note_round_call(r.id, r.institution_id, &call, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(round_view(saved)))
    }

    async fn list_rounds(&self, req: Request<pb::DayRequest>) -> Reply<pb::RoundList> {
        let day = req.into_inner();
        let date = NaiveDate::parse_from_str(&day.date, "%Y-%m-%d")
            .map_err(|_| invalid("date", FieldCode::Date))?;
        let found = self
            .service
            .by_date::<RoundFields>(date, day.program_id, day.all_programs, day.viewer_id)
            .await?;
        Ok(Response::new(rounds(found)))
    }

    async fn filter_rounds(&self, req: Request<pb::RoundFilter>) -> Reply<pb::RoundPage> {
        let r = req.into_inner();
        let filter = RoundFilter {
            date: optional_date(&r.date)?,
            slug: r.slug,
            content: r.content,
            institution_id: r.institution_id,
            program_id: r.program_id,
            offset: offset(r.offset)?,
            size: size(r.size),
        };
        Ok(Response::new(round_page(
            self.service.round_page(&filter, r.viewer_id).await?,
        )))
    }

    async fn set_round_states(&self, req: Request<pb::SetStatesRequest>) -> Reply<pb::RoundList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let state = state_in(r.state)?;
        Ok(Response::new(rounds(
            self.service
                .set_states::<RoundFields>(&r.ids, state, &actor)
                .await?,
        )))
    }

    async fn delete_rounds(&self, req: Request<pb::IdsRequest>) -> Reply<pb::RoundList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(rounds(
            self.service
                .trash::<RoundFields>(&r.ids, false, &actor)
                .await?,
        )))
    }

    async fn list_excluded_rounds(
        &self,
        req: Request<pb::ExcludedRequest>,
    ) -> Reply<pb::RoundPage> {
        let r = req.into_inner();
        let p = self
            .service
            .excluded::<RoundFields>(offset(r.offset)?, size(r.size), r.viewer_id)
            .await?;
        Ok(Response::new(round_page(p)))
    }

    async fn restore_rounds(&self, req: Request<pb::IdsRequest>) -> Reply<pb::RoundList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(rounds(
            self.service
                .trash::<RoundFields>(&r.ids, true, &actor)
                .await?,
        )))
    }

    async fn list_round_revisions(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<rpb::RevisionList> {
        let r = req.into_inner();
        let list = self
            .service
            .revisions::<RoundFields>(r.id, r.viewer_id)
            .await?;
        Ok(Response::new(rpb::RevisionList {
            revisions: list.iter().map(revision_summary).collect(),
        }))
    }

    async fn get_round_revision(
        &self,
        req: Request<pb::DocumentRevisionRef>,
    ) -> Reply<pb::RoundRevision> {
        let r = req.into_inner();
        let v = self
            .service
            .revision::<RoundFields>(r.id, i64::from(r.number), r.viewer_id)
            .await?;
        let rev = v.revision;
        Ok(Response::new(pb::RoundRevision {
            summary: Some(revision_summary(&rev)),
            state: state_out(rev.state).into(),
            deleted: rev.deleted,
            fields: Some(round_fields_out(rev.fields)),
            diff: newsroom_proto::convert::diff_lines(v.diff),
        }))
    }

    async fn create_assignments_from_round(
        &self,
        req: Request<pb::FromRoundRequest>,
    ) -> Reply<pb::FromRoundReply> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let (made, round) = self
            .service
            .assignments_from_round(r.round_id, &r.entry_ids, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(pb::FromRoundReply {
            assignments: made.into_iter().map(view).collect(),
            round: Some(round_view(round)),
        }))
    }

    async fn create_proposal(
        &self,
        req: Request<pb::CreateProposalRequest>,
    ) -> Reply<pb::Proposal> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .create_proposal(&proposal_draft(r.fields), &actor)
            .await?;
        Ok(Response::new(proposal_view(saved)))
    }

    async fn get_proposal(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Proposal> {
        let r = req.into_inner();
        Ok(Response::new(proposal_view(
            self.service.get_proposal(r.id, r.viewer_id).await?,
        )))
    }

    async fn update_proposal(
        &self,
        req: Request<pb::UpdateProposalRequest>,
    ) -> Reply<pb::Proposal> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .update_proposal(
                r.id,
                r.revision,
                &proposal_draft(r.fields),
                r.moderator,
                &actor,
            )
            .await?;
        Ok(Response::new(proposal_view(saved)))
    }

    async fn list_proposals(&self, req: Request<pb::DayRequest>) -> Reply<pb::ProposalList> {
        let day = req.into_inner();
        let date = NaiveDate::parse_from_str(&day.date, "%Y-%m-%d")
            .map_err(|_| invalid("date", FieldCode::Date))?;
        let found = self
            .service
            .by_date::<ProposalFields>(date, day.program_id, day.all_programs, day.viewer_id)
            .await?;
        Ok(Response::new(proposals(found)))
    }

    async fn delete_proposals(
        &self,
        req: Request<pb::ProposalIdsRequest>,
    ) -> Reply<pb::ProposalList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(proposals(
            self.service
                .trash_proposals(&r.ids, false, r.moderator, &actor)
                .await?,
        )))
    }

    async fn list_excluded_proposals(
        &self,
        req: Request<pb::ExcludedRequest>,
    ) -> Reply<pb::ProposalPage> {
        let r = req.into_inner();
        let p = self
            .service
            .excluded::<ProposalFields>(offset(r.offset)?, size(r.size), r.viewer_id)
            .await?;
        Ok(Response::new(pb::ProposalPage {
            data: p.data.into_iter().map(proposal_view).collect(),
            total: i64::try_from(p.total).unwrap_or(i64::MAX),
        }))
    }

    async fn restore_proposals(
        &self,
        req: Request<pb::ProposalIdsRequest>,
    ) -> Reply<pb::ProposalList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(proposals(
            self.service
                .trash_proposals(&r.ids, true, r.moderator, &actor)
                .await?,
        )))
    }

    async fn decline_proposal(
        &self,
        req: Request<pb::DeclineProposalRequest>,
    ) -> Reply<pb::Proposal> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .decline_proposal(r.id, &r.answer, &actor)
            .await?;
        Ok(Response::new(proposal_view(saved)))
    }

    async fn create_assignment_from_proposal(
        &self,
        req: Request<pb::FromProposalRequest>,
    ) -> Reply<pb::FromProposalReply> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let (assignment, proposal) = self
            .service
            .assignment_from_proposal(r.proposal_id, &actor)
            .await?;
        Ok(Response::new(pb::FromProposalReply {
            assignment: Some(view(assignment)),
            proposal: Some(proposal_view(proposal)),
        }))
    }

    async fn create_contact(&self, req: Request<pb::SaveContactRequest>) -> Reply<pb::Contact> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .create_contact(&contact_draft(r.fields), &actor)
            .await?;
        Ok(Response::new(contact_view(saved)))
    }

    async fn get_contact(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Contact> {
        let r = req.into_inner();
        Ok(Response::new(contact_view(
            self.service.get_contact(r.id, r.viewer_id).await?,
        )))
    }

    async fn update_contact(&self, req: Request<pb::SaveContactRequest>) -> Reply<pb::Contact> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .update_contact(r.id, r.revision, &contact_draft(r.fields), &actor)
            .await?;
        Ok(Response::new(contact_view(saved)))
    }

    async fn filter_contacts(&self, req: Request<pb::ContactFilter>) -> Reply<pb::ContactPage> {
        let r = req.into_inner();
        let filter = crate::contacts::ContactFilter {
            words: r.words,
            group_id: r.group_id,
            persistent: !r.hidden,
            deleted: r.deleted,
            offset: offset(r.offset)?,
            size: size(r.size),
        };
        let (data, total) = self.service.contact_page(&filter, r.viewer_id).await?;
        Ok(Response::new(pb::ContactPage {
            data: data.into_iter().map(contact_view).collect(),
            total: i64::try_from(total).unwrap_or(i64::MAX),
        }))
    }

    async fn delete_contacts(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ContactList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(contacts(
            self.service.trash_contacts(&r.ids, false, &actor).await?,
        )))
    }

    async fn restore_contacts(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ContactList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(contacts(
            self.service.trash_contacts(&r.ids, true, &actor).await?,
        )))
    }

    async fn create_report(&self, req: Request<pb::CreateReportRequest>) -> Reply<pb::Report> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = report_draft(r.fields)?;
        let saved = self.service.create_report(&draft, &actor).await?;
        Ok(Response::new(report_view(saved)))
    }

    async fn create_report_from_assignment(
        &self,
        req: Request<pb::FromAssignmentRequest>,
    ) -> Reply<pb::Report> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .report_from_assignment(r.assignment_id, &actor)
            .await?;
        Ok(Response::new(report_view(saved)))
    }

    async fn get_report(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Report> {
        let r = req.into_inner();
        Ok(Response::new(report_view(
            self.service.get_report(r.id, r.viewer_id).await?,
        )))
    }

    async fn list_assignment_reports(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<pb::ReportList> {
        let r = req.into_inner();
        Ok(Response::new(reports(
            self.service.assignment_reports(r.id, r.viewer_id).await?,
        )))
    }

    async fn update_report(&self, req: Request<pb::UpdateReportRequest>) -> Reply<pb::Report> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = report_draft(r.fields)?;
        let saved = self
            .service
            .update_report(
                r.id,
                r.revision,
                &draft,
                (&r.lock_uuid, &r.lock_session),
                &actor,
            )
            .await?;
        Ok(Response::new(report_view(saved)))
    }

    async fn patch_report(&self, req: Request<pb::PatchReportRequest>) -> Reply<pb::Report> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let value: serde_json::Value = serde_json::from_str(&r.value_json)
            .map_err(|_| invalid(&r.field, FieldCode::Invalid))?;
        let saved = self
            .service
            .patch_report(r.id, &r.field, &value, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(report_view(saved)))
    }

    async fn list_reports(&self, req: Request<pb::DayRequest>) -> Reply<pb::ReportList> {
        let day = req.into_inner();
        let date = NaiveDate::parse_from_str(&day.date, "%Y-%m-%d")
            .map_err(|_| invalid("date", FieldCode::Date))?;
        let found = self
            .service
            .by_date::<ReportFields>(date, day.program_id, day.all_programs, day.viewer_id)
            .await?;
        Ok(Response::new(reports(found)))
    }

    async fn filter_reports(&self, req: Request<pb::ReportFilter>) -> Reply<pb::ReportPage> {
        let r = req.into_inner();
        let filter = ReportFilter {
            date: optional_date(&r.date)?,
            slug: r.slug,
            content: r.content,
            category_id: r.category_id,
            program_id: r.program_id,
            offset: offset(r.offset)?,
            size: size(r.size),
        };
        Ok(Response::new(report_page(
            self.service.report_page(&filter, r.viewer_id).await?,
        )))
    }

    async fn set_report_states(&self, req: Request<pb::SetStatesRequest>) -> Reply<pb::ReportList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let state = state_in(r.state)?;
        Ok(Response::new(reports(
            self.service
                .set_states::<ReportFields>(&r.ids, state, &actor)
                .await?,
        )))
    }

    async fn delete_reports(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ReportList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(reports(
            self.service
                .trash::<ReportFields>(&r.ids, false, &actor)
                .await?,
        )))
    }

    async fn list_excluded_reports(
        &self,
        req: Request<pb::ExcludedRequest>,
    ) -> Reply<pb::ReportPage> {
        let r = req.into_inner();
        let p = self
            .service
            .excluded::<ReportFields>(offset(r.offset)?, size(r.size), r.viewer_id)
            .await?;
        Ok(Response::new(report_page(p)))
    }

    async fn restore_reports(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ReportList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(reports(
            self.service
                .trash::<ReportFields>(&r.ids, true, &actor)
                .await?,
        )))
    }

    async fn list_report_revisions(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<rpb::RevisionList> {
        let r = req.into_inner();
        let list = self
            .service
            .revisions::<ReportFields>(r.id, r.viewer_id)
            .await?;
        Ok(Response::new(rpb::RevisionList {
            revisions: list.iter().map(revision_summary).collect(),
        }))
    }

    async fn get_report_revision(
        &self,
        req: Request<pb::DocumentRevisionRef>,
    ) -> Reply<pb::ReportRevision> {
        let r = req.into_inner();
        let v = self
            .service
            .revision::<ReportFields>(r.id, i64::from(r.number), r.viewer_id)
            .await?;
        let rev = v.revision;
        Ok(Response::new(pb::ReportRevision {
            summary: Some(revision_summary(&rev)),
            state: state_out(rev.state).into(),
            deleted: rev.deleted,
            fields: Some(report_fields_out(rev.fields)),
            diff: newsroom_proto::convert::diff_lines(v.diff),
        }))
    }

    async fn create_production(
        &self,
        req: Request<pb::CreateProductionRequest>,
    ) -> Reply<pb::Production> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = production_draft(r.fields)?;
        let saved = self.service.create_production(&draft, &actor).await?;
        Ok(Response::new(production_view(saved)))
    }

    async fn create_production_from_assignment(
        &self,
        req: Request<pb::FromAssignmentRequest>,
    ) -> Reply<pb::Production> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let saved = self
            .service
            .production_from_assignment(r.assignment_id, &actor)
            .await?;
        Ok(Response::new(production_view(saved)))
    }

    async fn get_production(&self, req: Request<pb::DocumentRef>) -> Reply<pb::Production> {
        let r = req.into_inner();
        Ok(Response::new(production_view(
            self.service.get_production(r.id, r.viewer_id).await?,
        )))
    }

    async fn list_assignment_productions(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<pb::ProductionList> {
        let r = req.into_inner();
        Ok(Response::new(productions(
            self.service
                .assignment_productions(r.id, r.viewer_id)
                .await?,
        )))
    }

    async fn update_production(
        &self,
        req: Request<pb::UpdateProductionRequest>,
    ) -> Reply<pb::Production> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let draft = production_draft(r.fields)?;
        let saved = self
            .service
            .update_production(
                r.id,
                r.revision,
                &draft,
                (&r.lock_uuid, &r.lock_session),
                &actor,
            )
            .await?;
        Ok(Response::new(production_view(saved)))
    }

    async fn patch_production(
        &self,
        req: Request<pb::PatchProductionRequest>,
    ) -> Reply<pb::Production> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let value: serde_json::Value = serde_json::from_str(&r.value_json)
            .map_err(|_| invalid(&r.field, FieldCode::Invalid))?;
        let saved = self
            .service
            .patch_production(r.id, &r.field, &value, &r.lock_session, &actor)
            .await?;
        Ok(Response::new(production_view(saved)))
    }

    async fn list_productions(
        &self,
        req: Request<pb::ProductionDayRequest>,
    ) -> Reply<pb::ProductionList> {
        let r = req.into_inner();
        let day = r.day.unwrap_or_default();
        let date = NaiveDate::parse_from_str(&day.date, "%Y-%m-%d")
            .map_err(|_| invalid("date", FieldCode::Date))?;
        let found = self
            .service
            .productions_of_day(
                date,
                day.program_id,
                day.all_programs,
                r.only_not_done,
                day.viewer_id,
            )
            .await?;
        Ok(Response::new(productions(found)))
    }

    async fn filter_productions(
        &self,
        req: Request<pb::ProductionFilter>,
    ) -> Reply<pb::ProductionPage> {
        let r = req.into_inner();
        let filter = ProductionFilter {
            date: optional_date(&r.date)?,
            slug: r.slug,
            content: r.content,
            producer_id: r.producer_id,
            program_id: r.program_id,
            offset: offset(r.offset)?,
            size: size(r.size),
        };
        Ok(Response::new(production_page(
            self.service.production_page(&filter, r.viewer_id).await?,
        )))
    }

    async fn set_production_states(
        &self,
        req: Request<pb::SetStatesRequest>,
    ) -> Reply<pb::ProductionList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let state = state_in(r.state)?;
        Ok(Response::new(productions(
            self.service
                .set_states::<ProductionFields>(&r.ids, state, &actor)
                .await?,
        )))
    }

    async fn delete_productions(&self, req: Request<pb::IdsRequest>) -> Reply<pb::ProductionList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(productions(
            self.service
                .trash::<ProductionFields>(&r.ids, false, &actor)
                .await?,
        )))
    }

    async fn list_excluded_productions(
        &self,
        req: Request<pb::ExcludedRequest>,
    ) -> Reply<pb::ProductionPage> {
        let r = req.into_inner();
        let p = self
            .service
            .excluded::<ProductionFields>(offset(r.offset)?, size(r.size), r.viewer_id)
            .await?;
        Ok(Response::new(production_page(p)))
    }

    async fn restore_productions(
        &self,
        req: Request<pb::RestoreProductionsRequest>,
    ) -> Reply<pb::ProductionList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        Ok(Response::new(productions(
            self.service
                .restore_productions(&r.ids, optional_date(r.date.trim())?, &actor)
                .await?,
        )))
    }

    async fn list_production_revisions(
        &self,
        req: Request<pb::DocumentRef>,
    ) -> Reply<rpb::RevisionList> {
        let r = req.into_inner();
        let list = self
            .service
            .revisions::<ProductionFields>(r.id, r.viewer_id)
            .await?;
        Ok(Response::new(rpb::RevisionList {
            revisions: list.iter().map(revision_summary).collect(),
        }))
    }

    async fn get_production_revision(
        &self,
        req: Request<pb::DocumentRevisionRef>,
    ) -> Reply<pb::ProductionRevision> {
        let r = req.into_inner();
        let v = self
            .service
            .revision::<ProductionFields>(r.id, i64::from(r.number), r.viewer_id)
            .await?;
        let rev = v.revision;
        Ok(Response::new(pb::ProductionRevision {
            summary: Some(revision_summary(&rev)),
            state: state_out(rev.state).into(),
            deleted: rev.deleted,
            fields: Some(production_fields_out(rev.fields)),
            diff: newsroom_proto::convert::diff_lines(v.diff),
        }))
    }

    async fn get_production_config(
        &self,
        _req: Request<pb::ConfigRequest>,
    ) -> Reply<pb::ProductionConfig> {
        let c = self.service.production_config().await?;
        Ok(Response::new(pb::ProductionConfig {
            default_tasks: c.default_tasks,
        }))
    }

    async fn set_production_config(
        &self,
        req: Request<pb::SetProductionConfigRequest>,
    ) -> Reply<pb::ProductionConfig> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let c = self
            .service
            .set_production_config(
                ProductionConfig {
                    default_tasks: r.config.unwrap_or_default().default_tasks,
                },
                &actor,
            )
            .await?;
        Ok(Response::new(pb::ProductionConfig {
            default_tasks: c.default_tasks,
        }))
    }

    async fn email_productions(&self, req: Request<pb::EmailRequest>) -> Reply<pb::EmailReport> {
        Ok(Response::new(
            self.email::<ProductionFields>(req.into_inner()).await?,
        ))
    }

    async fn email_production_grid(
        &self,
        req: Request<pb::ProductionGridEmailRequest>,
    ) -> Reply<pb::EmailReport> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let report = self
            .service
            .email_production_grid(&r.date, &r.user_ids, &actor)
            .await?;
        Ok(Response::new(email_report(report)))
    }

    async fn delete_file(&self, req: Request<pb::DeleteFileRequest>) -> Reply<rpb::DeleteResponse> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        self.service.delete_file(r.id, &actor).await?;
        Ok(Response::new(rpb::DeleteResponse {}))
    }

    async fn copy_reportages(&self, req: Request<pb::CopyRequest>) -> Reply<pb::ReportageList> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let copies = self
            .service
            .copy::<ReportageFields>(&r.ids, &r.program_ids, &r.date, &actor)
            .await?;
        Ok(Response::new(reportages(copies)))
    }

    async fn count_reportages(&self, req: Request<pb::DayRequest>) -> Reply<pb::DocumentCounter> {
        Ok(Response::new(
            self.count::<ReportageFields>(req.into_inner()).await?,
        ))
    }

    async fn email_reportages(&self, req: Request<pb::EmailRequest>) -> Reply<pb::EmailReport> {
        Ok(Response::new(
            self.email::<ReportageFields>(req.into_inner()).await?,
        ))
    }

    async fn create_story_from_document(
        &self,
        req: Request<pb::StoryFromDocumentRequest>,
    ) -> Reply<rpb::Story> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let story = self
            .service
            .story_from_document(r.document_id, r.block_id, r.position, &actor)
            .await?;
        Ok(Response::new(story))
    }

    async fn upload_file(
        &self,
        req: Request<tonic::Streaming<pb::FileUpload>>,
    ) -> Reply<pb::StoredFile> {
        use futures::StreamExt;
        use pb::file_upload::Part;
        let mut stream = req.into_inner();
        let Some(Part::Meta(meta)) = stream.message().await?.and_then(|m| m.part) else {
            return Err(invalid("meta", FieldCode::Required).into());
        };
        let actor = actor(meta.actor)?;
        let chunks = stream
            .map(|m| match m {
                Ok(pb::FileUpload {
                    part: Some(Part::Chunk(b)),
                }) => Ok(bytes::Bytes::from(b)),
                Ok(_) => Err(invalid("chunk", FieldCode::Invalid)),
                Err(s) => Err(DocumentsError::Unavailable(format!("upload stream: {s}"))),
            })
            .boxed();
        let file = self
            .service
            .upload_file(
                crate::files::FileMeta {
                    name: meta.name,
                    content_type: meta.content_type,
                },
                &actor,
                chunks,
            )
            .await?;
        Ok(Response::new(file_out(&file)))
    }

    type ReadFileStream = futures::stream::BoxStream<'static, Result<pb::FileChunk, Status>>;

    async fn read_file(&self, req: Request<pb::ReadFileRequest>) -> Reply<Self::ReadFileStream> {
        use futures::StreamExt;
        use pb::file_chunk::Part;
        let r = req.into_inner();
        let (file, bytes) = self
            .service
            .read_file(r.id, r.thumbnail, r.viewer_id)
            .await?;
        let meta = pb::FileChunk {
            part: Some(Part::Meta(file_out(&file))),
        };
        let rest = bytes.map(|c| {
            c.map(|b| pb::FileChunk {
                part: Some(Part::Chunk(b.to_vec())),
            })
            .map_err(Status::from)
        });
        Ok(Response::new(
            futures::stream::once(async { Ok(meta) })
                .chain(rest)
                .boxed(),
        ))
    }

    async fn list_files(&self, req: Request<pb::FileIdsRequest>) -> Reply<pb::StoredFileList> {
        let r = req.into_inner();
        let files = self.service.list_files(&r.ids, r.viewer_id).await?;
        Ok(Response::new(pb::StoredFileList {
            files: files.iter().map(file_out).collect(),
        }))
    }

    async fn list_references(
        &self,
        req: Request<pb::ReferenceKindRequest>,
    ) -> Reply<pb::ReferenceList> {
        let kind = kind_in(req.into_inner().kind)?;
        let items = self.service.references(kind).await?;
        Ok(Response::new(pb::ReferenceList {
            items: items.into_iter().map(reference_out).collect(),
        }))
    }

    async fn count_reference_usage(
        &self,
        req: Request<pb::ReferenceKindRequest>,
    ) -> Reply<pb::ReferenceUsage> {
        let kind = kind_in(req.into_inner().kind)?;
        let counts = self.service.reference_usage(kind).await?;
        Ok(Response::new(usage_out(counts)))
    }

    async fn create_reference(
        &self,
        req: Request<pb::SaveReferenceRequest>,
    ) -> Reply<pb::ReferenceItem> {
        let mut r = req.into_inner();
        let (kind, actor) = (kind_in(r.kind)?, actor(r.actor.take())?);
        let draft = reference_draft(r);
        let saved = self
            .service
            .save_reference(kind, None, &draft, &actor)
            .await?;
        Ok(Response::new(reference_out(saved)))
    }

    async fn update_reference(
        &self,
        req: Request<pb::SaveReferenceRequest>,
    ) -> Reply<pb::ReferenceItem> {
        let mut r = req.into_inner();
        let (kind, actor, id) = (kind_in(r.kind)?, actor(r.actor.take())?, r.id);
        let draft = reference_draft(r);
        let saved = self
            .service
            .save_reference(kind, Some(id), &draft, &actor)
            .await?;
        Ok(Response::new(reference_out(saved)))
    }

    async fn delete_reference(&self, req: Request<pb::ReferenceRef>) -> Reply<rpb::DeleteResponse> {
        let r = req.into_inner();
        let (kind, actor) = (kind_in(r.kind)?, actor(r.actor)?);
        self.service.delete_reference(kind, r.id, &actor).await?;
        Ok(Response::new(rpb::DeleteResponse {}))
    }

    async fn list_teams(&self, req: Request<pb::TeamsRequest>) -> Reply<pb::TeamList> {
        let r = req.into_inner();
        let day = required_date(&r.date)?;
        let teams = self
            .service
            .teams_on(day, r.include_recent_deactivations)
            .await?;
        Ok(Response::new(pb::TeamList {
            items: teams.iter().filter_map(|(t, d)| team_out(t, *d)).collect(),
        }))
    }

    async fn get_team(&self, req: Request<pb::TeamRef>) -> Reply<pb::Team> {
        let r = req.into_inner();
        let day = required_date(&r.date)?;
        let team = self.service.team_on(r.id, day).await?;
        Ok(Response::new(
            team_out(&team, day).ok_or(DocumentsError::NotFound)?,
        ))
    }

    async fn create_team(&self, req: Request<pb::CreateTeamRequest>) -> Reply<pb::Team> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let (team, day) = self
            .service
            .create_team(&r.name, &shift_draft(r.shift), &actor)
            .await?;
        Ok(Response::new(
            team_out(&team, day).ok_or(DocumentsError::NotFound)?,
        ))
    }

    async fn rename_team(&self, req: Request<pb::RenameTeamRequest>) -> Reply<pb::Team> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let team = self.service.rename_team(r.id, &r.name, &actor).await?;
        // Described on its first day (a rename changes every day alike).
        let first = team.schedule.first_day().ok_or(DocumentsError::NotFound)?;
        Ok(Response::new(
            team_out(&team, first).ok_or(DocumentsError::NotFound)?,
        ))
    }

    async fn change_team(&self, req: Request<pb::ChangeTeamRequest>) -> Reply<pb::Team> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let (team, day) = self
            .service
            .change_team(r.id, &shift_draft(r.shift), r.one_day, &actor)
            .await?;
        Ok(Response::new(
            team_out(&team, day).ok_or(DocumentsError::NotFound)?,
        ))
    }

    async fn delete_team(&self, req: Request<pb::DeleteTeamRequest>) -> Reply<rpb::DeleteResponse> {
        let r = req.into_inner();
        let actor = actor(r.actor)?;
        let day = required_date(&r.date)?;
        self.service.delete_team(r.id, day, &actor).await?;
        Ok(Response::new(rpb::DeleteResponse {}))
    }

    async fn count_teams_used(&self, req: Request<pb::TeamsRequest>) -> Reply<pb::ReferenceUsage> {
        let day = required_date(&req.into_inner().date)?;
        let counts = self.service.teams_used_on(day).await?;
        Ok(Response::new(usage_out(counts)))
    }

    async fn take_lock(&self, req: Request<rpb::LockRequest>) -> Reply<rpb::StoryLock> {
        let r = req.into_inner();
        let how = match (r.take_over, r.renew) {
            (true, _) => newsroom_locks::LockTake::TakeOver,
            (false, true) => newsroom_locks::LockTake::Renew,
            (false, false) => newsroom_locks::LockTake::Take,
        };
        let actor = actor(r.actor)?;
        let l = self
            .service
            .take_lock(r.story_id, &r.uuid, &r.session, how, &actor)
            .await?;
        Ok(Response::new(lock_view(&l, true)))
    }

    async fn release_lock(&self, req: Request<rpb::LockRequest>) -> Reply<rpb::DeleteResponse> {
        let r = req.into_inner();
        self.service
            .release_lock(r.story_id, &r.uuid, &r.session)
            .await?;
        Ok(Response::new(rpb::DeleteResponse {}))
    }

    async fn list_locks(&self, _req: Request<rpb::ListLocksRequest>) -> Reply<rpb::LockList> {
        let locks = self.service.list_locks().await?;
        Ok(Response::new(rpb::LockList {
            locks: locks.iter().map(|l| lock_view(l, true)).collect(),
        }))
    }

    async fn release_session_locks(
        &self,
        req: Request<rpb::SessionRef>,
    ) -> Reply<rpb::ReleasedLocks> {
        let n = self
            .service
            .release_session_locks(&req.into_inner().session)
            .await?;
        Ok(Response::new(rpb::ReleasedLocks {
            released: i32::try_from(n).unwrap_or(i32::MAX),
        }))
    }

    async fn search(&self, req: Request<pb::SearchRequest>) -> Reply<pb::SearchResults> {
        let r = req.into_inner();
        let draft = SearchDraft {
            text: r.q,
            mode: r.mode,
            kinds: r.kinds,
            program_id: r.program_id,
            state: r.state,
            from: r.from,
            to: r.to,
            author_id: r.author_id,
            offset: r.offset,
            size: r.size,
        };
        let readable: Vec<DocumentKind> = r
            .readable_kinds
            .iter()
            .filter_map(|k| DocumentKind::parse(k))
            .collect();
        let page = self.service.search(&draft, &readable, r.viewer_id).await?;
        Ok(Response::new(pb::SearchResults {
            total: i64::try_from(page.total).unwrap_or(i64::MAX),
            data: page
                .hits
                .into_iter()
                .map(|h| pb::SearchHit {
                    id: h.id,
                    kind: h.kind.as_str().to_owned(),
                    slug: h.slug,
                    slug_html: h.slug_html,
                    excerpt_html: h.excerpt_html,
                    date: h.date.format("%Y-%m-%d").to_string(),
                    state: h.state,
                    program_ids: h.program_ids,
                    author: Some(rpb::Actor {
                        user_id: h.author.0,
                        nickname: h.author.1,
                    }),
                    score: h.score,
                })
                .collect(),
        }))
    }

    async fn get_search_status(
        &self,
        _req: Request<pb::SearchStatusRequest>,
    ) -> Reply<pb::SearchStatus> {
        Ok(Response::new(status_out(self.service.search_status())))
    }

    async fn rebuild_search(
        &self,
        _req: Request<pb::SearchStatusRequest>,
    ) -> Reply<pb::SearchStatus> {
        Ok(Response::new(status_out(self.service.rebuild_search())))
    }
}

fn status_out(s: crate::search::SearchStatus) -> pb::SearchStatus {
    pb::SearchStatus {
        documents: i64::try_from(s.documents).unwrap_or(i64::MAX),
        rebuilding: s.rebuilding,
        rebuilt_at: s
            .rebuilt_at
            .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
            .unwrap_or_default(),
    }
}

fn file_out(f: &crate::files::StoredFile) -> pb::StoredFile {
    pb::StoredFile {
        id: f.id,
        name: f.name.clone(),
        content_type: f.content_type.clone(),
        size: f.size,
        thumbnail: f.pixels.is_some(),
        width: f.pixels.map(|p| i32::try_from(p.0).unwrap_or(i32::MAX)),
        height: f.pixels.map(|p| i32::try_from(p.1).unwrap_or(i32::MAX)),
        owner_id: f.owner_id,
        created_at: f
            .created_at
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
    }
}
