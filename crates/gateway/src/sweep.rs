//! Sweeping private uploads no row points to, and payment screenshots past their retention period
//! (`payments::checks::retention`).
//!
//! A payment screenshot is stored before the transaction that records it; a failed request deletes
//! it again, but a process killed in between leaves the file behind. Such orphans are found by
//! listing the store (a local folder or S3 alike) and asking the payments' owner which keys it
//! recorded; only files older than the sweep period are considered, so an upload whose transaction
//! is still running is never taken.

use std::time::Duration;

use kernel::{AppContext, AppResult};
use tokio_util::sync::CancellationToken;

/// Deletes private files older than `age` that no recorded screenshot points to; answers how many.
pub async fn sweep_orphans(ctx: &AppContext, age: Duration) -> AppResult<usize> {
    let candidates = ctx.media.private_keys_older_than(age).await?;
    let mut swept = 0;
    for chunk in candidates.chunks(500) {
        let recorded = payments::screenshot::recorded(ctx.db.conn(), chunk).await?;
        for key in chunk.iter().filter(|key| !recorded.contains(*key)) {
            ctx.media.delete(key).await;
            swept += 1;
        }
    }
    if swept > 0 {
        tracing::info!(swept, "removed private uploads no row points to");
    }
    Ok(swept)
}

/// Sweeps at start and then every `MALL_ORPHAN_SWEEP_MINUTES`, taking files older than that, until
/// `stop` is cancelled (a sweep in progress finishes).
pub fn spawn_orphan_sweeper(ctx: AppContext, stop: CancellationToken) -> tokio::task::JoinHandle<()> {
    let period = Duration::from_secs(ctx.config.orphan_sweep_minutes.max(1) * 60);
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(period);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {}
                () = stop.cancelled() => break,
            }
            if let Err(err) = sweep_orphans(&ctx, period).await {
                tracing::warn!(error = ?err, "sweeping orphan uploads");
            }
            if let Err(err) = payments::checks::retention::delete_expired_pictures(&ctx).await {
                tracing::warn!(error = ?err, "deleting payment screenshots past their retention period");
            }
        }
    })
}
