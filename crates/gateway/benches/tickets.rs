//! Ticket purchases under contention through the real server, on SQLite and on PostgreSQL:
//! `./just bench` (`cargo bench -p gateway --bench tickets`).
//!
//! Starts the release `mall serve` as its own process (a fresh SQLite file, then a fresh
//! PostgreSQL database at `BENCH_POSTGRES_URL`, default `postgres://postgres@127.0.0.1:5432/test`,
//! skipped when unreachable), makes `BENCH_CONNECTIONS` (default 32) shoppers holding plenty of
//! tokens, and has them all buy tickets as fast as they can for `BENCH_SECONDS` (default 10):
//! - one batch: every shopper buys 1 ticket of the same ticket product (1,000-ticket batches, so
//!   batches sell out, close and reopen during the run): the worst case, every purchase queues on
//!   the same batch row;
//! - eight products: the shoppers spread over eight ticket products.
//!
//! Afterwards it checks what the tests check: no number sold twice, tokens debited = tickets sold.
//! The load generator shares the 2-core machine with the server (and PostgreSQL), so the figures
//! are a floor.

use std::{sync::Arc, time::Duration};

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement, TransactionTrait};
use serde_json::{json, Value};

mod support;

use support::process::ServerProcess;

const ADMIN_PHONE: &str = "09790000009";
const ADMIN_PASSWORD: &str = "bench-admin-pass";

async fn start_server(database_url: Option<String>) -> ServerProcess {
    let limits = [("MALL_SIGNIN_PER_IP_PER_MINUTE", "100000"), ("MALL_SIGNUP_PER_IP_PER_HOUR", "100000")];
    let server = ServerProcess::start(database_url, &limits).await;
    let status = server
        .command()
        .args(["admin", "create", "--phone", ADMIN_PHONE, "--password", ADMIN_PASSWORD])
        .status()
        .unwrap();
    assert!(status.success(), "admin created");
    server
}

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
    let connections: usize = std::env::var("BENCH_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
    println!("{connections} shoppers, {seconds} s per scenario\n");
    println!(
        "{:<12} {:<14} {:>12} {:>9} {:>9} {:>9} {:>8} {:>8}",
        "database", "scenario", "purchases/s", "p50 ms", "p99 ms", "max ms", "refused", "errors"
    );

    let sqlite = start_server(None).await;
    bench("SQLite", &sqlite, connections, seconds).await;
    drop(sqlite);

    let admin_url =
        std::env::var("BENCH_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    match Database::connect(&admin_url).await {
        Ok(admin) => {
            let name = format!("mall_bench_{}", std::process::id());
            admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.unwrap();
            let (base, _) = admin_url.rsplit_once('/').unwrap();
            let postgres = start_server(Some(format!("{base}/{name}"))).await;
            bench("PostgreSQL", &postgres, connections, seconds).await;
            drop(postgres);
            let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await;
        }
        Err(err) => println!("PostgreSQL skipped: {err}"),
    }
}

async fn bench(database: &str, server: &ServerProcess, connections: usize, seconds: u64) {
    let client = reqwest::Client::new();
    let admin = login(&client, &server.base, ADMIN_PHONE, ADMIN_PASSWORD).await;
    let products: Vec<i64> = {
        let category = graphql(
            &client,
            &server.base,
            &admin,
            "mutation { createCategory(input: {slug: \"prizes\", name: {en: \"Prizes\"}}) }",
        )
        .await["createCategory"]
            .as_i64()
            .unwrap();
        let mut ids = Vec::new();
        for i in 0..8 {
            let product = graphql(
                &client,
                &server.base,
                &admin,
                &format!("mutation {{ createProduct(input: {{slug: \"prize-{i}\", categoryId: {category}, type: PRIZE, name: {{en: \"Prize {i}\"}}, description: {{en: \"A prize\"}}, actualPrice: 900000}}) }}"),
            )
            .await["createProduct"]
                .as_i64()
                .unwrap();
            let tp = graphql(
                &client,
                &server.base,
                &admin,
                &format!("mutation {{ createTicketProduct(input: {{productId: {product}, ticket: 1000, costTokenPoint: 1}}) }}"),
            )
            .await["createTicketProduct"]
                .as_i64()
                .unwrap();
            ids.push(tp);
        }
        ids
    };
    let db = Database::connect(&server.database_url).await.unwrap();
    let mut shoppers = Vec::new();
    for i in 0..connections {
        let phone = format!("0979{:07}", 5_000_000 + i);
        let response = client
            .post(format!("{}/api/user/register", server.base))
            .json(&json!({"name": format!("Shopper {i}"), "phone": phone, "password": "secret123", "password_confirmation": "secret123"}))
            .send()
            .await
            .unwrap();
        let body: Value = response.json().await.unwrap();
        let token = body["token"].as_str().expect("registered").to_owned();
        grant_tokens(&db, body["data"]["user"]["id"].as_i64().unwrap(), 1_000_000).await;
        shoppers.push(token);
    }
    for (scenario, spread) in [("one batch", 1), ("eight products", 8)] {
        run(database, scenario, &server.base, &shoppers, &products[..spread], Duration::from_secs(seconds)).await;
    }
    check(&db).await;
}

/// Tokens as an approved token pack would credit them: the balance and its ledger row together.
async fn grant_tokens(db: &DatabaseConnection, user_id: i64, tokens: i64) {
    let tx = db.begin().await.unwrap();
    accounts::ledger::credit(
        &tx,
        user_id,
        accounts::ledger::Currency::Token,
        tokens,
        accounts::ledger::Entry { reason: "bench", reference_type: None, reference_id: None },
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
}

async fn run(database: &str, scenario: &str, base: &str, shoppers: &[String], products: &[i64], length: Duration) {
    let connections = shoppers.len();
    let (url, shoppers, products) =
        (format!("{base}/api/user/luckydraw/buy-ticket"), shoppers.to_vec(), products.to_vec());
    // 'Not enough remaining tickets' (refused) happens when a batch sells out between a buyer's
    // read of the current batch and its turn on the row; the next batch is already open.
    let request_for: support::RequestFor = Arc::new(move |client, worker, _| {
        let product = products[worker % products.len()];
        client.post(&url).bearer_auth(&shoppers[worker]).json(&json!({"product_id": product, "ticket_count": 1}))
    });
    let outcome = support::load(connections, length, request_for).await;
    let (p50, p99, max) = outcome.millis();
    println!(
        "{:<12} {:<14} {:>12.0} {:>9.2} {:>9.2} {:>9.2} {:>8} {:>8}",
        database,
        scenario,
        outcome.per_second(),
        p50,
        p99,
        max,
        outcome.refused,
        outcome.errors
    );
}

/// The run's own audit: every number once per batch, tokens debited = tickets sold.
async fn check(db: &DatabaseConnection) {
    let scalar = |sql: &'static str| async move {
        let row = db.query_one(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
        row.try_get::<i64>("", "n").unwrap()
    };
    let sold = scalar("SELECT COUNT(*) AS n FROM ticket").await;
    let distinct = scalar("SELECT COUNT(*) AS n FROM (SELECT DISTINCT batch_id, number FROM ticket) t").await;
    let debited = scalar(
        "SELECT CAST(-COALESCE(SUM(amount), 0) AS BIGINT) AS n FROM balance_ledger WHERE reason = 'ticket_purchase'",
    )
    .await;
    let oversold = scalar("SELECT COUNT(*) AS n FROM ticket_batch WHERE sold > ticket").await;
    assert_eq!((sold, oversold, debited), (distinct, 0, sold), "the bench's purchases stayed exact");
    println!("{:<12} checked: {sold} tickets sold, none twice, {debited} tokens debited", "");
}

async fn login(client: &reqwest::Client, base: &str, phone: &str, password: &str) -> String {
    let body: Value = client
        .post(format!("{base}/api/user/login"))
        .json(&json!({"phone": phone, "password": password}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    body["token"].as_str().expect("signed in").to_owned()
}

async fn graphql(client: &reqwest::Client, base: &str, token: &str, query: &str) -> Value {
    let body: Value = client
        .post(format!("{base}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": query}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(body["errors"].is_null(), "{body}");
    body["data"].clone()
}
