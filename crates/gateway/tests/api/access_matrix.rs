//! The access matrix (issue 19), generated from the code rather than kept by hand.
//!
//! The operations are the ones the running server describes: every path and method of its OpenAPI
//! document (`/api/openapi.json`, which every REST route is registered through) and every field of
//! its GraphQL schema's query, mutation and subscription roots (introspection over `/graphql`).
//! Each one is classified from what the code says about it:
//!
//! - **admin**: its doc comment (the schema's description, the OpenAPI summary) starts with
//!   `Admin`, as every resolver whose service calls `require_admin()` is documented. A visitor must
//!   be told unauthenticated (401, `UNAUTHENTICATED`) and a shopper forbidden (403, `FORBIDDEN`).
//! - otherwise, by the **kinds of id** it takes: every path parameter, and every argument, query
//!   parameter or body field (input objects included) whose name ends in `id`/`ids` or is a key
//!   (`endpoint`, `slug`). A bare `id` takes its kind from what it names: the path segment before it
//!   (`/api/user/orders/{id}` is an order) or the field's noun (`cancelOrder(id)` is an order).
//!   [`KINDS`] says whose each kind is: **own** (something a shopper owns: shopper B calls the
//!   operation with shopper A's real id and must be refused, see nothing of A and change nothing),
//!   **capability** (a secret only its owner's browser knows: B's delete with A's leaves A's alone)
//!   or **public** (catalogue ids: B calls it with the ids A used and must see nothing of A's).
//! - **signed in** or **public** with no id: the OpenAPI `security` of the route; for GraphQL the
//!   short [`PUBLIC_FIELDS`] list (every other field must refuse a visitor).
//!
//! An operation whose id kind is not in [`KINDS`] fails the test, naming the operation and the
//! kind, and saying what to add. Visitor and shopper calls must change nothing: the row counts of
//! every table and shopper A's view (every signed-in REST read, with A's token and ids) are the same
//! before and after, and `mall check`'s rules hold.

use std::collections::{BTreeMap, HashMap};

use accounts::ledger::{self, Currency, Entry};
use futures::{SinkExt, StreamExt};
use reqwest::{multipart, Method, StatusCode};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set, Statement};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, scalar, ticket_product},
    png, spawn_app_with, TestApp,
};

/// Whose a kind of id is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Scope {
    /// Something a shopper owns: another shopper's call with it must be refused.
    Own,
    /// A secret only the owner's browser holds (a push endpoint): a delete by another account must
    /// leave the owner's alone (saving it moves it to the caller, by design: same browser).
    Capability,
    /// Catalogue, places, draws: anyone may name them.
    Public,
}

/// Every kind of id the API takes, and whose it is. A new kind needs a row here, and an own kind
/// a real one of shopper A's in [`world`].
const KINDS: &[(&str, Scope, &str)] = &[
    ("order", Scope::Own, "an order (`order(id)`, `/api/user/orders/{id}`, `approveOrder(id)`)"),
    ("orderitem", Scope::Own, "a to-ship item (`orderItemIds`, `order_item_id`)"),
    ("shippingorder", Scope::Own, "a shipping order (`shippingOrder(id)`, `shipping_order_id`)"),
    ("notification", Scope::Own, "a notification"),
    ("paymentscreenshot", Scope::Own, "a payment screenshot (`/api/payment-screenshots/{id}`)"),
    (
        "transferpayment",
        Scope::Own,
        "a transfer payment and its checks (`adminTransferPayment(id)`: a screenshot's id)",
    ),
    ("ticket", Scope::Own, "a ticket purchase (`ticketId`, `ticket_id`)"),
    ("luckydrawwinner", Scope::Own, "a won draw to claim (`luckyDrawWinnerId`)"),
    ("ticketpayment", Scope::Own, "a ticket purchase paid by transfer"),
    ("review", Scope::Own, "an app review"),
    ("recovery", Scope::Own, "a daily-sign recovery"),
    ("user", Scope::Own, "an account (`userId`)"),
    ("adminuser", Scope::Own, "an account (`adminUser(id)`)"),
    ("admin", Scope::Own, "an account acting as admin (`auditLog(adminId)`)"),
    ("endpoint", Scope::Capability, "a browser's push subscription"),
    ("product", Scope::Public, "a product"),
    ("productslug", Scope::Public, "a product's slug"),
    ("slug", Scope::Public, "a product's slug"),
    ("removeimage", Scope::Public, "a product photo (`removeImageIds`)"),
    ("category", Scope::Public, "a category"),
    ("payment", Scope::Public, "a payment method (`paymentId`)"),
    ("paymentmethod", Scope::Public, "a payment method"),
    ("region", Scope::Public, "a region"),
    ("township", Scope::Public, "a township"),
    ("ticketproduct", Scope::Public, "a ticket product"),
    ("luckydraw", Scope::Public, "a draw (ticket batch)"),
    ("slider", Scope::Public, "a home banner"),
    ("onboardingslide", Scope::Public, "an onboarding slide"),
    ("content", Scope::Public, "a banner, slide or payment method (`setContentHidden`)"),
];

/// A bare `id` whose field name does not say what it is.
const BARE_IDS: &[(&str, &str)] = &[("confirmReceived", "shippingorder"), ("adminTransferPayment", "transferpayment")];

/// GraphQL fields anyone may call without signing in (REST says it with the route's `security`).
const PUBLIC_FIELDS: &[&str] = &[
    "regions",
    "townships",
    "categories",
    "category",
    "products",
    "latestProducts",
    "product",
    "settings",
    "sliders",
    "promotion",
    "onboardingSlides",
    "paymentMethods",
    "paymentMethod",
    "ticketProducts",
    "homeTicketProducts",
    "ticketProduct",
    "ticketProductForProduct",
    "luckyDraw",
    "winners",
    "winnerSlides",
    "reviews",
    "register",
    "login",
    "requestPasswordReset",
    "resetPassword",
    "facebookSignInUrl",
    "exchangeSignInCode",
];

/// Verbs a mutation's name starts with, before the noun its bare `id` names.
const VERBS: &[&str] = &["approve", "reject", "cancel", "update", "set", "read", "confirm", "delete", "create", "mark"];

// ---- the operations --------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Admin,
    OwnIds,
    PublicIds,
    SignedIn,
    Public,
}

#[derive(Clone, Debug)]
enum Call {
    Rest { method: Method, path: String, op: Value },
    Graphql { root: &'static str, field: Value },
}

#[derive(Clone, Debug)]
struct Operation {
    label: String,
    call: Call,
    admin: bool,
    signed_in: bool,
    read: bool,
    /// (name, kind) of every id it takes.
    keys: Vec<(String, String)>,
}

impl Operation {
    fn scopes(&self) -> Vec<Scope> {
        self.keys.iter().map(|(_, kind)| scope(kind).expect("classified")).collect()
    }

    fn class(&self) -> Class {
        let scopes = self.scopes();
        if self.admin {
            Class::Admin
        } else if scopes.iter().any(|s| *s != Scope::Public) {
            Class::OwnIds
        } else if !scopes.is_empty() {
            Class::PublicIds
        } else if self.signed_in {
            Class::SignedIn
        } else {
            Class::Public
        }
    }

    fn capability_only(&self) -> bool {
        let scopes = self.scopes();
        scopes.contains(&Scope::Capability) && !scopes.contains(&Scope::Own)
    }
}

fn scope(kind: &str) -> Option<Scope> {
    KINDS.iter().find(|(k, _, _)| *k == kind).map(|(_, s, _)| *s)
}

fn normalize(name: &str) -> String {
    name.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase()
}

/// Whether an input is a key to something, and if so its normalized name (`order_item_id` ->
/// `orderitem`, `paymentID` -> `payment`, bare `id` -> "").
fn key_name(name: &str) -> Option<String> {
    let n = normalize(name);
    for suffix in ["ids", "id"] {
        if let Some(stem) = n.strip_suffix(suffix) {
            return Some(stem.to_owned());
        }
    }
    (n == "endpoint" || n.ends_with("slug")).then_some(n)
}

/// The kind a bare `id` of GraphQL field `field` names: its noun without the verb
/// (`cancelOrder` -> `order`, `setCategoryHidden` -> `category`).
fn field_noun(field: &str) -> String {
    if let Some((_, kind)) = BARE_IDS.iter().find(|(f, _)| *f == field) {
        return (*kind).to_owned();
    }
    let mut noun = field;
    for verb in VERBS {
        if let Some(rest) = field.strip_prefix(verb) {
            if rest.starts_with(|c: char| c.is_ascii_uppercase()) {
                noun = rest;
                break;
            }
        }
    }
    let noun = noun.strip_suffix("Hidden").unwrap_or(noun);
    normalize(noun)
}

/// `/api/user/shipping-orders/{id}` -> `shippingorder`.
fn path_noun(path: &str, param: &str) -> String {
    let segments: Vec<&str> = path.split('/').collect();
    let at = segments.iter().position(|s| *s == format!("{{{param}}}")).unwrap_or(0);
    let before = if at > 0 { normalize(segments[at - 1]) } else { String::new() };
    before.strip_suffix('s').map(str::to_owned).unwrap_or(before)
}

fn rest_operations(doc: &Value) -> Vec<Operation> {
    let mut out = Vec::new();
    for (path, methods) in doc["paths"].as_object().expect("paths") {
        for (method, op) in methods.as_object().unwrap() {
            let method: Method = method.to_ascii_uppercase().parse().unwrap();
            let mut keys = Vec::new();
            for param in op["parameters"].as_array().into_iter().flatten() {
                let name = param["name"].as_str().unwrap();
                match param["in"].as_str() {
                    Some("path") => {
                        let kind = match key_name(name) {
                            Some(stem) if !stem.is_empty() => stem,
                            _ => path_noun(path, name),
                        };
                        keys.push((name.to_owned(), kind));
                    }
                    Some("query") => {
                        if let Some(stem) = key_name(name) {
                            keys.push((name.to_owned(), if stem.is_empty() { path_noun(path, name) } else { stem }));
                        }
                    }
                    _ => {}
                }
            }
            for (_, content) in op["requestBody"]["content"].as_object().into_iter().flatten() {
                body_keys(doc, &content["schema"], &mut keys);
            }
            keys.dedup();
            let summary =
                format!("{} {}", op["summary"].as_str().unwrap_or(""), op["description"].as_str().unwrap_or(""));
            out.push(Operation {
                label: format!("{method} {path}"),
                admin: summary.trim_start().starts_with("Admin") || path.contains("/admin"),
                signed_in: op["security"].as_array().is_some_and(|s| !s.is_empty()),
                read: method == Method::GET,
                call: Call::Rest { method, path: path.clone(), op: op.clone() },
                keys,
            });
        }
    }
    out
}

fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => resolve(doc, &doc["components"]["schemas"][reference.rsplit('/').next().unwrap()]),
        None => schema,
    }
}

fn body_keys(doc: &Value, schema: &Value, keys: &mut Vec<(String, String)>) {
    let schema = resolve(doc, schema);
    for (name, property) in schema["properties"].as_object().into_iter().flatten() {
        if let Some(stem) = key_name(name) {
            if !stem.is_empty() && !keys.iter().any(|(n, _)| n == name) {
                keys.push((name.clone(), stem));
            }
        }
        let property = resolve(doc, property);
        if property["properties"].is_object() {
            body_keys(doc, property, keys);
        }
    }
}

/// The named type under NON_NULL and LIST wrappers.
fn named(type_ref: &Value) -> &Value {
    if type_ref["ofType"].is_object() {
        named(&type_ref["ofType"])
    } else {
        type_ref
    }
}

fn graphql_operations(schema: &Value, types: &HashMap<String, Value>) -> Vec<Operation> {
    let mut out = Vec::new();
    for (root, key) in [("query", "queryType"), ("mutation", "mutationType"), ("subscription", "subscriptionType")] {
        let Some(type_name) = schema[key]["name"].as_str() else { continue };
        for field in types[type_name]["fields"].as_array().unwrap() {
            let name = field["name"].as_str().unwrap();
            let mut keys = Vec::new();
            for arg in field["args"].as_array().unwrap() {
                arg_keys(name, arg, types, &mut keys, 0);
            }
            keys.dedup();
            out.push(Operation {
                label: format!("{root} {name}"),
                admin: field["description"].as_str().unwrap_or("").starts_with("Admin"),
                signed_in: !PUBLIC_FIELDS.contains(&name),
                read: root != "mutation",
                call: Call::Graphql { root, field: field.clone() },
                keys,
            });
        }
    }
    out
}

fn arg_keys(field: &str, arg: &Value, types: &HashMap<String, Value>, keys: &mut Vec<(String, String)>, depth: usize) {
    let name = arg["name"].as_str().unwrap();
    let type_name = named(&arg["type"])["name"].as_str().unwrap();
    if let Some(stem) = key_name(name) {
        if type_name != "Upload" {
            keys.push((name.to_owned(), if stem.is_empty() { field_noun(field) } else { stem }));
        }
    }
    if depth < 3 && types[type_name]["kind"] == "INPUT_OBJECT" {
        for inner in types[type_name]["inputFields"].as_array().unwrap() {
            arg_keys(field, inner, types, keys, depth + 1);
        }
    }
}

// ---- the world: shopper A's real things -------------------------------------------------------

struct World {
    admin: String,
    /// An admin until the matrix starts, then a shopper (with the token they signed in with).
    former_admin: String,
    former_admin_id: i64,
    a: String,
    b: String,
    /// Kind -> A's real one (or the public one A used).
    ids: HashMap<&'static str, Value>,
    /// Kind -> a hidden one (a product, category, payment method, ticket product).
    hidden: HashMap<&'static str, Value>,
    /// Texts of A's private data that no answer to B may contain.
    markers: Vec<String>,
    today: String,
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

async fn set_admin(app: &TestApp, admin: &str, user: i64, make_admin: bool) {
    let mutation = "mutation($id: Int!, $admin: Boolean!) { setUserAdmin(userId: $id, admin: $admin) { id } }";
    let answer = app.graphql(mutation, json!({"id": user, "admin": make_admin}), Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{answer}");
}

async fn world(app: &TestApp) -> World {
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "matrix", json!({"en": "Matrix"})).await.unwrap();
    let mut products = Vec::new();
    for (slug, name) in [("matrix-speaker", "Speaker"), ("matrix-lamp", "Lamp")] {
        let input = json!({"slug": slug, "categoryId": category, "type": "PRODUCT", "name": {"en": name}, "description": {"en": "x"}, "actualPrice": 25000, "weightKg": 1.2});
        products.push(app.create_product(&admin, input).await);
    }
    let payment = app.create_payment_method(&admin).await;
    let raffle = ticket_product(app, &admin, 1, 1).await;
    let held_raffle = ticket_product(app, &admin, 5, 1).await;
    let (region, township) = app.region_and_township("Yangon").await;
    let former_admin = app.register("Former Admin", "09795550003").await;
    let former_admin_id = app.profile(&former_admin).await["id"].as_i64().unwrap();
    set_admin(app, &admin, former_admin_id, true).await;

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
        ("orderitem", json!(items[1])),
        ("shippingorder", json!(shipping)),
        ("notification", json!(notification)),
        ("paymentscreenshot", json!(screenshot)),
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

// ---- making the calls ------------------------------------------------------------------------------

/// What an operation answered: the HTTP status, the GraphQL error code, and the body.
#[derive(Debug)]
struct Answer {
    status: u16,
    code: Option<String>,
    body: String,
}

impl Answer {
    fn unauthenticated(&self) -> bool {
        self.status == 401 || self.code.as_deref() == Some("UNAUTHENTICATED")
    }

    fn forbidden(&self) -> bool {
        self.status == 403 || self.code.as_deref() == Some("FORBIDDEN")
    }

    /// Refused by the service (not a malformed request of the matrix's own).
    fn refused(&self) -> bool {
        let codes = ["VALIDATION", "NOT_FOUND", "FORBIDDEN", "BAD_REQUEST", "CONFLICT"];
        [403, 404, 409, 422].contains(&self.status) || self.code.as_deref().is_some_and(|c| codes.contains(&c))
    }

    /// The status or code and the message, without numbers (which may echo the id).
    fn gist(&self) -> String {
        let body: Value = serde_json::from_str(&self.body).unwrap_or(Value::Null);
        let message = body["message"].as_str().or_else(|| body["errors"][0]["message"].as_str()).unwrap_or("");
        let data = if self.refused() { String::new() } else { body["data"].to_string() };
        format!("{} {message} {data}", self.short()).chars().filter(|c| !c.is_ascii_digit()).collect()
    }

    fn short(&self) -> String {
        match &self.code {
            Some(code) => code.clone(),
            None if self.status == 200 => "200 data".into(),
            None => self.status.to_string(),
        }
    }
}

struct Caller<'a> {
    app: &'a TestApp,
    doc: &'a Value,
    types: &'a HashMap<String, Value>,
    world: &'a World,
    calls: std::sync::atomic::AtomicUsize,
    /// Which ids the calls send (a [`Mode`] as a number).
    mode: std::sync::atomic::AtomicU8,
}

/// Which ids a call sends.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Mode {
    /// A's own ones, and the public ones A used.
    Real,
    /// Own ids nothing has: what B is told for an id that does not exist, to compare.
    NoSuchOwn,
    /// Hidden catalogue things (admins only) where a kind has one.
    Hidden,
    /// Catalogue ids nothing has where a kind has a hidden one, to compare.
    NoSuchPublic,
}

impl Caller<'_> {
    fn with_mode(&self, mode: Mode) {
        self.mode.store(mode as u8, std::sync::atomic::Ordering::Relaxed);
    }

    fn id(&self, kind: &str) -> Value {
        let mode = self.mode.load(std::sync::atomic::Ordering::Relaxed);
        let public = scope(kind) == Some(Scope::Public);
        let nothing = match kind {
            "endpoint" => json!("https://push.example.com/send/nobody"),
            _ if kind.ends_with("slug") => json!("no-such-product"),
            _ => json!(999_999),
        };
        let hidden = self.world.hidden.get(kind);
        match mode {
            m if m == Mode::NoSuchOwn as u8 && !public => nothing,
            m if m == Mode::Hidden as u8 && hidden.is_some() => hidden.unwrap().clone(),
            m if m == Mode::NoSuchPublic as u8 && hidden.is_some() => nothing,
            // A kind without a real one of A's (a recovery, a banner) gets an id nothing has.
            _ => self.world.ids.get(kind).cloned().unwrap_or(nothing),
        }
    }

    fn kind_of<'k>(&self, op: &'k Operation, name: &str) -> Option<&'k str> {
        op.keys.iter().find(|(n, _)| n == name).map(|(_, k)| k.as_str())
    }

    /// A value for a non-id input, by its name.
    fn text_for(&self, name: &str) -> String {
        let n = normalize(name);
        if n.contains("date") || n == "from" || n == "to" {
            self.world.today.clone()
        } else if n.contains("password") {
            "secret123".into()
        } else if n.contains("phone") {
            "09795550009".into()
        } else if n.contains("postal") {
            "11181".into()
        } else if n.contains("address") {
            "No. 9, Matrix Road".into()
        } else if n == "code" {
            "123456".into()
        } else {
            "Checked by the access matrix".into()
        }
    }

    fn int_for(&self, name: &str) -> i64 {
        match normalize(name).as_str() {
            "rating" => 5,
            "limit" | "perpage" => 20,
            "ticket" => 2,
            _ => 1,
        }
    }

    async fn call(&self, op: &Operation, token: Option<&str>) -> Answer {
        self.calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match &op.call {
            Call::Rest { method, path, op: spec } => self.rest(op, method.clone(), path, spec, token).await,
            Call::Graphql { root, field } => self.graphql(op, root, field, token).await,
        }
    }

    async fn rest(&self, op: &Operation, method: Method, path: &str, spec: &Value, token: Option<&str>) -> Answer {
        let mut url = path.to_owned();
        let mut query = Vec::new();
        for param in spec["parameters"].as_array().into_iter().flatten() {
            let name = param["name"].as_str().unwrap();
            let kind = self.kind_of(op, name);
            let value = match kind {
                Some(kind) => plain(&self.id(kind)),
                None if param["required"] == true => self.text_for(name),
                None => continue,
            };
            match param["in"].as_str() {
                Some("path") => url = url.replace(&format!("{{{name}}}"), &value),
                Some("query") => query.push((name.to_owned(), value)),
                _ => {}
            }
        }
        let mut request = self.app.client.request(method, self.app.url(&url)).query(&query);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let content = spec["requestBody"]["content"].as_object();
        if let Some(content) = content {
            if let Some(schema) = content.get("application/json").map(|c| &c["schema"]) {
                request = request.json(&self.json_body(op, schema));
            } else if let Some(schema) = content.get("multipart/form-data").map(|c| &c["schema"]) {
                request = request.multipart(self.form_body(op, schema));
            }
        }
        let response = request.send().await.expect("request sent");
        let status = response.status().as_u16();
        let body = response.text().await.unwrap_or_default();
        Answer { status, code: None, body }
    }

    fn json_body(&self, op: &Operation, schema: &Value) -> Value {
        let schema = resolve(self.doc, schema);
        let mut body = serde_json::Map::new();
        for (name, property) in schema["properties"].as_object().into_iter().flatten() {
            let property = resolve(self.doc, property);
            let types = type_names(property);
            let value = if let Some(kind) = self.kind_of(op, name) {
                let id = self.id(kind);
                if types.contains(&"array") {
                    json!([id])
                } else {
                    id
                }
            } else if property["properties"].is_object() {
                self.json_body(op, property)
            } else if types.contains(&"integer") {
                json!(self.int_for(name))
            } else if types.contains(&"array") {
                json!([])
            } else if types.contains(&"boolean") {
                json!(true)
            } else {
                json!(self.text_for(name))
            };
            body.insert(name.clone(), value);
        }
        Value::Object(body)
    }

    fn form_body(&self, op: &Operation, schema: &Value) -> multipart::Form {
        let schema = resolve(self.doc, schema);
        let mut form = multipart::Form::new();
        for (name, property) in schema["properties"].as_object().into_iter().flatten() {
            let property = resolve(self.doc, property);
            let types = type_names(property);
            if let Some(kind) = self.kind_of(op, name) {
                let id = self.id(kind);
                // A list of ids travels as JSON text (`order_item_id=[1,2]`).
                let text = if types.contains(&"string") || types.contains(&"array") {
                    json!([id]).to_string()
                } else {
                    plain(&id)
                };
                form = form.text(name.clone(), text);
            } else if property["format"] == "binary" {
                form = form.part(name.clone(), file_part(png(40, 40), "f.png"));
            } else if types.contains(&"array") {
                form = form.part(format!("{name}[]"), file_part(png(40, 40), "f.png"));
            } else if types.contains(&"integer") {
                form = form.text(name.clone(), self.int_for(name).to_string());
            } else {
                form = form.text(name.clone(), self.text_for(name));
            }
        }
        form
    }

    /// A value of GraphQL type `type_ref` for input `name`, with uploads noted in `files`.
    fn graphql_value(
        &self,
        op: &Operation,
        name: &str,
        type_ref: &Value,
        path: &str,
        files: &mut Vec<String>,
    ) -> Value {
        match type_ref["kind"].as_str().unwrap() {
            "NON_NULL" => self.graphql_value(op, name, &type_ref["ofType"], path, files),
            "LIST" => json!([self.graphql_value(op, name, &type_ref["ofType"], &format!("{path}.0"), files)]),
            "ENUM" => {
                let type_name = type_ref["name"].as_str().unwrap();
                self.types[type_name]["enumValues"][0]["name"].clone()
            }
            "INPUT_OBJECT" => {
                let type_name = type_ref["name"].as_str().unwrap();
                let mut object = serde_json::Map::new();
                for field in self.types[type_name]["inputFields"].as_array().unwrap() {
                    let field_name = field["name"].as_str().unwrap();
                    // Every field (optional ones too, so that the call gets past validation), but
                    // no optional upload.
                    let upload = named(&field["type"])["name"] == "Upload";
                    if field["type"]["kind"] == "NON_NULL" || !upload {
                        let inner = format!("{path}.{field_name}");
                        object.insert(
                            field_name.to_owned(),
                            self.graphql_value(op, field_name, &field["type"], &inner, files),
                        );
                    }
                }
                Value::Object(object)
            }
            _ => match (type_ref["name"].as_str().unwrap(), self.kind_of(op, name)) {
                ("Upload", _) => {
                    files.push(path.to_owned());
                    Value::Null
                }
                (_, Some(kind)) => self.id(kind),
                ("Int", None) => json!(self.int_for(name)),
                ("Float", None) => json!(1.5),
                ("Boolean", None) => json!(true),
                (_, None) => json!(self.text_for(name)),
            },
        }
    }

    /// The operation's document and variables, and the variables' paths that are uploads.
    fn document(&self, op: &Operation, root: &str, field: &Value) -> (String, Value, Vec<String>) {
        let name = field["name"].as_str().unwrap();
        let mut declared = Vec::new();
        let mut passed = Vec::new();
        let mut variables = serde_json::Map::new();
        let mut files = Vec::new();
        for arg in field["args"].as_array().unwrap() {
            let arg_name = arg["name"].as_str().unwrap();
            let required = arg["type"]["kind"] == "NON_NULL" && arg["defaultValue"].is_null();
            if !required && self.kind_of(op, arg_name).is_none() {
                continue;
            }
            let value = self.graphql_value(op, arg_name, &arg["type"], &format!("variables.{arg_name}"), &mut files);
            declared.push(format!("${arg_name}: {}", type_text(&arg["type"])));
            passed.push(format!("{arg_name}: ${arg_name}"));
            variables.insert(arg_name.to_owned(), value);
        }
        let declared = if declared.is_empty() { String::new() } else { format!("({})", declared.join(", ")) };
        let passed = if passed.is_empty() { String::new() } else { format!("({})", passed.join(", ")) };
        let query = format!("{root}{declared} {{ {name}{passed}{} }}", self.selection(&field["type"]));
        (query, Value::Object(variables), files)
    }

    async fn graphql(&self, op: &Operation, root: &str, field: &Value, token: Option<&str>) -> Answer {
        let (query, variables, files) = self.document(op, root, field);
        let answer = if root == "subscription" {
            let mut socket = self.connect(token).await;
            let start = json!({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": variables}});
            next_answer(&mut socket, Some(start), std::time::Duration::from_secs(2)).await
        } else if files.is_empty() {
            self.app.graphql(&query, variables, token, "en").await
        } else {
            let files = files.iter().map(|path| (path.as_str(), png(40, 40))).collect();
            self.app.graphql_upload(&query, variables, files, token).await
        };
        let code = answer["errors"][0]["extensions"]["code"].as_str().map(str::to_owned);
        let code = code.or_else(|| answer["errors"][0]["message"].as_str().map(|m| format!("error: {m}")));
        Answer { status: 200, code, body: answer.to_string() }
    }

    /// `{ __typename leaf fields }` of an object type, nothing for a scalar.
    fn selection(&self, type_ref: &Value) -> String {
        let type_name = named(type_ref)["name"].as_str().unwrap();
        let fields = &self.types[type_name]["fields"];
        if !fields.is_array() {
            return String::new();
        }
        let leaves: Vec<&str> = fields
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| {
                let kind = named(&f["type"])["kind"].as_str().unwrap();
                (kind == "SCALAR" || kind == "ENUM") && f["args"].as_array().is_none_or(|a| a.is_empty())
            })
            .map(|f| f["name"].as_str().unwrap())
            .collect();
        format!(" {{ __typename {} }}", leaves.join(" "))
    }

    /// A websocket on `/graphql/ws` (graphql-transport-ws), `connection_init` sent with the token.
    async fn connect(&self, token: Option<&str>) -> Socket {
        use tokio_tungstenite::tungstenite::{client::IntoClientRequest, http::HeaderValue};
        let url = format!("{}/graphql/ws", self.app.base.replacen("http", "ws", 1));
        let mut request = url.into_client_request().unwrap();
        request.headers_mut().insert("sec-websocket-protocol", HeaderValue::from_static("graphql-transport-ws"));
        let (mut socket, _) = tokio_tungstenite::connect_async(request).await.expect("websocket opens");
        let payload = token.map(|t| json!({"authorization": format!("Bearer {t}")})).unwrap_or(json!({}));
        socket.send(text(json!({"type": "connection_init", "payload": payload}))).await.unwrap();
        socket
    }

    /// Subscription `op`, subscribed as `token` and acknowledged, for reading later.
    async fn open_subscription(&self, op: &Operation, token: &str) -> Socket {
        let Call::Graphql { root, field } = &op.call else { panic!("{} is no subscription", op.label) };
        let (query, variables, _) = self.document(op, root, field);
        let mut socket = self.connect(Some(token)).await;
        let ack = next_answer(&mut socket, None, std::time::Duration::from_secs(5)).await;
        assert_eq!(ack["data"]["type"], "connection_ack", "{ack}");
        let start = json!({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": variables}});
        socket.send(text(start)).await.unwrap();
        socket
    }
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn text(message: Value) -> tokio_tungstenite::tungstenite::Message {
    tokio_tungstenite::tungstenite::Message::Text(message.to_string().into())
}

/// The socket's next answer, as a GraphQL answer: `{"errors": [...]}` for an error (a refused
/// connection's close frame becomes an UNAUTHENTICATED error), the payload of `next`, or
/// `{"data": message}` for anything else. `start` is sent once the connection is acknowledged.
async fn next_answer(socket: &mut Socket, mut start: Option<Value>, within: std::time::Duration) -> Value {
    use tokio_tungstenite::tungstenite::Message;
    loop {
        let message = tokio::time::timeout(within, socket.next()).await;
        let Ok(Some(Ok(message))) = message else {
            return json!({"data": format!("no answer in {within:?} (the subscription is open)")});
        };
        match message {
            Message::Text(body) => {
                let value: Value = serde_json::from_str(&body).unwrap();
                match value["type"].as_str() {
                    Some("connection_ack") if start.is_some() => {
                        socket.send(text(start.take().unwrap())).await.unwrap()
                    }
                    Some("ping") => socket.send(text(json!({"type": "pong"}))).await.unwrap(),
                    Some("error") => return json!({"errors": value["payload"]}),
                    Some("next") => return value["payload"].clone(),
                    _ => return json!({"data": value}),
                }
            }
            Message::Close(frame) => {
                let reason = frame.map(|f| f.reason.to_string()).unwrap_or_default();
                return json!({"errors": [{"message": reason, "extensions": {"code": "UNAUTHENTICATED"}}]});
            }
            _ => {}
        }
    }
}

fn is_delete(op: &Operation) -> bool {
    match &op.call {
        Call::Rest { method, .. } => *method == Method::DELETE,
        Call::Graphql { field, .. } => field["name"].as_str().unwrap().starts_with("delete"),
    }
}

fn plain(value: &Value) -> String {
    value.as_str().map(str::to_owned).unwrap_or_else(|| value.to_string())
}

fn type_names(schema: &Value) -> Vec<&str> {
    match &schema["type"] {
        Value::String(s) => vec![s.as_str()],
        Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    }
}

fn type_text(type_ref: &Value) -> String {
    match type_ref["kind"].as_str().unwrap() {
        "NON_NULL" => format!("{}!", type_text(&type_ref["ofType"])),
        "LIST" => format!("[{}]", type_text(&type_ref["ofType"])),
        _ => type_ref["name"].as_str().unwrap().to_owned(),
    }
}

/// B's token again, after an operation signed B out (B's phone may have changed to the one the
/// matrix sends).
async fn sign_in_again(app: &TestApp, changed_phone: &str) -> String {
    for phone in [B_PHONE, changed_phone] {
        let (status, body) = app.login(phone, crate::support::PASSWORD).await;
        if status == StatusCode::OK {
            return body["token"].as_str().unwrap().to_owned();
        }
    }
    panic!("shopper B cannot sign in again");
}

// ---- what must not change ------------------------------------------------------------------------

/// Every table's row count.
async fn row_counts(app: &TestApp) -> BTreeMap<String, i64> {
    let sql = match app.ctx.db.backend() {
        sea_orm::DatabaseBackend::Postgres => "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
        _ => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    };
    let conn = app.ctx.db.conn();
    let rows = conn.query_all(Statement::from_string(app.ctx.db.backend(), sql.to_owned())).await.unwrap();
    let mut counts = BTreeMap::new();
    for row in rows {
        let table: String = row.try_get("", "name").unwrap();
        counts.insert(table.clone(), scalar(app, &format!("SELECT COUNT(*) AS n FROM \"{table}\"")).await);
    }
    counts
}

/// Shopper A's view: every signed-in REST read that takes no id (their profile, cart, orders,
/// shipping orders, tickets, notifications with their read marks, reviews, ...), with A's token.
/// (Reads by id are left out: opening a notification marks it read.)
async fn view_of_a(caller: &Caller<'_>, operations: &[Operation]) -> BTreeMap<String, String> {
    let mut view = BTreeMap::new();
    for op in operations {
        if matches!(op.call, Call::Rest { .. }) && op.read && op.signed_in && !op.admin && op.keys.is_empty() {
            let answer = caller.call(op, Some(&caller.world.a)).await;
            assert_eq!(answer.status, 200, "A reads {}: {}", op.label, answer.body);
            view.insert(op.label.clone(), answer.body);
        }
    }
    view
}

/// What a visitor sees: every public read (REST and GraphQL), with the ids A used.
async fn public_view(caller: &Caller<'_>, operations: &[Operation]) -> BTreeMap<String, String> {
    let mut view = BTreeMap::new();
    for op in operations.iter().filter(|op| op.read && !op.signed_in && !op.admin) {
        view.insert(op.label.clone(), caller.call(op, None).await.body);
    }
    view
}

/// What changed between two views, one line each.
fn view_changes(before: &BTreeMap<String, String>, after: &BTreeMap<String, String>, phase: &str) -> Vec<String> {
    before
        .iter()
        .filter(|(label, answer)| after.get(*label) != Some(answer))
        .map(|(label, answer)| format!("{phase} changed {label}: {answer}\n  -> {:?}", after.get(label)))
        .collect()
}

/// Tables whose row count changed, one line.
fn count_changes(before: &BTreeMap<String, i64>, after: &BTreeMap<String, i64>, phase: &str) -> Vec<String> {
    let changed: Vec<String> = before
        .iter()
        .filter(|(table, n)| after.get(*table) != Some(n))
        .map(|(table, n)| format!("{table}: {n} -> {:?}", after.get(table)))
        .collect();
    if changed.is_empty() {
        vec![]
    } else {
        vec![format!("{phase} changed rows: {changed:?}")]
    }
}

// ---- the matrix ----------------------------------------------------------------------------------------

#[tokio::test]
async fn every_operation_refuses_visitors_other_shoppers_and_non_admins() {
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
        config.live_session_recheck_seconds = 1;
    })
    .await;
    let (status, doc) = app.get("api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    let introspection = app.graphql(include_str!("introspection.graphql"), json!({}), None, "en").await;
    let schema = &introspection["data"]["__schema"];
    let types: HashMap<String, Value> = schema["types"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["name"].as_str().unwrap().to_owned(), t.clone()))
        .collect();

    let rest = rest_operations(&doc);
    let graphql = graphql_operations(schema, &types);
    let operations: Vec<Operation> = rest.iter().chain(&graphql).cloned().collect();

    // A new operation without a row fails here, before anything is called.
    let mut unknown = Vec::new();
    for op in &operations {
        for (name, kind) in &op.keys {
            if scope(kind).is_none() {
                unknown.push(format!(
                    "{}: `{name}` is an id of kind `{kind}`, which the access matrix does not know. Add \
                     (\"{kind}\", Scope::Own | Scope::Capability | Scope::Public, \"what it is\") to KINDS in \
                     crates/gateway/tests/api/access_matrix.rs (and for an own kind, one of shopper A's in `world`), \
                     or for a bare `id` whose field name does not say what it is, a row in BARE_IDS",
                    op.label
                ));
            }
        }
    }
    assert!(unknown.is_empty(), "operations the access matrix cannot classify:\n{}", unknown.join("\n"));
    // And no row outlives its field.
    let fields: Vec<&str> = graphql.iter().map(|op| op.label.split(' ').nth(1).unwrap()).collect();
    for name in PUBLIC_FIELDS.iter().chain(BARE_IDS.iter().map(|(field, _)| field)) {
        assert!(fields.contains(name), "`{name}` is in PUBLIC_FIELDS or BARE_IDS but not in the schema: remove it");
    }

    let world = world(&app).await;
    let caller = Caller {
        app: &app,
        doc: &doc,
        types: &types,
        world: &world,
        calls: Default::default(),
        mode: Default::default(),
    };
    // An admin watching every admin feed, whose role is then taken away.
    let mut feeds = Vec::new();
    for op in operations.iter().filter(|op| op.admin && op.label.starts_with("subscription ")) {
        feeds.push((op.label.clone(), caller.open_subscription(op, &world.former_admin).await));
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    set_admin(&app, &world.admin, world.former_admin_id, false).await;
    let counts_before = row_counts(&app).await;
    let view_before = view_of_a(&caller, &operations).await;
    let shop_before = public_view(&caller, &operations).await;
    let mut failures = Vec::new();
    let mut matrix = Vec::new();
    let leaks = |answer: &Answer| world.markers.iter().find(|m| answer.body.contains(m.as_str())).cloned();

    // 1. Visitors, shoppers and admin operations; own ids in another shopper's hands.
    for op in &operations {
        let class = op.class();
        let public_write = !op.signed_in && !op.read;
        if public_write {
            matrix.push(format!("{:<55} {class:?}: not called (signs up, in or out)", op.label));
            continue;
        }
        let visitor = caller.call(op, None).await;
        let mut row = format!("{:<55} {class:?}: visitor {}", op.label, visitor.short());
        if let Some(marker) = leaks(&visitor) {
            failures.push(format!("{}: a visitor saw A's `{marker}`: {}", op.label, visitor.body));
        }
        if op.signed_in && !visitor.unauthenticated() {
            failures.push(format!(
                "{}: a visitor must be told to sign in, got {}: {}",
                op.label,
                visitor.short(),
                visitor.body
            ));
        }
        if !op.signed_in && (visitor.unauthenticated() || visitor.forbidden() || visitor.status >= 500) {
            failures.push(format!(
                "{}: public (no `security` in the OpenAPI document, or in PUBLIC_FIELDS) but a visitor got {}: {}",
                op.label,
                visitor.short(),
                visitor.body
            ));
        }
        match class {
            Class::Admin => {
                let shopper = caller.call(op, Some(&world.b)).await;
                row += &format!(", shopper {}", shopper.short());
                let former = caller.call(op, Some(&world.former_admin)).await;
                row += &format!(", former admin {}", former.short());
                if !former.forbidden() {
                    failures.push(format!(
                        "{}: admin only, but an admin whose role was taken away got {}: {}",
                        op.label,
                        former.short(),
                        former.body
                    ));
                }
                if !shopper.forbidden() {
                    failures.push(format!(
                        "{}: admin only, but a shopper got {}: {}",
                        op.label,
                        shopper.short(),
                        shopper.body
                    ));
                }
            }
            Class::OwnIds if op.capability_only() && !is_delete(op) => {
                row += ", shopper B not called (saving a browser's endpoint moves it to the caller: same browser)";
            }
            Class::OwnIds => {
                let other = caller.call(op, Some(&world.b)).await;
                row += &format!(", shopper B with A's ids {}", other.short());
                if let Some(marker) = leaks(&other) {
                    failures.push(format!("{}: shopper B saw A's `{marker}`: {}", op.label, other.body));
                }
                if !other.refused() && !op.capability_only() {
                    failures.push(format!(
                        "{}: shopper B with shopper A's ids ({:?}) must be refused, got {}: {}",
                        op.label,
                        op.keys,
                        other.short(),
                        other.body
                    ));
                }
                // Told exactly what an id that does not exist gets: nothing says A's exists.
                caller.with_mode(Mode::NoSuchOwn);
                let nothing = caller.call(op, Some(&world.b)).await;
                caller.with_mode(Mode::Real);
                if other.gist() != nothing.gist() {
                    failures.push(format!(
                        "{}: shopper B is told {:?} for A's ids but {:?} for ids that do not exist: the answer \
                         shows that A's exist",
                        op.label,
                        other.gist(),
                        nothing.gist()
                    ));
                }
            }
            Class::SignedIn | Class::Public | Class::PublicIds => {}
        }
        matrix.push(row);
    }
    // The feeds the former admin opened while an admin end (the role is checked again).
    for (label, mut socket) in feeds {
        let ended = loop {
            let answer = next_answer(&mut socket, None, std::time::Duration::from_secs(5)).await;
            if !answer["errors"].is_null() || answer["data"].is_string() {
                break answer;
            }
        };
        let code = ended["errors"][0]["extensions"]["code"].as_str();
        if !matches!(code, Some("FORBIDDEN" | "UNAUTHENTICATED")) {
            failures.push(format!("{label}: an admin whose role was taken away still hears it: {ended}"));
        }
    }
    failures.extend(count_changes(
        &counts_before,
        &row_counts(&app).await,
        "visitors, shoppers calling admin operations, and shopper B with A's ids",
    ));
    failures.extend(view_changes(&view_before, &view_of_a(&caller, &operations).await, "shopper B with A's ids"));
    failures.extend(view_changes(
        &shop_before,
        &public_view(&caller, &operations).await,
        "visitors and shoppers calling admin operations",
    ));

    // 2. Public ids (the ones A used): B's answers hold nothing of A's, and A's things stay A's.
    for op in operations.iter().filter(|op| op.class() == Class::PublicIds && (op.signed_in || op.read)) {
        let answer = caller.call(op, Some(&world.b)).await;
        if let Some(marker) = leaks(&answer) {
            failures.push(format!("{}: shopper B saw A's `{marker}`: {}", op.label, answer.body));
        }
        if answer.status >= 500 || answer.code.as_deref() == Some("INTERNAL") {
            failures.push(format!("{}: {}: {}", op.label, answer.short(), answer.body));
        }
        if let Some(row) = matrix.iter_mut().find(|r| r.starts_with(&format!("{:<55} ", op.label))) {
            *row += &format!(", shopper B {}", answer.short());
        }
    }
    failures.extend(view_changes(&view_before, &view_of_a(&caller, &operations).await, "shopper B with public ids"));

    // Hidden catalogue things are the admins' only: B is told what an id that does not exist gets.
    for op in operations.iter().filter(|op| op.class() == Class::PublicIds && (op.signed_in || op.read)) {
        if !op.keys.iter().any(|(_, kind)| world.hidden.contains_key(kind.as_str())) {
            continue;
        }
        caller.with_mode(Mode::Hidden);
        let hidden = caller.call(op, Some(&world.b)).await;
        caller.with_mode(Mode::NoSuchPublic);
        let nothing = caller.call(op, Some(&world.b)).await;
        caller.with_mode(Mode::Real);
        if hidden.gist() != nothing.gist() {
            failures.push(format!(
                "{}: shopper B is told {:?} for hidden catalogue ids but {:?} for ids that do not exist",
                op.label,
                hidden.gist(),
                nothing.gist()
            ));
        }
        if let Some(row) = matrix.iter_mut().find(|r| r.starts_with(&format!("{:<55} ", op.label))) {
            *row += &format!(", hidden ones {}", hidden.short());
        }
    }

    // 3. Everything B may do to their own account (sign-outs and password changes included, signing
    // in again after them): nothing of A's shows, nothing of A's changes, nothing is admin-only
    // without saying so.
    let mut b = world.b.clone();
    for op in operations.iter().filter(|op| op.class() == Class::SignedIn) {
        let answer = caller.call(op, Some(&b)).await;
        if let Some(marker) = leaks(&answer) {
            failures.push(format!("{}: shopper B saw A's `{marker}`: {}", op.label, answer.body));
        }
        if answer.forbidden() {
            failures.push(format!(
                "{}: refuses a shopper, so it is admin only: its doc comment must start with `Admin`",
                op.label
            ));
        }
        if answer.status >= 500 || answer.code.as_deref() == Some("INTERNAL") {
            failures.push(format!("{}: {}: {}", op.label, answer.short(), answer.body));
        }
        if let Some(row) = matrix.iter_mut().find(|r| r.starts_with(&format!("{:<55} ", op.label))) {
            *row += &format!(", shopper B {}", answer.short());
        }
        if app.get("api/user/profile", Some(&b)).await.0 == StatusCode::UNAUTHORIZED {
            b = sign_in_again(&app, &caller.text_for("phone")).await;
        }
    }
    failures.extend(view_changes(&view_before, &view_of_a(&caller, &operations).await, "shopper B's own operations"));
    data_is_intact(&app).await;

    let count = |class: Class| operations.iter().filter(|op| op.class() == class).count();
    println!(
        "access matrix: {} REST operations, {} GraphQL fields, {} id kinds, {} calls; admin {}, own ids {}, public ids {}, signed in {}, public {}",
        rest.len(),
        graphql.len(),
        KINDS.len(),
        caller.calls.load(std::sync::atomic::Ordering::Relaxed),
        count(Class::Admin),
        count(Class::OwnIds),
        count(Class::PublicIds),
        count(Class::SignedIn),
        count(Class::Public),
    );
    for row in &matrix {
        println!("{row}");
    }
    assert!(failures.is_empty(), "{} access failures:\n{}", failures.len(), failures.join("\n"));
}
