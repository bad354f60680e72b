//! Writing and reading a shopper's notifications.

use chrono::Utc;
use kernel::{
    live::{self, LiveEvent},
    pagination::PageParams,
    AppContext, AppError, AppResult, Locale,
};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, Set,
};

use crate::{
    entity::notification,
    model::{Notification, NotificationPage},
    texts,
};

/// The spec's page size.
pub const PER_PAGE: u64 = 30;

/// Stores a notification for `user_id` in the caller's transaction, announces it to the live feed
/// and owes it to the user's browsers (both take effect only if the transaction commits).
pub async fn record(tx: &impl ConnectionTrait, user_id: i64, kind: &str, params: serde_json::Value) -> AppResult<()> {
    let row = notification::ActiveModel {
        user_id: Set(user_id),
        kind: Set(kind.to_owned()),
        params: Set(params.to_string()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    live::announce(tx, LiveEvent::Notification { user_id, id: row.id }).await?;
    crate::push::enqueue(tx, user_id, row.id).await?;
    Ok(())
}

/// The shopper's notifications, newest first, with the unread count: two statements (the page
/// carries its count, [`kernel::pagination::capped_page`]).
pub async fn page(ctx: &AppContext, user_id: i64, page: PageParams, locale: Locale) -> AppResult<NotificationPage> {
    let per_page = page.per_page(PER_PAGE);
    let (rows, meta) = kernel::pagination::capped_page(
        ctx.db.conn(),
        notification::Entity::find()
            .filter(notification::Column::UserId.eq(user_id))
            .order_by_desc(notification::Column::Id),
        page,
        per_page,
        ctx.config.list_max_items,
    )
    .await?;
    Ok(NotificationPage {
        data: to_notifications(ctx, &rows, locale).await?,
        meta,
        unread_count: unread_count(ctx, user_id).await?,
    })
}

pub async fn unread_count(ctx: &AppContext, user_id: i64) -> AppResult<u64> {
    Ok(notification::Entity::find()
        .filter(notification::Column::UserId.eq(user_id))
        .filter(notification::Column::ReadAt.is_null())
        .count(ctx.db.conn())
        .await?)
}

/// One of the shopper's notifications, marked read; another shopper's is "not found".
pub async fn read(ctx: &AppContext, user_id: i64, id: i64, locale: Locale) -> AppResult<Notification> {
    let row = find_own(ctx, user_id, id).await?;
    if row.read_at.is_none() {
        notification::Entity::update_many()
            .col_expr(notification::Column::ReadAt, Expr::value(Utc::now()))
            .filter(notification::Column::Id.eq(id))
            .filter(notification::Column::ReadAt.is_null())
            .exec(ctx.db.conn())
            .await?;
    }
    let row = notification::Model { read_at: row.read_at.or(Some(Utc::now())), ..row };
    Ok(to_notifications(ctx, std::slice::from_ref(&row), locale).await?.remove(0))
}

/// Marks every unread notification of the shopper read; answers how many.
pub async fn mark_all_read(ctx: &AppContext, user_id: i64) -> AppResult<u64> {
    let done = notification::Entity::update_many()
        .col_expr(notification::Column::ReadAt, Expr::value(Utc::now()))
        .filter(notification::Column::UserId.eq(user_id))
        .filter(notification::Column::ReadAt.is_null())
        .exec(ctx.db.conn())
        .await?;
    Ok(done.rows_affected)
}

/// Notification `id` for the live stream, when it is `user_id`'s.
pub async fn find_for(ctx: &AppContext, user_id: i64, id: i64, locale: Locale) -> AppResult<Option<Notification>> {
    match find_own(ctx, user_id, id).await {
        Ok(row) => Ok(to_notifications(ctx, std::slice::from_ref(&row), locale).await?.pop()),
        Err(AppError::NotFound(_)) => Ok(None),
        Err(err) => Err(err),
    }
}

async fn find_own(ctx: &AppContext, user_id: i64, id: i64) -> AppResult<notification::Model> {
    notification::Entity::find_by_id(id)
        .filter(notification::Column::UserId.eq(user_id))
        .one(ctx.db.conn())
        .await?
        .ok_or_else(|| AppError::not_found("notify.not_found"))
}

async fn to_notifications(
    ctx: &AppContext,
    rows: &[notification::Model],
    locale: Locale,
) -> AppResult<Vec<Notification>> {
    let rendered = texts::render_all(ctx, rows, locale).await?;
    Ok(rows
        .iter()
        .zip(rendered)
        .map(|(row, text)| Notification {
            id: row.id,
            kind: row.kind.clone(),
            title: text.title,
            body: text.body,
            image: text.image,
            link: text.link,
            read: row.read_at.is_some(),
            created_at: row.created_at,
        })
        .collect())
}
