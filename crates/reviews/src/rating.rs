//! Product ratings: only from a shopper with an approved order of the product, one per shopper and
//! product (a second replaces the first), and the product's summary recomputed in the same
//! transaction. Writers of one product take turns on the product's row, so the summary always
//! counts every committed rating, however many buyers rate at once.

use async_trait::async_trait;
use chrono::Utc;
use kernel::{
    hooks::{ProductRatings, ShownRating},
    AppContext, AppError, AppResult, Msg,
};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use crate::{
    entity::product_rating,
    model::{ProductRating, Written},
    service::checked,
};

/// Most ratings the product page lists.
const SHOWN: u64 = 100;

/// Rates a product the shopper bought (or changes their rating of it).
#[tracing::instrument(skip(ctx, written))]
pub async fn rate(
    ctx: &AppContext,
    user_id: i64,
    product_id: Option<i64>,
    written: Written,
) -> AppResult<ProductRating> {
    let (rating, comment) = checked(written)?;
    let unavailable = || AppError::invalid("product_id", Msg::new("reviews.product_unavailable"));
    let product_id = product_id.ok_or_else(unavailable)?;
    let product = catalog::service::find_product(ctx.db.conn(), product_id).await?;
    if product.is_none_or(|p| p.hidden) {
        return Err(unavailable());
    }
    if !orders::to_ship::bought(ctx.db.conn(), user_id, product_id).await? {
        return Err(AppError::invalid("product_id", Msg::new("reviews.not_bought")));
    }
    ctx.db
        .write_queued(|tx| {
            let comment = comment.clone();
            Box::pin(async move {
                catalog::service::lock_product(tx, product_id).await?;
                let existing = product_rating::Entity::find()
                    .filter(product_rating::Column::UserId.eq(user_id))
                    .filter(product_rating::Column::ProductId.eq(product_id))
                    .one(tx)
                    .await?;
                let now = Utc::now();
                match existing {
                    Some(found) => {
                        let mut active = found.into_active_model();
                        active.rating = Set(rating);
                        active.comment = Set(comment.clone());
                        active.updated_at = Set(now);
                        active.update(tx).await?;
                    }
                    None => {
                        product_rating::ActiveModel {
                            user_id: Set(user_id),
                            product_id: Set(product_id),
                            rating: Set(rating),
                            comment: Set(comment.clone()),
                            created_at: Set(now),
                            updated_at: Set(now),
                            ..Default::default()
                        }
                        .insert(tx)
                        .await?;
                    }
                }
                let (average, count) = summary(tx, product_id).await?;
                catalog::service::set_rating(tx, product_id, average, count).await?;
                Ok(ProductRating { product_id, rating, comment, rating_average: average, rating_count: count })
            })
        })
        .await
}

/// The average and the number of a product's ratings, from the ratings themselves.
async fn summary(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<(f64, i64)> {
    let (total, count): (Option<i64>, i64) = product_rating::Entity::find()
        .select_only()
        .column_as(Expr::cust("CAST(COALESCE(SUM(rating), 0) AS BIGINT)"), "total")
        .column_as(Expr::cust("CAST(COUNT(*) AS BIGINT)"), "count")
        .filter(product_rating::Column::ProductId.eq(product_id))
        .into_tuple()
        .one(tx)
        .await?
        .unwrap_or((Some(0), 0));
    let average = if count == 0 { 0.0 } else { total.unwrap_or(0) as f64 / count as f64 };
    Ok((average, count))
}

/// Lists a product's ratings for its page, newest first (plugged into the catalogue).
pub struct ProductRatingsLister;

#[async_trait]
impl ProductRatings for ProductRatingsLister {
    async fn shown(&self, ctx: &AppContext, product_id: i64) -> AppResult<Vec<ShownRating>> {
        let rows = product_rating::Entity::find()
            .filter(product_rating::Column::ProductId.eq(product_id))
            .order_by_desc(product_rating::Column::UpdatedAt)
            .order_by_desc(product_rating::Column::Id)
            .limit(SHOWN)
            .all(ctx.db.conn())
            .await?;
        let authors = accounts::service::authors(ctx, rows.iter().map(|r| r.user_id)).await?;
        Ok(rows
            .into_iter()
            .map(|r| {
                let author = authors.get(&r.user_id).cloned().unwrap_or_default();
                ShownRating { user_image: author.image, user_name: author.name, rating: r.rating, comment: r.comment }
            })
            .collect())
    }
}
