//! The voucher tables.

pub mod voucher {
    use sea_orm::entity::prelude::*;

    /// A discount code. `used` counts the uses not given back; it only changes with a
    /// conditional update in the transaction of the order that takes or gives back a use.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "voucher")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        /// Upper case, as shoppers' codes are compared.
        #[sea_orm(unique)]
        pub code: String,
        pub kind: crate::model::VoucherKind,
        /// Percent (1-100) or whole kyat.
        pub value: i64,
        /// Least the goods it applies to must come to, in kyat.
        pub min_spend: i64,
        pub max_discount: Option<i64>,
        pub uses_per_shopper: Option<i64>,
        pub total_uses: Option<i64>,
        pub used: i64,
        pub starts_at: Option<ChronoDateTimeUtc>,
        pub ends_at: Option<ChronoDateTimeUtc>,
        pub first_order_only: bool,
        pub paused: bool,
        pub title_en: String,
        pub title_mm: Option<String>,
        pub title_ch: Option<String>,
        pub created_by: i64,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod voucher_target {
    use sea_orm::entity::prelude::*;

    /// What a limited voucher applies to: a product or a category (one of the two). A voucher
    /// with no targets applies to every product.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "voucher_target")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub voucher_id: i64,
        pub product_id: Option<i64>,
        pub category_id: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod voucher_use {
    use sea_orm::entity::prelude::*;

    /// A voucher used by an order (one per order). `given_back_at` is set once, when the order is
    /// cancelled or rejected; the voucher's `used` goes down in the same transaction.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "voucher_use")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub voucher_id: i64,
        pub user_id: i64,
        #[sea_orm(unique)]
        pub order_id: i64,
        /// Kyat taken off the order.
        pub discount: i64,
        pub created_at: ChronoDateTimeUtc,
        pub given_back_at: Option<ChronoDateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
