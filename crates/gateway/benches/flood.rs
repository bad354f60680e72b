//! Other shoppers' latency while one account floods the shop with uploads: `./just bench-flood`
//! (`cargo bench -p gateway --bench flood`).
//!
//! The release `mall serve` over the demo shop (SQLite). Shoppers, each from their own address
//! (`X-Forwarded-For` behind a trusted proxy), browse at a steady open-loop pace: the product list,
//! a product page, and now and then a small avatar upload. Their p50/p99 is measured three times,
//! `BENCH_SECONDS` (default 10) each:
//! 1. alone;
//! 2. while one account from one address sends 1.2-megapixel photos back to back on
//!    `BENCH_FLOOD_CONNECTIONS` (default 16) connections, with the shop's limits (20 uploads a
//!    minute an account): the flood is answered 429 once its minute's quota is spent;
//! 3. the same flood with the upload limit lifted, to show what the limit buys.
//!
//! The load generator shares the 2-core machine with the server, so the figures are a floor.

use std::{io::Cursor, sync::Arc, time::Duration};

use serde_json::json;
use tokio_util::sync::CancellationToken;

mod support;

use support::{process::ServerProcess, Outcome, RequestFor};

/// Shoppers browsing, each with their own account and address.
const SHOPPERS: usize = 20;
/// Their requests a second, together.
const SHOPPER_RATE: f64 = 40.0;

fn photo(width: u32, height: u32, seed: u8) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x as u8).wrapping_mul(seed), (y as u8).wrapping_add(seed), ((x ^ y) % 251) as u8])
    });
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn register(client: &reqwest::Client, base: &str, phone: &str, address: &str) -> String {
    let answer =
        support::answer_of(client.post(format!("{base}/api/user/register")).header("X-Forwarded-For", address).json(
            &json!({"name": "Shopper", "phone": phone, "password": "secret123", "password_confirmation": "secret123"}),
        ))
        .await;
    answer["token"].as_str().unwrap_or_else(|| panic!("{answer}")).to_owned()
}

/// The shoppers' mix: 60% the product list, 35% a product page, 5% a small avatar upload.
fn shoppers_requests(base: &str, tokens: Arc<Vec<String>>, products: Arc<Vec<String>>) -> RequestFor {
    let base = base.to_owned();
    let avatar = Arc::new(photo(96, 96, 7));
    Arc::new(move |client: &reqwest::Client, i: usize, _| {
        let shopper = i % SHOPPERS;
        let address = format!("198.51.100.{}", 10 + shopper);
        let request = match i % 20 {
            0 => {
                let part =
                    reqwest::multipart::Part::bytes(avatar.to_vec()).file_name("me.png").mime_str("image/png").unwrap();
                client
                    .post(format!("{base}/api/user/upload-profile-image"))
                    .bearer_auth(&tokens[shopper])
                    .multipart(reqwest::multipart::Form::new().part("profile_image", part))
            }
            n if n % 3 == 0 => client.get(format!("{base}/api/products/{}", products[i % products.len()])),
            _ => client.get(format!("{base}/api/products?page={}", 1 + i % 3)),
        };
        request.header("X-Forwarded-For", address)
    })
}

/// One account sending photos back to back on `connections` connections until `stop`.
async fn flood(base: String, token: String, connections: usize, stop: CancellationToken) -> (u64, u64) {
    // One buffer for the whole run, so the flood's bodies cost the generator no copies.
    let photo: &'static [u8] = Box::leak(photo(1_200, 1_000, 3).into_boxed_slice());
    let mut workers = Vec::new();
    for _ in 0..connections {
        let (base, token, stop) = (base.clone(), token.clone(), stop.clone());
        workers.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let (mut accepted, mut refused) = (0u64, 0u64);
            loop {
                let part =
                    reqwest::multipart::Part::bytes(photo.to_vec()).file_name("x.png").mime_str("image/png").unwrap();
                let send = client
                    .post(format!("{base}/api/user/upload-profile-image"))
                    .bearer_auth(&token)
                    .header("X-Forwarded-For", "203.0.113.66")
                    .multipart(reqwest::multipart::Form::new().part("profile_image", part))
                    .send();
                tokio::select! {
                    answer = send => match answer {
                        Ok(r) if r.status() == reqwest::StatusCode::TOO_MANY_REQUESTS => refused += 1,
                        Ok(_) => accepted += 1,
                        Err(_) => {}
                    },
                    () = stop.cancelled() => break,
                }
            }
            (accepted, refused)
        }));
    }
    let mut totals = (0, 0);
    for worker in workers {
        let (a, r) = worker.await.unwrap();
        totals = (totals.0 + a, totals.1 + r);
    }
    totals
}

fn row(label: &str, outcome: &Outcome, flood: Option<(u64, u64)>) {
    let (p50, p99, max) = outcome.millis();
    let flood = flood
        .map_or_else(|| "-".to_owned(), |(accepted, refused)| format!("{accepted} stored, {refused} refused (429)"));
    println!(
        "{label:<34} {:>8.1} {:>8.2} {:>8.2} {:>9.1} {:>7} {:>6}   {flood}",
        outcome.per_second(),
        p50,
        p99,
        max,
        outcome.refused,
        outcome.errors
    );
}

async fn run(label: &str, settings: &[(&str, &str)], seconds: u64, flood_connections: usize, with_flood: bool) {
    let server = ServerProcess::start(None, settings).await;
    let client = reqwest::Client::new();
    let base = server.base.clone();
    let mut tokens = Vec::new();
    for i in 0..SHOPPERS {
        tokens.push(register(&client, &base, &format!("0979500{i:04}"), &format!("198.51.100.{}", 10 + i)).await);
    }
    let attacker = register(&client, &base, "09795009999", "203.0.113.66").await;
    let list = support::get_json(&client, &format!("{base}/api/products?page=1")).await;
    let products: Vec<String> =
        list["data"]["data"].as_array().unwrap().iter().filter_map(|p| Some(p["slug"].as_str()?.to_owned())).collect();
    assert!(!products.is_empty(), "the demo shop has products");
    let shoppers = shoppers_requests(&base, Arc::new(tokens), Arc::new(products));
    let length = Duration::from_secs(seconds);
    // Cancelled, not notified: a worker between two requests would miss a notification.
    let stop = CancellationToken::new();
    let attack = with_flood.then(|| tokio::spawn(flood(base.clone(), attacker, flood_connections, stop.clone())));
    // The flood spends its quota in its first second; measure the steady state after it.
    if attack.is_some() {
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
    let outcome = support::paced(SHOPPER_RATE, length, shoppers).await;
    stop.cancel();
    let flooded = match attack {
        Some(task) => Some(task.await.unwrap()),
        None => None,
    };
    row(label, &outcome, flooded);
}

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
    let connections: usize = std::env::var("BENCH_FLOOD_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(16);
    println!(
        "{SHOPPERS} shoppers at {SHOPPER_RATE} requests/s together (list 60%, product 35%, avatar upload 5%), \
         {seconds} s each; the flood: one account on {connections} connections sending 1200x1000 photos\n"
    );
    println!(
        "{:<34} {:>8} {:>8} {:>8} {:>9} {:>7} {:>6}   flood",
        "shoppers' requests", "req/s", "p50 ms", "p99 ms", "max ms", "refused", "errors"
    );
    let common = [
        ("MALL_DEMO", "1"),
        ("MALL_TRUST_FORWARDED_FOR", "true"),
        ("MALL_SIGNUP_PER_IP_PER_HOUR", "100000"),
        ("MALL_DRAW_CHECK_SECONDS", "0"),
    ];
    run("alone", &common, seconds, connections, false).await;
    run("during the flood, limits on", &common, seconds, connections, true).await;
    let mut lifted = common.to_vec();
    lifted.push(("MALL_UPLOADS_PER_ACCOUNT_PER_MINUTE", "100000000"));
    run("during the flood, upload limit off", &lifted, seconds, connections, true).await;
}
