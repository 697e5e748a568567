//! The general search (issue 13; web.md section 1, "general search"; mobile.md section 4, "Search
//! modes: fuzzy, must, phrase, should"): what a search asks for and the rules of a valid one. The
//! index that answers it is `newsroom-search`; the choices where the spec is silent are in
//! docs/adr/0004-search.md.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::permission::{Area, Level, Permissions};

/// The kinds of document (web.md section 3: "document: common base of assignments, productions,
/// reportages, stories"; section 1 adds reports and rounds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DocumentKind {
    /// An assignment (guideline).
    Assignment,
    /// A production (checklist).
    Production,
    /// A reportage (news report).
    Reportage,
    /// A report.
    Report,
    /// A round.
    Round,
    /// An assignment proposal (a pitch to the desk).
    Proposal,
    /// A story of a rundown.
    Story,
}

impl DocumentKind {
    /// Every kind, in the spec's order.
    pub const ALL: [DocumentKind; 7] = [
        DocumentKind::Assignment,
        DocumentKind::Production,
        DocumentKind::Reportage,
        DocumentKind::Report,
        DocumentKind::Round,
        DocumentKind::Proposal,
        DocumentKind::Story,
    ];

    /// The wire and storage form (`ASSIGNMENT`).
    pub const fn as_str(self) -> &'static str {
        match self {
            DocumentKind::Assignment => "ASSIGNMENT",
            DocumentKind::Production => "PRODUCTION",
            DocumentKind::Reportage => "REPORTAGE",
            DocumentKind::Report => "REPORT",
            DocumentKind::Round => "ROUND",
            DocumentKind::Proposal => "PROPOSAL",
            DocumentKind::Story => "STORY",
        }
    }

    /// The kind named `raw`, if any.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == raw)
    }

    /// The area whose read level lets a user read documents of this kind (web.md section 6;
    /// reportages are the area `NEWS_REPORT`).
    pub const fn area(self) -> Area {
        match self {
            DocumentKind::Assignment => Area::Assignment,
            DocumentKind::Production => Area::Production,
            DocumentKind::Reportage => Area::NewsReport,
            DocumentKind::Report => Area::Report,
            DocumentKind::Round => Area::Round,
            DocumentKind::Proposal => Area::AssignmentProposal,
            DocumentKind::Story => Area::Story,
        }
    }

    /// The kinds `permissions` let a user read.
    pub fn readable(permissions: &Permissions) -> Vec<DocumentKind> {
        Self::ALL
            .into_iter()
            .filter(|k| permissions.allows(k.area(), Level::Read))
            .collect()
    }
}

/// How the words of a search combine (mobile.md section 4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SearchMode {
    /// Any word, each also matching words a letter or two away (a misspelling).
    Fuzzy,
    /// Every word.
    Must,
    /// The words in that order, side by side.
    Phrase,
    /// Any word; documents with more of them first (the default).
    #[default]
    Should,
}

impl SearchMode {
    /// Every mode, in the spec's order.
    pub const ALL: [SearchMode; 4] = [
        SearchMode::Fuzzy,
        SearchMode::Must,
        SearchMode::Phrase,
        SearchMode::Should,
    ];

    /// The wire form (`FUZZY`).
    pub const fn as_str(self) -> &'static str {
        match self {
            SearchMode::Fuzzy => "FUZZY",
            SearchMode::Must => "MUST",
            SearchMode::Phrase => "PHRASE",
            SearchMode::Should => "SHOULD",
        }
    }

    /// The mode named `raw`, if any.
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.as_str() == raw)
    }
}

/// Longest search text, in characters.
pub const TEXT_MAX: usize = 500;
/// Most results on one page.
pub const PAGE_MAX: usize = 100;
/// Results on a page when the caller names no size (web.md section 9's page of documents).
pub const PAGE_DEFAULT: usize = 15;
/// Furthest a page may start: deep paging of a relevance ranking costs memory for nothing a reader
/// would go through.
pub const OFFSET_MAX: usize = 10_000;

/// A search as asked, after [`SearchDraft::check`]: words, how they combine, and the conditions
/// every result meets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery {
    /// The words (at most [`TEXT_MAX`] characters); empty only in a browse of a period
    /// ([`browses`](Self::browses)).
    pub text: String,
    /// How they combine.
    pub mode: SearchMode,
    /// Of these kinds (empty: every kind the caller may read).
    pub kinds: Vec<DocumentKind>,
    /// For this program.
    pub program_id: Option<i64>,
    /// In this state (`PRODUCING`, ...; a story's state is its approval: `APPROVED` or `DRAFT`).
    pub state: Option<String>,
    /// Dated on or after this day.
    pub from: Option<NaiveDate>,
    /// Dated on or before this day.
    pub to: Option<NaiveDate>,
    /// Written (owned) by this user.
    pub author_id: Option<i64>,
    /// Results to skip (0 to [`OFFSET_MAX`]).
    pub offset: usize,
    /// Results on the page (1 to [`PAGE_MAX`]).
    pub size: usize,
}

impl SearchQuery {
    /// Whether it has no words and so lists every document of its period that meets its conditions,
    /// newest day first (the archive), instead of ranking matches.
    pub fn browses(&self) -> bool {
        self.text.is_empty()
    }
}

/// A search as a client sends it (web.md section 5: ids of 0 or less and empty strings mean no
/// condition), before [`check`](Self::check).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchDraft {
    /// See [`SearchQuery::text`].
    pub text: String,
    /// A [`SearchMode`] name; empty: [`SearchMode::Should`].
    pub mode: String,
    /// [`DocumentKind`] names.
    pub kinds: Vec<String>,
    /// 0 or less: any.
    pub program_id: i64,
    /// Empty: any.
    pub state: String,
    /// `YYYY-MM-DD`; empty: no bound.
    pub from: String,
    /// `YYYY-MM-DD`; empty: no bound.
    pub to: String,
    /// 0 or less: anyone.
    pub author_id: i64,
    /// See [`SearchQuery::offset`].
    pub offset: i64,
    /// 0: [`PAGE_DEFAULT`].
    pub size: i64,
}

impl SearchDraft {
    /// The search, or what is wrong with each field (camelCase names, as the API gives them).
    ///
    /// # Errors
    /// Every problem at once: `q` required (blank, unless `from` or `to` bounds a period to
    /// browse), too long or with a forbidden character; `mode`
    /// and `kinds` `one_of`; `from`/`to` `date`, and `to` `date_order` when it is before `from`
    /// ("The start date cannot be greater than the end date."); `offset` and `size` `range`.
    pub fn check(&self) -> Result<SearchQuery, FieldErrors> {
        let mut errors = FieldErrors::new();
        let text = self.text.trim();
        let period = !self.from.trim().is_empty() || !self.to.trim().is_empty();
        if text.is_empty() {
            if !period {
                errors.insert("q".into(), FieldCode::Required.into());
            }
        } else if text.chars().count() > TEXT_MAX {
            errors.insert("q".into(), FieldMessage::too_long(TEXT_MAX));
        } else if let Err(e) = crate::text::check("q", text) {
            errors.insert(e.field, e.message);
        }
        let one_of = |options: &[&str]| {
            FieldMessage::from(FieldCode::OneOf).with("options", options.join(", "))
        };
        let mode = match self.mode.trim() {
            "" => SearchMode::default(),
            raw => SearchMode::parse(raw).unwrap_or_else(|| {
                errors.insert(
                    "mode".into(),
                    one_of(&SearchMode::ALL.map(SearchMode::as_str)),
                );
                SearchMode::default()
            }),
        };
        let mut kinds = Vec::new();
        for raw in self
            .kinds
            .iter()
            .map(|k| k.trim())
            .filter(|k| !k.is_empty())
        {
            match DocumentKind::parse(raw) {
                Some(k) if !kinds.contains(&k) => kinds.push(k),
                Some(_) => {}
                None => {
                    errors.insert(
                        "kinds".into(),
                        one_of(&DocumentKind::ALL.map(DocumentKind::as_str)),
                    );
                }
            }
        }
        let mut day = |field: &str, raw: &str| match raw.trim() {
            "" => None,
            raw => NaiveDate::parse_from_str(raw, "%Y-%m-%d")
                .map_err(|_| errors.insert(field.into(), FieldCode::Date.into()))
                .ok(),
        };
        let (from, to) = (day("from", &self.from), day("to", &self.to));
        if let (Some(f), Some(t)) = (from, to)
            && f > t
        {
            errors.insert("to".into(), FieldCode::DateOrder.into());
        }
        let range = |max: usize| {
            FieldMessage::from(FieldCode::Range)
                .with("min", 0)
                .with("max", max)
        };
        let offset = usize::try_from(self.offset)
            .ok()
            .filter(|o| *o <= OFFSET_MAX)
            .unwrap_or_else(|| {
                errors.insert("offset".into(), range(OFFSET_MAX));
                0
            });
        let size = match self.size {
            0 => PAGE_DEFAULT,
            s => usize::try_from(s)
                .ok()
                .filter(|s| (1..=PAGE_MAX).contains(s))
                .unwrap_or_else(|| {
                    errors.insert("size".into(), range(PAGE_MAX).with("min", 1));
                    PAGE_DEFAULT
                }),
        };
        let state = self.state.trim();
        let query = SearchQuery {
            text: text.to_owned(),
            mode,
            kinds,
            program_id: (self.program_id > 0).then_some(self.program_id),
            state: (!state.is_empty()).then(|| state.to_owned()),
            from,
            to,
            author_id: (self.author_id > 0).then_some(self.author_id),
            offset,
            size,
        };
        if errors.is_empty() {
            Ok(query)
        } else {
            Err(errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(text: &str) -> SearchDraft {
        SearchDraft {
            text: text.into(),
            ..SearchDraft::default()
        }
    }

    #[test]
    fn blanks_and_ids_of_zero_or_less_mean_no_condition() {
        let q = SearchDraft {
            program_id: -3,
            author_id: 0,
            state: "  ".into(),
            kinds: vec![String::new(), "STORY".into(), "STORY".into()],
            ..draft("  reportagem  ")
        }
        .check()
        .unwrap();
        assert_eq!(q.text, "reportagem");
        assert_eq!(q.mode, SearchMode::Should);
        assert_eq!(q.kinds, vec![DocumentKind::Story]);
        assert_eq!((q.program_id, q.author_id, q.state), (None, None, None));
        assert_eq!((q.offset, q.size), (0, PAGE_DEFAULT));
    }

    #[test]
    fn every_problem_is_told_at_once() {
        let e = SearchDraft {
            mode: "LOOSE".into(),
            kinds: vec!["MEMO".into()],
            from: "2026-12-02".into(),
            to: "2026-12-01".into(),
            offset: -1,
            size: 101,
            ..draft(" ")
        }
        .check()
        .unwrap_err();
        let code = |f: &str| e[f].code;
        assert!(!e.contains_key("q"), "a period without words is a browse");
        assert_eq!(code("mode"), FieldCode::OneOf);
        assert_eq!(code("kinds"), FieldCode::OneOf);
        assert_eq!(code("to"), FieldCode::DateOrder);
        assert_eq!(code("offset"), FieldCode::Range);
        assert_eq!(code("size"), FieldCode::Range);
        let e = SearchDraft {
            from: "yesterday".into(),
            ..draft(&"x".repeat(TEXT_MAX + 1))
        }
        .check()
        .unwrap_err();
        assert_eq!(e["q"].code, FieldCode::TooLong);
        assert_eq!(e["from"].code, FieldCode::Date);
    }

    #[test]
    fn words_are_required_unless_a_period_is_browsed() {
        assert_eq!(
            draft("  ").check().unwrap_err()["q"].code,
            FieldCode::Required
        );
        let q = SearchDraft {
            to: "2026-11-27".into(),
            ..draft("  ")
        }
        .check()
        .unwrap();
        assert!(q.browses());
        assert_eq!(
            (q.from, q.to),
            (None, NaiveDate::from_ymd_opt(2026, 11, 27))
        );
        assert!(!draft("x").check().unwrap().browses());
    }

    #[test]
    fn one_day_is_a_range() {
        let q = SearchDraft {
            from: "2026-12-01".into(),
            to: "2026-12-01".into(),
            mode: "FUZZY".into(),
            ..draft("x")
        }
        .check()
        .unwrap();
        assert_eq!(q.from, q.to);
        assert_eq!(q.mode, SearchMode::Fuzzy);
    }
}
