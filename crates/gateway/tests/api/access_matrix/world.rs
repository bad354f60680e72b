//! The world the matrix runs in: shopper A's real things (orders, tickets, a review, a browser),
//! shopper B, an admin and a former admin, and hidden catalogue things.

use std::collections::HashMap;

use accounts::ledger::{self, Currency, Entry};
use reqwest::{multipart, Method, StatusCode};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{scalar, ticket_product},
    png, TestApp,
};

pub(super) struct World {
    pub(super) admin: String,
    /// An admin until the matrix starts, then a shopper (with the token they signed in with).
    pub(super) former_admin: String,
    pub(super) former_admin_id: i64,
    /// Each staff role and an account holding it (issue 41).
    pub(super) staff: Vec<(kernel::auth::Role, String)>,
    pub(super) a: String,
    pub(super) b: String,
    /// Kind -> A's real one (or the public one A used).
    pub(super) ids: HashMap<&'static str, Value>,
    /// Kind -> a hidden one (a product, category, payment method, ticket product).
    pub(super) hidden: HashMap<&'static str, Value>,
    /// Texts of A's private data that no answer to B may contain.
    pub(super) markers: Vec<String>,
    pub(super) today: String,
}

const A_PHONE: &str = "09795550001";
const B_PHONE: &str = "09795550002";
const A_ADDRESS: &str = "No. 77, Secret Garden Lane";
const A_REVIEW: &str = "Alice private review of the shop";
const A_ENDPOINT: &str = "https://push.example.com/send/alice-matrix-browser";

async fn ok_json(answer: (StatusCode, Value)) -> Value {
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    answer.1["data"].clone()
}

fn paid(payment: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"))
}

async fn admin_says(app: &TestApp, admin: &str, mutation: &str, id: i64) {
    let answer = app.graphql(mutation, json!({"id": id}), Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{mutation}: {answer}");
}

pub(super) async fn set_admin(app: &TestApp, admin: &str, user: i64, make_admin: bool) {
    let mutation = "mutation($id: Int!, $admin: Boolean!) { setUserAdmin(userId: $id, admin: $admin) { id } }";
    let answer = app.graphql(mutation, json!({"id": user, "admin": make_admin}), Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{answer}");
}

pub(super) async fn set_role(app: &TestApp, admin: &str, user: i64, role: &str) {
    let mutation = "mutation($id: Int!, $role: Role!) { setUserRole(userId: $id, role: $role) { id role } }";
    let answer = app.graphql(mutation, json!({"id": user, "role": role}), Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{answer}");
}

pub(super) async fn world(app: &TestApp) -> World {
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "matrix", json!({"en": "Matrix"})).await.unwrap();
    let mut products = Vec::new();
    for (slug, name) in [("matrix-speaker", "Speaker"), ("matrix-lamp", "Lamp")] {
        let input = json!({"slug": slug, "categoryId": category, "type": "PRODUCT", "name": {"en": name}, "description": {"en": "x"}, "actualPrice": 25000, "weightKg": 1.2});
        products.push(app.create_product(&admin, input).await);
    }
    let payment = app.create_payment_method(&admin).await;
    // With a merchant QR (written as the upload would), so A's `paymentQr` answers a code.
    let merchant_qr = payments::mmqr::with_crc("0002010102112622000611223301081234567853031045802MM");
    payments::entity::payment_method::ActiveModel {
        id: Set(payment),
        merchant_qr: Set(Some(merchant_qr)),
        ..Default::default()
    }
    .update(app.ctx.db.conn())
    .await
    .unwrap();
    let raffle = ticket_product(app, &admin, 1, 1).await;
    let held_raffle = ticket_product(app, &admin, 5, 1).await;
    let (region, township) = app.region_and_township("Yangon").await;
    let former_admin = app.register("Former Admin", "09795550003").await;
    let former_admin_id = app.profile(&former_admin).await["id"].as_i64().unwrap();
    set_admin(app, &admin, former_admin_id, true).await;
    let mut staff = Vec::new();
    for (n, (role, name)) in [
        (kernel::auth::Role::PaymentChecker, "PAYMENT_CHECKER"),
        (kernel::auth::Role::Shipper, "SHIPPER"),
        (kernel::auth::Role::CatalogEditor, "CATALOG_EDITOR"),
        (kernel::auth::Role::Support, "SUPPORT"),
    ]
    .into_iter()
    .enumerate()
    {
        let token = app.register(&format!("Staff {name}"), &format!("0979555001{n}")).await;
        let id = app.profile(&token).await["id"].as_i64().unwrap();
        set_role(app, &admin, id, name).await;
        staff.push((role, token));
    }

    let a = app.register("Alice Matrix", A_PHONE).await;
    let address = json!({"region_id": region, "township_id": township, "address": A_ADDRESS});
    ok_json(app.send_json(Method::PUT, "api/user/update-shipping", address, &a).await).await;
    let a_id = app.profile(&a).await["id"].as_i64().unwrap();
    let b = app.shopper_with_address("Bob Matrix", B_PHONE).await;
    // Both hold tokens (B's, so that B's ticket purchases get past the balance to the ids).
    let b_id = app.profile(&b).await["id"].as_i64().unwrap();
    for user in [a_id, b_id] {
        app.ctx
            .db
            .write(|tx| {
                Box::pin(async move {
                    let entry = Entry { reason: "test", reference_type: None, reference_id: None };
                    ledger::credit(tx, user, Currency::Token, 10, entry).await
                })
            })
            .await
            .unwrap();
    }

    // An approved order of two lines: one line shipped (and on the way), one still to ship.
    for product in &products {
        ok_json(app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(&a)).await).await;
    }
    let approved = ok_json(app.post_multipart("api/user/checkout", paid(payment), &a).await).await;
    admin_says(app, &admin, "mutation($id: Int!) { approveOrder(id: $id) }", approved["order_id"].as_i64().unwrap())
        .await;
    let to_ship = ok_json(app.get("api/user/orders", Some(&a)).await).await;
    let items: Vec<i64> = to_ship.as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).collect();
    assert_eq!(items.len(), 2, "{to_ship}");
    let form = paid(payment).text("order_item_id", json!([items[0]]).to_string());
    let shipping = ok_json(app.post_multipart("api/user/shipping-orders", form, &a).await).await;
    let shipping = shipping["id"].as_i64().unwrap();
    admin_says(app, &admin, "mutation($id: Int!) { approveShippingOrder(id: $id) }", shipping).await;
    // A pending order (buy now), and a line left in the cart.
    let form = paid(payment).text("product_id", products[1].to_string()).text("qty", "1");
    let pending = ok_json(app.post_multipart("api/user/buynow", form, &a).await).await["order_id"].as_i64().unwrap();
    ok_json(app.post_json("api/user/cart/add", json!({"product_id": products[0], "qty": 3}), Some(&a)).await).await;
    let (_, cart) = app.get("api/user/cart", Some(&a)).await;
    let cart_line = cart["data"][0]["id"].as_i64().unwrap();
    ok_json(
        app.post_json(
            "api/user/product-rating",
            json!({"product_id": products[0], "rating": 4, "comment": "Good"}),
            Some(&a),
        )
        .await,
    )
    .await;

    // A won draw, not claimed yet, and a ticket purchase paid by transfer waiting for an admin.
    let bought = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": raffle, "ticket_count": 1}), Some(&a))
        .await;
    let ticket = ok_json(bought).await["ticket_id"].as_i64().unwrap();
    luckydraw::draw::run_due_draws(&app.ctx).await.unwrap();
    let histories = ok_json(app.get("api/user/luckydraw/histories", Some(&a)).await).await;
    let draw = histories["data"][0]["id"].as_i64().unwrap();
    let form = paid(payment).text("product_id", held_raffle.to_string()).text("ticket_count", "1");
    let form = form.part("payment_image", file_part(png(40, 80), "shot.png"));
    let held = ok_json(app.post_multipart("api/user/luckydraw/buy-ticket", form, &a).await).await;
    let held = held["ticket_id"].as_i64().or_else(|| held["id"].as_i64()).unwrap_or_else(|| panic!("{held}"));

    // A review waiting for moderation, a notification, a screenshot and a browser.
    let form = multipart::Form::new()
        .text("rating", "5")
        .text("comment", A_REVIEW)
        .part("file[]", file_part(png(60, 40), "photo.png"));
    let review = ok_json(app.post_multipart("api/user/reviews", form, &a).await).await["id"].as_i64().unwrap();
    let notifications = ok_json(app.get("api/user/notifications", Some(&a)).await).await;
    let notification = notifications["data"][0]["id"].as_i64().unwrap();
    let screenshot = scalar(app, &format!("SELECT MIN(id) AS n FROM payment_screenshot WHERE user_id = {a_id}")).await;
    // A refund sent to A, with the refund transfer's screenshot.
    let refund_shot =
        app.ctx.media.put_private_image("screenshot", &format!("refunds/{a_id}"), png(30, 30).into()).await.unwrap();
    let approved_id = approved["order_id"].as_i64().unwrap();
    let refund = app
        .ctx
        .db
        .write(|tx| {
            let refund_shot = refund_shot.clone();
            Box::pin(async move {
                let refund = payments::refunds::NewRefund {
                    user_id: a_id,
                    subject: "order",
                    subject_id: approved_id,
                    amount_mmk: 1,
                    reason: "matrix".to_owned(),
                    order_item_ids: None,
                    tokens_taken: 0,
                    tokens_owed: 0,
                };
                let admin = kernel::auth::CurrentUser { id: 1, role: kernel::auth::Role::Admin };
                let sent =
                    payments::refunds::Sent { by: admin, method: "cash".to_owned(), screenshot: Some(refund_shot) };
                payments::refunds::record(tx, refund, Some(sent), None).await
            })
        })
        .await
        .unwrap();
    // A return A asked of the order's shipped line, with a photo (rows written directly: the line
    // stays on the way for the shipping checks).
    let return_photo =
        app.ctx.media.put_private_image("photos", &format!("returns/{a_id}"), png(30, 31).into()).await.unwrap();
    let asked = orders::entity::order_return::ActiveModel {
        user_id: Set(a_id),
        order_id: Set(approved_id),
        status: Set(orders::model::ReturnStatus::Requested),
        reason: Set(orders::model::ReturnReason::Damaged),
        comment: Set("matrix".to_owned()),
        photos: Set(json!([return_photo]).to_string()),
        reject_reason: Set(None),
        decided_by: Set(None),
        decided_at: Set(None),
        refund_id: Set(None),
        created_at: Set(chrono::Utc::now()),
        ..Default::default()
    }
    .insert(app.ctx.db.conn())
    .await
    .unwrap();
    let now = chrono::Utc::now();
    notify::entity::push_subscription::ActiveModel {
        user_id: Set(a_id),
        endpoint: Set(A_ENDPOINT.to_owned()),
        p256dh: Set(
            "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM".to_owned()
        ),
        auth: Set("tBHItJI5svbpez7KI4CCXg".to_owned()),
        locale: Set("en".to_owned()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(app.ctx.db.conn())
    .await
    .unwrap();

    let ids: HashMap<&'static str, Value> = HashMap::from([
        ("order", json!(pending)),
        ("paymentqr", json!(pending)),
        ("orderitem", json!(items[1])),
        ("cartline", json!(cart_line)),
        ("shippingorder", json!(shipping)),
        ("notification", json!(notification)),
        ("paymentscreenshot", json!(screenshot)),
        ("refund", json!(refund)),
        ("return", json!(asked.id)),
        ("photo", json!(0)),
        ("transferpayment", json!(screenshot)),
        ("ticket", json!(ticket)),
        ("luckydrawwinner", json!(draw)),
        ("ticketpayment", json!(held)),
        ("review", json!(review)),
        ("user", json!(a_id)),
        ("adminuser", json!(a_id)),
        ("admin", json!(a_id)),
        ("endpoint", json!(A_ENDPOINT)),
        ("product", json!(products[0])),
        ("productslug", json!("matrix-speaker")),
        ("slug", json!("matrix-speaker")),
        ("category", json!(category)),
        ("payment", json!(payment)),
        ("paymentmethod", json!(payment)),
        ("region", json!(region)),
        ("township", json!(township)),
        ("ticketproduct", json!(raffle)),
        ("luckydraw", json!(draw)),
    ]);
    // Hidden ones of every kind that hides.
    let input = json!({"slug": "matrix-hidden", "categoryId": category, "type": "PRODUCT", "name": {"en": "Hidden"}, "description": {"en": "x"}, "actualPrice": 25000, "weightKg": 1.2});
    let hidden_product = app.create_product(&admin, input).await;
    admin_says(app, &admin, "mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }", hidden_product).await;
    let hidden_category = app.create_category(&admin, "matrix-hidden", json!({"en": "Hidden"})).await.unwrap();
    admin_says(app, &admin, "mutation($id: Int!) { setCategoryHidden(id: $id, hidden: true) }", hidden_category).await;
    let hidden_payment = app.create_payment_method(&admin).await;
    admin_says(
        app,
        &admin,
        "mutation($id: Int!) { setContentHidden(kind: PAYMENT_METHOD, id: $id, hidden: true) }",
        hidden_payment,
    )
    .await;
    let hidden_raffle = ticket_product(app, &admin, 5, 1).await;
    admin_says(
        app,
        &admin,
        "mutation($id: Int!) { updateTicketProduct(id: $id, input: {hidden: true}) }",
        hidden_raffle,
    )
    .await;
    let hidden: HashMap<&'static str, Value> = HashMap::from([
        ("product", json!(hidden_product)),
        ("productslug", json!("matrix-hidden")),
        ("slug", json!("matrix-hidden")),
        ("category", json!(hidden_category)),
        ("payment", json!(hidden_payment)),
        ("paymentmethod", json!(hidden_payment)),
        ("ticketproduct", json!(hidden_raffle)),
    ]);
    let today = app.ctx.clock.myanmar_today().format("%Y-%m-%d").to_string();
    World {
        admin,
        former_admin,
        former_admin_id,
        staff,
        a,
        b,
        ids,
        hidden,
        markers: vec![
            "795550001".into(),
            A_ADDRESS.into(),
            A_REVIEW.into(),
            A_ENDPOINT.into(),
            // A won the only draw: B's view of it must not be a win.
            "\"is_win\":true".into(),
            "\"isWin\":true".into(),
        ],
        today,
    }
}

/// B's token again, after an operation signed B out (B's phone may have changed to the one the
/// matrix sends).
pub(super) async fn sign_in_again(app: &TestApp, changed_phone: &str) -> String {
    for phone in [B_PHONE, changed_phone] {
        let (status, body) = app.login(phone, crate::support::PASSWORD).await;
        if status == StatusCode::OK {
            return body["token"].as_str().unwrap().to_owned();
        }
    }
    panic!("shopper B cannot sign in again");
}
