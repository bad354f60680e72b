//! Burmese text in either encoding becomes Unicode.
//!
//! Many phones in Myanmar still type Burmese in Zawgyi, a font encoding that reuses Myanmar-block
//! code points for other shapes: the same bytes mean different text in Zawgyi and in Unicode, and a
//! Zawgyi product name never matches a Unicode search. The shop passes every Burmese text a person
//! sends through [`to_unicode`] before it is stored or searched.
//!
//! The detector and the converter are Google's myanmar-tools (npm `myanmar-tools` 1.2.0,
//! Apache-2.0), ported from its TypeScript and driven by its own data, vendored in `data/` (see
//! `data/README.md`):
//!
//! - [`zawgyi_probability`]: the package's Markov-chain detector;
//! - [`zawgyi_to_unicode`]: the package's Zawgyi → Unicode transliteration (CLDR rules);
//! - `unicode_to_zawgyi` (feature `u2z`): the opposite direction, to make Zawgyi test input.

mod detector;
mod transliterate;

use std::borrow::Cow;
use std::sync::LazyLock;

pub use detector::zawgyi_probability;
use transliterate::Transliterator;

/// [`to_unicode`] converts a text only when [`zawgyi_probability`] is at least this.
///
/// myanmar-tools' README (github.com/google/myanmar-tools) advises a high threshold "like 0.95"
/// where over-predicting Zawgyi is bad because conversion happens automatically, and 0.05 only
/// where a person checks the result. The shop converts without asking anyone, and converting
/// Unicode by mistake garbles a person's text, while keeping a doubtful text as sent loses
/// nothing that was not already there. On the package's parallel texts the margin is wide: no
/// Unicode line scores above 0.0002, and every Zawgyi line but one scores 0.99 or more (the one,
/// a two-word heading, scores 0.69 and is kept). What falls in between is a syllable or two that
/// reads the same in both encodings, such as "ကက" (0.53).
pub const ZAWGYI_THRESHOLD: f64 = 0.95;

static Z2U: LazyLock<Transliterator> =
    LazyLock::new(|| Transliterator::from_js(include_str!("../data/Z2U.js")).expect("data/Z2U.js does not parse"));

#[cfg(feature = "u2z")]
static U2Z: LazyLock<Transliterator> =
    LazyLock::new(|| Transliterator::from_js(include_str!("../data/U2Z.js")).expect("data/U2Z.js does not parse"));

/// Converts Zawgyi text to Unicode, whatever it is: exactly myanmar-tools'
/// `ZawgyiConverter.zawgyiToUnicode`. Text outside the Myanmar block (ASCII, other scripts,
/// emoji) passes through unchanged; Unicode Burmese given to it would be damaged, so callers
/// that do not know the encoding use [`to_unicode`].
pub fn zawgyi_to_unicode(text: &str) -> String {
    Z2U.apply(text)
}

/// Converts Unicode Burmese to Zawgyi: myanmar-tools' `ZawgyiConverter.unicodeToZawgyi`. The shop
/// never stores Zawgyi; this is for tests that need what a Zawgyi phone would send.
#[cfg(feature = "u2z")]
pub fn unicode_to_zawgyi(text: &str) -> String {
    U2Z.apply(text)
}

/// The text in Unicode: returned as it is ([`Cow::Borrowed`]) unless it is clearly Zawgyi
/// ([`zawgyi_probability`] ≥ [`ZAWGYI_THRESHOLD`]), in which case the whole text is converted
/// with [`zawgyi_to_unicode`] (Latin letters, digits, punctuation and emoji in it are kept).
///
/// Unicode Burmese, text without Myanmar letters (English, Chinese, emoji, digits) and text that
/// is neither clearly Zawgyi nor clearly Unicode are never altered.
pub fn to_unicode(text: &str) -> Cow<'_, str> {
    // `zawgyi_probability` is −∞ without a Myanmar-block code point, so such text stops here.
    if zawgyi_probability(text) < ZAWGYI_THRESHOLD {
        return Cow::Borrowed(text);
    }
    let converted = zawgyi_to_unicode(text);
    if converted == text {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(converted)
    }
}
