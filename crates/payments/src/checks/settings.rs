//! The admin's thresholds for the checks: near-duplicate bits, accepted age, picture retention.

use kernel::{audit, auth::CurrentUser, permissions::Permission, AppContext, AppError, AppResult, Msg};
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, IntoActiveModel, Set};

use crate::{
    entity::payment_check_settings,
    model::{PaymentCheckSettings, PaymentCheckSettingsInput},
};

/// The stored settings, or the defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckSettings {
    pub near_duplicate_bits: u32,
    pub transfer_max_age_hours: i64,
    pub screenshot_retention_days: Option<i64>,
}

impl Default for CheckSettings {
    fn default() -> Self {
        CheckSettings {
            near_duplicate_bits: receipts::fingerprint::DEFAULT_THRESHOLD,
            // A shopper may pay in the evening and upload the next day; three days is generous.
            transfer_max_age_hours: 72,
            // Kept for good unless the admin sets a period.
            screenshot_retention_days: None,
        }
    }
}

/// The largest threshold the band index finds every match for.
pub fn max_near_duplicate_bits() -> u32 {
    receipts::fingerprint::BANDS - 1
}

pub async fn stored(conn: &impl ConnectionTrait) -> AppResult<CheckSettings> {
    Ok(payment_check_settings::Entity::find_by_id(1).one(conn).await?.map_or_else(CheckSettings::default, |row| {
        CheckSettings {
            near_duplicate_bits: u32::try_from(row.near_duplicate_bits).unwrap_or(0).min(max_near_duplicate_bits()),
            transfer_max_age_hours: row.transfer_max_age_hours,
            screenshot_retention_days: row.screenshot_retention_days,
        }
    }))
}

/// Admin: the settings, and whether this server reads receipts.
pub async fn admin_settings(ctx: &AppContext, admin: CurrentUser) -> AppResult<PaymentCheckSettings> {
    admin.require(Permission::Settings)?;
    let s = stored(ctx.db.conn()).await?;
    Ok(PaymentCheckSettings {
        near_duplicate_bits: s.near_duplicate_bits as i32,
        max_near_duplicate_bits: max_near_duplicate_bits() as i32,
        transfer_max_age_hours: s.transfer_max_age_hours,
        screenshot_retention_days: s.screenshot_retention_days,
        reading_on: super::reader::reading_on(ctx),
    })
}

/// Admin: changes the settings (audited); answers them.
pub async fn update(
    ctx: &AppContext,
    admin: CurrentUser,
    input: PaymentCheckSettingsInput,
) -> AppResult<PaymentCheckSettings> {
    admin.require(Permission::Settings)?;
    let max = max_near_duplicate_bits() as i32;
    if input.near_duplicate_bits.is_some_and(|bits| !(0..=max).contains(&bits)) {
        return Err(AppError::invalid(
            "near_duplicate_bits",
            Msg::new("payments.near_duplicate_bits_invalid").arg("max", max),
        ));
    }
    if input.transfer_max_age_hours.is_some_and(|hours| hours < 1) {
        return Err(AppError::invalid("transfer_max_age_hours", Msg::new("payments.at_least_one")));
    }
    if input.screenshot_retention_days.value().is_some_and(|days| *days < 1) {
        return Err(AppError::invalid("screenshot_retention_days", Msg::new("payments.at_least_one")));
    }
    ctx.db
        .write(|tx| {
            let input = input.clone();
            Box::pin(async move {
                let mut s = stored(tx).await?;
                if let Some(bits) = input.near_duplicate_bits {
                    s.near_duplicate_bits = bits as u32;
                }
                if let Some(hours) = input.transfer_max_age_hours {
                    s.transfer_max_age_hours = hours;
                }
                match input.screenshot_retention_days {
                    async_graphql::MaybeUndefined::Undefined => {}
                    async_graphql::MaybeUndefined::Null => s.screenshot_retention_days = None,
                    async_graphql::MaybeUndefined::Value(days) => s.screenshot_retention_days = Some(days),
                }
                let row = payment_check_settings::ActiveModel {
                    id: Set(1),
                    near_duplicate_bits: Set(s.near_duplicate_bits as i32),
                    transfer_max_age_hours: Set(s.transfer_max_age_hours),
                    screenshot_retention_days: Set(s.screenshot_retention_days),
                };
                match payment_check_settings::Entity::find_by_id(1).one(tx).await? {
                    Some(existing) => {
                        let mut active = existing.into_active_model();
                        active.near_duplicate_bits = row.near_duplicate_bits;
                        active.transfer_max_age_hours = row.transfer_max_age_hours;
                        active.screenshot_retention_days = row.screenshot_retention_days;
                        active.update(tx).await?;
                    }
                    None => {
                        row.insert(tx).await?;
                    }
                }
                let details = serde_json::json!({
                    "near_duplicate_bits": s.near_duplicate_bits,
                    "transfer_max_age_hours": s.transfer_max_age_hours,
                    "screenshot_retention_days": s.screenshot_retention_days,
                });
                audit::record(tx, Some(admin), "payment_checks.update", "settings", None, details).await
            })
        })
        .await?;
    admin_settings(ctx, admin).await
}
