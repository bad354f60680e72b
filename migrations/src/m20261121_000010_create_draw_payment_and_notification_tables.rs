//! Ticket payments by transfer (pending tickets an admin approves or rejects), prize claims, the
//! draw's lookup index, and the stored notifications.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Ticket {
    Table,
    Status,
}

#[derive(DeriveIden)]
enum TicketPurchase {
    Table,
    Status,
    PaymentMethodId,
    PaymentMethodName,
    PaymentScreenshotId,
    AmountMmk,
    RejectReason,
    DecidedBy,
    DecidedAt,
}

#[derive(DeriveIden)]
enum TicketBatch {
    Table,
    Status,
    DrawAt,
    ClaimedAt,
    PrizeItemId,
}

#[derive(DeriveIden)]
enum Notification {
    Table,
    Id,
    UserId,
    Kind,
    Params,
    ReadAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

/// SQLite adds one column per `ALTER TABLE`, so each column is its own statement.
async fn add_column(
    manager: &SchemaManager<'_>,
    table: impl IntoIden + 'static,
    column: ColumnDef,
) -> Result<(), DbErr> {
    manager.alter_table(Table::alter().table(table).add_column(column).to_owned()).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // `sold`, or `pending` while a transfer for it waits for an admin.
        add_column(
            manager,
            Ticket::Table,
            ColumnDef::new(Ticket::Status).string_len(16).not_null().default("sold").to_owned(),
        )
        .await?;
        // `paid` (tokens), `pending` (transfer waiting), `approved` or `rejected`.
        add_column(
            manager,
            TicketPurchase::Table,
            ColumnDef::new(TicketPurchase::Status).string_len(16).not_null().default("paid").to_owned(),
        )
        .await?;
        add_column(
            manager,
            TicketPurchase::Table,
            ColumnDef::new(TicketPurchase::PaymentMethodId).big_integer().to_owned(),
        )
        .await?;
        add_column(
            manager,
            TicketPurchase::Table,
            ColumnDef::new(TicketPurchase::PaymentMethodName).string().to_owned(),
        )
        .await?;
        add_column(
            manager,
            TicketPurchase::Table,
            ColumnDef::new(TicketPurchase::PaymentScreenshotId).big_integer().to_owned(),
        )
        .await?;
        add_column(
            manager,
            TicketPurchase::Table,
            ColumnDef::new(TicketPurchase::AmountMmk).big_integer().not_null().default(0).to_owned(),
        )
        .await?;
        add_column(manager, TicketPurchase::Table, ColumnDef::new(TicketPurchase::RejectReason).string().to_owned())
            .await?;
        add_column(manager, TicketPurchase::Table, ColumnDef::new(TicketPurchase::DecidedBy).big_integer().to_owned())
            .await?;
        add_column(
            manager,
            TicketPurchase::Table,
            ColumnDef::new(TicketPurchase::DecidedAt).timestamp_with_time_zone().to_owned(),
        )
        .await?;
        add_column(
            manager,
            TicketBatch::Table,
            ColumnDef::new(TicketBatch::ClaimedAt).timestamp_with_time_zone().to_owned(),
        )
        .await?;
        add_column(manager, TicketBatch::Table, ColumnDef::new(TicketBatch::PrizeItemId).big_integer().to_owned())
            .await?;
        // The draw runner's question: which closed batches are due?
        manager
            .create_index(
                Index::create()
                    .name("idx_ticket_batch_status_draw_at")
                    .table(TicketBatch::Table)
                    .col(TicketBatch::Status)
                    .col(TicketBatch::DrawAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Notification::Table)
                    .col(id(Notification::Id))
                    .col(ColumnDef::new(Notification::UserId).big_integer().not_null())
                    .col(ColumnDef::new(Notification::Kind).string_len(48).not_null())
                    .col(ColumnDef::new(Notification::Params).text().not_null())
                    .col(ColumnDef::new(Notification::ReadAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(Notification::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create().from(Notification::Table, Notification::UserId).to(User::Table, User::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_notification_user")
                    .table(Notification::Table)
                    .col(Notification::UserId)
                    .col(Notification::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Notification::Table).to_owned()).await?;
        manager
            .drop_index(Index::drop().name("idx_ticket_batch_status_draw_at").table(TicketBatch::Table).to_owned())
            .await?;
        for (table, column) in [
            (TicketBatch::Table.into_iden(), TicketBatch::PrizeItemId.into_iden()),
            (TicketBatch::Table.into_iden(), TicketBatch::ClaimedAt.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::DecidedAt.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::DecidedBy.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::RejectReason.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::AmountMmk.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::PaymentScreenshotId.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::PaymentMethodName.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::PaymentMethodId.into_iden()),
            (TicketPurchase::Table.into_iden(), TicketPurchase::Status.into_iden()),
            (Ticket::Table.into_iden(), Ticket::Status.into_iden()),
        ] {
            manager.alter_table(Table::alter().table(table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
