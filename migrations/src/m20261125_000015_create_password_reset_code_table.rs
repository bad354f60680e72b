//! Password reset by SMS: the codes sent (as keyed hashes, never in plain text), one row per code
//! asked for. Unknown phones get rows too (without a user), so the one-a-minute and five-an-hour
//! limits hold per phone number whether or not it has an account.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PasswordResetCode {
    Table,
    Id,
    Phone,
    UserId,
    CodeHash,
    Attempts,
    CreatedAt,
    ExpiresAt,
    UsedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PasswordResetCode::Table)
                    .col(id(PasswordResetCode::Id))
                    .col(ColumnDef::new(PasswordResetCode::Phone).string_len(20).not_null())
                    .col(ColumnDef::new(PasswordResetCode::UserId).big_integer())
                    .col(ColumnDef::new(PasswordResetCode::CodeHash).string_len(64).not_null())
                    .col(ColumnDef::new(PasswordResetCode::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(PasswordResetCode::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PasswordResetCode::ExpiresAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PasswordResetCode::UsedAt).timestamp_with_time_zone())
                    .foreign_key(
                        ForeignKey::create()
                            .from(PasswordResetCode::Table, PasswordResetCode::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // Every request and confirmation reads a phone's latest codes.
        manager
            .create_index(
                Index::create()
                    .name("idx_password_reset_code_phone")
                    .table(PasswordResetCode::Table)
                    .col(PasswordResetCode::Phone)
                    .col(PasswordResetCode::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_password_reset_code_user")
                    .table(PasswordResetCode::Table)
                    .col(PasswordResetCode::UserId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PasswordResetCode::Table).to_owned()).await
    }
}
