//! Rate limits count once for the shop, however many gateways serve it (issue "Beyond one
//! machine"): on PostgreSQL every gateway counts in the database's `rate_limit` and
//! `sign_in_failure` tables. Two gateways over one database stand in for instances behind a load
//! balancer; the tests that need two are skipped on SQLite, whose shop is one process and counts in
//! memory.
//!
//! Checked to fail: with `LimitStore::for_db` answering `Memory` for PostgreSQL, each gateway
//! counts its own share (the sixth sign-in, the fourth sign-up and the third reset code get
//! through, and gateway B sees no failure recorded through A); with the GCRA step's `WHERE` taken
//! out, all fifty concurrent attempts get through.

use std::time::Duration;

use futures::future::join_all;
use reqwest::StatusCode;
use sea_orm::ConnectionTrait;
use serde_json::{json, Value};

use crate::support::{luckydraw::scalar, spawn_app_with, spawn_second_gateway, TestApp, PASSWORD};
use kernel::config::Config;

/// The limits both gateways run with. A short longest delay keeps the failing phone's waits quick.
fn shop_limits(config: &mut Config) {
    config.trust_forwarded_for = true;
    config.signin_per_phone_per_minute = 5;
    config.signin_per_ip_per_minute = 1_000;
    config.signin_max_delay_ms = 300;
    config.signup_per_ip_per_hour = 3;
    config.signup_per_referral_code_per_hour = 2;
    config.password_reset_per_ip_per_hour = 2;
}

/// Gateways A and B over one PostgreSQL database with the same limits; `None` (and a note) on
/// SQLite.
async fn two_gateways() -> Option<(TestApp, TestApp)> {
    let first = spawn_app_with(shop_limits).await;
    if first.database_url().is_none() {
        crate::support::backend_missing("postgres", "two gateways count limits together on PostgreSQL only");
        return None;
    }
    let second = spawn_second_gateway(&first, shop_limits).await;
    Some((first, second))
}

async fn sign_in(app: &TestApp, phone: &str, password: &str, address: &str, locale: &str) -> reqwest::Response {
    app.client
        .post(app.url("api/user/login"))
        .header("x-forwarded-for", address)
        .header("X-localization", locale)
        .json(&json!({ "phone": phone, "password": password }))
        .send()
        .await
        .unwrap()
}

async fn sign_up(app: &TestApp, phone: &str, address: &str, referral_code: Option<&str>) -> reqwest::Response {
    let mut body = json!({ "name": "New", "phone": phone, "password": PASSWORD, "password_confirmation": PASSWORD });
    if let Some(code) = referral_code {
        body["referral_code"] = json!(code);
    }
    app.client
        .post(app.url("api/user/register"))
        .header("x-forwarded-for", address)
        .header("X-localization", "ch")
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// The `Retry-After` seconds and the message of a 429.
async fn refused(response: reqwest::Response) -> (u64, String) {
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    let body: Value = response.json().await.unwrap();
    (retry_after, body["message"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned())
}

#[tokio::test]
async fn wrong_passwords_for_one_phone_alternated_between_two_gateways_are_limited_as_one() {
    let Some((a, b)) = two_gateways().await else { return };
    let phone = "09791800001";
    a.register("Target", phone).await;

    // Five a minute for this phone from this address: A, B, A, B, A all get checked ...
    for attempt in 0..5 {
        let gateway = if attempt % 2 == 0 { &a } else { &b };
        let response = sign_in(gateway, phone, "wrong-guess", "203.0.113.50", "mm").await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "attempt {attempt}");
    }
    // ... and the sixth, on B, which alone has seen two, is refused in the shopper's language.
    let (retry_after, message) = refused(sign_in(&b, phone, "wrong-guess", "203.0.113.50", "mm").await).await;
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    assert!(message.contains(&format!("{retry_after} စက္ကန့်")), "{message}");
    // A says the same.
    let (_, message) = refused(sign_in(&a, phone, PASSWORD, "203.0.113.50", "en").await).await;
    assert!(message.starts_with("Too many sign-in attempts"), "{message}");

    // The owner, from another address, through either gateway: signed in.
    assert_eq!(sign_in(&b, phone, PASSWORD, "198.51.100.50", "en").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn failures_recorded_through_one_gateway_slow_the_phone_down_on_the_other() {
    let Some((a, b)) = two_gateways().await else { return };
    let phone = "09791800002";
    a.register("Target", phone).await;
    let delay_on_b = || async { b.ctx.sign_in_limiter.delay_for(phone).await.unwrap() };

    // Three failures in a row through A, from three addresses: B waits the first delay ...
    for n in 0..3 {
        let response = sign_in(&a, phone, "wrong-guess", &format!("203.0.113.{}", 60 + n), "en").await;
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    }
    assert_eq!(delay_on_b().await, Duration::from_millis(250));
    // ... and twice that after one more, up to the longest delay.
    assert_eq!(
        sign_in(&a, phone, "wrong-guess", "203.0.113.63", "en").await.status(),
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(delay_on_b().await, Duration::from_millis(300), "500 ms, capped at the 300 ms maximum");

    // The right password through B forgets the failures on A too.
    assert_eq!(sign_in(&b, phone, PASSWORD, "198.51.100.60", "en").await.status(), StatusCode::OK);
    assert_eq!(a.ctx.sign_in_limiter.delay_for(phone).await.unwrap(), Duration::ZERO);
}

#[tokio::test]
async fn sign_ups_and_reset_codes_from_one_address_are_limited_across_gateways() {
    let Some((a, b)) = two_gateways().await else { return };

    // Three sign-ups an hour per address: A, B, A, then B refuses the fourth, in Chinese.
    for (n, gateway) in [&a, &b, &a].into_iter().enumerate() {
        let response = sign_up(gateway, &format!("0979180010{n}"), "203.0.113.70", None).await;
        assert_eq!(response.status(), StatusCode::OK, "sign-up {n}");
    }
    let (retry_after, message) = refused(sign_up(&b, "09791800109", "203.0.113.70", None).await).await;
    assert!(message.contains(&format!("{retry_after} 秒")), "{message}");
    assert_eq!(scalar(&a, "SELECT COUNT(*) AS n FROM \"user\" WHERE phone = '09791800109'").await, 0);

    // Two sign-ups an hour per referral code, from any addresses.
    let inviter_token = a.register("Inviter", "09791800110").await;
    let code = a.profile(&inviter_token).await["referral_code"].as_str().unwrap().to_owned();
    assert_eq!(sign_up(&a, "09791800111", "198.51.100.71", Some(&code)).await.status(), StatusCode::OK);
    assert_eq!(sign_up(&b, "09791800112", "198.51.100.72", Some(&code)).await.status(), StatusCode::OK);
    refused(sign_up(&a, "09791800113", "198.51.100.73", Some(&code)).await).await;

    // Two reset codes an hour per address (for different phones, so no per-phone rule applies).
    let ask = |gateway: &TestApp, phone: &str| {
        gateway
            .client
            .post(gateway.url("api/auth/password-reset/request"))
            .header("x-forwarded-for", "203.0.113.80")
            .json(&json!({ "phone": phone }))
            .send()
    };
    assert_eq!(ask(&a, "09791800120").await.unwrap().status(), StatusCode::OK);
    assert_eq!(ask(&b, "09791800121").await.unwrap().status(), StatusCode::OK);
    let (_, message) = refused(ask(&a, "09791800122").await.unwrap()).await;
    assert!(message.starts_with("Too many password reset requests"), "{message}");
}

#[tokio::test]
async fn fifty_concurrent_sign_ins_against_a_limit_of_five_let_exactly_five_through() {
    let first = spawn_app_with(shop_limits).await;
    let phone = "09791800003";
    first.register("Target", phone).await;
    // On PostgreSQL half go through a second gateway; SQLite's one process counts in memory.
    let second = match first.database_url() {
        Some(_) => Some(spawn_second_gateway(&first, shop_limits).await),
        None => None,
    };
    let gateways: Vec<&TestApp> = [Some(&first), second.as_ref()].into_iter().flatten().collect();

    let attempts = (0..50).map(|n| sign_in(gateways[n % gateways.len()], phone, "wrong-guess", "203.0.113.90", "en"));
    let statuses: Vec<StatusCode> = join_all(attempts).await.into_iter().map(|r| r.status()).collect();
    let checked = statuses.iter().filter(|s| **s == StatusCode::UNPROCESSABLE_ENTITY).count();
    let limited = statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count();
    assert_eq!((checked, limited), (5, 45), "{statuses:?}");
}

#[tokio::test]
async fn the_sweep_deletes_refilled_limits_and_stale_failures_and_keeps_the_rest() {
    let Some((a, b)) = two_gateways().await else { return };
    let phone = "09791800004";
    a.register("Target", phone).await;
    for _ in 0..5 {
        sign_in(&a, phone, "wrong-guess", "203.0.113.100", "en").await;
    }
    let rows = |sql: &'static str| scalar(&a, sql);
    let phone_rows = "SELECT COUNT(*) AS n FROM rate_limit WHERE key LIKE 'signin:ip_phone:%'";
    let address_rows = "SELECT COUNT(*) AS n FROM rate_limit WHERE key LIKE 'signin:ip:%'";
    let failure_rows = "SELECT COUNT(*) AS n FROM sign_in_failure";
    assert_eq!((rows(phone_rows).await, rows(address_rows).await, rows(failure_rows).await), (1, 1, 1));

    // The address's limit (1,000 a minute) refilled while the last attempts waited out the phone's
    // delays: its row goes. The phone's five a minute are spent, and its failures are recent: kept,
    // and the sixth attempt is refused.
    b.ctx.limit_store.forget_idle().await.unwrap();
    assert_eq!((rows(phone_rows).await, rows(address_rows).await, rows(failure_rows).await), (1, 0, 1));
    refused(sign_in(&b, phone, "wrong-guess", "203.0.113.100", "en").await).await;

    // A minute and a quarter of an hour later (moved back in the rows), nothing is left to keep.
    let conn = a.ctx.db.conn();
    conn.execute_unprepared("UPDATE rate_limit SET tat = tat - INTERVAL '61 seconds'").await.unwrap();
    conn.execute_unprepared("UPDATE sign_in_failure SET last_failed_at = last_failed_at - INTERVAL '15 minutes'")
        .await
        .unwrap();
    b.ctx.limit_store.forget_idle().await.unwrap();
    assert_eq!((rows(phone_rows).await, rows(address_rows).await, rows(failure_rows).await), (0, 0, 0));
    assert_eq!(sign_in(&b, phone, PASSWORD, "203.0.113.100", "en").await.status(), StatusCode::OK);
}
