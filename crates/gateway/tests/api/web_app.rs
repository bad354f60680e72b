//! The installable web app as the gateway serves it: the manifest (from the site settings), the
//! service workers, hashed assets and icons (404 when missing, never the app's page) and the
//! client-side routes (the page, never cached without asking).

use std::path::Path;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::{spawn_app_with, TestApp};

const INDEX: &str = r#"<html><head><title>Lucky Mall</title></head><body><div id="root"></div></body></html>"#;

/// A built web app in `dir`: the page, one hashed chunk, an icon and the push worker (no `sw.js`).
fn build_web_app(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::create_dir_all(dir.join("icons")).unwrap();
    std::fs::write(dir.join("index.html"), INDEX).unwrap();
    std::fs::write(dir.join("assets/index-3f9a1c.js"), "console.log('app')").unwrap();
    std::fs::write(dir.join("icons/icon-192.png"), crate::support::png(192, 192)).unwrap();
    std::fs::write(dir.join("push-sw.js"), "self.addEventListener('push', () => {})").unwrap();
}

async fn web_app() -> (TestApp, tempfile::TempDir) {
    let web = tempfile::tempdir().unwrap();
    build_web_app(web.path());
    let web_dir = web.path().to_owned();
    (spawn_app_with(move |config| config.web_dir = web_dir).await, web)
}

async fn fetch(app: &TestApp, path: &str) -> (StatusCode, Option<String>, Option<String>, String) {
    let response = app.client.get(app.url(path)).send().await.unwrap();
    let header = |name: &str| response.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
    let (content_type, cache_control) = (header("content-type"), header("cache-control"));
    (response.status(), content_type, cache_control, response.text().await.unwrap())
}

#[tokio::test]
async fn the_manifest_is_made_from_the_site_settings() {
    let (app, _web) = web_app().await;
    let (status, content_type, cache_control, body) = fetch(&app, "manifest.webmanifest").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(content_type.as_deref(), Some("application/manifest+json"));
    assert_eq!(cache_control.as_deref(), Some("no-cache"));
    let manifest: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((&manifest["name"], &manifest["short_name"]), (&json!("Lucky Mall"), &json!("Lucky Mall")));
    for (field, value) in [
        ("id", "/"),
        ("start_url", "/?source=pwa"),
        ("scope", "/"),
        ("display", "standalone"),
        ("theme_color", "#e53935"),
        ("background_color", "#ffffff"),
    ] {
        assert_eq!(manifest[field], value, "{field}");
    }
    assert_eq!(
        manifest["icons"],
        json!([
            {"src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {"src": "/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        ])
    );
    let shortcuts: Vec<(&str, &str)> = manifest["shortcuts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap(), s["url"].as_str().unwrap()))
        .collect();
    assert_eq!(
        shortcuts,
        [
            ("Referral gifts", "/referral-gift"),
            ("My orders", "/my-orders-to-ship"),
            ("Customer service", "/customer-service")
        ]
    );
    assert_eq!(manifest["shortcuts"][0]["icons"][0]["src"], "/icons/icon-192.png");

    // Renamed (Burmese: several bytes a character): the short name is cut at 12 characters.
    let admin = app.admin_token().await;
    let name = "လပ်ကီးမောလ် အွန်လိုင်း ဈေးဆိုင်";
    let answer = app
        .graphql(
            "mutation($name: String) { updateSettings(input: {siteName: $name}) { siteName } }",
            json!({"name": name}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(answer["data"]["updateSettings"]["siteName"], name, "{answer}");
    let (_, _, _, body) = fetch(&app, "manifest.webmanifest").await;
    let manifest: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(manifest["name"], name);
    let short: String = name.chars().take(12).collect();
    assert_eq!(manifest["short_name"], short.trim_end());
}

#[tokio::test]
async fn service_workers_are_always_revalidated_and_404_when_missing() {
    let (app, web) = web_app().await;
    let (status, content_type, cache_control, body) = fetch(&app, "push-sw.js").await;
    assert_eq!(status, StatusCode::OK);
    assert!(content_type.unwrap().contains("javascript"));
    assert_eq!(cache_control.as_deref(), Some("no-cache"));
    assert!(body.contains("addEventListener"));

    let (status, content_type, cache_control, body) = fetch(&app, "sw.js").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "not the app's page: {body}");
    assert!(!content_type.is_some_and(|t| t.starts_with("text/html")));
    assert_eq!(cache_control, None, "a missing worker is not cached");

    // Once a build has one, it is served at once (read per request).
    std::fs::write(web.path().join("sw.js"), "self.skipWaiting()").unwrap();
    let (status, _, cache_control, body) = fetch(&app, "sw.js").await;
    assert_eq!(
        (status, cache_control.as_deref(), body.as_str()),
        (StatusCode::OK, Some("no-cache"), "self.skipWaiting()")
    );
}

#[tokio::test]
async fn hashed_assets_are_kept_for_a_year_and_missing_ones_are_404() {
    let (app, _web) = web_app().await;
    let (status, content_type, cache_control, _) = fetch(&app, "assets/index-3f9a1c.js").await;
    assert_eq!(status, StatusCode::OK);
    assert!(content_type.unwrap().contains("javascript"));
    assert_eq!(cache_control.as_deref(), Some("public, max-age=31536000, immutable"));

    // A chunk of an older build: a 404 the app can react to (and not cached), never the page.
    for missing in ["assets/nope.js", "assets/old/chunk-1.css", "icons/nope.png"] {
        let (status, content_type, cache_control, body) = fetch(&app, missing).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}: {body}");
        assert!(!content_type.is_some_and(|t| t.starts_with("text/html")), "{missing}");
        assert_eq!(cache_control, None, "{missing}");
        assert!(!body.contains("<html"), "{missing}");
    }
    let (status, content_type, _, _) = fetch(&app, "icons/icon-192.png").await;
    assert_eq!((status, content_type.as_deref()), (StatusCode::OK, Some("image/png")));
}

#[tokio::test]
async fn client_routes_get_the_page_which_is_never_cached_unchecked() {
    let (app, _web) = web_app().await;
    for route in ["my-orders-to-ship", "product-detail?id=3", "forgot-password", "index.html"] {
        let (status, content_type, cache_control, body) = fetch(&app, route).await;
        assert_eq!(status, StatusCode::OK, "{route}");
        assert!(content_type.unwrap().starts_with("text/html"), "{route}");
        assert_eq!(cache_control.as_deref(), Some("no-cache"), "{route}");
        if route.starts_with("product-detail") {
            // A shareable page: the same page with its card in the head (`link_previews.rs`).
            assert!(body.contains(r#"<div id="root"></div>"#) && body.contains("og:title"), "{route}: {body}");
        } else {
            assert_eq!(body, INDEX, "{route}");
        }
    }
    let (_, _, cache_control, _) = fetch(&app, "/").await;
    assert_eq!(cache_control.as_deref(), Some("no-cache"));
}
