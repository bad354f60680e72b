//! Low stock: when an order takes a variant's stock down to its threshold, the owners and the
//! catalogue editors (who restock) are told once
//! (bell and push, in the order's transaction); restocking above the threshold arms it again
//! (`catalog::variant_admin::set_stock`).

use kernel::{auth::Role, AppResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

/// Tells the owners and catalogue editors about each `(variant_id, left)` that has just fallen to its threshold.
pub async fn tell_admins(tx: &impl ConnectionTrait, fallen: &[(i64, i64)]) -> AppResult<()> {
    if fallen.is_empty() {
        return Ok(());
    }
    use accounts::entity::user;
    let admins: Vec<i64> = user::Entity::find()
        .filter(user::Column::Role.is_in([Role::Admin, Role::CatalogEditor]))
        .filter(user::Column::Blocked.eq(false))
        .select_only()
        .column(user::Column::Id)
        .into_tuple()
        .all(tx)
        .await?;
    let variants = catalog::variants::by_ids(tx, &fallen.iter().map(|(id, _)| *id).collect::<Vec<_>>()).await?;
    for (variant_id, left) in fallen {
        let Some(variant) = variants.get(variant_id) else { continue };
        let params = serde_json::json!({"product_id": variant.product_id, "variant_id": variant_id,
            "sku": variant.sku, "left": left});
        for admin in &admins {
            notify::service::record(tx, *admin, "low_stock", params.clone()).await?;
        }
        webhooks::emit(tx, webhooks::WebhookEvent::StockLow, params).await?;
    }
    Ok(())
}
