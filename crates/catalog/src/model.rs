//! What the catalogue answers, shared by REST (snake_case JSON) and GraphQL.

use kernel::pagination::PageMeta;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What a product is for; decides where it may go (cart, token credit, lucky draw, referral gift).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    EnumIter,
    DeriveActiveEnum,
    async_graphql::Enum,
    ToSchema,
)]
#[serde(rename_all = "kebab-case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "kebab-case")]
pub enum ProductType {
    /// A normal product, bought with money through the cart or buy-now.
    Product,
    /// A pack of tokens bought with money; approving the order credits the tokens. Never in the cart.
    TokenProduct,
    /// A gift claimed with referral points.
    ReferralGift,
    /// A lucky-draw prize.
    Prize,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Category {
    /// The category id (what `products(categoryId)` takes).
    pub id: i64,
    /// URL-safe key.
    pub slug: String,
    /// Name in the caller's language.
    pub name: String,
    /// Picture URL (thumbnail size).
    pub image: Option<String>,
}

/// A product in a grid: search results, category pages, the latest products.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductCard {
    /// The product id (what the cart and `buyNow` take).
    pub id: i64,
    /// URL-safe key: `product(slug)`, `/product-detail?id={slug}`.
    pub slug: String,
    /// Name in the caller's language.
    pub name: String,
    /// What the product is for (cart product, token pack, referral gift or prize).
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub product_type: ProductType,
    /// Category name.
    pub category: String,
    /// The category's id.
    pub category_id: i64,
    /// Thumbnail URL (320 px), sized for a two-column grid.
    pub feature_image: Option<String>,
    /// Price in whole kyat (MMK).
    pub actual_price: i64,
    /// Flash sale price in whole kyat, charged from `saleStartsAt` until `saleEndsAt` only
    /// (left out of REST answers when the product has no sale).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_price: Option<i64>,
    /// When the flash sale starts (UTC); null: already started (left out of REST answers then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_starts_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the flash sale ends (UTC, excluded): from then on the normal price is charged (left
    /// out of REST answers when the product has no sale).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Average star rating; 0 while the product has no ratings.
    pub rating_average: f64,
    /// Tokens in the pack (token products only).
    pub token: Option<i64>,
    /// Referral points the gift costs (referral gifts only).
    pub referral_point: Option<i64>,
}

/// A review as shown on the product page.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductReview {
    /// URL of the reviewer's avatar; null without one.
    pub user_image: Option<String>,
    /// The reviewer's display name.
    pub user_name: String,
    /// Stars the reviewer gave.
    pub rating: i32,
    /// The review text (plain text).
    pub comment: String,
}

/// Everything the product page shows.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductDetail {
    /// The product id (what the cart and `buyNow` take).
    pub id: i64,
    /// URL-safe key: `product(slug)`, `/product-detail?id={slug}`.
    pub slug: String,
    /// Name in the caller's language.
    pub name: String,
    /// What the product is for (cart product, token pack, referral gift or prize).
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub product_type: ProductType,
    /// Category name in the caller's language.
    pub category: String,
    /// The category's id.
    pub category_id: i64,
    /// Full-size URL (800 px) of the feature image, first in the carousel.
    pub feature_image: Option<String>,
    /// Thumbnail URL (320 px) of the feature image.
    pub feature_image_thumb: Option<String>,
    /// Full-size URLs of the other pictures, in order.
    pub product_images: Vec<String>,
    /// Price in whole kyat (MMK).
    pub actual_price: i64,
    /// Flash sale price in whole kyat, charged from `saleStartsAt` until `saleEndsAt` only
    /// (left out of REST answers when the product has no sale).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_price: Option<i64>,
    /// When the flash sale starts (UTC); null: already started (left out of REST answers then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_starts_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the flash sale ends (UTC, excluded): from then on the normal price is charged (left
    /// out of REST answers when the product has no sale).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Average star rating; 0 while the product has no ratings.
    pub rating_average: f64,
    /// Number of ratings.
    pub rating_count: i64,
    /// Ratings of buyers, newest first (at most 100).
    pub reviews: Vec<ProductReview>,
    /// Sanitised HTML.
    pub description: String,
    /// Shipping weight in kilograms.
    pub weight_kg: f64,
    /// False when out of stock: it cannot be bought then.
    pub in_stock: bool,
    /// Tokens credited when an order of it is approved.
    pub token_reward: i64,
    /// Tokens in the pack (token products).
    pub token_amount: Option<i64>,
    /// Referral points (referral gifts).
    pub referral_point: Option<i64>,
    /// When the product was added (UTC).
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// What the shopper chooses, in order (Size, Colour); empty for a product without options.
    pub options: Vec<ProductOption>,
    /// Every combination on sale; exactly one for a product without options (what `product_id`
    /// alone means in the cart and buy-now).
    pub variants: Vec<ProductVariant>,
}

/// An option of a product (Size, Colour) with its values, in the caller's language.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductOption {
    /// The option's name ("Size").
    pub name: String,
    /// Its values in the admin's order ("S", "M", "L").
    pub values: Vec<String>,
}

/// A combination of option values a shopper can buy, with its own SKU, price and stock.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductVariant {
    /// The variant's id (`variant_id` / `variantId` of the cart and buy-now).
    pub id: i64,
    /// Stock-keeping unit, unique in the shop.
    pub sku: String,
    /// Its value of each option, in option order and the caller's language (as in `options`).
    pub option_values: Vec<String>,
    /// Price in whole kyat (MMK), outside any sale.
    pub price: i64,
    /// Its flash sale price in whole kyat (its own, or the product's when it has no price of its
    /// own), charged inside the product's sale window only; left out of REST answers without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_price: Option<i64>,
    /// Units left; null when the shop does not count them (always available then).
    pub stock: Option<i64>,
    /// Whether it can be bought now (in stock, and the product too).
    pub available: bool,
    /// Full-size URL of the variant's own photo, if it has one.
    pub image: Option<String>,
}

/// One page of product cards with the list envelope's `meta`.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductPage {
    /// This page's products.
    pub data: Vec<ProductCard>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// A product as other domains show it (cart lines, order items): what it is and whether it can
/// still be bought.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductSummary {
    /// The product id.
    pub id: i64,
    /// URL-safe key: `product(slug)`, `/product-detail?id={slug}`.
    pub slug: String,
    /// Name in the caller's language.
    pub name: String,
    /// What the product is for (cart product, token pack, referral gift or prize).
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub product_type: ProductType,
    /// Category name.
    pub category: String,
    /// Thumbnail URL (320 px).
    pub feature_image: Option<String>,
    /// Current price in whole kyat (MMK).
    pub actual_price: i64,
    /// Flash sale price in whole kyat, charged from `saleStartsAt` until `saleEndsAt` only
    /// (left out of REST answers when the product has no sale).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_price: Option<i64>,
    /// When the flash sale starts (UTC); null: already started (left out of REST answers then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_starts_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the flash sale ends (UTC, excluded): from then on the normal price is charged (left
    /// out of REST answers when the product has no sale).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sale_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Shipping weight in kilograms.
    pub kg: f64,
    /// False once the product (or its category) is hidden or out of stock.
    pub available: bool,
}

/// A product as the admin edits it: every language, hidden ones included.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminProduct {
    /// The product id.
    pub id: i64,
    /// What the product is for.
    #[graphql(name = "type")]
    pub product_type: ProductType,
    /// The category it is listed in.
    pub category_id: i64,
    /// URL-safe key.
    pub slug: String,
    /// The name in English, Burmese and Chinese, as typed.
    pub name: kernel::Translated,
    /// The description (sanitised HTML) in the three languages.
    pub description: kernel::Translated,
    /// Whole kyat.
    pub actual_price: i64,
    /// Flash sale price in whole kyat; null: no sale of the product's own.
    pub sale_price: Option<i64>,
    /// When the flash sale starts (UTC); null: at once.
    pub sale_starts_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the flash sale ends (UTC, excluded); null: no sale window.
    pub sale_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Shipping weight in kilograms.
    pub weight_kg: f64,
    /// Whether it can be bought.
    pub in_stock: bool,
    /// Tokens credited when an order of it is approved.
    pub token_reward: i64,
    /// Tokens in the pack (token products).
    pub token_amount: Option<i64>,
    /// Referral points the gift costs (referral gifts).
    pub referral_point: Option<i64>,
    /// Whether it is hidden from shoppers.
    pub hidden: bool,
    /// Feature image URL (thumbnail size), if any: the first of `images`.
    pub feature_image: Option<String>,
    /// Every photo in display order; the first is the feature image. `updateProduct(imageOrder)`
    /// takes their ids in a new order, `removeImageIds` removes them.
    pub images: Vec<AdminProductImage>,
    /// The options in order, every language as typed.
    pub options: Vec<AdminProductOption>,
    /// The variants on sale, in order.
    pub variants: Vec<AdminProductVariant>,
}

/// Admin: an option as typed.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminProductOption {
    /// The option's name in the three languages.
    pub name: kernel::Translated,
    /// Its values in the three languages, in order.
    pub values: Vec<kernel::Translated>,
}

/// Admin: a variant as stored.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminProductVariant {
    /// The variant's id.
    pub id: i64,
    /// Its SKU.
    pub sku: String,
    /// Its English value of each option, in option order.
    pub option_values: Vec<String>,
    /// Its own price in kyat; null: the product's.
    pub price: Option<i64>,
    /// Its own flash sale price in kyat (in the product's window); null: the product's sale
    /// price without a price of its own, else none.
    pub sale_price: Option<i64>,
    /// Units left to sell; null: not counted.
    pub stock: Option<i64>,
    /// Units held by orders not yet cancelled.
    pub held: i64,
    /// The admins are told when the stock falls to this.
    pub low_stock_at: Option<i64>,
    /// Its own shipping weight in kilograms; null: the product's.
    pub weight_kg: Option<f64>,
    /// The product photo shown for it (an id of `images`); null: the product's own.
    pub image_id: Option<i64>,
    /// That photo's thumbnail URL.
    pub image: Option<String>,
}

/// Admin: one photo of a product.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminProductImage {
    /// The photo's id (`imageOrder`, `removeImageIds`).
    pub id: i64,
    /// Full-size URL (800 px).
    pub url: String,
    /// Thumbnail URL (320 px).
    pub thumb: Option<String>,
}

/// Admin: one page of products, hidden ones included.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminProductPage {
    /// This page's products.
    pub data: Vec<AdminProduct>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// Admin: a category as the admin edits it, hidden ones included.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminCategory {
    /// The category id.
    pub id: i64,
    /// URL-safe key.
    pub slug: String,
    /// The name in English, Burmese and Chinese, as typed.
    pub name: kernel::Translated,
    /// Whether it (and so its products) is hidden from shoppers.
    pub hidden: bool,
    /// Picture URL (thumbnail size), if any.
    pub image: Option<String>,
    /// Lower comes first.
    pub sort: i32,
    /// Products listed in it, hidden ones included.
    pub product_count: i64,
}

/// The variant a line names ("M / Black"), with what it costs and what is left: cart lines, order
/// items, to-ship and shipping items.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct LineVariant {
    /// The variant's id.
    pub id: i64,
    /// Its SKU.
    pub sku: String,
    /// Its option values in the caller's language, joined by " / " ("M / Black").
    pub label: String,
    /// Its price in whole kyat (the product's unless it has its own).
    pub price: i64,
    /// Units left; null when not counted.
    pub stock: Option<i64>,
}

/// Admin: a variant at or under its low-stock threshold, or sold out (the dashboard's list).
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct LowStockVariant {
    /// The variant's id.
    pub variant_id: i64,
    /// Its product's id.
    pub product_id: i64,
    /// The product's name in the admin's language.
    pub product_name: String,
    /// The variant's SKU.
    pub sku: String,
    /// Its option values ("M / Black"); null for a product without options.
    pub label: Option<String>,
    /// Units left (0: sold out).
    pub stock: i64,
    /// Its threshold, if it has one.
    pub low_stock_at: Option<i64>,
}
