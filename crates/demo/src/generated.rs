//! A catalogue at the size of a real shop, for trying and measuring the shop at scale:
//! `mall demo-catalog --products 100000` adds that many generated products to the demo shop.
//!
//! Names are an adjective and a kind of thing in English, Burmese and Chinese, with a model number
//! (Burmese digits in Burmese), so search has realistic words to find in every language: a kind
//! matches about one product in sixteen, a model number a handful. Each product reuses the photo of
//! a demo product of its category (stored once, already resized), and creation dates spread over the
//! last year. Rows go in through the catalogue's entities in batches inside one transaction, not
//! through the admin's service one by one: 100,000 products take seconds instead of minutes, and the
//! database's triggers keep the search index in step as for any other insert.

use anyhow::Context as _;
use catalog::{
    entity::{category, product},
    model::ProductType,
};
use kernel::{read_cache, AppContext, Translated};
use sea_orm::{
    ActiveValue::{NotSet, Set},
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};

/// (English, Burmese, Chinese)
const ADJECTIVES: &[(&str, &str, &str)] = &[
    ("Classic", "ဂန္ထဝင်", "经典"),
    ("Compact", "အသေးစား", "小巧"),
    ("Premium", "အဆင့်မြင့်", "高级"),
    ("Everyday", "နေ့စဉ်သုံး", "日常"),
    ("Golden", "ရွှေရောင်", "金色"),
    ("Handmade", "လက်လုပ်", "手工"),
    ("Lightweight", "ပေါ့ပါး", "轻便"),
    ("Travel", "ခရီးဆောင်", "旅行"),
];

const KINDS: &[(&str, &str, &str)] = &[
    ("Teapot", "လက်ဖက်ရည်အိုး", "茶壶"),
    ("Kettle", "ရေနွေးအိုး", "水壶"),
    ("Lamp", "မီးအိမ်", "台灯"),
    ("Chair", "ကုလားထိုင်", "椅子"),
    ("Backpack", "ကျောပိုးအိတ်", "背包"),
    ("Umbrella", "ထီး", "雨伞"),
    ("Watch", "လက်ပတ်နာရီ", "手表"),
    ("Sandals", "ညှပ်ဖိနပ်", "凉鞋"),
    ("Jacket", "ဂျာကင်အင်္ကျီ", "夹克"),
    ("Speaker", "စပီကာ", "音箱"),
    ("Mug", "မတ်ခွက်", "马克杯"),
    ("Wallet", "ပိုက်ဆံအိတ်", "钱包"),
    ("Notebook", "မှတ်စုစာအုပ်", "笔记本"),
    ("Blender", "ဖျော်စက်", "搅拌机"),
    ("Rice Cooker", "ထမင်းပေါင်းအိုး", "电饭锅"),
    ("Fan", "ပန်ကာ", "风扇"),
];

/// The kinds' English names: the search words a benchmark of this catalogue can use.
pub fn kinds() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    KINDS.iter().copied()
}

const BATCH: usize = 500;

/// Adds `count` generated products to the shop's categories (those with a demo photo); answers
/// how many products the shop has now.
pub async fn generate_catalog(ctx: &AppContext, count: usize) -> anyhow::Result<u64> {
    let conn = ctx.db.conn();
    let categories = category::Entity::find().order_by_asc(category::Column::Id).all(conn).await?;
    // One photo per category: the newest demo product's of that category.
    let mut photos = Vec::new();
    for c in &categories {
        let photo = product::Entity::find()
            .filter(product::Column::CategoryId.eq(c.id))
            .filter(product::Column::ProductType.eq(ProductType::Product))
            .filter(product::Column::FeatureImage.is_not_null())
            .order_by_desc(product::Column::CreatedAt)
            .one(conn)
            .await?;
        if let Some(feature) = photo.and_then(|p| p.feature_image) {
            photos.push((c.id, feature));
        }
    }
    anyhow::ensure!(!photos.is_empty(), "load the demo shop first: no category has a product with a photo");
    let first = product::Entity::find().count(conn).await?;

    let now = chrono::Utc::now();
    let (photos, first) = (std::sync::Arc::new(photos), first as usize);
    ctx.db
        .write(move |tx| {
            let photos = photos.clone();
            Box::pin(async move {
                for batch in (0..count).collect::<Vec<_>>().chunks(BATCH) {
                    let rows = batch.iter().map(|&n| generated_product(first + n + 1, n, &photos, now));
                    product::Entity::insert_many(rows).exec_without_returning(tx).await?;
                }
                // Every photo is a `product_image` row, the feature image first (migration 000017).
                tx.execute_unprepared(
                    "INSERT INTO product_image (product_id, image, sort) SELECT p.id, p.feature_image, 0 FROM product p \
                     WHERE p.feature_image IS NOT NULL \
                       AND NOT EXISTS (SELECT 1 FROM product_image pi WHERE pi.product_id = p.id)",
                )
                .await?;
                tx.execute_unprepared(catalog::variant_admin::ONE_VARIANT_EACH).await?;
                read_cache::changed(tx, read_cache::Scope::Catalog).await
            })
        })
        .await
        .map_err(|err| anyhow::anyhow!("{}", err.message(kernel::Locale::En)))
        .context("add the generated catalogue")?;
    Ok(product::Entity::find().count(conn).await?)
}

/// The `n`-th generated product (counting from 0), numbered `number` in its name.
fn generated_product(
    number: usize,
    n: usize,
    photos: &[(i64, String)],
    now: chrono::DateTime<chrono::Utc>,
) -> product::ActiveModel {
    let (adjective, kind) = (ADJECTIVES[n % ADJECTIVES.len()], KINDS[(n / ADJECTIVES.len()) % KINDS.len()]);
    let (category_id, photo) = &photos[n % photos.len()];
    let name = Translated {
        en: format!("{} {} {number}", adjective.0, kind.0),
        mm: Some(format!("{} {} {}", adjective.1, kind.1, burmese_digits(number))),
        ch: Some(format!("{}{} {number}", adjective.2, kind.2)),
    };
    let created_at = now - chrono::Duration::seconds((n as i64 * 7919) % (365 * 24 * 3600));
    let (search_text, search_grams) = kernel::search::search_columns(&name);
    product::ActiveModel {
        id: NotSet,
        slug: Set(format!("{}-{}-{number}", adjective.0, kind.0).to_lowercase().replace(' ', "-")),
        category_id: Set(*category_id),
        product_type: Set(ProductType::Product),
        description_en: Set(format!("<p>{}: a generated product for trying the shop at size.</p>", name.en)),
        description_mm: Set(None),
        description_ch: Set(None),
        search_text: Set(search_text),
        search_grams: Set(search_grams),
        name_en: Set(name.en),
        name_mm: Set(name.mm),
        name_ch: Set(name.ch),
        actual_price: Set(1_000 * (5 + (number as i64 * 37) % 500)),
        sale_price: Set(None),
        sale_starts_at: Set(None),
        sale_ends_at: Set(None),
        weight_grams: Set(500),
        in_stock: Set(true),
        token_reward: Set(0),
        token_amount: Set(None),
        referral_point: Set(None),
        rating_average: Set(0.0),
        rating_count: Set(0),
        feature_image: Set(Some(photo.clone())),
        hidden: Set(false),
        created_at: Set(created_at),
        updated_at: Set(now),
    }
}

fn burmese_digits(number: usize) -> String {
    number.to_string().chars().map(|d| char::from_u32('၀' as u32 + d.to_digit(10).unwrap_or(0)).unwrap_or(d)).collect()
}
