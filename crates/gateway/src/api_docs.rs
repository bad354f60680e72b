//! The REST compatibility layer's routes and their OpenAPI document (`/api/openapi.json`,
//! browsable at `/api/docs`).

use kernel::AppContext;
use utoipa::{
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
    Modify, OpenApi,
};
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::SwaggerUi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Lucky Mall REST API",
        description = "The compatibility layer of Lucky Mall: the paths the mobile web client calls, answering \
            `{status_code, message, data}`. `status_code` equals the HTTP status. Validation errors are 422 with the \
            first message in `message` and every message in `errors`. Send `Authorization: Bearer {token}` on \
            protected paths (an invalid or expired token answers 401 `Unauthenticated.`) and `X-localization: \
            en|mm|ch` for the language of names and messages. The same operations exist in GraphQL at `/graphql`."
    ),
    modifiers(&BearerAuth),
    tags(
        (name = "accounts", description = "Sign-up, sign-in, profile, shipping address, regions and townships"),
        (name = "catalog", description = "Categories, products, search and the product lists"),
        (name = "content", description = "Settings, sliders, promotion, onboarding and payment methods"),
        (name = "cart", description = "The signed-in shopper's cart"),
        (name = "orders", description = "Checkout, buy now, orders and the to-ship list"),
        (name = "shipping", description = "Shipping fees, shipping orders and receipt"),
        (name = "luckydraw", description = "Lucky-draw tickets and draws"),
        (name = "rewards", description = "Referral points and gifts, the daily sign-in and its recovery"),
        (name = "reviews", description = "App reviews with images and product ratings"),
        (name = "notifications", description = "The shopper's notifications (live over the GraphQL websocket \
            `/graphql/ws`) and the browsers they are pushed to"),
    )
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// Every domain's REST routes, collected with their documentation.
pub fn rest_router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(accounts::rest::router())
        .merge(catalog::rest::router())
        .merge(content::rest::router())
        .merge(cart::rest::router())
        .merge(orders::rest::router())
        .merge(payments::rest::router())
        .merge(shipping::rest::router())
        .merge(luckydraw::rest::router())
        .merge(rewards::rest::router())
        .merge(reviews::rest::router())
        .merge(notify::rest::router())
        .merge(notify::push::rest::router())
}

pub fn openapi() -> utoipa::openapi::OpenApi {
    rest_router().split_for_parts().1
}

pub fn swagger_ui(openapi: utoipa::openapi::OpenApi) -> SwaggerUi {
    SwaggerUi::new("/api/docs").url("/api/openapi.json", openapi)
}
