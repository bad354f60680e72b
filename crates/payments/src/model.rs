//! What payment methods answer and take, shared by REST and GraphQL.

use chrono::{DateTime, Utc};
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};

/// How a payment method is paid: a transfer with a screenshot the admin checks, or cash at the
/// door (orders only, where the method offers it).
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    EnumIter,
    DeriveActiveEnum,
    async_graphql::Enum,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum PaymentMethodKind {
    /// A bank or wallet transfer, with a screenshot of it.
    #[default]
    Transfer,
    /// Cash paid to the courier at the door: no screenshot; the admin confirms the order by phone.
    CashOnDelivery,
}

impl PaymentMethodKind {
    /// REST leaves the kind out for transfers, as the answers before it had no such field.
    pub fn is_transfer(&self) -> bool {
        *self == PaymentMethodKind::Transfer
    }
}

/// A payment method in the checkout list.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentMethod {
    /// What checkout, buy-now, shipping and ticket transfers take as `payment_id`.
    pub id: i64,
    /// The bank or wallet (`KBZPay`, `WavePay`, ...).
    pub name: String,
    /// Logo URL (thumbnail size), if the admin uploaded one.
    pub logo: Option<String>,
    /// Whether the shop can show a QR code with the amount for this method (`paymentQr`). REST
    /// leaves it out when false, as the answers before it had no such field.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schema(required = false)]
    pub has_qr: bool,
    /// `transfer` or `cash_on_delivery`. REST leaves it out for transfers (the seeds' answers).
    #[serde(skip_serializing_if = "PaymentMethodKind::is_transfer")]
    #[schema(required = false)]
    pub kind: PaymentMethodKind,
    /// Cash on delivery only: the largest order total it takes, in whole kyat (none: any). Left
    /// out of REST answers when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub cod_max_total: Option<i64>,
}

/// A merchant account to transfer to.
#[derive(
    Debug, Clone, Serialize, Deserialize, async_graphql::SimpleObject, async_graphql::InputObject, utoipa::ToSchema,
)]
#[graphql(input_name = "PaymentNumberInput")]
pub struct PaymentNumber {
    /// The account holder's name, as the shopper's banking app shows it.
    pub account_name: String,
    /// The account or wallet phone number to transfer to.
    pub account_number: String,
}

/// A payment method with the merchant accounts to transfer to.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentMethodDetail {
    /// What checkout, buy-now, shipping and ticket transfers take as `payment_id`.
    pub id: i64,
    /// The bank or wallet (`KBZPay`, `WavePay`, ...).
    pub name: String,
    /// Logo URL (thumbnail size), if the admin uploaded one.
    pub logo: Option<String>,
    /// The accounts to transfer to, in the admin's order.
    pub payment_numbers: Vec<PaymentNumber>,
    /// `transfer` or `cash_on_delivery` (left out of REST answers for transfers).
    #[serde(skip_serializing_if = "PaymentMethodKind::is_transfer")]
    #[schema(required = false)]
    pub kind: PaymentMethodKind,
}

/// Admin: a payment method as the editor shows it, hidden ones too.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminPaymentMethod {
    /// The payment method id (`updatePaymentMethod(id)`, `setContentHidden`).
    pub id: i64,
    /// The bank or wallet (`KBZPay`, `WavePay`, ...).
    pub name: String,
    /// Logo URL (thumbnail size), if the admin uploaded one.
    pub logo: Option<String>,
    /// Position; lower comes first.
    pub sort: i32,
    /// Hidden from shoppers (checkout refuses it).
    pub hidden: bool,
    /// The accounts to transfer to, in order.
    pub payment_numbers: Vec<PaymentNumber>,
    /// The wallet's merchant QR (the MMQR payload read from the uploaded picture), if any.
    pub merchant_qr: Option<String>,
    /// A transfer, or cash on delivery.
    pub kind: PaymentMethodKind,
    /// Cash on delivery: the regions where it is offered (with `codTownshipIds`; both empty: everywhere).
    pub cod_region_ids: Vec<i64>,
    /// Cash on delivery: townships where it is offered besides whole regions.
    pub cod_township_ids: Vec<i64>,
    /// Cash on delivery: the largest order total it takes, in whole kyat (null: any).
    pub cod_max_total: Option<i64>,
}

/// Admin: a payment method and its accounts (they replace the stored ones).
#[derive(Debug, Clone, Default, Deserialize, async_graphql::InputObject)]
pub struct PaymentMethodInput {
    /// The bank or wallet's name (required).
    pub name: String,
    /// Its merchant accounts, each with a name and a number (both required).
    pub payment_numbers: Vec<PaymentNumber>,
    /// Position in the checkout list, ascending (default 0).
    #[graphql(default)]
    pub sort: i32,
    /// A transfer (default) or cash on delivery, which takes no accounts and no QR code.
    #[graphql(default)]
    #[serde(default)]
    pub kind: PaymentMethodKind,
    /// Cash on delivery: the regions where it is offered (ids of `regions`). With
    /// `codTownshipIds` both empty or left out, it is offered everywhere.
    #[serde(default)]
    pub cod_region_ids: Option<Vec<i64>>,
    /// Cash on delivery: single townships where it is offered, besides whole regions.
    #[serde(default)]
    pub cod_township_ids: Option<Vec<i64>>,
    /// Cash on delivery: the largest order total it takes, in whole kyat (null: any).
    #[serde(default)]
    pub cod_max_total: Option<i64>,
}

// ---- payment checks ------------------------------------------------------------------------------

/// Where reading a receipt stands (stored).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum Reading {
    /// Waiting for the reader.
    Pending,
    /// A reader is at it (since `read_at`; taken back when it died).
    Reading,
    /// Read: what was found is in the `read_` fields (any of them may still be missing).
    Read,
    /// Tesseract failed, or found neither an amount nor a transaction id.
    Unreadable,
    /// Given up: reading took longer than allowed.
    TimedOut,
}

/// How a payment was decided (stored; `decide_once` writes it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Decided {
    /// An admin accepted the payment.
    Approved,
    /// An admin turned it down (with a reason the shopper is shown).
    Rejected,
    /// Released by the shop itself (an unpaid ticket hold).
    Expired,
    /// Withdrawn by the shopper before an admin decided (a cancelled order).
    Withdrawn,
}

/// Why a payment is flagged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "SCREAMING_SNAKE_CASE")]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PaymentFlagCode {
    /// The receipt's transaction id was seen on an earlier payment.
    DuplicateTransfer,
    /// The same picture (pixel for pixel, or nearly) was sent with an earlier payment.
    DuplicatePicture,
    /// The receipt's amount is not what is due.
    AmountMismatch,
    /// The transfer is dated long before its upload, or after it.
    TooOld,
    /// The receipt could not be read (or reading took too long).
    Unreadable,
    /// The receipt carries the payment reference (`PAY000042`) of another payment: it was made
    /// for that one.
    ReferenceOfAnotherPayment,
}

/// A warning beside a pending payment. The admin still decides; the shopper never sees it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PaymentFlag {
    /// What was found.
    pub code: PaymentFlagCode,
    /// The reason in the admin's language, with the numbers that matter.
    pub detail: String,
    /// The earlier payment concerned (`adminTransferPayment(id)`), for duplicates.
    pub related_payment_id: Option<i64>,
}

/// Where reading a receipt stands, as the admin sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, async_graphql::Enum)]
pub enum ReadingState {
    /// Waiting to be read (seconds, usually).
    Pending,
    /// Read; the fields found are filled.
    Read,
    /// Could not be read, or reading took too long.
    Unreadable,
    /// Reading is off on this server (Tesseract is not installed): nothing will be read.
    Off,
    /// Sent before the shop checked screenshots.
    NotChecked,
}

/// What the shop read from a payment's receipt, beside what is due.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct ReceiptReading {
    /// The transfer payment's id (`adminTransferPayment(id)`; the screenshot's id).
    pub payment_id: i64,
    /// Where reading stands.
    pub state: ReadingState,
    /// The amount on the receipt, in whole kyat.
    pub amount_mmk: Option<i64>,
    /// What the payment should have transferred, in whole kyat.
    pub amount_due_mmk: Option<i64>,
    /// When the receipt says the transfer was made (UTC; receipts show Myanmar time).
    pub transferred_at: Option<DateTime<Utc>>,
    /// The wallet's transaction id on the receipt.
    pub transaction_id: Option<String>,
    /// The payment's reference (`PAY000042`) when the receipt carries it: the transfer was made
    /// with this payment's QR code or note. `None`: not found (or the payment has none).
    pub reference: Option<String>,
}

/// What a transfer payment pays for.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    EnumIter,
    DeriveActiveEnum,
    async_graphql::Enum,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum PaymentKind {
    /// An order (products or a token pack).
    Order,
    /// A shipping fee.
    ShippingFee,
    /// Lucky-draw tickets paid by transfer.
    TicketTransfer,
    /// Missed daily sign-in days.
    SignInRecovery,
}

/// Admin: one transfer payment of any kind, decided or not, with its checks: where a flag's link
/// leads.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct TransferPayment {
    /// The transfer payment's id (the screenshot's id).
    pub id: i64,
    /// What it pays for.
    pub kind: PaymentKind,
    /// The paid row's id in its own queue (order id, shipping order id, ticket purchase id, ...).
    pub subject_id: Option<i64>,
    /// The shopper's user id.
    pub user_id: i64,
    /// The shopper's name.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// Null while pending.
    pub decision: Option<Decided>,
    /// When it was decided (UTC).
    pub decided_at: Option<DateTime<Utc>>,
    /// When the screenshot was uploaded (UTC).
    pub created_at: DateTime<Utc>,
    /// The screenshot (fetch with the admin's token); null once deleted under the retention setting.
    pub screenshot_url: Option<String>,
    /// When the picture was deleted under the retention setting (its fingerprints stay).
    pub picture_deleted_at: Option<DateTime<Utc>>,
    /// What was read from the receipt, beside what is due.
    pub receipt: ReceiptReading,
    /// What the checks found (as in the queues).
    pub flags: Vec<PaymentFlag>,
}

/// Admin: how screenshots are checked.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PaymentCheckSettings {
    /// Two pictures this many differing bits apart or fewer are "nearly the same".
    pub near_duplicate_bits: i32,
    /// The largest `nearDuplicateBits` the index can honour.
    pub max_near_duplicate_bits: i32,
    /// A transfer dated longer than this before its upload is flagged.
    pub transfer_max_age_hours: i64,
    /// Each picture is deleted this many days after its payment was decided; null keeps them.
    pub screenshot_retention_days: Option<i64>,
    /// Whether this server reads receipts (Tesseract installed and reading on).
    pub reading_on: bool,
}

/// Admin: changes to the checks; what is left out stays.
#[derive(Debug, Clone, Default, async_graphql::InputObject)]
pub struct PaymentCheckSettingsInput {
    /// 0 to `maxNearDuplicateBits`.
    pub near_duplicate_bits: Option<i32>,
    /// At least 1.
    pub transfer_max_age_hours: Option<i64>,
    /// At least 1; null keeps pictures for good.
    pub screenshot_retention_days: async_graphql::MaybeUndefined<i64>,
}

// ---- a payment QR with the amount ----------------------------------------------------------------

/// The QR code a shopper scans with their wallet to pay one payment: the payment method's merchant
/// QR made dynamic, with the amount due and the payment's reference as bill number.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentQr {
    /// The MMQR payload (EMVCo): what the QR code holds.
    pub payload: String,
    /// The QR code as a PNG (fetch with the shopper's token; not cached).
    pub png: String,
    /// The amount in the QR code (tag 54), in whole kyat.
    pub amount_mmk: i64,
    /// The bill number in the QR code (tag 62, sub-tag 01), to type into the wallet's note too:
    /// a reference made before paying (`PAY000042`, [`crate::reference`]), or a placed order's
    /// number (`ORD000123`).
    pub reference: String,
}

/// What a payment QR is made of: the method paid with, the amount due and the reference.
#[derive(Debug, Clone)]
pub struct PaymentDue {
    pub payment_method_id: i64,
    pub amount_mmk: i64,
    pub reference: String,
}

/// Where a refund stands.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    EnumIter,
    DeriveActiveEnum,
    async_graphql::Enum,
    utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum RefundStatus {
    /// The shop owes it: an admin has not sent it yet.
    Due,
    /// Sent back to the shopper.
    Refunded,
}

/// Money going back to the shopper for one of their payments, as they see it on the order.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Refund {
    /// The refund's id.
    pub id: i64,
    /// The amount in whole kyat.
    pub amount: i64,
    /// Why: the shopper's cancel reason, the admin's refund reason, or the draw that ended.
    pub reason: String,
    /// Due (the shop has not sent it yet) or refunded.
    pub status: RefundStatus,
    /// How it was sent (the admin's words: "KBZPay 09 7912 3456"), once refunded.
    pub method: Option<String>,
    /// When it was sent, or when it became due.
    pub date: DateTime<Utc>,
}

/// Admin: one refund, due or sent, with the shopper and what it pays back.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminRefund {
    /// The refund's id (`settleRefund(id)`).
    pub id: i64,
    /// The shopper refunded.
    pub user_id: i64,
    /// The shopper's name.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// What was paid: an order, ticket transfer, ...
    pub kind: PaymentKind,
    /// The order's (or ticket purchase's, ...) id.
    pub subject_id: i64,
    /// The amount in whole kyat.
    pub amount_mmk: i64,
    /// Why it is refunded.
    pub reason: String,
    /// Due or refunded.
    pub status: RefundStatus,
    /// How it was sent, once refunded.
    pub method: Option<String>,
    /// The order lines it gives back (an order's refund; empty otherwise).
    pub order_item_ids: Vec<i64>,
    /// Tokens the order had earned, taken back through the ledger.
    pub tokens_taken: i64,
    /// Tokens the shopper had spent already: recorded as owed, not taken.
    pub tokens_owed: i64,
    /// The refund transfer's screenshot (private: fetch with the admin's token), once sent with one.
    pub screenshot_url: Option<String>,
    /// When it was recorded (due, or sent at once).
    pub created_at: DateTime<Utc>,
    /// When it was sent.
    pub refunded_at: Option<DateTime<Utc>>,
}
