//! Admin: transfers paying for tickets. Pending ones oldest first; an approval turns the held
//! numbers sold (and may close the batch), a rejection returns them to the batch, each decided once
//! through `payments::decision`; holds no admin decided within `ticket_hold_minutes` are released.

use chrono::Utc;
use kernel::{auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use payments::decision::{decide_once, required_reason, Decision};

use crate::purchases::{close_if_complete, draw_delay};
use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    model::{PendingTicketPayment, PurchaseStatus, TicketStatus},
};

/// Transfers for tickets waiting to be checked, oldest first.
pub async fn pending_payments(
    ctx: &AppContext,
    admin: CurrentUser,
    locale: Locale,
) -> AppResult<Vec<PendingTicketPayment>> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let rows = ticket_purchase::Entity::find()
        .filter(ticket_purchase::Column::Status.eq(PurchaseStatus::Pending))
        .order_by_asc(ticket_purchase::Column::Id)
        .all(conn)
        .await?;
    let batch_ids: Vec<i64> = rows.iter().map(|r| r.batch_id).collect();
    let batches: std::collections::HashMap<i64, ticket_batch::Model> = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::Id.is_in(batch_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|b| (b.id, b))
        .collect();
    let tp_ids: Vec<i64> = batches.values().map(|b| b.ticket_product_id).collect();
    let products: std::collections::HashMap<i64, i64> = ticket_product::Entity::find()
        .filter(ticket_product::Column::Id.is_in(tp_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|t| (t.id, t.product_id))
        .collect();
    let names = catalog::service::summaries(ctx, &products.values().copied().collect::<Vec<_>>(), locale).await?;
    let customers = accounts::service::names_and_phones(ctx, rows.iter().map(|r| r.user_id)).await?;
    let shots = rows.iter().filter_map(|r| r.payment_screenshot_id);
    let mut checks = payments::checks::view::for_queue(ctx, shots, locale).await?;
    let purchase_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut numbers: std::collections::HashMap<i64, Vec<i64>> = std::collections::HashMap::new();
    for t in ticket::Entity::find()
        .filter(ticket::Column::PurchaseId.is_in(purchase_ids))
        .order_by_asc(ticket::Column::Number)
        .all(conn)
        .await?
    {
        numbers.entry(t.purchase_id).or_default().push(t.number);
    }
    Ok(rows
        .into_iter()
        .filter_map(|r| {
            let batch = batches.get(&r.batch_id)?;
            let product_id = products.get(&batch.ticket_product_id)?;
            let (customer_name, customer_phone) = customers.get(&r.user_id).cloned().unwrap_or_default();
            let shot = r.payment_screenshot_id.unwrap_or_default();
            let payments::checks::view::PaymentChecks { flags, receipt } = checks.take(shot);
            Some(PendingTicketPayment {
                id: r.id,
                lucky_draw_id: batch.id,
                batch: batch.batch,
                product_name: names.get(product_id).map(|p| p.name.clone()).unwrap_or_default(),
                ticket_count: r.ticket_count,
                tickets: numbers.remove(&r.id).unwrap_or_default(),
                amount_mmk: r.amount_mmk,
                payment_method_name: r.payment_method_name.unwrap_or_default(),
                screenshot_url: payments::screenshot::url(shot),
                flags,
                receipt,
                customer_name,
                customer_phone,
                created_at: r.created_at,
            })
        })
        .collect())
}

/// Approves a ticket transfer: the held numbers become sold (and may complete the batch).
pub async fn approve_payment(ctx: &AppContext, admin: CurrentUser, purchase_id: i64) -> AppResult<()> {
    admin.require_staff()?;
    let delay = draw_delay(ctx).await?;
    ctx.db
        .write_queued(|tx| {
            Box::pin(async move {
                let decision = |purchase: &ticket_purchase::Model| Decision {
                    to: PurchaseStatus::Approved,
                    reason: None,
                    by: Some(admin),
                    action: "ticket_payment.approve",
                    details: serde_json::json!({"batch_id": purchase.batch_id}),
                };
                let (purchase, batch) = decide(tx, purchase_id, decision).await?.ok_or_else(already_decided)?;
                ticket::Entity::update_many()
                    .col_expr(ticket::Column::Status, Expr::value(TicketStatus::Sold))
                    .filter(ticket::Column::PurchaseId.eq(purchase.id))
                    .exec(tx)
                    .await?;
                let tp = ticket_product::Entity::find_by_id(batch.ticket_product_id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
                close_if_complete(tx, &tp, &batch, delay).await?;
                notify::service::record(
                    tx,
                    purchase.user_id,
                    "ticket_payment_approved",
                    serde_json::json!({
                        "lucky_draw_id": batch.id, "ticket_count": purchase.ticket_count, "product_id": tp.product_id,
                    }),
                )
                .await
            })
        })
        .await
}

/// The product a batch's tickets are for (its notifications name it).
async fn prize_product_id(tx: &impl ConnectionTrait, batch: &ticket_batch::Model) -> AppResult<Option<i64>> {
    Ok(ticket_product::Entity::find_by_id(batch.ticket_product_id).one(tx).await?.map(|tp| tp.product_id))
}

/// Rejects a ticket transfer: the held numbers return to the batch.
pub async fn reject_payment(ctx: &AppContext, admin: CurrentUser, purchase_id: i64, reason: String) -> AppResult<()> {
    admin.require_staff()?;
    let reason = required_reason(&reason)?;
    ctx.db
        .write_queued(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let decision = |purchase: &ticket_purchase::Model| Decision {
                    to: PurchaseStatus::Rejected,
                    reason: Some(reason.clone()),
                    by: Some(admin),
                    action: "ticket_payment.reject",
                    details: serde_json::json!({"freed": purchase.ticket_count}),
                };
                let (purchase, batch) = decide(tx, purchase_id, decision).await?.ok_or_else(already_decided)?;
                release_held_numbers(tx, &purchase, &batch).await?;
                let product_id = prize_product_id(tx, &batch).await?;
                notify::service::record(
                    tx,
                    purchase.user_id,
                    "ticket_payment_rejected",
                    serde_json::json!({"lucky_draw_id": batch.id, "reason": reason, "product_id": product_id}),
                )
                .await
            })
        })
        .await
}

fn already_decided() -> AppError {
    AppError::invalid("id", Msg::new("luckydraw.payment_already_decided"))
}

/// Returns a purchase's held numbers to its batch; answers how many.
pub(crate) async fn release_held_numbers(
    tx: &impl ConnectionTrait,
    purchase: &ticket_purchase::Model,
    batch: &ticket_batch::Model,
) -> AppResult<i64> {
    let freed = ticket::Entity::delete_many()
        .filter(ticket::Column::PurchaseId.eq(purchase.id))
        .filter(ticket::Column::Status.eq(TicketStatus::Pending))
        .exec(tx)
        .await?
        .rows_affected as i64;
    ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).sub(freed))
        .filter(ticket_batch::Column::Id.eq(batch.id))
        .exec(tx)
        .await?;
    Ok(freed)
}

/// Releases transfer holds that no admin decided within the `ticket_hold_minutes` setting (0:
/// never): the numbers return to the batch, the purchase becomes `expired` and the shopper is told.
/// Each hold is released once however many processes run this (the same conditional decision an
/// admin's takes); answers how many this call released.
pub async fn release_expired_holds(ctx: &AppContext) -> AppResult<usize> {
    let minutes = crate::settings::stored(ctx.db.conn()).await?.ticket_hold_minutes;
    if minutes <= 0 {
        return Ok(0);
    }
    let cutoff = Utc::now() - chrono::Duration::minutes(minutes);
    let expired = ticket_purchase::Entity::find()
        .filter(ticket_purchase::Column::Status.eq(PurchaseStatus::Pending))
        .filter(ticket_purchase::Column::CreatedAt.lt(cutoff))
        .order_by_asc(ticket_purchase::Column::Id)
        .limit(100)
        .all(ctx.db.conn())
        .await?;
    let mut released = 0;
    for purchase_id in expired.into_iter().map(|p| p.id) {
        let done = ctx
            .db
            .write_queued(|tx| {
                Box::pin(async move {
                    let decision = |purchase: &ticket_purchase::Model| Decision {
                        to: PurchaseStatus::Expired,
                        reason: None,
                        by: None,
                        action: "ticket_payment.expire",
                        details: serde_json::json!({"freed": purchase.ticket_count, "minutes": minutes}),
                    };
                    let Some((purchase, batch)) = decide(tx, purchase_id, decision).await? else {
                        return Ok(false);
                    };
                    let freed = release_held_numbers(tx, &purchase, &batch).await?;
                    let product_id = prize_product_id(tx, &batch).await?;
                    notify::service::record(
                        tx,
                        purchase.user_id,
                        "ticket_hold_expired",
                        serde_json::json!({
                            "lucky_draw_id": batch.id, "ticket_count": freed, "minutes": minutes, "product_id": product_id,
                        }),
                    )
                    .await?;
                    Ok(true)
                })
            })
            .await?;
        released += usize::from(done);
    }
    Ok(released)
}

/// Moves a pending purchase to its decision, once: answers `None` when it was already decided (a
/// second admin, or an expiry racing an admin). Takes the batch row's lock first so the decision
/// and concurrent buyers of the batch see each other (the batch may complete by either).
async fn decide(
    tx: &sea_orm::DatabaseTransaction,
    purchase_id: i64,
    decision: impl FnOnce(&ticket_purchase::Model) -> Decision<PurchaseStatus>,
) -> AppResult<Option<(ticket_purchase::Model, ticket_batch::Model)>> {
    let purchase = ticket_purchase::Entity::find_by_id(purchase_id)
        .one(tx)
        .await?
        .filter(|p| p.payment_screenshot_id.is_some())
        .ok_or_else(|| AppError::not_found("luckydraw.payment_not_found"))?;
    ticket_batch::Entity::update_many()
        .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).into())
        .filter(ticket_batch::Column::Id.eq(purchase.batch_id))
        .exec(tx)
        .await?;
    if !decide_once::<ticket_purchase::Entity>(tx, purchase_id, decision(&purchase)).await? {
        return Ok(None);
    }
    crate::reads::tickets_changed(tx).await?;
    let batch = ticket_batch::Entity::find_by_id(purchase.batch_id)
        .one(tx)
        .await?
        .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
    Ok(Some((purchase, batch)))
}
