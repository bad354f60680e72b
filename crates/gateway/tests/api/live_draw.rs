//! The live draw (issue 40, "A live draw"): `drawReveals` over `/graphql/ws`, through the real
//! stack on SQLite and PostgreSQL. A batch declared by a draw runner reaches every watcher, signed
//! in or anonymous, with its lucky number and `revealAt` (the instant every client stops its roll);
//! only the winner's own subscription says `youWin`. On PostgreSQL a watcher on a second gateway
//! hears a batch drawn by the first gateway's runner (the live feed's NOTIFY) within a second.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::support::{
    luckydraw::{buyer, ticket_product},
    spawn_app_with, spawn_second_gateway,
    ws::{acknowledged, connect, next, subscribe},
    TestApp,
};

const DRAW_REVEALS: &str =
    "subscription { drawReveals { id ticketProductId productId batch luckyNumber youWin winnerName drawnAt revealAt } }";

/// Draws are due as soon as a batch sells out; the test runs the runner's step itself.
async fn spawn_app() -> TestApp {
    spawn_app_with(|config| {
        config.draw_delay_seconds = Some(0);
        config.draw_check_seconds = 0;
        config.ws_max_connections_per_address = 4;
    })
    .await
}

/// Waits until `app`'s live feed has more than `before` receivers: the subscriptions listen.
async fn listening(app: &TestApp, before: usize) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while app.ctx.db.live().receivers() <= before {
        assert!(Instant::now() < deadline, "the subscription was not listening within 10 s");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

async fn buy(app: &TestApp, token: &str, tp: i64, count: i64) -> i64 {
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": count}), Some(token))
        .await;
    assert_eq!(status, reqwest::StatusCode::OK, "{body}");
    body["data"]["lucky_draw_id"].as_i64().unwrap()
}

fn millis(value: &Value) -> i64 {
    chrono::DateTime::parse_from_rfc3339(value.as_str().unwrap_or_else(|| panic!("{value}")))
        .unwrap()
        .timestamp_millis()
}

/// A batch of 7 sold to two buyers (3 and 4 tickets): its id, and the buyers' tokens and ids.
async fn sold_out_batch(app: &TestApp, phones: [&str; 2]) -> (i64, i64, [(String, i64); 2]) {
    let admin = app.admin_token().await;
    let tp = ticket_product(app, &admin, 7, 1).await;
    let ann = buyer(app, phones[0], 20).await;
    let bo = buyer(app, phones[1], 20).await;
    let batch = buy(app, &ann.0, tp, 3).await;
    buy(app, &bo.0, tp, 4).await;
    (tp, batch, [ann, bo])
}

#[tokio::test]
async fn watchers_signed_in_and_anonymous_see_the_lucky_number_when_a_batch_is_drawn() {
    let app = spawn_app().await;
    let (tp, batch, [ann, bo]) = sold_out_batch(&app, ["09794000001", "09794000002"]).await;

    // Before the draw: the batch waits among the upcoming draws; the server answers its clock.
    let before = app
        .graphql("{ serverTime upcomingDraws { id ticketProductId batch status drawAt endsAt sold ticket product { name } } }", json!({}), None, "en")
        .await;
    let server_time = millis(&before["data"]["serverTime"]);
    assert!((server_time - chrono::Utc::now().timestamp_millis()).abs() < 5_000, "{before}");
    let upcoming = before["data"]["upcomingDraws"].as_array().unwrap_or_else(|| panic!("{before}"));
    assert_eq!(upcoming.len(), 1, "{before}");
    assert_eq!(upcoming[0]["id"], batch);
    assert_eq!(upcoming[0]["ticketProductId"], tp);
    assert_eq!(upcoming[0]["status"], "CLOSED");
    assert_eq!((upcoming[0]["sold"].as_i64(), upcoming[0]["ticket"].as_i64()), (Some(7), Some(7)));
    assert_eq!(upcoming[0]["product"]["name"], "Phone");
    assert!(upcoming[0]["drawAt"].is_string() && upcoming[0]["endsAt"].is_null(), "{before}");

    // Three watchers: both buyers, signed in, and a visitor with no token at all.
    let receivers = app.ctx.db.live().receivers();
    let mut sockets = Vec::new();
    for (payload, name) in [
        (json!({"authorization": format!("Bearer {}", ann.0), "locale": "en"}), "ann"),
        (json!({"authorization": format!("Bearer {}", bo.0), "locale": "mm"}), "bo"),
        (json!({"locale": "ch"}), "visitor"),
    ] {
        let mut socket = acknowledged(&app.base, payload).await;
        subscribe(&mut socket, "1", DRAW_REVEALS).await;
        sockets.push((name, socket));
    }
    listening(&app, receivers + 2).await;

    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    let drawn_at = Instant::now();
    let (status, detail) = app.get(&format!("api/luckydraw-winners/{batch}"), None).await;
    assert_eq!(status, reqwest::StatusCode::OK, "{detail}");
    let lucky = detail["data"]["lucky_number"].as_i64().unwrap();
    let ann_wins = holds(&app, ann.1, batch, lucky).await;

    for (name, socket) in &mut sockets {
        let event = next(socket, Duration::from_secs(5)).await;
        println!("{name} heard the reveal {:?} after the draw: {event}", drawn_at.elapsed());
        assert_eq!(event["type"], "next", "{name}: {event}");
        let reveal = &event["payload"]["data"]["drawReveals"];
        assert_eq!(reveal["id"], batch, "{name}: {event}");
        assert_eq!(reveal["ticketProductId"], tp);
        assert_eq!(reveal["batch"], 1);
        assert_eq!(reveal["luckyNumber"], lucky, "{name}: {event}");
        assert_eq!(reveal["winnerName"], "Buyer");
        let you_win = match *name {
            "ann" => ann_wins,
            "bo" => !ann_wins,
            _ => false,
        };
        assert_eq!(reveal["youWin"], you_win, "{name}: {event}");
        assert_eq!(millis(&reveal["revealAt"]) - millis(&reveal["drawnAt"]), luckydraw::live::REVEAL_ROLL_MS);
        // The payload names no user id and nothing private of the winner.
        let text = reveal.to_string();
        assert!(!text.contains("0979") && !reveal.as_object().unwrap().contains_key("winnerUserId"), "{text}");
    }
    // Drawn, it leaves the upcoming draws.
    let after = app.graphql("{ upcomingDraws { id } }", json!({}), None, "en").await;
    assert_eq!(after["data"]["upcomingDraws"], json!([]), "{after}");
    let _ = bo;
}

/// Whether `user` holds ticket `lucky` of `batch` (read back from the public ticket list).
async fn holds(app: &TestApp, user: i64, batch: i64, lucky: i64) -> bool {
    let lines = app.client.get(format!("{}/api/luckydraws/{batch}/tickets", app.base)).send().await.unwrap();
    let lines = lines.text().await.unwrap();
    lines.lines().any(|line| line == format!("{lucky}:{user}"))
}

#[tokio::test]
async fn an_anonymous_socket_gets_only_the_visitors_subscriptions_and_a_bad_token_is_still_refused() {
    let app = spawn_app().await;
    let mut visitor = acknowledged(&app.base, json!({"locale": "mm"})).await;
    subscribe(&mut visitor, "1", "subscription { notificationEvents { unreadCount resync } }").await;
    let refused = next(&mut visitor, Duration::from_secs(5)).await;
    assert_eq!(refused["payload"]["errors"][0]["extensions"]["code"], "UNAUTHENTICATED", "{refused}");
    // (The message is the resolver's error as subscriptions render it today: printed, not pinned.)
    println!("refused: {refused}");
    // A token that is sent must sign in.
    let mut forged = connect(&app.base, json!({"authorization": "Bearer not.a.token", "locale": "ch"})).await;
    assert_eq!(
        next(&mut forged, Duration::from_secs(5)).await,
        json!({"close": 1002, "reason": "请登录以接收实时通知。"})
    );
    // Anonymous sockets count against their address (4 here): the fifth is closed with 4429.
    let mut open = vec![visitor];
    for _ in 0..3 {
        open.push(acknowledged(&app.base, json!({})).await);
    }
    let mut fifth = connect(&app.base, json!({"locale": "en"})).await;
    assert_eq!(next(&mut fifth, Duration::from_secs(5)).await["close"], 4429);
}

/// The batch is drawn by the first gateway's runner step; the watcher is on a second gateway
/// (PostgreSQL: the reveal crosses by NOTIFY). On SQLite each gateway of the test process has its
/// own live feed (SQLite serves one process), so the watcher is on the gateway that draws.
#[tokio::test]
async fn a_watcher_on_another_gateway_sees_the_reveal_within_a_second() {
    let app = spawn_app().await;
    let other = match app.database_url() {
        Some(_) => Some(spawn_second_gateway(&app, |config| config.draw_check_seconds = 0).await),
        None => None,
    };
    let watched = other.as_ref().unwrap_or(&app);
    if other.is_some() {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !watched.ctx.db.live().is_listening() {
            assert!(Instant::now() < deadline, "the second gateway's listener did not connect");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    let (_, batch, _) = sold_out_batch(&app, ["09794000011", "09794000012"]).await;
    let receivers = watched.ctx.db.live().receivers();
    let mut socket = acknowledged(&watched.base, json!({"locale": "en"})).await;
    subscribe(&mut socket, "1", DRAW_REVEALS).await;
    listening(watched, receivers).await;

    assert_eq!(luckydraw::draw::run_due_draws(&app.ctx).await.unwrap(), 1);
    let drawn_at = Instant::now();
    let event = next(&mut socket, Duration::from_secs(5)).await;
    let took = drawn_at.elapsed();
    println!(
        "reveal heard on the {} gateway {took:?} after the draw committed",
        if other.is_some() { "other" } else { "same" }
    );
    let reveal = &event["payload"]["data"]["drawReveals"];
    assert_eq!(reveal["id"], batch, "{event}");
    let (_, detail) = app.get(&format!("api/luckydraw-winners/{batch}"), None).await;
    assert_eq!(reveal["luckyNumber"], detail["data"]["lucky_number"], "{event}");
    assert!(took < Duration::from_secs(1), "heard {took:?} after the draw");
    // The reveal is ahead of every watcher: it stops the roll after the event arrived.
    assert!(millis(&reveal["revealAt"]) > chrono::Utc::now().timestamp_millis(), "{event}");
}
