//! The web app, uploaded media and the health check.

use std::path::Path;

use axum::{
    extract::{Path as UrlPath, State},
    http::{header, StatusCode},
    response::{Html, IntoResponse, Response},
    Json,
};
use kernel::{AppContext, AppError};
use sea_orm::ConnectionTrait;
use tower_http::services::{ServeDir, ServeFile};

/// The built web app; any other path gets `index.html` with 200, so client-side routes
/// (`/product-detail?id=...`) work when opened or reloaded. The app shows its own not-found page.
pub fn web_app(dir: &Path) -> ServeDir<ServeFile> {
    ServeDir::new(dir).precompressed_gzip().fallback(ServeFile::new(dir.join("index.html")))
}

/// `GET /`: the web app's page with the first home banner already in it (a preload hint and the
/// image in the boot placeholder), so a phone starts fetching the largest image with the HTML
/// instead of after the JavaScript and a GraphQL round trip.
pub async fn home_page(State(ctx): State<AppContext>) -> Response {
    let Ok(page) = tokio::fs::read_to_string(ctx.config.web_dir.join("index.html")).await else {
        return (StatusCode::NOT_FOUND, "The web app is not built: run `just run` (or `npm run build` in frontend/).")
            .into_response();
    };
    let banner = content::service::sliders(&ctx, kernel::Locale::En).await.ok().and_then(|s| s.into_iter().next());
    let page = match banner {
        Some(banner) => with_first_banner(&page, &banner.image),
        None => page,
    };
    ([(header::CACHE_CONTROL, "no-cache")], Html(page)).into_response()
}

fn with_first_banner(page: &str, image: &str) -> String {
    let image = html_attribute(image);
    page.replacen("</head>", &format!(r#"<link rel="preload" as="image" href="{image}" fetchpriority="high"></head>"#), 1)
        .replacen(
            r#"<div class="boot__bar"></div>"#,
            &format!(
                r#"<div class="boot__bar"></div><div class="boot__banner"><img src="{image}" alt="" width="800" height="320" fetchpriority="high"></div>"#
            ),
            1,
        )
}

/// Escapes text for a double-quoted HTML attribute.
fn html_attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// `GET /media/{key}`: a stored upload, cached for a year (keys never change content).
pub async fn media(State(ctx): State<AppContext>, UrlPath(key): UrlPath<String>) -> Result<Response, AppError> {
    // Private media (payment screenshots) is served only by the endpoints that check the caller.
    if key.starts_with(kernel::media::PRIVATE_PREFIX)
        || key.split('/').any(|part| part.is_empty() || part == "." || part == "..")
    {
        return Err(AppError::not_found("common.route_not_found"));
    }
    let Some(found) = ctx.media.get(&key).await? else {
        return Err(AppError::not_found("common.route_not_found"));
    };
    Ok((
        [(header::CONTENT_TYPE, found.content_type), (header::CACHE_CONTROL, "public, max-age=31536000, immutable")],
        found.bytes,
    )
        .into_response())
}

/// `GET /healthz`: 200 when the database answers.
pub async fn healthz(State(ctx): State<AppContext>) -> Response {
    match ctx.db.conn().execute_unprepared("SELECT 1").await {
        Ok(_) => Json(serde_json::json!({ "status": "ok" })).into_response(),
        Err(err) => {
            tracing::error!(error = %err, "health check failed");
            (StatusCode::SERVICE_UNAVAILABLE, Json(serde_json::json!({ "status": "database unavailable" })))
                .into_response()
        }
    }
}
