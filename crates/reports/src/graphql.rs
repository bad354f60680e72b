//! Reports in GraphQL: the owner's `salesReport`.

use async_graphql::{Context, Object};
use kernel::{
    graphql::ContextExt,
    permissions::{GraphqlAccess, Permission},
};

use crate::{
    model::SalesReport,
    range::{Date, ReportBucket},
    service,
};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[("salesReport", Permission::Reports)];

#[derive(Default)]
pub struct ReportsQuery;

#[Object]
impl ReportsQuery {
    /// Admin: revenue, orders, units and the average order of the Myanmar days `from` to `to` in
    /// buckets (every bucket, zeros included) with their totals; by payment method, best sellers,
    /// tokens sold and spent, tickets sold, draws, vouchers given and refunds. A reversed range or
    /// one over five years is refused (422).
    async fn sales_report(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first Myanmar calendar day (Asia/Yangon), YYYY-MM-DD.")] from: Date,
        #[graphql(desc = "The last Myanmar calendar day, included.")] to: Date,
        #[graphql(desc = "Days, weeks (Monday to Sunday) or calendar months.")] bucket: ReportBucket,
    ) -> async_graphql::Result<SalesReport> {
        let admin = ctx.current_user().await?;
        Ok(service::sales_report(ctx.app(), admin, from.0, to.0, bucket, ctx.locale()).await?)
    }
}
