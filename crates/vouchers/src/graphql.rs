//! Vouchers in GraphQL: the admin's list, new vouchers, pausing. Shoppers apply a code at checkout
//! (`voucherCode` on `checkout`/`buyNow`) and see what it takes off with `previewVoucher` (orders).

use async_graphql::{Context, Object};
use kernel::graphql::ContextExt;

use crate::{
    model::{Voucher, VoucherInput},
    service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminVouchers", Permission::Catalog),
    ("createVoucher", Permission::Catalog),
    ("setVoucherPaused", Permission::Catalog),
];

#[derive(Default)]
pub struct VouchersQuery;

#[Object]
impl VouchersQuery {
    /// Admin: every voucher, newest first, with its uses and the kyat it gave away.
    async fn admin_vouchers(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<Voucher>> {
        let admin = ctx.current_user().await?;
        Ok(service::vouchers(ctx.app(), admin).await?)
    }
}

#[derive(Default)]
pub struct VouchersMutation;

#[Object]
impl VouchersMutation {
    /// Admin: makes a voucher; answers its id. The code is unique (compared without case).
    async fn create_voucher(&self, ctx: &Context<'_>, input: VoucherInput) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(service::create_voucher(ctx.app(), admin, input).await?)
    }

    /// Admin: pauses a voucher (new orders cannot use it; orders that did keep their discount) or
    /// resumes it.
    async fn set_voucher_paused(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The voucher's id.")] id: i64,
        #[graphql(desc = "True to pause, false to resume.")] paused: bool,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::set_voucher_paused(ctx.app(), admin, id, paused).await?;
        Ok(true)
    }
}
