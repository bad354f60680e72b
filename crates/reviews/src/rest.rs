//! `api/user/reviews`, `api/reviews/all` and `api/user/product-rating`.

use axum::extract::{Query, State};
use kernel::{
    auth::CurrentUser,
    compat::whole,
    pagination::PageParams,
    rest::{Envelope, ErrorEnvelope, JsonOrForm, Multipart},
    AppContext, AppResult, Locale, Msg,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{ProductRating, RatingInput, Review, ReviewPage, Written},
    rating, service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(post_review, my_reviews)).routes(routes!(all_reviews)).routes(routes!(rate))
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct ReviewForm {
    /// 1 to 5.
    #[schema(minimum = 1, maximum = 5)]
    rating: i64,
    /// 3 to 1,000 characters once the spaces around it are trimmed.
    #[schema(
        min_length = 3,
        pattern = "^[\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]{1,998}[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*$"
    )]
    comment: String,
    /// Up to five images (`file[]`, JPEG, PNG or WebP); none is fine.
    #[schema(value_type = Vec<String>, format = Binary, required = false, max_items = 5)]
    file: Vec<Vec<u8>>,
}

/// Post an app review; it is `pending` until an admin approves it.
#[utoipa::path(post, path = "/api/user/reviews", tag = "reviews", security(("bearer" = [])),
    request_body(content = ReviewForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<Review>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn post_review(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<Review>> {
    let rating = form.text("rating").and_then(|r| r.trim().parse().ok());
    let written = Written { rating, comment: form.text("comment") };
    let files = form.files.get("file").cloned().unwrap_or_default();
    let review = service::post(&ctx, user.id, written, files).await?;
    Ok(Envelope::ok(locale, Msg::new("reviews.posted"), review))
}

/// The caller's reviews, every status, newest first, 20 a page.
#[utoipa::path(get, path = "/api/user/reviews", tag = "reviews", security(("bearer" = [])), params(PageParams),
    responses((status = 200, body = Envelope<ReviewPage>), (status = 401, body = ErrorEnvelope)))]
async fn my_reviews(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(page): Query<PageParams>,
) -> AppResult<Envelope<ReviewPage>> {
    Ok(Envelope::ok(locale, Msg::new("reviews.list"), service::mine(&ctx, user.id, page).await?))
}

/// Approved reviews, newest first, 20 a page (`meta.total` is the review count).
#[utoipa::path(get, path = "/api/reviews/all", tag = "reviews", params(PageParams),
    responses((status = 200, body = Envelope<ReviewPage>)))]
async fn all_reviews(
    State(ctx): State<AppContext>,
    locale: Locale,
    Query(page): Query<PageParams>,
) -> AppResult<Envelope<ReviewPage>> {
    Ok(Envelope::ok(locale, Msg::new("reviews.list"), service::public(&ctx, page).await?))
}

/// Rate a product bought in an approved order (a second rating replaces the first); answers the
/// product's new average and count.
#[utoipa::path(post, path = "/api/user/product-rating", tag = "reviews", security(("bearer" = [])), request_body = RatingInput,
    responses((status = 200, body = Envelope<ProductRating>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn rate(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<RatingInput>,
) -> AppResult<Envelope<ProductRating>> {
    let written = Written { rating: whole(&input.rating), comment: input.comment };
    let rated = rating::rate(&ctx, user.id, whole(&input.product_id), written).await?;
    Ok(Envelope::ok(locale, Msg::new("reviews.rated"), rated))
}
