//! Waybills and scan to dispatch: the admin who packs parcels prints a waybill for each parcel on
//! the way (recipient, phone, address, items, what to collect, a QR of the parcel's code), then
//! scans each parcel as it is handed to the courier. A parcel is handed over once; a code that is
//! not one of the shop's parcels, a parcel not yet approved, rejected or already handed over is
//! refused in the admin's language and changes nothing.

use chrono::{DateTime, Utc};
use kernel::{audit, auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;

use crate::{entity::shipping_order, model::ShippingOrder, model::ShippingStatus, service};

/// Most waybills one request answers (a day's parcels of a busy shop fit several times).
const MAX_WAYBILLS: u64 = 500;

/// Admin: one parcel's waybill.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct Waybill {
    /// The code printed as text and as the QR (`SH000012`), what the scan reads.
    pub code: String,
    /// The parcel: address, items with their variants, courier and tracking number.
    pub shipping_order: ShippingOrder,
    /// The recipient's name.
    pub recipient_name: String,
    /// The recipient's phone number, for the courier.
    pub recipient_phone: String,
    /// What the courier collects at the door, in whole kyat: a cash on delivery parcel's goods and
    /// fee (0: nothing, the shop was paid by transfer).
    pub collect_mmk: i64,
    /// When it was handed to the courier; null before.
    pub handed_over_at: Option<DateTime<Utc>>,
}

/// Admin: the waybills of parcels on the way, oldest first: those not yet handed to a courier, or
/// (`handed_over`) those already handed over.
pub async fn list(ctx: &AppContext, admin: CurrentUser, handed_over: bool, locale: Locale) -> AppResult<Vec<Waybill>> {
    admin.require_staff()?;
    let handed = if handed_over {
        shipping_order::Column::HandedOverAt.is_not_null()
    } else {
        shipping_order::Column::HandedOverAt.is_null()
    };
    let rows = shipping_order::Entity::find()
        .filter(shipping_order::Column::Status.eq(ShippingStatus::Approved))
        .filter(handed)
        .order_by_asc(shipping_order::Column::Id)
        .limit(MAX_WAYBILLS)
        .all(ctx.db.conn())
        .await?;
    let people = accounts::service::names_and_phones(ctx, rows.iter().map(|r| r.user_id)).await?;
    let mut waybills = Vec::with_capacity(rows.len());
    for row in rows {
        let (recipient_name, recipient_phone) = people.get(&row.user_id).cloned().unwrap_or_default();
        let (handed_over_at, collect_mmk) = (row.handed_over_at, row.cod_amount.unwrap_or(0));
        waybills.push(Waybill {
            code: service::number(row.id),
            shipping_order: service::to_detail(ctx, row, locale).await?,
            recipient_name,
            recipient_phone,
            collect_mmk,
            handed_over_at,
        });
    }
    Ok(waybills)
}

/// The shipping order a scanned code names: `SH` and digits, any case, spaces around allowed.
pub(crate) fn parse_code(code: &str) -> Option<i64> {
    let code = code.trim();
    let digits = code.get(..2).filter(|p| p.eq_ignore_ascii_case("SH")).and(code.get(2..))?;
    if digits.is_empty() || digits.len() > 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Admin: the scanned parcel is handed to its courier, once. Answers its waybill.
pub async fn hand_over(ctx: &AppContext, admin: CurrentUser, code: &str, locale: Locale) -> AppResult<Waybill> {
    admin.require_staff()?;
    let unknown = || AppError::invalid("code", Msg::new("shipping.parcel_unknown"));
    let id = parse_code(code).ok_or_else(unknown)?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let parcel = shipping_order::Entity::find_by_id(id).one(tx).await?.ok_or_else(unknown)?;
                match (parcel.status, parcel.handed_over_at) {
                    (ShippingStatus::Approved, None) => {}
                    (ShippingStatus::Approved | ShippingStatus::Received, _) => {
                        return Err(AppError::invalid("code", Msg::new("shipping.parcel_already_handed_over")))
                    }
                    (ShippingStatus::Pending, _) => {
                        return Err(AppError::invalid("code", Msg::new("shipping.parcel_not_approved")))
                    }
                    (ShippingStatus::Rejected, _) => {
                        return Err(AppError::invalid("code", Msg::new("shipping.parcel_cancelled")))
                    }
                }
                // Once: a second scan racing this one finds the time already set.
                let done = shipping_order::Entity::update_many()
                    .col_expr(shipping_order::Column::HandedOverAt, Expr::value(Utc::now()))
                    .col_expr(shipping_order::Column::HandedOverBy, Expr::value(admin.id))
                    .filter(shipping_order::Column::Id.eq(id))
                    .filter(shipping_order::Column::Status.eq(ShippingStatus::Approved))
                    .filter(shipping_order::Column::HandedOverAt.is_null())
                    .exec(tx)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(AppError::invalid("code", Msg::new("shipping.parcel_already_handed_over")));
                }
                let handed = serde_json::json!({"shipping_order_id": id, "user_id": parcel.user_id,
                    "courier_id": parcel.courier_id, "tracking_number": parcel.tracking_number,
                    "cod_amount": parcel.cod_amount});
                webhooks::emit(tx, webhooks::WebhookEvent::ShippingHandedToCourier, handed).await?;
                audit::record(tx, Some(admin), "shipping.hand_over", "shipping_order", Some(id), serde_json::json!({}))
                    .await
            })
        })
        .await?;
    let row = shipping_order::Entity::find_by_id(id).one(ctx.db.conn()).await?.ok_or_else(unknown)?;
    let people = accounts::service::names_and_phones(ctx, std::iter::once(row.user_id)).await?;
    let (recipient_name, recipient_phone) = people.get(&row.user_id).cloned().unwrap_or_default();
    let (handed_over_at, collect_mmk) = (row.handed_over_at, row.cod_amount.unwrap_or(0));
    Ok(Waybill {
        code: service::number(row.id),
        shipping_order: service::to_detail(ctx, row, locale).await?,
        recipient_name,
        recipient_phone,
        collect_mmk,
        handed_over_at,
    })
}

#[cfg(test)]
mod tests {
    use super::parse_code;

    #[test]
    fn a_parcel_code_is_sh_and_digits() {
        assert_eq!(parse_code("SH000012"), Some(12));
        assert_eq!(parse_code(" sh42 "), Some(42));
        for foreign in ["", "SH", "ORD000012", "SH-12", "SH12a", "https://example.com", "SH9999999999999", "12"] {
            assert_eq!(parse_code(foreign), None, "{foreign}");
        }
    }
}
