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
//! the per-phone limits (one code a minute, five an hour) are rows in the accounts crate. Confirming
//! a code is limited per address at the sign-in rate: each try hashes a password, like a sign-in.
//!
//! Counted in the service, once per attempt, so twenty `login` fields aliased into one GraphQL
//! request count as twenty attempts.
//!
//! Where the counts live is the [`LimitStore`], chosen by the database:
//! - PostgreSQL: the tables `rate_limit` and `sign_in_failure`, so every gateway instance behind a
//!   load balancer counts in the same place and a limit is the shop's, not one instance's. Each
//!   count is one autocommit statement that decides and records at once (a GCRA, the algorithm
//!   `governor` runs in memory), on the database's clock, so instances with skewed clocks agree and
//!   fifty attempts at once against a limit of five let exactly five through.
//! - SQLite: this process's memory (`governor`). A SQLite shop is one process, so nothing is lost.

use std::{
    collections::HashMap,
    net::IpAddr,
    num::NonZeroU32,
    sync::Mutex,
    time::{Duration, Instant},
};

use governor::{clock::DefaultClock, DefaultKeyedRateLimiter, Quota, RateLimiter};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement};

use crate::{db::Db, AppError, AppResult, Msg};

/// How often each instance forgets keys whose limits have refilled and failures gone stale.
pub const CLEANUP_EVERY: Duration = Duration::from_secs(60);

/// Where the limits count.
#[derive(Clone)]
pub enum LimitStore {
    /// This process's memory: for SQLite, whose shop is one process.
    Memory,
    /// PostgreSQL's `rate_limit` and `sign_in_failure`, shared by every instance on the database.
    Postgres(DatabaseConnection),
}

impl LimitStore {
    /// PostgreSQL when the shop's database is PostgreSQL, memory otherwise.
    pub fn for_db(db: &Db) -> LimitStore {
        match db.backend() {
            DatabaseBackend::Postgres => LimitStore::Postgres(db.conn().clone()),
            _ => LimitStore::Memory,
        }
    }

    /// Deletes the rows no limit needs any more, so the tables hold only what was tried lately: a
    /// key whose theoretical arrival time has passed counts the same as a key never seen, and
    /// failures older than [`FAILURES_FORGOTTEN_AFTER`] are forgotten anyway. In memory each
    /// limiter's `forget_idle` does this instead.
    pub async fn forget_idle(&self) -> AppResult<()> {
        let LimitStore::Postgres(conn) = self else { return Ok(()) };
        conn.execute_unprepared("DELETE FROM rate_limit WHERE tat < clock_timestamp()").await?;
        conn.execute(Statement::from_sql_and_values(
            DatabaseBackend::Postgres,
            "DELETE FROM sign_in_failure WHERE last_failed_at <= clock_timestamp() - $1 * INTERVAL '1 second'",
            [FAILURES_FORGOTTEN_AFTER.as_secs_f64().into()],
        ))
        .await?;
        Ok(())
    }
}

/// One limit (say, sign-ins per address) over the keys of one namespace, answering 429 with the
/// seconds to wait.
struct KeyedLimit {
    /// Prefix of this limit's keys, e.g. `signin:ip`, so limits share one table without meeting.
    namespace: &'static str,
    quota: Quota,
    message: &'static str,
    counts: LimitCounts,
}

enum LimitCounts {
    Memory(DefaultKeyedRateLimiter<String>),
    Postgres(DatabaseConnection),
}

/// One GCRA step for a key, in one statement: the row's `tat` (theoretical arrival time) moves on
/// by the emission interval `$2` (seconds) when the attempt fits, that is when the new `tat` is at
/// most `$3` seconds (the burst past the first attempt) ahead of now. The first attempt of a key
/// inserts `now + interval`, so `EXCLUDED.tat - interval` is the decision's one reading of the
/// database's clock. The row lock of `ON CONFLICT DO UPDATE` queues concurrent attempts, and each one decides
/// on the `tat` the one before it wrote. A refused attempt changes nothing; the outer query reads
/// the row as it was (the statement's snapshot) for the wait.
const GCRA_STEP: &str = "\
WITH counted AS (
    INSERT INTO rate_limit AS r (key, tat)
    VALUES ($1, clock_timestamp() + $2 * INTERVAL '1 second')
    ON CONFLICT (key) DO UPDATE
        SET tat = GREATEST(r.tat + $2 * INTERVAL '1 second', EXCLUDED.tat)
        WHERE GREATEST(r.tat + $2 * INTERVAL '1 second', EXCLUDED.tat)
            <= EXCLUDED.tat + $3 * INTERVAL '1 second'
    RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM counted) AS allowed,
       (SELECT EXTRACT(EPOCH FROM tat - clock_timestamp())::float8 - $3 FROM rate_limit WHERE key = $1)
           AS wait_seconds";

impl KeyedLimit {
    fn new(store: &LimitStore, namespace: &'static str, quota: Quota, message: &'static str) -> KeyedLimit {
        let counts = match store {
            LimitStore::Memory => LimitCounts::Memory(RateLimiter::keyed(quota)),
            LimitStore::Postgres(conn) => LimitCounts::Postgres(conn.clone()),
        };
        KeyedLimit { namespace, quota, message, counts }
    }

    /// Counts one attempt for `key`: 429 once its quota is spent.
    async fn check(&self, key: impl std::fmt::Display + Send) -> AppResult<()> {
        let key = format!("{}:{key}", self.namespace);
        let wait = match &self.counts {
            LimitCounts::Memory(limiter) => limiter.check_key(&key).err().map(|not_until| {
                let clock = DefaultClock::default();
                not_until.wait_time_from(governor::clock::Clock::now(&clock))
            }),
            LimitCounts::Postgres(conn) => self.check_in_postgres(conn, key).await?,
        };
        match wait {
            Some(wait) => Err(too_many(self.message, wait)),
            None => Ok(()),
        }
    }

    /// `None` when the attempt fits, else how long until it would.
    async fn check_in_postgres(&self, conn: &DatabaseConnection, key: String) -> AppResult<Option<Duration>> {
        let interval = self.quota.replenish_interval();
        // governor's tolerance: the burst's attempts after the first.
        let burst_after_first = interval * (self.quota.burst_size().get() - 1);
        let row = conn
            .query_one(Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                GCRA_STEP,
                [key.into(), interval.as_secs_f64().into(), burst_after_first.as_secs_f64().into()],
            ))
            .await?
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("the rate limit step answered no row")))?;
        if row.try_get::<bool>("", "allowed")? {
            return Ok(None);
        }
        // Missing only when the row was made after the statement's snapshot by a concurrent
        // attempt; then one interval is the honest guess.
        let wait =
            row.try_get::<Option<f64>>("", "wait_seconds")?.map_or(interval, |s| Duration::from_secs_f64(s.max(0.0)));
        Ok(Some(wait))
    }

    fn forget_idle(&self) {
        if let LimitCounts::Memory(limiter) = &self.counts {
            limiter.retain_recent();
        }
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

enum FailureCounts {
    Memory(Mutex<HashMap<String, Failures>>),
    Postgres(DatabaseConnection),
}

/// Failures free of any wait; from the next one on the wait doubles.
const FREE_FAILURES: u32 = 3;
const FIRST_DELAY: Duration = Duration::from_millis(250);
/// A phone's failures are forgotten after this long without one.
const FAILURES_FORGOTTEN_AFTER: Duration = Duration::from_secs(15 * 60);

pub struct SignInLimiter {
    per_phone_and_address: KeyedLimit,
    per_address: KeyedLimit,
    failures: FailureCounts,
    max_delay: Duration,
}

impl SignInLimiter {
    pub fn new(
        store: &LimitStore,
        per_phone_per_minute: u32,
        per_ip_per_minute: u32,
        max_delay: Duration,
    ) -> SignInLimiter {
        let message = "accounts.too_many_attempts";
        SignInLimiter {
            per_phone_and_address: KeyedLimit::new(store, "signin:ip_phone", per_minute(per_phone_per_minute), message),
            per_address: KeyedLimit::new(store, "signin:ip", per_minute(per_ip_per_minute), message),
            failures: match store {
                LimitStore::Memory => FailureCounts::Memory(Mutex::new(HashMap::new())),
                LimitStore::Postgres(conn) => FailureCounts::Postgres(conn.clone()),
            },
            max_delay,
        }
    }

    /// Counts one attempt: 429 once the address, or this phone from this address, has spent its
    /// limit; otherwise the wait this phone's recent failures call for.
    pub async fn check(&self, phone: &str, ip: IpAddr) -> AppResult<Duration> {
        self.per_address.check(ip).await?;
        // An address has no '/', so the phone after it cannot make two pairs one key.
        self.per_phone_and_address.check(format!("{ip}/{phone}")).await?;
        self.delay_for(phone).await
    }

    /// The wait before checking a password for `phone`: nothing for the first failures, then
    /// doubling, never more than the configured maximum.
    pub async fn delay_for(&self, phone: &str) -> AppResult<Duration> {
        let count = match &self.failures {
            FailureCounts::Memory(failures) => {
                let failures = failures.lock().expect("failures lock");
                failures.get(phone).filter(|f| f.last.elapsed() < FAILURES_FORGOTTEN_AFTER).map_or(0, |f| f.count)
            }
            FailureCounts::Postgres(conn) => {
                let row = conn
                    .query_one(Statement::from_sql_and_values(
                        DatabaseBackend::Postgres,
                        "SELECT failures FROM sign_in_failure \
                         WHERE phone = $1 AND last_failed_at > clock_timestamp() - $2 * INTERVAL '1 second'",
                        [phone.into(), FAILURES_FORGOTTEN_AFTER.as_secs_f64().into()],
                    ))
                    .await?;
                match row {
                    Some(row) => u32::try_from(row.try_get::<i32>("", "failures")?).unwrap_or(0),
                    None => 0,
                }
            }
        };
        if count < FREE_FAILURES {
            return Ok(Duration::ZERO);
        }
        let doublings = (count - FREE_FAILURES).min(16);
        Ok((FIRST_DELAY * 2u32.pow(doublings)).min(self.max_delay))
    }

    pub async fn record_failure(&self, phone: &str) -> AppResult<()> {
        match &self.failures {
            FailureCounts::Memory(failures) => {
                let mut failures = failures.lock().expect("failures lock");
                let entry = failures.entry(phone.to_owned()).or_insert(Failures { count: 0, last: Instant::now() });
                if entry.last.elapsed() >= FAILURES_FORGOTTEN_AFTER {
                    entry.count = 0;
                }
                entry.count = entry.count.saturating_add(1);
                entry.last = Instant::now();
            }
            FailureCounts::Postgres(conn) => {
                // One statement, so failures recorded at once through several instances all count.
                // Capped far above the longest wait's count, so it never overflows.
                conn.execute(Statement::from_sql_and_values(
                    DatabaseBackend::Postgres,
                    "INSERT INTO sign_in_failure AS f (phone, failures, last_failed_at) \
                     VALUES ($1, 1, clock_timestamp()) \
                     ON CONFLICT (phone) DO UPDATE SET \
                         failures = CASE \
                             WHEN f.last_failed_at <= EXCLUDED.last_failed_at - $2 * INTERVAL '1 second' THEN 1 \
                             ELSE LEAST(f.failures, 1000000) + 1 END, \
                         last_failed_at = GREATEST(f.last_failed_at, EXCLUDED.last_failed_at)",
                    [phone.into(), FAILURES_FORGOTTEN_AFTER.as_secs_f64().into()],
                ))
                .await?;
            }
        }
        Ok(())
    }

    pub async fn record_success(&self, phone: &str) -> AppResult<()> {
        match &self.failures {
            FailureCounts::Memory(failures) => {
                failures.lock().expect("failures lock").remove(phone);
            }
            FailureCounts::Postgres(conn) => {
                conn.execute(Statement::from_sql_and_values(
                    DatabaseBackend::Postgres,
                    "DELETE FROM sign_in_failure WHERE phone = $1",
                    [phone.into()],
                ))
                .await?;
            }
        }
        Ok(())
    }

    /// Forgets keys whose limits have refilled, so memory does not grow with every phone tried.
    /// (In PostgreSQL, [`LimitStore::forget_idle`] does this for every limiter.)
    pub fn forget_idle(&self) {
        self.per_phone_and_address.forget_idle();
        self.per_address.forget_idle();
        if let FailureCounts::Memory(failures) = &self.failures {
            failures.lock().expect("failures lock").retain(|_, f| f.last.elapsed() < FAILURES_FORGOTTEN_AFTER);
        }
    }
}

pub struct SignUpLimiter {
    per_address: KeyedLimit,
    per_referral_code: KeyedLimit,
}

impl SignUpLimiter {
    pub fn new(store: &LimitStore, per_ip_per_hour: u32, per_referral_code_per_hour: u32) -> SignUpLimiter {
        let message = "accounts.too_many_sign_ups";
        SignUpLimiter {
            per_address: KeyedLimit::new(store, "signup:ip", per_hour(per_ip_per_hour), message),
            per_referral_code: KeyedLimit::new(store, "signup:ref", per_hour(per_referral_code_per_hour), message),
        }
    }

    /// Counts one sign-up from `ip`, with `referral_code` when one was given.
    pub async fn check(&self, ip: IpAddr, referral_code: Option<&str>) -> AppResult<()> {
        self.per_address.check(ip).await?;
        if let Some(code) = referral_code {
            self.per_referral_code.check(code).await?;
        }
        Ok(())
    }

    /// Forgets keys whose limits have refilled (memory only; see [`LimitStore::forget_idle`]).
    pub fn forget_idle(&self) {
        self.per_address.forget_idle();
        self.per_referral_code.forget_idle();
    }
}

pub struct PasswordResetLimiter {
    requests_per_address: KeyedLimit,
    confirms_per_address: KeyedLimit,
}

impl PasswordResetLimiter {
    pub fn new(
        store: &LimitStore,
        requests_per_ip_per_hour: u32,
        confirms_per_ip_per_minute: u32,
    ) -> PasswordResetLimiter {
        PasswordResetLimiter {
            requests_per_address: KeyedLimit::new(
                store,
                "reset:req",
                per_hour(requests_per_ip_per_hour),
                "accounts.too_many_password_resets",
            ),
            confirms_per_address: KeyedLimit::new(
                store,
                "reset:confirm",
                per_minute(confirms_per_ip_per_minute),
                "accounts.too_many_attempts",
            ),
        }
    }

    /// Counts one code asked for from `ip`.
    pub async fn check_request(&self, ip: IpAddr) -> AppResult<()> {
        self.requests_per_address.check(ip).await
    }

    /// Counts one code typed in from `ip`.
    pub async fn check_confirm(&self, ip: IpAddr) -> AppResult<()> {
        self.confirms_per_address.check(ip).await
    }

    /// Forgets keys whose limits have refilled (memory only; see [`LimitStore::forget_idle`]).
    pub fn forget_idle(&self) {
        self.requests_per_address.forget_idle();
        self.confirms_per_address.forget_idle();
    }
}

/// What a signed-in shopper can repeat fast enough to flood the shop: each is limited per account
/// and per address ([`ActionLimiter`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The daily sign-in: check in, claim, restart, recover.
    CheckIn,
    /// Posting a review.
    Review,
    /// Storing an uploaded image (a screenshot, an avatar, a review photo).
    Upload,
    /// Buying lucky-draw tickets (with tokens or by transfer).
    TicketPurchase,
    /// Checking a signed-in account's password (changing it with the old one): an argon2 run, 19 MiB
    /// and tens of milliseconds of a core, so it is counted before it runs. Signing in and
    /// confirming a reset code, which check passwords without an account yet, have their own
    /// limits per address ([`SignInLimiter`], [`PasswordResetLimiter`]).
    PasswordCheck,
}

impl Action {
    const ALL: [Action; 5] =
        [Action::CheckIn, Action::Review, Action::Upload, Action::TicketPurchase, Action::PasswordCheck];

    fn index(self) -> usize {
        self as usize
    }

    fn namespaces(self) -> (&'static str, &'static str) {
        match self {
            Action::CheckIn => ("checkin:account", "checkin:ip"),
            Action::Review => ("review:account", "review:ip"),
            Action::Upload => ("upload:account", "upload:ip"),
            Action::TicketPurchase => ("tickets:account", "tickets:ip"),
            Action::PasswordCheck => ("password:account", "password:ip"),
        }
    }

    /// The 429's message.
    fn message(self) -> &'static str {
        match self {
            Action::PasswordCheck => "accounts.too_many_password_checks",
            _ => "common.too_many_actions",
        }
    }
}

/// Per-account limits for each [`Action`], and the address's multiple of them.
#[derive(Debug, Clone, Copy)]
pub struct ActionQuotas {
    pub checkins_per_minute: u32,
    pub reviews_per_minute: u32,
    pub uploads_per_minute: u32,
    pub ticket_purchases_per_minute: u32,
    pub password_checks_per_minute: u32,
    pub accounts_per_address: u32,
}

impl ActionQuotas {
    fn per_account(&self, action: Action) -> u32 {
        match action {
            Action::CheckIn => self.checkins_per_minute,
            Action::Review => self.reviews_per_minute,
            Action::Upload => self.uploads_per_minute,
            Action::TicketPurchase => self.ticket_purchases_per_minute,
            Action::PasswordCheck => self.password_checks_per_minute,
        }
    }
}

tokio::task_local! {
    /// The address of the request running on this task (set by the gateway for every request),
    /// so a service can count an action per address without every signature carrying it.
    static REQUEST_ADDRESS: IpAddr;
}

/// Runs `work` (a request) as coming from `ip`, for [`ActionLimiter::check`].
pub async fn from_address<F: std::future::Future>(ip: IpAddr, work: F) -> F::Output {
    REQUEST_ADDRESS.scope(ip, work).await
}

/// Limits on the [`Action`]s, counted in the service once per action (so aliased GraphQL fields
/// each count), per account and per the request's address. A request with no address (work of the
/// shop's own, a test calling a service) counts per account only.
pub struct ActionLimiter {
    per_account: Vec<KeyedLimit>,
    per_address: Vec<KeyedLimit>,
    /// Accounts and addresses this process refused lately, and until when: a flood's next
    /// requests are refused before their bodies are read ([`ActionLimiter::refusing`]).
    refused_until: Mutex<HashMap<(Action, Refused), Instant>>,
}

/// Who was refused: an account or an address.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Refused {
    Account(i64),
    Address(IpAddr),
}

impl ActionLimiter {
    pub fn new(store: &LimitStore, quotas: ActionQuotas) -> ActionLimiter {
        let limit =
            |namespace, n: u32, action: Action| KeyedLimit::new(store, namespace, per_minute(n), action.message());
        ActionLimiter {
            per_account: Action::ALL.iter().map(|a| limit(a.namespaces().0, quotas.per_account(*a), *a)).collect(),
            per_address: Action::ALL
                .iter()
                .map(|a| {
                    limit(a.namespaces().1, quotas.per_account(*a).saturating_mul(quotas.accounts_per_address), *a)
                })
                .collect(),
            refused_until: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one `action` of `user_id` (and of the request's address): 429 once either has spent
    /// its minute's quota, with the seconds to wait.
    pub async fn check(&self, action: Action, user_id: i64) -> AppResult<()> {
        let refused = |who: Refused, err: AppError| {
            if let Some(seconds) = err.retry_after_seconds() {
                let until = Instant::now() + Duration::from_secs(seconds);
                self.refused_until.lock().expect("refusals lock").insert((action, who), until);
            }
            err
        };
        self.per_account[action.index()].check(user_id).await.map_err(|e| refused(Refused::Account(user_id), e))?;
        if let Ok(ip) = REQUEST_ADDRESS.try_with(|ip| *ip) {
            self.per_address[action.index()].check(ip).await.map_err(|e| refused(Refused::Address(ip), e))?;
        }
        Ok(())
    }

    /// When this process refused `action` to the account or the address lately and the wait is
    /// not over: the 429 to answer at once, before the request's body is read. The real count
    /// stays [`ActionLimiter::check`]'s; this only spares the shop a flood's bodies (a refused
    /// uploader sending megabytes back to back).
    pub fn refusing(&self, action: Action, user_id: Option<i64>, ip: IpAddr) -> Option<AppError> {
        let refusals = self.refused_until.lock().expect("refusals lock");
        let now = Instant::now();
        let until = [user_id.map(Refused::Account), Some(Refused::Address(ip))]
            .into_iter()
            .flatten()
            .filter_map(|who| refusals.get(&(action, who)).copied())
            .filter(|until| *until > now)
            .max()?;
        Some(too_many(action.message(), until - now))
    }

    /// Forgets keys whose limits have refilled (memory only; see [`LimitStore::forget_idle`]).
    pub fn forget_idle(&self) {
        self.per_account.iter().chain(&self.per_address).for_each(KeyedLimit::forget_idle);
        let now = Instant::now();
        self.refused_until.lock().expect("refusals lock").retain(|_, until| *until > now);
    }
}
