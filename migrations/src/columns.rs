//! Column shapes the migrations share.

use sea_orm_migration::prelude::*;

/// A `BIGINT` auto-increment primary key.
pub fn id<T: IntoIden>(column: T) -> ColumnDef {
    ColumnDef::new(column).big_integer().not_null().auto_increment().primary_key().to_owned()
}
