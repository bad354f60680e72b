//! Serving connections: the shop's own accept loop on hyper, in place of `axum::serve`.
//!
//! `axum::serve` reads headers and bodies for as long as a client cares to take and holds as many
//! connections as one address opens: an outside probe held 19,990 connections from one machine in
//! 15 s until the process ran out of file descriptors, and a half-sent header stayed open for good.
//! Here every connection has
//! - a header-read timeout (`MALL_HEADER_READ_TIMEOUT_SECONDS`): from the moment the connection
//!   opens, or its previous answer went out, to the end of the request's head. In HTTP/1 that is
//!   also how long a kept-alive connection may wait idle for its next request;
//! - a body-read timeout (`MALL_BODY_READ_TIMEOUT_SECONDS`): a request body that sends nothing
//!   for that long is answered 408 and its connection closed ([`limit_body_stalls`]);
//! - an idle timeout (`MALL_IDLE_TIMEOUT_SECONDS`): a connection on which nothing was read or
//!   written for that long is closed (a client that stops reading its answer, a silent HTTP/2
//!   connection);
//! - a cap per client address (`MALL_CONNECTIONS_PER_ADDRESS`, websockets included): a connection
//!   over it is answered 503 and closed at once, so one address cannot take every descriptor.
//!
//! Accept errors other than a client's own (`EMFILE` when descriptors run out) back off, from
//! 10 ms doubling to a second, instead of spinning. Stopping is `axum::serve`'s graceful shutdown:
//! stop accepting, answer the requests in flight, close idle keep-alive connections.

use std::{
    collections::HashMap,
    io,
    net::{IpAddr, SocketAddr},
    pin::{pin, Pin},
    sync::{
        atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering},
        Arc, Mutex,
    },
    task::{Context, Poll},
    time::{Duration, Instant},
};

use axum::{
    body::Body,
    extract::{ConnectInfo, Request, State},
    http::{header, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
    Router,
};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::conn::auto::Builder,
    service::TowerToHyperService,
};
use kernel::{config::Config, rest::ErrorEnvelope, AppContext, Locale, Msg};
use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    net::{TcpListener, TcpStream},
};
use tokio_util::{sync::CancellationToken, task::TaskTracker};
use tower::ServiceExt;

/// The first wait after an accept error; it doubles up to [`LONGEST_ACCEPT_BACKOFF`].
const FIRST_ACCEPT_BACKOFF: Duration = Duration::from_millis(10);
const LONGEST_ACCEPT_BACKOFF: Duration = Duration::from_secs(1);

/// What a connection over its address's cap is told before it is closed: no request of it is read.
const OVER_CAP_ANSWER: &[u8] =
    b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/// The limits every connection is held to (see the module's documentation).
#[derive(Debug, Clone)]
pub struct ConnectionLimits {
    pub header_read: Duration,
    pub idle: Duration,
    /// Connections one client address may hold at once; `None`: no cap.
    pub per_address: Option<usize>,
    /// Peers the cap does not apply to: the trusted proxies (`MALL_TRUSTED_PROXIES`), whose
    /// connections carry many clients each.
    pub uncapped: Arc<[ipnet::IpNet]>,
}

impl ConnectionLimits {
    /// The cap for a connection from `peer`.
    fn cap_for(&self, peer: IpAddr) -> Option<usize> {
        self.per_address.filter(|_| !self.uncapped.iter().any(|proxy| proxy.contains(&peer)))
    }
}

impl ConnectionLimits {
    pub fn from_config(config: &Config) -> ConnectionLimits {
        // Behind a trusted proxy every connection comes from the proxy: capping its address would
        // cap the whole shop. The proxy's own limits stand in for this one there. With
        // `MALL_TRUST_FORWARDED_FOR` every peer is taken for the proxy; with `MALL_TRUSTED_PROXIES`
        // only those listed are, and direct clients are still capped.
        let capped = config.connections_per_address > 0 && !config.trust_forwarded_for;
        ConnectionLimits {
            header_read: Duration::from_secs(config.header_read_timeout_seconds.max(1)),
            idle: Duration::from_secs(config.idle_timeout_seconds.max(1)),
            per_address: capped.then_some(config.connections_per_address),
            uncapped: config.trusted_proxies.clone().into(),
        }
    }
}

/// Serves `router` on `listener` until `stop` is cancelled, then stops accepting, lets every
/// connection answer what it is answering (idle ones close at once) and returns when all are done.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnectionLimits,
    stop: CancellationToken,
) -> io::Result<()> {
    let open = Arc::new(OpenConnections::default());
    let connections = TaskTracker::new();
    let mut builder = Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(limits.header_read);
    // As `axum::serve`: the CONNECT protocol carries websockets over HTTP/2.
    builder.http2().timer(TokioTimer::new()).enable_connect_protocol();
    let builder = Arc::new(builder);
    let mut backoff = FIRST_ACCEPT_BACKOFF;
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = stop.cancelled() => break,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => {
                backoff = FIRST_ACCEPT_BACKOFF;
                accepted
            }
            // The client gave up before we took its connection: nothing is wrong here.
            Err(err) if is_connection_error(&err) => continue,
            Err(err) => {
                // Out of descriptors (EMFILE) and the like: accepting again at once would fail the
                // same way and spin; waiting lets connections close.
                tracing::error!(error = %err, wait_ms = backoff.as_millis() as u64, "accept error; waiting");
                tokio::select! {
                    () = tokio::time::sleep(backoff) => {}
                    () = stop.cancelled() => break,
                }
                backoff = (backoff * 2).min(LONGEST_ACCEPT_BACKOFF);
                continue;
            }
        };
        let Some(slot) = open.take(peer.ip(), limits.cap_for(peer.ip())) else {
            refuse_over_cap(stream);
            continue;
        };
        connections.spawn(serve_connection(
            stream,
            peer,
            slot,
            router.clone(),
            builder.clone(),
            limits.clone(),
            stop.clone(),
        ));
    }
    drop(listener);
    connections.close();
    connections.wait().await;
    Ok(())
}

/// Answers 503 without reading anything and closes: a cheap no that frees the descriptor at once.
fn refuse_over_cap(stream: TcpStream) {
    metrics::counter!("connections_refused_total", "reason" => "per_address").increment(1);
    // A fresh socket's send buffer takes these few bytes whole; a client that cannot take them
    // gets the close alone.
    let _ = stream.try_write(OVER_CAP_ANSWER);
}

async fn serve_connection(
    stream: TcpStream,
    peer: SocketAddr,
    slot: AddressSlot,
    router: Router,
    builder: Arc<Builder<TokioExecutor>>,
    limits: ConnectionLimits,
    stop: CancellationToken,
) {
    let activity = Arc::new(Activity::new());
    // The slot travels with the socket, so an upgraded websocket still counts for its address.
    let io = TokioIo::new(Tracked { stream, activity: activity.clone(), _slot: slot });
    let busy = activity.clone();
    let service = router
        .map_request(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            request.map(Body::new)
        })
        // A request being worked on is not idleness, however long its handler takes without a
        // byte moving (an upload waiting for its turn to be decoded).
        .map_future(move |answer| {
            let in_flight = InFlight::start(busy.clone());
            async move {
                let answer = answer.await;
                drop(in_flight);
                answer
            }
        });
    let mut connection = pin!(builder.serve_connection_with_upgrades(io, TowerToHyperService::new(service)));
    let mut stopping = false;
    loop {
        let quiet_left = limits.idle.saturating_sub(activity.quiet_for());
        tokio::select! {
            served = connection.as_mut() => {
                if let Err(err) = served {
                    tracing::debug!(error = %err, %peer, "connection ended with an error");
                }
                break;
            }
            () = stop.cancelled(), if !stopping => {
                stopping = true;
                connection.as_mut().graceful_shutdown();
            }
            () = tokio::time::sleep(quiet_left) => {
                if activity.in_flight() > 0 {
                    activity.touch();
                } else if activity.quiet_for() >= limits.idle {
                    tracing::debug!(%peer, "closing a connection idle past MALL_IDLE_TIMEOUT_SECONDS");
                    break;
                }
            }
        }
    }
}

/// A client's own connection failures, which say nothing about the listener.
fn is_connection_error(err: &io::Error) -> bool {
    matches!(
        err.kind(),
        io::ErrorKind::ConnectionRefused | io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
    )
}

/// Connections open per client address.
#[derive(Default)]
struct OpenConnections(Mutex<HashMap<IpAddr, usize>>);

impl OpenConnections {
    /// One more connection for `ip`, unless it already holds `cap`.
    fn take(self: &Arc<Self>, ip: IpAddr, cap: Option<usize>) -> Option<AddressSlot> {
        let mut open = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = open.entry(ip).or_insert(0);
        if cap.is_some_and(|cap| *count >= cap) {
            return None;
        }
        *count += 1;
        Some(AddressSlot { open: self.clone(), ip })
    }
}

/// One connection counted for its address until dropped.
struct AddressSlot {
    open: Arc<OpenConnections>,
    ip: IpAddr,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut open = self.open.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(count) = open.get_mut(&self.ip) {
            *count -= 1;
            if *count == 0 {
                // Forgotten once closed, so the map holds the addresses connected now, not every
                // address ever seen.
                open.remove(&self.ip);
            }
        }
    }
}

/// When a connection last read or wrote a byte.
struct Activity {
    started: Instant,
    last_ms: AtomicU64,
    /// Requests whose answer is not ready yet.
    in_flight: AtomicUsize,
}

/// One request being answered on the connection, until its answer is ready.
struct InFlight(Arc<Activity>);

impl InFlight {
    fn start(activity: Arc<Activity>) -> InFlight {
        activity.in_flight.fetch_add(1, Ordering::Relaxed);
        InFlight(activity)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
        self.0.touch();
    }
}

impl Activity {
    fn new() -> Activity {
        Activity { started: Instant::now(), last_ms: AtomicU64::new(0), in_flight: AtomicUsize::new(0) }
    }

    fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::Relaxed)
    }

    fn touch(&self) {
        self.last_ms.store(self.started.elapsed().as_millis() as u64, Ordering::Relaxed);
    }

    fn quiet_for(&self) -> Duration {
        self.started.elapsed().saturating_sub(Duration::from_millis(self.last_ms.load(Ordering::Relaxed)))
    }
}

/// The socket, noting each byte that moves for the idle timeout, and holding its address's slot.
struct Tracked {
    stream: TcpStream,
    activity: Arc<Activity>,
    _slot: AddressSlot,
}

impl AsyncRead for Tracked {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = Pin::new(&mut this.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            this.activity.touch();
        }
        polled
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.stream).poll_write(cx, data);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            this.activity.touch();
        }
        polled
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.stream).poll_write_vectored(cx, data);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            this.activity.touch();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// Middleware: a request body that sends nothing for `MALL_BODY_READ_TIMEOUT_SECONDS` is answered
/// 408 in the client's language and its connection closed, whatever the handler made of the
/// broken body. Each piece that arrives restarts the wait, so a slow phone's upload goes through;
/// one that stalls does not hold a connection (and a handler) forever.
pub async fn limit_body_stalls(State(ctx): State<AppContext>, request: Request, next: Next) -> Response {
    let locale = Locale::from_headers(request.headers());
    let stall = Duration::from_secs(ctx.config.body_read_timeout_seconds.max(1));
    let stalled = Arc::new(AtomicBool::new(false));
    let noted = stalled.clone();
    let request = request.map(|body| {
        Body::new(tower_http::timeout::TimeoutBody::new(stall, body).map_err(move |err| {
            if err.is::<tower_http::timeout::TimeoutError>() {
                noted.store(true, Ordering::Relaxed);
            }
            err
        }))
    });
    let response = next.run(request).await;
    if !stalled.load(Ordering::Relaxed) {
        return response;
    }
    let message = Msg::new("common.body_read_timeout").arg("seconds", stall.as_secs()).render(locale);
    let envelope =
        ErrorEnvelope { status_code: StatusCode::REQUEST_TIMEOUT.as_u16(), message, data: None, errors: None };
    let mut answer = (StatusCode::REQUEST_TIMEOUT, axum::Json(envelope)).into_response();
    answer.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    answer
}
