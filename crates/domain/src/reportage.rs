//! Reportages (news reports; web.md section 3: "reportage: sections, opening, off, interview,
//! appearance, closure, footnote, lead, approval, state"): the script of a recorded package and the
//! studio's lead and footnote around it, written by reporters in the field before any of it reaches a
//! rundown. The decisions where the spec is silent are in docs/adr/0003-documents.md ("Reportages").

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::document::{AssignmentFields, DocumentFields, check_ids, check_slug, one_id};
use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::items::{CgField, CgTemplate, ITEMS_MAX, StoryItem};
use crate::script::{
    DEFAULT_WORDS_PER_MINUTE, ItemKind, Paragraph, Script, ScriptItem, TextRun, check_runs,
};
use crate::time::Duration;

/// What a section of a reportage is (web.md section 3). The package is recorded from the reporter's
/// sections; the lead and the footnote are read in the studio by the presenter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SectionKind {
    /// The presenter's introduction, read on camera before the package (the "cabeça").
    Lead,
    /// The package's opening (pictures and natural sound, or the reporter's first words).
    Opening,
    /// The reporter's voice over pictures.
    Off,
    /// A sound bite of an interviewee (words transcribed, not read).
    Interview,
    /// The reporter on camera in the field (stand-up).
    Appearance,
    /// The package's closing words and sign-off.
    Closure,
    /// The presenter's note read after the package (the "nota pé").
    Footnote,
}

impl SectionKind {
    /// Every kind, in the order a package usually runs.
    pub const ALL: [SectionKind; 7] = [
        SectionKind::Lead,
        SectionKind::Opening,
        SectionKind::Off,
        SectionKind::Interview,
        SectionKind::Appearance,
        SectionKind::Closure,
        SectionKind::Footnote,
    ];

    /// Who voices it on air: the presenter in the studio, the reporter in the package, or an
    /// interviewee (recorded sound, not read).
    pub const fn voice(self) -> Voice {
        match self {
            SectionKind::Lead | SectionKind::Footnote => Voice::Presenter,
            SectionKind::Opening
            | SectionKind::Off
            | SectionKind::Appearance
            | SectionKind::Closure => Voice::Reporter,
            SectionKind::Interview => Voice::Interviewee,
        }
    }

    /// The wire form (`OFF`).
    pub const fn as_str(self) -> &'static str {
        match self {
            SectionKind::Lead => "LEAD",
            SectionKind::Opening => "OPENING",
            SectionKind::Off => "OFF",
            SectionKind::Interview => "INTERVIEW",
            SectionKind::Appearance => "APPEARANCE",
            SectionKind::Closure => "CLOSURE",
            SectionKind::Footnote => "FOOTNOTE",
        }
    }
}

/// Who voices a section on air.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Voice {
    /// The presenter, in the studio (lead, footnote).
    Presenter,
    /// The reporter, recorded in the package.
    Reporter,
    /// An interviewee, recorded.
    Interviewee,
}

/// One section: its kind and its rich text (the paragraphs and text runs of a story's script items,
/// edited in the same editor).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Section {
    /// Its kind.
    pub kind: SectionKind,
    /// Its paragraphs.
    pub content: Vec<Paragraph>,
}

/// Most sections in one reportage.
pub const SECTIONS_MAX: usize = 100;

/// Most graphics in one reportage (as many as a story's items).
pub const GRAPHICS_MAX: usize = ITEMS_MAX;

/// One value of a graphic: the template field's name and the text to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphicField {
    /// The template field's name.
    pub name: String,
    /// The text.
    pub value: String,
}

/// A graphic of a reportage (web.md section 2, `/reportages/editCg/{id}`): a template of a CG
/// device with a value per field, as a story's CG item ([`StoryItem`] of kind CG), kept with the
/// reportage until it becomes a story, whose CG items they then are. As JSON: camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Graphic {
    /// Its id within the reportage (1, 2, ...; never reused while the reportage has a higher one).
    pub id: i64,
    /// The CG device that shows it.
    pub device_id: i64,
    /// The template's id in that device.
    pub template_id: i64,
    /// The template's name, as the device named it when the graphic was made.
    pub template_name: String,
    /// One value per template field, in the template's order.
    pub fields: Vec<GraphicField>,
}

impl Graphic {
    /// The graphic of a checked CG item (its template and values; the id is set when added).
    pub fn of(item: &StoryItem) -> Graphic {
        Graphic {
            id: item.id,
            device_id: item.device_id,
            template_id: item.template_id.unwrap_or_default(),
            template_name: item.template_name.clone(),
            fields: item
                .fields
                .iter()
                .map(|f| GraphicField {
                    name: f.name.clone(),
                    value: f.value.clone(),
                })
                .collect(),
        }
    }

    /// As a story's CG item (its slug made from the template and the first value), with id `id`
    /// (0: a new item of a story).
    pub fn item(&self, id: i64) -> StoryItem {
        let template = CgTemplate {
            id: self.template_id,
            name: self.template_name.clone(),
            fields: self.fields.iter().map(|f| f.name.clone()).collect(),
        };
        let fields = self
            .fields
            .iter()
            .map(|f| CgField {
                name: f.name.clone(),
                value: f.value.clone(),
            })
            .collect();
        StoryItem {
            id,
            ..StoryItem::cg(self.device_id, &template, fields)
        }
    }
}

/// What is wrong with a change of a reportage's graphics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GraphicError {
    /// No graphic of that id.
    NotFound,
    /// Already [`GRAPHICS_MAX`]: `too_many` on `graphics`.
    TooMany(FieldErrors),
}

/// What a reportage says. As JSON (stored and kept in revisions so): camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportageFields {
    /// One line, 1 to [`SLUG_MAX`](crate::document::SLUG_MAX) characters.
    pub slug: String,
    /// The day it is for (air date).
    pub date: NaiveDate,
    /// The programs it is for (at least one).
    pub program_ids: Vec<i64>,
    /// Its reporters (user ids).
    pub reporter_ids: Vec<i64>,
    /// Its editors (user ids).
    pub editor_ids: Vec<i64>,
    /// Seen only by its owner and [`allowed_user_ids`](Self::allowed_user_ids).
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<i64>,
    /// The assignment it was written from, if any.
    #[serde(default)]
    pub assignment_id: Option<i64>,
    /// Its sections, in air order; kinds repeat (off, interview, off, ...).
    pub sections: Vec<Section>,
    /// Files attached (see [`AssignmentFields::attachment_ids`]).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// Its graphics, in air order. Changed one at a time (`/api/reportages/{id}/cgs`), never by a
    /// save of the reportage, which keeps them as stored ([`Self::keep_graphics_of`]).
    #[serde(default)]
    pub graphics: Vec<Graphic>,
}

/// A reportage as a client sends it (date as text, sections as JSON), before
/// [`ReportageDraft::check`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ReportageDraft {
    /// See [`ReportageFields::slug`].
    pub slug: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// See [`ReportageFields`].
    pub program_ids: Vec<i64>,
    /// See [`ReportageFields`].
    pub reporter_ids: Vec<i64>,
    /// See [`ReportageFields`].
    pub editor_ids: Vec<i64>,
    /// See [`ReportageFields`].
    pub private: bool,
    /// See [`ReportageFields`].
    pub allowed_user_ids: Vec<i64>,
    /// See [`ReportageFields`]; 0 or less: none.
    pub assignment_id: i64,
    /// `[{kind, content: [{type: "paragraph", children: [{text, bold, ...}]}]}]`; `null`: none.
    pub sections: serde_json::Value,
    /// See [`ReportageFields::attachment_ids`].
    pub attachment_ids: Vec<i64>,
}

impl ReportageDraft {
    /// The fields, or what is wrong with each (camelCase names, as the API gives them).
    ///
    /// # Errors
    /// Every field problem at once: `slug` as an assignment's; `date` `YYYY-MM-DD`; `programIds`
    /// at least one; id lists of positive, distinct ids, at most [`LIST_MAX`](crate::document::LIST_MAX); `assignmentId`
    /// negative; `sections` not of the shape above (`script`), over [`SECTIONS_MAX`] (`too_many`), or
    /// its text as [`check_runs`] says.
    pub fn check(&self) -> Result<ReportageFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let slug = check_slug(&self.slug, &mut errors);
        let date = NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        let sections = if self.sections.is_null() {
            Vec::new()
        } else {
            match serde_json::from_value::<Vec<Section>>(self.sections.clone()) {
                Err(_) => {
                    errors.insert("sections".into(), FieldCode::Script.into());
                    Vec::new()
                }
                Ok(s) if s.len() > SECTIONS_MAX => {
                    errors.insert(
                        "sections".into(),
                        FieldMessage::from(FieldCode::TooMany).with("max", SECTIONS_MAX),
                    );
                    Vec::new()
                }
                Ok(s) => {
                    let runs = s.iter().flat_map(|x| &x.content).flat_map(|p| &p.children);
                    if let Err(e) = check_runs("sections", runs) {
                        errors.insert(e.field, e.message);
                    }
                    s
                }
            }
        };
        let fields = ReportageFields {
            slug,
            date: date.unwrap_or_default(),
            program_ids: check_ids("programIds", &self.program_ids, true, &mut errors),
            reporter_ids: check_ids("reporterIds", &self.reporter_ids, false, &mut errors),
            editor_ids: check_ids("editorIds", &self.editor_ids, false, &mut errors),
            private: self.private,
            allowed_user_ids: check_ids(
                "allowedUserIds",
                &self.allowed_user_ids,
                false,
                &mut errors,
            ),
            assignment_id: one_id("assignmentId", self.assignment_id, &mut errors),
            sections,
            attachment_ids: check_ids("attachmentIds", &self.attachment_ids, false, &mut errors),
            graphics: Vec::new(),
        };
        if errors.is_empty() {
            Ok(fields)
        } else {
            Err(errors)
        }
    }
}

impl DocumentFields for ReportageFields {
    fn slug(&self) -> &str {
        &self.slug
    }
    fn date(&self) -> NaiveDate {
        self.date
    }
    fn private(&self) -> bool {
        self.private
    }
    fn allowed_user_ids(&self) -> &[i64] {
        &self.allowed_user_ids
    }
    fn program_ids(&self) -> &[i64] {
        &self.program_ids
    }
    fn people(&self) -> Vec<(&'static str, &[i64])> {
        vec![
            ("reporterIds", &self.reporter_ids),
            ("editorIds", &self.editor_ids),
            ("allowedUserIds", &self.allowed_user_ids),
        ]
    }
    fn attachment_ids(&self) -> &[i64] {
        &self.attachment_ids
    }
    fn moved(&self, date: NaiveDate, program_ids: Vec<i64>, allowed_user_ids: Vec<i64>) -> Self {
        ReportageFields {
            date,
            program_ids,
            allowed_user_ids,
            ..self.clone()
        }
    }
}

/// The reading time of a reportage at a words-per-minute rate: the presenter's lead and footnote
/// (what the rundown's head time takes), and the reporter's voice in the package (a floor for the
/// package's length: interviews are recorded sound, not counted). Durations round up to the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportageTime {
    /// Words the presenter reads.
    pub presenter_words: usize,
    /// Words the reporter voices.
    pub reporter_words: usize,
    /// The presenter's reading time.
    pub presenter: Duration,
    /// The reporter's voice time.
    pub reporter: Duration,
}

impl ReportageFields {
    /// Every word of its sections, one line per paragraph, then its graphics' values (what the general search indexes and the
    /// `content` filter looks in).
    pub fn plain_text(&self) -> String {
        let mut lines: Vec<String> = self
            .sections
            .iter()
            .flat_map(|s| &s.content)
            .map(|p| p.children.iter().map(|r| r.text.as_str()).collect())
            .collect();
        // The names and titles its lower thirds show are words people search for.
        lines.extend(
            self.graphics
                .iter()
                .flat_map(|g| &g.fields)
                .filter(|f| !f.value.trim().is_empty())
                .map(|f| f.value.clone()),
        );
        lines.join("\n")
    }

    /// The reading time at `words_per_minute` (0: [`DEFAULT_WORDS_PER_MINUTE`]); editorial comments
    /// are not read.
    pub fn reading_time(&self, words_per_minute: u32) -> ReportageTime {
        let wpm = if words_per_minute == 0 {
            DEFAULT_WORDS_PER_MINUTE
        } else {
            words_per_minute
        };
        let words = |voice: Voice| -> usize {
            self.sections
                .iter()
                .filter(|s| s.kind.voice() == voice)
                .flat_map(|s| &s.content)
                .map(|p| p.air_text().split_whitespace().count())
                .sum()
        };
        let secs = |words: usize| {
            Duration::from_secs(((words as u64 * 60).div_ceil(u64::from(wpm))) as i64)
        };
        let (presenter_words, reporter_words) = (words(Voice::Presenter), words(Voice::Reporter));
        ReportageTime {
            presenter_words,
            reporter_words,
            presenter: secs(presenter_words),
            reporter: secs(reporter_words),
        }
    }

    /// The same reportage with the graphics of `current`: a save of its text never adds, drops or
    /// changes one.
    #[must_use]
    pub fn keep_graphics_of(mut self, current: &ReportageFields) -> ReportageFields {
        self.graphics = current.graphics.clone();
        self
    }

    /// Appends a checked CG item as a graphic with the next id, and returns that id.
    ///
    /// # Errors
    /// [`GraphicError::TooMany`] past [`GRAPHICS_MAX`].
    pub fn add_graphic(&mut self, item: &StoryItem) -> Result<i64, GraphicError> {
        if self.graphics.len() >= GRAPHICS_MAX {
            return Err(GraphicError::TooMany(FieldErrors::from([(
                "graphics".into(),
                FieldMessage::from(FieldCode::TooMany).with("max", GRAPHICS_MAX),
            )])));
        }
        let id = self.graphics.iter().map(|g| g.id).max().unwrap_or(0) + 1;
        self.graphics.push(Graphic {
            id,
            ..Graphic::of(item)
        });
        Ok(id)
    }

    /// The graphic `id`.
    ///
    /// # Errors
    /// [`GraphicError::NotFound`].
    pub fn graphic(&self, id: i64) -> Result<&Graphic, GraphicError> {
        self.graphics
            .iter()
            .find(|g| g.id == id)
            .ok_or(GraphicError::NotFound)
    }

    /// Gives graphic `id` the values of the checked CG item `item` (same template).
    ///
    /// # Errors
    /// [`GraphicError::NotFound`].
    pub fn set_graphic(&mut self, id: i64, item: &StoryItem) -> Result<(), GraphicError> {
        let g = self
            .graphics
            .iter_mut()
            .find(|g| g.id == id)
            .ok_or(GraphicError::NotFound)?;
        *g = Graphic {
            id,
            ..Graphic::of(item)
        };
        Ok(())
    }

    /// Removes graphic `id`.
    ///
    /// # Errors
    /// [`GraphicError::NotFound`].
    pub fn remove_graphic(&mut self, id: i64) -> Result<Graphic, GraphicError> {
        let at = self
            .graphics
            .iter()
            .position(|g| g.id == id)
            .ok_or(GraphicError::NotFound)?;
        Ok(self.graphics.remove(at))
    }

    /// Moves graphic `id` to `position` (0: first; past the end: last).
    ///
    /// # Errors
    /// [`GraphicError::NotFound`].
    pub fn move_graphic(&mut self, id: i64, position: usize) -> Result<(), GraphicError> {
        let g = self.remove_graphic(id)?;
        let at = position.min(self.graphics.len());
        self.graphics.insert(at, g);
        Ok(())
    }

    /// Its graphics as a story's CG items (new items: id 0), in order.
    pub fn story_items(&self) -> Vec<StoryItem> {
        self.graphics.iter().map(|g| g.item(0)).collect()
    }

    /// Whether `self` differs from `before` in what goes on air or who it is for (slug, date,
    /// programs, sections): such a change takes the approval away (docs/adr/0003-documents.md,
    /// "Reportages"); people and sharing do not.
    /// Sections compare as they read: runs without text and paragraphs without runs are no text (an
    /// editor may write an empty section as `[]` or as one empty paragraph).
    pub fn changes_text_of(&self, before: &ReportageFields) -> bool {
        self.slug != before.slug
            || self.date != before.date
            || self.program_ids != before.program_ids
            || self.canonical() != before.canonical()
    }

    /// Each section's kind and its paragraphs' runs that hold text.
    fn canonical(&self) -> Vec<(SectionKind, Vec<Vec<&TextRun>>)> {
        self.sections
            .iter()
            .map(|s| {
                let paragraphs = s
                    .content
                    .iter()
                    .map(|p| p.children.iter().filter(|r| !r.text.is_empty()).collect())
                    .filter(|runs: &Vec<&TextRun>| !runs.is_empty())
                    .collect();
                (s.kind, paragraphs)
            })
            .collect()
    }
}

/// The script of a rundown's story made from a reportage (web.md section 7, "create from ...
/// reportages"): each lead and footnote an ON_CAMERA item the presenter reads, in place; the package's
/// sections between them one PLAYBACK item (recorded, not read: its text is the crew's and the closed
/// captioner's), each section's first paragraph headed by its kind as an editorial comment
/// (`[OFF] `), so nothing of the reportage is lost and nothing of the package is timed as read.
pub fn story_script(r: &ReportageFields) -> Script {
    let mut items: Vec<ScriptItem> = Vec::new();
    for s in &r.sections {
        match s.kind.voice() {
            Voice::Presenter => items.push(ScriptItem {
                kind: ItemKind::OnCamera,
                content: s.content.clone(),
            }),
            Voice::Reporter | Voice::Interviewee => {
                if items.last().is_none_or(|i| i.kind != ItemKind::Playback) {
                    items.push(ScriptItem {
                        kind: ItemKind::Playback,
                        content: Vec::new(),
                    });
                }
                let label = TextRun {
                    text: format!("[{}] ", s.kind.as_str()),
                    comment: true,
                    ..TextRun::default()
                };
                let mut content = s.content.clone();
                match content.first_mut() {
                    Some(first) => first.children.insert(0, label),
                    None => content.push(Paragraph {
                        node_type: crate::script::ParagraphType::Paragraph,
                        children: vec![label],
                    }),
                }
                if let Some(package) = items.last_mut() {
                    package.content.extend(content);
                }
            }
        }
    }
    Script(items)
}

/// A new reportage written from `assignment` (web.md section 2, "/assignments/newReport/{id}"):
/// its slug, day, programs, reporters, editors and sharing, a link back to it, and its content as
/// the first OFF section to be rewritten (each line a paragraph; none when it is blank).
pub fn from_assignment(assignment: &AssignmentFields, assignment_id: i64) -> ReportageFields {
    let paragraphs = Paragraph::lines(&assignment.content);
    let mut sections = vec![Section {
        kind: SectionKind::Lead,
        content: Vec::new(),
    }];
    if !paragraphs.is_empty() {
        sections.push(Section {
            kind: SectionKind::Off,
            content: paragraphs,
        });
    }
    ReportageFields {
        slug: assignment.slug.clone(),
        date: assignment.date,
        program_ids: assignment.program_ids.clone(),
        reporter_ids: assignment.reporter_ids.clone(),
        editor_ids: assignment.editor_ids.clone(),
        private: assignment.private,
        allowed_user_ids: assignment.allowed_user_ids.clone(),
        assignment_id: Some(assignment_id),
        sections,
        attachment_ids: assignment.attachment_ids.clone(),
        graphics: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn draft() -> ReportageDraft {
        ReportageDraft {
            slug: " FLOODS ".into(),
            date: "2026-11-28".into(),
            program_ids: vec![1],
            reporter_ids: vec![3],
            sections: json!([
                {"kind": "LEAD", "content": [{"type": "paragraph", "children": [
                    {"text": "The river rose two metres overnight."},
                    {"text": " [confirm with civil defence]", "comment": true}
                ]}]},
                {"kind": "OFF", "content": [{"type": "paragraph", "children": [{"text": "Families left their homes before dawn"}]}]},
                {"kind": "INTERVIEW", "content": [{"type": "paragraph", "children": [{"text": "We lost everything"}]}]},
                {"kind": "FOOTNOTE", "content": [{"type": "paragraph", "children": [{"text": "Schools stay shut tomorrow."}]}]}
            ]),
            ..ReportageDraft::default()
        }
    }

    #[test]
    fn a_good_draft_is_checked_and_timed_by_voice() {
        let f = draft().check().unwrap();
        assert_eq!(f.slug, "FLOODS");
        assert_eq!(f.sections.len(), 4);
        assert_eq!(f.sections[2].kind, SectionKind::Interview);
        let t = f.reading_time(60);
        // Lead 6 words (the comment is not read) + footnote 4; the reporter's off 6; the
        // interview is recorded sound.
        assert_eq!((t.presenter_words, t.reporter_words), (10, 6));
        assert_eq!((t.presenter.as_secs(), t.reporter.as_secs()), (10, 6));
        assert!(f.plain_text().contains("[confirm with civil defence]"));
        assert_eq!(f.user_ids(), vec![3]);
    }

    #[test]
    fn bad_sections_and_fields_are_named_at_once() {
        let bad = ReportageDraft {
            slug: String::new(),
            date: "tomorrow".into(),
            program_ids: vec![],
            assignment_id: -4,
            sections: json!([{"kind": "VOICE", "content": []}]),
            ..draft()
        };
        let e = bad.check().unwrap_err();
        let codes: Vec<(&str, FieldCode)> = e.iter().map(|(k, v)| (k.as_str(), v.code)).collect();
        assert_eq!(
            codes,
            vec![
                ("assignmentId", FieldCode::UnknownValue),
                ("date", FieldCode::Date),
                ("programIds", FieldCode::Required),
                ("sections", FieldCode::Script),
                ("slug", FieldCode::Required),
            ]
        );
        let colour = ReportageDraft {
            sections: json!([{"kind": "OFF", "content": [{"type": "paragraph", "children": [{"text": "x", "color": "red"}]}]}]),
            ..draft()
        };
        assert_eq!(
            colour.check().unwrap_err()["sections"].code,
            FieldCode::Color
        );
        let many = ReportageDraft {
            sections: json!(vec![
                json!({"kind": "OFF", "content": []});
                SECTIONS_MAX + 1
            ]),
            ..draft()
        };
        assert_eq!(
            many.check().unwrap_err()["sections"].code,
            FieldCode::TooMany
        );
        let none = ReportageDraft {
            sections: serde_json::Value::Null,
            ..draft()
        };
        assert!(none.check().unwrap().sections.is_empty());
    }

    #[test]
    fn only_a_change_of_what_goes_on_air_takes_the_approval_away() {
        let f = draft().check().unwrap();
        let mut people = f.clone();
        people.reporter_ids = vec![4];
        people.private = true;
        assert!(!people.changes_text_of(&f));
        let mut text = f.clone();
        text.sections[1].content[0].children[0].text.push('.');
        assert!(text.changes_text_of(&f));
        let mut bold = f.clone();
        bold.sections[1].content[0].children[0].bold = true;
        assert!(
            bold.changes_text_of(&f),
            "formatting is what the presenter reads from"
        );
        // An empty section written as no paragraph or as an empty one is the same text.
        let mut empty = f.clone();
        empty.sections[0].content = Vec::new();
        let mut blank = f.clone();
        blank.sections[0].content = vec![Paragraph {
            node_type: crate::script::ParagraphType::Paragraph,
            children: vec![TextRun::default()],
        }];
        assert!(!blank.changes_text_of(&empty));
        assert!(empty.changes_text_of(&f));
    }

    #[test]
    fn a_story_reads_the_lead_and_footnote_and_plays_the_package() {
        let f = draft().check().unwrap();
        let script = story_script(&f);
        let kinds: Vec<ItemKind> = script.0.iter().map(|i| i.kind).collect();
        assert_eq!(
            kinds,
            vec![ItemKind::OnCamera, ItemKind::Playback, ItemKind::OnCamera]
        );
        let package = &script.0[1].content;
        assert_eq!(
            package.len(),
            2,
            "the off and the interview, one paragraph each"
        );
        assert_eq!(
            (
                package[0].children[0].text.as_str(),
                package[0].children[0].comment
            ),
            ("[OFF] ", true)
        );
        assert_eq!(package[1].air_text(), "We lost everything");
        // What the presenter reads is the reportage's presenter time.
        let read = script.reading_time(60);
        assert_eq!(read.head_words, f.reading_time(60).presenter_words);
    }

    #[test]
    fn a_reportage_from_an_assignment_keeps_its_people_and_links_back() {
        let a = crate::document::AssignmentDraft {
            slug: "FLOODS".into(),
            content: "Go to the river.\n\nTalk to the mayor.".into(),
            date: "2026-11-28".into(),
            program_ids: vec![2],
            reporter_ids: vec![5],
            editor_ids: vec![6],
            ..crate::document::AssignmentDraft::default()
        }
        .check()
        .unwrap();
        let r = from_assignment(&a, 1_000_000_000_007);
        assert_eq!(r.assignment_id, Some(1_000_000_000_007));
        assert_eq!(
            (r.reporter_ids.clone(), r.editor_ids.clone()),
            (vec![5], vec![6])
        );
        let kinds: Vec<SectionKind> = r.sections.iter().map(|s| s.kind).collect();
        assert_eq!(kinds, vec![SectionKind::Lead, SectionKind::Off]);
        assert_eq!(r.sections[1].content.len(), 2, "blank lines are dropped");
        let blank = AssignmentFields {
            content: " \n".into(),
            ..a
        };
        assert_eq!(from_assignment(&blank, 1).sections.len(), 1);
    }
    fn lower_third(name: &str) -> StoryItem {
        let template = CgTemplate {
            id: 4,
            name: "Lower third".into(),
            fields: vec!["name".into(), "title".into()],
        };
        let values = template
            .values(&json!({"name": name, "title": "Mayor"}))
            .unwrap();
        StoryItem::cg(7, &template, values)
    }

    #[test]
    fn graphics_are_numbered_moved_kept_and_become_story_items() {
        let mut f = draft().check().unwrap();
        assert_eq!(f.add_graphic(&lower_third("Ana Lima")), Ok(1));
        assert_eq!(f.add_graphic(&lower_third("Rui Costa")), Ok(2));
        f.remove_graphic(1).unwrap();
        assert_eq!(
            f.add_graphic(&lower_third("Eva Melo")),
            Ok(3),
            "an id is not reused while a higher one is there"
        );
        f.move_graphic(3, 0).unwrap();
        f.set_graphic(2, &lower_third("Rui Costa Filho")).unwrap();
        let slugs: Vec<String> = f.story_items().into_iter().map(|i| i.slug).collect();
        assert_eq!(
            slugs,
            ["Lower third: Eva Melo", "Lower third: Rui Costa Filho"]
        );
        assert!(
            f.story_items()
                .iter()
                .all(|i| i.id == 0 && i.device_id == 7)
        );
        assert!(f.plain_text().contains("Rui Costa Filho\nMayor"));
        assert_eq!(f.graphic(9), Err(GraphicError::NotFound));
        assert_eq!(f.move_graphic(9, 0), Err(GraphicError::NotFound));
        let saved = draft().check().unwrap().keep_graphics_of(&f);
        assert_eq!(saved.graphics, f.graphics, "a save of the text keeps them");
        while f.graphics.len() < GRAPHICS_MAX {
            f.add_graphic(&lower_third("X")).unwrap();
        }
        assert!(matches!(
            f.add_graphic(&lower_third("Y")),
            Err(GraphicError::TooMany(e)) if e["graphics"].code == FieldCode::TooMany
        ));
    }
}
