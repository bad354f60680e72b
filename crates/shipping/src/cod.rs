//! Cash on delivery parcels: an order paid at the door, once an admin confirmed it, ships at once
//! as one parcel (no to-ship step, no fee transfer). Its fee is priced as any parcel's
//! ([`crate::settings::ShippingSettings::fee`]); the courier collects the goods and the fee
//! (`cod_amount`). It then waits in the shipping queue like a paid parcel, where the admin gives it
//! a courier, and follows the same road: on the way, waybill and scan, received.

use chrono::Utc;
use kernel::{
    hooks::{CashOnDeliveryParcels, CodParcel},
    AppError, AppResult, Msg,
};
use orders::{model::ShipState, to_ship};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, Set};

use crate::{
    entity::{shipping_order, shipping_order_item},
    model::ShippingStatus,
    settings::Destination,
};

/// The shipping crate's side of [`CashOnDeliveryParcels`], plugged in by the gateway.
pub struct CodShipping;

#[async_trait::async_trait]
impl CashOnDeliveryParcels for CodShipping {
    async fn confirmed(&self, tx: &DatabaseTransaction, parcel: CodParcel) -> AppResult<i64> {
        let items: Vec<_> = to_ship::order_lines(tx, &[parcel.order_id])
            .await?
            .into_iter()
            .filter(|item| item.ship_state == ShipState::ToShip)
            .collect();
        let ids: Vec<i64> = items.iter().map(|item| item.id).collect();
        if ids.is_empty() || !to_ship::take_for_shipping(tx, parcel.user_id, &ids).await? {
            return Err(AppError::invalid("order_id", Msg::new("shipping.item_not_shippable")));
        }
        let grams: i64 = items.iter().map(|item| item.weight_grams * item.qty).sum();
        let fee = crate::settings::stored(tx).await?.fee(destination(tx, parcel.user_id).await?, grams);
        let order = shipping_order::ActiveModel {
            user_id: Set(parcel.user_id),
            status: Set(ShippingStatus::Pending),
            payment_method_id: Set(parcel.payment_method_id),
            payment_method_name: Set(parcel.payment_method_name),
            payment_screenshot_id: Set(None),
            shipping_price: Set(fee),
            shipping_address: Set(parcel.shipping_address),
            created_at: Set(Utc::now()),
            cod_amount: Set(Some(parcel.goods_total + fee)),
            ..Default::default()
        }
        .insert(tx)
        .await?;
        for id in ids {
            shipping_order_item::ActiveModel {
                shipping_order_id: Set(order.id),
                order_item_id: Set(id),
                ..Default::default()
            }
            .insert(tx)
            .await?;
        }
        payments::decision::queue_changed::<shipping_order::Entity>(tx).await?;
        Ok(order.id)
    }
}

/// Where the shopper lives, for the fee.
async fn destination(conn: &impl ConnectionTrait, user_id: i64) -> AppResult<Destination> {
    let user = accounts::entity::user::Entity::find_by_id(user_id).one(conn).await?;
    Ok(Destination {
        region: user.as_ref().and_then(|u| u.region_id),
        township: user.as_ref().and_then(|u| u.township_id),
    })
}
