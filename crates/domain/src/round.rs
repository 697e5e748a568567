//! Rounds (web.md section 3: "round: segments, institutions"; section 7: assignments "create
//! from ... round"): the desk's round of calls to the institutions it checks for news (ronda:
//! police stations, the fire brigade, hospitals, courts), one document a day and shift. Each
//! **entry** is one institution called: when, who answered, what they said, and whether that is
//! news. An entry with news becomes an assignment, and the entry keeps the link. The decisions
//! where the spec is silent are in docs/adr/0003-documents.md ("Reports and rounds").

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::document::{
    AssignmentFields, CONTENT_MAX, DocumentFields, SLUG_MAX, check_ids, check_slug,
};
use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::production::{check_line, check_list};
use crate::report::EVENT_TEXT_MAX;

/// What a call gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Outcome {
    /// Not called yet (or no answer).
    #[default]
    Pending,
    /// Called: nothing to report.
    NothingNew,
    /// Called: there is a story; it may become an assignment.
    News,
}

/// One institution called in a round. As JSON: camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundEntry {
    /// The institution (a value of the institutions' list); once per round, so it names the
    /// entry (`entryIds` of an assignment made from the round).
    pub institution_id: i64,
    /// When it was called (RFC 3339; kept in UTC); none while pending.
    #[serde(default)]
    pub called_at: Option<DateTime<Utc>>,
    /// Who answered (one line, may be empty).
    #[serde(default)]
    pub answered_by: String,
    /// What they said (plain text, at most [`EVENT_TEXT_MAX`]; required for news).
    #[serde(default)]
    pub text: String,
    /// What the call gave.
    #[serde(default)]
    pub outcome: Outcome,
    /// The assignment made from it, if any. Set by the service only: what a client sends is
    /// replaced by what the round has ([`RoundFields::keep_links_of`]).
    #[serde(default)]
    pub assignment_id: Option<i64>,
}

/// What a round says. As JSON (stored and kept in revisions so): camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundFields {
    /// One line, 1 to [`SLUG_MAX`] characters.
    pub slug: String,
    /// The day of the round.
    pub date: NaiveDate,
    /// The shift ("Morning", "Night"; one line, may be empty).
    #[serde(default)]
    pub shift: String,
    /// The programs it is for (at least one).
    pub program_ids: Vec<i64>,
    /// Seen only by its owner and [`allowed_user_ids`](Self::allowed_user_ids).
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<i64>,
    /// The calls, in the desk's order.
    #[serde(default)]
    pub entries: Vec<RoundEntry>,
    /// Notes (plain text).
    #[serde(default)]
    pub notes: String,
    /// Files attached (see [`AssignmentFields::attachment_ids`]).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
}

impl RoundFields {
    /// The institutions it calls, in its order.
    pub fn institution_ids(&self) -> Vec<i64> {
        self.entries.iter().map(|e| e.institution_id).collect()
    }

    /// The assignments made from it, in its order.
    pub fn assignment_ids(&self) -> Vec<i64> {
        self.entries
            .iter()
            .filter_map(|e| e.assignment_id)
            .collect()
    }

    /// The same round with each entry's assignment as `current` has it for the same institution
    /// (none for an institution `current` does not call): a client never sets or drops the link.
    #[must_use]
    pub fn keep_links_of(mut self, current: &RoundFields) -> RoundFields {
        for e in &mut self.entries {
            e.assignment_id = current
                .entries
                .iter()
                .find(|c| c.institution_id == e.institution_id)
                .and_then(|c| c.assignment_id);
        }
        self
    }

    /// Every word of it besides the slug, one line each (what the general search indexes and the
    /// `content` filter looks in): the shift, the notes, each entry's answer and text.
    pub fn plain_text(&self) -> String {
        let mut lines = vec![self.shift.clone()];
        lines.extend(self.notes.lines().map(str::to_owned));
        for e in &self.entries {
            lines.push(e.answered_by.clone());
            lines.extend(e.text.lines().map(str::to_owned));
        }
        lines.retain(|l| !l.trim().is_empty());
        lines.join("\n")
    }
}

/// A round as a client sends it, before [`RoundDraft::check`]. As JSON (a field patch replaces
/// one of its keys): camelCase.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundDraft {
    /// See [`RoundFields::slug`].
    pub slug: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// See [`RoundFields`].
    pub shift: String,
    /// See [`RoundFields`].
    pub program_ids: Vec<i64>,
    /// See [`RoundFields`].
    pub private: bool,
    /// See [`RoundFields`].
    pub allowed_user_ids: Vec<i64>,
    /// `[{institutionId, calledAt, answeredBy, text, outcome}]`; `null`: none.
    pub entries: serde_json::Value,
    /// See [`RoundFields`].
    pub notes: String,
    /// See [`RoundFields`].
    pub attachment_ids: Vec<i64>,
}

impl RoundDraft {
    /// The draft of `fields` (what a field patch starts from).
    pub fn of(f: &RoundFields) -> RoundDraft {
        RoundDraft {
            slug: f.slug.clone(),
            date: f.date.format("%Y-%m-%d").to_string(),
            shift: f.shift.clone(),
            program_ids: f.program_ids.clone(),
            private: f.private,
            allowed_user_ids: f.allowed_user_ids.clone(),
            entries: serde_json::to_value(&f.entries).unwrap_or_default(),
            notes: f.notes.clone(),
            attachment_ids: f.attachment_ids.clone(),
        }
    }

    /// Replaces one field (its camelCase name) with `value` (`PATCH /api/rounds/{id}`: a call
    /// noted from the phone is a patch of `entries`).
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

    /// Notes one call on its own (`PUT /api/rounds/{id}/entries/{institutionId}`): `call` is
    /// `{calledAt, answeredBy, text, outcome}` (each optional, as in an entry) and replaces what the
    /// entry of `institution_id` says, or becomes a new last entry when the round does not call
    /// that institution yet. The other entries stay as they are, so two people noting different
    /// calls at once both keep theirs; [`check`](Self::check) then judges the whole round.
    ///
    /// # Errors
    /// `invalid` on `entries` when `call` is not an object or names `institutionId` or
    /// `assignmentId` (the path names the one, the service the other).
    pub fn note_call(
        &mut self,
        institution_id: i64,
        call: &serde_json::Value,
    ) -> Result<(), FieldErrors> {
        let invalid = || FieldErrors::from([("entries".into(), FieldCode::Invalid.into())]);
        let Some(call) = call.as_object() else {
            return Err(invalid());
        };
        if call.contains_key("institutionId") || call.contains_key("assignmentId") {
            return Err(invalid());
        }
        let mut entry = call.clone();
        entry.insert("institutionId".into(), institution_id.into());
        if !self.entries.is_array() {
            self.entries = serde_json::Value::Array(Vec::new());
        }
        let list = self.entries.as_array_mut().ok_or_else(invalid)?;
        let same = |e: &serde_json::Value| e["institutionId"].as_i64() == Some(institution_id);
        match list.iter_mut().find(|e| same(e)) {
            Some(e) => *e = serde_json::Value::Object(entry),
            None => list.push(serde_json::Value::Object(entry)),
        }
        Ok(())
    }

    /// The fields, or what is wrong with each (camelCase names, as the API gives them). The
    /// entries' assignments are kept as sent: the service replaces them with the round's.
    ///
    /// # Errors
    /// Every field problem at once: `slug` as an assignment's; `date` `YYYY-MM-DD`; `programIds`
    /// at least one; id lists of positive, distinct ids; `shift` one line of at most
    /// [`LINE_MAX`](crate::production::LINE_MAX); `notes` over [`CONTENT_MAX`]; `entries` not of
    /// their shape (`invalid`), over [`ENTRIES_MAX`](crate::production::ENTRIES_MAX) (`too_many`),
    /// an institution id of 0 or less (`unknown_value`) or twice (`duplicate`), a text over
    /// [`EVENT_TEXT_MAX`] (`too_long`), news without a text (`required`), an answer of several
    /// lines; no text with a character XML 1.0 forbids.
    pub fn check(&self) -> Result<RoundFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let slug = check_slug(&self.slug, &mut errors);
        let date = NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        let shift = self.shift.trim().to_owned();
        if !shift.is_empty() {
            check_line("shift", &shift, &mut errors);
        }
        if self.notes.chars().count() > CONTENT_MAX {
            errors.insert("notes".into(), FieldMessage::too_long(CONTENT_MAX));
        } else if let Err(e) = crate::text::check("notes", &self.notes) {
            errors.insert(e.field, e.message);
        }
        let mut entries: Vec<RoundEntry> = check_list("entries", &self.entries, &mut errors);
        let mut seen = std::collections::HashSet::new();
        for e in &mut entries {
            check_entry(e, &mut seen, &mut errors);
        }
        let fields = RoundFields {
            slug,
            date: date.unwrap_or_default(),
            shift,
            program_ids: check_ids("programIds", &self.program_ids, true, &mut errors),
            private: self.private,
            allowed_user_ids: check_ids(
                "allowedUserIds",
                &self.allowed_user_ids,
                false,
                &mut errors,
            ),
            entries,
            notes: self.notes.clone(),
            attachment_ids: check_ids("attachmentIds", &self.attachment_ids, false, &mut errors),
        };
        if errors.is_empty() {
            Ok(fields)
        } else {
            Err(errors)
        }
    }
}

/// Checks (and trims) one entry, recording its first problem under `entries`.
fn check_entry(
    e: &mut RoundEntry,
    seen: &mut std::collections::HashSet<i64>,
    errors: &mut FieldErrors,
) {
    let mut problem = |m: FieldMessage| {
        errors.entry("entries".into()).or_insert(m);
    };
    if e.institution_id <= 0 {
        problem(FieldMessage::from(FieldCode::UnknownValue).with("value", e.institution_id));
    } else if !seen.insert(e.institution_id) {
        problem(FieldMessage::from(FieldCode::Duplicate).with("value", e.institution_id));
    }
    e.text = e.text.trim().to_owned();
    if e.text.chars().count() > EVENT_TEXT_MAX {
        problem(FieldMessage::too_long(EVENT_TEXT_MAX));
    } else if let Err(err) = crate::text::check("entries", &e.text) {
        problem(err.message);
    } else if e.outcome == Outcome::News && e.text.is_empty() {
        problem(FieldCode::Required.into());
    }
    e.answered_by = e.answered_by.trim().to_owned();
    if !e.answered_by.is_empty() {
        check_line("entries", &e.answered_by, errors);
    }
}

impl DocumentFields for RoundFields {
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
        RoundFields {
            date,
            program_ids,
            allowed_user_ids,
            ..self.clone()
        }
    }
}

/// The assignment made from `entry` of `round`, whose institution is named `institution` (web.md
/// section 7, assignments "create from ... round"): the institution as its slug, the entry's text
/// and who said it as its content, the round's day, programs and sharing.
pub fn assignment_of(
    round: &RoundFields,
    entry: &RoundEntry,
    institution: &str,
) -> AssignmentFields {
    let slug: String = institution.trim().chars().take(SLUG_MAX).collect();
    let mut content = entry.text.clone();
    if !entry.answered_by.is_empty() {
        content.push_str(&format!("\n\n{institution}: {}", entry.answered_by));
    }
    AssignmentFields {
        slug,
        content,
        date: round.date,
        program_ids: round.program_ids.clone(),
        private: round.private,
        allowed_user_ids: round.allowed_user_ids.clone(),
        producer_ids: Vec::new(),
        editor_ids: Vec::new(),
        reporter_ids: Vec::new(),
        priority: false,
        pending: false,
        classification_id: None,
        editorial_id: None,
        type_id: None,
        vehicle_ids: Vec::new(),
        attachment_ids: Vec::new(),
        team_ids: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn draft() -> RoundDraft {
        RoundDraft {
            slug: " MORNING ROUND ".into(),
            date: "2026-11-28".into(),
            shift: " Morning ".into(),
            program_ids: vec![1],
            entries: json!([
                {"institutionId": 4, "calledAt": "2026-11-28T06:05:00-03:00",
                 "answeredBy": " Sgt. Lima ", "text": " Two arrests at the market. ", "outcome": "NEWS"},
                {"institutionId": 5, "outcome": "NOTHING_NEW", "calledAt": "2026-11-28T09:10:00Z"},
                {"institutionId": 6}
            ]),
            ..RoundDraft::default()
        }
    }

    #[test]
    fn a_good_draft_is_trimmed_in_order_and_in_utc() {
        let f = draft().check().unwrap();
        assert_eq!(
            (f.slug.as_str(), f.shift.as_str()),
            ("MORNING ROUND", "Morning")
        );
        assert_eq!(f.institution_ids(), vec![4, 5, 6]);
        let e = &f.entries[0];
        assert_eq!(
            e.called_at.unwrap().to_rfc3339(),
            "2026-11-28T09:05:00+00:00"
        );
        assert_eq!(
            (e.answered_by.as_str(), e.text.as_str()),
            ("Sgt. Lima", "Two arrests at the market.")
        );
        assert_eq!(f.entries[2].outcome, Outcome::Pending);
        assert_eq!(
            f.plain_text(),
            "Morning\nSgt. Lima\nTwo arrests at the market."
        );
    }

    #[test]
    fn bad_entries_are_named() {
        let mut d = draft();
        d.entries = json!([{"institutionId": 4}, {"institutionId": 4}]);
        let e = d.check().unwrap_err();
        assert_eq!(e["entries"].code, FieldCode::Duplicate);
        d.entries = json!([{"institutionId": 0}]);
        assert_eq!(
            d.check().unwrap_err()["entries"].code,
            FieldCode::UnknownValue
        );
        d.entries = json!([{"institutionId": 4, "outcome": "NEWS", "text": " "}]);
        assert_eq!(d.check().unwrap_err()["entries"].code, FieldCode::Required);
        d.entries = json!([{"institutionId": 4, "outcome": "MAYBE"}]);
        assert_eq!(d.check().unwrap_err()["entries"].code, FieldCode::Invalid);
        d.entries = json!([{"institutionId": 4, "answeredBy": "a\nb"}]);
        assert_eq!(
            d.check().unwrap_err()["entries"].code,
            FieldCode::SingleLine
        );
        d.entries = json!(null);
        d.shift = "a\nb".into();
        d.slug = String::new();
        let e = d.check().unwrap_err();
        assert_eq!(
            (e["shift"].code, e["slug"].code),
            (FieldCode::SingleLine, FieldCode::Required)
        );
    }

    #[test]
    fn a_client_never_sets_or_drops_an_entry_assignment() {
        let mut current = draft().check().unwrap();
        current.entries[0].assignment_id = Some(77);
        let mut sent = draft();
        sent.entries = json!([
            {"institutionId": 6, "assignmentId": 99},
            {"institutionId": 4, "outcome": "NEWS", "text": "Two arrests.", "assignmentId": null}
        ]);
        let kept = sent.check().unwrap().keep_links_of(&current);
        assert_eq!(kept.entries[0].assignment_id, None, "forged");
        assert_eq!(kept.entries[1].assignment_id, Some(77), "kept");
        assert_eq!(kept.assignment_ids(), vec![77]);
    }

    #[test]
    fn news_becomes_an_assignment_of_the_round_day() {
        let mut f = draft().check().unwrap();
        f.private = true;
        f.allowed_user_ids = vec![3];
        let a = assignment_of(&f, &f.entries[0], "Central Police Station");
        assert_eq!(a.slug, "Central Police Station");
        assert_eq!(
            a.content,
            "Two arrests at the market.\n\nCentral Police Station: Sgt. Lima"
        );
        assert_eq!((a.date, a.program_ids.clone()), (f.date, vec![1]));
        assert_eq!((a.private, a.allowed_user_ids.clone()), (true, vec![3]));
    }
    #[test]
    fn a_call_noted_alone_changes_its_entry_only() {
        let mut d = draft();
        d.note_call(
            5,
            &json!({"calledAt": "2026-11-28T10:00:00Z", "answeredBy": "Capt. Reis",
                    "text": "A fire downtown", "outcome": "NEWS"}),
        )
        .unwrap();
        d.note_call(9, &json!({"outcome": "NOTHING_NEW"})).unwrap();
        let f = d.check().unwrap();
        assert_eq!(f.institution_ids(), vec![4, 5, 6, 9], "new calls go last");
        assert_eq!(
            (f.entries[1].outcome, f.entries[1].text.as_str()),
            (Outcome::News, "A fire downtown")
        );
        assert_eq!(f.entries[0].text, "Two arrests at the market.");
        assert_eq!(f.entries[3].outcome, Outcome::NothingNew);
        for bad in [
            json!("NEWS"),
            json!({"institutionId": 6}),
            json!({"assignmentId": 3}),
        ] {
            assert_eq!(
                draft().note_call(6, &bad).unwrap_err()["entries"].code,
                FieldCode::Invalid,
                "{bad}"
            );
        }
        let mut news_without_text = draft();
        news_without_text
            .note_call(6, &json!({"outcome": "NEWS"}))
            .unwrap();
        assert_eq!(
            news_without_text.check().unwrap_err()["entries"].code,
            FieldCode::Required
        );
    }
}
