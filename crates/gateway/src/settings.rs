//! The settings page, composed from the owners of its rules (as the admin dashboard is).
//!
//! Each domain keeps its own settings document ([`kernel::settings`]): the site's name, logo and
//! contacts in `content`, fees in `shipping`, the token rate in `orders`, the daily reward and
//! referral points in `rewards`, the draw's delay, ticket price and holds in `luckydraw`. Shoppers
//! read them together in one answer (`GET api/settings`, the `settings` query: the spec's shape,
//! unchanged), and the admin changes any of them with one `updateSettings`: every owner checks its
//! part first, then all parts are written in one transaction (one audit entry), so a refused field
//! changes nothing.

use std::sync::Arc;

use async_graphql::{Context, Object, Upload};
use axum::{body::Bytes, extract::State, http::HeaderMap, response::Response};
use content::settings::{SiteIdentity, SiteIdentityChange, SiteImages};
use kernel::permissions::{GraphqlAccess, Permission};
use kernel::{
    audit,
    auth::CurrentUser,
    graphql::{read_upload, ContextExt},
    read_cache::{Cached, Freshness, Scope},
    rest::Envelope,
    settings::{OwnedSettings, SettingsChange},
    AppContext, AppResult, Locale, Msg,
};
use luckydraw::settings::{DrawSettings, DrawSettingsChange};
use orders::settings::{OrderSettings, OrderSettingsChange};
use rewards::settings::{RewardSettings as RewardRules, RewardSettingsChange};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};
use shipping::settings::{RegionFee, ShippingSettings, ShippingSettingsChange, TownshipFee, WeightStep};
use utoipa_axum::{router::OpenApiRouter, routes};

/// What each admin field of this module needs (kernel::permissions; merged in `access`).
pub const ACCESS: GraphqlAccess = &[("updateSettings", Permission::Settings)];

/// `GET api/settings`.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct SiteSettings {
    /// The shop's name for the header and page titles.
    pub site_name: String,
    /// Logo URL.
    pub site_logo: Option<String>,
    /// The logo at 320 px (the full one is 800 px): for the top bar and menu, which show it small.
    pub site_logo_thumb: Option<String>,
    /// Favicon URL.
    pub site_favicon: Option<String>,
    /// Bonus tokens for an unbroken 30-day sign-in streak.
    pub daily_reward_point: i64,
    /// Tokens for each daily sign-in claim.
    pub daily_point: i64,
    /// Viber contact (number or link) shown to shoppers; null when not set.
    pub viber: Option<String>,
    /// Telegram contact (username or link) shown to shoppers; null when not set.
    pub telegram: Option<String>,
    /// Phone number shoppers can call; null when not set.
    pub contact_number: Option<String>,
    /// How shipping fees are computed.
    pub shipping: ShippingSettings,
    /// Token, referral and lucky-draw rules.
    pub rewards: RewardSettings,
    /// The key to pass as `applicationServerKey` to `pushManager.subscribe` (base64url of the
    /// 65-byte uncompressed P-256 point); null when Web Push is not set up.
    pub vapid_public_key: Option<String>,
    /// Whether cash on delivery is refused to a shopper with a parcel refused at the door and not
    /// settled (GraphQL only: REST's settings keep the fields they had).
    #[serde(skip)]
    pub refuse_cod_after_unpaid_refusal: bool,
    /// Days after "Received" during which a shopper may ask to return lines (GraphQL only).
    #[serde(skip)]
    pub return_days: i64,
}

/// Reward rules, as the spec groups them (owned by orders, rewards and luckydraw).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct RewardSettings {
    /// Tokens per 10,000 kyat spent, for products without a token reward of their own.
    pub tokens_per_10000_mmk: i64,
    /// Referral points credited to the inviter for each sign-up with their code.
    pub referral_points_per_signup: i64,
    /// Minutes between a batch selling out and its lucky number being drawn.
    pub draw_delay_minutes: i64,
    /// Fee in kyat to recover missed daily sign-in days.
    pub recovery_fee_mmk: i64,
    /// Kyat per token when lucky-draw tickets are paid by transfer instead of tokens.
    pub token_price_mmk: i64,
    /// Share of a lucky-draw batch (percent, at least one ticket) one shopper may hold unpaid.
    pub ticket_hold_percent: i64,
    /// Minutes after which a ticket transfer no admin decided is released (0: never).
    pub ticket_hold_minutes: i64,
}

/// Admin changes to the settings; what is left out stays as it is.
#[derive(Debug, Clone, Default, Deserialize, async_graphql::InputObject)]
pub struct SettingsInput {
    /// The shop's name; may not be blank.
    pub site_name: Option<String>,
    /// Tokens for each daily sign-in claim.
    pub daily_point: Option<i64>,
    /// Bonus tokens for an unbroken 30-day sign-in streak.
    pub daily_reward_point: Option<i64>,
    /// Empty clears it.
    pub viber: Option<String>,
    /// Telegram contact (username or link); empty clears it.
    pub telegram: Option<String>,
    /// Phone number shoppers can call; empty clears it.
    pub contact_number: Option<String>,
    /// Base shipping fee in whole kyat (MMK) where a region has none of its own.
    pub shipping_base_fee: Option<i64>,
    /// Base fees of particular regions; replaces the whole list (fees may not be negative).
    pub shipping_region_base_fees: Option<Vec<RegionFee>>,
    /// Shipping fee in whole kyat (MMK) per kilogram (rounded up) of the items.
    pub shipping_fee_per_kg: Option<i64>,
    /// Base fees of particular townships, over their region's; replaces the whole list.
    pub shipping_township_base_fees: Option<Vec<TownshipFee>>,
    /// Weight steps (a parcel up to `upToKg` adds `fee`; beyond the last, the rate per kilogram);
    /// replaces the whole list; empty: the rate per kilogram for every kilogram.
    pub shipping_weight_steps: Option<Vec<WeightStep>>,
    /// Tokens per 10,000 kyat spent, for products without a token reward of their own.
    pub tokens_per_10000_mmk: Option<i64>,
    /// Refuse cash on delivery to a shopper with a parcel refused at the door and not settled.
    pub refuse_cod_after_unpaid_refusal: Option<bool>,
    /// Days after "Received" during which a shopper may ask to return lines (0 to 365).
    pub return_days: Option<i64>,
    /// Referral points the inviter gets for each sign-up with their code.
    pub referral_points_per_signup: Option<i64>,
    /// Minutes between a batch selling out and its lucky number being drawn.
    pub draw_delay_minutes: Option<i64>,
    /// Fee in whole kyat (MMK) to recover missed daily sign-in days.
    pub recovery_fee_mmk: Option<i64>,
    /// Price of one token in whole kyat (MMK) when tickets are paid by transfer.
    pub token_price_mmk: Option<i64>,
    /// Share of a batch (1 to 100 percent) one shopper may hold unpaid.
    pub ticket_hold_percent: Option<i64>,
    /// Minutes after which an undecided ticket transfer is released (0: never).
    pub ticket_hold_minutes: Option<i64>,
}

/// [`SettingsInput`] split by owner.
struct Changes {
    site: SiteIdentityChange,
    shipping: ShippingSettingsChange,
    orders: OrderSettingsChange,
    rewards: RewardSettingsChange,
    luckydraw: DrawSettingsChange,
}

impl From<SettingsInput> for Changes {
    fn from(i: SettingsInput) -> Self {
        Changes {
            site: SiteIdentityChange {
                site_name: i.site_name,
                viber: i.viber,
                telegram: i.telegram,
                contact_number: i.contact_number,
                images: SiteImages::default(),
            },
            shipping: ShippingSettingsChange {
                base_fee: i.shipping_base_fee,
                region_base_fees: i.shipping_region_base_fees,
                fee_per_kg: i.shipping_fee_per_kg,
                township_base_fees: i.shipping_township_base_fees,
                weight_steps: i.shipping_weight_steps,
            },
            orders: OrderSettingsChange {
                tokens_per_10000_mmk: i.tokens_per_10000_mmk,
                refuse_cod_after_unpaid_refusal: i.refuse_cod_after_unpaid_refusal,
                return_days: i.return_days,
            },
            rewards: RewardSettingsChange {
                daily_point: i.daily_point,
                daily_reward_point: i.daily_reward_point,
                recovery_fee_mmk: i.recovery_fee_mmk,
                referral_points_per_signup: i.referral_points_per_signup,
            },
            luckydraw: DrawSettingsChange {
                draw_delay_minutes: i.draw_delay_minutes,
                token_price_mmk: i.token_price_mmk,
                ticket_hold_percent: i.ticket_hold_percent,
                ticket_hold_minutes: i.ticket_hold_minutes,
            },
        }
    }
}

impl Changes {
    /// Every owner's checks, in the order of the input's fields, before anything is uploaded or written.
    fn check(&self) -> AppResult<()> {
        self.site.check()?;
        self.rewards.check()?;
        self.shipping.check()?;
        self.orders.check()?;
        self.luckydraw.check()
    }
}

/// Every owner's stored settings.
struct Owned {
    site: SiteIdentity,
    shipping: ShippingSettings,
    orders: OrderSettings,
    rewards: RewardRules,
    luckydraw: DrawSettings,
}

async fn stored(conn: &impl ConnectionTrait) -> AppResult<Owned> {
    Ok(Owned {
        site: content::settings::stored(conn).await?,
        shipping: shipping::settings::stored(conn).await?,
        orders: orders::settings::stored(conn).await?,
        rewards: rewards::settings::stored(conn).await?,
        luckydraw: luckydraw::settings::stored(conn).await?,
    })
}

/// The owners' keys with a check that each stored document parses, for `/readyz`.
pub const OWNERS: [(&str, kernel::settings::Parser); 5] = [
    (SiteIdentity::KEY, kernel::settings::parses::<SiteIdentity>),
    (ShippingSettings::KEY, kernel::settings::parses::<ShippingSettings>),
    (OrderSettings::KEY, kernel::settings::parses::<OrderSettings>),
    (RewardRules::KEY, kernel::settings::parses::<RewardRules>),
    (DrawSettings::KEY, kernel::settings::parses::<DrawSettings>),
];

fn view(ctx: &AppContext, s: Owned) -> SiteSettings {
    SiteSettings {
        site_logo: s.site.site_logo.as_deref().map(|k| ctx.media.url(k)),
        site_logo_thumb: s.site.site_logo.as_deref().map(|k| ctx.media.thumb_url(k)),
        site_favicon: s.site.site_favicon.as_deref().map(|k| ctx.media.thumb_url(k)),
        site_name: s.site.site_name,
        daily_reward_point: s.rewards.daily_reward_point,
        daily_point: s.rewards.daily_point,
        viber: s.site.viber,
        telegram: s.site.telegram,
        contact_number: s.site.contact_number,
        shipping: s.shipping,
        refuse_cod_after_unpaid_refusal: s.orders.refuse_cod_after_unpaid_refusal,
        return_days: s.orders.return_days,
        rewards: RewardSettings {
            tokens_per_10000_mmk: s.orders.tokens_per_10000_mmk,
            referral_points_per_signup: s.rewards.referral_points_per_signup,
            draw_delay_minutes: s.luckydraw.draw_delay_minutes,
            recovery_fee_mmk: s.rewards.recovery_fee_mmk,
            token_price_mmk: s.luckydraw.token_price_mmk,
            ticket_hold_percent: s.luckydraw.ticket_hold_percent,
            ticket_hold_minutes: s.luckydraw.ticket_hold_minutes,
        },
        vapid_public_key: ctx.vapid_public_key().map(str::to_owned),
    }
}

/// The public settings (one answer in every language), from the read cache: every owner's
/// [`kernel::settings::save`] drops it on every instance.
pub async fn settings(ctx: &AppContext) -> AppResult<Arc<Cached<SiteSettings>>> {
    let load = async { Ok(view(ctx, stored(ctx.db.conn()).await?)) };
    ctx.read_cache.get_or_load(Scope::Content, "settings".to_owned(), load).await
}

/// Admin: changes the given settings (and the logo or favicon when uploaded), all or nothing.
pub async fn update_settings(
    ctx: &AppContext,
    admin: CurrentUser,
    input: SettingsInput,
    logo: Option<Bytes>,
    favicon: Option<Bytes>,
) -> AppResult<SiteSettings> {
    admin.require(Permission::Settings)?;
    Changes::from(input.clone()).check()?;
    let images = content::settings::upload_images(ctx, logo, favicon).await?;
    let written = ctx
        .db
        .write(|tx| {
            let mut changes = Changes::from(input.clone());
            changes.site.images = images.clone();
            Box::pin(async move { write(tx, admin, changes).await })
        })
        .await;
    match written {
        Ok(replaced) => {
            content::settings::delete_replaced(ctx, &replaced).await;
            Ok(settings(ctx).await?.value.as_ref().clone())
        }
        Err(err) => {
            content::settings::discard_images(ctx, &images).await;
            Err(err)
        }
    }
}

async fn write(tx: &impl ConnectionTrait, admin: CurrentUser, changes: Changes) -> AppResult<Vec<String>> {
    let (site, replaced) = content::settings::update(tx, changes.site).await?;
    let shipping = kernel::settings::update(tx, changes.shipping).await?;
    let orders = kernel::settings::update(tx, changes.orders).await?;
    let rewards = kernel::settings::update(tx, changes.rewards).await?;
    let luckydraw = kernel::settings::update(tx, changes.luckydraw).await?;
    let detail = serde_json::json!({
        "site": site, "shipping": shipping, "orders": orders, "rewards": rewards, "luckydraw": luckydraw,
    });
    audit::record(tx, Some(admin), "settings.update", "settings", None, detail).await?;
    Ok(replaced)
}

/// `/readyz`: `ok`, which owners' stored settings do not parse (each logged with its reason), or
/// `unknown` when the database does not answer.
pub async fn readiness(ctx: &AppContext) -> String {
    match kernel::settings::unreadable(ctx.db.conn(), &OWNERS).await {
        Ok(failures) if failures.is_empty() => "ok".into(),
        Ok(failures) => {
            let owners: Vec<&str> = failures.iter().map(|(key, _)| *key).collect();
            format!("unreadable: {}", owners.join(", "))
        }
        Err(err) => {
            tracing::warn!(error = ?err, "readyz: the settings could not be read");
            "unknown".into()
        }
    }
}

// ---- GraphQL and REST --------------------------------------------------------------------------

#[derive(Default)]
pub struct SettingsQuery;

#[Object]
impl SettingsQuery {
    /// Site name, logo, favicon, reward amounts, contact channels, shipping and reward rules.
    async fn settings(&self, ctx: &Context<'_>) -> async_graphql::Result<Arc<SiteSettings>> {
        Ok(settings(ctx.app()).await?.value.clone())
    }
}

#[derive(Default)]
pub struct SettingsMutation;

#[Object]
impl SettingsMutation {
    /// Admin: change settings (fields left out stay as they are) and upload a logo or favicon.
    async fn update_settings(
        &self,
        ctx: &Context<'_>,
        input: SettingsInput,
        site_logo: Option<Upload>,
        site_favicon: Option<Upload>,
    ) -> async_graphql::Result<SiteSettings> {
        let admin = ctx.current_user().await?;
        let (logo, favicon) = (read_upload(ctx, site_logo)?, read_upload(ctx, site_favicon)?);
        Ok(update_settings(ctx.app(), admin, input, logo, favicon).await?)
    }
}

pub fn router() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(get_settings))
}

/// Site settings: name, logo, favicon, reward amounts, contact channels, shipping and reward rules.
#[utoipa::path(get, path = "/api/settings", operation_id = "settings", tag = "content", responses((status = 200, body = Envelope<SiteSettings>)))]
async fn get_settings(State(ctx): State<AppContext>, locale: Locale, headers: HeaderMap) -> AppResult<Response> {
    let found = settings(&ctx).await?;
    Ok(found.answer(&headers, locale, Msg::new("content.settings"), Freshness::Brief))
}
