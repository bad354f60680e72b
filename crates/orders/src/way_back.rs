//! The ways back from an order (issue 39): the shopper cancels one the admin has not decided, and
//! an admin refunds an approved one, whole or some of its lines, before they ship.
//!
//! - [`cancel_my_order`]: the same conditional move out of pending as the admin's decisions
//!   (`payments::decision::decide_once`), so of a shopper cancelling and an admin approving at the
//!   same moment exactly one wins. The stock goes back; a transfer's money is recorded as a refund
//!   due for the admin to send (`payments::refunds`); cash on delivery owes nothing.
//! - [`refund_order`]: the lines move from to-ship (or credited, for a token pack) to `refunded`
//!   with a conditional update, so a line a shipping order takes at the same moment is either
//!   shipped or refunded, never both. Their stock goes back, the tokens they earned are taken back
//!   through the ledger (never below zero: what the shopper already spent is recorded as owed), and
//!   the refund is recorded as sent, with the refund transfer's screenshot in the private store.
//!   All refunds of an order together never exceed what was paid.

use std::collections::HashSet;

use accounts::ledger::{self, Currency, Entry};
use axum::body::Bytes;
use catalog::model::ProductType;
use kernel::{
    auth::CurrentUser,
    read_cache::{self, Scope},
    AppContext, AppError, AppResult, Locale, Msg,
};
use payments::{
    decision::{decide_once, Decision},
    model::PaymentMethodKind,
    refunds::{self, NewRefund, Sent},
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::{
    entity::{order_item, shop_order},
    model::{AdminOrder, AdminOrderLine, Order, OrderCancelReason, OrderStatus, RefundInput, ShipState},
    service, to_ship,
};

/// The payment queue's subject of orders, which refunds name.
const SUBJECT: &str = "order";

/// Admin: an order with its shopper, its lines and where each is, its refunds and what can still be
/// refunded (the order page of the console). An unknown order is not found.
pub async fn admin_order(ctx: &AppContext, admin: CurrentUser, order_id: i64, locale: Locale) -> AppResult<AdminOrder> {
    admin.require_staff()?;
    let row = shop_order::Entity::find_by_id(order_id)
        .one(ctx.db.conn())
        .await?
        .ok_or_else(|| AppError::not_found("orders.not_found"))?;
    let user_id = row.user_id;
    let states: std::collections::HashMap<i64, ShipState> =
        to_ship::order_lines(ctx.db.conn(), &[order_id]).await?.into_iter().map(|l| (l.id, l.ship_state)).collect();
    let people = accounts::service::names_and_phones(ctx, std::iter::once(user_id)).await?;
    let (customer_name, customer_phone) = people.get(&user_id).cloned().unwrap_or_default();
    let order = service::to_orders(ctx, vec![row], locale).await?.remove(0);
    let approved = order.status == OrderStatus::Approved;
    let lines = order
        .order_items
        .into_iter()
        .map(|line| {
            let state = states.get(&line.id).copied().unwrap_or(ShipState::Unpaid);
            AdminOrderLine {
                order_item_id: line.id,
                product_id: line.product.id,
                product_name: line.product.name,
                variant_label: line.variant.map(|v| v.label),
                qty: line.qty,
                unit_price: line.unit_price,
                state,
                refundable: approved && matches!(state, ShipState::ToShip | ShipState::Credited),
            }
        })
        .collect();
    let refunded: i64 = order.refunds.iter().map(|r| r.amount).sum();
    Ok(AdminOrder {
        id: order.order_id,
        status: order.status,
        payment: order.payment,
        payment_kind: order.payment_kind,
        total_mmk: order.total_price,
        discount: order.discount,
        voucher_code: order.voucher_code,
        created_at: order.order_date,
        shipping_address: order.shipping_address,
        cancel_reason: order.cancel_reason,
        user_id,
        customer_name,
        customer_phone,
        lines,
        refunds: order.refunds,
        refundable_mmk: (order.total_price - refunded).max(0),
    })
}

/// The shopper cancels their order while the admin has not decided it, with a reason from the
/// list. Another shopper's order is not found; a decided one (approved, cancelled, or decided a
/// moment ago) is refused, nothing changed.
pub async fn cancel_my_order(
    ctx: &AppContext,
    caller: CurrentUser,
    order_id: i64,
    reason: OrderCancelReason,
    locale: Locale,
) -> AppResult<Order> {
    let reason_text = reason.text(locale);
    ctx.db
        .write(|tx| {
            let reason_text = reason_text.clone();
            Box::pin(async move {
                let order = shop_order::Entity::find_by_id(order_id).one(tx).await?;
                let order =
                    order.filter(|o| o.user_id == caller.id).ok_or_else(|| AppError::not_found("orders.not_found"))?;
                let decision = Decision {
                    to: OrderStatus::Cancelled,
                    reason: Some(reason_text.clone()),
                    by: Some(caller),
                    action: "order.withdraw",
                    details: serde_json::json!({ "reason_code": reason }),
                };
                if order.status != OrderStatus::Pending
                    || !decide_once::<shop_order::Entity>(tx, order_id, decision).await?
                {
                    return Err(AppError::invalid("order_id", Msg::new("orders.cancel_decided")));
                }
                if to_ship::give_stock_back(tx, order_id).await? > 0 {
                    read_cache::changed(tx, Scope::Catalog).await?;
                }
                vouchers::uses::give_back(tx, order_id, chrono::Utc::now()).await?;
                if order.payment_kind == PaymentMethodKind::Transfer {
                    let due = NewRefund {
                        user_id: caller.id,
                        subject: SUBJECT,
                        subject_id: order_id,
                        amount_mmk: order.total_price,
                        reason: reason_text.clone(),
                        order_item_ids: None,
                        tokens_taken: 0,
                        tokens_owed: 0,
                    };
                    refunds::record(tx, due, None, Some(caller)).await?;
                }
                let cancelled = serde_json::json!({"order_id": order_id, "user_id": order.user_id,
                    "status": OrderStatus::Cancelled, "total": order.total_price, "reason": reason_text, "by": "shopper"});
                webhooks::emit(tx, webhooks::WebhookEvent::OrderCancelled, cancelled).await?;
                Ok(())
            })
        })
        .await?;
    service::order(ctx, caller.id, order_id, locale).await
}

/// Admin: refunds an approved order before its lines ship (all lines not given back yet, or
/// `order_item_ids`), sending `amount` back by `method`, with the refund transfer's screenshot
/// when given. Answers the refund's id. Refused on its field, nothing changed (no file kept): an
/// order not approved, a line of another order, already refunded or in a shipping order, an
/// amount over what was paid less earlier refunds.
pub async fn refund_order(
    ctx: &AppContext,
    admin: CurrentUser,
    input: RefundInput,
    screenshot: Option<Bytes>,
) -> AppResult<i64> {
    admin.require_staff()?;
    let reason = refunds::required_text("reason", &input.reason)?;
    let method = refunds::required_text("method", &input.method)?;
    kernel::input::check_list("order_item_ids", input.order_item_ids.as_ref().map_or(0, Vec::len))?;
    if input.amount < 1 {
        return Err(AppError::invalid("amount", Msg::new("orders.refund_amount_invalid")));
    }
    let order = shop_order::Entity::find_by_id(input.order_id)
        .one(ctx.db.conn())
        .await?
        .ok_or_else(|| AppError::not_found("orders.not_found"))?;
    if order.status != OrderStatus::Approved {
        return Err(AppError::invalid("order_id", Msg::new("orders.refund_not_approved")));
    }
    let key = refunds::store_screenshot(ctx, order.user_id, screenshot).await?;
    let keys: Vec<String> = key.iter().cloned().collect();
    let result = ctx
        .db
        .write(|tx| {
            let (input, reason, method, key, order) =
                (input.clone(), reason.clone(), method.clone(), key.clone(), order.clone());
            Box::pin(async move { refund_in(tx, admin, order, input, (reason, method, key)).await })
        })
        .await;
    ctx.media.discard_on_error(result, &keys).await
}

async fn refund_in(
    tx: &impl ConnectionTrait,
    admin: CurrentUser,
    order: shop_order::Model,
    input: RefundInput,
    (reason, method, screenshot): (String, String, Option<String>),
) -> AppResult<i64> {
    let lines = to_ship::order_lines(tx, &[order.id]).await?;
    let open = |l: &order_item::Model| matches!(l.ship_state, ShipState::ToShip | ShipState::Credited);
    let chosen: Vec<order_item::Model> = match &input.order_item_ids {
        None => lines.iter().filter(|l| open(l)).cloned().collect(),
        Some(ids) => {
            let wanted: HashSet<i64> = ids.iter().copied().collect();
            let found: Vec<order_item::Model> = lines.iter().filter(|l| wanted.contains(&l.id)).cloned().collect();
            if found.len() != wanted.len() {
                return Err(AppError::invalid("order_item_ids", Msg::new("orders.refund_line_unknown")));
            }
            if let Some(line) = found.iter().find(|l| !open(l)) {
                let key = if line.ship_state == ShipState::Refunded {
                    "orders.refund_line_refunded"
                } else {
                    "orders.refund_shipped"
                };
                return Err(AppError::invalid("order_item_ids", Msg::new(key)));
            }
            found
        }
    };
    if chosen.is_empty() {
        let all_refunded = lines.iter().all(|l| l.ship_state == ShipState::Refunded);
        let key = if all_refunded { "orders.refund_line_refunded" } else { "orders.refund_shipped" };
        return Err(AppError::invalid("order_item_ids", Msg::new(key)));
    }
    let paid_left = order.total_price - refunds::total_of(tx, SUBJECT, order.id).await?;
    if input.amount > paid_left {
        let max = Msg::new("orders.refund_over_paid").arg("max", refunds::grouped(paid_left.max(0)));
        return Err(AppError::invalid("amount", max));
    }
    let give_back = GiveBack {
        order: &order,
        lines: chosen,
        amount: input.amount,
        reason: reason.clone(),
        sent: Some(Sent { by: admin, method, screenshot }),
        actor: admin,
        from: &[ShipState::ToShip, ShipState::Credited],
        to: ShipState::Refunded,
        restock: true,
    };
    let refund_id = give_back_lines(tx, give_back).await?;
    let params = serde_json::json!({
        "order_id": order.id, "amount": refunds::grouped(input.amount), "reason": reason,
    });
    notify::service::record(tx, order.user_id, "order_refunded", params).await?;
    Ok(refund_id)
}

/// Lines of an order given back, and what goes with them: shared by an admin's refund (before
/// they ship) and an approved return (once received).
pub(crate) struct GiveBack<'a> {
    pub order: &'a shop_order::Model,
    pub lines: Vec<order_item::Model>,
    /// The money going back, in whole kyat.
    pub amount: i64,
    pub reason: String,
    /// How it was sent; `None`: due, for an admin to send.
    pub sent: Option<Sent>,
    pub actor: CurrentUser,
    /// The states the lines must still be in (conditional: a racing change wins).
    pub from: &'a [ShipState],
    pub to: ShipState,
    /// Whether their units go back into stock.
    pub restock: bool,
}

/// Records the refund, moves the lines (all of them, or the whole transaction is refused on
/// `order_item_ids`), gives their stock back when restocked and takes back the tokens they earned
/// (never below zero: the rest is recorded as owed). Answers the refund's id.
pub(crate) async fn give_back_lines(tx: &impl ConnectionTrait, give_back: GiveBack<'_>) -> AppResult<i64> {
    let GiveBack { order, lines, amount, reason, sent, actor, from, to, restock } = give_back;
    // The tokens these lines earned: token packs' tokens; purchase rewards, credited at approval
    // for a transfer and at "Received" for cash on delivery.
    let mut tokens = 0i64;
    for line in &lines {
        if line.product_type == ProductType::TokenProduct {
            let product = catalog::service::find_product(tx, line.product_id).await?;
            tokens += product.and_then(|p| p.token_amount).unwrap_or(0) * line.qty;
        } else if order.payment_kind == PaymentMethodKind::Transfer || line.ship_state == ShipState::Received {
            tokens += line.token_reward;
        }
    }
    let balance = ledger::balance(tx, order.user_id, Currency::Token).await?;
    let taken = tokens.min(balance.max(0));
    let ids: Vec<i64> = lines.iter().map(|l| l.id).collect();
    let refund = NewRefund {
        user_id: order.user_id,
        subject: SUBJECT,
        subject_id: order.id,
        amount_mmk: amount,
        reason,
        order_item_ids: Some(ids.clone()),
        tokens_taken: taken,
        tokens_owed: tokens - taken,
    };
    let refund_id = refunds::record(tx, refund, sent, Some(actor)).await?;
    let refunded = serde_json::json!({"order_id": order.id, "user_id": order.user_id, "refund_id": refund_id,
        "amount": amount, "order_item_ids": ids, "restocked": restock, "returned": to == ShipState::Returned});
    webhooks::emit(tx, webhooks::WebhookEvent::OrderRefunded, refunded).await?;
    let moved = order_item::Entity::update_many()
        .col_expr(order_item::Column::ShipState, Expr::value(to))
        .col_expr(order_item::Column::RefundId, Expr::value(refund_id))
        .filter(order_item::Column::Id.is_in(ids.iter().copied()))
        .filter(order_item::Column::ShipState.is_in(from.iter().copied()))
        .exec(tx)
        .await?;
    if moved.rows_affected != ids.len() as u64 {
        return Err(AppError::invalid("order_item_ids", Msg::new("orders.refund_shipped")));
    }
    if restock && to_ship::give_lines_stock_back(tx, &ids).await? > 0 {
        read_cache::changed(tx, Scope::Catalog).await?;
    }
    if taken > 0 {
        let entry = Entry { reason: "order_refunded", reference_type: Some("order"), reference_id: Some(order.id) };
        ledger::debit(tx, order.user_id, Currency::Token, taken, entry).await?;
    }
    Ok(refund_id)
}
