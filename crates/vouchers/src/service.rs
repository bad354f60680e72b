//! The admin's vouchers: made, paused and resumed, listed with their uses and the kyat given away.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use kernel::{audit, auth::CurrentUser, text::Translated, AppContext, AppError, AppResult, Msg};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::{
    entity::{voucher, voucher_target, voucher_use},
    model::{Voucher, VoucherInput, VoucherKind, VoucherState},
};

fn invalid(field: &'static str, key: &'static str) -> AppError {
    AppError::invalid(field, Msg::new(key))
}

/// The admin's input, checked: every rule that keeps a voucher sensible.
fn check(input: &VoucherInput, now: DateTime<Utc>) -> AppResult<String> {
    let code = input.code.trim().to_uppercase();
    let well_formed = (3..=24).contains(&code.chars().count())
        && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !well_formed {
        return Err(invalid("code", "vouchers.code_invalid"));
    }
    match input.kind {
        VoucherKind::Percent if !(1..=100).contains(&input.value) => {
            return Err(invalid("value", "vouchers.percent_invalid"))
        }
        VoucherKind::Fixed if input.value < 1 => return Err(invalid("value", "vouchers.value_invalid")),
        _ => {}
    }
    if input.min_spend < 0 {
        return Err(invalid("min_spend", "vouchers.amount_invalid"));
    }
    // A fixed voucher never takes off more than the goods it needs: no total below nothing.
    if input.kind == VoucherKind::Fixed && input.min_spend <= input.value {
        return Err(AppError::invalid(
            "min_spend",
            Msg::new("vouchers.min_spend_below_value").arg("amount", receipts::grouped(input.value + 1)),
        ));
    }
    if input.max_discount.is_some_and(|m| m < 1) {
        return Err(invalid("max_discount", "vouchers.value_invalid"));
    }
    if input.uses_per_shopper.is_some_and(|u| u < 1) {
        return Err(invalid("uses_per_shopper", "vouchers.uses_invalid"));
    }
    if input.total_uses.is_some_and(|u| u < 1) {
        return Err(invalid("total_uses", "vouchers.uses_invalid"));
    }
    if let (Some(starts), Some(ends)) = (input.starts_at, input.ends_at) {
        if ends <= starts {
            return Err(invalid("ends_at", "vouchers.ends_before_start"));
        }
    }
    if input.ends_at.is_some_and(|ends| ends <= now) {
        return Err(invalid("ends_at", "vouchers.ends_in_past"));
    }
    if input.title.as_ref().is_some_and(|t| t.en.chars().count() > 120) {
        return Err(invalid("title", "vouchers.title_too_long"));
    }
    kernel::input::check_list("product_ids", input.product_ids.len())?;
    kernel::input::check_list("category_ids", input.category_ids.len())?;
    Ok(code)
}

/// Admin: makes a voucher; answers its id.
pub async fn create_voucher(ctx: &AppContext, admin: CurrentUser, input: VoucherInput) -> AppResult<i64> {
    admin.require_staff()?;
    let now = ctx.clock.now();
    let code = check(&input, now)?;
    for id in &input.product_ids {
        if catalog::service::find_product(ctx.db.conn(), *id).await?.is_none() {
            return Err(invalid("product_ids", "catalog.product_unavailable"));
        }
    }
    for id in &input.category_ids {
        if catalog::entity::category::Entity::find_by_id(*id).one(ctx.db.conn()).await?.is_none() {
            return Err(invalid("category_ids", "vouchers.category_unknown"));
        }
    }
    let title = input.title.clone().unwrap_or_else(|| Translated::new(&code, None, None)).trimmed();
    ctx.db
        .write(|tx| {
            let (input, code, title) = (input.clone(), code.clone(), title.clone());
            Box::pin(async move {
                if voucher::Entity::find().filter(voucher::Column::Code.eq(&code)).one(tx).await?.is_some() {
                    return Err(invalid("code", "vouchers.code_taken"));
                }
                let made = voucher::ActiveModel {
                    code: Set(code.clone()),
                    kind: Set(input.kind),
                    value: Set(input.value),
                    min_spend: Set(input.min_spend),
                    max_discount: Set(input.max_discount),
                    uses_per_shopper: Set(input.uses_per_shopper),
                    total_uses: Set(input.total_uses),
                    used: Set(0),
                    starts_at: Set(input.starts_at),
                    ends_at: Set(input.ends_at),
                    first_order_only: Set(input.first_order_only),
                    paused: Set(false),
                    title_en: Set(title.en.clone()),
                    title_mm: Set(title.mm.clone()),
                    title_ch: Set(title.ch.clone()),
                    created_by: Set(admin.id),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                let products = input.product_ids.iter().map(|id| (Some(*id), None));
                let categories = input.category_ids.iter().map(|id| (None, Some(*id)));
                for (product_id, category_id) in products.chain(categories) {
                    voucher_target::ActiveModel {
                        voucher_id: Set(made.id),
                        product_id: Set(product_id),
                        category_id: Set(category_id),
                        ..Default::default()
                    }
                    .insert(tx)
                    .await?;
                }
                let detail = serde_json::json!({
                    "code": code, "kind": input.kind, "value": input.value, "total_uses": input.total_uses,
                });
                audit::record(tx, Some(admin), "voucher.create", "voucher", Some(made.id), detail).await?;
                Ok(made.id)
            })
        })
        .await
}

/// Admin: pauses a voucher (shoppers' new orders cannot use it) or resumes it.
pub async fn set_voucher_paused(ctx: &AppContext, admin: CurrentUser, id: i64, paused: bool) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let found = voucher::Entity::find_by_id(id).one(tx).await?;
                let found = found.ok_or_else(|| AppError::not_found("vouchers.not_found"))?;
                let mut active: voucher::ActiveModel = found.into();
                active.paused = Set(paused);
                active.update(tx).await?;
                let action = if paused { "voucher.pause" } else { "voucher.resume" };
                audit::record(tx, Some(admin), action, "voucher", Some(id), serde_json::json!({})).await?;
                Ok(())
            })
        })
        .await
}

/// Admin: every voucher, newest first, with its uses and what it gave away.
pub async fn vouchers(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<Voucher>> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let rows = voucher::Entity::find().order_by_desc(voucher::Column::Id).all(conn).await?;
    let ids: Vec<i64> = rows.iter().map(|v| v.id).collect();
    let targets =
        voucher_target::Entity::find().filter(voucher_target::Column::VoucherId.is_in(ids.clone())).all(conn).await?;
    let given = given_by_voucher(conn, &ids).await?;
    let now = ctx.clock.now();
    Ok(rows
        .into_iter()
        .map(|v| {
            let mine = targets.iter().filter(|t| t.voucher_id == v.id);
            let state = state(&v, now);
            Voucher {
                id: v.id,
                product_ids: mine.clone().filter_map(|t| t.product_id).collect(),
                category_ids: mine.filter_map(|t| t.category_id).collect(),
                given_mmk: given.get(&v.id).copied().unwrap_or(0),
                code: v.code,
                kind: v.kind,
                value: v.value,
                min_spend: v.min_spend,
                max_discount: v.max_discount,
                uses_per_shopper: v.uses_per_shopper,
                total_uses: v.total_uses,
                used: v.used,
                starts_at: v.starts_at,
                ends_at: v.ends_at,
                first_order_only: v.first_order_only,
                paused: v.paused,
                state,
                title: Translated { en: v.title_en, mm: v.title_mm, ch: v.title_ch },
                created_at: v.created_at,
            }
        })
        .collect())
}

fn state(v: &voucher::Model, now: DateTime<Utc>) -> VoucherState {
    if v.paused {
        VoucherState::Paused
    } else if v.ends_at.is_some_and(|at| at <= now) {
        VoucherState::Expired
    } else if v.starts_at.is_some_and(|at| at > now) {
        VoucherState::Scheduled
    } else if v.total_uses.is_some_and(|all| v.used >= all) {
        VoucherState::UsedUp
    } else {
        VoucherState::Active
    }
}

/// Kyat taken off by the live uses of each voucher.
async fn given_by_voucher(conn: &impl ConnectionTrait, ids: &[i64]) -> AppResult<HashMap<i64, i64>> {
    let uses = voucher_use::Entity::find()
        .filter(voucher_use::Column::VoucherId.is_in(ids.iter().copied()))
        .filter(voucher_use::Column::GivenBackAt.is_null())
        .all(conn)
        .await?;
    let mut given = HashMap::new();
    for used in uses {
        *given.entry(used.voucher_id).or_insert(0) += used.discount;
    }
    Ok(given)
}
