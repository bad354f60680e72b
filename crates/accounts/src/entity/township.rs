use sea_orm::entity::prelude::*;

/// A township of a region (MIMU place code in `code`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "township")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub region_id: i64,
    pub code: String,
    pub name_en: String,
    pub name_mm: String,
    pub name_ch: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    /// Read with its township in one statement (a profile's address).
    #[sea_orm(belongs_to = "super::region::Entity", from = "Column::RegionId", to = "super::region::Column::Id")]
    Region,
}

impl Related<super::region::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Region.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
