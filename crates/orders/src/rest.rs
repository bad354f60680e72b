//! `api/user/checkout`, `api/user/buynow`, `api/user/orders...` and the private screenshots.

use axum::extract::State;
use kernel::compat::IdPath;
use kernel::{
    auth::CurrentUser,
    rest::{Envelope, ErrorEnvelope, JsonOrForm, Multipart, MultipartForm},
    AppContext, AppError, AppResult, Locale, Msg,
};
use payments::{Transfer, TransferFields};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{Order, OrderCancelReason, ToShipItem},
    service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(checkout))
        .routes(routes!(buy_now))
        .routes(routes!(to_ship))
        .routes(routes!(history))
        .routes(routes!(order))
        .routes(routes!(cancel))
        .routes(routes!(return_photo))
}

/// A photo of a return, for the shopper who asked it and for admins only.
#[utoipa::path(get, path = "/api/returns/{id}/photos/{photo}", tag = "orders", security(("bearer" = [])),
    params(("id" = i64, Path), ("photo" = usize, Path, description = "0, 1 or 2")),
    responses((status = 200, description = "The image", content_type = "image/*"), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn return_photo(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    axum::extract::Path((id, photo)): axum::extract::Path<(String, String)>,
) -> AppResult<axum::response::Response> {
    use axum::response::IntoResponse;
    // Segments that are no numbers name no photo: the return's own "not found", like `IdPath`.
    let id = id.trim().parse().unwrap_or(kernel::compat::NO_ROW_ID);
    let photo = photo.trim().parse().unwrap_or(usize::MAX);
    let found = crate::returns::photo(&ctx, user, id, photo).await?;
    let headers = [
        (axum::http::header::CONTENT_TYPE, found.content_type),
        (axum::http::header::CACHE_CONTROL, "private, no-store"),
    ];
    Ok((headers, found.bytes).into_response())
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct CheckoutForm {
    /// The payment method transferred with: an id from `payments`.
    #[schema(minimum = 1)]
    payment_id: i64,
    /// PNG, JPEG or WebP of the transfer.
    #[schema(value_type = String, format = Binary, min_length = 1)]
    payment_screenshot: Vec<u8>,
    /// The reference of the payment QR code paid with (`PAY000042`, from `POST
    /// api/user/payment-qr`), if any: the receipt reader looks for it on the receipt.
    #[schema(nullable = false, max_length = 20, pattern = "^[ \\t]*[Pp][Aa][Yy] ?[0-9]{1,12}[ \\t]*$")]
    payment_reference: Option<String>,
    /// Only these cart products (repeat the field, at most 1,000); the whole cart when absent.
    #[schema(nullable = false, max_items = 1000)]
    product_id: Option<Vec<i64>>,
    /// Only these cart lines (repeat the field, at most 1,000): one size of a product whose other
    /// sizes stay in the cart; with `product_id` too, the lines both name.
    #[schema(nullable = false, max_items = 1000)]
    cart_line_id: Option<Vec<i64>>,
    /// A voucher's code (case does not matter): the order's `discount` and `voucher_code`; a code
    /// that does not apply is refused on `voucher_code` with the reason.
    #[schema(nullable = false, max_length = 24)]
    voucher_code: Option<String>,
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct BuyNowForm {
    /// The payment method transferred with: an id from `payments`.
    #[schema(minimum = 1)]
    payment_id: i64,
    /// PNG, JPEG or WebP of the transfer.
    #[schema(value_type = String, format = Binary, min_length = 1)]
    payment_screenshot: Vec<u8>,
    /// The reference of the payment QR code paid with (`PAY000042`, from `POST
    /// api/user/payment-qr`), if any: the receipt reader looks for it on the receipt.
    #[schema(nullable = false, max_length = 20, pattern = "^[ \\t]*[Pp][Aa][Yy] ?[0-9]{1,12}[ \\t]*$")]
    payment_reference: Option<String>,
    /// The product: a normal product or a token pack.
    #[schema(minimum = 1)]
    product_id: i64,
    /// 1 to 1,000,000 (token packs: 1); 1 when absent.
    #[schema(required = false, minimum = 1, maximum = 1_000_000)]
    qty: i64,
    /// The variant chosen (size, colour); may be left out for a product with one variant.
    #[schema(required = false, minimum = 1)]
    variant_id: i64,
    /// A voucher's code (case does not matter): the order's `discount` and `voucher_code`; a code
    /// that does not apply is refused on `voucher_code` with the reason.
    #[schema(nullable = false, max_length = 24)]
    voucher_code: Option<String>,
}

fn payment(form: &MultipartForm) -> Transfer {
    Transfer::from_form(form, &TransferFields::SCREENSHOT)
}

/// Order the cart (or the given cart products) paid by transfer; the order waits for an admin.
#[utoipa::path(post, path = "/api/user/checkout", tag = "orders", security(("bearer" = [])),
    request_body(content = CheckoutForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<Order>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn checkout(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<Order>> {
    let only = (form.ids("product_id")?, form.ids("cart_line_id")?);
    let order = service::checkout(&ctx, user.id, payment(&form), only, form.text("voucher_code"), locale).await?;
    Ok(Envelope::ok(locale, Msg::new("orders.placed"), order))
}

/// Buy one product now, paid by transfer.
#[utoipa::path(post, path = "/api/user/buynow", tag = "orders", security(("bearer" = [])),
    request_body(content = BuyNowForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<Order>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn buy_now(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<Order>> {
    let product = (form.whole("product_id"), form.whole("variant_id"));
    let (qty, code) = (form.whole("qty"), form.text("voucher_code"));
    let order = service::buy_now(&ctx, user.id, payment(&form), product, qty, code, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("orders.placed"), order))
}

/// The to-ship list: items of approved orders, prizes and gifts (`type` tells which).
#[utoipa::path(get, path = "/api/user/orders", tag = "orders", security(("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<ToShipItem>>), (status = 401, body = ErrorEnvelope)))]
async fn to_ship(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
) -> AppResult<Envelope<Vec<ToShipItem>>> {
    Ok(Envelope::ok(locale, Msg::new("orders.to_ship"), crate::to_ship::list(&ctx, user.id, locale).await?))
}

/// Every order of the shopper with its state (pending, approved, cancelled).
#[utoipa::path(get, path = "/api/user/order-history", tag = "orders", security(("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<Order>>), (status = 401, body = ErrorEnvelope)))]
async fn history(State(ctx): State<AppContext>, user: CurrentUser, locale: Locale) -> AppResult<Envelope<Vec<Order>>> {
    Ok(Envelope::ok(locale, Msg::new("orders.orders"), service::my_orders(&ctx, user.id, locale).await?))
}

/// One order (the order-success page).
#[utoipa::path(get, path = "/api/user/orders/{id}", tag = "orders", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<Order>), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn order(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    IdPath(id): IdPath,
) -> AppResult<Envelope<Order>> {
    let order = service::order(&ctx, user.id, id, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("orders.orders"), order))
}

/// What `POST api/user/orders/{id}/cancel` takes (JSON or form fields).
#[derive(serde::Deserialize, utoipa::ToSchema)]
struct CancelInput {
    /// Why, from the list: `changed_mind`, `ordered_by_mistake`, `wrong_size_or_colour`,
    /// `found_cheaper`, `payment_problem`, `other`.
    #[schema(value_type = OrderCancelReason)]
    reason: Option<String>,
}

/// The shopper cancels their order while the shop has not decided it (checkout, buy now, cash on
/// delivery before the call): the stock goes back and a transfer's money is recorded as a refund
/// due (the order's `refunds`). Answers the cancelled order.
#[utoipa::path(post, path = "/api/user/orders/{id}/cancel", tag = "orders", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body(content(
        (CancelInput = "application/json"),
        (CancelInput = "application/x-www-form-urlencoded"),
    )),
    responses((status = 200, body = Envelope<Order>), (status = 401, body = ErrorEnvelope),
        (status = 404, description = "Not the caller's order", body = ErrorEnvelope),
        (status = 422, description = "A reason not from the list, or an order already decided", body = ErrorEnvelope)))]
async fn cancel(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    IdPath(id): IdPath,
    JsonOrForm(input): JsonOrForm<CancelInput>,
) -> AppResult<Envelope<Order>> {
    let reason = input
        .reason
        .and_then(|r| serde_json::from_value::<OrderCancelReason>(serde_json::Value::String(r)).ok())
        .ok_or_else(|| AppError::invalid("reason", Msg::new("orders.cancel_reason_unknown")))?;
    let order = crate::way_back::cancel_my_order(&ctx, user, id, reason, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("orders.cancelled"), order))
}
