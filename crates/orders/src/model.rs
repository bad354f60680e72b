//! What orders take and answer, shared by REST and GraphQL.

use catalog::model::ProductSummary;
use serde::Serialize;

/// Order states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, async_graphql::Enum, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OrderStatus {
    /// Screenshot uploaded; an admin has not decided yet.
    Pending,
    Approved,
    /// The admin did not approve it (the shopper is told 'admin does not approve this order').
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

    pub fn parse(value: &str) -> OrderStatus {
        match value {
            "approved" => OrderStatus::Approved,
            "cancelled" => OrderStatus::Cancelled,
            _ => OrderStatus::Pending,
        }
    }
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct OrderLine {
    pub product: ProductSummary,
    pub qty: i64,
    pub unit_price: i64,
}

/// An order as the order-success page and the order history show it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Order {
    pub order_id: i64,
    pub status: OrderStatus,
    /// Shown when the admin did not approve the order.
    pub status_message: Option<String>,
    pub order_date: chrono::DateTime<chrono::Utc>,
    pub shipping_address: String,
    pub order_items: Vec<OrderLine>,
    /// Payment method name.
    pub payment: String,
    pub total_price: i64,
    /// The admin's reason when cancelled.
    pub cancel_reason: Option<String>,
}

/// An item in the to-ship list.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ToShipItem {
    /// Order item id (what shipping orders take).
    pub id: i64,
    pub qty: i64,
    /// `product`, `prize` or `gift` (prizes are shown with a red badge).
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub item_type: String,
    pub product: ProductSummary,
}

/// An order waiting for an admin, with what the admin needs to check it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingOrder {
    pub order: Order,
    pub user_id: i64,
    /// Who paid: to match the name on the transfer screenshot.
    pub customer_name: String,
    pub customer_phone: String,
    /// Authenticated URL of the payment screenshot (fetch it with the admin's token).
    pub screenshot_url: String,
}
