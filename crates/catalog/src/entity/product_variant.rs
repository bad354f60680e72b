use sea_orm::entity::prelude::*;

/// What a shopper actually buys: one combination of a product's options, with its own SKU, price,
/// stock, weight and photo. A product without options has exactly one, with no option values.
/// Only [`crate::stock`] changes `stock` and `held`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "product_variant")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub product_id: i64,
    #[sea_orm(unique)]
    pub sku: String,
    /// JSON array of the English option values, in option order (`[]` without options).
    pub option_values: String,
    /// Whole kyat; `None`: the product's price.
    pub price: Option<i64>,
    /// Flash sale price of this variant, in its product's window; `None` with no own `price`:
    /// the product's sale price; `None` with its own `price`: not on sale.
    pub sale_price: Option<i64>,
    /// Units left to sell; `None`: not tracked (always available).
    pub stock: Option<i64>,
    /// Units taken by orders that still hold them.
    pub held: i64,
    /// Units the shop has put in: `stock + held` (a `mall check` rule).
    pub stock_received: Option<i64>,
    /// The admins are told once when `stock` falls to this or below.
    pub low_stock_at: Option<i64>,
    pub low_stock_notified: bool,
    /// `None`: the product's weight.
    pub weight_grams: Option<i64>,
    /// Media key of the variant's own photo.
    pub image: Option<String>,
    pub position: i32,
    /// Taken away by the admin: kept for the orders that name it, never sold.
    pub retired: bool,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
