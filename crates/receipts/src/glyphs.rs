//! Where an id of capital letters and Burmese digits (`AP၈၇၉၀…`, `CBUJ၈၀၄…`) splits, found by the
//! shapes of its glyphs.
//!
//! Tesseract reads a word in one language, so neither model reads such an id whole: the English
//! one takes the Burmese digits for Latin look-alikes and the Burmese one the capitals for digits
//! (`J` for `၂`, `P` for `၉`), each with high confidence. The glyphs themselves tell the scripts
//! apart: a Burmese digit's body stands on the x-height (only `၆` rises above it, higher than a
//! capital), while a Latin capital rises above the x-height to the cap height, which is about a
//! third of an x-height higher. So the leading glyphs whose tops sit at cap height are the
//! letters, and the rest are the digits; each part is then read by its own model.

use image::{imageops, GrayImage};

/// A word's box in the prepared picture, as Tesseract's TSV gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WordBox {
    pub left: u32,
    pub top: u32,
    pub width: u32,
    pub height: u32,
}

/// An id's two parts, cut from the picture.
pub struct SplitId {
    /// The capital letters that begin the id, if any.
    pub letters: Option<GrayImage>,
    /// The digits.
    pub digits: GrayImage,
}

/// How far a glyph's top may rise above the x-height, in x-heights, to be a Latin capital: cap
/// heights are 1.3 to 1.45 x-heights in common sans fonts, and the only Burmese digit that rises
/// (`၆`) reaches a whole x-height above it.
const CAP_RISE: std::ops::RangeInclusive<f32> = 0.15..=0.65;
/// The most letters an id's prefix has.
const MAX_LETTERS: usize = 6;
/// The tallest word taken for a line of text.
const MAX_WORD_HEIGHT: u32 = 200;
/// A pixel this much darker or lighter than the background is ink.
const INK_CONTRAST: i16 = 90;

/// Cuts the id in `word` (with room on its left for a prefix Tesseract took for another word)
/// into its leading capitals and its digits; `None` when its glyphs cannot be told apart.
pub fn split_id(picture: &GrayImage, word: WordBox) -> Option<SplitId> {
    let h = word.height.max(1);
    // A line of text on a picture prepared 1080 to 1440 wide is 20 to 60 pixels high; a taller
    // "word" is a blot, not worth the flood fill.
    if h > MAX_WORD_HEIGHT {
        return None;
    }
    let left = word.left.saturating_sub(3 * h);
    let top = word.top.saturating_sub(h / 3);
    let right = (word.left + word.width + h / 3).min(picture.width());
    let bottom = (word.top + word.height + h / 3).min(picture.height());
    if right <= left + 1 || bottom <= top + 1 {
        return None;
    }
    let area = imageops::crop_imm(picture, left, top, right - left, bottom - top).to_image();
    let glyphs = id_glyphs(&area, h);
    if glyphs.len() < 8 {
        return None;
    }

    let x_line = most_common(glyphs.iter().map(|g| g.top))?;
    let mut heights: Vec<u32> = glyphs.iter().map(|g| g.bottom - g.top).collect();
    heights.sort_unstable();
    let median_height = heights[heights.len() / 2];
    // The baseline: where the x-height glyphs without a descender end.
    let baseline = glyphs
        .iter()
        .filter(|g| g.top.abs_diff(x_line) <= 1 && 2 * (g.bottom - g.top) >= median_height)
        .map(|g| g.bottom)
        .min()?;
    let x_height = baseline.saturating_sub(x_line).max(1) as f32;
    let capitals =
        glyphs.iter().take_while(|g| CAP_RISE.contains(&((x_line as f32 - g.top as f32) / x_height))).count();
    if capitals > MAX_LETTERS || capitals == glyphs.len() {
        return None;
    }

    let letters = (capitals > 0).then(|| {
        let from = glyphs[0].left.saturating_sub(h / 3);
        let to = (glyphs[capitals - 1].right + 2).min(area.width());
        imageops::crop_imm(&area, from, 0, to - from, area.height()).to_image()
    });
    let from = glyphs[capitals].left.saturating_sub(2);
    let digits = imageops::crop_imm(&area, from, 0, area.width() - from, area.height()).to_image();
    Some(SplitId { letters, digits })
}

/// A glyph's box (inclusive) in the cut-out area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Glyph {
    left: u32,
    right: u32,
    top: u32,
    bottom: u32,
}

/// The glyphs of the id: the area's connected blobs of ink, those that overlap in columns (a
/// glyph's parts) as one, left to right, from the rightmost back to the first gap wider than
/// 0.6 of the word's height (the space before a label in the other column).
fn id_glyphs(area: &GrayImage, word_height: u32) -> Vec<Glyph> {
    let mut blobs = blobs(area);
    blobs.sort_by_key(|g| (g.left, g.top));
    let mut glyphs: Vec<Glyph> = Vec::new();
    for blob in blobs {
        match glyphs.last_mut() {
            Some(last) if overlap(last, &blob) * 2 > (blob.right - blob.left).min(last.right - last.left) => {
                last.left = last.left.min(blob.left);
                last.right = last.right.max(blob.right);
                last.top = last.top.min(blob.top);
                last.bottom = last.bottom.max(blob.bottom);
            }
            _ => glyphs.push(blob),
        }
    }
    let gap = word_height as f32 * 0.6;
    let mut first = glyphs.len();
    while first > 0 {
        if first < glyphs.len() && (glyphs[first].left as f32 - glyphs[first - 1].right as f32) > gap {
            break;
        }
        first -= 1;
    }
    glyphs.split_off(first)
}

fn overlap(a: &Glyph, b: &Glyph) -> u32 {
    (a.right.min(b.right) + 1).saturating_sub(a.left.max(b.left))
}

/// The 8-connected blobs of ink of at least 4 pixels (smaller ones are noise). A flood fill
/// over one small cut-out: an image-processing crate would bring a linear-algebra stack along.
fn blobs(area: &GrayImage) -> Vec<Glyph> {
    let (w, h) = area.dimensions();
    let mut border: Vec<u8> = (0..w).flat_map(|x| [area.get_pixel(x, 0).0[0], area.get_pixel(x, h - 1).0[0]]).collect();
    border.sort_unstable();
    let background = i16::from(border[border.len() / 2]);
    let ink: Vec<bool> = area.pixels().map(|p| (i16::from(p.0[0]) - background).abs() > INK_CONTRAST).collect();
    let mut seen = vec![false; ink.len()];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    for start in 0..ink.len() {
        if !ink[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let (x, y) = ((start as u32) % w, (start as u32) / w);
        let mut glyph = Glyph { left: x, right: x, top: y, bottom: y };
        let mut pixels = 0;
        while let Some(at) = stack.pop() {
            pixels += 1;
            let (x, y) = ((at as u32) % w, (at as u32) / w);
            glyph.left = glyph.left.min(x);
            glyph.right = glyph.right.max(x);
            glyph.top = glyph.top.min(y);
            glyph.bottom = glyph.bottom.max(y);
            for ny in y.saturating_sub(1)..=(y + 1).min(h - 1) {
                for nx in x.saturating_sub(1)..=(x + 1).min(w - 1) {
                    let next = (ny * w + nx) as usize;
                    if ink[next] && !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        if pixels >= 4 {
            found.push(glyph);
        }
    }
    found
}

/// The value seen most often (the smallest on a tie).
fn most_common(values: impl Iterator<Item = u32>) -> Option<u32> {
    let mut values: Vec<u32> = values.collect();
    values.sort_unstable();
    let mut best: Option<(usize, u32)> = None;
    for run in values.chunk_by(|a, b| a == b) {
        if best.is_none_or(|(count, _)| run.len() > count) {
            best = Some((run.len(), run[0]));
        }
    }
    best.map(|(_, value)| value)
}
