//! Shoppers' lists answer their page from an index (issue 42): a list that is not a search reads
//! its page with `ORDER BY created_at DESC, id DESC LIMIT n OFFSET k` (or a price order) straight
//! from the index of that order, instead of taking the list's first `MALL_LIST_MAX_ITEMS`
//! candidates and sorting them. The whole list of every type (GraphQL `products` unfiltered) had
//! no index in its order: this is it. The latest list (one type) walks `idx_product_type_created`,
//! a category `idx_product_category_created`, the price orders migration 000025's indexes.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Product {
    Table,
    Hidden,
    CreatedAt,
    Id,
}

const NAME: &str = "idx_product_hidden_created";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name(NAME)
                    .table(Product::Table)
                    .col(Product::Hidden)
                    .col(Product::CreatedAt)
                    .col(Product::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(NAME).table(Product::Table).to_owned()).await
    }
}
