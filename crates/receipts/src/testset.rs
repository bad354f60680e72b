//! A generated set of wallet-like receipts (phone screenshots in the style of KBZPay, WavePay,
//! AYA Pay and CB Pay), drawn in the web app's Noto Sans Myanmar, and the altered copies a
//! customer or a forger would upload: re-encoded, resized, cropped, or with the amount redrawn.
//!
//! Everything is deterministic for a seed, so tests and figures are reproducible.

use crate::grouped;
use std::io::{Cursor, Read};
use std::path::PathBuf;
use std::sync::OnceLock;

use ab_glyph::{Font, FontVec, PxScale, ScaleFont};
use chrono::{Duration, NaiveDate, NaiveDateTime, Timelike};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One generated receipt and the truth drawn on it.
#[derive(Debug, Clone)]
pub struct Receipt {
    /// The wallet whose style the receipt imitates.
    pub wallet: &'static str,
    /// The amount shown, in whole kyat.
    pub amount_mmk: i64,
    /// The transfer time shown (seconds are zero when the wallet shows none).
    pub transferred_at: NaiveDateTime,
    /// The transaction id shown (ASCII digits and capital letters).
    pub transaction_id: String,
    /// Whether amount, time and id are written in Burmese digits.
    pub burmese_digits: bool,
    /// The screenshot as PNG.
    pub png: Vec<u8>,
    /// Where the amount was drawn, so [`with_amount`] can redraw it.
    amount_marks: Vec<AmountMark>,
}

/// The wallets imitated, in the order receipts cycle through them.
pub const WALLETS: [&str; 4] = ["KBZPay", "WavePay", "AYA Pay", "CB Pay"];

/// The share of the height taken by the phone's status bar (and removed by
/// [`without_status_bar`]).
pub const STATUS_BAR_SHARE: f32 = 0.04;

/// `count` distinct receipts for `seed`, cycling through the four wallets; every other pair of
/// receipts uses Burmese digits.
pub fn generate(seed: u64, count: usize) -> Vec<Receipt> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|n| {
            let style = &STYLES[n % STYLES.len()];
            // Alternating by pairs of templates so each wallet gets both kinds of digits.
            let burmese_digits = (n / STYLES.len()) % 2 == 1;
            let wide = rng.gen_bool(0.25);
            let facts = Facts::random(&mut rng, style, burmese_digits, wide);
            draw(style, &facts)
        })
        .collect()
}

/// The receipt re-encoded as JPEG at `quality` (1 to 100).
pub fn as_jpeg(receipt: &Receipt, quality: u8) -> Vec<u8> {
    let picture = decode(&receipt.png).to_rgb8();
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality)
        .encode_image(&picture)
        .expect("encoding JPEG in memory");
    out
}

/// The receipt scaled by `scale` (e.g. 0.6), as PNG.
pub fn resized(receipt: &Receipt, scale: f32) -> Vec<u8> {
    let picture = decode(&receipt.png);
    let width = ((picture.width() as f32 * scale).round() as u32).max(1);
    let height = ((picture.height() as f32 * scale).round() as u32).max(1);
    png(&picture.resize_exact(width, height, image::imageops::FilterType::Triangle))
}

/// The receipt without its phone status bar (the top [`STATUS_BAR_SHARE`] of the height), as PNG.
pub fn without_status_bar(receipt: &Receipt) -> Vec<u8> {
    let picture = decode(&receipt.png);
    let cut = status_bar_height(picture.height());
    png(&picture.crop_imm(0, cut, picture.width(), picture.height() - cut))
}

/// The same picture with only the amount redrawn as `new_amount`, as a forger would do it: the
/// big amount and the Amount row are painted over with their background and written anew in the
/// same font, size and colour. PNG.
pub fn with_amount(receipt: &Receipt, new_amount: i64) -> Vec<u8> {
    let mut picture = decode(&receipt.png).to_rgb8();
    let style = STYLES.iter().find(|style| style.wallet == receipt.wallet).expect("a receipt of a known wallet");
    for mark in &receipt.amount_marks {
        let text = (mark.format)(style, new_amount, receipt.burmese_digits);
        let background = *picture.get_pixel(mark.clear.0, mark.clear.1);
        let (x, y, w, h) = mark.area;
        fill(&mut picture, x, y, w, h, background);
        let font = fonts().get(mark.bold);
        let width = text_width(font, mark.size, &text);
        let left = match mark.align {
            Align::Centre(x) => x - width / 2.0,
            Align::Right(x) => x - width,
        };
        draw_text(&mut picture, font, mark.size, left, mark.baseline, mark.colour, &text);
    }
    png(&DynamicImage::ImageRgb8(picture))
}

/// The status bar's height in a picture `height` pixels high.
fn status_bar_height(height: u32) -> u32 {
    (height as f32 * STATUS_BAR_SHARE).round() as u32
}

fn decode(bytes: &[u8]) -> DynamicImage {
    image::load_from_memory(bytes).expect("a generated receipt decodes")
}

fn png(picture: &DynamicImage) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    picture.write_to(&mut out, ImageFormat::Png).expect("encoding PNG in memory");
    out.into_inner()
}

// ---------------------------------------------------------------------------------------------
// Wallet styles

/// How one wallet's receipt looks and writes its fields.
struct Style {
    wallet: &'static str,
    header: Rgb<u8>,
    header_text: Rgb<u8>,
    /// The status bar's colour: real apps either tint it like the header or leave it light.
    status_bar: Rgb<u8>,
    status_text: Rgb<u8>,
    id_label: &'static str,
    time_label: &'static str,
    /// Writes the transfer time (digits still ASCII).
    time: fn(NaiveDateTime) -> String,
    /// Whether the time shows seconds (otherwise the truth has zero seconds).
    seconds: bool,
    /// Writes the big amount.
    big_amount: fn(&Style, i64, bool) -> String,
    /// Writes the amount in the Amount row.
    row_amount: fn(&Style, i64, bool) -> String,
    /// A random transaction id.
    id: fn(&mut ChaCha8Rng, NaiveDateTime) -> String,
}

const STYLES: [Style; 4] = [
    Style {
        wallet: "KBZPay",
        header: Rgb([7, 84, 163]),
        header_text: Rgb([255, 255, 255]),
        status_bar: Rgb([5, 66, 128]),
        status_text: Rgb([255, 255, 255]),
        id_label: "Transaction No.",
        time_label: "Transaction Time",
        time: |t| t.format("%Y/%m/%d %H:%M:%S").to_string(),
        seconds: true,
        big_amount: |_, a, b| digits(&format!("-{}.00 Ks", grouped(a)), b),
        row_amount: |_, a, b| digits(&format!("{}.00 Ks", grouped(a)), b),
        id: |rng, t| format!("{}{}", t.format("%y%m%d"), random_digits(rng, 14)),
    },
    Style {
        wallet: "WavePay",
        header: Rgb([255, 221, 0]),
        header_text: Rgb([30, 30, 30]),
        status_bar: Rgb([245, 245, 245]),
        status_text: Rgb([20, 20, 20]),
        id_label: "Transaction ID",
        time_label: "Transaction Time",
        time: |t| t.format("%d-%m-%Y %I:%M %p").to_string(),
        seconds: false,
        big_amount: |_, a, b| digits(&format!("{} Ks", grouped(a)), b),
        row_amount: |_, a, b| digits(&format!("{} Ks", grouped(a)), b),
        id: |rng, _| format!("{}{}", rng.gen_range(1..10), random_digits(rng, 11)),
    },
    Style {
        wallet: "AYA Pay",
        header: Rgb([200, 16, 46]),
        header_text: Rgb([255, 255, 255]),
        status_bar: Rgb([200, 16, 46]),
        status_text: Rgb([255, 255, 255]),
        id_label: "Txn ID",
        time_label: "Date & Time",
        time: |t| t.format("%b %d, %Y %H:%M").to_string(),
        seconds: false,
        big_amount: |_, a, b| digits(&format!("{}.00 MMK", grouped(a)), b),
        row_amount: |_, a, b| digits(&format!("{}.00 MMK", grouped(a)), b),
        id: |rng, _| format!("AP{}", random_digits(rng, 16)),
    },
    Style {
        wallet: "CB Pay",
        header: Rgb([0, 122, 135]),
        header_text: Rgb([255, 255, 255]),
        status_bar: Rgb([250, 250, 250]),
        status_text: Rgb([20, 20, 20]),
        id_label: "Transaction Ref No",
        time_label: "Transaction Date",
        time: |t| t.format("%d %b %Y %-I:%M %p").to_string(),
        seconds: false,
        big_amount: |_, a, b| digits(&format!("MMK {}", grouped(a)), b),
        row_amount: |_, a, b| digits(&format!("{} MMK", grouped(a)), b),
        id: |rng, _| {
            let letters: String = (0..2).map(|_| char::from(b'A' + rng.gen_range(0..26u8))).collect();
            format!("CB{}{}", letters, random_digits(rng, 12))
        },
    },
];

/// The text with ASCII digits written as Burmese digits when `burmese` is set.
fn digits(text: &str, burmese: bool) -> String {
    if !burmese {
        return text.to_owned();
    }
    text.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_u32('\u{1040}' as u32 + d).unwrap_or(c),
            None => c,
        })
        .collect()
}

fn random_digits(rng: &mut ChaCha8Rng, count: usize) -> String {
    (0..count).map(|_| char::from(b'0' + rng.gen_range(0..10u8))).collect()
}

const NAMES: [&str; 12] = [
    "U Aung Aung",
    "Daw Hla Hla Win",
    "Ko Min Thu",
    "Ma Thandar Aye",
    "U Kyaw Zin Oo",
    "Daw Mya Mya",
    "Ko Zaw Lin Htet",
    "Ma Su Su Hlaing",
    "Mg Thet Naing",
    "Lucky Mall",
    "Ko Nay Lin",
    "Ma Ei Phyu",
];

const NOTES: [&str; 8] =
    ["Order payment", "Lucky Mall order", "-", "Thanks", "For shoes", "Payment", "Dinner", "Phone bill"];

/// The random facts of one receipt.
struct Facts {
    amount: i64,
    time: NaiveDateTime,
    id: String,
    recipient: &'static str,
    phone: String,
    notes: &'static str,
    burmese_digits: bool,
    /// The phone's clock in the status bar (the screenshot is taken a little after the transfer).
    clock: String,
    battery: f32,
    /// 1080 wide instead of 720.
    wide: bool,
}

impl Facts {
    fn random(rng: &mut ChaCha8Rng, style: &Style, burmese_digits: bool, wide: bool) -> Facts {
        let amount = match rng.gen_range(0..3) {
            0 => rng.gen_range(10..200) * 100,
            1 => rng.gen_range(20..200) * 1_000,
            _ => rng.gen_range(40..400) * 5_000,
        };
        // The last 30 days before a fixed day, so the set does not depend on today.
        let end = NaiveDate::from_ymd_opt(2026, 11, 20).and_then(|d| d.and_hms_opt(23, 59, 59)).expect("a valid date");
        let mut time = end - Duration::seconds(rng.gen_range(0..30 * 24 * 3600));
        if !style.seconds {
            time = time.with_second(0).expect("second zero exists");
        }
        let id = (style.id)(rng, time);
        let phone = format!("09*****{}", random_digits(rng, 4));
        let shot = time + Duration::minutes(rng.gen_range(0..30));
        Facts {
            amount,
            time,
            id,
            recipient: NAMES[rng.gen_range(0..NAMES.len())],
            phone,
            notes: NOTES[rng.gen_range(0..NOTES.len())],
            burmese_digits,
            clock: shot.format("%-H:%M").to_string(),
            battery: rng.gen_range(0.15..1.0),
            wide,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Drawing

/// Where an amount was drawn, to paint it over and redraw it.
#[derive(Debug, Clone)]
struct AmountMark {
    /// x, y, width, height to paint over.
    area: (u32, u32, u32, u32),
    /// A pixel of the background next to the text.
    clear: (u32, u32),
    align: Align,
    baseline: f32,
    size: f32,
    bold: bool,
    colour: Rgb<u8>,
    format: fn(&Style, i64, bool) -> String,
}

#[derive(Debug, Clone, Copy)]
enum Align {
    Centre(f32),
    Right(f32),
}

const WHITE: Rgb<u8> = Rgb([255, 255, 255]);
const PAGE: Rgb<u8> = Rgb([242, 243, 247]);
const LABEL: Rgb<u8> = Rgb([118, 122, 132]);
const VALUE: Rgb<u8> = Rgb([28, 30, 36]);
const RULE: Rgb<u8> = Rgb([228, 230, 235]);

fn draw(style: &Style, facts: &Facts) -> Receipt {
    // Laid out on a 720-wide phone; a 1080-wide one is the same layout scaled by 1.5.
    let k = if facts.wide { 1.5 } else { 1.0 };
    let (width, height) = ((720.0 * k) as u32, (1280.0 * k) as u32);
    let at = |v: f32| v * k;
    let mut picture = RgbImage::from_pixel(width, height, PAGE);
    let fonts = fonts();
    let b = facts.burmese_digits;

    // Status bar: the phone's clock, signal bars and battery.
    let bar = status_bar_height(height);
    fill(&mut picture, 0, 0, width, bar, style.status_bar);
    let clock_size = at(28.0);
    let clock_baseline = bar as f32 * 0.7;
    draw_text(&mut picture, &fonts.bold, clock_size, at(28.0), clock_baseline, style.status_text, &facts.clock);
    for n in 0..4u32 {
        let h = at(6.0 + 4.0 * n as f32) as u32;
        fill(
            &mut picture,
            at(560.0 + 10.0 * n as f32) as u32,
            (clock_baseline as u32).saturating_sub(h),
            at(6.0) as u32,
            h,
            style.status_text,
        );
    }
    let (bx, by, bw, bh) = (at(640.0) as u32, (clock_baseline - at(16.0)) as u32, at(40.0) as u32, at(18.0) as u32);
    outline(&mut picture, bx, by, bw, bh, style.status_text);
    fill(&mut picture, bx + 3, by + 3, ((bw - 6) as f32 * facts.battery) as u32, bh - 6, style.status_text);

    // Header: the wallet, the result and the big amount.
    let header_bottom = at(430.0) as u32;
    fill(&mut picture, 0, bar, width, header_bottom - bar, style.header);
    let centre = width as f32 / 2.0;
    draw_centred(&mut picture, &fonts.bold, at(44.0), centre, at(130.0), style.header_text, style.wallet);
    // A ring, where receipts show a tick for a successful transfer.
    disc(&mut picture, centre, at(200.0), at(30.0), style.header_text);
    disc(&mut picture, centre, at(200.0), at(24.0), style.header);
    draw_centred(&mut picture, &fonts.regular, at(32.0), centre, at(278.0), style.header_text, "Transfer Successful");
    let mut amount_marks = Vec::new();
    let big_size = at(72.0);
    let big_baseline = at(366.0);
    let big = (style.big_amount)(style, facts.amount, b);
    draw_centred(&mut picture, &fonts.bold, big_size, centre, big_baseline, style.header_text, &big);
    amount_marks.push(AmountMark {
        area: (at(20.0) as u32, at(300.0) as u32, width - at(40.0) as u32, at(90.0) as u32),
        clear: (at(10.0) as u32, at(340.0) as u32),
        align: Align::Centre(centre),
        baseline: big_baseline,
        size: big_size,
        bold: true,
        colour: style.header_text,
        format: style.big_amount,
    });

    // The card of label/value rows.
    let (card_left, card_right) = (at(24.0), width as f32 - at(24.0));
    let card_top = at(460.0) as u32;
    let row_height = at(82.0);
    let rows: [(&str, String); 6] = [
        (style.time_label, digits(&(style.time)(facts.time), b)),
        (style.id_label, digits(&facts.id, b)),
        ("Transfer To", facts.recipient.to_owned()),
        ("Phone", digits(&facts.phone, b)),
        ("Amount", (style.row_amount)(style, facts.amount, b)),
        ("Notes", facts.notes.to_owned()),
    ];
    let card_bottom = card_top + (row_height * rows.len() as f32 + at(30.0)) as u32;
    fill(&mut picture, card_left as u32, card_top, (card_right - card_left) as u32, card_bottom - card_top, WHITE);
    let (label_x, value_x) = (card_left + at(28.0), card_right - at(28.0));
    let (label_size, value_size) = (at(30.0), at(33.0));
    for (n, (label, value)) in rows.iter().enumerate() {
        let baseline = card_top as f32 + at(56.0) + row_height * n as f32;
        draw_text(&mut picture, &fonts.regular, label_size, label_x, baseline, LABEL, label);
        let font = if *label == "Amount" { &fonts.bold } else { &fonts.regular };
        let value_width = text_width(font, value_size, value);
        draw_text(&mut picture, font, value_size, value_x - value_width, baseline, VALUE, value);
        if *label == "Amount" {
            let left = (card_left + at(240.0)) as u32;
            amount_marks.push(AmountMark {
                area: (left, (baseline - at(40.0)) as u32, (value_x + at(4.0)) as u32 - left, at(54.0) as u32),
                clear: (left, (baseline - at(38.0)) as u32),
                align: Align::Right(value_x),
                baseline,
                size: value_size,
                bold: true,
                colour: VALUE,
                format: style.row_amount,
            });
        }
        if n + 1 < rows.len() {
            let rule_y = (baseline + at(26.0)) as u32;
            fill(&mut picture, label_x as u32, rule_y, (value_x - label_x) as u32, at(1.5).max(1.0) as u32, RULE);
        }
    }

    // The buttons under the card.
    let button_top = at(1130.0) as u32;
    let button_height = at(72.0) as u32;
    let half = (card_right - card_left - at(20.0)) / 2.0;
    outline(&mut picture, card_left as u32, button_top, half as u32, button_height, style.header);
    draw_centred(
        &mut picture,
        &fonts.bold,
        at(34.0),
        card_left + half / 2.0,
        button_top as f32 + at(46.0),
        VALUE,
        "Share",
    );
    let done_left = card_right - half;
    fill(&mut picture, done_left as u32, button_top, half as u32, button_height, style.header);
    draw_centred(
        &mut picture,
        &fonts.bold,
        at(34.0),
        done_left + half / 2.0,
        button_top as f32 + at(46.0),
        style.header_text,
        "Done",
    );

    let png = png(&DynamicImage::ImageRgb8(picture));
    Receipt {
        wallet: style.wallet,
        amount_mmk: facts.amount,
        transferred_at: facts.time,
        transaction_id: facts.id.clone(),
        burmese_digits: facts.burmese_digits,
        png,
        amount_marks,
    }
}

fn fill(picture: &mut RgbImage, x: u32, y: u32, w: u32, h: u32, colour: Rgb<u8>) {
    let (x_end, y_end) = ((x + w).min(picture.width()), (y + h).min(picture.height()));
    let row: Vec<u8> = (x..x_end).flat_map(|_| colour.0).collect();
    let stride = picture.width() as usize * 3;
    let raw: &mut [u8] = picture.as_mut();
    for line in y..y_end {
        let start = line as usize * stride + x as usize * 3;
        raw[start..start + row.len()].copy_from_slice(&row);
    }
}

fn outline(picture: &mut RgbImage, x: u32, y: u32, w: u32, h: u32, colour: Rgb<u8>) {
    let t = 2;
    fill(picture, x, y, w, t, colour);
    fill(picture, x, y + h - t, w, t, colour);
    fill(picture, x, y, t, h, colour);
    fill(picture, x + w - t, y, t, h, colour);
}

fn disc(picture: &mut RgbImage, cx: f32, cy: f32, r: f32, colour: Rgb<u8>) {
    let (top, bottom) = ((cy - r).max(0.0) as u32, (cy + r) as u32);
    for y in top..=bottom {
        let dy = y as f32 + 0.5 - cy;
        let half = (r * r - dy * dy).max(0.0).sqrt();
        let left = (cx - half).round().max(0.0) as u32;
        let right = (cx + half).round() as u32;
        fill(picture, left, y, right.saturating_sub(left), 1, colour);
    }
}

// ---------------------------------------------------------------------------------------------
// Text

/// The web app's Noto Sans Myanmar, its Latin and Myanmar subsets, in two weights.
struct Fonts {
    regular: Face,
    bold: Face,
}

impl Fonts {
    fn get(&self, bold: bool) -> &Face {
        if bold {
            &self.bold
        } else {
            &self.regular
        }
    }
}

/// One weight: the Latin subset, with the Myanmar subset for the characters it lacks.
struct Face {
    latin: FontVec,
    myanmar: FontVec,
}

impl Face {
    fn font_for(&self, c: char) -> &FontVec {
        if self.latin.glyph_id(c).0 != 0 {
            &self.latin
        } else {
            &self.myanmar
        }
    }
}

fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| {
        let dir = font_dir();
        let load = |name: &str| {
            let path = dir.join(name);
            let woff = std::fs::read(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
            let ttf = woff_to_sfnt(&woff).unwrap_or_else(|e| panic!("decoding {}: {e}", path.display()));
            FontVec::try_from_vec(ttf).unwrap_or_else(|e| panic!("parsing {}: {e}", path.display()))
        };
        Fonts {
            regular: Face {
                latin: load("noto-sans-myanmar-latin-400-normal.woff"),
                myanmar: load("noto-sans-myanmar-myanmar-400-normal.woff"),
            },
            bold: Face {
                latin: load("noto-sans-myanmar-latin-700-normal.woff"),
                myanmar: load("noto-sans-myanmar-myanmar-700-normal.woff"),
            },
        }
    })
}

fn font_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../frontend/node_modules/@fontsource/noto-sans-myanmar/files");
    if !dir.join("noto-sans-myanmar-latin-400-normal.woff").is_file() {
        panic!(
            "the receipts test set draws in the web app's font, which is missing from {}: \
             run `npm ci` in frontend/ first",
            dir.display()
        );
    }
    dir
}

/// A WOFF 1.0 file back to the TrueType/OpenType file it packs: the same tables, each
/// zlib-inflated when it was stored compressed.
fn woff_to_sfnt(woff: &[u8]) -> Result<Vec<u8>, String> {
    let u32_at = |at: usize| -> Result<u32, String> {
        woff.get(at..at + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or_else(|| "truncated WOFF".to_owned())
    };
    if woff.get(..4) != Some(b"wOFF") {
        return Err("not a WOFF 1.0 file".to_owned());
    }
    let flavor = u32_at(4)?;
    let tables = (u32_at(12)? >> 16) as usize;
    struct Table {
        tag: u32,
        checksum: u32,
        data: Vec<u8>,
    }
    let mut found = Vec::with_capacity(tables);
    for n in 0..tables {
        let entry = 44 + 20 * n;
        let (tag, offset, stored, length, checksum) = (
            u32_at(entry)?,
            u32_at(entry + 4)? as usize,
            u32_at(entry + 8)? as usize,
            u32_at(entry + 12)? as usize,
            u32_at(entry + 16)?,
        );
        let raw = woff.get(offset..offset + stored).ok_or_else(|| "a WOFF table past the end".to_owned())?;
        let data = if stored < length {
            let mut data = Vec::with_capacity(length);
            flate2::read::ZlibDecoder::new(raw)
                .read_to_end(&mut data)
                .map_err(|e| format!("inflating a WOFF table: {e}"))?;
            data
        } else {
            raw.to_vec()
        };
        found.push(Table { tag, checksum, data });
    }
    // The sfnt header's binary-search fields, as the OpenType spec defines them.
    let power = if tables == 0 { 0 } else { usize::BITS - 1 - tables.leading_zeros() };
    let search_range = (1u16 << power) * 16;
    let mut out = Vec::new();
    out.extend_from_slice(&flavor.to_be_bytes());
    out.extend_from_slice(&(tables as u16).to_be_bytes());
    out.extend_from_slice(&search_range.to_be_bytes());
    out.extend_from_slice(&(power as u16).to_be_bytes());
    out.extend_from_slice(&((tables as u16) * 16 - search_range).to_be_bytes());
    let mut offset = 12 + 16 * tables;
    for table in &found {
        out.extend_from_slice(&table.tag.to_be_bytes());
        out.extend_from_slice(&table.checksum.to_be_bytes());
        out.extend_from_slice(&(offset as u32).to_be_bytes());
        out.extend_from_slice(&(table.data.len() as u32).to_be_bytes());
        offset += table.data.len().next_multiple_of(4);
    }
    for table in &found {
        out.extend_from_slice(&table.data);
        out.resize(out.len().next_multiple_of(4), 0);
    }
    Ok(out)
}

fn text_width(face: &Face, size: f32, text: &str) -> f32 {
    let mut width = 0.0;
    let mut previous: Option<(ab_glyph::GlyphId, *const FontVec)> = None;
    for c in text.chars() {
        let font = face.font_for(c);
        let scaled = font.as_scaled(PxScale::from(size));
        let id = font.glyph_id(c);
        if let Some((before, from)) = previous {
            if std::ptr::eq(from, font) {
                width += scaled.kern(before, id);
            }
        }
        width += scaled.h_advance(id);
        previous = Some((id, font));
    }
    width
}

fn draw_centred(
    picture: &mut RgbImage,
    face: &Face,
    size: f32,
    centre: f32,
    baseline: f32,
    colour: Rgb<u8>,
    text: &str,
) {
    let width = text_width(face, size, text);
    draw_text(picture, face, size, centre - width / 2.0, baseline, colour, text);
}

/// Draws `text` from `left` on `baseline`, blending the glyphs' coverage over the picture.
fn draw_text(picture: &mut RgbImage, face: &Face, size: f32, left: f32, baseline: f32, colour: Rgb<u8>, text: &str) {
    let mut x = left;
    let mut previous: Option<(ab_glyph::GlyphId, *const FontVec)> = None;
    let (width, height) = picture.dimensions();
    for c in text.chars() {
        let font = face.font_for(c);
        let scaled = font.as_scaled(PxScale::from(size));
        let id = font.glyph_id(c);
        if let Some((before, from)) = previous {
            if std::ptr::eq(from, font) {
                x += scaled.kern(before, id);
            }
        }
        let glyph = id.with_scale_and_position(size, ab_glyph::point(x, baseline));
        if let Some(outlined) = font.outline_glyph(glyph) {
            let bounds = outlined.px_bounds();
            outlined.draw(|gx, gy, coverage| {
                let (px, py) = (bounds.min.x as i64 + gx as i64, bounds.min.y as i64 + gy as i64);
                if px < 0 || py < 0 || px >= width as i64 || py >= height as i64 {
                    return;
                }
                let pixel = picture.get_pixel_mut(px as u32, py as u32);
                let a = coverage.clamp(0.0, 1.0);
                for (channel, ink) in pixel.0.iter_mut().zip(colour.0) {
                    *channel = (*channel as f32 * (1.0 - a) + ink as f32 * a).round() as u8;
                }
            });
        }
        x += scaled.h_advance(id);
        previous = Some((id, font));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn receipts_are_deterministic_and_distinct() {
        let first = generate(7, 8);
        let again = generate(7, 8);
        assert_eq!(first.len(), 8);
        for (a, b) in first.iter().zip(&again) {
            assert_eq!(a.png, b.png);
            assert_eq!(a.transaction_id, b.transaction_id);
        }
        assert_ne!(first[0].png, first[4].png);
        assert!(first.iter().any(|r| r.burmese_digits));
        assert!(first.iter().any(|r| !r.burmese_digits));
    }

    #[test]
    fn variants_keep_the_picture_but_the_amount() {
        let receipt = &generate(3, 1)[0];
        let original = decode(&receipt.png);
        let cropped = decode(&without_status_bar(receipt));
        assert_eq!(cropped.width(), original.width());
        assert!(cropped.height() < original.height());
        let edited = decode(&with_amount(receipt, 999_000)).to_rgb8();
        let before = original.to_rgb8();
        let changed = before.pixels().zip(edited.pixels()).filter(|(a, b)| a != b).count();
        assert!(changed > 0);
        assert!(changed < (before.width() * before.height() / 20) as usize);
    }

    #[test]
    fn grouping() {
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(250), "250");
        assert_eq!(grouped(1_250_000), "1,250,000");
        assert_eq!(digits("12:05", true), "၁၂:၀၅");
    }
}
