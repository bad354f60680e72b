//! Several gateways: real `mall serve` processes on one PostgreSQL and one upload store (the S3
//! bucket when run under `scripts/with-s3.sh`, as `./just test` does), as behind a load balancer.
//! A shopper moves between them freely, limits count once, an admin's change shows everywhere at
//! once, and a gateway that dies mid-request loses no acknowledged write and leaves its due draws
//! to the others. Skipped on SQLite (one process owns the file).

use std::{
    collections::HashSet,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{
    luckydraw::{buyer, data_is_intact, scalar, ticket_product},
    png,
    process::MallProcess,
    spawn_app_with, TestApp, PASSWORD,
};

/// The harness app makes fixtures over the shared database; it never runs draws itself.
async fn harness() -> Option<TestApp> {
    let app = spawn_app_with(|config| config.draw_check_seconds = 0).await;
    if app.database_url().is_none() {
        crate::support::backend_missing("postgres", "several gateways serve one shop on PostgreSQL only");
        return None;
    }
    Some(app)
}

/// The limits as a shop runs them (five sign-in tries a minute per phone), not the harness's.
const SHOP_LIMITS: [(&str, &str); 3] = [
    ("MALL_SIGNIN_PER_PHONE_PER_MINUTE", "5"),
    ("MALL_SIGNIN_PER_IP_PER_MINUTE", "1000"),
    ("MALL_SIGNUP_PER_IP_PER_HOUR", "1000"),
];

#[tokio::test]
async fn a_shopper_signs_up_on_one_gateway_uploads_on_another_and_buys_on_a_third() {
    let Some(app) = harness().await else { return };
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 50, 2).await;
    let (a, b, c) = (
        MallProcess::start(&app, &SHOP_LIMITS).await,
        MallProcess::start(&app, &SHOP_LIMITS).await,
        MallProcess::start(&app, &SHOP_LIMITS).await,
    );

    let (status, signed_up) = a
        .post_json(
            "api/user/register",
            json!({"name": "Su Su", "phone": "09795550001", "password": PASSWORD, "password_confirmation": PASSWORD}),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{signed_up}");
    let token = signed_up["token"].as_str().unwrap().to_owned();

    // The avatar goes through gateway b into the shared store; a and c serve it back.
    let uploaded = b
        .graphql_upload(
            "mutation($file: Upload!) { uploadProfileImage(profileImage: $file) { profileImage } }",
            png(300, 200),
            &token,
        )
        .await;
    let avatar =
        uploaded["data"]["uploadProfileImage"]["profileImage"].as_str().unwrap_or_else(|| panic!("{uploaded}"));
    for gateway in [&a, &c] {
        let response = reqwest::get(gateway.url(avatar)).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{avatar} from {}", gateway.base);
        let image = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
        assert_eq!((image.width(), image.height()), (300, 200));
    }
    if let Some(storage) = &app.ctx.config.storage_url {
        assert!(storage.starts_with("s3://"), "{storage}");
        assert!(
            !app.data_dir.join("uploads").join(avatar.trim_start_matches("/media/")).exists(),
            "in the bucket only"
        );
    }

    // An admin's change on a is what b and c answer at once: no gateway keeps a stale copy.
    let user_id = a.get("api/user/profile", Some(&token)).await.1["data"]["id"].as_i64().unwrap();
    let granted = a
        .graphql(
            "mutation($u: Int!) { grantTokens(userId: $u, amount: 10, reason: \"welcome\") { tokenPoint } }",
            json!({"u": user_id}),
            Some(&admin),
        )
        .await;
    assert_eq!(granted["data"]["grantTokens"]["tokenPoint"], 10, "{granted}");
    for gateway in [&b, &c] {
        assert_eq!(gateway.get("api/user/profile", Some(&token)).await.1["data"]["token_point"], 10);
    }

    // The purchase on c spends what a granted; b shows the tickets.
    let (status, bought) =
        c.post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 3}), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{bought}");
    assert_eq!(b.get("api/user/profile", Some(&token)).await.1["data"]["token_point"], 4);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn sign_in_attempts_spread_over_gateways_are_limited_as_one() {
    let Some(app) = harness().await else { return };
    app.register("Target", "09795550002").await;
    let gateways = [
        MallProcess::start(&app, &SHOP_LIMITS).await,
        MallProcess::start(&app, &SHOP_LIMITS).await,
        MallProcess::start(&app, &SHOP_LIMITS).await,
    ];
    let mut answers = Vec::new();
    for attempt in 0..9 {
        let gateway = &gateways[attempt % 3];
        let (status, body) = gateway
            .post_json(
                "api/user/login",
                json!({"phone": "09795550002", "password": "wrong-guess", "device_token": ""}),
                None,
            )
            .await;
        answers.push((status, body));
    }
    let limited = answers.iter().filter(|(status, _)| *status == StatusCode::TOO_MANY_REQUESTS).count();
    // Five tries a minute for the phone from this address, counted once across the three gateways
    // (each alone would have allowed three of its three).
    assert_eq!(limited, 4, "{answers:?}");
    assert!(answers[..5].iter().all(|(status, _)| *status != StatusCode::TOO_MANY_REQUESTS), "{answers:?}");
    assert!(answers[5].1["message"].as_str().unwrap().contains("Too many"), "{:?}", answers[5]);
}

#[tokio::test]
async fn a_gateway_killed_mid_request_loses_no_acknowledged_purchase_and_its_due_draws_are_declared() {
    let Some(app) = harness().await else { return };
    let admin = app.admin_token().await;
    // Small batches, so batches sell out (and fall due a second later) while the gateway works.
    let tp = ticket_product(&app, &admin, 8, 1).await;
    let mut shoppers = Vec::new();
    for i in 0..24 {
        shoppers.push(buyer(&app, &format!("0979556{i:04}"), 40).await);
    }
    // The doomed gateway sells and closes batches but never draws; the survivors draw every second.
    let mut doomed =
        MallProcess::start(&app, &[("MALL_DRAW_DELAY_SECONDS", "1"), ("MALL_DRAW_CHECK_SECONDS", "3600")]).await;
    let survivors = [
        MallProcess::start(&app, &[("MALL_DRAW_CHECK_SECONDS", "1")]).await,
        MallProcess::start(&app, &[("MALL_DRAW_CHECK_SECONDS", "1")]).await,
    ];

    // Every shopper buys one ticket after another on the doomed gateway until it is gone.
    let acknowledged: Arc<Mutex<Vec<(i64, i64, i64)>>> = Arc::default();
    let doomed_base = doomed.base.clone();
    let buyers: Vec<_> = shoppers
        .iter()
        .map(|(token, user_id)| {
            let (token, user_id, base, acknowledged) =
                (token.clone(), *user_id, doomed_base.clone(), acknowledged.clone());
            tokio::spawn(async move {
                let client = reqwest::Client::new();
                loop {
                    let sent = client
                        .post(format!("{base}/api/user/luckydraw/buy-ticket"))
                        .bearer_auth(&token)
                        .json(&json!({"product_id": tp, "ticket_count": 1}))
                        .send()
                        .await;
                    let Ok(response) = sent else { return };
                    if response.status() != StatusCode::OK {
                        return;
                    }
                    let Ok(body) = response.json::<serde_json::Value>().await else { return };
                    let batch = body["data"]["batch"].as_i64().unwrap();
                    let number = body["data"]["tickets"][0].as_i64().unwrap();
                    acknowledged.lock().unwrap().push((user_id, batch, number));
                }
            })
        })
        .collect();
    // Killed once two batches' worth of purchases are acknowledged, however busy the machine is.
    let deadline = Instant::now() + Duration::from_secs(60);
    while acknowledged.lock().unwrap().len() < 16 {
        assert!(Instant::now() < deadline, "the doomed gateway sold too little to test");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    doomed.kill();
    for buyer in buyers {
        buyer.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(acknowledged.len() >= 16, "two batches at least sold before the kill: {}", acknowledged.len());

    // Every acknowledged ticket is stored, to its buyer; the books balance.
    let stored: HashSet<(i64, i64, i64)> = {
        use sea_orm::{ConnectionTrait, Statement};
        let sql = "SELECT t.user_id, b.batch, t.number FROM ticket t JOIN ticket_batch b ON b.id = t.batch_id";
        let rows = app.ctx.db.conn().query_all(Statement::from_string(app.ctx.db.backend(), sql)).await.unwrap();
        rows.iter()
            .map(|r| {
                (
                    r.try_get::<i64>("", "user_id").unwrap(),
                    r.try_get::<i32>("", "batch").unwrap() as i64,
                    r.try_get("", "number").unwrap(),
                )
            })
            .collect()
    };
    for ticket in &acknowledged {
        assert!(stored.contains(ticket), "acknowledged ticket {ticket:?} is stored");
    }
    data_is_intact(&app).await;
    assert_eq!(
        scalar(&app, "SELECT CAST(SUM(sold) AS BIGINT) AS n FROM ticket_batch").await,
        scalar(&app, "SELECT COUNT(*) AS n FROM ticket").await,
        "every sold count matches its tickets"
    );

    // The batches the dead gateway closed are declared by the survivors.
    let closed_by_doomed = scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status <> 'open'").await;
    assert!(closed_by_doomed >= 2, "{closed_by_doomed}");
    let deadline = Instant::now() + Duration::from_secs(20);
    while scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'closed'").await > 0 {
        assert!(Instant::now() < deadline, "due draws were left undeclared");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'drawn'").await, closed_by_doomed);
    drop(survivors);
}
