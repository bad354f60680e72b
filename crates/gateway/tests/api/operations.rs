//! Operations: the probes (`/healthz`, `/readyz`), Prometheus metrics (`/metrics`) and graceful
//! shutdown, through the real server and, for shutdown, the real `mall serve` process.
//!
//! How the guards were checked (each broken on purpose, its test failing, then restored):
//! - the store check always "ok": `readyz_names_an_unreachable_store` fails;
//! - the migration check always "ok": `readyz_names_a_pending_migration` fails;
//! - `/metrics` taking any bearer token: `metrics_count_requests_by_route_and_need_the_token` fails;
//! - no `draws_declared_total` count, a gone push counted as failed: the draw and push metric tests fail;
//! - the readiness flag not set on stop: `sigterm_drains_answers_the_request_in_flight_and_exits_zero`
//!   fails, and so does it when serving without `with_graceful_shutdown` (the listener stays open);
//! - no deadline on the wait for requests in flight: `the_grace_bounds_a_stop_held_up_by_a_request` fails.

use std::{
    io::{Read as _, Write as _},
    net::TcpStream,
    path::{Path, PathBuf},
    process::{Child, Command, ExitStatus},
    time::{Duration, Instant},
};

use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{json, Value};

use crate::support::{
    luckydraw::{buyer, scalar, ticket_product},
    png, spawn_app, spawn_app_with, TestApp, JWT_SECRET, PASSWORD,
};

/// A real `mall serve` process on a port of its own, on SQLite or PostgreSQL, its logs in a file,
/// stopped by SIGTERM (`support::process::MallProcess` is for several gateways on PostgreSQL).
pub struct ServeProcess {
    pub base: String,
    child: Child,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

impl ServeProcess {
    /// Starts `mall serve` over `data_dir` (and `database_url`, PostgreSQL, when given) with the
    /// extra settings `env`, and waits until `/readyz` answers 200.
    pub async fn start(data_dir: &Path, database_url: Option<&str>, env: &[(&str, &str)]) -> ServeProcess {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("mall.log");
        let out = std::fs::File::create(&log).unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_mall"));
        command
            .arg("serve")
            .env("MALL_ADDR", format!("127.0.0.1:{port}"))
            .env("MALL_DATA_DIR", data_dir)
            .env("MALL_WEB_DIR", dir.path().join("web"))
            .env("MALL_JWT_SECRET", JWT_SECRET)
            .env("MALL_DEMO", "false")
            .env("RUST_LOG", "info,sqlx=warn,sea_orm_migration=warn")
            .env("MALL_LOG_FORMAT", "json")
            .env_remove("DATABASE_URL")
            .env_remove("MALL_STORAGE_URL")
            .stdout(out.try_clone().unwrap())
            .stderr(out);
        if let Some(url) = database_url {
            command.env("DATABASE_URL", url);
        }
        for (name, value) in env {
            command.env(name, value);
        }
        let child = command.spawn().expect("mall serve starts");
        let mut process = ServeProcess { base: format!("http://127.0.0.1:{port}"), child, log, _dir: dir };
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let ready = client.get(process.url("readyz")).send().await.is_ok_and(|r| r.status().is_success());
            if ready {
                break;
            }
            if let Ok(Some(status)) = process.child.try_wait() {
                panic!("mall serve exited with {status} before it was ready:\n{}", process.log());
            }
            assert!(Instant::now() < deadline, "mall serve at {} was not ready:\n{}", process.base, process.log());
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        process
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}/{}", self.base, path.trim_start_matches('/'))
    }

    pub fn port(&self) -> u16 {
        self.base.rsplit(':').next().unwrap().parse().unwrap()
    }

    /// What the process logged so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Sends SIGTERM, as an orchestrator stopping the container does.
    pub fn terminate(&self) {
        let sent = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status().unwrap();
        assert!(sent.success(), "kill -TERM");
    }

    /// Waits for the process to exit, at most `within`.
    pub async fn exit_status(&mut self, within: Duration) -> ExitStatus {
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(Instant::now() < deadline, "mall serve did not exit within {within:?}:\n{}", self.log());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for ServeProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn get_json(app: &TestApp, path: &str) -> (StatusCode, Value) {
    let response = app.client.get(app.url(path)).send().await.unwrap();
    assert_eq!(response.headers()["cache-control"], "no-store", "probes are never cached");
    crate::support::read(response).await
}

#[tokio::test]
async fn readyz_checks_the_database_and_healthz_never_touches_it() {
    let app = spawn_app().await;
    assert_eq!(get_json(&app, "readyz").await, (StatusCode::OK, json!({"status": "ready"})));
    assert_eq!(get_json(&app, "healthz").await, (StatusCode::OK, json!({"status": "ok"})));

    // The database goes away (every connection of the pool closed): not ready, but alive.
    app.ctx.db.conn().clone().close().await.unwrap();
    let (status, body) = get_json(&app, "readyz").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        body,
        json!({"status": "not ready", "database": "unreachable", "store": "ok", "migrations": "unknown", "settings": "unknown"})
    );
    assert_eq!(get_json(&app, "healthz").await, (StatusCode::OK, json!({"status": "ok"})));
}

#[tokio::test]
async fn readyz_names_a_pending_migration() {
    let app = spawn_app().await;
    let newest = migration_names().pop().unwrap();
    let forget = format!("DELETE FROM seaql_migrations WHERE version = '{newest}'");
    app.ctx.db.conn().execute_unprepared(&forget).await.unwrap();
    let (status, body) = get_json(&app, "readyz").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        body,
        json!({"status": "not ready", "database": "ok", "store": "ok", "migrations": "1 pending", "settings": "ok"})
    );

    // A migration the binary does not know (a newer version migrated first, mid-rollout) is fine.
    let put_back = format!(
        "INSERT INTO seaql_migrations (version, applied_at) VALUES ('{newest}', 0), ('m29991231_000000_from_the_future', 0)"
    );
    app.ctx.db.conn().execute_unprepared(&put_back).await.unwrap();
    assert_eq!(get_json(&app, "readyz").await, (StatusCode::OK, json!({"status": "ready"})));
}

fn migration_names() -> Vec<String> {
    use migration::MigratorTrait;
    migration::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect()
}

#[tokio::test]
async fn readyz_names_an_unreachable_store() {
    // The uploads folder of the data folder (not the test bucket): a folder this test can break.
    let app = spawn_app_with(|config| config.storage_url = None).await;
    assert_eq!(get_json(&app, "readyz").await.0, StatusCode::OK);

    // The volume behind the uploads is gone, and something else sits at its path.
    let uploads = app.data_dir.join("uploads");
    std::fs::rename(&uploads, app.data_dir.join("uploads-away")).unwrap();
    std::fs::write(&uploads, b"not a folder").unwrap();
    let (status, body) = get_json(&app, "readyz").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        body,
        json!({"status": "not ready", "database": "ok", "store": "unreachable", "migrations": "ok", "settings": "ok"})
    );

    std::fs::remove_file(&uploads).unwrap();
    std::fs::rename(app.data_dir.join("uploads-away"), &uploads).unwrap();
    assert_eq!(get_json(&app, "readyz").await.0, StatusCode::OK);
}

const METRICS_TOKEN: &str = "metrics-token-for-the-tests-0123456789";

async fn scrape(app: &TestApp) -> String {
    let response = app.client.get(app.url("metrics")).bearer_auth(METRICS_TOKEN).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/plain; version=0.0.4"));
    response.text().await.unwrap()
}

/// The value of one series (`name{labels}` exactly as rendered), or 0 when it is not there yet.
fn series(text: &str, name_and_labels: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(name_and_labels)?.strip_prefix(' '))
        .map(|value| value.trim().parse().unwrap())
        .unwrap_or(0.0)
}

#[tokio::test]
async fn metrics_count_requests_by_route_and_need_the_token() {
    let app = spawn_app_with(|config| config.metrics_token = Some(METRICS_TOKEN.to_owned())).await;
    let before = scrape(&app).await;
    let slug = format!("no-such-product-{}", uuid::Uuid::new_v4().simple());
    for _ in 0..3 {
        app.client.get(app.url("healthz")).send().await.unwrap();
    }
    let (status, _) = app.get(&format!("api/products/{slug}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    app.client.get(app.url(&format!("nowhere/{slug}"))).send().await.unwrap();
    let after = scrape(&app).await;

    let healthz = r#"http_requests_total{method="GET",route="/healthz",status="200"}"#;
    assert!(series(&after, healthz) - series(&before, healthz) >= 3.0, "{after}");
    let product = r#"http_requests_total{method="GET",route="/api/products/{productSlug}",status="404"}"#;
    assert!(series(&after, product) >= 1.0, "the route's pattern, not its path: {after}");
    assert!(series(&after, r#"http_requests_total{method="GET",route="unmatched",status="404"}"#) >= 1.0);
    assert!(!after.contains(&slug), "a raw path never becomes a label");
    let bucket = r#"http_request_duration_seconds_bucket{method="GET",route="/healthz",le="+Inf"}"#;
    assert!(series(&after, bucket) >= 3.0, "{after}");
    assert!(after.contains(r#"http_request_duration_seconds_bucket{method="GET",route="/healthz",le="0.005"}"#));
    assert!(after.contains("# TYPE http_request_duration_seconds histogram"));
    // The pool is read at the scrape: this one is using a connection right now or has some idle.
    let open = series(&after, r#"db_pool_connections{state="idle"}"#)
        + series(&after, r#"db_pool_connections{state="in_use"}"#);
    assert!(open >= 1.0, "{after}");
    // The main pool and the anonymous public reads' share make up MALL_DB_MAX_CONNECTIONS.
    let pools = series(&after, "db_pool_max_connections") + series(&after, "db_public_read_pool_max_connections");
    assert_eq!(pools, f64::from(app.ctx.config.db_max_connections), "{after}");

    // Without the token, with a wrong one: refused, and nothing shown.
    let anonymous = app.client.get(app.url("metrics")).send().await.unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(anonymous.headers()["www-authenticate"], "Bearer realm=\"metrics\"");
    assert!(!anonymous.text().await.unwrap().contains("http_requests_total"));
    let wrong = app.client.get(app.url("metrics")).bearer_auth("metrics-token-for-the-tests-0123456780").send().await;
    assert_eq!(wrong.unwrap().status(), StatusCode::UNAUTHORIZED);

    // A shop without the setting does not serve metrics at all.
    let closed = spawn_app().await;
    let response = closed.client.get(closed.url("metrics")).bearer_auth(METRICS_TOKEN).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn metrics_show_draws_pending_and_declared() {
    let app = spawn_app_with(|config| {
        config.metrics_token = Some(METRICS_TOKEN.to_owned());
        config.draw_delay_seconds = Some(0);
        // This test runs the draw itself.
        config.draw_check_seconds = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 2, 1).await;
    let (token, _) = buyer(&app, "09791000000", 5).await;
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 2}), Some(&token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let sold_out = scrape(&app).await;
    assert_eq!(series(&sold_out, r#"luckydraw_draws_pending{state="due"}"#), 1.0, "{sold_out}");

    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    let drawn = scrape(&app).await;
    assert_eq!(series(&drawn, r#"luckydraw_draws_pending{state="due"}"#), 0.0);
    assert!(series(&drawn, "draws_declared_total") >= series(&sold_out, "draws_declared_total") + 1.0, "{drawn}");
}

#[tokio::test]
async fn metrics_count_push_deliveries_by_outcome() {
    use axum::{http::StatusCode as Answer, routing::post, Router};
    use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
    use p256::elliptic_curve::sec1::ToEncodedPoint as _;

    let app = spawn_app_with(|config| {
        config.metrics_token = Some(METRICS_TOKEN.to_owned());
        config.push_allow_local = true;
        config.push_poll_ms = 20;
    })
    .await;
    // A loopback push service: takes pushes at /accept, answers 410 (subscription gone) at /gone.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let service = Router::new()
        .route("/accept", post(|| async { Answer::CREATED }))
        .route("/gone", post(|| async { Answer::GONE }));
    tokio::spawn(async move { axum::serve(listener, service).await.unwrap() });

    let before = scrape(&app).await;
    for (phone, path) in [("09791000001", "accept"), ("09791000002", "gone")] {
        let token = app.register("Push", phone).await;
        let user_id = app.profile(&token).await["id"].as_i64().unwrap();
        let browser = p256::SecretKey::random(&mut rand::rngs::OsRng);
        let keys = json!({
            "p256dh": URL_SAFE_NO_PAD.encode(browser.public_key().to_encoded_point(false).as_bytes()),
            "auth": URL_SAFE_NO_PAD.encode(rand::random::<[u8; 16]>()),
        });
        let subscription = json!({"endpoint": format!("{origin}/{path}"), "keys": keys});
        let (status, body) = app.post_json("api/user/push-subscriptions", subscription, Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        app.ctx
            .db
            .write(|tx| {
                Box::pin(
                    async move { notify::service::record(tx, user_id, "order_approved", json!({"order_id": 7})).await },
                )
            })
            .await
            .unwrap();
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    while scalar(&app, "SELECT COUNT(*) AS n FROM push_delivery").await > 0 {
        assert!(Instant::now() < deadline, "the pushes were not sent");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let after = scrape(&app).await;
    for outcome in ["sent", "gone"] {
        let name = format!("push_deliveries_total{{outcome=\"{outcome}\"}}");
        assert!(series(&after, &name) >= series(&before, &name) + 1.0, "{outcome}: {after}");
    }
}

/// A multipart avatar upload as raw bytes (sent in two halves by the shutdown tests).
fn avatar_upload(token: &str, port: u16) -> (Vec<u8>, Vec<u8>) {
    let boundary = "mall-shutdown-test-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"profile_image\"; filename=\"me.png\"\r\n\
         Content-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend(png(300, 300));
    body.extend(format!("\r\n--{boundary}--\r\n").into_bytes());
    let head = format!(
        "POST /api/user/upload-profile-image HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    (head.into_bytes(), body)
}

/// A shopper signed up on `process`; answers the token.
async fn sign_up(process: &ServeProcess, phone: &str) -> String {
    let body = json!({"name": "Late", "phone": phone, "password": PASSWORD, "password_confirmation": PASSWORD});
    let response = reqwest::Client::new().post(process.url("api/user/register")).json(&body).send().await.unwrap();
    let (status, body) = crate::support::read(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

/// Where the process keeps its data: the test app's PostgreSQL database, or a SQLite folder of
/// its own (one SQLite file is never served by two processes).
fn process_database(app: &TestApp) -> (tempfile::TempDir, Option<String>) {
    (tempfile::tempdir().unwrap(), app.database_url())
}

#[tokio::test]
async fn sigterm_drains_answers_the_request_in_flight_and_exits_zero() {
    let app = spawn_app().await;
    let (data, database_url) = process_database(&app);
    let env = [("MALL_SHUTDOWN_DRAIN_SECONDS", "2"), ("MALL_SHUTDOWN_GRACE_SECONDS", "20")];
    let mut process = ServeProcess::start(data.path(), database_url.as_deref(), &env).await;
    let token = sign_up(&process, "09791000003").await;

    // A slow upload: its headers and half its body are in when the stop comes.
    let (head, body) = avatar_upload(&token, process.port());
    let mut upload = TcpStream::connect(("127.0.0.1", process.port())).unwrap();
    upload.write_all(&head).unwrap();
    upload.write_all(&body[..body.len() / 2]).unwrap();
    upload.flush().unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    process.terminate();

    // Draining: not ready (the load balancer stops sending), still alive, still serving.
    let client = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(2);
    let drained = loop {
        let response = client.get(process.url("readyz")).send().await.unwrap();
        if response.status() == StatusCode::SERVICE_UNAVAILABLE {
            break response.json::<Value>().await.unwrap();
        }
        assert!(Instant::now() < deadline, "/readyz still ready after SIGTERM");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(drained, json!({"status": "not ready", "shutdown": "draining"}));
    assert_eq!(client.get(process.url("healthz")).send().await.unwrap().status(), StatusCode::OK);

    // After the drain the listener is closed: new connections are refused.
    let deadline = Instant::now() + Duration::from_secs(5);
    while TcpStream::connect(("127.0.0.1", process.port())).is_ok() {
        assert!(Instant::now() < deadline, "the listener is still open:\n{}", process.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // The upload in flight completes and is answered.
    upload.write_all(&body[body.len() / 2..]).unwrap();
    let mut answer = String::new();
    upload.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    upload.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"profile_image\":\"/media/avatars/"), "{answer}");

    let status = process.exit_status(Duration::from_secs(20)).await;
    assert_eq!(status.code(), Some(0), "{}", process.log());
    let log = process.log();
    for step in [
        "stopping: SIGTERM",
        "stopping: /readyz answers 503",
        "stopping: the listener is closed",
        "stopping: every request in flight was answered",
        r#""task":"draw runner""#,
        r#""task":"push sender""#,
        r#""message":"stopped""#,
    ] {
        assert!(log.contains(step), "the log says {step:?}:\n{log}");
    }
}

#[tokio::test]
async fn the_grace_bounds_a_stop_held_up_by_a_request() {
    let app = spawn_app().await;
    let (data, database_url) = process_database(&app);
    let env = [("MALL_SHUTDOWN_GRACE_SECONDS", "2")];
    let mut process = ServeProcess::start(data.path(), database_url.as_deref(), &env).await;
    let token = sign_up(&process, "09791000004").await;

    // An upload whose second half never comes.
    let (head, body) = avatar_upload(&token, process.port());
    let mut stuck = TcpStream::connect(("127.0.0.1", process.port())).unwrap();
    stuck.write_all(&head).unwrap();
    stuck.write_all(&body[..body.len() / 2]).unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let asked = Instant::now();
    process.terminate();
    let status = process.exit_status(Duration::from_secs(10)).await;
    let took = asked.elapsed();
    assert_eq!(status.code(), Some(0), "{}", process.log());
    assert!(took >= Duration::from_millis(1500) && took < Duration::from_secs(6), "stopped after {took:?}");
    assert!(process.log().contains("the grace ran out"), "{}", process.log());
}

#[tokio::test]
async fn a_due_draw_left_by_a_stopped_process_is_declared_by_another() {
    if std::env::var("MALL_TEST_POSTGRES_URL").map_or(true, |url| url.is_empty()) {
        crate::support::backend_missing("postgres", "several processes serve one shop on PostgreSQL only");
        return;
    }
    // The other instance: it checks for due draws every second.
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(4);
        config.draw_check_seconds = 1;
    })
    .await;
    let (data, database_url) = process_database(&app);
    let env = [("MALL_DRAW_DELAY_SECONDS", "4"), ("MALL_DRAW_CHECK_SECONDS", "1")];
    let mut stopping = ServeProcess::start(data.path(), database_url.as_deref(), &env).await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 3, 1).await;
    let mut buyers = Vec::new();
    for i in 0..3 {
        buyers.push(buyer(&app, &format!("0979{:07}", 1_100_000 + i), 1).await.0);
    }
    // The batch sells out on the instance that is about to stop.
    let client = reqwest::Client::new();
    for token in &buyers {
        let request = client
            .post(stopping.url("api/user/luckydraw/buy-ticket"))
            .bearer_auth(token)
            .json(&json!({"product_id": tp, "ticket_count": 1}));
        let (status, body) = crate::support::read(request.send().await.unwrap()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    stopping.terminate();
    assert_eq!(stopping.exit_status(Duration::from_secs(20)).await.code(), Some(0), "{}", stopping.log());
    // It stopped before the draw was due, so the draw is the other instance's.
    let undrawn = format!(
        "SELECT COUNT(*) AS n FROM ticket_batch WHERE ticket_product_id = {tp} AND status = 'closed' \
         AND draw_at > CURRENT_TIMESTAMP"
    );
    assert_eq!(scalar(&app, &undrawn).await, 1, "the draw is still due later");
    assert!(!stopping.log().contains("lucky number declared"));

    let deadline = Instant::now() + Duration::from_secs(20);
    let drawn = format!("SELECT COUNT(*) AS n FROM ticket_batch WHERE ticket_product_id = {tp} AND status = 'drawn'");
    while scalar(&app, &drawn).await == 0 {
        assert!(Instant::now() < deadline, "no other instance declared the draw");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Declared once: each buyer told once.
    let told = scalar(&app, "SELECT COUNT(*) AS n FROM notification WHERE kind IN ('draw_won', 'draw_lost')").await;
    assert_eq!(told, 3);
    let statement = Statement::from_string(
        app.ctx.db.backend(),
        "SELECT COUNT(*) AS n FROM ticket_batch WHERE lucky_number IS NOT NULL",
    );
    let row = app.ctx.db.conn().query_one(statement).await.unwrap().unwrap();
    assert_eq!(row.try_get::<i64>("", "n").unwrap(), 1);
}
