//! The catalogue in GraphQL: public queries, and admin mutations (admin role only).

use std::sync::Arc;

use async_graphql::{Context, Object, Upload};
use kernel::{
    graphql::{read_upload, ContextExt},
    pagination::PageParams,
};

use crate::{
    admin,
    input::{CategoryInput, ProductInput},
    model::{AdminCategory, AdminProduct, AdminProductPage, Category, ProductDetail, ProductPage, ProductType},
    photos::PhotoChanges,
    reads::{self, ProductFilter, ProductSort, DEFAULT_PER_PAGE},
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminProducts", Permission::Catalog),
    ("adminProduct", Permission::Catalog),
    ("adminProductPage", Permission::Catalog),
    ("adminCategories", Permission::Catalog),
    ("createCategory", Permission::Catalog),
    ("updateCategory", Permission::Catalog),
    ("setCategoryHidden", Permission::Catalog),
    ("createProduct", Permission::Catalog),
    ("updateProduct", Permission::Catalog),
    ("setProductHidden", Permission::Catalog),
];

#[derive(Default)]
pub struct CatalogQuery;

#[Object]
impl CatalogQuery {
    /// Shop-by-category list.
    async fn categories(&self, ctx: &Context<'_>) -> async_graphql::Result<Arc<Vec<Category>>> {
        Ok(reads::categories(ctx.app(), ctx.locale()).await?.value.clone())
    }

    /// A category by id (`NOT_FOUND` when unknown or hidden).
    async fn category(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<Arc<Category>> {
        Ok(reads::category(ctx.app(), id, ctx.locale()).await?.value.clone())
    }

    /// Products for shoppers. With `search`, every word must appear in a name (any language).
    /// `sort` orders them; left out, the best search matches come first, else the newest.
    /// `minPrice` and `maxPrice` bound `actualPrice` in whole kyat, both inclusive (`VALIDATION` on
    /// `min_price`/`max_price` when negative or the lowest above the highest); `inStockOnly`
    /// keeps the products in stock.
    #[allow(clippy::too_many_arguments)] // each is a GraphQL argument of the query
    async fn products(
        &self,
        ctx: &Context<'_>,
        search: Option<String>,
        category_id: Option<i64>,
        types: Option<Vec<ProductType>>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(validator(maximum = 2147483647))] per_page: Option<u64>,
        sort: Option<ProductSort>,
        min_price: Option<i32>,
        max_price: Option<i32>,
        in_stock_only: Option<bool>,
    ) -> async_graphql::Result<Arc<ProductPage>> {
        let filter = ProductFilter {
            search,
            category_id,
            types: types.unwrap_or_default(),
            min_price: min_price.map(i64::from),
            max_price: max_price.map(i64::from),
            in_stock_only: in_stock_only.unwrap_or(false),
            sort,
        }
        .checked()?;
        let page = PageParams { page, per_page };
        Ok(reads::list_products(ctx.app(), &filter, page, DEFAULT_PER_PAGE, ctx.locale()).await?.value.clone())
    }

    /// The home screen's newest products (10 a page).
    async fn latest_products(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<Arc<ProductPage>> {
        Ok(reads::latest_products(ctx.app(), PageParams { page, per_page: None }, ctx.locale()).await?.value.clone())
    }

    /// Admin: products of the given types (all when left out), hidden ones included, newest first.
    async fn admin_products(
        &self,
        ctx: &Context<'_>,
        types: Option<Vec<ProductType>>,
    ) -> async_graphql::Result<Vec<AdminProduct>> {
        let admin = ctx.current_user().await?;
        Ok(admin::admin_products(ctx.app(), admin, &types.unwrap_or_default()).await?)
    }

    /// Admin: one product as the editor opens it, with its options and variants (the page of
    /// products leaves them to this, so a page stays cheap).
    async fn admin_product(&self, ctx: &Context<'_>, id: i64) -> async_graphql::Result<AdminProduct> {
        let admin = ctx.current_user().await?;
        Ok(admin::admin_product(ctx.app(), admin, id).await?)
    }

    /// Admin: one page of products (20 by default), hidden ones included, newest first; `search`
    /// words must each appear in a name (any language) or the slug.
    async fn admin_product_page(
        &self,
        ctx: &Context<'_>,
        types: Option<Vec<ProductType>>,
        search: Option<String>,
        category_id: Option<i64>,
        #[graphql(default_with = "Some(1)", validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(default_with = "Some(20)", validator(maximum = 2147483647))] limit: Option<u64>,
    ) -> async_graphql::Result<AdminProductPage> {
        let admin = ctx.current_user().await?;
        let filter = ProductFilter { search, category_id, types: types.unwrap_or_default(), ..Default::default() };
        Ok(admin::admin_product_page(ctx.app(), admin, &filter, PageParams { page, per_page: limit }).await?)
    }

    /// Admin: every category, hidden ones included, with its product count.
    async fn admin_categories(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<AdminCategory>> {
        let admin = ctx.current_user().await?;
        Ok(admin::admin_categories(ctx.app(), admin).await?)
    }

    /// A product by slug (`NOT_FOUND` when unknown or hidden).
    async fn product(&self, ctx: &Context<'_>, slug: String) -> async_graphql::Result<Arc<ProductDetail>> {
        Ok(reads::product_by_slug(ctx.app(), &slug, ctx.locale()).await?.value.clone())
    }
}

#[derive(Default)]
pub struct CatalogMutation;

#[Object]
impl CatalogMutation {
    /// Admin: a new category; answers its id.
    async fn create_category(
        &self,
        ctx: &Context<'_>,
        input: CategoryInput,
        image: Option<Upload>,
    ) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(admin::create_category(ctx.app(), admin, input, read_upload(ctx, image)?).await?)
    }

    /// Admin: change a category (a new image replaces the old one).
    async fn update_category(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: CategoryInput,
        image: Option<Upload>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        admin::update_category(ctx.app(), admin, id, input, read_upload(ctx, image)?).await?;
        Ok(true)
    }

    /// Admin: hide a category (and so its products) from shoppers, or show it again.
    async fn set_category_hidden(&self, ctx: &Context<'_>, id: i64, hidden: bool) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        admin::set_category_hidden(ctx.app(), admin, id, hidden).await?;
        Ok(true)
    }

    /// Admin: a new product with its pictures; answers its id.
    async fn create_product(
        &self,
        ctx: &Context<'_>,
        input: ProductInput,
        feature_image: Option<Upload>,
        images: Option<Vec<Upload>>,
    ) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        let feature = read_upload(ctx, feature_image)?;
        let images = read_uploads(ctx, images)?;
        Ok(admin::create_product(ctx.app(), admin, input, feature, images, None).await?)
    }

    /// Admin: change a product. `featureImage` replaces the first photo, `addImages` are appended,
    /// `removeImageIds` removed, and `imageOrder` puts the photos (`AdminProduct.images` ids) in a
    /// new order, the first becoming the feature image: it lists every photo the product keeps,
    /// with or without the ones added here (those left out follow), else `VALIDATION` on
    /// `image_order` and nothing changes.
    #[allow(clippy::too_many_arguments)] // each is a GraphQL argument of the mutation
    async fn update_product(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: ProductInput,
        feature_image: Option<Upload>,
        add_images: Option<Vec<Upload>>,
        remove_image_ids: Option<Vec<i64>>,
        image_order: Option<Vec<i64>>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        let photos = PhotoChanges {
            feature_image: read_upload(ctx, feature_image)?,
            add_images: read_uploads(ctx, add_images)?,
            remove_image_ids: remove_image_ids.unwrap_or_default(),
            image_order,
        };
        admin::update_product(ctx.app(), admin, id, input, photos).await?;
        Ok(true)
    }

    /// Admin: hide a product from shoppers, or show it again.
    async fn set_product_hidden(&self, ctx: &Context<'_>, id: i64, hidden: bool) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        admin::set_product_hidden(ctx.app(), admin, id, hidden).await?;
        Ok(true)
    }
}

fn read_uploads(ctx: &Context<'_>, uploads: Option<Vec<Upload>>) -> kernel::AppResult<Vec<axum::body::Bytes>> {
    let mut all = Vec::new();
    for upload in uploads.unwrap_or_default() {
        all.extend(read_upload(ctx, Some(upload))?);
    }
    Ok(all)
}
