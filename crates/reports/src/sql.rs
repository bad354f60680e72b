//! The SQL the reports share: which orders count, a Myanmar day of a timestamp on either backend,
//! and statements with `?` placeholders on both.
//!
//! Reports only read. They name the other crates' tables and columns here, in one place, so a
//! renamed column breaks these statements' tests rather than a figure silently.

use sea_orm::{DatabaseBackend, Statement, Value};

/// Orders (`o`) whose money the shop has: a transfer an admin approved, or cash on delivery
/// confirmed whose parcel was received by the shopper or paid for by the courier (a remittance
/// file). Pending and cancelled orders never count, nor a COD parcel refused at the door (it is
/// rejected, never received, never remitted). Refunds do not take an order out: they are reported
/// on their own.
pub const COUNTED: &str = "o.status = 'approved' AND (o.payment_kind = 'transfer' OR EXISTS (\
    SELECT 1 FROM order_item ci \
    JOIN shipping_order_item csi ON csi.order_item_id = ci.id \
    JOIN shipping_order cs ON cs.id = csi.shipping_order_id \
    WHERE ci.order_id = o.id AND cs.cod_amount IS NOT NULL \
    AND (cs.status = 'received' OR cs.cod_remitted_at IS NOT NULL)))";

/// The Myanmar calendar day (`YYYY-MM-DD` text) of a `timestamp with time zone` column: its UTC
/// instant plus 6 h 30 min (Myanmar has no daylight saving time).
pub fn myanmar_day(backend: DatabaseBackend, column: &str) -> String {
    match backend {
        DatabaseBackend::Postgres => {
            format!("to_char(({column} AT TIME ZONE 'UTC') + INTERVAL '390 minutes', 'YYYY-MM-DD')")
        }
        // SQLite stores the instant as RFC 3339 text; `date` reads it (offset included).
        _ => format!("date({column}, '+390 minutes')"),
    }
}

/// A statement written with `?` placeholders, numbered `$1, $2, ...` for PostgreSQL. The SQL
/// has no `?` inside a literal.
pub fn statement(backend: DatabaseBackend, sql: &str, values: Vec<Value>) -> Statement {
    let sql = match backend {
        DatabaseBackend::Postgres => {
            let mut numbered = String::with_capacity(sql.len() + 8);
            let mut n = 0;
            for c in sql.chars() {
                if c == '?' {
                    n += 1;
                    numbered.push_str(&format!("${n}"));
                } else {
                    numbered.push(c);
                }
            }
            numbered
        }
        _ => sql.to_owned(),
    };
    Statement::from_sql_and_values(backend, sql, values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_for_postgres_only() {
        let pg = statement(DatabaseBackend::Postgres, "a = ? AND b < ?", vec![1i64.into(), 2i64.into()]);
        assert_eq!(pg.sql, "a = $1 AND b < $2");
        let lite = statement(DatabaseBackend::Sqlite, "a = ? AND b < ?", vec![1i64.into(), 2i64.into()]);
        assert_eq!(lite.sql, "a = ? AND b < ?");
    }
}
