//! What the gateway guarantees around the domains: limits, headers, schema and API documents,
//! reference data, health, admin creation.

use crate::support::{spawn_app, spawn_app_with, PASSWORD};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn tests_run_on_the_database_they_were_asked_for() {
    let app = spawn_app().await;
    let expected = if std::env::var("MALL_TEST_POSTGRES_URL").is_ok_and(|u| !u.is_empty()) {
        sea_orm::DatabaseBackend::Postgres
    } else {
        sea_orm::DatabaseBackend::Sqlite
    };
    assert_eq!(app.ctx.db.backend(), expected);
}

#[test]
fn schema_graphql_matches_the_code() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../schema.graphql")).unwrap();
    assert!(committed == gateway::schema::sdl(), "schema.graphql is out of date: run `./just schema`");
}

#[test]
fn openapi_json_matches_the_code() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.json")).unwrap();
    let committed: serde_json::Value = serde_json::from_str(&committed).expect("openapi.json is JSON");
    let current = serde_json::to_value(gateway::api_docs::openapi()).unwrap();
    assert!(committed == current, "openapi.json is out of date: run `./just schema`");
}

/// The state enums read the strings already stored (there was no data migration), so every value is
/// pinned here; a value the code does not know is an error, never a default.
#[test]
fn stored_state_values_are_the_existing_strings() {
    use sea_orm::{ActiveEnum, Iterable};

    fn values<E: ActiveEnum<Value = String> + Iterable>() -> String {
        E::iter().map(|v| v.to_value()).collect::<Vec<_>>().join(",")
    }
    assert_eq!(values::<orders::model::OrderStatus>(), "pending,approved,cancelled");
    assert_eq!(values::<orders::model::ShipState>(), "none,to_ship,shipping,received,credited,returned,refunded");
    assert_eq!(values::<payments::model::PaymentMethodKind>(), "transfer,cash_on_delivery");
    assert_eq!(values::<payments::model::RefundStatus>(), "due,refunded");
    assert_eq!(values::<orders::model::ReturnStatus>(), "requested,approved,rejected");
    assert_eq!(
        values::<orders::model::ReturnReason>(),
        "damaged,wrong_item,not_as_described,does_not_fit,changed_mind,other"
    );
    assert_eq!(values::<payments::model::PaymentKind>(), "order,shipping_fee,ticket_transfer,sign_in_recovery");
    assert_eq!(values::<orders::model::ItemKind>(), "product,prize,gift");
    assert_eq!(values::<shipping::model::ShippingStatus>(), "pending,approved,received,rejected");
    assert_eq!(values::<luckydraw::model::PurchaseStatus>(), "paid,pending,approved,rejected,expired");
    assert_eq!(values::<luckydraw::model::DrawStatus>(), "open,closed,drawn,cancelled");
    assert_eq!(values::<luckydraw::model::TicketStatus>(), "sold,pending");
    assert_eq!(values::<catalog::model::ProductType>(), "product,token-product,referral-gift,prize");
    assert_eq!(values::<kernel::auth::Role>(), "customer,admin,payment_checker,shipper,catalog_editor,support");
    assert!(orders::model::OrderStatus::try_from_value(&"on_hold".to_owned()).is_err());
    assert!(luckydraw::model::DrawStatus::try_from_value(&"paused".to_owned()).is_err());
}

#[test]
fn every_public_graphql_field_is_documented() {
    use async_graphql::parser::types::{TypeKind, TypeSystemDefinition};

    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../schema.graphql")).unwrap();
    let document = async_graphql::parser::parse_schema(&committed).expect("schema.graphql parses");
    let mut missing = Vec::new();
    for definition in &document.definitions {
        let TypeSystemDefinition::Type(ty) = definition else { continue };
        let type_name = ty.node.name.node.as_str();
        if type_name.starts_with("__") {
            continue;
        }
        // (member name, has a description) of every field, input field or enum value.
        let members: Vec<(&str, bool)> = match &ty.node.kind {
            TypeKind::Object(object) => {
                object.fields.iter().map(|f| (f.node.name.node.as_str(), f.node.description.is_some())).collect()
            }
            TypeKind::Interface(interface) => {
                interface.fields.iter().map(|f| (f.node.name.node.as_str(), f.node.description.is_some())).collect()
            }
            TypeKind::InputObject(input) => {
                input.fields.iter().map(|f| (f.node.name.node.as_str(), f.node.description.is_some())).collect()
            }
            TypeKind::Enum(enumeration) => {
                enumeration.values.iter().map(|v| (v.node.value.node.as_str(), v.node.description.is_some())).collect()
            }
            TypeKind::Scalar | TypeKind::Union(_) => Vec::new(),
        };
        missing
            .extend(members.into_iter().filter(|(_, documented)| !documented).map(|(m, _)| format!("{type_name}.{m}")));
    }
    assert!(
        missing.is_empty(),
        "{} GraphQL fields and enum values have no description: add a `///` doc comment on the Rust field, \
         variant or resolver, then run `just schema`:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[tokio::test]
async fn the_openapi_document_lists_every_rest_path() {
    let app = spawn_app().await;
    let (status, doc) = app.get("api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    for (path, method) in [
        ("/api/user/register", "post"),
        ("/api/user/login", "post"),
        ("/api/user/create-profile", "post"),
        ("/api/user/update-password", "patch"),
        ("/api/user/profile", "get"),
        ("/api/user/update-profile", "put"),
        ("/api/user/update-shipping", "put"),
        ("/api/user/upload-profile-image", "post"),
        ("/api/auth/password-reset/request", "post"),
        ("/api/auth/password-reset/confirm", "post"),
        ("/api/regions", "get"),
        ("/api/regions/{regionid}/townships", "get"),
        ("/api/categories", "get"),
        ("/api/categories/{categoryid}/products", "get"),
        ("/api/products", "get"),
        ("/api/products/{productSlug}", "get"),
        ("/api/products/ticket", "get"),
        ("/api/products/token", "get"),
        ("/api/products/referral", "get"),
        ("/api/settings", "get"),
        ("/api/sliders", "get"),
        ("/api/promotion", "get"),
        ("/api/onboarding", "get"),
        ("/api/payments", "get"),
        ("/api/payments/{paymentID}", "get"),
        ("/api/user/cart/add", "post"),
        ("/api/user/cart", "get"),
        ("/api/user/cart/update", "put"),
        ("/api/user/cart/remove", "delete"),
        ("/api/user/cart/remove-all", "delete"),
        ("/api/user/checkout", "post"),
        ("/api/user/buynow", "post"),
        ("/api/user/orders", "get"),
        ("/api/user/order-history", "get"),
        ("/api/user/orders/{id}", "get"),
        ("/api/payment-screenshots/{id}", "get"),
        ("/api/user/calculate-shipping-price", "post"),
        ("/api/user/shipping-orders", "post"),
        ("/api/user/shipping-orders", "get"),
        ("/api/user/shipping-orders/{id}", "get"),
        ("/api/user/shipping-orders/received", "put"),
        ("/api/user/luckydraw/buy-ticket", "post"),
    ] {
        assert!(doc["paths"][path][method].is_object(), "{method} {path} missing from the OpenAPI document");
    }
    assert!(doc["components"]["securitySchemes"]["bearer"].is_object());
    let page = app.client.get(app.url("api/docs/")).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains("swagger"), "the browsable page is Swagger UI");
}

#[tokio::test]
async fn sign_in_is_limited_per_phone() {
    let app = spawn_app_with(|config| config.signin_per_phone_per_minute = 3).await;
    app.register("Aye", "09791234567").await;
    for _ in 0..3 {
        assert_eq!(app.login("09791234567", "wrong-password").await.0, StatusCode::UNPROCESSABLE_ENTITY);
    }
    // Even the right password waits now, and writing the number differently does not help.
    let (status, body) = app.login("+959791234567", PASSWORD).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(body["message"].as_str().unwrap().starts_with("Too many sign-in attempts. Please try again in "), "{body}");
    // Another phone from the same address is not affected.
    app.register("Bo", "09791234568").await;
    assert_eq!(app.login("09791234568", PASSWORD).await.0, StatusCode::OK);
}

#[tokio::test]
async fn sign_in_is_limited_per_client_address_even_inside_one_graphql_request() {
    let app = spawn_app_with(|config| config.signin_per_ip_per_minute = 4).await;
    let attempts: String = (0..10)
        .map(|i| format!("a{i}: login(input: {{phone: \"097912345{i:02}\", password: \"secret123\"}}) {{ token }}\n"))
        .collect();
    let answer = app.graphql(&format!("mutation {{ {attempts} }}"), json!({}), None, "en").await;
    let errors = answer["errors"].as_array().expect("errors");
    let limited = errors.iter().filter(|e| e["extensions"]["status"] == 429).count();
    assert_eq!(limited, 6, "4 attempts allowed, the other 6 refused: {answer}");
    let (status, body) = app.login("09791234567", PASSWORD).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
}

#[tokio::test]
async fn graphql_refuses_too_many_aliases_batches_and_deep_queries() {
    let app = spawn_app().await;
    let aliases: String = (0..16).map(|i| format!("r{i}: regions {{ id }} ")).collect();
    let answer = app.graphql(&format!("{{ {aliases} }}"), json!({}), None, "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "TOO_MANY_ALIASES", "{answer}");
    assert!(answer["data"].is_null());

    let batch: Vec<_> = (0..6).map(|_| json!({"query": "{ regions { id } }"})).collect();
    let response = app.client.post(app.url("graphql")).json(&batch).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["errors"][0]["extensions"]["code"], "TOO_MANY_OPERATIONS");

    let small_batch: Vec<_> = (0..2).map(|_| json!({"query": "{ regions { id } }"})).collect();
    let response = app.client.post(app.url("graphql")).json(&small_batch).send().await.unwrap();
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body.as_array().map(Vec::len), Some(2));

    let deep = format!(
        "{{ __schema {{ types {{ fields {{ type {{ {} name {} }} }} }} }} }}",
        "ofType { ".repeat(20),
        "} ".repeat(20)
    );
    let answer = app.graphql(&deep, json!({}), None, "en").await;
    assert!(answer["errors"][0]["message"].as_str().unwrap().contains("nested too deep"), "{answer}");
}

#[tokio::test]
async fn graphiqls_introspection_query_is_within_the_limits() {
    let app = spawn_app().await;
    let introspection = include_str!("introspection.graphql");
    let answer = app.graphql(introspection, json!({}), None, "en").await;
    assert!(answer["errors"].is_null(), "{answer}");
    assert!(answer["data"]["__schema"]["types"].as_array().unwrap().len() > 10);
}

#[tokio::test]
async fn every_answer_carries_security_headers_and_a_request_id() {
    let app = spawn_app().await;
    let response = app.client.get(app.url("healthz")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert!(headers["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
    assert_eq!(headers["x-request-id"].to_str().unwrap().len(), 36);
    assert_eq!(response.json::<serde_json::Value>().await.unwrap(), json!({"status": "ok"}));

    // A request id sent by a proxy is kept.
    let response = app.client.get(app.url("healthz")).header("x-request-id", "edge-123").send().await.unwrap();
    assert_eq!(response.headers()["x-request-id"], "edge-123");
}

#[tokio::test]
async fn cors_allows_only_configured_origins() {
    let app = spawn_app_with(|config| config.cors_origins = vec!["https://shop.example".into()]).await;
    let preflight = |origin: &'static str| {
        app.client
            .request(reqwest::Method::OPTIONS, app.url("api/user/login"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .send()
    };
    let allowed = preflight("https://shop.example").await.unwrap();
    assert_eq!(allowed.headers()["access-control-allow-origin"], "https://shop.example");
    let refused = preflight("https://evil.example").await.unwrap();
    assert!(refused.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn unknown_api_paths_and_methods_answer_the_envelope() {
    let app = spawn_app().await;
    let (status, body) = app.get("api/no/such/path", None).await;
    assert_eq!((status, body["status_code"].as_i64()), (StatusCode::NOT_FOUND, Some(404)));
    let (status, body) = app.get("api/user/login", None).await;
    assert_eq!((status.as_u16(), body["status_code"].as_i64()), (405, Some(405)));
}

#[tokio::test]
async fn every_region_of_myanmar_is_there_with_its_townships() {
    let app = spawn_app().await;
    let (status, body) = app.get("api/regions", None).await;
    assert_eq!(status, StatusCode::OK);
    let regions = body["data"].as_array().unwrap();
    assert_eq!(regions.len(), 15);
    assert_eq!(regions[0]["name"], "Yangon", "the client's default comes first");
    for name in ["Mandalay", "Nay Pyi Taw", "Shan", "Bago", "Kachin", "Rakhine", "Ayeyarwady", "Tanintharyi"] {
        assert!(regions.iter().any(|r| r["name"] == name), "{name}");
    }
    let yangon = regions[0]["id"].as_i64().unwrap();
    let (_, townships) = app.get(&format!("api/regions/{yangon}/townships"), None).await;
    let townships = townships["data"].as_array().unwrap();
    assert_eq!(townships.len(), 47);
    assert!(townships.iter().any(|t| t["name"] == "Kamaryut"));

    let (_, in_burmese) = app.get_in(&format!("api/regions/{yangon}/townships"), None, "mm").await;
    assert!(in_burmese["data"].as_array().unwrap().iter().any(|t| t["name"] == "ကမာရွတ်"));
    // Chinese falls back to English where a township has no Chinese name.
    let (_, in_chinese) = app.get_in(&format!("api/regions/{yangon}/townships"), None, "ch").await;
    let names: Vec<&str> = in_chinese["data"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert!(names.contains(&"甘马育") && names.contains(&"Ahlone"), "{names:?}");

    for unknown in ["9999", "abc"] {
        let (status, body) = app.get(&format!("api/regions/{unknown}/townships"), None).await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("The region does not exist.")));
    }
}

#[tokio::test]
async fn the_cli_creates_an_admin_who_can_sign_in() {
    let app = spawn_app().await;
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_mall"))
        .args(["admin", "create", "--phone", "09791230000", "--password", "admin-pass"])
        .env("MALL_DATA_DIR", &app.data_dir)
        .env("DATABASE_URL", app.ctx.config.database_url())
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let (status, body) = app.login("09791230000", "admin-pass").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["user"]["role"], "admin");

    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_mall"))
        .args(["admin", "create", "--phone", "123", "--password", "admin-pass"])
        .env("MALL_DATA_DIR", &app.data_dir)
        .env("DATABASE_URL", app.ctx.config.database_url())
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("Myanmar mobile number"));
}
