//! Flash sales (issue 40): a sale price per product, with a window (`sale_starts_at` to
//! `sale_ends_at`, the end excluded), and per variant in its product's window. What a shopper is
//! charged is decided here only, at an instant the caller names (`ctx.clock.now()`), so that a cart
//! line added during a sale and checked out after its end pays the normal price. Reads expose the
//! raw sale fields (the read cache keeps answers without knowing the clock); clients decide how to
//! show them, the server decides the charge.

use chrono::{DateTime, Utc};
use kernel::{FieldError, Msg};

use crate::entity::{product, product_variant};
use crate::input::ProductInput;

/// What a variant costs outside any sale: its own price, else the product's.
pub fn regular_price(product: &product::Model, variant: &product_variant::Model) -> i64 {
    variant.price.unwrap_or(product.actual_price)
}

/// The variant's sale price, whatever the time: its own, else (when it has no price of its own)
/// its product's. A variant with its own price and no sale price of its own is not on sale.
pub fn sale_price(product: &product::Model, variant: &product_variant::Model) -> Option<i64> {
    match variant.price {
        Some(_) => variant.sale_price,
        None => variant.sale_price.or(product.sale_price),
    }
}

/// Whether `now` is inside the product's sale window (from its start, or at once, until before its
/// end; a window without an end is no sale).
pub fn in_window(product: &product::Model, now: DateTime<Utc>) -> bool {
    product.sale_ends_at.is_some_and(|end| now < end) && product.sale_starts_at.is_none_or(|start| start <= now)
}

/// The sale price charged at `now`, or `None` when no sale applies then (never above the regular
/// price, whatever was stored before a price change).
pub fn applied_sale(product: &product::Model, variant: &product_variant::Model, now: DateTime<Utc>) -> Option<i64> {
    let regular = regular_price(product, variant);
    sale_price(product, variant).filter(|sale| in_window(product, now) && *sale < regular)
}

/// What a variant costs at `now`: its sale price inside the window, else its regular price.
pub fn price_at(product: &product::Model, variant: &product_variant::Model, now: DateTime<Utc>) -> i64 {
    applied_sale(product, variant, now).unwrap_or_else(|| regular_price(product, variant))
}

/// The admin's sale fields checked against the prices they discount: a sale price is at least 1
/// and below its price, needs an end, and the end comes after the start.
pub(crate) fn check(input: &ProductInput, errors: &mut Vec<FieldError>) {
    let mut fail =
        |field: String, key: &'static str| errors.push(FieldError { field: field.into(), message: Msg::new(key) });
    if input.sale_price.is_some_and(|sale| sale < 1 || sale >= input.actual_price) {
        fail("sale_price".into(), "catalog.sale_price_invalid");
    }
    let variants = input.variants.as_deref().unwrap_or_default();
    for (i, v) in variants.iter().enumerate() {
        let discounted = v.price.unwrap_or(input.actual_price);
        if v.sale_price.is_some_and(|sale| sale < 1 || sale >= discounted) {
            fail(format!("variants.{i}.sale_price"), "catalog.sale_price_invalid");
        }
    }
    let any_sale = input.sale_price.is_some() || variants.iter().any(|v| v.sale_price.is_some());
    match (input.sale_starts_at, input.sale_ends_at) {
        (_, None) if any_sale => fail("sale_ends_at".into(), "catalog.sale_end_required"),
        (Some(_), None) => fail("sale_ends_at".into(), "catalog.sale_end_required"),
        (Some(start), Some(end)) if end <= start => fail("sale_ends_at".into(), "catalog.sale_end_before_start"),
        (_, Some(_)) if !any_sale => fail("sale_price".into(), "catalog.sale_price_required"),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone};

    use super::*;

    fn at(hour: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 16, hour, 0, 0).unwrap()
    }

    #[test]
    fn the_window_includes_its_start_and_excludes_its_end() {
        let product = product::Model {
            sale_price: Some(900),
            sale_starts_at: Some(at(10)),
            sale_ends_at: Some(at(12)),
            ..plain_product()
        };
        assert!(!in_window(&product, at(10) - Duration::seconds(1)));
        assert!(in_window(&product, at(10)));
        assert!(in_window(&product, at(12) - Duration::seconds(1)));
        assert!(!in_window(&product, at(12)));
        let variant = product_variant::Model {
            id: 1,
            product_id: 1,
            sku: "TEA".into(),
            option_values: "[]".into(),
            price: None,
            sale_price: None,
            stock: None,
            held: 0,
            stock_received: None,
            low_stock_at: None,
            low_stock_notified: false,
            weight_grams: None,
            image: None,
            position: 0,
            retired: false,
            created_at: at(0),
            updated_at: at(0),
        };
        let charged: Vec<i64> = [at(10) - Duration::nanoseconds(1), at(10), at(12) - Duration::nanoseconds(1), at(12)]
            .into_iter()
            .map(|now| price_at(&product, &variant, now))
            .collect();
        assert_eq!(charged, [1_000, 900, 900, 1_000]);
        // A variant with a price of its own and no sale price of its own is not on sale.
        let own = product_variant::Model { price: Some(1_200), ..variant.clone() };
        assert_eq!(price_at(&product, &own, at(11)), 1_200);
        let own_sale = product_variant::Model { sale_price: Some(800), ..own };
        assert_eq!(price_at(&product, &own_sale, at(11)), 800);
    }

    pub(super) fn plain_product() -> product::Model {
        product::Model {
            id: 1,
            slug: "tea".into(),
            category_id: 1,
            product_type: crate::model::ProductType::Product,
            name_en: "Tea".into(),
            name_mm: None,
            name_ch: None,
            description_en: String::new(),
            description_mm: None,
            description_ch: None,
            actual_price: 1_000,
            sale_price: None,
            sale_starts_at: None,
            sale_ends_at: None,
            weight_grams: 0,
            in_stock: true,
            token_reward: 0,
            token_amount: None,
            referral_point: None,
            rating_average: 0.0,
            rating_count: 0,
            feature_image: None,
            search_text: String::new(),
            search_grams: String::new(),
            hidden: false,
            created_at: at(0),
            updated_at: at(0),
        }
    }
}
