//! The admin console's pages that read several domains at once: the dashboard, a shopper's page
//! and the audit log. Each figure comes from the crate that owns its data (a count function per
//! domain); this module only gathers them, so it lives where every domain is in reach.

use async_graphql::{ComplexObject, Context, Object, SimpleObject};
use kernel::{
    audit::{self, AuditFilter},
    auth::CurrentUser,
    graphql::ContextExt,
    pagination::{PageMeta, PageParams},
    AppContext, AppResult, Locale,
};

use accounts::{
    ledger::Currency,
    model::{AdminLedgerPage, AdminUser, AdminUserRef},
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this module needs (kernel::permissions; merged in `access`).
pub const ACCESS: GraphqlAccess = &[
    ("adminDashboard", Permission::Dashboard),
    ("adminUser", Permission::PeopleRead),
    ("auditLog", Permission::Audit),
    ("auditActions", Permission::Audit),
    ("setContentHidden", Permission::Catalog),
];

/// A shopper's page shows their latest orders, this many.
const USER_ORDERS: u64 = 20;
const AUDIT_PER_PAGE: u64 = 50;

/// What waits for an admin and how today goes ("today" is the calendar day in Yangon).
#[derive(Debug, Clone, SimpleObject)]
pub struct AdminDashboard {
    /// Product orders whose payment waits to be checked (`pendingOrders`).
    pub pending_orders: u64,
    /// Token-pack orders whose payment waits to be checked (also in `pendingOrders`' list).
    pub pending_token_pack_orders: u64,
    /// Shipping orders whose fee payment waits to be checked (`pendingShippingOrders`).
    pub pending_shipping_orders: u64,
    /// Lucky-draw tickets paid by transfer, waiting to be checked (`pendingTicketPayments`).
    pub pending_ticket_payments: u64,
    /// Daily sign-in recoveries waiting to be checked (`pendingRecoveries`).
    pub pending_recoveries: u64,
    /// App reviews waiting to be moderated (`pendingReviews`).
    pub pending_reviews: u64,
    /// Refunds the shop owes and has not sent yet (`adminRefunds(status: DUE)`).
    pub refunds_due: u64,
    /// Payments of any queue waiting to be checked that carry at least one flag.
    pub flagged_payments: i64,
    /// Orders placed today.
    pub today_orders: u64,
    /// The totals of the orders approved today, in kyat.
    pub today_sales_mmk: i64,
    /// Tokens credited today for token packs (from the balance ledger).
    pub today_tokens_sold: i64,
    /// Sold-out batches whose lucky number is not declared yet.
    pub draws_due: u64,
    /// Lucky numbers declared today.
    pub draws_declared_today: u64,
    /// Counted variants sold out or at or under their low-stock threshold, fewest left first (at
    /// most 50).
    pub low_stock_variants: Vec<catalog::model::LowStockVariant>,
    /// Cash on delivery parcels on the way or received whose cash the courier has not paid to the
    /// shop yet (`importCodRemittance` pays them)...
    pub cod_awaiting_parcels: i64,
    /// ...and the kyat they collected or will collect.
    pub cod_awaiting_mmk: i64,
    /// Cash on delivery kyat the couriers paid to the shop, all time.
    pub cod_remitted_mmk: i64,
}

/// A shopper's page in the console: the account, their latest orders and both ledgers.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
pub struct AdminUserDetail {
    /// The account.
    pub user: AdminUser,
    /// Their 20 latest orders, newest first.
    pub orders: Vec<orders::model::AdminUserOrder>,
}

#[ComplexObject]
impl AdminUserDetail {
    /// Their token balance's changes, newest first (20 a page).
    async fn token_ledger(
        &self,
        ctx: &Context<'_>,
        #[graphql(default_with = "Some(1)", validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<AdminLedgerPage> {
        let page = PageParams { page, per_page: None };
        Ok(accounts::ledger::admin_histories(ctx.app().db.conn(), self.user.id, Currency::Token, page, ctx.locale())
            .await?)
    }

    /// Their referral point balance's changes, newest first (20 a page).
    async fn referral_ledger(
        &self,
        ctx: &Context<'_>,
        #[graphql(default_with = "Some(1)", validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<AdminLedgerPage> {
        let page = PageParams { page, per_page: None };
        let conn = ctx.app().db.conn();
        Ok(accounts::ledger::admin_histories(conn, self.user.id, Currency::Referral, page, ctx.locale()).await?)
    }
}

/// One admin action of the audit log.
#[derive(Debug, Clone, SimpleObject)]
pub struct AuditEntry {
    /// The audit row's id.
    pub id: i64,
    /// Who did it; null when the shop did it itself (the demo loader, an expired hold) or the
    /// account is gone.
    pub admin: Option<AdminUserRef>,
    /// The role the admin acted with, as it was then (null for the shop itself).
    pub role: Option<kernel::auth::Role>,
    /// What was done: `order.approve`, `product.update`, `user.grant_tokens`, ...
    pub action: String,
    /// What it was done to: the record's kind and id (`order #12`).
    pub subject: Option<String>,
    /// The facts recorded with it, as stored (JSON: amounts, reasons, changed fields).
    pub detail: Option<String>,
    /// When (RFC 3339, UTC).
    pub created_at: String,
}

/// One page of the audit log, newest first.
#[derive(Debug, Clone, SimpleObject)]
pub struct AuditLogPage {
    /// This page's entries.
    pub data: Vec<AuditEntry>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// The dashboard: every count from its owner, today from the shop's clock.
pub async fn dashboard(ctx: &AppContext, admin: CurrentUser, locale: Locale) -> AppResult<AdminDashboard> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let today = ctx.clock.myanmar_today_range();
    let orders = orders::service::dashboard_counts(conn, today).await?;
    let draws = luckydraw::admin::dashboard_counts(conn, today).await?;
    let cod = shipping::remittance::dashboard_counts(conn).await?;
    Ok(AdminDashboard {
        pending_orders: orders.pending_orders,
        pending_token_pack_orders: orders.pending_token_pack_orders,
        pending_shipping_orders: shipping::service::pending_count(conn).await?,
        pending_ticket_payments: draws.pending_ticket_payments,
        pending_recoveries: rewards::recovery::pending_count(conn).await?,
        pending_reviews: reviews::service::pending_count(conn).await?,
        refunds_due: payments::refunds::due_count(conn).await?,
        flagged_payments: payments::checks::view::flagged_pending(conn).await?,
        today_orders: orders.orders_placed,
        today_sales_mmk: orders.sales_mmk,
        today_tokens_sold: orders.tokens_sold,
        draws_due: draws.draws_due,
        draws_declared_today: draws.draws_declared,
        low_stock_variants: catalog::stock::low_and_sold_out(conn, locale).await?,
        cod_awaiting_parcels: cod.awaiting_count,
        cod_awaiting_mmk: cod.awaiting_mmk,
        cod_remitted_mmk: cod.remitted_mmk,
    })
}

/// A shopper's page (`NOT_FOUND` for an unknown id).
pub async fn user_detail(ctx: &AppContext, admin: CurrentUser, user_id: i64) -> AppResult<AdminUserDetail> {
    let user = accounts::admin::user(ctx, admin, user_id).await?;
    let orders = orders::service::latest_of(ctx.db.conn(), user_id, USER_ORDERS).await?;
    Ok(AdminUserDetail { user, orders })
}

/// The audit log, filtered, newest first, each entry with who did it.
pub async fn audit_log(
    ctx: &AppContext,
    admin: CurrentUser,
    filter: &AuditFilter,
    page: PageParams,
) -> AppResult<AuditLogPage> {
    admin.require(Permission::Audit)?;
    let conn = ctx.db.conn();
    let (rows, meta) = audit::list(conn, filter, page, AUDIT_PER_PAGE).await?;
    let actor_ids: Vec<i64> = rows.iter().filter_map(|r| r.actor_id).collect();
    let admins = accounts::admin::refs(conn, &actor_ids).await?;
    let data = rows
        .into_iter()
        .map(|row| AuditEntry {
            id: row.id,
            admin: row.actor_id.and_then(|id| admins.get(&id).cloned()),
            role: row.actor_role.as_deref().and_then(|role| serde_json::from_value(serde_json::json!(role)).ok()),
            subject: Some(match row.subject_id {
                Some(id) => format!("{} #{id}", row.subject_type),
                None => row.subject_type,
            })
            .filter(|s| !s.is_empty()),
            action: row.action,
            detail: Some(row.detail).filter(|d| !d.is_empty()),
            created_at: row.created_at.to_rfc3339(),
        })
        .collect();
    Ok(AuditLogPage { data, meta })
}

/// Every action the audit log holds (the filter's choices).
pub async fn audit_actions(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<String>> {
    admin.require(Permission::Audit)?;
    audit::actions(ctx.db.conn()).await
}

/// The console's cross-domain queries (admin role only).
#[derive(Default)]
pub struct AdminQuery;

#[Object]
impl AdminQuery {
    /// Admin: what waits (payments by kind, shipping, reviews) and how today goes in Yangon.
    async fn admin_dashboard(&self, ctx: &Context<'_>) -> async_graphql::Result<AdminDashboard> {
        let admin = ctx.current_user().await?;
        Ok(dashboard(ctx.app(), admin, ctx.locale()).await?)
    }

    /// Admin: a shopper's page: the account, their latest orders and both ledgers (`NOT_FOUND`
    /// for an unknown id).
    async fn admin_user(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<AdminUserDetail> {
        let admin = ctx.current_user().await?;
        Ok(user_detail(ctx.app(), admin, id).await?)
    }

    /// Admin: the audit log, newest first (50 a page), filtered by the admin who acted, the action,
    /// and Myanmar days `from` and `to` (`YYYY-MM-DD`, inclusive; anything else is `VALIDATION`).
    #[allow(clippy::too_many_arguments)]
    async fn audit_log(
        &self,
        ctx: &Context<'_>,
        admin_id: Option<i64>,
        action: Option<String>,
        from: Option<String>,
        to: Option<String>,
        #[graphql(default_with = "Some(1)", validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(default_with = "Some(50)", validator(maximum = 2147483647))] limit: Option<u64>,
    ) -> async_graphql::Result<AuditLogPage> {
        let admin = ctx.current_user().await?;
        let filter = AuditFilter { actor_id: admin_id, action, from, to };
        Ok(audit_log(ctx.app(), admin, &filter, PageParams { page, per_page: limit }).await?)
    }

    /// Admin: every action in the audit log, alphabetically (the filter's choices).
    async fn audit_actions(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<String>> {
        let admin = ctx.current_user().await?;
        Ok(audit_actions(ctx.app(), admin).await?)
    }
}

/// Content that admins can hide from shoppers (and show again).
#[derive(Debug, Clone, Copy, PartialEq, Eq, async_graphql::Enum)]
pub enum HideableContent {
    /// A home-screen banner.
    Slider,
    /// A slide of the user guide.
    OnboardingSlide,
    /// A payment method (hidden ones are left out of checkout and refused as `payment_id`).
    PaymentMethod,
}

/// The console's actions over things several domains own: each goes to its owner.
#[derive(Default)]
pub struct AdminMutation;

#[Object]
impl AdminMutation {
    /// Admin: hide a banner, onboarding slide or payment method from shoppers, or show it again.
    async fn set_content_hidden(
        &self,
        ctx: &Context<'_>,
        kind: HideableContent,
        id: i64,
        hidden: bool,
    ) -> async_graphql::Result<bool> {
        let (app, admin) = (ctx.app(), ctx.current_user().await?);
        let site_content = match kind {
            HideableContent::Slider => content::service::HideableContent::Slider,
            HideableContent::OnboardingSlide => content::service::HideableContent::OnboardingSlide,
            HideableContent::PaymentMethod => {
                payments::methods::set_hidden(app, admin, id, hidden).await?;
                return Ok(true);
            }
        };
        content::service::set_hidden(app, admin, site_content, id, hidden).await?;
        Ok(true)
    }
}
