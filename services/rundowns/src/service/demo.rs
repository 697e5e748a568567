//! Demo programs and rundowns (README, "Demo data"): three programs and, for the given date, a
//! realistic rundown of each (blocks with commercial breaks, stories with part durations, some
//! approved, a standby block with spare stories). Written for this project; no real broadcaster's data.

use chrono::NaiveDate;
use newsroom_domain::ids::{BlockId, RundownId};
use newsroom_domain::rundown::{Parts, Presenter, Story};
use newsroom_domain::time::{Duration, TimeOfDay};

use super::{Result, RundownService};
use crate::store::{NewBlock, NewProgram, Store};

/// (slug, estimated, head, off, vt, link, approved), durations in seconds.
type DemoStory = (&'static str, i64, i64, i64, i64, i64, bool);

/// (block name, commercial seconds, standby, stories).
type DemoBlock = (&'static str, i64, bool, &'static [DemoStory]);

const EVENING: &[DemoBlock] = &[
    (
        "A",
        120,
        false,
        &[
            ("OPEN / HEADLINES", 45, 20, 0, 25, 0, true),
            ("CITY COUNCIL BUDGET VOTE", 150, 25, 0, 105, 5, true),
            ("BUDGET REACTION LIVE", 60, 15, 40, 0, 10, true),
            ("TRANSIT STRIKE UPDATE", 50, 20, 35, 0, 0, false),
        ],
    ),
    (
        "B",
        150,
        false,
        &[
            ("HOSPITAL WAIT TIMES", 180, 20, 0, 160, 0, true),
            ("WILDFIRE EVACUATIONS", 150, 15, 30, 110, 0, true),
            ("HEALTH MINISTER LIVE", 240, 240, 0, 0, 0, false),
            ("INTEREST RATE DECISION", 45, 20, 25, 0, 0, false),
            ("TEASE: SPORTS", 25, 10, 0, 15, 0, true),
        ],
    ),
    (
        "C",
        90,
        false,
        &[
            ("DERBY PREVIEW", 150, 15, 0, 130, 0, true),
            ("MARATHON RECORD", 40, 10, 35, 0, 0, false),
            ("SPORTS SCORES", 30, 30, 0, 0, 0, true),
            ("STOCKS AND CURRENCIES", 45, 15, 30, 0, 0, true),
        ],
    ),
    (
        "D",
        0,
        false,
        &[
            ("WEATHER", 150, 10, 120, 0, 0, true),
            ("KICKER: DOG RESCUE", 75, 15, 0, 65, 0, false),
            ("GOODNIGHT", 15, 10, 0, 0, 0, true),
        ],
    ),
    (
        "Standby",
        0,
        true,
        &[
            ("ELECTION POLL (SPARE)", 110, 20, 0, 90, 0, false),
            ("FEATURE: LOCAL BAKERY", 135, 15, 0, 120, 0, false),
        ],
    ),
];

const MIDDAY: &[DemoBlock] = &[
    (
        "A",
        90,
        false,
        &[
            ("HEADLINES", 30, 30, 0, 0, 0, true),
            ("MOTORWAY CRASH", 80, 15, 60, 0, 0, true),
            ("SCHOOL MEALS PLAN", 100, 20, 0, 85, 0, false),
        ],
    ),
    (
        "B",
        0,
        false,
        &[
            ("MARKETS", 40, 10, 30, 0, 0, true),
            ("WEATHER", 60, 10, 50, 0, 0, true),
        ],
    ),
    (
        "Standby",
        0,
        true,
        &[("COURT VERDICT (SPARE)", 45, 15, 30, 0, 0, false)],
    ),
];

const LATE: &[DemoBlock] = &[
    (
        "A",
        120,
        false,
        &[
            ("LATE HEADLINES", 40, 40, 0, 0, 0, true),
            ("SUMMIT TALKS RUN LATE", 140, 20, 0, 115, 5, false),
            ("NIGHT SHIFT NURSES", 150, 15, 0, 135, 0, false),
        ],
    ),
    (
        "B",
        0,
        false,
        &[
            ("TOMORROW'S PAPERS", 120, 20, 100, 0, 0, false),
            ("FORECAST", 45, 10, 35, 0, 0, true),
        ],
    ),
    ("Standby", 0, true, &[]),
];

/// (name, start, end, production seconds, rundown).
type DemoProgram = (
    &'static str,
    &'static str,
    &'static str,
    Option<i64>,
    &'static [DemoBlock],
);

const PROGRAMS: &[DemoProgram] = &[
    ("Evening News", "19:00:00", "19:30:00", Some(1500), EVENING),
    ("Midday Bulletin", "12:00:00", "12:15:00", Some(720), MIDDAY),
    ("Late Edition", "23:40:00", "00:10:00", None, LATE),
];

/// The demo programs' presenters and their reading rates (words a minute).
const PRESENTERS: &[(&str, &str, u32)] = &[
    ("Evening News", "Maria Costa", 165),
    ("Evening News", "David Okafor", 190),
    ("Midday Bulletin", "Lena Fischer", 175),
    ("Late Edition", "Tom Reyes", 150),
];

fn secs(s: i64) -> Duration {
    Duration::from_secs(s)
}

impl<S: Store> RundownService<S> {
    /// Creates the demo programs when there are none, and each demo program's rundown for `date` when
    /// it has none yet; returns how many rundowns it created. Run at every start with `--demo`, so a
    /// newcomer always finds today's show.
    pub async fn seed_demo(&self, date: NaiveDate) -> Result<usize> {
        if self.store.list_programs().await?.is_empty() {
            for (name, start, end, production, _) in PROGRAMS {
                let id = self
                    .store
                    .create_program(NewProgram {
                        name: (*name).to_owned(),
                        start: TimeOfDay::parse(start).unwrap_or_default(),
                        end: TimeOfDay::parse(end).unwrap_or_default(),
                        production: production.map(secs),
                        settings: Default::default(),
                    })
                    .await?;
                let presenters: Vec<Presenter> = PRESENTERS
                    .iter()
                    .filter(|(program, _, _)| program == name)
                    .map(|(_, name, wpm)| Presenter {
                        name: (*name).to_owned(),
                        words_per_minute: *wpm,
                    })
                    .collect();
                self.store.set_presenters(id, &presenters).await?;
            }
        }
        let mut created = 0;
        for program in self.store.list_programs().await? {
            let Some((_, _, _, _, blocks)) = PROGRAMS.iter().find(|p| p.0 == program.name) else {
                continue;
            };
            if self.store.find_rundown(program.id, date).await?.is_some() {
                continue;
            }
            let new_blocks = blocks
                .iter()
                .map(|(name, c, stand_by, stories)| NewBlock {
                    name: (*name).to_owned(),
                    stand_by: *stand_by,
                    commercial: secs(*c),
                    stories: stories
                        .iter()
                        .enumerate()
                        .map(|(i, (slug, est, head, off, vt, link, approved))| {
                            let mut story =
                                Story::new(BlockId::from_db(1), RundownId::from_db(1), *slug);
                            story.page = if *stand_by {
                                String::new()
                            } else {
                                format!("{name}{}", i + 1)
                            };
                            (story.estimated, story.approved) = (secs(*est), *approved);
                            story.parts = Parts {
                                head: secs(*head),
                                off: secs(*off),
                                vt: secs(*vt),
                                link: secs(*link),
                            };
                            story
                        })
                        .collect(),
                })
                .collect();
            self.store
                .create_rundown(&program, date, new_blocks)
                .await?;
            created += 1;
        }
        if created > 0 {
            tracing::info!(%date, rundowns = created, "demo rundowns seeded");
        }
        Ok(created)
    }
}
