use sea_orm::entity::prelude::*;

/// An option of a product (Size, Colour): its name and values in three languages, at most three
/// per product, in `position` order.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "product_option")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub product_id: i64,
    pub position: i32,
    pub name_en: String,
    pub name_mm: Option<String>,
    pub name_ch: Option<String>,
    /// JSON `[{"en": .., "mm": .., "ch": ..}]` (`kernel::Translated`), in order.
    pub values: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
