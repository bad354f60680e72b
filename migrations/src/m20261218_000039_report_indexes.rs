//! Indexes for the sales report and the accountant's exports (issue 41, `crates/reports`): every
//! statement there reads a range of time (orders placed, ledger rows, refunds, remittances,
//! ticket purchases, draws) or follows an order to its lines and its parcel. Without them a
//! year's report at 100,000 orders scans whole tables (docs/reports.md has the figure).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// (index name, table, columns).
const INDEXES: &[(&str, &str, &[&str])] = &[
    // Covering: a report reads the range's orders from the index alone; (created_at, id) first is
    // the orders export's page order.
    (
        "idx_shop_order_created_at",
        "shop_order",
        &["created_at", "id", "status", "payment_kind", "total_price", "discount"],
    ),
    // Covering: an order's lines as the report sums them.
    (
        "idx_order_item_order",
        "order_item",
        &["order_id", "product_id", "variant_id", "qty", "unit_price", "product_type"],
    ),
    ("idx_shipping_order_item_item", "shipping_order_item", &["order_item_id", "shipping_order_id"]),
    ("idx_shipping_order_cod_remitted_at", "shipping_order", &["cod_remitted_at"]),
    ("idx_balance_ledger_reason_created_at", "balance_ledger", &["reason", "created_at"]),
    ("idx_payment_refund_created_at", "payment_refund", &["created_at"]),
    ("idx_ticket_purchase_created_at", "ticket_purchase", &["created_at"]),
    ("idx_ticket_batch_drawn_at", "ticket_batch", &["drawn_at"]),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, columns) in INDEXES {
            let mut index = Index::create();
            index.name(*name).table(Alias::new(*table));
            for column in *columns {
                index.col(Alias::new(*column));
            }
            manager.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, _) in INDEXES {
            manager.drop_index(Index::drop().name(*name).table(Alias::new(*table)).to_owned()).await?;
        }
        Ok(())
    }
}
