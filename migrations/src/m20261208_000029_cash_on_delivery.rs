//! Cash on delivery (issue 38, part): a payment method has a kind (`transfer`, or
//! `cash_on_delivery` with the regions and townships where it is offered and a maximum order
//! total); an order or a shipping order paid at the door has no screenshot, so
//! `payment_screenshot_id` may be NULL on both; an order keeps how it is paid, and a shipping order
//! what the courier collects at the door.
//!
//! SQLite has no `ALTER COLUMN ... DROP NOT NULL`: the two tables' stored definitions are edited
//! in one transaction, as SQLite documents for removing a NOT NULL (a rebuild would have to drop
//! `shop_order`, which `order_item` refers to, with foreign keys on).

use sea_orm_migration::{
    prelude::*,
    sea_orm::{ConnectionTrait, DbBackend, Statement, TransactionTrait},
};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentMethod {
    Table,
    Kind,
    CodRegionIds,
    CodTownshipIds,
    CodMaxTotal,
}

#[derive(DeriveIden)]
enum ShippingOrder {
    Table,
    CodAmount,
}

#[derive(DeriveIden)]
enum ShopOrder {
    Table,
    PaymentKind,
}

/// The tables whose screenshot becomes optional.
const PAID_AT_THE_DOOR: [&str; 2] = ["shop_order", "shipping_order"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentMethod::Table)
                    .add_column(ColumnDef::new(PaymentMethod::Kind).string_len(24).not_null().default("transfer"))
                    .to_owned(),
            )
            .await?;
        for column in [PaymentMethod::CodRegionIds, PaymentMethod::CodTownshipIds] {
            manager
                .alter_table(
                    Table::alter()
                        .table(PaymentMethod::Table)
                        .add_column(ColumnDef::new(column).text().null())
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentMethod::Table)
                    .add_column(ColumnDef::new(PaymentMethod::CodMaxTotal).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ShippingOrder::Table)
                    .add_column(ColumnDef::new(ShippingOrder::CodAmount).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(ShopOrder::Table)
                    .add_column(ColumnDef::new(ShopOrder::PaymentKind).string_len(24).not_null().default("transfer"))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Sqlite => {
                let tx = db.begin().await?;
                for table in PAID_AT_THE_DOOR {
                    drop_not_null(&tx, table, "payment_screenshot_id").await?;
                }
                tx.commit().await
            }
            _ => {
                for table in PAID_AT_THE_DOOR {
                    db.execute_unprepared(&format!(
                        "ALTER TABLE {table} ALTER COLUMN payment_screenshot_id DROP NOT NULL"
                    ))
                    .await?;
                }
                Ok(())
            }
        }
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The screenshots stay optional (a COD order has none to give back); the new columns go.
        for column in [
            PaymentMethod::Kind,
            PaymentMethod::CodRegionIds,
            PaymentMethod::CodTownshipIds,
            PaymentMethod::CodMaxTotal,
        ] {
            manager.alter_table(Table::alter().table(PaymentMethod::Table).drop_column(column).to_owned()).await?;
        }
        manager
            .alter_table(Table::alter().table(ShopOrder::Table).drop_column(ShopOrder::PaymentKind).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(ShippingOrder::Table).drop_column(ShippingOrder::CodAmount).to_owned())
            .await
    }
}

/// SQLite: lets `column` of `table` hold NULL by editing the table's stored definition, SQLite's
/// own procedure for removing a NOT NULL (<https://sqlite.org/lang_altertable.html>, "making other
/// kinds of table schema changes"): no row is copied, no foreign key or index is touched.
async fn drop_not_null(tx: &impl ConnectionTrait, table: &str, column: &str) -> Result<(), DbErr> {
    let definition: String = tx
        .query_one(Statement::from_sql_and_values(
            DbBackend::Sqlite,
            "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
            [table.into()],
        ))
        .await?
        .ok_or_else(|| DbErr::Migration(format!("table {table} not found")))?
        .try_get("", "sql")?;
    let required = format!("\"{column}\" bigint NOT NULL");
    if !definition.contains(&required) {
        return Err(DbErr::Migration(format!("{table}.{column} is not as expected: {definition}")));
    }
    let definition = definition.replacen(&required, &format!("\"{column}\" bigint"), 1);
    let version: i64 = tx
        .query_one(Statement::from_string(DbBackend::Sqlite, "PRAGMA schema_version"))
        .await?
        .ok_or_else(|| DbErr::Migration("no schema version".into()))?
        .try_get_by_index(0)?;
    tx.execute_unprepared("PRAGMA writable_schema = ON").await?;
    tx.execute(Statement::from_sql_and_values(
        DbBackend::Sqlite,
        "UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?",
        [definition.into(), table.into()],
    ))
    .await?;
    tx.execute_unprepared(&format!("PRAGMA schema_version = {}", version + 1)).await?;
    tx.execute_unprepared("PRAGMA writable_schema = OFF").await?;
    Ok(())
}
