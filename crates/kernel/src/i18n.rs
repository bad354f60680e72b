//! The shopper's language and the server's message catalogue.
//!
//! Messages live in `crates/kernel/locales/<domain>.yml`, one key per message with its `en`, `mm`
//! and `ch` text. Services never format user-facing text themselves: they return a [`crate::Msg`]
//! (a key plus arguments) and the REST and GraphQL layers render it in the caller's language.

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::{Deserialize, Serialize};

/// The header the web client sends its language in.
pub const LOCALE_HEADER: &str = "x-localization";

/// A language of the shop, by the app's own codes.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, async_graphql::Enum, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
#[graphql(rename_items = "lowercase")]
pub enum Locale {
    /// English (the default and the fallback for missing translations).
    #[default]
    En,
    /// Burmese.
    Mm,
    /// Simplified Chinese.
    Ch,
}

impl Locale {
    pub fn as_str(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Mm => "mm",
            Locale::Ch => "ch",
        }
    }

    /// Reads the app's code (`en`, `mm`, `ch`); anything else, or nothing, is English.
    pub fn from_code(code: Option<&str>) -> Locale {
        match code.map(|c| c.trim().to_ascii_lowercase()).as_deref() {
            Some("mm" | "my") => Locale::Mm,
            Some("ch" | "zh" | "zh-hans" | "zh-cn") => Locale::Ch,
            _ => Locale::En,
        }
    }

    pub fn from_headers(headers: &axum::http::HeaderMap) -> Locale {
        Locale::from_code(headers.get(LOCALE_HEADER).and_then(|v| v.to_str().ok()))
    }

    /// Picks this language's text from a translated triple, falling back to English when it is empty.
    pub fn pick<'a>(self, en: &'a str, mm: Option<&'a str>, ch: Option<&'a str>) -> &'a str {
        let text = match self {
            Locale::En => None,
            Locale::Mm => mm,
            Locale::Ch => ch,
        };
        text.filter(|t| !t.trim().is_empty()).unwrap_or(en)
    }

    /// Renders a catalogue message in this language, filling `%{name}` placeholders.
    pub fn text(self, key: &str, args: &[(&str, String)]) -> String {
        let mut text = rust_i18n::t!(key, locale = self.as_str()).into_owned();
        for (name, value) in args {
            text = text.replace(&format!("%{{{name}}}"), value);
        }
        text
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Locale {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(Locale::from_headers(&parts.headers))
    }
}
