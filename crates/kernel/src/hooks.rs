//! Hooks a lower domain offers so a higher one can add to its transactions without the lower one
//! depending on it (the same way [`crate::auth::SessionStore`] is plugged in): accounts creates the
//! user, rewards credits the inviter, in one transaction.

use std::sync::Arc;

use sea_orm::DatabaseTransaction;

use crate::AppResult;

/// Runs inside the sign-up's transaction when a new user gave someone's referral code.
#[async_trait::async_trait]
pub trait ReferralReward: Send + Sync {
    async fn invited(&self, tx: &DatabaseTransaction, inviter_id: i64, invitee_id: i64) -> AppResult<()>;
}

pub type SharedReferralReward = Arc<dyn ReferralReward>;
