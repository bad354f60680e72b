//! Turning pushes on and off for a browser, in GraphQL.

use async_graphql::{Context, InputObject, Object};
use kernel::graphql::ContextExt;

use super::subscription::{self, SubscriptionInput};

/// A browser's push subscription, from `PushSubscription.toJSON()`.
#[derive(Debug, InputObject)]
pub struct PushSubscriptionInput {
    /// The push service's URL for this browser: https, at most 1,000 characters, a public host.
    pub endpoint: String,
    /// `keys.p256dh`: the browser's P-256 public key, base64url of the 65-byte uncompressed point.
    // Named as in the Push API (camel case would make it `p256Dh`).
    #[graphql(name = "p256dh")]
    pub p256dh: String,
    /// `keys.auth`: the browser's auth secret, base64url of 16 bytes.
    pub auth: String,
}

#[derive(Default)]
pub struct PushMutation;

#[Object]
impl PushMutation {
    /// Turns pushes on for this browser: saves its subscription for the signed-in shopper (an
    /// endpoint another account saved moves to this one). Pushes are written in this request's
    /// language. Nothing is stored when a part is invalid.
    async fn save_push_subscription(
        &self,
        ctx: &Context<'_>,
        input: PushSubscriptionInput,
    ) -> async_graphql::Result<bool> {
        let user = ctx.current_user().await?;
        let input =
            SubscriptionInput { endpoint: Some(input.endpoint), p256dh: Some(input.p256dh), auth: Some(input.auth) };
        subscription::save(ctx.app(), user.id, input, ctx.locale()).await?;
        Ok(true)
    }

    /// Turns pushes off for this browser: forgets the signed-in shopper's subscription with this
    /// endpoint; false when they had none.
    async fn delete_push_subscription(&self, ctx: &Context<'_>, endpoint: String) -> async_graphql::Result<bool> {
        let user = ctx.current_user().await?;
        Ok(subscription::delete(ctx.app(), user.id, Some(endpoint)).await?)
    }
}
