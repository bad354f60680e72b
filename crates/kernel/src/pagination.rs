//! Page parameters and the `meta` of the REST list envelope.

use sea_orm::{
    sea_query::{Alias, Expr, Query, SelectStatement, SimpleExpr, SubQueryStatement},
    ConnectionTrait, DbErr, EntityTrait, FromQueryResult, QueryResult, QuerySelect, QueryTrait, Select,
};
use serde::{de::Error as _, Deserialize, Deserializer, Serialize};

use crate::AppResult;

/// `?page=&per_page=` (the client also sends `perpage` and `limit`).
#[derive(Debug, Clone, Copy, Deserialize, utoipa::IntoParams, async_graphql::InputObject)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// Page number, from 1 (0 reads as 1, past the last page is an empty page).
    #[serde(default, deserialize_with = "page_number")]
    pub page: Option<u64>,
    /// Items per page, at most 100 (more reads as 100, 0 as 1).
    #[serde(default, alias = "perpage", alias = "limit", deserialize_with = "page_number")]
    pub per_page: Option<u64>,
}

/// Serde `deserialize_with` of a page number or size in a query: a whole number from 0 to
/// `i64::MAX`, what the API document declares (`int64`, minimum 0). Anything else is a malformed
/// request (400), as a negative number or a text already was.
pub fn page_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    match Option::<u64>::deserialize(deserializer)? {
        Some(n) if i64::try_from(n).is_err() => Err(D::Error::custom("a page number is at most 2^63 - 1")),
        n => Ok(n),
    }
}

impl PageParams {
    pub const MAX_PER_PAGE: u64 = 100;
    /// Far beyond any list, small enough that `page x per_page` cannot overflow.
    pub const MAX_PAGE: u64 = 1_000_000;

    pub fn page(&self) -> u64 {
        self.page.unwrap_or(1).clamp(1, Self::MAX_PAGE)
    }

    pub fn per_page(&self, default: u64) -> u64 {
        self.per_page.unwrap_or(default).clamp(1, Self::MAX_PER_PAGE)
    }

    /// Whether this page starts at or past the `max_items`th item: past the end of any list
    /// counted up to `max_items` ([`capped_page`]), so it is empty whatever the list holds.
    pub fn is_past(&self, per_page: u64, max_items: u64) -> bool {
        (self.page() - 1).saturating_mul(per_page) >= max_items
    }
}

/// How many rows `select` finds, counting at most `max_items` (`MALL_LIST_MAX_ITEMS`): the
/// database stops at the cap rather than reading every match.
pub async fn capped_count<E: EntityTrait>(
    conn: &impl ConnectionTrait,
    select: &Select<E>,
    max_items: u64,
) -> AppResult<u64> {
    count_rows(conn, capped_count_query(select, max_items)).await
}

/// Runs a `SELECT COUNT(*) AS n ...` statement.
async fn count_rows(conn: &impl ConnectionTrait, count: SelectStatement) -> AppResult<u64> {
    let row = conn.query_one(conn.get_database_backend().build(&count)).await?;
    let n: i64 = match row {
        Some(row) => row.try_get("", "n")?,
        None => 0,
    };
    Ok(u64::try_from(n).unwrap_or(0))
}

/// How many rows `rows` (a statement its caller bounds with a `LIMIT`) answers.
pub async fn count_of(conn: &impl ConnectionTrait, rows: SelectStatement) -> AppResult<u64> {
    count_rows(conn, count_query(rows)).await
}

/// `SELECT COUNT(*) AS n FROM (rows)`.
fn count_query(rows: SelectStatement) -> SelectStatement {
    Query::select()
        .expr_as(Expr::cust("COUNT(*)"), Alias::new("n"))
        .from_subquery(rows, Alias::new("counted"))
        .to_owned()
}

/// `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ... LIMIT max_items)` of `select`'s rows.
fn capped_count_query<E: EntityTrait>(select: &Select<E>, max_items: u64) -> SelectStatement {
    let mut rows = select.clone().into_query();
    rows.clear_selects().expr(Expr::val(1)).clear_order_by().limit(max_items);
    count_query(rows)
}

/// One page of `select` (ordered by the caller) and its `meta`, the list counted up to
/// `max_items` ([`capped_count`]): `meta.total` is at most `max_items`, and a page at or past it is
/// empty and reads no rows. So no page number, however deep, makes the database skip more than
/// `max_items` rows.
///
/// One statement when the page has rows: the count rides on each row as an uncorrelated scalar
/// subquery, which both databases evaluate once (SQLite's once-only subquery, PostgreSQL's
/// InitPlan). An empty page (an empty list, or past its end) counts in a second statement.
pub async fn capped_page<E: EntityTrait>(
    conn: &impl ConnectionTrait,
    select: Select<E>,
    page: PageParams,
    per_page: u64,
    max_items: u64,
) -> AppResult<(Vec<E::Model>, PageMeta)> {
    let offset = (page.page() - 1).saturating_mul(per_page);
    let rows: Vec<Counted<E::Model>> = if offset < max_items {
        let count = SubQueryStatement::SelectStatement(capped_count_query(&select, max_items));
        select
            .clone()
            .expr_as(SimpleExpr::SubQuery(None, Box::new(count)), LIST_TOTAL)
            .offset(offset)
            .limit(per_page.min(max_items - offset))
            .into_model::<Counted<E::Model>>()
            .all(conn)
            .await?
    } else {
        Vec::new()
    };
    let total = match rows.first() {
        Some(first) => u64::try_from(first.total).unwrap_or(0),
        None => capped_count(conn, &select, max_items).await?,
    };
    Ok((rows.into_iter().map(|row| row.model).collect(), PageMeta::new(total, per_page, page.page())))
}

/// The column a counted page's rows carry their list's count in.
const LIST_TOTAL: &str = "list_total";

/// A row of a counted page: the entity's model and its list's count.
struct Counted<M> {
    model: M,
    total: i64,
}

impl<M: FromQueryResult> FromQueryResult for Counted<M> {
    fn from_query_result(row: &QueryResult, prefix: &str) -> Result<Self, DbErr> {
        Ok(Counted { model: M::from_query_result(row, prefix)?, total: row.try_get(prefix, LIST_TOTAL)? })
    }
}

/// The rows of one page of `select` (ordered by the caller), a list whose count (`total`) the
/// caller already has: none, and no query, past its end.
pub async fn rows_of_page<E: EntityTrait>(
    conn: &impl ConnectionTrait,
    select: Select<E>,
    page: PageParams,
    per_page: u64,
    total: u64,
) -> AppResult<Vec<E::Model>> {
    let offset = (page.page() - 1).saturating_mul(per_page);
    if offset >= total {
        return Ok(Vec::new());
    }
    Ok(select.offset(offset).limit(per_page.min(total - offset)).all(conn).await?)
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema, async_graphql::SimpleObject)]
pub struct PageMeta {
    /// Number of items on all pages together.
    pub total: u64,
    /// Items per page.
    pub per_page: u64,
    /// This page's number, from 1.
    pub current_page: u64,
    /// The last page's number (1 when the list is empty).
    pub last_page: u64,
}

impl PageMeta {
    pub fn new(total: u64, per_page: u64, current_page: u64) -> PageMeta {
        PageMeta { total, per_page, current_page, last_page: total.div_ceil(per_page).max(1) }
    }
}

/// One page of a list: `{data: [...], meta: {...}}`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Page<T> {
    pub data: Vec<T>,
    pub meta: PageMeta,
}
