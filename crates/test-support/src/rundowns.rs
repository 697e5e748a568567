//! Typed builders of rundowns and stories for the tests of the rundowns service and of the services
//! that read rundowns: domain values only, so any store or API can take them.
//!
//! ```
//! use newsroom_test_support::rundowns::{RundownBuilder, StoryBuilder};
//!
//! let layout = RundownBuilder::new()
//!     .block("A", [StoryBuilder::new("FIRE").head(10).vt(90), StoryBuilder::new("WEATHER")])
//!     .standby([StoryBuilder::new("SPARE")])
//!     .build();
//! assert_eq!(layout.len(), 2);
//! assert_eq!(layout[0].stories[0].total().as_secs(), 100);
//! ```

use newsroom_domain::ids::{BlockId, RundownId};
use newsroom_domain::rundown::{Story, StoryKind};
use newsroom_domain::time::Duration;

/// A story with the fields a test sets; durations in whole seconds. Its ids are placeholders (the
/// store assigns them).
#[derive(Debug, Clone)]
pub struct StoryBuilder {
    story: Story,
}

impl StoryBuilder {
    /// An empty story: no durations, not approved, not private, BLANK.
    pub fn new(slug: &str) -> Self {
        StoryBuilder {
            story: Story::new(BlockId::from_db(1), RundownId::from_db(1), slug),
        }
    }

    /// The producer's planned duration, seconds.
    pub fn estimated(mut self, secs: i64) -> Self {
        self.story.estimated = Duration::from_secs(secs);
        self
    }

    /// The head (presenter on camera), seconds.
    pub fn head(mut self, secs: i64) -> Self {
        self.story.parts.head = Duration::from_secs(secs);
        self
    }

    /// The VT (packaged report), seconds.
    pub fn vt(mut self, secs: i64) -> Self {
        self.story.parts.vt = Duration::from_secs(secs);
        self
    }

    /// Approved by the producer.
    pub fn approved(mut self) -> Self {
        self.story.approved = true;
        self
    }

    /// Private to its owners.
    pub fn private(mut self) -> Self {
        self.story.private = true;
        self
    }

    /// The story's kind.
    pub fn kind(mut self, kind: StoryKind) -> Self {
        self.story.info.kind = kind;
        self
    }

    /// The story.
    pub fn build(self) -> Story {
        self.story
    }
}

impl From<StoryBuilder> for Story {
    fn from(b: StoryBuilder) -> Story {
        b.build()
    }
}

/// One block of a [`RundownBuilder`]'s layout.
#[derive(Debug, Clone)]
pub struct BlockLayout {
    /// Name ("A", "B", ...).
    pub name: String,
    /// The standby block (always last).
    pub stand_by: bool,
    /// The break at its end.
    pub commercial: Duration,
    /// Its stories, in order.
    pub stories: Vec<Story>,
}

/// The blocks of a rundown, in order, the standby block last.
#[derive(Debug, Clone, Default)]
pub struct RundownBuilder {
    blocks: Vec<BlockLayout>,
    standby: Vec<Story>,
}

impl RundownBuilder {
    /// No blocks but the (empty) standby block.
    pub fn new() -> Self {
        RundownBuilder::default()
    }

    /// Adds a block with these stories and no break.
    pub fn block(mut self, name: &str, stories: impl IntoIterator<Item = StoryBuilder>) -> Self {
        self.blocks.push(BlockLayout {
            name: name.to_owned(),
            stand_by: false,
            commercial: Duration::ZERO,
            stories: stories.into_iter().map(StoryBuilder::build).collect(),
        });
        self
    }

    /// Sets the break of the last block added, seconds.
    pub fn commercial(mut self, secs: i64) -> Self {
        if let Some(b) = self.blocks.last_mut() {
            b.commercial = Duration::from_secs(secs);
        }
        self
    }

    /// The stories of the standby block.
    pub fn standby(mut self, stories: impl IntoIterator<Item = StoryBuilder>) -> Self {
        self.standby = stories.into_iter().map(StoryBuilder::build).collect();
        self
    }

    /// The blocks in order, the standby block (named "Standby") last.
    pub fn build(self) -> Vec<BlockLayout> {
        let mut blocks = self.blocks;
        blocks.push(BlockLayout {
            name: "Standby".to_owned(),
            stand_by: true,
            commercial: Duration::ZERO,
            stories: self.standby,
        });
        blocks
    }
}
