//! The `Idempotency-Key` header on writes, REST and GraphQL alike: a signed-in shopper's request
//! sent again with the same key is answered from its first run (see `kernel::idempotency` for
//! how a key is claimed, marked applied with the request's own commit, and replayed).
//!
//! Any POST, PUT, PATCH or DELETE may carry one; the web app and the REST documentation send it
//! on the paying and claiming requests (checkout, buy now, tickets, shipping fees, prize and
//! gift claims, the daily sign-in), where running twice costs the shopper money. A key belongs to
//! the account, so two shoppers' keys never meet; a request without a valid sign-in runs as it is
//! (and is answered 401 where it needs one).
//!
//! What an account keeps is bounded (`kernel::idempotency::Budget`): past its keys or bytes a new
//! key is answered 429 with `Retry-After` and the request does not run. The first answer always goes
//! out whole. One too large to keep (`MALL_IDEMPOTENCY_MAX_ANSWER_BYTES`), or that would take the
//! account past its bytes, is marked `Idempotent-Answer-Kept: false`, and its copies get 409 "this
//! request already went through, its answer was not kept": never a second run, never an empty 200.

use std::{collections::HashSet, sync::OnceLock, time::Duration};

use futures::StreamExt;

use axum::{
    body::Body,
    extract::{MatchedPath, Request, State},
    http::{header, HeaderValue, Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
    Json,
};
use kernel::{
    auth,
    idempotency::{self, Begun, Budget, Kept, KeyedRequest},
    rest::ErrorEnvelope,
    AppContext, AppError, Locale, Msg,
};

pub const HEADER: &str = "idempotency-key";
/// Set on an answer sent again from a key's first run.
pub const REPLAYED: &str = "idempotent-replayed";
/// `false` on a first answer that went through but is not kept for its copies (they get a 409
/// saying so).
pub const ANSWER_KEPT: &str = "idempotent-answer-kept";
/// How long a copy waits for the first run's answer, and how often it looks.
const WAIT_FOR_FIRST: Duration = Duration::from_secs(3);
const POLL_FIRST: Duration = Duration::from_millis(100);
/// Longest note kept in place of an answer (a one-line error body).
const MAX_NOTE: usize = 16 * 1024;

/// Middleware on the routes (`route_layer`), so a method or path the router refuses is answered
/// 405/404 before any key is looked at; it writes an error's envelope itself, so what it keeps is
/// the answer as sent.
pub async fn keyed_writes(State(ctx): State<AppContext>, request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map(|p| p.as_str().to_owned()).unwrap_or_default();
    let Some(sent) = request.headers().get(HEADER).filter(|_| takes_a_key(request.method(), &route)) else {
        return next.run(request).await;
    };
    let locale = Locale::from_headers(request.headers());
    let graphql = request.uri().path() == "/graphql";
    let key = sent.to_str().unwrap_or_default().trim().to_owned();
    if let Err(err) = idempotency::valid_key(&key) {
        return refusal(&err, locale, graphql);
    }
    let user = match auth::bearer_token(request.headers()) {
        Some(token) => auth::authenticate(&ctx, &token).await.ok(),
        None => None,
    };
    let Some(user) = user else { return next.run(request).await };
    let keyed = KeyedRequest { user_id: user.id, key };
    let fingerprint = format!("{} {}", request.method(), request.uri().path());
    let stale_after = Duration::from_secs(ctx.config.idempotency_stale_seconds);
    let budget =
        Budget { keys: ctx.config.idempotency_keys_per_account, bytes: ctx.config.idempotency_bytes_per_account };
    let mut waited = Duration::ZERO;
    loop {
        match idempotency::begin(&ctx.db, &keyed, &fingerprint, stale_after, budget).await {
            Ok(Begun::Run) => break,
            Ok(Begun::Replay { status, content_type, body }) => return replay(status, &content_type, body),
            // A copy sent while the first still runs (a client retrying on a timer) waits a moment
            // for the first's answer rather than being told to come back.
            Err(err) if idempotency::is_in_progress(&err) && waited < WAIT_FOR_FIRST => {
                tokio::time::sleep(POLL_FIRST).await;
                waited += POLL_FIRST;
            }
            Err(err) => return refusal(&err, locale, graphql),
        }
    }
    let response = idempotency::scope(keyed.clone(), next.run(request)).await;
    // Written now as it will go out (an error's envelope), so a copy gets the same bytes.
    let (mut parts, body) = kernel::rest::render_pending_error(response, locale).into_parts();
    let max_answer = ctx.config.idempotency_max_answer_bytes;
    let (body, not_kept) = match read_up_to(body, max_answer).await {
        Ok(bytes) => {
            let content_type =
                parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
            let status = parts.status.as_u16();
            let kept = idempotency::finish(&ctx.db, &keyed, status, content_type, &bytes, Some(budget)).await;
            let not_kept = match kept {
                Ok(Kept::NotKept) => Some(Msg::new("common.idempotency_answer_over_budget")),
                Ok(Kept::Stored | Kept::Forgotten) => None,
                Err(err) => {
                    // The answer still goes out; a retry is answered 409 (applied) or runs again (not).
                    tracing::warn!(error = ?err, "could not keep the answer of an Idempotency-Key");
                    None
                }
            };
            (Body::from(bytes), not_kept)
        }
        Err(whole) => {
            let size = kernel::media::human_size(max_answer);
            (whole, Some(Msg::new("common.idempotency_answer_too_large").arg("size", size)))
        }
    };
    if let Some(message) = not_kept {
        if keep_note(&ctx, &keyed, AppError::Conflict(message), locale, graphql).await {
            parts.headers.insert(ANSWER_KEPT, HeaderValue::from_static("false"));
        }
    }
    Response::from_parts(parts, body)
}

/// The whole body when it is at most `max` bytes; otherwise a body that still sends all of it (what
/// was read, then the rest), without holding it in memory twice.
async fn read_up_to(body: Body, max: usize) -> Result<axum::body::Bytes, Body> {
    let mut stream = body.into_data_stream();
    let mut read = Vec::new();
    let mut len = 0;
    while let Some(chunk) = stream.next().await {
        match chunk {
            Ok(chunk) => {
                len += chunk.len();
                read.push(chunk);
                if len > max {
                    let head = futures::stream::iter(read.into_iter().map(Ok::<_, axum::Error>));
                    return Err(Body::from_stream(head.chain(stream)));
                }
            }
            Err(err) => {
                // The client gets what there was and the failure; copies are told it was not kept.
                let head = futures::stream::iter(read.into_iter().map(Ok));
                return Err(Body::from_stream(head.chain(futures::stream::once(async { Err(err) }))));
            }
        }
    }
    Ok(read.concat().into())
}

/// Keeps, in place of an answer that is not kept, the 409 its copies get instead (in this caller's
/// language and endpoint shape). Answers whether it was kept: not when the request applied nothing
/// (the key is then forgotten and a copy runs again).
async fn keep_note(ctx: &AppContext, keyed: &KeyedRequest, note: AppError, locale: Locale, graphql: bool) -> bool {
    let (parts, body) = refusal(&note, locale, graphql).into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_NOTE).await else { return false };
    let content_type = parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    match idempotency::finish(&ctx.db, keyed, parts.status.as_u16(), content_type, &bytes, None).await {
        Ok(kept) => kept == Kept::Stored,
        Err(err) => {
            tracing::warn!(error = ?err, "could not keep the note of an Idempotency-Key's answer");
            false
        }
    }
}

/// Whether a request of `method` to `route` is one of the writes the APIs document: `POST
/// /graphql` and the REST writes of `/api/openapi.json`. Anything else is left to the router (a
/// method a route does not take is its 405, an unknown path its 404), whatever key it carries.
fn takes_a_key(method: &Method, route: &str) -> bool {
    static WRITES: OnceLock<HashSet<(String, String)>> = OnceLock::new();
    if !matches!(*method, Method::POST | Method::PUT | Method::PATCH | Method::DELETE) {
        return false;
    }
    let writes = WRITES.get_or_init(|| {
        let mut writes = HashSet::from([("POST".to_owned(), "/graphql".to_owned())]);
        for (path, item) in crate::api_docs::openapi().paths.paths {
            let documented =
                [("POST", &item.post), ("PUT", &item.put), ("PATCH", &item.patch), ("DELETE", &item.delete)];
            for (name, operation) in documented {
                if operation.is_some() {
                    writes.insert((name.to_owned(), path.clone()));
                }
            }
        }
        writes
    });
    writes.contains(&(method.as_str().to_owned(), route.to_owned()))
}

fn replay(status: u16, content_type: &str, body: Vec<u8>) -> Response {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    if let Ok(value) = HeaderValue::from_str(content_type) {
        response.headers_mut().insert(header::CONTENT_TYPE, value);
    }
    response.headers_mut().insert(REPLAYED, HeaderValue::from_static("true"));
    response
}

/// A request refused before it runs, in the endpoint's own error shape: the REST envelope, or a
/// GraphQL error with `code` and `status` extensions (and `Retry-After` for a 429).
pub(crate) fn refusal(err: &AppError, locale: Locale, graphql: bool) -> Response {
    let status = StatusCode::from_u16(err.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    err.log_if_server_error();
    let mut response = if graphql {
        let mut extensions = serde_json::json!({ "code": err.code(), "status": status.as_u16() });
        if let Some(seconds) = err.retry_after_seconds() {
            extensions["retryAfter"] = seconds.into();
        }
        let body = serde_json::json!({ "errors": [{ "message": err.message(locale), "extensions": extensions }] });
        (status, Json(body)).into_response()
    } else {
        (status, Json(ErrorEnvelope::from_error(err, locale))).into_response()
    };
    if let Some(seconds) = err.retry_after_seconds() {
        response.headers_mut().insert(header::RETRY_AFTER, seconds.into());
    }
    response
}
