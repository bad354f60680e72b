//! Web Push through the real server, with no outside service: a loopback HTTP server plays the
//! push service, a P-256 key pair made here plays the browser. The push service checks the VAPID
//! header the way real ones do (the JWT verified against the key from `api/settings`, on its own
//! code path: p256's verifier, not the server's signer) and decrypts the push with the browser's
//! private key.

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
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use kernel::Locale;
use notify::entity::{notification, push_delivery, push_subscription};
use p256::{
    ecdsa::{signature::Verifier as _, Signature, VerifyingKey},
    elliptic_curve::sec1::ToEncodedPoint as _,
};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};

use crate::support::{spawn_app, spawn_app_with, spawn_second_gateway, TestApp};

const PATH: &str = "api/user/push-subscriptions";

/// What the loopback push service was sent.
struct Received {
    headers: HeaderMap,
    body: Bytes,
}

/// A push service on 127.0.0.1 that answers every push with `answer`.
#[derive(Clone)]
struct PushService {
    origin: String,
    answer: Arc<AtomicU16>,
    received: Arc<Mutex<Vec<Received>>>,
}

impl PushService {
    async fn start(answer: u16) -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let service = PushService {
            origin: format!("http://{}", listener.local_addr().unwrap()),
            answer: Arc::new(AtomicU16::new(answer)),
            received: Arc::default(),
        };
        let router = Router::new().route("/push/{id}", post(receive)).with_state(service.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        service
    }

    fn endpoint(&self, id: &str) -> String {
        format!("{}/push/{id}", self.origin)
    }

    fn count(&self) -> usize {
        self.received.lock().unwrap().len()
    }
}

async fn receive(State(service): State<PushService>, headers: HeaderMap, body: Bytes) -> AxumStatus {
    service.received.lock().unwrap().push(Received { headers, body });
    AxumStatus::from_u16(service.answer.load(Ordering::SeqCst)).unwrap()
}

/// The browser's side of a subscription: its ECDH key pair and auth secret.
struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl Browser {
    fn new() -> Browser {
        Browser { secret: p256::SecretKey::random(&mut rand::rngs::OsRng), auth: rand::random() }
    }

    fn p256dh(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.secret.public_key().to_encoded_point(false).as_bytes())
    }

    /// `PushSubscription.toJSON()` as a browser sends it.
    fn subscription(&self, endpoint: &str) -> Value {
        json!({"endpoint": endpoint, "expirationTime": null,
            "keys": {"p256dh": self.p256dh(), "auth": URL_SAFE_NO_PAD.encode(self.auth)}})
    }

    fn decrypt(&self, body: &[u8]) -> Value {
        let auth = web_push_native::Auth::clone_from_slice(&self.auth);
        let plain = web_push_native::decrypt(body.to_vec(), &self.secret, &auth).expect("the push decrypts");
        serde_json::from_slice(&plain).expect("the push is JSON")
    }
}

async fn push_app() -> TestApp {
    spawn_app_with(|config| {
        config.push_allow_local = true;
        config.push_poll_ms = 20;
    })
    .await
}

async fn shopper(app: &TestApp, name: &str) -> (String, i64) {
    let phone = format!("0979{:07}", 3_000_000 + app.next_number());
    let token = app.register(name, &phone).await;
    let id = app.profile(&token).await["id"].as_i64().unwrap();
    (token, id)
}

async fn send(app: &TestApp, method: reqwest::Method, body: Value, token: &str, locale: &str) -> (StatusCode, Value) {
    let request =
        app.client.request(method, app.url(PATH)).json(&body).bearer_auth(token).header("X-localization", locale);
    crate::support::read(request.send().await.expect("request sent")).await
}

async fn subscribe(app: &TestApp, token: &str, body: Value) -> (StatusCode, Value) {
    send(app, reqwest::Method::POST, body, token, "en").await
}

/// Stores a notification for `user_id` the way domains do (in a write transaction); answers it.
async fn notify_user(app: &TestApp, user_id: i64) -> notification::Model {
    app.ctx
        .db
        .write(|tx| {
            Box::pin(
                async move { notify::service::record(tx, user_id, "order_approved", json!({"order_id": 7})).await },
            )
        })
        .await
        .unwrap();
    notification::Entity::find()
        .filter(notification::Column::UserId.eq(user_id))
        .one(app.ctx.db.conn())
        .await
        .unwrap()
        .expect("the notification is stored")
}

/// Polls `probe` until it holds, for at most ten seconds.
async fn wait_until(what: &str, mut probe: impl AsyncFnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !probe().await {
        assert!(tokio::time::Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn subscriptions_of(app: &TestApp, user_id: i64) -> Vec<push_subscription::Model> {
    push_subscription::Entity::find()
        .filter(push_subscription::Column::UserId.eq(user_id))
        .all(app.ctx.db.conn())
        .await
        .unwrap()
}

async fn deliveries(app: &TestApp) -> Vec<push_delivery::Model> {
    push_delivery::Entity::find().all(app.ctx.db.conn()).await.unwrap()
}

async fn vapid_public_key(app: &TestApp) -> String {
    let (status, settings) = app.get("api/settings", None).await;
    assert_eq!(status, StatusCode::OK, "{settings}");
    settings["data"]["vapid_public_key"].as_str().expect("a VAPID key").to_owned()
}

/// Checks `Authorization: vapid t=<jwt>, k=<key>` as a push service does: answers the JWT's claims.
fn verified_vapid_claims(authorization: &str, expected_key: &str) -> Value {
    let rest = authorization.strip_prefix("vapid ").expect("vapid scheme");
    let mut token = None;
    let mut key = None;
    for part in rest.split(',') {
        let (name, value) = part.trim().split_once('=').expect("name=value");
        match name {
            "t" => token = Some(value.to_owned()),
            "k" => key = Some(value.to_owned()),
            _ => panic!("unexpected parameter {name}"),
        }
    }
    let (token, key) = (token.expect("t="), key.expect("k="));
    assert_eq!(key, expected_key, "k is the key browsers subscribed with");
    let key = VerifyingKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(&key).unwrap()).expect("k is a P-256 point");
    let parts: Vec<&str> = token.split('.').collect();
    assert_eq!(parts.len(), 3, "{token}");
    let header: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
    assert_eq!(header["alg"], "ES256", "{header}");
    let signature = Signature::from_slice(&URL_SAFE_NO_PAD.decode(parts[2]).unwrap()).expect("r || s, 64 bytes");
    key.verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature).expect("the JWT is signed by k");
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap()
}

#[tokio::test]
async fn a_notification_is_pushed_encrypted_and_signed_to_the_browser() {
    let app = push_app().await;
    let service = PushService::start(201).await;
    let (token, user_id) = shopper(&app, "Aye").await;
    let browser = Browser::new();
    let endpoint = service.endpoint("aye");
    // Subscribed in Burmese: the push is written in Burmese.
    let (status, body) = send(&app, reqwest::Method::POST, browser.subscription(&endpoint), &token, "mm").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"], true);
    assert_eq!(body["message"], kernel::Msg::new("push.subscribed").render(Locale::Mm));

    let notification = notify_user(&app, user_id).await;
    wait_until("the push", async || service.count() == 1).await;
    wait_until("the delivery to be done", async || deliveries(&app).await.is_empty()).await;

    let pushed = service.received.lock().unwrap().remove(0);
    let header = |name: &str| pushed.headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    assert_eq!(header("content-encoding").as_deref(), Some("aes128gcm"));
    assert_eq!(header("ttl").as_deref(), Some("86400"));
    let claims = verified_vapid_claims(&header("authorization").expect("VAPID"), &vapid_public_key(&app).await);
    assert_eq!(claims["aud"], service.origin, "the audience is the endpoint's origin");
    let now = chrono::Utc::now().timestamp();
    let exp = claims["exp"].as_i64().expect("exp");
    assert!(exp > now && exp <= now + 24 * 60 * 60, "exp {exp} within 24 h of {now}");
    let sub = claims["sub"].as_str().expect("sub");
    assert!(sub.starts_with("mailto:") || sub.starts_with("https:"), "{sub}");

    let payload = browser.decrypt(&pushed.body);
    let shown = notify::texts::render(&app.ctx, &notification, Locale::Mm).await.unwrap();
    assert_eq!(payload["title"], shown.title, "{payload}");
    assert_eq!(payload["title"], "အော်ဒါ အတည်ပြုပြီးပါပြီ", "the Burmese catalogue's text");
    assert_eq!(payload["link"], "/my-orders-to-ship");
    assert_eq!(payload["body"], shown.body, "{payload}");
    assert_eq!(payload["link"], json!(shown.link), "{payload}");
    assert_eq!(payload["image"], json!(shown.image), "{payload}");
    assert_eq!(payload["data"], json!({"id": notification.id, "kind": "order_approved"}));
    // Sent once: the delivery is gone, and nothing else arrives.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(service.count(), 0);
}

#[tokio::test]
async fn an_expired_subscription_is_forgotten_with_its_deliveries() {
    let app = push_app().await;
    let service = PushService::start(410).await;
    let (token, user_id) = shopper(&app, "Bo").await;
    let (status, body) = subscribe(&app, &token, Browser::new().subscription(&service.endpoint("bo"))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(subscriptions_of(&app, user_id).await.len(), 1);

    notify_user(&app, user_id).await;
    wait_until("the push", async || service.count() == 1).await;
    wait_until("the subscription to go", async || subscriptions_of(&app, user_id).await.is_empty()).await;
    assert!(deliveries(&app).await.is_empty());
    // The notification itself stays: only the browser is gone.
    let stored = notification::Entity::find().filter(notification::Column::UserId.eq(user_id));
    assert_eq!(stored.count(app.ctx.db.conn()).await.unwrap(), 1);
}

#[tokio::test]
async fn a_failing_push_service_is_tried_again_later() {
    let app = push_app().await;
    let service = PushService::start(500).await;
    let (token, user_id) = shopper(&app, "Chit").await;
    let (status, body) = subscribe(&app, &token, Browser::new().subscription(&service.endpoint("chit"))).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    notify_user(&app, user_id).await;
    wait_until("the push", async || service.count() == 1).await;
    wait_until("the failure to be recorded", async || deliveries(&app).await.first().is_some_and(|d| d.attempts == 1))
        .await;
    let delivery = deliveries(&app).await.remove(0);
    let retry_in = delivery.next_attempt_at - chrono::Utc::now();
    assert!(retry_in > chrono::Duration::seconds(5), "tried again after a backoff, not at once: {retry_in}");
    assert!(delivery.last_error.as_deref().unwrap_or_default().contains("500"), "{:?}", delivery.last_error);
    assert_eq!(delivery.leased_until, None, "the lease is given back");
    // Not sent again before its time, though the sender polls every 20 ms.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(service.count(), 1);
    assert_eq!(subscriptions_of(&app, user_id).await.len(), 1, "a failure does not forget the browser");
}

#[tokio::test]
async fn invalid_subscriptions_are_refused_and_nothing_is_called() {
    // The default configuration: https and public hosts only.
    let app = spawn_app().await;
    let service = PushService::start(201).await;
    let (token, user_id) = shopper(&app, "Daw").await;
    let browser = Browser::new();
    let good = browser.subscription("https://push.example.com/send/abc");
    let with = |pointer: &str, value: Value| {
        let mut body = good.clone();
        *body.pointer_mut(pointer).unwrap() = value;
        body
    };
    let not_on_curve = URL_SAFE_NO_PAD.encode([[4u8].as_slice(), &[1u8; 64]].concat());
    let cases = [
        (with("/keys/p256dh", json!("not base64!")), "keys.p256dh"),
        (with("/keys/p256dh", json!(URL_SAFE_NO_PAD.encode([4u8; 64]))), "keys.p256dh"),
        (with("/keys/p256dh", json!(not_on_curve)), "keys.p256dh"),
        (with("/keys/auth", json!("%%%")), "keys.auth"),
        (with("/keys/auth", json!(URL_SAFE_NO_PAD.encode([7u8; 15]))), "keys.auth"),
        (with("/endpoint", json!("http://push.example.com/send/abc")), "endpoint"),
        (with("/endpoint", json!("push.example.com/send/abc")), "endpoint"),
        (with("/endpoint", json!(format!("https://push.example.com/{}", "a".repeat(1_000)))), "endpoint"),
        (with("/endpoint", json!(service.endpoint("daw"))), "endpoint"),
        (with("/endpoint", json!(service.endpoint("daw").replace("http:", "https:"))), "endpoint"),
        (with("/endpoint", json!("https://localhost/push/daw")), "endpoint"),
        (with("/endpoint", json!("https://10.0.0.7/push/daw")), "endpoint"),
        (with("/endpoint", json!("https://[::ffff:127.0.0.1]/push/daw")), "endpoint"),
        (with("/endpoint", json!("https://169.254.169.254/latest/meta-data")), "endpoint"),
        (json!({"keys": good["keys"].clone()}), "endpoint"),
    ];
    for (body, field) in cases {
        let (status, answer) = subscribe(&app, &token, body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body} -> {answer}");
        let messages = answer["errors"][field].as_array().unwrap_or_else(|| panic!("{field} refused: {answer}"));
        assert_eq!(answer["message"], messages[0], "{answer}");
        assert!(!answer["message"].as_str().unwrap().is_empty());
    }
    // In the shopper's language.
    let loopback = with("/endpoint", json!(service.endpoint("daw").replace("http:", "https:")));
    let (_, answer) = send(&app, reqwest::Method::POST, loopback, &token, "ch").await;
    assert_eq!(answer["message"], "推送 endpoint 必须是公共推送服务的地址。");
    let (_, answer) = subscribe(&app, &token, with("/keys/auth", json!(URL_SAFE_NO_PAD.encode([7u8; 15])))).await;
    assert_eq!(answer["message"], "The subscription's auth secret must be 16 bytes in base64url.");

    assert!(subscriptions_of(&app, user_id).await.is_empty(), "nothing stored");
    notify_user(&app, user_id).await;
    assert!(deliveries(&app).await.is_empty(), "nothing owed");
    assert_eq!(service.count(), 0, "the loopback endpoint was never called");

    let (status, _) = app.post_json(PATH, good, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_browser_belongs_to_the_last_account_that_subscribed_it_and_only_its_owner_deletes_it() {
    let app = push_app().await;
    let service = PushService::start(201).await;
    let (first, first_id) = shopper(&app, "Ei").await;
    let (second, second_id) = shopper(&app, "Hla").await;
    let browser = Browser::new();
    let endpoint = service.endpoint("shared");

    // Padded base64url is accepted and stored unpadded.
    let mut padded = browser.subscription(&endpoint);
    padded["keys"]["auth"] = json!(format!("{}==", padded["keys"]["auth"].as_str().unwrap()));
    let (status, body) = subscribe(&app, &first, padded).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = subscriptions_of(&app, first_id).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(
        (stored[0].auth.as_str(), stored[0].locale.as_str()),
        (URL_SAFE_NO_PAD.encode(browser.auth).as_str(), "en")
    );

    // Another shopper cannot delete my browser.
    let (status, body) = send(&app, reqwest::Method::DELETE, json!({"endpoint": endpoint}), &second, "en").await;
    assert_eq!((status, &body["data"]), (StatusCode::OK, &json!(false)), "{body}");
    assert_eq!(subscriptions_of(&app, first_id).await.len(), 1);

    // The same browser signed in to another account (GraphQL this time) moves over.
    let saved = app
        .graphql(
            "mutation($input: PushSubscriptionInput!) { savePushSubscription(input: $input) }",
            json!({"input": {"endpoint": endpoint, "p256dh": browser.p256dh(), "auth": URL_SAFE_NO_PAD.encode(browser.auth)}}),
            Some(&second),
            "ch",
        )
        .await;
    assert_eq!(saved["data"]["savePushSubscription"], true, "{saved}");
    assert!(subscriptions_of(&app, first_id).await.is_empty());
    let moved = subscriptions_of(&app, second_id).await;
    assert_eq!((moved.len(), moved[0].locale.as_str()), (1, "ch"));
    assert_eq!(moved[0].id, stored[0].id, "one row per endpoint");

    // Its owner deletes it; again answers false.
    let (status, body) = send(&app, reqwest::Method::DELETE, json!({"endpoint": endpoint}), &second, "en").await;
    assert_eq!((status, &body["data"]), (StatusCode::OK, &json!(true)), "{body}");
    assert_eq!(body["message"], "Notifications are turned off for this browser.");
    assert!(subscriptions_of(&app, second_id).await.is_empty());
    let again = app
        .graphql(
            "mutation($e: String!) { deletePushSubscription(endpoint: $e) }",
            json!({"e": endpoint}),
            Some(&second),
            "en",
        )
        .await;
    assert_eq!(again["data"]["deletePushSubscription"], false, "{again}");
}

#[tokio::test]
async fn the_vapid_public_key_is_in_the_settings_and_survives_a_restart() {
    let app = spawn_app().await;
    let key = vapid_public_key(&app).await;
    let point = URL_SAFE_NO_PAD.decode(&key).expect("base64url");
    assert_eq!(point.len(), 65);
    assert!(p256::PublicKey::from_sec1_bytes(&point).is_ok(), "an uncompressed P-256 point");
    let graphql = app.graphql("{ settings { vapidPublicKey } }", json!({}), None, "en").await;
    assert_eq!(graphql["data"]["settings"]["vapidPublicKey"], key.as_str(), "{graphql}");

    let file = app.data_dir.join("vapid-private-key");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
    }
    let restarted = spawn_second_gateway(&app, |_| {}).await;
    assert_eq!(vapid_public_key(&restarted).await, key, "the same key after a restart");
}

#[tokio::test]
async fn a_configured_vapid_key_is_used_and_a_bad_one_stops_the_start() {
    let secret = p256::SecretKey::random(&mut rand::rngs::OsRng);
    let configured = URL_SAFE_NO_PAD.encode(secret.to_bytes());
    let app = spawn_app_with(|config| config.vapid_private_key = Some(configured)).await;
    let expected = URL_SAFE_NO_PAD.encode(secret.public_key().to_encoded_point(false).as_bytes());
    assert_eq!(vapid_public_key(&app).await, expected);
    assert!(!app.data_dir.join("vapid-private-key").exists(), "nothing generated");

    for bad in ["not-a-key", &URL_SAFE_NO_PAD.encode([1u8; 31]), &URL_SAFE_NO_PAD.encode([0u8; 32])] {
        let dir = tempfile::tempdir().unwrap();
        let mut config = kernel::config::Config::defaults();
        config.addr = "127.0.0.1:0".parse().unwrap();
        config.data_dir = dir.path().join("data");
        config.demo = false;
        config.vapid_private_key = Some(bad.to_owned());
        let err = gateway::Application::build(config).await.err().expect("the start fails");
        assert!(format!("{err:#}").contains("MALL_VAPID_PRIVATE_KEY"), "{err:#}");
    }
}

#[tokio::test]
async fn a_subscription_sent_as_the_sign_in_device_token_is_kept_and_anything_else_is_ignored() {
    let app = push_app().await;
    let service = PushService::start(201).await;
    let phone = format!("0979{:07}", 3_000_000 + app.next_number());
    let token = app.register("Kyaw", &phone).await;
    let user_id = app.profile(&token).await["id"].as_i64().unwrap();
    let login = async |device_token: Value| {
        let body = json!({"phone": phone, "password": crate::support::PASSWORD, "device_token": device_token});
        let (status, body) = app.post_json("api/user/login", body, None).await;
        assert_eq!(status, StatusCode::OK, "the sign-in never fails because of its device token: {body}");
    };

    let browser = Browser::new();
    let mut unusable = browser.subscription(&service.endpoint("kyaw"));
    unusable["keys"]["auth"] = json!("short");
    for ignored in [json!("fcm-registration-token"), json!(""), json!(unusable.to_string()), json!(null)] {
        login(ignored).await;
    }
    login(json!(browser.subscription(&service.endpoint("kyaw")).to_string())).await;
    wait_until("the subscription to be kept", async || !subscriptions_of(&app, user_id).await.is_empty()).await;
    let kept = subscriptions_of(&app, user_id).await;
    assert_eq!(kept.len(), 1, "only the usable one");
    assert_eq!(kept[0].endpoint, service.endpoint("kyaw"));
    assert_eq!(kept[0].p256dh, browser.p256dh());
}
