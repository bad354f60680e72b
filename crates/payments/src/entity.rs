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
