//! A product's photos: new uploads, the order the admin sets, the feature image (the first photo),
//! and photos removed, all in the product's transaction; files are deleted once it commits.

use axum::body::Bytes;
use kernel::{AppError, AppResult, Msg};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter,
    QueryOrder, Set,
};

use crate::entity::product_image;

/// What an update does to a product's photos.
#[derive(Debug, Clone, Default)]
pub struct PhotoChanges {
    /// Replaces the feature image (the first photo), keeping its place and id.
    pub feature_image: Option<Bytes>,
    /// Appended after the photos the product keeps.
    pub add_images: Vec<Bytes>,
    /// Ids of the product's photos to remove (any other id is ignored).
    pub remove_image_ids: Vec<i64>,
    /// The photos' ids in their new order, the feature image first: every photo the product has
    /// after the removals, with or without the ones added by this request (those left out follow
    /// in the order they were sent).
    pub image_order: Option<Vec<i64>>,
}

/// Applies [`PhotoChanges`] to the product's `product_image` rows and numbers them 0, 1, 2, ...
/// in their new order; answers the image keys no row points to any more.
pub(crate) async fn change_photos(
    tx: &impl ConnectionTrait,
    product_id: i64,
    feature_key: Option<String>,
    added_keys: &[String],
    remove_ids: &[i64],
    order: Option<Vec<i64>>,
) -> AppResult<Vec<String>> {
    let mut replaced = Vec::new();
    let photos = photos_of(tx, product_id).await?;
    if let Some(key) = feature_key {
        match photos.first() {
            Some(first) => {
                replaced.push(first.image.clone());
                let mut active = first.clone().into_active_model();
                active.image = Set(key);
                active.update(tx).await?;
            }
            None => insert_images(tx, product_id, &[key], -1).await?,
        }
    }
    for photo in photos.iter().filter(|p| remove_ids.contains(&p.id)) {
        replaced.push(photo_key_now(tx, photo.id).await?.unwrap_or_else(|| photo.image.clone()));
        product_image::Entity::delete_by_id(photo.id).exec(tx).await?;
    }
    let before_adding: Vec<i64> = photos_of(tx, product_id).await?.iter().map(|p| p.id).collect();
    insert_images(tx, product_id, added_keys, i32::MAX / 2).await?;
    let now: Vec<i64> = photos_of(tx, product_id).await?.iter().map(|p| p.id).collect();
    let added: Vec<i64> = now.iter().copied().filter(|id| !before_adding.contains(id)).collect();
    let ordered = match order {
        None => now,
        Some(order) => {
            let same = |ids: &[i64]| {
                let (mut a, mut b) = (order.clone(), ids.to_vec());
                a.sort_unstable();
                b.sort_unstable();
                a == b
            };
            if !(same(&now) || same(&before_adding)) {
                return Err(AppError::invalid("image_order", Msg::new("catalog.image_order_invalid")));
            }
            order.iter().copied().chain(added.into_iter().filter(|id| !order.contains(id))).collect()
        }
    };
    for (sort, photo_id) in ordered.into_iter().enumerate() {
        product_image::Entity::update_many()
            .col_expr(product_image::Column::Sort, Expr::value(sort as i32))
            .filter(product_image::Column::Id.eq(photo_id))
            .exec(tx)
            .await?;
    }
    Ok(replaced)
}

/// A product's photos in display order.
pub(crate) async fn photos_of(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<Vec<product_image::Model>> {
    Ok(product_image::Entity::find()
        .filter(product_image::Column::ProductId.eq(product_id))
        .order_by_asc(product_image::Column::Sort)
        .order_by_asc(product_image::Column::Id)
        .all(tx)
        .await?)
}

/// The image a photo row points to now (a replaced feature image points to its new upload).
pub(crate) async fn photo_key_now(tx: &impl ConnectionTrait, photo_id: i64) -> AppResult<Option<String>> {
    Ok(product_image::Entity::find_by_id(photo_id).one(tx).await?.map(|p| p.image))
}

/// The key of the product's first photo: its feature image.
pub(crate) async fn first_photo(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<Option<String>> {
    Ok(photos_of(tx, product_id).await?.into_iter().next().map(|p| p.image))
}

/// The photos' ids in order, for the audit log.
pub(crate) async fn image_order_of(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<Vec<i64>> {
    Ok(photos_of(tx, product_id).await?.into_iter().map(|p| p.id).collect())
}

pub(crate) async fn insert_images(
    tx: &impl ConnectionTrait,
    product_id: i64,
    keys: &[String],
    first_sort: i32,
) -> AppResult<()> {
    for (offset, key) in keys.iter().enumerate() {
        product_image::ActiveModel {
            product_id: Set(product_id),
            image: Set(key.clone()),
            sort: Set(first_sort + offset as i32),
            ..Default::default()
        }
        .insert(tx)
        .await?;
    }
    Ok(())
}

/// Every image key a request stored, to remove them again if it fails.
pub(crate) fn uploaded(feature_key: &Option<String>, image_keys: &[String]) -> Vec<String> {
    feature_key.iter().chain(image_keys).cloned().collect()
}
