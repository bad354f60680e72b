//! The second outside probe's anonymous read flood, against a release `mall serve`:
//! `cargo bench -p gateway --bench probe_reads` (SQLite; `BENCH_DATABASE_URL=postgres://...` for
//! a fresh PostgreSQL database).
//!
//! Grows the demo shop to `BENCH_PRODUCTS` (100,000) products with `mall demo-catalog`, then
//! twelve anonymous clients page deep (up to page 1,000,000) and search one and two letters, REST
//! and GraphQL, back to back for `BENCH_SECONDS` (25), while one signed-in shopper reads their
//! profile and cart every 50 ms. Prints the shopper's p50/p99/max, what the anonymous clients got
//! (200, 503 BUSY, anything else) and how often the main pool (signed-in requests, the draw runner, the push sender) had no connection in time (`db_main_pool_timeouts_total`; each also logged). Figures to read.

mod support;

use std::time::{Duration, Instant};

use support::process::ServerProcess;

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(25);
    let products: usize = std::env::var("BENCH_PRODUCTS").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    let database_url = std::env::var("BENCH_DATABASE_URL").ok().filter(|u| !u.is_empty());
    let settings: Vec<(String, String)> = std::env::vars().filter(|(k, _)| k.starts_with("MALL_")).collect();
    let mut env: Vec<(&str, &str)> =
        vec![("MALL_DEMO", "1"), ("MALL_SIGNUP_PER_IP_PER_HOUR", "1000"), ("MALL_METRICS_TOKEN", "bench")];
    env.extend(settings.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let server = ServerProcess::start(database_url, &env).await;
    let started = Instant::now();
    let added = server
        .command()
        .args(["demo-catalog", "--products", &products.to_string()])
        .output()
        .expect("mall demo-catalog runs");
    assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));
    println!("{} (in {:.1?})", String::from_utf8_lossy(&added.stdout).trim(), started.elapsed());
    let base = server.base.clone();
    let client = reqwest::Client::new();
    let token = shopper(&client, &base).await;

    let until = Instant::now() + Duration::from_secs(seconds);
    let letters: Vec<char> = "abcdefghiklmnoprstuwy".chars().collect();
    let mut anonymous = Vec::new();
    for worker in 0..12usize {
        let (base, letters) = (base.clone(), letters.clone());
        anonymous.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let (mut ok, mut busy, mut other, mut n) = (0u64, 0u64, 0u64, worker * 7919);
            while Instant::now() < until {
                n += 1;
                let a = letters[n % letters.len()];
                let b = letters[(n / letters.len()) % letters.len()];
                let deep = 1 + (n * 104_729) % 1_000_000;
                let request = match n % 5 {
                    0 => client.get(format!("{base}/api/products?page={deep}&per_page={}", 1 + n % 100)),
                    1 => client.get(format!("{base}/api/products?search={a}&page={}", 1 + n % 600)),
                    2 => client.get(format!("{base}/api/products?search={a}{b}&per_page={}", 1 + n % 100)),
                    3 => client.get(format!("{base}/api/products/ticket?show=latest&page={deep}")),
                    _ => client.post(format!("{base}/graphql")).json(&serde_json::json!({
                        "query": "query($s: String, $p: Int) { products(search: $s, page: $p, perPage: 100) { data { id name } meta { total } } }",
                        "variables": { "s": b.to_string(), "p": 1 + n % 120 },
                    })),
                };
                match request.timeout(Duration::from_secs(60)).send().await.map(|r| r.status().as_u16()) {
                    Ok(200) => ok += 1,
                    Ok(503) => busy += 1,
                    _ => other += 1,
                }
            }
            (ok, busy, other)
        }));
    }
    let mut times = Vec::new();
    let mut failures = 0;
    while Instant::now() < until {
        for path in ["api/user/profile", "api/user/cart"] {
            let asked = Instant::now();
            let status =
                client.get(format!("{base}/{path}")).bearer_auth(&token).send().await.map(|r| r.status().as_u16());
            times.push(asked.elapsed());
            if status.ok() != Some(200) {
                failures += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (mut ok, mut busy, mut other) = (0, 0, 0);
    for worker in anonymous {
        let (o, b, x) = worker.await.unwrap();
        (ok, busy, other) = (ok + o, busy + b, other + x);
    }
    times.sort();
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1000.0;
    println!(
        "12 anonymous clients for {seconds} s: {ok} answered 200, {busy} 503 BUSY, {other} other (5xx or none)\n\
         signed-in shopper: {} reads, {failures} not 200, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    let metrics =
        client.get(format!("{base}/metrics")).bearer_auth("bench").send().await.unwrap().text().await.unwrap();
    let timeouts = metrics
        .lines()
        .find(|l| l.starts_with("db_main_pool_timeouts_total"))
        .unwrap_or("db_main_pool_timeouts_total (absent)");
    println!("main pool timeouts (signed-in requests and runners): {timeouts}");
}

async fn shopper(client: &reqwest::Client, base: &str) -> String {
    let body = serde_json::json!({
        "name": "Bench Shopper", "phone": "09791234567", "password": "secret123",
        "password_confirmation": "secret123", "referral_code": "",
    });
    let answer: serde_json::Value =
        client.post(format!("{base}/api/user/register")).json(&body).send().await.unwrap().json().await.unwrap();
    answer["data"]["token"].as_str().or(answer["token"].as_str()).expect("registered").to_owned()
}
