//! Text people send, and text kept in the shop's three languages.

use serde::{Deserialize, Serialize};

/// A text a person sent (a name, an address, a review, a search, the admin's catalogue text), as
/// the shop keeps and searches it: trimmed, and Burmese typed in the Zawgyi encoding (still common
/// on phones and keyboards) converted to Unicode. Unicode Burmese, Shan and Mon, English, Chinese
/// and any text the detector is not sure of are kept as sent (`burmese::to_unicode`).
///
/// Control characters are refused where requests are read ([`crate::input`]); one that reaches
/// here all the same (a name from Facebook's profile) is dropped, never stored.
pub fn as_sent(text: &str) -> String {
    let text = text.trim();
    if text.chars().any(crate::input::is_refused_char) {
        let kept: String = text.chars().filter(|c| !crate::input::is_refused_char(*c)).collect();
        return burmese::to_unicode(kept.trim()).into_owned();
    }
    burmese::to_unicode(text).into_owned()
}

use crate::Locale;

/// A text in English (required) with optional Burmese and Chinese translations.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Serialize,
    Deserialize,
    async_graphql::InputObject,
    async_graphql::SimpleObject,
    utoipa::ToSchema,
)]
#[graphql(input_name = "TranslatedTextInput", name = "TranslatedText")]
pub struct Translated {
    /// English (required; shown wherever a translation is missing).
    pub en: String,
    /// Burmese; null or empty shows the English.
    pub mm: Option<String>,
    /// Simplified Chinese; null or empty shows the English.
    pub ch: Option<String>,
}

impl Translated {
    pub fn new(en: &str, mm: Option<&str>, ch: Option<&str>) -> Translated {
        Translated { en: en.to_owned(), mm: mm.map(str::to_owned), ch: ch.map(str::to_owned) }
    }

    /// The text in `locale`, English when that translation is missing.
    pub fn get(&self, locale: Locale) -> &str {
        locale.pick(&self.en, self.mm.as_deref(), self.ch.as_deref())
    }

    /// Every language [`as_sent`] (trimmed, Zawgyi made Unicode); an empty translation becomes
    /// missing.
    pub fn trimmed(&self) -> Translated {
        let clean = |t: &Option<String>| t.as_deref().map(as_sent).filter(|t| !t.is_empty());
        Translated { en: as_sent(&self.en), mm: clean(&self.mm), ch: clean(&self.ch) }
    }

    /// Every language through the HTML sanitiser.
    pub fn sanitized_html(&self) -> Translated {
        let t = self.trimmed();
        Translated {
            en: crate::html::sanitize(&t.en),
            mm: t.mm.as_deref().map(crate::html::sanitize),
            ch: t.ch.as_deref().map(crate::html::sanitize),
        }
    }
}
