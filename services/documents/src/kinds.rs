//! What the service does differently for each kind of document it keeps (everything else, from
//! visibility to the trash, locks and revisions, is one implementation for every kind): the bus
//! subject and wire form of its events, whether the state-lock setting closes it, what the search
//! index keeps of it, and its text for a revision's diff.

use newsroom_bus::subjects;
use newsroom_domain::document::AssignmentFields;
use newsroom_domain::production::{ProductionFields, TaskStatus};
use newsroom_domain::report::ReportFields;
use newsroom_domain::reportage::ReportageFields;
use newsroom_domain::round::{Outcome, RoundFields};
use newsroom_proto::documents::v1 as pb;
use newsroom_proto::rundowns::v1 as rpb;
use prost::Message as _;

use crate::revisions::{Names, named};
use crate::store::{Kind, StoredDocument};
use crate::wire::{production_view, proposal_view, report_view, reportage_view, round_view, view};

/// A kind of document the service keeps, beyond how it is stored ([`Kind`]).
pub trait ServiceKind: Kind {
    /// The bus subject of its events.
    const EVENTS: &'static str;
    /// Whether the state-lock setting closes it when COMPLETED or INTERRUPTED (web.md section 4
    /// says so of assignments only).
    const STATE_LOCKED: bool;
    /// Its name in logs.
    const NOUN: &'static str;
    /// An event (`created`, `updated`, `deleted`, `restored`, `lock`, `take_over`, `unlock`) of
    /// `doc` as the bus carries it.
    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8>;
    /// The words the general search finds it by, besides its slug.
    fn search_text(&self) -> String;
    /// The state the general search gives and filters it by: its document state by default.
    fn search_state(&self, state: newsroom_domain::document::DocumentState) -> &'static str {
        state.as_str()
    }
    /// Its fields as lines for a diff (`Label: value`, names in place of ids), then its text.
    fn lines(&self, names: &Names) -> Vec<(&'static str, String)>;
    /// Its text after the labelled lines (a heading line and the text's own lines).
    fn text(&self) -> String;
    /// The script of a rundown's story made from it.
    fn story_script(&self) -> newsroom_domain::script::Script;
    /// The estimated VT of a rundown's story made from it (whole seconds); none by default.
    fn story_vt(&self) -> newsroom_domain::time::Duration {
        newsroom_domain::time::Duration::ZERO
    }
    /// The CG items of a rundown's story made from it (new items, id 0); none by default.
    fn story_items(&self) -> Vec<newsroom_domain::items::StoryItem> {
        Vec::new()
    }
}

impl ServiceKind for AssignmentFields {
    const EVENTS: &'static str = subjects::ASSIGNMENT_EVENTS;
    const STATE_LOCKED: bool = true;
    const NOUN: &'static str = "assignment";

    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8> {
        pb::AssignmentEvent {
            event: event.to_owned(),
            assignment: Some(view(doc)),
            lock,
            before,
        }
        .encode_to_vec()
    }

    fn search_text(&self) -> String {
        self.content.clone()
    }

    fn lines(&self, names: &Names) -> Vec<(&'static str, String)> {
        let flag = |on: bool| if on { "yes" } else { "no" };
        let one = |id: Option<i64>| {
            id.map(|i| named(&[i], &names.references))
                .unwrap_or_default()
        };
        let mut lines = vec![
            ("Slug", self.slug.clone()),
            ("Date", self.date.format("%Y-%m-%d").to_string()),
            ("Programs", named(&self.program_ids, &names.programs)),
            ("Editorial", one(self.editorial_id)),
            ("Classification", one(self.classification_id)),
            ("Type", one(self.type_id)),
            ("Vehicles", named(&self.vehicle_ids, &names.references)),
            ("Teams", named(&self.team_ids, &names.teams)),
            ("Producers", named(&self.producer_ids, &names.users)),
            ("Editors", named(&self.editor_ids, &names.users)),
            ("Reporters", named(&self.reporter_ids, &names.users)),
            ("Priority", flag(self.priority).to_owned()),
            ("Pending", flag(self.pending).to_owned()),
            ("Private", flag(self.private).to_owned()),
        ];
        if self.private {
            lines.push(("Allowed users", named(&self.allowed_user_ids, &names.users)));
        }
        lines.push(("Attachments", named(&self.attachment_ids, &names.files)));
        lines
    }

    fn story_script(&self) -> newsroom_domain::script::Script {
        newsroom_domain::document::assignment_story_script(self)
    }

    fn text(&self) -> String {
        let mut out = String::from("Content:\n");
        for line in self.content.lines() {
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}

impl ServiceKind for ReportageFields {
    const EVENTS: &'static str = subjects::REPORTAGE_EVENTS;
    const STATE_LOCKED: bool = false;
    const NOUN: &'static str = "reportage";

    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8> {
        pb::ReportageEvent {
            event: event.to_owned(),
            reportage: Some(reportage_view(doc)),
            lock,
            before,
        }
        .encode_to_vec()
    }

    fn search_text(&self) -> String {
        self.plain_text()
    }

    fn lines(&self, names: &Names) -> Vec<(&'static str, String)> {
        let flag = |on: bool| if on { "yes" } else { "no" };
        let mut lines = vec![
            ("Slug", self.slug.clone()),
            ("Date", self.date.format("%Y-%m-%d").to_string()),
            ("Programs", named(&self.program_ids, &names.programs)),
            ("Reporters", named(&self.reporter_ids, &names.users)),
            ("Editors", named(&self.editor_ids, &names.users)),
            ("Private", flag(self.private).to_owned()),
        ];
        if self.private {
            lines.push(("Allowed users", named(&self.allowed_user_ids, &names.users)));
        }
        lines.push(("Attachments", named(&self.attachment_ids, &names.files)));
        for g in &self.graphics {
            let values: Vec<String> = g
                .fields
                .iter()
                .map(|f| format!("{}={}", f.name, f.value))
                .collect();
            lines.push((
                "Graphic",
                format!("{}: {}", g.template_name, values.join(", ")),
            ));
        }
        lines
    }

    fn story_script(&self) -> newsroom_domain::script::Script {
        newsroom_domain::reportage::story_script(self)
    }

    /// Its graphics, in order.
    fn story_items(&self) -> Vec<newsroom_domain::items::StoryItem> {
        ReportageFields::story_items(self)
    }

    /// The reporter's voice at the default rate: a floor for the package's length, which the
    /// clip's real duration replaces once it is in the story.
    fn story_vt(&self) -> newsroom_domain::time::Duration {
        self.reading_time(0).reporter
    }

    /// Each section as `[KIND]` and its paragraphs, as the stories' diff writes script items.
    fn text(&self) -> String {
        let mut out = String::new();
        for s in &self.sections {
            out.push_str(&format!("[{}]\n", s.kind.as_str()));
            for p in &s.content {
                let line: String = p.children.iter().map(|r| r.text.as_str()).collect();
                out.push_str(&line);
                out.push('\n');
            }
        }
        out
    }
}

impl ServiceKind for ProductionFields {
    const EVENTS: &'static str = subjects::PRODUCTION_EVENTS;
    const STATE_LOCKED: bool = false;
    const NOUN: &'static str = "production";

    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8> {
        pb::ProductionEvent {
            event: event.to_owned(),
            production: Some(production_view(doc)),
            lock,
            before,
        }
        .encode_to_vec()
    }

    fn search_text(&self) -> String {
        self.plain_text()
    }

    fn lines(&self, names: &Names) -> Vec<(&'static str, String)> {
        let flag = |on: bool| if on { "yes" } else { "no" };
        let time = |t: Option<chrono::DateTime<chrono::Utc>>| {
            t.map(|t| t.format("%Y-%m-%d %H:%M UTC").to_string())
                .unwrap_or_default()
        };
        let mut lines = vec![
            ("Slug", self.slug.clone()),
            ("Date", self.date.format("%Y-%m-%d").to_string()),
            ("Programs", named(&self.program_ids, &names.programs)),
            ("Producers", named(&self.producer_ids, &names.users)),
            ("Reporters", named(&self.reporter_ids, &names.users)),
            ("Vehicles", named(&self.vehicle_ids, &names.references)),
            ("Location", self.location.clone()),
            ("Departure", time(self.departure)),
            ("Arrival", time(self.arrival)),
            ("Resources", self.resources.join(", ")),
            ("Private", flag(self.private).to_owned()),
        ];
        if self.private {
            lines.push(("Allowed users", named(&self.allowed_user_ids, &names.users)));
        }
        lines.push(("Attachments", named(&self.attachment_ids, &names.files)));
        lines
    }

    /// The notes as the crew's information; a checklist is logistics, not air copy.
    fn story_script(&self) -> newsroom_domain::script::Script {
        newsroom_domain::document::information_script(&self.notes)
    }

    /// Each task as `[x]` (done), `[~]` (producing) or `[ ]` (new), each appointment as its time,
    /// then the notes.
    fn text(&self) -> String {
        let mut out = String::from("Tasks:\n");
        for t in &self.tasks {
            let mark = match t.status {
                TaskStatus::Done => "[x]",
                TaskStatus::Producing => "[~]",
                TaskStatus::New => "[ ]",
            };
            out.push_str(&format!("{mark} {}\n", t.description));
        }
        out.push_str("Schedule:\n");
        for a in &self.schedule {
            out.push_str(&format!(
                "{} {}\n",
                a.time.format("%H:%M UTC"),
                a.description
            ));
        }
        out.push_str("Notes:\n");
        for line in self.notes.lines() {
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}

impl ServiceKind for ReportFields {
    const EVENTS: &'static str = subjects::REPORT_EVENTS;
    const STATE_LOCKED: bool = false;
    const NOUN: &'static str = "report";

    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8> {
        pb::ReportEvent {
            event: event.to_owned(),
            report: Some(report_view(doc)),
            lock,
            before,
        }
        .encode_to_vec()
    }

    fn search_text(&self) -> String {
        self.plain_text()
    }

    fn lines(&self, names: &Names) -> Vec<(&'static str, String)> {
        let flag = |on: bool| if on { "yes" } else { "no" };
        let mut lines = vec![
            ("Slug", self.slug.clone()),
            ("Date", self.date.format("%Y-%m-%d").to_string()),
            ("Programs", named(&self.program_ids, &names.programs)),
            ("Categories", named(&self.category_ids(), &names.references)),
            ("Private", flag(self.private).to_owned()),
        ];
        if self.private {
            lines.push(("Allowed users", named(&self.allowed_user_ids, &names.users)));
        }
        lines.push(("Attachments", named(&self.attachment_ids, &names.files)));
        lines
    }

    /// The summary, then each event as a line of its time and place, then its text and sources
    /// (the categories are a labelled line of [`lines`](Self::lines)).
    fn text(&self) -> String {
        let mut out = String::from("Summary:\n");
        for line in self.summary.lines() {
            out.push_str(line);
            out.push('\n');
        }
        out.push_str("Events:\n");
        for e in &self.events {
            out.push_str(&e.time.format("%Y-%m-%d %H:%M UTC").to_string());
            if !e.place.is_empty() {
                out.push_str(&format!(" {}", e.place));
            }
            out.push('\n');
            for line in e.text.lines() {
                out.push_str(line);
                out.push('\n');
            }
            if !e.sources.is_empty() {
                out.push_str(&format!("Sources: {}\n", e.sources));
            }
        }
        out
    }

    /// The summary and the events' texts as the crew's information; an account is not air copy.
    fn story_script(&self) -> newsroom_domain::script::Script {
        let mut text = self.summary.clone();
        for e in &self.events {
            text.push('\n');
            text.push_str(&e.text);
        }
        newsroom_domain::document::information_script(&text)
    }
}

impl ServiceKind for RoundFields {
    const EVENTS: &'static str = subjects::ROUND_EVENTS;
    const STATE_LOCKED: bool = false;
    const NOUN: &'static str = "round";

    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8> {
        pb::RoundEvent {
            event: event.to_owned(),
            round: Some(round_view(doc)),
            lock,
            before,
        }
        .encode_to_vec()
    }

    fn search_text(&self) -> String {
        self.plain_text()
    }

    fn lines(&self, names: &Names) -> Vec<(&'static str, String)> {
        let flag = |on: bool| if on { "yes" } else { "no" };
        let mut lines = vec![
            ("Slug", self.slug.clone()),
            ("Date", self.date.format("%Y-%m-%d").to_string()),
            ("Shift", self.shift.clone()),
            ("Programs", named(&self.program_ids, &names.programs)),
            ("Private", flag(self.private).to_owned()),
        ];
        if self.private {
            lines.push(("Allowed users", named(&self.allowed_user_ids, &names.users)));
        }
        lines.push(("Attachments", named(&self.attachment_ids, &names.files)));
        lines
    }

    /// Each entry as its institution's id line with the outcome (`[news]`, `[nothing new]`,
    /// `[pending]`), the time called and who answered, then its text; then the notes.
    fn text(&self) -> String {
        let mut out = String::from("Calls:\n");
        for e in &self.entries {
            let outcome = match e.outcome {
                Outcome::News => "[news]",
                Outcome::NothingNew => "[nothing new]",
                Outcome::Pending => "[pending]",
            };
            let at = e
                .called_at
                .map(|t| t.format(" %H:%M UTC").to_string())
                .unwrap_or_default();
            out.push_str(&format!(
                "#{} {outcome}{at} {}\n",
                e.institution_id, e.answered_by
            ));
            for line in e.text.lines() {
                out.push_str(line);
                out.push('\n');
            }
        }
        out.push_str("Notes:\n");
        for line in self.notes.lines() {
            out.push_str(line);
            out.push('\n');
        }
        out
    }

    /// The news it gathered as the crew's information; a round is not air copy.
    fn story_script(&self) -> newsroom_domain::script::Script {
        let news: Vec<&str> = self
            .entries
            .iter()
            .filter(|e| e.outcome == Outcome::News)
            .map(|e| e.text.as_str())
            .collect();
        newsroom_domain::document::information_script(&news.join("\n"))
    }
}

impl ServiceKind for newsroom_domain::proposal::ProposalFields {
    const EVENTS: &'static str = subjects::PROPOSAL_EVENTS;
    const STATE_LOCKED: bool = false;
    const NOUN: &'static str = "proposal";

    fn event(
        event: &str,
        doc: StoredDocument<Self>,
        lock: Option<rpb::StoryLock>,
        before: Option<pb::Visibility>,
    ) -> Vec<u8> {
        pb::ProposalEvent {
            event: event.to_owned(),
            proposal: Some(proposal_view(doc)),
            lock,
            before,
        }
        .encode_to_vec()
    }

    /// Its status with the desk (`PENDING`, `ACCEPTED`, `DECLINED`): a pitch has no document state.
    fn search_state(&self, _: newsroom_domain::document::DocumentState) -> &'static str {
        self.status.as_str()
    }

    fn search_text(&self) -> String {
        let mut text = self.content.clone();
        if let Some(answer) = self.answer.as_ref().filter(|a| !a.text.is_empty()) {
            text.push('\n');
            text.push_str(&answer.text);
        }
        text
    }

    fn lines(&self, names: &Names) -> Vec<(&'static str, String)> {
        let mut lines = vec![
            ("Slug", self.slug.clone()),
            ("Date", self.date.format("%Y-%m-%d").to_string()),
            ("Programs", named(&self.program_ids, &names.programs)),
            ("Status", self.status.as_str().to_owned()),
        ];
        if let Some(a) = &self.answer {
            lines.push(("Answered by", a.nickname.clone()));
            if !a.text.is_empty() {
                lines.push(("Answer", a.text.clone()));
            }
        }
        lines.push(("Attachments", named(&self.attachment_ids, &names.files)));
        lines
    }

    fn text(&self) -> String {
        let mut out = String::from("Pitch:\n");
        for line in self.content.lines() {
            out.push_str(line);
            out.push('\n');
        }
        out
    }

    /// The pitch as the crew's information, as an assignment's content would be.
    fn story_script(&self) -> newsroom_domain::script::Script {
        newsroom_domain::document::information_script(&self.content)
    }
}
