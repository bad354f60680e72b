//! Paying to recover missed days: the fee goes through the payments owner (method, screenshot,
//! decide-once); an approval signs the days the recovery listed, a rejection changes nothing but
//! keeps the reason. One recovery waits per shopper (a partial unique index), so two submitted at
//! once store one and delete the other's screenshot.

use chrono::Utc;
use kernel::ratelimit::Action;
use kernel::{auth::CurrentUser, compat::violates_unique_index, AppContext, AppError, AppResult, Locale, Msg};
use payments::{
    decision::{decide_once, required_reason, Decision},
    transfer::Delivery,
    Transfer, TransferFields,
};
use sea_orm::{sea_query::OnConflict, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::{
    daily::{cycle_state, day, pay_late_bonus, recovery_check, CycleState},
    entity::{daily_recovery, daily_sign},
    model::{PendingRecovery, RecoveryCheck, RecoveryStatus},
};

payments::pending_payments!(daily_recovery, RecoveryStatus::Pending, "daily_recovery", RejectReason);

/// What stops a recovery being asked for now (nothing missed, one already waiting).
fn refusal(state: &CycleState) -> Option<AppError> {
    if state.missed.is_empty() {
        return Some(AppError::invalid("date", Msg::new("rewards.nothing_missed")));
    }
    state.pending.as_ref().map(|_| recovery_pending())
}

/// Pays the recovery fee for the current cycle's missed days; it waits for an admin.
#[tracing::instrument(skip(ctx, transfer))]
pub async fn request(ctx: &AppContext, user_id: i64, transfer: Transfer) -> AppResult<RecoveryCheck> {
    ctx.action_limiter.check(Action::CheckIn, user_id).await?;
    let today = ctx.clock.myanmar_today();
    // Refused before the screenshot is stored, so a refusal leaves no file behind.
    if let Some(refused) = refusal(&cycle_state(ctx.db.conn(), user_id, today).await?) {
        return Err(refused);
    }
    let fee = crate::settings::stored(ctx.db.conn()).await?.recovery_fee_mmk;
    let paid = payments::prepare(ctx, user_id, transfer, &TransferFields::SCREENSHOT, Delivery::NothingShips).await?;
    let key = paid.screenshot.key.clone();
    let result = ctx
        .db
        .write(|tx| {
            let (screenshot, method_id, method_name) =
                (paid.screenshot.clone(), paid.method.id, paid.method.name.clone());
            Box::pin(async move {
                let state = cycle_state(tx, user_id, today).await?;
                if let Some(refused) = refusal(&state) {
                    return Err(refused);
                }
                let screenshot =
                    payments::screenshot::record::<daily_recovery::Entity>(tx, user_id, &screenshot).await?;
                let missed: Vec<String> = state.missed.iter().map(|d| day(*d)).collect();
                let recovery = daily_recovery::Entity::insert(daily_recovery::ActiveModel {
                    user_id: Set(user_id),
                    cycle_start: Set(state.start),
                    missed_days: Set(missed.join(",")),
                    fee_mmk: Set(fee),
                    status: Set(RecoveryStatus::Pending),
                    payment_method_id: Set(method_id),
                    payment_method_name: Set(method_name),
                    payment_screenshot_id: Set(screenshot),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                })
                .exec(tx)
                .await?;
                payments::screenshot::attach(tx, screenshot, recovery.last_insert_id, fee).await?;
                Ok(())
            })
        })
        .await
        .map_err(|err| {
            if violates_unique_index(&err, "daily_recovery_one_pending", "daily_recovery", &["user_id"]) {
                recovery_pending()
            } else {
                err
            }
        });
    ctx.media.discard_on_error(result, std::slice::from_ref(&key)).await?;
    let state = cycle_state(ctx.db.conn(), user_id, today).await?;
    Ok(recovery_check(&state, fee))
}

fn recovery_pending() -> AppError {
    AppError::invalid("date", Msg::new("rewards.recovery_pending"))
}

/// Admin: recoveries whose payment waits to be checked, oldest first.
pub async fn pending(ctx: &AppContext, admin: CurrentUser, locale: Locale) -> AppResult<Vec<PendingRecovery>> {
    admin.require_staff()?;
    let rows = daily_recovery::Entity::find()
        .filter(daily_recovery::Column::Status.eq(RecoveryStatus::Pending))
        .order_by_asc(daily_recovery::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let customers = accounts::service::names_and_phones(ctx, rows.iter().map(|r| r.user_id)).await?;
    let mut checks =
        payments::checks::view::for_queue(ctx, rows.iter().map(|r| r.payment_screenshot_id), locale).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let (customer_name, customer_phone) = customers.get(&r.user_id).cloned().unwrap_or_default();
            let payments::checks::view::PaymentChecks { flags, receipt } = checks.take(r.payment_screenshot_id);
            PendingRecovery {
                id: r.id,
                user_id: r.user_id,
                customer_name,
                customer_phone,
                missed_days: r.missed().into_iter().map(day).collect(),
                fee_mmk: r.fee_mmk,
                payment: r.payment_method_name,
                screenshot_url: payments::screenshot::url(r.payment_screenshot_id),
                flags,
                receipt,
                created_at: r.created_at,
            }
        })
        .collect())
}

/// Admin: the fee is paid; the recovery's missed days are signed.
pub async fn approve(ctx: &AppContext, admin: CurrentUser, id: i64) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let recovery = decide(tx, id, RecoveryStatus::Approved, None, admin, "recovery.approve").await?;
                for date in recovery.missed() {
                    let sign = daily_sign::ActiveModel {
                        user_id: Set(recovery.user_id),
                        sign_date: Set(date),
                        recovered: Set(true),
                        created_at: Set(Utc::now()),
                        ..Default::default()
                    };
                    daily_sign::Entity::insert(sign)
                        .on_conflict(
                            OnConflict::columns([daily_sign::Column::UserId, daily_sign::Column::SignDate])
                                .do_nothing()
                                .to_owned(),
                        )
                        .do_nothing()
                        .exec(tx)
                        .await?;
                }
                pay_late_bonus(tx, recovery.user_id, recovery.cycle_start).await?;
                let days: Vec<String> = recovery.missed().into_iter().map(day).collect();
                notify::service::record(tx, recovery.user_id, "recovery_approved", serde_json::json!({"days": days}))
                    .await
            })
        })
        .await
}

/// Admin: the payment is not right; nothing is signed and the shopper is told why.
pub async fn reject(ctx: &AppContext, admin: CurrentUser, id: i64, reason: String) -> AppResult<()> {
    admin.require_staff()?;
    let reason = required_reason(&reason)?;
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let recovery =
                    decide(tx, id, RecoveryStatus::Rejected, Some(reason.clone()), admin, "recovery.reject").await?;
                notify::service::record(
                    tx,
                    recovery.user_id,
                    "recovery_rejected",
                    serde_json::json!({"reason": reason}),
                )
                .await
            })
        })
        .await
}

async fn decide(
    tx: &impl ConnectionTrait,
    id: i64,
    to: RecoveryStatus,
    reason: Option<String>,
    admin: CurrentUser,
    action: &'static str,
) -> AppResult<daily_recovery::Model> {
    let recovery = daily_recovery::Entity::find_by_id(id)
        .one(tx)
        .await?
        .ok_or_else(|| AppError::not_found("rewards.recovery_not_found"))?;
    let details = serde_json::json!({"user_id": recovery.user_id, "missed_days": recovery.missed_days});
    let decision = Decision { to, reason, by: Some(admin), action, details };
    if !decide_once::<daily_recovery::Entity>(tx, id, decision).await? {
        return Err(AppError::invalid("id", Msg::new("rewards.recovery_already_decided")));
    }
    Ok(recovery)
}

/// Recoveries whose fee payment waits to be checked (the admin dashboard's count).
pub async fn pending_count(conn: &impl ConnectionTrait) -> AppResult<u64> {
    use sea_orm::PaginatorTrait;
    Ok(daily_recovery::Entity::find()
        .filter(daily_recovery::Column::Status.eq(RecoveryStatus::Pending))
        .count(conn)
        .await?)
}
