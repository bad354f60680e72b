//! The order tables.

pub mod shop_order {
    use sea_orm::entity::prelude::*;

    /// An order: `pending` until an admin checks the screenshot, then `approved` or `cancelled`.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shop_order")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub status: crate::model::OrderStatus,
        pub payment_method_id: i64,
        /// The method's name when the order was made.
        pub payment_method_name: String,
        /// The transfer's screenshot; none for cash on delivery.
        pub payment_screenshot_id: Option<i64>,
        /// A transfer, or cash on delivery (then the admin's approval ships it as one parcel).
        pub payment_kind: payments::model::PaymentMethodKind,
        /// What is due, whole kyat: the goods at their prices at checkout less `discount`,
        /// computed by the server.
        pub total_price: i64,
        /// Kyat a voucher took off (0: none).
        pub discount: i64,
        /// The voucher's code, upper case.
        pub voucher_code: Option<String>,
        pub shipping_address: String,
        pub cancel_reason: Option<String>,
        pub decided_by: Option<i64>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod order_item {
    use sea_orm::entity::prelude::*;

    /// A to-ship item: a line of an order (or a won prize or claimed gift, with no order), and where
    /// it is on its way to the shopper. Only `crate::to_ship` writes it.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "order_item")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub order_id: Option<i64>,
        pub user_id: i64,
        pub product_id: i64,
        /// The variant bought (`None` for prizes and gifts, which have no choice).
        pub variant_id: Option<i64>,
        /// Whether the line holds units of its variant's stock: set when the order took them,
        /// cleared exactly once when they go back (`crate::to_ship::give_stock_back`).
        pub stock_taken: bool,
        pub product_type: catalog::model::ProductType,
        pub item_type: crate::model::ItemKind,
        pub unit_price: i64,
        pub qty: i64,
        pub weight_grams: i64,
        /// Tokens credited for this line when its order is approved.
        pub token_reward: i64,
        pub ship_state: crate::model::ShipState,
        pub created_at: ChronoDateTimeUtc,
        /// The refund that gave the line back: before it shipped (`ship_state` `refunded`) or
        /// once returned (`returned`).
        pub refund_id: Option<i64>,
        /// The live return that asks to send it back (requested or approved).
        pub return_id: Option<i64>,
        /// When the shopper confirmed it arrived.
        pub received_at: Option<ChronoDateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod order_return {
    use sea_orm::entity::prelude::*;

    /// A shopper's request to return received lines of an order (`crate::returns`): `requested`
    /// until an admin approves it (the lines come back, their money is due back) or rejects it.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "order_return")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub order_id: i64,
        pub status: crate::model::ReturnStatus,
        pub reason: crate::model::ReturnReason,
        pub comment: String,
        /// JSON array of the photos' private media keys.
        pub photos: String,
        pub reject_reason: Option<String>,
        pub decided_by: Option<i64>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        pub refund_id: Option<i64>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
