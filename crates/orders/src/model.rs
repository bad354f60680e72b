//! What orders take and answer, shared by REST and GraphQL.

use catalog::model::ProductSummary;
use serde::Serialize;

/// Order states.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    async_graphql::Enum,
    utoipa::ToSchema,
    sea_orm::EnumIter,
    sea_orm::DeriveActiveEnum,
)]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "Text")]
pub enum OrderStatus {
    /// Screenshot uploaded; an admin has not decided yet.
    #[sea_orm(string_value = "pending")]
    Pending,
    /// An admin accepted the payment: the items are in the to-ship list and token packs are credited.
    #[sea_orm(string_value = "approved")]
    Approved,
    /// The admin did not approve it (the shopper is told 'admin does not approve this order').
    #[sea_orm(string_value = "cancelled")]
    Cancelled,
}

impl OrderStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Pending => "pending",
            OrderStatus::Approved => "approved",
            OrderStatus::Cancelled => "cancelled",
        }
    }
}

/// Where a to-ship item is on its way to the shopper (the `order_item.ship_state` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, sea_orm::EnumIter, sea_orm::DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "Text")]
pub enum ShipState {
    /// A line of an order an admin has not approved: not the shopper's to ship yet.
    #[sea_orm(string_value = "none")]
    Unpaid,
    /// In the to-ship list.
    #[sea_orm(string_value = "to_ship")]
    ToShip,
    /// In a live shipping order (pending or on the way).
    #[sea_orm(string_value = "shipping")]
    Shipping,
    /// The shopper confirmed it arrived.
    #[sea_orm(string_value = "received")]
    Received,
    /// A token pack: credited as tokens on approval, never shipped.
    #[sea_orm(string_value = "credited")]
    Credited,
}

/// What put an item in the to-ship list (the `order_item.item_type` column; `itemType` on the wire).
#[derive(Debug, Clone, Copy, PartialEq, Eq, sea_orm::EnumIter, sea_orm::DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "Text")]
pub enum ItemKind {
    /// A line of an order paid by transfer.
    #[sea_orm(string_value = "product")]
    Product,
    /// A lucky-draw prize the winner claimed.
    #[sea_orm(string_value = "prize")]
    Prize,
    /// A referral gift claimed with points.
    #[sea_orm(string_value = "gift")]
    Gift,
}

impl ItemKind {
    /// The wire name (`item_type`).
    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Product => "product",
            ItemKind::Prize => "prize",
            ItemKind::Gift => "gift",
        }
    }
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct OrderLine {
    /// The product, as it is now.
    pub product: ProductSummary,
    /// Quantity ordered.
    pub qty: i64,
    /// Price per unit when ordered, in whole kyat (MMK).
    pub unit_price: i64,
}

/// An order as the order-success page and the order history show it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Order {
    /// The order id (`order(id)`).
    pub order_id: i64,
    /// Waiting for an admin, approved or cancelled.
    pub status: OrderStatus,
    /// Shown when the admin did not approve the order.
    pub status_message: Option<String>,
    /// When the order was placed (UTC).
    pub order_date: chrono::DateTime<chrono::Utc>,
    /// The shopper's address when the order was placed.
    pub shipping_address: String,
    /// The ordered products.
    pub order_items: Vec<OrderLine>,
    /// Payment method name.
    pub payment: String,
    /// Sum of the items at their prices when ordered, in whole kyat (MMK).
    pub total_price: i64,
    /// The admin's reason when cancelled.
    pub cancel_reason: Option<String>,
}

/// An item in the to-ship list.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ToShipItem {
    /// Order item id (what shipping orders take).
    pub id: i64,
    /// Quantity.
    pub qty: i64,
    /// `product`, `prize` or `gift` (prizes are shown with a red badge).
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub item_type: String,
    /// The product to ship.
    pub product: ProductSummary,
}

/// An order waiting for an admin, with what the admin needs to check it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingOrder {
    /// The order.
    pub order: Order,
    /// The shopper's user id.
    pub user_id: i64,
    /// Who paid: to match the name on the transfer screenshot.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// Authenticated URL of the payment screenshot (fetch it with the admin's token).
    pub screenshot_url: String,
}
