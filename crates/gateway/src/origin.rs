//! Where a request comes from, for the abuse limits (`kernel::ratelimit::ActionLimiter`): the
//! request runs with its client's address in scope, so the services count actions per address
//! too; and an upload from an account or address refused lately is answered 429 before its body
//! is read, so a flood of megabyte photos costs the shop a header each, not a body each.

use axum::{
    extract::{ConnectInfo, Request, State},
    http::header,
    middleware::Next,
    response::Response,
};
use kernel::{auth, ratelimit::Action, rest::ClientIp, AppContext, Locale};

pub async fn from_client_address(State(ctx): State<AppContext>, request: Request, next: Next) -> Response {
    let peer = request.extensions().get::<ConnectInfo<std::net::SocketAddr>>().map(|c| c.0.ip());
    let ClientIp(ip) = ClientIp::from_parts(request.headers(), peer, &ctx.config);
    let uploading = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if uploading {
        let user_id = auth::bearer_token(request.headers()).and_then(|token| ctx.tokens.signed_user_id(&token));
        if let Some(err) = ctx.action_limiter.refusing(Action::Upload, user_id, ip) {
            let graphql = request.uri().path() == "/graphql";
            return crate::idempotency::refusal(&err, Locale::from_headers(request.headers()), graphql);
        }
    }
    kernel::ratelimit::from_address(ip, next.run(request)).await
}
