//! A forgotten password, reset with a code sent by SMS, through the real server. The `log` sender
//! writes each SMS to a file (as the browser tests read it); one test runs the `http` sender
//! against a loopback SMS gateway.
//!
//! Each guard of `accounts::password_reset` was checked by removing it and watching its test fail:
//! the used-code check (together with the conditional update that takes the code: either one alone
//! holds), the expiry, the dead-after-five check, the countdown, the five-an-hour limit, the token
//! revocation, no SMS for an unknown phone, and the owner still having the phone. Two confirmations
//! at once are kept apart by the write transaction (one writer on SQLite, SERIALIZABLE on
//! PostgreSQL) and, behind it, by the conditional update.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use accounts::entity::password_reset_code;
use axum::{extract::State, http::HeaderMap, routing::post, Json, Router};
use kernel::config::SmsSenderKind;
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{json, Value};

use crate::support::{spawn_app, spawn_app_with, TestApp, PASSWORD};

const REQUEST: &str = "api/auth/password-reset/request";
const CONFIRM: &str = "api/auth/password-reset/confirm";
const SENT: &str = "If this phone number has an account, we sent it a 6-digit code.";
const WRONG: &str = "The code is wrong or has expired.";
const DEAD: &str = "Too many wrong codes. Request a new code.";
const DONE: &str = "Your password has been reset. Sign in with your new password.";

/// A new shopper's phone (signed up with [`PASSWORD`]) and token.
async fn shopper(app: &TestApp) -> (String, String) {
    let phone = format!("0979{:07}", 4_000_000 + app.next_number());
    let token = app.register("Reset Me", &phone).await;
    (phone, token)
}

/// A phone nobody signed up with.
fn unknown_phone(app: &TestApp) -> String {
    format!("0979{:07}", 5_000_000 + app.next_number())
}

async fn request_code(app: &TestApp, phone: &str, locale: &str) -> (StatusCode, Value, HeaderMap) {
    let response = app
        .client
        .post(app.url(REQUEST))
        .header("X-localization", locale)
        .json(&json!({ "phone": phone }))
        .send()
        .await
        .unwrap();
    let headers = response.headers().clone();
    let (status, body) = crate::support::read(response).await;
    (status, body, headers)
}

async fn confirm(app: &TestApp, phone: &str, code: &str, new_password: &str) -> (StatusCode, Value) {
    let body = json!({"phone": phone, "code": code, "new_password": new_password,
        "new_password_confirmation": new_password});
    app.post_json(CONFIRM, body, None).await
}

/// Asks for a code and answers it, as read from the SMS.
async fn code_for(app: &TestApp, phone: &str) -> String {
    let before = app.sms_to(phone).len();
    let (status, body, _) = request_code(app, phone, "en").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    app.nth_sms(phone, before + 1).await["code"].as_str().unwrap().to_owned()
}

/// Another 6-digit code than `code`.
fn other_code(code: &str) -> String {
    format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000)
}

async fn signs_in_with(app: &TestApp, phone: &str, password: &str) -> bool {
    let (status, body) = app.login(phone, password).await;
    assert!(matches!(status, StatusCode::OK | StatusCode::UNPROCESSABLE_ENTITY), "{status} {body}");
    status == StatusCode::OK
}

async fn latest_row(app: &TestApp, phone: &str) -> password_reset_code::Model {
    password_reset_code::Entity::find()
        .filter(password_reset_code::Column::Phone.eq(phone))
        .order_by_desc(password_reset_code::Column::Id)
        .one(app.ctx.db.conn())
        .await
        .unwrap()
        .expect("a code row")
}

#[tokio::test]
async fn a_code_by_sms_resets_the_password_and_signs_every_device_out() {
    let app = spawn_app().await;
    let (phone, old_token) = shopper(&app).await;

    let (status, body, _) = request_code(&app, &phone, "en").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"status_code": 200, "message": SENT, "data": {"resend_after_seconds": 60, "expires_in_seconds": 600}})
    );
    let sms = app.nth_sms(&phone, 1).await;
    let code = sms["code"].as_str().unwrap();
    assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()), "{sms}");
    assert_eq!(sms["text"], format!("Lucky Mall code: {code}. It expires in 10 minutes. Do not share it."));
    assert!(chrono::DateTime::parse_from_rfc3339(sms["at"].as_str().unwrap()).is_ok(), "{sms}");

    let (status, body) = confirm(&app, &phone, code, "brand-new-1").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], DONE);

    assert!(!signs_in_with(&app, &phone, PASSWORD).await, "the old password no longer works");
    assert!(signs_in_with(&app, &phone, "brand-new-1").await, "the new password signs in");
    let (status, body) = app.get("api/user/profile", Some(&old_token)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "a token from before the reset is revoked: {body}");
    let row = latest_row(&app, &phone).await;
    assert!(row.used_at.is_some(), "the code is used up");
}

#[tokio::test]
async fn an_unknown_phone_gets_the_same_answer_and_no_sms() {
    let app = spawn_app().await;
    let (known, _) = shopper(&app).await;
    let unknown = unknown_phone(&app);

    let (unknown_status, unknown_body, _) = request_code(&app, &unknown, "mm").await;
    let (known_status, known_body, _) = request_code(&app, &known, "mm").await;
    assert_eq!((unknown_status, &unknown_body), (known_status, &known_body), "the same answer");
    assert!(known_body["message"].as_str().unwrap().chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c)));
    // The known phone's SMS arrives (in Burmese); the unknown one gets none.
    let sms = app.nth_sms(&known, 1).await;
    assert!(sms["text"].as_str().unwrap().chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c)), "{sms}");
    assert!(app.sms_to(&unknown).is_empty(), "{:?}", app.sms_lines());
    assert_eq!(latest_row(&app, &unknown).await.user_id, None);

    // The countdown holds for both, with the same answer.
    let (unknown_status, unknown_body, _) = request_code(&app, &unknown, "en").await;
    let (known_status, known_body, _) = request_code(&app, &known, "en").await;
    assert_eq!(unknown_status, StatusCode::TOO_MANY_REQUESTS, "{unknown_body}");
    assert_eq!((unknown_status, &unknown_body), (known_status, &known_body));

    // Any code for the unknown phone is simply wrong.
    let (status, body) = confirm(&app, &unknown, "123456", "brand-new-1").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"], json!({"code": [WRONG]}));
}

#[tokio::test]
async fn a_wrong_code_changes_nothing() {
    let app = spawn_app().await;
    let (phone, token) = shopper(&app).await;
    let code = code_for(&app, &phone).await;

    let (status, body) = confirm(&app, &phone, &other_code(&code), "brand-new-1").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], WRONG);
    assert_eq!(body["errors"], json!({"code": [WRONG]}));
    assert!(signs_in_with(&app, &phone, PASSWORD).await, "the password is unchanged");
    assert!(!signs_in_with(&app, &phone, "brand-new-1").await);
    let (status, _) = app.get("api/user/profile", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "tokens still work");
    assert_eq!(latest_row(&app, &phone).await.attempts, 1, "the wrong try counts");
}

#[tokio::test]
async fn a_form_error_neither_counts_nor_uses_the_code() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    let code = code_for(&app, &phone).await;

    let mismatched = json!({"phone": phone, "code": code, "new_password": "brand-new-1",
        "new_password_confirmation": "brand-new-2"});
    let (status, body) = app.post_json(CONFIRM, mismatched, None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    // The change-password form's message.
    assert_eq!(body["errors"], json!({"new_password_confirmation": ["Passwords do not match"]}));
    let short = json!({"phone": phone, "code": code, "new_password": "abc", "new_password_confirmation": "abc"});
    let (status, body) = app.post_json(CONFIRM, short, None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"]["new_password"], json!(["Password must be at least 6 characters long"]));

    assert_eq!(latest_row(&app, &phone).await.attempts, 0);
    let (status, body) = confirm(&app, &phone, &code, "brand-new-1").await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn five_wrong_codes_kill_the_code_even_when_the_sixth_is_right() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    let code = code_for(&app, &phone).await;
    let wrong = other_code(&code);

    for attempt in 1..=4 {
        let (status, body) = confirm(&app, &phone, &wrong, "brand-new-1").await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some(WRONG)), "#{attempt}");
    }
    let (status, body) = confirm(&app, &phone, &wrong, "brand-new-1").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"], json!({"code": [DEAD]}), "the fifth wrong code kills it");
    let (status, body) = confirm(&app, &phone, &code, "brand-new-1").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"], json!({"code": [DEAD]}), "the right code comes too late");

    assert!(signs_in_with(&app, &phone, PASSWORD).await, "the password is unchanged");
    assert_eq!(latest_row(&app, &phone).await.attempts, 5);
    // A new code (after the countdown) works again.
    app.ctx.clock.advance(chrono::Duration::seconds(61));
    let code = code_for(&app, &phone).await;
    let (status, body) = confirm(&app, &phone, &code, "brand-new-1").await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn an_expired_code_is_refused() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    let code = code_for(&app, &phone).await;

    app.ctx.clock.advance(chrono::Duration::minutes(10) + chrono::Duration::seconds(1));
    let (status, body) = confirm(&app, &phone, &code, "brand-new-1").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"], json!({"code": [WRONG]}));
    assert!(signs_in_with(&app, &phone, PASSWORD).await, "the password is unchanged");
}

#[tokio::test]
async fn a_code_works_once_and_only_the_newest_works() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    let first = code_for(&app, &phone).await;
    app.ctx.clock.advance(chrono::Duration::seconds(61));
    let second = code_for(&app, &phone).await;

    if first != second {
        let (status, body) = confirm(&app, &phone, &first, "brand-new-1").await;
        assert_eq!((status, &body["errors"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!({"code": [WRONG]})));
    }
    let (status, body) = confirm(&app, &phone, &second, "brand-new-1").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = confirm(&app, &phone, &second, "brand-new-2").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"], json!({"code": [WRONG]}));
    assert!(signs_in_with(&app, &phone, "brand-new-1").await, "the second try changed nothing");
}

#[tokio::test]
async fn a_code_dies_when_its_account_changes_phone() {
    let app = spawn_app().await;
    let (phone, token) = shopper(&app).await;
    let code = code_for(&app, &phone).await;
    let new_phone = unknown_phone(&app);
    let (status, body) =
        app.send_json(reqwest::Method::PUT, "api/user/update-profile", json!({"phone": new_phone}), &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let (status, body) = confirm(&app, &phone, &code, "brand-new-1").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"], json!({"code": [WRONG]}));
    assert!(signs_in_with(&app, &new_phone, PASSWORD).await, "the password is unchanged");
}

#[tokio::test]
async fn another_code_waits_for_the_countdown() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    code_for(&app, &phone).await;

    let (status, body, headers) = request_code(&app, &phone, "en").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(body["message"], "Please wait 60 seconds before requesting another code.");
    assert_eq!(headers["retry-after"], "60");
    let (_, body, _) = request_code(&app, &phone, "ch").await;
    assert!(body["message"].as_str().unwrap().contains("秒"), "{body}");

    app.ctx.clock.advance(chrono::Duration::seconds(45));
    let (status, body, _) = request_code(&app, &phone, "en").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(body["message"], "Please wait 15 seconds before requesting another code.");
    app.ctx.clock.advance(chrono::Duration::seconds(16));
    code_for(&app, &phone).await;
    assert_eq!(app.sms_to(&phone).len(), 2, "refused requests send nothing");
}

#[tokio::test]
async fn a_phone_gets_five_codes_an_hour() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    for _ in 0..5 {
        code_for(&app, &phone).await;
        app.ctx.clock.advance(chrono::Duration::seconds(61));
    }
    let (status, body, headers) = request_code(&app, &phone, "en").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(body["message"], "Too many codes requested. Try again later.");
    // The first code leaves the hour 60 minutes after it was sent: 5 x 61 s have passed.
    let retry_after: i64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((3600 - 5 * 61..=3600 - 5 * 61 + 1).contains(&retry_after), "{retry_after}");
    assert_eq!(app.sms_to(&phone).len(), 5);

    app.ctx.clock.advance(chrono::Duration::seconds(retry_after));
    code_for(&app, &phone).await;
}

#[tokio::test]
async fn codes_are_limited_per_client_address() {
    let app = spawn_app_with(|config| config.password_reset_per_ip_per_hour = 2).await;
    let (first, second, third) = (unknown_phone(&app), unknown_phone(&app), unknown_phone(&app));
    assert_eq!(request_code(&app, &first, "en").await.0, StatusCode::OK);
    assert_eq!(request_code(&app, &second, "en").await.0, StatusCode::OK);
    let (status, body, headers) = request_code(&app, &third, "en").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert!(body["message"].as_str().unwrap().starts_with("Too many password reset requests from here."), "{body}");
    assert!(headers.contains_key("retry-after"));
}

#[tokio::test]
async fn the_code_is_stored_only_as_a_keyed_hash() {
    use sha2::Digest as _;

    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    let code = code_for(&app, &phone).await;
    let row = latest_row(&app, &phone).await;
    assert_eq!(row.code_hash.len(), 64, "{}", row.code_hash);
    assert!(!row.code_hash.contains(&code));
    for unkeyed in [code.clone(), format!("{phone}:{code}")] {
        assert_ne!(row.code_hash, hex::encode(sha2::Sha256::digest(unkeyed.as_bytes())), "not a plain hash");
    }
    assert!(row.expires_at - row.created_at == chrono::Duration::minutes(10));
    assert_eq!((row.attempts, row.used_at, row.user_id.is_some()), (0, None, true));
}

#[tokio::test]
async fn two_confirmations_with_the_right_code_at_once_reset_once() {
    let app = spawn_app().await;
    let (phone, _) = shopper(&app).await;
    let code = code_for(&app, &phone).await;

    let (a, b) = tokio::join!(confirm(&app, &phone, &code, "winner-aaa"), confirm(&app, &phone, &code, "winner-bbb"));
    let statuses = [a.0, b.0];
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 1, "{a:?} {b:?}");
    let (loser, winner_password) = if a.0 == StatusCode::OK { (&b, "winner-aaa") } else { (&a, "winner-bbb") };
    assert_eq!(loser.0, StatusCode::UNPROCESSABLE_ENTITY, "{loser:?}");
    assert_eq!(loser.1["errors"], json!({"code": [WRONG]}));
    let other = if winner_password == "winner-aaa" { "winner-bbb" } else { "winner-aaa" };
    assert!(signs_in_with(&app, &phone, winner_password).await);
    assert!(!signs_in_with(&app, &phone, other).await);
}

#[tokio::test]
async fn graphql_asks_for_a_code_and_resets_with_it() {
    let app = spawn_app().await;
    let (phone, old_token) = shopper(&app).await;
    let request = "mutation($phone: String!) { requestPasswordReset(phone: $phone) { resendAfterSeconds expiresInSeconds message } }";
    let reset = "mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }";

    let answer = app.graphql(request, json!({"phone": phone}), None, "ch").await;
    let requested = &answer["data"]["requestPasswordReset"];
    assert_eq!(
        (requested["resendAfterSeconds"].as_i64(), requested["expiresInSeconds"].as_i64()),
        (Some(60), Some(600))
    );
    assert!(requested["message"].as_str().unwrap().contains("验证码"), "{answer}");
    let code = app.nth_sms(&phone, 1).await["code"].as_str().unwrap().to_owned();

    let input = |code: &str| json!({"input": {"phone": phone, "code": code, "newPassword": "brand-new-1", "newPasswordConfirmation": "brand-new-1"}});
    let wrong = app.graphql(reset, input(&other_code(&code)), None, "en").await;
    assert_eq!(wrong["errors"][0]["message"], WRONG, "{wrong}");
    assert_eq!(wrong["errors"][0]["extensions"]["code"], "VALIDATION");
    assert_eq!(wrong["errors"][0]["extensions"]["errors"], json!({"code": [WRONG]}));

    let again = app.graphql(request, json!({"phone": phone}), None, "en").await;
    assert_eq!(again["errors"][0]["extensions"]["code"], "TOO_MANY_REQUESTS", "{again}");

    let done = app.graphql(reset, input(&code), None, "en").await;
    assert_eq!(done["data"]["resetPassword"], DONE, "{done}");
    let me = app.graphql("{ me { id } }", json!({}), Some(&old_token), "en").await;
    assert_eq!(me["errors"][0]["extensions"]["code"], "UNAUTHENTICATED", "{me}");
    assert!(signs_in_with(&app, &phone, "brand-new-1").await);
}

/// What the loopback SMS gateway was sent.
#[derive(Clone, Default)]
struct Gateway {
    received: Arc<Mutex<Vec<(HeaderMap, Value)>>>,
}

async fn receive(
    State(gateway): State<Gateway>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> axum::http::StatusCode {
    let fail = body["to"].as_str().is_some_and(|to| to.ends_with('9'));
    gateway.received.lock().unwrap().push((headers, body));
    // Numbers ending in 9 fail at the gateway.
    if fail {
        axum::http::StatusCode::INTERNAL_SERVER_ERROR
    } else {
        axum::http::StatusCode::ACCEPTED
    }
}

#[tokio::test]
async fn the_http_sender_posts_to_and_text_with_the_bearer_token() {
    let gateway = Gateway::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/sms", listener.local_addr().unwrap());
    let router = Router::new().route("/sms", post(receive)).with_state(gateway.clone());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    let app = spawn_app_with(move |config| {
        config.sms_sender = SmsSenderKind::Http;
        config.sms_http_url = Some(url);
        config.sms_http_token = Some("gateway-token".to_owned());
    })
    .await;
    let phone = "09791111110";
    app.register("Http Sms", phone).await;

    let (status, body, _) = request_code(&app, phone, "mm").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut received = None;
    for _ in 0..250 {
        received = gateway.received.lock().unwrap().first().cloned();
        if received.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let (headers, sms) = received.expect("the gateway got the SMS");
    assert_eq!(headers["authorization"], "Bearer gateway-token");
    assert!(headers["content-type"].to_str().unwrap().starts_with("application/json"));
    let keys: Vec<&String> = sms.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["text", "to"], "only to and text: {sms}");
    assert_eq!(sms["to"], phone);
    let text = sms["text"].as_str().unwrap();
    assert!(text.chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c)), "in Burmese: {text}");
    let code: String = text.chars().filter(char::is_ascii_digit).take(6).collect();
    let (status, body) = confirm(&app, phone, &code, "brand-new-1").await;
    assert_eq!(status, StatusCode::OK, "the code in the text works: {body}");

    // A gateway failure is logged, never shown: the answer is the same.
    let failing = "09791111119";
    app.register("Http Sms Fails", failing).await;
    let (status, failed_body, _) = request_code(&app, failing, "mm").await;
    assert_eq!((status, failed_body), (StatusCode::OK, body_of_success(&app, "mm").await));
}

/// The answer to a code asked for a fresh unknown phone (the same for every phone).
async fn body_of_success(app: &TestApp, locale: &str) -> Value {
    let (status, body, _) = request_code(app, &unknown_phone(app), locale).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}
