//! Domain rundowns and their timing as protobuf messages (the shapes of docs/api-design.md).

use newsroom_domain::rundown::{Block, Program, Rundown, Story};
use newsroom_domain::time::Clock;
use newsroom_domain::timing::{BlockTiming, ItemFigures, RundownTiming, StoryTiming};
use newsroom_proto::convert as wire;
use newsroom_proto::rundowns::v1 as pb;

fn clock(c: Clock) -> String {
    c.to_string()
}

/// A program.
pub fn program(p: &Program) -> pb::Program {
    pb::Program {
        id: p.id.get(),
        name: p.name.clone(),
        start: p.start.to_string(),
        end: p.end.to_string(),
        production: p.production.map(|d| d.to_iso()),
        cg_device_id: p.cg_device,
        settings: Some(program_settings(&p.settings)),
        staff: None,
    }
}

/// The rundown desk's settings.
pub fn settings(s: &newsroom_domain::rundown_settings::RundownSettings) -> pb::RundownSettings {
    pb::RundownSettings {
        lock_after_end: s
            .lock_after_end
            .map(newsroom_domain::time::Duration::to_iso),
        trash_retention_days: s.trash_retention_days,
        log_retention_days: s.log_retention_days,
        version_retention_days: s.version_retention_days,
    }
}

/// A program's staff by name.
pub fn staff(s: &crate::people::Staff) -> pb::ProgramStaff {
    let people = |list: &[crate::people::Person]| {
        list.iter()
            .map(|p| pb::Person {
                id: p.id,
                name: p.name.clone(),
                nickname: p.nickname.clone(),
                active: p.active,
            })
            .collect()
    };
    pb::ProgramStaff {
        editors: people(&s.editors),
        image_editors: people(&s.image_editors),
        announcers: people(&s.announcers),
    }
}

/// A program's registry settings.
pub fn program_settings(s: &newsroom_domain::rundown::ProgramSettings) -> pb::ProgramSettings {
    pb::ProgramSettings {
        active: s.active,
        legacy_mode: s.legacy_mode,
        drawer: s.drawer,
        editors: s.editors.clone(),
        image_editors: s.image_editors.clone(),
        announcers: s.announcers.clone(),
        allowed_groups: s.allowed_groups.clone(),
    }
}

/// Rundown figures.
pub fn rundown_timing(t: &RundownTiming) -> pb::RundownTiming {
    pb::RundownTiming {
        duration: t.duration.to_iso(),
        commercial_total: t.commercial_total.to_iso(),
        full_estimated: t.full_estimated.to_iso(),
        full_production: t.full_production.to_iso(),
        approved_production: t.approved_production.to_iso(),
        full_total: t.full_total.to_iso(),
        approved_total: t.approved_total.to_iso(),
        full_diff: t.full_diff.to_iso(),
        approved_diff: t.approved_diff.to_iso(),
        production_full_diff: t.production_full_diff.map(|d| d.to_iso()),
        production_approved_diff: t.production_approved_diff.map(|d| d.to_iso()),
        not_displayed_commercial: t.not_displayed_commercial.to_iso(),
        not_displayed_production: t.not_displayed_production.to_iso(),
        not_displayed_approved_production: t.not_displayed_approved_production.to_iso(),
    }
}

fn figures(f: Option<ItemFigures>) -> pb::ItemFigures {
    pb::ItemFigures {
        accumulated: f.map(|f| f.accumulated.to_iso()),
        block_accumulated: f.map(|f| f.block_accumulated.to_iso()),
        progressive: f.map(|f| clock(f.progressive)),
        progressive_approved: f.map(|f| clock(f.progressive_approved)),
        regressive: f.map(|f| clock(f.regressive)),
        regressive_approved: f.map(|f| clock(f.regressive_approved)),
        expected_end: f.map(|f| clock(f.expected_end)),
        expected_approved_end: f.map(|f| clock(f.expected_approved_end)),
    }
}

/// Story figures.
pub fn story_timing(t: &StoryTiming) -> pb::StoryTiming {
    let f = figures(t.figures);
    pb::StoryTiming {
        total: t.total.to_iso(),
        accumulated: f.accumulated,
        block_accumulated: f.block_accumulated,
        progressive: f.progressive,
        progressive_approved: f.progressive_approved,
        regressive: f.regressive,
        regressive_approved: f.regressive_approved,
        expected_end: f.expected_end,
        expected_approved_end: f.expected_approved_end,
    }
}

/// Block figures.
pub fn block_timing(t: &BlockTiming) -> pb::BlockTiming {
    let f = figures(t.figures);
    pb::BlockTiming {
        full_estimated: t.full_estimated.to_iso(),
        full_production: t.full_production.to_iso(),
        approved_production: t.approved_production.to_iso(),
        commercial: t.commercial.to_iso(),
        accumulated: f.accumulated,
        block_accumulated: f.block_accumulated,
        progressive: f.progressive,
        progressive_approved: f.progressive_approved,
        regressive: f.regressive,
        regressive_approved: f.regressive_approved,
        expected_end: f.expected_end,
        expected_approved_end: f.expected_approved_end,
        commercial_break: t.commercial_break.map(|b| figures(Some(b))),
    }
}

/// A story with its figures.
pub fn story(s: &Story, t: &RundownTiming) -> pb::Story {
    story_with(s, t.story(s.id).map(story_timing))
}

fn story_with(s: &Story, timing: Option<pb::StoryTiming>) -> pb::Story {
    pb::Story {
        id: s.id.get(),
        block_id: s.block_id.get(),
        rundown_id: s.rundown_id.get(),
        slug: s.slug.clone(),
        page: s.page.clone(),
        estimated: s.estimated.to_iso(),
        head: s.parts.head.to_iso(),
        off: s.parts.off.to_iso(),
        vt: s.parts.vt.to_iso(),
        link: s.parts.link.to_iso(),
        manual_time: s.manual_time.map(|d| d.to_iso()),
        ignore_duration: s.ignore_duration,
        approved: s.approved,
        stop_time: s.stop_time.map(|t| t.to_string()),
        position: s.position,
        timing,
        display_status: wire::display_status(s.display_status).into(),
        private: s.private,
        r#type: wire::story_type(s.info.kind).into(),
        status: wire::story_status(s.info.status).into(),
        reporter: s.info.reporter.clone(),
        editor: s.info.editor.clone(),
        image_editor: s.info.image_editor.clone(),
        company: s.info.company.clone(),
        presenter: s.info.presenter.clone(),
        items: s.items.iter().map(item).collect(),
        source: s.info.source.map(|d| pb::StorySource {
            document_id: d.document_id,
            kind: d.kind.as_str().to_owned(),
        }),
    }
}

/// Story items on the wire (shared with the documents service, which sends a reportage's graphics).
pub use newsroom_proto::convert::{cg_field_in, story_item as item, story_item_in as item_in};

/// A story outside any rundown's timing (in the trash): no figures but its total.
pub fn trashed_story(s: &Story) -> pb::Story {
    story_with(
        s,
        Some(pb::StoryTiming {
            total: s.total().to_iso(),
            ..Default::default()
        }),
    )
}

/// A block with its stories and figures.
pub fn block(b: &Block, t: &RundownTiming) -> pb::Block {
    pb::Block {
        id: b.id.get(),
        rundown_id: b.rundown_id.get(),
        name: b.name.clone(),
        stand_by: b.stand_by,
        commercial: b.commercial.to_iso(),
        stop_time: b.stop_time.map(|t| t.to_string()),
        position: b.position,
        timing: t.block(b.id).map(block_timing),
        stories: b.stories.iter().map(|s| story(s, t)).collect(),
        display_status: wire::display_status(b.display_status).into(),
    }
}

/// A rundown; with `blocks` false its block list is left empty (the header of an event).
pub fn rundown(r: &Rundown, t: &RundownTiming, blocks: bool) -> pb::Rundown {
    pb::Rundown {
        id: r.id.get(),
        program_id: r.program_id.get(),
        program_name: r.program_name.clone(),
        date: r.date.format("%Y-%m-%d").to_string(),
        start: r.start.to_string(),
        end: r.end.to_string(),
        production: r.production.map(|d| d.to_iso()),
        device_integration: r.device_integration,
        displayed: r.display_status == newsroom_domain::display::DisplayStatus::Stop,
        display_status: wire::display_status(r.display_status).into(),
        revision: r.revision.get(),
        timing: Some(rundown_timing(t)),
        blocks: if blocks {
            r.blocks.iter().map(|b| block(b, t)).collect()
        } else {
            Vec::new()
        },
    }
}

/// Every figure of a rundown, keyed by block and story id.
pub fn snapshot(t: &RundownTiming) -> pb::TimingSnapshot {
    pb::TimingSnapshot {
        rundown: Some(rundown_timing(t)),
        blocks: t
            .blocks
            .iter()
            .map(|b| (b.id.get(), block_timing(b)))
            .collect(),
        stories: t
            .blocks
            .iter()
            .flat_map(|b| &b.stories)
            .map(|s| (s.id.get(), story_timing(s)))
            .collect(),
    }
}

/// A timestamp on the wire: RFC 3339, UTC, whole seconds (`2026-03-02T18:04:05Z`).
pub fn timestamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// A log line.
pub fn log_entry(e: crate::store::LogEntry) -> pb::LogEntry {
    pb::LogEntry {
        id: e.id,
        at: timestamp(e.at),
        user_id: e.user_id,
        nickname: e.nickname,
        action: wire::log_action(e.action).into(),
        description: e.description,
        undoable: e.undo.is_some(),
    }
}

/// A template's summary.
pub fn template(t: &crate::store::TemplateRecord) -> pb::Template {
    pb::Template {
        id: t.id.get(),
        program_id: t.program_id.get(),
        name: t.name.clone(),
        blocks: t.blocks.len() as i32,
        stories: t.blocks.iter().map(|b| b.stories.len() as i32).sum(),
    }
}

/// A story document: in a rundown, the story with its figures and the rundown's date, program and
/// revision; in a drawer, the story with its total only, the drawer's program, no date, and `drawer`.
pub fn document(d: &crate::service::StoryDocument) -> Option<pb::StoryDocument> {
    use crate::service::StoryPlace;
    let (story_view, rundown_date, program_id, program_name, rundown_revision, drawer) =
        match &d.place {
            StoryPlace::Rundown(snap) => {
                let r = &snap.rundown;
                (
                    story(r.story(d.story)?, &snap.timing),
                    r.date.format("%Y-%m-%d").to_string(),
                    r.program_id.get(),
                    r.program_name.clone(),
                    r.revision.get(),
                    None,
                )
            }
            StoryPlace::Drawer {
                drawer,
                program_name,
                origin_revision,
            } => (
                trashed_story(&drawer.story),
                String::new(),
                drawer.program_id.get(),
                program_name.clone(),
                origin_revision.get(),
                Some(pb::DrawerPlace {
                    program_id: drawer.program_id.get(),
                    program_name: program_name.clone(),
                    sent_at: timestamp(drawer.sent_at),
                    sent_by: drawer.sent_by.clone(),
                }),
            ),
        };
    Some(pb::StoryDocument {
        story: Some(story_view),
        script_json: serde_json::to_string(&d.text.script).unwrap_or_else(|_| "[]".into()),
        footnote: d.text.footnote.clone(),
        cue_in: d.text.cue_in.clone(),
        cue_out: d.text.cue_out.clone(),
        reading_time: Some(pb::ReadingTime {
            head_words: d.reading.head_words as i32,
            off_words: d.reading.off_words as i32,
            head: d.reading.head.to_iso(),
            off: d.reading.off.to_iso(),
            words_per_minute: d.words_per_minute as i32,
        }),
        revision: d.revision,
        rundown_date,
        program_id,
        program_name,
        rundown_revision,
        lock: d.lock.as_ref().map(|l| crate::service::lock_view(l, true)),
        drawer,
    })
}

/// A revision's summary.
pub fn revision_summary(r: &crate::store::TextRevision) -> pb::RevisionSummary {
    pb::RevisionSummary {
        number: r.number,
        at: timestamp(r.at),
        user_id: r.user_id,
        nickname: r.nickname.clone(),
        slug: r.slug.clone(),
    }
}

/// A story waiting in a drawer (no timing: it is in no rundown).
pub fn drawer_story(d: &crate::store::DrawerStory) -> pb::DrawerStory {
    pb::DrawerStory {
        story: Some(trashed_story(&d.story)),
        program_id: d.program_id.get(),
        sent_at: timestamp(d.sent_at),
        sent_by: d.sent_by.clone(),
    }
}
