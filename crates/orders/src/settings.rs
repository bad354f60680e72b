//! Orders' settings: the tokens an order earns for products without a reward of their own, and
//! whether an unpaid refusal at the door stops cash on delivery, and the days a shopper may ask a
//! return in after "Received".
//! Stored under the key `orders` ([`kernel::settings`]).

use kernel::{
    settings::{OwnedSettings, SettingsChange},
    AppError, AppResult, Msg,
};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OrderSettings {
    /// Tokens per 10,000 kyat spent, for products without a token reward of their own.
    pub tokens_per_10000_mmk: i64,
    /// Refuse cash on delivery to a shopper with a parcel refused at the door and not settled.
    /// Stored only when off (the stored settings before it had no such key).
    #[serde(skip_serializing_if = "is_on")]
    pub refuse_cod_after_unpaid_refusal: bool,
    /// Days after "Received" during which the shopper may ask to return lines. Stored only when
    /// changed from the default.
    #[serde(skip_serializing_if = "is_default_return_days")]
    pub return_days: i64,
}

/// The days a shopper may ask a return in, unless the admin changes it.
pub const DEFAULT_RETURN_DAYS: i64 = 3;

fn is_on(value: &bool) -> bool {
    *value
}

fn is_default_return_days(value: &i64) -> bool {
    *value == DEFAULT_RETURN_DAYS
}

impl Default for OrderSettings {
    fn default() -> Self {
        OrderSettings {
            tokens_per_10000_mmk: 1,
            refuse_cod_after_unpaid_refusal: true,
            return_days: DEFAULT_RETURN_DAYS,
        }
    }
}

impl OwnedSettings for OrderSettings {
    const KEY: &'static str = "orders";
}

impl OrderSettings {
    /// The tokens an item earns: its product's own reward per piece, or the rate per whole
    /// 10,000 kyat of its subtotal.
    pub fn token_reward(&self, product_reward: i64, qty: i64, subtotal: i64) -> i64 {
        if product_reward > 0 {
            product_reward * qty
        } else {
            subtotal / 10_000 * self.tokens_per_10000_mmk
        }
    }
}

/// An admin's change; what is left out stays as it is.
#[derive(Debug, Clone, Default)]
pub struct OrderSettingsChange {
    pub tokens_per_10000_mmk: Option<i64>,
    pub refuse_cod_after_unpaid_refusal: Option<bool>,
    pub return_days: Option<i64>,
}

impl SettingsChange for OrderSettingsChange {
    type Settings = OrderSettings;

    fn check(&self) -> AppResult<()> {
        if self.tokens_per_10000_mmk.is_some_and(|v| v < 0) {
            return Err(AppError::invalid("tokens_per_10000_mmk", Msg::new("orders.amount_negative")));
        }
        if self.return_days.is_some_and(|d| !(0..=365).contains(&d)) {
            return Err(AppError::invalid("return_days", Msg::new("orders.return_days_invalid")));
        }
        Ok(())
    }

    fn apply(self, s: &mut OrderSettings) {
        if let Some(v) = self.tokens_per_10000_mmk {
            s.tokens_per_10000_mmk = v;
        }
        if let Some(v) = self.refuse_cod_after_unpaid_refusal {
            s.refuse_cod_after_unpaid_refusal = v;
        }
        if let Some(v) = self.return_days {
            s.return_days = v;
        }
    }
}

/// The settings as stored, defaults filled in.
pub async fn stored(conn: &impl ConnectionTrait) -> AppResult<OrderSettings> {
    kernel::settings::load(conn).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_product_reward_wins_over_the_rate() {
        let s = OrderSettings { tokens_per_10000_mmk: 2, ..Default::default() };
        assert_eq!(s.token_reward(5, 3, 90_000), 15);
        assert_eq!(s.token_reward(0, 3, 90_000), 18);
    }

    #[test]
    fn only_whole_ten_thousands_earn_tokens() {
        let s = OrderSettings { tokens_per_10000_mmk: 1, ..Default::default() };
        assert_eq!(s.token_reward(0, 1, 9_999), 0);
        assert_eq!(s.token_reward(0, 1, 19_999), 1);
    }

    #[test]
    fn a_negative_rate_is_refused() {
        assert!(OrderSettingsChange { tokens_per_10000_mmk: Some(-1), ..Default::default() }.check().is_err());
        assert!(OrderSettingsChange { tokens_per_10000_mmk: Some(0), ..Default::default() }.check().is_ok());
    }
}
