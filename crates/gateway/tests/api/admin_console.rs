//! The admin console's API (issue 16), through the real server on SQLite or PostgreSQL: the
//! dashboard's counts, the people page (search, grants through the ledger, roles, blocking), the
//! audit log's filters, the product page and photo order, categories, and a ticket product's draws.
//! Every new query and mutation is refused to shoppers (FORBIDDEN) and visitors (UNAUTHENTICATED)
//! with nothing changed.
//!
//! How the guards were checked (each taken out, the tests run on SQLite): without the condition
//! of `accounts::ledger`'s debit (`balance >= amount`), `concurrent_takes_never_take_a_balance_below_zero`
//! and the take below zero of `grants_and_takes_go_through_the_ledger_and_the_audit_log` fail (only
//! the database's check constraint is left, which answers a server error instead of the message
//! beside the amount); without the `blocked` check in `accounts::service::login`,
//! `a_blocked_account_is_signed_out_and_cannot_sign_in` fails; with `imageOrder` taken unchecked,
//! `photos_are_reordered_and_the_first_is_the_feature_image` fails.

use std::collections::HashSet;

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, scalar, ticket_product},
    png, spawn_app, spawn_app_with, TestApp, PASSWORD,
};
use accounts::ledger::{self, Currency, Entry};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

const DASHBOARD: &str = "{ adminDashboard { pendingOrders pendingTokenPackOrders pendingShippingOrders pendingTicketPayments pendingRecoveries pendingReviews todayOrders todaySalesMmk todayTokensSold drawsDue drawsDeclaredToday } }";
const GRANT_TOKENS: &str = "mutation($u: Int!, $a: Int!, $r: String!) { grantTokens(userId: $u, amount: $a, reason: $r) { id tokenPoint referralPoint } }";
const GRANT_POINTS: &str = "mutation($u: Int!, $a: Int!, $r: String!) { grantReferralPoints(userId: $u, amount: $a, reason: $r) { id tokenPoint referralPoint } }";
const USERS: &str = "query($s: String, $p: Int, $l: Int) { adminUsers(search: $s, page: $p, limit: $l) { data { id name phone isAdmin blocked tokenPoint referralPoint createdAt } meta { total perPage currentPage lastPage } } }";
const AUDIT: &str = "query($a: Int, $act: String, $f: String, $t: String, $p: Int, $l: Int) { auditLog(adminId: $a, action: $act, from: $f, to: $t, page: $p, limit: $l) { data { id admin { id name phone } action subject detail createdAt } meta { total lastPage } } }";
const UPDATE_PRODUCT: &str = "mutation($id: Int!, $input: ProductInput!, $feature: Upload, $add: [Upload!], $remove: [Int!], $order: [Int!]) { updateProduct(id: $id, input: $input, featureImage: $feature, addImages: $add, removeImageIds: $remove, imageOrder: $order) }";

async fn gql(app: &TestApp, token: Option<&str>, query: &str, variables: Value) -> Value {
    app.graphql(query, variables, token, "en").await
}

/// The `code` extension of the answer's first error (`""` when it has none).
fn code(answer: &Value) -> String {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or_default().to_owned()
}

async fn user_id(app: &TestApp, token: &str) -> i64 {
    app.profile(token).await["id"].as_i64().unwrap()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    scalar(app, sql).await
}

/// Credits `tokens` through the ledger, as an approved token pack would.
async fn credit(app: &TestApp, user: i64, tokens: i64) {
    app.ctx
        .db
        .write(|tx| {
            Box::pin(async move {
                let entry = Entry { reason: "test", reference_type: None, reference_id: None };
                ledger::credit(tx, user, Currency::Token, tokens, entry).await
            })
        })
        .await
        .unwrap();
}

fn paid(payment: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(60, 120), "shot.png"))
}

async fn dashboard(app: &TestApp, admin: &str) -> Value {
    let answer = gql(app, Some(admin), DASHBOARD, json!({})).await;
    assert!(answer["errors"].is_null(), "{answer}");
    answer["data"]["adminDashboard"].clone()
}

#[tokio::test]
async fn the_dashboard_counts_what_waits_and_what_today_brought() {
    // Draws are due as soon as a batch sells out; the test runs them itself.
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let zero = dashboard(&app, &admin).await;
    for (field, value) in zero.as_object().unwrap() {
        assert_eq!(value, 0, "{field} starts at zero");
    }

    let category = app.create_category(&admin, "home", json!({"en": "Home"})).await.unwrap();
    let speaker = app.create_product(&admin, json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Speaker"}, "description": {"en": "x"}, "actualPrice": 25_000, "weightKg": 1.2, "tokenReward": 3})).await;
    let pack = app.create_product(&admin, json!({"categoryId": category, "type": "TOKEN_PRODUCT", "name": {"en": "100 Tokens"}, "description": {"en": "x"}, "actualPrice": 95_000, "tokenAmount": 100})).await;
    let payment = app.create_payment_method(&admin).await;
    let shopper = app.shopper_with_address("Aye", "09791234567").await;

    // A product order and a token-pack order wait apart.
    let form = paid(payment).text("product_id", speaker.to_string()).text("qty", "1");
    let (status, order) = app.post_multipart("api/user/buynow", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{order}");
    let order_id = order["data"]["order_id"].as_i64().unwrap();
    let form = paid(payment).text("product_id", pack.to_string()).text("qty", "1");
    let (status, pack_order) = app.post_multipart("api/user/buynow", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{pack_order}");
    let pack_order_id = pack_order["data"]["order_id"].as_i64().unwrap();
    let now = dashboard(&app, &admin).await;
    assert_eq!(
        (now["pendingOrders"].as_i64(), now["pendingTokenPackOrders"].as_i64(), now["todayOrders"].as_i64()),
        (Some(1), Some(1), Some(2)),
        "{now}"
    );
    assert_eq!(now["todaySalesMmk"], 0, "nothing is sold before an admin approves");

    // Approved: sales are the orders' totals; tokens sold are the pack's, not the purchase reward.
    for id in [order_id, pack_order_id] {
        let answer = gql(&app, Some(&admin), "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": id})).await;
        assert_eq!(answer["data"]["approveOrder"], true, "{answer}");
    }
    let now = dashboard(&app, &admin).await;
    assert_eq!((now["pendingOrders"].as_i64(), now["pendingTokenPackOrders"].as_i64()), (Some(0), Some(0)));
    assert_eq!(now["todaySalesMmk"], 25_000 + 95_000, "{now}");
    assert_eq!(now["todayTokensSold"], 100, "{now}");
    assert_eq!(app.profile(&shopper).await["token_point"], 103, "the pack and the speaker's reward");

    // The speaker ships: a shipping order waits.
    let (_, to_ship) = app.get("api/user/orders", Some(&shopper)).await;
    let items: Vec<i64> = to_ship["data"].as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).collect();
    let form = paid(payment).text("order_item_id", serde_json::to_string(&items).unwrap());
    let (status, body) = app.post_multipart("api/user/shipping-orders", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // A review waits for moderation.
    let review = multipart::Form::new().text("rating", "5").text("comment", "Fast delivery");
    let (status, body) = app.post_multipart("api/user/reviews", review, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // A ticket paid by transfer waits; another product's batch sells out and is due.
    let held = ticket_product(&app, &admin, 5, 1).await;
    let form = multipart::Form::new()
        .text("product_id", held.to_string())
        .text("ticket_count", "1")
        .text("payment_id", payment.to_string())
        .part("payment_image", file_part(png(40, 40), "transfer.png"));
    let (status, body) = app.post_multipart("api/user/luckydraw/buy-ticket", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let quick = ticket_product(&app, &admin, 2, 1).await;
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": quick, "ticket_count": 2}), Some(&shopper))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let now = dashboard(&app, &admin).await;
    assert_eq!(
        (
            now["pendingShippingOrders"].as_i64(),
            now["pendingReviews"].as_i64(),
            now["pendingTicketPayments"].as_i64(),
            now["drawsDue"].as_i64(),
            now["drawsDeclaredToday"].as_i64(),
            now["pendingRecoveries"].as_i64(),
        ),
        (Some(1), Some(1), Some(1), Some(1), Some(0), Some(0)),
        "{now}"
    );

    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    let now = dashboard(&app, &admin).await;
    assert_eq!((now["drawsDue"].as_i64(), now["drawsDeclaredToday"].as_i64()), (Some(0), Some(1)), "{now}");
}

#[tokio::test]
async fn admins_find_shoppers_by_a_part_of_the_phone_or_the_name() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    app.register("Aung Aung", "09791112222").await;
    app.register("မောင်မောင်", "09792223333").await;
    app.register("Su Su", "09793334444").await;
    let names = |answer: &Value| -> Vec<String> {
        let data = answer["data"]["adminUsers"]["data"].as_array().unwrap_or_else(|| panic!("{answer}"));
        data.iter().map(|u| u["name"].as_str().unwrap().to_owned()).collect()
    };
    for (search, expected) in [
        ("1112", vec!["Aung Aung"]),
        ("979 222 3", vec!["မောင်မောင်"]),
        ("+95979333", vec!["Su Su"]),
        ("၀၉၇၉၃", vec!["Su Su"]),
        ("AUNG", vec!["Aung Aung"]),
        ("su s", vec!["Su Su"]),
        ("မောင်", vec!["မောင်မောင်"]),
        ("nobody", vec![]),
        ("100%", vec![]),
    ] {
        let answer = gql(&app, Some(&admin), USERS, json!({"s": search})).await;
        assert_eq!(names(&answer), expected, "search {search:?}: {answer}");
    }

    // Newest first, paged; the row carries what the page shows.
    let answer = gql(&app, Some(&admin), USERS, json!({"l": 2})).await;
    assert_eq!(names(&answer), ["Su Su", "မောင်မောင်"]);
    assert_eq!(
        answer["data"]["adminUsers"]["meta"],
        json!({"total": 4, "perPage": 2, "currentPage": 1, "lastPage": 2})
    );
    let answer = gql(&app, Some(&admin), USERS, json!({"p": 2, "l": 2})).await;
    assert_eq!(names(&answer), ["Aung Aung", "Admin"]);
    let me = &answer["data"]["adminUsers"]["data"][1];
    assert_eq!((me["isAdmin"].as_bool(), me["blocked"].as_bool()), (Some(true), Some(false)));
    assert_eq!(me["phone"], "09790000001");
    assert!(chrono::DateTime::parse_from_rfc3339(me["createdAt"].as_str().unwrap()).is_ok(), "{me}");

    // A shopper's page: the account, their orders, both ledgers; an unknown id is NOT_FOUND.
    let aung = answer["data"]["adminUsers"]["data"][0]["id"].as_i64().unwrap();
    let page = gql(
        &app,
        Some(&admin),
        "query($id: Int!) { adminUser(id: $id) { user { name } orders { id } tokenLedger { data { id } meta { total } } referralLedger(page: 1) { meta { total } } } }",
        json!({"id": aung}),
    )
    .await;
    assert_eq!(
        page["data"]["adminUser"],
        json!({"user": {"name": "Aung Aung"}, "orders": [], "tokenLedger": {"data": [], "meta": {"total": 0}}, "referralLedger": {"meta": {"total": 0}}})
    );
    let unknown = gql(&app, Some(&admin), "{ adminUser(id: 99999) { user { id } } }", json!({})).await;
    assert_eq!(code(&unknown), "NOT_FOUND", "{unknown}");
}

#[tokio::test]
async fn grants_and_takes_go_through_the_ledger_and_the_audit_log() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let shopper = app.register("Aye", "09791234567").await;
    let id = user_id(&app, &shopper).await;

    let granted = gql(&app, Some(&admin), GRANT_TOKENS, json!({"u": id, "a": 50, "r": "  Late parcel, sorry  "})).await;
    assert_eq!(granted["data"]["grantTokens"], json!({"id": id, "tokenPoint": 50, "referralPoint": 0}), "{granted}");
    let taken = gql(&app, Some(&admin), GRANT_TOKENS, json!({"u": id, "a": -20, "r": "Granted twice"})).await;
    assert_eq!(taken["data"]["grantTokens"]["tokenPoint"], 30, "{taken}");

    // The shopper's token history shows both, translated; the reason stays with the admins.
    let (status, history) = app.get("api/user/token-histories", Some(&shopper)).await;
    assert_eq!(status, StatusCode::OK, "{history}");
    let rows = history["data"]["data"].as_array().unwrap();
    let shown: Vec<(&str, &str, i64, i64)> = rows
        .iter()
        .map(|r| {
            let (kind, label) = (r["type"].as_str().unwrap(), r["label"].as_str().unwrap());
            (kind, label, r["token"].as_i64().unwrap(), r["balance_after"].as_i64().unwrap())
        })
        .collect();
    assert_eq!(shown, [("admin_grant", "Taken by admin", -20, 30), ("admin_grant", "Granted by admin", 50, 50)]);
    assert!(!history.to_string().contains("Late parcel"), "{history}");
    let (_, in_burmese) = app.get_in("api/user/token-histories", Some(&shopper), "mm").await;
    assert_eq!(in_burmese["data"]["data"][1]["label"], "စီမံခန့်ခွဲသူမှ ပေးအပ်သည်");
    let told = app.told_once(&shopper, "tokens_credited", "Tokens added").await;
    assert_eq!(told["body"], "The shop added 50 token(s) to your balance.");
    app.told_once(&shopper, "tokens_taken", "Tokens deducted").await;

    let ledger = gql(
        &app,
        Some(&admin),
        "query($id: Int!) { adminUser(id: $id) { user { tokenPoint } tokenLedger { data { type label amount balanceAfter reason date time } } } }",
        json!({"id": id}),
    )
    .await;
    let entries = &ledger["data"]["adminUser"]["tokenLedger"]["data"];
    assert_eq!(entries[1]["reason"], "Late parcel, sorry", "trimmed: {ledger}");
    assert_eq!((entries[0]["amount"].as_i64(), entries[0]["label"].as_str()), (Some(-20), Some("Taken by admin")));
    assert_eq!(entries[0]["date"].as_str().unwrap().len(), 10);

    let audit = gql(&app, Some(&admin), AUDIT, json!({"act": "user.grant_tokens"})).await;
    let rows = &audit["data"]["auditLog"]["data"];
    assert_eq!(audit["data"]["auditLog"]["meta"]["total"], 2, "{audit}");
    assert_eq!(rows[1]["subject"], format!("user #{id}"));
    assert_eq!(rows[1]["admin"]["phone"], "09790000001");
    let detail: Value = serde_json::from_str(rows[1]["detail"].as_str().unwrap()).unwrap();
    assert_eq!((detail["amount"].as_i64(), detail["reason"].as_str()), (Some(50), Some("Late parcel, sorry")));

    // A take below zero is refused beside the amount, and changes nothing.
    let refused = app.graphql(GRANT_TOKENS, json!({"u": id, "a": -31, "r": "Too much"}), Some(&admin), "en").await;
    assert_eq!(code(&refused), "VALIDATION", "{refused}");
    assert_eq!(
        refused["errors"][0]["extensions"]["errors"]["amount"][0],
        "This would take the balance below zero; it is 30 now."
    );
    let in_chinese = app.graphql(GRANT_TOKENS, json!({"u": id, "a": -31, "r": "Too much"}), Some(&admin), "ch").await;
    assert_eq!(in_chinese["errors"][0]["message"], "这样扣除会使余额低于零，当前余额为 30。");
    let long = "y".repeat(201);
    for (amount, reason, field) in [
        (0, "No amount", "amount"),
        (1_000_001, "Too many at once", "amount"),
        (-1_000_001, "Too many at once", "amount"),
        (5, "  x ", "reason"),
        (5, long.as_str(), "reason"),
    ] {
        let answer = gql(&app, Some(&admin), GRANT_TOKENS, json!({"u": id, "a": amount, "r": reason})).await;
        assert_eq!(code(&answer), "VALIDATION", "{amount} {reason}: {answer}");
        assert!(answer["errors"][0]["extensions"]["errors"][field].is_array(), "{answer}");
    }
    let unknown = gql(&app, Some(&admin), GRANT_TOKENS, json!({"u": 99999, "a": 5, "r": "Nobody"})).await;
    assert_eq!(code(&unknown), "NOT_FOUND", "{unknown}");
    assert_eq!(app.profile(&shopper).await["token_point"], 30);
    assert_eq!(count(&app, &format!("SELECT COUNT(*) AS n FROM balance_ledger WHERE user_id = {id}")).await, 2);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action LIKE 'user.%'").await, 2);

    // Referral points the same way, in the referral history.
    let points = gql(&app, Some(&admin), GRANT_POINTS, json!({"u": id, "a": 7, "r": "Event prize"})).await;
    assert_eq!(points["data"]["grantReferralPoints"]["referralPoint"], 7, "{points}");
    let points = gql(&app, Some(&admin), GRANT_POINTS, json!({"u": id, "a": -8, "r": "Too many"})).await;
    assert_eq!(code(&points), "VALIDATION", "{points}");
    let points = gql(&app, Some(&admin), GRANT_POINTS, json!({"u": id, "a": -2, "r": "Correction"})).await;
    assert_eq!(points["data"]["grantReferralPoints"], json!({"id": id, "tokenPoint": 30, "referralPoint": 5}));
    let (_, referral) = app.get("api/user/referral-histories", Some(&shopper)).await;
    let labels: Vec<&str> =
        referral["data"]["data"].as_array().unwrap().iter().map(|r| r["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["Taken by admin", "Granted by admin"], "{referral}");
    app.told_once(&shopper, "referral_points_granted", "Referral points added").await;
    app.told_once(&shopper, "referral_points_taken", "Referral points deducted").await;
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.grant_referral_points'").await, 2);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn concurrent_takes_never_take_a_balance_below_zero() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let shopper = app.register("Aye", "09791234567").await;
    let id = user_id(&app, &shopper).await;
    credit(&app, id, 10).await;

    // Twelve takes of 3 against 10 tokens: three pass, the rest are refused.
    let takes = (0..12).map(|i| {
        let admin = admin.clone();
        let app = &app;
        async move { gql(app, Some(&admin), GRANT_TOKENS, json!({"u": id, "a": -3, "r": format!("Take {i}")})).await }
    });
    let answers = futures::future::join_all(takes).await;
    let passed = answers.iter().filter(|a| a["errors"].is_null()).count();
    assert_eq!(passed, 3, "{answers:?}");
    assert!(answers.iter().filter(|a| !a["errors"].is_null()).all(|a| code(a) == "VALIDATION"), "{answers:?}");
    assert_eq!(app.profile(&shopper).await["token_point"], 1);
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.grant_tokens'").await, 3);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_blocked_account_is_signed_out_and_cannot_sign_in() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let shopper = app.register("Aye", "09791234567").await;
    let id = user_id(&app, &shopper).await;
    let block = "mutation($u: Int!, $b: Boolean!) { setUserBlocked(userId: $u, blocked: $b) { id blocked } }";

    let blocked = gql(&app, Some(&admin), block, json!({"u": id, "b": true})).await;
    assert_eq!(blocked["data"]["setUserBlocked"], json!({"id": id, "blocked": true}), "{blocked}");
    // Its old token stops working at once, in both APIs.
    let (status, body) = app.get("api/user/profile", Some(&shopper)).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some("Unauthenticated.")));
    let me = gql(&app, Some(&shopper), "{ me { id } }", json!({})).await;
    assert_eq!(code(&me), "UNAUTHENTICATED", "{me}");
    // The right password is told the account is blocked (REST 403, GraphQL FORBIDDEN), in its
    // language; a wrong one is told only that it is wrong.
    let (status, body) = app.login("09791234567", PASSWORD).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::FORBIDDEN, Some("This account is blocked. Please contact customer service."))
    );
    assert!(body.get("token").is_none_or(Value::is_null), "{body}");
    let login = "mutation($p: String!) { login(input: {phone: $p, password: \"secret123\"}) { token } }";
    let answer = app.graphql(login, json!({"p": "09791234567"}), None, "mm").await;
    assert_eq!(code(&answer), "FORBIDDEN", "{answer}");
    assert_eq!(answer["errors"][0]["message"], "ဤအကောင့်ကို ပိတ်ထားပါသည်။ ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။");
    let answer = app.graphql(login, json!({"p": "09791234567"}), None, "ch").await;
    assert_eq!(answer["errors"][0]["message"], "此账户已被封禁，请联系客服。");
    let (status, _) = app.login("09791234567", "wrong-password").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // Nobody blocks themselves.
    let me_id = user_id(&app, &admin).await;
    let own = gql(&app, Some(&admin), block, json!({"u": me_id, "b": true})).await;
    assert_eq!(code(&own), "VALIDATION", "{own}");
    assert_eq!(app.profile(&admin).await["id"], me_id, "the admin is still signed in");

    // Unblocked, the shopper signs in again (the old token stays revoked).
    let unblocked = gql(&app, Some(&admin), block, json!({"u": id, "b": false})).await;
    assert_eq!(unblocked["data"]["setUserBlocked"]["blocked"], false, "{unblocked}");
    let (status, body) = app.login("09791234567", PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let fresh = body["token"].as_str().unwrap();
    assert_eq!(app.profile(fresh).await["id"], id);
    let (status, _) = app.get("api/user/profile", Some(&shopper)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let audit = gql(&app, Some(&admin), AUDIT, json!({"act": "user.set_blocked"})).await;
    let details: Vec<String> = audit["data"]["auditLog"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["detail"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(details.len(), 2, "{audit}");
    assert!(details[0].contains("\"blocked\":false") && details[1].contains("\"blocked\":true"), "{details:?}");
}

#[tokio::test]
async fn admins_make_and_unmake_admins_but_never_unmake_themselves() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let shopper = app.register("Aye", "09791234567").await;
    let id = user_id(&app, &shopper).await;
    let set = "mutation($u: Int!, $a: Boolean!) { setUserAdmin(userId: $u, admin: $a) { id isAdmin } }";

    let before = gql(&app, Some(&shopper), USERS, json!({})).await;
    assert_eq!(code(&before), "FORBIDDEN");
    let made = gql(&app, Some(&admin), set, json!({"u": id, "a": true})).await;
    assert_eq!(made["data"]["setUserAdmin"], json!({"id": id, "isAdmin": true}), "{made}");
    // The role is read at every request: the same token now opens the console.
    let now = gql(&app, Some(&shopper), USERS, json!({})).await;
    assert!(now["errors"].is_null(), "{now}");

    let unmade = gql(&app, Some(&admin), set, json!({"u": id, "a": false})).await;
    assert_eq!(unmade["data"]["setUserAdmin"]["isAdmin"], false, "{unmade}");
    assert_eq!(code(&gql(&app, Some(&shopper), USERS, json!({})).await), "FORBIDDEN");

    let me = user_id(&app, &admin).await;
    let own = gql(&app, Some(&admin), set, json!({"u": me, "a": false})).await;
    assert_eq!(code(&own), "VALIDATION", "{own}");
    assert_eq!(own["errors"][0]["message"], "You cannot remove your own admin role.");
    assert!(gql(&app, Some(&admin), USERS, json!({})).await["errors"].is_null(), "still an admin");
    let unknown = gql(&app, Some(&admin), set, json!({"u": 99999, "a": true})).await;
    assert_eq!(code(&unknown), "NOT_FOUND");
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.set_admin'").await, 2);
}

#[tokio::test]
async fn the_audit_log_filters_by_admin_action_and_myanmar_day() {
    let app = spawn_app().await;
    let first = app.admin_token().await;
    let second_id = accounts::service::create_admin(&app.ctx, "09790000002", "admin-password", "Second").await.unwrap();
    let (_, body) = app.login("09790000002", "admin-password").await;
    let second = body["token"].as_str().unwrap().to_owned();
    let shopper = app.register("Aye", "09791234567").await;
    let id = user_id(&app, &shopper).await;

    app.create_category(&first, "home", json!({"en": "Home"})).await.unwrap();
    gql(&app, Some(&second), GRANT_TOKENS, json!({"u": id, "a": 5, "r": "Welcome gift"})).await;
    gql(&app, Some(&second), GRANT_POINTS, json!({"u": id, "a": 1, "r": "Welcome gift"})).await;

    let actions = |answer: &Value| -> Vec<String> {
        let rows = answer["data"]["auditLog"]["data"].as_array().unwrap_or_else(|| panic!("{answer}"));
        rows.iter().map(|r| r["action"].as_str().unwrap().to_owned()).collect()
    };
    let all = gql(&app, Some(&first), AUDIT, json!({})).await;
    assert_eq!(actions(&all), ["user.grant_referral_points", "user.grant_tokens", "category.create"], "newest first");
    let by_second = gql(&app, Some(&first), AUDIT, json!({"a": second_id})).await;
    assert_eq!(actions(&by_second), ["user.grant_referral_points", "user.grant_tokens"]);
    assert_eq!(
        by_second["data"]["auditLog"]["data"][0]["admin"],
        json!({"id": second_id, "name": "Second", "phone": "09790000002"})
    );
    let by_action = gql(&app, Some(&first), AUDIT, json!({"act": "category.create"})).await;
    assert_eq!(actions(&by_action), ["category.create"]);
    assert_eq!(by_action["data"]["auditLog"]["data"][0]["subject"], "category #1");

    // Days are Myanmar days, both ends included.
    let today = app.ctx.clock.myanmar_today();
    let (yesterday, tomorrow) = (today.pred_opt().unwrap().to_string(), today.succ_opt().unwrap().to_string());
    let today = today.to_string();
    for (from, to, expected) in [
        (Some(today.as_str()), Some(today.as_str()), 3),
        (Some(yesterday.as_str()), None, 3),
        (None, Some(yesterday.as_str()), 0),
        (Some(tomorrow.as_str()), None, 0),
    ] {
        let answer = gql(&app, Some(&first), AUDIT, json!({"f": from, "t": to})).await;
        assert_eq!(actions(&answer).len(), expected, "{from:?}..{to:?}: {answer}");
    }
    let paged = gql(&app, Some(&first), AUDIT, json!({"l": 1, "p": 3})).await;
    assert_eq!(actions(&paged), ["category.create"]);
    assert_eq!(paged["data"]["auditLog"]["meta"], json!({"total": 3, "lastPage": 3}));

    for (from, to, field) in
        [("2026-13-01", None, "from"), ("25/11/2026", None, "from"), ("2026-11-25", Some("2026-11-24"), "to")]
    {
        let answer = gql(&app, Some(&first), AUDIT, json!({"f": from, "t": to})).await;
        assert_eq!(code(&answer), "VALIDATION", "{answer}");
        assert!(answer["errors"][0]["extensions"]["errors"][field].is_array(), "{answer}");
    }
    let choices = gql(&app, Some(&first), "{ auditActions }", json!({})).await;
    assert_eq!(
        choices["data"]["auditActions"],
        json!(["category.create", "user.grant_referral_points", "user.grant_tokens"])
    );
}

const PRODUCT_PAGE: &str = "query($t: [ProductType!], $s: String, $c: Int, $p: Int, $l: Int) { adminProductPage(types: $t, search: $s, categoryId: $c, page: $p, limit: $l) { data { id slug hidden name { en } } meta { total perPage currentPage lastPage } } }";

fn product(category: i64, slug: &str, en: &str, mm: Option<&str>, ch: Option<&str>) -> Value {
    json!({"slug": slug, "categoryId": category, "type": "PRODUCT", "name": {"en": en, "mm": mm, "ch": ch}, "description": {"en": "x"}, "actualPrice": 10_000, "weightKg": 0.5})
}

#[tokio::test]
async fn the_product_page_searches_every_language_and_pages_with_hidden_ones() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let audio = app.create_category(&admin, "audio", json!({"en": "Audio"})).await.unwrap();
    let home = app.create_category(&admin, "home", json!({"en": "Home"})).await.unwrap();
    let headphones = app
        .create_product(
            &admin,
            product(audio, "wireless-headphones", "Wireless Headphones", Some("ကြိုးမဲ့ နားကြပ်"), Some("无线耳机")),
        )
        .await;
    let speaker =
        app.create_product(&admin, product(audio, "bt-speaker", "Bluetooth Speaker", Some("ဘလူးတုသ် စပီကာ"), None)).await;
    let lamp = app.create_product(&admin, product(home, "desk-lamp", "Desk Lamp", None, Some("台灯"))).await;
    let pack = app.create_product(&admin, json!({"categoryId": home, "type": "TOKEN_PRODUCT", "name": {"en": "100 Tokens"}, "description": {"en": "x"}, "actualPrice": 95_000, "tokenAmount": 100})).await;
    let hidden = gql(
        &app,
        Some(&admin),
        "mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }",
        json!({"id": speaker}),
    )
    .await;
    assert_eq!(hidden["data"]["setProductHidden"], true);

    let ids = |answer: &Value| -> Vec<i64> {
        let data = answer["data"]["adminProductPage"]["data"].as_array().unwrap_or_else(|| panic!("{answer}"));
        data.iter().map(|p| p["id"].as_i64().unwrap()).collect()
    };
    for (variables, expected) in [
        (json!({}), vec![pack, lamp, speaker, headphones]),
        (json!({"s": "နားကြပ်"}), vec![headphones]),
        (json!({"s": "耳机"}), vec![headphones]),
        (json!({"s": "SPEAKER"}), vec![speaker]),
        (json!({"s": "စပီကာ"}), vec![speaker]),
        (json!({"s": "desk-lamp"}), vec![lamp]),
        (json!({"s": "台灯"}), vec![lamp]),
        (json!({"s": "wireless ear"}), vec![]),
        (json!({"c": audio}), vec![speaker, headphones]),
        (json!({"t": ["TOKEN_PRODUCT"]}), vec![pack]),
        (json!({"t": ["PRODUCT"], "c": home}), vec![lamp]),
    ] {
        let answer = gql(&app, Some(&admin), PRODUCT_PAGE, variables.clone()).await;
        assert_eq!(ids(&answer), expected, "{variables}: {answer}");
    }
    let page = gql(&app, Some(&admin), PRODUCT_PAGE, json!({"p": 2, "l": 3})).await;
    assert_eq!(ids(&page), [headphones]);
    assert_eq!(
        page["data"]["adminProductPage"]["meta"],
        json!({"total": 4, "perPage": 3, "currentPage": 2, "lastPage": 2})
    );
    let speaker_row = gql(&app, Some(&admin), PRODUCT_PAGE, json!({"s": "speaker"})).await;
    assert_eq!(speaker_row["data"]["adminProductPage"]["data"][0]["hidden"], true);

    // Categories: hidden ones too, with their product counts (hidden products included).
    gql(&app, Some(&admin), "mutation($id: Int!) { setCategoryHidden(id: $id, hidden: true) }", json!({"id": home}))
        .await;
    let categories = gql(
        &app,
        Some(&admin),
        "{ adminCategories { id slug name { en } hidden sort productCount image } }",
        json!({}),
    )
    .await;
    assert_eq!(
        categories["data"]["adminCategories"],
        json!([
            {"id": audio, "slug": "audio", "name": {"en": "Audio"}, "hidden": false, "sort": 0, "productCount": 2, "image": null},
            {"id": home, "slug": "home", "name": {"en": "Home"}, "hidden": true, "sort": 0, "productCount": 2, "image": null},
        ]),
        "{categories}"
    );
    let (_, shop) = app.get("api/categories", None).await;
    assert_eq!(shop["data"].as_array().unwrap().len(), 1, "the shop still hides it");
}

const ADMIN_PHOTOS: &str =
    "query($s: String) { adminProductPage(search: $s) { data { id featureImage images { id url thumb } } } }";

/// The product's photos as the admin sees them: `(ids, full URLs, feature image thumbnail)`.
async fn photos(app: &TestApp, admin: &str, slug: &str) -> (Vec<i64>, Vec<String>, Option<String>) {
    let answer = gql(app, Some(admin), ADMIN_PHOTOS, json!({"s": slug})).await;
    let row = &answer["data"]["adminProductPage"]["data"][0];
    let images = row["images"].as_array().unwrap_or_else(|| panic!("{answer}"));
    for image in images {
        let thumb = image["thumb"].as_str().unwrap();
        assert!(thumb.contains(".thumb."), "{image}");
    }
    (
        images.iter().map(|i| i["id"].as_i64().unwrap()).collect(),
        images.iter().map(|i| i["url"].as_str().unwrap().to_owned()).collect(),
        row["featureImage"].as_str().map(str::to_owned),
    )
}

/// What the shop's product page shows: `(feature image, the other photos)`.
async fn shop_photos(app: &TestApp, slug: &str) -> (Option<String>, Vec<String>) {
    let (status, detail) = app.get(&format!("api/products/{slug}"), None).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    let others = detail["data"]["product_images"].as_array().unwrap();
    (
        detail["data"]["feature_image"].as_str().map(str::to_owned),
        others.iter().map(|u| u.as_str().unwrap().to_owned()).collect(),
    )
}

/// Every stored catalogue photo (without thumbnails).
async fn stored_photos(app: &TestApp) -> HashSet<String> {
    app.stored_files()
        .await
        .into_iter()
        .filter(|f| f.starts_with("catalog/products/") && !f.contains(".thumb."))
        .map(|f| format!("/media/{f}"))
        .collect()
}

#[tokio::test]
async fn photos_are_reordered_and_the_first_is_the_feature_image() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "audio", json!({"en": "Audio"})).await.unwrap();
    let input = product(category, "speaker", "Speaker", None, None);
    let created = app
        .graphql_upload(
            "mutation($input: ProductInput!, $feature: Upload, $images: [Upload!]) { createProduct(input: $input, featureImage: $feature, images: $images) }",
            json!({"input": input, "feature": null, "images": [null, null]}),
            vec![("variables.feature", png(500, 400)), ("variables.images.0", png(400, 400)), ("variables.images.1", png(300, 400))],
            Some(&admin),
        )
        .await;
    let id = created["data"]["createProduct"].as_i64().unwrap_or_else(|| panic!("{created}"));

    // Three photos, the feature image first; the shop shows the same as before.
    let (ids, urls, feature) = photos(&app, &admin, "speaker").await;
    assert_eq!(ids.len(), 3);
    assert_eq!(feature.as_deref(), Some(urls[0].replace(".jpg", ".thumb.jpg").as_str()));
    assert_eq!(shop_photos(&app, "speaker").await, (Some(urls[0].clone()), urls[1..].to_vec()));

    // Reordered: the last becomes the feature image the shop shows, in lists too.
    let update = |order: Value, remove: Value| json!({"id": id, "input": input, "order": order, "remove": remove});
    let answer = gql(&app, Some(&admin), UPDATE_PRODUCT, update(json!([ids[2], ids[0], ids[1]]), Value::Null)).await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let (now, now_urls, _) = photos(&app, &admin, "speaker").await;
    assert_eq!(now, [ids[2], ids[0], ids[1]]);
    assert_eq!(shop_photos(&app, "speaker").await, (Some(urls[2].clone()), vec![urls[0].clone(), urls[1].clone()]));
    let (_, listed) = app.get(&format!("api/categories/{category}/products"), None).await;
    assert_eq!(listed["data"]["data"][0]["feature_image"], now_urls[0].replace(".jpg", ".thumb.jpg"));

    // A list that is not exactly the product's photos changes nothing.
    for wrong in
        [json!([ids[0], ids[1]]), json!([ids[0], ids[1], ids[2], 99999]), json!([ids[0], ids[0], ids[1]]), json!([])]
    {
        let answer = gql(&app, Some(&admin), UPDATE_PRODUCT, update(wrong.clone(), Value::Null)).await;
        assert_eq!(code(&answer), "VALIDATION", "{wrong}: {answer}");
        assert!(answer["errors"][0]["extensions"]["errors"]["image_order"].is_array(), "{answer}");
    }
    assert_eq!(photos(&app, &admin, "speaker").await.0, [ids[2], ids[0], ids[1]]);

    // Removing the feature image makes the next photo the feature image, and its files go.
    let answer = gql(&app, Some(&admin), UPDATE_PRODUCT, update(Value::Null, json!([ids[2]]))).await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    assert_eq!(shop_photos(&app, "speaker").await, (Some(urls[0].clone()), vec![urls[1].clone()]));
    assert_eq!(stored_photos(&app).await, HashSet::from([urls[0].clone(), urls[1].clone()]));

    // New photos follow the order given for the kept ones (what the console sends).
    let answer = app
        .graphql_upload(
            UPDATE_PRODUCT,
            json!({"id": id, "input": input, "add": [null], "order": [ids[1], ids[0]]}),
            vec![("variables.add.0", png(200, 200))],
            Some(&admin),
        )
        .await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let (now, now_urls, _) = photos(&app, &admin, "speaker").await;
    assert_eq!(now[..2], [ids[1], ids[0]]);
    assert_eq!(now.len(), 3);
    assert_eq!(shop_photos(&app, "speaker").await.0, Some(urls[1].clone()));
    assert_eq!(stored_photos(&app).await, now_urls.iter().cloned().collect::<HashSet<_>>(), "no file without a row");

    // Refused: bad price, weight or name beside their fields, a non-image; nothing saved, no file left.
    for (change, field) in [
        (json!({"actualPrice": 1_000_000_001}), "actual_price"),
        (json!({"actualPrice": -1}), "actual_price"),
        (json!({"weightKg": 1000.5}), "weight_kg"),
        (json!({"name": {"en": "  ", "mm": "စပီကာ"}}), "name"),
    ] {
        let mut bad = input.clone();
        for (k, v) in change.as_object().unwrap() {
            bad[k] = v.clone();
        }
        let answer = app
            .graphql_upload(
                UPDATE_PRODUCT,
                json!({"id": id, "input": bad, "add": [null], "order": [now[2], now[0], now[1]]}),
                vec![("variables.add.0", png(100, 100))],
                Some(&admin),
            )
            .await;
        assert_eq!(code(&answer), "VALIDATION", "{change}: {answer}");
        assert!(answer["errors"][0]["extensions"]["errors"][field].is_array(), "{field}: {answer}");
    }
    let answer = app
        .graphql_upload(
            UPDATE_PRODUCT,
            json!({"id": id, "input": input, "add": [null]}),
            vec![("variables.add.0", b"<svg>not a photo</svg>".to_vec())],
            Some(&admin),
        )
        .await;
    assert_eq!(code(&answer), "VALIDATION", "{answer}");
    assert_eq!(photos(&app, &admin, "speaker").await.0, now);
    assert_eq!(stored_photos(&app).await, now_urls.iter().cloned().collect::<HashSet<_>>());
    let (_, detail) = app.get("api/products/speaker", None).await;
    assert_eq!(detail["data"]["actual_price"], 10_000);
}

#[tokio::test]
async fn a_ticket_products_draws_show_the_winner_the_claim_and_the_shipping() {
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let tp = ticket_product(&app, &admin, 2, 1).await;
    let winner = app.shopper_with_address("Aye", "09791234567").await;
    let winner_id = user_id(&app, &winner).await;
    credit(&app, winner_id, 2).await;
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 2}), Some(&winner))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let draw_id = body["data"]["lucky_draw_id"].as_i64().unwrap();
    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);

    let query = "query($tp: Int!) { adminLuckyDraws(ticketProductId: $tp) { data { id batch status ticket sold remaining heldNumbers openedAt drawAt luckyNumber winner { id name phone } claimed shipped seedHash seed ticketsDigest } meta { total } } }";
    let draws = |answer: &Value| {
        answer["data"]["adminLuckyDraws"]["data"].as_array().cloned().unwrap_or_else(|| panic!("{answer}"))
    };
    let answer = gql(&app, Some(&admin), query, json!({"tp": tp})).await;
    let list = draws(&answer);
    assert_eq!(answer["data"]["adminLuckyDraws"]["meta"]["total"], 2);
    let (open, drawn) = (&list[0], &list[1]);
    assert_eq!((open["batch"].as_i64(), open["status"].as_str()), (Some(2), Some("OPEN")), "newest first");
    assert_eq!(
        (open["seed"].clone(), open["luckyNumber"].clone(), open["drawAt"].clone()),
        (Value::Null, Value::Null, Value::Null)
    );
    assert_eq!(open["remaining"], 2);
    assert_eq!(drawn["id"], draw_id);
    assert_eq!(
        (drawn["status"].as_str(), drawn["sold"].as_i64(), drawn["remaining"].as_i64()),
        (Some("DRAWN"), Some(2), Some(0))
    );
    assert_eq!(drawn["winner"], json!({"id": winner_id, "name": "Aye", "phone": "09791234567"}));
    assert!((1..=2).contains(&drawn["luckyNumber"].as_i64().unwrap()));
    assert_eq!((drawn["claimed"].as_bool(), drawn["shipped"].as_bool()), (Some(false), Some(false)));
    let (_, public) = app.get(&format!("api/luckydraw-winners/{draw_id}"), None).await;
    assert_eq!(drawn["seed"], public["data"]["fairness"]["seed"]);
    assert_eq!(drawn["seedHash"], public["data"]["fairness"]["seed_hash"]);
    assert_eq!(drawn["ticketsDigest"], public["data"]["fairness"]["tickets_digest"]);
    assert!(chrono::DateTime::parse_from_rfc3339(drawn["drawAt"].as_str().unwrap()).is_ok());

    // Claimed, then shipped once an admin approves its shipping order.
    let (status, body) =
        app.post_json("api/user/claim-prize", json!({"lucky_draw_winner_id": draw_id}), Some(&winner)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, to_ship) = app.get("api/user/orders", Some(&winner)).await;
    let item = to_ship["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("{to_ship}"));
    let form = paid(payment).text("order_item_id", json!([item]).to_string());
    let (status, shipping) = app.post_multipart("api/user/shipping-orders", form, &winner).await;
    assert_eq!(status, StatusCode::OK, "{shipping}");
    let drawn = &draws(&gql(&app, Some(&admin), query, json!({"tp": tp})).await)[1];
    assert_eq!(
        (drawn["claimed"].as_bool(), drawn["shipped"].as_bool()),
        (Some(true), Some(false)),
        "waiting is not shipped"
    );
    let approve = "mutation($id: Int!) { approveShippingOrder(id: $id) }";
    let answer = gql(&app, Some(&admin), approve, json!({"id": shipping["data"]["id"]})).await;
    assert_eq!(answer["data"]["approveShippingOrder"], true, "{answer}");
    let drawn = &draws(&gql(&app, Some(&admin), query, json!({"tp": tp})).await)[1];
    assert_eq!(drawn["shipped"], true);

    let unknown = gql(&app, Some(&admin), query, json!({"tp": 99999})).await;
    assert_eq!(code(&unknown), "NOT_FOUND", "{unknown}");
}

#[tokio::test]
async fn every_console_operation_is_refused_to_shoppers_and_visitors_with_nothing_changed() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "audio", json!({"en": "Audio"})).await.unwrap();
    let speaker = app.create_product(&admin, product(category, "speaker", "Speaker", None, None)).await;
    let tp = ticket_product(&app, &admin, 2, 1).await;
    let shopper = app.register("Aye", "09791234567").await;
    let id = user_id(&app, &shopper).await;
    credit(&app, id, 10).await;
    let admin_id = user_id(&app, &admin).await;
    let audit_rows = count(&app, "SELECT COUNT(*) AS n FROM audit_log").await;

    let input = product(category, "speaker", "Renamed", None, None);
    let operations: Vec<(&str, Value)> = vec![
        (DASHBOARD, json!({})),
        (USERS, json!({"s": "09"})),
        ("query($id: Int!) { adminUser(id: $id) { user { id } } }", json!({"id": id})),
        (GRANT_TOKENS, json!({"u": id, "a": 100, "r": "Free tokens"})),
        (GRANT_TOKENS, json!({"u": id, "a": -10, "r": "Take them"})),
        (GRANT_POINTS, json!({"u": id, "a": 100, "r": "Free points"})),
        ("mutation($u: Int!) { setUserAdmin(userId: $u, admin: true) { id } }", json!({"u": id})),
        ("mutation($u: Int!) { setUserAdmin(userId: $u, admin: false) { id } }", json!({"u": admin_id})),
        ("mutation($u: Int!) { setUserBlocked(userId: $u, blocked: true) { id } }", json!({"u": admin_id})),
        (AUDIT, json!({})),
        ("{ auditActions }", json!({})),
        (PRODUCT_PAGE, json!({})),
        ("{ adminCategories { id } }", json!({})),
        ("query($tp: Int!) { adminLuckyDraws(ticketProductId: $tp) { meta { total } } }", json!({"tp": tp})),
        (UPDATE_PRODUCT, json!({"id": speaker, "input": input, "order": []})),
    ];
    for (who, expected) in [(Some(shopper.as_str()), "FORBIDDEN"), (None, "UNAUTHENTICATED")] {
        for (query, variables) in &operations {
            let answer = gql(&app, who, query, variables.clone()).await;
            assert_eq!(code(&answer), expected, "{query}: {answer}");
            assert!(
                answer["data"].is_null() || answer["data"].as_object().unwrap().values().all(Value::is_null),
                "{answer}"
            );
        }
    }
    assert_eq!(app.profile(&shopper).await["token_point"], 10);
    assert_eq!(app.profile(&shopper).await["referral_point"], 0);
    assert_eq!(app.profile(&shopper).await["role"], "customer");
    assert_eq!(app.profile(&admin).await["role"], "admin", "the admin is neither unmade nor blocked");
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM audit_log").await, audit_rows);
    let (_, detail) = app.get("api/products/speaker", None).await;
    assert_eq!(detail["data"]["name"], "Speaker");
    data_is_intact(&app).await;
}
