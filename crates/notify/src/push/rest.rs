//! `api/user/push-subscriptions`: turning pushes on and off for a browser.

use axum::extract::State;
use kernel::{
    auth::CurrentUser,
    rest::{Envelope, ErrorEnvelope, JsonOrForm},
    AppContext, AppResult, Locale, Msg,
};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::subscription::{self, SubscriptionInput};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(subscribe, unsubscribe))
}

/// A browser's push subscription, as `PushSubscription.toJSON()` gives it (`expirationTime` is
/// ignored).
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct SubscriptionBody {
    /// The push service's URL for this browser: https, at most 1,000 characters, a public host.
    pub endpoint: Option<String>,
    pub keys: Option<SubscriptionKeys>,
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct SubscriptionKeys {
    /// The browser's P-256 public key: base64url of the 65-byte uncompressed point.
    pub p256dh: Option<String>,
    /// The browser's auth secret: base64url of 16 bytes.
    pub auth: Option<String>,
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
    request_body = SubscriptionBody,
    responses((status = 200, body = Envelope<bool>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn subscribe(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(body): JsonOrForm<SubscriptionBody>,
) -> AppResult<Envelope<bool>> {
    let keys = body.keys.unwrap_or_default();
    let input = SubscriptionInput { endpoint: body.endpoint, p256dh: keys.p256dh, auth: keys.auth };
    subscription::save(&ctx, user.id, input, locale).await?;
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
