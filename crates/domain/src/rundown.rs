//! Rundowns, blocks and stories (web.md section 3), their constrained fields and their field patches
//! (`{"field", "value"}`, web.md section 7).
//!
//! A rundown belongs to one program on one date. Its blocks are in air order and the standby block is
//! always the last one (web.md section 4). A block holds stories in air order and ends with its
//! commercial break.

use chrono::NaiveDate;
use serde_json::Value;

use crate::display::DisplayStatus;
use crate::error::{FieldCode, FieldError, FieldMessage};
use crate::ids::{BlockId, ProgramId, RundownId, StoryId};
use crate::time::{Duration, TimeOfDay};

macro_rules! bounded_text {
    ($(#[$doc:meta])* $name:ident, $max:expr, required: $required:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $name(String);

        impl $name {
            /// Longest allowed text, in characters.
            pub const MAX: usize = $max;

            /// Trims and checks the text (length, and the characters of [`crate::text`]); `field`
            /// names it in the error.
            pub fn parse(field: &str, raw: &str) -> Result<Self, FieldError> {
                let text = raw.trim();
                if $required && text.is_empty() {
                    return Err(FieldError::new(field, FieldCode::Required));
                }
                if text.chars().count() > Self::MAX {
                    return Err(FieldError::new(field, FieldMessage::too_long(Self::MAX)));
                }
                crate::text::check(field, text)?;
                Ok(Self(text.to_owned()))
            }

            /// The text.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The owned text.
            pub fn into_inner(self) -> String {
                self.0
            }
        }
    };
}

bounded_text!(
    /// A story's slug: its short name on the rundown ("CITY COUNCIL VOTE"); 1-120 characters.
    Slug, 120, required: true
);
bounded_text!(
    /// A block's name ("A", "Sports"); 1-60 characters.
    BlockName, 60, required: true
);
bounded_text!(
    /// A template's name ("Weekday evening"); 1-80 characters, unique per program.
    TemplateName, 80, required: true
);
bounded_text!(
    /// A story's page number on the rundown ("A1"); up to 10 characters, may be empty.
    Page, 10, required: false
);

/// Parses a `YYYY-MM-DD` date (mobile.md section 5).
pub fn parse_date(field: &str, raw: &str) -> Result<NaiveDate, FieldError> {
    let ok_shape = raw.len() == 10 && raw.as_bytes()[4] == b'-' && raw.as_bytes()[7] == b'-';
    ok_shape
        .then(|| NaiveDate::parse_from_str(raw, "%Y-%m-%d").ok())
        .flatten()
        .ok_or_else(|| FieldError::new(field, FieldCode::Date))
}

/// A program: a show that has one rundown per date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// Key.
    pub id: ProgramId,
    /// Display name ("Evening News").
    pub name: String,
    /// Planned on-air start.
    pub start: TimeOfDay,
    /// Planned on-air end (before `start`: the next day).
    pub end: TimeOfDay,
    /// Planned production duration, if the program sets one.
    pub production: Option<Duration>,
    /// Its character-generator device (a device id of the devices service): credits go there.
    pub cg_device: Option<i64>,
    /// The registry's settings of the program (web.md section 3).
    pub settings: ProgramSettings,
}

/// A program's registry settings (web.md section 3): state, legacy mode, drawer, staff and the
/// groups allowed to see it. Users and groups are ids of the auth service. The default: active, with
/// a drawer, open to everyone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramSettings {
    /// Offered for new rundowns; a program with content is disabled, never deleted.
    pub active: bool,
    /// Legacy mode: the program's rundowns keep the older story layout (no per-item timing).
    pub legacy_mode: bool,
    /// The program has a drawer of stories set aside.
    pub drawer: bool,
    /// Its editors (user ids).
    pub editors: Vec<i64>,
    /// Its image editors (user ids).
    pub image_editors: Vec<i64>,
    /// Its announcers (user ids).
    pub announcers: Vec<i64>,
    /// Groups allowed to see it; empty: everyone (web.md section 6).
    pub allowed_groups: Vec<i64>,
}

impl Default for ProgramSettings {
    fn default() -> Self {
        ProgramSettings {
            active: true,
            legacy_mode: false,
            drawer: true,
            editors: Vec::new(),
            image_editors: Vec::new(),
            announcers: Vec::new(),
            allowed_groups: Vec::new(),
        }
    }
}

impl ProgramSettings {
    /// Whether a member of `groups` may see the program: when it names no group, everyone may.
    pub fn allows(&self, groups: &[i64]) -> bool {
        self.allowed_groups.is_empty() || self.allowed_groups.iter().any(|g| groups.contains(g))
    }
}

/// A rundown with its blocks and stories, in air order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rundown {
    /// Key.
    pub id: RundownId,
    /// Its program.
    pub program_id: ProgramId,
    /// The program's name, for display.
    pub program_name: String,
    /// The date it airs.
    pub date: NaiveDate,
    /// Planned start S.
    pub start: TimeOfDay,
    /// Planned end E (before S: the next day).
    pub end: TimeOfDay,
    /// Planned production duration P.
    pub production: Option<Duration>,
    /// Whether changes are sent to devices (MOS).
    pub device_integration: bool,
    /// BLANK, PLAY (the show is on air) or STOP (displayed: the show has aired; then it cannot be
    /// changed, web.md section 4).
    pub display_status: DisplayStatus,
    /// Grows by one with every change; events carry it so clients can detect gaps.
    pub revision: Revision,
    /// Blocks in air order, the standby block last.
    pub blocks: Vec<Block>,
}

/// A rundown's revision: 1 when it is created, one more with each saved change of its content. Every
/// event carries the revision it produced, so a client that sees a gap reloads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Revision(i64);

impl Revision {
    /// A new rundown's revision.
    pub const FIRST: Revision = Revision(1);

    /// A revision read from storage.
    pub const fn from_db(raw: i64) -> Self {
        Revision(raw)
    }

    /// The number (the wire form).
    pub const fn get(self) -> i64 {
        self.0
    }
}

impl std::fmt::Display for Revision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// A block: stories followed by a commercial break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Key.
    pub id: BlockId,
    /// Its rundown.
    pub rundown_id: RundownId,
    /// Name ("A").
    pub name: String,
    /// The standby block: stories kept ready, counted in no figure.
    pub stand_by: bool,
    /// Duration C of the break at its end.
    pub commercial: Duration,
    /// When the block (its break) finished on air.
    pub stop_time: Option<TimeOfDay>,
    /// Display status of its break.
    pub display_status: DisplayStatus,
    /// Index in the rundown.
    pub position: i32,
    /// Stories in air order.
    pub stories: Vec<Story>,
}

/// A story: one item of the show, with its planned and produced durations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Story {
    /// Key.
    pub id: StoryId,
    /// Its block.
    pub block_id: BlockId,
    /// Its rundown.
    pub rundown_id: RundownId,
    /// Short name.
    pub slug: String,
    /// Page number ("A1").
    pub page: String,
    /// Duration planned by the producer.
    pub estimated: Duration,
    /// The produced part durations.
    pub parts: Parts,
    /// Overrides the sum of the parts when set.
    pub manual_time: Option<Duration>,
    /// Counted as zero in every sum.
    pub ignore_duration: bool,
    /// Approved by the producer.
    pub approved: bool,
    /// When it finished on air.
    pub stop_time: Option<TimeOfDay>,
    /// BLANK, PLAY (on air) or STOP (displayed).
    pub display_status: DisplayStatus,
    /// Private: only its owners see it (cannot be set while approved).
    pub private: bool,
    /// Index in the block.
    pub position: i32,
    /// Type, status and crew.
    pub info: StoryInfo,
    /// Media and CG items, in order ([`crate::items`]).
    pub items: Vec<crate::items::StoryItem>,
}

/// What kind of story it is (web.md section 6: "Story types include teaser, heading suggestion, note
/// suggestion, information and text"; VO, SOT, package and live are the field's standard kinds).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum StoryKind {
    /// A reader: the presenter reads it on camera.
    #[default]
    Text,
    /// A teaser.
    Teaser,
    /// A headline.
    Heading,
    /// A note for the crew.
    Note,
    /// Information for the crew.
    Information,
    /// Voice over pictures.
    Vo,
    /// Voice over followed by a sound bite.
    VoSot,
    /// A sound bite.
    Sot,
    /// A packaged report.
    Package,
    /// A live link.
    Live,
}

impl StoryKind {
    /// Every kind, in the order a menu lists them.
    pub const ALL: [StoryKind; 10] = [
        StoryKind::Text,
        StoryKind::Teaser,
        StoryKind::Heading,
        StoryKind::Note,
        StoryKind::Information,
        StoryKind::Vo,
        StoryKind::VoSot,
        StoryKind::Sot,
        StoryKind::Package,
        StoryKind::Live,
    ];

    /// The wire form (`VO_SOT`).
    pub const fn as_str(self) -> &'static str {
        match self {
            StoryKind::Text => "TEXT",
            StoryKind::Teaser => "TEASER",
            StoryKind::Heading => "HEADING",
            StoryKind::Note => "NOTE",
            StoryKind::Information => "INFORMATION",
            StoryKind::Vo => "VO",
            StoryKind::VoSot => "VO_SOT",
            StoryKind::Sot => "SOT",
            StoryKind::Package => "PACKAGE",
            StoryKind::Live => "LIVE",
        }
    }

    /// Reads the wire form.
    pub fn parse(text: &str) -> Option<StoryKind> {
        StoryKind::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

/// Where a story is in its making (our decision; the spec names the field, not its values).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum StoryStatus {
    /// Planned, nothing written yet.
    #[default]
    Draft,
    /// Being written or edited.
    InProgress,
    /// Written and edited: ready for approval and air.
    Ready,
    /// Dropped from the show but kept in the rundown.
    Killed,
}

impl StoryStatus {
    /// Every status.
    pub const ALL: [StoryStatus; 4] = [
        StoryStatus::Draft,
        StoryStatus::InProgress,
        StoryStatus::Ready,
        StoryStatus::Killed,
    ];

    /// The wire form (`IN_PROGRESS`).
    pub const fn as_str(self) -> &'static str {
        match self {
            StoryStatus::Draft => "DRAFT",
            StoryStatus::InProgress => "IN_PROGRESS",
            StoryStatus::Ready => "READY",
            StoryStatus::Killed => "KILLED",
        }
    }

    /// Reads the wire form.
    pub fn parse(text: &str) -> Option<StoryStatus> {
        StoryStatus::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

/// A story's type, status and crew. The crew are names as the credits show them (a user's name, or
/// anyone's: freelancers are credited too), up to [`CREW_NAME_MAX`] characters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoryInfo {
    /// Type.
    pub kind: StoryKind,
    /// Status.
    pub status: StoryStatus,
    /// Reporter.
    pub reporter: Option<String>,
    /// Editor.
    pub editor: Option<String>,
    /// Image editor (camera, video editing).
    pub image_editor: Option<String>,
    /// The presenter who reads it: one of its program's [`Presenter`]s (their reading rate gives the
    /// reading time).
    pub presenter: Option<String>,
    /// The company or branch that produced it (web.md section 3: an affiliate station, a partner, an
    /// agency), as the credits and the print name it.
    pub company: Option<String>,
    /// The document it was made from, if any ([`StorySource`]).
    pub source: Option<StorySource>,
}

/// The document a story was made from (web.md section 7, "Stories: ... create from assignments, news
/// and reportages"): the story links back to it, and a copy of the story keeps the link. The document
/// lives in the documents service; the link is its id and kind, not a copy of it (a document deleted
/// later leaves a link that answers 404, as any deleted document does).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StorySource {
    /// The document's id (from 10^12: docs/adr/0003-documents.md, "Ids").
    pub document_id: i64,
    /// Its kind.
    pub kind: crate::search::DocumentKind,
}

impl StorySource {
    /// The type a story made from such a document starts with: a reportage is a packaged report
    /// (the lead on camera, then the package); anything else a reader, until the desk says what
    /// it becomes.
    pub const fn story_kind(self) -> StoryKind {
        match self.kind {
            crate::search::DocumentKind::Reportage => StoryKind::Package,
            _ => StoryKind::Text,
        }
    }
}

/// A presenter of a program and their reading rate (web.md section 6, "program: presenters"; issue:
/// "per-presenter words-per-minute rate").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presenter {
    /// Name, unique in the program (case-insensitive), 1 to [`CREW_NAME_MAX`] characters.
    pub name: String,
    /// Words read a minute, [`MIN_WORDS_PER_MINUTE`] to [`MAX_WORDS_PER_MINUTE`].
    pub words_per_minute: u32,
}

/// Slowest reading rate accepted (a very slow, deliberate read).
pub const MIN_WORDS_PER_MINUTE: u32 = 80;
/// Fastest reading rate accepted (a very fast read).
pub const MAX_WORDS_PER_MINUTE: u32 = 300;
/// Most presenters a program lists.
pub const MAX_PRESENTERS: usize = 30;

impl Presenter {
    /// Checks a program's list of presenters: `[{"name", "wordsPerMinute"}]`.
    ///
    /// # Errors
    /// A [`FieldError`] on `presenters` naming the first problem: too many, a blank, long or repeated
    /// name, a character [`crate::text`] refuses, a rate out of range.
    pub fn parse_list(value: &Value) -> Result<Vec<Presenter>, FieldError> {
        let field = "presenters";
        let items = value
            .as_array()
            .ok_or_else(|| FieldError::new(field, FieldCode::Invalid))?;
        if items.len() > MAX_PRESENTERS {
            return Err(FieldError::new(
                field,
                FieldMessage::from(FieldCode::TooMany).with("max", MAX_PRESENTERS),
            ));
        }
        let mut out: Vec<Presenter> = vec![];
        for item in items {
            let name = item
                .get("name")
                .and_then(Value::as_str)
                .map(str::trim)
                .unwrap_or_default();
            if name.is_empty() || name.chars().count() > CREW_NAME_MAX {
                return Err(FieldError::new(
                    field,
                    FieldMessage::length(1, CREW_NAME_MAX),
                ));
            }
            crate::text::check(field, name)?;
            if out
                .iter()
                .any(|p| p.name.to_lowercase() == name.to_lowercase())
            {
                return Err(FieldError::new(
                    field,
                    FieldMessage::from(FieldCode::Duplicate).with("value", name),
                ));
            }
            let wpm = item
                .get("wordsPerMinute")
                .and_then(Value::as_u64)
                .unwrap_or(0);
            if !(u64::from(MIN_WORDS_PER_MINUTE)..=u64::from(MAX_WORDS_PER_MINUTE)).contains(&wpm) {
                return Err(FieldError::new(
                    field,
                    FieldMessage::range(MIN_WORDS_PER_MINUTE.into(), MAX_WORDS_PER_MINUTE.into()),
                ));
            }
            out.push(Presenter {
                name: name.to_string(),
                words_per_minute: wpm as u32,
            });
        }
        Ok(out)
    }
}

/// Longest crew name accepted.
pub const CREW_NAME_MAX: usize = 100;

/// The part durations of a story (web.md section 3): presenter head, off (voice over pictures),
/// VT (video tape, the packaged report) and link.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Parts {
    /// Presenter on camera reading the lead.
    pub head: Duration,
    /// Presenter voice over pictures.
    pub off: Duration,
    /// The packaged report.
    pub vt: Duration,
    /// Link to the next item.
    pub link: Duration,
}

impl Story {
    /// A new, empty story of a block: no durations, not approved, not private, BLANK. Its id and
    /// position are placeholders until the store saves it.
    pub fn new(block_id: BlockId, rundown_id: RundownId, slug: impl Into<String>) -> Self {
        Story {
            id: StoryId::from_db(0),
            block_id,
            rundown_id,
            slug: slug.into(),
            page: String::new(),
            estimated: Duration::ZERO,
            parts: Parts::default(),
            manual_time: None,
            ignore_duration: false,
            approved: false,
            stop_time: None,
            display_status: DisplayStatus::Blank,
            private: false,
            position: 0,
            info: StoryInfo::default(),
            items: vec![],
        }
    }

    /// The story's total (timing.md): `manualTime` when set, otherwise head + off + vt + link.
    pub fn total(&self) -> Duration {
        self.manual_time
            .unwrap_or(self.parts.head + self.parts.off + self.parts.vt + self.parts.link)
    }
}

impl Rundown {
    /// The block with this id.
    pub fn block(&self, id: BlockId) -> Option<&Block> {
        self.blocks.iter().find(|b| b.id == id)
    }

    /// The story with this id, in any block.
    pub fn story(&self, id: StoryId) -> Option<&Story> {
        self.blocks
            .iter()
            .flat_map(|b| &b.stories)
            .find(|s| s.id == id)
    }

    /// Checks a new block order: `ids` must be exactly the non-standby blocks, each once. Returns the
    /// full order with the standby block(s) appended last.
    pub fn reorder_blocks(&self, ids: &[BlockId]) -> Result<Vec<BlockId>, ReorderError> {
        let standby: Vec<BlockId> = self
            .blocks
            .iter()
            .filter(|b| b.stand_by)
            .map(|b| b.id)
            .collect();
        if ids.iter().any(|id| standby.contains(id)) {
            return Err(ReorderError::StandbyMoved);
        }
        let mut wanted: Vec<BlockId> = self
            .blocks
            .iter()
            .filter(|b| !b.stand_by)
            .map(|b| b.id)
            .collect();
        let mut given = ids.to_vec();
        wanted.sort();
        given.sort();
        if wanted != given {
            return Err(ReorderError::NotTheBlocks);
        }
        Ok(ids.iter().copied().chain(standby).collect())
    }
}

impl Rundown {
    /// Plans moving `story` to index `position` of `target` (counted after the story is taken out; past
    /// the end means at the end). Returns the new story order of every block that changes, in the
    /// target-last order the store writes them.
    ///
    /// # Errors
    /// [`MoveError`] when the story or the target block is not in this rundown.
    pub fn move_story(
        &self,
        story: StoryId,
        target: BlockId,
        position: i32,
    ) -> Result<Vec<(BlockId, Vec<StoryId>)>, MoveError> {
        let from = self.story(story).ok_or(MoveError::StoryNotHere)?.block_id;
        let to = self.block(target).ok_or(MoveError::BlockNotHere)?;
        let mut plan = Vec::new();
        if from != target {
            let source = self.block(from).ok_or(MoveError::StoryNotHere)?;
            plan.push((
                from,
                source
                    .stories
                    .iter()
                    .map(|s| s.id)
                    .filter(|id| *id != story)
                    .collect(),
            ));
        }
        let mut order: Vec<StoryId> = to
            .stories
            .iter()
            .map(|s| s.id)
            .filter(|id| *id != story)
            .collect();
        let at = usize::try_from(position.max(0))
            .unwrap_or(0)
            .min(order.len());
        order.insert(at, story);
        plan.push((target, order));
        Ok(plan)
    }
}

/// Why a story move was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The story is not in this rundown.
    #[error("the story is not in this rundown")]
    StoryNotHere,
    /// The target block is not in this rundown (moves across rundowns are not supported yet).
    #[error("the block belongs to another rundown")]
    BlockNotHere,
}

/// Why a block order was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ReorderError {
    /// The standby block was listed: it never moves (web.md section 4).
    #[error("the standby block cannot be moved")]
    StandbyMoved,
    /// The ids are not exactly the rundown's other blocks (missing, repeated or from another rundown).
    #[error("the ids must be every non-standby block of the rundown, once")]
    NotTheBlocks,
}

fn expect_str<'a>(field: &str, v: &'a Value) -> Result<&'a str, FieldError> {
    v.as_str()
        .ok_or_else(|| FieldError::new(field, FieldCode::Invalid))
}

fn expect_bool(field: &str, v: &Value) -> Result<bool, FieldError> {
    v.as_bool()
        .ok_or_else(|| FieldError::new(field, FieldCode::Invalid))
}

fn duration(field: &str, v: &Value) -> Result<Duration, FieldError> {
    let d = Duration::parse_iso(expect_str(field, v)?)
        .map_err(|_| FieldError::new(field, FieldCode::Duration))?;
    if d.is_negative() {
        return Err(FieldError::new(field, FieldCode::NotNegative));
    }
    Ok(d)
}

fn optional<T>(
    field: &str,
    v: &Value,
    f: impl Fn(&str, &Value) -> Result<T, FieldError>,
) -> Result<Option<T>, FieldError> {
    if v.is_null() {
        Ok(None)
    } else {
        f(field, v).map(Some)
    }
}

fn time_of_day(field: &str, v: &Value) -> Result<TimeOfDay, FieldError> {
    TimeOfDay::parse(expect_str(field, v)?)
        .map_err(|_| FieldError::new(field, FieldCode::TimeOfDay))
}

fn unknown(field: &str) -> FieldError {
    FieldError::new(field, FieldCode::UnknownField)
}

/// A change of one story field (PATCH /api/stories/{id}).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoryPatch {
    /// `slug`: string.
    Slug(Slug),
    /// `page`: string.
    Page(Page),
    /// `estimated`: ISO duration.
    Estimated(Duration),
    /// `head`: ISO duration.
    Head(Duration),
    /// `off`: ISO duration.
    Off(Duration),
    /// `vt`: ISO duration.
    Vt(Duration),
    /// `link`: ISO duration.
    Link(Duration),
    /// `manualTime`: ISO duration or null.
    ManualTime(Option<Duration>),
    /// `ignoreDuration`: bool.
    IgnoreDuration(bool),
    /// `approved`: bool.
    Approved(bool),
    /// `stopTime`: `HH:mm:ss` or null.
    StopTime(Option<TimeOfDay>),
    /// `private`: bool (refused for an approved story by the service).
    Private(bool),
    /// `type`: one of [`StoryKind::ALL`] (`TEXT`, `VO_SOT`...).
    Kind(StoryKind),
    /// `status`: `DRAFT`, `IN_PROGRESS`, `READY`, `KILLED`.
    Status(StoryStatus),
    /// `reporter`: a name or null.
    Reporter(Option<String>),
    /// `editor`: a name or null.
    Editor(Option<String>),
    /// `imageEditor`: a name or null.
    ImageEditor(Option<String>),
    /// `presenter`: a presenter of the program (checked by the service) or null.
    Presenter(Option<String>),
    /// `company`: the company or branch that produced it, or null.
    Company(Option<String>),
}

/// A crew name: trimmed, empty means none, at most [`CREW_NAME_MAX`] characters, only characters
/// [`crate::text`] allows.
fn crew_name(field: &str, v: &Value) -> Result<Option<String>, FieldError> {
    if v.is_null() {
        return Ok(None);
    }
    let name = expect_str(field, v)?.trim();
    if name.chars().count() > CREW_NAME_MAX {
        return Err(FieldError::new(
            field,
            FieldMessage::too_long(CREW_NAME_MAX),
        ));
    }
    crate::text::check(field, name)?;
    Ok((!name.is_empty()).then(|| name.to_string()))
}

impl StoryPatch {
    /// Parses `{"field", "value"}`; an unknown field is a [`FieldError`] on `field`, a bad value one on
    /// the field's own name (`estimated`).
    pub fn parse(field: &str, value: &Value) -> Result<Self, FieldError> {
        // Value errors are keyed by the field being patched, as a form shows them.
        let v = field;
        Ok(match field {
            "slug" => StoryPatch::Slug(Slug::parse(v, expect_str(v, value)?)?),
            "page" => StoryPatch::Page(Page::parse(v, expect_str(v, value)?)?),
            "estimated" => StoryPatch::Estimated(duration(v, value)?),
            "head" => StoryPatch::Head(duration(v, value)?),
            "off" => StoryPatch::Off(duration(v, value)?),
            "vt" => StoryPatch::Vt(duration(v, value)?),
            "link" => StoryPatch::Link(duration(v, value)?),
            "manualTime" => StoryPatch::ManualTime(optional(v, value, duration)?),
            "ignoreDuration" => StoryPatch::IgnoreDuration(expect_bool(v, value)?),
            "approved" => StoryPatch::Approved(expect_bool(v, value)?),
            "stopTime" => StoryPatch::StopTime(optional(v, value, time_of_day)?),
            "private" => StoryPatch::Private(expect_bool(v, value)?),
            "type" => StoryPatch::Kind(
                StoryKind::parse(expect_str(v, value)?)
                    .ok_or_else(|| FieldError::new(v, FieldCode::Invalid))?,
            ),
            "status" => StoryPatch::Status(
                StoryStatus::parse(expect_str(v, value)?)
                    .ok_or_else(|| FieldError::new(v, FieldCode::Invalid))?,
            ),
            "reporter" => StoryPatch::Reporter(crew_name(v, value)?),
            "editor" => StoryPatch::Editor(crew_name(v, value)?),
            "imageEditor" => StoryPatch::ImageEditor(crew_name(v, value)?),
            "presenter" => StoryPatch::Presenter(crew_name(v, value)?),
            "company" => StoryPatch::Company(crew_name(v, value)?),
            _ => return Err(unknown("field")),
        })
    }

    /// Applies the change to a story.
    pub fn apply(self, s: &mut Story) {
        match self {
            StoryPatch::Slug(v) => s.slug = v.into_inner(),
            StoryPatch::Page(v) => s.page = v.into_inner(),
            StoryPatch::Estimated(v) => s.estimated = v,
            StoryPatch::Head(v) => s.parts.head = v,
            StoryPatch::Off(v) => s.parts.off = v,
            StoryPatch::Vt(v) => s.parts.vt = v,
            StoryPatch::Link(v) => s.parts.link = v,
            StoryPatch::ManualTime(v) => s.manual_time = v,
            StoryPatch::IgnoreDuration(v) => s.ignore_duration = v,
            StoryPatch::Approved(v) => s.approved = v,
            StoryPatch::StopTime(v) => s.stop_time = v,
            StoryPatch::Private(v) => s.private = v,
            StoryPatch::Kind(v) => s.info.kind = v,
            StoryPatch::Status(v) => s.info.status = v,
            StoryPatch::Reporter(v) => s.info.reporter = v,
            StoryPatch::Editor(v) => s.info.editor = v,
            StoryPatch::ImageEditor(v) => s.info.image_editor = v,
            StoryPatch::Presenter(v) => s.info.presenter = v,
            StoryPatch::Company(v) => s.info.company = v,
        }
    }
}

/// A change of one block field (PATCH /api/blocks/{id}).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockPatch {
    /// `name`: string.
    Name(BlockName),
    /// `commercial`: ISO duration of the break.
    Commercial(Duration),
    /// `stopTime`: `HH:mm:ss` or null.
    StopTime(Option<TimeOfDay>),
}

impl BlockPatch {
    /// Parses `{"field", "value"}`.
    pub fn parse(field: &str, value: &Value) -> Result<Self, FieldError> {
        // Value errors are keyed by the field being patched, as a form shows them.
        let v = field;
        Ok(match field {
            "name" => BlockPatch::Name(BlockName::parse(v, expect_str(v, value)?)?),
            "commercial" => BlockPatch::Commercial(duration(v, value)?),
            "stopTime" => BlockPatch::StopTime(optional(v, value, time_of_day)?),
            _ => return Err(unknown("field")),
        })
    }

    /// Applies the change to a block.
    pub fn apply(self, b: &mut Block) {
        match self {
            BlockPatch::Name(v) => b.name = v.into_inner(),
            BlockPatch::Commercial(v) => b.commercial = v,
            BlockPatch::StopTime(v) => b.stop_time = v,
        }
    }
}

/// A change of one rundown field (PATCH /api/rundowns/{id}).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RundownPatch {
    /// `start`: `HH:mm:ss`.
    Start(TimeOfDay),
    /// `end`: `HH:mm:ss`.
    End(TimeOfDay),
    /// `production`: ISO duration or null.
    Production(Option<Duration>),
    /// `date`: `YYYY-MM-DD`, never earlier than the current date (see [`RundownPatch::check_date`]).
    Date(NaiveDate),
    /// `deviceIntegration`: bool.
    DeviceIntegration(bool),
}

/// Why a rundown date change was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a rundown date cannot move to an earlier date")]
pub struct DateEarlier;

impl RundownPatch {
    /// Parses `{"field", "value"}`.
    pub fn parse(field: &str, value: &Value) -> Result<Self, FieldError> {
        // Value errors are keyed by the field being patched, as a form shows them.
        let v = field;
        Ok(match field {
            "start" => RundownPatch::Start(time_of_day(v, value)?),
            "end" => RundownPatch::End(time_of_day(v, value)?),
            "production" => RundownPatch::Production(optional(v, value, duration)?),
            "date" => RundownPatch::Date(parse_date(v, expect_str(v, value)?)?),
            "deviceIntegration" => RundownPatch::DeviceIntegration(expect_bool(v, value)?),
            _ => return Err(unknown("field")),
        })
    }

    /// A date change may only move later (web.md section 4).
    pub fn check_date(current: NaiveDate, new: NaiveDate) -> Result<(), DateEarlier> {
        if new < current {
            Err(DateEarlier)
        } else {
            Ok(())
        }
    }

    /// Applies the change to a rundown (after the checks the caller must make).
    pub fn apply(self, r: &mut Rundown) {
        match self {
            RundownPatch::Start(v) => r.start = v,
            RundownPatch::End(v) => r.end = v,
            RundownPatch::Production(v) => r.production = v,
            RundownPatch::Date(v) => r.date = v,
            RundownPatch::DeviceIntegration(v) => r.device_integration = v,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn text_fields_refuse_control_characters_with_the_field() {
        let code = |e: FieldError| (e.field, e.message.code, e.message.params["ch"].clone());
        let want = |f: &str, ch: &str| (f.to_string(), FieldCode::Character, json!(ch));
        for (field, value) in [
            ("slug", "A\u{1}"),
            ("page", "A\u{1}"),
            ("reporter", "A\u{1}"),
        ] {
            let e = StoryPatch::parse(field, &json!(value)).unwrap_err();
            assert_eq!(code(e), want(field, "U+0001"));
        }
        let e = BlockPatch::parse("name", &json!("B\u{0}")).unwrap_err();
        assert_eq!(code(e), want("name", "U+0000"));
        let e = TemplateName::parse("name", "Week\u{ffff}").unwrap_err();
        assert_eq!(code(e), want("name", "U+FFFF"));
        let e = Presenter::parse_list(&json!([{"name": "Ana\u{1b}", "wordsPerMinute": 180}]))
            .unwrap_err();
        assert_eq!(code(e), want("presenters", "U+001B"));
        assert!(StoryPatch::parse("slug", &json!("FIRE \u{e9}\u{7f}")).is_ok());
    }

    #[test]
    fn story_patch_parses_known_fields_and_refuses_the_rest() {
        assert_eq!(
            StoryPatch::parse("estimated", &json!("PT1M30S")).unwrap(),
            StoryPatch::Estimated(Duration::from_secs(90))
        );
        assert_eq!(
            StoryPatch::parse("manualTime", &json!(null)).unwrap(),
            StoryPatch::ManualTime(None)
        );
        assert_eq!(
            StoryPatch::parse("nope", &json!(1)).unwrap_err().field,
            "field"
        );
        assert_eq!(
            StoryPatch::parse("approved", &json!("yes"))
                .unwrap_err()
                .field,
            "approved"
        );
        assert_eq!(
            StoryPatch::parse("estimated", &json!(90))
                .unwrap_err()
                .field,
            "estimated"
        );
        assert!(StoryPatch::parse("estimated", &json!("-PT1S")).is_err());
        assert_eq!(
            StoryPatch::parse("slug", &json!("   "))
                .unwrap_err()
                .message
                .code,
            FieldCode::Required
        );
        assert_eq!(
            StoryPatch::parse("slug", &json!("x".repeat(121)))
                .unwrap_err()
                .message,
            FieldMessage::too_long(120)
        );
    }

    #[test]
    fn dates_must_be_iso_and_never_move_earlier() {
        assert!(parse_date("date", "2026-11-22").is_ok());
        for bad in ["22/11/2026", "2026-11-31", "2026-1-22", "tomorrow"] {
            assert!(parse_date("date", bad).is_err(), "{bad}");
        }
        let d = parse_date("d", "2026-11-22").unwrap();
        assert!(RundownPatch::check_date(d, d).is_ok());
        assert!(RundownPatch::check_date(d, d.succ_opt().unwrap()).is_ok());
        assert_eq!(
            RundownPatch::check_date(d, d.pred_opt().unwrap()),
            Err(DateEarlier)
        );
    }

    fn block(id: i64, stand_by: bool) -> Block {
        Block {
            id: BlockId::from_db(id),
            rundown_id: RundownId::from_db(1),
            name: format!("B{id}"),
            stand_by,
            commercial: Duration::ZERO,
            stop_time: None,
            display_status: DisplayStatus::Blank,
            position: 0,
            stories: vec![],
        }
    }

    fn story(id: i64, block: i64) -> Story {
        Story {
            id: StoryId::from_db(id),
            ..Story::new(
                BlockId::from_db(block),
                RundownId::from_db(1),
                format!("S{id}"),
            )
        }
    }

    #[test]
    fn story_moves_within_and_across_blocks() {
        let mut r = rundown_of(vec![block(1, false), block(2, false), block(9, true)]);
        r.blocks[0].stories = vec![story(10, 1), story(11, 1), story(12, 1)];
        r.blocks[1].stories = vec![story(20, 2)];
        let sid = |v: &[i64]| v.iter().map(|i| StoryId::from_db(*i)).collect::<Vec<_>>();
        let b = BlockId::from_db;
        assert_eq!(
            r.move_story(StoryId::from_db(10), b(1), 2).unwrap(),
            vec![(b(1), sid(&[11, 12, 10]))]
        );
        assert_eq!(
            r.move_story(StoryId::from_db(12), b(1), -3).unwrap(),
            vec![(b(1), sid(&[12, 10, 11]))]
        );
        assert_eq!(
            r.move_story(StoryId::from_db(11), b(2), 99).unwrap(),
            vec![(b(1), sid(&[10, 12])), (b(2), sid(&[20, 11]))]
        );
        assert_eq!(
            r.move_story(StoryId::from_db(20), b(9), 0).unwrap(),
            vec![(b(2), vec![]), (b(9), sid(&[20]))]
        );
        assert_eq!(
            r.move_story(StoryId::from_db(10), b(77), 0),
            Err(MoveError::BlockNotHere)
        );
        assert_eq!(
            r.move_story(StoryId::from_db(99), b(1), 0),
            Err(MoveError::StoryNotHere)
        );
    }

    fn rundown_of(blocks: Vec<Block>) -> Rundown {
        Rundown {
            id: RundownId::from_db(1),
            program_id: ProgramId::from_db(1),
            program_name: "P".into(),
            date: parse_date("d", "2026-11-22").unwrap(),
            start: TimeOfDay::default(),
            end: TimeOfDay::default(),
            production: None,
            device_integration: false,
            display_status: DisplayStatus::Blank,
            revision: Revision::from_db(0),
            blocks,
        }
    }

    #[test]
    fn reorder_keeps_standby_last_and_refuses_foreign_ids() {
        let r = Rundown {
            id: RundownId::from_db(1),
            program_id: ProgramId::from_db(1),
            program_name: "P".into(),
            date: parse_date("d", "2026-11-22").unwrap(),
            start: TimeOfDay::default(),
            end: TimeOfDay::default(),
            production: None,
            device_integration: false,
            display_status: DisplayStatus::Blank,
            revision: Revision::from_db(0),
            blocks: vec![block(1, false), block(2, false), block(9, true)],
        };
        let ids = |v: &[i64]| v.iter().map(|i| BlockId::from_db(*i)).collect::<Vec<_>>();
        assert_eq!(r.reorder_blocks(&ids(&[2, 1])).unwrap(), ids(&[2, 1, 9]));
        assert_eq!(
            r.reorder_blocks(&ids(&[9, 2, 1])),
            Err(ReorderError::StandbyMoved)
        );
        assert_eq!(
            r.reorder_blocks(&ids(&[2])),
            Err(ReorderError::NotTheBlocks)
        );
        assert_eq!(
            r.reorder_blocks(&ids(&[2, 1, 77])),
            Err(ReorderError::NotTheBlocks)
        );
        assert_eq!(
            r.reorder_blocks(&ids(&[2, 2])),
            Err(ReorderError::NotTheBlocks)
        );
    }
}
