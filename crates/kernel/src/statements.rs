//! Counting the SQL statements a piece of work runs, on the task that runs it: how the tests prove
//! that a list costs the same few statements whatever its length (no N+1), and that a read served
//! from the cache costs none.
//!
//! Every connection [`crate::db::Db::connect`] opens reports each statement to [`observe`], which
//! adds it to the count of the [`count`] scope the statement runs in, if any (sea-orm runs a
//! statement on the task that awaits it). Outside a scope it costs one thread-local look-up.

use std::{cell::Cell, future::Future};

tokio::task_local! {
    static STATEMENTS: Cell<u64>;
}

/// Runs `work` and answers its output with the number of statements it ran (on this task; work
/// it spawns is not counted).
pub async fn count<T>(work: impl Future<Output = T>) -> (T, u64) {
    STATEMENTS
        .scope(Cell::new(0), async {
            let output = work.await;
            (output, STATEMENTS.with(Cell::get))
        })
        .await
}

/// sea-orm's per-statement callback.
pub(crate) fn observe(_statement: &sea_orm::metric::Info<'_>) {
    let _ = STATEMENTS.try_with(|count| count.set(count.get() + 1));
}
