//! `mall backup` while shoppers buy, then `mall restore` into a new data folder and `mall serve`
//! on it: every purchase acknowledged before the backup started is there, none sent after it
//! ended is, balances equal their ledgers, and every row's upload is served.
//!
//! SQLite only (a PostgreSQL shop is backed up with pg_dump; see docs/backups.md). With
//! `MALL_TEST_S3_URL` set the shop's uploads and the backup both live in the S3 bucket.
//!
//! How the guards were checked: with the uploads copied before the database (the order swapped in
//! `backup::backup`, and a 300 ms pause between the two standing for a large database's copy),
//! payment screenshots stored in between were in the restored database without their objects and
//! the object check failed; with the database copied as a plain file instead of by VACUUM INTO, the
//! restored database missed acknowledged purchases still in the WAL.

use std::{
    path::Path,
    process::Command,
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use reqwest::{multipart, StatusCode};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};
use serde_json::json;

use crate::{
    operations::ServeProcess,
    support::{
        file_part,
        luckydraw::{buyer, ticket_product},
        png, spawn_app, TestApp,
    },
};

const SHOPPERS: usize = 8;

/// One purchase the shop acknowledged (200), and when.
#[derive(Debug)]
struct Ack {
    user_id: i64,
    sent: Instant,
    acknowledged: Instant,
    what: Bought,
}

#[derive(Debug)]
enum Bought {
    Tickets { purchase_id: i64, batch_id: i64, numbers: Vec<i64> },
    Order { order_id: i64 },
}

struct Shopper {
    token: String,
    user_id: i64,
    avatar: String,
}

#[tokio::test]
async fn a_backup_taken_while_shoppers_buy_restores_every_purchase_acknowledged_before_it() {
    let app = spawn_app().await;
    if app.database_url().is_some() {
        crate::support::backend_missing("sqlite", "a PostgreSQL shop is backed up with pg_dump (docs/backups.md)");
        return;
    }
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 400, 1).await;
    let category = app.create_category(&admin, "home", json!({"en": "Home"})).await.unwrap();
    let lamp = app
        .create_product(
            &admin,
            json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Lamp"}, "description": {"en": "x"}, "actualPrice": 45000, "weightKg": 1.2}),
        )
        .await;
    let payment = app.create_payment_method(&admin).await;
    let mut shoppers = Vec::new();
    for i in 0..SHOPPERS {
        shoppers.push(shopper(&app, &format!("0979{:07}", 1_300_000 + i), i as u32).await);
    }

    let stop = AtomicBool::new(false);
    let progress = Progress::default();
    let buying =
        futures::future::join_all(shoppers.iter().map(|s| buy_until(&app, s, tp, lamp, payment, &stop, &progress)));
    let backup_dir = tempfile::tempdir().unwrap();
    let destination = destination(backup_dir.path());
    let backing_up = async {
        // The backup starts once enough of each kind was acknowledged (not after a fixed pause: on
        // a loaded machine an order with its screenshot can take longer than the pause).
        let deadline = Instant::now() + Duration::from_secs(60);
        while progress.acknowledged.load(Ordering::SeqCst) < 20 || progress.orders.load(Ordering::SeqCst) < 3 {
            assert!(Instant::now() < deadline, "the shoppers did not get going within 60 s");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let started = Instant::now();
        let output = mall(&app.data_dir, app.ctx.config.storage_url.as_deref(), &["backup", &destination]).await;
        let finished = Instant::now();
        tokio::time::sleep(Duration::from_millis(300)).await;
        stop.store(true, Ordering::SeqCst);
        (started, finished, output)
    };
    let (acks, (started, finished, output)) = tokio::join!(buying, backing_up);
    let acks: Vec<Ack> = acks.into_iter().flatten().collect();
    assert!(output.status.success(), "mall backup failed: {}", String::from_utf8_lossy(&output.stderr));
    let before: Vec<&Ack> = acks.iter().filter(|a| a.acknowledged < started).collect();
    let after: Vec<&Ack> = acks.iter().filter(|a| a.sent > finished).collect();
    let orders_before = before.iter().filter(|a| matches!(a.what, Bought::Order { .. })).count();
    assert!(before.len() >= 20 && orders_before >= 3, "purchases ran before the backup: {}", before.len());
    assert!(!after.is_empty(), "purchases went on after the backup");
    println!(
        "{} purchases acknowledged, {} before the backup, {} sent after it; backup took {:?}",
        acks.len(),
        before.len(),
        after.len(),
        finished - started
    );

    // Restored into a new data folder (its uploads in the folder's own store).
    let restored = tempfile::tempdir().unwrap();
    let output = mall(restored.path(), None, &["restore", &destination]).await;
    assert!(output.status.success(), "mall restore failed: {}", String::from_utf8_lossy(&output.stderr));
    // A second restore would overwrite the shop: refused without --force.
    let again = mall(restored.path(), None, &["restore", &destination]).await;
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force"), "{}", String::from_utf8_lossy(&again.stderr));

    let serving = ServeProcess::start(restored.path(), None, &[]).await;
    let db =
        Database::connect(format!("sqlite://{}?mode=ro", restored.path().join("mall.db").display())).await.unwrap();
    for ack in &before {
        match &ack.what {
            Bought::Tickets { purchase_id, batch_id, numbers } => {
                let purchase = count(
                    &db,
                    &format!(
                        "SELECT COUNT(*) AS n FROM ticket_purchase WHERE id = {purchase_id} AND user_id = {} \
                         AND ticket_count = {}",
                        ack.user_id,
                        numbers.len()
                    ),
                )
                .await;
                assert_eq!(purchase, 1, "purchase {purchase_id} acknowledged before the backup is restored");
                let listed = numbers.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
                let tickets = count(
                    &db,
                    &format!(
                        "SELECT COUNT(*) AS n FROM ticket WHERE batch_id = {batch_id} AND user_id = {} AND number IN ({listed})",
                        ack.user_id
                    ),
                )
                .await;
                assert_eq!(tickets, numbers.len() as i64, "the tickets of purchase {purchase_id}");
            }
            Bought::Order { order_id } => {
                let order = count(
                    &db,
                    &format!(
                        "SELECT COUNT(*) AS n FROM shop_order WHERE id = {order_id} AND user_id = {}",
                        ack.user_id
                    ),
                )
                .await;
                assert_eq!(order, 1, "order {order_id} acknowledged before the backup is restored");
            }
        }
    }
    for shopper in &shoppers {
        let bought =
            before.iter().filter(|a| a.user_id == shopper.user_id && matches!(a.what, Bought::Tickets { .. })).count()
                as i64;
        let debits = count(
            &db,
            &format!(
                "SELECT COUNT(*) AS n FROM balance_ledger WHERE user_id = {} AND reason = 'ticket_purchase'",
                shopper.user_id
            ),
        )
        .await;
        assert!(debits >= bought, "shopper {}: {debits} ledger debits for {bought} purchases", shopper.user_id);
    }
    // The copy is of one moment during the backup: nothing sent after it ended is in it.
    for ack in &after {
        let (table, id) = match &ack.what {
            Bought::Tickets { purchase_id, .. } => ("ticket_purchase", purchase_id),
            Bought::Order { order_id } => ("shop_order", order_id),
        };
        assert_eq!(count(&db, &format!("SELECT COUNT(*) AS n FROM {table} WHERE id = {id}")).await, 0);
    }
    let mismatched = count(
        &db,
        "SELECT COUNT(*) AS n FROM \"user\" u WHERE u.token_point < 0 OR u.token_point <> \
         (SELECT CAST(COALESCE(SUM(l.amount), 0) AS BIGINT) FROM balance_ledger l \
         WHERE l.user_id = u.id AND l.currency = 'token')",
    )
    .await;
    assert_eq!(mismatched, 0, "every token balance equals its ledger");

    // Every upload a restored row points to is there, and the restored shop serves it.
    let keys = column(&db, "SELECT image AS k FROM payment_screenshot UNION SELECT profile_image AS k FROM \"user\" WHERE profile_image IS NOT NULL").await;
    assert!(keys.len() >= SHOPPERS + orders_before, "{keys:?}");
    for key in &keys {
        assert!(restored.path().join("uploads").join(key).is_file(), "{key} restored");
    }
    let client = reqwest::Client::new();
    for shopper in &shoppers {
        let request = client.get(serving.url("api/user/profile")).bearer_auth(&shopper.token);
        let (status, profile) = crate::support::read(request.send().await.unwrap()).await;
        assert_eq!(status, StatusCode::OK, "{profile}");
        assert_eq!(profile["data"]["profile_image"], shopper.avatar.as_str());
        let image = client.get(serving.url(&shopper.avatar)).send().await.unwrap();
        assert_eq!(image.status(), StatusCode::OK, "{} is served by the restored shop", shopper.avatar);
        let original = app.client.get(app.url(&shopper.avatar)).send().await.unwrap().bytes().await.unwrap();
        assert_eq!(image.bytes().await.unwrap(), original);
    }
}

#[tokio::test]
async fn uploads_only_backs_up_the_store_and_postgresql_is_pointed_to_pg_dump() {
    let app = spawn_app().await;
    let shoppers = [shopper(&app, "09791400000", 1).await, shopper(&app, "09791400001", 2).await];
    let backup_dir = tempfile::tempdir().unwrap();
    let destination = destination(backup_dir.path());
    let database_url = app.database_url();
    let storage_url = app.ctx.config.storage_url.as_deref();
    let stderr = |output: &std::process::Output| String::from_utf8_lossy(&output.stderr).into_owned();
    if database_url.is_some() {
        let refused = mall_on(database_url.as_deref(), &app.data_dir, storage_url, &["backup", &destination]).await;
        assert!(!refused.status.success());
        assert!(stderr(&refused).contains("pg_dump -Fc"), "{}", stderr(&refused));
    }
    let args = ["backup", "--uploads-only", &destination];
    let output = mall_on(database_url.as_deref(), &app.data_dir, storage_url, &args).await;
    assert!(output.status.success(), "{}", stderr(&output));

    // Restoring it asks for --uploads-only: there is no database in it.
    let restored = tempfile::tempdir().unwrap();
    let refused = mall(restored.path(), None, &["restore", &destination]).await;
    assert!(!refused.status.success());
    assert!(stderr(&refused).contains("holds no database"), "{}", stderr(&refused));
    let output = mall(restored.path(), None, &["restore", "--uploads-only", &destination]).await;
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(!restored.path().join("mall.db").exists(), "no database made");
    for shopper in &shoppers {
        let key = shopper.avatar.trim_start_matches("/media/");
        let copy = std::fs::read(restored.path().join("uploads").join(key)).unwrap();
        let original = app.client.get(app.url(&shopper.avatar)).send().await.unwrap().bytes().await.unwrap();
        assert_eq!(copy, original, "{key}");
    }
}

/// A shopper with tokens, an address and an avatar.
async fn shopper(app: &TestApp, phone: &str, seed: u32) -> Shopper {
    let (token, user_id) = buyer(app, phone, 10_000).await;
    let (region, township) = app.region_and_township("Yangon").await;
    let address = json!({"region_id": region, "township_id": township, "address": "No. 5, Inya Road"});
    let (status, body) = app.send_json(reqwest::Method::PUT, "api/user/update-shipping", address, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let form = multipart::Form::new().part("profile_image", file_part(png(60 + seed, 60), "me.png"));
    let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let avatar = body["data"]["profile_image"].as_str().unwrap().to_owned();
    Shopper { token, user_id, avatar }
}

/// Buys, one request after another, until `stop`: mostly tickets with tokens, every fourth time
/// an order paid by transfer (its screenshot stored before its row); answers what was acknowledged.
/// How many purchases the shoppers had acknowledged so far, and how many of them were orders.
#[derive(Default)]
struct Progress {
    acknowledged: std::sync::atomic::AtomicUsize,
    orders: std::sync::atomic::AtomicUsize,
}

async fn buy_until(
    app: &TestApp,
    shopper: &Shopper,
    tp: i64,
    lamp: i64,
    payment: i64,
    stop: &AtomicBool,
    progress: &Progress,
) -> Vec<Ack> {
    let mut acks = Vec::new();
    let mut round = 0;
    while !stop.load(Ordering::SeqCst) {
        round += 1;
        let sent = Instant::now();
        let what = if round % 4 == 0 {
            let form = multipart::Form::new()
                .text("payment_id", payment.to_string())
                .part("payment_screenshot", file_part(png(40, 80), "shot.png"))
                .text("product_id", lamp.to_string())
                .text("qty", "1");
            let (status, body) = app.post_multipart("api/user/buynow", form, &shopper.token).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            Bought::Order { order_id: body["data"]["order_id"].as_i64().unwrap() }
        } else {
            let count = 1 + round % 2;
            let body = json!({"product_id": tp, "ticket_count": count});
            let (status, body) = app.post_json("api/user/luckydraw/buy-ticket", body, Some(&shopper.token)).await;
            if status == StatusCode::UNPROCESSABLE_ENTITY {
                // The batch sold out between the read and the buy; the next one opens.
                assert_eq!(body["message"], "Not enough remaining tickets", "{body}");
                continue;
            }
            assert_eq!(status, StatusCode::OK, "{body}");
            let data = &body["data"];
            Bought::Tickets {
                purchase_id: data["ticket_id"].as_i64().unwrap(),
                batch_id: data["lucky_draw_id"].as_i64().unwrap(),
                numbers: data["tickets"].as_array().unwrap().iter().map(|n| n.as_i64().unwrap()).collect::<Vec<_>>(),
            }
        };
        // The time first: an acknowledgement counted is one the backup's start comes after.
        let acknowledged = Instant::now();
        if matches!(what, Bought::Order { .. }) {
            progress.orders.fetch_add(1, Ordering::SeqCst);
        }
        progress.acknowledged.fetch_add(1, Ordering::SeqCst);
        acks.push(Ack { user_id: shopper.user_id, sent, acknowledged, what });
    }
    acks
}

/// A folder in `dir`, or (with `MALL_TEST_S3_URL`) a fresh prefix of the test bucket.
fn destination(dir: &Path) -> String {
    match std::env::var("MALL_TEST_S3_URL").ok().filter(|url| !url.is_empty()) {
        Some(url) => {
            let (bucket, options) = url.split_once('?').unwrap_or((&url, ""));
            format!("{}/backup-{}?{options}", bucket.trim_end_matches('/'), uuid::Uuid::new_v4().simple())
        }
        None => dir.join("backup").display().to_string(),
    }
}

/// Runs the real `mall` binary over `data_dir` (its uploads in `storage_url`, or the folder's).
async fn mall(data_dir: &Path, storage_url: Option<&str>, args: &[&str]) -> std::process::Output {
    mall_on(None, data_dir, storage_url, args).await
}

/// [`mall`] on the PostgreSQL database `database_url` when given.
async fn mall_on(
    database_url: Option<&str>,
    data_dir: &Path,
    storage_url: Option<&str>,
    args: &[&str],
) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mall"));
    command.args(args).env("MALL_DATA_DIR", data_dir).env("RUST_LOG", "warn");
    match database_url {
        Some(url) => command.env("DATABASE_URL", url),
        None => command.env_remove("DATABASE_URL"),
    };
    match storage_url {
        Some(url) => command.env("MALL_STORAGE_URL", url),
        None => command.env_remove("MALL_STORAGE_URL"),
    };
    tokio::task::spawn_blocking(move || command.output().expect("mall runs")).await.unwrap()
}

async fn count(db: &DatabaseConnection, sql: &str) -> i64 {
    let row = db.query_one(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap().unwrap();
    row.try_get::<i64>("", "n").unwrap()
}

async fn column(db: &DatabaseConnection, sql: &str) -> Vec<String> {
    let rows = db.query_all(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap();
    rows.iter().map(|row| row.try_get::<String>("", "k").unwrap()).collect()
}
