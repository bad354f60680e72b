//! Declaring lucky numbers. Every gateway process runs [`spawn_runner`]; each closed batch whose
//! draw time has come is drawn exactly once however many processes look at it:
//! - on PostgreSQL the batch row is taken `FOR UPDATE SKIP LOCKED`, so a second process skips a
//!   batch the first is drawing instead of waiting for it;
//! - the declaration is an update conditional on the batch still being `closed`, checked by its
//!   row count, so a process that read the batch before another declared it writes nothing;
//! - the lucky number, the winner and every notification are written in that one transaction.
//!
//! A process that is stopping (SIGTERM) finishes the draw it is declaring and takes no other:
//! due batches it leaves are declared by the other instances' runners, or by its own at the next
//! start.

use std::time::Duration;

use chrono::Utc;
use kernel::{AppContext, AppResult};
use sea_orm::{
    sea_query::{Expr, LockBehavior, LockType},
    ColumnTrait, ConnectionTrait, DatabaseBackend, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};
use tokio_util::sync::CancellationToken;

use crate::{
    entity::{ticket, ticket_batch, ticket_product},
    fairness,
    model::{DrawStatus, TicketStatus},
};

/// Draws every batch that is due; answers how many this process declared.
pub async fn run_due_draws(ctx: &AppContext) -> AppResult<usize> {
    run_due_draws_until(ctx, &CancellationToken::new()).await
}

/// [`run_due_draws`], taking no further batch once `stop` is cancelled (the one being drawn
/// finishes): a stopping process leaves the rest to the other instances.
pub async fn run_due_draws_until(ctx: &AppContext, stop: &CancellationToken) -> AppResult<usize> {
    let due = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Closed))
        .filter(ticket_batch::Column::DrawAt.lte(Utc::now()))
        .order_by_asc(ticket_batch::Column::DrawAt)
        .limit(50)
        .all(ctx.db.conn())
        .await?;
    let mut declared = 0;
    for batch in due {
        if stop.is_cancelled() {
            break;
        }
        if draw(ctx, batch.id).await? {
            declared += 1;
        }
    }
    Ok(declared)
}

/// Sold-out batches whose lucky number is not declared yet: `due` ones (their draw time has come)
/// and `waiting` ones. Read at each metrics scrape; `due` that stays above zero means no runner
/// is drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingDraws {
    pub due: u64,
    pub waiting: u64,
}

pub async fn pending_draws(conn: &impl ConnectionTrait) -> AppResult<PendingDraws> {
    let count = |due: bool| {
        let now = Utc::now();
        let query = ticket_batch::Entity::find().filter(ticket_batch::Column::Status.eq(DrawStatus::Closed));
        if due {
            query.filter(ticket_batch::Column::DrawAt.lte(now))
        } else {
            query.filter(ticket_batch::Column::DrawAt.gt(now).or(ticket_batch::Column::DrawAt.is_null()))
        }
    };
    Ok(PendingDraws { due: count(true).count(conn).await?, waiting: count(false).count(conn).await? })
}

/// Declares one batch's lucky number if it is due and nobody else has; answers whether this call
/// declared it.
pub async fn draw(ctx: &AppContext, batch_id: i64) -> AppResult<bool> {
    let declared = ctx
        .db
        .write_queued(|tx| {
            Box::pin(async move {
                let mut query = ticket_batch::Entity::find_by_id(batch_id).filter(ticket_batch::Column::Status.eq(DrawStatus::Closed));
                if tx.get_database_backend() == DatabaseBackend::Postgres {
                    query = query.lock_with_behavior(LockType::Update, LockBehavior::SkipLocked);
                }
                let Some(batch) = query.one(tx).await? else {
                    return Ok(false);
                };
                if batch.draw_at.is_none_or(|at| at > Utc::now()) {
                    return Ok(false);
                }
                // A batch with a transfer still waiting does not draw (it does not close either;
                // this is the second guard).
                if crate::purchases::pending_tickets(tx, batch.id).await? > 0 {
                    return Ok(false);
                }
                let tickets = ticket::Entity::find()
                    .filter(ticket::Column::BatchId.eq(batch.id))
                    .filter(ticket::Column::Status.eq(TicketStatus::Sold))
                    .order_by_asc(ticket::Column::Number)
                    .all(tx)
                    .await?;
                let lines: Vec<(i64, i64)> = tickets.iter().map(|t| (t.number, t.user_id)).collect();
                let digest = fairness::tickets_digest(&lines);
                let seed = hex::decode(&batch.seed).map_err(kernel::AppError::internal)?;
                let lucky = fairness::lucky_number(&seed, batch.ticket_product_id, batch.batch, &digest, batch.ticket);
                let winner = tickets.iter().find(|t| t.number == lucky).map(|t| t.user_id);
                let drawn_at = Utc::now();
                let declared = ticket_batch::Entity::update_many()
                    .col_expr(ticket_batch::Column::Status, Expr::value(DrawStatus::Drawn))
                    .col_expr(ticket_batch::Column::TicketsDigest, Expr::value(digest))
                    .col_expr(ticket_batch::Column::LuckyNumber, Expr::value(lucky))
                    .col_expr(ticket_batch::Column::WinnerUserId, Expr::value(winner))
                    .col_expr(ticket_batch::Column::DrawnAt, Expr::value(drawn_at))
                    .filter(ticket_batch::Column::Id.eq(batch.id))
                    .filter(ticket_batch::Column::Status.eq(DrawStatus::Closed))
                    .exec(tx)
                    .await?;
                if declared.rows_affected != 1 {
                    return Ok(false);
                }
                let product_id = ticket_product::Entity::find_by_id(batch.ticket_product_id)
                    .one(tx)
                    .await?
                    .map(|t| t.product_id)
                    .unwrap_or_default();
                let mut told = std::collections::BTreeSet::new();
                for t in &tickets {
                    if !told.insert(t.user_id) {
                        continue;
                    }
                    let kind = if Some(t.user_id) == winner { "draw_won" } else { "draw_lost" };
                    let params = serde_json::json!({
                        "lucky_draw_id": batch.id, "batch": batch.batch, "lucky_number": lucky, "product_id": product_id,
                    });
                    notify::service::record(tx, t.user_id, kind, params).await?;
                }
                let declared = serde_json::json!({
                    "lucky_draw_id": batch.id, "ticket_product_id": batch.ticket_product_id, "product_id": product_id,
                    "batch": batch.batch, "lucky_number": lucky, "winner_user_id": winner,
                    "tickets_sold": tickets.len(), "seed": batch.seed, "seed_hash": batch.seed_hash,
                    "tickets_digest": fairness::tickets_digest(&lines),
                    "drawn_at": drawn_at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
                });
                webhooks::emit(tx, webhooks::WebhookEvent::DrawDeclared, declared).await?;
                // Every watcher of the live draw, on every gateway, once this commits.
                crate::live::announce_reveal(tx, &batch, product_id, lucky, winner, drawn_at).await?;
                // The draw's shared card (winner, lucky number) and the ticket lists change.
                crate::reads::tickets_changed(tx).await?;
                tracing::info!(batch_id = batch.id, lucky, ?winner, "lucky number declared");
                Ok(true)
            })
        })
        .await?;
    // Counted once committed (the transaction may run again after a serialisation failure).
    if declared {
        metrics::counter!("draws_declared_total").increment(1);
    }
    Ok(declared)
}

/// Runs [`run_due_draws`], ends the batches whose end time has come ([`crate::ends`]) and releases expired transfer holds every `every` until `stop` is
/// cancelled. A draw in progress then finishes, no new one starts, and the task ends (the caller
/// awaits it before the process exits).
pub fn spawn_runner(ctx: AppContext, every: Duration, stop: CancellationToken) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(every);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {}
                () = stop.cancelled() => break,
            }
            if let Err(err) = run_due_draws_until(&ctx, &stop).await {
                tracing::warn!(error = ?err, "draw runner");
            }
            if stop.is_cancelled() {
                break;
            }
            if let Err(err) = crate::ends::run_due_ends(&ctx).await {
                tracing::warn!(error = ?err, "ending lucky-draw batches");
            }
            if stop.is_cancelled() {
                break;
            }
            if let Err(err) = crate::ticket_payments::release_expired_holds(&ctx).await {
                tracing::warn!(error = ?err, "releasing expired ticket holds");
            }
        }
    })
}
