//! The cart through both APIs: adding, changing, removing, and what is refused.

use crate::support::{spawn_app, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// A category with a normal product, a token pack and a hidden product; answers their ids.
async fn catalogue(app: &TestApp) -> (i64, i64, i64) {
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "audio", json!({"en": "Audio", "mm": "အသံ"})).await.unwrap();
    let create = |en: &str, mm: &str, kind: &str, extra: Value| {
        let mut input = json!({"categoryId": category, "type": kind, "name": {"en": en, "mm": mm}, "description": {"en": "x"}, "actualPrice": 25000, "weightKg": 0.3});
        for (k, v) in extra.as_object().unwrap() {
            input[k] = v.clone();
        }
        input
    };
    let mut ids = Vec::new();
    for input in [
        create("Speaker", "စပီကာ", "PRODUCT", json!({})),
        create("100 Tokens", "တိုကင် ၁၀၀", "TOKEN_PRODUCT", json!({"tokenAmount": 100})),
        create("Old Radio", "ရေဒီယို", "PRODUCT", json!({})),
    ] {
        ids.push(app.create_product(&admin, input).await);
    }
    app.graphql(
        "mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }",
        json!({"id": ids[2]}),
        Some(&admin),
        "en",
    )
    .await;
    (ids[0], ids[1], ids[2])
}

#[tokio::test]
async fn a_shopper_fills_changes_and_empties_the_cart() {
    let app = spawn_app().await;
    let (speaker, _, _) = catalogue(&app).await;
    let token = app.register("Aye", "09791234567").await;

    let (status, body) =
        app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 2}), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "2 Speaker has been added to Cart");
    assert_eq!(body["data"]["product"]["name"], "Speaker");
    let (_, body) = app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 1}), Some(&token)).await;
    assert_eq!(body["message"], "1 Speaker has been added to Cart");

    let (status, cart) = app.get("api/user/cart", Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    let lines = cart["data"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "adding again adds to the same line");
    assert_eq!(lines[0]["qty"], 3);
    assert_eq!(lines[0]["product"]["name"], "Speaker");
    assert_eq!(lines[0]["product"]["actual_price"], 25000);
    assert_eq!(lines[0]["subtotal"], 75000);

    let (status, _) =
        app.send_json(Method::PUT, "api/user/cart/update", json!({"product_id": speaker, "qty": 5}), &token).await;
    assert_eq!(status, StatusCode::OK);
    let answer =
        app.graphql("{ cart { count total lines { qty product { name } } } }", json!({}), Some(&token), "mm").await;
    assert_eq!(
        answer["data"]["cart"],
        json!({"count": 1, "total": 125000, "lines": [{"qty": 5, "product": {"name": "စပီကာ"}}]})
    );

    let (status, body) =
        app.send_json(Method::DELETE, "api/user/cart/remove", json!({"product_id": speaker}), &token).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::OK, Some("Speaker has been removed from Cart")));
    let (_, cart) = app.get("api/user/cart", Some(&token)).await;
    assert_eq!(cart["data"], json!([]));

    // remove-all with Form B's array, and with nothing (everything).
    app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 1}), Some(&token)).await;
    let (status, body) =
        app.send_json(Method::DELETE, "api/user/cart/remove-all", json!({"product_id": [speaker]}), &token).await;
    assert_eq!((status, body["data"].as_u64()), (StatusCode::OK, Some(1)));
    app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 1}), Some(&token)).await;
    let (_, body) = app.send_json(Method::DELETE, "api/user/cart/remove-all", json!({}), &token).await;
    assert_eq!(body["data"], 1);
}

#[tokio::test]
async fn bad_cart_requests_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    let (speaker, tokens, hidden) = catalogue(&app).await;
    let token = app.register("Aye", "09791234567").await;
    app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 999_999}), Some(&token)).await;

    for (payload, message) in [
        (json!({"product_id": speaker, "qty": 0}), "The quantity must be a whole number from 1 to 1000000."),
        (json!({"product_id": speaker, "qty": 1_000_001}), "The quantity must be a whole number from 1 to 1000000."),
        (json!({"product_id": speaker, "qty": 2}), "The quantity must be a whole number from 1 to 1000000."),
        (json!({"product_id": speaker}), "The quantity must be a whole number from 1 to 1000000."),
        (json!({"qty": 1}), "The product is required."),
        (
            json!({"product_id": tokens, "qty": 1}),
            "Token packs cannot be added to the cart; buy them from the token page.",
        ),
        (json!({"product_id": hidden, "qty": 1}), "This product is not available."),
        (json!({"product_id": 9999, "qty": 1}), "This product is not available."),
    ] {
        let (status, body) = app.post_json("api/user/cart/add", payload.clone(), Some(&token)).await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some(message)), "{payload}");
    }
    let (_, body) = app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 1.5}), Some(&token)).await;
    assert_eq!(body["status_code"], 400, "a fraction is not a quantity");
    let (status, body) = app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 1}), None).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some("Unauthenticated.")));

    let (_, cart) = app.get("api/user/cart", Some(&token)).await;
    assert_eq!(cart["data"].as_array().unwrap().len(), 1);
    assert_eq!(cart["data"][0]["qty"], 999_999, "unchanged");

    // Someone else's cart is out of reach: they cannot change or remove this line.
    let other = app.register("Bo", "09791234568").await;
    let (status, body) =
        app.send_json(Method::PUT, "api/user/cart/update", json!({"product_id": speaker, "qty": 1}), &other).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("This product is not in your cart."))
    );
    app.send_json(Method::DELETE, "api/user/cart/remove-all", json!({}), &other).await;
    let (_, cart) = app.get("api/user/cart", Some(&token)).await;
    assert_eq!(cart["data"][0]["qty"], 999_999);
    let (_, theirs) = app.get("api/user/cart", Some(&other)).await;
    assert_eq!(theirs["data"], json!([]));
}

#[tokio::test]
async fn concurrent_adds_of_one_product_make_one_line_with_every_unit() {
    let app = spawn_app().await;
    let (speaker, _, _) = catalogue(&app).await;
    let token = app.register("Aye", "09791234567").await;
    let adds =
        (0..10).map(|_| app.post_json("api/user/cart/add", json!({"product_id": speaker, "qty": 3}), Some(&token)));
    let results = futures::future::join_all(adds).await;
    assert!(results.iter().all(|(status, _)| *status == StatusCode::OK), "{results:?}");
    let (_, cart) = app.get("api/user/cart", Some(&token)).await;
    assert_eq!(cart["data"].as_array().unwrap().len(), 1);
    assert_eq!(cart["data"][0]["qty"], 30);
}
