//! Catalogue read throughput through the real server: `./just bench` (`cargo bench -p gateway --bench catalog`).
//!
//! Starts the release `mall serve` as its own process on a fresh SQLite database with the demo shop,
//! then, for each scenario, keeps `BENCH_CONNECTIONS` (default 32) keep-alive connections busy for
//! `BENCH_SECONDS` (default 10) and prints requests per second and latency percentiles. The load
//! generator runs on the same 2-core machine as the server, so the figures are a floor, not a ceiling.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use serde_json::Value;

mod support;

use support::process::ServerProcess;

/// Builds the URL of the i-th request of a scenario.
type UrlFor = Arc<dyn Fn(usize) -> String + Send + Sync>;

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
    let connections: usize = std::env::var("BENCH_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
    let started = Instant::now();
    let server = ServerProcess::start(None, &[("MALL_DEMO", "1")]).await;
    let client = reqwest::Client::new();
    println!("server up with the demo shop in {:.1} s", started.elapsed().as_secs_f64());

    let slugs = collect(&client, &format!("{}/api/products?per_page=100", server.base), "slug").await;
    let categories = collect_ids(&client, &format!("{}/api/categories", server.base)).await;
    let terms = ["phone", "shoe", "headphones", "chair", "watch", "ကော်ဖီ", "耳机", "lamp"];
    println!(
        "{} products, {} categories; {connections} connections, {seconds} s per scenario\n",
        slugs.len(),
        categories.len()
    );
    println!("{:<28} {:>10} {:>9} {:>9} {:>9} {:>8}", "scenario", "req/s", "p50 ms", "p99 ms", "max ms", "errors");

    let base = server.base.clone();
    let scenarios: Vec<(&str, UrlFor)> = vec![
        (
            "product detail",
            Arc::new({
                let (base, slugs) = (base.clone(), slugs.clone());
                move |i| format!("{base}/api/products/{}", slugs[i % slugs.len()])
            }),
        ),
        (
            "search",
            Arc::new({
                let base = base.clone();
                move |i| format!("{base}/api/products?search={}", terms[i % terms.len()])
            }),
        ),
        (
            "category listing",
            Arc::new({
                let (base, categories) = (base.clone(), categories.clone());
                move |i| format!("{base}/api/categories/{}/products?page=1", categories[i % categories.len()])
            }),
        ),
    ];
    for (name, url_for) in scenarios {
        run(name, url_for, connections, Duration::from_secs(seconds)).await;
    }
}

async fn run(name: &str, url_for: UrlFor, connections: usize, length: Duration) {
    let request_for: support::RequestFor =
        Arc::new(move |client, worker, i| client.get(url_for(worker * 7919 + i)).header("X-localization", "en"));
    let outcome = support::load(connections, length, request_for).await;
    let (p50, p99, max) = outcome.millis();
    let errors = outcome.refused + outcome.errors;
    println!("{:<28} {:>10.0} {:>9.2} {:>9.2} {:>9.2} {:>8}", name, outcome.per_second(), p50, p99, max, errors);
}

async fn collect(client: &reqwest::Client, url: &str, field: &str) -> Vec<String> {
    let body: Value = client.get(url).send().await.unwrap().json().await.unwrap();
    body["data"]["data"].as_array().unwrap().iter().map(|p| p[field].as_str().unwrap().to_owned()).collect()
}

async fn collect_ids(client: &reqwest::Client, url: &str) -> Vec<i64> {
    let body: Value = client.get(url).send().await.unwrap().json().await.unwrap();
    body["data"].as_array().unwrap().iter().map(|c| c["id"].as_i64().unwrap()).collect()
}
