//! The admin console's people page: find accounts, grant or take tokens and referral points
//! (through the ledger, with a reason), make or unmake admins, block and unblock accounts. Every
//! change is in the audit log, in its own transaction.

use std::collections::HashMap;

use chrono::Utc;
use kernel::{
    audit,
    auth::{CurrentUser, Role},
    live::{self, LiveEvent},
    pagination::{PageMeta, PageParams},
    permissions::Permission,
    AppContext, AppError, AppResult, FieldError, Msg,
};
use sea_orm::{
    sea_query::{Expr, Func},
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter, QueryOrder, Set,
};

use crate::{
    entity::user,
    ledger::{self, Currency},
    model::{AdminUser, AdminUserPage, AdminUserRef},
    service::revoking_tokens,
};

/// Largest grant or take at once.
pub const MAX_GRANT: i64 = 1_000_000;
/// Length of a grant's reason, in characters, once trimmed.
const REASON_CHARS: std::ops::RangeInclusive<usize> = 3..=200;
pub const USERS_PER_PAGE: u64 = 20;

/// Admin: accounts, newest first; `search` matches a part of the phone number (digits, however it
/// is written: `979 123`, `+95979...`) or of the name, whatever its case.
pub async fn users(
    ctx: &AppContext,
    admin: CurrentUser,
    search: Option<&str>,
    page: PageParams,
) -> AppResult<AdminUserPage> {
    admin.require_staff()?;
    let mut select = user::Entity::find();
    if let Some(search) = search.map(kernel::text::as_sent).filter(|s| !s.is_empty()) {
        let mut matches = Condition::any();
        let name: String = search.to_lowercase().chars().filter(|c| !matches!(c, '%' | '_' | '\\')).collect();
        if !name.is_empty() {
            matches = matches.add(Expr::expr(Func::lower(Expr::col(user::Column::Name))).like(format!("%{name}%")));
        }
        if let Some(digits) = phone_fragment(&search) {
            matches = matches.add(user::Column::Phone.contains(&digits));
        }
        select = select.filter(matches);
    }
    let per_page = page.per_page(USERS_PER_PAGE);
    let paginator =
        select.order_by_desc(user::Column::CreatedAt).order_by_desc(user::Column::Id).paginate(ctx.db.conn(), per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    Ok(AdminUserPage {
        data: rows.into_iter().map(to_admin_user).collect(),
        meta: PageMeta::new(total, per_page, page.page()),
    })
}

/// Admin: one account (`NOT_FOUND` for an unknown id).
pub async fn user(ctx: &AppContext, admin: CurrentUser, user_id: i64) -> AppResult<AdminUser> {
    admin.require_staff()?;
    Ok(to_admin_user(find(ctx.db.conn(), user_id).await?))
}

/// Admin: adds (`amount` > 0) or takes (`amount` < 0) tokens or referral points, with a reason,
/// through the ledger; the shopper is told. A take that would leave less than zero changes nothing.
pub async fn grant(
    ctx: &AppContext,
    admin: CurrentUser,
    user_id: i64,
    currency: Currency,
    amount: i64,
    reason: &str,
) -> AppResult<AdminUser> {
    admin.require(Permission::Grants)?;
    let reason = checked_grant(amount, reason)?;
    let updated = ctx
        .db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                // An unknown id is NOT_FOUND, not the ledger's 'not enough'.
                find(tx, user_id).await?;
                let after = match ledger::adjust_by_admin(tx, user_id, currency, amount, &reason).await {
                    Ok(after) => after,
                    // The ledger refuses a take larger than the balance (its update is conditional,
                    // so two takes at once cannot both pass): say so beside the amount.
                    Err(AppError::Validation(_)) => {
                        let balance = ledger::balance(tx, user_id, currency).await?;
                        return Err(AppError::invalid(
                            "amount",
                            Msg::new("accounts.grant_below_zero").arg("balance", balance),
                        ));
                    }
                    Err(other) => return Err(other),
                };
                let action = match currency {
                    Currency::Token => "user.grant_tokens",
                    Currency::Referral => "user.grant_referral_points",
                };
                let detail = serde_json::json!({
                    "amount": amount, "reason": reason, "currency": currency.as_str(), "balance_after": after,
                });
                audit::record(tx, Some(admin), action, "user", Some(user_id), detail).await?;
                let (kind, params) = match (currency, amount > 0) {
                    (Currency::Token, true) => {
                        ("tokens_credited", serde_json::json!({"amount": amount, "source": "admin_grant"}))
                    }
                    (Currency::Token, false) => ("tokens_taken", serde_json::json!({"amount": -amount})),
                    (Currency::Referral, true) => ("referral_points_granted", serde_json::json!({"points": amount})),
                    (Currency::Referral, false) => ("referral_points_taken", serde_json::json!({"points": -amount})),
                };
                notify::service::record(tx, user_id, kind, params).await?;
                find(tx, user_id).await
            })
        })
        .await?;
    Ok(to_admin_user(updated))
}

/// Admin (owner): gives or removes the owner role (`setUserAdmin`, kept for the console of
/// before staff roles): [`set_role`] with `ADMIN` or `CUSTOMER`.
pub async fn set_admin(ctx: &AppContext, admin: CurrentUser, user_id: i64, make_admin: bool) -> AppResult<AdminUser> {
    // Its own words, as before staff roles.
    if user_id == admin.id && !make_admin {
        return Err(AppError::invalid("admin", Msg::new("accounts.cannot_unadmin_self")));
    }
    set_role(ctx, admin, user_id, if make_admin { Role::Admin } else { Role::Customer }).await
}

/// Admin (owner): gives an account a role: the owner's (`ADMIN`), a staff role, or a shopper's
/// (`CUSTOMER`). Nobody changes their own (there would be no way back from the console), and the
/// last owner stays one. A change of role closes the account's open websockets on every gateway, so
/// no feed outlives the access it was opened with.
pub async fn set_role(ctx: &AppContext, admin: CurrentUser, user_id: i64, role: Role) -> AppResult<AdminUser> {
    admin.require(Permission::Roles)?;
    if user_id == admin.id && role != admin.role {
        return Err(AppError::invalid("role", Msg::new("accounts.cannot_change_own_role")));
    }
    let updated = ctx
        .db
        .write(|tx| {
            Box::pin(async move {
                let current = find(tx, user_id).await?;
                let was = current.role;
                if was == role {
                    return Ok(current);
                }
                if was == Role::Admin {
                    let owners = user::Entity::find().filter(user::Column::Role.eq(Role::Admin)).count(tx).await?;
                    if owners <= 1 {
                        return Err(AppError::invalid("role", Msg::new("accounts.last_owner")));
                    }
                }
                // The account's open websockets close now, on every gateway.
                live::announce(tx, LiveEvent::SessionRevoked { user_id }).await?;
                let mut active = current.into_active_model();
                active.role = Set(role);
                active.updated_at = Set(Utc::now());
                let updated = active.update(tx).await?;
                let detail = serde_json::json!({
                    "role": role.as_str(), "was": was.as_str(),
                    "admin": role == Role::Admin, "was_admin": was == Role::Admin,
                });
                audit::record(tx, Some(admin), "user.set_role", "user", Some(user_id), detail).await?;
                Ok(updated)
            })
        })
        .await?;
    Ok(to_admin_user(updated))
}

/// Admin: blocks an account (it cannot sign in, and every token it holds is revoked at once) or
/// unblocks it. Nobody blocks themselves.
pub async fn set_blocked(ctx: &AppContext, admin: CurrentUser, user_id: i64, blocked: bool) -> AppResult<AdminUser> {
    admin.require_staff()?;
    if user_id == admin.id && blocked {
        return Err(AppError::invalid("blocked", Msg::new("accounts.cannot_block_self")));
    }
    let updated = ctx
        .db
        .write(|tx| {
            Box::pin(async move {
                let current = find(tx, user_id).await?;
                let was = current.blocked;
                let mut active =
                    if blocked { revoking_tokens(tx, current).await? } else { current.into_active_model() };
                active.blocked = Set(blocked);
                active.updated_at = Set(Utc::now());
                let updated = active.update(tx).await?;
                let detail = serde_json::json!({"blocked": blocked, "was_blocked": was});
                audit::record(tx, Some(admin), "user.set_blocked", "user", Some(user_id), detail).await?;
                Ok(updated)
            })
        })
        .await?;
    Ok(to_admin_user(updated))
}

/// Who these users are (name and phone), by id, for admin pages (the audit log, draw winners);
/// ids of deleted users are left out.
pub async fn refs(conn: &impl ConnectionTrait, user_ids: &[i64]) -> AppResult<HashMap<i64, AdminUserRef>> {
    if user_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = user::Entity::find().filter(user::Column::Id.is_in(user_ids.iter().copied())).all(conn).await?;
    Ok(rows
        .into_iter()
        .map(|u| (u.id, AdminUserRef { id: u.id, name: u.name, phone: u.phone.unwrap_or_default() }))
        .collect())
}

/// The grant's reason, trimmed, once the amount and the reason pass their rules.
fn checked_grant(amount: i64, reason: &str) -> AppResult<String> {
    let mut errors = Vec::new();
    if amount == 0 {
        errors.push(FieldError { field: "amount".into(), message: Msg::new("accounts.grant_amount_zero") });
    } else if amount.unsigned_abs() > MAX_GRANT as u64 {
        let message = Msg::new("accounts.grant_amount_too_large").arg("max", "1,000,000");
        errors.push(FieldError { field: "amount".into(), message });
    }
    let reason = reason.trim();
    if !REASON_CHARS.contains(&reason.chars().count()) {
        let message =
            Msg::new("accounts.grant_reason_length").arg("min", REASON_CHARS.start()).arg("max", REASON_CHARS.end());
        errors.push(FieldError { field: "reason".into(), message });
    }
    if errors.is_empty() {
        Ok(reason.to_owned())
    } else {
        Err(AppError::Validation(errors))
    }
}

/// The digits of a search that is a phone number or a part of one (digits, spaces, `+`, `-`,
/// brackets; Burmese digits count), written as stored (`09...`); `None` for any other search.
fn phone_fragment(search: &str) -> Option<String> {
    let mut digits = String::new();
    for c in search.chars() {
        match c {
            '0'..='9' => digits.push(c),
            '\u{1040}'..='\u{1049}' => digits.push(char::from(b'0' + (c as u32 - 0x1040) as u8)),
            ' ' | '+' | '-' | '(' | ')' | '.' => {}
            _ => return None,
        }
    }
    if digits.is_empty() {
        return None;
    }
    let international = search.trim_start().starts_with('+') || digits.starts_with("00959");
    let national = match digits.strip_prefix("00959").or_else(|| digits.strip_prefix("959")) {
        // `959...` is the country code only when it was written so, or the number is long enough.
        Some(rest) if international || digits.len() >= 11 => format!("09{rest}"),
        _ => digits,
    };
    Some(national)
}

async fn find(conn: &impl ConnectionTrait, user_id: i64) -> AppResult<user::Model> {
    user::Entity::find_by_id(user_id).one(conn).await?.ok_or_else(|| AppError::not_found("accounts.user_not_found"))
}

fn to_admin_user(u: user::Model) -> AdminUser {
    AdminUser {
        id: u.id,
        name: u.name,
        phone: u.phone.unwrap_or_default(),
        is_admin: u.role == Role::Admin,
        role: u.role,
        blocked: u.blocked,
        token_point: u.token_point,
        referral_point: u.referral_point,
        created_at: u.created_at.to_rfc3339(),
    }
}

#[cfg(test)]
mod tests {
    use super::phone_fragment;

    #[test]
    fn phone_searches_are_written_as_stored() {
        assert_eq!(phone_fragment("979 123").as_deref(), Some("979123"));
        assert_eq!(phone_fragment("+959791234567").as_deref(), Some("09791234567"));
        assert_eq!(phone_fragment("959791234567").as_deref(), Some("09791234567"));
        assert_eq!(phone_fragment("၀၉၇၉၁").as_deref(), Some("09791"));
        assert_eq!(phone_fragment("9591").as_deref(), Some("9591"), "a short fragment is taken as typed");
        assert_eq!(phone_fragment("Aung 1"), None);
        assert_eq!(phone_fragment("  "), None);
    }
}
