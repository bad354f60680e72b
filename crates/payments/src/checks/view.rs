//! What the admin sees: flags with their reasons beside each pending payment, and any transfer
//! payment (decided or not) a flag links to.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use kernel::{auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Statement};

use crate::{
    entity::{payment_check, payment_flag},
    model::{Decided, PaymentFlag, PaymentFlagCode, PaymentKind, ReadingState, ReceiptReading, TransferPayment},
};

/// The checks of one payment, for its queue entry.
#[derive(Debug, Clone)]
pub struct PaymentChecks {
    pub flags: Vec<PaymentFlag>,
    pub receipt: ReceiptReading,
}

/// The checks of a queue's payments, by screenshot id.
pub struct QueueChecks(HashMap<i64, PaymentChecks>);

impl QueueChecks {
    /// The checks of the payment whose screenshot is `screenshot_id`.
    pub fn take(&mut self, screenshot_id: i64) -> PaymentChecks {
        self.0
            .remove(&screenshot_id)
            .unwrap_or_else(|| PaymentChecks { flags: Vec::new(), receipt: not_checked(screenshot_id) })
    }

    /// Like [`QueueChecks::take`], for a payment that may have no screenshot (cash on delivery:
    /// nothing to check, receipt "not checked" with payment id 0).
    pub fn take_optional(&mut self, screenshot_id: Option<i64>) -> PaymentChecks {
        self.take(screenshot_id.unwrap_or_default())
    }
}

/// The checks of a queue's payments ([`for_payments`]).
pub async fn for_queue(
    ctx: &AppContext,
    screenshot_ids: impl Iterator<Item = i64>,
    locale: Locale,
) -> AppResult<QueueChecks> {
    let ids: Vec<i64> = screenshot_ids.collect();
    Ok(QueueChecks(for_payments(ctx, &ids, locale).await?))
}

/// The checks of the payments whose screenshots are `screenshot_ids`, by screenshot id; a
/// screenshot sent before checks existed gets none ([`ReadingState::NotChecked`]).
pub async fn for_payments(
    ctx: &AppContext,
    screenshot_ids: &[i64],
    locale: Locale,
) -> AppResult<HashMap<i64, PaymentChecks>> {
    let conn = ctx.db.conn();
    let checks = payment_check::Entity::find()
        .filter(payment_check::Column::Id.is_in(screenshot_ids.iter().copied()))
        .all(conn)
        .await?;
    let flags = payment_flag::Entity::find()
        .filter(payment_flag::Column::CheckId.is_in(screenshot_ids.iter().copied()))
        .order_by_asc(payment_flag::Column::Id)
        .all(conn)
        .await?;
    let related_ids: Vec<i64> = flags.iter().filter_map(|f| f.related_check_id).collect();
    let related: HashMap<i64, payment_check::Model> = payment_check::Entity::find()
        .filter(payment_check::Column::Id.is_in(related_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|c| (c.id, c))
        .collect();
    let customers = accounts::service::names_and_phones(ctx, related.values().map(|c| c.user_id)).await?;
    let reading_on = super::reader::reading_on(ctx);
    let mut out: HashMap<i64, PaymentChecks> =
        screenshot_ids.iter().map(|&id| (id, PaymentChecks { flags: Vec::new(), receipt: not_checked(id) })).collect();
    for check in &checks {
        if let Some(entry) = out.get_mut(&check.id) {
            entry.receipt = receipt(check, reading_on);
        }
    }
    for flag in flags {
        let earlier = flag.related_check_id.and_then(|id| related.get(&id));
        let detail = detail(&flag, earlier, &customers, locale);
        if let Some(entry) = out.get_mut(&flag.check_id) {
            entry.flags.push(PaymentFlag { code: flag.code, detail, related_payment_id: flag.related_check_id });
        }
    }
    Ok(out)
}

/// Admin: one transfer payment of any kind, with its checks (where a flag's link leads).
pub async fn transfer_payment(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    locale: Locale,
) -> AppResult<TransferPayment> {
    admin.require_staff()?;
    let check = payment_check::Entity::find_by_id(id)
        .one(ctx.db.conn())
        .await?
        .ok_or_else(|| AppError::not_found("payments.payment_not_found"))?;
    let mut checks = for_payments(ctx, &[id], locale).await?;
    let PaymentChecks { flags, receipt } =
        checks.remove(&id).unwrap_or_else(|| PaymentChecks { flags: Vec::new(), receipt: not_checked(id) });
    let (customer_name, customer_phone) = accounts::service::names_and_phones(ctx, std::iter::once(check.user_id))
        .await?
        .remove(&check.user_id)
        .unwrap_or_default();
    Ok(TransferPayment {
        id,
        kind: kind_of(&check.subject),
        subject_id: check.subject_id,
        user_id: check.user_id,
        customer_name,
        customer_phone,
        decision: check.decision,
        decided_at: check.decided_at,
        created_at: check.created_at,
        screenshot_url: check.picture_deleted_at.is_none().then(|| crate::screenshot::url(id)),
        picture_deleted_at: check.picture_deleted_at,
        receipt,
        flags,
    })
}

/// How many payments waiting for an admin carry at least one flag (the dashboard).
pub async fn flagged_pending(conn: &impl ConnectionTrait) -> AppResult<i64> {
    #[derive(FromQueryResult)]
    struct Count {
        flagged: i64,
    }
    let backend = conn.get_database_backend();
    let sql = "SELECT CAST(COUNT(DISTINCT f.check_id) AS BIGINT) AS flagged FROM payment_flag f \
               JOIN payment_check c ON c.id = f.check_id \
               WHERE c.decision IS NULL AND c.subject_id IS NOT NULL";
    let count = Count::find_by_statement(Statement::from_string(backend, sql)).one(conn).await?;
    Ok(count.map_or(0, |c| c.flagged))
}

fn not_checked(id: i64) -> ReceiptReading {
    ReceiptReading {
        payment_id: id,
        state: ReadingState::NotChecked,
        amount_mmk: None,
        amount_due_mmk: None,
        transferred_at: None,
        transaction_id: None,
        reference: None,
    }
}

fn receipt(check: &payment_check::Model, reading_on: bool) -> ReceiptReading {
    use crate::model::Reading;
    let state = match check.reading {
        Reading::Pending | Reading::Reading if reading_on => ReadingState::Pending,
        Reading::Pending | Reading::Reading => ReadingState::Off,
        Reading::Read => ReadingState::Read,
        Reading::Unreadable | Reading::TimedOut => ReadingState::Unreadable,
    };
    ReceiptReading {
        payment_id: check.id,
        state,
        amount_mmk: check.read_amount_mmk,
        amount_due_mmk: check.amount_due_mmk,
        transferred_at: check.read_transferred_at,
        transaction_id: check.read_transaction_id.clone(),
        reference: check.read_reference.clone(),
    }
}

pub(crate) fn kind_of(subject: &str) -> PaymentKind {
    match subject {
        "shipping_order" => PaymentKind::ShippingFee,
        "ticket_purchase" => PaymentKind::TicketTransfer,
        "daily_recovery" => PaymentKind::SignInRecovery,
        _ => PaymentKind::Order,
    }
}

/// The flag's reason in the admin's language, naming the earlier payment and how it was decided.
fn detail(
    flag: &payment_flag::Model,
    earlier: Option<&payment_check::Model>,
    customers: &HashMap<i64, (String, String)>,
    locale: Locale,
) -> String {
    let facts: serde_json::Value = serde_json::from_str(&flag.facts).unwrap_or_default();
    let payment = earlier.map(|e| earlier_payment(e, customers, locale)).unwrap_or_default();
    let msg = match flag.code {
        PaymentFlagCode::DuplicateTransfer => Msg::new("payments.flag.duplicate_transfer")
            .arg("transaction", facts["transaction_id"].as_str().unwrap_or_default())
            .arg("payment", payment),
        PaymentFlagCode::DuplicatePicture if facts["exact"].as_bool() == Some(true) => {
            Msg::new("payments.flag.same_picture").arg("payment", payment)
        }
        PaymentFlagCode::DuplicatePicture => Msg::new("payments.flag.near_picture")
            .arg("bits", facts["bits"].as_u64().unwrap_or_default())
            .arg("payment", payment),
        PaymentFlagCode::AmountMismatch => Msg::new("payments.flag.amount_mismatch")
            .arg("read", kyat(facts["read_mmk"].as_i64().unwrap_or_default()))
            .arg("due", kyat(facts["due_mmk"].as_i64().unwrap_or_default())),
        PaymentFlagCode::TooOld => {
            let at = facts["transferred_at"].as_str().and_then(|t| t.parse::<DateTime<Utc>>().ok());
            let at = at.map(myanmar_time).unwrap_or_default();
            if facts["after_upload"].as_bool() == Some(true) {
                Msg::new("payments.flag.dated_after_upload").arg("at", at)
            } else {
                Msg::new("payments.flag.too_old")
                    .arg("at", at)
                    .arg("hours", facts["max_age_hours"].as_i64().unwrap_or(0))
            }
        }
        PaymentFlagCode::Unreadable if facts["timed_out"].as_bool() == Some(true) => {
            Msg::new("payments.flag.timed_out")
        }
        PaymentFlagCode::Unreadable => Msg::new("payments.flag.unreadable"),
        PaymentFlagCode::ReferenceOfAnotherPayment => Msg::new("payments.flag.reference_of_another_payment")
            .arg("reference", facts["reference"].as_str().unwrap_or_default())
            .arg("payment", payment),
    };
    msg.render(locale)
}

/// "payment #12 (order #5 · Aung Aung 09… · approved · 2026-11-20 14:35)".
fn earlier_payment(check: &payment_check::Model, customers: &HashMap<i64, (String, String)>, locale: Locale) -> String {
    let what = match check.subject_id {
        Some(id) => {
            let key = match kind_of(&check.subject) {
                PaymentKind::Order => "payments.kind.order",
                PaymentKind::ShippingFee => "payments.kind.shipping_fee",
                PaymentKind::TicketTransfer => "payments.kind.ticket_transfer",
                PaymentKind::SignInRecovery => "payments.kind.sign_in_recovery",
            };
            Msg::new(key).arg("id", id).render(locale)
        }
        None => String::new(),
    };
    let decision = match check.decision {
        None => "payments.decision.pending",
        Some(Decided::Approved) => "payments.decision.approved",
        Some(Decided::Rejected) => "payments.decision.rejected",
        Some(Decided::Expired) => "payments.decision.expired",
        Some(Decided::Withdrawn) => "payments.decision.withdrawn",
    };
    let (name, phone) = customers.get(&check.user_id).cloned().unwrap_or_default();
    Msg::new("payments.earlier_payment")
        .arg("id", check.id)
        .arg("what", what)
        .arg("customer", format!("{name} {phone}").trim().to_owned())
        .arg("decision", Msg::new(decision).render(locale))
        .arg("at", myanmar_time(check.created_at))
        .render(locale)
}

/// Times as the shopper's receipt and the admin's wall clock show them: Myanmar time.
fn myanmar_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&kernel::clock::myanmar_offset()).format("%Y-%m-%d %H:%M").to_string()
}

/// `25,000 Ks`.
fn kyat(amount: i64) -> String {
    format!("{} Ks", receipts::grouped(amount))
}
