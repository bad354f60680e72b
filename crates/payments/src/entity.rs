//! The payments tables: payment methods with their accounts, and screenshots.

pub mod payment_screenshot {
    use sea_orm::entity::prelude::*;

    /// A transfer screenshot a shopper uploaded (private media; kept for the audit).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_screenshot")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub image: String,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_method {
    use sea_orm::entity::prelude::*;

    /// A bank or wallet shoppers transfer to (KBZPay, WavePay, ...).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_method")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub logo: Option<String>,
        pub sort: i32,
        pub hidden: bool,
        /// The wallet's merchant QR as its payload text (MMQR, checked by `crate::mmqr`), if any.
        pub merchant_qr: Option<String>,
        pub kind: crate::model::PaymentMethodKind,
        /// Cash on delivery: JSON arrays of the region and township ids where it is offered
        /// (both empty or NULL: everywhere). Read through `crate::cod::Area`.
        pub cod_region_ids: Option<String>,
        pub cod_township_ids: Option<String>,
        /// Cash on delivery: the largest order total it takes (NULL: any).
        pub cod_max_total: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_number {
    use sea_orm::entity::prelude::*;

    /// A merchant account of a payment method.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_number")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub payment_method_id: i64,
        pub account_name: String,
        pub account_number: String,
        pub sort: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_check {
    use sea_orm::entity::prelude::*;

    use crate::model::{Decided, Reading};

    /// What the shop learned from one payment screenshot (same id as the screenshot): which payment
    /// it pays and what is due, its fingerprints, what was read from it, and the decision. It
    /// outlives the picture (the retention setting), so a reused receipt is caught later too.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_check")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i64,
        pub user_id: i64,
        /// The queue the payment waits in (`order`, `shipping_order`, `ticket_purchase`,
        /// `daily_recovery`): `PendingPayments::SUBJECT`.
        pub subject: String,
        /// The payment's row in that queue, once recorded.
        pub subject_id: Option<i64>,
        pub amount_due_mmk: Option<i64>,
        /// SHA-256 over the decoded pixels.
        pub exact_hash: String,
        pub perceptual_hash: String,
        pub reading: Reading,
        pub read_amount_mmk: Option<i64>,
        pub read_transferred_at: Option<ChronoDateTimeUtc>,
        pub read_transaction_id: Option<String>,
        /// The payment's reference made before paying (`PAY000042`), when it was paid with one.
        pub reference: Option<String>,
        /// That reference, once the reader found it on the receipt.
        pub read_reference: Option<String>,
        /// When reading started (while `reading`) or ended.
        pub read_at: Option<ChronoDateTimeUtc>,
        pub decision: Option<Decided>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        pub picture_deleted_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_hash_band {
    use sea_orm::entity::prelude::*;

    /// One band of a screenshot's perceptual hash: near copies share at least one.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_hash_band")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub band: i32,
        #[sea_orm(primary_key, auto_increment = false)]
        pub value: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub check_id: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_flag {
    use sea_orm::entity::prelude::*;

    use crate::model::PaymentFlagCode;

    /// A warning beside a payment, pointing to the earlier payment it concerns when there is one.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_flag")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub check_id: i64,
        pub code: PaymentFlagCode,
        pub related_check_id: Option<i64>,
        /// What the warning's text is made of (JSON: amounts, times, distance).
        pub facts: String,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_check_settings {
    use sea_orm::entity::prelude::*;

    /// The admin's thresholds (one row, id 1; defaults when absent).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_check_settings")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub near_duplicate_bits: i32,
        pub transfer_max_age_hours: i64,
        pub screenshot_retention_days: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_reference {
    use sea_orm::entity::prelude::*;

    /// A payment reference made before paying (`PAY000042`, [`crate::reference`]): the QR with the
    /// amount the shopper pays with, and the screenshot of the payment that used it.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_reference")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub kind: crate::model::PaymentKind,
        pub payment_method_id: i64,
        pub amount_mmk: i64,
        /// The screenshot (payment check) of the payment that used it; `None`: not used yet.
        pub check_id: Option<i64>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod payment_refund {
    use sea_orm::entity::prelude::*;

    /// Money going back to a shopper for a transfer payment ([`crate::refunds`]): due until an
    /// admin sends it, or refunded (how, when, the refund transfer's screenshot).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "payment_refund")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        /// What was paid: a payment queue's subject (`order`, `ticket_purchase`, ...).
        pub subject: String,
        pub subject_id: i64,
        pub amount_mmk: i64,
        pub status: crate::model::RefundStatus,
        pub reason: String,
        pub method: Option<String>,
        /// The refund transfer's screenshot (a private media key).
        pub screenshot: Option<String>,
        /// JSON array of the order lines given back, for an order's refund.
        pub order_item_ids: Option<String>,
        pub tokens_taken: i64,
        pub tokens_owed: i64,
        pub created_at: ChronoDateTimeUtc,
        pub created_by: Option<i64>,
        pub refunded_at: Option<ChronoDateTimeUtc>,
        pub refunded_by: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
