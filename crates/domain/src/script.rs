//! A story's script (mobile.md section 3, "Rich text content" and "Story item kinds"): a list of items,
//! each of one kind (on camera, VO, sound up, ...) holding paragraphs of text runs with optional
//! comment flag, colour, bold, italic and underline. Also the reading-time estimate of the presenter's
//! parts at a words-per-minute rate.

use serde::{Deserialize, Serialize};

use crate::error::{FieldCode, FieldError, FieldMessage};
use crate::time::Duration;

/// What an item of a script is (mobile.md section 3, "Story item kinds").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ItemKind {
    /// The presenter reads on camera.
    OnCamera,
    /// A graphic (art) shown full screen or behind the presenter.
    Art,
    /// A headline read by the presenter.
    Heading,
    /// Information for the crew, not read.
    Information,
    /// A playback of recorded material.
    Playback,
    /// A note for the crew, not read.
    Note,
    /// Voice over: the presenter reads over pictures.
    Vo,
    /// Sound up: natural sound or a bite, not read.
    Soundup,
    /// A teaser read by the presenter.
    Teaser,
    /// Plain text read by the presenter.
    Text,
}

impl ItemKind {
    /// Which part of the story's duration the presenter's reading of this item fills: head (on
    /// camera) or off (over pictures); `None` when it is not read on air.
    pub fn read_as(self) -> Option<Part> {
        match self {
            ItemKind::OnCamera | ItemKind::Heading | ItemKind::Teaser | ItemKind::Text => {
                Some(Part::Head)
            }
            ItemKind::Vo => Some(Part::Off),
            ItemKind::Art
            | ItemKind::Information
            | ItemKind::Playback
            | ItemKind::Note
            | ItemKind::Soundup => None,
        }
    }
}

/// A read part of a story's duration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Presenter on camera.
    Head,
    /// Presenter over pictures.
    Off,
}

/// A run of text with its marks.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TextRun {
    /// The text.
    pub text: String,
    /// An editorial comment: shown to the newsroom, never read on air or sent to the prompter.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub comment: bool,
    /// A CSS colour (`#rrggbb`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    /// Bold.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bold: bool,
    /// Italic.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub italic: bool,
    /// Underlined.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub underline: bool,
}

/// A paragraph node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Paragraph {
    /// Always `paragraph`.
    #[serde(rename = "type")]
    pub node_type: ParagraphType,
    /// Its text runs.
    pub children: Vec<TextRun>,
}

impl Paragraph {
    /// Plain text as paragraphs: one per line that is not blank, each a single unmarked run (an
    /// assignment's guideline as it enters a reportage or a story).
    pub fn lines(text: &str) -> Vec<Paragraph> {
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| Paragraph {
                node_type: ParagraphType::Paragraph,
                children: vec![TextRun {
                    text: l.to_owned(),
                    ..TextRun::default()
                }],
            })
            .collect()
    }

    /// Its text as it goes on air: every run but editorial comments.
    pub fn air_text(&self) -> String {
        self.children
            .iter()
            .filter(|r| !r.comment)
            .map(|r| r.text.as_str())
            .collect()
    }
}

/// The node type of a paragraph (the only one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ParagraphType {
    /// A paragraph.
    Paragraph,
}

/// One item of a script.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScriptItem {
    /// Its kind.
    pub kind: ItemKind,
    /// Its paragraphs.
    pub content: Vec<Paragraph>,
}

/// A whole script.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Script(pub Vec<ScriptItem>);

/// Longest script accepted, in characters of text (a long feature is far below).
pub const MAX_SCRIPT_CHARS: usize = 100_000;

/// Reading rate used when the presenter has none: 180 words a minute, a usual TV news pace.
pub const DEFAULT_WORDS_PER_MINUTE: u32 = 180;

/// The reading-time estimate of a script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadingTime {
    /// Words read on camera.
    pub head_words: usize,
    /// Words read over pictures.
    pub off_words: usize,
    /// The head duration those words take at the rate.
    pub head: Duration,
    /// The off duration.
    pub off: Duration,
}

impl Script {
    /// Parses and checks a script given as JSON.
    ///
    /// # Errors
    /// A [`FieldError`] on `script` when the shape is wrong, a colour is not `#rrggbb`, the text
    /// is longer than [`MAX_SCRIPT_CHARS`], or it holds a character [`crate::text`] refuses (code
    /// `character`; tab and line breaks are text).
    pub fn parse(value: &serde_json::Value) -> Result<Script, FieldError> {
        let script: Script = serde_json::from_value(value.clone())
            .map_err(|_| FieldError::new("script", FieldCode::Script))?;
        check_runs("script", script.runs())?;
        Ok(script)
    }

    fn runs(&self) -> impl Iterator<Item = &TextRun> + Clone {
        self.0
            .iter()
            .flat_map(|i| &i.content)
            .flat_map(|p| &p.children)
    }

    /// Every word of the script, comments and crew notes included, one line per paragraph (what the
    /// general search indexes).
    pub fn plain_text(&self) -> String {
        let lines: Vec<String> = self
            .0
            .iter()
            .flat_map(|i| &i.content)
            .map(|p| p.children.iter().map(|r| r.text.as_str()).collect())
            .collect();
        lines.join("\n")
    }

    /// The text read on air, item by item (comments left out), one line per paragraph.
    pub fn read_text(&self) -> Vec<(ItemKind, String)> {
        self.0
            .iter()
            .filter(|i| i.kind.read_as().is_some())
            .map(|i| {
                let lines: Vec<String> = i.content.iter().map(Paragraph::air_text).collect();
                (i.kind, lines.join("\n"))
            })
            .collect()
    }

    /// Words and durations of the presenter's parts at `words_per_minute` (0 means the default).
    /// Durations round up to the next second: a presenter never reads faster than planned.
    pub fn reading_time(&self, words_per_minute: u32) -> ReadingTime {
        let wpm = if words_per_minute == 0 {
            DEFAULT_WORDS_PER_MINUTE
        } else {
            words_per_minute
        };
        let (mut head_words, mut off_words) = (0, 0);
        for (kind, text) in self.read_text() {
            let words = text.split_whitespace().count();
            match kind.read_as() {
                Some(Part::Head) => head_words += words,
                Some(Part::Off) => off_words += words,
                None => {}
            }
        }
        let secs = |words: usize| {
            Duration::from_secs(((words as u64 * 60).div_ceil(u64::from(wpm))) as i64)
        };
        ReadingTime {
            head_words,
            off_words,
            head: secs(head_words),
            off: secs(off_words),
        }
    }
}

/// Checks the text runs of `field`: colours `#rrggbb`, at most [`MAX_SCRIPT_CHARS`] characters in
/// all, no character XML 1.0 forbids. The one check of rich text, stories' scripts and reportages'
/// sections alike.
///
/// # Errors
/// [`FieldCode::Color`], [`FieldMessage::too_long`], [`FieldCode::Character`] on `field`.
pub fn check_runs<'a>(
    field: &str,
    runs: impl Iterator<Item = &'a TextRun> + Clone,
) -> Result<(), FieldError> {
    let valid_colour = |c: &str| {
        c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|x| x.is_ascii_hexdigit())
    };
    if runs
        .clone()
        .any(|r| r.color.as_deref().is_some_and(|c| !valid_colour(c)))
    {
        return Err(FieldError::new(field, FieldCode::Color));
    }
    if runs.clone().map(|r| r.text.chars().count()).sum::<usize>() > MAX_SCRIPT_CHARS {
        return Err(FieldError::new(
            field,
            FieldMessage::too_long(MAX_SCRIPT_CHARS),
        ));
    }
    for r in runs {
        crate::text::check(field, &r.text)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn script() -> serde_json::Value {
        json!([
            {"kind": "ON_CAMERA", "content": [{"type": "paragraph", "children": [
                {"text": "Good evening, the council voted tonight", "bold": true},
                {"text": " [check the figure]", "comment": true}
            ]}]},
            {"kind": "VO", "content": [{"type": "paragraph", "children": [{"text": "Crowds gathered outside the hall"}]}]},
            {"kind": "NOTE", "content": [{"type": "paragraph", "children": [{"text": "Graphics ready at 18:50"}]}]}
        ])
    }

    #[test]
    fn reads_only_what_goes_on_air() {
        let s = Script::parse(&script()).unwrap();
        let read = s.read_text();
        assert_eq!(read.len(), 2);
        assert_eq!(
            read[0],
            (
                ItemKind::OnCamera,
                "Good evening, the council voted tonight".into()
            )
        );
        assert_eq!(
            s.plain_text(),
            "Good evening, the council voted tonight [check the figure]\nCrowds gathered outside the hall\nGraphics ready at 18:50"
        );
        let t = s.reading_time(180);
        assert_eq!((t.head_words, t.off_words), (6, 5));
        assert_eq!((t.head.as_secs(), t.off.as_secs()), (2, 2));
        assert_eq!(s.reading_time(60).head.as_secs(), 6);
    }

    #[test]
    fn refuses_bad_shapes_and_colours() {
        assert!(Script::parse(&json!([{"kind": "DANCE", "content": []}])).is_err());
        assert!(Script::parse(&json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "x", "color": "red"}]}]}])).is_err());
        assert!(
            Script::parse(&json!([{"kind": "TEXT", "content": [{"type": "div", "children": []}]}]))
                .is_err()
        );
        assert!(Script::parse(&json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "x", "size": 3}]}]}])).is_err());
        let long = "x".repeat(MAX_SCRIPT_CHARS + 1);
        assert!(Script::parse(&json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": long}]}]}])).is_err());
        assert_eq!(Script::parse(&json!([])).unwrap(), Script::default());
        let control = json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "a\u{1}b"}]}]}]);
        let e = Script::parse(&control).unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.message.code),
            ("script", FieldCode::Character)
        );
        let lines = json!([{"kind": "TEXT", "content": [{"type": "paragraph", "children": [{"text": "a\tb\nc\r\n"}]}]}]);
        assert!(Script::parse(&lines).is_ok());
    }
}
