//! Assignment proposals (web.md section 4, area "assignment proposal"; section 7, assignments
//! "create from proposal"; mobile.md section 4, topic "proposals"): the pitch any journalist sends
//! the desk (sugestão de pauta, propuesta de pauta) before it is an assignment. A slug, the day it
//! is suggested for, its programs and the pitch; the desk accepts it, which makes an assignment of
//! it ([`ProposalFields::assignment`]), or declines it with an answer. Once answered it is not
//! changed again. The decisions where the spec is silent are in docs/adr/0003-documents.md
//! ("Proposals").

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::document::{AssignmentFields, CONTENT_MAX, DocumentFields, check_ids, check_slug};
use crate::error::{FieldCode, FieldErrors, FieldMessage};

/// Longest answer of the desk, in characters.
pub const ANSWER_MAX: usize = 2_000;

/// Where a proposal stands with the desk.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ProposalStatus {
    /// Sent, not answered yet (a new proposal).
    #[default]
    Pending,
    /// Made an assignment.
    Accepted,
    /// Turned down, with the desk's answer.
    Declined,
}

impl ProposalStatus {
    /// The wire form (`PENDING`).
    pub const fn as_str(self) -> &'static str {
        match self {
            ProposalStatus::Pending => "PENDING",
            ProposalStatus::Accepted => "ACCEPTED",
            ProposalStatus::Declined => "DECLINED",
        }
    }
}

/// The desk's answer to a proposal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProposalAnswer {
    /// Who answered (user id).
    pub by: i64,
    /// Their login name then.
    #[serde(default)]
    pub nickname: String,
    /// When (UTC).
    pub at: DateTime<Utc>,
    /// What the desk said (plain text, at most [`ANSWER_MAX`] characters; may be empty).
    #[serde(default)]
    pub text: String,
}

/// What a proposal says. As JSON (stored and kept in revisions so): camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProposalFields {
    /// One line, 1 to [`SLUG_MAX`](crate::document::SLUG_MAX) characters.
    pub slug: String,
    /// The day it is suggested for.
    pub date: NaiveDate,
    /// The programs it is suggested to (at least one).
    pub program_ids: Vec<i64>,
    /// The pitch: plain text, at most [`CONTENT_MAX`] characters.
    #[serde(default)]
    pub content: String,
    /// Files attached (a press release, a photo).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
    /// Where it stands.
    #[serde(default)]
    pub status: ProposalStatus,
    /// The desk's answer, once accepted or declined.
    #[serde(default)]
    pub answer: Option<ProposalAnswer>,
    /// The assignment made of it, once accepted.
    #[serde(default)]
    pub assignment_id: Option<i64>,
}

/// Why the desk's answer or a change is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ProposalError {
    /// It was accepted or declined already (409 `proposal_answered`).
    #[error("the proposal has already been answered")]
    Answered,
}

impl ProposalFields {
    /// The proposal with the proposer's new text: `draft` with this one's status and answer, if
    /// it is still pending.
    ///
    /// # Errors
    /// [`ProposalError::Answered`] once accepted or declined.
    pub fn changed(&self, draft: ProposalFields) -> Result<ProposalFields, ProposalError> {
        self.pending()?;
        Ok(ProposalFields {
            status: self.status,
            answer: self.answer.clone(),
            assignment_id: self.assignment_id,
            ..draft
        })
    }

    /// Accepted by `by` (user id, login name) at `at`: it names `assignment_id`, the assignment
    /// made of it.
    ///
    /// # Errors
    /// [`ProposalError::Answered`] once accepted or declined.
    pub fn accepted(
        &self,
        assignment_id: i64,
        by: (i64, &str),
        at: DateTime<Utc>,
    ) -> Result<ProposalFields, ProposalError> {
        self.pending()?;
        Ok(ProposalFields {
            status: ProposalStatus::Accepted,
            answer: Some(ProposalAnswer {
                by: by.0,
                nickname: by.1.to_owned(),
                at,
                text: String::new(),
            }),
            assignment_id: Some(assignment_id),
            ..self.clone()
        })
    }

    /// Declined by `by` (user id, login name) at `at` with `answer` (trimmed).
    ///
    /// # Errors
    /// [`ProposalError::Answered`] once accepted or declined; the field errors of `answer` (over
    /// [`ANSWER_MAX`] characters, or a character XML 1.0 forbids) as `Ok(Err(..))`.
    pub fn declined(
        &self,
        answer: &str,
        by: (i64, &str),
        at: DateTime<Utc>,
    ) -> Result<Result<ProposalFields, FieldErrors>, ProposalError> {
        self.pending()?;
        let text = answer.trim();
        if text.chars().count() > ANSWER_MAX {
            return Ok(Err(FieldErrors::from([(
                "answer".into(),
                FieldMessage::too_long(ANSWER_MAX),
            )])));
        }
        if let Err(e) = crate::text::check("answer", text) {
            return Ok(Err(FieldErrors::from([(e.field, e.message)])));
        }
        Ok(Ok(ProposalFields {
            status: ProposalStatus::Declined,
            answer: Some(ProposalAnswer {
                by: by.0,
                nickname: by.1.to_owned(),
                at,
                text: text.to_owned(),
            }),
            ..self.clone()
        }))
    }

    fn pending(&self) -> Result<(), ProposalError> {
        if self.status == ProposalStatus::Pending {
            Ok(())
        } else {
            Err(ProposalError::Answered)
        }
    }

    /// The assignment made of it when accepted: its slug, the pitch as content, its day,
    /// programs and files, and `proposer` among its producers (the person to ask about it). It
    /// is public, as the proposal was, and names no reporter yet: the desk sends someone.
    pub fn assignment(&self, proposer: i64) -> AssignmentFields {
        AssignmentFields {
            slug: self.slug.clone(),
            content: self.content.clone(),
            date: self.date,
            program_ids: self.program_ids.clone(),
            producer_ids: vec![proposer],
            editor_ids: Vec::new(),
            reporter_ids: Vec::new(),
            private: false,
            allowed_user_ids: Vec::new(),
            priority: false,
            pending: false,
            classification_id: None,
            editorial_id: None,
            type_id: None,
            vehicle_ids: Vec::new(),
            attachment_ids: self.attachment_ids.clone(),
            team_ids: Vec::new(),
        }
    }
}

impl DocumentFields for ProposalFields {
    fn slug(&self) -> &str {
        &self.slug
    }
    fn date(&self) -> NaiveDate {
        self.date
    }
    /// Never: a pitch is for the desk of its programs to read.
    fn private(&self) -> bool {
        false
    }
    fn allowed_user_ids(&self) -> &[i64] {
        &[]
    }
    fn program_ids(&self) -> &[i64] {
        &self.program_ids
    }
    fn people(&self) -> Vec<(&'static str, &[i64])> {
        Vec::new()
    }
    fn attachment_ids(&self) -> &[i64] {
        &self.attachment_ids
    }
    fn moved(&self, date: NaiveDate, program_ids: Vec<i64>, _: Vec<i64>) -> Self {
        ProposalFields {
            date,
            program_ids,
            ..self.clone()
        }
    }
}

/// A proposal as its writer sends it, before [`ProposalDraft::check`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProposalDraft {
    /// See [`ProposalFields::slug`].
    pub slug: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// See [`ProposalFields`].
    pub program_ids: Vec<i64>,
    /// See [`ProposalFields::content`].
    pub content: String,
    /// See [`ProposalFields`].
    pub attachment_ids: Vec<i64>,
}

impl ProposalDraft {
    /// The fields of a new, pending proposal, or what is wrong with each (camelCase names).
    ///
    /// # Errors
    /// Every field problem at once: `slug` as an assignment's; `date` `YYYY-MM-DD`; `programIds`
    /// at least one; id lists of positive, distinct ids; `content` over [`CONTENT_MAX`] or with a
    /// character XML 1.0 forbids.
    pub fn check(&self) -> Result<ProposalFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let slug = check_slug(&self.slug, &mut errors);
        let date = NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        if self.content.chars().count() > CONTENT_MAX {
            errors.insert("content".into(), FieldMessage::too_long(CONTENT_MAX));
        } else if let Err(e) = crate::text::check("content", &self.content) {
            errors.insert(e.field, e.message);
        }
        let fields = ProposalFields {
            slug,
            date: date.unwrap_or_default(),
            program_ids: check_ids("programIds", &self.program_ids, true, &mut errors),
            content: self.content.trim_end().to_owned(),
            attachment_ids: check_ids("attachmentIds", &self.attachment_ids, false, &mut errors),
            status: ProposalStatus::Pending,
            answer: None,
            assignment_id: None,
        };
        if errors.is_empty() {
            Ok(fields)
        } else {
            Err(errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> ProposalDraft {
        ProposalDraft {
            slug: "  FLOODED MARKET ".into(),
            date: "2026-11-30".into(),
            program_ids: vec![1, 2],
            content: "Stallholders say the drains were never cleaned.\n".into(),
            attachment_ids: vec![],
        }
    }

    fn at() -> DateTime<Utc> {
        "2026-11-29T10:00:00Z".parse().unwrap()
    }

    #[test]
    fn a_checked_draft_is_pending_and_trimmed() {
        let f = draft().check().unwrap();
        assert_eq!(f.slug, "FLOODED MARKET");
        assert_eq!(f.content, "Stallholders say the drains were never cleaned.");
        assert_eq!(f.status, ProposalStatus::Pending);
        assert_eq!(f.answer, None);
        assert_eq!(f.assignment_id, None);
    }

    #[test]
    fn every_bad_field_is_named_at_once() {
        let bad = ProposalDraft {
            slug: " ".into(),
            date: "30/11/2026".into(),
            program_ids: vec![],
            content: "x".repeat(CONTENT_MAX + 1),
            attachment_ids: vec![0],
        };
        let errors = bad.check().unwrap_err();
        let mut names: Vec<&str> = errors.keys().map(String::as_str).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            ["attachmentIds", "content", "date", "programIds", "slug"]
        );
    }

    #[test]
    fn accepting_names_the_assignment_and_closes_it() {
        let f = draft().check().unwrap();
        let a = f.accepted(77, (5, "producer"), at()).unwrap();
        assert_eq!(a.status, ProposalStatus::Accepted);
        assert_eq!(a.assignment_id, Some(77));
        assert_eq!(
            a.answer.as_ref().map(|x| (x.by, x.nickname.as_str(), x.at)),
            Some((5, "producer", at()))
        );
        assert_eq!(
            a.accepted(78, (5, "producer"), at()),
            Err(ProposalError::Answered)
        );
        assert_eq!(
            a.declined("no", (5, "producer"), at()).map(|r| r.is_ok()),
            Err(ProposalError::Answered)
        );
        assert_eq!(
            a.changed(draft().check().unwrap()),
            Err(ProposalError::Answered)
        );
    }

    #[test]
    fn declining_keeps_the_answer_and_checks_it() {
        let f = draft().check().unwrap();
        let d = f
            .declined("  Covered yesterday.  ", (5, "producer"), at())
            .unwrap()
            .unwrap();
        assert_eq!(d.status, ProposalStatus::Declined);
        assert_eq!(d.answer.unwrap().text, "Covered yesterday.");
        let long = f
            .declined(&"x".repeat(ANSWER_MAX + 1), (5, "producer"), at())
            .unwrap()
            .unwrap_err();
        assert!(long.contains_key("answer"));
    }

    #[test]
    fn a_change_keeps_the_status_and_takes_the_new_text() {
        let f = draft().check().unwrap();
        let mut new = draft();
        new.content = "The council answered.".into();
        let changed = f.changed(new.check().unwrap()).unwrap();
        assert_eq!(changed.content, "The council answered.");
        assert_eq!(changed.status, ProposalStatus::Pending);
    }

    #[test]
    fn the_assignment_carries_the_pitch_and_the_proposer() {
        let mut f = draft().check().unwrap();
        f.attachment_ids = vec![9];
        let a = f.assignment(42);
        assert_eq!(a.slug, "FLOODED MARKET");
        assert_eq!(a.content, f.content);
        assert_eq!(a.date, f.date);
        assert_eq!(a.program_ids, vec![1, 2]);
        assert_eq!(a.producer_ids, vec![42]);
        assert_eq!(a.attachment_ids, vec![9]);
        assert!(!a.private);
    }

    #[test]
    fn stored_json_reads_back() {
        let f = draft()
            .check()
            .unwrap()
            .accepted(7, (1, "admin"), at())
            .unwrap();
        let json = serde_json::to_string(&f).unwrap();
        assert!(json.contains("\"status\":\"ACCEPTED\""));
        let back: ProposalFields = serde_json::from_str(&json).unwrap();
        assert_eq!(back, f);
    }
}
