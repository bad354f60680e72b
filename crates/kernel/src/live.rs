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
//!
//! Watchers ([`LiveFeed::watch`]) hear every event synchronously as it is published, before the
//! broadcast: the read cache ([`crate::read_cache`]) is one, and it alone hears
//! [`LiveEvent::CacheInvalidate`], which is never broadcast. On PostgreSQL such an event is also
//! published on the writing instance itself at commit, inside [`crate::db::Db::write`], so that
//! instance's cache is right before the write returns, not only once the notification comes back.

use std::{
    cell::RefCell,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, RwLock,
    },
    time::Duration,
};

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
    /// What the read cache keeps from `scope` changed ([`crate::read_cache::Scope`]'s names): drop
    /// it, or with a `tag` only its answers tagged so (one product's page). Heard by the watchers
    /// only, never broadcast to the subscriptions. An instance that does not know tags drops the
    /// whole scope: more than needed, never less.
    CacheInvalidate {
        scope: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tag: Option<String>,
    },
    /// The account's sign-ins were revoked (signed out everywhere, password changed or reset,
    /// blocked) or its admin role was taken away: its open websockets close. Heard by the watchers
    /// only (the gateway's socket registry), never broadcast: shoppers' subscriptions must not learn
    /// who was blocked.
    SessionRevoked { user_id: i64 },
    /// A batch's lucky number was declared (`luckydraw::live`): every watcher of `/lucky-draw-live`
    /// rolls the number until `reveal_at_ms` (server time, Unix milliseconds) and stops on it.
    /// `winner_name` is what the winners pages show; the winner's id never leaves the server (each
    /// subscription answers only whether its own viewer won).
    DrawRevealed {
        batch_id: i64,
        ticket_product_id: i64,
        product_id: i64,
        batch: i32,
        lucky_number: i64,
        winner_user_id: Option<i64>,
        winner_name: Option<String>,
        drawn_at_ms: i64,
        reveal_at_ms: i64,
    },
    /// Webhook events were written to the outbox (`webhooks::emit`): every instance's dispatcher
    /// looks for due deliveries now rather than at its next poll. Heard by the watchers only.
    WebhookOutbox,
}

impl LiveEvent {
    /// Events for this process's watchers alone: never sent to the subscriptions, and on PostgreSQL
    /// also published on the writing instance at commit, without waiting for its own notification.
    fn watchers_only(&self) -> bool {
        matches!(self, LiveEvent::CacheInvalidate { .. } | LiveEvent::SessionRevoked { .. } | LiveEvent::WebhookOutbox)
    }
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
        if event.watchers_only() {
            // Also here at commit: this instance's cache and sockets must not wait for its own
            // notification (hearing it twice is harmless).
            let _ = PENDING.try_with(|pending| pending.borrow_mut().push(event));
        }
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

/// Called with every event this instance publishes, synchronously.
type Watcher = Arc<dyn Fn(&LiveEvent) + Send + Sync>;

/// This instance's view of the feed.
#[derive(Clone)]
pub struct LiveFeed {
    sender: broadcast::Sender<LiveEvent>,
    watchers: Arc<RwLock<Vec<Watcher>>>,
    /// PostgreSQL: whether the listener is connected now, so that nothing another instance
    /// announces can be missed.
    listening: Arc<AtomicBool>,
}

impl std::fmt::Debug for LiveFeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveFeed").field("listening", &self.is_listening()).finish_non_exhaustive()
    }
}

impl Default for LiveFeed {
    fn default() -> Self {
        LiveFeed {
            sender: broadcast::channel(BUFFER).0,
            watchers: Arc::default(),
            listening: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl LiveFeed {
    pub fn subscribe(&self) -> broadcast::Receiver<LiveEvent> {
        self.sender.subscribe()
    }

    /// How many receivers this process's feed has now: one per open live subscription, plus the
    /// push sender's. The `live_feed_receivers` gauge, and what a test waits on to know that a
    /// subscription it opened is listening before it makes the event.
    pub fn receivers(&self) -> usize {
        self.sender.receiver_count()
    }

    /// Calls `watcher` with every event from now on, synchronously as it is published (keep it
    /// short: it runs inside `Db::write` and the listener).
    pub fn watch(&self, watcher: impl Fn(&LiveEvent) + Send + Sync + 'static) {
        self.watchers.write().unwrap_or_else(|poisoned| poisoned.into_inner()).push(Arc::new(watcher));
    }

    /// PostgreSQL: the listener is connected, so every instance's announcements arrive here (always
    /// false on SQLite, which has no listener and no other instance).
    pub fn is_listening(&self) -> bool {
        self.listening.load(Ordering::Acquire)
    }

    pub(crate) fn publish(&self, event: LiveEvent) {
        for watcher in self.watchers.read().unwrap_or_else(|poisoned| poisoned.into_inner()).iter() {
            watcher(&event);
        }
        if event.watchers_only() {
            return;
        }
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
                let relayed = relay(&pool, &feed, reconnecting).await;
                feed.listening.store(false, Ordering::Release);
                match relayed {
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
    // After the resync: what was kept while nothing was heard is dropped before it is trusted again.
    feed.listening.store(true, Ordering::Release);
    loop {
        // `None`: the connection dropped; notifications sent meanwhile are lost.
        let Some(notification) = listener.try_recv().await? else { return Ok(()) };
        match serde_json::from_str::<LiveEvent>(notification.payload()) {
            Ok(event) => feed.publish(event),
            Err(err) => tracing::warn!(error = %err, "unreadable live event"),
        }
    }
}
