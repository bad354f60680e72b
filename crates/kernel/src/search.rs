//! What product search matches against, and how a search word is asked of the databases'
//! trigram indexes (see the catalogue's service and migration 000019).
//!
//! A trigram index finds a word of three characters or more. Burmese and Chinese are written
//! without spaces, and a two-character word (耳机, 茶壶) or a single character is common in Chinese,
//! so each name also yields its [`short_grams`]: every one- and two-character piece of its words,
//! padded to three characters with [`GRAM_MARKER`]. A short search word padded the same way
//! ([`short_word_gram`]) is then a trigram the index finds, not a scan of every name.

use std::collections::BTreeSet;

use crate::Translated;

/// Pads short pieces of names to trigrams: a letter (so PostgreSQL's `pg_trgm` keeps it inside
/// words, where it treats punctuation as a break) that no product name uses, and that search
/// words never hold ([`search_words`] removes it).
pub const GRAM_MARKER: char = 'ǂ';

/// `|name_en|name_mm|name_ch|`, lowercased: what a search word of three characters or more must
/// be part of.
pub fn search_text(name: &Translated) -> String {
    let part = |t: Option<&str>| t.unwrap_or_default().to_lowercase().replace(['|', GRAM_MARKER], " ");
    format!("|{}|{}|{}|", part(Some(&name.en)), part(name.mm.as_deref()), part(name.ch.as_deref()))
}

/// Every two-character piece of the words of `search_text`, and every single character that is not
/// ASCII (a one-letter English search finds nearly everything and is left to a scan), each padded
/// to three characters with [`GRAM_MARKER`], once, space-separated.
pub fn short_grams(search_text: &str) -> String {
    let mut grams = BTreeSet::new();
    for word in search_text.split(|c: char| c.is_whitespace() || c == '|') {
        let chars: Vec<char> = word.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            if !c.is_ascii() {
                grams.insert(format!("{c}{GRAM_MARKER}{GRAM_MARKER}"));
            }
            if let Some(next) = chars.get(i + 1) {
                grams.insert(format!("{c}{next}{GRAM_MARKER}"));
            }
        }
    }
    grams.into_iter().collect::<Vec<_>>().join(" ")
}

/// Both columns search reads for a product named `name`: (`search_text`, `search_grams`).
pub fn search_columns(name: &Translated) -> (String, String) {
    let text = search_text(name);
    let grams = short_grams(&text);
    (text, grams)
}

/// Search words: lowercased, with LIKE's wildcards, the text's separators and the marker removed,
/// so a shopper's `%` or `ǂ` matches nothing special; each once, at most eight. Burmese typed in Zawgyi is
/// made Unicode first.
pub fn search_words(search: &str) -> Vec<String> {
    // A search typed in Zawgyi finds the names, which are kept in Unicode.
    crate::text::as_sent(search)
        .to_lowercase()
        .split_whitespace()
        .map(|w| {
            w.chars().filter(|&c| !matches!(c, '%' | '_' | '\\' | '|' | '"') && c != GRAM_MARKER).collect::<String>()
        })
        .filter(|w| !w.is_empty())
        // Once each: a word again narrows nothing, and would be another read-cache key.
        .fold(Vec::new(), |mut words: Vec<String>, w| {
            if !words.contains(&w) {
                words.push(w);
            }
            words
        })
        .into_iter()
        .take(8)
        .collect()
}

/// A search word of one or two characters as the trigram its [`short_grams`] piece is, or `None`
/// when the word is long enough to be asked as it is (or is one ASCII letter, which has no gram).
pub fn short_word_gram(word: &str) -> Option<String> {
    let chars: Vec<char> = word.chars().collect();
    match chars.as_slice() {
        [c] if !c.is_ascii() => Some(format!("{c}{GRAM_MARKER}{GRAM_MARKER}")),
        [a, b] => Some(format!("{a}{b}{GRAM_MARKER}")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_words_become_the_grams_their_names_hold() {
        let text = search_text(&Translated::new("Classic Teapot 12", Some("ဂန္ထဝင် ထီး"), Some("经典茶壶 12")));
        let grams: Vec<&str> = short_grams(&text).leak().split(' ').collect();
        for word in ["茶壶", "典茶", "壶", "经", "ထီ", "ထ", "12", "te", "ot"] {
            let gram = short_word_gram(word).unwrap();
            assert!(grams.contains(&gram.as_str()), "{word}: {grams:?}");
        }
        for absent in ["壶茶", "茶经", "tp", "21"] {
            assert!(!grams.contains(&short_word_gram(absent).unwrap().as_str()), "{absent}");
        }
        // Pieces never cross a word: "c 1" holds no "c1".
        assert!(!grams.contains(&"c1ǂ"));
        assert_eq!(short_word_gram("t"), None);
        assert_eq!(short_word_gram("tea"), None);
        assert_eq!(search_words("Tea%ǂ \"pot\" | x"), ["tea", "pot", "x"]);
    }
}
