//! Orders' settings: the tokens an order earns for products without a reward of their own.
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
}

impl Default for OrderSettings {
    fn default() -> Self {
        OrderSettings { tokens_per_10000_mmk: 1 }
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
}

impl SettingsChange for OrderSettingsChange {
    type Settings = OrderSettings;

    fn check(&self) -> AppResult<()> {
        if self.tokens_per_10000_mmk.is_some_and(|v| v < 0) {
            return Err(AppError::invalid("tokens_per_10000_mmk", Msg::new("orders.amount_negative")));
        }
        Ok(())
    }

    fn apply(self, s: &mut OrderSettings) {
        if let Some(v) = self.tokens_per_10000_mmk {
            s.tokens_per_10000_mmk = v;
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
        let s = OrderSettings { tokens_per_10000_mmk: 2 };
        assert_eq!(s.token_reward(5, 3, 90_000), 15);
        assert_eq!(s.token_reward(0, 3, 90_000), 18);
    }

    #[test]
    fn only_whole_ten_thousands_earn_tokens() {
        let s = OrderSettings { tokens_per_10000_mmk: 1 };
        assert_eq!(s.token_reward(0, 1, 9_999), 0);
        assert_eq!(s.token_reward(0, 1, 19_999), 1);
    }

    #[test]
    fn a_negative_rate_is_refused() {
        assert!(OrderSettingsChange { tokens_per_10000_mmk: Some(-1) }.check().is_err());
        assert!(OrderSettingsChange { tokens_per_10000_mmk: Some(0) }.check().is_ok());
    }
}
