//! `api/admin/catalog.csv` and `api/admin/catalog/import`: the catalogue as a spreadsheet
//! ([`crate::spreadsheet`]), admins only (a shopper gets 403, a visitor 401).

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use kernel::{
    auth::CurrentUser,
    permissions::{Permission, RestAccess},
    rest::{Envelope, ErrorEnvelope, Multipart},
    AppContext, AppError, AppResult, Locale, Msg,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::spreadsheet::{self, ImportReport};

/// What each admin route of this module needs (kernel::permissions; the gateway checks it).
pub const ACCESS: RestAccess = &[
    ("GET", "/api/admin/catalog.csv", Permission::Catalog),
    ("POST", "/api/admin/catalog/import", Permission::Catalog),
];

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(export)).routes(routes!(import))
}

/// Every normal product as CSV (UTF-8 with a BOM, so Excel shows Burmese), one row per variant:
/// sku, product_slug, category, names and descriptions in three languages, up to three option
/// names and values, price, stock (empty: not counted), low_stock_at, weight_kg, hidden, photo_urls.
#[utoipa::path(get, path = "/api/admin/catalog.csv", tag = "admin", security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401, body = ErrorEnvelope), (status = 403, description = "Not an admin", body = ErrorEnvelope)))]
async fn export(State(ctx): State<AppContext>, admin: CurrentUser) -> AppResult<Response> {
    let csv = spreadsheet::export(&ctx, admin).await?;
    let headers = [
        (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
        (header::CONTENT_DISPOSITION, "attachment; filename=\"lucky-mall-catalog.csv\""),
        (header::CACHE_CONTROL, "no-store"),
    ];
    Ok((headers, csv).into_response())
}

/// The import form: the file, and whether only to check it.
#[allow(dead_code)]
#[derive(utoipa::ToSchema)]
struct ImportForm {
    /// The CSV, with the export's columns (any subset that has sku, product_slug, name_en and price).
    #[schema(value_type = String, format = Binary, min_length = 1)]
    file: Vec<u8>,
    /// `true`: answer what would be created and updated and every error, and write nothing.
    #[schema(required = false)]
    dry_run: bool,
}

/// Creates or updates products by slug and variants by SKU, all or nothing; with `dry_run=true`
/// answers what it would do and every error (line, column, message) without writing. A real
/// import with errors is a 422 whose `errors` are keyed `line N: column`.
#[utoipa::path(post, path = "/api/admin/catalog/import", tag = "admin", security(("bearer" = [])),
    request_body(content = ImportForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<ImportReport>), (status = 401, body = ErrorEnvelope), (status = 403, description = "Not an admin", body = ErrorEnvelope),
        (status = 413, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn import(
    State(ctx): State<AppContext>,
    admin: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<ImportReport>> {
    admin.require_staff()?;
    let file = form.file("file").ok_or_else(|| AppError::invalid("file", Msg::new("catalog.import_not_csv")))?;
    let dry_run = matches!(form.text("dry_run").as_deref().map(str::trim), Some("true" | "1"));
    let report = spreadsheet::import(&ctx, admin, &file, dry_run, locale).await?;
    let message = if dry_run { "catalog.import_checked" } else { "catalog.imported" };
    Ok(Envelope::ok(locale, Msg::new(message), report))
}
