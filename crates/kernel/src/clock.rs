//! The shop's clock, and what "today" means for a shopper in Myanmar.
//!
//! Rules about calendar days (the daily sign-in) read the time here instead of the machine's, so
//! tests can put the shop a minute before or after midnight in Yangon, or a few days later, without
//! waiting. In production the clock is the machine's: nothing moves it unless the server was
//! started with `MALL_TEST_CLOCK` (browser tests), which adds `PUT /api/test/clock`.

use std::sync::{
    atomic::{AtomicI64, Ordering},
    Arc,
};

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, Utc};

/// Myanmar Standard Time: UTC+06:30 all year (no daylight saving).
pub fn myanmar_offset() -> FixedOffset {
    FixedOffset::east_opt(6 * 3600 + 30 * 60).expect("a valid offset")
}

/// A calendar day in Yangon as a half-open range of instants: `[its midnight, the next midnight)`.
pub fn myanmar_day_range(day: NaiveDate) -> (DateTime<Utc>, DateTime<Utc>) {
    let start = |d: NaiveDate| {
        let midnight = d.and_hms_opt(0, 0, 0).expect("midnight exists");
        (midnight - Duration::minutes(6 * 60 + 30)).and_utc()
    };
    (start(day), start(day + Duration::days(1)))
}

/// The machine's time plus an offset that only tests change.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    offset_ms: Arc<AtomicI64>,
}

impl Clock {
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + Duration::milliseconds(self.offset_ms.load(Ordering::Relaxed))
    }

    /// The calendar day in Yangon right now.
    pub fn myanmar_today(&self) -> NaiveDate {
        self.now().with_timezone(&myanmar_offset()).date_naive()
    }

    /// Today in Yangon as a half-open range of instants, `[midnight, next midnight)` (what "today's
    /// orders" and "sales today" count).
    pub fn myanmar_today_range(&self) -> (DateTime<Utc>, DateTime<Utc>) {
        myanmar_day_range(self.myanmar_today())
    }

    /// Makes `now()` answer `at` (and go on from there).
    pub fn set(&self, at: DateTime<Utc>) {
        self.offset_ms.store((at - Utc::now()).num_milliseconds(), Ordering::Relaxed);
    }

    /// Moves the clock forward (or back, with a negative duration).
    pub fn advance(&self, by: Duration) {
        self.offset_ms.fetch_add(by.num_milliseconds(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_in_yangon_turns_at_half_past_five_utc() {
        let clock = Clock::default();
        clock.set("2026-11-24T17:29:00Z".parse().unwrap());
        assert_eq!(clock.myanmar_today().to_string(), "2026-11-24");
        clock.set("2026-11-24T17:31:00Z".parse().unwrap());
        assert_eq!(clock.myanmar_today().to_string(), "2026-11-25");
        clock.advance(Duration::days(2));
        assert_eq!(clock.myanmar_today().to_string(), "2026-11-27");
    }

    #[test]
    fn a_myanmar_day_starts_at_half_past_five_utc_the_day_before() {
        let (start, end) = myanmar_day_range("2026-11-25".parse().unwrap());
        assert_eq!(start.to_rfc3339(), "2026-11-24T17:30:00+00:00");
        assert_eq!(end.to_rfc3339(), "2026-11-25T17:30:00+00:00");
    }
}
