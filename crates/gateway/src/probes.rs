//! Probes for load balancers and orchestrators.
//!
//! - `GET /healthz` (liveness): 200 `{"status":"ok"}` whenever the process answers HTTP at all. It
//!   touches nothing else, so a slow or lost database never gets a live process restarted.
//! - `GET /readyz` (readiness): 200 `{"status":"ready"}` when the database answers, the media store
//!   answers, every migration this binary knows is applied and every domain's stored settings
//!   parse; otherwise 503 naming each check (`{"status":"not ready","database":"ok",
//!   "store":"unreachable","migrations":"2 pending","settings":"unreadable: shipping"}`).
//!   From the moment the process is asked to stop it answers 503 `{"status":"not ready",
//!   "shutdown":"draining"}`, so the load balancer stops sending it traffic.
//!
//! Each check has [`CHECK_TIMEOUT`]: a store or database that hangs is "unreachable", never a
//! probe that hangs. Causes go to the log, not into the answer.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::Duration,
};

use axum::{
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Extension, Json,
};
use kernel::AppContext;
use object_store::path::Path as StorePath;
use sea_orm::ConnectionTrait;
use serde_json::{json, Map, Value};

/// The longest one check may take.
pub const CHECK_TIMEOUT: Duration = Duration::from_secs(3);

/// A key no upload has: a `head` on it answers "not found" from a store that works.
const PROBE_KEY: &str = "readyz-probe";

/// Whether this process still takes traffic; flipped once when it starts to stop.
#[derive(Clone, Debug, Default)]
pub struct Readiness {
    draining: Arc<AtomicBool>,
}

impl Readiness {
    /// From now on `/readyz` answers 503.
    pub fn start_draining(&self) {
        self.draining.store(true, Ordering::SeqCst);
    }

    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::SeqCst)
    }
}

/// `GET /healthz`: the process is alive.
pub async fn healthz() -> Response {
    no_store(StatusCode::OK, json!({ "status": "ok" }))
}

/// `GET /readyz`: the process can serve shoppers (see the module docs).
pub async fn readyz(State(ctx): State<AppContext>, readiness: Option<Extension<Readiness>>) -> Response {
    if readiness.is_some_and(|Extension(r)| r.is_draining()) {
        return no_store(StatusCode::SERVICE_UNAVAILABLE, json!({ "status": "not ready", "shutdown": "draining" }));
    }
    let (database, store, migrations, settings) =
        tokio::join!(database(&ctx), store(&ctx), migrations(&ctx), crate::settings::readiness(&ctx));
    let checks = [("database", database), ("store", store), ("migrations", migrations), ("settings", settings)];
    if checks.iter().all(|(_, outcome)| outcome == "ok") {
        return no_store(StatusCode::OK, json!({ "status": "ready" }));
    }
    let mut body = Map::new();
    body.insert("status".into(), "not ready".into());
    for (name, outcome) in checks {
        body.insert(name.into(), outcome.into());
    }
    no_store(StatusCode::SERVICE_UNAVAILABLE, Value::Object(body))
}

fn no_store(status: StatusCode, body: Value) -> Response {
    (status, [(header::CACHE_CONTROL, "no-store")], Json(body)).into_response()
}

async fn database(ctx: &AppContext) -> String {
    match tokio::time::timeout(CHECK_TIMEOUT, ctx.db.conn().execute_unprepared("SELECT 1")).await {
        Ok(Ok(_)) => "ok".into(),
        Ok(Err(err)) => {
            tracing::warn!(error = %err, "readyz: the database does not answer");
            "unreachable".into()
        }
        Err(_) => {
            tracing::warn!("readyz: the database did not answer in time");
            "unreachable".into()
        }
    }
}

async fn store(ctx: &AppContext) -> String {
    let probe = StorePath::from(PROBE_KEY);
    match tokio::time::timeout(CHECK_TIMEOUT, ctx.media.object_store().head(&probe)).await {
        Ok(Ok(_) | Err(object_store::Error::NotFound { .. })) => "ok".into(),
        Ok(Err(err)) => {
            tracing::warn!(store = ctx.media.description(), error = %err, "readyz: the media store does not answer");
            "unreachable".into()
        }
        Err(_) => {
            tracing::warn!(store = ctx.media.description(), "readyz: the media store did not answer in time");
            "unreachable".into()
        }
    }
}

/// Migrations of this build that the database has not applied ([`crate::migrate::state`]).
/// Migrations newer than the build do not count: during a rolling upgrade the new version migrates
/// first, and the old instances stay ready meanwhile.
async fn migrations(ctx: &AppContext) -> String {
    match tokio::time::timeout(CHECK_TIMEOUT, crate::migrate::state(ctx.db.conn())).await {
        Ok(Ok(state)) if state.pending.is_empty() => "ok".into(),
        Ok(Ok(state)) => format!("{} pending", state.pending.len()),
        Ok(Err(err)) => {
            tracing::warn!(error = %err, "readyz: could not read the applied migrations");
            "unknown".into()
        }
        Err(_) => "unknown".into(),
    }
}
