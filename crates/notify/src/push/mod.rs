//! Web Push (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID).
//!
//! Which module does what:
//! - [`keys`]: the shop's VAPID key pair, loaded or made at start.
//! - [`subscription`]: saving and forgetting a browser's subscription (validated, per user).
//! - [`address`]: which endpoints the server may call (public https hosts only).
//! - [`sender`]: the task that sends what [`enqueue`] owes, with retries.
//! - [`rest`] and [`graphql`]: the thin API edges of [`subscription`].

pub mod address;
pub mod graphql;
pub mod keys;
pub mod rest;
pub mod sender;
pub mod subscription;

use chrono::Utc;
use kernel::AppResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set};

pub use sender::spawn_sender;

use crate::entity::{push_delivery, push_subscription};

/// Owes notification `notification_id` to every browser `user_id` subscribed, in the caller's
/// transaction; the sender delivers it after the commit.
pub async fn enqueue(tx: &impl ConnectionTrait, user_id: i64, notification_id: i64) -> AppResult<()> {
    let subscriptions: Vec<i64> = push_subscription::Entity::find()
        .select_only()
        .column(push_subscription::Column::Id)
        .filter(push_subscription::Column::UserId.eq(user_id))
        .into_tuple()
        .all(tx)
        .await?;
    if subscriptions.is_empty() {
        return Ok(());
    }
    let now = Utc::now();
    let rows = subscriptions.into_iter().map(|subscription_id| push_delivery::ActiveModel {
        notification_id: Set(notification_id),
        subscription_id: Set(subscription_id),
        attempts: Set(0),
        next_attempt_at: Set(now),
        leased_until: Set(None),
        last_error: Set(None),
        created_at: Set(now),
        ..Default::default()
    });
    push_delivery::Entity::insert_many(rows).exec_without_returning(tx).await?;
    Ok(())
}

/// Base64url as Web Push uses it: written without padding, read with or without it.
pub(crate) mod base64url {
    use base64::{
        alphabet,
        engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig},
        Engine as _,
    };

    const ENGINE: GeneralPurpose = GeneralPurpose::new(
        &alphabet::URL_SAFE,
        GeneralPurposeConfig::new().with_encode_padding(false).with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );

    pub fn encode(bytes: &[u8]) -> String {
        ENGINE.encode(bytes)
    }

    pub fn decode(text: &str) -> Option<Vec<u8>> {
        ENGINE.decode(text.trim()).ok()
    }
}
