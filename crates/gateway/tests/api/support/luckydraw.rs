//! Lucky-draw fixtures shared by the ticket and draw tests.
#![allow(dead_code)]

use accounts::ledger::{self, Currency, Entry};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::json;

use super::TestApp;

/// A ticket product of `tickets` tickets at `cost` tokens, raffling a new prize product "Phone".
pub async fn ticket_product(app: &TestApp, admin: &str, tickets: i64, cost: i64) -> i64 {
    // The second product of a test finds the category made; it is then the first (id 1).
    let category = app.create_category(admin, "prizes", json!({"en": "Prizes"})).await.unwrap_or(1);
    let slug = format!("phone-{}", app.next_number());
    let prize = json!({"slug": slug, "categoryId": category, "type": "PRIZE", "name": {"en": "Phone"}, "description": {"en": "x"}, "actualPrice": 900000});
    let product = app.create_product(admin, prize).await;
    let answer = app
        .graphql(
            "mutation($p: Int!, $t: Int!, $c: Int!) { createTicketProduct(input: {productId: $p, ticket: $t, costTokenPoint: $c, label: \"HOT\"}) }",
            json!({"p": product, "t": tickets, "c": cost}),
            Some(admin),
            "en",
        )
        .await;
    answer["data"]["createTicketProduct"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

/// A transfer payment method (KBZPay), answering its id.
pub async fn payment_method(app: &TestApp, admin: &str) -> i64 {
    app.create_payment_method(admin).await
}

/// A shopper holding `tokens` tokens (credited through the ledger, as an approved token pack would).
pub async fn buyer(app: &TestApp, phone: &str, tokens: i64) -> (String, i64) {
    let token = app.register("Buyer", phone).await;
    let id = app.profile(&token).await["id"].as_i64().unwrap();
    if tokens > 0 {
        credit_tokens(app, id, tokens).await;
    }
    (token, id)
}

/// Credits `tokens` to the user through the ledger.
pub async fn credit_tokens(app: &TestApp, user_id: i64, tokens: i64) {
    app.ctx
        .db
        .write(|tx| {
            Box::pin(async move {
                ledger::credit(
                    tx,
                    user_id,
                    Currency::Token,
                    tokens,
                    Entry { reason: "test", reference_type: None, reference_id: None },
                )
                .await
            })
        })
        .await
        .unwrap();
}

pub async fn scalar(app: &TestApp, sql: &str) -> i64 {
    let row = app
        .ctx
        .db
        .conn()
        .query_one(Statement::from_string(app.ctx.db.backend(), sql.to_owned()))
        .await
        .unwrap()
        .unwrap();
    row.try_get::<i64>("", "n").unwrap()
}

/// The column `t` of the one row `sql` selects, as text.
pub async fn text(app: &TestApp, sql: &str) -> String {
    let row = app
        .ctx
        .db
        .conn()
        .query_one(Statement::from_string(app.ctx.db.backend(), sql.to_owned()))
        .await
        .unwrap()
        .unwrap();
    row.try_get::<String>("", "t").unwrap()
}

/// Runs a statement (a test breaking data by hand).
pub async fn execute(app: &TestApp, sql: &str) {
    let db = app.ctx.db.conn();
    db.execute(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap();
}

/// Every rule of `mall check` holds: balances equal their ledgers and none is negative, no ticket
/// sold twice, every to-ship item from one source, ... (`gateway::integrity`).
pub async fn data_is_intact(app: &TestApp) {
    let broken = gateway::integrity::check(app.ctx.db.conn(), &app.ctx.config).await.unwrap();
    assert!(broken.is_empty(), "broken rules: {broken:#?}");
}

/// A ticket product of one ticket at 1 token, whose ticket a new buyer (`phone`) bought: answers
/// (the buyer's token, the sold-out batch's id, its ticket product). The batch is due to be drawn.
pub async fn one_ticket_sold(app: &TestApp, admin: &str, phone: &str) -> (String, i64, i64) {
    let ticket_product = ticket_product(app, admin, 1, 1).await;
    let (buyer, _) = buyer(app, phone, 5).await;
    let (status, body) = app
        .post_json(
            "api/user/luckydraw/buy-ticket",
            json!({"product_id": ticket_product, "ticket_count": 1}),
            Some(&buyer),
        )
        .await;
    assert_eq!(status, reqwest::StatusCode::OK, "{body}");
    (buyer, body["data"]["lucky_draw_id"].as_i64().unwrap(), ticket_product)
}
