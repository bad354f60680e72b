//! Real `mall serve` processes over a test app's database and store, as several gateways behind a
//! load balancer run: for what must hold across processes (live events, limits, draws, a crash).

use std::time::{Duration, Instant};

use super::{TestApp, JWT_SECRET};

/// A `mall serve` process, killed when dropped.
pub struct MallProcess {
    pub base: String,
    child: std::process::Child,
    _data: tempfile::TempDir,
}

impl MallProcess {
    /// A gateway over `app`'s database and upload store, with its own data folder, and `env` on
    /// top (`MALL_...` settings). Several at once need PostgreSQL (a SQLite shop is one process);
    /// on SQLite it is the one process serving `app`'s file (the crash tests).
    pub async fn start(app: &TestApp, env: &[(&str, &str)]) -> MallProcess {
        let database_url = app.database_url().unwrap_or_else(|| app.ctx.config.database_url());
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let data = tempfile::tempdir().unwrap();
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mall"));
        command
            .arg("serve")
            .env("MALL_ADDR", format!("127.0.0.1:{port}"))
            .env("DATABASE_URL", database_url)
            .env("MALL_DATA_DIR", data.path())
            .env("MALL_JWT_SECRET", JWT_SECRET)
            .env("MALL_DEMO", "false")
            .env("MALL_RECEIPT_READING", app.ctx.config.receipt_reading.to_string())
            // The test app's action limits (tests send hundreds a minute from one address).
            .env("MALL_CHECKINS_PER_ACCOUNT_PER_MINUTE", app.ctx.config.checkins_per_account_per_minute.to_string())
            .env("MALL_REVIEWS_PER_ACCOUNT_PER_MINUTE", app.ctx.config.reviews_per_account_per_minute.to_string())
            .env("MALL_UPLOADS_PER_ACCOUNT_PER_MINUTE", app.ctx.config.uploads_per_account_per_minute.to_string())
            .env(
                "MALL_TICKET_PURCHASES_PER_ACCOUNT_PER_MINUTE",
                app.ctx.config.ticket_purchases_per_account_per_minute.to_string(),
            )
            .env("RUST_LOG", "warn")
            .stdout(std::process::Stdio::null());
        if let Some(storage) = &app.ctx.config.storage_url {
            command.env("MALL_STORAGE_URL", storage);
        } else {
            // One machine: the processes share the test app's uploads folder.
            command.env("MALL_STORAGE_URL", app.data_dir.join("uploads"));
        }
        for (name, value) in env {
            command.env(name, value);
        }
        let child = command.spawn().expect("mall serve starts");
        let base = format!("http://127.0.0.1:{port}");
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(30);
        while client.get(format!("{base}/readyz")).send().await.map(|r| !r.status().is_success()).unwrap_or(true) {
            assert!(Instant::now() < deadline, "mall serve at {base} did not come up");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        MallProcess { base, child, _data: data }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}/{}", self.base, path.trim_start_matches('/'))
    }

    /// Kills the process at once (SIGKILL): what a machine that dies does.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for MallProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Requests to one process, as a shopper's or admin's client sends them (the same shapes as
/// [`TestApp`]'s helpers).
impl MallProcess {
    pub async fn post_json(
        &self,
        path: &str,
        body: serde_json::Value,
        token: Option<&str>,
    ) -> (reqwest::StatusCode, serde_json::Value) {
        let mut request = reqwest::Client::new().post(self.url(path)).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        super::read(request.send().await.expect("request sent")).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> (reqwest::StatusCode, serde_json::Value) {
        let mut request = reqwest::Client::new().get(self.url(path)).header("X-localization", "en");
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        super::read(request.send().await.expect("request sent")).await
    }

    pub async fn graphql(&self, query: &str, variables: serde_json::Value, token: Option<&str>) -> serde_json::Value {
        let mut request = reqwest::Client::new()
            .post(self.url("graphql"))
            .json(&serde_json::json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request sent").json().await.expect("json answer")
    }

    /// One GraphQL operation with one file at `variables.file` (the multipart request spec).
    pub async fn graphql_upload(&self, query: &str, file: Vec<u8>, token: &str) -> serde_json::Value {
        let operations = serde_json::json!({ "query": query, "variables": { "file": null } });
        let form = reqwest::multipart::Form::new()
            .text("operations", operations.to_string())
            .text("map", serde_json::json!({"0": ["variables.file"]}).to_string())
            .part("0", super::file_part(file, "upload.png"));
        let request = reqwest::Client::new().post(self.url("graphql")).bearer_auth(token).multipart(form);
        request.send().await.expect("request sent").json().await.expect("json answer")
    }
}
