//! The task that sends the pushes [`super::enqueue`] owes.
//!
//! Each `push_delivery` row is one push to one browser. Every instance of the server runs a
//! sender; a sender claims due rows with a conditional UPDATE that takes a short lease, so two
//! instances never send one delivery twice, and a sender that dies mid-send leaves a lease that
//! simply runs out. The push service's answer decides the row's fate: accepted, it is deleted;
//! the subscription is gone (404/410), the subscription is deleted with everything owed to it;
//! anything else is retried with backoff and, after the last try, dropped with an error in the
//! log, so no push is ever lost silently. Every answer is counted in the Prometheus counter
//! `push_deliveries_total{outcome="sent|gone|failed"}` (failed: each try that did not deliver).

use std::{sync::Arc, time::Duration};

use chrono::Utc;
use futures::StreamExt as _;
use kernel::{live::LiveEvent, worker::Looked, AppContext, AppResult, Locale};
use reqwest::header;
use sea_orm::{
    sea_query::{Expr, SimpleExpr},
    ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};
use tokio_util::sync::CancellationToken;

use super::{
    address::{check_endpoint, EndpointProblem, PublicOnlyResolver},
    base64url,
    keys::VapidKeys,
};
use crate::{
    entity::{notification, push_delivery, push_subscription},
    texts,
};

/// How long a claimed delivery belongs to its sender: well over one send (at most
/// [`SEND_TIMEOUT`] plus a DNS lookup), so a lease only runs out when its sender died.
const LEASE: Duration = Duration::from_secs(60);

const SEND_TIMEOUT: Duration = Duration::from_secs(10);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Most deliveries claimed at once, and most sent at the same time.
const BATCH: u64 = 50;
const PARALLEL: usize = 8;

/// The wait after the 1st, 2nd, ... failed try; a delivery that fails once more is dropped.
const RETRY_AFTER: [Duration; 5] = [
    Duration::from_secs(10),
    Duration::from_secs(60),
    Duration::from_secs(5 * 60),
    Duration::from_secs(30 * 60),
    Duration::from_secs(2 * 60 * 60),
];

/// How long the push service keeps a push for a browser that is offline (the `TTL` header).
const PUSH_TTL_SECONDS: u64 = 24 * 60 * 60;

/// Starts the sender: it looks for due deliveries as soon as a notification is stored (the live
/// feed, on any instance) and every `MALL_PUSH_POLL_MS` (retries, and anything the feed missed),
/// until `stop` is cancelled. The batch being sent then finishes and the task ends; what it had
/// claimed and not sent is sent by another instance when the lease runs out.
pub fn spawn_sender(ctx: AppContext, keys: Arc<VapidKeys>, stop: CancellationToken) -> tokio::task::JoinHandle<()> {
    let every = Duration::from_millis(ctx.config.push_poll_ms);
    let live = ctx.db.live().clone();
    let sender = match Sender::new(ctx, keys) {
        Ok(sender) => Arc::new(sender),
        Err(err) => {
            tracing::error!(error = ?err, "the push sender could not start; no pushes are sent");
            return tokio::spawn(async {});
        }
    };
    let wakes = |event: &LiveEvent| matches!(event, LiveEvent::Notification { .. } | LiveEvent::Resync);
    // A full batch means more may be due: go on at once rather than wait for the tick.
    kernel::worker::spawn_outbox_loop("push sender", &live, every, wakes, stop, move || {
        let sender = sender.clone();
        async move {
            let claimed = sender.send_due().await?;
            Ok(if claimed as u64 == BATCH { Looked::More } else { Looked::Done })
        }
    })
}

struct Sender {
    ctx: AppContext,
    keys: Arc<VapidKeys>,
    http: reqwest::Client,
}

/// What became of one try.
enum Outcome {
    /// The push service took the push.
    Accepted,
    /// The push service says the subscription no longer exists.
    Gone,
    /// The push can never be sent (its endpoint is no longer allowed, its keys are unusable).
    Dropped(String),
    /// Worth trying again later.
    Failed(String),
}

impl Sender {
    fn new(ctx: AppContext, keys: Arc<VapidKeys>) -> anyhow::Result<Sender> {
        let allow_local = ctx.config.push_allow_local;
        let mut http = reqwest::Client::builder()
            // A redirect could lead anywhere, past the endpoint's checks.
            .redirect(reqwest::redirect::Policy::none())
            // A proxy would resolve the host itself, past the resolver below.
            .no_proxy()
            .https_only(!allow_local)
            .timeout(SEND_TIMEOUT)
            .connect_timeout(CONNECT_TIMEOUT)
            .user_agent(concat!("LuckyMall-push/", env!("CARGO_PKG_VERSION")));
        if !allow_local {
            http = http.dns_resolver(Arc::new(PublicOnlyResolver));
        }
        Ok(Sender { ctx, keys, http: http.build()? })
    }

    /// Claims what is due and sends it; answers how many deliveries were claimed.
    async fn send_due(&self) -> AppResult<usize> {
        let claimed = claim_due(&self.ctx).await?;
        futures::stream::iter(claimed.iter().copied()).for_each_concurrent(PARALLEL, |id| self.deliver(id)).await;
        Ok(claimed.len())
    }

    async fn deliver(&self, delivery_id: i64) {
        if let Err(err) = self.try_deliver(delivery_id).await {
            // The lease runs out and the delivery is tried again.
            tracing::warn!(delivery = delivery_id, error = ?err, "push delivery");
        }
    }

    async fn try_deliver(&self, delivery_id: i64) -> AppResult<()> {
        let conn = self.ctx.db.conn();
        // Each may have gone since the claim (deleted with its notification or subscription).
        let Some(delivery) = push_delivery::Entity::find_by_id(delivery_id).one(conn).await? else { return Ok(()) };
        let Some(subscription) = push_subscription::Entity::find_by_id(delivery.subscription_id).one(conn).await?
        else {
            return Ok(());
        };
        let Some(notification) = notification::Entity::find_by_id(delivery.notification_id).one(conn).await? else {
            return Ok(());
        };
        let outcome = self.send(&subscription, &notification).await?;
        let counted = match outcome {
            Outcome::Accepted => "sent",
            Outcome::Gone => "gone",
            Outcome::Dropped(_) | Outcome::Failed(_) => "failed",
        };
        metrics::counter!("push_deliveries_total", "outcome" => counted).increment(1);
        record(&self.ctx, &delivery, outcome).await
    }

    async fn send(
        &self,
        subscription: &push_subscription::Model,
        notification: &notification::Model,
    ) -> AppResult<Outcome> {
        let endpoint = match check_endpoint(&subscription.endpoint, self.ctx.config.push_allow_local).await {
            Ok(url) => url,
            Err(EndpointProblem::Unresolved) => {
                return Ok(Outcome::Failed("the endpoint's host has no address".into()))
            }
            Err(problem) => return Ok(Outcome::Dropped(format!("the endpoint is no longer allowed ({problem:?})"))),
        };
        let locale = Locale::from_code(Some(&subscription.locale));
        let shown = match texts::render(&self.ctx, notification, locale).await {
            Ok(shown) => shown,
            Err(err) => return Ok(Outcome::Failed(format!("rendering the notification: {err:?}"))),
        };
        let payload = serde_json::json!({
            "title": shown.title,
            "body": shown.body,
            "image": shown.image,
            "link": shown.link,
            "data": { "id": notification.id, "kind": notification.kind },
        });
        let body = match encrypt(payload.to_string().into_bytes(), subscription) {
            Ok(body) => body,
            Err(reason) => return Ok(Outcome::Dropped(reason)),
        };
        let audience = endpoint.origin().ascii_serialization();
        let answer = self
            .http
            .post(endpoint)
            .header(header::AUTHORIZATION, self.keys.authorization(&audience, Utc::now()))
            .header("TTL", PUSH_TTL_SECONDS)
            .header(header::CONTENT_ENCODING, "aes128gcm")
            .header(header::CONTENT_TYPE, "application/octet-stream")
            .body(body)
            .send()
            .await;
        let mut answer = match answer {
            Ok(answer) => answer,
            Err(err) => return Ok(Outcome::Failed(error_chain(&err))),
        };
        let status = answer.status();
        Ok(match status.as_u16() {
            200..=202 => Outcome::Accepted,
            404 | 410 => Outcome::Gone,
            _ => {
                // The push service's reason (e.g. "invalid JWT") is in the body; a little is enough.
                let reason = answer.chunk().await.ok().flatten().unwrap_or_default();
                let reason = String::from_utf8_lossy(&reason[..reason.len().min(200)]).into_owned();
                Outcome::Failed(format!("the push service answered {status}: {reason}"))
            }
        })
    }
}

/// The push's body, encrypted for the subscription's browser (RFC 8291, aes128gcm).
fn encrypt(payload: Vec<u8>, subscription: &push_subscription::Model) -> Result<Vec<u8>, String> {
    let public_key = base64url::decode(&subscription.p256dh)
        .and_then(|bytes| web_push_native::p256::PublicKey::from_sec1_bytes(&bytes).ok())
        .ok_or("the subscription's p256dh key is unusable")?;
    let auth = base64url::decode(&subscription.auth)
        .filter(|bytes| bytes.len() == 16)
        .ok_or("the subscription's auth secret is unusable")?;
    let auth = web_push_native::Auth::clone_from_slice(&auth);
    web_push_native::encrypt(payload, &public_key, &auth).map_err(|err| format!("encrypting: {err}"))
}

/// Takes a lease on up to [`BATCH`] due deliveries; answers the ids this sender won.
async fn claim_due(ctx: &AppContext) -> AppResult<Vec<i64>> {
    let now = Utc::now();
    let candidates: Vec<i64> = push_delivery::Entity::find()
        .select_only()
        .column(push_delivery::Column::Id)
        .filter(due(now))
        .order_by_asc(push_delivery::Column::NextAttemptAt)
        .limit(BATCH)
        .into_tuple()
        .all(ctx.db.conn())
        .await?;
    if candidates.is_empty() {
        return Ok(Vec::new());
    }
    let leased_until = now + LEASE;
    ctx.db
        .write(|tx| {
            let candidates = candidates.clone();
            Box::pin(async move {
                let mut won = Vec::with_capacity(candidates.len());
                for id in candidates {
                    // Still due is part of the condition: another sender may have claimed the row
                    // since it was read, and then this UPDATE changes nothing.
                    let claimed = push_delivery::Entity::update_many()
                        .col_expr(push_delivery::Column::LeasedUntil, Expr::value(leased_until))
                        .filter(push_delivery::Column::Id.eq(id))
                        .filter(due(now))
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

fn due(now: chrono::DateTime<Utc>) -> Condition {
    Condition::all().add(push_delivery::Column::NextAttemptAt.lte(now)).add(
        Condition::any()
            .add(push_delivery::Column::LeasedUntil.is_null())
            .add(push_delivery::Column::LeasedUntil.lt(now)),
    )
}

/// Writes down what became of a try.
async fn record(ctx: &AppContext, delivery: &push_delivery::Model, outcome: Outcome) -> AppResult<()> {
    let (notification_id, subscription_id) = (delivery.notification_id, delivery.subscription_id);
    match outcome {
        Outcome::Accepted => delete_delivery(ctx, delivery.id).await,
        Outcome::Gone => {
            tracing::info!(subscription = subscription_id, "push subscription expired; forgotten");
            ctx.db
                .write(|tx| {
                    Box::pin(async move {
                        // Its deliveries go with it (ON DELETE CASCADE).
                        push_subscription::Entity::delete_by_id(subscription_id).exec(tx).await?;
                        Ok(())
                    })
                })
                .await
        }
        Outcome::Dropped(reason) => {
            tracing::error!(
                notification = notification_id,
                subscription = subscription_id,
                error = %reason,
                "push dropped"
            );
            delete_delivery(ctx, delivery.id).await
        }
        Outcome::Failed(reason) => {
            let attempts = delivery.attempts + 1;
            let Some(wait) = RETRY_AFTER.get(attempts as usize - 1) else {
                tracing::error!(
                    notification = notification_id,
                    subscription = subscription_id,
                    attempts,
                    error = %reason,
                    "push dropped after its last try"
                );
                return delete_delivery(ctx, delivery.id).await;
            };
            tracing::warn!(
                notification = notification_id,
                subscription = subscription_id,
                attempts,
                error = %reason,
                "push failed; tried again in {}s",
                wait.as_secs()
            );
            let next_attempt_at = Utc::now() + *wait;
            let last_error: String = reason.chars().take(500).collect();
            let id = delivery.id;
            ctx.db
                .write(|tx| {
                    let last_error = last_error.clone();
                    Box::pin(async move {
                        push_delivery::Entity::update_many()
                            .col_expr(push_delivery::Column::Attempts, Expr::value(attempts))
                            .col_expr(push_delivery::Column::NextAttemptAt, Expr::value(next_attempt_at))
                            .col_expr(push_delivery::Column::LeasedUntil, null_timestamp())
                            .col_expr(push_delivery::Column::LastError, Expr::value(last_error))
                            .filter(push_delivery::Column::Id.eq(id))
                            .exec(tx)
                            .await?;
                        Ok(())
                    })
                })
                .await
        }
    }
}

fn null_timestamp() -> SimpleExpr {
    Expr::value(Option::<chrono::DateTime<Utc>>::None)
}

async fn delete_delivery(ctx: &AppContext, id: i64) -> AppResult<()> {
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                push_delivery::Entity::delete_by_id(id).exec(tx).await?;
                Ok(())
            })
        })
        .await
}

/// An error with its causes ("error sending request: connection refused"): reqwest's own text
/// leaves the cause out.
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
