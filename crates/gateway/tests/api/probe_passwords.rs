//! Password checks (issue 35, finding 3): `updatePassword` with a wrong old password, five
//! operations of fifteen aliases in one 10 KB request, ran 75 argon2 hashes (19 MiB each); sixteen
//! such clients took the server from 97 MiB to 1.5 GiB, and 128 parallel REST `update-password`
//! from 77 MiB to 1.6 GiB, none refused. Now each check is counted per account and per address
//! before it runs (`Action::PasswordCheck`, `MALL_PASSWORD_CHECKS_PER_ACCOUNT_PER_MINUTE`: 429 with
//! `Retry-After`), and at most `MALL_PASSWORD_HASHES` hashes run at once; one that waits longer
//! than `MALL_PASSWORD_HASH_WAIT_MS` for its turn is answered 503 "busy" with `Retry-After`
//! (`kernel::auth::PasswordHashing`).
//!
//! How each test was checked to fail without its fix (2026-11-28, by settings that undo it):
//! - the count: with the limit out of reach (100,000 a minute, as good as no count), all 75
//!   aliased fields ran: 75 "old password is incorrect", no 429;
//! - the places: with 1,000 places (no bound in practice), all twelve parallel checks ran: no 503;
//! - the flood on the real process: with `MALL_PASSWORD_HASHES=1000` its peak memory went from
//!   67 MiB to 936 MiB (+869), past the 200 MiB bound (114 of the 128 REST checks ran at once).

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use futures::future::join_all;
use reqwest::{header, Method, StatusCode};
use serde_json::{json, Value};

use crate::support::{process::MallProcess, spawn_app, spawn_app_with, TestApp, PASSWORD};

/// What the flood may add to the server's peak memory (the bound), in MiB.
const GROWTH_BOUND_MIB: u64 = 200;

/// The probe's request: `operations` operations of `aliases` aliased `updatePassword` fields, each
/// with a wrong old password.
fn wrong_password_batch(operations: usize, aliases: usize) -> Value {
    let fields: String = (0..aliases)
        .map(|i| {
            format!(
                "a{i}: updatePassword(input: {{oldPassword: \"wrong-{i}\", newPassword: \"newpass1\", \
                 newPasswordConfirmation: \"newpass1\"}}) {{ token }} "
            )
        })
        .collect();
    Value::Array((0..operations).map(|_| json!({ "query": format!("mutation {{ {fields} }}") })).collect())
}

/// Every error's `code` in a batch answer.
fn error_codes(answer: &Value) -> Vec<String> {
    answer
        .as_array()
        .expect("a batch answer")
        .iter()
        .flat_map(|response| response["errors"].as_array().cloned().unwrap_or_default())
        .map(|error| error["extensions"]["code"].as_str().unwrap_or_default().to_owned())
        .collect()
}

fn wrong_password_change() -> Value {
    json!({"old_password": "not-mine", "new_password": "newpass1", "new_password_confirmation": "newpass1"})
}

async fn register_many(app: &TestApp, count: usize, first_phone: u64) -> Vec<String> {
    let phones: Vec<String> = (0..count as u64).map(|i| format!("0979{:07}", first_phone + i)).collect();
    let mut tokens = Vec::new();
    for chunk in phones.chunks(8) {
        tokens.extend(join_all(chunk.iter().map(|phone| app.register("Prober", phone))).await);
    }
    tokens
}

#[tokio::test]
async fn each_aliased_and_batched_password_check_counts_and_the_rest_are_refused_429() {
    let app = spawn_app_with(|config| {
        config.password_checks_per_account_per_minute = 5;
        config.accounts_per_address = 2;
    })
    .await;
    let tokens = register_many(&app, 3, 1_000).await;

    let body = wrong_password_batch(5, 15);
    assert!(body.to_string().len() < 12_000, "the probe's size: {} bytes", body.to_string().len());
    let response = app.client.post(app.url("graphql")).bearer_auth(&tokens[0]).json(&body).send().await.unwrap();
    let retry_after = response.headers().get(header::RETRY_AFTER).cloned();
    let answer: Value = response.json().await.unwrap();
    let codes = error_codes(&answer);
    let checked = codes.iter().filter(|c| *c == "VALIDATION").count();
    let refused = codes.iter().filter(|c| *c == "TOO_MANY_REQUESTS").count();
    println!("75 aliased wrong passwords: {checked} checked, {refused} refused");
    assert_eq!((checked, refused), (5, 70), "{codes:?}");
    assert!(retry_after.is_some_and(|s| s.to_str().unwrap().parse::<u64>().unwrap() >= 1));

    // Over REST too, in the user's language; the password was never changed.
    let request = app
        .client
        .patch(app.url("api/user/update-password"))
        .header("X-localization", "mm")
        .bearer_auth(&tokens[0])
        .json(&json!({"old_password": PASSWORD, "new_password": "newpass1", "new_password_confirmation": "newpass1"}));
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key(header::RETRY_AFTER));
    let body: Value = response.json().await.unwrap();
    let message = body["message"].as_str().unwrap();
    assert!(message.contains("စကားဝှက်") && !message.contains("password"), "in Burmese: {message}");
    assert_eq!(app.login("09790001000", PASSWORD).await.0, StatusCode::OK, "the old password still signs in");

    // Per account: a second account of the address has its own five; the address (2 accounts' worth)
    // is then spent, so a third account is refused from it.
    let (status, _) =
        app.send_json(Method::PATCH, "api/user/update-password", wrong_password_change(), &tokens[1]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "the second account's first check runs");
    for _ in 0..4 {
        app.send_json(Method::PATCH, "api/user/update-password", wrong_password_change(), &tokens[1]).await;
    }
    // Three tries, so a check the address regained meanwhile (one each 6 s) cannot pass it; the
    // third account's own five are not spent by three.
    let mut third = Vec::new();
    for _ in 0..3 {
        third.push(
            app.send_json(Method::PATCH, "api/user/update-password", wrong_password_change(), &tokens[2]).await.0,
        );
    }
    assert!(third.contains(&StatusCode::TOO_MANY_REQUESTS), "the address has spent its checks: {third:?}");
}

#[tokio::test]
async fn password_checks_past_the_hashing_places_are_answered_503_busy_at_once() {
    let app = spawn_app_with(|config| {
        config.password_hashes = 1;
        config.password_hash_wait_ms = 1;
    })
    .await;
    // One at a time: each finds the one place free.
    let mut tokens = Vec::new();
    for i in 0..12 {
        tokens.push(app.register("Prober", &format!("0979{:07}", 2_000 + i)).await);
    }
    let started = Instant::now();
    let checks = tokens.iter().map(|token| {
        app.client
            .patch(app.url("api/user/update-password"))
            .header("X-localization", "ch")
            .bearer_auth(token)
            .json(&wrong_password_change())
            .send()
    });
    let mut statuses = Vec::new();
    let mut busy = None;
    for response in join_all(checks).await {
        let response = response.unwrap();
        statuses.push(response.status());
        if response.status() == StatusCode::SERVICE_UNAVAILABLE {
            let retry_after = response.headers().get(header::RETRY_AFTER).cloned();
            busy = Some((retry_after, response.json::<Value>().await.unwrap()));
        }
    }
    let elapsed = started.elapsed();
    println!("12 parallel checks with one place: {statuses:?} in {elapsed:?}");
    assert!(statuses.contains(&StatusCode::UNPROCESSABLE_ENTITY), "some ran: {statuses:?}");
    let (retry_after, body) = busy.expect("some were answered busy");
    assert_eq!(retry_after.unwrap().to_str().unwrap(), "1");
    assert_eq!(body["status_code"], 503);
    assert!(body["message"].as_str().unwrap().contains("系统正忙"), "in Chinese: {body}");
    assert!(
        statuses.iter().all(|s| [StatusCode::UNPROCESSABLE_ENTITY, StatusCode::SERVICE_UNAVAILABLE].contains(s)),
        "{statuses:?}"
    );
}

/// Peak resident memory of a process, in MiB.
fn peak_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM");
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() / 1024
}

/// `/healthz` every 50 ms until `done`; answers each answer's time, or the failures.
async fn watch_healthz(server: String, done: Arc<AtomicBool>) -> (Vec<Duration>, Vec<String>) {
    let client = reqwest::Client::builder().timeout(Duration::from_secs(5)).build().unwrap();
    let (mut times, mut failures) = (Vec::new(), Vec::new());
    while !done.load(Ordering::Relaxed) {
        let started = Instant::now();
        match client.get(format!("{server}/healthz")).send().await {
            Ok(response) if response.status() == StatusCode::OK => times.push(started.elapsed()),
            Ok(response) => failures.push(format!("status {}", response.status())),
            Err(err) => failures.push(err.to_string()),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (times, failures)
}

#[tokio::test]
async fn a_flood_of_password_checks_stays_within_the_memory_bound_and_is_refused() {
    let app = spawn_app().await;
    let tokens = register_many(&app, 128, 3_000).await;
    // The real binary with the shipped settings, so its peak memory is the server's alone.
    let server = MallProcess::start(&app, &[("MALL_DRAW_CHECK_SECONDS", "0")]).await;
    let client = reqwest::Client::new();
    let idle = peak_mib(server.pid());
    let done = Arc::new(AtomicBool::new(false));
    let watcher = tokio::spawn(watch_healthz(server.base.clone(), done.clone()));
    let mut statuses: Vec<u16> = Vec::new();

    // 128 parallel REST update-password, one per account.
    let started = Instant::now();
    let rest = tokens.iter().map(|token| {
        client.patch(server.url("api/user/update-password")).bearer_auth(token).json(&wrong_password_change()).send()
    });
    statuses.extend(join_all(rest).await.into_iter().map(|r| r.unwrap().status().as_u16()));
    let rest_time = started.elapsed();

    // Sixteen clients of aliased and batched wrong passwords, for five seconds.
    let body = wrong_password_batch(5, 15);
    let until = Instant::now() + Duration::from_secs(5);
    let clients = tokens[..16].iter().map(|token| {
        let (client, body, url) = (client.clone(), body.clone(), server.url("graphql"));
        async move {
            let mut codes = Vec::new();
            while Instant::now() < until {
                let answer: Value =
                    client.post(&url).bearer_auth(token).json(&body).send().await.unwrap().json().await.unwrap();
                codes.extend(error_codes(&answer));
            }
            codes
        }
    });
    let codes: Vec<String> = join_all(clients).await.into_iter().flatten().collect();
    done.store(true, Ordering::Relaxed);
    let (mut times, failures) = watcher.await.unwrap();
    let peak = peak_mib(server.pid());

    times.sort();
    let count = |status: u16| statuses.iter().filter(|s| **s == status).count();
    let code_count = |code: &str| codes.iter().filter(|c| *c == code).count();
    let p99 = times.get(times.len() * 99 / 100).copied().unwrap_or_default();
    println!(
        "REST x128 in {rest_time:?}: {} checked (422), {} refused (429), {} busy (503); GraphQL x16 for 5 s: \
         {} checked, {} refused, {} busy; peak memory {idle} MiB idle -> {peak} MiB (+{}); /healthz: {} answers, \
         p99 {p99:?}, max {:?}, {} failed",
        count(422),
        count(429),
        count(503),
        code_count("VALIDATION"),
        code_count("TOO_MANY_REQUESTS"),
        code_count("BUSY"),
        peak.saturating_sub(idle),
        times.len(),
        times.last().copied().unwrap_or_default(),
        failures.len()
    );
    assert!(statuses.iter().all(|s| [422, 429, 503].contains(s)), "no other answer: {statuses:?}");
    assert!(count(429) > 0 && code_count("TOO_MANY_REQUESTS") > 0, "the flood was refused");
    assert!(
        peak.saturating_sub(idle) < GROWTH_BOUND_MIB,
        "peak memory {idle} -> {peak} MiB: more than {GROWTH_BOUND_MIB} MiB"
    );
    assert!(failures.is_empty(), "/healthz kept answering: {failures:?}");
    assert!(!times.is_empty());
}
