//! Token and referral-point balances. Every change writes a ledger row in the caller's transaction
//! next to a conditional update of the balance, so a balance never goes below zero, two spends
//! cannot both take the last tokens, and the ledger always sums to the balance.

use chrono::Utc;
use kernel::{AppError, AppResult, Msg};
use sea_orm::{sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::entity::{balance_ledger, user};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Currency {
    Token,
    Referral,
}

impl Currency {
    fn column(self) -> user::Column {
        match self {
            Currency::Token => user::Column::TokenPoint,
            Currency::Referral => user::Column::ReferralPoint,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Currency::Token => "token",
            Currency::Referral => "referral",
        }
    }
}

/// What a balance change is for, recorded on its ledger row.
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub reason: &'a str,
    pub reference_type: Option<&'a str>,
    pub reference_id: Option<i64>,
}

/// Adds `amount` (> 0) to the balance; answers the new balance.
pub async fn credit(
    tx: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    amount: i64,
    entry: Entry<'_>,
) -> AppResult<i64> {
    change(tx, user_id, currency, amount, entry).await
}

/// Takes `amount` (> 0) from the balance, or refuses with 'not enough' and changes nothing.
pub async fn debit(
    tx: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    amount: i64,
    entry: Entry<'_>,
) -> AppResult<i64> {
    change(tx, user_id, currency, -amount, entry).await
}

/// The ledger kind of an admin's grant (positive) or take (negative).
pub const ADMIN_GRANT: &str = "admin_grant";

/// An admin adds (`amount` > 0) or takes (`amount` < 0) a balance, with the reason kept on the
/// ledger row; a take larger than the balance is refused like any spend, and changes nothing.
pub async fn adjust_by_admin(
    tx: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    amount: i64,
    note: &str,
) -> AppResult<i64> {
    let entry = Entry { reason: ADMIN_GRANT, reference_type: None, reference_id: None };
    change_noted(tx, user_id, currency, amount, entry, Some(note)).await
}

async fn change(
    tx: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    amount: i64,
    entry: Entry<'_>,
) -> AppResult<i64> {
    change_noted(tx, user_id, currency, amount, entry, None).await
}

async fn change_noted(
    tx: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    amount: i64,
    entry: Entry<'_>,
    note: Option<&str>,
) -> AppResult<i64> {
    if amount == 0 {
        return balance(tx, user_id, currency).await;
    }
    let column = currency.column();
    let mut update = user::Entity::update_many()
        .col_expr(column, Expr::col(column).add(amount))
        .filter(user::Column::Id.eq(user_id));
    if amount < 0 {
        // The condition is what makes concurrent spends safe: the second one updates no row.
        update = update.filter(column.gte(-amount));
    }
    if update.exec(tx).await?.rows_affected != 1 {
        let key = match currency {
            Currency::Token => "accounts.not_enough_tokens",
            Currency::Referral => "accounts.not_enough_referral_points",
        };
        return Err(AppError::invalid(currency.as_str(), Msg::new(key)));
    }
    let after = balance(tx, user_id, currency).await?;
    balance_ledger::ActiveModel {
        user_id: Set(user_id),
        currency: Set(currency.as_str().to_owned()),
        amount: Set(amount),
        balance_after: Set(after),
        reason: Set(entry.reason.to_owned()),
        reference_type: Set(entry.reference_type.map(str::to_owned)),
        reference_id: Set(entry.reference_id),
        note: Set(note.map(str::to_owned)),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    Ok(after)
}

pub async fn balance(conn: &impl ConnectionTrait, user_id: i64, currency: Currency) -> AppResult<i64> {
    let found = user::Entity::find_by_id(user_id).one(conn).await?.ok_or(AppError::Unauthenticated)?;
    Ok(match currency {
        Currency::Token => found.token_point,
        Currency::Referral => found.referral_point,
    })
}

/// Myanmar time (UTC+06:30, no daylight saving): what the shopper's receipts and histories show.
fn myanmar_time(at: chrono::DateTime<Utc>) -> chrono::DateTime<chrono::FixedOffset> {
    at.with_timezone(&chrono::FixedOffset::east_opt(6 * 3600 + 30 * 60).expect("a valid offset"))
}

/// The user's token changes, newest first, 20 a page.
pub async fn token_histories(
    conn: &impl ConnectionTrait,
    user_id: i64,
    page: kernel::pagination::PageParams,
    locale: kernel::Locale,
) -> AppResult<crate::model::TokenHistoryPage> {
    histories(conn, user_id, Currency::Token, page, locale).await
}

/// The user's changes of one balance, newest first, 20 a page (`token` holds the amount, whichever
/// the currency: the referral history has the token history's shape).
pub async fn histories(
    conn: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    page: kernel::pagination::PageParams,
    locale: kernel::Locale,
) -> AppResult<crate::model::TokenHistoryPage> {
    use sea_orm::QueryOrder;
    let per_page = page.per_page(20);
    let query = balance_ledger::Entity::find()
        .filter(balance_ledger::Column::UserId.eq(user_id))
        .filter(balance_ledger::Column::Currency.eq(currency.as_str()))
        .order_by_desc(balance_ledger::Column::Id);
    // One statement for a page with rows; counted whole (no cap): one account's history.
    let (rows, meta) = kernel::pagination::capped_page(conn, query, page, per_page, ALL_OF_ONE_ACCOUNT).await?;
    let data = rows
        .into_iter()
        .map(|row| {
            let local = myanmar_time(row.created_at);
            crate::model::TokenHistory {
                id: row.id,
                date: local.format("%Y-%m-%d").to_string(),
                time: local.format("%H:%M").to_string(),
                label: Msg::new(ledger_reason_key(&row.reason, row.amount)).render(locale),
                kind: row.reason,
                token: row.amount,
                balance_after: row.balance_after,
                created_at: row.created_at,
            }
        })
        .collect();
    Ok(crate::model::TokenHistoryPage { data, meta })
}

/// Far more entries than one account's history holds ([`PageParams::MAX_PAGE`] pages of the most
/// per page): its list is counted whole.
///
/// [`PageParams::MAX_PAGE`]: kernel::pagination::PageParams::MAX_PAGE
const ALL_OF_ONE_ACCOUNT: u64 = kernel::pagination::PageParams::MAX_PAGE * kernel::pagination::PageParams::MAX_PER_PAGE;

fn ledger_reason_key(reason: &str, amount: i64) -> &'static str {
    match reason {
        ADMIN_GRANT if amount < 0 => "ledger.admin_take",
        ADMIN_GRANT => "ledger.admin_grant",
        "order_approved" => "ledger.order_approved",
        "order_refunded" => "ledger.order_refunded",
        "ticket_purchase" => "ledger.ticket_purchase",
        "draw_cancelled" => "ledger.draw_cancelled",
        "referral_signup" => "ledger.referral_signup",
        "gift_claim" => "ledger.gift_claim",
        "daily_claim" => "ledger.daily_claim",
        "daily_bonus" => "ledger.daily_bonus",
        _ => "ledger.other",
    }
}

/// Admin: one page of a user's changes of one balance, newest first, with each admin grant's reason.
pub async fn admin_histories(
    conn: &impl ConnectionTrait,
    user_id: i64,
    currency: Currency,
    page: kernel::pagination::PageParams,
    locale: kernel::Locale,
) -> AppResult<crate::model::AdminLedgerPage> {
    use sea_orm::{PaginatorTrait, QueryOrder};
    let per_page = page.per_page(20);
    let paginator = balance_ledger::Entity::find()
        .filter(balance_ledger::Column::UserId.eq(user_id))
        .filter(balance_ledger::Column::Currency.eq(currency.as_str()))
        .order_by_desc(balance_ledger::Column::Id)
        .paginate(conn, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    let data = rows
        .into_iter()
        .map(|row| {
            let local = myanmar_time(row.created_at);
            crate::model::AdminLedgerEntry {
                id: row.id,
                date: local.format("%Y-%m-%d").to_string(),
                time: local.format("%H:%M").to_string(),
                label: Msg::new(ledger_reason_key(&row.reason, row.amount)).render(locale),
                kind: row.reason,
                amount: row.amount,
                balance_after: row.balance_after,
                reason: row.note,
                created_at: row.created_at.to_rfc3339(),
            }
        })
        .collect();
    Ok(crate::model::AdminLedgerPage { data, meta: kernel::pagination::PageMeta::new(total, per_page, page.page()) })
}

/// The sum of the credits of one kind (`order_approved`) written in `[from, to)` for these
/// references (orders): what the dashboard's "tokens sold today" adds up.
pub async fn credited_between(
    conn: &impl ConnectionTrait,
    reason: &str,
    reference_type: &str,
    reference_ids: &[i64],
    (from, to): (chrono::DateTime<Utc>, chrono::DateTime<Utc>),
) -> AppResult<i64> {
    use sea_orm::QuerySelect;
    if reference_ids.is_empty() {
        return Ok(0);
    }
    // PostgreSQL sums BIGINTs as NUMERIC: cast back so both databases answer an integer.
    let sum: Option<i64> = balance_ledger::Entity::find()
        .select_only()
        .expr(Expr::cust("CAST(COALESCE(SUM(amount), 0) AS BIGINT)"))
        .filter(balance_ledger::Column::Currency.eq(Currency::Token.as_str()))
        .filter(balance_ledger::Column::Reason.eq(reason))
        .filter(balance_ledger::Column::ReferenceType.eq(reference_type))
        .filter(balance_ledger::Column::ReferenceId.is_in(reference_ids.iter().copied()))
        .filter(balance_ledger::Column::Amount.gt(0))
        .filter(balance_ledger::Column::CreatedAt.gte(from))
        .filter(balance_ledger::Column::CreatedAt.lt(to))
        .into_tuple()
        .one(conn)
        .await?;
    Ok(sum.unwrap_or(0))
}
