//! What orders take and answer, shared by REST and GraphQL.

use catalog::model::ProductSummary;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::Serialize;
use utoipa::ToSchema;

/// Order states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum, ToSchema)]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum OrderStatus {
    /// Screenshot uploaded; an admin has not decided yet.
    Pending,
    /// An admin accepted the payment: the items are in the to-ship list and token packs are credited.
    Approved,
    /// The admin did not approve it (the shopper is told 'admin does not approve this order').
    Cancelled,
}

/// Where a to-ship item is on its way to the shopper (the `order_item.ship_state` column; a line's
/// `state` on the admin's order page).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, async_graphql::Enum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum ShipState {
    /// A line of an order an admin has not approved: not the shopper's to ship yet.
    #[sea_orm(string_value = "none")]
    Unpaid,
    /// In the to-ship list.
    ToShip,
    /// In a live shipping order (pending or on the way).
    Shipping,
    /// The shopper confirmed it arrived.
    Received,
    /// A token pack: credited as tokens on approval, never shipped.
    Credited,
    /// A cash on delivery parcel refused at the door: the goods came back to the shop.
    Returned,
    /// Given back by an admin's refund before it shipped (`refund_id` names the refund).
    Refunded,
}

/// What put an item in the to-ship list (the `order_item.item_type` column; `itemType` on the wire).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum ItemKind {
    /// A line of an order paid by transfer.
    Product,
    /// A lucky-draw prize the winner claimed.
    Prize,
    /// A referral gift claimed with points.
    Gift,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct OrderLine {
    /// The line's id (`orderItemIds` of a partial refund); not in REST answers, whose shape is the seeds'.
    #[serde(skip)]
    #[graphql(name = "orderItemId")]
    pub id: i64,
    /// Given back by a refund before it shipped (not in REST answers: see the order's `refunds`).
    #[serde(skip)]
    pub refunded: bool,
    /// The product, as it is now.
    pub product: ProductSummary,
    /// Quantity ordered.
    pub qty: i64,
    /// Price per unit when ordered, in whole kyat (MMK).
    pub unit_price: i64,
    /// The variant ordered, for a product with options (left out of REST answers otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<catalog::model::LineVariant>,
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
    /// What is due, in whole kyat (MMK): the items at their prices when ordered, less `discount`.
    /// The payment QR, the screenshot check and the admin's queues all use it.
    pub total_price: i64,
    /// Kyat a voucher took off (left out of REST answers when none).
    #[serde(skip_serializing_if = "is_zero")]
    #[schema(required = false)]
    pub discount: i64,
    /// The voucher's code, upper case (left out of REST answers when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false, nullable = false)]
    pub voucher_code: Option<String>,
    /// The admin's reason when cancelled.
    pub cancel_reason: Option<String>,
    /// `cash_on_delivery` when paid at the door (left out of REST answers for transfers, the
    /// seeds' only kind): the admin confirms it by phone, then it ships as one parcel.
    #[serde(skip_serializing_if = "payments::model::PaymentMethodKind::is_transfer")]
    #[schema(required = false)]
    pub payment_kind: payments::model::PaymentMethodKind,
    /// Money going back for this order: due (the shopper cancelled it before it was decided) or
    /// refunded by the shop (left out of REST answers when there is none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(required = false)]
    pub refunds: Vec<payments::model::Refund>,
    /// Whether the shopper may cancel it now (`cancelMyOrder`): it waits for the admin.
    #[serde(skip)]
    pub cancellable: bool,
    /// The shopper's returns of received lines, oldest first (left out of REST answers when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(required = false)]
    pub returns: Vec<OrderReturn>,
}

/// Where a return stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum, ToSchema)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum ReturnStatus {
    /// Asked; an admin has not decided.
    Requested,
    /// Accepted: the lines come back and their money is due back.
    Approved,
    /// Turned down, with a reason.
    Rejected,
}

/// Why a shopper returns received goods, chosen from a list.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    serde::Deserialize,
    Serialize,
    EnumIter,
    DeriveActiveEnum,
    async_graphql::Enum,
    ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum ReturnReason {
    /// Arrived damaged or broken.
    Damaged,
    /// Not the item ordered.
    WrongItem,
    /// Not as the shop described it.
    NotAsDescribed,
    /// Does not fit.
    DoesNotFit,
    /// Changed my mind.
    ChangedMind,
    /// Another reason.
    Other,
}

impl ReturnReason {
    /// The reason in the reader's language.
    pub fn text(self, locale: kernel::Locale) -> String {
        let key = match self {
            ReturnReason::Damaged => "orders.return_reason.damaged",
            ReturnReason::WrongItem => "orders.return_reason.wrong_item",
            ReturnReason::NotAsDescribed => "orders.return_reason.not_as_described",
            ReturnReason::DoesNotFit => "orders.return_reason.does_not_fit",
            ReturnReason::ChangedMind => "orders.return_reason.changed_mind",
            ReturnReason::Other => "orders.return_reason.other",
        };
        locale.text(key, &[])
    }
}

/// A return of received lines, as the shopper follows it on the order.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, ToSchema)]
pub struct OrderReturn {
    /// The return's id.
    pub id: i64,
    /// Requested, approved or rejected.
    pub status: ReturnStatus,
    /// Why (its code).
    pub reason: ReturnReason,
    /// Why, in the reader's language.
    pub reason_text: String,
    /// The shopper's comment.
    pub comment: String,
    /// The order lines returned.
    pub order_item_ids: Vec<i64>,
    /// The photos (private: fetch with the shopper's or an admin's token).
    pub photos: Vec<String>,
    /// The admin's reason when rejected.
    pub reject_reason: Option<String>,
    /// When it was asked (UTC).
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// When an admin decided it.
    pub decided_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// What a shopper sends to return received lines.
#[derive(Debug, Clone, serde::Deserialize, async_graphql::InputObject)]
pub struct ReturnInput {
    /// The received lines to return (`Order.orderItems.orderItemId`), of one order.
    pub order_item_ids: Vec<i64>,
    /// Why, from the list.
    pub reason: ReturnReason,
    /// More about it (up to 1,000 characters).
    pub comment: Option<String>,
}

/// Admin: a return waiting for a decision, with what the admin needs to decide it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingReturn {
    /// The return.
    pub order_return: OrderReturn,
    /// The order it returns lines of.
    pub order_id: i64,
    /// The shopper's user id.
    pub user_id: i64,
    /// The shopper's name.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// The lines returned (product, variant, quantity, price).
    pub lines: Vec<OrderLine>,
    /// What the lines cost, in whole kyat: the refund due once approved.
    pub amount_mmk: i64,
}

/// Why a shopper cancels an order, chosen from a list (shown in their language on the order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, Serialize, async_graphql::Enum, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrderCancelReason {
    /// Changed my mind.
    ChangedMind,
    /// Ordered by mistake.
    OrderedByMistake,
    /// Wrong size or colour chosen.
    WrongSizeOrColour,
    /// Found it cheaper elsewhere.
    FoundCheaper,
    /// A problem with the payment.
    PaymentProblem,
    /// Another reason.
    Other,
}

impl OrderCancelReason {
    /// The reason in the shopper's words and language (what the order then shows).
    pub fn text(self, locale: kernel::Locale) -> String {
        let key = match self {
            OrderCancelReason::ChangedMind => "orders.cancel_reason.changed_mind",
            OrderCancelReason::OrderedByMistake => "orders.cancel_reason.ordered_by_mistake",
            OrderCancelReason::WrongSizeOrColour => "orders.cancel_reason.wrong_size_or_colour",
            OrderCancelReason::FoundCheaper => "orders.cancel_reason.found_cheaper",
            OrderCancelReason::PaymentProblem => "orders.cancel_reason.payment_problem",
            OrderCancelReason::Other => "orders.cancel_reason.other",
        };
        locale.text(key, &[])
    }
}

/// Admin: an approved order's money given back before it shipped, whole or some of its lines.
#[derive(Debug, Clone, serde::Deserialize, async_graphql::InputObject)]
pub struct RefundInput {
    /// The approved order.
    pub order_id: i64,
    /// What is sent back, in whole kyat: at most what was paid less earlier refunds.
    pub amount: i64,
    /// Why (the shopper is shown it).
    pub reason: String,
    /// How it was sent back ("KBZPay 09 7912 3456").
    pub method: String,
    /// The lines given back (a partial refund); all lines not given back yet when left out. A line
    /// already in a shipping order cannot be refunded here.
    pub order_item_ids: Option<Vec<i64>>,
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
    /// The variant to ship, for a product with options (left out of REST answers otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<catalog::model::LineVariant>,
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
    /// Authenticated URL of the payment screenshot (fetch it with the admin's token); null for
    /// cash on delivery (call the shopper, then approve to ship it).
    pub screenshot_url: Option<String>,
    /// What the shop found checking the screenshot: a copy of an earlier one, a transaction id
    /// seen before, an amount that is not what is due, an old transfer, an unreadable receipt.
    pub flags: Vec<payments::model::PaymentFlag>,
    /// What was read from the receipt, beside what is due.
    pub receipt: payments::model::ReceiptReading,
}

/// Admin: one of a shopper's orders on their page in the console.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminUserOrder {
    /// The order id.
    pub id: i64,
    /// Pending, approved or cancelled.
    pub status: OrderStatus,
    /// The total in whole kyat (MMK).
    pub total_mmk: i64,
    /// When the order was placed (RFC 3339, UTC).
    pub created_at: String,
}

/// Admin: one line of an order on its page in the console.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminOrderLine {
    /// The line's id (`orderItemIds` of `refundOrder`).
    pub order_item_id: i64,
    /// The product's id.
    pub product_id: i64,
    /// The product's name in the admin's language.
    pub product_name: String,
    /// The variant ordered ("M / Black"), for a product with options.
    pub variant_label: Option<String>,
    /// Quantity ordered.
    pub qty: i64,
    /// Price per unit when ordered, in whole kyat (MMK).
    pub unit_price: i64,
    /// Where the line is: `TO_SHIP` and `CREDITED` lines of an approved order can be refunded.
    #[serde(skip)]
    pub state: ShipState,
    /// Whether `refundOrder` can give this line back now.
    pub refundable: bool,
}

/// Admin: an order with its shopper, lines and refunds (`adminOrder(id)`), what the order page
/// shows and refunds from.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminOrder {
    /// The order id.
    pub id: i64,
    /// Pending, approved or cancelled.
    pub status: OrderStatus,
    /// The payment method's name when the order was made.
    pub payment: String,
    /// A transfer, or cash on delivery.
    pub payment_kind: payments::model::PaymentMethodKind,
    /// What was due, in whole kyat (MMK): the items at their prices when ordered, less `discount`.
    pub total_mmk: i64,
    /// Kyat a voucher took off (0: none).
    pub discount: i64,
    /// The voucher's code, upper case.
    pub voucher_code: Option<String>,
    /// When the order was placed (UTC).
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// The shopper's address when the order was placed.
    pub shipping_address: String,
    /// Why it was cancelled (the admin's reason, or the shopper's).
    pub cancel_reason: Option<String>,
    /// The shopper's user id (their page in the console).
    pub user_id: i64,
    /// The shopper's name.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// The ordered lines, with where each one is.
    pub lines: Vec<AdminOrderLine>,
    /// Money going back for this order, due or refunded, oldest first.
    pub refunds: Vec<payments::model::Refund>,
    /// What can still be refunded: the total less every refund (due or sent), in whole kyat.
    pub refundable_mmk: i64,
}

/// What the admin dashboard counts of orders.
#[derive(Debug, Clone, Copy, Default)]
pub struct OrderCounts {
    /// Product orders whose payment waits to be checked.
    pub pending_orders: u64,
    /// Token-pack orders whose payment waits to be checked.
    pub pending_token_pack_orders: u64,
    /// Orders placed in the range.
    pub orders_placed: u64,
    /// The totals of the orders approved in the range, in kyat.
    pub sales_mmk: i64,
    /// Tokens credited in the range for token packs (from the balance ledger).
    pub tokens_sold: i64,
}

/// REST leaves a zero discount out, as the answers before vouchers had no such field.
fn is_zero(amount: &i64) -> bool {
    *amount == 0
}
