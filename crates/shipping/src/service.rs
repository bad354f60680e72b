//! Shipping's rules.
//!
//! An item is in at most one live shipping order: creating one moves its items from `to_ship` to
//! `shipping` with an update conditional on `to_ship`, so of two requests for the same item one
//! wins and the other is refused. A rejected shipping order puts its items back to `to_ship`.

use std::collections::HashMap;

use chrono::Utc;
use kernel::{auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use orders::{entity::order_item, to_ship};
use payments::{
    decision::{decide_once, required_reason, Decision},
    transfer::Delivery,
    Transfer, TransferFields,
};
use sea_orm::{
    sea_query::Expr, ActiveEnum, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    Set,
};

use crate::{
    couriers,
    entity::{courier, shipping_order, shipping_order_item},
    model::{PendingShippingOrder, ShippingItem, ShippingOrder, ShippingOrderSummary, ShippingStatus},
    settings::Destination,
};

/// The fee for sending these to-ship items to the shopper's township ([`ShippingSettings::fee`]).
pub async fn shipping_price(ctx: &AppContext, user_id: i64, order_item_ids: &[i64]) -> AppResult<i64> {
    let items = to_ship_items(ctx.db.conn(), user_id, order_item_ids).await?;
    fee(ctx, user_id, &items).await
}

async fn fee(ctx: &AppContext, user_id: i64, items: &[order_item::Model]) -> AppResult<i64> {
    let settings = crate::settings::stored(ctx.db.conn()).await?;
    let grams: i64 = items.iter().map(|i| i.weight_grams * i.qty).sum();
    Ok(settings.fee(Destination::of(ctx.db.conn(), user_id).await?, grams))
}

/// The shopper's own to-ship items with these ids; anything else (someone else's, already
/// shipping, unknown) is refused.
async fn to_ship_items(conn: &impl ConnectionTrait, user_id: i64, ids: &[i64]) -> AppResult<Vec<order_item::Model>> {
    kernel::input::check_list("order_item_id", ids.len())?;
    if ids.is_empty() {
        return Err(AppError::invalid("order_item_id", Msg::new("shipping.select_items")));
    }
    let mut unique = ids.to_vec();
    unique.sort_unstable();
    unique.dedup();
    let items = to_ship::shippable(conn, user_id, &unique).await?;
    if items.len() != unique.len() {
        return Err(AppError::invalid("order_item_id", Msg::new("shipping.item_not_shippable")));
    }
    Ok(items)
}

/// Sends to-ship items in a new shipping order paid by screenshot.
pub async fn create(
    ctx: &AppContext,
    user_id: i64,
    order_item_ids: Vec<i64>,
    payment: Transfer,
    locale: Locale,
) -> AppResult<ShippingOrder> {
    let items = to_ship_items(ctx.db.conn(), user_id, &order_item_ids).await?;
    let price = fee(ctx, user_id, &items).await?;
    let paid = payments::prepare(ctx, user_id, payment, &TransferFields::SCREENSHOT, Delivery::Ships).await?;
    let key = paid.screenshot.key.clone();
    let result = ctx
        .db
        .write(|tx| {
            let (ids, paid_key, address, method_id, method_name) = (
                items.iter().map(|i| i.id).collect::<Vec<_>>(),
                paid.screenshot.clone(),
                paid.shipping_address.clone(),
                paid.method.id,
                paid.method.name.clone(),
            );
            Box::pin(async move {
                // Claim the items first: if another request took one of them, nothing is written.
                if !to_ship::take_for_shipping(tx, user_id, &ids).await? {
                    return Err(AppError::invalid("order_item_id", Msg::new("shipping.item_not_shippable")));
                }
                let screenshot = payments::screenshot::record::<shipping_order::Entity>(tx, user_id, &paid_key).await?;
                let order = shipping_order::ActiveModel {
                    user_id: Set(user_id),
                    status: Set(ShippingStatus::Pending),
                    payment_method_id: Set(method_id),
                    payment_method_name: Set(method_name),
                    payment_screenshot_id: Set(Some(screenshot)),
                    shipping_price: Set(price),
                    shipping_address: Set(address),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                payments::screenshot::attach(tx, screenshot, order.id, price).await?;
                for id in ids {
                    shipping_order_item::ActiveModel {
                        shipping_order_id: Set(order.id),
                        order_item_id: Set(id),
                        ..Default::default()
                    }
                    .insert(tx)
                    .await?;
                }
                Ok(order.id)
            })
        })
        .await;
    let id = ctx.media.discard_on_error(result, std::slice::from_ref(&key)).await?;
    detail(ctx, user_id, id, locale).await
}

/// The shopper's shipping orders, newest first (`received` only when asked).
pub async fn list(
    ctx: &AppContext,
    user_id: i64,
    status: Option<ShippingStatus>,
) -> AppResult<Vec<ShippingOrderSummary>> {
    let mut select = shipping_order::Entity::find().filter(shipping_order::Column::UserId.eq(user_id));
    if let Some(status) = status {
        select = select.filter(shipping_order::Column::Status.eq(status));
    }
    let orders = select.order_by_desc(shipping_order::Column::Id).all(ctx.db.conn()).await?;
    let ids: Vec<i64> = orders.iter().map(|o| o.id).collect();
    let lines = shipping_order_item::Entity::find()
        .filter(shipping_order_item::Column::ShippingOrderId.is_in(ids))
        .all(ctx.db.conn())
        .await?;
    let mut counts: HashMap<i64, i64> = HashMap::new();
    for line in lines {
        *counts.entry(line.shipping_order_id).or_default() += 1;
    }
    let couriers = couriers_of(ctx.db.conn(), &orders).await?;
    Ok(orders
        .into_iter()
        .map(|o| {
            let tracking = Tracking::of(&o, &couriers);
            ShippingOrderSummary {
                id: o.id,
                shipping_order_id: number(o.id),
                status: o.status,
                shipping_order_items: counts.get(&o.id).copied().unwrap_or(0),
                shipping_price: o.shipping_price,
                payment: o.payment_method_name,
                order_date: o.created_at,
                received_date: o.received_at,
                courier: tracking.courier,
                tracking_number: tracking.number,
                tracking_url: tracking.url,
                cod_amount: o.cod_amount,
            }
        })
        .collect())
}

/// Who carries a parcel and where the shopper follows it.
struct Tracking {
    courier: Option<String>,
    phone: Option<String>,
    number: Option<String>,
    url: Option<String>,
}

impl Tracking {
    fn of(order: &shipping_order::Model, couriers: &HashMap<i64, courier::Model>) -> Tracking {
        let courier = order.courier_id.and_then(|id| couriers.get(&id));
        Tracking {
            courier: courier.map(|c| c.name.clone()),
            phone: courier.map(|c| c.phone.clone()),
            number: order.tracking_number.clone(),
            url: couriers::tracking_link(
                courier.and_then(|c| c.tracking_url.as_deref()),
                order.tracking_number.as_deref(),
            ),
        }
    }
}

/// The couriers of these shipping orders, by id.
async fn couriers_of(
    conn: &impl ConnectionTrait,
    orders: &[shipping_order::Model],
) -> AppResult<HashMap<i64, courier::Model>> {
    let ids: Vec<i64> = orders.iter().filter_map(|o| o.courier_id).collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(courier::Entity::find()
        .filter(courier::Column::Id.is_in(ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|c| (c.id, c))
        .collect())
}

/// One of the shopper's shipping orders with its items.
pub async fn detail(ctx: &AppContext, user_id: i64, id: i64, locale: Locale) -> AppResult<ShippingOrder> {
    let found = shipping_order::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let found = found.filter(|o| o.user_id == user_id).ok_or_else(|| AppError::not_found("shipping.not_found"))?;
    to_detail(ctx, found, locale).await
}

/// The shopper confirms an approved (on the way) shipping order arrived.
pub async fn mark_received(ctx: &AppContext, user_id: i64, id: i64) -> AppResult<()> {
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let found = shipping_order::Entity::find_by_id(id).one(tx).await?;
                let found =
                    found.filter(|o| o.user_id == user_id).ok_or_else(|| AppError::not_found("shipping.not_found"))?;
                if found.status != ShippingStatus::Approved {
                    return Err(AppError::invalid("shipping_order_id", Msg::new("shipping.not_on_the_way")));
                }
                let done = shipping_order::Entity::update_many()
                    .col_expr(shipping_order::Column::Status, Expr::value(ShippingStatus::Received))
                    .col_expr(shipping_order::Column::ReceivedAt, Expr::value(Utc::now()))
                    .filter(shipping_order::Column::Id.eq(id))
                    .filter(shipping_order::Column::Status.eq(ShippingStatus::Approved))
                    .exec(tx)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(AppError::invalid("shipping_order_id", Msg::new("shipping.not_on_the_way")));
                }
                let items = item_ids(tx, id).await?;
                to_ship::mark_received(tx, &items).await?;
                let received = serde_json::json!({"shipping_order_id": id, "user_id": user_id,
                    "status": ShippingStatus::Received, "order_item_ids": items, "cod_amount": found.cod_amount});
                webhooks::emit(tx, webhooks::WebhookEvent::ShippingReceived, received).await?;
                if found.cod_amount.is_some() {
                    // Paid at the door: the purchase reward the confirmation held back is earned now.
                    credit_cod_rewards(tx, user_id, &items).await?;
                }
                Ok(())
            })
        })
        .await
}

/// Credits the purchase rewards of a received cash on delivery parcel's lines, one ledger row per
/// order (as a transfer order's approval does).
async fn credit_cod_rewards(tx: &impl ConnectionTrait, user_id: i64, items: &[i64]) -> AppResult<()> {
    use accounts::ledger::{self, Currency, Entry};
    let mut by_order: std::collections::BTreeMap<i64, i64> = Default::default();
    for item in to_ship::items(tx, items).await? {
        if let Some(order_id) = item.order_id {
            *by_order.entry(order_id).or_default() += item.token_reward;
        }
    }
    for (order_id, tokens) in by_order.into_iter().filter(|(_, tokens)| *tokens > 0) {
        let entry = Entry { reason: "order_approved", reference_type: Some("order"), reference_id: Some(order_id) };
        ledger::credit(tx, user_id, Currency::Token, tokens, entry).await?;
        let params = serde_json::json!({"amount": tokens, "source": "purchase_reward", "order_id": order_id});
        notify::service::record(tx, user_id, "tokens_credited", params).await?;
    }
    Ok(())
}

// ---- admin -------------------------------------------------------------------------------------

pub async fn pending(ctx: &AppContext, admin: CurrentUser, locale: Locale) -> AppResult<Vec<PendingShippingOrder>> {
    admin.require_staff()?;
    let rows = shipping_order::Entity::find()
        .filter(shipping_order::Column::Status.eq(ShippingStatus::Pending))
        .order_by_asc(shipping_order::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let customers = accounts::service::names_and_phones(ctx, rows.iter().map(|r| r.user_id)).await?;
    let mut checks =
        payments::checks::view::for_queue(ctx, rows.iter().filter_map(|r| r.payment_screenshot_id), locale).await?;
    let mut waiting = Vec::with_capacity(rows.len());
    for row in rows {
        let (user_id, shot) = (row.user_id, row.payment_screenshot_id);
        let (customer_name, customer_phone) = customers.get(&user_id).cloned().unwrap_or_default();
        let payments::checks::view::PaymentChecks { flags, receipt } = checks.take_optional(shot);
        waiting.push(PendingShippingOrder {
            shipping_order: to_detail(ctx, row, locale).await?,
            user_id,
            customer_name,
            customer_phone,
            screenshot_url: shot.map(payments::screenshot::url),
            flags,
            receipt,
        });
    }
    Ok(waiting)
}

/// The fee is paid: the parcel is on the way, with `courier_id` (an active courier; none when the
/// shop delivers itself) and its tracking number if given. The shopper is told, with both.
pub async fn approve(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    courier_id: Option<i64>,
    tracking_number: Option<String>,
) -> AppResult<()> {
    admin.require_staff()?;
    let tracking_number = couriers::checked_tracking(tracking_number)?;
    if tracking_number.is_some() && courier_id.is_none() {
        return Err(AppError::invalid("courier_id", Msg::new("shipping.courier_required")));
    }
    ctx.db
        .write(|tx| {
            let tracking_number = tracking_number.clone();
            Box::pin(async move {
                let courier = match courier_id {
                    Some(id) => Some(couriers::active(tx, id).await?),
                    None => None,
                };
                let decision = Decision {
                    to: ShippingStatus::Approved,
                    reason: None,
                    by: Some(admin),
                    action: "shipping.approve",
                    details: serde_json::json!({"courier_id": courier_id, "tracking_number": tracking_number}),
                };
                let shopper = decide(tx, id, decision).await?;
                shipping_order::Entity::update_many()
                    .col_expr(shipping_order::Column::CourierId, Expr::value(courier_id))
                    .col_expr(shipping_order::Column::TrackingNumber, Expr::value(tracking_number.clone()))
                    .filter(shipping_order::Column::Id.eq(id))
                    .exec(tx)
                    .await?;
                let approved = serde_json::json!({"shipping_order_id": id, "user_id": shopper,
                    "status": ShippingStatus::Approved, "courier_id": courier_id,
                    "courier": courier.as_ref().map(|c| c.name.clone()), "tracking_number": tracking_number});
                webhooks::emit(tx, webhooks::WebhookEvent::ShippingApproved, approved).await?;
                let params = serde_json::json!({"shipping_order_id": id,
                    "courier": courier.map(|c| c.name), "tracking_number": tracking_number});
                notify::service::record(tx, shopper, "shipping_approved", params).await
            })
        })
        .await
}

/// The fee payment is not right: the items go back to the to-ship list.
pub async fn reject(ctx: &AppContext, admin: CurrentUser, id: i64, reason: String) -> AppResult<()> {
    admin.require_staff()?;
    let reason = required_reason(&reason)?;
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let decision = Decision {
                    to: ShippingStatus::Rejected,
                    reason: Some(reason.clone()),
                    by: Some(admin),
                    action: "shipping.reject",
                    details: serde_json::json!({}),
                };
                let shopper = decide(tx, id, decision).await?;
                to_ship::release(tx, &item_ids(tx, id).await?).await?;
                let params = serde_json::json!({"shipping_order_id": id, "reason": reason});
                notify::service::record(tx, shopper, "shipping_rejected", params).await
            })
        })
        .await
}

/// Decides shipping order `id` once; answers the shopper it belongs to.
async fn decide(tx: &impl ConnectionTrait, id: i64, decision: Decision<ShippingStatus>) -> AppResult<i64> {
    let order = shipping_order::Entity::find_by_id(id)
        .one(tx)
        .await?
        .ok_or_else(|| AppError::not_found("shipping.not_found"))?;
    if !decide_once::<shipping_order::Entity>(tx, id, decision).await? {
        return Err(AppError::invalid("shipping_order_id", Msg::new("shipping.already_decided")));
    }
    Ok(order.user_id)
}

payments::pending_payments!(shipping_order, ShippingStatus::Pending, "shipping_order", RejectReason);

/// The to-ship items a shipping order carries.
pub(crate) async fn item_ids(conn: &impl ConnectionTrait, shipping_order_id: i64) -> AppResult<Vec<i64>> {
    Ok(shipping_order_item::Entity::find()
        .filter(shipping_order_item::Column::ShippingOrderId.eq(shipping_order_id))
        .all(conn)
        .await?
        .into_iter()
        .map(|l| l.order_item_id)
        .collect())
}

pub(crate) async fn to_detail(ctx: &AppContext, o: shipping_order::Model, locale: Locale) -> AppResult<ShippingOrder> {
    let items = to_ship::items(ctx.db.conn(), &item_ids(ctx.db.conn(), o.id).await?).await?;
    let product_ids: Vec<i64> = items.iter().map(|i| i.product_id).collect();
    let products = catalog::service::summaries(ctx, &product_ids, locale).await?;
    let variant_ids: Vec<i64> = items.iter().filter_map(|i| i.variant_id).collect();
    let variants = catalog::variants::for_lines(ctx.db.conn(), &variant_ids, locale, ctx.clock.now()).await?;
    let status = o.status;
    let tracking = Tracking::of(&o, &couriers_of(ctx.db.conn(), std::slice::from_ref(&o)).await?);
    let items: Vec<ShippingItem> = items
        .into_iter()
        .filter_map(|i| {
            Some(ShippingItem {
                id: i.id,
                qty: i.qty,
                product: products.get(&i.product_id)?.clone(),
                item_type: i.item_type.to_value(),
                status,
                variant: i.variant_id.and_then(|id| variants.get(&id)).and_then(|v| v.shown.clone()),
            })
        })
        .collect();
    Ok(ShippingOrder {
        id: o.id,
        shipping_order_id: number(o.id),
        order_id: o.id,
        status,
        shipping_address: o.shipping_address,
        shipping_price: o.shipping_price,
        payment: o.payment_method_name,
        order_date: o.created_at,
        received_date: o.received_at,
        reject_reason: o.reject_reason,
        shipping_order_items: items.clone(),
        order_items: items,
        courier: tracking.courier,
        courier_phone: tracking.phone,
        tracking_number: tracking.number,
        tracking_url: tracking.url,
        handed_over_at: o.handed_over_at,
        cod_amount: o.cod_amount,
    })
}

pub(crate) fn number(id: i64) -> String {
    format!("SH{id:06}")
}

// ---- admin console -----------------------------------------------------------------------------

/// Shipping orders whose fee payment waits to be checked (the dashboard's count).
pub async fn pending_count(conn: &impl ConnectionTrait) -> AppResult<u64> {
    use sea_orm::PaginatorTrait;
    Ok(shipping_order::Entity::find()
        .filter(shipping_order::Column::Status.eq(ShippingStatus::Pending))
        .count(conn)
        .await?)
}

/// Which of these to-ship items left in a shipping order an admin approved (on the way, or since
/// received): what "shipped" means on the admin's pages.
pub async fn shipped_items(
    conn: &impl ConnectionTrait,
    order_item_ids: &[i64],
) -> AppResult<std::collections::HashSet<i64>> {
    use sea_orm::{sea_query::Query, QuerySelect};
    if order_item_ids.is_empty() {
        return Ok(Default::default());
    }
    let dispatched = Query::select()
        .column(shipping_order::Column::Id)
        .from(shipping_order::Entity)
        .and_where(shipping_order::Column::Status.is_in([ShippingStatus::Approved, ShippingStatus::Received]))
        .to_owned();
    let ids: Vec<i64> = shipping_order_item::Entity::find()
        .filter(shipping_order_item::Column::OrderItemId.is_in(order_item_ids.iter().copied()))
        .filter(shipping_order_item::Column::ShippingOrderId.in_subquery(dispatched))
        .select_only()
        .column(shipping_order_item::Column::OrderItemId)
        .into_tuple()
        .all(conn)
        .await?;
    Ok(ids.into_iter().collect())
}
