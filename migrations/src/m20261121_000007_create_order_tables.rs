//! Orders paid by transfer: the payment screenshots (private), orders, their items (which later
//! join the to-ship list), and the balance ledger every token or referral-point change goes through.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentScreenshot {
    Table,
    Id,
    UserId,
    Image,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ShopOrder {
    Table,
    Id,
    UserId,
    Status,
    PaymentMethodId,
    PaymentMethodName,
    PaymentScreenshotId,
    TotalPrice,
    ShippingAddress,
    CancelReason,
    DecidedBy,
    DecidedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum OrderItem {
    Table,
    Id,
    OrderId,
    UserId,
    ProductId,
    ProductType,
    ItemType,
    UnitPrice,
    Qty,
    WeightGrams,
    TokenReward,
    ShipState,
    CreatedAt,
}

#[derive(DeriveIden)]
enum BalanceLedger {
    Table,
    Id,
    UserId,
    Currency,
    Amount,
    BalanceAfter,
    Reason,
    ReferenceType,
    ReferenceId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Product {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum PaymentMethod {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PaymentScreenshot::Table)
                    .col(id(PaymentScreenshot::Id))
                    .col(ColumnDef::new(PaymentScreenshot::UserId).big_integer().not_null())
                    .col(ColumnDef::new(PaymentScreenshot::Image).string().not_null())
                    .col(ColumnDef::new(PaymentScreenshot::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(PaymentScreenshot::Table, PaymentScreenshot::UserId)
                            .to(User::Table, User::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ShopOrder::Table)
                    .col(id(ShopOrder::Id))
                    .col(ColumnDef::new(ShopOrder::UserId).big_integer().not_null())
                    .col(ColumnDef::new(ShopOrder::Status).string_len(16).not_null())
                    .col(ColumnDef::new(ShopOrder::PaymentMethodId).big_integer().not_null())
                    .col(ColumnDef::new(ShopOrder::PaymentMethodName).string().not_null())
                    .col(ColumnDef::new(ShopOrder::PaymentScreenshotId).big_integer().not_null())
                    .col(ColumnDef::new(ShopOrder::TotalPrice).big_integer().not_null())
                    .col(ColumnDef::new(ShopOrder::ShippingAddress).text().not_null())
                    .col(ColumnDef::new(ShopOrder::CancelReason).text())
                    .col(ColumnDef::new(ShopOrder::DecidedBy).big_integer())
                    .col(ColumnDef::new(ShopOrder::DecidedAt).timestamp_with_time_zone())
                    .col(ColumnDef::new(ShopOrder::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create().from(ShopOrder::Table, ShopOrder::UserId).to(User::Table, User::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShopOrder::Table, ShopOrder::PaymentMethodId)
                            .to(PaymentMethod::Table, PaymentMethod::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ShopOrder::Table, ShopOrder::PaymentScreenshotId)
                            .to(PaymentScreenshot::Table, PaymentScreenshot::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_shop_order_status").table(ShopOrder::Table).col(ShopOrder::Status).to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_shop_order_user").table(ShopOrder::Table).col(ShopOrder::UserId).to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(OrderItem::Table)
                    .col(id(OrderItem::Id))
                    .col(ColumnDef::new(OrderItem::OrderId).big_integer())
                    .col(ColumnDef::new(OrderItem::UserId).big_integer().not_null())
                    .col(ColumnDef::new(OrderItem::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(OrderItem::ProductType).string_len(32).not_null())
                    .col(ColumnDef::new(OrderItem::ItemType).string_len(16).not_null())
                    .col(ColumnDef::new(OrderItem::UnitPrice).big_integer().not_null())
                    .col(ColumnDef::new(OrderItem::Qty).big_integer().not_null())
                    .col(ColumnDef::new(OrderItem::WeightGrams).big_integer().not_null())
                    .col(ColumnDef::new(OrderItem::TokenReward).big_integer().not_null())
                    .col(ColumnDef::new(OrderItem::ShipState).string_len(16).not_null())
                    .col(ColumnDef::new(OrderItem::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(OrderItem::Table, OrderItem::OrderId)
                            .to(ShopOrder::Table, ShopOrder::Id),
                    )
                    .foreign_key(
                        ForeignKey::create().from(OrderItem::Table, OrderItem::UserId).to(User::Table, User::Id),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(OrderItem::Table, OrderItem::ProductId)
                            .to(Product::Table, Product::Id),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_order_item_user_state")
                    .table(OrderItem::Table)
                    .col(OrderItem::UserId)
                    .col(OrderItem::ShipState)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(BalanceLedger::Table)
                    .col(id(BalanceLedger::Id))
                    .col(ColumnDef::new(BalanceLedger::UserId).big_integer().not_null())
                    .col(ColumnDef::new(BalanceLedger::Currency).string_len(16).not_null())
                    .col(ColumnDef::new(BalanceLedger::Amount).big_integer().not_null())
                    .col(ColumnDef::new(BalanceLedger::BalanceAfter).big_integer().not_null())
                    .col(ColumnDef::new(BalanceLedger::Reason).string_len(64).not_null())
                    .col(ColumnDef::new(BalanceLedger::ReferenceType).string_len(64))
                    .col(ColumnDef::new(BalanceLedger::ReferenceId).big_integer())
                    .col(ColumnDef::new(BalanceLedger::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(BalanceLedger::Table, BalanceLedger::UserId)
                            .to(User::Table, User::Id),
                    )
                    .check(Expr::col(BalanceLedger::BalanceAfter).gte(0))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_balance_ledger_user")
                    .table(BalanceLedger::Table)
                    .col(BalanceLedger::UserId)
                    .col(BalanceLedger::Currency)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            BalanceLedger::Table.into_iden(),
            OrderItem::Table.into_iden(),
            ShopOrder::Table.into_iden(),
            PaymentScreenshot::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
