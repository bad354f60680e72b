//! Sign-in attempt limits, per phone number and per client address.
//!
//! Counted in the service, once per attempt, so twenty `login` fields aliased into one GraphQL
//! request count as twenty attempts. The limits live in this process's memory: behind a load
//! balancer each instance counts its own share.

use std::{net::IpAddr, num::NonZeroU32, time::Duration};

use governor::{clock::DefaultClock, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::{AppError, AppResult, Msg};

pub struct SignInLimiter {
    per_phone: DefaultKeyedRateLimiter<String>,
    per_ip: DefaultKeyedRateLimiter<IpAddr>,
}

impl SignInLimiter {
    pub fn new(per_phone_per_minute: u32, per_ip_per_minute: u32) -> SignInLimiter {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n.max(1)).expect("at least one"));
        SignInLimiter {
            per_phone: RateLimiter::keyed(quota(per_phone_per_minute)),
            per_ip: RateLimiter::keyed(quota(per_ip_per_minute)),
        }
    }

    /// Counts one attempt; 429 with the wait in seconds once either limit is spent.
    pub fn check(&self, phone: &str, ip: IpAddr) -> AppResult<()> {
        let clock = DefaultClock::default();
        let wait = |not_until: governor::NotUntil<_>| {
            let seconds = not_until.wait_time_from(governor::clock::Clock::now(&clock)).as_secs() + 1;
            AppError::TooManyRequests(Msg::new("accounts.too_many_attempts").arg("seconds", seconds))
        };
        self.per_ip.check_key(&ip).map_err(wait)?;
        self.per_phone.check_key(&phone.to_owned()).map_err(wait)?;
        Ok(())
    }

    /// Forgets keys whose limits have refilled, so memory does not grow with every phone tried.
    pub fn forget_idle(&self) {
        self.per_phone.retain_recent();
        self.per_ip.retain_recent();
    }

    pub const CLEANUP_EVERY: Duration = Duration::from_secs(60);
}
