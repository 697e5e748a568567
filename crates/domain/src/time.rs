//! Durations and times of day as rundown timing uses them (timing.md, "Inputs").
//!
//! Both are exact to the second. A [`Duration`] is written as an ISO-8601 duration (`PT1M30S`, zero
//! `PT0S`, negative `-PT20S`); a [`TimeOfDay`] as `HH:mm:ss`. [`Clock`] is a point on the rundown's
//! timeline in seconds from the midnight that starts the rundown's date, so a show that runs past
//! midnight keeps increasing values; it is written modulo 24 hours.

use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Why a duration or time text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeParseError {
    /// Not an ISO-8601 duration of the form `[-]P[nD]T[nH][nM][nS]` with whole numbers.
    #[error("not an ISO-8601 duration: {0:?}")]
    Duration(String),
    /// Not a time of day `HH:mm` or `HH:mm:ss` (hours 0-23).
    #[error("not a time of day (HH:mm:ss): {0:?}")]
    TimeOfDay(String),
}

/// A signed length of time in whole seconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Duration(i64);

impl Duration {
    /// Zero, written `PT0S`.
    pub const ZERO: Duration = Duration(0);

    /// A duration of `secs` seconds.
    pub const fn from_secs(secs: i64) -> Self {
        Duration(secs)
    }

    /// The length in seconds.
    pub const fn as_secs(self) -> i64 {
        self.0
    }

    /// True when negative.
    pub const fn is_negative(self) -> bool {
        self.0 < 0
    }

    /// Parses `[-]P[nD][T[nH][nM][nS]]` (whole numbers; weeks, months and years are refused because
    /// they have no fixed length). `PT` alone and `P` alone are refused.
    pub fn parse_iso(text: &str) -> Result<Self, TimeParseError> {
        let err = || TimeParseError::Duration(text.to_owned());
        let (negative, rest) = match text.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, text),
        };
        let rest = rest.strip_prefix('P').ok_or_else(err)?;
        let (date_part, time_part) = match rest.split_once('T') {
            Some((d, t)) => (d, Some(t)),
            None => (rest, None),
        };
        let mut total: i64 = 0;
        let mut any = false;
        let mut take = |part: &str, units: &[(char, i64)]| -> Result<(), TimeParseError> {
            let mut num = String::new();
            let mut next_unit = 0;
            for c in part.chars() {
                if c.is_ascii_digit() {
                    num.push(c);
                    continue;
                }
                let pos = units[next_unit..]
                    .iter()
                    .position(|(u, _)| *u == c)
                    .ok_or_else(err)?;
                if num.is_empty() || num.len() > 12 {
                    return Err(err());
                }
                let n: i64 = num.parse().map_err(|_| err())?;
                total = total
                    .checked_add(n * units[next_unit + pos].1)
                    .ok_or_else(err)?;
                next_unit += pos + 1;
                num.clear();
                any = true;
            }
            if num.is_empty() { Ok(()) } else { Err(err()) }
        };
        take(date_part, &[('D', 86_400)])?;
        if let Some(t) = time_part {
            if t.is_empty() {
                return Err(err());
            }
            take(t, &[('H', 3_600), ('M', 60), ('S', 1)])?;
        }
        if !any {
            return Err(err());
        }
        Ok(Duration(if negative { -total } else { total }))
    }

    /// Writes the ISO-8601 form with hours, minutes and seconds (`PT1H2M3S`, `PT0S`, `-PT20S`).
    pub fn to_iso(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("PT0S");
        }
        if self.0 < 0 {
            f.write_str("-")?;
        }
        let s = self.0.unsigned_abs();
        let (h, m, sec) = (s / 3600, (s % 3600) / 60, s % 60);
        f.write_str("PT")?;
        if h > 0 {
            write!(f, "{h}H")?;
        }
        if m > 0 {
            write!(f, "{m}M")?;
        }
        if sec > 0 {
            write!(f, "{sec}S")?;
        }
        Ok(())
    }
}

impl Add for Duration {
    type Output = Duration;
    fn add(self, rhs: Duration) -> Duration {
        Duration(self.0 + rhs.0)
    }
}

impl AddAssign for Duration {
    fn add_assign(&mut self, rhs: Duration) {
        self.0 += rhs.0;
    }
}

impl Sub for Duration {
    type Output = Duration;
    fn sub(self, rhs: Duration) -> Duration {
        Duration(self.0 - rhs.0)
    }
}

impl Neg for Duration {
    type Output = Duration;
    fn neg(self) -> Duration {
        Duration(-self.0)
    }
}

impl std::iter::Sum for Duration {
    fn sum<I: Iterator<Item = Duration>>(iter: I) -> Duration {
        iter.fold(Duration::ZERO, Add::add)
    }
}

impl Serialize for Duration {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Duration {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Duration::parse_iso(&text).map_err(serde::de::Error::custom)
    }
}

/// A wall-clock time of day, seconds after midnight (0..86 400).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TimeOfDay(u32);

impl TimeOfDay {
    /// Seconds after midnight; `None` past 23:59:59.
    pub fn from_secs(secs: u32) -> Option<Self> {
        (secs < 86_400).then_some(TimeOfDay(secs))
    }

    /// `HH:mm:ss` from its parts; `None` when out of range.
    pub fn from_hms(h: u32, m: u32, s: u32) -> Option<Self> {
        (h < 24 && m < 60 && s < 60).then(|| TimeOfDay(h * 3600 + m * 60 + s))
    }

    /// Seconds after midnight.
    pub const fn secs(self) -> u32 {
        self.0
    }

    /// Parses `HH:mm` or `HH:mm:ss` (mobile.md section 5).
    pub fn parse(text: &str) -> Result<Self, TimeParseError> {
        let err = || TimeParseError::TimeOfDay(text.to_owned());
        let parts: Vec<&str> = text.split(':').collect();
        if !(2..=3).contains(&parts.len()) || parts.iter().any(|p| p.len() != 2) {
            return Err(err());
        }
        let num = |p: &str| p.parse::<u32>().map_err(|_| err());
        let h = num(parts[0])?;
        let m = num(parts[1])?;
        let s = if parts.len() == 3 { num(parts[2])? } else { 0 };
        TimeOfDay::from_hms(h, m, s).ok_or_else(err)
    }
}

impl fmt::Display for TimeOfDay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:02}:{:02}:{:02}",
            self.0 / 3600,
            (self.0 % 3600) / 60,
            self.0 % 60
        )
    }
}

impl Serialize for TimeOfDay {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TimeOfDay {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        TimeOfDay::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A point on a rundown's timeline: seconds from the midnight that begins the rundown's date.
/// Values of a day or more fall on the next day; it is written as `HH:mm:ss` modulo 24 hours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Clock(i64);

impl Clock {
    /// The clock at `secs` seconds after the rundown date's midnight.
    pub const fn from_secs(secs: i64) -> Self {
        Clock(secs)
    }

    /// Seconds after the rundown date's midnight.
    pub const fn secs(self) -> i64 {
        self.0
    }

    /// The time of day it shows.
    pub fn time_of_day(self) -> TimeOfDay {
        TimeOfDay(self.0.rem_euclid(86_400) as u32)
    }
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.time_of_day().fmt(f)
    }
}

impl Add<Duration> for Clock {
    type Output = Clock;
    fn add(self, rhs: Duration) -> Clock {
        Clock(self.0 + rhs.0)
    }
}

impl Sub<Duration> for Clock {
    type Output = Clock;
    fn sub(self, rhs: Duration) -> Clock {
        Clock(self.0 - rhs.0)
    }
}

impl Sub for Clock {
    type Output = Duration;
    fn sub(self, rhs: Clock) -> Duration {
        Duration(self.0 - rhs.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_round_trips_and_writes_zero_as_pt0s() {
        for (text, secs) in [
            ("PT0S", 0),
            ("PT1M30S", 90),
            ("PT25M", 1500),
            ("PT1H", 3600),
            ("-PT20S", -20),
            ("-PT21M30S", -1290),
            ("PT1H2M3S", 3723),
        ] {
            let d = Duration::parse_iso(text).unwrap();
            assert_eq!(d.as_secs(), secs, "{text}");
            assert_eq!(d.to_iso(), text);
        }
    }

    #[test]
    fn iso_accepts_days_and_unnormalised_values() {
        assert_eq!(Duration::parse_iso("P1DT1S").unwrap().as_secs(), 86_401);
        assert_eq!(Duration::parse_iso("PT90S").unwrap().to_iso(), "PT1M30S");
    }

    #[test]
    fn iso_refuses_garbage() {
        for bad in [
            "", "P", "PT", "1M", "PT1.5S", "PT1S1M", "PT1M1M", "P1M", "PTXS", "PT-1S", "P1W", "PT1",
        ] {
            assert!(Duration::parse_iso(bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn time_of_day_parses_both_forms() {
        assert_eq!(TimeOfDay::parse("19:00").unwrap().to_string(), "19:00:00");
        assert_eq!(
            TimeOfDay::parse("07:05:09").unwrap().secs(),
            7 * 3600 + 5 * 60 + 9
        );
        for bad in [
            "24:00:00",
            "7:00",
            "19:60:00",
            "19-00-00",
            "19:00:00:00",
            "",
        ] {
            assert!(TimeOfDay::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn clock_wraps_past_midnight() {
        let c = Clock::from_secs(86_400 + 65);
        assert_eq!(c.to_string(), "00:01:05");
    }
}
