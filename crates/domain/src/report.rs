//! Reports (web.md section 3: "report: categories, events"; section 7: "Reports: categories,
//! restore, revisions, private, sharing, config"; section 2: `/assignments/newReport/{id}`): the
//! written account of a day's coverage or of a shift, as a Brazilian or Spanish-speaking desk keeps
//! it (relatório, informe): a summary and the day's **events** in time order, each with its time,
//! category ("Police", "Traffic"), place, what happened and who was heard. The decisions where the
//! spec is silent are in docs/adr/0003-documents.md ("Reports and rounds").

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::document::{
    AssignmentFields, CONTENT_MAX, DocumentFields, check_ids, check_slug, one_id,
};
use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::production::{check_line, check_list};

/// Longest text of one event, in characters.
pub const EVENT_TEXT_MAX: usize = 10_000;

/// One event of a report: something that happened, when and where, and who said so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportEvent {
    /// When it happened (RFC 3339; kept in UTC).
    pub time: DateTime<Utc>,
    /// Its category (a value of the report categories' list), if any.
    #[serde(default)]
    pub category_id: Option<i64>,
    /// Where (one line of at most [`LINE_MAX`](crate::production::LINE_MAX) characters; may be empty).
    #[serde(default)]
    pub place: String,
    /// What happened (plain text, 1 to [`EVENT_TEXT_MAX`] characters, several lines allowed).
    pub text: String,
    /// Who was heard: the sources (one line of at most [`LINE_MAX`](crate::production::LINE_MAX); may be empty).
    #[serde(default)]
    pub sources: String,
}

/// What a report says. As JSON (stored and kept in revisions so): camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportFields {
    /// One line, 1 to [`SLUG_MAX`](crate::document::SLUG_MAX) characters.
    pub slug: String,
    /// The day it accounts for.
    pub date: NaiveDate,
    /// The programs it is for (at least one).
    pub program_ids: Vec<i64>,
    /// Seen only by its owner and [`allowed_user_ids`](Self::allowed_user_ids).
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<i64>,
    /// The assignment it accounts for, if any.
    #[serde(default)]
    pub assignment_id: Option<i64>,
    /// The account in a few lines (plain text; may be empty).
    #[serde(default)]
    pub summary: String,
    /// The events, in time order (events of the same minute keep the writer's order).
    #[serde(default)]
    pub events: Vec<ReportEvent>,
    /// Files attached (see [`AssignmentFields::attachment_ids`]).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
}

impl ReportFields {
    /// The categories its events name, each once, ascending (what the store links, so a category
    /// in use is not deleted and the filter finds a report by one).
    pub fn category_ids(&self) -> Vec<i64> {
        let mut ids: Vec<i64> = self.events.iter().filter_map(|e| e.category_id).collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// Every word of it besides the slug, one line each (what the general search indexes and the
    /// `content` filter looks in): the summary, then each event's place, text and sources.
    pub fn plain_text(&self) -> String {
        let mut lines: Vec<String> = self.summary.lines().map(str::to_owned).collect();
        for e in &self.events {
            lines.push(e.place.clone());
            lines.extend(e.text.lines().map(str::to_owned));
            lines.push(e.sources.clone());
        }
        lines.retain(|l| !l.trim().is_empty());
        lines.join("\n")
    }
}

/// A report as a client sends it, before [`ReportDraft::check`]. As JSON (a field patch replaces
/// one of its keys): camelCase.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportDraft {
    /// See [`ReportFields::slug`].
    pub slug: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// See [`ReportFields`].
    pub program_ids: Vec<i64>,
    /// See [`ReportFields`].
    pub private: bool,
    /// See [`ReportFields`].
    pub allowed_user_ids: Vec<i64>,
    /// See [`ReportFields`]; 0: none, negative: an unknown one.
    pub assignment_id: i64,
    /// See [`ReportFields`].
    pub summary: String,
    /// `[{time, categoryId, place, text, sources}]`; `null`: none.
    pub events: serde_json::Value,
    /// See [`ReportFields`].
    pub attachment_ids: Vec<i64>,
}

impl ReportDraft {
    /// The draft of `fields` (what a field patch starts from).
    pub fn of(f: &ReportFields) -> ReportDraft {
        ReportDraft {
            slug: f.slug.clone(),
            date: f.date.format("%Y-%m-%d").to_string(),
            program_ids: f.program_ids.clone(),
            private: f.private,
            allowed_user_ids: f.allowed_user_ids.clone(),
            assignment_id: f.assignment_id.unwrap_or(0),
            summary: f.summary.clone(),
            events: serde_json::to_value(&f.events).unwrap_or_default(),
            attachment_ids: f.attachment_ids.clone(),
        }
    }

    /// Replaces one field (its camelCase name) with `value`, as `PATCH /api/reports/{id}` asks:
    /// adding an event is a patch of `events`.
    ///
    /// # Errors
    /// `unknown_field` on `field` for a name it does not have; `invalid` on `field` for a value of
    /// the wrong type.
    pub fn patch(&mut self, field: &str, value: &serde_json::Value) -> Result<(), FieldErrors> {
        let mut all = serde_json::to_value(&*self).unwrap_or_default();
        let Some(slot) = all.get_mut(field) else {
            return Err(FieldErrors::from([(
                field.into(),
                FieldCode::UnknownField.into(),
            )]));
        };
        *slot = value.clone();
        *self = serde_json::from_value(all).map_err(|_| {
            FieldErrors::from([(field.into(), FieldMessage::from(FieldCode::Invalid))])
        })?;
        Ok(())
    }

    /// The fields, or what is wrong with each (camelCase names, as the API gives them).
    ///
    /// # Errors
    /// Every field problem at once: `slug` as an assignment's; `date` `YYYY-MM-DD`; `programIds`
    /// at least one; id lists of positive, distinct ids, at most
    /// [`LIST_MAX`](crate::document::LIST_MAX); `assignmentId` negative (`unknown_value`);
    /// `summary` over [`CONTENT_MAX`](crate::document::CONTENT_MAX); `events` not of their shape
    /// (`invalid`), over [`ENTRIES_MAX`](crate::production::ENTRIES_MAX) (`too_many`), a category id of 0 or less
    /// (`unknown_value`), an empty text (`required`) or one over [`EVENT_TEXT_MAX`] (`too_long`),
    /// a place or sources over [`LINE_MAX`](crate::production::LINE_MAX) or of several lines; no text with a character XML 1.0
    /// forbids.
    pub fn check(&self) -> Result<ReportFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let slug = check_slug(&self.slug, &mut errors);
        let date = NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        if self.summary.chars().count() > CONTENT_MAX {
            errors.insert("summary".into(), FieldMessage::too_long(CONTENT_MAX));
        } else if let Err(e) = crate::text::check("summary", &self.summary) {
            errors.insert(e.field, e.message);
        }
        let mut events: Vec<ReportEvent> = check_list("events", &self.events, &mut errors);
        for e in &mut events {
            check_event(e, &mut errors);
        }
        events.sort_by_key(|e| e.time);
        let fields = ReportFields {
            slug,
            date: date.unwrap_or_default(),
            program_ids: check_ids("programIds", &self.program_ids, true, &mut errors),
            private: self.private,
            allowed_user_ids: check_ids(
                "allowedUserIds",
                &self.allowed_user_ids,
                false,
                &mut errors,
            ),
            assignment_id: one_id("assignmentId", self.assignment_id, &mut errors),
            summary: self.summary.clone(),
            events,
            attachment_ids: check_ids("attachmentIds", &self.attachment_ids, false, &mut errors),
        };
        if errors.is_empty() {
            Ok(fields)
        } else {
            Err(errors)
        }
    }
}

/// Checks (and trims) one event, recording its first problem under `events`.
fn check_event(e: &mut ReportEvent, errors: &mut FieldErrors) {
    let mut problem = |m: FieldMessage| {
        errors.entry("events".into()).or_insert(m);
    };
    if e.category_id.is_some_and(|c| c <= 0) {
        problem(FieldCode::UnknownValue.into());
    }
    e.text = e.text.trim().to_owned();
    if e.text.is_empty() {
        problem(FieldCode::Required.into());
    } else if e.text.chars().count() > EVENT_TEXT_MAX {
        problem(FieldMessage::too_long(EVENT_TEXT_MAX));
    } else if let Err(err) = crate::text::check("events", &e.text) {
        problem(err.message);
    }
    for line in [&mut e.place, &mut e.sources] {
        *line = line.trim().to_owned();
        if !line.is_empty() {
            check_line("events", line, errors);
        }
    }
}

impl DocumentFields for ReportFields {
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
        vec![("allowedUserIds", &self.allowed_user_ids)]
    }
    fn attachment_ids(&self) -> &[i64] {
        &self.attachment_ids
    }
    fn moved(&self, date: NaiveDate, program_ids: Vec<i64>, allowed_user_ids: Vec<i64>) -> Self {
        ReportFields {
            date,
            program_ids,
            allowed_user_ids,
            ..self.clone()
        }
    }
}

/// The report of assignment `assignment_id`, begun at `at` (web.md section 2,
/// `/assignments/newReport/{id}`): its slug, day, programs and sharing, and one event at `at`
/// holding its content (the guideline the reporter went out with, to be rewritten as what
/// happened); none when the content is blank.
pub fn from_assignment(
    assignment: &AssignmentFields,
    assignment_id: i64,
    at: DateTime<Utc>,
) -> ReportFields {
    let text = assignment.content.trim();
    ReportFields {
        slug: assignment.slug.clone(),
        date: assignment.date,
        program_ids: assignment.program_ids.clone(),
        private: assignment.private,
        allowed_user_ids: assignment.allowed_user_ids.clone(),
        assignment_id: Some(assignment_id),
        summary: String::new(),
        events: if text.is_empty() {
            Vec::new()
        } else {
            vec![ReportEvent {
                time: at,
                category_id: None,
                place: String::new(),
                text: text.chars().take(EVENT_TEXT_MAX).collect(),
                sources: String::new(),
            }]
        },
        attachment_ids: assignment.attachment_ids.clone(),
    }
}

/// Where an event made from an assignment of `day` is put when the report is made at `now`: now,
/// on the day itself; noon UTC of the day otherwise (a report written the morning after still
/// accounts for the day).
pub fn event_time(day: NaiveDate, now: DateTime<Utc>) -> DateTime<Utc> {
    if now.date_naive() == day {
        now
    } else {
        day.and_hms_opt(12, 0, 0).unwrap_or_default().and_utc()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::production::ENTRIES_MAX;
    use serde_json::json;

    fn draft() -> ReportDraft {
        ReportDraft {
            slug: "  NIGHT SHIFT ".into(),
            date: "2026-11-28".into(),
            program_ids: vec![1],
            summary: "A quiet night.".into(),
            events: json!([
                {"time": "2026-11-28T03:10:00-03:00", "text": " Crash on the ring road. ",
                 "place": " Ring road km 12 ", "categoryId": 7, "sources": "Highway police"},
                {"time": "2026-11-28T01:00:00Z", "text": "Fire at a warehouse"}
            ]),
            ..ReportDraft::default()
        }
    }

    #[test]
    fn a_good_draft_is_trimmed_sorted_by_time_and_in_utc() {
        let f = draft().check().unwrap();
        assert_eq!(f.slug, "NIGHT SHIFT");
        assert_eq!(f.events.len(), 2);
        assert_eq!(f.events[0].text, "Fire at a warehouse");
        assert_eq!(f.events[1].time.to_rfc3339(), "2026-11-28T06:10:00+00:00");
        assert_eq!(f.events[1].text, "Crash on the ring road.");
        assert_eq!(f.events[1].place, "Ring road km 12");
        assert_eq!(f.category_ids(), vec![7]);
        assert_eq!(
            f.plain_text(),
            "A quiet night.\nFire at a warehouse\nRing road km 12\nCrash on the ring road.\nHighway police"
        );
    }

    #[test]
    fn bad_fields_are_named_at_once() {
        let mut d = draft();
        d.slug = String::new();
        d.date = "28/11/2026".into();
        d.program_ids = vec![];
        d.assignment_id = -3;
        d.events = json!([{"time": "2026-11-28T01:00:00Z", "text": "  "}]);
        let e = d.check().unwrap_err();
        for field in ["slug", "date", "programIds", "assignmentId", "events"] {
            assert!(e.contains_key(field), "{field} in {e:?}");
        }
        assert_eq!(e["events"].code, FieldCode::Required);

        let mut d = draft();
        d.events = json!([{"time": "yesterday", "text": "x"}]);
        assert_eq!(d.check().unwrap_err()["events"].code, FieldCode::Invalid);
        d.events = json!([{"time": "2026-11-28T01:00:00Z", "text": "x", "categoryId": 0}]);
        assert_eq!(
            d.check().unwrap_err()["events"].code,
            FieldCode::UnknownValue
        );
        d.events = json!([{"time": "2026-11-28T01:00:00Z", "text": "x", "place": "a\nb"}]);
        assert_eq!(d.check().unwrap_err()["events"].code, FieldCode::SingleLine);
        d.events =
            json!([{"time": "2026-11-28T01:00:00Z", "text": "x".repeat(EVENT_TEXT_MAX + 1)}]);
        assert_eq!(d.check().unwrap_err()["events"].code, FieldCode::TooLong);
        let many: Vec<_> = (0..=ENTRIES_MAX)
            .map(|_| json!({"time": "2026-11-28T01:00:00Z", "text": "x"}))
            .collect();
        d.events = json!(many);
        assert_eq!(d.check().unwrap_err()["events"].code, FieldCode::TooMany);
    }

    #[test]
    fn a_patch_replaces_one_field_and_refuses_unknown_ones() {
        let f = draft().check().unwrap();
        let mut d = ReportDraft::of(&f);
        assert_eq!(
            d.check().unwrap(),
            f,
            "a draft of fields checks to the same fields"
        );
        d.patch("summary", &json!("Busy night.")).unwrap();
        assert_eq!(d.check().unwrap().summary, "Busy night.");
        assert_eq!(
            d.patch("tasks", &json!([])).unwrap_err()["tasks"].code,
            FieldCode::UnknownField
        );
        assert_eq!(
            d.patch("summary", &json!(3)).unwrap_err()["summary"].code,
            FieldCode::Invalid
        );
    }

    #[test]
    fn a_report_from_an_assignment_starts_with_its_content_as_an_event() {
        let a = crate::document::AssignmentDraft {
            slug: "MAYOR".into(),
            content: "Interview the mayor on the budget.".into(),
            date: "2026-11-28".into(),
            program_ids: vec![2],
            private: true,
            allowed_user_ids: vec![9],
            ..crate::document::AssignmentDraft::default()
        }
        .check()
        .unwrap();
        let day = a.date;
        let now = "2026-11-28T15:00:00Z".parse().unwrap();
        let r = from_assignment(&a, 42, event_time(day, now));
        assert_eq!(
            (r.slug.as_str(), r.date, r.assignment_id),
            ("MAYOR", day, Some(42))
        );
        assert_eq!((r.private, r.allowed_user_ids.clone()), (true, vec![9]));
        assert_eq!(r.events.len(), 1);
        assert_eq!(r.events[0].time, now);
        assert_eq!(r.events[0].text, "Interview the mayor on the budget.");
        let next_morning = "2026-11-29T08:00:00Z".parse().unwrap();
        assert_eq!(
            event_time(day, next_morning).to_rfc3339(),
            "2026-11-28T12:00:00+00:00"
        );
        let blank = AssignmentFields {
            content: " ".into(),
            ..a
        };
        assert!(from_assignment(&blank, 42, now).events.is_empty());
    }
}
