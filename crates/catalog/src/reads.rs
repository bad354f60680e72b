//! What shoppers read from the catalogue: categories, product lists (a list reads its page from an
//! index and keeps its count; a search ranks within a bounded set of candidates), product pages;
//! each answer from the read cache ([`kernel::read_cache`], scope `Catalog`) once loaded, keyed by
//! what it depends on.

use std::{collections::HashMap, sync::Arc};

use kernel::{
    pagination::{self, PageMeta, PageParams},
    read_cache::{Cached, Scope},
    search, AppContext, AppError, AppResult, FieldError, Locale, Msg,
};
use sea_orm::{
    sea_query::{Alias, Expr, Query, SelectStatement, SimpleExpr},
    ColumnTrait, DatabaseBackend, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Select,
};

use crate::service::translated;
use crate::{
    entity::{category, product, product_image},
    model::{
        Category, ProductCard, ProductDetail, ProductOption, ProductPage, ProductReview, ProductType, ProductVariant,
    },
    variants,
};

/// Page size of the home screen's latest products.
pub const LATEST_PER_PAGE: u64 = 10;
pub const DEFAULT_PER_PAGE: u64 = 20;
/// Which products a list shows, and in which order.
#[derive(Debug, Clone, Default)]
pub struct ProductFilter {
    /// Words that must all appear in a name (any language).
    pub search: Option<String>,
    pub category_id: Option<i64>,
    /// Empty means every type.
    pub types: Vec<ProductType>,
    /// Lowest and highest `actual_price` in whole kyat, both inclusive ([`ProductFilter::checked`]).
    pub min_price: Option<i64>,
    pub max_price: Option<i64>,
    /// Only products that can be bought: `in_stock` and some variant left.
    pub in_stock_only: bool,
    /// `None`: best search matches first with a search, else newest (what lists did before sorting).
    pub sort: Option<ProductSort>,
}

/// How a shopper's product list is ordered (REST `sort=newest|price_asc|price_desc`).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, async_graphql::Enum, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ProductSort {
    /// Newest first.
    Newest,
    /// Cheapest first (then oldest first among equal prices).
    PriceAsc,
    /// Dearest first (then newest first among equal prices).
    PriceDesc,
}

impl ProductSort {
    /// The REST spelling (`sort=`).
    pub fn as_str(self) -> &'static str {
        match self {
            ProductSort::Newest => "newest",
            ProductSort::PriceAsc => "price_asc",
            ProductSort::PriceDesc => "price_desc",
        }
    }

    pub fn from_query(text: &str) -> Option<ProductSort> {
        [ProductSort::Newest, ProductSort::PriceAsc, ProductSort::PriceDesc].into_iter().find(|s| s.as_str() == text)
    }
}

impl ProductFilter {
    /// The filter, once its price range is one a shopper can mean: each bound 0 or more, the
    /// lowest not above the highest. Both APIs check here, so they refuse alike (422, the field).
    pub fn checked(self) -> AppResult<ProductFilter> {
        let mut errors = Vec::new();
        for (field, bound) in [("min_price", self.min_price), ("max_price", self.max_price)] {
            if bound.is_some_and(|price| price < 0) {
                errors.push(FieldError { field: field.into(), message: Msg::new("catalog.price_filter_invalid") });
            }
        }
        if let (Some(min), Some(max)) = (self.min_price, self.max_price) {
            if errors.is_empty() && min > max {
                errors.push(FieldError { field: "min_price".into(), message: Msg::new("catalog.price_range_invalid") });
            }
        }
        if errors.is_empty() {
            Ok(self)
        } else {
            Err(AppError::Validation(errors))
        }
    }
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

/// Products for shoppers: visible ones in visible categories, in the filter's order (unsorted: best
/// search matches first, else newest).
pub async fn list_products(
    ctx: &AppContext,
    filter: &ProductFilter,
    page: PageParams,
    default_per_page: u64,
    locale: Locale,
) -> AppResult<Arc<Cached<ProductPage>>> {
    let per_page = page.per_page(default_per_page);
    if page.is_past(per_page, max_items(ctx, filter)) {
        // Past every list's end (lists are counted up to `MALL_LIST_MAX_ITEMS`): answered from
        // the list's count, so the pages past it, however many, cost no query once it is kept.
        let total = *list_count(ctx, filter).await?.value;
        return Cached::uncached(ProductPage { data: Vec::new(), meta: PageMeta::new(total, per_page, page.page()) });
    }
    // Everything the answer depends on; the list's identity last, as its search words may hold
    // any character.
    let key = format!(
        "products:{}:{}:{}:{}:{}",
        locale.as_str(),
        filter.sort.map(ProductSort::as_str).unwrap_or_default(),
        page.page(),
        page.per_page(default_per_page),
        list_identity(filter),
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
    let per_page = page.per_page(default_per_page);
    let words = filter.search.as_deref().map(search::search_words).unwrap_or_default();
    // The list's count is kept beside its pages in the read cache, so a page that misses reads
    // its own rows and no others.
    let total = *list_count(ctx, filter).await?.value;
    let rows = if words.is_empty() {
        // A list: its page straight from the index of its order (a deep page skips at most
        // `MALL_LIST_MAX_ITEMS` index entries).
        pagination::rows_of_page(
            ctx.db.conn(),
            in_list_order(matching(ctx, filter), filter.sort),
            page,
            per_page,
            total,
        )
        .await?
    } else {
        // Boxed: the search's futures would otherwise make every list's future (and the
        // request's, polled on its thread's stack) larger than a debug build's 2 MiB stack.
        Box::pin(search_page(ctx, filter, &words, page, per_page, total)).await?
    };
    let meta = PageMeta::new(total, per_page, page.page());
    let names = category_names(ctx, locale).await?;
    Ok(ProductPage { data: rows.iter().map(|p| to_card(ctx, p, &names, locale)).collect(), meta })
}

/// How many products a list (a filter, search words included) holds, counted up to
/// [`max_items`] and kept in the read cache under the list's identity (whatever the page
/// and language): every page of a list shares one count. Dropped with the catalogue's answers.
async fn list_count(ctx: &AppContext, filter: &ProductFilter) -> AppResult<Arc<Cached<u64>>> {
    let key = format!("product-count:{}", list_identity(filter));
    let max_items = max_items(ctx, filter);
    let words = filter.search.as_deref().map(search::search_words).unwrap_or_default();
    let count = async move {
        match newest_indexed_matches(ctx, filter, &words, max_items) {
            Some(matches) => pagination::count_of(ctx.db.conn(), matches).await,
            None => pagination::capped_count(ctx.db.conn(), &matching(ctx, filter), max_items).await,
        }
    };
    ctx.read_cache.get_or_load(Scope::Catalog, key, Box::pin(count)).await
}

/// What makes a list the list it is, whatever its order, page and language: its category, types,
/// price range, stock filter and search words (last: they may hold any character).
fn list_identity(filter: &ProductFilter) -> String {
    let bound = |price: Option<i64>| price.map(|p| p.to_string()).unwrap_or_default();
    format!(
        "{}:{:?}:{}:{}:{}:{}",
        filter.category_id.map(|id| id.to_string()).unwrap_or_default(),
        filter.types,
        bound(filter.min_price),
        bound(filter.max_price),
        u8::from(filter.in_stock_only),
        filter.search.as_deref().map(search::search_words).unwrap_or_default().join(" "),
    )
}

/// How many items of `filter`'s list are counted and paged through: `MALL_LIST_MAX_ITEMS`, or
/// for a search `MALL_SEARCH_MAX_ITEMS` (when lower), the matches a search ranks.
fn max_items(ctx: &AppContext, filter: &ProductFilter) -> u64 {
    let searching = filter.search.as_deref().is_some_and(|text| !search::search_words(text).is_empty());
    if searching {
        ctx.config.search_max_items.min(ctx.config.list_max_items)
    } else {
        ctx.config.list_max_items
    }
}

/// The products `filter` lets shoppers see: visible, in a visible category, of its category,
/// types, search words, price range and stock. Unordered.
fn matching(ctx: &AppContext, filter: &ProductFilter) -> Select<product::Entity> {
    matching_but(ctx, filter, |_| true)
}

/// [`matching`], with only the search words `kept` says: the caller matches the others itself.
fn matching_but(ctx: &AppContext, filter: &ProductFilter, kept: impl Fn(&str) -> bool) -> Select<product::Entity> {
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
    for word in filter.search.as_deref().map(search::search_words).unwrap_or_default() {
        if kept(&word) {
            select = select.filter(name_contains(ctx.db.backend(), &word));
        }
    }
    if let Some(min) = filter.min_price {
        select = select.filter(product::Column::ActualPrice.gte(min));
    }
    if let Some(max) = filter.max_price {
        select = select.filter(product::Column::ActualPrice.lte(max));
    }
    if filter.in_stock_only {
        // In stock: the admin's switch is on and some variant on sale has units left (or is not
        // counted). The variant index (product_id, position) answers the EXISTS per candidate.
        let variant_left = Expr::cust(
            "EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = product.id AND NOT v.retired \
             AND (v.stock IS NULL OR v.stock > 0))",
        );
        select = select.filter(product::Column::InStock.eq(true)).filter(variant_left);
    }
    select
}

/// A list's order, which an index walks: newest first `(created_at, id)` (migrations 000019 and
/// 000041), a price order `(actual_price, id)` (migration 000025).
fn in_list_order(select: Select<product::Entity>, sort: Option<ProductSort>) -> Select<product::Entity> {
    match sort {
        Some(ProductSort::PriceAsc) => {
            select.order_by_asc(product::Column::ActualPrice).order_by_asc(product::Column::Id)
        }
        Some(ProductSort::PriceDesc) => {
            select.order_by_desc(product::Column::ActualPrice).order_by_desc(product::Column::Id)
        }
        Some(ProductSort::Newest) | None => newest_first(select),
    }
}

/// One page of a search that finds `total` products (its kept count, [`list_count`]): ranked
/// within its first `MALL_SEARCH_MAX_ITEMS` matches in the list's order (newest or a price order),
/// so a one-letter search stops after that many rows instead of reading (and ranking) the whole
/// catalogue.
async fn search_page(
    ctx: &AppContext,
    filter: &ProductFilter,
    words: &[String],
    page: PageParams,
    per_page: u64,
    total: u64,
) -> AppResult<Vec<product::Model>> {
    // The candidates: newest walks down the primary key; a price order walks `actual_price, id`
    // (migration 000025's indexes), so the cheapest product comes first even when it is older
    // than every other candidate.
    let max_items = max_items(ctx, filter);
    if matches!(filter.sort, None | Some(ProductSort::Newest)) {
        if let Some(candidates) = newest_indexed_matches(ctx, filter, words, max_items) {
            return ranked_page(ctx, filter, words, candidates, page, per_page, total).await;
        }
    }
    let candidates = matching(ctx, filter).select_only().column(product::Column::Id);
    let candidates = match filter.sort {
        Some(ProductSort::PriceAsc) => {
            candidates.order_by_asc(product::Column::ActualPrice).order_by_asc(product::Column::Id)
        }
        Some(ProductSort::PriceDesc) => {
            candidates.order_by_desc(product::Column::ActualPrice).order_by_desc(product::Column::Id)
        }
        Some(ProductSort::Newest) | None => candidates.order_by_desc(product::Column::Id),
    };
    let candidates = candidates.limit(max_items).into_query();
    ranked_page(ctx, filter, words, candidates, page, per_page, total).await
}

/// On SQLite, for a search with a word the text index finds: the ids of its newest `max_items`
/// matches, read from the index in its own order (rowid, the product's id, descending) with the
/// other filters joined, so the index stops at the cap. Asked as `product.id IN (matches) ORDER
/// BY id DESC`, SQLite reads every match and sorts them (45 ms for a word 6,260 of 100,066
/// products hold, against 1 ms this way); joined without the `ORDER BY` its planner may scan the
/// products and ask the index for each (3.9 s), so the order is part of the query.
fn newest_indexed_matches(
    ctx: &AppContext,
    filter: &ProductFilter,
    words: &[String],
    max_items: u64,
) -> Option<SelectStatement> {
    let backend = ctx.db.backend();
    let phrases: Vec<String> = words.iter().filter_map(|word| fts_phrase(backend, word)).collect();
    if phrases.is_empty() {
        return None;
    }
    let mut matches = matching_but(ctx, filter, |word| fts_phrase(backend, word).is_none())
        .select_only()
        .column(product::Column::Id)
        .into_query();
    matches
        .inner_join(Alias::new("product_search"), Expr::cust("product_search.rowid = product.id"))
        .and_where(Expr::cust_with_values("product_search MATCH ?", [phrases.join(" AND ")]))
        .order_by_expr(Expr::cust("product_search.rowid"), Order::Desc)
        .limit(max_items);
    Some(matches)
}

/// One page of a search's `candidates` (a query of product ids), best matches first when the
/// search is unsorted, else in the list's order.
async fn ranked_page(
    ctx: &AppContext,
    filter: &ProductFilter,
    words: &[String],
    candidates: SelectStatement,
    page: PageParams,
    per_page: u64,
    total: u64,
) -> AppResult<Vec<product::Model>> {
    let select = product::Entity::find().filter(product::Column::Id.in_subquery(candidates));
    let select = match filter.sort {
        // A search left unsorted is ranked, then newest first; an explicit NEWEST is by date only.
        None => {
            // Rank: a whole name equal to the search, then a name starting with it, then a word of
            // a name starting with it, then anything containing it. The term is a bound value,
            // never SQL.
            let term = words.join(" ");
            let rank = Expr::case(product::Column::SearchText.like(format!("%|{term}|%")), 0)
                .case(product::Column::SearchText.like(format!("%|{term}%")), 1)
                .case(product::Column::SearchText.like(format!("% {term}%")), 2)
                .finally(3);
            let rank: SimpleExpr = rank.into();
            newest_first(select.order_by(rank, Order::Asc))
        }
        sort => in_list_order(select, sort),
    };
    pagination::rows_of_page(ctx.db.conn(), select, page, per_page, total).await
}

fn newest_first(select: Select<product::Entity>) -> Select<product::Entity> {
    select.order_by_desc(product::Column::CreatedAt).order_by_desc(product::Column::Id)
}

/// A visible product's page by its slug, with its ratings. Tagged with the slug: an order that
/// takes stock drops this page alone ([`page_changed`]).
pub async fn product_by_slug(ctx: &AppContext, slug: &str, locale: Locale) -> AppResult<Arc<Cached<ProductDetail>>> {
    let key = format!("product:{}:{slug}", locale.as_str());
    let shows = |detail: &ProductDetail| vec![detail.slug.clone()];
    ctx.read_cache.get_or_load_showing(Scope::ProductPages, key, || load_product(ctx, slug, locale), shows).await
}

/// Says, inside the transaction that changes it, that one product's page changed (its stock):
/// its page and preview are dropped on every instance, every other cached answer stays.
pub async fn page_changed(tx: &impl sea_orm::ConnectionTrait, slug: &str) -> AppResult<()> {
    kernel::read_cache::changed_tag(tx, Scope::ProductPages, slug).await
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
    let options = variants::options_of(ctx.db.conn(), product_id).await?;
    let on_sale = variants::variants_of(ctx.db.conn(), product_id).await?;
    let purchasable = found.in_stock;
    let product_row = found.clone();
    let mut detail = to_detail(ctx, found, &category, &images, locale);
    detail.options = options
        .iter()
        .map(|o| ProductOption {
            name: o.name.get(locale).to_owned(),
            values: o.values.iter().map(|v| v.get(locale).to_owned()).collect(),
        })
        .collect();
    detail.variants = on_sale
        .iter()
        .map(|v| ProductVariant {
            id: v.id,
            sku: v.sku.clone(),
            option_values: variants::shown_values(&options, v, locale),
            price: crate::sales::regular_price(&product_row, v),
            sale_price: crate::sales::sale_price(&product_row, v).filter(|_| product_row.sale_ends_at.is_some()),
            stock: v.stock,
            available: purchasable && variants::in_stock(v),
            image: v.image.as_deref().map(|k| ctx.media.url(k)),
        })
        .collect();
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

/// Products with `word` (a search word) in a name of any language, found through the database's
/// trigram index (migration 000019, `kernel::search`): a word of three characters or more in
/// `search_text`, a shorter one as its padded gram in `search_grams`. On SQLite that is an FTS5
/// phrase query (the index alone answers it, without reading the names); on PostgreSQL a `LIKE`
/// that `pg_trgm`'s index serves. A single ASCII letter has no gram and is matched by a scan.
pub(crate) fn name_contains(backend: DatabaseBackend, word: &str) -> SimpleExpr {
    if let Some(phrase) = fts_phrase(backend, word) {
        let indexed = Query::select()
            .column(Alias::new("rowid"))
            .from(Alias::new("product_search"))
            .and_where(Expr::cust_with_values("product_search MATCH ?", [phrase]))
            .to_owned();
        product::Column::Id.in_subquery(indexed)
    } else {
        let (column, piece) = indexed_piece(word);
        column.like(format!("%{piece}%"))
    }
}

/// The column and the text a search word is looked for in: the word in `search_text`, or a short
/// word's padded gram in `search_grams`.
fn indexed_piece(word: &str) -> (product::Column, String) {
    match search::short_word_gram(word) {
        Some(gram) => (product::Column::SearchGrams, gram),
        None => (product::Column::SearchText, word.to_owned()),
    }
}

/// On SQLite, the FTS5 phrase that finds `word` (its piece of three characters or more), `None`
/// where the word is matched by `LIKE` (PostgreSQL, or a piece too short for a trigram).
fn fts_phrase(backend: DatabaseBackend, word: &str) -> Option<String> {
    let (_, piece) = indexed_piece(word);
    // An FTS5 string: double quotes doubled (search words hold none, but the query is text).
    (backend == DatabaseBackend::Sqlite && piece.chars().count() >= 3)
        .then(|| format!("\"{}\"", piece.replace('"', "\"\"")))
}

pub(crate) async fn category_names(ctx: &AppContext, locale: Locale) -> AppResult<HashMap<i64, String>> {
    let rows = category::Entity::find().all(ctx.db.conn()).await?;
    Ok(rows
        .into_iter()
        .map(|c| (c.id, translated(&c.name_en, &c.name_mm, &c.name_ch).get(locale).to_owned()))
        .collect())
}

pub(crate) fn to_category(ctx: &AppContext, c: &category::Model, locale: Locale) -> Category {
    Category {
        id: c.id,
        slug: c.slug.clone(),
        name: translated(&c.name_en, &c.name_mm, &c.name_ch).get(locale).to_owned(),
        image: c.image.as_deref().map(|k| ctx.media.thumb_url(k)),
    }
}

pub(crate) fn to_card(
    ctx: &AppContext,
    p: &product::Model,
    categories: &HashMap<i64, String>,
    locale: Locale,
) -> ProductCard {
    ProductCard {
        id: p.id,
        slug: p.slug.clone(),
        name: translated(&p.name_en, &p.name_mm, &p.name_ch).get(locale).to_owned(),
        product_type: p.product_type,
        category: categories.get(&p.category_id).cloned().unwrap_or_default(),
        category_id: p.category_id,
        feature_image: p.feature_image.as_deref().map(|k| ctx.media.thumb_url(k)),
        actual_price: p.actual_price,
        sale_price: p.sale_price,
        sale_starts_at: p.sale_starts_at,
        sale_ends_at: p.sale_ends_at,
        rating_average: p.rating_average,
        token: p.token_amount,
        referral_point: p.referral_point,
    }
}

pub(crate) fn to_detail(
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
        sale_price: p.sale_price,
        sale_starts_at: p.sale_starts_at,
        sale_ends_at: p.sale_ends_at,
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
        options: Vec::new(),
        variants: Vec::new(),
    }
}
