//! Payment screenshots an admin can trust: copies, reused transaction ids and wrong amounts are
//! flagged beside the payment in its queue, with a link to the earlier payment; the shopper's
//! answers never tell. Receipts come from the receipts crate's generated test set and are read by
//! the real Tesseract through the real server (SQLite, and PostgreSQL with S3 in CI).

use std::time::Duration;

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{file_part, png, spawn_app, spawn_app_with, TestApp};

const PENDING_ORDERS: &str =
    "{ pendingOrders { order { orderId } customerPhone flags { code detail relatedPaymentId } \
     receipt { paymentId state amountMmk amountDueMmk transactionId transferredAt } } }";

struct Shop {
    admin: String,
    payment: i64,
}

async fn shop(app: &TestApp) -> Shop {
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    // Generated receipts are dated up to 30 days back; these tests are not about their age.
    let answer = app
        .graphql(
            "mutation { updatePaymentCheckSettings(input: {transferMaxAgeHours: 2000}) { transferMaxAgeHours } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(answer["data"]["updatePaymentCheckSettings"]["transferMaxAgeHours"], 2000, "{answer}");
    Shop { admin, payment }
}

/// A product priced at `price` kyat; answers its id.
async fn product(app: &TestApp, admin: &str, price: i64) -> i64 {
    let number = app.next_number();
    let category = app.create_category(admin, &format!("c{number}"), json!({"en": "Home"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "type": "PRODUCT", "name": {"en": format!("Lamp {number}")}, "description": {"en": "x"}, "actualPrice": price, "weightKg": 1.0}),
    )
    .await
}

/// Buys one `product` now, paying with `screenshot`; answers the REST answer's body.
async fn buy(app: &TestApp, token: &str, shop: &Shop, product: i64, screenshot: Vec<u8>) -> Value {
    let form = multipart::Form::new()
        .text("payment_id", shop.payment.to_string())
        .part("payment_screenshot", file_part(screenshot, "receipt.png"))
        .text("product_id", product.to_string())
        .text("qty", "1");
    let (status, body) = app.post_multipart("api/user/buynow", form, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// The pending order `order_id` as the admin's queue shows it, once its receipt is read.
async fn queued(app: &TestApp, admin: &str, order_id: i64) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(90);
    loop {
        let answer = app.graphql(PENDING_ORDERS, json!({}), Some(admin), "en").await;
        let found = answer["data"]["pendingOrders"]
            .as_array()
            .unwrap_or_else(|| panic!("{answer}"))
            .iter()
            .find(|o| o["order"]["orderId"] == order_id)
            .cloned()
            .unwrap_or_else(|| panic!("order {order_id} is not pending: {answer}"));
        if found["receipt"]["state"] != "PENDING" {
            return found;
        }
        assert!(tokio::time::Instant::now() < deadline, "receipt of order {order_id} never read: {found}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

fn codes(entry: &Value) -> Vec<&str> {
    let mut codes: Vec<&str> = entry["flags"].as_array().unwrap().iter().map(|f| f["code"].as_str().unwrap()).collect();
    codes.sort_unstable();
    codes
}

fn flag<'a>(entry: &'a Value, code: &str) -> &'a Value {
    entry["flags"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == code)
        .unwrap_or_else(|| panic!("no {code} flag: {entry}"))
}

/// What a shopper's answer says, without what differs between any two orders (ids and times).
fn normalized(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| {
                    let varies = k.contains("id") || k.ends_with("_at") || k.contains("date") || k == "screenshot";
                    (k.clone(), if varies { json!("*") } else { normalized(v) })
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(normalized).collect()),
        other => other.clone(),
    }
}

fn reading_on() -> impl FnOnce(&mut kernel::config::Config) {
    |config| config.receipt_reading = true
}

#[tokio::test]
async fn one_screenshot_paying_two_orders_of_two_shoppers_is_flagged_on_the_second() {
    let app = spawn_app_with(reading_on()).await;
    let shop = shop(&app).await;
    let set = receipts::testset::generate(22, 2);
    let (receipt, other) = (&set[0], &set[1]);
    let lamp = product(&app, &shop.admin, receipt.amount_mmk).await;
    let other_lamp = product(&app, &shop.admin, other.amount_mmk).await;

    let first_shopper = app.shopper_with_address("Aye", "09791000001").await;
    let first = buy(&app, &first_shopper, &shop, lamp, receipt.png.clone()).await;
    let first_order = first["data"]["order_id"].as_i64().unwrap();
    let first_entry = queued(&app, &shop.admin, first_order).await;
    assert_eq!(codes(&first_entry), Vec::<&str>::new(), "{first_entry}");
    assert_eq!(first_entry["receipt"]["state"], "READ");
    assert_eq!(first_entry["receipt"]["amountMmk"], receipt.amount_mmk, "{first_entry}");
    assert_eq!(first_entry["receipt"]["amountDueMmk"], receipt.amount_mmk);
    assert_eq!(first_entry["receipt"]["transactionId"], receipt.transaction_id.as_str(), "{first_entry}");
    let first_payment = first_entry["receipt"]["paymentId"].as_i64().unwrap();

    // A different receipt of the same kind of wallet, by a third shopper: never a duplicate.
    let third_shopper = app.shopper_with_address("Hla", "09791000003").await;
    let third = buy(&app, &third_shopper, &shop, other_lamp, other.png.clone()).await;
    let third_entry = queued(&app, &shop.admin, third["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(codes(&third_entry), Vec::<&str>::new(), "{third_entry}");

    // The same screenshot from another shopper.
    let second_shopper = app.shopper_with_address("Mya", "09791000002").await;
    let second = buy(&app, &second_shopper, &shop, lamp, receipt.png.clone()).await;
    let second_order = second["data"]["order_id"].as_i64().unwrap();
    let second_entry = queued(&app, &shop.admin, second_order).await;
    assert_eq!(codes(&second_entry), ["DUPLICATE_PICTURE", "DUPLICATE_TRANSFER"], "{second_entry}");
    assert_eq!(second_entry["customerPhone"], "09791000002");
    for code in ["DUPLICATE_PICTURE", "DUPLICATE_TRANSFER"] {
        let flag = flag(&second_entry, code);
        assert_eq!(flag["relatedPaymentId"], first_payment, "{flag}");
        let detail = flag["detail"].as_str().unwrap();
        assert!(detail.contains(&format!("order #{first_order}")), "{detail}");
        assert!(detail.contains("09791000001") && detail.contains("not decided yet"), "{detail}");
    }
    assert!(flag(&second_entry, "DUPLICATE_TRANSFER")["detail"].as_str().unwrap().contains(&receipt.transaction_id));
    // The first payment is not flagged by the later copy.
    assert_eq!(codes(&queued(&app, &shop.admin, first_order).await), Vec::<&str>::new());

    // The shopper's answers are the same whether or not a check fired.
    assert_eq!(normalized(&first), normalized(&second));
    let (_, first_orders) = app.get("api/user/orders", Some(&first_shopper)).await;
    let (_, second_orders) = app.get("api/user/orders", Some(&second_shopper)).await;
    assert_eq!(normalized(&first_orders), normalized(&second_orders));

    // The link leads to the earlier payment, its shopper and its decision.
    let linked = "query($id: Int!) { adminTransferPayment(id: $id) { id kind subjectId customerPhone decision screenshotUrl flags { code } } }";
    let answer = app.graphql(linked, json!({"id": first_payment}), Some(&shop.admin), "en").await;
    let earlier = &answer["data"]["adminTransferPayment"];
    assert_eq!(
        (&earlier["kind"], &earlier["subjectId"], &earlier["customerPhone"], &earlier["decision"]),
        (&json!("ORDER"), &json!(first_order), &json!("09791000001"), &Value::Null),
        "{answer}"
    );
    let shopper_try = app.graphql(linked, json!({"id": first_payment}), Some(&first_shopper), "en").await;
    assert_eq!(shopper_try["errors"][0]["extensions"]["status"], 403, "{shopper_try}");

    let dashboard = app.graphql("{ adminDashboard { flaggedPayments } }", json!({}), Some(&shop.admin), "en").await;
    assert_eq!(dashboard["data"]["adminDashboard"]["flaggedPayments"], 1, "{dashboard}");

    // Decisions: the earlier one's shows in the flag; the flags go to the decision's audit entry.
    app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": first_order}), Some(&shop.admin), "en")
        .await;
    let second_entry = queued(&app, &shop.admin, second_order).await;
    assert!(flag(&second_entry, "DUPLICATE_PICTURE")["detail"].as_str().unwrap().contains("approved"));
    let answer = app
        .graphql(
            "mutation($id: Int!, $r: String!) { cancelOrder(id: $id, reason: $r) }",
            json!({"id": second_order, "r": "Payment not received"}),
            Some(&shop.admin),
            "en",
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    let audit = app
        .graphql("{ auditLog(action: \"order.cancel\") { data { detail } } }", json!({}), Some(&shop.admin), "en")
        .await;
    let details = audit["data"]["auditLog"]["data"][0]["detail"].to_string();
    assert!(details.contains("DUPLICATE_PICTURE") && details.contains("DUPLICATE_TRANSFER"), "{audit}");
    let dashboard = app.graphql("{ adminDashboard { flaggedPayments } }", json!({}), Some(&shop.admin), "en").await;
    assert_eq!(dashboard["data"]["adminDashboard"]["flaggedPayments"], 0, "{dashboard}");
}

#[tokio::test]
async fn a_wrong_amount_and_an_unreadable_picture_are_flagged_and_the_queue_moves_on() {
    let app = spawn_app_with(reading_on()).await;
    let shop = shop(&app).await;
    let receipt = &receipts::testset::generate(23, 1)[0];
    let lamp = product(&app, &shop.admin, receipt.amount_mmk + 5_000).await;
    let shopper = app.shopper_with_address("Aye", "09791000001").await;

    // A photo that is no receipt: stored as ever, marked unreadable, and the next one is read.
    let photo = buy(&app, &shopper, &shop, lamp, png(640, 960)).await;
    let wrong = buy(&app, &shopper, &shop, lamp, receipt.png.clone()).await;
    let photo_entry = queued(&app, &shop.admin, photo["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(photo_entry["receipt"]["state"], "UNREADABLE", "{photo_entry}");
    assert_eq!(codes(&photo_entry), ["UNREADABLE"]);
    assert_eq!(flag(&photo_entry, "UNREADABLE")["detail"], "The receipt could not be read.");

    let entry = queued(&app, &shop.admin, wrong["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(codes(&entry), ["AMOUNT_MISMATCH"], "{entry}");
    let due = receipt.amount_mmk + 5_000;
    let detail = flag(&entry, "AMOUNT_MISMATCH")["detail"].as_str().unwrap().to_owned();
    let thousands = receipts::grouped;
    assert!(detail.contains(&thousands(receipt.amount_mmk)) && detail.contains(&thousands(due)), "{detail}");
    // In the admin's language.
    let answer = app.graphql(PENDING_ORDERS, json!({}), Some(&shop.admin), "mm").await;
    let burmese = answer["data"]["pendingOrders"][1]["flags"][0]["detail"].as_str().unwrap().to_owned();
    assert!(burmese.contains("ပြေစာ"), "{burmese}");

    // An old transfer, once the accepted age is shorter than the receipt's.
    let answer = app
        .graphql(
            "mutation { updatePaymentCheckSettings(input: {transferMaxAgeHours: 1}) { transferMaxAgeHours } }",
            json!({}),
            Some(&shop.admin),
            "en",
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    let old = receipts::testset::generate(24, 8)
        .into_iter()
        .find(|r| chrono::Utc::now().naive_utc() - r.transferred_at > chrono::Duration::days(2))
        .expect("a receipt two days old");
    let old_lamp = product(&app, &shop.admin, old.amount_mmk).await;
    let paid = buy(&app, &shopper, &shop, old_lamp, old.png.clone()).await;
    let entry = queued(&app, &shop.admin, paid["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(codes(&entry), ["TOO_OLD"], "{entry}");
    assert!(flag(&entry, "TOO_OLD")["detail"].as_str().unwrap().contains("more than 1 hours before"), "{entry}");
}

#[tokio::test]
async fn without_reading_copies_are_still_caught_and_the_queue_says_reading_is_off() {
    let app = spawn_app().await;
    let shop = shop(&app).await;
    let receipt = &receipts::testset::generate(25, 1)[0];
    let lamp = product(&app, &shop.admin, receipt.amount_mmk).await;
    let shopper = app.shopper_with_address("Aye", "09791000001").await;
    let first = buy(&app, &shopper, &shop, lamp, receipt.png.clone()).await;
    let jpeg = buy(&app, &shopper, &shop, lamp, receipts::testset::as_jpeg(receipt, 70)).await;
    let reencoded = {
        // The same pixels, encoded again (another PNG compression): the exact hash still matches.
        let decoded = image::load_from_memory(&receipt.png).unwrap();
        let mut out = std::io::Cursor::new(Vec::new());
        decoded.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    };
    let copy = buy(&app, &shopper, &shop, lamp, reencoded).await;

    let answer = app.graphql(PENDING_ORDERS, json!({}), Some(&shop.admin), "en").await;
    let entries = answer["data"]["pendingOrders"].as_array().unwrap().clone();
    let entry =
        |order: &Value| entries.iter().find(|e| e["order"]["orderId"] == order["data"]["order_id"]).cloned().unwrap();
    let first_payment = entry(&first)["receipt"]["paymentId"].clone();
    assert_eq!(entry(&first)["receipt"]["state"], "OFF");
    assert_eq!(codes(&entry(&first)), Vec::<&str>::new());
    let near = flag(&entry(&jpeg), "DUPLICATE_PICTURE").clone();
    assert_eq!(near["relatedPaymentId"], first_payment);
    assert!(near["detail"].as_str().unwrap().starts_with("A nearly identical picture"), "{near}");
    let exact = flag(&entry(&copy), "DUPLICATE_PICTURE").clone();
    assert!(exact["detail"].as_str().unwrap().starts_with("The same picture"), "{exact}");
    assert_eq!(exact["relatedPaymentId"], first_payment);

    let settings = app
        .graphql(
            "{ adminPaymentCheckSettings { readingOn nearDuplicateBits maxNearDuplicateBits } }",
            json!({}),
            Some(&shop.admin),
            "en",
        )
        .await;
    assert_eq!(settings["data"]["adminPaymentCheckSettings"]["readingOn"], false, "{settings}");

    // Bad settings are refused in the admin's language and change nothing.
    let max = settings["data"]["adminPaymentCheckSettings"]["maxNearDuplicateBits"].as_i64().unwrap();
    let answer = app
        .graphql(
            "mutation($bits: Int!) { updatePaymentCheckSettings(input: {nearDuplicateBits: $bits}) { nearDuplicateBits } }",
            json!({"bits": max + 1}),
            Some(&shop.admin),
            "mm",
        )
        .await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "VALIDATION", "{answer}");
    assert!(answer["errors"][0]["message"].as_str().unwrap().contains("ကိန်းပြည့်"), "{answer}");
    let after =
        app.graphql("{ adminPaymentCheckSettings { nearDuplicateBits } }", json!({}), Some(&shop.admin), "en").await;
    assert_eq!(
        after["data"]["adminPaymentCheckSettings"]["nearDuplicateBits"],
        settings["data"]["adminPaymentCheckSettings"]["nearDuplicateBits"]
    );
}

#[tokio::test]
async fn a_screenshot_reused_for_a_shipping_fee_is_flagged_in_that_queue() {
    let app = spawn_app().await;
    let shop = shop(&app).await;
    let receipt = &receipts::testset::generate(26, 1)[0];
    let lamp = product(&app, &shop.admin, receipt.amount_mmk).await;
    let shopper = app.shopper_with_address("Aye", "09791000001").await;
    let bought = buy(&app, &shopper, &shop, lamp, receipt.png.clone()).await;
    let order = bought["data"]["order_id"].as_i64().unwrap();
    app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order}), Some(&shop.admin), "en").await;
    let (_, to_ship) = app.get("api/user/orders", Some(&shopper)).await;
    let item = to_ship["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("{to_ship}"));
    let form = multipart::Form::new()
        .text("payment_id", shop.payment.to_string())
        .part("payment_screenshot", file_part(receipt.png.clone(), "receipt.png"))
        .text("order_item_id", json!([item]).to_string());
    let (status, body) = app.post_multipart("api/user/shipping-orders", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer = app
        .graphql(
            "{ pendingShippingOrders { flags { code detail relatedPaymentId } receipt { paymentId } } }",
            json!({}),
            Some(&shop.admin),
            "en",
        )
        .await;
    let entry = &answer["data"]["pendingShippingOrders"][0];
    assert_eq!(codes(entry), ["DUPLICATE_PICTURE"], "{answer}");
    let detail = flag(entry, "DUPLICATE_PICTURE")["detail"].as_str().unwrap();
    assert!(detail.contains(&format!("order #{order}")) && detail.contains("approved"), "{detail}");
}

#[tokio::test]
async fn pictures_past_their_retention_are_deleted_and_their_receipts_still_caught() {
    let app = spawn_app_with(reading_on()).await;
    let shop = shop(&app).await;
    let answer = app
        .graphql(
            "mutation { updatePaymentCheckSettings(input: {screenshotRetentionDays: 30}) { screenshotRetentionDays } }",
            json!({}),
            Some(&shop.admin),
            "en",
        )
        .await;
    assert_eq!(answer["data"]["updatePaymentCheckSettings"]["screenshotRetentionDays"], 30, "{answer}");
    let receipt = &receipts::testset::generate(27, 1)[0];
    let lamp = product(&app, &shop.admin, receipt.amount_mmk).await;
    let shopper = app.shopper_with_address("Aye", "09791000001").await;
    let first = buy(&app, &shopper, &shop, lamp, receipt.png.clone()).await;
    let first_order = first["data"]["order_id"].as_i64().unwrap();
    let first_payment = queued(&app, &shop.admin, first_order).await["receipt"]["paymentId"].as_i64().unwrap();
    let screenshot = format!("api/payment-screenshots/{first_payment}");
    assert_eq!(app.client.get(app.url(&screenshot)).bearer_auth(&shop.admin).send().await.unwrap().status(), 200);

    // Undecided pictures are kept however old; decided ones go 30 days after the decision.
    app.ctx.clock.advance(chrono::Duration::days(40));
    assert_eq!(payments::checks::retention::delete_expired_pictures(&app.ctx).await.unwrap(), 0);
    app.ctx.clock.advance(chrono::Duration::days(-40));
    app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": first_order}), Some(&shop.admin), "en")
        .await;
    assert_eq!(payments::checks::retention::delete_expired_pictures(&app.ctx).await.unwrap(), 0);
    app.ctx.clock.advance(chrono::Duration::days(31));
    let files_before = app.stored_files().await.len();
    assert_eq!(payments::checks::retention::delete_expired_pictures(&app.ctx).await.unwrap(), 1);
    assert_eq!(app.stored_files().await.len(), files_before - 1);
    assert_eq!(app.client.get(app.url(&screenshot)).bearer_auth(&shop.admin).send().await.unwrap().status(), 404);
    let answer = app
        .graphql(
            "query($id: Int!) { adminTransferPayment(id: $id) { screenshotUrl pictureDeletedAt decision receipt { transactionId } } }",
            json!({"id": first_payment}),
            Some(&shop.admin),
            "en",
        )
        .await;
    let earlier = &answer["data"]["adminTransferPayment"];
    assert_eq!((&earlier["screenshotUrl"], &earlier["decision"]), (&Value::Null, &json!("APPROVED")), "{answer}");
    assert!(earlier["pictureDeletedAt"].is_string());
    assert_eq!(earlier["receipt"]["transactionId"], receipt.transaction_id.as_str());

    // The same receipt again, after its picture is gone: still caught.
    let again = buy(&app, &shopper, &shop, lamp, receipt.png.clone()).await;
    let entry = queued(&app, &shop.admin, again["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(codes(&entry), ["DUPLICATE_PICTURE", "DUPLICATE_TRANSFER"], "{entry}");
    assert_eq!(flag(&entry, "DUPLICATE_TRANSFER")["relatedPaymentId"], first_payment);
}

#[tokio::test]
async fn a_receipt_whose_reading_takes_too_long_is_given_up_and_marked_so() {
    // 30 ms is less than Tesseract needs to load its models, so every read times out.
    let app = spawn_app_with(|config| {
        config.receipt_reading = true;
        config.receipt_read_seconds = 0.03;
    })
    .await;
    let shop = shop(&app).await;
    let receipt = &receipts::testset::generate(28, 1)[0];
    let lamp = product(&app, &shop.admin, receipt.amount_mmk).await;
    let shopper = app.shopper_with_address("Aye", "09791000001").await;
    let slow = buy(&app, &shopper, &shop, lamp, receipt.png.clone()).await;
    // A tiny picture is stored as ever, and read (or given up) like any other.
    let tiny = buy(&app, &shopper, &shop, lamp, png(2, 2)).await;
    for order in [&slow, &tiny] {
        let entry = queued(&app, &shop.admin, order["data"]["order_id"].as_i64().unwrap()).await;
        assert_eq!(entry["receipt"]["state"], "UNREADABLE", "{entry}");
        assert_eq!(codes(&entry), ["UNREADABLE"]);
    }
    let entry = queued(&app, &shop.admin, slow["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(flag(&entry, "UNREADABLE")["detail"], "Reading the receipt took too long and was given up.");
}
