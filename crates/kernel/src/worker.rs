//! The loop of a background sender that works through an outbox (Web Push, webhooks): it looks
//! for due work every `every`, and at once when a live event says something was queued (on any
//! instance: the feed crosses gateways), until `stop`. Each look repeats while the sender says
//! more may be due, so a backlog drains without waiting for the next tick. What a look does (claim
//! with a lease, send, record) is the sender's own.

use std::{future::Future, sync::Arc, time::Duration};

use tokio_util::sync::CancellationToken;

use crate::{
    error::AppResult,
    live::{LiveEvent, LiveFeed},
};

/// What one look found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Looked {
    /// Nothing more is due now: wait for the next tick or wake-up.
    Done,
    /// More may be due: look again at once.
    More,
}

/// Spawns the loop. `wakes` says which live events mean "look now"; `look` is one round of work.
/// An error is logged with `name` and waits for the next tick (the leases make a retry safe).
pub fn spawn_outbox_loop<Look, Fut>(
    name: &'static str,
    live: &LiveFeed,
    every: Duration,
    wakes: fn(&LiveEvent) -> bool,
    stop: CancellationToken,
    mut look: Look,
) -> tokio::task::JoinHandle<()>
where
    Look: FnMut() -> Fut + Send + 'static,
    Fut: Future<Output = AppResult<Looked>> + Send,
{
    let wake = Arc::new(tokio::sync::Notify::new());
    let woken = wake.clone();
    live.watch(move |event| {
        if wakes(event) {
            woken.notify_one();
        }
    });
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(every.max(Duration::from_millis(1)));
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {}
                () = wake.notified() => {}
                () = stop.cancelled() => break,
            }
            while !stop.is_cancelled() {
                match look().await {
                    Ok(Looked::More) => continue,
                    Ok(Looked::Done) => break,
                    Err(err) => {
                        tracing::warn!(error = ?err, "{name}");
                        break;
                    }
                }
            }
        }
    })
}
