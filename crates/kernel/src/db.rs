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
//!
//! A statement never outlives the work that wanted it by much: PostgreSQL bounds every statement
//! with `statement_timeout`; SQLite, which has no such setting, gets a progress handler on each
//! connection as it is handed out, which interrupts the statement (`SQLITE_INTERRUPT`) once the
//! deadline of the task that took the connection has passed ([`with_deadline`]; in the pool of
//! anonymous public reads, at most the statement timeout from the time it was taken: those are
//! short reads, while the main pool also holds long write transactions such as an import, which
//! SQLite cannot bound per statement). Both are answered 503 "took too long", never 500.

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
    /// The connections anonymous public reads use ([`public_read`]), apart from `conn` so that
    /// however many anonymous clients read, signed-in requests and the runners keep theirs.
    public: Option<DatabaseConnection>,
    sqlite_writer: Option<Arc<tokio::sync::Mutex<()>>>,
    live: LiveFeed,
}

/// How the serving pools are sized and bounded ([`Db::connect_pools`]).
#[derive(Debug, Clone, Copy)]
pub struct PoolSettings {
    /// Every connection of the process, both pools together.
    pub max_connections: u32,
    /// Of those, the connections of anonymous public reads (0: one pool for everything).
    pub public_read_connections: u32,
    /// Longest a public read waits for a connection before it is answered 503.
    pub public_read_wait: Duration,
    /// Longest a statement runs (`None`: unbounded): PostgreSQL's `statement_timeout` on every
    /// connection; on SQLite, the longest an anonymous public read holds a connection ([`sqlite_pool`]).
    pub statement_timeout: Option<Duration>,
}

tokio::task_local! {
    /// Set around the work of an anonymous public read: [`Db::conn`] then hands out the public pool.
    static PUBLIC_READ: ();
}

/// Runs `work` as an anonymous public read: its reads take connections of the public pool
/// (`MALL_DB_PUBLIC_READ_CONNECTIONS`). Writes always use the main pool.
pub async fn public_read<F: std::future::Future>(work: F) -> F::Output {
    PUBLIC_READ.scope((), work).await
}

/// Whether the current task runs an anonymous public read ([`public_read`]).
pub fn in_public_read() -> bool {
    PUBLIC_READ.try_with(|_| ()).is_ok()
}

tokio::task_local! {
    /// When the current task's work is given up (a GraphQL request's deadline): SQLite statements
    /// it runs are interrupted then ([`with_deadline`]). Held in an `Arc` so that a connection's
    /// handler, which keeps only a `Weak`, stops counting once the task is over.
    static DEADLINE: Arc<std::time::Instant>;
}

/// Runs `work` with a deadline: on SQLite its statements are interrupted once it passes, so work
/// a caller stopped waiting for (a timed-out request) does not go on in the database.
/// PostgreSQL bounds each statement with `statement_timeout` instead.
pub async fn with_deadline<F: std::future::Future>(deadline: std::time::Instant, work: F) -> F::Output {
    DEADLINE.scope(Arc::new(deadline), work).await
}

/// The deadline [`with_deadline`] set for the current task, if any.
fn task_deadline() -> Option<std::sync::Weak<std::time::Instant>> {
    DEADLINE.try_with(Arc::downgrade).ok()
}

static MAIN_POOL_TIMEOUTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Times the main pool (signed-in requests, the runners) had no connection to give in time,
/// since the process started. The public pool running dry is not counted: that is what it is for.
pub fn main_pool_timeouts() -> u64 {
    MAIN_POOL_TIMEOUTS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Counts a pool timeout (see [`main_pool_timeouts`]); called where a database error becomes an
/// [`AppError`].
pub(crate) fn note_pool_timeout() {
    if !in_public_read() {
        MAIN_POOL_TIMEOUTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        tracing::error!("database pool timed out: no connection for a signed-in request or a runner");
    }
}

impl Db {
    /// One pool of `max_connections`, statements unbounded: for the `mall` commands, benches
    /// and tests. The server uses [`Db::connect_pools`].
    pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<Db> {
        let conn = Self::pool(url, max_connections, Duration::from_secs(10), None, false).await?;
        Ok(Db::from(conn))
    }

    /// The server's pools: the main one, and one of `public_read_connections` for anonymous
    /// public reads, `max_connections` together (the main pool keeps at least 2).
    pub async fn connect_pools(url: &str, settings: PoolSettings) -> anyhow::Result<Db> {
        let public_size = settings.public_read_connections.min(settings.max_connections.saturating_sub(2));
        let main_size = settings.max_connections.saturating_sub(public_size).max(1);
        let conn = Self::pool(url, main_size, Duration::from_secs(10), settings.statement_timeout, false).await?;
        let public = if public_size > 0 {
            Some(Self::pool(url, public_size, settings.public_read_wait, settings.statement_timeout, true).await?)
        } else {
            None
        };
        Ok(Db { public, ..Db::from(conn) })
    }

    async fn pool(
        url: &str,
        max_connections: u32,
        acquire_timeout: Duration,
        statement_timeout: Option<Duration>,
        public_reads: bool,
    ) -> anyhow::Result<DatabaseConnection> {
        if url.starts_with("sqlite:") {
            let holding_bound = if public_reads { statement_timeout } else { None };
            let mut conn = sqlite_pool(url, max_connections, acquire_timeout, holding_bound).await?;
            conn.set_metric_callback(crate::statements::observe);
            return Ok(conn);
        }
        let mut options = ConnectOptions::new(url.to_owned());
        options
            .max_connections(max_connections)
            .min_connections(1)
            .acquire_timeout(acquire_timeout)
            .sqlx_logging(false);
        if let Some(timeout) = statement_timeout {
            // Set at connect, so it holds for every statement on the connection; a statement
            // past it fails with 57014 and its transaction rolls back.
            let millis = timeout.as_millis().to_string();
            options.map_sqlx_postgres_opts(move |opts| opts.options([("statement_timeout", millis.as_str())]));
        }
        let mut conn = Database::connect(options).await?;
        conn.set_metric_callback(crate::statements::observe);
        Ok(conn)
    }

    /// The pool of anonymous public reads, when the server keeps one (for the metrics).
    pub fn public_read_pool(&self) -> Option<&DatabaseConnection> {
        self.public.as_ref()
    }

    /// For reads (and for migrations): the public pool inside an anonymous public read
    /// ([`public_read`]), else the main one.
    pub fn conn(&self) -> &DatabaseConnection {
        match &self.public {
            Some(public) if in_public_read() => public,
            _ => &self.conn,
        }
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
        Db { conn, public: None, sqlite_writer, live: LiveFeed::default() }
    }
}

/// The SQLite pool: WAL, foreign keys, a 10 s busy timeout, and connections that come back still
/// inside a transaction closed rather than reused (see the module docs).
async fn sqlite_pool(
    url: &str,
    max_connections: u32,
    acquire_timeout: Duration,
    holding_bound: Option<Duration>,
) -> anyhow::Result<DatabaseConnection> {
    use sea_orm::sqlx::{
        sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
        ConnectOptions as _, Connection as _,
    };
    // A connection taken by a task with a deadline gets a progress handler that interrupts its
    // statements past it (SQLite calls it every few thousand virtual-machine steps). The handler
    // keeps only a `Weak` of the deadline, so once that task is over it lets everything run: a
    // connection given back and taken by a task with no deadline needs no change, and costs no
    // exchange with the connection's thread. The public reads' pool bounds every holder
    // (`holding_bound` from the time it is taken), so there each connection taken is set.
    let deadline_of_taker = move || StatementDeadline {
        task: task_deadline(),
        holding: holding_bound.and_then(|bound| std::time::Instant::now().checked_add(bound)),
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
        .acquire_timeout(acquire_timeout)
        .after_connect(move |conn, _| {
            let deadline = deadline_of_taker();
            Box::pin(async move { deadline.set_on(conn).await })
        })
        .before_acquire(move |conn, _| {
            let deadline = deadline_of_taker();
            Box::pin(async move { deadline.set_on(conn).await.map(|()| true) })
        })
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

/// How many SQLite virtual-machine steps run between two looks at the clock: about a
/// millisecond of work, so an interrupt comes within a few milliseconds of the deadline.
const STEPS_BETWEEN_DEADLINE_CHECKS: i32 = 10_000;

/// When the statements of a connection's holder are interrupted: past the holder task's own
/// deadline while that task lives, or past `holding` (the public reads' bound).
struct StatementDeadline {
    task: Option<std::sync::Weak<std::time::Instant>>,
    holding: Option<std::time::Instant>,
}

impl StatementDeadline {
    /// Sets the handler that interrupts the connection's statements past this deadline; a holder
    /// with neither leaves the connection as it is (an older handler has nothing left to count).
    async fn set_on(self, conn: &mut sea_orm::sqlx::SqliteConnection) -> Result<(), sea_orm::sqlx::Error> {
        if self.task.is_none() && self.holding.is_none() {
            return Ok(());
        }
        let StatementDeadline { task, holding } = self;
        conn.lock_handle().await?.set_progress_handler(STEPS_BETWEEN_DEADLINE_CHECKS, move || {
            let now = std::time::Instant::now();
            let task_ok = task.as_ref().and_then(std::sync::Weak::upgrade).is_none_or(|deadline| now < *deadline);
            task_ok && holding.is_none_or(|end| now < end)
        });
        Ok(())
    }
}

/// Keeps `AppError` conversions terse inside write closures.
pub fn db_err(err: sea_orm::DbErr) -> AppError {
    AppError::from(err)
}
