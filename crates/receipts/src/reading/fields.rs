//! The fields in the text of one OCR pass: the amount, the transfer time and the transaction id,
//! with the patterns, Burmese digits and OCR's look-alike letters they tolerate.

use std::sync::OnceLock;

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};
use regex::Regex;

use super::Reading;

/// The fields found in OCR text (English or Burmese digits, the receipts of KBZPay, WavePay,
/// AYA Pay and CB Pay style wallets).
pub fn parse(text: &str) -> Reading {
    let text = ascii_digits(text);
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    Reading {
        amount_mmk: amount(&lines),
        transferred_at: transfer_time(&lines),
        transaction_id: transaction_id(&lines),
        references: references(&text),
    }
}

/// The shop's payment references (`PAY` and at least six digits), as OCR keeps them: spaces or a
/// dash after `PAY`, and the letters it gives for digits (O for 0, I or l for 1).
fn references(text: &str) -> Vec<String> {
    static CELL: OnceLock<Regex> = OnceLock::new();
    let pattern = regex(&CELL, r"(?i-u)\bP\s?A\s?Y\s?[-:#]?\s?(?P<digits>[0-9OIl|]{6,12})\b");
    let mut found: Vec<String> = Vec::new();
    for caps in pattern.captures_iter(text) {
        let digits: String = caps["digits"]
            .chars()
            .map(|c| match c {
                'O' | 'o' => '0',
                'I' | 'i' | 'L' | 'l' | '|' => '1',
                _ => c,
            })
            .collect();
        let reference = format!("PAY{digits}");
        if !found.contains(&reference) {
            found.push(reference);
        }
    }
    found
}

/// Burmese digits as ASCII ones; the letter wa (ဝ), which OCR gives for the digit zero (၀) it
/// looks just like, too when it stands next to a digit; the word kyat (ကျပ်) as `Ks`, so the
/// patterns stay ASCII.
pub(super) fn ascii_digits(text: &str) -> String {
    let text = text.replace("ကျပ်", " Ks ");
    let digit = |c: char| match c {
        '\u{1040}'..='\u{1049}' => char::from_digit(c as u32 - 0x1040, 10),
        // The Shan digits are drawn like the Burmese ones in some fonts.
        '\u{1090}'..='\u{1099}' => char::from_digit(c as u32 - 0x1090, 10),
        _ => None,
    };
    let chars: Vec<char> = text.chars().map(|c| digit(c).unwrap_or(c)).collect();
    let near_digit = |n: usize| {
        let before = n.checked_sub(1).and_then(|b| chars.get(b));
        let after = chars.get(n + 1);
        [before, after].into_iter().flatten().any(|c| c.is_ascii_digit() || *c == '\u{101D}')
    };
    chars.iter().enumerate().map(|(n, &c)| if c == '\u{101D}' && near_digit(n) { '0' } else { c }).collect()
}

pub(super) fn regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("a valid built-in pattern"))
}

/// A number followed or preceded by a currency word.
fn amount_pattern() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(
        &CELL,
        r"(?i-u)(?:\b(?P<before>mmk|ks|kyats?)\s*[:.]?\s*)?-?\s*(?P<number>\d{1,3}(?:\s?[,.]\s?\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?P<after>mmk|ks|kyats?)?",
    )
}

/// The Amount label, as OCR keeps it (letters lost at either end).
fn amount_label() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"(?i-u)\b(?:a?m[o0]u?n?t|am[o0]un|total)\b")
}

/// The amount in whole kyat: two readings that agree (the big amount and the Amount row), else
/// the Amount row, else the largest amount written with a currency.
fn amount(lines: &[&str]) -> Option<i64> {
    let mut found: Vec<(i64, bool)> = Vec::new();
    for line in lines {
        let labelled = amount_label().is_match(line);
        for caps in amount_pattern().captures_iter(line) {
            let has_currency = caps.name("before").is_some() || caps.name("after").is_some();
            if !has_currency && !labelled {
                continue;
            }
            if let Some(value) = kyat(&caps["number"]) {
                if value > 0 {
                    found.push((value, labelled));
                }
            }
        }
    }
    let agreed = found.iter().filter(|(a, _)| found.iter().filter(|(b, _)| a == b).count() > 1).map(|(a, _)| *a).max();
    agreed
        .or_else(|| found.iter().find(|(_, labelled)| *labelled).map(|(a, _)| *a))
        .or_else(|| found.iter().map(|(a, _)| *a).max())
}

/// `25,000.00`, `25.000`, `25 000` or `25000` as 25000: a last group of one or two digits after
/// a separator is the fraction, groups of three are thousands whichever separator OCR saw.
pub(super) fn kyat(number: &str) -> Option<i64> {
    let compact: String = number.chars().filter(|c| !c.is_whitespace()).collect();
    let whole = match compact.rfind(['.', ',']) {
        Some(at) if compact.len() - at - 1 <= 2 => &compact[..at],
        _ => &compact[..],
    };
    let digits: String = whole.chars().filter(char::is_ascii_digit).collect();
    if digits.is_empty() || digits.len() > 12 {
        return None;
    }
    digits.parse().ok()
}

pub(super) const MONTH: &str = r"(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?";
/// A four-digit year, which OCR sometimes splits in two (`20 26`, `20. 26`).
pub(super) const YEAR: &str = r"\d{2}(?:\.?\s)?\d{2}";
pub(super) const CLOCK: &str =
    r"(?P<hour>\d{1,2})\s?[:.]\s?(?P<minute>\d{2})(?:\s?[:.]\s?(?P<second>\d{2}))?(?:\s*(?P<half>[ap])\.?\s?m\b\.?)?";

fn time_patterns() -> &'static [Regex] {
    static CELL: OnceLock<Vec<Regex>> = OnceLock::new();
    CELL.get_or_init(|| {
        [
            format!(
                r"(?i-u)\b(?P<year>{YEAR})\s?[/.\-]\s?(?P<mon>\d{{1,2}})\s?[/.\-]\s?(?P<day>\d{{1,2}})[\s,]+{CLOCK}"
            ),
            format!(
                r"(?i-u)\b(?P<day>\d{{1,2}})\s?[/.\-]\s?(?P<mon>\d{{1,2}})\s?[/.\-]\s?(?P<year>{YEAR})[\s,]+{CLOCK}"
            ),
            format!(r"(?i-u)\b{MONTH}\s*(?P<day>\d{{1,2}})\s?,?\s*(?P<year>{YEAR})[\s,]+{CLOCK}"),
            format!(r"(?i-u)\b(?P<day>\d{{1,2}})\s*{MONTH}\s*,?\s*(?P<year>{YEAR})[\s,]+{CLOCK}"),
        ]
        .iter()
        .map(|p| Regex::new(p).expect("a valid built-in pattern"))
        .collect()
    })
}

/// The first date and time of a known form that is a real moment.
fn transfer_time(lines: &[&str]) -> Option<NaiveDateTime> {
    // The whole text as one line too, for OCR that split a date from its time.
    let joined = lines.join(" ");
    let found = lines.iter().copied().chain([joined.as_str()]).find_map(|line| {
        time_patterns().iter().find_map(|pattern| {
            pattern.captures_iter(line).find_map(|caps| {
                let number = |name: &str| caps.name(name).and_then(|m| m.as_str().parse::<u32>().ok());
                let month = match caps.name("month") {
                    Some(name) => month_number(name.as_str())?,
                    None => number("mon")?,
                };
                let year: String = caps.name("year")?.as_str().chars().filter(char::is_ascii_digit).collect();
                let date = NaiveDate::from_ymd_opt(year.parse().ok()?, month, number("day")?)?;
                let mut hour = number("hour")?;
                match caps.name("half").map(|m| m.as_str().to_ascii_lowercase()) {
                    Some(half) if hour == 12 => hour = if half == "a" { 0 } else { 12 },
                    Some(half) if half == "p" && hour < 12 => hour += 12,
                    _ => {}
                }
                let time = NaiveTime::from_hms_opt(hour, number("minute")?, number("second").unwrap_or(0))?;
                Some(date.and_time(time))
            })
        })
    });
    found
}

pub(super) fn month_number(name: &str) -> Option<u32> {
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let prefix = name.get(..3)?.to_ascii_lowercase();
    MONTHS.iter().position(|m| *m == prefix).map(|n| n as u32 + 1)
}

/// The id labels ("Transaction No.", "Transaction ID", "Txn ID", "Transaction Ref No", "Ref
/// No"), tolerant of the letters OCR drops or confuses, and what follows them.
pub(super) fn id_label() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(
        &CELL,
        r"(?i-u)(?:t?rans\w*\s*(?:ref\w*\.?\s*)?(?:n[o0o]|[i1l]d|num\w*)|t?xn\s*(?:[i1l]d|n[o0])|ref\w*\s*(?:n[o0]|num\w*|[i1l]d))\b\.?\s*[:#]?\s*(?P<rest>(?u:.*))",
    )
}

/// A run of id characters (spaces that OCR inserts are removed first).
fn id_run() -> &'static Regex {
    static CELL: OnceLock<Regex> = OnceLock::new();
    regex(&CELL, r"(?-u)[0-9A-Z]{8,}")
}

/// The transaction id: what follows an id label (or the next line when the label stands alone),
/// else the longest run of digits and capitals that is mostly digits.
fn transaction_id(lines: &[&str]) -> Option<String> {
    let best_run = |text: &str| -> Option<String> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        id_run()
            .find_iter(&compact)
            .map(|m| trim_letters(m.as_str()))
            .filter(|run| run.chars().filter(char::is_ascii_digit).count() >= 6)
            .max_by_key(String::len)
    };
    for (n, line) in lines.iter().enumerate() {
        if let Some(caps) = id_label().captures(line) {
            if let Some(id) = best_run(&caps["rest"]) {
                return Some(id);
            }
            if let Some(id) = lines.get(n + 1).and_then(|next| best_run(next)) {
                return Some(id);
            }
        }
    }
    lines
        .iter()
        .filter(|line| !line.contains(':') && !line.contains('*'))
        .filter_map(|line| best_run(line))
        // The shop's own payment reference in the note is no transaction id.
        .filter(|run| !run.starts_with("PAY"))
        .filter(|run| run.len() >= 10)
        .max_by_key(String::len)
}

/// An id keeps its leading letters (a wallet prefix), but OCR's letters for digits inside the
/// digits are mapped back (O to 0, I to 1, ...), and a stray trailing letter is dropped.
fn trim_letters(run: &str) -> String {
    let first_digit = run.find(|c: char| c.is_ascii_digit()).unwrap_or(run.len());
    let (prefix, rest) = run.split_at(first_digit);
    let mapped: String = rest
        .chars()
        .map(|c| match c {
            'O' | 'D' | 'Q' => '0',
            'I' | 'L' => '1',
            'Z' => '2',
            'S' => '5',
            'B' => '8',
            'G' => '6',
            _ => c,
        })
        .collect();
    format!("{prefix}{}", mapped.trim_end_matches(|c: char| c.is_ascii_uppercase()))
}
