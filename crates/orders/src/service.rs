//! Orders paid by transfer.
//!
//! Checkout (the selected cart lines) and buy-now (one product) both need a payment method and a
//! screenshot; the total is computed here from current prices, never taken from the client. An
//! admin approves (items join the to-ship list; token packs and purchase rewards credit tokens
//! through the ledger) or cancels with a reason. Every decision is in the audit log.

use std::collections::HashMap;

use accounts::ledger::{self, Currency, Entry};
use axum::body::Bytes;
use catalog::model::ProductType;
use chrono::Utc;
use kernel::{audit, auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::{
    entity::{payment_screenshot, shop_order},
    model::{Order, OrderLine, OrderStatus, PendingOrder},
    to_ship,
};

/// What the shopper pays with.
pub struct Payment {
    pub payment_id: Option<i64>,
    pub screenshot: Option<Bytes>,
}

/// A product and quantity being bought.
#[derive(Clone)]
struct Wanted {
    product_id: i64,
    qty: i64,
}

/// Checkout: the cart's lines (only `product_ids` when given) become a pending order.
pub async fn checkout(
    ctx: &AppContext,
    user_id: i64,
    payment: Payment,
    product_ids: Option<Vec<i64>>,
    locale: Locale,
) -> AppResult<Order> {
    let lines = cart::service::cart(ctx, user_id, locale).await?.lines;
    let wanted: Vec<Wanted> = lines
        .iter()
        .filter(|l| product_ids.as_ref().is_none_or(|ids| ids.contains(&l.product.id)))
        .map(|l| Wanted { product_id: l.product.id, qty: l.qty })
        .collect();
    if wanted.is_empty() {
        return Err(AppError::invalid("cart", Msg::new("orders.cart_empty")));
    }
    place(ctx, user_id, payment, wanted, true, locale).await
}

/// Buy now: one product and quantity (a token pack is always one) becomes a pending order.
pub async fn buy_now(
    ctx: &AppContext,
    user_id: i64,
    payment: Payment,
    product_id: Option<i64>,
    qty: Option<i64>,
    locale: Locale,
) -> AppResult<Order> {
    let product_id = product_id.ok_or_else(|| AppError::invalid("product_id", Msg::new("cart.product_required")))?;
    let qty = qty.unwrap_or(1);
    if !(1..=cart::model::MAX_QTY).contains(&qty) {
        return Err(AppError::invalid("qty", Msg::new("cart.qty_invalid")));
    }
    place(ctx, user_id, payment, vec![Wanted { product_id, qty }], false, locale).await
}

async fn place(
    ctx: &AppContext,
    user_id: i64,
    payment: Payment,
    wanted: Vec<Wanted>,
    from_cart: bool,
    locale: Locale,
) -> AppResult<Order> {
    let settings = content::service::stored_settings(ctx.db.conn()).await?;
    // Token packs never ship, so an order of token packs only needs no shipping address.
    let mut needs_address = false;
    for w in &wanted {
        let found = catalog::service::find_product(ctx.db.conn(), w.product_id).await?;
        needs_address |= found.is_none_or(|p| p.product_type != ProductType::TokenProduct);
    }
    let paid = prepare_payment(ctx, user_id, payment, needs_address).await?;
    let (method, key, address) = (paid.method, paid.screenshot_key, paid.shipping_address);

    let result = ctx
        .db
        .write(|tx| {
            let (wanted, key, address, method_name) =
                (wanted.clone(), key.clone(), address.clone(), method.name.clone());
            let rate = settings.rewards.tokens_per_10000_mmk;
            Box::pin(async move {
                let now = Utc::now();
                let mut items = Vec::new();
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
                    let subtotal = product
                        .actual_price
                        .checked_mul(w.qty)
                        .ok_or_else(|| AppError::invalid("qty", Msg::new("cart.qty_invalid")))?;
                    total = total
                        .checked_add(subtotal)
                        .ok_or_else(|| AppError::invalid("qty", Msg::new("cart.qty_invalid")))?;
                    let reward = match kind {
                        ProductType::Product if product.token_reward > 0 => product.token_reward * w.qty,
                        ProductType::Product => subtotal / 10_000 * rate,
                        _ => 0,
                    };
                    items.push((product, w.qty, reward));
                }
                let shot = record_screenshot(tx, user_id, key).await?;
                let order = shop_order::ActiveModel {
                    user_id: Set(user_id),
                    status: Set(OrderStatus::Pending),
                    payment_method_id: Set(method.id),
                    payment_method_name: Set(method_name),
                    payment_screenshot_id: Set(shot),
                    total_price: Set(total),
                    shipping_address: Set(address),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                for (product, qty, reward) in &items {
                    let line =
                        to_ship::OrderLine { order_id: order.id, user_id, product, qty: *qty, token_reward: *reward };
                    to_ship::add_order_line(tx, line).await?;
                }
                if from_cart {
                    let ids: Vec<i64> = wanted.iter().map(|w| w.product_id).collect();
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
    let order_id = ctx.media.discard_on_error(result, std::slice::from_ref(&key)).await?;
    order(ctx, user_id, order_id, locale).await
}

/// A transfer ready to be recorded: a visible payment method, the stored screenshot and the
/// shopper's shipping address.
pub struct PreparedPayment {
    pub method: content::model::PaymentMethodDetail,
    pub screenshot_key: String,
    pub shipping_address: String,
}

/// Checks what the shopper can fix (payment method, screenshot, and the address when something
/// will ship) and only then stores the screenshot privately. Whoever records the payment must call
/// `discard_on_error` with its key.
pub async fn prepare_payment(
    ctx: &AppContext,
    user_id: i64,
    payment: Payment,
    needs_address: bool,
) -> AppResult<PreparedPayment> {
    let method = match payment.payment_id {
        Some(id) => content::service::payment_method(ctx, id)
            .await
            .map_err(|_| AppError::invalid("payment_id", Msg::new("orders.payment_required")))?,
        None => return Err(AppError::invalid("payment_id", Msg::new("orders.payment_required"))),
    };
    let screenshot = payment
        .screenshot
        .ok_or_else(|| AppError::invalid("payment_screenshot", Msg::new("orders.screenshot_required")))?;
    let profile = accounts::service::profile(ctx, user_id, Locale::En).await?;
    let shipping_address = match shipping_address(&profile) {
        Some(address) => address,
        None if !needs_address => String::new(),
        None => return Err(AppError::invalid("address", Msg::new("accounts.shipping_address_missing"))),
    };
    let screenshot_key =
        ctx.media.put_private_image("payment_screenshot", &format!("payments/{user_id}"), screenshot).await?;
    Ok(PreparedPayment { method, screenshot_key, shipping_address })
}

/// Which of `keys` a recorded screenshot points to (the rest are files a crash left behind).
pub async fn recorded_screenshots(
    conn: &impl ConnectionTrait,
    keys: &[String],
) -> AppResult<std::collections::HashSet<String>> {
    Ok(payment_screenshot::Entity::find()
        .select_only()
        .column(payment_screenshot::Column::Image)
        .filter(payment_screenshot::Column::Image.is_in(keys.iter().cloned()))
        .into_tuple::<String>()
        .all(conn)
        .await?
        .into_iter()
        .collect())
}

/// Records a stored screenshot; answers its id.
pub async fn record_screenshot(tx: &impl ConnectionTrait, user_id: i64, key: String) -> AppResult<i64> {
    let row = payment_screenshot::ActiveModel {
        user_id: Set(user_id),
        image: Set(key),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    Ok(row.id)
}

/// One of the shopper's orders (another shopper's order is not found).
pub async fn order(ctx: &AppContext, user_id: i64, order_id: i64, locale: Locale) -> AppResult<Order> {
    let found = shop_order::Entity::find_by_id(order_id).one(ctx.db.conn()).await?;
    let found = found.filter(|o| o.user_id == user_id).ok_or_else(|| AppError::not_found("orders.not_found"))?;
    Ok(to_orders(ctx, vec![found], locale).await?.remove(0))
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
    admin.require_admin()?;
    let rows = shop_order::Entity::find()
        .filter(shop_order::Column::Status.eq(OrderStatus::Pending))
        .order_by_asc(shop_order::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let owners: Vec<(i64, i64)> = rows.iter().map(|o| (o.user_id, o.payment_screenshot_id)).collect();
    let customers = customers(ctx, owners.iter().map(|(user, _)| *user)).await?;
    let orders = to_orders(ctx, rows, locale).await?;
    Ok(orders
        .into_iter()
        .zip(owners)
        .map(|(order, (user_id, shot))| {
            let (customer_name, customer_phone) = customers.get(&user_id).cloned().unwrap_or_default();
            PendingOrder { order, user_id, customer_name, customer_phone, screenshot_url: screenshot_url(shot) }
        })
        .collect())
}

/// Approves a pending order: its items join the to-ship list, token packs and purchase rewards are
/// credited. Deciding an order twice is refused.
pub async fn approve_order(ctx: &AppContext, admin: CurrentUser, order_id: i64) -> AppResult<()> {
    admin.require_admin()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let order = decide(tx, admin, order_id, OrderStatus::Approved, None).await?;
                let mut tokens = 0i64;
                for line in to_ship::approve_order_lines(tx, order_id).await? {
                    if line.product_type == ProductType::TokenProduct {
                        let product = catalog::service::find_product(tx, line.product_id).await?;
                        tokens += product.and_then(|p| p.token_amount).unwrap_or(0) * line.qty;
                    }
                    tokens += line.token_reward;
                }
                if tokens > 0 {
                    let entry =
                        Entry { reason: "order_approved", reference_type: Some("order"), reference_id: Some(order_id) };
                    ledger::credit(tx, order.user_id, Currency::Token, tokens, entry).await?;
                }
                audit::record(
                    tx,
                    Some(admin),
                    "order.approve",
                    "order",
                    Some(order_id),
                    serde_json::json!({"tokens": tokens}),
                )
                .await
            })
        })
        .await
}

/// Cancels a pending order with a reason the shopper is shown.
pub async fn cancel_order(ctx: &AppContext, admin: CurrentUser, order_id: i64, reason: String) -> AppResult<()> {
    admin.require_admin()?;
    let reason = reason.trim().to_owned();
    if reason.is_empty() {
        return Err(AppError::invalid("reason", Msg::new("orders.reason_required")));
    }
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                decide(tx, admin, order_id, OrderStatus::Cancelled, Some(reason.clone())).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "order.cancel",
                    "order",
                    Some(order_id),
                    serde_json::json!({"reason": reason}),
                )
                .await
            })
        })
        .await
}

/// Moves a pending order to `status`; only a pending order can be decided, and only once.
async fn decide(
    tx: &impl ConnectionTrait,
    admin: CurrentUser,
    order_id: i64,
    status: OrderStatus,
    reason: Option<String>,
) -> AppResult<shop_order::Model> {
    let order = shop_order::Entity::find_by_id(order_id)
        .one(tx)
        .await?
        .ok_or_else(|| AppError::not_found("orders.not_found"))?;
    if order.status != OrderStatus::Pending {
        return Err(AppError::invalid("order_id", Msg::new("orders.already_decided")));
    }
    // Conditional on still being pending, so two admins deciding at once cannot both win.
    let done = shop_order::Entity::update_many()
        .col_expr(shop_order::Column::Status, sea_orm::sea_query::Expr::value(status))
        .col_expr(shop_order::Column::CancelReason, sea_orm::sea_query::Expr::value(reason))
        .col_expr(shop_order::Column::DecidedBy, sea_orm::sea_query::Expr::value(admin.id))
        .col_expr(shop_order::Column::DecidedAt, sea_orm::sea_query::Expr::value(Utc::now()))
        .filter(shop_order::Column::Id.eq(order_id))
        .filter(shop_order::Column::Status.eq(OrderStatus::Pending))
        .exec(tx)
        .await?;
    if done.rows_affected != 1 {
        return Err(AppError::invalid("order_id", Msg::new("orders.already_decided")));
    }
    Ok(order)
}

/// The screenshot's bytes for its owner or an admin; anyone else gets 404 (not even its existence).
pub async fn screenshot(ctx: &AppContext, caller: CurrentUser, id: i64) -> AppResult<kernel::media::StoredMedia> {
    let found = payment_screenshot::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let found = found
        .filter(|s| s.user_id == caller.id || caller.role == kernel::auth::Role::Admin)
        .ok_or_else(|| AppError::not_found("orders.screenshot_not_found"))?;
    ctx.media.get(&found.image).await?.ok_or_else(|| AppError::not_found("orders.screenshot_not_found"))
}

/// Names and phones of the given users, for admin queues.
pub async fn customers(
    ctx: &AppContext,
    user_ids: impl Iterator<Item = i64>,
) -> AppResult<HashMap<i64, (String, String)>> {
    use accounts::entity::user;
    let ids: Vec<i64> = user_ids.collect();
    let rows = user::Entity::find().filter(user::Column::Id.is_in(ids)).all(ctx.db.conn()).await?;
    Ok(rows.into_iter().map(|u| (u.id, (u.name, u.phone))).collect())
}

pub fn screenshot_url(id: i64) -> String {
    format!("/api/payment-screenshots/{id}")
}

async fn to_orders(ctx: &AppContext, rows: Vec<shop_order::Model>, locale: Locale) -> AppResult<Vec<Order>> {
    let order_ids: Vec<i64> = rows.iter().map(|o| o.id).collect();
    let items = to_ship::order_lines(ctx.db.conn(), &order_ids).await?;
    let product_ids: Vec<i64> = items.iter().map(|i| i.product_id).collect();
    let products = catalog::service::summaries(ctx, &product_ids, locale).await?;
    let mut by_order: HashMap<i64, Vec<OrderLine>> = HashMap::new();
    for item in items {
        if let (Some(order_id), Some(product)) = (item.order_id, products.get(&item.product_id)) {
            by_order.entry(order_id).or_default().push(OrderLine {
                product: product.clone(),
                qty: item.qty,
                unit_price: item.unit_price,
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
                status_message: (status == OrderStatus::Cancelled).then(|| locale.text("orders.not_approved", &[])),
                order_date: o.created_at,
                shipping_address: o.shipping_address,
                order_items: by_order.remove(&o.id).unwrap_or_default(),
                payment: o.payment_method_name,
                total_price: o.total_price,
                cancel_reason: o.cancel_reason,
            }
        })
        .collect())
}

/// `No. 12, Pyay Road, Kamaryut, Yangon 11041`, or `None` when the profile has no address yet.
fn shipping_address(profile: &accounts::model::Profile) -> Option<String> {
    let street = profile.address.as_deref().filter(|a| !a.trim().is_empty())?;
    let mut parts = vec![street.to_owned()];
    parts.extend(profile.township.as_ref().map(|t| t.name.clone()));
    parts.extend(profile.region.as_ref().map(|r| r.name.clone()));
    let mut address = parts.join(", ");
    if let Some(code) = profile.postal_code.as_deref().filter(|c| !c.is_empty()) {
        address.push(' ');
        address.push_str(code);
    }
    Some(address)
}
