//! Lucky-draw batches that end (issue 39), through the real server on SQLite or PostgreSQL: a
//! batch below its minimum at its end is cancelled and every buyer refunded exactly once (tokens
//! through the ledger, transfers as refunds due), however many processes end it at once or however
//! often the end is interrupted; a batch at or above its minimum is drawn among its sold tickets,
//! recomputably from the published seed; an end in the past and a minimum out of range are refused
//! with nothing changed; and `mall check` reports a cancelled batch left unrefunded.
//!
//! The clock is moved on by setting the ticket product's `ends_at` in the past in the database (an
//! end in the past cannot be created through the API).
//!
//! How the exactly-once guard was checked: with every `status = 'open'` condition and the
//! `refunded_at IS NULL` conditions taken out of `luckydraw::ends`,
//! `ends_race_across_two_gateways_and_interruptions_without_refunding_twice` fails (all eight
//! racing calls end the batch, each refunding again).

use std::collections::HashMap;

use crate::support::{
    file_part,
    luckydraw::{buyer, data_is_intact, execute, payment_method, scalar, text, ticket_product},
    png, spawn_app_with, spawn_second_gateway, TestApp,
};
use hmac::{Hmac, Mac};
use reqwest::{multipart, StatusCode};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

async fn spawn_app() -> TestApp {
    spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
        config.ticket_batch_hold_percent = 100;
    })
    .await
}

/// Lets one shopper hold a whole batch by transfer (the caps have their own tests).
async fn allow_holds(app: &TestApp, admin: &str) {
    let answer = app
        .graphql(
            "mutation { updateSettings(input: {ticketHoldPercent: 100}) { siteName } }",
            json!({}),
            Some(admin),
            "en",
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
}

/// Gives a ticket product an end and a minimum through the API (an end an hour away).
async fn set_end(app: &TestApp, admin: &str, tp: i64, min: i64) {
    let ends = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let answer = app
        .graphql(
            "mutation($id: Int!, $e: DateTime!, $m: Int!) { updateTicketProduct(id: $id, input: {endsAt: $e, minTickets: $m}) }",
            json!({"id": tp, "e": ends, "m": min}),
            Some(admin),
            "en",
        )
        .await;
    assert_eq!(answer["data"]["updateTicketProduct"], true, "{answer}");
}

/// The clock moves past the ticket product's end.
async fn end_has_come(app: &TestApp, tp: i64) {
    luckydraw::entity::ticket_product::ActiveModel {
        id: Set(tp),
        ends_at: Set(Some(chrono::Utc::now() - chrono::Duration::seconds(1))),
        ..Default::default()
    }
    .update(app.ctx.db.conn())
    .await
    .unwrap();
    luckydraw::reads::invalidate_ticket_reads(&app.ctx);
}

async fn buy(app: &TestApp, token: &str, tp: i64, count: i64) -> Value {
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": count}), Some(token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

async fn buy_by_transfer(app: &TestApp, token: &str, tp: i64, count: i64, payment: i64, size: u32) -> Value {
    let form = multipart::Form::new()
        .text("product_id", tp.to_string())
        .text("ticket_count", count.to_string())
        .text("payment_id", payment.to_string())
        .part("payment_image", file_part(png(size, size), "transfer.png"));
    let (status, body) = app.post_multipart("api/user/luckydraw/buy-ticket", form, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

async fn balance(app: &TestApp, user_id: i64) -> i64 {
    scalar(app, &format!("SELECT token_point AS n FROM \"user\" WHERE id = {user_id}")).await
}

/// A 100-ticket batch needing 80, with 20 buyers: 18 with tokens, one transfer approved, one still
/// pending. Answers the ticket product, its batch, and each token buyer's (id, token) with the
/// tokens they had before buying.
struct Setup {
    tp: i64,
    batch: i64,
    token_buyers: Vec<(i64, String, i64)>,
    transfer_buyers: Vec<(i64, String)>,
    spent: i64,
}

async fn twenty_buyers_below_the_minimum(app: &TestApp) -> Setup {
    let admin = app.admin_token().await;
    allow_holds(app, &admin).await;
    let payment = payment_method(app, &admin).await;
    let tp = ticket_product(app, &admin, 100, 3).await;
    set_end(app, &admin, tp, 80).await;
    let mut token_buyers = Vec::new();
    let mut spent = 0;
    let mut batch = 0;
    for i in 0..18 {
        let had = 50 + i;
        let (token, id) = buyer(app, &format!("0979{:07}", 7_100_000 + i), had).await;
        let count = 1 + i % 3;
        let bought = buy(app, &token, tp, count).await;
        assert_eq!(bought["token_use"], 3 * count);
        spent += 3 * count;
        batch = bought["lucky_draw_id"].as_i64().unwrap();
        token_buyers.push((id, token, had));
    }
    let mut transfer_buyers = Vec::new();
    for (i, size) in [(0, 40), (1, 41)] {
        let (token, id) = buyer(app, &format!("0979{:07}", 7_200_000 + i), 0).await;
        let held = buy_by_transfer(app, &token, tp, 2, payment, size).await;
        assert_eq!((held["status"].as_str(), held["amount_mmk"].as_i64()), (Some("pending"), Some(2 * 3 * 1_000)));
        if i == 0 {
            let purchase = held["ticket_id"].as_i64().unwrap();
            let approved = app
                .graphql(&format!("mutation {{ approveTicketPayment(id: {purchase}) }}"), json!({}), Some(&admin), "en")
                .await;
            assert_eq!(approved["data"]["approveTicketPayment"], true, "{approved}");
        }
        transfer_buyers.push((id, token));
    }
    // The card shows the end and the minimum.
    let (_, list) = app.get("api/products/ticket", None).await;
    let card = &list["data"]["data"][0];
    assert_eq!(card["min_tickets"], 80, "{card}");
    assert!(card["ends_at"].is_string(), "{card}");
    data_is_intact(app).await;
    Setup { tp, batch, token_buyers, transfer_buyers, spent }
}

/// Every buyer got back what they paid, once: tokens through the ledger, transfers as refunds due,
/// and one notification each.
async fn refunded_exactly_once(app: &TestApp, setup: &Setup) {
    let batch = setup.batch;
    assert_eq!(
        scalar(app, &format!("SELECT COUNT(*) AS n FROM ticket_batch WHERE id = {batch} AND status = 'cancelled'"))
            .await,
        1
    );
    for (id, _, had) in &setup.token_buyers {
        assert_eq!(balance(app, *id).await, *had, "user {id} has every token back");
    }
    let refunded = scalar(
        app,
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS n FROM balance_ledger WHERE reason = 'draw_cancelled'",
    )
    .await;
    assert_eq!(refunded, setup.spent);
    assert_eq!(scalar(app, "SELECT COUNT(*) AS n FROM balance_ledger WHERE reason = 'draw_cancelled'").await, 18);
    assert_eq!(
        scalar(app, "SELECT COUNT(DISTINCT reference_id) AS n FROM balance_ledger WHERE reason = 'draw_cancelled'")
            .await,
        18,
        "one credit per purchase"
    );
    // Both transfers (approved, and the hold still pending) are due back, once each.
    assert_eq!(
        scalar(app, "SELECT COUNT(*) AS n FROM payment_refund WHERE subject = 'ticket_purchase' AND status = 'due' AND amount_mmk = 6000").await,
        2
    );
    assert_eq!(scalar(app, "SELECT COUNT(*) AS n FROM ticket WHERE status = 'pending'").await, 0, "nothing held");
    assert_eq!(scalar(app, "SELECT COUNT(*) AS n FROM ticket_purchase WHERE status = 'pending'").await, 0);
    assert_eq!(scalar(app, "SELECT COUNT(*) AS n FROM notification WHERE kind = 'draw_cancelled'").await, 20);
    assert_eq!(
        scalar(app, "SELECT COUNT(DISTINCT user_id) AS n FROM notification WHERE kind = 'draw_cancelled'").await,
        20
    );
    data_is_intact(app).await;
}

#[tokio::test]
async fn a_batch_below_its_minimum_is_cancelled_and_every_buyer_refunded_once() {
    let app = spawn_app().await;
    let setup = twenty_buyers_below_the_minimum(&app).await;
    end_has_come(&app, setup.tp).await;
    // After the end nothing is sold, even before the runner ended the batch.
    let token = &setup.token_buyers[0].1;
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": setup.tp, "ticket_count": 1}), Some(token))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "This lucky draw has ended; its tickets are no longer for sale.");

    assert_eq!(luckydraw::ends::run_due_ends(&app.ctx).await.unwrap(), 1);
    assert_eq!(luckydraw::ends::run_due_ends(&app.ctx).await.unwrap(), 0, "ended once");
    refunded_exactly_once(&app, &setup).await;
    // The buyers read it in their language; token buyers see their tokens, the transfer buyers the
    // kyat due.
    let told = app.told_once(&setup.token_buyers[0].1, "draw_cancelled", "Lucky draw cancelled").await;
    assert!(told["body"].as_str().unwrap().contains("3 token(s) are back"), "{told}");
    let told = app.told_once(&setup.transfer_buyers[1].1, "draw_cancelled", "Lucky draw cancelled").await;
    assert!(told["body"].as_str().unwrap().contains("6,000 MMK paid by transfer"), "{told}");
    // The refunds say why: the approved transfer was cancelled with the batch, the pending one
    // withdrawn at the end.
    let reasons = text(
        &app,
        "SELECT MIN(reason) || ' | ' || MAX(reason) AS t FROM payment_refund WHERE subject = 'ticket_purchase'",
    )
    .await;
    assert!(reasons.contains("ended before the transfer was confirmed"), "{reasons}");
    assert!(reasons.contains("ended with 38 of the 80 tickets needed sold and was cancelled"), "{reasons}");
    // The draw reads as cancelled, in the buyer's history, and no new batch opened.
    let (_, detail) = app.get(&format!("api/luckydraw-winners/{}", setup.batch), None).await;
    assert_eq!(detail["data"]["status"], "cancelled", "{detail}");
    assert_eq!(detail["data"]["lucky_number"], Value::Null);
    let (_, list) = app.get("api/products/ticket", None).await;
    assert_eq!(list["data"]["data"].as_array().unwrap().len(), 0, "{list}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch").await, 1);
    // The token history names the refund.
    let (_, history) = app.get("api/user/token-histories", Some(&setup.token_buyers[0].1)).await;
    assert!(history.to_string().contains("Lucky draw cancelled, tickets refunded"), "{history}");
}

#[tokio::test]
async fn ends_race_across_two_gateways_and_interruptions_without_refunding_twice() {
    let first = spawn_app().await;
    let setup = twenty_buyers_below_the_minimum(&first).await;
    // The second process runs its own runner every second, as in production.
    let second = spawn_second_gateway(&first, |config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 1;
    })
    .await;
    end_has_come(&first, setup.tp).await;
    // An end interrupted in the middle (its task dropped mid-transaction, as a killed process)
    // leaves everything or nothing.
    let ctx = first.ctx.clone();
    let batch = setup.batch;
    let interrupted = tokio::spawn(async move { luckydraw::ends::end_batch(&ctx, batch).await });
    tokio::time::sleep(std::time::Duration::from_millis(3)).await;
    interrupted.abort();
    let _ = interrupted.await;
    // Both processes race to end it, several times each, while the second's runner runs too.
    let racers = (0..8).map(|i| {
        let ctx = if i % 2 == 0 { first.ctx.clone() } else { second.ctx.clone() };
        async move { luckydraw::ends::end_batch(&ctx, batch).await.unwrap() }
    });
    let ended: Vec<_> = futures::future::join_all(racers).await;
    assert!(ended.iter().filter(|e| e.is_some()).count() <= 1, "{ended:?}");
    // Whoever ended it (a racer, the interrupted call had it committed, or the runner), it ended once.
    for _ in 0..50 {
        if scalar(&first, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'open'").await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    refunded_exactly_once(&first, &setup).await;
    // And again after a restart: a new process finds nothing to end.
    let third = spawn_second_gateway(&first, |config| config.draw_check_seconds = 0).await;
    assert_eq!(luckydraw::ends::run_due_ends(&third.ctx).await.unwrap(), 0);
    refunded_exactly_once(&first, &setup).await;
}

/// Recomputes a draw at its end from what anyone can download: the seed hashes to the published
/// hash, the lines to the digest, and HMAC-SHA256 mod the sold count gives the position of the
/// lucky number among the sold tickets (the lines, in number order).
fn recompute_among_sold(detail: &Value, lines: &str) -> i64 {
    let fairness = &detail["fairness"];
    let seed = hex::decode(fairness["seed"].as_str().expect("seed revealed")).unwrap();
    assert_eq!(hex::encode(Sha256::digest(&seed)), fairness["seed_hash"].as_str().unwrap());
    let digest = hex::encode(Sha256::digest(lines.as_bytes()));
    assert_eq!(digest, fairness["tickets_digest"].as_str().unwrap());
    let mut mac = Hmac::<Sha256>::new_from_slice(&seed).unwrap();
    mac.update(format!("{}:{}:{}", fairness["ticket_product_id"], fairness["batch"], digest).as_bytes());
    let mac = mac.finalize().into_bytes();
    let first = u64::from_be_bytes(mac[..8].try_into().unwrap());
    let among = fairness["drawn_among"].as_u64().expect("the sold range is stated");
    assert_eq!(among as usize, lines.lines().count());
    let position = 1 + (first % among) as usize;
    let line = lines.lines().nth(position - 1).unwrap();
    line.split_once(':').unwrap().0.parse().unwrap()
}

#[tokio::test]
async fn a_batch_at_its_minimum_is_drawn_among_the_sold_tickets_at_its_end() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    allow_holds(&app, &admin).await;
    let payment = payment_method(&app, &admin).await;
    let tp = ticket_product(&app, &admin, 50, 2).await;
    set_end(&app, &admin, tp, 5).await;
    let mut users = HashMap::new();
    let mut draw_id = 0;
    for i in 0..3 {
        let (token, id) = buyer(&app, &format!("0979{:07}", 7_300_000 + i), 10).await;
        draw_id = buy(&app, &token, tp, 1 + i).await["lucky_draw_id"].as_i64().unwrap();
        users.insert(id, token);
    }
    // A transfer still waiting at the end: withdrawn, its numbers released, its money due back.
    let (late, late_id) = buyer(&app, "09797400000", 0).await;
    buy_by_transfer(&app, &late, tp, 2, payment, 40).await;
    end_has_come(&app, tp).await;
    assert_eq!(luckydraw::ends::run_due_ends(&app.ctx).await.unwrap(), 1);
    assert_eq!(luckydraw::ends::run_due_ends(&app.ctx).await.unwrap(), 0);

    let (status, detail) = app.get(&format!("api/luckydraw-winners/{draw_id}"), None).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    let detail = &detail["data"];
    assert_eq!(detail["status"], "drawn", "{detail}");
    assert_eq!(detail["fairness"]["drawn_among"], 6);
    let lines = app.client.get(app.url(detail["fairness"]["tickets_url"].as_str().unwrap())).send().await.unwrap();
    let lines = lines.text().await.unwrap();
    assert_eq!(lines.lines().count(), 6, "the six sold tickets, not the released hold");
    let lucky = recompute_among_sold(detail, &lines);
    assert_eq!(lucky, detail["lucky_number"].as_i64().unwrap());
    let holder: i64 = lines
        .lines()
        .find_map(|l| l.split_once(':').filter(|(n, _)| n.parse::<i64>().unwrap() == lucky))
        .map(|(_, user)| user.parse().unwrap())
        .unwrap();
    let winner = scalar(&app, &format!("SELECT winner_user_id AS n FROM ticket_batch WHERE id = {draw_id}")).await;
    assert_eq!(holder, winner);
    app.told_once(&users[&winner], "draw_won", "You won!").await;
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM notification WHERE kind IN ('draw_won', 'draw_lost')").await, 3);
    // The late transfer: released, due back, told.
    assert_eq!(
        scalar(
            &app,
            &format!("SELECT COUNT(*) AS n FROM payment_refund WHERE user_id = {late_id} AND amount_mmk = 4000")
        )
        .await,
        1
    );
    let told = app.told_once(&late, "ticket_hold_ended", "Lucky draw ended before your payment was confirmed").await;
    assert!(told["body"].as_str().unwrap().contains("4,000 MMK"), "{told}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch").await, 1, "no batch after the end");
    data_is_intact(&app).await;
}

#[tokio::test]
async fn an_end_in_the_past_or_a_minimum_out_of_range_is_refused_in_the_admins_language() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 10, 1).await;
    let product = scalar(&app, &format!("SELECT product_id AS n FROM ticket_product WHERE id = {tp}")).await;
    let past = (chrono::Utc::now() - chrono::Duration::minutes(5)).to_rfc3339();
    let future = (chrono::Utc::now() + chrono::Duration::days(1)).to_rfc3339();
    let create = "mutation($p: Int!, $e: DateTime, $m: Int) { createTicketProduct(input: {productId: $p, ticket: 10, costTokenPoint: 1, endsAt: $e, minTickets: $m}) }";
    for (ends, min, locale, message) in [
        (past.as_str(), None, "en", "the end time must be in the future"),
        (past.as_str(), None, "mm", "ပြီးဆုံးချိန်သည် အနာဂတ်အချိန် ဖြစ်ရပါမည်"),
        (future.as_str(), Some(0), "ch", "最少售出票数必须在 1 到 10 之间"),
        (future.as_str(), Some(11), "en", "the minimum of tickets sold must be from 1 to 10"),
    ] {
        let answer = app.graphql(create, json!({"p": product, "e": ends, "m": min}), Some(&admin), locale).await;
        assert_eq!(answer["errors"][0]["message"], message, "{answer}");
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_product").await, 1, "nothing created");
    // Changes are refused the same way and change nothing.
    let update = "mutation($id: Int!, $e: DateTime, $m: Int) { updateTicketProduct(id: $id, input: {endsAt: $e, minTickets: $m, costTokenPoint: 9}) }";
    for (ends, min) in [(Some(past.as_str()), None), (None, Some(11)), (None, Some(0))] {
        let answer = app.graphql(update, json!({"id": tp, "e": ends, "m": min}), Some(&admin), "en").await;
        assert!(answer["errors"].is_array(), "{answer}");
    }
    assert_eq!(
        scalar(&app, "SELECT COUNT(*) AS n FROM ticket_product WHERE cost_token_point = 1 AND ends_at IS NULL AND min_tickets IS NULL").await,
        1
    );
    // A valid one is kept and shown to the admin.
    let answer = app.graphql(create, json!({"p": product, "e": future, "m": 10}), Some(&admin), "en").await;
    assert!(answer["data"]["createTicketProduct"].is_i64(), "{answer}");
    let admin_list = app.graphql("{ adminTicketProducts { minTickets endsAt } }", json!({}), Some(&admin), "en").await;
    assert_eq!(admin_list["data"]["adminTicketProducts"][0]["minTickets"], 10, "{admin_list}");
}

#[tokio::test]
async fn mall_check_reports_a_cancelled_batch_left_unrefunded() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 10, 2).await;
    set_end(&app, &admin, tp, 5).await;
    let (ann, ann_id) = buyer(&app, "09797500001", 10).await;
    let (bo, _) = buyer(&app, "09797500002", 10).await;
    let first = buy(&app, &ann, tp, 1).await["ticket_id"].as_i64().unwrap();
    buy(&app, &bo, tp, 2).await;
    end_has_come(&app, tp).await;
    assert_eq!(luckydraw::ends::run_due_ends(&app.ctx).await.unwrap(), 1);
    data_is_intact(&app).await;
    let rules = |app: &TestApp| {
        let conn = app.ctx.db.conn().clone();
        let config = app.ctx.config.clone();
        async move {
            let found = gateway::integrity::check(&conn, &config).await.unwrap();
            found.into_iter().map(|b| (b.holds.to_owned(), b.examples.join("; "))).collect::<Vec<_>>()
        }
    };
    // Ann's refund credit moved onto Bo's purchase: Ann's ticket is left unrefunded.
    let second = first + 1;
    execute(&app, &format!("UPDATE balance_ledger SET reference_id = {second} WHERE reason = 'draw_cancelled' AND reference_id = {first}")).await;
    let found = rules(&app).await;
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        found[0].0,
        "a cancelled batch has no ticket left unrefunded (tokens credited back, or a refund due recorded)"
    );
    assert!(found[0].1.contains(&format!("of purchase {first} not refunded")), "{found:#?}");
    execute(
        &app,
        &format!("UPDATE balance_ledger SET reference_id = {first} WHERE reason = 'draw_cancelled' AND amount = 2"),
    )
    .await;
    data_is_intact(&app).await;
    // Ann credited 5 tokens more than she spent (her balance and ledger kept consistent).
    execute(&app, &format!("UPDATE balance_ledger SET amount = amount + 5, balance_after = balance_after + 5 WHERE reason = 'draw_cancelled' AND reference_id = {first}")).await;
    execute(&app, &format!("UPDATE \"user\" SET token_point = token_point + 5 WHERE id = {ann_id}")).await;
    let found = rules(&app).await;
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        found[0].0,
        "the tokens refunded for a cancelled batch equal the tokens spent on it (none for any other batch)"
    );
    assert!(found[0].1.contains("spent 6 tokens, refunded 11"), "{found:#?}");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_mall"))
        .arg("check")
        .env("DATABASE_URL", app.ctx.config.database_url())
        .env("MALL_DATA_DIR", &app.ctx.config.data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stdout));
}

/// A real `mall serve` process ends the batch while it is killed (SIGKILL) and restarted on the
/// same data, at random moments, three times; the batch ends once and every buyer is refunded
/// once (on SQLite the process shares the file; on PostgreSQL the database and upload store).
#[tokio::test]
async fn an_end_survives_its_process_being_killed_and_restarted() {
    use rand::Rng;

    let app = spawn_app().await;
    let setup = twenty_buyers_below_the_minimum(&app).await;
    end_has_come(&app, setup.tp).await;
    let env = [("MALL_DRAW_DELAY_SECONDS", "0"), ("MALL_DRAW_CHECK_SECONDS", "1")];
    for _ in 0..3 {
        let mut process = crate::support::process::MallProcess::start(&app, &env).await;
        let pause = rand::thread_rng().gen_range(0..1500);
        tokio::time::sleep(std::time::Duration::from_millis(pause)).await;
        process.kill();
    }
    let mut process = crate::support::process::MallProcess::start(&app, &env).await;
    for _ in 0..100 {
        if scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'open'").await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    process.kill();
    refunded_exactly_once(&app, &setup).await;
    data_is_intact(&app).await;
}
