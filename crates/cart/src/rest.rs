//! `api/user/cart/...`: the spec's Form A paths for the cart.

use axum::extract::State;
use kernel::{
    auth::CurrentUser,
    rest::{Envelope, ErrorEnvelope, JsonOrForm},
    AppContext, AppError, AppResult, Locale, Msg,
};
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};
use validator::Validate;

use crate::{
    model::{Cart, CartItemInput, CartLine, CartRemoveAllInput, CartRemoveInput},
    service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(add))
        .routes(routes!(list))
        .routes(routes!(update))
        .routes(routes!(remove))
        .routes(routes!(remove_all))
}

/// What add and update answer: the product's name, for the '{qty} {name} has been added to Cart' dialog.
#[derive(Serialize, utoipa::ToSchema)]
pub struct CartChange {
    pub product: ProductName,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProductName {
    pub name: String,
}

/// Add a product to the cart (normal products only; quantities add up to at most 1,000,000).
#[utoipa::path(post, path = "/api/user/cart/add", tag = "cart", security(("bearer" = [])), request_body = CartItemInput,
    responses((status = 200, body = Envelope<CartChange>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn add(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<CartItemInput>,
) -> AppResult<Envelope<CartChange>> {
    let (name, qty) = service::add(&ctx, user.id, input, locale).await?;
    let message = Msg::new("cart.added").arg("qty", qty).arg("product", &name);
    Ok(Envelope::ok(locale, message, CartChange { product: ProductName { name } }))
}

/// The cart's lines, newest first.
#[utoipa::path(get, path = "/api/user/cart", tag = "cart", security(("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<CartLine>>), (status = 401, body = ErrorEnvelope)))]
async fn list(State(ctx): State<AppContext>, user: CurrentUser, locale: Locale) -> AppResult<Envelope<Vec<CartLine>>> {
    let cart: Cart = service::cart(&ctx, user.id, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("cart.cart"), cart.lines))
}

/// Set the quantity of a product in the cart.
#[utoipa::path(put, path = "/api/user/cart/update", tag = "cart", security(("bearer" = [])), request_body = CartItemInput,
    responses((status = 200, body = Envelope<CartChange>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn update(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<CartItemInput>,
) -> AppResult<Envelope<CartChange>> {
    let name = service::update(&ctx, user.id, input, locale).await?;
    Ok(Envelope::ok(
        locale,
        Msg::new("cart.updated").arg("product", &name),
        CartChange { product: ProductName { name } },
    ))
}

/// Remove a product from the cart.
#[utoipa::path(delete, path = "/api/user/cart/remove", tag = "cart", security(("bearer" = [])), request_body = CartRemoveInput,
    responses((status = 200, body = Envelope<CartChange>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn remove(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<CartRemoveInput>,
) -> AppResult<Envelope<CartChange>> {
    input.validate().map_err(AppError::from)?;
    let name = service::remove(&ctx, user.id, input.product_id.unwrap_or_default(), input.variant_id, locale).await?;
    Ok(Envelope::ok(
        locale,
        Msg::new("cart.removed").arg("product", &name),
        CartChange { product: ProductName { name } },
    ))
}

/// Remove the given products (`product_id` array), or every line when none are given.
#[utoipa::path(delete, path = "/api/user/cart/remove-all", tag = "cart", security(("bearer" = [])), request_body = CartRemoveAllInput,
    responses((status = 200, body = Envelope<u64>), (status = 401, body = ErrorEnvelope)))]
async fn remove_all(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<CartRemoveAllInput>,
) -> AppResult<Envelope<u64>> {
    let removed = service::remove_all(&ctx, user.id, input.product_id, None).await?;
    Ok(Envelope::ok(locale, Msg::new("cart.removed_all"), removed))
}
