//! What a code takes off: every rule a voucher has, checked against the lines being bought, now.
//! Used for the preview and again inside the order's transaction (where [`crate::uses::take`]
//! then takes the use), so what the shopper saw is what the order pays, or the order is refused.

use chrono::{DateTime, Utc};
use kernel::{text::Translated, AppError, AppResult, Msg};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::{
    entity::{voucher, voucher_target, voucher_use},
    model::VoucherKind,
};

/// A line about to be bought, as a voucher sees it.
#[derive(Debug, Clone)]
pub struct Line {
    pub product_id: i64,
    pub category_id: i64,
    /// Price times quantity, in kyat.
    pub subtotal: i64,
    /// False for token packs, which no voucher discounts.
    pub discountable: bool,
}

/// A code that applies, and what it takes off.
#[derive(Debug, Clone)]
pub struct Applied {
    pub voucher_id: i64,
    pub code: String,
    pub discount: i64,
    pub title: Translated,
}

/// The field errors of codes name.
pub const FIELD: &str = "voucher_code";

fn refused(key: &'static str) -> AppError {
    AppError::invalid(FIELD, Msg::new(key))
}

/// A code as shoppers type it, as it is kept: trimmed, upper case. Empty: no code.
pub fn normalized(code: Option<&str>) -> Option<String> {
    code.map(|c| c.trim().to_uppercase()).filter(|c| !c.is_empty())
}

/// Whether `code` takes something off `lines` for this shopper now, and how much. `first_order`:
/// the shopper has no order that was not cancelled or rejected.
pub async fn evaluate(
    conn: &impl ConnectionTrait,
    code: &str,
    user_id: i64,
    lines: &[Line],
    first_order: bool,
    now: DateTime<Utc>,
) -> AppResult<Applied> {
    let found = voucher::Entity::find().filter(voucher::Column::Code.eq(code)).one(conn).await?;
    let v = found.ok_or_else(|| refused("vouchers.unknown"))?;
    if v.paused {
        return Err(refused("vouchers.paused"));
    }
    if v.starts_at.is_some_and(|at| at > now) {
        return Err(refused("vouchers.not_started"));
    }
    if v.ends_at.is_some_and(|at| at <= now) {
        return Err(refused("vouchers.expired"));
    }
    if v.total_uses.is_some_and(|all| v.used >= all) {
        return Err(refused("vouchers.used_up"));
    }
    if let Some(mine) = v.uses_per_shopper {
        if uses_of(conn, v.id, user_id).await? >= mine {
            return Err(refused("vouchers.used_by_you"));
        }
    }
    if v.first_order_only && !first_order {
        return Err(refused("vouchers.first_order_only"));
    }
    let targets = voucher_target::Entity::find().filter(voucher_target::Column::VoucherId.eq(v.id)).all(conn).await?;
    let applies = |line: &Line| {
        line.discountable
            && (targets.is_empty()
                || targets
                    .iter()
                    .any(|t| t.product_id == Some(line.product_id) || t.category_id == Some(line.category_id)))
    };
    let goods: i64 = lines.iter().map(|l| l.subtotal).sum();
    let eligible: i64 = lines.iter().filter(|l| applies(l)).map(|l| l.subtotal).sum();
    if eligible == 0 {
        return Err(refused("vouchers.not_applicable"));
    }
    if eligible < v.min_spend {
        return Err(AppError::invalid(
            FIELD,
            Msg::new("vouchers.min_spend").arg("amount", receipts::grouped(v.min_spend)),
        ));
    }
    let discount = match v.kind {
        VoucherKind::Percent => {
            let off = eligible * v.value / 100;
            v.max_discount.map_or(off, |cap| off.min(cap))
        }
        VoucherKind::Fixed => v.value,
    };
    // Something is always left to pay: a transfer of nothing has no screenshot.
    if discount >= goods || discount > eligible {
        return Err(refused("vouchers.over_total"));
    }
    let title = Translated { en: v.title_en, mm: v.title_mm, ch: v.title_ch };
    Ok(Applied { voucher_id: v.id, code: v.code, discount, title })
}

/// The shopper's uses of the voucher that were not given back.
pub(crate) async fn uses_of(conn: &impl ConnectionTrait, voucher_id: i64, user_id: i64) -> AppResult<i64> {
    let count = voucher_use::Entity::find()
        .filter(voucher_use::Column::VoucherId.eq(voucher_id))
        .filter(voucher_use::Column::UserId.eq(user_id))
        .filter(voucher_use::Column::GivenBackAt.is_null())
        .count(conn)
        .await?;
    Ok(count as i64)
}
