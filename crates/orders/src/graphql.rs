//! Orders in GraphQL: shoppers' checkout and history, admins' payment verification.

use async_graphql::{Context, Object, Upload};
use kernel::graphql::{read_upload, ContextExt};

use crate::{
    model::{AdminOrder, Order, OrderCancelReason, PendingOrder, PendingReturn, RefundInput, ReturnInput, ToShipItem},
    service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("pendingOrders", Permission::Payments),
    ("adminOrder", Permission::Payments),
    ("approveOrder", Permission::Payments),
    ("cancelOrder", Permission::Payments),
    ("refundOrder", Permission::Payments),
    ("pendingReturns", Permission::Payments),
    ("approveReturn", Permission::Payments),
    ("rejectReturn", Permission::Payments),
];

#[derive(Default)]
pub struct OrdersQuery;

#[Object]
impl OrdersQuery {
    /// The signed-in shopper's orders, newest first.
    async fn my_orders(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<Order>> {
        let user = ctx.current_user().await?;
        Ok(service::my_orders(ctx.app(), user.id, ctx.locale()).await?)
    }

    /// One of the shopper's orders.
    async fn order(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<Order> {
        let user = ctx.current_user().await?;
        Ok(service::order(ctx.app(), user.id, id, ctx.locale()).await?)
    }

    /// What a voucher code takes off the checkout (the cart, or only `productIds` / `cartLineIds`
    /// of it) or, with `productId`, a buy now, at today's prices: every rule of the voucher checked
    /// for the signed-in shopper, nothing taken. A code that does not apply is refused on
    /// `voucher_code` with the reason.
    #[allow(clippy::too_many_arguments)]
    async fn preview_voucher(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The code as the shopper typed it (case does not matter).")] code: String,
        #[graphql(desc = "Checkout: only these cart products.")] product_ids: Option<Vec<i64>>,
        #[graphql(desc = "Checkout: only these cart lines.")] cart_line_ids: Option<Vec<i64>>,
        #[graphql(desc = "Buy now: the product (then the cart is not read).")] product_id: Option<i64>,
        #[graphql(desc = "Buy now: the variant chosen.")] variant_id: Option<i64>,
        #[graphql(desc = "Buy now: the quantity (1 when left out).")] qty: Option<i64>,
    ) -> async_graphql::Result<vouchers::model::VoucherPreview> {
        let user = ctx.current_user().await?;
        let buy_now = product_id.map(|id| ((Some(id), variant_id), qty));
        let checkout = (product_ids, cart_line_ids);
        Ok(service::preview_voucher(ctx.app(), user.id, &code, checkout, buy_now, ctx.locale()).await?)
    }

    /// Items waiting to be shipped: approved orders' items, prizes and gifts.
    async fn to_ship_items(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<ToShipItem>> {
        let user = ctx.current_user().await?;
        Ok(crate::to_ship::list(ctx.app(), user.id, ctx.locale()).await?)
    }

    /// Admin: returns of received goods waiting for a decision, oldest first ("Returns" queue,
    /// live through `adminQueueEvents` with queue `order_return`).
    async fn pending_returns(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PendingReturn>> {
        let admin = ctx.current_user().await?;
        Ok(crate::returns::pending_returns(ctx.app(), admin, ctx.locale()).await?)
    }

    /// Admin: orders whose payment waits to be checked, oldest first.
    async fn pending_orders(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PendingOrder>> {
        let admin = ctx.current_user().await?;
        Ok(service::pending_orders(ctx.app(), admin, ctx.locale()).await?)
    }

    /// Admin: one order with its shopper, its lines and where each one is, its refunds and what
    /// can still be refunded (`refundOrder`). An unknown order is `NOT_FOUND`.
    async fn admin_order(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<AdminOrder> {
        let admin = ctx.current_user().await?;
        Ok(crate::way_back::admin_order(ctx.app(), admin, id, ctx.locale()).await?)
    }
}

#[derive(Default)]
pub struct OrdersMutation;

#[Object]
impl OrdersMutation {
    /// Orders the cart (or only `productIds` of it), paid by transfer with a screenshot, or cash on
    /// delivery (a `CASH_ON_DELIVERY` method's id and no screenshot).
    #[allow(clippy::too_many_arguments)]
    async fn checkout(
        &self,
        ctx: &Context<'_>,
        payment_id: Option<i64>,
        payment_screenshot: Option<Upload>,
        #[graphql(desc = "The reference of the payment QR code paid with (`createPaymentQr`), if any.")]
        payment_reference: Option<String>,
        product_ids: Option<Vec<i64>>,
        #[graphql(
            desc = "Only these cart lines (`CartLine.id`): one size of a product whose other sizes stay in the cart."
        )]
        cart_line_ids: Option<Vec<i64>>,
        #[graphql(desc = "A voucher's code (`previewVoucher` tells what it takes off); the order's `discount`.")]
        voucher_code: Option<String>,
    ) -> async_graphql::Result<Order> {
        let user = ctx.current_user().await?;
        let payment = payments::Transfer {
            payment_id,
            screenshot: read_upload(ctx, payment_screenshot)?,
            reference: payment_reference,
        };
        let only = (product_ids, cart_line_ids);
        Ok(service::checkout(ctx.app(), user.id, payment, only, voucher_code, ctx.locale()).await?)
    }

    /// Buys one product now, paid by transfer with a screenshot, or cash on delivery (no screenshot).
    // Each argument is one of the mutation's GraphQL arguments (the seeds' names, flat).
    #[allow(clippy::too_many_arguments)]
    async fn buy_now(
        &self,
        ctx: &Context<'_>,
        payment_id: Option<i64>,
        payment_screenshot: Option<Upload>,
        #[graphql(desc = "The reference of the payment QR code paid with (`createPaymentQr`), if any.")]
        payment_reference: Option<String>,
        product_id: Option<i64>,
        qty: Option<i64>,
        #[graphql(desc = "The variant chosen (size, colour); may be left out for a product with one variant.")]
        variant_id: Option<i64>,
        #[graphql(desc = "A voucher's code (`previewVoucher` tells what it takes off); the order's `discount`.")]
        voucher_code: Option<String>,
    ) -> async_graphql::Result<Order> {
        let user = ctx.current_user().await?;
        let payment = payments::Transfer {
            payment_id,
            screenshot: read_upload(ctx, payment_screenshot)?,
            reference: payment_reference,
        };
        let chosen = (product_id, variant_id);
        Ok(service::buy_now(ctx.app(), user.id, payment, chosen, qty, voucher_code, ctx.locale()).await?)
    }

    /// The shopper cancels their order while the shop has not decided it, with a reason from the
    /// list: the stock goes back and a transfer's money is recorded as a refund due (`refunds`).
    /// Another shopper's order is `NOT_FOUND`; one already decided is refused on `order_id`.
    async fn cancel_my_order(
        &self,
        ctx: &Context<'_>,
        order_id: i64,
        reason: OrderCancelReason,
    ) -> async_graphql::Result<Order> {
        let caller = ctx.current_user().await?;
        Ok(crate::way_back::cancel_my_order(ctx.app(), caller, order_id, reason, ctx.locale()).await?)
    }

    /// The shopper asks to return received lines of one order, within the `returnDays` setting
    /// of "Received": a reason from the list, a comment, up to three photos (kept private).
    /// Answers the return's id; the shopper follows it on the order (`Order.returns`).
    async fn request_return(
        &self,
        ctx: &Context<'_>,
        input: ReturnInput,
        photos: Option<Vec<Upload>>,
    ) -> async_graphql::Result<i64> {
        let caller = ctx.current_user().await?;
        let uploads = photos.unwrap_or_default();
        if uploads.len() > crate::returns::MAX_PHOTOS {
            let message = kernel::Msg::new("orders.return_too_many_photos").arg("max", crate::returns::MAX_PHOTOS);
            return Err(kernel::AppError::invalid(crate::returns::PHOTOS_FIELD, message).into());
        }
        let mut pictures = Vec::with_capacity(uploads.len());
        for upload in uploads {
            pictures.extend(read_upload(ctx, Some(upload))?);
        }
        Ok(crate::returns::request_return(ctx.app(), caller, input, pictures).await?)
    }

    /// Admin: accepts a return: its lines come back, their price becomes a refund due (sent with
    /// `settleRefund`), their units go back into stock unless `restock` is false, the tokens they
    /// earned are taken back; the shopper is told.
    async fn approve_return(&self, ctx: &Context<'_>, id: i64, restock: Option<bool>) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        crate::returns::approve_return(ctx.app(), admin, id, restock.unwrap_or(true), ctx.locale()).await?;
        Ok(true)
    }

    /// Admin: turns a return down with a reason the shopper is shown.
    async fn reject_return(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        crate::returns::reject_return(ctx.app(), admin, id, &reason).await?;
        Ok(true)
    }

    /// Admin: gives an approved order's money back before it ships, whole or some of its lines
    /// (`orderItemIds`): the lines leave the to-ship list, their stock goes back, the tokens they
    /// earned are taken back (what the shopper spent already is recorded as owed), the shopper is
    /// told and sees the refund on the order. `screenshot`: the refund transfer (private). Answers
    /// the refund's id. Refused on its field, nothing changed: an order not approved, a line
    /// already refunded or in a shipping order, an amount over what was paid less earlier refunds.
    async fn refund_order(
        &self,
        ctx: &Context<'_>,
        input: RefundInput,
        screenshot: Option<Upload>,
    ) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(crate::way_back::refund_order(ctx.app(), admin, input, read_upload(ctx, screenshot)?).await?)
    }

    /// Admin: the payment is right; the items join the to-ship list and tokens are credited. For
    /// cash on delivery (confirmed with the shopper by phone) the items ship at once as one parcel
    /// in the shipping queue, its goods and fee collected at the door.
    async fn approve_order(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::approve_order(ctx.app(), admin, id).await?;
        Ok(true)
    }

    /// Admin: the payment is not right; the shopper sees the reason.
    async fn cancel_order(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::cancel_order(ctx.app(), admin, id, reason).await?;
        Ok(true)
    }
}
