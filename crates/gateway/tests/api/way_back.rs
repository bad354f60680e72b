//! Every way back from an order (issue 39): the shopper cancels one not decided yet (racing the
//! admin's approval: exactly one wins), the money a transfer paid becomes a refund due that an
//! admin sends once; an admin refunds an approved order whole or line by line before it ships,
//! with the tokens it earned taken back (what was spent already recorded as owed). Through the
//! real REST and GraphQL APIs, on SQLite and PostgreSQL; `mall check` after each.

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, execute, scalar, ticket_product},
    png, spawn_app, TestApp,
};

const REFUND: &str =
    "mutation($input: RefundInput!, $screenshot: Upload) { refundOrder(input: $input, screenshot: $screenshot) }";
const REFUNDS: &str =
    "query($s: RefundStatus) { adminRefunds(status: $s) { id userId kind subjectId amountMmk reason status method \
     orderItemIds tokensTaken tokensOwed screenshotUrl } }";

/// A product of `stock` units at `price` kyat earning `reward` tokens a unit; answers its id.
pub(crate) async fn stocked(app: &TestApp, admin: &str, price: i64, stock: i64, reward: i64) -> i64 {
    let slug = format!("w{}", app.next_number());
    let category = app.create_category(admin, &slug, json!({"en": "Home"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "type": "PRODUCT", "name": {"en": format!("Lamp {slug}")}, "description": {"en": "x"},
               "actualPrice": price, "tokenReward": reward, "weightKg": 1.0, "variants": [{"sku": format!("{slug}-L"), "stock": stock}]}),
    )
    .await
}

fn stock_of(product: i64) -> String {
    format!("SELECT stock AS n FROM product_variant WHERE product_id = {product}")
}

/// Buys `qty` of `product` now by transfer; answers the order id.
async fn buy(app: &TestApp, token: &str, payment: i64, product: i64, qty: i64) -> i64 {
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80 + app.next_number() as u32), "shot.png"))
        .text("product_id", product.to_string())
        .text("qty", qty.to_string());
    let (status, body) = app.post_multipart("api/user/buynow", form, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["order_id"].as_i64().unwrap()
}

async fn approve(app: &TestApp, admin: &str, order: i64) -> Value {
    app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order}), Some(admin), "en").await
}

async fn cancel(app: &TestApp, token: &str, order: i64, reason: &str) -> (StatusCode, Value) {
    app.post_json(&format!("api/user/orders/{order}/cancel"), json!({"reason": reason}), Some(token)).await
}

async fn tokens(app: &TestApp, token: &str) -> i64 {
    app.profile(token).await["token_point"].as_i64().unwrap()
}

#[tokio::test]
async fn a_shopper_cancelling_while_the_admin_approves_one_of_them_wins_and_the_stock_is_right() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let lamp = stocked(&app, &admin, 8_000, 20, 2).await;
    let token = app.shopper_with_address("Aye", "09791000001").await;
    let (mut approved, mut cancelled) = (0, 0);
    for _ in 0..8 {
        let order = buy(&app, &token, payment, lamp, 1).await;
        let (by_shopper, by_admin) =
            tokio::join!(cancel(&app, &token, order, "changed_mind"), approve(&app, &admin, order));
        let admin_won = by_admin["data"]["approveOrder"] == true;
        let shopper_won = by_shopper.0 == StatusCode::OK;
        assert!(admin_won != shopper_won, "exactly one wins: {by_shopper:?} {by_admin}");
        if admin_won {
            approved += 1;
            assert_eq!(by_shopper.0, StatusCode::UNPROCESSABLE_ENTITY, "{by_shopper:?}");
            assert_eq!(
                by_shopper.1["errors"]["order_id"][0],
                "This order can no longer be cancelled here; the shop has already decided it."
            );
        } else {
            cancelled += 1;
            assert_eq!(by_admin["errors"][0]["extensions"]["code"], "VALIDATION", "{by_admin}");
            let refunds = &by_shopper.1["data"]["refunds"];
            assert_eq!(refunds.as_array().map(Vec::len), Some(1), "{by_shopper:?}");
            assert_eq!((refunds[0]["amount"].as_i64(), refunds[0]["status"].as_str()), (Some(8_000), Some("due")));
        }
    }
    assert_eq!(approved + cancelled, 8);
    assert_eq!(scalar(&app, &stock_of(lamp)).await, 20 - approved, "a cancelled order's unit is back, once");
    assert_eq!(tokens(&app, &token).await, 2 * approved, "only approved orders earned tokens");
    assert_eq!(
        scalar(&app, "SELECT COUNT(*) AS n FROM payment_refund WHERE status = 'due'").await,
        cancelled,
        "one refund due per cancelled order"
    );
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_shopper_cancels_a_pending_order_and_an_admin_sends_the_money_back_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let lamp = stocked(&app, &admin, 45_000, 5, 0).await;
    let aye = app.shopper_with_address("Aye", "09791000001").await;
    let bo = app.shopper_with_address("Bo", "09791000002").await;
    let order = buy(&app, &aye, payment, lamp, 2).await;
    assert_eq!(scalar(&app, &stock_of(lamp)).await, 3);

    // Another shopper's order is not found; a reason off the list is refused; nothing changes.
    let (status, body) = cancel(&app, &bo, order, "changed_mind").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, body) = cancel(&app, &aye, order, "too_expensive").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"]["reason"][0], "Choose a reason from the list.");
    let (status, body) = app.post_json(&format!("api/user/orders/{order}/cancel"), json!({}), Some(&aye)).await;
    assert_eq!(
        (status, body["errors"]["reason"][0].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("Choose a reason from the list."))
    );
    assert_eq!(scalar(&app, &stock_of(lamp)).await, 3);

    // Twice at once: one cancels, the other is told it is decided; the stock comes back once.
    let (first, second) =
        tokio::join!(cancel(&app, &aye, order, "wrong_size_or_colour"), cancel(&app, &aye, order, "other"));
    let oks = [&first, &second].iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(oks, 1, "{first:?} {second:?}");
    assert_eq!(scalar(&app, &stock_of(lamp)).await, 5);
    let (_, answer) = app.get_in(&format!("api/user/orders/{order}"), Some(&aye), "mm").await;
    let data = &answer["data"];
    assert_eq!(data["status"], "cancelled");
    assert_eq!(data["status_message"], "ဤအော်ဒါကို သင် ပယ်ဖျက်ခဲ့သည်");
    assert!(
        data["cancel_reason"] == "I chose the wrong size or colour" || data["cancel_reason"] == "Another reason",
        "{data}"
    );
    assert_eq!(
        (data["refunds"][0]["amount"].as_i64(), data["refunds"][0]["status"].as_str()),
        (Some(90_000), Some("due"))
    );

    // GraphQL, in Chinese: the reason from the list in the shopper's language.
    let second_order = buy(&app, &aye, payment, lamp, 1).await;
    let answer = app
        .graphql(
            "mutation($id: Int!) { cancelMyOrder(orderId: $id, reason: FOUND_CHEAPER) { status statusMessage cancelReason cancellable refunds { amount status } } }",
            json!({"id": second_order}),
            Some(&aye),
            "ch",
        )
        .await;
    let cancelled = &answer["data"]["cancelMyOrder"];
    assert_eq!(cancelled["cancelReason"], "我在别处找到了更便宜的", "{answer}");
    assert_eq!(cancelled["cancellable"], false);
    assert_eq!(cancelled["refunds"][0]["status"], "DUE");

    // The admin's refunds: both due; one is sent with the refund transfer's screenshot.
    let listed = app.graphql(REFUNDS, json!({"s": "DUE"}), Some(&admin), "en").await;
    let due = listed["data"]["adminRefunds"].as_array().unwrap_or_else(|| panic!("{listed}")).clone();
    assert_eq!(due.len(), 2, "{listed}");
    assert_eq!((due[0]["kind"].as_str(), due[0]["subjectId"].as_i64()), (Some("ORDER"), Some(order)));
    let refund = due[0]["id"].as_i64().unwrap();
    let settle = "mutation($id: Int!, $method: String!, $screenshot: Upload) { settleRefund(id: $id, method: $method, screenshot: $screenshot) }";
    let files = app.stored_files().await;
    let answer = app
        .graphql_upload(
            settle,
            json!({"id": refund, "method": "  ", "screenshot": null}),
            vec![("variables.screenshot", png(50, 90))],
            Some(&admin),
        )
        .await;
    assert_eq!(answer["errors"][0]["extensions"]["errors"]["method"][0], "This field is required.", "{answer}");
    assert_eq!(app.stored_files().await, files, "a refused refund keeps no file");
    let sent = || {
        app.graphql_upload(
            settle,
            json!({"id": refund, "method": "KBZPay 09 7912 3456", "screenshot": null}),
            vec![("variables.screenshot", png(50, 91))],
            Some(&admin),
        )
    };
    let (one, two) = tokio::join!(sent(), sent());
    let wins = [&one, &two].iter().filter(|a| a["data"]["settleRefund"] == true).count();
    assert_eq!(wins, 1, "sent once: {one} {two}");
    let loser = if one["data"]["settleRefund"] == true { &two } else { &one };
    assert_eq!(loser["errors"][0]["extensions"]["errors"]["id"][0], "This refund was already sent.", "{loser}");
    assert_eq!(app.stored_files().await.len(), files.len() + 1, "the loser's screenshot is not kept");
    let told = app.told_once(&aye, "refund_sent", "Refund sent").await;
    assert_eq!(told["body"], "90,000 MMK was sent back to you.");
    let (_, answer) = app.get(&format!("api/user/orders/{order}"), Some(&aye)).await;
    assert_eq!(answer["data"]["refunds"][0]["status"], "refunded");
    assert_eq!(answer["data"]["refunds"][0]["method"], "KBZPay 09 7912 3456");

    // The refund transfer's screenshot: the shopper's and the admins', nobody else's.
    let listed = app.graphql(REFUNDS, json!({"s": "REFUNDED"}), Some(&admin), "en").await;
    let url = listed["data"]["adminRefunds"][0]["screenshotUrl"].as_str().unwrap().trim_start_matches('/').to_owned();
    for (token, expected) in [(&aye, StatusCode::OK), (&admin, StatusCode::OK), (&bo, StatusCode::NOT_FOUND)] {
        let response = app.client.get(app.url(&url)).bearer_auth(token).send().await.unwrap();
        assert_eq!(response.status(), expected, "{url}");
    }

    // An approved order is the admin's to refund, not the shopper's to cancel.
    let third = buy(&app, &aye, payment, lamp, 1).await;
    assert_eq!(approve(&app, &admin, third).await["data"]["approveOrder"], true);
    let (status, _) = cancel(&app, &aye, third, "changed_mind").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn an_admin_refunds_an_approved_order_line_by_line_and_takes_its_tokens_back() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let lamp = stocked(&app, &admin, 25_000, 5, 3).await;
    let speaker = stocked(&app, &admin, 40_000, 5, 5).await;
    let aye = app.shopper_with_address("Aye", "09791000001").await;
    for product in [lamp, speaker] {
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(&aye)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"));
    let (status, body) = app.post_multipart("api/user/checkout", form, &aye).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let order = body["data"]["order_id"].as_i64().unwrap();

    // Not approved yet: cancelled by the shopper, not refunded.
    let input = |amount: i64, lines: Option<Vec<i64>>| json!({"orderId": order, "amount": amount, "reason": "Out of stock at the supplier", "method": "WavePay 09 7912 3456", "orderItemIds": lines});
    let answer = app.graphql(REFUND, json!({"input": input(25_000, None)}), Some(&admin), "en").await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["order_id"][0],
        "Only an approved order can be refunded; a pending one is cancelled instead.",
        "{answer}"
    );
    assert_eq!(approve(&app, &admin, order).await["data"]["approveOrder"], true);
    assert_eq!(tokens(&app, &aye).await, 8);
    let lines = app
        .graphql(
            "query($id: Int!) { order(id: $id) { orderItems { orderItemId unitPrice } } }",
            json!({"id": order}),
            Some(&aye),
            "en",
        )
        .await;
    let line_at = |price: i64| {
        lines["data"]["order"]["orderItems"]
            .as_array()
            .unwrap_or_else(|| panic!("{lines}"))
            .iter()
            .find(|l| l["unitPrice"] == price)
            .map(|l| l["orderItemId"].as_i64().unwrap())
            .unwrap()
    };
    let (lamp_line, speaker_line) = (line_at(25_000), line_at(40_000));

    // Bad refunds change nothing: over what was paid, a line of another order, no reason.
    let files = app.stored_files().await;
    for (bad, field, message) in [
        (input(65_001, Some(vec![lamp_line])), "amount", "At most 65,000 MMK can be refunded for this order."),
        (input(1_000, Some(vec![999_999])), "order_item_ids", "Choose lines of this order."),
        (input(0, None), "amount", "Enter an amount of at least 1 kyat."),
        (json!({"orderId": order, "amount": 5, "reason": " ", "method": "x"}), "reason", "This field is required."),
    ] {
        let answer = app
            .graphql_upload(
                REFUND,
                json!({"input": bad, "screenshot": null}),
                vec![("variables.screenshot", png(30, 30))],
                Some(&admin),
            )
            .await;
        assert_eq!(answer["errors"][0]["extensions"]["errors"][field][0], message, "{answer}");
    }
    assert_eq!(app.stored_files().await, files, "no screenshot kept");
    assert_eq!((scalar(&app, &stock_of(lamp)).await, tokens(&app, &aye).await), (4, 8));

    // The lamp's line: its unit back, its 3 tokens taken back, the shopper told.
    let answer = app
        .graphql_upload(
            REFUND,
            json!({"input": input(25_000, Some(vec![lamp_line])), "screenshot": null}),
            vec![("variables.screenshot", png(30, 31))],
            Some(&admin),
        )
        .await;
    assert!(answer["data"]["refundOrder"].as_i64().is_some(), "{answer}");
    assert_eq!((scalar(&app, &stock_of(lamp)).await, tokens(&app, &aye).await), (5, 5));
    let (_, to_ship) = app.get("api/user/orders", Some(&aye)).await;
    let ids: Vec<i64> = to_ship["data"].as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [speaker_line], "the refunded line left the to-ship list");
    let told = app.told_once(&aye, "order_refunded", "Order refunded").await;
    assert_eq!(told["body"], format!("Order #{order}: 25,000 MMK was refunded: Out of stock at the supplier"));
    let answer = app.graphql(REFUND, json!({"input": input(1_000, Some(vec![lamp_line]))}), Some(&admin), "en").await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["order_item_ids"][0], "These lines were already refunded.",
        "{answer}"
    );

    // The shopper spends 4 of the 5 tokens; the speaker's refund takes 1 back and 4 are owed.
    let tp = ticket_product(&app, &admin, 100, 2).await;
    let (status, body) =
        app.post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 2}), Some(&aye)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(tokens(&app, &aye).await, 1);
    let answer = app.graphql(REFUND, json!({"input": input(40_000, None)}), Some(&admin), "en").await;
    assert!(answer["data"]["refundOrder"].as_i64().is_some(), "{answer}");
    assert_eq!(tokens(&app, &aye).await, 0, "never below zero");
    let listed = app.graphql(REFUNDS, json!({"s": "REFUNDED"}), Some(&admin), "en").await;
    let latest = &listed["data"]["adminRefunds"][0];
    assert_eq!((latest["tokensTaken"].as_i64(), latest["tokensOwed"].as_i64()), (Some(1), Some(4)), "{listed}");
    assert_eq!(latest["orderItemIds"], json!([speaker_line]));
    assert_eq!(latest["method"], "WavePay 09 7912 3456");
    let (_, answer) = app.get(&format!("api/user/orders/{order}"), Some(&aye)).await;
    let amounts: Vec<i64> =
        answer["data"]["refunds"].as_array().unwrap().iter().map(|r| r["amount"].as_i64().unwrap()).collect();
    assert_eq!(amounts, [25_000, 40_000]);
    let answer = app.graphql(REFUND, json!({"input": input(1, None)}), Some(&admin), "en").await;
    assert!(
        answer["errors"][0]["extensions"]["errors"]["order_item_ids"][0].as_str().is_some(),
        "nothing left: {answer}"
    );
    data_is_intact(&app).await;

    // `mall check`: a refund larger than the order is reported.
    let refund = latest["id"].as_i64().unwrap();
    execute(&app, &format!("UPDATE payment_refund SET amount_mmk = 50000 WHERE id = {refund}")).await;
    let broken = gateway::integrity::check(app.ctx.db.conn(), &app.ctx.config).await.unwrap();
    assert_eq!(broken.len(), 1, "{broken:#?}");
    assert_eq!(broken[0].holds, "an order's refunds never exceed what was paid for it");
    assert_eq!(broken[0].examples[0], format!("order {order} refunds 75000 of 65000 paid"));
}

#[tokio::test]
async fn a_line_a_shipping_order_takes_is_shipped_or_refunded_never_both() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let lamp = stocked(&app, &admin, 10_000, 50, 1).await;
    let aye = app.shopper_with_address("Aye", "09791000001").await;
    for _ in 0..4 {
        let order = buy(&app, &aye, payment, lamp, 1).await;
        assert_eq!(approve(&app, &admin, order).await["data"]["approveOrder"], true);
        let (_, to_ship) = app.get("api/user/orders", Some(&aye)).await;
        let line = to_ship["data"][0]["id"].as_i64().unwrap();
        let ship = multipart::Form::new()
            .text("payment_id", payment.to_string())
            .part("payment_screenshot", file_part(png(40, 80 + app.next_number() as u32), "shot.png"))
            .text("order_item_id", format!("[{line}]"));
        let refund =
            json!({"input": {"orderId": order, "amount": 10_000, "reason": "Damaged in the shop", "method": "cash"}});
        let (shipped, refunded) = tokio::join!(
            app.post_multipart("api/user/shipping-orders", ship, &aye),
            app.graphql(REFUND, refund, Some(&admin), "en")
        );
        let shipped = shipped.0 == StatusCode::OK;
        let refunded = refunded["data"]["refundOrder"].as_i64().is_some();
        assert!(shipped != refunded, "one of the two: shipped {shipped}, refunded {refunded}");
        if shipped {
            let answer = app
                .graphql(
                    REFUND,
                    json!({"input": {"orderId": order, "amount": 10_000, "reason": "x", "method": "cash"}}),
                    Some(&admin),
                    "en",
                )
                .await;
            assert_eq!(
                answer["errors"][0]["extensions"]["errors"]["order_item_ids"][0],
                "A line already in a shipping order cannot be refunded before it ships; the shopper can return it once received.",
            );
            // Rejected, the shipping order gives the line back to ship; the test goes on clean.
            let pending =
                app.graphql("{ pendingShippingOrders { shippingOrder { id } } }", json!({}), Some(&admin), "en").await;
            let id = pending["data"]["pendingShippingOrders"][0]["shippingOrder"]["id"]
                .as_i64()
                .unwrap_or_else(|| panic!("{pending}"));
            app.graphql(
                "mutation($id: Int!) { rejectShippingOrder(id: $id, reason: \"test\") }",
                json!({"id": id}),
                Some(&admin),
                "en",
            )
            .await;
            let answer = app
                .graphql(
                    REFUND,
                    json!({"input": {"orderId": order, "amount": 10_000, "reason": "x", "method": "cash"}}),
                    Some(&admin),
                    "en",
                )
                .await;
            assert!(answer["data"]["refundOrder"].as_i64().is_some(), "{answer}");
        }
    }
    assert_eq!(scalar(&app, &stock_of(lamp)).await, 50, "every unit back, once");
    data_is_intact(&app).await;
}

const ASK_RETURN: &str =
    "mutation($input: ReturnInput!, $photos: [Upload!]) { requestReturn(input: $input, photos: $photos) }";
const PENDING_RETURNS: &str = "{ pendingReturns { orderId userId amountMmk lines { orderItemId qty unitPrice } \
     orderReturn { id status reason reasonText comment orderItemIds photos } } }";

/// An approved order of a lamp and a speaker, shipped and received; answers (order, lamp line,
/// speaker line).
pub(crate) async fn received_order(
    app: &TestApp,
    admin: &str,
    payment: i64,
    token: &str,
    (lamp, speaker): (i64, i64),
) -> (i64, i64, i64) {
    for product in [lamp, speaker] {
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80 + app.next_number() as u32), "shot.png"));
    let (_, body) = app.post_multipart("api/user/checkout", form, token).await;
    let order = body["data"]["order_id"].as_i64().unwrap_or_else(|| panic!("{body}"));
    assert_eq!(approve(app, admin, order).await["data"]["approveOrder"], true);
    let (_, to_ship) = app.get("api/user/orders", Some(token)).await;
    let lines: Vec<i64> = to_ship["data"].as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).collect();
    let ship = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(41, 80 + app.next_number() as u32), "shot.png"))
        .text("order_item_id", serde_json::to_string(&lines).unwrap());
    let (_, shipped) = app.post_multipart("api/user/shipping-orders", ship, token).await;
    let shipping = shipped["data"]["id"].as_i64().unwrap_or_else(|| panic!("{shipped}"));
    app.graphql("mutation($id: Int!) { approveShippingOrder(id: $id) }", json!({"id": shipping}), Some(admin), "en")
        .await;
    let (status, body) = app
        .send_json(
            reqwest::Method::PUT,
            "api/user/shipping-orders/received",
            json!({"shipping_order_id": shipping}),
            token,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let lines = app
        .graphql(
            "query($id: Int!) { order(id: $id) { orderItems { orderItemId unitPrice } } }",
            json!({"id": order}),
            Some(token),
            "en",
        )
        .await;
    let line_at = |price: i64| {
        lines["data"]["order"]["orderItems"].as_array().unwrap().iter().find(|l| l["unitPrice"] == price).unwrap()
            ["orderItemId"]
            .as_i64()
            .unwrap()
    };
    (order, line_at(25_000), line_at(40_000))
}

pub(crate) async fn ask_return(app: &TestApp, token: &str, lines: &[i64], reason: &str, photos: usize) -> Value {
    let files = (0..photos).map(|n| (format!("variables.photos.{n}"), png(60, 40 + n as u32))).collect::<Vec<_>>();
    let files: Vec<(&str, Vec<u8>)> = files.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let photos_var: Vec<Value> = (0..photos).map(|_| Value::Null).collect();
    let variables = json!({"input": {"orderItemIds": lines, "reason": reason, "comment": "The glass was broken"}, "photos": photos_var});
    app.graphql_upload(ASK_RETURN, variables, files, Some(token)).await
}

#[tokio::test]
async fn a_received_line_is_returned_within_the_window_and_the_admin_approves_or_rejects() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let products = (stocked(&app, &admin, 25_000, 5, 3).await, stocked(&app, &admin, 40_000, 5, 5).await);
    let aye = app.shopper_with_address("Aye", "09791000001").await;
    let bo = app.shopper_with_address("Bo", "09791000002").await;
    let (order, lamp_line, speaker_line) = received_order(&app, &admin, payment, &aye, products).await;
    assert_eq!((tokens(&app, &aye).await, scalar(&app, &stock_of(products.0)).await), (8, 4));

    // Refused, nothing stored: four photos, another shopper's line, nothing chosen.
    let files = app.stored_files().await;
    let answer = ask_return(&app, &aye, &[lamp_line], "DAMAGED", 4).await;
    assert_eq!(answer["errors"][0]["extensions"]["errors"]["photos"][0], "Add at most 3 photos.", "{answer}");
    let answer = ask_return(&app, &bo, &[lamp_line], "DAMAGED", 1).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["order_item_ids"][0], "Choose items you received.",
        "{answer}"
    );
    let answer = ask_return(&app, &aye, &[], "DAMAGED", 0).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["order_item_ids"][0], "Choose the items to return.",
        "{answer}"
    );
    // Past the window (the admin makes it 0 days).
    let setting = "mutation($d: Int) { updateSettings(input: {returnDays: $d}) { returnDays } }";
    assert_eq!(
        app.graphql(setting, json!({"d": 0}), Some(&admin), "en").await["data"]["updateSettings"]["returnDays"],
        0
    );
    let answer = ask_return(&app, &aye, &[lamp_line], "DAMAGED", 1).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["order_item_ids"][0],
        "Items can be returned within 0 days of receiving them; this time is over.",
        "{answer}"
    );
    assert_eq!(
        app.graphql(setting, json!({"d": 3}), Some(&admin), "en").await["data"]["updateSettings"]["returnDays"],
        3
    );
    assert_eq!(app.stored_files().await, files, "no photo kept");

    // Two asks of the lamp at once: one return.
    let lamp_only = [lamp_line];
    let (one, two) = tokio::join!(
        ask_return(&app, &aye, &lamp_only, "DAMAGED", 1),
        ask_return(&app, &aye, &lamp_only, "DAMAGED", 1)
    );
    let asked: Vec<i64> = [&one, &two].iter().filter_map(|a| a["data"]["requestReturn"].as_i64()).collect();
    assert_eq!(asked.len(), 1, "{one} {two}");
    let lamp_return = asked[0];
    let loser = if one["data"]["requestReturn"].is_i64() { &two } else { &one };
    assert_eq!(
        loser["errors"][0]["extensions"]["errors"]["order_item_ids"][0], "A return of these items was already asked.",
        "{loser}"
    );
    assert_eq!(app.stored_files().await.len(), files.len() + 1, "only the winner's photo is kept");

    // The admin's queue: the return, its line, its price, its photo (private).
    let queue = app.graphql(PENDING_RETURNS, json!({}), Some(&admin), "en").await;
    let entry = &queue["data"]["pendingReturns"][0];
    assert_eq!((entry["orderId"].as_i64(), entry["amountMmk"].as_i64()), (Some(order), Some(25_000)), "{queue}");
    assert_eq!(entry["orderReturn"]["reasonText"], "It arrived damaged");
    assert_eq!(entry["orderReturn"]["orderItemIds"], json!([lamp_line]));
    let photo = entry["orderReturn"]["photos"][0].as_str().unwrap().trim_start_matches('/').to_owned();
    for (token, expected) in [(&aye, StatusCode::OK), (&admin, StatusCode::OK), (&bo, StatusCode::NOT_FOUND)] {
        let response = app.client.get(app.url(&photo)).bearer_auth(token).send().await.unwrap();
        assert_eq!(response.status(), expected, "{photo}");
    }

    // Approved (restocked): the unit back, 3 tokens taken back, 25,000 MMK due, the shopper told.
    let decide = |query: &'static str, id: i64| app.graphql(query, json!({"id": id}), Some(&admin), "en");
    let approve_q = "mutation($id: Int!) { approveReturn(id: $id) }";
    let reject_q = "mutation($id: Int!) { rejectReturn(id: $id, reason: \"Worn\") }";
    let (approved, rejected) = tokio::join!(decide(approve_q, lamp_return), decide(reject_q, lamp_return));
    assert!(
        (approved["data"]["approveReturn"] == true) != (rejected["data"]["rejectReturn"] == true),
        "decided once: {approved} {rejected}"
    );
    if approved["data"]["approveReturn"] == true {
        assert_eq!((scalar(&app, &stock_of(products.0)).await, tokens(&app, &aye).await), (5, 5));
        let told = app.told_once(&aye, "return_approved", "Return accepted").await;
        assert_eq!(
            told["body"],
            format!("Your return #{lamp_return} of order #{order} was accepted: 25,000 MMK will be sent back to you.")
        );
        let listed = app.graphql(REFUNDS, json!({"s": "DUE"}), Some(&admin), "en").await;
        let due = &listed["data"]["adminRefunds"][0];
        assert_eq!((due["amountMmk"].as_i64(), due["tokensTaken"].as_i64()), (Some(25_000), Some(3)), "{listed}");
        assert_eq!(due["reason"], format!("Return #{lamp_return}: It arrived damaged"));
    } else {
        let told = app.told_once(&aye, "return_rejected", "Return not accepted").await;
        assert!(told["body"].as_str().unwrap().ends_with("was not accepted: Worn"), "{told}");
    }
    let answer = decide(approve_q, lamp_return).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["id"][0], "This return has already been approved or rejected.",
        "{answer}"
    );

    // The speaker: asked, rejected, asked again (its line is free once rejected).
    let speaker_return =
        ask_return(&app, &aye, &[speaker_line], "DOES_NOT_FIT", 0).await["data"]["requestReturn"].as_i64().unwrap();
    assert_eq!(decide(reject_q, speaker_return).await["data"]["rejectReturn"], true);
    let again = ask_return(&app, &aye, &[speaker_line], "OTHER", 0).await;
    assert!(again["data"]["requestReturn"].as_i64().is_some(), "{again}");
    let (_, answer) = app.get_in(&format!("api/user/orders/{order}"), Some(&aye), "mm").await;
    let returns = answer["data"]["returns"].as_array().unwrap_or_else(|| panic!("{answer}"));
    assert_eq!(returns.len(), 3);
    assert_eq!(returns[1]["status"], "rejected");
    assert_eq!(returns[1]["reject_reason"], "Worn");
    assert_eq!(returns[1]["reason_text"], "အရွယ်အစား မတော်ပါ");
    assert_eq!(returns[2]["status"], "requested");
    data_is_intact(&app).await;
}
