//! `api/user/calculate-shipping-price` and `api/user/shipping-orders...`.

use axum::extract::{Query, State};
use kernel::compat::IdPath;
use kernel::{
    auth::CurrentUser,
    rest::{Envelope, ErrorEnvelope, JsonOrForm, Multipart},
    AppContext, AppError, AppResult, Locale, Msg,
};
use payments::{Transfer, TransferFields};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{ShippingOrder, ShippingOrderSummary, ShippingStatus},
    service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(calculate))
        .routes(routes!(create, list))
        .routes(routes!(received))
        .routes(routes!(detail))
}

/// `order_item_id` as a JSON array (Form B) or a single id.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct ItemIds {
    /// The to-ship items (`order_item_ids` too): one id or a list.
    #[serde(default, alias = "order_item_ids", deserialize_with = "kernel::compat::ids")]
    #[schema(schema_with = item_ids_schema, required = true)]
    pub order_item_id: Vec<i64>,
}

/// [`kernel::rest::id_list_schema`] with at least one id (none is "Please select items"): one id,
/// a JSON array of 1 to 1,000 ids, or either as text. `null` stays one of the shapes the REST
/// layer reads (it is no id, so refused like an empty list).
fn item_ids_schema() -> utoipa::openapi::schema::Schema {
    let schema = serde_json::json!({
        "description": "The shopper's to-ship items: one id, a list, or either as text.",
        "oneOf": [
            {"type": "integer", "format": "int64", "minimum": 1},
            {"type": "array", "items": {"type": "integer", "format": "int64"}, "minItems": 1, "maxItems": 1000},
            {
                "type": "string",
                "description": "A JSON array of ids, or ids separated by commas (at least one).",
                "pattern": "^[ \\t\\r\\n]*(\\[[ \\t\\r\\n]*(-?(0|[1-9][0-9]{0,17})([ \\t\\r\\n]*,[ \\t\\r\\n]*-?(0|[1-9][0-9]{0,17}))*)[ \\t\\r\\n]*\\]|[ \\t\\r\\n,]*([-+]?[0-9]{1,18}([ \\t\\r\\n]*,[ \\t\\r\\n,]*[-+]?[0-9]{1,18})*)[ \\t\\r\\n,]*)[ \\t\\r\\n]*$"
            },
            {"type": "null"}
        ]
    });
    serde_json::from_value(schema).expect("a valid schema")
}

/// The shipping fee for the given to-ship items (`data` is the fee in kyat).
#[utoipa::path(post, path = "/api/user/calculate-shipping-price", tag = "shipping", security(("bearer" = [])), request_body = ItemIds,
    responses((status = 200, body = Envelope<i64>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn calculate(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<ItemIds>,
) -> AppResult<Envelope<i64>> {
    let price = service::shipping_price(&ctx, user.id, &input.order_item_id).await?;
    Ok(Envelope::ok(locale, Msg::new("shipping.price"), price))
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct ShippingForm {
    /// JSON array of order item ids, e.g. `[12,13]` (or the field repeated): the shopper's to-ship
    /// items, at least one.
    #[schema(
        pattern = "^[ \\t\\r\\n]*(\\[[ \\t\\r\\n]*-?(0|[1-9][0-9]{0,17})([ \\t\\r\\n]*,[ \\t\\r\\n]*-?(0|[1-9][0-9]{0,17}))*[ \\t\\r\\n]*\\]|[-+]?[0-9]{1,18})[ \\t\\r\\n]*$"
    )]
    order_item_id: String,
    /// The payment method transferred with: an id from `payments`.
    #[schema(minimum = 1)]
    payment_id: i64,
    #[schema(value_type = String, format = Binary, min_length = 1)]
    payment_screenshot: Vec<u8>,
    /// The reference of the payment QR code paid with (`PAY000042`, from `POST
    /// api/user/payment-qr`), if any: the receipt reader looks for it on the receipt.
    #[schema(nullable = false, max_length = 20, pattern = "^[ \\t]*[Pp][Aa][Yy] ?[0-9]{1,12}[ \\t]*$")]
    payment_reference: Option<String>,
}

/// Ship to-ship items, paying the fee by transfer with a screenshot.
#[utoipa::path(post, path = "/api/user/shipping-orders", tag = "shipping", security(("bearer" = [])),
    request_body(content = ShippingForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<ShippingOrder>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn create(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<ShippingOrder>> {
    let ids = form.ids("order_item_id")?.unwrap_or_default();
    let payment = Transfer::from_form(&form, &TransferFields::SCREENSHOT);
    let order = service::create(&ctx, user.id, ids, payment, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("shipping.created"), order))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct ListParams {
    /// Only the orders in this state (`received` for the received list); every order when absent
    /// or empty. Another value is a 422.
    #[param(schema_with = status_filter_schema)]
    status: Option<String>,
}

/// The states of [`ShippingStatus`], and empty for every order.
fn status_filter_schema() -> utoipa::openapi::schema::Object {
    use sea_orm::Iterable;
    let states = ShippingStatus::iter().map(|s| sea_orm::ActiveEnum::to_value(&s));
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(states.chain([String::new()])))
        .build()
}

/// The shopper's shipping orders (`?status=received` for received ones only).
#[utoipa::path(get, path = "/api/user/shipping-orders", tag = "shipping", security(("bearer" = [])), params(ListParams),
    responses((status = 200, body = Envelope<Vec<ShippingOrderSummary>>), (status = 401, body = ErrorEnvelope),
        (status = 422, description = "`status` is not one of the states", body = ErrorEnvelope)))]
async fn list(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(params): Query<ListParams>,
) -> AppResult<Envelope<Vec<ShippingOrderSummary>>> {
    // An unknown status is the client's mistake, said as such (it used to list pending orders).
    let status = match params.status.as_deref().filter(|s| !s.is_empty()) {
        Some(text) => Some(
            <ShippingStatus as sea_orm::ActiveEnum>::try_from_value(&text.to_owned())
                .map_err(|_| AppError::invalid("status", Msg::new("common.malformed_request")))?,
        ),
        None => None,
    };
    Ok(Envelope::ok(locale, Msg::new("shipping.orders"), service::list(&ctx, user.id, status).await?))
}

/// A shipping order with its items.
#[utoipa::path(get, path = "/api/user/shipping-orders/{id}", tag = "shipping", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ShippingOrder>), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn detail(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    IdPath(id): IdPath,
) -> AppResult<Envelope<ShippingOrder>> {
    let order = service::detail(&ctx, user.id, id, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("shipping.orders"), order))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct ReceivedInput {
    /// The shipping order (required): one of the shopper's, on the way.
    #[schema(required = true, nullable = false, minimum = 1)]
    pub shipping_order_id: Option<i64>,
}

/// The parcel of an on-the-way shipping order arrived.
#[utoipa::path(put, path = "/api/user/shipping-orders/received", tag = "shipping", security(("bearer" = [])), request_body = ReceivedInput,
    responses((status = 200, body = Envelope<bool>), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn received(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<ReceivedInput>,
) -> AppResult<Envelope<bool>> {
    let id = input
        .shipping_order_id
        .ok_or_else(|| AppError::invalid("shipping_order_id", Msg::new("shipping.not_found")))?;
    service::mark_received(&ctx, user.id, id).await?;
    Ok(Envelope::ok(locale, Msg::new("shipping.received"), true))
}
