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
    #[schema(
        required = true,
        nullable = false,
        min_length = 1,
        max_length = 100,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub name: Option<String>,
    /// A Myanmar mobile number: `09...`, `+959...` or `959...`.
    #[validate(
        required(message = "accounts.phone_required"),
        custom(function = "not_blank", message = "accounts.phone_required")
    )]
    #[schema(value_type = MyanmarPhone, required = true)]
    pub phone: Option<String>,
    /// Password (required, 6 to 128 characters).
    #[validate(
        required(message = "accounts.password_required"),
        length(min = 6, max = 128, message = "accounts.password_min_six")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        max_length = 128,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub password: Option<String>,
    /// The password again (required); must equal the password.
    #[validate(
        required(message = "accounts.password_confirmation_required"),
        custom(function = "not_blank", message = "accounts.password_confirmation_required")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        max_length = 128,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub password_confirmation: Option<String>,
    /// The inviter's referral code (optional).
    #[schema(pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$")]
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
    #[schema(value_type = MyanmarPhone, required = true)]
    pub phone: Option<String>,
    /// The password (required, at least 6 characters).
    #[validate(
        required(message = "accounts.password_min_six"),
        length(min = 6, message = "accounts.password_min_six")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub password: Option<String>,
    /// The browser's push subscription, `PushSubscription.toJSON()` as a JSON string
    /// (`{"endpoint", "keys": {"p256dh", "auth"}}`); kept for pushes when valid, ignored otherwise.
    #[schema(pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$")]
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
    #[schema(required = true, nullable = false, minimum = 1)]
    pub region_id: Option<i64>,
    /// Shipping township (required): an id from `townships(regionId)`.
    #[validate(required(message = "accounts.township_required"))]
    #[schema(required = true, nullable = false, minimum = 1)]
    pub township_id: Option<i64>,
    /// Street address (required, at most 500 characters).
    #[validate(
        required(message = "accounts.street_address_required"),
        custom(function = "not_blank", message = "accounts.street_address_required"),
        length(max = 500, message = "accounts.text_too_long")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 1,
        max_length = 500,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub address: Option<String>,
    /// Postal code (optional, at most 20 characters); blank clears it.
    #[validate(length(max = 20, message = "accounts.text_too_long"))]
    #[schema(max_length = 20, pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$")]
    pub postal_code: Option<String>,
}

/// Account edit: `PUT api/user/update-profile`. An empty value keeps what the profile has.
#[derive(Debug, Clone, Default, Deserialize, Validate, async_graphql::InputObject, utoipa::ToSchema)]
pub struct UpdateProfileInput {
    /// New display name (at most 100 characters); blank or absent keeps the current one.
    #[validate(length(max = 100, message = "accounts.text_too_long"))]
    #[schema(max_length = 100, pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$")]
    pub name: Option<String>,
    /// New Myanmar mobile number (`09...`, `+959...` or `959...`); blank or absent keeps the current one.
    #[schema(value_type = Option<PhoneOrBlank>)]
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
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub old_password: Option<String>,
    /// The new password (required, 6 to 128 characters).
    #[validate(
        required(message = "accounts.change_password_required"),
        custom(function = "not_blank", message = "accounts.change_password_required"),
        length(min = 6, max = 128, message = "accounts.change_password_min")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        max_length = 128,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub new_password: Option<String>,
    /// The new password again (required); must equal the new password.
    #[validate(
        required(message = "accounts.new_password_confirmation_required"),
        custom(function = "not_blank", message = "accounts.new_password_confirmation_required")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        max_length = 128,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
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
    #[schema(value_type = MyanmarPhone, required = true)]
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
    #[schema(value_type = MyanmarPhone, required = true)]
    pub phone: Option<String>,
    /// The 6-digit code from the SMS.
    #[validate(
        required(message = "accounts.reset_code_required"),
        custom(function = "not_blank", message = "accounts.reset_code_required")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        pattern = "^[\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*(?:[0-9\\u1040-\\u1049\\uff10-\\uff19][\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*){6}$"
    )]
    pub code: Option<String>,
    /// The new password (required, 6 to 128 characters).
    #[validate(
        required(message = "accounts.change_password_required"),
        custom(function = "not_blank", message = "accounts.change_password_required"),
        length(min = 6, max = 128, message = "accounts.change_password_min")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        max_length = 128,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
    )]
    pub new_password: Option<String>,
    /// The new password again (required); must equal the new password.
    #[validate(
        required(message = "accounts.new_password_confirmation_required"),
        custom(function = "not_blank", message = "accounts.new_password_confirmation_required")
    )]
    #[schema(
        required = true,
        nullable = false,
        min_length = 6,
        max_length = 128,
        pattern = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\u0000-\\u0020\\u007f-\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"
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

/// The API document's `MyanmarPhone`: every way of writing a Myanmar mobile number that
/// [`crate::phone::normalize_phone`] accepts, as a JSON Schema pattern (the sign-up, sign-in and
/// password-reset phones).
pub struct MyanmarPhone;

impl utoipa::PartialSchema for MyanmarPhone {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        phone_schema(
            format!("^{}$", phone_pattern()),
            "A Myanmar mobile number: `09...`, `9...`, `959...`, `+959...` or `00959...` (and the \
             7-digit `017...` numbers), with spaces, dashes, dots or brackets anywhere. The operator \
             prefix and the length are libphonenumber's for Myanmar mobiles, which the pattern \
             spells out; landlines and foreign numbers are refused. Kept as `09...`.",
        )
    }
}

impl utoipa::ToSchema for MyanmarPhone {}

/// The API document's `PhoneOrBlank`: a [`MyanmarPhone`], or blank (only spaces), which keeps the
/// current phone (`update-profile`).
pub struct PhoneOrBlank;

impl utoipa::PartialSchema for PhoneOrBlank {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        phone_schema(
            format!("^(?:{BLANK}|{})$", phone_pattern()),
            "A Myanmar mobile number as `MyanmarPhone` says, or blank (empty or only spaces).",
        )
    }
}

impl utoipa::ToSchema for PhoneOrBlank {}

/// What `str::trim` removes, but for the control characters refused before any text is read.
const BLANK: &str = "[\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*";

fn phone_schema(pattern: String, description: &str) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new().schema_type(Type::String).pattern(Some(pattern)).description(Some(description)).into()
}

/// [`crate::phone::normalize_phone`]'s rule as an (unanchored) ECMA-262 pattern, checked against it
/// on millions of written forms. The normaliser removes ` ().-` anywhere and trims spaces, then
/// reads `+`s (any number) or `00`, then `95`, as the international form and `0` as the national
/// prefix; the `phonenumber` crate takes `00` after `+`, one or two `0`s after `95` and, for a
/// number with neither `0` nor `95` in front, its own `95`. What is left is a mobile number when
/// a pattern of libphonenumber's Myanmar mobiles matches its start and it has 7 to 10 digits:
/// below, each operator prefix with the digits that may follow it.
fn phone_pattern() -> String {
    // Typed anywhere and removed before the number is read.
    const SEP: &str = "[ ().-]*";
    // Around the number: separators and the spaces `str::trim` removes.
    const AROUND: &str = "[\\t\\n\\r ().\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000-]*";
    let seq = |atoms: &[&str]| atoms.join(SEP);
    let digits = |min: u8, max: u8| match min == max {
        true => format!("(?:{SEP}[0-9]){{{min}}}"),
        false => format!("(?:{SEP}[0-9]){{{min},{max}}}"),
    };
    let any = |alternatives: &[String]| format!("(?:{})", alternatives.join("|"));
    let after_9 = any(&[
        seq(&["2", &any(&[format!("[0-4]{}", digits(5, 7)), format!("[56]{}", digits(7, 7))])]),
        seq(&["3", &any(&[format!("[0-36]{}", digits(6, 7)), format!("4{}", digits(7, 7))])]),
        seq(&[
            "4",
            &any(&[
                format!("[0245]{}", digits(7, 7)),
                format!("[1379]{}", digits(6, 7)),
                format!("{}{}", seq(&["8", "8"]), digits(5, 6)),
            ]),
        ]),
        format!("[68]{}", digits(6, 8)),
        seq(&[
            "7",
            &any(&[
                format!("3{}", digits(6, 7)),
                format!("{}{}", seq(&["4", "0"]), digits(6, 6)),
                format!("[5-9]{}", digits(7, 7)),
            ]),
        ]),
        seq(&[
            "9",
            &any(&[format!("[089]{}", digits(5, 7)), format!("1{}", digits(6, 7)), format!("[4-8]{}", digits(7, 7))]),
        ]),
    ]);
    // A mobile number that does not start with 95, and one that does (never without a prefix).
    let mobile = any(&[format!("{}{}", seq(&["1", "7", "[01]"]), digits(4, 7)), seq(&["9", &after_9])]);
    let mobile_95 = format!("{}{}", seq(&["9", "5", "[0-6]"]), digits(5, 7));
    let zeros = seq(&["0", "0"]);
    let international = any(&[format!("\\+(?:{SEP}\\+)*(?:{SEP}{zeros})?"), format!("{zeros}(?:{SEP}{zeros})?")]);
    let prefix = any(&["0".to_owned(), format!("(?:{international}{SEP})?{}(?:{SEP}0(?:{SEP}0)?)?", seq(&["9", "5"]))]);
    format!("{AROUND}(?:(?:{prefix}{SEP})?{mobile}|{prefix}{SEP}{mobile_95}){AROUND}")
}
