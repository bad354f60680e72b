//! What a shopper sends to pay by transfer, checked and stored before anything is recorded.

use axum::body::Bytes;
use kernel::ratelimit::Action;
use kernel::{AppContext, AppError, AppResult, Msg};

use crate::checks::StoredScreenshot;

/// What the shopper sends: the payment method they transferred with, the screenshot, and the
/// reference of the payment QR they paid with, if any ([`crate::reference`]).
#[derive(Default)]
pub struct Transfer {
    pub payment_id: Option<i64>,
    pub screenshot: Option<Bytes>,
    pub reference: Option<String>,
}

impl Transfer {
    /// What a multipart form sends: `payment_id`, the screenshot under the endpoint's name and
    /// `payment_reference`.
    pub fn from_form(form: &kernel::rest::MultipartForm, fields: &TransferFields) -> Transfer {
        Transfer {
            payment_id: form.whole("payment_id"),
            screenshot: form.file(fields.screenshot),
            reference: form.text(crate::reference::FIELD),
        }
    }
}

/// The request's field names and messages, which differ by endpoint in the spec (orders and
/// shipping send `payment_screenshot`, ticket purchases `payment_image`).
pub struct TransferFields {
    pub screenshot: &'static str,
    /// The message when the screenshot is missing.
    pub screenshot_missing: &'static str,
}

impl TransferFields {
    /// Orders and shipping fees: `payment_screenshot`.
    pub const SCREENSHOT: TransferFields =
        TransferFields { screenshot: "payment_screenshot", screenshot_missing: "orders.screenshot_required" };
}

/// Whether what is paid for will be shipped to the shopper (then an address is required).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    Ships,
    NothingShips,
}

/// A transfer ready to be recorded: a shown payment method, the stored screenshot and the
/// shopper's shipping address (empty when nothing ships).
pub struct PreparedTransfer {
    pub method: crate::model::PaymentMethodDetail,
    /// The stored screenshot and its fingerprints, for [`crate::screenshot::record`].
    pub screenshot: StoredScreenshot,
    pub shipping_address: String,
}

/// Checks what the shopper can fix, in the order the forms show it (a phone number on the account,
/// payment method, screenshot,
/// then the address when something will ship) and only then stores the screenshot privately.
/// Whoever records the payment must pass the key to `discard_on_error`.
#[tracing::instrument(skip(ctx, transfer, fields, delivery), fields(screenshot = fields.screenshot))]
pub async fn prepare(
    ctx: &AppContext,
    user_id: i64,
    transfer: Transfer,
    fields: &TransferFields,
    delivery: Delivery,
) -> AppResult<PreparedTransfer> {
    accounts::service::require_phone(ctx, user_id).await?;
    let method = checked_method(ctx, transfer.payment_id).await?;
    if method.kind == crate::model::PaymentMethodKind::CashOnDelivery {
        return Err(crate::cod::not_for_this());
    }
    let reference = crate::reference::check(ctx, user_id, method.id, transfer.reference.as_deref()).await?;
    let screenshot =
        transfer.screenshot.ok_or_else(|| AppError::invalid(fields.screenshot, Msg::new(fields.screenshot_missing)))?;
    let shipping_address = match delivery {
        Delivery::NothingShips => String::new(),
        Delivery::Ships => accounts::service::shipping_address(ctx, user_id)
            .await?
            .ok_or_else(|| AppError::invalid("address", Msg::new("accounts.shipping_address_missing")))?,
    };
    ctx.action_limiter.check(Action::Upload, user_id).await?;
    // The fingerprints are taken from the decoded upload, before it is re-encoded for storage.
    let (key, fingerprint) = ctx
        .media
        .put_private_image_inspected(fields.screenshot, &format!("payments/{user_id}"), screenshot, |decoded| {
            receipts::fingerprint::of(decoded)
        })
        .await?;
    Ok(PreparedTransfer { method, screenshot: StoredScreenshot { key, fingerprint, reference }, shipping_address })
}

/// The payment method the shopper picked, when it exists and is shown.
async fn checked_method(ctx: &AppContext, payment_id: Option<i64>) -> AppResult<crate::model::PaymentMethodDetail> {
    let required = || AppError::invalid("payment_id", Msg::new("payments.payment_required"));
    let id = payment_id.ok_or_else(required)?;
    crate::methods::payment_method(ctx, id).await.map_err(|_| required())
}
