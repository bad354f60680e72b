//! Payment methods in GraphQL: the list shoppers pick from, and the admin's editor.

use async_graphql::{Context, Object, Upload};
use kernel::graphql::{read_upload, ContextExt};

use crate::{
    checks, methods,
    model::{
        AdminPaymentMethod, AdminRefund, PaymentCheckSettings, PaymentCheckSettingsInput, PaymentMethod,
        PaymentMethodDetail, PaymentMethodInput, RefundStatus, TransferPayment,
    },
    refunds,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminTransferPayment", Permission::Payments),
    ("adminRefunds", Permission::Payments),
    ("settleRefund", Permission::Payments),
    ("adminPaymentCheckSettings", Permission::Settings),
    ("updatePaymentCheckSettings", Permission::Settings),
    ("adminPaymentMethods", Permission::Settings),
    ("createPaymentMethod", Permission::Settings),
    ("updatePaymentMethod", Permission::Settings),
];

#[derive(Default)]
pub struct PaymentsQuery;

#[Object]
impl PaymentsQuery {
    /// Banks and wallets shoppers can pay by transfer.
    async fn payment_methods(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PaymentMethod>> {
        Ok(methods::payment_methods(ctx.app()).await?)
    }

    /// A payment method with the merchant accounts to transfer to.
    async fn payment_method(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<PaymentMethodDetail> {
        Ok(methods::payment_method(ctx.app(), id).await?)
    }

    /// Admin: one transfer payment of any kind (order, shipping fee, ticket transfer, sign-in
    /// recovery), decided or not, with what its receipt showed and its flags: where a flag's
    /// `relatedPaymentId` leads.
    async fn admin_transfer_payment(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<TransferPayment> {
        let admin = ctx.current_user().await?;
        Ok(checks::view::transfer_payment(ctx.app(), admin, id, ctx.locale()).await?)
    }

    /// Admin: how payment screenshots are checked, and whether this server reads receipts.
    async fn admin_payment_check_settings(&self, ctx: &Context<'_>) -> async_graphql::Result<PaymentCheckSettings> {
        let admin = ctx.current_user().await?;
        Ok(checks::settings::admin_settings(ctx.app(), admin).await?)
    }

    /// Admin: refunds, due ones first (oldest first) then the latest sent; `status` for one kind
    /// only. At most 200.
    async fn admin_refunds(
        &self,
        ctx: &Context<'_>,
        status: Option<RefundStatus>,
    ) -> async_graphql::Result<Vec<AdminRefund>> {
        let admin = ctx.current_user().await?;
        Ok(refunds::admin_refunds(ctx.app(), admin, status, ctx.locale()).await?)
    }

    /// Admin: every payment method in order, hidden ones too, with their accounts.
    async fn admin_payment_methods(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<AdminPaymentMethod>> {
        let admin = ctx.current_user().await?;
        Ok(methods::admin_payment_methods(ctx.app(), admin).await?)
    }
}

#[derive(Default)]
pub struct PaymentsMutation;

#[Object]
impl PaymentsMutation {
    /// Admin: a due refund was sent back to the shopper (`method`: how; `screenshot`: the refund
    /// transfer, kept private). Once: a refund already sent is refused on `id`. The shopper is told.
    async fn settle_refund(
        &self,
        ctx: &Context<'_>,
        id: i64,
        method: String,
        screenshot: Option<Upload>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        refunds::settle(ctx.app(), admin, id, &method, read_upload(ctx, screenshot)?).await?;
        Ok(true)
    }

    /// Admin: a new payment method with its accounts; answers its id. `merchantQr`: a picture of
    /// the wallet's merchant QR code (MMQR), read and checked (a field error on `merchant_qr` when
    /// it holds none, another currency or wrong check digits); shoppers then get QR codes with the
    /// amount (`paymentQr`).
    async fn create_payment_method(
        &self,
        ctx: &Context<'_>,
        input: PaymentMethodInput,
        logo: Option<Upload>,
        merchant_qr: Option<Upload>,
    ) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        let (logo, merchant_qr) = (read_upload(ctx, logo)?, read_upload(ctx, merchant_qr)?);
        Ok(methods::create_payment_method(ctx.app(), admin, input, logo, merchant_qr).await?)
    }

    /// Admin: change how payment screenshots are checked (audited).
    async fn update_payment_check_settings(
        &self,
        ctx: &Context<'_>,
        input: PaymentCheckSettingsInput,
    ) -> async_graphql::Result<PaymentCheckSettings> {
        let admin = ctx.current_user().await?;
        Ok(checks::settings::update(ctx.app(), admin, input).await?)
    }

    /// Admin: change a payment method; its accounts are replaced by the ones given. `merchantQr`
    /// replaces its merchant QR code by the one in the picture (checked as on creation; a refused
    /// picture changes nothing); `removeMerchantQr: true` removes it; neither (or `false`, null) keeps it.
    async fn update_payment_method(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: PaymentMethodInput,
        logo: Option<Upload>,
        merchant_qr: Option<Upload>,
        remove_merchant_qr: Option<bool>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        let logo = read_upload(ctx, logo)?;
        let merchant_qr =
            methods::MerchantQrChange::from_request(read_upload(ctx, merchant_qr)?, remove_merchant_qr == Some(true))?;
        methods::update_payment_method(ctx.app(), admin, id, input, logo, merchant_qr).await?;
        Ok(true)
    }
}
