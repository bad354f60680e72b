//! The live feed: what just happened (a notification stored, a queue of the admin's changed), for
//! the websocket subscriptions and the push sender, from whichever server instance wrote it.
//!
//! An event is announced inside the transaction that makes it true, so a rolled-back transaction
//! announces nothing and a subscriber that reads the database on the event sees the committed row:
//! - on PostgreSQL, [`announce`] runs `pg_notify`, which the server delivers at commit to every
//!   instance listening (each instance's [`LiveFeed::listen_postgres`] task);
//! - on SQLite (one instance), [`announce`] queues the event on the transaction's task and
//!   [`crate::db::Db::write`] publishes it after the commit.
//!
//! The feed is a broadcast channel: a receiver that lags, or a listener that lost its connection
//! for a moment, cannot know what it missed, so it is told [`LiveEvent::Resync`] and the clients
//! refetch what they show.

use std::{cell::RefCell, time::Duration};

use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement};
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::AppResult;

/// The PostgreSQL channel every instance listens on.
const CHANNEL: &str = "mall_live";

/// Events held for slow receivers before they are told to resync.
const BUFFER: usize = 1024;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum LiveEvent {
    /// Notification `id` was stored for `user_id`.
    Notification { user_id: i64, id: i64 },
    /// An admin queue changed: a payment to verify arrived or was decided (`queue` is the audit
    /// subject: `order`, `shipping_order`, `ticket_purchase`, `daily_recovery`, `app_review`).
    Queue { queue: String },
    /// Events may have been missed: refetch.
    Resync,
}

tokio::task_local! {
    /// SQLite: the events announced by the transaction running on this task, published at commit.
    static PENDING: RefCell<Vec<LiveEvent>>;
}

/// Announces `event` as part of the caller's transaction (see the module docs).
pub async fn announce(tx: &impl ConnectionTrait, event: LiveEvent) -> AppResult<()> {
    if tx.get_database_backend() == DatabaseBackend::Postgres {
        let payload = serde_json::to_string(&event).map_err(crate::AppError::internal)?;
        tx.execute(Statement::from_sql_and_values(
            DatabaseBackend::Postgres,
            "SELECT pg_notify($1, $2)",
            [CHANNEL.into(), payload.into()],
        ))
        .await?;
        return Ok(());
    }
    let queued = PENDING.try_with(|pending| pending.borrow_mut().push(event));
    if queued.is_err() {
        // Every write goes through `Db::write`, which opens the scope; a write outside it would
        // announce nothing, and a test would show it.
        tracing::warn!("live event announced outside Db::write; not published");
    }
    Ok(())
}

/// Runs `work` (one attempt of a write transaction) collecting what it announces; answers its
/// result and the events, to publish only when it committed.
pub(crate) async fn collecting<T>(work: impl std::future::Future<Output = T>) -> (T, Vec<LiveEvent>) {
    PENDING
        .scope(RefCell::new(Vec::new()), async {
            let value = work.await;
            let events = PENDING.with(|pending| pending.take());
            (value, events)
        })
        .await
}

/// This instance's view of the feed.
#[derive(Clone, Debug)]
pub struct LiveFeed {
    sender: broadcast::Sender<LiveEvent>,
}

impl Default for LiveFeed {
    fn default() -> Self {
        LiveFeed { sender: broadcast::channel(BUFFER).0 }
    }
}

impl LiveFeed {
    pub fn subscribe(&self) -> broadcast::Receiver<LiveEvent> {
        self.sender.subscribe()
    }

    pub(crate) fn publish(&self, event: LiveEvent) {
        // No receiver is fine: nobody is watching.
        let _ = self.sender.send(event);
    }

    /// PostgreSQL: relays the channel to this instance's receivers for as long as the process
    /// lives, reconnecting with backoff; every (re)connection is followed by a resync, since what
    /// was notified while it was down is gone.
    pub fn listen_postgres(&self, conn: &DatabaseConnection) {
        if conn.get_database_backend() != DatabaseBackend::Postgres {
            return;
        }
        let pool = conn.get_postgres_connection_pool().clone();
        let feed = self.clone();
        tokio::spawn(async move {
            let mut backoff = Duration::from_millis(200);
            let mut reconnecting = false;
            loop {
                match relay(&pool, &feed, reconnecting).await {
                    Ok(()) => backoff = Duration::from_millis(200),
                    Err(err) => {
                        tracing::warn!(error = %err, "live feed listener failed; reconnecting");
                        tokio::time::sleep(backoff).await;
                        backoff = (backoff * 2).min(Duration::from_secs(10));
                    }
                }
                reconnecting = true;
            }
        });
    }
}

/// One listening connection: answers `Ok` when it was lost (and should be reopened). Once a
/// reconnection listens again, receivers are told to resync: what was notified in between is gone.
async fn relay(pool: &sea_orm::sqlx::PgPool, feed: &LiveFeed, reconnecting: bool) -> Result<(), sea_orm::sqlx::Error> {
    let mut listener = sea_orm::sqlx::postgres::PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    if reconnecting {
        feed.publish(LiveEvent::Resync);
    }
    loop {
        // `None`: the connection dropped; notifications sent meanwhile are lost.
        let Some(notification) = listener.try_recv().await? else { return Ok(()) };
        match serde_json::from_str::<LiveEvent>(notification.payload()) {
            Ok(event) => feed.publish(event),
            Err(err) => tracing::warn!(error = %err, "unreadable live event"),
        }
    }
}
