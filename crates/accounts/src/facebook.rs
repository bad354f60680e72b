//! "Continue with Facebook": OAuth 2.0 authorization code with PKCE (the `oauth2` crate).
//!
//! 1. [`start`] makes a random `state` and a PKCE verifier, keeps them server-side (by the
//!    state's keyed hash, ten minutes, with the referral code of `/signup?ref=` or the account
//!    being linked) and answers the provider's dialog address. The state is 256 random bits known
//!    only to this browser and the shop: it cannot be forged, and it is taken when used.
//! 2. [`callback`] takes the state (once), exchanges the code with the verifier, reads the profile
//!    (`id` or `sub`, `name`, `picture`) and signs in the linked account, creates one (a referral
//!    credited as for a phone sign-up), or links the account that started. It answers where the
//!    browser goes next: the web app with a one-time `code` (two minutes), never the bearer token,
//!    or the page it came from with `facebook_error={reason}`.
//! 3. [`exchange`] trades the one-time code (once) for the sign-in answer.
//!
//! Nothing is created, linked or issued on any failure along the way.

use std::net::IpAddr;
use std::time::Duration;

use axum::body::Bytes;
use base64::Engine as _;
use chrono::Utc;
use kernel::compat::violates_unique;
use kernel::{auth::Role, AppContext, AppError, AppResult, Locale, Msg};
use oauth2::{
    basic::BasicClient, AuthType, AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, Scope, TokenResponse, TokenUrl,
};
use rand::RngCore;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, Set};
use serde_json::Value;

use crate::{
    entity::{sign_in_handoff, user},
    model::{AuthSession, Profile},
    service,
};

/// How long the provider's dialog may take (the shopper may have to sign in to Facebook first).
const STATE_LIFETIME: chrono::Duration = chrono::Duration::minutes(10);
/// How long the web app has to exchange the one-time code: it does so as soon as the page loads.
const CODE_LIFETIME: chrono::Duration = chrono::Duration::minutes(2);
/// Each call to the provider (token, profile, picture).
const PROVIDER_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest profile picture read; a bigger one is skipped (the account has no avatar).
const PICTURE_MAX_BYTES: usize = 5 * 1024 * 1024;
const HASH_PURPOSE: &str = "facebook sign-in handoff";
const CALLBACK_PATH: &str = "/api/auth/facebook/callback";

/// Why a round trip failed: the `facebook_error` the web app shows a message for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// The shopper declined on Facebook.
    Denied,
    /// The state was forged, already used or expired.
    State,
    /// The provider answered an error or nothing usable (token or profile).
    Provider,
    /// The profile has no account id.
    Profile,
    /// This Facebook account is linked to another account.
    AlreadyLinked,
    /// The linked account is blocked.
    Blocked,
    /// Too many new accounts from this address lately.
    TooMany,
}

impl Failure {
    pub fn code(self) -> &'static str {
        match self {
            Failure::Denied => "denied",
            Failure::State => "state",
            Failure::Provider => "provider",
            Failure::Profile => "profile",
            Failure::AlreadyLinked => "already_linked",
            Failure::Blocked => "blocked",
            Failure::TooMany => "too_many",
        }
    }
}

/// What the provider sent back to the callback.
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
pub struct CallbackQuery {
    /// The authorization code.
    pub code: Option<String>,
    /// The state [`start`] made.
    pub state: Option<String>,
    /// Set instead of `code` when the shopper declined (`access_denied`) or the provider failed.
    pub error: Option<String>,
}

/// Whether Facebook sign-in is set up (client id and secret).
pub fn enabled(ctx: &AppContext) -> bool {
    credentials(ctx).is_some()
}

/// The address "Continue with Facebook" opens: the shop's own start, with the referral code.
pub fn sign_in_url(ctx: &AppContext, referral_code: Option<&str>) -> Option<String> {
    enabled(ctx).then(|| {
        let mut url = url::Url::parse(&format!("{}/api/auth/facebook", ctx.config.own_url()))
            .expect("the shop's address and a fixed path make a URL");
        if let Some(code) = referral_code.map(str::trim).filter(|code| !code.is_empty()) {
            url.query_pairs_mut().append_pair("ref", code);
        }
        url.to_string()
    })
}

/// The provider's dialog address for a sign-in (with the referral code of `/signup?ref=`), or for
/// linking Facebook to `linking` (signed in).
pub async fn start(ctx: &AppContext, referral_code: Option<&str>, linking: Option<i64>) -> AppResult<String> {
    let client = oauth_client(ctx)?;
    let state = random_secret();
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let referral_code = referral_code
        .map(|code| code.trim().to_ascii_uppercase())
        .filter(|code| !code.is_empty() && code.len() <= 16 && code.bytes().all(|b| b.is_ascii_alphanumeric()));
    let conn = ctx.db.conn();
    // Old rows go as new ones come: the table holds only the last few minutes.
    sign_in_handoff::Entity::delete_many().filter(sign_in_handoff::Column::ExpiresAt.lt(Utc::now())).exec(conn).await?;
    sign_in_handoff::ActiveModel {
        key_hash: Set(ctx.tokens.keyed_hash(HASH_PURPOSE, &state)),
        purpose: Set("state".to_owned()),
        user_id: Set(linking),
        verifier: Set(Some(verifier.secret().clone())),
        referral_code: Set(referral_code),
        expires_at: Set(Utc::now() + STATE_LIFETIME),
    }
    .insert(conn)
    .await?;
    let mut request = client.authorize_url(|| CsrfToken::new(state)).set_pkce_challenge(challenge);
    for scope in ctx.config.facebook_scope.split_whitespace() {
        request = request.add_scope(Scope::new(scope.to_owned()));
    }
    Ok(request.url().0.to_string())
}

/// Where the browser goes after the provider's answer: `/auth/facebook?code=` (signed in),
/// `/account-detail?facebook=linked`, or the page it came from with `facebook_error=`.
pub async fn callback(ctx: &AppContext, query: CallbackQuery, client_ip: IpAddr) -> String {
    let Some(taken) = take(ctx, "state", query.state.as_deref()).await else {
        return failed(None, Failure::State);
    };
    let linking = taken.user_id;
    match finish(ctx, taken, query, client_ip).await {
        Ok(Done::SignedIn(code)) => format!("/auth/facebook?code={code}"),
        Ok(Done::Linked) => "/account-detail?facebook=linked".to_owned(),
        Err(failure) => failed(linking, failure),
    }
}

/// The sign-in answer for the callback's one-time code (it works once, for two minutes).
pub async fn exchange(ctx: &AppContext, code: &str, locale: Locale) -> AppResult<AuthSession> {
    let invalid = || AppError::invalid("code", Msg::new("accounts.sign_in_code_invalid"));
    let taken = take(ctx, "code", Some(code)).await.ok_or_else(invalid)?;
    let found = user::Entity::find_by_id(taken.user_id.ok_or_else(invalid)?).one(ctx.db.conn()).await?;
    let found = found.ok_or_else(invalid)?;
    if found.blocked {
        return Err(AppError::Forbidden(Msg::new("accounts.blocked")));
    }
    service::session_for(ctx, found, locale).await
}

/// Unlinks Facebook, unless the account would then have no way to sign in: it needs a phone and
/// a password (set with a reset code).
pub async fn unlink(ctx: &AppContext, user_id: i64, locale: Locale) -> AppResult<Profile> {
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let found = user::Entity::find_by_id(user_id).one(tx).await?.ok_or(AppError::Unauthenticated)?;
                if found.facebook_id.is_some() {
                    if found.phone.is_none() || found.password_hash.is_empty() {
                        return Err(AppError::BadRequest(Msg::new("accounts.facebook_unlink_needs_password")));
                    }
                    let mut active = found.into_active_model();
                    active.facebook_id = Set(None);
                    active.updated_at = Set(Utc::now());
                    active.update(tx).await?;
                }
                Ok(())
            })
        })
        .await?;
    service::profile(ctx, user_id, locale).await
}

enum Done {
    /// The one-time code to hand the web app.
    SignedIn(String),
    Linked,
}

async fn finish(
    ctx: &AppContext,
    state: sign_in_handoff::Model,
    query: CallbackQuery,
    client_ip: IpAddr,
) -> Result<Done, Failure> {
    if let Some(error) = query.error.as_deref() {
        return Err(if error == "access_denied" { Failure::Denied } else { Failure::Provider });
    }
    let code = query.code.filter(|code| !code.is_empty()).ok_or(Failure::Provider)?;
    let verifier = state.verifier.clone().ok_or(Failure::State)?;
    let access_token = access_token(ctx, code, verifier).await?;
    let profile = read_profile(ctx, &access_token).await?;
    match state.user_id {
        Some(user_id) => link(ctx, user_id, &profile.id).await.map(|()| Done::Linked),
        None => {
            let user_id = signed_in_account(ctx, &profile, state.referral_code, client_ip).await?;
            let code = handoff_code(ctx, user_id).await.map_err(|err| server_error(&err))?;
            Ok(Done::SignedIn(code))
        }
    }
}

/// What the provider's profile says.
struct FacebookProfile {
    id: String,
    name: String,
    picture: Option<String>,
}

async fn access_token(ctx: &AppContext, code: String, verifier: String) -> Result<String, Failure> {
    let client = oauth_client(ctx).map_err(|err| server_error(&err))?;
    let http = http_client().map_err(|err| server_error(&err))?;
    let token = client
        .exchange_code(AuthorizationCode::new(code))
        .set_pkce_verifier(PkceCodeVerifier::new(verifier))
        .request_async(&http)
        .await
        .map_err(|err| {
            tracing::warn!(error = %err, "facebook: the code exchange failed");
            Failure::Provider
        })?;
    Ok(token.access_token().secret().clone())
}

async fn read_profile(ctx: &AppContext, access_token: &str) -> Result<FacebookProfile, Failure> {
    let http = http_client().map_err(|err| server_error(&err))?;
    let answer = http
        .get(&ctx.config.facebook_profile_url)
        .bearer_auth(access_token)
        .send()
        .await
        .and_then(reqwest::Response::error_for_status)
        .map_err(|err| {
            tracing::warn!(error = %err, "facebook: reading the profile failed");
            Failure::Provider
        })?;
    let body: Value = answer.json().await.map_err(|_| Failure::Provider)?;
    // Facebook's Graph API says `id`; an OpenID Connect userinfo says `sub`. Either may be a number.
    let id = match body.get("id").or_else(|| body.get("sub")) {
        Some(Value::String(id)) if !id.trim().is_empty() => id.trim().to_owned(),
        Some(Value::Number(id)) => id.to_string(),
        _ => return Err(Failure::Profile),
    };
    if id.len() > 64 {
        return Err(Failure::Profile);
    }
    let name = kernel::text::as_sent(body.get("name").and_then(Value::as_str).unwrap_or_default());
    let name: String = name.chars().take(100).collect();
    // A URL (OpenID Connect) or Facebook's `{"data": {"url": ...}}`.
    let picture = match body.get("picture") {
        Some(Value::String(url)) => Some(url.clone()),
        Some(picture) => picture.pointer("/data/url").and_then(Value::as_str).map(str::to_owned),
        None => None,
    };
    Ok(FacebookProfile { id, name: if name.is_empty() { "Facebook".to_owned() } else { name }, picture })
}

/// The account linked to the profile, or a new one (with the referral credited and the profile
/// picture as its avatar).
async fn signed_in_account(
    ctx: &AppContext,
    profile: &FacebookProfile,
    referral_code: Option<String>,
    client_ip: IpAddr,
) -> Result<i64, Failure> {
    if let Some(found) = linked_to(ctx.db.conn(), &profile.id).await.map_err(|err| server_error(&err))? {
        return if found.blocked { Err(Failure::Blocked) } else { Ok(found.id) };
    }
    // A new account counts against the address's sign-ups like a phone sign-up.
    if ctx.sign_up_limiter.check(client_ip, referral_code.as_deref()).await.is_err() {
        return Err(Failure::TooMany);
    }
    let referral_reward = ctx.referral_reward().cloned();
    let (facebook_id, name) = (profile.id.clone(), profile.name.clone());
    let created = ctx
        .db
        .write(|tx| {
            let (facebook_id, name, referral_code) = (facebook_id.clone(), name.clone(), referral_code.clone());
            let referral_reward = referral_reward.clone();
            Box::pin(async move {
                // An unknown code is ignored: the shopper already consented on Facebook.
                let referred_by_id = match referral_code {
                    Some(code) => user::Entity::find()
                        .filter(user::Column::ReferralCode.eq(code))
                        .one(tx)
                        .await?
                        .map(|inviter| inviter.id),
                    None => None,
                };
                let created =
                    service::insert_user(tx, name, None, String::new(), Role::Customer, referred_by_id).await?;
                let mut active = created.clone().into_active_model();
                active.facebook_id = Set(Some(facebook_id));
                let created = active.update(tx).await?;
                if let (Some(inviter_id), Some(reward)) = (referred_by_id, referral_reward) {
                    reward.invited(tx, inviter_id, created.id).await?;
                }
                Ok(created)
            })
        })
        .await;
    let created = match created {
        Ok(created) => created,
        // The same Facebook account signed up twice at once: the other request made it.
        Err(err) if violates_unique(&err, "user", "facebook_id") => {
            let found = linked_to(ctx.db.conn(), &profile.id).await.map_err(|err| server_error(&err))?;
            return found.map(|found| found.id).ok_or(Failure::Provider);
        }
        Err(err) => return Err(server_error(&err)),
    };
    if let Some(picture) = &profile.picture {
        match read_picture(ctx, picture).await {
            Some(bytes) => {
                if let Err(err) = service::set_avatar(ctx, created.id, bytes).await {
                    tracing::warn!(error = ?err, "facebook: the profile picture was not kept");
                }
            }
            None => tracing::warn!("facebook: the profile picture could not be read"),
        }
    }
    Ok(created.id)
}

async fn link(ctx: &AppContext, user_id: i64, facebook_id: &str) -> Result<(), Failure> {
    let facebook_id = facebook_id.to_owned();
    let linked = ctx
        .db
        .write(|tx| {
            let facebook_id = facebook_id.clone();
            Box::pin(async move {
                if let Some(other) = linked_to(tx, &facebook_id).await? {
                    return Ok(other.id == user_id);
                }
                let found = user::Entity::find_by_id(user_id).one(tx).await?.ok_or(AppError::Unauthenticated)?;
                let mut active = found.into_active_model();
                active.facebook_id = Set(Some(facebook_id));
                active.updated_at = Set(Utc::now());
                active.update(tx).await?;
                Ok(true)
            })
        })
        .await;
    match linked {
        Ok(true) => Ok(()),
        Ok(false) => Err(Failure::AlreadyLinked),
        Err(err) if violates_unique(&err, "user", "facebook_id") => Err(Failure::AlreadyLinked),
        Err(err) => Err(server_error(&err)),
    }
}

async fn linked_to(conn: &impl ConnectionTrait, facebook_id: &str) -> AppResult<Option<user::Model>> {
    Ok(user::Entity::find().filter(user::Column::FacebookId.eq(facebook_id)).one(conn).await?)
}

/// The profile picture's bytes, when it can be read within the limits. Its URL comes from the
/// profile, so it is fetched as a push endpoint is: only https on a public address, checked again
/// at connect time (`MALL_FACEBOOK_ALLOW_LOCAL` lifts this for tests).
async fn read_picture(ctx: &AppContext, url: &str) -> Option<Bytes> {
    use notify::push::address::{check_endpoint, PublicOnlyResolver};
    let allow_local = ctx.config.facebook_allow_local;
    let url = check_endpoint(url, allow_local).await.ok()?;
    let mut http = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).timeout(PROVIDER_TIMEOUT);
    if !allow_local {
        http = http.dns_resolver(std::sync::Arc::new(PublicOnlyResolver));
    }
    let mut answer = http.build().ok()?.get(url).send().await.ok()?.error_for_status().ok()?;
    let mut bytes = Vec::new();
    while let Some(chunk) = answer.chunk().await.ok()? {
        if bytes.len() + chunk.len() > PICTURE_MAX_BYTES {
            return None;
        }
        bytes.extend_from_slice(&chunk);
    }
    Some(Bytes::from(bytes))
}

/// A one-time code for `user_id`, kept (by its keyed hash) for two minutes.
async fn handoff_code(ctx: &AppContext, user_id: i64) -> AppResult<String> {
    let code = random_secret();
    sign_in_handoff::ActiveModel {
        key_hash: Set(ctx.tokens.keyed_hash(HASH_PURPOSE, &code)),
        purpose: Set("code".to_owned()),
        user_id: Set(Some(user_id)),
        verifier: Set(None),
        referral_code: Set(None),
        expires_at: Set(Utc::now() + CODE_LIFETIME),
    }
    .insert(ctx.db.conn())
    .await?;
    Ok(code)
}

/// Takes (deletes) the handoff row of `value` for `purpose`: `None` when there is none (forged,
/// already used) or it has expired. Only one of two requests with the same value gets it.
async fn take(ctx: &AppContext, purpose: &str, value: Option<&str>) -> Option<sign_in_handoff::Model> {
    let value = value.filter(|value| !value.is_empty() && value.len() <= 128)?;
    let key_hash = ctx.tokens.keyed_hash(HASH_PURPOSE, value);
    let by_key =
        || sign_in_handoff::Column::KeyHash.eq(key_hash.clone()).and(sign_in_handoff::Column::Purpose.eq(purpose));
    let conn = ctx.db.conn();
    let taken = async {
        let Some(row) = sign_in_handoff::Entity::find().filter(by_key()).one(conn).await? else {
            return Ok::<_, sea_orm::DbErr>(None);
        };
        // Of two requests with the same value, only the one whose delete removed the row has it.
        let deleted = sign_in_handoff::Entity::delete_many().filter(by_key()).exec(conn).await?;
        Ok((deleted.rows_affected == 1).then_some(row))
    };
    match taken.await {
        Ok(row) => row.filter(|row| row.expires_at > Utc::now()),
        Err(err) => {
            tracing::error!(error = %err, "facebook: reading a handoff");
            None
        }
    }
}

fn failed(linking: Option<i64>, failure: Failure) -> String {
    let page = if linking.is_some() { "/account-detail" } else { "/signin" };
    format!("{page}?facebook_error={}", failure.code())
}

fn server_error(err: &dyn std::fmt::Debug) -> Failure {
    tracing::error!(error = ?err, "facebook sign-in failed on our side");
    Failure::Provider
}

fn credentials(ctx: &AppContext) -> Option<(&str, &str)> {
    Some((filled(&ctx.config.facebook_client_id)?, filled(&ctx.config.facebook_client_secret)?))
}

fn filled(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|value| !value.is_empty())
}

type FacebookClient = oauth2::Client<
    oauth2::basic::BasicErrorResponse,
    oauth2::basic::BasicTokenResponse,
    oauth2::basic::BasicTokenIntrospectionResponse,
    oauth2::StandardRevocableToken,
    oauth2::basic::BasicRevocationErrorResponse,
    oauth2::EndpointSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointSet,
>;

fn oauth_client(ctx: &AppContext) -> AppResult<FacebookClient> {
    let (id, secret) = credentials(ctx).ok_or_else(|| AppError::not_found("accounts.facebook_not_set_up"))?;
    let config = &ctx.config;
    let url_error = |err: oauth2::url::ParseError| AppError::internal(anyhow::anyhow!("a Facebook URL setting: {err}"));
    Ok(BasicClient::new(ClientId::new(id.to_owned()))
        .set_client_secret(ClientSecret::new(secret.to_owned()))
        .set_auth_uri(AuthUrl::new(config.facebook_authorize_url.clone()).map_err(url_error)?)
        .set_token_uri(TokenUrl::new(config.facebook_token_url.clone()).map_err(url_error)?)
        .set_redirect_uri(RedirectUrl::new(format!("{}{CALLBACK_PATH}", config.own_url())).map_err(url_error)?)
        // Facebook reads the client's id and secret from the form.
        .set_auth_type(AuthType::RequestBody))
}

/// Calls to the provider never follow redirects (the token endpoint must not send the code
/// elsewhere) and give up after a while.
fn http_client() -> AppResult<reqwest::Client> {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(PROVIDER_TIMEOUT)
        .build()
        .map_err(AppError::internal)
}

fn random_secret() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}
