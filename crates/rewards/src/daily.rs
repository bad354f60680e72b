//! The 30-day daily sign-in.
//!
//! A cycle is 30 calendar days (Yangon) from its first day. Each day the shopper checks in
//! (`check_in`) and then collects the day's tokens (`claim`); a claim on day 30 of a cycle with no
//! day missed also pays the bonus, and the next check-in starts a new cycle. A day of the cycle
//! before today without a check-in is missed: until the shopper pays for recovery (see
//! [`crate::recovery`]) or restarts from day one, they cannot check in, so the bonus always means
//! 30 signed days. Reads never write: a cycle is stored by the check-in that starts it.
//!
//! Once per day is kept by unique indexes (one check-in, one claim per shopper and day), so
//! twenty taps at once store one row and pay once; the others are told it is done already.

use std::collections::BTreeSet;

use accounts::ledger::{self, Currency, Entry};
use chrono::{Duration, NaiveDate, Utc};
use kernel::ratelimit::Action;
use kernel::{compat::violates_unique_index, AppContext, AppError, AppResult, Msg};
use sea_orm::{
    sea_query::OnConflict, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};

use crate::{
    entity::{daily_claim, daily_cycle, daily_recovery, daily_sign},
    model::{DailyClaim, DailyReward, DailySign, RecoveryCheck, RecoveryStatus},
};

/// Days in a cycle; the bonus is paid on the last.
pub const CYCLE_DAYS: i64 = 30;

/// The shopper's current cycle and what happened in it, as of `today`.
pub(crate) struct CycleState {
    pub today: NaiveDate,
    pub start: NaiveDate,
    /// Signed days of the cycle (up to today).
    pub signed: BTreeSet<NaiveDate>,
    /// Days from the start to yesterday without a sign, oldest first.
    pub missed: Vec<NaiveDate>,
    /// The recovery waiting for an admin, if any.
    pub pending: Option<daily_recovery::Model>,
    /// This cycle's latest rejected recovery's reason.
    pub last_reject_reason: Option<String>,
    pub claimed_today: bool,
}

impl CycleState {
    /// Missed days a pending recovery of this cycle does not pay for.
    pub fn uncovered(&self) -> Vec<NaiveDate> {
        let covered: BTreeSet<NaiveDate> =
            self.pending.iter().filter(|r| r.cycle_start == self.start).flat_map(|r| r.missed()).collect();
        self.missed.iter().copied().filter(|d| !covered.contains(d)).collect()
    }
}

pub(crate) async fn cycle_state(conn: &impl ConnectionTrait, user_id: i64, today: NaiveDate) -> AppResult<CycleState> {
    let start = current_start(conn, user_id, today).await?;
    let signed: BTreeSet<NaiveDate> = daily_sign::Entity::find()
        .filter(daily_sign::Column::UserId.eq(user_id))
        .filter(daily_sign::Column::SignDate.gte(start))
        .filter(daily_sign::Column::SignDate.lte(today))
        .all(conn)
        .await?
        .into_iter()
        .map(|s| s.sign_date)
        .collect();
    let missed = start.iter_days().take_while(|d| *d < today).filter(|d| !signed.contains(d)).collect();
    let recoveries = daily_recovery::Entity::find()
        .filter(daily_recovery::Column::UserId.eq(user_id))
        .order_by_desc(daily_recovery::Column::Id)
        .all(conn)
        .await?;
    let pending = recoveries.iter().find(|r| r.status == RecoveryStatus::Pending).cloned();
    let last_reject_reason = recoveries
        .iter()
        .find(|r| r.cycle_start == start && r.status != RecoveryStatus::Pending)
        .filter(|r| r.status == RecoveryStatus::Rejected)
        .and_then(|r| r.reject_reason.clone());
    let claimed_today = daily_claim::Entity::find()
        .filter(daily_claim::Column::UserId.eq(user_id))
        .filter(daily_claim::Column::ClaimDate.eq(today))
        .one(conn)
        .await?
        .is_some();
    Ok(CycleState { today, start, signed, missed, pending, last_reject_reason, claimed_today })
}

/// The first day of the current cycle: the latest stored one while its 30 days last, otherwise
/// today (a cycle that starts with today's check-in).
async fn current_start(conn: &impl ConnectionTrait, user_id: i64, today: NaiveDate) -> AppResult<NaiveDate> {
    let latest = daily_cycle::Entity::find()
        .filter(daily_cycle::Column::UserId.eq(user_id))
        .filter(daily_cycle::Column::StartDate.lte(today))
        .order_by_desc(daily_cycle::Column::StartDate)
        .one(conn)
        .await?;
    Ok(match latest {
        Some(cycle) if today < cycle.start_date + Duration::days(CYCLE_DAYS) => cycle.start_date,
        _ => today,
    })
}

/// Stores a cycle starting on `start` (once: a second store of the same day does nothing).
async fn store_cycle(tx: &impl ConnectionTrait, user_id: i64, start: NaiveDate) -> AppResult<()> {
    let cycle = daily_cycle::ActiveModel {
        user_id: Set(user_id),
        start_date: Set(start),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    daily_cycle::Entity::insert(cycle)
        .on_conflict(
            OnConflict::columns([daily_cycle::Column::UserId, daily_cycle::Column::StartDate]).do_nothing().to_owned(),
        )
        .do_nothing()
        .exec(tx)
        .await?;
    Ok(())
}

/// Today in Yangon when `date` says it; anything else is refused, naming today.
pub(crate) fn checked_date(ctx: &AppContext, date: Option<&str>) -> AppResult<NaiveDate> {
    let today = ctx.clock.myanmar_today();
    let given = date.map(str::trim).and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok());
    if given != Some(today) {
        return Err(AppError::invalid("date", Msg::new("rewards.date_not_today").arg("today", day(today))));
    }
    Ok(today)
}

pub(crate) fn day(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// The cycle's days as the dialog draws them.
fn days(state: &CycleState) -> Vec<DailySign> {
    state
        .start
        .iter_days()
        .take_while(|d| *d <= state.today)
        .filter(|d| *d < state.today || state.signed.contains(d))
        .map(|d| DailySign { date: day(d), status: state.signed.contains(&d) })
        .collect()
}

pub(crate) fn recovery_check(state: &CycleState, fee_mmk: i64) -> RecoveryCheck {
    RecoveryCheck {
        status: state.missed.is_empty(),
        missed_days: state.missed.iter().map(|d| day(*d)).collect(),
        pending: state.pending.is_some(),
        fee_mmk,
        last_reject_reason: state.last_reject_reason.clone(),
    }
}

/// The dialog's state for the shopper, today.
pub async fn daily_reward(ctx: &AppContext, user_id: i64) -> AppResult<DailyReward> {
    let today = ctx.clock.myanmar_today();
    let state = cycle_state(ctx.db.conn(), user_id, today).await?;
    let settings = crate::settings::stored(ctx.db.conn()).await?;
    Ok(DailyReward {
        today: day(today),
        cycle_start: day(state.start),
        days: days(&state),
        signed_today: state.signed.contains(&today),
        claimed_today: state.claimed_today,
        daily_point: settings.daily_point,
        recovery: recovery_check(&state, settings.recovery_fee_mmk),
    })
}

/// `GET api/user/daily-sign/list`.
pub async fn list(ctx: &AppContext, user_id: i64) -> AppResult<Vec<DailySign>> {
    let state = cycle_state(ctx.db.conn(), user_id, ctx.clock.myanmar_today()).await?;
    Ok(days(&state))
}

/// `GET api/user/daily-sign/recover/check`.
pub async fn check(ctx: &AppContext, user_id: i64) -> AppResult<RecoveryCheck> {
    let state = cycle_state(ctx.db.conn(), user_id, ctx.clock.myanmar_today()).await?;
    let fee = crate::settings::stored(ctx.db.conn()).await?.recovery_fee_mmk;
    Ok(recovery_check(&state, fee))
}

/// Checks the shopper in for today (`date` must be today in Yangon).
#[tracing::instrument(skip(ctx))]
pub async fn check_in(ctx: &AppContext, user_id: i64, date: Option<&str>) -> AppResult<()> {
    ctx.action_limiter.check(Action::CheckIn, user_id).await?;
    let today = checked_date(ctx, date)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let state = cycle_state(tx, user_id, today).await?;
                if state.signed.contains(&today) {
                    return Err(already_signed());
                }
                // A missed day blocks the check-in unless a recovery waiting for an admin pays for it.
                if !state.uncovered().is_empty() {
                    return Err(AppError::invalid("date", Msg::new("rewards.missed_day")));
                }
                store_cycle(tx, user_id, state.start).await?;
                daily_sign::ActiveModel {
                    user_id: Set(user_id),
                    sign_date: Set(today),
                    recovered: Set(false),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                Ok(())
            })
        })
        .await
        .map_err(|err| {
            if violates_unique_index(&err, "daily_sign_user_date", "daily_sign", &["user_id", "sign_date"]) {
                already_signed()
            } else {
                err
            }
        })
}

/// Collects today's tokens once, after today's check-in; day 30 of an unbroken cycle adds the bonus.
#[tracing::instrument(skip(ctx))]
pub async fn claim(ctx: &AppContext, user_id: i64, date: Option<&str>) -> AppResult<DailyClaim> {
    ctx.action_limiter.check(Action::CheckIn, user_id).await?;
    let today = checked_date(ctx, date)?;
    let settings = crate::settings::stored(ctx.db.conn()).await?;
    let (daily_point, bonus_point) = (settings.daily_point, settings.daily_reward_point);
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let state = cycle_state(tx, user_id, today).await?;
                if !state.signed.contains(&today) {
                    return Err(AppError::invalid("date", Msg::new("rewards.check_in_first")));
                }
                if state.claimed_today {
                    return Err(already_claimed());
                }
                let last_day = state.start + Duration::days(CYCLE_DAYS - 1);
                let unbroken = state.start.iter_days().take(CYCLE_DAYS as usize).all(|d| state.signed.contains(&d));
                let bonus = if today == last_day && unbroken { bonus_point } else { 0 };
                // The row first: of racing claims only one inserts it; the others roll back unpaid.
                let claimed = daily_claim::ActiveModel {
                    user_id: Set(user_id),
                    claim_date: Set(today),
                    tokens: Set(daily_point),
                    bonus: Set(bonus),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                let entry =
                    |reason| Entry { reason, reference_type: Some("daily_claim"), reference_id: Some(claimed.id) };
                if daily_point > 0 {
                    ledger::credit(tx, user_id, Currency::Token, daily_point, entry("daily_claim")).await?;
                    tokens_credited(tx, user_id, daily_point, "daily_reward").await?;
                }
                if bonus > 0 {
                    ledger::credit(tx, user_id, Currency::Token, bonus, entry("daily_bonus")).await?;
                    tokens_credited(tx, user_id, bonus, "daily_bonus").await?;
                }
                Ok(DailyClaim { date: day(today), tokens: daily_point, bonus })
            })
        })
        .await
        .map_err(|err| {
            if violates_unique_index(&err, "daily_claim_user_date", "daily_claim", &["user_id", "claim_date"]) {
                already_claimed()
            } else {
                err
            }
        })
}

/// When an approved recovery completes a cycle whose day 30 was already claimed (the shopper
/// checked in while the admin decided), the bonus that claim could not pay is paid now, once: the
/// claim's bonus moves from 0 to the amount with an update conditional on it still being 0.
pub(crate) async fn pay_late_bonus(tx: &impl ConnectionTrait, user_id: i64, start: NaiveDate) -> AppResult<()> {
    let last_day = start + Duration::days(CYCLE_DAYS - 1);
    let claim = daily_claim::Entity::find()
        .filter(daily_claim::Column::UserId.eq(user_id))
        .filter(daily_claim::Column::ClaimDate.eq(last_day))
        .filter(daily_claim::Column::Bonus.eq(0))
        .one(tx)
        .await?;
    let Some(claim) = claim else { return Ok(()) };
    let signed = cycle_state(tx, user_id, last_day).await?.signed;
    let bonus = crate::settings::stored(tx).await?.daily_reward_point;
    if signed.len() as i64 != CYCLE_DAYS || bonus <= 0 {
        return Ok(());
    }
    let paid = daily_claim::Entity::update_many()
        .col_expr(daily_claim::Column::Bonus, sea_orm::sea_query::Expr::value(bonus))
        .filter(daily_claim::Column::Id.eq(claim.id))
        .filter(daily_claim::Column::Bonus.eq(0))
        .exec(tx)
        .await?;
    if paid.rows_affected == 1 {
        let entry = Entry { reason: "daily_bonus", reference_type: Some("daily_claim"), reference_id: Some(claim.id) };
        ledger::credit(tx, user_id, Currency::Token, bonus, entry).await?;
        tokens_credited(tx, user_id, bonus, "daily_bonus").await?;
    }
    Ok(())
}

/// Tells the shopper their daily sign-in paid `amount` tokens (`source`: `daily_reward` or `daily_bonus`).
async fn tokens_credited(tx: &impl ConnectionTrait, user_id: i64, amount: i64, source: &str) -> AppResult<()> {
    notify::service::record(tx, user_id, "tokens_credited", serde_json::json!({"amount": amount, "source": source}))
        .await
}

/// The current cycle's claims, oldest first.
pub async fn claims(ctx: &AppContext, user_id: i64) -> AppResult<Vec<DailyClaim>> {
    let today = ctx.clock.myanmar_today();
    let start = current_start(ctx.db.conn(), user_id, today).await?;
    let rows = daily_claim::Entity::find()
        .filter(daily_claim::Column::UserId.eq(user_id))
        .filter(daily_claim::Column::ClaimDate.gte(start))
        .filter(daily_claim::Column::ClaimDate.lte(today))
        .order_by_asc(daily_claim::Column::ClaimDate)
        .all(ctx.db.conn())
        .await?;
    Ok(rows.into_iter().map(|c| DailyClaim { date: day(c.claim_date), tokens: c.tokens, bonus: c.bonus }).collect())
}

/// Gives up the current cycle's missed days: a new cycle starts today. Not while a recovery
/// waits for an admin (its approval would sign days of a cycle given up).
#[tracing::instrument(skip(ctx))]
pub async fn restart(ctx: &AppContext, user_id: i64, date: Option<&str>) -> AppResult<()> {
    ctx.action_limiter.check(Action::CheckIn, user_id).await?;
    let today = checked_date(ctx, date)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let state = cycle_state(tx, user_id, today).await?;
                if state.pending.is_some() {
                    return Err(AppError::invalid("date", Msg::new("rewards.recovery_pending")));
                }
                store_cycle(tx, user_id, today).await
            })
        })
        .await
}

fn already_signed() -> AppError {
    AppError::invalid("date", Msg::new("rewards.already_signed"))
}

fn already_claimed() -> AppError {
    AppError::invalid("date", Msg::new("rewards.already_claimed"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, day).unwrap()
    }

    fn state(missed: &[u32], pending: Option<(u32, &str)>) -> CycleState {
        CycleState {
            today: date(10),
            start: date(1),
            signed: BTreeSet::new(),
            missed: missed.iter().map(|d| date(*d)).collect(),
            pending: pending.map(|(start, days)| daily_recovery::Model {
                id: 1,
                user_id: 1,
                cycle_start: date(start),
                missed_days: days.to_owned(),
                fee_mmk: 1_000,
                status: RecoveryStatus::Pending,
                payment_method_id: 1,
                payment_method_name: "KBZPay".into(),
                payment_screenshot_id: 1,
                reject_reason: None,
                decided_by: None,
                decided_at: None,
                created_at: Utc::now(),
            }),
            last_reject_reason: None,
            claimed_today: false,
        }
    }

    #[test]
    fn a_pending_recovery_covers_the_days_it_pays_for_and_only_in_its_cycle() {
        assert_eq!(state(&[3, 4], None).uncovered(), vec![date(3), date(4)]);
        assert_eq!(state(&[3, 4], Some((1, "2026-11-03"))).uncovered(), vec![date(4)]);
        assert!(state(&[3, 4], Some((1, "2026-11-03,2026-11-04"))).uncovered().is_empty());
        // A recovery of an earlier cycle pays for nothing in this one.
        assert_eq!(state(&[3], Some((2, "2026-11-03"))).uncovered(), vec![date(3)]);
    }

    #[test]
    fn the_recovery_check_lists_missed_days_as_the_spec_writes_them() {
        let check = recovery_check(&state(&[3, 4], None), 1_500);
        assert!(!check.status);
        assert_eq!(check.missed_days, vec!["2026-11-03".to_owned(), "2026-11-04".to_owned()]);
        assert_eq!(check.fee_mmk, 1_500);
        assert!(recovery_check(&state(&[], None), 1_500).status);
    }
}
