//! A payment QR with the amount (issue 38, part): a payment method may keep its wallet's static
//! merchant QR, as the payload text (MMQR, EMVCo) the admin's uploaded picture held. NULL: none.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentMethod {
    Table,
    MerchantQr,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentMethod::Table)
                    .add_column(ColumnDef::new(PaymentMethod::MerchantQr).text().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(PaymentMethod::Table).drop_column(PaymentMethod::MerchantQr).to_owned())
            .await
    }
}
