//! What admins change in the catalogue: categories and products (every language, prices, weight,
//! type), what is hidden, and the admin's lists. Each write says so inside its transaction
//! ([`read_cache::changed`]), which drops the catalogue's answers (and the ticket cards that show
//! its names) on every instance, and is written to the audit log.

use std::collections::HashMap;

use axum::body::Bytes;
use chrono::{DateTime, Utc};
use kernel::{
    audit,
    auth::CurrentUser,
    pagination::PageParams,
    read_cache::{self, Scope},
    search, AppContext, AppError, AppResult, FieldError, Msg, Translated,
};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, IntoActiveModel,
    QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::photos::{change_photos, first_photo, image_order_of, insert_images, uploaded, PhotoChanges};
use crate::reads::{name_contains, ProductFilter, DEFAULT_PER_PAGE};
use crate::variant_admin;
use crate::{
    entity::{category, product, product_image},
    input::{CategoryInput, ProductInput},
    model::ProductType,
};

/// Slugs that name lists under `api/products/...` and so cannot name a product.
pub(crate) const RESERVED_SLUGS: &[&str] = &["ticket", "token", "referral", "latest", "search"];
/// Highest price of a product, in kyat.
pub const MAX_PRICE: i64 = 1_000_000_000;
/// Heaviest product, in kilograms.
pub const MAX_WEIGHT_KG: f64 = 1000.0;

/// Admin: products of the given types (every type when empty), hidden ones included, newest first.
pub async fn admin_products(
    ctx: &AppContext,
    admin: CurrentUser,
    types: &[crate::model::ProductType],
) -> AppResult<Vec<crate::model::AdminProduct>> {
    admin.require_staff()?;
    let mut select = product::Entity::find().order_by_desc(product::Column::Id);
    if !types.is_empty() {
        select = select.filter(product::Column::ProductType.is_in(types.iter().copied()));
    }
    let rows = select.all(ctx.db.conn()).await?;
    to_admin_products(ctx, rows).await
}

/// Admin: one product, hidden or not.
pub async fn admin_product(ctx: &AppContext, admin: CurrentUser, id: i64) -> AppResult<crate::model::AdminProduct> {
    admin.require_staff()?;
    let row = product::Entity::find_by_id(id)
        .one(ctx.db.conn())
        .await?
        .ok_or_else(|| AppError::not_found("catalog.product_not_found"))?;
    Ok(to_admin_products(ctx, vec![row]).await?.remove(0))
}

/// Admin: one page of products, hidden ones (and those of hidden categories) included, newest
/// first; `search` words must each appear in a name (any language) or the slug.
pub async fn admin_product_page(
    ctx: &AppContext,
    admin: CurrentUser,
    filter: &ProductFilter,
    page: PageParams,
) -> AppResult<crate::model::AdminProductPage> {
    admin.require_staff()?;
    let mut select = product::Entity::find();
    if !filter.types.is_empty() {
        select = select.filter(product::Column::ProductType.is_in(filter.types.iter().copied()));
    }
    if let Some(id) = filter.category_id {
        select = select.filter(product::Column::CategoryId.eq(id));
    }
    for word in filter.search.as_deref().map(search::search_words).unwrap_or_default() {
        select = select.filter(
            Condition::any().add(name_contains(ctx.db.backend(), &word)).add(product::Column::Slug.contains(&word)),
        );
    }
    let per_page = page.per_page(DEFAULT_PER_PAGE);
    let (rows, meta) = kernel::pagination::capped_page(
        ctx.db.conn(),
        select.order_by_desc(product::Column::CreatedAt).order_by_desc(product::Column::Id),
        page,
        per_page,
        ctx.config.list_max_items,
    )
    .await?;
    Ok(crate::model::AdminProductPage { data: to_admin_products(ctx, rows).await?, meta })
}

/// Admin: every category, hidden ones included, in the shop's order, with how many products each
/// lists (hidden ones included).
pub async fn admin_categories(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<crate::model::AdminCategory>> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let rows = category::Entity::find()
        .order_by_asc(category::Column::Sort)
        .order_by_asc(category::Column::Id)
        .all(conn)
        .await?;
    let counts: HashMap<i64, i64> = product::Entity::find()
        .select_only()
        .column(product::Column::CategoryId)
        .column_as(Expr::col(product::Column::Id).count(), "products")
        .group_by(product::Column::CategoryId)
        .into_tuple::<(i64, i64)>()
        .all(conn)
        .await?
        .into_iter()
        .collect();
    Ok(rows
        .into_iter()
        .map(|c| crate::model::AdminCategory {
            product_count: counts.get(&c.id).copied().unwrap_or(0),
            image: c.image.as_deref().map(|k| ctx.media.thumb_url(k)),
            name: Translated { en: c.name_en, mm: c.name_mm, ch: c.name_ch },
            id: c.id,
            slug: c.slug,
            hidden: c.hidden,
            sort: c.sort,
        })
        .collect())
}

/// Products as the admin edits them, each with its photos in order (one query for all photos).
async fn to_admin_products(ctx: &AppContext, rows: Vec<product::Model>) -> AppResult<Vec<crate::model::AdminProduct>> {
    let mut photos: HashMap<i64, Vec<crate::model::AdminProductImage>> = HashMap::new();
    let mut photo_ids: HashMap<(i64, String), i64> = HashMap::new();
    for image in product_image::Entity::find()
        .filter(product_image::Column::ProductId.is_in(rows.iter().map(|p| p.id)))
        .order_by_asc(product_image::Column::Sort)
        .order_by_asc(product_image::Column::Id)
        .all(ctx.db.conn())
        .await?
    {
        photo_ids.insert((image.product_id, image.image.clone()), image.id);
        photos.entry(image.product_id).or_default().push(crate::model::AdminProductImage {
            id: image.id,
            url: ctx.media.url(&image.image),
            thumb: Some(ctx.media.thumb_url(&image.image)),
        });
    }
    let ids: Vec<i64> = rows.iter().map(|p| p.id).collect();
    let mut options = crate::variants::options_by_product(ctx.db.conn(), &ids).await?;
    let mut variants: HashMap<i64, Vec<crate::model::AdminProductVariant>> = HashMap::new();
    for v in crate::entity::product_variant::Entity::find()
        .filter(crate::entity::product_variant::Column::ProductId.is_in(ids.iter().copied()))
        .filter(crate::entity::product_variant::Column::Retired.eq(false))
        .order_by_asc(crate::entity::product_variant::Column::Position)
        .order_by_asc(crate::entity::product_variant::Column::Id)
        .all(ctx.db.conn())
        .await?
    {
        variants.entry(v.product_id).or_default().push(crate::model::AdminProductVariant {
            id: v.id,
            option_values: crate::variants::option_values(&v),
            sku: v.sku,
            price: v.price,
            sale_price: v.sale_price,
            stock: v.stock,
            held: v.held,
            low_stock_at: v.low_stock_at,
            weight_kg: v.weight_grams.map(|g| g as f64 / 1000.0),
            image_id: v.image.as_ref().and_then(|key| photo_ids.get(&(v.product_id, key.clone())).copied()),
            image: v.image.as_deref().map(|key| ctx.media.thumb_url(key)),
        });
    }
    Ok(rows
        .into_iter()
        .map(|p| crate::model::AdminProduct {
            images: photos.remove(&p.id).unwrap_or_default(),
            options: options
                .remove(&p.id)
                .unwrap_or_default()
                .into_iter()
                .map(|o| crate::model::AdminProductOption { name: o.name, values: o.values })
                .collect(),
            variants: variants.remove(&p.id).unwrap_or_default(),
            id: p.id,
            product_type: p.product_type,
            category_id: p.category_id,
            slug: p.slug,
            name: Translated { en: p.name_en, mm: p.name_mm, ch: p.name_ch },
            description: Translated { en: p.description_en, mm: p.description_mm, ch: p.description_ch },
            actual_price: p.actual_price,
            sale_price: p.sale_price,
            sale_starts_at: p.sale_starts_at,
            sale_ends_at: p.sale_ends_at,
            weight_kg: p.weight_grams as f64 / 1000.0,
            in_stock: p.in_stock,
            token_reward: p.token_reward,
            token_amount: p.token_amount,
            referral_point: p.referral_point,
            hidden: p.hidden,
            feature_image: p.feature_image.as_deref().map(|k| ctx.media.thumb_url(k)),
        })
        .collect())
}

pub async fn create_category(
    ctx: &AppContext,
    admin: CurrentUser,
    input: CategoryInput,
    image: Option<Bytes>,
) -> AppResult<i64> {
    admin.require_staff()?;
    let name = input.name.trimmed();
    let slug = checked_slug(input.slug.as_deref(), &name.en)?;
    let image_key = ctx.media.put_optional_image("image", "catalog/categories", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (name, slug, image_key) = (name.clone(), slug.clone(), image_key.clone());
            Box::pin(async move {
                if category::Entity::find().filter(category::Column::Slug.eq(&slug)).one(tx).await?.is_some() {
                    return Err(AppError::invalid("slug", Msg::new("catalog.slug_taken")));
                }
                let row = category::ActiveModel {
                    slug: Set(slug),
                    name_en: Set(name.en),
                    name_mm: Set(name.mm),
                    name_ch: Set(name.ch),
                    image: Set(image_key),
                    sort: Set(input.sort),
                    hidden: Set(false),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                read_cache::changed(tx, Scope::Catalog).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "category.create",
                    "category",
                    Some(row.id),
                    serde_json::json!({"slug": row.slug}),
                )
                .await?;
                Ok(row.id)
            })
        })
        .await;
    ctx.media.discard_on_error(result, image_key.as_slice()).await
}

pub async fn update_category(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: CategoryInput,
    image: Option<Bytes>,
) -> AppResult<()> {
    admin.require_staff()?;
    let name = input.name.trimmed();
    let slug = checked_slug(input.slug.as_deref(), &name.en)?;
    let image_key = ctx.media.put_optional_image("image", "catalog/categories", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (name, slug, image_key) = (name.clone(), slug.clone(), image_key.clone());
            Box::pin(async move {
                let current = category::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("catalog.category_not_found"))?;
                if category::Entity::find()
                    .filter(category::Column::Slug.eq(&slug))
                    .filter(category::Column::Id.ne(id))
                    .one(tx)
                    .await?
                    .is_some()
                {
                    return Err(AppError::invalid("slug", Msg::new("catalog.slug_taken")));
                }
                let replaced: Vec<String> = image_key.as_ref().and(current.image.clone()).into_iter().collect();
                let mut active = current.into_active_model();
                active.slug = Set(slug);
                active.name_en = Set(name.en);
                active.name_mm = Set(name.mm);
                active.name_ch = Set(name.ch);
                active.sort = Set(input.sort);
                if image_key.is_some() {
                    active.image = Set(image_key);
                }
                active.update(tx).await?;
                read_cache::changed(tx, Scope::Catalog).await?;
                audit::record(tx, Some(admin), "category.update", "category", Some(id), serde_json::json!({})).await?;
                Ok(replaced)
            })
        })
        .await;
    ctx.media.settle_replacement(result, image_key.as_slice()).await
}

pub async fn set_category_hidden(ctx: &AppContext, admin: CurrentUser, id: i64, hidden: bool) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let current = category::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("catalog.category_not_found"))?;
                let mut active = current.into_active_model();
                active.hidden = Set(hidden);
                active.update(tx).await?;
                read_cache::changed(tx, Scope::Catalog).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "category.hide",
                    "category",
                    Some(id),
                    serde_json::json!({"hidden": hidden}),
                )
                .await
            })
        })
        .await
}

/// A product with its pictures; `created_at` lets the demo shop spread its products over time.
pub async fn create_product(
    ctx: &AppContext,
    admin: CurrentUser,
    input: ProductInput,
    feature_image: Option<Bytes>,
    images: Vec<Bytes>,
    created_at: Option<DateTime<Utc>>,
) -> AppResult<i64> {
    admin.require_staff()?;
    let checked = check_product(&input)?;
    let variants = variant_admin::check(input.options.as_deref(), input.variants.as_deref())?;
    let feature_key = ctx.media.put_optional_image("feature_image", "catalog/products", feature_image).await?;
    let image_keys = match ctx.media.put_images("product_images", "catalog/products", images).await {
        Ok(keys) => keys,
        Err(err) => {
            ctx.media.delete_all_with_thumbs(feature_key.as_slice()).await;
            return Err(err);
        }
    };
    let result = ctx
        .db
        .write(|tx| {
            let (input, checked, variants) = (input.clone(), checked.clone(), variants.clone());
            let photo_keys = uploaded(&feature_key, &image_keys);
            Box::pin(async move {
                ensure_category(tx, input.category_id).await?;
                ensure_slug_free(tx, &checked.slug, None).await?;
                let now = Utc::now();
                let mut row = product::ActiveModel {
                    rating_average: Set(0.0),
                    rating_count: Set(0),
                    // The first photo is the feature image; every photo is a row, in order.
                    feature_image: Set(photo_keys.first().cloned()),
                    hidden: Set(false),
                    created_at: Set(created_at.unwrap_or(now)),
                    updated_at: Set(now),
                    ..Default::default()
                };
                set_fields(&mut row, &input, &checked);
                let row = row.insert(tx).await?;
                insert_images(tx, row.id, &photo_keys, 0).await?;
                variant_admin::create(tx, row.id, &row.slug, variants.as_ref()).await?;
                read_cache::changed(tx, Scope::Catalog).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "product.create",
                    "product",
                    Some(row.id),
                    serde_json::json!({"slug": row.slug}),
                )
                .await?;
                Ok(row.id)
            })
        })
        .await;
    ctx.media.discard_on_error(result, &uploaded(&feature_key, &image_keys)).await
}

/// Changes a product and its photos ([`PhotoChanges`]). A photo that is replaced or removed loses
/// its files once the change is committed; a refused change leaves the new uploads nowhere.
pub async fn update_product(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: ProductInput,
    photos: PhotoChanges,
) -> AppResult<()> {
    admin.require_staff()?;
    let checked = check_product(&input)?;
    let variants = variant_admin::check(input.options.as_deref(), input.variants.as_deref())?;
    let feature_key = ctx.media.put_optional_image("feature_image", "catalog/products", photos.feature_image).await?;
    let image_keys = match ctx.media.put_images("product_images", "catalog/products", photos.add_images).await {
        Ok(keys) => keys,
        Err(err) => {
            ctx.media.delete_all_with_thumbs(feature_key.as_slice()).await;
            return Err(err);
        }
    };
    let (remove_image_ids, image_order) = (photos.remove_image_ids, photos.image_order);
    let result = ctx
        .db
        .write(|tx| {
            let variants = variants.clone();
            let (input, checked, feature_key, image_keys, remove_image_ids, image_order) = (
                input.clone(),
                checked.clone(),
                feature_key.clone(),
                image_keys.clone(),
                remove_image_ids.clone(),
                image_order.clone(),
            );
            Box::pin(async move {
                let current = product::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("catalog.product_not_found"))?;
                ensure_category(tx, input.category_id).await?;
                ensure_slug_free(tx, &checked.slug, Some(id)).await?;
                let replaced = change_photos(tx, id, feature_key, &image_keys, &remove_image_ids, image_order).await?;
                variant_admin::forget_removed_photos(tx, id).await?;
                let mut active = current.into_active_model();
                set_fields(&mut active, &input, &checked);
                active.feature_image = Set(first_photo(tx, id).await?);
                active.updated_at = Set(Utc::now());
                active.update(tx).await?;
                if let Some(variants) = &variants {
                    variant_admin::replace(tx, id, variants).await?;
                }
                read_cache::changed(tx, Scope::Catalog).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "product.update",
                    "product",
                    Some(id),
                    serde_json::json!({"slug": checked.slug, "removed_images": remove_image_ids,
                        "added_images": image_keys.len(), "image_order": image_order_of(tx, id).await?}),
                )
                .await?;
                Ok(replaced)
            })
        })
        .await;
    ctx.media.settle_replacement(result, &uploaded(&feature_key, &image_keys)).await
}

pub async fn set_product_hidden(ctx: &AppContext, admin: CurrentUser, id: i64, hidden: bool) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let current = product::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("catalog.product_not_found"))?;
                let mut active = current.into_active_model();
                active.hidden = Set(hidden);
                active.updated_at = Set(Utc::now());
                active.update(tx).await?;
                read_cache::changed(tx, Scope::Catalog).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "product.hide",
                    "product",
                    Some(id),
                    serde_json::json!({"hidden": hidden}),
                )
                .await
            })
        })
        .await
}

/// The columns a product's form sets (everything but photos, ratings, visibility and times).
pub(crate) fn set_fields(row: &mut product::ActiveModel, input: &ProductInput, checked: &CheckedProduct) {
    let (search_text, search_grams) = search::search_columns(&checked.name);
    row.slug = Set(checked.slug.clone());
    row.category_id = Set(input.category_id);
    row.product_type = Set(input.product_type);
    row.name_en = Set(checked.name.en.clone());
    row.name_mm = Set(checked.name.mm.clone());
    row.name_ch = Set(checked.name.ch.clone());
    row.description_en = Set(checked.description.en.clone());
    row.description_mm = Set(checked.description.mm.clone());
    row.description_ch = Set(checked.description.ch.clone());
    row.actual_price = Set(input.actual_price);
    row.sale_price = Set(input.sale_price);
    row.sale_starts_at = Set(input.sale_starts_at);
    row.sale_ends_at = Set(input.sale_ends_at);
    row.weight_grams = Set(checked.weight_grams);
    row.in_stock = Set(input.in_stock);
    row.token_reward = Set(input.token_reward);
    row.token_amount = Set(input.token_amount);
    row.referral_point = Set(input.referral_point);
    row.search_text = Set(search_text);
    row.search_grams = Set(search_grams);
}

#[derive(Clone)]
pub(crate) struct CheckedProduct {
    pub(crate) slug: String,
    name: Translated,
    description: Translated,
    weight_grams: i64,
}

pub(crate) fn check_product(input: &ProductInput) -> AppResult<CheckedProduct> {
    let mut errors = Vec::new();
    let mut fail = |field: &'static str, key: &'static str| {
        errors.push(FieldError { field: field.into(), message: Msg::new(key) })
    };
    let name = input.name.trimmed();
    if name.en.is_empty() {
        fail("name", "catalog.name_required");
    }
    if !(0..=MAX_PRICE).contains(&input.actual_price) {
        fail("actual_price", "catalog.price_invalid");
    }
    if !(0.0..=MAX_WEIGHT_KG).contains(&input.weight_kg) || input.weight_kg.is_nan() {
        fail("weight_kg", "catalog.weight_invalid");
    }
    if input.token_reward < 0 {
        fail("token_reward", "catalog.token_reward_invalid");
    }
    if input.product_type == ProductType::TokenProduct && input.token_amount.is_none_or(|n| n < 1) {
        fail("token_amount", "catalog.token_amount_required");
    }
    if input.product_type == ProductType::ReferralGift && input.referral_point.is_none_or(|n| n < 1) {
        fail("referral_point", "catalog.referral_point_required");
    }
    let slug = match checked_slug(input.slug.as_deref(), &name.en) {
        Ok(slug) => slug,
        Err(AppError::Validation(mut slug_errors)) => {
            errors.append(&mut slug_errors);
            String::new()
        }
        Err(other) => return Err(other),
    };
    crate::sales::check(input, &mut errors);
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }
    Ok(CheckedProduct {
        slug,
        name,
        description: input.description.sanitized_html(),
        weight_grams: (input.weight_kg * 1000.0).round() as i64,
    })
}

/// The given slug, or one made from the English name; lowercase ASCII words joined by dashes.
pub(crate) fn checked_slug(given: Option<&str>, english_name: &str) -> AppResult<String> {
    let source = given.map(str::trim).filter(|s| !s.is_empty()).unwrap_or(english_name);
    let slug = slug::slugify(source);
    if slug.is_empty() || slug.len() > 150 {
        return Err(AppError::invalid("slug", Msg::new("catalog.slug_invalid")));
    }
    if RESERVED_SLUGS.contains(&slug.as_str()) {
        return Err(AppError::invalid("slug", Msg::new("catalog.slug_reserved")));
    }
    Ok(slug)
}

pub(crate) async fn ensure_category(tx: &impl ConnectionTrait, id: i64) -> AppResult<()> {
    match category::Entity::find_by_id(id).one(tx).await? {
        Some(_) => Ok(()),
        None => Err(AppError::invalid("category_id", Msg::new("catalog.category_unknown"))),
    }
}

pub(crate) async fn ensure_slug_free(tx: &impl ConnectionTrait, slug: &str, except: Option<i64>) -> AppResult<()> {
    let mut condition = Condition::all().add(product::Column::Slug.eq(slug));
    if let Some(id) = except {
        condition = condition.add(product::Column::Id.ne(id));
    }
    if product::Entity::find().filter(condition).one(tx).await?.is_some() {
        return Err(AppError::invalid("slug", Msg::new("catalog.slug_taken")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(name: &str) -> ProductInput {
        ProductInput {
            slug: None,
            category_id: 1,
            product_type: ProductType::Product,
            name: Translated { en: name.to_owned(), mm: None, ch: None },
            description: Translated { en: String::new(), mm: None, ch: None },
            actual_price: 25_000,
            sale_price: None,
            sale_starts_at: None,
            sale_ends_at: None,
            weight_kg: 1.25,
            in_stock: true,
            token_reward: 0,
            token_amount: None,
            referral_point: None,
            options: None,
            variants: None,
        }
    }

    fn refused_fields(input: &ProductInput) -> Vec<String> {
        match check_product(input) {
            Err(AppError::Validation(errors)) => errors.iter().map(|e| e.field.to_string()).collect(),
            other => panic!("refused, got {:?}", other.map(|p| p.slug)),
        }
    }

    #[test]
    fn a_slug_comes_from_the_english_name_and_may_not_name_a_list() {
        assert_eq!(checked_slug(None, "Longyi Cotton Blue").unwrap(), "longyi-cotton-blue");
        assert_eq!(checked_slug(Some("  "), "Tea Leaf").unwrap(), "tea-leaf");
        assert_eq!(checked_slug(Some("My Slug"), "Tea Leaf").unwrap(), "my-slug");
        assert!(checked_slug(Some("latest"), "x").is_err());
        assert!(checked_slug(None, "!!!").is_err());
    }

    #[test]
    fn a_product_is_checked_field_by_field_and_weighed_in_grams() {
        assert_eq!(check_product(&product("Green Tea")).unwrap().weight_grams, 1_250);
        let mut bad = product(" ");
        bad.actual_price = -1;
        bad.weight_kg = f64::NAN;
        bad.token_reward = -5;
        assert_eq!(refused_fields(&bad), ["name", "actual_price", "weight_kg", "token_reward", "slug"]);
    }

    #[test]
    fn packs_need_their_tokens_and_gifts_their_points() {
        let mut pack = product("Token Pack");
        pack.product_type = ProductType::TokenProduct;
        assert_eq!(refused_fields(&pack), ["token_amount"]);
        pack.token_amount = Some(10);
        assert!(check_product(&pack).is_ok());
        let mut gift = product("Gift");
        gift.product_type = ProductType::ReferralGift;
        gift.referral_point = Some(0);
        assert_eq!(refused_fields(&gift), ["referral_point"]);
    }
}
