//! The shipping tables.

pub mod shipping_order {
    use sea_orm::entity::prelude::*;

    /// `pending` (Processing) -> `approved` (On the way) by an admin -> `received` by the shopper;
    /// or `rejected` by an admin, which puts its items back in the to-ship list.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shipping_order")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub status: crate::model::ShippingStatus,
        pub payment_method_id: i64,
        pub payment_method_name: String,
        /// The fee transfer's screenshot; none for a cash on delivery parcel.
        pub payment_screenshot_id: Option<i64>,
        pub shipping_price: i64,
        pub shipping_address: String,
        pub reject_reason: Option<String>,
        pub decided_by: Option<i64>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        pub received_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
        /// The courier that took the parcel (set when approved; none when the shop delivers).
        pub courier_id: Option<i64>,
        pub tracking_number: Option<String>,
        /// When the parcel was handed to the courier (its waybill scanned), and by whom.
        pub handed_over_at: Option<ChronoDateTimeUtc>,
        pub handed_over_by: Option<i64>,
        /// Cash on delivery: what the courier collects at the door (the goods and the fee), in
        /// whole kyat; none for parcels paid by transfer.
        pub cod_amount: Option<i64>,
        /// When the courier paid the collected cash to the shop (a remittance file), and the
        /// admin who imported it.
        pub cod_remitted_at: Option<ChronoDateTimeUtc>,
        pub cod_remitted_by: Option<i64>,
        /// A cash on delivery parcel refused at the door: when the admin recorded it, and when
        /// the refusal was settled (NULL: unpaid, which may stop further cash on delivery).
        pub cod_refused_at: Option<ChronoDateTimeUtc>,
        pub cod_refusal_settled_at: Option<ChronoDateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod shipping_order_item {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shipping_order_item")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub shipping_order_id: i64,
        pub order_item_id: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod courier {
    use sea_orm::entity::prelude::*;

    /// A courier the shop hands parcels to; `tracking_url` has `{tracking}` where the number goes.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "courier")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub phone: String,
        pub tracking_url: Option<String>,
        pub active: bool,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
