//! Rundown settings (web.md section 9, "Rundown settings: lock interval after the end of the program";
//! "Retention settings in days: document trash, rundown logs, document versions"): how long after its
//! planned end a rundown locks itself, and how long deleted stories and documents, rundown log lines
//! and old versions of stories and documents are kept.
//!
//! Decisions (the spec gives no values): the lock is off until an administrator sets it, so nothing
//! changes for an installation that does not ask; deleted stories and documents are kept 30 days and
//! log lines 365; versions are kept until an administrator sets a retention (a story's text as it
//! went to air may be asked for long after); 0 keeps them forever. Purging versions keeps each story's
//! and document's latest one, so a history is never empty. A locked rundown is displayed (STOP), as if the producer had ended the show;
//! reopening it after its lock time needs RUNDOWN admin, and a rundown reopened so is not locked again
//! by itself.

use chrono::{NaiveDate, NaiveDateTime};

use crate::time::{Duration, TimeOfDay};
use crate::{FieldErrors, FieldMessage};

/// The longest lock interval: a week.
pub const LOCK_AFTER_END_MAX_SECS: i64 = 7 * 24 * 3600;
/// The longest retention, in days (ten years).
pub const RETENTION_MAX_DAYS: u32 = 3650;

/// The settings of the rundown desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RundownSettings {
    /// How long after its planned end a rundown locks itself; `None`: never.
    pub lock_after_end: Option<Duration>,
    /// Days a deleted story stays in the trash before it is purged; 0: forever.
    pub trash_retention_days: u32,
    /// Days rundown log lines are kept; 0: forever.
    pub log_retention_days: u32,
    /// Days versions (revisions) of stories and documents are kept, each one's latest always kept;
    /// 0: forever.
    pub version_retention_days: u32,
}

impl Default for RundownSettings {
    fn default() -> Self {
        Self {
            lock_after_end: None,
            trash_retention_days: 30,
            log_retention_days: 365,
            version_retention_days: 0,
        }
    }
}

impl RundownSettings {
    /// Checks the ranges: the lock interval from 0 to 7 days (`lockAfterEnd`), retentions from 0 to
    /// 3650 days (`trashRetentionDays`, `logRetentionDays`, `versionRetentionDays`).
    ///
    /// # Errors
    /// The field messages of every value out of range.
    pub fn check(&self) -> Result<(), FieldErrors> {
        let mut fields = FieldErrors::new();
        if let Some(d) = self.lock_after_end
            && !(0..=LOCK_AFTER_END_MAX_SECS).contains(&d.as_secs())
        {
            fields.insert(
                "lockAfterEnd".to_owned(),
                FieldMessage::range(0, LOCK_AFTER_END_MAX_SECS),
            );
        }
        for (field, days) in [
            ("trashRetentionDays", self.trash_retention_days),
            ("logRetentionDays", self.log_retention_days),
            ("versionRetentionDays", self.version_retention_days),
        ] {
            if days > RETENTION_MAX_DAYS {
                fields.insert(
                    field.to_owned(),
                    FieldMessage::range(0, i64::from(RETENTION_MAX_DAYS)),
                );
            }
        }
        if fields.is_empty() {
            Ok(())
        } else {
            Err(fields)
        }
    }

    /// When a rundown of `date` planned `start`..`end` (station time; an end before the start is on
    /// the next day) locks itself; `None` when the lock is off.
    pub fn lock_at(
        &self,
        date: NaiveDate,
        start: TimeOfDay,
        end: TimeOfDay,
    ) -> Option<NaiveDateTime> {
        let after = self.lock_after_end?;
        let day = if end.secs() < start.secs() {
            date.succ_opt()?
        } else {
            date
        };
        let end_at = day.and_hms_opt(0, 0, 0)? + chrono::TimeDelta::seconds(i64::from(end.secs()));
        Some(end_at + chrono::TimeDelta::seconds(after.as_secs()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(h: u32, m: u32) -> TimeOfDay {
        TimeOfDay::from_hms(h, m, 0).unwrap()
    }

    #[test]
    fn a_rundown_locks_its_interval_after_its_end() {
        let s = RundownSettings {
            lock_after_end: Some(Duration::from_secs(2 * 3600)),
            ..Default::default()
        };
        let day = NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
        assert_eq!(
            s.lock_at(day, t(19, 0), t(19, 45)).unwrap().to_string(),
            "2026-11-25 21:45:00"
        );
        // Ending after midnight: the next day.
        assert_eq!(
            s.lock_at(day, t(23, 30), t(0, 15)).unwrap().to_string(),
            "2026-11-26 02:15:00"
        );
        assert_eq!(
            RundownSettings::default().lock_at(day, t(19, 0), t(20, 0)),
            None
        );
    }

    #[test]
    fn values_out_of_range_are_named() {
        let bad = RundownSettings {
            lock_after_end: Some(Duration::from_secs(-1)),
            trash_retention_days: 3651,
            log_retention_days: 3650,
            version_retention_days: 4000,
        };
        let fields = bad.check().unwrap_err();
        assert!(fields.contains_key("lockAfterEnd"));
        assert!(fields.contains_key("trashRetentionDays"));
        assert!(!fields.contains_key("logRetentionDays"));
        assert!(fields.contains_key("versionRetentionDays"));
        assert!(RundownSettings::default().check().is_ok());
    }
}
