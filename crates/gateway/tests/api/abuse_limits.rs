//! Abuse limits on what a signed-in shopper can repeat: check-ins, reviews, uploads and ticket
//! purchases, per account and per address (`kernel::ratelimit::ActionLimiter`). A refused request
//! is 429 with `Retry-After`, in the shopper's language, and changes nothing; a GraphQL document
//! over the cost limits is refused before any resolver runs.

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{buyer, scalar, ticket_product},
    png, spawn_app_with, TestApp,
};

/// A request's status, `Retry-After` and body.
async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Option<u64>, Value) {
    let response = request.send().await.unwrap();
    let status = response.status();
    let retry_after = response.headers().get("retry-after").and_then(|v| v.to_str().ok()?.parse().ok());
    (status, retry_after, response.json().await.unwrap_or(Value::Null))
}

fn buy(app: &TestApp, token: &str, tp: i64, from: &str) -> reqwest::RequestBuilder {
    app.client
        .post(app.url("api/user/luckydraw/buy-ticket"))
        .bearer_auth(token)
        .header("X-Forwarded-For", from)
        .header("X-localization", "mm")
        .json(&json!({"product_id": tp, "ticket_count": 1}))
}

#[tokio::test]
async fn ticket_purchases_are_limited_per_account_and_per_address() {
    let app = spawn_app_with(|config| {
        config.ticket_purchases_per_account_per_minute = 3;
        config.accounts_per_address = 2;
        config.trust_forwarded_for = true;
    })
    .await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 1).await;
    let (ann, _) = buyer(&app, "09793330001", 100).await;
    let (bo, _) = buyer(&app, "09793330002", 100).await;
    let (cho, _) = buyer(&app, "09793330003", 100).await;

    for _ in 0..3 {
        assert_eq!(send(buy(&app, &ann, tp, "203.0.113.7")).await.0, StatusCode::OK);
    }
    let (status, retry_after, body) = send(buy(&app, &ann, tp, "203.0.113.7")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    let seconds = retry_after.expect("Retry-After");
    assert!((1..=21).contains(&seconds), "{seconds}");
    assert_eq!(body["status_code"], 429);
    assert_eq!(body["message"], format!("ဤလုပ်ဆောင်ချက်ကို မကြာခဏ လုပ်လွန်းနေပါသည်။ {seconds} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။"));
    assert_eq!(app.profile(&ann).await["token_point"], 97, "the refused purchase cost nothing");
    // From another address the account's own limit still holds.
    assert_eq!(send(buy(&app, &ann, tp, "198.51.100.1")).await.0, StatusCode::TOO_MANY_REQUESTS);

    // The address may do what two accounts may (6 a minute): Bo's 3 fit, Cho's do not.
    for _ in 0..3 {
        assert_eq!(send(buy(&app, &bo, tp, "203.0.113.7")).await.0, StatusCode::OK);
    }
    assert_eq!(send(buy(&app, &cho, tp, "203.0.113.7")).await.0, StatusCode::TOO_MANY_REQUESTS);
    // Cho from elsewhere is not held back by that address.
    assert_eq!(send(buy(&app, &cho, tp, "198.51.100.2")).await.0, StatusCode::OK);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 7);
}

/// `count` ticket purchases aliased into one GraphQL selection.
fn aliased_purchases(tp: i64, count: usize) -> String {
    (0..count).map(|i| format!("b{i}: buyTickets(ticketProductId: {tp}, ticketCount: 1) {{ tokenUse }} ")).collect()
}

#[tokio::test]
async fn aliased_graphql_purchases_each_count_and_the_refused_ones_say_when_to_come_back() {
    let app = spawn_app_with(|config| config.ticket_purchases_per_account_per_minute = 2).await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 1).await;
    let (token, _) = buyer(&app, "09793330004", 100).await;
    let fields = aliased_purchases(tp, 4);
    let request = app
        .client
        .post(app.url("graphql"))
        .bearer_auth(&token)
        .json(&json!({"query": format!("mutation {{ {fields} }}")}));
    let (status, retry_after, body) = send(request).await;
    assert_eq!(status, StatusCode::OK, "GraphQL answers the fields that ran: {body}");
    assert!(retry_after.is_some(), "the longest wait is the request's Retry-After");
    let errors = body["errors"].as_array().expect("the refused fields' errors");
    assert_eq!(errors.len(), 2, "{body}");
    assert!(errors.iter().all(|e| e["extensions"]["code"] == "TOO_MANY_REQUESTS"));
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 2);
}

#[tokio::test]
async fn check_ins_reviews_and_uploads_are_limited_and_a_refusal_stores_nothing() {
    let app = spawn_app_with(|config| {
        config.checkins_per_account_per_minute = 2;
        config.reviews_per_account_per_minute = 1;
        config.uploads_per_account_per_minute = 3;
    })
    .await;
    let token = app.shopper_with_address("Aye", "09793330005").await;

    // Check-ins: the third daily sign-in request in a minute is refused.
    for _ in 0..2 {
        let (status, _) = app.post_json("api/user/daily-sign/create", json!({}), Some(&token)).await;
        assert_ne!(status, StatusCode::TOO_MANY_REQUESTS);
    }
    let (status, retry_after, _) =
        send(app.client.post(app.url("api/user/daily-sign/claim")).bearer_auth(&token).json(&json!({}))).await;
    assert_eq!((status, retry_after.is_some()), (StatusCode::TOO_MANY_REQUESTS, true));

    // Reviews: one a minute; the second's photos are not stored.
    let review = |images: usize| {
        let mut form = multipart::Form::new().text("rating", "5").text("comment", "Fast delivery");
        for i in 0..images {
            form = form.part("file[]", file_part(png(60 + i as u32, 40), "photo.png"));
        }
        form
    };
    let (status, body) = app.post_multipart("api/user/reviews", review(1), &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = app.stored_files().await;
    let (status, body) = app.post_multipart("api/user/reviews", review(1), &token).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(
        body["message"],
        format!("You are doing this too often. Please try again in {} seconds.", body_seconds(&body))
    );
    assert_eq!(app.stored_files().await, stored, "nothing stored for the refused review");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM app_review").await, 1);

    // Uploads: the review's photo was the first of three a minute; two avatars fit, the next not.
    for _ in 0..2 {
        let form = multipart::Form::new().part("profile_image", file_part(png(80, 80), "me.png"));
        let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let stored = app.stored_files().await;
    let form = multipart::Form::new().part("profile_image", file_part(png(80, 80), "me.png"));
    let (status, _) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.stored_files().await, stored, "nothing stored for the refused upload");
    // Refused lately, the account's next upload is refused before its body is read: 13 MB, which
    // reading would answer 413, gets the 429 (a flood's bodies cost the shop nothing).
    let huge = multipart::Part::bytes(vec![0u8; 13 * 1024 * 1024]).file_name("me.png").mime_str("image/png").unwrap();
    let request = app
        .client
        .post(app.url("api/user/upload-profile-image"))
        .bearer_auth(&token)
        .multipart(multipart::Form::new().part("profile_image", huge));
    let (status, retry_after, body) = send(request).await;
    assert_eq!((status, retry_after.is_some()), (StatusCode::TOO_MANY_REQUESTS, true), "{body}");
    assert_eq!(body["status_code"], 429);
}

/// The seconds a 429's message names.
fn body_seconds(body: &Value) -> u64 {
    let message = body["message"].as_str().unwrap();
    message.split_whitespace().find_map(|word| word.parse().ok()).unwrap()
}

#[tokio::test]
async fn a_mutation_over_the_cost_limits_is_refused_before_any_resolver_runs() {
    let app = spawn_app_with(|config| config.graphql_max_aliases = 3).await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 1).await;
    let (token, _) = buyer(&app, "09793330006", 100).await;
    let fields = aliased_purchases(tp, 5);
    let answer = app.graphql(&format!("mutation {{ {fields} }}"), json!({}), Some(&token), "en").await;
    assert!(answer["data"].is_null(), "nothing executed: {answer}");
    assert!(answer["errors"][0]["message"].as_str().unwrap().contains("alias"), "{answer}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 0, "no resolver ran");
    assert_eq!(app.profile(&token).await["token_point"], 100);
}
