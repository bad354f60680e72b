//! Rules every input passes at the shop's edge, whatever its field, so that a field added later
//! cannot forget them:
//!
//! - **No control characters in text.** PostgreSQL refuses a NUL in `text` (the request failed with
//!   a 500 after its checks had passed), SQLite keeps it, and neither is ever meant: a name, a
//!   phone, a slug or a search holds none. Newline, carriage return and tab stay allowed, since
//!   addresses, reviews and descriptions are written over several lines. Refused, never silently
//!   removed: a password or a code with a character taken out would be another password.
//! - **Lists are short.** An id list is answered with one `IN (...)` of all its ids: 33,000 of them
//!   passed SQLite's limit on bound values (a 500), and 1.5 million cost 315 MiB to read. No
//!   shopper's selection comes near [`MAX_LIST_ITEMS`].
//!
//! Each is checked where a transport reads its input, before anything runs: REST bodies
//! (`rest::JsonOrForm`, `rest::MultipartForm`), every path and query string
//! ([`refuse_control_characters`]), and GraphQL arguments and variables (the gateway's
//! `InputRules` extension). [`crate::text::as_sent`] removes any that reach it all the same. A
//! multipart file is bytes, not text, and is not checked.

use axum::{extract::Request, middleware::Next, response::Response};

use crate::{AppError, AppResult, Msg};

/// Most items in any list a request sends (ids to ship, to check out or to remove, GraphQL lists).
pub const MAX_LIST_ITEMS: usize = 1_000;

/// A character no text of the shop may hold: the C0 and C1 controls and DEL, but for the line
/// breaks and the tab of multi-line text.
pub fn is_refused_char(c: char) -> bool {
    c.is_control() && !matches!(c, '\n' | '\r' | '\t')
}

/// `text` of `field`, refused (422 naming the field) when it holds a control character.
pub fn check_text(field: &str, text: &str) -> AppResult<()> {
    if text.chars().any(is_refused_char) {
        return Err(control_character(field));
    }
    Ok(())
}

/// A list of `count` items sent as `field`, refused (422 naming the field) past [`MAX_LIST_ITEMS`].
pub fn check_list(field: &str, count: usize) -> AppResult<()> {
    if count > MAX_LIST_ITEMS {
        return Err(too_many_items(field));
    }
    Ok(())
}

/// The 422 for a control character in `field`.
pub fn control_character(field: &str) -> AppError {
    AppError::invalid(field.to_owned(), Msg::new("common.control_character").arg("field", field))
}

/// The 422 for a list in `field` longer than [`MAX_LIST_ITEMS`].
pub fn too_many_items(field: &str) -> AppError {
    AppError::invalid(
        field.to_owned(),
        Msg::new("common.too_many_items").arg("field", field).arg("max", MAX_LIST_ITEMS),
    )
}

/// Checks every text and list of a JSON body; a nested value is named by its path (`a.b`).
pub fn check_json(value: &serde_json::Value) -> AppResult<()> {
    fn walk(field: &str, value: &serde_json::Value) -> AppResult<()> {
        use serde_json::Value;
        match value {
            Value::String(text) => check_text(field, text),
            Value::Array(items) => {
                check_list(field, items.len())?;
                items.iter().try_for_each(|item| walk(field, item))
            }
            Value::Object(fields) => fields.iter().try_for_each(|(key, item)| {
                check_text(field, key)?;
                let path = if field.is_empty() { key.clone() } else { format!("{field}.{key}") };
                walk(&path, item)
            }),
            Value::Null | Value::Bool(_) | Value::Number(_) => Ok(()),
        }
    }
    walk("", value)
}

/// Checks the names and values of a form-encoded body (or a query string).
pub fn check_form(bytes: &[u8]) -> AppResult<()> {
    url::form_urlencoded::parse(bytes).try_for_each(|(name, value)| {
        check_text(&name, &name)?;
        check_text(&name, &value)
    })
}

/// Middleware: a request whose path or query string holds a control character (`%00`, sent as a
/// slug, a search or an id) never reaches a handler with it. A path is answered 404 (nothing
/// lives at such an address), with the reason in the caller's language. From a query string the
/// characters are removed (the "refused or removed"): a query parameter is a filter, a
/// page or a search, and the request then runs as if they had not been typed, so every GET keeps
/// the statuses its OpenAPI document lists.
pub async fn refuse_control_characters(mut request: Request, next: Next) -> Response {
    use axum::response::IntoResponse;
    let uri = request.uri();
    let path = percent_encoding::percent_decode_str(uri.path()).decode_utf8_lossy();
    if path.chars().any(is_refused_char) {
        return AppError::NotFound(Msg::new("common.control_character_in_path")).into_response();
    }
    if let Some(query) = uri.query() {
        if check_form(query.as_bytes()).is_err() {
            let clean: String = url::form_urlencoded::Serializer::new(String::new())
                .extend_pairs(url::form_urlencoded::parse(query.as_bytes()).map(|(name, value)| {
                    let keep = |text: &str| text.chars().filter(|c| !is_refused_char(*c)).collect::<String>();
                    (keep(&name), keep(&value))
                }))
                .finish();
            let mut parts = uri.clone().into_parts();
            let path_and_query = format!("{}?{clean}", uri.path());
            match path_and_query.parse() {
                Ok(cleaned) => parts.path_and_query = Some(cleaned),
                Err(_) => return AppError::BadRequest(Msg::new("common.malformed_request")).into_response(),
            }
            match axum::http::Uri::from_parts(parts) {
                Ok(cleaned) => *request.uri_mut() = cleaned,
                Err(_) => return AppError::BadRequest(Msg::new("common.malformed_request")).into_response(),
            }
        }
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_refused_but_line_breaks_and_tabs_are_text() {
        assert!(check_text("name", "Aung\u{0}").is_err());
        assert!(check_text("name", "Aung\u{1b}[31m").is_err());
        assert!(check_text("name", "Aung\u{7f}").is_err());
        assert!(check_text("name", "Aung\u{85}").is_err());
        assert!(check_text("comment", "line one\r\nline two\tend").is_ok());
        assert!(check_text("name", "မောင်မောင် 王").is_ok());
    }

    #[test]
    fn json_is_checked_everywhere_and_names_the_field() {
        let err = check_json(&serde_json::json!({"a": {"b": ["ok", "x\u{0}"]}})).unwrap_err();
        let AppError::Validation(fields) = err else { panic!("a validation error") };
        assert_eq!(fields[0].field, "a.b");
        let long = serde_json::json!({ "ids": vec![1; MAX_LIST_ITEMS + 1] });
        assert!(check_json(&long).is_err());
        assert!(check_json(&serde_json::json!({ "ids": vec![1; MAX_LIST_ITEMS] })).is_ok());
    }

    #[test]
    fn forms_are_checked_once_decoded() {
        assert!(check_form(b"search=ab%00c").is_err());
        assert!(check_form(b"search=a+b%0Ac&page=2").is_ok());
    }
}
