//! Vouchers (issue 40, part): discount codes with their targets and uses, and each order's
//! discount and code.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Voucher {
    Table,
    Id,
    Code,
    Kind,
    Value,
    MinSpend,
    MaxDiscount,
    UsesPerShopper,
    TotalUses,
    Used,
    StartsAt,
    EndsAt,
    FirstOrderOnly,
    Paused,
    TitleEn,
    TitleMm,
    TitleCh,
    CreatedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum VoucherTarget {
    Table,
    Id,
    VoucherId,
    ProductId,
    CategoryId,
}

#[derive(DeriveIden)]
enum VoucherUse {
    Table,
    Id,
    VoucherId,
    UserId,
    OrderId,
    Discount,
    CreatedAt,
    GivenBackAt,
}

#[derive(DeriveIden)]
enum ShopOrder {
    Table,
    Discount,
    VoucherCode,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Voucher::Table)
                    .col(ColumnDef::new(Voucher::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Voucher::Code).string().not_null().unique_key())
                    .col(ColumnDef::new(Voucher::Kind).string().not_null())
                    .col(ColumnDef::new(Voucher::Value).big_integer().not_null())
                    .col(ColumnDef::new(Voucher::MinSpend).big_integer().not_null().default(0))
                    .col(ColumnDef::new(Voucher::MaxDiscount).big_integer().null())
                    .col(ColumnDef::new(Voucher::UsesPerShopper).big_integer().null())
                    .col(ColumnDef::new(Voucher::TotalUses).big_integer().null())
                    .col(ColumnDef::new(Voucher::Used).big_integer().not_null().default(0))
                    .col(ColumnDef::new(Voucher::StartsAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Voucher::EndsAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Voucher::FirstOrderOnly).boolean().not_null().default(false))
                    .col(ColumnDef::new(Voucher::Paused).boolean().not_null().default(false))
                    .col(ColumnDef::new(Voucher::TitleEn).string().not_null())
                    .col(ColumnDef::new(Voucher::TitleMm).string().null())
                    .col(ColumnDef::new(Voucher::TitleCh).string().null())
                    .col(ColumnDef::new(Voucher::CreatedBy).big_integer().not_null())
                    .col(ColumnDef::new(Voucher::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(VoucherTarget::Table)
                    .col(ColumnDef::new(VoucherTarget::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(VoucherTarget::VoucherId).big_integer().not_null())
                    .col(ColumnDef::new(VoucherTarget::ProductId).big_integer().null())
                    .col(ColumnDef::new(VoucherTarget::CategoryId).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_voucher_target_voucher")
                    .table(VoucherTarget::Table)
                    .col(VoucherTarget::VoucherId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(VoucherUse::Table)
                    .col(ColumnDef::new(VoucherUse::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(VoucherUse::VoucherId).big_integer().not_null())
                    .col(ColumnDef::new(VoucherUse::UserId).big_integer().not_null())
                    // One use per order, whatever retries happen.
                    .col(ColumnDef::new(VoucherUse::OrderId).big_integer().not_null().unique_key())
                    .col(ColumnDef::new(VoucherUse::Discount).big_integer().not_null())
                    .col(ColumnDef::new(VoucherUse::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(VoucherUse::GivenBackAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_voucher_use_voucher_user")
                    .table(VoucherUse::Table)
                    .col(VoucherUse::VoucherId)
                    .col(VoucherUse::UserId)
                    .to_owned(),
            )
            .await?;
        // SQLite adds one column per statement.
        manager
            .alter_table(
                Table::alter()
                    .table(ShopOrder::Table)
                    .add_column(ColumnDef::new(ShopOrder::Discount).big_integer().not_null().default(0))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ShopOrder::Table)
                    .add_column(ColumnDef::new(ShopOrder::VoucherCode).string().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [ShopOrder::VoucherCode, ShopOrder::Discount] {
            manager.alter_table(Table::alter().table(ShopOrder::Table).drop_column(column).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(VoucherUse::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(VoucherTarget::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Voucher::Table).to_owned()).await
    }
}
