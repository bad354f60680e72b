//! The sales report: a few aggregating statements over the orders and the ledgers, each grouped by
//! Myanmar day in the database (one row per day and kind, never one per order), then put in
//! buckets here. What counts is [`crate::sql::COUNTED`]; docs/reports.md explains every figure.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use kernel::{auth::CurrentUser, AppContext, AppError, AppResult, Locale};
use sea_orm::{ConnectionTrait, DatabaseBackend, FromQueryResult, Value};

use crate::{
    model::{
        BestSeller, BestSellers, PaymentKindFigures, RefundFigures, ReportPaymentKind, SalesBucket, SalesFigures,
        SalesReport,
    },
    range::{bucket_start, Date, DayRange, ReportBucket},
    sql::{myanmar_day, statement, COUNTED},
};

/// How many products and variants the best sellers list.
const BEST_SELLERS: i64 = 10;

/// Who may read reports and exports: the owner. The one place that says so (a permission later).
pub fn authorize(user: CurrentUser) -> AppResult<()> {
    user.require_admin()
}

/// Admin: the sales report of `from` to `to` (Myanmar days, `to` included) in `bucket`s. A
/// reversed range or one over five years is refused on `to`.
pub async fn sales_report(
    ctx: &AppContext,
    admin: CurrentUser,
    from: NaiveDate,
    to: NaiveDate,
    bucket: ReportBucket,
    locale: Locale,
) -> AppResult<SalesReport> {
    authorize(admin)?;
    let range = DayRange::new(from, to)?;
    let conn = ctx.db.conn();
    let backend = conn.get_database_backend();
    let (start, end) = range.instants();
    let window = || -> Vec<Value> { vec![start.into(), end.into()] };

    let mut buckets: BTreeMap<NaiveDate, SalesFigures> =
        range.bucket_starts(bucket).into_iter().map(|s| (s, SalesFigures::default())).collect();
    let mut totals = SalesFigures::default();
    let mut by_kind = [(ReportPaymentKind::Transfer, 0i64, 0i64), (ReportPaymentKind::CashOnDelivery, 0, 0)];
    let mut vouchers_given = 0;
    for row in day_orders(conn, backend, window()).await? {
        let figures = buckets.entry(bucket_start(bucket, parse_day(&row.day)?)).or_default();
        figures.add(row.revenue, row.orders, 0);
        totals.add(row.revenue, row.orders, 0);
        let kind = if row.kind == "cash_on_delivery" { 1 } else { 0 };
        by_kind[kind].1 += row.revenue;
        by_kind[kind].2 += row.orders;
        vouchers_given += row.discount;
    }
    let mut tokens_sold = 0;
    for row in day_units(conn, backend, window()).await? {
        buckets.entry(bucket_start(bucket, parse_day(&row.day)?)).or_default().add(0, 0, row.units);
        totals.add(0, 0, row.units);
        tokens_sold += row.tokens;
    }

    let best_sellers = best_sellers(ctx, backend, window(), locale).await?;
    let tokens_spent = -scalar(
        conn,
        backend,
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS n FROM balance_ledger \
         WHERE currency = 'token' AND reason = 'ticket_purchase' AND created_at >= ? AND created_at < ?",
        window(),
    )
    .await?;
    let tickets_sold = scalar(
        conn,
        backend,
        "SELECT CAST(COALESCE(SUM(ticket_count), 0) AS BIGINT) AS n FROM ticket_purchase \
         WHERE status IN ('paid', 'approved') AND created_at >= ? AND created_at < ?",
        window(),
    )
    .await?;
    let draws = scalar(
        conn,
        backend,
        "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM ticket_batch \
         WHERE status = 'drawn' AND drawn_at >= ? AND drawn_at < ?",
        window(),
    )
    .await?;
    let refunds = refunds(conn, backend, window()).await?;

    Ok(SalesReport {
        from: Date(range.from),
        to: Date(range.to),
        bucket,
        buckets: buckets
            .into_iter()
            .map(|(start, f)| SalesBucket {
                start: Date(start),
                revenue: f.revenue,
                orders: f.orders,
                units: f.units,
                average_order: f.average_order,
            })
            .collect(),
        totals,
        by_payment_method: by_kind
            .into_iter()
            .map(|(kind, revenue, orders)| PaymentKindFigures { kind, revenue, orders })
            .collect(),
        best_sellers,
        tokens_sold,
        tokens_spent,
        tickets_sold,
        draws,
        vouchers_given,
        refunds,
    })
}

fn parse_day(text: &str) -> AppResult<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|_| AppError::Internal(anyhow::anyhow!("a report day the database wrote as {text:?}")))
}

#[derive(Debug, FromQueryResult)]
struct DayOrders {
    day: String,
    kind: String,
    orders: i64,
    revenue: i64,
    discount: i64,
}

/// Orders that count, per Myanmar day and way of paying.
async fn day_orders(
    conn: &impl ConnectionTrait,
    backend: DatabaseBackend,
    window: Vec<Value>,
) -> AppResult<Vec<DayOrders>> {
    let sql = format!(
        "SELECT {day} AS day, o.payment_kind AS kind, CAST(COUNT(*) AS BIGINT) AS orders, \
         CAST(SUM(o.total_price) AS BIGINT) AS revenue, CAST(SUM(o.discount) AS BIGINT) AS discount \
         FROM shop_order o WHERE o.created_at >= ? AND o.created_at < ? AND {COUNTED} GROUP BY 1, 2",
        day = myanmar_day(backend, "o.created_at"),
    );
    Ok(DayOrders::find_by_statement(statement(backend, &sql, window)).all(conn).await?)
}

#[derive(Debug, FromQueryResult)]
struct DayUnits {
    day: String,
    units: i64,
    tokens: i64,
}

/// Units on the lines of the orders that count, and the tokens of their token packs, per day.
async fn day_units(
    conn: &impl ConnectionTrait,
    backend: DatabaseBackend,
    window: Vec<Value>,
) -> AppResult<Vec<DayUnits>> {
    let sql = format!(
        "SELECT {day} AS day, CAST(SUM(i.qty) AS BIGINT) AS units, \
         CAST(SUM(CASE WHEN i.product_type = 'token-product' THEN i.qty * COALESCE(p.token_amount, 0) ELSE 0 END) AS BIGINT) AS tokens \
         FROM shop_order o JOIN order_item i ON i.order_id = o.id LEFT JOIN product p ON p.id = i.product_id \
         WHERE o.created_at >= ? AND o.created_at < ? AND {COUNTED} GROUP BY 1",
        day = myanmar_day(backend, "o.created_at"),
    );
    Ok(DayUnits::find_by_statement(statement(backend, &sql, window)).all(conn).await?)
}

#[derive(Debug, FromQueryResult)]
struct Seller {
    product_id: i64,
    variant_id: Option<i64>,
    units: i64,
    revenue: i64,
}

/// The ten products and the ten variants with the most units (then revenue) in the range.
async fn best_sellers(
    ctx: &AppContext,
    backend: DatabaseBackend,
    window: Vec<Value>,
    locale: Locale,
) -> AppResult<BestSellers> {
    let conn = ctx.db.conn();
    let query = |columns: &str| {
        format!(
            "SELECT {columns}, CAST(SUM(i.qty) AS BIGINT) AS units, CAST(SUM(i.qty * i.unit_price) AS BIGINT) AS revenue \
             FROM shop_order o JOIN order_item i ON i.order_id = o.id \
             WHERE o.created_at >= ? AND o.created_at < ? AND {COUNTED} \
             GROUP BY {columns} ORDER BY units DESC, revenue DESC, {columns} LIMIT {BEST_SELLERS}"
        )
    };
    let products = Seller::find_by_statement(statement(
        backend,
        &query("i.product_id")
            .replace("SELECT i.product_id,", "SELECT i.product_id, CAST(NULL AS BIGINT) AS variant_id,"),
        window.clone(),
    ))
    .all(conn)
    .await?;
    let variants =
        Seller::find_by_statement(statement(backend, &query("i.product_id, i.variant_id"), window)).all(conn).await?;
    let product_ids: Vec<i64> = products.iter().chain(&variants).map(|s| s.product_id).collect();
    let names = catalog::service::summaries(ctx, &product_ids, locale).await?;
    let variant_ids: Vec<i64> = variants.iter().filter_map(|s| s.variant_id).collect();
    let variant_rows = catalog::variants::by_ids(conn, &variant_ids).await?;
    let named = |s: Seller, with_variant: bool| BestSeller {
        product_id: s.product_id,
        variant_id: s.variant_id,
        name: names.get(&s.product_id).map(|p| p.name.clone()).unwrap_or_default(),
        variant: with_variant.then(|| variant_label(s.variant_id.and_then(|id| variant_rows.get(&id)))).flatten(),
        units: s.units,
        revenue: s.revenue,
    };
    Ok(BestSellers {
        products: products.into_iter().map(|s| named(s, false)).collect(),
        variants: variants.into_iter().map(|s| named(s, true)).collect(),
    })
}

/// `SKU (Red / L)`, or the SKU alone for a variant without options.
fn variant_label(variant: Option<&catalog::entity::product_variant::Model>) -> Option<String> {
    let variant = variant?;
    let values = catalog::variants::option_values(variant);
    Some(if values.is_empty() { variant.sku.clone() } else { format!("{} ({})", variant.sku, values.join(" / ")) })
}

#[derive(Debug, FromQueryResult)]
struct Number {
    n: i64,
}

async fn scalar(
    conn: &impl ConnectionTrait,
    backend: DatabaseBackend,
    sql: &str,
    values: Vec<Value>,
) -> AppResult<i64> {
    Ok(Number::find_by_statement(statement(backend, sql, values)).one(conn).await?.map_or(0, |row| row.n))
}

#[derive(Debug, FromQueryResult)]
struct RefundRow {
    count: i64,
    kyat: i64,
}

/// Refunds recorded in the range, due or sent, of any payment (orders, tickets).
async fn refunds(
    conn: &impl ConnectionTrait,
    backend: DatabaseBackend,
    window: Vec<Value>,
) -> AppResult<RefundFigures> {
    let sql = "SELECT CAST(COUNT(*) AS BIGINT) AS count, CAST(COALESCE(SUM(amount_mmk), 0) AS BIGINT) AS kyat \
               FROM payment_refund WHERE created_at >= ? AND created_at < ?";
    let row = RefundRow::find_by_statement(statement(backend, sql, window)).one(conn).await?;
    Ok(row.map_or(RefundFigures::default(), |r| RefundFigures { count: r.count, kyat: r.kyat }))
}
