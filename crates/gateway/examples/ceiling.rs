//! The ceiling the shop is measured against (`./just bench`): what this machine answers for the
//! same requests with no database and no business rules. A bare axum handler answers each REST
//! path with the bytes the shop answered for it, checking the bearer token where the shop would,
//! and an in-memory async-graphql schema answers the product list and search with the shop's own
//! cards, so the GraphQL cost (parsing, validation, execution, serialisation) is in the ceiling too.
//!
//! `ceiling <addr> <answers.json> <jwt-secret>`; `benches/ceiling.rs` writes the answers file from
//! the shop's own answers and starts this beside it.

use std::{collections::HashMap, sync::Arc};

use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema, SimpleObject};
use async_graphql_axum::{GraphQLRequest, GraphQLResponse};
use axum::{
    body::Bytes,
    extract::{Request, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::post,
    Extension, Router,
};
use serde::Deserialize;

/// What the shop answered, captured by the benchmark.
#[derive(Deserialize)]
struct Answers {
    /// Path with query -> the shop's JSON answer.
    rest: HashMap<String, serde_json::Value>,
    /// Paths that need a signed-in shopper.
    private: Vec<String>,
    /// Product cards by language (`en`, `mm`), in the shop's order.
    cards: HashMap<String, Vec<Card>>,
}

#[derive(Clone, Deserialize, SimpleObject)]
#[serde(rename_all = "camelCase")]
struct Card {
    id: i64,
    slug: String,
    name: String,
    category: String,
    feature_image: Option<String>,
    actual_price: i64,
}

#[derive(SimpleObject)]
#[graphql(name = "ProductPage")]
struct CardPage {
    data: Vec<Card>,
    meta: Meta,
}

#[derive(SimpleObject)]
#[graphql(name = "PageMeta")]
struct Meta {
    total: i64,
    per_page: i64,
    current_page: i64,
    last_page: i64,
}

struct Query;

#[Object]
impl Query {
    /// The shop's `products` query over the captured cards (search: a case-blind substring).
    async fn products(
        &self,
        ctx: &async_graphql::Context<'_>,
        search: Option<String>,
        page: Option<i64>,
        per_page: Option<i64>,
    ) -> CardPage {
        let cards = ctx.data_unchecked::<Arc<Vec<Card>>>();
        let needle = search.map(|s| s.to_lowercase());
        let found: Vec<&Card> = cards
            .iter()
            .filter(|card| needle.as_deref().is_none_or(|n| card.name.to_lowercase().contains(n)))
            .collect();
        let (page, per_page) = (page.unwrap_or(1).max(1), per_page.unwrap_or(10).clamp(1, 100));
        let total = found.len() as i64;
        let data = found.into_iter().skip(((page - 1) * per_page) as usize).take(per_page as usize).cloned().collect();
        CardPage {
            data,
            meta: Meta { total, per_page, current_page: page, last_page: (total + per_page - 1) / per_page },
        }
    }
}

type CeilingSchema = Schema<Query, EmptyMutation, EmptySubscription>;

struct Ceiling {
    rest: HashMap<String, Bytes>,
    private: Vec<String>,
    cards: HashMap<String, Arc<Vec<Card>>>,
    keys: jsonwebtoken::DecodingKey,
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, addr, answers, secret] = args.as_slice() else {
        eprintln!("usage: ceiling <addr> <answers.json> <jwt-secret>");
        std::process::exit(2);
    };
    let answers: Answers = serde_json::from_slice(&std::fs::read(answers).expect("answers file")).expect("answers");
    let ceiling = Arc::new(Ceiling {
        rest: answers.rest.into_iter().map(|(path, body)| (path, Bytes::from(body.to_string()))).collect(),
        private: answers.private,
        cards: answers.cards.into_iter().map(|(lang, cards)| (lang, Arc::new(cards))).collect(),
        keys: jsonwebtoken::DecodingKey::from_secret(secret.as_bytes()),
    });
    let schema: CeilingSchema = Schema::build(Query, EmptyMutation, EmptySubscription).finish();
    let app =
        Router::new().route("/graphql", post(graphql)).fallback(rest).layer(Extension(schema)).with_state(ceiling);
    let listener = tokio::net::TcpListener::bind(addr).await.expect("bind");
    axum::serve(listener, app).await.expect("serve");
}

async fn graphql(
    State(ceiling): State<Arc<Ceiling>>,
    Extension(schema): Extension<CeilingSchema>,
    headers: HeaderMap,
    request: GraphQLRequest,
) -> GraphQLResponse {
    let language = headers.get("x-localization").and_then(|v| v.to_str().ok()).unwrap_or("en");
    let cards = ceiling.cards.get(language).or_else(|| ceiling.cards.get("en")).cloned().unwrap_or_default();
    schema.execute(request.into_inner().data(cards)).await.into()
}

async fn rest(State(ceiling): State<Arc<Ceiling>>, request: Request) -> Response {
    let path = request.uri().path_and_query().map(|p| p.as_str()).unwrap_or("/");
    let Some(body) = ceiling.rest.get(path) else { return StatusCode::NOT_FOUND.into_response() };
    if ceiling.private.iter().any(|p| p == path) && !signed_in(&ceiling.keys, request.headers()) {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    ([(header::CONTENT_TYPE, "application/json")], body.clone()).into_response()
}

/// The shop checks the token's signature and expiry on every signed-in request; so does the ceiling.
fn signed_in(keys: &jsonwebtoken::DecodingKey, headers: &HeaderMap) -> bool {
    let Some(token) =
        headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "))
    else {
        return false;
    };
    let validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
    jsonwebtoken::decode::<serde_json::Value>(token, keys, &validation).is_ok()
}
