//! Shoppers' product lists sorted by price (issue 37): each list walks an index in
//! `actual_price, id` order and stops after `MALL_LIST_MAX_ITEMS` rows, so the cheapest (or
//! dearest) product of a large catalogue comes first without sorting the catalogue:
//! - `api/products` and `products(sort:)`: `(hidden, actual_price, id)`;
//! - one type (`products(types: [TOKEN_PRODUCT], sort:)`): `(product_type, hidden, actual_price, id)`;
//! - a category page: `(category_id, hidden, actual_price, id)`.
//!
//! A price range is a range of the same indexes. Checked with EXPLAIN of the catalogue's candidate
//! query (`SELECT id FROM product WHERE hidden = FALSE AND category_id IN (visible categories) ...
//! ORDER BY actual_price, id LIMIT 10000`) on 20,000 generated products after ANALYZE
//! (`a_list_page_walks_an_index_instead_of_sorting_the_catalogue` in
//! `crates/gateway/tests/api/catalog/sorting.rs` keeps the check and prints the plans):
//! - SQLite (`EXPLAIN QUERY PLAN`), no `USE TEMP B-TREE FOR ORDER BY` in any case: the whole list
//!   and in stock only `SEARCH product USING INDEX idx_product_hidden_price (hidden=?)` (DESC as
//!   well); a price range `... idx_product_hidden_price (hidden=? AND actual_price>? AND
//!   actual_price<?)`; a category `SEARCH product USING COVERING INDEX idx_product_category_price
//!   (category_id=? AND hidden=?)`; one type `... idx_product_type_price (product_type=? AND
//!   hidden=?)`. The visible categories are a `LIST SUBQUERY` (a scan of the small category table).
//! - PostgreSQL (`EXPLAIN`): the whole list, in stock only, one type and a price range are
//!   `Limit -> Nested Loop -> Index Scan [Backward] using idx_product_hidden_price` (the range in
//!   its `Index Cond`; the type a Filter, as every generated product is of type `product`), with
//!   no Sort node. A category page (2,231 rows there) was a Bitmap Index
//!   Scan on `idx_product_category` and a Sort of that category's rows only: the cap (10,000) is
//!   more than the category holds, so the planner reads them all either way; the whole table is
//!   never sorted.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Product {
    Table,
    Id,
    CategoryId,
    #[sea_orm(iden = "product_type")]
    Type,
    ActualPrice,
    Hidden,
}

fn indexes() -> [(&'static str, Vec<Product>); 3] {
    [
        ("idx_product_hidden_price", vec![Product::Hidden, Product::ActualPrice, Product::Id]),
        ("idx_product_type_price", vec![Product::Type, Product::Hidden, Product::ActualPrice, Product::Id]),
        ("idx_product_category_price", vec![Product::CategoryId, Product::Hidden, Product::ActualPrice, Product::Id]),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, columns) in indexes() {
            let mut index = Index::create().name(name).table(Product::Table).to_owned();
            for column in columns {
                index.col(column);
            }
            manager.create_index(index).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, _) in indexes() {
            manager.drop_index(Index::drop().name(name).table(Product::Table).to_owned()).await?;
        }
        Ok(())
    }
}
