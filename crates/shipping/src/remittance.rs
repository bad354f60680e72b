//! COD remittance: couriers pay the cash they collected at the door to the shop in batches, with a
//! file listing each parcel's waybill code and the amount collected. The admin imports it: a
//! parcel whose amount is exactly what it had to collect, on the way or received and not yet paid,
//! is marked paid (once: a conditional update, so two imports of one file pay it once). Every
//! other line is listed with its reason and never applied: an unknown code, a parcel that is not
//! cash on delivery, not yet shipped or already paid, another amount, a bad amount, a code twice.

use std::collections::HashSet;

use chrono::Utc;
use kernel::{audit, auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use serde::Serialize;

use crate::{entity::shipping_order, model::ShippingStatus, waybills::parse_code};

/// Most lines one file may have (a courier's batch is a day's or a week's parcels).
const MAX_LINES: usize = 5_000;

/// What became of one line of a remittance file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, async_graphql::Enum)]
pub enum RemittanceOutcome {
    /// The parcel is marked paid.
    Paid,
    /// The amount is not what the parcel had to collect.
    AmountDiffers,
    /// No parcel of the shop has this code.
    Unknown,
    /// The parcel is not paid cash on delivery.
    NotCashOnDelivery,
    /// The parcel is not on its way yet (or was cancelled).
    NotShipped,
    /// The parcel was paid by an earlier file (or earlier in this one).
    AlreadyPaid,
    /// The same code is on an earlier line of this file.
    Duplicate,
    /// The amount is not a whole number of kyat, 0 or more.
    BadAmount,
}

impl RemittanceOutcome {
    fn message_key(self) -> &'static str {
        match self {
            RemittanceOutcome::Paid => "shipping.remittance.paid",
            RemittanceOutcome::AmountDiffers => "shipping.remittance.amount_differs",
            RemittanceOutcome::Unknown => "shipping.remittance.unknown",
            RemittanceOutcome::NotCashOnDelivery => "shipping.remittance.not_cod",
            RemittanceOutcome::NotShipped => "shipping.remittance.not_shipped",
            RemittanceOutcome::AlreadyPaid => "shipping.remittance.already_paid",
            RemittanceOutcome::Duplicate => "shipping.remittance.duplicate",
            RemittanceOutcome::BadAmount => "shipping.remittance.bad_amount",
        }
    }
}

/// One line of the file and what became of it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct RemittanceLine {
    /// The line's number in the file (1 is the first line, the header included).
    pub line: i64,
    /// The code as written.
    pub code: String,
    /// The amount as read (null when it is not a whole number of kyat).
    pub amount_mmk: Option<i64>,
    /// What the parcel had to collect, when the code is one of the shop's COD parcels.
    pub expected_mmk: Option<i64>,
    /// What became of the line: only `PAID` changed anything.
    pub outcome: RemittanceOutcome,
    /// The outcome in the admin's language.
    pub message: String,
}

/// What an import did.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct RemittanceReport {
    /// Parcels marked paid by this file.
    pub paid_count: i64,
    /// The kyat they collected.
    pub paid_mmk: i64,
    /// Every line, in the file's order (the paid ones too).
    pub lines: Vec<RemittanceLine>,
}

/// A line as read from the file.
struct Row {
    line: i64,
    code: String,
    amount: Option<i64>,
}

/// Admin: imports a courier's remittance file (CSV: waybill code, amount; a header line is
/// allowed). A file that is not such a CSV is refused on `file`, nothing changed.
pub async fn import(ctx: &AppContext, admin: CurrentUser, file: &[u8], locale: Locale) -> AppResult<RemittanceReport> {
    admin.require_staff()?;
    let rows = std::sync::Arc::new(read(file)?);
    let lines = ctx
        .db
        .write(|tx| {
            let rows = rows.clone();
            Box::pin(async move {
                let mut seen = HashSet::new();
                let mut lines = Vec::with_capacity(rows.len());
                for row in rows.iter() {
                    let (outcome, expected_mmk) = settle(tx, admin, row, &mut seen).await?;
                    lines.push(RemittanceLine {
                        line: row.line,
                        code: row.code.clone(),
                        amount_mmk: row.amount,
                        expected_mmk,
                        outcome,
                        message: String::new(),
                    });
                }
                let paid: Vec<&RemittanceLine> =
                    lines.iter().filter(|l| l.outcome == RemittanceOutcome::Paid).collect();
                let details = serde_json::json!({
                    "lines": lines.len(),
                    "paid": paid.iter().map(|l| &l.code).collect::<Vec<_>>(),
                    "paid_mmk": paid.iter().filter_map(|l| l.amount_mmk).sum::<i64>(),
                });
                audit::record(tx, Some(admin), "shipping.cod_remittance", "shipping_order", None, details).await?;
                Ok(lines)
            })
        })
        .await?;
    let mut report = RemittanceReport { paid_count: 0, paid_mmk: 0, lines };
    for line in &mut report.lines {
        if line.outcome == RemittanceOutcome::Paid {
            report.paid_count += 1;
            report.paid_mmk += line.amount_mmk.unwrap_or(0);
        }
        line.message = Msg::new(line.outcome.message_key()).render(locale);
    }
    Ok(report)
}

/// Decides one line (and pays its parcel when it is right), in the import's transaction.
async fn settle(
    tx: &impl ConnectionTrait,
    admin: CurrentUser,
    row: &Row,
    seen: &mut HashSet<i64>,
) -> AppResult<(RemittanceOutcome, Option<i64>)> {
    let Some(id) = parse_code(&row.code) else { return Ok((RemittanceOutcome::Unknown, None)) };
    let Some(parcel) = shipping_order::Entity::find_by_id(id).one(tx).await? else {
        return Ok((RemittanceOutcome::Unknown, None));
    };
    let Some(expected) = parcel.cod_amount else { return Ok((RemittanceOutcome::NotCashOnDelivery, None)) };
    let outcome = if !seen.insert(id) {
        RemittanceOutcome::Duplicate
    } else if parcel.cod_remitted_at.is_some() {
        RemittanceOutcome::AlreadyPaid
    } else if !matches!(parcel.status, ShippingStatus::Approved | ShippingStatus::Received) {
        RemittanceOutcome::NotShipped
    } else {
        match row.amount {
            None => RemittanceOutcome::BadAmount,
            Some(amount) if amount != expected => RemittanceOutcome::AmountDiffers,
            Some(_) => {
                // Once: another import paying it at the same time finds it paid.
                let done = shipping_order::Entity::update_many()
                    .col_expr(shipping_order::Column::CodRemittedAt, Expr::value(Utc::now()))
                    .col_expr(shipping_order::Column::CodRemittedBy, Expr::value(admin.id))
                    .filter(shipping_order::Column::Id.eq(id))
                    .filter(shipping_order::Column::CodRemittedAt.is_null())
                    .exec(tx)
                    .await?;
                if done.rows_affected == 1 {
                    order_paid(tx, &parcel, expected).await?;
                    RemittanceOutcome::Paid
                } else {
                    RemittanceOutcome::AlreadyPaid
                }
            }
        }
    };
    Ok((outcome, Some(expected)))
}

/// The file's lines: a CSV (comma, semicolon or tab) whose first two columns are the code and the
/// amount; a first line whose amount is not a number is a header. Amounts may group thousands
/// (`95,000` quoted, `95 000`) and end in `MMK` or `Ks`.
fn read(file: &[u8]) -> AppResult<Vec<Row>> {
    let invalid = |key: &'static str| AppError::invalid("file", Msg::new(key));
    let text = std::str::from_utf8(file.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(file))
        .map_err(|_| invalid("shipping.remittance.not_csv"))?;
    let first = text.lines().next().unwrap_or_default();
    let delimiter =
        [b';', b'\t'].into_iter().find(|d| first.as_bytes().contains(d) && !first.contains(',')).unwrap_or(b',');
    let mut reader =
        csv::ReaderBuilder::new().has_headers(false).flexible(true).delimiter(delimiter).from_reader(text.as_bytes());
    let mut rows = Vec::new();
    for (index, record) in reader.records().enumerate() {
        let record = record.map_err(|_| invalid("shipping.remittance.not_csv"))?;
        let code = record.get(0).unwrap_or_default().trim().to_owned();
        let amount_text = record.get(1).unwrap_or_default();
        if code.is_empty() && amount_text.trim().is_empty() {
            continue;
        }
        let amount = amount(amount_text);
        if index == 0 && amount.is_none() && parse_code(&code).is_none() {
            continue; // the header
        }
        // The line as an editor numbers it (the reader's own count skips blank lines).
        let mut start = record.position().map_or(0, |p| p.byte() as usize).min(text.len());
        // A record after blank lines starts where they do.
        while matches!(text.as_bytes().get(start), Some(b'\n' | b'\r')) {
            start += 1;
        }
        let line = text.as_bytes()[..start].iter().filter(|&&b| b == b'\n').count() as i64 + 1;
        rows.push(Row { line, code, amount });
        if rows.len() > MAX_LINES {
            return Err(AppError::invalid(
                "file",
                Msg::new("shipping.remittance.too_many_lines").arg("max", MAX_LINES),
            ));
        }
    }
    if rows.is_empty() {
        return Err(invalid("shipping.remittance.empty"));
    }
    Ok(rows)
}

/// A whole number of kyat, 0 or more, as couriers write it; `None` for anything else.
fn amount(text: &str) -> Option<i64> {
    let text = text.trim();
    let text =
        ["MMK", "mmk", "Ks", "ks", "Kyat", "kyat"].iter().find_map(|unit| text.strip_suffix(unit)).unwrap_or(text);
    let digits: String = text.chars().filter(|c| !matches!(c, ',' | ' ' | '\u{a0}')).collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 15 {
        return None;
    }
    digits.parse().ok()
}

/// The dashboard's cash on delivery figures: collected by couriers and not yet paid to the shop
/// (on the way or received), and paid to the shop.
pub async fn dashboard_counts(conn: &impl ConnectionTrait) -> AppResult<CodCounts> {
    let sum = |remitted: bool| {
        let select = shipping_order::Entity::find()
            .filter(shipping_order::Column::CodAmount.is_not_null())
            .filter(shipping_order::Column::Status.is_in([ShippingStatus::Approved, ShippingStatus::Received]));
        let select = if remitted {
            select.filter(shipping_order::Column::CodRemittedAt.is_not_null())
        } else {
            select.filter(shipping_order::Column::CodRemittedAt.is_null())
        };
        // PostgreSQL sums BIGINTs as NUMERIC: cast back so both databases answer an integer.
        select
            .select_only()
            .expr(Expr::cust("CAST(COUNT(*) AS BIGINT)"))
            .expr(Expr::cust("CAST(COALESCE(SUM(cod_amount), 0) AS BIGINT)"))
            .into_tuple::<(i64, i64)>()
    };
    let (awaiting_count, awaiting_mmk) = sum(false).one(conn).await?.unwrap_or_default();
    let (_, remitted_mmk) = sum(true).one(conn).await?.unwrap_or_default();
    Ok(CodCounts { awaiting_count, awaiting_mmk, remitted_mmk })
}

/// Cash on delivery on the dashboard.
#[derive(Debug, Clone, Copy, Default)]
pub struct CodCounts {
    /// Parcels on the way or received whose cash the courier has not paid to the shop yet.
    pub awaiting_count: i64,
    pub awaiting_mmk: i64,
    /// Cash the couriers paid to the shop, all time.
    pub remitted_mmk: i64,
}

/// Cash on delivery is paid when the courier's remittance for the parcel arrives: `order.paid` for
/// the order (or orders) whose lines it carried.
async fn order_paid(tx: &impl ConnectionTrait, parcel: &shipping_order::Model, collected: i64) -> AppResult<()> {
    use orders::entity::order_item;
    let items = crate::service::item_ids(tx, parcel.id).await?;
    let order_ids: std::collections::BTreeSet<i64> = order_item::Entity::find()
        .filter(order_item::Column::Id.is_in(items))
        .all(tx)
        .await?
        .into_iter()
        .filter_map(|item| item.order_id)
        .collect();
    for order_id in order_ids {
        let paid = serde_json::json!({"order_id": order_id, "user_id": parcel.user_id, "status": "approved",
            "payment_kind": "cash_on_delivery", "shipping_order_id": parcel.id, "collected": collected});
        webhooks::emit(tx, webhooks::WebhookEvent::OrderPaid, paid).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_whole_kyat_as_couriers_write_them() {
        assert_eq!(amount("95000"), Some(95_000));
        assert_eq!(amount(" 95,000 MMK"), Some(95_000));
        assert_eq!(amount("95 000Ks"), Some(95_000));
        assert_eq!(amount("-5"), None);
        assert_eq!(amount("12.5"), None);
        assert_eq!(amount("ninety"), None);
        assert_eq!(amount(""), None);
    }

    #[test]
    fn a_header_is_skipped_and_blank_lines_ignored() {
        let rows = read(b"\xEF\xBB\xBFwaybill,amount\nSH000001,\"95,000\"\n\nSH000002;x\n").unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!((rows[0].line, rows[0].amount), (2, Some(95_000)));
        assert_eq!((rows[1].line, rows[1].code.as_str(), rows[1].amount), (4, "SH000002;x", None));
        assert!(read(b"waybill,amount\n").is_err(), "nothing to import");
        assert!(read(&[0xff, 0xfe, 0x00]).is_err(), "not text");
    }
}
