//! A payment QR with the amount: the admin uploads the wallet's merchant QR as a picture (read,
//! checked, refused with a field error when unusable), and a shopper's pending order answers its
//! QR code with the order's total and number, drawn as a PNG that a real scanner (Debian's
//! `zbarimg`) reads back.

use std::io::Cursor;

use payments::mmqr::{self, Tlv};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{file_part, png, spawn_app, spawn_app_with, TestApp};

const CREATE: &str = "mutation($input: PaymentMethodInput!, $logo: Upload, $qr: Upload) { createPaymentMethod(input: $input, logo: $logo, merchantQr: $qr) }";
const UPDATE: &str = "mutation($id: Int!, $input: PaymentMethodInput!, $qr: Upload, $remove: Boolean) { updatePaymentMethod(id: $id, input: $input, merchantQr: $qr, removeMerchantQr: $remove) }";
const METHODS: &str = "{ adminPaymentMethods { id name merchantQr } paymentMethods { id hasQr } }";

/// A wallet's static merchant QR (MMQR) as printed at a counter: KBZPay-style merchant account
/// template, MCC, kyat, Myanmar, name and city, a terminal label in the additional data.
fn static_payload(currency: &str) -> String {
    let account = mmqr::encode(&[tlv("00", "com.kbzpay.mmqr"), tlv("01", "09791234567")]).unwrap();
    let body = mmqr::encode(&[
        tlv("00", "01"),
        tlv("01", "11"),
        tlv("26", &account),
        tlv("52", "5311"),
        tlv("53", currency),
        tlv("58", "MM"),
        tlv("59", "LUCKY MALL"),
        tlv("60", "YANGON"),
        tlv("62", &mmqr::encode(&[tlv("07", "SHOP1")]).unwrap()),
    ])
    .unwrap();
    let signed = format!("{body}6304");
    format!("{signed}{:04X}", crc16(signed.as_bytes()))
}

fn tlv(tag: &str, value: &str) -> Tlv {
    Tlv { tag: tag.to_owned(), value: value.to_owned() }
}

/// CRC-16/CCITT-FALSE written out here, bit by bit, so the test does not check the shop's CRC
/// with the shop's own code.
fn crc16(data: &[u8]) -> u16 {
    let mut crc: u16 = 0xFFFF;
    for byte in data {
        crc ^= u16::from(*byte) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 { (crc << 1) ^ 0x1021 } else { crc << 1 };
        }
    }
    crc
}

/// `text` as a QR code in a PNG, as a phone's screenshot of the wallet's merchant QR would be.
fn qr_picture(text: &str) -> Vec<u8> {
    let code = qrcode::QrCode::new(text.as_bytes()).unwrap();
    let picture = code.render::<image::Luma<u8>>().quiet_zone(true).min_dimensions(400, 400).build();
    let mut out = Cursor::new(Vec::new());
    image::DynamicImage::ImageLuma8(picture).write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

fn input(name: &str) -> Value {
    json!({"name": name, "paymentNumbers": [{"accountName": "Lucky Mall", "accountNumber": "09791234567"}]})
}

/// A payment method made with `qr` as its merchant QR picture; answers the GraphQL answer.
async fn create_with_qr(app: &TestApp, admin: &str, qr: Vec<u8>, locale_name: &str) -> Value {
    app.graphql_upload(
        CREATE,
        json!({"input": input(locale_name), "logo": null, "qr": null}),
        vec![("variables.qr", qr)],
        Some(admin),
    )
    .await
}

async fn methods(app: &TestApp, admin: &str) -> Value {
    let answer = app.graphql(METHODS, json!({}), Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{answer}");
    answer["data"].clone()
}

/// Buys `qty` lamps (45,000 MMK each) now with payment method `method`; answers the order.
async fn buy_lamps(app: &TestApp, token: &str, lamp: i64, method: i64, qty: i64) -> Value {
    let form = multipart::Form::new()
        .text("payment_id", method.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"))
        .text("product_id", lamp.to_string())
        .text("qty", qty.to_string());
    let (status, body) = app.post_multipart("api/user/buynow", form, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// What Debian's `zbarimg` reads in a PNG. A missing `zbarimg` fails the test: it is what shows
/// that a real scanner reads the shop's QR code.
fn zbarimg(png: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("qr.png");
    std::fs::write(&path, png).unwrap();
    let output = std::process::Command::new("zbarimg")
        .args(["--raw", "-q"])
        .arg(&path)
        .output()
        .unwrap_or_else(|err| panic!("zbarimg is needed (apt-get install zbar-tools): {err}"));
    assert!(output.status.success(), "zbarimg read no code: {output:?}");
    String::from_utf8(output.stdout).unwrap().trim_end_matches('\n').to_owned()
}

#[tokio::test]
async fn payment_qr_a_shopper_pays_an_order_with_its_amount_and_number() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let merchant = static_payload("104");
    let created = create_with_qr(&app, &admin, qr_picture(&merchant), "KBZPay").await;
    let method = created["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{created}"));
    let listed = methods(&app, &admin).await;
    assert_eq!(listed["adminPaymentMethods"][0]["merchantQr"], merchant.as_str(), "the picture's payload is kept");
    assert_eq!(listed["paymentMethods"][0]["hasQr"], true);
    let (_, rest) = app.get("api/payments", None).await;
    assert_eq!(rest["data"][0]["has_qr"], true, "{rest}");

    let lamp = app.lamp(&admin).await;
    let token = app.shopper_with_address("Aye", "09791230001").await;
    let order = buy_lamps(&app, &token, lamp, method, 2).await;
    let (id, total) = (order["order_id"].as_i64().unwrap(), order["total_price"].as_i64().unwrap());
    assert_eq!(total, 90_000);
    let reference = format!("ORD{id:06}");

    let (status, body) = app.get(&format!("api/user/payment-qr?kind=order&id={id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status_code"], 200);
    assert_eq!(body["message"], "Payment QR code");
    let data = &body["data"];
    assert_eq!(data["png"], format!("/api/user/payment-qr.png?kind=order&id={id}"));
    assert_eq!((data["amount_mmk"].as_i64(), data["reference"].as_str()), (Some(total), Some(reference.as_str())));
    let payload = data["payload"].as_str().unwrap().to_owned();

    let graphql = app
        .graphql(
            "query($id: Int!) { paymentQr(kind: ORDER, id: $id) { payload png amountMmk reference } }",
            json!({"id": id}),
            Some(&token),
            "en",
        )
        .await;
    assert_eq!(graphql["data"]["paymentQr"]["payload"], payload.as_str(), "{graphql}");
    assert_eq!(graphql["data"]["paymentQr"]["png"], data["png"]);

    // The PNG through the real server, read by a real scanner.
    let response = app.client.get(app.url(data["png"].as_str().unwrap())).bearer_auth(&token).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/png");
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    let bytes = response.bytes().await.unwrap();
    let picture = image::load_from_memory(&bytes).unwrap();
    assert!(picture.width() >= 300 && picture.height() >= 300, "{}x{}", picture.width(), picture.height());
    let scanned = zbarimg(&bytes);
    assert_eq!(scanned, payload, "the PNG holds the payload the API answers");

    // What the shopper's wallet reads: dynamic, the order's total, its number, a valid CRC, and
    // the merchant's own tags as they were.
    let (signed, crc) = scanned.split_at(scanned.len() - 4);
    assert!(signed.ends_with("6304"));
    assert_eq!(crc, format!("{:04X}", crc16(signed.as_bytes())), "the CRC is valid");
    let value = |tag: &str, sub: Option<&str>| mmqr::value_of(&scanned, tag, sub);
    assert_eq!(value("00", None).as_deref(), Some("01"));
    assert_eq!(value("01", None).as_deref(), Some("12"));
    assert_eq!(value("54", None), Some(total.to_string()));
    assert_eq!(value("62", Some("01")), Some(reference.clone()));
    assert_eq!(value("62", Some("07")).as_deref(), Some("SHOP1"));
    for tag in ["26", "52", "53", "58", "59", "60"] {
        assert_eq!(value(tag, None), mmqr::value_of(&merchant, tag, None), "tag {tag}");
    }

    // Signed out: 401, for both.
    for path in
        [format!("api/user/payment-qr?kind=order&id={id}"), format!("api/user/payment-qr.png?kind=order&id={id}")]
    {
        let response = app.client.get(app.url(&path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED, "{path}");
    }

    // Once approved, there is nothing left to pay.
    app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": id}), Some(&admin), "en").await;
    let (status, body) = app.get(&format!("api/user/payment-qr?kind=order&id={id}"), Some(&token)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("This payment is no longer waiting to be paid."))
    );
}

#[tokio::test]
async fn payment_qr_unusable_pictures_are_refused_on_merchant_qr_and_change_nothing() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let merchant = static_payload("104");
    let created = create_with_qr(&app, &admin, qr_picture(&merchant), "KBZPay").await;
    let method = created["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{created}"));
    let before = methods(&app, &admin).await;
    let files = app.stored_files().await;

    // One character changed: the CRC no longer matches.
    let tampered = merchant.replace("LUCKY MALL", "LUCKY MALX");
    assert_ne!(tampered, merchant);
    let dollars = static_payload("840");
    let refusals = [
        (qr_picture(&tampered), "This QR code's check digits do not match its content, so it was changed or misread. Upload the wallet's own QR code."),
        (png(120, 120), "No QR code could be read in this picture. Upload a clear picture of the wallet's merchant QR code."),
        (qr_picture("https://lucky-mall.example/pay"), "This QR code is not a wallet's merchant payment QR code (MMQR)."),
        (qr_picture(&dollars), "This QR code takes payments in another currency; the shop takes kyat (MMK) only."),
    ];
    for (picture, message) in refusals {
        // An update (with a new name, which must not be saved either)...
        let answer = app
            .graphql_upload(
                UPDATE,
                json!({"id": method, "input": input("Renamed"), "qr": null, "remove": false}),
                vec![("variables.qr", picture.clone())],
                Some(&admin),
            )
            .await;
        assert_eq!(answer["errors"][0]["extensions"]["code"], "VALIDATION", "{answer}");
        assert_eq!(answer["errors"][0]["extensions"]["errors"]["merchant_qr"][0], message, "{answer}");
        // ...and a new method with a logo: no method, no logo file left behind.
        let answer = app
            .graphql_upload(
                CREATE,
                json!({"input": input("WavePay"), "logo": null, "qr": null}),
                vec![("variables.logo", png(64, 64)), ("variables.qr", picture)],
                Some(&admin),
            )
            .await;
        assert_eq!(answer["errors"][0]["extensions"]["errors"]["merchant_qr"][0], message, "{answer}");
        assert_eq!(methods(&app, &admin).await, before, "nothing changed");
        assert_eq!(app.stored_files().await, files, "no file left behind");
    }

    // In the admin's language, with no English words.
    let answer = app
        .client
        .post(app.url("graphql"))
        .header("X-localization", "mm")
        .bearer_auth(&admin)
        .multipart(
            multipart::Form::new()
                .text(
                    "operations",
                    json!({"query": UPDATE, "variables": {"id": method, "input": input("KBZPay"), "qr": null}})
                        .to_string(),
                )
                .text("map", json!({"0": ["variables.qr"]}).to_string())
                .part("0", file_part(qr_picture(&tampered), "qr.png")),
        )
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let burmese =
        answer["errors"][0]["extensions"]["errors"]["merchant_qr"][0].as_str().unwrap_or_else(|| panic!("{answer}"));
    assert!(!burmese.chars().any(|c| c.is_ascii_alphabetic()), "{burmese}");
    assert!(burmese.contains("ကျူအာကုဒ်"), "{burmese}");

    // A picture and a removal at once is refused too.
    let answer = app
        .graphql_upload(
            UPDATE,
            json!({"id": method, "input": input("KBZPay"), "qr": null, "remove": true}),
            vec![("variables.qr", qr_picture(&merchant))],
            Some(&admin),
        )
        .await;
    assert_eq!(
        answer["errors"][0]["extensions"]["errors"]["merchant_qr"][0], "Upload a new QR code or remove it, not both.",
        "{answer}"
    );
    assert_eq!(methods(&app, &admin).await, before);

    // Removed: shoppers see no QR, and the REST list is as it was before QR codes.
    let answer =
        app.graphql(UPDATE, json!({"id": method, "input": input("KBZPay"), "remove": true}), Some(&admin), "en").await;
    assert_eq!(answer["data"]["updatePaymentMethod"], true, "{answer}");
    let after = methods(&app, &admin).await;
    assert_eq!(after["adminPaymentMethods"][0]["merchantQr"], Value::Null);
    assert_eq!(after["paymentMethods"][0]["hasQr"], false);
    let (_, rest) = app.get("api/payments", None).await;
    assert!(rest["data"][0].get("has_qr").is_none(), "{rest}");

    // And back by an update with a good picture.
    let answer = app
        .graphql_upload(
            UPDATE,
            json!({"id": method, "input": input("KBZPay"), "qr": null}),
            vec![("variables.qr", qr_picture(&merchant))],
            Some(&admin),
        )
        .await;
    assert_eq!(answer["data"]["updatePaymentMethod"], true, "{answer}");
    assert_eq!(methods(&app, &admin).await, before);
}

#[tokio::test]
async fn payment_qr_is_the_shopper_s_own_and_needs_a_method_with_a_qr_code() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let created = create_with_qr(&app, &admin, qr_picture(&static_payload("104")), "KBZPay").await;
    let with_qr = created["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{created}"));
    let without_qr = app.create_payment_method(&admin).await;
    let lamp = app.lamp(&admin).await;
    let aye = app.shopper_with_address("Aye", "09791230001").await;
    let bo = app.shopper_with_address("Bo", "09791230002").await;
    let ayes = buy_lamps(&app, &aye, lamp, with_qr, 1).await["order_id"].as_i64().unwrap();
    let plain = buy_lamps(&app, &aye, lamp, without_qr, 1).await["order_id"].as_i64().unwrap();

    // Another shopper's order: 404, as if it did not exist, on every way in.
    for path in
        [format!("api/user/payment-qr?kind=order&id={ayes}"), format!("api/user/payment-qr.png?kind=order&id={ayes}")]
    {
        let (status, body) = app.get(&path, Some(&bo)).await;
        assert_eq!((status, body["data"].clone()), (StatusCode::NOT_FOUND, Value::Null), "{path}: {body}");
    }
    let (_, unknown) = app.get("api/user/payment-qr?kind=order&id=999999", Some(&bo)).await;
    let (_, others) = app.get(&format!("api/user/payment-qr?kind=order&id={ayes}"), Some(&bo)).await;
    assert_eq!(others, unknown, "another's order answers as no order");
    let answer = app
        .graphql(
            "query($id: Int!) { paymentQr(kind: ORDER, id: $id) { payload } }",
            json!({"id": ayes}),
            Some(&bo),
            "en",
        )
        .await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "NOT_FOUND", "{answer}");

    // A method without a QR code: a clear 404.
    for path in
        [format!("api/user/payment-qr?kind=order&id={plain}"), format!("api/user/payment-qr.png?kind=order&id={plain}")]
    {
        let (status, body) = app.get(&path, Some(&aye)).await;
        assert_eq!(
            (status, body["message"].as_str()),
            (
                StatusCode::NOT_FOUND,
                Some("This payment method has no QR code. Transfer to its account number instead.")
            ),
            "{path}"
        );
    }

    // The kinds not made yet say so.
    let (status, body) = app.get(&format!("api/user/payment-qr?kind=shipping_fee&id={ayes}"), Some(&aye)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (
            StatusCode::NOT_FOUND,
            Some("A QR code for this kind of payment is not available yet. Transfer to the account number instead.")
        )
    );
    let answer = app
        .graphql(
            "query($id: Int!) { paymentQr(kind: TICKET_TRANSFER, id: $id) { payload } }",
            json!({"id": ayes}),
            Some(&aye),
            "ch",
        )
        .await;
    assert_eq!(answer["errors"][0]["message"], "此类付款暂不提供二维码，请转账到账号。", "{answer}");

    // The owner still gets theirs.
    let (status, body) = app.get(&format!("api/user/payment-qr?kind=order&id={ayes}"), Some(&aye)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["amount_mmk"], 45_000);
}

const PENDING_ORDERS: &str =
    "{ pendingOrders { order { orderId } flags { code relatedPaymentId } receipt { paymentId state reference } } }";

/// A product priced at `price` kyat; answers its id.
async fn product_at(app: &TestApp, admin: &str, price: i64) -> i64 {
    let number = app.next_number();
    let category = app.create_category(admin, &format!("qr{number}"), json!({"en": "Home"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "type": "PRODUCT", "name": {"en": format!("Lamp {number}")}, "description": {"en": "x"}, "actualPrice": price, "weightKg": 1.0}),
    )
    .await
}

/// Buys `product` now with `method`, paying with `screenshot` and naming `reference`.
async fn buy_with_reference(
    app: &TestApp,
    token: &str,
    (product, method): (i64, i64),
    screenshot: Vec<u8>,
    reference: &str,
) -> (StatusCode, Value) {
    let form = multipart::Form::new()
        .text("payment_id", method.to_string())
        .part("payment_screenshot", file_part(screenshot, "receipt.png"))
        .text("product_id", product.to_string())
        .text("payment_reference", reference.to_owned());
    app.post_multipart("api/user/buynow", form, token).await
}

/// The order's entry in the admin's queue once its receipt is read.
async fn read_entry(app: &TestApp, admin: &str, order_id: i64) -> Value {
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(90);
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
        assert!(tokio::time::Instant::now() < deadline, "never read: {found}");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
}

/// Before paying: the shopper gets the QR with the amount and a reference `PAY000042` (the same
/// again for the same method and amount), scanned from the PNG by `zbarimg`; the payment naming
/// it claims it once (of four at once, one), any kind of payment can, another shopper cannot; the
/// receipt reader finds it on the receipt (the queue shows it), and a receipt carrying another
/// payment's reference is flagged with a link to that payment.
#[tokio::test]
async fn payment_qr_made_before_paying_is_claimed_once_and_found_on_the_receipt() {
    let app = spawn_app_with(|config| config.receipt_reading = true).await;
    let admin = app.admin_token().await;
    // Generated receipts are dated up to 30 days back; this test is not about their age.
    app.graphql(
        "mutation { updatePaymentCheckSettings(input: {transferMaxAgeHours: 2000}) { transferMaxAgeHours } }",
        json!({}),
        Some(&admin),
        "en",
    )
    .await;
    let merchant = static_payload("104");
    let created = create_with_qr(&app, &admin, qr_picture(&merchant), "KBZPay").await;
    let method = created["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{created}"));
    let without_qr = app.create_payment_method(&admin).await;
    let aye = app.shopper_with_address("Aye", "09791230001").await;
    let bo = app.shopper_with_address("Bo", "09791230002").await;
    let price = receipts::testset::generate(41, 1)[0].amount_mmk;
    let lamp = product_at(&app, &admin, price).await;

    // The QR with the amount, by REST and by GraphQL: one reference for one method and amount.
    let ask = json!({"kind": "order", "payment_id": method, "amount_mmk": price});
    let (status, body) = app.post_json("api/user/payment-qr", ask.clone(), Some(&aye)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let reference = body["data"]["reference"].as_str().unwrap().to_owned();
    assert!(reference.starts_with("PAY") && reference.len() == 9, "{reference}");
    assert_eq!(body["data"]["amount_mmk"], price);
    assert_eq!(body["data"]["png"], format!("/api/user/payment-qr.png?reference={reference}"));
    let graphql = app
        .graphql(
            "mutation($m: Int!, $a: Int!) { createPaymentQr(kind: ORDER, paymentId: $m, amountMmk: $a) { reference payload } }",
            json!({"m": method, "a": price}),
            Some(&aye),
            "en",
        )
        .await;
    assert_eq!(graphql["data"]["createPaymentQr"]["reference"], reference.as_str(), "{graphql}");
    assert_eq!(graphql["data"]["createPaymentQr"]["payload"], body["data"]["payload"]);

    // What the wallet scans: dynamic, the amount, the reference as bill number, a valid CRC.
    let png_path = body["data"]["png"].as_str().unwrap().to_owned();
    let response = app.client.get(app.url(&png_path)).bearer_auth(&aye).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    let scanned = zbarimg(&response.bytes().await.unwrap());
    let (signed, crc) = scanned.split_at(scanned.len() - 4);
    assert_eq!(crc, format!("{:04X}", crc16(signed.as_bytes())), "the CRC is valid");
    assert_eq!(mmqr::value_of(&scanned, "01", None).as_deref(), Some("12"));
    assert_eq!(mmqr::value_of(&scanned, "54", None), Some(price.to_string()));
    assert_eq!(mmqr::value_of(&scanned, "62", Some("01")), Some(reference.clone()));

    // Another shopper's reference: its PNG is not found, and paying with it is refused on the
    // field, nothing stored.
    let (status, _) = app.get(&png_path.replacen('/', "", 1), Some(&bo)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let files = app.stored_files().await;
    let (status, refused) = buy_with_reference(&app, &bo, (lamp, method), png(40, 80), &reference).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert_eq!(
        refused["errors"]["payment_reference"][0],
        "This payment QR code is not yours or is for another payment method. Choose the payment method again for a new one.",
        "{refused}"
    );
    // ...as is Aye's own reference with another method.
    let (status, _) = buy_with_reference(&app, &aye, (lamp, without_qr), png(40, 80), &reference).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.stored_files().await, files, "no screenshot kept");

    // Bad asks: an amount out of range, a method without a QR, cash on delivery.
    for (amount, field) in [(0, "amount_mmk"), (100_000_001, "amount_mmk")] {
        let ask = json!({"kind": "order", "payment_id": method, "amount_mmk": amount});
        let (status, body) = app.post_json("api/user/payment-qr", ask, Some(&aye)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["errors"][field][0], "Enter an amount from 1 to 100,000,000 kyat.", "{body}");
    }
    let ask = json!({"kind": "order", "payment_id": without_qr, "amount_mmk": price});
    let (status, body) = app.post_json("api/user/payment-qr", ask, Some(&aye)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");

    // Paid with a receipt whose note carries the reference: the order is placed and the
    // reference used; its QR is gone.
    let noted = receipts::testset::with_note(41, 0, &reference);
    let (status, placed) = buy_with_reference(&app, &aye, (lamp, method), noted.png.clone(), &reference).await;
    assert_eq!(status, StatusCode::OK, "{placed}");
    let first_order = placed["data"]["order_id"].as_i64().unwrap();
    let (status, gone) = app.get(&png_path.replacen('/', "", 1), Some(&aye)).await;
    assert_eq!(
        (status, gone["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("This payment is no longer waiting to be paid."))
    );
    let (status, again) = buy_with_reference(&app, &aye, (lamp, method), png(40, 81), &reference).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{again}");
    assert_eq!(
        again["errors"]["payment_reference"][0],
        "This payment QR code was already used for another payment. Choose the payment method again for a new one."
    );

    // Four payments at once naming one new reference: one is placed.
    let ask = json!({"kind": "order", "payment_id": method, "amount_mmk": price * 2});
    let (_, body) = app.post_json("api/user/payment-qr", ask, Some(&aye)).await;
    let raced = body["data"]["reference"].as_str().unwrap().to_owned();
    assert_ne!(raced, reference);
    let tries = (0..4u32).map(|n| buy_with_reference(&app, &aye, (lamp, method), png(40, 90 + n), &raced));
    let answers = futures::future::join_all(tries).await;
    let placed_count = answers.iter().filter(|(status, _)| *status == StatusCode::OK).count();
    assert_eq!(placed_count, 1, "{answers:?}");
    for (status, body) in answers.iter().filter(|(status, _)| *status != StatusCode::OK) {
        assert_eq!(*status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body["errors"]["payment_reference"][0].as_str().unwrap().contains("already used"), "{body}");
    }

    // Another kind: tickets paid by transfer name their reference the same way.
    let tp = crate::support::luckydraw::ticket_product(&app, &admin, 100, 2).await;
    let ask = json!({"kind": "ticket_transfer", "payment_id": method, "amount_mmk": 2_000});
    let (_, body) = app.post_json("api/user/payment-qr", ask, Some(&aye)).await;
    let tickets_reference = body["data"]["reference"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned();
    let form = multipart::Form::new()
        .text("product_id", tp.to_string())
        .text("ticket_count", "1")
        .text("payment_id", method.to_string())
        .part("payment_image", file_part(png(41, 80), "receipt.png"))
        .text("payment_reference", tickets_reference.clone());
    let (status, body) = app.post_multipart("api/user/luckydraw/buy-ticket", form, &aye).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = app.get(&format!("api/user/payment-qr.png?reference={tickets_reference}"), Some(&aye)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "used by the ticket purchase");

    // The reader found the reference on the first receipt: the queue shows it.
    let entry = read_entry(&app, &admin, first_order).await;
    assert_eq!(entry["receipt"]["reference"], reference.as_str(), "{entry}");
    assert!(entry["flags"].as_array().unwrap().is_empty(), "{entry}");
    let first_payment = entry["receipt"]["paymentId"].as_i64().unwrap();

    // A second order paid with a receipt carrying the first payment's reference: flagged, linked.
    let ask = json!({"kind": "order", "payment_id": method, "amount_mmk": price + 1});
    let (_, body) = app.post_json("api/user/payment-qr", ask, Some(&bo)).await;
    let bos = body["data"]["reference"].as_str().unwrap().to_owned();
    let borrowed = receipts::testset::with_note(42, 1, &reference);
    let (status, placed) = buy_with_reference(&app, &bo, (lamp, method), borrowed.png, &bos).await;
    assert_eq!(status, StatusCode::OK, "{placed}");
    let entry = read_entry(&app, &admin, placed["data"]["order_id"].as_i64().unwrap()).await;
    assert_eq!(entry["receipt"]["reference"], Value::Null, "{entry}");
    let flag = entry["flags"].as_array().unwrap().iter().find(|f| f["code"] == "REFERENCE_OF_ANOTHER_PAYMENT");
    let flag = flag.unwrap_or_else(|| panic!("{entry}"));
    assert_eq!(flag["relatedPaymentId"], first_payment, "{entry}");

    // `mall check`: every reference pays one payment of its shopper; one let go is reported.
    crate::support::luckydraw::data_is_intact(&app).await;
    let id = payments::reference::parse(&reference).unwrap();
    crate::support::luckydraw::execute(&app, &format!("UPDATE payment_reference SET check_id = NULL WHERE id = {id}"))
        .await;
    let broken = gateway::integrity::check(app.ctx.db.conn(), &app.ctx.config).await.unwrap();
    assert_eq!(broken.len(), 1, "{broken:#?}");
    assert!(broken[0].holds.starts_with("a payment reference pays at most one payment"), "{broken:#?}");
    assert_eq!(
        broken[0].examples[0],
        format!("payment {first_payment} names {reference} and holds 0 references of its shopper")
    );
}
