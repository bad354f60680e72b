//! Every setting of the shop, from `mall` flags or environment variables (flags win).

use std::{net::SocketAddr, path::PathBuf};

/// Settings shared by every command of the `mall` binary.
#[derive(Debug, Clone, clap::Args)]
pub struct Config {
    /// Address the server listens on.
    #[arg(long, env = "MALL_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Folder for the SQLite database, uploaded media and the generated JWT secret.
    #[arg(long, env = "MALL_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Database URL; a SQLite file in the data folder when absent. `postgres://...` for PostgreSQL.
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,

    /// Largest number of pooled database connections.
    #[arg(long, env = "MALL_DB_MAX_CONNECTIONS", default_value_t = 10)]
    pub db_max_connections: u32,

    /// Connections of the pool kept for anonymous public reads (REST `GET`s and GraphQL queries
    /// without a valid sign-in), taken out of `MALL_DB_MAX_CONNECTIONS`: however many anonymous
    /// clients read, signed-in requests, the draw runner and the push sender keep the rest.
    #[arg(long, env = "MALL_DB_PUBLIC_READ_CONNECTIONS", default_value_t = 4)]
    pub db_public_read_connections: u32,

    /// Longest an anonymous public read waits for one of its connections, in milliseconds, before
    /// it is answered 503 with `Retry-After` (the shop is busy) rather than queueing on.
    #[arg(long, env = "MALL_PUBLIC_READ_WAIT_MS", default_value_t = 1_000)]
    pub public_read_wait_ms: u64,

    /// PostgreSQL: longest one statement may run, in seconds (`statement_timeout` on every pooled
    /// connection), so work a request's deadline gave up on stops in the database too. A little
    /// above `MALL_GRAPHQL_TIMEOUT_SECONDS`; 0 leaves statements unbounded. Migrations are exempt.
    /// SQLite: the longest an anonymous public read holds a connection before its statement is
    /// interrupted (`kernel::db`).
    #[arg(long, env = "MALL_DB_STATEMENT_TIMEOUT_SECONDS", default_value_t = 25)]
    pub db_statement_timeout_seconds: u64,

    /// Most items a public list counts and pages through (products, search results, ticket
    /// products, winners, reviews...): `meta.total` counts up to this, and pages past it are past
    /// the end (empty, with their `meta`), as search engines stop at their first thousand results.
    /// Keeps a deep page or a one-letter search from scanning the whole catalogue.
    #[arg(long, env = "MALL_LIST_MAX_ITEMS", default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub list_max_items: u64,

    /// Most matches a product search counts and ranks (at most `MALL_LIST_MAX_ITEMS`): a broad
    /// search ("a", a kind of thing one product in sixteen is) ranks its newest this many
    /// matches and says `meta.total` is this many, as search engines stop at their first
    /// thousand results, so each distinct term costs bounded time however large the catalogue.
    #[arg(long, env = "MALL_SEARCH_MAX_ITEMS", default_value_t = 1_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub search_max_items: u64,

    /// Secret for signing JWTs; generated once and kept in `<data>/jwt-secret` when absent.
    #[arg(long, env = "MALL_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,

    /// How long a sign-in token is valid, in hours.
    #[arg(long, env = "MALL_TOKEN_TTL_HOURS", default_value_t = 24 * 30)]
    pub token_ttl_hours: i64,

    /// Sign-in attempts allowed per phone number per minute.
    #[arg(long, env = "MALL_SIGNIN_PER_PHONE_PER_MINUTE", default_value_t = 5)]
    pub signin_per_phone_per_minute: u32,

    /// Sign-in attempts allowed per client address per minute.
    #[arg(long, env = "MALL_SIGNIN_PER_IP_PER_MINUTE", default_value_t = 30)]
    pub signin_per_ip_per_minute: u32,

    /// Longest wait added before checking a password for a phone that keeps failing, in milliseconds.
    /// After three failures in a row each attempt waits twice as long as the one before, up to this;
    /// the phone is never closed, so its owner can still sign in from another address.
    #[arg(long, env = "MALL_SIGNIN_MAX_DELAY_MS", default_value_t = 8_000)]
    pub signin_max_delay_ms: u64,

    /// Sign-ups allowed per client address per hour.
    #[arg(long, env = "MALL_SIGNUP_PER_IP_PER_HOUR", default_value_t = 20)]
    pub signup_per_ip_per_hour: u32,

    /// Sign-ups allowed with one referral code per hour.
    #[arg(long, env = "MALL_SIGNUP_PER_REFERRAL_CODE_PER_HOUR", default_value_t = 10)]
    pub signup_per_referral_code_per_hour: u32,

    /// Password reset codes (SMS) a client address may ask for per hour, whatever the phones.
    #[arg(long, env = "MALL_PASSWORD_RESET_PER_IP_PER_HOUR", default_value_t = 20)]
    pub password_reset_per_ip_per_hour: u32,

    /// Daily sign-in requests (check in, claim, restart, recover) one account may send per minute.
    #[arg(long, env = "MALL_CHECKINS_PER_ACCOUNT_PER_MINUTE", default_value_t = 10)]
    pub checkins_per_account_per_minute: u32,

    /// Reviews one account may post per minute.
    #[arg(long, env = "MALL_REVIEWS_PER_ACCOUNT_PER_MINUTE", default_value_t = 3)]
    pub reviews_per_account_per_minute: u32,

    /// Images (payment screenshots, avatars, review photos) one account may upload per minute.
    #[arg(long, env = "MALL_UPLOADS_PER_ACCOUNT_PER_MINUTE", default_value_t = 20)]
    pub uploads_per_account_per_minute: u32,

    /// Ticket purchases one account may make per minute.
    #[arg(long, env = "MALL_TICKET_PURCHASES_PER_ACCOUNT_PER_MINUTE", default_value_t = 60)]
    pub ticket_purchases_per_account_per_minute: u32,

    /// Password checks (changing the password with the old one) one account may make per minute,
    /// each aliased or batched GraphQL field counting. The address may make this times
    /// `MALL_ACCOUNTS_PER_ADDRESS`.
    #[arg(long, env = "MALL_PASSWORD_CHECKS_PER_ACCOUNT_PER_MINUTE", default_value_t = 5)]
    pub password_checks_per_account_per_minute: u32,

    /// Passwords hashed or checked at once (argon2, 19 MiB each): 4 keep it under 80 MiB. More
    /// wait their turn, up to `MALL_PASSWORD_HASH_WAIT_MS`.
    #[arg(long, env = "MALL_PASSWORD_HASHES", default_value_t = 4)]
    pub password_hashes: usize,

    /// Longest a password check waits for its turn, in milliseconds, before it is answered 503
    /// "busy" with `Retry-After`.
    #[arg(long, env = "MALL_PASSWORD_HASH_WAIT_MS", default_value_t = 2_000)]
    pub password_hash_wait_ms: u64,

    /// An address may do what this many accounts may (each limit above times this). Generous,
    /// because Myanmar's mobile carriers put many phones behind one address.
    #[arg(long, env = "MALL_ACCOUNTS_PER_ADDRESS", default_value_t = 20)]
    pub accounts_per_address: u32,

    /// How text messages (password reset codes) leave the shop: `log` writes them to the log (and
    /// to `MALL_SMS_LOG_FILE`), for development and tests; `http` posts them to an SMS gateway.
    #[arg(long, env = "MALL_SMS_SENDER", value_enum, default_value_t = SmsSenderKind::Log)]
    pub sms_sender: SmsSenderKind,

    /// With the `log` sender: also append each message as a JSON line (`{"to", "text", "code",
    /// "at"}`) to this file (the browser tests read codes from it).
    #[arg(long, env = "MALL_SMS_LOG_FILE")]
    pub sms_log_file: Option<PathBuf>,

    /// With the `http` sender: the gateway's URL, which receives `POST {"to", "text"}` as JSON.
    #[arg(long, env = "MALL_SMS_HTTP_URL")]
    pub sms_http_url: Option<String>,

    /// With the `http` sender: sent as `Authorization: Bearer {token}` when set.
    #[arg(long, env = "MALL_SMS_HTTP_TOKEN", hide_env_values = true)]
    pub sms_http_token: Option<String>,

    /// Take the client address from `X-Forwarded-For`, trusting one proxy: the peer (a reverse
    /// proxy in front of the shop). The client is the address that proxy added, the header's
    /// rightmost; what the client wrote before it is ignored, so it cannot pick its own address.
    /// Behind a chain of proxies, list them in `MALL_TRUSTED_PROXIES` instead.
    #[arg(long, env = "MALL_TRUST_FORWARDED_FOR", default_value_t = false)]
    pub trust_forwarded_for: bool,

    /// Proxies whose `X-Forwarded-For` is believed: addresses or CIDR blocks, comma separated
    /// (`10.0.0.0/8,2001:db8::/32`). When the peer is one of them, the client is the header's
    /// rightmost address that is not one of them. Set, it is used whatever `MALL_TRUST_FORWARDED_FOR`
    /// says; a request from any other peer is counted by the peer's own address.
    #[arg(long, env = "MALL_TRUSTED_PROXIES", value_delimiter = ',', value_parser = parse_proxy)]
    pub trusted_proxies: Vec<ipnet::IpNet>,

    /// Origins allowed to call the APIs from a browser (comma separated); same-origin only when empty.
    #[arg(long, env = "MALL_CORS_ORIGINS", value_delimiter = ',')]
    pub cors_origins: Vec<String>,

    /// Largest accepted image upload, in bytes.
    #[arg(long, env = "MALL_MAX_IMAGE_BYTES", default_value_t = 5 * 1024 * 1024)]
    pub max_image_bytes: usize,

    /// Largest accepted image, in pixels (width x height); read from the header before decoding.
    /// 24 megapixels holds a 6000x4000 camera photo and any phone screenshot.
    #[arg(long, env = "MALL_MAX_IMAGE_PIXELS", default_value_t = 24_000_000)]
    pub max_image_pixels: u64,

    /// Images decoded at once; more wait their turn, so decoding memory stays bounded.
    #[arg(long, env = "MALL_IMAGE_DECODES", default_value_t = 2)]
    pub image_decodes: usize,

    /// The shop's public address (e.g. `https://shop.example`); when https, answers carry HSTS.
    #[arg(long, env = "MALL_PUBLIC_URL")]
    pub public_url: Option<String>,

    /// Sweep private uploads (payment screenshots) no row points to, older than this many minutes,
    /// at start and then every such period (0: never).
    #[arg(long, env = "MALL_ORPHAN_SWEEP_MINUTES", default_value_t = 60)]
    pub orphan_sweep_minutes: u64,

    /// Folder of the built web app (`frontend/dist`).
    #[arg(long, env = "MALL_WEB_DIR", default_value = "frontend/dist")]
    pub web_dir: PathBuf,

    /// Public URL prefix of uploaded media (e.g. a CDN in front of the bucket); `/media` on this
    /// server when absent.
    #[arg(long, env = "MALL_MEDIA_URL", default_value = "/media")]
    pub media_url: String,

    /// Where uploads are kept: a folder (default `<data dir>/uploads`) or an S3-compatible bucket,
    /// `s3://bucket/prefix?endpoint=https://...&region=...` (credentials from the AWS variables).
    #[arg(long, env = "MALL_STORAGE_URL")]
    pub storage_url: Option<String>,

    /// How `/media/...` answers on an S3 store: `proxy` (this server streams the object) or
    /// `redirect` (a short-lived signed link to the bucket). A folder is always proxied.
    #[arg(long, env = "MALL_MEDIA_SERVE", value_enum, default_value_t = MediaServe::Proxy)]
    pub media_serve: MediaServe,

    /// Deepest GraphQL query accepted.
    #[arg(long, env = "MALL_GRAPHQL_MAX_DEPTH", default_value_t = 16)]
    pub graphql_max_depth: usize,

    /// Highest GraphQL query complexity accepted (one point per field).
    #[arg(long, env = "MALL_GRAPHQL_MAX_COMPLEXITY", default_value_t = 400)]
    pub graphql_max_complexity: usize,

    /// Highest estimated cost of one GraphQL request, all documents of a batch together: each
    /// field costs 1, a list field's selection counts once per item asked for (`perPage`/`limit`,
    /// else the list's page size), and a search costs 300 more. Refused before anything runs
    /// (`QUERY_TOO_COSTLY`). The web app's costliest document (the admin's product page at 100 a
    /// page, searching) costs 3,301; the probe's 75 searches of 100 products 60,075.
    #[arg(long, env = "MALL_GRAPHQL_MAX_COST", default_value_t = 15_000)]
    pub graphql_max_cost: u64,

    /// Most aliased fields in one GraphQL document.
    #[arg(long, env = "MALL_GRAPHQL_MAX_ALIASES", default_value_t = 15)]
    pub graphql_max_aliases: usize,

    /// Most operations in one batched GraphQL request.
    #[arg(long, env = "MALL_GRAPHQL_MAX_BATCH", default_value_t = 5)]
    pub graphql_max_batch: usize,

    /// Most fragment spreads written in one GraphQL document.
    #[arg(long, env = "MALL_GRAPHQL_MAX_FRAGMENT_SPREADS", default_value_t = 100)]
    pub graphql_max_fragment_spreads: usize,

    /// Most selections in one GraphQL document once its fragments are expanded.
    #[arg(long, env = "MALL_GRAPHQL_MAX_EXPANDED_SELECTIONS", default_value_t = 2_000)]
    pub graphql_max_expanded_selections: usize,

    /// Longest a GraphQL request may run, in seconds, before it is stopped (and rolled back).
    #[arg(long, env = "MALL_GRAPHQL_TIMEOUT_SECONDS", default_value_t = 20)]
    pub graphql_timeout_seconds: u64,

    /// Seconds after which an `Idempotency-Key` claimed by a request that neither answered nor
    /// applied anything is taken to be from a request that died, so a copy may run. Longer than
    /// any request runs (`kernel::idempotency`).
    #[arg(long, env = "MALL_IDEMPOTENCY_STALE_SECONDS", default_value_t = 60)]
    pub idempotency_stale_seconds: u64,

    /// Most `Idempotency-Key`s one account may have kept at once (each is kept a day). A new key
    /// past it is refused (429, the request not run) rather than an older one forgotten, so every
    /// key already answered keeps its promise.
    #[arg(long, env = "MALL_IDEMPOTENCY_KEYS_PER_ACCOUNT", default_value_t = 2_000)]
    pub idempotency_keys_per_account: u64,

    /// Most bytes of answers kept for one account's `Idempotency-Key`s. A new key is refused (429)
    /// once they reach it, and an answer that would pass it is not kept (see below).
    #[arg(long, env = "MALL_IDEMPOTENCY_BYTES_PER_ACCOUNT", default_value_t = 4 * 1024 * 1024)]
    pub idempotency_bytes_per_account: u64,

    /// Largest answer kept for an `Idempotency-Key`, in bytes. A larger one still goes out whole,
    /// marked `Idempotent-Answer-Kept: false`; its copies are told it went through (409).
    #[arg(long, env = "MALL_IDEMPOTENCY_MAX_ANSWER_BYTES", default_value_t = 256 * 1024)]
    pub idempotency_max_answer_bytes: usize,

    /// Seconds from a batch selling out to its draw; overrides the `draw_delay_minutes` setting
    /// (for demos and tests).
    #[arg(long, env = "MALL_DRAW_DELAY_SECONDS")]
    pub draw_delay_seconds: Option<u64>,

    /// Share of a lucky-draw batch (percent, at least one ticket) that may be held unpaid by
    /// transfer across all shoppers together; each shopper's own share is the `ticketHoldPercent`
    /// setting. Past it a hold is refused (422), so fresh accounts cannot freeze a batch between them.
    #[arg(long, env = "MALL_TICKET_BATCH_HOLD_PERCENT", default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=100))]
    pub ticket_batch_hold_percent: i64,

    /// How often each process looks for draws that are due, in seconds (0: never, for tests that
    /// run the draws themselves).
    #[arg(long, env = "MALL_DRAW_CHECK_SECONDS", default_value_t = 2)]
    pub draw_check_seconds: u64,

    /// Read payment receipts with Tesseract (`tesseract-ocr` with its `eng` and `mya` data) to flag
    /// wrong amounts, reused transaction ids and old transfers. Without Tesseract the shop works
    /// and the admin queues say that reading is off.
    #[arg(long, env = "MALL_RECEIPT_READING", default_value_t = true, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub receipt_reading: bool,

    /// Seconds one receipt may take to read before it is given up (and flagged unreadable).
    #[arg(long, env = "MALL_RECEIPT_READ_SECONDS", default_value_t = 20.0)]
    pub receipt_read_seconds: f64,

    /// Answer public catalogue, content and ticket reads from memory (the read cache). Off, every
    /// read goes to the database: for measuring the database's path (`./just bench-growth`).
    #[arg(long, env = "MALL_READ_CACHE", default_value_t = true, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub read_cache: bool,

    /// Load the demo shop into an empty database at start (`MALL_DEMO=0` starts empty).
    #[arg(long, env = "MALL_DEMO", default_value_t = true, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub demo: bool,

    /// Lets browser tests move the shop's clock (`PUT /api/test/clock`). Never in production.
    #[arg(long, env = "MALL_TEST_CLOCK", default_value_t = false, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub test_clock: bool,

    /// The shop's VAPID private key for Web Push (base64url of the 32-byte P-256 secret); generated
    /// once and kept in `<data>/vapid-private-key` when absent. Browsers subscribe with its public
    /// half, so changing it orphans every push subscription.
    #[arg(long, env = "MALL_VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<String>,

    /// Contact push services may use about our pushes (`mailto:` or `https:`); `MALL_PUBLIC_URL`
    /// when that is https, else `mailto:admin@luckymall.example`.
    #[arg(long, env = "MALL_VAPID_SUBJECT")]
    pub vapid_subject: Option<String>,

    /// Accept push endpoints over http and on loopback or private addresses. For tests only: in
    /// production it would let shoppers make the server call into its own network.
    #[arg(long, env = "MALL_PUSH_ALLOW_LOCAL", default_value_t = false, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub push_allow_local: bool,

    /// How often each process looks for pushes to send, in milliseconds.
    #[arg(long, env = "MALL_PUSH_POLL_MS", default_value_t = 1_000)]
    pub push_poll_ms: u64,

    /// Accept webhook endpoints over http and on loopback or private addresses. For tests only: in
    /// production it would let an admin make the server call into its own network.
    #[arg(long, env = "MALL_WEBHOOK_ALLOW_LOCAL", default_value_t = false, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub webhook_allow_local: bool,

    /// How often each process looks for webhook deliveries that are due, in milliseconds (a
    /// commit that writes an event also wakes it at once). 0: this process sends no webhooks
    /// (another gateway of the shop does).
    #[arg(long, env = "MALL_WEBHOOK_POLL_MS", default_value_t = 1_000)]
    pub webhook_poll_ms: u64,

    /// How long a gateway holds a webhook delivery it claimed, in seconds: when it dies mid-send,
    /// another gateway tries the delivery once this has passed. A try is bounded by a third of it
    /// (at most 10 s), so a lease runs out only when its gateway is gone.
    #[arg(long, env = "MALL_WEBHOOK_LEASE_SECONDS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(3..))]
    pub webhook_lease_seconds: u64,

    /// The wait after a webhook delivery's first failed try, in milliseconds; later waits grow
    /// from it (x6, x30, x180, x720, then x2160 each: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h).
    #[arg(long, env = "MALL_WEBHOOK_FIRST_RETRY_MS", default_value_t = 10_000)]
    pub webhook_first_retry_ms: u64,

    /// How long a webhook delivery is retried after its event, in seconds; then it is marked
    /// failed (an admin may resend it).
    #[arg(long, env = "MALL_WEBHOOK_RETRY_FOR_SECONDS", default_value_t = 86_400)]
    pub webhook_retry_for_seconds: u64,

    /// How often a live subscription (the websocket) checks that its sign-in was not revoked, in
    /// seconds (it also ends when the token expires).
    #[arg(long, env = "MALL_LIVE_SESSION_RECHECK_SECONDS", default_value_t = 60)]
    pub live_session_recheck_seconds: u64,

    /// Longest wait for a request's head (its first line and headers), in seconds, counted from
    /// when the connection opens or its previous answer went out; so in HTTP/1 it is also how long
    /// a kept-alive connection may wait idle for its next request. A half-sent header is dropped.
    #[arg(long, env = "MALL_HEADER_READ_TIMEOUT_SECONDS", default_value_t = 10)]
    pub header_read_timeout_seconds: u64,

    /// A request body that sends nothing for this many seconds is answered 408 and its connection
    /// closed. Counted afresh at each piece that arrives, so a slow upload goes through.
    #[arg(long, env = "MALL_BODY_READ_TIMEOUT_SECONDS", default_value_t = 30)]
    pub body_read_timeout_seconds: u64,

    /// A connection on which nothing was read or written for this many seconds is closed (a
    /// client that stopped reading its answer, a silent HTTP/2 connection). Websockets keep alive
    /// on their own and are not counted.
    #[arg(long, env = "MALL_IDLE_TIMEOUT_SECONDS", default_value_t = 60)]
    pub idle_timeout_seconds: u64,

    /// Connections one client address may hold open at once, websockets included (0: no cap);
    /// more are answered 503 and closed unread. Generous, because mobile carriers put many phones
    /// behind one address; keep it well under the process's open-file limit (`ulimit -n`). Not
    /// applied with `MALL_TRUST_FORWARDED_FOR`, where every connection comes from the proxy.
    #[arg(long, env = "MALL_CONNECTIONS_PER_ADDRESS", default_value_t = 500)]
    pub connections_per_address: usize,

    /// Most subscriptions one websocket runs at once; one more is refused (`TOO_MANY_SUBSCRIPTIONS`).
    /// The web app opens two.
    #[arg(long, env = "MALL_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION", default_value_t = 20)]
    pub ws_max_subscriptions_per_connection: usize,

    /// Most websockets one account holds open on one server process; one more is closed (4429).
    /// A shopper has one per open tab.
    #[arg(long, env = "MALL_WS_MAX_CONNECTIONS_PER_ACCOUNT", default_value_t = 10)]
    pub ws_max_connections_per_account: usize,

    /// Most websockets one client address holds open on one server process, signed in or not; one
    /// more is closed (4429). Generous: carriers put many phones behind one address.
    #[arg(long, env = "MALL_WS_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = 200)]
    pub ws_max_connections_per_address: usize,

    /// Log format: `text` or `json`.
    #[arg(long, env = "MALL_LOG_FORMAT", default_value = "text")]
    pub log_format: String,

    /// Bearer token `GET /metrics` (Prometheus) asks for. Unset: `/metrics` is not served (404).
    #[arg(long, env = "MALL_METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,

    /// On SIGTERM or ctrl-c, the longest the server waits, in seconds, for the drain, the requests
    /// in flight and a draw being declared before it exits anyway.
    #[arg(long, env = "MALL_SHUTDOWN_GRACE_SECONDS", default_value_t = 25)]
    pub shutdown_grace_seconds: u64,

    /// On SIGTERM or ctrl-c, seconds the server goes on serving with `/readyz` at 503 before it
    /// closes its listener, so a load balancer that probes it stops sending it traffic first.
    #[arg(long, env = "MALL_SHUTDOWN_DRAIN_SECONDS", default_value_t = 0)]
    pub shutdown_drain_seconds: u64,

    /// The Facebook app's id, for "Continue with Facebook". With the secret unset, the button is
    /// hidden and `api/auth/facebook` is 404.
    #[arg(long, env = "MALL_FACEBOOK_CLIENT_ID")]
    pub facebook_client_id: Option<String>,

    /// The Facebook app's secret.
    #[arg(long, env = "MALL_FACEBOOK_CLIENT_SECRET", hide_env_values = true)]
    pub facebook_client_secret: Option<String>,

    /// Where the browser is sent to consent (Facebook's login dialog; tests point it at a local
    /// OAuth 2.0 server).
    #[arg(long, env = "MALL_FACEBOOK_AUTHORIZE_URL", default_value = "https://www.facebook.com/v19.0/dialog/oauth")]
    pub facebook_authorize_url: String,

    /// Where the shop exchanges the code for an access token.
    #[arg(
        long,
        env = "MALL_FACEBOOK_TOKEN_URL",
        default_value = "https://graph.facebook.com/v19.0/oauth/access_token"
    )]
    pub facebook_token_url: String,

    /// Where the shop reads the profile with the access token: `id` (or an OpenID Connect `sub`),
    /// `name` and `picture`.
    #[arg(
        long,
        env = "MALL_FACEBOOK_PROFILE_URL",
        default_value = "https://graph.facebook.com/me?fields=id,name,picture.type(large)"
    )]
    pub facebook_profile_url: String,

    /// The permissions asked for (space-separated).
    #[arg(long, env = "MALL_FACEBOOK_SCOPE", default_value = "public_profile")]
    pub facebook_scope: String,

    /// Fetch a new account's profile picture over http and from loopback or private addresses.
    /// For tests only: the picture's URL comes from the profile, and the server fetches only https
    /// on public addresses otherwise.
    #[arg(long, env = "MALL_FACEBOOK_ALLOW_LOCAL", default_value_t = false, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub facebook_allow_local: bool,
}

/// Where text messages go (`MALL_SMS_SENDER`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SmsSenderKind {
    /// Written to the log (and `MALL_SMS_LOG_FILE`); nothing is sent.
    Log,
    /// Posted to `MALL_SMS_HTTP_URL`.
    Http,
}

/// How public media on an S3 store is served (`MALL_MEDIA_SERVE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MediaServe {
    /// The gateway reads the object and answers it (works behind any firewall; costs gateway traffic).
    Proxy,
    /// 302 to a signed link into the bucket, valid an hour (the bucket must be reachable by shoppers).
    Redirect,
}

impl Config {
    /// The settings as they are with no flags and no environment: what tests start from.
    pub fn defaults() -> Self {
        use clap::Parser;
        #[derive(Parser)]
        struct Defaults {
            #[command(flatten)]
            config: Config,
        }
        Defaults::parse_from(["mall"]).config
    }

    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) if !url.is_empty() => url.clone(),
            _ => format!("sqlite://{}?mode=rwc", self.data_dir.join("mall.db").display()),
        }
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }

    /// The shop's own address for links it hands out (the OAuth callback): `MALL_PUBLIC_URL`, or
    /// the listening address.
    pub fn own_url(&self) -> String {
        match self.public_url.as_deref().map(str::trim).filter(|url| !url.is_empty()) {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.addr),
        }
    }

    /// The configured store, or the uploads folder in the data folder.
    pub fn storage_url(&self) -> String {
        match &self.storage_url {
            Some(url) if !url.trim().is_empty() => url.clone(),
            _ => self.uploads_dir().display().to_string(),
        }
    }
}

/// An entry of `MALL_TRUSTED_PROXIES`: a CIDR block, or one address.
fn parse_proxy(text: &str) -> Result<ipnet::IpNet, String> {
    let text = text.trim();
    text.parse::<ipnet::IpNet>()
        .or_else(|_| text.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
        .map_err(|_| format!("not an address or a CIDR block: {text}"))
}

/// Writes a secret that only the server's own user may read (the generated JWT and VAPID keys).
#[cfg(unix)]
pub fn write_private(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    use std::{io::Write, os::unix::fs::OpenOptionsExt};
    let mut file = std::fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(path)?;
    file.write_all(contents.as_bytes())
}

#[cfg(not(unix))]
pub fn write_private(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    std::fs::write(path, contents)
}
