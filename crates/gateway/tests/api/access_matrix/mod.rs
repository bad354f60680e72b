//! The access matrix (issue 19), generated from the code rather than kept by hand.
//!
//! The operations are the ones the running server describes: every path and method of its OpenAPI
//! document (`/api/openapi.json`, which every REST route is registered through) and every field of
//! its GraphQL schema's query, mutation and subscription roots (introspection over `/graphql`).
//! Each one is classified from what the code says about it:
//!
//! - **admin**: its doc comment (the schema's description, the OpenAPI summary) starts with
//!   `Admin`, as every resolver whose service calls `require_staff()` is documented. A visitor must
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

mod caller;
mod operations;
mod unchanged;
mod websocket;
mod world;

use std::collections::HashMap;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::{luckydraw::data_is_intact, spawn_app_with};
use caller::{Answer, Caller, Mode};
use operations::{graphql_operations, is_delete, rest_operations, scope, Call, Class, Operation};
use unchanged::{count_changes, public_view, row_counts, view_changes, view_of_a};
use websocket::next_answer;
use world::{set_admin, sign_in_again, world};

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
/// a real one of shopper A's in [`world()`] (world.rs).
const KINDS: &[(&str, Scope, &str)] = &[
    ("order", Scope::Own, "an order (`order(id)`, `/api/user/orders/{id}`, `approveOrder(id)`, `adminOrder(id)`)"),
    ("orderitem", Scope::Own, "a to-ship item (`orderItemIds`, `order_item_id`)"),
    ("cartline", Scope::Own, "a line of the cart (`cartLineIds` of `checkout` and `removeFromCart`)"),
    ("shippingorder", Scope::Own, "a shipping order (`shippingOrder(id)`, `shipping_order_id`)"),
    ("notification", Scope::Own, "a notification"),
    (
        "paymentqr",
        Scope::Own,
        "what a payment QR code pays: with `kind` ORDER, an order (`paymentQr(kind, id)`, `/api/user/payment-qr?kind=order&id=`)",
    ),
    ("paymentscreenshot", Scope::Own, "a payment screenshot (`/api/payment-screenshots/{id}`)"),
    ("refund", Scope::Own, "a refund (`settleRefund(id)`, `/api/refunds/{id}/screenshot`)"),
    ("return", Scope::Own, "a return of received lines (`approveReturn(id)`, `/api/returns/{id}/photos/{photo}`)"),
    ("photo", Scope::Public, "the place of a return's photo (0, 1 or 2), named with the return"),
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
    ("variant", Scope::Public, "a size or colour of a product (its id is on the product page)"),
    ("productslug", Scope::Public, "a product's slug"),
    ("slug", Scope::Public, "a product's slug"),
    ("removeimage", Scope::Public, "a product photo (`removeImageIds`)"),
    ("image", Scope::Public, "a product photo a variant shows (`ProductVariantInput.imageId`)"),
    ("courier", Scope::Public, "a courier the shop hands parcels to (`approveShippingOrder(courierId)`)"),
    ("category", Scope::Public, "a category"),
    ("payment", Scope::Public, "a payment method (`paymentId`)"),
    ("paymentmethod", Scope::Public, "a payment method"),
    ("region", Scope::Public, "a region"),
    ("township", Scope::Public, "a township"),
    ("codregion", Scope::Public, "a region where cash on delivery is offered"),
    ("codtownship", Scope::Public, "a township where cash on delivery is offered"),
    ("ticketproduct", Scope::Public, "a ticket product"),
    ("luckydraw", Scope::Public, "a draw (ticket batch)"),
    ("slider", Scope::Public, "a home banner"),
    ("onboardingslide", Scope::Public, "an onboarding slide"),
    ("content", Scope::Public, "a banner, slide or payment method (`setContentHidden`)"),
    ("voucher", Scope::Public, "a voucher (`setVoucherPaused(id)`): the admin's, no shopper owns one"),
    ("webhook", Scope::Public, "a webhook endpoint (`updateWebhook(id)`): the owner's, no shopper owns one"),
    ("webhookdelivery", Scope::Public, "a webhook delivery (`resendWebhookDelivery(id)`): the owner's log"),
];

/// A bare `id` whose field name does not say what it is.
const BARE_IDS: &[(&str, &str)] = &[
    ("confirmReceived", "shippingorder"),
    ("adminTransferPayment", "transferpayment"),
    ("adminProduct", "product"),
    ("refuseCodParcel", "shippingorder"),
    ("settleCodRefusal", "shippingorder"),
    ("settleRefund", "refund"),
    ("approveReturn", "return"),
    ("rejectReturn", "return"),
    ("adminOrder", "order"),
    ("setVoucherPaused", "voucher"),
    ("updateWebhook", "webhook"),
    ("setWebhookPaused", "webhook"),
    ("deleteWebhook", "webhook"),
    ("resendWebhookDelivery", "webhookdelivery"),
];

/// A named id argument whose name says the wrong kind: (field, argument, kind).
const NAMED_IDS: &[(&str, &str, &str)] = &[
    // A webhook endpoint's id, not a browser's push endpoint.
    ("webhookDeliveries", "endpointId", "webhook"),
];

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
    "serverTime",
    "upcomingDraws",
    // The live draw's reveals: any watcher, signed in or not (issue 40).
    "drawReveals",
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
    let introspection = app.graphql(include_str!("../introspection.graphql"), json!({}), None, "en").await;
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
                     crates/gateway/tests/api/access_matrix/mod.rs (and for an own kind, one of shopper A's in \
                     `world` in access_matrix/world.rs), or for a bare `id` whose field name does not say what it \
                     is, a row in BARE_IDS",
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

    // 4. Every staff role and the owner on every admin operation (issue 41), from the permission
    // tables the server checks: refused beyond the role (403, nothing changed), never within it.
    let graphql_access = gateway::access::graphql();
    let permission_of = |op: &Operation| match &op.call {
        Call::Graphql { field, .. } => graphql_access.get(field["name"].as_str().unwrap_or_default()).copied(),
        Call::Rest { method, path, .. } => gateway::access::rest_permission(method.as_str(), path),
    };
    let admin_ops: Vec<&Operation> = operations.iter().filter(|op| op.class() == Class::Admin).collect();
    let undeclared: Vec<&str> =
        admin_ops.iter().filter(|op| permission_of(op).is_none()).map(|op| op.label.as_str()).collect();
    assert!(
        undeclared.is_empty(),
        "admin operations without a declared permission (add them to their crate's `ACCESS` table, \
         kernel::permissions):\n{}",
        undeclared.join("\n")
    );
    let mut roles = world.staff.clone();
    roles.push((kernel::auth::Role::Admin, world.admin.clone()));
    let counts_before = row_counts(&app).await;
    let (mut refused, mut allowed) = (0, 0);
    for (role, token) in &roles {
        for op in admin_ops.iter().filter(|op| !role.can(permission_of(op).unwrap())) {
            let answer = caller.call(op, Some(token)).await;
            refused += 1;
            if !answer.forbidden() {
                failures.push(format!(
                    "{}: needs {:?}, which {role:?} has not, but it got {}: {}",
                    op.label,
                    permission_of(op).unwrap(),
                    answer.short(),
                    answer.body
                ));
            }
        }
    }
    failures.extend(count_changes(
        &counts_before,
        &row_counts(&app).await,
        "staff calling operations beyond their role",
    ));
    for (role, token) in &roles {
        for op in admin_ops.iter().filter(|op| role.can(permission_of(op).unwrap())) {
            let answer = caller.call(op, Some(token)).await;
            allowed += 1;
            if answer.forbidden()
                || answer.unauthenticated()
                || answer.status >= 500
                || answer.code.as_deref() == Some("INTERNAL")
            {
                failures.push(format!(
                    "{}: {role:?} has {:?}, but got {}: {}",
                    op.label,
                    permission_of(op).unwrap(),
                    answer.short(),
                    answer.body
                ));
            }
        }
    }
    println!(
        "roles: {} admin operations x {} roles: {refused} calls beyond a role (all refused), {allowed} within it",
        admin_ops.len(),
        roles.len()
    );

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
