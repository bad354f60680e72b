//! Stock: taken in the transaction that places an order, given back exactly once when the order
//! is rejected or cancelled, never negative. Both moves are one conditional `UPDATE` of the
//! variant's row, so concurrent buyers of the last units queue on the row and the database decides:
//! of 50 buyers of the last 5, 5 get one each and 45 are told "Only 0 left".
//!
//! `held` counts what orders hold; `stock + held = stock_received` for every tracked variant (a
//! `mall check` rule, with `held` equal to the units of the order items that took stock).

use kernel::{AppError, AppResult, Locale, Msg};
use sea_orm::{
    sea_query::Expr, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};

use crate::{
    entity::{product, product_variant},
    model::LowStockVariant,
};

/// How many variants the dashboard lists (fewest left first).
pub const DASHBOARD_LIST: u64 = 50;

/// What taking stock did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// The variant's stock is not tracked: nothing taken, nothing to give back.
    Untracked,
    /// Units taken (give them back with [`give_back`]); `left` are what remains.
    Taken { left: i64 },
    /// Units taken, and the variant has just fallen to its low-stock threshold: tell the admins
    /// (once; restocking above it arms the warning again).
    TakenNowLow { left: i64 },
}

/// Takes `qty` units of a variant inside the caller's transaction, or refuses with "Only N left"
/// on `qty` (changing nothing).
pub async fn take(tx: &impl ConnectionTrait, variant: &product_variant::Model, qty: i64) -> AppResult<Taken> {
    if variant.stock.is_none() {
        return Ok(Taken::Untracked);
    }
    let done = product_variant::Entity::update_many()
        .col_expr(product_variant::Column::Stock, Expr::col(product_variant::Column::Stock).sub(qty))
        .col_expr(product_variant::Column::Held, Expr::col(product_variant::Column::Held).add(qty))
        .filter(product_variant::Column::Id.eq(variant.id))
        .filter(product_variant::Column::Stock.gte(qty))
        .exec(tx)
        .await?;
    let now = product_variant::Entity::find_by_id(variant.id).one(tx).await?;
    let Some(now) = now else {
        return Err(AppError::invalid("variant_id", Msg::new("catalog.variant_unavailable")));
    };
    if done.rows_affected == 0 {
        // Not tracked any more (the admin changed it meanwhile) is no reason to refuse.
        return match now.stock {
            None => Ok(Taken::Untracked),
            Some(left) => Err(only_left(left)),
        };
    }
    let left = now.stock.unwrap_or_default();
    if now.low_stock_at.is_some_and(|at| left <= at) && !now.low_stock_notified {
        let armed = product_variant::Entity::update_many()
            .col_expr(product_variant::Column::LowStockNotified, Expr::value(true))
            .filter(product_variant::Column::Id.eq(variant.id))
            .filter(product_variant::Column::LowStockNotified.eq(false))
            .exec(tx)
            .await?;
        if armed.rows_affected == 1 {
            return Ok(Taken::TakenNowLow { left });
        }
    }
    Ok(Taken::Taken { left })
}

/// Gives `qty` units back to a variant (the caller has made sure, with its own conditional update,
/// that these units are given back once). A variant no longer tracked only holds fewer (`NULL +
/// qty` stays `NULL`).
pub async fn give_back(tx: &impl ConnectionTrait, variant_id: i64, qty: i64) -> AppResult<()> {
    product_variant::Entity::update_many()
        .col_expr(product_variant::Column::Stock, Expr::col(product_variant::Column::Stock).add(qty))
        .col_expr(product_variant::Column::Held, Expr::col(product_variant::Column::Held).sub(qty))
        .filter(product_variant::Column::Id.eq(variant_id))
        .exec(tx)
        .await?;
    Ok(())
}

/// The 422 for a quantity over what is left: "Only N left", "Sold out" at none.
pub fn only_left(left: i64) -> AppError {
    if left <= 0 {
        AppError::invalid("qty", Msg::new("catalog.sold_out"))
    } else {
        AppError::invalid("qty", Msg::new("catalog.only_left").arg("count", left))
    }
}

/// The dashboard's list: counted variants on sale that are sold out or at or under their
/// threshold, fewest left first (at most [`DASHBOARD_LIST`]).
pub async fn low_and_sold_out(conn: &impl ConnectionTrait, locale: Locale) -> AppResult<Vec<LowStockVariant>> {
    let low = Condition::any()
        .add(product_variant::Column::Stock.lte(0))
        .add(Expr::col(product_variant::Column::Stock).lte(Expr::col(product_variant::Column::LowStockAt)));
    let rows = product_variant::Entity::find()
        .filter(product_variant::Column::Retired.eq(false))
        .filter(product_variant::Column::Stock.is_not_null())
        .filter(low)
        .order_by_asc(product_variant::Column::Stock)
        .order_by_asc(product_variant::Column::Id)
        .limit(DASHBOARD_LIST)
        .all(conn)
        .await?;
    let product_ids: Vec<i64> = rows.iter().map(|v| v.product_id).collect();
    let products: std::collections::HashMap<i64, product::Model> = product::Entity::find()
        .filter(product::Column::Id.is_in(product_ids.iter().copied()))
        .all(conn)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let options = crate::variants::options_by_product(conn, &product_ids).await?;
    Ok(rows
        .iter()
        .filter_map(|v| {
            let p = products.get(&v.product_id)?;
            let name = crate::service::translated(&p.name_en, &p.name_mm, &p.name_ch).get(locale).to_owned();
            let label = crate::variants::label(options.get(&p.id).map_or(&[][..], Vec::as_slice), v, locale);
            Some(LowStockVariant {
                variant_id: v.id,
                product_id: p.id,
                product_name: name,
                sku: v.sku.clone(),
                label,
                stock: v.stock.unwrap_or_default(),
                low_stock_at: v.low_stock_at,
            })
        })
        .collect())
}
