//! `api/user/referral-histories`, `api/user/claim-referral-product` and `api/user/daily-sign/...`.
//!
//! The spec's client reloads the daily list when create, claim or restart answer the message
//! `Success`, so those three answer exactly that word in every language.

use axum::extract::{Query, State};
use kernel::{
    auth::CurrentUser,
    pagination::PageParams,
    rest::{Envelope, ErrorEnvelope, JsonOrForm, Multipart},
    AppContext, AppResult, Locale, Msg,
};
use payments::{Transfer, TransferFields};
use utoipa_axum::{router::OpenApiRouter, routes};

use accounts::model::TokenHistoryPage;

use crate::{
    daily,
    model::{DailyClaim, DailySign, DateInput, GiftClaim, GiftClaimInput, RecoveryCheck},
    recovery, referral,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(referral_histories))
        .routes(routes!(claim_gift))
        .routes(routes!(create))
        .routes(routes!(list))
        .routes(routes!(claim))
        .routes(routes!(claims))
        .routes(routes!(restart))
        .routes(routes!(recover))
        .routes(routes!(check))
}

/// The referral-point balance's changes, newest first, 20 a page (the token history's shape:
/// `token` holds the points).
#[utoipa::path(get, path = "/api/user/referral-histories", tag = "rewards", security(("bearer" = [])),
    params(PageParams),
    responses((status = 200, body = Envelope<TokenHistoryPage>), (status = 401, body = ErrorEnvelope)))]
async fn referral_histories(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(page): Query<PageParams>,
) -> AppResult<Envelope<TokenHistoryPage>> {
    let found = referral::histories(&ctx, user.id, page, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("rewards.referral_histories"), found))
}

/// Claim a referral gift with referral points; it joins the to-ship list. 422 'point not enough'
/// when the balance is short (nothing changes).
#[utoipa::path(post, path = "/api/user/claim-referral-product", tag = "rewards", security(("bearer" = [])),
    request_body = GiftClaimInput,
    responses((status = 200, body = Envelope<GiftClaim>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn claim_gift(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<GiftClaimInput>,
) -> AppResult<Envelope<GiftClaim>> {
    let claimed = referral::claim_gift(&ctx, user.id, kernel::compat::whole(&input.product_id)).await?;
    Ok(Envelope::ok(locale, Msg::new("rewards.gift_claimed"), claimed))
}

/// Check in for today. `date` must be today in Myanmar (UTC+06:30); refused while a missed day
/// is neither recovered nor restarted.
#[utoipa::path(post, path = "/api/user/daily-sign/create", tag = "rewards", security(("bearer" = [])),
    request_body = DateInput,
    responses((status = 200, body = Envelope<Vec<DailySign>>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope),
        (status = 429, description = "Too many check-ins from this account or address (`Retry-After` says when)", body = ErrorEnvelope)))]
async fn create(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<DateInput>,
) -> AppResult<Envelope<Vec<DailySign>>> {
    daily::check_in(&ctx, user.id, input.date.as_deref()).await?;
    Ok(Envelope::ok(locale, Msg::new("rewards.success"), daily::list(&ctx, user.id).await?))
}

/// The current 30-day cycle's days up to yesterday (true signed, false missed), and today once
/// checked in.
#[utoipa::path(get, path = "/api/user/daily-sign/list", tag = "rewards", security(("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<DailySign>>), (status = 401, body = ErrorEnvelope)))]
async fn list(State(ctx): State<AppContext>, user: CurrentUser, locale: Locale) -> AppResult<Envelope<Vec<DailySign>>> {
    Ok(Envelope::ok(locale, Msg::new("rewards.daily_list"), daily::list(&ctx, user.id).await?))
}

/// Collect today's `daily_point` tokens (once, after checking in); day 30 of an unbroken cycle
/// also pays `daily_reward_point`.
#[utoipa::path(post, path = "/api/user/daily-sign/claim", tag = "rewards", security(("bearer" = [])),
    request_body = DateInput,
    responses((status = 200, body = Envelope<DailyClaim>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope),
        (status = 429, description = "Too many check-ins from this account or address (`Retry-After` says when)", body = ErrorEnvelope)))]
async fn claim(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<DateInput>,
) -> AppResult<Envelope<DailyClaim>> {
    let claimed = daily::claim(&ctx, user.id, input.date.as_deref()).await?;
    Ok(Envelope::ok(locale, Msg::new("rewards.success"), claimed))
}

/// The current cycle's claims, oldest first.
#[utoipa::path(get, path = "/api/user/daily-sign/claim/list", tag = "rewards", security(("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<DailyClaim>>), (status = 401, body = ErrorEnvelope)))]
async fn claims(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
) -> AppResult<Envelope<Vec<DailyClaim>>> {
    Ok(Envelope::ok(locale, Msg::new("rewards.daily_claims"), daily::claims(&ctx, user.id).await?))
}

/// Give up the missed days: a new cycle starts today (`date` must be today in Myanmar).
#[utoipa::path(post, path = "/api/user/daily-sign/restart-from-day-one", tag = "rewards", security(("bearer" = [])),
    request_body = DateInput,
    responses((status = 200, body = Envelope<Vec<DailySign>>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope),
        (status = 429, description = "Too many check-ins from this account or address (`Retry-After` says when)", body = ErrorEnvelope)))]
async fn restart(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<DateInput>,
) -> AppResult<Envelope<Vec<DailySign>>> {
    daily::restart(&ctx, user.id, input.date.as_deref()).await?;
    Ok(Envelope::ok(locale, Msg::new("rewards.success"), daily::list(&ctx, user.id).await?))
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct RecoverForm {
    /// The payment method transferred with: an id from `payments`.
    #[schema(minimum = 1)]
    payment_id: i64,
    #[schema(value_type = String, format = Binary, min_length = 1)]
    payment_screenshot: Vec<u8>,
    /// The reference of the payment QR code paid with (`PAY000042`, from `POST
    /// api/user/payment-qr`), if any: the receipt reader looks for it on the receipt.
    #[schema(nullable = false, max_length = 20, pattern = "^[ \\t]*[Pp][Aa][Yy] ?[0-9]{1,12}[ \\t]*$")]
    payment_reference: Option<String>,
}

/// Pay the recovery fee (`recovery_fee_mmk`) for the cycle's missed days by transfer with a
/// screenshot; an admin approves (the days are signed) or rejects (nothing changes).
#[utoipa::path(post, path = "/api/user/daily-sign/recover", tag = "rewards", security(("bearer" = [])),
    request_body(content = RecoverForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<RecoveryCheck>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn recover(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<RecoveryCheck>> {
    let transfer = Transfer::from_form(&form, &TransferFields::SCREENSHOT);
    let check = recovery::request(&ctx, user.id, transfer).await?;
    Ok(Envelope::ok(locale, Msg::new("rewards.recovery_requested"), check))
}

/// Whether the current cycle has missed days (`status` false), and whether a recovery waits.
#[utoipa::path(get, path = "/api/user/daily-sign/recover/check", tag = "rewards", security(("bearer" = [])),
    responses((status = 200, body = Envelope<RecoveryCheck>), (status = 401, body = ErrorEnvelope)))]
async fn check(State(ctx): State<AppContext>, user: CurrentUser, locale: Locale) -> AppResult<Envelope<RecoveryCheck>> {
    Ok(Envelope::ok(locale, Msg::new("rewards.recovery_check"), daily::check(&ctx, user.id).await?))
}
