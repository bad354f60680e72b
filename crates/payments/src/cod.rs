//! Cash on delivery: a payment method the admin offers in some regions and townships, up to an
//! order total, for orders of goods only. The shopper sends no screenshot; the admin calls them and
//! confirms the order, which then ships as one parcel whose goods and fee the courier collects.
//!
//! Only orders call [`prepare_order`]: every other payment (shipping fees, token packs, tickets,
//! sign-in recovery) goes through [`crate::transfer::prepare`], which refuses a cash on delivery
//! method in the shopper's language.

use kernel::{AppContext, AppError, AppResult, Msg};
use sea_orm::EntityTrait;

use crate::{
    entity::payment_method,
    model::{PaymentMethodDetail, PaymentMethodKind},
    transfer::{Delivery, PreparedTransfer, Transfer, TransferFields},
};

/// Where a cash on delivery method is offered: regions, single townships, or (both empty)
/// everywhere.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Area {
    pub region_ids: Vec<i64>,
    pub township_ids: Vec<i64>,
}

impl Area {
    /// As stored on the method's row (JSON arrays; NULL is empty).
    pub fn of(row: &payment_method::Model) -> Area {
        let ids = |column: &Option<String>| -> Vec<i64> {
            column.as_deref().and_then(|json| serde_json::from_str(json).ok()).unwrap_or_default()
        };
        Area { region_ids: ids(&row.cod_region_ids), township_ids: ids(&row.cod_township_ids) }
    }

    /// Whether a shopper living in `region` / `township` may pay at the door.
    pub fn covers(&self, region: Option<i64>, township: Option<i64>) -> bool {
        if self.region_ids.is_empty() && self.township_ids.is_empty() {
            return true;
        }
        region.is_some_and(|r| self.region_ids.contains(&r)) || township.is_some_and(|t| self.township_ids.contains(&t))
    }
}

/// A cash on delivery payment checked as far as it can be before the order's total is known.
#[derive(Debug, Clone)]
pub struct PreparedCod {
    pub method: PaymentMethodDetail,
    pub shipping_address: String,
    max_total: Option<i64>,
}

impl PreparedCod {
    /// Refuses an order total over the method's maximum (inside the order's transaction, which
    /// the refusal rolls back).
    pub fn check_total(&self, total: i64) -> AppResult<()> {
        match self.max_total {
            Some(max) if total > max => Err(AppError::invalid(
                "payment_id",
                Msg::new("payments.cod.over_max").arg("max", receipts::grouped(max)),
            )),
            _ => Ok(()),
        }
    }
}

/// How an order is paid: by transfer (a stored screenshot) or cash on delivery.
pub enum OrderPayment {
    Transfer(PreparedTransfer),
    CashOnDelivery(PreparedCod),
}

/// Checks an order's payment: a cash on delivery method (phone on the account, something that
/// ships, an address, inside the method's area), or else a transfer as [`crate::prepare`] checks it.
pub async fn prepare_order(
    ctx: &AppContext,
    user_id: i64,
    payment: Transfer,
    fields: &TransferFields,
    delivery: Delivery,
) -> AppResult<OrderPayment> {
    let row = match payment.payment_id {
        Some(id) => payment_method::Entity::find_by_id(id).one(ctx.db.conn()).await?.filter(|m| !m.hidden),
        None => None,
    };
    let Some(row) = row.filter(|m| m.kind == PaymentMethodKind::CashOnDelivery) else {
        return Ok(OrderPayment::Transfer(crate::prepare(ctx, user_id, payment, fields, delivery).await?));
    };
    accounts::service::require_phone(ctx, user_id).await?;
    if delivery == Delivery::NothingShips {
        return Err(not_for_this());
    }
    let shipping_address = accounts::service::shipping_address(ctx, user_id)
        .await?
        .ok_or_else(|| AppError::invalid("address", Msg::new("accounts.shipping_address_missing")))?;
    let (region, township) = accounts::service::home_place(ctx.db.conn(), user_id).await?;
    if !Area::of(&row).covers(region, township) {
        return Err(AppError::invalid("payment_id", Msg::new("payments.cod.outside_area")));
    }
    let method = crate::methods::payment_method(ctx, row.id).await?;
    Ok(OrderPayment::CashOnDelivery(PreparedCod { method, shipping_address, max_total: row.cod_max_total }))
}

/// The refusal of a cash on delivery method for anything but an order of goods.
pub fn not_for_this() -> AppError {
    AppError::invalid("payment_id", Msg::new("payments.cod.not_for_this"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_area_is_its_regions_and_townships_or_everywhere() {
        let everywhere = Area::default();
        assert!(everywhere.covers(None, None));
        let yangon = Area { region_ids: vec![1], township_ids: vec![77] };
        assert!(yangon.covers(Some(1), Some(5)));
        assert!(yangon.covers(Some(2), Some(77)), "a single township of another region");
        assert!(!yangon.covers(Some(2), Some(78)));
        assert!(!yangon.covers(None, None), "no address: not inside");
    }

    #[test]
    fn a_total_over_the_maximum_is_refused() {
        let detail = PaymentMethodDetail {
            id: 1,
            name: "COD".into(),
            logo: None,
            payment_numbers: vec![],
            kind: PaymentMethodKind::CashOnDelivery,
        };
        let cod = PreparedCod { method: detail, shipping_address: "here".into(), max_total: Some(100_000) };
        assert!(cod.check_total(100_000).is_ok());
        assert!(cod.check_total(100_001).is_err());
    }
}
