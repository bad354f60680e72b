//! What a shared link to a draw's result (`/prize-winner-detail?id=`) shows before it is opened:
//! the prize, the batch, the lucky number and the winner's first name, from the read cache (scope
//! `Tickets`, which a draw drops). The gateway composes it into the page's head.

use std::sync::Arc;

use kernel::{
    read_cache::{Cached, Scope},
    AppContext, AppError, AppResult, Locale,
};
use sea_orm::EntityTrait;
use serde::Serialize;

use crate::{
    entity::{ticket_batch, ticket_product},
    model::DrawStatus,
};

/// A draw's card.
#[derive(Debug, Clone, Serialize)]
pub struct WinnerPreview {
    pub id: i64,
    pub batch: i32,
    /// The prize's name in the asked language.
    pub product: String,
    /// Set once the draw is declared.
    pub lucky_number: Option<i64>,
    /// The winner's first name, once declared.
    pub winner: Option<String>,
    /// The prize's first photo as a share card.
    pub card: Option<String>,
}

/// A draw's card by its id (`NOT_FOUND` when unknown).
pub async fn winner_preview(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<Arc<Cached<WinnerPreview>>> {
    let key = format!("preview:draw:{}:{id}", locale.as_str());
    ctx.read_cache.get_or_load(Scope::Tickets, key, load(ctx, id, locale)).await
}

async fn load(ctx: &AppContext, id: i64, locale: Locale) -> AppResult<WinnerPreview> {
    let conn = ctx.db.conn();
    let not_found = || AppError::not_found("luckydraw.not_found");
    let batch = ticket_batch::Entity::find_by_id(id).one(conn).await?.ok_or_else(not_found)?;
    let tp = ticket_product::Entity::find_by_id(batch.ticket_product_id).one(conn).await?.ok_or_else(not_found)?;
    let products = catalog::service::summaries(ctx, &[tp.product_id], locale).await?;
    let declared = batch.status == DrawStatus::Drawn;
    let winner = match batch.winner_user_id.filter(|_| declared) {
        Some(user_id) => accounts::service::public_profiles(ctx, &[user_id], locale)
            .await?
            .get(&user_id)
            .map(|p| accounts::service::first_name(&p.name)),
        None => None,
    };
    Ok(WinnerPreview {
        id: batch.id,
        batch: batch.batch,
        product: products.get(&tp.product_id).map(|p| p.name.clone()).unwrap_or_default(),
        lucky_number: batch.lucky_number.filter(|_| declared),
        winner,
        card: catalog::previews::product_card(ctx, tp.product_id).await?,
    })
}
