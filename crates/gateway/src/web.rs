//! The web app, its manifest, uploaded media and the health check.
//!
//! How the built web app (`MALL_WEB_DIR`) is served, and cached:
//! - `/assets/...`: the hashed chunks, `immutable` for a year (a new build makes new names). A
//!   missing one is a plain 404, never `index.html`: a page still open after a deploy asks for a
//!   chunk that is gone, and must see it fail (and reload) rather than get HTML as JavaScript.
//! - `/icons/...`: the app's icons; a missing one is a 404 too.
//! - `/sw.js`, `/push-sw.js`: the service workers, `no-cache` so browsers look for a new version on
//!   every check; 404 when the build has none.
//! - `/manifest.webmanifest`: made per request from the site settings ([`manifest`]).
//! - `/`: [`home_page`]; `/product-detail`: [`product_page`]; the other shareable pages, the
//!   sitemap and `robots.txt`: [`crate::link_previews`]; any other path: the file of that name, or `index.html` for the client-side
//!   routes. Every HTML answer is `no-cache`: it names the chunks of the build it belongs to.

use std::{collections::HashMap, path::Path};

use axum::{
    extract::{Path as UrlPath, Query, State},
    http::{header, HeaderMap, HeaderValue, Response as HttpResponse, StatusCode},
    response::{IntoResponse, Response},
};
use kernel::{AppContext, AppError};

use crate::link_previews;
use serde_json::json;
use tower::Layer;
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::{SetResponseHeader, SetResponseHeaderLayer},
};

const NO_CACHE: HeaderValue = HeaderValue::from_static("no-cache");
const IMMUTABLE: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");

/// What a cache header is chosen from: the answer, before it is sent.
type CacheRule<B> = fn(&HttpResponse<B>) -> Option<HeaderValue>;

/// The built web app; any other path gets `index.html` with 200, so client-side routes
/// (`/product-detail?id=...`) work when opened or reloaded. The app shows its own not-found page.
pub fn web_app<B>(dir: &Path) -> SetResponseHeader<ServeDir<ServeFile>, CacheRule<B>> {
    let files = ServeDir::new(dir).precompressed_gzip().fallback(ServeFile::new(dir.join("index.html")));
    SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, html_no_cache as CacheRule<B>).layer(files)
}

/// `/assets/...`: hashed files, kept for a year; 404 when missing.
pub fn assets<B>(dir: &Path) -> SetResponseHeader<ServeDir, CacheRule<B>> {
    let files = ServeDir::new(dir.join("assets")).precompressed_gzip();
    SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, immutable_when_found as CacheRule<B>).layer(files)
}

/// `/icons/...`: 404 when missing (revalidated with `Last-Modified`).
pub fn icons(dir: &Path) -> ServeDir {
    ServeDir::new(dir.join("icons"))
}

/// A service worker script (`sw.js`, `push-sw.js`): always revalidated; 404 when missing.
pub fn service_worker<B>(dir: &Path, name: &str) -> SetResponseHeader<ServeFile, CacheRule<B>> {
    SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, no_cache_when_found as CacheRule<B>)
        .layer(ServeFile::new(dir.join(name)))
}

fn found<B>(response: &HttpResponse<B>) -> bool {
    response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED
}

/// A year for what was found; a 404 is not cached (the chunk may appear with a deploy).
fn immutable_when_found<B>(response: &HttpResponse<B>) -> Option<HeaderValue> {
    found(response).then_some(IMMUTABLE)
}

fn no_cache_when_found<B>(response: &HttpResponse<B>) -> Option<HeaderValue> {
    found(response).then_some(NO_CACHE)
}

fn html_no_cache<B>(response: &HttpResponse<B>) -> Option<HeaderValue> {
    let content_type = response.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
    content_type.is_some_and(|t| t.starts_with("text/html")).then_some(NO_CACHE)
}

/// Most characters of the name under the home-screen icon.
const SHORT_NAME_CHARS: usize = 12;
const THEME_COLOR: &str = "#e53935";

/// `GET /manifest.webmanifest`: what makes the shop installable, named after the site settings
/// (so renaming the shop renames the installed app at the browser's next check).
pub async fn manifest(State(ctx): State<AppContext>) -> Result<Response, AppError> {
    let name = crate::settings::settings(&ctx).await?.value.site_name.clone();
    let short_name: String = name.chars().take(SHORT_NAME_CHARS).collect::<String>().trim_end().to_owned();
    let shortcut = |name: &str, url: &str| {
        json!({"name": name, "url": url,
            "icons": [{"src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png"}]})
    };
    let manifest = json!({
        "id": "/",
        "name": name,
        "short_name": short_name,
        "lang": "en",
        "dir": "ltr",
        "start_url": "/?source=pwa",
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME_COLOR,
        "background_color": "#ffffff",
        "icons": [
            {"src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {"src": "/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        ],
        "shortcuts": [
            shortcut("Referral gifts", "/referral-gift"),
            shortcut("My orders", "/my-orders-to-ship"),
            shortcut("Customer service", "/customer-service"),
        ],
    });
    Ok((
        [(header::CONTENT_TYPE, "application/manifest+json"), (header::CACHE_CONTROL, "no-cache")],
        manifest.to_string(),
    )
        .into_response())
}

/// `GET /`: the web app's page with the first home banner already in it (a preload hint and the
/// image in the boot placeholder), so a phone starts fetching the largest image with the HTML
/// instead of after the JavaScript and a GraphQL round trip; its head is the shop's card
/// ([`crate::link_previews`]).
pub async fn home_page(
    State(ctx): State<AppContext>,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let page = match index_html(&ctx).await {
        Ok(page) => page,
        Err(missing) => return missing,
    };
    let shop = link_previews::Shop::of(&ctx, &params, &headers).await;
    let page = link_previews::compose(&page, &shop.generic("/"), &shop);
    let banner = content::service::sliders(&ctx, kernel::Locale::En).await.ok().and_then(|s| s.value.first().cloned());
    let page = match banner {
        Some(banner) => with_first_banner(&page, &banner.image),
        None => page,
    };
    link_previews::html(page)
}

/// `GET /product-detail?id={slug}`: the web app's page with the product's card in its head
/// ([`crate::link_previews`]) and a preload hint for the product's first photo, the page's largest
/// paint, so a phone fetches it with the HTML instead of at the end of a chain (the JavaScript, the
/// page's chunk, the product's query, then the photo). The product comes from the read cache; an
/// unknown or hidden one gets the shop's card and no hint (the app shows its not-found).
pub async fn product_page(
    State(ctx): State<AppContext>,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let page = match index_html(&ctx).await {
        Ok(page) => page,
        Err(missing) => return missing,
    };
    let (head, shop, photo) = link_previews::product_head(&ctx, &params, &headers).await;
    let page = link_previews::compose(&page, &head, &shop);
    let page = match photo {
        Some(photo) => with_preload(&page, &photo),
        None => page,
    };
    link_previews::html(page)
}

/// The built web app's `index.html`, or the 404 that says it is not built.
pub(crate) async fn index_html(ctx: &AppContext) -> Result<String, Response> {
    tokio::fs::read_to_string(ctx.config.web_dir.join("index.html")).await.map_err(|_| {
        (StatusCode::NOT_FOUND, "The web app is not built: run `just run` (or `npm run build` in frontend/).")
            .into_response()
    })
}

/// A high-priority preload hint for `image` at the end of the page's head.
fn with_preload(page: &str, image: &str) -> String {
    let image = html_attribute(image);
    page.replacen(
        "</head>",
        &format!(r#"<link rel="preload" as="image" href="{image}" fetchpriority="high"></head>"#),
        1,
    )
}

fn with_first_banner(page: &str, image: &str) -> String {
    let placeholder = format!(
        r#"<div class="boot__bar"></div><div class="boot__banner"><img src="{}" alt="" width="800" height="320" fetchpriority="high"></div>"#,
        html_attribute(image)
    );
    with_preload(page, image).replacen(r#"<div class="boot__bar"></div>"#, &placeholder, 1)
}

/// Escapes text for a double-quoted HTML attribute.
fn html_attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// How long a redirect's signed link into the bucket may be followed.
const SIGNED_MEDIA_LINK_VALID_FOR: std::time::Duration = std::time::Duration::from_secs(3600);

/// `GET /media/{key}`: a stored upload, cached for a year (keys never change content).
pub async fn media(State(ctx): State<AppContext>, UrlPath(key): UrlPath<String>) -> Result<Response, AppError> {
    // Private media (payment screenshots) is served only by the endpoints that check the caller.
    if key.starts_with(kernel::media::PRIVATE_PREFIX)
        || key.split('/').any(|part| part.is_empty() || part == "." || part == "..")
    {
        return Err(AppError::not_found("common.route_not_found"));
    }
    if ctx.config.media_serve == kernel::config::MediaServe::Redirect {
        if let Some(link) = ctx.media.signed_link(&key, SIGNED_MEDIA_LINK_VALID_FOR).await? {
            // Cached for less than the link lives, so a cached redirect never points at an expired link.
            let cache = format!("public, max-age={}", SIGNED_MEDIA_LINK_VALID_FOR.as_secs() * 5 / 6);
            return Ok(([(header::LOCATION, link), (header::CACHE_CONTROL, cache)], StatusCode::FOUND).into_response());
        }
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
