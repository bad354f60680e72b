//! Rewards' settings: the daily sign-in tokens and 30-day bonus, the recovery fee, and the referral
//! points per sign-up. Stored under the key `rewards` ([`kernel::settings`]).

use kernel::{
    settings::{OwnedSettings, SettingsChange},
    AppError, AppResult, Msg,
};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RewardSettings {
    /// Tokens for each daily sign-in claim.
    pub daily_point: i64,
    /// Bonus tokens for an unbroken 30-day sign-in streak.
    pub daily_reward_point: i64,
    /// Fee in kyat to recover missed daily sign-in days.
    pub recovery_fee_mmk: i64,
    /// Referral points credited to the inviter for each sign-up with their code.
    pub referral_points_per_signup: i64,
}

impl Default for RewardSettings {
    fn default() -> Self {
        RewardSettings {
            daily_point: 1,
            daily_reward_point: 30,
            recovery_fee_mmk: 1_000,
            referral_points_per_signup: 1,
        }
    }
}

impl OwnedSettings for RewardSettings {
    const KEY: &'static str = "rewards";
}

/// An admin's change; what is left out stays as it is.
#[derive(Debug, Clone, Default)]
pub struct RewardSettingsChange {
    pub daily_point: Option<i64>,
    pub daily_reward_point: Option<i64>,
    pub recovery_fee_mmk: Option<i64>,
    pub referral_points_per_signup: Option<i64>,
}

impl SettingsChange for RewardSettingsChange {
    type Settings = RewardSettings;

    /// Refuses a negative amount (the field names are those of the admin's settings input).
    fn check(&self) -> AppResult<()> {
        let amounts = [
            ("daily_point", self.daily_point),
            ("daily_reward_point", self.daily_reward_point),
            ("recovery_fee_mmk", self.recovery_fee_mmk),
            ("referral_points_per_signup", self.referral_points_per_signup),
        ];
        for (field, value) in amounts {
            if value.is_some_and(|v| v < 0) {
                return Err(AppError::invalid(field, Msg::new("rewards.amount_negative")));
            }
        }
        Ok(())
    }

    fn apply(self, s: &mut RewardSettings) {
        let fields = [
            (&mut s.daily_point, self.daily_point),
            (&mut s.daily_reward_point, self.daily_reward_point),
            (&mut s.recovery_fee_mmk, self.recovery_fee_mmk),
            (&mut s.referral_points_per_signup, self.referral_points_per_signup),
        ];
        for (field, value) in fields {
            if let Some(value) = value {
                *field = value;
            }
        }
    }
}

/// The settings as stored, defaults filled in.
pub async fn stored(conn: &impl ConnectionTrait) -> AppResult<RewardSettings> {
    kernel::settings::load(conn).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_sets_what_it_names_and_keeps_the_rest() {
        let mut s = RewardSettings::default();
        RewardSettingsChange { daily_point: Some(5), recovery_fee_mmk: Some(0), ..Default::default() }.apply(&mut s);
        assert_eq!(s, RewardSettings { daily_point: 5, recovery_fee_mmk: 0, ..RewardSettings::default() });
    }

    #[test]
    fn a_negative_amount_is_refused() {
        assert!(RewardSettingsChange { daily_reward_point: Some(-1), ..Default::default() }.check().is_err());
        assert!(RewardSettingsChange { referral_points_per_signup: Some(-3), ..Default::default() }.check().is_err());
        assert!(RewardSettingsChange { daily_point: Some(0), ..Default::default() }.check().is_ok());
    }
}
