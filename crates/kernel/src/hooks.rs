//! Hooks a lower domain offers so a higher one can add to its transactions without the lower one
//! depending on it (the same way [`crate::auth::SessionStore`] is plugged in): accounts creates the
//! user and rewards credits the inviter, in one transaction; the catalogue shows a product's
//! ratings, which the reviews crate keeps; a sign-in's device token is a push subscription the
//! notify crate keeps; accounts texts a password reset code through the sender notify chose; an
//! order paid cash on delivery, once confirmed, ships as the parcel the shipping crate keeps.

use std::sync::Arc;

use sea_orm::DatabaseTransaction;

use crate::{AppResult, Locale};

/// Runs inside the sign-up's transaction when a new user gave someone's referral code.
#[async_trait::async_trait]
pub trait ReferralReward: Send + Sync {
    async fn invited(&self, tx: &DatabaseTransaction, inviter_id: i64, invitee_id: i64) -> AppResult<()>;
}

pub type SharedReferralReward = Arc<dyn ReferralReward>;

/// A product rating as the product page lists it.
#[derive(Debug, Clone)]
pub struct ShownRating {
    pub user_image: Option<String>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
}

/// Lists a product's ratings for its page: the catalogue shows them, the reviews crate owns them.
#[async_trait::async_trait]
pub trait ProductRatings: Send + Sync {
    async fn shown(&self, ctx: &crate::AppContext, product_id: i64) -> AppResult<Vec<ShownRating>>;
}

pub type SharedProductRatings = Arc<dyn ProductRatings>;

/// Offered the `device_token` a user signed in with: the web client sends its push subscription
/// there (`PushSubscription.toJSON()` as a string). Infallible on purpose: a token that is not a
/// usable subscription is ignored, and never fails or slows the sign-in.
#[async_trait::async_trait]
pub trait DeviceTokens: Send + Sync {
    async fn signed_in(&self, ctx: &crate::AppContext, user_id: i64, device_token: &str, locale: Locale);
}

pub type SharedDeviceTokens = Arc<dyn DeviceTokens>;

/// A text message to a phone.
#[derive(Debug, Clone)]
pub struct Sms {
    /// The normalised mobile number (`09...`).
    pub to: String,
    /// The message, in the language of the request that caused it.
    pub text: String,
    /// The one-time code the text carries, if any. Only the `log` sender writes it down (as its own
    /// field, so the browser tests need not parse translated text); gateways get `to` and `text`.
    pub code: Option<String>,
}

/// Sends text messages. Called after the transaction that made the message true has committed;
/// a failure is the caller's to log, never the shopper's to see.
#[async_trait::async_trait]
pub trait SmsSender: Send + Sync {
    async fn send(&self, sms: &Sms) -> anyhow::Result<()>;
}

pub type SharedSmsSender = Arc<dyn SmsSender>;

/// An order paid cash on delivery that an admin has just confirmed (its lines are to-ship).
#[derive(Debug, Clone)]
pub struct CodParcel {
    pub order_id: i64,
    pub user_id: i64,
    pub payment_method_id: i64,
    pub payment_method_name: String,
    pub shipping_address: String,
    /// The goods' total, in whole kyat; the courier collects it with the fee.
    pub goods_total: i64,
}

/// Sends a confirmed cash on delivery order as one parcel, in the confirmation's transaction:
/// the orders crate confirms, the shipping crate (which depends on orders) keeps the parcel.
/// Answers the parcel's id.
#[async_trait::async_trait]
pub trait CashOnDeliveryParcels: Send + Sync {
    async fn confirmed(&self, tx: &DatabaseTransaction, parcel: CodParcel) -> AppResult<i64>;
    /// Whether the shopper has a parcel refused at the door and not settled.
    async fn unpaid_refusal(&self, conn: &sea_orm::DatabaseConnection, user_id: i64) -> AppResult<bool>;
}

pub type SharedCodParcels = Arc<dyn CashOnDeliveryParcels>;
