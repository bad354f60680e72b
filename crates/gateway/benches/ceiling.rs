//! The shop against this machine's ceiling, in the same run: `./just bench` (`cargo bench -p
//! gateway --bench ceiling`, after `cargo build --release -p gateway --example ceiling`).
//!
//! Starts the release `mall serve` with the demo shop on SQLite, and beside it the ceiling server
//! (`examples/ceiling.rs`: bare axum and an in-memory async-graphql schema answering the shop's own
//! JSON, no database). Each server is pinned to core 0 and the load generator (Debian's `wrk`,
//! `BENCH_CONNECTIONS` connections for `BENCH_SECONDS` seconds) to core 1, one server at a time, and
//! every scenario prints ours, the ceiling and the ratio. Also: cold start to the first answer with
//! the demo data present, and idle and peak RSS. These are figures to read, never a pass/fail.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::Duration,
};

use serde_json::{json, Value};

mod support;

use support::{
    process::ServerProcess,
    wrk::{graphql_headers, list_request, pin, rest_read, rss_kib, search_requests, wrk, Scenario, CARD_FIELDS},
};

const JWT_SECRET: &str = "bench-secret-bench-secret-bench-secret-0123456789";

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(5);
    let connections: usize = std::env::var("BENCH_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
    let ceiling_bin = ceiling_binary();
    let settings = [("MALL_JWT_SECRET", JWT_SECRET), ("MALL_SIGNUP_PER_IP_PER_HOUR", "1000")];

    // The demo shop is loaded at the first start; the second start finds it and is the cold start.
    let mut shop = ServerProcess::start(None, &[("MALL_DEMO", "1"), settings[0], settings[1]]).await;
    let cold_start = shop.restart(&settings, "/api/products?per_page=1").await;
    pin(shop.pid(), 0);
    tokio::time::sleep(Duration::from_secs(1)).await;
    let idle_rss = rss_kib(shop.pid(), "VmRSS");

    let client = reqwest::Client::new();
    let token = shopper_with_cart(&client, &shop.base).await;
    let scenarios = scenarios(&client, &shop.base, &token).await;
    let answers = capture(&client, &shop.base, &scenarios, &token).await;
    let answers_file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(answers_file.path(), serde_json::to_vec(&answers).unwrap()).unwrap();

    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let ceiling_base = format!("http://127.0.0.1:{port}");
    let mut ceiling = Command::new(&ceiling_bin)
        .args([format!("127.0.0.1:{port}"), answers_file.path().display().to_string(), JWT_SECRET.to_owned()])
        .stdout(Stdio::null())
        .spawn()
        .expect("the ceiling server starts (cargo build --release -p gateway --example ceiling)");
    wait_until_up(&client, &format!("{ceiling_base}/api/categories")).await;
    pin(ceiling.id(), 0);
    same_answer(&client, &shop.base, &ceiling_base, &scenarios[1]).await;

    println!("Lucky Mall against the ceiling: each server on core 0, wrk on core 1, {connections} connections, {seconds} s a scenario\n");
    println!(
        "{:<30} {:>10} {:>10} {:>7} {:>10} {:>10} {:>12}",
        "scenario", "ours/s", "ceiling/s", "ratio", "ours p99", "ceil p99", "p99 at half"
    );
    // The paced load below runs in this process: on core 1, beside where wrk runs.
    pin(std::process::id(), 1);
    for scenario in &scenarios {
        let ours = wrk(&shop.base, scenario, connections, seconds);
        let best = wrk(&ceiling_base, scenario, connections, seconds);
        let half = paced_p99(&shop.base, scenario, ours.rate / 2.0, seconds).await;
        println!(
            "{:<30} {:>10.0} {:>10.0} {:>6.0}% {:>8.2}ms {:>8.2}ms {:>10.2}ms{}",
            scenario.name,
            ours.rate,
            best.rate,
            100.0 * ours.rate / best.rate,
            ours.p99_ms,
            best.p99_ms,
            half,
            if ours.errors + best.errors > 0 {
                format!("  ({} / {} errors)", ours.errors, best.errors)
            } else {
                String::new()
            }
        );
    }
    let peak_rss = rss_kib(shop.pid(), "VmHWM");
    println!("\ncold start to the first answer (demo data present): {:.0} ms", cold_start.as_secs_f64() * 1000.0);
    println!("RSS: idle {:.1} MB, peak under load {:.1} MB", idle_rss as f64 / 1024.0, peak_rss as f64 / 1024.0);
    let _ = ceiling.kill();
    let _ = ceiling.wait();
}

/// The shop's p99, in ms, under an open-loop load of `rate` requests a second (half its maximum).
async fn paced_p99(base: &str, scenario: &Scenario, rate: f64, seconds: u64) -> f64 {
    let requests: Vec<(String, Option<String>)> =
        scenario.requests.iter().map(|(path, body)| (format!("{base}{path}"), body.clone())).collect();
    let headers = scenario.headers.clone();
    let request_for: support::RequestFor = std::sync::Arc::new(move |client, _, i| {
        let (url, body) = &requests[i % requests.len()];
        let mut request = match body {
            Some(body) => client.post(url).body(body.clone()),
            None => client.get(url),
        };
        for (name, value) in &headers {
            request = request.header(*name, value);
        }
        request
    });
    let outcome = support::paced(rate, Duration::from_secs(seconds), request_for).await;
    assert_eq!(outcome.errors + outcome.refused, 0, "{}: errors at half the rate", scenario.name);
    outcome.millis().1
}

/// `target/release/examples/ceiling` beside the bench binary (`target/release/deps/ceiling-*`).
fn ceiling_binary() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let release = exe.parent().and_then(Path::parent).expect("target/release");
    let bin = release.join("examples/ceiling");
    assert!(
        bin.exists(),
        "{} missing: run `cargo build --release -p gateway --example ceiling` (./just bench does)",
        bin.display()
    );
    bin
}

async fn wait_until_up(client: &reqwest::Client, url: &str) {
    for _ in 0..500 {
        if client.get(url).send().await.is_ok_and(|r| r.status().is_success()) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{url} did not come up");
}

/// A signed-up shopper with two products in the cart; answers the token.
async fn shopper_with_cart(client: &reqwest::Client, base: &str) -> String {
    let registered = support::answer_of(
        client
            .post(format!("{base}/api/user/register"))
            .json(&json!({"name": "Bench", "phone": "09791999999", "password": "secret123", "password_confirmation": "secret123"})),
    )
    .await;
    let token = registered["token"].as_str().expect("signed up").to_owned();
    // Two products that can be bought (some demo products are out of stock).
    let list = support::get_json(client, &format!("{base}/api/products?per_page=20")).await;
    let mut added = 0;
    for product in list["data"]["data"].as_array().unwrap() {
        let answer = client
            .post(format!("{base}/api/user/cart/add"))
            .bearer_auth(&token)
            .json(&json!({"product_id": product["id"], "qty": 1}))
            .send()
            .await
            .unwrap();
        added += usize::from(answer.status().is_success());
        if added == 2 {
            break;
        }
    }
    assert_eq!(added, 2, "two products in the cart");
    token
}

async fn scenarios(client: &reqwest::Client, base: &str, token: &str) -> Vec<Scenario> {
    let list = support::get_json(client, &format!("{base}/api/products?per_page=100")).await;
    let slugs: Vec<String> =
        list["data"]["data"].as_array().unwrap().iter().map(|p| p["slug"].as_str().unwrap().to_owned()).collect();
    let bearer = format!("Bearer {token}");
    vec![
        Scenario {
            name: "REST product detail",
            requests: slugs.iter().map(|s| (format!("/api/products/{s}"), None)).collect(),
            headers: vec![("X-localization", "en".into())],
        },
        Scenario { name: "GraphQL product list (12)", requests: vec![list_request(1)], headers: graphql_headers("en") },
        Scenario {
            name: "search, English",
            requests: search_requests(&["phone", "shoe", "headphones", "watch", "lamp", "chair"]),
            headers: graphql_headers("en"),
        },
        Scenario {
            name: "search, Burmese",
            requests: search_requests(&["ဖုန်း", "ကော်ဖီ", "နာရီ", "ဖိနပ်"]),
            headers: graphql_headers("mm"),
        },
        rest_read("category list", "/api/categories"),
        rest_read("home ticket section", "/api/products/ticket"),
        Scenario {
            name: "signed-in profile",
            requests: vec![("/api/user/profile".into(), None)],
            headers: vec![("X-localization", "en".into()), ("Authorization", bearer.clone())],
        },
        Scenario {
            name: "cart read",
            requests: vec![("/api/user/cart".into(), None)],
            headers: vec![("X-localization", "en".into()), ("Authorization", bearer)],
        },
    ]
}

/// The shop's answers the ceiling replays: every REST path of the scenarios, and the product
/// cards (in English and Burmese) its GraphQL schema lists and searches.
async fn capture(client: &reqwest::Client, base: &str, scenarios: &[Scenario], token: &str) -> Value {
    let mut rest = serde_json::Map::new();
    for scenario in scenarios {
        for (path, body) in &scenario.requests {
            if body.is_some() || rest.contains_key(path) {
                continue;
            }
            let answer: Value = client
                .get(format!("{base}{path}"))
                .bearer_auth(token)
                .header("X-localization", "en")
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            rest.insert(path.clone(), answer);
        }
    }
    let mut cards = HashMap::new();
    for language in ["en", "mm"] {
        let query = format!("{{ products(perPage: 100) {{ data {{ {CARD_FIELDS} }} }} }}");
        let answer: Value = client
            .post(format!("{base}/graphql"))
            .header("X-localization", language)
            .json(&json!({ "query": query }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        cards.insert(language, answer["data"]["products"]["data"].clone());
    }
    json!({ "rest": rest, "private": ["/api/user/profile", "/api/user/cart"], "cards": cards })
}

/// The ceiling answers the product list with exactly the shop's JSON (so both do the same work).
async fn same_answer(client: &reqwest::Client, shop: &str, ceiling: &str, scenario: &Scenario) {
    let (path, body) = &scenario.requests[0];
    let ask = |base: &str| {
        client
            .post(format!("{base}{path}"))
            .header("X-localization", "en")
            .header("Content-Type", "application/json")
            .body(body.clone().unwrap())
            .send()
    };
    let ours: Value = ask(shop).await.unwrap().json().await.unwrap();
    let best: Value = ask(ceiling).await.unwrap().json().await.unwrap();
    assert_eq!(ours, best, "the ceiling answers the shop's JSON");
}
