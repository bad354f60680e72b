//! What must not change: every table's row count, shopper A's view and the public view, and what
//! changed between two of them.

use std::collections::BTreeMap;

use sea_orm::{ConnectionTrait, Statement};

use super::caller::Caller;
use super::operations::{Call, Operation};
use crate::support::{luckydraw::scalar, TestApp};

/// Every table's row count.
pub(super) async fn row_counts(app: &TestApp) -> BTreeMap<String, i64> {
    let sql = match app.ctx.db.backend() {
        sea_orm::DatabaseBackend::Postgres => "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
        _ => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    };
    let conn = app.ctx.db.conn();
    let rows = conn.query_all(Statement::from_string(app.ctx.db.backend(), sql.to_owned())).await.unwrap();
    let mut counts = BTreeMap::new();
    for row in rows {
        let table: String = row.try_get("", "name").unwrap();
        counts.insert(table.clone(), scalar(app, &format!("SELECT COUNT(*) AS n FROM \"{table}\"")).await);
    }
    counts
}

/// Shopper A's view: every signed-in REST read that takes no id (their profile, cart, orders,
/// shipping orders, tickets, notifications with their read marks, reviews, ...), with A's token.
/// (Reads by id are left out: opening a notification marks it read.)
pub(super) async fn view_of_a(caller: &Caller<'_>, operations: &[Operation]) -> BTreeMap<String, String> {
    let mut view = BTreeMap::new();
    for op in operations {
        if matches!(op.call, Call::Rest { .. }) && op.read && op.signed_in && !op.admin && op.keys.is_empty() {
            let answer = caller.call(op, Some(&caller.world.a)).await;
            assert_eq!(answer.status, 200, "A reads {}: {}", op.label, answer.body);
            view.insert(op.label.clone(), answer.body);
        }
    }
    view
}

/// What a visitor sees: every public read (REST and GraphQL), with the ids A used.
pub(super) async fn public_view(caller: &Caller<'_>, operations: &[Operation]) -> BTreeMap<String, String> {
    let mut view = BTreeMap::new();
    // `serverTime` is the clock: it changes by itself, never by what the operations do.
    for op in operations.iter().filter(|op| op.read && !op.signed_in && !op.admin && op.label != "query serverTime") {
        view.insert(op.label.clone(), caller.call(op, None).await.body);
    }
    view
}

/// What changed between two views, one line each.
pub(super) fn view_changes(
    before: &BTreeMap<String, String>,
    after: &BTreeMap<String, String>,
    phase: &str,
) -> Vec<String> {
    before
        .iter()
        .filter(|(label, answer)| after.get(*label) != Some(answer))
        .map(|(label, answer)| format!("{phase} changed {label}: {answer}\n  -> {:?}", after.get(label)))
        .collect()
}

/// Tables whose row count changed, one line.
pub(super) fn count_changes(before: &BTreeMap<String, i64>, after: &BTreeMap<String, i64>, phase: &str) -> Vec<String> {
    let changed: Vec<String> = before
        .iter()
        .filter(|(table, n)| after.get(*table) != Some(n))
        .map(|(table, n)| format!("{table}: {n} -> {:?}", after.get(table)))
        .collect();
    if changed.is_empty() {
        vec![]
    } else {
        vec![format!("{phase} changed rows: {changed:?}")]
    }
}
