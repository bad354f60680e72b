//! The Zawgyi detector of Google's myanmar-tools (`src/zawgyi_detector.ts` of npm
//! `myanmar-tools` 1.2.0), ported line for line so that it gives the package's numbers.
//!
//! The model (`data/zawgyiUnicodeModel.dat`, big-endian) is a Markov chain over character
//! classes: every code point of the Myanmar block (U+1000–U+103F, U+104A–U+109F; the Myanmar
//! digits U+1040–U+1049 are deliberately absent, they are the same in both encodings), Myanmar
//! Extended-A and -B, and the spaces U+2000–U+200B has a state of its own, everything else is
//! state 0. For each transition the model stores log P(Unicode) − log P(Zawgyi); the sum over
//! a text gives P(Zawgyi) = 1 / (1 + e^sum).

use std::sync::LazyLock;

static MODEL_BYTES: &[u8] = include_bytes!("../data/zawgyiUnicodeModel.dat");

/// The model, parsed once on first use.
static MODEL: LazyLock<Model> =
    LazyLock::new(|| Model::parse(MODEL_BYTES).expect("data/zawgyiUnicodeModel.dat is malformed"));

// Standard Myanmar code points before the digits.
const STD_CP0: u32 = 0x1000;
const STD_CP1: u32 = 0x103F;
// Standard Myanmar code points after the digits.
const AFT_CP0: u32 = 0x104A;
const AFT_CP1: u32 = 0x109F;
// Myanmar Extended-A.
const EXA_CP0: u32 = 0xAA60;
const EXA_CP1: u32 = 0xAA7F;
// Myanmar Extended-B.
const EXB_CP0: u32 = 0xA9E0;
const EXB_CP1: u32 = 0xA9FF;
// Unicode spaces (including the zero-width space U+200B).
const SPC_CP0: u32 = 0x2000;
const SPC_CP1: u32 = 0x200B;

const STD_OFFSET: u32 = 1;
const AFT_OFFSET: u32 = STD_OFFSET + STD_CP1 - STD_CP0 + 1;
const EXA_OFFSET: u32 = AFT_OFFSET + AFT_CP1 - AFT_CP0 + 1;
const EXB_OFFSET: u32 = EXA_OFFSET + EXA_CP1 - EXA_CP0 + 1;
const SPC_OFFSET: u32 = EXB_OFFSET + EXB_CP1 - EXB_CP0 + 1;

/// "State set version" 0: the spaces have states of their own; 1: they are state 0.
const SSV_STD_EXA_EXB_SPC: u32 = 0;

const UZMODEL_TAG: u64 = 0x555A_4D4F_4445_4C20; // "UZMODEL "
const BMARKOV_TAG: u64 = 0x424D_4152_4B4F_5620; // "BMARKOV "
const BMARKOV_VERSION: u32 = 0;

struct Model {
    ssv: u32,
    size: usize,
    /// `size × size` log-probability differences, row = previous state, column = current one.
    deltas: Vec<f64>,
}

/// A big-endian reader over the model bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], String> {
        let end = self.offset + N;
        let chunk = self.bytes.get(self.offset..end).ok_or_else(|| format!("truncated at byte {}", self.offset))?;
        self.offset = end;
        Ok(chunk.try_into().expect("slice of length N"))
    }
    fn u32(&mut self) -> Result<u32, String> {
        self.take().map(u32::from_be_bytes)
    }
    fn u64(&mut self) -> Result<u64, String> {
        self.take().map(u64::from_be_bytes)
    }
    fn i16(&mut self) -> Result<i16, String> {
        self.take().map(i16::from_be_bytes)
    }
    fn f32(&mut self) -> Result<f32, String> {
        self.take().map(f32::from_be_bytes)
    }
}

impl Model {
    fn parse(bytes: &[u8]) -> Result<Model, String> {
        let mut r = Reader { bytes, offset: 0 };
        if r.u64()? != UZMODEL_TAG {
            return Err("not a UZMODEL".into());
        }
        let ssv = match r.u32()? {
            1 => 0,
            2 => r.u32()?,
            v => return Err(format!("model version {v}, expected 1 or 2")),
        };
        if r.u64()? != BMARKOV_TAG || r.u32()? != BMARKOV_VERSION {
            return Err("not a version-0 BMARKOV".into());
        }
        let size = usize::try_from(r.i16()?).map_err(|_| "negative size")?;
        let mut deltas = vec![0.0; size * size];
        for i1 in 0..size {
            // A sparse row: a fallback for every column, then (column, value) pairs in order.
            let mut entries = r.i16()?;
            let fallback = if entries == 0 { 0.0 } else { f64::from(r.f32()?) };
            let mut next: i32 = -1;
            for i2 in 0..size {
                if entries > 0 && next < i2 as i32 {
                    next = i32::from(r.i16()?);
                    entries -= 1;
                }
                deltas[i1 * size + i2] = if next == i2 as i32 { f64::from(r.f32()?) } else { fallback };
            }
        }
        if r.offset != bytes.len() {
            return Err(format!("{} trailing bytes", bytes.len() - r.offset));
        }
        Ok(Model { ssv, size, deltas })
    }

    fn state(&self, cp: u32) -> usize {
        let state = match cp {
            STD_CP0..=STD_CP1 => cp - STD_CP0 + STD_OFFSET,
            AFT_CP0..=AFT_CP1 => cp - AFT_CP0 + AFT_OFFSET,
            EXA_CP0..=EXA_CP1 => cp - EXA_CP0 + EXA_OFFSET,
            EXB_CP0..=EXB_CP1 => cp - EXB_CP0 + EXB_OFFSET,
            SPC_CP0..=SPC_CP1 if self.ssv == SSV_STD_EXA_EXB_SPC => cp - SPC_CP0 + SPC_OFFSET,
            _ => 0,
        };
        state as usize
    }

    fn predict(&self, text: &str) -> f64 {
        // The package walks UTF-16 code units; walking scalar values gives the same sum: a
        // character outside the BMP is state 0 either way, and 0 → 0 transitions are skipped.
        let mut prev = 0;
        let mut total = 0.0;
        let mut seen_transition = false;
        for curr in text.chars().map(|c| self.state(c as u32)).chain([0]) {
            if prev != 0 || curr != 0 {
                total += self.deltas[prev * self.size + curr];
                seen_transition = true;
            }
            prev = curr;
        }
        if !seen_transition {
            // No Myanmar code point at all: "strong Unicode" by the package's convention.
            return f64::NEG_INFINITY;
        }
        1.0 / (1.0 + total.exp())
    }
}

/// The probability, between 0 and 1, that `text` is Zawgyi given that it is either Zawgyi or
/// Unicode Burmese — exactly what myanmar-tools' `ZawgyiDetector.getZawgyiProbability` returns.
///
/// Values near 1 are strong Zawgyi, near 0 strong Unicode, around 0.5 a toss-up. A text with
/// no Myanmar code point (English, Chinese, emoji, only Myanmar digits) gives
/// [`f64::NEG_INFINITY`].
pub fn zawgyi_probability(text: &str) -> f64 {
    MODEL.predict(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_model_covers_every_state() {
        let model = &*MODEL;
        assert_eq!(model.size, (SPC_OFFSET + SPC_CP1 - SPC_CP0 + 1) as usize);
        assert_eq!(model.ssv, SSV_STD_EXA_EXB_SPC);
    }
}
