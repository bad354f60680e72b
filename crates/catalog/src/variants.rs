//! Options and variants: what a shopper picks on the product page and what every line (cart,
//! order, to-ship, shipping) names. A product without options has exactly one variant, so the
//! seeds' requests that name only a product keep working: `product_id` alone means that variant.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use kernel::{AppError, AppResult, Locale, Msg, Translated};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entity::{product, product_option, product_variant};

/// A product's options as stored, in order, with their values decoded.
#[derive(Debug, Clone)]
pub struct StoredOption {
    pub name: Translated,
    /// Each value in three languages (stored as JSON `[{"en": .., "mm": .., "ch": ..}]`).
    pub values: Vec<Translated>,
}

/// The English option values of a variant, in option order.
pub fn option_values(variant: &product_variant::Model) -> Vec<String> {
    serde_json::from_str(&variant.option_values).unwrap_or_default()
}

/// A product's options, in order.
pub async fn options_of(conn: &impl ConnectionTrait, product_id: i64) -> AppResult<Vec<StoredOption>> {
    Ok(options_by_product(conn, &[product_id]).await?.remove(&product_id).unwrap_or_default())
}

/// The options of several products, by product.
pub async fn options_by_product(
    conn: &impl ConnectionTrait,
    product_ids: &[i64],
) -> AppResult<HashMap<i64, Vec<StoredOption>>> {
    let rows = product_option::Entity::find()
        .filter(product_option::Column::ProductId.is_in(product_ids.iter().copied()))
        .order_by_asc(product_option::Column::ProductId)
        .order_by_asc(product_option::Column::Position)
        .all(conn)
        .await?;
    let mut by_product: HashMap<i64, Vec<StoredOption>> = HashMap::new();
    for row in rows {
        let values = serde_json::from_str(&row.values).unwrap_or_default();
        let name = Translated::new(&row.name_en, row.name_mm.as_deref(), row.name_ch.as_deref());
        by_product.entry(row.product_id).or_default().push(StoredOption { name, values });
    }
    Ok(by_product)
}

/// A product's variants on sale (retired ones left out), in the admin's order.
pub async fn variants_of(conn: &impl ConnectionTrait, product_id: i64) -> AppResult<Vec<product_variant::Model>> {
    Ok(product_variant::Entity::find()
        .filter(product_variant::Column::ProductId.eq(product_id))
        .filter(product_variant::Column::Retired.eq(false))
        .order_by_asc(product_variant::Column::Position)
        .order_by_asc(product_variant::Column::Id)
        .all(conn)
        .await?)
}

/// Variants by id, retired ones included (an order names the variant it was made of).
pub async fn by_ids(conn: &impl ConnectionTrait, ids: &[i64]) -> AppResult<HashMap<i64, product_variant::Model>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = product_variant::Entity::find()
        .filter(product_variant::Column::Id.is_in(ids.iter().copied()))
        .all(conn)
        .await?;
    Ok(rows.into_iter().map(|v| (v.id, v)).collect())
}

/// The variant a shopper asks for: `variant_id` when given (it must be on sale and of this
/// product), else the product's only variant. A product with several variants and no
/// `variant_id` is refused naming the field.
pub async fn resolve(
    conn: &impl ConnectionTrait,
    product_id: i64,
    variant_id: Option<i64>,
) -> AppResult<product_variant::Model> {
    let unavailable = || AppError::invalid("variant_id", Msg::new("catalog.variant_unavailable"));
    match variant_id {
        Some(id) => {
            let found = product_variant::Entity::find_by_id(id).one(conn).await?;
            found.filter(|v| v.product_id == product_id && !v.retired).ok_or_else(unavailable)
        }
        None => {
            let mut on_sale = variants_of(conn, product_id).await?;
            match on_sale.len() {
                1 => Ok(on_sale.remove(0)),
                0 => Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable"))),
                _ => Err(AppError::invalid("variant_id", Msg::new("catalog.variant_required"))),
            }
        }
    }
}

/// What a variant costs at `now` (`ctx.clock.now()`): its flash-sale price inside its product's
/// sale window, else its own price, else the product's. Everything that charges uses this.
pub fn price(product: &product::Model, variant: &product_variant::Model, now: DateTime<Utc>) -> i64 {
    crate::sales::price_at(product, variant, now)
}

/// What a variant weighs: its own weight, else the product's.
pub fn weight_grams(product: &product::Model, variant: &product_variant::Model) -> i64 {
    variant.weight_grams.unwrap_or(product.weight_grams)
}

/// Whether a variant can be bought now (its product's own state aside).
pub fn in_stock(variant: &product_variant::Model) -> bool {
    !variant.retired && variant.stock.is_none_or(|left| left > 0)
}

/// A variant's values in option order, in `locale` ("M", "Black"); empty without options. A value
/// the admin has since renamed away is shown as stored (in English).
pub fn shown_values(options: &[StoredOption], variant: &product_variant::Model, locale: Locale) -> Vec<String> {
    option_values(variant)
        .iter()
        .enumerate()
        .map(|(i, en)| {
            let value = options.get(i).and_then(|o| o.values.iter().find(|v| &v.en == en));
            value.map_or_else(|| en.clone(), |v| v.get(locale).to_owned())
        })
        .collect()
}

/// "M / Black" in `locale`, or `None` for a product without options.
pub fn label(options: &[StoredOption], variant: &product_variant::Model, locale: Locale) -> Option<String> {
    let values = shown_values(options, variant, locale);
    (!values.is_empty()).then(|| values.join(" / "))
}

/// What a line (cart, order, to-ship) shows of its variant.
#[derive(Debug, Clone)]
pub struct ForLine {
    /// Shown only for a product with options.
    pub shown: Option<crate::model::LineVariant>,
    /// The variant's price at the instant asked for (its sale price inside the window).
    pub price: i64,
    /// Its price outside any sale.
    pub regular_price: i64,
    /// Its product's sale window's end, when a sale price is set for it (applying or not).
    pub sale_ends_at: Option<DateTime<Utc>>,
    /// Whether the variant itself can be bought now (its product's state aside).
    pub in_stock: bool,
}

/// What lines show of these variants, in `locale`, priced at `now`.
pub async fn for_lines(
    conn: &impl ConnectionTrait,
    variant_ids: &[i64],
    locale: Locale,
    now: DateTime<Utc>,
) -> AppResult<HashMap<i64, ForLine>> {
    let found = by_ids(conn, variant_ids).await?;
    let product_ids: Vec<i64> = found.values().map(|v| v.product_id).collect();
    let products: HashMap<i64, product::Model> = product::Entity::find()
        .filter(product::Column::Id.is_in(product_ids.iter().copied()))
        .all(conn)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let options = options_by_product(conn, &product_ids).await?;
    Ok(found
        .into_values()
        .filter_map(|v| {
            let product = products.get(&v.product_id)?;
            let price = price(product, &v, now);
            let regular_price = crate::sales::regular_price(product, &v);
            let sale_ends_at = crate::sales::sale_price(product, &v).and(product.sale_ends_at);
            let shown = label(options.get(&v.product_id).map_or(&[][..], Vec::as_slice), &v, locale)
                .map(|label| crate::model::LineVariant { id: v.id, sku: v.sku.clone(), label, price, stock: v.stock });
            Some((v.id, ForLine { shown, price, regular_price, sale_ends_at, in_stock: in_stock(&v) }))
        })
        .collect())
}
