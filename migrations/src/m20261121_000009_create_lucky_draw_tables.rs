//! The lucky draw: ticket products (a catalogue product as the prize), their batches (each with a
//! committed seed), sold tickets and purchases.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum TicketProduct {
    Table,
    Id,
    ProductId,
    Ticket,
    CostTokenPoint,
    Label,
    CurrentBatch,
    Hidden,
    CreatedAt,
}

#[derive(DeriveIden)]
enum TicketBatch {
    Table,
    Id,
    TicketProductId,
    Batch,
    Ticket,
    Status,
    Sold,
    Seed,
    SeedHash,
    TicketsDigest,
    LuckyNumber,
    WinnerUserId,
    DrawAt,
    DrawnAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Ticket {
    Table,
    Id,
    BatchId,
    Number,
    UserId,
    PurchaseId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum TicketPurchase {
    Table,
    Id,
    UserId,
    BatchId,
    TicketCount,
    TokenUse,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Product {
    Table,
    Id,
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
                    .table(TicketProduct::Table)
                    .col(id(TicketProduct::Id))
                    .col(ColumnDef::new(TicketProduct::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(TicketProduct::Ticket).big_integer().not_null())
                    .col(ColumnDef::new(TicketProduct::CostTokenPoint).big_integer().not_null())
                    .col(ColumnDef::new(TicketProduct::Label).string().not_null().default(""))
                    .col(ColumnDef::new(TicketProduct::CurrentBatch).integer().not_null().default(1))
                    .col(ColumnDef::new(TicketProduct::Hidden).boolean().not_null().default(false))
                    .col(ColumnDef::new(TicketProduct::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(TicketProduct::Table, TicketProduct::ProductId)
                            .to(Product::Table, Product::Id),
                    )
                    .check(Expr::col(TicketProduct::Ticket).gte(1))
                    .check(Expr::col(TicketProduct::CostTokenPoint).gte(1))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(TicketBatch::Table)
                    .col(id(TicketBatch::Id))
                    .col(ColumnDef::new(TicketBatch::TicketProductId).big_integer().not_null())
                    .col(ColumnDef::new(TicketBatch::Batch).integer().not_null())
                    .col(ColumnDef::new(TicketBatch::Ticket).big_integer().not_null())
                    .col(ColumnDef::new(TicketBatch::Status).string_len(16).not_null())
                    .col(ColumnDef::new(TicketBatch::Sold).big_integer().not_null().default(0))
                    .col(ColumnDef::new(TicketBatch::Seed).string_len(64).not_null())
                    .col(ColumnDef::new(TicketBatch::SeedHash).string_len(64).not_null())
                    .col(ColumnDef::new(TicketBatch::TicketsDigest).string_len(64))
                    .col(ColumnDef::new(TicketBatch::LuckyNumber).big_integer())
                    .col(ColumnDef::new(TicketBatch::WinnerUserId).big_integer())
                    .col(ColumnDef::new(TicketBatch::DrawAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(TicketBatch::DrawnAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(TicketBatch::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(TicketBatch::Table, TicketBatch::TicketProductId)
                            .to(TicketProduct::Table, TicketProduct::Id),
                    )
                    .check(Expr::col(TicketBatch::Sold).lte(Expr::col(TicketBatch::Ticket)))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_ticket_batch_product_batch")
                    .table(TicketBatch::Table)
                    .col(TicketBatch::TicketProductId)
                    .col(TicketBatch::Batch)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(TicketPurchase::Table)
                    .col(id(TicketPurchase::Id))
                    .col(ColumnDef::new(TicketPurchase::UserId).big_integer().not_null())
                    .col(ColumnDef::new(TicketPurchase::BatchId).big_integer().not_null())
                    .col(ColumnDef::new(TicketPurchase::TicketCount).big_integer().not_null())
                    .col(ColumnDef::new(TicketPurchase::TokenUse).big_integer().not_null())
                    .col(ColumnDef::new(TicketPurchase::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(TicketPurchase::Table, TicketPurchase::UserId)
                            .to(User::Table, User::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(TicketPurchase::Table, TicketPurchase::BatchId)
                            .to(TicketBatch::Table, TicketBatch::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Ticket::Table)
                    .col(id(Ticket::Id))
                    .col(ColumnDef::new(Ticket::BatchId).big_integer().not_null())
                    .col(ColumnDef::new(Ticket::Number).big_integer().not_null())
                    .col(ColumnDef::new(Ticket::UserId).big_integer().not_null())
                    .col(ColumnDef::new(Ticket::PurchaseId).big_integer().not_null())
                    .col(ColumnDef::new(Ticket::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Ticket::Table, Ticket::BatchId)
                            .to(TicketBatch::Table, TicketBatch::Id),
                    )
                    .foreign_key(ForeignKey::create().from(Ticket::Table, Ticket::UserId).to(User::Table, User::Id))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Ticket::Table, Ticket::PurchaseId)
                            .to(TicketPurchase::Table, TicketPurchase::Id),
                    )
                    .to_owned(),
            )
            .await?;
        // The last guard against selling a number twice, whatever the code above it does.
        manager
            .create_index(
                Index::create()
                    .name("ux_ticket_batch_number")
                    .table(Ticket::Table)
                    .col(Ticket::BatchId)
                    .col(Ticket::Number)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("idx_ticket_user").table(Ticket::Table).col(Ticket::UserId).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            Ticket::Table.into_iden(),
            TicketPurchase::Table.into_iden(),
            TicketBatch::Table.into_iden(),
            TicketProduct::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
