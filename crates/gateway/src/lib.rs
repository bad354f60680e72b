//! The gateway: one process serving GraphQL, the REST compatibility layer, media and the web app.
//!
//! ```text
//! /graphql        POST queries/mutations, GET GraphiQL      (schema.rs, graphql_http.rs)
//! /graphql/ws     subscriptions over a websocket            (graphql_ws.rs)
//! /api/...        REST compatibility layer, Form A paths     (each domain crate's rest.rs; payment_qr.rs)
//! /api/docs       Swagger UI over /api/openapi.json          (api_docs.rs)
//! /media/...      uploaded images                            (web.rs)
//! /manifest.webmanifest  the installable app, from the site settings (web.rs)
//! /sw.js, /push-sw.js, /assets/..., /icons/...  the web app's files, 404 when missing (web.rs)
//! /healthz        liveness: the process answers                (probes.rs)
//! /readyz         readiness: database, store, migrations, not stopping (probes.rs)
//! /metrics        Prometheus metrics, with MALL_METRICS_TOKEN only (metrics.rs)
//! /api/test/clock  moves the shop's clock (only with MALL_TEST_CLOCK) (test_clock.rs)
//! /, any other    the web app (frontend/dist), index.html for client routes (web.rs)
//! ```

// The merged GraphQL roots nest one resolver future per domain; the compiler's default depth
// (128) is too shallow for their layout.
#![recursion_limit = "256"]

pub mod access;
pub mod admin;
pub mod api_docs;
pub mod app;
pub mod backup;
pub mod graphql_http;
pub mod graphql_int;
pub mod graphql_ws;
pub mod idempotency;
pub mod integrity;
pub mod link_previews;
pub mod metrics;
pub mod migrate;
pub mod origin;
pub mod payment_qr;
pub mod probes;
pub mod public_reads;
pub mod schema;
pub mod serve;
pub mod settings;
pub mod sweep;
pub mod telemetry;
pub mod test_clock;
pub mod web;

pub use app::{build_context, router, router_with, Application};
