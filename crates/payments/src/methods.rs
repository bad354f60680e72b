//! Payment methods (banks and wallets shoppers transfer to) and their merchant accounts: the list
//! shoppers pick from, the check a transfer must pass, and the admin's editor.

use axum::body::Bytes;
use kernel::{
    audit,
    auth::CurrentUser,
    permissions::Permission,
    read_cache::{self, Scope},
    AppContext, AppError, AppResult, Msg,
};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set,
};

use crate::{
    entity::{payment_method, payment_number},
    model::{
        AdminPaymentMethod, PaymentMethod, PaymentMethodDetail, PaymentMethodInput, PaymentMethodKind, PaymentNumber,
    },
};

pub async fn payment_methods(ctx: &AppContext) -> AppResult<Vec<PaymentMethod>> {
    let rows = payment_method::Entity::find()
        .filter(payment_method::Column::Hidden.eq(false))
        .order_by_asc(payment_method::Column::Sort)
        .order_by_asc(payment_method::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| PaymentMethod {
            id: r.id,
            name: r.name,
            logo: r.logo.as_deref().map(|k| ctx.media.thumb_url(k)),
            has_qr: r.merchant_qr.is_some(),
            kind: r.kind,
            cod_max_total: r.cod_max_total.filter(|_| r.kind == PaymentMethodKind::CashOnDelivery),
        })
        .collect())
}

/// Admin: every payment method in order, hidden ones too, each with its accounts.
pub async fn admin_payment_methods(ctx: &AppContext, admin: CurrentUser) -> AppResult<Vec<AdminPaymentMethod>> {
    admin.require(Permission::Settings)?;
    let methods = payment_method::Entity::find()
        .order_by_asc(payment_method::Column::Sort)
        .order_by_asc(payment_method::Column::Id)
        .all(ctx.db.conn())
        .await?;
    let mut numbers = payment_number::Entity::find()
        .order_by_asc(payment_number::Column::Sort)
        .order_by_asc(payment_number::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(methods
        .into_iter()
        .map(|m| {
            let area = crate::cod::Area::of(&m);
            AdminPaymentMethod {
                payment_numbers: numbers
                    .extract_if(.., |n| n.payment_method_id == m.id)
                    .map(|n| PaymentNumber { account_name: n.account_name, account_number: n.account_number })
                    .collect(),
                id: m.id,
                name: m.name,
                logo: m.logo.as_deref().map(|k| ctx.media.thumb_url(k)),
                sort: m.sort,
                hidden: m.hidden,
                merchant_qr: m.merchant_qr,
                kind: m.kind,
                cod_region_ids: area.region_ids,
                cod_township_ids: area.township_ids,
                cod_max_total: m.cod_max_total,
            }
        })
        .collect())
}

/// A visible payment method with its accounts; what checkout and shipping accept.
pub async fn payment_method(ctx: &AppContext, id: i64) -> AppResult<PaymentMethodDetail> {
    let found = payment_method::Entity::find_by_id(id).one(ctx.db.conn()).await?;
    let Some(found) = found.filter(|m| !m.hidden) else {
        return Err(AppError::not_found("payments.payment_not_found"));
    };
    let numbers = payment_number::Entity::find()
        .filter(payment_number::Column::PaymentMethodId.eq(id))
        .order_by_asc(payment_number::Column::Sort)
        .order_by_asc(payment_number::Column::Id)
        .all(ctx.db.conn())
        .await?;
    Ok(PaymentMethodDetail {
        id: found.id,
        name: found.name,
        logo: found.logo.as_deref().map(|k| ctx.media.thumb_url(k)),
        payment_numbers: numbers
            .into_iter()
            .map(|n| PaymentNumber { account_name: n.account_name, account_number: n.account_number })
            .collect(),
        kind: found.kind,
    })
}

/// What an update does to a payment method's merchant QR.
pub enum MerchantQrChange {
    /// Leaves it as it is.
    Keep,
    /// Replaces it by the QR code read from this picture (refused, changing nothing, when the
    /// picture holds no usable MMQR: see [`crate::qr::read_merchant_qr`]).
    Picture(Bytes),
    /// Removes it: shoppers then transfer to the account numbers only.
    Remove,
}

impl MerchantQrChange {
    /// From the editor's arguments: a picture, or `remove`, or neither (both are refused).
    pub fn from_request(picture: Option<Bytes>, remove: bool) -> AppResult<MerchantQrChange> {
        match (picture, remove) {
            (Some(_), true) => Err(AppError::invalid(crate::qr::FIELD, Msg::new("payments.qr.upload_or_remove"))),
            (Some(bytes), false) => Ok(MerchantQrChange::Picture(bytes)),
            (None, true) => Ok(MerchantQrChange::Remove),
            (None, false) => Ok(MerchantQrChange::Keep),
        }
    }
}

pub async fn create_payment_method(
    ctx: &AppContext,
    admin: CurrentUser,
    input: PaymentMethodInput,
    logo: Option<Bytes>,
    merchant_qr: Option<Bytes>,
) -> AppResult<i64> {
    admin.require(Permission::Settings)?;
    let input = checked_payment(ctx, input).await?;
    if merchant_qr.is_some() && input.kind == PaymentMethodKind::CashOnDelivery {
        return Err(AppError::invalid(crate::qr::FIELD, Msg::new("payments.cod.no_qr")));
    }
    // Read before the logo is stored, so a refused QR leaves no file behind.
    let merchant_qr = match merchant_qr {
        Some(picture) => Some(crate::qr::read_merchant_qr(ctx, picture).await?),
        None => None,
    };
    let key = ctx.media.put_optional_image("logo", "content/payments", logo).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (input, key, merchant_qr) = (input.clone(), key.clone(), merchant_qr.clone());
            Box::pin(async move {
                let has_qr = merchant_qr.is_some();
                let row = payment_method::ActiveModel {
                    name: Set(input.name.clone()),
                    logo: Set(key),
                    sort: Set(input.sort),
                    hidden: Set(false),
                    merchant_qr: Set(merchant_qr),
                    kind: Set(input.kind),
                    cod_region_ids: Set(cod_ids(&input.cod_region_ids)),
                    cod_township_ids: Set(cod_ids(&input.cod_township_ids)),
                    cod_max_total: Set(input.cod_max_total),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                replace_numbers(tx, row.id, &input.payment_numbers).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "payment_method.create",
                    "payment_method",
                    Some(row.id),
                    serde_json::json!({"name": input.name, "merchant_qr": has_qr, "kind": input.kind}),
                )
                .await?;
                Ok(row.id)
            })
        })
        .await;
    ctx.media.discard_on_error(result, key.as_slice()).await
}

pub async fn update_payment_method(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: PaymentMethodInput,
    logo: Option<Bytes>,
    merchant_qr: MerchantQrChange,
) -> AppResult<()> {
    admin.require(Permission::Settings)?;
    let input = checked_payment(ctx, input).await?;
    if matches!(merchant_qr, MerchantQrChange::Picture(_)) && input.kind == PaymentMethodKind::CashOnDelivery {
        return Err(AppError::invalid(crate::qr::FIELD, Msg::new("payments.cod.no_qr")));
    }
    // Some(new value) when it changes; read before the logo is stored (a refusal leaves no file).
    let merchant_qr = match merchant_qr {
        MerchantQrChange::Keep => None,
        MerchantQrChange::Picture(picture) => Some(Some(crate::qr::read_merchant_qr(ctx, picture).await?)),
        MerchantQrChange::Remove => Some(None),
    };
    let key = ctx.media.put_optional_image("logo", "content/payments", logo).await?;
    let result = ctx
        .db
        .write(|tx| {
            let (input, key, merchant_qr) = (input.clone(), key.clone(), merchant_qr.clone());
            Box::pin(async move {
                let current = payment_method::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("payments.payment_not_found"))?;
                let old = key.as_ref().and(current.logo.clone());
                let mut active = current.into_active_model();
                active.name = Set(input.name.clone());
                active.sort = Set(input.sort);
                if key.is_some() {
                    active.logo = Set(key);
                }
                active.kind = Set(input.kind);
                active.cod_region_ids = Set(cod_ids(&input.cod_region_ids));
                active.cod_township_ids = Set(cod_ids(&input.cod_township_ids));
                active.cod_max_total = Set(input.cod_max_total);
                let mut changes = serde_json::json!({"name": input.name, "kind": input.kind,
                    "cod_max_total": input.cod_max_total});
                if input.kind == PaymentMethodKind::CashOnDelivery {
                    // Cash is paid at the door: a QR code kept from before would never be shown.
                    active.merchant_qr = Set(None);
                }
                if let Some(qr) = merchant_qr {
                    changes["merchant_qr"] = serde_json::json!(if qr.is_some() { "set" } else { "removed" });
                    active.merchant_qr = Set(qr);
                }
                active.update(tx).await?;
                replace_numbers(tx, id, &input.payment_numbers).await?;
                audit::record(tx, Some(admin), "payment_method.update", "payment_method", Some(id), changes).await?;
                Ok(old)
            })
        })
        .await;
    ctx.media.settle_replacement(result.map(|old| old.into_iter().collect()), key.as_slice()).await
}

async fn checked_payment(ctx: &AppContext, mut input: PaymentMethodInput) -> AppResult<PaymentMethodInput> {
    input.name = kernel::text::as_sent(&input.name);
    if input.name.is_empty() {
        return Err(AppError::invalid("name", Msg::new("payments.text_required")));
    }
    if input.kind == PaymentMethodKind::Transfer {
        // Only cash on delivery has an area and a maximum.
        (input.cod_region_ids, input.cod_township_ids, input.cod_max_total) = (None, None, None);
    }
    if input.cod_max_total.is_some_and(|max| max < 0) {
        return Err(AppError::invalid("cod_max_total", Msg::new("payments.cod.max_invalid")));
    }
    for (field, ids) in
        [("cod_region_ids", &mut input.cod_region_ids), ("cod_township_ids", &mut input.cod_township_ids)]
    {
        if let Some(ids) = ids.as_mut() {
            kernel::input::check_list(field, ids.len())?;
            ids.sort_unstable();
            ids.dedup();
            let known = if field == "cod_region_ids" {
                accounts::service::regions_known(ctx.db.conn(), ids).await?
            } else {
                accounts::service::townships_known(ctx.db.conn(), ids).await?
            };
            if !known {
                return Err(AppError::invalid(field, Msg::new("payments.cod.unknown_place")));
            }
        }
    }
    for number in &mut input.payment_numbers {
        number.account_name = kernel::text::as_sent(&number.account_name);
        number.account_number = number.account_number.trim().to_owned();
        if number.account_name.is_empty() || number.account_number.is_empty() {
            return Err(AppError::invalid("payment_numbers", Msg::new("payments.account_required")));
        }
    }
    Ok(input)
}

/// An area list as stored: a JSON array, NULL when empty.
fn cod_ids(ids: &Option<Vec<i64>>) -> Option<String> {
    ids.as_ref().filter(|ids| !ids.is_empty()).map(|ids| serde_json::to_string(ids).unwrap_or_default())
}

async fn replace_numbers(tx: &impl ConnectionTrait, method_id: i64, numbers: &[PaymentNumber]) -> AppResult<()> {
    payment_number::Entity::delete_many()
        .filter(payment_number::Column::PaymentMethodId.eq(method_id))
        .exec(tx)
        .await?;
    for (sort, number) in numbers.iter().enumerate() {
        payment_number::ActiveModel {
            payment_method_id: Set(method_id),
            account_name: Set(number.account_name.clone()),
            account_number: Set(number.account_number.clone()),
            sort: Set(sort as i32),
            ..Default::default()
        }
        .insert(tx)
        .await?;
    }
    Ok(())
}

/// Admin: hides a payment method from shoppers (hidden ones are left out of checkout and refused
/// as `payment_id`), or shows it again. Audited as the console's other hide actions are
/// (`content.hide`, subject `payment_method`), since the console offers them side by side.
pub async fn set_hidden(ctx: &AppContext, admin: CurrentUser, id: i64, hidden: bool) -> AppResult<()> {
    admin.require_staff()?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let done = payment_method::Entity::update_many()
                    .col_expr(payment_method::Column::Hidden, sea_orm::sea_query::Expr::value(hidden))
                    .filter(payment_method::Column::Id.eq(id))
                    .exec(tx)
                    .await?;
                if done.rows_affected != 1 {
                    return Err(AppError::not_found("content.not_found"));
                }
                // The site content's cached answers are dropped as for the other hide actions.
                read_cache::changed(tx, Scope::Content).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "content.hide",
                    "payment_method",
                    Some(id),
                    serde_json::json!({"hidden": hidden}),
                )
                .await
            })
        })
        .await
}
