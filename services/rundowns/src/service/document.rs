//! A story as a document (web.md section 3; issue 3, "Stories"): its script, footnote and cues, the
//! reading time of the presenter's parts, and a revision kept at every save with a line diff against
//! the current text. A story in a program's drawer opens the same way: its text is edited under the
//! same lock rules, and saving it changes no rundown (no rundown revision, event or log line).

use newsroom_domain::ids::{ProgramId, RundownId, StoryId};
use newsroom_domain::log::LogAction;
use newsroom_domain::revision::{DiffLine, line_diff};
use newsroom_domain::rundown::Revision;
use newsroom_domain::script::{DEFAULT_WORDS_PER_MINUTE, ItemKind, ReadingTime, Script};
use newsroom_domain::{FieldError, FieldMessage};

use super::{Actor, Change, Log, Result, RundownError, RundownService, Snapshot};
use crate::store::{DrawerStory, Store, StoryText, TextRevision, TrashedStory};

/// Where a story is.
#[derive(Debug, Clone)]
pub enum StoryPlace {
    /// In a rundown: the rundown, with timing.
    Rundown(Snapshot),
    /// In a program's drawer, outside any rundown.
    Drawer {
        /// The story as kept in the drawer (its rundown is the one it came from).
        drawer: DrawerStory,
        /// The drawer's program's name.
        program_name: String,
        /// The current revision of the rundown it came from, whose topic carries its lock events.
        origin_revision: Revision,
    },
}

/// Where a story is, as the store says, before anything is loaded.
enum Home {
    Rundown(RundownId),
    Drawer(Box<DrawerStory>),
}

/// A story with its text, as the editor opens it.
#[derive(Debug, Clone)]
pub struct StoryDocument {
    /// The rundown it is in (with timing), or the drawer that holds it.
    pub place: StoryPlace,
    /// The story.
    pub story: StoryId,
    /// Its text.
    pub text: StoryText,
    /// Reading time of the script at [`StoryDocument::words_per_minute`].
    pub reading: ReadingTime,
    /// The rate used: the story's presenter's, or the default.
    pub words_per_minute: u32,
    /// The latest revision number (0: never saved).
    pub revision: i32,
    /// Who holds the edit lock.
    pub lock: Option<newsroom_locks::Lock>,
}

/// The text as lines, for diffs: each item as `[KIND]` then its paragraphs (comments in brackets),
/// then cues and footnote.
pub fn text_lines(t: &StoryText) -> String {
    let mut out = String::new();
    for item in &t.script.0 {
        out.push_str(&format!("[{}]\n", kind_name(item.kind)));
        for p in &item.content {
            let line: String = p
                .children
                .iter()
                .map(|r| {
                    if r.comment {
                        format!("[{}]", r.text)
                    } else {
                        r.text.clone()
                    }
                })
                .collect();
            out.push_str(&line);
            out.push('\n');
        }
    }
    for (label, v) in [
        ("CUE IN", &t.cue_in),
        ("CUE OUT", &t.cue_out),
        ("FOOTNOTE", &t.footnote),
    ] {
        if !v.is_empty() {
            out.push_str(&format!("{label}: {v}\n"));
        }
    }
    out
}

fn kind_name(k: ItemKind) -> String {
    serde_json::to_value(k)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
        .replace('_', " ")
}

/// The line diff from `old` to `new`.
pub fn diff(old: &StoryText, new: &StoryText) -> Vec<DiffLine> {
    line_diff(&text_lines(old), &text_lines(new))
}

impl StoryPlace {
    /// The program of the rundown or of the drawer.
    fn program(&self) -> ProgramId {
        match self {
            StoryPlace::Rundown(s) => s.rundown.program_id,
            StoryPlace::Drawer { drawer, .. } => drawer.program_id,
        }
    }

    /// The story's presenter, if it names one.
    fn presenter(&self, story: StoryId) -> Option<&str> {
        match self {
            StoryPlace::Rundown(s) => s.rundown.story(story)?.info.presenter.as_deref(),
            StoryPlace::Drawer { drawer, .. } => drawer.story.info.presenter.as_deref(),
        }
    }
}

impl<S: Store> RundownService<S> {
    /// Where a story is: a rundown, or a drawer (404 for neither: unknown or in the trash).
    async fn home(&self, story: StoryId) -> Result<Home> {
        if let Some(r) = self.store.story_rundown(story).await? {
            return Ok(Home::Rundown(r));
        }
        let drawer = self
            .store
            .drawer_story(story)
            .await?
            .ok_or(RundownError::NotFound)?;
        self.may_see(drawer.program_id).await?;
        Ok(Home::Drawer(Box::new(drawer)))
    }

    /// The rundown whose topic carries a story's lock events: the one it is in, or, for a story in a
    /// drawer, the one it came from (where its editor listens).
    pub(super) async fn lock_topic(&self, story: StoryId) -> Result<RundownId> {
        Ok(match self.home(story).await? {
            Home::Rundown(r) => r,
            Home::Drawer(d) => d.story.rundown_id,
        })
    }

    async fn place(&self, home: Home) -> Result<StoryPlace> {
        Ok(match home {
            Home::Rundown(r) => StoryPlace::Rundown(self.snapshot(r).await?),
            Home::Drawer(drawer) => StoryPlace::Drawer {
                program_name: self
                    .store
                    .program(drawer.program_id)
                    .await?
                    .map(|p| p.name)
                    .unwrap_or_default(),
                // Only its revision: the drawer's program was checked, the origin may be another.
                origin_revision: self
                    .store
                    .load_rundown(drawer.story.rundown_id)
                    .await?
                    .map_or(Revision::default(), |r| r.revision),
                drawer: *drawer,
            },
        })
    }

    /// The reading rate of a story: its presenter's (one of the program's), or the default.
    async fn reading_rate(&self, place: &StoryPlace, story: StoryId) -> Result<u32> {
        let Some(name) = place.presenter(story) else {
            return Ok(DEFAULT_WORDS_PER_MINUTE);
        };
        let presenters = self.store.presenters(place.program()).await?;
        Ok(presenters
            .iter()
            .find(|p| p.name == name)
            .map_or(DEFAULT_WORDS_PER_MINUTE, |p| p.words_per_minute))
    }

    /// The document of `story` at `place` with `text` and its latest revision `revision`.
    async fn document(
        &self,
        place: StoryPlace,
        story: StoryId,
        text: StoryText,
        revision: i32,
    ) -> Result<StoryDocument> {
        let words_per_minute = self.reading_rate(&place, story).await?;
        let reading = text.script.reading_time(words_per_minute);
        let lock = self.story_lock(story).await?;
        Ok(StoryDocument {
            place,
            story,
            text,
            reading,
            words_per_minute,
            revision,
            lock,
        })
    }

    /// Opens a story of a rundown or of a drawer with its text.
    pub async fn story_document(&self, story: StoryId) -> Result<StoryDocument> {
        let place = self.place(self.home(story).await?).await?;
        let text = self.store.story_text(story).await?;
        let revision = self
            .store
            .revisions(story)
            .await?
            .first()
            .map_or(0, |r| r.number);
        self.document(place, story, text, revision).await
    }

    /// Saves a story's text (script, footnote, cues) and keeps it as a new revision; refused
    /// (`lock_lost`) when an editor instance other than `lock_uuid` holds the story's lock, a field
    /// error on `footnote`, `cueIn` or `cueOut` when too long.
    #[allow(clippy::too_many_arguments)]
    pub async fn save_story_text(
        &self,
        story: StoryId,
        script: Script,
        footnote: &str,
        cue_in: &str,
        cue_out: &str,
        lock_uuid: &str,
        lock_session: &str,
        actor: &Actor,
    ) -> Result<StoryDocument> {
        for (field, v, max) in [
            ("footnote", footnote, 2000),
            ("cueIn", cue_in, 200),
            ("cueOut", cue_out, 200),
        ] {
            if v.chars().count() > max {
                return Err(FieldError::new(field, FieldMessage::too_long(max)).into());
            }
            newsroom_domain::text::check(field, v)?;
        }
        let text = StoryText {
            script,
            footnote: footnote.trim().to_owned(),
            cue_in: cue_in.trim().to_owned(),
            cue_out: cue_out.trim().to_owned(),
        };
        let revision = |slug: &str| TextRevision {
            number: 0,
            at: chrono::Utc::now(),
            user_id: actor.user_id,
            nickname: actor.nickname.clone(),
            slug: slug.to_owned(),
            text: text.clone(),
        };
        match self.home(story).await? {
            Home::Rundown(rundown) => {
                let _guard = self.lock(rundown).await;
                let r = self.editable(rundown).await?;
                self.check_lock(story, lock_uuid, lock_session).await?;
                let slug = r.story(story).ok_or(RundownError::NotFound)?.slug.clone();
                let (number, _) = self
                    .store
                    .save_story_text(Some(rundown), story, revision(&slug))
                    .await?;
                let log = Log::new(
                    LogAction::Update,
                    format!("Story {slug}: text saved (revision {number})"),
                );
                let snapshot = self
                    .finish(rundown, Change::StoryUpdated(story), actor, log)
                    .await?;
                self.document(StoryPlace::Rundown(snapshot), story, text, number)
                    .await
            }
            Home::Drawer(drawer) => {
                // Its lock events go on the topic of the rundown it came from: one save at a time there.
                let _guard = self.lock(drawer.story.rundown_id).await;
                self.check_lock(story, lock_uuid, lock_session).await?;
                let slug = drawer.story.slug.clone();
                let (number, _) = self
                    .store
                    .save_story_text(None, story, revision(&slug))
                    .await?;
                let place = self.place(Home::Drawer(drawer)).await?;
                self.document(place, story, text, number).await
            }
        }
    }

    /// The trash of a rundown: its deleted stories, newest first.
    pub async fn trash(&self, id: RundownId) -> Result<Vec<TrashedStory>> {
        self.load_rundown(id)
            .await?
            .ok_or(RundownError::RundownNotFound)?;
        Ok(self.store.trash(id).await?)
    }

    /// Stories with their texts as the general search indexes them (a call of the system: no
    /// permission is checked; the gateway has no route to it).
    ///
    /// # Errors
    /// [`RundownError::Invalid`] for a `limit` outside 1 to 1000; storage failures.
    pub async fn search_stories(
        &self,
        selection: crate::store::StorySelection,
        limit: u64,
    ) -> Result<Vec<crate::store::SearchStory>> {
        if !(1..=1000).contains(&limit) {
            return Err(newsroom_domain::FieldError::new(
                "limit",
                newsroom_domain::FieldMessage::from(newsroom_domain::FieldCode::Range)
                    .with("min", 1)
                    .with("max", 1000),
            )
            .into());
        }
        Ok(self.store.search_stories(selection, limit).await?)
    }

    /// Restores trashed stories to the end of their blocks; returns how many.
    pub async fn restore(&self, ids: &[StoryId], actor: &Actor) -> Result<usize> {
        for &story in ids {
            let rundown = self
                .store
                .trashed_story_rundown(story)
                .await?
                .ok_or(RundownError::NotFound)?;
            let _guard = self.lock(rundown).await;
            self.editable(rundown).await?;
            self.store.restore_story(story).await?;
            let slug = self
                .snapshot(rundown)
                .await?
                .rundown
                .story(story)
                .map(|s| s.slug.clone())
                .unwrap_or_default();
            self.finish(
                rundown,
                Change::StoryCreated(story),
                actor,
                Log::new(
                    LogAction::Create,
                    format!("Story {slug} restored from the trash"),
                ),
            )
            .await?;
        }
        Ok(ids.len())
    }

    /// A story's revisions, newest first.
    pub async fn revisions(&self, story: StoryId) -> Result<Vec<TextRevision>> {
        self.home(story).await?;
        Ok(self.store.revisions(story).await?)
    }

    /// One revision and its diff to the current text.
    pub async fn revision(
        &self,
        story: StoryId,
        number: i32,
    ) -> Result<(TextRevision, Vec<DiffLine>)> {
        let all = self.revisions(story).await?;
        let rev = all
            .into_iter()
            .find(|r| r.number == number)
            .ok_or(RundownError::NotFound)?;
        let current = self.store.story_text(story).await?;
        let lines = diff(&rev.text, &current);
        Ok((rev, lines))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn text(s: serde_json::Value) -> StoryText {
        StoryText {
            script: Script::parse(&s).unwrap(),
            ..StoryText::default()
        }
    }

    #[test]
    fn diffs_show_changed_lines() {
        let p = |t: &str| json!({"type": "paragraph", "children": [{"text": t}]});
        let old = text(
            json!([{"kind": "ON_CAMERA", "content": [p("Good evening."), p("The council voted.")]}]),
        );
        let new = text(
            json!([{"kind": "ON_CAMERA", "content": [p("Good evening."), p("The council voted 7 to 2.")]}]),
        );
        let d = diff(&old, &new);
        let ops: Vec<(&str, &str)> = d.iter().map(|l| (l.op.as_str(), l.text.as_str())).collect();
        assert_eq!(
            ops,
            [
                ("equal", "[ON CAMERA]"),
                ("equal", "Good evening."),
                ("delete", "The council voted."),
                ("insert", "The council voted 7 to 2.")
            ]
        );
    }
}
