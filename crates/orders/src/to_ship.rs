//! The to-ship list: the one owner of `order_item` and its [`ShipState`].
//!
//! Every item a shopper will receive is an `order_item`, whatever put it there ([`ItemKind`]): a
//! line of an order paid by transfer, a won prize, a claimed gift. Orders, shipping, the lucky draw
//! and rewards move items only through these calls, each in the caller's transaction, and every
//! move is conditional on the state it leaves, so two racing requests cannot both move an item:
//!
//! ```text
//! add_order_line ─> Unpaid ─approve_order_lines─> ToShip ─take_for_shipping─> Shipping ─mark_received─> Received
//!                          └────────────────────> Credited (token packs)   <─release──┘
//! add(prize | gift) ───────────────────────────> ToShip
//! ```

use catalog::model::ProductType;
use chrono::Utc;
use kernel::{AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{
    sea_query::Expr, ActiveEnum, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

pub use crate::model::{ItemKind, ShipState};
use crate::{entity::order_item, model::ToShipItem};

/// A line of a new order: waits as [`ShipState::Unpaid`] until an admin approves the order.
pub struct OrderLine<'a> {
    pub order_id: i64,
    pub user_id: i64,
    pub product: &'a catalog::entity::product::Model,
    pub variant: &'a catalog::entity::product_variant::Model,
    /// The variant's price when ordered.
    pub unit_price: i64,
    /// Whether the order took these units from the variant's stock.
    pub stock_taken: bool,
    pub qty: i64,
    /// Tokens credited for this line when the order is approved.
    pub token_reward: i64,
}

/// Whether the shopper bought `product_id` in an order an admin approved (whatever became of the
/// item since): what a product rating requires.
pub async fn bought(conn: &impl ConnectionTrait, user_id: i64, product_id: i64) -> AppResult<bool> {
    let found = order_item::Entity::find()
        .filter(order_item::Column::UserId.eq(user_id))
        .filter(order_item::Column::ProductId.eq(product_id))
        .filter(order_item::Column::ItemType.eq(ItemKind::Product))
        .filter(order_item::Column::ShipState.ne(ShipState::Unpaid))
        .one(conn)
        .await?;
    Ok(found.is_some())
}

/// Records a line of a new order; answers its id.
pub async fn add_order_line(tx: &impl ConnectionTrait, line: OrderLine<'_>) -> AppResult<i64> {
    let item = order_item::ActiveModel {
        order_id: Set(Some(line.order_id)),
        user_id: Set(line.user_id),
        product_id: Set(line.product.id),
        variant_id: Set(Some(line.variant.id)),
        stock_taken: Set(line.stock_taken),
        product_type: Set(line.product.product_type),
        item_type: Set(ItemKind::Product),
        unit_price: Set(line.unit_price),
        qty: Set(line.qty),
        weight_grams: Set(catalog::variants::weight_grams(line.product, line.variant)),
        token_reward: Set(line.token_reward),
        ship_state: Set(ShipState::Unpaid),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    Ok(item.id)
}

/// Puts an item the shopper did not pay money for (a won prize, a claimed gift) straight into
/// their to-ship list; answers the item's id.
#[tracing::instrument(skip(tx))]
pub async fn add(tx: &impl ConnectionTrait, user_id: i64, product_id: i64, kind: ItemKind) -> AppResult<i64> {
    let product = catalog::service::find_product(tx, product_id)
        .await?
        .ok_or_else(|| AppError::invalid("product_id", Msg::new("catalog.product_unavailable")))?;
    let item = order_item::ActiveModel {
        order_id: Set(None),
        user_id: Set(user_id),
        product_id: Set(product.id),
        variant_id: Set(None),
        stock_taken: Set(false),
        product_type: Set(product.product_type),
        item_type: Set(kind),
        unit_price: Set(product.actual_price),
        qty: Set(1),
        weight_grams: Set(product.weight_grams),
        token_reward: Set(0),
        ship_state: Set(ShipState::ToShip),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    Ok(item.id)
}

/// Gives back the stock an order's lines took, each line once (a conditional update clears its
/// `stock_taken` first, so a second decision or a racing one gives nothing); answers how many
/// lines gave units back.
pub async fn give_stock_back(tx: &impl ConnectionTrait, order_id: i64) -> AppResult<u64> {
    let ids: Vec<i64> = order_item::Entity::find()
        .select_only()
        .column(order_item::Column::Id)
        .filter(order_item::Column::OrderId.eq(order_id))
        .filter(order_item::Column::StockTaken.eq(true))
        .into_tuple()
        .all(tx)
        .await?;
    give_lines_stock_back(tx, &ids).await
}

/// [`give_stock_back`] for these lines only (a partial refund).
pub async fn give_lines_stock_back(tx: &impl ConnectionTrait, ids: &[i64]) -> AppResult<u64> {
    let holding = order_item::Entity::find()
        .filter(order_item::Column::Id.is_in(ids.iter().copied()))
        .filter(order_item::Column::StockTaken.eq(true))
        .all(tx)
        .await?;
    let mut given = 0;
    for item in holding {
        let cleared = order_item::Entity::update_many()
            .col_expr(order_item::Column::StockTaken, Expr::value(false))
            .filter(order_item::Column::Id.eq(item.id))
            .filter(order_item::Column::StockTaken.eq(true))
            .exec(tx)
            .await?;
        if let (1, Some(variant_id)) = (cleared.rows_affected, item.variant_id) {
            catalog::stock::give_back(tx, variant_id, item.qty).await?;
            given += 1;
        }
    }
    Ok(given)
}

/// An approved order's lines join the to-ship list (token packs are credited instead, never
/// shipped).
pub async fn approve_order_lines(tx: &impl ConnectionTrait, order_id: i64) -> AppResult<()> {
    // Token packs first (they are credited, never shipped), then every other line.
    order_item::Entity::update_many()
        .col_expr(order_item::Column::ShipState, Expr::value(ShipState::Credited))
        .filter(order_item::Column::OrderId.eq(order_id))
        .filter(order_item::Column::ShipState.eq(ShipState::Unpaid))
        .filter(order_item::Column::ProductType.eq(ProductType::TokenProduct))
        .exec(tx)
        .await?;
    order_item::Entity::update_many()
        .col_expr(order_item::Column::ShipState, Expr::value(ShipState::ToShip))
        .filter(order_item::Column::OrderId.eq(order_id))
        .filter(order_item::Column::ShipState.eq(ShipState::Unpaid))
        .exec(tx)
        .await?;
    Ok(())
}

/// The shopper's items with these ids that are in their to-ship list now (someone else's, already
/// shipping or unknown ids are left out: compare lengths to refuse them).
pub async fn shippable(conn: &impl ConnectionTrait, user_id: i64, ids: &[i64]) -> AppResult<Vec<order_item::Model>> {
    Ok(order_item::Entity::find()
        .filter(order_item::Column::Id.is_in(ids.iter().copied()))
        .filter(order_item::Column::UserId.eq(user_id))
        .filter(order_item::Column::ShipState.eq(ShipState::ToShip))
        .all(conn)
        .await?)
}

/// Takes these to-ship items into a shipping order, all or none: answers `false` (and moves
/// nothing the caller keeps, as it must roll back) when any of them is no longer to ship.
pub async fn take_for_shipping(tx: &impl ConnectionTrait, user_id: i64, ids: &[i64]) -> AppResult<bool> {
    let taken = move_items(tx, Some(user_id), ids, ShipState::ToShip, ShipState::Shipping).await?;
    Ok(taken == ids.len() as u64)
}

/// A shipping order was not accepted: its items go back to the to-ship list.
pub async fn release(tx: &impl ConnectionTrait, ids: &[i64]) -> AppResult<()> {
    move_items(tx, None, ids, ShipState::Shipping, ShipState::ToShip).await.map(drop)
}

/// The shopper confirmed these shipped items arrived (now: the return window starts).
pub async fn mark_received(tx: &impl ConnectionTrait, ids: &[i64]) -> AppResult<()> {
    order_item::Entity::update_many()
        .col_expr(order_item::Column::ShipState, Expr::value(ShipState::Received))
        .col_expr(order_item::Column::ReceivedAt, Expr::value(Utc::now()))
        .filter(order_item::Column::Id.is_in(ids.iter().copied()))
        .filter(order_item::Column::ShipState.eq(ShipState::Shipping))
        .exec(tx)
        .await
        .map(drop)
        .map_err(Into::into)
}

/// A cash on delivery parcel with these items was refused at the door: they are back at the shop.
pub async fn mark_returned(tx: &impl ConnectionTrait, ids: &[i64]) -> AppResult<()> {
    move_items(tx, None, ids, ShipState::Shipping, ShipState::Returned).await.map(drop)
}

#[tracing::instrument(skip(tx))]
async fn move_items(
    tx: &impl ConnectionTrait,
    user_id: Option<i64>,
    ids: &[i64],
    from: ShipState,
    to: ShipState,
) -> AppResult<u64> {
    let mut update = order_item::Entity::update_many()
        .col_expr(order_item::Column::ShipState, Expr::value(to))
        .filter(order_item::Column::Id.is_in(ids.iter().copied()))
        .filter(order_item::Column::ShipState.eq(from));
    if let Some(user_id) = user_id {
        update = update.filter(order_item::Column::UserId.eq(user_id));
    }
    Ok(update.exec(tx).await?.rows_affected)
}

/// Items by id, whatever their state (for the pages that show a shipping order's items).
pub async fn items(conn: &impl ConnectionTrait, ids: &[i64]) -> AppResult<Vec<order_item::Model>> {
    Ok(order_item::Entity::find().filter(order_item::Column::Id.is_in(ids.iter().copied())).all(conn).await?)
}

/// The lines of these orders, in the order they were added.
pub async fn order_lines(conn: &impl ConnectionTrait, order_ids: &[i64]) -> AppResult<Vec<order_item::Model>> {
    Ok(order_item::Entity::find()
        .filter(order_item::Column::OrderId.is_in(order_ids.iter().copied()))
        .order_by_asc(order_item::Column::Id)
        .all(conn)
        .await?)
}

/// The shopper's to-ship list, newest first: items of approved orders, won prizes and claimed
/// gifts not yet shipping.
pub async fn list(ctx: &AppContext, user_id: i64, locale: Locale) -> AppResult<Vec<ToShipItem>> {
    let rows = order_item::Entity::find()
        .filter(order_item::Column::UserId.eq(user_id))
        .filter(order_item::Column::ShipState.eq(ShipState::ToShip))
        .order_by_desc(order_item::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.product_id).collect();
    let products = catalog::service::summaries(ctx, &ids, locale).await?;
    let variant_ids: Vec<i64> = rows.iter().filter_map(|r| r.variant_id).collect();
    let variants = catalog::variants::for_lines(ctx.db.conn(), &variant_ids, locale, ctx.clock.now()).await?;
    Ok(rows
        .into_iter()
        .filter_map(|r| {
            Some(ToShipItem {
                id: r.id,
                qty: r.qty,
                item_type: r.item_type.to_value(),
                product: products.get(&r.product_id)?.clone(),
                variant: r.variant_id.and_then(|id| variants.get(&id)).and_then(|v| v.shown.clone()),
            })
        })
        .collect())
}
