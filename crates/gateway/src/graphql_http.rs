//! `/graphql`: POST runs queries and mutations (JSON, batches, multipart uploads); GET shows GraphiQL.

use async_graphql::BatchRequest;
use async_graphql_axum::{GraphQLBatchRequest, GraphQLResponse};
use axum::{
    extract::State,
    http::HeaderMap,
    response::{Html, IntoResponse, Response},
    Extension, Json,
};
use kernel::{
    auth::bearer_token,
    graphql::{BearerToken, UserCache},
    rest::ClientIp,
    AppContext, Locale,
};

use crate::schema::AppSchema;

pub async fn execute(
    State(ctx): State<AppContext>,
    Extension(schema): Extension<AppSchema>,
    headers: HeaderMap,
    client_ip: ClientIp,
    request: GraphQLBatchRequest,
) -> Response {
    let locale = Locale::from_headers(&headers);
    let batch = request.into_inner();
    let max = ctx.config.graphql_max_batch;
    if let BatchRequest::Batch(requests) = &batch {
        if requests.len() > max {
            let message = locale.text("common.too_many_operations", &[("max", max.to_string())]);
            let body = serde_json::json!({
                "errors": [{ "message": message, "extensions": { "code": "TOO_MANY_OPERATIONS", "status": 400 } }]
            });
            return (axum::http::StatusCode::BAD_REQUEST, Json(body)).into_response();
        }
    }
    let batch = batch.data(locale).data(BearerToken(bearer_token(&headers))).data(client_ip).data(UserCache::default());
    GraphQLResponse::from(schema.execute_batch(batch).await).into_response()
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
