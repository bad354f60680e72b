//! `api/user/push-subscriptions`: turning pushes on and off for a browser.

use axum::extract::State;
use kernel::{
    auth::CurrentUser,
    rest::{Envelope, ErrorEnvelope, JsonOrForm},
    AppContext, AppResult, Locale, Msg,
};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::subscription::{self, BrowserSubscription};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(subscribe, unsubscribe))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct EndpointBody {
    /// The endpoint of the subscription to forget.
    pub endpoint: Option<String>,
}

/// Turn pushes on for this browser: saves its subscription for the signed-in shopper (an endpoint
/// another account saved moves to this one). Pushes are written in the `X-localization` language
/// of this request. Nothing is stored when a part is invalid.
#[utoipa::path(post, path = "/api/user/push-subscriptions", tag = "notifications", security(("bearer" = [])),
    request_body = BrowserSubscription,
    responses((status = 200, body = Envelope<bool>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn subscribe(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(body): JsonOrForm<BrowserSubscription>,
) -> AppResult<Envelope<bool>> {
    subscription::save(&ctx, user.id, body.into(), locale).await?;
    Ok(Envelope::ok(locale, Msg::new("push.subscribed"), true))
}

/// Turn pushes off for this browser: forgets the signed-in shopper's subscription with this
/// endpoint. `data` is false when they had none (answered 200 all the same).
#[utoipa::path(delete, path = "/api/user/push-subscriptions", tag = "notifications", security(("bearer" = [])),
    request_body = EndpointBody,
    responses((status = 200, body = Envelope<bool>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn unsubscribe(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(body): JsonOrForm<EndpointBody>,
) -> AppResult<Envelope<bool>> {
    let deleted = subscription::delete(&ctx, user.id, body.endpoint).await?;
    Ok(Envelope::ok(locale, Msg::new("push.unsubscribed"), deleted))
}
