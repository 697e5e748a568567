//! Domain values as the wire writes them (`newsroom.documents.v1`): the one conversion of a stored
//! assignment and of a value of reference data, shared by the gRPC answers ([`crate::grpc`]) and the
//! bus events ([`crate::events`], [`crate::references`]).

use chrono::NaiveDate;
use newsroom_domain::document::{AssignmentFields, DocumentState};
use newsroom_proto::documents::v1 as pb;
use newsroom_proto::rundowns::v1 as rpb;

use newsroom_domain::reference::ReferenceKind;

use newsroom_domain::reportage::ReportageFields;

use newsroom_domain::production::ProductionFields;
use newsroom_domain::report::ReportFields;
use newsroom_domain::round::RoundFields;

use crate::store::{
    StoredAssignment, StoredProduction, StoredReference, StoredReport, StoredReportage, StoredRound,
};

pub(crate) fn state_out(s: DocumentState) -> pb::DocumentState {
    match s {
        DocumentState::Producing => pb::DocumentState::Producing,
        DocumentState::Covering => pb::DocumentState::Covering,
        DocumentState::Completed => pb::DocumentState::Completed,
        DocumentState::Interrupted => pb::DocumentState::Interrupted,
        DocumentState::Editing => pb::DocumentState::Editing,
    }
}

fn stamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

pub(crate) fn fields_out(f: AssignmentFields) -> pb::AssignmentFields {
    pb::AssignmentFields {
        slug: f.slug,
        content: f.content,
        date: f.date.format("%Y-%m-%d").to_string(),
        program_ids: f.program_ids,
        producer_ids: f.producer_ids,
        editor_ids: f.editor_ids,
        reporter_ids: f.reporter_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        priority: f.priority,
        pending: f.pending,
        classification_id: f.classification_id.unwrap_or(0),
        editorial_id: f.editorial_id.unwrap_or(0),
        type_id: f.type_id.unwrap_or(0),
        vehicle_ids: f.vehicle_ids,
        attachment_ids: f.attachment_ids,
        team_ids: f.team_ids,
    }
}

pub(crate) fn view(a: StoredAssignment) -> pb::Assignment {
    pb::Assignment {
        id: a.id,
        fields: Some(fields_out(a.fields)),
        state: state_out(a.state).into(),
        owner: Some(rpb::Actor {
            user_id: a.owner.0,
            nickname: a.owner.1,
        }),
        revision: a.revision,
        created_at: stamp(a.created_at),
        updated_at: stamp(a.updated_at),
        deleted_at: a.deleted_at.map(stamp).unwrap_or_default(),
    }
}

pub(crate) fn reportage_fields_out(f: ReportageFields) -> pb::ReportageFields {
    pb::ReportageFields {
        sections_json: serde_json::to_string(&f.sections).unwrap_or_else(|_| "[]".into()),
        slug: f.slug,
        date: f.date.format("%Y-%m-%d").to_string(),
        program_ids: f.program_ids,
        reporter_ids: f.reporter_ids,
        editor_ids: f.editor_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        assignment_id: f.assignment_id.unwrap_or(0),
        attachment_ids: f.attachment_ids,
    }
}

/// A CG item the devices service checked, as the domain reads it.
pub(crate) fn item_in(i: rpb::StoryItem) -> newsroom_domain::items::StoryItem {
    newsroom_proto::convert::story_item_in(i, newsroom_domain::items::ItemKind::Cg)
}

pub(crate) fn reportage_view(r: StoredReportage) -> pb::Reportage {
    let time = r.fields.reading_time(0);
    let graphics = r
        .fields
        .graphics
        .iter()
        .map(|g| newsroom_proto::convert::story_item(&g.item(g.id)))
        .collect();
    pb::Reportage {
        graphics,
        id: r.id,
        presenter_secs: time.presenter.as_secs(),
        reporter_secs: time.reporter.as_secs(),
        fields: Some(reportage_fields_out(r.fields)),
        state: state_out(r.state).into(),
        approved: r.approved,
        owner: Some(rpb::Actor {
            user_id: r.owner.0,
            nickname: r.owner.1,
        }),
        revision: r.revision,
        created_at: stamp(r.created_at),
        updated_at: stamp(r.updated_at),
        deleted_at: r.deleted_at.map(stamp).unwrap_or_default(),
    }
}

fn stamp_of(t: Option<chrono::DateTime<chrono::Utc>>) -> String {
    t.map(stamp).unwrap_or_default()
}

pub(crate) fn production_fields_out(f: ProductionFields) -> pb::ProductionFields {
    pb::ProductionFields {
        schedule_json: serde_json::to_string(&f.schedule).unwrap_or_else(|_| "[]".into()),
        tasks_json: serde_json::to_string(&f.tasks).unwrap_or_else(|_| "[]".into()),
        departure: stamp_of(f.departure),
        arrival: stamp_of(f.arrival),
        slug: f.slug,
        date: f.date.format("%Y-%m-%d").to_string(),
        program_ids: f.program_ids,
        producer_ids: f.producer_ids,
        reporter_ids: f.reporter_ids,
        vehicle_ids: f.vehicle_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        assignment_id: f.assignment_id.unwrap_or(0),
        location: f.location,
        resources: f.resources,
        notes: f.notes,
        attachment_ids: f.attachment_ids,
    }
}

pub(crate) fn production_view(p: StoredProduction) -> pb::Production {
    let (done, total) = p.fields.progress();
    pb::Production {
        id: p.id,
        tasks_done: done as i64,
        tasks_total: total as i64,
        fields: Some(production_fields_out(p.fields)),
        state: state_out(p.state).into(),
        owner: Some(rpb::Actor {
            user_id: p.owner.0,
            nickname: p.owner.1,
        }),
        revision: p.revision,
        created_at: stamp(p.created_at),
        updated_at: stamp(p.updated_at),
        deleted_at: p.deleted_at.map(stamp).unwrap_or_default(),
    }
}

pub(crate) fn reference_kind_out(k: ReferenceKind) -> pb::ReferenceKind {
    match k {
        ReferenceKind::Classification => pb::ReferenceKind::Classification,
        ReferenceKind::Editorial => pb::ReferenceKind::Editorial,
        ReferenceKind::Type => pb::ReferenceKind::Type,
        ReferenceKind::Vehicle => pb::ReferenceKind::Vehicle,
        ReferenceKind::Segment => pb::ReferenceKind::Segment,
        ReferenceKind::Institution => pb::ReferenceKind::Institution,
        ReferenceKind::ReportCategory => pb::ReferenceKind::ReportCategory,
        ReferenceKind::ContactGroup => pb::ReferenceKind::ContactGroup,
    }
}

pub(crate) fn reference_out(r: StoredReference) -> pb::ReferenceItem {
    let kind = reference_kind_out(r.kind);
    pb::ReferenceItem {
        id: r.id,
        kind: kind.into(),
        name: r.fields.name,
        medium: r
            .fields
            .medium
            .map(|m| m.as_str().to_owned())
            .unwrap_or_default(),
        segment_id: r.fields.segment_id.unwrap_or(0),
        phone: r.fields.phone,
        contact: r.fields.contact,
    }
}

/// Team `t` as it is on `day` (`None` when it does not exist that day).
pub(crate) fn team_out(t: &crate::store::StoredTeam, day: NaiveDate) -> Option<pb::Team> {
    let on = t.schedule.on(day)?;
    let hm = |x: newsroom_domain::time::TimeOfDay| {
        format!("{:02}:{:02}", x.secs() / 3600, x.secs() / 60 % 60)
    };
    let ymd = |d: NaiveDate| d.format("%Y-%m-%d").to_string();
    Some(pb::Team {
        id: t.id,
        name: t.name.clone(),
        shift: Some(pb::TeamShift {
            date: ymd(day),
            start: hm(on.shift.start),
            end: hm(on.shift.end),
            members: on
                .shift
                .members
                .iter()
                .map(|m| pb::TeamMember {
                    user_id: m.user_id,
                    function: m.function.clone(),
                })
                .collect(),
            notes: on.shift.notes.clone(),
        }),
        one_day: on.one_day,
        since: ymd(on.since),
        starts_on: t.schedule.first_day().map(ymd).unwrap_or_default(),
        deactivated_from: t.ends.map(ymd).unwrap_or_default(),
        revision: t.revision,
    })
}

pub(crate) fn report_fields_out(f: ReportFields) -> pb::ReportFields {
    pb::ReportFields {
        events_json: serde_json::to_string(&f.events).unwrap_or_else(|_| "[]".into()),
        slug: f.slug,
        date: f.date.format("%Y-%m-%d").to_string(),
        program_ids: f.program_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        assignment_id: f.assignment_id.unwrap_or(0),
        summary: f.summary,
        attachment_ids: f.attachment_ids,
    }
}

pub(crate) fn report_view(r: StoredReport) -> pb::Report {
    pb::Report {
        id: r.id,
        fields: Some(report_fields_out(r.fields)),
        state: state_out(r.state).into(),
        owner: Some(rpb::Actor {
            user_id: r.owner.0,
            nickname: r.owner.1,
        }),
        revision: r.revision,
        created_at: stamp(r.created_at),
        updated_at: stamp(r.updated_at),
        deleted_at: r.deleted_at.map(stamp).unwrap_or_default(),
    }
}

pub(crate) fn round_fields_out(f: RoundFields) -> pb::RoundFields {
    pb::RoundFields {
        entries_json: serde_json::to_string(&f.entries).unwrap_or_else(|_| "[]".into()),
        slug: f.slug,
        date: f.date.format("%Y-%m-%d").to_string(),
        shift: f.shift,
        program_ids: f.program_ids,
        private: f.private,
        allowed_user_ids: f.allowed_user_ids,
        notes: f.notes,
        attachment_ids: f.attachment_ids,
    }
}

pub(crate) fn round_view(r: StoredRound) -> pb::Round {
    pb::Round {
        id: r.id,
        fields: Some(round_fields_out(r.fields)),
        state: state_out(r.state).into(),
        owner: Some(rpb::Actor {
            user_id: r.owner.0,
            nickname: r.owner.1,
        }),
        revision: r.revision,
        created_at: stamp(r.created_at),
        updated_at: stamp(r.updated_at),
        deleted_at: r.deleted_at.map(stamp).unwrap_or_default(),
    }
}

pub(crate) fn proposal_fields_out(
    f: &newsroom_domain::proposal::ProposalFields,
) -> pb::ProposalDraft {
    pb::ProposalDraft {
        slug: f.slug.clone(),
        date: f.date.format("%Y-%m-%d").to_string(),
        program_ids: f.program_ids.clone(),
        content: f.content.clone(),
        attachment_ids: f.attachment_ids.clone(),
    }
}

pub(crate) fn proposal_view(p: crate::proposals::StoredProposal) -> pb::Proposal {
    let answer = p.fields.answer.as_ref();
    pb::Proposal {
        id: p.id,
        fields: Some(proposal_fields_out(&p.fields)),
        status: p.fields.status.as_str().to_owned(),
        answer: answer.map(|a| a.text.clone()).unwrap_or_default(),
        answered_by: answer.map(|a| rpb::Actor {
            user_id: a.by,
            nickname: a.nickname.clone(),
        }),
        answered_at: answer.map(|a| stamp(a.at)).unwrap_or_default(),
        assignment_id: p.fields.assignment_id.unwrap_or(0),
        owner: Some(rpb::Actor {
            user_id: p.owner.0,
            nickname: p.owner.1,
        }),
        revision: p.revision,
        created_at: stamp(p.created_at),
        updated_at: stamp(p.updated_at),
        deleted_at: p.deleted_at.map(stamp).unwrap_or_default(),
    }
}

pub(crate) fn contact_view(c: crate::store::StoredContact) -> pb::Contact {
    let f = c.fields;
    pb::Contact {
        id: c.id,
        name: f.name,
        company: f.company,
        profession: f.profession,
        emails: f
            .emails
            .into_iter()
            .map(|e| pb::ContactEmail {
                address: e.address,
                label: e.label,
            })
            .collect(),
        numbers: f
            .numbers
            .into_iter()
            .map(|n| pb::ContactNumber {
                r#type: n.kind.as_str().to_owned(),
                country: n.country,
                label: n.label,
                number: n.number,
                international: n.international,
                e164: n.e164,
            })
            .collect(),
        notes: f.notes,
        group_ids: f.group_ids,
        private: f.private,
        persistent: f.persistent,
        owner: Some(rpb::Actor {
            user_id: c.owner.0,
            nickname: c.owner.1,
        }),
        revision: c.revision,
        created_at: stamp(c.created_at),
        updated_at: stamp(c.updated_at),
        deleted_at: c.deleted_at.map(stamp).unwrap_or_default(),
    }
}
