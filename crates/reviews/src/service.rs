//! App reviews: posted with up to five images (checked by content, stored with thumbnails before
//! the row, deleted again when the row is not written), public once an admin approves, decided
//! once through the payments crate's decide-once (the same conditional update and audit log).

use std::collections::HashMap;

use axum::body::Bytes;
use chrono::Utc;
use kernel::ratelimit::Action;
use kernel::{auth::CurrentUser, pagination::PageParams, AppContext, AppError, AppResult, Msg};
use payments::decision::{decide_once, required_reason, Decision};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Select, Set,
};

use crate::{
    entity::{app_review, app_review_image},
    model::{PendingReview, Review, ReviewPage, ReviewStatus, ReviewUser, Written},
};

/// Most images on one review.
pub const MAX_IMAGES: usize = 5;
/// Longest comment, in characters.
pub const MAX_COMMENT: usize = 1000;
const PER_PAGE: u64 = 20;

payments::pending_payments!(app_review, ReviewStatus::Pending, "app_review", RejectReason);

/// A rating of 1 to 5 stars and a comment of 3 to 1,000 characters, trimmed (Zawgyi made Unicode).
pub(crate) fn checked(written: Written) -> AppResult<(i32, String)> {
    let mut errors = Vec::new();
    let rating = written.rating.filter(|r| (1..=5).contains(r));
    if rating.is_none() {
        errors.push(kernel::FieldError { field: "rating".into(), message: Msg::new("reviews.rating_invalid") });
    }
    let comment = written.comment.as_deref().map(kernel::text::as_sent).unwrap_or_default();
    let length = comment.chars().count();
    if length < 3 {
        errors.push(kernel::FieldError { field: "comment".into(), message: Msg::new("reviews.comment_too_short") });
    } else if length > MAX_COMMENT {
        errors.push(kernel::FieldError { field: "comment".into(), message: Msg::new("reviews.comment_too_long") });
    }
    match rating {
        Some(rating) if errors.is_empty() => Ok((rating as i32, comment)),
        _ => Err(AppError::Validation(errors)),
    }
}

/// Posts an app review; it waits for an admin.
#[tracing::instrument(skip(ctx, written, files), fields(images = files.len()))]
pub async fn post(ctx: &AppContext, user_id: i64, written: Written, files: Vec<Bytes>) -> AppResult<Review> {
    let (rating, comment) = checked(written)?;
    if files.len() > MAX_IMAGES {
        return Err(AppError::invalid("file", Msg::new("reviews.too_many_images")));
    }
    ctx.action_limiter.check(Action::Review, user_id).await?;
    for _ in &files {
        ctx.action_limiter.check(Action::Upload, user_id).await?;
    }
    // Every image is checked (by its content) and stored before the row; a bad one stores none.
    let keys = ctx.media.put_images("file", &format!("reviews/{user_id}"), files).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (comment, keys) = (comment.clone(), keys.clone());
            Box::pin(async move {
                let review = app_review::ActiveModel {
                    user_id: Set(user_id),
                    rating: Set(rating),
                    comment: Set(comment),
                    status: Set(ReviewStatus::Pending),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                for (sort, image) in keys.into_iter().enumerate() {
                    app_review_image::ActiveModel {
                        review_id: Set(review.id),
                        image: Set(image),
                        sort: Set(sort as i32),
                        ..Default::default()
                    }
                    .insert(tx)
                    .await?;
                }
                payments::decision::queue_changed::<app_review::Entity>(tx).await?;
                Ok(review)
            })
        })
        .await;
    let review = ctx.media.discard_on_error(result, &keys).await?;
    Ok(to_reviews(ctx, vec![review]).await?.remove(0))
}

/// Approved reviews, newest first (public).
pub async fn public(ctx: &AppContext, page: PageParams) -> AppResult<ReviewPage> {
    let select = app_review::Entity::find().filter(app_review::Column::Status.eq(ReviewStatus::Approved));
    page_of(ctx, select, page).await
}

/// The shopper's own reviews, every status, newest first.
pub async fn mine(ctx: &AppContext, user_id: i64, page: PageParams) -> AppResult<ReviewPage> {
    page_of(ctx, app_review::Entity::find().filter(app_review::Column::UserId.eq(user_id)), page).await
}

async fn page_of(ctx: &AppContext, select: Select<app_review::Entity>, page: PageParams) -> AppResult<ReviewPage> {
    let per_page = page.per_page(PER_PAGE);
    let (rows, meta) = kernel::pagination::capped_page(
        ctx.db.conn(),
        select.order_by_desc(app_review::Column::Id),
        page,
        per_page,
        ctx.config.list_max_items,
    )
    .await?;
    Ok(ReviewPage { data: to_reviews(ctx, rows).await?, meta })
}

async fn to_reviews(ctx: &AppContext, rows: Vec<app_review::Model>) -> AppResult<Vec<Review>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let images = app_review_image::Entity::find()
        .filter(app_review_image::Column::ReviewId.is_in(ids))
        .order_by_asc(app_review_image::Column::Sort)
        .all(ctx.db.conn())
        .await?;
    let mut by_review: HashMap<i64, Vec<String>> = HashMap::new();
    for image in images {
        by_review.entry(image.review_id).or_default().push(image.image);
    }
    let authors = accounts::service::authors(ctx, rows.iter().map(|r| r.user_id)).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let author = authors.get(&r.user_id).cloned().unwrap_or_default();
            let keys = by_review.remove(&r.id).unwrap_or_default();
            Review {
                id: r.id,
                user: ReviewUser { id: r.user_id, name: author.name.clone() },
                user_name: author.name,
                user_image: author.image,
                rating: r.rating,
                comment: r.comment,
                files: keys.iter().map(|k| ctx.media.url(k)).collect(),
                thumbs: keys.iter().map(|k| ctx.media.thumb_url(k)).collect(),
                status: r.status,
                reject_reason: r.reject_reason,
                created_at: r.created_at,
            }
        })
        .collect())
}

// ---- admin -------------------------------------------------------------------------------------

/// Admin: reviews waiting to be moderated, oldest first.
pub async fn pending(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<PendingReview>> {
    admin.require_staff()?;
    let rows = app_review::Entity::find()
        .filter(app_review::Column::Status.eq(ReviewStatus::Pending))
        .order_by_asc(app_review::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let authors = accounts::service::authors(ctx, rows.iter().map(|r| r.user_id)).await?;
    let reviews = to_reviews(ctx, rows).await?;
    Ok(reviews
        .into_iter()
        .map(|review| {
            let user_id = review.user.id;
            let customer_phone = authors.get(&user_id).map(|a| a.phone.clone()).unwrap_or_default();
            PendingReview { review, user_id, customer_phone }
        })
        .collect())
}

/// Admin: the review is published; its author is told.
pub async fn approve(ctx: &AppContext, admin: CurrentUser, id: i64) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let review = decide(tx, id, ReviewStatus::Approved, None, admin, "review.approve").await?;
                notify::service::record(tx, review.user_id, "review_approved", serde_json::json!({"review_id": id}))
                    .await
            })
        })
        .await
}

/// Admin: the review is not published; its author sees the reason.
pub async fn reject(ctx: &AppContext, admin: CurrentUser, id: i64, reason: String) -> AppResult<()> {
    admin.require_staff()?;
    let reason = required_reason(&reason)?;
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let review =
                    decide(tx, id, ReviewStatus::Rejected, Some(reason.clone()), admin, "review.reject").await?;
                notify::service::record(
                    tx,
                    review.user_id,
                    "review_rejected",
                    serde_json::json!({"review_id": id, "reason": reason}),
                )
                .await
            })
        })
        .await
}

async fn decide(
    tx: &impl ConnectionTrait,
    id: i64,
    to: ReviewStatus,
    reason: Option<String>,
    admin: CurrentUser,
    action: &'static str,
) -> AppResult<app_review::Model> {
    let review =
        app_review::Entity::find_by_id(id).one(tx).await?.ok_or_else(|| AppError::not_found("reviews.not_found"))?;
    let decision =
        Decision { to, reason, by: Some(admin), action, details: serde_json::json!({"user_id": review.user_id}) };
    if !decide_once::<app_review::Entity>(tx, id, decision).await? {
        return Err(AppError::invalid("id", Msg::new("reviews.already_decided")));
    }
    Ok(review)
}

/// Reviews waiting to be moderated (the admin dashboard's count).
pub async fn pending_count(conn: &impl ConnectionTrait) -> AppResult<u64> {
    Ok(app_review::Entity::find().filter(app_review::Column::Status.eq(ReviewStatus::Pending)).count(conn).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(rating: Option<i64>, comment: &str) -> Written {
        Written { rating, comment: Some(comment.to_owned()) }
    }

    #[test]
    fn a_rating_is_one_to_five_stars() {
        assert!(checked(written(Some(0), "Good shop")).is_err());
        assert!(checked(written(Some(6), "Good shop")).is_err());
        assert!(checked(written(None, "Good shop")).is_err());
        assert_eq!(checked(written(Some(5), "Good shop")).unwrap(), (5, "Good shop".to_owned()));
    }

    #[test]
    fn a_comment_is_three_to_a_thousand_characters_after_trimming() {
        assert!(checked(written(Some(4), "  ab  ")).is_err());
        assert_eq!(checked(written(Some(4), " abc ")).unwrap().1, "abc");
        // Characters, not bytes: three Burmese letters are enough.
        assert!(checked(written(Some(4), "ကခဂ")).is_ok());
        assert!(checked(written(Some(4), &"a".repeat(MAX_COMMENT))).is_ok());
        assert!(checked(written(Some(4), &"a".repeat(MAX_COMMENT + 1))).is_err());
    }

    #[test]
    fn both_problems_are_reported_at_once() {
        let Err(AppError::Validation(errors)) = checked(written(Some(9), "a")) else { panic!("refused") };
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_ref()).collect();
        assert_eq!(fields, ["rating", "comment"]);
    }
}
