//! `api/sliders`, `api/promotion`, `api/onboarding`: public, answered from the read
//! cache with an `ETag` ([`kernel::read_cache`]).

use axum::{extract::State, http::HeaderMap, response::Response};
use kernel::{
    read_cache::Freshness,
    rest::{Envelope, ErrorEnvelope},
    AppContext, AppResult, Locale, Msg,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{OnboardingSlide, Promotion, Slider},
    service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(sliders)).routes(routes!(promotion)).routes(routes!(onboarding))
}

/// Home-screen banners (`url` opens in a new tab).
#[utoipa::path(get, path = "/api/sliders", tag = "content",
    params(("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<Vec<Slider>>)))]
async fn sliders(State(ctx): State<AppContext>, locale: Locale, headers: HeaderMap) -> AppResult<Response> {
    let found = service::sliders(&ctx, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("content.sliders"), Freshness::Brief))
}

/// The promotion page: an image and sanitised HTML.
#[utoipa::path(get, path = "/api/promotion", tag = "content",
    params(("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<Promotion>), (status = 404, body = ErrorEnvelope)))]
async fn promotion(State(ctx): State<AppContext>, locale: Locale, headers: HeaderMap) -> AppResult<Response> {
    let found = service::promotion(&ctx, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("content.promotion"), Freshness::Brief))
}

/// The onboarding guide's slides (title, HTML body, feature image).
#[utoipa::path(get, path = "/api/onboarding", tag = "content",
    params(("X-localization" = Option<String>, Header, description = "en, mm or ch")),
    responses((status = 200, body = Envelope<Vec<OnboardingSlide>>)))]
async fn onboarding(State(ctx): State<AppContext>, locale: Locale, headers: HeaderMap) -> AppResult<Response> {
    let found = service::onboarding(&ctx, locale).await?;
    Ok(found.answer(&headers, locale, Msg::new("content.onboarding"), Freshness::Brief))
}
