//! `/graphql/ws`: GraphQL subscriptions over a websocket (the graphql-transport-ws protocol, and
//! the older graphql-ws one). GET `/graphql` stays GraphiQL.
//!
//! The bearer token comes in `connection_init` (`{"authorization": "Bearer ..."}`, optionally
//! `"locale": "mm"`; GraphiQL's `{"Authorization": ..., "X-localization": ...}` works too), is checked there, and the connection's subscriptions end when it expires. A
//! connection without a valid token is closed (code 1002, graphql-ws does not retry it) with the reason in the caller's language.
//! Browsers do not attach the token themselves, so another site opening this socket gets nothing.

use async_graphql::{http::ALL_WEBSOCKET_PROTOCOLS, Data};
use async_graphql_axum::{GraphQLProtocol, GraphQLWebSocket};
use axum::{
    extract::{State, WebSocketUpgrade},
    http::HeaderMap,
    response::Response,
    Extension,
};
use kernel::{
    auth::authenticate,
    graphql::{BearerToken, SessionExpiry, UserCache},
    AppContext, Locale,
};

use crate::schema::AppSchema;

pub async fn subscribe(
    State(ctx): State<AppContext>,
    Extension(schema): Extension<AppSchema>,
    protocol: GraphQLProtocol,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let header_locale = Locale::from_headers(&headers);
    upgrade.protocols(ALL_WEBSOCKET_PROTOCOLS).on_upgrade(move |socket| {
        GraphQLWebSocket::new(socket, schema, protocol)
            .on_connection_init(move |payload| connection_init(ctx, payload, header_locale))
            .serve()
    })
}

/// Signs the connection in: its language, token, cached user and expiry become the data of every
/// subscription it starts.
async fn connection_init(
    ctx: AppContext,
    payload: serde_json::Value,
    header_locale: Locale,
) -> async_graphql::Result<Data> {
    // GraphiQL sends its headers editor as the payload, so the header names are read too.
    let locale = match ["locale", "X-localization", "x-localization"].iter().find_map(|key| payload.get(*key)?.as_str())
    {
        Some(code) => Locale::from_code(Some(code)),
        None => header_locale,
    };
    let unauthenticated = || async_graphql::Error::new(close_reason(locale.text("notify.ws_unauthenticated", &[])));
    let token = ["authorization", "Authorization", "token"]
        .iter()
        .find_map(|key| payload.get(*key)?.as_str())
        .map(|value| value.trim().trim_start_matches("Bearer ").trim_start_matches("bearer ").trim().to_owned())
        .filter(|token| !token.is_empty())
        .ok_or_else(unauthenticated)?;
    authenticate(&ctx, &token).await.map_err(|_| unauthenticated())?;
    let expiry = ctx.tokens.expires_at(&token).map_err(|_| unauthenticated())?;
    let mut data = Data::default();
    data.insert(locale);
    data.insert(BearerToken(Some(token)));
    data.insert(UserCache::default());
    data.insert(SessionExpiry(expiry));
    Ok(data)
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
