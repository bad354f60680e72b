//! What admins send to change the catalogue.

use kernel::Translated;
use serde::Deserialize;

use crate::model::ProductType;

#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct CategoryInput {
    /// URL-safe key; made from the English name when absent.
    pub slug: Option<String>,
    /// The category name: English required, Burmese and Chinese optional.
    pub name: Translated,
    /// Lower comes first.
    #[graphql(default)]
    pub sort: i32,
}

#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct ProductInput {
    /// URL-safe key (`/product-detail?id={slug}`); made from the English name when absent.
    pub slug: Option<String>,
    /// The category it is listed in.
    pub category_id: i64,
    /// What the product is for; decides whether `tokenAmount` or `referralPoint` is required.
    #[graphql(name = "type")]
    pub product_type: ProductType,
    /// Product name: English required, Burmese and Chinese optional.
    pub name: Translated,
    /// HTML, sanitised when saved.
    pub description: Translated,
    /// Whole kyat.
    pub actual_price: i64,
    /// Flash sale price in whole kyat: at least 1 and below `actualPrice`; needs `saleEndsAt`.
    /// Left out (or null): no sale (an update clears it).
    #[serde(default)]
    pub sale_price: Option<i64>,
    /// When the sale starts (UTC); left out: as soon as it is saved.
    #[serde(default)]
    pub sale_starts_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the sale ends (UTC, excluded): after `saleStartsAt`; required with a sale price
    /// (the product's or a variant's).
    #[serde(default)]
    pub sale_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Shipping weight in kilograms.
    #[graphql(default)]
    pub weight_kg: f64,
    /// Whether it can be bought (default true); false shows it as out of stock.
    #[graphql(default = true)]
    pub in_stock: bool,
    /// Tokens credited when an order of it is approved.
    #[graphql(default)]
    pub token_reward: i64,
    /// Required for token products: tokens in the pack.
    pub token_amount: Option<i64>,
    /// Required for referral gifts: points the gift costs.
    pub referral_point: Option<i64>,
    /// Up to three options (Size, Colour) with their values; left out of an update: unchanged.
    #[serde(default)]
    pub options: Option<Vec<crate::variant_admin::ProductOptionInput>>,
    /// Each combination on sale (SKU, option values, price, stock); left out: unchanged (a new
    /// product gets one variant, stock not counted).
    #[serde(default)]
    pub variants: Option<Vec<crate::variant_admin::ProductVariantInput>>,
}
