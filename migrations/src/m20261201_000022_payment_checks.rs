//! What the shop learns from each payment screenshot, so an admin sees a reused, altered or
//! wrong-amount transfer flagged beside it (`payments::checks`):
//!
//! - `payment_check`: one row per screenshot (same id): which payment it pays and what is due,
//!   its fingerprints, what Tesseract read from it, the decision and when its picture was deleted
//!   under the retention setting. Fingerprints and read fields stay after the picture is gone.
//! - `payment_hash_band`: the perceptual hash cut into bands, so near copies are found by index.
//! - `payment_flag`: what an admin is warned of, with the earlier payment it points to.
//! - `payment_check_settings`: one row, the admin's thresholds.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentCheck {
    Table,
    Id,
    UserId,
    Subject,
    SubjectId,
    AmountDueMmk,
    ExactHash,
    PerceptualHash,
    Reading,
    ReadAmountMmk,
    ReadTransferredAt,
    ReadTransactionId,
    ReadAt,
    Decision,
    DecidedAt,
    PictureDeletedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PaymentHashBand {
    Table,
    Band,
    Value,
    CheckId,
}

#[derive(DeriveIden)]
enum PaymentFlag {
    Table,
    Id,
    CheckId,
    Code,
    RelatedCheckId,
    Facts,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PaymentCheckSettings {
    Table,
    Id,
    NearDuplicateBits,
    TransferMaxAgeHours,
    ScreenshotRetentionDays,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PaymentCheck::Table)
                    // The screenshot's id: one check per screenshot.
                    .col(ColumnDef::new(PaymentCheck::Id).big_integer().not_null().primary_key())
                    .col(ColumnDef::new(PaymentCheck::UserId).big_integer().not_null())
                    .col(ColumnDef::new(PaymentCheck::Subject).string_len(32).not_null())
                    .col(ColumnDef::new(PaymentCheck::SubjectId).big_integer().null())
                    .col(ColumnDef::new(PaymentCheck::AmountDueMmk).big_integer().null())
                    .col(ColumnDef::new(PaymentCheck::ExactHash).string_len(64).not_null())
                    .col(ColumnDef::new(PaymentCheck::PerceptualHash).string_len(256).not_null())
                    .col(ColumnDef::new(PaymentCheck::Reading).string_len(16).not_null())
                    .col(ColumnDef::new(PaymentCheck::ReadAmountMmk).big_integer().null())
                    .col(ColumnDef::new(PaymentCheck::ReadTransferredAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(PaymentCheck::ReadTransactionId).string_len(64).null())
                    .col(ColumnDef::new(PaymentCheck::ReadAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(PaymentCheck::Decision).string_len(32).null())
                    .col(ColumnDef::new(PaymentCheck::DecidedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(PaymentCheck::PictureDeletedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(PaymentCheck::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        let indexes = [
            ("idx_payment_check_exact_hash", PaymentCheck::ExactHash),
            ("idx_payment_check_read_transaction_id", PaymentCheck::ReadTransactionId),
            // The reader takes the oldest unread; the retention sweep the oldest decided.
            ("idx_payment_check_reading", PaymentCheck::Reading),
            ("idx_payment_check_decided_at", PaymentCheck::DecidedAt),
        ];
        for (name, column) in indexes {
            manager.create_index(Index::create().name(name).table(PaymentCheck::Table).col(column).to_owned()).await?;
        }
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_check_subject")
                    .table(PaymentCheck::Table)
                    .col(PaymentCheck::Subject)
                    .col(PaymentCheck::SubjectId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PaymentHashBand::Table)
                    .col(ColumnDef::new(PaymentHashBand::Band).integer().not_null())
                    .col(ColumnDef::new(PaymentHashBand::Value).big_integer().not_null())
                    .col(ColumnDef::new(PaymentHashBand::CheckId).big_integer().not_null())
                    .primary_key(
                        Index::create()
                            .col(PaymentHashBand::Band)
                            .col(PaymentHashBand::Value)
                            .col(PaymentHashBand::CheckId),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PaymentFlag::Table)
                    .col(ColumnDef::new(PaymentFlag::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(PaymentFlag::CheckId).big_integer().not_null())
                    .col(ColumnDef::new(PaymentFlag::Code).string_len(32).not_null())
                    .col(ColumnDef::new(PaymentFlag::RelatedCheckId).big_integer().null())
                    .col(ColumnDef::new(PaymentFlag::Facts).text().not_null())
                    .col(ColumnDef::new(PaymentFlag::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_flag_check_id")
                    .table(PaymentFlag::Table)
                    .col(PaymentFlag::CheckId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PaymentCheckSettings::Table)
                    .col(ColumnDef::new(PaymentCheckSettings::Id).integer().not_null().primary_key())
                    .col(ColumnDef::new(PaymentCheckSettings::NearDuplicateBits).integer().not_null())
                    .col(ColumnDef::new(PaymentCheckSettings::TransferMaxAgeHours).big_integer().not_null())
                    .col(ColumnDef::new(PaymentCheckSettings::ScreenshotRetentionDays).big_integer().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PaymentCheckSettings::Table.into_iden(),
            PaymentFlag::Table.into_iden(),
            PaymentHashBand::Table.into_iden(),
            PaymentCheck::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
