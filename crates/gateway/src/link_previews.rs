//! Links that preview: the shareable pages answered with their own head (title, description, Open
//! Graph and Twitter tags, JSON-LD) so Facebook, Viber and Telegram show a card for the product,
//! category, draw, promotion or invitation shared, without running any script; and the
//! `sitemap.xml` and `robots.txt` that search engines read.
//!
//! The data comes from the domains' read-cached previews (`catalog::previews`,
//! `luckydraw::previews`, `content::service::promotion_preview`, and the inviter's first name from
//! `accounts`); here it is only composed into the built `index.html`, which stays the one page of
//! the app: its `<title>` and meta description are replaced, never duplicated. Every value is
//! escaped (names are admin and shopper input); JSON-LD is escaped so no text can end its script.
//!
//! Language: `?lang=` (`en`, `mm`, `ch`), else the request's `Accept-Language`, else English.
//! Anything unknown (a hidden product, a bad `ref`) gets the shop's generic card, never an error.

use std::collections::HashMap;

use axum::{
    extract::{Query, State},
    http::{header, HeaderMap, StatusCode},
    response::{Html, IntoResponse, Response},
};
use kernel::{AppContext, Locale};
use serde_json::{json, Value};

/// What a page's head says about it.
pub(crate) struct Head {
    pub title: String,
    pub description: String,
    /// Absolute URL of the card's picture.
    pub image: String,
    /// The page's own address (with `lang=`), absolute.
    pub url: String,
    /// `og:type`: `product` or `website`.
    pub kind: &'static str,
    /// JSON-LD documents, each in its own script.
    pub json_ld: Vec<Value>,
}

/// What every page's head is made with: the language, the shop's address and its identity.
pub(crate) struct Shop {
    pub locale: Locale,
    pub origin: String,
    pub name: String,
    /// Absolute URL of the logo (the app's icon without one).
    pub logo: String,
}

impl Shop {
    pub(crate) async fn of(ctx: &AppContext, params: &HashMap<String, String>, headers: &HeaderMap) -> Shop {
        let locale = page_locale(params.get("lang").map(String::as_str), headers);
        let origin = origin(ctx, headers);
        let settings = crate::settings::settings(ctx).await.ok();
        let name = settings.as_ref().map(|s| s.value.site_name.clone()).unwrap_or_else(|| "Lucky Mall".to_owned());
        let logo = settings.and_then(|s| s.value.site_logo.clone()).unwrap_or_else(|| "/icons/icon-512.png".to_owned());
        let logo = absolute(&origin, &logo);
        Shop { locale, origin, name, logo }
    }

    /// `path` (with its query, if any) as an absolute URL in this page's language.
    fn url(&self, path: &str) -> String {
        let separator = if path.contains('?') { '&' } else { '?' };
        format!("{}{path}{separator}lang={}", self.origin, self.locale.as_str())
    }

    fn text(&self, key: &str, args: &[(&str, String)]) -> String {
        self.locale.text(key, args)
    }

    /// The shop's own card: for the home page and whatever is unknown.
    pub(crate) fn generic(&self, path: &str) -> Head {
        Head {
            title: self.name.clone(),
            description: self.text("previews.shop_description", &[]),
            image: self.logo.clone(),
            url: self.url(path),
            kind: "website",
            json_ld: Vec::new(),
        }
    }

    fn breadcrumbs(&self, trail: &[(String, String)]) -> Value {
        let home = (self.text("previews.home", &[]), self.url("/"));
        let items: Vec<Value> = std::iter::once(&home)
            .chain(trail)
            .enumerate()
            .map(|(i, (name, url))| json!({"@type": "ListItem", "position": i + 1, "name": name, "item": url}))
            .collect();
        json!({"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items})
    }
}

/// The page's language: `?lang=` when it is one of the shop's, else the best of `Accept-Language`
/// the shop speaks, else English.
pub(crate) fn page_locale(lang: Option<&str>, headers: &HeaderMap) -> Locale {
    let ours = |code: &str| match code.trim().to_ascii_lowercase().as_str() {
        "en" => Some(Locale::En),
        "mm" => Some(Locale::Mm),
        "ch" => Some(Locale::Ch),
        _ => None,
    };
    if let Some(locale) = lang.and_then(ours) {
        return locale;
    }
    let accepted = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let mut ranges: Vec<(f32, Locale)> = accepted
        .split(',')
        .filter_map(|range| {
            let mut parts = range.split(';');
            let tag = parts.next()?.trim().to_ascii_lowercase();
            let quality = parts
                .find_map(|p| p.trim().strip_prefix("q=").map(|q| q.trim().parse::<f32>().unwrap_or(0.0)))
                .unwrap_or(1.0);
            let locale = match tag.split('-').next()? {
                "en" => Locale::En,
                "my" | "mm" => Locale::Mm,
                "zh" | "ch" => Locale::Ch,
                _ => return None,
            };
            (quality > 0.0).then_some((quality, locale))
        })
        .collect();
    // Stable: among equal weights, the first named wins.
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranges.first().map_or(Locale::En, |(_, locale)| *locale)
}

/// The shop's address: `MALL_PUBLIC_URL` when set, else the host the request named (when it is a
/// plain host name), else the listening address.
fn origin(ctx: &AppContext, headers: &HeaderMap) -> String {
    if ctx.config.public_url.as_deref().is_some_and(|url| !url.trim().is_empty()) {
        return ctx.config.own_url();
    }
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let plain = !host.is_empty() && host.chars().all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c));
    if plain {
        format!("http://{host}")
    } else {
        ctx.config.own_url()
    }
}

fn absolute(origin: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{origin}{url}")
    } else {
        url.to_owned()
    }
}

fn query_value(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// Escapes text for HTML (element content or a double-quoted attribute) and XML alike.
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('\'', "&#39;").replace('<', "&lt;").replace('>', "&gt;")
}

/// JSON for a `<script>`: `<`, `>` and `&` as JSON escapes, so no text can close the script
/// (`</script>`) or open a comment, and the JSON still parses to the same values.
fn script_json(value: &Value) -> String {
    value.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026")
}

/// The BCP 47 tag of a language (`<html lang>`, `og:locale`, `hreflang`).
pub(crate) fn language_tag(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "en",
        Locale::Mm => "my",
        Locale::Ch => "zh-Hans",
    }
}

fn og_locale(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "en_US",
        Locale::Mm => "my_MM",
        Locale::Ch => "zh_CN",
    }
}

/// `page` (the built `index.html`) with `head` in place of its title and meta description.
pub(crate) fn compose(page: &str, head: &Head, shop: &Shop) -> String {
    let locale = shop.locale;
    let (title, description, image, url) =
        (escape(&head.title), escape(&head.description), escape(&head.image), escape(&head.url));
    let mut tags = format!(
        "<title>{title}</title>\
<meta name=\"description\" content=\"{description}\">\
<link rel=\"canonical\" href=\"{url}\">\
<meta property=\"og:type\" content=\"{kind}\">\
<meta property=\"og:site_name\" content=\"{site}\">\
<meta property=\"og:locale\" content=\"{og_locale}\">\
<meta property=\"og:title\" content=\"{title}\">\
<meta property=\"og:description\" content=\"{description}\">\
<meta property=\"og:image\" content=\"{image}\">\
<meta property=\"og:url\" content=\"{url}\">\
<meta name=\"twitter:card\" content=\"summary_large_image\">\
<meta name=\"twitter:title\" content=\"{title}\">\
<meta name=\"twitter:description\" content=\"{description}\">\
<meta name=\"twitter:image\" content=\"{image}\">",
        kind = head.kind,
        site = escape(&shop.name),
        og_locale = og_locale(locale),
    );
    if image.contains(".card.") {
        tags.push_str(&format!(
            "<meta property=\"og:image:width\" content=\"{}\"><meta property=\"og:image:height\" content=\"{}\">",
            kernel::media::CARD_WIDTH,
            kernel::media::CARD_HEIGHT
        ));
    }
    for document in &head.json_ld {
        tags.push_str(&format!("<script type=\"application/ld+json\">{}</script>", script_json(document)));
    }
    let mut page = without_meta_description(page);
    page = match (page.find("<title>"), page.find("</title>")) {
        (Some(start), Some(end)) if start < end => {
            format!("{}{tags}{}", &page[..start], &page[end + "</title>".len()..])
        }
        _ => page.replacen("</head>", &format!("{tags}</head>"), 1),
    };
    page.replacen("<html lang=\"en\">", &format!("<html lang=\"{}\">", language_tag(locale)), 1)
}

/// The built page without its own `<meta name="description">` (each page says its own).
fn without_meta_description(page: &str) -> String {
    let mut page = page.to_owned();
    while let Some(start) = page.find("<meta name=\"description\"") {
        let Some(length) = page[start..].find('>') else { break };
        page.replace_range(start..start + length + 1, "");
    }
    page
}

/// A page's answer: never cached without asking (it names the build's chunks), and varying with
/// the language asked for.
pub(crate) fn html(page: String) -> Response {
    ([(header::CACHE_CONTROL, "no-cache"), (header::VARY, "Accept-Language")], Html(page)).into_response()
}

type Params = Query<HashMap<String, String>>;

async fn page_with(ctx: &AppContext, head: &Head, shop: &Shop) -> Response {
    match crate::web::index_html(ctx).await {
        Ok(page) => html(compose(&page, head, shop)),
        Err(missing) => missing,
    }
}

/// The head of `/product-detail?id={slug}` and the product's 800 px photo (for the preload hint);
/// the generic card for an unknown or hidden product.
pub(crate) async fn product_head(
    ctx: &AppContext,
    params: &HashMap<String, String>,
    headers: &HeaderMap,
) -> (Head, Shop, Option<String>) {
    let shop = Shop::of(ctx, params, headers).await;
    let slug = params.get("id").map(|s| s.trim()).filter(|s| !s.is_empty());
    let path = |slug: &str| format!("/product-detail?id={}", query_value(slug));
    let Some(slug) = slug else { return (shop.generic("/product-detail"), shop, None) };
    let (Ok(preview), Ok(detail)) = (
        catalog::previews::product_preview(ctx, slug, shop.locale).await,
        catalog::reads::product_by_slug(ctx, slug, shop.locale).await,
    ) else {
        let head = shop.generic(&path(slug));
        return (head, shop, None);
    };
    let p = &preview.value;
    let url = shop.url(&path(&p.slug));
    let image = p.card.as_deref().map(|card| absolute(&shop.origin, card)).unwrap_or_else(|| shop.logo.clone());
    let availability = if p.in_stock { "https://schema.org/InStock" } else { "https://schema.org/OutOfStock" };
    let product = json!({
        "@context": "https://schema.org",
        "@type": "Product",
        "name": p.name,
        "description": p.description,
        "image": [image],
        "sku": p.slug,
        "category": p.category,
        "url": url,
        "offers": {
            "@type": "Offer",
            "price": p.price,
            "priceCurrency": "MMK",
            "availability": availability,
            "url": url,
        },
    });
    let category_url = shop.url(&format!("/category?category_id={}", p.category_id));
    let breadcrumbs = shop.breadcrumbs(&[(p.category.clone(), category_url), (p.name.clone(), url.clone())]);
    let head = Head {
        title: format!("{} | {}", p.name, shop.name),
        description: if p.description.is_empty() {
            shop.text("previews.shop_description", &[])
        } else {
            p.description.clone()
        },
        image,
        url,
        kind: "product",
        json_ld: vec![product, breadcrumbs],
    };
    (head, shop, detail.value.feature_image.clone())
}

/// `GET /category?category_id={id}`: the category's card.
pub async fn category_page(State(ctx): State<AppContext>, Query(params): Params, headers: HeaderMap) -> Response {
    let shop = Shop::of(&ctx, &params, &headers).await;
    let id = params.get("category_id").and_then(|id| id.trim().parse::<i64>().ok());
    let preview = match id {
        Some(id) => catalog::previews::category_preview(&ctx, id, shop.locale).await.ok(),
        None => None,
    };
    let head = match preview {
        Some(preview) => {
            let c = &preview.value;
            let url = shop.url(&format!("/category?category_id={}", c.id));
            let args = [("category", c.name.clone()), ("count", c.products.to_string()), ("shop", shop.name.clone())];
            Head {
                title: format!("{} | {}", c.name, shop.name),
                description: shop.text("previews.category_description", &args),
                image: c.card.as_deref().map(|card| absolute(&shop.origin, card)).unwrap_or_else(|| shop.logo.clone()),
                kind: "website",
                json_ld: vec![shop.breadcrumbs(&[(c.name.clone(), url.clone())])],
                url,
            }
        }
        None => shop.generic("/category"),
    };
    page_with(&ctx, &head, &shop).await
}

/// `GET /prize-winner-detail?id={draw}`: the draw's card (the winner's first name and the lucky
/// number once declared).
pub async fn winner_page(State(ctx): State<AppContext>, Query(params): Params, headers: HeaderMap) -> Response {
    let shop = Shop::of(&ctx, &params, &headers).await;
    let id = params.get("id").and_then(|id| id.trim().parse::<i64>().ok());
    let preview = match id {
        Some(id) => luckydraw::previews::winner_preview(&ctx, id, shop.locale).await.ok(),
        None => None,
    };
    let head = match preview {
        Some(preview) => {
            let d = &preview.value;
            let url = shop.url(&format!("/prize-winner-detail?id={}", d.id));
            let (title, description) = match (&d.winner, d.lucky_number) {
                (Some(name), Some(number)) => (
                    shop.text("previews.winner_title", &[("name", name.clone()), ("product", d.product.clone())]),
                    shop.text(
                        "previews.winner_description",
                        &[("batch", d.batch.to_string()), ("number", number.to_string())],
                    ),
                ),
                _ => (
                    shop.text("previews.draw_title", &[("product", d.product.clone())]),
                    shop.text("previews.draw_description", &[("batch", d.batch.to_string())]),
                ),
            };
            Head {
                title: format!("{title} | {}", shop.name),
                description,
                image: d.card.as_deref().map(|card| absolute(&shop.origin, card)).unwrap_or_else(|| shop.logo.clone()),
                kind: "website",
                json_ld: vec![shop.breadcrumbs(&[(title, url.clone())])],
                url,
            }
        }
        None => shop.generic("/prize-winner-detail"),
    };
    page_with(&ctx, &head, &shop).await
}

/// `GET /promotion`: the promotion's card (the shop's until an admin sets one).
pub async fn promotion_page(State(ctx): State<AppContext>, Query(params): Params, headers: HeaderMap) -> Response {
    let shop = Shop::of(&ctx, &params, &headers).await;
    let head = match content::service::promotion_preview(&ctx, shop.locale).await {
        Ok(preview) => {
            let p = &preview.value;
            let title = shop.text("previews.promotion", &[]);
            let url = shop.url("/promotion");
            Head {
                title: format!("{title} | {}", shop.name),
                description: if p.description.is_empty() {
                    shop.text("previews.shop_description", &[])
                } else {
                    p.description.clone()
                },
                image: p.card.as_deref().map(|card| absolute(&shop.origin, card)).unwrap_or_else(|| shop.logo.clone()),
                kind: "website",
                json_ld: vec![shop.breadcrumbs(&[(title, url.clone())])],
                url,
            }
        }
        Err(_) => shop.generic("/promotion"),
    };
    page_with(&ctx, &head, &shop).await
}

/// `GET /signup?ref={code}`: an invitation card naming the inviter (first name only) with the
/// shop's logo; an unknown code (or none) gets the shop's card.
pub async fn signup_page(State(ctx): State<AppContext>, Query(params): Params, headers: HeaderMap) -> Response {
    let shop = Shop::of(&ctx, &params, &headers).await;
    let code = params.get("ref").map(|c| c.trim()).filter(|c| !c.is_empty());
    let inviter = match code {
        Some(code) => accounts::service::inviter_first_name(&ctx, code).await.ok().flatten().map(|n| (code, n)),
        None => None,
    };
    let head = match inviter {
        Some((code, name)) => {
            let args = [("name", name), ("shop", shop.name.clone())];
            Head {
                title: shop.text("previews.invite_title", &args),
                description: shop.text("previews.invite_description", &args),
                image: shop.logo.clone(),
                url: shop.url(&format!("/signup?ref={}", query_value(&code.to_ascii_uppercase()))),
                kind: "website",
                json_ld: Vec::new(),
            }
        }
        None => shop.generic("/signup"),
    };
    page_with(&ctx, &head, &shop).await
}

/// `GET /sitemap.xml`: the home page, every visible category and every visible product, each with
/// its address in the three languages (`hreflang`, by `?lang=`). From the read cache.
pub async fn sitemap(State(ctx): State<AppContext>, headers: HeaderMap) -> Response {
    let origin = origin(&ctx, &headers);
    let entries = match catalog::previews::sitemap_entries(&ctx).await {
        Ok(entries) => entries,
        Err(err) => return err.into_response(),
    };
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let mut add = |path: String, lastmod: Option<chrono::DateTime<chrono::Utc>>| {
        xml.push_str(&format!("<url><loc>{}</loc>", escape(&format!("{origin}{path}"))));
        if let Some(at) = lastmod {
            xml.push_str(&format!("<lastmod>{}</lastmod>", at.format("%Y-%m-%d")));
        }
        let separator = if path.contains('?') { '&' } else { '?' };
        for locale in [Locale::En, Locale::Mm, Locale::Ch] {
            let href = format!("{origin}{path}{separator}lang={}", locale.as_str());
            xml.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                language_tag(locale),
                escape(&href)
            ));
        }
        xml.push_str(&format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/></url>\n",
            escape(&format!("{origin}{path}"))
        ));
    };
    add("/".to_owned(), None);
    for id in &entries.value.categories {
        add(format!("/category?category_id={id}"), None);
    }
    for (slug, changed) in &entries.value.products {
        add(format!("/product-detail?id={}", query_value(slug)), Some(*changed));
    }
    xml.push_str("</urlset>\n");
    ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=300")], xml)
        .into_response()
}

/// `GET /robots.txt`: the shop may be crawled, the admin console and shoppers' own API may not;
/// names the sitemap.
pub async fn robots(State(ctx): State<AppContext>, headers: HeaderMap) -> Response {
    let origin = origin(&ctx, &headers);
    let body =
        format!("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/user\n\nSitemap: {origin}/sitemap.xml\n");
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")],
        body,
    )
        .into_response()
}
