//! Ticket product labels ("Hot", "Quick draw") in Burmese and Chinese beside English, like every
//! other catalogue text: the shopper's language, falling back to English.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum TicketProduct {
    Table,
    LabelMm,
    LabelCh,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per `ALTER TABLE`.
        for column in [TicketProduct::LabelMm, TicketProduct::LabelCh] {
            manager
                .alter_table(
                    Table::alter()
                        .table(TicketProduct::Table)
                        .add_column(ColumnDef::new(column).string_len(64).null())
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [TicketProduct::LabelMm, TicketProduct::LabelCh] {
            manager.alter_table(Table::alter().table(TicketProduct::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
