//! A report's range: Myanmar calendar days `from` to `to`, both included, at most five years, and
//! how it is cut into buckets (days, ISO weeks from Monday, calendar months).

use async_graphql::{InputValueError, InputValueResult, Scalar, ScalarType, Value};
use chrono::{DateTime, Datelike, Duration, Months, NaiveDate, Utc};
use kernel::{clock::myanmar_day_range, AppError, AppResult, Msg};

/// A calendar day, `YYYY-MM-DD` (in reports: a day in Yangon, UTC+06:30).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date(pub NaiveDate);

#[Scalar(name = "Date")]
impl ScalarType for Date {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::String(text) => NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .map(Date)
                .map_err(|_| InputValueError::custom("a date is written YYYY-MM-DD")),
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn to_value(&self) -> Value {
        Value::String(self.0.format("%Y-%m-%d").to_string())
    }
}

/// How a report's range is cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, async_graphql::Enum)]
pub enum ReportBucket {
    /// One Myanmar calendar day.
    Day,
    /// A week from Monday to Sunday (the first and last may be cut by the range).
    Week,
    /// A calendar month (the first and last may be cut by the range).
    Month,
}

/// The longest range a report or an export covers: five years.
pub const MAX_MONTHS: u32 = 60;

/// A checked range of Myanmar days, `to` included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayRange {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl DayRange {
    /// Refuses a reversed range (on `to`) and one over five years (on `to`), in the caller's
    /// language.
    pub fn new(from: NaiveDate, to: NaiveDate) -> AppResult<DayRange> {
        if to < from {
            return Err(AppError::invalid("to", Msg::new("reports.range_reversed")));
        }
        if from.checked_add_months(Months::new(MAX_MONTHS)).is_none_or(|limit| to >= limit) {
            return Err(AppError::invalid("to", Msg::new("reports.range_too_long")));
        }
        Ok(DayRange { from, to })
    }

    /// Reads `YYYY-MM-DD` texts (REST query parameters): a missing or malformed date is refused
    /// on its own field.
    pub fn parse(from: Option<&str>, to: Option<&str>) -> AppResult<DayRange> {
        let day = |field: &'static str, text: Option<&str>| -> AppResult<NaiveDate> {
            text.and_then(|t| NaiveDate::parse_from_str(t.trim(), "%Y-%m-%d").ok())
                .ok_or_else(|| AppError::invalid(field, Msg::new("reports.date_invalid")))
        };
        DayRange::new(day("from", from)?, day("to", to)?)
    }

    /// The instants the range covers: `[from's midnight in Yangon, the midnight after to)`.
    pub fn instants(&self) -> (DateTime<Utc>, DateTime<Utc>) {
        (myanmar_day_range(self.from).0, myanmar_day_range(self.to).1)
    }

    /// Every bucket's first day, in order: the bucket of `from` (a Monday or the 1st, which may
    /// be before `from`), then each next one up to the bucket of `to`.
    pub fn bucket_starts(&self, bucket: ReportBucket) -> Vec<NaiveDate> {
        let mut starts = Vec::new();
        let mut start = bucket_start(bucket, self.from);
        while start <= self.to {
            starts.push(start);
            start = next_start(bucket, start);
        }
        starts
    }
}

/// The first day of the bucket holding `day`.
pub fn bucket_start(bucket: ReportBucket, day: NaiveDate) -> NaiveDate {
    match bucket {
        ReportBucket::Day => day,
        ReportBucket::Week => day - Duration::days(i64::from(day.weekday().num_days_from_monday())),
        ReportBucket::Month => day.with_day(1).expect("every month has a first day"),
    }
}

fn next_start(bucket: ReportBucket, start: NaiveDate) -> NaiveDate {
    match bucket {
        ReportBucket::Day => start + Duration::days(1),
        ReportBucket::Week => start + Duration::days(7),
        ReportBucket::Month => start.checked_add_months(Months::new(1)).expect("a date within range"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_range_is_at_most_five_years_and_never_reversed() {
        assert!(DayRange::new(d("2026-01-01"), d("2030-12-31")).is_ok());
        assert!(DayRange::new(d("2026-01-01"), d("2031-01-01")).is_err(), "five years and a day");
        assert!(DayRange::new(d("2026-01-02"), d("2026-01-01")).is_err());
        assert!(DayRange::new(d("2026-01-01"), d("2026-01-01")).is_ok(), "one day");
        assert!(DayRange::parse(Some("2026-1-1x"), Some("2026-01-02")).is_err());
        assert!(DayRange::parse(None, Some("2026-01-02")).is_err());
    }

    #[test]
    fn buckets_are_days_monday_weeks_and_calendar_months() {
        let range = DayRange::new(d("2026-11-28"), d("2027-01-05")).unwrap();
        assert_eq!(range.bucket_starts(ReportBucket::Day).len(), 39);
        let weeks = range.bucket_starts(ReportBucket::Week);
        assert_eq!(weeks.first(), Some(&d("2026-11-23")), "the Monday of the first day's week");
        assert_eq!(weeks.last(), Some(&d("2027-01-04")));
        assert_eq!(range.bucket_starts(ReportBucket::Month), vec![d("2026-11-01"), d("2026-12-01"), d("2027-01-01")]);
    }

    #[test]
    fn a_myanmar_day_starts_at_half_past_five_the_evening_before_in_utc() {
        let range = DayRange::new(d("2026-12-01"), d("2026-12-01")).unwrap();
        let (start, end) = range.instants();
        assert_eq!(start.to_rfc3339(), "2026-11-30T17:30:00+00:00");
        assert_eq!(end.to_rfc3339(), "2026-12-01T17:30:00+00:00");
    }
}
