//! PLACEHOLDER from the `push` branch, so the push sender compiles: the lead's `texts.rs` (the
//! real titles and bodies per kind and language) replaces this whole file at the merge.

use kernel::{AppResult, Locale};
use sea_orm::ConnectionTrait;

use crate::entity::notification;

/// A notification as the shopper reads it, in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub title: String,
    pub body: String,
    pub image: Option<String>,
    pub link: Option<String>,
}

/// PLACEHOLDER: the kind as the title and no body.
pub async fn render(
    _conn: &impl ConnectionTrait,
    notification: &notification::Model,
    _locale: Locale,
) -> AppResult<Rendered> {
    Ok(Rendered { title: notification.kind.clone(), body: String::new(), image: None, link: None })
}
