//! Screenshots show other people's names and account numbers: with a retention period set, each
//! picture is deleted that many days after its payment was decided. Its fingerprints and the
//! fields read from it stay, so a reused receipt is still caught after its picture is gone.

use chrono::Utc;
use kernel::{AppContext, AppResult};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entity::{payment_check, payment_screenshot};

/// Deletes the pictures past the retention period, a batch at a time; answers how many.
pub async fn delete_expired_pictures(ctx: &AppContext) -> AppResult<usize> {
    let conn = ctx.db.conn();
    let Some(days) = super::settings::stored(conn).await?.screenshot_retention_days else {
        return Ok(0);
    };
    // The shop's clock, which tests move forward.
    let cutoff = ctx.clock.now() - chrono::Duration::days(days);
    let mut deleted = 0;
    loop {
        let due: Vec<i64> = payment_check::Entity::find()
            .select_only()
            .column(payment_check::Column::Id)
            .filter(payment_check::Column::DecidedAt.lt(cutoff))
            .filter(payment_check::Column::PictureDeletedAt.is_null())
            .order_by_asc(payment_check::Column::DecidedAt)
            .limit(200)
            .into_tuple()
            .all(conn)
            .await?;
        if due.is_empty() {
            return Ok(deleted);
        }
        let keys: Vec<(i64, String)> = payment_screenshot::Entity::find()
            .select_only()
            .columns([payment_screenshot::Column::Id, payment_screenshot::Column::Image])
            .filter(payment_screenshot::Column::Id.is_in(due.iter().copied()))
            .into_tuple()
            .all(conn)
            .await?;
        // The file goes first: a crash in between leaves a row saying "kept" for a file that is
        // gone, and the next sweep deletes again (a no-op) and marks it.
        for (_, key) in &keys {
            ctx.media.delete(key).await;
        }
        payment_check::Entity::update_many()
            .col_expr(payment_check::Column::PictureDeletedAt, Expr::value(Utc::now()))
            .filter(payment_check::Column::Id.is_in(due.iter().copied()))
            .exec(conn)
            .await?;
        deleted += due.len();
        tracing::info!(pictures = due.len(), days, "deleted payment screenshots past the retention period");
    }
}
