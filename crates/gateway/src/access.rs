//! Who may use each admin operation (issue 41): every crate's table of its admin GraphQL fields
//! and REST routes merged, checked before the operation runs (kernel::permissions).

use std::collections::HashMap;

use axum::{
    extract::{MatchedPath, Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};
use kernel::{
    auth::{authenticate, bearer_token},
    permissions::{self, merge_graphql, Permission, RestAccess},
    rest::render_pending_error,
    AppContext, Locale,
};

/// Every admin GraphQL field's permission.
pub fn graphql() -> HashMap<&'static str, Permission> {
    merge_graphql(&[
        accounts::graphql::ACCESS,
        catalog::graphql::ACCESS,
        content::graphql::ACCESS,
        payments::graphql::ACCESS,
        orders::graphql::ACCESS,
        vouchers::graphql::ACCESS,
        reports::graphql::ACCESS,
        webhooks::graphql::ACCESS,
        shipping::graphql::ACCESS,
        luckydraw::graphql::ACCESS,
        rewards::graphql::ACCESS,
        reviews::graphql::ACCESS,
        notify::graphql::ACCESS,
        crate::admin::ACCESS,
        crate::settings::ACCESS,
    ])
}

/// Every admin REST route's permission.
pub const REST: &[RestAccess] = &[catalog::spreadsheet_rest::ACCESS, reports::rest::ACCESS];

/// The permission a REST route needs (`method` upper case, `route` as registered), if it is an
/// admin route.
pub fn rest_permission(method: &str, route: &str) -> Option<Permission> {
    REST.iter().flat_map(|table| table.iter()).find(|(m, r, _)| *m == method && *r == route).map(|(_, _, p)| *p)
}

/// Middleware on the routes (`route_layer`): an admin REST route refuses a caller without its
/// permission (401 without a sign-in, 403 otherwise, in the caller's language) before its handler
/// reads anything.
pub async fn rest(State(ctx): State<AppContext>, request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map(|p| p.as_str().to_owned());
    let needed = route.and_then(|route| rest_permission(request.method().as_str(), &route));
    if let Some(permission) = needed {
        let user = match bearer_token(request.headers()) {
            Some(token) => authenticate(&ctx, &token).await.ok(),
            None => None,
        };
        if let Err(err) = permissions::check(user, permission) {
            return render_pending_error(err.into_response(), Locale::from_headers(request.headers()));
        }
    }
    next.run(request).await
}
