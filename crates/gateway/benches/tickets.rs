//! Ticket purchases under contention through the real server, on SQLite and on PostgreSQL:
//! `./just bench` (`cargo bench -p gateway --bench tickets`).
//!
//! Starts the release `mall serve` as its own process (a fresh SQLite file, then a fresh
//! PostgreSQL database at `BENCH_POSTGRES_URL`, default `postgres://postgres@127.0.0.1:5432/test`,
//! skipped when unreachable), makes shoppers holding plenty of tokens, and has them buy tickets as
//! fast as they can for `BENCH_SECONDS` (default 10) per scenario:
//! - one batch: `BENCH_CONNECTIONS` (default 32) shoppers each buy 1 ticket of the same ticket
//!   product (1,000-ticket batches, so batches sell out, close and reopen during the run): every
//!   purchase queues on the same batch row (and joins that product's group commit);
//! - eight products: the same shoppers spread over eight ticket products;
//! - one batch, 200 buyers: the goal (at least 3,000/s on SQLite, 1,000/s on PostgreSQL).
//!
//! Then the ceiling to compare with, the same writes one purchase makes (the batch's sold count,
//! the conditional debit and its ledger row, the purchase, its ticket), one purchase per
//! transaction, on the same database: on SQLite a tight loop in one process (this one, through the
//! same sqlx driver the server uses); on PostgreSQL `pgbench -n -c 32` running
//! `benches/ticket_purchase.pgbench` (skipped when `pgbench` is missing).
//!
//! Afterwards it checks what the tests check: no number sold twice, tokens debited = tickets sold.
//! The load generator shares the 2-core machine with the server (and PostgreSQL), so the figures
//! are a floor.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement, TransactionTrait};
use serde_json::{json, Value};

mod support;

use support::process::ServerProcess;

const ADMIN_PHONE: &str = "09790000009";
const ADMIN_PASSWORD: &str = "bench-admin-pass";
/// Lets the bench read the server's group commit figures from `/metrics`.
const METRICS_TOKEN: &str = "bench-metrics";
/// Buyers of the goal's scenario.
const GOAL_BUYERS: usize = 200;

async fn start_server(database_url: Option<String>) -> ServerProcess {
    let limits = [
        ("MALL_SIGNIN_PER_IP_PER_MINUTE", "100000"),
        ("MALL_SIGNUP_PER_IP_PER_HOUR", "100000"),
        // The bench's buyers all come from loopback, thousands of purchases a second.
        ("MALL_TICKET_PURCHASES_PER_ACCOUNT_PER_MINUTE", "100000000"),
        ("MALL_METRICS_TOKEN", METRICS_TOKEN),
    ];
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
    println!("{connections} shoppers ({GOAL_BUYERS} in the last scenario), {seconds} s per scenario\n");
    println!(
        "{:<12} {:<14} {:>12} {:>9} {:>9} {:>9} {:>8} {:>8} {:>7} {:>9}",
        "database", "scenario", "purchases/s", "p50 ms", "p99 ms", "max ms", "refused", "errors", "group", "group ms"
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
    let mut shopper_ids = Vec::new();
    for i in 0..connections.max(GOAL_BUYERS) {
        let phone = format!("0979{:07}", 5_000_000 + i);
        let response = client
            .post(format!("{}/api/user/register", server.base))
            .json(&json!({"name": format!("Shopper {i}"), "phone": phone, "password": "secret123", "password_confirmation": "secret123"}))
            .send()
            .await
            .unwrap();
        let body: Value = response.json().await.unwrap();
        let token = body["token"].as_str().expect("registered").to_owned();
        let id = body["data"]["user"]["id"].as_i64().unwrap();
        grant_tokens(&db, id, 1_000_000).await;
        shoppers.push(token);
        shopper_ids.push(id);
    }
    let length = Duration::from_secs(seconds);
    let mut goal = 0.0;
    for (scenario, buyers, spread) in
        [("one batch", connections, 1), ("eight products", connections, 8), ("one batch, 200", GOAL_BUYERS, 1)]
    {
        goal = run(database, scenario, &server.base, &shoppers[..buyers], &products[..spread], length).await;
    }
    // Each shopper signed up in turn, so their ids run without a gap.
    let users = (shopper_ids[0], *shopper_ids.last().unwrap());
    assert_eq!(users.1 - users.0 + 1, shopper_ids.len() as i64, "the shoppers' ids run without a gap");
    let batch = ceiling_batch(&db, products[0]).await;
    let ceiling = match db.get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => pgbench(&server.database_url, batch, users, seconds),
        _ => Some(tight_loop(&server.database_url, batch, users, length).await),
    };
    match ceiling {
        Some(ceiling) => println!(
            "{:<12} {:<14} {:>12.0}   (one batch, 200 buyers: {:.0}/s = {:.0}% of it)",
            database,
            "ceiling",
            ceiling,
            goal,
            100.0 * goal / ceiling
        ),
        None => println!("{database:<12} ceiling skipped: pgbench did not run"),
    }
    check(&db).await;
}

/// A batch for the ceiling runs, apart from the shop's: open, with room for every ticket they sell.
async fn ceiling_batch(db: &DatabaseConnection, ticket_product_id: i64) -> i64 {
    let backend = db.get_database_backend();
    let sql = "INSERT INTO ticket_batch (ticket_product_id, batch, ticket, status, sold, seed, seed_hash, created_at) \
               VALUES ($1, 1000000, 1000000000, 'open', 0, '', '', $2) RETURNING id";
    let sql = if backend == sea_orm::DatabaseBackend::Sqlite {
        sql.replace("$1", "?").replace("$2", "?")
    } else {
        sql.into()
    };
    let values = [ticket_product_id.into(), chrono::Utc::now().into()];
    let row = db.query_one(Statement::from_sql_and_values(backend, sql, values)).await.unwrap().unwrap();
    row.try_get::<i64>("", "id").unwrap()
}

/// The SQLite ceiling: the writes of one purchase (as `ticket_purchase.pgbench` has them), one
/// purchase per transaction, back to back in this process through sqlx, as the server's one
/// writer would run them with nothing else to do (a fresh connection with the server's settings);
/// answers purchases per second.
async fn tight_loop(database_url: &str, batch: i64, (first, last): (i64, i64), length: Duration) -> f64 {
    let db = kernel::db::Db::connect(database_url, 1).await.unwrap();
    let conn = db.conn();
    let backend = conn.get_database_backend();
    let statement = |sql: &str, values: Vec<sea_orm::Value>| Statement::from_sql_and_values(backend, sql, values);
    let (started, mut bought, mut user) = (Instant::now(), 0u64, first);
    while started.elapsed() < length {
        let tx = conn.begin().await.unwrap();
        let now = chrono::Utc::now();
        let number: i64 = tx
            .query_one(statement(
                "UPDATE ticket_batch SET sold = sold + 1 WHERE id = ? AND status = 'open' AND sold + 1 <= ticket RETURNING sold",
                vec![batch.into()],
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get("", "sold")
            .unwrap();
        let balance: i64 = tx
            .query_one(statement(
                "UPDATE \"user\" SET token_point = token_point - 1 WHERE id = ? AND token_point >= 1 RETURNING token_point",
                vec![user.into()],
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get("", "token_point")
            .unwrap();
        tx.execute(statement(
            "INSERT INTO balance_ledger (user_id, currency, amount, balance_after, reason, reference_type, reference_id, created_at) \
             VALUES (?, 'token', -1, ?, 'ticket_purchase', 'ticket_batch', ?, ?)",
            vec![user.into(), balance.into(), batch.into(), now.into()],
        ))
        .await
        .unwrap();
        let purchase: i64 = tx
            .query_one(statement(
                "INSERT INTO ticket_purchase (user_id, batch_id, ticket_count, token_use, created_at, status, amount_mmk) \
                 VALUES (?, ?, 1, 1, ?, 'paid', 0) RETURNING id",
                vec![user.into(), batch.into(), now.into()],
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get("", "id")
            .unwrap();
        tx.execute(statement(
            "INSERT INTO ticket (batch_id, number, user_id, purchase_id, created_at, status) VALUES (?, ?, ?, ?, ?, 'sold')",
            vec![batch.into(), number.into(), user.into(), purchase.into(), now.into()],
        ))
        .await
        .unwrap();
        tx.commit().await.unwrap();
        bought += 1;
        user = if user == last { first } else { user + 1 };
    }
    bought as f64 / started.elapsed().as_secs_f64()
}

/// The PostgreSQL ceiling: `pgbench -n -c 32 -T seconds` running `ticket_purchase.pgbench` on the
/// bench's database; answers its transactions (purchases) per second, or `None` when it did not run.
fn pgbench(database_url: &str, batch: i64, (first, last): (i64, i64), seconds: u64) -> Option<f64> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/ticket_purchase.pgbench");
    let output = std::process::Command::new("pgbench")
        .args(["-n", "-c", "32", "-j", "2", "-T", &seconds.to_string(), "-f", script])
        .args([
            "-D",
            &format!("batch={batch}"),
            "-D",
            &format!("first_user={first}"),
            "-D",
            &format!("last_user={last}"),
        ])
        .arg(database_url)
        .output()
        .inspect_err(|err| eprintln!("pgbench: {err}"))
        .ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        eprintln!("pgbench failed: {text}{}", String::from_utf8_lossy(&output.stderr));
        return None;
    }
    // "tps = 1234.567890 (without initial connection time)"
    let tps = text.lines().find_map(|line| line.strip_prefix("tps = "))?;
    tps.split_whitespace().next()?.parse().ok()
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

/// One scenario; answers its purchases per second.
async fn run(
    database: &str,
    scenario: &str,
    base: &str,
    shoppers: &[String],
    products: &[i64],
    length: Duration,
) -> f64 {
    let connections = shoppers.len();
    let (url, shoppers, products) =
        (format!("{base}/api/user/luckydraw/buy-ticket"), shoppers.to_vec(), products.to_vec());
    // 'Not enough remaining tickets' (refused) happens when a batch sells out between a buyer's
    // read of the current batch and its turn on the row; the next batch is already open.
    // Each worker is one shopper (the paced run below makes each request a worker of its own).
    let request_for: support::RequestFor = Arc::new(move |client, worker, _| {
        let shopper = worker % shoppers.len();
        let product = products[shopper % products.len()];
        client.post(&url).bearer_auth(&shoppers[shopper]).json(&json!({"product_id": product, "ticket_count": 1}))
    });
    let before = group_figures(base).await;
    let outcome = support::load(connections, length, request_for.clone()).await;
    let after = group_figures(base).await;
    let (p50, p99, max) = outcome.millis();
    // Buyers per group commit and milliseconds per group transaction, on average.
    let groups = (after.0 - before.0).max(1.0);
    println!(
        "{:<12} {:<14} {:>12.0} {:>9.2} {:>9.2} {:>9.2} {:>8} {:>8} {:>7.1} {:>9.2}",
        database,
        scenario,
        outcome.per_second(),
        p50,
        p99,
        max,
        outcome.refused,
        outcome.errors,
        (after.1 - before.1) / groups,
        1000.0 * (after.2 - before.2) / groups,
    );
    if scenario == "one batch" {
        // The same purchases at half that rate, each due at its time whatever came before.
        let half = support::paced(outcome.per_second() / 2.0, length, request_for).await;
        let (p50, p99, max) = half.millis();
        println!(
            "{:<12} {:<14} {:>12.0} {:>9.2} {:>9.2} {:>9.2} {:>8} {:>8}",
            database,
            "at half rate",
            half.per_second(),
            p50,
            p99,
            max,
            half.refused,
            half.errors
        );
    }
    outcome.per_second()
}

/// The server's group commits so far, from `/metrics`: (groups, buyers, seconds in their
/// transactions); zeros when it has none (or none to show).
async fn group_figures(base: &str) -> (f64, f64, f64) {
    let Ok(response) = reqwest::Client::new().get(format!("{base}/metrics")).bearer_auth(METRICS_TOKEN).send().await
    else {
        return (0.0, 0.0, 0.0);
    };
    let text = response.text().await.unwrap_or_default();
    let value = |name: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.trim().parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (
        value("ticket_purchase_group_size_count"),
        value("ticket_purchase_group_size_sum"),
        value("ticket_purchase_group_seconds_sum"),
    )
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
    let body = support::answer_of(
        client.post(format!("{base}/api/user/login")).json(&json!({"phone": phone, "password": password})),
    )
    .await;
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
