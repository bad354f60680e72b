//! Couriers the shop hands parcels to, and the tracking link a shopper follows: the admin keeps
//! each courier's name, phone and a link template with `{tracking}` where the tracking number
//! goes; approving a shipping order names the courier and, optionally, the number.

use chrono::Utc;
use kernel::{audit, auth::CurrentUser, AppContext, AppError, AppResult, FieldError, Msg};
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, QueryOrder, Set};
use serde::Deserialize;

use crate::entity::courier;

/// Where the tracking number goes in a courier's link.
pub const PLACEHOLDER: &str = "{tracking}";
/// Longest link template kept.
const MAX_URL: usize = 500;
/// Longest tracking number kept.
const MAX_TRACKING: usize = 60;

/// A courier as the admin sends it.
#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct CourierInput {
    /// The courier's name as shoppers know it (1 to 100 characters).
    pub name: String,
    /// A phone number shoppers can call (5 to 30 characters: digits, spaces, `+`, `-`).
    pub phone: String,
    /// An https link with `{tracking}` where the tracking number goes
    /// (`https://courier.example/track?code={tracking}`); left out: no link.
    pub tracking_url: Option<String>,
    /// Whether new parcels may be handed to it (default true).
    #[graphql(default = true)]
    #[serde(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

/// Admin: a courier as stored.
#[derive(Debug, Clone, serde::Serialize, async_graphql::SimpleObject)]
pub struct Courier {
    /// The courier's id (`approveShippingOrder(courierId)`).
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its phone number.
    pub phone: String,
    /// Its link template with `{tracking}`; null: no link.
    pub tracking_url: Option<String>,
    /// Whether new parcels may be handed to it.
    pub active: bool,
}

impl From<courier::Model> for Courier {
    fn from(c: courier::Model) -> Self {
        Courier { id: c.id, name: c.name, phone: c.phone, tracking_url: c.tracking_url, active: c.active }
    }
}

/// The link a shopper follows for `number` with `template`: the number percent-encoded into it.
pub fn tracking_link(template: Option<&str>, number: Option<&str>) -> Option<String> {
    let (template, number) = (template?, number?);
    let encoded = percent_encoding::utf8_percent_encode(number, percent_encoding::NON_ALPHANUMERIC).to_string();
    Some(template.replace(PLACEHOLDER, &encoded))
}

/// Checks a courier: every field error at once, in the admin's language.
fn checked(input: CourierInput) -> AppResult<CourierInput> {
    let name = kernel::text::as_sent(&input.name);
    let phone = input.phone.trim().to_owned();
    let tracking_url = input.tracking_url.map(|url| url.trim().to_owned()).filter(|url| !url.is_empty());
    let mut errors = Vec::new();
    if !(1..=100).contains(&name.chars().count()) {
        errors.push(FieldError { field: "name".into(), message: Msg::new("shipping.courier_name_invalid") });
    }
    let phone_ok = (5..=30).contains(&phone.len())
        && phone.chars().all(|c| c.is_ascii_digit() || matches!(c, ' ' | '+' | '-'))
        && phone.chars().any(|c| c.is_ascii_digit());
    if !phone_ok {
        errors.push(FieldError { field: "phone".into(), message: Msg::new("shipping.courier_phone_invalid") });
    }
    if let Some(url) = &tracking_url {
        if !template_ok(url) {
            errors
                .push(FieldError { field: "tracking_url".into(), message: Msg::new("shipping.tracking_url_invalid") });
        }
    }
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }
    Ok(CourierInput { name, phone, tracking_url, active: input.active })
}

/// An https link to a host, with the placeholder once, that is still a link once filled in.
fn template_ok(template: &str) -> bool {
    template.len() <= MAX_URL
        && template.matches(PLACEHOLDER).count() == 1
        && url::Url::parse(&template.replace(PLACEHOLDER, "X1"))
            .is_ok_and(|url| url.scheme() == "https" && url.host_str().is_some_and(|h| !h.is_empty()))
}

/// A tracking number as kept: trimmed; empty is none. Letters, digits, `-`, `_`, `.`, `/` and
/// spaces, up to 60.
pub fn checked_tracking(number: Option<String>) -> AppResult<Option<String>> {
    let Some(number) = number.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    let ok = number.len() <= MAX_TRACKING
        && number.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/' | ' '));
    if ok {
        Ok(Some(number))
    } else {
        Err(AppError::invalid("tracking_number", Msg::new("shipping.tracking_number_invalid")))
    }
}

/// Admin: every courier, active ones first, in the order they were added.
pub async fn list(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<Courier>> {
    admin.require_staff()?;
    let rows = courier::Entity::find()
        .order_by_desc(courier::Column::Active)
        .order_by_asc(courier::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows.into_iter().map(Courier::from).collect())
}

/// Admin: a new courier; answers its id.
pub async fn create(ctx: &AppContext, admin: CurrentUser, input: CourierInput) -> AppResult<i64> {
    admin.require_staff()?;
    let input = checked(input)?;
    ctx.db
        .write(|tx| {
            let input = input.clone();
            Box::pin(async move {
                let row = courier::ActiveModel {
                    name: Set(input.name.clone()),
                    phone: Set(input.phone.clone()),
                    tracking_url: Set(input.tracking_url.clone()),
                    active: Set(input.active),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                let details = serde_json::json!({"name": input.name, "tracking_url": input.tracking_url});
                audit::record(tx, Some(admin), "courier.create", "courier", Some(row.id), details).await?;
                Ok(row.id)
            })
        })
        .await
}

/// Admin: changes a courier (the parcels it carried keep its new name and link).
pub async fn update(ctx: &AppContext, admin: CurrentUser, id: i64, input: CourierInput) -> AppResult<()> {
    admin.require_staff()?;
    let input = checked(input)?;
    ctx.db
        .write(|tx| {
            let input = input.clone();
            Box::pin(async move {
                let current = courier::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("shipping.courier_not_found"))?;
                let mut row = current.into_active_model();
                row.name = Set(input.name.clone());
                row.phone = Set(input.phone.clone());
                row.tracking_url = Set(input.tracking_url.clone());
                row.active = Set(input.active);
                row.update(tx).await?;
                let details = serde_json::json!({"name": input.name, "tracking_url": input.tracking_url,
                    "active": input.active});
                audit::record(tx, Some(admin), "courier.update", "courier", Some(id), details).await
            })
        })
        .await
}

/// The courier a parcel is handed to: it must exist and be active.
pub async fn active(conn: &impl sea_orm::ConnectionTrait, id: i64) -> AppResult<courier::Model> {
    courier::Entity::find_by_id(id)
        .one(conn)
        .await?
        .filter(|c| c.active)
        .ok_or_else(|| AppError::invalid("courier_id", Msg::new("shipping.courier_not_found")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_is_https_with_the_placeholder_once() {
        assert!(template_ok("https://track.example.com/?code={tracking}"));
        assert!(template_ok("https://example.com/t/{tracking}"));
        for bad in [
            "http://track.example.com/?code={tracking}",
            "https://track.example.com/",
            "https://x.example/{tracking}/{tracking}",
            "javascript:alert(1)//{tracking}",
            "ftp://x.example/{tracking}",
            "{tracking}",
        ] {
            assert!(!template_ok(bad), "{bad}");
        }
    }

    #[test]
    fn the_number_is_encoded_into_the_link() {
        assert_eq!(
            tracking_link(Some("https://t.example/?c={tracking}"), Some("AB 12/3")).as_deref(),
            Some("https://t.example/?c=AB%2012%2F3")
        );
        assert_eq!(tracking_link(None, Some("1")), None);
        assert_eq!(tracking_link(Some("https://t.example/{tracking}"), None), None);
    }

    #[test]
    fn a_tracking_number_is_plain() {
        assert_eq!(checked_tracking(Some("  ".into())).unwrap(), None);
        assert_eq!(checked_tracking(Some(" RY-123 ".into())).unwrap().as_deref(), Some("RY-123"));
        assert!(checked_tracking(Some("<script>".into())).is_err());
        assert!(checked_tracking(Some("1".repeat(61))).is_err());
    }
}
