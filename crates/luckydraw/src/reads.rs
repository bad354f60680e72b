//! What shoppers and visitors read: ticket products, their draws, results, winners, prizes.
//!
//! The ticket lists and cards (with the current batch's remaining tickets) come from the read cache
//! ([`kernel::read_cache`], scope `Tickets`) once loaded. Whatever changes them says so inside its
//! transaction: a purchase that leaves its batch open with [`ticket_product_changed`], which drops
//! only the lists and cards showing that ticket product (so purchases running all day do not empty
//! every ticket answer); a batch closing, a draw declared or ending, a transfer decided or expired,
//! an admin's change to a ticket product with [`tickets_changed`], which drops them all. So the
//! remaining tickets shown are never older than the last purchase that returned, on any instance.

use std::{
    collections::{BTreeMap, HashMap},
    sync::Arc,
};

use chrono::Utc;
use kernel::{
    pagination::PageParams,
    read_cache::{self, Cached, Scope},
    AppContext, AppError, AppResult, Locale, Msg,
};
use rand::seq::SliceRandom;
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    model::{
        DrawFairness, DrawProduct, DrawStatus, DrawWinner, LiveLuckyNumber, LuckyDrawDetail, MyDrawList, MyLuckyDraw,
        TicketProductCard, TicketProductPage, TicketStatus, WinnerCard, WinnerPage, WinnerSlide,
    },
};

/// The ticket list's page size (doc 001 §9).
pub const TICKETS_PER_PAGE: u64 = 20;
/// Ticket products on the home screen.
pub const HOME_TICKET_PRODUCTS: u64 = 10;
/// Winners a page.
pub const WINNERS_PER_PAGE: u64 = 20;
/// How many sold numbers the waiting animation cycles through.
const RANDOM_NUMBERS: usize = 30;

pub const FORMULA: &str =
    "tickets_digest = hex(SHA-256(\"{ticket_number}:{user_id}\\n\" for every sold ticket in number order)); \
mac = HMAC-SHA256(key = seed bytes, message = \"{ticket_product_id}:{batch}:{tickets_digest}\"); \
lucky_number = 1 + (first 8 bytes of mac as a big-endian u64) mod ticket; seed_hash = hex(SHA-256(seed bytes))";

/// The formula of a batch drawn at its end, among its sold tickets ([`crate::ends`]).
pub const FORMULA_AMONG_SOLD: &str =
    "tickets_digest = hex(SHA-256(\"{ticket_number}:{user_id}\\n\" for every sold ticket in number order)); \
mac = HMAC-SHA256(key = seed bytes, message = \"{ticket_product_id}:{batch}:{tickets_digest}\"); \
position = 1 + (first 8 bytes of mac as a big-endian u64) mod drawn_among (the sold count); \
lucky_number = the ticket number on that line (1-based) of the sold tickets in number order; \
seed_hash = hex(SHA-256(seed bytes))";

async fn products_of(
    ctx: &AppContext,
    product_ids: &[i64],
    locale: Locale,
) -> AppResult<HashMap<i64, catalog::model::ProductSummary>> {
    catalog::service::summaries(ctx, product_ids, locale).await
}

pub(crate) fn draw_product(summary: Option<&catalog::model::ProductSummary>) -> DrawProduct {
    summary
        .map(|p| DrawProduct {
            id: p.id,
            slug: p.slug.clone(),
            name: p.name.clone(),
            category: p.category.clone(),
            feature_image: p.feature_image.clone(),
            actual_price: p.actual_price,
        })
        .unwrap_or_default()
}

/// Says, inside the transaction of a write that changes a ticket list or card (remaining tickets,
/// the current batch, a ticket product), that the cached ones are out of date: every instance
/// drops them once it commits. Call it once per transaction (a group commit: once per group).
pub async fn tickets_changed(tx: &impl ConnectionTrait) -> AppResult<()> {
    read_cache::changed(tx, Scope::Tickets).await
}

/// Says, inside the transaction of a purchase that leaves its batch open, that the lists and
/// cards showing ticket product `id` (its remaining tickets) are out of date: every instance drops
/// those once it commits, and keeps the others.
pub async fn ticket_product_changed(tx: &impl ConnectionTrait, id: i64) -> AppResult<()> {
    read_cache::changed_tag(tx, Scope::Tickets, &ticket_tag(id)).await
}

/// The read-cache tag of what shows ticket product `id`.
fn ticket_tag(id: i64) -> String {
    format!("ticket_product:{id}")
}

/// Drops this instance's cached ticket lists now, for a write that could not call
/// [`tickets_changed`] inside its transaction (other instances then keep theirs up to
/// [`read_cache::TIME_TO_LIVE`]).
pub fn invalidate_ticket_reads(ctx: &AppContext) {
    ctx.read_cache.invalidate(Scope::Tickets);
}

/// Visible ticket products, newest first, with their current batch.
pub async fn ticket_products(
    ctx: &AppContext,
    page: PageParams,
    default_per_page: u64,
    locale: Locale,
) -> AppResult<Arc<Cached<TicketProductPage>>> {
    let key = format!("tickets:{}:{}:{}", locale.as_str(), page.page(), page.per_page(default_per_page));
    let shows = |page: &TicketProductPage| page.data.iter().map(|card| ticket_tag(card.id)).collect();
    let load = || load_ticket_products(ctx, page, default_per_page, locale);
    ctx.read_cache.get_or_load_showing(Scope::Tickets, key, load, shows).await
}

async fn load_ticket_products(
    ctx: &AppContext,
    page: PageParams,
    default_per_page: u64,
    locale: Locale,
) -> AppResult<TicketProductPage> {
    let conn = ctx.db.conn();
    let per_page = page.per_page(default_per_page);
    let (rows, meta) = kernel::pagination::capped_page(
        conn,
        ticket_product::Entity::find()
            .filter(ticket_product::Column::Hidden.eq(false))
            .order_by_desc(ticket_product::Column::Id),
        page,
        per_page,
        ctx.config.list_max_items,
    )
    .await?;
    Ok(TicketProductPage { data: cards(ctx, rows, locale).await?, meta })
}

/// One ticket product (hidden ones are not found).
pub async fn ticket_product(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<Arc<Cached<TicketProductCard>>> {
    let key = format!("ticket:{}:{id}", locale.as_str());
    let shows = |card: &TicketProductCard| vec![ticket_tag(card.id)];
    ctx.read_cache.get_or_load_showing(Scope::Tickets, key, || load_ticket_product(ctx, id, locale), shows).await
}

async fn load_ticket_product(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<TicketProductCard> {
    let found = ticket_product::Entity::find_by_id(id).one(ctx.db.conn()).await?.filter(|t| !t.hidden);
    let found = found.ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
    cards(ctx, vec![found], locale).await?.pop().ok_or_else(|| AppError::not_found("luckydraw.not_found"))
}

/// The ticket product raffling a catalogue product (the product page's buy-ticket button).
pub async fn ticket_product_for(
    ctx: &AppContext,
    product_id: i64,
    locale: Locale,
) -> AppResult<Arc<Cached<TicketProductCard>>> {
    let key = format!("ticket-for:{}:{product_id}", locale.as_str());
    let shows = |card: &TicketProductCard| vec![ticket_tag(card.id)];
    let load = || load_ticket_product_for(ctx, product_id, locale);
    ctx.read_cache.get_or_load_showing(Scope::Tickets, key, load, shows).await
}

async fn load_ticket_product_for(ctx: &AppContext, product_id: i64, locale: Locale) -> AppResult<TicketProductCard> {
    let found = ticket_product::Entity::find()
        .filter(ticket_product::Column::ProductId.eq(product_id))
        .filter(ticket_product::Column::Hidden.eq(false))
        .order_by_desc(ticket_product::Column::Id)
        .one(ctx.db.conn())
        .await?
        .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
    cards(ctx, vec![found], locale).await?.pop().ok_or_else(|| AppError::not_found("luckydraw.not_found"))
}

async fn cards(
    ctx: &AppContext,
    rows: Vec<ticket_product::Model>,
    locale: Locale,
) -> AppResult<Vec<TicketProductCard>> {
    let conn = ctx.db.conn();
    let ids: Vec<i64> = rows.iter().map(|t| t.id).collect();
    let batches: HashMap<(i64, i32), ticket_batch::Model> = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::TicketProductId.is_in(ids))
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .all(conn)
        .await?
        .into_iter()
        .map(|b| ((b.ticket_product_id, b.batch), b))
        .collect();
    let product_ids: Vec<i64> = rows.iter().map(|t| t.product_id).collect();
    let products = products_of(ctx, &product_ids, locale).await?;
    let token_price = crate::settings::stored(conn).await?.token_price_mmk;
    Ok(rows
        .into_iter()
        .filter_map(|tp| {
            let batch = batches.get(&(tp.id, tp.current_batch))?;
            let product = products.get(&tp.product_id)?;
            let remaining = batch.ticket - batch.sold;
            Some(TicketProductCard {
                id: tp.id,
                product_id: tp.product_id,
                slug: product.slug.clone(),
                name: product.name.clone(),
                category: product.category.clone(),
                feature_image: product.feature_image.clone(),
                actual_price: product.actual_price,
                ticket: batch.ticket,
                remaining_tickets: remaining,
                remaining_ticket: remaining,
                cost_token_point: tp.cost_token_point,
                label: kernel::Translated::new(&tp.label, tp.label_mm.as_deref(), tp.label_ch.as_deref())
                    .get(locale)
                    .to_owned(),
                batch: batch.batch,
                lucky_draw_id: batch.id,
                seed_hash: batch.seed_hash.clone(),
                ticket_price_mmk: tp.cost_token_point.saturating_mul(token_price),
                ends_at: tp.ends_at,
                min_tickets: tp.ends_at.map(|_| tp.min_tickets.unwrap_or(1)),
            })
        })
        .collect())
}

/// The caller's tickets grouped by draw, newest draw first.
pub async fn my_draws(ctx: &AppContext, user_id: i64, list: MyDrawList, locale: Locale) -> AppResult<Vec<MyLuckyDraw>> {
    let conn = ctx.db.conn();
    let mine = ticket::Entity::find()
        .filter(ticket::Column::UserId.eq(user_id))
        .order_by_asc(ticket::Column::Number)
        .all(conn)
        .await?;
    let mut by_batch: BTreeMap<i64, Vec<ticket::Model>> = BTreeMap::new();
    for t in mine {
        by_batch.entry(t.batch_id).or_default().push(t);
    }
    let batches = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::Id.is_in(by_batch.keys().copied().collect::<Vec<_>>()))
        .order_by_desc(ticket_batch::Column::Id)
        .all(conn)
        .await?;
    let batches: Vec<ticket_batch::Model> = batches
        .into_iter()
        .filter(|b| match list {
            MyDrawList::History => matches!(b.status, DrawStatus::Drawn | DrawStatus::Cancelled),
            MyDrawList::Live => matches!(b.status, DrawStatus::Open | DrawStatus::Closed),
            MyDrawList::Prizes => b.status == DrawStatus::Drawn && b.winner_user_id == Some(user_id),
        })
        .collect();
    let tps = ticket_products_by_id(ctx, batches.iter().map(|b| b.ticket_product_id)).await?;
    let products = products_of(ctx, &tps.values().map(|t| t.product_id).collect::<Vec<_>>(), locale).await?;
    Ok(batches
        .into_iter()
        .map(|b| {
            let tickets = by_batch.remove(&b.id).unwrap_or_default();
            let product_id = tps.get(&b.ticket_product_id).map(|t| t.product_id);
            MyLuckyDraw {
                id: b.id,
                ticket_id: tickets.iter().map(|t| t.purchase_id).max().unwrap_or_default(),
                batch: b.batch,
                status: b.status,
                opened_at: b.drawn_at,
                draw_at: b.draw_at,
                lucky_number: b.lucky_number,
                is_win: b.winner_user_id == Some(user_id),
                claimed: b.claimed_at.is_some(),
                pending_numbers: tickets
                    .iter()
                    .filter(|t| t.status == TicketStatus::Pending)
                    .map(|t| t.number)
                    .collect(),
                ticket_numbers: tickets.iter().map(|t| t.number).collect(),
                product: draw_product(product_id.and_then(|id| products.get(&id))),
            }
        })
        .collect())
}

async fn ticket_products_by_id(
    ctx: &AppContext,
    ids: impl Iterator<Item = i64>,
) -> AppResult<HashMap<i64, ticket_product::Model>> {
    Ok(ticket_product::Entity::find()
        .filter(ticket_product::Column::Id.is_in(ids.collect::<Vec<_>>()))
        .all(ctx.db.conn())
        .await?
        .into_iter()
        .map(|t| (t.id, t))
        .collect())
}

/// A draw's detail: public facts, the caller's numbers when signed in, and (once declared) the
/// revealed seed to verify it with.
pub async fn detail(ctx: &AppContext, viewer: Option<i64>, id: i64, locale: Locale) -> AppResult<LuckyDrawDetail> {
    let conn = ctx.db.conn();
    let batch = ticket_batch::Entity::find_by_id(id)
        .one(conn)
        .await?
        .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
    let tp = ticket_product::Entity::find_by_id(batch.ticket_product_id)
        .one(conn)
        .await?
        .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
    let products = products_of(ctx, &[tp.product_id], locale).await?;
    let mine: Vec<i64> = match viewer {
        Some(user_id) => ticket::Entity::find()
            .filter(ticket::Column::BatchId.eq(batch.id))
            .filter(ticket::Column::UserId.eq(user_id))
            .order_by_asc(ticket::Column::Number)
            .all(conn)
            .await?
            .into_iter()
            .map(|t| t.number)
            .collect(),
        None => Vec::new(),
    };
    let mut sold: Vec<i64> = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::Number)
        .filter(ticket::Column::BatchId.eq(batch.id))
        .limit(2_000)
        .into_tuple()
        .all(conn)
        .await?;
    sold.shuffle(&mut rand::thread_rng());
    sold.truncate(RANDOM_NUMBERS);
    let winner = match batch.winner_user_id {
        Some(user_id) => {
            let profiles = accounts::service::public_profiles(ctx, &[user_id], locale).await?;
            profiles.get(&user_id).map(|p| DrawWinner {
                name: p.name.clone(),
                profile_image: p.profile_image.clone(),
                date: batch.drawn_at.unwrap_or_else(Utc::now),
                township: p.township.clone(),
            })
        }
        None => None,
    };
    let drawn = batch.status == DrawStatus::Drawn;
    Ok(LuckyDrawDetail {
        id: batch.id,
        ticket_product_id: tp.id,
        batch: batch.batch,
        status: batch.status,
        ticket: batch.ticket,
        sold: batch.sold,
        lucky_number: batch.lucky_number,
        is_win: viewer.is_some() && batch.winner_user_id == viewer,
        claimed: batch.claimed_at.is_some(),
        opened_at: batch.drawn_at,
        draw_at: batch.draw_at,
        ends_at: tp.ends_at.filter(|_| batch.status == DrawStatus::Open),
        min_tickets: tp.ends_at.filter(|_| batch.status == DrawStatus::Open).map(|_| tp.min_tickets.unwrap_or(1)),
        ticket_numbers: mine,
        random_ticket_numbers: sold,
        product: draw_product(products.get(&tp.product_id)),
        winner,
        fairness: DrawFairness {
            ticket_product_id: tp.id,
            batch: batch.batch,
            ticket: batch.ticket,
            drawn_among: batch.drawn_among,
            seed_hash: batch.seed_hash,
            seed: drawn.then_some(batch.seed),
            tickets_digest: batch.tickets_digest,
            tickets_url: tickets_url(batch.id),
            formula: if batch.drawn_among.is_some() { FORMULA_AMONG_SOLD } else { FORMULA }.to_owned(),
        },
    })
}

pub fn tickets_url(id: i64) -> String {
    format!("/api/luckydraws/{id}/tickets")
}

/// The lines the tickets digest is computed over, `"{number}:{user_id}\n"` in number order (sold
/// tickets only, as at the draw).
pub async fn ticket_lines(ctx: &AppContext, id: i64) -> AppResult<String> {
    let conn = ctx.db.conn();
    if ticket_batch::Entity::find_by_id(id).one(conn).await?.is_none() {
        return Err(AppError::not_found("luckydraw.not_found"));
    }
    let rows: Vec<(i64, i64)> = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::Number)
        .column(ticket::Column::UserId)
        .filter(ticket::Column::BatchId.eq(id))
        .filter(ticket::Column::Status.eq(TicketStatus::Sold))
        .order_by_asc(ticket::Column::Number)
        .into_tuple()
        .all(conn)
        .await?;
    Ok(rows.into_iter().map(|(number, user)| format!("{number}:{user}\n")).collect())
}

/// The result for one of the caller's purchases: `you`, `other` or `waiting`.
pub async fn live_lucky_number(ctx: &AppContext, user_id: i64, ticket_id: Option<i64>) -> AppResult<LiveLuckyNumber> {
    let conn = ctx.db.conn();
    let purchase = match ticket_id {
        Some(id) => ticket_purchase::Entity::find_by_id(id).one(conn).await?.filter(|p| p.user_id == user_id),
        None => None,
    };
    let purchase = purchase.ok_or_else(|| AppError::not_found("luckydraw.ticket_not_found"))?;
    let batch = ticket_batch::Entity::find_by_id(purchase.batch_id)
        .one(conn)
        .await?
        .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
    let code = match (batch.status, batch.winner_user_id) {
        (DrawStatus::Drawn, Some(winner)) if winner == user_id => "you",
        (DrawStatus::Drawn, _) => "other",
        (DrawStatus::Cancelled, _) => "cancelled",
        _ => "waiting",
    };
    Ok(LiveLuckyNumber { code: code.to_owned(), lucky_number: batch.lucky_number, lucky_draw_id: batch.id })
}

/// Declared draws with a winner, newest first.
pub async fn winners(ctx: &AppContext, page: PageParams, locale: Locale) -> AppResult<WinnerPage> {
    let conn = ctx.db.conn();
    let per_page = page.per_page(WINNERS_PER_PAGE);
    let (rows, meta) = kernel::pagination::capped_page(
        conn,
        ticket_batch::Entity::find()
            .filter(ticket_batch::Column::Status.eq(DrawStatus::Drawn))
            .filter(ticket_batch::Column::WinnerUserId.is_not_null())
            .order_by_desc(ticket_batch::Column::DrawnAt)
            .order_by_desc(ticket_batch::Column::Id),
        page,
        per_page,
        ctx.config.list_max_items,
    )
    .await?;
    let tps = ticket_products_by_id(ctx, rows.iter().map(|b| b.ticket_product_id)).await?;
    let products = products_of(ctx, &tps.values().map(|t| t.product_id).collect::<Vec<_>>(), locale).await?;
    let users: Vec<i64> = rows.iter().filter_map(|b| b.winner_user_id).collect();
    let profiles = accounts::service::public_profiles(ctx, &users, locale).await?;
    let data = rows
        .into_iter()
        .filter_map(|b| {
            let profile = profiles.get(&b.winner_user_id?)?;
            let drawn_at = b.drawn_at?;
            let product_id = tps.get(&b.ticket_product_id).map(|t| t.product_id);
            Some(WinnerCard {
                id: b.id,
                name: profile.name.clone(),
                profile_image: profile.profile_image.clone(),
                winner: DrawWinner {
                    name: profile.name.clone(),
                    profile_image: profile.profile_image.clone(),
                    date: drawn_at,
                    township: profile.township.clone(),
                },
                created_at: drawn_at,
                batch: b.batch,
                opened_at: drawn_at,
                lucky_number: b.lucky_number?,
                product: draw_product(product_id.and_then(|id| products.get(&id))),
            })
        })
        .collect();
    Ok(WinnerPage { data, meta })
}

/// The home screen's strip: the ten latest winners.
pub async fn winner_slides(ctx: &AppContext, locale: Locale) -> AppResult<Vec<WinnerSlide>> {
    let page = winners(ctx, PageParams { page: Some(1), per_page: Some(10) }, locale).await?;
    Ok(page.data.into_iter().map(|w| WinnerSlide { id: w.id, product: w.product.name, name: w.name }).collect())
}

/// The winner puts the prize into their to-ship list, once.
pub async fn claim_prize(ctx: &AppContext, user_id: i64, lucky_draw_winner_id: Option<i64>) -> AppResult<i64> {
    let id = lucky_draw_winner_id
        .ok_or_else(|| AppError::invalid("lucky_draw_winner_id", Msg::new("luckydraw.prize_not_found")))?;
    ctx.db
        .write(|tx| {
            Box::pin(async move {
                let batch = ticket_batch::Entity::find_by_id(id)
                    .one(tx)
                    .await?
                    .filter(|b| b.status == DrawStatus::Drawn && b.winner_user_id == Some(user_id))
                    .ok_or_else(|| AppError::invalid("lucky_draw_winner_id", Msg::new("luckydraw.prize_not_found")))?;
                let claimed = ticket_batch::Entity::update_many()
                    .col_expr(ticket_batch::Column::ClaimedAt, Expr::value(Utc::now()))
                    .filter(ticket_batch::Column::Id.eq(batch.id))
                    .filter(ticket_batch::Column::ClaimedAt.is_null())
                    .exec(tx)
                    .await?;
                if claimed.rows_affected != 1 {
                    return Err(AppError::invalid("lucky_draw_winner_id", Msg::new("luckydraw.prize_already_claimed")));
                }
                let tp = ticket_product::Entity::find_by_id(batch.ticket_product_id)
                    .one(tx)
                    .await?
                    .ok_or_else(|| AppError::not_found("luckydraw.not_found"))?;
                let item_id =
                    orders::to_ship::add(tx, user_id, tp.product_id, orders::to_ship::ItemKind::Prize).await?;
                ticket_batch::Entity::update_many()
                    .col_expr(ticket_batch::Column::PrizeItemId, Expr::value(item_id))
                    .filter(ticket_batch::Column::Id.eq(batch.id))
                    .exec(tx)
                    .await?;
                let params = serde_json::json!({"lucky_draw_id": batch.id, "product_id": tp.product_id});
                notify::service::record(tx, user_id, "prize_claimed", params).await?;
                Ok(item_id)
            })
        })
        .await
}
