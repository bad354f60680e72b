//! App reviews (with up to five images, moderated) and product ratings (one per buyer and product).

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AppReview {
    Table,
    Id,
    UserId,
    Rating,
    Comment,
    Status,
    RejectReason,
    DecidedBy,
    DecidedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum AppReviewImage {
    Table,
    Id,
    ReviewId,
    Image,
    Sort,
}

#[derive(DeriveIden)]
enum ProductRating {
    Table,
    Id,
    UserId,
    ProductId,
    Rating,
    Comment,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Product {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AppReview::Table)
                    .col(id(AppReview::Id))
                    .col(ColumnDef::new(AppReview::UserId).big_integer().not_null())
                    .col(ColumnDef::new(AppReview::Rating).integer().not_null())
                    .col(ColumnDef::new(AppReview::Comment).text().not_null())
                    .col(ColumnDef::new(AppReview::Status).string_len(16).not_null())
                    .col(ColumnDef::new(AppReview::RejectReason).text())
                    .col(ColumnDef::new(AppReview::DecidedBy).big_integer())
                    .col(ColumnDef::new(AppReview::DecidedAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(AppReview::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create().from(AppReview::Table, AppReview::UserId).to(User::Table, User::Id),
                    )
                    .to_owned(),
            )
            .await?;
        // The public list reads approved reviews newest first.
        manager
            .create_index(
                Index::create()
                    .name("app_review_status_id")
                    .table(AppReview::Table)
                    .col(AppReview::Status)
                    .col(AppReview::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AppReviewImage::Table)
                    .col(id(AppReviewImage::Id))
                    .col(ColumnDef::new(AppReviewImage::ReviewId).big_integer().not_null())
                    .col(ColumnDef::new(AppReviewImage::Image).string().not_null())
                    .col(ColumnDef::new(AppReviewImage::Sort).integer().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(AppReviewImage::Table, AppReviewImage::ReviewId)
                            .to(AppReview::Table, AppReview::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ProductRating::Table)
                    .col(id(ProductRating::Id))
                    .col(ColumnDef::new(ProductRating::UserId).big_integer().not_null())
                    .col(ColumnDef::new(ProductRating::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(ProductRating::Rating).integer().not_null())
                    .col(ColumnDef::new(ProductRating::Comment).text().not_null())
                    .col(ColumnDef::new(ProductRating::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(ProductRating::UpdatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(ProductRating::Table, ProductRating::UserId)
                            .to(User::Table, User::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ProductRating::Table, ProductRating::ProductId)
                            .to(Product::Table, Product::Id),
                    )
                    .to_owned(),
            )
            .await?;
        // One rating per shopper and product: a second one replaces the first.
        manager
            .create_index(
                Index::create()
                    .name("product_rating_user_product")
                    .table(ProductRating::Table)
                    .col(ProductRating::UserId)
                    .col(ProductRating::ProductId)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["product_rating", "app_review_image", "app_review"] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
