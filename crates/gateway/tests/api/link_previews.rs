//! Links that preview: each shareable page's HTML, fetched without running any script, carries its
//! own title, description, Open Graph and Twitter tags and JSON-LD in the language asked for
//! (`?lang=`, else `Accept-Language`, else English); the product's `og:image` is a 1200x630 share
//! card kept in the store (a folder, or S3 under `scripts/with-s3.sh`); the sitemap lists every
//! visible product and no hidden one; robots.txt; an unknown referral code or language falls back.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::{png, spawn_app_with, TestApp};

/// The shape of the built `index.html`: one title, one meta description, the app's script.
const INDEX: &str = r#"<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lucky Mall: online shopping in Myanmar." />
    <title>Lucky Mall</title>
  </head>
  <body>
    <div id="root"><div class="boot" aria-hidden="true"><div class="boot__bar"></div></div></div>
    <script type="module" src="/assets/index-1.js"></script>
  </body>
</html>"#;

const NASTY: &str = r#"Lamp "<>& </script><script>alert(1)</script>"#;

async fn shop() -> (TestApp, tempfile::TempDir) {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), INDEX).unwrap();
    let web_dir = web.path().to_owned();
    (spawn_app_with(move |config| config.web_dir = web_dir).await, web)
}

async fn page(app: &TestApp, path: &str, accept_language: Option<&str>) -> String {
    let mut request = app.client.get(app.url(path));
    if let Some(languages) = accept_language {
        request = request.header("accept-language", languages);
    }
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"), "{path}");
    response.text().await.unwrap()
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
}

/// The `content` of `<meta {attribute}="{name}" content="...">`, unescaped.
fn meta(html: &str, attribute: &str, name: &str) -> Option<String> {
    let start = format!("<meta {attribute}=\"{name}\" content=\"");
    let from = html.find(&start)? + start.len();
    let length = html[from..].find('"')?;
    Some(unescape(&html[from..from + length]))
}

fn title(html: &str) -> String {
    let from = html.find("<title>").unwrap() + "<title>".len();
    unescape(&html[from..from + html[from..].find("</title>").unwrap()])
}

fn json_ld(html: &str) -> Vec<Value> {
    let open = "<script type=\"application/ld+json\">";
    html.match_indices(open)
        .map(|(at, _)| {
            let from = at + open.len();
            let text = &html[from..from + html[from..].find("</script>").unwrap()];
            serde_json::from_str(text).unwrap_or_else(|err| panic!("{err}: {text}"))
        })
        .collect()
}

/// Every page says each of these once: its own, never the built page's beside it.
fn assert_one_head(html: &str) {
    assert_eq!(html.matches("<title>").count(), 1, "{html}");
    assert_eq!(html.matches("<meta name=\"description\"").count(), 1, "{html}");
    assert!(!html.contains("Lucky Mall: online shopping in Myanmar."), "the built page's description is replaced");
    assert_eq!(meta(html, "name", "twitter:card").as_deref(), Some("summary_large_image"));
    for tag in ["og:title", "og:description", "og:image", "og:url"] {
        assert!(meta(html, "property", tag).is_some_and(|v| !v.is_empty()), "{tag}: {html}");
    }
}

async fn admin_shop(app: &TestApp) -> (String, i64, String, String) {
    let admin = app.admin_token().await;
    let category =
        app.create_category(&admin, "lights", json!({"en": "Lights", "mm": "မီးအိမ်များ", "ch": "灯具"})).await.unwrap();
    let input = json!({
        "slug": "lamp-1", "categoryId": category, "type": "PRODUCT",
        "name": {"en": NASTY, "mm": "မီးအိမ်", "ch": "台灯"},
        "description": {"en": "<p>A warm &amp; <b>bright</b> lamp.</p>", "mm": "<p>နွေးထွေးသော မီးအိမ်</p>", "ch": "<p>温暖明亮的台灯</p>"},
        "actualPrice": 45_000, "weightKg": 1.0
    });
    let answer = app
        .graphql_upload(
            "mutation($input: ProductInput!, $feature: Upload) { createProduct(input: $input, featureImage: $feature) }",
            json!({"input": input, "feature": null}),
            vec![("variables.feature", png(1600, 900))],
            Some(&admin),
        )
        .await;
    assert!(answer["data"]["createProduct"].as_i64().is_some(), "{answer}");
    let hidden = json!({"slug": "hidden-1", "categoryId": category, "type": "PRODUCT", "name": {"en": "Secret"},
        "description": {"en": "x"}, "actualPrice": 1_000, "weightKg": 1.0});
    let hidden = app.create_product(&admin, hidden).await;
    let answer = app
        .graphql(
            "mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }",
            json!({"id": hidden}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(answer["data"]["setProductHidden"], true, "{answer}");
    (admin, category, "lamp-1".to_owned(), "hidden-1".to_owned())
}

#[tokio::test]
async fn a_product_page_previews_in_the_language_asked_for_with_a_1200x630_card() {
    let (app, _web) = shop().await;
    let (_, category, slug, hidden) = admin_shop(&app).await;
    let cases = [
        (format!("product-detail?id={slug}&lang=en"), None, NASTY, "Lights"),
        (format!("product-detail?id={slug}&lang=mm"), None, "မီးအိမ်", "မီးအိမ်များ"),
        (format!("product-detail?id={slug}&lang=ch"), None, "台灯", "灯具"),
        (format!("product-detail?id={slug}"), Some("my-MM,my;q=0.9,en;q=0.5"), "မီးအိမ်", "မီးအိမ်များ"),
        (format!("product-detail?id={slug}"), Some("fr;q=1, zh-CN;q=0.8, en;q=0.7"), "台灯", "灯具"),
        // A language that is not the shop's falls back to the header, then English: never an error.
        (format!("product-detail?id={slug}&lang=xx"), Some("zh-Hans"), "台灯", "灯具"),
        (format!("product-detail?id={slug}&lang=xx"), None, NASTY, "Lights"),
    ];
    let mut card_url = None;
    for (path, languages, name, category_name) in cases {
        let html = page(&app, &path, languages).await;
        assert_one_head(&html);
        assert_eq!(title(&html), format!("{name} | Lucky Mall"), "{path} {languages:?}");
        assert_eq!(meta(&html, "property", "og:title").as_deref(), Some(format!("{name} | Lucky Mall").as_str()));
        let description = meta(&html, "name", "description").unwrap();
        assert_eq!(meta(&html, "property", "og:description"), Some(description.clone()));
        assert!(!description.contains('<'), "plain text: {description}");
        let url = meta(&html, "property", "og:url").unwrap();
        assert!(url.starts_with("http://") && url.contains(&format!("/product-detail?id={slug}&lang=")), "{url}");
        // Nothing a name holds escapes its attribute or the JSON-LD's script.
        assert_eq!(html.matches("</script>").count(), 3, "the app's script and two JSON-LD: {html}");
        assert!(!html.contains("<script>alert"), "{html}");
        let documents = json_ld(&html);
        let product = documents.iter().find(|d| d["@type"] == "Product").unwrap_or_else(|| panic!("{html}"));
        assert_eq!(product["name"], name);
        assert_eq!(product["offers"]["priceCurrency"], "MMK");
        assert_eq!(product["offers"]["price"], 45_000);
        assert_eq!(product["offers"]["availability"], "https://schema.org/InStock");
        let crumbs = documents.iter().find(|d| d["@type"] == "BreadcrumbList").unwrap();
        let names: Vec<&str> =
            crumbs["itemListElement"].as_array().unwrap().iter().map(|i| i["name"].as_str().unwrap()).collect();
        assert_eq!(names[1..], [category_name, name], "{crumbs}");
        assert!(crumbs["itemListElement"][1]["item"]
            .as_str()
            .unwrap()
            .contains(&format!("/category?category_id={category}")));
        let image = meta(&html, "property", "og:image").unwrap();
        assert_eq!(meta(&html, "name", "twitter:image"), Some(image.clone()));
        assert!(image.ends_with(".card.jpg"), "{image}");
        assert!(html.contains("<link rel=\"preload\" as=\"image\""), "the photo's preload hint stays");
        card_url = Some(image);
    }
    // The card: one object in the store, 1200x630, answered 200 as an image.
    let card_url = card_url.unwrap();
    let response = app.client.get(&card_url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{card_url}");
    assert_eq!(response.headers()["content-type"], "image/jpeg");
    let card = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((card.width(), card.height()), (1200, 630));
    let key = card_url.split("/media/").nth(1).unwrap();
    assert!(app.ctx.media.get(key).await.unwrap().is_some(), "kept in the store: {key}");
    println!("share card {key}: {}x{}", card.width(), card.height());

    // Out of stock: the JSON-LD says so.
    crate::support::luckydraw::execute(&app, "UPDATE product SET in_stock = FALSE WHERE slug = 'lamp-1'").await;
    // Written behind the app's back: the cache is told as a write would.
    app.ctx.read_cache.invalidate(kernel::read_cache::Scope::Catalog);
    let html = page(&app, &format!("product-detail?id={slug}"), None).await;
    let product = json_ld(&html).into_iter().find(|d| d["@type"] == "Product").unwrap();
    assert_eq!(product["offers"]["availability"], "https://schema.org/OutOfStock");

    // A hidden or unknown product: the shop's card, never an error.
    for path in
        [format!("product-detail?id={hidden}"), "product-detail?id=nope".to_owned(), "product-detail".to_owned()]
    {
        let html = page(&app, &path, None).await;
        assert_one_head(&html);
        assert_eq!(title(&html), "Lucky Mall", "{path}");
        assert!(json_ld(&html).is_empty(), "{path}");
        assert!(!html.contains("Secret"), "{path}");
    }
}

#[tokio::test]
async fn category_draw_promotion_and_home_pages_have_their_own_cards() {
    let (app, _web) = shop().await;
    let (admin, category, _, _) = admin_shop(&app).await;
    for (lang, name) in [("en", "Lights"), ("mm", "မီးအိမ်များ"), ("ch", "灯具")] {
        let html = page(&app, &format!("category?category_id={category}&lang={lang}"), None).await;
        assert_one_head(&html);
        assert_eq!(title(&html), format!("{name} | Lucky Mall"));
        let crumbs = json_ld(&html).into_iter().find(|d| d["@type"] == "BreadcrumbList").unwrap();
        assert_eq!(crumbs["itemListElement"][1]["name"], name);
        assert!(html.contains(&format!(
            "<html lang=\"{}\">",
            ["en", "my", "zh-Hans"][["en", "mm", "ch"].iter().position(|l| *l == lang).unwrap()]
        )));
    }
    let html = page(&app, "category?category_id=999999", None).await;
    assert_eq!(title(&html), "Lucky Mall");

    // An open draw: its prize's name; an unknown one: the shop's card.
    let ticket_product = crate::support::luckydraw::ticket_product(&app, &admin, 10, 1).await;
    let batch = crate::support::luckydraw::scalar(
        &app,
        &format!("SELECT id AS n FROM ticket_batch WHERE ticket_product_id = {ticket_product}"),
    )
    .await;
    for (lang, expected) in [("en", "Lucky draw: Phone | Lucky Mall"), ("ch", "幸运抽奖：Phone | Lucky Mall")] {
        let html = page(&app, &format!("prize-winner-detail?id={batch}&lang={lang}"), None).await;
        assert_one_head(&html);
        assert_eq!(title(&html), expected);
    }
    assert_eq!(title(&page(&app, "prize-winner-detail?id=424242", None).await), "Lucky Mall");

    // No promotion yet: the shop's card. The home page: the shop's card in the language asked.
    let html = page(&app, "promotion?lang=mm", None).await;
    assert_one_head(&html);
    assert_eq!(title(&html), "Lucky Mall");
    let html = page(&app, "", Some("zh-CN")).await;
    assert_one_head(&html);
    assert!(html.contains("<html lang=\"zh-Hans\">"), "{html}");
    assert_eq!(meta(&html, "name", "description").unwrap(), kernel::Locale::Ch.text("previews.shop_description", &[]));
}

#[tokio::test]
async fn a_declared_draw_names_its_winner_and_a_set_promotion_has_its_own_card() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), INDEX).unwrap();
    let web_dir = web.path().to_owned();
    let app = spawn_app_with(move |config| {
        config.web_dir = web_dir;
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let (buyer, batch, _) = crate::support::luckydraw::one_ticket_sold(&app, &admin, "09791230001").await;
    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    // The winner's first name only (the buyer is "Buyer ..." in support::luckydraw::buyer), the
    // prize, the batch and the lucky number, in the language asked.
    let first_name = app.profile(&buyer).await["name"].as_str().unwrap().split_whitespace().next().unwrap().to_owned();
    for (lang, expected) in [
        ("en", format!("{first_name} won Phone | Lucky Mall")),
        ("ch", format!("{first_name}赢得了Phone | Lucky Mall")),
    ] {
        let html = page(&app, &format!("prize-winner-detail?id={batch}&lang={lang}"), None).await;
        assert_one_head(&html);
        assert_eq!(title(&html), expected);
        let description = meta(&html, "property", "og:description").unwrap();
        assert!(description.contains('1'), "the lucky number: {description}");
        assert!(!html.contains("09791230001"), "no phone number in a shared card");
    }

    // A promotion set in three languages: its own title and its text as the description.
    let answer = app
        .graphql(
            "mutation { updatePromotion(content: {en: \"<h2>Thingyan sale</h2><p>Half price on fans</p>\", mm: \"<p>ပန်ကာ တစ်ဝက်ဈေး</p>\", ch: \"<p>风扇半价</p>\"}) }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    for (lang, title_text, words) in [
        ("en", "Promotion | Lucky Mall", "Half price on fans"),
        ("mm", "ပရိုမိုးရှင်း | Lucky Mall", "ပန်ကာ တစ်ဝက်ဈေး"),
        ("ch", "促销活动 | Lucky Mall", "风扇半价"),
    ] {
        let html = page(&app, &format!("promotion?lang={lang}"), None).await;
        assert_one_head(&html);
        assert_eq!(title(&html), title_text);
        let description = meta(&html, "name", "description").unwrap();
        assert!(description.contains(words), "{lang}: {description}");
        assert!(!description.contains('<'), "text, not HTML: {description}");
    }
}

#[tokio::test]
async fn an_invitation_names_the_inviter_and_an_unknown_code_gets_the_shops_card() {
    let (app, _web) = shop().await;
    let token = app.register("Mya \"<Win>\" Htut", "09795561001").await;
    let code = app.profile(&token).await["referral_code"].as_str().unwrap().to_owned();
    let html = page(&app, &format!("signup?ref={}&lang=en", code.to_lowercase()), None).await;
    assert_one_head(&html);
    assert_eq!(title(&html), "Mya invites you to Lucky Mall");
    let image = meta(&html, "property", "og:image").unwrap();
    assert!(image.starts_with("http://") && image.ends_with("/icons/icon-512.png"), "the shop's logo: {image}");
    let html = page(&app, &format!("signup?ref={code}&lang=mm"), None).await;
    assert_eq!(title(&html), "Mya က သင့်ကို Lucky Mall သို့ ဖိတ်ခေါ်ထားပါသည်");
    for path in ["signup?ref=NOPE123", "signup?ref=", "signup", "signup?ref=%3Cscript%3E&lang=zz"] {
        let html = page(&app, path, None).await;
        assert_one_head(&html);
        assert_eq!(title(&html), "Lucky Mall", "{path}");
    }
}

#[tokio::test]
async fn the_sitemap_lists_every_visible_product_in_three_languages_and_robots_names_it() {
    let (app, _web) = shop().await;
    let (_, category, slug, hidden) = admin_shop(&app).await;
    let response = app.client.get(app.url("sitemap.xml")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
    let xml = response.text().await.unwrap();
    assert!(xml.starts_with("<?xml"), "{xml}");
    assert!(xml.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
    assert!(xml.contains(&format!("/product-detail?id={slug}</loc>")), "{xml}");
    assert!(xml.contains(&format!("/category?category_id={category}</loc>")), "{xml}");
    assert!(!xml.contains(&hidden), "a hidden product is not listed: {xml}");
    for (tag, lang) in [("en", "en"), ("my", "mm"), ("zh-Hans", "ch")] {
        let link = format!(
            "hreflang=\"{tag}\" href=\"{}/product-detail?id={slug}&amp;lang={lang}\"",
            app.url("").trim_end_matches('/')
        );
        assert!(xml.contains(&link), "{link}\n{xml}");
    }
    println!("sitemap: {} urls", xml.matches("<url>").count());

    let response = app.client.get(app.url("robots.txt")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let robots = response.text().await.unwrap();
    for line in ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/user"] {
        assert!(robots.lines().any(|l| l == line), "{line}: {robots}");
    }
    assert!(robots.contains(&format!("Sitemap: {}/sitemap.xml", app.url("").trim_end_matches('/'))), "{robots}");
}
