//! Receipts in Burmese digits: when a Burmese-only pass is needed, and the fields found by
//! combining it with the mixed pass (the amount, the id's digits, the time).

use std::sync::OnceLock;

use chrono::{NaiveDate, NaiveDateTime, NaiveTime, Timelike};
use regex::Regex;

use super::fields::{ascii_digits, id_label, kyat, month_number, parse, regex, CLOCK, MONTH, YEAR};
use super::Reading;

/// What Tesseract read in one picture.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Texts {
    /// The English and Burmese pass: labels, Latin text and, often, the Burmese digits.
    pub mixed: String,
    /// For a receipt in Burmese digits, a Burmese-only pass. The mixed pass reads some Burmese
    /// digits as Latin look-alikes (၂ as J, ၅ as 9, ၃ as 2) next to Latin words such as `Ks`;
    /// the Burmese-only pass reads the digits right but loses the Latin labels and letters.
    pub burmese: Option<String>,
    /// For a receipt in Burmese digits, its id re-read in two parts (see
    /// [`split_id`](crate::glyphs::split_id)): the capital letters that begin it by the English
    /// model, the digits by the Burmese one.
    pub burmese_id: Option<String>,
}

/// The fields found in both passes: the mixed pass for what it reads well, and for a receipt in
/// Burmese digits the digits of the Burmese-only pass (the amount, the id's digits after the
/// prefix letters the mixed pass read, and the time when the mixed pass had none).
pub fn parse_texts(texts: &Texts) -> Reading {
    let mixed = parse(&texts.mixed);
    // A Burmese-only pass of a receipt in English digits reads them as ASCII or not at all.
    let Some(burmese) = texts.burmese.as_ref().filter(|text| burmese_digits(text) >= 6) else {
        return mixed;
    };
    let amount_mmk = burmese_amount(burmese).or(mixed.amount_mmk);
    let split_id = texts.burmese_id.clone().filter(|id| id.chars().filter(char::is_ascii_digit).count() >= 8);
    let transaction_id = match burmese_id_digits(burmese) {
        _ if split_id.is_some() => split_id,
        Some(digits) => match &mixed.transaction_id {
            Some(id) if id.ends_with(&digits) => Some(id.clone()),
            _ => Some(format!("{}{digits}", id_prefix(&texts.mixed).unwrap_or_default())),
        },
        None => mixed.transaction_id,
    };
    Reading {
        amount_mmk,
        transferred_at: burmese_time(&texts.mixed, burmese).or(mixed.transferred_at),
        transaction_id,
        references: mixed.references,
    }
}

/// The time in a Burmese-only pass, whose digits are the reliable ones but which loses the Latin
/// parts: the month's name (of `Nov 20, 2026`) and AM or PM are taken from the mixed pass.
fn burmese_time(mixed: &str, burmese: &str) -> Option<NaiveDateTime> {
    static HALF: OnceLock<Regex> = OnceLock::new();
    static MONTH_NAME: OnceLock<Regex> = OnceLock::new();
    static NAMELESS: OnceLock<Regex> = OnceLock::new();
    let half = regex(&HALF, r"(?-u)\b(?P<half>[AP])\.?M\b");
    let month_name = regex(&MONTH_NAME, &format!(r"(?i-u)\b{MONTH}"));
    // A day, a comma, a year and a clock: `Nov 20, 2026 14:35` without its month's name; or a
    // day, the name misread as a short word, a year and a clock: `20 Nov 2026 2:35`.
    let nameless = regex(
        &NAMELESS,
        &format!(
            r"(?i-u)\b(?P<day>\d{{1,2}})(?:\s?,|\s+[0-9]{{0,3}}(?-i:(?u:[^ \t\r\n,0-9][^ \t\r\n,]{{0,4}})))\s*(?P<year>{YEAR})[\s,]+{CLOCK}"
        ),
    );
    let digits = ascii_digits(burmese);
    let time = parse(burmese).transferred_at.or_else(|| {
        let month = month_number(&month_name.captures(mixed)?["month"])?;
        nameless.captures_iter(&digits).find_map(|caps| {
            let number = |name: &str| caps.name(name).and_then(|m| m.as_str().parse::<u32>().ok());
            let year: String = caps["year"].chars().filter(char::is_ascii_digit).collect();
            let date = NaiveDate::from_ymd_opt(year.parse().ok()?, month, number("day")?)?;
            let time = NaiveTime::from_hms_opt(number("hour")?, number("minute")?, number("second").unwrap_or(0))?;
            Some(date.and_time(time))
        })
    })?;
    let hour = time.hour();
    let shift = match half.captures(mixed).map(|caps| caps["half"].to_owned()).as_deref() {
        Some("P") if hour < 12 => 12,
        Some("A") if hour == 12 => -12,
        _ => 0,
    };
    Some(time + chrono::Duration::hours(shift))
}

fn burmese_digits(text: &str) -> usize {
    text.chars().filter(|c| ('\u{1040}'..='\u{1049}').contains(c)).count()
}

/// Whether the mixed pass calls for a Burmese-only one: it saw a few Burmese digits (it reads
/// most of a receipt's Burmese digits as Latin look-alikes, `၀` as `o`, `၂` as `J`, and keeps
/// only some), or it read some fields of a receipt but not all, which a receipt in Burmese digits
/// makes it do. A picture it read nothing of is no receipt, and not read twice.
pub(super) fn needs_burmese_pass(mixed: &str) -> bool {
    let read = parse(mixed);
    let fields = [read.amount_mmk.is_some(), read.transferred_at.is_some(), read.transaction_id.is_some()];
    let found = fields.iter().filter(|found| **found).count();
    burmese_digits(mixed) >= 3 || (1..fields.len()).contains(&found)
}

/// The amount in a Burmese-only pass: the number with thousands separators written most often
/// (the big amount and the Amount row), the largest on a tie. Its labels and currency are lost.
fn burmese_amount(text: &str) -> Option<i64> {
    static CELL: OnceLock<Regex> = OnceLock::new();
    let pattern = regex(&CELL, r"(?-u)\b\d{1,3}(?:[,.]{1,2}\d{3})+(?:[.,]\d{2})?\b");
    let text = ascii_digits(text);
    let found: Vec<i64> =
        pattern.find_iter(&text).filter_map(|m| kyat(&m.as_str().replace(",.", ",").replace(".,", ","))).collect();
    found.iter().copied().max_by_key(|a| (found.iter().filter(|b| *b == a).count(), *a))
}

/// The longest run of Burmese digits in a Burmese-only pass (at least 8): the id's digits.
pub(super) fn burmese_id_digits(text: &str) -> Option<String> {
    let mut best = String::new();
    let mut run = String::new();
    for c in text.chars().chain([' ']) {
        match c {
            '\u{1040}'..='\u{1049}' => run.push(char::from(b'0' + (c as u32 - 0x1040) as u8)),
            // Wa (ဝ) for zero inside a run of digits.
            '\u{101D}' if !run.is_empty() => run.push('0'),
            _ => {
                if run.len() > best.len() {
                    best = std::mem::take(&mut run);
                }
                run.clear();
            }
        }
    }
    (best.len() >= 8).then_some(best)
}

/// The capital letters that begin the id after its label in the mixed pass (`CB`, `AP`, ...).
fn id_prefix(mixed: &str) -> Option<String> {
    mixed.lines().find_map(|line| {
        let rest = id_label().captures(line)?.name("rest")?.as_str().trim_start();
        let prefix: String = rest.chars().take_while(char::is_ascii_uppercase).collect();
        (!prefix.is_empty() && prefix.len() <= 4).then_some(prefix)
    })
}
