//! Returns of received goods (issue 39): within the orders setting `return_days` of "Received",
//! the shopper asks to return lines of one order (a reason from the list, a comment, up to three
//! photos kept private); an admin approves it (the lines come back, their price is a refund due,
//! their stock goes back when restocked, the tokens they earned are taken back) or rejects it with
//! a reason. The shopper follows it on the order (`Order.returns`) and is told at each decision;
//! the admins' "Returns" queue is live like the payment queues.
//!
//! A line is in at most one live return: `order_item.return_id` is set with an update conditional
//! on it being empty, so two requests naming one line make one return; a decision is the payments'
//! conditional move out of `requested` (`payments::decision::decide_once`), so two admins decide a
//! return once.

use std::collections::HashMap;

use axum::body::Bytes;
use chrono::{Duration, Utc};
use kernel::{
    audit, auth::CurrentUser, media::StoredMedia, ratelimit::Action, AppContext, AppError, AppResult, Locale, Msg,
};
use payments::decision::{decide_once, required_reason, Decision};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};

use crate::{
    entity::{order_item, order_return, shop_order},
    model::{OrderReturn, PendingReturn, ReturnInput, ReturnStatus, ShipState},
    way_back::{give_back_lines, GiveBack},
};

/// Photos a return may carry.
pub const MAX_PHOTOS: usize = 3;
/// The longest comment, in characters.
const MAX_COMMENT: usize = 1_000;
/// The form field (and GraphQL argument, `photos`) of the photos.
pub const PHOTOS_FIELD: &str = "photos";

payments::pending_payments!(order_return, ReturnStatus::Requested, "order_return", RejectReason);

/// The shopper asks to return received lines of one of their orders; answers the return's id.
/// Refused on its field in the shopper's language, nothing stored: no lines, lines not theirs or
/// of several orders, not received, already in a return, received more than `return_days` ago,
/// more than three photos, a comment too long.
pub async fn request_return(
    ctx: &AppContext,
    caller: CurrentUser,
    input: ReturnInput,
    photos: Vec<Bytes>,
) -> AppResult<i64> {
    kernel::input::check_list("order_item_ids", input.order_item_ids.len())?;
    let mut ids = input.order_item_ids.clone();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_lines_required")));
    }
    if photos.len() > MAX_PHOTOS {
        return Err(AppError::invalid(PHOTOS_FIELD, Msg::new("orders.return_too_many_photos").arg("max", MAX_PHOTOS)));
    }
    let comment = input.comment.as_deref().map(kernel::text::as_sent).unwrap_or_default();
    if comment.chars().count() > MAX_COMMENT {
        return Err(AppError::invalid("comment", Msg::new("orders.return_comment_long").arg("max", MAX_COMMENT)));
    }
    let lines = order_item::Entity::find()
        .filter(order_item::Column::Id.is_in(ids.iter().copied()))
        .filter(order_item::Column::UserId.eq(caller.id))
        .all(ctx.db.conn())
        .await?;
    if lines.len() != ids.len() {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_line_unknown")));
    }
    let order_id = lines[0].order_id;
    if order_id.is_none() || lines.iter().any(|l| l.order_id != order_id) {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_one_order")));
    }
    if lines.iter().any(|l| l.ship_state != ShipState::Received) {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_not_received")));
    }
    if lines.iter().any(|l| l.return_id.is_some()) {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_already_asked")));
    }
    let days = crate::settings::stored(ctx.db.conn()).await?.return_days;
    let opened = Utc::now() - Duration::days(days);
    if lines.iter().any(|l| l.received_at.is_none_or(|at| at < opened)) {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_window_over").arg("days", days)));
    }
    for _ in &photos {
        ctx.action_limiter.check(Action::Upload, caller.id).await?;
    }
    let mut keys = Vec::with_capacity(photos.len());
    for photo in photos {
        match ctx.media.put_private_image(PHOTOS_FIELD, &format!("returns/{}", caller.id), photo).await {
            Ok(key) => keys.push(key),
            Err(err) => return ctx.media.discard_on_error(Err(err), &keys).await,
        }
    }
    let order_id = order_id.unwrap_or_default();
    let result = ctx
        .db
        .write(|tx| {
            let (ids, keys, comment) = (ids.clone(), keys.clone(), comment.clone());
            Box::pin(async move {
                let asked = order_return::ActiveModel {
                    user_id: Set(caller.id),
                    order_id: Set(order_id),
                    status: Set(ReturnStatus::Requested),
                    reason: Set(input.reason),
                    comment: Set(comment),
                    photos: Set(serde_json::json!(keys).to_string()),
                    reject_reason: Set(None),
                    decided_by: Set(None),
                    decided_at: Set(None),
                    refund_id: Set(None),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                let taken = order_item::Entity::update_many()
                    .col_expr(order_item::Column::ReturnId, Expr::value(asked.id))
                    .filter(order_item::Column::Id.is_in(ids.iter().copied()))
                    .filter(order_item::Column::ReturnId.is_null())
                    .filter(order_item::Column::ShipState.eq(ShipState::Received))
                    .exec(tx)
                    .await?;
                if taken.rows_affected != ids.len() as u64 {
                    // Another request took a line a moment ago: one return, not two.
                    return Err(AppError::invalid("order_item_ids", Msg::new("orders.return_already_asked")));
                }
                payments::decision::queue_changed::<order_return::Entity>(tx).await?;
                let details =
                    serde_json::json!({ "order_id": order_id, "order_item_ids": ids, "reason": input.reason });
                audit::record(tx, Some(caller), "return.request", "order_return", Some(asked.id), details).await?;
                let requested = serde_json::json!({"return_id": asked.id, "order_id": order_id, "user_id": caller.id,
                    "order_item_ids": ids, "reason": input.reason, "status": ReturnStatus::Requested});
                webhooks::emit(tx, webhooks::WebhookEvent::ReturnRequested, requested).await?;
                Ok(asked.id)
            })
        })
        .await;
    ctx.media.discard_on_error(result, &keys).await
}

/// Admin: accepts a return: its lines come back (`returned`), their price is a refund due (sent
/// later with `settleRefund`), their stock goes back when `restock`, the tokens they earned are
/// taken back; the shopper is told. Deciding twice is refused.
pub async fn approve_return(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    restock: bool,
    locale: Locale,
) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let asked = requested(tx, id).await?;
                let decision = Decision {
                    to: ReturnStatus::Approved,
                    reason: None,
                    by: Some(admin),
                    action: "return.approve",
                    details: serde_json::json!({ "restock": restock }),
                };
                if !decide_once::<order_return::Entity>(tx, id, decision).await? {
                    return Err(already_decided());
                }
                let order = shop_order::Entity::find_by_id(asked.order_id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("orders.not_found"))?;
                let lines = order_item::Entity::find().filter(order_item::Column::ReturnId.eq(id)).all(tx).await?;
                let amount = paid_for(&order, lines.iter().map(|l| l.unit_price * l.qty).sum());
                let give_back = GiveBack {
                    order: &order,
                    lines,
                    amount,
                    reason: Msg::new("orders.return_refund_reason")
                        .arg("id", id)
                        .arg("reason", asked.reason.text(locale))
                        .render(locale),
                    sent: None,
                    actor: admin,
                    from: &[ShipState::Received],
                    to: ShipState::Returned,
                    restock,
                };
                let refund_id = give_back_lines(tx, give_back).await?;
                order_return::Entity::update_many()
                    .col_expr(order_return::Column::RefundId, Expr::value(refund_id))
                    .filter(order_return::Column::Id.eq(id))
                    .exec(tx)
                    .await?;
                let decided = serde_json::json!({"return_id": id, "order_id": order.id, "user_id": order.user_id,
                    "status": ReturnStatus::Approved, "refund_id": refund_id, "amount": amount, "restocked": restock});
                webhooks::emit(tx, webhooks::WebhookEvent::ReturnDecided, decided).await?;
                let params = serde_json::json!({
                    "order_id": order.id, "return_id": id, "amount": payments::refunds::grouped(amount),
                });
                notify::service::record(tx, order.user_id, "return_approved", params).await
            })
        })
        .await
}

/// Admin: turns a return down with a reason the shopper is shown; its lines may be asked again.
pub async fn reject_return(ctx: &AppContext, admin: CurrentUser, id: i64, reason: &str) -> AppResult<()> {
    admin.require_staff()?;
    let reason = required_reason(reason)?;
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let asked = requested(tx, id).await?;
                let decision = Decision {
                    to: ReturnStatus::Rejected,
                    reason: Some(reason.clone()),
                    by: Some(admin),
                    action: "return.reject",
                    details: serde_json::json!({}),
                };
                if !decide_once::<order_return::Entity>(tx, id, decision).await? {
                    return Err(already_decided());
                }
                order_item::Entity::update_many()
                    .col_expr(order_item::Column::ReturnId, Expr::value(Option::<i64>::None))
                    .filter(order_item::Column::ReturnId.eq(id))
                    .exec(tx)
                    .await?;
                let decided = serde_json::json!({"return_id": id, "order_id": asked.order_id, "user_id": asked.user_id,
                    "status": ReturnStatus::Rejected, "reason": reason});
                webhooks::emit(tx, webhooks::WebhookEvent::ReturnDecided, decided).await?;
                let params = serde_json::json!({ "order_id": asked.order_id, "return_id": id, "reason": reason });
                notify::service::record(tx, asked.user_id, "return_rejected", params).await
            })
        })
        .await
}

async fn requested(tx: &impl ConnectionTrait, id: i64) -> AppResult<order_return::Model> {
    let found = order_return::Entity::find_by_id(id).one(tx).await?;
    let found = found.ok_or_else(|| AppError::not_found("orders.return_not_found"))?;
    if found.status != ReturnStatus::Requested {
        return Err(already_decided());
    }
    Ok(found)
}

fn already_decided() -> AppError {
    AppError::invalid("id", Msg::new("orders.return_decided"))
}

/// The returns of these orders, oldest first, by order id.
pub async fn of_orders(
    conn: &impl ConnectionTrait,
    order_ids: &[i64],
    locale: Locale,
) -> AppResult<HashMap<i64, Vec<OrderReturn>>> {
    let mut out: HashMap<i64, Vec<OrderReturn>> = HashMap::new();
    if order_ids.is_empty() {
        return Ok(out);
    }
    let rows = order_return::Entity::find()
        .filter(order_return::Column::OrderId.is_in(order_ids.iter().copied()))
        .order_by_asc(order_return::Column::Id)
        .all(conn)
        .await?;
    let lines = lines_of(conn, &rows).await?;
    for row in rows {
        let order_id = row.order_id;
        out.entry(order_id).or_default().push(view(row, &lines, locale));
    }
    Ok(out)
}

/// The lines of these returns (live ones name them; a rejected one's lines are in its audit).
async fn lines_of(conn: &impl ConnectionTrait, rows: &[order_return::Model]) -> AppResult<HashMap<i64, Vec<i64>>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let items = order_item::Entity::find().filter(order_item::Column::ReturnId.is_in(ids)).all(conn).await?;
    let mut by_return: HashMap<i64, Vec<i64>> = HashMap::new();
    for item in items {
        if let Some(id) = item.return_id {
            by_return.entry(id).or_default().push(item.id);
        }
    }
    Ok(by_return)
}

fn view(row: order_return::Model, lines: &HashMap<i64, Vec<i64>>, locale: Locale) -> OrderReturn {
    let photos: Vec<String> = serde_json::from_str::<Vec<String>>(&row.photos).unwrap_or_default();
    OrderReturn {
        id: row.id,
        status: row.status,
        reason: row.reason,
        reason_text: row.reason.text(locale),
        comment: row.comment,
        order_item_ids: lines.get(&row.id).cloned().unwrap_or_default(),
        photos: (0..photos.len()).map(|n| photo_url(row.id, n)).collect(),
        reject_reason: row.reject_reason,
        created_at: row.created_at,
        decided_at: row.decided_at,
    }
}

/// Where a return's photo is read (the shopper's or an admin's token).
pub fn photo_url(id: i64, n: usize) -> String {
    format!("/api/returns/{id}/photos/{n}")
}

/// Photo `n` of a return, for its shopper or an admin; anyone else gets 404.
pub async fn photo(ctx: &AppContext, caller: CurrentUser, id: i64, n: usize) -> AppResult<StoredMedia> {
    let found = order_return::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let key = found
        .filter(|r| r.user_id == caller.id || caller.role.can(kernel::permissions::Permission::Payments))
        .and_then(|r| serde_json::from_str::<Vec<String>>(&r.photos).ok())
        .and_then(|keys| keys.get(n).cloned())
        .ok_or_else(|| AppError::not_found("orders.return_not_found"))?;
    ctx.media.get(&key).await?.ok_or_else(|| AppError::not_found("orders.return_not_found"))
}

/// Admin: the returns waiting for a decision, oldest first, with the lines and their price.
pub async fn pending_returns(ctx: &AppContext, admin: CurrentUser, locale: Locale) -> AppResult<Vec<PendingReturn>> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let rows = order_return::Entity::find()
        .filter(order_return::Column::Status.eq(ReturnStatus::Requested))
        .order_by_asc(order_return::Column::Id)
        .all(conn)
        .await?;
    let lines = lines_of(conn, &rows).await?;
    let people = accounts::service::names_and_phones(ctx, rows.iter().map(|r| r.user_id)).await?;
    let order_ids: Vec<i64> = rows.iter().map(|r| r.order_id).collect();
    let orders = crate::service::orders_by_id(ctx, &order_ids, locale).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let ids = lines.get(&row.id).cloned().unwrap_or_default();
            let order_lines: Vec<crate::model::OrderLine> = orders
                .get(&row.order_id)
                .map(|o| o.order_items.iter().filter(|l| ids.contains(&l.id)).cloned().collect())
                .unwrap_or_default();
            let goods = order_lines.iter().map(|l| l.unit_price * l.qty).sum();
            let amount_mmk = orders.get(&row.order_id).map_or(goods, |o| paid_share(o.total_price, o.discount, goods));
            let (customer_name, customer_phone) = people.get(&row.user_id).cloned().unwrap_or_default();
            PendingReturn {
                order_id: row.order_id,
                user_id: row.user_id,
                customer_name,
                customer_phone,
                lines: order_lines,
                amount_mmk,
                order_return: view(row, &lines, locale),
            }
        })
        .collect())
}

/// What the shopper paid for lines of an order whose goods there come to `goods`: the goods less
/// their share of the order's voucher discount (rounded in the shopper's favour by at most a kyat),
/// and never more than the order's total.
pub(crate) fn paid_share(total_price: i64, discount: i64, goods: i64) -> i64 {
    let all_goods = total_price + discount;
    if discount == 0 || all_goods <= 0 {
        return goods.min(total_price.max(0));
    }
    let share = discount.saturating_mul(goods) / all_goods;
    (goods - share).clamp(0, total_price)
}

fn paid_for(order: &shop_order::Model, goods: i64) -> i64 {
    paid_share(order.total_price, order.discount, goods)
}

#[cfg(test)]
mod paid_share_tests {
    use super::paid_share;

    #[test]
    fn lines_of_a_discounted_order_give_back_what_was_paid_for_them() {
        // 10,000 of goods, 1,000 off: 9,000 paid.
        assert_eq!(paid_share(9_000, 1_000, 10_000), 9_000);
        assert_eq!(paid_share(9_000, 1_000, 4_000), 3_600);
        assert_eq!(paid_share(9_000, 0, 4_000), 4_000);
        // Never more than the order's total.
        assert_eq!(paid_share(9_000, 0, 12_000), 9_000);
    }
}
