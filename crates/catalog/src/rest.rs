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
    AppContext, AppResult, Locale, Msg,
};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{Category, ProductDetail, ProductPage, ProductType},
    reads::{self, ProductFilter, DEFAULT_PER_PAGE},
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

/// The products of a category, newest first, 20 a page.
#[utoipa::path(get, path = "/api/categories/{categoryid}/products", tag = "catalog",
    params(("categoryid" = i64, Path), PageParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductPage>), (status = 404, body = ErrorEnvelope)))]
async fn category_products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    IdPath(category_id): IdPath,
    Query(page): Query<PageParams>,
) -> AppResult<Response> {
    let filter = ProductFilter { category_id: Some(category_id), ..Default::default() };
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

/// Search products by name in every language, best matches first; 20 a page.
#[utoipa::path(get, path = "/api/products", tag = "catalog",
    params(SearchParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<ProductPage>)))]
async fn products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Query(params): Query<SearchParams>,
) -> AppResult<Response> {
    let filter = ProductFilter { search: params.search, ..Default::default() };
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
