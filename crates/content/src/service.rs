//! Site content: read by every shopper, changed by admins (each change written to the audit log).
//!
//! What shoppers read comes from the read cache ([`kernel::read_cache`], scope `Content`) once
//! loaded; every write below says so inside its transaction ([`read_cache::changed`]), which drops
//! the content's answers (and the ticket cards, which show the token price) on every instance.

use std::sync::Arc;

use axum::body::Bytes;
use chrono::Utc;
use kernel::{
    audit,
    auth::CurrentUser,
    read_cache::{self, Cached, Scope},
    AppContext, AppError, AppResult, Locale, Msg, Translated,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set,
    Statement,
};

use crate::{
    entity::{onboarding_slide, promotion, slider},
    model::{
        AdminOnboardingSlide, AdminPromotion, AdminSlider, OnboardingSlide, OnboardingSlideInput, Promotion, Slider,
        SliderInput,
    },
};

const PROMOTION_ID: i64 = 1;

// ---- sliders -----------------------------------------------------------------------------------

/// The visible home-screen banners, in order.
pub async fn sliders(ctx: &AppContext, locale: Locale) -> AppResult<Arc<Cached<Vec<Slider>>>> {
    let key = format!("sliders:{}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Content, key, load_sliders(ctx, locale)).await
}

async fn load_sliders(ctx: &AppContext, locale: Locale) -> AppResult<Vec<Slider>> {
    let rows = slider::Entity::find()
        .filter(slider::Column::Hidden.eq(false))
        .order_by_asc(slider::Column::Sort)
        .order_by_asc(slider::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| Slider {
            id: r.id,
            name: Translated::new(&r.name_en, r.name_mm.as_deref(), r.name_ch.as_deref()).get(locale).to_owned(),
            image: ctx.media.url(&r.image),
            url: r.url,
        })
        .collect())
}

/// Admin: every banner, hidden ones too, with all its languages.
pub async fn admin_sliders(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<AdminSlider>> {
    admin.require_staff()?;
    let rows = slider::Entity::find()
        .order_by_asc(slider::Column::Sort)
        .order_by_asc(slider::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| AdminSlider {
            id: r.id,
            name: Translated::new(&r.name_en, r.name_mm.as_deref(), r.name_ch.as_deref()),
            image: ctx.media.url(&r.image),
            url: r.url,
            sort: r.sort,
            hidden: r.hidden,
        })
        .collect())
}

pub async fn create_slider(
    ctx: &AppContext,
    admin: CurrentUser,
    input: SliderInput,
    image: Option<Bytes>,
) -> AppResult<i64> {
    admin.require_staff()?;
    let name = required_text(&input.name, "name")?;
    let image = image.ok_or_else(|| AppError::invalid("image", Msg::new("content.image_required")))?;
    let key = ctx.media.put_image_with_thumb("image", "content/sliders", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (name, key, input) = (name.clone(), key.clone(), input.clone());
            Box::pin(async move {
                let row = slider::ActiveModel {
                    name_en: Set(name.en),
                    name_mm: Set(name.mm),
                    name_ch: Set(name.ch),
                    image: Set(key),
                    url: Set(input.url.trim().to_owned()),
                    sort: Set(input.sort),
                    hidden: Set(false),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(tx, Some(admin), "slider.create", "slider", Some(row.id), serde_json::json!({})).await?;
                Ok(row.id)
            })
        })
        .await;
    ctx.media.discard_on_error(result, std::slice::from_ref(&key)).await
}

pub async fn update_slider(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: SliderInput,
    image: Option<Bytes>,
) -> AppResult<()> {
    admin.require_staff()?;
    let name = required_text(&input.name, "name")?;
    let key = ctx.media.put_optional_image("image", "content/sliders", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (name, key, input) = (name.clone(), key.clone(), input.clone());
            Box::pin(async move {
                let current = slider::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("content.not_found"))?;
                let old = key.as_ref().map(|_| current.image.clone());
                let mut active = current.into_active_model();
                active.name_en = Set(name.en);
                active.name_mm = Set(name.mm);
                active.name_ch = Set(name.ch);
                active.url = Set(input.url.trim().to_owned());
                active.sort = Set(input.sort);
                if let Some(key) = key {
                    active.image = Set(key);
                }
                active.update(tx).await?;
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(tx, Some(admin), "slider.update", "slider", Some(id), serde_json::json!({})).await?;
                Ok(old)
            })
        })
        .await;
    ctx.media.settle_replacement(result.map(|old| old.into_iter().collect()), key.as_slice()).await
}

// ---- promotion ---------------------------------------------------------------------------------

/// The promotion page (not found until an admin sets one).
pub async fn promotion(ctx: &AppContext, locale: Locale) -> AppResult<Arc<Cached<Promotion>>> {
    let key = format!("promotion:{}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Content, key, load_promotion(ctx, locale)).await
}

async fn load_promotion(ctx: &AppContext, locale: Locale) -> AppResult<Promotion> {
    let row = promotion::Entity::find_by_id(PROMOTION_ID).one(ctx.db.conn()).await?;
    let row = row.ok_or_else(|| AppError::not_found("content.no_promotion"))?;
    Ok(Promotion {
        image: row.image.as_deref().map(|k| ctx.media.url(k)),
        content: Translated::new(&row.content_en, row.content_mm.as_deref(), row.content_ch.as_deref())
            .get(locale)
            .to_owned(),
    })
}

/// What a shared link to `/promotion` shows before it is opened: the text (plain, cut for a card)
/// and the picture as a 1200x630 share card ([`kernel::media::MediaStore::share_card`]).
#[derive(Debug, Clone, serde::Serialize)]
pub struct PromotionPreview {
    pub description: String,
    pub card: Option<String>,
}

/// The promotion's card (`NOT_FOUND` until an admin sets one), from the read cache.
pub async fn promotion_preview(ctx: &AppContext, locale: Locale) -> AppResult<Arc<Cached<PromotionPreview>>> {
    let key = format!("preview:promotion:{}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Content, key, load_promotion_preview(ctx, locale)).await
}

async fn load_promotion_preview(ctx: &AppContext, locale: Locale) -> AppResult<PromotionPreview> {
    let shown = promotion(ctx, locale).await?;
    let row = promotion::Entity::find_by_id(PROMOTION_ID).one(ctx.db.conn()).await?;
    let card = match row.and_then(|r| r.image) {
        Some(key) => ctx.media.share_card(&key).await?.map(|card| ctx.media.url(&card)),
        None => None,
    };
    Ok(PromotionPreview { description: kernel::html::plain_text(&shown.value.content, 200), card })
}

/// Admin: the promotion page in every language; null until one is set.
pub async fn admin_promotion(ctx: &AppContext, admin: CurrentUser) -> AppResult<Option<AdminPromotion>> {
    admin.require_staff()?;
    let row = promotion::Entity::find_by_id(PROMOTION_ID).one(ctx.db.conn()).await?;
    Ok(row.map(|row| AdminPromotion {
        image: row.image.as_deref().map(|k| ctx.media.url(k)),
        content: Translated::new(&row.content_en, row.content_mm.as_deref(), row.content_ch.as_deref()),
    }))
}

/// Admin: sets the promotion page (HTML sanitised; a new image replaces the old one).
pub async fn update_promotion(
    ctx: &AppContext,
    admin: CurrentUser,
    content: Translated,
    image: Option<Bytes>,
) -> AppResult<()> {
    admin.require_staff()?;
    let content = content.sanitized_html();
    if content.en.is_empty() {
        return Err(AppError::invalid("content", Msg::new("content.text_required")));
    }
    let key = ctx.media.put_optional_image("image", "content/promotion", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (content, key) = (content.clone(), key.clone());
            Box::pin(async move {
                let current = promotion::Entity::find_by_id(PROMOTION_ID).one(tx).await?;
                let old = current.as_ref().and_then(|c| key.as_ref().and(c.image.clone()));
                let exists = current.is_some();
                let mut active = match current {
                    Some(row) => row.into_active_model(),
                    None => promotion::ActiveModel { id: Set(PROMOTION_ID), image: Set(None), ..Default::default() },
                };
                active.content_en = Set(content.en);
                active.content_mm = Set(content.mm);
                active.content_ch = Set(content.ch);
                active.updated_at = Set(Utc::now());
                if key.is_some() {
                    active.image = Set(key);
                }
                if exists {
                    active.update(tx).await?;
                } else {
                    active.insert(tx).await?;
                }
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "promotion.update",
                    "promotion",
                    Some(PROMOTION_ID),
                    serde_json::json!({}),
                )
                .await?;
                Ok(old)
            })
        })
        .await;
    ctx.media.settle_replacement(result.map(|old| old.into_iter().collect()), key.as_slice()).await
}

// ---- onboarding --------------------------------------------------------------------------------

/// The user guide's visible slides, in order.
pub async fn onboarding(ctx: &AppContext, locale: Locale) -> AppResult<Arc<Cached<Vec<OnboardingSlide>>>> {
    let key = format!("onboarding:{}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Content, key, load_onboarding(ctx, locale)).await
}

async fn load_onboarding(ctx: &AppContext, locale: Locale) -> AppResult<Vec<OnboardingSlide>> {
    let rows = onboarding_slide::Entity::find()
        .filter(onboarding_slide::Column::Hidden.eq(false))
        .order_by_asc(onboarding_slide::Column::Sort)
        .order_by_asc(onboarding_slide::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| OnboardingSlide {
            id: r.id,
            title: Translated::new(&r.title_en, r.title_mm.as_deref(), r.title_ch.as_deref()).get(locale).to_owned(),
            body: Translated::new(&r.body_en, r.body_mm.as_deref(), r.body_ch.as_deref()).get(locale).to_owned(),
            feature_image: r.image.as_deref().map(|k| ctx.media.url(k)),
        })
        .collect())
}

/// Admin: every onboarding slide, hidden ones too, with all its languages.
pub async fn admin_onboarding(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<AdminOnboardingSlide>> {
    admin.require_staff()?;
    let rows = onboarding_slide::Entity::find()
        .order_by_asc(onboarding_slide::Column::Sort)
        .order_by_asc(onboarding_slide::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| AdminOnboardingSlide {
            id: r.id,
            title: Translated::new(&r.title_en, r.title_mm.as_deref(), r.title_ch.as_deref()),
            body: Translated::new(&r.body_en, r.body_mm.as_deref(), r.body_ch.as_deref()),
            feature_image: r.image.as_deref().map(|k| ctx.media.url(k)),
            sort: r.sort,
            hidden: r.hidden,
        })
        .collect())
}

pub async fn create_onboarding_slide(
    ctx: &AppContext,
    admin: CurrentUser,
    input: OnboardingSlideInput,
    image: Option<Bytes>,
) -> AppResult<i64> {
    admin.require_staff()?;
    let title = required_text(&input.title, "title")?;
    let body = input.body.sanitized_html();
    let key = ctx.media.put_optional_image("image", "content/onboarding", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (title, body, key) = (title.clone(), body.clone(), key.clone());
            Box::pin(async move {
                let row = onboarding_slide::ActiveModel {
                    title_en: Set(title.en),
                    title_mm: Set(title.mm),
                    title_ch: Set(title.ch),
                    body_en: Set(body.en),
                    body_mm: Set(body.mm),
                    body_ch: Set(body.ch),
                    image: Set(key),
                    sort: Set(input.sort),
                    hidden: Set(false),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "onboarding.create",
                    "onboarding_slide",
                    Some(row.id),
                    serde_json::json!({}),
                )
                .await?;
                Ok(row.id)
            })
        })
        .await;
    ctx.media.discard_on_error(result, key.as_slice()).await
}

pub async fn update_onboarding_slide(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: OnboardingSlideInput,
    image: Option<Bytes>,
) -> AppResult<()> {
    admin.require_staff()?;
    let title = required_text(&input.title, "title")?;
    let body = input.body.sanitized_html();
    let key = ctx.media.put_optional_image("image", "content/onboarding", image).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (title, body, key) = (title.clone(), body.clone(), key.clone());
            Box::pin(async move {
                let current = onboarding_slide::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("content.not_found"))?;
                let old = key.as_ref().and(current.image.clone());
                let mut active = current.into_active_model();
                active.title_en = Set(title.en);
                active.title_mm = Set(title.mm);
                active.title_ch = Set(title.ch);
                active.body_en = Set(body.en);
                active.body_mm = Set(body.mm);
                active.body_ch = Set(body.ch);
                active.sort = Set(input.sort);
                if key.is_some() {
                    active.image = Set(key);
                }
                active.update(tx).await?;
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "onboarding.update",
                    "onboarding_slide",
                    Some(id),
                    serde_json::json!({}),
                )
                .await?;
                Ok(old)
            })
        })
        .await;
    ctx.media.settle_replacement(result.map(|old| old.into_iter().collect()), key.as_slice()).await
}

// ---- hiding ------------------------------------------------------------------------------------

/// The site content that admins can hide from shoppers (and show again). The console's
/// `setContentHidden` also hides payment methods, which the payments crate owns: the gateway
/// sends each kind to its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HideableContent {
    /// A home-screen banner.
    Slider,
    /// A slide of the user guide.
    OnboardingSlide,
}

impl HideableContent {
    fn table(self) -> &'static str {
        match self {
            HideableContent::Slider => "slider",
            HideableContent::OnboardingSlide => "onboarding_slide",
        }
    }
}

pub async fn set_hidden(
    ctx: &AppContext,
    admin: CurrentUser,
    kind: HideableContent,
    id: i64,
    hidden: bool,
) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let backend = tx.get_database_backend();
                // The table name comes from the enum above, never from the request.
                let sql = match backend {
                    sea_orm::DatabaseBackend::Postgres => {
                        format!("UPDATE {} SET hidden = $1 WHERE id = $2", kind.table())
                    }
                    _ => format!("UPDATE {} SET hidden = ? WHERE id = ?", kind.table()),
                };
                let values = [hidden.into(), id.into()];
                let found = tx.execute(Statement::from_sql_and_values(backend, sql, values)).await?.rows_affected() > 0;
                if !found {
                    return Err(AppError::not_found("content.not_found"));
                }
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "content.hide",
                    kind.table(),
                    Some(id),
                    serde_json::json!({"hidden": hidden}),
                )
                .await
            })
        })
        .await
}

// ---- helpers -----------------------------------------------------------------------------------

fn required_text(text: &Translated, field: &'static str) -> AppResult<Translated> {
    let text = text.trimmed();
    if text.en.is_empty() {
        return Err(AppError::invalid(field, Msg::new("content.text_required")));
    }
    Ok(text)
}
