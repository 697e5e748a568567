//! Rows and values: each table's row to its domain value and back, and corrupt values reported.

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{BlockId, ProgramId, RundownId, StoryId, TemplateId};
use newsroom_domain::items::{CgField, ItemKind, StoryItem};
use newsroom_domain::rundown::{
    Parts, Program, Story, StoryInfo, StoryKind, StorySource, StoryStatus,
};
use newsroom_domain::search::DocumentKind;
use newsroom_domain::time::{Duration, TimeOfDay};
use sea_orm::{NotSet, Set};

use crate::store::entities::{blocks, programs, stories, story_items, templates};
use crate::store::{DrawerStory, NewBlock, StoreError, TemplateRecord, TrashedStory};

/// The row a value is read from, to name it when the value is corrupt.
#[derive(Debug, Clone, Copy)]
pub(super) struct Row {
    pub(super) table: &'static str,
    pub(super) id: i64,
}

impl Row {
    pub(super) fn corrupt(self, detail: impl Into<String>) -> StoreError {
        StoreError::Corrupt {
            table: self.table,
            id: self.id,
            detail: detail.into(),
        }
    }

    /// A time of day kept as seconds after midnight.
    pub(super) fn time(self, column: &str, secs: i64) -> Result<TimeOfDay, StoreError> {
        u32::try_from(secs)
            .ok()
            .and_then(TimeOfDay::from_secs)
            .ok_or_else(|| self.corrupt(format!("{column}: {secs} is no time of day")))
    }

    /// A display status kept as its wire form.
    pub(super) fn status(self, column: &str, raw: &str) -> Result<DisplayStatus, StoreError> {
        DisplayStatus::parse(raw)
            .ok_or_else(|| self.corrupt(format!("{column}: {raw:?} is no display status")))
    }

    /// A value parsed from its stored text.
    pub(super) fn parse<T>(
        self,
        column: &str,
        raw: &str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Result<T, StoreError> {
        parse(raw).ok_or_else(|| self.corrupt(format!("{column}: {raw:?} is unknown")))
    }

    /// A value kept as JSON.
    pub(super) fn json<T: serde::de::DeserializeOwned>(
        self,
        column: &str,
        raw: &str,
    ) -> Result<T, StoreError> {
        serde_json::from_str(raw).map_err(|e| self.corrupt(format!("{column}: {e}")))
    }

    /// A timestamp kept as RFC 3339 text.
    pub(super) fn timestamp(
        self,
        column: &str,
        raw: &str,
    ) -> Result<chrono::DateTime<chrono::Utc>, StoreError> {
        chrono::DateTime::parse_from_rfc3339(raw)
            .map(|t| t.with_timezone(&chrono::Utc))
            .map_err(|e| self.corrupt(format!("{column}: {raw:?}: {e}")))
    }

    /// A nullable column that must be set in this row.
    pub(super) fn set<T>(self, column: &str, value: Option<T>) -> Result<T, StoreError> {
        value.ok_or_else(|| self.corrupt(format!("{column} is not set")))
    }
}

/// A timestamp as the text columns keep it: RFC 3339, UTC, whole seconds (`2026-03-02T18:04:05Z`).
pub(super) fn stamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

pub(super) fn encode<T: serde::Serialize>(
    what: &'static str,
    value: &T,
) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|source| StoreError::Encode { what, source })
}

pub(super) fn secs(d: Duration) -> i64 {
    d.as_secs()
}

pub(super) fn dur(s: i64) -> Duration {
    Duration::from_secs(s)
}

pub(super) fn tod_secs(t: TimeOfDay) -> i64 {
    i64::from(t.secs())
}

pub(super) fn program_of(p: programs::Model) -> Result<Program, StoreError> {
    let row = Row {
        table: "programs",
        id: p.id,
    };
    Ok(Program {
        id: ProgramId::from_db(p.id),
        name: p.name,
        start: row.time("start_secs", p.start_secs)?,
        end: row.time("end_secs", p.end_secs)?,
        production: p.production_secs.map(dur),
        cg_device: p.cg_device_id,
        // Staff and groups are other tables: `SeaStore::programs_of` fills them in.
        settings: newsroom_domain::rundown::ProgramSettings {
            active: p.active,
            legacy_mode: p.legacy_mode,
            drawer: p.drawer,
            ..Default::default()
        },
    })
}

pub(super) fn story_of(s: stories::Model) -> Result<Story, StoreError> {
    let row = Row {
        table: "stories",
        id: s.id,
    };
    Ok(Story {
        id: StoryId::from_db(s.id),
        block_id: BlockId::from_db(s.block_id),
        rundown_id: RundownId::from_db(s.rundown_id),
        slug: s.slug,
        page: s.page,
        estimated: dur(s.estimated_secs),
        parts: Parts {
            head: dur(s.head_secs),
            off: dur(s.off_secs),
            vt: dur(s.vt_secs),
            link: dur(s.link_secs),
        },
        manual_time: s.manual_secs.map(dur),
        ignore_duration: s.ignore_duration,
        approved: s.approved,
        stop_time: s.stop_secs.map(|t| row.time("stop_secs", t)).transpose()?,
        display_status: row.status("display_status", &s.display_status)?,
        private: s.private,
        position: s.position,
        info: StoryInfo {
            kind: row.parse("kind", &s.kind, StoryKind::parse)?,
            status: row.parse("status", &s.status, StoryStatus::parse)?,
            reporter: s.reporter,
            editor: s.editor,
            image_editor: s.image_editor,
            presenter: s.presenter,
            company: s.company,
            source: match (s.source_document_id, s.source_kind.as_deref()) {
                (Some(document_id), Some(kind)) => Some(StorySource {
                    document_id,
                    kind: row.parse("source_kind", kind, DocumentKind::parse)?,
                }),
                _ => None,
            },
        },
        items: vec![],
    })
}

/// A CG value as the `fields` column keeps it: JSON `[{"name", "value"}]`.
#[derive(serde::Serialize, serde::Deserialize)]
pub(super) struct FieldRow {
    pub(super) name: String,
    pub(super) value: String,
}

pub(super) fn item_of(m: story_items::Model) -> Result<StoryItem, StoreError> {
    let row = Row {
        table: "story_items",
        id: m.id,
    };
    let fields: Vec<FieldRow> = row.json("fields", &m.fields)?;
    Ok(StoryItem {
        id: m.id,
        kind: row.parse("kind", &m.kind, ItemKind::parse)?,
        device_id: m.device_id,
        object_id: m.object_id,
        slug: m.slug,
        duration_ms: m.duration_ms,
        ignore: m.ignore_duration,
        placeholder: m.placeholder,
        template_id: m.template_id,
        template_name: m.template_name,
        fields: fields
            .into_iter()
            .map(|f| CgField {
                name: f.name,
                value: f.value,
            })
            .collect(),
        mark_in_ms: m.mark_in_ms,
        mark_out_ms: m.mark_out_ms,
        timebase: u32::try_from(m.timebase)
            .map_err(|_| row.corrupt(format!("timebase: {} is negative", m.timebase)))?,
    })
}

pub(super) fn drawer_of(m: stories::Model) -> Result<DrawerStory, StoreError> {
    let row = Row {
        table: "stories",
        id: m.id,
    };
    Ok(DrawerStory {
        program_id: ProgramId::from_db(row.set("drawer_program_id", m.drawer_program_id)?),
        sent_at: row.timestamp("drawer_at", &row.set("drawer_at", m.drawer_at.clone())?)?,
        sent_by: row.set("drawer_by", m.drawer_by.clone())?,
        story: story_of(m)?,
    })
}

pub(super) fn trashed_of(m: stories::Model) -> Result<TrashedStory, StoreError> {
    let row = Row {
        table: "stories",
        id: m.id,
    };
    Ok(TrashedStory {
        deleted_at: row.timestamp("deleted_at", &row.set("deleted_at", m.deleted_at.clone())?)?,
        deleted_by: row.set("deleted_by", m.deleted_by.clone())?,
        story: story_of(m)?,
    })
}

/// The columns of a story's content: every field of a [`Story`] but its key, place, trash and drawer
/// (the one mapping of a story to its row; [`story_of`] is the other way).
pub(super) fn story_columns(s: &Story) -> stories::ActiveModel {
    stories::ActiveModel {
        slug: Set(s.slug.clone()),
        page: Set(s.page.clone()),
        estimated_secs: Set(secs(s.estimated)),
        head_secs: Set(secs(s.parts.head)),
        off_secs: Set(secs(s.parts.off)),
        vt_secs: Set(secs(s.parts.vt)),
        link_secs: Set(secs(s.parts.link)),
        manual_secs: Set(s.manual_time.map(secs)),
        ignore_duration: Set(s.ignore_duration),
        approved: Set(s.approved),
        stop_secs: Set(s.stop_time.map(tod_secs)),
        display_status: Set(s.display_status.as_str().to_owned()),
        private: Set(s.private),
        kind: Set(s.info.kind.as_str().to_owned()),
        status: Set(s.info.status.as_str().to_owned()),
        reporter: Set(s.info.reporter.clone()),
        editor: Set(s.info.editor.clone()),
        image_editor: Set(s.info.image_editor.clone()),
        presenter: Set(s.info.presenter.clone()),
        company: Set(s.info.company.clone()),
        source_document_id: Set(s.info.source.map(|d| d.document_id)),
        source_kind: Set(s.info.source.map(|d| d.kind.as_str().to_owned())),
        ..Default::default()
    }
}

/// A new story's row: its content at `position` of `block`, in no trash and no drawer.
pub(super) fn story_row(
    s: &Story,
    block: i64,
    rundown: i64,
    position: i32,
) -> stories::ActiveModel {
    stories::ActiveModel {
        id: NotSet,
        block_id: Set(block),
        rundown_id: Set(rundown),
        position: Set(position),
        deleted_at: Set(None),
        deleted_by: Set(None),
        drawer_program_id: Set(None),
        drawer_at: Set(None),
        drawer_by: Set(None),
        ..story_columns(s)
    }
}

/// A new block's row at `position`, BLANK.
pub(super) fn block_row(b: &NewBlock, rundown: RundownId, position: usize) -> blocks::ActiveModel {
    blocks::ActiveModel {
        id: NotSet,
        rundown_id: Set(rundown.get()),
        name: Set(b.name.clone()),
        stand_by: Set(b.stand_by),
        commercial_secs: Set(secs(b.commercial)),
        stop_secs: Set(None),
        position: Set(position as i32),
        display_status: Set(DisplayStatus::Blank.as_str().to_owned()),
    }
}

pub(super) fn template_of(t: templates::Model) -> Result<TemplateRecord, StoreError> {
    let blocks = Row {
        table: "templates",
        id: t.id,
    }
    .json("content", &t.content)?;
    Ok(TemplateRecord {
        id: TemplateId::from_db(t.id),
        program_id: ProgramId::from_db(t.program_id),
        name: t.name,
        blocks,
    })
}
