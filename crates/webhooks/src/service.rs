//! The owner's webhooks: endpoints registered, changed, paused and deleted; the delivery log and
//! resending. Every operation passes [`may_manage`] first.

use std::collections::HashMap;

use chrono::Utc;
use kernel::{
    address::{check_endpoint, EndpointProblem},
    audit,
    auth::CurrentUser,
    live::{self, LiveEvent},
    pagination::{PageMeta, PageParams},
    AppContext, AppError, AppResult, Msg,
};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use crate::{
    entity::{webhook_delivery, webhook_endpoint, webhook_event},
    model::{Webhook, WebhookDelivery, WebhookDeliveryPage, WebhookDeliveryStatus, WebhookEvent, WebhookInput},
};

/// Who may manage webhooks: a role with `WEBHOOKS` (the owner). The operations declare it in
/// `graphql::ACCESS` (checked before they run); this is the service's own check.
pub fn may_manage(user: &CurrentUser) -> AppResult<()> {
    user.require(kernel::permissions::Permission::Webhooks)
}

/// Deliveries per page of the log.
const PER_PAGE: u64 = 20;
const MAX_DESCRIPTION_CHARS: usize = 200;

fn invalid(field: &'static str, key: &'static str) -> AppError {
    AppError::invalid(field, Msg::new(key))
}

/// What is stored of a checked input (the secret `None`: keep the current one).
struct Checked {
    url: String,
    secret: Option<String>,
    events: String,
    description: Option<String>,
}

/// Checks every part of `input`; the URL's host is looked up in DNS only once all else is valid.
async fn check(ctx: &AppContext, input: &WebhookInput, secret_required: bool) -> AppResult<Checked> {
    let secret = input.secret.trim();
    let secret = match secret {
        "" if !secret_required => None,
        _ => {
            let well_formed =
                (16..=200).contains(&secret.chars().count()) && secret.chars().all(|c| c.is_ascii_graphic());
            if !well_formed {
                return Err(invalid("secret", "webhooks.secret_invalid"));
            }
            Some(secret.to_owned())
        }
    };
    if input.events.is_empty() {
        return Err(invalid("events", "webhooks.events_required"));
    }
    // Stored in the order of the list of events, each once.
    let events: Vec<&str> =
        WebhookEvent::ALL.into_iter().filter(|e| input.events.contains(e)).map(WebhookEvent::wire).collect();
    let description = input.description.as_deref().map(str::trim).filter(|d| !d.is_empty());
    if description.is_some_and(|d| d.chars().count() > MAX_DESCRIPTION_CHARS) {
        return Err(invalid("description", "webhooks.description_too_long"));
    }
    let allow_local = ctx.config.webhook_allow_local;
    let url = check_endpoint(input.url.trim(), allow_local).await.map_err(|problem| {
        let key = match problem {
            EndpointProblem::Malformed => "webhooks.url_invalid",
            EndpointProblem::NotPublic => "webhooks.url_not_public",
            EndpointProblem::Unresolved => "webhooks.url_unresolved",
        };
        invalid("url", key)
    })?;
    Ok(Checked {
        url: url.to_string(),
        secret,
        events: events.join(","),
        description: description.map(kernel::text::as_sent),
    })
}

/// Admin: registers an endpoint; answers its id.
pub async fn create(ctx: &AppContext, admin: CurrentUser, input: WebhookInput) -> AppResult<i64> {
    may_manage(&admin)?;
    let checked = check(ctx, &input, true).await?;
    let secret = checked.secret.clone().unwrap_or_default();
    ctx.db
        .write(|tx| {
            let (url, secret, events, description) =
                (checked.url.clone(), secret.clone(), checked.events.clone(), checked.description.clone());
            Box::pin(async move {
                let made = webhook_endpoint::ActiveModel {
                    url: Set(url.clone()),
                    secret: Set(secret),
                    events: Set(events.clone()),
                    description: Set(description),
                    paused: Set(false),
                    created_by: Set(admin.id),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                let details = serde_json::json!({"url": url, "events": events});
                audit::record(tx, Some(admin), "webhook.create", "webhook_endpoint", Some(made.id), details).await?;
                Ok(made.id)
            })
        })
        .await
}

/// Admin: changes an endpoint's URL, events, description and (unless blank) secret. Deliveries
/// already queued keep going to it, at its new URL, signed with its new secret.
pub async fn update(ctx: &AppContext, admin: CurrentUser, id: i64, input: WebhookInput) -> AppResult<()> {
    may_manage(&admin)?;
    let checked = check(ctx, &input, false).await?;
    ctx.db
        .write(|tx| {
            let (url, secret, events, description) =
                (checked.url.clone(), checked.secret.clone(), checked.events.clone(), checked.description.clone());
            Box::pin(async move {
                let mut active: webhook_endpoint::ActiveModel = endpoint(tx, id).await?.into();
                active.url = Set(url.clone());
                if let Some(secret) = secret.clone() {
                    active.secret = Set(secret);
                }
                active.events = Set(events.clone());
                active.description = Set(description);
                active.update(tx).await?;
                let details = serde_json::json!({"url": url, "events": events, "secret_changed": secret.is_some()});
                audit::record(tx, Some(admin), "webhook.update", "webhook_endpoint", Some(id), details).await
            })
        })
        .await
}

/// Admin: pauses an endpoint (new events are not queued for it; queued ones wait) or resumes it.
pub async fn set_paused(ctx: &AppContext, admin: CurrentUser, id: i64, paused: bool) -> AppResult<()> {
    may_manage(&admin)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let mut active: webhook_endpoint::ActiveModel = endpoint(tx, id).await?.into();
                active.paused = Set(paused);
                active.update(tx).await?;
                if !paused {
                    // What waited is due now.
                    live::announce(tx, LiveEvent::WebhookOutbox).await?;
                }
                let action = if paused { "webhook.pause" } else { "webhook.resume" };
                audit::record(tx, Some(admin), action, "webhook_endpoint", Some(id), serde_json::json!({})).await
            })
        })
        .await
}

/// Admin: deletes an endpoint and its deliveries (the events stay, for the other endpoints).
pub async fn delete(ctx: &AppContext, admin: CurrentUser, id: i64) -> AppResult<()> {
    may_manage(&admin)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let found = endpoint(tx, id).await?;
                webhook_delivery::Entity::delete_many()
                    .filter(webhook_delivery::Column::EndpointId.eq(id))
                    .exec(tx)
                    .await?;
                webhook_endpoint::Entity::delete_by_id(id).exec(tx).await?;
                let details = serde_json::json!({"url": found.url});
                audit::record(tx, Some(admin), "webhook.delete", "webhook_endpoint", Some(id), details).await
            })
        })
        .await
}

/// Admin: delivers a delivery again from now (a failed one gets a new day of retries; a
/// delivered one is sent once more, with the same event id). Refused while a dispatcher is
/// sending it.
pub async fn resend(ctx: &AppContext, admin: CurrentUser, id: i64) -> AppResult<()> {
    may_manage(&admin)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let now = Utc::now();
                let found = webhook_delivery::Entity::find_by_id(id).one(tx).await?;
                let found = found.ok_or_else(|| AppError::not_found("webhooks.delivery_not_found"))?;
                let free =
                    webhook_delivery::Column::LeasedUntil.is_null().or(webhook_delivery::Column::LeasedUntil.lt(now));
                let reset = webhook_delivery::Entity::update_many()
                    .col_expr(webhook_delivery::Column::Status, Expr::value(WebhookDeliveryStatus::Pending))
                    .col_expr(webhook_delivery::Column::Attempts, Expr::value(0))
                    .col_expr(webhook_delivery::Column::NextAttemptAt, Expr::value(now))
                    .col_expr(webhook_delivery::Column::RetryFrom, Expr::value(now))
                    .col_expr(webhook_delivery::Column::DeliveredAt, Expr::value(Option::<chrono::DateTime<Utc>>::None))
                    .filter(webhook_delivery::Column::Id.eq(id))
                    .filter(free)
                    .exec(tx)
                    .await?;
                if reset.rows_affected != 1 {
                    return Err(invalid("id", "webhooks.delivery_in_flight"));
                }
                live::announce(tx, LiveEvent::WebhookOutbox).await?;
                let details = serde_json::json!({"endpoint_id": found.endpoint_id, "was": found.status});
                audit::record(tx, Some(admin), "webhook.resend", "webhook_delivery", Some(id), details).await
            })
        })
        .await
}

async fn endpoint(conn: &impl ConnectionTrait, id: i64) -> AppResult<webhook_endpoint::Model> {
    webhook_endpoint::Entity::find_by_id(id).one(conn).await?.ok_or_else(|| AppError::not_found("webhooks.not_found"))
}

/// Admin: every endpoint, newest first, with its counts of pending and failed deliveries.
pub async fn webhooks(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<Webhook>> {
    may_manage(&admin)?;
    let conn = ctx.db.conn();
    let rows = webhook_endpoint::Entity::find().order_by_desc(webhook_endpoint::Column::Id).all(conn).await?;
    let counts: Vec<(i64, WebhookDeliveryStatus, i64)> = webhook_delivery::Entity::find()
        .select_only()
        .column(webhook_delivery::Column::EndpointId)
        .column(webhook_delivery::Column::Status)
        .column_as(webhook_delivery::Column::Id.count(), "n")
        .filter(webhook_delivery::Column::Status.ne(WebhookDeliveryStatus::Delivered))
        .group_by(webhook_delivery::Column::EndpointId)
        .group_by(webhook_delivery::Column::Status)
        .into_tuple()
        .all(conn)
        .await?;
    let counts: HashMap<(i64, WebhookDeliveryStatus), i64> =
        counts.into_iter().map(|(endpoint, status, n)| ((endpoint, status), n)).collect();
    Ok(rows
        .into_iter()
        .map(|e| {
            let count = |status| counts.get(&(e.id, status)).copied().unwrap_or(0);
            Webhook {
                id: e.id,
                pending_deliveries: count(WebhookDeliveryStatus::Pending),
                failed_deliveries: count(WebhookDeliveryStatus::Failed),
                events: e.events.split(',').filter_map(WebhookEvent::from_wire).collect(),
                secret_hint: secret_hint(&e.secret),
                url: e.url,
                description: e.description,
                paused: e.paused,
                created_at: e.created_at,
            }
        })
        .collect())
}

/// The secret's last 4 characters after an ellipsis.
fn secret_hint(secret: &str) -> String {
    let chars: Vec<char> = secret.chars().collect();
    let tail: String = chars[chars.len().saturating_sub(4)..].iter().collect();
    format!("…{tail}")
}

/// Admin: an endpoint's delivery log, newest first, [`PER_PAGE`] a page.
pub async fn deliveries(
    ctx: &AppContext,
    admin: CurrentUser,
    endpoint_id: i64,
    page: PageParams,
) -> AppResult<WebhookDeliveryPage> {
    may_manage(&admin)?;
    let conn = ctx.db.conn();
    endpoint(conn, endpoint_id).await?;
    let query = webhook_delivery::Entity::find().filter(webhook_delivery::Column::EndpointId.eq(endpoint_id));
    let total = query.clone().count(conn).await?;
    let number = page.page();
    let rows = query
        .order_by_desc(webhook_delivery::Column::Id)
        .offset((number - 1).saturating_mul(PER_PAGE))
        .limit(PER_PAGE)
        .all(conn)
        .await?;
    let event_ids: Vec<i64> = rows.iter().map(|d| d.event_id).collect();
    let events: HashMap<i64, webhook_event::Model> = webhook_event::Entity::find()
        .filter(webhook_event::Column::Id.is_in(event_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|e| (e.id, e))
        .collect();
    let data = rows
        .into_iter()
        .map(|d| {
            let event = events.get(&d.event_id);
            WebhookDelivery {
                id: d.id,
                event_id: event.map(|e| e.event_id.clone()).unwrap_or_default(),
                event_type: event.map(|e| e.event_type.clone()).unwrap_or_default(),
                status: d.status,
                attempts: d.attempts,
                last_attempt_at: d.last_attempt_at,
                last_response_code: d.last_status_code,
                last_error: d.last_error,
                next_attempt_at: d.next_attempt_at,
                created_at: d.created_at,
                delivered_at: d.delivered_at,
            }
        })
        .collect();
    Ok(WebhookDeliveryPage { data, meta: PageMeta::new(total, PER_PAGE, number) })
}
