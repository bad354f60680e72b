//! The catalogue as a spreadsheet: every normal product as one row per variant, out (UTF-8 with a
//! BOM, so that Excel shows Burmese) and back in. An import creates or updates products by their
//! slug and variants by their SKU; a dry run answers what would happen and every error with its
//! line and column, in the admin's language; a real import is all or nothing (one transaction).
//!
//! Token packs, gifts and prizes are not in the spreadsheet: they carry tokens and points that the
//! admin console sets. Photos are listed (`photo_urls`) but not imported: they are uploaded in
//! the console. Option names and values are the English ones; translations already typed for a
//! name or value are kept, new values get English only until the admin translates them.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use kernel::{
    audit,
    auth::CurrentUser,
    read_cache::{self, Scope},
    AppContext, AppError, AppResult, FieldError, Locale, Msg, Translated,
};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set};
use serde::Serialize;

use crate::{
    admin::{check_product, set_fields, MAX_PRICE},
    entity::{category, product, product_image, product_variant},
    input::ProductInput,
    model::ProductType,
    variant_admin::{self, ProductOptionInput, ProductVariantInput, MAX_STOCK},
    variants,
};

/// The columns, in the order the export writes them.
pub const COLUMNS: [&str; 21] = [
    "sku",
    "product_slug",
    "category",
    "name_en",
    "name_mm",
    "name_ch",
    "description_en",
    "description_mm",
    "description_ch",
    "option1_name",
    "option1_value",
    "option2_name",
    "option2_value",
    "option3_name",
    "option3_value",
    "price",
    "stock",
    "low_stock_at",
    "weight_kg",
    "hidden",
    "photo_urls",
];
/// Most rows one import takes (a bigger catalogue is imported in parts).
pub const MAX_ROWS: usize = 20_000;
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// What an import did, or (dry run) would do.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ImportReport {
    /// Whether nothing was written.
    pub dry_run: bool,
    /// Products created.
    pub created: u64,
    /// Products updated.
    pub updated: u64,
    /// Variant rows read.
    pub variants: u64,
    /// Every problem found, by line (the header is line 1); a real import with any writes nothing.
    pub errors: Vec<ImportError>,
}

/// A problem of one cell (or row) of the file.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ImportError {
    /// Row of the file as a spreadsheet numbers it (the header is row 1).
    pub line: u64,
    /// The column's name.
    pub column: String,
    /// What is wrong, in the admin's language.
    pub message: String,
}

/// Every normal product, one row per variant on sale, as CSV with a BOM.
pub async fn export(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<u8>> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let products = product::Entity::find()
        .filter(product::Column::ProductType.eq(ProductType::Product))
        .order_by_asc(product::Column::Id)
        .all(conn)
        .await?;
    let categories: HashMap<i64, String> =
        category::Entity::find().all(conn).await?.into_iter().map(|c| (c.id, c.slug)).collect();
    let ids: Vec<i64> = products.iter().map(|p| p.id).collect();
    let mut on_sale: HashMap<i64, Vec<product_variant::Model>> = HashMap::new();
    let mut photos: HashMap<i64, Vec<String>> = HashMap::new();
    // In chunks, so a catalogue of 100,000 stays within every database's bound-parameter limit.
    for chunk in ids.chunks(5_000) {
        for v in product_variant::Entity::find()
            .filter(product_variant::Column::ProductId.is_in(chunk.iter().copied()))
            .filter(product_variant::Column::Retired.eq(false))
            .order_by_asc(product_variant::Column::Position)
            .order_by_asc(product_variant::Column::Id)
            .all(conn)
            .await?
        {
            on_sale.entry(v.product_id).or_default().push(v);
        }
        for image in product_image::Entity::find()
            .filter(product_image::Column::ProductId.is_in(chunk.iter().copied()))
            .order_by_asc(product_image::Column::Sort)
            .order_by_asc(product_image::Column::Id)
            .all(conn)
            .await?
        {
            photos.entry(image.product_id).or_default().push(ctx.media.url(&image.image));
        }
    }
    let mut options = HashMap::new();
    for chunk in ids.chunks(5_000) {
        options.extend(variants::options_by_product(conn, chunk).await?);
    }
    let mut out = csv::Writer::from_writer(BOM.to_vec());
    out.write_record(COLUMNS).map_err(internal)?;
    for p in &products {
        let names: Vec<String> = options
            .get(&p.id)
            .map(|o: &Vec<variants::StoredOption>| o.iter().map(|o| o.name.en.clone()).collect())
            .unwrap_or_default();
        for v in on_sale.get(&p.id).map(Vec::as_slice).unwrap_or_default() {
            let values = variants::option_values(v);
            let option =
                |i: usize| (names.get(i).cloned().unwrap_or_default(), values.get(i).cloned().unwrap_or_default());
            let ((n1, v1), (n2, v2), (n3, v3)) = (option(0), option(1), option(2));
            let text = |t: &Option<String>| t.clone().unwrap_or_default();
            out.write_record([
                v.sku.clone(),
                p.slug.clone(),
                categories.get(&p.category_id).cloned().unwrap_or_default(),
                p.name_en.clone(),
                text(&p.name_mm),
                text(&p.name_ch),
                p.description_en.clone(),
                text(&p.description_mm),
                text(&p.description_ch),
                n1,
                v1,
                n2,
                v2,
                n3,
                v3,
                crate::sales::regular_price(p, v).to_string(),
                v.stock.map(|s| s.to_string()).unwrap_or_default(),
                v.low_stock_at.map(|s| s.to_string()).unwrap_or_default(),
                (variants::weight_grams(p, v) as f64 / 1000.0).to_string(),
                p.hidden.to_string(),
                photos.get(&p.id).map(|urls| urls.join(" ")).unwrap_or_default(),
            ])
            .map_err(internal)?;
        }
    }
    out.into_inner().map_err(|err| internal(err.into_error()))
}

/// One row, read and checked cell by cell.
struct Row {
    line: u64,
    sku: String,
    slug: String,
    category: String,
    name: Translated,
    description: Translated,
    option_names: Vec<String>,
    option_values: Vec<String>,
    price: i64,
    stock: Option<i64>,
    low_stock_at: Option<i64>,
    weight_kg: Option<f64>,
    hidden: bool,
}

/// What the import will write for one product.
struct Plan {
    existing: Option<product::Model>,
    input: ProductInput,
    hidden: bool,
}

/// Reads `file` and, unless `dry_run` or anything is wrong, writes it in one transaction.
pub async fn import(
    ctx: &AppContext,
    admin: CurrentUser,
    file: &[u8],
    dry_run: bool,
    locale: Locale,
) -> AppResult<ImportReport> {
    admin.require_staff()?;
    let mut errors: Vec<(u64, String, Msg)> = Vec::new();
    let mut fail = |line: u64, column: &str, message: Msg| errors.push((line, column.to_owned(), message));
    let rows = read_rows(file, &mut fail)?;
    let conn = ctx.db.conn();
    let categories: HashMap<String, i64> =
        category::Entity::find().all(conn).await?.into_iter().map(|c| (c.slug, c.id)).collect();
    // Every product and SKU the file names, as stored now.
    let slugs: Vec<String> = rows.iter().map(|r| r.slug.clone()).collect::<HashSet<_>>().into_iter().collect();
    let mut existing: HashMap<String, product::Model> = HashMap::new();
    for chunk in slugs.chunks(5_000) {
        for p in product::Entity::find().filter(product::Column::Slug.is_in(chunk.iter().cloned())).all(conn).await? {
            existing.insert(p.slug.clone(), p);
        }
    }
    let skus: Vec<String> = rows.iter().map(|r| r.sku.clone()).collect();
    let mut sku_owner: HashMap<String, i64> = HashMap::new();
    for chunk in skus.chunks(5_000) {
        for v in product_variant::Entity::find()
            .filter(product_variant::Column::Sku.is_in(chunk.iter().cloned()))
            .all(conn)
            .await?
        {
            sku_owner.insert(v.sku, v.product_id);
        }
    }
    // The products in the order the file first names them.
    let mut order: Vec<String> = Vec::new();
    let mut by_product: HashMap<String, Vec<&Row>> = HashMap::new();
    let mut seen_skus = HashSet::new();
    for row in &rows {
        if !seen_skus.insert(row.sku.clone()) {
            fail(row.line, "sku", Msg::new("catalog.sku_taken"));
        }
        if !by_product.contains_key(&row.slug) {
            order.push(row.slug.clone());
        }
        by_product.entry(row.slug.clone()).or_default().push(row);
    }
    let mut plans = Vec::new();
    for slug in &order {
        let group = &by_product[slug];
        let first = group[0];
        let current = existing.get(slug).cloned();
        if current.as_ref().is_some_and(|p| p.product_type != ProductType::Product) {
            fail(first.line, "product_slug", Msg::new("catalog.import_not_a_product"));
            continue;
        }
        for row in group {
            if row.option_names != first.option_names {
                fail(row.line, "option1_name", Msg::new("catalog.import_option_names_differ"));
            }
            if let Some(owner) = sku_owner.get(&row.sku) {
                if current.as_ref().is_none_or(|p| p.id != *owner) {
                    fail(row.line, "sku", Msg::new("catalog.sku_taken"));
                }
            }
        }
        let category_id = match (categories.get(&first.category), &current) {
            (Some(id), _) => *id,
            (None, Some(p)) if first.category.is_empty() => p.category_id,
            _ => {
                fail(first.line, "category", Msg::new("catalog.category_unknown"));
                continue;
            }
        };
        let (options, variants) = match &current {
            Some(p) => merged_variants(conn, p, group).await?,
            None => (new_options(&first.option_names, group), group.iter().map(|r| variant_of(r, first)).collect()),
        };
        let input = ProductInput {
            slug: Some(slug.clone()),
            category_id,
            product_type: ProductType::Product,
            name: first.name.clone(),
            description: first.description.clone(),
            actual_price: first.price,
            // The file carries no sale; an existing product keeps its own.
            sale_price: current.as_ref().and_then(|p| p.sale_price),
            sale_starts_at: current.as_ref().and_then(|p| p.sale_starts_at),
            sale_ends_at: current.as_ref().and_then(|p| p.sale_ends_at),
            weight_kg: first.weight_kg.or(current.as_ref().map(|p| p.weight_grams as f64 / 1000.0)).unwrap_or(0.0),
            in_stock: current.as_ref().is_none_or(|p| p.in_stock),
            token_reward: current.as_ref().map_or(0, |p| p.token_reward),
            token_amount: None,
            referral_point: None,
            options: Some(options),
            variants: Some(variants),
        };
        // The form's own checks, each error put on the row and column it came from.
        for (field, message) in refused(check_product(&input).err())?
            .into_iter()
            .chain(refused(variant_admin::check(input.options.as_deref(), input.variants.as_deref()).err())?)
        {
            let (line, column) = locate(&field, group);
            fail(line, column, message);
        }
        plans.push(Plan { existing: current, input, hidden: first.hidden });
    }
    errors.sort_by_key(|(line, _, _)| *line);
    // One message per cell: a SKU twice in the file and taken by another product is one problem.
    errors.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1 && a.2 == b.2);
    let created = plans.iter().filter(|p| p.existing.is_none()).count() as u64;
    if !dry_run && !errors.is_empty() {
        let fields = errors
            .into_iter()
            .map(|(line, column, message)| FieldError { field: format!("line {line}: {column}").into(), message })
            .collect();
        return Err(AppError::Validation(fields));
    }
    let errors = errors
        .into_iter()
        .map(|(line, column, message)| ImportError { line, column, message: message.render(locale) })
        .collect();
    let report =
        ImportReport { dry_run, created, updated: plans.len() as u64 - created, variants: rows.len() as u64, errors };
    if dry_run {
        return Ok(report);
    }
    write(ctx, admin, plans).await?;
    Ok(report)
}

/// Writes every product of the file in one transaction: all or nothing.
async fn write(ctx: &AppContext, admin: CurrentUser, plans: Vec<Plan>) -> AppResult<()> {
    let plans = std::sync::Arc::new(plans);
    ctx.db
        .write(|tx| {
            let plans = plans.clone();
            Box::pin(async move {
                let now = Utc::now();
                let (mut created, mut updated) = (0u64, 0u64);
                for plan in plans.iter() {
                    let checked = check_product(&plan.input)?;
                    let variants = variant_admin::check(plan.input.options.as_deref(), plan.input.variants.as_deref())?;
                    match &plan.existing {
                        Some(current) => {
                            let mut active = current.clone().into_active_model();
                            set_fields(&mut active, &plan.input, &checked);
                            active.hidden = Set(plan.hidden);
                            active.updated_at = Set(now);
                            active.update(tx).await?;
                            if let Some(variants) = &variants {
                                variant_admin::replace(tx, current.id, variants).await?;
                            }
                            updated += 1;
                        }
                        None => {
                            let mut row = product::ActiveModel {
                                rating_average: Set(0.0),
                                rating_count: Set(0),
                                feature_image: Set(None),
                                hidden: Set(plan.hidden),
                                created_at: Set(now),
                                updated_at: Set(now),
                                ..Default::default()
                            };
                            set_fields(&mut row, &plan.input, &checked);
                            let row = row.insert(tx).await?;
                            variant_admin::create(tx, row.id, &row.slug, variants.as_ref()).await?;
                            created += 1;
                        }
                    }
                }
                read_cache::changed(tx, Scope::Catalog).await?;
                let details = serde_json::json!({"created": created, "updated": updated});
                audit::record(tx, Some(admin), "catalog.import", "product", None, details).await
            })
        })
        .await
}

/// The rows of the file, each cell checked; a file that cannot be read at all is refused whole.
fn read_rows(file: &[u8], fail: &mut impl FnMut(u64, &str, Msg)) -> AppResult<Vec<Row>> {
    let file = file.strip_prefix(BOM).unwrap_or(file);
    let not_csv = || AppError::invalid("file", Msg::new("catalog.import_not_csv"));
    let mut reader = csv::ReaderBuilder::new().flexible(false).from_reader(file);
    let header: Vec<String> = reader.headers().map_err(|_| not_csv())?.iter().map(|h| h.trim().to_owned()).collect();
    let unknown: Vec<&String> = header.iter().filter(|h| !COLUMNS.contains(&h.as_str())).collect();
    if !unknown.is_empty() {
        let names = unknown.iter().map(|h| h.as_str()).collect::<Vec<_>>().join(", ");
        return Err(AppError::invalid("file", Msg::new("catalog.import_unknown_columns").arg("columns", names)));
    }
    for required in ["sku", "product_slug", "name_en", "price"] {
        if !header.iter().any(|h| h == required) {
            return Err(AppError::invalid("file", Msg::new("catalog.import_missing_column").arg("column", required)));
        }
    }
    let at = |name: &str| header.iter().position(|h| h == name);
    let mut rows = Vec::new();
    for (index, record) in reader.records().enumerate() {
        let record = record.map_err(|_| not_csv())?;
        // The row's number as a spreadsheet shows it (the header is row 1), whatever the line
        // endings and however many lines a quoted cell spans.
        let line = index as u64 + 2;
        if rows.len() >= MAX_ROWS {
            return Err(AppError::invalid("file", Msg::new("catalog.import_too_many_rows").arg("max", MAX_ROWS)));
        }
        let cell = |name: &str| at(name).and_then(|i| record.get(i)).map(kernel::text::as_sent).unwrap_or_default();
        let optional = |name: &str| Some(cell(name)).filter(|t| !t.is_empty());
        let mut whole = |name: &str, max: i64| -> Option<i64> {
            let text = cell(name);
            if text.is_empty() {
                return None;
            }
            match text.replace(',', "").parse::<i64>() {
                Ok(n) if (0..=max).contains(&n) => Some(n),
                _ => {
                    let key = if name == "price" { "catalog.price_invalid" } else { "catalog.stock_invalid" };
                    fail(line, name, Msg::new(key));
                    None
                }
            }
        };
        let price = whole("price", MAX_PRICE);
        let (stock, low_stock_at) = (whole("stock", MAX_STOCK), whole("low_stock_at", MAX_STOCK));
        if price.is_none() && cell("price").is_empty() {
            fail(line, "price", Msg::new("catalog.price_invalid"));
        }
        let weight_kg = optional("weight_kg").and_then(|w| match w.parse::<f64>() {
            Ok(kg) => Some(kg),
            Err(_) => {
                fail(line, "weight_kg", Msg::new("catalog.weight_invalid"));
                None
            }
        });
        let hidden = match cell("hidden").to_ascii_lowercase().as_str() {
            "" | "false" | "0" | "no" => false,
            "true" | "1" | "yes" => true,
            _ => {
                fail(line, "hidden", Msg::new("catalog.import_hidden_invalid"));
                false
            }
        };
        let (sku, slug) = (cell("sku"), cell("product_slug"));
        if slug.is_empty() || slug::slugify(&slug) != slug {
            fail(line, "product_slug", Msg::new("catalog.slug_invalid"));
        }
        if sku.is_empty() {
            fail(line, "sku", Msg::new("catalog.sku_invalid"));
        }
        let mut option_names = Vec::new();
        let mut option_values = Vec::new();
        for i in 1..=3 {
            let (name, value) = (cell(&format!("option{i}_name")), cell(&format!("option{i}_value")));
            if name.is_empty() != value.is_empty() {
                fail(line, &format!("option{i}_value"), Msg::new("catalog.variants_invalid"));
            } else if !name.is_empty() {
                option_names.push(name);
                option_values.push(value);
            }
        }
        rows.push(Row {
            line,
            sku,
            slug,
            category: cell("category"),
            name: Translated { en: cell("name_en"), mm: optional("name_mm"), ch: optional("name_ch") },
            description: Translated {
                en: cell("description_en"),
                mm: optional("description_mm"),
                ch: optional("description_ch"),
            },
            option_names,
            option_values,
            price: price.unwrap_or(0),
            stock,
            low_stock_at,
            weight_kg,
            hidden,
        });
    }
    Ok(rows)
}

/// A new product's options: the names of its first row, the values in the order the rows name them.
fn new_options(names: &[String], group: &[&Row]) -> Vec<ProductOptionInput> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut values: Vec<Translated> = Vec::new();
            for row in group {
                if let Some(value) = row.option_values.get(i) {
                    if !values.iter().any(|v| &v.en == value) {
                        values.push(Translated::new(value, None, None));
                    }
                }
            }
            ProductOptionInput { name: Translated::new(name, None, None), values }
        })
        .collect()
}

/// A row's variant: its price and weight its own where they differ from the product's first row;
/// its photo as it was (the file does not carry variant photos).
fn variant_of(row: &Row, first: &Row) -> ProductVariantInput {
    ProductVariantInput {
        price: (row.price != first.price).then_some(row.price),
        stock: row.stock,
        low_stock_at: row.low_stock_at,
        weight_kg: row.weight_kg.filter(|kg| Some(*kg) != first.weight_kg),
        ..ProductVariantInput::plain(row.sku.clone(), row.option_values.clone())
    }
}

/// An existing product's options and variants with the file's rows merged in: its translations
/// kept, new values added, its variants the file does not name kept as they are.
async fn merged_variants(
    conn: &impl sea_orm::ConnectionTrait,
    current: &product::Model,
    group: &[&Row],
) -> AppResult<(Vec<ProductOptionInput>, Vec<ProductVariantInput>)> {
    let stored = variants::options_of(conn, current.id).await?;
    let mut options = new_options(&group[0].option_names, group);
    for option in &mut options {
        if let Some(known) = stored.iter().find(|s| s.name.en == option.name.en) {
            option.name = known.name.clone();
            let mut values = known.values.clone();
            for value in &option.values {
                if !values.iter().any(|v| v.en == value.en) {
                    values.push(value.clone());
                }
            }
            option.values = values;
        }
    }
    let mut merged: Vec<ProductVariantInput> = group.iter().map(|r| variant_of(r, group[0])).collect();
    for kept in variants::variants_of(conn, current.id).await? {
        if !merged.iter().any(|v| v.sku == kept.sku) {
            merged.push(ProductVariantInput {
                price: kept.price,
                sale_price: kept.sale_price,
                stock: kept.stock,
                low_stock_at: kept.low_stock_at,
                weight_kg: kept.weight_grams.map(|g| g as f64 / 1000.0),
                ..ProductVariantInput::plain(kept.sku.clone(), variants::option_values(&kept))
            });
        }
    }
    Ok((options, merged))
}

/// A form check's field errors; any other error stops the import.
fn refused(err: Option<AppError>) -> AppResult<Vec<(String, Msg)>> {
    match err {
        Some(AppError::Validation(fields)) => {
            Ok(fields.into_iter().map(|f| (f.field.into_owned(), f.message)).collect())
        }
        Some(other) => Err(other),
        None => Ok(Vec::new()),
    }
}

/// The line and column a form field's error belongs to (`variants.2.stock` is the third row's stock).
fn locate<'a>(field: &'a str, group: &[&Row]) -> (u64, &'a str) {
    let first = group[0].line;
    let mut parts = field.split('.');
    match (parts.next(), parts.next(), parts.next()) {
        (Some("variants"), Some(i), Some(column)) => {
            let line = i.parse::<usize>().ok().and_then(|i| group.get(i)).map_or(first, |r| r.line);
            (line, if column == "option_values" { "option1_value" } else { column })
        }
        (Some("options"), _, _) => (first, "option1_name"),
        (Some("name"), _, _) => (first, "name_en"),
        (Some("actual_price"), _, _) => (first, "price"),
        (Some("slug"), _, _) => (first, "product_slug"),
        (Some(other), _, _) => (first, other),
        _ => (first, "file"),
    }
}

fn internal(err: impl std::fmt::Display) -> AppError {
    AppError::internal(anyhow::anyhow!("catalogue spreadsheet: {err}"))
}
