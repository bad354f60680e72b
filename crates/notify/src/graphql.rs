//! Notifications in GraphQL: the list and unread count, marking read, and the live streams the
//! websocket (`/graphql/ws`) serves.

use async_graphql::{Context, ErrorExtensions, Object, Subscription};
use futures::{Stream, StreamExt};
use kernel::{
    auth::{authenticate, CurrentUser},
    graphql::{BearerToken, ContextExt, SessionExpiry},
    live::LiveEvent,
    pagination::PageParams,
    AppContext, AppError, AppResult, Locale, Msg,
};
use tokio::sync::broadcast::error::RecvError;

use crate::{
    model::{Notification, NotificationEvent, NotificationPage, QueueEvent},
    service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[("adminQueueEvents", Permission::Dashboard)];

#[derive(Default)]
pub struct NotifyQuery;

#[Object]
impl NotifyQuery {
    /// The signed-in shopper's notifications, newest first (30 a page by default), with the
    /// unread count.
    async fn notifications(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(validator(maximum = 2147483647))] limit: Option<u64>,
    ) -> async_graphql::Result<NotificationPage> {
        let user = ctx.current_user().await?;
        Ok(service::page(ctx.app(), user.id, PageParams { page, per_page: limit }, ctx.locale()).await?)
    }

    /// How many of the signed-in shopper's notifications are unread (the bell's badge).
    async fn unread_notification_count(&self, ctx: &Context<'_>) -> async_graphql::Result<u64> {
        let user = ctx.current_user().await?;
        Ok(service::unread_count(ctx.app(), user.id).await?)
    }
}

#[derive(Default)]
pub struct NotifyMutation;

#[Object]
impl NotifyMutation {
    /// Opens one of the shopper's notifications: answers it, marked read.
    async fn read_notification(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<Notification> {
        let user = ctx.current_user().await?;
        Ok(service::read(ctx.app(), user.id, id, ctx.locale()).await?)
    }

    /// Marks all of the shopper's notifications read; answers how many were unread.
    async fn mark_all_notifications_read(&self, ctx: &Context<'_>) -> async_graphql::Result<u64> {
        let user = ctx.current_user().await?;
        Ok(service::mark_all_read(ctx.app(), user.id).await?)
    }
}

#[derive(Default)]
pub struct NotifySubscription;

#[Subscription]
impl NotifySubscription {
    /// The signed-in shopper's new notifications as they are stored (by any server instance),
    /// with the unread count after each. `resync: true` (no notification) means some may have been
    /// missed: refetch the list. Ends with an error when the websocket's sign-in expires.
    async fn notification_events(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<NotificationEvent>>> {
        let user = ctx.current_user().await?;
        let (app, locale) = (ctx.app().clone(), ctx.locale());
        Ok(feed(ctx, false).filter_map(move |item| {
            let app = app.clone();
            async move {
                let id = match item {
                    Err(expired) => return Some(Err(expired)),
                    Ok(Some(LiveEvent::Notification { user_id, id })) if user_id == user.id => Some(id),
                    Ok(Some(_)) => return None,
                    Ok(None) => None,
                };
                notification_event(&app, user, id, locale).await.map_err(async_graphql::Error::from).transpose()
            }
        }))
    }

    /// Admins: a queue changed (a payment to verify, a review or a recovery arrived or was
    /// decided), so the admin's page refetches it. `resync: true` means refetch every queue.
    async fn admin_queue_events(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<QueueEvent>>> {
        let admin = ctx.current_user().await?;
        if admin.require_staff().is_err() {
            return Err(AppError::Forbidden(Msg::new("notify.admin_only")).into());
        }
        Ok(feed(ctx, true).filter_map(|item| async move {
            match item {
                Err(expired) => Some(Err(expired)),
                Ok(Some(LiveEvent::Queue { queue })) => Some(Ok(QueueEvent { queue, resync: false })),
                Ok(Some(_)) => None,
                Ok(None) => Some(Ok(QueueEvent { queue: "resync".to_owned(), resync: true })),
            }
        }))
    }
}

/// The connection's view of the live feed, from now on: each event, `None` when some may have been
/// missed (a listener reconnected, or this receiver fell behind), until the sign-in expires or is
/// revoked (then one error, and the end). A sign-out everywhere or a password change revokes the
/// token before it expires, so the sign-in is checked again every `live_session_recheck_seconds`;
/// for an `admin_only` feed the admin role is checked again too (it may be taken away meanwhile).
/// An anonymous watcher's connection (no token, no expiry: `luckydraw`'s `drawReveals`) hears the
/// feed until its socket ends.
pub fn feed(ctx: &Context<'_>, admin_only: bool) -> impl Stream<Item = async_graphql::Result<Option<LiveEvent>>> {
    let (app, locale, expiry) = (ctx.app().clone(), ctx.locale(), session_expiry(ctx));
    let token = ctx.data_opt::<BearerToken>().and_then(|t| t.0.clone());
    // Subscribed here, not when the stream is first polled, so nothing between is missed.
    let mut events = app.db.live().subscribe();
    async_stream::stream! {
        let every = std::time::Duration::from_secs(app.config.live_session_recheck_seconds.max(1));
        let mut recheck = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            tokio::select! {
                event = events.recv() => match event {
                    Ok(LiveEvent::Resync) | Err(RecvError::Lagged(_)) => yield Ok(None),
                    Ok(event) => yield Ok(Some(event)),
                    Err(RecvError::Closed) => break,
                },
                () = until(expiry) => {
                    yield Err(session_expired(locale));
                    break;
                }
                _ = recheck.tick() => {
                    let Some(token) = token.as_deref() else { continue };
                    match authenticate(&app, token).await {
                        Err(AppError::Unauthenticated) => {
                            yield Err(session_expired(locale));
                            break;
                        }
                        Ok(user) if admin_only && user.require_staff().is_err() => {
                            yield Err(no_longer_admin(locale));
                            break;
                        }
                        _ => {}
                    }
                }
            }
        }
    }
}

/// The event for notification `id` (`None`: a resync), with the unread count; `None` when the
/// notification is not (or no longer) there.
async fn notification_event(
    app: &AppContext,
    user: CurrentUser,
    id: Option<i64>,
    locale: Locale,
) -> AppResult<Option<NotificationEvent>> {
    let notification = match id {
        Some(id) => match service::find_for(app, user.id, id, locale).await? {
            Some(found) => Some(found),
            None => return Ok(None),
        },
        None => None,
    };
    let unread_count = service::unread_count(app, user.id).await?;
    Ok(Some(NotificationEvent { resync: notification.is_none(), notification, unread_count }))
}

fn session_expiry(ctx: &Context<'_>) -> Option<chrono::DateTime<chrono::Utc>> {
    ctx.data_opt::<SessionExpiry>().map(|expiry| expiry.0)
}

/// Sleeps until the sign-in expires (forever without an expiry: the HTTP transport, where a
/// subscription is not served anyway).
async fn until(expiry: Option<chrono::DateTime<chrono::Utc>>) {
    match expiry {
        Some(at) => {
            let left = (at - chrono::Utc::now()).to_std().unwrap_or_default();
            tokio::time::sleep(left).await;
        }
        None => std::future::pending().await,
    }
}

/// An admin feed's end once its admin is one no more.
fn no_longer_admin(locale: Locale) -> async_graphql::Error {
    async_graphql::Error::new(locale.text("notify.admin_only", &[])).extend_with(|_, extensions| {
        extensions.set("code", "FORBIDDEN");
        extensions.set("status", 403);
    })
}

fn session_expired(locale: Locale) -> async_graphql::Error {
    async_graphql::Error::new(locale.text("notify.session_expired", &[])).extend_with(|_, extensions| {
        extensions.set("code", "UNAUTHENTICATED");
        extensions.set("status", 401);
    })
}
