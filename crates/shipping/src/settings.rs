//! Shipping's settings: the base fee (per township, per region, or the default), weight steps and
//! the rate per kilogram.
//! Stored under the key `shipping` ([`kernel::settings`]); the admin changes them on the settings
//! page, which the gateway composes from every owner's settings.

use kernel::{
    settings::{OwnedSettings, SettingsChange},
    AppError, AppResult, Msg,
};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

/// Shipping fee rules: the base fee of the township (or its region, or the default) plus the
/// weight's fee: the first weight step the parcel fits in, or, without steps (and above the last
/// one), `fee_per_kg` for each started kilogram (beyond the last step).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, async_graphql::SimpleObject, utoipa::ToSchema)]
#[graphql(name = "ShippingSettings")]
pub struct ShippingSettings {
    /// Base fee in kyat where a region has none of its own.
    pub base_fee: i64,
    /// Base fees of particular regions.
    pub region_base_fees: Vec<RegionFee>,
    /// Kyat per kilogram of the items' weight (rounded up to whole kilograms).
    pub fee_per_kg: i64,
    /// Base fees of particular townships, over their region's (issue 38; left out of REST while
    /// there are none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub township_base_fees: Vec<TownshipFee>,
    /// Weight steps, lightest first: a parcel up to `upToKg` adds that step's fee (left out of
    /// REST while there are none; then the per-kilogram rate applies to every kilogram).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weight_steps: Vec<WeightStep>,
}

impl Default for ShippingSettings {
    fn default() -> Self {
        ShippingSettings {
            base_fee: 2_500,
            region_base_fees: Vec::new(),
            fee_per_kg: 1_000,
            township_base_fees: Vec::new(),
            weight_steps: Vec::new(),
        }
    }
}

/// A township's own base fee.
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
#[graphql(input_name = "TownshipFeeInput")]
pub struct TownshipFee {
    /// The township (an id from `townships`).
    pub township_id: i64,
    /// Base shipping fee for that township, in whole kyat (MMK).
    pub fee: i64,
}

/// A weight step: parcels up to this weight add this fee.
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
#[graphql(input_name = "WeightStepInput")]
pub struct WeightStep {
    /// The heaviest parcel of this step, in kilograms (more than 0, at most 1,000).
    pub up_to_kg: f64,
    /// What the weight adds to the base fee, in whole kyat (MMK).
    pub fee: i64,
}

/// Where a parcel goes: the township decides first, then its region.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Destination {
    pub region: Option<i64>,
    pub township: Option<i64>,
}

impl Destination {
    /// The shopper's address's region and township.
    pub async fn of(conn: &impl sea_orm::ConnectionTrait, user_id: i64) -> AppResult<Destination> {
        let (region, township) = accounts::service::home_place(conn, user_id).await?;
        Ok(Destination { region, township })
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
    pub township_base_fees: Option<Vec<TownshipFee>>,
    pub weight_steps: Option<Vec<WeightStep>>,
}

impl ShippingSettings {
    /// The fee for `grams` of items sent to `to`: the township's base fee, else its region's, else
    /// the default; plus the weight's fee ([`ShippingSettings::weight_fee`]).
    pub fn fee(&self, to: Destination, grams: i64) -> i64 {
        let township = self.township_base_fees.iter().find(|f| Some(f.township_id) == to.township).map(|f| f.fee);
        let region = || self.region_base_fees.iter().find(|f| Some(f.region_id) == to.region).map(|f| f.fee);
        township.or_else(region).unwrap_or(self.base_fee) + self.weight_fee(grams)
    }

    /// The first step the weight fits in; above the last step (or with none), the per-kilogram
    /// rate for each started kilogram beyond it.
    pub fn weight_fee(&self, grams: i64) -> i64 {
        let grams = grams.max(0);
        let mut steps: Vec<&WeightStep> = self.weight_steps.iter().collect();
        steps.sort_by(|a, b| a.up_to_kg.total_cmp(&b.up_to_kg));
        if let Some(step) = steps.iter().find(|s| grams <= step_grams(s)) {
            return step.fee;
        }
        let (past, beyond) = steps.last().map_or((0, grams), |last| (last.fee, grams - step_grams(last)));
        past + (beyond + 999) / 1000 * self.fee_per_kg
    }
}

fn step_grams(step: &WeightStep) -> i64 {
    (step.up_to_kg * 1000.0).round() as i64
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
        if self.township_base_fees.iter().flatten().any(|f| f.fee < 0) {
            return Err(AppError::invalid("shipping_township_base_fees", Msg::new("shipping.amount_negative")));
        }
        if let Some(steps) = &self.weight_steps {
            let mut seen = std::collections::HashSet::new();
            let bad = steps.len() > 50
                || steps
                    .iter()
                    .any(|s| s.fee < 0 || !(s.up_to_kg > 0.0 && s.up_to_kg <= 1000.0) || !seen.insert(step_grams(s)));
            if bad {
                return Err(AppError::invalid("shipping_weight_steps", Msg::new("shipping.weight_steps_invalid")));
            }
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
        if let Some(v) = self.township_base_fees {
            s.township_base_fees = v;
        }
        if let Some(mut v) = self.weight_steps {
            v.sort_by(|a, b| a.up_to_kg.total_cmp(&b.up_to_kg));
            s.weight_steps = v;
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
            ..Default::default()
        }
    }

    fn nowhere() -> Destination {
        Destination::default()
    }

    fn region(id: i64) -> Destination {
        Destination { region: Some(id), township: None }
    }

    #[test]
    fn the_weight_is_rounded_up_to_whole_kilograms() {
        assert_eq!(settings().fee(nowhere(), 0), 2_500);
        assert_eq!(settings().fee(nowhere(), 1), 3_500);
        assert_eq!(settings().fee(nowhere(), 1_000), 3_500);
        assert_eq!(settings().fee(nowhere(), 1_001), 4_500);
    }

    #[test]
    fn a_region_with_its_own_base_fee_uses_it() {
        assert_eq!(settings().fee(region(7), 500), 5_000);
        assert_eq!(settings().fee(region(8), 500), 3_500);
    }

    #[test]
    fn a_township_fee_comes_before_its_regions() {
        let s =
            ShippingSettings { township_base_fees: vec![TownshipFee { township_id: 70, fee: 1_500 }], ..settings() };
        assert_eq!(s.fee(Destination { region: Some(7), township: Some(70) }, 500), 2_500);
        assert_eq!(s.fee(Destination { region: Some(7), township: Some(71) }, 500), 5_000);
    }

    #[test]
    fn weight_steps_then_the_rate_beyond_the_last() {
        let steps = vec![WeightStep { up_to_kg: 3.0, fee: 1_200 }, WeightStep { up_to_kg: 1.0, fee: 500 }];
        let s = ShippingSettings { weight_steps: steps, ..settings() };
        assert_eq!(s.weight_fee(0), 500);
        assert_eq!(s.weight_fee(1_000), 500);
        assert_eq!(s.weight_fee(1_001), 1_200);
        assert_eq!(s.weight_fee(3_000), 1_200);
        assert_eq!(s.weight_fee(3_001), 2_200, "the last step and one started kilogram");
        assert_eq!(s.weight_fee(5_500), 4_200);
    }

    #[test]
    fn bad_steps_are_refused() {
        for steps in [
            vec![WeightStep { up_to_kg: 0.0, fee: 1 }],
            vec![WeightStep { up_to_kg: 1.0, fee: -1 }],
            vec![WeightStep { up_to_kg: 1.0, fee: 1 }, WeightStep { up_to_kg: 1.0, fee: 2 }],
            vec![WeightStep { up_to_kg: f64::NAN, fee: 1 }],
        ] {
            let change = ShippingSettingsChange { weight_steps: Some(steps.clone()), ..Default::default() };
            assert!(change.check().is_err(), "{steps:?}");
        }
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
