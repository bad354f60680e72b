use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "product")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub slug: String,
    pub category_id: i64,
    /// See [`crate::model::ProductType`].
    pub product_type: crate::model::ProductType,
    pub name_en: String,
    pub name_mm: Option<String>,
    pub name_ch: Option<String>,
    /// Sanitised HTML.
    pub description_en: String,
    pub description_mm: Option<String>,
    pub description_ch: Option<String>,
    /// Whole kyat.
    pub actual_price: i64,
    /// Flash sale: what is charged inside the window (`variants::price_at`); whole kyat.
    pub sale_price: Option<i64>,
    /// Flash sale: when it starts (`None`: as soon as it is set).
    pub sale_starts_at: Option<ChronoDateTimeUtc>,
    /// Flash sale: when it ends (excluded); a sale always has an end.
    pub sale_ends_at: Option<ChronoDateTimeUtc>,
    /// Shipping weight; grams keep it an integer.
    pub weight_grams: i64,
    pub in_stock: bool,
    /// Tokens credited when an order of this product is approved.
    pub token_reward: i64,
    /// Tokens in the pack (token products).
    pub token_amount: Option<i64>,
    /// Referral points a gift costs (referral gifts).
    pub referral_point: Option<i64>,
    pub rating_average: f64,
    pub rating_count: i64,
    /// Media key of the feature image (full size; the thumbnail sits beside it).
    pub feature_image: Option<String>,
    /// `|name_en|name_mm|name_ch|`, lowercased: what search matches against.
    pub search_text: String,
    /// The names' short pieces as trigrams (`kernel::search::short_grams`): what a search word of
    /// one or two characters is found in.
    pub search_grams: String,
    pub hidden: bool,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
