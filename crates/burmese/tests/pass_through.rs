//! What `to_unicode` must leave alone, and what it converts.

use std::borrow::Cow;

use burmese::{to_unicode, zawgyi_probability, zawgyi_to_unicode, ZAWGYI_THRESHOLD};

fn assert_kept(text: &str) {
    assert!(
        matches!(to_unicode(text), Cow::Borrowed(kept) if kept == text),
        "{text:?} (P(Zawgyi) = {}) was altered",
        zawgyi_probability(text)
    );
}

#[test]
fn text_without_myanmar_letters_is_kept() {
    for text in [
        "",
        "Lucky Mall — free delivery in Yangon!",
        "幸运商城",
        "ラッキーモール",
        "🎁🛒👍🏽 🇲🇲",
        "0123456789",
        "၀၁၂၃၄၅၆၇၈၉", // Myanmar digits are the same in both encodings
        "Price: 12,500 Ks (၁၂,၅၀၀ ကျပ်)",
    ] {
        assert_kept(text);
    }
    assert_eq!(zawgyi_probability("幸运商城"), f64::NEG_INFINITY);
    assert_eq!(zawgyi_probability("၀၁၂၃"), f64::NEG_INFINITY);
}

#[test]
fn unicode_burmese_shan_and_mon_are_kept() {
    for text in [
        "အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း",
        "မင်္ဂလာပါ",
        "ဈေးဝယ်ရန် နှိပ်ပါ",
        // Shan: its letters (U+1075–U+108F) are code points Zawgyi reuses.
        "ၽႃႇသႃႇတႆး",
        "လိၵ်ႈတႆး",
        "ၵႂၢမ်းတႆး",
        // Mon.
        "ဘာသာမန်",
        "ပ္ဍဲဍုၚ်မန်",
        "ကၠာဟ်ဂမၠိုၚ်မန်",
    ] {
        assert_kept(text);
    }
}

#[test]
fn a_short_ambiguous_text_is_kept_as_sent() {
    // "ကက" reads the same in both encodings: neither clearly Zawgyi nor clearly Unicode.
    let p = zawgyi_probability("ကက");
    assert!(0.05 < p && p < ZAWGYI_THRESHOLD, "{p}");
    assert_kept("ကက");
    assert_kept("က");
}

#[test]
fn zawgyi_is_converted_with_the_text_around_it() {
    // The package's README example.
    assert_eq!(to_unicode("မ္း"), "မ်း");
    assert!(matches!(to_unicode("မ္း"), Cow::Owned(_)));
    // English, digits, emoji and Zawgyi in one message: converted as a whole, the rest kept.
    let zawgyi = "Order #1234 ေၾကညာစာတမ္း 😀 OK";
    assert!(zawgyi_probability(zawgyi) >= ZAWGYI_THRESHOLD);
    assert_eq!(to_unicode(zawgyi), "Order #1234 ကြေညာစာတမ်း 😀 OK");
}

#[test]
fn the_converter_keeps_everything_outside_the_myanmar_block() {
    let ascii: String = (' '..='~').collect();
    assert_eq!(zawgyi_to_unicode(&ascii), ascii);
    for text in ["幸运商城", "🎁🛒👍🏽 🇲🇲", "héllo\tworld\n", "ラッキーモール"] {
        assert_eq!(zawgyi_to_unicode(text), text);
    }
}

#[test]
fn emoji_next_to_zawgyi_digits_convert_like_the_package() {
    // The package's JavaScript sees an emoji as two UTF-16 code units; a Zawgyi ၀ (for ဝ) on
    // both sides of one is converted on both sides there, and so here.
    assert_eq!(zawgyi_to_unicode("၀😀၀"), "ဝ😀ဝ");
}
