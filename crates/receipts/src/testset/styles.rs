//! The wallets imitated, how each one's receipt looks and writes its fields, and the random facts
//! of one receipt.

use chrono::{Duration, NaiveDate, NaiveDateTime, Timelike};
use image::Rgb;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::grouped;

/// How one wallet's receipt looks and writes its fields.
pub(super) struct Style {
    pub(super) wallet: &'static str,
    pub(super) header: Rgb<u8>,
    pub(super) header_text: Rgb<u8>,
    /// The status bar's colour: real apps either tint it like the header or leave it light.
    pub(super) status_bar: Rgb<u8>,
    pub(super) status_text: Rgb<u8>,
    pub(super) id_label: &'static str,
    pub(super) time_label: &'static str,
    /// Writes the transfer time (digits still ASCII).
    pub(super) time: fn(NaiveDateTime) -> String,
    /// Whether the time shows seconds (otherwise the truth has zero seconds).
    pub(super) seconds: bool,
    /// Writes the big amount.
    pub(super) big_amount: fn(&Style, i64, bool) -> String,
    /// Writes the amount in the Amount row.
    pub(super) row_amount: fn(&Style, i64, bool) -> String,
    /// A random transaction id.
    pub(super) id: fn(&mut ChaCha8Rng, NaiveDateTime) -> String,
}

pub(super) const STYLES: [Style; 4] = [
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
pub(super) fn digits(text: &str, burmese: bool) -> String {
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
pub(super) struct Facts {
    pub(super) amount: i64,
    pub(super) time: NaiveDateTime,
    pub(super) id: String,
    pub(super) recipient: &'static str,
    pub(super) phone: String,
    pub(super) notes: String,
    pub(super) burmese_digits: bool,
    /// The phone's clock in the status bar (the screenshot is taken a little after the transfer).
    pub(super) clock: String,
    pub(super) battery: f32,
    /// 1080 wide instead of 720.
    pub(super) wide: bool,
}

impl Facts {
    pub(super) fn random(rng: &mut ChaCha8Rng, style: &Style, burmese_digits: bool, wide: bool) -> Facts {
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
            notes: NOTES[rng.gen_range(0..NOTES.len())].to_owned(),
            burmese_digits,
            clock: shot.format("%-H:%M").to_string(),
            battery: rng.gen_range(0.15..1.0),
            wide,
        }
    }
}
