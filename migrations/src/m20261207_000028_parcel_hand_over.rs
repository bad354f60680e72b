//! Waybills scanned to dispatch (issue 38): when an approved parcel was handed to its courier, and
//! by which admin (set once, by scanning the waybill's QR).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ShippingOrder {
    Table,
    HandedOverAt,
    HandedOverBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::HandedOverAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::HandedOverBy).big_integer().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [ShippingOrder::HandedOverBy, ShippingOrder::HandedOverAt] {
            manager.alter_table(Table::alter().table(ShippingOrder::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
