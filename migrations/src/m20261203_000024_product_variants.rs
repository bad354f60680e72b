//! Products as shops sell them (issue 37): options (up to three, e.g. Size and Colour, with values
//! in three languages) and variants (each combination offered: its own SKU, price, stock, weight
//! and photo). Stock lives on the variant and is never negative:
//!
//! - `stock` is what is left to sell (`NULL`: not tracked), `held` the units taken by orders that
//!   still hold them, `stock_received` what the shop has put in (so `stock + held =
//!   stock_received`, a `mall check` rule, with `held` equal to the order items that took stock).
//! - `order_item.stock_taken` says an item took its units: it is cleared exactly once when they go
//!   back (a rejected or cancelled order), by a conditional update.
//!
//! Every existing product gets one variant (no options, stock not tracked, its slug as SKU), and
//! every cart line and order line points at it, so nothing a shopper had changes.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ProductOption {
    Table,
    Id,
    ProductId,
    Position,
    NameEn,
    NameMm,
    NameCh,
    Values,
}

#[derive(DeriveIden)]
enum ProductVariant {
    Table,
    Id,
    ProductId,
    Sku,
    OptionValues,
    Price,
    Stock,
    Held,
    StockReceived,
    LowStockAt,
    LowStockNotified,
    WeightGrams,
    Image,
    Position,
    Retired,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CartLine {
    Table,
    UserId,
    ProductId,
    VariantId,
}

#[derive(DeriveIden)]
enum OrderItem {
    Table,
    VariantId,
    StockTaken,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ProductOption::Table)
                    .col(ColumnDef::new(ProductOption::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(ProductOption::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(ProductOption::Position).integer().not_null())
                    .col(ColumnDef::new(ProductOption::NameEn).string().not_null())
                    .col(ColumnDef::new(ProductOption::NameMm).string().null())
                    .col(ColumnDef::new(ProductOption::NameCh).string().null())
                    // JSON: [{"en": "M", "mm": "...", "ch": "..."}, ...], in the admin's order.
                    .col(ColumnDef::new(ProductOption::Values).text().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_product_option_position")
                    .table(ProductOption::Table)
                    .col(ProductOption::ProductId)
                    .col(ProductOption::Position)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ProductVariant::Table)
                    .col(ColumnDef::new(ProductVariant::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(ProductVariant::ProductId).big_integer().not_null())
                    .col(ColumnDef::new(ProductVariant::Sku).string().not_null())
                    // JSON array of the English option values, in option order ([] without options).
                    .col(ColumnDef::new(ProductVariant::OptionValues).text().not_null())
                    // NULL: the product's price.
                    .col(ColumnDef::new(ProductVariant::Price).big_integer().null())
                    .col(ColumnDef::new(ProductVariant::Stock).big_integer().null())
                    .col(ColumnDef::new(ProductVariant::Held).big_integer().not_null().default(0))
                    .col(ColumnDef::new(ProductVariant::StockReceived).big_integer().null())
                    .col(ColumnDef::new(ProductVariant::LowStockAt).big_integer().null())
                    .col(ColumnDef::new(ProductVariant::LowStockNotified).boolean().not_null().default(false))
                    // NULL: the product's weight.
                    .col(ColumnDef::new(ProductVariant::WeightGrams).big_integer().null())
                    .col(ColumnDef::new(ProductVariant::Image).string().null())
                    .col(ColumnDef::new(ProductVariant::Position).integer().not_null().default(0))
                    // A variant the admin took away: kept for the orders that name it, never sold.
                    .col(ColumnDef::new(ProductVariant::Retired).boolean().not_null().default(false))
                    .col(ColumnDef::new(ProductVariant::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(ProductVariant::UpdatedAt).timestamp_with_time_zone().not_null())
                    .check(Expr::col(ProductVariant::Stock).gte(0).or(Expr::col(ProductVariant::Stock).is_null()))
                    .check(Expr::col(ProductVariant::Held).gte(0))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_product_variant_sku")
                    .table(ProductVariant::Table)
                    .col(ProductVariant::Sku)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_product_variant_product")
                    .table(ProductVariant::Table)
                    .col(ProductVariant::ProductId)
                    .col(ProductVariant::Position)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(CartLine::Table)
                    .add_column(ColumnDef::new(CartLine::VariantId).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(OrderItem::Table)
                    .add_column(ColumnDef::new(OrderItem::VariantId).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(OrderItem::Table)
                    .add_column(ColumnDef::new(OrderItem::StockTaken).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for sql in [
            "INSERT INTO product_variant (product_id, sku, option_values, price, stock, held, stock_received, \
               low_stock_at, low_stock_notified, weight_grams, image, position, retired, created_at, updated_at) \
             SELECT id, slug, '[]', NULL, NULL, 0, NULL, NULL, false, NULL, NULL, 0, false, created_at, updated_at \
             FROM product",
            "UPDATE cart_line SET variant_id = \
               (SELECT v.id FROM product_variant v WHERE v.product_id = cart_line.product_id)",
            "UPDATE order_item SET variant_id = \
               (SELECT v.id FROM product_variant v WHERE v.product_id = order_item.product_id) \
             WHERE order_id IS NOT NULL",
        ] {
            db.execute_unprepared(sql).await?;
        }
        // A cart holds a line per variant now (two sizes of one shirt are two lines).
        manager.drop_index(Index::drop().name("ux_cart_line_user_product").table(CartLine::Table).to_owned()).await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_cart_line_user_variant")
                    .table(CartLine::Table)
                    .col(CartLine::UserId)
                    .col(CartLine::VariantId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_order_item_variant")
                    .table(OrderItem::Table)
                    .col(OrderItem::VariantId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("idx_order_item_variant").table(OrderItem::Table).to_owned()).await?;
        manager.drop_index(Index::drop().name("ux_cart_line_user_variant").table(CartLine::Table).to_owned()).await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_cart_line_user_product")
                    .table(CartLine::Table)
                    .col(CartLine::UserId)
                    .col(CartLine::ProductId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(Table::alter().table(OrderItem::Table).drop_column(OrderItem::StockTaken).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(OrderItem::Table).drop_column(OrderItem::VariantId).to_owned())
            .await?;
        manager.alter_table(Table::alter().table(CartLine::Table).drop_column(CartLine::VariantId).to_owned()).await?;
        manager.drop_table(Table::drop().table(ProductVariant::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(ProductOption::Table).to_owned()).await
    }
}
