//! `api/payments`, `api/payments/{paymentID}` and `api/payment-screenshots/{id}`.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use kernel::{
    auth::CurrentUser,
    compat::IdPath,
    rest::{Envelope, ErrorEnvelope},
    AppContext, AppResult, Locale, Msg,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    methods,
    model::{PaymentMethod, PaymentMethodDetail},
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(payments))
        .routes(routes!(payment))
        .routes(routes!(screenshot))
        .routes(routes!(refund_screenshot))
}

/// The screenshot of a refund transfer, for the shopper refunded and for admins only.
#[utoipa::path(get, path = "/api/refunds/{id}/screenshot", tag = "orders", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, description = "The image", content_type = "image/*"), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn refund_screenshot(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    IdPath(id): IdPath,
) -> AppResult<Response> {
    let found = crate::refunds::read_screenshot(&ctx, user, id).await?;
    Ok(([(header::CONTENT_TYPE, found.content_type), (header::CACHE_CONTROL, "private, no-store")], found.bytes)
        .into_response())
}

/// A payment screenshot, for the shopper who sent it and for admins only.
#[utoipa::path(get, path = "/api/payment-screenshots/{id}", tag = "orders", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, description = "The image", content_type = "image/*"), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn screenshot(State(ctx): State<AppContext>, user: CurrentUser, IdPath(id): IdPath) -> AppResult<Response> {
    let found = crate::screenshot::read(&ctx, user, id).await?;
    Ok(([(header::CONTENT_TYPE, found.content_type), (header::CACHE_CONTROL, "private, no-store")], found.bytes)
        .into_response())
}

/// Banks and wallets to pay by transfer.
#[utoipa::path(get, path = "/api/payments", tag = "content", responses((status = 200, body = Envelope<Vec<PaymentMethod>>)))]
async fn payments(State(ctx): State<AppContext>, locale: Locale) -> AppResult<Envelope<Vec<PaymentMethod>>> {
    Ok(Envelope::ok(locale, Msg::new("payments.payments"), methods::payment_methods(&ctx).await?))
}

/// A payment method with the merchant accounts (`payment_numbers`) to transfer to.
#[utoipa::path(get, path = "/api/payments/{paymentID}", tag = "content",
    params(("paymentID" = i64, Path)),
    responses((status = 200, body = Envelope<PaymentMethodDetail>), (status = 404, body = ErrorEnvelope)))]
async fn payment(
    State(ctx): State<AppContext>,
    locale: Locale,
    IdPath(id): IdPath,
) -> AppResult<Envelope<PaymentMethodDetail>> {
    let found = methods::payment_method(&ctx, id).await?;
    Ok(Envelope::ok(locale, Msg::new("payments.payment"), found))
}
