//! Parcels refused at the door (issue 38, part): a cash on delivery parcel the shopper would not
//! pay for comes back to the shop. `cod_refused_at`: when the admin recorded it; while
//! `cod_refusal_settled_at` is NULL the refusal is unpaid, and (a setting) the shopper may not
//! order cash on delivery again.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ShippingOrder {
    Table,
    CodRefusedAt,
    CodRefusalSettledAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [ShippingOrder::CodRefusedAt, ShippingOrder::CodRefusalSettledAt] {
            manager
                .alter_table(
                    Table::alter()
                        .table(ShippingOrder::Table)
                        .add_column(ColumnDef::new(column).timestamp_with_time_zone().null())
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [ShippingOrder::CodRefusedAt, ShippingOrder::CodRefusalSettledAt] {
            manager.alter_table(Table::alter().table(ShippingOrder::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
