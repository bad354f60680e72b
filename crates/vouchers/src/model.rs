//! What vouchers look like to the admin and to a shopper about to pay.

use async_graphql::{Enum, InputObject, SimpleObject};
use chrono::{DateTime, Utc};
use kernel::text::Translated;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};

/// How a voucher takes money off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, EnumIter, DeriveActiveEnum, Enum)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum VoucherKind {
    /// `value` percent of the goods it applies to (up to `maxDiscount`).
    Percent,
    /// `value` kyat off.
    Fixed,
}

/// Where a voucher stands now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum VoucherState {
    /// Shoppers can use it.
    Active,
    /// Its window has not begun.
    Scheduled,
    /// Its window is over.
    Expired,
    /// The admin paused it.
    Paused,
    /// Every use is taken.
    UsedUp,
}

/// A new voucher (admin).
#[derive(Debug, Clone, InputObject)]
pub struct VoucherInput {
    /// What shoppers type: 3-24 letters, digits, `-` or `_`; kept in upper case, compared without case.
    pub code: String,
    /// Percent or fixed kyat.
    pub kind: VoucherKind,
    /// Percent (1-100) or kyat (at least 1).
    pub value: i64,
    /// Least the goods it applies to must come to, in kyat (0: none). A fixed voucher's must be
    /// at least its value, so no total can go below nothing.
    #[graphql(default)]
    pub min_spend: i64,
    /// Most kyat a percent voucher takes off (null: no cap).
    pub max_discount: Option<i64>,
    /// Uses by one shopper (null: no limit).
    pub uses_per_shopper: Option<i64>,
    /// Uses by everyone together (null: no limit).
    pub total_uses: Option<i64>,
    /// From when it can be used (null: at once). Give it with Myanmar's offset, `+06:30`.
    pub starts_at: Option<DateTime<Utc>>,
    /// Until when (null: no end); after `startsAt`.
    pub ends_at: Option<DateTime<Utc>>,
    /// Only these products (with `categoryIds`: either).
    #[graphql(default)]
    pub product_ids: Vec<i64>,
    /// Only products of these categories (with `productIds`: either). Neither: every product.
    #[graphql(default)]
    pub category_ids: Vec<i64>,
    /// Only for a shopper's first order (one never cancelled or rejected).
    #[graphql(default)]
    pub first_order_only: bool,
    /// What the shopper is told it is, in three languages (the code when left out).
    pub title: Option<Translated>,
}

/// A voucher as the admin sees it.
#[derive(Debug, Clone, SimpleObject)]
pub struct Voucher {
    /// The voucher's id.
    pub id: i64,
    /// The code shoppers type (upper case).
    pub code: String,
    /// Percent or fixed kyat.
    pub kind: VoucherKind,
    /// Percent or kyat.
    pub value: i64,
    /// Least spend on the goods it applies to, in kyat.
    pub min_spend: i64,
    /// Most kyat a percent voucher takes off.
    pub max_discount: Option<i64>,
    /// Uses by one shopper.
    pub uses_per_shopper: Option<i64>,
    /// Uses by everyone together.
    pub total_uses: Option<i64>,
    /// Uses taken now (not given back).
    pub used: i64,
    /// Kyat taken off the orders that use it now (not given back).
    pub given_mmk: i64,
    /// Start of its window (UTC).
    pub starts_at: Option<DateTime<Utc>>,
    /// End of its window (UTC).
    pub ends_at: Option<DateTime<Utc>>,
    /// Products it is limited to.
    pub product_ids: Vec<i64>,
    /// Categories it is limited to.
    pub category_ids: Vec<i64>,
    /// Only for a shopper's first order.
    pub first_order_only: bool,
    /// Paused by the admin.
    pub paused: bool,
    /// Where it stands now.
    pub state: VoucherState,
    /// What the shopper is told it is.
    pub title: Translated,
    /// When it was made (UTC).
    pub created_at: DateTime<Utc>,
}

/// What a code takes off the lines about to be bought (`previewVoucher`).
#[derive(Debug, Clone, SimpleObject)]
pub struct VoucherPreview {
    /// The code, upper case.
    pub code: String,
    /// What the voucher is, in the shopper's language.
    pub title: String,
    /// The goods at today's prices, in kyat.
    pub subtotal: i64,
    /// Kyat taken off.
    pub discount: i64,
    /// What is due: `subtotal` less `discount` (the amount the payment QR and the screenshot show).
    pub total: i64,
}
