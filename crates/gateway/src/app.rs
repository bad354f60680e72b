//! Building the context and the router, and serving them until asked to stop.

use std::{net::SocketAddr, sync::Arc, time::Duration};

use axum::{
    extract::DefaultBodyLimit,
    http::{header, HeaderName, HeaderValue, Method},
    middleware,
    routing::get,
    Extension, Router,
};
use kernel::{
    auth::TokenKeys,
    config::{write_private, Config},
    db::Db,
    media::{ImageLimits, MediaStore},
    AppContext,
};
use notify::push::keys::VapidKeys;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tower_http::{
    catch_panic::CatchPanicLayer,
    cors::{AllowOrigin, CorsLayer},
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    set_header::SetResponseHeaderLayer,
    trace::TraceLayer,
};

use crate::{api_docs, graphql_http, graphql_ws, probes, probes::Readiness, schema::build_schema, web};

/// Largest request body: an image upload (5 MB by default) with room for the rest of the form.
pub const MAX_BODY_BYTES: usize = 12 * 1024 * 1024;

/// Connects the database, runs pending migrations and prepares media storage and token keys.
pub async fn build_context(config: Config) -> anyhow::Result<AppContext> {
    Ok(build_context_and_push_keys(config).await?.0)
}

/// [`build_context`], and the VAPID keys the push sender signs with (the context only carries the
/// public half, for the settings).
async fn build_context_and_push_keys(config: Config) -> anyhow::Result<(AppContext, Arc<VapidKeys>)> {
    std::fs::create_dir_all(&config.data_dir)?;
    // First, so a bad configured key stops the start before anything else is touched.
    let push_keys = Arc::new(VapidKeys::load(&config)?);
    let sms_sender = notify::sms::sender(&config)?;
    let pools = kernel::db::PoolSettings {
        max_connections: config.db_max_connections,
        public_read_connections: config.db_public_read_connections,
        public_read_wait: std::time::Duration::from_millis(config.public_read_wait_ms),
        statement_timeout: (config.db_statement_timeout_seconds > 0)
            .then(|| std::time::Duration::from_secs(config.db_statement_timeout_seconds)),
    };
    let db = Db::connect_pools(&config.database_url(), pools).await?;
    crate::migrate::run(db.conn()).await?;
    let limits = ImageLimits {
        max_bytes: config.max_image_bytes,
        max_pixels: config.max_image_pixels,
        decodes: config.image_decodes,
    };
    let media = MediaStore::new(kernel::storage::open(&config.storage_url())?, &config.media_url, limits);
    tracing::info!(store = media.description(), "uploads");
    let secret = jwt_secret(&config)?;
    let tokens = TokenKeys::new(&secret, config.token_ttl_hours);
    let ctx = AppContext::new(Arc::new(config), db.clone(), media, tokens)
        .with_sessions(Arc::new(accounts::service::UserSessions(db)))
        .with_referral_reward(Arc::new(rewards::referral::ReferralSignUpReward))
        .with_cod_parcels(Arc::new(shipping::cod::CodShipping))
        .with_product_ratings(Arc::new(reviews::rating::ProductRatingsLister))
        .with_device_tokens(Arc::new(notify::push::subscription::SignInSubscriptions))
        .with_sms_sender(sms_sender)
        .with_vapid_public_key(push_keys.public_key().to_owned());
    Ok((ctx, push_keys))
}

/// The configured secret, or the one kept in the data folder (made on first start).
fn jwt_secret(config: &Config) -> anyhow::Result<Vec<u8>> {
    if let Some(secret) = config.jwt_secret.as_deref().filter(|s| !s.is_empty()) {
        anyhow::ensure!(secret.len() >= 32, "MALL_JWT_SECRET must be at least 32 characters");
        return Ok(secret.as_bytes().to_vec());
    }
    let path = config.data_dir.join("jwt-secret");
    if let Ok(existing) = std::fs::read_to_string(&path) {
        if existing.trim().len() >= 64 {
            return Ok(existing.trim().as_bytes().to_vec());
        }
    }
    let secret = hex::encode(rand::random::<[u8; 32]>()) + &hex::encode(rand::random::<[u8; 32]>());
    write_private(&path, &secret)?;
    Ok(secret.into_bytes())
}

/// Every route of the shop with its layers.
pub fn router(ctx: AppContext) -> Router {
    router_with(ctx, Readiness::default())
}

/// [`router`], whose `/readyz` answers 503 once `readiness` starts draining.
pub fn router_with(ctx: AppContext, readiness: Readiness) -> Router {
    crate::metrics::install();
    let schema = build_schema(ctx.clone());
    graphql_ws::watch_revocations(&ctx);
    let (api, openapi) = api_docs::rest_router().split_for_parts();
    let api = if ctx.config.test_clock {
        api.route("/api/test/clock", axum::routing::put(crate::test_clock::set_clock))
    } else {
        api
    };
    let api = api
        .route("/api/{*unknown}", axum::routing::any(|| async { axum::http::StatusCode::NOT_FOUND }))
        .layer(middleware::from_fn(kernel::rest::envelope_plain_errors));

    let request_id = HeaderName::from_static("x-request-id");
    let routes = Router::new()
        .route("/graphql", get(graphql_http::graphiql).post(graphql_http::execute))
        .route("/graphql/ws", get(graphql_ws::subscribe))
        .route("/", get(web::home_page))
        .route("/product-detail", get(web::product_page))
        .route("/category", get(crate::link_previews::category_page))
        .route("/prize-winner-detail", get(crate::link_previews::winner_page))
        .route("/promotion", get(crate::link_previews::promotion_page))
        .route("/signup", get(crate::link_previews::signup_page))
        .route("/sitemap.xml", get(crate::link_previews::sitemap))
        .route("/robots.txt", get(crate::link_previews::robots))
        .route("/manifest.webmanifest", get(web::manifest))
        .route_service("/sw.js", web::service_worker(&ctx.config.web_dir, "sw.js"))
        .route_service("/push-sw.js", web::service_worker(&ctx.config.web_dir, "push-sw.js"))
        .nest_service("/assets", web::assets(&ctx.config.web_dir))
        .nest_service("/icons", web::icons(&ctx.config.web_dir))
        .route("/healthz", get(probes::healthz))
        .route("/readyz", get(probes::readyz))
        .route("/metrics", get(crate::metrics::scrape))
        .route("/media/{*key}", get(web::media))
        .merge(api)
        .merge(api_docs::swagger_ui(openapi))
        .route_layer(middleware::from_fn_with_state(ctx.clone(), crate::idempotency::keyed_writes))
        .route_layer(middleware::from_fn(record_route))
        .route_layer(middleware::from_fn_with_state(ctx.clone(), crate::public_reads::rest))
        .route_layer(middleware::from_fn_with_state(ctx.clone(), crate::access::rest))
        .fallback_service(web::web_app(&ctx.config.web_dir))
        .layer(Extension(schema))
        .layer(Extension(readiness))
        // A signed-in answer that chose no caching of its own is `private, no-store`.
        .layer(middleware::from_fn(kernel::read_cache::private_when_signed_in))
        // A NUL in a slug, a search or any query parameter is refused before it is routed.
        .layer(middleware::from_fn(kernel::input::refuse_control_characters))
        .layer(middleware::from_fn(kernel::rest::render_errors))
        .layer(middleware::from_fn_with_state(ctx.clone(), crate::origin::from_client_address))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn_with_state(ctx.clone(), crate::serve::limit_body_stalls))
        .layer(cors(&ctx.config));
    with_security_headers(routes, &ctx.config)
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(TraceLayer::new_for_http().make_span_with(|request: &axum::http::Request<_>| {
            let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
            // The route is filled in by `record_route` once the router has matched the handler.
            tracing::info_span!("request", method = %request.method(), uri = %request.uri().path(), route = tracing::field::Empty, request_id = %id)
        }))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
        .layer(middleware::from_fn(drop_unsafe_request_id))
        .layer(CatchPanicLayer::new())
        // Outside the panic catcher, so a panic is counted as the 500 it becomes.
        .layer(middleware::from_fn(crate::metrics::track_requests))
        .with_state(ctx)
}

/// Names the request's span after the handler's route (`/api/user/orders/{id}`), so traces, logs
/// and metrics group by handler rather than by raw path.
async fn record_route(request: axum::extract::Request, next: middleware::Next) -> axum::response::Response {
    if let Some(route) = request.extensions().get::<axum::extract::MatchedPath>() {
        tracing::Span::current().record("route", route.as_str());
    }
    crate::metrics::note_route(&request);
    next.run(request).await
}

fn cors(config: &Config) -> CorsLayer {
    let origins: Vec<HeaderValue> = config.cors_origins.iter().filter_map(|o| o.trim().parse().ok()).collect();
    CorsLayer::new()
        .allow_origin(AllowOrigin::list(origins))
        .allow_methods([Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE])
        .allow_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            HeaderName::from_static("x-localization"),
            HeaderName::from_static(crate::idempotency::HEADER),
        ])
        .max_age(Duration::from_secs(3600))
}

/// A client's `X-Request-Id` is kept only when it is a short plain id (it is echoed in the answer
/// and written into every log line); otherwise it is dropped and a fresh one is made.
async fn drop_unsafe_request_id(
    mut request: axum::extract::Request,
    next: middleware::Next,
) -> axum::response::Response {
    let safe = |id: &str| {
        (1..=64).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(&b))
    };
    let headers = request.headers_mut();
    if headers.get("x-request-id").is_some_and(|v| !v.to_str().is_ok_and(safe)) {
        headers.remove("x-request-id");
    }
    next.run(request).await
}

/// Headers every answer carries unless a handler set its own; HSTS when the shop is served over https.
fn with_security_headers(router: Router<AppContext>, config: &Config) -> Router<AppContext> {
    const HEADERS: [(&str, &str); 3] = [
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "strict-origin-when-cross-origin"),
    ];
    let router = HEADERS.iter().fold(router, |router, (name, value)| {
        router.layer(SetResponseHeaderLayer::if_not_present(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        ))
    });
    let router = router.layer(SetResponseHeaderLayer::if_not_present(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_str(&content_security_policy(config)).expect("origins parsed from URLs are header-safe"),
    ));
    let https = config.public_url.as_deref().is_some_and(|url| url.trim().to_ascii_lowercase().starts_with("https://"));
    if !https {
        return router;
    }
    router.layer(SetResponseHeaderLayer::if_not_present(
        header::STRICT_TRANSPORT_SECURITY,
        HeaderValue::from_static("max-age=31536000; includeSubDomains"),
    ))
}

/// Everything from this origin only, but for images where media lives elsewhere: a CDN in
/// `MALL_MEDIA_URL`, or the bucket `/media` redirects to. They are in `connect-src` too, since the
/// offline worker fetches images itself.
fn content_security_policy(config: &Config) -> String {
    let mut media = String::new();
    let cdn = url::Url::parse(&config.media_url).ok().map(|u| u.origin().ascii_serialization());
    let bucket = (config.media_serve == kernel::config::MediaServe::Redirect)
        .then(|| config.storage_url.as_deref().and_then(kernel::storage::link_origin))
        .flatten();
    for origin in [cdn, bucket].into_iter().flatten().filter(|o| o != "null") {
        media.push(' ');
        media.push_str(&origin);
    }
    format!(
        "default-src 'self'; img-src 'self' data: blob:{media}; style-src 'self' 'unsafe-inline'; \
         font-src 'self' data:; script-src 'self'; connect-src 'self'{media}; worker-src 'self' blob:; \
         frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
    )
}

/// A bound server, ready to run (tests bind port 0 and read the port back).
pub struct Application {
    listener: TcpListener,
    router: Router,
    pub ctx: AppContext,
    push_keys: Arc<VapidKeys>,
    readiness: Readiness,
}

impl Application {
    pub async fn build(mut config: Config) -> anyhow::Result<Application> {
        // Bound first so that the shop knows its own address when asked for port 0 (the links it
        // hands out without `MALL_PUBLIC_URL`, such as the OAuth callback).
        let listener = TcpListener::bind(config.addr).await?;
        config.addr = listener.local_addr()?;
        let demo = config.demo;
        let (ctx, push_keys) = build_context_and_push_keys(config).await?;
        if demo {
            demo::load_if_empty(&ctx).await?;
        }
        let readiness = Readiness::default();
        Ok(Application { listener, router: router_with(ctx.clone(), readiness.clone()), ctx, push_keys, readiness })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("bound listener")
    }

    /// Serves until SIGTERM or ctrl-c, then stops gracefully ([`Application::run_until`]).
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        self.run_until(shutdown_signal()).await
    }

    /// Serves until `stop` completes, then stops in this order, all within
    /// `MALL_SHUTDOWN_GRACE_SECONDS` of `stop`:
    /// 1. `/readyz` answers 503, and the draw runner, the push sender and the orphan sweeper take
    ///    no new work (other instances take the due draws and pushes);
    /// 2. after `MALL_SHUTDOWN_DRAIN_SECONDS` the listener closes, and the requests in flight are
    ///    answered (idle keep-alive connections are closed);
    /// 3. the background tasks finish what they were doing (a draw being declared commits);
    /// 4. it returns, and `mall serve` exits 0.
    ///
    /// What is still running when the grace runs out is dropped and logged: a request gets no
    /// answer, a draw's transaction rolls back (the batch stays due for another instance), a push
    /// claimed but not sent goes out from another instance when its lease runs out.
    pub async fn run_until(self, stop: impl std::future::Future<Output = ()>) -> anyhow::Result<()> {
        let (sign_in, sign_up, password_reset, actions, limit_store, db) = (
            self.ctx.sign_in_limiter.clone(),
            self.ctx.sign_up_limiter.clone(),
            self.ctx.password_reset_limiter.clone(),
            self.ctx.action_limiter.clone(),
            self.ctx.limit_store.clone(),
            self.ctx.db.clone(),
        );
        tokio::spawn(async move {
            let mut every = tokio::time::interval(kernel::ratelimit::CLEANUP_EVERY);
            loop {
                every.tick().await;
                // In memory each limiter forgets its own keys; on PostgreSQL the shared tables are
                // swept (each call does nothing for the other store).
                sign_in.forget_idle();
                sign_up.forget_idle();
                password_reset.forget_idle();
                actions.forget_idle();
                if let Err(err) = limit_store.forget_idle().await {
                    tracing::warn!(error = ?err, "could not sweep the rate limit tables");
                }
                if let Err(err) = kernel::idempotency::forget_old(&db).await {
                    tracing::warn!(error = ?err, "could not forget old idempotency keys");
                }
            }
        });
        // PostgreSQL: hear what every instance commits (SQLite publishes in-process).
        self.ctx.db.live().listen_postgres(self.ctx.db.conn());
        let config = self.ctx.config.clone();
        let stop_background = CancellationToken::new();
        let mut background = Vec::new();
        if config.orphan_sweep_minutes > 0 {
            let task = crate::sweep::spawn_orphan_sweeper(self.ctx.clone(), stop_background.clone());
            background.push(("orphan sweeper", task));
        }
        if config.draw_check_seconds > 0 {
            let every = Duration::from_secs(config.draw_check_seconds);
            let runner = luckydraw::draw::spawn_runner(self.ctx.clone(), every, stop_background.clone());
            background.push(("draw runner", runner));
        }
        let sender = notify::push::spawn_sender(self.ctx.clone(), self.push_keys.clone(), stop_background.clone());
        background.push(("push sender", sender));
        let dispatcher = webhooks::spawn_dispatcher(self.ctx.clone(), stop_background.clone());
        background.push(("webhook dispatcher", dispatcher));
        if let Some(reader) = payments::checks::reader::start(self.ctx.clone(), stop_background.clone()).await {
            background.push(("receipt reader", reader));
        }

        let close_listener = CancellationToken::new();
        let limits = crate::serve::ConnectionLimits::from_config(&config);
        let server = crate::serve::serve(self.listener, self.router, limits, close_listener.clone());
        let mut server = tokio::spawn(server);
        tokio::select! {
            ended = &mut server => {
                // Only an error ends serving before a stop was asked for.
                stop_background.cancel();
                return Ok(ended??);
            }
            () = stop => {}
        }

        let deadline = tokio::time::Instant::now() + Duration::from_secs(config.shutdown_grace_seconds);
        self.readiness.start_draining();
        stop_background.cancel();
        tracing::info!(
            drain_seconds = config.shutdown_drain_seconds,
            grace_seconds = config.shutdown_grace_seconds,
            "stopping: /readyz answers 503; the draw runner, push sender, webhook dispatcher and sweeper take no new work"
        );
        let drained = tokio::time::Instant::now() + Duration::from_secs(config.shutdown_drain_seconds);
        tokio::time::sleep_until(drained.min(deadline)).await;
        tracing::info!("stopping: the listener is closed; answering the requests in flight");
        close_listener.cancel();
        match tokio::time::timeout_at(deadline, &mut server).await {
            Ok(Ok(Ok(()))) => tracing::info!("stopping: every request in flight was answered"),
            Ok(Ok(Err(err))) => tracing::error!(error = %err, "stopping: the server failed"),
            Ok(Err(err)) => tracing::error!(error = %err, "stopping: the server task failed"),
            Err(_) => {
                server.abort();
                tracing::warn!("stopping: the grace ran out; the requests still in flight are dropped");
            }
        }
        for (name, mut task) in background {
            match tokio::time::timeout_at(deadline, &mut task).await {
                Ok(_) => tracing::info!(task = name, "stopping: stopped"),
                Err(_) => {
                    task.abort();
                    tracing::warn!(task = name, "stopping: the grace ran out; its work is abandoned");
                }
            }
        }
        tracing::info!("stopped");
        Ok(())
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            // Without a handler SIGTERM ends the process at once; never stop for that reason.
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => tracing::info!("stopping: ctrl-c"),
        () = terminate => tracing::info!("stopping: SIGTERM"),
    }
}
