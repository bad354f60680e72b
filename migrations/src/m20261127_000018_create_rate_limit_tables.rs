//! Rate limits that every gateway instance counts in, on PostgreSQL (`kernel::ratelimit`).
//!
//! `rate_limit` holds one GCRA state per limited key ("signin:ip:203.0.113.7", "signup:ref:ABCD2345",
//! ...): the key's theoretical arrival time. `sign_in_failure` holds a phone's failed sign-ins in a
//! row, which slow its next attempts down. On SQLite the shop is one process and counts in memory,
//! so there the tables stay empty; they are made anyway, so both databases have one schema.
//!
//! No index on `tat` or `last_failed_at`: every attempt updates its row, and an index on the
//! updated column would cost each of them a second write, while the minute's clean-up reads a
//! table that only holds the keys tried within the last hour.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RateLimit {
    Table,
    Key,
    Tat,
}

#[derive(DeriveIden)]
enum SignInFailure {
    Table,
    Phone,
    Failures,
    LastFailedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RateLimit::Table)
                    .col(ColumnDef::new(RateLimit::Key).text().not_null().primary_key())
                    .col(ColumnDef::new(RateLimit::Tat).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(SignInFailure::Table)
                    .col(ColumnDef::new(SignInFailure::Phone).text().not_null().primary_key())
                    .col(ColumnDef::new(SignInFailure::Failures).integer().not_null())
                    .col(ColumnDef::new(SignInFailure::LastFailedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(SignInFailure::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(RateLimit::Table).to_owned()).await
    }
}
