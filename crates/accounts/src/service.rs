//! The accounts domain: every rule about users lives here; REST and GraphQL only translate.

use std::net::IpAddr;

use axum::body::Bytes;
use chrono::Utc;
use kernel::compat::violates_unique;
use kernel::ratelimit::Action;
use kernel::{
    auth::{hash_password, verify_password, Role},
    live::{self, LiveEvent},
    read_cache::{self, Scope},
    AppContext, AppError, AppResult, Locale, Msg,
};
use rand::Rng;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set,
};
use validator::Validate;

use crate::{
    entity::{region, township, user},
    input::{
        clean, CreateProfileInput, LoginInput, RegisterInput, ShippingInput, UpdatePasswordInput, UpdateProfileInput,
    },
    model::{AuthSession, Place, Profile},
    phone::normalize_phone,
};

/// Largest side of a stored avatar; the app shows it at 120 px, this leaves room for sharp screens.
const AVATAR_SIDE: u32 = 360;
const REFERRAL_CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const REFERRAL_CODE_LEN: usize = 8;

pub async fn register(ctx: &AppContext, input: RegisterInput, client_ip: IpAddr) -> AppResult<AuthSession> {
    input.check()?;
    let name = clean(&input.name).unwrap_or_default();
    let phone = normalize_phone(input.phone.as_deref().unwrap_or_default())
        .ok_or_else(|| AppError::invalid("phone", Msg::new("accounts.phone_invalid")))?;
    let referral_code = clean(&input.referral_code).map(|c| c.to_ascii_uppercase());
    // Counted once the form is valid, so a typo does not use up a shared address's sign-ups.
    ctx.sign_up_limiter.check(client_ip, referral_code.as_deref()).await?;
    let password_hash = hash_password(ctx, input.password.unwrap_or_default()).await?;

    let referral_reward = ctx.referral_reward().cloned();
    let created = ctx
        .db
        .write(|tx| {
            let (name, phone, referral_code, password_hash) =
                (name.clone(), phone.clone(), referral_code.clone(), password_hash.clone());
            let referral_reward = referral_reward.clone();
            Box::pin(async move {
                if find_by_phone(tx, &phone).await?.is_some() {
                    return Err(phone_taken());
                }
                let referred_by_id = match referral_code {
                    Some(code) => Some(
                        user::Entity::find()
                            .filter(user::Column::ReferralCode.eq(code))
                            .one(tx)
                            .await?
                            .ok_or_else(|| {
                                AppError::invalid("referral_code", Msg::new("accounts.referral_code_invalid"))
                            })?
                            .id,
                    ),
                    None => None,
                };
                let created = insert_user(tx, name, Some(phone), password_hash, Role::Customer, referred_by_id).await?;
                // The inviter's reward is written with the account, so neither exists without the other.
                if let (Some(inviter_id), Some(reward)) = (referred_by_id, referral_reward) {
                    reward.invited(tx, inviter_id, created.id).await?;
                }
                Ok(created)
            })
        })
        .await
        .map_err(|err| if violates_unique(&err, "user", "phone") { phone_taken() } else { err })?;
    session_for(ctx, created, Locale::En).await
}

pub async fn login(ctx: &AppContext, input: LoginInput, client_ip: IpAddr, locale: Locale) -> AppResult<AuthSession> {
    input.validate()?;
    let typed_phone = input.phone.as_deref().unwrap_or_default().trim().to_owned();
    let phone = normalize_phone(&typed_phone);
    let limited_phone = phone.as_deref().unwrap_or(&typed_phone);
    let limiter = &ctx.sign_in_limiter;
    // A phone that keeps failing waits before its password is checked (never refused outright).
    let delay = limiter.check(limited_phone, client_ip).await?;
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let password = input.password.unwrap_or_default();
    let found = match &phone {
        Some(phone) => find_by_phone(ctx.db.conn(), phone).await?,
        None => None,
    };
    let Some(found) = found else {
        // Spend the same time as a real check so response times do not tell which phones exist.
        let _ = verify_password(ctx, password, dummy_hash(ctx).await?).await;
        limiter.record_failure(limited_phone).await?;
        return Err(AppError::invalid("phone", Msg::new("accounts.account_not_found")));
    };
    // An account made with Facebook has no password until one is set with a reset code.
    let hash = if found.password_hash.is_empty() { dummy_hash(ctx).await? } else { found.password_hash.clone() };
    if !verify_password(ctx, password, hash).await? || found.password_hash.is_empty() {
        limiter.record_failure(limited_phone).await?;
        return Err(AppError::invalid("password", Msg::new("accounts.wrong_password")));
    }
    limiter.record_success(limited_phone).await?;
    // Told only to someone who knows the password: a blocked account's phone answers like any
    // other to a wrong password.
    if found.blocked {
        return Err(AppError::Forbidden(Msg::new("accounts.blocked")));
    }
    if let (Some(device_token), Some(device_tokens)) = (input.device_token.as_deref(), ctx.device_tokens()) {
        device_tokens.signed_in(ctx, found.id, device_token, locale).await;
    }
    session_for(ctx, found, locale).await
}

pub async fn profile(ctx: &AppContext, user_id: i64, locale: Locale) -> AppResult<Profile> {
    let found = user::Entity::find_by_id(user_id).one(ctx.db.conn()).await?.ok_or(AppError::Unauthenticated)?;
    to_profile(ctx, found, locale).await
}

pub async fn create_profile(
    ctx: &AppContext,
    user_id: i64,
    input: CreateProfileInput,
    profile_image: Option<Bytes>,
    locale: Locale,
) -> AppResult<Profile> {
    input.validate()?;
    let address = checked_address(ctx, input.region_id, input.township_id, &input.address, &input.postal_code).await?;
    save_address_and_avatar(ctx, user_id, Some(address), profile_image, locale).await
}

pub async fn update_shipping(
    ctx: &AppContext,
    user_id: i64,
    input: ShippingInput,
    locale: Locale,
) -> AppResult<Profile> {
    input.validate()?;
    let address = checked_address(ctx, input.region_id, input.township_id, &input.address, &input.postal_code).await?;
    save_address_and_avatar(ctx, user_id, Some(address), None, locale).await
}

/// A validated form's address, its township checked to be in its region.
async fn checked_address(
    ctx: &AppContext,
    region_id: Option<i64>,
    township_id: Option<i64>,
    address: &Option<String>,
    postal_code: &Option<String>,
) -> AppResult<Address> {
    let address = Address {
        region_id: region_id.unwrap_or_default(),
        township_id: township_id.unwrap_or_default(),
        address: clean(address).unwrap_or_default(),
        postal_code: clean(postal_code),
    };
    check_place(ctx.db.conn(), &address, "region_id").await?;
    Ok(address)
}

pub async fn upload_profile_image(
    ctx: &AppContext,
    user_id: i64,
    profile_image: Option<Bytes>,
    locale: Locale,
) -> AppResult<Profile> {
    let image =
        profile_image.ok_or_else(|| AppError::invalid("profile_image", Msg::new("accounts.profile_image_required")))?;
    save_address_and_avatar(ctx, user_id, None, Some(image), locale).await
}

pub async fn update_profile(
    ctx: &AppContext,
    user_id: i64,
    input: UpdateProfileInput,
    locale: Locale,
) -> AppResult<Profile> {
    input.validate()?;
    let name = clean(&input.name);
    let phone = match clean(&input.phone) {
        Some(typed) => Some(
            normalize_phone(&typed).ok_or_else(|| AppError::invalid("phone", Msg::new("accounts.phone_invalid")))?,
        ),
        None => None,
    };
    let updated = ctx
        .db
        .write(|tx| {
            let (name, phone) = (name.clone(), phone.clone());
            Box::pin(async move {
                let current = load_user(tx, user_id).await?;
                if let Some(phone) = &phone {
                    if find_by_phone(tx, phone).await?.is_some_and(|other| other.id != user_id) {
                        return Err(phone_taken());
                    }
                }
                let mut active = current.into_active_model();
                if let Some(name) = name {
                    active.name = Set(name);
                    // Product pages show reviewers' names beside their ratings.
                    read_cache::changed(tx, Scope::Catalog).await?;
                }
                if let Some(phone) = phone {
                    active.phone = Set(Some(phone));
                }
                active.updated_at = Set(Utc::now());
                Ok(active.update(tx).await?)
            })
        })
        .await
        .map_err(|err| if violates_unique(&err, "user", "phone") { phone_taken() } else { err })?;
    to_profile(ctx, updated, locale).await
}

/// Changes the password and revokes every token issued before; answers a fresh token.
pub async fn update_password(
    ctx: &AppContext,
    user_id: i64,
    input: UpdatePasswordInput,
    locale: Locale,
) -> AppResult<AuthSession> {
    input.check()?;
    // Counted before the old password is checked (each aliased or batched field too): every try
    // is an argon2 run, right or wrong.
    ctx.action_limiter.check(Action::PasswordCheck, user_id).await?;
    let current = user::Entity::find_by_id(user_id).one(ctx.db.conn()).await?.ok_or(AppError::Unauthenticated)?;
    if !verify_password(ctx, input.old_password.unwrap_or_default(), current.password_hash.clone()).await? {
        return Err(AppError::invalid("old_password", Msg::new("accounts.old_password_wrong")));
    }
    let new_hash = hash_password(ctx, input.new_password.unwrap_or_default()).await?;
    let updated = ctx
        .db
        .write(|tx| {
            let new_hash = new_hash.clone();
            Box::pin(async move {
                let mut active = revoking_tokens(tx, load_user(tx, user_id).await?).await?;
                active.password_hash = Set(new_hash);
                active.updated_at = Set(Utc::now());
                Ok(active.update(tx).await?)
            })
        })
        .await?;
    session_for(ctx, updated, locale).await
}

/// Revokes every token of the user, this one included.
pub async fn sign_out_everywhere(ctx: &AppContext, user_id: i64) -> AppResult<()> {
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                revoking_tokens(tx, load_user(tx, user_id).await?).await?.update(tx).await?;
                Ok(())
            })
        })
        .await
}

/// The user's row with every token issued so far revoked (its token version bumped): what signing
/// out everywhere, changing the password, resetting it, blocking and re-creating an admin share.
/// Announced in the same transaction, so the account's open websockets close on every gateway
/// once it commits (and not if it rolls back).
pub(crate) async fn revoking_tokens(tx: &impl ConnectionTrait, current: user::Model) -> AppResult<user::ActiveModel> {
    live::announce(tx, LiveEvent::SessionRevoked { user_id: current.id }).await?;
    let version = current.token_version + 1;
    let mut active = current.into_active_model();
    active.token_version = Set(version);
    Ok(active)
}

pub async fn regions(ctx: &AppContext, locale: Locale) -> AppResult<Vec<Place>> {
    let rows = region::Entity::find()
        .order_by_asc(region::Column::Sort)
        .order_by_asc(region::Column::NameEn)
        .all(ctx.db.conn())
        .await?;
    Ok(rows.into_iter().map(|r| region_place(&r, locale)).collect())
}

pub async fn townships(ctx: &AppContext, region_id: i64, locale: Locale) -> AppResult<Vec<Place>> {
    if region::Entity::find_by_id(region_id).one(ctx.db.conn()).await?.is_none() {
        return Err(AppError::not_found("accounts.region_not_found"));
    }
    let rows = township::Entity::find()
        .filter(township::Column::RegionId.eq(region_id))
        .order_by_asc(township::Column::NameEn)
        .all(ctx.db.conn())
        .await?;
    Ok(rows.into_iter().map(|t| township_place(&t, locale)).collect())
}

/// The region and township of the shopper's address (none when not set): what a delivery fee and
/// a cash on delivery area are decided by.
pub async fn home_place(conn: &impl ConnectionTrait, user_id: i64) -> AppResult<(Option<i64>, Option<i64>)> {
    let user = user::Entity::find_by_id(user_id).one(conn).await?;
    Ok(user.map(|u| (u.region_id, u.township_id)).unwrap_or_default())
}

/// Whether every one of `ids` (distinct) is a region.
pub async fn regions_known(conn: &impl ConnectionTrait, ids: &[i64]) -> AppResult<bool> {
    use sea_orm::PaginatorTrait;
    let found = region::Entity::find().filter(region::Column::Id.is_in(ids.iter().copied())).count(conn).await?;
    Ok(found == ids.len() as u64)
}

/// Whether every one of `ids` (distinct) is a township.
pub async fn townships_known(conn: &impl ConnectionTrait, ids: &[i64]) -> AppResult<bool> {
    use sea_orm::PaginatorTrait;
    let found = township::Entity::find().filter(township::Column::Id.is_in(ids.iter().copied())).count(conn).await?;
    Ok(found == ids.len() as u64)
}

/// Creates an admin, or makes an existing user an admin with this password.
pub async fn create_admin(ctx: &AppContext, phone: &str, password: &str, name: &str) -> AppResult<i64> {
    let phone = normalize_phone(phone).ok_or_else(|| AppError::invalid("phone", Msg::new("accounts.phone_invalid")))?;
    if password.chars().count() < 6 {
        return Err(AppError::invalid("password", Msg::new("accounts.password_min_six")));
    }
    let password_hash = hash_password(ctx, password.to_owned()).await?;
    let name = name.to_owned();
    ctx.db
        .write(|tx| {
            let (phone, password_hash, name) = (phone.clone(), password_hash.clone(), name.clone());
            Box::pin(async move {
                match find_by_phone(tx, &phone).await? {
                    Some(existing) => {
                        let mut active = revoking_tokens(tx, existing).await?;
                        active.role = Set(Role::Admin);
                        active.password_hash = Set(password_hash);
                        active.updated_at = Set(Utc::now());
                        Ok(active.update(tx).await?.id)
                    }
                    None => Ok(insert_user(tx, name, Some(phone), password_hash, Role::Admin, None).await?.id),
                }
            })
        })
        .await
}

/// Answers [`kernel::auth::SessionStore`] from the users table.
pub struct UserSessions(pub kernel::db::Db);

#[async_trait::async_trait]
impl kernel::auth::SessionStore for UserSessions {
    async fn session(&self, user_id: i64) -> AppResult<Option<(i32, Role)>> {
        let found = user::Entity::find_by_id(user_id).one(self.0.conn()).await?;
        // Blocking revokes the account's tokens; refusing a blocked account's session as well means
        // no token issued to it in any other way works either.
        Ok(found.filter(|u| !u.blocked).map(|u| (u.token_version, u.role)))
    }
}

#[derive(Clone)]
struct Address {
    region_id: i64,
    township_id: i64,
    address: String,
    postal_code: Option<String>,
}

/// The region must exist and the township must be one of its own.
async fn check_place(conn: &impl ConnectionTrait, address: &Address, region_field: &'static str) -> AppResult<()> {
    if region::Entity::find_by_id(address.region_id).one(conn).await?.is_none() {
        return Err(AppError::invalid(region_field, Msg::new("accounts.region_unknown")));
    }
    let township = township::Entity::find_by_id(address.township_id).one(conn).await?;
    if township.is_none_or(|t| t.region_id != address.region_id) {
        return Err(AppError::invalid("township_id", Msg::new("accounts.township_not_in_region")));
    }
    Ok(())
}

/// Stores the new avatar first, then the row; if the row cannot be written the new file is removed,
/// and once it is written the old avatar is. Either way no file is left without a row.
/// Sets the avatar (the Facebook profile picture of a new account).
pub(crate) async fn set_avatar(ctx: &AppContext, user_id: i64, avatar: Bytes) -> AppResult<()> {
    save_address_and_avatar(ctx, user_id, None, Some(avatar), Locale::En).await.map(|_| ())
}

async fn save_address_and_avatar(
    ctx: &AppContext,
    user_id: i64,
    address: Option<Address>,
    avatar: Option<Bytes>,
    locale: Locale,
) -> AppResult<Profile> {
    let prepared = match avatar {
        Some(bytes) => {
            ctx.action_limiter.check(Action::Upload, user_id).await?;
            Some(ctx.media.prepare_image("profile_image", bytes, AVATAR_SIDE).await?)
        }
        None => None,
    };
    let new_key = match prepared {
        Some(image) => {
            let key = format!("avatars/{user_id}/{}.{}", kernel::media::new_name(), image.extension);
            ctx.media.put(&key, image.bytes).await?;
            Some(key)
        }
        None => None,
    };
    let written = ctx
        .db
        .write(|tx| {
            let (new_key, address) = (new_key.clone(), address.clone());
            Box::pin(async move {
                let current = load_user(tx, user_id).await?;
                let old_key = current.profile_image.clone();
                let mut active = current.into_active_model();
                if let Some(address) = address {
                    active.region_id = Set(Some(address.region_id));
                    active.township_id = Set(Some(address.township_id));
                    active.address = Set(Some(address.address));
                    active.postal_code = Set(address.postal_code);
                }
                if let Some(key) = new_key {
                    active.profile_image = Set(Some(key));
                    // Product pages show reviewers' pictures beside their ratings.
                    read_cache::changed(tx, Scope::Catalog).await?;
                }
                active.updated_at = Set(Utc::now());
                Ok((active.update(tx).await?, old_key))
            })
        })
        .await;
    match written {
        Ok((updated, old_key)) => {
            if let (Some(old), Some(_)) = (old_key, &new_key) {
                ctx.media.delete(&old).await;
            }
            to_profile(ctx, updated, locale).await
        }
        Err(err) => {
            if let Some(key) = &new_key {
                ctx.media.delete(key).await;
            }
            Err(err)
        }
    }
}

pub(crate) async fn session_for(ctx: &AppContext, found: user::Model, locale: Locale) -> AppResult<AuthSession> {
    let token = ctx.tokens.issue(found.id, found.role, found.token_version)?;
    Ok(AuthSession { token, token_type: "Bearer".to_owned(), user: to_profile(ctx, found, locale).await? })
}

async fn to_profile(ctx: &AppContext, found: user::Model, locale: Locale) -> AppResult<Profile> {
    let conn = ctx.db.conn();
    // The township with its region in one statement (an address's township is always of its region).
    let (township, township_region) = match found.township_id {
        Some(id) => match township::Entity::find_by_id(id).find_also_related(region::Entity).one(conn).await? {
            Some((t, r)) => (Some(township_place(&t, locale)), r),
            None => (None, None),
        },
        None => (None, None),
    };
    let region = match (found.region_id, township_region) {
        (Some(id), Some(r)) if r.id == id => Some(region_place(&r, locale)),
        (Some(id), _) => region::Entity::find_by_id(id).one(conn).await?.map(|r| region_place(&r, locale)),
        (None, _) => None,
    };
    Ok(Profile {
        id: found.id,
        name: found.name,
        phone: found.phone,
        address: found.address,
        postal_code: found.postal_code,
        region,
        township,
        profile_image: found.profile_image.map(|key| ctx.media.url(&key)),
        referral_code: found.referral_code,
        token_point: found.token_point,
        referral_point: found.referral_point,
        role: found.role,
        permissions: found.role.permissions().to_vec(),
        facebook_linked: found.facebook_id.is_some(),
        has_password: !found.password_hash.is_empty(),
    })
}

fn region_place(r: &region::Model, locale: Locale) -> Place {
    Place { id: r.id, name: locale.pick(&r.name_en, Some(&r.name_mm), r.name_ch.as_deref()).to_owned() }
}

fn township_place(t: &township::Model, locale: Locale) -> Place {
    Place { id: t.id, name: locale.pick(&t.name_en, Some(&t.name_mm), t.name_ch.as_deref()).to_owned() }
}

pub(crate) async fn find_by_phone(conn: &impl ConnectionTrait, phone: &str) -> AppResult<Option<user::Model>> {
    Ok(user::Entity::find().filter(user::Column::Phone.eq(phone)).one(conn).await?)
}

async fn load_user(conn: &impl ConnectionTrait, user_id: i64) -> AppResult<user::Model> {
    user::Entity::find_by_id(user_id).one(conn).await?.ok_or(AppError::Unauthenticated)
}

pub(crate) async fn insert_user(
    tx: &impl ConnectionTrait,
    name: String,
    phone: Option<String>,
    password_hash: String,
    role: Role,
    referred_by_id: Option<i64>,
) -> AppResult<user::Model> {
    // Codes are random; on the rare clash with an existing one, draw again.
    let mut referral_code = new_referral_code();
    while user::Entity::find().filter(user::Column::ReferralCode.eq(&referral_code)).one(tx).await?.is_some() {
        referral_code = new_referral_code();
    }
    let now = Utc::now();
    let row = user::ActiveModel {
        name: Set(name),
        phone: Set(phone),
        password_hash: Set(password_hash),
        role: Set(role),
        referral_code: Set(referral_code),
        referred_by_id: Set(referred_by_id),
        token_version: Set(0),
        token_point: Set(0),
        referral_point: Set(0),
        blocked: Set(false),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    Ok(row.insert(tx).await?)
}

fn new_referral_code() -> String {
    let mut rng = rand::thread_rng();
    (0..REFERRAL_CODE_LEN)
        .map(|_| char::from(REFERRAL_CODE_ALPHABET[rng.gen_range(0..REFERRAL_CODE_ALPHABET.len())]))
        .collect()
}

fn phone_taken() -> AppError {
    AppError::invalid("phone", Msg::new("accounts.phone_taken"))
}

/// An argon2id hash of a random password, checked against when the phone is unknown.
async fn dummy_hash(ctx: &AppContext) -> AppResult<String> {
    static DUMMY: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    DUMMY.get_or_try_init(|| hash_password(ctx, kernel::media::new_name())).await.cloned()
}

/// What other shoppers may see of a user (the winners list): name, avatar and township.
#[derive(Debug, Clone)]
pub struct PublicProfile {
    pub name: String,
    pub profile_image: Option<String>,
    pub township: Option<String>,
}

/// The first word of a name (`Aung Aung` -> `Aung`): what a public card shows of a shopper.
pub fn first_name(name: &str) -> String {
    name.split_whitespace().next().unwrap_or_default().to_owned()
}

/// The first name of the shopper whose referral code this is (codes are matched in capitals, as
/// sign-up does); `None` for an unknown code, a blocked account or an empty name. For the
/// invitation card of `/signup?ref=CODE`: one indexed read (the code is unique).
pub async fn inviter_first_name(ctx: &AppContext, code: &str) -> AppResult<Option<String>> {
    let code = code.trim().to_ascii_uppercase();
    if code.is_empty() {
        return Ok(None);
    }
    let found = user::Entity::find().filter(user::Column::ReferralCode.eq(code)).one(ctx.db.conn()).await?;
    Ok(found.filter(|u| !u.blocked).map(|u| first_name(&u.name)).filter(|name| !name.is_empty()))
}

pub async fn public_profiles(
    ctx: &AppContext,
    user_ids: &[i64],
    locale: Locale,
) -> AppResult<std::collections::HashMap<i64, PublicProfile>> {
    let conn = ctx.db.conn();
    let users = user::Entity::find().filter(user::Column::Id.is_in(user_ids.iter().copied())).all(conn).await?;
    let township_ids: Vec<i64> = users.iter().filter_map(|u| u.township_id).collect();
    let townships: std::collections::HashMap<i64, Place> = township::Entity::find()
        .filter(township::Column::Id.is_in(township_ids))
        .all(conn)
        .await?
        .iter()
        .map(|t| (t.id, township_place(t, locale)))
        .collect();
    Ok(users
        .into_iter()
        .map(|u| {
            let profile = PublicProfile {
                name: u.name,
                profile_image: u.profile_image.map(|key| ctx.media.url(&key)),
                township: u.township_id.and_then(|id| townships.get(&id)).map(|t| t.name.clone()),
            };
            (u.id, profile)
        })
        .collect())
}

/// The shopper's shipping address as one line for an order (`No. 12, Pyay Road, Kamaryut, Yangon
/// 11041`, in English as admins read it), or `None` when the profile has no address yet.
pub async fn shipping_address(ctx: &AppContext, user_id: i64) -> AppResult<Option<String>> {
    Ok(format_address(&profile(ctx, user_id, Locale::En).await?))
}

fn format_address(profile: &Profile) -> Option<String> {
    let street = profile.address.as_deref().filter(|a| !a.trim().is_empty())?;
    let mut parts = vec![street.to_owned()];
    parts.extend(profile.township.as_ref().map(|t| t.name.clone()));
    parts.extend(profile.region.as_ref().map(|r| r.name.clone()));
    let mut address = parts.join(", ");
    if let Some(code) = profile.postal_code.as_deref().filter(|c| !c.is_empty()) {
        address.push(' ');
        address.push_str(code);
    }
    Some(address)
}

/// Refuses an account with no phone number yet (made with Facebook): a transfer payment and what
/// ships need a number the admin can call.
pub async fn require_phone(ctx: &AppContext, user_id: i64) -> AppResult<()> {
    match load_user(ctx.db.conn(), user_id).await?.phone {
        Some(_) => Ok(()),
        None => Err(AppError::PhoneRequired),
    }
}

/// Names and phones of the given users, for admin queues.
pub async fn names_and_phones(
    ctx: &AppContext,
    user_ids: impl Iterator<Item = i64>,
) -> AppResult<std::collections::HashMap<i64, (String, String)>> {
    let ids: Vec<i64> = user_ids.collect();
    let rows = user::Entity::find().filter(user::Column::Id.is_in(ids)).all(ctx.db.conn()).await?;
    Ok(rows.into_iter().map(|u| (u.id, (u.name, u.phone.unwrap_or_default()))).collect())
}

/// How a user appears beside what they wrote (reviews): name and avatar URL, by user id.
pub async fn authors(
    ctx: &AppContext,
    user_ids: impl Iterator<Item = i64>,
) -> AppResult<std::collections::HashMap<i64, crate::model::Author>> {
    let ids: Vec<i64> = user_ids.collect();
    let rows = user::Entity::find().filter(user::Column::Id.is_in(ids)).all(ctx.db.conn()).await?;
    Ok(rows
        .into_iter()
        .map(|u| {
            let image = u.profile_image.as_deref().map(|key| ctx.media.url(key));
            (u.id, crate::model::Author { name: u.name, phone: u.phone.unwrap_or_default(), image })
        })
        .collect())
}
