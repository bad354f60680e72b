//! `PUT /api/test/clock`: moves the shop's clock, for browser tests of day-based rules (a missed
//! daily sign-in, midnight in Yangon). Mounted only when the server runs with `MALL_TEST_CLOCK`;
//! without it the path answers 404 like any unknown one.

use axum::{extract::State, Json};
use chrono::{DateTime, Duration, Utc};
use kernel::{AppContext, AppError, AppResult, Msg};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct ClockChange {
    /// Set the clock to this instant (RFC 3339).
    now: Option<DateTime<Utc>>,
    /// Or move it forward by whole days.
    advance_days: Option<i64>,
}

pub async fn set_clock(
    State(ctx): State<AppContext>,
    Json(change): Json<ClockChange>,
) -> AppResult<Json<serde_json::Value>> {
    match (change.now, change.advance_days) {
        (Some(at), None) => ctx.clock.set(at),
        (None, Some(days)) => ctx.clock.advance(Duration::days(days)),
        _ => return Err(AppError::BadRequest(Msg::new("common.malformed_request"))),
    }
    Ok(Json(serde_json::json!({"now": ctx.clock.now(), "myanmar_today": ctx.clock.myanmar_today().to_string()})))
}
