//! Inputs the second outside probe sent (issue 35, findings 6 and 7): huge id lists, NUL bytes,
//! a form body of megabytes and a spoofed `X-Forwarded-For`, each refused with a clear 4xx before
//! any work, on SQLite and PostgreSQL.
//!
//! How each was checked to fail without its fix: the key requests of each test were sent (the
//! script `/work/notes/inputs-probe.py`, on both databases, 2026-11-28) to `mall serve` built from
//! main before these fixes, and each answer breaks an assertion of its test:
//! - huge lists: 33,000 ids to `calculate-shipping-price` answered 500 on SQLite ("too many SQL
//!   variables") and 422 "not shippable" (not the list's limit) on PostgreSQL; 20,000 types to
//!   GraphQL `products` ran (200); 1.5 million ids to `shipping-orders` answered 500 after 44-50 s
//!   with the peak memory +290 MiB (SQLite) and +314 MiB (PostgreSQL), against the bound of
//!   +100 MiB here;
//! - NUL bytes: the search answered 500 on both databases, the slug 500 on PostgreSQL (404 on
//!   SQLite), `update-profile` 500 on PostgreSQL and 200 on SQLite with the NUL stored in the name;
//! - form bodies: the 11 MB form was read and parsed (422 for its phone after 3.5-4 s), not 413;
//! - `X-Forwarded-For`: six sign-ins whose first hop changed each time, with a limit of three per
//!   address, were all answered 422, none 429.
//!
//! With the fixes the same script got 422, 422 (`VALIDATION`), 422 in 4-5 s with +11 to +19 MiB,
//! 422/400/422, 413 within 0.05 s, and 429 from the fourth sign-in.

use std::time::{Duration, Instant};

use crate::support::{file_part, png, process::MallProcess, spawn_app, spawn_app_with, TestApp};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

/// `[1,2,...,count]` as JSON text, built once.
fn id_list_text(count: usize) -> String {
    let mut text = String::with_capacity(count * 8);
    text.push('[');
    for id in 1..=count {
        if id > 1 {
            text.push(',');
        }
        text.push_str(&id.to_string());
    }
    text.push(']');
    text
}

/// The REST answer's message and `errors` of `field`, asserting a 422 that names it.
fn refused_on(status: StatusCode, body: &Value, field: &str) -> String {
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"][field].is_array(), "errors name {field}: {body}");
    body["message"].as_str().unwrap().to_owned()
}

/// The GraphQL answer's first error, asserting a `VALIDATION` error that names `field`.
fn graphql_refused_on(answer: &Value, field: &str) -> String {
    let error = &answer["errors"][0];
    assert_eq!(error["extensions"]["code"], "VALIDATION", "{answer}");
    assert_eq!(error["extensions"]["status"], 422, "{answer}");
    assert!(error["extensions"]["errors"][field].is_array(), "errors name {field}: {answer}");
    error["message"].as_str().unwrap().to_owned()
}

fn is_burmese(text: &str) -> bool {
    text.chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c))
}

fn is_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c))
}

// ---- Huge id lists ----------------------------------------------------------------------------

#[tokio::test]
async fn huge_id_lists_are_refused_with_422_naming_the_field_before_any_work() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let lamp = app.lamp(&admin).await;
    let shopper = app.shopper_with_address("Ko Lists", "09791700001").await;
    let (status, body) =
        app.post_json("api/user/cart/add", json!({"product_id": lamp, "qty": 1}), Some(&shopper)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let ids: Vec<i64> = (1..=33_000).collect();

    // REST, JSON: in the shopper's language, fast.
    for (locale, in_language) in [("en", None), ("mm", Some(is_burmese as fn(&str) -> bool)), ("ch", Some(is_chinese))]
    {
        let started = Instant::now();
        let response = app
            .client
            .post(app.url("api/user/calculate-shipping-price"))
            .header("X-localization", locale)
            .bearer_auth(&shopper)
            .json(&json!({ "order_item_id": ids }))
            .send()
            .await
            .unwrap();
        let (status, body) = crate::support::read(response).await;
        let message = refused_on(status, &body, "order_item_id");
        assert!(message.contains("1000"), "{message}");
        match in_language {
            None => assert!(message.contains("at most 1000 items"), "{message}"),
            Some(check) => assert!(check(&message), "{locale}: {message}"),
        }
        assert!(started.elapsed() < Duration::from_secs(5), "{locale}: {:?}", started.elapsed());
    }

    // REST, the list written as text in a form (Form B), and the cart's remove-all: the cart keeps its line.
    let form = format!("product_id={}", id_list_text(33_000));
    let response = app
        .client
        .delete(app.url("api/user/cart/remove-all"))
        .bearer_auth(&shopper)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form)
        .send()
        .await
        .unwrap();
    let (status, body) = crate::support::read(response).await;
    refused_on(status, &body, "product_id");
    let (status, body) = app
        .send_json(reqwest::Method::DELETE, "api/user/cart/remove-all", json!({ "product_id": ids }), &shopper)
        .await;
    refused_on(status, &body, "product_id");
    let (_, cart) = app.get("api/user/cart", Some(&shopper)).await;
    assert_eq!(cart["data"].as_array().map(Vec::len), Some(1), "nothing removed: {cart}");

    // GraphQL, as a variable and as a literal.
    let answer = app
        .graphql(
            "query($ids: [Int!]!) { shippingPrice(orderItemIds: $ids) }",
            json!({ "ids": ids }),
            Some(&shopper),
            "mm",
        )
        .await;
    assert!(is_burmese(&graphql_refused_on(&answer, "orderItemIds")), "{answer}");
    let literal = format!("mutation {{ removeFromCart(productIds: {}) {{ lines {{ qty }} }} }}", id_list_text(33_000));
    let answer = app.graphql(&literal, json!({}), Some(&shopper), "en").await;
    graphql_refused_on(&answer, "productIds");
    let answer = app
        .graphql(
            "mutation($ids: [Int!]) { checkout(paymentId: 1, productIds: $ids) { id } }",
            json!({ "ids": ids }),
            Some(&shopper),
            "en",
        )
        .await;
    graphql_refused_on(&answer, "productIds");
    let (_, cart) = app.get("api/user/cart", Some(&shopper)).await;
    assert_eq!(cart["data"].as_array().map(Vec::len), Some(1), "nothing ordered: {cart}");

    // A public list of another kind: 20,000 product types (what fits in 256 KB) were one `IN` of
    // 20,000 values.
    let types = vec!["PRODUCT"; 20_000];
    let answer = app
        .graphql(
            "query($t: [ProductType!]) { products(types: $t) { meta { total } } }",
            json!({ "t": types }),
            None,
            "en",
        )
        .await;
    graphql_refused_on(&answer, "types");

    // A list within the cap is still read (the items are not the shopper's: refused as before).
    let (status, body) =
        app.post_json("api/user/calculate-shipping-price", json!({ "order_item_id": [1, 2, 3] }), Some(&shopper)).await;
    let message = refused_on(status, &body, "order_item_id");
    assert!(!message.contains("1000"), "{message}");
}

/// Peak resident memory of a process, in MiB.
fn peak_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM");
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() / 1024
}

/// What one request of 1.5 million ids may add to the server's peak memory, in MiB (the probe saw
/// +315 MiB a request; the body itself is 11 MB).
const LIST_GROWTH_BOUND_MIB: u64 = 100;

#[tokio::test]
async fn a_million_and_a_half_ids_to_shipping_orders_are_refused_fast_in_bounded_memory() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let method = app.create_payment_method(&admin).await;
    let shopper = app.shopper_with_address("Ko Million", "09791700002").await;
    let server = MallProcess::start(&app, &[("MALL_DRAW_CHECK_SECONDS", "0")]).await;
    let ids = id_list_text(1_500_000);
    assert!(ids.len() > 10_000_000, "{} bytes", ids.len());

    let before = peak_mib(server.pid());
    let form = multipart::Form::new()
        .text("order_item_id", ids)
        .text("payment_id", method.to_string())
        .part("payment_screenshot", file_part(png(40, 40), "paid.png"));
    let started = Instant::now();
    let response = reqwest::Client::new()
        .post(server.url("api/user/shipping-orders"))
        .bearer_auth(&shopper)
        .header("X-localization", "ch")
        .multipart(form)
        .send()
        .await
        .unwrap();
    let elapsed = started.elapsed();
    let (status, body) = crate::support::read(response).await;
    let after = peak_mib(server.pid());
    let growth = after.saturating_sub(before);
    println!(
        "1,500,000 ids to shipping-orders: {status} in {elapsed:?}; peak {before} MiB -> {after} MiB (+{growth} MiB, bound +{LIST_GROWTH_BOUND_MIB} MiB)"
    );
    let message = refused_on(status, &body, "order_item_id");
    assert!(is_chinese(&message), "{message}");
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
    assert!(growth < LIST_GROWTH_BOUND_MIB, "peak memory grew by {growth} MiB");
    assert!(app.stored_files().await.is_empty(), "no screenshot kept");
    let (_, orders) = app.get("api/user/shipping-orders", Some(&shopper)).await;
    assert_eq!(orders["data"].as_array().map(Vec::len), Some(0), "{orders}");
}

// ---- NUL and other control characters ---------------------------------------------------------

/// A multipart form of text fields.
fn text_form(fields: &[(&str, &str)]) -> multipart::Form {
    fields.iter().fold(multipart::Form::new(), |form, (name, value)| form.text(name.to_string(), value.to_string()))
}

async fn put(app: &TestApp, path: &str, body: Value, token: &str) -> (StatusCode, Value) {
    app.send_json(reqwest::Method::PUT, path, body, token).await
}

#[tokio::test]
async fn nul_bytes_are_refused_in_every_text_input_and_nothing_is_stored() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let lamp = app.lamp(&admin).await;
    let phone = "09791700003";
    let shopper = app.shopper_with_address("Ma Nul", phone).await;
    let (region, township) = app.region_and_township("Yangon").await;
    let before = app.profile(&shopper).await;

    // Sign-up and sign-in (JSON and form).
    let (status, body) = app
        .post_json(
            "api/user/register",
            json!({"name": "Eve\u{0}", "phone": "09791700009", "password": "secret123", "password_confirmation": "secret123"}),
            None,
        )
        .await;
    refused_on(status, &body, "name");
    let (status, body) = app.login("0979170\u{0}0003", "secret123").await;
    refused_on(status, &body, "phone");
    let (status, body) = app.login(phone, "secret\u{0}123").await;
    refused_on(status, &body, "password");
    let response = app
        .client
        .post(app.url("api/user/login"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!("phone={phone}&password=secret%00123"))
        .send()
        .await
        .unwrap();
    let (status, body) = crate::support::read(response).await;
    refused_on(status, &body, "password");

    // The profile: name, phone, shipping address.
    let (status, body) = put(&app, "api/user/update-profile", json!({"name": "Ma\u{0}Nul"}), &shopper).await;
    let message = refused_on(status, &body, "name");
    assert!(message.contains("control character"), "{message}");
    let (status, body) = put(&app, "api/user/update-profile", json!({"phone": "0979170\u{1}0003"}), &shopper).await;
    refused_on(status, &body, "phone");
    let shipping = json!({"region_id": region, "township_id": township, "address": "No. 5\u{0}, Inya Road", "postal_code": "11041"});
    let (status, body) = put(&app, "api/user/update-shipping", shipping, &shopper).await;
    refused_on(status, &body, "address");
    let create_profile = text_form(&[
        ("region_id", &region.to_string()),
        ("township_id", &township.to_string()),
        ("address", "No. 7\u{0}"),
        ("postal_code", "11041"),
    ]);
    let (status, body) = app.post_multipart("api/user/create-profile", create_profile, &shopper).await;
    refused_on(status, &body, "address");
    let answer = app
        .graphql(
            "mutation($n: String) { updateProfile(input: {name: $n}) { name } }",
            json!({"n": "Ma\u{0}"}),
            Some(&shopper),
            "mm",
        )
        .await;
    assert!(is_burmese(&graphql_refused_on(&answer, "input")), "{answer}");
    let answer = app
        .graphql("mutation { updateProfile(input: {name: \"Ma\\u0000\"}) { name } }", json!({}), Some(&shopper), "en")
        .await;
    graphql_refused_on(&answer, "input.name");
    assert_eq!(app.profile(&shopper).await, before, "the profile is unchanged");

    // A review, in the shopper's language; a comment over several lines is still text.
    let review = text_form(&[("rating", "5"), ("comment", "Good\u{0} shop")]);
    let response = app
        .client
        .post(app.url("api/user/reviews"))
        .bearer_auth(&shopper)
        .header("X-localization", "ch")
        .multipart(review)
        .send()
        .await
        .unwrap();
    let (status, body) = crate::support::read(response).await;
    assert!(is_chinese(&refused_on(status, &body, "comment")), "{body}");
    let (_, reviews) = app.get("api/user/reviews", Some(&shopper)).await;
    assert_eq!(reviews["data"]["meta"]["total"], 0, "{reviews}");
    let review = text_form(&[("rating", "5"), ("comment", "Good shop.\r\nFast\tdelivery.")]);
    let (status, body) = app.post_multipart("api/user/reviews", review, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // A slug and a search, in the path and the query; GraphQL's search too.
    // A path is no address of anything (404); from a query parameter the characters are removed,
    // and the search runs as typed without them.
    let (status, body) = app.get("api/products/lamp%00", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(body["message"].as_str().unwrap().contains("control character"), "{body}");
    let (status, body) = app.get("api/products?search=la%00mp", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["data"][0]["id"], lamp, "the search for 'lamp' without the NUL: {body}");
    let (status, body) = app.get("api/products?search=%1b%5b31m", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer = app
        .graphql("query($s: String) { products(search: $s) { meta { total } } }", json!({"s": "la\u{0}"}), None, "en")
        .await;
    graphql_refused_on(&answer, "search");
    let page = app.client.get(app.url("product-detail?slug=lamp%00")).send().await.unwrap();
    assert!(page.status().is_client_error(), "{}", page.status());

    // Nothing of it reached the database; the shop still answers.
    let (status, body) = app.get("api/products?search=lamp", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["data"][0]["id"], lamp, "{body}");
    let stored =
        crate::support::luckydraw::scalar(&app, "SELECT COUNT(*) AS n FROM \"user\" WHERE name LIKE 'Eve%'").await;
    assert_eq!(stored, 0, "the refused sign-up made no account");
}

// ---- Form bodies ------------------------------------------------------------------------------

#[tokio::test]
async fn form_bodies_over_256_kb_are_refused_with_413_unread() {
    let app = spawn_app().await;
    let send = |bytes: usize| {
        let padding = "a".repeat(bytes);
        app.client
            .post(app.url("api/user/login"))
            .header("content-type", "application/x-www-form-urlencoded")
            .header("X-localization", "mm")
            .body(format!("phone=09791700004&password=secret123&padding={padding}"))
            .send()
    };
    for size in [300 * 1024, 11 * 1024 * 1024] {
        let started = Instant::now();
        let (status, body) = crate::support::read(send(size).await.unwrap()).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{size} bytes: {body}");
        assert!(is_burmese(body["message"].as_str().unwrap()), "{body}");
        assert!(started.elapsed() < Duration::from_secs(5), "{size} bytes: {:?}", started.elapsed());
    }
    // Under the cap the form is read (this phone has no account).
    let (status, body) = crate::support::read(send(200 * 1024).await.unwrap()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
}

// ---- X-Forwarded-For --------------------------------------------------------------------------

async fn sign_in_attempt(app: &TestApp, n: usize, forwarded_for: &str) -> StatusCode {
    app.client
        .post(app.url("api/user/login"))
        .header("x-forwarded-for", forwarded_for)
        .json(&json!({ "phone": format!("0979180{n:04}"), "password": "wrong-password" }))
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn a_spoofed_first_hop_does_not_escape_a_per_address_limit() {
    // One proxy in front (MALL_TRUST_FORWARDED_FOR): it appends the client's address, 203.0.113.50.
    let app = spawn_app_with(|config| {
        config.trust_forwarded_for = true;
        config.signin_per_ip_per_minute = 3;
    })
    .await;
    let mut statuses = Vec::new();
    for n in 0..6 {
        statuses.push(sign_in_attempt(&app, n, &format!("198.51.100.{n}, 203.0.113.50")).await);
    }
    assert_eq!(&statuses[..3], [StatusCode::UNPROCESSABLE_ENTITY; 3], "{statuses:?}");
    assert_eq!(&statuses[3..], [StatusCode::TOO_MANY_REQUESTS; 3], "{statuses:?}");
    // Another client behind the same proxy has its own count.
    assert_eq!(sign_in_attempt(&app, 7, "203.0.113.51").await, StatusCode::UNPROCESSABLE_ENTITY);

    // A chain of proxies (MALL_TRUSTED_PROXIES): the peer (127.0.0.1) and 10.0.0.7 are trusted, so
    // the client is 203.0.113.60 whatever it wrote first.
    let app = spawn_app_with(|config| {
        config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap(), "10.0.0.0/8".parse().unwrap()];
        config.signin_per_ip_per_minute = 3;
    })
    .await;
    let mut statuses = Vec::new();
    for n in 0..5 {
        statuses.push(sign_in_attempt(&app, n, &format!("198.51.100.{n}, 203.0.113.60, 10.0.0.7")).await);
    }
    assert_eq!(&statuses[3..], [StatusCode::TOO_MANY_REQUESTS; 2], "{statuses:?}");
    assert_eq!(sign_in_attempt(&app, 8, "203.0.113.61, 10.0.0.7").await, StatusCode::UNPROCESSABLE_ENTITY);
}
