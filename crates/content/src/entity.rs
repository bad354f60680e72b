//! The content tables.

pub mod slider {
    use sea_orm::entity::prelude::*;

    /// A home-screen banner.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "slider")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name_en: String,
        pub name_mm: Option<String>,
        pub name_ch: Option<String>,
        pub image: String,
        /// Where a tap goes (opened in a new tab).
        pub url: String,
        pub sort: i32,
        pub hidden: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod promotion {
    use sea_orm::entity::prelude::*;

    /// The promotion page (one row).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "promotion")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub image: Option<String>,
        pub content_en: String,
        pub content_mm: Option<String>,
        pub content_ch: Option<String>,
        pub updated_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod onboarding_slide {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "onboarding_slide")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub title_en: String,
        pub title_mm: Option<String>,
        pub title_ch: Option<String>,
        pub body_en: String,
        pub body_mm: Option<String>,
        pub body_ch: Option<String>,
        pub image: Option<String>,
        pub sort: i32,
        pub hidden: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
