//! What the content crate answers and takes, shared by REST and GraphQL.

use kernel::Translated;
use serde::{Deserialize, Serialize};

/// Shipping fee rules: `base fee of the region (or the default) + fee_per_kg x weight`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, async_graphql::SimpleObject, utoipa::ToSchema)]
#[graphql(name = "ShippingSettings")]
pub struct ShippingSettings {
    /// Base fee in kyat where a region has none of its own.
    pub base_fee: i64,
    /// Base fees of particular regions.
    pub region_base_fees: Vec<RegionFee>,
    /// Kyat per kilogram of the items' weight (rounded up to whole kilograms).
    pub fee_per_kg: i64,
}

#[derive(
    Debug,
    Clone,
    PartialEq,
    Serialize,
    Deserialize,
    async_graphql::SimpleObject,
    async_graphql::InputObject,
    utoipa::ToSchema,
)]
#[graphql(input_name = "RegionFeeInput")]
pub struct RegionFee {
    /// The region (an id from `regions`).
    pub region_id: i64,
    /// Base shipping fee for that region, in whole kyat (MMK).
    pub fee: i64,
}

/// Reward rules. A stored document missing a newer rule takes its default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, async_graphql::SimpleObject, utoipa::ToSchema)]
#[serde(default)]
pub struct RewardSettings {
    /// Tokens per 10,000 kyat spent, for products without a token reward of their own.
    pub tokens_per_10000_mmk: i64,
    /// Referral points credited to the inviter for each sign-up with their code.
    #[serde(alias = "referral_signup_points")]
    pub referral_points_per_signup: i64,
    /// Minutes between a batch selling out and its lucky number being drawn.
    pub draw_delay_minutes: i64,
    /// Fee in kyat to recover missed daily sign-in days.
    #[serde(alias = "recovery_fee")]
    pub recovery_fee_mmk: i64,
    /// Kyat per token when lucky-draw tickets are paid by transfer instead of tokens.
    pub token_price_mmk: i64,
    /// Share of a lucky-draw batch (percent, at least one ticket) one shopper may hold unpaid.
    pub ticket_hold_percent: i64,
    /// Minutes after which a ticket transfer no admin decided is released (0: never).
    pub ticket_hold_minutes: i64,
}

impl Default for RewardSettings {
    fn default() -> Self {
        RewardSettings {
            tokens_per_10000_mmk: 1,
            referral_points_per_signup: 1,
            draw_delay_minutes: 10,
            recovery_fee_mmk: 1_000,
            token_price_mmk: 1_000,
            ticket_hold_percent: 20,
            ticket_hold_minutes: 120,
        }
    }
}

/// The site's settings as stored (media keys, not URLs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct StoredSettings {
    pub site_name: String,
    pub site_logo: Option<String>,
    pub site_favicon: Option<String>,
    pub daily_point: i64,
    pub daily_reward_point: i64,
    pub viber: Option<String>,
    pub telegram: Option<String>,
    pub contact_number: Option<String>,
    pub shipping: ShippingSettings,
    pub rewards: RewardSettings,
}

impl Default for StoredSettings {
    fn default() -> Self {
        StoredSettings {
            site_name: "Lucky Mall".to_owned(),
            site_logo: None,
            site_favicon: None,
            daily_point: 1,
            daily_reward_point: 30,
            viber: None,
            telegram: None,
            contact_number: None,
            shipping: ShippingSettings { base_fee: 2_500, region_base_fees: Vec::new(), fee_per_kg: 1_000 },
            rewards: RewardSettings::default(),
        }
    }
}

/// `GET api/settings`.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct SiteSettings {
    /// The shop's name for the header and page titles.
    pub site_name: String,
    /// Logo URL.
    pub site_logo: Option<String>,
    /// The logo at 320 px (the full one is 800 px): for the top bar and menu, which show it small.
    pub site_logo_thumb: Option<String>,
    /// Favicon URL.
    pub site_favicon: Option<String>,
    /// Bonus tokens for an unbroken 30-day sign-in streak.
    pub daily_reward_point: i64,
    /// Tokens for each daily sign-in claim.
    pub daily_point: i64,
    /// Viber contact (number or link) shown to shoppers; null when not set.
    pub viber: Option<String>,
    /// Telegram contact (username or link) shown to shoppers; null when not set.
    pub telegram: Option<String>,
    /// Phone number shoppers can call; null when not set.
    pub contact_number: Option<String>,
    /// How shipping fees are computed.
    pub shipping: ShippingSettings,
    /// Token, referral and lucky-draw rules.
    pub rewards: RewardSettings,
    /// The key to pass as `applicationServerKey` to `pushManager.subscribe` (base64url of the
    /// 65-byte uncompressed P-256 point); null when Web Push is not set up.
    pub vapid_public_key: Option<String>,
}

/// Admin changes to the settings; what is left out stays as it is.
#[derive(Debug, Clone, Default, Deserialize, async_graphql::InputObject)]
pub struct SettingsInput {
    /// The shop's name; may not be blank.
    pub site_name: Option<String>,
    /// Tokens for each daily sign-in claim.
    pub daily_point: Option<i64>,
    /// Bonus tokens for an unbroken 30-day sign-in streak.
    pub daily_reward_point: Option<i64>,
    /// Empty clears it.
    pub viber: Option<String>,
    /// Telegram contact (username or link); empty clears it.
    pub telegram: Option<String>,
    /// Phone number shoppers can call; empty clears it.
    pub contact_number: Option<String>,
    /// Base shipping fee in whole kyat (MMK) where a region has none of its own.
    pub shipping_base_fee: Option<i64>,
    /// Base fees of particular regions; replaces the whole list (fees may not be negative).
    pub shipping_region_base_fees: Option<Vec<RegionFee>>,
    /// Shipping fee in whole kyat (MMK) per kilogram (rounded up) of the items.
    pub shipping_fee_per_kg: Option<i64>,
    /// Tokens per 10,000 kyat spent, for products without a token reward of their own.
    pub tokens_per_10000_mmk: Option<i64>,
    /// Referral points the inviter gets for each sign-up with their code.
    pub referral_points_per_signup: Option<i64>,
    /// Minutes between a batch selling out and its lucky number being drawn.
    pub draw_delay_minutes: Option<i64>,
    /// Fee in whole kyat (MMK) to recover missed daily sign-in days.
    pub recovery_fee_mmk: Option<i64>,
    /// Price of one token in whole kyat (MMK) when tickets are paid by transfer.
    pub token_price_mmk: Option<i64>,
    /// Share of a batch (1 to 100 percent) one shopper may hold unpaid.
    pub ticket_hold_percent: Option<i64>,
    /// Minutes after which an undecided ticket transfer is released (0: never).
    pub ticket_hold_minutes: Option<i64>,
}

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
