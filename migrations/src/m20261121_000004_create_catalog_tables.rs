//! Categories, products (in three languages) and their images.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Category {
    Table,
    Id,
    Slug,
    NameEn,
    NameMm,
    NameCh,
    Image,
    Sort,
    Hidden,
    CreatedAt,
}

#[derive(DeriveIden)]
#[allow(clippy::enum_variant_names)] // `ProductType` names the column `product_type`.
enum Product {
    Table,
    Id,
    Slug,
    CategoryId,
    ProductType,
    NameEn,
    NameMm,
    NameCh,
    DescriptionEn,
    DescriptionMm,
    DescriptionCh,
    ActualPrice,
    WeightGrams,
    InStock,
    TokenReward,
    TokenAmount,
    ReferralPoint,
    RatingAverage,
    RatingCount,
    FeatureImage,
    SearchText,
    Hidden,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ProductImage {
    Table,
    Id,
    ProductId,
    Image,
    Sort,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Category::Table)
                    .col(ColumnDef::new(Category::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Category::Slug).string_len(100).not_null().unique_key())
                    .col(ColumnDef::new(Category::NameEn).string().not_null())
                    .col(ColumnDef::new(Category::NameMm).string())
                    .col(ColumnDef::new(Category::NameCh).string())
                    .col(ColumnDef::new(Category::Image).string())
                    .col(ColumnDef::new(Category::Sort).integer().not_null().default(0))
                    .col(ColumnDef::new(Category::Hidden).boolean().not_null().default(false))
                    .col(ColumnDef::new(Category::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Product::Table)
                    .col(ColumnDef::new(Product::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Product::Slug).string_len(160).not_null().unique_key())
                    .col(ColumnDef::new(Product::CategoryId).big_integer().not_null())
                    .col(ColumnDef::new(Product::ProductType).string_len(32).not_null())
                    .col(ColumnDef::new(Product::NameEn).string().not_null())
                    .col(ColumnDef::new(Product::NameMm).string())
                    .col(ColumnDef::new(Product::NameCh).string())
                    .col(ColumnDef::new(Product::DescriptionEn).text().not_null())
                    .col(ColumnDef::new(Product::DescriptionMm).text())
                    .col(ColumnDef::new(Product::DescriptionCh).text())
                    .col(ColumnDef::new(Product::ActualPrice).big_integer().not_null())
                    .col(ColumnDef::new(Product::WeightGrams).big_integer().not_null().default(0))
                    .col(ColumnDef::new(Product::InStock).boolean().not_null().default(true))
                    .col(ColumnDef::new(Product::TokenReward).big_integer().not_null().default(0))
                    .col(ColumnDef::new(Product::TokenAmount).big_integer())
                    .col(ColumnDef::new(Product::ReferralPoint).big_integer())
                    .col(ColumnDef::new(Product::RatingAverage).double().not_null().default(0.0))
                    .col(ColumnDef::new(Product::RatingCount).big_integer().not_null().default(0))
                    .col(ColumnDef::new(Product::FeatureImage).string())
                    .col(ColumnDef::new(Product::SearchText).text().not_null())
                    .col(ColumnDef::new(Product::Hidden).boolean().not_null().default(false))
                    .col(ColumnDef::new(Product::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Product::UpdatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Product::Table, Product::CategoryId)
                            .to(Category::Table, Category::Id),
                    )
                    .check(Expr::col(Product::ActualPrice).gte(0))
                    .to_owned(),
            )
            .await?;
        for (name, columns) in [
            ("idx_product_category", vec![Product::CategoryId, Product::Hidden]),
            ("idx_product_type_created", vec![Product::ProductType, Product::Hidden, Product::CreatedAt]),
        ] {
            let mut index = Index::create().name(name).table(Product::Table).to_owned();
            for column in columns {
                index.col(column);
            }
            manager.create_index(index).await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(ProductImage::Table)
                    .col(ColumnDef::new(ProductImage::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(ProductImage::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(ProductImage::Image).string().not_null())
                    .col(ColumnDef::new(ProductImage::Sort).integer().not_null().default(0))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ProductImage::Table, ProductImage::ProductId)
                            .to(Product::Table, Product::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_product_image_product")
                    .table(ProductImage::Table)
                    .col(ProductImage::ProductId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ProductImage::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Product::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Category::Table).to_owned()).await
    }
}
