//! The one `Clone` context every handler and resolver receives.

use std::{
    any::{Any, TypeId},
    collections::HashMap,
    sync::{Arc, Mutex},
};

use crate::{
    auth::{PasswordHashing, SharedSessions, TokenKeys},
    clock::Clock,
    config::Config,
    db::Db,
    hooks::{SharedCodParcels, SharedDeviceTokens, SharedProductRatings, SharedReferralReward, SharedSmsSender},
    media::MediaStore,
    ratelimit::{ActionLimiter, ActionQuotas, LimitStore, PasswordResetLimiter, SignInLimiter, SignUpLimiter},
    read_cache::ReadCache,
};

/// Cloned for every request (axum's state, async-graphql's data), so it is one reference-counted
/// pointer: a clone is one atomic increment, not a copy of every part (which was 6% of a cached
/// read's time under load).
#[derive(Clone)]
pub struct AppContext(Arc<AppContextParts>);

impl std::ops::Deref for AppContext {
    type Target = AppContextParts;

    fn deref(&self) -> &AppContextParts {
        &self.0
    }
}

/// What an [`AppContext`] holds, shared by all its clones.
#[derive(Clone)]
pub struct AppContextParts {
    pub config: Arc<Config>,
    pub db: Db,
    pub media: MediaStore,
    pub tokens: TokenKeys,
    pub sign_in_limiter: Arc<SignInLimiter>,
    pub sign_up_limiter: Arc<SignUpLimiter>,
    pub password_reset_limiter: Arc<PasswordResetLimiter>,
    /// Check-ins, reviews, uploads and ticket purchases per account and per address.
    pub action_limiter: Arc<ActionLimiter>,
    /// The few places where passwords are hashed and checked at once ([`PasswordHashing`]).
    pub password_hashing: Arc<PasswordHashing>,
    /// Where the limiters count (PostgreSQL's tables or this process's memory), for the clean-up.
    pub limit_store: LimitStore,
    /// What "now" and "today" are for day-based rules; tests move it.
    pub clock: Clock,
    /// Public answers kept in memory, dropped when a write changes them ([`crate::read_cache`]).
    pub read_cache: ReadCache,
    sessions: Option<SharedSessions>,
    referral_reward: Option<SharedReferralReward>,
    product_ratings: Option<SharedProductRatings>,
    vapid_public_key: Option<Arc<str>>,
    device_tokens: Option<SharedDeviceTokens>,
    sms_sender: Option<SharedSmsSender>,
    cod_parcels: Option<SharedCodParcels>,
    locals: Arc<Locals>,
}

/// Process-local state domains keep beside the context ([`AppContext::local`]): one value per type.
#[derive(Default)]
struct Locals(Mutex<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>);

impl AppContext {
    pub fn new(config: Arc<Config>, db: Db, media: MediaStore, tokens: TokenKeys) -> AppContext {
        // Shared by every instance on PostgreSQL; in memory on SQLite, whose shop is one process.
        let limit_store = LimitStore::for_db(&db);
        let sign_in_limiter = Arc::new(SignInLimiter::new(
            &limit_store,
            config.signin_per_phone_per_minute,
            config.signin_per_ip_per_minute,
            std::time::Duration::from_millis(config.signin_max_delay_ms),
        ));
        let sign_up_limiter = Arc::new(SignUpLimiter::new(
            &limit_store,
            config.signup_per_ip_per_hour,
            config.signup_per_referral_code_per_hour,
        ));
        let password_reset_limiter = Arc::new(PasswordResetLimiter::new(
            &limit_store,
            config.password_reset_per_ip_per_hour,
            config.signin_per_ip_per_minute,
        ));
        let action_limiter = Arc::new(ActionLimiter::new(
            &limit_store,
            ActionQuotas {
                checkins_per_minute: config.checkins_per_account_per_minute,
                reviews_per_minute: config.reviews_per_account_per_minute,
                uploads_per_minute: config.uploads_per_account_per_minute,
                ticket_purchases_per_minute: config.ticket_purchases_per_account_per_minute,
                password_checks_per_minute: config.password_checks_per_account_per_minute,
                accounts_per_address: config.accounts_per_address,
            },
        ));
        let password_hashing = Arc::new(PasswordHashing::new(
            config.password_hashes,
            std::time::Duration::from_millis(config.password_hash_wait_ms),
        ));
        let read_cache = ReadCache::new(&db, config.read_cache);
        AppContext(Arc::new(AppContextParts {
            config,
            db,
            media,
            tokens,
            sign_in_limiter,
            sign_up_limiter,
            password_reset_limiter,
            action_limiter,
            password_hashing,
            limit_store,
            clock: Clock::default(),
            read_cache,
            sessions: None,
            referral_reward: None,
            product_ratings: None,
            vapid_public_key: None,
            device_tokens: None,
            sms_sender: None,
            cod_parcels: None,
            locals: Arc::default(),
        }))
    }

    /// The parts, to plug something in while the app is built (before any clone is shared).
    fn parts_mut(&mut self) -> &mut AppContextParts {
        Arc::make_mut(&mut self.0)
    }

    /// This process's one value of `T` for this app, made on first use and shared by every clone of
    /// the context: state a domain keeps in memory beside the database (the lucky draw's purchase
    /// queues). Another app in the same process (a test's second gateway) gets its own.
    pub fn local<T: Any + Default + Send + Sync>(&self) -> Arc<T> {
        let mut values = self.locals.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let value = values.entry(TypeId::of::<T>()).or_insert_with(|| Arc::new(T::default())).clone();
        value.downcast::<T>().unwrap_or_else(|_| unreachable!("the value stored under T's id is a T"))
    }

    /// Plugs in who answers "is this token still valid" (the accounts crate).
    pub fn with_sessions(mut self, sessions: SharedSessions) -> AppContext {
        self.parts_mut().sessions = Some(sessions);
        self
    }

    /// Plugs in who ships a confirmed cash on delivery order (the shipping crate).
    pub fn with_cod_parcels(mut self, parcels: SharedCodParcels) -> AppContext {
        self.parts_mut().cod_parcels = Some(parcels);
        self
    }

    /// Who ships a confirmed cash on delivery order, when plugged in.
    pub fn cod_parcels(&self) -> Option<&SharedCodParcels> {
        self.cod_parcels.as_ref()
    }

    /// Plugs in who rewards an inviter when someone signs up with their code (the rewards crate).
    pub fn with_referral_reward(mut self, reward: SharedReferralReward) -> AppContext {
        self.parts_mut().referral_reward = Some(reward);
        self
    }

    /// The referral reward, when one is plugged in (a context built without rewards gives none).
    pub fn referral_reward(&self) -> Option<&SharedReferralReward> {
        self.referral_reward.as_ref()
    }

    /// Plugs in who lists a product's ratings for its page (the reviews crate).
    pub fn with_product_ratings(mut self, ratings: SharedProductRatings) -> AppContext {
        self.parts_mut().product_ratings = Some(ratings);
        self
    }

    /// The product ratings' lister, when one is plugged in.
    pub fn product_ratings(&self) -> Option<&SharedProductRatings> {
        self.product_ratings.as_ref()
    }

    /// Sets the public half of the key pushes are signed with (the notify crate makes it).
    pub fn with_vapid_public_key(mut self, key: String) -> AppContext {
        self.parts_mut().vapid_public_key = Some(key.into());
        self
    }

    /// The VAPID public key browsers subscribe with (base64url of the uncompressed P-256 point),
    /// when push is set up.
    pub fn vapid_public_key(&self) -> Option<&str> {
        self.vapid_public_key.as_deref()
    }

    /// Plugs in who keeps a sign-in's device token (the notify crate, as a push subscription).
    pub fn with_device_tokens(mut self, device_tokens: SharedDeviceTokens) -> AppContext {
        self.parts_mut().device_tokens = Some(device_tokens);
        self
    }

    /// The keeper of sign-in device tokens, when one is plugged in.
    pub fn device_tokens(&self) -> Option<&SharedDeviceTokens> {
        self.device_tokens.as_ref()
    }

    /// Plugs in how text messages leave the shop (the notify crate, by `MALL_SMS_SENDER`).
    pub fn with_sms_sender(mut self, sender: SharedSmsSender) -> AppContext {
        self.parts_mut().sms_sender = Some(sender);
        self
    }

    /// The text message sender, when one is plugged in.
    pub fn sms_sender(&self) -> Option<&SharedSmsSender> {
        self.sms_sender.as_ref()
    }

    pub fn sessions(&self) -> &SharedSessions {
        self.sessions.as_ref().expect("AppContext::with_sessions is called when the app is built")
    }
}
