//! `api/admin/exports/*.csv`: the accountant's downloads ([`crate::exports`]), the owner only (a
//! shopper gets 403, a visitor 401), streamed.

use axum::{
    body::Body,
    extract::{Query, State},
    http::header,
    response::{IntoResponse, Response},
};
use kernel::{auth::CurrentUser, rest::ErrorEnvelope, AppContext, AppResult};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::exports::{self, Export};

/// What each admin route of this module needs (kernel::permissions; the gateway checks it).
pub const ACCESS: kernel::permissions::RestAccess = &[
    ("GET", "/api/admin/exports/orders.csv", kernel::permissions::Permission::Reports),
    ("GET", "/api/admin/exports/refunds.csv", kernel::permissions::Permission::Reports),
    ("GET", "/api/admin/exports/cod-remittances.csv", kernel::permissions::Permission::Reports),
];

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(orders_csv)).routes(routes!(refunds_csv)).routes(routes!(cod_remittances_csv))
}

/// The range of an export: Myanmar calendar days, `to` included, at most five years.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportRange {
    /// The first day, YYYY-MM-DD (Asia/Yangon).
    #[param(required = true, value_type = String, format = Date, example = "2026-11-01")]
    from: Option<String>,
    /// The last day, included, YYYY-MM-DD.
    #[param(required = true, value_type = String, format = Date, example = "2026-11-30")]
    to: Option<String>,
}

async fn download(ctx: AppContext, admin: CurrentUser, range: ExportRange, export: Export) -> AppResult<Response> {
    let range = exports::check(admin, range.from.as_deref(), range.to.as_deref())?;
    let disposition = format!("attachment; filename=\"{}\"", export.file_name(range));
    let headers = [
        (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
        (header::CONTENT_DISPOSITION, disposition),
        (header::CACHE_CONTROL, "no-store".to_owned()),
    ];
    Ok((headers, Body::from_stream(exports::stream(ctx, range, export))).into_response())
}

/// Admin: orders placed in the range as CSV (UTF-8 with a BOM, Myanmar time), one row per order
/// in any state: order, placed_at, status, counted_as_revenue, payment_kind, payment_method,
/// customer_id, customer_name, customer_phone, units, goods_mmk, discount_mmk, voucher_code,
/// total_mmk, decided_at, cancel_reason.
#[utoipa::path(get, path = "/api/admin/exports/orders.csv", tag = "admin", security(("bearer" = [])), params(ExportRange),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401, body = ErrorEnvelope),
        (status = 403, description = "Not the owner", body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn orders_csv(
    State(ctx): State<AppContext>,
    admin: CurrentUser,
    Query(range): Query<ExportRange>,
) -> AppResult<Response> {
    download(ctx, admin, range, Export::Orders).await
}

/// Admin: refunds recorded in the range as CSV (UTF-8 with a BOM, Myanmar time), one row per
/// refund, due or sent: refund_id, recorded_at, paid_for, paid_for_id, customer_id, customer_name,
/// customer_phone, amount_mmk, status, reason, method, refunded_at, tokens_taken, tokens_owed.
#[utoipa::path(get, path = "/api/admin/exports/refunds.csv", tag = "admin", security(("bearer" = [])), params(ExportRange),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401, body = ErrorEnvelope),
        (status = 403, description = "Not the owner", body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn refunds_csv(
    State(ctx): State<AppContext>,
    admin: CurrentUser,
    Query(range): Query<ExportRange>,
) -> AppResult<Response> {
    download(ctx, admin, range, Export::Refunds).await
}

/// Admin: cash on delivery parcels whose cash the courier paid to the shop in the range, as CSV
/// (UTF-8 with a BOM, Myanmar time), one row per parcel: waybill, remitted_at, orders,
/// customer_id, customer_name, courier, tracking_number, collected_mmk, shipping_fee_mmk,
/// goods_mmk, handed_over_at, received_at, parcel_status.
#[utoipa::path(get, path = "/api/admin/exports/cod-remittances.csv", tag = "admin", security(("bearer" = [])), params(ExportRange),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401, body = ErrorEnvelope),
        (status = 403, description = "Not the owner", body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn cod_remittances_csv(
    State(ctx): State<AppContext>,
    admin: CurrentUser,
    Query(range): Query<ExportRange>,
) -> AppResult<Response> {
    download(ctx, admin, range, Export::CodRemittances).await
}
