//! `idempotency_key`: one row per (account, `Idempotency-Key`) sent on a write, so a retried
//! paying or claiming request is answered from its first run instead of running twice
//! (`kernel::idempotency`).
//!
//! `applied` is set inside the transaction that commits the request's work, so it tells whether
//! that work is in the database even when the process died before the answer was stored.
//! `attempt` counts claims, for taking over the key of a request that died before writing.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum IdempotencyKey {
    Table,
    UserId,
    IdemKey,
    Fingerprint,
    Applied,
    Attempt,
    ClaimedAt,
    StatusCode,
    ContentType,
    Body,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(IdempotencyKey::Table)
                    .col(ColumnDef::new(IdempotencyKey::UserId).big_integer().not_null())
                    .col(ColumnDef::new(IdempotencyKey::IdemKey).string_len(255).not_null())
                    .col(ColumnDef::new(IdempotencyKey::Fingerprint).text().not_null())
                    .col(ColumnDef::new(IdempotencyKey::Applied).boolean().not_null())
                    .col(ColumnDef::new(IdempotencyKey::Attempt).integer().not_null())
                    .col(ColumnDef::new(IdempotencyKey::ClaimedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(IdempotencyKey::StatusCode).integer().null())
                    .col(ColumnDef::new(IdempotencyKey::ContentType).text().null())
                    .col(ColumnDef::new(IdempotencyKey::Body).blob().null())
                    .primary_key(Index::create().col(IdempotencyKey::UserId).col(IdempotencyKey::IdemKey))
                    .to_owned(),
            )
            .await?;
        // The sweep deletes by age.
        manager
            .create_index(
                Index::create()
                    .name("idx_idempotency_key_claimed_at")
                    .table(IdempotencyKey::Table)
                    .col(IdempotencyKey::ClaimedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(IdempotencyKey::Table).to_owned()).await
    }
}
