//! The cart's rules: only normal, available products; whole quantities 1..=1,000,000, never more
//! than a counted variant has left; one line per variant (adding again adds to the quantity); a
//! shopper only ever touches their own lines. `product_id` alone names a product's only variant.

use chrono::Utc;
use kernel::{AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder, Set,
};
use validator::Validate;

use crate::{
    entity::cart_line,
    model::{Cart, CartItemInput, CartLine, MAX_QTY},
};

/// Adds `qty` of a product (to the line already there, if any); answers the product's name.
pub async fn add(ctx: &AppContext, user_id: i64, input: CartItemInput, locale: Locale) -> AppResult<(String, i64)> {
    input.validate()?;
    let (product_id, qty) = (input.product_id.unwrap_or_default(), input.qty.unwrap_or_default());
    let variant_id = input.variant_id;
    let qty = ctx
        .db
        .write(|tx| {
            Box::pin(async move {
                let product = catalog::service::purchasable_product(tx, product_id).await?;
                ensure_cartable(product.product_type)?;
                let variant = catalog::variants::resolve(tx, product_id, variant_id).await?;
                let existing = cart_line::Entity::find()
                    .filter(cart_line::Column::UserId.eq(user_id))
                    .filter(cart_line::Column::VariantId.eq(variant.id))
                    .one(tx)
                    .await?;
                let now = Utc::now();
                let total = existing.as_ref().map_or(0, |line| line.qty) + qty;
                ensure_left(&variant, total)?;
                match existing {
                    Some(line) => {
                        if total > MAX_QTY {
                            return Err(AppError::invalid("qty", Msg::new("cart.qty_invalid")));
                        }
                        let mut active = line.into_active_model();
                        active.qty = Set(total);
                        active.updated_at = Set(now);
                        active.update(tx).await?;
                    }
                    None => {
                        cart_line::ActiveModel {
                            user_id: Set(user_id),
                            product_id: Set(product_id),
                            variant_id: Set(Some(variant.id)),
                            qty: Set(qty),
                            created_at: Set(now),
                            updated_at: Set(now),
                            ..Default::default()
                        }
                        .insert(tx)
                        .await?;
                    }
                }
                Ok(qty)
            })
        })
        .await?;
    Ok((product_name(ctx, product_id, locale).await?, qty))
}

/// Sets the quantity of a product already in the cart; answers the product's name.
pub async fn update(ctx: &AppContext, user_id: i64, input: CartItemInput, locale: Locale) -> AppResult<String> {
    input.validate()?;
    let (product_id, qty) = (input.product_id.unwrap_or_default(), input.qty.unwrap_or_default());
    let variant_id = input.variant_id;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let line = own_line(tx, user_id, product_id, variant_id).await?;
                if let Some(id) = line.variant_id {
                    if let Some(variant) = catalog::variants::by_ids(tx, &[id]).await?.remove(&id) {
                        ensure_left(&variant, qty)?;
                    }
                }
                let mut active = line.into_active_model();
                active.qty = Set(qty);
                active.updated_at = Set(Utc::now());
                active.update(tx).await?;
                Ok(())
            })
        })
        .await?;
    product_name(ctx, product_id, locale).await
}

/// Removes a variant's line (every line of the product when `variant_id` is left out); answers
/// the product's name.
pub async fn remove(
    ctx: &AppContext,
    user_id: i64,
    product_id: i64,
    variant_id: Option<i64>,
    locale: Locale,
) -> AppResult<String> {
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let mut delete = cart_line::Entity::delete_many()
                    .filter(cart_line::Column::UserId.eq(user_id))
                    .filter(cart_line::Column::ProductId.eq(product_id));
                if variant_id.is_some() {
                    delete = delete.filter(cart_line::Column::VariantId.eq(variant_id));
                }
                if delete.exec(tx).await?.rows_affected == 0 {
                    return Err(AppError::invalid("product_id", Msg::new("cart.not_in_cart")));
                }
                Ok(())
            })
        })
        .await?;
    product_name(ctx, product_id, locale).await
}

/// Removes the given products' lines and the given lines (all lines when both are `None`);
/// answers how many went.
pub async fn remove_all(
    ctx: &AppContext,
    user_id: i64,
    product_ids: Option<Vec<i64>>,
    line_ids: Option<Vec<i64>>,
) -> AppResult<u64> {
    kernel::input::check_list("product_id", product_ids.as_ref().map_or(0, Vec::len))?;
    kernel::input::check_list("cart_line_ids", line_ids.as_ref().map_or(0, Vec::len))?;
    ctx.db
        .write(|tx| {
            let (product_ids, line_ids) = (product_ids.clone(), line_ids.clone());
            Box::pin(async move {
                let mut delete = cart_line::Entity::delete_many().filter(cart_line::Column::UserId.eq(user_id));
                if let Some(ids) = product_ids {
                    delete = delete.filter(cart_line::Column::ProductId.is_in(ids));
                }
                if let Some(ids) = line_ids {
                    // Another shopper's line (or one gone) is refused, not silently skipped.
                    let wanted: std::collections::HashSet<i64> = ids.iter().copied().collect();
                    let own = cart_line::Entity::find()
                        .filter(cart_line::Column::UserId.eq(user_id))
                        .filter(cart_line::Column::Id.is_in(wanted.iter().copied()))
                        .count(tx)
                        .await?;
                    if own != wanted.len() as u64 {
                        return Err(AppError::invalid("cart_line_ids", Msg::new("cart.not_in_cart")));
                    }
                    delete = delete.filter(cart_line::Column::Id.is_in(ids));
                }
                Ok(delete.exec(tx).await?.rows_affected)
            })
        })
        .await
}

/// Takes lines out of the cart inside the caller's transaction (checkout empties the lines it
/// orders); answers how many were still there, so a checkout racing another can tell it lost.
pub async fn take_lines(tx: &impl sea_orm::ConnectionTrait, user_id: i64, line_ids: &[i64]) -> AppResult<u64> {
    let done = cart_line::Entity::delete_many()
        .filter(cart_line::Column::UserId.eq(user_id))
        .filter(cart_line::Column::Id.is_in(line_ids.iter().copied()))
        .exec(tx)
        .await?;
    Ok(done.rows_affected)
}

/// The shopper's cart lines as stored, newest first (what checkout orders).
pub async fn rows(conn: &impl sea_orm::ConnectionTrait, user_id: i64) -> AppResult<Vec<cart_line::Model>> {
    Ok(cart_line::Entity::find()
        .filter(cart_line::Column::UserId.eq(user_id))
        .order_by_desc(cart_line::Column::CreatedAt)
        .order_by_desc(cart_line::Column::Id)
        .all(conn)
        .await?)
}

/// The shopper's cart, newest lines first.
pub async fn cart(ctx: &AppContext, user_id: i64, locale: Locale) -> AppResult<Cart> {
    let rows = rows(ctx.db.conn(), user_id).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.product_id).collect();
    let products = catalog::service::summaries(ctx, &ids, locale).await?;
    let variant_ids: Vec<i64> = rows.iter().filter_map(|r| r.variant_id).collect();
    let now = ctx.clock.now();
    let variants = catalog::variants::for_lines(ctx.db.conn(), &variant_ids, locale, now).await?;
    let lines: Vec<CartLine> = rows
        .into_iter()
        .filter_map(|row| {
            let mut product = products.get(&row.product_id)?.clone();
            let variant = row.variant_id.and_then(|id| variants.get(&id));
            // The line costs what its variant costs now (a flash sale's price inside its window
            // only), and is available while the variant is.
            let price = variant.map_or(product.actual_price, |v| v.price);
            let on_sale = variant.is_some_and(|v| v.price < v.regular_price);
            let sale_ended =
                !on_sale && variant.and_then(|v| v.sale_ends_at).is_some_and(|end| row.created_at < end && end <= now);
            let regular_price = variant.filter(|_| on_sale || sale_ended).map(|v| v.regular_price);
            product.available &= variant.is_some_and(|v| v.in_stock);
            let variant = variant.and_then(|v| v.shown.clone());
            Some(CartLine {
                id: row.id,
                qty: row.qty,
                subtotal: price * row.qty,
                unit_price: price,
                regular_price,
                on_sale,
                sale_ended,
                product,
                variant,
            })
        })
        .collect();
    let total = lines.iter().filter(|l| l.product.available).map(|l| l.subtotal).sum();
    Ok(Cart { count: lines.len() as i64, total, lines })
}

fn ensure_cartable(product_type: catalog::model::ProductType) -> AppResult<()> {
    match product_type {
        catalog::model::ProductType::Product => Ok(()),
        catalog::model::ProductType::TokenProduct => {
            Err(AppError::invalid("product_id", Msg::new("cart.token_product")))
        }
        _ => Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable"))),
    }
}

/// The shopper's own line for a variant (for a product's only line when `variant_id` is left out;
/// a product with several lines then needs it); someone else's line is simply not found.
async fn own_line(
    tx: &impl sea_orm::ConnectionTrait,
    user_id: i64,
    product_id: i64,
    variant_id: Option<i64>,
) -> AppResult<cart_line::Model> {
    let mut select = cart_line::Entity::find()
        .filter(cart_line::Column::UserId.eq(user_id))
        .filter(cart_line::Column::ProductId.eq(product_id));
    if let Some(id) = variant_id {
        select = select.filter(cart_line::Column::VariantId.eq(id));
    }
    let mut lines = select.order_by_asc(cart_line::Column::Id).all(tx).await?;
    match lines.len() {
        0 => Err(AppError::invalid("product_id", Msg::new("cart.not_in_cart"))),
        1 => Ok(lines.remove(0)),
        _ => Err(AppError::invalid("variant_id", Msg::new("catalog.variant_required"))),
    }
}

/// Refuses more units of a counted variant than are left ("Only N left").
fn ensure_left(variant: &catalog::entity::product_variant::Model, qty: i64) -> AppResult<()> {
    match variant.stock {
        Some(left) if qty > left => Err(catalog::stock::only_left(left)),
        _ => Ok(()),
    }
}

async fn product_name(ctx: &AppContext, product_id: i64, locale: Locale) -> AppResult<String> {
    let found = catalog::service::summaries(ctx, &[product_id], locale).await?;
    Ok(found.get(&product_id).map(|p| p.name.clone()).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use catalog::model::ProductType;

    use super::*;

    #[test]
    fn only_normal_products_go_in_the_cart() {
        assert!(ensure_cartable(ProductType::Product).is_ok());
        // Token packs are bought one at a time with buy-now; prizes and gifts are never sold.
        for refused in [ProductType::TokenProduct, ProductType::Prize, ProductType::ReferralGift] {
            assert!(ensure_cartable(refused).is_err(), "{refused:?}");
        }
    }
}
