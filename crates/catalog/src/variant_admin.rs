//! What the admin sends about options and variants, checked, and written in the product's
//! transaction. `options`/`variants` left out of an update keep what the product has; sent, they
//! replace it: a variant is matched by its SKU, a variant no longer sent is retired (kept for the
//! orders that name it, never sold again), and the stock the admin types is what is left to sell.

use std::collections::{HashMap, HashSet};

use async_graphql::MaybeUndefined;
use chrono::Utc;
use kernel::{AppError, AppResult, FieldError, Msg, Translated};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};
use serde::Deserialize;

use crate::{
    admin::MAX_PRICE,
    entity::{product_image, product_option, product_variant},
};

/// At most this many options per product (Size, Colour, Material).
pub const MAX_OPTIONS: usize = 3;
/// At most this many values per option.
pub const MAX_VALUES: usize = 50;
/// Most units a variant's stock or threshold may be set to.
pub const MAX_STOCK: i64 = 1_000_000;

/// An option as the admin sends it.
#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct ProductOptionInput {
    /// The option's name ("Size"): English required.
    pub name: Translated,
    /// Its values in order ("S", "M", "L"), each with English required and different.
    pub values: Vec<Translated>,
}

/// A variant as the admin sends it.
#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct ProductVariantInput {
    /// Stock-keeping unit, unique in the shop: 1 to 150 letters, digits, `.`, `-` or `_`.
    pub sku: String,
    /// The English value of each option, in option order (empty without options).
    #[graphql(default)]
    pub option_values: Vec<String>,
    /// Whole kyat; left out: the product's price.
    pub price: Option<i64>,
    /// Flash sale price in whole kyat, in the product's sale window: at least 1 and below this
    /// variant's price. Left out: the product's sale price when the variant has no price of its
    /// own, else no sale for this variant.
    #[serde(default)]
    pub sale_price: Option<i64>,
    /// Units left to sell, 0 to 1,000,000; left out: not counted (always available).
    pub stock: Option<i64>,
    /// Tell the admins once when the stock falls to this or below.
    pub low_stock_at: Option<i64>,
    /// Shipping weight in kilograms, 0 to 1,000; left out: the product's.
    pub weight_kg: Option<f64>,
    /// The photo shown when this variant is chosen: the id of one of the product's photos
    /// (`AdminProduct.images`); null: the product's own; left out of an update: unchanged.
    #[serde(default)]
    pub image_id: MaybeUndefined<i64>,
}

impl ProductVariantInput {
    /// A variant with only its SKU and option values; the rest left to the product.
    pub fn plain(sku: String, option_values: Vec<String>) -> Self {
        Self {
            sku,
            option_values,
            price: None,
            sale_price: None,
            stock: None,
            low_stock_at: None,
            weight_kg: None,
            image_id: MaybeUndefined::Undefined,
        }
    }

    fn weight_grams(&self) -> Option<i64> {
        self.weight_kg.map(|kg| (kg * 1000.0).round() as i64)
    }
}

/// Options and variants checked against each other.
#[derive(Debug, Clone)]
pub struct CheckedVariants {
    options: Vec<ProductOptionInput>,
    variants: Vec<ProductVariantInput>,
}

/// Gives every product that has no variant its one (no options, stock not counted, its slug as
/// SKU): for products written in bulk, as the generated catalogue is.
pub const ONE_VARIANT_EACH: &str = "INSERT INTO product_variant (product_id, sku, option_values, price, stock, held, \
       stock_received, low_stock_at, low_stock_notified, weight_grams, image, position, retired, created_at, \
       updated_at) \
     SELECT p.id, p.slug, '[]', NULL, NULL, 0, NULL, NULL, false, NULL, NULL, 0, false, p.created_at, p.updated_at \
     FROM product p WHERE NOT EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id)";

/// Checks what was sent (`None` for each when the admin left both out).
pub fn check(
    options: Option<&[ProductOptionInput]>,
    variants: Option<&[ProductVariantInput]>,
) -> AppResult<Option<CheckedVariants>> {
    if options.is_none() && variants.is_none() {
        return Ok(None);
    }
    let mut errors = Vec::new();
    let mut fail =
        |field: String, key: &'static str| errors.push(FieldError { field: field.into(), message: Msg::new(key) });
    let options: Vec<ProductOptionInput> = options
        .unwrap_or_default()
        .iter()
        .map(|o| ProductOptionInput {
            name: o.name.trimmed(),
            values: o.values.iter().map(Translated::trimmed).collect(),
        })
        .collect();
    let options_ok = options.len() <= MAX_OPTIONS
        && options.iter().all(|o| {
            let distinct: HashSet<&str> = o.values.iter().map(|v| v.en.as_str()).collect();
            !o.name.en.is_empty()
                && (1..=MAX_VALUES).contains(&o.values.len())
                && distinct.len() == o.values.len()
                && !distinct.contains("")
        });
    if !options_ok {
        fail("options".into(), "catalog.options_invalid");
    }
    let mut variants: Vec<ProductVariantInput> = variants.unwrap_or_default().to_vec();
    for v in &mut variants {
        v.sku = v.sku.trim().to_owned();
        v.option_values = v.option_values.iter().map(|value| kernel::text::as_sent(value)).collect();
    }
    let mut combinations = HashSet::new();
    let mut skus = HashSet::new();
    for (i, v) in variants.iter().enumerate() {
        let sku_ok = (1..=150).contains(&v.sku.len())
            && v.sku.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
        if !sku_ok || !skus.insert(v.sku.clone()) {
            fail(format!("variants.{i}.sku"), if sku_ok { "catalog.sku_taken" } else { "catalog.sku_invalid" });
        }
        let fits = v.option_values.len() == options.len()
            && v.option_values.iter().zip(&options).all(|(value, o)| o.values.iter().any(|ov| &ov.en == value));
        if !fits || !combinations.insert(v.option_values.clone()) {
            fail(format!("variants.{i}.option_values"), "catalog.variants_invalid");
        }
        if v.price.is_some_and(|p| !(0..=MAX_PRICE).contains(&p)) {
            fail(format!("variants.{i}.price"), "catalog.price_invalid");
        }
        if v.stock.is_some_and(|s| !(0..=MAX_STOCK).contains(&s)) {
            fail(format!("variants.{i}.stock"), "catalog.stock_invalid");
        }
        if v.low_stock_at.is_some_and(|s| !(0..=MAX_STOCK).contains(&s)) {
            fail(format!("variants.{i}.low_stock_at"), "catalog.stock_invalid");
        }
        if v.weight_kg.is_some_and(|kg| !(0.0..=crate::admin::MAX_WEIGHT_KG).contains(&kg)) {
            fail(format!("variants.{i}.weight_kg"), "catalog.weight_invalid");
        }
    }
    // Options need the combinations on sale; a product without options may leave its one variant out.
    if !options.is_empty() && variants.is_empty() || options.is_empty() && variants.len() > 1 {
        fail("variants".into(), "catalog.variants_invalid");
    }
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }
    Ok(Some(CheckedVariants { options, variants }))
}

/// Writes a new product's options and variants (one untracked variant, its SKU the slug, when
/// none were sent).
pub async fn create(
    tx: &impl ConnectionTrait,
    product_id: i64,
    slug: &str,
    checked: Option<&CheckedVariants>,
) -> AppResult<()> {
    match checked {
        Some(checked) if !checked.variants.is_empty() => replace(tx, product_id, checked).await,
        _ => {
            if let Some(checked) = checked {
                write_options(tx, product_id, &checked.options).await?;
            }
            let sku = if sku_taken(tx, slug, None).await? { format!("{slug}-{product_id}") } else { slug.to_owned() };
            insert(tx, product_id, &ProductVariantInput::plain(sku, Vec::new()), 0, None).await
        }
    }
}

/// Replaces a product's options and variants with what the admin sent.
pub async fn replace(tx: &impl ConnectionTrait, product_id: i64, checked: &CheckedVariants) -> AppResult<()> {
    write_options(tx, product_id, &checked.options).await?;
    let existing = product_variant::Entity::find()
        .filter(product_variant::Column::ProductId.eq(product_id))
        .order_by_asc(product_variant::Column::Id)
        .all(tx)
        .await?;
    let photos = photo_keys(tx, product_id).await?;
    let mut kept = HashSet::new();
    let mut variants = checked.variants.clone();
    if variants.is_empty() {
        // A product without options keeps its one variant (and its SKU and stock).
        if let Some(only) = existing.iter().find(|v| !v.retired) {
            variants.push(ProductVariantInput {
                price: only.price,
                sale_price: only.sale_price,
                stock: only.stock,
                low_stock_at: only.low_stock_at,
                weight_kg: only.weight_grams.map(|g| g as f64 / 1000.0),
                ..ProductVariantInput::plain(only.sku.clone(), Vec::new())
            });
        }
    }
    for (i, v) in variants.iter().enumerate() {
        let position = i as i32;
        let image = match v.image_id {
            MaybeUndefined::Value(id) => Some(Some(photos.get(&id).cloned().ok_or_else(|| {
                AppError::invalid(format!("variants.{i}.image_id"), Msg::new("catalog.variant_photo_unknown"))
            })?)),
            MaybeUndefined::Null => Some(None),
            MaybeUndefined::Undefined => None,
        };
        match existing.iter().find(|e| e.sku == v.sku) {
            Some(current) => {
                kept.insert(current.id);
                let mut active: product_variant::ActiveModel = current.clone().into();
                active.option_values = Set(serde_json::to_string(&v.option_values).unwrap_or_default());
                active.price = Set(v.price);
                active.sale_price = Set(v.sale_price);
                active.low_stock_at = Set(v.low_stock_at);
                active.weight_grams = Set(v.weight_grams());
                if let Some(image) = image {
                    active.image = Set(image);
                }
                active.position = Set(position);
                active.retired = Set(false);
                active.updated_at = Set(Utc::now());
                active.update(tx).await?;
                if current.stock != v.stock {
                    set_stock(tx, current.id, v.stock, v.low_stock_at).await?;
                }
            }
            None => {
                if sku_taken(tx, &v.sku, None).await? {
                    return Err(AppError::invalid(format!("variants.{i}.sku"), Msg::new("catalog.sku_taken")));
                }
                insert(tx, product_id, v, position, image.flatten()).await?;
            }
        }
    }
    let retired: Vec<i64> = existing.iter().filter(|e| !kept.contains(&e.id) && !e.retired).map(|e| e.id).collect();
    if !retired.is_empty() {
        product_variant::Entity::update_many()
            .col_expr(product_variant::Column::Retired, Expr::value(true))
            .filter(product_variant::Column::Id.is_in(retired))
            .exec(tx)
            .await?;
    }
    Ok(())
}

/// Sets what is left to sell (`None`: not counted); what the shop has put in follows, so that
/// `stock + held = stock_received` holds whatever orders hold meanwhile (one statement). Restocking
/// above the low-stock threshold arms its warning again.
pub async fn set_stock(
    tx: &impl ConnectionTrait,
    variant_id: i64,
    stock: Option<i64>,
    low_stock_at: Option<i64>,
) -> AppResult<()> {
    let received = match stock {
        Some(units) => Expr::col(product_variant::Column::Held).add(units),
        None => Expr::value(Option::<i64>::None),
    };
    let still_low = matches!((stock, low_stock_at), (Some(units), Some(at)) if units <= at);
    product_variant::Entity::update_many()
        .col_expr(product_variant::Column::Stock, Expr::value(stock))
        .col_expr(product_variant::Column::StockReceived, received)
        .col_expr(product_variant::Column::LowStockNotified, Expr::value(still_low))
        .col_expr(product_variant::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(product_variant::Column::Id.eq(variant_id))
        .exec(tx)
        .await?;
    Ok(())
}

async fn write_options(tx: &impl ConnectionTrait, product_id: i64, options: &[ProductOptionInput]) -> AppResult<()> {
    product_option::Entity::delete_many().filter(product_option::Column::ProductId.eq(product_id)).exec(tx).await?;
    for (position, o) in options.iter().enumerate() {
        product_option::ActiveModel {
            product_id: Set(product_id),
            position: Set(position as i32),
            name_en: Set(o.name.en.clone()),
            name_mm: Set(o.name.mm.clone()),
            name_ch: Set(o.name.ch.clone()),
            values: Set(serde_json::to_string(&o.values).unwrap_or_default()),
            ..Default::default()
        }
        .insert(tx)
        .await?;
    }
    Ok(())
}

/// A product's photos: id to stored key.
async fn photo_keys(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<HashMap<i64, String>> {
    Ok(product_image::Entity::find()
        .filter(product_image::Column::ProductId.eq(product_id))
        .all(tx)
        .await?
        .into_iter()
        .map(|photo| (photo.id, photo.image))
        .collect())
}

/// A variant whose photo was removed from the product shows the product's again.
pub async fn forget_removed_photos(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<()> {
    let kept: HashSet<String> = photo_keys(tx, product_id).await?.into_values().collect();
    let orphaned: Vec<i64> = product_variant::Entity::find()
        .filter(product_variant::Column::ProductId.eq(product_id))
        .filter(product_variant::Column::Image.is_not_null())
        .all(tx)
        .await?
        .into_iter()
        .filter(|v| v.image.as_ref().is_some_and(|key| !kept.contains(key)))
        .map(|v| v.id)
        .collect();
    if !orphaned.is_empty() {
        product_variant::Entity::update_many()
            .col_expr(product_variant::Column::Image, Expr::value(Option::<String>::None))
            .filter(product_variant::Column::Id.is_in(orphaned))
            .exec(tx)
            .await?;
    }
    Ok(())
}

async fn insert(
    tx: &impl ConnectionTrait,
    product_id: i64,
    v: &ProductVariantInput,
    position: i32,
    image: Option<String>,
) -> AppResult<()> {
    let now = Utc::now();
    product_variant::ActiveModel {
        product_id: Set(product_id),
        sku: Set(v.sku.clone()),
        option_values: Set(serde_json::to_string(&v.option_values).unwrap_or_default()),
        price: Set(v.price),
        sale_price: Set(v.sale_price),
        stock: Set(v.stock),
        held: Set(0),
        stock_received: Set(v.stock),
        low_stock_at: Set(v.low_stock_at),
        low_stock_notified: Set(matches!((v.stock, v.low_stock_at), (Some(units), Some(at)) if units <= at)),
        weight_grams: Set(v.weight_grams()),
        image: Set(image),
        position: Set(position),
        retired: Set(false),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    Ok(())
}

/// Whether another variant (of any product, retired ones included) has this SKU.
pub async fn sku_taken(tx: &impl ConnectionTrait, sku: &str, except_product: Option<i64>) -> AppResult<bool> {
    let mut select = product_variant::Entity::find().filter(product_variant::Column::Sku.eq(sku));
    if let Some(id) = except_product {
        select = select.filter(product_variant::Column::ProductId.ne(id));
    }
    Ok(select.one(tx).await?.is_some())
}
