//! Every photo of a product becomes a `product_image` row, the feature image first.
//!
//! Until now the feature image lived only in `product.feature_image` and the gallery in
//! `product_image` after it, so the admin could neither reorder across the two nor remove the
//! feature image by id. From here on the rows are the photos in display order, and
//! `product.feature_image` is a copy of the first row's image (what lists, carts and orders read),
//! kept equal by the catalogue's service. The shop's answers do not change: the detail's
//! `product_images` are the rows after the first.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        // Make room at the front, then put each feature image there.
        db.execute_unprepared("UPDATE product_image SET sort = sort + 1").await?;
        db.execute_unprepared(
            "INSERT INTO product_image (product_id, image, sort) \
             SELECT id, feature_image, 0 FROM product WHERE feature_image IS NOT NULL",
        )
        .await?;
        // A product with gallery photos but no feature image: its first photo is now its feature image.
        db.execute_unprepared(
            "UPDATE product SET feature_image = (SELECT pi.image FROM product_image pi \
               WHERE pi.product_id = product.id ORDER BY pi.sort, pi.id LIMIT 1) \
             WHERE feature_image IS NULL \
               AND EXISTS (SELECT 1 FROM product_image pi WHERE pi.product_id = product.id)",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(
            "DELETE FROM product_image WHERE id IN (SELECT pi.id FROM product_image pi JOIN product p \
               ON p.id = pi.product_id WHERE pi.image = p.feature_image)",
        )
        .await?;
        Ok(())
    }
}
