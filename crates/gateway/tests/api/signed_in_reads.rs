//! Signed-in reads (issue 42, in part): a shopper's profile, cart, orders, notifications and
//! token history each run a fixed number of SQL statements whatever the account holds (no N+1):
//! counted through the real router with `kernel::statements::count`, for an account with 2 rows of
//! each and again with 20, on either database. The ceilings are today's counts, the sign-in's own
//! look-up included; issue 42 asks for at most two each, which is not reached yet.

use axum::{body::Body, http::Request};
use reqwest::StatusCode;
use serde_json::{json, Value};
use tower::ServiceExt;

use crate::support::{file_part, png, spawn_app, TestApp};

/// The reads and the statements each runs today (the sign-in's own look-up included).
const READS: [(&str, u64); 6] = [
    ("/api/user/profile", 3),
    ("/api/user/cart", 7),
    ("/api/user/orders", 7),
    ("/api/user/order-history", 11),
    ("/api/user/notifications", 3),
    ("/api/user/token-histories", 2),
];

async fn counted_get(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value, u64) {
    let request = Request::get(path)
        .header("x-localization", "en")
        .header("authorization", format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    let router = gateway::router(app.ctx.clone());
    let (response, statements) = kernel::statements::count(router.oneshot(request)).await;
    let response = response.expect("the router answers");
    let status = StatusCode::from_u16(response.status().as_u16()).unwrap();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX).await.expect("body");
    (status, serde_json::from_slice(&bytes).unwrap_or(Value::Null), statements)
}

/// Gives the shopper `n` more cart lines, orders (approved, so notifications and tokens too).
async fn more_of_everything(app: &TestApp, admin: &str, shopper: &str, payment: i64, category: i64, n: usize) {
    for _ in 0..n {
        let number = app.next_number();
        let product = app
            .create_product(
                admin,
                json!({"categoryId": category, "type": "PRODUCT", "name": {"en": format!("Cup {number}")},
                       "description": {"en": "x"}, "actualPrice": 5_000, "tokenReward": 2,
                       "variants": [{"sku": format!("cup-{number}"), "stock": 50}]}),
            )
            .await;
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(shopper)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let form = reqwest::multipart::Form::new()
            .text("payment_id", payment.to_string())
            .text("product_id", product.to_string())
            .part("payment_screenshot", file_part(png(40, 80 + number as u32), "shot.png"));
        let (status, body) = app.post_multipart("api/user/buynow", form, shopper).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let order = body["data"]["order_id"].as_i64().unwrap();
        let approved =
            app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order}), Some(admin), "en").await;
        assert_eq!(approved["data"]["approveOrder"], true, "{approved}");
    }
}

#[tokio::test]
async fn a_shoppers_reads_run_the_same_few_statements_with_two_rows_or_twenty() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let category = app.create_category(&admin, "cups", json!({"en": "Cups"})).await.unwrap();
    let shopper = app.shopper_with_address("Aye", "09794700001").await;
    let mut counts = Vec::new();
    for (rows, more) in [(2, 2), (20, 18)] {
        more_of_everything(&app, &admin, &shopper, payment, category, more).await;
        for (path, _) in READS {
            let (status, body, statements) = counted_get(&app, path, &shopper).await;
            assert_eq!(status, StatusCode::OK, "{path}: {body}");
            println!("{path} with {rows} rows of each: {statements} statements");
            counts.push(statements);
        }
    }
    let (two, twenty) = counts.split_at(READS.len());
    assert_eq!(two, twenty, "the same statements with 2 rows as with 20 (no N+1)");
    for ((path, most), statements) in READS.iter().zip(two) {
        assert!(statements <= most, "{path}: {statements} statements, more than its {most}");
    }
}
