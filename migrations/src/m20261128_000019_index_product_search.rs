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
//! A word of one or two characters (a two-character Chinese word, say) holds no trigram. So each
//! product also gets `search_grams` (`kernel::search::short_grams`): every short piece of its
//! names padded to a trigram with a marker letter, indexed the same way, in which a short search
//! word padded alike is found. This migration fills it for the products already there.

use sea_orm_migration::{prelude::*, sea_orm::DatabaseBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Product {
    Table,
    Id,
    SearchText,
    SearchGrams,
    CategoryId,
    Hidden,
    CreatedAt,
}

const SQLITE_UP: &[&str] = &[
    "CREATE VIRTUAL TABLE product_search USING fts5(search_text, search_grams, content='product', content_rowid='id', \
       tokenize='trigram')",
    "CREATE TRIGGER product_search_insert AFTER INSERT ON product BEGIN \
       INSERT INTO product_search (rowid, search_text, search_grams) VALUES (new.id, new.search_text, new.search_grams); END",
    "CREATE TRIGGER product_search_delete AFTER DELETE ON product BEGIN \
       INSERT INTO product_search (product_search, rowid, search_text, search_grams) \
       VALUES ('delete', old.id, old.search_text, old.search_grams); END",
    "CREATE TRIGGER product_search_update AFTER UPDATE OF search_text, search_grams ON product BEGIN \
       INSERT INTO product_search (product_search, rowid, search_text, search_grams) \
       VALUES ('delete', old.id, old.search_text, old.search_grams); \
       INSERT INTO product_search (rowid, search_text, search_grams) VALUES (new.id, new.search_text, new.search_grams); END",
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
    "CREATE INDEX idx_product_search_trgm ON product USING gin (search_text gin_trgm_ops, search_grams gin_trgm_ops)",
];

const POSTGRES_DOWN: &[&str] = &["DROP INDEX idx_product_search_trgm"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Product::Table)
                    .add_column(ColumnDef::new(Product::SearchGrams).text().not_null().default(""))
                    .to_owned(),
            )
            .await?;
        fill_short_grams(manager).await?;
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
        manager.alter_table(Table::alter().table(Product::Table).drop_column(Product::SearchGrams).to_owned()).await
    }
}

/// Each product's `search_grams` from its `search_text`, computed as the catalogue computes it.
async fn fill_short_grams(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let backend = manager.get_database_backend();
    let select = Query::select().columns([Product::Id, Product::SearchText]).from(Product::Table).to_owned();
    for row in db.query_all(backend.build(&select)).await? {
        let (id, text): (i64, String) = (row.try_get("", "id")?, row.try_get("", "search_text")?);
        let update = Query::update()
            .table(Product::Table)
            .value(Product::SearchGrams, kernel::search::short_grams(&text))
            .and_where(Expr::col(Product::Id).eq(id))
            .to_owned();
        db.execute(backend.build(&update)).await?;
    }
    Ok(())
}
