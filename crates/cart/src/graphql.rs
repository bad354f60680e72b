//! The cart in GraphQL (signed-in shoppers).

use async_graphql::{Context, Object};
use kernel::graphql::ContextExt;

use crate::{
    model::{Cart, CartItemInput},
    service,
};

#[derive(Default)]
pub struct CartQuery;

#[Object]
impl CartQuery {
    /// The signed-in shopper's cart.
    async fn cart(&self, ctx: &Context<'_>) -> async_graphql::Result<Cart> {
        let user = ctx.current_user().await?;
        Ok(service::cart(ctx.app(), user.id, ctx.locale()).await?)
    }
}

#[derive(Default)]
pub struct CartMutation;

#[Object]
impl CartMutation {
    /// Adds a product (quantities add up to at most 1,000,000); answers the cart.
    async fn add_to_cart(&self, ctx: &Context<'_>, input: CartItemInput) -> async_graphql::Result<Cart> {
        let user = ctx.current_user().await?;
        service::add(ctx.app(), user.id, input, ctx.locale()).await?;
        Ok(service::cart(ctx.app(), user.id, ctx.locale()).await?)
    }

    /// Sets a line's quantity; answers the cart.
    async fn update_cart_line(&self, ctx: &Context<'_>, input: CartItemInput) -> async_graphql::Result<Cart> {
        let user = ctx.current_user().await?;
        service::update(ctx.app(), user.id, input, ctx.locale()).await?;
        Ok(service::cart(ctx.app(), user.id, ctx.locale()).await?)
    }

    /// Removes the given products' lines and the given lines (`CartLine.id`), or every line when
    /// both are left out; answers the cart.
    async fn remove_from_cart(
        &self,
        ctx: &Context<'_>,
        product_ids: Option<Vec<i64>>,
        cart_line_ids: Option<Vec<i64>>,
    ) -> async_graphql::Result<Cart> {
        let user = ctx.current_user().await?;
        service::remove_all(ctx.app(), user.id, product_ids, cart_line_ids).await?;
        Ok(service::cart(ctx.app(), user.id, ctx.locale()).await?)
    }
}
