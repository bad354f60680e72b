//! The accountant's exports: orders, refunds and COD remittances of a range of Myanmar days as CSV
//! (UTF-8 with a BOM so that Excel shows Burmese; times in Myanmar time, `YYYY-MM-DD HH:MM:SS`).
//!
//! An export streams: it reads [`PAGE`] rows at a time in (time, id) order, continuing after the
//! last row sent, so a range of any size takes the memory of one page and holds no connection
//! between pages. Columns are in docs/reports.md.

use std::collections::HashMap;

use bytes::Bytes;
use chrono::{DateTime, Utc};
use futures::Stream;
use kernel::{auth::CurrentUser, clock::myanmar_offset, AppContext, AppResult};
use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::{
    range::DayRange,
    service::authorize,
    sql::{statement, COUNTED},
};

/// Rows read per statement.
const PAGE: u64 = 500;

/// The UTF-8 byte order mark that starts every export.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Which export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Export {
    /// One row per order placed in the range, whatever its state.
    Orders,
    /// One row per refund recorded in the range, due or sent.
    Refunds,
    /// One row per cash on delivery parcel whose cash the courier paid to the shop in the range.
    CodRemittances,
}

impl Export {
    /// The file's name.
    pub fn file_name(self, range: DayRange) -> String {
        let what = match self {
            Export::Orders => "orders",
            Export::Refunds => "refunds",
            Export::CodRemittances => "cod-remittances",
        };
        format!("lucky-mall-{what}-{}-to-{}.csv", range.from, range.to)
    }

    /// The header line.
    pub fn header(self) -> &'static [&'static str] {
        match self {
            Export::Orders => &[
                "order",
                "placed_at",
                "status",
                "counted_as_revenue",
                "payment_kind",
                "payment_method",
                "customer_id",
                "customer_name",
                "customer_phone",
                "units",
                "goods_mmk",
                "discount_mmk",
                "voucher_code",
                "total_mmk",
                "decided_at",
                "cancel_reason",
            ],
            Export::Refunds => &[
                "refund_id",
                "recorded_at",
                "paid_for",
                "paid_for_id",
                "customer_id",
                "customer_name",
                "customer_phone",
                "amount_mmk",
                "status",
                "reason",
                "method",
                "refunded_at",
                "tokens_taken",
                "tokens_owed",
            ],
            Export::CodRemittances => &[
                "waybill",
                "remitted_at",
                "orders",
                "customer_id",
                "customer_name",
                "courier",
                "tracking_number",
                "collected_mmk",
                "shipping_fee_mmk",
                "goods_mmk",
                "handed_over_at",
                "received_at",
                "parcel_status",
            ],
        }
    }
}

/// Checks the caller and the range before anything is sent: the owner only; a reversed range or
/// one over five years, or a missing or malformed date, is refused on its field.
pub fn check(admin: CurrentUser, from: Option<&str>, to: Option<&str>) -> AppResult<DayRange> {
    authorize(admin)?;
    DayRange::parse(from, to)
}

/// The export as a stream of CSV chunks: the BOM and header, then one chunk per page. A database
/// error midway ends the stream with an error (the client sees a broken download, never a short
/// file that looks whole).
pub fn stream(ctx: AppContext, range: DayRange, export: Export) -> impl Stream<Item = Result<Bytes, std::io::Error>> {
    async_stream::try_stream! {
        let mut head = csv::Writer::from_writer(BOM.to_vec());
        head.write_record(export.header()).map_err(std::io::Error::other)?;
        yield Bytes::from(head.into_inner().map_err(|e| std::io::Error::other(e.to_string()))?);
        let (start, end) = range.instants();
        let mut cursor = (start, 0i64);
        loop {
            let (rows, next) = page(&ctx, export, (start, end), cursor).await.map_err(|e| {
                tracing::error!(error = ?e, ?export, "export page failed");
                std::io::Error::other(format!("{e:?}"))
            })?;
            let mut out = csv::Writer::from_writer(Vec::new());
            for row in &rows {
                out.write_record(row).map_err(std::io::Error::other)?;
            }
            let chunk = out.into_inner().map_err(|e| std::io::Error::other(e.to_string()))?;
            if !chunk.is_empty() {
                yield Bytes::from(chunk);
            }
            match next {
                Some(after) => cursor = after,
                None => break,
            }
        }
    }
}

/// The whole export in memory (tests and small ranges).
pub async fn collect(ctx: &AppContext, range: DayRange, export: Export) -> AppResult<Vec<u8>> {
    use futures::StreamExt;
    let mut out = Vec::new();
    let mut chunks = std::pin::pin!(stream(ctx.clone(), range, export));
    while let Some(chunk) = chunks.next().await {
        out.extend_from_slice(&chunk.map_err(|e| kernel::AppError::Internal(e.into()))?);
    }
    Ok(out)
}

/// Myanmar time, `YYYY-MM-DD HH:MM:SS`.
pub fn myanmar_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&myanmar_offset()).format("%Y-%m-%d %H:%M:%S").to_string()
}

fn optional_time(at: Option<DateTime<Utc>>) -> String {
    at.map(myanmar_time).unwrap_or_default()
}

type Cursor = (DateTime<Utc>, i64);

/// One page after `cursor` (time, id), and the cursor of its last row when the page was full.
async fn page(
    ctx: &AppContext,
    export: Export,
    (start, end): (DateTime<Utc>, DateTime<Utc>),
    (after_at, after_id): Cursor,
) -> AppResult<(Vec<Vec<String>>, Option<Cursor>)> {
    let conn = ctx.db.conn();
    let backend = conn.get_database_backend();
    let values: Vec<Value> = vec![start.into(), end.into(), after_at.into(), after_at.into(), after_id.into()];
    let after = |at: &str, id: &str| {
        format!("{at} >= ? AND {at} < ? AND ({at} > ? OR ({at} = ? AND {id} > ?)) ORDER BY {at}, {id} LIMIT {PAGE}")
    };
    let (rows, last): (Vec<Vec<String>>, Option<Cursor>) = match export {
        Export::Orders => {
            let sql = format!(
                "SELECT o.id, o.created_at, o.status, o.payment_kind, o.payment_method_name, o.user_id, \
                 u.name AS customer_name, u.phone AS customer_phone, o.total_price, o.discount, o.voucher_code, \
                 o.decided_at, o.cancel_reason, \
                 (SELECT CAST(COALESCE(SUM(i.qty), 0) AS BIGINT) FROM order_item i WHERE i.order_id = o.id) AS units, \
                 CAST(CASE WHEN {COUNTED} THEN 1 ELSE 0 END AS BIGINT) AS counted \
                 FROM shop_order o LEFT JOIN \"user\" u ON u.id = o.user_id WHERE {}",
                after("o.created_at", "o.id")
            );
            let found = OrderRow::find_by_statement(statement(backend, &sql, values)).all(conn).await?;
            let last = found.last().map(|r| (r.created_at, r.id));
            let rows = found
                .into_iter()
                .map(|r| {
                    vec![
                        orders::service::reference(r.id),
                        myanmar_time(r.created_at),
                        r.status,
                        if r.counted == 1 { "yes" } else { "no" }.to_owned(),
                        r.payment_kind,
                        r.payment_method_name,
                        r.user_id.to_string(),
                        r.customer_name.unwrap_or_default(),
                        r.customer_phone.unwrap_or_default(),
                        r.units.to_string(),
                        (r.total_price + r.discount).to_string(),
                        r.discount.to_string(),
                        r.voucher_code.unwrap_or_default(),
                        r.total_price.to_string(),
                        optional_time(r.decided_at),
                        r.cancel_reason.unwrap_or_default(),
                    ]
                })
                .collect();
            (rows, last)
        }
        Export::Refunds => {
            let sql = format!(
                "SELECT r.id, r.created_at, r.subject, r.subject_id, r.user_id, u.name AS customer_name, \
                 u.phone AS customer_phone, r.amount_mmk, r.status, r.reason, r.method, r.refunded_at, \
                 r.tokens_taken, r.tokens_owed \
                 FROM payment_refund r LEFT JOIN \"user\" u ON u.id = r.user_id WHERE {}",
                after("r.created_at", "r.id")
            );
            let found = RefundRow::find_by_statement(statement(backend, &sql, values)).all(conn).await?;
            let last = found.last().map(|r| (r.created_at, r.id));
            let rows = found
                .into_iter()
                .map(|r| {
                    let paid_for_id = if r.subject == "order" {
                        orders::service::reference(r.subject_id)
                    } else {
                        r.subject_id.to_string()
                    };
                    vec![
                        r.id.to_string(),
                        myanmar_time(r.created_at),
                        r.subject,
                        paid_for_id,
                        r.user_id.to_string(),
                        r.customer_name.unwrap_or_default(),
                        r.customer_phone.unwrap_or_default(),
                        r.amount_mmk.to_string(),
                        r.status,
                        r.reason,
                        r.method.unwrap_or_default(),
                        optional_time(r.refunded_at),
                        r.tokens_taken.to_string(),
                        r.tokens_owed.to_string(),
                    ]
                })
                .collect();
            (rows, last)
        }
        Export::CodRemittances => {
            let sql = format!(
                "SELECT s.id, s.cod_remitted_at, s.user_id, u.name AS customer_name, c.name AS courier, \
                 s.tracking_number, s.cod_amount, s.shipping_price, s.handed_over_at, s.received_at, s.status \
                 FROM shipping_order s LEFT JOIN \"user\" u ON u.id = s.user_id LEFT JOIN courier c ON c.id = s.courier_id \
                 WHERE s.cod_amount IS NOT NULL AND {}",
                after("s.cod_remitted_at", "s.id")
            );
            let found = RemittanceRow::find_by_statement(statement(backend, &sql, values)).all(conn).await?;
            let last = found.last().map(|r| (r.cod_remitted_at, r.id));
            let orders = parcel_orders(conn, found.iter().map(|r| r.id).collect()).await?;
            let rows = found
                .into_iter()
                .map(|r| {
                    let collected = r.cod_amount.unwrap_or(0);
                    vec![
                        format!("SH{:06}", r.id),
                        myanmar_time(r.cod_remitted_at),
                        orders.get(&r.id).map(|ids| ids.join(" ")).unwrap_or_default(),
                        r.user_id.to_string(),
                        r.customer_name.unwrap_or_default(),
                        r.courier.unwrap_or_default(),
                        r.tracking_number.unwrap_or_default(),
                        collected.to_string(),
                        r.shipping_price.to_string(),
                        (collected - r.shipping_price).to_string(),
                        optional_time(r.handed_over_at),
                        optional_time(r.received_at),
                        r.status,
                    ]
                })
                .collect();
            (rows, last)
        }
    };
    let next = if rows.len() as u64 == PAGE { last } else { None };
    Ok((rows, next))
}

/// The orders each parcel carries (`ORD000042`), by parcel.
async fn parcel_orders(conn: &impl ConnectionTrait, parcels: Vec<i64>) -> AppResult<HashMap<i64, Vec<String>>> {
    #[derive(FromQueryResult)]
    struct Link {
        parcel: i64,
        order_id: i64,
    }
    let mut by_parcel: HashMap<i64, Vec<String>> = HashMap::new();
    if parcels.is_empty() {
        return Ok(by_parcel);
    }
    let backend = conn.get_database_backend();
    let marks = vec!["?"; parcels.len()].join(", ");
    let sql = format!(
        "SELECT DISTINCT si.shipping_order_id AS parcel, i.order_id AS order_id FROM shipping_order_item si \
         JOIN order_item i ON i.id = si.order_item_id \
         WHERE i.order_id IS NOT NULL AND si.shipping_order_id IN ({marks}) ORDER BY 1, 2"
    );
    let values = parcels.into_iter().map(Value::from).collect();
    for link in Link::find_by_statement(statement(backend, &sql, values)).all(conn).await? {
        by_parcel.entry(link.parcel).or_default().push(orders::service::reference(link.order_id));
    }
    Ok(by_parcel)
}

#[derive(Debug, FromQueryResult)]
struct OrderRow {
    id: i64,
    created_at: DateTime<Utc>,
    status: String,
    payment_kind: String,
    payment_method_name: String,
    user_id: i64,
    customer_name: Option<String>,
    customer_phone: Option<String>,
    total_price: i64,
    discount: i64,
    voucher_code: Option<String>,
    decided_at: Option<DateTime<Utc>>,
    cancel_reason: Option<String>,
    units: i64,
    counted: i64,
}

#[derive(Debug, FromQueryResult)]
struct RefundRow {
    id: i64,
    created_at: DateTime<Utc>,
    subject: String,
    subject_id: i64,
    user_id: i64,
    customer_name: Option<String>,
    customer_phone: Option<String>,
    amount_mmk: i64,
    status: String,
    reason: String,
    method: Option<String>,
    refunded_at: Option<DateTime<Utc>>,
    tokens_taken: i64,
    tokens_owed: i64,
}

#[derive(Debug, FromQueryResult)]
struct RemittanceRow {
    id: i64,
    cod_remitted_at: DateTime<Utc>,
    user_id: i64,
    customer_name: Option<String>,
    courier: Option<String>,
    tracking_number: Option<String>,
    cod_amount: Option<i64>,
    shipping_price: i64,
    handed_over_at: Option<DateTime<Utc>>,
    received_at: Option<DateTime<Utc>>,
    status: String,
}
