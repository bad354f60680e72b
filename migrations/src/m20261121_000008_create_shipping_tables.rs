//! Shipping orders: to-ship items sent together, paid by a shipping-fee screenshot.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ShippingOrder {
    Table,
    Id,
    UserId,
    Status,
    PaymentMethodId,
    PaymentMethodName,
    PaymentScreenshotId,
    ShippingPrice,
    ShippingAddress,
    RejectReason,
    DecidedBy,
    DecidedAt,
    ReceivedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ShippingOrderItem {
    Table,
    Id,
    ShippingOrderId,
    OrderItemId,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum OrderItem {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum PaymentScreenshot {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ShippingOrder::Table)
                    .col(ColumnDef::new(ShippingOrder::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(ShippingOrder::UserId).big_integer().not_null())
                    .col(ColumnDef::new(ShippingOrder::Status).string_len(16).not_null())
                    .col(ColumnDef::new(ShippingOrder::PaymentMethodId).big_integer().not_null())
                    .col(ColumnDef::new(ShippingOrder::PaymentMethodName).string().not_null())
                    .col(ColumnDef::new(ShippingOrder::PaymentScreenshotId).big_integer().not_null())
                    .col(ColumnDef::new(ShippingOrder::ShippingPrice).big_integer().not_null())
                    .col(ColumnDef::new(ShippingOrder::ShippingAddress).text().not_null())
                    .col(ColumnDef::new(ShippingOrder::RejectReason).text())
                    .col(ColumnDef::new(ShippingOrder::DecidedBy).big_integer())
                    .col(ColumnDef::new(ShippingOrder::DecidedAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(ShippingOrder::ReceivedAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(ShippingOrder::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShippingOrder::Table, ShippingOrder::UserId)
                            .to(User::Table, User::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShippingOrder::Table, ShippingOrder::PaymentScreenshotId)
                            .to(PaymentScreenshot::Table, PaymentScreenshot::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_shipping_order_user")
                    .table(ShippingOrder::Table)
                    .col(ShippingOrder::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ShippingOrderItem::Table)
                    .col(ColumnDef::new(ShippingOrderItem::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(ShippingOrderItem::ShippingOrderId).big_integer().not_null())
                    .col(ColumnDef::new(ShippingOrderItem::OrderItemId).big_integer().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShippingOrderItem::Table, ShippingOrderItem::ShippingOrderId)
                            .to(ShippingOrder::Table, ShippingOrder::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShippingOrderItem::Table, ShippingOrderItem::OrderItemId)
                            .to(OrderItem::Table, OrderItem::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_shipping_order_item_order")
                    .table(ShippingOrderItem::Table)
                    .col(ShippingOrderItem::ShippingOrderId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ShippingOrderItem::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(ShippingOrder::Table).to_owned()).await
    }
}
