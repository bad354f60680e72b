//! What contract fuzzing (`scripts/fuzz.sh`, Schemathesis against `/api/openapi.json` and `/graphql`)
//! found, pinned: the document declares every error an operation can answer, and each server
//! defect the fuzzer found answers as the document says. Each test fails without its fix.

use crate::support::spawn_app;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// Follows a local `$ref` (`#/components/...`) to what it names.
fn resolve<'a>(doc: &'a Value, value: &'a Value) -> &'a Value {
    match value.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let pointer = reference.strip_prefix('#').expect("a local $ref");
            resolve(doc, doc.pointer(pointer).unwrap_or_else(|| panic!("{reference} is in the document")))
        }
        None => value,
    }
}

/// Every operation of the document: (`METHOD /path`, operation).
fn operations(doc: &Value) -> Vec<(String, &Value)> {
    let paths = doc["paths"].as_object().expect("paths");
    let mut found = Vec::new();
    for (path, item) in paths {
        for method in METHODS {
            if let Some(op) = item.get(method) {
                found.push((format!("{} {path}", method.to_uppercase()), op));
            }
        }
    }
    found
}

#[tokio::test]
async fn every_operation_declares_the_errors_it_can_answer() {
    let app = spawn_app().await;
    let (status, doc) = app.get("api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    let ops = operations(&doc);
    assert!(ops.len() > 60, "the document lists every REST operation ({} found)", ops.len());
    let mut missing = Vec::new();
    for (name, op) in &ops {
        let responses = op["responses"].as_object().expect("responses");
        let secured = op.get("security").and_then(Value::as_array).is_some_and(|s| !s.is_empty());
        let body = op.get("requestBody").is_some();
        let params = op.get("parameters").and_then(Value::as_array).cloned().unwrap_or_default();
        let path_params = params.iter().any(|p| p["in"] == "path");
        let query_params = params.iter().any(|p| p["in"] == "query");
        // A redirect (the Facebook round trip) answers 302 where others answer 200.
        let mut expected = vec![if responses.contains_key("302") { "302" } else { "200" }];
        if secured {
            expected.push("401");
        }
        if body {
            expected.extend(["400", "413", "422"]);
        }
        if path_params {
            expected.extend(["400", "404"]);
        }
        if query_params {
            expected.push("400");
        }
        if op.pointer("/requestBody/content/multipart~1form-data").is_some() {
            expected.extend(["429", "503"]); // uploads are counted; the store may not answer
        }
        for status in expected {
            if !responses.contains_key(status) {
                missing.push(format!("{name} does not declare {status}"));
            }
        }
        for (status, response) in responses {
            let response = resolve(&doc, response);
            if response["description"].as_str().unwrap_or_default().is_empty() {
                missing.push(format!("{name} {status} has no description"));
            }
            if status.starts_with('4') {
                let Some(schema) = response.pointer("/content/application~1json/schema") else {
                    missing.push(format!("{name} {status} has no JSON body"));
                    continue;
                };
                let schema = resolve(&doc, schema);
                let required = schema["required"].as_array().cloned().unwrap_or_default();
                if !required.contains(&json!("message"))
                    || schema.pointer("/properties/data/type") != Some(&json!("null"))
                {
                    missing.push(format!("{name} {status} is not the error envelope: {schema}"));
                }
            }
            if status == "429" && response.pointer("/headers/Retry-After").is_none() {
                missing.push(format!("{name} 429 does not declare Retry-After"));
            }
        }
        if secured {
            let unauthenticated = resolve(&doc, &responses["401"]);
            let schema = resolve(&doc, &unauthenticated["content"]["application/json"]["schema"]);
            if schema.pointer("/properties/message/enum") != Some(&json!(["Unauthenticated."])) {
                missing.push(format!("{name} 401 does not say `Unauthenticated.`"));
            }
        }
        if let Some(invalid) = responses.get("422").filter(|_| body) {
            let invalid = resolve(&doc, invalid);
            let schema = resolve(&doc, &invalid["content"]["application/json"]["schema"]);
            let required = schema["required"].as_array().cloned().unwrap_or_default();
            if !required.contains(&json!("errors")) {
                missing.push(format!("{name} 422 does not declare `errors`"));
            }
        }
    }
    for (name, op) in &ops {
        let rate_limited = ["/register", "/login", "/password-reset/", "/daily-sign/c", "/daily-sign/restart"]
            .iter()
            .any(|limited| name.contains(limited) && !name.starts_with("GET"));
        if rate_limited && !op["responses"].as_object().unwrap().contains_key("429") {
            missing.push(format!("{name} is rate limited but does not declare 429"));
        }
    }
    assert!(missing.is_empty(), "the document is missing:\n{}", missing.join("\n"));
}

/// Schemathesis: an empty ticket page (`data: []`) matched both pages of a `oneOf`, which a
/// validator refuses; the two shapes are `anyOf`.
#[tokio::test]
async fn an_empty_ticket_page_matches_the_document() {
    let app = spawn_app().await;
    let (_, doc) = app.get("api/openapi.json", None).await;
    let envelope = &doc["components"]["schemas"]["Envelope_TicketList"];
    let data = resolve(&doc, &envelope["properties"]["data"]);
    assert!(data.get("oneOf").is_none(), "an empty page is valid under both shapes: {data}");
    assert_eq!(data["anyOf"].as_array().map(Vec::len), Some(2), "{data}");
    let (status, page) = app.get("api/products/ticket?page=999", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["data"]["data"], json!([]));
}

/// Schemathesis: `per_page=9223372036854775808` (past the document's `int64`) answered 200.
#[tokio::test]
async fn a_page_number_past_int64_is_a_bad_request() {
    let app = spawn_app().await;
    let token = app.register("Pager", "09791700301").await;
    for path in [
        "api/products?per_page=9223372036854775808",
        "api/products/ticket?page=9223372036854775808",
        "api/reviews/all?per_page=9223372036854775808",
        "api/user/notifications?page=18446744073709551615",
    ] {
        let (status, body) = app.get(path, Some(&token)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {body}");
        assert_eq!(body["status_code"], 400, "{path}");
    }
    let (status, _) = app.get("api/products?per_page=9223372036854775807&page=2", None).await;
    assert_eq!(status, StatusCode::OK, "int64's largest is a page like any other");
}

/// Schemathesis: a JSON array (`[null, null]`) was read as the payload's fields in order and
/// `update-profile` answered 200; a body is an object.
#[tokio::test]
async fn a_json_array_body_is_a_bad_request() {
    let app = spawn_app().await;
    let token = app.register("Array", "09791700302").await;
    for (method, path) in [(Method::PUT, "api/user/update-profile"), (Method::DELETE, "api/user/cart/remove-all")] {
        let (status, body) = app.send_json(method.clone(), path, json!([null, null]), &token).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{method} {path}: {body}");
        let (status, _) = app.send_json(method.clone(), path, json!("text"), &token).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{method} {path}");
    }
    assert_eq!(app.profile(&token).await["name"], "Array");
}

/// Schemathesis: JSON Schema's integers include `1.0`, which was a 400 where the document says
/// `integer`; it is read as 1. A fraction, or a number past what a double holds exactly, is still
/// malformed.
#[tokio::test]
async fn a_whole_number_written_with_a_fraction_is_a_whole_number() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "floats", json!({"en": "Floats"})).await.unwrap();
    let lamp = json!({"slug": "lamp", "categoryId": category, "type": "PRODUCT", "name": {"en": "Lamp"},
        "description": {"en": "<p>Bright</p>"}, "actualPrice": 9000, "weightKg": 1.0, "tokenReward": 1});
    let product = app.create_product(&admin, lamp).await;
    let token = app.register("Floats", "09791700303").await;
    let (status, body) =
        app.post_json("api/user/cart/add", json!({"product_id": product as f64, "qty": 1.0}), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) =
        app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1.5}), Some(&token)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, body) = app
        .send_json(Method::DELETE, "api/user/cart/remove-all", json!({"product_id": [-9.223372036854776e18]}), &token)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "past 2^53 a double is not read as an id: {body}");
}

/// Schemathesis (GraphQL): `Int` is 32-bit, yet `page: 22713125608` was answered as a page; the
/// page arguments refuse what `Int` cannot hold, as literals and as variables.
#[tokio::test]
async fn a_graphql_page_past_int_is_refused() {
    let app = spawn_app().await;
    let answer = app.graphql("{ reviews(page: 22713125608) { data { id } } }", json!({}), None, "en").await;
    assert!(answer["errors"][0]["message"].as_str().is_some(), "{answer}");
    let answer = app
        .graphql("query($p: Int) { winners(page: $p) { data { id } } }", json!({"p": 2147483648_i64}), None, "en")
        .await;
    assert!(answer["errors"][0]["message"].as_str().is_some(), "{answer}");
    let answer = app.graphql("{ reviews(page: 2147483647) { data { id } } }", json!({}), None, "en").await;
    assert!(answer.get("errors").is_none(), "Int's largest is a page like any other: {answer}");
}

/// Schemathesis: `?status=` with anything else than a state is a 422 the document now declares,
/// with the states it accepts.
#[tokio::test]
async fn the_shipping_status_filter_is_declared() {
    let app = spawn_app().await;
    let (_, doc) = app.get("api/openapi.json", None).await;
    let op = &doc["paths"]["/api/user/shipping-orders"]["get"];
    assert!(op["responses"].get("422").is_some(), "{op}");
    let status = op["parameters"].as_array().unwrap().iter().find(|p| p["name"] == "status").unwrap();
    let states = status["schema"]["enum"].as_array().expect("the states");
    assert!(states.contains(&json!("received")) && states.contains(&json!("")), "{states:?}");
    let token = app.register("Shipper", "09791700304").await;
    let (code, _) = app.get("api/user/shipping-orders?status=lost", Some(&token)).await;
    assert_eq!(code, StatusCode::UNPROCESSABLE_ENTITY);
    let (code, _) = app.get("api/user/shipping-orders?status=received", Some(&token)).await;
    assert_eq!(code, StatusCode::OK);
}

/// Schemathesis: `remove-all` answered 200 to `{"product_id": 0}` where the document said an
/// array; the document now says what the server reads: one id, a list, or either as text.
#[tokio::test]
async fn an_id_list_is_declared_as_the_server_reads_it() {
    let app = spawn_app().await;
    let (_, doc) = app.get("api/openapi.json", None).await;
    for (schema, field) in [("CartRemoveAllInput", "product_id"), ("ItemIds", "order_item_id")] {
        let kinds = doc["components"]["schemas"][schema]["properties"][field]["oneOf"].as_array().cloned();
        let kinds: Vec<Value> = kinds.unwrap_or_default().iter().map(|k| k["type"].clone()).collect();
        assert_eq!(kinds, [json!("integer"), json!("array"), json!("string"), json!("null")], "{schema}.{field}");
    }
    let token = app.register("Lists", "09791700305").await;
    for ids in [json!(0), json!([1, 2]), json!("[1,2]"), json!("1, 2"), json!(null)] {
        let (status, body) =
            app.send_json(Method::DELETE, "api/user/cart/remove-all", json!({"product_id": ids}), &token).await;
        assert_eq!(status, StatusCode::OK, "{ids}: {body}");
    }
    let (status, _) =
        app.send_json(Method::DELETE, "api/user/cart/remove-all", json!({"product_id": "1 2"}), &token).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// Schemathesis (GraphQL, 100 examples): `removeFromCart(productIds: -2147483649)` and
/// `adminProductPage(categoryId: -2147483649)` were answered, though `Int` is 32 bits; every `Int`
/// argument backed by a 64-bit id now refuses what `Int` cannot hold, however it is written.
#[tokio::test]
async fn a_graphql_id_past_int_is_refused() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let token = app.register("Ids", "09791700306").await;
    let refused = [
        ("mutation { removeFromCart(productIds: -2147483649) { count } }", json!({}), &token),
        ("mutation { removeFromCart(productIds: [1, 2147483648]) { count } }", json!({}), &token),
        ("{ adminProductPage(categoryId: -2147483649) { data { id } } }", json!({}), &admin),
        ("query($id: Int!) { order(id: $id) { id } }", json!({"id": 9007199254740991_i64}), &token),
        ("mutation { addToCart(input: { productId: 2147483648 }) { total } }", json!({}), &token),
        (
            "{ ...F } fragment F on QueryRoot { adminProductPage(categoryId: 2147483648) { data { id } } }",
            json!({}),
            &admin,
        ),
    ];
    for (query, variables, token) in refused {
        let answer = app.graphql(query, variables.clone(), Some(token), "en").await;
        let message = answer["errors"][0]["message"].as_str().unwrap_or_default();
        assert!(message.contains("Int"), "{query} {variables}: {answer}");
    }
    let answer = app
        .graphql(
            "mutation { removeFromCart(productIds: [2147483647, -2147483648]) { count } }",
            json!({}),
            Some(&token),
            "en",
        )
        .await;
    assert!(answer.get("errors").is_none(), "Int's bounds are ids like any other: {answer}");
}
