//! The admin console's lucky-draw pages: every batch of a ticket product with its sales, result,
//! winner, claim and shipping, and the fairness data; and the dashboard's counts.

use std::collections::HashMap;

use kernel::{auth::CurrentUser, pagination::PageParams, AppContext, AppError, AppResult};
use sea_orm::{
    sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};

use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    model::{AdminLuckyDraw, AdminLuckyDrawPage, DrawCounts, DrawStatus, PurchaseStatus, TicketStatus},
};

pub const BATCHES_PER_PAGE: u64 = 20;

/// Admin: a ticket product's batches, newest first (`NOT_FOUND` for an unknown ticket product).
pub async fn batches(
    ctx: &AppContext,
    admin: CurrentUser,
    ticket_product_id: i64,
    page: PageParams,
) -> AppResult<AdminLuckyDrawPage> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    if ticket_product::Entity::find_by_id(ticket_product_id).one(conn).await?.is_none() {
        return Err(AppError::not_found("luckydraw.not_found"));
    }
    let per_page = page.per_page(BATCHES_PER_PAGE);
    let (rows, meta) = kernel::pagination::capped_page(
        conn,
        ticket_batch::Entity::find()
            .filter(ticket_batch::Column::TicketProductId.eq(ticket_product_id))
            .order_by_desc(ticket_batch::Column::Batch),
        page,
        per_page,
        ctx.config.list_max_items,
    )
    .await?;

    let held: HashMap<i64, i64> = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::BatchId)
        .column_as(Expr::col(ticket::Column::Id).count(), "held")
        .filter(ticket::Column::BatchId.is_in(rows.iter().map(|b| b.id)))
        .filter(ticket::Column::Status.eq(TicketStatus::Pending))
        .group_by(ticket::Column::BatchId)
        .into_tuple::<(i64, i64)>()
        .all(conn)
        .await?
        .into_iter()
        .collect();
    let winner_ids: Vec<i64> = rows.iter().filter_map(|b| b.winner_user_id).collect();
    let winners = accounts::admin::refs(conn, &winner_ids).await?;
    let prize_items: Vec<i64> = rows.iter().filter_map(|b| b.prize_item_id).collect();
    let shipped = shipping::service::shipped_items(conn, &prize_items).await?;

    let data = rows
        .into_iter()
        .map(|b| {
            let held = held.get(&b.id).copied().unwrap_or(0);
            let drawn = b.status == DrawStatus::Drawn;
            AdminLuckyDraw {
                id: b.id,
                batch: b.batch,
                status: b.status,
                ticket: b.ticket,
                // `sold` on the row counts every taken number, held ones included.
                sold: b.sold - held,
                remaining: (b.ticket - b.sold).max(0),
                held_numbers: held,
                opened_at: b.created_at.to_rfc3339(),
                draw_at: b.draw_at.map(|at| at.to_rfc3339()),
                lucky_number: b.lucky_number,
                winner: b.winner_user_id.and_then(|id| winners.get(&id).cloned()),
                claimed: b.claimed_at.is_some(),
                shipped: b.prize_item_id.is_some_and(|item| shipped.contains(&item)),
                seed_hash: b.seed_hash,
                seed: drawn.then_some(b.seed),
                tickets_digest: b.tickets_digest,
            }
        })
        .collect();
    Ok(AdminLuckyDrawPage { data, meta })
}

/// The dashboard's lucky-draw figures: transfers waiting, draws due, and draws declared in
/// `[from, to)` (a Myanmar day).
pub async fn dashboard_counts(
    conn: &impl ConnectionTrait,
    (from, to): (chrono::DateTime<chrono::Utc>, chrono::DateTime<chrono::Utc>),
) -> AppResult<DrawCounts> {
    let pending_ticket_payments = ticket_purchase::Entity::find()
        .filter(ticket_purchase::Column::Status.eq(PurchaseStatus::Pending))
        .count(conn)
        .await?;
    let draws_due =
        ticket_batch::Entity::find().filter(ticket_batch::Column::Status.eq(DrawStatus::Closed)).count(conn).await?;
    let draws_declared = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Drawn))
        .filter(ticket_batch::Column::DrawnAt.gte(from))
        .filter(ticket_batch::Column::DrawnAt.lt(to))
        .count(conn)
        .await?;
    Ok(DrawCounts { pending_ticket_payments, draws_due, draws_declared })
}
