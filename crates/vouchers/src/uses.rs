//! Taking a voucher's use in an order's transaction, and giving it back once.

use chrono::{DateTime, Utc};
use kernel::{AppError, AppResult, Msg};
use sea_orm::{sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::{
    entity::{voucher, voucher_use},
    pricing::{Applied, FIELD},
};

/// Takes one use of the voucher for `order_id`, inside the order's transaction: a conditional
/// update that only counts while the voucher is live and not used up, so however many orders take
/// the last use at once, one gets it and the others are refused (and their orders with them).
pub async fn take(
    tx: &impl ConnectionTrait,
    applied: &Applied,
    user_id: i64,
    order_id: i64,
    now: DateTime<Utc>,
) -> AppResult<()> {
    let taken = voucher::Entity::update_many()
        .col_expr(voucher::Column::Used, Expr::col(voucher::Column::Used).add(1))
        .filter(voucher::Column::Id.eq(applied.voucher_id))
        .filter(voucher::Column::Paused.eq(false))
        .filter(
            voucher::Column::TotalUses
                .is_null()
                .or(Expr::col(voucher::Column::Used).lt(Expr::col(voucher::Column::TotalUses))),
        )
        .filter(voucher::Column::StartsAt.is_null().or(voucher::Column::StartsAt.lte(now)))
        .filter(voucher::Column::EndsAt.is_null().or(voucher::Column::EndsAt.gt(now)))
        .exec(tx)
        .await?;
    if taken.rows_affected != 1 {
        return Err(AppError::invalid(FIELD, Msg::new("vouchers.used_up")));
    }
    // Counted after the update: on PostgreSQL (SERIALIZABLE) two orders of one shopper racing for
    // their last use conflict here and one is retried, which then sees the other's use.
    let v = voucher::Entity::find_by_id(applied.voucher_id).one(tx).await?;
    if let Some(mine) = v.and_then(|v| v.uses_per_shopper) {
        if crate::pricing::uses_of(tx, applied.voucher_id, user_id).await? >= mine {
            return Err(AppError::invalid(FIELD, Msg::new("vouchers.used_by_you")));
        }
    }
    voucher_use::ActiveModel {
        voucher_id: Set(applied.voucher_id),
        user_id: Set(user_id),
        order_id: Set(order_id),
        discount: Set(applied.discount),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    Ok(())
}

/// Gives back the use an order took, once: in the transaction that cancels or rejects the order.
/// Answers whether a use came back (false: the order had none, or it was given back before).
pub async fn give_back(tx: &impl ConnectionTrait, order_id: i64, now: DateTime<Utc>) -> AppResult<bool> {
    let Some(used) = voucher_use::Entity::find()
        .filter(voucher_use::Column::OrderId.eq(order_id))
        .filter(voucher_use::Column::GivenBackAt.is_null())
        .one(tx)
        .await?
    else {
        return Ok(false);
    };
    let given = voucher_use::Entity::update_many()
        .col_expr(voucher_use::Column::GivenBackAt, Expr::value(now))
        .filter(voucher_use::Column::Id.eq(used.id))
        .filter(voucher_use::Column::GivenBackAt.is_null())
        .exec(tx)
        .await?;
    if given.rows_affected != 1 {
        return Ok(false);
    }
    voucher::Entity::update_many()
        .col_expr(voucher::Column::Used, Expr::col(voucher::Column::Used).sub(1))
        .filter(voucher::Column::Id.eq(used.voucher_id))
        .exec(tx)
        .await?;
    Ok(true)
}
