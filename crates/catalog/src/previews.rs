//! What a shared link to the catalogue shows before it is opened (its preview card on Facebook,
//! Viber or Telegram) and what the sitemap lists: small answers from the read cache, composed into
//! the page's head by the gateway (`link_previews`).

use std::sync::Arc;

use kernel::{
    read_cache::{Cached, Scope},
    AppContext, AppResult, Locale,
};
use sea_orm::{sea_query::Query, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;

use crate::{
    entity::{category, product},
    reads,
};

/// Characters of a description in a link's card (Facebook shows about two lines).
pub const DESCRIPTION_CHARS: usize = 200;

/// A product's card: names and text in one language, price, whether it can be bought, and its
/// first photo as a 1200x630 share card.
#[derive(Debug, Clone, Serialize)]
pub struct ProductPreview {
    pub slug: String,
    pub name: String,
    /// The description as plain text, at most [`DESCRIPTION_CHARS`].
    pub description: String,
    pub category_id: i64,
    pub category: String,
    /// Whole kyat (MMK).
    pub price: i64,
    /// Some variant can be bought now (schema.org `InStock`, else `OutOfStock`).
    pub in_stock: bool,
    /// URL of the share card of the first photo; none without a photo.
    pub card: Option<String>,
}

/// A visible product's card by slug (`NOT_FOUND` when unknown or hidden), from the read cache:
/// the first read makes the photo's share card ([`kernel::media::MediaStore::share_card`]), later
/// ones find it kept.
pub async fn product_preview(ctx: &AppContext, slug: &str, locale: Locale) -> AppResult<Arc<Cached<ProductPreview>>> {
    let key = format!("preview:product:{}:{slug}", locale.as_str());
    let shows = |preview: &ProductPreview| vec![preview.slug.clone()];
    ctx.read_cache
        .get_or_load_showing(Scope::ProductPages, key, || load_product_preview(ctx, slug, locale), shows)
        .await
}

async fn load_product_preview(ctx: &AppContext, slug: &str, locale: Locale) -> AppResult<ProductPreview> {
    let detail = reads::product_by_slug(ctx, slug, locale).await?;
    let detail = &detail.value;
    Ok(ProductPreview {
        slug: detail.slug.clone(),
        name: detail.name.clone(),
        description: kernel::html::plain_text(&detail.description, DESCRIPTION_CHARS),
        category_id: detail.category_id,
        category: detail.category.clone(),
        price: detail.actual_price,
        in_stock: detail.in_stock && detail.variants.iter().any(|v| v.available),
        card: product_card(ctx, detail.id).await?,
    })
}

/// The share card of a product's first photo (made once, then kept); none without a photo.
/// Other domains showing a product (a draw's prize) link to this one.
pub async fn product_card(ctx: &AppContext, product_id: i64) -> AppResult<Option<String>> {
    let Some(key) = crate::photos::first_photo(ctx.db.conn(), product_id).await? else { return Ok(None) };
    Ok(ctx.media.share_card(&key).await?.map(|card| ctx.media.url(&card)))
}

/// A category's card: its name and its picture as a share card.
#[derive(Debug, Clone, Serialize)]
pub struct CategoryPreview {
    pub id: i64,
    pub name: String,
    /// Visible products in it.
    pub products: u64,
    pub card: Option<String>,
}

/// A visible category's card (`NOT_FOUND` when unknown or hidden), from the read cache.
pub async fn category_preview(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<Arc<Cached<CategoryPreview>>> {
    let key = format!("preview:category:{}:{id}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Catalog, key, load_category_preview(ctx, id, locale)).await
}

async fn load_category_preview(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<CategoryPreview> {
    let shown = reads::category(ctx, id, locale).await?;
    let products = product::Entity::find()
        .filter(product::Column::CategoryId.eq(id))
        .filter(product::Column::Hidden.eq(false))
        .count(ctx.db.conn())
        .await?;
    let row = category::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let card = match row.and_then(|c| c.image) {
        Some(key) => ctx.media.share_card(&key).await?.map(|card| ctx.media.url(&card)),
        None => None,
    };
    Ok(CategoryPreview { id, name: shown.value.name.clone(), products, card })
}

/// What the sitemap lists: every visible product (in a visible category) and every visible
/// category (products with when each last changed).
#[derive(Debug, Clone, Serialize)]
pub struct SitemapEntries {
    /// Slug and last change of each visible product, newest first.
    pub products: Vec<(String, chrono::DateTime<chrono::Utc>)>,
    /// Id of each visible category, in the shop's order.
    pub categories: Vec<i64>,
}

/// [`SitemapEntries`], from the read cache.
pub async fn sitemap_entries(ctx: &AppContext) -> AppResult<Arc<Cached<SitemapEntries>>> {
    ctx.read_cache.get_or_load(Scope::Catalog, "sitemap".to_owned(), load_sitemap_entries(ctx)).await
}

async fn load_sitemap_entries(ctx: &AppContext) -> AppResult<SitemapEntries> {
    let categories = category::Entity::find()
        .filter(category::Column::Hidden.eq(false))
        .order_by_asc(category::Column::Sort)
        .order_by_asc(category::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let visible_categories = Query::select()
        .column(category::Column::Id)
        .from(category::Entity)
        .and_where(category::Column::Hidden.eq(false))
        .to_owned();
    let products: Vec<(String, chrono::DateTime<chrono::Utc>)> = product::Entity::find()
        .select_only()
        .column(product::Column::Slug)
        .column(product::Column::UpdatedAt)
        .filter(product::Column::Hidden.eq(false))
        .filter(product::Column::CategoryId.in_subquery(visible_categories))
        .order_by_desc(product::Column::Id)
        .into_tuple()
        .all(ctx.db.conn())
        .await?;
    Ok(SitemapEntries { products, categories: categories.into_iter().map(|c| c.id).collect() })
}
