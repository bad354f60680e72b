//! The reviews' tables (migration `m20261124_000013`).

pub mod app_review {
    use sea_orm::entity::prelude::*;

    use crate::model::ReviewStatus;

    /// A review of the shop; public once approved.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "app_review")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        /// 1 to 5 stars.
        pub rating: i32,
        /// Plain text.
        pub comment: String,
        pub status: ReviewStatus,
        pub reject_reason: Option<String>,
        pub decided_by: Option<i64>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod app_review_image {
    use sea_orm::entity::prelude::*;

    /// An image of a review (media key of the full size; the thumbnail sits beside it).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "app_review_image")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub review_id: i64,
        pub image: String,
        pub sort: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod product_rating {
    use sea_orm::entity::prelude::*;

    /// A buyer's rating of a product (one per shopper and product).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "product_rating")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub product_id: i64,
        pub rating: i32,
        pub comment: String,
        pub created_at: ChronoDateTimeUtc,
        pub updated_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
