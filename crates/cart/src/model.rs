//! What the cart takes and answers, shared by REST and GraphQL.

use catalog::model::ProductSummary;
use serde::{Deserialize, Serialize};
use validator::Validate;

/// Quantities are whole numbers from 1 to 1,000,000 (the spec's input maximum).
pub const MAX_QTY: i64 = 1_000_000;

/// `POST api/user/cart/add` and `PUT api/user/cart/update`.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct CartItemInput {
    /// The product's id (required); a normal product (token packs are bought with `buyNow`).
    #[validate(required(message = "cart.product_required"))]
    #[schema(required = true, nullable = false, minimum = 1)]
    pub product_id: Option<i64>,
    /// Quantity, a whole number from 1 to 1,000,000 (required). `addToCart` adds it to the line's quantity;
    /// `updateCartLine` replaces it.
    #[validate(required(message = "cart.qty_invalid"), range(min = 1, max = 1_000_000, message = "cart.qty_invalid"))]
    #[schema(required = true, nullable = false, minimum = 1, maximum = 1_000_000)]
    pub qty: Option<i64>,
    /// The variant chosen (a size and colour); may be left out (or null) for a product with one variant.
    #[validate(range(min = 1, message = "catalog.variant_unavailable"))]
    #[schema(nullable = true, minimum = 1)]
    pub variant_id: Option<i64>,
}

/// `DELETE api/user/cart/remove`.
#[derive(Debug, Clone, Default, Deserialize, Validate, utoipa::ToSchema)]
pub struct CartRemoveInput {
    /// The product whose line goes (required).
    #[validate(required(message = "cart.product_required"))]
    #[schema(required = true, nullable = false, minimum = 1)]
    pub product_id: Option<i64>,
    /// Only this variant's line; left out (or null): every line of the product.
    #[schema(nullable = true, minimum = 1)]
    pub variant_id: Option<i64>,
}

/// `DELETE api/user/cart/remove-all`: the given products, or every line when none are given.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
pub struct CartRemoveAllInput {
    /// One id or a list (Form B sends a list); every line when absent.
    #[serde(default, deserialize_with = "kernel::compat::ids_or_none")]
    #[schema(schema_with = kernel::rest::id_list_schema)]
    pub product_id: Option<Vec<i64>>,
}

/// A line of the cart.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct CartLine {
    /// The cart line's id.
    pub id: i64,
    /// Quantity (1 to 1,000,000).
    pub qty: i64,
    /// The product, with its current price and whether it can still be bought.
    pub product: ProductSummary,
    /// The variant's price now x qty, in kyat (a flash sale's price inside its window).
    pub subtotal: i64,
    /// What one unit costs now, in kyat: what checkout would charge (GraphQL only; REST answers
    /// keep the seeds' shape, `subtotal / qty`).
    #[serde(skip)]
    pub unit_price: i64,
    /// The unit's price outside any sale, in kyat, when a flash sale touches this line (on now,
    /// or ended since the line was added); left out of REST answers otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub regular_price: Option<i64>,
    /// True while a flash sale's price is charged for this line (left out of REST answers when false).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub on_sale: bool,
    /// True when the line was added during a flash sale that has ended since: checkout charges the
    /// normal price (left out of REST answers when false).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sale_ended: bool,
    /// The variant chosen, for a product with options (left out of REST answers otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<catalog::model::LineVariant>,
}

/// The whole cart.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Cart {
    /// The lines, newest first (unavailable products included, with `product.available` false).
    pub lines: Vec<CartLine>,
    /// Number of lines (the top bar's badge).
    pub count: i64,
    /// Sum of the subtotals of available lines, in kyat.
    pub total: i64,
}
