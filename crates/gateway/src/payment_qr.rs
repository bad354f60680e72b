//! A payment QR with the amount, for every kind of transfer payment: the payment's owner says
//! what is due (the method paid with, the amount, the reference) and `payments::qr` makes the
//! method's merchant QR into the QR of that one payment. Composed here since each kind has its own
//! owner (orders now; shipping fees, tickets and recoveries later).
//!
//! - before paying (every kind): `createPaymentQr(kind, paymentId, amountMmk)` and `POST
//!   api/user/payment-qr` make a reference (`PAY000042`, `payments::reference`) that the payment
//!   then names; answers the payload and the PNG's link;
//! - a placed order's: `paymentQr(kind, id)` and `GET api/user/payment-qr?kind=order&id=N` (the
//!   other kinds of placed payment answer 404 `payments.qr.not_yet`: they are paid before they
//!   are placed, with a reference);
//! - `GET api/user/payment-qr.png?reference=PAY000042` or `?kind=order&id=N`: the PNG
//!   (`Cache-Control: private, no-store`).

use async_graphql::{Context, Object};
use axum::{
    extract::{Query, State},
    http::header,
    response::{IntoResponse, Response},
};
use kernel::{
    auth::CurrentUser,
    graphql::ContextExt,
    rest::{Envelope, ErrorEnvelope, JsonOrForm},
    AppContext, AppError, AppResult, Locale, Msg,
};
use payments::model::{PaymentDue, PaymentKind, PaymentQr};
use serde::Deserialize;
use utoipa_axum::{router::OpenApiRouter, routes};

/// What the caller's payment of `kind` number `id` asks: 404 when it is not theirs, no longer
/// waits for payment, or is of a kind not made yet.
async fn due(ctx: &AppContext, caller: &CurrentUser, kind: PaymentKind, id: i64) -> AppResult<PaymentDue> {
    match kind {
        PaymentKind::Order => orders::service::payment_due(ctx, caller.id, id).await,
        PaymentKind::ShippingFee | PaymentKind::TicketTransfer | PaymentKind::SignInRecovery => {
            Err(AppError::not_found("payments.qr.not_yet"))
        }
    }
}

fn kind_name(kind: PaymentKind) -> &'static str {
    match kind {
        PaymentKind::Order => "order",
        PaymentKind::ShippingFee => "shipping_fee",
        PaymentKind::TicketTransfer => "ticket_transfer",
        PaymentKind::SignInRecovery => "sign_in_recovery",
    }
}

/// The caller's payment QR code: the payload and the link of its PNG.
pub async fn payment_qr(ctx: &AppContext, caller: CurrentUser, kind: PaymentKind, id: i64) -> AppResult<PaymentQr> {
    let due = due(ctx, &caller, kind, id).await?;
    let png = format!("/api/user/payment-qr.png?kind={}&id={id}", kind_name(kind));
    payments::qr::payment_qr(ctx, due, png).await
}

#[derive(Default)]
pub struct PaymentQrMutation;

#[Object]
impl PaymentQrMutation {
    /// Before paying: the QR code to pay `amountMmk` kyat of `kind` with method `paymentId` (a
    /// method with a merchant QR), with a new reference (`PAY000042`) as its bill number, to type
    /// into the wallet's note too. Name the reference as `paymentReference` when sending the
    /// payment: the receipt reader looks for it. Asked again for the same method and amount, the
    /// unused reference is answered again. A method without a QR code answers `NOT_FOUND`.
    async fn create_payment_qr(
        &self,
        ctx: &Context<'_>,
        kind: PaymentKind,
        payment_id: i64,
        #[graphql(desc = "The amount the page shows as due, in whole kyat (1 to 100,000,000).")] amount_mmk: i64,
    ) -> async_graphql::Result<PaymentQr> {
        let caller = ctx.current_user().await?;
        Ok(payments::reference::create(ctx.app(), caller.id, kind, payment_id, amount_mmk).await?)
    }
}

#[derive(Default)]
pub struct PaymentQrQuery;

#[Object]
impl PaymentQrQuery {
    /// The QR code to pay one of the caller's payments with their wallet: the payment method's
    /// merchant QR with the amount due and the payment's reference (an order's number,
    /// `ORD000123`). Only `ORDER` so far (the others answer "not available yet"); an order that is
    /// not the caller's or no longer waits for payment, or a method without a QR code, answers
    /// `NOT_FOUND` with its reason.
    async fn payment_qr(&self, ctx: &Context<'_>, kind: PaymentKind, id: i64) -> async_graphql::Result<PaymentQr> {
        let caller = ctx.current_user().await?;
        Ok(payment_qr(ctx.app(), caller, kind, id).await?)
    }
}

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(payment_qr_rest, create_payment_qr_rest)).routes(routes!(payment_qr_png))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct QrParams {
    /// What the payment is for; only `order` is made so far (the others answer 404).
    #[param(inline)]
    kind: PaymentKind,
    /// The order's id (`order_id` of buy now and checkout).
    id: i64,
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct PngParams {
    /// A reference made before paying (`PAY000042`); or `kind` and `id` of a placed order.
    reference: Option<String>,
    /// What the payment is for (with `id`); only `order`.
    #[param(inline)]
    kind: Option<PaymentKind>,
    /// The order's id (with `kind`).
    id: Option<i64>,
}

/// What `POST api/user/payment-qr` takes (JSON or form fields).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
struct CreateQrInput {
    /// What the shopper is about to pay.
    #[schema(inline)]
    kind: PaymentKind,
    /// The payment method (with a merchant QR): an id from `payments`.
    #[schema(minimum = 1)]
    payment_id: i64,
    /// The amount the page shows as due, in whole kyat.
    #[schema(minimum = 1, maximum = 100_000_000)]
    amount_mmk: i64,
}

/// Before paying: the QR code to pay `amount_mmk` kyat with a method that has a merchant QR, with
/// a new reference (`PAY000042`) as its bill number. Send it as `payment_reference` with the
/// payment (checkout, buy now, shipping fee, tickets, recovery); the receipt reader looks for it.
/// The same method and amount again answer the same unused reference.
#[utoipa::path(post, path = "/api/user/payment-qr", operation_id = "create_payment_qr", tag = "orders", security(("bearer" = [])),
    request_body(content(
        (CreateQrInput = "application/json"),
        (CreateQrInput = "application/x-www-form-urlencoded"),
    )),
    responses((status = 200, body = Envelope<PaymentQr>), (status = 401, body = ErrorEnvelope),
        (status = 404, description = "A method without a QR code", body = ErrorEnvelope),
        (status = 422, description = "An unknown or cash on delivery method, or an amount out of range", body = ErrorEnvelope),
        (status = 429, description = "Too many unused references", body = ErrorEnvelope)))]
async fn create_payment_qr_rest(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<CreateQrInput>,
) -> AppResult<Envelope<PaymentQr>> {
    let made = payments::reference::create(&ctx, user.id, input.kind, input.payment_id, input.amount_mmk).await?;
    Ok(Envelope::ok(locale, Msg::new("payments.qr.ready"), made))
}

/// The QR code to pay a pending order with a wallet: the payload (MMQR, with the order's total
/// and its number `ORD000123` as bill number) and the link of its PNG.
#[utoipa::path(get, path = "/api/user/payment-qr", operation_id = "payment_qr", tag = "orders", security(("bearer" = [])), params(QrParams),
    responses((status = 200, body = Envelope<PaymentQr>), (status = 401, body = ErrorEnvelope),
        (status = 404, description = "Not the caller's pending payment, a method without a QR code, or a kind not made yet", body = ErrorEnvelope)))]
async fn payment_qr_rest(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(params): Query<QrParams>,
) -> AppResult<Envelope<PaymentQr>> {
    let found = payment_qr(&ctx, user, params.kind, params.id).await?;
    Ok(Envelope::ok(locale, Msg::new("payments.qr.ready"), found))
}

/// The payment QR code as a PNG (at least 320 px, with its quiet zone); not cached: of an unused
/// reference made before paying (`reference`), or of a placed order (`kind` and `id`).
#[utoipa::path(get, path = "/api/user/payment-qr.png", operation_id = "payment_qr_png", tag = "orders", security(("bearer" = [])), params(PngParams),
    responses((status = 200, description = "The QR code", content_type = "image/png"), (status = 401, body = ErrorEnvelope),
        (status = 404, description = "Not the caller's unused reference or pending payment, a method without a QR code, or a kind not made yet", body = ErrorEnvelope)))]
async fn payment_qr_png(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    Query(params): Query<PngParams>,
) -> AppResult<Response> {
    let found = match (params.reference, params.kind, params.id) {
        (Some(reference), _, _) => {
            let due = payments::reference::due(&ctx, user.id, &reference).await?;
            let png = payments::reference::png_url(&due.reference);
            payments::qr::payment_qr(&ctx, due, png).await?
        }
        (None, Some(kind), Some(id)) => payment_qr(&ctx, user, kind, id).await?,
        _ => return Err(AppError::not_found("payments.qr.none")),
    };
    let png = payments::qr::png(&found.payload)?;
    Ok(([(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "private, no-store")], png).into_response())
}
