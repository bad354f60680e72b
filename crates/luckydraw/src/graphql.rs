//! The lucky draw in GraphQL. Resolvers only unpack the request and call the services.

use std::sync::Arc;

use async_graphql::{Context, Object, Upload};
use kernel::{
    graphql::{read_upload, ContextExt},
    pagination::PageParams,
};

use crate::{
    admin,
    model::{
        AdminLuckyDrawPage, AdminTicketProduct, LiveLuckyNumber, LuckyDrawDetail, MyDrawList, MyLuckyDraw,
        PendingTicketPayment, TicketProductCard, TicketProductInput, TicketProductPage, TicketProductUpdate,
        TicketPurchaseResult, WinnerPage, WinnerSlide,
    },
    purchases, reads, ticket_payments, ticket_products,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminTicketProducts", Permission::Catalog),
    ("adminLuckyDraws", Permission::Catalog),
    ("createTicketProduct", Permission::Catalog),
    ("updateTicketProduct", Permission::Catalog),
    ("pendingTicketPayments", Permission::Payments),
    ("approveTicketPayment", Permission::Payments),
    ("rejectTicketPayment", Permission::Payments),
];

#[derive(Default)]
pub struct LuckyDrawQuery;

#[Object]
impl LuckyDrawQuery {
    /// Ticket products, newest first (20 a page), each with its current batch.
    async fn ticket_products(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(validator(maximum = 2147483647))] per_page: Option<u64>,
    ) -> async_graphql::Result<Arc<TicketProductPage>> {
        let page = PageParams { page, per_page };
        Ok(reads::ticket_products(ctx.app(), page, reads::TICKETS_PER_PAGE, ctx.locale()).await?.value.clone())
    }

    /// The home screen's lucky-draw section.
    async fn home_ticket_products(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<TicketProductCard>> {
        let page = PageParams { page: Some(1), per_page: None };
        Ok(reads::ticket_products(ctx.app(), page, reads::HOME_TICKET_PRODUCTS, ctx.locale()).await?.value.data.clone())
    }

    /// A ticket product with its current batch (`NOT_FOUND` when unknown or hidden).
    async fn ticket_product(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<Arc<TicketProductCard>> {
        Ok(reads::ticket_product(ctx.app(), id, ctx.locale()).await?.value.clone())
    }

    /// The ticket product raffling a catalogue product, if any (`NOT_FOUND` otherwise).
    async fn ticket_product_for_product(
        &self,
        ctx: &Context<'_>,
        product_id: i64,
    ) -> async_graphql::Result<Arc<TicketProductCard>> {
        Ok(reads::ticket_product_for(ctx.app(), product_id, ctx.locale()).await?.value.clone())
    }

    /// The signed-in shopper's draws: History, LuckyDraw Live or My Prizes.
    async fn my_lucky_draws(&self, ctx: &Context<'_>, list: MyDrawList) -> async_graphql::Result<Vec<MyLuckyDraw>> {
        let user = ctx.current_user().await?;
        Ok(reads::my_draws(ctx.app(), user.id, list, ctx.locale()).await?)
    }

    /// A draw (public); the caller's numbers and `isWin` when signed in.
    async fn lucky_draw(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<LuckyDrawDetail> {
        let viewer = ctx.current_user().await.ok().map(|u| u.id);
        Ok(reads::detail(ctx.app(), viewer, id, ctx.locale()).await?)
    }

    /// The result for one of the shopper's purchases (`ticketId` is the purchase id).
    async fn live_lucky_number(&self, ctx: &Context<'_>, ticket_id: i64) -> async_graphql::Result<LiveLuckyNumber> {
        let user = ctx.current_user().await?;
        Ok(reads::live_lucky_number(ctx.app(), user.id, Some(ticket_id)).await?)
    }

    /// Declared draws and their winners, newest first (20 a page).
    async fn winners(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<WinnerPage> {
        Ok(reads::winners(ctx.app(), PageParams { page, per_page: None }, ctx.locale()).await?)
    }

    /// The home screen's winners strip.
    async fn winner_slides(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<WinnerSlide>> {
        Ok(reads::winner_slides(ctx.app(), ctx.locale()).await?)
    }

    /// Admin: every ticket product, hidden ones included.
    async fn admin_ticket_products(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<AdminTicketProduct>> {
        let admin = ctx.current_user().await?;
        Ok(ticket_products::admin_ticket_products(ctx.app(), admin, ctx.locale()).await?)
    }

    /// Admin: a ticket product's batches, newest first, with sales, result, winner, claim and
    /// shipping, and the fairness data (`NOT_FOUND` for an unknown ticket product).
    async fn admin_lucky_draws(
        &self,
        ctx: &Context<'_>,
        ticket_product_id: i64,
        #[graphql(default_with = "Some(1)", validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(default_with = "Some(20)", validator(maximum = 2147483647))] limit: Option<u64>,
    ) -> async_graphql::Result<AdminLuckyDrawPage> {
        let admin = ctx.current_user().await?;
        Ok(admin::batches(ctx.app(), admin, ticket_product_id, PageParams { page, per_page: limit }).await?)
    }

    /// Admin: ticket transfers waiting to be checked, oldest first.
    async fn pending_ticket_payments(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PendingTicketPayment>> {
        let admin = ctx.current_user().await?;
        Ok(ticket_payments::pending_payments(ctx.app(), admin, ctx.locale()).await?)
    }
}

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
        Ok(purchases::buy_with_tokens(ctx.app(), user.id, Some(ticket_product_id), Some(ticket_count), ctx.locale())
            .await?)
    }

    /// Holds tickets paid by transfer until an admin checks the payment image.
    async fn buy_tickets_by_transfer(
        &self,
        ctx: &Context<'_>,
        ticket_product_id: i64,
        ticket_count: i64,
        payment_id: Option<i64>,
        payment_image: Option<Upload>,
        #[graphql(desc = "The reference of the payment QR code paid with (`createPaymentQr`), if any.")]
        payment_reference: Option<String>,
    ) -> async_graphql::Result<TicketPurchaseResult> {
        let user = ctx.current_user().await?;
        let transfer = payments::Transfer {
            payment_id,
            screenshot: read_upload(ctx, payment_image)?,
            reference: payment_reference,
        };
        Ok(purchases::buy_by_transfer(
            ctx.app(),
            user.id,
            Some(ticket_product_id),
            Some(ticket_count),
            transfer,
            ctx.locale(),
        )
        .await?)
    }

    /// The winner puts the prize into the to-ship list (once); answers the to-ship item's id.
    async fn claim_prize(&self, ctx: &Context<'_>, lucky_draw_winner_id: i64) -> async_graphql::Result<i64> {
        let user = ctx.current_user().await?;
        Ok(reads::claim_prize(ctx.app(), user.id, Some(lucky_draw_winner_id)).await?)
    }

    /// Admin: raffle a catalogue product in batches; answers the ticket product's id.
    async fn create_ticket_product(&self, ctx: &Context<'_>, input: TicketProductInput) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(ticket_products::create_ticket_product(ctx.app(), admin, input).await?)
    }

    /// Admin: change a ticket product (a new ticket count applies from the next batch).
    async fn update_ticket_product(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: TicketProductUpdate,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        ticket_products::update_ticket_product(ctx.app(), admin, id, input).await?;
        Ok(true)
    }

    /// Admin: the transfer is right; the held numbers are sold.
    async fn approve_ticket_payment(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        ticket_payments::approve_payment(ctx.app(), admin, id).await?;
        Ok(true)
    }

    /// Admin: the transfer is wrong; the held numbers return to the batch.
    async fn reject_ticket_payment(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        ticket_payments::reject_payment(ctx.app(), admin, id, reason).await?;
        Ok(true)
    }
}
