//! Text in the web app's Noto Sans Myanmar (read from its WOFF files in `frontend/node_modules`):
//! the fonts, measuring a line and drawing it.

use std::io::Read;
use std::path::PathBuf;
use std::sync::OnceLock;

use ab_glyph::{Font, FontVec, PxScale, ScaleFont};
use image::{Rgb, RgbImage};

/// The web app's Noto Sans Myanmar, its Latin and Myanmar subsets, in two weights.
pub(super) struct Fonts {
    pub(super) regular: Face,
    pub(super) bold: Face,
}

impl Fonts {
    pub(super) fn get(&self, bold: bool) -> &Face {
        if bold {
            &self.bold
        } else {
            &self.regular
        }
    }
}

/// One weight: the Latin subset, with the Myanmar subset for the characters it lacks.
pub(super) struct Face {
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

pub(super) fn fonts() -> &'static Fonts {
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

pub(super) fn text_width(face: &Face, size: f32, text: &str) -> f32 {
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

pub(super) fn draw_centred(
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
pub(super) fn draw_text(
    picture: &mut RgbImage,
    face: &Face,
    size: f32,
    left: f32,
    baseline: f32,
    colour: Rgb<u8>,
    text: &str,
) {
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
