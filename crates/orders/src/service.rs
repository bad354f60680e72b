//! Orders paid by transfer, or cash on delivery.
//!
//! Checkout (the selected cart lines) and buy-now (one product) both need a payment method and,
//! for a transfer, a screenshot (cash on delivery takes none: [`payments::cod`]); the total is computed here from current prices, never taken from the client. An
//! admin approves (items join the to-ship list; token packs and purchase rewards credit tokens
//! through the ledger) or cancels with a reason. Every decision is in the audit log.

use std::collections::HashMap;

use accounts::ledger::{self, Currency, Entry};
use catalog::model::ProductType;
use catalog::stock::Taken;
use chrono::Utc;
use kernel::{
    auth::CurrentUser,
    read_cache::{self, Scope},
    AppContext, AppError, AppResult, Locale, Msg,
};
use payments::{
    cod::OrderPayment,
    decision::{decide_once, required_reason, Decision},
    model::PaymentMethodKind,
    transfer::Delivery,
    Transfer, TransferFields,
};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use webhooks::WebhookEvent;

use crate::{
    entity::shop_order,
    model::{Order, OrderLine, OrderStatus, PendingOrder},
    to_ship,
};

/// A product (and the variant chosen) and quantity being bought; `cart_line` when it comes from
/// the cart.
#[derive(Clone)]
struct Wanted {
    product_id: i64,
    variant_id: Option<i64>,
    qty: i64,
    cart_line: Option<i64>,
}

/// Checkout: the cart's lines (only those of `product_ids`, and only `cart_line_ids`, when given)
/// become a pending order.
pub async fn checkout(
    ctx: &AppContext,
    user_id: i64,
    payment: Transfer,
    only: (Option<Vec<i64>>, Option<Vec<i64>>),
    voucher_code: Option<String>,
    locale: Locale,
) -> AppResult<Order> {
    let wanted = cart_wanted(ctx, user_id, only).await?;
    place(ctx, user_id, payment, wanted, true, voucher_code, locale).await
}

/// The cart's lines a checkout would order (only those of `product_ids`, and only `cart_line_ids`,
/// when given); an empty choice is refused.
async fn cart_wanted(
    ctx: &AppContext,
    user_id: i64,
    (product_ids, cart_line_ids): (Option<Vec<i64>>, Option<Vec<i64>>),
) -> AppResult<Vec<Wanted>> {
    kernel::input::check_list("product_id", product_ids.as_ref().map_or(0, Vec::len))?;
    kernel::input::check_list("cart_line_ids", cart_line_ids.as_ref().map_or(0, Vec::len))?;
    let lines = cart::service::rows(ctx.db.conn(), user_id).await?;
    let wanted: Vec<Wanted> = lines
        .iter()
        .filter(|l| product_ids.as_ref().is_none_or(|ids| ids.contains(&l.product_id)))
        .filter(|l| cart_line_ids.as_ref().is_none_or(|ids| ids.contains(&l.id)))
        .map(|l| Wanted { product_id: l.product_id, variant_id: l.variant_id, qty: l.qty, cart_line: Some(l.id) })
        .collect();
    if wanted.is_empty() {
        return Err(AppError::invalid("cart", Msg::new("orders.cart_empty")));
    }
    Ok(wanted)
}

/// Buy now: one product (the variant chosen, or its only one) and quantity (a token pack is
/// always one) becomes a pending order.
pub async fn buy_now(
    ctx: &AppContext,
    user_id: i64,
    payment: Transfer,
    chosen: (Option<i64>, Option<i64>),
    qty: Option<i64>,
    voucher_code: Option<String>,
    locale: Locale,
) -> AppResult<Order> {
    let wanted = buy_now_wanted(ctx, chosen, qty).await?;
    place(ctx, user_id, payment, wanted, false, voucher_code, locale).await
}

/// The one line buy now would order.
async fn buy_now_wanted(
    ctx: &AppContext,
    (product_id, variant_id): (Option<i64>, Option<i64>),
    qty: Option<i64>,
) -> AppResult<Vec<Wanted>> {
    let product_id = product_id.ok_or_else(|| AppError::invalid("product_id", Msg::new("cart.product_required")))?;
    let qty = qty.unwrap_or(1);
    if !(1..=cart::model::MAX_QTY).contains(&qty) {
        return Err(AppError::invalid("qty", Msg::new("cart.qty_invalid")));
    }
    // Checked before the screenshot is stored, so a wrong choice costs no upload.
    catalog::variants::resolve(ctx.db.conn(), product_id, variant_id).await?;
    Ok(vec![Wanted { product_id, variant_id, qty, cart_line: None }])
}

/// What a voucher code would take off a checkout (`buy_now: None`) or a buy now, at the prices
/// charged now (a flash sale's inside its window), with every rule of the voucher checked;
/// nothing is taken or written.
// `buy_now` is `((product_id, variant_id), qty)`, as `buy_now` takes them.
#[allow(clippy::type_complexity)]
pub async fn preview_voucher(
    ctx: &AppContext,
    user_id: i64,
    code: &str,
    checkout: (Option<Vec<i64>>, Option<Vec<i64>>),
    buy_now: Option<((Option<i64>, Option<i64>), Option<i64>)>,
    locale: Locale,
) -> AppResult<vouchers::model::VoucherPreview> {
    let code = vouchers::pricing::normalized(Some(code))
        .ok_or_else(|| AppError::invalid(vouchers::pricing::FIELD, Msg::new("vouchers.unknown")))?;
    let wanted = match buy_now {
        Some((chosen, qty)) => buy_now_wanted(ctx, chosen, qty).await?,
        None => cart_wanted(ctx, user_id, checkout).await?,
    };
    let conn = ctx.db.conn();
    let lines = voucher_lines(conn, &wanted, ctx.clock.now()).await?;
    let applied =
        vouchers::pricing::evaluate(conn, &code, user_id, &lines, first_order(conn, user_id).await?, ctx.clock.now())
            .await?;
    let subtotal: i64 = lines.iter().map(|l| l.subtotal).sum();
    Ok(vouchers::model::VoucherPreview {
        code: applied.code,
        title: applied.title.get(locale).to_owned(),
        subtotal,
        discount: applied.discount,
        total: subtotal - applied.discount,
    })
}

/// The lines as a voucher sees them, at the prices charged at `now` (a flash sale's inside its window).
async fn voucher_lines(
    conn: &impl ConnectionTrait,
    wanted: &[Wanted],
    now: chrono::DateTime<Utc>,
) -> AppResult<Vec<vouchers::pricing::Line>> {
    let mut lines = Vec::new();
    for w in wanted {
        let product = catalog::service::purchasable_product(conn, w.product_id).await?;
        let variant = catalog::variants::resolve(conn, w.product_id, w.variant_id).await?;
        let subtotal = catalog::variants::price(&product, &variant, now)
            .checked_mul(w.qty)
            .ok_or_else(|| AppError::invalid("qty", Msg::new("cart.qty_invalid")))?;
        lines.push(voucher_line(&product, subtotal));
    }
    Ok(lines)
}

/// A line as a voucher sees it: its product, category and subtotal; token packs are never
/// discounted.
fn voucher_line(product: &catalog::entity::product::Model, subtotal: i64) -> vouchers::pricing::Line {
    vouchers::pricing::Line {
        product_id: product.id,
        category_id: product.category_id,
        subtotal,
        discountable: product.product_type == ProductType::Product,
    }
}

/// Whether the shopper has no order yet that was not cancelled or rejected (a voucher for first
/// orders only).
async fn first_order(conn: &impl ConnectionTrait, user_id: i64) -> AppResult<bool> {
    use sea_orm::PaginatorTrait;
    let earlier = shop_order::Entity::find()
        .filter(shop_order::Column::UserId.eq(user_id))
        .filter(shop_order::Column::Status.ne(OrderStatus::Cancelled))
        .count(conn)
        .await?;
    Ok(earlier == 0)
}

async fn place(
    ctx: &AppContext,
    user_id: i64,
    payment: Transfer,
    wanted: Vec<Wanted>,
    from_cart: bool,
    voucher_code: Option<String>,
    locale: Locale,
) -> AppResult<Order> {
    let settings = crate::settings::stored(ctx.db.conn()).await?;
    let voucher_code = vouchers::pricing::normalized(voucher_code.as_deref());
    // Checked before the screenshot is stored, so a code that does not apply costs no upload;
    // checked again in the order's transaction, where its use is taken.
    if let Some(code) = &voucher_code {
        let conn = ctx.db.conn();
        let lines = voucher_lines(conn, &wanted, ctx.clock.now()).await?;
        let first = first_order(conn, user_id).await?;
        vouchers::pricing::evaluate(conn, code, user_id, &lines, first, ctx.clock.now()).await?;
    }
    // Token packs never ship, so an order of token packs only needs no shipping address.
    let mut needs_address = false;
    for w in &wanted {
        let found = catalog::service::find_product(ctx.db.conn(), w.product_id).await?;
        needs_address |= found.is_none_or(|p| p.product_type != ProductType::TokenProduct);
    }
    let delivery = if needs_address { Delivery::Ships } else { Delivery::NothingShips };
    let paid = payments::cod::prepare_order(ctx, user_id, payment, &TransferFields::SCREENSHOT, delivery).await?;
    let (method, screenshot, address, cod) = match paid {
        OrderPayment::Transfer(paid) => (paid.method, Some(paid.screenshot), paid.shipping_address, None),
        OrderPayment::CashOnDelivery(cod) => (cod.method.clone(), None, cod.shipping_address.clone(), Some(cod)),
    };
    let keys: Vec<String> = screenshot.iter().map(|s| s.key.clone()).collect();
    if cod.is_some() && settings.refuse_cod_after_unpaid_refusal {
        let parcels = ctx.cod_parcels().ok_or_else(|| AppError::Internal(anyhow::anyhow!("no shipping for COD")))?;
        if parcels.unpaid_refusal(ctx.db.conn(), user_id).await? {
            return Err(AppError::invalid("payment_id", Msg::new("payments.cod.unpaid_refusal")));
        }
    }

    let result = ctx
        .db
        .write(|tx| {
            let (wanted, screenshot, address, method_name) =
                (wanted.clone(), screenshot.clone(), address.clone(), method.name.clone());
            let (settings, cod, voucher_code) = (settings.clone(), cod.clone(), voucher_code.clone());
            let clock_now = ctx.clock.now();
            Box::pin(async move {
                let now = Utc::now();
                let mut items = Vec::new();
                let mut low = Vec::new();
                let mut voucher_lines = Vec::new();
                let mut total = 0i64;
                for w in &wanted {
                    let product = catalog::service::purchasable_product(tx, w.product_id).await?;
                    let kind = product.product_type;
                    match kind {
                        ProductType::Product => {}
                        ProductType::TokenProduct if !from_cart && w.qty == 1 => {}
                        ProductType::TokenProduct => {
                            return Err(AppError::invalid("qty", Msg::new("orders.token_pack_one")))
                        }
                        _ => return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable"))),
                    }
                    let variant = catalog::variants::resolve(tx, w.product_id, w.variant_id).await?;
                    // The price at placement: a flash sale's only while its window is open.
                    let unit_price = catalog::variants::price(&product, &variant, clock_now);
                    // The units are this order's from here on, or the whole order is refused.
                    let taken = catalog::stock::take(tx, &variant, w.qty).await?;
                    match taken {
                        Taken::Untracked => {}
                        // Sold out: the lists' "in stock only" filter changes too.
                        Taken::Taken { left: 0 } | Taken::TakenNowLow { left: 0 } => {
                            read_cache::changed(tx, Scope::Catalog).await?
                        }
                        // Stock left: only this product's page shows the new count.
                        _ => catalog::reads::page_changed(tx, &product.slug).await?,
                    }
                    if let Taken::TakenNowLow { left } = taken {
                        low.push((variant.id, left));
                    }
                    let subtotal = unit_price
                        .checked_mul(w.qty)
                        .ok_or_else(|| AppError::invalid("qty", Msg::new("cart.qty_invalid")))?;
                    total = total
                        .checked_add(subtotal)
                        .ok_or_else(|| AppError::invalid("qty", Msg::new("cart.qty_invalid")))?;
                    let reward = match kind {
                        ProductType::Product => settings.token_reward(product.token_reward, w.qty, subtotal),
                        _ => 0,
                    };
                    voucher_lines.push(voucher_line(&product, subtotal));
                    items.push((product, variant, unit_price, taken != Taken::Untracked, w.qty, reward));
                }
                // The amount due: the goods less what the voucher takes off, computed here only.
                let applied = match &voucher_code {
                    Some(code) => {
                        let first = first_order(tx, user_id).await?;
                        Some(vouchers::pricing::evaluate(tx, code, user_id, &voucher_lines, first, clock_now).await?)
                    }
                    None => None,
                };
                let discount = applied.as_ref().map_or(0, |a| a.discount);
                let total = total - discount;
                let kind = match &cod {
                    Some(cod) => {
                        cod.check_total(total)?;
                        // No screenshot: the admins watching the queue are told here instead.
                        payments::decision::queue_changed::<shop_order::Entity>(tx).await?;
                        PaymentMethodKind::CashOnDelivery
                    }
                    None => PaymentMethodKind::Transfer,
                };
                let shot = match &screenshot {
                    Some(stored) => {
                        Some(payments::screenshot::record::<shop_order::Entity>(tx, user_id, stored).await?)
                    }
                    None => None,
                };
                let order = shop_order::ActiveModel {
                    user_id: Set(user_id),
                    status: Set(OrderStatus::Pending),
                    payment_method_id: Set(method.id),
                    payment_method_name: Set(method_name),
                    payment_screenshot_id: Set(shot),
                    payment_kind: Set(kind),
                    total_price: Set(total),
                    discount: Set(discount),
                    voucher_code: Set(applied.as_ref().map(|a| a.code.clone())),
                    shipping_address: Set(address),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                if let Some(applied) = &applied {
                    vouchers::uses::take(tx, applied, user_id, order.id, clock_now).await?;
                }
                let lines: Vec<serde_json::Value> = items
                    .iter()
                    .map(|(product, variant, unit_price, _, qty, _)| {
                        serde_json::json!({"product_id": product.id, "variant_id": variant.id,
                            "sku": variant.sku, "qty": qty, "unit_price": unit_price})
                    })
                    .collect();
                let placed = serde_json::json!({
                    "order_id": order.id, "user_id": user_id, "status": order.status,
                    "payment_kind": order.payment_kind, "payment_method": order.payment_method_name,
                    "total": total, "discount": discount, "voucher_code": order.voucher_code, "lines": lines,
                });
                webhooks::emit(tx, WebhookEvent::OrderPlaced, placed).await?;
                if let Some(shot) = shot {
                    payments::screenshot::attach(tx, shot, order.id, total).await?;
                }
                for (product, variant, unit_price, stock_taken, qty, reward) in &items {
                    let line = to_ship::OrderLine {
                        order_id: order.id,
                        user_id,
                        product,
                        variant,
                        unit_price: *unit_price,
                        stock_taken: *stock_taken,
                        qty: *qty,
                        token_reward: *reward,
                    };
                    to_ship::add_order_line(tx, line).await?;
                }
                crate::low_stock::tell_admins(tx, &low).await?;
                if from_cart {
                    let ids: Vec<i64> = wanted.iter().filter_map(|w| w.cart_line).collect();
                    // Another checkout of the same cart may have ordered these lines a moment ago:
                    // then they are gone and this order is refused (one order, not two).
                    if cart::service::take_lines(tx, user_id, &ids).await? != ids.len() as u64 {
                        return Err(AppError::invalid("cart", Msg::new("orders.cart_empty")));
                    }
                }
                Ok(order.id)
            })
        })
        .await;
    let order_id = ctx.media.discard_on_error(result, &keys).await?;
    order(ctx, user_id, order_id, locale).await
}

/// One of the shopper's orders (another shopper's order is not found).
pub async fn order(ctx: &AppContext, user_id: i64, order_id: i64, locale: Locale) -> AppResult<Order> {
    let found = shop_order::Entity::find_by_id(order_id).one(ctx.db.conn()).await?;
    let found = found.filter(|o| o.user_id == user_id).ok_or_else(|| AppError::not_found("orders.not_found"))?;
    Ok(to_orders(ctx, vec![found], locale).await?.remove(0))
}

/// These orders (any shopper's: for the admin's views), by id.
pub(crate) async fn orders_by_id(ctx: &AppContext, ids: &[i64], locale: Locale) -> AppResult<HashMap<i64, Order>> {
    let rows =
        shop_order::Entity::find().filter(shop_order::Column::Id.is_in(ids.iter().copied())).all(ctx.db.conn()).await?;
    Ok(to_orders(ctx, rows, locale).await?.into_iter().map(|o| (o.order_id, o)).collect())
}

/// An order's number as the shop shows it, and its payment reference: the bill number of its
/// payment QR code (`ORD000123`).
pub fn reference(order_id: i64) -> String {
    format!("ORD{order_id:06}")
}

/// What the shopper's order waiting for payment asks (for its payment QR code): the method paid
/// with, the order's total and its reference. Another shopper's order, or none, is 404; an order
/// that no longer waits (approved or cancelled) is 404 too, saying so.
pub async fn payment_due(ctx: &AppContext, user_id: i64, order_id: i64) -> AppResult<payments::model::PaymentDue> {
    let found = shop_order::Entity::find_by_id(order_id).one(ctx.db.conn()).await?;
    let found = found.filter(|o| o.user_id == user_id).ok_or_else(|| AppError::not_found("orders.not_found"))?;
    if found.status != OrderStatus::Pending {
        return Err(AppError::not_found("payments.qr.not_pending"));
    }
    Ok(payments::model::PaymentDue {
        payment_method_id: found.payment_method_id,
        amount_mmk: found.total_price,
        reference: reference(found.id),
    })
}

/// The shopper's orders, newest first, with their states.
pub async fn my_orders(ctx: &AppContext, user_id: i64, locale: Locale) -> AppResult<Vec<Order>> {
    let rows = shop_order::Entity::find()
        .filter(shop_order::Column::UserId.eq(user_id))
        .order_by_desc(shop_order::Column::Id)
        .all(ctx.db.conn())
        .await?;
    to_orders(ctx, rows, locale).await
}

// ---- admin -------------------------------------------------------------------------------------

pub async fn pending_orders(ctx: &AppContext, admin: CurrentUser, locale: Locale) -> AppResult<Vec<PendingOrder>> {
    admin.require_staff()?;
    let rows = shop_order::Entity::find()
        .filter(shop_order::Column::Status.eq(OrderStatus::Pending))
        .order_by_asc(shop_order::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let owners: Vec<(i64, Option<i64>)> = rows.iter().map(|o| (o.user_id, o.payment_screenshot_id)).collect();
    let customers = accounts::service::names_and_phones(ctx, owners.iter().map(|(user, _)| *user)).await?;
    let mut checks =
        payments::checks::view::for_queue(ctx, owners.iter().filter_map(|(_, shot)| *shot), locale).await?;
    let orders = to_orders(ctx, rows, locale).await?;
    Ok(orders
        .into_iter()
        .zip(owners)
        .map(|(order, (user_id, shot))| {
            let (customer_name, customer_phone) = customers.get(&user_id).cloned().unwrap_or_default();
            let payments::checks::view::PaymentChecks { flags, receipt } = checks.take_optional(shot);
            PendingOrder {
                order,
                user_id,
                customer_name,
                customer_phone,
                screenshot_url: shot.map(payments::screenshot::url),
                flags,
                receipt,
            }
        })
        .collect())
}

/// Approves a pending order: its items join the to-ship list, token packs and purchase rewards are
/// credited. Deciding an order twice is refused.
///
/// An order paid cash on delivery is confirmed instead (the admin called the shopper): it ships at
/// once as one parcel whose goods and fee the courier collects ([`kernel::hooks::CashOnDeliveryParcels`]).
pub async fn approve_order(ctx: &AppContext, admin: CurrentUser, order_id: i64) -> AppResult<()> {
    admin.require_staff()?;
    let parcels = ctx.cod_parcels().cloned();
    ctx.db
        .write(|tx| {
            let parcels = parcels.clone();
            Box::pin(async move {
                let order = pending_order(tx, order_id).await?;
                // Token packs and purchase rewards are told apart in the shopper's notifications.
                let (mut pack_tokens, mut reward_tokens) = (0i64, 0i64);
                for line in to_ship::order_lines(tx, &[order_id]).await? {
                    if line.product_type == ProductType::TokenProduct {
                        let product = catalog::service::find_product(tx, line.product_id).await?;
                        pack_tokens += product.and_then(|p| p.token_amount).unwrap_or(0) * line.qty;
                    }
                    // Cash on delivery earns its reward when the parcel is received (paid at the door).
                    if order.payment_kind == PaymentMethodKind::Transfer {
                        reward_tokens += line.token_reward;
                    }
                }
                let tokens = pack_tokens + reward_tokens;
                let decision = Decision {
                    to: OrderStatus::Approved,
                    reason: None,
                    by: Some(admin),
                    action: "order.approve",
                    details: serde_json::json!({"tokens": tokens}),
                };
                if !decide_once::<shop_order::Entity>(tx, order_id, decision).await? {
                    return Err(already_decided());
                }
                to_ship::approve_order_lines(tx, order_id).await?;
                if order.payment_kind == PaymentMethodKind::CashOnDelivery {
                    let parcels = parcels.ok_or_else(|| AppError::Internal(anyhow::anyhow!("no shipping for COD")))?;
                    let parcel = kernel::hooks::CodParcel {
                        order_id,
                        user_id: order.user_id,
                        payment_method_id: order.payment_method_id,
                        payment_method_name: order.payment_method_name.clone(),
                        shipping_address: order.shipping_address.clone(),
                        goods_total: order.total_price,
                    };
                    parcels.confirmed(tx, parcel).await?;
                }
                if tokens > 0 {
                    let entry =
                        Entry { reason: "order_approved", reference_type: Some("order"), reference_id: Some(order_id) };
                    ledger::credit(tx, order.user_id, Currency::Token, tokens, entry).await?;
                }
                notify::service::record(tx, order.user_id, "order_approved", serde_json::json!({"order_id": order_id}))
                    .await?;
                // A transfer is paid once an admin approves it; cash on delivery when its remittance
                // arrives (shipping).
                if order.payment_kind == PaymentMethodKind::Transfer {
                    let paid = serde_json::json!({"order_id": order_id, "user_id": order.user_id,
                        "status": OrderStatus::Approved, "payment_kind": order.payment_kind, "total": order.total_price});
                    webhooks::emit(tx, WebhookEvent::OrderPaid, paid).await?;
                }
                for (source, amount) in [("token_pack", pack_tokens), ("purchase_reward", reward_tokens)] {
                    if amount > 0 {
                        let params = serde_json::json!({"amount": amount, "source": source, "order_id": order_id});
                        notify::service::record(tx, order.user_id, "tokens_credited", params).await?;
                    }
                }
                Ok(())
            })
        })
        .await
}

/// Cancels a pending order (its payment rejected) with a reason the shopper is shown; the stock
/// its lines took goes back, once.
pub async fn cancel_order(ctx: &AppContext, admin: CurrentUser, order_id: i64, reason: String) -> AppResult<()> {
    admin.require_staff()?;
    let reason = required_reason(&reason)?;
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let order = pending_order(tx, order_id).await?;
                let decision = Decision {
                    to: OrderStatus::Cancelled,
                    reason: Some(reason.clone()),
                    by: Some(admin),
                    action: "order.cancel",
                    details: serde_json::json!({}),
                };
                if !decide_once::<shop_order::Entity>(tx, order_id, decision).await? {
                    return Err(already_decided());
                }
                if to_ship::give_stock_back(tx, order_id).await? > 0 {
                    // A sold-out variant may be back: the lists' "in stock only" filter too.
                    read_cache::changed(tx, Scope::Catalog).await?;
                }
                vouchers::uses::give_back(tx, order_id, Utc::now()).await?;
                let cancelled = serde_json::json!({"order_id": order_id, "user_id": order.user_id,
                    "status": OrderStatus::Cancelled, "total": order.total_price, "reason": reason, "by": "admin"});
                webhooks::emit(tx, WebhookEvent::OrderCancelled, cancelled).await?;
                let params = serde_json::json!({"order_id": order_id, "reason": reason});
                notify::service::record(tx, order.user_id, "order_cancelled", params).await
            })
        })
        .await
}

/// The order an admin is deciding, while it is still pending.
async fn pending_order(tx: &impl ConnectionTrait, order_id: i64) -> AppResult<shop_order::Model> {
    let order = shop_order::Entity::find_by_id(order_id)
        .one(tx)
        .await?
        .ok_or_else(|| AppError::not_found("orders.not_found"))?;
    if order.status != OrderStatus::Pending {
        return Err(already_decided());
    }
    Ok(order)
}

fn already_decided() -> AppError {
    AppError::invalid("order_id", Msg::new("orders.already_decided"))
}

payments::pending_payments!(shop_order, OrderStatus::Pending, "order", CancelReason);

pub(crate) async fn to_orders(ctx: &AppContext, rows: Vec<shop_order::Model>, locale: Locale) -> AppResult<Vec<Order>> {
    let order_ids: Vec<i64> = rows.iter().map(|o| o.id).collect();
    let items = to_ship::order_lines(ctx.db.conn(), &order_ids).await?;
    let product_ids: Vec<i64> = items.iter().map(|i| i.product_id).collect();
    let products = catalog::service::summaries(ctx, &product_ids, locale).await?;
    let variant_ids: Vec<i64> = items.iter().filter_map(|i| i.variant_id).collect();
    let variants = catalog::variants::for_lines(ctx.db.conn(), &variant_ids, locale, ctx.clock.now()).await?;
    let mut refunds = payments::refunds::of_subjects(ctx.db.conn(), "order", &order_ids).await?;
    let mut returns = crate::returns::of_orders(ctx.db.conn(), &order_ids, locale).await?;
    let mut by_order: HashMap<i64, Vec<OrderLine>> = HashMap::new();
    for item in items {
        if let (Some(order_id), Some(product)) = (item.order_id, products.get(&item.product_id)) {
            by_order.entry(order_id).or_default().push(OrderLine {
                id: item.id,
                refunded: item.ship_state == crate::model::ShipState::Refunded,
                product: product.clone(),
                qty: item.qty,
                unit_price: item.unit_price,
                variant: item.variant_id.and_then(|id| variants.get(&id)).and_then(|v| v.shown.clone()),
            });
        }
    }
    Ok(rows
        .into_iter()
        .map(|o| {
            let status = o.status;
            Order {
                order_id: o.id,
                status,
                status_message: (status == OrderStatus::Cancelled).then(|| {
                    // Withdrawn by the shopper (who then decided it), or not approved by the admin.
                    let key =
                        if o.decided_by == Some(o.user_id) { "orders.you_cancelled" } else { "orders.not_approved" };
                    locale.text(key, &[])
                }),
                order_date: o.created_at,
                shipping_address: o.shipping_address,
                order_items: by_order.remove(&o.id).unwrap_or_default(),
                payment: o.payment_method_name,
                total_price: o.total_price,
                discount: o.discount,
                voucher_code: o.voucher_code,
                cancel_reason: o.cancel_reason,
                payment_kind: o.payment_kind,
                refunds: refunds.remove(&o.id).unwrap_or_default(),
                returns: returns.remove(&o.id).unwrap_or_default(),
                cancellable: status == OrderStatus::Pending,
            }
        })
        .collect())
}

// ---- admin console -----------------------------------------------------------------------------

/// Admin: a shopper's latest orders (at most `limit`), newest first.
pub async fn latest_of(
    conn: &impl ConnectionTrait,
    user_id: i64,
    limit: u64,
) -> AppResult<Vec<crate::model::AdminUserOrder>> {
    use sea_orm::QuerySelect;
    let rows = shop_order::Entity::find()
        .filter(shop_order::Column::UserId.eq(user_id))
        .order_by_desc(shop_order::Column::Id)
        .limit(limit)
        .all(conn)
        .await?;
    Ok(rows
        .into_iter()
        .map(|o| crate::model::AdminUserOrder {
            id: o.id,
            status: o.status,
            total_mmk: o.total_price,
            created_at: o.created_at.to_rfc3339(),
        })
        .collect())
}

/// The dashboard's order figures: what waits (product orders and token-pack orders apart), and
/// what was placed, sold and credited in `[from, to)` (a Myanmar day).
///
/// An order of token packs holds only token packs (a pack is bought alone with buy-now, never from
/// the cart), so an order is a token-pack order when any of its lines is a token pack; its approval
/// credits exactly the pack's tokens, with no purchase reward.
pub async fn dashboard_counts(
    conn: &impl ConnectionTrait,
    (from, to): (chrono::DateTime<Utc>, chrono::DateTime<Utc>),
) -> AppResult<crate::model::OrderCounts> {
    use sea_orm::{sea_query::Query, PaginatorTrait, QuerySelect};
    let token_pack_orders = Query::select()
        .column(crate::entity::order_item::Column::OrderId)
        .from(crate::entity::order_item::Entity)
        .and_where(crate::entity::order_item::Column::ProductType.eq(ProductType::TokenProduct))
        .and_where(crate::entity::order_item::Column::OrderId.is_not_null())
        .to_owned();
    let pending = || shop_order::Entity::find().filter(shop_order::Column::Status.eq(OrderStatus::Pending));
    let pending_token_pack_orders =
        pending().filter(shop_order::Column::Id.in_subquery(token_pack_orders.clone())).count(conn).await?;
    let pending_orders = pending().count(conn).await?.saturating_sub(pending_token_pack_orders);
    let orders_placed = shop_order::Entity::find()
        .filter(shop_order::Column::CreatedAt.gte(from))
        .filter(shop_order::Column::CreatedAt.lt(to))
        .count(conn)
        .await?;
    let approved = || {
        shop_order::Entity::find()
            .filter(shop_order::Column::Status.eq(OrderStatus::Approved))
            .filter(shop_order::Column::DecidedAt.gte(from))
            .filter(shop_order::Column::DecidedAt.lt(to))
    };
    // PostgreSQL sums BIGINTs as NUMERIC: cast back so both databases answer an integer.
    let sales_mmk: Option<i64> = approved()
        .select_only()
        .expr(sea_orm::sea_query::Expr::cust("CAST(COALESCE(SUM(total_price), 0) AS BIGINT)"))
        .into_tuple()
        .one(conn)
        .await?;
    let packs_sold: Vec<i64> = approved()
        .filter(shop_order::Column::Id.in_subquery(token_pack_orders))
        .select_only()
        .column(shop_order::Column::Id)
        .into_tuple()
        .all(conn)
        .await?;
    let tokens_sold = ledger::credited_between(conn, "order_approved", "order", &packs_sold, (from, to)).await?;
    Ok(crate::model::OrderCounts {
        pending_orders,
        pending_token_pack_orders,
        orders_placed,
        sales_mmk: sales_mmk.unwrap_or(0),
        tokens_sold,
    })
}
