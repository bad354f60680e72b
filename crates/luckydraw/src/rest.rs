//! The lucky draw's Form A paths: ticket lists, buying tickets, draws, results, winners, prizes.

use axum::{
    extract::{FromRequest, Path, Query, Request, State},
    http::{header, HeaderMap},
    response::{IntoResponse, Response},
    Json,
};
use kernel::compat::whole;
use kernel::{
    auth::{authenticate, bearer_token, CurrentUser},
    pagination::{PageMeta, PageParams},
    read_cache::Freshness,
    rest::{Envelope, ErrorEnvelope, JsonOrForm, Multipart},
    AppContext, AppResult, Locale, Msg,
};
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{
        BuyTicketsInput, LiveLuckyNumber, LuckyDrawDetail, MyDrawList, MyLuckyDraw, TicketProductPage,
        TicketPurchaseResult, WinnerPage, WinnerSlide,
    },
    purchases, reads,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(ticket_products))
        .routes(routes!(buy_ticket))
        .routes(routes!(histories))
        .routes(routes!(history))
        .routes(routes!(lives))
        .routes(routes!(live))
        .routes(routes!(my_prizes))
        .routes(routes!(live_lucky_number))
        .routes(routes!(claim_prize))
        .routes(routes!(winners))
        .routes(routes!(winner_slides))
        .routes(routes!(winner))
        .routes(routes!(ticket_lines))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct TicketListParams {
    /// `home`: the home screen's lucky-draw section (10). `latest`: the home screen's newest
    /// catalogue products (10 a page, product cards). Absent: every ticket product, 20 a page.
    show: Option<String>,
    /// Page number, from 1.
    #[serde(default, deserialize_with = "kernel::pagination::page_number")]
    page: Option<u64>,
    /// Items per page, at most 100.
    #[serde(default, alias = "perpage", alias = "limit", deserialize_with = "kernel::pagination::page_number")]
    per_page: Option<u64>,
}

/// `show=latest` answers catalogue product cards; the other lists answer ticket products.
// The answer's shape, for the API docs: the handler sends the cached JSON of either. `anyOf`, not
// the `oneOf` a derived untagged enum declares: an empty page (`data: []`) is both.
struct TicketList;

impl utoipa::PartialSchema for TicketList {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::{schema::AnyOfBuilder, Ref};
        AnyOfBuilder::new()
            .item(Ref::from_schema_name("TicketProductPage"))
            .item(Ref::from_schema_name("ProductPage"))
            .description(Some("`show=latest` answers catalogue product cards; the other lists answer ticket products."))
            .into()
    }
}

impl utoipa::ToSchema for TicketList {
    fn schemas(schemas: &mut Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>) {
        use utoipa::PartialSchema;
        schemas.push(("TicketProductPage".into(), TicketProductPage::schema()));
        <TicketProductPage as utoipa::ToSchema>::schemas(schemas);
        schemas.push(("ProductPage".into(), catalog::model::ProductPage::schema()));
        <catalog::model::ProductPage as utoipa::ToSchema>::schemas(schemas);
    }
}

/// Ticket products (id descending, 20 a page) with the current batch's remaining tickets, cost
/// and seed hash; `show=home` for the home section, `show=latest` for the home screen's newest
/// products.
// From the read cache, with an `ETag`; the ticket lists are revalidated on every use (their
// remaining tickets change with every purchase).
#[utoipa::path(get, path = "/api/products/ticket", tag = "luckydraw",
    params(TicketListParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<TicketList>)))]
async fn ticket_products(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Query(params): Query<TicketListParams>,
) -> AppResult<Response> {
    let page = PageParams { page: params.page, per_page: params.per_page };
    let message = Msg::new("catalog.products");
    Ok(match params.show.as_deref() {
        Some("latest") => {
            let found = catalog::reads::latest_products(&ctx, page, locale).await?;
            found.answer(&headers, locale, message, Freshness::Brief)
        }
        Some("home") => {
            let first = PageParams { page: Some(1), per_page: None };
            let found = reads::ticket_products(&ctx, first, reads::HOME_TICKET_PRODUCTS, locale).await?;
            found.answer(&headers, locale, message, Freshness::EveryUse)
        }
        _ => {
            let found = reads::ticket_products(&ctx, page, reads::TICKETS_PER_PAGE, locale).await?;
            found.answer(&headers, locale, message, Freshness::EveryUse)
        }
    })
}

/// The multipart form of a ticket purchase paid by transfer.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct BuyTicketsForm {
    /// The ticket product's id.
    #[schema(minimum = 1)]
    product_id: i64,
    /// How many tickets: 1 to the remaining tickets, at most 1,000,000.
    #[schema(minimum = 1, maximum = 1_000_000)]
    ticket_count: i64,
    /// With `payment_image` (both or neither): pay by transfer instead of tokens. An id from
    /// `payments`.
    #[schema(nullable = false, minimum = 1)]
    payment_id: Option<i64>,
    /// The transfer screenshot (PNG, JPEG or WebP), with `payment_id`.
    #[schema(value_type = Option<String>, format = Binary, nullable = false, min_length = 1)]
    payment_image: Option<Vec<u8>>,
    /// The reference of the payment QR code paid with (`PAY000042`, from `POST
    /// api/user/payment-qr`), if any: the receipt reader looks for it on the receipt.
    #[schema(nullable = false, max_length = 20, pattern = "^[ \\t]*[Pp][Aa][Yy] ?[0-9]{1,12}[ \\t]*$")]
    payment_reference: Option<String>,
}

/// Buy tickets of a ticket product's current batch. JSON or form fields `product_id` and
/// `ticket_count` pay with tokens; a multipart form with `payment_id` and `payment_image` holds
/// the numbers until an admin checks the transfer (`status` `pending`).
#[utoipa::path(post, path = "/api/user/luckydraw/buy-ticket", tag = "luckydraw", security(("bearer" = [])),
    request_body(content(
        (BuyTicketsInput = "application/json"),
        (BuyTicketsForm = "multipart/form-data"),
    )),
    responses((status = 200, body = Envelope<TicketPurchaseResult>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn buy_ticket(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    request: Request,
) -> AppResult<Envelope<TicketPurchaseResult>> {
    let multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let result = if multipart {
        let Multipart(form) = Multipart::from_request(request, &ctx).await?;
        let image = form.file("payment_image").or_else(|| form.file("payment_screenshot"));
        if image.is_some() || form.text("payment_id").is_some() {
            let transfer = payments::Transfer {
                payment_id: form.whole("payment_id"),
                screenshot: image,
                reference: form.text(payments::reference::FIELD),
            };
            purchases::buy_by_transfer(
                &ctx,
                user.id,
                form.whole("product_id"),
                form.whole("ticket_count"),
                transfer,
                locale,
            )
            .await?
        } else {
            purchases::buy_with_tokens(&ctx, user.id, form.whole("product_id"), form.whole("ticket_count"), locale)
                .await?
        }
    } else {
        let JsonOrForm(input) = JsonOrForm::<BuyTicketsInput>::from_request(request, &ctx).await?;
        purchases::buy_with_tokens(&ctx, user.id, whole(&input.product_id), whole(&input.ticket_count), locale).await?
    };
    let message = if result.amount_mmk > 0 { "luckydraw.held" } else { "luckydraw.bought" };
    Ok(Envelope::ok(locale, Msg::new(message), result))
}

/// The caller's draws as a list envelope (one page holding them all).
#[derive(Serialize, utoipa::ToSchema)]
struct MyLuckyDrawList {
    data: Vec<MyLuckyDraw>,
    meta: PageMeta,
}

async fn my_list(
    ctx: &AppContext,
    user: CurrentUser,
    list: MyDrawList,
    locale: Locale,
) -> AppResult<Envelope<MyLuckyDrawList>> {
    let data = reads::my_draws(ctx, user.id, list, locale).await?;
    let total = data.len() as u64;
    let meta = PageMeta::new(total, total.max(1), 1);
    Ok(Envelope::ok(locale, Msg::new("luckydraw.draws"), MyLuckyDrawList { data, meta }))
}

/// Declared draws the caller took part in, newest first.
#[utoipa::path(get, path = "/api/user/luckydraw/histories", tag = "luckydraw", security(("bearer" = [])),
    responses((status = 200, body = Envelope<MyLuckyDrawList>), (status = 401, body = ErrorEnvelope)))]
async fn histories(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
) -> AppResult<Envelope<MyLuckyDrawList>> {
    my_list(&ctx, user, MyDrawList::History, locale).await
}

/// Draws not declared yet that the caller holds tickets in.
#[utoipa::path(get, path = "/api/user/luckydraw/lives", tag = "luckydraw", security(("bearer" = [])),
    responses((status = 200, body = Envelope<MyLuckyDrawList>), (status = 401, body = ErrorEnvelope)))]
async fn lives(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
) -> AppResult<Envelope<MyLuckyDrawList>> {
    my_list(&ctx, user, MyDrawList::Live, locale).await
}

/// Draws the caller won (`claimed` tells whether the prize is in the to-ship list).
#[utoipa::path(get, path = "/api/user/luckydraw/my-prizes", tag = "luckydraw", security(("bearer" = [])),
    responses((status = 200, body = Envelope<MyLuckyDrawList>), (status = 401, body = ErrorEnvelope)))]
async fn my_prizes(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
) -> AppResult<Envelope<MyLuckyDrawList>> {
    my_list(&ctx, user, MyDrawList::Prizes, locale).await
}

/// A draw with the caller's numbers, the result once declared and the data to verify it.
#[utoipa::path(get, path = "/api/user/luckydraw/histories/{luckydrawid}", tag = "luckydraw", security(("bearer" = [])),
    params(("luckydrawid" = i64, Path, description = "The draw id")),
    responses((status = 200, body = Envelope<LuckyDrawDetail>), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn history(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Path(id): Path<i64>,
) -> AppResult<Envelope<LuckyDrawDetail>> {
    draw_detail(&ctx, Some(user.id), id, locale).await
}

async fn draw_detail(
    ctx: &AppContext,
    viewer: Option<i64>,
    id: i64,
    locale: Locale,
) -> AppResult<Envelope<LuckyDrawDetail>> {
    Ok(Envelope::ok(locale, Msg::new("luckydraw.draw"), reads::detail(ctx, viewer, id, locale).await?))
}

/// The same detail, as the LuckyDraw Live tab opens it.
#[utoipa::path(get, path = "/api/user/luckydraw/lives/{luckydrawid}", tag = "luckydraw", security(("bearer" = [])),
    params(("luckydrawid" = i64, Path, description = "The draw id")),
    responses((status = 200, body = Envelope<LuckyDrawDetail>), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn live(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Path(id): Path<i64>,
) -> AppResult<Envelope<LuckyDrawDetail>> {
    draw_detail(&ctx, Some(user.id), id, locale).await
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct LiveParams {
    /// The purchase id (`ticket_id` of a purchase or of a History/Live item).
    ticket_id: Option<String>,
}

/// `{status_code, message, code, data: {luckyNumber, ...}}`: `code` is `you`, `other` or `waiting`.
#[derive(Serialize, utoipa::ToSchema)]
struct LiveEnvelope {
    status_code: u16,
    message: String,
    code: String,
    data: LiveLuckyNumber,
}

/// The result for one of the caller's purchases: `code` `you` (won), `other` (someone else
/// won) or `waiting`, and `data.luckyNumber` once declared.
#[utoipa::path(get, path = "/api/user/live-lucky-number", tag = "luckydraw", security(("bearer" = [])),
    params(LiveParams),
    responses((status = 200, body = LiveEnvelope), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn live_lucky_number(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(params): Query<LiveParams>,
) -> AppResult<Json<LiveEnvelope>> {
    let ticket_id = params.ticket_id.and_then(|v| v.trim().parse().ok());
    let found = reads::live_lucky_number(&ctx, user.id, ticket_id).await?;
    Ok(Json(LiveEnvelope {
        status_code: 200,
        message: Msg::new("luckydraw.draw").render(locale),
        code: found.code.clone(),
        data: found,
    }))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
struct ClaimPrizeInput {
    /// The won draw's id (required).
    #[schema(value_type = i64, required = true, minimum = 1)]
    lucky_draw_winner_id: Option<serde_json::Value>,
}

/// The winner puts the prize into their to-ship list, once. Answers the to-ship item's id.
#[utoipa::path(post, path = "/api/user/claim-prize", tag = "luckydraw", security(("bearer" = [])), request_body = ClaimPrizeInput,
    responses((status = 200, body = Envelope<i64>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn claim_prize(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<ClaimPrizeInput>,
) -> AppResult<Envelope<i64>> {
    let item = reads::claim_prize(&ctx, user.id, whole(&input.lucky_draw_winner_id)).await?;
    Ok(Envelope::ok(locale, Msg::new("luckydraw.prize_claimed"), item))
}

/// Declared draws and their winners, newest first, 20 a page.
#[utoipa::path(get, path = "/api/luckydraw-winners", tag = "luckydraw",
    params(PageParams, ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<WinnerPage>)))]
async fn winners(
    State(ctx): State<AppContext>,
    locale: Locale,
    Query(page): Query<PageParams>,
) -> AppResult<Envelope<WinnerPage>> {
    Ok(Envelope::ok(locale, Msg::new("luckydraw.winners"), reads::winners(&ctx, page, locale).await?))
}

/// The ten latest winners for the home screen's strip.
#[utoipa::path(get, path = "/api/luckydraw-winners/slide", tag = "luckydraw",
    responses((status = 200, body = Envelope<Vec<WinnerSlide>>)))]
async fn winner_slides(State(ctx): State<AppContext>, locale: Locale) -> AppResult<Envelope<Vec<WinnerSlide>>> {
    Ok(Envelope::ok(locale, Msg::new("luckydraw.winners"), reads::winner_slides(&ctx, locale).await?))
}

/// A draw as the winners pages show it; with a bearer token, the caller's numbers and `is_win`.
#[utoipa::path(get, path = "/api/luckydraw-winners/{luckydrawid}", tag = "luckydraw",
    params(("luckydrawid" = i64, Path, description = "The draw id")),
    responses((status = 200, body = Envelope<LuckyDrawDetail>), (status = 404, body = ErrorEnvelope)))]
async fn winner(
    State(ctx): State<AppContext>,
    locale: Locale,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> AppResult<Envelope<LuckyDrawDetail>> {
    let viewer = match bearer_token(&headers) {
        Some(token) => authenticate(&ctx, &token).await.ok().map(|u| u.id),
        None => None,
    };
    draw_detail(&ctx, viewer, id, locale).await
}

/// The sold tickets of a draw as the lines its digest is computed over: `"{number}:{user_id}\n"`
/// in number order. `hex(SHA-256(body))` is the draw's `tickets_digest`.
#[utoipa::path(get, path = "/api/luckydraws/{luckydrawid}/tickets", tag = "luckydraw",
    params(("luckydrawid" = i64, Path, description = "The draw id")),
    responses((status = 200, content_type = "text/plain", body = String), (status = 404, body = ErrorEnvelope)))]
async fn ticket_lines(State(ctx): State<AppContext>, Path(id): Path<i64>) -> AppResult<impl IntoResponse> {
    let lines = reads::ticket_lines(&ctx, id).await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], lines))
}
