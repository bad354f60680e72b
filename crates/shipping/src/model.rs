//! What shipping takes and answers, shared by REST and GraphQL.

use catalog::model::ProductSummary;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum, ToSchema)]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum ShippingStatus {
    /// Shown as Processing (orange).
    Pending,
    /// Shown as On the way (green).
    Approved,
    /// Shown as Received (dark cyan).
    Received,
    /// The fee payment was not accepted; the items are back in the to-ship list.
    Rejected,
}

/// A line of the shipping lists.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ShippingOrderSummary {
    /// The shipping order id (`shippingOrder(id)`).
    pub id: i64,
    /// The shipping order's number as shown to shoppers (`SH000012`).
    pub shipping_order_id: String,
    /// Processing, on the way, received or rejected.
    pub status: ShippingStatus,
    /// Number of items.
    pub shipping_order_items: i64,
    /// The shipping fee, in whole kyat (MMK).
    pub shipping_price: i64,
    /// Name of the payment method the fee was transferred with.
    pub payment: String,
    /// When the shipping order was placed (UTC).
    pub order_date: chrono::DateTime<chrono::Utc>,
    /// When the shopper confirmed it arrived (UTC); null before.
    pub received_date: Option<chrono::DateTime<chrono::Utc>>,
    /// The courier carrying it, once on the way (left out of REST answers before).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub courier: Option<String>,
    /// The courier's tracking number, if the admin gave one (left out of REST answers otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tracking_number: Option<String>,
    /// The courier's tracking page for this parcel (left out of REST answers when there is none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tracking_url: Option<String>,
    /// Cash on delivery: what the courier collects at the door (goods and fee), in whole kyat;
    /// left out of REST answers for parcels paid by transfer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cod_amount: Option<i64>,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ShippingItem {
    /// Order item id.
    pub id: i64,
    /// Quantity.
    pub qty: i64,
    /// The product shipped.
    pub product: ProductSummary,
    /// `product`, `prize` or `gift`.
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub item_type: String,
    /// The shipping order's status (every item shares it).
    pub status: ShippingStatus,
    /// The variant shipped, for a product with options (left out of REST answers otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<catalog::model::LineVariant>,
}

/// A shipping order with its items (the detail page and the success page).
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ShippingOrder {
    /// The shipping order id (`shippingOrder(id)`).
    pub id: i64,
    /// The number shown to shoppers (`SH000012`).
    pub shipping_order_id: String,
    /// Same as `id`; the success page reads `order_id`.
    pub order_id: i64,
    /// Processing, on the way, received or rejected.
    pub status: ShippingStatus,
    /// The shopper's address when the shipping order was placed.
    pub shipping_address: String,
    /// The shipping fee, in whole kyat (MMK).
    pub shipping_price: i64,
    /// Name of the payment method the fee was transferred with.
    pub payment: String,
    /// When the shipping order was placed (UTC).
    pub order_date: chrono::DateTime<chrono::Utc>,
    /// When the shopper confirmed it arrived (UTC); null before.
    pub received_date: Option<chrono::DateTime<chrono::Utc>>,
    /// The admin's reason when the fee payment was rejected; null otherwise.
    pub reject_reason: Option<String>,
    /// The items in the parcel.
    pub order_items: Vec<ShippingItem>,
    /// The same items under the name the original client's document gives them (REST only).
    #[graphql(skip)]
    pub shipping_order_items: Vec<ShippingItem>,
    /// The courier carrying it, once on the way (left out of REST answers before).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub courier: Option<String>,
    /// The courier's phone number, once on the way (left out of REST answers before).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub courier_phone: Option<String>,
    /// The courier's tracking number, if the admin gave one (left out of REST answers otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tracking_number: Option<String>,
    /// The courier's tracking page for this parcel (left out of REST answers when there is none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tracking_url: Option<String>,
    /// When the shop handed the parcel to the courier (left out of REST answers before).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handed_over_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Cash on delivery: what the courier collects at the door (goods and fee), in whole kyat;
    /// left out of REST answers for parcels paid by transfer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cod_amount: Option<i64>,
}

/// A shipping order waiting for an admin.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingShippingOrder {
    /// The shipping order.
    pub shipping_order: ShippingOrder,
    /// The shopper's user id.
    pub user_id: i64,
    /// The shopper's name, to match the name on the transfer.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// Authenticated URL of the fee payment screenshot (fetch it with the admin's token); null
    /// for a cash on delivery parcel (confirmed by phone: give it a courier).
    pub screenshot_url: Option<String>,
    /// What the shop found checking the screenshot: a copy of an earlier one, a transaction id
    /// seen before, an amount that is not what is due, an old transfer, an unreadable receipt.
    pub flags: Vec<payments::model::PaymentFlag>,
    /// What was read from the receipt, beside what is due.
    pub receipt: payments::model::ReceiptReading,
}
