//! The small shared kernel every domain crate builds on.
//!
//! Which module to reach for:
//! - [`config`]: every setting, read once from the command line or environment.
//! - [`db`]: the database handle; all writes go through [`db::Db::write`] so SQLite has one writer
//!   and PostgreSQL serialisation failures are retried.
//! - [`error`]: [`AppError`], the one error type services return; it is turned into the REST
//!   envelope in [`rest`] and into a GraphQL error in [`graphql`], in the caller's language.
//! - [`i18n`]: [`Locale`] and the message catalogue (`locales/*.yml`).
//! - [`auth`]: passwords, JWTs and the signed-in user; [`permissions`]: staff roles and what each
//!   admin operation needs.
//! - [`media`]: uploaded images over `object_store`; [`storage`]: which store (`MALL_STORAGE_URL`).
//! - [`pagination`]: page parameters and the list envelope's `meta`.
//! - [`text`]: text in three languages; [`html`]: the sanitiser for admin-written HTML.
//! - [`audit`]: the audit log every admin action writes to.
//! - [`clock`]: the time rules about days read (tests move it); [`hooks`]: what one domain lets a
//!   later one add to its transactions (a sign-up's referral reward).
//! - [`compat`]: the REST compatibility rules (lenient numbers, id lists, comma-joined lists, path
//!   ids), used at the REST edge only.
//! - [`read_cache`]: public answers kept in memory, dropped on every instance when a write changes
//!   them ([`live`] carries the word); their REST `ETag`s and `Cache-Control`.
//! - [`idempotency`]: `Idempotency-Key`, so a retried paying request is answered, not run again.
//! - [`statements`]: counts the SQL statements a piece of work runs (the N+1 tests).
//! - [`address`]: which URLs someone else chose the server may call (https, public addresses only).
//! - [`worker`]: the loop of a background sender working through an outbox (Web Push, webhooks).

pub mod address;
pub mod audit;
pub mod auth;
pub mod clock;
pub mod compat;
pub mod config;
pub mod context;
pub mod db;
pub mod error;
pub mod graphql;
pub mod graphql_cost;
pub mod hooks;
pub mod html;
pub mod i18n;
pub mod idempotency;
pub mod input;
pub mod integrity;
pub mod live;
pub mod media;
pub mod pagination;
pub mod permissions;
pub mod ratelimit;
pub mod read_cache;
pub mod rest;
pub mod search;
pub mod settings;
pub mod statements;
pub mod storage;
pub mod text;
pub mod worker;

pub use context::AppContext;
pub use error::{AppError, AppResult, FieldError, Msg};
pub use i18n::Locale;
pub use text::Translated;

rust_i18n::i18n!("locales", fallback = "en");
