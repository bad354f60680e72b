//! COD remittance (issue 38, part): when the courier paid a cash on delivery parcel's collected
//! cash to the shop (imported from the courier's file), and the admin who imported it. NULL: not
//! paid yet (the dashboard's "with the couriers").

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ShippingOrder {
    Table,
    CodRemittedAt,
    CodRemittedBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::CodRemittedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::CodRemittedBy).big_integer().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [ShippingOrder::CodRemittedAt, ShippingOrder::CodRemittedBy] {
            manager.alter_table(Table::alter().table(ShippingOrder::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
