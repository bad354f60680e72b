//! A payment QR with the amount: the wallet's static merchant QR that the admin uploads as a
//! picture (read with `rqrr`, checked with [`crate::mmqr`], kept as its payload text), and the QR
//! of one payment made from it (dynamic, with the amount and the reference) drawn as a PNG with
//! `qrcode`. What is due comes from the payment's owner (`orders::service::payment_due` for an
//! order); this module knows no order.

use std::io::Cursor;

use axum::body::Bytes;
use image::{DynamicImage, ImageFormat, Luma};
use kernel::{AppContext, AppError, AppResult, Msg};
use sea_orm::EntityTrait;

use crate::{
    entity::payment_method,
    mmqr,
    model::{PaymentDue, PaymentQr},
};

/// The form field (and GraphQL argument, `merchantQr`) of the merchant QR picture.
pub const FIELD: &str = "merchant_qr";

/// The smallest side of a drawn QR code, in pixels, quiet zone included.
pub const PNG_MIN_SIDE: u32 = 320;

/// Reads the merchant QR from an uploaded picture (PNG, JPEG or WebP, checked and decoded as
/// every upload is) and checks it is an MMQR the shop can take payments with; answers its payload.
/// A picture with no readable QR code, or a QR code that is not a usable MMQR, is a field error
/// on `merchant_qr`. Nothing is stored here.
pub async fn read_merchant_qr(ctx: &AppContext, upload: Bytes) -> AppResult<String> {
    let (_, found) = ctx.media.prepare_image_inspected(FIELD, upload, &[], codes_in).await?;
    // Of several codes in one picture, the first usable one; otherwise the first one's fault.
    let Some(first) = found.first() else {
        return Err(AppError::invalid(FIELD, Msg::new("payments.qr.not_a_qr")));
    };
    if let Some(usable) = found.iter().find(|code| mmqr::validate(code).is_ok()) {
        return Ok(usable.clone());
    }
    let fault = mmqr::validate(first).expect_err("none usable");
    Err(AppError::invalid(FIELD, Msg::new(fault.message_key())))
}

/// The text of every QR code `rqrr` finds and decodes in the picture.
fn codes_in(decoded: &DynamicImage) -> Vec<String> {
    let mut prepared = rqrr::PreparedImage::prepare(decoded.to_luma8());
    prepared.detect_grids().into_iter().filter_map(|grid| grid.decode().ok().map(|(_, text)| text)).collect()
}

/// The QR code of one payment: the merchant QR of the method paid with, with the amount due and
/// the reference. A method without a merchant QR answers 404 (`payments.qr.none`).
pub async fn payment_qr(ctx: &AppContext, due: PaymentDue, png: String) -> AppResult<PaymentQr> {
    let method = payment_method::Entity::find_by_id(due.payment_method_id).one(ctx.db.conn()).await?;
    let merchant_qr = method.and_then(|m| m.merchant_qr).ok_or_else(|| AppError::not_found("payments.qr.none"))?;
    let payload = mmqr::with_amount(&merchant_qr, due.amount_mmk, &due.reference)
        .map_err(|_| AppError::not_found("payments.qr.does_not_fit"))?;
    Ok(PaymentQr { payload, png, amount_mmk: due.amount_mmk, reference: due.reference })
}

/// `payload` as a QR code in a PNG: black on white, with the 4-module quiet zone, at least
/// [`PNG_MIN_SIDE`] pixels a side.
pub fn png(payload: &str) -> AppResult<Vec<u8>> {
    let code = qrcode::QrCode::new(payload.as_bytes()).map_err(AppError::internal)?;
    let picture = code.render::<Luma<u8>>().quiet_zone(true).min_dimensions(PNG_MIN_SIDE, PNG_MIN_SIDE).build();
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageLuma8(picture).write_to(&mut out, ImageFormat::Png).map_err(AppError::internal)?;
    Ok(out.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drawn_qr_code_reads_back() {
        let payload = "00020101021226280010com.kbzpay0110097912345675303104540545000630400AB";
        let bytes = png(payload).unwrap();
        let picture = image::load_from_memory(&bytes).unwrap();
        assert!(picture.width() >= PNG_MIN_SIDE && picture.width() == picture.height());
        // The quiet zone: the corners are white.
        assert_eq!(picture.to_luma8().get_pixel(2, 2).0, [255]);
        assert_eq!(codes_in(&picture), [payload]);
    }
}
