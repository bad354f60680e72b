//! Staff roles (issue 41): only the owner gives roles; each role sees its permissions in `me`;
//! nobody changes their own role and the last owner stays one, even when two owners demote each
//! other at the same moment; a role taken away ends the account's open feeds; the audit log names
//! the role an action was done with. (Every role against every admin operation is the access
//! matrix's part 4.)

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, scalar},
    png, spawn_app, ws, TestApp,
};
use reqwest::multipart;
use serde_json::{json, Value};

const SET_ROLE: &str =
    "mutation($id: Int!, $role: Role!) { setUserRole(userId: $id, role: $role) { id role isAdmin } }";
const ME: &str = "{ me { role permissions } }";

async fn staff(app: &TestApp, owner: &str, name: &str, phone: &str, role: &str) -> (String, i64) {
    let token = app.register(name, phone).await;
    let id = app.profile(&token).await["id"].as_i64().unwrap();
    let answer = set_role(app, owner, id, role, "en").await;
    assert!(answer["errors"].is_null(), "{answer}");
    (token, id)
}

async fn set_role(app: &TestApp, token: &str, id: i64, role: &str, locale: &str) -> Value {
    app.graphql(SET_ROLE, json!({"id": id, "role": role}), Some(token), locale).await
}

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn the_owner_gives_roles_and_each_role_knows_what_it_may_do() {
    let app = spawn_app().await;
    let owner = app.admin_token().await;
    let (checker, checker_id) = staff(&app, &owner, "Checker", "09791110001", "PAYMENT_CHECKER").await;
    let (shipper, _) = staff(&app, &owner, "Shipper", "09791110002", "SHIPPER").await;
    let (editor, _) = staff(&app, &owner, "Editor", "09791110003", "CATALOG_EDITOR").await;
    let (support, _) = staff(&app, &owner, "Support", "09791110004", "SUPPORT").await;
    let shopper = app.register("Shopper", "09791110005").await;

    let permissions = |answer: Value| -> Vec<String> {
        answer["data"]["me"]["permissions"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_owned()).collect()
    };
    assert_eq!(permissions(app.graphql(ME, json!({}), Some(&checker), "en").await), ["DASHBOARD", "PAYMENTS"]);
    assert_eq!(permissions(app.graphql(ME, json!({}), Some(&shipper), "en").await), ["DASHBOARD", "SHIPPING"]);
    assert_eq!(permissions(app.graphql(ME, json!({}), Some(&editor), "en").await), ["DASHBOARD", "CATALOG"]);
    assert_eq!(
        permissions(app.graphql(ME, json!({}), Some(&support), "en").await),
        ["DASHBOARD", "PEOPLE_READ", "PEOPLE_BLOCK", "REVIEWS"]
    );
    assert!(permissions(app.graphql(ME, json!({}), Some(&shopper), "en").await).is_empty());
    let owner_me = app.graphql(ME, json!({}), Some(&owner), "en").await;
    assert_eq!(owner_me["data"]["me"]["role"], "ADMIN");
    assert_eq!(permissions(owner_me).len(), 13);
    // REST names the roles in snake case, as it did `customer` and `admin`.
    assert_eq!(app.profile(&checker).await["role"], "payment_checker");

    // A role the caller may not give: only the owner gives roles (403 in the caller's language,
    // nothing changed).
    let shopper_id = app.profile(&shopper).await["id"].as_i64().unwrap();
    let before = app.profile(&shopper).await["role"].clone();
    for token in [&checker, &support, &editor] {
        let refused = set_role(&app, token, shopper_id, "ADMIN", "mm").await;
        assert_eq!(code(&refused), "FORBIDDEN", "{refused}");
        assert!(refused["errors"][0]["message"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('\u{1000}'..='\u{109f}').contains(&c)));
        assert!(refused["data"].is_null(), "nothing ran: {refused}");
    }
    assert_eq!(app.profile(&shopper).await["role"], before);
    // Staff never reach another role's operations, owner-only ones included.
    let grant = "mutation($id: Int!) { grantTokens(userId: $id, amount: 5, reason: \"thanks\") { tokenPoint } }";
    assert_eq!(code(&app.graphql(grant, json!({"id": shopper_id}), Some(&checker), "en").await), "FORBIDDEN");
    assert_eq!(code(&app.graphql("{ waybills { code } }", json!({}), Some(&checker), "en").await), "FORBIDDEN");
    assert_eq!(code(&app.graphql("{ pendingOrders { id } }", json!({}), Some(&shipper), "en").await), "FORBIDDEN");
    let (status, _) = app.get("api/admin/catalog.csv", Some(&support)).await;
    assert_eq!(status, reqwest::StatusCode::FORBIDDEN);
    let csv = app.client.get(app.url("api/admin/catalog.csv")).bearer_auth(&editor).send().await.unwrap();
    assert_eq!(csv.status(), reqwest::StatusCode::OK);
    // Through a fragment too: the check reads the document, not the field's name as written.
    let hidden = "query { ...f } fragment f on QueryRoot { auditActions }";
    assert_eq!(code(&app.graphql(hidden, json!({}), Some(&checker), "en").await), "FORBIDDEN");
    assert_eq!(code(&app.graphql(hidden, json!({}), None, "en").await), "UNAUTHENTICATED");

    // The checker's role taken away: back to a shopper, with no console.
    let answer = set_role(&app, &owner, checker_id, "CUSTOMER", "en").await;
    assert_eq!(answer["data"]["setUserRole"]["role"], "CUSTOMER", "{answer}");
    assert_eq!(code(&app.graphql("{ pendingOrders { id } }", json!({}), Some(&checker), "en").await), "FORBIDDEN");
    data_is_intact(&app).await;
}

#[tokio::test]
async fn nobody_changes_their_own_role_and_the_last_owner_stays_one_when_two_owners_demote_each_other() {
    let app = spawn_app().await;
    let owner = app.admin_token().await;
    let owner_id = app.profile(&owner).await["id"].as_i64().unwrap();
    let own = set_role(&app, &owner, owner_id, "SUPPORT", "en").await;
    assert_eq!(code(&own), "VALIDATION", "{own}");
    assert_eq!(own["errors"][0]["extensions"]["errors"]["role"][0], "You cannot change your own role.");

    let (second, second_id) = staff(&app, &owner, "Second Owner", "09791110011", "ADMIN").await;
    // Each demotes the other at the same moment: one of them stays the owner.
    let (a, b) = tokio::join!(
        set_role(&app, &owner, second_id, "CUSTOMER", "en"),
        set_role(&app, &second, owner_id, "CUSTOMER", "en"),
    );
    let owners = scalar(&app, "SELECT COUNT(*) AS n FROM \"user\" WHERE role = 'admin'").await;
    assert_eq!(owners, 1, "exactly one owner left: {a} {b}");
    let succeeded = [&a, &b].iter().filter(|answer| answer["errors"].is_null()).count();
    assert_eq!(succeeded, 1, "{a} {b}");
    let refused = if a["errors"].is_null() { &b } else { &a };
    assert!(matches!(code(refused), "VALIDATION" | "FORBIDDEN"), "{refused}");
    data_is_intact(&app).await;
}

#[tokio::test]
async fn the_audit_log_names_the_role_an_action_was_done_with_and_a_role_change_ends_open_feeds() {
    let app = spawn_app().await;
    let owner = app.admin_token().await;
    let (checker, checker_id) = staff(&app, &owner, "Checker", "09791110021", "PAYMENT_CHECKER").await;
    let payment = app.create_payment_method(&owner).await;
    let category = app.create_category(&owner, "roles", json!({"en": "Roles"})).await.unwrap();
    let product = app
        .create_product(
            &owner,
            json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Lamp"}, "description": {"en": "x"}, "actualPrice": 9000}),
        )
        .await;
    let buyer = app.shopper_with_address("Buyer", "09791110022").await;
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .text("product_id", product.to_string())
        .text("qty", "1")
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"));
    let (status, body) = app.post_multipart("api/user/buynow", form, &buyer).await;
    assert_eq!(status, reqwest::StatusCode::OK, "{body}");
    let order = body["data"]["order_id"].as_i64().unwrap_or_else(|| panic!("{body}"));

    // The checker watches the queues, then approves the order.
    let mut feed = ws::signed_in(&app.base, &checker, "en").await;
    ws::subscribe(&mut feed, "q", "subscription { adminQueueEvents { queue } }").await;
    let approved =
        app.graphql("mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order}), Some(&checker), "en").await;
    assert!(approved["errors"].is_null(), "{approved}");
    let log = app
        .graphql(
            "{ auditLog(action: \"order.approve\") { data { role admin { id } } } }",
            json!({}),
            Some(&owner),
            "en",
        )
        .await;
    let entry = &log["data"]["auditLog"]["data"][0];
    assert_eq!(entry["role"], "PAYMENT_CHECKER", "{log}");
    assert_eq!(entry["admin"]["id"], checker_id);

    // Taking the role away closes the checker's socket at once (no feed outlives its access).
    assert!(set_role(&app, &owner, checker_id, "SUPPORT", "en").await["errors"].is_null());
    let end = loop {
        let message = ws::next(&mut feed, std::time::Duration::from_secs(5)).await;
        if message["type"] != "next" {
            break message;
        }
    };
    assert!(end["close"] == 4403 || end["close"] == 4401, "the feed must end when the role changes: {end}");
    let log = app
        .graphql("{ auditLog(action: \"user.set_role\") { data { role detail } } }", json!({}), Some(&owner), "en")
        .await;
    assert_eq!(log["data"]["auditLog"]["data"][0]["role"], "ADMIN", "{log}");
    data_is_intact(&app).await;
}
