//! The private screenshot store: recorded beside the payment that used it, readable only by the
//! shopper who sent it and by admins.

use std::collections::HashSet;

use chrono::Utc;
use kernel::{auth::CurrentUser, media::StoredMedia, AppContext, AppError, AppResult};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set};

use crate::{checks::StoredScreenshot, decision::PendingPayments, entity::payment_screenshot};

/// Records a stored screenshot of a payment waiting in `E`'s queue, in the caller's transaction:
/// its fingerprints are compared with every earlier screenshot ([`crate::checks`]) and the admins
/// watching that queue are told; the payment reference it names is claimed (a reference already
/// used refuses the payment). Answers its id; the caller then [`attach`]es its own row.
pub async fn record<E: PendingPayments>(
    tx: &impl ConnectionTrait,
    user_id: i64,
    screenshot: &StoredScreenshot,
) -> AppResult<i64> {
    let row = payment_screenshot::ActiveModel {
        user_id: Set(user_id),
        image: Set(screenshot.key.clone()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    crate::checks::submit::fingerprinted(tx, row.id, user_id, E::SUBJECT, &screenshot.fingerprint).await?;
    if let Some(reference) = screenshot.reference {
        crate::reference::claim(tx, reference, row.id).await?;
    }
    crate::decision::queue_changed::<E>(tx).await?;
    Ok(row.id)
}

/// Tells the checks which row of `E`'s queue screenshot `id` pays (`subject_id`) and the amount
/// due in whole kyat, in the transaction that [`record`]ed it: the reader compares the receipt's
/// amount with it, and the admin's links name the row.
pub async fn attach(tx: &impl ConnectionTrait, id: i64, subject_id: i64, amount_due_mmk: i64) -> AppResult<()> {
    crate::checks::submit::attached(tx, id, subject_id, amount_due_mmk).await
}

/// Which of `keys` a recorded screenshot points to (the rest are files a crash left behind).
pub async fn recorded(conn: &impl ConnectionTrait, keys: &[String]) -> AppResult<HashSet<String>> {
    Ok(payment_screenshot::Entity::find()
        .select_only()
        .column(payment_screenshot::Column::Image)
        .filter(payment_screenshot::Column::Image.is_in(keys.iter().cloned()))
        .into_tuple::<String>()
        .all(conn)
        .await?
        .into_iter()
        .collect())
}

/// The screenshot's bytes for its owner or staff who check payments (the payment queues, and the
/// shipping queue's fee transfers); anyone else gets 404 (not even its existence).
pub async fn read(ctx: &AppContext, caller: CurrentUser, id: i64) -> AppResult<StoredMedia> {
    let found = payment_screenshot::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let found = found
        .filter(|s| {
            use kernel::permissions::Permission;
            s.user_id == caller.id || caller.role.can(Permission::Payments) || caller.role.can(Permission::Shipping)
        })
        .ok_or_else(|| AppError::not_found("orders.screenshot_not_found"))?;
    ctx.media.get(&found.image).await?.ok_or_else(|| AppError::not_found("orders.screenshot_not_found"))
}

/// Where admins (and the shopper) see a screenshot.
pub fn url(id: i64) -> String {
    format!("/api/payment-screenshots/{id}")
}
