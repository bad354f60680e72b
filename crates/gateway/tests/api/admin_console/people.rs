//! The people page (search, a shopper's page, grants and takes through the ledger, roles, blocking)
//! and the audit log's filters.

use super::{code, count, credit, gql, user_id, AUDIT, GRANT_POINTS, GRANT_TOKENS, USERS};
use crate::support::{luckydraw::data_is_intact, spawn_app, PASSWORD};
use reqwest::StatusCode;
use serde_json::{json, Value};

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
    assert_eq!(count(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.set_role'").await, 2);
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
