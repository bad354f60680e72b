//! Each domain's settings under its own key of the `setting` table (`kernel::settings`): the one
//! `site` document that held every rule is split into `site` (name, logo, favicon, contacts),
//! `shipping` (fees), `orders` (the token rate), `rewards` (daily reward, recovery fee, referral
//! points) and `luckydraw` (draw delay, ticket price, holds). Values are copied as they are; a rule
//! the old document lacked stays absent, so its owner's default applies as before. A `site`
//! document that does not parse is left alone (the shop's `/readyz` reports it, with its owner).

use sea_orm_migration::{
    prelude::*,
    sea_orm::{ConnectionTrait, Statement},
};
use serde_json::{Map, Value};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Where each of the old document's fields goes: (owner's key, field in the old document, in the
/// old document's `rewards` object, field in the owner's document).
const MOVES: [(&str, Place, &str); 12] = [
    ("shipping", Place::Shipping("base_fee"), "base_fee"),
    ("shipping", Place::Shipping("region_base_fees"), "region_base_fees"),
    ("shipping", Place::Shipping("fee_per_kg"), "fee_per_kg"),
    ("orders", Place::Rewards("tokens_per_10000_mmk"), "tokens_per_10000_mmk"),
    ("rewards", Place::Top("daily_point"), "daily_point"),
    ("rewards", Place::Top("daily_reward_point"), "daily_reward_point"),
    ("rewards", Place::Rewards("recovery_fee_mmk"), "recovery_fee_mmk"),
    ("rewards", Place::Rewards("referral_points_per_signup"), "referral_points_per_signup"),
    ("luckydraw", Place::Rewards("draw_delay_minutes"), "draw_delay_minutes"),
    ("luckydraw", Place::Rewards("token_price_mmk"), "token_price_mmk"),
    ("luckydraw", Place::Rewards("ticket_hold_percent"), "ticket_hold_percent"),
    ("luckydraw", Place::Rewards("ticket_hold_minutes"), "ticket_hold_minutes"),
];

#[derive(Clone, Copy)]
enum Place {
    Top(&'static str),
    Shipping(&'static str),
    Rewards(&'static str),
}

/// Older names the rewards object was once stored under (serde aliases of the old type).
fn rewards_field<'a>(rewards: &'a Map<String, Value>, name: &str) -> Option<&'a Value> {
    let alias = match name {
        "referral_points_per_signup" => Some("referral_signup_points"),
        "recovery_fee_mmk" => Some("recovery_fee"),
        _ => None,
    };
    rewards.get(name).or_else(|| alias.and_then(|a| rewards.get(a)))
}

/// The old document split by owner; the `site` part keeps what content still owns.
fn split(old: &Map<String, Value>) -> Vec<(&'static str, Map<String, Value>)> {
    let empty = Map::new();
    let object = |key: &str| old.get(key).and_then(Value::as_object).unwrap_or(&empty);
    let (shipping, rewards) = (object("shipping"), object("rewards"));
    let mut owners: Vec<(&'static str, Map<String, Value>)> = Vec::new();
    for (owner, place, field) in MOVES {
        let value = match place {
            Place::Top(name) => old.get(name),
            Place::Shipping(name) => shipping.get(name),
            Place::Rewards(name) => rewards_field(rewards, name),
        };
        let Some(value) = value else { continue };
        match owners.iter_mut().find(|(key, _)| *key == owner) {
            Some((_, doc)) => {
                doc.insert(field.to_owned(), value.clone());
            }
            None => owners.push((owner, Map::from_iter([(field.to_owned(), value.clone())]))),
        }
    }
    let site: Map<String, Value> = old
        .iter()
        .filter(|(k, _)| !["shipping", "rewards", "daily_point", "daily_reward_point"].contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    owners.push(("site", site));
    owners
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let backend = db.get_database_backend();
        // Placeholders as each backend writes them.
        let sql = |postgres: &str| match backend {
            sea_orm_migration::sea_orm::DatabaseBackend::Postgres => postgres.to_owned(),
            _ => postgres.replace("$1", "?").replace("$2", "?"),
        };
        let found = db
            .query_one(Statement::from_sql_and_values(
                backend,
                sql(r#"SELECT "value" FROM "setting" WHERE "key" = $1"#),
                ["site".into()],
            ))
            .await?;
        let Some(row) = found else { return Ok(()) };
        let value: String = row.try_get("", "value")?;
        let Ok(Value::Object(old)) = serde_json::from_str::<Value>(&value) else { return Ok(()) };
        for (key, doc) in split(&old) {
            let doc = Value::Object(doc).to_string();
            let delete = sql(r#"DELETE FROM "setting" WHERE "key" = $1"#);
            db.execute(Statement::from_sql_and_values(backend, delete, [key.into()])).await?;
            db.execute(Statement::from_sql_and_values(
                backend,
                sql(r#"INSERT INTO "setting" ("key", "value") VALUES ($1, $2)"#),
                [key.into(), doc.into()],
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn every_rule_moves_to_its_owner_and_the_site_keeps_its_own() {
        let old = json!({
            "site_name": "Shop", "site_logo": "content/site/a.webp", "viber": "09", "daily_point": 2,
            "daily_reward_point": 40,
            "shipping": {"base_fee": 3000, "region_base_fees": [{"region_id": 1, "fee": 5}], "fee_per_kg": 900},
            "rewards": {"tokens_per_10000_mmk": 3, "referral_signup_points": 4, "draw_delay_minutes": 5,
                        "recovery_fee": 600, "token_price_mmk": 1200, "ticket_hold_percent": 30}
        });
        let owners: std::collections::HashMap<_, _> =
            split(old.as_object().unwrap()).into_iter().map(|(k, v)| (k, Value::Object(v))).collect();
        assert_eq!(owners["site"], json!({"site_name": "Shop", "site_logo": "content/site/a.webp", "viber": "09"}));
        assert_eq!(
            owners["shipping"],
            json!({"base_fee": 3000, "region_base_fees": [{"region_id": 1, "fee": 5}], "fee_per_kg": 900})
        );
        assert_eq!(owners["orders"], json!({"tokens_per_10000_mmk": 3}));
        assert_eq!(
            owners["rewards"],
            json!({"daily_point": 2, "daily_reward_point": 40, "recovery_fee_mmk": 600, "referral_points_per_signup": 4})
        );
        assert_eq!(
            owners["luckydraw"],
            json!({"draw_delay_minutes": 5, "token_price_mmk": 1200, "ticket_hold_percent": 30})
        );
    }
}
