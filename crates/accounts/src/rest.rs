//! `api/user/...` and `api/regions...`: the spec's Form A paths for accounts, over the same service
//! as GraphQL.

use axum::{
    extract::{Query, State},
    Json,
};
use kernel::compat::IdPath;
use kernel::{
    auth::CurrentUser,
    rest::{ClientIp, Envelope, ErrorEnvelope, JsonOrForm, Multipart},
    AppContext, AppResult, Locale, Msg,
};
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    facebook,
    input::{
        CreateProfileInput, LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput, ShippingInput,
        UpdatePasswordInput, UpdateProfileInput,
    },
    model::{AuthSession, PasswordResetRequested, Place, Profile, TokenHistoryPage},
    password_reset, service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(register))
        .routes(routes!(login))
        .routes(routes!(create_profile))
        .routes(routes!(update_password))
        .routes(routes!(profile))
        .routes(routes!(update_profile))
        .routes(routes!(update_shipping))
        .routes(routes!(upload_profile_image))
        .routes(routes!(sign_out_everywhere))
        .routes(routes!(request_password_reset))
        .routes(routes!(reset_password))
        .routes(routes!(token_histories))
        .routes(routes!(regions))
        .routes(routes!(townships))
        .routes(routes!(facebook_start))
        .routes(routes!(facebook_callback))
        .routes(routes!(facebook_token))
}

/// The sign-in answer: the token at the top level (the web client keeps `Bearer {token}`) and in `data`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthEnvelope {
    pub status_code: u16,
    pub message: String,
    pub token: String,
    pub data: AuthSession,
}

impl AuthEnvelope {
    fn new(locale: Locale, message: Msg, session: AuthSession) -> Json<AuthEnvelope> {
        Json(AuthEnvelope {
            status_code: 200,
            message: message.render(locale),
            token: session.token.clone(),
            data: session,
        })
    }
}

/// Sign up with name, phone, password and an optional referral code.
#[utoipa::path(post, path = "/api/user/register", tag = "accounts", request_body = RegisterInput,
    responses((status = 200, body = AuthEnvelope), (status = 422, description = "Invalid field, phone taken or unknown referral code", body = ErrorEnvelope),
        (status = 429, description = "Too many sign-ups from this address or with this referral code (`Retry-After` says when to try again)", body = ErrorEnvelope)))]
async fn register(
    State(ctx): State<AppContext>,
    locale: Locale,
    ip: ClientIp,
    JsonOrForm(input): JsonOrForm<RegisterInput>,
) -> AppResult<Json<AuthEnvelope>> {
    let mut session = service::register(&ctx, input, ip.0).await?;
    // Names of places in the profile follow the caller's language.
    session.user = service::profile(&ctx, session.user.id, locale).await?;
    Ok(AuthEnvelope::new(locale, Msg::new("accounts.registered"), session))
}

/// Sign in with phone and password; limited per phone from one address and per address, and slowed
/// down for a phone that keeps failing.
#[utoipa::path(post, path = "/api/user/login", tag = "accounts", request_body = LoginInput,
    responses((status = 200, body = AuthEnvelope), (status = 422, description = "Unknown account or wrong password", body = ErrorEnvelope),
        (status = 403, description = "The account is blocked (\"This account is blocked. Please contact customer service.\")", body = ErrorEnvelope),
        (status = 429, description = "Too many attempts (`Retry-After` says when to try again)", body = ErrorEnvelope)))]
async fn login(
    State(ctx): State<AppContext>,
    locale: Locale,
    ip: ClientIp,
    JsonOrForm(input): JsonOrForm<LoginInput>,
) -> AppResult<Json<AuthEnvelope>> {
    let session = service::login(&ctx, input, ip.0, locale).await?;
    Ok(AuthEnvelope::new(locale, Msg::new("accounts.logged_in"), session))
}

/// Multipart form of create-profile and upload-profile-image.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct CreateProfileForm {
    /// PNG, JPEG or WebP, at most 5 MB.
    #[schema(value_type = Option<String>, format = Binary, nullable = false)]
    profile_image: Option<Vec<u8>>,
    /// Shipping region: an id from `regions`.
    #[schema(minimum = 1)]
    region_id: i64,
    /// Shipping township: an id from `townships(regionId)`, a township of the region.
    #[schema(minimum = 1)]
    township_id: i64,
    /// Street address (at most 500 characters, not only spaces).
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    address: String,
    /// Postal code (optional, at most 20 characters).
    #[schema(
        nullable = false,
        max_length = 20,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    postal_code: Option<String>,
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
struct ProfileImageForm {
    /// PNG, JPEG or WebP, at most 5 MB.
    #[schema(value_type = String, format = Binary, min_length = 1)]
    profile_image: Vec<u8>,
}

/// Set region, township, address, postal code and an optional avatar after sign-up.
#[utoipa::path(post, path = "/api/user/create-profile", tag = "accounts", security(("bearer" = [])),
    request_body(content = CreateProfileForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<Profile>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn create_profile(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<Profile>> {
    let input = CreateProfileInput {
        region_id: form.whole("region_id"),
        township_id: form.whole("township_id"),
        address: form.text("address"),
        postal_code: form.text("postal_code"),
    };
    let profile = service::create_profile(&ctx, user.id, input, form.file("profile_image"), locale).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.profile_created"), profile))
}

/// Change the password; every other session is signed out and a fresh token is answered.
#[utoipa::path(patch, path = "/api/user/update-password", tag = "accounts", security(("bearer" = [])),
    request_body = UpdatePasswordInput,
    responses((status = 200, body = AuthEnvelope), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn update_password(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<UpdatePasswordInput>,
) -> AppResult<Json<AuthEnvelope>> {
    let session = service::update_password(&ctx, user.id, input, locale).await?;
    Ok(AuthEnvelope::new(locale, Msg::new("accounts.password_updated"), session))
}

/// The signed-in shopper's profile.
#[utoipa::path(get, path = "/api/user/profile", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = Envelope<Profile>), (status = 401, body = ErrorEnvelope)))]
async fn profile(State(ctx): State<AppContext>, user: CurrentUser, locale: Locale) -> AppResult<Envelope<Profile>> {
    let profile = service::profile(&ctx, user.id, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.profile"), profile))
}

/// The token balance's changes, newest first, 20 a page: date and time (Myanmar time), type and
/// tokens (negative when spent).
#[utoipa::path(get, path = "/api/user/token-histories", tag = "accounts", security(("bearer" = [])),
    params(kernel::pagination::PageParams),
    responses((status = 200, body = Envelope<TokenHistoryPage>), (status = 401, body = ErrorEnvelope)))]
async fn token_histories(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(page): Query<kernel::pagination::PageParams>,
) -> AppResult<Envelope<TokenHistoryPage>> {
    let found = crate::ledger::token_histories(ctx.db.conn(), user.id, page, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.token_histories"), found))
}

/// Change name and phone; empty values keep the current ones.
#[utoipa::path(put, path = "/api/user/update-profile", tag = "accounts", security(("bearer" = [])),
    request_body = UpdateProfileInput,
    responses((status = 200, body = Envelope<Profile>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn update_profile(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<UpdateProfileInput>,
) -> AppResult<Envelope<Profile>> {
    let profile = service::update_profile(&ctx, user.id, input, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.profile_updated"), profile))
}

/// Change the shipping address.
#[utoipa::path(put, path = "/api/user/update-shipping", tag = "accounts", security(("bearer" = [])),
    request_body = ShippingInput,
    responses((status = 200, body = Envelope<Profile>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn update_shipping(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    JsonOrForm(input): JsonOrForm<ShippingInput>,
) -> AppResult<Envelope<Profile>> {
    let profile = service::update_shipping(&ctx, user.id, input, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.shipping_updated"), profile))
}

/// Replace the avatar (multipart field `profile_image`).
#[utoipa::path(post, path = "/api/user/upload-profile-image", tag = "accounts", security(("bearer" = [])),
    request_body(content = ProfileImageForm, content_type = "multipart/form-data"),
    responses((status = 200, body = Envelope<Profile>), (status = 401, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)))]
async fn upload_profile_image(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Multipart(form): Multipart,
) -> AppResult<Envelope<Profile>> {
    let profile = service::upload_profile_image(&ctx, user.id, form.file("profile_image"), locale).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.image_uploaded"), profile))
}

/// Sign out on every device: every token issued so far stops working.
#[utoipa::path(post, path = "/api/user/sign-out-everywhere", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = Envelope<bool>), (status = 401, body = ErrorEnvelope)))]
async fn sign_out_everywhere(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
) -> AppResult<Envelope<bool>> {
    service::sign_out_everywhere(&ctx, user.id).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.signed_out_everywhere"), true))
}

/// Forgotten password, step 1: texts a 6-digit code to the phone, valid 10 minutes. The answer is
/// the same whether or not the phone has an account (only an account's phone gets the SMS). One
/// code a minute and five an hour per phone, and a limit per client address.
#[utoipa::path(post, path = "/api/auth/password-reset/request", tag = "accounts",
    request_body = RequestPasswordResetInput,
    params(("X-localization" = Option<String>, Header, description = "en, mm or ch: the language of the message and of the SMS")),
    responses((status = 200, description = "`message`: \"If this phone number has an account, we sent it a 6-digit code.\"", body = Envelope<PasswordResetRequested>),
        (status = 422, description = "The phone is missing or not a Myanmar mobile number", body = ErrorEnvelope),
        (status = 429, description = "Wait for the countdown, too many codes for this phone this hour, or too many from this address (`Retry-After` says when)", body = ErrorEnvelope)))]
async fn request_password_reset(
    State(ctx): State<AppContext>,
    locale: Locale,
    ip: ClientIp,
    JsonOrForm(input): JsonOrForm<RequestPasswordResetInput>,
) -> AppResult<Envelope<PasswordResetRequested>> {
    let requested = password_reset::request(&ctx, input, ip.0, locale).await?;
    Ok(Envelope { status_code: 200, message: requested.message.clone(), data: requested })
}

/// Forgotten password, step 2: sets the new password with the code. Every token of the account
/// is revoked; the shopper signs in again with the new password.
#[utoipa::path(post, path = "/api/auth/password-reset/confirm", tag = "accounts",
    request_body = ResetPasswordInput,
    responses((status = 200, description = "`message`: \"Your password has been reset. Sign in with your new password.\"", body = Envelope<bool>),
        (status = 422, description = "A field is invalid, or `code`: wrong or expired (the same for an unknown phone), or too many wrong codes (request a new one)", body = ErrorEnvelope),
        (status = 429, description = "Too many tries from this address (`Retry-After` says when)", body = ErrorEnvelope)))]
async fn reset_password(
    State(ctx): State<AppContext>,
    locale: Locale,
    ip: ClientIp,
    JsonOrForm(input): JsonOrForm<ResetPasswordInput>,
) -> AppResult<Envelope<bool>> {
    password_reset::confirm(&ctx, input, ip.0).await?;
    Ok(Envelope::ok(locale, Msg::new("accounts.password_reset_done"), true))
}

/// Myanmar's states and regions (names in the `X-localization` language).
#[utoipa::path(get, path = "/api/regions", tag = "accounts",
    params(("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<Vec<Place>>)))]
async fn regions(State(ctx): State<AppContext>, locale: Locale) -> AppResult<Envelope<Vec<Place>>> {
    Ok(Envelope::ok(locale, Msg::new("accounts.regions"), service::regions(&ctx, locale).await?))
}

/// The townships of a region.
#[utoipa::path(get, path = "/api/regions/{regionid}/townships", tag = "accounts",
    params(("regionid" = i64, Path), ("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<Vec<Place>>), (status = 404, body = ErrorEnvelope)))]
async fn townships(
    State(ctx): State<AppContext>,
    locale: Locale,
    IdPath(region_id): IdPath,
) -> AppResult<Envelope<Vec<Place>>> {
    // A non-numeric id is simply an unknown region.
    Ok(Envelope::ok(locale, Msg::new("accounts.townships"), service::townships(&ctx, region_id, locale).await?))
}

#[derive(serde::Deserialize, utoipa::IntoParams)]
struct FacebookStartQuery {
    /// The referral code of `/signup?ref=`, credited if the round trip makes a new account.
    #[serde(rename = "ref")]
    #[param(rename = "ref")]
    referral_code: Option<String>,
}

/// "Continue with Facebook": redirects to Facebook's dialog (authorization code with PKCE and a
/// single-use `state`), carrying the referral code through the round trip.
#[utoipa::path(get, path = "/api/auth/facebook", tag = "accounts", params(FacebookStartQuery),
    responses((status = 302, description = "To the provider's dialog (`Location`)"),
        (status = 404, description = "Facebook sign-in is not set up", body = ErrorEnvelope)))]
async fn facebook_start(
    State(ctx): State<AppContext>,
    Query(query): Query<FacebookStartQuery>,
) -> AppResult<axum::response::Response> {
    let dialog = facebook::start(&ctx, query.referral_code.as_deref(), None).await?;
    Ok(found(&dialog))
}

/// Where Facebook sends the browser back. Signs in the linked account or creates one, or links the
/// account that started, then redirects to the web app: `/auth/facebook?code={one-time code}`
/// (exchanged with `GET api/auth/token`), `/account-detail?facebook=linked`, or `/signin` (or
/// `/account-detail`) `?facebook_error=` one of `denied`, `state`, `provider`, `profile`,
/// `already_linked`, `blocked`, `too_many`. The bearer token never appears in a URL.
#[utoipa::path(get, path = "/api/auth/facebook/callback", tag = "accounts", params(facebook::CallbackQuery),
    responses((status = 302, description = "To the web app (`Location`)")))]
async fn facebook_callback(
    State(ctx): State<AppContext>,
    ip: ClientIp,
    Query(query): Query<facebook::CallbackQuery>,
) -> axum::response::Response {
    found(&facebook::callback(&ctx, query, ip.0).await)
}

#[derive(serde::Deserialize, utoipa::IntoParams)]
struct TokenQuery {
    /// The one-time code of the Facebook callback's redirect (required).
    #[param(required = true, nullable = false, min_length = 1)]
    code: Option<String>,
}

/// Exchanges the Facebook callback's one-time code (it works once, for two minutes) for the
/// sign-in answer.
#[utoipa::path(get, path = "/api/auth/token", tag = "accounts", params(TokenQuery),
    responses((status = 200, body = AuthEnvelope),
        (status = 422, description = "The code is unknown, used or expired", body = ErrorEnvelope),
        (status = 403, description = "The account is blocked", body = ErrorEnvelope)))]
async fn facebook_token(
    State(ctx): State<AppContext>,
    locale: Locale,
    Query(query): Query<TokenQuery>,
) -> AppResult<Json<AuthEnvelope>> {
    let session = facebook::exchange(&ctx, query.code.as_deref().unwrap_or_default(), locale).await?;
    Ok(AuthEnvelope::new(locale, Msg::new("accounts.logged_in"), session))
}

/// A 302 that no cache keeps (each address is single-use).
fn found(location: &str) -> axum::response::Response {
    use axum::http::{header, StatusCode};
    use axum::response::IntoResponse;
    (StatusCode::FOUND, [(header::LOCATION, location), (header::CACHE_CONTROL, "no-store")]).into_response()
}
