//! Rewards in GraphQL: the referral history and gift claims, the daily sign-in (the dialog's
//! state in one query, and twins of the REST calls), and the admins' recovery queue.

use accounts::model::TokenHistoryPage;
use async_graphql::{Context, Object, Upload};
use kernel::graphql::{read_upload, ContextExt};
use payments::Transfer;

use crate::{
    daily,
    model::{DailyClaim, DailyReward, DailySign, PendingRecovery, RecoveryCheck},
    recovery, referral,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("pendingRecoveries", Permission::Payments),
    ("approveRecovery", Permission::Payments),
    ("rejectRecovery", Permission::Payments),
];

#[derive(Default)]
pub struct RewardsQuery;

#[Object]
impl RewardsQuery {
    /// The signed-in shopper's referral-point changes, newest first (20 a page; `token` holds the points).
    async fn referral_histories(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<TokenHistoryPage> {
        let user = ctx.current_user().await?;
        let page = kernel::pagination::PageParams { page, per_page: None };
        Ok(referral::histories(ctx.app(), user.id, page, ctx.locale()).await?)
    }

    /// The daily reward dialog: today (Myanmar, by the shop's clock), the cycle's days, whether
    /// today is checked in and claimed, and the recovery state.
    async fn daily_reward(&self, ctx: &Context<'_>) -> async_graphql::Result<DailyReward> {
        let user = ctx.current_user().await?;
        Ok(daily::daily_reward(ctx.app(), user.id).await?)
    }

    /// The current cycle's days up to yesterday, and today once checked in (`daily-sign/list`).
    async fn daily_signs(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<DailySign>> {
        let user = ctx.current_user().await?;
        Ok(daily::list(ctx.app(), user.id).await?)
    }

    /// The current cycle's claims, oldest first (`daily-sign/claim/list`).
    async fn daily_sign_claims(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<DailyClaim>> {
        let user = ctx.current_user().await?;
        Ok(daily::claims(ctx.app(), user.id).await?)
    }

    /// Missed days of the current cycle and the recovery (`daily-sign/recover/check`).
    async fn daily_recovery_check(&self, ctx: &Context<'_>) -> async_graphql::Result<RecoveryCheck> {
        let user = ctx.current_user().await?;
        Ok(daily::check(ctx.app(), user.id).await?)
    }

    /// Admin: recoveries of missed days whose payment waits to be checked, oldest first.
    async fn pending_recoveries(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<PendingRecovery>> {
        let admin = ctx.current_user().await?;
        Ok(recovery::pending(ctx.app(), admin, ctx.locale()).await?)
    }
}

#[derive(Default)]
pub struct RewardsMutation;

#[Object]
impl RewardsMutation {
    /// Claims a referral gift with referral points; answers the new to-ship item's id.
    async fn claim_referral_gift(&self, ctx: &Context<'_>, product_id: i64) -> async_graphql::Result<i64> {
        let user = ctx.current_user().await?;
        Ok(referral::claim_gift(ctx.app(), user.id, Some(product_id)).await?.order_item_id)
    }

    /// Checks in for today (`date`: today in Myanmar, `YYYY-MM-DD`).
    async fn daily_check_in(&self, ctx: &Context<'_>, date: String) -> async_graphql::Result<DailyReward> {
        let user = ctx.current_user().await?;
        daily::check_in(ctx.app(), user.id, Some(&date)).await?;
        Ok(daily::daily_reward(ctx.app(), user.id).await?)
    }

    /// Collects today's tokens (once, after checking in); day 30 of an unbroken cycle adds the bonus.
    async fn claim_daily_reward(&self, ctx: &Context<'_>, date: String) -> async_graphql::Result<DailyClaim> {
        let user = ctx.current_user().await?;
        Ok(daily::claim(ctx.app(), user.id, Some(&date)).await?)
    }

    /// Gives up the missed days: a new cycle starts today.
    async fn restart_daily_cycle(&self, ctx: &Context<'_>, date: String) -> async_graphql::Result<DailyReward> {
        let user = ctx.current_user().await?;
        daily::restart(ctx.app(), user.id, Some(&date)).await?;
        Ok(daily::daily_reward(ctx.app(), user.id).await?)
    }

    /// Pays the recovery fee for the missed days by transfer with a screenshot; an admin decides.
    async fn recover_daily_signs(
        &self,
        ctx: &Context<'_>,
        payment_id: Option<i64>,
        payment_screenshot: Option<Upload>,
        #[graphql(desc = "The reference of the payment QR code paid with (`createPaymentQr`), if any.")]
        payment_reference: Option<String>,
    ) -> async_graphql::Result<RecoveryCheck> {
        let user = ctx.current_user().await?;
        let transfer =
            Transfer { payment_id, screenshot: read_upload(ctx, payment_screenshot)?, reference: payment_reference };
        Ok(recovery::request(ctx.app(), user.id, transfer).await?)
    }

    /// Admin: the recovery fee is paid; the missed days are signed.
    async fn approve_recovery(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        recovery::approve(ctx.app(), admin, id).await?;
        Ok(true)
    }

    /// Admin: the recovery payment is not right; nothing changes and the shopper sees the reason.
    async fn reject_recovery(&self, ctx: &Context<'_>, id: i64, reason: String) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        recovery::reject(ctx.app(), admin, id, reason).await?;
        Ok(true)
    }
}
