//! Slow and numerous connections (issue 35, finding 5): `axum::serve` had no header-read,
//! body-read or idle timeout and no per-address cap; one client opened 19,990 connections in 15 s,
//! filled the file descriptors ("accept error: Too many open files") and `/healthz` timed out, and
//! a half-sent header was still open after 35 s. The shop now serves through its own accept loop
//! (`gateway::serve`).
//!
//! How each test was checked to fail without its fix:
//! - the half-sent header and the idle keep-alive: with `axum::serve` back in `Application::run_until`,
//!   both connections were still open when the 5 s read gave up;
//! - the stalled body: without `limit_body_stalls` in the router, no answer came within 5 s;
//! - the client that stops reading: with `MALL_IDLE_TIMEOUT_SECONDS` at 1,000 instead of 1, the
//!   connection was still open when the 5 s read gave up (with 1: closed after 24 of 200 answers);
//! - the flood: with `MALL_CONNECTIONS_PER_ADDRESS=0` (no cap), the server held every connection
//!   until it ran out of descriptors (its limit set to 4,096, under the 8,000 the flood holds, as
//!   the probe's 19,990 were to its 20,000): 4,096 descriptors, 10 of 40 `/healthz` from the other
//!   address failed, and only 4,637 of the 20,000 attempts got through in 30 s.
//!
//! Websockets and graceful shutdown through the new loop are `notifications.rs`'s and
//! `operations.rs`'s tests.

use std::{
    net::{IpAddr, Ipv4Addr, SocketAddr},
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use reqwest::StatusCode;
use serde_json::Value;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpSocket, TcpStream},
};

use crate::support::{process::MallProcess, spawn_app, spawn_app_with, TestApp};

fn address(app_base: &str) -> SocketAddr {
    app_base.trim_start_matches("http://").trim_end_matches('/').parse().expect("host:port")
}

/// Reads until the server closes the connection; answers what it sent and when it closed, or
/// `None` when it was still open after `limit`.
async fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> Option<(String, Duration)> {
    let started = Instant::now();
    let mut received = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(tokio::time::Instant::from_std(started + limit), stream.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => {
                return Some((String::from_utf8_lossy(&received).into_owned(), started.elapsed()))
            }
            Ok(Ok(n)) => received.extend_from_slice(&buf[..n]),
        }
    }
}

#[tokio::test]
async fn a_half_sent_header_is_dropped_within_the_header_read_timeout() {
    let app = spawn_app_with(|config| config.header_read_timeout_seconds = 1).await;
    let mut stream = TcpStream::connect(address(&app.base)).await.unwrap();
    stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: shop\r\nX-Slow: ").await.unwrap();
    let (_, closed_after) =
        read_until_closed(&mut stream, Duration::from_secs(5)).await.expect("the half-sent header was dropped");
    println!("half-sent header dropped after {closed_after:?} (timeout 1 s)");
    assert!(closed_after >= Duration::from_millis(900), "not before the timeout: {closed_after:?}");
    assert!(closed_after < Duration::from_secs(3), "within the timeout and a margin: {closed_after:?}");
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_after_the_header_read_timeout() {
    let app = spawn_app_with(|config| config.header_read_timeout_seconds = 1).await;
    let mut stream = TcpStream::connect(address(&app.base)).await.unwrap();
    stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n").await.unwrap();
    let (answer, closed_after) =
        read_until_closed(&mut stream, Duration::from_secs(5)).await.expect("the idle connection was closed");
    assert!(answer.starts_with("HTTP/1.1 200"), "the request was answered first: {answer}");
    println!("idle keep-alive closed after {closed_after:?} (timeout 1 s)");
    assert!(closed_after < Duration::from_secs(3), "{closed_after:?}");
}

#[tokio::test]
async fn a_body_that_stalls_is_answered_408_in_the_users_language_and_closed() {
    let app = spawn_app_with(|config| config.body_read_timeout_seconds = 1).await;
    let mut stream = TcpStream::connect(address(&app.base)).await.unwrap();
    let head = "POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n\
                X-localization: mm\r\nContent-Length: 1000\r\n\r\n";
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(br#"{"query": "{ __typ"#).await.unwrap();
    let (answer, closed_after) =
        read_until_closed(&mut stream, Duration::from_secs(5)).await.expect("the stalled body was dropped");
    println!("stalled body answered and closed after {closed_after:?} (timeout 1 s)");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.to_ascii_lowercase().contains("connection: close"), "{answer}");
    let body: Value = serde_json::from_str(answer.split("\r\n\r\n").nth(1).unwrap_or_default()).expect("json body");
    assert_eq!(body["status_code"], 408);
    let message = body["message"].as_str().unwrap();
    assert!(message.contains("စက္ကန့်") && !message.contains("seconds"), "in Burmese: {message}");
    assert!(closed_after < Duration::from_secs(3), "{closed_after:?}");

    // A slow body that keeps arriving is read to the end.
    let mut stream = TcpStream::connect(address(&app.base)).await.unwrap();
    let body = br#"{"query": "{ __typename }"}"#;
    let head = format!(
        "POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nConnection: close\r\n\
         Content-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    for piece in body.chunks(10) {
        tokio::time::sleep(Duration::from_millis(600)).await;
        stream.write_all(piece).await.unwrap();
    }
    let (answer, _) = read_until_closed(&mut stream, Duration::from_secs(5)).await.expect("answered");
    assert!(answer.starts_with("HTTP/1.1 200") && answer.contains("QueryRoot"), "{answer}");
}

/// Lowers a process's open-file limit with util-linux `prlimit` (the workspace forbids `unsafe`,
/// and this test process may not raise its own limit past the 20,000 it has).
fn limit_open_files(pid: u32, to: u64) {
    let status = std::process::Command::new("prlimit")
        .arg(format!("--pid={pid}"))
        .arg(format!("--nofile={to}:{to}"))
        .status()
        .expect("prlimit runs");
    assert!(status.success(), "could not set RLIMIT_NOFILE of {pid} to {to}");
}

fn open_files(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map(|dir| dir.count()).unwrap_or(0)
}

/// `/healthz` from 127.0.0.2 (another address: all of 127.0.0.0/8 is loopback), every 100 ms until
/// `done`; answers how many were asked, how many failed, and the slowest answer.
async fn healthz_from_another_address(base: String, done: Arc<AtomicBool>) -> (usize, Vec<String>, Duration) {
    let client = reqwest::Client::builder()
        .local_address(IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2)))
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(3))
        .build()
        .unwrap();
    let (mut asked, mut failures, mut slowest) = (0, Vec::new(), Duration::ZERO);
    while !done.load(Ordering::Relaxed) {
        let started = Instant::now();
        asked += 1;
        match client.get(format!("{base}/healthz")).send().await {
            Ok(response) if response.status() == StatusCode::OK => slowest = slowest.max(started.elapsed()),
            Ok(response) => failures.push(format!("status {}", response.status())),
            Err(err) => failures.push(format!("{err} after {:?}", started.elapsed())),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (asked, failures, slowest)
}

#[tokio::test]
async fn twenty_thousand_connections_from_one_address_do_not_stop_another_client() {
    const ATTEMPTS: usize = 20_000;
    const CONNECTORS: usize = 16;
    /// Connections each connector holds at once: 8,000 in all, as many as this test process can
    /// hold beside the others' (its own limit is the 20,000 the probe's server had).
    const HELD_EACH: usize = 500;
    /// The server's open-file limit, under what the flood holds: what the probe's 19,990
    /// connections were to its 20,000.
    const SERVER_FILES: u64 = 4_096;
    let app: TestApp = spawn_app().await;
    // Its own process, so its descriptors are its own to count and to run out of.
    let server = MallProcess::start(&app, &[("MALL_DRAW_CHECK_SECONDS", "0")]).await;
    limit_open_files(server.pid(), SERVER_FILES);
    let target = address(&server.base);
    let idle_files = open_files(server.pid());

    let done = Arc::new(AtomicBool::new(false));
    let watcher = tokio::spawn(healthz_from_another_address(server.base.clone(), done.clone()));
    let (opened, refused_or_failed) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(30);
    let connectors = (0..CONNECTORS).map(|_| {
        let (opened, failed) = (opened.clone(), refused_or_failed.clone());
        tokio::spawn(async move {
            // Held open, sending nothing, as the probe did; the oldest let go past `HELD_EACH`.
            let mut held = std::collections::VecDeque::new();
            for _ in 0..ATTEMPTS / CONNECTORS {
                if Instant::now() > deadline {
                    break;
                }
                let socket = TcpSocket::new_v4().unwrap();
                socket.bind("127.0.0.1:0".parse().unwrap()).unwrap();
                match tokio::time::timeout(Duration::from_secs(1), socket.connect(target)).await {
                    Ok(Ok(stream)) => {
                        opened.fetch_add(1, Ordering::Relaxed);
                        if held.len() == HELD_EACH {
                            held.pop_front();
                        }
                        held.push_back(stream);
                    }
                    _ => {
                        failed.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
            held
        })
    });
    let mut most_files = 0;
    let flood = futures::future::join_all(connectors);
    tokio::pin!(flood);
    let held = loop {
        tokio::select! {
            held = &mut flood => break held,
            () = tokio::time::sleep(Duration::from_millis(250)) => most_files = most_files.max(open_files(server.pid())),
        }
    };
    let flood_time = started.elapsed();
    // The other client goes on asking while the last 8,000 are still held.
    tokio::time::sleep(Duration::from_secs(2)).await;
    most_files = most_files.max(open_files(server.pid()));
    done.store(true, Ordering::Relaxed);
    let (asked, failures, slowest) = watcher.await.unwrap();
    drop(held);

    let (opened, failed) = (opened.load(Ordering::Relaxed), refused_or_failed.load(Ordering::Relaxed));
    println!(
        "{} attempts in {flood_time:?} ({opened} connected, {failed} failed); server descriptors: {idle_files} idle, \
         {most_files} at most; /healthz from 127.0.0.2: {asked} asked, {} failed, slowest {slowest:?}",
        opened + failed,
        failures.len()
    );
    // How many attempts fit in the 30 s depends on the machine and on the tests beside this one
    // (20,000 alone; 8,373 once beside five others): what matters is that the flood outnumbered
    // the server's descriptors, so that an uncapped server would have run out of them.
    assert!(
        opened + failed > SERVER_FILES as usize,
        "the flood outnumbered the server's {SERVER_FILES} descriptors: {} attempts",
        opened + failed
    );
    assert!(failures.is_empty(), "the other address was answered every time: {failures:?}");
    assert!(asked >= 5, "the other client asked while the flood ran: {asked}");
    // Without the cap the other client's requests failed (10 of 40); with it, they are answered
    // within a few seconds even with other tests running beside this one (2.06 s seen once).
    assert!(slowest < Duration::from_secs(5), "and promptly: {slowest:?}");
    assert!(
        most_files < idle_files + 1_000,
        "the server held at most its per-address cap of them: {most_files} descriptors"
    );
}

#[tokio::test]
async fn a_client_that_stops_reading_its_answers_is_closed_after_the_idle_timeout() {
    let app = spawn_app_with(|config| config.idle_timeout_seconds = 1).await;
    let mut stream = TcpStream::connect(address(&app.base)).await.unwrap();
    // Far more answer than the sockets' buffers hold, asked for at once and never read: the server's
    // writes stop moving, and the connection goes quiet.
    let one = "GET /api/openapi.json HTTP/1.1\r\nHost: shop\r\n\r\n";
    stream.write_all(one.repeat(200).as_bytes()).await.unwrap();
    tokio::time::sleep(Duration::from_secs(4)).await;
    let (answers, _) =
        read_until_closed(&mut stream, Duration::from_secs(5)).await.expect("the quiet connection was closed");
    let answered = answers.matches("HTTP/1.1 200").count();
    println!("a client not reading: closed after {answered} of 200 answers");
    assert!(answered < 200, "closed before every answer was written: {answered}");
}
