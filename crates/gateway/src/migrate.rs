//! Migrations when several gateways share one database.
//!
//! Every gateway migrates at start (and `mall migrate` does it alone, ahead of a rollout):
//! - on PostgreSQL the migrations run in one transaction holding an advisory lock, so gateways
//!   starting together apply each migration once and the others wait, then find nothing to do;
//! - a database that is *newer* than this build (a rollout is under way: the new version migrated,
//!   this old gateway restarted) is served as it is when every migration this build knows is
//!   applied, since migrations only add (columns with defaults, tables); anything else stops the start.

use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement, TransactionTrait};

/// Any fixed number: the lock every gateway takes around migrating ("mall" in ASCII).
const MIGRATION_LOCK: i64 = 0x6d61_6c6c;

/// Where the database stands against this build's migrations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MigrationState {
    /// Known to this build, not applied yet.
    pub pending: Vec<String>,
    /// Applied by a newer build, unknown to this one.
    pub newer: Vec<String>,
    /// The last applied migration by name (names sort by date).
    pub applied_latest: Option<String>,
}

/// Applies pending migrations, once across gateways (see the module docs).
pub async fn run(conn: &DatabaseConnection) -> anyhow::Result<()> {
    if conn.get_database_backend() != DatabaseBackend::Postgres {
        // SQLite: one process owns the file.
        return apply_unless_newer(conn).await;
    }
    let tx = conn.begin().await?;
    // A migration over a big table (an index on every product) may take longer than requests'
    // `MALL_DB_STATEMENT_TIMEOUT_SECONDS`, and waiting for another gateway's migrations too.
    tx.execute_unprepared("SET LOCAL statement_timeout = 0").await?;
    tx.execute(Statement::from_sql_and_values(
        DatabaseBackend::Postgres,
        "SELECT pg_advisory_xact_lock($1)",
        [MIGRATION_LOCK.into()],
    ))
    .await?;
    apply_unless_newer(&tx).await?;
    tx.commit().await?;
    Ok(())
}

async fn apply_unless_newer<'c, C>(conn: &'c C) -> anyhow::Result<()>
where
    C: ConnectionTrait,
    &'c C: migration::IntoSchemaManagerConnection<'c>,
{
    let state = state(conn).await?;
    if !state.newer.is_empty() {
        anyhow::ensure!(
            state.pending.is_empty(),
            "the database has migrations this build does not know ({}) and lacks some it needs ({}): \
             run the newest version's `mall migrate`",
            state.newer.join(", "),
            state.pending.join(", ")
        );
        tracing::warn!(newer = ?state.newer, "the database is newer than this build (a rollout?): serving it as it is");
        return Ok(());
    }
    Migrator::up(conn, None).await?;
    Ok(())
}

/// Compares the applied migrations with this build's.
pub async fn state(conn: &impl ConnectionTrait) -> anyhow::Result<MigrationState> {
    let known: Vec<String> = Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let applied = applied(conn).await?;
    Ok(MigrationState {
        pending: known.iter().filter(|name| !applied.contains(name)).cloned().collect(),
        newer: applied.iter().filter(|name| !known.contains(name)).cloned().collect(),
        applied_latest: applied.iter().max().cloned(),
    })
}

/// Versions in the migrations table; none when it does not exist yet (a new database).
async fn applied(conn: &impl ConnectionTrait) -> anyhow::Result<Vec<String>> {
    let backend = conn.get_database_backend();
    let table = Migrator::migration_table_name().to_string();
    let exists_sql = match backend {
        DatabaseBackend::Postgres => {
            format!("SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = '{table}'")
        }
        _ => format!("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '{table}'"),
    };
    if conn.query_one(Statement::from_string(backend, exists_sql)).await?.is_none() {
        return Ok(Vec::new());
    }
    let rows = conn.query_all(Statement::from_string(backend, format!("SELECT version FROM {table}"))).await?;
    Ok(rows.iter().filter_map(|row| row.try_get::<String>("", "version").ok()).collect())
}
