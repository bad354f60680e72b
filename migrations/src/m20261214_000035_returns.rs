//! Returns of received goods (issue 39): the shopper asks to return lines received within the
//! orders setting `return_days` (reason, comment, up to three private photos); an admin approves
//! (the lines come back, their money is due back) or rejects with a reason. A line is in at most
//! one live return (`order_item.return_id`), and knows when it was received (`received_at`,
//! filled here from its received shipping order).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum OrderReturn {
    Table,
    Id,
    UserId,
    OrderId,
    Status,
    Reason,
    Comment,
    Photos,
    RejectReason,
    DecidedBy,
    DecidedAt,
    RefundId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum OrderItem {
    Table,
    ReturnId,
    ReceivedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(OrderReturn::Table)
                    .col(ColumnDef::new(OrderReturn::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(OrderReturn::UserId).big_integer().not_null())
                    .col(ColumnDef::new(OrderReturn::OrderId).big_integer().not_null())
                    // `requested`, `approved`, `rejected`.
                    .col(ColumnDef::new(OrderReturn::Status).string().not_null())
                    // The reason's code (`damaged`, `wrong_item`, ...).
                    .col(ColumnDef::new(OrderReturn::Reason).string().not_null())
                    .col(ColumnDef::new(OrderReturn::Comment).string().not_null())
                    // JSON array of private media keys (at most three).
                    .col(ColumnDef::new(OrderReturn::Photos).string().not_null())
                    .col(ColumnDef::new(OrderReturn::RejectReason).string().null())
                    .col(ColumnDef::new(OrderReturn::DecidedBy).big_integer().null())
                    .col(ColumnDef::new(OrderReturn::DecidedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(OrderReturn::RefundId).big_integer().null())
                    .col(ColumnDef::new(OrderReturn::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_order_return_status")
                    .table(OrderReturn::Table)
                    .col(OrderReturn::Status)
                    .col(OrderReturn::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_order_return_order")
                    .table(OrderReturn::Table)
                    .col(OrderReturn::OrderId)
                    .to_owned(),
            )
            .await?;
        // SQLite adds one column per statement.
        for column in [OrderItem::ReturnId, OrderItem::ReceivedAt] {
            let definition = match column {
                OrderItem::ReceivedAt => ColumnDef::new(column).timestamp_with_time_zone().null().to_owned(),
                _ => ColumnDef::new(column).big_integer().null().to_owned(),
            };
            manager.alter_table(Table::alter().table(OrderItem::Table).add_column(definition).to_owned()).await?;
        }
        // Lines received before: when their shipping order was received.
        manager
            .get_connection()
            .execute_unprepared(
                "UPDATE order_item SET received_at = (SELECT MAX(s.received_at) FROM shipping_order s \
                 JOIN shipping_order_item si ON si.shipping_order_id = s.id \
                 WHERE si.order_item_id = order_item.id AND s.status = 'received') \
                 WHERE ship_state = 'received'",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [OrderItem::ReceivedAt, OrderItem::ReturnId] {
            manager.alter_table(Table::alter().table(OrderItem::Table).drop_column(column).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(OrderReturn::Table).to_owned()).await
    }
}
