//! Ticket purchases (admin decisions on transfers are in [`crate::ticket_payments`], ticket products
//! in [`crate::ticket_products`]).
//!
//! Buying N tickets with tokens is all or nothing: the batch has N unsold, the buyer's tokens are
//! debited through the ledger (a conditional update: never below zero), the batch's `sold` grows,
//! and N distinct free numbers are drawn at random and inserted under a unique (batch, number)
//! index. Concurrent buyers of one ticket product are applied together, in arrival order, in one
//! transaction with a savepoint each ([`crate::group_commit`]): each still gets the answer a
//! one-at-a-time run would give them, and a refused buyer leaves nothing behind.
//!
//! Paying by transfer holds the numbers as `pending` (they count as sold, so nobody else gets
//! them) until an admin approves (they become `sold`) or rejects (they return to the batch). A
//! batch closes when every number is sold and none is pending; closing sets its draw time and
//! opens the next batch with a fresh committed seed.

use chrono::Utc;
use kernel::ratelimit::Action;
use kernel::{AppContext, AppError, AppResult, Locale, Msg};
use rand::Rng;
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter, QuerySelect, Set,
};

use payments::{transfer::Delivery, Transfer, TransferFields};

use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    fairness,
    model::{DrawStatus, PurchaseStatus, TicketPurchaseResult, TicketStatus},
};

/// Most tickets in one purchase (the spec's input maximum).
pub const MAX_TICKETS: i64 = 1_000_000;

/// A transfer paying for tickets: the method chosen and the screenshot already recorded.
#[derive(Debug, Clone)]
pub(crate) struct RecordedTransfer {
    method_id: i64,
    method_name: String,
    screenshot_id: i64,
    token_price_mmk: i64,
    /// Share of a batch (percent) one shopper may hold unpaid.
    hold_percent: i64,
    /// Share of a batch (percent) all shoppers together may hold unpaid.
    batch_hold_percent: i64,
}

/// What a purchase reserved, before names are looked up.
pub(crate) struct Reserved {
    pub(crate) purchase_id: i64,
    pub(crate) numbers: Vec<i64>,
    pub(crate) batch: i32,
    pub(crate) batch_id: i64,
    pub(crate) product_id: i64,
    pub(crate) token_use: i64,
    pub(crate) amount_mmk: i64,
}

pub(crate) fn checked_count(count: Option<i64>) -> AppResult<i64> {
    count
        .filter(|n| (1..=MAX_TICKETS).contains(n))
        .ok_or_else(|| AppError::invalid("ticket_count", Msg::new("luckydraw.invalid_amount")))
}

pub(crate) fn checked_product(ticket_product_id: Option<i64>) -> AppResult<i64> {
    ticket_product_id.ok_or_else(unavailable)
}

pub(crate) fn unavailable() -> AppError {
    AppError::invalid("product_id", Msg::new("luckydraw.unavailable"))
}

/// Buys tickets of a ticket product's current batch with tokens. The purchase joins the product's
/// next group commit ([`crate::group_commit`]); the answer is this buyer's alone.
pub async fn buy_with_tokens(
    ctx: &AppContext,
    user_id: i64,
    ticket_product_id: Option<i64>,
    count: Option<i64>,
    locale: Locale,
) -> AppResult<TicketPurchaseResult> {
    let ticket_product_id = checked_product(ticket_product_id)?;
    let count = checked_count(count)?;
    ctx.action_limiter.check(Action::TicketPurchase, user_id).await?;
    let reserved = crate::group_commit::buy(ctx, ticket_product_id, user_id, count).await?;
    result_of(ctx, reserved, PurchaseStatus::Paid, locale).await
}

/// Holds tickets for a transfer: the screenshot is stored privately and the numbers stay
/// `pending` until an admin decides. Nothing is held when anything is wrong, and the screenshot
/// is deleted again.
pub async fn buy_by_transfer(
    ctx: &AppContext,
    user_id: i64,
    ticket_product_id: Option<i64>,
    count: Option<i64>,
    transfer: Transfer,
    locale: Locale,
) -> AppResult<TicketPurchaseResult> {
    let ticket_product_id = checked_product(ticket_product_id)?;
    let count = checked_count(count)?;
    ctx.action_limiter.check(Action::TicketPurchase, user_id).await?;
    let delay = draw_delay(ctx).await?;
    let settings = crate::settings::stored(ctx.db.conn()).await?;
    let (token_price_mmk, hold_percent) = (settings.token_price_mmk, settings.ticket_hold_percent);
    let batch_hold_percent = ctx.config.ticket_batch_hold_percent;
    let paid = payments::prepare(ctx, user_id, transfer, &TICKET_TRANSFER, Delivery::NothingShips).await?;
    let (method, screenshot) = (paid.method, paid.screenshot);
    let key = screenshot.key.clone();
    let result = ctx
        .db
        .write_queued(|tx| {
            let screenshot = screenshot.clone();
            let method_name = method.name.clone();
            Box::pin(async move {
                let screenshot_id =
                    payments::screenshot::record::<ticket_purchase::Entity>(tx, user_id, &screenshot).await?;
                let transfer = RecordedTransfer {
                    method_id: method.id,
                    method_name,
                    screenshot_id,
                    token_price_mmk,
                    hold_percent,
                    batch_hold_percent,
                };
                reserve(tx, user_id, ticket_product_id, count, transfer, delay).await
            })
        })
        .await;
    let reserved = ctx.media.discard_on_error(result, std::slice::from_ref(&key)).await?;
    result_of(ctx, reserved, PurchaseStatus::Pending, locale).await
}

pub(crate) async fn result_of(
    ctx: &AppContext,
    reserved: Reserved,
    status: PurchaseStatus,
    locale: Locale,
) -> AppResult<TicketPurchaseResult> {
    let names = catalog::service::summaries(ctx, &[reserved.product_id], locale).await?;
    Ok(TicketPurchaseResult {
        ticket_counts: reserved.numbers.len() as i64,
        token_use: reserved.token_use,
        product_name: names.get(&reserved.product_id).map(|p| p.name.clone()).unwrap_or_default(),
        tickets: reserved.numbers,
        batch: reserved.batch,
        lucky_draw_id: reserved.batch_id,
        ticket_id: reserved.purchase_id,
        status,
        amount_mmk: reserved.amount_mmk,
    })
}

/// A hold for a transfer, in the caller's (queued) transaction: the numbers are `pending` until an
/// admin decides.
pub(crate) async fn reserve(
    tx: &sea_orm::DatabaseTransaction,
    user_id: i64,
    ticket_product_id: i64,
    count: i64,
    transfer: RecordedTransfer,
    delay: chrono::Duration,
) -> AppResult<Reserved> {
    let tp = ticket_product::Entity::find_by_id(ticket_product_id).one(tx).await?;
    let tp = tp.filter(|t| !t.hidden).ok_or_else(unavailable)?;
    if crate::ends::has_ended(&tp) {
        return Err(crate::ends::ended());
    }
    let batch = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::TicketProductId.eq(tp.id))
        .filter(ticket_batch::Column::Batch.eq(tp.current_batch))
        .one(tx)
        .await?
        // Sold out (and closed) between the two reads: the tickets wanted are gone.
        .filter(|b| b.status == DrawStatus::Open)
        .ok_or_else(not_enough_tickets)?;
    if count > batch.ticket - batch.sold {
        return Err(not_enough_tickets());
    }
    // First write: claim the tickets on the batch row. Its row lock queues concurrent buyers of
    // this batch until this transaction ends; the condition refuses what no longer fits.
    let claimed = ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).add(count))
        .filter(ticket_batch::Column::Id.eq(batch.id))
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .filter(
            Expr::expr(Expr::col(ticket_batch::Column::Sold).add(count)).lte(Expr::col(ticket_batch::Column::Ticket)),
        )
        .exec(tx)
        .await?;
    if claimed.rows_affected != 1 {
        return Err(not_enough_tickets());
    }
    // Its card's remaining tickets; a batch that closes drops every ticket answer (below).
    crate::reads::ticket_product_changed(tx, tp.id).await?;
    // Re-read under the lock: what the buyers before this one left.
    let batch = ticket_batch::Entity::find_by_id(batch.id).one(tx).await?.ok_or_else(not_enough_tickets)?;
    let tokens = tp.cost_token_point.checked_mul(count).ok_or_else(not_enough_tickets)?;
    check_hold_caps(tx, user_id, &batch, count, &transfer).await?;
    let amount_mmk = tokens.checked_mul(transfer.token_price_mmk).ok_or_else(not_enough_tickets)?;
    let mut free = free_numbers(tx, batch.id, batch.ticket).await?;
    if (free.len() as i64) < count {
        return Err(not_enough_tickets());
    }
    let numbers = take_random(&mut free, count as usize);
    let purchase = ticket_purchase::ActiveModel {
        user_id: Set(user_id),
        batch_id: Set(batch.id),
        ticket_count: Set(count),
        token_use: Set(0),
        status: Set(PurchaseStatus::Pending),
        payment_method_id: Set(Some(transfer.method_id)),
        payment_method_name: Set(Some(transfer.method_name.clone())),
        payment_screenshot_id: Set(Some(transfer.screenshot_id)),
        amount_mmk: Set(amount_mmk),
        ..Default::default()
    };
    let purchase_id = insert_purchase(tx, purchase, &numbers, TicketStatus::Pending).await?;
    payments::screenshot::attach(tx, transfer.screenshot_id, purchase_id, amount_mmk).await?;
    close_if_complete(tx, &tp, &batch, delay).await?;
    Ok(Reserved {
        purchase_id,
        numbers,
        batch: batch.batch,
        batch_id: batch.id,
        product_id: tp.product_id,
        token_use: 0,
        amount_mmk,
    })
}

/// Writes a purchase (`purchase` without its time) and its numbers, each a `status` ticket of the
/// purchase's batch, owned by its buyer; answers the purchase's id.
pub(crate) async fn insert_purchase(
    tx: &impl ConnectionTrait,
    mut purchase: ticket_purchase::ActiveModel,
    numbers: &[i64],
    status: TicketStatus,
) -> AppResult<i64> {
    let now = Utc::now();
    purchase.created_at = Set(now);
    let purchase = purchase.insert(tx).await?;
    let rows: Vec<ticket::ActiveModel> = numbers
        .iter()
        .map(|number| ticket::ActiveModel {
            batch_id: Set(purchase.batch_id),
            number: Set(*number),
            user_id: Set(purchase.user_id),
            purchase_id: Set(purchase.id),
            created_at: Set(now),
            status: Set(status),
            ..Default::default()
        })
        .collect();
    // Chunks keep each statement under the databases' bound-parameter limits.
    for chunk in rows.chunks(1_000) {
        ticket::Entity::insert_many(chunk.to_vec()).exec_without_returning(tx).await?;
    }
    Ok(purchase.id)
}

/// Most numbers of `batch` one shopper may hold unpaid: `percent` of the batch, at least one.
pub fn hold_cap(batch_tickets: i64, percent: i64) -> i64 {
    (batch_tickets.saturating_mul(percent.clamp(0, 100)) / 100).max(1)
}

/// Refuses a transfer that would leave the shopper holding more unpaid numbers of the batch than
/// their cap, or all shoppers together more than the batch's, so nobody can freeze a batch by
/// holding it "by transfer", not even from many fresh accounts (five holding 20 % each once froze
/// a batch). The caller holds the batch row's lock (its first write claimed the tickets), so
/// concurrent holds, of one shopper or of many, queue here and cannot both slip under a cap.
pub(crate) async fn check_hold_caps(
    tx: &impl ConnectionTrait,
    user_id: i64,
    batch: &ticket_batch::Model,
    count: i64,
    transfer: &RecordedTransfer,
) -> AppResult<()> {
    let pending = || {
        ticket::Entity::find()
            .filter(ticket::Column::BatchId.eq(batch.id))
            .filter(ticket::Column::Status.eq(TicketStatus::Pending))
    };
    let held = pending().filter(ticket::Column::UserId.eq(user_id)).count(tx).await? as i64;
    let cap = hold_cap(batch.ticket, transfer.hold_percent);
    if held + count > cap {
        let msg = Msg::new("luckydraw.hold_limit").arg("max", cap).arg("held", held);
        return Err(AppError::invalid("ticket_count", msg));
    }
    let held_by_all = pending().count(tx).await? as i64;
    let batch_cap = hold_cap(batch.ticket, transfer.batch_hold_percent);
    if held_by_all + count > batch_cap {
        let msg =
            Msg::new("luckydraw.batch_hold_limit").arg("max", batch_cap).arg("free", (batch_cap - held_by_all).max(0));
        return Err(AppError::invalid("ticket_count", msg));
    }
    Ok(())
}

/// The numbers 1..=`ticket` of the batch nobody holds, ascending. The caller holds the batch row's
/// lock, so nobody takes one meanwhile.
pub(crate) async fn free_numbers(tx: &impl ConnectionTrait, batch_id: i64, ticket: i64) -> AppResult<Vec<i64>> {
    // Only the numbers: this runs while the batch row is locked.
    let taken: std::collections::HashSet<i64> = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::Number)
        .filter(ticket::Column::BatchId.eq(batch_id))
        .into_tuple::<i64>()
        .all(tx)
        .await?
        .into_iter()
        .collect();
    Ok((1..=ticket).filter(|n| !taken.contains(n)).collect())
}

/// Takes `count` (at most `free.len()`) of the `free` numbers at random, each subset as likely as
/// any other; answers them ascending.
pub(crate) fn take_random(free: &mut Vec<i64>, count: usize) -> Vec<i64> {
    let mut rng = rand::thread_rng();
    let len = free.len();
    // A partial Fisher-Yates shuffle from the end: the last `count` places get a uniform sample.
    for i in 0..count {
        let j = rng.gen_range(0..len - i);
        free.swap(j, len - 1 - i);
    }
    let mut chosen = free.split_off(len - count);
    chosen.sort_unstable();
    chosen
}

/// Closes a batch whose every number is sold (none pending): it gets its draw time, and the next
/// batch opens with a new seed; answers the ticket product as it now is and that next batch. The
/// caller holds the batch row's lock.
pub(crate) async fn close_if_complete(
    tx: &impl ConnectionTrait,
    tp: &ticket_product::Model,
    batch: &ticket_batch::Model,
    delay: chrono::Duration,
) -> AppResult<Option<(ticket_product::Model, ticket_batch::Model)>> {
    if batch.status != DrawStatus::Open || batch.sold < batch.ticket {
        return Ok(None);
    }
    if pending_tickets(tx, batch.id).await? > 0 {
        return Ok(None);
    }
    let now = Utc::now();
    // A batch closing changes more than one card's count (the next batch, the draws to come).
    crate::reads::tickets_changed(tx).await?;
    ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Status, Expr::value(DrawStatus::Closed))
        .col_expr(ticket_batch::Column::DrawAt, Expr::value(now + delay))
        .filter(ticket_batch::Column::Id.eq(batch.id))
        .exec(tx)
        .await?;
    // The product's ticket count may have changed since this batch opened; the next one uses it.
    let tp = ticket_product::Entity::find_by_id(tp.id).one(tx).await?.unwrap_or_else(|| tp.clone());
    if crate::ends::has_ended(&tp) {
        // No batch opens after the end time: this one is drawn at its draw time, and the product
        // sells no more.
        return Ok(None);
    }
    let next = batch.batch + 1;
    let opened = open_batch(tx, tp.id, next, tp.ticket).await?;
    let mut active = tp.into_active_model();
    active.current_batch = Set(next);
    let tp = active.update(tx).await?;
    Ok(Some((tp, opened)))
}

/// Numbers of the batch held for transfers an admin has not decided yet.
pub(crate) async fn pending_tickets(tx: &impl ConnectionTrait, batch_id: i64) -> AppResult<u64> {
    Ok(ticket::Entity::find()
        .filter(ticket::Column::BatchId.eq(batch_id))
        .filter(ticket::Column::Status.eq(TicketStatus::Pending))
        .count(tx)
        .await?)
}

pub(crate) async fn open_batch(
    tx: &impl ConnectionTrait,
    ticket_product_id: i64,
    number: i32,
    ticket: i64,
) -> AppResult<ticket_batch::Model> {
    let (seed, seed_hash) = fairness::new_seed();
    Ok(ticket_batch::ActiveModel {
        ticket_product_id: Set(ticket_product_id),
        batch: Set(number),
        ticket: Set(ticket),
        status: Set(DrawStatus::Open),
        sold: Set(0),
        seed: Set(hex::encode(seed)),
        seed_hash: Set(seed_hash),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?)
}

/// Minutes (or, for demos and tests, `MALL_DRAW_DELAY_SECONDS`) from selling out to the draw.
pub async fn draw_delay(ctx: &AppContext) -> AppResult<chrono::Duration> {
    if let Some(seconds) = ctx.config.draw_delay_seconds {
        return Ok(chrono::Duration::seconds(seconds as i64));
    }
    let settings = crate::settings::stored(ctx.db.conn()).await?;
    Ok(chrono::Duration::minutes(settings.draw_delay_minutes))
}

pub(crate) fn not_enough_tickets() -> AppError {
    AppError::invalid("ticket_count", Msg::new("luckydraw.not_enough_tickets"))
}

/// Ticket transfers send `payment_image` (the spec's name for this form).
pub(crate) const TICKET_TRANSFER: TransferFields =
    TransferFields { screenshot: "payment_image", screenshot_missing: "luckydraw.payment_image_required" };

payments::pending_payments!(ticket_purchase, PurchaseStatus::Pending, "ticket_purchase", RejectReason);
