//! A forgotten password: a 6-digit code by SMS, then a new password with it.
//!
//! Nothing here tells whether a phone has an account. An unknown phone gets a code row too
//! (without a user, and no SMS), the same answer, the same countdown and the same limits, and its
//! requests do the same work (a code drawn and hashed, a row written); the SMS is sent in the
//! background, so a text to a real account does not make the answer slower either. Typing a code
//! for an unknown phone is simply a wrong code.
//!
//! The code is stored as an HMAC under a key derived from the server secret, never in plain text:
//! a million possible codes would be reversed from a plain hash at once. Only a phone's newest
//! code works, for ten minutes, once, and dies after five wrong tries; a phone gets one code a
//! minute and five an hour (rows, so every instance sees them), and a client address
//! `MALL_PASSWORD_RESET_PER_IP_PER_HOUR` codes an hour.

use std::net::IpAddr;

use chrono::{DateTime, Duration, Utc};
use kernel::{auth::hash_password, hooks::Sms, AppContext, AppError, AppResult, Locale, Msg};
use rand::Rng;
use sea_orm::{
    sea_query::Expr, ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    Set,
};
use validator::Validate;

use crate::{
    entity::{password_reset_code as code_row, user},
    input::{RequestPasswordResetInput, ResetPasswordInput},
    model::PasswordResetRequested,
    phone::normalize_phone,
    service::{find_by_phone, revoking_tokens},
};

/// How long a code works.
pub const CODE_TTL_MINUTES: i64 = 10;
/// The resend countdown: one code per phone per minute.
pub const RESEND_AFTER_SECONDS: i64 = 60;
/// Codes per phone in any hour.
pub const CODES_PER_PHONE_PER_HOUR: usize = 5;
/// Wrong tries that kill a code.
pub const WRONG_CODES_ALLOWED: i32 = 5;
/// Keeps the codes' HMAC key apart from every other key derived from the server secret.
const HASH_PURPOSE: &str = "password reset code";
/// A phone's rows older than this are deleted when it asks again (no rule looks back further than
/// an hour).
const KEEP_ROWS_DAYS: i64 = 1;

/// Asks for a code. Answers the same whether or not the phone has an account.
pub async fn request(
    ctx: &AppContext,
    input: RequestPasswordResetInput,
    client_ip: IpAddr,
    locale: Locale,
) -> AppResult<PasswordResetRequested> {
    input.validate()?;
    let phone = normalized(input.phone.as_deref())?;
    ctx.password_reset_limiter.check_request(client_ip).await?;
    let code = new_code();
    let code_hash = code_hash(ctx, &phone, &code);
    let now = ctx.clock.now();
    let user_id = ctx
        .db
        .write(|tx| {
            let (phone, code_hash) = (phone.clone(), code_hash.clone());
            Box::pin(async move {
                check_phone_limits(tx, &phone, now).await?;
                let user_id = find_by_phone(tx, &phone).await?.map(|u| u.id);
                code_row::Entity::delete_many()
                    .filter(code_row::Column::Phone.eq(&phone))
                    .filter(code_row::Column::CreatedAt.lt(now - Duration::days(KEEP_ROWS_DAYS)))
                    .exec(tx)
                    .await?;
                code_row::ActiveModel {
                    phone: Set(phone),
                    user_id: Set(user_id),
                    code_hash: Set(code_hash),
                    attempts: Set(0),
                    created_at: Set(now),
                    expires_at: Set(now + Duration::minutes(CODE_TTL_MINUTES)),
                    used_at: Set(None),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                Ok(user_id)
            })
        })
        .await?;
    if user_id.is_some() {
        let text = Msg::new("accounts.reset_sms").arg("code", &code).arg("minutes", CODE_TTL_MINUTES).render(locale);
        send_in_background(ctx, Sms { to: phone, text, code: Some(code) });
    }
    Ok(PasswordResetRequested {
        resend_after_seconds: RESEND_AFTER_SECONDS as i32,
        expires_in_seconds: (CODE_TTL_MINUTES * 60) as i32,
        message: Msg::new("accounts.reset_code_sent").render(locale),
    })
}

/// Sets a new password with a code. On success the code is used up and every token of the
/// account is revoked, in the transaction that changes the password.
pub async fn confirm(ctx: &AppContext, input: ResetPasswordInput, client_ip: IpAddr) -> AppResult<()> {
    input.check()?;
    let phone = normalized(input.phone.as_deref())?;
    ctx.password_reset_limiter.check_confirm(client_ip).await?;
    let typed = typed_code(input.code.as_deref().unwrap_or_default());
    // Hashed before the code is checked, so every try costs the same whatever the phone and code.
    let new_hash = hash_password(ctx, input.new_password.unwrap_or_default()).await?;
    let now = ctx.clock.now();
    let outcome = ctx
        .db
        .write(|tx| {
            let (ctx, phone, typed, new_hash) = (ctx.clone(), phone.clone(), typed.clone(), new_hash.clone());
            Box::pin(async move { use_code(&ctx, tx, &phone, &typed, new_hash, now).await })
        })
        .await?;
    match outcome {
        CodeCheck::Reset => {
            // The owner is back: earlier failed sign-ins no longer slow them down. The password is
            // already changed, so a failure to forget them is logged, not answered.
            if let Err(err) = ctx.sign_in_limiter.record_success(&phone).await {
                tracing::warn!(error = ?err, "could not forget the failed sign-ins of a reset phone");
            }
            Ok(())
        }
        CodeCheck::Wrong => Err(AppError::invalid("code", Msg::new("accounts.reset_code_wrong"))),
        CodeCheck::Dead => Err(AppError::invalid("code", Msg::new("accounts.reset_code_too_many_wrong"))),
    }
}

/// What a typed code did. A wrong try is committed (it counts), so it is an outcome, not an error.
enum CodeCheck {
    Reset,
    Wrong,
    /// Too many wrong tries: the code no longer works, even when right.
    Dead,
}

async fn use_code(
    ctx: &AppContext,
    tx: &sea_orm::DatabaseTransaction,
    phone: &str,
    typed: &str,
    new_hash: String,
    now: DateTime<Utc>,
) -> AppResult<CodeCheck> {
    let latest = code_row::Entity::find()
        .filter(code_row::Column::Phone.eq(phone))
        .order_by_desc(code_row::Column::Id)
        .one(tx)
        .await?;
    let Some(row) = latest.filter(|row| row.used_at.is_none() && row.expires_at > now) else {
        return Ok(CodeCheck::Wrong);
    };
    if row.attempts >= WRONG_CODES_ALLOWED {
        return Ok(CodeCheck::Dead);
    }
    // The account must still own the phone the code was sent to.
    let owner = match row.user_id {
        Some(id) => {
            user::Entity::find_by_id(id).one(tx).await?.filter(|u| u.phone.as_deref() == Some(row.phone.as_str()))
        }
        None => None,
    };
    let right = ctx.tokens.keyed_hash_matches(HASH_PURPOSE, &format!("{phone}:{typed}"), &row.code_hash);
    let (true, Some(owner)) = (right, owner) else {
        code_row::Entity::update_many()
            .col_expr(code_row::Column::Attempts, Expr::col(code_row::Column::Attempts).add(1))
            .filter(code_row::Column::Id.eq(row.id))
            .exec(tx)
            .await?;
        return Ok(if row.attempts + 1 >= WRONG_CODES_ALLOWED { CodeCheck::Dead } else { CodeCheck::Wrong });
    };
    // Conditional on still being unused, so of two confirmations at once only one resets.
    let taken = code_row::Entity::update_many()
        .col_expr(code_row::Column::UsedAt, Expr::value(now))
        .filter(code_row::Column::Id.eq(row.id))
        .filter(code_row::Column::UsedAt.is_null())
        .exec(tx)
        .await?;
    if taken.rows_affected != 1 {
        return Ok(CodeCheck::Wrong);
    }
    let mut active = revoking_tokens(tx, owner).await?;
    active.password_hash = Set(new_hash);
    active.updated_at = Set(Utc::now());
    active.update(tx).await?;
    Ok(CodeCheck::Reset)
}

/// One code a minute and five an hour per phone, whether or not it has an account.
async fn check_phone_limits(tx: &impl ConnectionTrait, phone: &str, now: DateTime<Utc>) -> AppResult<()> {
    let recent: Vec<DateTime<Utc>> = code_row::Entity::find()
        .select_only()
        .column(code_row::Column::CreatedAt)
        .filter(code_row::Column::Phone.eq(phone))
        .order_by_desc(code_row::Column::Id)
        .limit(CODES_PER_PHONE_PER_HOUR as u64)
        .into_tuple()
        .all(tx)
        .await?;
    let wait_until = |from: DateTime<Utc>| (from - now).to_std().ok().filter(|wait| !wait.is_zero());
    if let Some(wait) = recent.first().and_then(|latest| wait_until(*latest + Duration::seconds(RESEND_AFTER_SECONDS)))
    {
        return Err(kernel::ratelimit::too_many("accounts.reset_wait", wait));
    }
    if recent.len() >= CODES_PER_PHONE_PER_HOUR {
        if let Some(wait) = recent.last().and_then(|oldest| wait_until(*oldest + Duration::hours(1))) {
            return Err(kernel::ratelimit::too_many("accounts.reset_too_many_codes", wait));
        }
    }
    Ok(())
}

fn normalized(phone: Option<&str>) -> AppResult<String> {
    normalize_phone(phone.unwrap_or_default())
        .ok_or_else(|| AppError::invalid("phone", Msg::new("accounts.phone_invalid")))
}

/// Six digits from the operating system's CSPRNG, zero-padded.
fn new_code() -> String {
    format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000))
}

fn code_hash(ctx: &AppContext, phone: &str, code: &str) -> String {
    ctx.tokens.keyed_hash(HASH_PURPOSE, &format!("{phone}:{code}"))
}

/// The code as typed, without spaces, with Burmese (၁၂၃) and full-width (１２３) digits read as
/// the ASCII digits the SMS shows.
fn typed_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '\u{1040}'..='\u{1049}' => char::from(b'0' + (c as u32 - 0x1040) as u8),
            '\u{FF10}'..='\u{FF19}' => char::from(b'0' + (c as u32 - 0xFF10) as u8),
            other => other,
        })
        .collect()
}

/// Sends after the answer: a slow or failing gateway neither delays the shopper nor shows in the
/// answer (which must not differ from an unknown phone's). A failure is logged.
fn send_in_background(ctx: &AppContext, sms: Sms) {
    let Some(sender) = ctx.sms_sender().cloned() else {
        tracing::warn!("no SMS sender is set up: a password reset code was not sent");
        return;
    };
    tokio::spawn(async move {
        if let Err(err) = sender.send(&sms).await {
            tracing::warn!(error = ?err, "a password reset SMS could not be sent");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::{new_code, typed_code};

    #[test]
    fn codes_are_six_digits_zero_padded() {
        for _ in 0..1000 {
            let code = new_code();
            assert_eq!(code.len(), 6, "{code}");
            assert!(code.bytes().all(|b| b.is_ascii_digit()), "{code}");
        }
    }

    #[test]
    fn burmese_and_full_width_digits_and_spaces_read_as_the_code() {
        assert_eq!(typed_code(" 012 345 "), "012345");
        assert_eq!(typed_code("၀၁၂၃၄၉"), "012349");
        assert_eq!(typed_code("０１２３４９"), "012349");
    }
}
