//! Limits on sign-in, sign-up and password reset attempts.
//!
//! Sign-in is limited per (phone, address) and per address, never per phone alone: five wrong
//! passwords typed by somebody else must not lock the owner out. A phone that keeps failing is
//! slowed down instead: after three failures in a row, wherever they came from, each attempt waits
//! twice as long as the one before (up to `MALL_SIGNIN_MAX_DELAY_MS`) before its password is
//! checked. The owner with the right password still gets in, a little later, and a guesser spread
//! over many addresses gets a handful of tries a minute.
//!
//! Sign-up is limited per address and per referral code, so neither one machine nor one inviter
//! can mint accounts (and the referral points they earn) in bulk.
//!
//! Password reset codes are limited per address (each one is a text message the shop pays for);
//! the per-phone limits (one code a minute, five an hour) are rows in the accounts crate, because
//! they must hold across instances. Confirming a code is limited per address at the sign-in rate:
//! each try hashes a password, like a sign-in.
//!
//! Counted in the service, once per attempt, so twenty `login` fields aliased into one GraphQL
//! request count as twenty attempts. The limits live in this process's memory: behind a load
//! balancer each instance counts its own share.

use std::{
    collections::HashMap,
    hash::Hash,
    net::IpAddr,
    num::NonZeroU32,
    sync::Mutex,
    time::{Duration, Instant},
};

use governor::{clock::DefaultClock, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::{AppError, AppResult, Msg};

/// A keyed limit that answers 429 with the seconds to wait.
struct KeyedLimit<K: Hash + Eq + Clone> {
    limiter: DefaultKeyedRateLimiter<K>,
    message: &'static str,
}

impl<K: Hash + Eq + Clone> KeyedLimit<K> {
    fn new(quota: Quota, message: &'static str) -> KeyedLimit<K> {
        KeyedLimit { limiter: RateLimiter::keyed(quota), message }
    }

    fn check(&self, key: &K) -> AppResult<()> {
        self.limiter.check_key(key).map_err(|not_until| {
            let clock = DefaultClock::default();
            let wait = not_until.wait_time_from(governor::clock::Clock::now(&clock));
            too_many(self.message, wait)
        })
    }

    fn forget_idle(&self) {
        self.limiter.retain_recent();
    }
}

/// 429 with the whole seconds to wait (at least one), which also become `Retry-After`.
pub fn too_many(message: &'static str, wait: Duration) -> AppError {
    let seconds = wait.as_secs() + 1;
    AppError::TooManyRequests { message: Msg::new(message).arg("seconds", seconds), retry_after_seconds: seconds }
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).expect("at least one"))
}

fn per_hour(n: u32) -> Quota {
    Quota::per_hour(NonZeroU32::new(n.max(1)).expect("at least one"))
}

/// Failures in a row of one phone, wherever they came from.
#[derive(Clone, Copy)]
struct Failures {
    count: u32,
    last: Instant,
}

/// Failures free of any wait; from the next one on the wait doubles.
const FREE_FAILURES: u32 = 3;
const FIRST_DELAY: Duration = Duration::from_millis(250);
/// A phone's failures are forgotten after this long without one.
const FAILURES_FORGOTTEN_AFTER: Duration = Duration::from_secs(15 * 60);

pub struct SignInLimiter {
    per_phone_and_address: KeyedLimit<(String, IpAddr)>,
    per_address: KeyedLimit<IpAddr>,
    failures: Mutex<HashMap<String, Failures>>,
    max_delay: Duration,
}

impl SignInLimiter {
    pub fn new(per_phone_per_minute: u32, per_ip_per_minute: u32, max_delay: Duration) -> SignInLimiter {
        SignInLimiter {
            per_phone_and_address: KeyedLimit::new(per_minute(per_phone_per_minute), "accounts.too_many_attempts"),
            per_address: KeyedLimit::new(per_minute(per_ip_per_minute), "accounts.too_many_attempts"),
            failures: Mutex::new(HashMap::new()),
            max_delay,
        }
    }

    /// Counts one attempt: 429 once the address, or this phone from this address, has spent its
    /// limit; otherwise the wait this phone's recent failures call for.
    pub fn check(&self, phone: &str, ip: IpAddr) -> AppResult<Duration> {
        self.per_address.check(&ip)?;
        self.per_phone_and_address.check(&(phone.to_owned(), ip))?;
        Ok(self.delay_for(phone))
    }

    /// The wait before checking a password for `phone`: nothing for the first failures, then
    /// doubling, never more than the configured maximum.
    pub fn delay_for(&self, phone: &str) -> Duration {
        let failures = self.failures.lock().expect("failures lock");
        let Some(f) = failures.get(phone).filter(|f| f.last.elapsed() < FAILURES_FORGOTTEN_AFTER) else {
            return Duration::ZERO;
        };
        if f.count < FREE_FAILURES {
            return Duration::ZERO;
        }
        let doublings = (f.count - FREE_FAILURES).min(16);
        (FIRST_DELAY * 2u32.pow(doublings)).min(self.max_delay)
    }

    pub fn record_failure(&self, phone: &str) {
        let mut failures = self.failures.lock().expect("failures lock");
        let entry = failures.entry(phone.to_owned()).or_insert(Failures { count: 0, last: Instant::now() });
        if entry.last.elapsed() >= FAILURES_FORGOTTEN_AFTER {
            entry.count = 0;
        }
        entry.count = entry.count.saturating_add(1);
        entry.last = Instant::now();
    }

    pub fn record_success(&self, phone: &str) {
        self.failures.lock().expect("failures lock").remove(phone);
    }

    /// Forgets keys whose limits have refilled, so memory does not grow with every phone tried.
    pub fn forget_idle(&self) {
        self.per_phone_and_address.forget_idle();
        self.per_address.forget_idle();
        self.failures.lock().expect("failures lock").retain(|_, f| f.last.elapsed() < FAILURES_FORGOTTEN_AFTER);
    }

    pub const CLEANUP_EVERY: Duration = Duration::from_secs(60);
}

pub struct SignUpLimiter {
    per_address: KeyedLimit<IpAddr>,
    per_referral_code: KeyedLimit<String>,
}

impl SignUpLimiter {
    pub fn new(per_ip_per_hour: u32, per_referral_code_per_hour: u32) -> SignUpLimiter {
        SignUpLimiter {
            per_address: KeyedLimit::new(per_hour(per_ip_per_hour), "accounts.too_many_sign_ups"),
            per_referral_code: KeyedLimit::new(per_hour(per_referral_code_per_hour), "accounts.too_many_sign_ups"),
        }
    }

    /// Counts one sign-up from `ip`, with `referral_code` when one was given.
    pub fn check(&self, ip: IpAddr, referral_code: Option<&str>) -> AppResult<()> {
        self.per_address.check(&ip)?;
        if let Some(code) = referral_code {
            self.per_referral_code.check(&code.to_owned())?;
        }
        Ok(())
    }

    pub fn forget_idle(&self) {
        self.per_address.forget_idle();
        self.per_referral_code.forget_idle();
    }
}

pub struct PasswordResetLimiter {
    requests_per_address: KeyedLimit<IpAddr>,
    confirms_per_address: KeyedLimit<IpAddr>,
}

impl PasswordResetLimiter {
    pub fn new(requests_per_ip_per_hour: u32, confirms_per_ip_per_minute: u32) -> PasswordResetLimiter {
        PasswordResetLimiter {
            requests_per_address: KeyedLimit::new(
                per_hour(requests_per_ip_per_hour),
                "accounts.too_many_password_resets",
            ),
            confirms_per_address: KeyedLimit::new(per_minute(confirms_per_ip_per_minute), "accounts.too_many_attempts"),
        }
    }

    /// Counts one code asked for from `ip`.
    pub fn check_request(&self, ip: IpAddr) -> AppResult<()> {
        self.requests_per_address.check(&ip)
    }

    /// Counts one code typed in from `ip`.
    pub fn check_confirm(&self, ip: IpAddr) -> AppResult<()> {
        self.confirms_per_address.check(&ip)
    }

    pub fn forget_idle(&self) {
        self.requests_per_address.forget_idle();
        self.confirms_per_address.forget_idle();
    }
}
