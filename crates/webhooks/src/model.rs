//! The events integrators can receive and what the owner sees of endpoints and deliveries.

use async_graphql::{Enum, InputObject, SimpleObject};
use chrono::{DateTime, Utc};
use kernel::pagination::PageMeta;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};

/// An event an endpoint can subscribe to; its wire name (the body's `type`) is in the docs of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Enum)]
pub enum WebhookEvent {
    /// `order.placed`: a shopper placed an order (checkout or buy now).
    OrderPlaced,
    /// `order.paid`: an order's transfer was approved, or its cash on delivery was remitted.
    OrderPaid,
    /// `order.cancelled`: an admin cancelled a pending order (its payment refused).
    OrderCancelled,
    /// `order.refunded`: money went back for an order (a refund by an admin or an approved return).
    OrderRefunded,
    /// `shipping.approved`: a shipping order's fee was approved; it is on the way.
    ShippingApproved,
    /// `shipping.handed_to_courier`: a parcel was handed to its courier.
    ShippingHandedToCourier,
    /// `shipping.received`: the shopper received a shipping order.
    ShippingReceived,
    /// `return.requested`: a shopper asked to return received lines.
    ReturnRequested,
    /// `return.decided`: an admin approved or rejected a return.
    ReturnDecided,
    /// `stock.low`: an order took a variant's stock down to its low-stock threshold.
    StockLow,
    /// `draw.declared`: a lucky draw's lucky number was declared.
    DrawDeclared,
}

impl WebhookEvent {
    pub const ALL: [WebhookEvent; 11] = [
        WebhookEvent::OrderPlaced,
        WebhookEvent::OrderPaid,
        WebhookEvent::OrderCancelled,
        WebhookEvent::OrderRefunded,
        WebhookEvent::ShippingApproved,
        WebhookEvent::ShippingHandedToCourier,
        WebhookEvent::ShippingReceived,
        WebhookEvent::ReturnRequested,
        WebhookEvent::ReturnDecided,
        WebhookEvent::StockLow,
        WebhookEvent::DrawDeclared,
    ];

    /// The name receivers see in `type` and `Mall-Event-Type`.
    pub fn wire(self) -> &'static str {
        match self {
            WebhookEvent::OrderPlaced => "order.placed",
            WebhookEvent::OrderPaid => "order.paid",
            WebhookEvent::OrderCancelled => "order.cancelled",
            WebhookEvent::OrderRefunded => "order.refunded",
            WebhookEvent::ShippingApproved => "shipping.approved",
            WebhookEvent::ShippingHandedToCourier => "shipping.handed_to_courier",
            WebhookEvent::ShippingReceived => "shipping.received",
            WebhookEvent::ReturnRequested => "return.requested",
            WebhookEvent::ReturnDecided => "return.decided",
            WebhookEvent::StockLow => "stock.low",
            WebhookEvent::DrawDeclared => "draw.declared",
        }
    }

    pub fn from_wire(name: &str) -> Option<WebhookEvent> {
        WebhookEvent::ALL.into_iter().find(|event| event.wire() == name)
    }
}

/// Where a delivery stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, EnumIter, DeriveActiveEnum, Enum)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum WebhookDeliveryStatus {
    /// Not yet answered 2xx; tried (again) at `nextAttemptAt`.
    Pending,
    /// The receiver answered 2xx.
    Delivered,
    /// Retried for a day without a 2xx; resend puts it back.
    Failed,
}

/// An endpoint as the owner gives it.
#[derive(Debug, Clone, InputObject)]
pub struct WebhookInput {
    /// An https URL on a public address (at most 1000 characters); redirects are never followed.
    pub url: String,
    /// The key of the `Mall-Signature` HMAC: 16 to 200 printable characters without spaces. On
    /// `updateWebhook`, an empty secret keeps the current one.
    pub secret: String,
    /// The events it receives (at least one).
    pub events: Vec<WebhookEvent>,
    /// A note for the owner (at most 200 characters).
    pub description: Option<String>,
}

/// A registered endpoint (admin).
#[derive(Debug, Clone, SimpleObject)]
pub struct Webhook {
    /// The endpoint's id.
    pub id: i64,
    /// Where events are POSTed.
    pub url: String,
    /// The owner's note.
    pub description: Option<String>,
    /// The events it receives.
    pub events: Vec<WebhookEvent>,
    /// Paused: new events are not queued for it; queued ones wait.
    pub paused: bool,
    /// The secret's last 4 characters, after an ellipsis: the secret itself is never shown back.
    pub secret_hint: String,
    /// Deliveries not yet answered 2xx (being retried).
    pub pending_deliveries: i64,
    /// Deliveries whose retries ran out.
    pub failed_deliveries: i64,
    /// When it was registered.
    pub created_at: DateTime<Utc>,
}

/// One event owed to an endpoint (admin's delivery log).
#[derive(Debug, Clone, SimpleObject)]
pub struct WebhookDelivery {
    /// The delivery's id (for `resendWebhookDelivery`).
    pub id: i64,
    /// The event's id, which receivers de-duplicate by (`Mall-Event-Id`).
    pub event_id: String,
    /// The event's wire name (`order.paid`).
    pub event_type: String,
    /// Pending, delivered or failed.
    pub status: WebhookDeliveryStatus,
    /// Tries since it was queued or last resent.
    pub attempts: i32,
    /// When it was last tried.
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The receiver's HTTP status at the last try; null when it did not answer.
    pub last_response_code: Option<i32>,
    /// Why the last try failed (a timeout, a refused connection, a status), when it did.
    pub last_error: Option<String>,
    /// When it is tried next, while pending.
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// When it was queued (the event's time).
    pub created_at: DateTime<Utc>,
    /// When a try was answered 2xx.
    pub delivered_at: Option<DateTime<Utc>>,
}

/// A page of an endpoint's delivery log, newest first.
#[derive(Debug, Clone, SimpleObject)]
pub struct WebhookDeliveryPage {
    /// This page's deliveries.
    pub data: Vec<WebhookDelivery>,
    /// The page's place in the log.
    pub meta: PageMeta,
}
