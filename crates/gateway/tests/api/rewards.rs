//! Rewards through the real server: referral points on sign-up, gift claims, the daily sign-in on
//! a clock the tests set (both sides of midnight in Yangon, a whole 30-day cycle), paid recovery
//! of missed days decided by an admin, and the races a second tap makes.
//!
//! Each guard named in a `Guard:` comment was checked by removing it (or, for a unique index,
//! dropping the index and the check before it) and watching that test fail: the check-in's
//! missed-day block, the claim's check-in requirement, the ledger's conditional debit, the unique
//! claim per day, the one-pending-recovery index, decide-once, the bonus's 30 signed days, the late
//! bonus on approval, and the date being today in Yangon.

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, payment_method, scalar},
    png, spawn_app, TestApp, PASSWORD,
};

// ---- helpers ------------------------------------------------------------------------------------

/// Puts the shop's clock at a Yangon wall-clock time (`2026-11-24T23:59:00`).
fn at_yangon(app: &TestApp, local: &str) {
    let at = chrono::DateTime::parse_from_rfc3339(&format!("{local}+06:30")).expect("a Yangon time");
    app.ctx.clock.set(at.with_timezone(&chrono::Utc));
}

fn today(app: &TestApp) -> String {
    app.ctx.clock.myanmar_today().to_string()
}

async fn daily(app: &TestApp, token: &str, action: &str, date: &str) -> (StatusCode, Value) {
    app.post_json(&format!("api/user/daily-sign/{action}"), json!({ "date": date }), Some(token)).await
}

async fn days(app: &TestApp, token: &str) -> Vec<(String, bool)> {
    let (status, body) = app.get("api/user/daily-sign/list", Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["date"].as_str().unwrap().to_owned(), d["status"].as_bool().unwrap()))
        .collect()
}

async fn profile_points(app: &TestApp, token: &str) -> (i64, i64) {
    let profile = app.profile(token).await;
    (profile["token_point"].as_i64().unwrap(), profile["referral_point"].as_i64().unwrap())
}

/// A new shopper; answers (token, referral code).
async fn shopper(app: &TestApp, name: &str, referral_code: Option<&str>) -> (String, String) {
    let phone = format!("0979{:07}", 1_000_000 + app.next_number());
    let mut body = json!({"name": name, "phone": phone, "password": PASSWORD, "password_confirmation": PASSWORD});
    if let Some(code) = referral_code {
        body["referral_code"] = json!(code);
    }
    let token = app.register_with(body).await;
    let code = app.profile(&token).await["referral_code"].as_str().unwrap().to_owned();
    (token, code)
}

/// A referral gift costing `cost` points; answers its id.
async fn gift(app: &TestApp, admin: &str, cost: i64) -> i64 {
    let n = app.next_number();
    let category = app.create_category(admin, &format!("gifts-{n}"), json!({"en": "Gifts"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "type": "REFERRAL_GIFT", "name": {"en": format!("Umbrella {n}")},
               "description": {"en": "A gift"}, "actualPrice": 15000, "referralPoint": cost}),
    )
    .await
}

async fn to_ship_kinds(app: &TestApp, token: &str) -> Vec<String> {
    let answer = app.graphql("{ toShipItems { type product { id } } }", json!({}), Some(token), "en").await;
    answer["data"]["toShipItems"].as_array().unwrap().iter().map(|i| i["type"].as_str().unwrap().to_owned()).collect()
}

fn screenshot_form(payment_id: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment_id.to_string())
        .part("payment_screenshot", file_part(png(40, 60), "paid.png"))
}

async fn referral_ledger_rows(app: &TestApp, reason: &str) -> i64 {
    scalar(
        app,
        &format!("SELECT COUNT(*) AS n FROM balance_ledger WHERE currency = 'referral' AND reason = '{reason}'"),
    )
    .await
}

// ---- referral points ----------------------------------------------------------------------------

#[tokio::test]
async fn signing_up_with_a_code_credits_the_inviter_once_through_the_ledger() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (inviter, code) = shopper(&app, "Inviter", None).await;

    let (friend, _) = shopper(&app, "Friend", Some(&code.to_lowercase())).await;
    assert_eq!(profile_points(&app, &inviter).await.1, 1, "the default referral_points_per_signup is 1");
    assert_eq!(profile_points(&app, &friend).await.1, 0, "the invitee earns nothing by being invited");
    let told = app.told_once(&inviter, "referral_points_earned", "Referral points earned").await;
    assert_eq!(told["body"], "A friend signed up with your code: 1 referral point(s) added.");

    // The same phone again is refused, and the inviter is not paid twice for one invitee.
    let phone = app.profile(&friend).await["phone"].as_str().unwrap().to_owned();
    let (status, _) = app
        .post_json(
            "api/user/register",
            json!({"name": "Again", "phone": phone, "password": PASSWORD, "password_confirmation": PASSWORD, "referral_code": code}),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // A code nobody has: refused in the shopper's language, nobody credited.
    let (status, body) = app
        .post_json(
            "api/user/register",
            json!({"name": "X", "phone": "09791112223", "password": PASSWORD, "password_confirmation": PASSWORD, "referral_code": "NOSUCH22"}),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(referral_ledger_rows(&app, "referral_signup").await, 1);

    // The setting decides the amount.
    let answer = app
        .graphql(
            "mutation { updateSettings(input: {referralPointsPerSignup: 3}) { rewards { referralPointsPerSignup } } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(answer["data"]["updateSettings"]["rewards"]["referralPointsPerSignup"], 3, "{answer}");
    shopper(&app, "Second friend", Some(&code)).await;
    assert_eq!(profile_points(&app, &inviter).await.1, 4);

    // The history: the token history's shape, newest first, in the caller's language.
    let (status, history) = app.get_in("api/user/referral-histories?page=1", Some(&inviter), "mm").await;
    assert_eq!(status, StatusCode::OK, "{history}");
    let rows = history["data"]["data"].as_array().unwrap();
    assert_eq!(rows.iter().map(|r| r["token"].as_i64().unwrap()).collect::<Vec<_>>(), vec![3, 1]);
    assert_eq!(rows[0]["type"], "referral_signup");
    assert_eq!(rows[0]["balance_after"], 4);
    assert_eq!(rows[0]["label"], "သူငယ်ချင်းတစ်ဦး သင့်ကုဒ်ဖြင့် စာရင်းသွင်းခဲ့သည်");
    let graphql =
        app.graphql("{ referralHistories { data { token } meta { total } } }", json!({}), Some(&inviter), "en").await;
    assert_eq!(graphql["data"]["referralHistories"]["meta"]["total"], 2, "{graphql}");
    data_is_intact(&app).await;
}

// ---- referral gifts -----------------------------------------------------------------------------

#[tokio::test]
async fn a_gift_claim_debits_its_points_and_joins_the_to_ship_list() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (inviter, code) = shopper(&app, "Inviter", None).await;
    for i in 0..2 {
        shopper(&app, &format!("Friend {i}"), Some(&code)).await;
    }
    let umbrella = gift(&app, &admin, 2).await;
    let dear = gift(&app, &admin, 5).await;

    // Not enough points: the spec's text, in the shopper's language; nothing changes.
    let (status, body) =
        app.post_json("api/user/claim-referral-product", json!({"product_id": dear}), Some(&inviter)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "point not enough");
    let (_, body) = app.get_in("api/user/profile", Some(&inviter), "mm").await;
    assert_eq!(body["data"]["referral_point"], 2);
    let mm = app
        .graphql(&format!("mutation {{ claimReferralGift(productId: {dear}) }}"), json!({}), Some(&inviter), "mm")
        .await;
    assert_eq!(mm["errors"][0]["message"], "ရည်ညွှန်းအမှတ် မလုံလောက်ပါ", "{mm}");
    assert!(to_ship_kinds(&app, &inviter).await.is_empty(), "no gift joins the list unpaid");

    // Enough: the points go, the gift waits to be shipped like any item.
    let (status, body) = app
        .post_json("api/user/claim-referral-product", json!({"product_id": umbrella.to_string()}), Some(&inviter))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["referral_point"], 0);
    assert_eq!(profile_points(&app, &inviter).await.1, 0);
    assert_eq!(to_ship_kinds(&app, &inviter).await, vec!["gift"]);
    let price = app
        .graphql(
            &format!("{{ shippingPrice(orderItemIds: [{}]) }}", body["data"]["order_item_id"]),
            json!({}),
            Some(&inviter),
            "en",
        )
        .await;
    assert!(price["data"]["shippingPrice"].as_i64().is_some(), "a gift ships like any item: {price}");

    // A product that is not a gift, a hidden gift, an unknown id and no id are each refused.
    let (inviter2, code2) = shopper(&app, "Inviter 2", None).await;
    for i in 0..3 {
        shopper(&app, &format!("Friend of 2 {i}"), Some(&code2)).await;
    }
    let category = app.create_category(&admin, "plain", json!({"en": "Plain"})).await.unwrap();
    let plain = app
        .create_product(&admin, json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Kettle"}, "description": {"en": "x"}, "actualPrice": 100}))
        .await;
    let hidden = gift(&app, &admin, 1).await;
    let answer = app
        .graphql(&format!("mutation {{ setProductHidden(id: {hidden}, hidden: true) }}"), json!({}), Some(&admin), "en")
        .await;
    assert_eq!(answer["data"]["setProductHidden"], true, "{answer}");
    for product_id in [json!(plain), json!(hidden), json!(999_999), json!(null)] {
        let (status, body) =
            app.post_json("api/user/claim-referral-product", json!({"product_id": product_id}), Some(&inviter2)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{product_id}: {body}");
        assert_eq!(body["message"], "This gift is not available.");
    }
    assert_eq!(profile_points(&app, &inviter2).await.1, 3, "nothing was debited");
    assert!(to_ship_kinds(&app, &inviter2).await.is_empty());
    data_is_intact(&app).await;
}

#[tokio::test]
async fn twenty_concurrent_gift_claims_with_points_for_one_succeed_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (inviter, code) = shopper(&app, "Inviter", None).await;
    for i in 0..3 {
        shopper(&app, &format!("Friend {i}"), Some(&code)).await;
    }
    let gift_id = gift(&app, &admin, 3).await;
    let claims = (0..20)
        .map(|_| app.post_json("api/user/claim-referral-product", json!({"product_id": gift_id}), Some(&inviter)));
    let results = futures::future::join_all(claims).await;
    let won = results.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    // Guard: the ledger's debit is an update conditional on the balance covering the cost.
    assert_eq!(won, 1, "{results:?}");
    assert!(results.iter().all(|(s, b)| *s == StatusCode::OK || b["message"] == "point not enough"), "{results:?}");
    assert_eq!(profile_points(&app, &inviter).await.1, 0);
    assert_eq!(to_ship_kinds(&app, &inviter).await.len(), 1, "one gift, not twenty");
    data_is_intact(&app).await;
}

// ---- daily sign-in --------------------------------------------------------------------------------

#[tokio::test]
async fn today_is_the_calendar_day_in_yangon_on_both_sides_of_midnight() {
    let app = spawn_app().await;
    let (shopper_token, _) = shopper(&app, "Night owl", None).await;

    // 23:59 in Yangon (17:29 UTC): still the 24th.
    at_yangon(&app, "2026-11-24T23:59:00");
    let (status, body) = daily(&app, &shopper_token, "create", "2026-11-25").await;
    // Guard: the date must be today in Yangon.
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "tomorrow is not today: {body}");
    assert_eq!(body["message"], "The date must be today in Myanmar (2026-11-24).");
    let (status, body) = daily(&app, &shopper_token, "create", "2026-11-24").await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::OK, Some("Success")), "{body}");

    // 00:01 in Yangon is 18:31 UTC of the 24th: the shop is on the 25th already.
    at_yangon(&app, "2026-11-25T00:01:00");
    assert_eq!(app.ctx.clock.now().date_naive().to_string(), "2026-11-24", "UTC is still the day before");
    let (status, _) = daily(&app, &shopper_token, "create", "2026-11-24").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "yesterday is not today");
    let (status, body) = daily(&app, &shopper_token, "create", "2026-11-25").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(days(&app, &shopper_token).await, vec![("2026-11-24".into(), true), ("2026-11-25".into(), true)]);

    // Anything but a date is refused the same way, in the shopper's language.
    for date in ["", "25/11/2026", "2026-13-01"] {
        let (status, _) = daily(&app, &shopper_token, "create", date).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{date:?}");
    }
    let (status, body) = app.post_json("api/user/daily-sign/claim", json!({}), Some(&shopper_token)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (_, mm) = {
        let request = app.client.post(app.url("api/user/daily-sign/claim")).header("X-localization", "mm");
        crate::support::read(
            request.bearer_auth(&shopper_token).json(&json!({"date": "2026-11-01"})).send().await.unwrap(),
        )
        .await
    };
    assert_eq!(mm["message"], "ရက်စွဲသည် မြန်မာစံတော်ချိန်ဖြင့် ယနေ့ (2026-11-25) ဖြစ်ရပါမည်။");
}

#[tokio::test]
async fn a_claim_pays_the_daily_tokens_once_and_only_after_the_check_in() {
    let app = spawn_app().await;
    let (token, _) = shopper(&app, "Daily", None).await;
    at_yangon(&app, "2026-11-24T09:00:00");
    let date = today(&app);

    let (status, body) = daily(&app, &token, "claim", &date).await;
    // Guard: a claim needs today's sign row.
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "Please sign in for today before claiming.");
    assert_eq!(profile_points(&app, &token).await.0, 0);

    assert_eq!(daily(&app, &token, "create", &date).await.0, StatusCode::OK);
    let (status, body) = daily(&app, &token, "create", &date).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("You have already signed in today."))
    );

    let (status, body) = daily(&app, &token, "claim", &date).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        (body["message"].as_str(), &body["data"]),
        (Some("Success"), &json!({"date": date, "tokens": 1, "bonus": 0}))
    );
    let (status, body) = daily(&app, &token, "claim", &date).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("You have already claimed today's reward."))
    );
    assert_eq!(profile_points(&app, &token).await.0, 1);
    let told = app.told_once(&token, "tokens_credited", "Tokens added").await;
    assert_eq!(told["body"], "1 token(s) for today's sign-in were added to your balance.");
    let (_, claims) = app.get("api/user/daily-sign/claim/list", Some(&token)).await;
    assert_eq!(claims["data"], json!([{"date": date, "tokens": 1, "bonus": 0}]));
    let (_, history) = app.get("api/user/token-histories", Some(&token)).await;
    assert_eq!(history["data"]["data"][0]["type"], "daily_claim");

    // GraphQL twins answer the same state.
    let answer = app
        .graphql(
            "{ dailyReward { today signedToday claimedToday dailyPoint days { date status } recovery { status } } }",
            json!({}),
            Some(&token),
            "en",
        )
        .await;
    assert_eq!(
        answer["data"]["dailyReward"],
        json!({"today": date, "signedToday": true, "claimedToday": true, "dailyPoint": 1, "days": [{"date": date, "status": true}], "recovery": {"status": true}})
    );
    data_is_intact(&app).await;
}

#[tokio::test]
async fn twenty_concurrent_claims_of_todays_reward_pay_once() {
    let app = spawn_app().await;
    let (token, _) = shopper(&app, "Tapper", None).await;
    let date = today(&app);
    // Twenty check-ins at once store one.
    let check_ins = futures::future::join_all((0..20).map(|_| daily(&app, &token, "create", &date))).await;
    assert_eq!(check_ins.iter().filter(|(s, _)| *s == StatusCode::OK).count(), 1, "{check_ins:?}");
    // Guard: the unique (user, day) index on claims; the row is written before the tokens.
    let claims = futures::future::join_all((0..20).map(|_| daily(&app, &token, "claim", &date))).await;
    assert_eq!(claims.iter().filter(|(s, _)| *s == StatusCode::OK).count(), 1, "{claims:?}");
    assert!(claims.iter().all(|(s, _)| *s == StatusCode::OK || *s == StatusCode::UNPROCESSABLE_ENTITY), "{claims:?}");
    assert_eq!(profile_points(&app, &token).await.0, 1, "paid once");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM daily_claim").await, 1);
    data_is_intact(&app).await;
}

#[tokio::test]
async fn thirty_unbroken_days_pay_the_bonus_and_a_new_cycle_starts() {
    let app = spawn_app().await;
    let (token, _) = shopper(&app, "Faithful", None).await;
    let first = chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let mut paid = Vec::new();
    for n in 0..30 {
        let date = first + chrono::Duration::days(n);
        at_yangon(&app, &format!("{date}T08:00:00"));
        assert_eq!(daily(&app, &token, "create", &date.to_string()).await.0, StatusCode::OK, "day {}", n + 1);
        let (status, body) = daily(&app, &token, "claim", &date.to_string()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        paid.push(body["data"]["bonus"].as_i64().unwrap());
    }
    // The bonus comes once, on day 30 (that it needs all 30 days signed is the next test's guard).
    assert_eq!(paid.iter().filter(|b| **b > 0).count(), 1);
    assert_eq!(paid[29], 30, "daily_reward_point (default 30) on day 30");
    assert_eq!(profile_points(&app, &token).await.0, 30 + 30);
    let (_, told) = app.get("api/user/notifications?limit=100", Some(&token)).await;
    let bodies: Vec<&str> =
        told["data"]["data"].as_array().unwrap().iter().map(|n| n["body"].as_str().unwrap()).collect();
    assert_eq!(bodies.len(), 31, "30 daily rewards and the bonus");
    assert_eq!(bodies[0], "30 bonus token(s) for 30 days of sign-in were added to your balance.");
    assert_eq!(days(&app, &token).await.len(), 30);

    // Day 31 starts a new cycle: one cell, no missed days.
    at_yangon(&app, "2026-12-31T08:00:00");
    assert_eq!(days(&app, &token).await, vec![], "nothing yet today in the new cycle");
    assert_eq!(daily(&app, &token, "create", "2026-12-31").await.0, StatusCode::OK);
    assert_eq!(days(&app, &token).await, vec![("2026-12-31".into(), true)]);
    data_is_intact(&app).await;
}

// ---- missed days: recovery and restart ----------------------------------------------------------

/// A shopper who checked in on the 1st and 2nd, then came back on the 5th (3rd and 4th missed).
async fn shopper_with_missed_days(app: &TestApp, name: &str) -> String {
    let (token, _) = shopper(app, name, None).await;
    for date in ["2026-11-01", "2026-11-02"] {
        at_yangon(app, &format!("{date}T10:00:00"));
        assert_eq!(daily(app, &token, "create", date).await.0, StatusCode::OK);
    }
    at_yangon(app, "2026-11-05T10:00:00");
    token
}

#[tokio::test]
async fn a_missed_day_blocks_check_in_until_an_admin_approves_the_paid_recovery() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let method = payment_method(&app, &admin).await;
    let token = shopper_with_missed_days(&app, "Forgetful").await;

    let expected = vec![
        ("2026-11-01".to_owned(), true),
        ("2026-11-02".to_owned(), true),
        ("2026-11-03".to_owned(), false),
        ("2026-11-04".to_owned(), false),
    ];
    assert_eq!(days(&app, &token).await, expected);
    // Guard: a check-in is refused while a missed day is neither recovered nor paid for.
    let (status, body) = daily(&app, &token, "create", "2026-11-05").await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("You missed a day: recover it or restart from day one."))
    );
    let (_, check) = app.get("api/user/daily-sign/recover/check", Some(&token)).await;
    assert_eq!(
        check["data"],
        json!({"status": false, "missed_days": ["2026-11-03", "2026-11-04"], "pending": false, "fee_mmk": 1000, "last_reject_reason": null})
    );

    // No screenshot, or no payment method: refused, nothing stored.
    let files = app.stored_files().await.len();
    let (status, body) = app
        .post_multipart(
            "api/user/daily-sign/recover",
            multipart::Form::new().text("payment_id", method.to_string()),
            &token,
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let no_method = multipart::Form::new().part("payment_screenshot", file_part(png(40, 60), "paid.png"));
    assert_eq!(
        app.post_multipart("api/user/daily-sign/recover", no_method, &token).await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(app.stored_files().await.len(), files, "no upload left behind");

    let (status, body) = app.post_multipart("api/user/daily-sign/recover", screenshot_form(method), &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["pending"], true);
    let (status, body) = app.post_multipart("api/user/daily-sign/recover", screenshot_form(method), &token).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            Some("Admin is processing Recovery! Please wait for admin approval. This may take some time.")
        )
    );
    assert_eq!(app.stored_files().await.len(), files + 1, "one screenshot kept, the refused one deleted");

    // While the admin decides, the paid-for days no longer block today's check-in; a restart does.
    assert_eq!(daily(&app, &token, "create", "2026-11-05").await.0, StatusCode::OK);
    assert_eq!(daily(&app, &token, "restart-from-day-one", "2026-11-05").await.0, StatusCode::UNPROCESSABLE_ENTITY);

    // The admin's queue shows who, which days, the fee and the screenshot.
    let queue = app
        .graphql(
            "{ pendingRecoveries { id customerName missedDays feeMmk payment screenshotUrl } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    let waiting = &queue["data"]["pendingRecoveries"][0];
    assert_eq!(
        (waiting["customerName"].as_str(), &waiting["missedDays"], waiting["feeMmk"].as_i64()),
        (Some("Forgetful"), &json!(["2026-11-03", "2026-11-04"]), Some(1000)),
        "{queue}"
    );
    let screenshot =
        app.client.get(app.url(waiting["screenshotUrl"].as_str().unwrap())).bearer_auth(&admin).send().await.unwrap();
    assert_eq!(screenshot.status(), StatusCode::OK);
    let id = waiting["id"].as_i64().unwrap();
    let shopper_try =
        app.graphql(&format!("mutation {{ approveRecovery(id: {id}) }}"), json!({}), Some(&token), "en").await;
    assert!(shopper_try["errors"].is_array(), "a shopper cannot approve: {shopper_try}");

    let approved =
        app.graphql(&format!("mutation {{ approveRecovery(id: {id}) }}"), json!({}), Some(&admin), "en").await;
    assert_eq!(approved["data"]["approveRecovery"], true, "{approved}");
    // Guard: decide-once (the update is conditional on the row still being pending).
    let again = app
        .graphql(&format!("mutation {{ rejectRecovery(id: {id}, reason: \"late\") }}"), json!({}), Some(&admin), "en")
        .await;
    assert_eq!(again["errors"][0]["message"], "This recovery was already decided.", "{again}");

    assert!(days(&app, &token).await.iter().all(|(_, signed)| *signed), "the cells turn green");
    assert_eq!(days(&app, &token).await.len(), 5);
    let (_, check) = app.get("api/user/daily-sign/recover/check", Some(&token)).await;
    assert_eq!((check["data"]["status"].as_bool(), check["data"]["pending"].as_bool()), (Some(true), Some(false)));
    let told = app.told_once(&token, "recovery_approved", "Sign-in days recovered").await;
    assert!(
        told["body"].as_str().unwrap().ends_with("missed day(s) were recovered. Keep your streak going!"),
        "{told}"
    );
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'recovery.approve'").await, 1);
    // With nothing missed there is nothing to pay for.
    let (status, body) = app.post_multipart("api/user/daily-sign/recover", screenshot_form(method), &token).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("You have not missed any day, so there is nothing to recover."))
    );
}

#[tokio::test]
async fn a_rejected_recovery_changes_nothing_and_a_restart_begins_a_new_cycle() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let method = payment_method(&app, &admin).await;
    let token = shopper_with_missed_days(&app, "Unlucky").await;
    assert_eq!(
        app.post_multipart("api/user/daily-sign/recover", screenshot_form(method), &token).await.0,
        StatusCode::OK
    );
    let queue = app.graphql("{ pendingRecoveries { id } }", json!({}), Some(&admin), "en").await;
    let id = queue["data"]["pendingRecoveries"][0]["id"].as_i64().unwrap();

    let blank = app
        .graphql(&format!("mutation {{ rejectRecovery(id: {id}, reason: \"  \") }}"), json!({}), Some(&admin), "en")
        .await;
    assert!(blank["errors"].is_array(), "a rejection needs a reason: {blank}");
    let rejected = app
        .graphql(
            &format!("mutation {{ rejectRecovery(id: {id}, reason: \"Amount does not match\") }}"),
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(rejected["data"]["rejectRecovery"], true, "{rejected}");
    let (_, check) = app.get("api/user/daily-sign/recover/check", Some(&token)).await;
    assert_eq!(
        check["data"],
        json!({"status": false, "missed_days": ["2026-11-03", "2026-11-04"], "pending": false, "fee_mmk": 1000, "last_reject_reason": "Amount does not match"})
    );
    assert_eq!(daily(&app, &token, "create", "2026-11-05").await.0, StatusCode::UNPROCESSABLE_ENTITY, "still missed");
    let told = app.told_once(&token, "recovery_rejected", "Recovery rejected").await;
    assert_eq!(told["body"], "Your sign-in recovery was rejected: Amount does not match");

    // Restart from day one: a new cycle from today, and today's check-in works again.
    assert_eq!(
        daily(&app, &token, "restart-from-day-one", "2026-11-04").await.0,
        StatusCode::UNPROCESSABLE_ENTITY,
        "not today"
    );
    let (status, body) = daily(&app, &token, "restart-from-day-one", "2026-11-05").await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::OK, Some("Success")), "{body}");
    assert_eq!(days(&app, &token).await, vec![]);
    assert_eq!(daily(&app, &token, "create", "2026-11-05").await.0, StatusCode::OK);
    assert_eq!(days(&app, &token).await, vec![("2026-11-05".into(), true)]);
    let answer = app
        .graphql("{ dailyReward { cycleStart recovery { status lastRejectReason } } }", json!({}), Some(&token), "en")
        .await;
    assert_eq!(
        answer["data"]["dailyReward"],
        json!({"cycleStart": "2026-11-05", "recovery": {"status": true, "lastRejectReason": null}})
    );
}

#[tokio::test]
async fn two_recoveries_submitted_at_once_create_one() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let method = payment_method(&app, &admin).await;
    let token = shopper_with_missed_days(&app, "Double tap").await;
    let files = app.stored_files().await.len();
    let submitted = futures::future::join_all(
        (0..2).map(|_| app.post_multipart("api/user/daily-sign/recover", screenshot_form(method), &token)),
    )
    .await;
    // Guard: the partial unique index (one pending recovery per shopper) and the check before it.
    assert_eq!(submitted.iter().filter(|(s, _)| *s == StatusCode::OK).count(), 1, "{submitted:?}");
    assert!(
        submitted.iter().all(|(s, _)| *s == StatusCode::OK || *s == StatusCode::UNPROCESSABLE_ENTITY),
        "{submitted:?}"
    );
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM daily_recovery").await, 1);
    assert_eq!(app.stored_files().await.len(), files + 1, "the loser's screenshot is deleted");
}

#[tokio::test]
async fn a_day_30_claimed_while_a_recovery_waits_gets_its_bonus_when_the_admin_approves() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let method = payment_method(&app, &admin).await;
    let (token, _) = shopper(&app, "Patient", None).await;
    let first = chrono::NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
    for n in 0..30 {
        let date = first + chrono::Duration::days(n);
        at_yangon(&app, &format!("{date}T08:00:00"));
        if n == 1 {
            continue; // day 2 missed
        }
        if n == 2 {
            let (status, body) =
                app.post_multipart("api/user/daily-sign/recover", screenshot_form(method), &token).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        assert_eq!(daily(&app, &token, "create", &date.to_string()).await.0, StatusCode::OK, "day {}", n + 1);
        let (status, body) = daily(&app, &token, "claim", &date.to_string()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Guard: the bonus needs all 30 days signed, and a day a recovery only paid for is not.
        assert_eq!(body["data"]["bonus"], 0, "day {}: no bonus while day 2 is unsigned", n + 1);
    }
    assert_eq!(profile_points(&app, &token).await.0, 29);
    let queue = app.graphql("{ pendingRecoveries { id } }", json!({}), Some(&admin), "en").await;
    let id = queue["data"]["pendingRecoveries"][0]["id"].as_i64().unwrap();
    let approved =
        app.graphql(&format!("mutation {{ approveRecovery(id: {id}) }}"), json!({}), Some(&admin), "en").await;
    assert_eq!(approved["data"]["approveRecovery"], true, "{approved}");
    // Guard: the late bonus is paid once, when the approval completes the 30 days.
    assert_eq!(profile_points(&app, &token).await.0, 29 + 30);
    let (_, claims) = app.get("api/user/daily-sign/claim/list", Some(&token)).await;
    assert_eq!(claims["data"][28]["bonus"], 30, "{claims}");
    data_is_intact(&app).await;
}
