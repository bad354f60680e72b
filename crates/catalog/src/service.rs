//! The catalogue's rules: what shoppers see, how search ranks, what admins may change.
//!
//! What shoppers read comes from the read cache ([`kernel::read_cache`], scope `Catalog`) once
//! loaded; every write below says so inside its transaction ([`read_cache::changed`]), which drops
//! the catalogue's answers (and the ticket cards that show its names) on every instance.

use std::{collections::HashMap, sync::Arc};

use axum::body::Bytes;
use chrono::{DateTime, Utc};
use kernel::{
    audit,
    auth::CurrentUser,
    pagination::{self, PageMeta, PageParams},
    read_cache::{self, Cached, Scope},
    search, AppContext, AppError, AppResult, FieldError, Locale, Msg, Translated,
};
use sea_orm::{
    sea_query::{Alias, Expr, Query, SimpleExpr},
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, EntityTrait, IntoActiveModel, Order,
    QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set,
};

use crate::{
    entity::{category, product, product_image},
    input::{CategoryInput, ProductInput},
    model::{Category, ProductCard, ProductDetail, ProductPage, ProductReview, ProductSummary, ProductType},
};

/// Slugs that name lists under `api/products/...` and so cannot name a product.
const RESERVED_SLUGS: &[&str] = &["ticket", "token", "referral", "latest", "search"];
/// Page size of the home screen's latest products.
pub const LATEST_PER_PAGE: u64 = 10;
pub const DEFAULT_PER_PAGE: u64 = 20;
/// Highest price of a product, in kyat.
pub const MAX_PRICE: i64 = 1_000_000_000;
/// Heaviest product, in kilograms.
pub const MAX_WEIGHT_KG: f64 = 1000.0;

/// Which products a list shows.
#[derive(Debug, Clone, Default)]
pub struct ProductFilter {
    /// Words that must all appear in a name (any language).
    pub search: Option<String>,
    pub category_id: Option<i64>,
    /// Empty means every type.
    pub types: Vec<ProductType>,
}

/// Shop-by-category list (visible categories in the shop's order).
pub async fn categories(ctx: &AppContext, locale: Locale) -> AppResult<Arc<Cached<Vec<Category>>>> {
    let key = format!("categories:{}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Catalog, key, load_categories(ctx, locale)).await
}

async fn load_categories(ctx: &AppContext, locale: Locale) -> AppResult<Vec<Category>> {
    let rows = category::Entity::find()
        .filter(category::Column::Hidden.eq(false))
        .order_by_asc(category::Column::Sort)
        .order_by_asc(category::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows.iter().map(|c| to_category(ctx, c, locale)).collect())
}

/// A visible category by id.
pub async fn category(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<Arc<Cached<Category>>> {
    let key = format!("category:{}:{id}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Catalog, key, load_category(ctx, id, locale)).await
}

async fn load_category(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<Category> {
    let found = category::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    match found {
        Some(c) if !c.hidden => Ok(to_category(ctx, &c, locale)),
        _ => Err(AppError::not_found("catalog.category_not_found")),
    }
}

/// The home screen's newest products, 10 a page.
pub async fn latest_products(
    ctx: &AppContext,
    page: PageParams,
    locale: Locale,
) -> AppResult<Arc<Cached<ProductPage>>> {
    let filter = ProductFilter { types: vec![ProductType::Product], ..Default::default() };
    list_products(ctx, &filter, page, LATEST_PER_PAGE, locale).await
}

/// Products for shoppers: visible ones in visible categories, best search matches first, else newest.
pub async fn list_products(
    ctx: &AppContext,
    filter: &ProductFilter,
    page: PageParams,
    default_per_page: u64,
    locale: Locale,
) -> AppResult<Arc<Cached<ProductPage>>> {
    let per_page = page.per_page(default_per_page);
    if page.is_past(per_page, ctx.config.list_max_items) {
        // Past every list's end (lists are counted up to `MALL_LIST_MAX_ITEMS`): answered from
        // the first page's count, so the pages past it, however many, are one cache entry.
        let first = PageParams { page: Some(1), per_page: Some(per_page) };
        let first = Box::pin(list_products(ctx, filter, first, default_per_page, locale)).await?;
        let empty =
            ProductPage { data: Vec::new(), meta: PageMeta::new(first.value.meta.total, per_page, page.page()) };
        return Cached::uncached(empty);
    }
    // Everything the answer depends on; the search last, as its words may hold any character.
    let key = format!(
        "products:{}:{}:{:?}:{}:{}:{}",
        locale.as_str(),
        filter.category_id.map(|id| id.to_string()).unwrap_or_default(),
        filter.types,
        page.page(),
        page.per_page(default_per_page),
        filter.search.as_deref().map(search::search_words).unwrap_or_default().join(" "),
    );
    ctx.read_cache.get_or_load(Scope::Catalog, key, load_products(ctx, filter, page, default_per_page, locale)).await
}

async fn load_products(
    ctx: &AppContext,
    filter: &ProductFilter,
    page: PageParams,
    default_per_page: u64,
    locale: Locale,
) -> AppResult<ProductPage> {
    if let Some(id) = filter.category_id {
        load_category(ctx, id, locale).await?;
    }
    let visible_categories = Query::select()
        .column(category::Column::Id)
        .from(category::Entity)
        .and_where(category::Column::Hidden.eq(false))
        .to_owned();
    let mut select = product::Entity::find()
        .filter(product::Column::Hidden.eq(false))
        .filter(product::Column::CategoryId.in_subquery(visible_categories));
    if let Some(id) = filter.category_id {
        select = select.filter(product::Column::CategoryId.eq(id));
    }
    if !filter.types.is_empty() {
        select = select.filter(product::Column::ProductType.is_in(filter.types.iter().copied()));
    }
    let words = filter.search.as_deref().map(search::search_words).unwrap_or_default();
    for word in &words {
        select = select.filter(name_contains(ctx.db.backend(), word));
    }
    // The candidates: the newest `MALL_LIST_MAX_ITEMS` matches, walked down the primary key, so a
    // one-letter search or a deep page stops after that many rows instead of reading (and
    // ranking) the whole catalogue. Ranking and paging happen within them.
    let max_items = ctx.config.list_max_items;
    let candidates = select
        .select_only()
        .column(product::Column::Id)
        .order_by_desc(product::Column::Id)
        .limit(max_items)
        .into_query();
    let mut select = product::Entity::find().filter(product::Column::Id.in_subquery(candidates));
    if !words.is_empty() {
        // Rank: a whole name equal to the search, then a name starting with it, then a word of a
        // name starting with it, then anything containing it. The term is a bound value, never SQL.
        let term = words.join(" ");
        let rank = Expr::case(product::Column::SearchText.like(format!("%|{term}|%")), 0)
            .case(product::Column::SearchText.like(format!("%|{term}%")), 1)
            .case(product::Column::SearchText.like(format!("% {term}%")), 2)
            .finally(3);
        let rank: sea_orm::sea_query::SimpleExpr = rank.into();
        select = select.order_by(rank, Order::Asc);
    }
    let select = select.order_by_desc(product::Column::CreatedAt).order_by_desc(product::Column::Id);

    let per_page = page.per_page(default_per_page);
    let (rows, meta) = pagination::capped_page(ctx.db.conn(), select, page, per_page, max_items).await?;
    let names = category_names(ctx, locale).await?;
    Ok(ProductPage { data: rows.iter().map(|p| to_card(ctx, p, &names, locale)).collect(), meta })
}

/// A visible product's page by its slug, with its ratings.
pub async fn product_by_slug(ctx: &AppContext, slug: &str, locale: Locale) -> AppResult<Arc<Cached<ProductDetail>>> {
    let key = format!("product:{}:{slug}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Catalog, key, load_product(ctx, slug, locale)).await
}

async fn load_product(ctx: &AppContext, slug: &str, locale: Locale) -> AppResult<ProductDetail> {
    let found = product::Entity::find().filter(product::Column::Slug.eq(slug)).one(ctx.db.conn()).await?;
    let Some(found) = found.filter(|p| !p.hidden) else {
        return Err(AppError::not_found("catalog.product_not_found"));
    };
    let category = category::Entity::find_by_id(found.category_id).one(ctx.db.conn()).await?;
    let Some(category) = category.filter(|c| !c.hidden) else {
        return Err(AppError::not_found("catalog.product_not_found"));
    };
    let images = product_image::Entity::find()
        .filter(product_image::Column::ProductId.eq(found.id))
        .order_by_asc(product_image::Column::Sort)
        .order_by_asc(product_image::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let product_id = found.id;
    let mut detail = to_detail(ctx, found, &category, &images, locale);
    // The ratings are the reviews crate's; it plugs in who lists them (none in a context without it).
    if let Some(ratings) = ctx.product_ratings() {
        detail.reviews = ratings
            .shown(ctx, product_id)
            .await?
            .into_iter()
            .map(|r| ProductReview {
                user_image: r.user_image,
                user_name: r.user_name,
                rating: r.rating,
                comment: r.comment,
            })
            .collect();
    }
    Ok(detail)
}

/// Sets a product's rating summary (the reviews crate, after a rating changed, in the rating's
/// transaction: the product page lists the ratings, so its cached copy goes too).
pub async fn set_rating(conn: &impl ConnectionTrait, product_id: i64, average: f64, count: i64) -> AppResult<()> {
    product::Entity::update_many()
        .col_expr(product::Column::RatingAverage, Expr::value(average))
        .col_expr(product::Column::RatingCount, Expr::value(count))
        .filter(product::Column::Id.eq(product_id))
        .exec(conn)
        .await?;
    read_cache::changed(conn, Scope::Catalog).await
}

/// Locks a product's row until the caller's transaction ends, so writers of something computed
/// over the product (its rating summary) take turns.
pub async fn lock_product(conn: &impl ConnectionTrait, product_id: i64) -> AppResult<()> {
    product::Entity::update_many()
        .col_expr(product::Column::RatingCount, Expr::col(product::Column::RatingCount).into())
        .filter(product::Column::Id.eq(product_id))
        .exec(conn)
        .await?;
    Ok(())
}

/// Admin: products of the given types (every type when empty), hidden ones included, newest first.
pub async fn admin_products(
    ctx: &AppContext,
    admin: CurrentUser,
    types: &[crate::model::ProductType],
) -> AppResult<Vec<crate::model::AdminProduct>> {
    admin.require_admin()?;
    let mut select = product::Entity::find().order_by_desc(product::Column::Id);
    if !types.is_empty() {
        select = select.filter(product::Column::ProductType.is_in(types.iter().copied()));
    }
    let rows = select.all(ctx.db.conn()).await?;
    to_admin_products(ctx, rows).await
}

/// Admin: one page of products, hidden ones (and those of hidden categories) included, newest
/// first; `search` words must each appear in a name (any language) or the slug.
pub async fn admin_product_page(
    ctx: &AppContext,
    admin: CurrentUser,
    filter: &ProductFilter,
    page: PageParams,
) -> AppResult<crate::model::AdminProductPage> {
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    for image in product_image::Entity::find()
        .filter(product_image::Column::ProductId.is_in(rows.iter().map(|p| p.id)))
        .order_by_asc(product_image::Column::Sort)
        .order_by_asc(product_image::Column::Id)
        .all(ctx.db.conn())
        .await?
    {
        photos.entry(image.product_id).or_default().push(crate::model::AdminProductImage {
            id: image.id,
            url: ctx.media.url(&image.image),
            thumb: Some(ctx.media.thumb_url(&image.image)),
        });
    }
    Ok(rows
        .into_iter()
        .map(|p| crate::model::AdminProduct {
            images: photos.remove(&p.id).unwrap_or_default(),
            id: p.id,
            product_type: p.product_type,
            category_id: p.category_id,
            slug: p.slug,
            name: Translated { en: p.name_en, mm: p.name_mm, ch: p.name_ch },
            description: Translated { en: p.description_en, mm: p.description_mm, ch: p.description_ch },
            actual_price: p.actual_price,
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

/// A product by id for other domains (cart, orders): visible or not, as stored.
pub async fn find_product(conn: &impl ConnectionTrait, id: i64) -> AppResult<Option<product::Model>> {
    Ok(product::Entity::find_by_id(id).one(conn).await?)
}

/// A product a shopper may buy now: it exists, it and its category are visible, it is in stock.
/// Anything else is a validation error on `product_id` (the shopper picked something gone).
pub async fn purchasable_product(conn: &impl ConnectionTrait, id: i64) -> AppResult<product::Model> {
    let found = product::Entity::find_by_id(id).one(conn).await?;
    let Some(found) = found.filter(|p| !p.hidden) else {
        return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable")));
    };
    let category = category::Entity::find_by_id(found.category_id).one(conn).await?;
    if category.is_none_or(|c| c.hidden) || !found.in_stock {
        return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable")));
    }
    Ok(found)
}

/// Summaries of products by id, in `locale`, for cart lines and order items.
pub async fn summaries(ctx: &AppContext, ids: &[i64], locale: Locale) -> AppResult<HashMap<i64, ProductSummary>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows =
        product::Entity::find().filter(product::Column::Id.is_in(ids.iter().copied())).all(ctx.db.conn()).await?;
    let categories = category::Entity::find().all(ctx.db.conn()).await?;
    let categories: HashMap<i64, &category::Model> = categories.iter().map(|c| (c.id, c)).collect();
    Ok(rows
        .into_iter()
        .map(|p| {
            let category = categories.get(&p.category_id);
            let summary = ProductSummary {
                id: p.id,
                slug: p.slug.clone(),
                name: translated(&p.name_en, &p.name_mm, &p.name_ch).get(locale).to_owned(),
                product_type: p.product_type,
                category: category
                    .map(|c| translated(&c.name_en, &c.name_mm, &c.name_ch).get(locale).to_owned())
                    .unwrap_or_default(),
                feature_image: p.feature_image.as_deref().map(|k| ctx.media.thumb_url(k)),
                actual_price: p.actual_price,
                kg: p.weight_grams as f64 / 1000.0,
                available: !p.hidden && p.in_stock && category.is_some_and(|c| !c.hidden),
            };
            (p.id, summary)
        })
        .collect())
}

// ---- admin -------------------------------------------------------------------------------------

pub async fn create_category(
    ctx: &AppContext,
    admin: CurrentUser,
    input: CategoryInput,
    image: Option<Bytes>,
) -> AppResult<i64> {
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
    let checked = check_product(&input)?;
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
            let (input, checked) = (input.clone(), checked.clone());
            let photo_keys = uploaded(&feature_key, &image_keys);
            Box::pin(async move {
                ensure_category(tx, input.category_id).await?;
                ensure_slug_free(tx, &checked.slug, None).await?;
                let now = Utc::now();
                let (search_text, search_grams) = search::search_columns(&checked.name);
                let row = product::ActiveModel {
                    slug: Set(checked.slug.clone()),
                    category_id: Set(input.category_id),
                    product_type: Set(input.product_type),
                    name_en: Set(checked.name.en.clone()),
                    name_mm: Set(checked.name.mm.clone()),
                    name_ch: Set(checked.name.ch.clone()),
                    description_en: Set(checked.description.en.clone()),
                    description_mm: Set(checked.description.mm.clone()),
                    description_ch: Set(checked.description.ch.clone()),
                    actual_price: Set(input.actual_price),
                    weight_grams: Set(checked.weight_grams),
                    in_stock: Set(input.in_stock),
                    token_reward: Set(input.token_reward),
                    token_amount: Set(input.token_amount),
                    referral_point: Set(input.referral_point),
                    rating_average: Set(0.0),
                    rating_count: Set(0),
                    // The first photo is the feature image; every photo is a row, in order.
                    feature_image: Set(photo_keys.first().cloned()),
                    search_text: Set(search_text),
                    search_grams: Set(search_grams),
                    hidden: Set(false),
                    created_at: Set(created_at.unwrap_or(now)),
                    updated_at: Set(now),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                insert_images(tx, row.id, &photo_keys, 0).await?;
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

/// Changes a product and its photos ([`PhotoChanges`]). A photo that is replaced or removed loses
/// its files once the change is committed; a refused change leaves the new uploads nowhere.
pub async fn update_product(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: ProductInput,
    photos: PhotoChanges,
) -> AppResult<()> {
    admin.require_admin()?;
    let checked = check_product(&input)?;
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
                let mut active = current.into_active_model();
                active.slug = Set(checked.slug.clone());
                active.category_id = Set(input.category_id);
                active.product_type = Set(input.product_type);
                active.name_en = Set(checked.name.en.clone());
                active.name_mm = Set(checked.name.mm.clone());
                active.name_ch = Set(checked.name.ch.clone());
                active.description_en = Set(checked.description.en.clone());
                active.description_mm = Set(checked.description.mm.clone());
                active.description_ch = Set(checked.description.ch.clone());
                active.actual_price = Set(input.actual_price);
                active.weight_grams = Set(checked.weight_grams);
                active.in_stock = Set(input.in_stock);
                active.token_reward = Set(input.token_reward);
                active.token_amount = Set(input.token_amount);
                active.referral_point = Set(input.referral_point);
                let (search_text, search_grams) = search::search_columns(&checked.name);
                active.search_text = Set(search_text);
                active.search_grams = Set(search_grams);
                active.feature_image = Set(first_photo(tx, id).await?);
                active.updated_at = Set(Utc::now());
                active.update(tx).await?;
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

/// Applies [`PhotoChanges`] to the product's `product_image` rows and numbers them 0, 1, 2, ...
/// in their new order; answers the image keys no row points to any more.
async fn change_photos(
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
async fn photos_of(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<Vec<product_image::Model>> {
    Ok(product_image::Entity::find()
        .filter(product_image::Column::ProductId.eq(product_id))
        .order_by_asc(product_image::Column::Sort)
        .order_by_asc(product_image::Column::Id)
        .all(tx)
        .await?)
}

/// The image a photo row points to now (a replaced feature image points to its new upload).
async fn photo_key_now(tx: &impl ConnectionTrait, photo_id: i64) -> AppResult<Option<String>> {
    Ok(product_image::Entity::find_by_id(photo_id).one(tx).await?.map(|p| p.image))
}

/// The key of the product's first photo: its feature image.
async fn first_photo(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<Option<String>> {
    Ok(photos_of(tx, product_id).await?.into_iter().next().map(|p| p.image))
}

/// The photos' ids in order, for the audit log.
async fn image_order_of(tx: &impl ConnectionTrait, product_id: i64) -> AppResult<Vec<i64>> {
    Ok(photos_of(tx, product_id).await?.into_iter().map(|p| p.id).collect())
}

pub async fn set_product_hidden(ctx: &AppContext, admin: CurrentUser, id: i64, hidden: bool) -> AppResult<()> {
    admin.require_admin()?;
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

/// Whether the catalogue has anything yet (the demo shop loads only into an empty one).
pub async fn is_empty(ctx: &AppContext) -> AppResult<bool> {
    Ok(category::Entity::find().limit(1).one(ctx.db.conn()).await?.is_none())
}

// ---- helpers -----------------------------------------------------------------------------------

#[derive(Clone)]
struct CheckedProduct {
    slug: String,
    name: Translated,
    description: Translated,
    weight_grams: i64,
}

fn check_product(input: &ProductInput) -> AppResult<CheckedProduct> {
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
fn checked_slug(given: Option<&str>, english_name: &str) -> AppResult<String> {
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

async fn ensure_category(tx: &impl ConnectionTrait, id: i64) -> AppResult<()> {
    match category::Entity::find_by_id(id).one(tx).await? {
        Some(_) => Ok(()),
        None => Err(AppError::invalid("category_id", Msg::new("catalog.category_unknown"))),
    }
}

async fn ensure_slug_free(tx: &impl ConnectionTrait, slug: &str, except: Option<i64>) -> AppResult<()> {
    let mut condition = Condition::all().add(product::Column::Slug.eq(slug));
    if let Some(id) = except {
        condition = condition.add(product::Column::Id.ne(id));
    }
    if product::Entity::find().filter(condition).one(tx).await?.is_some() {
        return Err(AppError::invalid("slug", Msg::new("catalog.slug_taken")));
    }
    Ok(())
}

async fn insert_images(tx: &impl ConnectionTrait, product_id: i64, keys: &[String], first_sort: i32) -> AppResult<()> {
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
fn uploaded(feature_key: &Option<String>, image_keys: &[String]) -> Vec<String> {
    feature_key.iter().chain(image_keys).cloned().collect()
}

/// Products with `word` (a search word) in a name of any language, found through the database's
/// trigram index (migration 000019, `kernel::search`): a word of three characters or more in
/// `search_text`, a shorter one as its padded gram in `search_grams`. On SQLite that is an FTS5
/// phrase query (the index alone answers it, without reading the names); on PostgreSQL a `LIKE`
/// that `pg_trgm`'s index serves. A single ASCII letter has no gram and is matched by a scan.
fn name_contains(backend: DatabaseBackend, word: &str) -> SimpleExpr {
    let (column, piece) = match search::short_word_gram(word) {
        Some(gram) => (product::Column::SearchGrams, gram),
        None => (product::Column::SearchText, word.to_owned()),
    };
    if backend == DatabaseBackend::Sqlite && piece.chars().count() >= 3 {
        // An FTS5 string: double quotes doubled (search words hold none, but the query is text).
        let phrase = format!("\"{}\"", piece.replace('"', "\"\""));
        let indexed = Query::select()
            .column(Alias::new("rowid"))
            .from(Alias::new("product_search"))
            .and_where(Expr::cust_with_values("product_search MATCH ?", [phrase]))
            .to_owned();
        product::Column::Id.in_subquery(indexed)
    } else {
        column.like(format!("%{piece}%"))
    }
}

async fn category_names(ctx: &AppContext, locale: Locale) -> AppResult<HashMap<i64, String>> {
    let rows = category::Entity::find().all(ctx.db.conn()).await?;
    Ok(rows
        .into_iter()
        .map(|c| (c.id, translated(&c.name_en, &c.name_mm, &c.name_ch).get(locale).to_owned()))
        .collect())
}

fn translated(en: &str, mm: &Option<String>, ch: &Option<String>) -> Translated {
    Translated::new(en, mm.as_deref(), ch.as_deref())
}

fn to_category(ctx: &AppContext, c: &category::Model, locale: Locale) -> Category {
    Category {
        id: c.id,
        slug: c.slug.clone(),
        name: translated(&c.name_en, &c.name_mm, &c.name_ch).get(locale).to_owned(),
        image: c.image.as_deref().map(|k| ctx.media.thumb_url(k)),
    }
}

fn to_card(ctx: &AppContext, p: &product::Model, categories: &HashMap<i64, String>, locale: Locale) -> ProductCard {
    ProductCard {
        id: p.id,
        slug: p.slug.clone(),
        name: translated(&p.name_en, &p.name_mm, &p.name_ch).get(locale).to_owned(),
        product_type: p.product_type,
        category: categories.get(&p.category_id).cloned().unwrap_or_default(),
        category_id: p.category_id,
        feature_image: p.feature_image.as_deref().map(|k| ctx.media.thumb_url(k)),
        actual_price: p.actual_price,
        rating_average: p.rating_average,
        token: p.token_amount,
        referral_point: p.referral_point,
    }
}

fn to_detail(
    ctx: &AppContext,
    p: product::Model,
    category: &category::Model,
    images: &[product_image::Model],
    locale: Locale,
) -> ProductDetail {
    ProductDetail {
        id: p.id,
        slug: p.slug.clone(),
        name: translated(&p.name_en, &p.name_mm, &p.name_ch).get(locale).to_owned(),
        product_type: p.product_type,
        category: translated(&category.name_en, &category.name_mm, &category.name_ch).get(locale).to_owned(),
        category_id: p.category_id,
        feature_image: p.feature_image.as_deref().map(|k| ctx.media.url(k)),
        feature_image_thumb: p.feature_image.as_deref().map(|k| ctx.media.thumb_url(k)),
        // Every photo is a row, the feature image first; the detail lists the others after it.
        product_images: images
            .iter()
            .filter(|i| Some(&i.image) != p.feature_image.as_ref())
            .map(|i| ctx.media.url(&i.image))
            .collect(),
        actual_price: p.actual_price,
        rating_average: p.rating_average,
        rating_count: p.rating_count,
        reviews: Vec::new(),
        description: translated(&p.description_en, &p.description_mm, &p.description_ch).get(locale).to_owned(),
        weight_kg: p.weight_grams as f64 / 1000.0,
        in_stock: p.in_stock,
        token_reward: p.token_reward,
        token_amount: p.token_amount,
        referral_point: p.referral_point,
        created_at: p.created_at,
    }
}
