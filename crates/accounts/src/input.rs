//! What shoppers send, shared by the REST layer and GraphQL. Fields are optional so a missing field
//! is answered with the spec's message rather than a parse error; each rule's `message` is a key of
//! `crates/kernel/locales/accounts.yml`.

use serde::Deserialize;
use validator::Validate;

/// Sign-up: `POST api/user/register`.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct RegisterInput {
    /// Display name (required, at most 100 characters).
    #[validate(
        required(message = "accounts.name_required"),
        custom(function = "not_blank", message = "accounts.name_required"),
        length(max = 100, message = "accounts.text_too_long")
    )]
    pub name: Option<String>,
    /// A Myanmar mobile number: `09...`, `+959...` or `959...`.
    #[validate(
        required(message = "accounts.phone_required"),
        custom(function = "not_blank", message = "accounts.phone_required")
    )]
    pub phone: Option<String>,
    /// Password (required, 6 to 128 characters).
    #[validate(
        required(message = "accounts.password_required"),
        length(min = 6, max = 128, message = "accounts.password_min_six")
    )]
    pub password: Option<String>,
    /// The password again (required); must equal the password.
    #[validate(
        required(message = "accounts.password_confirmation_required"),
        custom(function = "not_blank", message = "accounts.password_confirmation_required")
    )]
    pub password_confirmation: Option<String>,
    /// The inviter's referral code (optional).
    pub referral_code: Option<String>,
}

/// Sign-in: `POST api/user/login`.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct LoginInput {
    /// The mobile number signed up with (required): `09...`, `+959...` or `959...`.
    #[validate(
        required(message = "accounts.phone_required"),
        custom(function = "not_blank", message = "accounts.phone_required")
    )]
    pub phone: Option<String>,
    /// The password (required, at least 6 characters).
    #[validate(
        required(message = "accounts.password_min_six"),
        length(min = 6, message = "accounts.password_min_six")
    )]
    pub password: Option<String>,
    /// The browser's push subscription, `PushSubscription.toJSON()` as a JSON string
    /// (`{"endpoint", "keys": {"p256dh", "auth"}}`); kept for pushes when valid, ignored otherwise.
    pub device_token: Option<String>,
}

/// Create profile: `POST api/user/create-profile` (with an optional `profile_image`).
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct CreateProfileInput {
    /// Shipping region (required): an id from `regions`.
    #[validate(required(message = "accounts.region_required"))]
    pub region_id: Option<i64>,
    /// Shipping township (required): an id from `townships(regionId)`.
    #[validate(required(message = "accounts.township_required"))]
    pub township_id: Option<i64>,
    /// Street address (required, at most 500 characters).
    #[validate(
        required(message = "accounts.address_required"),
        custom(function = "not_blank", message = "accounts.address_required"),
        length(max = 500, message = "accounts.text_too_long")
    )]
    pub address: Option<String>,
    /// Postal code (optional, at most 20 characters).
    #[validate(length(max = 20, message = "accounts.text_too_long"))]
    pub postal_code: Option<String>,
}

/// Shipping info: `PUT api/user/update-shipping`.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct ShippingInput {
    /// Shipping region (required): an id from `regions`.
    #[validate(required(message = "accounts.shipping_region_required"))]
    pub region_id: Option<i64>,
    /// Shipping township (required): an id from `townships(regionId)`.
    #[validate(required(message = "accounts.township_required"))]
    pub township_id: Option<i64>,
    /// Street address (required, at most 500 characters).
    #[validate(
        required(message = "accounts.street_address_required"),
        custom(function = "not_blank", message = "accounts.street_address_required"),
        length(max = 500, message = "accounts.text_too_long")
    )]
    pub address: Option<String>,
    /// Postal code (optional, at most 20 characters); blank clears it.
    #[validate(length(max = 20, message = "accounts.text_too_long"))]
    pub postal_code: Option<String>,
}

/// Account edit: `PUT api/user/update-profile`. An empty value keeps what the profile has.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct UpdateProfileInput {
    /// New display name (at most 100 characters); blank or absent keeps the current one.
    #[validate(length(max = 100, message = "accounts.text_too_long"))]
    pub name: Option<String>,
    /// New Myanmar mobile number (`09...`, `+959...` or `959...`); blank or absent keeps the current one.
    pub phone: Option<String>,
}

/// Change password: `PATCH api/user/update-password`.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct UpdatePasswordInput {
    /// The current password (required).
    #[validate(
        required(message = "accounts.change_password_required"),
        custom(function = "not_blank", message = "accounts.change_password_required"),
        length(min = 6, message = "accounts.change_password_min")
    )]
    pub old_password: Option<String>,
    /// The new password (required, 6 to 128 characters).
    #[validate(
        required(message = "accounts.change_password_required"),
        custom(function = "not_blank", message = "accounts.change_password_required"),
        length(min = 6, max = 128, message = "accounts.change_password_min")
    )]
    pub new_password: Option<String>,
    /// The new password again (required); must equal the new password.
    #[validate(
        required(message = "accounts.new_password_confirmation_required"),
        custom(function = "not_blank", message = "accounts.new_password_confirmation_required")
    )]
    pub new_password_confirmation: Option<String>,
}

/// Ask for a password reset code: `POST api/auth/password-reset/request`.
#[derive(Debug, Clone, Default, Deserialize, Validate, utoipa::ToSchema)]
pub struct RequestPasswordResetInput {
    /// The mobile number of the account (`09...`, `+959...` or `959...`).
    #[validate(
        required(message = "accounts.phone_required"),
        custom(function = "not_blank", message = "accounts.phone_required")
    )]
    pub phone: Option<String>,
}

/// Set a new password with the code sent by SMS: `POST api/auth/password-reset/confirm`. The
/// password rules and messages are the change-password form's.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct ResetPasswordInput {
    /// The mobile number the code was sent to (`09...`, `+959...` or `959...`).
    #[validate(
        required(message = "accounts.phone_required"),
        custom(function = "not_blank", message = "accounts.phone_required")
    )]
    pub phone: Option<String>,
    /// The 6-digit code from the SMS.
    #[validate(
        required(message = "accounts.reset_code_required"),
        custom(function = "not_blank", message = "accounts.reset_code_required")
    )]
    pub code: Option<String>,
    /// The new password (required, 6 to 128 characters).
    #[validate(
        required(message = "accounts.change_password_required"),
        custom(function = "not_blank", message = "accounts.change_password_required"),
        length(min = 6, max = 128, message = "accounts.change_password_min")
    )]
    pub new_password: Option<String>,
    /// The new password again (required); must equal the new password.
    #[validate(
        required(message = "accounts.new_password_confirmation_required"),
        custom(function = "not_blank", message = "accounts.new_password_confirmation_required")
    )]
    pub new_password_confirmation: Option<String>,
}

impl RegisterInput {
    /// The field rules, and the confirmation equal to the password.
    pub fn check(&self) -> Result<(), validator::ValidationErrors> {
        must_match(
            self.validate(),
            "password_confirmation",
            &self.password,
            &self.password_confirmation,
            "accounts.passwords_do_not_match",
        )
    }
}

impl UpdatePasswordInput {
    /// The field rules, and the confirmation equal to the new password.
    pub fn check(&self) -> Result<(), validator::ValidationErrors> {
        must_match(
            self.validate(),
            "new_password_confirmation",
            &self.new_password,
            &self.new_password_confirmation,
            "accounts.change_passwords_do_not_match",
        )
    }
}

impl ResetPasswordInput {
    /// The field rules, and the confirmation equal to the new password (the change-password
    /// form's message).
    pub fn check(&self) -> Result<(), validator::ValidationErrors> {
        must_match(
            self.validate(),
            "new_password_confirmation",
            &self.new_password,
            &self.new_password_confirmation,
            "accounts.change_passwords_do_not_match",
        )
    }
}

/// Adds a "does not match" error on `field` when a confirmation was given and differs.
fn must_match(
    result: Result<(), validator::ValidationErrors>,
    field: &'static str,
    original: &Option<String>,
    confirmation: &Option<String>,
    message: &'static str,
) -> Result<(), validator::ValidationErrors> {
    let mut errors = result.err().unwrap_or_default();
    let given = confirmation.as_deref().is_some_and(|c| !c.trim().is_empty());
    if given && original != confirmation && !errors.field_errors().contains_key(field) {
        errors.add(field, validator::ValidationError::new("must_match").with_message(message.into()));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// A required text must have something besides spaces.
fn not_blank(value: &str) -> Result<(), validator::ValidationError> {
    if value.trim().is_empty() {
        Err(validator::ValidationError::new("blank"))
    } else {
        Ok(())
    }
}

/// Trims a text field; blank is the same as absent.
pub(crate) fn clean(value: &Option<String>) -> Option<String> {
    value.as_deref().map(kernel::text::as_sent).filter(|v| !v.is_empty())
}
