//! Prometheus metrics, rendered at `GET /metrics`.
//!
//! | series | what | where it is counted |
//! |---|---|---|
//! | `http_requests_total{method,route,status}` | every answer; errors are its 5xx statuses | [`track_requests`] |
//! | `http_request_duration_seconds{method,route}` | time to the answer's headers (histogram) | [`track_requests`] |
//! | `db_pool_connections{state="idle\|in_use"}`, `db_pool_max_connections` | the main database pool | read at each scrape |
//! | `db_public_read_pool_connections{state}`, `db_public_read_pool_max_connections` | the anonymous public reads' pool | read at each scrape |
//! | `luckydraw_draws_pending{state="due\|waiting"}` | sold-out batches not drawn yet | counted at each scrape |
//! | `live_feed_receivers` | open live subscriptions (websockets' `notificationEvents`, `adminQueueEvents`), plus the push sender | read at each scrape |
//! | `draws_declared_total` | lucky numbers this process declared | `luckydraw::draw::draw`, `luckydraw::ends::end_batch` |
//! | `draw_ends_total{outcome="drawn\|cancelled"}` | batches this process ended at their end time | `luckydraw::ends::end_batch` |
//! | `push_deliveries_total{outcome="sent\|gone\|failed"}` | push services' answers | `notify::push::sender` |
//!
//! `route` is the router's pattern (`/api/products/{productSlug}`), or `unmatched` for the web
//! app's files and client routes and unknown paths: never the raw path, whose values have no
//! bound. `method` is one of the usual methods or `other`.
//!
//! `/metrics` is not public: it is served only when `MALL_METRICS_TOKEN` is set, and only to a
//! caller that sends it as `Authorization: Bearer <token>` (401 otherwise). Without the setting
//! it is 404, like any unknown path.
//!
//! The recorder is process-wide (the `metrics` facade has one): [`install`] sets it up once, and
//! every app built in the process (tests build many) shares it.

use std::{
    sync::{Arc, OnceLock},
    time::{Duration, Instant},
};

use axum::{
    extract::{MatchedPath, Request, State},
    http::{header, HeaderMap, HeaderValue, Method},
    middleware::Next,
    response::{IntoResponse, Response},
};
use kernel::{AppContext, AppError};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection};

const REQUESTS: &str = "http_requests_total";
const DURATION: &str = "http_request_duration_seconds";

/// Latency buckets, in seconds: from a cached page (a few ms) to a GraphQL request near its timeout.
const DURATION_BUCKETS: [f64; 13] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];

/// How often histogram samples are folded into their buckets when nobody scrapes (they are kept
/// until then, so without it memory would grow with every request).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder, installed on the first call.
pub fn install() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(DURATION.to_owned()), &DURATION_BUCKETS)
            .expect("the bucket list is not empty")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!(
                "another metrics recorder was installed first; /metrics shows none of this process's series"
            );
        }
        describe();
        let upkeep = handle.clone();
        let started = std::thread::Builder::new().name("metrics-upkeep".into()).spawn(move || loop {
            std::thread::sleep(UPKEEP_EVERY);
            upkeep.run_upkeep();
        });
        if let Err(err) = started {
            tracing::warn!(error = %err, "could not start the metrics upkeep thread");
        }
        handle
    })
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(REQUESTS, "HTTP answers by method, route and status (errors: the 5xx statuses)");
    describe_histogram!(DURATION, Unit::Seconds, "Time from a request to its answer's headers, by method and route");
    describe_gauge!("db_pool_connections", "Database pool connections by state (idle, in_use)");
    describe_gauge!(
        "db_pool_max_connections",
        "Largest size of the main database pool (MALL_DB_MAX_CONNECTIONS less the public reads' share)"
    );
    describe_gauge!("db_public_read_pool_connections", "Anonymous public reads' pool connections by state");
    describe_gauge!(
        "db_public_read_pool_max_connections",
        "Largest size of the anonymous public reads' pool (MALL_DB_PUBLIC_READ_CONNECTIONS)"
    );
    describe_gauge!("luckydraw_draws_pending", "Sold-out batches whose lucky number is not declared: due or waiting");
    describe_gauge!("live_feed_receivers", "Live subscriptions open on this process, plus the push sender");
    describe_counter!("draws_declared_total", "Lucky numbers this process declared");
    describe_counter!(
        "draw_ends_total",
        "Batches this process ended at their end time: drawn among the sold, or cancelled"
    );
    describe_counter!(
        "db_main_pool_timeouts_total",
        "Times signed-in requests or the runners found no database connection in time (anonymous public reads have their own share)"
    );
    describe_counter!("push_deliveries_total", "Web Push tries by outcome: sent, gone (subscription expired), failed");
    describe_counter!("connections_refused_total", "Connections closed unread: over MALL_CONNECTIONS_PER_ADDRESS");
}

/// Where the router writes the matched route of a request, for [`track_requests`] to read once
/// the answer is back (the route is known only inside the router; a panic still leaves it there).
#[derive(Clone, Default)]
struct RouteSlot(Arc<OnceLock<String>>);

/// Middleware around the whole router: counts and times every request.
pub async fn track_requests(mut request: Request, next: Next) -> Response {
    let slot = RouteSlot::default();
    request.extensions_mut().insert(slot.clone());
    let method = method_label(request.method());
    let started = Instant::now();
    let response = next.run(request).await;
    let elapsed = started.elapsed().as_secs_f64();
    let route = slot.0.get().cloned().unwrap_or_else(|| "unmatched".to_owned());
    let status = response.status().as_u16().to_string();
    metrics::counter!(REQUESTS, "method" => method, "route" => route.clone(), "status" => status).increment(1);
    metrics::histogram!(DURATION, "method" => method, "route" => route).record(elapsed);
    response
}

/// Called by the router's route layer, where the matched route is known.
pub fn note_route(request: &Request) {
    let extensions = request.extensions();
    if let (Some(slot), Some(route)) = (extensions.get::<RouteSlot>(), extensions.get::<MatchedPath>()) {
        let _ = slot.0.set(route.as_str().to_owned());
    }
}

fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// `GET /metrics`: the Prometheus text format, for a caller with the token (see the module docs).
pub async fn scrape(State(ctx): State<AppContext>, headers: HeaderMap) -> Response {
    let Some(expected) = ctx.config.metrics_token.as_deref().filter(|token| !token.is_empty()) else {
        return AppError::not_found("common.route_not_found").into_response();
    };
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.get(..7).filter(|scheme| scheme.eq_ignore_ascii_case("bearer ")).map(|_| &value[7..]));
    if !given.is_some_and(|given| same_secret(given.trim().as_bytes(), expected.as_bytes())) {
        let mut refused = AppError::Unauthenticated.into_response();
        refused.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer realm=\"metrics\""));
        return refused;
    }
    let handle = install();
    read_gauges(&ctx).await;
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], handle.render()).into_response()
}

/// Compares in time that depends only on the length, so the token cannot be guessed byte by byte.
fn same_secret(given: &[u8], expected: &[u8]) -> bool {
    given.len() == expected.len() && given.iter().zip(expected).fold(0, |diff, (a, b)| diff | (a ^ b)) == 0
}

/// The gauges read at scrape time: the pool, the live subscriptions and the draws waiting.
async fn read_gauges(ctx: &AppContext) {
    metrics::gauge!("live_feed_receivers").set(ctx.db.live().receivers() as f64);
    metrics::counter!("db_main_pool_timeouts_total").absolute(kernel::db::main_pool_timeouts());
    if let Some((size, idle, max)) = pool_use(ctx.db.conn()) {
        let idle = idle.min(size);
        metrics::gauge!("db_pool_connections", "state" => "idle").set(f64::from(idle));
        metrics::gauge!("db_pool_connections", "state" => "in_use").set(f64::from(size - idle));
        metrics::gauge!("db_pool_max_connections").set(f64::from(max));
    }
    if let Some((size, idle, max)) = ctx.db.public_read_pool().and_then(pool_use) {
        let idle = idle.min(size);
        metrics::gauge!("db_public_read_pool_connections", "state" => "idle").set(f64::from(idle));
        metrics::gauge!("db_public_read_pool_connections", "state" => "in_use").set(f64::from(size - idle));
        metrics::gauge!("db_public_read_pool_max_connections").set(f64::from(max));
    }
    match luckydraw::draw::pending_draws(ctx.db.conn()).await {
        Ok(pending) => {
            metrics::gauge!("luckydraw_draws_pending", "state" => "due").set(pending.due as f64);
            metrics::gauge!("luckydraw_draws_pending", "state" => "waiting").set(pending.waiting as f64);
        }
        Err(err) => tracing::warn!(error = ?err, "metrics: counting pending draws"),
    }
}

/// (connections open, idle ones, the pool's largest size).
fn pool_use(conn: &DatabaseConnection) -> Option<(u32, u32, u32)> {
    let idle = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    match conn.get_database_backend() {
        DatabaseBackend::Postgres => {
            let pool = conn.get_postgres_connection_pool();
            Some((pool.size(), idle(pool.num_idle()), pool.options().get_max_connections()))
        }
        DatabaseBackend::Sqlite => {
            let pool = conn.get_sqlite_connection_pool();
            Some((pool.size(), idle(pool.num_idle()), pool.options().get_max_connections()))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_stay_bounded() {
        assert_eq!(method_label(&Method::from_bytes(b"BREW").unwrap()), "other");
        assert!(same_secret(b"abc", b"abc"));
        assert!(!same_secret(b"abd", b"abc"));
        assert!(!same_secret(b"ab", b"abc"));
    }
}
