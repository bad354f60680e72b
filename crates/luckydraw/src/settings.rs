//! The lucky draw's settings: the wait between a batch selling out and its draw, the token price
//! of tickets paid by transfer, and how much of a batch may be held unpaid, and for how long.
//! Stored under the key `luckydraw` ([`kernel::settings`]).

use kernel::{
    settings::{OwnedSettings, SettingsChange},
    AppError, AppResult, Msg,
};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DrawSettings {
    /// Minutes between a batch selling out and its lucky number being drawn.
    pub draw_delay_minutes: i64,
    /// Kyat per token when lucky-draw tickets are paid by transfer instead of tokens.
    pub token_price_mmk: i64,
    /// Share of a lucky-draw batch (percent, at least one ticket) one shopper may hold unpaid.
    pub ticket_hold_percent: i64,
    /// Minutes after which a ticket transfer no admin decided is released (0: never).
    pub ticket_hold_minutes: i64,
}

impl Default for DrawSettings {
    fn default() -> Self {
        DrawSettings {
            draw_delay_minutes: 10,
            token_price_mmk: 1_000,
            ticket_hold_percent: 20,
            ticket_hold_minutes: 120,
        }
    }
}

impl OwnedSettings for DrawSettings {
    const KEY: &'static str = "luckydraw";
}

/// An admin's change; what is left out stays as it is.
#[derive(Debug, Clone, Default)]
pub struct DrawSettingsChange {
    pub draw_delay_minutes: Option<i64>,
    pub token_price_mmk: Option<i64>,
    pub ticket_hold_percent: Option<i64>,
    pub ticket_hold_minutes: Option<i64>,
}

impl SettingsChange for DrawSettingsChange {
    type Settings = DrawSettings;

    /// those of the admin's settings input).
    fn check(&self) -> AppResult<()> {
        let amounts = [
            ("draw_delay_minutes", self.draw_delay_minutes),
            ("token_price_mmk", self.token_price_mmk),
            ("ticket_hold_percent", self.ticket_hold_percent),
            ("ticket_hold_minutes", self.ticket_hold_minutes),
        ];
        for (field, value) in amounts {
            if value.is_some_and(|v| v < 0) {
                return Err(AppError::invalid(field, Msg::new("luckydraw.amount_negative")));
            }
        }
        if self.ticket_hold_percent.is_some_and(|p| !(1..=100).contains(&p)) {
            return Err(AppError::invalid("ticket_hold_percent", Msg::new("luckydraw.percent_invalid")));
        }
        Ok(())
    }

    fn apply(self, s: &mut DrawSettings) {
        let fields = [
            (&mut s.draw_delay_minutes, self.draw_delay_minutes),
            (&mut s.token_price_mmk, self.token_price_mmk),
            (&mut s.ticket_hold_percent, self.ticket_hold_percent),
            (&mut s.ticket_hold_minutes, self.ticket_hold_minutes),
        ];
        for (field, value) in fields {
            if let Some(value) = value {
                *field = value;
            }
        }
    }
}

/// The settings as stored, defaults filled in.
pub async fn stored(conn: &impl ConnectionTrait) -> AppResult<DrawSettings> {
    kernel::settings::load(conn).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hold_share_is_a_percentage_of_at_least_one() {
        let change = |p| DrawSettingsChange { ticket_hold_percent: Some(p), ..Default::default() };
        assert!(change(0).check().is_err());
        assert!(change(101).check().is_err());
        assert!(change(1).check().is_ok());
        assert!(change(100).check().is_ok());
    }

    #[test]
    fn a_negative_delay_or_price_is_refused() {
        assert!(DrawSettingsChange { draw_delay_minutes: Some(-1), ..Default::default() }.check().is_err());
        assert!(DrawSettingsChange { token_price_mmk: Some(-1), ..Default::default() }.check().is_err());
        assert!(DrawSettingsChange { ticket_hold_minutes: Some(0), ..Default::default() }.check().is_ok());
    }

    #[test]
    fn a_change_sets_what_it_names_and_keeps_the_rest() {
        let mut s = DrawSettings::default();
        DrawSettingsChange { token_price_mmk: Some(1_500), ..Default::default() }.apply(&mut s);
        assert_eq!(s, DrawSettings { token_price_mmk: 1_500, ..DrawSettings::default() });
    }
}
