//! `Idempotency-Key`: a shopper on a flaky connection who sends a paying or claiming request
//! again never pays or claims twice.
//!
//! The gateway's middleware (`gateway::idempotency`) keeps one `idempotency_key` row per
//! (account, key):
//! 1. [`begin`] claims the key before the request runs: one `INSERT` that only one request can
//!    win, on every gateway, so two copies of a request never run at once.
//! 2. The request runs inside [`scope`]. Every write transaction it commits ([`crate::db::Db`])
//!    sets the row's `applied` flag *in that same transaction* ([`mark_applied`]), so the flag is
//!    true exactly when something the request wrote is in the database, even if the process dies
//!    a microsecond after the commit. Work handed to another task (the lucky-draw group commit)
//!    takes the key along with [`current`] and marks it in its own transaction.
//! 3. [`finish`] stores the answer when something was applied, for [`begin`] to replay to the
//!    next copy; when nothing was, the row is deleted, so a retry runs again (a refused request
//!    changed nothing and may succeed later).
//!
//! What a copy of a request gets, by the row it finds:
//! - an answer: the same answer again (status and body), marked `Idempotent-Replayed: true`;
//! - no answer, claimed less than `MALL_IDEMPOTENCY_STALE_SECONDS` (60) ago: 409, the first copy
//!   is still running (no request of the shop runs that long; the GraphQL timeout is 20 s);
//! - no answer, older, nothing applied: the copy that claimed it died before writing anything
//!   (SIGKILL, a lost machine): this copy takes the row over and runs;
//! - no answer, older, applied: the first copy's work is in the database but its answer was lost
//!   with its process: 409 saying so, never a second run;
//! - another method or path under the same key: 422.
//!
//! What one account may keep is bounded ([`Budget`], settings `MALL_IDEMPOTENCY_*`): a probe once
//! stored 274 MB from one account in 20 s. Past the bound a *new* key is refused (429, the request
//! not run) while the keys already handed out go on answering their copies: forgetting the oldest
//! instead would break the promise made to a shopper whose retry is still on its way. An answer
//! larger than its cap, or one that would take the account past its bytes, still goes out whole,
//! but what is kept for its copies is a 409 saying the request went through and its answer was not
//! kept ([`Kept::NotKept`]); the gateway stores that note with [`finish`] and no budget.

use std::{sync::Arc, time::Duration};

use sea_orm::{ConnectionTrait, DatabaseBackend, Statement, Value};

use crate::{db::Db, AppError, AppResult, FieldError, Msg};

/// Rows are kept this long: far longer than any client retries.
pub const KEPT_FOR: Duration = Duration::from_secs(24 * 3600);

/// Longest key accepted (Stripe's limit; a UUID is 36).
pub const MAX_KEY_LEN: usize = 255;

/// What one account may keep under its keys at once (keys are kept [`KEPT_FOR`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Keys (`MALL_IDEMPOTENCY_KEYS_PER_ACCOUNT`).
    pub keys: u64,
    /// Bytes of kept answers (`MALL_IDEMPOTENCY_BYTES_PER_ACCOUNT`).
    pub bytes: u64,
}

/// The request being run under a key.
#[derive(Clone, Debug)]
pub struct KeyedRequest {
    pub user_id: i64,
    pub key: String,
}

tokio::task_local! {
    static CURRENT: Arc<KeyedRequest>;
}

/// Runs `work` (the request) with `request` as the key its writes mark.
pub async fn scope<F: std::future::Future>(request: KeyedRequest, work: F) -> F::Output {
    CURRENT.scope(Arc::new(request), work).await
}

/// The key of the request running on this task, for work handed to another task.
pub fn current() -> Option<Arc<KeyedRequest>> {
    CURRENT.try_with(Arc::clone).ok()
}

/// Marks the running request's key applied, inside the transaction that applies it (see the
/// module docs). Nothing when no key is in scope.
pub async fn mark_applied(tx: &impl ConnectionTrait) -> AppResult<()> {
    match current() {
        Some(request) => mark_applied_for(tx, &request).await,
        None => Ok(()),
    }
}

/// [`mark_applied`] for a key carried to another task.
pub async fn mark_applied_for(tx: &impl ConnectionTrait, request: &KeyedRequest) -> AppResult<()> {
    tx.execute(statement(
        tx.get_database_backend(),
        "UPDATE idempotency_key SET applied = TRUE WHERE user_id = $1 AND idem_key = $2",
        [request.user_id.into(), request.key.clone().into()],
    ))
    .await?;
    Ok(())
}

/// Checks a key as sent: 1 to 255 visible ASCII characters.
pub fn valid_key(key: &str) -> AppResult<()> {
    if key.is_empty() || key.len() > MAX_KEY_LEN || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(AppError::Validation(vec![FieldError {
            field: "Idempotency-Key".into(),
            message: Msg::new("common.idempotency_key_invalid"),
        }]));
    }
    Ok(())
}

const IN_PROGRESS: &str = "common.idempotency_in_progress";
const APPLIED: &str = "common.idempotency_applied";
const EXHAUSTED: &str = "common.idempotency_keys_exhausted";

fn in_progress() -> AppError {
    AppError::Conflict(Msg::new(IN_PROGRESS))
}

/// Whether `err` is [`begin`]'s "the first copy is still running" (worth waiting a moment for).
pub fn is_in_progress(err: &AppError) -> bool {
    matches!(err, AppError::Conflict(msg) if msg.key == IN_PROGRESS)
}

/// What [`begin`] decided.
#[derive(Debug)]
pub enum Begun {
    /// Run the request (the key is now this copy's).
    Run,
    /// Send this stored answer again.
    Replay { status: u16, content_type: String, body: Vec<u8> },
}

/// Claims `key` for a request of `fingerprint` (its method and path), or says what to answer. A
/// new key is refused (429) when the account already keeps `budget`'s worth; a key it has is
/// answered as always.
pub async fn begin(
    db: &Db,
    request: &KeyedRequest,
    fingerprint: &str,
    stale_after: Duration,
    budget: Budget,
) -> AppResult<Begun> {
    let backend = db.backend();
    let (user_id, key) = (request.user_id, request.key.clone());
    let fingerprint = fingerprint.to_owned();
    db.write(move |tx| {
        let (key, fingerprint) = (key.clone(), fingerprint.clone());
        Box::pin(async move {
            let now = chrono::Utc::now();
            // Counted in the transaction that claims, so concurrent new keys of one account cannot
            // pass the bound together (one writer on SQLite, SERIALIZABLE on PostgreSQL).
            let spent = budget_spent(tx, user_id, now, budget).await?;
            let claimed = match spent {
                Some(_) => 0,
                None => tx
                    .execute(statement(
                        backend,
                        "INSERT INTO idempotency_key (user_id, idem_key, fingerprint, applied, attempt, claimed_at) \
                         VALUES ($1, $2, $3, FALSE, 1, $4) ON CONFLICT (user_id, idem_key) DO NOTHING",
                        [user_id.into(), key.clone().into(), fingerprint.clone().into(), now.into()],
                    ))
                    .await?
                    .rows_affected(),
            };
            if claimed == 1 {
                return Ok(Begun::Run);
            }
            let row = tx
                .query_one(statement(
                    backend,
                    "SELECT fingerprint, applied, attempt, claimed_at, status_code, content_type, body \
                     FROM idempotency_key WHERE user_id = $1 AND idem_key = $2",
                    [user_id.into(), key.clone().into()],
                ))
                .await?;
            let row = match (row, spent) {
                (Some(row), _) => row,
                (None, Some(refusal)) => return Err(refusal),
                (None, None) => return Err(AppError::internal(anyhow::anyhow!("idempotency key vanished"))),
            };
            if row.try_get::<String>("", "fingerprint")? != fingerprint {
                return Err(AppError::Validation(vec![FieldError {
                    field: "Idempotency-Key".into(),
                    message: Msg::new("common.idempotency_key_reused"),
                }]));
            }
            if let Some(status) = row.try_get::<Option<i32>>("", "status_code")? {
                return Ok(Begun::Replay {
                    status: u16::try_from(status).unwrap_or(500),
                    content_type: row.try_get::<Option<String>>("", "content_type")?.unwrap_or_default(),
                    body: row.try_get::<Option<Vec<u8>>>("", "body")?.unwrap_or_default(),
                });
            }
            let claimed_at: chrono::DateTime<chrono::Utc> = row.try_get("", "claimed_at")?;
            if claimed_at > now - chrono::Duration::from_std(stale_after).unwrap_or(chrono::Duration::MAX) {
                return Err(in_progress());
            }
            if row.try_get::<bool>("", "applied")? {
                return Err(AppError::Conflict(Msg::new(APPLIED)));
            }
            // The copy that claimed it died before writing: take it over (conditional on the
            // attempt we read, so of two copies taking over at once one wins).
            let attempt: i32 = row.try_get("", "attempt")?;
            let taken = tx
                .execute(statement(
                    backend,
                    "UPDATE idempotency_key SET attempt = $1, claimed_at = $2 \
                     WHERE user_id = $3 AND idem_key = $4 AND attempt = $5 AND applied = FALSE",
                    [(attempt + 1).into(), now.into(), user_id.into(), key.clone().into(), attempt.into()],
                ))
                .await?
                .rows_affected();
            if taken == 1 {
                Ok(Begun::Run)
            } else {
                Err(in_progress())
            }
        })
    })
    .await
}

/// The refusal of a new key when the account's keys already fill `budget`, or `None`.
async fn budget_spent(
    tx: &impl ConnectionTrait,
    user_id: i64,
    now: chrono::DateTime<chrono::Utc>,
    budget: Budget,
) -> AppResult<Option<AppError>> {
    let kept_since = now - chrono::Duration::from_std(KEPT_FOR).expect("a day fits");
    let row = tx
        .query_one(statement(
            tx.get_database_backend(),
            "SELECT COUNT(*) AS keys, COALESCE(SUM(LENGTH(body)), 0) AS bytes, MIN(claimed_at) AS oldest \
             FROM idempotency_key WHERE user_id = $1 AND claimed_at >= $2",
            [user_id.into(), kept_since.into()],
        ))
        .await?
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("an aggregate answered no row")))?;
    let (keys, bytes): (i64, i64) = (row.try_get("", "keys")?, row.try_get("", "bytes")?);
    if (keys as u64) < budget.keys && (bytes as u64) < budget.bytes {
        return Ok(None);
    }
    // Room comes back as the oldest key is forgotten.
    let oldest: Option<chrono::DateTime<chrono::Utc>> = row.try_get("", "oldest")?;
    let frees_at = oldest.unwrap_or(now) + chrono::Duration::from_std(KEPT_FOR).expect("a day fits");
    let message = Msg::new(EXHAUSTED)
        .arg("keys", budget.keys)
        .arg("size", crate::media::human_size(usize::try_from(budget.bytes).unwrap_or(usize::MAX)));
    Ok(Some(AppError::TooManyRequests {
        message,
        retry_after_seconds: u64::try_from((frees_at - now).num_seconds()).unwrap_or(0).max(1),
    }))
}

/// How [`finish`] left the key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// The answer is kept for copies.
    Stored,
    /// Nothing was applied: the key is forgotten, and a copy runs again.
    Forgotten,
    /// Something was applied but the answer would take the account past its bytes: nothing kept
    /// yet (the key stays applied, so a copy never runs again). Keep a short note instead.
    NotKept,
}

/// Records how the request under `request` ended: its answer when it applied something (to be
/// replayed), otherwise forgets the key so a retry runs again. With a `budget`, an answer that would
/// take the account's kept answers past its bytes is not stored ([`Kept::NotKept`]).
pub async fn finish(
    db: &Db,
    request: &KeyedRequest,
    status: u16,
    content_type: &str,
    body: &[u8],
    budget: Option<Budget>,
) -> AppResult<Kept> {
    let backend = db.backend();
    let (user_id, key) = (request.user_id, request.key.clone());
    let (content_type, body) = (content_type.to_owned(), body.to_vec());
    db.write(move |tx| {
        let (key, content_type, body) = (key.clone(), content_type.clone(), body.clone());
        Box::pin(async move {
            if let Some(budget) = budget {
                let kept = tx
                    .query_one(statement(
                        backend,
                        "SELECT COALESCE(SUM(LENGTH(body)), 0) AS bytes FROM idempotency_key \
                         WHERE user_id = $1 AND idem_key <> $2",
                        [user_id.into(), key.clone().into()],
                    ))
                    .await?
                    .map(|row| row.try_get::<i64>("", "bytes"))
                    .transpose()?
                    .unwrap_or(0);
                let applied = tx
                    .query_one(statement(
                        backend,
                        "SELECT applied FROM idempotency_key WHERE user_id = $1 AND idem_key = $2",
                        [user_id.into(), key.clone().into()],
                    ))
                    .await?
                    .map(|row| row.try_get::<bool>("", "applied"))
                    .transpose()?
                    .unwrap_or(false);
                if applied && kept as u64 + body.len() as u64 > budget.bytes {
                    return Ok(Kept::NotKept);
                }
            }
            let stored = tx
                .execute(statement(
                    backend,
                    "UPDATE idempotency_key SET status_code = $1, content_type = $2, body = $3 \
                     WHERE user_id = $4 AND idem_key = $5 AND applied = TRUE",
                    [i32::from(status).into(), content_type.into(), body.into(), user_id.into(), key.clone().into()],
                ))
                .await?
                .rows_affected();
            if stored == 1 {
                return Ok(Kept::Stored);
            }
            tx.execute(statement(
                backend,
                "DELETE FROM idempotency_key WHERE user_id = $1 AND idem_key = $2 AND applied = FALSE",
                [user_id.into(), key.into()],
            ))
            .await?;
            Ok(Kept::Forgotten)
        })
    })
    .await
}

/// Deletes keys older than [`KEPT_FOR`] (the sweep).
pub async fn forget_old(db: &Db) -> AppResult<u64> {
    let backend = db.backend();
    let before = chrono::Utc::now() - chrono::Duration::from_std(KEPT_FOR).expect("a day fits");
    db.write(move |tx| {
        Box::pin(async move {
            Ok(tx
                .execute(statement(backend, "DELETE FROM idempotency_key WHERE claimed_at < $1", [before.into()]))
                .await?
                .rows_affected())
        })
    })
    .await
}

/// `$n` placeholders on both databases. Each statement names its parameters in order ($1 before
/// $2), so SQLite, which numbers named parameters by first appearance, binds the same values.
fn statement<const N: usize>(backend: DatabaseBackend, sql: &str, values: [Value; N]) -> Statement {
    Statement::from_sql_and_values(backend, sql, values)
}
