//! What the notify crate answers, shared by REST, GraphQL and the live stream.

use kernel::pagination::PageMeta;
use serde::Serialize;

/// A notification as the shopper reads it (in their language).
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Notification {
    /// The notification id (for `readNotification` and `GET api/user/notifications/{id}`).
    pub id: i64,
    /// What happened (`order_approved`, `draw_won`, ...).
    pub kind: String,
    /// A short headline, in the reader's language.
    pub title: String,
    /// What happened, in a sentence or two, in the reader's language.
    pub body: String,
    /// An image URL to show with it (a draw's product); null when none.
    pub image: Option<String>,
    /// The web app's page it opens (`/my-orders-to-ship`); null when none.
    pub link: Option<String>,
    /// Whether the shopper has opened it (or marked all read).
    pub read: bool,
    /// When it was stored.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// GraphQL: a page of notifications and the unread count.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
pub struct NotificationPage {
    /// This page, newest first.
    pub data: Vec<Notification>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
    /// Unread notifications on all pages.
    pub unread_count: u64,
}

/// REST: the list envelope's `meta`, with the unread count beside the page numbers.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct NotificationListMeta {
    #[serde(flatten)]
    pub page: PageMeta,
    /// Unread notifications on all pages.
    pub unread_count: u64,
}

/// REST: `{data, meta}` of `GET api/user/notifications`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct NotificationList {
    pub data: Vec<Notification>,
    pub meta: NotificationListMeta,
}

impl From<NotificationPage> for NotificationList {
    fn from(page: NotificationPage) -> Self {
        NotificationList {
            data: page.data,
            meta: NotificationListMeta { page: page.meta, unread_count: page.unread_count },
        }
    }
}

/// REST: how many were marked read.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct MarkedRead {
    pub count: u64,
}

/// A live event for the signed-in shopper.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
pub struct NotificationEvent {
    /// The new notification; null on a resync.
    pub notification: Option<Notification>,
    /// The unread count after it.
    pub unread_count: u64,
    /// Events may have been missed (a reconnection, a slow connection): refetch the list.
    pub resync: bool,
}

/// A live event for admins: a queue changed.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
pub struct QueueEvent {
    /// `order`, `shipping_order`, `ticket_purchase`, `daily_recovery`, `app_review`; `resync` on a resync.
    pub queue: String,
    /// Events may have been missed: refetch every queue shown.
    pub resync: bool,
}
