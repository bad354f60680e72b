//! The cart's rules: only normal, available products; whole quantities 1..=1,000,000; one line
//! per product (adding again adds to the quantity); a shopper only ever touches their own lines.

use chrono::Utc;
use kernel::{AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set};
use validator::Validate;

use crate::{
    entity::cart_line,
    model::{Cart, CartItemInput, CartLine, MAX_QTY},
};

/// Adds `qty` of a product (to the line already there, if any); answers the product's name.
pub async fn add(ctx: &AppContext, user_id: i64, input: CartItemInput, locale: Locale) -> AppResult<(String, i64)> {
    input.validate()?;
    let (product_id, qty) = (input.product_id.unwrap_or_default(), input.qty.unwrap_or_default());
    let qty = ctx
        .db
        .write(|tx| {
            Box::pin(async move {
                let product = catalog::service::purchasable_product(tx, product_id).await?;
                ensure_cartable(product.product_type)?;
                let existing = cart_line::Entity::find()
                    .filter(cart_line::Column::UserId.eq(user_id))
                    .filter(cart_line::Column::ProductId.eq(product_id))
                    .one(tx)
                    .await?;
                let now = Utc::now();
                match existing {
                    Some(line) => {
                        let total = line.qty + qty;
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
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let line = own_line(tx, user_id, product_id).await?;
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

/// Removes a product from the cart; answers its name.
pub async fn remove(ctx: &AppContext, user_id: i64, product_id: i64, locale: Locale) -> AppResult<String> {
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let line = own_line(tx, user_id, product_id).await?;
                cart_line::Entity::delete_by_id(line.id).exec(tx).await?;
                Ok(())
            })
        })
        .await?;
    product_name(ctx, product_id, locale).await
}

/// Removes the given products (all lines when `product_ids` is `None`); answers how many went.
pub async fn remove_all(ctx: &AppContext, user_id: i64, product_ids: Option<Vec<i64>>) -> AppResult<u64> {
    kernel::input::check_list("product_id", product_ids.as_ref().map_or(0, Vec::len))?;
    ctx.db
        .write(|tx| {
            let product_ids = product_ids.clone();
            Box::pin(async move {
                let mut delete = cart_line::Entity::delete_many().filter(cart_line::Column::UserId.eq(user_id));
                if let Some(ids) = product_ids {
                    delete = delete.filter(cart_line::Column::ProductId.is_in(ids));
                }
                Ok(delete.exec(tx).await?.rows_affected)
            })
        })
        .await
}

/// Takes lines out of the cart inside the caller's transaction (checkout empties the lines it
/// orders); answers how many were still there, so a checkout racing another can tell it lost.
pub async fn take_lines(tx: &impl sea_orm::ConnectionTrait, user_id: i64, product_ids: &[i64]) -> AppResult<u64> {
    let done = cart_line::Entity::delete_many()
        .filter(cart_line::Column::UserId.eq(user_id))
        .filter(cart_line::Column::ProductId.is_in(product_ids.iter().copied()))
        .exec(tx)
        .await?;
    Ok(done.rows_affected)
}

/// The shopper's cart, newest lines first.
pub async fn cart(ctx: &AppContext, user_id: i64, locale: Locale) -> AppResult<Cart> {
    let rows = cart_line::Entity::find()
        .filter(cart_line::Column::UserId.eq(user_id))
        .order_by_desc(cart_line::Column::CreatedAt)
        .order_by_desc(cart_line::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.product_id).collect();
    let products = catalog::service::summaries(ctx, &ids, locale).await?;
    let lines: Vec<CartLine> = rows
        .into_iter()
        .filter_map(|row| {
            let product = products.get(&row.product_id)?.clone();
            Some(CartLine { id: row.id, qty: row.qty, subtotal: product.actual_price * row.qty, product })
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

/// The shopper's own line for a product; someone else's line is simply not found.
async fn own_line(tx: &impl sea_orm::ConnectionTrait, user_id: i64, product_id: i64) -> AppResult<cart_line::Model> {
    cart_line::Entity::find()
        .filter(cart_line::Column::UserId.eq(user_id))
        .filter(cart_line::Column::ProductId.eq(product_id))
        .one(tx)
        .await?
        .ok_or_else(|| AppError::invalid("product_id", Msg::new("cart.not_in_cart")))
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
