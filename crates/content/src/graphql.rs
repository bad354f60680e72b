//! Site content in GraphQL: public queries, and admin mutations (admin role only).

use std::sync::Arc;

use async_graphql::{Context, Object, Upload};
use kernel::{
    graphql::{read_upload, ContextExt},
    Translated,
};

use crate::{
    model::{
        AdminOnboardingSlide, AdminPromotion, AdminSlider, OnboardingSlide, OnboardingSlideInput, Promotion, Slider,
        SliderInput,
    },
    service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminSliders", Permission::Catalog),
    ("adminPromotion", Permission::Catalog),
    ("adminOnboardingSlides", Permission::Catalog),
    ("createSlider", Permission::Catalog),
    ("updateSlider", Permission::Catalog),
    ("updatePromotion", Permission::Catalog),
    ("createOnboardingSlide", Permission::Catalog),
    ("updateOnboardingSlide", Permission::Catalog),
];

#[derive(Default)]
pub struct ContentQuery;

#[Object]
impl ContentQuery {
    /// Home-screen banners, in order.
    async fn sliders(&self, ctx: &Context<'_>) -> async_graphql::Result<Arc<Vec<Slider>>> {
        Ok(service::sliders(ctx.app(), ctx.locale()).await?.value.clone())
    }

    /// The promotion page (`NOT_FOUND` until an admin sets one).
    async fn promotion(&self, ctx: &Context<'_>) -> async_graphql::Result<Arc<Promotion>> {
        Ok(service::promotion(ctx.app(), ctx.locale()).await?.value.clone())
    }

    /// The user guide's slides, in order.
    async fn onboarding_slides(&self, ctx: &Context<'_>) -> async_graphql::Result<Arc<Vec<OnboardingSlide>>> {
        Ok(service::onboarding(ctx.app(), ctx.locale()).await?.value.clone())
    }

    /// Admin: every home-screen banner in order, hidden ones too, with all its languages.
    async fn admin_sliders(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<AdminSlider>> {
        let admin = ctx.current_user().await?;
        Ok(service::admin_sliders(ctx.app(), admin).await?)
    }

    /// Admin: the promotion page with its HTML in every language; null until one is set.
    async fn admin_promotion(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<AdminPromotion>> {
        let admin = ctx.current_user().await?;
        Ok(service::admin_promotion(ctx.app(), admin).await?)
    }

    /// Admin: every onboarding slide in order, hidden ones too, with all its languages.
    async fn admin_onboarding_slides(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<AdminOnboardingSlide>> {
        let admin = ctx.current_user().await?;
        Ok(service::admin_onboarding(ctx.app(), admin).await?)
    }
}

#[derive(Default)]
pub struct ContentMutation;

#[Object]
impl ContentMutation {
    /// Admin: a new home-screen banner (image required); answers its id.
    async fn create_slider(&self, ctx: &Context<'_>, input: SliderInput, image: Upload) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(service::create_slider(ctx.app(), admin, input, read_upload(ctx, Some(image))?).await?)
    }

    /// Admin: change a banner.
    async fn update_slider(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: SliderInput,
        image: Option<Upload>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::update_slider(ctx.app(), admin, id, input, read_upload(ctx, image)?).await?;
        Ok(true)
    }

    /// Admin: set the promotion page (HTML is sanitised).
    async fn update_promotion(
        &self,
        ctx: &Context<'_>,
        content: Translated,
        image: Option<Upload>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::update_promotion(ctx.app(), admin, content, read_upload(ctx, image)?).await?;
        Ok(true)
    }

    /// Admin: a new onboarding slide; answers its id.
    async fn create_onboarding_slide(
        &self,
        ctx: &Context<'_>,
        input: OnboardingSlideInput,
        image: Option<Upload>,
    ) -> async_graphql::Result<i64> {
        let admin = ctx.current_user().await?;
        Ok(service::create_onboarding_slide(ctx.app(), admin, input, read_upload(ctx, image)?).await?)
    }

    /// Admin: change an onboarding slide.
    async fn update_onboarding_slide(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: OnboardingSlideInput,
        image: Option<Upload>,
    ) -> async_graphql::Result<bool> {
        let admin = ctx.current_user().await?;
        service::update_onboarding_slide(ctx.app(), admin, id, input, read_upload(ctx, image)?).await?;
        Ok(true)
    }
}
