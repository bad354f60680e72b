//! Passwords, sign-in tokens and the signed-in user.
//!
//! A token is an HS256 JWT `{sub, role, ver, iat, exp}`. `ver` is the user's token version: signing
//! out everywhere or changing the password bumps it, and every older token stops working. Checking
//! it needs the users table, which the accounts crate owns, so it answers through [`SessionStore`].

use std::sync::Arc;

use argon2::{password_hash::SaltString, Argon2, PasswordHash, PasswordHasher, PasswordVerifier};
use axum::{extract::FromRequestParts, http::request::Parts};
use hmac::{Hmac, Mac};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use utoipa::ToSchema;

use crate::{permissions::Permission, AppContext, AppError, AppResult};

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, EnumIter, DeriveActiveEnum, async_graphql::Enum, ToSchema,
)]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum Role {
    /// A shopper.
    Customer,
    /// The owner: every staff permission, and the only one who grants roles, tokens and points,
    /// changes settings, reads the reports and registers webhooks.
    Admin,
    /// Staff: the payment, recovery, return and refund queues.
    #[serde(rename = "payment_checker")]
    PaymentChecker,
    /// Staff: the shipping queue, waybills and hand-over scans, couriers, cash on delivery.
    #[serde(rename = "shipper")]
    Shipper,
    /// Staff: products, variants, stock, the spreadsheet, vouchers, flash sales, banners and pages.
    #[serde(rename = "catalog_editor")]
    CatalogEditor,
    /// Staff: accounts (read, block) and reviews.
    #[serde(rename = "support")]
    Support,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Customer => "customer",
            Role::Admin => "admin",
            Role::PaymentChecker => "payment_checker",
            Role::Shipper => "shipper",
            Role::CatalogEditor => "catalog_editor",
            Role::Support => "support",
        }
    }

    /// Whether the role works in the admin console (every role but a shopper's).
    pub fn is_staff(self) -> bool {
        self != Role::Customer
    }

    /// The role's fixed set of permissions ([`crate::permissions`]).
    pub fn permissions(self) -> &'static [Permission] {
        crate::permissions::of_role(self)
    }

    pub fn can(self, permission: Permission) -> bool {
        self.permissions().contains(&permission)
    }
}

/// The user a request acts for, once their token has been checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CurrentUser {
    pub id: i64,
    pub role: Role,
}

impl CurrentUser {
    /// The shop itself acting as an admin (loading the demo shop); id 0 in the audit log.
    pub fn system() -> CurrentUser {
        CurrentUser { id: 0, role: Role::Admin }
    }

    /// Any staff role. The operation's own permission is checked before it runs, from its
    /// declaration ([`crate::permissions`]); a service checks this too, so that a shopper never
    /// reaches an admin service by another way in.
    pub fn require_staff(&self) -> AppResult<()> {
        if self.role.is_staff() {
            Ok(())
        } else {
            Err(AppError::forbidden())
        }
    }

    /// `permission`, for a service whose callers need more than being staff (a private image a
    /// queue shows, the owner's own actions).
    pub fn require(&self, permission: Permission) -> AppResult<()> {
        if self.role.can(permission) {
            Ok(())
        } else {
            Err(AppError::forbidden())
        }
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    role: Role,
    ver: i32,
    iat: i64,
    exp: i64,
}

/// Answers whether a token version is still the user's current one.
#[async_trait::async_trait]
pub trait SessionStore: Send + Sync {
    /// The user's current token version and role, or `None` when the user no longer exists.
    async fn session(&self, user_id: i64) -> AppResult<Option<(i32, Role)>>;
}

/// Signs and checks tokens, and keys the hashes of short secrets (password reset codes) with the
/// same server secret.
#[derive(Clone)]
pub struct TokenKeys {
    secret: Arc<[u8]>,
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    ttl: chrono::Duration,
}

impl TokenKeys {
    pub fn new(secret: &[u8], ttl_hours: i64) -> TokenKeys {
        // Only HS256 is accepted: a token claiming `none` or another algorithm is rejected.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 5;
        validation.set_required_spec_claims(&["exp", "sub"]);
        TokenKeys {
            secret: secret.into(),
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            ttl: chrono::Duration::hours(ttl_hours),
        }
    }

    pub fn issue(&self, user_id: i64, role: Role, token_version: i32) -> AppResult<String> {
        let now = chrono::Utc::now();
        let claims = Claims {
            sub: user_id.to_string(),
            role,
            ver: token_version,
            iat: now.timestamp(),
            exp: (now + self.ttl).timestamp(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(AppError::internal)
    }

    /// HMAC-SHA256 of `message` (hex), under a key derived from the server secret for `purpose`.
    ///
    /// For secrets too short to hash on their own (a 6-digit code has a million values: its plain
    /// SHA-256 is reversed in a blink). Without the server secret a stolen hash tells nothing, and
    /// the purpose keeps these keys apart from the JWT signing key and from each other.
    pub fn keyed_hash(&self, purpose: &str, message: &str) -> String {
        hex::encode(self.keyed_mac(purpose, message).finalize().into_bytes())
    }

    /// Whether `hash` is [`TokenKeys::keyed_hash`] of `message`, compared in constant time.
    pub fn keyed_hash_matches(&self, purpose: &str, message: &str, hash: &str) -> bool {
        hex::decode(hash).is_ok_and(|expected| self.keyed_mac(purpose, message).verify_slice(&expected).is_ok())
    }

    fn keyed_mac(&self, purpose: &str, message: &str) -> Hmac<Sha256> {
        let mut derive = Hmac::<Sha256>::new_from_slice(&self.secret).expect("HMAC takes any key length");
        derive.update(b"luckymall keyed hash: ");
        derive.update(purpose.as_bytes());
        let key = derive.finalize().into_bytes();
        let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes any key length");
        mac.update(message.as_bytes());
        mac
    }

    /// When a valid token stops being valid (a websocket signed in with it closes then).
    pub fn expires_at(&self, token: &str) -> AppResult<chrono::DateTime<chrono::Utc>> {
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|_| AppError::Unauthenticated)?;
        chrono::DateTime::from_timestamp(data.claims.exp, 0).ok_or(AppError::Unauthenticated)
    }

    /// The user a token was signed for, when its signature and expiry hold. Not checked against
    /// revocation (no database read): only for decisions that refuse early, never to let in.
    pub fn signed_user_id(&self, token: &str) -> Option<i64> {
        self.verify(token).ok().map(|(id, _)| id)
    }

    /// Checks signature, algorithm and expiry; returns `(user id, token version)`.
    fn verify(&self, token: &str) -> AppResult<(i64, i32)> {
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|_| AppError::Unauthenticated)?;
        let id = data.claims.sub.parse().map_err(|_| AppError::Unauthenticated)?;
        Ok((id, data.claims.ver))
    }
}

/// Checks a bearer token all the way: signature, expiry, and that it has not been revoked.
pub async fn authenticate(ctx: &AppContext, token: &str) -> AppResult<CurrentUser> {
    let (id, version) = ctx.tokens.verify(token)?;
    match ctx.sessions().session(id).await? {
        Some((current, role)) if current == version => Ok(CurrentUser { id, role }),
        _ => Err(AppError::Unauthenticated),
    }
}

/// The token of an `Authorization: Bearer ...` header, if any.
pub fn bearer_token(headers: &axum::http::HeaderMap) -> Option<String> {
    let value = headers.get(axum::http::header::AUTHORIZATION)?.to_str().ok()?.trim();
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?.trim();
    (!token.is_empty()).then(|| token.to_owned())
}

impl<S> FromRequestParts<S> for CurrentUser
where
    S: Send + Sync,
    AppContext: axum::extract::FromRef<S>,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let ctx = <AppContext as axum::extract::FromRef<S>>::from_ref(state);
        let token = bearer_token(&parts.headers).ok_or(AppError::Unauthenticated)?;
        authenticate(&ctx, &token).await
    }
}

/// Bounds the argon2 runs at once: each takes 19 MiB and a core for tens of milliseconds, so
/// without a bound a flood of password checks (128 update-password requests at once took the
/// process from 77 MiB to 1.6 GiB) turns into memory. A run waits for one of `concurrency` places
/// at most `wait`, then is refused with a fast 503 and `Retry-After` instead of queueing without
/// end. Every hash and check of the shop goes through [`hash_password`] and [`verify_password`].
pub struct PasswordHashing {
    places: Arc<tokio::sync::Semaphore>,
    wait: std::time::Duration,
}

impl PasswordHashing {
    pub fn new(concurrency: usize, wait: std::time::Duration) -> PasswordHashing {
        PasswordHashing { places: Arc::new(tokio::sync::Semaphore::new(concurrency.max(1))), wait }
    }

    /// Runs `work` on the blocking threads once a place is free, holding the place until `work`
    /// ends, even when the request that asked for it is dropped meanwhile (a GraphQL deadline):
    /// the memory is in use until the thread is done with it.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> AppResult<T> + Send + 'static) -> AppResult<T> {
        let place = match tokio::time::timeout(self.wait, self.places.clone().acquire_owned()).await {
            Ok(Ok(place)) => place,
            // Timed out, or closed (never: the semaphore is not closed).
            _ => {
                return Err(AppError::Busy {
                    message: crate::Msg::new("common.password_checks_busy"),
                    retry_after_seconds: 1,
                })
            }
        };
        tokio::task::spawn_blocking(move || {
            let done = work();
            drop(place);
            done
        })
        .await
        .map_err(AppError::internal)?
    }
}

/// Hashes a password with argon2id and OWASP's parameters (19 MiB, 2 passes, 1 lane), in one of
/// the shop's few hashing places ([`PasswordHashing`]).
pub async fn hash_password(ctx: &AppContext, password: String) -> AppResult<String> {
    ctx.password_hashing
        .run(move || {
            let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
            owasp_argon2()
                .hash_password(password.as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|e| AppError::internal(anyhow::anyhow!("hashing failed: {e}")))
        })
        .await
}

/// Whether `password` matches the stored hash (in constant time, off the async threads, in one of
/// the shop's few hashing places).
pub async fn verify_password(ctx: &AppContext, password: String, hash: String) -> AppResult<bool> {
    ctx.password_hashing
        .run(move || {
            let parsed = PasswordHash::new(&hash).map_err(|e| AppError::internal(anyhow::anyhow!("bad hash: {e}")))?;
            Ok(owasp_argon2().verify_password(password.as_bytes(), &parsed).is_ok())
        })
        .await
}

fn owasp_argon2() -> Argon2<'static> {
    let params = argon2::Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(argon2::Algorithm::Argon2id, argon2::Version::V0x13, params)
}

/// Shared handle used by [`AppContext`].
pub type SharedSessions = Arc<dyn SessionStore>;
