//! The sales report: a few aggregating statements over the orders and the ledgers, each grouped by
//! Myanmar day in the database (one row per day and kind, never one per order), then put in
//! buckets here. What counts is [`crate::sql::COUNTED`]; docs/reports.md explains every figure.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use kernel::{auth::CurrentUser, AppContext, AppError, AppResult, Locale};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, FromQueryResult, TransactionTrait, Value};

use crate::{
    model::{
        BestSeller, BestSellers, PaymentKindFigures, RefundFigures, ReportPaymentKind, SalesBucket, SalesFigures,
        SalesReport,
    },
    range::{bucket_start, Date, DayRange, ReportBucket},
    sql::{myanmar_day, statement, COUNTED},
};

/// How many products and variants the best sellers list.
const BEST_SELLERS: usize = 10;

/// Who may read reports and exports: a role with `REPORTS` (the owner). The operations declare it
/// in `ACCESS` tables (checked before they run); this is the service's own check.
pub fn authorize(user: CurrentUser) -> AppResult<()> {
    user.require(kernel::permissions::Permission::Reports)
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
    let (mut vouchers_given, mut tokens_sold) = (0, 0);
    let mut sellers = Vec::new();
    for row in order_figures(conn, backend, window()).await? {
        if let Some(product_id) = row.product_id {
            sellers.push(Seller { product_id, variant_id: row.variant_id, units: row.units, revenue: row.revenue });
            continue;
        }
        let figures = buckets.entry(bucket_start(bucket, parse_day(&row.day)?)).or_default();
        figures.add(row.revenue, row.orders, row.units);
        totals.add(row.revenue, row.orders, row.units);
        let kind = if row.kind == "cash_on_delivery" { 1 } else { 0 };
        by_kind[kind].1 += row.revenue;
        by_kind[kind].2 += row.orders;
        vouchers_given += row.discount;
        tokens_sold += row.tokens;
    }
    let best_sellers = best_sellers(ctx, sellers, locale).await?;
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

/// A row of [`order_figures`]: a day and way of paying (orders, revenue, discount), or its lines
/// (units, tokens), or a variant's sales (`product_id` set: units, revenue).
#[derive(Debug, FromQueryResult)]
struct OrderFigures {
    day: String,
    kind: String,
    product_id: Option<i64>,
    variant_id: Option<i64>,
    orders: i64,
    revenue: i64,
    discount: i64,
    units: i64,
    tokens: i64,
}

/// Every order figure of the range in one statement, so the orders that count are found once
/// (`counted`, read three times): per Myanmar day and way of paying their count, revenue and
/// discounts; per day and way their lines' units and token-pack tokens; per variant the units and
/// revenue of their lines (the best sellers). At most (days × 2) × 2 + variants sold rows.
async fn order_figures(
    conn: &DatabaseConnection,
    backend: DatabaseBackend,
    window: Vec<Value>,
) -> AppResult<Vec<OrderFigures>> {
    let sql = format!(
        "WITH counted AS (SELECT o.id, {day} AS day, o.payment_kind AS kind, o.total_price, o.discount \
           FROM shop_order o WHERE o.created_at >= ? AND o.created_at < ? AND {COUNTED}) \
         SELECT c.day AS day, c.kind AS kind, CAST(NULL AS BIGINT) AS product_id, CAST(NULL AS BIGINT) AS variant_id, \
           CAST(COUNT(*) AS BIGINT) AS orders, CAST(SUM(c.total_price) AS BIGINT) AS revenue, \
           CAST(SUM(c.discount) AS BIGINT) AS discount, CAST(0 AS BIGINT) AS units, CAST(0 AS BIGINT) AS tokens \
           FROM counted c GROUP BY c.day, c.kind \
         UNION ALL \
         SELECT c.day, c.kind, NULL, NULL, 0, 0, 0, CAST(SUM(i.qty) AS BIGINT), \
           CAST(SUM(CASE WHEN i.product_type = 'token-product' THEN i.qty * COALESCE(p.token_amount, 0) ELSE 0 END) AS BIGINT) \
           FROM counted c JOIN order_item i ON i.order_id = c.id LEFT JOIN product p ON p.id = i.product_id \
           GROUP BY c.day, c.kind \
         UNION ALL \
         SELECT '', '', i.product_id, i.variant_id, 0, CAST(SUM(i.qty * i.unit_price) AS BIGINT), 0, \
           CAST(SUM(i.qty) AS BIGINT), 0 \
           FROM counted c JOIN order_item i ON i.order_id = c.id GROUP BY i.product_id, i.variant_id",
        day = myanmar_day(backend, "o.created_at"),
    );
    let statement = statement(backend, &sql, window);
    if backend != DatabaseBackend::Postgres {
        return Ok(OrderFigures::find_by_statement(statement).all(conn).await?);
    }
    // PostgreSQL would JIT-compile this statement (its estimated cost is high), which takes longer
    // than running it: off for this read only.
    let tx = conn.begin().await?;
    tx.execute_unprepared("SET LOCAL jit = off").await?;
    let rows = OrderFigures::find_by_statement(statement).all(&tx).await?;
    tx.commit().await?;
    Ok(rows)
}

#[derive(Debug, FromQueryResult)]
struct Seller {
    product_id: i64,
    variant_id: Option<i64>,
    units: i64,
    revenue: i64,
}

/// The ten products and the ten variants with the most units (then revenue, then id) of the
/// variants' sales ([`order_figures`]), named in the admin's language.
async fn best_sellers(ctx: &AppContext, mut variants: Vec<Seller>, locale: Locale) -> AppResult<BestSellers> {
    let conn = ctx.db.conn();
    let mut by_product: BTreeMap<i64, Seller> = BTreeMap::new();
    for s in &variants {
        let p = by_product.entry(s.product_id).or_insert(Seller {
            product_id: s.product_id,
            variant_id: None,
            units: 0,
            revenue: 0,
        });
        p.units += s.units;
        p.revenue += s.revenue;
    }
    let mut products: Vec<Seller> = by_product.into_values().collect();
    let rank = |s: &Seller| (-s.units, -s.revenue, s.product_id, s.variant_id.unwrap_or(i64::MIN));
    products.sort_by_key(rank);
    products.truncate(BEST_SELLERS);
    variants.sort_by_key(rank);
    variants.truncate(BEST_SELLERS);
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
