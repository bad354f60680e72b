//! `api/categories...` and `api/products...`: the spec's Form A paths for the catalogue. Every one
//! is public: answered from the read cache, with an `ETag` ([`kernel::read_cache`]).

use axum::{
    extract::{Path, Query, State},
    http::HeaderMap,
    response::Response,
};
use kernel::compat::IdPath;
use kernel::{
    pagination::PageParams,
    read_cache::Freshness,
    rest::{Envelope, ErrorEnvelope},
    AppContext, AppError, AppResult, FieldError, Locale, Msg,
};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{Category, ProductDetail, ProductPage, ProductType},
    reads::{self, ProductFilter, ProductSort, DEFAULT_PER_PAGE},
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(categories))
        .routes(routes!(category_products))
        .routes(routes!(products))
        .routes(routes!(token_products))
        .routes(routes!(referral_products))
        .routes(routes!(product))
}

/// Shop-by-category list.
#[utoipa::path(get, path = "/api/categories", tag = "catalog",
    params(("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<Vec<Category>>)))]
async fn categories(State(ctx): State<AppContext>, locale: Locale, headers: HeaderMap) -> AppResult<Response> {
    let found = reads::categories(&ctx, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("catalog.categories"), Freshness::Brief))
}

/// The products of a category, newest first (or as `sort` says), 20 a page.
#[utoipa::path(get, path = "/api/categories/{categoryid}/products", tag = "catalog",
    params(("categoryid" = i64, Path), PageParams, ListParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductPage>), (status = 404, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope, description = "a bad sort, price bound or in_stock, named in `errors`")))]
async fn category_products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    IdPath(category_id): IdPath,
    Query(page): Query<PageParams>,
    Query(list): Query<ListParams>,
) -> AppResult<Response> {
    let filter = list.filter(ProductFilter { category_id: Some(category_id), ..Default::default() })?;
    let found = reads::list_products(&ctx, &filter, page, DEFAULT_PER_PAGE, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("catalog.products"), Freshness::Brief))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct SearchParams {
    /// Words to find in product names (any language); best matches first.
    search: Option<String>,
    /// Page number, from 1.
    #[serde(default, deserialize_with = "kernel::pagination::page_number")]
    page: Option<u64>,
    /// Items per page, at most 100.
    #[serde(default, alias = "perpage", alias = "limit", deserialize_with = "kernel::pagination::page_number")]
    per_page: Option<u64>,
}

/// The sorting and filters of the shoppers' product lists (`api/products`, a category's products).
/// Read as text and checked here, so that a bad value is a 422 naming its field in the shopper's
/// language, not the bare 400 of a query string that does not parse; the API document declares
/// the types a client should send.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct ListParams {
    /// Order: `newest`, `price_asc` (cheapest first) or `price_desc`. Left out: best search
    /// matches first with a search, else newest.
    #[param(value_type = Option<ProductSort>)]
    sort: Option<String>,
    /// Lowest `actual_price` in whole kyat, inclusive.
    #[param(value_type = Option<i64>, minimum = 0)]
    min_price: Option<String>,
    /// Highest `actual_price` in whole kyat, inclusive (not below `min_price`).
    #[param(value_type = Option<i64>, minimum = 0)]
    max_price: Option<String>,
    /// `1`: only products in stock.
    #[param(value_type = Option<i64>, minimum = 0, maximum = 1)]
    in_stock: Option<String>,
}

impl ListParams {
    /// `filter` with these parameters; an empty value counts as left out.
    fn filter(self, filter: ProductFilter) -> AppResult<ProductFilter> {
        let given = |value: Option<String>| value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
        let mut errors = Vec::new();
        let mut invalid = |field: &'static str, key: &'static str| {
            errors.push(FieldError { field: field.into(), message: Msg::new(key) });
        };
        let sort = given(self.sort).and_then(|text| {
            let sort = ProductSort::from_query(&text);
            if sort.is_none() {
                invalid("sort", "catalog.sort_invalid");
            }
            sort
        });
        let mut price = |field: &'static str, value: Option<String>| {
            given(value).and_then(|text| {
                // Negative is refused here too, so that every bad field is named at once.
                let price = text.parse::<i64>().ok().filter(|price| *price >= 0);
                if price.is_none() {
                    invalid(field, "catalog.price_filter_invalid");
                }
                price
            })
        };
        let min_price = price("min_price", self.min_price);
        let max_price = price("max_price", self.max_price);
        let in_stock_only = match given(self.in_stock).as_deref() {
            None | Some("0") => false,
            Some("1") => true,
            Some(_) => {
                invalid("in_stock", "catalog.in_stock_invalid");
                false
            }
        };
        if !errors.is_empty() {
            return Err(AppError::Validation(errors));
        }
        ProductFilter { sort, min_price, max_price, in_stock_only, ..filter }.checked()
    }
}

/// Search products by name in every language, best matches first (or as `sort` says); 20 a page.
#[utoipa::path(get, path = "/api/products", tag = "catalog",
    params(SearchParams, ListParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductPage>),
        (status = 422, body = ErrorEnvelope, description = "a bad sort, price bound or in_stock, named in `errors`")))]
async fn products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Query(params): Query<SearchParams>,
    Query(list): Query<ListParams>,
) -> AppResult<Response> {
    let filter = list.filter(ProductFilter { search: params.search, ..Default::default() })?;
    let page = PageParams { page: params.page, per_page: params.per_page };
    let found = reads::list_products(&ctx, &filter, page, DEFAULT_PER_PAGE, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("catalog.products"), Freshness::Brief))
}

/// Token packs (each card's `token` is the number of tokens in the pack).
#[utoipa::path(get, path = "/api/products/token", tag = "catalog",
    params(PageParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductPage>)))]
async fn token_products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Query(page): Query<PageParams>,
) -> AppResult<Response> {
    let filter = ProductFilter { types: vec![ProductType::TokenProduct], ..Default::default() };
    let found = reads::list_products(&ctx, &filter, page, DEFAULT_PER_PAGE, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("catalog.products"), Freshness::Brief))
}

/// Referral gifts (each card's `referral_point` is what it costs).
#[utoipa::path(get, path = "/api/products/referral", tag = "catalog",
    params(PageParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductPage>)))]
async fn referral_products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Query(page): Query<PageParams>,
) -> AppResult<Response> {
    let filter = ProductFilter { types: vec![ProductType::ReferralGift], ..Default::default() };
    let found = reads::list_products(&ctx, &filter, page, DEFAULT_PER_PAGE, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("catalog.products"), Freshness::Brief))
}

/// A product by slug.
#[utoipa::path(get, path = "/api/products/{productSlug}", tag = "catalog",
    params(("productSlug" = String, Path), ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductDetail>), (status = 404, body = ErrorEnvelope)))]
async fn product(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Path(slug): Path<String>,
) -> AppResult<Response> {
    let found = reads::product_by_slug(&ctx, &slug, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("catalog.product"), Freshness::Brief))
}
