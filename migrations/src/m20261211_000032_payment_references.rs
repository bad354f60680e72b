//! Payment references made before paying (issue 38, part): a shopper about to pay by a method with
//! a merchant QR gets a QR with the amount and a reference (`PAY000042`) before the payment exists;
//! the payment then names the reference, which is claimed by its screenshot once. The receipt
//! reader looks for the reference on the receipt (`payment_check.read_reference`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentReference {
    Table,
    Id,
    UserId,
    Kind,
    PaymentMethodId,
    AmountMmk,
    CheckId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PaymentCheck {
    Table,
    Reference,
    ReadReference,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PaymentReference::Table)
                    .col(ColumnDef::new(PaymentReference::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(PaymentReference::UserId).big_integer().not_null())
                    // What the shopper is about to pay: `order`, `shipping_fee`, `ticket_transfer`,
                    // `sign_in_recovery`.
                    .col(ColumnDef::new(PaymentReference::Kind).string().not_null())
                    .col(ColumnDef::new(PaymentReference::PaymentMethodId).big_integer().not_null())
                    .col(ColumnDef::new(PaymentReference::AmountMmk).big_integer().not_null())
                    // The screenshot (payment check) of the payment that used it; NULL: not used yet.
                    .col(ColumnDef::new(PaymentReference::CheckId).big_integer().null().unique_key())
                    .col(ColumnDef::new(PaymentReference::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // SQLite adds one column per statement.
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentCheck::Table)
                    .add_column(ColumnDef::new(PaymentCheck::Reference).string().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentCheck::Table)
                    .add_column(ColumnDef::new(PaymentCheck::ReadReference).string().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_check_reference")
                    .table(PaymentCheck::Table)
                    .col(PaymentCheck::Reference)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name("idx_payment_check_reference").table(PaymentCheck::Table).to_owned())
            .await?;
        for column in [PaymentCheck::ReadReference, PaymentCheck::Reference] {
            manager.alter_table(Table::alter().table(PaymentCheck::Table).drop_column(column).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(PaymentReference::Table).to_owned()).await
    }
}
