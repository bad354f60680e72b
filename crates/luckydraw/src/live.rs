//! The live draw (`/lucky-draw-live`, issue 40): the batches about to be drawn, the server's clock
//! for their countdowns, and the reveal every watcher sees at the same moment.
//!
//! A declaration (a sold-out batch's [`crate::draw::draw`], or a batch drawn among its sold
//! tickets at its end, [`crate::ends`]) announces [`LiveEvent::DrawRevealed`] inside its own
//! transaction ([`announce_reveal`]): on PostgreSQL it reaches every gateway at commit (NOTIFY), so
//! a watcher on any gateway hears a batch drawn by any gateway's runner. The event carries
//! `reveal_at` = the declaration + [`REVEAL_ROLL_MS`] in server time: clients roll the number
//! (the spec's 100 ms cycle) until then and stop on the lucky number together, whatever their own
//! clocks say (they know the server's through `serverTime`).
//!
//! The subscription is open to anonymous watchers (the socket acknowledges a connection without a
//! token; its per-address cap still applies). Each subscriber learns only whether it won itself
//! (`youWin`); the winner's id never leaves the server, and the name is the one the winners pages
//! show.

use async_graphql::{Context, Object, SimpleObject, Subscription};
use chrono::{DateTime, Duration, TimeZone, Utc};
use futures::{Stream, StreamExt};
use kernel::{graphql::ContextExt, live::LiveEvent, AppContext, AppResult, Locale};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::{
    entity::{ticket_batch, ticket_product},
    model::{DrawProduct, DrawStatus},
};

/// How long every watcher's number rolls before it stops on the lucky number (server time).
pub const REVEAL_ROLL_MS: i64 = 3_000;

/// How many coming draws `upcomingDraws` lists.
pub const UPCOMING_DRAWS: u64 = 20;

/// A batch about to be drawn: sold out and waiting for its draw time, or open with an end.
#[derive(Debug, Clone, SimpleObject)]
pub struct UpcomingDraw {
    /// The batch's id (the draw id of `luckyDraw(id)`, `drawReveals`' `id`).
    pub id: i64,
    /// Its ticket product.
    pub ticket_product_id: i64,
    /// The batch number.
    pub batch: i32,
    /// `CLOSED`: sold out, drawn at `drawAt`; `OPEN`: still selling until `endsAt`.
    pub status: DrawStatus,
    /// Tickets in the batch.
    pub ticket: i64,
    /// Tickets taken so far.
    pub sold: i64,
    /// When a sold-out batch is drawn (UTC); null for an open one.
    pub draw_at: Option<DateTime<Utc>>,
    /// When an open batch ends (UTC, drawn among the sold tickets if enough are sold); null for a
    /// sold-out one.
    pub ends_at: Option<DateTime<Utc>>,
    /// The prize.
    pub product: DrawProduct,
}

/// A lucky number as it is revealed to the watchers of the live draw.
#[derive(Debug, Clone, SimpleObject)]
pub struct DrawReveal {
    /// The batch's id (the draw id).
    pub id: i64,
    /// Its ticket product.
    pub ticket_product_id: i64,
    /// The prize's catalogue product id.
    pub product_id: i64,
    /// The batch number.
    pub batch: i32,
    /// The lucky number (the winning ticket's number).
    pub lucky_number: i64,
    /// Whether the signed-in watcher holds the winning ticket (false for anonymous watchers).
    pub you_win: bool,
    /// The winner's name as the winners pages show it; null when the number was not sold.
    pub winner_name: Option<String>,
    /// When the number was declared (server time, UTC).
    pub drawn_at: DateTime<Utc>,
    /// When every watcher stops the roll on the lucky number (server time, UTC).
    pub reveal_at: DateTime<Utc>,
}

/// Announces a declaration inside its transaction (see the module docs).
#[allow(clippy::too_many_arguments)]
pub async fn announce_reveal(
    tx: &impl ConnectionTrait,
    batch: &ticket_batch::Model,
    product_id: i64,
    lucky_number: i64,
    winner: Option<i64>,
    drawn_at: DateTime<Utc>,
) -> AppResult<()> {
    let winner_name = match winner {
        Some(id) => accounts::entity::user::Entity::find_by_id(id).one(tx).await?.map(|u| u.name),
        None => None,
    };
    let drawn_at_ms = drawn_at.timestamp_millis();
    kernel::live::announce(
        tx,
        LiveEvent::DrawRevealed {
            batch_id: batch.id,
            ticket_product_id: batch.ticket_product_id,
            product_id,
            batch: batch.batch,
            lucky_number,
            winner_user_id: winner,
            winner_name,
            drawn_at_ms,
            reveal_at_ms: drawn_at_ms + REVEAL_ROLL_MS,
        },
    )
    .await
}

/// What one watcher is shown of an event (`viewer`: the signed-in watcher, if any).
pub fn reveal_for(event: &LiveEvent, viewer: Option<i64>) -> Option<DrawReveal> {
    let LiveEvent::DrawRevealed {
        batch_id,
        ticket_product_id,
        product_id,
        batch,
        lucky_number,
        winner_user_id,
        winner_name,
        drawn_at_ms,
        reveal_at_ms,
    } = event
    else {
        return None;
    };
    let at = |ms: i64| Utc.timestamp_millis_opt(ms).single().unwrap_or_else(Utc::now);
    Some(DrawReveal {
        id: *batch_id,
        ticket_product_id: *ticket_product_id,
        product_id: *product_id,
        batch: *batch,
        lucky_number: *lucky_number,
        you_win: viewer.is_some() && *winner_user_id == viewer,
        winner_name: winner_name.clone(),
        drawn_at: at(*drawn_at_ms),
        reveal_at: at(*reveal_at_ms),
    })
}

/// The batches about to be drawn, soonest first: sold out and waiting (by draw time), then open
/// ones with an end (by end), of products that are not hidden.
pub async fn upcoming_draws(ctx: &AppContext, locale: Locale) -> AppResult<Vec<UpcomingDraw>> {
    let conn = ctx.db.conn();
    let closed = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Closed))
        .order_by_asc(ticket_batch::Column::DrawAt)
        .order_by_asc(ticket_batch::Column::Id)
        .limit(UPCOMING_DRAWS)
        .all(conn)
        .await?;
    let ending: Vec<ticket_product::Model> = ticket_product::Entity::find()
        .filter(ticket_product::Column::EndsAt.is_not_null())
        .filter(ticket_product::Column::EndsAt.gt(Utc::now() - Duration::minutes(1)))
        .filter(ticket_product::Column::Hidden.eq(false))
        .order_by_asc(ticket_product::Column::EndsAt)
        .limit(UPCOMING_DRAWS)
        .all(conn)
        .await?;
    let open = ticket_batch::Entity::find()
        .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
        .filter(ticket_batch::Column::TicketProductId.is_in(ending.iter().map(|t| t.id)))
        .all(conn)
        .await?;
    let tp_ids: Vec<i64> = closed.iter().chain(open.iter()).map(|b| b.ticket_product_id).collect();
    let products: std::collections::HashMap<i64, ticket_product::Model> = ticket_product::Entity::find()
        .filter(ticket_product::Column::Id.is_in(tp_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|t| (t.id, t))
        .collect();
    let summaries =
        catalog::service::summaries(ctx, &products.values().map(|t| t.product_id).collect::<Vec<_>>(), locale).await?;
    let mut draws: Vec<UpcomingDraw> = closed
        .into_iter()
        .chain(open)
        .filter_map(|b| {
            let tp = products.get(&b.ticket_product_id)?;
            let summary = summaries.get(&tp.product_id)?;
            let open = b.status == DrawStatus::Open;
            Some(UpcomingDraw {
                id: b.id,
                ticket_product_id: b.ticket_product_id,
                batch: b.batch,
                status: b.status,
                ticket: b.ticket,
                sold: b.sold,
                draw_at: if open { None } else { b.draw_at },
                ends_at: if open { tp.ends_at } else { None },
                product: crate::reads::draw_product(Some(summary)),
            })
        })
        .collect();
    // Soonest first, whichever time it is; a sold-out batch waiting for a transfer (no time) last.
    draws.sort_by_key(|d| (d.draw_at.or(d.ends_at).is_none(), d.draw_at.or(d.ends_at), d.id));
    draws.truncate(UPCOMING_DRAWS as usize);
    Ok(draws)
}

#[derive(Default)]
pub struct LiveDrawQuery;

#[Object]
impl LiveDrawQuery {
    /// The server's clock now (UTC): clients count down against it (their offset from it), never
    /// against the phone's own clock.
    async fn server_time(&self) -> DateTime<Utc> {
        Utc::now()
    }

    /// The batches about to be drawn, soonest first (at most 20; public): sold out and waiting for
    /// their draw time, and open ones with an end.
    async fn upcoming_draws(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<UpcomingDraw>> {
        Ok(upcoming_draws(ctx.app(), ctx.locale()).await?)
    }
}

#[derive(Default)]
pub struct LiveDrawSubscription;

#[Subscription]
impl LiveDrawSubscription {
    /// Every lucky number declared from now on (by any server instance), for the live draw page;
    /// open to anonymous watchers. Roll until `revealAt` (server time), then stop on `luckyNumber`;
    /// `youWin` is true only for the signed-in winner. Nothing is sent for missed events: a watcher
    /// that reconnects refetches `upcomingDraws`.
    async fn draw_reveals(&self, ctx: &Context<'_>) -> impl Stream<Item = async_graphql::Result<DrawReveal>> {
        let viewer = ctx.current_user().await.ok().map(|user| user.id);
        notify::graphql::feed(ctx, false).filter_map(move |item| async move {
            match item {
                Err(expired) => Some(Err(expired)),
                Ok(Some(event)) => reveal_for(&event, viewer).map(Ok),
                Ok(None) => None,
            }
        })
    }
}
