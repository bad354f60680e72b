//! How many gateways one PostgreSQL carries: `./just bench-scale` (`cargo bench -p gateway --bench scale`).
//!
//! Makes a fresh PostgreSQL database on the server at `MALL_BENCH_POSTGRES_URL` (default
//! `postgres://postgres@127.0.0.1:5432/postgres`; the database is dropped at the end) and runs the
//! release `mall serve` over it as 1, then 2, then 3 processes sharing the database, the data folder
//! and the JWT secret, as gateways behind a load balancer would. For each count it runs the main
//! scenarios, `BENCH_CONNECTIONS` (default 32) keep-alive connections for `BENCH_SECONDS` (default 5)
//! each, every connection sending its requests to the gateways in turn: product detail, search and
//! category listing (reads), and ticket purchases with tokens spread over eight ticket products
//! (writes).
//!
//! During each scenario it reads from /proc the CPU time of every gateway process, of PostgreSQL
//! (the backends serving this database and the server's background processes), of itself (the
//! load generator) and of the whole machine, and from PostgreSQL the transactions committed in this
//! database, and prints them per request. The CPU a request costs in a gateway over what it costs in
//! PostgreSQL is how many gateways one database keeps busy before it is the bottleneck, when each
//! gateway gets as many cores as the database.
//!
//! PostgreSQL 15 publishes a backend's transaction counts at most once a second, and a backend that
//! goes idle within that second publishes them 10 s later; so after each scenario the bench waits
//! 11 s before it reads the count (the background work of those 11 s, a few polls a second, is
//! counted with it: well under 1% of a scenario's transactions).
//!
//! The load generator, the gateways and PostgreSQL share this machine's cores, so the rates are a
//! floor; the CPU per request is what carries over to a machine with more cores.

use std::{
    collections::HashMap,
    path::Path,
    sync::Arc,
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, Database, DatabaseBackend, DatabaseConnection, Statement, TransactionTrait};
use serde_json::{json, Value};

mod support;

use support::process::ServerProcess;

const ADMIN_PHONE: &str = "09790000009";
const ADMIN_PASSWORD: &str = "bench-admin-pass";
const JWT_SECRET: &str = "bench-scale-jwt-secret-shared-by-every-gateway";
const GATEWAY_COUNTS: [usize; 3] = [1, 2, 3];
/// Longer than PostgreSQL's 10 s idle-stats interval (see the module docs).
const STATS_SETTLE: Duration = Duration::from_secs(11);

#[tokio::main]
async fn main() {
    let seconds: u64 = std::env::var("BENCH_SECONDS").ok().and_then(|v| v.parse().ok()).unwrap_or(5);
    let connections: usize = std::env::var("BENCH_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(32);
    let admin_url = std::env::var("MALL_BENCH_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned());
    let admin = Database::connect(&admin_url).await.expect("PostgreSQL reachable at MALL_BENCH_POSTGRES_URL");
    let name = format!("mall_scale_{}", uuid::Uuid::new_v4().simple());
    admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.expect("create the bench database");
    let (server, _) = admin_url.rsplit_once('/').expect("the URL ends with a database name");
    let url = format!("{server}/{name}");
    // On its own task, so that a panic still drops the database (and, first, stops the gateways).
    let outcome =
        tokio::spawn(bench(admin.clone(), name.clone(), url, Duration::from_secs(seconds), connections)).await;
    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await;
    if let Err(err) = outcome {
        std::panic::resume_unwind(err.into_panic());
    }
}

async fn bench(admin: DatabaseConnection, name: String, url: String, length: Duration, connections: usize) {
    let started = Instant::now();
    let mut gateways = vec![start_gateway(&url, None).await];
    println!("first gateway up (migrations and the demo shop) in {:.1} s", started.elapsed().as_secs_f64());
    let shop = Shop::prepare(&gateways[0], &url, connections).await;
    println!(
        "{} products, {} categories, {} ticket products, {connections} shoppers; {connections} connections, {} s per scenario\n",
        shop.slugs.len(),
        shop.categories.len(),
        shop.ticket_products.len(),
        length.as_secs()
    );
    println!(
        "{:>2} {:<17} {:>7} {:>7} {:>7} {:>6} {:>8} {:>8} {:>7} {:>8} {:>6}",
        "gw", "scenario", "req/s", "p50 ms", "p99 ms", "errors", "gw ms/r", "pg ms/r", "xact/r", "load ms/r", "other"
    );
    let clock = clock_ticks_per_second();
    let mut rows = Vec::new();
    for count in GATEWAY_COUNTS {
        while gateways.len() < count {
            let data_dir = gateways[0].data_dir().to_owned();
            gateways.push(start_gateway(&url, Some(&data_dir)).await);
        }
        let bases: Vec<String> = gateways.iter().map(|g| g.base.clone()).collect();
        let pids: Vec<u32> = gateways.iter().map(|g| g.pid()).collect();
        // Fills the new gateway's pool and caches before anything is measured.
        for (_, request_for) in shop.scenarios(&bases) {
            support::load(connections, Duration::from_millis(500), request_for).await;
        }
        tokio::time::sleep(STATS_SETTLE).await;
        let mut committed = transactions(&admin, &name).await;
        for (scenario, request_for) in shop.scenarios(&bases) {
            let before = Sample::take(&admin, &name, &pids).await;
            let outcome = support::load(connections, length, request_for).await;
            let after = Sample::take(&admin, &name, &pids).await;
            tokio::time::sleep(STATS_SETTLE).await;
            let now_committed = transactions(&admin, &name).await;
            let row = Row::new(count, scenario, &outcome, &before, &after, now_committed - committed, clock);
            committed = now_committed;
            row.print();
            rows.push(row);
        }
    }
    let open = scalar(&admin, "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", &name).await;
    println!(
        "\ngw: gateways; per request (r): gw, pg and load are CPU ms in the gateways, in PostgreSQL (this database's \
         backends and the server's background processes) and in the load generator; xact: transactions committed; \
         other: cores busy with anything else on the machine during the run"
    );
    audit(&url).await;
    limits(&admin, open, gateways.len()).await;
    estimate(&rows);
}

/// A `mall serve` on the bench database: the first one loads the demo shop, the others start
/// empty over the first one's data folder; every one signs with the same JWT secret.
async fn start_gateway(url: &str, data_dir: Option<&Path>) -> ServerProcess {
    let data_dir = data_dir.map(|dir| dir.display().to_string());
    let mut settings = vec![
        ("MALL_DEMO", if data_dir.is_none() { "1" } else { "0" }),
        ("MALL_JWT_SECRET", JWT_SECRET),
        ("MALL_SIGNIN_PER_IP_PER_MINUTE", "100000"),
        ("MALL_SIGNUP_PER_IP_PER_HOUR", "100000"),
        // Every scenario's shoppers come from loopback.
        ("MALL_TICKET_PURCHASES_PER_ACCOUNT_PER_MINUTE", "100000000"),
        ("MALL_UPLOADS_PER_ACCOUNT_PER_MINUTE", "100000000"),
        ("MALL_CHECKINS_PER_ACCOUNT_PER_MINUTE", "100000000"),
        ("MALL_REVIEWS_PER_ACCOUNT_PER_MINUTE", "100000000"),
    ];
    if let Some(dir) = &data_dir {
        settings.push(("MALL_DATA_DIR", dir.as_str()));
    }
    ServerProcess::start(Some(url.to_owned()), &settings).await
}

/// What the scenarios use: the demo shop's products and categories, eight ticket products and
/// shoppers holding plenty of tokens.
struct Shop {
    slugs: Arc<Vec<String>>,
    categories: Arc<Vec<i64>>,
    ticket_products: Arc<Vec<i64>>,
    shoppers: Arc<Vec<String>>,
}

impl Shop {
    async fn prepare(gateway: &ServerProcess, url: &str, shoppers: usize) -> Shop {
        let client = reqwest::Client::new();
        let base = &gateway.base;
        let slugs = collect(&client, &format!("{base}/api/products?per_page=100"), "slug").await;
        let categories = collect_ids(&client, &format!("{base}/api/categories")).await;
        let status = gateway
            .command()
            .args(["admin", "create", "--phone", ADMIN_PHONE, "--password", ADMIN_PASSWORD])
            .status()
            .unwrap();
        assert!(status.success(), "admin created");
        let admin = login(&client, base, ADMIN_PHONE, ADMIN_PASSWORD).await;
        let category = graphql(
            &client,
            base,
            &admin,
            "mutation { createCategory(input: {slug: \"prizes\", name: {en: \"Prizes\"}}) }",
        )
        .await["createCategory"]
            .as_i64()
            .unwrap();
        let mut ticket_products = Vec::new();
        for i in 0..8 {
            let product = graphql(
                &client,
                base,
                &admin,
                &format!("mutation {{ createProduct(input: {{slug: \"prize-{i}\", categoryId: {category}, type: PRIZE, name: {{en: \"Prize {i}\"}}, description: {{en: \"A prize\"}}, actualPrice: 900000}}) }}"),
            )
            .await["createProduct"]
                .as_i64()
                .unwrap();
            let ticket_product = graphql(
                &client,
                base,
                &admin,
                &format!("mutation {{ createTicketProduct(input: {{productId: {product}, ticket: 1000, costTokenPoint: 1}}) }}"),
            )
            .await["createTicketProduct"]
                .as_i64()
                .unwrap();
            ticket_products.push(ticket_product);
        }
        // Closed again afterwards: its idle connections would count as the gateways'.
        let db = Database::connect(url).await.unwrap();
        let mut tokens = Vec::new();
        for i in 0..shoppers {
            let phone = format!("0979{:07}", 5_000_000 + i);
            let body = support::answer_of(
                client
                    .post(format!("{base}/api/user/register"))
                    .json(&json!({"name": format!("Shopper {i}"), "phone": phone, "password": "secret123", "password_confirmation": "secret123"})),
            )
            .await;
            tokens.push(body["token"].as_str().expect("registered").to_owned());
            grant_tokens(&db, body["data"]["user"]["id"].as_i64().unwrap(), 1_000_000).await;
        }
        db.close().await.unwrap();
        Shop {
            slugs: Arc::new(slugs),
            categories: Arc::new(categories),
            ticket_products: Arc::new(ticket_products),
            shoppers: Arc::new(tokens),
        }
    }

    /// The scenarios, each request of connection `worker` going to the next gateway in turn.
    fn scenarios(&self, bases: &[String]) -> Vec<(&'static str, support::RequestFor)> {
        let bases = Arc::new(bases.to_vec());
        let gateway = {
            let bases = bases.clone();
            move |worker: usize, i: usize| bases[(worker + i) % bases.len()].clone()
        };
        let terms = ["phone", "shoe", "headphones", "chair", "watch", "ကော်ဖီ", "耳机", "lamp"];
        let (slugs, categories) = (self.slugs.clone(), self.categories.clone());
        let (products, shoppers) = (self.ticket_products.clone(), self.shoppers.clone());
        vec![
            (
                "product detail",
                Arc::new({
                    let gateway = gateway.clone();
                    move |client: &reqwest::Client, worker, i| {
                        let slug = &slugs[(worker * 7919 + i) % slugs.len()];
                        client.get(format!("{}/api/products/{slug}", gateway(worker, i))).header("X-localization", "en")
                    }
                }),
            ),
            (
                "search",
                Arc::new({
                    let gateway = gateway.clone();
                    move |client: &reqwest::Client, worker, i| {
                        let term = terms[(worker * 7919 + i) % terms.len()];
                        client
                            .get(format!("{}/api/products?search={term}", gateway(worker, i)))
                            .header("X-localization", "en")
                    }
                }),
            ),
            (
                "category listing",
                Arc::new({
                    let gateway = gateway.clone();
                    move |client: &reqwest::Client, worker, i| {
                        let category = categories[(worker * 7919 + i) % categories.len()];
                        client
                            .get(format!("{}/api/categories/{category}/products?page=1", gateway(worker, i)))
                            .header("X-localization", "en")
                    }
                }),
            ),
            (
                "ticket purchase",
                Arc::new(move |client: &reqwest::Client, worker, i| {
                    let product = products[worker % products.len()];
                    client
                        .post(format!("{}/api/user/luckydraw/buy-ticket", gateway(worker, i)))
                        .bearer_auth(&shoppers[worker % shoppers.len()])
                        .json(&json!({"product_id": product, "ticket_count": 1}))
                }),
            ),
        ]
    }
}

/// CPU time so far, in clock ticks.
struct Sample {
    at: Instant,
    gateways: u64,
    /// Per process: this database's backends and the server's background processes.
    postgres: HashMap<u32, u64>,
    load: u64,
    /// Every core of the machine, busy (not idle, not waiting for the disk).
    machine: u64,
}

impl Sample {
    async fn take(admin: &DatabaseConnection, database: &str, gateways: &[u32]) -> Sample {
        let rows = admin
            .query_all(Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                "SELECT pid FROM pg_stat_activity WHERE datname = $1 OR datname IS NULL",
                [database.into()],
            ))
            .await
            .unwrap();
        let postgres_pids: Vec<u32> = rows.iter().map(|row| row.try_get::<i32>("", "pid").unwrap() as u32).collect();
        Sample {
            at: Instant::now(),
            gateways: gateways.iter().map(|&pid| cpu_ticks(&pid.to_string()).expect("the gateway is running")).sum(),
            postgres: postgres_pids.into_iter().filter_map(|pid| Some((pid, cpu_ticks(&pid.to_string())?))).collect(),
            load: cpu_ticks("self").unwrap(),
            machine: machine_busy_ticks(),
        }
    }

    /// CPU ticks PostgreSQL spent since `before`: a backend that connected meanwhile counts whole.
    fn postgres_since(&self, before: &Sample) -> u64 {
        self.postgres
            .iter()
            .map(|(pid, ticks)| ticks - before.postgres.get(pid).copied().unwrap_or(0).min(*ticks))
            .sum()
    }
}

/// utime + stime of a process (`/proc/<pid>/stat` fields 14 and 15), in clock ticks.
fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may hold spaces; fields count on from there.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    let field = |n: usize| fields.get(n - 3).and_then(|v| v.parse::<u64>().ok());
    Some(field(14)? + field(15)?)
}

/// Ticks every core spent busy (`/proc/stat`: user, nice, system, irq, softirq, steal).
fn machine_busy_ticks() -> u64 {
    let stat = std::fs::read_to_string("/proc/stat").unwrap();
    let cpu: Vec<u64> = stat.lines().next().unwrap().split_whitespace().skip(1).map(|v| v.parse().unwrap()).collect();
    [0, 1, 2, 5, 6, 7].iter().map(|&i| cpu.get(i).copied().unwrap_or(0)).sum()
}

fn clock_ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok()?.trim().parse().ok())
        .unwrap_or(100.0)
}

async fn transactions(admin: &DatabaseConnection, database: &str) -> i64 {
    scalar(admin, "SELECT xact_commit AS n FROM pg_stat_database WHERE datname = $1", database).await
}

async fn scalar(admin: &DatabaseConnection, sql: &str, database: &str) -> i64 {
    let row = admin
        .query_one(Statement::from_sql_and_values(DatabaseBackend::Postgres, sql, [database.into()]))
        .await
        .unwrap()
        .unwrap();
    row.try_get::<i64>("", "n").unwrap()
}

struct Row {
    gateways: usize,
    scenario: &'static str,
    per_second: f64,
    p50: f64,
    p99: f64,
    errors: u64,
    /// CPU milliseconds per request answered.
    gateway_ms: f64,
    postgres_ms: f64,
    load_ms: f64,
    transactions: f64,
    /// Cores busy with other work on the machine meanwhile.
    other_cores: f64,
}

impl Row {
    fn new(
        gateways: usize,
        scenario: &'static str,
        outcome: &support::Outcome,
        before: &Sample,
        after: &Sample,
        committed: i64,
        clock: f64,
    ) -> Row {
        let answered = (outcome.latencies.len() + outcome.refused + outcome.errors).max(1) as f64;
        let per_request = |ticks: u64| ticks as f64 * 1000.0 / clock / answered;
        let (gateway, postgres, load) =
            (after.gateways - before.gateways, after.postgres_since(before), after.load - before.load);
        let other = (after.machine - before.machine).saturating_sub(gateway + postgres + load);
        let (p50, p99, _) = outcome.millis();
        Row {
            gateways,
            scenario,
            per_second: outcome.per_second(),
            p50,
            p99,
            errors: outcome.errors,
            gateway_ms: per_request(gateway),
            postgres_ms: per_request(postgres),
            load_ms: per_request(load),
            transactions: committed as f64 / answered,
            other_cores: other as f64 / clock / (after.at - before.at).as_secs_f64(),
        }
    }

    fn print(&self) {
        println!(
            "{:>2} {:<17} {:>7.0} {:>7.2} {:>7.2} {:>6} {:>8.3} {:>8.3} {:>7.2} {:>8.3} {:>6.2}",
            self.gateways,
            self.scenario,
            self.per_second,
            self.p50,
            self.p99,
            self.errors,
            self.gateway_ms,
            self.postgres_ms,
            self.transactions,
            self.load_ms,
            self.other_cores
        );
    }
}

/// PostgreSQL's limits as the server reports them, and the connections the gateways hold.
async fn limits(admin: &DatabaseConnection, open: i64, gateways: usize) {
    let setting = |name: &'static str| async move {
        let row = admin
            .query_one(Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                "SELECT current_setting($1) AS v",
                [name.into()],
            ))
            .await
            .unwrap()
            .unwrap();
        row.try_get::<String>("", "v").unwrap()
    };
    println!("\nPostgreSQL on this machine:");
    println!("  {}", setting("server_version").await);
    for name in ["max_connections", "superuser_reserved_connections", "shared_buffers", "synchronous_commit", "fsync"] {
        println!("  {name} = {}", setting(name).await);
    }
    let max: i64 = setting("max_connections").await.parse().unwrap();
    let reserved: i64 = setting("superuser_reserved_connections").await.parse().unwrap();
    let pool: i64 = std::env::var("MALL_DB_MAX_CONNECTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
    println!(
        "  each gateway's pool: MALL_DB_MAX_CONNECTIONS = {pool}; after the runs {gateways} gateways held {open} \
         connections; {gateways} x {pool} = {} at most",
        gateways as i64 * pool
    );
    println!(
        "  connections allow {} gateways at most ({max} - {reserved} reserved, over {pool} each) before a pooler \
         (PgBouncer) or a smaller pool",
        (max - reserved) / pool
    );
}

/// Gateways one database carries: the CPU a request costs in a gateway over what it costs in
/// PostgreSQL, from the runs with the most gateways.
fn estimate(rows: &[Row]) {
    let most = rows.iter().map(|row| row.gateways).max().unwrap_or(1);
    println!(
        "\nGateways one database carries before it is the bottleneck (each gateway on as many cores as the \
         database; from the {most}-gateway runs):"
    );
    println!(
        "  {:<17} {:>8} {:>8} {:>14} {:>14} {:>9}",
        "scenario", "gw ms/r", "pg ms/r", "req/s/gw core", "req/s/pg core", "gateways"
    );
    for row in rows.iter().filter(|row| row.gateways == most) {
        // Less than a clock tick per thousand requests: PostgreSQL is not what limits this one.
        let (per_core, gateways) = if row.postgres_ms >= 0.001 {
            (format!("{:.0}", 1000.0 / row.postgres_ms), format!("{:.1}", row.gateway_ms / row.postgres_ms))
        } else {
            ("-".to_owned(), "no limit seen".to_owned())
        };
        println!(
            "  {:<17} {:>8.3} {:>8.3} {:>14.0} {:>14} {:>9}",
            row.scenario,
            row.gateway_ms,
            row.postgres_ms,
            1000.0 / row.gateway_ms,
            per_core,
            gateways
        );
    }
}

/// The run's own check, as in the ticket bench: every number once per batch, tokens debited =
/// tickets sold.
async fn audit(url: &str) {
    let db = Database::connect(url).await.unwrap();
    let scalar = |sql: &'static str| {
        let db = &db;
        async move {
            let row = db.query_one(Statement::from_string(DatabaseBackend::Postgres, sql)).await.unwrap().unwrap();
            row.try_get::<i64>("", "n").unwrap()
        }
    };
    let sold = scalar("SELECT COUNT(*) AS n FROM ticket").await;
    let distinct = scalar("SELECT COUNT(*) AS n FROM (SELECT DISTINCT batch_id, number FROM ticket) t").await;
    let debited = scalar(
        "SELECT CAST(-COALESCE(SUM(amount), 0) AS BIGINT) AS n FROM balance_ledger WHERE reason = 'ticket_purchase'",
    )
    .await;
    let oversold = scalar("SELECT COUNT(*) AS n FROM ticket_batch WHERE sold > ticket").await;
    assert_eq!((sold, oversold, debited), (distinct, 0, sold), "the bench's purchases stayed exact");
    println!("checked: {sold} tickets sold, none twice, {debited} tokens debited");
    db.close().await.unwrap();
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

async fn collect(client: &reqwest::Client, url: &str, field: &str) -> Vec<String> {
    let body: Value = client.get(url).send().await.unwrap().json().await.unwrap();
    body["data"]["data"].as_array().unwrap().iter().map(|p| p[field].as_str().unwrap().to_owned()).collect()
}

async fn collect_ids(client: &reqwest::Client, url: &str) -> Vec<i64> {
    let body: Value = client.get(url).send().await.unwrap().json().await.unwrap();
    body["data"].as_array().unwrap().iter().map(|c| c["id"].as_i64().unwrap()).collect()
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
