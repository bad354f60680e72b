//! The one GraphQL schema: every domain's queries and mutations merged.

use crate::{
    admin::{AdminMutation, AdminQuery},
    payment_qr::{PaymentQrMutation, PaymentQrQuery},
    settings::{SettingsMutation, SettingsQuery},
};
use accounts::graphql::{AccountsMutation, AccountsQuery};
use async_graphql::{MergedObject, MergedSubscription, Schema, SchemaBuilder};
use cart::graphql::{CartMutation, CartQuery};
use catalog::graphql::{CatalogMutation, CatalogQuery};
use content::graphql::{ContentMutation, ContentQuery};
use kernel::{
    graphql::{AliasLimit, ErrorRendering},
    AppContext,
};
use luckydraw::{
    graphql::{LuckyDrawMutation, LuckyDrawQuery},
    live::{LiveDrawQuery, LiveDrawSubscription},
};
use notify::{
    graphql::{NotifyMutation, NotifyQuery, NotifySubscription},
    push::graphql::PushMutation,
};
use orders::graphql::{OrdersMutation, OrdersQuery};
use payments::graphql::{PaymentsMutation, PaymentsQuery};
use reports::graphql::ReportsQuery;
use reviews::graphql::{ReviewsMutation, ReviewsQuery};
use rewards::graphql::{RewardsMutation, RewardsQuery};
use shipping::graphql::{ShippingMutation, ShippingQuery};
use vouchers::graphql::{VouchersMutation, VouchersQuery};
use webhooks::graphql::{WebhooksMutation, WebhooksQuery};

#[derive(MergedObject, Default)]
pub struct QueryRoot(
    AccountsQuery,
    CatalogQuery,
    ContentQuery,
    SettingsQuery,
    PaymentsQuery,
    PaymentQrQuery,
    CartQuery,
    OrdersQuery,
    VouchersQuery,
    ReportsQuery,
    ShippingQuery,
    LuckyDrawQuery,
    LiveDrawQuery,
    RewardsQuery,
    ReviewsQuery,
    NotifyQuery,
    WebhooksQuery,
    AdminQuery,
);

#[derive(MergedObject, Default)]
pub struct MutationRoot(
    AccountsMutation,
    CatalogMutation,
    ContentMutation,
    SettingsMutation,
    PaymentsMutation,
    PaymentQrMutation,
    CartMutation,
    OrdersMutation,
    VouchersMutation,
    ShippingMutation,
    LuckyDrawMutation,
    RewardsMutation,
    ReviewsMutation,
    NotifyMutation,
    PushMutation,
    WebhooksMutation,
    AdminMutation,
);

/// Served over the websocket at `/graphql/ws` (graphql-transport-ws).
#[derive(MergedSubscription, Default)]
pub struct SubscriptionRoot(NotifySubscription, LiveDrawSubscription);

pub type AppSchema = Schema<QueryRoot, MutationRoot, SubscriptionRoot>;

fn builder() -> SchemaBuilder<QueryRoot, MutationRoot, SubscriptionRoot> {
    Schema::build(QueryRoot::default(), MutationRoot::default(), SubscriptionRoot::default())
}

pub fn build_schema(ctx: AppContext) -> AppSchema {
    let config = ctx.config.clone();
    builder()
        .data(ctx)
        .limit_depth(config.graphql_max_depth)
        .limit_complexity(config.graphql_max_complexity)
        .extension(AliasLimit(config.graphql_max_aliases))
        .extension(crate::graphql_int::IntRange)
        .extension(kernel::graphql::InputRules)
        // Admin fields the caller's role may not use refuse the document before anything runs.
        .extension(kernel::permissions::OperationPermissions(std::sync::Arc::new(crate::access::graphql())))
        .extension(ErrorRendering)
        // Spans for parsing, validation and every resolver, inside the request's span (with its
        // request id), so a slow field shows up in the logs.
        .extension(async_graphql::extensions::Tracing)
        .finish()
}

/// The schema in SDL, as committed in `schema.graphql`.
pub fn sdl() -> String {
    builder().finish().sdl()
}
