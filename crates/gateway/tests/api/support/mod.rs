//! Spawns the real gateway on port 0 over a fresh database, and talks HTTP to it.
//!
//! The database is SQLite in a temporary folder, or, when `MALL_TEST_POSTGRES_URL` is set (e.g.
//! `postgres://postgres@127.0.0.1:5432/test`), a new PostgreSQL database made for the test and
//! dropped after it.
#![allow(dead_code)]

use std::{io::Cursor, path::PathBuf};

use gateway::Application;
use kernel::{config::Config, AppContext};
use reqwest::{multipart, Client, Response, StatusCode};
use sea_orm::{ConnectionTrait, Database};
use serde_json::{json, Value};

pub mod luckydraw;
pub mod oidc;
pub mod process;
pub mod ws;

pub const PASSWORD: &str = "secret123";
pub const JWT_SECRET: &str = "test-secret-test-secret-test-secret-0123456789";

pub struct TestApp {
    pub base: String,
    pub client: Client,
    pub ctx: AppContext,
    pub data_dir: PathBuf,
    /// Where the `log` SMS sender writes its JSON lines (`MALL_SMS_LOG_FILE`), unless a test
    /// changed the sender.
    pub sms_log: Option<PathBuf>,
    _dir: tempfile::TempDir,
    /// Numbers for unique slugs, per app, so that what a test makes does not depend on which other
    /// tests of the binary ran before it (the REST snapshots show slugs).
    sequence: std::sync::atomic::AtomicUsize,
    postgres: Option<PostgresDatabase>,
}

/// A backend (`postgres`, `s3`, `sqlite`) that a test needs and this run does not have. The test
/// command names every backend its pass provides in `MALL_TEST_REQUIRE` (`./just test-postgres`:
/// `postgres,s3`; `./just test-sqlite`: `sqlite`): there the test fails. Run by hand without it,
/// the test says loudly that it did not run, and returns.
pub fn backend_missing(backend: &str, why: &str) {
    let required = std::env::var("MALL_TEST_REQUIRE").unwrap_or_default();
    if required.split(',').any(|name| name.trim() == backend) {
        panic!("this test needs {backend}, which MALL_TEST_REQUIRE names but this run lacks: {why}");
    }
    eprintln!("NOT RUN, {backend} missing: {why}");
}

/// `MALL_TEST_UNDO_FIXES=1`: the probe tests (`probe_*.rs`) set each setting that a fix of theirs
/// added back to what it was before the fix (no limit, one pool, no deadline), so that a run shows
/// each such test failing without its fix. Never set in the test command.
pub fn undoing_fixes() -> bool {
    std::env::var("MALL_TEST_UNDO_FIXES").is_ok_and(|v| v == "1")
}

/// Whether the test command said this pass has `backend` (`MALL_TEST_REQUIRE`).
fn required(backend: &str) -> bool {
    std::env::var("MALL_TEST_REQUIRE").unwrap_or_default().split(',').any(|name| name.trim() == backend)
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

pub async fn spawn_app_with(adjust: impl FnOnce(&mut Config)) -> TestApp {
    // `TEST_LOG=debug cargo test ...` shows the server's logs.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("TEST_LOG").unwrap_or_else(|_| "off".into()))
        .with_test_writer()
        .try_init();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut config = Config::defaults();
    config.addr = "127.0.0.1:0".parse().unwrap();
    config.data_dir = dir.path().join("data");
    config.web_dir = dir.path().join("web");
    config.jwt_secret = Some(JWT_SECRET.to_owned());
    config.signin_per_ip_per_minute = 10_000;
    config.signin_per_phone_per_minute = 1_000;
    // Tests sign hundreds of shoppers up from 127.0.0.1; hardening.rs sets the limits it checks.
    config.signup_per_ip_per_hour = 100_000;
    config.signup_per_referral_code_per_hour = 100_000;
    config.password_reset_per_ip_per_hour = 100_000;
    // Hundreds of check-ins, uploads and ticket purchases a minute from 127.0.0.1 (group commit,
    // crash loops); abuse_limits.rs sets the limits it checks.
    config.checkins_per_account_per_minute = 100_000;
    config.reviews_per_account_per_minute = 100_000;
    config.uploads_per_account_per_minute = 100_000;
    config.ticket_purchases_per_account_per_minute = 100_000;
    // Password changes and the hashing places: probe_passwords.rs sets the limits it checks. Many
    // apps hash passwords at once on a small machine, so a test's sign-ups wait their turn rather
    // than meet the busy answer.
    config.password_checks_per_account_per_minute = 100_000;
    config.password_hash_wait_ms = 60_000;
    // A kept-alive connection is closed after the header-read timeout; a test's client that reuses
    // one at that very moment would see it reset. Tests wait on draws and readers for seconds, so
    // the timeout is longer here; probe_connections.rs sets the short ones it checks.
    config.header_read_timeout_seconds = 120;
    config.sms_log_file = Some(dir.path().join("sms.jsonl"));
    config.cors_origins = vec![];
    config.demo = false;
    // Tesseract reads receipts only in the tests about it (payment_checks.rs): elsewhere it would
    // only spend the cores other tests need.
    config.receipt_reading = false;
    let postgres = match std::env::var("MALL_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(PostgresDatabase::create(&url).await),
        _ if required("postgres") => panic!("MALL_TEST_REQUIRE names postgres but MALL_TEST_POSTGRES_URL is unset"),
        _ => None,
    };
    config.database_url = postgres.as_ref().map(|pg| pg.url.clone());
    config.storage_url = test_bucket();
    adjust(&mut config);
    let data_dir = config.data_dir.clone();
    let sms_log = config.sms_log_file.clone();
    let app = Application::build(config).await.expect("app builds");
    let base = format!("http://{}", app.local_addr());
    let ctx = app.ctx.clone();
    tokio::spawn(app.run_until_stopped());
    TestApp { base, client: Client::new(), ctx, data_dir, sms_log, _dir: dir, postgres, sequence: Default::default() }
}

/// With `MALL_TEST_S3_URL` set (`scripts/with-s3.sh`), a fresh prefix of the test bucket for this
/// app, so apps share the server but not their objects; otherwise `None` (the data folder).
fn test_bucket() -> Option<String> {
    let Some(url) = std::env::var("MALL_TEST_S3_URL").ok().filter(|u| !u.is_empty()) else {
        assert!(!required("s3"), "MALL_TEST_REQUIRE names s3 but MALL_TEST_S3_URL is unset");
        return None;
    };
    let (bucket, options) = url.split_once('?').unwrap_or((&url, ""));
    Some(format!("{}/app-{}?{options}", bucket.trim_end_matches('/'), kernel::media::new_name()))
}

/// A second gateway over the first one's database and uploads, as a second process behind a load
/// balancer would run.
pub async fn spawn_second_gateway(first: &TestApp, adjust: impl FnOnce(&mut Config)) -> TestApp {
    let data_dir = first.data_dir.clone();
    let database_url = first.database_url();
    let storage_url = first.ctx.config.storage_url.clone();
    spawn_app_with(move |config| {
        config.data_dir = data_dir;
        config.database_url = database_url;
        config.storage_url = storage_url;
        adjust(config);
    })
    .await
}

impl TestApp {
    /// The PostgreSQL URL, or `None` on SQLite (the file in `data_dir`).
    pub fn database_url(&self) -> Option<String> {
        self.postgres.as_ref().map(|pg| pg.url.clone())
    }

    /// 0, 1, 2, ... for this app.
    pub fn next_number(&self) -> usize {
        self.sequence.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}/{}", self.base, path.trim_start_matches('/'))
    }

    pub async fn post_json(&self, path: &str, body: Value, token: Option<&str>) -> (StatusCode, Value) {
        let mut request = self.client.post(self.url(path)).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("request sent")).await
    }

    pub async fn send_json(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Value,
        token: &str,
    ) -> (StatusCode, Value) {
        let request = self.client.request(method, self.url(path)).json(&body).bearer_auth(token);
        read(request.send().await.expect("request sent")).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        self.get_in(path, token, "en").await
    }

    pub async fn get_in(&self, path: &str, token: Option<&str>, locale: &str) -> (StatusCode, Value) {
        let mut request = self.client.get(self.url(path)).header("X-localization", locale);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        read(request.send().await.expect("request sent")).await
    }

    /// `post_multipart` in `locale` (`X-localization`).
    pub async fn post_multipart_in(
        &self,
        path: &str,
        form: multipart::Form,
        token: &str,
        locale: &str,
    ) -> (StatusCode, Value) {
        let request =
            self.client.post(self.url(path)).multipart(form).bearer_auth(token).header("X-localization", locale);
        read(request.send().await.expect("request sent")).await
    }

    pub async fn post_multipart(&self, path: &str, form: multipart::Form, token: &str) -> (StatusCode, Value) {
        let request = self.client.post(self.url(path)).multipart(form).bearer_auth(token);
        read(request.send().await.expect("request sent")).await
    }

    /// Signs up through the REST layer and answers the token.
    pub async fn register(&self, name: &str, phone: &str) -> String {
        self.register_with(json!({
            "name": name, "phone": phone, "password": PASSWORD, "password_confirmation": PASSWORD
        }))
        .await
    }

    pub async fn register_with(&self, body: Value) -> String {
        let (status, body) = self.post_json("api/user/register", body, None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["token"].as_str().expect("token").to_owned()
    }

    pub async fn login(&self, phone: &str, password: &str) -> (StatusCode, Value) {
        self.post_json("api/user/login", json!({ "phone": phone, "password": password, "device_token": "" }), None)
            .await
    }

    pub async fn profile(&self, token: &str) -> Value {
        let (status, body) = self.get("api/user/profile", Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["data"].clone()
    }

    /// Runs one GraphQL operation.
    pub async fn graphql(&self, query: &str, variables: Value, token: Option<&str>, locale: &str) -> Value {
        let mut request = self
            .client
            .post(self.url("graphql"))
            .header("X-localization", locale)
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("request sent");
        response.json().await.expect("json answer")
    }

    /// Runs one GraphQL operation with file uploads (the multipart request spec); `files` pairs a
    /// variable path (`variables.image`) with the file's bytes.
    pub async fn graphql_upload(
        &self,
        query: &str,
        variables: Value,
        files: Vec<(&str, Vec<u8>)>,
        token: Option<&str>,
    ) -> Value {
        let operations = json!({ "query": query, "variables": variables });
        let map: serde_json::Map<String, Value> =
            files.iter().enumerate().map(|(i, (path, _))| (i.to_string(), json!([path]))).collect();
        let mut form = multipart::Form::new()
            .text("operations", operations.to_string())
            .text("map", Value::Object(map).to_string());
        for (i, (_, bytes)) in files.into_iter().enumerate() {
            form = form.part(i.to_string(), file_part(bytes, &format!("f{i}.png")));
        }
        let mut request = self.client.post(self.url("graphql")).multipart(form);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request sent").json().await.expect("json answer")
    }

    /// A category made by `admin`, with its names in the languages given; answers its id (or
    /// `None` when the admin's input was refused, e.g. a slug already taken).
    pub async fn create_category(&self, admin: &str, slug: &str, name: Value) -> Option<i64> {
        let answer = self
            .graphql(
                "mutation($input: CategoryInput!) { createCategory(input: $input) }",
                json!({"input": {"slug": slug, "name": name}}),
                Some(admin),
                "en",
            )
            .await;
        answer["data"]["createCategory"].as_i64()
    }

    /// A product made by `admin` from a `ProductInput` (GraphQL names); answers its id.
    pub async fn create_product(&self, admin: &str, input: Value) -> i64 {
        let answer = self
            .graphql(
                "mutation($input: ProductInput!) { createProduct(input: $input) }",
                json!({"input": input}),
                Some(admin),
                "en",
            )
            .await;
        answer["data"]["createProduct"].as_i64().unwrap_or_else(|| panic!("{answer}"))
    }

    /// A transfer payment method (KBZPay) made by `admin`; answers its id.
    /// A 45,000 MMK lamp of 1 kg in a new category: a product to buy.
    pub async fn lamp(&self, admin: &str) -> i64 {
        let slug = format!("c{}", self.next_number());
        let category = self.create_category(admin, &slug, json!({"en": "Home"})).await.unwrap();
        self.create_product(
            admin,
            json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Lamp"}, "description": {"en": "x"}, "actualPrice": 45_000, "weightKg": 1.0}),
        )
        .await
    }

    pub async fn create_payment_method(&self, admin: &str) -> i64 {
        let answer = self
            .graphql(
                "mutation { createPaymentMethod(input: {name: \"KBZPay\", paymentNumbers: [{accountName: \"Lucky Mall\", accountNumber: \"09791234567\"}]}) }",
                json!({}),
                Some(admin),
                "en",
            )
            .await;
        answer["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{answer}"))
    }

    /// A new shopper with a shipping address in Yangon; answers their token.
    pub async fn shopper_with_address(&self, name: &str, phone: &str) -> String {
        let token = self.register(name, phone).await;
        let (region, township) = self.region_and_township("Yangon").await;
        let address = json!({"region_id": region, "township_id": township, "address": "No. 5, Inya Road"});
        let (status, body) = self.send_json(reqwest::Method::PUT, "api/user/update-shipping", address, &token).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        token
    }

    /// Signs in as a fresh admin (made like `mall admin create` does).
    pub async fn admin_token(&self) -> String {
        accounts::service::create_admin(&self.ctx, "09790000001", "admin-password", "Admin")
            .await
            .expect("admin created");
        let (status, body) = self.login("09790000001", "admin-password").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["token"].as_str().unwrap().to_owned()
    }

    /// Asserts the shopper was told `kind` exactly once, through the real notifications API, with
    /// `en_title` in English and its Burmese and Chinese texts in those scripts; answers the English item.
    pub async fn told_once(&self, token: &str, kind: &str, en_title: &str) -> Value {
        let mut english = Value::Null;
        for locale in ["en", "mm", "ch"] {
            let (status, body) = self.get_in("api/user/notifications?limit=100", Some(token), locale).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            let found: Vec<&Value> =
                body["data"]["data"].as_array().unwrap().iter().filter(|n| n["kind"] == kind).collect();
            assert_eq!(found.len(), 1, "one {kind} notification in {locale}: {body}");
            let (title, text) = (found[0]["title"].as_str().unwrap(), found[0]["body"].as_str().unwrap());
            assert!(!text.is_empty() && !text.contains("%{"), "{kind} body filled in {locale}: {text}");
            match locale {
                "en" => {
                    assert_eq!(title, en_title);
                    english = found[0].clone();
                }
                "mm" => {
                    assert!(title.chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c)), "Burmese title: {title}")
                }
                _ => assert!(title.chars().any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c)), "Chinese title: {title}"),
            }
        }
        english
    }

    /// The id of a region by its English name, and its first township's id.
    pub async fn region_and_township(&self, region: &str) -> (i64, i64) {
        let (_, regions) = self.get("api/regions", None).await;
        let region_id = regions["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == region)
            .unwrap_or_else(|| panic!("{region} exists"))["id"]
            .as_i64()
            .unwrap();
        let (_, townships) = self.get(&format!("api/regions/{region_id}/townships"), None).await;
        (region_id, townships["data"][0]["id"].as_i64().unwrap())
    }

    /// Every SMS the `log` sender wrote so far (`{to, text, code, at}`).
    pub fn sms_lines(&self) -> Vec<Value> {
        let path = self.sms_log.as_ref().expect("the log sender writes to a file");
        std::fs::read_to_string(path)
            .unwrap_or_default()
            .lines()
            .map(|line| serde_json::from_str(line).expect("one JSON object a line"))
            .collect()
    }

    /// The SMS sent to `phone` so far.
    pub fn sms_to(&self, phone: &str) -> Vec<Value> {
        self.sms_lines().into_iter().filter(|line| line["to"] == phone).collect()
    }

    /// The `count`th SMS to `phone` (from 1), waited for: it is sent after the answer.
    pub async fn nth_sms(&self, phone: &str, count: usize) -> Value {
        for _ in 0..250 {
            if let Some(line) = self.sms_to(phone).get(count - 1) {
                return line.clone();
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        panic!("no SMS #{count} to {phone}: {:?}", self.sms_lines());
    }

    /// Every stored upload (keys, sorted), listed through the store (the folder or the S3 bucket),
    /// to check nothing was left behind.
    pub async fn stored_files(&self) -> Vec<String> {
        use futures::TryStreamExt;
        let objects: Vec<object_store::ObjectMeta> =
            self.ctx.media.object_store().list(None).try_collect().await.expect("store lists");
        let mut keys: Vec<String> = objects.into_iter().map(|o| o.location.to_string()).collect();
        keys.sort();
        keys
    }
}

pub async fn read(response: Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.expect("body");
    let body = serde_json::from_str(&text).unwrap_or_else(|_| panic!("JSON answer, got {status}: {text}"));
    (status, body)
}

/// A real PNG photo-like image of the given size.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 120]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

pub fn file_part(bytes: Vec<u8>, name: &str) -> multipart::Part {
    multipart::Part::bytes(bytes).file_name(name.to_owned()).mime_str("image/png").unwrap()
}

/// A database of its own for one test, dropped afterwards.
pub struct PostgresDatabase {
    admin_url: String,
    name: String,
    pub url: String,
}

/// An empty PostgreSQL database of its own (no migrations run), dropped with the value; `None`
/// on SQLite runs.
pub async fn empty_postgres() -> Option<PostgresDatabase> {
    let Some(admin_url) = std::env::var("MALL_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) else {
        assert!(!required("postgres"), "MALL_TEST_REQUIRE names postgres but MALL_TEST_POSTGRES_URL is unset");
        return None;
    };
    let name = format!("mall_test_{}", uuid::Uuid::new_v4().simple());
    let admin = Database::connect(&admin_url).await.expect("PostgreSQL reachable at MALL_TEST_POSTGRES_URL");
    admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.expect("create test database");
    admin.close().await.ok();
    Some(PostgresDatabase { url: database_url(&admin_url, &name), admin_url, name })
}

impl PostgresDatabase {
    /// A new database cloned from the migrated template (`CREATE DATABASE ... TEMPLATE`, a file
    /// copy), so a test starts on the current schema without running the migrations again.
    async fn create(admin_url: &str) -> PostgresDatabase {
        let name = format!("mall_test_{}", uuid::Uuid::new_v4().simple());
        let admin = Database::connect(admin_url).await.expect("PostgreSQL reachable at MALL_TEST_POSTGRES_URL");
        let template = migrated_template(admin_url).await;
        admin
            .execute_unprepared(&format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\""))
            .await
            .expect("create test database");
        admin.close().await.ok();
        PostgresDatabase { admin_url: admin_url.to_owned(), url: database_url(admin_url, &name), name }
    }
}

fn database_url(admin_url: &str, name: &str) -> String {
    let (base, _) = admin_url.rsplit_once('/').expect("URL ends with a database name");
    format!("{base}/{name}")
}

/// The template database for the current migrations, made once for every test process: its
/// name carries a hash of the migration names, so a new migration makes a new template (and the
/// old ones are dropped). A session advisory lock keeps concurrent test processes from building it
/// twice; it is built under a temporary name and renamed, so a crash never leaves half a template.
async fn migrated_template(admin_url: &str) -> String {
    use std::hash::{Hash, Hasher};

    use migration::MigratorTrait;

    static TEMPLATE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    TEMPLATE
        .get_or_init(|| async {
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            for migration in migration::Migrator::migrations() {
                migration.name().hash(&mut hasher);
            }
            let template = format!("mall_template_{:016x}", hasher.finish());
            // A connection of its own: the advisory lock belongs to the session that takes it.
            let lock = Database::connect(admin_url).await.expect("PostgreSQL reachable");
            lock.execute_unprepared("SELECT pg_advisory_lock(727274)").await.expect("advisory lock");
            let exists = lock
                .query_one(sea_orm::Statement::from_sql_and_values(
                    sea_orm::DatabaseBackend::Postgres,
                    "SELECT 1 FROM pg_database WHERE datname = $1",
                    [template.clone().into()],
                ))
                .await
                .expect("list databases")
                .is_some();
            if !exists {
                let stale = lock
                    .query_all(sea_orm::Statement::from_string(
                        sea_orm::DatabaseBackend::Postgres,
                        "SELECT datname FROM pg_database WHERE datname LIKE 'mall\\_template\\_%'",
                    ))
                    .await
                    .expect("list templates");
                for row in stale {
                    let old: String = row.try_get("", "datname").unwrap();
                    let _ = lock.execute_unprepared(&format!("ALTER DATABASE \"{old}\" IS_TEMPLATE false")).await;
                    let _ = lock.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{old}\" WITH (FORCE)")).await;
                }
                let building = format!("{template}_building");
                lock.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{building}\" WITH (FORCE)")).await.unwrap();
                lock.execute_unprepared(&format!("CREATE DATABASE \"{building}\"")).await.unwrap();
                let db = Database::connect(database_url(admin_url, &building)).await.expect("template reachable");
                migration::Migrator::up(&db, None).await.expect("migrate the template");
                db.close().await.ok();
                lock.execute_unprepared(&format!("ALTER DATABASE \"{building}\" RENAME TO \"{template}\""))
                    .await
                    .unwrap();
                lock.execute_unprepared(&format!("ALTER DATABASE \"{template}\" IS_TEMPLATE true")).await.unwrap();
            }
            lock.execute_unprepared("SELECT pg_advisory_unlock(727274)").await.ok();
            lock.close().await.ok();
            template
        })
        .await
        .clone()
}

impl Drop for PostgresDatabase {
    fn drop(&mut self) {
        let (admin_url, name) = (self.admin_url.clone(), self.name.clone());
        // Drop runs inside the test's runtime; do the async clean-up on a thread of its own.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(async {
                if let Ok(admin) = Database::connect(&admin_url).await {
                    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await;
                }
            });
        })
        .join();
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = self.postgres.take();
    }
}
