//! After the upload is acknowledged: a background reader takes unread screenshots oldest first,
//! reads them with Tesseract (`receipts::reading::Reader`: a child process off the async threads,
//! bounded in time and memory, one at a time) and flags what it finds.
//!
//! Screenshots wait in the database (`reading = pending`), so a restart loses none, and a claim is
//! a conditional update, so several gateways share the work without reading one twice. A claim
//! whose process died is taken back after [`STALE_CLAIM`].

use std::{sync::OnceLock, time::Duration};

use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};
use kernel::{audit, AppContext, AppResult};
use receipts::reading::{ReadError, Reader, Reading as Found};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use tokio_util::sync::CancellationToken;

use super::submit::raise;
use crate::{
    entity::{payment_check, payment_flag, payment_screenshot},
    model::{PaymentFlagCode, Reading},
};

/// How long `tesseract --list-langs` may take at start.
const DETECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How often an idle reader looks for new screenshots.
const IDLE_POLL: Duration = Duration::from_secs(1);
/// A claim older than this belongs to a process that died: the screenshot is read again.
const STALE_CLAIM: Duration = Duration::from_secs(600);
/// A transfer "dated after its upload" must be later than the upload by more than this: phone
/// clocks drift, and the upload's own time is when the request arrived.
const CLOCK_SLACK_MINUTES: i64 = 15;

/// This process's reader: unset before [`start`], `None` when reading is off.
#[derive(Default)]
struct ReaderSlot(OnceLock<Option<Reader>>);

/// Whether this server reads receipts.
pub fn reading_on(ctx: &AppContext) -> bool {
    ctx.local::<ReaderSlot>().0.get().is_some_and(Option::is_some)
}

/// Looks for Tesseract (unless `MALL_RECEIPT_READING` is off) and, when found, starts reading until
/// `stop` is cancelled (a receipt being read is finished first).
pub async fn start(ctx: AppContext, stop: CancellationToken) -> Option<tokio::task::JoinHandle<()>> {
    let timeout = Duration::from_secs_f64(ctx.config.receipt_read_seconds.clamp(0.01, 3600.0));
    let reader = match ctx.config.receipt_reading {
        // Asking Tesseract which languages it has may take longer than a short read timeout.
        true => Reader::detect(DETECT_TIMEOUT).await.map(|reader| reader.with_timeout(timeout)),
        false => None,
    };
    match &reader {
        Some(_) => tracing::info!("reading payment receipts with Tesseract"),
        None if ctx.config.receipt_reading => {
            tracing::warn!("Tesseract (tesseract-ocr with eng and mya) is not installed: receipts are not read")
        }
        None => tracing::info!("reading payment receipts is off (MALL_RECEIPT_READING)"),
    }
    let reader = ctx.local::<ReaderSlot>().0.get_or_init(|| reader).clone()?;
    Some(tokio::spawn(async move {
        let mut ticker = tokio::time::interval(IDLE_POLL);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {}
                () = stop.cancelled() => break,
            }
            loop {
                match read_next(&ctx, &reader).await {
                    Ok(true) if !stop.is_cancelled() => continue,
                    Ok(_) => break,
                    Err(err) => {
                        tracing::warn!(error = ?err, "reading a payment receipt");
                        break;
                    }
                }
            }
        }
    }))
}

/// Reads the oldest unread screenshot; answers whether there was one.
pub async fn read_next(ctx: &AppContext, reader: &Reader) -> AppResult<bool> {
    let conn = ctx.db.conn();
    let stale = Utc::now() - chrono::Duration::from_std(STALE_CLAIM).unwrap_or_default();
    payment_check::Entity::update_many()
        .col_expr(payment_check::Column::Reading, Expr::value(Reading::Pending))
        .filter(payment_check::Column::Reading.eq(Reading::Reading))
        .filter(payment_check::Column::ReadAt.lt(stale))
        .exec(conn)
        .await?;
    let Some(id) = payment_check::Entity::find()
        .select_only()
        .column(payment_check::Column::Id)
        .filter(payment_check::Column::Reading.eq(Reading::Pending))
        .order_by_asc(payment_check::Column::Id)
        .into_tuple::<i64>()
        .one(conn)
        .await?
    else {
        return Ok(false);
    };
    let claimed = payment_check::Entity::update_many()
        .col_expr(payment_check::Column::Reading, Expr::value(Reading::Reading))
        .col_expr(payment_check::Column::ReadAt, Expr::value(Utc::now()))
        .filter(payment_check::Column::Id.eq(id))
        .filter(payment_check::Column::Reading.eq(Reading::Pending))
        .exec(conn)
        .await?;
    if claimed.rows_affected != 1 {
        // Another gateway took it: look for the next one.
        return Ok(true);
    }
    let started = std::time::Instant::now();
    let outcome = match picture(ctx, id).await? {
        Some(bytes) => reader.read(&bytes).await,
        None => Err(ReadError::Failed("the picture is gone".to_owned())),
    };
    let ms = started.elapsed().as_millis() as u64;
    let outcome = outcome.map_err(|err| {
        tracing::info!(payment = id, ms, error = %err, "a receipt was not read");
        match err {
            ReadError::TimedOut => ReadFailure::TimedOut,
            ReadError::Failed(_) => ReadFailure::Failed,
        }
    });
    tracing::debug!(payment = id, ms, "read a receipt");
    ctx.db
        .write(|tx| {
            let outcome = outcome.clone();
            Box::pin(async move { record_reading(tx, id, outcome).await })
        })
        .await?;
    Ok(true)
}

async fn picture(ctx: &AppContext, id: i64) -> AppResult<Option<axum::body::Bytes>> {
    let Some(shot) = payment_screenshot::Entity::find_by_id(id).one(ctx.db.conn()).await? else {
        return Ok(None);
    };
    Ok(ctx.media.get(&shot.image).await?.map(|stored| stored.bytes))
}

/// Stores what was read from check `id` and flags what it shows, in one transaction.
async fn record_reading(
    tx: &sea_orm::DatabaseTransaction,
    id: i64,
    outcome: Result<Found, ReadFailure>,
) -> AppResult<()> {
    let Some(check) = payment_check::Entity::find_by_id(id).one(tx).await? else {
        return Ok(());
    };
    if check.reading != Reading::Reading {
        // Taken back as stale and read by someone else meanwhile.
        return Ok(());
    }
    let failure = outcome.as_ref().err().copied();
    let references = outcome.as_ref().map(|f| f.references.clone()).unwrap_or_default();
    let found = outcome.ok().filter(|f| f.amount_mmk.is_some() || f.transaction_id.is_some());
    let state = match (&found, failure) {
        (Some(_), _) => Reading::Read,
        (None, Some(ReadFailure::TimedOut)) => Reading::TimedOut,
        (None, _) => Reading::Unreadable,
    };
    let transferred_at = found.as_ref().and_then(|f| f.transferred_at).map(myanmar_to_utc);
    let transaction_id = found.as_ref().and_then(|f| f.transaction_id.clone());
    let amount = found.as_ref().and_then(|f| f.amount_mmk);
    payment_check::Entity::update_many()
        .col_expr(payment_check::Column::Reading, Expr::value(state))
        .col_expr(payment_check::Column::ReadAmountMmk, Expr::value(amount))
        .col_expr(payment_check::Column::ReadTransferredAt, Expr::value(transferred_at))
        .col_expr(payment_check::Column::ReadTransactionId, Expr::value(transaction_id.clone()))
        .col_expr(payment_check::Column::ReadAt, Expr::value(Utc::now()))
        .filter(payment_check::Column::Id.eq(id))
        .exec(tx)
        .await?;

    if state != Reading::Read {
        let facts = serde_json::json!({ "timed_out": state == Reading::TimedOut });
        raise(tx, id, PaymentFlagCode::Unreadable, None, facts).await?;
    }
    if let Some(transaction_id) = &transaction_id {
        let same: Vec<i64> = payment_check::Entity::find()
            .select_only()
            .column(payment_check::Column::Id)
            .filter(payment_check::Column::ReadTransactionId.eq(transaction_id.as_str()))
            .filter(payment_check::Column::Id.ne(id))
            .order_by_asc(payment_check::Column::Id)
            .limit(3)
            .into_tuple()
            .all(tx)
            .await?;
        for other in same {
            // The later of the two is the suspect one, whichever was read first.
            let (later, earlier) = if other < id { (id, other) } else { (other, id) };
            let facts = serde_json::json!({ "transaction_id": transaction_id });
            raise(tx, later, PaymentFlagCode::DuplicateTransfer, Some(earlier), facts).await?;
        }
    }
    if let (Some(read), Some(due)) = (amount, check.amount_due_mmk) {
        if read != due {
            let facts = serde_json::json!({ "read_mmk": read, "due_mmk": due });
            raise(tx, id, PaymentFlagCode::AmountMismatch, None, facts).await?;
        }
    }
    if let Some(at) = transferred_at {
        let max_age = super::settings::stored(tx).await?.transfer_max_age_hours;
        let after_upload = at > check.created_at + chrono::Duration::minutes(CLOCK_SLACK_MINUTES);
        if after_upload || check.created_at - at > chrono::Duration::hours(max_age) {
            let facts =
                serde_json::json!({ "transferred_at": at, "after_upload": after_upload, "max_age_hours": max_age });
            raise(tx, id, PaymentFlagCode::TooOld, None, facts).await?;
        }
    }
    references_on_the_receipt(tx, &check, &references).await?;
    withdraw_near_pictures_of_other_transfers(tx, id).await?;
    kernel::live::announce(tx, kernel::live::LiveEvent::Queue { queue: check.subject }).await
}

/// The payment references on the receipt: this payment's own is kept beside it (the admin sees
/// the receipt was made for it); another payment's is flagged with a link to that payment.
async fn references_on_the_receipt(
    tx: &impl ConnectionTrait,
    check: &payment_check::Model,
    references: &[String],
) -> AppResult<()> {
    let own = check.reference.as_ref().filter(|own| references.contains(own));
    if let Some(own) = own {
        payment_check::Entity::update_many()
            .col_expr(payment_check::Column::ReadReference, Expr::value(own.clone()))
            .filter(payment_check::Column::Id.eq(check.id))
            .exec(tx)
            .await?;
    }
    let others = references.iter().filter(|r| Some(*r) != check.reference.as_ref());
    for reference in others.take(3) {
        let paid_with = payment_check::Entity::find()
            .select_only()
            .column(payment_check::Column::Id)
            .filter(payment_check::Column::Reference.eq(reference.as_str()))
            .filter(payment_check::Column::Id.ne(check.id))
            .into_tuple::<i64>()
            .one(tx)
            .await?;
        if let Some(other) = paid_with {
            let facts = serde_json::json!({ "reference": reference });
            raise(tx, check.id, PaymentFlagCode::ReferenceOfAnotherPayment, Some(other), facts).await?;
        }
    }
    Ok(())
}

/// A near (not exact) picture flag between two receipts whose transaction ids were both read and
/// differ is two transfers of one wallet, which look alike but for their numbers: withdrawn.
async fn withdraw_near_pictures_of_other_transfers(tx: &impl ConnectionTrait, id: i64) -> AppResult<()> {
    let flags = payment_flag::Entity::find()
        .filter(payment_flag::Column::Code.eq(PaymentFlagCode::DuplicatePicture))
        .filter(
            sea_orm::Condition::any()
                .add(payment_flag::Column::CheckId.eq(id))
                .add(payment_flag::Column::RelatedCheckId.eq(id)),
        )
        .all(tx)
        .await?;
    for flag in flags {
        let facts: serde_json::Value = serde_json::from_str(&flag.facts).unwrap_or_default();
        let Some(related) = flag.related_check_id else { continue };
        if facts["exact"].as_bool() != Some(false) {
            continue;
        }
        let read: Vec<Found> = payment_check::Entity::find()
            .filter(payment_check::Column::Id.is_in([flag.check_id, related]))
            .all(tx)
            .await?
            .into_iter()
            .map(|check| Found {
                amount_mmk: check.read_amount_mmk,
                // Both in UTC: only equality matters here.
                transferred_at: check.read_transferred_at.map(|at| at.naive_utc()),
                transaction_id: check.read_transaction_id,
                references: Vec::new(),
            })
            .collect();
        if let [one, other] = read.as_slice() {
            if !one.is_another_transfer(other) {
                continue;
            }
            payment_flag::Entity::delete_by_id(flag.id).exec(tx).await?;
            let details = serde_json::json!({ "code": flag.code, "related_payment_id": related, "why": "another transfer: its transaction id or time differs" });
            audit::record(tx, None, "payment.flag_withdrawn", "payment", Some(flag.check_id), details).await?;
        }
    }
    Ok(())
}

/// Receipts show Myanmar time (UTC+06:30, no daylight saving).
fn myanmar_to_utc(local: NaiveDateTime) -> DateTime<Utc> {
    kernel::clock::myanmar_offset()
        .from_local_datetime(&local)
        .single()
        .map_or_else(|| local.and_utc(), |at| at.with_timezone(&Utc))
}

/// Why reading failed, without the message (logged where it happened).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ReadFailure {
    TimedOut,
    Failed,
}
