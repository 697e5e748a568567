//! MOS times and durations (MOS 2.8.5 §6: `YYYY-MM-DD'T'hh:mm:ss[,ddd]['Z'|±hh:mm]`; durations of
//! running orders as `hh:mm:ss`, of items in timebase units per second).

use chrono::{DateTime, FixedOffset, NaiveDateTime, TimeZone, Utc};

/// Reads a MOS time. A comma or a dot may start the fraction; a time without a zone is taken as UTC.
/// `None` when it is not a time.
pub fn parse_time(text: &str) -> Option<DateTime<Utc>> {
    let t = text.trim().replace(',', ".");
    if let Ok(dt) = DateTime::<FixedOffset>::parse_from_rfc3339(&t) {
        return Some(dt.with_timezone(&Utc));
    }
    let t = t.strip_suffix('Z').unwrap_or(&t);
    if let Ok(dt) = DateTime::parse_from_str(t, "%Y-%m-%dT%H:%M:%S%.f%:z") {
        return Some(dt.with_timezone(&Utc));
    }
    NaiveDateTime::parse_from_str(t, "%Y-%m-%dT%H:%M:%S%.f")
        .ok()
        .map(|n| Utc.from_utc_datetime(&n))
}

/// Writes a time in the MOS format, UTC with milliseconds: `2026-11-22T19:05:11,859Z`.
pub fn format_time(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S,%3fZ").to_string()
}

/// `hh:mm:ss` of a duration in milliseconds (rounded down to the second), as `roEdDur` wants it.
pub fn format_hms(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Milliseconds of `h:mm:ss` / `mm:ss` / `ss` text; `None` when it is not one.
pub fn parse_hms(text: &str) -> Option<i64> {
    let mut total = 0i64;
    for part in text.trim().split(':') {
        total = total * 60 + part.trim().parse::<i64>().ok()?;
    }
    Some(total * 1000)
}

/// Milliseconds of a duration in timebase units (`objDur`/`itemEdDur` with `objTB` units per second);
/// a timebase of 0 (stills) gives 0.
pub fn units_to_ms(units: u64, timebase: u32) -> i64 {
    if timebase == 0 {
        0
    } else {
        (units as u128 * 1000 / timebase as u128) as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_forms_peers_send() {
        let z = parse_time("2024-01-01T10:00:00,000Z").unwrap();
        assert_eq!(format_time(z), "2024-01-01T10:00:00,000Z");
        assert_eq!(
            format_time(parse_time("2026-11-22T19:05:11,859").unwrap()),
            "2026-11-22T19:05:11,859Z"
        );
        assert_eq!(
            format_time(parse_time("2009-04-11T17:20:42+02:00").unwrap()),
            "2009-04-11T15:20:42,000Z"
        );
        assert_eq!(
            format_time(parse_time("2009-04-11T17:20:42.5-01:00").unwrap()),
            "2009-04-11T18:20:42,500Z"
        );
        assert_eq!(parse_time("xx"), None);
    }

    #[test]
    fn durations() {
        assert_eq!(format_hms(3_505_000), "0:58:25");
        assert_eq!(parse_hms("0:58:25"), Some(3_505_000));
        assert_eq!(parse_hms("a:b"), None);
        assert_eq!(units_to_ms(1500, 50), 30_000);
        assert_eq!(units_to_ms(10, 0), 0);
    }
}
