//! Money going back to shoppers (issue 39): one row per refund of a transfer payment, `due` (the
//! shopper cancelled a payment not yet decided; a lucky-draw batch that ended below its minimum)
//! until an admin sends it, or `refunded` (with how, when, and the refund transfer's screenshot in
//! the private store). An order's refund names the lines it gives back and the tokens it took back
//! (and those still owed, when the balance had been spent); each line given back names its refund
//! (`order_item.refund_id`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentRefund {
    Table,
    Id,
    UserId,
    Subject,
    SubjectId,
    AmountMmk,
    Status,
    Reason,
    Method,
    Screenshot,
    OrderItemIds,
    TokensTaken,
    TokensOwed,
    CreatedAt,
    CreatedBy,
    RefundedAt,
    RefundedBy,
}

#[derive(DeriveIden)]
enum OrderItem {
    Table,
    RefundId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PaymentRefund::Table)
                    .col(ColumnDef::new(PaymentRefund::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(PaymentRefund::UserId).big_integer().not_null())
                    // What was paid: `order`, `ticket_purchase`, ... (a payment queue's subject).
                    .col(ColumnDef::new(PaymentRefund::Subject).string().not_null())
                    .col(ColumnDef::new(PaymentRefund::SubjectId).big_integer().not_null())
                    .col(ColumnDef::new(PaymentRefund::AmountMmk).big_integer().not_null())
                    // `due` or `refunded`.
                    .col(ColumnDef::new(PaymentRefund::Status).string().not_null())
                    .col(ColumnDef::new(PaymentRefund::Reason).string().not_null())
                    .col(ColumnDef::new(PaymentRefund::Method).string().null())
                    // The refund transfer's screenshot: a private media key.
                    .col(ColumnDef::new(PaymentRefund::Screenshot).string().null())
                    // JSON array of the order lines given back; NULL: not an order's lines.
                    .col(ColumnDef::new(PaymentRefund::OrderItemIds).string().null())
                    .col(ColumnDef::new(PaymentRefund::TokensTaken).big_integer().not_null().default(0))
                    .col(ColumnDef::new(PaymentRefund::TokensOwed).big_integer().not_null().default(0))
                    .col(ColumnDef::new(PaymentRefund::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PaymentRefund::CreatedBy).big_integer().null())
                    .col(ColumnDef::new(PaymentRefund::RefundedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(PaymentRefund::RefundedBy).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_refund_subject")
                    .table(PaymentRefund::Table)
                    .col(PaymentRefund::Subject)
                    .col(PaymentRefund::SubjectId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_refund_status")
                    .table(PaymentRefund::Table)
                    .col(PaymentRefund::Status)
                    .col(PaymentRefund::Id)
                    .to_owned(),
            )
            .await?;
        // The refund that gave an order line back before it shipped (`ship_state` 'refunded').
        manager
            .alter_table(
                Table::alter()
                    .table(OrderItem::Table)
                    .add_column(ColumnDef::new(OrderItem::RefundId).big_integer().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(OrderItem::Table).drop_column(OrderItem::RefundId).to_owned()).await?;
        manager.drop_table(Table::drop().table(PaymentRefund::Table).to_owned()).await
    }
}
