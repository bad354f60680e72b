//! The database handle.
//!
//! Reads use [`Db::conn`]. Every write goes through [`Db::write`], which is what keeps concurrent
//! writers safe on both backends:
//! - SQLite allows one writer at a time; a second deferred transaction that tries to upgrade fails
//!   with "database is locked" whatever the busy timeout. So writers queue on one async mutex and
//!   never meet inside SQLite. WAL mode keeps readers going meanwhile. The rare busy answer that
//!   still comes through is retried like a PostgreSQL serialisation failure.
//! - PostgreSQL runs write transactions SERIALIZABLE and retries the ones it aborts (40001, 40P01).
//!
//! A full disk fails a write fast with 503 "storage full" (`AppError::from`) and must leave nothing
//! behind: on SQLite a `COMMIT` refused for want of space can leave its connection believing it is
//! still inside a transaction (SQLite rolled back by itself, so the driver's own `ROLLBACK` fails
//! and its count of open transactions stays at one). The next transaction on that connection would
//! then be a mere savepoint whose rollback never ends it, holding the write lock until a restart
//! ("database is locked" for every other write). So a connection that comes back to the pool still
//! inside a transaction is closed instead of reused ([`sqlite_pool`]).

use std::{sync::Arc, time::Duration};

use futures::future::BoxFuture;
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseBackend, DatabaseConnection, DatabaseTransaction,
    IsolationLevel, TransactionTrait,
};

use crate::{
    live::{self, LiveFeed},
    AppError, AppResult,
};

const MAX_ATTEMPTS: u32 = 8;

#[derive(Clone, Debug)]
pub struct Db {
    conn: DatabaseConnection,
    sqlite_writer: Option<Arc<tokio::sync::Mutex<()>>>,
    live: LiveFeed,
}

impl Db {
    pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<Db> {
        if url.starts_with("sqlite:") {
            let mut conn = sqlite_pool(url, max_connections).await?;
            conn.set_metric_callback(crate::statements::observe);
            return Ok(Db::from(conn));
        }
        let mut options = ConnectOptions::new(url.to_owned());
        options
            .max_connections(max_connections)
            .min_connections(1)
            .acquire_timeout(Duration::from_secs(10))
            .sqlx_logging(false);
        let mut conn = Database::connect(options).await?;
        conn.set_metric_callback(crate::statements::observe);
        Ok(Db::from(conn))
    }

    /// For reads (and for migrations).
    pub fn conn(&self) -> &DatabaseConnection {
        &self.conn
    }

    pub fn backend(&self) -> DatabaseBackend {
        self.conn.get_database_backend()
    }

    /// What committed writes announced ([`crate::live`]), on this instance and (PostgreSQL) others.
    pub fn live(&self) -> &LiveFeed {
        &self.live
    }

    /// Runs `work` in a write transaction, committing when it returns `Ok`.
    ///
    /// `work` may run more than once on PostgreSQL (after a serialisation failure), so it must not
    /// have effects outside the transaction.
    pub async fn write<T, F>(&self, work: F) -> AppResult<T>
    where
        T: Send,
        F: for<'t> Fn(&'t DatabaseTransaction) -> BoxFuture<'t, AppResult<T>> + Send + Sync,
    {
        self.write_at(IsolationLevel::Serializable, work).await
    }

    /// Like [`Db::write`], but READ COMMITTED on PostgreSQL: for hot spots that many writers hit at
    /// once (one lucky-draw batch), where SERIALIZABLE would abort most of them. Only for work whose
    /// first write is a conditional `UPDATE` of the contended row: that row lock queues the writers,
    /// and every later statement sees what the writers before committed.
    pub async fn write_queued<T, F>(&self, work: F) -> AppResult<T>
    where
        T: Send,
        F: for<'t> Fn(&'t DatabaseTransaction) -> BoxFuture<'t, AppResult<T>> + Send + Sync,
    {
        self.write_at(IsolationLevel::ReadCommitted, work).await
    }

    async fn write_at<T, F>(&self, level: IsolationLevel, work: F) -> AppResult<T>
    where
        T: Send,
        F: for<'t> Fn(&'t DatabaseTransaction) -> BoxFuture<'t, AppResult<T>> + Send + Sync,
    {
        let _writer = match &self.sqlite_writer {
            Some(lock) => Some(lock.lock().await),
            None => None,
        };
        let isolation = self.sqlite_writer.is_none().then_some(level);
        let mut attempt = 1;
        loop {
            let (result, announced): (AppResult<T>, _) = live::collecting(async {
                let tx = self.conn.begin_with_config(isolation, None).await?;
                let value = work(&tx).await?;
                // Under an `Idempotency-Key`, the key records in this same commit that the
                // request's work is in the database.
                crate::idempotency::mark_applied(&tx).await?;
                tx.commit().await?;
                Ok(value)
            })
            .await;
            if result.is_ok() {
                announced.into_iter().for_each(|event| self.live.publish(event));
            }
            match result {
                Err(err) if err.is_retryable() && attempt < MAX_ATTEMPTS => {
                    tracing::debug!(attempt, "retrying a serialisation failure");
                    let jitter = rand::random::<u64>() % (5 * u64::from(attempt));
                    tokio::time::sleep(Duration::from_millis(2 * u64::from(attempt) + jitter)).await;
                    attempt += 1;
                }
                other => return other,
            }
        }
    }
}

impl From<DatabaseConnection> for Db {
    fn from(conn: DatabaseConnection) -> Self {
        let sqlite_writer =
            (conn.get_database_backend() == DatabaseBackend::Sqlite).then(|| Arc::new(tokio::sync::Mutex::new(())));
        Db { conn, sqlite_writer, live: LiveFeed::default() }
    }
}

/// The SQLite pool: WAL, foreign keys, a 10 s busy timeout, and connections that come back still
/// inside a transaction closed rather than reused (see the module docs).
async fn sqlite_pool(url: &str, max_connections: u32) -> anyhow::Result<DatabaseConnection> {
    use sea_orm::sqlx::{
        sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
        ConnectOptions as _, Connection as _,
    };
    let options: SqliteConnectOptions = url.parse()?;
    let options = options
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(Duration::from_secs(10))
        .foreign_keys(true)
        .disable_statement_logging();
    let pool = SqlitePoolOptions::new()
        .max_connections(max_connections)
        .min_connections(1)
        .acquire_timeout(Duration::from_secs(10))
        .after_release(|conn, _| {
            Box::pin(async move {
                // The ping waits for the rollback a dropped transaction queued on the connection.
                conn.ping().await?;
                let clean = !conn.is_in_transaction();
                if !clean {
                    tracing::warn!("closing a database connection left inside a failed transaction");
                }
                Ok(clean)
            })
        })
        .connect_with(options)
        .await?;
    Ok(sea_orm::SqlxSqliteConnector::from_sqlx_sqlite_pool(pool))
}

/// Keeps `AppError` conversions terse inside write closures.
pub fn db_err(err: sea_orm::DbErr) -> AppError {
    AppError::from(err)
}
