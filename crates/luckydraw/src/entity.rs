//! The lucky-draw tables.

pub mod ticket_product {
    use sea_orm::entity::prelude::*;

    /// A catalogue product raffled in batches of `ticket` tickets at `cost_token_point` each.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "ticket_product")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub product_id: i64,
        pub ticket: i64,
        pub cost_token_point: i64,
        /// Shown on the card ("Hot"); `label_mm` and `label_ch` in Burmese and Chinese, English when absent.
        pub label: String,
        pub label_mm: Option<String>,
        pub label_ch: Option<String>,
        pub current_batch: i32,
        pub hidden: bool,
        pub created_at: ChronoDateTimeUtc,
        /// When the open batch ends (drawn among its sold tickets, or cancelled below
        /// `min_tickets`); no batch opens after it. NULL: batches end only by selling out.
        pub ends_at: Option<ChronoDateTimeUtc>,
        /// Tickets that must be sold by `ends_at` for the batch to be drawn (NULL: one).
        pub min_tickets: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod ticket_batch {
    use sea_orm::entity::prelude::*;

    /// One round of a ticket product: `open` while selling, `closed` when sold out (waiting for its
    /// draw time), `drawn` once the lucky number is declared.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "ticket_batch")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub ticket_product_id: i64,
        pub batch: i32,
        pub ticket: i64,
        pub status: crate::model::DrawStatus,
        pub sold: i64,
        /// Secret until the draw (hex).
        pub seed: String,
        pub seed_hash: String,
        pub tickets_digest: Option<String>,
        pub lucky_number: Option<i64>,
        pub winner_user_id: Option<i64>,
        pub draw_at: Option<ChronoDateTimeUtc>,
        pub drawn_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
        /// When the winner claimed the prize into their to-ship list (once).
        pub claimed_at: Option<ChronoDateTimeUtc>,
        pub prize_item_id: Option<i64>,
        /// When its ticket product's end was processed on it (drawn among the sold, or cancelled).
        pub ended_at: Option<ChronoDateTimeUtc>,
        /// Drawn at the end: how many sold tickets the lucky number was drawn among (the modulus).
        pub drawn_among: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod ticket {
    use sea_orm::entity::prelude::*;

    /// A ticket number of a batch (unique per batch): `sold`, or `pending` while its transfer waits
    /// for an admin.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "ticket")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub batch_id: i64,
        pub number: i64,
        pub user_id: i64,
        pub purchase_id: i64,
        pub created_at: ChronoDateTimeUtc,
        pub status: crate::model::TicketStatus,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod ticket_purchase {
    use sea_orm::entity::prelude::*;

    /// One purchase of tickets: `paid` with tokens, or by transfer `pending` until an admin
    /// `approved` or `rejected` it.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "ticket_purchase")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub batch_id: i64,
        pub ticket_count: i64,
        pub token_use: i64,
        pub created_at: ChronoDateTimeUtc,
        pub status: crate::model::PurchaseStatus,
        pub payment_method_id: Option<i64>,
        pub payment_method_name: Option<String>,
        pub payment_screenshot_id: Option<i64>,
        /// Kyat to transfer (transfer purchases).
        pub amount_mmk: i64,
        pub reject_reason: Option<String>,
        pub decided_by: Option<i64>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        /// Given back once its batch was cancelled (tokens credited, or a refund due recorded), or
        /// its hold withdrawn at the end.
        pub refunded_at: Option<ChronoDateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
