//! The outbox: events written in the transaction that makes them true, delivered after it commits.

use chrono::Utc;
use kernel::{
    live::{self, LiveEvent},
    AppError, AppResult,
};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::{
    entity::{webhook_delivery, webhook_endpoint, webhook_event},
    model::{WebhookDeliveryStatus, WebhookEvent},
};

/// Queues `event` with its `data` (a small JSON object of ids and figures) for every active
/// endpoint subscribed to it, in the caller's transaction `tx`: if that transaction rolls back,
/// nothing was ever queued. With no such endpoint nothing is written. The dispatchers are woken
/// at commit.
pub async fn emit(tx: &impl ConnectionTrait, event: WebhookEvent, data: serde_json::Value) -> AppResult<()> {
    let endpoints = webhook_endpoint::Entity::find().filter(webhook_endpoint::Column::Paused.eq(false)).all(tx).await?;
    let subscribed: Vec<i64> =
        endpoints.iter().filter(|e| subscribes(&e.events, event)).map(|endpoint| endpoint.id).collect();
    if subscribed.is_empty() {
        return Ok(());
    }
    let now = Utc::now();
    let data = serde_json::to_string(&data).map_err(AppError::internal)?;
    let stored = webhook_event::ActiveModel {
        event_id: Set(uuid::Uuid::new_v4().simple().to_string()),
        event_type: Set(event.wire().to_owned()),
        data: Set(data),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    let rows = subscribed.into_iter().map(|endpoint_id| webhook_delivery::ActiveModel {
        endpoint_id: Set(endpoint_id),
        event_id: Set(stored.id),
        status: Set(WebhookDeliveryStatus::Pending),
        attempts: Set(0),
        next_attempt_at: Set(Some(now)),
        retry_from: Set(now),
        last_attempt_at: Set(None),
        last_status_code: Set(None),
        last_error: Set(None),
        leased_until: Set(None),
        lease_owner: Set(None),
        created_at: Set(now),
        delivered_at: Set(None),
        ..Default::default()
    });
    webhook_delivery::Entity::insert_many(rows).exec_without_returning(tx).await?;
    live::announce(tx, LiveEvent::WebhookOutbox).await
}

/// Whether an endpoint's stored event list includes `event`.
pub(crate) fn subscribes(events: &str, event: WebhookEvent) -> bool {
    events.split(',').any(|name| name == event.wire())
}
