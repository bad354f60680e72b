//! Webhooks (issue 41, part) through the real server on either database: a receiver on loopback
//! (an axum server here) verifies every `Mall-Signature` on its own code path (the `hmac` crate,
//! not the server's signer) and records what arrived. Events come with their types and ids, after
//! commit only (a rolled-back order sends nothing), in order per endpoint, again after the
//! receiver answered 500 for a while, and again on "resend"; registration refuses what is not an
//! https URL of a public address, and bad events, in the caller's language, nothing saved.

use std::{
    sync::{
        atomic::{AtomicU16, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use axum::{
    body::Bytes,
    extract::State,
    http::{HeaderMap, StatusCode as AxumStatus},
    routing::post,
    Router,
};
use hmac::{Hmac, Mac};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};
use sha2::Sha256;

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, execute, scalar},
    png,
    process::MallProcess,
    spawn_app_with, TestApp,
};

const SECRET: &str = "whsec_0123456789abcdef";
const CREATE: &str = "mutation($input: WebhookInput!) { createWebhook(input: $input) }";
const DELIVERIES: &str = "query($id: Int!) { webhookDeliveries(endpointId: $id) { data { id eventId eventType \
    status attempts lastAttemptAt lastResponseCode lastError nextAttemptAt } meta { total } } }";

/// One delivery as the receiver saw it.
#[derive(Debug, Clone)]
struct Arrived {
    id: String,
    kind: String,
    data: Value,
    /// What the receiver answered (0: nothing, the connection held open).
    answered: u16,
}

/// A receiver on 127.0.0.1 that checks every signature and answers `answer`.
#[derive(Clone)]
struct Receiver {
    url: String,
    answer: Arc<AtomicU16>,
    /// How many of the next deliveries get no answer at all (the connection held open).
    holds: Arc<AtomicU16>,
    arrived: Arc<Mutex<Vec<Arrived>>>,
    bad_signatures: Arc<Mutex<Vec<String>>>,
}

impl Receiver {
    async fn start(answer: u16) -> Receiver {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let receiver = Receiver {
            url: format!("http://{}/hooks", listener.local_addr().unwrap()),
            answer: Arc::new(AtomicU16::new(answer)),
            holds: Arc::default(),
            arrived: Arc::default(),
            bad_signatures: Arc::default(),
        };
        let router = Router::new().route("/hooks", post(receive)).with_state(receiver.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        receiver
    }

    fn answer(&self, status: u16) {
        self.answer.store(status, Ordering::SeqCst);
    }

    /// The next `count` deliveries are recorded and then never answered.
    fn hold(&self, count: u16) {
        self.holds.store(count, Ordering::SeqCst);
    }

    fn arrived(&self) -> Vec<Arrived> {
        self.arrived.lock().unwrap().clone()
    }

    /// The (type, id) of each delivery answered 2xx, in the order they arrived.
    fn delivered(&self) -> Vec<(String, String)> {
        self.arrived().into_iter().filter(|a| (200..300).contains(&a.answered)).map(|a| (a.kind, a.id)).collect()
    }

    fn assert_all_signed(&self) {
        let bad = self.bad_signatures.lock().unwrap();
        assert!(bad.is_empty(), "signatures that do not verify: {bad:?}");
    }
}

/// Verifies `Mall-Signature: t=..,v1=..` over "<t>.<body>" as an integrator would.
fn verify(headers: &HeaderMap, body: &[u8]) -> Result<(), String> {
    let header = headers.get("mall-signature").and_then(|v| v.to_str().ok()).ok_or("no Mall-Signature")?;
    let mut timestamp = None;
    let mut v1 = None;
    for part in header.split(',') {
        match part.split_once('=') {
            Some(("t", t)) => timestamp = Some(t.to_owned()),
            Some(("v1", sig)) => v1 = Some(sig.to_owned()),
            _ => return Err(format!("unknown part {part}")),
        }
    }
    let (timestamp, v1) = (timestamp.ok_or("no t")?, v1.ok_or("no v1")?);
    let age = chrono::Utc::now().timestamp() - timestamp.parse::<i64>().map_err(|e| e.to_string())?;
    if !(-5..=300).contains(&age) {
        return Err(format!("timestamp {age} s old"));
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(SECRET.as_bytes()).unwrap();
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    mac.verify_slice(&hex::decode(&v1).map_err(|e| e.to_string())?).map_err(|_| format!("bad v1 {header}"))
}

async fn receive(State(receiver): State<Receiver>, headers: HeaderMap, body: Bytes) -> AxumStatus {
    if let Err(why) = verify(&headers, &body) {
        receiver.bad_signatures.lock().unwrap().push(why);
    }
    let parsed: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
    let answered = receiver.answer.load(Ordering::SeqCst);
    // The headers repeat the body's id and type; the body carries its creation time.
    let whole = header("content-type") == "application/json"
        && header("mall-event-id") == parsed["id"].as_str().unwrap_or("?")
        && header("mall-event-type") == parsed["type"].as_str().unwrap_or("?")
        && parsed["created_at"].as_str().is_some_and(|t| chrono::DateTime::parse_from_rfc3339(t).is_ok());
    if !whole {
        receiver.bad_signatures.lock().unwrap().push(format!("malformed delivery {parsed} {headers:?}"));
    }
    let held = receiver.holds.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1)).is_ok();
    receiver.arrived.lock().unwrap().push(Arrived {
        id: parsed["id"].as_str().unwrap_or_default().to_owned(),
        kind: parsed["type"].as_str().unwrap_or_default().to_owned(),
        data: parsed["data"].clone(),
        answered: if held { 0 } else { answered },
    });
    if held {
        std::future::pending::<()>().await;
    }
    AxumStatus::from_u16(answered).unwrap()
}

async fn webhook_app(retry_for_seconds: u64) -> TestApp {
    spawn_app_with(move |config| {
        config.webhook_allow_local = true;
        config.webhook_poll_ms = 20;
        config.webhook_first_retry_ms = 200;
        config.webhook_retry_for_seconds = retry_for_seconds;
    })
    .await
}

const ALL_EVENTS: [&str; 11] = [
    "ORDER_PLACED",
    "ORDER_PAID",
    "ORDER_CANCELLED",
    "ORDER_REFUNDED",
    "SHIPPING_APPROVED",
    "SHIPPING_HANDED_TO_COURIER",
    "SHIPPING_RECEIVED",
    "RETURN_REQUESTED",
    "RETURN_DECIDED",
    "STOCK_LOW",
    "DRAW_DECLARED",
];

async fn register(app: &TestApp, admin: &str, url: &str, events: &[&str]) -> i64 {
    let input = json!({"url": url, "secret": SECRET, "events": events, "description": "Accounting"});
    let answer = app.graphql(CREATE, json!({ "input": input }), Some(admin), "en").await;
    answer["data"]["createWebhook"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

/// A 10,000 Ks product and a shopper; answers (payment method, product, shopper's token).
async fn shop(app: &TestApp, admin: &str) -> (i64, i64, String) {
    let payment = app.create_payment_method(admin).await;
    let slug = format!("wh{}", app.next_number());
    let category = app.create_category(admin, &slug, json!({"en": "Shoes"})).await.unwrap();
    let product = app
        .create_product(
            admin,
            json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Runner"},
                   "description": {"en": "x"}, "actualPrice": 10_000}),
        )
        .await;
    let phone = format!("0979{:07}", 4_100_000 + app.next_number());
    let shopper = app.shopper_with_address("Buyer", &phone).await;
    (payment, product, shopper)
}

/// Buys `product` now, paying by transfer; answers the status and the body.
async fn buy(app: &TestApp, token: &str, payment: i64, product: i64) -> (StatusCode, Value) {
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .text("product_id", product.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"));
    app.post_multipart("api/user/buynow", form, token).await
}

async fn order(app: &TestApp, token: &str, payment: i64, product: i64) -> i64 {
    let (status, body) = buy(app, token, payment, product).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["order_id"].as_i64().unwrap_or_else(|| panic!("{body}"))
}

async fn admin_call(app: &TestApp, admin: &str, mutation: &str, variables: Value) -> Value {
    let answer = app.graphql(mutation, variables, Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{mutation}: {answer}");
    answer["data"].clone()
}

/// Waits (up to 20 s) until `done` holds of the receiver.
async fn until(receiver: &Receiver, what: &str, done: impl Fn(&Receiver) -> bool) {
    for _ in 0..1_000 {
        if done(receiver) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("timed out waiting for {what}; arrived: {:#?}", receiver.arrived());
}

async fn deliveries(app: &TestApp, admin: &str, endpoint: i64) -> Vec<Value> {
    let answer = admin_call(app, admin, DELIVERIES, json!({"id": endpoint})).await;
    answer["webhookDeliveries"]["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn order_events_arrive_signed_once_each_with_their_types_and_ids_in_order() {
    let app = webhook_app(86_400).await;
    let admin = app.admin_token().await;
    let receiver = Receiver::start(200).await;
    let endpoint = register(&app, &admin, &receiver.url, &ALL_EVENTS).await;
    // A second endpoint that only wants payments gets only those.
    let payments_only = Receiver::start(204).await;
    register(&app, &admin, &payments_only.url, &["ORDER_PAID"]).await;
    let (payment, product, shopper) = shop(&app, &admin).await;

    let first = order(&app, &shopper, payment, product).await;
    admin_call(&app, &admin, "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": first})).await;
    let second = order(&app, &shopper, payment, product).await;
    admin_call(
        &app,
        &admin,
        "mutation($id: Int!) { cancelOrder(id: $id, reason: \"Wrong amount\") }",
        json!({"id": second}),
    )
    .await;

    until(&receiver, "four events", |r| r.delivered().len() >= 4).await;
    until(&payments_only, "the payment", |r| !r.delivered().is_empty()).await;
    let arrived = receiver.arrived();
    let seen: Vec<(&str, i64)> =
        arrived.iter().map(|a| (a.kind.as_str(), a.data["order_id"].as_i64().unwrap_or(0))).collect();
    assert_eq!(
        seen,
        [("order.placed", first), ("order.paid", first), ("order.placed", second), ("order.cancelled", second)],
        "in the order they happened, each once"
    );
    let placed = &arrived[0].data;
    assert_eq!((placed["total"].as_i64(), placed["status"].as_str()), (Some(10_000), Some("pending")), "{placed}");
    assert_eq!(placed["lines"][0]["product_id"].as_i64(), Some(product), "{placed}");
    assert_eq!(arrived[3].data["reason"], "Wrong amount");
    let ids: std::collections::HashSet<&str> = arrived.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(ids.len(), 4, "every event has its own id");
    assert!(arrived.iter().all(|a| a.id.len() == 32 && a.id.chars().all(|c| c.is_ascii_hexdigit())));
    receiver.assert_all_signed();
    payments_only.assert_all_signed();
    let paid = payments_only.delivered();
    assert_eq!(paid.len(), 1, "{paid:?}");
    assert_eq!(paid[0], ("order.paid".to_owned(), arrived[1].id.clone()), "the same event, with the same id");

    // The owner's view: the log, the counts, and the secret's last 4 characters only.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let log = deliveries(&app, &admin, endpoint).await;
    assert_eq!(log.len(), 4);
    assert!(
        log.iter().all(|d| d["status"] == "DELIVERED" && d["attempts"] == 1 && d["lastResponseCode"] == 200),
        "{log:?}"
    );
    assert_eq!(log[0]["eventType"], "order.cancelled", "newest first");
    assert!(log[0]["nextAttemptAt"].is_null());
    let listed = admin_call(
        &app,
        &admin,
        "{ adminWebhooks { id url events paused secretHint pendingDeliveries failedDeliveries createdAt description } }",
        json!({}),
    )
    .await;
    let mine = listed["adminWebhooks"].as_array().unwrap().iter().find(|w| w["id"] == endpoint).unwrap().clone();
    assert_eq!(mine["secretHint"], "…cdef");
    assert!(!listed.to_string().contains(SECRET), "the secret is never shown back");
    assert_eq!((mine["pendingDeliveries"].as_i64(), mine["failedDeliveries"].as_i64()), (Some(0), Some(0)));
    assert_eq!(mine["events"].as_array().unwrap().len(), 11);

    // Paused, it is sent nothing new; deleted, it is gone with its log.
    admin_call(
        &app,
        &admin,
        "mutation($id: Int!) { setWebhookPaused(id: $id, paused: true) }",
        json!({"id": endpoint}),
    )
    .await;
    let third = order(&app, &shopper, payment, product).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(receiver.arrived().len(), 4, "paused: order {third} is not sent");
    admin_call(&app, &admin, "mutation($id: Int!) { deleteWebhook(id: $id) }", json!({"id": endpoint})).await;
    let gone = app.graphql(DELIVERIES, json!({"id": endpoint}), Some(&admin), "en").await;
    assert_eq!(gone["errors"][0]["extensions"]["code"], "NOT_FOUND", "{gone}");
    assert_eq!(
        scalar(&app, &format!("SELECT COUNT(*) AS n FROM webhook_delivery WHERE endpoint_id = {endpoint}")).await,
        0
    );
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_failing_receiver_gets_the_event_again_later_later_events_wait_behind_it_and_resend_works() {
    // Retries after 0.2 s and 1.2 s, then 6 s: past a 3 s window, so the third failure is the last.
    let app = webhook_app(3).await;
    let admin = app.admin_token().await;
    let receiver = Receiver::start(500).await;
    let endpoint = register(&app, &admin, &receiver.url, &["ORDER_PLACED", "ORDER_CANCELLED"]).await;
    let (payment, product, shopper) = shop(&app, &admin).await;

    let first = order(&app, &shopper, payment, product).await;
    until(&receiver, "a second try", |r| r.arrived().len() >= 2).await;
    // A later event of the same endpoint waits while the first is being retried.
    let second = order(&app, &shopper, payment, product).await;
    receiver.answer(200);
    until(&receiver, "both delivered", |r| r.delivered().len() >= 2).await;
    let arrived = receiver.arrived();
    let first_id = arrived[0].id.clone();
    assert!(arrived[..2].iter().all(|a| a.id == first_id && a.answered == 500), "the same event again: {arrived:?}");
    let delivered = receiver.delivered();
    assert_eq!(delivered[0], ("order.placed".to_owned(), first_id.clone()), "the first event first");
    let order_of = |a: &Arrived| a.data["order_id"].as_i64();
    let orders: Vec<Option<i64>> = receiver.arrived().iter().map(order_of).collect();
    let first_success = receiver.arrived().iter().position(|a| a.answered == 200).unwrap();
    assert!(orders[..=first_success].iter().all(|o| *o == Some(first)), "nothing of order {second} before: {orders:?}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let log = deliveries(&app, &admin, endpoint).await;
    let older = log.iter().find(|d| d["eventId"] == first_id.as_str()).unwrap();
    assert_eq!(older["status"], "DELIVERED");
    assert!(older["attempts"].as_i64().unwrap() >= 3, "{older}");

    // Failing for good: three tries, then failed; the next event is not held behind it.
    receiver.answer(500);
    let before = receiver.arrived().len();
    admin_call(&app, &admin, "mutation($id: Int!) { cancelOrder(id: $id, reason: \"No\") }", json!({"id": second}))
        .await;
    let failed = async {
        for _ in 0..500 {
            let log = deliveries(&app, &admin, endpoint).await;
            if log[0]["status"] == "FAILED" {
                return log[0].clone();
            }
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
        panic!("never failed: {:?}", deliveries(&app, &admin, endpoint).await);
    }
    .await;
    assert_eq!(failed["eventType"], "order.cancelled");
    assert_eq!((failed["attempts"].as_i64(), failed["lastResponseCode"].as_i64()), (Some(3), Some(500)), "{failed}");
    assert!(failed["lastError"].as_str().unwrap().contains("500"), "{failed}");
    assert!(failed["nextAttemptAt"].is_null());
    assert_eq!(receiver.arrived().len(), before + 3);
    let counts =
        admin_call(&app, &admin, "{ adminWebhooks { id failedDeliveries pendingDeliveries } }", json!({})).await;
    assert_eq!(counts["adminWebhooks"][0]["failedDeliveries"], 1, "{counts}");
    assert_eq!(counts["adminWebhooks"][0]["pendingDeliveries"], 0, "{counts}");

    // Resend puts it back: delivered with the same event id.
    receiver.answer(200);
    let resend = "mutation($id: Int!) { resendWebhookDelivery(id: $id) }";
    admin_call(&app, &admin, resend, json!({"id": failed["id"]})).await;
    until(&receiver, "the resent event", |r| {
        r.delivered().iter().any(|(_, id)| id == failed["eventId"].as_str().unwrap())
    })
    .await;
    // A shopper cannot resend, and an unknown delivery is not found (in the caller's language).
    let phone = format!("0979{:07}", 4_200_000 + app.next_number());
    let other = app.shopper_with_address("Other", &phone).await;
    let refused = app.graphql(resend, json!({"id": failed["id"]}), Some(&other), "en").await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "FORBIDDEN", "{refused}");
    let unknown = app.graphql(resend, json!({"id": 987_654}), Some(&admin), "ch").await;
    assert_eq!(unknown["errors"][0]["message"], "此投递记录不存在。", "{unknown}");
    receiver.assert_all_signed();
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_rolled_back_order_sends_nothing() {
    let app = webhook_app(86_400).await;
    let admin = app.admin_token().await;
    let receiver = Receiver::start(200).await;
    register(&app, &admin, &receiver.url, &ALL_EVENTS).await;
    let (payment, product, shopper) = shop(&app, &admin).await;
    // The database refuses the order's lines: the checkout fails after its event was written.
    if app.database_url().is_some() {
        execute(
            &app,
            "CREATE FUNCTION refuse_lines() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql",
        )
        .await;
        execute(
            &app,
            "CREATE TRIGGER refuse_lines BEFORE INSERT ON order_item FOR EACH ROW EXECUTE FUNCTION refuse_lines()",
        )
        .await;
    } else {
        execute(
            &app,
            "CREATE TRIGGER refuse_lines BEFORE INSERT ON order_item BEGIN SELECT RAISE(ABORT, 'refused'); END",
        )
        .await;
    }
    let (status, body) = buy(&app, &shopper, payment, product).await;
    assert_ne!(status, StatusCode::OK, "{body}");
    let drop = if app.database_url().is_some() {
        "DROP TRIGGER refuse_lines ON order_item"
    } else {
        "DROP TRIGGER refuse_lines"
    };
    execute(&app, drop).await;
    let kept = order(&app, &shopper, payment, product).await;
    until(&receiver, "the committed order", |r| !r.delivered().is_empty()).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let arrived = receiver.arrived();
    assert_eq!(arrived.len(), 1, "only the committed order: {arrived:?}");
    assert_eq!((arrived[0].kind.as_str(), arrived[0].data["order_id"].as_i64()), ("order.placed", Some(kept)));
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM webhook_event").await, 1, "nothing of the rolled back order");
    receiver.assert_all_signed();
}

#[tokio::test]
async fn registration_refuses_http_private_and_loopback_addresses_and_bad_events_nothing_saved() {
    // No test switch here: the rules as in production.
    let app = spawn_app_with(|config| config.webhook_poll_ms = 20).await;
    let admin = app.admin_token().await;
    let create = |input: Value, locale: &'static str| {
        let (app, admin) = (&app, admin.clone());
        async move { app.graphql(CREATE, json!({ "input": input }), Some(&admin), locale).await }
    };
    let events = json!(["ORDER_PAID"]);
    // The machine's own name resolves to a loopback or private address (here through /etc/hosts).
    let own_name = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap().trim().to_owned();
    let own = tokio::net::lookup_host((own_name.as_str(), 443)).await.expect("the machine's own name resolves");
    assert!(own.into_iter().all(|a| !kernel::address::is_public(a.ip())), "{own_name} is not public");
    let not_public = "The webhook URL must be the address of a public server, not a private, local or reserved one.";
    let not_https =
        "The webhook URL must be an https address of at most 1000 characters, without a user name or password.";
    let cases = [
        (json!({"url": "http://hooks.example.com/in", "secret": SECRET, "events": events}), "url", not_https),
        (json!({"url": "ftp://hooks.example.com/in", "secret": SECRET, "events": events}), "url", not_https),
        (json!({"url": "https://10.1.2.3/in", "secret": SECRET, "events": events}), "url", not_public),
        (json!({"url": "https://127.0.0.1:8443/in", "secret": SECRET, "events": events}), "url", not_public),
        (json!({"url": "https://[::1]/in", "secret": SECRET, "events": events}), "url", not_public),
        (json!({"url": "https://localhost/in", "secret": SECRET, "events": events}), "url", not_public),
        (json!({"url": format!("https://{own_name}/in"), "secret": SECRET, "events": events}), "url", not_public),
        (
            json!({"url": "https://hooks.example.com/in", "secret": "short", "events": events}),
            "secret",
            "The signing secret must be 16 to 200 characters, without spaces.",
        ),
        (
            json!({"url": "https://hooks.example.com/in", "secret": SECRET, "events": []}),
            "events",
            "Choose at least one event.",
        ),
    ];
    for (input, field, message) in cases {
        let answer = create(input.clone(), "en").await;
        assert_eq!(answer["errors"][0]["extensions"]["errors"][field][0], message, "{input}: {answer}");
        assert_eq!(answer["errors"][0]["extensions"]["status"], 422, "{input}: {answer}");
    }
    // In the caller's language.
    let answer = create(json!({"url": "https://192.168.1.10/in", "secret": SECRET, "events": events}), "mm").await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["url"][0],
        "Webhook URL သည် ပုဂ္ဂလိက၊ စက်တွင်း သို့မဟုတ် သီးသန့်ထားသော လိပ်စာ မဟုတ်ဘဲ အများသုံး ဆာဗာ၏ လိပ်စာ ဖြစ်ရပါမည်။",
        "{answer}"
    );
    // An event that does not exist is refused by the schema.
    let answer =
        create(json!({"url": "https://hooks.example.com/in", "secret": SECRET, "events": ["ORDER_LOST"]}), "en").await;
    assert!(answer["data"].is_null() && !answer["errors"].is_null(), "{answer}");
    // Only the owner registers or lists.
    let shopper = app.shopper_with_address("Zaw", &format!("0979{:07}", 4_300_000 + app.next_number())).await;
    let input = json!({"url": "https://hooks.example.com/in", "secret": SECRET, "events": events});
    let answer = app.graphql(CREATE, json!({ "input": input }), Some(&shopper), "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "FORBIDDEN", "{answer}");
    let answer = app.graphql("{ adminWebhooks { id } }", json!({}), Some(&shopper), "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "FORBIDDEN", "{answer}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM webhook_endpoint").await, 0, "nothing saved");
}

#[tokio::test]
async fn stock_low_and_a_declared_draw_arrive_signed_with_their_data() {
    let app = spawn_app_with(|config| {
        config.webhook_allow_local = true;
        config.webhook_poll_ms = 20;
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let receiver = Receiver::start(200).await;
    register(&app, &admin, &receiver.url, &["STOCK_LOW", "DRAW_DECLARED"]).await;

    // A variant with 2 left and an alert at 1: buying one takes it to the threshold.
    let payment = app.create_payment_method(&admin).await;
    let slug = format!("whs{}", app.next_number());
    let category = app.create_category(&admin, &slug, json!({"en": "Fans"})).await.unwrap();
    let product = app
        .create_product(
            &admin,
            json!({"categoryId": category, "slug": slug, "type": "PRODUCT", "name": {"en": "Fan"},
                   "description": {"en": "x"}, "actualPrice": 30_000,
                   "options": [{"name": {"en": "Size"}, "values": [{"en": "M"}]}],
                   "variants": [{"sku": format!("{slug}-M"), "optionValues": ["M"], "stock": 2, "lowStockAt": 1}]}),
        )
        .await;
    let detail = app
        .graphql("query($s: String!) { product(slug: $s) { variants { id } } }", json!({"s": slug}), None, "en")
        .await;
    let variant = detail["data"]["product"]["variants"][0]["id"].as_i64().unwrap();
    let shopper = app.shopper_with_address("Buyer", &format!("0979{:07}", 4_200_000 + app.next_number())).await;
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .text("product_id", product.to_string())
        .text("variant_id", variant.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"));
    let (status, body) = app.post_multipart("api/user/buynow", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    until(&receiver, "stock.low", |r| r.delivered().iter().any(|(kind, _)| kind == "stock.low")).await;

    // A batch of one ticket, sold and drawn.
    let (_, batch, _) = crate::support::luckydraw::one_ticket_sold(&app, &admin, "09794300001").await;
    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    until(&receiver, "draw.declared", |r| r.delivered().iter().any(|(kind, _)| kind == "draw.declared")).await;

    receiver.assert_all_signed();
    let arrived = receiver.arrived();
    let low = arrived.iter().find(|a| a.kind == "stock.low").unwrap();
    assert_eq!(low.data["variant_id"], variant, "{:?}", low.data);
    let drawn = arrived.iter().find(|a| a.kind == "draw.declared").unwrap();
    assert!(drawn.data.to_string().contains(&batch.to_string()), "the batch in {:?}", drawn.data);
    // Each once: two events, two ids.
    assert_eq!(receiver.delivered().len(), 2, "{arrived:#?}");
}

/// A parcel's way as an integrator follows it: approved, handed to its courier (the waybill
/// scanned), received; each event once, in that order, naming the shipping order.
#[tokio::test]
async fn a_shipping_order_approved_handed_over_and_received_arrives_as_its_three_events() {
    let app = webhook_app(86_400).await;
    let shop = crate::orders::shop(&app).await;
    let receiver = Receiver::start(200).await;
    let events = ["SHIPPING_APPROVED", "SHIPPING_HANDED_TO_COURIER", "SHIPPING_RECEIVED"];
    register(&app, &shop.admin, &receiver.url, &events).await;
    let (token, ids) = crate::orders::lamps_to_ship(&app, &shop, "09794400001", 1).await;
    let (status, created) =
        app.post_multipart("api/user/shipping-orders", crate::orders::ship(&ids, shop.payment), &token).await;
    assert_eq!(status, StatusCode::OK, "{created}");
    let shipping = created["data"]["id"].as_i64().unwrap();
    admin_call(&app, &shop.admin, "mutation($id: Int!) { approveShippingOrder(id: $id) }", json!({"id": shipping}))
        .await;
    let hand_over = "mutation($c: String!) { handOverParcel(code: $c) { code } }";
    admin_call(&app, &shop.admin, hand_over, json!({"c": format!("SH{shipping:06}")})).await;
    let (status, body) = app
        .send_json(
            reqwest::Method::PUT,
            "api/user/shipping-orders/received",
            json!({"shipping_order_id": shipping}),
            &token,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    until(&receiver, "the three shipping events", |r| r.delivered().len() == 3).await;
    receiver.assert_all_signed();
    let kinds: Vec<String> = receiver.delivered().into_iter().map(|(kind, _)| kind).collect();
    assert_eq!(kinds, ["shipping.approved", "shipping.handed_to_courier", "shipping.received"]);
    for arrived in receiver.arrived() {
        assert!(arrived.data.to_string().contains(&shipping.to_string()), "the shipping order in {:?}", arrived.data);
    }
    let handed = &receiver.arrived()[1].data;
    assert_eq!(handed["shipping_order_id"], shipping, "{handed}");
    assert_eq!(handed["cod_amount"], Value::Null, "paid by transfer: nothing to collect: {handed}");
}

/// Returns as an integrator follows them: each ask arrives as `return.requested` with its lines
/// and reason, and each decision as `return.decided`: approved with the refund it opened and
/// whether the goods went back on the shelf, rejected with the admin's reason.
#[tokio::test]
async fn returns_asked_approved_and_rejected_arrive_as_requested_and_decided() {
    use crate::way_back::{ask_return, received_order, stocked};
    let app = webhook_app(86_400).await;
    let admin = app.admin_token().await;
    let receiver = Receiver::start(200).await;
    register(&app, &admin, &receiver.url, &["RETURN_REQUESTED", "RETURN_DECIDED"]).await;
    let payment = app.create_payment_method(&admin).await;
    let products = (stocked(&app, &admin, 25_000, 5, 3).await, stocked(&app, &admin, 40_000, 5, 5).await);
    let aye = app.shopper_with_address("Aye", "09794500001").await;
    let (order, lamp_line, speaker_line) = received_order(&app, &admin, payment, &aye, products).await;

    let lamp_return = ask_return(&app, &aye, &[lamp_line], "DAMAGED", 1).await["data"]["requestReturn"]
        .as_i64()
        .expect("the lamp's return");
    let speaker_return = ask_return(&app, &aye, &[speaker_line], "DOES_NOT_FIT", 0).await["data"]["requestReturn"]
        .as_i64()
        .expect("the speaker's return");
    admin_call(
        &app,
        &admin,
        "mutation($id: Int!) { approveReturn(id: $id, restock: true) }",
        json!({"id": lamp_return}),
    )
    .await;
    let reject = "mutation($id: Int!) { rejectReturn(id: $id, reason: \"Worn outside\") }";
    admin_call(&app, &admin, reject, json!({"id": speaker_return})).await;

    until(&receiver, "two asks and two decisions", |r| r.delivered().len() == 4).await;
    receiver.assert_all_signed();
    let arrived = receiver.arrived();
    let kinds: Vec<&str> = arrived.iter().map(|a| a.kind.as_str()).collect();
    assert_eq!(kinds, ["return.requested", "return.requested", "return.decided", "return.decided"]);
    let ids: std::collections::HashSet<&str> = arrived.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(ids.len(), 4, "each event its own id");
    let (asked, approved, rejected) = (&arrived[0].data, &arrived[2].data, &arrived[3].data);
    assert_eq!(
        (&asked["return_id"], &asked["order_id"], &asked["order_item_ids"], &asked["reason"]),
        (&json!(lamp_return), &json!(order), &json!([lamp_line]), &json!("damaged")),
        "{asked}"
    );
    assert_eq!(arrived[1].data["return_id"], speaker_return);
    assert_eq!(
        (&approved["return_id"], &approved["status"], &approved["amount"], &approved["restocked"]),
        (&json!(lamp_return), &json!("approved"), &json!(25_000), &json!(true)),
        "{approved}"
    );
    assert!(approved["refund_id"].as_i64().is_some(), "the refund it opened: {approved}");
    assert_eq!(
        (&rejected["return_id"], &rejected["status"], &rejected["reason"]),
        (&json!(speaker_return), &json!("rejected"), &json!("Worn outside")),
        "{rejected}"
    );
    data_is_intact(&app).await;
}

/// Buys `product` through a `mall serve` process (GraphQL `buyNow`); answers the order id.
async fn order_through(process: &MallProcess, token: &str, payment: i64, product: i64, shot: u32) -> i64 {
    let buy = format!(
        "mutation($file: Upload) {{ buyNow(paymentId: {payment}, paymentScreenshot: $file, productId: {product}, qty: 1) {{ orderId }} }}"
    );
    let answer = process.graphql_upload(&buy, png(40, shot), token).await;
    answer["data"]["buyNow"]["orderId"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

/// A gateway killed (SIGKILL) while its try waits on the receiver: another gateway tries the
/// delivery once the dead one's lease (`MALL_WEBHOOK_LEASE_SECONDS`, 24 s here, so a try is
/// bounded by 8 s) has run out, never while it holds, and the endpoint's later event follows in
/// order. The receiver sees the first event's id twice (at least once: an integrator drops the
/// copy by its id), each signed; the killed try is not counted. On PostgreSQL the second gateway
/// runs beside the first before the kill; a SQLite shop is one process, so there the second is the
/// same file served again after the kill. The test's own in-process server sends no webhooks
/// (`MALL_WEBHOOK_POLL_MS` 0): only the processes do.
#[tokio::test]
async fn a_gateway_killed_mid_delivery_leaves_the_delivery_to_another_which_sends_it_once_the_lease_ends() {
    const LEASE: Duration = Duration::from_secs(24);
    let app = spawn_app_with(|config| {
        config.webhook_allow_local = true;
        config.webhook_poll_ms = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let receiver = Receiver::start(200).await;
    let endpoint = register(&app, &admin, &receiver.url, &["ORDER_PLACED"]).await;
    let (payment, product, shopper) = shop(&app, &admin).await;
    let lease = LEASE.as_secs().to_string();
    let env = [
        ("MALL_WEBHOOK_ALLOW_LOCAL", "true"),
        ("MALL_WEBHOOK_POLL_MS", "50"),
        ("MALL_WEBHOOK_LEASE_SECONDS", lease.as_str()),
    ];
    receiver.hold(1);
    let mut first = MallProcess::start(&app, &env).await;
    let placed = order_through(&first, &shopper, payment, product, 80).await;
    until(&receiver, "the first gateway's try", |r| r.arrived().len() == 1).await;
    let tried_at = std::time::Instant::now();
    let postgres = app.database_url().is_some();
    let side_by_side = if postgres { Some(MallProcess::start(&app, &env).await) } else { None };
    if postgres {
        // The first holds the lease: the second, running, leaves the delivery alone.
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(receiver.arrived().len(), 1, "tried by two gateways at once: {:#?}", receiver.arrived());
    }
    first.kill();
    let in_flight = tried_at.elapsed();
    assert!(in_flight < LEASE / 3, "the try had ended ({in_flight:?}) before the kill: not a kill mid-delivery");
    let second = match side_by_side {
        Some(second) => second,
        None => MallProcess::start(&app, &env).await,
    };
    let later = order_through(&second, &shopper, payment, product, 81).await;
    let mut waited = Duration::ZERO;
    while receiver.delivered().len() < 2 {
        assert!(waited < LEASE * 2, "not taken over: {:#?}", receiver.arrived());
        tokio::time::sleep(Duration::from_millis(50)).await;
        waited += Duration::from_millis(50);
    }
    let took = tried_at.elapsed();
    receiver.assert_all_signed();
    let arrived = receiver.arrived();
    assert_eq!(arrived.len(), 3, "the held try, its retry, the later event: {arrived:#?}");
    assert_eq!(arrived[0].id, arrived[1].id, "the same event again, by its id");
    assert_eq!(arrived[1].data["order_id"], placed, "{:?}", arrived[1].data);
    assert_eq!(arrived[2].data["order_id"], later, "the later event after it: {:?}", arrived[2].data);
    assert!(took >= LEASE - Duration::from_secs(1), "sent again {took:?} after the first try, inside its lease");
    // The receiver records a try before its answer reaches the gateway: wait for the log.
    let mut rows = deliveries(&app, &admin, endpoint).await;
    for _ in 0..100 {
        if rows.len() == 2 && rows.iter().all(|d| d["status"] == "DELIVERED") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        rows = deliveries(&app, &admin, endpoint).await;
    }
    assert!(
        rows.len() == 2 && rows.iter().all(|d| d["status"] == "DELIVERED" && d["attempts"] == 1),
        "both delivered, the killed try not counted as a try: {rows:#?}"
    );
    println!("killed {in_flight:?} into its try; sent again by the other gateway {took:?} after it (lease {LEASE:?})");
    data_is_intact(&app).await;
}
