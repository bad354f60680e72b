//! Reviews in GraphQL: the public list, the shopper's own, posting a review or a rating, and the
//! admins' moderation queue.

use async_graphql::{Context, Object, Upload};
use kernel::{
    graphql::{read_upload, ContextExt},
    pagination::PageParams,
    AppError,
};

use crate::{
    model::{PendingReview, ProductRating, Review, ReviewPage, Written},
    rating, service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("pendingReviews", Permission::Reviews),
    ("approveReview", Permission::Reviews),
    ("rejectReview", Permission::Reviews),
];

#[derive(Default)]
pub struct ReviewsQuery;

#[Object]
impl ReviewsQuery {
    /// Approved app reviews, newest first (20 a page; `meta.total` is the review count).
    async fn reviews(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<ReviewPage> {
        Ok(service::public(ctx.app(), PageParams { page, per_page: None }).await?)
    }

    /// The signed-in shopper's reviews, every status, newest first (20 a page).
    async fn my_reviews(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<ReviewPage> {
        let user = ctx.current_user().await?;
        Ok(service::mine(ctx.app(), user.id, PageParams { page, per_page: None }).await?)
    }

    /// Admin: reviews waiting to be moderated, oldest first.
    async fn pending_reviews(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PendingReview>> {
        let admin = ctx.current_user().await?;
        Ok(service::pending(ctx.app(), admin).await?)
    }
}

#[derive(Default)]
pub struct ReviewsMutation;

#[Object]
impl ReviewsMutation {
    /// Posts an app review (1-5 stars, a comment of 3 to 1,000 characters, up to five images); it
    /// is public once an admin approves it.
    async fn post_review(
        &self,
        ctx: &Context<'_>,
        rating: i64,
        comment: String,
        files: Option<Vec<Upload>>,
    ) -> async_graphql::Result<Review> {
        let user = ctx.current_user().await?;
        let uploads = files.unwrap_or_default();
        if uploads.len() > service::MAX_IMAGES {
            return Err(AppError::invalid("file", kernel::Msg::new("reviews.too_many_images")).into());
        }
        let mut images = Vec::with_capacity(uploads.len());
        for upload in uploads {
            images.extend(read_upload(ctx, Some(upload))?);
        }
        let written = Written { rating: Some(rating), comment: Some(comment) };
        Ok(service::post(ctx.app(), user.id, written, images).await?)
    }

    /// Rates a product the shopper bought in an approved order; a second rating replaces the first.
    async fn rate_product(
        &self,
        ctx: &Context<'_>,
        product_id: i64,
        rating: i64,
        comment: String,
    ) -> async_graphql::Result<ProductRating> {
        let user = ctx.current_user().await?;
        let written = Written { rating: Some(rating), comment: Some(comment) };
        Ok(rating::rate(ctx.app(), user.id, Some(product_id), written).await?)
    }

    /// Admin: publishes a review; its author is notified.
    async fn approve_review(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::approve(ctx.app(), admin, id).await?;
        Ok(true)
    }

    /// Admin: does not publish a review; its author sees the reason.
    async fn reject_review(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::reject(ctx.app(), admin, id, reason).await?;
        Ok(true)
    }
}
