//! The sales report and the orders export at 100,000 orders: `./just bench-reports`
//! (`cargo bench -p gateway --bench reports`).
//!
//! Starts the gateway in this process (its real router on a local port) over a fresh SQLite file,
//! then a fresh PostgreSQL database at `BENCH_POSTGRES_URL` (default
//! `postgres://postgres@127.0.0.1:5432/test`, skipped when unreachable), and writes
//! `BENCH_ORDERS` orders (default 100,000) spread over the last year with bulk inserts: two lines
//! each, a third of them cash on delivery with their parcels (on the way, received, refused,
//! remitted), every state. Then it asks GraphQL `salesReport` for the whole year by day, week and
//! month (`BENCH_RUNS` times each, default 5) and downloads a year of `orders.csv`, and prints
//! the median and slowest time of each. The goal (issue 41): a year's report under a second.

use std::time::{Duration, Instant};

use chrono::{Duration as Days, Utc};
use kernel::config::Config;
use sea_orm::{ConnectionTrait, Database, Statement, TransactionTrait, Value};
use serde_json::{json, Value as Json};

const ADMIN_PHONE: &str = "09790000019";
const ADMIN_PASSWORD: &str = "bench-admin-pass";
const REPORT: &str = "query($f: Date!, $t: Date!, $b: ReportBucket!) { salesReport(from: $f, to: $t, bucket: $b) { \
    buckets { start revenue orders units averageOrder } totals { revenue orders units averageOrder } \
    byPaymentMethod { kind revenue orders } bestSellers { products { productId name units revenue } \
    variants { variantId name variant units revenue } } tokensSold tokensSpent ticketsSold draws vouchersGiven refunds { count kyat } } }";

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let orders = env_number("BENCH_ORDERS", 100_000);
    let runs = env_number("BENCH_RUNS", 5);
    println!("sales report and orders export, {orders} orders over a year, {runs} runs each");
    let dir = tempfile::tempdir()?;
    // BENCH_ONLY=postgres or sqlite runs one; BENCH_KEEP=1 keeps the PostgreSQL database (to EXPLAIN).
    let only = std::env::var("BENCH_ONLY").unwrap_or_default();
    if only != "postgres" {
        run("SQLite", dir.path(), None, orders, runs).await?;
    }
    if only == "sqlite" {
        return Ok(());
    }
    let postgres =
        std::env::var("BENCH_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    match fresh_postgres(&postgres).await {
        Ok(url) => {
            run("PostgreSQL", dir.path(), Some(url.clone()), orders, runs).await?;
            let name = url.rsplit('/').next().unwrap_or_default().to_owned();
            Database::connect(&postgres)
                .await?
                .execute_unprepared(&format!("DROP DATABASE {name} WITH (FORCE)"))
                .await?;
        }
        Err(e) => println!("PostgreSQL skipped: {e}"),
    }
    Ok(())
}

/// A new database on the server of `url`; answers its URL.
async fn fresh_postgres(url: &str) -> anyhow::Result<String> {
    let admin = Database::connect(url).await?;
    let name = format!("bench_reports_{}", std::process::id());
    admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name}")).await?;
    admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await?;
    let base = url.rsplit_once('/').map_or(url, |(base, _)| base);
    Ok(format!("{base}/{name}"))
}

async fn run(
    label: &str,
    dir: &std::path::Path,
    database_url: Option<String>,
    orders: usize,
    runs: usize,
) -> anyhow::Result<()> {
    let mut config = Config::defaults();
    config.addr = "127.0.0.1:0".parse()?;
    config.data_dir = dir.join(format!("data-{label}"));
    config.web_dir = dir.join("web");
    config.jwt_secret = Some("bench-secret-bench-secret-bench-secret-0123".to_owned());
    config.demo = false;
    config.receipt_reading = false;
    config.database_url = database_url;
    let app = gateway::Application::build(config).await?;
    let base = format!("http://{}", app.local_addr());
    let ctx = app.ctx.clone();
    tokio::spawn(app.run_until_stopped());
    let owner = accounts::service::create_admin(&ctx, ADMIN_PHONE, ADMIN_PASSWORD, "Owner")
        .await
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let client = reqwest::Client::new();
    let login: Json = client
        .post(format!("{base}/api/user/login"))
        .json(&json!({"phone": ADMIN_PHONE, "password": ADMIN_PASSWORD}))
        .send()
        .await?
        .json()
        .await?;
    let token = login["token"].as_str().expect("signed in").to_owned();

    let started = Instant::now();
    generate(&ctx, &client, &base, &token, owner, orders).await?;
    println!("{label}: {orders} orders written in {:.1} s", started.elapsed().as_secs_f64());

    let today = kernel::clock::Clock::default().myanmar_today();
    let from = today - Days::days(364);
    for bucket in ["DAY", "WEEK", "MONTH"] {
        let mut times = Vec::new();
        let mut answer = Json::Null;
        for _ in 0..runs {
            let started = Instant::now();
            answer = client
                .post(format!("{base}/graphql"))
                .bearer_auth(&token)
                .json(&json!({"query": REPORT, "variables": {"f": from.to_string(), "t": today.to_string(), "b": bucket}}))
                .send()
                .await?
                .json()
                .await?;
            times.push(started.elapsed());
        }
        let totals = &answer["data"]["salesReport"]["totals"];
        assert!(totals.is_object(), "{answer}");
        println!(
            "{label}: a year's salesReport by {bucket}: median {}, slowest {} ({} counted orders, {} buckets)",
            ms(median(&mut times)),
            ms(*times.iter().max().unwrap()),
            totals["orders"],
            answer["data"]["salesReport"]["buckets"].as_array().map_or(0, Vec::len),
        );
    }
    let started = Instant::now();
    let csv = client
        .get(format!("{base}/api/admin/exports/orders.csv?from={from}&to={today}"))
        .bearer_auth(&token)
        .send()
        .await?
        .bytes()
        .await?;
    let rows = csv.iter().filter(|&&b| b == b'\n').count() - 1;
    println!("{label}: a year of orders.csv: {rows} rows, {} KB in {}", csv.len() / 1024, ms(started.elapsed()));
    Ok(())
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// The admin's GraphQL answer's `data` (panics on errors).
async fn admin_call(
    client: &reqwest::Client,
    base: &str,
    token: &str,
    query: &str,
    variables: Json,
) -> anyhow::Result<Json> {
    let answer: Json = client
        .post(format!("{base}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": query, "variables": variables}))
        .send()
        .await?
        .json()
        .await?;
    assert!(answer["errors"].is_null(), "{answer}");
    Ok(answer["data"].clone())
}

/// Writes `orders` orders of the owner over the last 365 days with multi-row inserts: two
/// products of two variants each (made through GraphQL), lines of both.
async fn generate(
    ctx: &kernel::AppContext,
    client: &reqwest::Client,
    base: &str,
    token: &str,
    user: i64,
    orders: usize,
) -> anyhow::Result<()> {
    let conn = ctx.db.conn();
    let category = admin_call(
        client,
        base,
        token,
        "mutation($input: CategoryInput!) { createCategory(input: $input) }",
        json!({"input": {"slug": "bench", "name": {"en": "Bench"}}}),
    )
    .await?["createCategory"]
        .as_i64()
        .unwrap();
    let mut variants = Vec::new();
    for (n, price) in [(1, 25_000i64), (2, 45_000)] {
        let input = json!({"categoryId": category, "type": "PRODUCT", "name": {"en": format!("Bench {n}")}, "description": {"en": "x"},
            "actualPrice": price, "weightKg": 1.0,
            "options": [{"name": {"en": "Size"}, "values": [{"en": "S"}, {"en": "L"}]}],
            "variants": [{"sku": format!("B{n}-S"), "optionValues": ["S"]}, {"sku": format!("B{n}-L"), "optionValues": ["L"], "price": price + 1_000}]});
        let product = admin_call(
            client,
            base,
            token,
            "mutation($input: ProductInput!) { createProduct(input: $input) }",
            json!({"input": input}),
        )
        .await?["createProduct"]
            .as_i64()
            .unwrap();
        for variant in catalog::variants::variants_of(conn, product).await.map_err(|e| anyhow::anyhow!("{e:?}"))? {
            variants.push((product, variant.id, variant.price.unwrap_or(price)));
        }
    }
    let method = |input: Json| async move {
        let data = admin_call(
            client,
            base,
            token,
            "mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) }",
            json!({"input": input}),
        )
        .await?;
        anyhow::Ok(data["createPaymentMethod"].as_i64().unwrap())
    };
    let transfer = method(
        json!({"name": "KBZPay", "paymentNumbers": [{"accountName": "Lucky Mall", "accountNumber": "09791234567"}]}),
    )
    .await?;
    let cod = method(json!({"name": "Cash on delivery", "paymentNumbers": [], "kind": "CASH_ON_DELIVERY"})).await?;
    let now = Utc::now();

    const CHUNK: usize = 500;
    let start_id = 1_000_000i64;
    let mut id = start_id;
    let mut item_id = start_id;
    let mut parcel_id = start_id;
    while ((id - start_id) as usize) < orders {
        let tx = conn.begin().await?;
        let n_here = CHUNK.min(orders - (id - start_id) as usize);
        let (mut order_rows, mut item_rows, mut parcel_rows, mut link_rows) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..n_here {
            let k = (id - start_id) as usize;
            let created_at = now - Days::seconds((k as i64 * 315_569) % (365 * 86_400));
            let is_cod = k.is_multiple_of(3);
            let status = match k % 10 {
                0 => "pending",
                1 => "cancelled",
                _ => "approved",
            };
            let lines = [variants[k % 4], variants[(k + 1) % 4]];
            let qty = [1 + (k % 3) as i64, 1];
            let goods = lines[0].2 * qty[0] + lines[1].2 * qty[1];
            let discount = if k.is_multiple_of(5) { 2_000 } else { 0 };
            order_rows.push(vec![
                id.into(),
                user.into(),
                status.into(),
                if is_cod { cod } else { transfer }.into(),
                if is_cod { "cash_on_delivery" } else { "transfer" }.into(),
                (goods - discount).into(),
                discount.into(),
                created_at.into(),
            ]);
            for (line, q) in lines.iter().zip(qty) {
                item_rows.push(vec![
                    item_id.into(),
                    id.into(),
                    user.into(),
                    line.0.into(),
                    line.1.into(),
                    line.2.into(),
                    q.into(),
                    created_at.into(),
                ]);
                if is_cod && status == "approved" {
                    link_rows.push(vec![parcel_id.into(), item_id.into()]);
                }
                item_id += 1;
            }
            if is_cod && status == "approved" {
                let fate = k % 4;
                let later =
                    |days: i64| -> Value { (fate == days as usize).then_some(created_at + Days::days(days)).into() };
                parcel_rows.push(vec![
                    parcel_id.into(),
                    user.into(),
                    cod.into(),
                    match fate {
                        1 => "received",
                        2 => "rejected",
                        _ => "approved",
                    }
                    .into(),
                    (goods - discount + 2_500).into(),
                    created_at.into(),
                    later(1),
                    later(2),
                    later(3),
                ]);
                parcel_id += 1;
            }
            id += 1;
        }
        insert(
            &tx,
            "shop_order (id, user_id, status, payment_method_id, payment_method_name, payment_kind, total_price, discount, shipping_address, created_at)",
            "(?, ?, ?, ?, 'Bench', ?, ?, ?, 'Yangon', ?)",
            order_rows,
        )
        .await?;
        insert(
            &tx,
            "order_item (id, order_id, user_id, product_id, variant_id, stock_taken, product_type, item_type, unit_price, qty, weight_grams, token_reward, ship_state, created_at)",
            "(?, ?, ?, ?, ?, false, 'product', 'product', ?, ?, 1000, 0, 'shipping', ?)",
            item_rows,
        )
        .await?;
        insert(
            &tx,
            "shipping_order (id, user_id, payment_method_id, status, payment_method_name, shipping_price, shipping_address, cod_amount, created_at, received_at, cod_refused_at, cod_remitted_at)",
            "(?, ?, ?, ?, 'COD', 2500, 'Yangon', ?, ?, ?, ?, ?)",
            parcel_rows,
        )
        .await?;
        insert(&tx, "shipping_order_item (shipping_order_id, order_item_id)", "(?, ?)", link_rows).await?;
        tx.commit().await?;
    }
    // Both databases plan with table statistics; a shop's grow over months, these in seconds.
    conn.execute_unprepared("ANALYZE").await?;
    Ok(())
}

/// One multi-row INSERT of `rows` into `into`, each row as `row` (`?` placeholders).
async fn insert(conn: &impl ConnectionTrait, into: &str, row: &str, rows: Vec<Vec<Value>>) -> anyhow::Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let sql = format!("INSERT INTO {into} VALUES {}", vec![row; rows.len()].join(", "));
    conn.execute(statement(conn.get_database_backend(), &sql, rows.into_iter().flatten().collect())).await?;
    Ok(())
}

fn statement(backend: sea_orm::DatabaseBackend, sql: &str, values: Vec<Value>) -> Statement {
    reports::sql::statement(backend, sql, values)
}
