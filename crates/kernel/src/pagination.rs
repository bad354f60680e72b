//! Page parameters and the `meta` of the REST list envelope.

use serde::{de::Error as _, Deserialize, Deserializer, Serialize};

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
