//! The demo shop: a believable Myanmar catalogue (real photos, three languages, MMK prices),
//! banners, onboarding, payment methods and settings, loaded into an empty database at start.
//!
//! Everything goes through the same services an admin uses, so demo images get the same checks,
//! resizing and thumbnails as uploads. The data lives in `data/` (see `data/catalog.json` and
//! CREDITS.md) and is compiled into the binary, so `mall serve` needs no files beside it.

use std::collections::HashMap;

use anyhow::Context as _;
use axum::body::Bytes;
use catalog::{
    input::{CategoryInput, ProductInput},
    model::ProductType,
};
use content::{
    model::{OnboardingSlideInput, SliderInput},
    settings::{SiteIdentityChange, SiteImages},
};
use include_dir::{include_dir, Dir};
use kernel::{auth::CurrentUser, AppContext, Translated};
use luckydraw::model::TicketProductInput;
use payments::model::{PaymentMethodInput, PaymentNumber};
use rewards::settings::RewardSettingsChange;
use serde::Deserialize;

mod generated;

pub use generated::{generate_catalog, kinds};

static DATA: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/data");

#[derive(Deserialize)]
struct DemoShop {
    categories: Vec<DemoCategory>,
    products: Vec<DemoProduct>,
    sliders: Vec<DemoSlider>,
    promotion: DemoPromotion,
    onboarding: Vec<DemoSlide>,
    payments: Vec<DemoPayment>,
    settings: DemoSettings,
    ticket_products: Vec<DemoTicketProduct>,
}

/// A prize raffled in batches (`prize` is the product's slug).
#[derive(Deserialize)]
struct DemoTicketProduct {
    prize: String,
    ticket: i64,
    cost_token_point: i64,
    label: Translated,
}

#[derive(Deserialize)]
struct DemoCategory {
    key: String,
    name: Translated,
    image: Option<String>,
}

#[derive(Deserialize)]
struct DemoProduct {
    slug: String,
    category: String,
    #[serde(rename = "type")]
    product_type: ProductType,
    name: Translated,
    description: Translated,
    price: i64,
    weight_kg: f64,
    photos: Vec<String>,
    #[serde(default)]
    token_reward: i64,
    token_amount: Option<i64>,
    referral_point: Option<i64>,
    #[serde(default = "yes")]
    in_stock: bool,
    #[serde(default)]
    created_days_ago: i64,
    /// Sizes and colours, for the products a shop sells that way.
    #[serde(default)]
    options: Option<Vec<catalog::variant_admin::ProductOptionInput>>,
    #[serde(default)]
    variants: Option<Vec<catalog::variant_admin::ProductVariantInput>>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
struct DemoSlider {
    name: Translated,
    image: String,
    url: String,
}

#[derive(Deserialize)]
struct DemoPromotion {
    image: String,
    content: Translated,
}

#[derive(Deserialize)]
struct DemoSlide {
    title: Translated,
    body: Translated,
    image: String,
}

#[derive(Deserialize)]
struct DemoPayment {
    name: String,
    logo: String,
    numbers: Vec<PaymentNumber>,
}

#[derive(Deserialize)]
struct DemoSettings {
    site_name: String,
    site_logo: String,
    site_favicon: String,
    daily_point: i64,
    daily_reward_point: i64,
    viber: Option<String>,
    telegram: Option<String>,
    contact_number: Option<String>,
}

/// What was loaded.
#[derive(Debug, Default, Clone, Copy)]
pub struct Loaded {
    pub categories: usize,
    pub products: usize,
}

/// Loads the demo shop when the catalogue is empty; answers whether it did.
pub async fn load_if_empty(ctx: &AppContext) -> anyhow::Result<Option<Loaded>> {
    if !catalog::service::is_empty(ctx).await.map_err(as_anyhow)? {
        return Ok(None);
    }
    load(ctx).await.map(Some)
}

/// Loads the whole demo shop.
pub async fn load(ctx: &AppContext) -> anyhow::Result<Loaded> {
    let shop: DemoShop = serde_json::from_slice(file("catalog.json")?.as_ref()).context("demo catalog.json")?;
    let system = CurrentUser::system();
    let started = std::time::Instant::now();

    let mut category_ids = HashMap::new();
    for (sort, c) in shop.categories.iter().enumerate() {
        let input = CategoryInput { slug: Some(c.key.clone()), name: c.name.clone(), sort: sort as i32 };
        let image = c.image.as_deref().map(file).transpose()?;
        let id = catalog::admin::create_category(ctx, system, input, image).await.map_err(as_anyhow)?;
        category_ids.insert(c.key.clone(), id);
    }

    let now = chrono::Utc::now();
    let mut product_ids = HashMap::new();
    for p in &shop.products {
        let category_id =
            *category_ids.get(&p.category).with_context(|| format!("category {} of {}", p.category, p.slug))?;
        let input = ProductInput {
            slug: Some(p.slug.clone()),
            category_id,
            product_type: p.product_type,
            name: p.name.clone(),
            description: p.description.clone(),
            actual_price: p.price,
            sale_price: None,
            sale_starts_at: None,
            sale_ends_at: None,
            weight_kg: p.weight_kg,
            in_stock: p.in_stock,
            token_reward: p.token_reward,
            token_amount: p.token_amount,
            referral_point: p.referral_point,
            options: p.options.clone(),
            variants: p.variants.clone(),
        };
        let mut photos = p.photos.iter().map(|path| file(path)).collect::<anyhow::Result<Vec<_>>>()?.into_iter();
        let feature = photos.next();
        // Minutes apart as well as days, so the newest-first order is the same on every database.
        let created_at =
            now - chrono::Duration::days(p.created_days_ago) - chrono::Duration::minutes(p.slug.len() as i64);
        let id = catalog::admin::create_product(ctx, system, input, feature, photos.collect(), Some(created_at))
            .await
            .map_err(as_anyhow)
            .with_context(|| format!("demo product {}", p.slug))?;
        product_ids.insert(p.slug.clone(), id);
    }

    for t in &shop.ticket_products {
        let product_id =
            *product_ids.get(&t.prize).with_context(|| format!("prize {} of a ticket product", t.prize))?;
        let input = TicketProductInput {
            product_id,
            ticket: t.ticket,
            cost_token_point: t.cost_token_point,
            label: t.label.en.clone(),
            label_mm: t.label.mm.clone(),
            label_ch: t.label.ch.clone(),
            ends_at: None,
            min_tickets: None,
        };
        luckydraw::ticket_products::create_ticket_product(ctx, system, input).await.map_err(as_anyhow)?;
    }

    for (sort, s) in shop.sliders.iter().enumerate() {
        let input = SliderInput { name: s.name.clone(), url: resolve_url(&s.url, &category_ids), sort: sort as i32 };
        content::service::create_slider(ctx, system, input, Some(file(&s.image)?)).await.map_err(as_anyhow)?;
    }
    content::service::update_promotion(ctx, system, shop.promotion.content.clone(), Some(file(&shop.promotion.image)?))
        .await
        .map_err(as_anyhow)?;
    for (sort, slide) in shop.onboarding.iter().enumerate() {
        let input = OnboardingSlideInput { title: slide.title.clone(), body: slide.body.clone(), sort: sort as i32 };
        content::service::create_onboarding_slide(ctx, system, input, Some(file(&slide.image)?))
            .await
            .map_err(as_anyhow)?;
    }
    for (sort, payment) in shop.payments.iter().enumerate() {
        let input = PaymentMethodInput {
            name: payment.name.clone(),
            payment_numbers: payment.numbers.clone(),
            sort: sort as i32,
            ..Default::default()
        };
        payments::methods::create_payment_method(ctx, system, input, Some(file(&payment.logo)?), None)
            .await
            .map_err(as_anyhow)?;
    }
    let s = &shop.settings;
    let site = SiteIdentityChange {
        site_name: Some(s.site_name.clone()),
        viber: s.viber.clone(),
        telegram: s.telegram.clone(),
        contact_number: s.contact_number.clone(),
        images: SiteImages::default(),
    };
    let daily = RewardSettingsChange {
        daily_point: Some(s.daily_point),
        daily_reward_point: Some(s.daily_reward_point),
        ..Default::default()
    };
    let images = content::settings::upload_images(ctx, Some(file(&s.site_logo)?), Some(file(&s.site_favicon)?))
        .await
        .map_err(as_anyhow)?;
    let site = SiteIdentityChange { images, ..site };
    ctx.db
        .write(|tx| {
            let (site, daily) = (site.clone(), daily.clone());
            Box::pin(async move {
                content::settings::update(tx, site).await?;
                kernel::settings::update(tx, daily).await?;
                Ok(())
            })
        })
        .await
        .map_err(as_anyhow)?;

    let loaded = Loaded { categories: shop.categories.len(), products: shop.products.len() };
    tracing::info!(
        categories = loaded.categories,
        products = loaded.products,
        took_ms = started.elapsed().as_millis() as u64,
        "demo shop loaded"
    );
    Ok(loaded)
}

fn file(path: &str) -> anyhow::Result<Bytes> {
    let found = DATA.get_file(path).with_context(|| format!("demo file {path} is missing"))?;
    Ok(Bytes::from_static(found.contents()))
}

/// `category_id=<key>` in a banner link becomes the category's id.
fn resolve_url(url: &str, category_ids: &HashMap<String, i64>) -> String {
    match url.split_once("category_id=") {
        Some((start, key)) => match category_ids.get(key) {
            Some(id) => format!("{start}category_id={id}"),
            None => url.to_owned(),
        },
        None => url.to_owned(),
    }
}

fn as_anyhow(err: kernel::AppError) -> anyhow::Error {
    anyhow::anyhow!("{} ({:?})", err.message(kernel::Locale::En), err)
}
