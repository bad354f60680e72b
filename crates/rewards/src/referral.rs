//! Referral points: earned when someone signs up with your code, spent on gifts.

use accounts::ledger::{self, Currency, Entry};
use async_trait::async_trait;
use catalog::model::ProductType;
use kernel::{hooks::ReferralReward, AppContext, AppError, AppResult, Msg};
use orders::to_ship::{self, ItemKind};
use sea_orm::DatabaseTransaction;

use crate::model::GiftClaim;

/// Credits the inviter `referral_points_per_signup` in the sign-up's own transaction: an account
/// is created once, so each invitee pays its inviter once.
pub struct ReferralSignUpReward;

#[async_trait]
impl ReferralReward for ReferralSignUpReward {
    async fn invited(&self, tx: &DatabaseTransaction, inviter_id: i64, invitee_id: i64) -> AppResult<()> {
        // A new account's code does not exist before the account does, so this cannot happen
        // through sign-up; it is said here so no other caller can make it happen either.
        if inviter_id == invitee_id {
            return Err(AppError::invalid("referral_code", Msg::new("accounts.referral_code_invalid")));
        }
        let points = crate::settings::stored(tx).await?.referral_points_per_signup;
        if points > 0 {
            let entry =
                Entry { reason: "referral_signup", reference_type: Some("user"), reference_id: Some(invitee_id) };
            ledger::credit(tx, inviter_id, Currency::Referral, points, entry).await?;
            notify::service::record(tx, inviter_id, "referral_points_earned", serde_json::json!({"points": points}))
                .await?;
        }
        Ok(())
    }
}

/// Claims a referral gift: its cost in points is debited and it joins the to-ship list, in one
/// transaction (not enough points: nothing is added).
#[tracing::instrument(skip(ctx))]
pub async fn claim_gift(ctx: &AppContext, user_id: i64, product_id: Option<i64>) -> AppResult<GiftClaim> {
    let product_id = product_id.ok_or_else(gift_unavailable)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let gift =
                    catalog::service::purchasable_product(tx, product_id).await.map_err(|_| gift_unavailable())?;
                let cost = gift.referral_point.filter(|p| *p >= 1);
                let (ProductType::ReferralGift, Some(cost)) = (gift.product_type, cost) else {
                    return Err(gift_unavailable());
                };
                let order_item_id = to_ship::add(tx, user_id, gift.id, ItemKind::Gift).await?;
                let entry = Entry {
                    reason: "gift_claim",
                    reference_type: Some("order_item"),
                    reference_id: Some(order_item_id),
                };
                let referral_point = ledger::debit(tx, user_id, Currency::Referral, cost, entry).await?;
                Ok(GiftClaim { order_item_id, referral_point })
            })
        })
        .await
}

fn gift_unavailable() -> AppError {
    AppError::invalid("product_id", Msg::new("rewards.gift_unavailable"))
}

/// The shopper's referral-point changes, newest first (20 a page).
pub async fn histories(
    ctx: &AppContext,
    user_id: i64,
    page: kernel::pagination::PageParams,
    locale: kernel::Locale,
) -> AppResult<accounts::model::TokenHistoryPage> {
    ledger::histories(ctx.db.conn(), user_id, Currency::Referral, page, locale).await
}
