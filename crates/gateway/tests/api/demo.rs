//! The demo shop loads into an empty database and looks like a real shop.

use crate::support::spawn_app_with;
use reqwest::StatusCode;

#[tokio::test]
async fn the_demo_shop_loads_into_an_empty_database_once() {
    let app = spawn_app_with(|config| config.demo = true).await;

    let (_, categories) = app.get("api/categories", None).await;
    let categories = categories["data"].as_array().unwrap().clone();
    assert!(categories.len() >= 8, "{} categories", categories.len());
    let (_, in_burmese) = app.get_in("api/categories", None, "mm").await;
    assert_ne!(in_burmese["data"][0]["name"], categories[0]["name"], "categories are translated");

    let (_, all) = app.get("api/products?per_page=100", None).await;
    let products = all["data"]["data"].as_array().unwrap();
    assert!(all["data"]["meta"]["total"].as_u64().unwrap() >= 60);
    for product in products {
        assert!(product["actual_price"].as_i64().unwrap() > 0, "{product}");
        assert!(product["feature_image"].is_string(), "every product has a photo: {product}");
    }
    // Thumbnails for grids are small; the product page has the full picture and a description in Burmese.
    let thumb = products[0]["feature_image"].as_str().unwrap();
    let response = app.client.get(app.url(thumb)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = response.bytes().await.unwrap();
    assert!(bytes.len() < 60_000, "thumbnail is {} bytes", bytes.len());
    assert!(image::load_from_memory(&bytes).unwrap().width() <= 320);
    let slug = products[0]["slug"].as_str().unwrap();
    let (_, detail) = app.get_in(&format!("api/products/{slug}"), None, "mm").await;
    let description = detail["data"]["description"].as_str().unwrap();
    assert!(description.chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c)), "{description}");

    let (_, tokens) = app.get("api/products/token", None).await;
    assert!(!tokens["data"]["data"].as_array().unwrap().is_empty());
    let (_, sliders) = app.get("api/sliders", None).await;
    assert!(sliders["data"].as_array().unwrap().len() >= 3);
    let (_, onboarding) = app.get("api/onboarding", None).await;
    assert!(onboarding["data"].as_array().unwrap().len() >= 3);
    let (_, payments) = app.get("api/payments", None).await;
    let names: Vec<&str> = payments["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(names.contains(&"KBZPay") && names.contains(&"WavePay"), "{names:?}");
    let (status, promotion) = app.get("api/promotion", None).await;
    assert_eq!(status, StatusCode::OK, "{promotion}");
    let (_, settings) = app.get("api/settings", None).await;
    assert!(settings["data"]["site_logo"].is_string());
    assert!(settings["data"]["contact_number"].is_string());
    let (_, search) = app.get_in("api/products?search=ကင်မရာ", None, "mm").await;
    assert!(search["data"]["meta"]["total"].as_u64().unwrap() >= 1, "a Burmese search finds the cameras");

    // A second start over the same database does not load it again.
    assert!(demo::load_if_empty(&app.ctx).await.unwrap().is_none());
    let (_, again) = app.get("api/products?per_page=1", None).await;
    assert_eq!(again["data"]["meta"]["total"], all["data"]["meta"]["total"]);
}

#[tokio::test]
async fn the_home_page_carries_the_first_banner_so_it_loads_with_the_html() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(
        web.path().join("index.html"),
        r#"<html><head><title>x</title></head><body><div id="root"><div class="boot"><div class="boot__bar"></div></div></div></body></html>"#,
    )
    .unwrap();
    let web_dir = web.path().to_owned();
    let app = spawn_app_with(move |config| {
        config.demo = true;
        config.web_dir = web_dir;
    })
    .await;
    let (_, sliders) = app.get("api/sliders", None).await;
    let first = sliders["data"][0]["image"].as_str().unwrap().to_owned();
    let page = app.client.get(app.url("/")).send().await.unwrap().text().await.unwrap();
    assert!(
        page.contains(&format!(r#"<link rel="preload" as="image" href="{first}" fetchpriority="high"></head>"#)),
        "{page}"
    );
    assert!(page.contains(&format!(r#"<div class="boot__banner"><img src="{first}""#)), "{page}");
    // A product's page preloads its first photo; an unknown product gets the plain page, with 200
    // for the client-side router, as does any other app route.
    let (_, product) = app.get("api/products?per_page=1", None).await;
    let slug = product["data"]["data"][0]["slug"].as_str().unwrap();
    let (_, detail) = app.get(&format!("api/products/{slug}"), None).await;
    let photo = detail["data"]["feature_image"].as_str().unwrap();
    let page =
        app.client.get(app.url(&format!("/product-detail?id={slug}"))).send().await.unwrap().text().await.unwrap();
    assert!(
        page.contains(&format!(r#"<link rel="preload" as="image" href="{photo}" fetchpriority="high"></head>"#)),
        "{page}"
    );
    assert!(!page.contains("boot__banner"), "{page}");
    for path in ["/product-detail?id=no-such-product", "/product-detail", "/category?category_id=1"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let page = response.text().await.unwrap();
        assert!(!page.contains("preload"), "{path}: {page}");
    }
}

/// `mall demo-catalog`: generated products a shopper can find in three languages and open, with
/// the demo's photos, added to the shop the running gateway shows at once.
#[tokio::test]
async fn a_generated_catalogue_is_searchable_in_three_languages_and_shown_at_once() {
    let app = spawn_app_with(|config| config.demo = true).await;
    let (_, before) = app.get("api/products?per_page=1", None).await;
    let before = before["data"]["meta"]["total"].as_u64().unwrap();
    assert_eq!(app.get("api/products?search=teapot", None).await.1["data"]["meta"]["total"], 0);

    // Eight adjectives to a kind, so 16 products hold the first two kinds (teapots and kettles).
    let total = demo::generate_catalog(&app.ctx, 300).await.unwrap();
    let (_, after) = app.get("api/products?per_page=1", None).await;
    assert_eq!(after["data"]["meta"]["total"].as_u64().unwrap(), before + 300, "the read cache was dropped");
    assert!(total >= before + 300);
    // Eight adjectives to a kind: the n-th product is of kind (n / 8) % kinds.
    let kinds: Vec<_> = demo::kinds().collect();
    for (search, locale, kind) in
        [("teapot", "en", "Teapot"), ("လက်ဖက်ရည်အိုး", "mm", "Teapot"), ("茶壶", "ch", "Teapot"), ("马克杯", "ch", "Mug")]
    {
        let k = kinds.iter().position(|(en, _, _)| *en == kind).unwrap();
        let expected = (0..300).filter(|n| (n / 8) % kinds.len() == k).count();
        let (_, found) = app.get_in(&format!("api/products?search={search}"), None, locale).await;
        assert_eq!(found["data"]["meta"]["total"].as_u64().unwrap() as usize, expected, "{search}");
        let first = &found["data"]["data"][0];
        assert!(first["name"].as_str().unwrap().to_lowercase().contains(search), "{search}: {first}");
        let (status, detail) =
            app.get_in(&format!("api/products/{}", first["slug"].as_str().unwrap()), None, locale).await;
        assert_eq!(status, StatusCode::OK, "{detail}");
        let photo = app.client.get(app.url(detail["data"]["feature_image"].as_str().unwrap())).send().await.unwrap();
        assert_eq!(photo.status(), StatusCode::OK);
    }
    // A model number finds its product, in Burmese digits too.
    let (_, one) = app.get("api/products?search=classic%20teapot", None).await;
    let name = one["data"]["data"][0]["name"].as_str().unwrap().to_owned();
    let number = name.rsplit(' ').next().unwrap();
    let (_, by_number) = app.get(&format!("api/products?search={number}"), None).await;
    assert!(by_number["data"]["data"].as_array().unwrap().iter().any(|p| p["name"] == name.as_str()), "{by_number}");
}
