//! Couriers and tracking (issue 38): the couriers the shop hands parcels to (a name, a phone and a
//! tracking link template with `{tracking}`), and on each shipping order the courier that took it
//! and its tracking number, set when the admin approves it (On the way).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Courier {
    Table,
    Id,
    Name,
    Phone,
    TrackingUrl,
    Active,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ShippingOrder {
    Table,
    CourierId,
    TrackingNumber,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Courier::Table)
                    .col(ColumnDef::new(Courier::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Courier::Name).string().not_null())
                    .col(ColumnDef::new(Courier::Phone).string().not_null())
                    // https://... with `{tracking}` where the tracking number goes; NULL: no link.
                    .col(ColumnDef::new(Courier::TrackingUrl).string().null())
                    // A courier the shop stopped using: kept for the parcels it carried.
                    .col(ColumnDef::new(Courier::Active).boolean().not_null().default(true))
                    .col(ColumnDef::new(Courier::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // SQLite adds one column per statement.
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::CourierId).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::TrackingNumber).string().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [ShippingOrder::TrackingNumber, ShippingOrder::CourierId] {
            manager.alter_table(Table::alter().table(ShippingOrder::Table).drop_column(column).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(Courier::Table).to_owned()).await
    }
}
