//! Rundown settings and the housekeeping they drive (web.md section 9; the decisions are in
//! `newsroom_domain::rundown_settings`): rundowns lock themselves their interval after their planned
//! end ([`RundownService::lock_overdue`]), deleted stories and log lines go after their retention
//! ([`RundownService::purge`]); [`crate::spawn_housekeeping`] runs both.

use chrono::{DateTime, Local, NaiveDateTime, TimeZone, Utc};
use newsroom_domain::display::DisplayStatus;
use newsroom_domain::rundown::Rundown;
use newsroom_domain::rundown_settings::RundownSettings;
use newsroom_domain::time::Duration;

use super::{Actor, Result, RundownError, RundownService};
use crate::store::{Store, StoreError};

const LOCK_AFTER_END: &str = "rundown.lock_after_end";
const TRASH_DAYS: &str = "retention.trash_days";
const LOG_DAYS: &str = "retention.log_days";
const VERSION_DAYS: &str = "retention.version_days";

/// A stored setting that does not parse: reported, never read as the default.
fn corrupt(key: &str, raw: &str) -> RundownError {
    RundownError::Store(StoreError::Corrupt {
        table: "settings",
        id: 0,
        detail: format!("{key}: {raw:?}"),
    })
}

/// A station-time moment as UTC (the earlier one when the clock goes back, none in a gap).
fn station_to_utc(at: NaiveDateTime) -> Option<DateTime<Utc>> {
    Local
        .from_local_datetime(&at)
        .earliest()
        .map(|t| t.with_timezone(&Utc))
}

impl<S: Store> RundownService<S> {
    /// The settings as stored (defaults for what was never set).
    pub async fn settings(&self) -> Result<RundownSettings> {
        let mut s = RundownSettings::default();
        if let Some(raw) = self.store.setting(LOCK_AFTER_END).await? {
            s.lock_after_end = match raw.as_str() {
                "" => None,
                iso => Some(Duration::parse_iso(iso).map_err(|_| corrupt(LOCK_AFTER_END, iso))?),
            };
        }
        for (key, value) in [
            (TRASH_DAYS, &mut s.trash_retention_days),
            (LOG_DAYS, &mut s.log_retention_days),
            (VERSION_DAYS, &mut s.version_retention_days),
        ] {
            if let Some(raw) = self.store.setting(key).await? {
                *value = raw.parse().map_err(|_| corrupt(key, &raw))?;
            }
        }
        Ok(s)
    }

    /// Saves the settings (all or none); `Validation` for values out of range.
    pub async fn set_settings(&self, s: RundownSettings) -> Result<RundownSettings> {
        s.check().map_err(RundownError::Validation)?;
        let lock = s.lock_after_end.map(Duration::to_iso).unwrap_or_default();
        self.store
            .put_settings(&[
                (LOCK_AFTER_END, lock),
                (TRASH_DAYS, s.trash_retention_days.to_string()),
                (LOG_DAYS, s.log_retention_days.to_string()),
                (VERSION_DAYS, s.version_retention_days.to_string()),
            ])
            .await?;
        self.settings().await
    }

    /// Whether reopening rundown `r` is refused to the caller: its lock time has passed and the
    /// caller is no rundown administrator (the system itself may). Marks a permitted late reopening,
    /// so the rundown is not locked again by itself.
    pub(super) async fn check_reopen(&self, r: &Rundown, now: DateTime<Utc>) -> Result<()> {
        let at = self
            .settings()
            .await?
            .lock_at(r.date, r.start, r.end)
            .and_then(station_to_utc);
        if at.is_none_or(|at| now < at) {
            return Ok(());
        }
        if newsroom_proto::caller::current().is_some_and(|c| !c.rundown_admin) {
            return Err(RundownError::Forbidden);
        }
        self.store.set_reopened_late(r.id, true).await?;
        Ok(())
    }

    /// Locks (displays, STOP) every open rundown whose lock time is past at `now`; how many. Rundowns
    /// of the last week only: older ones were locked by an earlier sweep or reopened late.
    pub async fn lock_overdue(&self, now: DateTime<Utc>) -> Result<usize> {
        let settings = self.settings().await?;
        if settings.lock_after_end.is_none() {
            return Ok(0);
        }
        let since = now.with_timezone(&Local).date_naive() - chrono::TimeDelta::days(8);
        let system = Actor {
            user_id: 0,
            nickname: "Newsroom (lock after the end)".to_owned(),
        };
        let mut locked = 0;
        for r in self.store.open_rundowns(since).await? {
            let due = settings
                .lock_at(r.date, r.start, r.end)
                .and_then(station_to_utc)
                .is_some_and(|at| at <= now);
            if due {
                self.set_rundown_display(r.id, DisplayStatus::Stop, &system)
                    .await?;
                tracing::info!(rundown = r.id.get(), date = %r.date, "rundown locked after its end");
                locked += 1;
            }
        }
        Ok(locked)
    }

    /// Deletes the stories trashed, the log lines written and the story versions saved (each
    /// story's latest kept) longer ago than their retention; answers how many of each.
    pub async fn purge(&self, now: DateTime<Utc>) -> Result<(u64, u64, u64)> {
        let s = self.settings().await?;
        let before = |days: u32| now - chrono::TimeDelta::days(i64::from(days));
        let trash = match s.trash_retention_days {
            0 => 0,
            days => self.store.purge_trash(before(days)).await?,
        };
        let logs = match s.log_retention_days {
            0 => 0,
            days => self.store.purge_logs(before(days)).await?,
        };
        let versions = match s.version_retention_days {
            0 => 0,
            days => self.store.purge_versions(before(days)).await?,
        };
        if trash + logs + versions > 0 {
            tracing::info!(
                trash,
                logs,
                versions,
                "rundown trash, logs and story versions past their retention purged"
            );
        }
        Ok((trash, logs, versions))
    }
}
