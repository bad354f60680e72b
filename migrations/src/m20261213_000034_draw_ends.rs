//! Lucky-draw batches that end (issue 39, part): a ticket product may have an end time
//! (`ends_at`, UTC) and a minimum of tickets sold (`min_tickets`). At the end its open batch is
//! drawn among the sold tickets (`ticket_batch.drawn_among`: how many; NULL for a sold-out draw)
//! or, below the minimum, cancelled (`ticket_batch.status = 'cancelled'`); `ended_at` says when the
//! end was processed. A purchase of a cancelled batch (or a hold withdrawn at the end) gets
//! `refunded_at` once its tokens are credited back or its refund due is recorded.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum TicketProduct {
    Table,
    EndsAt,
    MinTickets,
}

#[derive(DeriveIden)]
enum TicketBatch {
    Table,
    EndedAt,
    DrawnAmong,
}

#[derive(DeriveIden)]
enum TicketPurchase {
    Table,
    RefundedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column a statement: SQLite adds one at a time.
        let alters = [
            Table::alter()
                .table(TicketProduct::Table)
                .add_column(ColumnDef::new(TicketProduct::EndsAt).timestamp_with_time_zone().null())
                .to_owned(),
            Table::alter()
                .table(TicketProduct::Table)
                .add_column(ColumnDef::new(TicketProduct::MinTickets).big_integer().null())
                .to_owned(),
            Table::alter()
                .table(TicketBatch::Table)
                .add_column(ColumnDef::new(TicketBatch::EndedAt).timestamp_with_time_zone().null())
                .to_owned(),
            Table::alter()
                .table(TicketBatch::Table)
                .add_column(ColumnDef::new(TicketBatch::DrawnAmong).big_integer().null())
                .to_owned(),
            Table::alter()
                .table(TicketPurchase::Table)
                .add_column(ColumnDef::new(TicketPurchase::RefundedAt).timestamp_with_time_zone().null())
                .to_owned(),
        ];
        for alter in alters {
            manager.alter_table(alter).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(TicketPurchase::Table).drop_column(TicketPurchase::RefundedAt).to_owned())
            .await?;
        for column in [TicketBatch::EndedAt, TicketBatch::DrawnAmong] {
            manager.alter_table(Table::alter().table(TicketBatch::Table).drop_column(column).to_owned()).await?;
        }
        for column in [TicketProduct::EndsAt, TicketProduct::MinTickets] {
            manager.alter_table(Table::alter().table(TicketProduct::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
