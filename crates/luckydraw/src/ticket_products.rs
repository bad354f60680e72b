//! Admin: ticket products (which catalogue product is the prize, tickets per batch, token cost),
//! created with their first batch and its committed seed, changed for the batches to come.

use chrono::Utc;
use kernel::{audit, auth::CurrentUser, AppContext, AppError, AppResult, Locale, Msg};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set};

use crate::purchases::open_batch;
use crate::{
    entity::{ticket_batch, ticket_product},
    model::{AdminTicketProduct, DrawStatus, TicketProductInput, TicketProductUpdate},
};

fn check_ticket(ticket: i64) -> AppResult<()> {
    if !(1..=100_000).contains(&ticket) {
        return Err(AppError::invalid("ticket", Msg::new("luckydraw.ticket_invalid")));
    }
    Ok(())
}

fn check_cost(cost: i64) -> AppResult<()> {
    if cost < 1 {
        return Err(AppError::invalid("cost_token_point", Msg::new("luckydraw.cost_invalid")));
    }
    Ok(())
}

/// An end time must be in the future.
fn check_ends_at(ends_at: Option<chrono::DateTime<Utc>>) -> AppResult<()> {
    if ends_at.is_some_and(|at| at <= Utc::now()) {
        return Err(AppError::invalid("ends_at", Msg::new("luckydraw.ends_at_past")));
    }
    Ok(())
}

/// A minimum of tickets sold is 1 to the batch's ticket count.
fn check_min_tickets(min_tickets: Option<i64>, ticket: i64) -> AppResult<()> {
    if min_tickets.is_some_and(|min| !(1..=ticket).contains(&min)) {
        return Err(AppError::invalid("min_tickets", Msg::new("luckydraw.min_tickets_invalid").arg("max", ticket)));
    }
    Ok(())
}

/// Admin: every ticket product, hidden ones included, newest first.
pub async fn admin_ticket_products(
    ctx: &AppContext,
    admin: CurrentUser,
    locale: Locale,
) -> AppResult<Vec<AdminTicketProduct>> {
    admin.require_staff()?;
    let conn = ctx.db.conn();
    let rows = ticket_product::Entity::find().order_by_desc(ticket_product::Column::Id).all(conn).await?;
    let batches: std::collections::HashMap<(i64, i32), ticket_batch::Model> = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::TicketProductId.is_in(rows.iter().map(|t| t.id)))
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .all(conn)
        .await?
        .into_iter()
        .map(|b| ((b.ticket_product_id, b.batch), b))
        .collect();
    let names =
        catalog::service::summaries(ctx, &rows.iter().map(|t| t.product_id).collect::<Vec<_>>(), locale).await?;
    Ok(rows
        .into_iter()
        .map(|tp| {
            let batch = batches.get(&(tp.id, tp.current_batch));
            AdminTicketProduct {
                id: tp.id,
                product_id: tp.product_id,
                name: names.get(&tp.product_id).map(|p| p.name.clone()).unwrap_or_default(),
                ticket: tp.ticket,
                cost_token_point: tp.cost_token_point,
                label: tp.label,
                label_mm: tp.label_mm,
                label_ch: tp.label_ch,
                hidden: tp.hidden,
                batch: tp.current_batch,
                batch_ticket: batch.map_or(tp.ticket, |b| b.ticket),
                sold: batch.map_or(0, |b| b.sold),
                ends_at: tp.ends_at,
                min_tickets: tp.min_tickets,
            }
        })
        .collect())
}

/// Trimmed text, or nothing when empty.
fn optional_text(text: Option<&str>) -> Option<String> {
    text.map(kernel::text::as_sent).filter(|t| !t.is_empty())
}

/// Admin: raffles a catalogue product in batches; answers the ticket product's id.
pub async fn create_ticket_product(ctx: &AppContext, admin: CurrentUser, input: TicketProductInput) -> AppResult<i64> {
    admin.require_staff()?;
    check_ticket(input.ticket)?;
    check_cost(input.cost_token_point)?;
    check_ends_at(input.ends_at)?;
    check_min_tickets(input.min_tickets, input.ticket)?;
    ctx.db
        .write(|tx| {
            let input = input.clone();
            Box::pin(async move {
                if catalog::service::find_product(tx, input.product_id).await?.is_none() {
                    return Err(AppError::invalid("product_id", Msg::new("catalog.product_unavailable")));
                }
                let tp = ticket_product::ActiveModel {
                    product_id: Set(input.product_id),
                    ticket: Set(input.ticket),
                    cost_token_point: Set(input.cost_token_point),
                    label: Set(kernel::text::as_sent(&input.label)),
                    label_mm: Set(optional_text(input.label_mm.as_deref())),
                    label_ch: Set(optional_text(input.label_ch.as_deref())),
                    current_batch: Set(1),
                    hidden: Set(false),
                    created_at: Set(Utc::now()),
                    ends_at: Set(input.ends_at),
                    min_tickets: Set(input.min_tickets),
                    ..Default::default()
                }
                .insert(tx)
                .await?;
                open_batch(tx, tp.id, 1, tp.ticket).await?;
                crate::reads::tickets_changed(tx).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "ticket_product.create",
                    "ticket_product",
                    Some(tp.id),
                    serde_json::json!({"ticket": tp.ticket, "ends_at": tp.ends_at, "min_tickets": tp.min_tickets}),
                )
                .await?;
                Ok(tp.id)
            })
        })
        .await
}

/// Admin: changes cost, label, visibility or (from the next batch) the ticket count.
pub async fn update_ticket_product(
    ctx: &AppContext,
    admin: CurrentUser,
    id: i64,
    input: TicketProductUpdate,
) -> AppResult<()> {
    admin.require_staff()?;
    if let Some(ticket) = input.ticket {
        check_ticket(ticket)?;
    }
    if let Some(cost) = input.cost_token_point {
        check_cost(cost)?;
    }
    check_ends_at(input.ends_at)?;
    ctx.db
        .write(|tx| {
            let input = input.clone();
            Box::pin(async move {
                let found = ticket_product::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
                if let Some(min) = input.min_tickets {
                    // Within the current batch's size (the one the end applies to) and the next's.
                    let current = ticket_batch::Entity::find()
                        .filter(ticket_batch::Column::TicketProductId.eq(found.id))
                        .filter(ticket_batch::Column::Batch.eq(found.current_batch))
                        .one(tx)
                        .await?;
                    let next = input.ticket.unwrap_or(found.ticket);
                    let max = current.map_or(next, |b| b.ticket.min(next));
                    check_min_tickets(Some(min), max)?;
                }
                if input.ends_at.is_some() && found.ends_at.is_some_and(|at| at <= Utc::now()) {
                    // Its end has come (and is processed, or about to be): batches do not reopen.
                    return Err(AppError::invalid("ends_at", Msg::new("luckydraw.ended")));
                }
                let mut active = found.into_active_model();
                if let Some(ends_at) = input.ends_at {
                    active.ends_at = Set(Some(ends_at));
                }
                if let Some(min) = input.min_tickets {
                    active.min_tickets = Set(Some(min));
                }
                if let Some(ticket) = input.ticket {
                    active.ticket = Set(ticket);
                }
                if let Some(cost) = input.cost_token_point {
                    active.cost_token_point = Set(cost);
                }
                if let Some(label) = &input.label {
                    active.label = Set(kernel::text::as_sent(label));
                }
                if let Some(label) = &input.label_mm {
                    active.label_mm = Set(optional_text(Some(label)));
                }
                if let Some(label) = &input.label_ch {
                    active.label_ch = Set(optional_text(Some(label)));
                }
                if let Some(hidden) = input.hidden {
                    active.hidden = Set(hidden);
                }
                active.update(tx).await?;
                crate::reads::tickets_changed(tx).await?;
                audit::record(
                    tx,
                    Some(admin),
                    "ticket_product.update",
                    "ticket_product",
                    Some(id),
                    serde_json::json!({"ticket": input.ticket, "cost_token_point": input.cost_token_point,
                        "label": input.label, "label_mm": input.label_mm, "label_ch": input.label_ch,
                        "hidden": input.hidden, "ends_at": input.ends_at, "min_tickets": input.min_tickets}),
                )
                .await
            })
        })
        .await
}
