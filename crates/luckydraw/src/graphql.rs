//! The lucky draw in GraphQL.

use async_graphql::{Context, Object};
use kernel::graphql::ContextExt;

use crate::{
    model::{TicketProductInput, TicketPurchaseResult},
    service,
};

#[derive(Default)]
pub struct LuckyDrawMutation;

#[Object]
impl LuckyDrawMutation {
    /// Buys tickets of a ticket product's current batch with tokens.
    async fn buy_tickets(
        &self,
        ctx: &Context<'_>,
        ticket_product_id: i64,
        ticket_count: i64,
    ) -> async_graphql::Result<TicketPurchaseResult> {
        let user = ctx.current_user().await?;
        Ok(service::buy_with_tokens(ctx.app(), user.id, Some(ticket_product_id), Some(ticket_count), ctx.locale())
            .await?)
    }

    /// Admin: raffle a catalogue product in batches; answers the ticket product's id.
    async fn create_ticket_product(&self, ctx: &Context<'_>, input: TicketProductInput) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(service::create_ticket_product(ctx.app(), admin, input).await?)
    }
}
