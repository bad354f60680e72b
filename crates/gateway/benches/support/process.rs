//! The real `mall` binary as its own process over a fresh data folder: for the benchmarks and for
//! tests that measure the server alone (its throughput, its peak memory). Shared by
//! `benches/*.rs` and `tests/api/image_memory.rs` (included there by path), which each use a part.
#![allow(dead_code)]

use std::{
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

/// A running `mall serve`; stopped (and waited for) when dropped, on every path.
pub struct ServerProcess {
    child: Child,
    pub base: String,
    pub database_url: String,
    dir: tempfile::TempDir,
}

impl ServerProcess {
    /// Starts `mall serve` on a free port over a fresh data folder (and a SQLite file in it unless
    /// `database_url` is given), with `settings` as extra environment, and waits until it answers
    /// `/healthz`.
    pub async fn start(database_url: Option<String>, settings: &[(&str, &str)]) -> ServerProcess {
        let dir = tempfile::tempdir().unwrap();
        let database_url =
            database_url.unwrap_or_else(|| format!("sqlite://{}?mode=rwc", dir.path().join("mall.db").display()));
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = mall(dir.path(), &database_url)
            .arg("serve")
            .env("MALL_ADDR", format!("127.0.0.1:{port}"))
            .envs(settings.iter().copied())
            .spawn()
            .expect("mall starts");
        let server = ServerProcess { child, base: format!("http://127.0.0.1:{port}"), database_url, dir };
        let client = reqwest::Client::new();
        let started = Instant::now();
        while !client.get(format!("{}/healthz", server.base)).send().await.is_ok_and(|r| r.status().is_success()) {
            assert!(started.elapsed() < Duration::from_secs(120), "the server did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        server
    }

    /// `mall <args>` over this server's data folder and database (e.g. `admin create`).
    pub fn command(&self) -> Command {
        mall(self.dir.path(), &self.database_url)
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Stops the server and starts it again over the same data folder and port with `settings`,
    /// answering the time from the start to the first answer of `probe` (cold start).
    pub async fn restart(&mut self, settings: &[(&str, &str)], probe: &str) -> Duration {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let addr = self.base.trim_start_matches("http://").to_owned();
        let started = Instant::now();
        self.child = mall(self.dir.path(), &self.database_url)
            .arg("serve")
            .env("MALL_ADDR", &addr)
            .envs(settings.iter().copied())
            .spawn()
            .expect("mall starts");
        let client = reqwest::Client::new();
        let url = format!("{}{probe}", self.base);
        loop {
            if client.get(&url).send().await.is_ok_and(|r| r.status().is_success()) {
                return started.elapsed();
            }
            assert!(started.elapsed() < Duration::from_secs(120), "the server did not start again");
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }

    /// This server's data folder (uploads on the local store), which further gateways over the
    /// same database can be given as their `MALL_DATA_DIR`, as they would share one store.
    pub fn data_dir(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn mall(dir: &Path, database_url: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mall"));
    command
        .env("MALL_DATA_DIR", dir)
        .env("MALL_WEB_DIR", dir.join("web"))
        .env("MALL_DEMO", "0")
        .env("RUST_LOG", "warn")
        .env("DATABASE_URL", database_url)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}
