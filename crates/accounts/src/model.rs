//! What the accounts crate answers, shared by the REST layer (snake_case JSON) and GraphQL.

use serde::Serialize;

/// A region or township, named in the caller's language.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Place {
    /// Region or township id (what `regionId` and `townshipId` take).
    pub id: i64,
    /// Name in the caller's language.
    pub name: String,
}

/// The signed-in shopper's profile.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct Profile {
    /// The user id.
    pub id: i64,
    /// Display name.
    pub name: String,
    /// Normalised Myanmar mobile number (`09...`); null for an account made with Facebook until
    /// the shopper adds one (`updateProfile`): checkout, shipping fees and ticket purchases by
    /// transfer need it (`PHONE_REQUIRED`).
    pub phone: Option<String>,
    /// Street address for shipping.
    pub address: Option<String>,
    /// Postal code of the shipping address; null when not given.
    pub postal_code: Option<String>,
    /// Shipping region; null until `createProfile` or `updateShipping` sets it.
    pub region: Option<Place>,
    /// Shipping township; null until `createProfile` or `updateShipping` sets it.
    pub township: Option<Place>,
    /// URL of the avatar.
    pub profile_image: Option<String>,
    /// The code friends sign up with (`/signup?ref={code}`).
    pub referral_code: String,
    /// Token (coin) balance.
    pub token_point: i64,
    /// Referral point balance.
    pub referral_point: i64,
    /// `customer`, `admin` (the owner) or a staff role (`payment_checker`, `shipper`,
    /// `catalog_editor`, `support`).
    pub role: kernel::auth::Role,
    /// What the role may do in the admin console (none for a shopper; GraphQL only).
    #[serde(skip)]
    pub permissions: Vec<kernel::permissions::Permission>,
    /// Whether a Facebook account is linked (it signs in to this account).
    pub facebook_linked: bool,
    /// Whether a password signs in to this account (false for an account made with Facebook
    /// until one is set with a reset code).
    pub has_password: bool,
}

/// A signed-in session: the bearer token and who it is for.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct AuthSession {
    /// Send it as `Authorization: Bearer {token}`.
    pub token: String,
    /// Always `Bearer`.
    pub token_type: String,
    /// The signed-in user's profile.
    pub user: Profile,
}

/// A change of the token balance (`GET api/user/token-histories`), newest first; the referral
/// history (`GET api/user/referral-histories`) has the same shape, in referral points.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct TokenHistory {
    /// The ledger entry id.
    pub id: i64,
    /// `YYYY-MM-DD` (Myanmar time).
    pub date: String,
    /// `HH:MM` (Myanmar time).
    pub time: String,
    /// Why the balance changed: `order_approved`, `ticket_purchase`, ...
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub kind: String,
    /// The reason in the caller's language.
    pub label: String,
    /// Tokens (referral points in the referral history) added (positive) or spent (negative).
    pub token: i64,
    /// The balance right after this change.
    pub balance_after: i64,
    /// When the balance changed (UTC).
    pub created_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct TokenHistoryPage {
    /// This page's changes, newest first.
    pub data: Vec<TokenHistory>,
    /// Page numbers and the total count.
    pub meta: kernel::pagination::PageMeta,
}

/// A user as shown beside what they wrote.
#[derive(Debug, Clone, Default)]
pub struct Author {
    pub name: String,
    pub phone: String,
    /// Avatar URL.
    pub image: Option<String>,
}

/// A password reset code was asked for. The same answer whether or not the phone has an account.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PasswordResetRequested {
    /// Seconds before another code may be asked for this phone (the resend countdown).
    pub resend_after_seconds: i32,
    /// Seconds the code stays valid.
    pub expires_in_seconds: i32,
    /// What to tell the shopper, in their language ("If this phone number has an account, we sent
    /// it a 6-digit code."). REST answers it as the envelope's `message`.
    #[serde(skip)]
    pub message: String,
}

/// Admin: an account as the people page lists it.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminUser {
    /// The user id.
    pub id: i64,
    /// Display name.
    pub name: String,
    /// Normalised Myanmar mobile number (`09...`).
    pub phone: String,
    /// Whether the account has the owner's role (`ADMIN`).
    pub is_admin: bool,
    /// Its role: `CUSTOMER`, `ADMIN` (the owner) or a staff role.
    pub role: kernel::auth::Role,
    /// Whether the account is blocked (it cannot sign in).
    pub blocked: bool,
    /// Token (coin) balance.
    pub token_point: i64,
    /// Referral point balance.
    pub referral_point: i64,
    /// When the account was made (RFC 3339, UTC).
    pub created_at: String,
}

/// Admin: one page of accounts, newest first.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminUserPage {
    /// This page's accounts.
    pub data: Vec<AdminUser>,
    /// Page numbers and the total count.
    pub meta: kernel::pagination::PageMeta,
}

/// Admin: who someone is, beside what they did or won.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminUserRef {
    /// The user id (`adminUser(id)`).
    pub id: i64,
    /// Display name.
    pub name: String,
    /// Normalised Myanmar mobile number (`09...`).
    pub phone: String,
}

/// Admin: one change of a balance, as the shopper's token history shows it, with the admin's
/// reason for a grant or take.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminLedgerEntry {
    /// The ledger entry id.
    pub id: i64,
    /// `YYYY-MM-DD` (Myanmar time).
    pub date: String,
    /// `HH:MM` (Myanmar time).
    pub time: String,
    /// Why the balance changed: `order_approved`, `ticket_purchase`, `admin_grant`, ...
    #[graphql(name = "type")]
    pub kind: String,
    /// The kind in the caller's language ("Granted by admin", "Taken by admin", ...).
    pub label: String,
    /// Added (positive) or taken (negative).
    pub amount: i64,
    /// The balance right after this change.
    pub balance_after: i64,
    /// The admin's reason (`admin_grant` rows only).
    pub reason: Option<String>,
    /// When the balance changed (RFC 3339, UTC).
    pub created_at: String,
}

/// Admin: one page of a balance's changes, newest first.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminLedgerPage {
    /// This page's changes.
    pub data: Vec<AdminLedgerEntry>,
    /// Page numbers and the total count.
    pub meta: kernel::pagination::PageMeta,
}
