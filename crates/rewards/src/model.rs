//! What the rewards crate answers and takes, shared by REST and GraphQL.

use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};

/// Where a paid recovery stands (stored as text).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum RecoveryStatus {
    /// Waiting for an admin to check the screenshot.
    Pending,
    /// The fee was paid: the missed days are signed.
    Approved,
    /// The payment was not right; nothing changed.
    Rejected,
}

/// A day of the current cycle (`GET api/user/daily-sign/list`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct DailySign {
    /// `YYYY-MM-DD` (Myanmar).
    pub date: String,
    /// True signed in (checked in, or recovered); false missed.
    pub status: bool,
}

/// Tokens collected for a day (`GET api/user/daily-sign/claim/list`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct DailyClaim {
    /// `YYYY-MM-DD` (Myanmar).
    pub date: String,
    /// The day's tokens.
    pub tokens: i64,
    /// The bonus for an unbroken 30 days (0 on other days).
    pub bonus: i64,
}

/// Whether the current cycle has missed days, and what recovering them takes
/// (`GET api/user/daily-sign/recover/check`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct RecoveryCheck {
    /// True when no day of the cycle was missed.
    pub status: bool,
    /// The missed days (`YYYY-MM-DD`), oldest first.
    pub missed_days: Vec<String>,
    /// A recovery payment waits for an admin.
    pub pending: bool,
    /// The recovery fee in whole kyat (MMK).
    pub fee_mmk: i64,
    /// The admin's reason when this cycle's latest recovery was rejected.
    pub last_reject_reason: Option<String>,
}

/// Everything the daily reward dialog shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, async_graphql::SimpleObject)]
pub struct DailyReward {
    /// Today in Myanmar (`YYYY-MM-DD`), by the shop's clock: send it back as `date`.
    pub today: String,
    /// The first day of the current 30-day cycle.
    pub cycle_start: String,
    /// The cycle's days up to yesterday, and today once checked in; day n of the grid is entry n.
    pub days: Vec<DailySign>,
    /// Today is checked in.
    pub signed_today: bool,
    /// Today's tokens are collected.
    pub claimed_today: bool,
    /// Tokens a claim pays.
    pub daily_point: i64,
    /// Missed days and the recovery.
    pub recovery: RecoveryCheck,
}

/// Admin: a recovery whose payment waits to be checked.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingRecovery {
    /// The recovery id.
    pub id: i64,
    /// The shopper.
    pub user_id: i64,
    /// The shopper's name.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// The days it would sign (`YYYY-MM-DD`).
    pub missed_days: Vec<String>,
    /// The fee paid, in whole kyat (MMK).
    pub fee_mmk: i64,
    /// The payment method's name.
    pub payment: String,
    /// Authenticated URL of the payment screenshot (fetch it with the admin's token).
    pub screenshot_url: String,
    /// What the shop found checking the screenshot: a copy of an earlier one, a transaction id
    /// seen before, an amount that is not what is due, an old transfer, an unreadable receipt.
    pub flags: Vec<payments::model::PaymentFlag>,
    /// What was read from the receipt, beside what is due.
    pub receipt: payments::model::ReceiptReading,
    /// When the shopper paid.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// `POST api/user/daily-sign/{create,claim,restart-from-day-one}`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct DateInput {
    /// Today in Myanmar (UTC+06:30), `YYYY-MM-DD` (required).
    #[schema(required = true, nullable = false, format = Date, pattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]
    pub date: Option<String>,
}

/// `POST api/user/claim-referral-product`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct GiftClaimInput {
    /// The gift (a product of type `referral-gift`); a number or digits.
    #[schema(value_type = i64, minimum = 1)]
    pub product_id: Option<serde_json::Value>,
}

/// What a gift claim made: the to-ship item and the points left.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct GiftClaim {
    /// The new to-ship item.
    pub order_item_id: i64,
    /// Referral points left.
    pub referral_point: i64,
}
