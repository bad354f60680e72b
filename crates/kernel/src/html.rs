//! Rich text written by admins (product descriptions, onboarding bodies, the promotion).
//!
//! Sanitised on the way in with `ammonia`'s allow-list: formatting, lists, links and images stay;
//! scripts, event handlers, `javascript:` URLs and styles go. Links get `rel="noopener noreferrer"`.

pub fn sanitize(html: &str) -> String {
    ammonia::Builder::default().link_rel(Some("noopener noreferrer")).clean(html).to_string()
}

/// The text of rich text, for a link's description: tags (and what scripts or styles hold)
/// dropped, whitespace collapsed, at most `max_chars` characters (cut at a word, with `…`).
pub fn plain_text(html: &str, max_chars: usize) -> String {
    // A space before every tag, so paragraphs do not run together once the tags are gone.
    let spaced = html.replace('<', " <");
    let text = ammonia::Builder::default().tags(std::collections::HashSet::new()).clean(&spaced).to_string();
    // ammonia escapes what it keeps as text; the caller escapes again for where it puts it.
    let text = text
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = String::new();
    for word in words {
        let needed = out.chars().count() + usize::from(!out.is_empty()) + word.chars().count();
        if needed > max_chars {
            if out.is_empty() {
                out = word.chars().take(max_chars.saturating_sub(1)).collect();
            }
            out.push('…');
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{plain_text, sanitize};

    #[test]
    fn plain_text_drops_tags_and_scripts_and_cuts_at_a_word() {
        let html = "<p>Warm &amp; <b>bright</b></p><script>alert(1)</script><p>lamp &lt;3</p>";
        assert_eq!(plain_text(html, 100), "Warm & bright lamp <3");
        assert_eq!(plain_text(html, 12), "Warm &…");
    }

    #[test]
    fn scripts_handlers_and_javascript_urls_are_removed() {
        let dirty = r#"<p onclick="steal()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>"#;
        let clean = sanitize(dirty);
        assert_eq!(clean, r#"<p>Hi <strong>there</strong></p><a rel="noopener noreferrer">x</a><img src="x">"#);
    }

    #[test]
    fn burmese_text_and_lists_survive() {
        let text = "<ul><li>အရည်အသွေးမြင့်</li></ul>";
        assert_eq!(sanitize(text), text);
    }
}
