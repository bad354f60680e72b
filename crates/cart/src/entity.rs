//! The `cart_line` table.

pub mod cart_line {
    use sea_orm::entity::prelude::*;

    /// A variant of a product in a shopper's cart, with its quantity (1..=1,000,000).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "cart_line")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub product_id: i64,
        /// The variant chosen (one line per variant; set on every line since migration 000024).
        pub variant_id: Option<i64>,
        pub qty: i64,
        pub created_at: ChronoDateTimeUtc,
        pub updated_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
