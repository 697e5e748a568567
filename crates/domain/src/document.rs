//! Documents (web.md section 3: "document: common base of assignments, productions, reportages,
//! stories") and the first kind the documents service keeps, the assignment (guideline). The rules
//! where the spec is silent are in docs/adr/0003-documents.md.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::reference::ReferenceKind;

/// The first id the documents service gives: story ids stay below it (docs/adr/0003-documents.md).
pub const FIRST_DOCUMENT_ID: i64 = 1_000_000_000_000;

/// The state of a document (web.md section 4, mobile.md section 4). A new assignment is PRODUCING;
/// any state may follow any other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DocumentState {
    /// Being produced (the default).
    Producing,
    /// Being covered in the field.
    Covering,
    /// Done.
    Completed,
    /// Dropped before it was done.
    Interrupted,
    /// Being edited.
    Editing,
}

impl DocumentState {
    /// Every state, in the spec's order.
    pub const ALL: [DocumentState; 5] = [
        DocumentState::Producing,
        DocumentState::Covering,
        DocumentState::Completed,
        DocumentState::Interrupted,
        DocumentState::Editing,
    ];

    /// The wire and storage form (`PRODUCING`).
    pub const fn as_str(self) -> &'static str {
        match self {
            DocumentState::Producing => "PRODUCING",
            DocumentState::Covering => "COVERING",
            DocumentState::Completed => "COMPLETED",
            DocumentState::Interrupted => "INTERRUPTED",
            DocumentState::Editing => "EDITING",
        }
    }

    /// The state named `raw`, if any.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == raw)
    }
}

/// Longest slug of an assignment, in characters.
pub const SLUG_MAX: usize = 200;
/// Longest content of an assignment, in characters.
pub const CONTENT_MAX: usize = 100_000;
/// Most people (producers, editors, reporters, allowed users) or programs in one list.
pub const LIST_MAX: usize = 100;

/// What an assignment says (web.md section 3: date, programs, editors, reporters, vehicles,
/// classification, private flag, indications priority and pending; slug, content and producers from
/// its filter; editorial and type, the other reference data of section 3; the teams sent, of
/// [`crate::team`]).
/// As JSON (revisions keep it so): camelCase, as the API names the fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentFields {
    /// One line, 1 to [`SLUG_MAX`] characters.
    pub slug: String,
    /// Plain text, at most [`CONTENT_MAX`] characters.
    pub content: String,
    /// The day it is for.
    pub date: NaiveDate,
    /// The programs it is for (at least one), by id.
    pub program_ids: Vec<i64>,
    /// Its producers (user ids).
    pub producer_ids: Vec<i64>,
    /// Its editors (user ids).
    pub editor_ids: Vec<i64>,
    /// Its reporters (user ids).
    pub reporter_ids: Vec<i64>,
    /// Seen only by its owner and [`allowed_user_ids`](Self::allowed_user_ids).
    pub private: bool,
    /// Who else sees it while private (user ids).
    pub allowed_user_ids: Vec<i64>,
    /// Indication: priority.
    pub priority: bool,
    /// Indication: pending.
    pub pending: bool,
    /// Its classification ([`ReferenceKind::Classification`] value id), if any.
    pub classification_id: Option<i64>,
    /// Its editorial (desk), if any.
    pub editorial_id: Option<i64>,
    /// Its type of coverage, if any.
    pub type_id: Option<i64>,
    /// The vehicles it is for (value ids).
    pub vehicle_ids: Vec<i64>,
    /// Files attached (ids of `/api/files`, in the order shown; at most [`LIST_MAX`]): a press
    /// release, a map, a photo from the field. Absent in revisions kept before attachments.
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// The teams sent (ids of `/api/teams`; each existing on [`date`](Self::date)). Absent in
    /// revisions kept before teams.
    #[serde(default)]
    pub team_ids: Vec<i64>,
}

/// An assignment's fields as a client sends them (dates as text), before [`AssignmentDraft::check`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AssignmentDraft {
    /// See [`AssignmentFields::slug`].
    pub slug: String,
    /// See [`AssignmentFields::content`].
    pub content: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// See [`AssignmentFields`].
    pub program_ids: Vec<i64>,
    /// See [`AssignmentFields`].
    pub producer_ids: Vec<i64>,
    /// See [`AssignmentFields`].
    pub editor_ids: Vec<i64>,
    /// See [`AssignmentFields`].
    pub reporter_ids: Vec<i64>,
    /// See [`AssignmentFields`].
    pub private: bool,
    /// See [`AssignmentFields`].
    pub allowed_user_ids: Vec<i64>,
    /// See [`AssignmentFields`].
    pub priority: bool,
    /// See [`AssignmentFields`].
    pub pending: bool,
    /// See [`AssignmentFields`]; 0 or less: none.
    pub classification_id: i64,
    /// See [`AssignmentFields`]; 0 or less: none.
    pub editorial_id: i64,
    /// See [`AssignmentFields`]; 0 or less: none.
    pub type_id: i64,
    /// See [`AssignmentFields`].
    pub vehicle_ids: Vec<i64>,
    /// See [`AssignmentFields::attachment_ids`].
    pub attachment_ids: Vec<i64>,
    /// See [`AssignmentFields::team_ids`].
    pub team_ids: Vec<i64>,
}

/// Checks a list of ids named `field`: at least one when `required`, at most [`LIST_MAX`], each
/// positive and distinct; a problem goes into `errors` under `field`. Returns the list as given.
pub fn check_ids(field: &str, list: &[i64], required: bool, errors: &mut FieldErrors) -> Vec<i64> {
    if required && list.is_empty() {
        errors.insert(field.into(), FieldCode::Required.into());
    } else if list.len() > LIST_MAX {
        errors.insert(
            field.into(),
            FieldMessage::from(FieldCode::TooMany).with("max", LIST_MAX),
        );
    } else if let Some(bad) = list.iter().find(|id| **id <= 0) {
        errors.insert(
            field.into(),
            FieldMessage::from(FieldCode::Invalid).with("value", *bad),
        );
    } else {
        let mut seen = std::collections::HashSet::new();
        if let Some(twice) = list.iter().find(|id| !seen.insert(**id)) {
            errors.insert(
                field.into(),
                FieldMessage::from(FieldCode::Duplicate).with("value", *twice),
            );
        }
    }
    list.to_vec()
}

/// Checks a document's slug (`slug`: required, one line, at most [`SLUG_MAX`] characters, no
/// character XML 1.0 forbids); a problem goes into `errors`. Returns it trimmed.
pub fn check_slug(raw: &str, errors: &mut FieldErrors) -> String {
    let slug = raw.trim();
    if slug.is_empty() {
        errors.insert("slug".into(), FieldCode::Required.into());
    } else if let Some(m) = crate::text::line_problem(slug, SLUG_MAX) {
        errors.insert("slug".into(), m);
    }
    slug.to_owned()
}

/// What every kind of document says about who sees it and who it names (web.md section 3,
/// "document: common base of assignments, productions, reportages, stories"), so one set of rules
/// (visibility, sharing by the owner only, people that must exist) serves every kind.
pub trait DocumentFields {
    /// Its slug.
    fn slug(&self) -> &str;
    /// The day it is for.
    fn date(&self) -> NaiveDate;
    /// Seen only by its owner and [`allowed_user_ids`](Self::allowed_user_ids).
    fn private(&self) -> bool;
    /// Who else sees it while private.
    fn allowed_user_ids(&self) -> &[i64];
    /// The programs it is for (a viewer restricted to some programs sees it when one is theirs).
    fn program_ids(&self) -> &[i64];
    /// The people it names by list, with the field name of each list (`reporterIds`, ...), allowed
    /// users included.
    fn people(&self) -> Vec<(&'static str, &[i64])>;
    /// Every user id it names, each once, ascending.
    fn user_ids(&self) -> Vec<i64> {
        let mut all: Vec<i64> = self
            .people()
            .into_iter()
            .flat_map(|(_, ids)| ids.iter().copied())
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }
    /// Whether `user` may see it when it is owned by `owner` ([`may_see`]).
    fn seen_by(&self, owner: i64, user: i64) -> bool {
        may_see(self.private(), owner, self.allowed_user_ids(), user)
    }
    /// The files attached to it (file ids, in order); whoever may see it may read them.
    fn attachment_ids(&self) -> &[i64];
    /// The same document for another day, other programs and other allowed users (what
    /// [`copy_fields`] changes; everything else is kept).
    #[must_use]
    fn moved(&self, date: NaiveDate, program_ids: Vec<i64>, allowed_user_ids: Vec<i64>) -> Self
    where
        Self: Sized;
}

impl DocumentFields for AssignmentFields {
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
            ("producerIds", &self.producer_ids),
            ("editorIds", &self.editor_ids),
            ("reporterIds", &self.reporter_ids),
            ("allowedUserIds", &self.allowed_user_ids),
        ]
    }
    fn attachment_ids(&self) -> &[i64] {
        &self.attachment_ids
    }
    fn moved(&self, date: NaiveDate, program_ids: Vec<i64>, allowed_user_ids: Vec<i64>) -> Self {
        AssignmentFields {
            date,
            program_ids,
            allowed_user_ids,
            ..self.clone()
        }
    }
}

/// An optional id named `field`: 0 is none, a negative one is no value there is (`unknown_value`).
pub fn one_id(field: &str, id: i64, errors: &mut FieldErrors) -> Option<i64> {
    if id < 0 {
        errors.insert(
            field.into(),
            FieldMessage::from(FieldCode::UnknownValue).with("value", id),
        );
    }
    (id > 0).then_some(id)
}

impl AssignmentDraft {
    /// The fields, or what is wrong with each (camelCase names, as the API gives them).
    ///
    /// # Errors
    /// Every field problem at once: `slug` required, one line, at most [`SLUG_MAX`]; `content` at
    /// most [`CONTENT_MAX`]; `date` `YYYY-MM-DD`; `programIds` at least one; id lists of positive,
    /// distinct ids, at most [`LIST_MAX`]; no text with a character XML 1.0 forbids.
    pub fn check(&self) -> Result<AssignmentFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let slug = check_slug(&self.slug, &mut errors);
        if self.content.chars().count() > CONTENT_MAX {
            errors.insert("content".into(), FieldMessage::too_long(CONTENT_MAX));
        } else if let Err(e) = crate::text::check("content", &self.content) {
            errors.insert(e.field, e.message);
        }
        let date = NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        let fields = AssignmentFields {
            slug,
            content: self.content.clone(),
            date: date.unwrap_or_default(),
            program_ids: check_ids("programIds", &self.program_ids, true, &mut errors),
            producer_ids: check_ids("producerIds", &self.producer_ids, false, &mut errors),
            editor_ids: check_ids("editorIds", &self.editor_ids, false, &mut errors),
            reporter_ids: check_ids("reporterIds", &self.reporter_ids, false, &mut errors),
            private: self.private,
            allowed_user_ids: check_ids(
                "allowedUserIds",
                &self.allowed_user_ids,
                false,
                &mut errors,
            ),
            priority: self.priority,
            pending: self.pending,
            classification_id: one_id("classificationId", self.classification_id, &mut errors),
            editorial_id: one_id("editorialId", self.editorial_id, &mut errors),
            type_id: one_id("typeId", self.type_id, &mut errors),
            vehicle_ids: check_ids("vehicleIds", &self.vehicle_ids, false, &mut errors),
            attachment_ids: check_ids("attachmentIds", &self.attachment_ids, false, &mut errors),
            team_ids: check_ids("teamIds", &self.team_ids, false, &mut errors),
        };
        if errors.is_empty() {
            Ok(fields)
        } else {
            Err(errors)
        }
    }
}

/// The fields a field patch may change (`PATCH /api/assignments/{id}` `{field, value}`; web.md
/// section 7, "field patch (id, field, value)"). Who may see it (`private`, `allowedUserIds`) changes
/// only with the whole assignment, by its owner.
pub const PATCHABLE: [&str; 14] = [
    "slug",
    "content",
    "date",
    "programIds",
    "producerIds",
    "editorIds",
    "reporterIds",
    "priority",
    "pending",
    "classificationId",
    "editorialId",
    "typeId",
    "vehicleIds",
    "teamIds",
];

impl AssignmentDraft {
    /// The draft of saved fields, to change some and check them again.
    pub fn of(f: &AssignmentFields) -> Self {
        AssignmentDraft {
            slug: f.slug.clone(),
            content: f.content.clone(),
            date: f.date.format("%Y-%m-%d").to_string(),
            program_ids: f.program_ids.clone(),
            producer_ids: f.producer_ids.clone(),
            editor_ids: f.editor_ids.clone(),
            reporter_ids: f.reporter_ids.clone(),
            private: f.private,
            allowed_user_ids: f.allowed_user_ids.clone(),
            priority: f.priority,
            pending: f.pending,
            classification_id: f.classification_id.unwrap_or(0),
            editorial_id: f.editorial_id.unwrap_or(0),
            type_id: f.type_id.unwrap_or(0),
            vehicle_ids: f.vehicle_ids.clone(),
            attachment_ids: f.attachment_ids.clone(),
            team_ids: f.team_ids.clone(),
        }
    }

    /// Sets one of [`PATCHABLE`] to `value` (a string for `slug`, `content` and `date`, an array of
    /// ids for the lists, a boolean for the indications, an id or `null` for a classification,
    /// editorial or type); [`check`](Self::check) the draft after.
    ///
    /// # Errors
    /// Keyed by `field`: `unknown_field` for a field not in [`PATCHABLE`], `invalid` for a value of
    /// the wrong JSON type.
    pub fn patch(&mut self, field: &str, value: &serde_json::Value) -> Result<(), FieldErrors> {
        let invalid = || FieldErrors::from([(field.to_owned(), FieldCode::Invalid.into())]);
        let text = || value.as_str().map(str::to_owned).ok_or_else(invalid);
        let flag = || value.as_bool().ok_or_else(invalid);
        let one = || -> Result<i64, FieldErrors> {
            if value.is_null() {
                Ok(0)
            } else {
                value.as_i64().ok_or_else(invalid)
            }
        };
        let ids = || -> Result<Vec<i64>, FieldErrors> {
            value
                .as_array()
                .ok_or_else(invalid)?
                .iter()
                .map(|v| v.as_i64().ok_or_else(invalid))
                .collect()
        };
        match field {
            "slug" => self.slug = text()?,
            "content" => self.content = text()?,
            "date" => self.date = text()?,
            "programIds" => self.program_ids = ids()?,
            "producerIds" => self.producer_ids = ids()?,
            "editorIds" => self.editor_ids = ids()?,
            "reporterIds" => self.reporter_ids = ids()?,
            "priority" => self.priority = flag()?,
            "pending" => self.pending = flag()?,
            "classificationId" => self.classification_id = one()?,
            "editorialId" => self.editorial_id = one()?,
            "typeId" => self.type_id = one()?,
            "vehicleIds" => self.vehicle_ids = ids()?,
            "teamIds" => self.team_ids = ids()?,
            _ => {
                return Err(FieldErrors::from([(
                    field.to_owned(),
                    FieldCode::UnknownField.into(),
                )]));
            }
        }
        Ok(())
    }
}

impl AssignmentFields {
    /// The reference data it names, by kind (a kind it names nothing of has an empty list).
    pub fn references(&self) -> [(ReferenceKind, Vec<i64>); 4] {
        [
            (
                ReferenceKind::Classification,
                self.classification_id.into_iter().collect(),
            ),
            (
                ReferenceKind::Editorial,
                self.editorial_id.into_iter().collect(),
            ),
            (ReferenceKind::Type, self.type_id.into_iter().collect()),
            (ReferenceKind::Vehicle, self.vehicle_ids.clone()),
        ]
    }
}

/// How the desk groups a day's assignments (mobile.md section 4, "List/filter kinds"; web.md
/// section 4: "the default grouping is taken from the guideline configuration"). `Summary` is a flat
/// list; an assignment naming several programs, people or vehicles shows under each of them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Grouping {
    /// No groups (the default until an administrator picks one: the desk's list as it always was).
    #[default]
    Summary,
    /// By program.
    Program,
    /// By state.
    Status,
    /// By producer.
    Producer,
    /// By reporter.
    Reporter,
    /// By editor.
    Editor,
    /// By vehicle.
    Vehicle,
    /// By editorial.
    Editorial,
    /// By classification.
    Classification,
    /// By team sent (the crews of the day, [`crate::team`]).
    Team,
}

impl Grouping {
    /// The groupings of assignments, in the spec's order (`GET /api/assignments/groupings`).
    pub const ALL: [Grouping; 10] = [
        Grouping::Summary,
        Grouping::Program,
        Grouping::Status,
        Grouping::Producer,
        Grouping::Reporter,
        Grouping::Editor,
        Grouping::Vehicle,
        Grouping::Editorial,
        Grouping::Classification,
        Grouping::Team,
    ];

    /// The wire and storage form (`PROGRAM`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Grouping::Summary => "SUMMARY",
            Grouping::Program => "PROGRAM",
            Grouping::Status => "STATUS",
            Grouping::Producer => "PRODUCER",
            Grouping::Reporter => "REPORTER",
            Grouping::Editor => "EDITOR",
            Grouping::Vehicle => "VEHICLE",
            Grouping::Editorial => "EDITORIAL",
            Grouping::Classification => "CLASSIFICATION",
            Grouping::Team => "TEAM",
        }
    }

    /// The grouping named `raw`, if any.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|g| g.as_str() == raw)
    }
}

/// The settings of assignments (web.md section 3: "When the state-lock setting is on, completed or
/// interrupted assignments cannot be edited"; `GET`/`PUT /api/assignments/config`) and the desk's
/// default grouping. State-lock off and no grouping by default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AssignmentConfig {
    /// When on, a COMPLETED or INTERRUPTED assignment refuses edits, field changes, its edit lock
    /// and deletion; changing its state back needs ASSIGNMENT admin (docs/adr/0003-documents.md).
    pub state_lock: bool,
    /// How the desk groups a day's list until a user picks another grouping.
    pub default_grouping: Grouping,
}

impl AssignmentConfig {
    /// Whether an assignment in `state` is closed to changes under these settings.
    pub const fn locks(&self, state: DocumentState) -> bool {
        self.state_lock && matches!(state, DocumentState::Completed | DocumentState::Interrupted)
    }
}

/// The fields of a copy of a document (web.md section 7, "copy (ids, programsIds, date)" of
/// assignments and of news reports; docs/adr/0003-documents.md): the same slug, text and people, for
/// `date` and for `programs` (empty: the original's programs). The copy belongs to whoever copies it
/// (`copier`); a private original stays private, shared with the same users and with the original's
/// owner, so copying never shows a private text to anyone new nor hides it from its author.
pub fn copy_fields<F: DocumentFields>(
    original: &F,
    original_owner: i64,
    copier: i64,
    date: NaiveDate,
    programs: &[i64],
) -> F {
    let mut allowed = Vec::new();
    if original.private() {
        for id in original
            .allowed_user_ids()
            .iter()
            .copied()
            .chain([original_owner])
        {
            if id != copier && !allowed.contains(&id) {
                allowed.push(id);
            }
        }
    }
    let programs = if programs.is_empty() {
        original.program_ids().to_vec()
    } else {
        programs.to_vec()
    };
    original.moved(date, programs, allowed)
}

/// The script of a rundown's story made from an assignment (web.md section 7, "create from
/// assignments"): the guideline as an INFORMATION item for the crew (not read), a line a paragraph;
/// none when it is blank.
pub fn assignment_story_script(a: &AssignmentFields) -> crate::script::Script {
    information_script(&a.content)
}

/// A script of one INFORMATION item (for the crew, never read on air) holding `text`, a paragraph a
/// line; empty for blank text.
pub fn information_script(text: &str) -> crate::script::Script {
    use crate::script::{ItemKind, Paragraph, Script, ScriptItem};
    let content = Paragraph::lines(text);
    if content.is_empty() {
        Script::default()
    } else {
        Script(vec![ScriptItem {
            kind: ItemKind::Information,
            content,
        }])
    }
}

/// Whether `user` may see a document owned by `owner`: a public one anyone may (who may read the
/// kind); a private one its owner and its allowed users only (web.md section 5).
pub fn may_see(private: bool, owner: i64, allowed: &[i64], user: i64) -> bool {
    !private || owner == user || allowed.contains(&user)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> AssignmentDraft {
        AssignmentDraft {
            slug: "  FIRE DOWNTOWN ".into(),
            content: "Go to the fire.\nTalk to the chief.".into(),
            date: "2026-11-26".into(),
            program_ids: vec![1],
            reporter_ids: vec![3, 4],
            ..AssignmentDraft::default()
        }
    }

    #[test]
    fn a_good_draft_is_checked_into_fields() {
        let f = draft().check().unwrap();
        assert_eq!(f.slug, "FIRE DOWNTOWN");
        assert_eq!(f.date, NaiveDate::from_ymd_opt(2026, 11, 26).unwrap());
        assert_eq!(f.user_ids(), vec![3, 4]);
    }

    #[test]
    fn every_bad_field_is_named_at_once() {
        let bad = AssignmentDraft {
            slug: "two\nlines".into(),
            content: "x\u{1}".into(),
            date: "26/11/2026".into(),
            program_ids: vec![],
            producer_ids: vec![0],
            editor_ids: vec![5, 5],
            reporter_ids: (1..=101).collect(),
            vehicle_ids: vec![2, 2],
            ..AssignmentDraft::default()
        };
        let e = bad.check().unwrap_err();
        let codes: Vec<(&str, FieldCode)> = e.iter().map(|(k, v)| (k.as_str(), v.code)).collect();
        assert_eq!(
            codes,
            vec![
                ("content", FieldCode::Character),
                ("date", FieldCode::Date),
                ("editorIds", FieldCode::Duplicate),
                ("producerIds", FieldCode::Invalid),
                ("programIds", FieldCode::Required),
                ("reporterIds", FieldCode::TooMany),
                ("slug", FieldCode::SingleLine),
                ("vehicleIds", FieldCode::Duplicate),
            ]
        );
        let blank = AssignmentDraft {
            slug: "   ".into(),
            ..draft()
        };
        assert_eq!(blank.check().unwrap_err()["slug"].code, FieldCode::Required);
        let long = AssignmentDraft {
            slug: "é".repeat(SLUG_MAX + 1),
            ..draft()
        };
        assert_eq!(
            long.check().unwrap_err()["slug"],
            FieldMessage::too_long(SLUG_MAX)
        );
    }

    #[test]
    fn a_patch_changes_one_field_and_names_a_bad_one() {
        let saved = draft().check().unwrap();
        let mut d = AssignmentDraft::of(&saved);
        assert_eq!(
            d.check().unwrap(),
            saved,
            "a draft of saved fields checks back to them"
        );
        d.patch("reporterIds", &serde_json::json!([7])).unwrap();
        d.patch("pending", &serde_json::json!(true)).unwrap();
        d.patch("classificationId", &serde_json::json!(9)).unwrap();
        let changed = d.check().unwrap();
        assert_eq!(
            (changed.reporter_ids.clone(), changed.pending),
            (vec![7], true)
        );
        assert_eq!(changed.classification_id, Some(9));
        let mut cleared = AssignmentDraft::of(&changed);
        cleared
            .patch("classificationId", &serde_json::Value::Null)
            .unwrap();
        assert_eq!(cleared.check().unwrap().classification_id, None);
        assert_eq!(changed.slug, saved.slug);
        let code = |field: &str, value: serde_json::Value| {
            AssignmentDraft::of(&saved)
                .patch(field, &value)
                .unwrap_err()[field]
                .code
        };
        assert_eq!(
            code("private", serde_json::json!(true)),
            FieldCode::UnknownField
        );
        assert_eq!(code("slug", serde_json::json!(3)), FieldCode::Invalid);
        assert_eq!(
            code("editorIds", serde_json::json!([1, "2"])),
            FieldCode::Invalid
        );
        assert_eq!(
            code("priority", serde_json::json!("yes")),
            FieldCode::Invalid
        );
        for field in PATCHABLE {
            let known = AssignmentDraft::of(&saved)
                .patch(field, &serde_json::json!({"no": "such value"}))
                .unwrap_err();
            assert_eq!(known[field].code, FieldCode::Invalid, "{field}");
        }
    }

    #[test]
    fn states_round_trip_by_name() {
        for s in DocumentState::ALL {
            assert_eq!(DocumentState::parse(s.as_str()), Some(s));
        }
        assert_eq!(DocumentState::parse("producing"), None);
    }

    #[test]
    fn the_state_lock_closes_completed_and_interrupted_assignments_only_when_on() {
        let on = AssignmentConfig {
            state_lock: true,
            ..AssignmentConfig::default()
        };
        let closed: Vec<_> = DocumentState::ALL
            .into_iter()
            .filter(|s| on.locks(*s))
            .collect();
        assert_eq!(
            closed,
            vec![DocumentState::Completed, DocumentState::Interrupted]
        );
        let off = AssignmentConfig::default();
        assert!(DocumentState::ALL.into_iter().all(|s| !off.locks(s)));
    }

    #[test]
    fn a_copy_moves_date_and_programs_and_keeps_a_private_text_among_the_same_people() {
        let original = AssignmentFields {
            private: true,
            allowed_user_ids: vec![7, 9],
            program_ids: vec![1, 2],
            ..draft().check().unwrap()
        };
        let day = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        // Copied by an allowed user: the author joins the shared list, the copier owns it.
        let c = copy_fields(&original, 3, 9, day, &[]);
        assert_eq!(c.date, day);
        assert_eq!(c.program_ids, vec![1, 2]);
        assert_eq!(c.allowed_user_ids, vec![7, 3]);
        assert_eq!(
            (c.slug.as_str(), c.reporter_ids.as_slice()),
            ("FIRE DOWNTOWN", &[3, 4][..])
        );
        // Copied by its owner to other programs: shared as before.
        let c = copy_fields(&original, 3, 3, day, &[5]);
        assert_eq!(c.program_ids, vec![5]);
        assert_eq!(c.allowed_user_ids, vec![7, 9]);
        // A public one stays public and shared with nobody in particular.
        let public = AssignmentFields {
            private: false,
            allowed_user_ids: vec![],
            ..original
        };
        assert!(
            copy_fields(&public, 3, 9, day, &[])
                .allowed_user_ids
                .is_empty()
        );
    }

    #[test]
    fn private_documents_are_seen_by_their_owner_and_allowed_users_only() {
        assert!(may_see(false, 1, &[], 9));
        assert!(may_see(true, 1, &[], 1));
        assert!(may_see(true, 1, &[9], 9));
        assert!(!may_see(true, 1, &[8], 9));
    }
}
