//! Vouchers (issue 40): codes applied at checkout and buy now through both APIs, computed on the
//! server only, never redeemed past their limits however many shoppers use one at once, a use given
//! back exactly once by a cancelled or rejected order, every refusal clear and in the shopper's
//! language with nothing written; `mall check` counts the uses.

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, execute, scalar},
    png, spawn_app, TestApp,
};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

const CREATE: &str = "mutation($input: VoucherInput!) { createVoucher(input: $input) }";
const CANCEL: &str = "mutation($id: Int!) { cancelOrder(id: $id, reason: \"Amount does not match\") }";

fn paid(payment: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"))
}

/// A category with a 10,000 Ks product (stock not counted) and a 3,000 Ks one in another category.
async fn shop(app: &TestApp, admin: &str) -> (i64, i64, i64) {
    let slug = format!("v{}", app.next_number());
    let shoes = app.create_category(admin, &slug, json!({"en": "Shoes"})).await.unwrap();
    let bags = app.create_category(admin, &format!("{slug}b"), json!({"en": "Bags"})).await.unwrap();
    let product = |category: i64, price: i64, name: &str| {
        json!({"categoryId": category, "type": "PRODUCT", "name": {"en": name, "mm": format!("{name} မြန်မာ")},
               "description": {"en": "x"}, "actualPrice": price})
    };
    let shoe = app.create_product(admin, product(shoes, 10_000, "Runner")).await;
    let bag = app.create_product(admin, product(bags, 3_000, "Tote")).await;
    (shoes, shoe, bag)
}

async fn create(app: &TestApp, admin: &str, input: Value) -> Value {
    app.graphql(CREATE, json!({ "input": input }), Some(admin), "en").await
}

async fn voucher(app: &TestApp, admin: &str, input: Value) -> i64 {
    let answer = create(app, admin, input).await;
    answer["data"]["createVoucher"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

#[tokio::test]
async fn fifty_shoppers_at_once_with_a_code_of_ten_uses_get_ten_discounts_and_a_rejected_order_gives_its_use_back_once()
{
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let (_, shoe, _) = shop(&app, &admin).await;
    voucher(&app, &admin, json!({"code": "tenoff", "kind": "PERCENT", "value": 10, "totalUses": 10})).await;
    let mut shoppers = Vec::new();
    for n in 0..50 {
        shoppers.push(app.shopper_with_address("Buyer", &format!("0979500{n:04}")).await);
    }
    for token in &shoppers[..25] {
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": shoe, "qty": 1}), Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // Half check out their cart, half buy now, all with the code (typed in any case) at once.
    let attempts = shoppers.iter().enumerate().map(|(n, token)| {
        let app = &app;
        async move {
            if n < 25 {
                app.post_multipart("api/user/checkout", paid(payment).text("voucher_code", "TenOff"), token).await
            } else {
                let form = paid(payment).text("product_id", shoe.to_string()).text("voucher_code", " tenoff ");
                app.post_multipart("api/user/buynow", form, token).await
            }
        }
    });
    let results = futures::future::join_all(attempts).await;
    let placed: Vec<&Value> = results.iter().filter(|(s, _)| *s == StatusCode::OK).map(|(_, b)| &b["data"]).collect();
    assert_eq!(placed.len(), 10, "{results:?}");
    for order in &placed {
        assert_eq!((order["total_price"].as_i64(), order["discount"].as_i64()), (Some(9_000), Some(1_000)), "{order}");
        assert_eq!(order["voucher_code"], "TENOFF");
    }
    for (status, body) in results.iter().filter(|(s, _)| *s != StatusCode::OK) {
        assert_eq!(*status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["errors"]["voucher_code"][0], "This code has been used up.", "{body}");
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM shop_order").await, 10, "no order without its discount");
    assert_eq!(scalar(&app, "SELECT used AS n FROM voucher").await, 10);
    data_is_intact(&app).await;

    // Rejecting one order gives its use back; rejecting it again gives nothing more.
    let rejected = placed[0]["order_id"].as_i64().unwrap();
    let first = app.graphql(CANCEL, json!({"id": rejected}), Some(&admin), "en").await;
    assert!(first["errors"].is_null(), "{first}");
    let again =
        futures::future::join_all((0..3).map(|_| app.graphql(CANCEL, json!({"id": rejected}), Some(&admin), "en")))
            .await;
    assert!(again.iter().all(|a| !a["errors"].is_null()), "{again:?}");
    assert_eq!(scalar(&app, "SELECT used AS n FROM voucher").await, 9);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM voucher_use WHERE given_back_at IS NOT NULL").await, 1);
    // The use is there for another shopper.
    let (status, body) = app
        .post_multipart(
            "api/user/buynow",
            paid(payment).text("product_id", shoe.to_string()).text("voucher_code", "TENOFF"),
            &shoppers[49],
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["discount"], 1_000);
    data_is_intact(&app).await;

    // `mall check`: a count of uses that is not the uses is reported.
    execute(&app, "UPDATE voucher SET used = 3").await;
    let broken = gateway::integrity::check(app.ctx.db.conn(), &app.ctx.config).await.unwrap();
    assert_eq!(broken.len(), 1, "{broken:#?}");
    assert_eq!(broken[0].holds, "a voucher's count of uses is its uses not given back");
}

#[tokio::test]
async fn the_preview_is_what_the_order_pays_and_the_admin_sees_the_uses_and_the_kyat_given() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let (shoes, shoe, bag) = shop(&app, &admin).await;
    let id = voucher(
        &app,
        &admin,
        json!({"code": "SHOES15", "kind": "PERCENT", "value": 15, "maxDiscount": 2_000, "minSpend": 5_000,
               "categoryIds": [shoes], "usesPerShopper": 1,
               "title": {"en": "15% off shoes", "mm": "ဖိနပ် ၁၅% လျှော့", "ch": "鞋类八五折"}}),
    )
    .await;
    let shopper = app.shopper_with_address("Ma Aye", "09795100001").await;
    for (product, qty) in [(shoe, 2), (bag, 1)] {
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": product, "qty": qty}), Some(&shopper)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // Only the shoes count: 15% of 20,000 is 3,000, capped at 2,000.
    let preview = app
        .graphql(
            "query { previewVoucher(code: \"shoes15\") { code title subtotal discount total } }",
            json!({}),
            Some(&shopper),
            "mm",
        )
        .await;
    assert_eq!(
        preview["data"]["previewVoucher"],
        json!({"code": "SHOES15", "title": "ဖိနပ် ၁၅% လျှော့", "subtotal": 23_000, "discount": 2_000, "total": 21_000}),
        "{preview}"
    );
    let query = "mutation($pay: Int!, $shot: Upload!) { checkout(paymentId: $pay, paymentScreenshot: $shot, voucherCode: \"SHOES15\") \
                 { orderId totalPrice discount voucherCode } }";
    let placed = app
        .graphql_upload(
            query,
            json!({"pay": payment, "shot": null}),
            vec![("variables.shot", png(40, 80))],
            Some(&shopper),
        )
        .await;
    let order = &placed["data"]["checkout"];
    assert_eq!((order["totalPrice"].as_i64(), order["discount"].as_i64()), (Some(21_000), Some(2_000)), "{placed}");
    assert_eq!(order["voucherCode"], "SHOES15");
    let order_id = order["orderId"].as_i64().unwrap();

    // The admin's queue shows the amount due and the discount; the list shows the use.
    let queue = app
        .graphql(
            "query { pendingOrders { order { orderId totalPrice discount voucherCode } } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(
        queue["data"]["pendingOrders"][0]["order"],
        json!({"orderId": order_id, "totalPrice": 21_000, "discount": 2_000, "voucherCode": "SHOES15"})
    );
    let list = app
        .graphql("query { adminVouchers { id used givenMmk state title { en mm } } }", json!({}), Some(&admin), "en")
        .await;
    assert_eq!(
        list["data"]["adminVouchers"][0],
        json!({"id": id, "used": 1, "givenMmk": 2_000, "state": "ACTIVE", "title": {"en": "15% off shoes", "mm": "ဖိနပ် ၁၅% လျှော့"}})
    );
    // The REST answer (order success) carries it too.
    let (status, detail) = app.get(&format!("api/user/orders/{order_id}"), Some(&shopper)).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    assert_eq!(
        (detail["data"]["discount"].as_i64(), detail["data"]["total_price"].as_i64()),
        (Some(2_000), Some(21_000))
    );
    assert_eq!(detail["data"]["voucher_code"], "SHOES15", "{detail}");

    // One use per shopper: the next order with it is refused, in the shopper's language.
    let (status, body) =
        app.post_json("api/user/cart/add", json!({"product_id": shoe, "qty": 1}), Some(&shopper)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let again =
        app.graphql("query { previewVoucher(code: \"SHOES15\") { discount } }", json!({}), Some(&shopper), "ch").await;
    assert_eq!(
        again["errors"][0]["extensions"]["errors"]["voucher_code"][0], "您使用此优惠码的次数已达上限。",
        "{again}"
    );

    // The shopper cancels: the use comes back once, and the refund due is what was paid.
    let cancelled = app
        .graphql(
            "mutation($id: Int!) { cancelMyOrder(orderId: $id, reason: FOUND_CHEAPER) { refunds { amount } } }",
            json!({"id": order_id}),
            Some(&shopper),
            "en",
        )
        .await;
    assert_eq!(cancelled["data"]["cancelMyOrder"]["refunds"][0]["amount"], 21_000, "{cancelled}");
    assert_eq!(scalar(&app, "SELECT used AS n FROM voucher").await, 0);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn codes_that_do_not_apply_are_refused_clearly_and_change_nothing() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let (shoes, shoe, bag) = shop(&app, &admin).await;
    let now = app.ctx.clock.now();
    let at = |hours: i64| (now + chrono::Duration::hours(hours)).to_rfc3339();
    voucher(
        &app,
        &admin,
        json!({"code": "LATER", "kind": "FIXED", "value": 500, "minSpend": 1_000, "startsAt": at(2)}),
    )
    .await;
    voucher(
        &app,
        &admin,
        json!({"code": "SOON-OVER", "kind": "FIXED", "value": 500, "minSpend": 1_000, "endsAt": at(1)}),
    )
    .await;
    let paused = voucher(&app, &admin, json!({"code": "PAUSED", "kind": "PERCENT", "value": 5})).await;
    let pause = app
        .graphql(
            "mutation($id: Int!) { setVoucherPaused(id: $id, paused: true) }",
            json!({"id": paused}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(pause["data"]["setVoucherPaused"], true, "{pause}");
    voucher(&app, &admin, json!({"code": "BIGSPEND", "kind": "FIXED", "value": 1_000, "minSpend": 50_000})).await;
    voucher(&app, &admin, json!({"code": "SHOESONLY", "kind": "PERCENT", "value": 10, "categoryIds": [shoes]})).await;
    voucher(&app, &admin, json!({"code": "WELCOME", "kind": "PERCENT", "value": 10, "firstOrderOnly": true})).await;
    let shopper = app.shopper_with_address("Ko Ko", "09795200001").await;
    // One earlier order (not cancelled): WELCOME is no longer for this shopper.
    let (status, body) =
        app.post_multipart("api/user/buynow", paid(payment).text("product_id", bag.to_string()), &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // The clock moves on: SOON-OVER has ended.
    app.ctx.clock.advance(chrono::Duration::minutes(61));

    let cases = [
        (
            "NOPE",
            "This code does not exist. Check the spelling and try again.",
            "ဤကုဒ် မရှိပါ။ စာလုံးပေါင်းကို စစ်ဆေးပြီး ထပ်မံကြိုးစားပါ။",
        ),
        ("LATER", "This code cannot be used yet.", "ဤကုဒ်ကို မသုံးနိုင်သေးပါ။"),
        ("SOON-OVER", "This code has expired.", "ဤကုဒ် သက်တမ်းကုန်သွားပါပြီ။"),
        ("PAUSED", "This code is paused for now.", "ဤကုဒ်ကို ယခု ခေတ္တရပ်ထားပါသည်။"),
        (
            "BIGSPEND",
            "This code needs a spend of at least 50,000 Ks on the products it applies to.",
            "ဤကုဒ်ကို သုံးရန် သက်ဆိုင်သည့် ပစ္စည်းများအတွက် အနည်းဆုံး 50,000 ကျပ် ဝယ်ရပါမည်။",
        ),
        ("SHOESONLY", "This code does not apply to these products.", "ဤကုဒ်သည် ဤပစ္စည်းများအတွက် မသက်ဆိုင်ပါ။"),
        ("WELCOME", "This code is for a first order only.", "ဤကုဒ်သည် ပထမဆုံး အော်ဒါအတွက်သာ ဖြစ်သည်။"),
    ];
    let orders_before = scalar(&app, "SELECT COUNT(*) AS n FROM shop_order").await;
    let uploads_before = scalar(&app, "SELECT COUNT(*) AS n FROM payment_check").await;
    for (code, en, mm) in cases {
        let form = paid(payment).text("product_id", bag.to_string()).text("voucher_code", code);
        let (status, body) = app.post_multipart("api/user/buynow", form, &shopper).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{code}: {body}");
        assert_eq!(body["errors"]["voucher_code"][0], en, "{code}: {body}");
        let preview = app
            .graphql(
                "query($code: String!, $p: Int!) { previewVoucher(code: $code, productId: $p) { discount } }",
                json!({"code": code, "p": bag}),
                Some(&shopper),
                "mm",
            )
            .await;
        assert_eq!(preview["errors"][0]["extensions"]["errors"]["voucher_code"][0], mm, "{code}: {preview}");
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM shop_order").await, orders_before, "no order written");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM payment_check").await, uploads_before, "no screenshot kept");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM voucher_use").await, 0);
    // The shoes voucher applies to the shoe.
    let preview = app
        .graphql(
            "query($p: Int!) { previewVoucher(code: \"SHOESONLY\", productId: $p) { discount total } }",
            json!({"p": shoe}),
            Some(&shopper),
            "en",
        )
        .await;
    assert_eq!(preview["data"]["previewVoucher"], json!({"discount": 1_000, "total": 9_000}), "{preview}");
    data_is_intact(&app).await;
}

#[tokio::test]
async fn the_admin_cannot_make_a_voucher_that_breaks_its_own_rules() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let now = app.ctx.clock.now();
    let at = |hours: i64| (now + chrono::Duration::hours(hours)).to_rfc3339();
    voucher(&app, &admin, json!({"code": "TAKEN", "kind": "PERCENT", "value": 5})).await;
    let cases = [
        (json!({"code": "x", "kind": "PERCENT", "value": 5}), "code", "A code has 3 to 24 letters, digits, - or _."),
        (json!({"code": "taken", "kind": "PERCENT", "value": 5}), "code", "Another voucher already has this code."),
        (json!({"code": "HALF", "kind": "PERCENT", "value": 150}), "value", "A percent is from 1 to 100."),
        (json!({"code": "FREE", "kind": "FIXED", "value": 5_000, "minSpend": 5_000}), "min_spend",
         "A fixed voucher needs a minimum spend of at least 5,001 Ks (more than its value), so that no order comes to nothing."),
        (json!({"code": "BACKWARDS", "kind": "PERCENT", "value": 5, "startsAt": at(5), "endsAt": at(2)}), "ends_at", "The end must be after the start."),
        (json!({"code": "PAST", "kind": "PERCENT", "value": 5, "endsAt": at(-1)}), "ends_at", "The end must be in the future."),
        (json!({"code": "NOUSES", "kind": "PERCENT", "value": 5, "totalUses": 0}), "total_uses", "Uses must be at least 1."),
        (json!({"code": "NOCAT", "kind": "PERCENT", "value": 5, "categoryIds": [999_999]}), "category_ids", "This category does not exist."),
    ];
    for (input, field, message) in cases {
        let answer = create(&app, &admin, input.clone()).await;
        assert_eq!(answer["errors"][0]["extensions"]["errors"][field][0], message, "{input}: {answer}");
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM voucher").await, 1, "nothing written");
    // Shoppers cannot make or list vouchers.
    let shopper = app.shopper_with_address("Zaw", "09795300001").await;
    let answer = create(&app, &shopper, json!({"code": "MINE", "kind": "PERCENT", "value": 90})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "FORBIDDEN", "{answer}");
    let answer = app.graphql("query { adminVouchers { id } }", json!({}), Some(&shopper), "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "FORBIDDEN", "{answer}");
}
