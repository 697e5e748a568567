//! Teams and their schedule (web.md section 3: "team: schedule by date, one-day and forward
//! changes"; section 7: "Teams: load; list by date (includeRecentDeactivations); past_used; day_used;
//! create; one_day_change; forward_change; update; delete with date"; section 5: "Cannot delete ... a
//! team in use"). A team is a crew the desk sends out: a reporter, a camera operator, an assistant, a
//! driver. What it is on a day (its shift, members and notes) comes from its schedule: a change made
//! "from this day on" holds until the next such change; a change made "only this day" holds on that
//! day alone. The decisions where the spec is silent are in docs/adr/0003-documents.md, "Teams".

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::document::check_ids;
use crate::error::{FieldCode, FieldErrors, FieldMessage};
use crate::text::line_problem;
use crate::time::TimeOfDay;

/// Longest team name, in characters.
pub const NAME_MAX: usize = 60;
/// Longest member function ("Camera", "Driver"), in characters.
pub const FUNCTION_MAX: usize = 60;
/// Longest notes of a day, in characters.
pub const NOTES_MAX: usize = 2_000;
/// How many days back a deleted team is still listed with `includeRecentDeactivations`, so an
/// assignment of those days still shows the team it named.
pub const RECENT_DAYS: i64 = 30;

/// A member of a team on a day: a user and what they do in the crew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    /// The user's id.
    pub user_id: i64,
    /// What they do ("Reporter", "Camera", "Driver"); may be empty; at most [`FUNCTION_MAX`].
    pub function: String,
}

/// What a team is on a day: its shift in the station's wall-clock time (a roster is read in local
/// time, so it is not stored in UTC: 06:00 stays 06:00 across a change of daylight saving time), its
/// members and notes. An `end` before `start` is a shift over midnight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Shift {
    /// The shift's start, whole minutes.
    pub start: TimeOfDay,
    /// The shift's end, whole minutes.
    pub end: TimeOfDay,
    /// The crew, each user once, at most [`crate::document::LIST_MAX`].
    pub members: Vec<Member>,
    /// Plain text, at most [`NOTES_MAX`] characters.
    pub notes: String,
}

/// A shift as a client sends it (times as text), before [`ShiftDraft::check`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShiftDraft {
    /// `YYYY-MM-DD`: the day the change is made on.
    pub date: String,
    /// `HH:MM` (or `HH:MM:SS`; seconds are dropped).
    pub start: String,
    /// `HH:MM` (or `HH:MM:SS`; seconds are dropped).
    pub end: String,
    /// See [`Shift::members`].
    pub members: Vec<Member>,
    /// See [`Shift::notes`].
    pub notes: String,
}

fn minutes(field: &str, raw: &str, errors: &mut FieldErrors) -> TimeOfDay {
    match TimeOfDay::parse(raw.trim()) {
        Ok(t) => TimeOfDay::from_secs(t.secs() / 60 * 60).unwrap_or(t),
        Err(_) => {
            errors.insert(field.into(), FieldCode::TimeOfDay.into());
            TimeOfDay::default()
        }
    }
}

impl ShiftDraft {
    /// The day and the shift, or what is wrong with them.
    ///
    /// # Errors
    /// Keyed by field: `date` (`date`), `start` and `end` (`time_of_day`), `members` (`too_many`
    /// past [`crate::document::LIST_MAX`], `invalid` for an id of 0 or less, `duplicate` for a user named twice,
    /// `too_long`, `single_line` or `character` for a function past [`FUNCTION_MAX`] or not one
    /// line), `notes` (`too_long`, or a
    /// character XML 1.0 forbids).
    pub fn check(&self) -> Result<(NaiveDate, Shift), FieldErrors> {
        let mut errors = FieldErrors::new();
        let date = NaiveDate::parse_from_str(self.date.trim(), "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        let start = minutes("start", &self.start, &mut errors);
        let end = minutes("end", &self.end, &mut errors);
        let ids: Vec<i64> = self.members.iter().map(|m| m.user_id).collect();
        check_ids("members", &ids, false, &mut errors);
        let mut members = Vec::with_capacity(self.members.len());
        for m in &self.members {
            let function = m.function.trim();
            if let Some(m) = line_problem(function, FUNCTION_MAX) {
                errors.insert("members".into(), m);
            }
            members.push(Member {
                user_id: m.user_id,
                function: function.to_owned(),
            });
        }
        let notes = self.notes.trim_end().to_owned();
        if notes.chars().count() > NOTES_MAX {
            errors.insert("notes".into(), FieldMessage::too_long(NOTES_MAX));
        } else if let Err(e) = crate::text::check("notes", &notes) {
            errors.insert(e.field, e.message);
        }
        match date {
            Some(date) if errors.is_empty() => Ok((
                date,
                Shift {
                    start,
                    end,
                    members,
                    notes,
                },
            )),
            _ => Err(errors),
        }
    }
}

/// A team's name, checked: 1 to [`NAME_MAX`] characters, one line, trimmed; unique among teams
/// whatever the letter case (the store's key is [`crate::reference::name_key`]).
///
/// # Errors
/// Keyed `name`: `required`, `too_long`, `single_line`, or a character XML 1.0 forbids.
pub fn check_name(raw: &str) -> Result<String, FieldErrors> {
    let name = raw.trim();
    let message = if name.is_empty() {
        Some(FieldCode::Required.into())
    } else {
        line_problem(name, NAME_MAX)
    };
    match message {
        Some(m) => Err(FieldErrors::from([("name".to_owned(), m)])),
        None => Ok(name.to_owned()),
    }
}

/// One change of a team's schedule: from `from` on ([`one_day`](Self::one_day) false) or on `from`
/// alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Change {
    /// The day it takes effect.
    pub from: NaiveDate,
    /// Only on `from` (a one-day change) rather than from `from` on.
    pub one_day: bool,
    /// What the team is then.
    pub shift: Shift,
}

/// A team's whole schedule: its changes, kept sorted by day (a forward change before a one-day
/// change of the same day). The first forward change is the team's first day.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Schedule(Vec<Change>);

/// What a team is on one day, with where that came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Day<'a> {
    /// The shift in force.
    pub shift: &'a Shift,
    /// The day has a change of its own ("only this day").
    pub one_day: bool,
    /// The first day of the change in force (the day itself for a one-day change).
    pub since: NaiveDate,
}

impl Schedule {
    /// A new team's schedule: `shift` from `first` on.
    pub fn starting(first: NaiveDate, shift: Shift) -> Self {
        Schedule(vec![Change {
            from: first,
            one_day: false,
            shift,
        }])
    }

    /// The changes, by day.
    pub fn changes(&self) -> &[Change] {
        &self.0
    }

    /// The team's first day (`None` for an empty schedule, which no stored team has).
    pub fn first_day(&self) -> Option<NaiveDate> {
        self.0.iter().filter(|c| !c.one_day).map(|c| c.from).min()
    }

    /// What the team is on `day`: that day's one-day change if it has one, otherwise the latest
    /// forward change on or before it; `None` before the team's first day.
    pub fn on(&self, day: NaiveDate) -> Option<Day<'_>> {
        if let Some(c) = self.0.iter().find(|c| c.one_day && c.from == day) {
            return Some(Day {
                shift: &c.shift,
                one_day: true,
                since: day,
            });
        }
        self.0
            .iter()
            .filter(|c| !c.one_day && c.from <= day)
            .max_by_key(|c| c.from)
            .map(|c| Day {
                shift: &c.shift,
                one_day: false,
                since: c.from,
            })
    }

    /// Changes `day` alone (web.md "one_day_change"): replaces that day's one-day change if there
    /// is one. A day before the team's first day gets the change too (the team then exists that day
    /// only, before its first day proper).
    pub fn change_one_day(&mut self, day: NaiveDate, shift: Shift) {
        self.0.retain(|c| !(c.one_day && c.from == day));
        self.0.push(Change {
            from: day,
            one_day: true,
            shift,
        });
        self.sort();
    }

    /// Changes the team from `day` on (web.md "forward_change"): every forward change on or after
    /// `day` and the one-day change of `day` itself give way to it; one-day changes of later days
    /// stay, as the exceptions someone made for those days on purpose.
    pub fn change_forward(&mut self, day: NaiveDate, shift: Shift) {
        self.0.retain(|c| {
            if c.one_day {
                c.from != day
            } else {
                c.from < day
            }
        });
        self.0.push(Change {
            from: day,
            one_day: false,
            shift,
        });
        self.sort();
    }

    /// Ends the team on the day before `day` (web.md "delete with date"): every change on or
    /// after `day` goes. `true` when nothing is left (`day` on or before its first day: the team
    /// never existed and may be removed).
    pub fn end_before(&mut self, day: NaiveDate) -> bool {
        self.0.retain(|c| c.from < day);
        self.0.is_empty()
    }

    fn sort(&mut self) {
        self.0.sort_by_key(|c| (c.from, c.one_day));
    }

    /// Every user a member on `day` (for the assignments' e-mail with `includeTeams`).
    pub fn members_on(&self, day: NaiveDate) -> Vec<i64> {
        self.on(day)
            .map(|d| d.shift.members.iter().map(|m| m.user_id).collect())
            .unwrap_or_default()
    }
}

/// Whether a team whose last day is the day before `ends` (`None`: it goes on) exists on `day`
/// according to `schedule`.
pub fn exists_on(schedule: &Schedule, ends: Option<NaiveDate>, day: NaiveDate) -> bool {
    ends.is_none_or(|e| day < e) && schedule.on(day).is_some()
}

/// Whether a team that ended before `ends` is listed on `day` with `includeRecentDeactivations`:
/// it ended at most [`RECENT_DAYS`] days before `day` (or ends after it).
pub fn recently_ended(ends: NaiveDate, day: NaiveDate) -> bool {
    (day - ends).num_days() <= RECENT_DAYS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn shift(start: &str, notes: &str) -> Shift {
        ShiftDraft {
            date: "2026-01-01".into(),
            start: start.into(),
            end: "14:00".into(),
            members: vec![Member {
                user_id: 1,
                function: "Camera".into(),
            }],
            notes: notes.into(),
        }
        .check()
        .unwrap()
        .1
    }

    #[test]
    fn a_one_day_change_holds_on_its_day_alone() {
        let mut s = Schedule::starting(d("2026-03-02"), shift("06:00", "a"));
        s.change_one_day(d("2026-03-04"), shift("08:00", "b"));
        assert!(s.on(d("2026-03-01")).is_none());
        assert_eq!(s.on(d("2026-03-03")).unwrap().shift.notes, "a");
        let wed = s.on(d("2026-03-04")).unwrap();
        assert_eq!((wed.shift.notes.as_str(), wed.one_day), ("b", true));
        assert_eq!(s.on(d("2026-03-05")).unwrap().shift.notes, "a");
        assert_eq!(s.on(d("2026-03-05")).unwrap().since, d("2026-03-02"));
        // A second change of the same day replaces the first.
        s.change_one_day(d("2026-03-04"), shift("09:00", "c"));
        assert_eq!(s.changes().len(), 2);
        assert_eq!(s.on(d("2026-03-04")).unwrap().shift.notes, "c");
    }

    #[test]
    fn a_forward_change_replaces_later_forward_changes_and_keeps_later_single_days() {
        let mut s = Schedule::starting(d("2026-03-02"), shift("06:00", "a"));
        s.change_forward(d("2026-03-10"), shift("07:00", "b"));
        s.change_one_day(d("2026-03-06"), shift("07:00", "day6"));
        s.change_one_day(d("2026-03-12"), shift("07:00", "day12"));
        s.change_forward(d("2026-03-06"), shift("10:00", "c"));
        let notes = |day| s.on(d(day)).unwrap().shift.notes.clone();
        assert_eq!(notes("2026-03-05"), "a");
        // The one-day change of the day itself gave way; the later forward change is gone.
        assert_eq!(notes("2026-03-06"), "c");
        assert_eq!(notes("2026-03-11"), "c");
        assert_eq!(s.on(d("2026-03-11")).unwrap().since, d("2026-03-06"));
        // The later single day stays.
        assert_eq!(notes("2026-03-12"), "day12");
        assert_eq!(notes("2026-03-13"), "c");
        assert_eq!(s.first_day(), Some(d("2026-03-02")));
    }

    #[test]
    fn ending_a_team_keeps_its_earlier_days() {
        let mut s = Schedule::starting(d("2026-03-02"), shift("06:00", "a"));
        s.change_forward(d("2026-03-10"), shift("07:00", "b"));
        assert!(!s.end_before(d("2026-03-08")));
        assert!(exists_on(&s, Some(d("2026-03-08")), d("2026-03-07")));
        assert!(!exists_on(&s, Some(d("2026-03-08")), d("2026-03-08")));
        assert!(!exists_on(&s, Some(d("2026-03-08")), d("2026-03-20")));
        assert_eq!(s.changes().len(), 1);
        assert!(s.end_before(d("2026-03-02")));
    }

    #[test]
    fn recent_ends_are_listed_for_thirty_days() {
        assert!(recently_ended(d("2026-03-01"), d("2026-03-31")));
        assert!(!recently_ended(d("2026-03-01"), d("2026-04-01")));
        assert!(recently_ended(d("2026-03-10"), d("2026-03-01")));
    }

    #[test]
    fn shifts_are_checked_field_by_field() {
        let bad = ShiftDraft {
            date: "2026-02-30".into(),
            start: "25:00".into(),
            end: "7".into(),
            members: vec![
                Member {
                    user_id: 3,
                    function: String::new(),
                },
                Member {
                    user_id: 3,
                    function: String::new(),
                },
            ],
            notes: "x".repeat(NOTES_MAX + 1),
        }
        .check()
        .unwrap_err();
        let codes: Vec<(&str, &str)> = bad
            .iter()
            .map(|(k, v)| (k.as_str(), v.code.as_str()))
            .collect();
        assert_eq!(
            codes,
            vec![
                ("date", "date"),
                ("end", "time_of_day"),
                ("members", "duplicate"),
                ("notes", "too_long"),
                ("start", "time_of_day"),
            ]
        );
        let (day, ok) = ShiftDraft {
            date: "2026-02-28".into(),
            start: "22:00:59".into(),
            end: "06:00".into(),
            members: vec![],
            notes: String::new(),
        }
        .check()
        .unwrap();
        assert_eq!(day, d("2026-02-28"));
        // Seconds are dropped; an end before the start is an overnight shift.
        assert_eq!(ok.start.to_string(), "22:00:00");
        assert_eq!(ok.end.to_string(), "06:00:00");
    }

    #[test]
    fn names_are_one_trimmed_line() {
        assert_eq!(check_name("  Crew 1 ").unwrap(), "Crew 1");
        assert!(check_name(" ").is_err());
        assert!(check_name("a\nb").is_err());
        assert!(check_name(&"n".repeat(NAME_MAX + 1)).is_err());
    }
}
