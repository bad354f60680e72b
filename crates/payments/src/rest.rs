//! `api/payment-screenshots/{id}`.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use kernel::{auth::CurrentUser, compat::IdPath, rest::ErrorEnvelope, AppContext, AppResult};
use utoipa_axum::{router::OpenApiRouter, routes};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(screenshot))
}

/// A payment screenshot, for the shopper who sent it and for admins only.
#[utoipa::path(get, path = "/api/payment-screenshots/{id}", tag = "orders", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, description = "The image", content_type = "image/*"), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn screenshot(State(ctx): State<AppContext>, user: CurrentUser, IdPath(id): IdPath) -> AppResult<Response> {
    let found = crate::screenshot::read(&ctx, user, id).await?;
    Ok(([(header::CONTENT_TYPE, found.content_type), (header::CACHE_CONTROL, "private, no-store")], found.bytes)
        .into_response())
}
