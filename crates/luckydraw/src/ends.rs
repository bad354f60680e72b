//! Batches that end (issue 39): a ticket product with an end time (`ends_at`) stops selling then,
//! and its open batch ends once, however many processes run [`run_due_ends`]:
//! - transfer holds still pending are withdrawn (`expired`, decided by the shop), their numbers
//!   released and a refund due recorded for each (`payments::refunds`);
//! - with at least `min_tickets` (default 1) sold, the batch is drawn at once among its sold
//!   tickets ([`fairness::lucky_number_among`]: the position `1..=sold` in number order);
//! - below it the batch is `cancelled`: every token purchase is credited back through the ledger
//!   (`draw_cancelled`, referencing the purchase), every approved transfer gets a refund due, and
//!   each buyer is told (`draw_cancelled`).
//!
//! Exactly once: the first statement of the end's transaction is an update of the batch row
//! conditional on it still being `open` (its row count checked), which takes the row's lock, so a
//! purchase, an admin's decision or another process's end of the batch queue behind it and then
//! find it no longer open; the final status update is conditional the same way, every purchase's
//! refund is conditional on its `refunded_at` still being empty, and all of it commits together or
//! not at all (a process killed in the middle leaves the batch open for the next run).

use std::collections::BTreeMap;

use accounts::ledger::{self, Currency, Entry};
use chrono::Utc;
use kernel::{AppContext, AppError, AppResult, Locale, Msg};
use payments::decision::{decide_once, Decision};
use sea_orm::{
    sea_query::{Expr, Query},
    ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};

use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    fairness,
    model::{DrawStatus, PurchaseStatus, TicketStatus},
};

/// The ledger reason of tokens given back for a cancelled batch.
pub const REFUND_REASON: &str = "draw_cancelled";

/// How an end went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Drawn among this many sold tickets.
    Drawn { among: i64, lucky_number: i64 },
    /// Below the minimum: cancelled and refunded.
    Cancelled { sold: i64 },
}

/// The refusal of a purchase after its ticket product's end.
pub fn ended() -> AppError {
    AppError::invalid("product_id", Msg::new("luckydraw.ended"))
}

/// Whether a ticket product's end time has come.
pub fn has_ended(tp: &ticket_product::Model) -> bool {
    tp.ends_at.is_some_and(|at| at <= Utc::now())
}

/// Ends every open batch whose ticket product's end time has come; answers how many this process
/// ended.
pub async fn run_due_ends(ctx: &AppContext) -> AppResult<usize> {
    let now = Utc::now();
    let due: Vec<i64> = ticket_batch::Entity::find()
        .select_only()
        .column(ticket_batch::Column::Id)
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .filter(
            ticket_batch::Column::TicketProductId.in_subquery(
                Query::select()
                    .column(ticket_product::Column::Id)
                    .from(ticket_product::Entity)
                    .and_where(ticket_product::Column::EndsAt.lte(now))
                    .to_owned(),
            ),
        )
        .order_by_asc(ticket_batch::Column::Id)
        .limit(50)
        .into_tuple()
        .all(ctx.db.conn())
        .await?;
    let mut ended = 0;
    for batch_id in due {
        if end_batch(ctx, batch_id).await?.is_some() {
            ended += 1;
        }
    }
    Ok(ended)
}

/// Ends one batch if its end has come and nobody has ended it; answers how, or `None` when this
/// call did not end it.
pub async fn end_batch(ctx: &AppContext, batch_id: i64) -> AppResult<Option<Ended>> {
    let ended = ctx.db.write_queued(|tx| Box::pin(async move { end_in(tx, batch_id).await })).await?;
    if let Some(how) = ended {
        let kind = match how {
            Ended::Drawn { .. } => "drawn",
            Ended::Cancelled { .. } => "cancelled",
        };
        metrics::counter!("draw_ends_total", "outcome" => kind).increment(1);
        if matches!(how, Ended::Drawn { .. }) {
            metrics::counter!("draws_declared_total").increment(1);
        }
    }
    Ok(ended)
}

/// What a buyer is told at the end.
#[derive(Default)]
struct Told {
    tokens: i64,
    amount_mmk: i64,
    held_released: i64,
}

async fn end_in(tx: &DatabaseTransaction, batch_id: i64) -> AppResult<Option<Ended>> {
    // First statement: the batch row's lock, while it is still open.
    let locked = ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).into())
        .filter(ticket_batch::Column::Id.eq(batch_id))
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .exec(tx)
        .await?;
    if locked.rows_affected != 1 {
        return Ok(None);
    }
    let Some(batch) = ticket_batch::Entity::find_by_id(batch_id).one(tx).await? else { return Ok(None) };
    let Some(tp) = ticket_product::Entity::find_by_id(batch.ticket_product_id).one(tx).await? else {
        return Ok(None);
    };
    if !has_ended(&tp) {
        return Ok(None);
    }
    let now = Utc::now();
    let mut told: BTreeMap<i64, Told> = BTreeMap::new();
    // Holds still waiting for an admin: withdrawn, their numbers released, their money due back.
    let pending = ticket_purchase::Entity::find()
        .filter(ticket_purchase::Column::BatchId.eq(batch.id))
        .filter(ticket_purchase::Column::Status.eq(PurchaseStatus::Pending))
        .order_by_asc(ticket_purchase::Column::Id)
        .all(tx)
        .await?;
    for purchase in pending {
        let decision = Decision {
            to: PurchaseStatus::Expired,
            reason: None,
            by: None,
            action: "ticket_payment.draw_ended",
            details: serde_json::json!({"freed": purchase.ticket_count, "batch_id": batch.id}),
        };
        if !decide_once::<ticket_purchase::Entity>(tx, purchase.id, decision).await? {
            continue;
        }
        let freed = crate::ticket_payments::release_held_numbers(tx, &purchase, &batch).await?;
        refund_transfer(tx, &purchase, &batch, RefundWhy::HoldWithdrawn, now).await?;
        let entry = told.entry(purchase.user_id).or_default();
        entry.amount_mmk += purchase.amount_mmk;
        entry.held_released += freed;
    }
    let sold: Vec<(i64, i64)> = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::Number)
        .column(ticket::Column::UserId)
        .filter(ticket::Column::BatchId.eq(batch.id))
        .filter(ticket::Column::Status.eq(TicketStatus::Sold))
        .order_by_asc(ticket::Column::Number)
        .into_tuple()
        .all(tx)
        .await?;
    let minimum = tp.min_tickets.unwrap_or(1).max(1);
    let how = if sold.len() as i64 >= minimum {
        draw_among(tx, &batch, &tp, &sold, &told, now).await?
    } else {
        cancel(tx, &batch, &tp, sold.len() as i64, minimum, told, now).await?
    };
    crate::reads::tickets_changed(tx).await?;
    Ok(how)
}

/// Why a transfer is refunded (stored with the refund, in English: the shop's records' language).
enum RefundWhy {
    /// The batch was cancelled with `sold` of `min` tickets sold.
    Cancelled { sold: i64, min: i64 },
    /// The hold was still waiting for an admin at the end.
    HoldWithdrawn,
}

/// Records the refund due for a transfer purchase, once (its `refunded_at`).
async fn refund_transfer(
    tx: &DatabaseTransaction,
    purchase: &ticket_purchase::Model,
    batch: &ticket_batch::Model,
    why: RefundWhy,
    now: chrono::DateTime<Utc>,
) -> AppResult<bool> {
    if !mark_refunded(tx, purchase.id, now).await? {
        return Ok(false);
    }
    let mut args = vec![("draw", batch.id.to_string()), ("batch", batch.batch.to_string())];
    let key = match why {
        RefundWhy::Cancelled { sold, min } => {
            args.extend([("sold", sold.to_string()), ("min", min.to_string())]);
            "luckydraw.refund_reason"
        }
        RefundWhy::HoldWithdrawn => "luckydraw.refund_reason_hold",
    };
    let reason = Locale::En.text(key, &args);
    payments::refunds::record(
        tx,
        payments::refunds::NewRefund {
            user_id: purchase.user_id,
            subject: "ticket_purchase",
            subject_id: purchase.id,
            amount_mmk: purchase.amount_mmk,
            reason,
            order_item_ids: None,
            tokens_taken: 0,
            tokens_owed: 0,
        },
        None,
        None,
    )
    .await?;
    Ok(true)
}

/// Sets a purchase's `refunded_at`, once: answers whether this call did.
async fn mark_refunded(tx: &DatabaseTransaction, purchase_id: i64, now: chrono::DateTime<Utc>) -> AppResult<bool> {
    let done = ticket_purchase::Entity::update_many()
        .col_expr(ticket_purchase::Column::RefundedAt, Expr::value(now))
        .filter(ticket_purchase::Column::Id.eq(purchase_id))
        .filter(ticket_purchase::Column::RefundedAt.is_null())
        .exec(tx)
        .await?;
    Ok(done.rows_affected == 1)
}

async fn draw_among(
    tx: &DatabaseTransaction,
    batch: &ticket_batch::Model,
    tp: &ticket_product::Model,
    sold: &[(i64, i64)],
    released: &BTreeMap<i64, Told>,
    now: chrono::DateTime<Utc>,
) -> AppResult<Option<Ended>> {
    let digest = fairness::tickets_digest(sold);
    let seed = hex::decode(&batch.seed).map_err(AppError::internal)?;
    let numbers: Vec<i64> = sold.iter().map(|(n, _)| *n).collect();
    let lucky = fairness::lucky_number_among(&seed, batch.ticket_product_id, batch.batch, &digest, &numbers)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("a batch drawn at its end sold nothing")))?;
    let winner = sold.iter().find(|(n, _)| *n == lucky).map(|(_, user)| *user);
    let among = sold.len() as i64;
    let declared = ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Status, Expr::value(DrawStatus::Drawn))
        .col_expr(ticket_batch::Column::TicketsDigest, Expr::value(digest))
        .col_expr(ticket_batch::Column::LuckyNumber, Expr::value(lucky))
        .col_expr(ticket_batch::Column::WinnerUserId, Expr::value(winner))
        .col_expr(ticket_batch::Column::DrawAt, Expr::value(now))
        .col_expr(ticket_batch::Column::DrawnAt, Expr::value(now))
        .col_expr(ticket_batch::Column::EndedAt, Expr::value(now))
        .col_expr(ticket_batch::Column::DrawnAmong, Expr::value(among))
        .filter(ticket_batch::Column::Id.eq(batch.id))
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .exec(tx)
        .await?;
    if declared.rows_affected != 1 {
        return Err(AppError::internal(anyhow::anyhow!("batch {} changed while it ended", batch.id)));
    }
    let mut seen = std::collections::BTreeSet::new();
    for (_, user_id) in sold {
        if !seen.insert(*user_id) {
            continue;
        }
        let kind = if Some(*user_id) == winner { "draw_won" } else { "draw_lost" };
        let params = serde_json::json!({
            "lucky_draw_id": batch.id, "batch": batch.batch, "lucky_number": lucky, "product_id": tp.product_id,
        });
        notify::service::record(tx, *user_id, kind, params).await?;
    }
    for (user_id, t) in released {
        let params = serde_json::json!({
            "lucky_draw_id": batch.id, "batch": batch.batch, "product_id": tp.product_id,
            "ticket_count": t.held_released, "amount": receipts::grouped(t.amount_mmk),
        });
        notify::service::record(tx, *user_id, "ticket_hold_ended", params).await?;
    }
    crate::live::announce_reveal(tx, batch, tp.product_id, lucky, winner, now).await?;
    tracing::info!(batch_id = batch.id, lucky, among, ?winner, "batch drawn at its end");
    Ok(Some(Ended::Drawn { among, lucky_number: lucky }))
}

async fn cancel(
    tx: &DatabaseTransaction,
    batch: &ticket_batch::Model,
    tp: &ticket_product::Model,
    sold: i64,
    minimum: i64,
    mut told: BTreeMap<i64, Told>,
    now: chrono::DateTime<Utc>,
) -> AppResult<Option<Ended>> {
    let cancelled = ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Status, Expr::value(DrawStatus::Cancelled))
        .col_expr(ticket_batch::Column::EndedAt, Expr::value(now))
        .filter(ticket_batch::Column::Id.eq(batch.id))
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .exec(tx)
        .await?;
    if cancelled.rows_affected != 1 {
        return Err(AppError::internal(anyhow::anyhow!("batch {} changed while it ended", batch.id)));
    }
    let purchases = ticket_purchase::Entity::find()
        .filter(ticket_purchase::Column::BatchId.eq(batch.id))
        .filter(ticket_purchase::Column::Status.is_in([PurchaseStatus::Paid, PurchaseStatus::Approved]))
        .filter(ticket_purchase::Column::RefundedAt.is_null())
        .order_by_asc(ticket_purchase::Column::Id)
        .all(tx)
        .await?;
    for purchase in purchases {
        match purchase.status {
            PurchaseStatus::Paid => {
                if !mark_refunded(tx, purchase.id, now).await? {
                    continue;
                }
                if purchase.token_use > 0 {
                    let entry = Entry {
                        reason: REFUND_REASON,
                        reference_type: Some("ticket_purchase"),
                        reference_id: Some(purchase.id),
                    };
                    ledger::credit(tx, purchase.user_id, Currency::Token, purchase.token_use, entry).await?;
                }
                told.entry(purchase.user_id).or_default().tokens += purchase.token_use;
            }
            _ => {
                if refund_transfer(tx, &purchase, batch, RefundWhy::Cancelled { sold, min: minimum }, now).await? {
                    told.entry(purchase.user_id).or_default().amount_mmk += purchase.amount_mmk;
                }
            }
        }
    }
    for (user_id, t) in &told {
        let params = serde_json::json!({
            "lucky_draw_id": batch.id, "batch": batch.batch, "product_id": tp.product_id,
            "tokens": t.tokens, "amount": receipts::grouped(t.amount_mmk),
        });
        notify::service::record(tx, *user_id, "draw_cancelled", params).await?;
    }
    audit_cancelled(tx, batch, sold, minimum, told.len()).await?;
    tracing::info!(batch_id = batch.id, sold, minimum, buyers = told.len(), "batch cancelled at its end");
    Ok(Some(Ended::Cancelled { sold }))
}

async fn audit_cancelled(
    tx: &impl ConnectionTrait,
    batch: &ticket_batch::Model,
    sold: i64,
    minimum: i64,
    buyers: usize,
) -> AppResult<()> {
    let details = serde_json::json!({"sold": sold, "min_tickets": minimum, "buyers": buyers});
    kernel::audit::record(tx, None, "ticket_batch.cancel", "ticket_batch", Some(batch.id), details).await
}
