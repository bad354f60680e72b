use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "category")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub slug: String,
    pub name_en: String,
    pub name_mm: Option<String>,
    pub name_ch: Option<String>,
    /// Media key of the category's picture.
    pub image: Option<String>,
    pub sort: i32,
    /// Hidden categories, and their products, are not shown to shoppers.
    pub hidden: bool,
    pub created_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
