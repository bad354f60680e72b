//! Search and listing at the size of a real shop: product names are found through each database's
//! own text index instead of a scan of every product, and category pages read newest first from
//! an index instead of sorting.
//!
//! Search matches any part of a name in any language (`search_text` is `|en|mm|ch|`, lowercased),
//! and Burmese and Chinese are written without spaces between words, so the index is of trigrams,
//! not of words:
//! - SQLite: an FTS5 table with the `trigram` tokenizer over `product.search_text` (external
//!   content: the text is stored once, in `product`), kept in step by triggers, so no code path
//!   can forget it. The catalogue's search asks it for the ids whose text contains each word.
//! - PostgreSQL: `pg_trgm`'s GIN index on `search_text`, which serves the same `LIKE '%word%'`
//!   the search already sends. `pg_trgm` is a trusted extension: the database's owner may create it.
//!
//! A word of fewer than three characters (a two-character Chinese word, say) holds no trigram;
//! the search then matches it against `product.search_text` directly (see the catalogue's service).

use sea_orm_migration::{prelude::*, sea_orm::DatabaseBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Product {
    Table,
    CategoryId,
    Hidden,
    CreatedAt,
}

const SQLITE_UP: &[&str] = &[
    "CREATE VIRTUAL TABLE product_search USING fts5(search_text, content='product', content_rowid='id', tokenize='trigram')",
    "CREATE TRIGGER product_search_insert AFTER INSERT ON product BEGIN \
       INSERT INTO product_search (rowid, search_text) VALUES (new.id, new.search_text); END",
    "CREATE TRIGGER product_search_delete AFTER DELETE ON product BEGIN \
       INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END",
    "CREATE TRIGGER product_search_update AFTER UPDATE OF search_text ON product BEGIN \
       INSERT INTO product_search (product_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); \
       INSERT INTO product_search (rowid, search_text) VALUES (new.id, new.search_text); END",
    "INSERT INTO product_search (product_search) VALUES ('rebuild')",
];

const SQLITE_DOWN: &[&str] = &[
    "DROP TRIGGER product_search_update",
    "DROP TRIGGER product_search_delete",
    "DROP TRIGGER product_search_insert",
    "DROP TABLE product_search",
];

const POSTGRES_UP: &[&str] = &[
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX idx_product_search_trgm ON product USING gin (search_text gin_trgm_ops)",
];

const POSTGRES_DOWN: &[&str] = &["DROP INDEX idx_product_search_trgm"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements = match manager.get_database_backend() {
            DatabaseBackend::Postgres => POSTGRES_UP,
            _ => SQLITE_UP,
        };
        for statement in statements {
            manager.get_connection().execute_unprepared(statement).await?;
        }
        // A category page: its visible products, newest first, without sorting the category.
        manager
            .create_index(
                Index::create()
                    .name("idx_product_category_created")
                    .table(Product::Table)
                    .col(Product::CategoryId)
                    .col(Product::Hidden)
                    .col(Product::CreatedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("idx_product_category_created").table(Product::Table).to_owned()).await?;
        let statements = match manager.get_database_backend() {
            DatabaseBackend::Postgres => POSTGRES_DOWN,
            _ => SQLITE_DOWN,
        };
        for statement in statements {
            manager.get_connection().execute_unprepared(statement).await?;
        }
        Ok(())
    }
}
