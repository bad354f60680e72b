//! Flash sales (issue 40): a sale price per product (with the window it applies in) and per
//! variant (in its product's window). The server charges the sale price only inside the window
//! (`catalog::variants::price_at`); every column is nullable, so the seeds' products are not on
//! sale.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Product {
    Table,
    SalePrice,
    SaleStartsAt,
    SaleEndsAt,
}

#[derive(DeriveIden)]
enum ProductVariant {
    Table,
    SalePrice,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        for definition in [
            ColumnDef::new(Product::SalePrice).big_integer().null().to_owned(),
            ColumnDef::new(Product::SaleStartsAt).timestamp_with_time_zone().null().to_owned(),
            ColumnDef::new(Product::SaleEndsAt).timestamp_with_time_zone().null().to_owned(),
        ] {
            manager.alter_table(Table::alter().table(Product::Table).add_column(definition).to_owned()).await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(ProductVariant::Table)
                    .add_column(ColumnDef::new(ProductVariant::SalePrice).big_integer().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(ProductVariant::Table).drop_column(ProductVariant::SalePrice).to_owned())
            .await?;
        for column in [Product::SaleEndsAt, Product::SaleStartsAt, Product::SalePrice] {
            manager.alter_table(Table::alter().table(Product::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
