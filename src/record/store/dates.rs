//! Dates and times for records and file names, in UTC from the system clock.

use std::time::{SystemTime, UNIX_EPOCH};

/// Today's date as PGN wants it (`2026.11.30`), in UTC.
pub fn pgn_date() -> String {
    let (y, m, d, _) = utc_now();
    format!("{y:04}.{m:02}.{d:02}")
}

/// Now, UTC, for file names: `2026-12-01-140312`.
pub fn timestamp() -> String {
    let (y, m, d, secs) = utc_now();
    format!(
        "{y:04}-{m:02}-{d:02}-{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// (year, month, day, seconds of the day), UTC.
fn utc_now() -> (i64, u32, u32, u64) {
    utc_parts(SystemTime::now())
}

fn utc_parts(time: SystemTime) -> (i64, u32, u32, u64) {
    let secs = time
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    (y, m, d, secs % 86_400)
}

/// A time to the minute, UTC: `2026-12-01 14:03`.
pub fn utc_minute(time: SystemTime) -> String {
    let (y, m, d, secs) = utc_parts(time);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        secs / 3600,
        secs / 60 % 60
    )
}

/// Days since 1970-01-01 to a Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
