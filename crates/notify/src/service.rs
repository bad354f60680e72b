//! Writing and reading a shopper's notifications.

use chrono::Utc;
use kernel::AppResult;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use crate::entity::notification;

/// Stores a notification for `user_id` in the caller's transaction.
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
    crate::push::enqueue(tx, user_id, row.id).await?;
    Ok(())
}
