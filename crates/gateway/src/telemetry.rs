//! Structured logs: `RUST_LOG` filters, `MALL_LOG_FORMAT=json` for machines.

use tracing_subscriber::{fmt, prelude::*, EnvFilter};

pub fn init(format: &str) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm_migration=warn,tower_http=info"));
    let registry = tracing_subscriber::registry().with(filter);
    if format == "json" {
        registry.with(fmt::layer().json().flatten_event(true)).init();
    } else {
        registry.with(fmt::layer().compact()).init();
    }
}
