//! Cash on delivery parcels: an order paid at the door, once an admin confirmed it, ships at once
//! as one parcel (no to-ship step, no fee transfer). Its fee is priced as any parcel's
//! ([`crate::settings::ShippingSettings::fee`]); the courier collects the goods and the fee
//! (`cod_amount`). It then waits in the shipping queue like a paid parcel, where the admin gives it
//! a courier, and follows the same road: on the way, waybill and scan, received (when the order's
//! purchase reward is credited: the goods are paid then). A parcel the shopper refuses at the door
//! comes back ([`refused_at_the_door`]); an unpaid refusal may stop their next cash on delivery.

use chrono::Utc;
use kernel::{
    audit,
    auth::CurrentUser,
    hooks::{CashOnDeliveryParcels, CodParcel},
    AppContext, AppError, AppResult, Msg,
};
use orders::{model::ShipState, to_ship};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, DatabaseConnection, DatabaseTransaction, EntityTrait, QueryFilter,
    Set,
};

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
        let fee = crate::settings::stored(tx).await?.fee(Destination::of(tx, parcel.user_id).await?, grams);
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

    async fn unpaid_refusal(&self, conn: &DatabaseConnection, user_id: i64) -> AppResult<bool> {
        use sea_orm::PaginatorTrait;
        let unpaid = shipping_order::Entity::find()
            .filter(shipping_order::Column::UserId.eq(user_id))
            .filter(shipping_order::Column::CodRefusedAt.is_not_null())
            .filter(shipping_order::Column::CodRefusalSettledAt.is_null())
            .count(conn)
            .await?;
        Ok(unpaid > 0)
    }
}

/// Admin: the shopper would not pay for this cash on delivery parcel on the way: it comes back.
/// The parcel is rejected with the reason (the shopper is told), its goods are back at the shop
/// (their stock given back once) and the refusal stays on record, unpaid, until settled.
pub async fn refused_at_the_door(ctx: &AppContext, admin: CurrentUser, id: i64, reason: String) -> AppResult<()> {
    admin.require_staff()?;
    let reason = payments::decision::required_reason(&reason)?;
    ctx.db
        .write(|tx| {
            let reason = reason.clone();
            Box::pin(async move {
                let parcel = shipping_order::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("shipping.not_found"))?;
                if parcel.cod_amount.is_none() {
                    return Err(AppError::invalid("shipping_order_id", Msg::new("shipping.refusal_not_cod")));
                }
                // Once, and only on the way: a conditional update, so a second tap changes nothing.
                let done = shipping_order::Entity::update_many()
                    .col_expr(shipping_order::Column::Status, Expr::value(ShippingStatus::Rejected))
                    .col_expr(shipping_order::Column::RejectReason, Expr::value(reason.clone()))
                    .col_expr(shipping_order::Column::CodRefusedAt, Expr::value(Utc::now()))
                    .col_expr(shipping_order::Column::DecidedBy, Expr::value(admin.id))
                    .filter(shipping_order::Column::Id.eq(id))
                    .filter(shipping_order::Column::Status.eq(ShippingStatus::Approved))
                    .exec(tx)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(AppError::invalid("shipping_order_id", Msg::new("shipping.not_on_the_way")));
                }
                let items = crate::service::item_ids(tx, id).await?;
                to_ship::mark_returned(tx, &items).await?;
                let orders: std::collections::BTreeSet<i64> =
                    to_ship::items(tx, &items).await?.into_iter().filter_map(|i| i.order_id).collect();
                for order_id in orders {
                    if to_ship::give_stock_back(tx, order_id).await? > 0 {
                        kernel::read_cache::changed(tx, kernel::read_cache::Scope::Catalog).await?;
                    }
                }
                audit::record(
                    tx,
                    Some(admin),
                    "shipping.cod_refused",
                    "shipping_order",
                    Some(id),
                    serde_json::json!({"reason": reason, "cod_amount": parcel.cod_amount}),
                )
                .await?;
                let params = serde_json::json!({"shipping_order_id": id, "reason": reason});
                notify::service::record(tx, parcel.user_id, "shipping_rejected", params).await
            })
        })
        .await
}

/// Admin: a refusal at the door is settled (the shopper paid what the shop asked, or the shop
/// forgives it): it no longer stops cash on delivery.
pub async fn settle_refusal(ctx: &AppContext, admin: CurrentUser, id: i64) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let done = shipping_order::Entity::update_many()
                    .col_expr(shipping_order::Column::CodRefusalSettledAt, Expr::value(Utc::now()))
                    .filter(shipping_order::Column::Id.eq(id))
                    .filter(shipping_order::Column::CodRefusedAt.is_not_null())
                    .filter(shipping_order::Column::CodRefusalSettledAt.is_null())
                    .exec(tx)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(AppError::invalid("shipping_order_id", Msg::new("shipping.refusal_not_open")));
                }
                audit::record(
                    tx,
                    Some(admin),
                    "shipping.cod_refusal_settled",
                    "shipping_order",
                    Some(id),
                    serde_json::json!({}),
                )
                .await
            })
        })
        .await
}
