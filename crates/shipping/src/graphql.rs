//! Shipping in GraphQL: shoppers' shipping orders, admins' dispatch queue.

use async_graphql::{Context, Object, Upload};
use kernel::{
    graphql::{read_upload, ContextExt},
    AppError, Msg,
};
use payments::Transfer;

use crate::{
    couriers::{self, Courier, CourierInput},
    model::{PendingShippingOrder, ShippingOrder, ShippingOrderSummary, ShippingStatus},
    remittance::{self, RemittanceReport},
    service,
    waybills::{self, Waybill},
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("pendingShippingOrders", Permission::Shipping),
    ("approveShippingOrder", Permission::Shipping),
    ("rejectShippingOrder", Permission::Shipping),
    ("couriers", Permission::Shipping),
    ("createCourier", Permission::Shipping),
    ("updateCourier", Permission::Shipping),
    ("waybills", Permission::Shipping),
    ("handOverParcel", Permission::Shipping),
    ("importCodRemittance", Permission::Shipping),
    ("refuseCodParcel", Permission::Shipping),
    ("settleCodRefusal", Permission::Shipping),
];

#[derive(Default)]
pub struct ShippingQuery;

#[Object]
impl ShippingQuery {
    /// The fee for shipping these to-ship items.
    async fn shipping_price(&self, ctx: &Context<'_>, order_item_ids: Vec<i64>) -> async_graphql::Result<i64> {
        let user = ctx.current_user().await?;
        Ok(service::shipping_price(ctx.app(), user.id, &order_item_ids).await?)
    }

    /// The signed-in shopper's shipping orders, newest first.
    async fn shipping_orders(
        &self,
        ctx: &Context<'_>,
        status: Option<ShippingStatus>,
    ) -> async_graphql::Result<Vec<ShippingOrderSummary>> {
        let user = ctx.current_user().await?;
        Ok(service::list(ctx.app(), user.id, status).await?)
    }

    /// One of the signed-in shopper's shipping orders, with its items.
    async fn shipping_order(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<ShippingOrder> {
        let user = ctx.current_user().await?;
        Ok(service::detail(ctx.app(), user.id, id, ctx.locale()).await?)
    }

    /// Admin: the shop's couriers, active ones first.
    async fn couriers(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<Courier>> {
        let admin = ctx.current_user().await?;
        Ok(couriers::list(ctx.app(), admin).await?)
    }

    /// Admin: waybills of the parcels on the way, oldest first (at most 500): those not yet handed
    /// to a courier, or with `handedOver: true` those already handed over.
    async fn waybills(&self, ctx: &Context<'_>, handed_over: Option<bool>) -> async_graphql::Result<Vec<Waybill>> {
        let admin = ctx.current_user().await?;
        Ok(waybills::list(ctx.app(), admin, handed_over.unwrap_or(false), ctx.locale()).await?)
    }

    /// Admin: shipping orders whose fee payment waits to be checked.
    async fn pending_shipping_orders(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PendingShippingOrder>> {
        let admin = ctx.current_user().await?;
        Ok(service::pending(ctx.app(), admin, ctx.locale()).await?)
    }
}

#[derive(Default)]
pub struct ShippingMutation;

#[Object]
impl ShippingMutation {
    /// Ships to-ship items; the fee is paid by transfer with a screenshot.
    async fn create_shipping_order(
        &self,
        ctx: &Context<'_>,
        order_item_ids: Vec<i64>,
        payment_id: Option<i64>,
        payment_screenshot: Option<Upload>,
        #[graphql(desc = "The reference of the payment QR code paid with (`createPaymentQr`), if any.")]
        payment_reference: Option<String>,
    ) -> async_graphql::Result<ShippingOrder> {
        let user = ctx.current_user().await?;
        let payment =
            Transfer { payment_id, screenshot: read_upload(ctx, payment_screenshot)?, reference: payment_reference };
        Ok(service::create(ctx.app(), user.id, order_item_ids, payment, ctx.locale()).await?)
    }

    /// The parcel arrived (only for an approved, on-the-way shipping order).
    async fn confirm_received(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<bool> {
        let user = ctx.current_user().await?;
        service::mark_received(ctx.app(), user.id, id).await?;
        Ok(true)
    }

    /// Admin: the fee is paid; the parcel is on the way with `courierId` (one of `couriers`,
    /// active; left out when the shop delivers itself) and its `trackingNumber` if there is one.
    /// The shopper is told, and follows the courier's tracking link.
    async fn approve_shipping_order(
        &self,
        ctx: &Context<'_>,
        id: i64,
        courier_id: Option<i64>,
        tracking_number: Option<String>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::approve(ctx.app(), admin, id, courier_id, tracking_number).await?;
        Ok(true)
    }

    /// Admin: the parcel whose waybill was scanned (`code`, `SH000012`) is handed to its courier;
    /// once, and only a parcel on the way. Answers its waybill.
    async fn hand_over_parcel(&self, ctx: &Context<'_>, code: String) -> async_graphql::Result<Waybill> {
        let admin = ctx.current_user().await?;
        Ok(waybills::hand_over(ctx.app(), admin, &code, ctx.locale()).await?)
    }

    /// Admin: a new courier (name, phone, tracking link with `{tracking}`); answers its id.
    async fn create_courier(&self, ctx: &Context<'_>, input: CourierInput) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(couriers::create(ctx.app(), admin, input).await?)
    }

    /// Admin: changes a courier (`active: false` stops handing it new parcels).
    async fn update_courier(&self, ctx: &Context<'_>, id: i64, input: CourierInput) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        couriers::update(ctx.app(), admin, id, input).await?;
        Ok(true)
    }

    /// Admin: imports a courier's COD remittance file (CSV: waybill code, amount collected; a
    /// header line is allowed). Each cash on delivery parcel on the way or received whose amount
    /// is exactly what it had to collect is marked paid, once; every other line is listed with its
    /// reason and never applied (an unknown code, another amount, a bad amount, a code twice, a
    /// parcel already paid or not shipped).
    async fn import_cod_remittance(
        &self,
        ctx: &Context<'_>,
        file: Option<Upload>,
    ) -> async_graphql::Result<RemittanceReport> {
        let admin = ctx.current_user().await?;
        admin.require_staff()?;
        let bytes = read_upload(ctx, file)?
            .ok_or_else(|| AppError::invalid("file", Msg::new("shipping.remittance.file_required")))?;
        Ok(remittance::import(ctx.app(), admin, &bytes, ctx.locale()).await?)
    }

    /// Admin: the shopper would not pay for this cash on delivery parcel on the way (`reason`, shown
    /// to them): it comes back, its stock is given back, and the refusal stays on record, unpaid,
    /// until `settleCodRefusal` (while unpaid, the shopper may not order cash on delivery again:
    /// the `refuseCodAfterUnpaidRefusal` setting).
    async fn refuse_cod_parcel(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        crate::cod::refused_at_the_door(ctx.app(), admin, id, reason).await?;
        Ok(true)
    }

    /// Admin: a refusal at the door is settled; it no longer stops cash on delivery.
    async fn settle_cod_refusal(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        crate::cod::settle_refusal(ctx.app(), admin, id).await?;
        Ok(true)
    }

    /// Admin: the fee payment is not right; the items return to the to-ship list.
    async fn reject_shipping_order(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::reject(ctx.app(), admin, id, reason).await?;
        Ok(true)
    }
}
