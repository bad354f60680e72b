//! `api/user/luckydraw/...`: ticket purchases.

use axum::extract::State;
use kernel::{
    auth::CurrentUser,
    rest::{Envelope, ErrorEnvelope, JsonOrForm},
    AppContext, AppResult, Locale, Msg,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{BuyTicketsInput, TicketPurchaseResult},
    service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(buy_ticket))
}

/// Buy tickets of a ticket product's current batch with tokens.
#[utoipa::path(post, path = "/api/user/luckydraw/buy-ticket", tag = "luckydraw", security(("bearer" = [])), request_body = BuyTicketsInput,
    responses((status = 200, body = Envelope<TicketPurchaseResult>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn buy_ticket(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<BuyTicketsInput>,
) -> AppResult<Envelope<TicketPurchaseResult>> {
    let product = BuyTicketsInput::whole(&input.product_id);
    let count = BuyTicketsInput::whole(&input.ticket_count);
    let result = service::buy_with_tokens(&ctx, user.id, product, count, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("luckydraw.bought"), result))
}
