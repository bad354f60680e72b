//! What other domains ask of the catalogue: a product as stored, one a shopper may buy now, product
//! summaries for cart lines and order items, the rating reviews keep up to date, and a row lock.
//! Shopper reads are in [`crate::reads`], admin changes in [`crate::admin`], photos in
//! [`crate::photos`].

use std::collections::HashMap;

use kernel::{
    read_cache::{self, Scope},
    AppContext, AppError, AppResult, Locale, Msg, Translated,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::{
    entity::{category, product},
    model::ProductSummary,
};

/// Sets a product's rating summary (the reviews crate, after a rating changed, in the rating's
/// transaction: the product page lists the ratings, so its cached copy goes too).
pub async fn set_rating(conn: &impl ConnectionTrait, product_id: i64, average: f64, count: i64) -> AppResult<()> {
    product::Entity::update_many()
        .col_expr(product::Column::RatingAverage, Expr::value(average))
        .col_expr(product::Column::RatingCount, Expr::value(count))
        .filter(product::Column::Id.eq(product_id))
        .exec(conn)
        .await?;
    read_cache::changed(conn, Scope::Catalog).await
}

/// Locks a product's row until the caller's transaction ends, so writers of something computed
/// over the product (its rating summary) take turns.
pub async fn lock_product(conn: &impl ConnectionTrait, product_id: i64) -> AppResult<()> {
    product::Entity::update_many()
        .col_expr(product::Column::RatingCount, Expr::col(product::Column::RatingCount).into())
        .filter(product::Column::Id.eq(product_id))
        .exec(conn)
        .await?;
    Ok(())
}

/// A product by id for other domains (cart, orders): visible or not, as stored.
pub async fn find_product(conn: &impl ConnectionTrait, id: i64) -> AppResult<Option<product::Model>> {
    Ok(product::Entity::find_by_id(id).one(conn).await?)
}

/// A product a shopper may buy now: it exists, it and its category are visible, it is in stock.
/// Anything else is a validation error on `product_id` (the shopper picked something gone).
pub async fn purchasable_product(conn: &impl ConnectionTrait, id: i64) -> AppResult<product::Model> {
    let found = product::Entity::find_by_id(id).one(conn).await?;
    let Some(found) = found.filter(|p| !p.hidden) else {
        return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable")));
    };
    let category = category::Entity::find_by_id(found.category_id).one(conn).await?;
    if category.is_none_or(|c| c.hidden) || !found.in_stock {
        return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable")));
    }
    Ok(found)
}

/// Summaries of products by id, in `locale`, for cart lines and order items.
pub async fn summaries(ctx: &AppContext, ids: &[i64], locale: Locale) -> AppResult<HashMap<i64, ProductSummary>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows =
        product::Entity::find().filter(product::Column::Id.is_in(ids.iter().copied())).all(ctx.db.conn()).await?;
    let categories = category::Entity::find().all(ctx.db.conn()).await?;
    let categories: HashMap<i64, &category::Model> = categories.iter().map(|c| (c.id, c)).collect();
    Ok(rows
        .into_iter()
        .map(|p| {
            let category = categories.get(&p.category_id);
            let summary = ProductSummary {
                id: p.id,
                slug: p.slug.clone(),
                name: translated(&p.name_en, &p.name_mm, &p.name_ch).get(locale).to_owned(),
                product_type: p.product_type,
                category: category
                    .map(|c| translated(&c.name_en, &c.name_mm, &c.name_ch).get(locale).to_owned())
                    .unwrap_or_default(),
                feature_image: p.feature_image.as_deref().map(|k| ctx.media.thumb_url(k)),
                actual_price: p.actual_price,
                sale_price: p.sale_price,
                sale_starts_at: p.sale_starts_at,
                sale_ends_at: p.sale_ends_at,
                kg: p.weight_grams as f64 / 1000.0,
                available: !p.hidden && p.in_stock && category.is_some_and(|c| !c.hidden),
            };
            (p.id, summary)
        })
        .collect())
}

/// Whether the catalogue has anything yet (the demo shop loads only into an empty one).
pub async fn is_empty(ctx: &AppContext) -> AppResult<bool> {
    Ok(category::Entity::find().limit(1).one(ctx.db.conn()).await?.is_none())
}

pub(crate) fn translated(en: &str, mm: &Option<String>, ch: &Option<String>) -> Translated {
    Translated::new(en, mm.as_deref(), ch.as_deref())
}
