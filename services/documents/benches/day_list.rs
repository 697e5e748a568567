//! `just bench`: the desk's list of one day with 500 assignments (issue 13's goal: p99 <= 25 ms on
//! this machine), read from the store as the day's list reads it (`DocumentStore::find` with the
//! day, the viewer's private documents and programs), on SQLite as the embedded mode runs it, with
//! 20,000 assignments on other days around it. PostgreSQL (distributed) when `BENCH_DATABASE_URL`
//! names an empty database. No assertion: numbers to compare; the goal's verdict is printed.

use std::time::{Duration, Instant};

use chrono::{NaiveDate, Utc};
use newsroom_documents::store::{DocumentQuery, DocumentStore, SeaStore, Viewer};
use newsroom_domain::document::AssignmentFields;

const DAY: usize = 500;
const OTHER_DAYS: usize = 20_000;
const READS: usize = 200;
const GOAL_P99: Duration = Duration::from_millis(25);

fn fields(i: usize, date: NaiveDate) -> AssignmentFields {
    AssignmentFields {
        slug: format!("Assignment {i}"),
        content: "Talk to the residents, then the council. ".repeat(5),
        date,
        program_ids: vec![1 + (i % 10) as i64],
        producer_ids: vec![2],
        editor_ids: vec![3],
        reporter_ids: vec![4, 5],
        private: i.is_multiple_of(25),
        allowed_user_ids: if i.is_multiple_of(25) {
            vec![4]
        } else {
            vec![]
        },
        priority: i.is_multiple_of(7),
        pending: false,
        classification_id: None,
        editorial_id: None,
        type_id: None,
        vehicle_ids: vec![],
        attachment_ids: vec![],
        team_ids: vec![],
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("newsroom-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let url = std::env::var("BENCH_DATABASE_URL")
        .unwrap_or_else(|_| format!("sqlite://{}?mode=rwc", dir.join("documents.db").display()));
    let store = SeaStore::new(newsroom_platform::connect_database(&url).await?);
    store.migrate().await?;
    let day = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let started = Instant::now();
    let other: Vec<AssignmentFields> = (0..OTHER_DAYS)
        .map(|i| fields(i, day + chrono::Days::new(1 + (i % 300) as u64)))
        .collect();
    for chunk in other.chunks(500) {
        store.create(chunk, (2, "producer"), Utc::now()).await?;
    }
    let today: Vec<AssignmentFields> = (0..DAY).map(|i| fields(i, day)).collect();
    store.create(&today, (2, "producer"), Utc::now()).await?;
    println!(
        "{} assignments saved in {:.1} s ({url})",
        DAY + OTHER_DAYS,
        started.elapsed().as_secs_f64()
    );
    let viewer = Viewer {
        user: 4,
        programs: Some((1..=10).collect()),
    };
    let query = DocumentQuery {
        date: Some(day),
        ..DocumentQuery::default()
    };
    let mut times = Vec::with_capacity(READS);
    let mut listed = 0;
    for _ in 0..READS {
        let t = Instant::now();
        let (list, _) = store.find::<AssignmentFields>(&viewer, &query).await?;
        times.push(t.elapsed());
        listed = list.len();
    }
    times.sort_unstable();
    let at = |p: f64| times[((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1];
    println!(
        "day list of {listed} assignments: p50 {:.2?}, p99 {:.2?}, max {:.2?} (goal p99 {GOAL_P99:?}: {})",
        at(0.5),
        at(0.99),
        times.last().unwrap(),
        if at(0.99) <= GOAL_P99 {
            "met"
        } else {
            "MISSED"
        }
    );
    if std::env::var_os("BENCH_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}
