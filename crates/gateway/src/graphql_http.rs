//! `/graphql`: POST runs queries and mutations (JSON, batches, multipart uploads); GET shows GraphiQL.
//!
//! The body is read here, not by async-graphql-axum's extractor, so the same caps apply as on REST
//! (256 KB of JSON, 12 MB of multipart), only JSON and multipart are run (a `text/plain` POST is
//! what a cross-site form can send without a preflight), and every refusal is a clean GraphQL error
//! in the caller's language rather than a parser's debug text. Each document is then sized with
//! its fragments expanded ([`kernel::graphql::check_document`]) before async-graphql validates it,
//! and the execution runs under a deadline.

use std::time::Duration;

use async_graphql::{
    http::{receive_batch_body, MultipartOptions},
    BatchRequest, ParseRequestError,
};
use async_graphql_axum::GraphQLResponse;
use axum::{
    body::Body,
    extract::State,
    http::{header, HeaderMap, StatusCode},
    response::{Html, IntoResponse, Response},
    Extension, Json,
};
use kernel::{
    auth::bearer_token,
    graphql::{check_request, BearerToken, RequestRefusal, UserCache},
    rest::{ClientIp, MAX_FORM_BYTES},
    AppContext, Locale,
};

use crate::{app::MAX_BODY_BYTES, schema::AppSchema};

/// Most files in one multipart GraphQL request (a review's five images and room to spare).
const MAX_UPLOADS: usize = 10;

pub async fn execute(
    State(ctx): State<AppContext>,
    Extension(schema): Extension<AppSchema>,
    headers: HeaderMap,
    client_ip: ClientIp,
    body: Body,
) -> Response {
    let locale = Locale::from_headers(&headers);
    let batch = match read_batch(&ctx, &headers, body).await {
        Ok(batch) => batch,
        Err(refusal) => return refusal.into_response(locale),
    };
    let mut batch = match batch {
        BatchRequest::Batch(requests) if requests.is_empty() => {
            return Refusal::new(StatusCode::BAD_REQUEST, "BAD_REQUEST", "common.malformed_graphql")
                .into_response(locale)
        }
        BatchRequest::Batch(requests) if requests.len() > ctx.config.graphql_max_batch => {
            let max = ctx.config.graphql_max_batch.to_string();
            return Refusal::new(StatusCode::BAD_REQUEST, "TOO_MANY_OPERATIONS", "common.too_many_operations")
                .arg("max", max)
                .into_response(locale);
        }
        batch => batch,
    };
    if let Err(refusal) = check_documents(&ctx, &mut batch) {
        return refusal.into_response(locale);
    }
    let public_read = crate::public_reads::only_queries(&mut batch) && !crate::public_reads::signed_in(&ctx, &headers);
    let batch = batch.data(locale).data(BearerToken(bearer_token(&headers))).data(client_ip).data(UserCache::default());
    let deadline = Duration::from_secs(ctx.config.graphql_timeout_seconds.max(1));
    // The database stops the statements too when the deadline passes (SQLite's interrupt;
    // PostgreSQL's statement_timeout), so no work goes on after the 503.
    let execution = kernel::db::with_deadline(
        std::time::Instant::now() + deadline,
        tokio::time::timeout(deadline, schema.execute_batch(batch)),
    );
    let outcome = if public_read { kernel::db::public_read(execution).await } else { execution.await };
    match outcome {
        Ok(response) => {
            let retry_after = retry_after(&response);
            let mut answer = GraphQLResponse::from(response).into_response();
            if let Some(seconds) = retry_after {
                answer.headers_mut().insert(header::RETRY_AFTER, seconds.into());
            }
            answer
        }
        // Dropping the execution rolls back any transaction it had open.
        Err(_) => Refusal::new(StatusCode::SERVICE_UNAVAILABLE, "TIMEOUT", "common.request_timeout")
            .arg("seconds", deadline.as_secs())
            .into_response(locale),
    }
}

/// Reads the body as JSON (256 KB) or multipart (12 MB); anything else is refused unread.
async fn read_batch(ctx: &AppContext, headers: &HeaderMap, body: Body) -> Result<BatchRequest, Refusal> {
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let mime = content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    let malformed = || Refusal::new(StatusCode::BAD_REQUEST, "BAD_REQUEST", "common.malformed_graphql");
    let too_large = || Refusal::new(StatusCode::PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE", "common.payload_too_large");
    match mime.as_str() {
        "application/json" | "application/graphql-response+json" => {
            let bytes = axum::body::to_bytes(body, MAX_FORM_BYTES).await.map_err(|_| too_large())?;
            serde_json::from_slice::<BatchRequest>(&bytes).map_err(|_| malformed())
        }
        "multipart/form-data" => {
            let bytes = axum::body::to_bytes(body, MAX_BODY_BYTES).await.map_err(|_| too_large())?;
            let options =
                MultipartOptions::default().max_file_size(ctx.media.max_image_bytes()).max_num_files(MAX_UPLOADS);
            receive_batch_body(Some(content_type), futures::io::Cursor::new(bytes), options).await.map_err(|err| {
                match err {
                    ParseRequestError::PayloadTooLarge => too_large(),
                    _ => malformed(),
                }
            })
        }
        _ => Err(Refusal::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "UNSUPPORTED_MEDIA_TYPE",
            "common.graphql_content_type",
        )),
    }
}

/// The longest wait any limit hit inside the request asked for (its errors' `retryAfter`).
fn retry_after(response: &async_graphql::BatchResponse) -> Option<u64> {
    let responses: Vec<&async_graphql::Response> = match response {
        async_graphql::BatchResponse::Single(one) => vec![one],
        async_graphql::BatchResponse::Batch(many) => many.iter().collect(),
    };
    responses
        .iter()
        .flat_map(|r| &r.errors)
        .filter_map(|e| match e.extensions.as_ref()?.get("retryAfter")? {
            async_graphql::Value::Number(n) => n.as_u64(),
            _ => None,
        })
        .max()
}

/// Parses each document once (async-graphql reuses it) and refuses one whose expansion is too big
/// or that costs too much ([`kernel::graphql::check_request`], which the websocket runs too), then
/// the batch when its documents together cost more than `MALL_GRAPHQL_MAX_COST`.
fn check_documents(ctx: &AppContext, batch: &mut BatchRequest) -> Result<(), Refusal> {
    let refused = |refusal: RequestRefusal| {
        let status = StatusCode::from_u16(refusal.status).unwrap_or(StatusCode::BAD_REQUEST);
        Refusal::new(status, refusal.code, refusal.key).arg("max", refusal.max).arg("cost", refusal.cost)
    };
    let mut cost = 0u64;
    for request in batch.iter_mut() {
        cost = cost.saturating_add(check_request(&ctx.config, request).map_err(refused)?);
    }
    if cost > ctx.config.graphql_max_cost {
        return Err(refused(RequestRefusal::too_costly(cost, ctx.config.graphql_max_cost)));
    }
    Ok(())
}

/// A request refused before execution: one GraphQL error with `code` and `status` extensions.
struct Refusal {
    status: StatusCode,
    code: &'static str,
    key: &'static str,
    args: Vec<(&'static str, String)>,
}

impl Refusal {
    fn new(status: StatusCode, code: &'static str, key: &'static str) -> Refusal {
        Refusal { status, code, key, args: Vec::new() }
    }

    fn arg(mut self, name: &'static str, value: impl ToString) -> Refusal {
        self.args.push((name, value.to_string()));
        self
    }

    fn into_response(self, locale: Locale) -> Response {
        let message = locale.text(self.key, &self.args);
        let body = serde_json::json!({
            "errors": [{ "message": message, "extensions": { "code": self.code, "status": self.status.as_u16() } }]
        });
        (self.status, Json(body)).into_response()
    }
}

/// GraphiQL, built from npm by the web app (`frontend/graphiql.html`), so nothing loads from a CDN.
pub async fn graphiql(State(ctx): State<AppContext>) -> Response {
    match tokio::fs::read_to_string(ctx.config.web_dir.join("graphiql.html")).await {
        Ok(page) => Html(page).into_response(),
        Err(_) => Html(
            "<!doctype html><title>GraphiQL</title><p>GraphiQL is part of the web app build: run \
             <code>just run</code> (or <code>npm run build</code> in <code>frontend/</code>). \
             The endpoint itself works: POST GraphQL queries to this URL.</p>",
        )
        .into_response(),
    }
}
