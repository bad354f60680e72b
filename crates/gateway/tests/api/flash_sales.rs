//! Flash sales (issue 40): a sale price per product and per variant with a window; the server
//! charges it only inside the window (REST checkout and GraphQL `buyNow`), a cart line added during
//! the sale and checked out after its end pays the normal price (and the cart says so), the window's
//! edge (`sale_ends_at`) is the normal price, bad input is refused in the admin's language with
//! nothing changed, and a product without a sale answers REST exactly as before.

use chrono::{DateTime, Duration, SubsecRound, Utc};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, scalar},
    png, spawn_app, TestApp,
};

const BUY_NOW: &str = "mutation($payment: Int!, $product: Int!, $variant: Int, $shot: Upload) { \
    buyNow(paymentId: $payment, paymentScreenshot: $shot, productId: $product, variantId: $variant, qty: 1) { \
    totalPrice orderItems { unitPrice } } }";
const UPDATE: &str = "mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) }";
const PRODUCT: &str = "query($slug: String!) { product(slug: $slug) { actualPrice salePrice saleStartsAt saleEndsAt \
    variants { sku price salePrice } } }";

fn paid(payment: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"))
}

fn at(instant: DateTime<Utc>) -> String {
    instant.to_rfc3339()
}

/// A 10,000 Ks tea (on sale at 7,000) and a shirt of 12,000 Ks (on sale at 9,000) in sizes: S of
/// its own 20,000 on sale at 15,000, M at the shirt's price (so its sale price), L of its own
/// 14,000 and no sale. The sale runs from `starts` to `ends`.
struct Shop {
    category: i64,
    tea: i64,
    shirt: i64,
    slug: String,
}

fn tea_input(category: i64, slug: &str, sale: Value) -> Value {
    let mut input = json!({"categoryId": category, "slug": format!("tea-{slug}"), "type": "PRODUCT",
        "name": {"en": "Tea", "mm": "လက်ဖက်", "ch": "茶"}, "description": {"en": "x"}, "actualPrice": 10_000});
    input.as_object_mut().unwrap().extend(sale.as_object().unwrap().clone());
    input
}

async fn shop(app: &TestApp, admin: &str, starts: DateTime<Utc>, ends: DateTime<Utc>) -> Shop {
    let slug = format!("f{}", app.next_number());
    let category = app.create_category(admin, &slug, json!({"en": "Sale"})).await.unwrap();
    let window = json!({"salePrice": 7_000, "saleStartsAt": at(starts), "saleEndsAt": at(ends)});
    let tea = app.create_product(admin, tea_input(category, &slug, window)).await;
    let shirt = app
        .create_product(
            admin,
            json!({"categoryId": category, "slug": format!("shirt-{slug}"), "type": "PRODUCT", "name": {"en": "Shirt"},
            "description": {"en": "x"}, "actualPrice": 12_000, "salePrice": 9_000,
            "saleStartsAt": at(starts), "saleEndsAt": at(ends),
            "options": [{"name": {"en": "Size"}, "values": [{"en": "S"}, {"en": "M"}, {"en": "L"}]}],
            "variants": [
                {"sku": format!("{slug}-S"), "optionValues": ["S"], "price": 20_000, "salePrice": 15_000},
                {"sku": format!("{slug}-M"), "optionValues": ["M"]},
                {"sku": format!("{slug}-L"), "optionValues": ["L"], "price": 14_000},
            ]}),
        )
        .await;
    Shop { category, tea, shirt, slug }
}

async fn variant(app: &TestApp, sku: &str) -> i64 {
    scalar(app, &format!("SELECT id AS n FROM product_variant WHERE sku = '{sku}'")).await
}

async fn buy_now_graphql(app: &TestApp, token: &str, payment: i64, product: i64, variant: Option<i64>) -> Value {
    let variables = json!({"payment": payment, "product": product, "variant": variant, "shot": null});
    let answer = app.graphql_upload(BUY_NOW, variables, vec![("variables.shot", png(40, 80))], Some(token)).await;
    assert!(answer["errors"].is_null(), "{answer}");
    answer["data"]["buyNow"].clone()
}

/// The REST cart's lines (the seeds' shape: the list itself) and what they add up to.
async fn cart(app: &TestApp, token: &str) -> (Vec<Value>, i64) {
    let (status, body) = app.get("api/user/cart", Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let lines = body["data"].as_array().unwrap_or_else(|| panic!("{body}")).clone();
    let total = lines.iter().map(|l| l["subtotal"].as_i64().unwrap()).sum();
    (lines, total)
}

async fn buy_now_rest(app: &TestApp, token: &str, payment: i64, product: i64) -> i64 {
    let (status, body) =
        app.post_multipart("api/user/buynow", paid(payment).text("product_id", product.to_string()), token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["total_price"].as_i64().unwrap()
}

#[tokio::test]
async fn a_flash_sale_is_charged_inside_its_window_only_and_a_line_checked_out_after_it_pays_the_normal_price() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    // Whole seconds: what both databases keep exactly.
    let starts = (app.ctx.clock.now() + Duration::hours(1)).trunc_subsecs(0);
    let ends = starts + Duration::hours(2);
    let shop = shop(&app, &admin, starts, ends).await;
    let (small, medium, large) = (
        variant(&app, &format!("{}-S", shop.slug)).await,
        variant(&app, &format!("{}-M", shop.slug)).await,
        variant(&app, &format!("{}-L", shop.slug)).await,
    );
    let shopper = app.shopper_with_address("Ma Hla", "09796100001").await;

    // The reads carry the raw sale fields; the variant without a price of its own shows the
    // product's sale price, the one with its own price and no sale price none.
    let read = app.graphql(PRODUCT, json!({"slug": format!("shirt-{}", shop.slug)}), None, "en").await;
    let detail = &read["data"]["product"];
    assert_eq!((detail["actualPrice"].as_i64(), detail["salePrice"].as_i64()), (Some(12_000), Some(9_000)), "{read}");
    let prices: Vec<(i64, Option<i64>)> = detail["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["price"].as_i64().unwrap(), v["salePrice"].as_i64()))
        .collect();
    assert_eq!(prices, [(20_000, Some(15_000)), (12_000, Some(9_000)), (14_000, None)]);
    let (status, rest) = app.get(&format!("api/products/tea-{}", shop.slug), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(rest["data"]["sale_price"], 7_000, "{rest}");
    assert_eq!(rest["data"]["sale_ends_at"].as_str().map(|s| s.parse::<DateTime<Utc>>().unwrap()), Some(ends));

    // Before the start: the normal price.
    assert_eq!(buy_now_rest(&app, &shopper, payment, shop.tea).await, 10_000);

    // Inside the window: the sale price, through REST buy now and checkout and GraphQL buyNow.
    app.ctx.clock.set(starts + Duration::minutes(1));
    assert_eq!(buy_now_rest(&app, &shopper, payment, shop.tea).await, 7_000);
    let bought = buy_now_graphql(&app, &shopper, payment, shop.shirt, Some(small)).await;
    assert_eq!(
        (bought["totalPrice"].as_i64(), bought["orderItems"][0]["unitPrice"].as_i64()),
        (Some(15_000), Some(15_000))
    );
    let bought = buy_now_graphql(&app, &shopper, payment, shop.shirt, Some(medium)).await;
    assert_eq!(bought["totalPrice"], 9_000, "the product's sale price for a variant at the product's price");
    let bought = buy_now_graphql(&app, &shopper, payment, shop.shirt, Some(large)).await;
    assert_eq!(bought["totalPrice"], 14_000, "a variant with its own price and no sale price is not on sale");
    for (product, variant) in [(shop.tea, None), (shop.shirt, Some(small)), (shop.shirt, Some(large))] {
        let (status, body) = app
            .post_json(
                "api/user/cart/add",
                json!({"product_id": product, "variant_id": variant, "qty": 2}),
                Some(&shopper),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (lines, total) = cart(&app, &shopper).await;
    assert_eq!(total, 2 * 7_000 + 2 * 15_000 + 2 * 14_000, "{lines:?}");
    let on_sale: Vec<bool> = lines.iter().map(|l| l["on_sale"] == true).collect();
    assert_eq!(on_sale, [false, true, true], "newest first: L, S, tea: {lines:?}");
    assert!(lines[0].get("regular_price").is_none(), "{lines:?}");
    assert_eq!(lines[1]["regular_price"], 20_000);
    // The REST checkout of the sized shirts only (the tea waits in the cart).
    let (status, body) = app
        .post_multipart("api/user/checkout", paid(payment).text("product_id", shop.shirt.to_string()), &shopper)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["total_price"], 2 * 15_000 + 2 * 14_000, "{body}");

    // Just before the end: still the sale; at the end (the window's edge, excluded): the normal
    // price, for the tea line added during the sale too, and the cart says so.
    app.ctx.clock.set(ends - Duration::minutes(1));
    assert_eq!(cart(&app, &shopper).await.1, 14_000);
    // `Clock::set` is exact to the millisecond (it may land under one before): the first
    // millisecond from the end on. The instant itself: `catalog::sales`'s unit test.
    app.ctx.clock.set(ends + Duration::milliseconds(1));
    let (lines, _) = cart(&app, &shopper).await;
    let line = &lines[0];
    assert_eq!((line["subtotal"].as_i64(), line["sale_ended"].as_bool()), (Some(20_000), Some(true)), "{line}");
    assert_eq!(line["regular_price"], 10_000);
    assert!(line.get("on_sale").is_none(), "{line}");
    let graphql = app
        .graphql(
            "{ cart { total lines { unitPrice regularPrice onSale saleEnded } } }",
            json!({}),
            Some(&shopper),
            "en",
        )
        .await;
    assert_eq!(
        graphql["data"]["cart"],
        json!({"total": 20_000, "lines": [{"unitPrice": 10_000, "regularPrice": 10_000, "onSale": false, "saleEnded": true}]}),
        "{graphql}"
    );
    let (status, body) = app.post_multipart("api/user/checkout", paid(payment), &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["total_price"], 20_000, "{body}");
    assert_eq!(body["data"]["order_items"][0]["unit_price"], 10_000, "{body}");
    let bought = buy_now_graphql(&app, &shopper, payment, shop.shirt, Some(small)).await;
    assert_eq!(bought["totalPrice"], 20_000);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_sale_ending_before_it_starts_or_not_below_its_price_or_without_an_end_is_refused_with_nothing_changed() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let now = app.ctx.clock.now();
    let shop = shop(&app, &admin, now - Duration::hours(1), now + Duration::hours(1)).await;
    let (_, before) = app.get(&format!("api/products/tea-{}", shop.slug), None).await;
    let cases = [
        (
            json!({"salePrice": 7_000, "saleStartsAt": at(now + Duration::hours(2)), "saleEndsAt": at(now + Duration::hours(1))}),
            "sale_ends_at",
            (
                "the sale must end after it starts",
                "အထူးလျှော့ဈေး ပြီးဆုံးချိန်သည် စတင်ချိန်ထက် နောက်ကျရပါမည်",
                "特价的结束时间必须晚于开始时间",
            ),
        ),
        (
            json!({"salePrice": 10_000, "saleEndsAt": at(now + Duration::hours(1))}),
            "sale_price",
            (
                "the sale price must be at least 1 kyat and below the price it discounts",
                "အထူးလျှော့ဈေးသည် အနည်းဆုံး ၁ ကျပ် ဖြစ်ရပြီး မူလဈေးထက် နည်းရပါမည်",
                "特价必须至少为 1 缅元，并且低于原价",
            ),
        ),
        (
            json!({"salePrice": 0, "saleEndsAt": at(now + Duration::hours(1))}),
            "sale_price",
            ("the sale price must be at least 1 kyat", "အနည်းဆုံး ၁ ကျပ်", "至少为 1 缅元"),
        ),
        (
            json!({"salePrice": 7_000}),
            "sale_ends_at",
            ("a sale price needs the time the sale ends", "အရောင်းပြီးဆုံးမည့်အချိန် လိုအပ်ပါသည်", "特价需要设置结束时间"),
        ),
    ];
    for (sale, field, (en, mm, ch)) in cases {
        for (locale, message) in [("en", en), ("mm", mm), ("ch", ch)] {
            let input = tea_input(shop.category, &shop.slug, sale.clone());
            let answer = app.graphql(UPDATE, json!({"id": shop.tea, "input": input}), Some(&admin), locale).await;
            let errors = answer["errors"][0]["extensions"]["errors"].to_string();
            assert!(errors.contains(field) && errors.contains(message), "{locale} {field}: {answer}");
        }
    }
    // A variant's sale price not below its own price is refused on the variant.
    let input = json!({"categoryId": shop.category, "type": "PRODUCT", "name": {"en": "Cap"}, "description": {"en": "x"},
        "actualPrice": 5_000, "saleEndsAt": at(now + Duration::hours(1)),
        "options": [{"name": {"en": "Size"}, "values": [{"en": "S"}]}],
        "variants": [{"sku": format!("{}-CAP", shop.slug), "optionValues": ["S"], "price": 4_000, "salePrice": 4_000}]});
    let answer = app
        .graphql(
            "mutation($input: ProductInput!) { createProduct(input: $input) }",
            json!({"input": input}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(answer["errors"][0]["extensions"]["errors"].to_string().contains("variants.0.sale_price"), "{answer}");
    // Nothing changed: the tea's REST answer is what it was, and no cap was made.
    let (_, after) = app.get(&format!("api/products/tea-{}", shop.slug), None).await;
    assert_eq!(before, after);
    assert_eq!(
        scalar(&app, "SELECT COUNT(*) AS n FROM product").await,
        scalar(&app, "SELECT COUNT(*) AS n FROM product WHERE name_en <> 'Cap'").await
    );
    data_is_intact(&app).await;
}

/// A product without a sale answers REST exactly as before (the seeds' snapshots pin the rest);
/// setting a sale, then taking it away, changes the cached answers at once.
#[tokio::test]
async fn a_product_without_a_sale_answers_as_before_and_a_sale_change_drops_the_cached_answers() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let slug = format!("f{}", app.next_number());
    let category = app.create_category(&admin, &slug, json!({"en": "Sale"})).await.unwrap();
    let tea = app.create_product(&admin, tea_input(category, &slug, json!({}))).await;
    let path = format!("api/products/tea-{slug}");
    let (_, plain) = app.get(&path, None).await;
    for field in ["sale_price", "sale_starts_at", "sale_ends_at"] {
        assert!(plain["data"].get(field).is_none(), "{plain}");
    }
    assert!(plain["data"]["variants"][0].get("sale_price").is_none(), "{plain}");
    let (_, list) = app.get("api/products?page=1", None).await;
    assert!(list.to_string().contains(&format!("tea-{slug}")) && !list.to_string().contains("sale_price"), "{list}");
    let ends = app.ctx.clock.now() + Duration::hours(1);
    let sale = tea_input(category, &slug, json!({"salePrice": 8_000, "saleEndsAt": at(ends)}));
    let answer = app.graphql(UPDATE, json!({"id": tea, "input": sale}), Some(&admin), "en").await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let (_, on_sale) = app.get(&path, None).await;
    assert_eq!(on_sale["data"]["sale_price"], 8_000, "{on_sale}");
    assert!(on_sale["data"].get("sale_starts_at").is_none(), "no start: at once");
    let (_, list) = app.get("api/products?page=1", None).await;
    assert!(list.to_string().contains("\"sale_price\":8000"), "{list}");
    let answer = app
        .graphql(UPDATE, json!({"id": tea, "input": tea_input(category, &slug, json!({}))}), Some(&admin), "en")
        .await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let (_, again) = app.get(&path, None).await;
    assert_eq!(again, plain);
    data_is_intact(&app).await;
}
