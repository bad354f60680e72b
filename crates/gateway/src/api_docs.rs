//! The REST compatibility layer's routes and their OpenAPI document (`/api/openapi.json`,
//! browsable at `/api/docs`).

use kernel::AppContext;
use serde_json::json;
use utoipa::{
    openapi::{
        path::{Operation, ParameterIn},
        security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
        RefOr, Required, Response, Schema,
    },
    Modify, OpenApi,
};
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::SwaggerUi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Lucky Mall REST API",
        description = "The compatibility layer of Lucky Mall: the paths the mobile web client calls, answering \
            `{status_code, message, data}`. `status_code` equals the HTTP status. Errors answer the same envelope with `data: null`: \
            400 for a body, query or path that cannot be read, 401 `Unauthenticated.` on protected paths, 404 for an \
            unknown id or slug, 413 for a body over the size limit, 422 for invalid fields (the first message in \
            `message`, every field's messages in `errors`), 429 with `Retry-After` (seconds) on the rate-limited \
            paths (sign-up, sign-in, password reset, check-ins, reviews, uploads and ticket purchases). Every \
            operation lists the errors it can answer. Send `Authorization: Bearer {token}` on \
            protected paths and `X-localization: en|mm|ch` for the language of names and messages. Send \
            `Idempotency-Key: {uuid}` on paying and claiming requests (any signed-in write takes one): a retry \
            with the same key is answered from the first run and never pays or claims twice (409 while the \
            first still runs). The same operations exist in GraphQL at `/graphql`."
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

/// The error answers every operation shares, added in one place from what the operation takes:
/// 400 when it reads a body, query or path; 401 when it needs a bearer token; 404 when its path
/// names a row; 413 and 422 when it takes a body; 429 and 503 for uploads; the `Retry-After`
/// header on every 429. A response an operation declares with its own description keeps it.
struct ErrorResponses;

/// A shared response in `components.responses` and when an operation answers it.
struct SharedError {
    status: &'static str,
    name: &'static str,
    applies: fn(&OperationShape) -> bool,
}

/// What an operation takes, which decides the errors it can answer.
struct OperationShape {
    secured: bool,
    /// POST, PUT, PATCH or DELETE: takes an `Idempotency-Key` when signed in.
    writes: bool,
    body: bool,
    multipart: bool,
    path_params: bool,
    query_params: bool,
}

const SHARED_ERRORS: &[SharedError] = &[
    SharedError { status: "400", name: "BadRequest", applies: |op| op.body || op.path_params || op.query_params },
    SharedError { status: "401", name: "Unauthenticated", applies: |op| op.secured },
    SharedError { status: "404", name: "NotFound", applies: |op| op.path_params },
    SharedError { status: "413", name: "PayloadTooLarge", applies: |op| op.body },
    // A signed-in write's `Idempotency-Key` may be malformed or reused for another request (422)
    // or belong to a run still going or applied without its answer (409).
    SharedError { status: "422", name: "ValidationFailed", applies: |op| op.body || (op.secured && op.writes) },
    SharedError { status: "409", name: "IdempotencyConflict", applies: |op| op.secured && op.writes },
    SharedError { status: "503", name: "Unavailable", applies: |op| op.multipart },
    // Uploads are counted per account and per address (payment screenshots, avatars, review
    // images); other rate-limited operations declare their 429 themselves.
    SharedError { status: "429", name: "TooManyRequests", applies: |op| op.multipart },
];

fn shared_schemas() -> Vec<(&'static str, serde_json::Value)> {
    vec![
        (
            "ErrorEnvelope",
            json!({
                "type": "object",
                "description": "The body of every error answer: `status_code` equals the HTTP status, `message` is \
                    in the `X-localization` language, `data` is null.",
                "required": ["status_code", "message", "data"],
                "properties": {
                    "status_code": {"type": "integer", "format": "int32", "minimum": 400, "maximum": 599},
                    "message": {"type": "string"},
                    "data": {"type": "null"},
                    "errors": {"$ref": "#/components/schemas/FieldErrors"}
                }
            }),
        ),
        (
            "FieldErrors",
            json!({
                "type": "object",
                "description": "Every invalid field with its messages, in the order the fields were checked.",
                "additionalProperties": {"type": "array", "items": {"type": "string"}}
            }),
        ),
        (
            "ValidationErrorEnvelope",
            json!({
                "type": "object",
                "description": "A 422: `message` is the first invalid field's message, `errors` lists every field's.",
                "required": ["status_code", "message", "data", "errors"],
                "properties": {
                    "status_code": {"type": "integer", "format": "int32", "enum": [422]},
                    "message": {"type": "string"},
                    "data": {"type": "null"},
                    "errors": {"$ref": "#/components/schemas/FieldErrors"}
                }
            }),
        ),
        (
            "UnauthenticatedEnvelope",
            json!({
                "type": "object",
                "description": "A 401: the message is `Unauthenticated.` in every language (clients match it to sign out).",
                "required": ["status_code", "message", "data"],
                "properties": {
                    "status_code": {"type": "integer", "format": "int32", "enum": [401]},
                    "message": {"type": "string", "enum": ["Unauthenticated."]},
                    "data": {"type": "null"}
                }
            }),
        ),
    ]
}

fn error_body(schema: &str) -> serde_json::Value {
    json!({"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}})
}

fn retry_after() -> serde_json::Value {
    json!({"Retry-After": {
        "description": "Seconds to wait before trying again.",
        "required": true,
        "schema": {"type": "integer", "format": "int64", "minimum": 0}
    }})
}

fn shared_responses() -> Vec<(&'static str, serde_json::Value)> {
    vec![
        (
            "BadRequest",
            json!({
                "description": "The request cannot be read: a body that is not JSON, a form or multipart as the operation \
                    expects, or a query or path value of the wrong type (a text where a number goes, a number out of range).",
                "content": error_body("ErrorEnvelope")
            }),
        ),
        (
            "Unauthenticated",
            json!({
                "description": "No bearer token, or one that is invalid, expired or revoked (signed out everywhere, \
                    password changed, account blocked). The message is always `Unauthenticated.`.",
                "content": error_body("UnauthenticatedEnvelope")
            }),
        ),
        (
            "NotFound",
            json!({
                "description": "Nothing has this id or slug (for the caller: another shopper's rows are not found either).",
                "content": error_body("ErrorEnvelope")
            }),
        ),
        (
            "PayloadTooLarge",
            json!({
                "description": "The body is over the limit: 256 KB for JSON and forms, 12 MB for multipart uploads, each \
                    image at most `MALL_MAX_IMAGE_BYTES` (5 MB by default).",
                "content": error_body("ErrorEnvelope")
            }),
        ),
        (
            "ValidationFailed",
            json!({
                "description": "A field is missing or invalid, or breaks a rule of the shop (an unknown id, not enough \
                    tokens, out of stock...): `message` is the first message, `errors` has every field's.",
                "content": error_body("ValidationErrorEnvelope")
            }),
        ),
        (
            "TooManyRequests",
            json!({
                "description": "A rate limit was hit; `Retry-After` says how many seconds to wait.",
                "headers": retry_after(),
                "content": error_body("ErrorEnvelope")
            }),
        ),
        (
            "IdempotencyConflict",
            json!({
                "description": "The `Idempotency-Key` belongs to a request still running (wait a moment and send it \
                    again) or to one whose work went through but whose answer was lost with its server (check the \
                    orders before trying again with a new key). Nothing ran twice.",
                "content": error_body("ErrorEnvelope")
            }),
        ),
        (
            "Unavailable",
            json!({
                "description": "The upload store did not answer; nothing was saved. Try again shortly.",
                "content": error_body("ErrorEnvelope")
            }),
        ),
    ]
}

/// The optional `Idempotency-Key` of a signed-in write (`gateway::idempotency`).
fn idempotency_key_parameter() -> utoipa::openapi::path::Parameter {
    serde_json::from_value(json!({
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A key of your own (a UUID) for this request. Sent again with the same key (a retry after a \
            lost answer), the request is answered from its first run, status and body, with \
            `Idempotent-Replayed: true`, and never runs twice. Send it on paying and claiming requests.",
        "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[!-~]+$"}
    }))
    .expect("a valid parameter")
}

fn response_ref(name: &str) -> RefOr<Response> {
    RefOr::Ref(utoipa::openapi::Ref::from_response_name(name))
}

fn shape(op: &Operation, writes: bool) -> OperationShape {
    let params = op.parameters.as_deref().unwrap_or_default();
    let multipart = op.request_body.as_ref().is_some_and(|body| body.content.contains_key("multipart/form-data"));
    OperationShape {
        secured: op.security.as_ref().is_some_and(|s| !s.is_empty()),
        writes,
        body: op.request_body.is_some(),
        multipart,
        path_params: params.iter().any(|p| matches!(p.parameter_in, ParameterIn::Path)),
        query_params: params.iter().any(|p| matches!(p.parameter_in, ParameterIn::Query)),
    }
}

/// The error's shared response, or the operation's own description with the shared body and headers.
fn add_error(op: &mut Operation, status: &str, name: &str, shared: &serde_json::Value) {
    let own = match op.responses.responses.get(status) {
        Some(RefOr::T(response)) if !response.description.is_empty() => response.description.clone(),
        Some(RefOr::Ref(_)) => return,
        _ => {
            op.responses.responses.insert(status.to_owned(), response_ref(name));
            return;
        }
    };
    let mut response = shared.clone();
    response["description"] = own.into();
    let response: Response = serde_json::from_value(response).expect("a shared response is a valid response");
    op.responses.responses.insert(status.to_owned(), RefOr::T(response));
}

/// The component name of the operation's multipart form, if it takes one.
fn multipart_form(op: &Operation) -> Option<String> {
    let content = op.request_body.as_ref()?.content.get("multipart/form-data")?;
    match content.schema.as_ref()? {
        RefOr::Ref(reference) => reference.ref_location.rsplit('/').next().map(str::to_owned),
        RefOr::T(_) => None,
    }
}

/// A JSON body may also come as a form, and an empty one reads as `{}` (then the missing fields are
/// a 422), so it is not required; a successful answer without its own description gets one.
fn describe_body_and_success(op: &mut Operation) {
    if let Some(body) = op.request_body.as_mut().filter(|b| b.content.contains_key("application/json")) {
        body.required = Some(Required::False);
        body.description.get_or_insert_with(|| {
            "JSON, or the same fields as an `application/x-www-form-urlencoded` form; an empty body reads \
             as `{}`."
                .to_owned()
        });
    }
    if let Some(RefOr::T(ok)) = op.responses.responses.get_mut("200") {
        if ok.description.is_empty() {
            ok.description = "Done: the envelope, with the answer in `data`.".to_owned();
        }
    }
}

impl Modify for ErrorResponses {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        for (name, schema) in shared_schemas() {
            let schema: Schema = serde_json::from_value(schema).expect("a shared schema is a valid schema");
            components.schemas.insert(name.to_owned(), RefOr::T(schema));
        }
        let responses = shared_responses();
        for (name, response) in &responses {
            let response: Response = serde_json::from_value(response.clone()).expect("a valid shared response");
            components.responses.insert((*name).to_owned(), RefOr::T(response));
        }
        let shared = |name: &str| &responses.iter().find(|(n, _)| *n == name).expect("a shared response").1;
        let mut multipart_forms = Vec::new();
        for item in openapi.paths.paths.values_mut() {
            let operations = [
                (&mut item.get, false),
                (&mut item.put, true),
                (&mut item.post, true),
                (&mut item.delete, true),
                (&mut item.patch, true),
                (&mut item.head, false),
                (&mut item.options, false),
                (&mut item.trace, false),
            ];
            for (op, writes) in operations.into_iter().filter_map(|(op, writes)| Some((op.as_mut()?, writes))) {
                describe_body_and_success(op);
                multipart_forms.extend(multipart_form(op));
                let shape = shape(op, writes);
                if shape.secured && shape.writes {
                    op.parameters.get_or_insert_with(Vec::new).push(idempotency_key_parameter());
                }
                for error in SHARED_ERRORS {
                    // An error an operation declares itself without a description gets the shared one.
                    if (error.applies)(&shape) || op.responses.responses.contains_key(error.status) {
                        add_error(op, error.status, error.name, shared(error.name));
                    }
                }
            }
        }
        // A multipart field's name is a MIME header parameter: control characters (but tab) make the
        // part unreadable (400). Other extra fields are ignored.
        let components = openapi.components.get_or_insert_with(Default::default);
        for name in multipart_forms {
            if let Some(RefOr::T(Schema::Object(form))) = components.schemas.get_mut(&name) {
                let names = json!({"type": "string", "pattern": "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$"});
                form.property_names = Some(Box::new(serde_json::from_value(names).expect("a valid schema")));
            }
        }
    }
}

/// Every domain's REST routes, collected with their documentation.
pub fn rest_router() -> OpenApiRouter<AppContext> {
    let mut router = routes_without_shared_errors();
    ErrorResponses.modify(router.get_openapi_mut());
    router
}

fn routes_without_shared_errors() -> OpenApiRouter<AppContext> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(accounts::rest::router())
        .merge(catalog::rest::router())
        .merge(catalog::spreadsheet_rest::router())
        .merge(reports::rest::router())
        .merge(content::rest::router())
        .merge(crate::settings::router())
        .merge(cart::rest::router())
        .merge(orders::rest::router())
        .merge(payments::rest::router())
        .merge(crate::payment_qr::router())
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
