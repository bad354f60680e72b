//! The site's own settings: its name, logo, favicon and contact channels. Stored under the key
//! `site` ([`kernel::settings`]); the other domains keep their rules under their own keys, and the
//! gateway composes the admin's settings page and `GET api/settings` from all of them.

use axum::body::Bytes;
use kernel::{
    settings::{OwnedSettings, SettingsChange},
    AppContext, AppError, AppResult, Msg,
};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

/// The site's settings as stored (media keys, not URLs).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SiteIdentity {
    pub site_name: String,
    pub site_logo: Option<String>,
    pub site_favicon: Option<String>,
    pub viber: Option<String>,
    pub telegram: Option<String>,
    pub contact_number: Option<String>,
}

impl Default for SiteIdentity {
    fn default() -> Self {
        SiteIdentity {
            site_name: "Lucky Mall".to_owned(),
            site_logo: None,
            site_favicon: None,
            viber: None,
            telegram: None,
            contact_number: None,
        }
    }
}

impl OwnedSettings for SiteIdentity {
    const KEY: &'static str = "site";
}

/// An admin's change; what is left out stays as it is, an empty contact clears it.
#[derive(Debug, Clone, Default)]
pub struct SiteIdentityChange {
    pub site_name: Option<String>,
    pub viber: Option<String>,
    pub telegram: Option<String>,
    pub contact_number: Option<String>,
    /// A new logo and favicon, uploaded before the transaction ([`upload_images`]).
    pub images: SiteImages,
}

impl SettingsChange for SiteIdentityChange {
    type Settings = SiteIdentity;

    fn check(&self) -> AppResult<()> {
        if self.site_name.as_deref().is_some_and(|n| n.trim().is_empty()) {
            return Err(AppError::invalid("site_name", Msg::new("content.site_name_required")));
        }
        Ok(())
    }

    fn apply(self, s: &mut SiteIdentity) {
        if let Some(logo) = self.images.logo {
            s.site_logo = Some(logo);
        }
        if let Some(favicon) = self.images.favicon {
            s.site_favicon = Some(favicon);
        }
        let text = |v: String| Some(kernel::text::as_sent(&v)).filter(|v| !v.is_empty());
        if let Some(v) = self.site_name {
            s.site_name = kernel::text::as_sent(&v);
        }
        if let Some(v) = self.viber {
            s.viber = text(v);
        }
        if let Some(v) = self.telegram {
            s.telegram = text(v);
        }
        if let Some(v) = self.contact_number {
            s.contact_number = text(v);
        }
    }
}

/// A new logo and favicon, uploaded before the transaction that records them.
#[derive(Debug, Clone, Default)]
pub struct SiteImages {
    pub logo: Option<String>,
    pub favicon: Option<String>,
}

/// The settings as stored, defaults filled in.
pub async fn stored(conn: &impl ConnectionTrait) -> AppResult<SiteIdentity> {
    kernel::settings::load(conn).await
}

/// Uploads a new logo and favicon (either may be absent); nothing is kept when one is refused.
pub async fn upload_images(ctx: &AppContext, logo: Option<Bytes>, favicon: Option<Bytes>) -> AppResult<SiteImages> {
    let logo = ctx.media.put_optional_image("site_logo", "content/site", logo).await?;
    match ctx.media.put_optional_image("site_favicon", "content/site", favicon).await {
        Ok(favicon) => Ok(SiteImages { logo, favicon }),
        Err(err) => {
            ctx.media.delete_all_with_thumbs(logo.as_slice()).await;
            Err(err)
        }
    }
}

/// Removes uploaded images whose transaction did not commit.
pub async fn discard_images(ctx: &AppContext, images: &SiteImages) {
    ctx.media.delete_all_with_thumbs(images.logo.as_slice()).await;
    ctx.media.delete_all_with_thumbs(images.favicon.as_slice()).await;
}

/// Removes the images a committed change replaced.
pub async fn delete_replaced(ctx: &AppContext, replaced: &[String]) {
    for key in replaced {
        ctx.media.delete_with_thumb(key).await;
    }
}

/// Checks and applies an admin's change and new images in the caller's transaction; answers the
/// new settings and the keys of the images they replaced (to delete once committed).
pub async fn update(conn: &impl ConnectionTrait, change: SiteIdentityChange) -> AppResult<(SiteIdentity, Vec<String>)> {
    let before = stored(conn).await?;
    let after = kernel::settings::update(conn, change).await?;
    let replaced = [(before.site_logo, &after.site_logo), (before.site_favicon, &after.site_favicon)]
        .into_iter()
        .filter_map(|(old, new)| old.filter(|old| Some(old) != new.as_ref()))
        .collect();
    Ok((after, replaced))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_site_name_is_refused() {
        assert!(SiteIdentityChange { site_name: Some("  ".into()), ..Default::default() }.check().is_err());
        assert!(SiteIdentityChange { site_name: Some("Shop".into()), ..Default::default() }.check().is_ok());
    }

    #[test]
    fn an_empty_contact_clears_it_and_the_rest_stays() {
        let mut s = SiteIdentity { viber: Some("09123".into()), telegram: Some("@mall".into()), ..Default::default() };
        SiteIdentityChange { viber: Some(String::new()), ..Default::default() }.apply(&mut s);
        assert_eq!(s.viber, None);
        assert_eq!(s.telegram.as_deref(), Some("@mall"));
        assert_eq!(s.site_name, "Lucky Mall");
    }
}
