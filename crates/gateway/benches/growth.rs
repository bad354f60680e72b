//! How the cost of each read grows with the shop: `./just bench-growth` (`cargo bench -p gateway
//! --bench growth`).
//!
//! Starts the release `mall serve` with the demo shop on SQLite, then grows its catalogue with
//! `mall demo-catalog` (names in three languages) to about 10,000 and 100,000 products. At each
//! size the read scenarios run twice under Debian's `wrk` (server on core 0, wrk on core 1, as in
//! `ceiling`): from memory (the read cache, what shoppers get) and from the database
//! (`MALL_READ_CACHE=0`, every request a miss: what a cold or just-invalidated cache costs). Each
//! line prints the rate, p99 and the rate as a share of the same scenario's rate at the demo size.
//! Figures to read, never a pass/fail.

use std::collections::HashMap;

mod support;

use support::{
    process::ServerProcess,
    wrk::{graphql_headers, list_request, pin, rest_read, rss_kib, search_requests, wrk, Scenario},
};

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(5);
    let connections: usize = std::env::var("BENCH_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
    let sizes: Vec<usize> = std::env::var("BENCH_GROWTH_SIZES")
        .ok()
        .map(|v| v.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![10_000, 100_000]);
    let client = reqwest::Client::new();
    let mut server = ServerProcess::start(None, &[("MALL_DEMO", "1")]).await;
    let mut products = count(&client, &server.base).await;

    println!("Read cost by catalogue size: server on core 0, wrk on core 1, {connections} connections, {seconds} s a scenario");
    let mut at_demo_size: HashMap<(&str, &str), f64> = HashMap::new();
    for target in std::iter::once(0).chain(sizes) {
        if target > products {
            let added = server
                .command()
                .args(["demo-catalog", "--products", &(target - products).to_string()])
                .output()
                .expect("mall demo-catalog runs");
            assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));
            print!("\n{}", String::from_utf8_lossy(&added.stdout));
        }
        for (mode, cache) in [("memory", "1"), ("database", "0")] {
            let cold_start = server.restart(&[("MALL_READ_CACHE", cache)], "/api/products?per_page=1").await;
            pin(server.pid(), 0);
            products = count(&client, &server.base).await;
            if mode == "memory" {
                println!(
                    "\n{products} products (cold start to the first answer {:.0} ms, idle RSS {:.1} MB)",
                    cold_start.as_secs_f64() * 1000.0,
                    rss_kib(server.pid(), "VmRSS") as f64 / 1024.0
                );
                println!(
                    "{:<44} {:>9} {:>10} {:>9} {:>8}",
                    "scenario, answered from", "req/s", "p99 ms", "vs demo", "errors"
                );
            }
            for scenario in scenarios(&client, &server.base).await {
                let load = wrk(&server.base, &scenario, connections, seconds);
                let key = (scenario.name, mode);
                let baseline = *at_demo_size.entry(key).or_insert(load.rate);
                println!(
                    "{:<44} {:>9.0} {:>10.2} {:>8.0}% {:>8}",
                    format!("{}, {mode}", scenario.name),
                    load.rate,
                    load.p99_ms,
                    100.0 * load.rate / baseline,
                    load.errors
                );
            }
            if mode == "memory" {
                println!("{:<44} {:>9.1} MB", "peak RSS", rss_kib(server.pid(), "VmHWM") as f64 / 1024.0);
            }
        }
    }
}

/// Visible products of every kind the shop lists.
async fn count(client: &reqwest::Client, base: &str) -> usize {
    let body = support::get_json(client, &format!("{base}/api/products?per_page=1")).await;
    body["data"]["meta"]["total"].as_u64().expect("a product list") as usize
}

/// The ceiling's read scenarios (`benches/ceiling.rs`) over this catalogue: details of products
/// from all over it, the first pages of the newest products and of each category, and searches
/// in three languages for kinds of things (each about one product in sixteen of the generated
/// ones) and for model numbers (a handful each).
async fn scenarios(client: &reqwest::Client, base: &str) -> Vec<Scenario> {
    let total = count(client, base).await;
    let mut slugs = Vec::new();
    for page in [1, total / 400 + 1, total / 200 + 1, total / 100] {
        let body = support::get_json(client, &format!("{base}/api/products?per_page=100&page={}", page.max(1))).await;
        slugs.extend(body["data"]["data"].as_array().unwrap().iter().map(|p| p["slug"].as_str().unwrap().to_owned()));
    }
    let categories = support::get_json(client, &format!("{base}/api/categories")).await;
    let category_ids: Vec<i64> =
        categories["data"].as_array().unwrap().iter().filter_map(|c| c["id"].as_i64()).collect();

    let search = |terms: Vec<String>| search_requests(&terms.iter().map(String::as_str).collect::<Vec<_>>());
    let kinds: Vec<(&str, &str, &str)> = demo::kinds().collect();
    let chinese =
        |long: bool| kinds.iter().map(|k| k.2).filter(move |c| (c.chars().count() >= 3) == long).map(String::from);
    let graphql = graphql_headers;
    vec![
        Scenario {
            name: "REST product detail",
            requests: slugs.iter().map(|s| (format!("/api/products/{s}"), None)).collect(),
            headers: vec![("X-localization", "en".into())],
        },
        Scenario {
            name: "GraphQL product list (12)",
            requests: (1..=5).map(list_request).collect(),
            headers: graphql("en"),
        },
        Scenario {
            name: "category page",
            requests: category_ids.iter().map(|id| (format!("/api/categories/{id}/products?page=1"), None)).collect(),
            headers: vec![("X-localization", "en".into())],
        },
        Scenario {
            name: "search, English",
            requests: search(kinds.iter().map(|k| k.0.to_lowercase()).collect()),
            headers: graphql("en"),
        },
        Scenario {
            name: "search, Burmese",
            requests: search(kinds.iter().map(|k| k.1.to_owned()).collect()),
            headers: graphql("mm"),
        },
        Scenario {
            name: "search, Chinese (3+ characters)",
            requests: search(chinese(true).collect()),
            headers: graphql("ch"),
        },
        Scenario {
            name: "search, Chinese (2 characters)",
            requests: search(chinese(false).collect()),
            headers: graphql("ch"),
        },
        Scenario {
            name: "search, a model number",
            requests: search((0..20).map(|i| (1_000 + i * 4_493 % total.max(1)).to_string()).collect()),
            headers: graphql("en"),
        },
        // Issue 37: price order over the whole catalogue (an index walk, migration 000024), alone,
        // in each category and within price ranges (generated prices are 5,000 to 504,000 kyat).
        Scenario {
            name: "price-sorted list, both ways",
            requests: (1..=3)
                .flat_map(|page| {
                    ["price_asc", "price_desc"].map(|sort| (format!("/api/products?sort={sort}&page={page}"), None))
                })
                .collect(),
            headers: vec![("X-localization", "en".into())],
        },
        Scenario {
            name: "category page, cheapest first",
            requests: category_ids
                .iter()
                .map(|id| (format!("/api/categories/{id}/products?sort=price_asc&page=1"), None))
                .collect(),
            headers: vec![("X-localization", "en".into())],
        },
        Scenario {
            name: "price range, in stock, by price",
            requests: [(10_000, 20_000), (100_000, 150_000), (300_000, 310_000), (500_000, 1_000_000)]
                .iter()
                .map(|(min, max)| {
                    (format!("/api/products?sort=price_asc&min_price={min}&max_price={max}&in_stock=1"), None)
                })
                .collect(),
            headers: vec![("X-localization", "en".into())],
        },
        rest_read("category list", "/api/categories"),
        rest_read("home ticket section", "/api/products/ticket"),
    ]
}
