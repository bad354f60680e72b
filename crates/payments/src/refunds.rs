//! Money going back to shoppers for their transfer payments: one row per refund, `due` until an
//! admin sends it, or `refunded` with how, when and (optionally) the refund transfer's screenshot,
//! kept in the private store like every payment screenshot.
//!
//! The payment's owner decides what is refunded and writes the row in its own transaction
//! ([`record`]): an order cancelled by its shopper before it was decided (due), an approved order
//! refunded by an admin (refunded, with the lines given back and the tokens taken back), a
//! lucky-draw batch that ended below its minimum (due, per ticket purchase). An admin then sends a
//! due one ([`settle`]), once. Every row is in the audit log; `mall check` holds that an order's
//! refunds never exceed what was paid.

use axum::body::Bytes;
use chrono::Utc;
use kernel::{audit, auth::CurrentUser, media::StoredMedia, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    Set,
};
use std::collections::HashMap;

use crate::{
    entity::payment_refund,
    model::{AdminRefund, Refund, RefundStatus},
};

/// An amount in kyat as messages write it (`45,000`).
pub use receipts::grouped;

/// The form field (and GraphQL argument) of a refund transfer's screenshot.
pub const SCREENSHOT_FIELD: &str = "screenshot";

/// The longest refund method or reason, in characters.
const MAX_TEXT: usize = 500;

/// A refund its owner records.
pub struct NewRefund {
    pub user_id: i64,
    /// The payment queue's subject (`order`, `ticket_purchase`).
    pub subject: &'static str,
    pub subject_id: i64,
    pub amount_mmk: i64,
    pub reason: String,
    /// The order lines given back (an order's refund).
    pub order_item_ids: Option<Vec<i64>>,
    pub tokens_taken: i64,
    pub tokens_owed: i64,
}

/// How a refund was sent: the admin's words and the refund transfer's stored screenshot.
pub struct Sent {
    pub by: CurrentUser,
    pub method: String,
    pub screenshot: Option<String>,
}

/// Records a refund in the owner's transaction: `due` when `sent` is `None`, else refunded by the
/// admin who sent it. Audited (`refund.due` or `refund.sent`); answers its id.
pub async fn record(
    tx: &impl ConnectionTrait,
    refund: NewRefund,
    sent: Option<Sent>,
    actor: Option<CurrentUser>,
) -> AppResult<i64> {
    let now = Utc::now();
    let status = if sent.is_some() { RefundStatus::Refunded } else { RefundStatus::Due };
    let row = payment_refund::ActiveModel {
        user_id: Set(refund.user_id),
        subject: Set(refund.subject.to_owned()),
        subject_id: Set(refund.subject_id),
        amount_mmk: Set(refund.amount_mmk),
        status: Set(status),
        reason: Set(refund.reason.clone()),
        method: Set(sent.as_ref().map(|s| s.method.clone())),
        screenshot: Set(sent.as_ref().and_then(|s| s.screenshot.clone())),
        order_item_ids: Set(refund.order_item_ids.as_ref().map(|ids| serde_json::json!(ids).to_string())),
        tokens_taken: Set(refund.tokens_taken),
        tokens_owed: Set(refund.tokens_owed),
        created_at: Set(now),
        created_by: Set(actor.map(|a| a.id)),
        refunded_at: Set(sent.as_ref().map(|_| now)),
        refunded_by: Set(sent.as_ref().map(|s| s.by.id)),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    let action = if sent.is_some() { "refund.sent" } else { "refund.due" };
    let details = serde_json::json!({
        "subject": refund.subject, "subject_id": refund.subject_id, "amount_mmk": refund.amount_mmk,
        "reason": refund.reason, "order_item_ids": refund.order_item_ids,
        "tokens_taken": refund.tokens_taken, "tokens_owed": refund.tokens_owed,
        "method": sent.as_ref().map(|s| s.method.clone()),
    });
    audit::record(tx, actor, action, "refund", Some(row.id), details).await?;
    Ok(row.id)
}

/// What has been refunded or is due for one payment, in whole kyat.
pub async fn total_of(conn: &impl ConnectionTrait, subject: &str, subject_id: i64) -> AppResult<i64> {
    let amounts: Vec<i64> = payment_refund::Entity::find()
        .select_only()
        .column(payment_refund::Column::AmountMmk)
        .filter(payment_refund::Column::Subject.eq(subject))
        .filter(payment_refund::Column::SubjectId.eq(subject_id))
        .into_tuple()
        .all(conn)
        .await?;
    Ok(amounts.into_iter().sum())
}

/// The order lines already given back by refunds of one payment.
pub async fn lines_given_back(conn: &impl ConnectionTrait, subject: &str, subject_id: i64) -> AppResult<Vec<i64>> {
    let rows = payment_refund::Entity::find()
        .filter(payment_refund::Column::Subject.eq(subject))
        .filter(payment_refund::Column::SubjectId.eq(subject_id))
        .all(conn)
        .await?;
    Ok(rows.iter().flat_map(line_ids).collect())
}

fn line_ids(row: &payment_refund::Model) -> Vec<i64> {
    row.order_item_ids.as_deref().and_then(|ids| serde_json::from_str(ids).ok()).unwrap_or_default()
}

/// The refunds of these payments of one kind, oldest first, by payment id: what the shopper sees.
pub async fn of_subjects(
    conn: &impl ConnectionTrait,
    subject: &str,
    subject_ids: &[i64],
) -> AppResult<HashMap<i64, Vec<Refund>>> {
    let mut out: HashMap<i64, Vec<Refund>> = HashMap::new();
    if subject_ids.is_empty() {
        return Ok(out);
    }
    let rows = payment_refund::Entity::find()
        .filter(payment_refund::Column::Subject.eq(subject))
        .filter(payment_refund::Column::SubjectId.is_in(subject_ids.iter().copied()))
        .order_by_asc(payment_refund::Column::Id)
        .all(conn)
        .await?;
    for row in rows {
        out.entry(row.subject_id).or_default().push(Refund {
            id: row.id,
            amount: row.amount_mmk,
            reason: row.reason,
            status: row.status,
            method: row.method,
            date: row.refunded_at.unwrap_or(row.created_at),
        });
    }
    Ok(out)
}

/// A refund method or reason as sent (Zawgyi made Unicode, trimmed), required and bounded.
pub fn required_text(field: &'static str, text: &str) -> AppResult<String> {
    let text = kernel::text::as_sent(text);
    if text.is_empty() {
        return Err(AppError::invalid(field, Msg::new("payments.refund.text_required")));
    }
    if text.chars().count() > MAX_TEXT {
        return Err(AppError::invalid(field, Msg::new("payments.refund.text_long").arg("max", MAX_TEXT)));
    }
    Ok(text)
}

/// Stores a refund transfer's screenshot privately (checked like every upload); the caller must
/// pass the key to `discard_on_error`.
pub async fn store_screenshot(ctx: &AppContext, user_id: i64, screenshot: Option<Bytes>) -> AppResult<Option<String>> {
    match screenshot {
        Some(bytes) => {
            Ok(Some(ctx.media.put_private_image(SCREENSHOT_FIELD, &format!("refunds/{user_id}"), bytes).await?))
        }
        None => Ok(None),
    }
}

/// Admin: sends a due refund (how, and optionally the refund transfer's screenshot); once: a
/// refund already sent is refused. The shopper is told.
pub async fn settle(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    method: &str,
    screenshot: Option<Bytes>,
) -> AppResult<()> {
    admin.require_staff()?;
    let method = required_text("method", method)?;
    let found = payment_refund::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let found = found.ok_or_else(|| AppError::not_found("payments.refund.not_found"))?;
    if found.status != RefundStatus::Due {
        return Err(AppError::invalid("id", Msg::new("payments.refund.already_sent")));
    }
    let key = store_screenshot(ctx, found.user_id, screenshot).await?;
    let keys: Vec<String> = key.iter().cloned().collect();
    let result = ctx
        .db
        .write(|tx| {
            let (method, key, found) = (method.clone(), key.clone(), found.clone());
            Box::pin(async move {
                let now = Utc::now();
                let done = payment_refund::Entity::update_many()
                    .col_expr(payment_refund::Column::Status, Expr::value(RefundStatus::Refunded))
                    .col_expr(payment_refund::Column::Method, Expr::value(method.clone()))
                    .col_expr(payment_refund::Column::Screenshot, Expr::value(key))
                    .col_expr(payment_refund::Column::RefundedAt, Expr::value(now))
                    .col_expr(payment_refund::Column::RefundedBy, Expr::value(admin.id))
                    .filter(payment_refund::Column::Id.eq(id))
                    .filter(payment_refund::Column::Status.eq(RefundStatus::Due))
                    .exec(tx)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(AppError::invalid("id", Msg::new("payments.refund.already_sent")));
                }
                let details = serde_json::json!({ "method": method, "amount_mmk": found.amount_mmk });
                audit::record(tx, Some(admin), "refund.settled", "refund", Some(id), details).await?;
                let params = serde_json::json!({
                    "amount": grouped(found.amount_mmk), "subject": found.subject, "subject_id": found.subject_id,
                });
                notify::service::record(tx, found.user_id, "refund_sent", params).await
            })
        })
        .await;
    ctx.media.discard_on_error(result, &keys).await
}

/// Admin: the refunds, due ones first (oldest first), then the latest sent (at most 200).
pub async fn admin_refunds(
    ctx: &AppContext,
    admin: CurrentUser,
    status: Option<RefundStatus>,
    _locale: Locale,
) -> AppResult<Vec<AdminRefund>> {
    admin.require_staff()?;
    let mut query = payment_refund::Entity::find();
    query = match status {
        Some(RefundStatus::Due) => {
            query.filter(payment_refund::Column::Status.eq(RefundStatus::Due)).order_by_asc(payment_refund::Column::Id)
        }
        Some(RefundStatus::Refunded) => query
            .filter(payment_refund::Column::Status.eq(RefundStatus::Refunded))
            .order_by_desc(payment_refund::Column::Id),
        None => query.order_by_asc(payment_refund::Column::Status).order_by_desc(payment_refund::Column::Id),
    };
    let rows = query.limit(200).all(ctx.db.conn()).await?;
    let people = accounts::service::names_and_phones(ctx, rows.iter().map(|r| r.user_id)).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let (customer_name, customer_phone) = people.get(&row.user_id).cloned().unwrap_or_default();
            AdminRefund {
                id: row.id,
                user_id: row.user_id,
                customer_name,
                customer_phone,
                kind: crate::checks::view::kind_of(&row.subject),
                subject_id: row.subject_id,
                amount_mmk: row.amount_mmk,
                order_item_ids: line_ids(&row),
                reason: row.reason,
                status: row.status,
                method: row.method,
                tokens_taken: row.tokens_taken,
                tokens_owed: row.tokens_owed,
                screenshot_url: row.screenshot.as_ref().map(|_| screenshot_url(row.id)),
                created_at: row.created_at,
                refunded_at: row.refunded_at,
            }
        })
        .collect())
}

/// Admin: how many refunds are due (the dashboard's count).
pub async fn due_count(conn: &impl ConnectionTrait) -> AppResult<u64> {
    use sea_orm::PaginatorTrait;
    Ok(payment_refund::Entity::find().filter(payment_refund::Column::Status.eq(RefundStatus::Due)).count(conn).await?)
}

/// Where the refund transfer's screenshot is read (the admin's and the shopper's token).
pub fn screenshot_url(id: i64) -> String {
    format!("/api/refunds/{id}/screenshot")
}

/// The refund transfer's screenshot for its shopper or an admin; anyone else gets 404.
pub async fn read_screenshot(ctx: &AppContext, caller: CurrentUser, id: i64) -> AppResult<StoredMedia> {
    let found = payment_refund::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let key = found
        .filter(|r| r.user_id == caller.id || caller.role.can(kernel::permissions::Permission::Payments))
        .and_then(|r| r.screenshot)
        .ok_or_else(|| AppError::not_found("payments.refund.not_found"))?;
    ctx.media.get(&key).await?.ok_or_else(|| AppError::not_found("payments.refund.not_found"))
}
