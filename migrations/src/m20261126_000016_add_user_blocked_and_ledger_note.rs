//! The admin console's people page: a blocked flag on accounts (a blocked account cannot sign in),
//! the admin's reason beside a granted or taken balance on its ledger row, and the indexes the
//! audit log's filters (by admin, newest first, a date range) read.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum User {
    Table,
    Blocked,
}

#[derive(DeriveIden)]
enum BalanceLedger {
    Table,
    Note,
}

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    ActorId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(User::Table)
                    .add_column(ColumnDef::new(User::Blocked).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(BalanceLedger::Table)
                    .add_column(ColumnDef::new(BalanceLedger::Note).string_len(200).null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_created_at")
                    .table(AuditLog::Table)
                    .col(AuditLog::CreatedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_actor")
                    .table(AuditLog::Table)
                    .col(AuditLog::ActorId)
                    .col(AuditLog::CreatedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("idx_audit_log_actor").table(AuditLog::Table).to_owned()).await?;
        manager.drop_index(Index::drop().name("idx_audit_log_created_at").table(AuditLog::Table).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(BalanceLedger::Table).drop_column(BalanceLedger::Note).to_owned())
            .await?;
        manager.alter_table(Table::alter().table(User::Table).drop_column(User::Blocked).to_owned()).await
    }
}
