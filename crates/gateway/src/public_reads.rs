//! Anonymous public reads run on their own share of the database pool
//! (`MALL_DB_PUBLIC_READ_CONNECTIONS`, [`kernel::db::public_read`]).
//!
//! A read is public when it changes nothing (a REST `GET`/`HEAD`, a GraphQL request whose
//! operations are all queries) and carries no sign-in whose signature and expiry hold (checked
//! without the database: a revoked token still counts as signed in here, and is refused by the
//! handler as before). Such reads queue for at most `MALL_PUBLIC_READ_WAIT_MS` and are then
//! answered 503 `BUSY` with `Retry-After`, so a flood of anonymous reads never waits on, or takes,
//! the connections of signed-in shoppers, the draw runner and the push sender.

use async_graphql::{parser::types::OperationType, BatchRequest};
use axum::{
    extract::{Request, State},
    http::{HeaderMap, Method},
    middleware::Next,
    response::Response,
};
use kernel::{auth::bearer_token, AppContext};

/// Whether the request's sender is signed in, as far as can be told without the database.
pub fn signed_in(ctx: &AppContext, headers: &HeaderMap) -> bool {
    bearer_token(headers).is_some_and(|token| ctx.tokens.signed_user_id(&token).is_some())
}

/// Middleware: runs an anonymous REST `GET` (and the server-rendered pages) as a public read.
pub async fn rest(State(ctx): State<AppContext>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let reads_shop = path.starts_with("/api/") || path == "/" || path == "/product-detail";
    let is_read = matches!(*request.method(), Method::GET | Method::HEAD);
    if reads_shop && is_read && !signed_in(&ctx, request.headers()) {
        kernel::db::public_read(next.run(request)).await
    } else {
        next.run(request).await
    }
}

/// Whether every document of the batch holds only queries (no mutation, no subscription).
/// A document that does not parse counts as a query: async-graphql refuses it without the database.
pub fn only_queries(batch: &mut BatchRequest) -> bool {
    batch.iter_mut().all(|request| match request.parsed_query() {
        Ok(document) => document.operations.iter().all(|(_, op)| op.node.ty == OperationType::Query),
        Err(_) => true,
    })
}
