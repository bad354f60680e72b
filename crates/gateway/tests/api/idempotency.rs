//! `Idempotency-Key` on paying and claiming requests: a copy of a request is answered from the
//! first, never run again, whether it comes after the answer was lost, at the same moment, or
//! after the process that ran the first died (`kernel::idempotency`, `gateway::idempotency`).

use reqwest::{multipart, StatusCode};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{buyer, credit_tokens, data_is_intact, scalar, ticket_product},
    png, spawn_app, spawn_app_with, TestApp,
};

/// A request's answer: status, the `Idempotent-Replayed` header, body.
struct Answer {
    status: StatusCode,
    replayed: bool,
    body: Value,
}

async fn keyed(request: reqwest::RequestBuilder, key: &str) -> Answer {
    let response = request.header("Idempotency-Key", key).header("X-localization", "en").send().await.unwrap();
    let status = response.status();
    let replayed = response.headers().get("idempotent-replayed").is_some_and(|v| v == "true");
    let body = response.json().await.unwrap_or(Value::Null);
    Answer { status, replayed, body }
}

async fn buy_tickets(app: &TestApp, token: &str, tp: i64, count: i64, key: &str) -> Answer {
    let request = app
        .client
        .post(app.url("api/user/luckydraw/buy-ticket"))
        .bearer_auth(token)
        .json(&json!({"product_id": tp, "ticket_count": count}));
    keyed(request, key).await
}

fn buy_now_form(payment: i64, product: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment.to_string())
        .text("product_id", product.to_string())
        .text("qty", "1")
        .part("payment_screenshot", file_part(png(40, 40), "shot.png"))
}

async fn buy_now(app: &TestApp, token: &str, payment: i64, product: i64, key: &str) -> Answer {
    // A new form (and a new multipart boundary) each time, as a browser's retry builds it.
    let request =
        app.client.post(app.url("api/user/buynow")).bearer_auth(token).multipart(buy_now_form(payment, product));
    keyed(request, key).await
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    scalar(app, sql).await
}

#[tokio::test]
async fn a_buy_now_sent_again_with_its_key_is_answered_from_the_first_and_orders_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "home", json!({"en": "Home"})).await.unwrap();
    let lamp = app
        .create_product(&admin, json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Lamp"}, "description": {"en": "x"}, "actualPrice": 45000}))
        .await;
    let payment = app.create_payment_method(&admin).await;
    let shopper = app.shopper_with_address("Aye", "09791110001").await;

    let first = buy_now(&app, &shopper, payment, lamp, "order-7f3a").await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    assert!(!first.replayed);
    // The answer was lost on the way (a flaky connection): the client sends it again.
    let again = buy_now(&app, &shopper, payment, lamp, "order-7f3a").await;
    assert_eq!((again.status, again.replayed), (StatusCode::OK, true));
    assert_eq!(again.body, first.body, "the same answer, the same order");
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM shop_order").await, 1, "one order");
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM payment_screenshot").await, 1, "one screenshot recorded");
    // A new key is a new purchase.
    let second = buy_now(&app, &shopper, payment, lamp, "order-91bc").await;
    assert_eq!((second.status, second.replayed), (StatusCode::OK, false));
    assert_ne!(second.body["data"]["order_id"], first.body["data"]["order_id"]);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM shop_order").await, 2);

    // Keys are per account: another shopper's same key is theirs.
    let other = app.shopper_with_address("Bo", "09791110002").await;
    let theirs = buy_now(&app, &other, payment, lamp, "order-7f3a").await;
    assert_eq!((theirs.status, theirs.replayed), (StatusCode::OK, false));
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM shop_order").await, 3);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn copies_sent_at_once_buy_tickets_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 10).await;
    let (token, _) = buyer(&app, "09791110003", 100).await;

    // Ten copies at once, as a client that retries on a timer over a slow link sends them.
    let copies = (0..10).map(|_| buy_tickets(&app, &token, tp, 2, "tickets-1"));
    let answers = futures::future::join_all(copies).await;
    let done: Vec<&Answer> = answers.iter().filter(|a| a.status == StatusCode::OK).collect();
    assert!(!done.is_empty());
    for answer in &answers {
        match answer.status {
            StatusCode::OK => assert_eq!(answer.body, done[0].body, "every 200 is the first run's answer"),
            StatusCode::CONFLICT => {
                assert_eq!(
                    answer.body["message"],
                    "This request is still being processed. Please wait a moment before checking again."
                )
            }
            other => panic!("unexpected {other}: {}", answer.body),
        }
    }
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket").await, 2);
    assert_eq!(app.profile(&token).await["token_point"], 80, "paid once");
    // Once the first has answered, every copy is its answer.
    let late = buy_tickets(&app, &token, tp, 2, "tickets-1").await;
    assert_eq!((late.status, late.replayed, &late.body), (StatusCode::OK, true, &done[0].body));
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_request_that_changed_nothing_is_forgotten_and_may_run_again() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 10).await;
    let (token, id) = buyer(&app, "09791110004", 5).await;

    let short = buy_tickets(&app, &token, tp, 1, "tickets-2").await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", short.body);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM idempotency_key").await, 0, "nothing applied, nothing kept");
    // The shopper tops up and taps again: the same key runs.
    credit_tokens(&app, id, 50).await;
    let bought = buy_tickets(&app, &token, tp, 1, "tickets-2").await;
    assert_eq!((bought.status, bought.replayed), (StatusCode::OK, false), "{}", bought.body);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 1);
}

#[tokio::test]
async fn a_key_is_refused_when_malformed_or_reused_for_another_request() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 10).await;
    let (token, _) = buyer(&app, "09791110005", 100).await;

    let long = buy_tickets(&app, &token, tp, 1, &"k".repeat(256)).await;
    assert_eq!(long.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(long.body["message"], "The Idempotency-Key must be 1 to 255 visible characters.");
    assert_eq!(long.body["status_code"], 422);

    assert_eq!(buy_tickets(&app, &token, tp, 1, "k-1").await.status, StatusCode::OK);
    let request =
        app.client.post(app.url("api/user/claim-prize")).bearer_auth(&token).json(&json!({"lucky_draw_winner_id": 1}));
    let reused = keyed(request.header("X-localization", "mm"), "k-1").await;
    assert_eq!(reused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reused.body["message"], "ဤ Idempotency-Key ကို အခြားတောင်းဆိုချက်တစ်ခုအတွက် အသုံးပြုပြီးဖြစ်သည်။");
    // A method the route does not take is the router's 405, whatever the key (found by the
    // contract fuzzing: the key was looked at first and answered 422).
    let wrong_method = app.client.delete(app.url("api/user/luckydraw/buy-ticket")).bearer_auth(&token);
    assert_eq!(keyed(wrong_method, "k-1").await.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 1);
}

/// Puts a key in the state a request killed mid-way leaves: claimed `age_seconds` ago, its work
/// applied or not, no answer kept.
async fn left_behind(app: &TestApp, user_id: i64, key: &str, path: &str, applied: bool, age_seconds: i64) {
    let claimed_at = chrono::Utc::now() - chrono::Duration::seconds(age_seconds);
    app.ctx
        .db
        .conn()
        .execute(Statement::from_sql_and_values(
            app.ctx.db.backend(),
            "INSERT INTO idempotency_key (user_id, idem_key, fingerprint, applied, attempt, claimed_at) VALUES ($1, $2, $3, $4, 1, $5)",
            [user_id.into(), key.into(), format!("POST {path}").into(), applied.into(), claimed_at.into()],
        ))
        .await
        .unwrap();
}

#[tokio::test]
async fn keys_left_by_a_request_that_died_are_taken_over_or_refused_by_what_it_applied() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 100, 10).await;
    let (token, id) = buyer(&app, "09791110006", 100).await;
    let path = "/api/user/luckydraw/buy-ticket";

    // Claimed a moment ago, nothing applied yet: it may still be running.
    left_behind(&app, id, "running", path, false, 1).await;
    let wait = buy_tickets(&app, &token, tp, 1, "running").await;
    assert_eq!(wait.status, StatusCode::CONFLICT, "{}", wait.body);

    // Claimed long ago and nothing applied: its process died before writing, so this copy runs.
    left_behind(&app, id, "died-early", path, false, 600).await;
    let runs = buy_tickets(&app, &token, tp, 1, "died-early").await;
    assert_eq!((runs.status, runs.replayed), (StatusCode::OK, false), "{}", runs.body);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 1);

    // Applied, but its answer died with its process: never run again.
    left_behind(&app, id, "died-late", path, true, 600).await;
    let done = buy_tickets(&app, &token, tp, 1, "died-late").await;
    assert_eq!(done.status, StatusCode::CONFLICT);
    assert_eq!(
        done.body["message"],
        "This request already went through. Please check your orders before trying again."
    );
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 1);
    assert_eq!(app.profile(&token).await["token_point"], 90);
}

#[tokio::test]
async fn a_graphql_purchase_and_claim_sent_again_are_answered_from_the_first() {
    let app = spawn_app_with(|config| config.draw_delay_seconds = Some(0)).await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 1, 10).await;
    let (token, _) = buyer(&app, "09791110007", 100).await;
    let buy = json!({
        "query": "mutation($t: Int!) { buyTickets(ticketProductId: $t, ticketCount: 1) { ticketCounts tokenUse } }",
        "variables": {"t": tp},
    });
    let send = |body: Value, key: &'static str| {
        let request = app.client.post(app.url("graphql")).bearer_auth(&token).json(&body);
        keyed(request, key)
    };
    let first = send(buy.clone(), "gql-buy").await;
    assert_eq!(first.body["data"]["buyTickets"]["tokenUse"], 10, "{}", first.body);
    let again = send(buy, "gql-buy").await;
    assert_eq!((again.replayed, &again.body), (true, &first.body));
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM ticket_purchase").await, 1);
    assert_eq!(app.profile(&token).await["token_point"], 90);

    // The one ticket sold the batch out: draw it, and the winner (the only buyer) claims twice.
    luckydraw::draw::run_due_draws(&app.ctx).await.unwrap();
    let (_, history) = app.get("api/user/luckydraw/histories", Some(&token)).await;
    let draw_id = history["data"]["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("{history}"));
    let claim =
        json!({"query": "mutation($d: Int!) { claimPrize(luckyDrawWinnerId: $d) }", "variables": {"d": draw_id}});
    let claimed = send(claim.clone(), "gql-claim").await;
    assert!(claimed.body["data"]["claimPrize"].is_i64(), "{}", claimed.body);
    let again = send(claim, "gql-claim").await;
    assert_eq!((again.replayed, &again.body), (true, &claimed.body), "the same to-ship item, not 'already claimed'");
    data_is_intact(&app).await;
}
