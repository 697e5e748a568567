//! Productions (checklists; web.md section 3: "production (checklist): tasks, producers, resources,
//! arrival, departure, schedule"; mobile.md section 9: "Task status: NEW, PRODUCING, DONE"): the
//! logistics of getting a crew to a story: what has to be done before it can be shot (the tasks),
//! who produces it, what it takes (vehicles and other resources), when the crew leaves the station
//! and is back, and the day's appointments on location. The decisions where the spec is silent are
//! in docs/adr/0003-documents.md ("Productions").

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::document::{
    AssignmentFields, CONTENT_MAX, DocumentFields, check_ids, check_slug, one_id,
};
use crate::error::{FieldCode, FieldErrors, FieldMessage};

/// Where a task of a checklist stands (mobile.md section 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskStatus {
    /// Not started.
    #[default]
    New,
    /// Someone is on it.
    Producing,
    /// Done.
    Done,
}

/// One task of a checklist ("book the interview with the mayor", "authorisation to film in the
/// hospital").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Task {
    /// One line, 1 to [`LINE_MAX`] characters.
    pub description: String,
    /// Where it stands.
    #[serde(default)]
    pub status: TaskStatus,
}

/// One appointment of the day on location ("10:00 interview at city hall").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Appointment {
    /// When (RFC 3339; kept in UTC).
    pub time: DateTime<Utc>,
    /// One line, 1 to [`LINE_MAX`] characters.
    pub description: String,
}

/// Longest line of a task, an appointment, a resource or the location, in characters.
pub const LINE_MAX: usize = 500;

/// What a production says. As JSON (stored and kept in revisions so): camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductionFields {
    /// One line, 1 to [`SLUG_MAX`](crate::document::SLUG_MAX) characters.
    pub slug: String,
    /// The day it is for.
    pub date: NaiveDate,
    /// The programs it is for (at least one).
    pub program_ids: Vec<i64>,
    /// Who produces it (user ids).
    pub producer_ids: Vec<i64>,
    /// The crew's reporters (user ids).
    pub reporter_ids: Vec<i64>,
    /// The vehicles (outlets: TV, radio, web...) it is for, as its assignment's (reference data,
    /// web.md section 3).
    pub vehicle_ids: Vec<i64>,
    /// Seen only by its owner and [`allowed_user_ids`](Self::allowed_user_ids).
    pub private: bool,
    /// Who else sees it while private.
    pub allowed_user_ids: Vec<i64>,
    /// The assignment it produces, if any.
    #[serde(default)]
    pub assignment_id: Option<i64>,
    /// Where the crew goes (one line, may be empty).
    #[serde(default)]
    pub location: String,
    /// When the crew leaves the station (UTC).
    #[serde(default)]
    pub departure: Option<DateTime<Utc>>,
    /// When the crew is back at the station (UTC), not before [`departure`](Self::departure).
    #[serde(default)]
    pub arrival: Option<DateTime<Utc>>,
    /// The appointments on location, in time order.
    #[serde(default)]
    pub schedule: Vec<Appointment>,
    /// The checklist, in the producer's order.
    #[serde(default)]
    pub tasks: Vec<Task>,
    /// Other resources (equipment, people outside the newsroom), one line each.
    #[serde(default)]
    pub resources: Vec<String>,
    /// Notes for the crew (plain text).
    #[serde(default)]
    pub notes: String,
    /// Files attached (see [`AssignmentFields::attachment_ids`]).
    #[serde(default)]
    pub attachment_ids: Vec<i64>,
}

impl ProductionFields {
    /// The same checklist for day `day`: its departure, arrival and appointments moved by as many
    /// whole days as the date (24 hours a day: the same UTC hour), tasks and everything else kept.
    /// What a production restored from the trash onto another day becomes (web.md section 7,
    /// "PUT .../restore (ids, date)").
    pub fn moved_to(&self, day: NaiveDate) -> ProductionFields {
        let shift = day.signed_duration_since(self.date);
        let moved = |t: DateTime<Utc>| t.checked_add_signed(shift).unwrap_or(t);
        ProductionFields {
            date: day,
            departure: self.departure.map(moved),
            arrival: self.arrival.map(moved),
            schedule: self
                .schedule
                .iter()
                .map(|a| Appointment {
                    time: moved(a.time),
                    description: a.description.clone(),
                })
                .collect(),
            ..self.clone()
        }
    }

    /// Done: it has tasks and every one is DONE (what `onlyNotDone` leaves out; an empty checklist
    /// is not done, it is not written yet).
    pub fn done(&self) -> bool {
        !self.tasks.is_empty() && self.tasks.iter().all(|t| t.status == TaskStatus::Done)
    }

    /// How many tasks are DONE, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        let done = self
            .tasks
            .iter()
            .filter(|t| t.status == TaskStatus::Done)
            .count();
        (done, self.tasks.len())
    }

    /// Every word of it besides the slug, one line each (what the general search indexes and the
    /// `content` filter looks in): location, notes, tasks, appointments, resources.
    pub fn plain_text(&self) -> String {
        let mut lines = vec![self.location.clone()];
        lines.extend(self.notes.lines().map(str::to_owned));
        lines.extend(self.tasks.iter().map(|t| t.description.clone()));
        lines.extend(self.schedule.iter().map(|a| a.description.clone()));
        lines.extend(self.resources.iter().cloned());
        lines.retain(|l| !l.trim().is_empty());
        lines.join("\n")
    }
}

/// A production as a client sends it, before [`ProductionDraft::check`]. As JSON (a field patch
/// replaces one of its keys): camelCase, times RFC 3339 or empty.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProductionDraft {
    /// See [`ProductionFields::slug`].
    pub slug: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// See [`ProductionFields`].
    pub program_ids: Vec<i64>,
    /// See [`ProductionFields`].
    pub producer_ids: Vec<i64>,
    /// See [`ProductionFields`].
    pub reporter_ids: Vec<i64>,
    /// See [`ProductionFields`].
    pub vehicle_ids: Vec<i64>,
    /// See [`ProductionFields`].
    pub private: bool,
    /// See [`ProductionFields`].
    pub allowed_user_ids: Vec<i64>,
    /// See [`ProductionFields`]; 0: none, negative: an unknown one.
    pub assignment_id: i64,
    /// See [`ProductionFields`].
    pub location: String,
    /// RFC 3339, or empty: not set.
    pub departure: String,
    /// RFC 3339, or empty: not set.
    pub arrival: String,
    /// `[{time, description}]`; `null`: none.
    pub schedule: serde_json::Value,
    /// `[{description, status}]`; `null`: none.
    pub tasks: serde_json::Value,
    /// See [`ProductionFields`].
    pub resources: Vec<String>,
    /// See [`ProductionFields`].
    pub notes: String,
    /// See [`ProductionFields`].
    pub attachment_ids: Vec<i64>,
}

/// Most tasks, appointments or resources in one production.
pub const ENTRIES_MAX: usize = 200;

fn stamp(t: Option<DateTime<Utc>>) -> String {
    t.map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
        .unwrap_or_default()
}

/// Checks `line` of the list named `field` (a task, an appointment, a resource, a default task):
/// 1 to [`LINE_MAX`] characters of one line, trimmed. Records the first problem of `field` in
/// `errors` (`required`, `too_long`, `single_line`, `character`); answers whether it is good.
pub fn check_line(field: &str, line: &str, errors: &mut FieldErrors) -> bool {
    let t = line.trim();
    let problem = if t.is_empty() {
        Some(FieldMessage::from(FieldCode::Required))
    } else if t.chars().count() > LINE_MAX {
        Some(FieldMessage::too_long(LINE_MAX))
    } else if t.contains(['\n', '\r']) {
        Some(FieldCode::SingleLine.into())
    } else {
        crate::text::check(field, t).err().map(|e| e.message)
    };
    match problem {
        Some(m) => {
            errors.entry(field.into()).or_insert(m);
            false
        }
        None => true,
    }
}

pub(crate) fn check_list<T: serde::de::DeserializeOwned>(
    field: &str,
    value: &serde_json::Value,
    errors: &mut FieldErrors,
) -> Vec<T> {
    if value.is_null() {
        return Vec::new();
    }
    match serde_json::from_value::<Vec<T>>(value.clone()) {
        Err(_) => {
            errors.insert(field.into(), FieldCode::Invalid.into());
            Vec::new()
        }
        Ok(list) if list.len() > ENTRIES_MAX => {
            errors.insert(
                field.into(),
                FieldMessage::from(FieldCode::TooMany).with("max", ENTRIES_MAX),
            );
            Vec::new()
        }
        Ok(list) => list,
    }
}

fn time(field: &str, raw: &str, errors: &mut FieldErrors) -> Option<DateTime<Utc>> {
    if raw.trim().is_empty() {
        return None;
    }
    match DateTime::parse_from_rfc3339(raw.trim()) {
        Ok(t) => Some(t.with_timezone(&Utc)),
        Err(_) => {
            errors.insert(field.into(), FieldCode::Invalid.into());
            None
        }
    }
}

impl ProductionDraft {
    /// The draft of `fields` (what a field patch starts from).
    pub fn of(f: &ProductionFields) -> ProductionDraft {
        ProductionDraft {
            slug: f.slug.clone(),
            date: f.date.format("%Y-%m-%d").to_string(),
            program_ids: f.program_ids.clone(),
            producer_ids: f.producer_ids.clone(),
            reporter_ids: f.reporter_ids.clone(),
            vehicle_ids: f.vehicle_ids.clone(),
            private: f.private,
            allowed_user_ids: f.allowed_user_ids.clone(),
            assignment_id: f.assignment_id.unwrap_or(0),
            location: f.location.clone(),
            departure: stamp(f.departure),
            arrival: stamp(f.arrival),
            schedule: serde_json::to_value(&f.schedule).unwrap_or_default(),
            tasks: serde_json::to_value(&f.tasks).unwrap_or_default(),
            resources: f.resources.clone(),
            notes: f.notes.clone(),
            attachment_ids: f.attachment_ids.clone(),
        }
    }

    /// Replaces one field (its camelCase name) with `value`, as `PATCH /api/productions/{id}` asks
    /// (web.md section 7, "single field"): ticking a task is a patch of `tasks`.
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
    /// [`LIST_MAX`](crate::document::LIST_MAX); `assignmentId` negative (`unknown_value`); `departure` and `arrival` not RFC 3339 (`invalid`), `arrival`
    /// before `departure` (`date_order`: "The start date cannot be greater than the end date.");
    /// `tasks` and `schedule` not of their shape (`invalid`), over [`ENTRIES_MAX`] (`too_many`), a
    /// line of them, of `resources` or `location` empty (`required`), over [`LINE_MAX`]
    /// (`too_long`) or of several lines (`single_line`); `notes` over
    /// [`CONTENT_MAX`](crate::document::CONTENT_MAX); no text with a character XML 1.0 forbids.
    pub fn check(&self) -> Result<ProductionFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let slug = check_slug(&self.slug, &mut errors);
        let date = NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").ok();
        if date.is_none() {
            errors.insert("date".into(), FieldCode::Date.into());
        }
        let location = self.location.trim().to_owned();
        if !location.is_empty() {
            check_line("location", &location, &mut errors);
        }
        if self.notes.chars().count() > CONTENT_MAX {
            errors.insert("notes".into(), FieldMessage::too_long(CONTENT_MAX));
        } else if let Err(e) = crate::text::check("notes", &self.notes) {
            errors.insert(e.field, e.message);
        }
        let departure = time("departure", &self.departure, &mut errors);
        let arrival = time("arrival", &self.arrival, &mut errors);
        if let (Some(d), Some(a)) = (departure, arrival)
            && a < d
        {
            errors.insert("arrival".into(), FieldCode::DateOrder.into());
        }
        let mut tasks: Vec<Task> = check_list("tasks", &self.tasks, &mut errors);
        for t in &mut tasks {
            if check_line("tasks", &t.description, &mut errors) {
                t.description = t.description.trim().to_owned();
            }
        }
        let mut schedule: Vec<Appointment> = check_list("schedule", &self.schedule, &mut errors);
        for a in &mut schedule {
            if check_line("schedule", &a.description, &mut errors) {
                a.description = a.description.trim().to_owned();
            }
        }
        schedule.sort_by_key(|a| a.time);
        let resources: Vec<String> = self.resources.iter().map(|r| r.trim().to_owned()).collect();
        if resources.len() > ENTRIES_MAX {
            errors.insert(
                "resources".into(),
                FieldMessage::from(FieldCode::TooMany).with("max", ENTRIES_MAX),
            );
        } else {
            for r in &resources {
                check_line("resources", r, &mut errors);
            }
        }
        let fields = ProductionFields {
            slug,
            date: date.unwrap_or_default(),
            program_ids: check_ids("programIds", &self.program_ids, true, &mut errors),
            producer_ids: check_ids("producerIds", &self.producer_ids, false, &mut errors),
            reporter_ids: check_ids("reporterIds", &self.reporter_ids, false, &mut errors),
            vehicle_ids: check_ids("vehicleIds", &self.vehicle_ids, false, &mut errors),
            private: self.private,
            allowed_user_ids: check_ids(
                "allowedUserIds",
                &self.allowed_user_ids,
                false,
                &mut errors,
            ),
            assignment_id: one_id("assignmentId", self.assignment_id, &mut errors),
            location,
            departure,
            arrival,
            schedule,
            tasks,
            resources,
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

impl DocumentFields for ProductionFields {
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
            ("reporterIds", &self.reporter_ids),
            ("allowedUserIds", &self.allowed_user_ids),
        ]
    }
    fn attachment_ids(&self) -> &[i64] {
        &self.attachment_ids
    }
    fn moved(&self, date: NaiveDate, program_ids: Vec<i64>, allowed_user_ids: Vec<i64>) -> Self {
        ProductionFields {
            date,
            program_ids,
            allowed_user_ids,
            ..self.clone()
        }
    }
}

/// The checklist of assignment `assignment_id` (web.md section 7, "Productions: ... POST
/// .../assignment/{id}"): its slug, day, programs, producers, reporters, vehicles and sharing, its
/// content as the notes, and `default_tasks` (the desk's usual checklist) as NEW tasks.
pub fn from_assignment(
    assignment: &AssignmentFields,
    assignment_id: i64,
    default_tasks: &[String],
) -> ProductionFields {
    ProductionFields {
        slug: assignment.slug.clone(),
        date: assignment.date,
        program_ids: assignment.program_ids.clone(),
        producer_ids: assignment.producer_ids.clone(),
        reporter_ids: assignment.reporter_ids.clone(),
        vehicle_ids: assignment.vehicle_ids.clone(),
        private: assignment.private,
        allowed_user_ids: assignment.allowed_user_ids.clone(),
        assignment_id: Some(assignment_id),
        location: String::new(),
        departure: None,
        arrival: None,
        schedule: Vec::new(),
        tasks: default_tasks
            .iter()
            .map(|d| Task {
                description: d.clone(),
                status: TaskStatus::New,
            })
            .collect(),
        resources: Vec::new(),
        notes: assignment.content.clone(),
        attachment_ids: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn draft() -> ProductionDraft {
        ProductionDraft {
            slug: " FLOOD CHECKLIST ".into(),
            date: "2026-11-28".into(),
            program_ids: vec![1],
            producer_ids: vec![2],
            location: " Riverside, pier 3 ".into(),
            departure: "2026-11-28T09:00:00-03:00".into(),
            arrival: "2026-11-28T15:30:00Z".into(),
            tasks: json!([
                {"description": " Book the mayor ", "status": "DONE"},
                {"description": "Drone permit"}
            ]),
            schedule: json!([
                {"time": "2026-11-28T14:00:00Z", "description": "Firefighters"},
                {"time": "2026-11-28T13:00:00Z", "description": "Mayor at city hall"}
            ]),
            resources: vec![" LiveU backpack ".into()],
            ..ProductionDraft::default()
        }
    }

    #[test]
    fn a_good_draft_is_trimmed_sorted_and_in_utc() {
        let f = draft().check().unwrap();
        assert_eq!(f.slug, "FLOOD CHECKLIST");
        assert_eq!(f.location, "Riverside, pier 3");
        assert_eq!(
            f.departure.unwrap().to_rfc3339(),
            "2026-11-28T12:00:00+00:00"
        );
        assert_eq!(f.tasks[0].description, "Book the mayor");
        assert_eq!(f.tasks[1].status, TaskStatus::New);
        assert_eq!(f.schedule[0].description, "Mayor at city hall");
        assert_eq!(f.resources, ["LiveU backpack"]);
        assert_eq!(f.progress(), (1, 2));
        assert!(!f.done());
        assert!(f.plain_text().contains("Drone permit"));
    }

    #[test]
    fn a_checklist_moved_to_another_day_keeps_its_hours_and_tasks() {
        let f = draft().check().unwrap();
        let day = NaiveDate::from_ymd_opt(2026, 12, 2).unwrap();
        let moved = f.moved_to(day);
        assert_eq!(moved.date, day);
        assert_eq!(
            moved.departure.unwrap().to_rfc3339(),
            "2026-12-02T12:00:00+00:00"
        );
        assert_eq!(
            moved.arrival.unwrap().to_rfc3339(),
            "2026-12-02T15:30:00+00:00"
        );
        assert_eq!(
            moved
                .schedule
                .iter()
                .map(|a| a.time.to_rfc3339())
                .collect::<Vec<_>>(),
            ["2026-12-02T13:00:00+00:00", "2026-12-02T14:00:00+00:00"]
        );
        assert_eq!(
            (moved.tasks.clone(), moved.slug.clone()),
            (f.tasks.clone(), f.slug.clone())
        );
        let back = moved.moved_to(NaiveDate::from_ymd_opt(2026, 11, 1).unwrap());
        assert_eq!(
            back.departure.unwrap().to_rfc3339(),
            "2026-11-01T12:00:00+00:00"
        );
        assert_eq!(f.moved_to(f.date), f);
    }

    #[test]
    fn done_means_every_task_done_and_some_task() {
        let mut f = draft().check().unwrap();
        for t in &mut f.tasks {
            t.status = TaskStatus::Done;
        }
        assert!(f.done());
        f.tasks.clear();
        assert!(!f.done());
    }

    #[test]
    fn bad_fields_are_named_at_once() {
        let bad = ProductionDraft {
            slug: String::new(),
            date: "28/11/2026".into(),
            program_ids: vec![],
            departure: "2026-11-28T16:00:00Z".into(),
            arrival: "2026-11-28T15:00:00Z".into(),
            tasks: json!([{"description": "x", "status": "LATE"}]),
            schedule: json!([{"time": "10:00", "description": "x"}]),
            resources: vec!["two\nlines".into()],
            assignment_id: -4,
            ..ProductionDraft::default()
        };
        let errors = bad.check().unwrap_err();
        let code = |f: &str| errors.get(f).map(|m| m.code);
        assert_eq!(code("slug"), Some(FieldCode::Required));
        assert_eq!(code("date"), Some(FieldCode::Date));
        assert_eq!(code("programIds"), Some(FieldCode::Required));
        assert_eq!(code("arrival"), Some(FieldCode::DateOrder));
        assert_eq!(code("tasks"), Some(FieldCode::Invalid));
        assert_eq!(code("schedule"), Some(FieldCode::Invalid));
        assert_eq!(code("resources"), Some(FieldCode::SingleLine));
        assert_eq!(code("assignmentId"), Some(FieldCode::UnknownValue));
        let empty_task = ProductionDraft {
            tasks: json!([{"description": "  "}]),
            ..draft()
        };
        assert_eq!(
            empty_task.check().unwrap_err().get("tasks").map(|m| m.code),
            Some(FieldCode::Required)
        );
    }

    #[test]
    fn a_patch_replaces_one_field_and_refuses_unknown_ones() {
        let f = draft().check().unwrap();
        let mut d = ProductionDraft::of(&f);
        d.patch(
            "tasks",
            &json!([{"description": "Book the mayor", "status": "DONE"},
                    {"description": "Drone permit", "status": "DONE"}]),
        )
        .unwrap();
        let after = d.check().unwrap();
        assert!(after.done());
        assert_eq!(after.slug, f.slug);
        assert_eq!(after.departure, f.departure);
        let mut d = ProductionDraft::of(&f);
        let e = d.patch("owner", &json!(3)).unwrap_err();
        assert_eq!(
            e.get("owner").map(|m| m.code),
            Some(FieldCode::UnknownField)
        );
        let e = d.patch("programIds", &json!("one")).unwrap_err();
        assert_eq!(
            e.get("programIds").map(|m| m.code),
            Some(FieldCode::Invalid)
        );
    }

    #[test]
    fn a_checklist_from_an_assignment_keeps_its_people_and_starts_the_usual_tasks() {
        let a = crate::document::AssignmentDraft {
            slug: "FIRE".into(),
            content: "Go to the fire.".into(),
            date: "2026-11-28".into(),
            program_ids: vec![1],
            producer_ids: vec![2],
            reporter_ids: vec![3],
            vehicle_ids: vec![9],
            ..Default::default()
        }
        .check()
        .unwrap();
        let p = from_assignment(&a, 77, &["Call the source".into()]);
        assert_eq!(p.assignment_id, Some(77));
        assert_eq!(
            (p.producer_ids.as_slice(), p.reporter_ids.as_slice()),
            (&[2][..], &[3][..])
        );
        assert_eq!(p.vehicle_ids, [9]);
        assert_eq!(p.notes, "Go to the fire.");
        assert_eq!(p.tasks[0].status, TaskStatus::New);
        assert_eq!(p.progress(), (0, 1));
    }
}
