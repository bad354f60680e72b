//! The admin's order page (`adminOrder(id)`, issue 39): an order with its shopper, its lines and
//! where each one is, its refunds and what can still be refunded, before and after a partial
//! refund, and for an order its shopper cancelled (its refund due counted on the dashboard). Admins
//! only; an unknown order is `NOT_FOUND`.
//! Through the real APIs, on SQLite and PostgreSQL.

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{file_part, luckydraw::data_is_intact, png, spawn_app, TestApp};

const ADMIN_ORDER: &str = "query($id: Int!) { adminOrder(id: $id) { id status payment paymentKind totalMmk \
     createdAt shippingAddress cancelReason userId customerName customerPhone refundableMmk \
     lines { orderItemId productId productName variantLabel qty unitPrice state refundable } \
     refunds { amount reason status method } } }";

async fn admin_order(app: &TestApp, token: &str, id: i64) -> Value {
    app.graphql(ADMIN_ORDER, json!({"id": id}), Some(token), "en").await
}

/// A product at `price` kyat with 5 units; answers its id.
async fn product(app: &TestApp, admin: &str, name: &str, price: i64) -> i64 {
    let slug = format!("ao{}", app.next_number());
    let category = app.create_category(admin, &slug, json!({"en": "Home"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "type": "PRODUCT", "name": {"en": name}, "description": {"en": "x"},
               "actualPrice": price, "tokenReward": 1, "weightKg": 1.0, "variants": [{"sku": format!("{slug}-1"), "stock": 5}]}),
    )
    .await
}

/// Orders one of each product from the cart by transfer; answers the order id.
async fn order_of(app: &TestApp, token: &str, payment: i64, products: &[i64]) -> i64 {
    for product in products {
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80 + app.next_number() as u32), "shot.png"));
    let (status, body) = app.post_multipart("api/user/checkout", form, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["order_id"].as_i64().unwrap()
}

fn states(answer: &Value) -> Vec<(String, bool)> {
    answer["data"]["adminOrder"]["lines"]
        .as_array()
        .unwrap_or_else(|| panic!("{answer}"))
        .iter()
        .map(|l| (l["state"].as_str().unwrap().to_owned(), l["refundable"].as_bool().unwrap()))
        .collect()
}

#[tokio::test]
async fn an_admin_sees_an_order_its_lines_states_and_what_can_still_be_refunded() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let lamp = product(&app, &admin, "Brass lamp", 25_000).await;
    let kettle = product(&app, &admin, "Kettle", 15_000).await;
    let aye = app.shopper_with_address("Aye", "09791000001").await;
    let order = order_of(&app, &aye, payment, &[lamp, kettle]).await;

    // Pending: the lines are not the shopper's to ship yet, nothing refundable line by line.
    let answer = admin_order(&app, &admin, order).await;
    let page = &answer["data"]["adminOrder"];
    assert_eq!((page["id"].as_i64(), page["status"].as_str()), (Some(order), Some("PENDING")), "{answer}");
    assert_eq!((page["customerName"].as_str(), page["customerPhone"].as_str()), (Some("Aye"), Some("09791000001")));
    assert_eq!((page["totalMmk"].as_i64(), page["refundableMmk"].as_i64()), (Some(40_000), Some(40_000)));
    assert_eq!(page["paymentKind"], "TRANSFER");
    assert!(page["shippingAddress"].as_str().is_some_and(|a| !a.is_empty()), "{page}");
    assert_eq!(states(&answer), [("UNPAID".to_owned(), false), ("UNPAID".to_owned(), false)]);

    // Only admins; an unknown order is not found.
    let answer = admin_order(&app, &aye, order).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "FORBIDDEN", "{answer}");
    let answer = admin_order(&app, &admin, 999_999).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "NOT_FOUND", "{answer}");

    // Approved: both lines to ship and refundable; the lamp's line refunded, the kettle's left.
    let approved =
        app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order}), Some(&admin), "en").await;
    assert_eq!(approved["data"]["approveOrder"], true, "{approved}");
    let answer = admin_order(&app, &admin, order).await;
    assert_eq!(states(&answer), [("TO_SHIP".to_owned(), true), ("TO_SHIP".to_owned(), true)]);
    let lines = answer["data"]["adminOrder"]["lines"].as_array().unwrap().clone();
    let lamp_line = lines.iter().find(|l| l["productName"] == "Brass lamp").unwrap_or_else(|| panic!("{answer}"));
    assert_eq!((lamp_line["qty"].as_i64(), lamp_line["unitPrice"].as_i64()), (Some(1), Some(25_000)));
    assert_eq!(lamp_line["productId"].as_i64(), Some(lamp));
    let refund = app
        .graphql(
            "mutation($input: RefundInput!) { refundOrder(input: $input) }",
            json!({"input": {"orderId": order, "amount": 20_000, "reason": "Scratched", "method": "KBZPay 09 7912 3456",
                             "orderItemIds": [lamp_line["orderItemId"]]}}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(refund["data"]["refundOrder"].as_i64().is_some(), "{refund}");
    let answer = admin_order(&app, &admin, order).await;
    let page = &answer["data"]["adminOrder"];
    let by_name = |name: &str| {
        let line = page["lines"].as_array().unwrap().iter().find(|l| l["productName"] == name).unwrap();
        (line["state"].as_str().unwrap().to_owned(), line["refundable"].as_bool().unwrap())
    };
    assert_eq!(by_name("Brass lamp"), ("REFUNDED".to_owned(), false), "{answer}");
    assert_eq!(by_name("Kettle"), ("TO_SHIP".to_owned(), true));
    assert_eq!(page["refundableMmk"].as_i64(), Some(20_000), "40,000 paid less 20,000 refunded");
    assert_eq!(
        page["refunds"],
        json!([{"amount": 20_000, "reason": "Scratched", "status": "REFUNDED", "method": "KBZPay 09 7912 3456"}])
    );

    // An order its shopper cancelled: the reason, the refund due, nothing refundable by line.
    let second = order_of(&app, &aye, payment, &[kettle]).await;
    let (status, body) =
        app.post_json(&format!("api/user/orders/{second}/cancel"), json!({"reason": "changed_mind"}), Some(&aye)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer = admin_order(&app, &admin, second).await;
    let page = &answer["data"]["adminOrder"];
    assert_eq!(page["status"], "CANCELLED", "{answer}");
    assert!(page["cancelReason"].as_str().is_some(), "{answer}");
    assert_eq!(page["refunds"][0]["status"], "DUE");
    assert_eq!(page["refundableMmk"].as_i64(), Some(0), "the whole total is due already");
    assert_eq!(states(&answer), [("UNPAID".to_owned(), false)]);
    let dashboard = app.graphql("{ adminDashboard { refundsDue } }", json!({}), Some(&admin), "en").await;
    assert_eq!(dashboard["data"]["adminDashboard"]["refundsDue"], 1, "the cancelled order's refund: {dashboard}");
    data_is_intact(&app).await;
}
