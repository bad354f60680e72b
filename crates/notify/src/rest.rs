//! `api/user/notifications`: the list (with the unread count), opening one, marking all read.

use axum::extract::{Path, Query, State};
use kernel::{
    auth::CurrentUser,
    pagination::PageParams,
    rest::{Envelope, ErrorEnvelope},
    AppContext, AppResult, Locale, Msg,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    model::{MarkedRead, Notification, NotificationList},
    service,
};

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(list)).routes(routes!(read_one)).routes(routes!(read_all))
}

/// The caller's notifications, newest first (`limit` 30 by default); `meta.unread_count` is the
/// bell's badge.
#[utoipa::path(get, path = "/api/user/notifications", tag = "notifications", security(("bearer" = [])), params(PageParams),
    responses((status = 200, body = Envelope<NotificationList>), (status = 401, body = ErrorEnvelope)))]
async fn list(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Query(page): Query<PageParams>,
) -> AppResult<Envelope<NotificationList>> {
    let page = service::page(&ctx, user.id, page, locale).await?;
    Ok(Envelope::ok(locale, Msg::new("notify.list"), page.into()))
}

/// One of the caller's notifications, marked read (another shopper's answers 404).
#[utoipa::path(get, path = "/api/user/notifications/{id}", tag = "notifications", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The notification id")),
    responses((status = 200, body = Envelope<Notification>), (status = 401, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)))]
async fn read_one(
    State(ctx): State<AppContext>,
    user: CurrentUser,
    locale: Locale,
    Path(id): Path<i64>,
) -> AppResult<Envelope<Notification>> {
    Ok(Envelope::ok(locale, Msg::new("notify.read"), service::read(&ctx, user.id, id, locale).await?))
}

/// Marks every notification of the caller read; answers how many were unread.
#[utoipa::path(post, path = "/api/user/notifications/read-all", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = Envelope<MarkedRead>), (status = 401, body = ErrorEnvelope)))]
async fn read_all(State(ctx): State<AppContext>, user: CurrentUser, locale: Locale) -> AppResult<Envelope<MarkedRead>> {
    let count = service::mark_all_read(&ctx, user.id).await?;
    Ok(Envelope::ok(locale, Msg::new("notify.all_read"), MarkedRead { count }))
}
