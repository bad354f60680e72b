//! Shipping's settings: the base fee (per region, or the default) and the rate per kilogram.
//! Stored under the key `shipping` ([`kernel::settings`]); the admin changes them on the settings
//! page, which the gateway composes from every owner's settings.

use kernel::{
    settings::{OwnedSettings, SettingsChange},
    AppError, AppResult, Msg,
};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

/// Shipping fee rules: `base fee of the region (or the default) + fee_per_kg x weight`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, async_graphql::SimpleObject, utoipa::ToSchema)]
#[graphql(name = "ShippingSettings")]
pub struct ShippingSettings {
    /// Base fee in kyat where a region has none of its own.
    pub base_fee: i64,
    /// Base fees of particular regions.
    pub region_base_fees: Vec<RegionFee>,
    /// Kyat per kilogram of the items' weight (rounded up to whole kilograms).
    pub fee_per_kg: i64,
}

impl Default for ShippingSettings {
    fn default() -> Self {
        ShippingSettings { base_fee: 2_500, region_base_fees: Vec::new(), fee_per_kg: 1_000 }
    }
}

impl OwnedSettings for ShippingSettings {
    const KEY: &'static str = "shipping";
}

#[derive(
    Debug,
    Clone,
    PartialEq,
    Serialize,
    Deserialize,
    async_graphql::SimpleObject,
    async_graphql::InputObject,
    utoipa::ToSchema,
)]
#[graphql(input_name = "RegionFeeInput")]
pub struct RegionFee {
    /// The region (an id from `regions`).
    pub region_id: i64,
    /// Base shipping fee for that region, in whole kyat (MMK).
    pub fee: i64,
}

/// An admin's change; what is left out stays as it is.
#[derive(Debug, Clone, Default)]
pub struct ShippingSettingsChange {
    pub base_fee: Option<i64>,
    pub region_base_fees: Option<Vec<RegionFee>>,
    pub fee_per_kg: Option<i64>,
}

impl ShippingSettings {
    /// The fee for `grams` of items sent to `region`: the region's base fee (or the default) plus
    /// the rate per kilogram, the weight rounded up to whole kilograms.
    pub fn fee(&self, region: Option<i64>, grams: i64) -> i64 {
        let base = self.region_base_fees.iter().find(|f| Some(f.region_id) == region).map_or(self.base_fee, |f| f.fee);
        let kilograms = (grams.max(0) + 999) / 1000;
        base + kilograms * self.fee_per_kg
    }
}

impl SettingsChange for ShippingSettingsChange {
    type Settings = ShippingSettings;

    /// Refuses a negative fee (the field names are those of the admin's settings input).
    fn check(&self) -> AppResult<()> {
        for (field, value) in [("shipping_base_fee", self.base_fee), ("shipping_fee_per_kg", self.fee_per_kg)] {
            if value.is_some_and(|v| v < 0) {
                return Err(AppError::invalid(field, Msg::new("shipping.amount_negative")));
            }
        }
        if self.region_base_fees.iter().flatten().any(|f| f.fee < 0) {
            return Err(AppError::invalid("shipping_region_base_fees", Msg::new("shipping.amount_negative")));
        }
        Ok(())
    }

    fn apply(self, s: &mut ShippingSettings) {
        if let Some(v) = self.base_fee {
            s.base_fee = v;
        }
        if let Some(v) = self.region_base_fees {
            s.region_base_fees = v;
        }
        if let Some(v) = self.fee_per_kg {
            s.fee_per_kg = v;
        }
    }
}

/// The settings as stored, defaults filled in.
pub async fn stored(conn: &impl ConnectionTrait) -> AppResult<ShippingSettings> {
    kernel::settings::load(conn).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> ShippingSettings {
        ShippingSettings {
            base_fee: 2_500,
            region_base_fees: vec![RegionFee { region_id: 7, fee: 4_000 }],
            fee_per_kg: 1_000,
        }
    }

    #[test]
    fn the_weight_is_rounded_up_to_whole_kilograms() {
        assert_eq!(settings().fee(None, 0), 2_500);
        assert_eq!(settings().fee(None, 1), 3_500);
        assert_eq!(settings().fee(None, 1_000), 3_500);
        assert_eq!(settings().fee(None, 1_001), 4_500);
    }

    #[test]
    fn a_region_with_its_own_base_fee_uses_it() {
        assert_eq!(settings().fee(Some(7), 500), 5_000);
        assert_eq!(settings().fee(Some(8), 500), 3_500);
    }

    #[test]
    fn negative_fees_are_refused_and_nothing_else_changes() {
        let change = ShippingSettingsChange { fee_per_kg: Some(-1), ..Default::default() };
        assert!(change.check().is_err());
        let change = ShippingSettingsChange {
            region_base_fees: Some(vec![RegionFee { region_id: 1, fee: -5 }]),
            ..Default::default()
        };
        assert!(change.check().is_err());
        let mut s = settings();
        ShippingSettingsChange { base_fee: Some(3_000), ..Default::default() }.apply(&mut s);
        assert_eq!(s, ShippingSettings { base_fee: 3_000, ..settings() });
    }

    #[test]
    fn a_document_missing_a_rule_does_not_parse() {
        // Every shipping document ever stored has all three rules; one without is damaged.
        assert!(kernel::settings::parse::<ShippingSettings>("shipping", r#"{"base_fee":100}"#).is_err());
    }
}
