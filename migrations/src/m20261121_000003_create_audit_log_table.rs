//! Who did what, when, and why: every admin action.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    ActorId,
    Action,
    SubjectType,
    SubjectId,
    Detail,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AuditLog::Table)
                    .col(ColumnDef::new(AuditLog::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(AuditLog::ActorId).big_integer())
                    .col(ColumnDef::new(AuditLog::Action).string_len(64).not_null())
                    .col(ColumnDef::new(AuditLog::SubjectType).string_len(64).not_null())
                    .col(ColumnDef::new(AuditLog::SubjectId).big_integer())
                    .col(ColumnDef::new(AuditLog::Detail).text().not_null())
                    .col(ColumnDef::new(AuditLog::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_audit_log_subject")
                    .table(AuditLog::Table)
                    .col(AuditLog::SubjectType)
                    .col(AuditLog::SubjectId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AuditLog::Table).to_owned()).await
    }
}
