//! Deciding a pending transfer once: approve, or reject with a reason, audited.
//!
//! Every table of payments an admin checks (orders, shipping orders, ticket purchases, and the
//! coming recoveries) implements [`PendingPayments`]; [`decide_once`] moves one row out of pending
//! with an update conditional on it still being pending, so two admins deciding at once, or an
//! admin racing an expiry, cannot both win. The loser learns it from the `false` answer and says
//! "already decided" in its own words.

use chrono::Utc;
use kernel::{audit, auth::CurrentUser, AppError, AppResult, Msg};
use sea_orm::{sea_query::Expr, ActiveEnum, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

/// The columns a decision writes.
pub struct DecisionColumns<C> {
    pub id: C,
    pub status: C,
    /// The admin's reason (rejections; null otherwise).
    pub reason: C,
    pub decided_by: C,
    pub decided_at: C,
}

/// A table of payments an admin decides.
pub trait PendingPayments: EntityTrait {
    type Status: ActiveEnum + Copy + Send + Sync + Into<sea_orm::Value> + 'static;
    /// The state a row waits in.
    const PENDING: Self::Status;
    /// The audit log's subject type (`order`, `shipping_order`, `ticket_purchase`).
    const SUBJECT: &'static str;
    fn columns() -> DecisionColumns<Self::Column>;
}

/// Implements [`PendingPayments`] for a payments table with the usual `id`, `status`,
/// `decided_by` and `decided_at` columns: `pending_payments!(shop_order, OrderStatus::Pending,
/// "order", CancelReason)` names the entity module, the pending state, the audit subject and the
/// reason column.
#[macro_export]
macro_rules! pending_payments {
    ($table:ident, $status:ident :: $pending:ident, $subject:literal, $reason:ident) => {
        impl $crate::decision::PendingPayments for $table::Entity {
            type Status = $status;
            const PENDING: $status = $status::$pending;
            const SUBJECT: &'static str = $subject;

            fn columns() -> $crate::decision::DecisionColumns<$table::Column> {
                $crate::decision::DecisionColumns {
                    id: $table::Column::Id,
                    status: $table::Column::Status,
                    reason: $table::Column::$reason,
                    decided_by: $table::Column::DecidedBy,
                    decided_at: $table::Column::DecidedAt,
                }
            }
        }
    };
}

/// What an admin (or the shop itself, for an expiry) decided.
pub struct Decision<S> {
    pub to: S,
    pub reason: Option<String>,
    /// `None` when the shop decides by itself (an expired hold).
    pub by: Option<CurrentUser>,
    /// The audit action (`order.approve`).
    pub action: &'static str,
    /// Facts for the audit log; the reason is added to them.
    pub details: serde_json::Value,
}

/// Moves row `id` from pending to `decision.to` and records it in the audit log, in the caller's
/// transaction. Answers `false`, having written nothing, when the row is not pending (any more).
#[tracing::instrument(skip(tx, decision), fields(subject = E::SUBJECT, action = decision.action))]
pub async fn decide_once<E: PendingPayments>(
    tx: &impl ConnectionTrait,
    id: i64,
    decision: Decision<E::Status>,
) -> AppResult<bool> {
    let columns = E::columns();
    let done = E::update_many()
        .col_expr(columns.status, Expr::value(decision.to))
        .col_expr(columns.reason, Expr::value(decision.reason.clone()))
        .col_expr(columns.decided_by, Expr::value(decision.by.map(|admin| admin.id)))
        .col_expr(columns.decided_at, Expr::value(Utc::now()))
        .filter(columns.id.eq(id))
        .filter(columns.status.eq(E::PENDING))
        .exec(tx)
        .await?;
    if done.rows_affected != 1 {
        return Ok(false);
    }
    queue_changed::<E>(tx).await?;
    let flags = crate::checks::submit::decided(tx, E::SUBJECT, id, decision.action).await?;
    let mut details = decision.details;
    if let Some(map) = details.as_object_mut() {
        if let Some(reason) = &decision.reason {
            map.insert("reason".to_owned(), reason.clone().into());
        }
        // What the admin was warned of when deciding.
        if !flags.is_empty() {
            map.insert("flags".to_owned(), serde_json::json!(flags));
        }
    }
    audit::record(tx, decision.by, decision.action, E::SUBJECT, Some(id), details).await?;
    Ok(true)
}

/// Tells the admins watching (the `adminQueueEvents` subscription, on every instance) that `E`'s
/// queue changed: a row arrived or was decided. Part of the caller's transaction.
pub async fn queue_changed<E: PendingPayments>(tx: &impl ConnectionTrait) -> AppResult<()> {
    kernel::live::announce(tx, kernel::live::LiveEvent::Queue { queue: E::SUBJECT.to_owned() }).await
}

/// A rejection's reason, trimmed (Zawgyi made Unicode); the shopper is shown it, so it cannot be empty.
pub fn required_reason(reason: &str) -> AppResult<String> {
    let reason = kernel::text::as_sent(reason);
    if reason.is_empty() {
        return Err(AppError::invalid("reason", Msg::new("payments.reason_required")));
    }
    Ok(reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rejection_needs_a_reason_the_shopper_can_read() {
        assert!(required_reason("").is_err());
        assert!(required_reason("  \n ").is_err());
        assert_eq!(required_reason("  wrong amount ").unwrap(), "wrong amount");
    }
}
