//! The transliteration engine of Google's myanmar-tools (`runPhase` in
//! `src/zawgyi_converter.ts` of npm `myanmar-tools` 1.2.0) and a reader for its compiled rule
//! files (`data/Z2U.js`, `data/U2Z.js`).
//!
//! The package compiles CLDR transliteration rules into JavaScript: a list of phases, each a list
//! of rules `{ p: RegExp('^' + '…'), s: '…', matchOnStart?: 'true', revisit?: 0 }`. Rather than
//! transcribe several hundred rules by hand, the vendored `.js` files are parsed once at first use,
//! so the rules stay byte-for-byte those of the package. The patterns use only character classes,
//! groups, quantifiers, `^` and `$` (no lookaround, no backreferences), which the `regex` crate
//! takes as they are once the JavaScript `\uXXXX` string escapes are decoded.
//!
//! How a phase runs (as in the package): a cursor walks the text. At each position every rule of
//! the phase is tried **in order**, against the text from the cursor on (hence the `^`). A rule
//! that matches replaces what it matched (`$1`… are its groups) and, unless it has `revisit`, the
//! cursor moves past the replacement — and the *remaining* rules are then tried at the new
//! position. When no rule matched at a position, one character is copied and the cursor moves on.
//! `matchOnStart` rules apply only during the first round at the start of the text. The phases
//! run one after the other, each over the previous one's output.
//!
//! JavaScript regexes without the `u` flag see UTF-16 code units, and the package's cursor moves one
//! code unit at a time, so a negated class such as `[^\u1040-\u1049]` can match half of an emoji's
//! surrogate pair, and the next rule then starts between the halves ("၀😀၀" becomes "ဝ😀ဝ", not
//! "ဝ😀၀"). To give the same results, a text with characters outside the BMP runs through the rules
//! with each of them split into two stand-ins from the Private Use Area (U+E000–U+E7FF, mirroring
//! the surrogates U+D800–U+DFFF, which a Rust string cannot hold); no rule names those code points,
//! so only negated classes match them, as they match surrogates. A text that already holds such
//! Private Use characters keeps whole characters instead (the only case that may differ).

use regex::{Captures, Regex, RegexSet};

/// A rule's replacement: literal text and references to the match's groups.
#[derive(Debug)]
enum Piece {
    Text(String),
    Group(usize),
}

#[derive(Debug)]
struct Rule {
    pattern: Regex,
    replacement: Vec<Piece>,
    match_on_start: bool,
    revisit: bool,
}

/// A rule while its lines are being read.
#[derive(Default)]
struct PendingRule {
    pattern: Option<Regex>,
    replacement: Option<Vec<Piece>>,
    match_on_start: bool,
    revisit: bool,
}

#[derive(Debug)]
struct Phase {
    rules: Vec<Rule>,
    /// All the phase's patterns at once, to find which rules match at a position in one search.
    set: RegexSet,
}

/// The phases of one conversion (Zawgyi → Unicode, or Unicode → Zawgyi).
#[derive(Debug)]
pub(crate) struct Transliterator {
    phases: Vec<Phase>,
}

impl Transliterator {
    /// Reads the rules from a myanmar-tools rule file (`Z2U.js`, `U2Z.js`, `ZNorm.js`).
    pub(crate) fn from_js(source: &str) -> Result<Transliterator, String> {
        let mut groups: Vec<(String, Vec<Rule>)> = Vec::new();
        let mut order: Option<Vec<String>> = None;
        // The rule being read.
        let mut pending: Option<PendingRule> = None;
        for (number, raw) in source.lines().enumerate() {
            let line = raw.trim();
            let fail = |what: &str| format!("line {}: {what}: {raw}", number + 1);
            if line.is_empty() || line.starts_with("//") || line.starts_with("function ") {
                continue;
            }
            if let Some(name) = line.strip_prefix("var ").and_then(|l| l.strip_suffix(" = [")) {
                groups.push((name.to_owned(), Vec::new()));
            } else if line == "{" {
                if pending.is_some() {
                    return Err(fail("nested rule"));
                }
                pending = Some(PendingRule::default());
            } else if line == "}," {
                let read = pending.take().ok_or_else(|| fail("no rule to close"))?;
                let rule = Rule {
                    pattern: read.pattern.ok_or_else(|| fail("rule without p"))?,
                    replacement: read.replacement.ok_or_else(|| fail("rule without s"))?,
                    match_on_start: read.match_on_start,
                    revisit: read.revisit,
                };
                let group = groups.last_mut().ok_or_else(|| fail("rule outside a group"))?;
                group.1.push(rule);
            } else if line == "];" || line == "}" {
                // End of a group, end of the function.
            } else if let Some(list) = line.strip_prefix("return [").and_then(|l| l.strip_suffix("];")) {
                order = Some(list.split(',').map(|n| n.trim().to_owned()).collect());
            } else {
                let rule = pending.as_mut().ok_or_else(|| fail("field outside a rule"))?;
                if let Some(p) = line.strip_prefix("p: RegExp('^' + '").and_then(|l| l.strip_suffix("'),")) {
                    let pattern = format!("^{}", js_string(p).map_err(|e| fail(&e))?);
                    let regex = Regex::new(&pattern).map_err(|e| fail(&e.to_string()))?;
                    rule.pattern = Some(regex);
                } else if let Some(s) = line.strip_prefix("s: '").and_then(|l| l.strip_suffix("',")) {
                    rule.replacement = Some(replacement(&js_string(s).map_err(|e| fail(&e))?));
                } else if line == "matchOnStart: 'true'," {
                    rule.match_on_start = true;
                } else if line == "revisit: 0," {
                    // Every `revisit` in the package's files is 0: back to the start of the
                    // replacement, which is all the package's converter implements anyway.
                    rule.revisit = true;
                } else {
                    return Err(fail("not understood"));
                }
            }
        }
        let order = order.ok_or("no `return [...]` listing the phases")?;
        let mut phases = Vec::with_capacity(order.len());
        for name in order {
            let at =
                groups.iter().position(|(n, _)| *n == name).ok_or_else(|| format!("phase {name} is not defined"))?;
            let (_, rules) = groups.swap_remove(at);
            let set = RegexSet::new(rules.iter().map(|r| r.pattern.as_str())).map_err(|e| e.to_string())?;
            phases.push(Phase { rules, set });
        }
        Ok(Transliterator { phases })
    }

    /// Runs every phase over `text`.
    pub(crate) fn apply(&self, text: &str) -> String {
        let halves = text.chars().any(|c| c > '\u{FFFF}') && !text.chars().any(is_stand_in);
        let mut text = if halves { split_astral(text) } else { text.to_owned() };
        for phase in &self.phases {
            text = phase.apply(&text);
        }
        if halves {
            join_astral(&text)
        } else {
            text
        }
    }

    /// The number of rules, all phases together.
    #[cfg(test)]
    fn rule_count(&self) -> usize {
        self.phases.iter().map(|p| p.rules.len()).sum()
    }
}

impl Phase {
    fn apply(&self, input: &str) -> String {
        let mut out = String::with_capacity(input.len() + input.len() / 4);
        // The text still to do is `rest[at..]` (the package's `midString`).
        let mut rest = input.to_owned();
        let mut at = 0;
        let mut start_of_string = true;
        while at < rest.len() {
            let mut found_rule = false;
            // Which rules match at the cursor, valid until the text or the cursor changes.
            let mut matching = None;
            for (index, rule) in self.rules.iter().enumerate() {
                if rule.match_on_start && !start_of_string {
                    continue;
                }
                let matching = matching.get_or_insert_with(|| self.set.matches(&rest[at..]));
                if !matching.matched(index) {
                    continue;
                }
                let captures = rule.pattern.captures(&rest[at..]).expect("the set and the rule agree");
                let matched = captures.get(0).expect("group 0").end();
                let replaced = expand(&rule.replacement, &captures);
                found_rule = true;
                if rule.revisit {
                    // The cursor stays at the start of the replacement.
                    rest = replaced + &rest[at + matched..];
                    at = 0;
                } else {
                    out.push_str(&replaced);
                    at += matched;
                }
                // The remaining rules are tried on the new text at the new position.
                *matching = self.set.matches(&rest[at..]);
            }
            if !found_rule {
                let c = rest[at..].chars().next().expect("at < rest.len()");
                out.push(c);
                at += c.len_utf8();
            }
            start_of_string = false;
        }
        out
    }
}

/// Where the stand-ins for UTF-16 surrogates start: U+E000 + (surrogate − U+D800).
const STAND_IN_BASE: u32 = 0xE000;
const SURROGATE_BASE: u32 = 0xD800;

fn is_stand_in(c: char) -> bool {
    (STAND_IN_BASE..STAND_IN_BASE + 0x800).contains(&(c as u32))
}

/// Every character outside the BMP becomes the stand-ins of its two UTF-16 code units.
fn split_astral(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars() {
        if c > '\u{FFFF}' {
            let mut units = [0; 2];
            for unit in c.encode_utf16(&mut units) {
                let stand_in = u32::from(*unit) - SURROGATE_BASE + STAND_IN_BASE;
                out.push(char::from_u32(stand_in).expect("a Private Use code point"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The inverse of [`split_astral`]; a half left alone by the rules becomes U+FFFD, as a lone
/// surrogate does when a JavaScript string is encoded as UTF-8.
fn join_astral(text: &str) -> String {
    let mut units = Vec::with_capacity(text.len());
    for c in text.chars() {
        if is_stand_in(c) {
            let unit = c as u32 - STAND_IN_BASE + SURROGATE_BASE;
            units.push(u16::try_from(unit).expect("a surrogate"));
        } else {
            let mut buffer = [0; 2];
            units.extend_from_slice(c.encode_utf16(&mut buffer));
        }
    }
    String::from_utf16_lossy(&units)
}

/// Builds a rule's replacement (`String.prototype.replace` syntax: `$1`…`$9`, `$$`, `$&`).
fn replacement(s: &str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let group = match (c, chars.peek()) {
            ('$', Some('$')) => {
                chars.next();
                text.push('$');
                continue;
            }
            ('$', Some('&')) => Some(0),
            ('$', Some(d @ '1'..='9')) => d.to_digit(10).map(|d| d as usize),
            _ => None,
        };
        match group {
            Some(group) => {
                chars.next();
                if !text.is_empty() {
                    pieces.push(Piece::Text(std::mem::take(&mut text)));
                }
                pieces.push(Piece::Group(group));
            }
            None => text.push(c),
        }
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    pieces
}

/// A replacement with the match's groups filled in (a group that did not take part is empty,
/// as in JavaScript).
fn expand(pieces: &[Piece], captures: &Captures<'_>) -> String {
    let mut out = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Group(group) => {
                if let Some(m) = captures.get(*group) {
                    out.push_str(m.as_str());
                }
            }
        }
    }
    out
}

/// Decodes the body of a single-quoted JavaScript string literal.
fn js_string(literal: &str) -> Result<String, String> {
    let mut out = String::with_capacity(literal.len());
    let mut chars = literal.chars();
    while let Some(c) = chars.next() {
        if c == '\'' {
            return Err("unescaped quote".into());
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                let code = u32::from_str_radix(&hex, 16)
                    .ok()
                    .filter(|_| hex.len() == 4)
                    .ok_or_else(|| format!("bad escape \\u{hex}"))?;
                // Every escape in the rule files is a BMP scalar value (no surrogate halves).
                out.push(char::from_u32(code).ok_or_else(|| format!("surrogate \\u{hex}"))?);
            }
            Some(c @ ('\\' | '\'' | '"')) => out.push(c),
            other => return Err(format!("unsupported escape \\{other:?}")),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_package_rule_files_parse_whole() {
        let z2u = Transliterator::from_js(include_str!("../data/Z2U.js")).unwrap();
        assert_eq!(z2u.phases.len(), 8);
        // `grep -c "p: RegExp" data/Z2U.js`
        assert_eq!(z2u.rule_count(), 128);
        #[cfg(feature = "u2z")]
        {
            let u2z = Transliterator::from_js(include_str!("../data/U2Z.js")).unwrap();
            assert_eq!(u2z.phases.len(), 6);
            assert_eq!(u2z.rule_count(), 167);
        }
    }

    #[test]
    fn no_rule_matches_the_empty_string() {
        // In the package such a rule would loop forever; here it would too.
        let z2u = Transliterator::from_js(include_str!("../data/Z2U.js")).unwrap();
        for phase in &z2u.phases {
            assert!(!phase.set.is_match(""));
        }
    }

    #[test]
    fn replacements_follow_javascript() {
        let rule = Regex::new("^(a)(b)?").unwrap();
        let captures = rule.captures("ac").unwrap();
        assert_eq!(expand(&replacement("x$1$2$$1$&"), &captures), "xa$1a");
    }

    #[test]
    fn emoji_split_into_halves_like_utf16_and_join_again() {
        let text = "a😀ကz🇲🇲";
        let split = split_astral(text);
        assert_eq!(split.chars().count(), text.encode_utf16().count());
        assert_eq!(join_astral(&split), text);
    }

    #[test]
    fn javascript_escapes_decode() {
        assert_eq!(js_string(r"[\u1000-\u1021]\u103A").unwrap(), "[က-အ]်");
        assert!(js_string(r"\u10").is_err());
        assert!(js_string(r"\x41").is_err());
    }
}
