//! The accounts part of the GraphQL schema. Resolvers only unpack the request and call the service.

use async_graphql::{Context, Object, Upload};
use kernel::graphql::{read_upload, ContextExt};

use crate::{
    admin, facebook,
    input::{
        CreateProfileInput, LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput, ShippingInput,
        UpdatePasswordInput, UpdateProfileInput,
    },
    ledger::Currency,
    model::{AdminUser, AdminUserPage, AuthSession, PasswordResetRequested, Place, Profile, TokenHistoryPage},
    password_reset, service,
};
use kernel::permissions::{GraphqlAccess, Permission};

/// What each admin field of this crate needs (kernel::permissions; the gateway merges the tables).
pub const ACCESS: GraphqlAccess = &[
    ("adminUsers", Permission::PeopleRead),
    ("grantTokens", Permission::Grants),
    ("grantReferralPoints", Permission::Grants),
    ("setUserAdmin", Permission::Roles),
    ("setUserRole", Permission::Roles),
    ("setUserBlocked", Permission::PeopleBlock),
];

#[derive(Default)]
pub struct AccountsQuery;

#[Object]
impl AccountsQuery {
    /// The signed-in shopper's profile.
    async fn me(&self, ctx: &Context<'_>) -> async_graphql::Result<Profile> {
        let user = ctx.current_user().await?;
        Ok(service::profile(ctx.app(), user.id, ctx.locale()).await?)
    }

    /// The address "Continue with Facebook" opens (the shop's `api/auth/facebook`, with the
    /// referral code when given); null when Facebook sign-in is not set up: hide the button.
    async fn facebook_sign_in_url(&self, ctx: &Context<'_>, referral_code: Option<String>) -> Option<String> {
        facebook::sign_in_url(ctx.app(), referral_code.as_deref())
    }

    /// The signed-in shopper's token changes, newest first (20 a page).
    async fn token_histories(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(maximum = 2147483647))] page: Option<u64>,
    ) -> async_graphql::Result<TokenHistoryPage> {
        let user = ctx.current_user().await?;
        let page = kernel::pagination::PageParams { page, per_page: None };
        Ok(crate::ledger::token_histories(ctx.app().db.conn(), user.id, page, ctx.locale()).await?)
    }

    /// Myanmar's states and regions, Yangon first.
    async fn regions(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<Place>> {
        Ok(service::regions(ctx.app(), ctx.locale()).await?)
    }

    /// The townships of a region, by name.
    async fn townships(&self, ctx: &Context<'_>, region_id: i64) -> async_graphql::Result<Vec<Place>> {
        Ok(service::townships(ctx.app(), region_id, ctx.locale()).await?)
    }

    /// Admin: accounts, newest first. `search` matches a part of the phone number (however it is
    /// written) or of the name (any case).
    async fn admin_users(
        &self,
        ctx: &Context<'_>,
        search: Option<String>,
        #[graphql(default_with = "Some(1)", validator(maximum = 2147483647))] page: Option<u64>,
        #[graphql(default_with = "Some(20)", validator(maximum = 2147483647))] limit: Option<u64>,
    ) -> async_graphql::Result<AdminUserPage> {
        let admin = ctx.current_user().await?;
        let page = kernel::pagination::PageParams { page, per_page: limit };
        Ok(admin::users(ctx.app(), admin, search.as_deref(), page).await?)
    }
}

#[derive(Default)]
pub struct AccountsMutation;

#[Object]
impl AccountsMutation {
    /// Signs up with a phone number (and optionally a friend's referral code); answers a token.
    async fn register(&self, ctx: &Context<'_>, input: RegisterInput) -> async_graphql::Result<AuthSession> {
        Ok(service::register(ctx.app(), input, ctx.client_ip()).await?)
    }

    /// Signs in; limited per phone number and per client address. A blocked account is `FORBIDDEN`
    /// ("This account is blocked. Please contact customer service.").
    async fn login(&self, ctx: &Context<'_>, input: LoginInput) -> async_graphql::Result<AuthSession> {
        Ok(service::login(ctx.app(), input, ctx.client_ip(), ctx.locale()).await?)
    }

    /// Sets the shipping address after sign-up, with an optional avatar (multipart upload).
    async fn create_profile(
        &self,
        ctx: &Context<'_>,
        input: CreateProfileInput,
        profile_image: Option<Upload>,
    ) -> async_graphql::Result<Profile> {
        let user = ctx.current_user().await?;
        let image = read_upload(ctx, profile_image)?;
        Ok(service::create_profile(ctx.app(), user.id, input, image, ctx.locale()).await?)
    }

    /// Changes name and phone; empty values keep the current ones.
    async fn update_profile(&self, ctx: &Context<'_>, input: UpdateProfileInput) -> async_graphql::Result<Profile> {
        let user = ctx.current_user().await?;
        Ok(service::update_profile(ctx.app(), user.id, input, ctx.locale()).await?)
    }

    /// Changes the shipping address.
    async fn update_shipping(&self, ctx: &Context<'_>, input: ShippingInput) -> async_graphql::Result<Profile> {
        let user = ctx.current_user().await?;
        Ok(service::update_shipping(ctx.app(), user.id, input, ctx.locale()).await?)
    }

    /// Replaces the avatar (PNG, JPEG or WebP).
    async fn upload_profile_image(&self, ctx: &Context<'_>, profile_image: Upload) -> async_graphql::Result<Profile> {
        let user = ctx.current_user().await?;
        let image = read_upload(ctx, Some(profile_image))?;
        Ok(service::upload_profile_image(ctx.app(), user.id, image, ctx.locale()).await?)
    }

    /// Changes the password, signs out every other session and answers a fresh token.
    async fn update_password(
        &self,
        ctx: &Context<'_>,
        input: UpdatePasswordInput,
    ) -> async_graphql::Result<AuthSession> {
        let user = ctx.current_user().await?;
        Ok(service::update_password(ctx.app(), user.id, input, ctx.locale()).await?)
    }

    /// Forgotten password, step 1: texts a 6-digit code to the phone, valid 10 minutes. The answer
    /// is the same whether or not the phone has an account. One code a minute and five an hour per
    /// phone (`TOO_MANY_REQUESTS` otherwise, with the seconds to wait in the message).
    async fn request_password_reset(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The account's mobile number: `09...`, `+959...` or `959...`.")] phone: String,
    ) -> async_graphql::Result<PasswordResetRequested> {
        let input = RequestPasswordResetInput { phone: Some(phone) };
        Ok(password_reset::request(ctx.app(), input, ctx.client_ip(), ctx.locale()).await?)
    }

    /// Forgotten password, step 2: sets the new password with the code and signs the account out
    /// everywhere. Answers the message to show ("Your password has been reset. ..."). A wrong,
    /// expired or used code is a `VALIDATION` error on `code`, and so are too many wrong codes.
    async fn reset_password(&self, ctx: &Context<'_>, input: ResetPasswordInput) -> async_graphql::Result<String> {
        password_reset::confirm(ctx.app(), input, ctx.client_ip()).await?;
        Ok(kernel::Msg::new("accounts.password_reset_done").render(ctx.locale()))
    }

    /// Exchanges the one-time code the Facebook callback put in `/auth/facebook?code=` for a
    /// session (twin of `GET api/auth/token?code=`). A used or expired code is `VALIDATION` with a
    /// message in the shopper's language.
    async fn exchange_sign_in_code(&self, ctx: &Context<'_>, code: String) -> async_graphql::Result<AuthSession> {
        Ok(facebook::exchange(ctx.app(), &code, ctx.locale()).await?)
    }

    /// Signed in: the provider's dialog address that links Facebook to this account; the callback
    /// comes back to `/account-detail`.
    async fn start_facebook_link(&self, ctx: &Context<'_>) -> async_graphql::Result<String> {
        let user = ctx.current_user().await?;
        Ok(facebook::start(ctx.app(), None, Some(user.id)).await?)
    }

    /// Unlinks Facebook. Refused (`BAD_REQUEST`, a message) when the account would be left with no
    /// other way to sign in: it needs a phone and a password.
    async fn unlink_facebook(&self, ctx: &Context<'_>) -> async_graphql::Result<Profile> {
        let user = ctx.current_user().await?;
        Ok(facebook::unlink(ctx.app(), user.id, ctx.locale()).await?)
    }

    /// Revokes every token of the signed-in user, this one included.
    async fn sign_out_everywhere(&self, ctx: &Context<'_>) -> async_graphql::Result<bool> {
        let user = ctx.current_user().await?;
        service::sign_out_everywhere(ctx.app(), user.id).await?;
        Ok(true)
    }

    /// Admin: adds tokens (`amount` > 0) or takes them (`amount` < 0, never below zero) with a
    /// reason of 3 to 200 characters; at most 1,000,000 either way. Written to the shopper's token
    /// history ("Granted by admin" / "Taken by admin") and the audit log; the shopper is told.
    async fn grant_tokens(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        amount: i64,
        reason: String,
    ) -> async_graphql::Result<AdminUser> {
        let admin = ctx.current_user().await?;
        Ok(admin::grant(ctx.app(), admin, user_id, Currency::Token, amount, &reason).await?)
    }

    /// Admin: adds or takes referral points, with the rules of `grantTokens`.
    async fn grant_referral_points(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        amount: i64,
        reason: String,
    ) -> async_graphql::Result<AdminUser> {
        let admin = ctx.current_user().await?;
        Ok(admin::grant(ctx.app(), admin, user_id, Currency::Referral, amount, &reason).await?)
    }

    /// Admin: gives (`admin: true`) or removes the admin role; nobody removes their own.
    async fn set_user_admin(&self, ctx: &Context<'_>, user_id: i64, admin: bool) -> async_graphql::Result<AdminUser> {
        let acting = ctx.current_user().await?;
        Ok(admin::set_admin(ctx.app(), acting, user_id, admin).await?)
    }

    /// Admin: gives an account a role (owner only): `ADMIN` (the owner), a staff role
    /// (`PAYMENT_CHECKER`, `SHIPPER`, `CATALOG_EDITOR`, `SUPPORT`) or `CUSTOMER` (no access to the
    /// console). Nobody changes their own role; the last owner stays one. The account's open
    /// websockets close at once.
    async fn set_user_role(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The account.")] user_id: i64,
        #[graphql(desc = "Its new role.")] role: kernel::auth::Role,
    ) -> async_graphql::Result<AdminUser> {
        let acting = ctx.current_user().await?;
        Ok(admin::set_role(ctx.app(), acting, user_id, role).await?)
    }

    /// Admin: blocks an account (it cannot sign in; every token it holds stops working at once) or
    /// unblocks it; nobody blocks themselves.
    async fn set_user_blocked(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        blocked: bool,
    ) -> async_graphql::Result<AdminUser> {
        let admin = ctx.current_user().await?;
        Ok(admin::set_blocked(ctx.app(), admin, user_id, blocked).await?)
    }
}
