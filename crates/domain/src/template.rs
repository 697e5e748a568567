//! Rundown templates (web.md sections 1 and 7): the running order a program repeats every day, saved
//! from a rundown and used to create or recreate one. A template keeps blocks, breaks and stories
//! with their slugs, pages and planned durations; never approvals, display status or stop times,
//! which belong to one day's show.

use serde::{Deserialize, Serialize};

use crate::display::DisplayStatus;
use crate::error::{FieldCode, FieldError};
use crate::ids::{BlockId, RundownId, StoryId};
use crate::rundown::{Parts, Rundown, Story};
use crate::time::Duration;

/// A block of a template.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TemplateBlock {
    /// Block name.
    pub name: String,
    /// The standby block (exactly one, last).
    pub stand_by: bool,
    /// Break duration.
    pub commercial: Duration,
    /// Stories in order.
    pub stories: Vec<TemplateStory>,
}

/// A story of a template.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TemplateStory {
    /// Slug.
    pub slug: String,
    /// Page.
    pub page: String,
    /// Planned duration.
    pub estimated: Duration,
    /// Head, off, VT, link.
    pub head: Duration,
    /// Off.
    pub off: Duration,
    /// VT.
    pub vt: Duration,
    /// Link.
    pub link: Duration,
    /// Manual time.
    pub manual_time: Option<Duration>,
    /// Counted as zero.
    pub ignore_duration: bool,
}

impl TemplateStory {
    /// A fresh story of `block` built from this template story.
    pub fn to_story(&self, block: BlockId, rundown: RundownId) -> Story {
        let mut s = Story::new(block, rundown, self.slug.clone());
        s.page = self.page.clone();
        s.estimated = self.estimated;
        s.parts = Parts {
            head: self.head,
            off: self.off,
            vt: self.vt,
            link: self.link,
        };
        s.manual_time = self.manual_time;
        s.ignore_duration = self.ignore_duration;
        s
    }
}

/// The layout of a rundown created without a template: block "A" and the standby block.
pub fn default_layout() -> Vec<TemplateBlock> {
    let block = |name: &str, stand_by| TemplateBlock {
        name: name.to_owned(),
        stand_by,
        commercial: Duration::ZERO,
        stories: Vec::new(),
    };
    vec![block("A", false), block("Standby", true)]
}

/// Checks a template read back from storage or given by a client: at least one block, exactly one
/// standby block and it is last.
///
/// # Errors
/// A [`FieldError`] on `blocks`.
pub fn check_layout(blocks: &[TemplateBlock]) -> Result<(), FieldError> {
    let standby: Vec<usize> = blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| b.stand_by)
        .map(|(i, _)| i)
        .collect();
    if blocks.len() < 2 || standby != [blocks.len() - 1] {
        return Err(FieldError::new("blocks", FieldCode::TemplateLayout));
    }
    Ok(())
}

/// Letters for the page numbers of the n-th block: A..Z, then AA, AB, ...
fn block_letters(mut n: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

impl Rundown {
    /// The rundown's structure as a template.
    pub fn to_template(&self) -> Vec<TemplateBlock> {
        self.blocks
            .iter()
            .map(|b| TemplateBlock {
                name: b.name.clone(),
                stand_by: b.stand_by,
                commercial: b.commercial,
                stories: b
                    .stories
                    .iter()
                    .map(|s| TemplateStory {
                        slug: s.slug.clone(),
                        page: s.page.clone(),
                        estimated: s.estimated,
                        head: s.parts.head,
                        off: s.parts.off,
                        vt: s.parts.vt,
                        link: s.parts.link,
                        manual_time: s.manual_time,
                        ignore_duration: s.ignore_duration,
                    })
                    .collect(),
            })
            .collect()
    }

    /// True when no block holds a story (only then can it be recreated, web.md section 4).
    pub fn is_empty(&self) -> bool {
        self.blocks.iter().all(|b| b.stories.is_empty())
    }

    /// Repagination: page numbers per block in air order, the block's letter and the story's number
    /// (A1, A2, B1, ...); standby stories get no page. Returns only the stories whose page changes.
    pub fn pages(&self) -> Vec<(StoryId, String)> {
        self.blocks
            .iter()
            .filter(|b| !b.stand_by)
            .enumerate()
            .flat_map(|(bi, b)| {
                b.stories
                    .iter()
                    .enumerate()
                    .map(move |(si, s)| (s, format!("{}{}", block_letters(bi), si + 1)))
            })
            .chain(
                self.blocks
                    .iter()
                    .filter(|b| b.stand_by)
                    .flat_map(|b| &b.stories)
                    .map(|s| (s, String::new())),
            )
            .filter(|(s, page)| s.page != *page)
            .map(|(s, page)| (s.id, page))
            .collect()
    }

    /// True while the rundown is displayed (has aired).
    pub fn is_displayed(&self) -> bool {
        self.display_status == DisplayStatus::Stop
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_run_past_z() {
        assert_eq!(block_letters(0), "A");
        assert_eq!(block_letters(25), "Z");
        assert_eq!(block_letters(26), "AA");
        assert_eq!(block_letters(27), "AB");
    }

    #[test]
    fn layouts_need_one_standby_block_last() {
        assert!(check_layout(&default_layout()).is_ok());
        let mut l = default_layout();
        l.reverse();
        assert!(check_layout(&l).is_err());
        assert!(check_layout(&default_layout()[..1]).is_err());
    }
}
