//! The daily sign-in: 30-day cycles, check-ins, claims and paid recoveries of missed days.
//!
//! Uniqueness is what makes a second tap harmless: one check-in and one claim per shopper and day,
//! one cycle per shopper and start day, and (a partial index) one recovery waiting per shopper.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum DailyCycle {
    Table,
    Id,
    UserId,
    StartDate,
    CreatedAt,
}

#[derive(DeriveIden)]
enum DailySign {
    Table,
    Id,
    UserId,
    SignDate,
    Recovered,
    CreatedAt,
}

#[derive(DeriveIden)]
enum DailyClaim {
    Table,
    Id,
    UserId,
    ClaimDate,
    Tokens,
    Bonus,
    CreatedAt,
}

#[derive(DeriveIden)]
enum DailyRecovery {
    Table,
    Id,
    UserId,
    CycleStart,
    MissedDays,
    FeeMmk,
    Status,
    PaymentMethodId,
    PaymentMethodName,
    PaymentScreenshotId,
    RejectReason,
    DecidedBy,
    DecidedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum PaymentScreenshot {
    Table,
    Id,
}

fn to_user<T: IntoIden + 'static>(table: T, column: impl IntoIden) -> ForeignKeyCreateStatement {
    ForeignKey::create().from(table, column).to(User::Table, User::Id).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(DailyCycle::Table)
                    .col(id(DailyCycle::Id))
                    .col(ColumnDef::new(DailyCycle::UserId).big_integer().not_null())
                    .col(ColumnDef::new(DailyCycle::StartDate).date().not_null())
                    .col(ColumnDef::new(DailyCycle::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(&mut to_user(DailyCycle::Table, DailyCycle::UserId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("daily_cycle_user_start")
                    .table(DailyCycle::Table)
                    .col(DailyCycle::UserId)
                    .col(DailyCycle::StartDate)
                    .unique()
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(DailySign::Table)
                    .col(id(DailySign::Id))
                    .col(ColumnDef::new(DailySign::UserId).big_integer().not_null())
                    .col(ColumnDef::new(DailySign::SignDate).date().not_null())
                    .col(ColumnDef::new(DailySign::Recovered).boolean().not_null().default(false))
                    .col(ColumnDef::new(DailySign::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(&mut to_user(DailySign::Table, DailySign::UserId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("daily_sign_user_date")
                    .table(DailySign::Table)
                    .col(DailySign::UserId)
                    .col(DailySign::SignDate)
                    .unique()
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(DailyClaim::Table)
                    .col(id(DailyClaim::Id))
                    .col(ColumnDef::new(DailyClaim::UserId).big_integer().not_null())
                    .col(ColumnDef::new(DailyClaim::ClaimDate).date().not_null())
                    .col(ColumnDef::new(DailyClaim::Tokens).big_integer().not_null())
                    .col(ColumnDef::new(DailyClaim::Bonus).big_integer().not_null())
                    .col(ColumnDef::new(DailyClaim::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(&mut to_user(DailyClaim::Table, DailyClaim::UserId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("daily_claim_user_date")
                    .table(DailyClaim::Table)
                    .col(DailyClaim::UserId)
                    .col(DailyClaim::ClaimDate)
                    .unique()
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(DailyRecovery::Table)
                    .col(id(DailyRecovery::Id))
                    .col(ColumnDef::new(DailyRecovery::UserId).big_integer().not_null())
                    .col(ColumnDef::new(DailyRecovery::CycleStart).date().not_null())
                    // The missed dates it pays for, comma-joined `YYYY-MM-DD`.
                    .col(ColumnDef::new(DailyRecovery::MissedDays).text().not_null())
                    .col(ColumnDef::new(DailyRecovery::FeeMmk).big_integer().not_null())
                    .col(ColumnDef::new(DailyRecovery::Status).string_len(16).not_null())
                    .col(ColumnDef::new(DailyRecovery::PaymentMethodId).big_integer().not_null())
                    .col(ColumnDef::new(DailyRecovery::PaymentMethodName).string().not_null())
                    .col(ColumnDef::new(DailyRecovery::PaymentScreenshotId).big_integer().not_null())
                    .col(ColumnDef::new(DailyRecovery::RejectReason).text())
                    .col(ColumnDef::new(DailyRecovery::DecidedBy).big_integer())
                    .col(ColumnDef::new(DailyRecovery::DecidedAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(DailyRecovery::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(&mut to_user(DailyRecovery::Table, DailyRecovery::UserId))
                    .foreign_key(
                        ForeignKey::create()
                            .from(DailyRecovery::Table, DailyRecovery::PaymentScreenshotId)
                            .to(PaymentScreenshot::Table, PaymentScreenshot::Id),
                    )
                    .to_owned(),
            )
            .await?;
        // One recovery waiting per shopper: two submitted at once cannot both be stored. SQLite and
        // PostgreSQL both take this partial index as written.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX daily_recovery_one_pending ON daily_recovery (user_id) WHERE status = 'pending'",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["daily_recovery", "daily_claim", "daily_sign", "daily_cycle"] {
            manager.drop_table(Table::drop().table(Alias::new(table)).to_owned()).await?;
        }
        Ok(())
    }
}
