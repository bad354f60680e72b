//! The rules money, tokens, points and tickets keep whatever happens (a crash, a race, a retried
//! request), each written as a query for the rows that break it. Each domain lists its own
//! ([`Rule`]s beside its entities); `gateway::integrity` runs them all, after every concurrency and
//! crash test and for operators as `mall check`.
//!
//! A rule's query selects one text column, `found`, describing each breaking row, in SQL that
//! SQLite and PostgreSQL both run (`||` joins text and numbers in both).

use sea_orm::{ConnectionTrait, Statement, Value};

use crate::AppResult;

/// One invariant.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// What must hold, in a sentence an operator reads.
    pub holds: &'static str,
    /// `SELECT ... AS found FROM ...`: the rows that break it.
    pub breaking: &'static str,
}

/// A rule some rows break.
#[derive(Debug, Clone)]
pub struct Broken {
    pub holds: &'static str,
    /// How many rows break it.
    pub count: usize,
    /// The first few, as the rule's query describes them.
    pub examples: Vec<String>,
}

/// How many breaking rows a report names.
const EXAMPLES: usize = 5;

/// The rules of `rules` that some rows break (none when all hold).
pub async fn check(conn: &impl ConnectionTrait, rules: &[Rule]) -> AppResult<Vec<Broken>> {
    check_bound(conn, rules.iter().map(|rule| (*rule, Vec::new()))).await
}

/// [`check`] for rules whose query takes parameters (`$1`, ...): a bound that is a setting, such as
/// the share of a lucky-draw batch that may be held unpaid. Each rule comes with its values.
pub async fn check_bound(
    conn: &impl ConnectionTrait,
    rules: impl IntoIterator<Item = (Rule, Vec<Value>)>,
) -> AppResult<Vec<Broken>> {
    let mut broken = Vec::new();
    for (rule, values) in rules {
        let statement = Statement::from_sql_and_values(conn.get_database_backend(), rule.breaking, values);
        let rows = conn.query_all(statement).await?;
        if rows.is_empty() {
            continue;
        }
        let examples = rows
            .iter()
            .take(EXAMPLES)
            .map(|row| row.try_get::<String>("", "found").unwrap_or_else(|err| format!("(unreadable: {err})")))
            .collect();
        broken.push(Broken { holds: rule.holds, count: rows.len(), examples });
    }
    Ok(broken)
}
