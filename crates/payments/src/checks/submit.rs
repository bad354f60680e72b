//! At submit time: the screenshot's fingerprints are stored and compared with every earlier
//! screenshot by index, in the transaction that records the payment.

use std::collections::BTreeMap;

use chrono::Utc;
use kernel::{audit, AppResult};
use sea_orm::{
    sea_query::{Expr, OnConflict},
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use super::Fingerprint;
use crate::{
    entity::{payment_check, payment_flag, payment_hash_band},
    model::{Decided, PaymentFlagCode, Reading},
};

/// How many earlier payments one kind of flag links to at most: the admin needs the first few,
/// not every reuse of a receipt circulated widely.
const LINKS_PER_FLAG: usize = 3;

/// Stores the fingerprints of screenshot `id` and flags a copy of an earlier screenshot.
pub(crate) async fn fingerprinted(
    tx: &impl ConnectionTrait,
    id: i64,
    user_id: i64,
    subject: &str,
    fingerprint: &Fingerprint,
) -> AppResult<()> {
    let now = Utc::now();
    payment_check::ActiveModel {
        id: Set(id),
        user_id: Set(user_id),
        subject: Set(subject.to_owned()),
        subject_id: Set(None),
        amount_due_mmk: Set(None),
        exact_hash: Set(fingerprint.exact.clone()),
        perceptual_hash: Set(fingerprint.perceptual.clone()),
        reading: Set(Reading::Pending),
        read_amount_mmk: Set(None),
        read_transferred_at: Set(None),
        read_transaction_id: Set(None),
        reference: Set(None),
        read_reference: Set(None),
        read_at: Set(None),
        decision: Set(None),
        decided_at: Set(None),
        picture_deleted_at: Set(None),
        created_at: Set(now),
    }
    .insert(tx)
    .await?;
    let bands = receipts::fingerprint::bands(&fingerprint.perceptual);
    let threshold = super::settings::stored(tx).await?.near_duplicate_bits;

    // Exact copies: the same pixels, however they were encoded.
    let exact: Vec<i64> = payment_check::Entity::find()
        .select_only()
        .column(payment_check::Column::Id)
        .filter(payment_check::Column::ExactHash.eq(fingerprint.exact.as_str()))
        .filter(payment_check::Column::Id.ne(id))
        .order_by_asc(payment_check::Column::Id)
        .limit(LINKS_PER_FLAG as u64)
        .into_tuple()
        .all(tx)
        .await?;
    for earlier in &exact {
        raise(tx, id, PaymentFlagCode::DuplicatePicture, Some(*earlier), serde_json::json!({ "exact": true })).await?;
    }

    // Near copies: any screenshot sharing a band is a candidate; its distance decides.
    if !bands.is_empty() {
        let mut shares_a_band = Condition::any();
        for (band, value) in &bands {
            shares_a_band = shares_a_band.add(
                Condition::all()
                    .add(payment_hash_band::Column::Band.eq(*band))
                    .add(payment_hash_band::Column::Value.eq(*value)),
            );
        }
        let candidates: Vec<i64> = payment_hash_band::Entity::find()
            .select_only()
            .column(payment_hash_band::Column::CheckId)
            .distinct()
            .filter(shares_a_band)
            .into_tuple()
            .all(tx)
            .await?;
        let hashes: Vec<(i64, String)> = payment_check::Entity::find()
            .select_only()
            .columns([payment_check::Column::Id, payment_check::Column::PerceptualHash])
            .filter(payment_check::Column::Id.is_in(candidates))
            .filter(payment_check::Column::Id.is_not_in(exact.iter().copied().chain([id])))
            .into_tuple()
            .all(tx)
            .await?;
        // Closest first, then oldest.
        let near: BTreeMap<(u32, i64), ()> = hashes
            .into_iter()
            .filter_map(|(other, hash)| {
                let bits = receipts::fingerprint::distance(&fingerprint.perceptual, &hash)?;
                (bits <= threshold).then_some(((bits, other), ()))
            })
            .collect();
        for (bits, earlier) in near.into_keys().take(LINKS_PER_FLAG.saturating_sub(exact.len())) {
            let facts = serde_json::json!({ "exact": false, "bits": bits });
            raise(tx, id, PaymentFlagCode::DuplicatePicture, Some(earlier), facts).await?;
        }
    }

    if !bands.is_empty() {
        payment_hash_band::Entity::insert_many(bands.into_iter().map(|(band, value)| payment_hash_band::ActiveModel {
            band: Set(band),
            value: Set(value),
            check_id: Set(id),
        }))
        .on_conflict(
            OnConflict::columns([
                payment_hash_band::Column::Band,
                payment_hash_band::Column::Value,
                payment_hash_band::Column::CheckId,
            ])
            .do_nothing()
            .to_owned(),
        )
        .do_nothing()
        .exec(tx)
        .await?;
    }
    Ok(())
}

/// Tells the check which row of its queue the screenshot pays and what is due.
pub(crate) async fn attached(
    tx: &impl ConnectionTrait,
    id: i64,
    subject_id: i64,
    amount_due_mmk: i64,
) -> AppResult<()> {
    payment_check::Entity::update_many()
        .col_expr(payment_check::Column::SubjectId, Expr::value(subject_id))
        .col_expr(payment_check::Column::AmountDueMmk, Expr::value(amount_due_mmk))
        .filter(payment_check::Column::Id.eq(id))
        .exec(tx)
        .await?;
    Ok(())
}

/// Flags check `id` (once per code and related payment) and writes it in the audit log.
pub(crate) async fn raise(
    tx: &impl ConnectionTrait,
    id: i64,
    code: PaymentFlagCode,
    related: Option<i64>,
    facts: serde_json::Value,
) -> AppResult<()> {
    let mut existing = payment_flag::Entity::find()
        .filter(payment_flag::Column::CheckId.eq(id))
        .filter(payment_flag::Column::Code.eq(code));
    existing = match related {
        Some(related) => existing.filter(payment_flag::Column::RelatedCheckId.eq(related)),
        None => existing.filter(payment_flag::Column::RelatedCheckId.is_null()),
    };
    if existing.one(tx).await?.is_some() {
        return Ok(());
    }
    payment_flag::ActiveModel {
        check_id: Set(id),
        code: Set(code),
        related_check_id: Set(related),
        facts: Set(facts.to_string()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(tx)
    .await?;
    let details = serde_json::json!({ "code": code, "related_payment_id": related, "facts": facts });
    audit::record(tx, None, "payment.flag", "payment", Some(id), details).await
}

/// Marks the check of `subject` row `subject_id` decided (the decision's audit action says how:
/// `order.approve`, `shipping.reject`, `ticket_payment.expire`), in the deciding transaction;
/// answers the codes of its flags for the decision's audit entry.
pub(crate) async fn decided(
    tx: &impl ConnectionTrait,
    subject: &str,
    subject_id: i64,
    action: &str,
) -> AppResult<Vec<PaymentFlagCode>> {
    let decided = match action.rsplit('.').next() {
        Some("approve") => Decided::Approved,
        Some("expire") => Decided::Expired,
        Some("withdraw") => Decided::Withdrawn,
        _ => Decided::Rejected,
    };
    let check: Option<i64> = payment_check::Entity::find()
        .select_only()
        .column(payment_check::Column::Id)
        .filter(payment_check::Column::Subject.eq(subject))
        .filter(payment_check::Column::SubjectId.eq(subject_id))
        .into_tuple()
        .one(tx)
        .await?;
    let Some(check) = check else { return Ok(Vec::new()) };
    payment_check::Entity::update_many()
        .col_expr(payment_check::Column::Decision, Expr::value(decided))
        .col_expr(payment_check::Column::DecidedAt, Expr::value(Utc::now()))
        .filter(payment_check::Column::Id.eq(check))
        .exec(tx)
        .await?;
    Ok(payment_flag::Entity::find()
        .select_only()
        .column(payment_flag::Column::Code)
        .filter(payment_flag::Column::CheckId.eq(check))
        .into_tuple()
        .all(tx)
        .await?)
}
