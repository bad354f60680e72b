//! What the reviews crate answers and takes, shared by REST and GraphQL.

use kernel::pagination::PageMeta;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};

/// Where a review stands (stored as text).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, Serialize, async_graphql::Enum, utoipa::ToSchema,
)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum ReviewStatus {
    /// Waiting for an admin; only its author sees it.
    Pending,
    /// Public.
    Approved,
    /// Not published; the author sees the reason.
    Rejected,
}

/// The author of a review (REST `user`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ReviewUser {
    pub id: i64,
    pub name: String,
}

/// An app review.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Review {
    /// The review id.
    pub id: i64,
    /// The author (REST only; GraphQL has `userName` and `userImage`).
    #[graphql(skip)]
    pub user: ReviewUser,
    /// The author's name.
    pub user_name: String,
    /// The author's avatar URL; null without one.
    pub user_image: Option<String>,
    /// 1 to 5 stars.
    pub rating: i32,
    /// Plain text (show it as text, never as HTML).
    pub comment: String,
    /// Full-size image URLs (800 px), in the order posted.
    pub files: Vec<String>,
    /// The same images as 320 px thumbnails, in the same order.
    pub thumbs: Vec<String>,
    /// Pending until an admin decides.
    pub status: ReviewStatus,
    /// The admin's reason when rejected.
    pub reject_reason: Option<String>,
    /// When it was posted.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// A page of reviews: `{data, meta}`.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ReviewPage {
    /// This page's reviews.
    pub data: Vec<Review>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// Admin: a review waiting to be moderated.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingReview {
    /// The review.
    pub review: Review,
    /// The author's user id.
    pub user_id: i64,
    /// The author's phone number.
    pub customer_phone: String,
}

/// A product rating as saved, with the product's new summary.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct ProductRating {
    /// The product rated.
    pub product_id: i64,
    /// 1 to 5 stars.
    pub rating: i32,
    /// Plain text.
    pub comment: String,
    /// The product's average rating now.
    pub rating_average: f64,
    /// How many shoppers rated it.
    pub rating_count: i64,
}

/// `POST api/user/product-rating`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct RatingInput {
    /// The product (a number or digits), one the shopper bought.
    #[schema(value_type = i64, minimum = 1)]
    pub product_id: Option<serde_json::Value>,
    /// 1 to 5 (a number or digits).
    #[schema(value_type = i64, minimum = 1, maximum = 5)]
    pub rating: Option<serde_json::Value>,
    /// 3 to 1,000 characters once the spaces around it are trimmed (required).
    #[schema(
        required = true,
        nullable = false,
        min_length = 3,
        pattern = "^[\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]{1,998}[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*$"
    )]
    pub comment: Option<String>,
}

/// What a shopper writes (an app review or a product rating), before it is checked.
pub struct Written {
    pub rating: Option<i64>,
    pub comment: Option<String>,
}
