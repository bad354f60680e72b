//! The fields of a wallet receipt, read from its picture by Tesseract.

use std::process::Stdio;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use chrono::{NaiveDate, NaiveDateTime, NaiveTime, Timelike};
use image::GrayImage;

use crate::glyphs::{split_id, SplitId, WordBox};
use regex::Regex;
use tokio::io::AsyncWriteExt;
use tokio::process::Command;
use tokio::sync::Semaphore;

/// What was read from a receipt; a field is `None` when it could not be read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reading {
    /// The amount transferred in whole kyat.
    pub amount_mmk: Option<i64>,
    /// When the transfer was made, as the receipt shows it (Myanmar local time).
    pub transferred_at: Option<NaiveDateTime>,
    /// The wallet's transaction id (digits and capital letters only).
    pub transaction_id: Option<String>,
}

impl Reading {
    /// Whether two receipts read from pictures that look alike are two different transfers: their
    /// transaction ids were both read and differ, or their transfer times were both read and
    /// differ, or, when neither the ids nor the times could be compared, their amounts differ.
    /// Receipts of one wallet look alike but for these numbers, so a near picture is only called a
    /// copy when the numbers read do not tell the transfers apart. A forger who edits the amount
    /// keeps the id and the time, so an edited copy stays a copy whenever either was read.
    pub fn is_another_transfer(&self, other: &Reading) -> bool {
        fn differ<T: PartialEq>(a: Option<T>, b: Option<T>) -> Option<bool> {
            Some(a? != b?)
        }
        let ids = differ(self.transaction_id.as_deref(), other.transaction_id.as_deref());
        let times = differ(self.transferred_at, other.transferred_at);
        match (ids, times) {
            (Some(true), _) | (_, Some(true)) => true,
            (None, None) => differ(self.amount_mmk, other.amount_mmk) == Some(true),
            _ => false,
        }
    }
}

/// Why a picture was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("reading took longer than allowed")]
    TimedOut,
    #[error("tesseract failed: {0}")]
    Failed(String),
}

// ---------------------------------------------------------------------------------------------
// Parsing

/// The fields found in OCR text (English or Burmese digits, the receipts of KBZPay, WavePay,
/// AYA Pay and CB Pay style wallets).
pub fn parse(text: &str) -> Reading {
    let text = ascii_digits(text);
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    Reading {
        amount_mmk: amount(&lines),
        transferred_at: transfer_time(&lines),
        transaction_id: transaction_id(&lines),
    }
}

/// What Tesseract read in one picture.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Texts {
    /// The English and Burmese pass: labels, Latin text and, often, the Burmese digits.
    pub mixed: String,
    /// For a receipt in Burmese digits, a Burmese-only pass. The mixed pass reads some Burmese
    /// digits as Latin look-alikes (၂ as J, ၅ as 9, ၃ as 2) next to Latin words such as `Ks`;
    /// the Burmese-only pass reads the digits right but loses the Latin labels and letters.
    pub burmese: Option<String>,
    /// For a receipt in Burmese digits, its id re-read in two parts (see [`split_id`]): the
    /// capital letters that begin it by the English model, the digits by the Burmese one.
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
    Reading { amount_mmk, transferred_at: burmese_time(&texts.mixed, burmese).or(mixed.transferred_at), transaction_id }
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
fn needs_burmese_pass(mixed: &str) -> bool {
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
fn burmese_id_digits(text: &str) -> Option<String> {
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

/// Burmese digits as ASCII ones; the letter wa (ဝ), which OCR gives for the digit zero (၀) it
/// looks just like, too when it stands next to a digit; the word kyat (ကျပ်) as `Ks`, so the
/// patterns stay ASCII.
fn ascii_digits(text: &str) -> String {
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

fn regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
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
fn kyat(number: &str) -> Option<i64> {
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

const MONTH: &str = r"(?P<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?";
/// A four-digit year, which OCR sometimes splits in two (`20 26`, `20. 26`).
const YEAR: &str = r"\d{2}(?:\.?\s)?\d{2}";
const CLOCK: &str =
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

fn month_number(name: &str) -> Option<u32> {
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let prefix = name.get(..3)?.to_ascii_lowercase();
    MONTHS.iter().position(|m| *m == prefix).map(|n| n as u32 + 1)
}

/// The id labels ("Transaction No.", "Transaction ID", "Txn ID", "Transaction Ref No", "Ref
/// No"), tolerant of the letters OCR drops or confuses, and what follows them.
fn id_label() -> &'static Regex {
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

// ---------------------------------------------------------------------------------------------
// Reading pictures

/// The memory a tesseract run may map (its address space), by default.
pub const DEFAULT_MEMORY_LIMIT: u64 = 1 << 30;

/// Pictures narrower than this are scaled up before OCR: Tesseract reads text best at a height
/// of 20 to 40 pixels, and the small grey labels of a resized screenshot are well under that.
const OCR_WIDTH: u32 = 1080;
/// Wider pictures are scaled down to this, which keeps the run short and the text still large.
const OCR_MAX_WIDTH: u32 = 1440;
/// Tesseract's page segmentation: 4 (a single column of text of variable sizes) kept each
/// label with its value on one line and read the most fields right on the generated receipts.
const PAGE_SEGMENTATION: &str = "4";

/// Tesseract, run as a command off the async threads, bounded in time and memory, one picture
/// at a time per permit.
#[derive(Clone)]
pub struct Reader {
    timeout: Duration,
    memory_limit: u64,
    /// One permit shared by the clones, so that one reader never runs two tesseracts at once.
    permit: Arc<Semaphore>,
}

impl Reader {
    /// A reader when `tesseract` is installed with its English and Burmese data; `None` otherwise.
    ///
    /// `timeout` bounds both this check and every [`Reader::read`].
    pub async fn detect(timeout: std::time::Duration) -> Option<Reader> {
        let mut command = Command::new("tesseract");
        command.arg("--list-langs").stdin(Stdio::null()).kill_on_drop(true);
        let output = match tokio::time::timeout(timeout, command.output()).await {
            Ok(Ok(output)) => output,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "receipt reading is off: tesseract could not be run");
                return None;
            }
            Err(_) => {
                tracing::warn!(?timeout, "receipt reading is off: tesseract --list-langs timed out");
                return None;
            }
        };
        // Tesseract 4 printed the list on stderr, 5 on stdout.
        let listed =
            format!("{}\n{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        let has = |lang: &str| listed.lines().any(|line| line.trim() == lang);
        let missing: Vec<&str> = ["eng", "mya"].into_iter().filter(|lang| !has(lang)).collect();
        if !missing.is_empty() {
            tracing::warn!(?missing, "receipt reading is off: tesseract lacks language data");
            return None;
        }
        Some(Reader { timeout, memory_limit: DEFAULT_MEMORY_LIMIT, permit: Arc::new(Semaphore::new(1)) })
    }

    /// The same reader (sharing its permit) with another time bound for each picture.
    pub fn with_timeout(mut self, timeout: Duration) -> Reader {
        self.timeout = timeout;
        self
    }

    /// The same reader (sharing its permit) with another bound on tesseract's address space.
    pub fn with_memory_limit(mut self, bytes: u64) -> Reader {
        self.memory_limit = bytes;
        self
    }

    /// The time bound for each picture.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Reads a stored picture (PNG, JPEG or WebP bytes).
    pub async fn read(&self, picture: &[u8]) -> Result<Reading, ReadError> {
        Ok(parse_texts(&self.read_text(picture).await?))
    }

    /// The text Tesseract reads in a stored picture (PNG, JPEG or WebP bytes), for logs and
    /// tuning; [`Reader::read`] parses it. A second, Burmese-only pass is made only when the
    /// first one saw Burmese digits or missed a field ([`needs_burmese_pass`]), so a receipt in
    /// English digits read whole costs one run.
    pub async fn read_text(&self, picture: &[u8]) -> Result<Texts, ReadError> {
        // Waiting for the permit counts against the time bound too: a queue of uploads must not
        // hold a request forever.
        let bounded = async {
            let _permit =
                self.permit.acquire().await.map_err(|_| ReadError::Failed("the reader was closed".to_owned()))?;
            let bytes = picture.to_vec();
            let prepared = tokio::task::spawn_blocking(move || prepare(&bytes))
                .await
                .map_err(|e| ReadError::Failed(format!("preparing the picture: {e}")))??;
            let prepared = Arc::new(prepared);
            let mixed = self.tesseract(pgm(&prepared), "eng+mya", PAGE_SEGMENTATION, &[]).await?;
            if !needs_burmese_pass(&mixed) {
                return Ok(Texts { mixed, burmese: None, burmese_id: None });
            }
            let words = Words::from_tsv(&self.tesseract(pgm(&prepared), "mya", PAGE_SEGMENTATION, &["tsv"]).await?);
            let burmese_id = match words.id_box() {
                Some(id_box) => self.read_split_id(Arc::clone(&prepared), id_box).await?,
                None => None,
            };
            Ok(Texts { mixed, burmese: Some(words.text()), burmese_id })
        };
        tokio::time::timeout(self.timeout, bounded).await.map_err(|_| ReadError::TimedOut)?
    }

    /// The id whose word is at `id_box` in `picture`, re-read in two parts when it begins with
    /// capital letters: one model reads one word in one script, and the English one reads
    /// Burmese digits as Latin look-alikes while the Burmese one reads capitals as digits
    /// (`J` as `၂`). `None` when the parts were not read.
    async fn read_split_id(&self, picture: Arc<GrayImage>, id_box: WordBox) -> Result<Option<String>, ReadError> {
        let parts = tokio::task::spawn_blocking(move || split_id(&picture, id_box))
            .await
            .map_err(|e| ReadError::Failed(format!("splitting the id: {e}")))?;
        let Some(SplitId { letters, digits }) = parts else { return Ok(None) };
        let prefix = match letters {
            Some(letters) => {
                let read = self
                    .tesseract(pgm(&letters), "eng", "7", &["-c", "tessedit_char_whitelist=ABCDEFGHIJKLMNOPQRSTUVWXYZ"])
                    .await?;
                let read: String = read.chars().filter(char::is_ascii_uppercase).collect();
                if read.is_empty() {
                    return Ok(None);
                }
                read
            }
            None => String::new(),
        };
        let read = self.tesseract(pgm(&digits), "mya", "7", &[]).await?;
        let digits: String = ascii_digits(&read).chars().filter(char::is_ascii_digit).collect();
        Ok((digits.len() >= 8).then(|| format!("{prefix}{digits}")))
    }

    /// Runs tesseract on a prepared picture (PGM bytes) with a page segmentation mode and
    /// further arguments (`-c` settings, an output format), and returns what it printed.
    async fn tesseract(
        &self,
        pgm: Vec<u8>,
        languages: &str,
        segmentation: &str,
        more: &[&str],
    ) -> Result<String, ReadError> {
        let mut child = Command::new("prlimit")
            .arg(format!("--as={}", self.memory_limit))
            .args(["--", "tesseract", "stdin", "stdout", "-l", languages, "--psm", segmentation])
            .args(more)
            // Tesseract's OpenMP threads only contend with the server for the cores.
            .env("OMP_THREAD_LIMIT", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| ReadError::Failed(format!("starting prlimit/tesseract: {e}")))?;
        let mut stdin = child.stdin.take().ok_or_else(|| ReadError::Failed("no stdin".to_owned()))?;
        // Written while the output is collected, so a full pipe cannot stall both sides.
        let feed = async move {
            let written = stdin.write_all(&pgm).await;
            drop(stdin);
            written
        };
        let (written, output) = tokio::join!(feed, child.wait_with_output());
        let output = output.map_err(|e| ReadError::Failed(format!("waiting for tesseract: {e}")))?;
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            return Err(ReadError::Failed(format!(
                "{}: {}",
                output.status,
                stderr.trim().lines().last().unwrap_or("")
            )));
        }
        written.map_err(|e| ReadError::Failed(format!("feeding tesseract: {e}")))?;
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }
}

/// The words of Tesseract's TSV output, with their boxes, in reading order.
struct Words(Vec<Word>);

struct Word {
    /// Block, paragraph and line numbers: the words of one line share them.
    line: (u32, u32, u32),
    bounds: WordBox,
    text: String,
}

impl Words {
    /// Parses TSV rows (`level page block par line word left top width height conf text`) of
    /// level 5, the words.
    fn from_tsv(tsv: &str) -> Words {
        let words = tsv
            .lines()
            .filter_map(|row| {
                let cells: Vec<&str> = row.split('\t').collect();
                let [level, _, block, par, line, _, left, top, width, height, _, text] = cells[..] else {
                    return None;
                };
                let text = text.trim();
                if level != "5" || text.is_empty() {
                    return None;
                }
                let number = |cell: &str| cell.parse::<u32>().ok();
                Some(Word {
                    line: (number(block)?, number(par)?, number(line)?),
                    bounds: WordBox {
                        left: number(left)?,
                        top: number(top)?,
                        width: number(width)?,
                        height: number(height)?,
                    },
                    text: text.to_owned(),
                })
            })
            .collect();
        Words(words)
    }

    /// The text, a line of words at a time, as Tesseract's plain output has it.
    fn text(&self) -> String {
        let mut text = String::new();
        for (n, word) in self.0.iter().enumerate() {
            if n > 0 {
                text.push(if self.0[n - 1].line == word.line { ' ' } else { '\n' });
            }
            text.push_str(&word.text);
        }
        text
    }

    /// The box of the word holding the longest run of Burmese digits, at least 8: the id's.
    fn id_box(&self) -> Option<WordBox> {
        self.0
            .iter()
            .filter_map(|word| burmese_id_digits(&word.text).map(|digits| (digits.len(), word.bounds)))
            .max_by_key(|(digits, _)| *digits)
            .map(|(_, bounds)| bounds)
    }
}

/// Decodes a picture and makes it what Tesseract reads best: greyscale, scaled to a text height
/// it likes.
fn prepare(bytes: &[u8]) -> Result<GrayImage, ReadError> {
    let picture =
        image::load_from_memory(bytes).map_err(|e| ReadError::Failed(format!("not a readable picture: {e}")))?;
    Ok(scaled_for_ocr(picture.to_luma8()))
}

/// A grey picture as binary PGM, which Tesseract reads from stdin without a codec.
fn pgm(grey: &GrayImage) -> Vec<u8> {
    let mut pgm = format!("P5\n{} {}\n255\n", grey.width(), grey.height()).into_bytes();
    pgm.extend_from_slice(grey.as_raw());
    pgm
}

fn scaled_for_ocr(grey: GrayImage) -> GrayImage {
    let width = grey.width().max(1);
    let target = if width < OCR_WIDTH {
        OCR_WIDTH
    } else if width > OCR_MAX_WIDTH {
        OCR_MAX_WIDTH
    } else {
        return grey;
    };
    let height = ((grey.height() as u64 * target as u64) / width as u64).max(1) as u32;
    image::imageops::resize(&grey, target, height, image::imageops::FilterType::CatmullRom)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: u32) -> Option<NaiveDateTime> {
        NaiveDate::from_ymd_opt(y, mo, d).and_then(|d| d.and_hms_opt(h, mi, s))
    }

    #[test]
    fn two_transfers_are_told_apart_by_id_then_time_then_amount() {
        let read = |amount: Option<i64>, time, id: Option<&str>| Reading {
            amount_mmk: amount,
            transferred_at: time,
            transaction_id: id.map(str::to_owned),
        };
        let first = read(Some(25_000), at(2026, 11, 20, 14, 35, 0), Some("0100"));
        // An edited amount keeps the id and the time: a copy.
        assert!(!first.is_another_transfer(&read(Some(95_000), at(2026, 11, 20, 14, 35, 0), Some("0100"))));
        assert!(!first.is_another_transfer(&read(Some(95_000), None, Some("0100"))));
        assert!(first.is_another_transfer(&read(Some(25_000), at(2026, 11, 20, 14, 35, 0), Some("0101"))));
        assert!(first.is_another_transfer(&read(Some(25_000), at(2026, 11, 21, 9, 0, 0), None)));
        // Nothing but the amount to compare: the amount decides; nothing at all: a copy.
        assert!(first.is_another_transfer(&read(Some(99_000), None, None)));
        assert!(!first.is_another_transfer(&read(Some(25_000), None, None)));
        assert!(!first.is_another_transfer(&Reading::default()));
    }

    #[test]
    fn kbzpay_in_english() {
        let text = "13:44 all =\nKBZPay\nTransfer Successful\n-25,000.00 Ks\n\
                    Transaction Time 2026/11/20 14:35:12\nTransaction No. 2611 0452987293596183\n\
                    Transfer To Ko Nay Lin\nAmount 25,000.00 Ks\nNotes Thanks\n";
        let reading = parse(text);
        assert_eq!(reading.amount_mmk, Some(25_000));
        assert_eq!(reading.transferred_at, at(2026, 11, 20, 14, 35, 12));
        assert_eq!(reading.transaction_id.as_deref(), Some("26110452987293596183"));
    }

    #[test]
    fn burmese_digits() {
        let text = "KBZPay\nransaction Tim ၂၀၂၆/၁၁/၀၁ ၁၃:၁၈:၂၈\nransaction No ၂၆၁၁၀၁၇၃၉၂၀၃၄၈၄၀၃၃၀၈\n\
                    Amount ၉၇,၀၀၀.၀၀ Ks\n";
        let reading = parse(text);
        assert_eq!(reading.amount_mmk, Some(97_000));
        assert_eq!(reading.transferred_at, at(2026, 11, 1, 13, 18, 28));
        assert_eq!(reading.transaction_id.as_deref(), Some("26110173920348403308"));
    }

    #[test]
    fn wa_for_zero_and_kyat_word() {
        let reading = parse("ငွေ ၂၅ဝဝဝ ကျပ်\n");
        assert_eq!(reading.amount_mmk, Some(25_000));
    }

    #[test]
    fn other_time_forms() {
        assert_eq!(parse("Transaction Time 20-11-2026 02:35 PM").transferred_at, at(2026, 11, 20, 14, 35, 0));
        assert_eq!(parse("Date & Time Nov 20, 2026 14:35").transferred_at, at(2026, 11, 20, 14, 35, 0));
        assert_eq!(parse("20 Nov 2026 2:35 PM").transferred_at, at(2026, 11, 20, 14, 35, 0));
        assert_eq!(parse("20 November 2026 12:05 AM").transferred_at, at(2026, 11, 20, 0, 5, 0));
        assert_eq!(parse("Transaction Time ၁၇-၁၁-၂၀. ၂၆ ၀၂:၄၀ AM").transferred_at, at(2026, 11, 17, 2, 40, 0));
        assert_eq!(parse("no time here 99/99/2026 10:00").transferred_at, None);
    }

    #[test]
    fn amounts_and_labels() {
        assert_eq!(parse("MMK 78,000\nAmount 78,000 MMK").amount_mmk, Some(78_000));
        assert_eq!(parse("-25,000.00 MMK").amount_mmk, Some(25_000));
        assert_eq!(parse("25000 ကျပ်").amount_mmk, Some(25_000));
        assert_eq!(parse("Amount 9.200 Ks").amount_mmk, Some(9_200));
        // Disagreeing readings: the Amount row wins over the big amount.
        assert_eq!(parse("2,000.00 Ks\nAmout 97,000.00 Ks").amount_mmk, Some(97_000));
        // Without a label, the largest amount with a currency.
        assert_eq!(parse("Fee 500 Ks\nPaid 1,500,000 Ks\nPhone 0912345").amount_mmk, Some(1_500_000));
        assert_eq!(parse("nothing").amount_mmk, None);
    }

    #[test]
    fn burmese_pass_supplies_the_digits() {
        let texts = Texts {
            mixed: "MMK 2 J2,000\nTransaction Date ၀၂ Nov ၂၀၂၆ ၃:၃၇ PM\n\
                    Transaction Ref No CBYMg 90096996909\nAmount 2 J2,000 MMK\n"
                .to_owned(),
            burmese: Some(
                "႔ ႔ ၁၂၁,၀၀၀\n1[~၂၂၇ ၅ ၀၂ 1၀ ၂၀၂၆ ၃:၃၇ န္လ\n1[~၅၂ ၆၃? ဝ င%4၄၅၀၀၇၆၇၅၆၃၁၅\n\
                 ၇၀၅၈ ၀၉** ၈၅၃၀၄\n#၂၅၅၀(၂၅{ ၁၂၁,.၀၀၀ {၂"
                    .to_owned(),
            ),
            burmese_id: None,
        };
        let reading = parse_texts(&texts);
        assert_eq!(reading.amount_mmk, Some(121_000));
        assert_eq!(reading.transaction_id.as_deref(), Some("CBYM450076756315"));
        assert_eq!(reading.transferred_at, at(2026, 11, 2, 15, 37, 0));
        let aya = Texts {
            mixed: "Date & Time Nov ၁၉, ၂၀၂၆ 06:99 PM\n".to_owned(),
            burmese: Some("[၁46 & 11 [၀ ၁၉, ၂၀၂၆ ၀၆:၁၇\n".to_owned()),
            burmese_id: None,
        };
        assert_eq!(parse_texts(&aya).transferred_at, at(2026, 11, 19, 18, 17, 0));
        // The month's name misread as a word of the Burmese pass (`Oct` as `၀ဂ`).
        let cb = Texts {
            mixed: "Transaction Date JJ Oct ၂၀၂၆ 9:99 PM\n".to_owned(),
            burmese: Some("ါ[~9၂၇59င41၀၂) ဓ ၂၂ ၀ဂ ၂၀၂၆ ၁:၃၁ [႔\n၂ ၂၂) ထ ၂၇၈၁၈၅၁၈၂၇၉၅\n".to_owned()),
            burmese_id: None,
        };
        assert_eq!(parse_texts(&cb).transferred_at, at(2026, 10, 22, 13, 31, 0));
        // The id read in parts wins over the guess from the two passes.
        let split = Texts { burmese_id: Some("CBYM450076756319".to_owned()), ..texts.clone() };
        assert_eq!(parse_texts(&split).transaction_id.as_deref(), Some("CBYM450076756319"));
        assert!(needs_burmese_pass(&texts.mixed));
        assert!(needs_burmese_pass("Date & Time Novoe, ၂၀၂၆ 00: Je\nTxn ID APageoggbaqnnboege\nAmount 99,000.00 MMK"));
        assert!(!needs_burmese_pass(
            "Amount 25,000 Ks\nTransaction Time 2026/11/20 14:35\nTransaction No. 2611045298729"
        ));
    }

    #[test]
    fn ids_after_their_labels() {
        assert_eq!(parse("Txn ID AP4389203655061621").transaction_id.as_deref(), Some("AP4389203655061621"));
        assert_eq!(parse("Transaction Ref No CBEZ 0047 2551 5606").transaction_id.as_deref(), Some("CBEZ004725515606"));
        assert_eq!(parse("Ref No: 0123456789O1").transaction_id.as_deref(), Some("012345678901"));
        assert_eq!(parse("Transaction ID\n933524468829").transaction_id.as_deref(), Some("933524468829"));
        // No label: the longest run of digits.
        assert_eq!(parse("KBZPay\n26110452987293596183\n").transaction_id.as_deref(), Some("26110452987293596183"));
        assert_eq!(parse("Transaction Time 2026/11/20 14:35").transaction_id, None);
    }
}
