//! REST shapes of the rundowns service: programs, rundowns, blocks, stories with their timing and
//! items, story documents, revisions, the trash, the drawer, templates, locks, the log, and the
//! rundown events sent over STOMP (docs/api-design.md "Shapes", docs/asyncapi.yaml).
//!
//! Durations are ISO-8601 strings exact to the second (`PT1M30S`, `-PT20S`), times of day `HH:mm:ss`,
//! dates `YYYY-MM-DD`, instants RFC 3339 in UTC. Figures a standby item has none of are `null`.

use std::collections::BTreeMap;

use newsroom_domain::display::DisplayStatus;
use newsroom_domain::ids::{
    BlockId, DeviceId, GroupId, ItemId, ProgramId, RundownId, StoryId, TemplateId, UserId,
};
use newsroom_domain::items::ItemKind;
use newsroom_domain::log::LogAction;
use newsroom_domain::rundown::{StoryKind, StoryStatus};
use newsroom_domain::search::DocumentKind;
use newsroom_proto::rundowns::v1 as pb;
use serde::{Deserialize, Serialize};

use newsroom_proto::convert;

use super::{by_name, known, required};
use crate::error::ApiError;

/// A program: a show with one rundown per date.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Program {
    /// Key.
    pub id: ProgramId,
    /// Name ("Evening News").
    pub name: String,
    /// Planned start, `HH:mm:ss`.
    pub start: String,
    /// Planned end, `HH:mm:ss` (before the start: the next day).
    pub end: String,
    /// Planned production, ISO-8601; null: none.
    #[schema(required)]
    pub production: Option<String>,
    /// Its character-generator device: credits go there.
    #[schema(required)]
    pub cg_device_id: Option<DeviceId>,
    /// Offered for new rundowns; a program with content is disabled rather than deleted.
    pub active: bool,
    /// Legacy mode (the older story layout).
    pub legacy_mode: bool,
    /// The program has a drawer.
    pub drawer: bool,
    /// Its editors.
    pub editors: Vec<UserId>,
    /// Its image editors.
    pub image_editors: Vec<UserId>,
    /// Its announcers.
    pub announcers: Vec<UserId>,
    /// The groups that may see it; empty: every group (web.md section 6).
    pub allowed_groups: Vec<GroupId>,
    /// Its people by name: only in `GET /api/programs?withUsers=true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub staff: Option<ProgramStaff>,
}

/// A program's people by role, named by the auth service, in the program's order (a user deleted
/// since is left out; a deactivated one shows with `active: false`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramStaff {
    /// Its editors.
    pub editors: Vec<StaffMember>,
    /// Its image editors.
    pub image_editors: Vec<StaffMember>,
    /// Its announcers.
    pub announcers: Vec<StaffMember>,
}

/// A user a program names.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffMember {
    /// Key (a user).
    pub id: UserId,
    /// Full name.
    pub name: String,
    /// Login name.
    pub nickname: String,
    /// False for a deactivated user.
    pub active: bool,
}

impl From<pb::Person> for StaffMember {
    fn from(p: pb::Person) -> Self {
        StaffMember {
            id: UserId::from_db(p.id),
            name: p.name,
            nickname: p.nickname,
            active: p.active,
        }
    }
}

impl From<pb::ProgramStaff> for ProgramStaff {
    fn from(s: pb::ProgramStaff) -> Self {
        let members = |list: Vec<pb::Person>| list.into_iter().map(Into::into).collect();
        ProgramStaff {
            editors: members(s.editors),
            image_editors: members(s.image_editors),
            announcers: members(s.announcers),
        }
    }
}

impl TryFrom<pb::Program> for Program {
    type Error = ApiError;

    fn try_from(p: pb::Program) -> Result<Self, ApiError> {
        let s = super::required(p.settings, "Program.settings")?;
        let users = |ids: Vec<i64>| ids.into_iter().map(UserId::from_db).collect();
        Ok(Program {
            id: ProgramId::from_db(p.id),
            name: p.name,
            start: p.start,
            end: p.end,
            production: p.production,
            cg_device_id: p.cg_device_id.map(DeviceId::from_db),
            active: s.active,
            legacy_mode: s.legacy_mode,
            drawer: s.drawer,
            editors: users(s.editors),
            image_editors: users(s.image_editors),
            announcers: users(s.announcers),
            allowed_groups: s.allowed_groups.into_iter().map(GroupId::from_db).collect(),
            staff: p.staff.map(Into::into),
        })
    }
}

/// A program as an administrator enters it.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProgramIn {
    /// Name (required, unique, at most 120 characters).
    pub name: String,
    /// Planned start, `HH:mm:ss`.
    pub start: String,
    /// Planned end, `HH:mm:ss` (before the start: the next day).
    pub end: String,
    /// Planned production, ISO-8601; null or absent: none.
    #[serde(default)]
    pub production: Option<String>,
    /// Offered for new rundowns (default true).
    #[serde(default = "yes")]
    pub active: bool,
    /// Legacy mode.
    #[serde(default)]
    pub legacy_mode: bool,
    /// Has a drawer (default true).
    #[serde(default = "yes")]
    pub drawer: bool,
    /// Its editors.
    #[serde(default)]
    pub editors: Vec<UserId>,
    /// Its image editors.
    #[serde(default)]
    pub image_editors: Vec<UserId>,
    /// Its announcers.
    #[serde(default)]
    pub announcers: Vec<UserId>,
    /// The groups that may see it; empty: every group.
    #[serde(default)]
    pub allowed_groups: Vec<GroupId>,
}

impl From<ProgramIn> for pb::ProgramInput {
    fn from(p: ProgramIn) -> Self {
        let ids = |v: Vec<UserId>| v.into_iter().map(|u| u.get()).collect();
        pb::ProgramInput {
            name: p.name,
            start: p.start,
            end: p.end,
            production: p.production,
            settings: Some(pb::ProgramSettings {
                active: p.active,
                legacy_mode: p.legacy_mode,
                drawer: p.drawer,
                editors: ids(p.editors),
                image_editors: ids(p.image_editors),
                announcers: ids(p.announcers),
                allowed_groups: p.allowed_groups.into_iter().map(|g| g.get()).collect(),
            }),
        }
    }
}

/// A presenter of a program and their reading rate.
#[derive(Debug, Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Presenter {
    /// Name, as the stories' `presenter` field names them.
    pub name: String,
    /// Words a minute, 80 to 300.
    pub words_per_minute: i32,
}

impl From<pb::Presenter> for Presenter {
    fn from(p: pb::Presenter) -> Self {
        Presenter {
            name: p.name,
            words_per_minute: p.words_per_minute,
        }
    }
}

/// Rundown figures (timing.md, "Rundown figures").
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[expect(
    missing_docs,
    reason = "each field is a figure of timing.md under the same name"
)]
pub struct RundownTiming {
    pub duration: String,
    pub commercial_total: String,
    pub full_estimated: String,
    pub full_production: String,
    pub approved_production: String,
    pub full_total: String,
    pub approved_total: String,
    pub full_diff: String,
    pub approved_diff: String,
    #[schema(required)]
    pub production_full_diff: Option<String>,
    #[schema(required)]
    pub production_approved_diff: Option<String>,
    pub not_displayed_commercial: String,
    pub not_displayed_production: String,
    pub not_displayed_approved_production: String,
}

impl From<pb::RundownTiming> for RundownTiming {
    fn from(t: pb::RundownTiming) -> Self {
        RundownTiming {
            duration: t.duration,
            commercial_total: t.commercial_total,
            full_estimated: t.full_estimated,
            full_production: t.full_production,
            approved_production: t.approved_production,
            full_total: t.full_total,
            approved_total: t.approved_total,
            full_diff: t.full_diff,
            approved_diff: t.approved_diff,
            production_full_diff: t.production_full_diff,
            production_approved_diff: t.production_approved_diff,
            not_displayed_commercial: t.not_displayed_commercial,
            not_displayed_production: t.not_displayed_production,
            not_displayed_approved_production: t.not_displayed_approved_production,
        }
    }
}

/// Front and back times of an item of the timeline (timing.md, "Item figures"); all null in the
/// standby block.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[expect(
    missing_docs,
    reason = "each field is a figure of timing.md under the same name"
)]
pub struct ItemFigures {
    #[schema(required)]
    pub accumulated: Option<String>,
    #[schema(required)]
    pub block_accumulated: Option<String>,
    #[schema(required)]
    pub progressive: Option<String>,
    #[schema(required)]
    pub progressive_approved: Option<String>,
    #[schema(required)]
    pub regressive: Option<String>,
    #[schema(required)]
    pub regressive_approved: Option<String>,
    #[schema(required)]
    pub expected_end: Option<String>,
    #[schema(required)]
    pub expected_approved_end: Option<String>,
}

impl From<pb::ItemFigures> for ItemFigures {
    fn from(f: pb::ItemFigures) -> Self {
        ItemFigures {
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
}

/// A story's figures: its total and its item figures.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[expect(
    missing_docs,
    reason = "each field is a figure of timing.md under the same name"
)]
pub struct StoryTiming {
    pub total: String,
    #[schema(required)]
    pub accumulated: Option<String>,
    #[schema(required)]
    pub block_accumulated: Option<String>,
    #[schema(required)]
    pub progressive: Option<String>,
    #[schema(required)]
    pub progressive_approved: Option<String>,
    #[schema(required)]
    pub regressive: Option<String>,
    #[schema(required)]
    pub regressive_approved: Option<String>,
    #[schema(required)]
    pub expected_end: Option<String>,
    #[schema(required)]
    pub expected_approved_end: Option<String>,
}

impl From<pb::StoryTiming> for StoryTiming {
    fn from(t: pb::StoryTiming) -> Self {
        StoryTiming {
            total: t.total,
            accumulated: t.accumulated,
            block_accumulated: t.block_accumulated,
            progressive: t.progressive,
            progressive_approved: t.progressive_approved,
            regressive: t.regressive,
            regressive_approved: t.regressive_approved,
            expected_end: t.expected_end,
            expected_approved_end: t.expected_approved_end,
        }
    }
}

/// A block's figures: its sums, its item figures, and those of its commercial break row.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[expect(
    missing_docs,
    reason = "each field is a figure of timing.md under the same name"
)]
pub struct BlockTiming {
    pub full_estimated: String,
    pub full_production: String,
    pub approved_production: String,
    pub commercial: String,
    #[schema(required)]
    pub accumulated: Option<String>,
    #[schema(required)]
    pub block_accumulated: Option<String>,
    #[schema(required)]
    pub progressive: Option<String>,
    #[schema(required)]
    pub progressive_approved: Option<String>,
    #[schema(required)]
    pub regressive: Option<String>,
    #[schema(required)]
    pub regressive_approved: Option<String>,
    #[schema(required)]
    pub expected_end: Option<String>,
    #[schema(required)]
    pub expected_approved_end: Option<String>,
    #[schema(required)]
    pub commercial_break: Option<ItemFigures>,
}

impl From<pb::BlockTiming> for BlockTiming {
    fn from(t: pb::BlockTiming) -> Self {
        BlockTiming {
            full_estimated: t.full_estimated,
            full_production: t.full_production,
            approved_production: t.approved_production,
            commercial: t.commercial,
            accumulated: t.accumulated,
            block_accumulated: t.block_accumulated,
            progressive: t.progressive,
            progressive_approved: t.progressive_approved,
            regressive: t.regressive,
            regressive_approved: t.regressive_approved,
            expected_end: t.expected_end,
            expected_approved_end: t.expected_approved_end,
            commercial_break: t.commercial_break.map(Into::into),
        }
    }
}

/// A CG template field's value.
#[derive(Debug, Clone, Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct CgField {
    /// The template's field name.
    pub name: String,
    /// Its text.
    pub value: String,
}

impl From<pb::CgField> for CgField {
    fn from(f: pb::CgField) -> Self {
        CgField {
            name: f.name,
            value: f.value,
        }
    }
}

/// A media or CG item of a story; its id is the MOS itemID.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoryItem {
    /// Key (the MOS itemID).
    pub id: ItemId,
    /// MEDIA or CG.
    pub kind: ItemKind,
    /// The device holding the object or the template.
    pub device_id: DeviceId,
    /// Media: the device's object id (MOS objID).
    pub object_id: String,
    /// Media: the object's slug; CG: made of the template and its values.
    pub slug: String,
    /// Media: length in milliseconds, when known.
    #[schema(required)]
    pub duration_ms: Option<i64>,
    /// Media: left out of the story's VT.
    pub ignore: bool,
    /// Media: a placeholder created in the asset manager, waiting for material.
    pub placeholder: bool,
    /// CG: the template's id in its device.
    #[schema(required)]
    pub template_id: Option<i64>,
    /// CG: the template's name.
    pub template_name: String,
    /// CG: one value per template field, in the template's order.
    pub fields: Vec<CgField>,
    /// Media: mark in, milliseconds from the object's start.
    #[schema(required)]
    pub mark_in_ms: Option<i64>,
    /// Media: mark out, milliseconds from the object's start.
    #[schema(required)]
    pub mark_out_ms: Option<i64>,
    /// Media: the object's MOS timebase (objTB, units a second; 0: unknown).
    pub timebase: i32,
}

impl TryFrom<pb::StoryItem> for StoryItem {
    type Error = ApiError;

    fn try_from(i: pb::StoryItem) -> Result<Self, ApiError> {
        Ok(StoryItem {
            id: ItemId::from_db(i.id),
            kind: known(i.kind, convert::item_kind_in, "item kind")?,
            device_id: DeviceId::from_db(i.device_id),
            object_id: i.object_id,
            slug: i.slug,
            duration_ms: i.duration_ms,
            ignore: i.ignore,
            placeholder: i.placeholder,
            template_id: i.template_id,
            template_name: i.template_name,
            fields: i.fields.into_iter().map(Into::into).collect(),
            mark_in_ms: i.mark_in_ms,
            mark_out_ms: i.mark_out_ms,
            timebase: i.timebase,
        })
    }
}

/// A story: a line of the rundown, with its durations, its figures and its items.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Story {
    /// Key.
    pub id: StoryId,
    /// Its block (for a story in a drawer: the block it came from).
    pub block_id: BlockId,
    /// Its rundown (for a story in a drawer: the rundown it came from).
    pub rundown_id: RundownId,
    /// Short name on the rundown.
    pub slug: String,
    /// Page number ("A1"); may be empty.
    pub page: String,
    /// Planned duration.
    pub estimated: String,
    /// Presenter on camera.
    pub head: String,
    /// Presenter over pictures.
    pub off: String,
    /// Video tape (packages, sound bites); follows the media while the story has media items.
    pub vt: String,
    /// Link to a live source.
    pub link: String,
    /// A duration typed by hand that replaces head + off + vt + link; null: none.
    #[schema(required)]
    pub manual_time: Option<String>,
    /// Left out of every sum.
    pub ignore_duration: bool,
    /// Approved by the editor in chief.
    pub approved: bool,
    /// When it stopped airing, `HH:mm:ss`.
    #[schema(required)]
    pub stop_time: Option<String>,
    /// Index in its block.
    pub position: i32,
    /// Its figures (null for a story in a drawer: it is in no rundown).
    #[schema(required)]
    pub timing: Option<StoryTiming>,
    /// BLANK, PLAY (on air) or STOP (aired).
    pub display_status: DisplayStatus,
    /// Only its writer and the rundown's administrators see its text.
    pub private: bool,
    /// What kind of story it is.
    #[serde(rename = "type")]
    pub kind: StoryKind,
    /// Where it is in its making.
    pub status: StoryStatus,
    /// The reporter, as the credits name them.
    #[schema(required)]
    pub reporter: Option<String>,
    /// The editor.
    #[schema(required)]
    pub editor: Option<String>,
    /// The image editor.
    #[schema(required)]
    pub image_editor: Option<String>,
    /// Who reads it: one of the program's presenters.
    #[schema(required)]
    pub presenter: Option<String>,
    /// The company or branch that produced it (an affiliate, a partner, an agency).
    #[schema(required)]
    pub company: Option<String>,
    /// Media and CG items, in order.
    pub items: Vec<StoryItem>,
    /// The document it was made from (`POST /api/blocks/{id}/stories/fromDocument`); null: none.
    #[schema(required)]
    pub source: Option<StorySource>,
}

/// The document a story was made from: its page is `/reportages/reportageView/{documentId}` or
/// `/assignments/assignment/{documentId}`, as its kind says.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StorySource {
    /// The document's id.
    pub document_id: i64,
    /// Its kind.
    pub kind: DocumentKind,
}

impl TryFrom<pb::StorySource> for StorySource {
    type Error = ApiError;

    fn try_from(s: pb::StorySource) -> Result<Self, ApiError> {
        Ok(StorySource {
            document_id: s.document_id,
            kind: by_name(&s.kind, DocumentKind::parse, "StorySource.kind")?,
        })
    }
}

impl TryFrom<pb::Story> for Story {
    type Error = ApiError;

    fn try_from(s: pb::Story) -> Result<Self, ApiError> {
        Ok(Story {
            id: StoryId::from_db(s.id),
            block_id: BlockId::from_db(s.block_id),
            rundown_id: RundownId::from_db(s.rundown_id),
            slug: s.slug,
            page: s.page,
            estimated: s.estimated,
            head: s.head,
            off: s.off,
            vt: s.vt,
            link: s.link,
            manual_time: s.manual_time,
            ignore_duration: s.ignore_duration,
            approved: s.approved,
            stop_time: s.stop_time,
            position: s.position,
            timing: s.timing.map(Into::into),
            display_status: known(
                s.display_status,
                convert::display_status_in,
                "display status",
            )?,
            private: s.private,
            kind: known(s.r#type, convert::story_type_in, "story type")?,
            status: known(s.status, convert::story_status_in, "story status")?,
            reporter: s.reporter,
            editor: s.editor,
            image_editor: s.image_editor,
            presenter: s.presenter,
            company: s.company,
            items: s
                .items
                .into_iter()
                .map(StoryItem::try_from)
                .collect::<Result<_, _>>()?,
            source: s.source.map(StorySource::try_from).transpose()?,
        })
    }
}

/// A block of a rundown with its stories, in air order, and its commercial break.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Block {
    /// Key.
    pub id: BlockId,
    /// Its rundown.
    pub rundown_id: RundownId,
    /// Name ("A", "Sports").
    pub name: String,
    /// The standby block: always last, its stories never air.
    pub stand_by: bool,
    /// Its commercial break's length.
    pub commercial: String,
    /// When its break stopped airing, `HH:mm:ss`.
    #[schema(required)]
    pub stop_time: Option<String>,
    /// Index in the rundown.
    pub position: i32,
    /// Its figures.
    pub timing: BlockTiming,
    /// Its stories, in order.
    pub stories: Vec<Story>,
    /// Display status of its break.
    pub display_status: DisplayStatus,
}

impl TryFrom<pb::Block> for Block {
    type Error = ApiError;

    fn try_from(b: pb::Block) -> Result<Self, ApiError> {
        Ok(Block {
            id: BlockId::from_db(b.id),
            rundown_id: RundownId::from_db(b.rundown_id),
            name: b.name,
            stand_by: b.stand_by,
            commercial: b.commercial,
            stop_time: b.stop_time,
            position: b.position,
            timing: required(b.timing, "block timing")?.into(),
            stories: b
                .stories
                .into_iter()
                .map(Story::try_from)
                .collect::<Result<_, _>>()?,
            display_status: known(
                b.display_status,
                convert::display_status_in,
                "display status",
            )?,
        })
    }
}

/// A rundown: one program on one date, with its blocks and its figures.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Rundown {
    /// Key.
    pub id: RundownId,
    /// Its program.
    pub program_id: ProgramId,
    /// The program's name.
    pub program_name: String,
    /// Air date, `YYYY-MM-DD`.
    pub date: String,
    /// Planned start, `HH:mm:ss`.
    pub start: String,
    /// Planned end, `HH:mm:ss`.
    pub end: String,
    /// Planned production.
    #[schema(required)]
    pub production: Option<String>,
    /// Sent to the control-room devices as a running order.
    pub device_integration: bool,
    /// Displayed (the show is over): no change is accepted until it is set back to PLAY or BLANK.
    pub displayed: bool,
    /// Grows by one with every change of the rundown, its blocks or its stories.
    pub revision: i64,
    /// Its figures.
    pub timing: RundownTiming,
    /// Its blocks in air order, the standby block last (empty in an event about the header only).
    pub blocks: Vec<Block>,
    /// BLANK, PLAY (on air) or STOP (displayed).
    pub display_status: DisplayStatus,
}

impl TryFrom<pb::Rundown> for Rundown {
    type Error = ApiError;

    fn try_from(r: pb::Rundown) -> Result<Self, ApiError> {
        Ok(Rundown {
            id: RundownId::from_db(r.id),
            program_id: ProgramId::from_db(r.program_id),
            program_name: r.program_name,
            date: r.date,
            start: r.start,
            end: r.end,
            production: r.production,
            device_integration: r.device_integration,
            displayed: r.displayed,
            revision: r.revision,
            timing: required(r.timing, "rundown timing")?.into(),
            blocks: r
                .blocks
                .into_iter()
                .map(Block::try_from)
                .collect::<Result<_, _>>()?,
            display_status: known(
                r.display_status,
                convert::display_status_in,
                "display status",
            )?,
        })
    }
}

/// Whether a rundown exists or may be created (mobile.md section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Existence {
    /// It exists.
    Exist,
    /// It does not exist yet and may be created.
    CanCreate,
    /// The program does not exist.
    CantCreate,
}

impl Existence {
    fn from_pb(p: pb::Existence) -> Option<Existence> {
        Some(match p {
            pb::Existence::Unspecified => return None,
            pb::Existence::Exist => Existence::Exist,
            pb::Existence::CanCreate => Existence::CanCreate,
            pb::Existence::CantCreate => Existence::CantCreate,
        })
    }
}

/// `{"status": "EXIST" | "CAN_CREATE" | "CANT_CREATE"}`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ExistenceOut {
    /// The answer.
    pub status: Existence,
}

impl TryFrom<pb::CheckRundownResponse> for ExistenceOut {
    type Error = ApiError;

    fn try_from(r: pb::CheckRundownResponse) -> Result<Self, ApiError> {
        Ok(ExistenceOut {
            status: known(r.status, Existence::from_pb, "rundown existence")?,
        })
    }
}

/// A story's edit lock; `locked` false in an unlock event.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoryLock {
    /// The story.
    pub story_id: StoryId,
    /// Who holds it.
    pub user_id: i64,
    /// Their login name.
    pub nickname: String,
    /// The holding editor instance (one per browser tab and session), as an opaque tag: a client
    /// learns its own from its take answers; the tab's `uuid` is never shown.
    pub holder: String,
    /// Since when, RFC 3339 UTC.
    pub since: String,
    /// Held (false: released, in an unlock event).
    pub locked: bool,
    /// How long it lives without renewal, ISO-8601 (`PT2M`); renew at about a third of it.
    pub ttl: String,
}

impl From<pb::StoryLock> for StoryLock {
    fn from(l: pb::StoryLock) -> Self {
        StoryLock {
            story_id: StoryId::from_db(l.story_id),
            user_id: l.user_id,
            nickname: l.nickname,
            holder: l.holder,
            since: l.since,
            locked: l.locked,
            ttl: l.ttl,
        }
    }
}

/// A rundown template of a program.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Template {
    /// Key.
    pub id: TemplateId,
    /// Its program.
    pub program_id: ProgramId,
    /// Name, unique in the program.
    pub name: String,
    /// How many blocks it holds, the standby block included.
    pub blocks: i32,
    /// How many stories.
    pub stories: i32,
}

impl From<pb::Template> for Template {
    fn from(t: pb::Template) -> Self {
        Template {
            id: TemplateId::from_db(t.id),
            program_id: ProgramId::from_db(t.program_id),
            name: t.name,
            blocks: t.blocks,
            stories: t.stories,
        }
    }
}

/// How many stories a drawer call moved.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DrawerCount {
    /// The count.
    pub count: i32,
}

impl From<pb::DrawerCount> for DrawerCount {
    fn from(c: pb::DrawerCount) -> Self {
        DrawerCount { count: c.count }
    }
}

/// A story waiting in a program's drawer.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawerStory {
    /// The story as it was sent (its block and rundown are where it came from).
    pub story: Story,
    /// The program whose drawer holds it.
    pub program_id: ProgramId,
    /// When it was sent, RFC 3339 UTC.
    pub sent_at: String,
    /// Who sent it (login name).
    pub sent_by: String,
}

impl TryFrom<pb::DrawerStory> for DrawerStory {
    type Error = ApiError;

    fn try_from(d: pb::DrawerStory) -> Result<Self, ApiError> {
        Ok(DrawerStory {
            story: required(d.story, "drawer story")?.try_into()?,
            program_id: ProgramId::from_db(d.program_id),
            sent_at: d.sent_at,
            sent_by: d.sent_by,
        })
    }
}

/// The drawer holding a story.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawerPlace {
    /// The program whose drawer it is.
    pub program_id: ProgramId,
    /// Its name.
    pub program_name: String,
    /// When the story was sent there, RFC 3339 UTC.
    pub sent_at: String,
    /// Who sent it.
    pub sent_by: String,
}

impl From<pb::DrawerPlace> for DrawerPlace {
    fn from(d: pb::DrawerPlace) -> Self {
        DrawerPlace {
            program_id: ProgramId::from_db(d.program_id),
            program_name: d.program_name,
            sent_at: d.sent_at,
            sent_by: d.sent_by,
        }
    }
}

/// A saved revision of a story's text.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionSummary {
    /// 1, 2, 3, ... per story.
    pub number: i32,
    /// When, RFC 3339 UTC.
    pub at: String,
    /// Who saved it.
    pub user_id: i64,
    /// Their login name.
    pub nickname: String,
    /// The slug then.
    pub slug: String,
}

impl From<pb::RevisionSummary> for RevisionSummary {
    fn from(r: pb::RevisionSummary) -> Self {
        RevisionSummary {
            number: r.number,
            at: r.at,
            user_id: r.user_id,
            nickname: r.nickname,
            slug: r.slug,
        }
    }
}

/// One line of a diff between a revision and the current text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DiffOp {
    /// In both.
    Equal,
    /// Only in the current text.
    Insert,
    /// Only in the revision.
    Delete,
}

impl DiffOp {
    fn from_pb(p: pb::DiffOp) -> Option<DiffOp> {
        Some(match p {
            pb::DiffOp::Unspecified => return None,
            pb::DiffOp::Equal => DiffOp::Equal,
            pb::DiffOp::Insert => DiffOp::Insert,
            pb::DiffOp::Delete => DiffOp::Delete,
        })
    }
}

/// A line of a diff.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DiffLine {
    /// Where the line is.
    pub op: DiffOp,
    /// The line.
    pub text: String,
}

impl TryFrom<pb::DiffLine> for DiffLine {
    type Error = ApiError;

    fn try_from(d: pb::DiffLine) -> Result<Self, ApiError> {
        Ok(DiffLine {
            op: known(d.op, DiffOp::from_pb, "diff op")?,
            text: d.text,
        })
    }
}

/// A story in the trash.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrashedStory {
    /// The story as it was (its block is where a restore puts it back).
    pub story: Story,
    /// When it was deleted, RFC 3339 UTC.
    pub deleted_at: String,
    /// Who deleted it.
    pub deleted_by: String,
}

impl TryFrom<pb::TrashedStory> for TrashedStory {
    type Error = ApiError;

    fn try_from(t: pb::TrashedStory) -> Result<Self, ApiError> {
        Ok(TrashedStory {
            story: required(t.story, "trashed story")?.try_into()?,
            deleted_at: t.deleted_at,
            deleted_by: t.deleted_by,
        })
    }
}

/// `{"restored": n}`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct RestoreOut {
    /// How many stories came back.
    pub restored: i32,
}

/// One change of a rundown: who, when, what.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogEntry {
    /// Key.
    pub id: i64,
    /// When, RFC 3339 UTC.
    pub at: String,
    /// Who.
    pub user_id: i64,
    /// Their login name.
    pub nickname: String,
    /// What kind of change.
    pub action: LogAction,
    /// What, in words.
    pub description: String,
    /// `POST /api/rundowns/{id}/logs/{logId}/undo` can put back what it changed (a repagination),
    /// once.
    pub undoable: bool,
}

/// A page of the rundown's log, newest first.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LogPage {
    /// The lines.
    pub data: Vec<LogEntry>,
    /// How many lines match in all.
    pub total: u64,
}

impl TryFrom<pb::LogPage> for LogPage {
    type Error = ApiError;

    fn try_from(p: pb::LogPage) -> Result<Self, ApiError> {
        Ok(LogPage {
            data: p
                .data
                .into_iter()
                .map(|e| {
                    Ok(LogEntry {
                        id: e.id,
                        at: e.at,
                        user_id: e.user_id,
                        nickname: e.nickname,
                        action: known(e.action, convert::log_action_in, "log action")?,
                        description: e.description,
                        undoable: e.undoable,
                    })
                })
                .collect::<Result<_, ApiError>>()?,
            total: p.total,
        })
    }
}

/// Words and reading time of the presenter's parts of a script.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReadingTime {
    /// Words read on camera.
    pub head_words: i32,
    /// Words read over pictures.
    pub off_words: i32,
    /// Their reading time, ISO-8601.
    pub head: String,
    /// Their reading time, ISO-8601.
    pub off: String,
    /// The rate used.
    pub words_per_minute: i32,
}

impl From<pb::ReadingTime> for ReadingTime {
    fn from(r: pb::ReadingTime) -> Self {
        ReadingTime {
            head_words: r.head_words,
            off_words: r.off_words,
            head: r.head,
            off: r.off,
            words_per_minute: r.words_per_minute,
        }
    }
}

/// What a rundown event says happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[expect(missing_docs, reason = "docs/asyncapi.yaml describes each")]
pub enum EventKind {
    Created,
    Updated,
    Deleted,
    Moved,
    Approved,
    Disapproved,
    Lock,
    Unlock,
    TakeOver,
}

impl EventKind {
    fn from_pb(p: pb::EventKind) -> Option<EventKind> {
        Some(match p {
            pb::EventKind::Unspecified => return None,
            pb::EventKind::Created => EventKind::Created,
            pb::EventKind::Updated => EventKind::Updated,
            pb::EventKind::Deleted => EventKind::Deleted,
            pb::EventKind::Moved => EventKind::Moved,
            pb::EventKind::Approved => EventKind::Approved,
            pb::EventKind::Disapproved => EventKind::Disapproved,
            pb::EventKind::Lock => EventKind::Lock,
            pb::EventKind::Unlock => EventKind::Unlock,
            pb::EventKind::TakeOver => EventKind::TakeOver,
        })
    }
}

/// What a rundown event is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[expect(missing_docs, reason = "the names say it")]
pub enum EventEntity {
    Rundown,
    Block,
    Story,
}

impl EventEntity {
    fn from_pb(p: pb::EventEntity) -> Option<EventEntity> {
        Some(match p {
            pb::EventEntity::Unspecified => return None,
            pb::EventEntity::Rundown => EventEntity::Rundown,
            pb::EventEntity::Block => EventEntity::Block,
            pb::EventEntity::Story => EventEntity::Story,
        })
    }
}

/// What was deleted.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Deleted {
    /// The block or story.
    pub id: i64,
    /// A deleted story's block.
    #[schema(required)]
    pub block_id: Option<BlockId>,
}

/// The blocks of a rundown in their new order.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlocksOrder {
    /// Every block, the standby block last.
    pub blocks_ids: Vec<BlockId>,
}

/// The changed item of an event (docs/asyncapi.yaml lists which for which event).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
#[expect(missing_docs, reason = "each variant is the shape of its own name")]
pub enum EventData {
    Rundown(Rundown),
    Block(Block),
    Story(Story),
    Deleted(Deleted),
    Order(BlocksOrder),
    Lock(StoryLock),
}

/// The figures of a whole rundown after a change.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TimingSnapshot {
    /// The rundown's figures.
    #[schema(required)]
    pub rundown: Option<RundownTiming>,
    /// Every block's figures, by block id.
    pub blocks: BTreeMap<i64, BlockTiming>,
    /// Every story's figures, by story id.
    pub stories: BTreeMap<i64, StoryTiming>,
}

/// One change of a rundown, as STOMP subscribers of `/topic/rundowns/{id}` receive it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RundownEvent {
    /// The rundown.
    pub rundown_id: RundownId,
    /// Its revision after the change (lock events: the current one).
    pub revision: i64,
    /// What happened.
    pub event: EventKind,
    /// To what.
    pub entity: EventEntity,
    /// The changed item.
    #[schema(required)]
    pub data: Option<EventData>,
    /// The whole rundown's figures after the change (none for lock events).
    #[schema(required)]
    pub timing: Option<TimingSnapshot>,
}

impl TryFrom<pb::RundownEvent> for RundownEvent {
    type Error = ApiError;

    fn try_from(e: pb::RundownEvent) -> Result<Self, ApiError> {
        use pb::rundown_event::Data;
        Ok(RundownEvent {
            rundown_id: RundownId::from_db(e.rundown_id),
            revision: e.revision,
            event: known(e.event, EventKind::from_pb, "event")?,
            entity: known(e.entity, EventEntity::from_pb, "event entity")?,
            data: match e.data {
                None => None,
                Some(Data::Rundown(r)) => Some(EventData::Rundown(r.try_into()?)),
                Some(Data::Block(b)) => Some(EventData::Block(b.try_into()?)),
                Some(Data::Story(s)) => Some(EventData::Story(s.try_into()?)),
                Some(Data::Deleted(d)) => Some(EventData::Deleted(Deleted {
                    id: d.id,
                    block_id: d.block_id.map(BlockId::from_db),
                })),
                Some(Data::Order(o)) => Some(EventData::Order(BlocksOrder {
                    blocks_ids: o.blocks_ids.into_iter().map(BlockId::from_db).collect(),
                })),
                Some(Data::Lock(l)) => Some(EventData::Lock(l.into())),
            },
            timing: e.timing.map(|t| TimingSnapshot {
                rundown: t.rundown.map(Into::into),
                blocks: t.blocks.into_iter().map(|(k, v)| (k, v.into())).collect(),
                stories: t.stories.into_iter().map(|(k, v)| (k, v.into())).collect(),
            }),
        })
    }
}

/// A new rundown.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RundownIn {
    /// Air date, `YYYY-MM-DD`.
    pub date: String,
    /// The program.
    pub program_id: ProgramId,
    /// A template of the program to build it from; absent or null: block "A" and the standby block.
    #[serde(default)]
    pub template_id: Option<TemplateId>,
}

/// A field patch: `{"field": "estimated", "value": "PT1M30S"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FieldPatch {
    /// The field (camelCase).
    pub field: String,
    /// The new value, typed as the field needs (string, boolean, null).
    #[schema(value_type = Object)]
    pub value: serde_json::Value,
}

/// A new block.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BlockIn {
    /// Name; empty: the next letter.
    #[serde(default)]
    pub name: String,
}

/// A new block order.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlocksOrderIn {
    /// Every non-standby block of the rundown, in the new order.
    pub blocks_ids: Vec<BlockId>,
}

/// A new story.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StoryIn {
    /// Slug; empty: "NEW STORY".
    #[serde(default)]
    pub slug: String,
    /// Index in the block; null: at the end.
    #[serde(default)]
    pub position: Option<i32>,
}

/// Where a story goes.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryMoveIn {
    /// The target block (of the same rundown).
    pub block_id: BlockId,
    /// Index in the target block, counted after the story is taken out; past the end or absent: at
    /// the end.
    #[serde(default)]
    pub position: Option<i32>,
}

/// The script as JSON: `[{kind, content: [{type: "paragraph", children: [{text, comment, color,
/// bold, italic, underline}]}]}]`; kinds ON_CAMERA, ART, HEADING, INFORMATION, PLAYBACK, NOTE, VO,
/// SOUNDUP, TEASER, TEXT. The service stores only scripts it validated, so one that does not read is
/// an internal error.
fn script(json: &str) -> Result<serde_json::Value, ApiError> {
    serde_json::from_str(json).map_err(|e| {
        tracing::error!(error = %e, "the rundowns service sent a script that is not JSON");
        ApiError::new(newsroom_domain::ErrorCode::Internal)
    })
}

/// A story with its text, as the editor opens it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoryDocument {
    /// The story with its timing.
    pub story: Story,
    /// The script (see [`StoryTextIn::script`]).
    #[schema(value_type = Vec<Object>)]
    pub script: serde_json::Value,
    /// A footnote for the newsroom.
    pub footnote: String,
    /// Cue in: the words that start the VT or bite.
    pub cue_in: String,
    /// Cue out: the words that end it.
    pub cue_out: String,
    /// Reading time of the presenter's parts.
    #[schema(required)]
    pub reading_time: Option<ReadingTime>,
    /// Latest revision number (0: never saved).
    pub revision: i32,
    /// The rundown's date (empty for a story in a drawer).
    pub rundown_date: String,
    /// The rundown's program (for a story in a drawer: the drawer's).
    pub program_id: ProgramId,
    /// That program's name.
    pub program_name: String,
    /// The rundown's revision when this was read (to order it among the rundown's events).
    pub rundown_revision: i64,
    /// Who holds the edit lock, if anyone.
    #[schema(required)]
    pub lock: Option<StoryLock>,
    /// The drawer holding the story, or null: in a rundown.
    #[schema(required)]
    pub drawer: Option<DrawerPlace>,
}

impl TryFrom<pb::StoryDocument> for StoryDocument {
    type Error = ApiError;

    fn try_from(d: pb::StoryDocument) -> Result<Self, ApiError> {
        Ok(StoryDocument {
            story: required(d.story, "story of a document")?.try_into()?,
            script: script(&d.script_json)?,
            footnote: d.footnote,
            cue_in: d.cue_in,
            cue_out: d.cue_out,
            reading_time: d.reading_time.map(Into::into),
            revision: d.revision,
            rundown_date: d.rundown_date,
            program_id: ProgramId::from_db(d.program_id),
            program_name: d.program_name,
            rundown_revision: d.rundown_revision,
            lock: d.lock.map(Into::into),
            drawer: d.drawer.map(Into::into),
        })
    }
}

/// The text to save.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryTextIn {
    /// The script: `[{kind, content: [{type: "paragraph", children: [{text, comment, color, bold,
    /// italic, underline}]}]}]`; kinds ON_CAMERA, ART, HEADING, INFORMATION, PLAYBACK, NOTE, VO,
    /// SOUNDUP, TEASER, TEXT.
    #[schema(value_type = Vec<Object>)]
    pub script: serde_json::Value,
    /// Footnote (up to 2000 characters).
    #[serde(default)]
    pub footnote: String,
    /// Cue in (up to 200 characters).
    #[serde(default)]
    pub cue_in: String,
    /// Cue out (up to 200 characters).
    #[serde(default)]
    pub cue_out: String,
    /// The editor instance saving (its lock); refused with 409 `lock_lost` when another holds it.
    #[serde(default)]
    pub lock_uuid: String,
}

/// A revision with its diff to the current text.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Revision {
    /// Number, when, who, slug.
    pub summary: RevisionSummary,
    /// The script of that revision.
    #[schema(value_type = Vec<Object>)]
    pub script: serde_json::Value,
    /// Footnote.
    pub footnote: String,
    /// Cue in.
    pub cue_in: String,
    /// Cue out.
    pub cue_out: String,
    /// Line diff from this revision to the current text.
    pub diff: Vec<DiffLine>,
}

impl TryFrom<pb::RevisionView> for Revision {
    type Error = ApiError;

    fn try_from(v: pb::RevisionView) -> Result<Self, ApiError> {
        Ok(Revision {
            summary: required(v.summary, "revision summary")?.into(),
            script: script(&v.script_json)?,
            footnote: v.footnote,
            cue_in: v.cue_in,
            cue_out: v.cue_out,
            diff: v
                .diff
                .into_iter()
                .map(DiffLine::try_from)
                .collect::<Result<_, _>>()?,
        })
    }
}

/// `{"ids": [...]}`: stories.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StoryIdsIn {
    /// Story ids.
    pub ids: Vec<StoryId>,
}

/// Story ids as the services take them.
pub fn raw_ids(ids: Vec<StoryId>) -> Vec<i64> {
    ids.into_iter().map(StoryId::get).collect()
}

/// `{"ids": [...], "status": "PLAY"|"STOP"|"BLANK", "updatePrevious": false}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryDisplayIn {
    /// Stories of one rundown (PLAY: exactly one).
    pub ids: Vec<StoryId>,
    /// PLAY (on air), STOP (displayed) or BLANK.
    pub status: DisplayStatus,
    /// Also stop every earlier item still BLANK or PLAY.
    #[serde(default)]
    pub update_previous: bool,
}

/// `{"ids": [...], "status", "cascade": false, "updatePrevious": false}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlockDisplayIn {
    /// Blocks of one rundown; the status applies to their breaks.
    pub ids: Vec<BlockId>,
    /// PLAY, STOP or BLANK.
    pub status: DisplayStatus,
    /// Give the blocks' stories the same status.
    #[serde(default)]
    pub cascade: bool,
    /// Also stop every earlier item still BLANK or PLAY.
    #[serde(default)]
    pub update_previous: bool,
}

/// `{"status": "PLAY"|"STOP"|"BLANK"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusIn {
    /// PLAY (on air), STOP (displayed: locked) or BLANK (reopened).
    pub status: DisplayStatus,
}

/// `{"flag": true}`: approve; false: disapprove.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApproveIn {
    /// Approve (true) or disapprove (false).
    pub flag: bool,
}

/// `{"name": "Weekday"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TemplateIn {
    /// Name, unique per program (1-80 characters).
    pub name: String,
    /// Replace the program's template of that name (its id is kept); otherwise a taken name is 409.
    #[serde(default)]
    pub overwrite: bool,
}

/// `{"templateId": 3}` or `{}` for the default layout.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecreateIn {
    /// A template of the rundown's program; absent: block "A" and the standby block.
    #[serde(default)]
    pub template_id: Option<TemplateId>,
}

/// `{"ids", "targetBlockId", "position", "cut"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PasteIn {
    /// The stories, in the order they are to take in the target block.
    pub ids: Vec<StoryId>,
    /// The block to paste into (of any rundown).
    pub target_block_id: BlockId,
    /// Index in the target block, counted after cut stories are taken out; null or past the end: at
    /// the end.
    #[serde(default)]
    pub position: Option<i32>,
    /// True: move the stories themselves (same ids, text, revisions, fields); false: paste copies
    /// (new ids, same fields and text, not approved, BLANK).
    #[serde(default)]
    pub cut: bool,
}

/// `{"ids", "rundownId", "targetBlockId", "targetStoryId", "removeFromDrawer"}`.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawerMoveIn {
    /// Stories of a drawer, in the order they are to take.
    pub ids: Vec<StoryId>,
    /// The rundown to move them into.
    pub rundown_id: RundownId,
    /// A block of that rundown.
    pub target_block_id: BlockId,
    /// Before this story of the block; null: at the end.
    #[serde(default)]
    pub target_story_id: Option<StoryId>,
    /// False: copies go into the rundown and the drawer keeps the stories (default true).
    #[serde(default = "yes")]
    pub remove_from_drawer: bool,
}

fn yes() -> bool {
    true
}

/// `{"uuid": "<editor instance>", "renew": false}`: the body of `PUT /api/locks/{id}`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct LockIn {
    /// The editor instance (one per browser tab), 1-64 characters.
    pub uuid: String,
    /// True: only extend a lock this instance holds, refused with 409 `lock_lost` when it is free (a
    /// renewal that arrives after its tab released the lock takes nothing). False (default): take it
    /// if free.
    #[serde(default)]
    pub renew: bool,
}

/// `{"uuid": "<editor instance>"}`.
#[derive(Deserialize, utoipa::ToSchema, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UuidIn {
    /// The editor instance (one per browser tab), 1-64 characters.
    pub uuid: String,
}
