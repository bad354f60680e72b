//! Fingerprints of a decoded picture: an exact one over its pixels and a perceptual one.
//!
//! The perceptual hash is taken over a normalised picture: greyscale, with the uniform rows at
//! the bottom trimmed, and only the bottom part of the content whose height is a fixed multiple of
//! the width. A phone screenshot whose status bar was cropped off (or that was resized) keeps that
//! region's content exactly, so its hash barely moves, where hashing the whole picture would shift
//! every row.

use image::{DynamicImage, GenericImageView, GrayImage};
use image_hasher::{HashAlg, HasherConfig};
use sha2::{Digest, Sha256};

/// A picture's fingerprints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fingerprint {
    /// SHA-256 (hex) over the decoded pixels (width, height, RGBA8), so re-encoding without
    /// changing a pixel does not hide a copy.
    pub exact: String,
    /// The perceptual hash (hex); [`distance`] compares two.
    pub perceptual: String,
}

/// How many bands a perceptual hash is cut into for the index. Two hashes within
/// `BANDS - 1` bits agree on at least one whole band (pigeonhole), so looking up the bands finds
/// every near copy without scanning.
pub const BANDS: u32 = 20;
/// The default near-duplicate threshold in differing bits (at most `BANDS - 1`).
pub const DEFAULT_THRESHOLD: u32 = 19;

/// How the perceptual hash is made; [`PERCEPTUAL`] is the one in use.
#[derive(Debug, Clone, Copy)]
pub struct PerceptualConfig {
    /// The image_hasher algorithm.
    pub algorithm: HashAlg,
    /// Hash width and height in cells (the hash has about width × height bits).
    pub size: (u32, u32),
    /// The hashed region's height as a multiple of the width, anchored at the bottom of the
    /// content; `None` hashes the whole picture.
    pub region_height: Option<f32>,
}

/// The perceptual hash in use (chosen by measurement on the generated receipts, see
/// `examples/figures.rs`).
pub const PERCEPTUAL: PerceptualConfig =
    PerceptualConfig { algorithm: HashAlg::Gradient, size: (16, 16), region_height: Some(1.55) };

/// Grey levels closer than this to the bottom row's count as the same blank background
/// (JPEG noise stays well within it).
const BLANK_TOLERANCE: i16 = 14;

/// The fingerprints of a decoded picture.
pub fn of(image: &DynamicImage) -> Fingerprint {
    Fingerprint { exact: exact(image), perceptual: perceptual_with(&PERCEPTUAL, image) }
}

fn exact(image: &DynamicImage) -> String {
    let mut sha = Sha256::new();
    sha.update(image.width().to_be_bytes());
    sha.update(image.height().to_be_bytes());
    match image.as_rgba8() {
        Some(rgba) => sha.update(rgba.as_raw()),
        None => sha.update(image.to_rgba8().as_raw()),
    }
    hex::encode(sha.finalize())
}

/// The perceptual hash (hex) of `image` made as `config` says.
pub fn perceptual_with(config: &PerceptualConfig, image: &DynamicImage) -> String {
    let grey = image.to_luma8();
    let region = match config.region_height {
        Some(ratio) => content_region(&grey, ratio),
        None => grey,
    };
    let hasher = HasherConfig::new().hash_alg(config.algorithm).hash_size(config.size.0, config.size.1).to_hasher();
    hex::encode(hasher.hash_image(&DynamicImage::ImageLuma8(region)).as_bytes())
}

/// The bottom part of the content, `ratio` × width high, after the blank rows at the bottom.
fn content_region(grey: &GrayImage, ratio: f32) -> GrayImage {
    let (width, height) = grey.dimensions();
    if width == 0 || height == 0 {
        return grey.clone();
    }
    let background = median_of_row(grey, height - 1);
    let blank =
        |y: u32| (0..width).all(|x| (grey.get_pixel(x, y).0[0] as i16 - background as i16).abs() <= BLANK_TOLERANCE);
    let mut bottom = height;
    while bottom > 1 && blank(bottom - 1) {
        bottom -= 1;
    }
    // A picture that is all background keeps its whole height.
    if bottom <= 1 {
        bottom = height;
    }
    let wanted = ((width as f32 * ratio).round() as u32).max(1);
    let top = bottom.saturating_sub(wanted);
    grey.view(0, top, width, bottom - top).to_image()
}

fn median_of_row(grey: &GrayImage, y: u32) -> u8 {
    let mut row: Vec<u8> = (0..grey.width()).map(|x| grey.get_pixel(x, y).0[0]).collect();
    row.sort_unstable();
    row[row.len() / 2]
}

/// Differing bits between two perceptual hashes (`None` when they are not of the same kind).
pub fn distance(a: &str, b: &str) -> Option<u32> {
    let (a, b) = (hex::decode(a).ok()?, hex::decode(b).ok()?);
    if a.len() != b.len() || a.is_empty() {
        return None;
    }
    Some(a.iter().zip(&b).map(|(x, y)| (x ^ y).count_ones()).sum())
}

/// The hash cut into [`BANDS`] bands: `(band number, band value)`, for an indexed lookup.
///
/// The bands are contiguous runs of bits, as equal as the length allows, each read as a
/// big-endian number; a band longer than 64 bits would not fit, so a hash that is not hex or is
/// too long for that gives no bands.
pub fn bands(perceptual: &str) -> Vec<(i32, i64)> {
    let Ok(bytes) = hex::decode(perceptual) else {
        return Vec::new();
    };
    let bits = bytes.len() * 8;
    let count = BANDS as usize;
    if bits < count || bits.div_ceil(count) > 64 {
        return Vec::new();
    }
    let bit = |n: usize| (bytes[n / 8] >> (7 - n % 8)) & 1;
    (0..count)
        .map(|band| {
            let (start, end) = (band * bits / count, (band + 1) * bits / count);
            let value = (start..end).fold(0u64, |value, n| (value << 1) | u64::from(bit(n)));
            // The value's bits are what is compared, so a 64-bit band wraps into i64 as is.
            (band as i32, value as i64)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_bits() {
        assert_eq!(distance("00ff", "00fe"), Some(1));
        assert_eq!(distance("00ff", "ff00"), Some(16));
        assert_eq!(distance("00ff", "00"), None);
        assert_eq!(distance("zz", "00"), None);
    }

    #[test]
    fn near_hashes_share_a_band() {
        let base: Vec<u8> = (0..64u8).map(|n| n.wrapping_mul(37)).collect();
        let bits = base.len() * 8;
        // Flip BANDS - 1 bits spread over the hash: one band must stay whole.
        for offset in 0..8 {
            let mut near = base.clone();
            for k in 0..(BANDS as usize - 1) {
                let n = (offset + k * bits / (BANDS as usize - 1)) % bits;
                near[n / 8] ^= 1 << (7 - n % 8);
            }
            let (a, b) = (hex::encode(&base), hex::encode(&near));
            assert_eq!(distance(&a, &b), Some(BANDS - 1));
            let (ba, bb) = (bands(&a), bands(&b));
            assert_eq!(ba.len(), BANDS as usize);
            assert!(ba.iter().any(|band| bb.contains(band)));
        }
    }

    #[test]
    fn exact_ignores_the_encoding() {
        let picture = DynamicImage::ImageRgb8(image::RgbImage::from_pixel(3, 2, image::Rgb([1, 2, 3])));
        let rgba = DynamicImage::ImageRgba8(picture.to_rgba8());
        assert_eq!(of(&picture).exact, of(&rgba).exact);
        assert_eq!(of(&picture).exact.len(), 64);
    }
}
