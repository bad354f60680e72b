//! A generated set of wallet-like receipts (phone screenshots in the style of KBZPay, WavePay,
//! AYA Pay and CB Pay), drawn in the web app's Noto Sans Myanmar, and the altered copies a
//! customer or a forger would upload: re-encoded, resized, cropped, or with the amount redrawn.
//!
//! Everything is deterministic for a seed, so tests and figures are reproducible.//!
//! The wallets' styles and a receipt's random facts are in `styles`, the drawing of a receipt in
//! `draw`, and the text in the web app's font in `text`.

mod draw;
mod styles;
mod text;

use std::io::Cursor;

use chrono::NaiveDateTime;
use image::{DynamicImage, ImageFormat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use draw::{draw, fill, Align, AmountMark};
use styles::{Facts, STYLES};
use text::{draw_text, fonts, text_width};

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

/// Receipt number `n` of [`generate`]`(seed, n + 1)` with `note` in its Notes row, as a shopper
/// who typed the shop's payment reference (`PAY000042`) into the wallet's note would upload it.
pub fn with_note(seed: u64, n: usize, note: &str) -> Receipt {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut facts = None;
    for k in 0..=n {
        let style = &STYLES[k % STYLES.len()];
        let burmese_digits = (k / STYLES.len()) % 2 == 1;
        let wide = rng.gen_bool(0.25);
        facts = Some((style, Facts::random(&mut rng, style, burmese_digits, wide)));
    }
    let (style, mut facts) = facts.expect("at least one receipt");
    facts.notes = note.to_owned();
    draw(style, &facts)
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
#[cfg(test)]
mod tests {
    use super::styles::digits;
    use super::*;
    use crate::grouped;

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
