//! Webhooks in GraphQL: the owner's endpoints and their delivery logs.

use async_graphql::{Context, Object};
use kernel::{graphql::ContextExt, pagination::PageParams};

use crate::{
    model::{Webhook, WebhookDeliveryPage, WebhookInput},
    service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminWebhooks", Permission::Webhooks),
    ("webhookDeliveries", Permission::Webhooks),
    ("createWebhook", Permission::Webhooks),
    ("updateWebhook", Permission::Webhooks),
    ("setWebhookPaused", Permission::Webhooks),
    ("deleteWebhook", Permission::Webhooks),
    ("resendWebhookDelivery", Permission::Webhooks),
];

#[derive(Default)]
pub struct WebhooksQuery;

#[Object]
impl WebhooksQuery {
    /// Admin: every webhook endpoint, newest first, with its counts of pending and failed
    /// deliveries; the secret shows only its last 4 characters.
    async fn admin_webhooks(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<Webhook>> {
        let admin = ctx.current_user().await?;
        Ok(service::webhooks(ctx.app(), admin).await?)
    }

    /// Admin: an endpoint's delivery log, newest first (20 a page).
    async fn webhook_deliveries(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint's id.")] endpoint_id: i64,
        #[graphql(desc = "The page, from 1.", validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<WebhookDeliveryPage> {
        let admin = ctx.current_user().await?;
        let page = PageParams { page, per_page: None };
        Ok(service::deliveries(ctx.app(), admin, endpoint_id, page).await?)
    }
}

#[derive(Default)]
pub struct WebhooksMutation;

#[Object]
impl WebhooksMutation {
    /// Admin: registers a webhook endpoint (an https URL on a public address); answers its id.
    async fn create_webhook(&self, ctx: &Context<'_>, input: WebhookInput) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(service::create(ctx.app(), admin, input).await?)
    }

    /// Admin: changes an endpoint's URL, events and description, and its secret unless the one
    /// given is empty.
    async fn update_webhook(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint's id.")] id: i64,
        input: WebhookInput,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::update(ctx.app(), admin, id, input).await?;
        Ok(true)
    }

    /// Admin: pauses an endpoint (new events are not queued for it, queued ones wait) or resumes it.
    async fn set_webhook_paused(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint's id.")] id: i64,
        #[graphql(desc = "True to pause, false to resume.")] paused: bool,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::set_paused(ctx.app(), admin, id, paused).await?;
        Ok(true)
    }

    /// Admin: deletes an endpoint and its delivery log.
    async fn delete_webhook(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint's id.")] id: i64,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::delete(ctx.app(), admin, id).await?;
        Ok(true)
    }

    /// Admin: delivers a delivery again from now, with the same event id (a failed one gets a new
    /// day of retries).
    async fn resend_webhook_delivery(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The delivery's id (from `webhookDeliveries`).")] id: i64,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::resend(ctx.app(), admin, id).await?;
        Ok(true)
    }
}
