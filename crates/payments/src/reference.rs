//! Payment references made before paying: the shopper about to pay by a method with a merchant
//! QR gets the QR of this payment (the amount the page shows, and a reference `PAY000042` as its
//! bill number and for the wallet's note) before the payment exists, since a payment is recorded
//! with its screenshot, which is taken after paying.
//!
//! 1. [`create`] makes the reference (the same one again for the same method and amount while it
//!    is unused, so a page shown twice makes one);
//! 2. the payment names it (`payment_reference`); [`crate::transfer::prepare`] checks it is the
//!    caller's, unused and of the method paid with ([`check`]), and [`crate::screenshot::record`]
//!    claims it for the screenshot in the payment's transaction ([`claim`]), so a reference pays
//!    one payment only, whichever of two submits comes first;
//! 3. the receipt reader ([`crate::checks::reader`]) looks for references on the receipt: this
//!    payment's is shown beside it in the admin's queue, another payment's is flagged with a
//!    link to that payment.
//!
//! The amount is what the page shows; what is due is still computed by the payment's owner when
//! the payment is placed, and the receipt is compared with that. A QR made for another amount
//! only makes a receipt that the amount check flags.

use chrono::{Duration, Utc};
use kernel::{AppContext, AppError, AppResult, Msg};
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set,
};

use crate::{
    entity::{payment_check, payment_method, payment_reference},
    model::{PaymentDue, PaymentKind, PaymentMethodKind, PaymentQr},
};

/// The form field (and GraphQL argument, `paymentReference`) naming the reference paid with.
pub const FIELD: &str = "payment_reference";

/// The largest amount a QR is made for, in kyat.
pub const MAX_AMOUNT_MMK: i64 = 100_000_000;

/// How many unused references a shopper may hold made in the last day: a page asks for one per
/// method and amount, so this is far more than shopping needs and bounds what a script can add.
const UNUSED_PER_DAY: u64 = 100;

/// A reference as shoppers see and type it.
pub fn code(id: i64) -> String {
    format!("PAY{id:06}")
}

/// The id in a reference as typed (`PAY000042`, `pay 42`); `None` for anything else.
pub fn parse(text: &str) -> Option<i64> {
    let text = text.trim();
    let rest = text.get(..3).filter(|p| p.eq_ignore_ascii_case("PAY")).map(|_| text[3..].trim_start())?;
    if rest.is_empty() || rest.len() > 12 || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    rest.parse().ok().filter(|id| *id > 0)
}

/// The PNG link of a reference's QR code.
pub fn png_url(code: &str) -> String {
    format!("/api/user/payment-qr.png?reference={code}")
}

/// Makes (or finds again, unused) the caller's reference for paying `amount_mmk` kyat of `kind`
/// with method `payment_method_id`, and answers its QR code. A hidden or unknown method is a field
/// error on `payment_id`; a cash on delivery method too; a method without a merchant QR is 404
/// (`payments.qr.none`), like the QR of a placed payment.
pub async fn create(
    ctx: &AppContext,
    user_id: i64,
    kind: PaymentKind,
    payment_method_id: i64,
    amount_mmk: i64,
) -> AppResult<PaymentQr> {
    if !(1..=MAX_AMOUNT_MMK).contains(&amount_mmk) {
        let message = Msg::new("payments.qr.amount_invalid").arg("max", receipts::grouped(MAX_AMOUNT_MMK));
        return Err(AppError::invalid("amount_mmk", message));
    }
    let conn = ctx.db.conn();
    let method = payment_method::Entity::find_by_id(payment_method_id).one(conn).await?.filter(|m| !m.hidden);
    let method = method.ok_or_else(|| AppError::invalid("payment_id", Msg::new("payments.payment_required")))?;
    if method.kind == PaymentMethodKind::CashOnDelivery {
        return Err(crate::cod::not_for_this());
    }
    if method.merchant_qr.is_none() {
        return Err(AppError::not_found("payments.qr.none"));
    }
    let unused = payment_reference::Entity::find()
        .filter(payment_reference::Column::UserId.eq(user_id))
        .filter(payment_reference::Column::CheckId.is_null())
        .filter(payment_reference::Column::CreatedAt.gt(Utc::now() - Duration::days(1)));
    let same = unused
        .clone()
        .filter(payment_reference::Column::Kind.eq(kind))
        .filter(payment_reference::Column::PaymentMethodId.eq(payment_method_id))
        .filter(payment_reference::Column::AmountMmk.eq(amount_mmk))
        .one(conn)
        .await?;
    let id = match same {
        Some(found) => found.id,
        None => {
            if unused.count(conn).await? >= UNUSED_PER_DAY {
                return Err(AppError::TooManyRequests {
                    message: Msg::new("common.too_many_actions"),
                    retry_after_seconds: 3600,
                });
            }
            let made = payment_reference::ActiveModel {
                user_id: Set(user_id),
                kind: Set(kind),
                payment_method_id: Set(payment_method_id),
                amount_mmk: Set(amount_mmk),
                check_id: Set(None),
                created_at: Set(Utc::now()),
                ..Default::default()
            }
            .insert(conn)
            .await?;
            made.id
        }
    };
    let due = PaymentDue { payment_method_id, amount_mmk, reference: code(id) };
    let png = png_url(&due.reference);
    crate::qr::payment_qr(ctx, due, png).await
}

/// The caller's unused reference `text`, for its QR code's PNG: 404 when it is not theirs, is
/// used, or is no reference.
pub async fn due(ctx: &AppContext, user_id: i64, text: &str) -> AppResult<PaymentDue> {
    let found = match parse(text) {
        Some(id) => payment_reference::Entity::find_by_id(id).one(ctx.db.conn()).await?,
        None => None,
    };
    let found = found.filter(|r| r.user_id == user_id).ok_or_else(|| AppError::not_found("payments.qr.none"))?;
    if found.check_id.is_some() {
        return Err(AppError::not_found("payments.qr.not_pending"));
    }
    Ok(PaymentDue {
        payment_method_id: found.payment_method_id,
        amount_mmk: found.amount_mmk,
        reference: code(found.id),
    })
}

/// Checks the reference a payment names (`None`: none named): the caller's, unused, made for the
/// method paid with. Answers its id for [`claim`]; anything else is a field error on
/// `payment_reference`, before the screenshot is stored.
pub(crate) async fn check(
    ctx: &AppContext,
    user_id: i64,
    payment_method_id: i64,
    text: Option<&str>,
) -> AppResult<Option<i64>> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let unknown = || AppError::invalid(FIELD, Msg::new("payments.reference.unknown"));
    let id = parse(text).ok_or_else(unknown)?;
    let found = payment_reference::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let found =
        found.filter(|r| r.user_id == user_id && r.payment_method_id == payment_method_id).ok_or_else(unknown)?;
    if found.check_id.is_some() {
        return Err(AppError::invalid(FIELD, Msg::new("payments.reference.used")));
    }
    Ok(Some(found.id))
}

/// Claims reference `id` for screenshot `check_id`, in the payment's transaction: of two payments
/// naming it, the second is refused (`payments.reference.used`) and rolled back whole.
pub(crate) async fn claim(tx: &impl ConnectionTrait, id: i64, check_id: i64) -> AppResult<()> {
    let claimed = payment_reference::Entity::update_many()
        .col_expr(payment_reference::Column::CheckId, Expr::value(check_id))
        .filter(payment_reference::Column::Id.eq(id))
        .filter(payment_reference::Column::CheckId.is_null())
        .exec(tx)
        .await?;
    if claimed.rows_affected != 1 {
        return Err(AppError::invalid(FIELD, Msg::new("payments.reference.used")));
    }
    payment_check::Entity::update_many()
        .col_expr(payment_check::Column::Reference, Expr::value(code(id)))
        .filter(payment_check::Column::Id.eq(check_id))
        .exec(tx)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_read_back_as_typed() {
        assert_eq!(code(42), "PAY000042");
        assert_eq!(parse("PAY000042"), Some(42));
        assert_eq!(parse(" pay 42 "), Some(42));
        assert_eq!(code(1_234_567), "PAY1234567");
        assert_eq!(parse(&code(1_234_567)), Some(1_234_567));
        for bad in ["", "PAY", "PAY0", "ORD000042", "PAY-12", "PAY12a", "PAY99999999999999", "ပ"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
