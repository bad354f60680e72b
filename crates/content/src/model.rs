//! What the content crate answers and takes, shared by REST and GraphQL.

use kernel::Translated;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Slider {
    /// The banner id.
    pub id: i64,
    /// Banner name in the caller's language (for alt text).
    pub name: String,
    /// Banner image URL.
    pub image: String,
    /// Where a tap goes (opened in a new tab).
    pub url: String,
}

/// A banner as the admin edits it: every language, the position, hidden ones too.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminSlider {
    /// The banner id (`updateSlider(id)`, `setContentHidden`).
    pub id: i64,
    /// The banner's name in English, Burmese and Chinese, as typed.
    pub name: Translated,
    /// Banner image URL.
    pub image: String,
    /// Where a tap goes; empty for nowhere.
    pub url: String,
    /// Position; lower comes first.
    pub sort: i32,
    /// Hidden from shoppers.
    pub hidden: bool,
}

#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct SliderInput {
    /// Banner name: English required, Burmese and Chinese optional.
    pub name: Translated,
    /// Link opened when the banner is tapped; empty for none.
    #[graphql(default)]
    pub url: String,
    /// Position; lower comes first (default 0).
    #[graphql(default)]
    pub sort: i32,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Promotion {
    /// Promotion picture URL; null without one.
    pub image: Option<String>,
    /// Sanitised HTML.
    pub content: String,
}

/// The promotion page as the admin edits it: the HTML (as saved, sanitised) in every language.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminPromotion {
    /// Promotion picture URL; null without one.
    pub image: Option<String>,
    /// Sanitised HTML in English, Burmese and Chinese (the last two null when not written).
    pub content: Translated,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct OnboardingSlide {
    /// The slide id.
    pub id: i64,
    /// Title in the caller's language.
    pub title: String,
    /// Sanitised HTML.
    pub body: String,
    /// Picture URL; null without one.
    pub feature_image: Option<String>,
}

/// An onboarding slide as the admin edits it: every language (the body as saved, sanitised),
/// the position, hidden ones too.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminOnboardingSlide {
    /// The slide id (`updateOnboardingSlide(id)`, `setContentHidden`).
    pub id: i64,
    /// The title in English, Burmese and Chinese, as typed.
    pub title: Translated,
    /// The body (sanitised HTML) in English, Burmese and Chinese, as saved.
    pub body: Translated,
    /// Picture URL; null without one.
    pub feature_image: Option<String>,
    /// Position; lower comes first.
    pub sort: i32,
    /// Hidden from shoppers.
    pub hidden: bool,
}

#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct OnboardingSlideInput {
    /// Slide title: English required, Burmese and Chinese optional.
    pub title: Translated,
    /// HTML, sanitised when saved.
    pub body: Translated,
    /// Position; lower comes first (default 0).
    #[graphql(default)]
    pub sort: i32,
}
