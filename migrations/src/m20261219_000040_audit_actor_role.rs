//! Staff roles (issue 41): each audit entry names the role its actor acted with, as it was then
//! (a role can change later). Entries written before the roles were all the owner's, or the shop's.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    ActorRole,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(AuditLog::Table)
                    .add_column(ColumnDef::new(AuditLog::ActorRole).text().null())
                    .to_owned(),
            )
            .await?;
        // Before staff roles every admin was the owner.
        let sql = "UPDATE audit_log SET actor_role = 'admin' WHERE actor_id IS NOT NULL";
        manager.get_connection().execute_unprepared(sql).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(AuditLog::Table).drop_column(AuditLog::ActorRole).to_owned()).await
    }
}
