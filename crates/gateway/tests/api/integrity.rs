//! `mall check` (`gateway::integrity`): on a shop where tickets were bought, a draw declared and
//! its prize claimed, every rule holds; each way the data could go wrong is then made by hand and
//! the rule that forbids it reports it, naming the row; and the command exits 1 until it is undone.

use crate::support::{
    luckydraw::{buyer, data_is_intact, execute, ticket_product},
    spawn_app_with, TestApp,
};
use reqwest::StatusCode;
use serde_json::json;

/// The rules broken now: (what must hold, the first example).
async fn broken(app: &TestApp) -> Vec<(String, String)> {
    let found = gateway::integrity::check(app.ctx.db.conn(), &app.ctx.config).await.unwrap();
    found.into_iter().map(|b| (b.holds.to_owned(), b.examples.first().cloned().unwrap_or_default())).collect()
}

#[tokio::test]
async fn each_broken_rule_is_reported_with_the_row_that_breaks_it() {
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 2, 5).await;
    let (ann, ann_id) = buyer(&app, "09791000001", 50).await;
    let (bo, _) = buyer(&app, "09791000002", 50).await;
    for token in [&ann, &bo] {
        let (status, body) = app
            .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 1}), Some(token))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    luckydraw::draw::run_due_draws(&app.ctx).await.unwrap();
    let (_, history) = app.get("api/user/luckydraw/histories", Some(&ann)).await;
    let draw_id = history["data"]["data"][0]["id"].as_i64().unwrap();
    let claimed = futures::future::join_all(
        [&ann, &bo].map(|t| app.post_json("api/user/claim-prize", json!({"lucky_draw_winner_id": draw_id}), Some(t))),
    )
    .await;
    assert_eq!(claimed.iter().filter(|(status, _)| *status == StatusCode::OK).count(), 1, "{claimed:?}");
    data_is_intact(&app).await;

    // (the corruption, what undoes it, the rule that must report it, a word of its example)
    let cases = [
        (
            format!("UPDATE \"user\" SET token_point = token_point + 1 WHERE id = {ann_id}"),
            format!("UPDATE \"user\" SET token_point = token_point - 1 WHERE id = {ann_id}"),
            vec!["every token balance equals the sum of its ledger rows"],
            format!("user {ann_id}"),
        ),
        (
            format!("UPDATE balance_ledger SET balance_after = balance_after + 7 WHERE user_id = {ann_id}"),
            format!("UPDATE balance_ledger SET balance_after = balance_after - 7 WHERE user_id = {ann_id}"),
            vec!["each ledger row's balance_after is the running sum of its currency's rows up to it"],
            format!("of user {ann_id}"),
        ),
        (
            // (The database itself refuses a sold count above the batch's size.)
            "UPDATE ticket_batch SET sold = sold - 1 WHERE batch = 1".to_owned(),
            "UPDATE ticket_batch SET sold = sold + 1 WHERE batch = 1".to_owned(),
            vec!["a batch's sold count equals its tickets"],
            "sold 1, tickets 2".to_owned(),
        ),
        (
            "UPDATE ticket SET number = number + 100".to_owned(),
            "UPDATE ticket SET number = number - 100".to_owned(),
            vec![
                "every ticket number is between 1 and its batch's size",
                "a declared batch's winner holds its lucky number, and only a drawn batch has one",
            ],
            "ticket".to_owned(),
        ),
        (
            "UPDATE ticket_purchase SET token_use = token_use + 5".to_owned(),
            "UPDATE ticket_purchase SET token_use = token_use - 5".to_owned(),
            vec!["the tokens debited for a batch equal the token cost of its paid purchases"],
            "purchases cost 20 tokens, ledger debited 10".to_owned(),
        ),
        (
            "UPDATE ticket_purchase SET status = 'rejected'".to_owned(),
            "UPDATE ticket_purchase SET status = 'paid'".to_owned(),
            vec![
                "a purchase holds the tickets it bought (none once rejected or expired), of its own batch and buyer",
                "a ticket is sold exactly when its purchase is paid or approved, held while it is pending",
                "the tokens debited for a batch equal the token cost of its paid purchases",
            ],
            "(rejected)".to_owned(),
        ),
        (
            "UPDATE ticket_batch SET prize_item_id = NULL".to_owned(),
            "UPDATE ticket_batch SET prize_item_id = (SELECT MAX(id) FROM order_item) WHERE status = 'drawn'"
                .to_owned(),
            vec!["every to-ship item comes from exactly one source of its kind: an order, a won batch or a gift claim"],
            "(prize)".to_owned(),
        ),
        (
            "UPDATE order_item SET ship_state = 'shipping'".to_owned(),
            "UPDATE order_item SET ship_state = 'to_ship'".to_owned(),
            vec!["an item is shipping exactly while a live shipping order holds it"],
            "(shipping)".to_owned(),
        ),
    ];
    for (corrupt, undo, rules, example) in cases {
        execute(&app, &corrupt).await;
        let found = broken(&app).await;
        let names: Vec<&str> = found.iter().map(|(holds, _)| holds.as_str()).collect();
        assert_eq!(names, rules, "{corrupt}: {found:#?}");
        assert!(found.iter().any(|(_, first)| first.contains(&example)), "{corrupt}: {found:#?}");

        // `mall check` on the same database says so and exits 1.
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_mall"))
            .arg("check")
            .env("DATABASE_URL", app.ctx.config.database_url())
            .env("MALL_DATA_DIR", &app.ctx.config.data_dir)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        let printed = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{printed}");
        assert!(printed.contains(&format!("BROKEN  {}", rules[0])), "{printed}");
        execute(&app, &undo).await;
        data_is_intact(&app).await;
    }
}
