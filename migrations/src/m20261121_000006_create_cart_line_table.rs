//! Cart lines: one per shopper and product.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CartLine {
    Table,
    Id,
    UserId,
    ProductId,
    Qty,
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
                    .table(CartLine::Table)
                    .col(ColumnDef::new(CartLine::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(CartLine::UserId).big_integer().not_null())
                    .col(ColumnDef::new(CartLine::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(CartLine::Qty).big_integer().not_null())
                    .col(ColumnDef::new(CartLine::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(CartLine::UpdatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(CartLine::Table, CartLine::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(CartLine::Table, CartLine::ProductId)
                            .to(Product::Table, Product::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .check(Expr::col(CartLine::Qty).between(1, 1_000_000))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_cart_line_user_product")
                    .table(CartLine::Table)
                    .col(CartLine::UserId)
                    .col(CartLine::ProductId)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(CartLine::Table).to_owned()).await
    }
}
