//! Saving and forgetting the browsers a shopper allowed to notify them.
//!
//! One endpoint is one browser, so a subscription is keyed by its endpoint: saving an endpoint
//! another account had moves it to the new account (the browser changed hands), and the language
//! of the request that saved it is the language its pushes are written in.

use chrono::Utc;
use kernel::{hooks::DeviceTokens, AppContext, AppError, AppResult, FieldError, Locale, Msg};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect,
    Set,
};
use serde::Deserialize;

use super::{
    address::{check_endpoint, parse_endpoint, EndpointProblem},
    base64url,
};
use crate::entity::{push_delivery, push_subscription};

/// A shopper keeps this many browsers; saving one more forgets the least recently saved, which
/// is most likely a browser that was reset or uninstalled without unsubscribing.
pub const MAX_SUBSCRIPTIONS_PER_USER: usize = 10;

/// A browser's subscription as it sends it (`PushSubscription.toJSON()`), every part unchecked.
#[derive(Debug, Clone, Default)]
pub struct SubscriptionInput {
    pub endpoint: Option<String>,
    /// The browser's P-256 public key (`keys.p256dh`).
    pub p256dh: Option<String>,
    /// The browser's auth secret (`keys.auth`).
    pub auth: Option<String>,
}

/// A browser's push subscription as `PushSubscription.toJSON()` gives it (`expirationTime` is
/// ignored): the body of `POST api/user/push-subscriptions` and a sign-in's `device_token`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct BrowserSubscription {
    /// The push service's URL for this browser: https, at most 1,000 characters, a public host.
    pub endpoint: Option<String>,
    pub keys: Option<BrowserKeys>,
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct BrowserKeys {
    /// The browser's P-256 public key: base64url of the 65-byte uncompressed point.
    pub p256dh: Option<String>,
    /// The browser's auth secret: base64url of 16 bytes.
    pub auth: Option<String>,
}

impl From<BrowserSubscription> for SubscriptionInput {
    fn from(sent: BrowserSubscription) -> SubscriptionInput {
        let keys = sent.keys.unwrap_or_default();
        SubscriptionInput { endpoint: sent.endpoint, p256dh: keys.p256dh, auth: keys.auth }
    }
}

/// A subscription that passed every rule, keys in canonical unpadded base64url.
#[derive(Debug, Clone)]
struct Checked {
    endpoint: String,
    p256dh: String,
    auth: String,
}

/// Checks a subscription and stores it for `user_id`, written in `locale`.
pub async fn save(ctx: &AppContext, user_id: i64, input: SubscriptionInput, locale: Locale) -> AppResult<()> {
    let checked = check(ctx, &input).await?;
    ctx.db
        .write(|tx| {
            let checked = checked.clone();
            Box::pin(async move { upsert(tx, user_id, &checked, locale).await })
        })
        .await
}

/// Forgets `user_id`'s subscription with this endpoint; answers whether there was one (another
/// shopper's subscription is never touched).
pub async fn delete(ctx: &AppContext, user_id: i64, endpoint: Option<String>) -> AppResult<bool> {
    let endpoint = endpoint.map(|e| e.trim().to_owned()).filter(|e| !e.is_empty());
    let endpoint = endpoint.ok_or_else(|| AppError::invalid("endpoint", Msg::new("push.endpoint_required")))?;
    ctx.db
        .write(|tx| {
            let endpoint = endpoint.clone();
            Box::pin(async move {
                let deleted = push_subscription::Entity::delete_many()
                    .filter(push_subscription::Column::Endpoint.eq(endpoint))
                    .filter(push_subscription::Column::UserId.eq(user_id))
                    .exec(tx)
                    .await?;
                Ok(deleted.rows_affected > 0)
            })
        })
        .await
}

/// Keeps the push subscription a shopper signs in with (the sign-in's `device_token`).
pub struct SignInSubscriptions;

#[async_trait::async_trait]
impl DeviceTokens for SignInSubscriptions {
    async fn signed_in(&self, ctx: &AppContext, user_id: i64, device_token: &str, locale: Locale) {
        // Most tokens are empty, or from a client that sends something else: nothing to keep.
        let Ok(sent) = serde_json::from_str::<BrowserSubscription>(device_token) else { return };
        let ctx = ctx.clone();
        // Checking the endpoint may wait for DNS; the sign-in does not wait for it.
        tokio::spawn(async move {
            match save(&ctx, user_id, sent.into(), locale).await {
                Ok(()) => {}
                Err(err @ AppError::Validation(_)) => {
                    tracing::debug!(user = user_id, error = ?err, "sign-in device token is not a usable push subscription")
                }
                Err(err) => tracing::warn!(user = user_id, error = ?err, "keeping the sign-in's push subscription"),
            }
        });
    }
}

/// Checks every part; the endpoint's host is looked up in DNS only once all else is valid.
async fn check(ctx: &AppContext, input: &SubscriptionInput) -> AppResult<Checked> {
    let allow_local = ctx.config.push_allow_local;
    let mut errors = Vec::new();
    let mut refuse = |field: &'static str, key: &'static str| {
        errors.push(FieldError { field: field.into(), message: Msg::new(key) });
    };
    let endpoint = input.endpoint.as_deref().map(str::trim).filter(|e| !e.is_empty());
    match endpoint.map(|raw| parse_endpoint(raw, allow_local)) {
        None => refuse("endpoint", "push.endpoint_required"),
        Some(Err(problem)) => refuse("endpoint", endpoint_message(problem)),
        Some(Ok(_)) => {}
    }
    let p256dh = input.p256dh.as_deref().and_then(browser_public_key);
    if p256dh.is_none() {
        refuse("keys.p256dh", "push.p256dh_invalid");
    }
    let auth = input.auth.as_deref().and_then(base64url::decode).filter(|a| a.len() == 16);
    if auth.is_none() {
        refuse("keys.auth", "push.auth_invalid");
    }
    let (Some(endpoint), Some(p256dh), Some(auth)) = (endpoint, p256dh, auth) else {
        return Err(AppError::Validation(errors));
    };
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }
    if let Err(problem) = check_endpoint(endpoint, allow_local).await {
        return Err(AppError::invalid("endpoint", Msg::new(endpoint_message(problem))));
    }
    // The endpoint is kept as the browser sent it: the browser deletes it by the same text.
    Ok(Checked { endpoint: endpoint.to_owned(), p256dh: base64url::encode(&p256dh), auth: base64url::encode(&auth) })
}

fn endpoint_message(problem: EndpointProblem) -> &'static str {
    match problem {
        EndpointProblem::Malformed => "push.endpoint_invalid",
        EndpointProblem::NotPublic => "push.endpoint_not_public",
        EndpointProblem::Unresolved => "push.endpoint_unresolved",
    }
}

/// The bytes of a browser's public key: an uncompressed P-256 point (65 bytes) on the curve.
fn browser_public_key(encoded: &str) -> Option<Vec<u8>> {
    let bytes = base64url::decode(encoded)?;
    let uncompressed = bytes.len() == 65 && bytes[0] == 0x04;
    (uncompressed && p256::PublicKey::from_sec1_bytes(&bytes).is_ok()).then_some(bytes)
}

async fn upsert(tx: &impl ConnectionTrait, user_id: i64, checked: &Checked, locale: Locale) -> AppResult<()> {
    let now = Utc::now();
    let existing = push_subscription::Entity::find()
        .filter(push_subscription::Column::Endpoint.eq(checked.endpoint.as_str()))
        .one(tx)
        .await?;
    let mut row = match existing {
        Some(row) => {
            if row.user_id != user_id {
                // Pushes still owed to the previous account must not reach the new one.
                push_delivery::Entity::delete_many()
                    .filter(push_delivery::Column::SubscriptionId.eq(row.id))
                    .exec(tx)
                    .await?;
            }
            row.into_active_model()
        }
        None => push_subscription::ActiveModel {
            endpoint: Set(checked.endpoint.clone()),
            created_at: Set(now),
            ..Default::default()
        },
    };
    row.user_id = Set(user_id);
    row.p256dh = Set(checked.p256dh.clone());
    row.auth = Set(checked.auth.clone());
    row.locale = Set(locale.as_str().to_owned());
    row.updated_at = Set(now);
    row.save(tx).await?;
    forget_oldest(tx, user_id).await
}

async fn forget_oldest(tx: &impl ConnectionTrait, user_id: i64) -> AppResult<()> {
    // A handful of rows (the limit plus the one just saved), so they are skipped here rather than
    // with an OFFSET, which SQLite only takes after a LIMIT.
    let newest_first: Vec<i64> = push_subscription::Entity::find()
        .select_only()
        .column(push_subscription::Column::Id)
        .filter(push_subscription::Column::UserId.eq(user_id))
        .order_by_desc(push_subscription::Column::UpdatedAt)
        .order_by_desc(push_subscription::Column::Id)
        .into_tuple()
        .all(tx)
        .await?;
    let beyond_limit: Vec<i64> = newest_first.into_iter().skip(MAX_SUBSCRIPTIONS_PER_USER).collect();
    if !beyond_limit.is_empty() {
        push_subscription::Entity::delete_many()
            .filter(push_subscription::Column::Id.is_in(beyond_limit))
            .exec(tx)
            .await?;
    }
    Ok(())
}
