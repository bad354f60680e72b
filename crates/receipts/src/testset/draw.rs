//! Drawing one receipt: the status bar, the header with the big amount, the card of rows and the
//! buttons, with the marks [`with_amount`](super::with_amount) needs to redraw the amount.

use image::{DynamicImage, Rgb, RgbImage};

use super::styles::{digits, Facts, Style};
use super::text::{draw_centred, draw_text, fonts, text_width};
use super::{png, status_bar_height, Receipt};

/// Where an amount was drawn, to paint it over and redraw it.
#[derive(Debug, Clone)]
pub(super) struct AmountMark {
    /// x, y, width, height to paint over.
    pub(super) area: (u32, u32, u32, u32),
    /// A pixel of the background next to the text.
    pub(super) clear: (u32, u32),
    pub(super) align: Align,
    pub(super) baseline: f32,
    pub(super) size: f32,
    pub(super) bold: bool,
    pub(super) colour: Rgb<u8>,
    pub(super) format: fn(&Style, i64, bool) -> String,
}

#[derive(Debug, Clone, Copy)]
pub(super) enum Align {
    Centre(f32),
    Right(f32),
}

const WHITE: Rgb<u8> = Rgb([255, 255, 255]);
const PAGE: Rgb<u8> = Rgb([242, 243, 247]);
const LABEL: Rgb<u8> = Rgb([118, 122, 132]);
const VALUE: Rgb<u8> = Rgb([28, 30, 36]);
const RULE: Rgb<u8> = Rgb([228, 230, 235]);

pub(super) fn draw(style: &Style, facts: &Facts) -> Receipt {
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
        ("Notes", facts.notes.clone()),
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

pub(super) fn fill(picture: &mut RgbImage, x: u32, y: u32, w: u32, h: u32, colour: Rgb<u8>) {
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
