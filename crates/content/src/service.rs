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
    entity::{onboarding_slide, promotion, setting, slider},
    model::{
        AdminOnboardingSlide, AdminPromotion, AdminSlider, OnboardingSlide, OnboardingSlideInput, Promotion,
        SettingsInput, SiteSettings, Slider, SliderInput, StoredSettings,
    },
};

const SETTINGS_KEY: &str = "site";
const PROMOTION_ID: i64 = 1;

// ---- settings ----------------------------------------------------------------------------------

/// The settings as stored, defaults filled in: what other domains (shipping, rewards) read.
pub async fn stored_settings(conn: &impl ConnectionTrait) -> AppResult<StoredSettings> {
    let row = setting::Entity::find_by_id(SETTINGS_KEY).one(conn).await?;
    Ok(row.and_then(|r| serde_json::from_str(&r.value).ok()).unwrap_or_default())
}

/// The public site settings (one answer in every language).
pub async fn settings(ctx: &AppContext) -> AppResult<Arc<Cached<SiteSettings>>> {
    ctx.read_cache.get_or_load(Scope::Content, "settings".to_owned(), load_settings(ctx)).await
}

async fn load_settings(ctx: &AppContext) -> AppResult<SiteSettings> {
    let s = stored_settings(ctx.db.conn()).await?;
    Ok(SiteSettings {
        site_name: s.site_name,
        site_logo: s.site_logo.as_deref().map(|k| ctx.media.url(k)),
        site_logo_thumb: s.site_logo.as_deref().map(|k| ctx.media.thumb_url(k)),
        site_favicon: s.site_favicon.as_deref().map(|k| ctx.media.thumb_url(k)),
        daily_reward_point: s.daily_reward_point,
        daily_point: s.daily_point,
        viber: s.viber,
        telegram: s.telegram,
        contact_number: s.contact_number,
        shipping: s.shipping,
        rewards: s.rewards,
        vapid_public_key: ctx.vapid_public_key().map(str::to_owned),
    })
}

/// Admin: changes the given settings (and logo/favicon when uploaded).
pub async fn update_settings(
    ctx: &AppContext,
    admin: CurrentUser,
    input: SettingsInput,
    logo: Option<Bytes>,
    favicon: Option<Bytes>,
) -> AppResult<SiteSettings> {
    admin.require_admin()?;
    check_settings(&input)?;
    let logo_key = ctx.media.put_optional_image("site_logo", "content/site", logo).await?;
    let favicon_key = match ctx.media.put_optional_image("site_favicon", "content/site", favicon).await {
        Ok(key) => key,
        Err(err) => {
            ctx.media.delete_all_with_thumbs(logo_key.as_slice()).await;
            return Err(err);
        }
    };
    let result = ctx
        .db
        .write(|tx| {
            let (input, logo_key, favicon_key) = (input.clone(), logo_key.clone(), favicon_key.clone());
            Box::pin(async move {
                let mut s = stored_settings(tx).await?;
                let replaced =
                    [logo_key.as_ref().and(s.site_logo.clone()), favicon_key.as_ref().and(s.site_favicon.clone())];
                apply_settings(&mut s, input.clone());
                if logo_key.is_some() {
                    s.site_logo = logo_key;
                }
                if favicon_key.is_some() {
                    s.site_favicon = favicon_key;
                }
                save_settings(tx, &s).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "settings.update",
                    "settings",
                    None,
                    serde_json::to_value(&s).unwrap_or_default(),
                )
                .await?;
                Ok(replaced)
            })
        })
        .await;
    match result {
        Ok(replaced) => {
            for key in replaced.iter().flatten() {
                ctx.media.delete_with_thumb(key).await;
            }
            Ok(settings(ctx).await?.value.as_ref().clone())
        }
        Err(err) => {
            ctx.media.delete_all_with_thumbs(logo_key.as_slice()).await;
            ctx.media.delete_all_with_thumbs(favicon_key.as_slice()).await;
            Err(err)
        }
    }
}

/// Writes the whole settings document (the demo shop and admins), in the caller's transaction.
pub async fn save_settings(conn: &impl ConnectionTrait, settings: &StoredSettings) -> AppResult<()> {
    read_cache::changed(conn, Scope::Content).await?;
    let value = serde_json::to_string(settings).map_err(AppError::internal)?;
    match setting::Entity::find_by_id(SETTINGS_KEY).one(conn).await? {
        Some(row) => {
            let mut active = row.into_active_model();
            active.value = Set(value);
            active.update(conn).await?;
        }
        None => {
            setting::ActiveModel { key: Set(SETTINGS_KEY.to_owned()), value: Set(value) }.insert(conn).await?;
        }
    }
    Ok(())
}

fn check_settings(input: &SettingsInput) -> AppResult<()> {
    let amounts = [
        ("daily_point", input.daily_point),
        ("daily_reward_point", input.daily_reward_point),
        ("shipping_base_fee", input.shipping_base_fee),
        ("shipping_fee_per_kg", input.shipping_fee_per_kg),
        ("tokens_per_10000_mmk", input.tokens_per_10000_mmk),
        ("referral_points_per_signup", input.referral_points_per_signup),
        ("draw_delay_minutes", input.draw_delay_minutes),
        ("recovery_fee_mmk", input.recovery_fee_mmk),
        ("token_price_mmk", input.token_price_mmk),
        ("ticket_hold_percent", input.ticket_hold_percent),
        ("ticket_hold_minutes", input.ticket_hold_minutes),
    ];
    for (field, value) in amounts {
        if value.is_some_and(|v| v < 0) {
            return Err(AppError::invalid(field, Msg::new("content.amount_negative")));
        }
    }
    if input.ticket_hold_percent.is_some_and(|p| !(1..=100).contains(&p)) {
        return Err(AppError::invalid("ticket_hold_percent", Msg::new("content.percent_invalid")));
    }
    if input.shipping_region_base_fees.iter().flatten().any(|f| f.fee < 0) {
        return Err(AppError::invalid("shipping_region_base_fees", Msg::new("content.amount_negative")));
    }
    if input.site_name.as_deref().is_some_and(|n| n.trim().is_empty()) {
        return Err(AppError::invalid("site_name", Msg::new("content.site_name_required")));
    }
    Ok(())
}

fn apply_settings(s: &mut StoredSettings, input: SettingsInput) {
    let text = |v: String| Some(kernel::text::as_sent(&v)).filter(|v| !v.is_empty());
    if let Some(v) = input.site_name {
        s.site_name = kernel::text::as_sent(&v);
    }
    if let Some(v) = input.daily_point {
        s.daily_point = v;
    }
    if let Some(v) = input.daily_reward_point {
        s.daily_reward_point = v;
    }
    if let Some(v) = input.viber {
        s.viber = text(v);
    }
    if let Some(v) = input.telegram {
        s.telegram = text(v);
    }
    if let Some(v) = input.contact_number {
        s.contact_number = text(v);
    }
    if let Some(v) = input.shipping_base_fee {
        s.shipping.base_fee = v;
    }
    if let Some(v) = input.shipping_region_base_fees {
        s.shipping.region_base_fees = v;
    }
    if let Some(v) = input.shipping_fee_per_kg {
        s.shipping.fee_per_kg = v;
    }
    if let Some(v) = input.tokens_per_10000_mmk {
        s.rewards.tokens_per_10000_mmk = v;
    }
    if let Some(v) = input.referral_points_per_signup {
        s.rewards.referral_points_per_signup = v;
    }
    if let Some(v) = input.draw_delay_minutes {
        s.rewards.draw_delay_minutes = v;
    }
    if let Some(v) = input.recovery_fee_mmk {
        s.rewards.recovery_fee_mmk = v;
    }
    if let Some(v) = input.token_price_mmk {
        s.rewards.token_price_mmk = v;
    }
    if let Some(v) = input.ticket_hold_percent {
        s.rewards.ticket_hold_percent = v;
    }
    if let Some(v) = input.ticket_hold_minutes {
        s.rewards.ticket_hold_minutes = v;
    }
}

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
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
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

/// Admin: the promotion page in every language; null until one is set.
pub async fn admin_promotion(ctx: &AppContext, admin: CurrentUser) -> AppResult<Option<AdminPromotion>> {
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
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
    admin.require_admin()?;
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
