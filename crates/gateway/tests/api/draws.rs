//! Draws, results, transfer-paid tickets, prizes and winners, through the real server on SQLite or
//! PostgreSQL.
//!
//! How the exactly-once guard was checked: with both the `FOR UPDATE SKIP LOCKED` read and the
//! `status = 'closed'` condition of the declaring update taken out of `luckydraw::draw::draw`,
//! `two_gateways_declare_each_draw_once` fails (the same batch is declared by several calls and
//! its shoppers are told twice). With the pending-ticket check taken out of `close_if_complete`,
//! `transfer_tickets_are_held_until_an_admin_decides` fails (the batch closes and would draw with
//! an unpaid ticket in it).

use std::collections::HashSet;

use crate::support::{
    file_part,
    luckydraw::{buyer, data_is_intact, payment_method, scalar, ticket_product},
    png, spawn_app_with, spawn_second_gateway, TestApp,
};
use hmac::{Hmac, Mac};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// Draws are due as soon as a batch sells out, and the test runs them itself (no background runner).
async fn spawn_app() -> TestApp {
    spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
    })
    .await
}

async fn buy(app: &TestApp, token: &str, tp: i64, count: i64) -> Value {
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": count}), Some(token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// Recomputes a draw from what anyone can download, with nothing from the server's code: the
/// revealed seed must hash to the seed hash published while the batch sold, the ticket lines must
/// hash to the digest, and HMAC-SHA256 over them must give the declared number.
fn recompute(detail: &Value, lines: &str) -> i64 {
    let fairness = &detail["fairness"];
    let seed = hex::decode(fairness["seed"].as_str().expect("seed revealed")).unwrap();
    assert_eq!(hex::encode(Sha256::digest(&seed)), fairness["seed_hash"].as_str().unwrap());
    let digest = hex::encode(Sha256::digest(lines.as_bytes()));
    assert_eq!(digest, fairness["tickets_digest"].as_str().unwrap());
    let mut mac = Hmac::<Sha256>::new_from_slice(&seed).unwrap();
    mac.update(format!("{}:{}:{}", fairness["ticket_product_id"], fairness["batch"], digest).as_bytes());
    let mac = mac.finalize().into_bytes();
    let first = u64::from_be_bytes(mac[..8].try_into().unwrap());
    1 + (first % fairness["ticket"].as_u64().unwrap()) as i64
}

#[tokio::test]
async fn a_declared_lucky_number_is_recomputed_from_the_published_seed_and_tickets() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 7, 2).await;
    let (_, list) = app.get("api/products/ticket", None).await;
    let published = list["data"]["data"][0]["seed_hash"].as_str().unwrap().to_owned();
    let (ann, _) = buyer(&app, "09791000001", 20).await;
    let (bo, _) = buyer(&app, "09791000002", 20).await;
    let draw_id = buy(&app, &ann, tp, 3).await["lucky_draw_id"].as_i64().unwrap();
    // Before the draw the seed stays secret.
    let (_, before) = app.get(&format!("api/luckydraw-winners/{draw_id}"), None).await;
    assert_eq!(before["data"]["fairness"]["seed"], Value::Null);
    assert_eq!(before["data"]["lucky_number"], Value::Null);
    buy(&app, &bo, tp, 4).await;
    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);

    let (status, detail) = app.get(&format!("api/luckydraw-winners/{draw_id}"), None).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    let detail = &detail["data"];
    assert_eq!(detail["fairness"]["seed_hash"], published.as_str(), "the hash published from the start");
    let lines = app.client.get(app.url(detail["fairness"]["tickets_url"].as_str().unwrap())).send().await.unwrap();
    let lines = lines.text().await.unwrap();
    assert_eq!(lines.lines().count(), 7);
    assert_eq!(recompute(detail, &lines), detail["lucky_number"].as_i64().unwrap());
    // The winner is whoever holds the lucky number.
    let lucky = detail["lucky_number"].to_string();
    let holder = lines
        .lines()
        .find_map(|l| l.split_once(':').filter(|(n, _)| *n == lucky))
        .map(|(_, user)| user.parse::<i64>().unwrap())
        .unwrap();
    let winner = scalar(&app, &format!("SELECT winner_user_id AS n FROM ticket_batch WHERE id = {draw_id}")).await;
    assert_eq!(holder, winner);
}

#[tokio::test]
async fn two_gateways_declare_each_draw_once() {
    let first = spawn_app().await;
    // The second process runs its own draw runner every second, as in production.
    let second = spawn_second_gateway(&first, |config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 1;
    })
    .await;
    let admin = first.admin_token().await;
    let mut draws = Vec::new();
    let (ann, _) = buyer(&first, "09791000001", 1_000).await;
    let (bo, _) = buyer(&first, "09791000002", 1_000).await;
    for _ in 0..6 {
        let tp = ticket_product(&first, &admin, 4, 1).await;
        buy(&first, &ann, tp, 1).await;
        // The last purchase goes through the second gateway.
        let (status, body) = second
            .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 3}), Some(&bo))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        draws.push(body["data"]["lucky_draw_id"].as_i64().unwrap());
    }
    // Both processes race to draw everything due, several times each, while the runner runs too.
    let racers = (0..8).map(|i| {
        let ctx = if i % 2 == 0 { first.ctx.clone() } else { second.ctx.clone() };
        async move { luckydraw::draw::run_due_draws(&ctx).await.unwrap() }
    });
    futures::future::join_all(racers).await;
    for _ in 0..50 {
        if scalar(&first, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'closed'").await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(scalar(&first, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'drawn'").await, 6);
    // Each draw told each of its two shoppers exactly once: one won, one lost.
    for id in &draws {
        let told = scalar(
            &first,
            &format!("SELECT COUNT(*) AS n FROM notification WHERE kind IN ('draw_won', 'draw_lost') AND params LIKE '%\"lucky_draw_id\":{id},%'"),
        )
        .await;
        assert_eq!(told, 2, "draw {id}");
        let won = scalar(
            &first,
            &format!("SELECT COUNT(*) AS n FROM notification WHERE kind = 'draw_won' AND params LIKE '%\"lucky_draw_id\":{id},%'"),
        )
        .await;
        assert_eq!(won, 1, "draw {id}");
    }
}

#[tokio::test]
async fn results_histories_prizes_and_winners() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 2, 5).await;
    let (ann, _) = buyer(&app, "09791000001", 50).await;
    let (bo, _) = buyer(&app, "09791000002", 50).await;
    let ann_ticket = buy(&app, &ann, tp, 1).await["ticket_id"].as_i64().unwrap();
    let bo_ticket = buy(&app, &bo, tp, 1).await["ticket_id"].as_i64().unwrap();
    // Sold out: closed and waiting, the next batch open.
    let (_, lives) = app.get("api/user/luckydraw/lives", Some(&ann)).await;
    assert_eq!(lives["data"]["data"].as_array().unwrap().len(), 1, "{lives}");
    let (_, live) = app.get(&format!("api/user/live-lucky-number?ticket_id={ann_ticket}"), Some(&ann)).await;
    assert_eq!((live["code"].as_str(), &live["data"]["luckyNumber"]), (Some("waiting"), &Value::Null));
    let (_, list) = app.get("api/products/ticket", None).await;
    assert_eq!(
        (list["data"]["data"][0]["batch"].as_i64(), list["data"]["data"][0]["remaining_tickets"].as_i64()),
        (Some(2), Some(2))
    );

    luckydraw::draw::run_due_draws(&app.ctx).await.unwrap();
    let (_, live_ann) = app.get(&format!("api/user/live-lucky-number?ticket_id={ann_ticket}"), Some(&ann)).await;
    let (_, live_bo) = app.get(&format!("api/user/live-lucky-number?ticket_id={bo_ticket}"), Some(&bo)).await;
    let lucky = live_ann["data"]["luckyNumber"].as_i64().unwrap();
    assert_eq!(live_bo["data"]["luckyNumber"], lucky);
    let mut codes = vec![live_ann["code"].as_str().unwrap(), live_bo["code"].as_str().unwrap()];
    codes.sort_unstable();
    assert_eq!(codes, ["other", "you"]);
    let (winner, loser) = if live_ann["code"] == "you" { (&ann, &bo) } else { (&bo, &ann) };
    // Someone else's purchase is not found.
    let (status, _) = app.get(&format!("api/user/live-lucky-number?ticket_id={bo_ticket}"), Some(&ann)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (_, history) = app.get("api/user/luckydraw/histories", Some(&ann)).await;
    let item = &history["data"]["data"][0];
    assert_eq!((item["lucky_number"].as_i64(), item["ticket_numbers"].as_array().unwrap().len()), (Some(lucky), 1));
    let draw_id = item["id"].as_i64().unwrap();
    let (_, detail) = app.get(&format!("api/user/luckydraw/histories/{draw_id}"), Some(winner)).await;
    assert_eq!(detail["data"]["is_win"], true);
    assert_eq!(detail["data"]["ticket_numbers"], lucky.to_string());
    let (_, prizes) = app.get("api/user/luckydraw/my-prizes", Some(winner)).await;
    assert_eq!(prizes["data"]["data"].as_array().unwrap().len(), 1);
    let (_, none) = app.get("api/user/luckydraw/my-prizes", Some(loser)).await;
    assert_eq!(none["data"]["data"].as_array().unwrap().len(), 0);

    // Winners: public list, strip and detail.
    let (_, winners) = app.get("api/luckydraw-winners?page=1", None).await;
    assert_eq!(winners["data"]["meta"]["total"], 1);
    assert_eq!(winners["data"]["data"][0]["product"]["name"], "Phone");
    assert_eq!(winners["data"]["data"][0]["name"], "Buyer");
    let (_, slides) = app.get("api/luckydraw-winners/slide", None).await;
    assert_eq!(slides["data"][0]["product"], "Phone");

    // The loser cannot claim; the winner claims once; the prize is in to-ship once.
    let (status, body) =
        app.post_json("api/user/claim-prize", json!({"lucky_draw_winner_id": draw_id}), Some(loser)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "There is no prize of yours to claim here.");
    let (status, body) =
        app.post_json("api/user/claim-prize", json!({"lucky_draw_winner_id": draw_id}), Some(winner)).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::OK, Some("Prize claiming success")), "{body}");
    let (status, body) =
        app.post_json("api/user/claim-prize", json!({"lucky_draw_winner_id": draw_id}), Some(winner)).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("This prize has already been claimed."))
    );
    let (_, to_ship) = app.get("api/user/orders", Some(winner)).await;
    let prizes: Vec<&Value> = to_ship["data"].as_array().unwrap().iter().filter(|i| i["type"] == "prize").collect();
    assert_eq!(prizes.len(), 1, "{to_ship}");
    let told = app.told_once(winner, "draw_won", "You won!").await;
    assert_eq!(told["body"], format!("Lucky number {lucky} is yours: you won Phone. Claim your prize."));
    let told = app.told_once(loser, "draw_lost", "Lucky number declared").await;
    assert_eq!(told["link"], "/lucky-draw");
    let told = app.told_once(winner, "prize_claimed", "Prize claimed").await;
    assert_eq!(told["body"], "Phone joined your orders to ship.");
    let (_, to_ship) = app.get("api/user/orders", Some(loser)).await;
    assert_eq!(to_ship["data"].as_array().unwrap().len(), 0);

    // Token history: the purchase as a debit, newest first, in the caller's language.
    let (_, histories) = app.get_in("api/user/token-histories", Some(&ann), "mm").await;
    let first = &histories["data"]["data"][0];
    assert_eq!((first["type"].as_str(), first["token"].as_i64()), (Some("ticket_purchase"), Some(-5)));
    assert_eq!(first["label"], "ကံစမ်းမဲ လက်မှတ်");
    assert!(first["date"].as_str().unwrap().len() == 10 && first["time"].as_str().unwrap().len() == 5);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn claiming_twice_at_once_puts_the_prize_in_to_ship_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 1, 1).await;
    let (ann, _) = buyer(&app, "09791000001", 1).await;
    let draw_id = buy(&app, &ann, tp, 1).await["lucky_draw_id"].as_i64().unwrap();
    luckydraw::draw::run_due_draws(&app.ctx).await.unwrap();
    let claims =
        (0..10).map(|_| app.post_json("api/user/claim-prize", json!({"lucky_draw_winner_id": draw_id}), Some(&ann)));
    let results = futures::future::join_all(claims).await;
    assert_eq!(results.iter().filter(|(s, _)| *s == StatusCode::OK).count(), 1);
    assert!(results.iter().all(|(s, _)| *s == StatusCode::OK || *s == StatusCode::UNPROCESSABLE_ENTITY));
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM order_item WHERE item_type = 'prize'").await, 1);
}

fn transfer_form(tp: i64, count: &str, payment: Option<i64>, image: Option<Vec<u8>>) -> multipart::Form {
    let mut form = multipart::Form::new().text("product_id", tp.to_string()).text("ticket_count", count.to_owned());
    if let Some(payment) = payment {
        form = form.text("payment_id", payment.to_string());
    }
    if let Some(image) = image {
        form = form.part("payment_image", file_part(image, "transfer.png"));
    }
    form
}

#[tokio::test]
async fn transfer_tickets_are_held_until_an_admin_decides() {
    // A five-ticket batch: let one shopper hold most of it (the caps have their own tests in
    // hardening.rs and probe_storage.rs).
    let app = spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
        config.ticket_batch_hold_percent = 100;
    })
    .await;
    let admin = app.admin_token().await;
    let payment = payment_method(&app, &admin).await;
    let answer = app
        .graphql(
            "mutation { updateSettings(input: {ticketHoldPercent: 100}) { siteName } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    let tp = ticket_product(&app, &admin, 5, 2).await;
    let (ann, _) = buyer(&app, "09791000001", 0).await;
    let (bo, _) = buyer(&app, "09791000002", 10).await;
    let files_before = app.stored_files().await.len();

    // Bad transfers hold nothing and keep no upload.
    for (form, message) in [
        (transfer_form(tp, "2", Some(payment), None), "Please select Payment Image"),
        (transfer_form(tp, "0", Some(payment), Some(png(40, 40))), "Please enter a valid amount"),
        (transfer_form(tp, "9", Some(payment), Some(png(40, 40))), "Not enough remaining tickets"),
        (transfer_form(tp, "2", Some(9_999), Some(png(40, 40))), "Please select payment"),
        (transfer_form(tp, "2", Some(payment), Some(b"not an image".to_vec())), ""),
    ] {
        let (status, body) = app.post_multipart("api/user/luckydraw/buy-ticket", form, &ann).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        if !message.is_empty() {
            assert_eq!(body["message"], message);
        }
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket").await, 0);
    assert_eq!(app.stored_files().await.len(), files_before, "no upload left behind");

    // Ann holds 3 numbers by transfer; Bo buys the other 2 with tokens: full, but not closed.
    let (status, held) = app
        .post_multipart("api/user/luckydraw/buy-ticket", transfer_form(tp, "3", Some(payment), Some(png(40, 40))), &ann)
        .await;
    assert_eq!(status, StatusCode::OK, "{held}");
    assert_eq!((held["data"]["status"].as_str(), held["data"]["token_use"].as_i64()), (Some("pending"), Some(0)));
    assert_eq!(held["data"]["amount_mmk"], 3 * 2 * 1_000);
    let held_numbers: HashSet<i64> =
        held["data"]["tickets"].as_array().unwrap().iter().map(|n| n.as_i64().unwrap()).collect();
    let bought = buy(&app, &bo, tp, 2).await;
    assert!(bought["tickets"].as_array().unwrap().iter().all(|n| !held_numbers.contains(&n.as_i64().unwrap())));
    let (_, list) = app.get("api/products/ticket", None).await;
    assert_eq!(list["data"]["data"][0]["remaining_tickets"], 0);
    assert_eq!(
        scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'open'").await,
        1,
        "waits for the admin"
    );
    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 0);

    // The queue shows it; a shopper may not decide; the admin rejects: the numbers return.
    let queue = app
        .graphql(
            "{ pendingTicketPayments { id ticketCount tickets amountMmk screenshotUrl customerName } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    let card = &queue["data"]["pendingTicketPayments"][0];
    assert_eq!(card["ticketCount"], 3, "{queue}");
    let screenshot =
        app.client.get(app.url(card["screenshotUrl"].as_str().unwrap())).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(screenshot.status(), StatusCode::OK);
    let purchase = card["id"].as_i64().unwrap();
    let denied =
        app.graphql(&format!("mutation {{ approveTicketPayment(id: {purchase}) }}"), json!({}), Some(&bo), "en").await;
    assert_eq!(denied["errors"][0]["extensions"]["code"], "FORBIDDEN", "{denied}");
    let empty_reason = app
        .graphql(
            &format!("mutation {{ rejectTicketPayment(id: {purchase}, reason: \" \") }}"),
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(empty_reason["errors"].is_array());
    let rejected = app
        .graphql(
            &format!("mutation {{ rejectTicketPayment(id: {purchase}, reason: \"No transfer arrived\") }}"),
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(rejected["data"]["rejectTicketPayment"], true, "{rejected}");
    let again = app
        .graphql(&format!("mutation {{ approveTicketPayment(id: {purchase}) }}"), json!({}), Some(&admin), "en")
        .await;
    assert_eq!(again["errors"][0]["message"], "This ticket payment has already been decided.");
    let told = app.told_once(&ann, "ticket_payment_rejected", "Ticket payment rejected").await;
    assert!(told["body"].as_str().unwrap().ends_with("was rejected: No transfer arrived"), "{told}");
    let (_, list) = app.get("api/products/ticket", None).await;
    assert_eq!(list["data"]["data"][0]["remaining_tickets"], 3);

    // Held again and approved: sold, the batch closes and draws.
    let (status, held) = app
        .post_multipart("api/user/luckydraw/buy-ticket", transfer_form(tp, "3", Some(payment), Some(png(40, 40))), &ann)
        .await;
    assert_eq!(status, StatusCode::OK, "{held}");
    let purchase = held["data"]["ticket_id"].as_i64().unwrap();
    let approved = app
        .graphql(&format!("mutation {{ approveTicketPayment(id: {purchase}) }}"), json!({}), Some(&admin), "en")
        .await;
    assert_eq!(approved["data"]["approveTicketPayment"], true, "{approved}");
    let told = app.told_once(&ann, "ticket_payment_approved", "Tickets confirmed").await;
    assert!(told["body"].as_str().unwrap().starts_with("Your payment for 3 ticket(s) of "), "{told}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket WHERE status = 'sold'").await, 5);
    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM notification WHERE kind = 'ticket_payment_approved'").await, 1);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM notification WHERE kind = 'ticket_payment_rejected'").await, 1);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn ticket_lists_and_admin_edits() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut ids = Vec::new();
    for _ in 0..22 {
        ids.push(ticket_product(&app, &admin, 10, 1).await);
    }
    let (_, page1) = app.get("api/products/ticket?page=1", None).await;
    let listed: Vec<i64> =
        page1["data"]["data"].as_array().unwrap().iter().map(|t| t["id"].as_i64().unwrap()).collect();
    assert_eq!(listed.len(), 20);
    assert!(listed.windows(2).all(|w| w[0] > w[1]), "id descending");
    assert_eq!(page1["data"]["meta"]["total"], 22);
    let (_, page2) = app.get("api/products/ticket?page=2", None).await;
    assert_eq!(page2["data"]["data"].as_array().unwrap().len(), 2);
    let (_, home) = app.get("api/products/ticket?show=home", None).await;
    assert_eq!(home["data"]["data"].as_array().unwrap().len(), 10);
    let (_, latest) = app.get("api/products/ticket?show=latest&page=1", None).await;
    assert!(latest["data"]["data"].as_array().unwrap().iter().all(|p| p["type"] == "product"));

    // Hiding takes a ticket product off the lists and off sale; a new ticket count applies from
    // the next batch.
    let tp = ids[0];
    let hide = app
        .graphql(
            &format!("mutation {{ updateTicketProduct(id: {tp}, input: {{hidden: true, ticket: 2}}) }}"),
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(hide["data"]["updateTicketProduct"], true, "{hide}");
    let (_, page2) = app.get("api/products/ticket?page=2", None).await;
    assert_eq!(page2["data"]["data"].as_array().unwrap().len(), 1);
    // Admins still see it, with the count waiting for the next batch.
    let managed =
        app.graphql("{ adminTicketProducts { id hidden ticket batchTicket } }", json!({}), Some(&admin), "en").await;
    let hidden = managed["data"]["adminTicketProducts"].as_array().unwrap().iter().find(|t| t["id"] == tp).cloned();
    assert_eq!(hidden, Some(json!({"id": tp, "hidden": true, "ticket": 2, "batchTicket": 10})));
    let (ann, _) = buyer(&app, "09791000001", 100).await;
    let (status, _) =
        app.post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 1}), Some(&ann)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    app.graphql(
        &format!("mutation {{ updateTicketProduct(id: {tp}, input: {{hidden: false}}) }}"),
        json!({}),
        Some(&admin),
        "en",
    )
    .await;
    buy(&app, &ann, tp, 10).await;
    let card = app
        .graphql(&format!("{{ ticketProduct(id: {tp}) {{ batch ticket remainingTickets }} }}"), json!({}), None, "en")
        .await;
    assert_eq!(card["data"]["ticketProduct"], json!({"batch": 2, "ticket": 2, "remainingTickets": 2}));
    let product_id = scalar(&app, &format!("SELECT product_id AS n FROM ticket_product WHERE id = {tp}")).await;
    let by_product = app
        .graphql(&format!("{{ ticketProductForProduct(productId: {product_id}) {{ id }} }}"), json!({}), None, "en")
        .await;
    assert_eq!(by_product["data"]["ticketProductForProduct"]["id"], tp);
    let bad = app
        .graphql(
            &format!("mutation {{ updateTicketProduct(id: {tp}, input: {{costTokenPoint: 0}}) }}"),
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(bad["errors"][0]["message"], "a ticket must cost at least 1 token");
    let shopper = app
        .graphql(
            &format!("mutation {{ updateTicketProduct(id: {tp}, input: {{label: \"x\"}}) }}"),
            json!({}),
            Some(&ann),
            "en",
        )
        .await;
    assert_eq!(shopper["errors"][0]["extensions"]["code"], "FORBIDDEN");
}

#[tokio::test]
async fn ticket_labels_answer_in_the_shoppers_language() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 10, 1).await;
    let answer = app
        .graphql(
            "mutation($id: Int!) { updateTicketProduct(id: $id, input: {label: \"Hot\", labelMm: \" ရေပန်းစား \", labelCh: \"热门\"}) }",
            json!({"id": tp}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    for (locale, label) in [("en", "Hot"), ("mm", "ရေပန်းစား"), ("ch", "热门")] {
        let (_, list) = app.get_in("api/products/ticket", None, locale).await;
        assert_eq!(list["data"]["data"][0]["label"], label, "REST in {locale}");
        let cards = app.graphql("{ ticketProducts { data { label } } }", json!({}), None, locale).await;
        assert_eq!(cards["data"]["ticketProducts"]["data"][0]["label"], label, "GraphQL in {locale}: {cards}");
    }
    // An empty translation falls back to English; the admin sees what was typed.
    app.graphql(
        "mutation($id: Int!) { updateTicketProduct(id: $id, input: {labelCh: \"\"}) }",
        json!({"id": tp}),
        Some(&admin),
        "en",
    )
    .await;
    let (_, list) = app.get_in("api/products/ticket", None, "ch").await;
    assert_eq!(list["data"]["data"][0]["label"], "Hot");
    let admin_list =
        app.graphql("{ adminTicketProducts { label labelMm labelCh } }", json!({}), Some(&admin), "en").await;
    assert_eq!(
        admin_list["data"]["adminTicketProducts"][0],
        json!({"label": "Hot", "labelMm": "ရေပန်းစား", "labelCh": null})
    );
}
