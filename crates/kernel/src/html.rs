//! Rich text written by admins (product descriptions, onboarding bodies, the promotion).
//!
//! Sanitised on the way in with `ammonia`'s allow-list: formatting, lists, links and images stay;
//! scripts, event handlers, `javascript:` URLs and styles go. Links get `rel="noopener noreferrer"`.

pub fn sanitize(html: &str) -> String {
    ammonia::Builder::default().link_rel(Some("noopener noreferrer")).clean(html).to_string()
}

#[cfg(test)]
mod tests {
    use super::sanitize;

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
