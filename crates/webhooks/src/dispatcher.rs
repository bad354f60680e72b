//! The task every gateway runs that delivers what [`crate::emit`] queued, after commit.
//!
//! A dispatcher claims due deliveries with a conditional UPDATE that takes a lease
//! (`leased_until`, `lease_owner`) only where none is held or it ran out, so two gateways never
//! send one delivery at once (PostgreSQL: the claim runs in a serialisable transaction, and the
//! loser of a race changes nothing); one that dies mid-send leaves a lease that runs out and
//! another sends it again: at least once, and the event id lets receivers drop the repeat.
//!
//! Order per endpoint: only an endpoint's oldest pending delivery is ever claimed, so a later event
//! waits while an earlier one is being retried (head of line); a delivery that ran out of retries
//! no longer holds the line.
//!
//! A try is a POST with a deadline of 10 s (at most a third of `MALL_WEBHOOK_LEASE_SECONDS`), no redirects followed and no proxy, connecting only to
//! public addresses (checked before each try and again by the resolver at connect time) unless
//! `MALL_WEBHOOK_ALLOW_LOCAL` is on. 2xx delivers; anything else is retried after
//! `MALL_WEBHOOK_FIRST_RETRY_MS` x 1, 6, 30, 180, 720, then 2160 (10 s, 1 min, 5 min, 30 min,
//! 2 h, 6 h) until `MALL_WEBHOOK_RETRY_FOR_SECONDS` (a day) after it was queued, then it is
//! failed. Every try is counted in `webhook_deliveries_total{outcome="delivered|failed|given_up"}`.

use std::{sync::Arc, time::Duration};

use chrono::{DateTime, Utc};
use futures::StreamExt as _;
use kernel::{
    address::{check_endpoint, PublicOnlyResolver},
    live::LiveEvent,
    worker::Looked,
    AppContext, AppResult,
};
use reqwest::header;
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Statement,
};
use tokio_util::sync::CancellationToken;

use crate::{
    entity::{webhook_delivery, webhook_endpoint, webhook_event},
    model::WebhookDeliveryStatus,
    signature,
};

/// A try's longest wait for its answer and for its connection (DNS included). A claimed delivery
/// belongs to its dispatcher for `MALL_WEBHOOK_LEASE_SECONDS`, and a try is bounded by a third of
/// that as well, so a lease only runs out when its dispatcher died, never under a slow receiver.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Most deliveries claimed at once, and most tries in flight (one per endpoint at most).
const BATCH: i64 = 32;
const PARALLEL: usize = 8;

/// The waits after the 1st, 2nd, ... failed try, in multiples of the first; the last repeats.
const BACKOFF: [u32; 6] = [1, 6, 30, 180, 720, 2160];

/// How much of a receiver's refusal is kept for the log.
const ERROR_CHARS: usize = 300;

/// Starts the dispatcher: it looks for due deliveries when a commit queued some (on any instance)
/// and every `MALL_WEBHOOK_POLL_MS` (retries), until `stop` is cancelled; the tries in flight then
/// finish. What it had claimed and not tried is tried by another instance when the lease runs out.
/// With `MALL_WEBHOOK_POLL_MS` 0 this process sends nothing: the task ends at once.
pub fn spawn_dispatcher(ctx: AppContext, stop: CancellationToken) -> tokio::task::JoinHandle<()> {
    if ctx.config.webhook_poll_ms == 0 {
        return tokio::spawn(async {});
    }
    let every = Duration::from_millis(ctx.config.webhook_poll_ms);
    let live = ctx.db.live().clone();
    let dispatcher = match Dispatcher::new(ctx) {
        Ok(dispatcher) => Arc::new(dispatcher),
        Err(err) => {
            tracing::error!(error = ?err, "the webhook dispatcher could not start; no webhooks are sent");
            return tokio::spawn(async {});
        }
    };
    let wakes = |event: &LiveEvent| matches!(event, LiveEvent::WebhookOutbox | LiveEvent::Resync);
    // A delivery done lets its endpoint's next one go: look again until nothing is due.
    kernel::worker::spawn_outbox_loop("webhook dispatcher", &live, every, wakes, stop, move || {
        let dispatcher = dispatcher.clone();
        async move {
            let claimed = dispatcher.deliver_due().await?;
            Ok(if claimed == 0 { Looked::Done } else { Looked::More })
        }
    })
}

struct Dispatcher {
    ctx: AppContext,
    http: reqwest::Client,
    /// This process's name on its leases.
    owner: String,
}

/// What became of one try.
enum Outcome {
    Delivered { code: u16 },
    Failed { code: Option<u16>, reason: String },
}

impl Dispatcher {
    fn new(ctx: AppContext) -> reqwest::Result<Dispatcher> {
        let allow_local = ctx.config.webhook_allow_local;
        let lease_third = Duration::from_secs(ctx.config.webhook_lease_seconds) / 3;
        let mut http = reqwest::Client::builder()
            // A redirect could lead anywhere, past the endpoint's checks: it is a failed try.
            .redirect(reqwest::redirect::Policy::none())
            // A proxy would resolve the host itself, past the resolver below.
            .no_proxy()
            .https_only(!allow_local)
            .timeout(SEND_TIMEOUT.min(lease_third))
            .connect_timeout(CONNECT_TIMEOUT.min(lease_third))
            .user_agent(concat!("LuckyMall-webhooks/", env!("CARGO_PKG_VERSION")));
        if !allow_local {
            http = http.dns_resolver(Arc::new(PublicOnlyResolver));
        }
        let owner = hex::encode(rand::random::<[u8; 8]>());
        Ok(Dispatcher { ctx, http: http.build()?, owner })
    }

    /// Claims what is due and tries it; answers how many deliveries were claimed.
    async fn deliver_due(&self) -> AppResult<usize> {
        let claimed = claim_due(&self.ctx, &self.owner).await?;
        futures::stream::iter(claimed.iter().copied()).for_each_concurrent(PARALLEL, |id| self.deliver(id)).await;
        Ok(claimed.len())
    }

    async fn deliver(&self, id: i64) {
        if let Err(err) = self.try_deliver(id).await {
            // The lease runs out and the delivery is tried again.
            tracing::warn!(delivery = id, error = ?err, "webhook delivery");
        }
    }

    async fn try_deliver(&self, id: i64) -> AppResult<()> {
        let conn = self.ctx.db.conn();
        // Each may have gone since the claim (its endpoint deleted).
        let Some(delivery) = webhook_delivery::Entity::find_by_id(id).one(conn).await? else { return Ok(()) };
        let Some(endpoint) = webhook_endpoint::Entity::find_by_id(delivery.endpoint_id).one(conn).await? else {
            return Ok(());
        };
        let Some(event) = webhook_event::Entity::find_by_id(delivery.event_id).one(conn).await? else {
            return Ok(());
        };
        let outcome = self.send(&endpoint, &event).await;
        self.record(&delivery, outcome).await
    }

    async fn send(&self, endpoint: &webhook_endpoint::Model, event: &webhook_event::Model) -> Outcome {
        let url = match check_endpoint(&endpoint.url, self.ctx.config.webhook_allow_local).await {
            Ok(url) => url,
            Err(problem) => {
                return Outcome::Failed { code: None, reason: format!("the address is not allowed now ({problem:?})") }
            }
        };
        let data: serde_json::Value = serde_json::from_str(&event.data).unwrap_or(serde_json::Value::Null);
        let body = serde_json::json!({
            "id": event.event_id,
            "type": event.event_type,
            "created_at": event.created_at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
            "data": data,
        })
        .to_string();
        let timestamp = Utc::now().timestamp();
        let answer = self
            .http
            .post(url)
            .header(header::CONTENT_TYPE, "application/json")
            .header("Mall-Signature", signature::header(&endpoint.secret, timestamp, &body))
            .header("Mall-Event-Id", &event.event_id)
            .header("Mall-Event-Type", &event.event_type)
            .body(body)
            .send()
            .await;
        let mut answer = match answer {
            Ok(answer) => answer,
            Err(err) => return Outcome::Failed { code: None, reason: error_chain(&err) },
        };
        let status = answer.status();
        if status.is_success() {
            return Outcome::Delivered { code: status.as_u16() };
        }
        let reason = if status.is_redirection() {
            "redirects are not followed".to_owned()
        } else {
            // The receiver's reason is in the body; a little is enough (within the deadline).
            let said = answer.chunk().await.ok().flatten().unwrap_or_default();
            String::from_utf8_lossy(&said[..said.len().min(ERROR_CHARS)]).into_owned()
        };
        Outcome::Failed { code: Some(status.as_u16()), reason: format!("answered {status}: {reason}") }
    }

    /// Writes down what became of a try, if this dispatcher still holds the delivery.
    async fn record(&self, delivery: &webhook_delivery::Model, outcome: Outcome) -> AppResult<()> {
        let now = Utc::now();
        let attempts = delivery.attempts + 1;
        let mut update = webhook_delivery::Entity::update_many()
            .col_expr(webhook_delivery::Column::Attempts, Expr::value(attempts))
            .col_expr(webhook_delivery::Column::LastAttemptAt, Expr::value(now))
            .col_expr(webhook_delivery::Column::LeasedUntil, null_time())
            .col_expr(webhook_delivery::Column::LeaseOwner, Expr::value(Option::<String>::None));
        let counted = match outcome {
            Outcome::Delivered { code } => {
                update = update
                    .col_expr(webhook_delivery::Column::Status, Expr::value(WebhookDeliveryStatus::Delivered))
                    .col_expr(webhook_delivery::Column::DeliveredAt, Expr::value(now))
                    .col_expr(webhook_delivery::Column::NextAttemptAt, null_time())
                    .col_expr(webhook_delivery::Column::LastStatusCode, Expr::value(i32::from(code)))
                    .col_expr(webhook_delivery::Column::LastError, Expr::value(Option::<String>::None));
                "delivered"
            }
            Outcome::Failed { code, reason } => {
                let reason: String = reason.chars().take(ERROR_CHARS + 40).collect();
                let next = now + backoff(self.ctx.config.webhook_first_retry_ms, attempts);
                let retry_for = chrono::Duration::seconds(self.ctx.config.webhook_retry_for_seconds as i64);
                let gives_up = next > delivery.retry_from + retry_for;
                update = update
                    .col_expr(webhook_delivery::Column::LastStatusCode, Expr::value(code.map(i32::from)))
                    .col_expr(webhook_delivery::Column::LastError, Expr::value(reason.clone()));
                if gives_up {
                    tracing::error!(delivery = delivery.id, attempts, error = %reason, "webhook delivery failed for good");
                    update = update
                        .col_expr(webhook_delivery::Column::Status, Expr::value(WebhookDeliveryStatus::Failed))
                        .col_expr(webhook_delivery::Column::NextAttemptAt, null_time());
                    "given_up"
                } else {
                    tracing::warn!(delivery = delivery.id, attempts, error = %reason, "webhook delivery failed; tried again at {next}");
                    update = update.col_expr(webhook_delivery::Column::NextAttemptAt, Expr::value(next));
                    "failed"
                }
            }
        };
        metrics::counter!("webhook_deliveries_total", "outcome" => counted).increment(1);
        let (id, owner) = (delivery.id, self.owner.clone());
        self.ctx
            .db
            .write(|tx| {
                let (update, owner) = (update.clone(), owner.clone());
                Box::pin(async move {
                    update
                        .filter(webhook_delivery::Column::Id.eq(id))
                        .filter(webhook_delivery::Column::Status.eq(WebhookDeliveryStatus::Pending))
                        .filter(webhook_delivery::Column::LeaseOwner.eq(owner))
                        .exec(tx)
                        .await?;
                    Ok(())
                })
            })
            .await
    }
}

/// The wait after the `attempts`th failed try.
fn backoff(first_ms: u64, attempts: i32) -> chrono::Duration {
    let step = usize::try_from(attempts - 1).unwrap_or(0).min(BACKOFF.len() - 1);
    let ms = first_ms.saturating_mul(u64::from(BACKOFF[step]));
    chrono::Duration::milliseconds(i64::try_from(ms).unwrap_or(i64::MAX / 2).min(7 * 86_400_000))
}

/// The oldest pending delivery of each active endpoint that is due and not held: at most one per
/// endpoint, so each endpoint's events go in order.
const DUE: &str = "SELECT d.id FROM webhook_delivery d \
    JOIN webhook_endpoint p ON p.id = d.endpoint_id AND p.paused = $1 \
    WHERE d.status = 'pending' AND d.next_attempt_at <= $2 \
      AND (d.leased_until IS NULL OR d.leased_until < $2) \
      AND NOT EXISTS (SELECT 1 FROM webhook_delivery e \
        WHERE e.endpoint_id = d.endpoint_id AND e.status = 'pending' AND e.id < d.id) \
    ORDER BY d.next_attempt_at, d.id LIMIT $3";

/// Takes a lease on up to [`BATCH`] due deliveries; answers the ids this dispatcher won.
async fn claim_due(ctx: &AppContext, owner: &str) -> AppResult<Vec<i64>> {
    let now = Utc::now();
    let conn = ctx.db.conn();
    let statement =
        Statement::from_sql_and_values(conn.get_database_backend(), DUE, [false.into(), now.into(), BATCH.into()]);
    let candidates: Vec<i64> =
        conn.query_all(statement).await?.iter().filter_map(|row| row.try_get::<i64>("", "id").ok()).collect();
    if candidates.is_empty() {
        return Ok(Vec::new());
    }
    let leased_until = now + Duration::from_secs(ctx.config.webhook_lease_seconds);
    ctx.db
        .write(|tx| {
            let (candidates, owner) = (candidates.clone(), owner.to_owned());
            Box::pin(async move {
                let mut won = Vec::with_capacity(candidates.len());
                for id in candidates {
                    // Still pending and free is part of the condition: another dispatcher may have
                    // claimed the row since it was read, and then this UPDATE changes nothing.
                    let claimed = webhook_delivery::Entity::update_many()
                        .col_expr(webhook_delivery::Column::LeasedUntil, Expr::value(leased_until))
                        .col_expr(webhook_delivery::Column::LeaseOwner, Expr::value(owner.clone()))
                        .filter(webhook_delivery::Column::Id.eq(id))
                        .filter(webhook_delivery::Column::Status.eq(WebhookDeliveryStatus::Pending))
                        .filter(
                            webhook_delivery::Column::LeasedUntil
                                .is_null()
                                .or(webhook_delivery::Column::LeasedUntil.lt(now)),
                        )
                        .exec(tx)
                        .await?;
                    if claimed.rows_affected == 1 {
                        won.push(id);
                    }
                }
                Ok(won)
            })
        })
        .await
}

fn null_time() -> SimpleExpr {
    Expr::value(Option::<DateTime<Utc>>::None)
}

/// An error with its causes ("error sending request: connection refused").
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_to_six_hours_and_stays() {
        let waits: Vec<i64> = (1..=8).map(|n| backoff(10_000, n).num_seconds()).collect();
        assert_eq!(waits, [10, 60, 300, 1_800, 7_200, 21_600, 21_600, 21_600]);
    }
}
