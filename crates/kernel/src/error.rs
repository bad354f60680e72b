//! The one error type of the shop's services.
//!
//! Which error to use where:
//! - [`AppError::Validation`] (422): the input breaks a rule; name the field and the message. Use it
//!   for "already taken", "does not exist in the list" and other problems the user can fix.
//! - [`AppError::Unauthenticated`] (401, `Unauthenticated.` exactly): no, a bad or a revoked token.
//! - [`AppError::Forbidden`] (403): signed in, but not allowed (not an admin, not the owner).
//! - [`AppError::NotFound`] (404): the thing asked for by id or slug is not there.
//! - [`AppError::TooManyRequests`] (429): a rate limit was hit.
//! - [`AppError::Busy`] (503): the shop is at its bound for expensive work (password hashing), or
//!   a statement ran past its deadline and was stopped (PostgreSQL's `statement_timeout`, SQLite's
//!   interrupt: [`crate::db`]); nothing was done, try again after `Retry-After`.
//! - [`AppError::Conflict`] (409): an `Idempotency-Key` whose first request is still running, or
//!   whose outcome was applied but not recorded ([`crate::idempotency`]).
//! - [`AppError::BadRequest`] (400) and [`AppError::PayloadTooLarge`] (413): malformed requests.
//! - [`AppError::Unavailable`] (503): a service the request needs did not answer, or the disk is
//!   full ("storage full", mapped from SQLite's `SQLITE_FULL`, PostgreSQL's 53100 and `ENOSPC`).
//! - [`AppError::Database`] / [`AppError::Internal`] (500): never shown; logged with their cause.
//!
//! Messages are [`Msg`] keys rendered in the caller's language by the REST layer ([`crate::rest`])
//! and the GraphQL layer ([`crate::graphql`]), the only two places errors are translated.

use std::borrow::Cow;

use sea_orm::DbErr;

use crate::Locale;

pub type AppResult<T> = Result<T, AppError>;

/// A message of the catalogue with its arguments, rendered later in the caller's language.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    pub key: Cow<'static, str>,
    pub args: Vec<(&'static str, String)>,
}

impl Msg {
    pub const fn new(key: &'static str) -> Msg {
        Msg { key: Cow::Borrowed(key), args: Vec::new() }
    }

    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Msg {
        self.args.push((name, value.to_string()));
        self
    }

    pub fn render(&self, locale: Locale) -> String {
        locale.text(&self.key, &self.args)
    }
}

/// A rule broken by one input field.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldError {
    pub field: Cow<'static, str>,
    pub message: Msg,
}

#[derive(Debug)]
pub enum AppError {
    Validation(Vec<FieldError>),
    Unauthenticated,
    Forbidden(Msg),
    NotFound(Msg),
    /// A limit was hit; `Retry-After` tells when to come back.
    TooManyRequests {
        message: Msg,
        retry_after_seconds: u64,
    },
    BadRequest(Msg),
    /// The request clashes with one already made (an `Idempotency-Key` still in use) (409).
    Conflict(Msg),
    PayloadTooLarge(Msg),
    /// A service the request needs (the upload store) did not answer: try again shortly (503).
    Unavailable(Msg),
    /// The shop is doing as much of this work as it allows at once (password hashing, anonymous
    /// reads' share of the pool, a pool with no free connection in time); nothing was done, try
    /// again after `Retry-After` (503, `BUSY`).
    Busy {
        message: Msg,
        retry_after_seconds: u64,
    },
    /// The account has no phone number yet (made with Facebook) and the request needs one: the
    /// client asks for it and tries again (422, `PHONE_REQUIRED`).
    PhoneRequired,
    Database(DbErr),
    Internal(anyhow::Error),
}

impl AppError {
    /// One invalid field.
    pub fn invalid(field: impl Into<Cow<'static, str>>, message: Msg) -> AppError {
        AppError::Validation(vec![FieldError { field: field.into(), message }])
    }

    pub fn not_found(key: &'static str) -> AppError {
        AppError::NotFound(Msg::new(key))
    }

    pub fn forbidden() -> AppError {
        AppError::Forbidden(Msg::new("common.forbidden"))
    }

    pub fn internal(err: impl Into<anyhow::Error>) -> AppError {
        AppError::Internal(err.into())
    }

    pub fn status(&self) -> u16 {
        match self {
            AppError::Validation(_) => 422,
            AppError::Unauthenticated => 401,
            AppError::Forbidden(_) => 403,
            AppError::NotFound(_) => 404,
            AppError::TooManyRequests { .. } => 429,
            AppError::BadRequest(_) => 400,
            AppError::Conflict(_) => 409,
            AppError::PayloadTooLarge(_) => 413,
            AppError::Unavailable(_) | AppError::Busy { .. } => 503,
            AppError::PhoneRequired => 422,
            AppError::Database(_) | AppError::Internal(_) => 500,
        }
    }

    /// A stable machine-readable code (the GraphQL `code` extension).
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Validation(_) => "VALIDATION",
            AppError::Unauthenticated => "UNAUTHENTICATED",
            AppError::Forbidden(_) => "FORBIDDEN",
            AppError::NotFound(_) => "NOT_FOUND",
            AppError::TooManyRequests { .. } => "TOO_MANY_REQUESTS",
            AppError::BadRequest(_) => "BAD_REQUEST",
            AppError::Conflict(_) => "CONFLICT",
            AppError::PayloadTooLarge(_) => "PAYLOAD_TOO_LARGE",
            AppError::Unavailable(_) => "UNAVAILABLE",
            AppError::Busy { .. } => "BUSY",
            AppError::PhoneRequired => "PHONE_REQUIRED",
            AppError::Database(_) | AppError::Internal(_) => "INTERNAL",
        }
    }

    /// The headline message in `locale`: for validation errors, the first field's message.
    pub fn message(&self, locale: Locale) -> String {
        match self {
            AppError::Validation(errors) => errors
                .first()
                .map(|e| e.message.render(locale))
                .unwrap_or_else(|| locale.text("common.invalid_input", &[])),
            // The web client matches this text exactly to sign the user out, so it is never translated.
            AppError::Unauthenticated => "Unauthenticated.".to_owned(),
            AppError::Forbidden(m)
            | AppError::NotFound(m)
            | AppError::TooManyRequests { message: m, .. }
            | AppError::BadRequest(m)
            | AppError::Conflict(m)
            | AppError::PayloadTooLarge(m)
            | AppError::Unavailable(m)
            | AppError::Busy { message: m, .. } => m.render(locale),
            AppError::PhoneRequired => locale.text("accounts.phone_needed", &[]),
            AppError::Database(_) | AppError::Internal(_) => locale.text("common.server_error", &[]),
        }
    }

    /// The same error for another caller (one group's or one load's error, answered to each who
    /// waited on it): the same status and message; a server error's cause is kept as text.
    pub fn copied(&self) -> AppError {
        match self {
            AppError::Validation(fields) => AppError::Validation(fields.clone()),
            AppError::Unauthenticated => AppError::Unauthenticated,
            AppError::Forbidden(m) => AppError::Forbidden(m.clone()),
            AppError::NotFound(m) => AppError::NotFound(m.clone()),
            AppError::TooManyRequests { message, retry_after_seconds } => {
                AppError::TooManyRequests { message: message.clone(), retry_after_seconds: *retry_after_seconds }
            }
            AppError::BadRequest(m) => AppError::BadRequest(m.clone()),
            AppError::Conflict(m) => AppError::Conflict(m.clone()),
            AppError::PayloadTooLarge(m) => AppError::PayloadTooLarge(m.clone()),
            AppError::Unavailable(m) => AppError::Unavailable(m.clone()),
            AppError::Busy { message, retry_after_seconds } => {
                AppError::Busy { message: message.clone(), retry_after_seconds: *retry_after_seconds }
            }
            AppError::PhoneRequired => AppError::PhoneRequired,
            AppError::Database(e) => AppError::internal(anyhow::anyhow!("database error: {e}")),
            AppError::Internal(e) => AppError::internal(anyhow::anyhow!("{e:#}")),
        }
    }

    /// Seconds to wait before trying again (the `Retry-After` of a 429, or of a busy 503).
    pub fn retry_after_seconds(&self) -> Option<u64> {
        match self {
            AppError::TooManyRequests { retry_after_seconds, .. } | AppError::Busy { retry_after_seconds, .. } => {
                Some(*retry_after_seconds)
            }
            _ => None,
        }
    }

    /// Every field's messages in `locale`, in the order the fields were checked.
    pub fn field_errors(&self, locale: Locale) -> Option<serde_json::Map<String, serde_json::Value>> {
        let AppError::Validation(errors) = self else { return None };
        let mut map = serde_json::Map::new();
        for e in errors {
            let entry = map.entry(e.field.to_string()).or_insert_with(|| serde_json::Value::Array(vec![]));
            if let serde_json::Value::Array(list) = entry {
                list.push(e.message.render(locale).into());
            }
        }
        Some(map)
    }

    /// Logs what the client is not told: the cause of a server error.
    pub fn log_if_server_error(&self) {
        match self {
            AppError::Database(err) => tracing::error!(error = %err, "database error"),
            AppError::Internal(err) => tracing::error!(error = ?err, "internal error"),
            AppError::Unavailable(m) => tracing::error!(message = %m.key, "a service did not answer"),
            _ => {}
        }
    }

    /// The database asked us to retry the transaction: a PostgreSQL serialisation failure or
    /// deadlock, or SQLite reporting busy (it can, rarely, even with one writer: a reader's stale
    /// snapshot after a WAL checkpoint). Retrying the whole transaction is always safe.
    pub fn is_retryable(&self) -> bool {
        let AppError::Database(err) = self else { return false };
        let sqlx_err = match err {
            DbErr::Exec(sea_orm::RuntimeErr::SqlxError(e))
            | DbErr::Query(sea_orm::RuntimeErr::SqlxError(e))
            | DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e)) => e,
            _ => return false,
        };
        matches!(
            sqlx_err.as_database_error().and_then(|d| d.code()).as_deref(),
            Some("40001" | "40P01" | "5" | "261" | "517" | "6")
        )
    }
}

impl From<DbErr> for AppError {
    /// A full disk is not a bug of ours and passes once space is freed: it is answered 503
    /// "storage full" (and logged), every other database error 500.
    fn from(err: DbErr) -> Self {
        if is_disk_full(&err) {
            tracing::error!(error = %err, "the database's disk is full");
            return AppError::Unavailable(Msg::new(STORAGE_FULL));
        }
        if is_past_deadline(&err) {
            tracing::warn!(error = %err, "a statement ran past its deadline and was stopped");
            return AppError::Busy { message: Msg::new("common.took_too_long"), retry_after_seconds: 1 };
        }
        match err {
            // The pool had no connection to give in time: the shop is busy, not broken.
            DbErr::ConnectionAcquire(sea_orm::ConnAcquireErr::Timeout) => {
                crate::db::note_pool_timeout();
                AppError::Busy { message: Msg::new("common.busy").arg("seconds", 1), retry_after_seconds: 1 }
            }
            err => AppError::Database(err),
        }
    }
}

/// Whether the database stopped a statement for its deadline: PostgreSQL's `query_canceled`
/// (57014, from `statement_timeout`) or SQLite's `SQLITE_INTERRUPT` (9, from the progress
/// handler [`crate::db`] sets).
fn is_past_deadline(err: &DbErr) -> bool {
    let code = match err {
        DbErr::Exec(sea_orm::RuntimeErr::SqlxError(e))
        | DbErr::Query(sea_orm::RuntimeErr::SqlxError(e))
        | DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e)) => e.as_database_error().and_then(|d| d.code()),
        _ => None,
    };
    match code.as_deref() {
        Some("57014") => true,
        Some(code) => code.parse::<i32>().is_ok_and(|c| c & 0xff == 9),
        None => err.to_string().contains("(code: 9) interrupted"),
    }
}

const STORAGE_FULL: &str = "common.storage_full";

/// The 503 "storage full" answer.
pub fn storage_full() -> AppError {
    AppError::Unavailable(Msg::new(STORAGE_FULL))
}

/// Whether the database refused a write for want of disk: SQLite's `SQLITE_FULL` (13, "database or
/// disk is full"), PostgreSQL's `disk_full` (53100), or an `ENOSPC` on the way.
fn is_disk_full(err: &DbErr) -> bool {
    let sqlx_err = match err {
        DbErr::Exec(sea_orm::RuntimeErr::SqlxError(e))
        | DbErr::Query(sea_orm::RuntimeErr::SqlxError(e))
        | DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e)) => Some(e),
        _ => None,
    };
    if let Some(code) = sqlx_err.and_then(|e| e.as_database_error()).and_then(|d| d.code()) {
        // SQLite's primary code is the low byte of its extended one.
        let sqlite_full = code.parse::<i32>().is_ok_and(|c| c & 0xff == 13);
        return sqlite_full || code == "53100";
    }
    if let Some(sea_orm::sqlx::Error::Io(io)) = sqlx_err {
        return is_no_space(io);
    }
    // Errors sea-orm keeps only as text (a failed commit, a pool error).
    let text = err.to_string();
    text.contains("database or disk is full") || text.contains("No space left on device")
}

/// Whether an error, or one of its causes, is the operating system's "no space left on device".
pub fn is_storage_full(err: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(err);
    while let Some(err) = cause {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            if is_no_space(io) {
                return true;
            }
        }
        cause = err.source();
    }
    false
}

fn is_no_space(io: &std::io::Error) -> bool {
    // ENOSPC (28) and EDQUOT (122) on Linux: the disk or the user's quota is full.
    io.kind() == std::io::ErrorKind::StorageFull || matches!(io.raw_os_error(), Some(28 | 122))
}

impl From<validator::ValidationErrors> for AppError {
    /// Field rules declared with `validator`: each rule's `message` is a catalogue key.
    fn from(errors: validator::ValidationErrors) -> Self {
        let mut fields: Vec<FieldError> = Vec::new();
        let mut by_field: Vec<_> = errors.field_errors().into_iter().collect();
        // HashMap order is random; report fields in a fixed order so the headline message is stable.
        by_field.sort_by_key(|(field, _)| field_rank(field));
        for (field, errs) in by_field {
            for e in errs {
                let key = e.message.clone().unwrap_or(Cow::Borrowed("common.invalid_input"));
                let mut message = Msg { key, args: vec![] };
                for (name, value) in &e.params {
                    if name != "value" {
                        message = message.arg(leak_param_name(name), value.to_string().trim_matches('"'));
                    }
                }
                fields.push(FieldError { field: Cow::Owned(field.to_string()), message });
            }
        }
        AppError::Validation(fields)
    }
}

/// The order forms are filled in, so the first message is the first field a user would fix.
fn field_rank(field: &str) -> usize {
    const ORDER: &[&str] = &[
        "name",
        "phone",
        "code",
        "old_password",
        "password",
        "new_password",
        "password_confirmation",
        "new_password_confirmation",
        "region_id",
        "township_id",
        "address",
        "postal_code",
    ];
    ORDER.iter().position(|f| *f == field).unwrap_or(ORDER.len())
}

fn leak_param_name(name: &str) -> &'static str {
    match name {
        "min" => "min",
        "max" => "max",
        _ => "value",
    }
}
