//! Ticket purchases and batches.
//!
//! Buying N tickets is one transaction: the batch has N unsold, the buyer's tokens are debited
//! through the ledger (a conditional update: never below zero), the batch's `sold` grows with an
//! update conditional on still having room, and N distinct free numbers are drawn at random and
//! inserted under a unique (batch, number) index. Whichever guard a racing purchase hits first,
//! it fails whole: nothing debited, nothing assigned. The last ticket closes the batch, sets its
//! draw time and opens the next batch with a fresh committed seed.

use accounts::ledger::{self, Currency, Entry};
use chrono::Utc;
use kernel::{audit, auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use rand::seq::index::sample;
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, Set,
};

use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    fairness,
    model::{TicketProductInput, TicketPurchaseResult},
};

/// Most tickets in one purchase (the spec's input maximum).
pub const MAX_TICKETS: i64 = 1_000_000;

pub async fn buy_with_tokens(
    ctx: &AppContext,
    user_id: i64,
    ticket_product_id: Option<i64>,
    count: Option<i64>,
    locale: Locale,
) -> AppResult<TicketPurchaseResult> {
    let ticket_product_id =
        ticket_product_id.ok_or_else(|| AppError::invalid("product_id", Msg::new("luckydraw.unavailable")))?;
    let count = count
        .filter(|n| (1..=MAX_TICKETS).contains(n))
        .ok_or_else(|| AppError::invalid("ticket_count", Msg::new("luckydraw.invalid_amount")))?;
    let delay = draw_delay(ctx).await?;
    let (purchase_id, numbers, batch, product_id, token_use) = ctx
        .db
        .write_queued(|tx| {
            Box::pin(async move {
                let tp = ticket_product::Entity::find_by_id(ticket_product_id).one(tx).await?;
                let tp = tp
                    .filter(|t| !t.hidden)
                    .ok_or_else(|| AppError::invalid("product_id", Msg::new("luckydraw.unavailable")))?;
                let batch = ticket_batch::Entity::find()
                    .filter(ticket_batch::Column::TicketProductId.eq(tp.id))
                    .filter(ticket_batch::Column::Batch.eq(tp.current_batch))
                    .one(tx)
                    .await?
                    // Sold out (and closed) between the two reads: the tickets wanted are gone.
                    .filter(|b| b.status == "open")
                    .ok_or_else(not_enough_tickets)?;
                if count > batch.ticket - batch.sold {
                    return Err(not_enough_tickets());
                }
                // First write: claim the tickets on the batch row. Its row lock queues concurrent
                // buyers of this batch until this transaction ends; the condition refuses what no
                // longer fits.
                let claimed = ticket_batch::Entity::update_many()
                    .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).add(count))
                    .filter(ticket_batch::Column::Id.eq(batch.id))
                    .filter(ticket_batch::Column::Status.eq("open"))
                    .filter(
                        Expr::expr(Expr::col(ticket_batch::Column::Sold).add(count))
                            .lte(Expr::col(ticket_batch::Column::Ticket)),
                    )
                    .exec(tx)
                    .await?;
                if claimed.rows_affected != 1 {
                    return Err(not_enough_tickets());
                }
                // Re-read under the lock: what the buyers before this one left.
                let batch = ticket_batch::Entity::find_by_id(batch.id).one(tx).await?.ok_or_else(not_enough_tickets)?;
                let token_use = tp.cost_token_point.checked_mul(count).ok_or_else(not_enough_tickets)?;
                let entry = Entry {
                    reason: "ticket_purchase",
                    reference_type: Some("ticket_batch"),
                    reference_id: Some(batch.id),
                };
                ledger::debit(tx, user_id, Currency::Token, token_use, entry).await?;
                let now = Utc::now();
                let purchase = ticket_purchase::ActiveModel {
                    user_id: Set(user_id),
                    batch_id: Set(batch.id),
                    ticket_count: Set(count),
                    token_use: Set(token_use),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                let numbers = free_numbers(tx, &batch, count).await?;
                for number in &numbers {
                    ticket::ActiveModel {
                        batch_id: Set(batch.id),
                        number: Set(*number),
                        user_id: Set(user_id),
                        purchase_id: Set(purchase.id),
                        created_at: Set(now),
                        ..Default::default()
                    }
                    .insert(tx)
                    .await?;
                }
                if batch.sold == batch.ticket {
                    close_and_open_next(tx, &tp, &batch, delay).await?;
                }
                Ok((purchase.id, numbers, batch.batch, tp.product_id, token_use))
            })
        })
        .await?;
    let names = catalog::service::summaries(ctx, &[product_id], locale).await?;
    Ok(TicketPurchaseResult {
        ticket_counts: numbers.len() as i64,
        token_use,
        product_name: names.get(&product_id).map(|p| p.name.clone()).unwrap_or_default(),
        tickets: numbers,
        batch,
        ticket_id: purchase_id,
    })
}

/// `count` distinct numbers of the batch nobody holds, chosen at random, ascending.
async fn free_numbers(tx: &impl ConnectionTrait, batch: &ticket_batch::Model, count: i64) -> AppResult<Vec<i64>> {
    let taken: std::collections::HashSet<i64> = ticket::Entity::find()
        .filter(ticket::Column::BatchId.eq(batch.id))
        .all(tx)
        .await?
        .into_iter()
        .map(|t| t.number)
        .collect();
    let free: Vec<i64> = (1..=batch.ticket).filter(|n| !taken.contains(n)).collect();
    if (free.len() as i64) < count {
        return Err(not_enough_tickets());
    }
    let mut chosen: Vec<i64> =
        sample(&mut rand::thread_rng(), free.len(), count as usize).into_iter().map(|i| free[i]).collect();
    chosen.sort_unstable();
    Ok(chosen)
}

/// The batch sold out: it closes with its draw time, and the next batch opens with a new seed.
async fn close_and_open_next(
    tx: &impl ConnectionTrait,
    tp: &ticket_product::Model,
    batch: &ticket_batch::Model,
    delay: chrono::Duration,
) -> AppResult<()> {
    let now = Utc::now();
    ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Status, Expr::value("closed"))
        .col_expr(ticket_batch::Column::DrawAt, Expr::value(now + delay))
        .filter(ticket_batch::Column::Id.eq(batch.id))
        .exec(tx)
        .await?;
    open_batch(tx, tp.id, tp.current_batch + 1, tp.ticket).await?;
    let mut active = tp.clone().into_active_model();
    active.current_batch = Set(tp.current_batch + 1);
    active.update(tx).await?;
    Ok(())
}

async fn open_batch(
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
        status: Set("open".to_owned()),
        sold: Set(0),
        seed: Set(hex::encode(seed)),
        seed_hash: Set(seed_hash),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?)
}

async fn draw_delay(ctx: &AppContext) -> AppResult<chrono::Duration> {
    if let Some(seconds) = ctx.config.draw_delay_seconds {
        return Ok(chrono::Duration::seconds(seconds as i64));
    }
    let settings = content::service::stored_settings(ctx.db.conn()).await?;
    Ok(chrono::Duration::minutes(settings.rewards.draw_delay_minutes))
}

/// Admin: raffles a catalogue product in batches; answers the ticket product's id.
pub async fn create_ticket_product(ctx: &AppContext, admin: CurrentUser, input: TicketProductInput) -> AppResult<i64> {
    admin.require_admin()?;
    if !(1..=100_000).contains(&input.ticket) {
        return Err(AppError::invalid("ticket", Msg::new("luckydraw.ticket_invalid")));
    }
    if input.cost_token_point < 1 {
        return Err(AppError::invalid("cost_token_point", Msg::new("luckydraw.cost_invalid")));
    }
    ctx.db
        .write(|tx| {
            let input = input.clone();
            Box::pin(async move {
                if catalog::service::find_product(tx, input.product_id).await?.is_none() {
                    return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable")));
                }
                let tp = ticket_product::ActiveModel {
                    product_id: Set(input.product_id),
                    ticket: Set(input.ticket),
                    cost_token_point: Set(input.cost_token_point),
                    label: Set(input.label.trim().to_owned()),
                    current_batch: Set(1),
                    hidden: Set(false),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                open_batch(tx, tp.id, 1, tp.ticket).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "ticket_product.create",
                    "ticket_product",
                    Some(tp.id),
                    serde_json::json!({"ticket": tp.ticket}),
                )
                .await?;
                Ok(tp.id)
            })
        })
        .await
}

fn not_enough_tickets() -> AppError {
    AppError::invalid("ticket_count", Msg::new("luckydraw.not_enough_tickets"))
}
