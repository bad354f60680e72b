//! `/graphql/ws`: GraphQL subscriptions over a websocket (the graphql-transport-ws protocol, and
//! the older graphql-ws one). GET `/graphql` stays GraphiQL.
//!
//! The bearer token comes in `connection_init` (`{"authorization": "Bearer ..."}`, optionally
//! `"locale": "mm"`; GraphiQL's `{"Authorization": ..., "X-localization": ...}` works too). A
//! connection whose token does not sign in is closed (code 1002, graphql-ws does not retry it) with
//! the reason in the caller's language. A connection without any token is an anonymous watcher
//! (issue 40's live draw): acknowledged with no account, it may run only the subscriptions open to
//! visitors (`drawReveals`; the others answer UNAUTHENTICATED), and the per-address cap counts it.
//! Browsers do not attach the token themselves, so another site opening this socket gets only what
//! any visitor gets.
//!
//! **The socket carries subscriptions only.** The web app (`frontend/src/lib/apollo.ts`,
//! `live-link.ts`) and GraphiQL send queries and mutations over HTTP, where each request is
//! authorized, sized, limited, keyed and timed on its own. A query or mutation sent here is refused
//! (`SUBSCRIPTIONS_ONLY`, in the connection's language) and never runs: a socket opened by an admin
//! can no longer act as that admin after they were demoted, blocked or signed out.
//!
//! Every subscription is checked when it starts, as an HTTP request is ([`SocketExecutor`]): the
//! document checks of `/graphql` ([`kernel::graphql::check_request`], then async-graphql's depth,
//! complexity and alias limits), at most `MALL_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION` at once, and the
//! account's current state (role, blocked, token version) read again with a fresh user memo: the
//! connection keeps no user of its own. A message or frame over 256 KB closes the connection (1009)
//! before it is read. Each process holds at most `MALL_WS_MAX_CONNECTIONS_PER_ACCOUNT` sockets per
//! account and `MALL_WS_MAX_CONNECTIONS_PER_ADDRESS` per client address; one more is closed with
//! 4429 and the reason in the caller's language.
//!
//! Revocation: signing out everywhere, a password change or reset, blocking and taking the admin
//! role away announce [`LiveEvent::SessionRevoked`] in their transaction; it reaches every gateway
//! (PostgreSQL NOTIFY; in-process on SQLite), where [`SocketRegistry`] closes the account's sockets
//! at once: 4401 when the sign-in is no longer valid, 4403 when it is but the access changed. A
//! listener that reconnected (`Resync`) has every socket check its sign-in again; subscriptions
//! also re-check every `MALL_LIVE_SESSION_RECHECK_SECONDS` (`notify`), a safety net.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        Arc, Mutex, OnceLock,
    },
    time::Duration,
};

use async_graphql::{
    http::ALL_WEBSOCKET_PROTOCOLS,
    parser::types::{DocumentOperations, OperationType},
    Data, ErrorExtensionValues, Executor, Request, ServerError,
};
use async_graphql_axum::{GraphQLProtocol, GraphQLWebSocket};
use axum::{
    extract::{
        ws::{CloseFrame, Message, WebSocket},
        State, WebSocketUpgrade,
    },
    http::HeaderMap,
    response::Response,
    Extension,
};
use futures::{stream::BoxStream, SinkExt, StreamExt};
use kernel::{
    auth::{authenticate, Role},
    graphql::{check_request, BearerToken, SessionExpiry, UserCache},
    live::LiveEvent,
    rest::ClientIp,
    AppContext, AppError, Locale,
};
use tokio::sync::mpsc;

use crate::schema::AppSchema;

/// Largest message (and frame) read: the cap of a `/graphql` body.
const MAX_MESSAGE_BYTES: usize = kernel::rest::MAX_FORM_BYTES;

/// Close codes (4400-4499 mirror HTTP statuses, as graphql-ws's own 4401/4403/4429 do).
const CLOSE_TOO_LARGE: u16 = 1009;
const CLOSE_SIGNED_OUT: u16 = 4401;
const CLOSE_ACCESS_CHANGED: u16 = 4403;
const CLOSE_TOO_MANY: u16 = 4429;

/// How long a connection refused for its address may take to say which language it speaks.
const REFUSAL_LANGUAGE_WAIT: Duration = Duration::from_secs(2);

pub async fn subscribe(
    State(ctx): State<AppContext>,
    Extension(schema): Extension<AppSchema>,
    protocol: GraphQLProtocol,
    client_ip: ClientIp,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let header_locale = Locale::from_headers(&headers);
    let registry = ctx.local::<SocketRegistry>();
    // Taken before the upgrade, so that a flood of sockets from one address is counted at once.
    let slot = registry.address_slot(&registry, client_ip.0, ctx.config.ws_max_connections_per_address);
    upgrade
        .protocols(ALL_WEBSOCKET_PROTOCOLS)
        // Larger messages are refused as their header arrives, never buffered or parsed.
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| async move {
            match slot {
                Some(slot) => serve(ctx, schema, protocol, socket, client_ip, header_locale, slot).await,
                None => refuse_address(ctx, socket, header_locale).await,
            }
        })
}

/// Runs one connection until it ends or is closed from here (revoked, too large, too many).
async fn serve(
    ctx: AppContext,
    schema: AppSchema,
    protocol: GraphQLProtocol,
    socket: WebSocket,
    client_ip: ClientIp,
    header_locale: Locale,
    address_slot: AddressSlot,
) {
    let (signals_sender, mut signals) = mpsc::unbounded_channel();
    let connection = Arc::new(Connection {
        id: address_slot.id,
        ctx,
        client_ip,
        header_locale,
        signals: signals_sender,
        session: OnceLock::new(),
        account_slot: Mutex::new(None),
        subscriptions: AtomicUsize::new(0),
        revoked_during_init: AtomicBool::new(false),
    });
    let (mut sink, stream) = socket.split();
    let reader = connection.clone();
    let stream = stream.inspect(move |message| {
        if let Err(err) = message {
            if is_too_large(err) {
                let max = (MAX_MESSAGE_BYTES / 1024).to_string();
                let reason = reader.locale().text("notify.ws_message_too_large", &[("max", max)]);
                reader.signal(Signal::Close(CLOSE_TOO_LARGE, reason));
            }
        }
    });
    let executor = SocketExecutor { schema, connection: connection.clone() };
    let init = connection.clone();
    let close = {
        let served = GraphQLWebSocket::new_with_pair(&mut sink, stream, executor, protocol)
            .on_connection_init(move |payload| connection_init(init, payload))
            .serve();
        tokio::pin!(served);
        loop {
            tokio::select! {
                () = &mut served => break signals.try_recv().ok().and_then(Signal::into_close),
                Some(signal) = signals.recv() => match signal {
                    Signal::Close(code, reason) => break Some((code, reason)),
                    Signal::Revoked => {
                        if let Some(close) = connection.revoked().await {
                            break Some(close);
                        }
                    }
                    Signal::Recheck => {
                        if let Some(close) = connection.recheck().await {
                            break Some(close);
                        }
                    }
                },
            }
        }
    };
    if let Some((code, reason)) = close {
        let frame = CloseFrame { code, reason: close_reason(reason).into() };
        let _ = sink.send(Message::Close(Some(frame))).await;
    }
    let _ = sink.close().await;
    connection.account_slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
    drop(address_slot);
}

/// Too many sockets from this address: closed (4429) with the reason in the language its
/// `connection_init` asks for, if it sends one at once, else the request's.
async fn refuse_address(ctx: AppContext, mut socket: WebSocket, header_locale: Locale) {
    let locale = match tokio::time::timeout(REFUSAL_LANGUAGE_WAIT, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|message| payload_locale(message.get("payload")?))
            .unwrap_or(header_locale),
        _ => header_locale,
    };
    let max = ctx.config.ws_max_connections_per_address.to_string();
    let reason = locale.text("notify.ws_too_many_connections_from_address", &[("max", max)]);
    let frame = CloseFrame { code: CLOSE_TOO_MANY, reason: close_reason(reason).into() };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// Signs the connection in: its language, token and expiry become the data of every subscription
/// it starts (never the user: each subscription reads the account as it is then).
async fn connection_init(connection: Arc<Connection>, payload: serde_json::Value) -> async_graphql::Result<Data> {
    let ctx = connection.ctx.clone();
    let locale = payload_locale(&payload).unwrap_or(connection.header_locale);
    let unauthenticated = || async_graphql::Error::new(close_reason(locale.text("notify.ws_unauthenticated", &[])));
    let sent = ["authorization", "Authorization", "token"].iter().find_map(|key| payload.get(*key)?.as_str());
    let Some(sent) = sent else {
        // An anonymous watcher (the live draw): acknowledged, with no account. Only subscriptions
        // open to visitors serve it; the others answer UNAUTHENTICATED. Its address slot (taken
        // before the upgrade) is its only cap.
        let _ = connection.session.set(Session { token: None, role: Role::Customer, locale });
        let mut data = Data::default();
        data.insert(locale);
        data.insert(BearerToken(None));
        data.insert(connection.client_ip);
        return Ok(data);
    };
    // A token that is sent must sign in: a bad one is refused, never served as a visitor.
    let token = Some(sent)
        .map(|value| value.trim().trim_start_matches("Bearer ").trim_start_matches("bearer ").trim().to_owned())
        .filter(|token| !token.is_empty())
        .ok_or_else(unauthenticated)?;
    let user_id = ctx.tokens.signed_user_id(&token).ok_or_else(unauthenticated)?;
    // Registered before the account is read, so a revocation committed in between is heard.
    let registry = ctx.local::<SocketRegistry>();
    let max = ctx.config.ws_max_connections_per_account;
    match registry.account_slot(&registry, user_id, connection.id, connection.signals.clone(), max) {
        Some(slot) => *connection.account_slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(slot),
        None => {
            // Closed with 4429 by `serve` (an init error would be 1002, which clients never retry);
            // the handshake is left unanswered meanwhile.
            let reason = locale.text("notify.ws_too_many_connections", &[("max", max.to_string())]);
            connection.signal(Signal::Close(CLOSE_TOO_MANY, reason));
            return std::future::pending().await;
        }
    }
    let user = authenticate(&ctx, &token).await.map_err(|_| unauthenticated())?;
    let expiry = ctx.tokens.expires_at(&token).map_err(|_| unauthenticated())?;
    let _ = connection.session.set(Session { token: Some(token.clone()), role: user.role, locale });
    if connection.revoked_during_init.swap(false, Ordering::SeqCst) {
        // The account read above may predate that revocation: judge it again now.
        connection.signal(Signal::Revoked);
    }
    let mut data = Data::default();
    data.insert(locale);
    data.insert(BearerToken(Some(token)));
    data.insert(SessionExpiry(expiry));
    data.insert(connection.client_ip);
    Ok(data)
}

/// The language a `connection_init` payload asks for (GraphiQL sends its headers editor as the
/// payload, so the header names are read too).
fn payload_locale(payload: &serde_json::Value) -> Option<Locale> {
    let code = ["locale", "X-localization", "x-localization"].iter().find_map(|key| payload.get(*key)?.as_str())?;
    Some(Locale::from_code(Some(code)))
}

/// Whether reading failed because a message or frame was over the cap.
fn is_too_large(err: &axum::Error) -> bool {
    let source: &(dyn std::error::Error + 'static) = err;
    let mut cause = Some(source);
    while let Some(current) = cause {
        if matches!(current.downcast_ref::<tungstenite::Error>(), Some(tungstenite::Error::Capacity(_))) {
            return true;
        }
        cause = current.source();
    }
    false
}

/// The refusal becomes the close frame's reason, which may hold at most 123 bytes (Burmese takes
/// three a letter): cut at a letter boundary rather than send a frame the client must reject.
fn close_reason(mut text: String) -> String {
    const MAX_BYTES: usize = 123;
    if text.len() > MAX_BYTES {
        let cut = (0..=MAX_BYTES).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
        text.truncate(cut);
    }
    text
}

/// What a connection's task is told from elsewhere.
enum Signal {
    /// Close now with this code and reason.
    Close(u16, String),
    /// The account's sign-ins were revoked or its access changed: close.
    Revoked,
    /// Events may have been missed: check the sign-in again, close if it no longer holds.
    Recheck,
}

impl Signal {
    fn into_close(self) -> Option<(u16, String)> {
        match self {
            Signal::Close(code, reason) => Some((code, reason)),
            Signal::Revoked | Signal::Recheck => None,
        }
    }
}

/// The sign-in of an initialised connection.
struct Session {
    /// `None`: an anonymous watcher's connection.
    token: Option<String>,
    role: Role,
    locale: Locale,
}

/// One open socket, shared by its task, its `connection_init` and its executor.
struct Connection {
    id: u64,
    ctx: AppContext,
    client_ip: ClientIp,
    header_locale: Locale,
    signals: mpsc::UnboundedSender<Signal>,
    session: OnceLock<Session>,
    account_slot: Mutex<Option<AccountSlot>>,
    /// Subscriptions running now.
    subscriptions: AtomicUsize,
    /// A revocation heard while `connection_init` was still reading the account: judged once the
    /// session is known (the revocation may be an older one, of a token this socket does not use).
    revoked_during_init: AtomicBool,
}

impl Connection {
    fn locale(&self) -> Locale {
        self.session.get().map_or(self.header_locale, |session| session.locale)
    }

    fn signal(&self, signal: Signal) {
        // The task is gone only once the connection is: nothing left to close.
        let _ = self.signals.send(signal);
    }

    /// The close for a revoked account: 4401 when its token no longer signs in (or the account
    /// cannot be read now), 4403 when it does but its access changed (an admin demoted); none when
    /// this connection's sign-in still holds as it was (the revocation was of the account's older
    /// tokens: a socket opened with the token a password change answered stays open). Heard while
    /// `connection_init` is still reading the account, it is judged once the session is set.
    async fn revoked(&self) -> Option<(u16, String)> {
        let Some(session) = self.session.get() else {
            self.revoked_during_init.store(true, Ordering::SeqCst);
            return None;
        };
        let token = session.token.as_deref()?;
        match authenticate(&self.ctx, token).await {
            Ok(user) if user.role == session.role => None,
            Ok(_) => Some((CLOSE_ACCESS_CHANGED, session.locale.text("notify.ws_access_changed", &[]))),
            Err(_) => Some((CLOSE_SIGNED_OUT, session.locale.text("notify.ws_signed_out", &[]))),
        }
    }

    /// After events may have been missed: the close, if the sign-in no longer holds as it was.
    async fn recheck(&self) -> Option<(u16, String)> {
        let session = self.session.get()?;
        let token = session.token.as_deref()?;
        match authenticate(&self.ctx, token).await {
            Ok(user) if user.role == session.role => None,
            Ok(_) => Some((CLOSE_ACCESS_CHANGED, session.locale.text("notify.ws_access_changed", &[]))),
            Err(AppError::Unauthenticated) => {
                Some((CLOSE_SIGNED_OUT, session.locale.text("notify.ws_signed_out", &[])))
            }
            // The database did not answer: the subscriptions' own re-check tries again later.
            Err(_) => None,
        }
    }

    /// One more running subscription, unless the connection has its fill.
    fn subscription_slot(self: &Arc<Self>) -> Option<SubscriptionSlot> {
        let max = self.ctx.config.ws_max_subscriptions_per_connection;
        self.subscriptions
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |running| (running < max).then_some(running + 1))
            .ok()
            .map(|_| SubscriptionSlot(self.clone()))
    }
}

/// A running subscription, counted until its stream is dropped (ended, stopped or the socket gone).
struct SubscriptionSlot(Arc<Connection>);

impl Drop for SubscriptionSlot {
    fn drop(&mut self) {
        self.0.subscriptions.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Runs what a connection sends: subscriptions only, each checked as `/graphql` checks a request.
#[derive(Clone)]
struct SocketExecutor {
    schema: AppSchema,
    connection: Arc<Connection>,
}

impl Executor for SocketExecutor {
    async fn execute(&self, _request: Request) -> async_graphql::Response {
        // The websocket transport streams every operation (`execute_stream`); this is not reached.
        refused(subscriptions_only(self.connection.locale()))
    }

    fn execute_stream(
        &self,
        request: Request,
        session_data: Option<Arc<Data>>,
    ) -> BoxStream<'static, async_graphql::Response> {
        let this = self.clone();
        futures::stream::once(async move { this.start(request, session_data.unwrap_or_default()).await })
            .flatten()
            .boxed()
    }
}

impl SocketExecutor {
    async fn start(self, mut request: Request, session_data: Arc<Data>) -> BoxStream<'static, async_graphql::Response> {
        let connection = &self.connection;
        let once = |error: ServerError| futures::stream::once(async move { refused(error) }).boxed();
        // async-graphql closes a connection that subscribes before its handshake (1011).
        let Some(session) = connection.session.get() else {
            return once(coded_error(
                connection.locale().text("notify.ws_unauthenticated", &[]),
                "UNAUTHENTICATED",
                401,
            ));
        };
        let locale = session.locale;
        if let Err(refusal) = check_request(&connection.ctx.config, &mut request) {
            return once(refusal.server_error(locale));
        }
        match operation_type(&mut request) {
            // A document that does not parse gets async-graphql's answer, with the position.
            None | Some(OperationType::Subscription) => {}
            Some(_) => return once(subscriptions_only(locale)),
        }
        let Some(slot) = connection.subscription_slot() else {
            let max = connection.ctx.config.ws_max_subscriptions_per_connection.to_string();
            let message = locale.text("notify.ws_too_many_subscriptions", &[("max", max)]);
            return once(coded_error(message, "TOO_MANY_SUBSCRIPTIONS", 429));
        };
        // An anonymous watcher: a memo of its own, holding nobody.
        let Some(token) = session.token.as_deref() else {
            return self
                .schema
                .execute_stream_with_session_data(request.data(UserCache::default()), session_data)
                .map(move |response| {
                    let _running = &slot;
                    response
                })
                .boxed();
        };
        // The account as it is now, as for an HTTP request; the memo is this subscription's own.
        let user = match authenticate(&connection.ctx, token).await {
            Ok(user) => user,
            Err(AppError::Unauthenticated) => {
                connection.signal(Signal::Revoked);
                return once(coded_error(locale.text("notify.session_expired", &[]), "UNAUTHENTICATED", 401));
            }
            Err(other) => {
                other.log_if_server_error();
                return once(coded_error(other.message(locale), other.code(), other.status()));
            }
        };
        let request = request.data(UserCache::signed_in(user));
        self.schema
            .execute_stream_with_session_data(request, session_data)
            .map(move |response| {
                let _running = &slot;
                response
            })
            .boxed()
    }
}

/// The type of the operation a request runs, `None` when its document does not parse. An
/// operation that cannot be picked (no name among several) counts as a query: it is refused.
fn operation_type(request: &mut Request) -> Option<OperationType> {
    let name = request.operation_name.clone();
    let document = request.parsed_query().ok()?;
    Some(match &document.operations {
        DocumentOperations::Single(operation) => operation.node.ty,
        DocumentOperations::Multiple(operations) => {
            let picked = match name.as_deref() {
                Some(name) => operations.iter().find(|(key, _)| key.as_str() == name).map(|(_, op)| op),
                None if operations.len() == 1 => operations.values().next(),
                None => None,
            };
            picked.map_or(OperationType::Query, |operation| operation.node.ty)
        }
    })
}

fn refused(error: ServerError) -> async_graphql::Response {
    async_graphql::Response::from_errors(vec![error])
}

fn subscriptions_only(locale: Locale) -> ServerError {
    coded_error(locale.text("notify.ws_subscriptions_only", &[]), "SUBSCRIPTIONS_ONLY", 400)
}

fn coded_error(message: String, code: &str, status: u16) -> ServerError {
    let mut error = ServerError::new(message, None);
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", code);
    extensions.set("status", status);
    error.extensions = Some(extensions);
    error
}

/// This process's open sockets: how many per client address, and which per account, so that a
/// revocation closes them ([`watch_revocations`]).
#[derive(Default)]
pub struct SocketRegistry {
    sockets: Mutex<Sockets>,
    watching: AtomicBool,
}

#[derive(Default)]
struct Sockets {
    next_id: u64,
    per_address: HashMap<IpAddr, usize>,
    per_account: HashMap<i64, HashMap<u64, mpsc::UnboundedSender<Signal>>>,
}

impl SocketRegistry {
    fn sockets(&self) -> std::sync::MutexGuard<'_, Sockets> {
        self.sockets.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn address_slot(&self, this: &Arc<SocketRegistry>, address: IpAddr, max: usize) -> Option<AddressSlot> {
        let mut sockets = self.sockets();
        let open = sockets.per_address.entry(address).or_default();
        if *open >= max {
            return None;
        }
        *open += 1;
        sockets.next_id += 1;
        Some(AddressSlot { registry: this.clone(), address, id: sockets.next_id })
    }

    fn account_slot(
        &self,
        this: &Arc<SocketRegistry>,
        user_id: i64,
        id: u64,
        signals: mpsc::UnboundedSender<Signal>,
        max: usize,
    ) -> Option<AccountSlot> {
        let mut sockets = self.sockets();
        let open = sockets.per_account.entry(user_id).or_default();
        if open.len() >= max {
            return None;
        }
        open.insert(id, signals);
        Some(AccountSlot { registry: this.clone(), user_id, id })
    }

    /// Tells the account's sockets (`Some`) or every socket (`None`).
    fn tell(&self, user_id: Option<i64>, signal: impl Fn() -> Signal) {
        let sockets = self.sockets();
        let targets: Vec<&mpsc::UnboundedSender<Signal>> = match user_id {
            Some(id) => sockets.per_account.get(&id).into_iter().flat_map(HashMap::values).collect(),
            None => sockets.per_account.values().flat_map(HashMap::values).collect(),
        };
        for target in targets {
            let _ = target.send(signal());
        }
    }
}

/// A socket counted against its client address.
struct AddressSlot {
    registry: Arc<SocketRegistry>,
    address: IpAddr,
    id: u64,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut sockets = self.registry.sockets();
        if let Some(open) = sockets.per_address.get_mut(&self.address) {
            *open = open.saturating_sub(1);
            if *open == 0 {
                sockets.per_address.remove(&self.address);
            }
        }
    }
}

/// A signed-in socket, reachable by its account's revocations.
struct AccountSlot {
    registry: Arc<SocketRegistry>,
    user_id: i64,
    id: u64,
}

impl Drop for AccountSlot {
    fn drop(&mut self) {
        let mut sockets = self.registry.sockets();
        if let Some(open) = sockets.per_account.get_mut(&self.user_id) {
            open.remove(&self.id);
            if open.is_empty() {
                sockets.per_account.remove(&self.user_id);
            }
        }
    }
}

/// Closes an account's sockets on this process as soon as its revocation is published (here or,
/// on PostgreSQL, by another gateway); after a listener reconnection every socket checks again.
/// Once per app, however many routers are built over it.
pub fn watch_revocations(ctx: &AppContext) {
    let registry = ctx.local::<SocketRegistry>();
    if registry.watching.swap(true, Ordering::AcqRel) {
        return;
    }
    ctx.db.live().watch(move |event| match event {
        LiveEvent::SessionRevoked { user_id } => registry.tell(Some(*user_id), || Signal::Revoked),
        LiveEvent::Resync => registry.tell(None, || Signal::Recheck),
        _ => {}
    });
}
