//! Crash safety: shoppers buy tickets, buy now, check out and claim prizes against a real `mall
//! serve` process while it is killed with SIGKILL again and again and restarted on the same data
//! (the SQLite file, or PostgreSQL and its upload store). Each request carries an
//! `Idempotency-Key` and is sent again with it until it gets an answer, as the web app's client
//! on a flaky connection does. Afterwards:
//! - every request answered 200 is in the database, as answered, and sending it again replays
//!   that answer;
//! - no request was applied twice or half: each shopper's purchases, orders and claims number
//!   exactly the requests answered 200 plus those answered "already went through" (applied by a
//!   process that died before answering);
//! - every rule of `mall check` holds (balances equal ledgers, tickets paid for, one source per
//!   to-ship item, ...), and every recorded payment screenshot is in the store;
//! - no answer was a server error.
//!
//! `CRASH_KILLS` sets how many kills (the test command runs a few; `./just crash` many).

use std::{
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        Arc,
    },
    time::Duration,
};

use rand::Rng;
use reqwest::{multipart, StatusCode};
use sea_orm::ConnectionTrait;
use serde_json::{json, Value};
use tokio::sync::RwLock;

use crate::support::{
    file_part,
    luckydraw::{credit_tokens, data_is_intact, scalar, ticket_product},
    png,
    process::MallProcess,
    spawn_app_with, TestApp,
};

const DEFAULT_KILLS: usize = 4;
const SHOPPERS: usize = 6;
/// The message of a 409 whose request was applied by a process that died before answering.
const APPLIED: &str = "This request already went through. Please check your orders before trying again.";

fn kills() -> usize {
    std::env::var("CRASH_KILLS").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_KILLS)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Tickets,
    BuyNow,
    Checkout,
    Claim,
}

#[derive(Debug)]
enum Outcome {
    /// 200, with the body.
    Answered(Value),
    /// A 4xx that is the request's answer (not enough tokens, nothing to claim, ...).
    Refused,
    /// 409: the work is in the database but its answer died with the process.
    AppliedUnanswered,
}

struct Sent {
    kind: Kind,
    shopper: usize,
    key: String,
    path: &'static str,
    outcome: Outcome,
}

/// The process serving now; clients read its address before each attempt.
struct Server {
    base: RwLock<String>,
    attempts: AtomicUsize,
    server_errors: AtomicUsize,
}

struct Shopper {
    token: String,
    id: i64,
}

struct Shop {
    payment: i64,
    product: i64,
    ticket_product: i64,
}

/// Sends one keyed request until it is answered: through kills (the connection drops or is
/// refused), restarts, and "still in progress" (409) while a dead process's claim goes stale.
async fn until_answered(
    server: &Server,
    client: &reqwest::Client,
    key: &str,
    build: impl Fn(&reqwest::Client, &str) -> reqwest::RequestBuilder,
) -> Outcome {
    loop {
        let base = server.base.read().await.clone();
        server.attempts.fetch_add(1, Ordering::Relaxed);
        let sent = build(client, &base).header("Idempotency-Key", key).header("X-localization", "en").send().await;
        let Ok(response) = sent else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let status = response.status();
        let Ok(body) = response.json::<Value>().await else {
            // The process died while answering.
            continue;
        };
        match status {
            StatusCode::OK => return Outcome::Answered(body),
            StatusCode::CONFLICT if body["message"] == APPLIED => return Outcome::AppliedUnanswered,
            StatusCode::CONFLICT => tokio::time::sleep(Duration::from_millis(300)).await,
            status if status.is_server_error() => {
                eprintln!("server error {status}: {body}");
                server.server_errors.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            _ => return Outcome::Refused,
        }
    }
}

fn buy_now_form(shop: &Shop) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", shop.payment.to_string())
        .text("product_id", shop.product.to_string())
        .text("qty", "1")
        .part("payment_screenshot", file_part(png(24, 24), "shot.png"))
}

fn checkout_form(shop: &Shop) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", shop.payment.to_string())
        .part("payment_screenshot", file_part(png(24, 24), "shot.png"))
}

/// One shopper's client: tickets, buy now, cart and checkout, and a claim of any prize won, over
/// and over until `stop`; answers every keyed request with its outcome.
async fn shop_until_stopped(
    server: Arc<Server>,
    shop: Arc<Shop>,
    shopper: Arc<Shopper>,
    index: usize,
    stop: Arc<AtomicBool>,
) -> Vec<Sent> {
    let client = reqwest::Client::builder().timeout(Duration::from_secs(60)).build().unwrap();
    let token = shopper.token.clone();
    let mut sent = Vec::new();
    let mut round = 0;
    while !stop.load(Ordering::Relaxed) {
        round += 1;
        let key = |kind: &str| format!("{kind}-{index}-{round}");

        let k = key("tickets");
        let tp = shop.ticket_product;
        let outcome = until_answered(&server, &client, &k, |c, base| {
            c.post(format!("{base}/api/user/luckydraw/buy-ticket"))
                .bearer_auth(&token)
                .json(&json!({"product_id": tp, "ticket_count": 1}))
        })
        .await;
        sent.push(Sent { kind: Kind::Tickets, shopper: index, key: k, path: "api/user/luckydraw/buy-ticket", outcome });

        let k = key("buynow");
        let outcome = until_answered(&server, &client, &k, |c, base| {
            c.post(format!("{base}/api/user/buynow")).bearer_auth(&token).multipart(buy_now_form(&shop))
        })
        .await;
        sent.push(Sent { kind: Kind::BuyNow, shopper: index, key: k, path: "api/user/buynow", outcome });

        // The cart line is not keyed (adding it twice only raises its quantity).
        let product = shop.product;
        let added = until_answered(&server, &client, &key("cart"), |c, base| {
            c.post(format!("{base}/api/user/cart/add"))
                .bearer_auth(&token)
                .json(&json!({"product_id": product, "qty": 1}))
        })
        .await;
        if matches!(added, Outcome::Answered(_) | Outcome::AppliedUnanswered) {
            let k = key("checkout");
            let outcome = until_answered(&server, &client, &k, |c, base| {
                c.post(format!("{base}/api/user/checkout")).bearer_auth(&token).multipart(checkout_form(&shop))
            })
            .await;
            sent.push(Sent { kind: Kind::Checkout, shopper: index, key: k, path: "api/user/checkout", outcome });
        }

        // A prize won and not claimed yet: claim it.
        let Outcome::Answered(prizes) = until_answered(&server, &client, &key("prizes"), |c, base| {
            c.get(format!("{base}/api/user/luckydraw/my-prizes")).bearer_auth(&token)
        })
        .await
        else {
            continue;
        };
        let unclaimed = prizes["data"]["data"].as_array().into_iter().flatten().find(|p| p["claimed"] == false);
        if let Some(draw) = unclaimed.and_then(|p| p["id"].as_i64()) {
            let k = key("claim");
            let outcome = until_answered(&server, &client, &k, |c, base| {
                c.post(format!("{base}/api/user/claim-prize"))
                    .bearer_auth(&token)
                    .json(&json!({"lucky_draw_winner_id": draw}))
            })
            .await;
            sent.push(Sent { kind: Kind::Claim, shopper: index, key: k, path: "api/user/claim-prize", outcome });
        }
    }
    sent
}

async fn setup(app: &TestApp) -> (Shop, Vec<Arc<Shopper>>) {
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "home", json!({"en": "Home"})).await.unwrap();
    let product = app
        .create_product(&admin, json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Lamp"}, "description": {"en": "x"}, "actualPrice": 45000}))
        .await;
    let payment = app.create_payment_method(&admin).await;
    // Small batches, so batches sell out, are drawn and won during the run.
    let ticket_product = ticket_product(app, &admin, 5, 1).await;
    let mut shoppers = Vec::new();
    for i in 0..SHOPPERS {
        let token = app.shopper_with_address("Aye", &format!("0979200{i:04}")).await;
        let id = app.profile(&token).await["id"].as_i64().unwrap();
        credit_tokens(app, id, 100_000).await;
        shoppers.push(Arc::new(Shopper { token, id }));
    }
    (Shop { payment, product, ticket_product }, shoppers)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_again_and_again_under_load_nothing_answered_is_lost_and_nothing_is_applied_twice() {
    // The test app prepares and checks; the process it kills serves every shopper request. Its
    // own draw runner is off, so only the process draws.
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await;
    let (shop, shoppers) = setup(&app).await;
    let env = [
        ("MALL_DRAW_DELAY_SECONDS", "0"),
        ("MALL_DRAW_CHECK_SECONDS", "1"),
        // A dead process's keys may be taken over after 3 s (no request here runs that long).
        ("MALL_IDEMPOTENCY_STALE_SECONDS", "3"),
    ];
    let mut process = MallProcess::start(&app, &env).await;
    let server = Arc::new(Server {
        base: RwLock::new(process.base.clone()),
        attempts: AtomicUsize::new(0),
        server_errors: AtomicUsize::new(0),
    });
    let (shop, stop) = (Arc::new(shop), Arc::new(AtomicBool::new(false)));
    let clients: Vec<_> = shoppers
        .iter()
        .enumerate()
        .map(|(i, shopper)| {
            tokio::spawn(shop_until_stopped(server.clone(), shop.clone(), shopper.clone(), i, stop.clone()))
        })
        .collect();

    let kills = kills();
    for _ in 0..kills {
        let pause = rand::thread_rng().gen_range(300..1200);
        tokio::time::sleep(Duration::from_millis(pause)).await;
        process.kill();
        process = MallProcess::start(&app, &env).await;
        *server.base.write().await = process.base.clone();
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    stop.store(true, Ordering::Relaxed);
    let mut sent = Vec::new();
    for client in clients {
        sent.extend(client.await.unwrap());
    }

    // Nothing applied twice or half: each shopper's rows are exactly their applied requests.
    let applied = |shopper: usize, kinds: &[Kind]| {
        sent.iter()
            .filter(|s| s.shopper == shopper && kinds.contains(&s.kind))
            .filter(|s| matches!(s.outcome, Outcome::Answered(_) | Outcome::AppliedUnanswered))
            .count() as i64
    };
    for (i, shopper) in shoppers.iter().enumerate() {
        let user = shopper.id;
        let purchases =
            scalar(&app, &format!("SELECT COUNT(*) AS n FROM ticket_purchase WHERE user_id = {user}")).await;
        assert_eq!(purchases, applied(i, &[Kind::Tickets]), "shopper {i}'s ticket purchases");
        let tickets = scalar(&app, &format!("SELECT COUNT(*) AS n FROM ticket WHERE user_id = {user}")).await;
        assert_eq!(tickets, purchases, "a ticket a purchase");
        let orders = scalar(&app, &format!("SELECT COUNT(*) AS n FROM shop_order WHERE user_id = {user}")).await;
        assert_eq!(orders, applied(i, &[Kind::BuyNow, Kind::Checkout]), "shopper {i}'s orders");
        let (_, prizes) = app.get("api/user/luckydraw/my-prizes", Some(&shopper.token)).await;
        let claimed = prizes["data"]["data"].as_array().unwrap().iter().filter(|p| p["claimed"] == true).count() as i64;
        assert_eq!(claimed, applied(i, &[Kind::Claim]), "shopper {i}'s claims");
    }
    // Every answer is in the database as answered, and is what a copy gets again.
    let answered: Vec<&Sent> = sent.iter().filter(|s| matches!(s.outcome, Outcome::Answered(_))).collect();
    for s in &answered {
        let Outcome::Answered(body) = &s.outcome else { unreachable!() };
        let user = shoppers[s.shopper].id;
        let (table, id) = match s.kind {
            Kind::Tickets => ("ticket_purchase", &body["data"]["ticket_id"]),
            Kind::BuyNow | Kind::Checkout => ("shop_order", &body["data"]["order_id"]),
            Kind::Claim => continue,
        };
        let id = id.as_i64().unwrap_or_else(|| panic!("{:?} answered {body}", s.kind));
        let found =
            scalar(&app, &format!("SELECT COUNT(*) AS n FROM {table} WHERE id = {id} AND user_id = {user}")).await;
        assert_eq!(found, 1, "{:?} {} answered 200 but is not in the database", s.kind, s.key);
        let copy = app
            .client
            .post(process.url(s.path))
            .bearer_auth(&shoppers[s.shopper].token)
            .header("Idempotency-Key", &s.key)
            .header("X-localization", "en")
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(copy.headers().get("idempotent-replayed").map(|v| v.to_str().unwrap()), Some("true"), "{}", s.key);
        assert_eq!(&copy.json::<Value>().await.unwrap(), body, "{} replays its answer", s.key);
    }

    data_is_intact(&app).await;
    // Every screenshot a row points to is in the store (an upload whose row never committed is
    // an orphan the sweeper takes; a row without its file would be a lost upload).
    let stored = app.stored_files().await;
    let recorded = app
        .ctx
        .db
        .conn()
        .query_all(sea_orm::Statement::from_string(app.ctx.db.backend(), "SELECT image FROM payment_screenshot"))
        .await
        .unwrap();
    for row in &recorded {
        let key: String = row.try_get("", "image").unwrap();
        assert!(stored.contains(&key), "the screenshot {key} is recorded but not stored");
    }
    assert_eq!(server.server_errors.load(Ordering::Relaxed), 0, "no server errors");

    let unanswered = sent.iter().filter(|s| matches!(s.outcome, Outcome::AppliedUnanswered)).count();
    let refused = sent.iter().filter(|s| matches!(s.outcome, Outcome::Refused)).count();
    println!(
        "crash: {kills} kills survived; {} keyed requests ({} answered 200 and checked in the database and by replay, \
         {unanswered} applied before a kill took the answer, {refused} refused); {} attempts sent; {} screenshots checked",
        sent.len(),
        answered.len(),
        server.attempts.load(Ordering::Relaxed),
        recorded.len(),
    );
    assert!(answered.len() >= SHOPPERS, "the shoppers got answers between the kills");
}
