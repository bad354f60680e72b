//! Public answers from memory: the catalogue, the site content and the ticket lists, per read,
//! parameters and language, so a hot read skips the database and, on REST, the serialisation.
//!
//! **What is kept.** A cached read ([`ReadCache::get_or_load`]) keeps its typed answer (what
//! GraphQL resolves fields from) beside its JSON (what REST sends), under a key naming the read,
//! its parameters and the language, in one of three [`Scope`]s. An entry lives at most
//! [`TIME_TO_LIVE`], and each scope holds a bounded amount (the least used go first). Errors (a
//! hidden product's 404) are not kept. Per-shopper answers and balances are never cached.
//!
//! **When it is dropped.** A write that changes what a scope shows calls [`changed`] inside its
//! transaction, which announces [`LiveEvent::CacheInvalidate`] through [`crate::live`]: on
//! PostgreSQL a `pg_notify` that every instance's listener hears at commit, and, on the writing
//! instance (and on SQLite, which has one), a publish by `Db::write` right after the commit, before
//! the write returns. Each instance then drops the scope and every scope that shows its data
//! ([`Scope::shown_in`]: ticket cards show catalogue names and the token price). A
//! [`LiveEvent::Resync`] (the listener reconnected) drops everything. Invalidation is coarse on
//! purpose where writes are rare (any catalogue write drops every catalogue answer, a batch closing
//! every ticket list), and by tag where they are not: an order that takes stock changes
//! its product's page alone, and a ticket purchase changes its ticket product's card, so they drop
//! only the answers that show it ([`ReadCache::get_or_load_showing`], [`changed_tag`]). An answer
//! names what it shows once loaded (a list: the ids of its cards); it is served only while none of
//! those tags was invalidated after its load began (checked on every hit), so a load that raced a
//! write is never served after it. Tags hash onto a fixed number of slots per scope
//! ([`TAG_SLOTS`]): memory stays bounded whatever the catalogue's size, and two tags sharing a slot
//! only drop each other's answers, never keep a stale one.
//!
//! **Never stale.** An entry is keyed by its scope's generation as read before the database was,
//! and an invalidation moves the generation on, so a load that raced a write can never be served
//! after the invalidation. On PostgreSQL the cache is used only while the listener is connected
//! (what another instance announced meanwhile would be missed); until it is, reads go to the
//! database.
//!
//! **REST.** [`Cached::answer`] writes the `{status_code, message, data}` envelope around the kept
//! JSON, with a strong `ETag` (the same on every instance for the same answer), `304 Not Modified`
//! for a matching `If-None-Match`, `Vary: X-Localization` and a [`Freshness`]. Answers to signed-in
//! requests that chose no caching are `private, no-store` ([`private_when_signed_in`]).

use std::{
    any::Any,
    future::Future,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use axum::{
    body::Bytes,
    extract::Request,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};
use sea_orm::{ConnectionTrait, DatabaseBackend};
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::{
    db::Db,
    live::{self, LiveEvent, LiveFeed},
    AppError, AppResult, Locale, Msg,
};

/// The longest an entry is kept, even when nothing changed: a bound on what a missed
/// invalidation could cost.
pub const TIME_TO_LIVE: Duration = Duration::from_secs(60);

/// What a public REST answer may be kept for by browsers and shared caches (a few seconds, then
/// revalidated with its `ETag`).
const BRIEFLY: &str = "public, max-age=5, stale-while-revalidate=15";
/// Kept, but revalidated on every use.
const REVALIDATED: &str = "public, no-cache";
/// What a signed-in answer is.
const PRIVATE: &str = "private, no-store";

/// A family of cached answers, dropped together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Categories and product lists (and, through [`Scope::shown_in`], product pages).
    Catalog,
    /// Site settings, banners, the promotion and the user guide.
    Content,
    /// Ticket products with their current batch's remaining tickets.
    Tickets,
    /// Product pages, which show their variants' stock: an order that takes stock drops its own
    /// product's page alone (by tag), not the other pages nor any list or search of the catalogue.
    ProductPages,
}

const SCOPES: [Scope; 4] = [Scope::Catalog, Scope::Content, Scope::Tickets, Scope::ProductPages];

impl Scope {
    /// The name carried by [`LiveEvent::CacheInvalidate`].
    pub fn name(self) -> &'static str {
        match self {
            Scope::Catalog => "catalog",
            Scope::Content => "content",
            Scope::Tickets => "tickets",
            Scope::ProductPages => "product_pages",
        }
    }

    fn from_name(name: &str) -> Option<Scope> {
        SCOPES.into_iter().find(|scope| scope.name() == name)
    }

    /// This scope and the scopes whose answers show its data: a ticket card shows its product's
    /// name, picture and price (catalogue) and the token price (content).
    pub fn shown_in(self) -> &'static [Scope] {
        match self {
            Scope::Catalog => &[Scope::Catalog, Scope::ProductPages, Scope::Tickets],
            Scope::Content => &[Scope::Content, Scope::Tickets],
            Scope::Tickets => &[Scope::Tickets],
            Scope::ProductPages => &[Scope::ProductPages],
        }
    }

    /// About how many bytes of answers the scope keeps (typed and JSON).
    fn capacity(self) -> u64 {
        const MIB: u64 = 1024 * 1024;
        match self {
            Scope::Catalog => 24 * MIB,
            Scope::Content => 2 * MIB,
            Scope::Tickets => 6 * MIB,
            Scope::ProductPages => 8 * MIB,
        }
    }
}

/// Says, inside the transaction that changes it, that what `scope` shows changed: every instance
/// drops it once the transaction commits (see the module docs).
pub async fn changed(tx: &impl ConnectionTrait, scope: Scope) -> AppResult<()> {
    live::announce(tx, LiveEvent::CacheInvalidate { scope: scope.name().to_owned(), tag: None }).await
}

/// Says, inside the transaction that changes it, that the answers of `scope` showing `tag` (read
/// with [`ReadCache::get_or_load_showing`]) changed: every instance drops those once the
/// transaction commits, and keeps the rest of the scope.
pub async fn changed_tag(tx: &impl ConnectionTrait, scope: Scope, tag: &str) -> AppResult<()> {
    live::announce(tx, LiveEvent::CacheInvalidate { scope: scope.name().to_owned(), tag: Some(tag.to_owned()) }).await
}

/// How many tag slots each scope has (8,192 counters, 64 KB a scope): a slot holds when a tag
/// hashed onto it was last invalidated.
pub const TAG_SLOTS: usize = 8_192;

/// One cached answer: the typed value and its JSON.
pub struct Cached<T> {
    pub value: Arc<T>,
    json: Bytes,
    /// The first 8 bytes of the JSON's SHA-256.
    digest: u64,
}

impl<T: Serialize> Cached<T> {
    /// An answer made for one request and not kept (one derived from a kept one, say).
    pub fn uncached(value: T) -> AppResult<Arc<Cached<T>>> {
        Ok(Arc::new(Cached::new(value)?))
    }

    fn new(value: T) -> AppResult<Cached<T>> {
        let json = serde_json::to_vec(&value).map_err(AppError::internal)?;
        let hash = Sha256::digest(&json);
        let digest = u64::from_be_bytes(hash[..8].try_into().expect("a SHA-256 has 32 bytes"));
        Ok(Cached { value: Arc::new(value), json: Bytes::from(json), digest })
    }
}

/// How long browsers and shared caches may keep a public REST answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Freshness {
    /// Changed by admins now and then: a few seconds, then revalidated.
    Brief,
    /// Changed by every purchase (remaining tickets): revalidated on every use.
    EveryUse,
}

impl<T> Cached<T> {
    /// The REST answer: the envelope around the kept JSON, or `304 Not Modified` when the client
    /// already holds it (`If-None-Match`).
    pub fn answer(&self, request: &HeaderMap, locale: Locale, message: Msg, freshness: Freshness) -> Response {
        let message = message.render(locale);
        let etag = format!("\"{:016x}\"", self.digest ^ fnv1a(message.as_bytes()));
        let mut response = if matches_etag(request, &etag) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let message = serde_json::to_string(&message).unwrap_or_else(|_| "\"\"".to_owned());
            let mut body = Vec::with_capacity(self.json.len() + message.len() + 40);
            body.extend_from_slice(b"{\"status_code\":200,\"message\":");
            body.extend_from_slice(message.as_bytes());
            body.extend_from_slice(b",\"data\":");
            body.extend_from_slice(&self.json);
            body.push(b'}');
            ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
        };
        let headers = response.headers_mut();
        if let Ok(etag) = HeaderValue::from_str(&etag) {
            headers.insert(header::ETAG, etag);
        }
        let cache_control = match freshness {
            Freshness::Brief => BRIEFLY,
            Freshness::EveryUse => REVALIDATED,
        };
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
        headers.insert(header::VARY, HeaderValue::from_static(crate::i18n::LOCALE_HEADER));
        response
    }
}

/// Whether `If-None-Match` names `etag` (or `*`); weak tags compare by their value.
fn matches_etag(request: &HeaderMap, etag: &str) -> bool {
    request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .any(|tag| tag == "*" || tag.trim_start_matches("W/") == etag)
}

/// FNV-1a: a fixed hash (the same in every build and instance) of the envelope's message.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3))
}

/// Middleware: an answer to a request that carries a token, and that chose no caching of its own,
/// is `Cache-Control: private, no-store` (it may show the caller's own data).
pub async fn private_when_signed_in(request: Request, next: Next) -> Response {
    let signed_in = request.headers().contains_key(header::AUTHORIZATION);
    let mut response = next.run(request).await;
    if signed_in && !response.headers().contains_key(header::CACHE_CONTROL) {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(PRIVATE));
    }
    response
}

/// This instance's cache of public answers (one per app; clones share it).
#[derive(Clone)]
pub struct ReadCache {
    inner: Arc<Inner>,
}

struct Inner {
    enabled: bool,
    partitions: [Partition; SCOPES.len()],
    /// PostgreSQL: the feed whose listener must be connected for the cache to be used.
    listener: Option<LiveFeed>,
    hits: AtomicU64,
    misses: AtomicU64,
}

struct Partition {
    /// Moves on with every invalidation; entries are keyed by the generation they were loaded in.
    generation: AtomicU64,
    /// Counts tag invalidations; an answer that shows tags remembers its value when its load began.
    tag_epoch: AtomicU64,
    /// Per slot, the [`Partition::tag_epoch`] of the last invalidation of a tag hashed onto it.
    tag_slots: Box<[AtomicU64]>,
    entries: moka::future::Cache<(u64, String), Stored>,
}

#[derive(Clone)]
struct Stored {
    weight: u32,
    value: Arc<dyn Any + Send + Sync>,
    /// The slots of the tags the answer shows (none for a scope-wide answer).
    tag_slots: Arc<[u32]>,
    /// The tag epoch read before its load began.
    loaded_at: u64,
}

/// How often the cache answered from memory, and how often it read the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheStats {
    pub hits: u64,
    pub misses: u64,
}

impl ReadCache {
    /// A cache for the app over `db`, which hears `db`'s live feed; `enabled: false` (the
    /// `MALL_READ_CACHE` setting) sends every read to the database.
    pub fn new(db: &Db, enabled: bool) -> ReadCache {
        let inner = Arc::new(Inner {
            enabled,
            partitions: SCOPES.map(Partition::new),
            listener: (db.backend() == DatabaseBackend::Postgres).then(|| db.live().clone()),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        });
        // Weak: the feed outlives nothing it watches.
        let watching = Arc::downgrade(&inner);
        db.live().watch(move |event| {
            if let Some(inner) = watching.upgrade() {
                inner.hear(event);
            }
        });
        ReadCache { inner }
    }

    /// The answer kept under `key` in `scope`, or `load`'s, kept for the next caller. Concurrent
    /// callers of one key wait for one load. `key` names the read, its parameters and the
    /// language (one key, one type of answer).
    pub async fn get_or_load<T, F>(&self, scope: Scope, key: String, load: F) -> AppResult<Arc<Cached<T>>>
    where
        T: Serialize + Send + Sync + 'static,
        F: Future<Output = AppResult<T>>,
    {
        if !self.is_serving() {
            self.inner.misses.fetch_add(1, Ordering::Relaxed);
            return Ok(Arc::new(Cached::new(load.await?)?));
        }
        let partition = &self.inner.partitions[scope as usize];
        // Read before the database is: an invalidation from here on makes this entry unreachable.
        let key = (partition.generation.load(Ordering::SeqCst), key);
        let (stored, fresh) = partition.stored(key, load, |_| Vec::new(), 0).await?;
        self.count(fresh);
        downcast(stored)
    }

    /// [`ReadCache::get_or_load`] for an answer that shows things a write changes one at a time
    /// (a product page its product, a ticket list its ticket products): `shows` names them, as
    /// tags, from the loaded answer, and [`changed_tag`] with one of them drops it; the scope's
    /// other answers stay. A hit is served only while none of its tags was invalidated after its
    /// load began; otherwise it is loaded again (`load` makes each load).
    pub async fn get_or_load_showing<T, F, L>(
        &self,
        scope: Scope,
        key: String,
        load: L,
        shows: fn(&T) -> Vec<String>,
    ) -> AppResult<Arc<Cached<T>>>
    where
        T: Serialize + Send + Sync + 'static,
        F: Future<Output = AppResult<T>>,
        L: Fn() -> F,
    {
        if self.is_serving() {
            let partition = &self.inner.partitions[scope as usize];
            // Two tries: a second invalidation racing the reload is rare, and then the database answers.
            for _ in 0..2 {
                let key = (partition.generation.load(Ordering::SeqCst), key.clone());
                // Read before the database is: a tag invalidated from here on fails the check below.
                let loaded_at = partition.tag_epoch.load(Ordering::SeqCst);
                let (stored, fresh) = partition.stored(key.clone(), load(), shows, loaded_at).await?;
                if partition.still_shown(&stored) {
                    self.count(fresh);
                    return downcast(stored);
                }
                partition.entries.invalidate(&key).await;
            }
        }
        self.inner.misses.fetch_add(1, Ordering::Relaxed);
        Ok(Arc::new(Cached::new(load().await?)?))
    }

    fn count(&self, fresh: bool) {
        let counter = if fresh { &self.inner.misses } else { &self.inner.hits };
        counter.fetch_add(1, Ordering::Relaxed);
    }

    /// Drops `scope` (and what shows it) on this instance now. Writes call [`changed`] instead,
    /// which reaches every instance; this is for a write that could not.
    pub fn invalidate(&self, scope: Scope) {
        self.inner.invalidate(scope);
    }

    /// Whether reads are answered from memory now (on PostgreSQL, only while the listener is
    /// connected).
    pub fn is_serving(&self) -> bool {
        self.inner.enabled && self.inner.listener.as_ref().is_none_or(LiveFeed::is_listening)
    }

    pub fn stats(&self) -> CacheStats {
        CacheStats { hits: self.inner.hits.load(Ordering::Relaxed), misses: self.inner.misses.load(Ordering::Relaxed) }
    }
}

impl Inner {
    fn hear(&self, event: &LiveEvent) {
        match event {
            LiveEvent::CacheInvalidate { scope, tag: Some(tag) } => match Scope::from_name(scope) {
                Some(scope) => self.partitions[scope as usize].invalidate_tag(tag),
                None => SCOPES.into_iter().for_each(|scope| self.invalidate(scope)),
            },
            LiveEvent::CacheInvalidate { scope, tag: None } => match Scope::from_name(scope) {
                Some(scope) => self.invalidate(scope),
                // A scope a newer instance knows: drop everything rather than guess.
                None => SCOPES.into_iter().for_each(|scope| self.invalidate(scope)),
            },
            LiveEvent::Resync => SCOPES.into_iter().for_each(|scope| self.invalidate(scope)),
            LiveEvent::Notification { .. }
            | LiveEvent::Queue { .. }
            | LiveEvent::SessionRevoked { .. }
            | LiveEvent::DrawRevealed { .. }
            | LiveEvent::WebhookOutbox => {}
        }
    }

    fn invalidate(&self, scope: Scope) {
        for shown in scope.shown_in() {
            let partition = &self.partitions[*shown as usize];
            partition.generation.fetch_add(1, Ordering::SeqCst);
            // Frees the memory; the generation is what makes the old entries unreachable.
            partition.entries.invalidate_all();
        }
    }
}

impl Partition {
    fn new(scope: Scope) -> Partition {
        let entries = moka::future::Cache::builder()
            .max_capacity(scope.capacity())
            .weigher(|_key, stored: &Stored| stored.weight)
            .time_to_live(TIME_TO_LIVE)
            .build();
        let tag_slots = (0..TAG_SLOTS).map(|_| AtomicU64::new(0)).collect();
        Partition { generation: AtomicU64::new(0), tag_epoch: AtomicU64::new(0), tag_slots, entries }
    }

    /// The entry under `key`, or `load`'s answer kept under it (concurrent callers of one key wait
    /// for one load); answers whether this call loaded it.
    async fn stored<T, F>(
        &self,
        key: (u64, String),
        load: F,
        shows: fn(&T) -> Vec<String>,
        loaded_at: u64,
    ) -> AppResult<(Stored, bool)>
    where
        T: Serialize + Send + Sync + 'static,
        F: Future<Output = AppResult<T>>,
    {
        let weight_of_key = key.1.len();
        let entry = self
            .entries
            .entry(key)
            .or_try_insert_with(async {
                let value = load.await?;
                let tag_slots: Arc<[u32]> = shows(&value).iter().map(|tag| self.slot(tag)).collect();
                let cached = Cached::new(value)?;
                // The typed value takes about twice its JSON.
                let weight =
                    u32::try_from(cached.json.len() * 3 + weight_of_key + 64 + tag_slots.len() * 4).unwrap_or(u32::MAX);
                Ok::<_, AppError>(Stored { weight, value: Arc::new(cached), tag_slots, loaded_at })
            })
            .await
            .map_err(unshare)?;
        let fresh = entry.is_fresh();
        Ok((entry.into_value(), fresh))
    }

    /// Whether none of the answer's tags was invalidated since its load began.
    fn still_shown(&self, stored: &Stored) -> bool {
        stored.tag_slots.iter().all(|slot| self.tag_slots[*slot as usize].load(Ordering::SeqCst) <= stored.loaded_at)
    }

    /// Drops the answers showing `tag` on this instance: they fail [`Partition::still_shown`] from
    /// now on, and leave memory with their time to live or when space is needed.
    fn invalidate_tag(&self, tag: &str) {
        let epoch = self.tag_epoch.fetch_add(1, Ordering::SeqCst) + 1;
        self.tag_slots[self.slot(tag) as usize].fetch_max(epoch, Ordering::SeqCst);
    }

    /// The slot `tag` hashes onto (each instance hears every invalidation and keeps its own).
    fn slot(&self, tag: &str) -> u32 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::hash::DefaultHasher::new();
        tag.hash(&mut hasher);
        (hasher.finish() % TAG_SLOTS as u64) as u32
    }
}

fn downcast<T: Send + Sync + 'static>(stored: Stored) -> AppResult<Arc<Cached<T>>> {
    stored.value.downcast::<Cached<T>>().map_err(|_| {
        AppError::internal(anyhow::anyhow!("two reads share the cache key of a {}", std::any::type_name::<T>()))
    })
}

/// The error of a load, for each caller that waited on it (the loader's own is handed back whole).
fn unshare(err: Arc<AppError>) -> AppError {
    Arc::try_unwrap(err).unwrap_or_else(|shared| shared.copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_etag_matches_itself_in_a_list_weak_or_not_and_star() {
        let mut headers = HeaderMap::new();
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"a\", W/\"b\""));
        assert!(matches_etag(&headers, "\"a\""));
        assert!(matches_etag(&headers, "\"b\""));
        assert!(!matches_etag(&headers, "\"c\""));
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("*"));
        assert!(matches_etag(&headers, "\"c\""));
        assert!(!matches_etag(&HeaderMap::new(), "\"c\""));
    }

    #[test]
    fn a_write_to_the_catalogue_drops_the_ticket_cards_too() {
        assert!(Scope::Catalog.shown_in().contains(&Scope::Tickets));
        assert!(Scope::Content.shown_in().contains(&Scope::Tickets));
        assert_eq!(Scope::Tickets.shown_in(), &[Scope::Tickets]);
        assert!(SCOPES.into_iter().all(|scope| Scope::from_name(scope.name()) == Some(scope)));
    }
}
