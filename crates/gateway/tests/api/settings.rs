//! The settings page composed from its owners (`gateway::settings`): each domain's rules under its
//! own key, one `updateSettings` for all of them (all or nothing), `GET api/settings` in the spec's
//! shape, a stored document that does not parse failing `/readyz` with its owner's name, and the old
//! single document split by migration 000023.
//!
//! Checked to fail without the fix: with the owners' documents written under one key the stored
//! rows test fails; with `kernel::settings::load` falling back to defaults on a parse error (as
//! `content` did), the `/readyz` test fails.

use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{json, Value};

use crate::{operations::ServeProcess, support::spawn_app};

/// The stored document of `key`, parsed; `Null` when there is none.
async fn stored(app: &crate::support::TestApp, key: &str) -> Value {
    let conn = app.ctx.db.conn();
    let sql = match conn.get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => r#"SELECT "value" FROM "setting" WHERE "key" = $1"#,
        _ => r#"SELECT "value" FROM "setting" WHERE "key" = ?"#,
    };
    let row =
        conn.query_one(Statement::from_sql_and_values(conn.get_database_backend(), sql, [key.into()])).await.unwrap();
    row.map_or(Value::Null, |row| serde_json::from_str(&row.try_get::<String>("", "value").unwrap()).unwrap())
}

#[tokio::test]
async fn each_owner_keeps_its_rules_and_one_change_writes_them_all_or_none() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let change = "mutation { updateSettings(input: {siteName: \"Shwe Mall\", shippingBaseFee: 3000, \
                  tokensPer10000Mmk: 4, dailyPoint: 2, ticketHoldPercent: 35}) { siteName } }";
    let answer = app.graphql(change, json!({}), Some(&admin), "en").await;
    assert!(answer["errors"].is_null(), "{answer}");

    // Each owner's row holds its own rules and nothing else.
    assert_eq!(stored(&app, "site").await["site_name"], "Shwe Mall");
    assert!(stored(&app, "site").await.get("shipping").is_none());
    assert_eq!(stored(&app, "shipping").await, json!({"base_fee": 3000, "region_base_fees": [], "fee_per_kg": 1000}));
    assert_eq!(stored(&app, "orders").await, json!({"tokens_per_10000_mmk": 4}));
    assert_eq!(stored(&app, "rewards").await["daily_point"], 2);
    assert_eq!(stored(&app, "luckydraw").await["ticket_hold_percent"], 35);

    // GET api/settings (and the settings query) show them together, in the spec's shape.
    let (status, settings) = app.get("api/settings", None).await;
    assert_eq!(status, StatusCode::OK);
    let data = &settings["data"];
    assert_eq!((data["site_name"].as_str(), data["daily_point"].as_i64()), (Some("Shwe Mall"), Some(2)));
    assert_eq!(data["shipping"]["base_fee"], 3000);
    assert_eq!(data["rewards"]["tokens_per_10000_mmk"], 4);
    assert_eq!(data["rewards"]["ticket_hold_percent"], 35);
    // The bytes keep the earlier answer's order (the spec's `rewards` group, then the VAPID key).
    let raw = app.client.get(app.url("api/settings")).send().await.unwrap().text().await.unwrap();
    let order = [
        "\"site_name\"",
        "\"daily_reward_point\"",
        "\"shipping\"",
        "\"rewards\"",
        "\"tokens_per_10000_mmk\"",
        "\"referral_points_per_signup\"",
        "\"draw_delay_minutes\"",
        "\"recovery_fee_mmk\"",
        "\"token_price_mmk\"",
        "\"ticket_hold_percent\"",
        "\"ticket_hold_minutes\"",
        "\"vapid_public_key\"",
    ];
    let at: Vec<usize> = order.iter().map(|key| raw.find(key).unwrap_or_else(|| panic!("{key} in {raw}"))).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{raw}");
    let query = app.graphql("{ settings { siteName rewards { ticketHoldPercent } } }", json!({}), None, "en").await;
    assert_eq!(query["data"]["settings"], json!({"siteName": "Shwe Mall", "rewards": {"ticketHoldPercent": 35}}));

    // One owner refusing its part changes nothing anywhere, in the caller's language.
    let refused = "mutation { updateSettings(input: {siteName: \"Other\", shippingBaseFee: 1, ticketHoldPercent: 0}) { siteName } }";
    let answer = app.graphql(refused, json!({}), Some(&admin), "mm").await;
    assert!(answer["errors"][0]["extensions"]["errors"]["ticket_hold_percent"].is_array(), "{answer}");
    assert_eq!(answer["errors"][0]["message"], "အချိုးသည် ၁ မှ ၁၀၀ ရာခိုင်နှုန်းအတွင်း ဖြစ်ရမည်");
    assert_eq!(stored(&app, "site").await["site_name"], "Shwe Mall");
    assert_eq!(stored(&app, "shipping").await["base_fee"], 3000);
    assert_eq!(stored(&app, "luckydraw").await["ticket_hold_percent"], 35);
}

#[tokio::test]
async fn a_stored_document_that_does_not_parse_fails_readyz_with_its_owner() {
    let dir = tempfile::tempdir().unwrap();
    let database = crate::support::empty_postgres().await;
    let url = database.as_ref().map(|d| d.url.clone());
    let serve = ServeProcess::start(dir.path(), url.as_deref(), &[]).await;
    let client = reqwest::Client::new();

    // A shipping rule stored as text (a hand edit, a bad restore): its owner cannot read it.
    let conn = match &url {
        Some(url) => kernel::db::Db::connect(url, 1).await.unwrap(),
        None => kernel::db::Db::connect(&format!("sqlite://{}?mode=rwc", dir.path().join("mall.db").display()), 1)
            .await
            .unwrap(),
    };
    conn.conn()
        .execute_unprepared(r#"INSERT INTO "setting" ("key", "value") VALUES ('shipping', '{"base_fee":"lots"}')"#)
        .await
        .unwrap();

    let answer = client.get(serve.url("readyz")).send().await.unwrap();
    assert_eq!(answer.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body: Value = answer.json().await.unwrap();
    assert_eq!(body["settings"], "unreadable: shipping", "{body}");
    let log = serve.log();
    assert!(
        log.lines().any(|line| line.contains("\"owner\":\"shipping\"") && line.contains("ERROR")),
        "the log names the owner:\n{log}"
    );
    // Never silent defaults: what needs the rule refuses, the rest of the shop answers.
    let settings = client.get(serve.url("api/settings")).send().await.unwrap();
    assert_eq!(settings.status(), StatusCode::INTERNAL_SERVER_ERROR);
    let categories = client.get(serve.url("api/categories")).send().await.unwrap();
    assert_eq!(categories.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_old_single_document_is_split_by_owner_when_migrated() {
    use migration::MigratorTrait;

    let app = spawn_app().await;
    let conn = app.ctx.db.conn();
    // The database as the last release left it: one `site` document, migration 000023 not applied.
    let old = json!({
        "site_name": "Old Mall", "daily_point": 3, "daily_reward_point": 45, "viber": "09 450 000 111",
        "shipping": {"base_fee": 2800, "region_base_fees": [{"region_id": 2, "fee": 4100}], "fee_per_kg": 700},
        "rewards": {"tokens_per_10000_mmk": 2, "referral_points_per_signup": 5, "draw_delay_minutes": 15,
                    "recovery_fee_mmk": 1500, "token_price_mmk": 900, "ticket_hold_percent": 25, "ticket_hold_minutes": 60}
    });
    conn.execute_unprepared(r#"DELETE FROM "setting""#).await.unwrap();
    let insert = format!(r#"INSERT INTO "setting" ("key", "value") VALUES ('site', '{old}')"#);
    conn.execute_unprepared(&insert).await.unwrap();
    conn.execute_unprepared("DELETE FROM seaql_migrations WHERE version = 'm20261202_000023_settings_by_owner'")
        .await
        .unwrap();
    migration::Migrator::up(conn, None).await.unwrap();

    let (_, settings) = app.get("api/settings", None).await;
    let data = &settings["data"];
    assert_eq!(data["site_name"], "Old Mall");
    assert_eq!(data["viber"], "09 450 000 111");
    assert_eq!((data["daily_point"].as_i64(), data["daily_reward_point"].as_i64()), (Some(3), Some(45)));
    assert_eq!(data["shipping"], old["shipping"]);
    assert_eq!(data["rewards"], old["rewards"]);
    assert!(stored(&app, "site").await.get("rewards").is_none());
    let (status, _) = app.get("readyz", None).await;
    assert_eq!(status, StatusCode::OK);
}
