//! Text kept in the shop's three languages.

use serde::{Deserialize, Serialize};

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

    /// Trims every language; an empty translation becomes missing.
    pub fn trimmed(&self) -> Translated {
        let clean = |t: &Option<String>| t.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned);
        Translated { en: self.en.trim().to_owned(), mm: clean(&self.mm), ch: clean(&self.ch) }
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
